// The --data-ids file of `train-model`: one training sequence per line, its token ids separated
// by commas ("464,3290,318"), spaces around them allowed, a final newline optional.
#pragma once

#include <QByteArray>
#include <QString>

#include <optional>
#include <vector>

namespace attn::io {

// Every line as its ids, or std::nullopt and one sentence naming the file's label and the line:
// "ids.txt: line 3: \"x7\" is not a token id", "… line 2 has 1 id; a sequence needs 2 to 1024",
// "… line 5: id 50257 is outside the vocabulary (0…50256)", "… line 4 is empty", "… has no
// sequence". vocab ≥ 1, maxLength ≥ 2.
std::optional<std::vector<std::vector<int>>> parseDataIds(const QByteArray &text, const QString &label,
                                                          int vocab, int maxLength, QString *error);

} // namespace attn::io
