// Fuzz target: a student's answers as `check --answers` reads them (io/answers.h), on any bytes.
// What must hold: a refusal is one sentence on one line; an accepted file's values each have as
// many numbers as their shape says (rows × cols, at least one), every one finite, within the
// reader's limits.
#include "fuzz_check.h"

#include "io/answers.h"
#include "io/fileio.h"

#include <QByteArray>
#include <QString>

#include <cmath>
#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QByteArray bytes
        = QByteArray::fromRawData(reinterpret_cast<const char *>(data), static_cast<qsizetype>(size));
    QString error;
    const auto answers = attn::io::readAnswers(bytes, &error);
    if (!answers) {
        FUZZ_CHECK(!error.isEmpty() && !error.contains(QLatin1Char('\n')), "a refusal is one line",
                   error.toStdString());
        return 0;
    }
    FUZZ_CHECK(answers->size() <= std::size_t(attn::io::kMaxAnswers), "at most kMaxAnswers answers");
    std::size_t numbers = 0;
    for (const auto &[id, v] : *answers) {
        FUZZ_CHECK(v.rows >= 1 && v.cols >= 1, "a shape of at least 1 × 1", id.toStdString());
        FUZZ_CHECK(v.numbers.size() == std::size_t(v.rows) * std::size_t(v.cols), "rows × cols numbers",
                   id.toStdString());
        FUZZ_CHECK(v.nested || v.rows == 1, "only a list of lists has rows", id.toStdString());
        for (double x : v.numbers)
            FUZZ_CHECK(std::isfinite(x), "JSON numbers are finite", id.toStdString());
        numbers += v.numbers.size();
        FUZZ_CHECK(!attn::io::printableName(id).contains(QLatin1Char('\n')), "a printable id is one line",
                   id.toStdString());
    }
    FUZZ_CHECK(numbers <= std::size_t(attn::io::kMaxAnswerNumbers), "at most kMaxAnswerNumbers numbers");
    return 0;
}
