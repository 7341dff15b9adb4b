#include "colormap.h"

#include <algorithm>
#include <cmath>

namespace attn {

namespace {
// The data: matplotlib's published tables, written out by scripts/colormaps.py.
#include "colormaptables.inc"

    // Blocked-cell backgrounds, checked against every entry of each table with
    // scripts/colormaps.py's data: light grey lies far from viridis, magma and cividis (≥ 56)
    // but is itself a grey and sits near RdBu's white middle, so those two get a pale green
    // (≥ 45 from both).
    constexpr QRgb kLightGrey = 0xffd9d9d9;
    constexpr QRgb kPaleGreen = 0xffcfe8a9;

    struct Entry {
        const char *name;
        const std::uint32_t *table;
        bool diverging;
        QRgb blocked;
    };

    const Entry kMaps[] = {
        { "viridis", k_viridis, false, kLightGrey }, { "magma", k_magma, false, kLightGrey },
        { "cividis", k_cividis, false, kLightGrey }, { "grey", k_grey, false, kPaleGreen },
        { "RdBu", k_RdBu, true, kPaleGreen },
    };

    int channel(std::uint32_t rgb, int shift)
    {
        return static_cast<int>((rgb >> shift) & 0xffu);
    }

} // namespace

ColorMap::ColorMap()
    : ColorMap(QString::fromLatin1(kMaps[0].name), kMaps[0].table, kMaps[0].diverging, kMaps[0].blocked)
{
}

ColorMap::ColorMap(QString name, const std::uint32_t *table, bool diverging, QRgb blocked)
    : m_name(std::move(name))
    , m_table(table)
    , m_diverging(diverging)
    , m_blocked(blocked)
{
}

std::optional<ColorMap> ColorMap::byName(const QString &name)
{
    QString key = name.trimmed().toLower();
    if (key == QLatin1String("gray") || key == QLatin1String("greys") || key == QLatin1String("grays"))
        key = QStringLiteral("grey");
    if (key == QLatin1String("rdbu_r"))
        key = QStringLiteral("rdbu");
    for (const Entry &e : kMaps)
        if (key == QString::fromLatin1(e.name).toLower())
            return ColorMap(QString::fromLatin1(e.name), e.table, e.diverging, e.blocked);
    return std::nullopt;
}

QStringList ColorMap::names()
{
    QStringList out;
    for (const Entry &e : kMaps)
        out << QString::fromLatin1(e.name);
    return out;
}

QRgb ColorMap::rgbAt(double t) const
{
    if (!(t > 0)) // also NaN
        t = 0;
    if (t > 1)
        t = 1;
    const double x = t * (tableSize - 1);
    const int k = std::min(static_cast<int>(x), tableSize - 2);
    const double f = x - k;
    const std::uint32_t a = m_table[k], b = m_table[k + 1];
    auto mix = [&](int shift) { // a channel, 0…255, never negative: + 0.5, truncated (no libm call)
        return static_cast<int>(channel(a, shift) * (1 - f) + channel(b, shift) * f + 0.5);
    };
    return qRgb(mix(16), mix(8), mix(0));
}

} // namespace attn
