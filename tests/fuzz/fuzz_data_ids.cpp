// Fuzz target: train-model's --data-ids file (io/model/dataids.h) on any bytes, for a vocabulary
// of 50 and 8 positions. What must hold: a refusal is one line naming the file; an accepted file
// gives at least one sequence, each of 2 to 8 ids inside the vocabulary, one per line.
#include "io/model/dataids.h"

#include <QByteArray>
#include <QString>

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>

namespace {

void check(bool ok, const char *what, const QString &detail = {})
{
    if (ok)
        return;
    std::fprintf(stderr, "fuzz_data_ids: %s\n%s\n", what, qPrintable(detail));
    std::abort();
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QByteArray text
        = QByteArray::fromRawData(reinterpret_cast<const char *>(data), static_cast<qsizetype>(size));
    QString error;
    const auto sequences = attn::io::parseDataIds(text, QStringLiteral("ids.txt"), 50, 8, &error);
    if (!sequences) {
        check(error.startsWith(QStringLiteral("ids.txt")) && !error.contains(QLatin1Char('\n')),
              "a refusal is one line naming the file", error);
        return 0;
    }
    check(!sequences->empty(), "an accepted file has a sequence");
    const qsizetype lines = text.count('\n') + (text.endsWith('\n') ? 0 : 1);
    check(qsizetype(sequences->size()) == lines, "one sequence a line");
    for (const auto &s : *sequences) {
        check(s.size() >= 2 && s.size() <= 8, "2 to 8 ids");
        for (int id : s)
            check(id >= 0 && id < 50, "ids inside the vocabulary");
    }
    return 0;
}
