#include "heatmappainter.h"

#include "colormap.h"
#include "core/mask.h"

#include <QFontMetricsF>
#include <QPaintDevice>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>
#include <limits>

namespace attn {

namespace {

// Above this many visible cells, or below this cell size (logical pixels), the cells go
// through one image instead of one rectangle each: a 4096² matrix is 16.7 M cells.
constexpr double kMaxRectCells = 10000;
constexpr double kMinRectCell = 6;
// Vector devices (SVG, PDF) get the image at this many pixels per logical unit, capped.
constexpr double kVectorImageRatio = 2;
constexpr int kMaxImageSide = 4096;

const QColor kText(0x20, 0x20, 0x20);
const QColor kMutedText(0x55, 0x55, 0x55);
const QColor kHatch(0x4d, 0x4d, 0x4d);
const QColor kFlag(0xc6, 0x28, 0x28);     // fully masked rows: a red that no map uses as a mark
const QColor kSelectBand(0xff, 0xd5, 0x4f); // the selected row's label

QFont makeFont(double pixels, bool bold = false, bool italic = false)
{
    QFont f(QStringLiteral("DejaVu Sans"));
    f.setStyleHint(QFont::SansSerif);
    f.setPixelSize(std::max(1, qRound(pixels)));
    f.setBold(bold);
    f.setItalic(italic);
    return f;
}

ColorMap mapFor(const HeatmapOptions &o, HeatmapKind kind)
{
    const QString name = isSigned(kind) ? o.divergingColormap : o.colormap;
    if (auto m = ColorMap::byName(name))
        return *m;
    return *ColorMap::byName(isSigned(kind) ? ColorMap::defaultDivergingName() : ColorMap::defaultName());
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
}

// The same patterns, one device pixel at a time, for the image of a large matrix.
QRgb patternPixel(int x, int y, std::uint8_t reasons, QRgb base, int spacing)
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
    return line ? kHatch.rgb() : base;
}

QString fixed(double v, int precision)
{
    if (std::isnan(v))
        return QStringLiteral("–");
    if (std::isinf(v))
        return v > 0 ? QStringLiteral("+∞") : QStringLiteral("−∞");
    QString s = QString::number(v, 'f', precision);
    // "-0.000" reads as a negative number; it is 0.
    bool allZero = true;
    for (QChar c : s)
        if (c.isDigit() && c != QLatin1Char('0'))
            allZero = false;
    if (allZero && s.startsWith(QLatin1Char('-')))
        s.remove(0, 1);
    return s.replace(QLatin1Char('-'), QChar(0x2212)); // a real minus sign
}

QString general(double v)
{
    return QString::number(v, 'g', 6).replace(QLatin1Char('-'), QChar(0x2212));
}

// About five round ticks over [lo, hi].
std::vector<double> niceTicks(double lo, double hi, int *decimals)
{
    std::vector<double> ticks;
    *decimals = 0;
    if (!(hi > lo) || !std::isfinite(lo) || !std::isfinite(hi))
        return ticks;
    const double raw = (hi - lo) / 4;
    const double mag = std::pow(10.0, std::floor(std::log10(raw)));
    double step = mag;
    for (double m : {1.0, 2.0, 2.5, 5.0, 10.0})
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

struct LegendEntry {
    enum Kind { Blocked, Flag, PaddingLabel } kind;
    std::uint8_t reasons = 0;
    QString text;
};

std::vector<LegendEntry> legendEntries(const HeatmapData &d)
{
    std::uint8_t seen = 0;
    if (d.reasons.size() > 0) {
        const std::uint8_t *p = d.reasons.data();
        constexpr std::uint8_t legendBits = BlockedCausal | BlockedPadding | BlockedByHand;
        for (Eigen::Index k = 0, n = d.reasons.size(); k < n && (seen & legendBits) != legendBits; ++k)
            seen |= p[k];
    }
    std::vector<LegendEntry> out;
    if (seen & BlockedCausal)
        out.push_back({LegendEntry::Blocked, BlockedCausal, QStringLiteral("blocked: future key (causal mask)")});
    if (seen & BlockedPadding)
        out.push_back({LegendEntry::Blocked, BlockedPadding, QStringLiteral("blocked: padding key (whole column)")});
    if (seen & BlockedByHand)
        out.push_back({LegendEntry::Blocked, BlockedByHand, QStringLiteral("blocked by hand")});
    if (!d.fullyMaskedRows.empty())
        out.push_back({LegendEntry::Flag, 0, QStringLiteral("all keys blocked: the row's weights are all 0")});
    return out;
}

void drawFlag(QPainter &p, const QRectF &r)
{
    // A triangle pointing left, at the row it flags.
    const double h = std::min(r.height(), r.width());
    const QPointF c = r.center();
    QPainterPath path;
    path.moveTo(c.x() - h * 0.45, c.y());
    path.lineTo(c.x() + h * 0.4, c.y() - h * 0.42);
    path.lineTo(c.x() + h * 0.4, c.y() + h * 0.42);
    path.closeSubpath();
    p.fillPath(path, kFlag);
}

void drawSwatch(QPainter &p, const QRectF &r, std::uint8_t reasons, const QColor &base, double spacing, double lineWidth)
{
    p.fillRect(r, base);
    p.setPen(QPen(kHatch, lineWidth));
    drawHatch(p, r, reasons, r.topLeft(), spacing);
    p.setPen(QPen(kMutedText, 1));
    p.setBrush(Qt::NoBrush);
    p.drawRect(r);
}

// Entries laid out in lines that wrap within `width`; returns the height used and, when
// painting, draws them. The same code measures and draws, so they cannot disagree.
double layoutLegend(QPainter *p, const QRectF &rect, const std::vector<LegendEntry> &entries, const QFont &font,
                    const QColor &blockedBase, double hatchSpacing, double lineWidth)
{
    if (entries.empty())
        return 0;
    const QFontMetricsF fm(font);
    const double sw = fm.height() * 1.1, gap = fm.height() * 0.4, sep = fm.height() * 1.2;
    const double lineH = fm.height() * 1.45;
    // Lines are centred: first find where each line breaks.
    std::vector<double> lineWidths{0};
    for (const LegendEntry &e : entries) {
        const double w = sw + gap + fm.horizontalAdvance(e.text);
        if (lineWidths.back() > 0 && lineWidths.back() + w > rect.width())
            lineWidths.push_back(0);
        lineWidths.back() += (lineWidths.back() > 0 ? sep : 0) + w;
    }
    std::size_t line = 0;
    auto lineStart = [&](std::size_t k) { return rect.left() + std::max(0.0, (rect.width() - lineWidths[k]) / 2); };
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
                drawFlag(*p, swatch);
            else
                drawSwatch(*p, swatch, e.reasons, blockedBase, hatchSpacing, lineWidth);
            p->setPen(kText);
            p->drawText(QRectF(x + sw + gap, y, rect.right() - x - sw - gap, lineH), Qt::AlignLeft | Qt::AlignVCenter,
                        fm.elidedText(e.text, Qt::ElideRight, rect.right() - x - sw - gap));
        }
        x += w + sep;
    }
    return y + lineH - rect.top();
}

struct ColorBarSpec {
    ColorMap map;
    double lo = 0, hi = 1;
    QString title;
};

double colorBarLabelWidth(const ColorBarSpec &c, const QFont &font)
{
    const QFontMetricsF fm(font);
    int decimals = 0;
    double w = 0;
    for (double t : niceTicks(c.lo, c.hi, &decimals))
        w = std::max(w, fm.horizontalAdvance(fixed(t, decimals)));
    return fm.height() * 0.5 + w + fm.height() * 0.5 + fm.height() * 1.3; // tick, labels, gap, rotated title
}

void drawColorBar(QPainter &p, const QRectF &bar, const QRectF &labels, const ColorBarSpec &c, const QFont &font)
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
    p.setPen(QPen(kMutedText, 1));
    p.setBrush(Qt::NoBrush);
    p.drawRect(bar);
    int decimals = 0;
    const std::vector<double> ticks = niceTicks(c.lo, c.hi, &decimals);
    p.setFont(font);
    const double tick = fm.height() * 0.35;
    for (double t : ticks) {
        const double y = bar.bottom() - (t - c.lo) / (c.hi - c.lo) * bar.height();
        p.setPen(QPen(kText, 1));
        p.drawLine(QPointF(bar.right(), y), QPointF(bar.right() + tick, y));
        p.drawText(QRectF(bar.right() + tick + fm.height() * 0.15, y - fm.height(), labels.width(), fm.height() * 2),
                   Qt::AlignLeft | Qt::AlignVCenter, fixed(t, decimals));
    }
    // The title runs up along the bar, at the far side of the labels.
    p.save();
    p.translate(labels.right() - fm.height() * 0.2, bar.center().y());
    p.rotate(-90);
    p.setPen(kText);
    p.drawText(QRectF(-bar.height() / 2 - fm.height() * 4, -fm.height(), bar.height() + fm.height() * 8, fm.height()),
               Qt::AlignCenter, fm.elidedText(c.title, Qt::ElideRight, bar.height() + fm.height() * 8));
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
    case 2: return QStringLiteral("every 2nd");
    case 3: return QStringLiteral("every 3rd");
    default: return QStringLiteral("every %1th").arg(n);
    }
}

} // namespace

// ---------------------------------------------------------------------------------------------
// Layout

QRectF HeatmapLayout::cellRect(int row, int col) const
{
    return QRectF(matrixRect.left() + (col - viewport.left()) * cellWidth,
                  matrixRect.top() + (row - viewport.top()) * cellHeight, cellWidth, cellHeight);
}

HeatmapLayout::Hit HeatmapLayout::hitTest(const QPointF &p) const
{
    Hit h;
    if (tokenCount <= 0 || cellWidth <= 0 || cellHeight <= 0)
        return h;
    auto rowAt = [&](double y) { return std::clamp(static_cast<int>(std::floor(viewport.top() + (y - matrixRect.top()) / cellHeight)), 0, tokenCount - 1); };
    auto colAt = [&](double x) { return std::clamp(static_cast<int>(std::floor(viewport.left() + (x - matrixRect.left()) / cellWidth)), 0, tokenCount - 1); };
    if (matrixRect.contains(p)) {
        h.kind = Hit::Cell;
        h.row = rowAt(p.y());
        h.col = colAt(p.x());
    } else if (rowLabelRect.contains(p) && p.y() >= matrixRect.top() && p.y() < matrixRect.bottom()) {
        h.kind = Hit::RowLabel;
        h.row = rowAt(p.y());
    } else if (colLabelRect.contains(p) && p.x() >= matrixRect.left() && p.x() < matrixRect.right()) {
        h.kind = Hit::ColumnLabel;
        h.col = colAt(p.x());
    }
    return h;
}

// ---------------------------------------------------------------------------------------------
// Aggregation

AggregatedCells aggregateCells(const HeatmapData &d, const QRectF &viewport, QSize pixels, Aggregation how,
                               const Eigen::VectorXd *rowDivisor)
{
    AggregatedCells a;
    const int T = d.tokenCount();
    if (T == 0 || pixels.isEmpty() || viewport.isEmpty())
        return a;
    a.width = pixels.width();
    a.height = pixels.height();
    a.cellsPerPixelX = viewport.width() / a.width;
    a.cellsPerPixelY = viewport.height() / a.height;
    const double nan = std::numeric_limits<double>::quiet_NaN();
    a.value.assign(static_cast<std::size_t>(a.width) * a.height, nan);
    a.reasons.assign(a.value.size(), 0);
    const bool hasReasons = d.reasons.size() != 0;
    auto divisorOf = [&](int r) {
        return rowDivisor && rowDivisor->size() == T && (*rowDivisor)(r) > 0 ? (*rowDivisor)(r) : 1.0;
    };

    if (a.cellsPerPixelX == 1.0 && a.cellsPerPixelY == 1.0 && viewport.left() == std::floor(viewport.left())
        && viewport.top() == std::floor(viewport.top())) {
        // One cell per pixel (the cell images of HeatmapPainter): a copy, nothing to pool.
        const int c0 = static_cast<int>(viewport.left()), r0 = static_cast<int>(viewport.top());
        for (int y = 0; y < a.height; ++y) {
            const int r = r0 + y;
            if (r < 0 || r >= T)
                continue;
            const double *row = d.values.data() + static_cast<std::ptrdiff_t>(r) * T;
            const std::uint8_t *why = hasReasons ? d.reasons.data() + static_cast<std::ptrdiff_t>(r) * T : nullptr;
            const double div = divisorOf(r);
            double *out = a.value.data() + static_cast<std::size_t>(y) * a.width;
            std::uint8_t *outWhy = a.reasons.data() + static_cast<std::size_t>(y) * a.width;
            for (int x = 0; x < a.width; ++x) {
                const int c = c0 + x;
                if (c < 0 || c >= T)
                    continue;
                if (why && why[c])
                    outWhy[x] = why[c];
                else
                    out[x] = row[c] / div;
            }
        }
        return a;
    }

    // The cells [first, last) a pixel covers along one axis: at least the cell under its centre.
    auto span = [T](double origin, double perPixel, int px) {
        int first = static_cast<int>(std::floor(origin + px * perPixel + 1e-9));
        int last = static_cast<int>(std::ceil(origin + (px + 1) * perPixel - 1e-9));
        if (last <= first) {
            first = static_cast<int>(std::floor(origin + (px + 0.5) * perPixel));
            last = first + 1;
        }
        return std::pair{std::clamp(first, 0, T), std::clamp(last, 0, T)};
    };
    std::vector<std::pair<int, int>> cols(static_cast<std::size_t>(a.width));
    for (int x = 0; x < a.width; ++x)
        cols[static_cast<std::size_t>(x)] = span(viewport.left(), a.cellsPerPixelX, x);

    const bool extreme = isSigned(d.kind); // signed: the value farthest from 0 wins
    std::vector<double> best(static_cast<std::size_t>(a.width));
    std::vector<double> sum(static_cast<std::size_t>(a.width));
    std::vector<int> count(static_cast<std::size_t>(a.width));
    std::vector<std::uint8_t> orReasons(static_cast<std::size_t>(a.width));
    for (int y = 0; y < a.height; ++y) {
        const auto [r0, r1] = span(viewport.top(), a.cellsPerPixelY, y);
        std::fill(best.begin(), best.end(), nan);
        std::fill(sum.begin(), sum.end(), 0.0);
        std::fill(count.begin(), count.end(), 0);
        std::fill(orReasons.begin(), orReasons.end(), 0);
        for (int r = r0; r < r1; ++r) {
            const double *row = d.values.data() + static_cast<std::ptrdiff_t>(r) * T;
            const std::uint8_t *why = hasReasons ? d.reasons.data() + static_cast<std::ptrdiff_t>(r) * T : nullptr;
            const double div = divisorOf(r);
            for (int x = 0; x < a.width; ++x) {
                const auto [c0, c1] = cols[static_cast<std::size_t>(x)];
                double &b = best[static_cast<std::size_t>(x)];
                for (int c = c0; c < c1; ++c) {
                    if (why && why[c]) {
                        orReasons[static_cast<std::size_t>(x)] |= why[c];
                        continue;
                    }
                    const double v = row[c] / div;
                    if (std::isnan(b) || (extreme ? std::abs(v) > std::abs(b) : v > b))
                        b = v;
                    sum[static_cast<std::size_t>(x)] += v;
                    ++count[static_cast<std::size_t>(x)];
                }
            }
        }
        for (int x = 0; x < a.width; ++x) {
            const std::size_t k = static_cast<std::size_t>(y) * a.width + x;
            const std::size_t i = static_cast<std::size_t>(x);
            if (count[i] == 0) {
                a.reasons[k] = orReasons[i];
                continue;
            }
            a.value[k] = how == Aggregation::Max ? best[i] : sum[i] / count[i];
        }
    }
    return a;
}

// ---------------------------------------------------------------------------------------------
// The painter

HeatmapPainter::HeatmapPainter(HeatmapDataPtr data, HeatmapOptions options) : m_options(std::move(options))
{
    setData(std::move(data));
}

void HeatmapPainter::setData(HeatmapDataPtr data)
{
    m_data = std::move(data);
    m_cache = {};
    m_cacheKey.clear();
    computeStats();
}

void HeatmapPainter::setOptions(const HeatmapOptions &options)
{
    m_options = options;
    m_options.precision = std::clamp(m_options.precision, 0, 8);
}

void HeatmapPainter::computeStats()
{
    m_maxAbs = 0;
    m_max = 0;
    m_rowMax.resize(0);
    if (!m_data || !m_data->isValid())
        return;
    const HeatmapData &d = *m_data;
    if (d.stats && d.stats->rowMax.size() == d.tokenCount()) { // worked out where the data was built
        m_maxAbs = d.stats->maxAbs;
        m_max = d.stats->max;
        m_rowMax = d.stats->rowMax;
        return;
    }
    const int T = d.tokenCount();
    m_rowMax = Eigen::VectorXd::Zero(T);
    for (int i = 0; i < T; ++i) {
        double rowMax = 0;
        for (int j = 0; j < T; ++j) {
            if (d.blocked(i, j))
                continue;
            const double v = d.values(i, j);
            if (!std::isfinite(v))
                continue;
            m_maxAbs = std::max(m_maxAbs, std::abs(v));
            m_max = std::max(m_max, v);
            rowMax = std::max(rowMax, v);
        }
        m_rowMax(i) = rowMax > 0 ? rowMax : 1.0;
    }
}

double HeatmapPainter::medianRowMax() const
{
    if (m_rowMax.size() == 0)
        return 0;
    std::vector<double> v(m_rowMax.data(), m_rowMax.data() + m_rowMax.size());
    auto mid = v.begin() + static_cast<std::ptrdiff_t>(v.size() / 2);
    std::nth_element(v.begin(), mid, v.end());
    return *mid;
}

double HeatmapPainter::rangeHigh() const
{
    const HeatmapKind kind = m_data ? m_data->kind : HeatmapKind::Weights;
    if (m_options.sharedMax > 0)
        return m_options.sharedMax;
    if (isSigned(kind))
        return m_maxAbs > 0 ? m_maxAbs : 1.0;
    if (m_options.weightScale == WeightScale::MatrixMax)
        return m_max > 0 ? m_max : 1.0;
    return 1.0; // ZeroToOne; RowMax is drawn as a fraction of the row's maximum, 0 … 1
}

double HeatmapPainter::rangeLow() const
{
    return m_data && isSigned(m_data->kind) ? -rangeHigh() : 0.0;
}

double HeatmapPainter::colorPosition(double value, int row) const
{
    const HeatmapKind kind = m_data ? m_data->kind : HeatmapKind::Weights;
    if (isSigned(kind))
        return 0.5 + value / (2 * rangeHigh());
    if (m_options.weightScale == WeightScale::RowMax && m_options.sharedMax <= 0 && row >= 0 && row < m_rowMax.size())
        return value / m_rowMax(row);
    return value / rangeHigh();
}

QString HeatmapPainter::colorBarTitle() const
{
    if (!m_data)
        return {};
    switch (m_data->kind) {
    case HeatmapKind::Weights:
        return m_options.weightScale == WeightScale::RowMax && m_options.sharedMax <= 0
                   ? QStringLiteral("weight ÷ largest weight of its row")
                   : QStringLiteral("attention weight");
    case HeatmapKind::Scores: return QStringLiteral("raw score q·k (0 = white)");
    case HeatmapKind::Logits: return QStringLiteral("scaled logit q·k × scale (0 = white)");
    case HeatmapKind::AverageWeights:
        return m_options.weightScale == WeightScale::RowMax && m_options.sharedMax <= 0
                   ? QStringLiteral("mean weight ÷ row's largest")
                   : QStringLiteral("mean weight over %1 heads").arg(m_data->headCount);
    }
    return {};
}

QString HeatmapPainter::cellDescription(int row, int col) const
{
    if (!m_data || !m_data->isValid() || row < 0 || col < 0 || row >= m_data->tokenCount() || col >= m_data->tokenCount())
        return {};
    const HeatmapData &d = *m_data;
    QStringList lines;
    lines << QStringLiteral("query %1 “%2” → key %3 “%4”").arg(row).arg(d.rowLabels.at(row)).arg(col).arg(d.colLabels.at(col));
    const std::uint8_t why = d.reasonAt(row, col);
    if (d.kind == HeatmapKind::AverageWeights) {
        lines << QStringLiteral("mean weight over %1 heads = %2").arg(d.headCount).arg(fixed(d.values(row, col), std::max(3, m_options.precision)));
    } else {
        const double qk = d.hasQK() ? d.qk(row, col) : (d.kind == HeatmapKind::Scores ? d.values(row, col) : std::nan(""));
        if (!std::isnan(qk)) {
            lines << QStringLiteral("q·k = %1").arg(general(qk));
            if (why)
                lines << QStringLiteral("scaled logit = −∞ (blocked; unmasked it would be %1 × %2 = %3)")
                             .arg(general(qk), general(d.scale), general(qk * d.scale));
            else
                lines << QStringLiteral("scaled logit = %1 × %2 = %3").arg(general(qk), general(d.scale), general(qk * d.scale));
        }
    }
    if (why) {
        QStringList reasons;
        if (why & BlockedCausal)
            reasons << QStringLiteral("key %1 comes after query %2 (causal mask)").arg(col).arg(row);
        if (why & BlockedPadding)
            reasons << QStringLiteral("key %1 is a padding token").arg(col);
        if (why & BlockedByHand)
            reasons << QStringLiteral("blocked by hand");
        if (why & BlockedWindow)
            reasons << QStringLiteral("key %1 is outside query %2's sliding window").arg(col).arg(row);
        if (why & BlockedSegment)
            reasons << QStringLiteral("key %1 is in another sentence than query %2").arg(col).arg(row);
        if (reasons.isEmpty())
            reasons << QStringLiteral("masked");
        lines << QStringLiteral("blocked: %1").arg(reasons.join(QStringLiteral("; ")));
    } else {
        lines << QStringLiteral("not blocked");
    }
    if (d.kind != HeatmapKind::AverageWeights) {
        const double w = d.weightAt(row, col);
        if (!std::isnan(w))
            lines << QStringLiteral("weight = %1").arg(fixed(w, std::max(3, m_options.precision)));
    }
    if (std::find(d.fullyMaskedRows.begin(), d.fullyMaskedRows.end(), row) != d.fullyMaskedRows.end())
        lines << QStringLiteral("every key of query %1 is blocked: its weights are all 0 (PyTorch would give NaN)").arg(row);
    return lines.join(QLatin1Char('\n'));
}

HeatmapLayout HeatmapPainter::layout(const QRectF &area, double devicePixelRatio) const
{
    HeatmapLayout l;
    l.area = area;
    const HeatmapOptions &o = m_options;
    const bool valid = m_data && m_data->isValid() && m_data->tokenCount() > 0;
    const int T = valid ? m_data->tokenCount() : 0;
    l.tokenCount = T;
    const double f = o.fontSize > 0 ? o.fontSize : std::clamp(std::min(area.width(), area.height()) / 36.0, 9.0, 28.0);
    l.font = makeFont(f);
    l.titleFont = makeFont(f * (o.compact ? 1.05 : 1.3), true);
    const QFontMetricsF fm(l.font), tfm(l.titleFont);
    if (!valid)
        return l;

    QRectF vp(0, 0, T, T);
    if (!o.viewport.isEmpty())
        vp = o.viewport.intersected(QRectF(0, 0, T, T));
    if (vp.isEmpty())
        vp = QRectF(0, 0, T, T);
    l.viewport = vp;

    const double pad = f * (o.compact ? 0.3 : 0.6);
    QRectF r = area.adjusted(pad, pad, -pad, -pad);

    // Top: the title and a one-line subtitle (what the axes are, and any aggregation note).
    if (o.showTitle) {
        l.titleRect = QRectF(r.left(), r.top(), r.width(), tfm.height() * 1.2);
        r.setTop(l.titleRect.bottom());
        if (!o.compact) {
            l.subtitleRect = QRectF(r.left(), r.top(), r.width(), fm.height() * 1.3);
            r.setTop(l.subtitleRect.bottom() + f * 0.3);
        }
    }
    // Bottom: the legend, wrapped over as many lines as it needs.
    double legendH = 0;
    if (o.showLegend) {
        legendH = layoutLegend(nullptr, QRectF(r.left(), 0, r.width(), 1e9), legendEntries(*m_data), l.font, Qt::white, 8, 1);
        if (legendH > 0)
            legendH += f * 0.5;
    }
    r.setBottom(r.bottom() - legendH);

    // Right: the fully-masked-row marks and the colour bar.
    ColorBarSpec bar{mapFor(o, m_data->kind), rangeLow(), rangeHigh(), colorBarTitle()};
    const double flagW = m_data->fullyMaskedRows.empty() ? 0 : f * 1.2;
    const double barGap = f * 0.9, barW = f * 1.1;
    const double barLabelsW = o.showColorBar ? colorBarLabelWidth(bar, l.font) : 0;
    const double rightW = flagW + (o.showColorBar ? barGap + barW + barLabelsW : f * 0.2);

    // Left and top: axis titles and token labels. Labels are measured at full size, then
    // shrunk, thinned out (every n-th) or elided when cells get small.
    const double axisW = o.showAxisTitles && !o.compact ? fm.height() * 1.4 : 0;
    auto maxLabelWidth = [&](const QStringList &labels, const QFontMetricsF &m, double first, double last) {
        double w = 0;
        const int a = std::max(0, static_cast<int>(std::floor(first))), b = std::min(T, static_cast<int>(std::ceil(last)));
        const int step = std::max(1, (b - a) / 400); // a sample is enough for thousands of tokens
        for (int i = a; i < b; i += step)
            w = std::max(w, m.horizontalAdvance(labels.at(i)));
        return w;
    };
    const double maxRowLabelW = o.showLabels ? maxLabelWidth(m_data->rowLabels, fm, vp.top(), vp.bottom()) : 0;
    const double maxColLabelW = o.showLabels ? maxLabelWidth(m_data->colLabels, fm, vp.left(), vp.right()) : 0;
    const double rowBandW = o.showLabels ? std::min(maxRowLabelW + f * 0.7, r.width() * 0.28) : 0;
    const double horizontalBandH = fm.height() * 1.3;
    const double rotatedBandH = std::min(maxColLabelW + f * 0.7, r.height() * 0.25);

    auto cellFor = [&](double bandH) {
        const double w = r.width() - axisW - rowBandW - rightW;
        const double h = r.height() - axisW - bandH;
        return std::max(0.0, std::min(w / vp.width(), h / vp.height()));
    };
    double colBandH = o.showLabels ? horizontalBandH : 0;
    double cell = cellFor(colBandH);
    if (o.showLabels && maxColLabelW + f * 0.6 > cell) {
        l.rotatedColumnLabels = true;
        colBandH = rotatedBandH;
        cell = cellFor(colBandH);
    }
    l.cellWidth = l.cellHeight = cell;

    // Label text shrinks with the cells, down to 70 % of the base size; below that, every
    // n-th label is drawn instead, so labels never overlap.
    const double lf = std::clamp(cell * 0.8, f * 0.7, f);
    l.labelFont = makeFont(lf);
    const QFontMetricsF lfm(l.labelFont);
    if (o.showLabels) {
        // Round strides (1, 2, 5, 10, 20, 25, 50, 100…) so the labels shown are easy to count on.
        auto niceStride = [](double need) {
            const int n = std::max(1, static_cast<int>(std::ceil(need - 1e-9)));
            for (int mag = 1; mag < (1 << 24); mag *= 10)
                for (int tenths : {10, 20, 25, 50}) {
                    if (tenths * mag % 10 != 0)
                        continue; // 2.5 is not a stride; 25 is
                    if (tenths * mag / 10 >= n)
                        return tenths * mag / 10;
                }
            return n;
        };
        l.rowStride = niceStride(lfm.height() * 1.05 / std::max(cell, 1e-9));
        const double colNeed = l.rotatedColumnLabels ? lfm.height() * 1.05 : maxColLabelW * lf / f + f * 0.5;
        l.colStride = niceStride(colNeed / std::max(cell, 1e-9));
    }

    // Place the block (labels + matrix + bar) in the middle of what is left.
    const double matrixW = cell * vp.width(), matrixH = cell * vp.height();
    const double blockW = axisW + rowBandW + matrixW + rightW;
    const double blockH = axisW + colBandH + matrixH;
    const double x0 = r.left() + std::max(0.0, (r.width() - blockW) / 2);
    const double y0 = r.top() + std::max(0.0, (r.height() - blockH) / 2);
    l.matrixRect = QRectF(x0 + axisW + rowBandW, y0 + axisW + colBandH, matrixW, matrixH);
    l.rowLabelRect = QRectF(x0 + axisW, l.matrixRect.top(), rowBandW, matrixH);
    l.colLabelRect = QRectF(l.matrixRect.left(), y0 + axisW, matrixW, colBandH);
    if (axisW > 0) {
        l.rowAxisTitleRect = QRectF(x0, l.matrixRect.top(), axisW, matrixH);
        l.colAxisTitleRect = QRectF(l.matrixRect.left(), y0, matrixW, axisW);
    }
    l.flagRect = QRectF(l.matrixRect.right(), l.matrixRect.top(), flagW, matrixH);
    if (o.showColorBar) {
        const double barH = std::min(matrixH, std::max(matrixH * 0.8, f * 12));
        l.colorBarRect = QRectF(l.flagRect.right() + barGap, l.matrixRect.center().y() - barH / 2, barW, barH);
        l.colorBarLabelRect = QRectF(l.colorBarRect.right(), l.colorBarRect.top(), barLabelsW, barH);
    }
    if (legendH > 0)
        l.legendRect = QRectF(r.left(), std::max(l.matrixRect.bottom(), l.rowLabelRect.bottom()) + f * 0.6, r.width(), legendH);
    if (o.showTitle) {
        // Keep the title with the block rather than at the top of a tall area.
        const double dy = y0 - r.top();
        l.titleRect.translate(0, dy);
        l.subtitleRect.translate(0, dy);
    }

    const double visibleCells = vp.width() * vp.height();
    l.imageMode = visibleCells > kMaxRectCells || cell < kMinRectCell;
    l.aggregated = l.imageMode && cell * devicePixelRatio < 1.0;

    // Numbers: as large as the cell allows, never below a readable size.
    if (o.showNumbers && !l.imageMode) {
        const int chars = o.precision + (isSigned(m_data->kind) ? 4 : 2) + (m_maxAbs >= 10 ? 2 : 0);
        const double nf = std::min({f * 1.35, cell * 0.3, cell * 0.85 / (chars * 0.62)});
        l.numbersFit = nf >= std::max(8.0, f * 0.45);
        l.numberFont = makeFont(nf);
    }
    return l;
}

QImage HeatmapPainter::cellImage(const HeatmapLayout &l, double dpr) const
{
    const QSize pixels(std::clamp(qRound(l.matrixRect.width() * dpr), 1, kMaxImageSide),
                       std::clamp(qRound(l.matrixRect.height() * dpr), 1, kMaxImageSide));
    const HeatmapOptions &o = m_options;
    const ColorMap map = mapFor(o, m_data->kind);
    const QString key = QStringLiteral("%1 %2 %3 %4|%5x%6|%7 %8 %9 %10 %11 %12")
                            .arg(l.viewport.left()).arg(l.viewport.top()).arg(l.viewport.width()).arg(l.viewport.height())
                            .arg(pixels.width()).arg(pixels.height())
                            .arg(map.name()).arg(static_cast<int>(o.weightScale)).arg(o.sharedMax)
                            .arg(static_cast<int>(o.aggregation)).arg(l.font.pixelSize()).arg(dpr);
    if (key == m_cacheKey && !m_cache.isNull())
        return m_cache;

    const bool rowScaled = !isSigned(m_data->kind) && o.weightScale == WeightScale::RowMax && o.sharedMax <= 0;
    QImage img(pixels, QImage::Format_RGB32);
    const QRgb base = map.blockedColor().rgb();
    const int spacing = qRound(l.font.pixelSize() * 0.45 * dpr);
    const double scaleHigh = rowScaled ? 1.0 : rangeHigh();
    const bool signedKind = isSigned(m_data->kind);
    auto colour = [&](double v) { return map.rgbAt(signedKind ? 0.5 + v / (2 * scaleHigh) : v / scaleHigh); };

    // The grid the colours come from: one entry per cell when cells are at least a pixel wide
    // (a small panel, or zoomed in; pixels outnumber cells by 5 to 500 times, so each pixel
    // costs a lookup instead of a colour-map evaluation), else one per pixel, pooled.
    const double perPixelX = l.viewport.width() / pixels.width(), perPixelY = l.viewport.height() / pixels.height();
    const bool magnified = perPixelX <= 1 && perPixelY <= 1;
    const int T = m_data->tokenCount();
    const int c0 = magnified ? std::clamp(static_cast<int>(std::floor(l.viewport.left())), 0, T - 1) : 0;
    const int r0 = magnified ? std::clamp(static_cast<int>(std::floor(l.viewport.top())), 0, T - 1) : 0;
    const int c1 = magnified ? std::clamp(static_cast<int>(std::ceil(l.viewport.right())), c0 + 1, T) : pixels.width();
    const int r1 = magnified ? std::clamp(static_cast<int>(std::ceil(l.viewport.bottom())), r0 + 1, T) : pixels.height();
    const AggregatedCells grid = magnified ? aggregateCells(*m_data, QRectF(c0, r0, c1 - c0, r1 - r0), QSize(c1 - c0, r1 - r0),
                                                            o.aggregation, rowScaled ? &m_rowMax : nullptr)
                                           : aggregateCells(*m_data, l.viewport, pixels, o.aggregation, rowScaled ? &m_rowMax : nullptr);
    std::vector<QRgb> rgb(grid.value.size());
    for (std::size_t k = 0; k < rgb.size(); ++k)
        rgb[k] = std::isnan(grid.value[k]) ? 0 : colour(grid.value[k]);
    // Pixel → grid entry: the cell under the pixel's centre, or the pixel itself.
    auto gridIndex = [](bool cells, double origin, double perPixel, int first, int last, int px) {
        return cells ? std::clamp(static_cast<int>(std::floor(origin + (px + 0.5) * perPixel)), first, last - 1) - first : px;
    };
    std::vector<int> colOf(static_cast<std::size_t>(pixels.width()));
    for (int x = 0; x < pixels.width(); ++x)
        colOf[static_cast<std::size_t>(x)] = gridIndex(magnified, l.viewport.left(), perPixelX, c0, c1, x);
    for (int y = 0; y < pixels.height(); ++y) {
        const std::size_t rowStart = static_cast<std::size_t>(gridIndex(magnified, l.viewport.top(), perPixelY, r0, r1, y)) * grid.width;
        auto *line = reinterpret_cast<QRgb *>(img.scanLine(y));
        for (int x = 0; x < pixels.width(); ++x) {
            const std::size_t k = rowStart + static_cast<std::size_t>(colOf[static_cast<std::size_t>(x)]);
            if (!std::isnan(grid.value[k]))
                line[x] = rgb[k];
            else
                line[x] = grid.reasons[k] ? patternPixel(x, y, grid.reasons[k], base, spacing) : qRgb(255, 255, 255);
        }
    }
    m_cache = img;
    m_cacheKey = key;
    return img;
}

void HeatmapPainter::paint(QPainter &p, const QRectF &area) const
{
    const double dpr = devicePixelRatioOf(p);
    const HeatmapLayout l = layout(area, dpr);
    const HeatmapOptions &o = m_options;
    p.save();
    p.setClipRect(area, Qt::IntersectClip);
    const QFontMetricsF fm(l.font);

    if (!m_data || !m_data->isValid() || m_data->tokenCount() == 0) {
        p.setFont(l.font);
        p.setPen(kMutedText);
        p.drawText(area, Qt::AlignCenter, m_data && m_data->tokenCount() > 0 ? QStringLiteral("These results do not fit together")
                                                                              : QStringLiteral("Nothing to show yet"));
        p.restore();
        return;
    }
    const HeatmapData &d = *m_data;
    const int T = d.tokenCount();
    const ColorMap map = mapFor(o, d.kind);
    const QColor blockedBase = map.blockedColor();
    const double f = l.font.pixelSize();
    const double hatchSpacing = std::max(4.0, f * 0.45);
    const double hatchWidth = std::max(1.0, f / 14);

    // Which rows and columns are on screen.
    const int r0 = std::max(0, static_cast<int>(std::floor(l.viewport.top())));
    const int r1 = std::min(T, static_cast<int>(std::ceil(l.viewport.bottom())));
    const int c0 = std::max(0, static_cast<int>(std::floor(l.viewport.left())));
    const int c1 = std::min(T, static_cast<int>(std::ceil(l.viewport.right())));

    // Title and subtitle.
    if (o.showTitle) {
        p.setFont(l.titleFont);
        p.setPen(kText);
        QString title = o.title.isEmpty() ? d.title : o.title;
        p.drawText(l.titleRect, Qt::AlignHCenter | Qt::AlignVCenter,
                   QFontMetricsF(l.titleFont).elidedText(title, Qt::ElideRight, l.titleRect.width()));
        if (!l.subtitleRect.isEmpty()) {
            QString sub = d.kind == HeatmapKind::Weights || d.kind == HeatmapKind::AverageWeights
                              ? QStringLiteral("rows: queries · columns: keys · each row sums to 1")
                              : QStringLiteral("rows: queries · columns: keys · blocked cells become −∞ before the softmax");
            if (l.viewport != QRectF(0, 0, T, T)) // zoomed: say where we are
                sub = QStringLiteral("zoomed in: queries %1–%2 × keys %3–%4 of %5 tokens")
                          .arg(r0).arg(r1 - 1).arg(c0).arg(c1 - 1).arg(T);
            if (l.aggregated) {
                const double per = std::max(l.viewport.width() / (l.matrixRect.width() * dpr), 1.0);
                sub = QStringLiteral("%1 tokens · each pixel: %2 of ~%3×%3 cells · zoom in for single cells")
                          .arg(T)
                          .arg(o.aggregation == Aggregation::Max ? (isSigned(d.kind) ? QStringLiteral("value farthest from 0")
                                                                                     : QStringLiteral("largest"))
                                                                  : QStringLiteral("mean"))
                          .arg(QString::number(per, 'f', per < 10 ? 1 : 0));
            }
            p.setFont(l.font);
            p.setPen(l.aggregated ? kFlag : kMutedText);
            p.drawText(l.subtitleRect, Qt::AlignHCenter | Qt::AlignVCenter, fm.elidedText(sub, Qt::ElideRight, l.subtitleRect.width()));
        }
    }

    // The cells.
    p.save();
    p.setClipRect(l.matrixRect, Qt::IntersectClip);
    if (l.imageMode) {
        p.setRenderHint(QPainter::SmoothPixmapTransform, false);
        p.drawImage(l.matrixRect, cellImage(l, dpr));
    } else {
        p.setRenderHint(QPainter::Antialiasing, false); // neighbouring cells meet without seams
        for (int i = r0; i < r1; ++i)
            for (int j = c0; j < c1; ++j) {
                const QRectF cr = l.cellRect(i, j);
                if (const std::uint8_t why = d.reasonAt(i, j)) {
                    p.fillRect(cr, blockedBase);
                    p.setRenderHint(QPainter::Antialiasing, true);
                    p.setPen(QPen(kHatch, hatchWidth, Qt::SolidLine, Qt::FlatCap));
                    drawHatch(p, cr, why, l.matrixRect.topLeft() - QPointF(l.viewport.left() * l.cellWidth, l.viewport.top() * l.cellHeight), hatchSpacing);
                    p.setRenderHint(QPainter::Antialiasing, false);
                } else {
                    p.fillRect(cr, map.at(colorPosition(d.values(i, j), i)));
                }
            }
        // Thin white rules between large cells make the matrix read like a table.
        if (l.cellWidth >= 14) {
            p.setPen(QPen(Qt::white, std::clamp(l.cellWidth * 0.012, 1.0, 3.0)));
            for (int i = r0 + 1; i < r1; ++i)
                p.drawLine(QPointF(l.matrixRect.left(), l.cellRect(i, c0).top()), QPointF(l.matrixRect.right(), l.cellRect(i, c0).top()));
            for (int j = c0 + 1; j < c1; ++j)
                p.drawLine(QPointF(l.cellRect(r0, j).left(), l.matrixRect.top()), QPointF(l.cellRect(r0, j).left(), l.matrixRect.bottom()));
        }
        p.setRenderHint(QPainter::Antialiasing, true);
        if (l.numbersFit) {
            p.setFont(l.numberFont);
            const QFontMetricsF nfm(l.numberFont);
            for (int i = r0; i < r1; ++i)
                for (int j = c0; j < c1; ++j) {
                    const QRectF cr = l.cellRect(i, j);
                    const bool blocked = d.blocked(i, j);
                    double v = d.values(i, j);
                    if (blocked && d.kind == HeatmapKind::Logits)
                        v = -std::numeric_limits<double>::infinity();
                    // A blocked weight is exactly 0, so it is written as 0, not 0.000.
                    const QString text = blocked && !isSigned(d.kind) ? QStringLiteral("0") : fixed(v, o.precision);
                    if (blocked) {
                        // A plain patch under the number keeps it readable over the hatching.
                        const QRectF box(0, 0, nfm.horizontalAdvance(text) + nfm.height() * 0.5, nfm.height() * 1.1);
                        p.fillRect(box.translated(cr.center() - box.center()), blockedBase);
                        p.setPen(kText);
                    } else {
                        p.setPen(textOn(map.at(colorPosition(d.values(i, j), i))));
                    }
                    p.drawText(cr, Qt::AlignCenter, text);
                }
        }
    }
    p.restore();
    p.setPen(QPen(kMutedText, 1));
    p.setBrush(Qt::NoBrush);
    p.drawRect(l.matrixRect);

    // The selected query row and the hovered cell: a black and a white line together stay
    // visible on every colour of every map.
    auto outline = [&](const QRectF &rect, double width) {
        const QRectF c = rect.intersected(l.matrixRect.adjusted(-width, -width, width, width));
        p.setBrush(Qt::NoBrush);
        p.setPen(QPen(Qt::black, width * 2, Qt::SolidLine, Qt::SquareCap, Qt::MiterJoin));
        p.drawRect(c);
        p.setPen(QPen(Qt::white, width, Qt::SolidLine, Qt::SquareCap, Qt::MiterJoin));
        p.drawRect(c);
    };
    if (o.selectedRow >= 0 && o.selectedRow < T && l.isRowVisible(o.selectedRow)) {
        const QRectF rowRect(l.matrixRect.left(), l.cellRect(o.selectedRow, 0).top(), l.matrixRect.width(), l.cellHeight);
        outline(rowRect, std::max(1.5, std::min(f * 0.12, l.cellHeight * 0.2)));
    }
    if (o.hoveredCell.x() >= 0 && o.hoveredCell.y() >= 0 && o.hoveredCell.x() < T && o.hoveredCell.y() < T
        && l.isRowVisible(o.hoveredCell.y()) && l.isColumnVisible(o.hoveredCell.x()) && l.cellWidth >= 3)
        outline(l.cellRect(o.hoveredCell.y(), o.hoveredCell.x()), 1.5);

    // Token labels: queries on the left, keys on top. Padding tokens sit on the blocked
    // colour and are set in italics on both axes; the selected query is bold on yellow.
    if (o.showLabels) {
        const QFontMetricsF lfm(l.labelFont);
        QFont italic = l.labelFont;
        italic.setItalic(true);
        QFont bold = l.labelFont;
        bold.setBold(true);
        const double gap = f * 0.3;
        auto isPad = [&](int k) { return k < static_cast<int>(d.padding.size()) && d.padding[static_cast<std::size_t>(k)]; };
        p.save();
        p.setClipRect(l.rowLabelRect.adjusted(0, -lfm.height(), 0, lfm.height()), Qt::IntersectClip);
        for (int i = r0; i < r1; ++i) {
            const bool selected = i == o.selectedRow;
            // The selected row always has its label; its neighbours make room for it.
            const bool nearSelected = o.selectedRow >= 0 && std::abs(i - o.selectedRow) < l.rowStride;
            if (!selected && (i % l.rowStride != 0 || nearSelected))
                continue;
            const QRectF cr = l.cellRect(i, c0);
            const QRectF band(l.rowLabelRect.left(), cr.center().y() - lfm.height() / 2, l.rowLabelRect.width() - gap * 0.5, lfm.height());
            const QString text = lfm.elidedText(d.rowLabels.at(i), Qt::ElideMiddle, band.width() - gap);
            const double tw = lfm.horizontalAdvance(text) + gap;
            const QRectF back(band.right() - tw, band.top(), tw, band.height());
            if (selected)
                p.fillRect(back, kSelectBand);
            else if (isPad(i))
                p.fillRect(back, blockedBase);
            p.setFont(selected ? bold : isPad(i) ? italic : l.labelFont);
            p.setPen(isPad(i) && !selected ? kMutedText : kText);
            p.drawText(band.adjusted(0, 0, -gap * 0.5, 0), Qt::AlignRight | Qt::AlignVCenter, text);
        }
        p.restore();
        p.save();
        p.setClipRect(l.colLabelRect.adjusted(-lfm.height(), 0, lfm.height(), 0), Qt::IntersectClip);
        for (int j = c0; j < c1; ++j) {
            if (j % l.colStride != 0)
                continue;
            const QRectF cr = l.cellRect(r0, j);
            p.setFont(isPad(j) ? italic : l.labelFont);
            p.setPen(isPad(j) ? kMutedText : kText);
            if (l.rotatedColumnLabels) {
                const double len = l.colLabelRect.height() - gap;
                const QString text = lfm.elidedText(d.colLabels.at(j), Qt::ElideMiddle, len - gap);
                p.save();
                p.translate(cr.center().x(), l.colLabelRect.bottom() - gap * 0.5);
                p.rotate(-90); // reads bottom to top, ending at its column
                const double tw = lfm.horizontalAdvance(text) + gap;
                if (isPad(j))
                    p.fillRect(QRectF(0, -lfm.height() / 2, tw, lfm.height()), blockedBase);
                p.drawText(QRectF(gap * 0.5, -lfm.height() / 2, len, lfm.height()), Qt::AlignLeft | Qt::AlignVCenter, text);
                p.restore();
            } else {
                const QString text = lfm.elidedText(d.colLabels.at(j), Qt::ElideMiddle, l.cellWidth * l.colStride - gap);
                const QRectF band(cr.center().x() - l.cellWidth * l.colStride / 2, l.colLabelRect.top(), l.cellWidth * l.colStride, l.colLabelRect.height());
                if (isPad(j)) {
                    const double tw = lfm.horizontalAdvance(text) + gap;
                    p.fillRect(QRectF(cr.center().x() - tw / 2, band.center().y() - lfm.height() / 2, tw, lfm.height()), blockedBase);
                }
                p.drawText(band, Qt::AlignCenter, text);
            }
        }
        p.restore();
    }

    // Axis titles.
    if (!l.rowAxisTitleRect.isEmpty()) {
        p.setFont(l.font);
        p.setPen(kMutedText);
        QString rows = QStringLiteral("queries (rows) ↓");
        QString cols = QStringLiteral("keys (columns) →");
        if (l.rowStride > 1)
            rows += QStringLiteral(" · %1 label shown").arg(ordinalStride(l.rowStride));
        if (l.colStride > 1)
            cols += QStringLiteral(" · %1 label shown").arg(ordinalStride(l.colStride));
        p.drawText(l.colAxisTitleRect, Qt::AlignHCenter | Qt::AlignTop, fm.elidedText(cols, Qt::ElideRight, l.colAxisTitleRect.width()));
        p.save();
        p.translate(l.rowAxisTitleRect.left(), l.rowAxisTitleRect.center().y());
        p.rotate(-90);
        const double len = l.rowAxisTitleRect.height();
        p.drawText(QRectF(-len / 2, 0, len, l.rowAxisTitleRect.width()), Qt::AlignHCenter | Qt::AlignTop, fm.elidedText(rows, Qt::ElideRight, len));
        p.restore();
    }

    // Fully masked rows: a red mark right of the row.
    if (!l.flagRect.isEmpty())
        for (int i : d.fullyMaskedRows)
            if (l.isRowVisible(i)) {
                const QRectF cr = l.cellRect(i, c0);
                const double h = std::max(std::min(l.cellHeight, l.flagRect.width()), 3.0);
                drawFlag(p, QRectF(l.flagRect.left() + l.flagRect.width() * 0.1, cr.center().y() - h / 2, l.flagRect.width() * 0.8, h));
            }

    if (o.showColorBar && !l.colorBarRect.isEmpty())
        drawColorBar(p, l.colorBarRect, l.colorBarLabelRect, {map, rangeLow(), rangeHigh(), colorBarTitle()}, l.font);

    if (!l.legendRect.isEmpty())
        layoutLegend(&p, l.legendRect, legendEntries(d), l.font, blockedBase, hatchSpacing, hatchWidth);
    p.restore();
}

// ---------------------------------------------------------------------------------------------
// All heads

void HeadGridPainter::setData(std::vector<HeatmapDataPtr> heads, HeatmapDataPtr average)
{
    m_panels.clear();
    m_headCount = static_cast<int>(heads.size());
    for (HeatmapDataPtr &h : heads)
        m_panels.emplace_back(std::move(h));
    if (average)
        m_panels.emplace_back(std::move(average));
    applyOptions();
}

void HeadGridPainter::setOptions(const HeadGridOptions &options)
{
    m_options = options;
    applyOptions();
}

void HeadGridPainter::applyOptions()
{
    // A shared scale: weights 0 … 1 (or the largest weight anywhere when asked for), signed
    // values ± the largest |value| of any head.
    m_signed = false;
    m_sharedMax = 0;
    for (const HeatmapPainter &p : m_panels)
        if (p.data() && isSigned(p.data()->kind))
            m_signed = true;
    for (const HeatmapPainter &p : m_panels) {
        if (!p.data())
            continue;
        m_sharedMax = std::max(m_sharedMax, isSigned(p.data()->kind) ? p.maxAbsUnblocked() : p.maxUnblocked());
    }
    if (!m_signed && m_options.heatmap.weightScale != WeightScale::MatrixMax)
        m_sharedMax = 1.0;
    if (m_sharedMax <= 0)
        m_sharedMax = 1.0;

    for (std::size_t k = 0; k < m_panels.size(); ++k) {
        HeatmapOptions o = m_options.heatmap;
        o.compact = true;
        o.showLegend = false;
        o.showAxisTitles = false;
        o.showColorBar = !m_options.sharedScale;
        o.viewport = {};
        o.hoveredCell = {-1, -1};
        o.fontSize = 0;
        if (m_options.sharedScale && o.weightScale == WeightScale::RowMax && !m_signed) {
            o.sharedMax = 0; // each row to its own maximum is already one scale for all: 0 … 1
        } else if (m_options.sharedScale) {
            o.sharedMax = m_sharedMax;
        } else {
            o.sharedMax = 0;
            if (o.weightScale == WeightScale::ZeroToOne)
                o.weightScale = WeightScale::MatrixMax; // "per head": each head from 0 to its own largest weight
        }
        const bool average = static_cast<int>(k) >= m_headCount;
        const HeatmapData *d = m_panels[k].data();
        o.title = average ? QStringLiteral("Average of %1 heads (not a head)").arg(d ? d->headCount : m_headCount)
                          : QStringLiteral("Head %1").arg((d ? d->head : static_cast<int>(k)) + 1);
        m_panels[k].setOptions(o);
    }
}

HeadGridPainter::Layout HeadGridPainter::layout(const QRectF &area) const
{
    Layout l;
    const double f = std::clamp(std::min(area.width(), area.height()) / 30.0, 12.0, 26.0);
    l.font = makeFont(f);
    l.titleFont = makeFont(f * 1.3, true);
    const QFontMetricsF fm(l.font), tfm(l.titleFont);
    QRectF r = area.adjusted(f * 0.6, f * 0.6, -f * 0.6, -f * 0.6);
    l.titleRect = QRectF(r.left(), r.top(), r.width(), tfm.height() * 1.3);
    l.subtitleRect = QRectF(r.left(), l.titleRect.bottom(), r.width(), fm.height() * 1.3);
    r.setTop(l.subtitleRect.bottom() + f * 0.3);

    // One legend for every panel.
    std::vector<LegendEntry> entries;
    if (!m_panels.empty() && m_panels.front().data())
        entries = legendEntries(*m_panels.front().data());
    const double legendH = layoutLegend(nullptr, QRectF(r.left(), 0, r.width(), 1e9), entries, l.font, Qt::white, 8, 1);
    if (legendH > 0) {
        l.legendRect = QRectF(r.left(), r.bottom() - legendH, r.width(), legendH);
        r.setBottom(l.legendRect.top() - f * 0.4);
    }
    double barW = 0, labelsW = 0, barGap = 0;
    if (m_options.sharedScale && !m_panels.empty()) {
        const HeatmapPainter &first = m_panels.front();
        const ColorMap map = mapFor(first.options(), first.data() ? first.data()->kind : HeatmapKind::Weights);
        labelsW = colorBarLabelWidth({map, m_signed ? -m_sharedMax : 0, m_sharedMax, {}}, l.font);
        barW = f * 1.1;
        barGap = f * 0.8;
        r.setRight(r.right() - labelsW - barW - barGap);
    }

    // As many columns as make the panels largest.
    const int n = panelCount();
    if (n == 0)
        return l;
    int bestCols = 1;
    double bestSide = 0;
    for (int cols = 1; cols <= n; ++cols) {
        const int rows = (n + cols - 1) / cols;
        const double side = std::min(r.width() / cols, r.height() / rows);
        if (side > bestSide) {
            bestSide = side;
            bestCols = cols;
        }
    }
    const int rows = (n + bestCols - 1) / bestCols;
    const double side = bestSide;
    const double blockW = side * bestCols + (barW > 0 ? barGap + barW + labelsW : 0);
    const double ox = r.left() + (r.width() + (barW > 0 ? barGap + barW + labelsW : 0) - blockW) / 2;
    const double oy = r.top() + std::max(0.0, (r.height() - side * rows) / 2);
    for (int k = 0; k < n; ++k)
        l.panels.emplace_back(ox + (k % bestCols) * side, oy + (k / bestCols) * side, side, side);
    if (barW > 0) {
        const double barH = side * rows * 0.8;
        l.colorBarRect = QRectF(ox + side * bestCols + barGap, oy + side * rows / 2 - barH / 2, barW, barH);
        l.colorBarLabelRect = QRectF(l.colorBarRect.right(), l.colorBarRect.top(), labelsW, barH);
    }
    // Keep the title and the legend with the panels rather than at the edges of a tall area.
    l.subtitleRect.moveBottom(oy - f * 0.3);
    l.titleRect.moveBottom(l.subtitleRect.top());
    if (!l.legendRect.isEmpty())
        l.legendRect.moveTop(oy + side * rows + f * 0.4);
    l.panelFontSize = std::clamp(side / 24.0, 11.0, 24.0);
    return l;
}

QSizeF HeadGridPainter::preferredSize(double width) const
{
    const int n = std::max(1, panelCount());
    const int cols = std::min(n, static_cast<int>(std::ceil(std::sqrt(n * 16.0 / 9.0))));
    const int rows = (n + cols - 1) / cols;
    return QSizeF(width, std::round(width * 0.92 / cols * rows + width * 0.12));
}

int HeadGridPainter::panelAt(const QRectF &area, const QPointF &p) const
{
    const Layout l = layout(area);
    for (std::size_t k = 0; k < l.panels.size(); ++k)
        if (l.panels[k].contains(p))
            return static_cast<int>(k);
    return -1;
}

void HeadGridPainter::paint(QPainter &p, const QRectF &area) const
{
    const Layout l = layout(area);
    p.save();
    p.setClipRect(area, Qt::IntersectClip);
    const QFontMetricsF tfm(l.titleFont);
    QString title = m_options.title;
    if (title.isEmpty() && !m_panels.empty() && m_panels.front().data()) {
        const HeatmapData &d = *m_panels.front().data();
        const QString what = d.kind == HeatmapKind::Scores   ? QStringLiteral("raw scores q·k")
                             : d.kind == HeatmapKind::Logits ? QStringLiteral("scaled logits")
                                                             : QStringLiteral("attention weights");
        title = m_headCount == 1 ? QStringLiteral("The only head · %1").arg(what) : QStringLiteral("All %1 heads · %2").arg(m_headCount).arg(what);
        title += m_options.sharedScale ? QStringLiteral(" · one colour scale") : QStringLiteral(" · each head its own colour scale");
    }
    p.setFont(l.titleFont);
    p.setPen(kText);
    p.drawText(l.titleRect, Qt::AlignCenter, tfm.elidedText(title, Qt::ElideRight, l.titleRect.width()));
    if (!m_panels.empty() && !l.panels.empty()) {
        // The panels have no subtitles of their own: say here what a pixel is when cells share them.
        const double dpr = devicePixelRatioOf(p);
        const HeatmapLayout first = m_panels.front().layout(l.panels.front(), dpr);
        QString sub = QStringLiteral("rows: queries · columns: keys");
        // An overview panel already pools blocks of cells (by their maximum) before any pixel does.
        const HeatmapDataPtr d0 = m_panels.front().dataPtr();
        const int tokens = d0 && d0->sourceTokens > 0 ? d0->sourceTokens : first.tokenCount;
        const double pooled = first.tokenCount > 0 ? double(tokens) / first.tokenCount : 1.0;
        if (first.aggregated || pooled > 1.0)
            sub = QStringLiteral("%1 tokens · each pixel: %2 of ~%3×%3 cells · show one head for single cells")
                      .arg(tokens)
                      .arg(m_options.heatmap.aggregation == Aggregation::Max || pooled > 1.0 ? QStringLiteral("largest") : QStringLiteral("mean"))
                      .arg(QString::number(std::max(first.viewport.width() / (first.matrixRect.width() * dpr), 1.0) * pooled, 'f', 1));
        p.setFont(l.font);
        p.setPen(first.aggregated ? kFlag : kMutedText);
        p.drawText(l.subtitleRect, Qt::AlignCenter, QFontMetricsF(l.font).elidedText(sub, Qt::ElideRight, l.subtitleRect.width()));
    }
    if (m_panels.empty()) {
        p.setFont(l.font);
        p.drawText(area, Qt::AlignCenter, QStringLiteral("Nothing to show yet"));
        p.restore();
        return;
    }
    for (std::size_t k = 0; k < m_panels.size() && k < l.panels.size(); ++k) {
        if (m_panels[k].options().fontSize != l.panelFontSize) {
            HeatmapOptions o = m_panels[k].options();
            o.fontSize = l.panelFontSize;
            m_panels[k].setOptions(o);
        }
        m_panels[k].paint(p, l.panels[k]);
        if (static_cast<int>(k) >= m_headCount) {
            // The average is a summary, not a head: a dashed frame sets it apart.
            p.setPen(QPen(kMutedText, 1.5, Qt::DashLine));
            p.setBrush(Qt::NoBrush);
            p.drawRect(l.panels[k].adjusted(2, 2, -2, -2));
        }
    }
    const HeatmapPainter &first = m_panels.front();
    if (!l.colorBarRect.isEmpty() && first.data())
        drawColorBar(p, l.colorBarRect, l.colorBarLabelRect,
                     {mapFor(first.options(), first.data()->kind), m_signed ? -m_sharedMax : 0.0, m_sharedMax, first.colorBarTitle()}, l.font);
    if (!l.legendRect.isEmpty() && first.data()) {
        const double f = l.font.pixelSize();
        layoutLegend(&p, l.legendRect, legendEntries(*first.data()), l.font, mapFor(first.options(), first.data()->kind).blockedColor(),
                     std::max(4.0, f * 0.45), std::max(1.0, f / 14));
    }
    p.restore();
}

} // namespace attn
