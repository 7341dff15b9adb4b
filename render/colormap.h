// Named colour maps for the heatmaps: viridis (the default), magma, cividis, grey and the
// diverging RdBu. The tables are matplotlib's published ones (see colormaptables.inc for
// where each comes from and its licence); at() interpolates linearly between entries.
#pragma once

#include <QColor>
#include <QString>
#include <QStringList>

#include <cstdint>
#include <optional>

namespace attn {

class ColorMap {
public:
    // viridis
    ColorMap();

    // Case-insensitive; "gray" and "greys" are accepted for "grey", "rdbu_r" for "RdBu".
    // Empty for an unknown name.
    static std::optional<ColorMap> byName(const QString &name);
    // The canonical names, default first: viridis, magma, cividis, grey, RdBu.
    static QStringList names();
    static QString defaultName() { return QStringLiteral("viridis"); }
    static QString defaultDivergingName() { return QStringLiteral("RdBu"); }

    QString name() const { return m_name; }
    // True for maps meant for signed quantities (white in the middle, at t = 0.5).
    bool isDiverging() const { return m_diverging; }

    // t in [0,1]; outside is clamped, NaN gives the colour at 0.
    QColor at(double t) const { return QColor::fromRgb(rgbAt(t)); }
    QRgb rgbAt(double t) const;
    // The 256 entries of the table (entry k is the colour at k/255).
    const std::uint32_t *table() const { return m_table; }
    static constexpr int tableSize = 256;

    // The background of a blocked cell under this map: a colour that no value can take
    // (at least 45 RGB units from every entry), so "blocked" never reads as "weight 0".
    QColor blockedColor() const { return QColor::fromRgb(m_blocked); }

private:
    ColorMap(QString name, const std::uint32_t *table, bool diverging, QRgb blocked);

    QString m_name;
    const std::uint32_t *m_table = nullptr;
    bool m_diverging = false;
    QRgb m_blocked = 0;
};

} // namespace attn
