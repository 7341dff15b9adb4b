// Fuzz target: a student's .npy file as `check --output` reads it (io/npy.h), on any bytes. What
// must hold: a refusal is one sentence on one line; an accepted file has as many numbers as its
// shape says (at most kMaxNpyNumbers, 16 axes at most), and what npyFloat64 writes for that array
// is read back the same, number for number.
#include "io/npy.h"

#include <QByteArray>
#include <QString>

#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>

namespace {

void check(bool ok, const char *what, const QString &detail = {})
{
    if (ok)
        return;
    std::fprintf(stderr, "fuzz_npy: %s\n%s\n", what, qPrintable(detail));
    std::abort();
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QByteArray bytes
        = QByteArray::fromRawData(reinterpret_cast<const char *>(data), static_cast<qsizetype>(size));
    QString error;
    const auto a = attn::io::readNpy(bytes, &error);
    if (!a) {
        check(!error.isEmpty() && !error.contains(QLatin1Char('\n')), "a refusal is one line", error);
        return 0;
    }
    std::int64_t count = 1;
    for (std::int64_t n : a->shape) {
        check(n >= 0, "no axis below 0");
        count *= n;
    }
    check(a->shape.size() <= 16 && count <= attn::io::kMaxNpyNumbers, "within the limits");
    check(std::int64_t(a->numbers.size()) == count, "as many numbers as the shape says");
    const auto back = attn::io::readNpy(attn::io::npyFloat64(a->shape, a->numbers), &error);
    check(back && back->shape == a->shape, "written and read back: the same shape", error);
    check(a->numbers.empty()
              || std::memcmp(back->numbers.data(), a->numbers.data(), a->numbers.size() * sizeof(double))
                  == 0,
          "written and read back: the same numbers");
    return 0;
}
