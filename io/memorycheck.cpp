#include "memorycheck.h"

#include "iotext.h"

#include "core/complexity.h"

#include <QFile>

#include <algorithm>

namespace attn {

std::uint64_t windowBytes(int tokens, int dModel, int heads)
{
    const std::uint64_t T = std::uint64_t(tokens), d = std::uint64_t(dModel);
    const std::uint64_t heatmap = T * T * sizeof(double);
    const std::uint64_t session = (T * d + 4 * d * d) * sizeof(double);
    constexpr std::uint64_t program = std::uint64_t(64) << 20; // Qt, fonts, the window
    return 2 * estimateBytes(tokens, dModel, heads) + 2 * heatmap + 3 * session + program;
}

std::uint64_t exportBytes(int tokens, int dModel, int heads, bool allHeads, bool signedValues)
{
    const std::uint64_t T = std::uint64_t(tokens), H = std::uint64_t(std::max(heads, 1));
    const std::uint64_t square = T * T * sizeof(double); // one T×T map of numbers
    const std::uint64_t reasons = T * T; // a byte a cell
    const std::uint64_t map = reasons + (signedValues ? square : 0); // beyond the weights themselves
    constexpr std::uint64_t program = std::uint64_t(64) << 20; // Qt, fonts, the picture
    const std::uint64_t result = estimateBytes(tokens, dModel, heads);
    if (!allHeads) // one head: its map copies its weights
        return result + square + map + program;
    const std::uint64_t average = H > 1 && !signedValues ? square + reasons : 0;
    return result + H * map + square + average + program;
}

QString memoryRefusal(std::uint64_t need, std::uint64_t available, const QLocale &locale)
{
    if (available == 0 || need <= available / 10 * 8)
        return {};
    //: why a size is refused: %1 the memory it would take, %2 the memory free (both as "1.5 GB")
    return IoText::tr("needs about %1 of memory; this machine has %2 available")
        .arg(locale.formattedDataSize(qint64(need), 1), locale.formattedDataSize(qint64(available), 1));
}

QString memoryRefusal(int tokens, int dModel, int heads, std::uint64_t available)
{
    return memoryRefusal(windowBytes(tokens, dModel, heads), available);
}

std::uint64_t availableMemory()
{
    QFile f(QStringLiteral("/proc/meminfo"));
    if (!f.open(QIODevice::ReadOnly))
        return 0;
    for (const QByteArray &line : f.readAll().split('\n'))
        if (line.startsWith("MemAvailable:"))
            return line.mid(13).trimmed().split(' ').value(0).toULongLong() * 1024;
    return 0;
}

} // namespace attn
