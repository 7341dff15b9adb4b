// A text as a model reads it, in one place for the window and the command line: the tokenizer's
// ids with a task model's BOS in front, and "the token that continues this text" — what patching
// compares (the answer and the wrong token) must be exactly one token after the text.
#pragma once

#include "gpt2_model.h"

#include <QString>

#include <optional>
#include <vector>

namespace attn::io {

// The text's ids as the model reads it (a task model's texts start with its BOS, config
// text_prefix_id); std::nullopt and *error as the tokenizer says it.
std::optional<std::vector<int>> encodeModelText(const Gpt2Model &model, const QString &text, QString *error);

// The id of `given` as the token after `text` (whose ids are textIds): "#ID" is that id, any
// other text must extend `text` by exactly one token (an EOS the tokenizer appends to every
// text is not a continuation). std::nullopt and *error, one sentence starting with `name`
// (e.g. "--answer", "The answer"): not an id, not one token (naming the pieces it became).
std::optional<int> continuationToken(const Gpt2Model &model, const QString &text, const std::vector<int> &textIds,
                                     const QString &given, const QString &name, QString *error);

} // namespace attn::io
