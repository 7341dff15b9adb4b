// The heatmap's layout, in the order a reader sees it: titles on top, the legend at the bottom,
// the colour bar on the right, labels on the left and top, the cells in what is left.
#include "heatmaplayout.h"

#include "colormap.h"
#include "notation.h"
#include "paintparts.h"

#include <QFontMetricsF>
#include <QHash>

#include <algorithm>
#include <cmath>
#include <mutex>

namespace attn {

using namespace paint;

namespace {

    // Token labels measured once per font. A map is laid out at every paint and again after every
    // edit (a new map of the same tokens); shaping its 800 sampled labels each time cost ~5 ms of
    // the UI thread's time per edit at 512 tokens. Layouts run on workers too, hence the lock.
    double labelWidth(const QFontMetricsF &fm, const QString &fontKey, const QString &label)
    {
        static std::mutex mutex;
        static QHash<QString, double> widths; // font key, a newline, the label → its width
        const QString key = fontKey + QLatin1Char('\n') + label;
        {
            const std::lock_guard<std::mutex> lock(mutex);
            if (const auto it = widths.constFind(key); it != widths.constEnd())
                return it.value();
        }
        const double w = fm.horizontalAdvance(label);
        const std::lock_guard<std::mutex> lock(mutex);
        if (widths.size() > 100000) // many sessions of many tokens: start again
            widths.clear();
        widths.insert(key, w);
        return w;
    }

} // namespace

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
    auto rowAt = [&](double y) {
        return std::clamp(static_cast<int>(std::floor(viewport.top() + (y - matrixRect.top()) / cellHeight)),
                          0, tokenCount - 1);
    };
    auto colAt = [&](double x) {
        return std::clamp(static_cast<int>(std::floor(viewport.left() + (x - matrixRect.left()) / cellWidth)),
                          0, tokenCount - 1);
    };
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

QString heatmapCellText(const HeatmapData &d, int row, int col, int precision)
{
    const bool blocked = d.blocked(row, col);
    // A difference has a sign on every change, blocked or not.
    if (d.kind == HeatmapKind::Difference)
        return formatSigned(d.values(row, col), precision);
    if (blocked && d.kind == HeatmapKind::Logits)
        return minusInfinity();
    // A blocked weight is exactly 0, so it is written as 0, not 0.000.
    if (blocked && !isSigned(d.kind))
        return QStringLiteral("0");
    return formatFixed(d.values(row, col), precision);
}

namespace {

    constexpr double kSmallestLabel = 0.7; // token labels shrink to this part of the base size
    // ... but, where the size follows the room (no fontSize given, not a compact panel), never below
    // this many pixels:
    // a 6 px label (a 4 px capital) on a small heatmap at 100 % cannot be read from the back of a
    // classroom. Fewer labels are drawn instead (every n-th), and they are measured at this size.
    // Zoomed in, the zoom's own floor (0.7 × 9 px × the zoom) passes it from 200 % on.
    constexpr double kLabelFloor = 12;
    double labelFloor(const HeatmapOptions &o)
    {
        return o.fontSize > 0 || o.compact ? 0.0 : kLabelFloor; // a strip's small panels keep their cells
    }

    // One layout, worked out step by step; each step takes its band off the free rectangle `r`.
    class Layouter {
    public:
        // f: the base text size, unrounded (the fonts are set to whole pixels).
        Layouter(const HeatmapData &d, const HeatmapOptions &o, const ColorBarRange &bar, double f,
                 HeatmapLayout &l)
            : m_d(d)
            , m_o(o)
            , m_bar(bar)
            , m_l(l)
            , m_f(f)
            , m_lf(std::max(f, labelFloor(o)))
            , m_lfMin(std::max(f * kSmallestLabel, labelFloor(o)))
            , m_labelFont(makeFont(m_lf))
            , m_T(d.tokenCount())
        {
        }

        void run(double devicePixelRatio)
        {
            chooseViewport();
            const double pad = m_f * (m_o.compact ? 0.3 : 0.6);
            m_r = m_l.area.adjusted(pad, pad, -pad, -pad);
            takeTitles();
            takeLegend();
            measureRightSide();
            measureLabels();
            chooseCellSize();
            chooseLabelStrides();
            placeBlock();
            chooseDrawing(devicePixelRatio);
        }

    private:
        void chooseViewport()
        {
            QRectF vp(0, 0, m_T, m_T);
            if (!m_o.viewport.isEmpty())
                vp = m_o.viewport.intersected(QRectF(0, 0, m_T, m_T));
            if (vp.isEmpty())
                vp = QRectF(0, 0, m_T, m_T);
            m_l.viewport = vp;
        }

        // Top: the title and a one-line subtitle (what the axes are, and any aggregation note).
        void takeTitles()
        {
            if (!m_o.showTitle)
                return;
            const QFontMetricsF fm(m_l.font), tfm(m_l.titleFont);
            m_l.titleRect = QRectF(m_r.left(), m_r.top(), m_r.width(), tfm.height() * 1.2);
            m_r.setTop(m_l.titleRect.bottom());
            if (!m_o.compact) {
                m_l.subtitleRect = QRectF(m_r.left(), m_r.top(), m_r.width(), fm.height() * 1.3);
                m_r.setTop(m_l.subtitleRect.bottom() + m_f * 0.3);
            }
        }

        // Bottom: the legend, wrapped over as many lines as it needs.
        void takeLegend()
        {
            if (m_o.showLegend) {
                m_legendH = layoutLegend(nullptr, QRectF(m_r.left(), 0, m_r.width(), 1e9), legendEntries(m_d),
                                         m_l.font, Qt::white, 8, 1, m_o.theme);
                if (m_legendH > 0)
                    m_legendH += m_f * 0.5;
            }
            m_r.setBottom(m_r.bottom() - m_legendH);
        }

        // Right: the fully-masked-row marks and the colour bar.
        void measureRightSide()
        {
            m_flagW = m_d.fullyMaskedRows.empty() ? 0 : m_f * 1.2;
            m_barGap = m_f * 0.9;
            m_barW = m_f * 1.1;
            m_barLabelsW = m_o.showColorBar
                ? colorBarLabelWidth({ ColorMap(), m_bar.low, m_bar.high, m_bar.title }, m_l.font)
                : 0;
            m_rightW = m_flagW + (m_o.showColorBar ? m_barGap + m_barW + m_barLabelsW : m_f * 0.2);
        }

        // Left and top: axis titles and token labels, measured at full size (they shrink, thin out
        // or elide later when cells get small).
        void measureLabels()
        {
            const QFontMetricsF fm(m_l.font);
            // The axis titles repeat the subtitle ("rows: queries · columns: keys"): where the room
            // is short, the cells and readable labels have it instead. (Zoomed in, the window drops
            // both together when its cells would be small: HeatmapWidget's compact rule.)
            // Only the plain subtitle names the axes: a mistake's, or a zoomed map's, does not.
            const bool axesInSubtitle = !m_l.subtitleRect.isEmpty() && m_d.subtitle.isEmpty()
                && m_l.viewport == QRectF(0, 0, m_T, m_T);
            const bool roomy
                = !axesInSubtitle || m_o.textScale > 1.0 + 1e-9 || m_r.height() >= 22 * fm.height();
            m_axisW = m_o.showAxisTitles && !m_o.compact && roomy ? fm.height() * 1.4 : 0;
            // The selected query's label is drawn bold: the row labels are measured so, or its
            // first letters would be cut at the left.
            const QFontMetricsF lfm(m_labelFont);
            QFont boldFont = m_labelFont;
            boldFont.setBold(true);
            const QFontMetricsF bold(boldFont);
            auto maxLabelWidth = [&](const QStringList &labels, double first, double last,
                                     const QFontMetricsF &fm, const QFont &font) {
                const QString fontKey = font.key();
                double w = 0;
                const int a = std::max(0, static_cast<int>(std::floor(first))),
                          b = std::min(m_T, static_cast<int>(std::ceil(last)));
                const int step = std::max(1, (b - a) / 400); // a sample is enough for thousands of tokens
                for (int i = a; i < b; i += step)
                    w = std::max(w, labelWidth(fm, fontKey, labels.at(i)));
                return w;
            };
            const QRectF &vp = m_l.viewport;
            const double maxRowLabelW
                = m_o.showLabels ? maxLabelWidth(m_d.rowLabels, vp.top(), vp.bottom(), bold, boldFont) : 0;
            m_maxColLabelW
                = m_o.showLabels ? maxLabelWidth(m_d.colLabels, vp.left(), vp.right(), lfm, m_labelFont) : 0;
            m_rowBandW = m_o.showLabels ? std::min(maxRowLabelW + m_lf * 0.7, m_r.width() * 0.28) : 0;
        }

        double cellFor(double colBandH) const
        {
            const double w = m_r.width() - m_axisW - m_rowBandW - m_rightW;
            const double h = m_r.height() - m_axisW - colBandH;
            return std::max(0.0, std::min(w / m_l.viewport.width(), h / m_l.viewport.height()));
        }

        // Square cells as large as fit; column labels turn upright when they are wider than a cell.
        void chooseCellSize()
        {
            const QFontMetricsF fm(m_labelFont);
            m_colBandH = m_o.showLabels ? fm.height() * 1.3 : 0;
            double cell = cellFor(m_colBandH);
            // Labels shrink to their smallest size before they turn upright (a large zoom's
            // "river" is wider than its cell at full size, and fits it at 70 %).
            if (m_o.showLabels && (m_maxColLabelW + m_lf * 0.5) * (m_lfMin / m_lf) > cell) {
                m_l.rotatedColumnLabels = true;
                m_colBandH = std::min(m_maxColLabelW + m_lf * 0.7, m_r.height() * 0.25);
                cell = cellFor(m_colBandH);
            }
            m_l.cellWidth = m_l.cellHeight = cell;
        }

        // Label text shrinks with the cells, down to 70 % of the base size; below that, every n-th
        // label is drawn instead (a round stride: 1, 2, 5, 10, 20, 25, 50…), so labels never overlap.
        void chooseLabelStrides()
        {
            const double cell = m_l.cellWidth;
            double lf = std::clamp(cell * 0.8, m_lfMin, m_lf);
            // Column labels across their cells: small enough to fit them whole.
            // Upright ones: small enough for their band, when it had to be lower than they are long.
            if (m_o.showLabels && m_l.rotatedColumnLabels && m_maxColLabelW > 0)
                lf = std::clamp(m_lf * (m_colBandH - m_lf * 0.7) / m_maxColLabelW, m_lfMin, lf);
            else if (m_o.showLabels && m_maxColLabelW > 0)
                lf = std::clamp(cell / (m_maxColLabelW / m_lf + 0.5), m_lfMin, lf);
            if (m_o.showLabels && m_maxColLabelW > 0)
                lf = std::floor(lf); // whole pixels, rounded down: the labels still fit
            m_l.labelFont = makeFont(lf);
            if (!m_o.showLabels)
                return;
            const QFontMetricsF lfm(m_l.labelFont);
            auto niceStride = [](double need) {
                // A heatmap with no room for a cell asks for a stride beyond any int: one label
                // in 2²⁴ is as good as none.
                const int n
                    = std::max(1, static_cast<int>(std::ceil(std::min(need, double(1 << 24)) - 1e-9)));
                for (int mag = 1; mag < (1 << 24); mag *= 10)
                    for (int tenths : { 10, 20, 25, 50 }) {
                        if (tenths * mag % 10 != 0)
                            continue; // 2.5 is not a stride; 25 is
                        if (tenths * mag / 10 >= n)
                            return tenths * mag / 10;
                    }
                return n;
            };
            m_l.rowStride = niceStride(lfm.height() * 1.05 / std::max(cell, 1e-9));
            const double colNeed = m_l.rotatedColumnLabels
                ? lfm.height() * 1.05
                : (m_maxColLabelW / m_lf + 0.5) * lf; // a gap of half a letter
            m_l.colStride = niceStride(colNeed / std::max(cell, 1e-9));
        }

        // The block (labels + matrix + bar) in the middle of what is left, the title kept with it.
        void placeBlock()
        {
            const double cell = m_l.cellWidth;
            const double matrixW = cell * m_l.viewport.width(), matrixH = cell * m_l.viewport.height();
            const double blockW = m_axisW + m_rowBandW + matrixW + m_rightW;
            const double blockH = m_axisW + m_colBandH + matrixH;
            const double x0 = m_r.left() + std::max(0.0, (m_r.width() - blockW) / 2);
            const double y0 = m_r.top() + std::max(0.0, (m_r.height() - blockH) / 2);
            m_l.matrixRect = QRectF(x0 + m_axisW + m_rowBandW, y0 + m_axisW + m_colBandH, matrixW, matrixH);
            m_l.rowLabelRect = QRectF(x0 + m_axisW, m_l.matrixRect.top(), m_rowBandW, matrixH);
            m_l.colLabelRect = QRectF(m_l.matrixRect.left(), y0 + m_axisW, matrixW, m_colBandH);
            if (m_axisW > 0) {
                m_l.rowAxisTitleRect = QRectF(x0, m_l.matrixRect.top(), m_axisW, matrixH);
                m_l.colAxisTitleRect = QRectF(m_l.matrixRect.left(), y0, matrixW, m_axisW);
            }
            m_l.flagRect = QRectF(m_l.matrixRect.right(), m_l.matrixRect.top(), m_flagW, matrixH);
            if (m_o.showColorBar) {
                const double barH = std::min(matrixH, std::max(matrixH * 0.8, m_f * 12));
                m_l.colorBarRect = QRectF(m_l.flagRect.right() + m_barGap,
                                          m_l.matrixRect.center().y() - barH / 2, m_barW, barH);
                m_l.colorBarLabelRect
                    = QRectF(m_l.colorBarRect.right(), m_l.colorBarRect.top(), m_barLabelsW, barH);
                // Up to four lines beyond the bar at either end, never beyond the area (a large
                // zoom's "attention weight" runs longer than the bar).
                const double centre = m_l.colorBarRect.center().y();
                const double inside = 2 * std::min(centre - m_l.area.top(), m_l.area.bottom() - centre);
                m_l.colorBarTitleLength
                    = std::max(0.0, std::min(barH + QFontMetricsF(m_l.font).height() * 8, inside));
            }
            if (m_legendH > 0)
                m_l.legendRect = QRectF(
                    m_r.left(), std::max(m_l.matrixRect.bottom(), m_l.rowLabelRect.bottom()) + m_f * 0.6,
                    m_r.width(), m_legendH);
            if (m_o.showTitle) {
                const double dy = y0 - m_r.top();
                m_l.titleRect.translate(0, dy);
                m_l.subtitleRect.translate(0, dy);
            }
        }

        // Cells one by one or through an image; numbers as large as the cell allows, never below a
        // readable size.
        void chooseDrawing(double devicePixelRatio)
        {
            const double cell = m_l.cellWidth;
            const double visibleCells = m_l.viewport.width() * m_l.viewport.height();
            m_l.imageMode = visibleCells > kMaxRectCells || cell < kMinRectCell;
            // No room at all (a window squeezed to nothing) pools nothing: no "each pixel: … of
            // ~3000000000 cells" in the subtitle.
            m_l.aggregated = m_l.imageMode && cell > 0 && cell * devicePixelRatio < 1.0;
            if (m_o.showNumbers && !m_l.imageMode)
                chooseNumberFont(cell);
        }

        // Numbers as large as the cell allows, sized by the widest text actually written in a
        // visible cell (large values are compact, "4×10¹²", so one of them does not shrink the rest),
        // never below a readable size.
        void chooseNumberFont(double cell)
        {
            const double smallest = std::max(8.0, m_f * 0.45);
            const double fill = 0.85; // of the cell's width the widest number may take
            double nf = std::min(m_f * 1.35, cell * 0.3);
            m_l.numberFont = makeFont(nf);
            if (nf < smallest)
                return; // no number fits whatever it says
            const int r0 = std::max(0, static_cast<int>(std::floor(m_l.viewport.top())));
            const int r1 = std::min(m_T, static_cast<int>(std::ceil(m_l.viewport.bottom())));
            const int c0 = std::max(0, static_cast<int>(std::floor(m_l.viewport.left())));
            const int c1 = std::min(m_T, static_cast<int>(std::ceil(m_l.viewport.right())));
            // The longest texts by characters are measured; digits are all as wide in DejaVu Sans.
            QStringList longest;
            qsizetype most = 0;
            for (int i = r0; i < r1; ++i)
                for (int j = c0; j < c1; ++j) {
                    QString t = heatmapCellText(m_d, i, j, m_o.precision);
                    if (t.size() > most) {
                        most = t.size();
                        longest = { std::move(t) };
                    } else if (t.size() == most && longest.size() < 8 && !longest.contains(t)) {
                        longest << std::move(t);
                    }
                }
            auto widest = [&](double pixels) {
                const QFontMetricsF fm(makeFont(pixels));
                double w = 0;
                for (const QString &t : longest)
                    w = std::max(w, fm.horizontalAdvance(t));
                return w;
            };
            const double atBase = widest(m_f);
            if (atBase > 0)
                nf = std::min(nf, cell * fill * m_f / atBase);
            // Fonts come in whole pixels: step down until the widest number really fits.
            while (nf >= smallest && widest(nf) > cell * fill)
                nf -= 1;
            m_l.numbersFit = nf >= smallest;
            m_l.numberFont = makeFont(nf);
        }

        const HeatmapData &m_d;
        const HeatmapOptions &m_o;
        const ColorBarRange &m_bar;
        HeatmapLayout &m_l;
        const double m_f;
        const double m_lf; // the token labels' size before they shrink (measured at it)
        const double m_lfMin; // the smallest they shrink to
        const QFont m_labelFont; // at m_lf
        const int m_T;
        QRectF m_r; // what is still free
        double m_legendH = 0;
        double m_flagW = 0, m_barGap = 0, m_barW = 0, m_barLabelsW = 0, m_rightW = 0;
        double m_axisW = 0, m_rowBandW = 0, m_maxColLabelW = 0, m_colBandH = 0;
    };

} // namespace

HeatmapLayout layoutHeatmap(const HeatmapData *data, const HeatmapOptions &o, const ColorBarRange &colorBar,
                            double /*maxAbs*/, const QRectF &area, double devicePixelRatio)
{
    HeatmapLayout l;
    l.area = area;
    const bool valid = data && data->isValid() && data->tokenCount() > 0;
    l.tokenCount = valid ? data->tokenCount() : 0;
    // The text grows with the picture, within bounds the zoom scales: zoomed in, it is at least
    // the zoom's share of the smallest size — but the zoom does not multiply a size the picture's
    // room already gave it, which would take from the cells what the zoom was for.
    const double zoom = std::clamp(o.textScale, 0.25, 8.0);
    const double f = o.fontSize > 0
        ? o.fontSize * zoom
        : std::clamp(std::min(area.width(), area.height()) / 36.0, 9.0 * zoom, 28.0 * zoom);
    l.font = makeFont(f);
    l.titleFont = makeFont(f * (o.compact ? 1.05 : 1.3), true);
    if (valid)
        Layouter(*data, o, colorBar, f, l).run(devicePixelRatio);
    return l;
}

} // namespace attn
