// Fuzz target: the lesson's kept cost measurement (io/costcache.h) on any bytes. What must hold:
// a file is used only when every point is a real measurement of a distinct size, so the cost
// step never draws a negative time, an empty table or a size it did not ask for.
#include "fuzz_check.h"

#include "io/costcache.h"

#include <QByteArray>
#include <QString>

#include <cmath>
#include <cstddef>
#include <cstdint>
#include <set>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QByteArray json
        = QByteArray::fromRawData(reinterpret_cast<const char *>(data), static_cast<qsizetype>(size));
    const QString machine = QStringLiteral("host · 2 cores · OpenBLAS");
    const auto cache = attn::io::parseCostCache(json, 512, 8, machine);
    if (!cache)
        return 0;
    FUZZ_CHECK(cache->machine == machine, "only this machine's file is used");
    FUZZ_CHECK(!cache->points.empty() && cache->points.size() <= 64, "1 to 64 points");
    FUZZ_CHECK(cache->note.size() <= 500, "the note is bounded");
    std::set<int> sizes;
    for (const attn::CostMeasurement &m : cache->points) {
        FUZZ_CHECK(m.tokens >= 1 && m.tokens <= attn::io::kMaxCachedTokens, "T in range",
                   std::to_string(m.tokens));
        FUZZ_CHECK(std::isfinite(m.seconds) && m.seconds >= 0, "a finite time", attn::fuzz::exact(m.seconds));
        FUZZ_CHECK(m.bytes >= 1 && m.runs >= 1 && m.dModel == 512 && m.heads == 8, "a real measurement");
        FUZZ_CHECK(sizes.insert(m.tokens).second, "one measurement per size");
    }
    // What the cost step asks of it: every size it has, found again in order.
    std::vector<int> tokens;
    for (int T : sizes)
        tokens.push_back(T);
    const auto points = attn::io::cachedPoints(*cache, tokens);
    FUZZ_CHECK(points && points->size() == tokens.size(), "every kept size is found");
    return 0;
}
