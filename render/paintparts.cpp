// The parts every attention picture is drawn with: fonts, hatching by block reason, legend,
// colour bar, the fully-masked-row flag (paintparts.h).
#include "paintparts.h"
#include "render/rendertext.h"

#include "core/mask.h"
#include "notation.h"

#include <QFontMetricsF>
#include <QPaintDevice>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>
#include <cstring>

namespace attn::paint {

QFont makeFont(double pixels, bool bold, bool italic)
{
    QFont f(QStringLiteral("DejaVu Sans"));
    f.setStyleHint(QFont::SansSerif);
    f.setPixelSize(std::max(1, qRound(pixels)));
    f.setBold(bold);
    f.setItalic(italic);
    return f;
}

// Readable on the cell: black on light colours, white on dark ones (perceived luminance).
QColor textOn(const QColor &c)
{
    const double y = 0.299 * c.red() + 0.587 * c.green() + 0.114 * c.blue();
    return y > 140 ? QColor(0x10, 0x10, 0x10) : Qt::white;
}

// The three hatchings, anchored at one origin so a pattern runs on across neighbouring
// cells: causal "/", padding "|" (its whole column is blocked), by hand "×".
void drawHatch(QPainter &p, const QRectF &r, std::uint8_t reasons, const QPointF &origin, double spacing)
{
    const double x0 = r.left() - origin.x(), x1 = r.right() - origin.x();
    const double y0 = r.top() - origin.y(), y1 = r.bottom() - origin.y();
    auto at = [&](double u, double v) { return QPointF(u + origin.x(), v + origin.y()); };
    if (reasons & (BlockedCausal | BlockedByHand)) { // u + v = c: "/"
        for (double c = std::ceil((x0 + y0) / spacing) * spacing; c <= x1 + y1; c += spacing) {
            const double ua = std::max(x0, c - y1), ub = std::min(x1, c - y0);
            if (ub > ua)
                p.drawLine(at(ua, c - ua), at(ub, c - ub));
        }
    }
    if (reasons & BlockedByHand) { // u − v = c: "\"
        for (double c = std::ceil((x0 - y1) / spacing) * spacing; c <= x1 - y0; c += spacing) {
            const double ua = std::max(x0, c + y0), ub = std::min(x1, c + y1);
            if (ub > ua)
                p.drawLine(at(ua, ua - c), at(ub, ub - c));
        }
    }
    if (reasons & BlockedPadding) { // u = c: "|"
        for (double c = std::ceil(x0 / spacing) * spacing; c <= x1; c += spacing)
            if (c > x0)
                p.drawLine(at(c, y0), at(c, y1));
    }
    if (reasons & BlockedWindow) { // v = c: "—"
        for (double c = std::ceil(y0 / spacing) * spacing; c <= y1; c += spacing)
            if (c > y0)
                p.drawLine(at(x0, c), at(x1, c));
    }
    if (reasons & BlockedSegment) { // dots on a grid twice as wide: "another sentence"
        const double step = 2 * spacing;
        const QPen pen = p.pen();
        QPen dot = pen;
        dot.setWidthF(std::max(pen.widthF() * 3.0, 2.0));
        dot.setCapStyle(Qt::RoundCap);
        p.setPen(dot);
        for (double v = std::ceil(y0 / step) * step + spacing / 2; v < y1; v += step)
            for (double u = std::ceil(x0 / step) * step + spacing / 2; u < x1; u += step)
                p.drawPoint(at(u, v));
        p.setPen(pen);
    }
}

// The same patterns, one device pixel at a time, for the image of a large matrix.
QRgb patternPixel(int x, int y, std::uint8_t reasons, QRgb base, QRgb hatch, int spacing)
{
    const int s = std::max(3, spacing);
    auto mod = [s](int v) { return ((v % s) + s) % s; };
    bool line = false;
    if (reasons & (BlockedCausal | BlockedByHand))
        line |= mod(x + y) == 0;
    if (reasons & BlockedByHand)
        line |= mod(x - y) == 0;
    if (reasons & BlockedPadding)
        line |= mod(x) == 0;
    if (reasons & BlockedWindow)
        line |= mod(y) == 0;
    if (reasons & BlockedSegment) {
        const int s2 = 2 * s;
        line |= ((x % s2) + s2) % s2 < 2 && ((y % s2) + s2) % s2 < 2;
    }
    return line ? hatch : base;
}

// About five round ticks over [lo, hi].
int tickStepFor(int high, int most)
{
    for (int base = 1;; base *= 10)
        for (int m : { 1, 2, 5 })
            if (high / (m * base) <= most)
                return m * base;
}

std::vector<double> niceTicks(double lo, double hi, int *decimals)
{
    std::vector<double> ticks;
    *decimals = 0;
    if (!(hi > lo) || !std::isfinite(lo) || !std::isfinite(hi))
        return ticks;
    const double raw = (hi - lo) / 4;
    const double mag = std::pow(10.0, std::floor(std::log10(raw)));
    double step = mag;
    for (double m : { 1.0, 2.0, 2.5, 5.0, 10.0 })
        if (m * mag >= raw) {
            step = m * mag;
            break;
        }
    *decimals = std::max(0, -static_cast<int>(std::floor(std::log10(step) + 1e-9)));
    if (std::abs(step / std::pow(10.0, -*decimals) - std::round(step / std::pow(10.0, -*decimals))) > 1e-6)
        ++*decimals; // 2.5·10^k needs one more digit
    for (double t = std::ceil(lo / step - 1e-9) * step; t <= hi + step * 1e-9; t += step)
        ticks.push_back(std::abs(t) < step * 1e-9 ? 0.0 : t);
    return ticks;
}

std::vector<LegendEntry> legendEntries(const HeatmapData &d)
{
    // Every reason in the map, OR-ed eight cells at a time: at 4096 tokens this runs over 16.7 M
    // cells at each paint, on the UI thread.
    std::uint8_t seen = 0;
    if (d.reasons.size() > 0) {
        const std::uint8_t *p = d.reasons.data();
        const std::size_t n = static_cast<std::size_t>(d.reasons.size());
        constexpr std::uint8_t legendBits = kKnownBlockReasons;
        constexpr std::size_t chunk = 4096; // cells between checks for every reason seen
        std::size_t k = 0;
        for (; k + chunk <= n && (seen & legendBits) != legendBits; k += chunk) {
            std::uint64_t any = 0;
            for (std::size_t w = 0; w < chunk; w += 8) {
                std::uint64_t word;
                std::memcpy(&word, p + k + w, 8);
                any |= word;
            }
            for (int byte = 0; byte < 8; ++byte)
                seen |= static_cast<std::uint8_t>(any >> (8 * byte));
        }
        for (; k < n && (seen & legendBits) != legendBits; ++k)
            seen |= p[k];
    }
    std::vector<LegendEntry> out;
    if (seen & BlockedCausal)
        out.push_back(
            { LegendEntry::Blocked, BlockedCausal, ExportText::tr("blocked: future key (causal mask)") });
    if (seen & BlockedPadding)
        out.push_back(
            { LegendEntry::Blocked, BlockedPadding, ExportText::tr("blocked: padding key (whole column)") });
    if (seen & BlockedByHand)
        out.push_back({ LegendEntry::Blocked, BlockedByHand, ExportText::tr("blocked by hand") });
    if (seen & BlockedWindow)
        out.push_back(
            { LegendEntry::Blocked, BlockedWindow, ExportText::tr("blocked: outside the sliding window") });
    if (seen & BlockedSegment)
        out.push_back({ LegendEntry::Blocked, BlockedSegment, ExportText::tr("blocked: another sentence") });
    if (!d.fullyMaskedRows.empty())
        out.push_back(
            { LegendEntry::Flag, 0, ExportText::tr("all keys blocked: the row's weights are all 0") });
    return out;
}

void drawFlag(QPainter &p, const QRectF &r, const Theme &theme)
{
    // A triangle pointing left, at the row it flags.
    const double h = std::min(r.height(), r.width());
    const QPointF c = r.center();
    QPainterPath path;
    path.moveTo(c.x() - h * 0.45, c.y());
    path.lineTo(c.x() + h * 0.4, c.y() - h * 0.42);
    path.lineTo(c.x() + h * 0.4, c.y() + h * 0.42);
    path.closeSubpath();
    p.fillPath(path, theme.flag);
}

void drawSwatch(QPainter &p, const QRectF &r, std::uint8_t reasons, const QColor &base, double spacing,
                double lineWidth, const Theme &theme)
{
    p.fillRect(r, base);
    p.setPen(QPen(theme.hatch, lineWidth));
    drawHatch(p, r, reasons, r.topLeft(), spacing);
    p.setPen(QPen(theme.frame, theme.ruleWidth));
    p.setBrush(Qt::NoBrush);
    p.drawRect(r);
}

// Entries laid out in lines that wrap within `width`; returns the height used and, when
// painting, draws them. The same code measures and draws, so they cannot disagree.
double layoutLegend(QPainter *p, const QRectF &rect, const std::vector<LegendEntry> &entries,
                    const QFont &font, const QColor &blockedBase, double hatchSpacing, double lineWidth,
                    const Theme &theme)
{
    if (entries.empty())
        return 0;
    const QFontMetricsF fm(font);
    const double sw = fm.height() * 1.1, gap = fm.height() * 0.4, sep = fm.height() * 1.2;
    const double lineH = fm.height() * 1.45;
    // Lines are centred: first find where each line breaks.
    std::vector<double> lineWidths { 0 };
    for (const LegendEntry &e : entries) {
        const double w = sw + gap + fm.horizontalAdvance(e.text);
        if (lineWidths.back() > 0 && lineWidths.back() + w > rect.width())
            lineWidths.push_back(0);
        lineWidths.back() += (lineWidths.back() > 0 ? sep : 0) + w;
    }
    std::size_t line = 0;
    auto lineStart
        = [&](std::size_t k) { return rect.left() + std::max(0.0, (rect.width() - lineWidths[k]) / 2); };
    double x = lineStart(0), y = rect.top();
    if (p)
        p->setFont(font);
    for (const LegendEntry &e : entries) {
        const double w = sw + gap + fm.horizontalAdvance(e.text);
        if (x > lineStart(line) && x + w > rect.right() + 0.5) {
            ++line;
            x = lineStart(std::min(line, lineWidths.size() - 1));
            y += lineH;
        }
        if (p) {
            const QRectF swatch(x, y + (lineH - sw) / 2, sw, sw);
            if (e.kind == LegendEntry::Flag)
                drawFlag(*p, swatch, theme);
            else
                drawSwatch(*p, swatch, e.reasons, blockedBase, hatchSpacing, lineWidth, theme);
            p->setPen(theme.text);
            p->drawText(QRectF(x + sw + gap, y, rect.right() - x - sw - gap, lineH),
                        Qt::AlignLeft | Qt::AlignVCenter,
                        fm.elidedText(e.text, Qt::ElideRight, rect.right() - x - sw - gap));
        }
        x += w + sep;
    }
    return y + lineH - rect.top();
}

namespace {
    // The ticks' labels in one style: when the largest is written m×10ⁿ, so are the others
    // ("5×10⁵" under "1×10⁶", not "500000").
    QStringList tickLabels(const std::vector<double> &ticks, int decimals)
    {
        bool compact = false;
        for (double t : ticks)
            compact = compact || std::abs(t) >= kCompactFrom;
        QStringList out;
        for (double t : ticks)
            out << (compact ? formatCompact(t) : formatFixed(t, decimals));
        return out;
    }
} // namespace

double colorBarLabelWidth(const ColorBarSpec &c, const QFont &font)
{
    const QFontMetricsF fm(font);
    int decimals = 0;
    double w = 0;
    const std::vector<double> ticks = niceTicks(c.lo, c.hi, &decimals); // sets decimals: first
    for (const QString &label : tickLabels(ticks, decimals))
        w = std::max(w, fm.horizontalAdvance(label));
    return fm.height() * 0.5 + w + fm.height() * 0.5 + fm.height() * 1.3; // tick, labels, gap, rotated title
}

void drawColorBar(QPainter &p, const QRectF &bar, const QRectF &labelArea, const ColorBarSpec &c,
                  const QFont &font, const Theme &theme, double titleLength)
{
    const QFontMetricsF fm(font);
    // Thin solid bands rather than a gradient: SVG and PDF keep them as vectors, and every SVG
    // reader draws plain rectangles (some ignore Qt's gradients). Each band overlaps the next
    // a little so no seam shows between them.
    constexpr int bands = 128;
    p.save();
    p.setRenderHint(QPainter::Antialiasing, false);
    for (int k = 0; k < bands; ++k) {
        const double y0 = bar.bottom() - bar.height() * (k + 1) / bands;
        const double h = bar.height() / bands + (k + 1 < bands ? 0.6 : 0.0);
        p.fillRect(QRectF(bar.left(), y0, bar.width(), h), c.map.at((k + 0.5) / bands));
    }
    p.restore();
    p.setPen(QPen(theme.frame, theme.ruleWidth));
    p.setBrush(Qt::NoBrush);
    p.drawRect(bar);
    int decimals = 0;
    const std::vector<double> ticks = niceTicks(c.lo, c.hi, &decimals);
    const QStringList labels = tickLabels(ticks, decimals);
    p.setFont(font);
    const double tick = fm.height() * 0.35;
    for (std::size_t k = 0; k < ticks.size(); ++k) {
        const double t = ticks[k];
        const double y = bar.bottom() - (t - c.lo) / (c.hi - c.lo) * bar.height();
        p.setPen(QPen(theme.text, theme.ruleWidth));
        p.drawLine(QPointF(bar.right(), y), QPointF(bar.right() + tick, y));
        p.drawText(QRectF(bar.right() + tick + fm.height() * 0.15, y - fm.height(), labelArea.width(),
                          fm.height() * 2),
                   Qt::AlignLeft | Qt::AlignVCenter, labels.at(static_cast<qsizetype>(k)));
    }
    // The title runs up along the bar, at the far side of the labels.
    p.save();
    p.translate(labelArea.right() - fm.height() * 0.2, bar.center().y());
    p.rotate(-90);
    p.setPen(theme.text);
    const double length = titleLength > 0 ? titleLength : bar.height() + fm.height() * 8;
    p.drawText(QRectF(-length / 2, -fm.height(), length, fm.height()), Qt::AlignCenter,
               fm.elidedText(c.title, Qt::ElideRight, length));
    p.restore();
}

double devicePixelRatioOf(const QPainter &p)
{
    const QPaintDevice *d = p.device();
    if (!d)
        return 1;
    switch (d->devType()) {
    case QInternal::Image:
    case QInternal::Widget:
    case QInternal::Pixmap:
        return std::max(1.0, d->devicePixelRatioF());
    default:
        return kVectorImageRatio; // SVG, PDF, printers: no pixels of their own
    }
}

QString ordinalStride(int n)
{
    switch (n) {
    case 2:
        return ExportText::tr("every 2nd");
    case 3:
        return ExportText::tr("every 3rd");
    default:
        return ExportText::tr("every %1th").arg(n);
    }
}

ColorMap mapFor(const QString &sequential, const QString &diverging, HeatmapKind kind)
{
    if (auto m = ColorMap::byName(isSigned(kind) ? diverging : sequential))
        return *m;
    return *ColorMap::byName(isSigned(kind) ? ColorMap::defaultDivergingName() : ColorMap::defaultName());
}

} // namespace attn::paint
