#include "heatmappainter.h"
#include "render/rendertext.h"

#include "core/mask.h"
#include "notation.h"
#include "paintparts.h"
#include "stagetext.h"

#include <QFontMetricsF>
#include <QPainter>

#include <algorithm>
#include <cmath>
#include <limits>

namespace attn {

using namespace paint;

HeatmapPainter::HeatmapPainter(HeatmapDataPtr data, HeatmapOptions options)
    : m_options(std::move(options))
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
    // Worked out where the data was built (off the UI thread for a large session), else now.
    const bool kept = d.stats && d.stats->rowMax.size() == d.tokenCount();
    const CellStats st = kept ? *d.stats : d.cellStats();
    m_maxAbs = st.maxAbs;
    m_max = st.max;
    m_rowMax = st.rowMax;
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
        return isNoChange() ? 1.0 : m_maxAbs; // never a bar of width 0
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
    if (m_options.weightScale == WeightScale::RowMax && m_options.sharedMax <= 0 && row >= 0
        && row < m_rowMax.size())
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
            ? HeatmapText::tr("weight ÷ largest weight of its row")
            : HeatmapText::tr("attention weight");
    case HeatmapKind::Scores:
        return HeatmapText::tr("raw score q·k (0 = white)");
    case HeatmapKind::Logits:
        return HeatmapText::tr("logit: q·k through %1 (0 = white)")
            .arg(ruleSummary(m_data->rule, m_data->dK));
    case HeatmapKind::AverageWeights:
        return m_options.weightScale == WeightScale::RowMax && m_options.sharedMax <= 0
            ? HeatmapText::tr("mean weight ÷ row's largest")
            : HeatmapText::tr("mean weight over %1")
                  .arg(HeatmapText::tr("%n head(s)", nullptr, int(m_data->headCount)));
    case HeatmapKind::Difference:
        return HeatmapText::tr("+ more weight than %1 · − less").arg(m_data->pinnedName);
    }
    return {};
}

QImage HeatmapPainter::cellImage(const HeatmapLayout &l, double dpr) const
{
    const QSize pixels(std::clamp(qRound(l.matrixRect.width() * dpr), 1, kMaxImageSide),
                       std::clamp(qRound(l.matrixRect.height() * dpr), 1, kMaxImageSide));
    const HeatmapOptions &o = m_options;
    const ColorMap map = colorMap();
    const QString key = QStringLiteral("%1 %2 %3 %4|%5x%6|%7 %8 %9 %10 %11 %12")
                            .arg(l.viewport.left())
                            .arg(l.viewport.top())
                            .arg(l.viewport.width())
                            .arg(l.viewport.height())
                            .arg(pixels.width())
                            .arg(pixels.height())
                            .arg(map.name())
                            .arg(static_cast<int>(o.weightScale))
                            .arg(o.sharedMax)
                            .arg(static_cast<int>(o.aggregation))
                            .arg(l.font.pixelSize())
                            .arg(dpr)
        + o.theme.name;
    if (key == m_cacheKey && !m_cache.isNull())
        return m_cache;

    const bool rowScaled
        = !isSigned(m_data->kind) && o.weightScale == WeightScale::RowMax && o.sharedMax <= 0;
    QImage img(pixels, QImage::Format_RGB32);
    const QRgb base = map.blockedColor().rgb(), hatch = o.theme.hatch.rgb();
    const int spacing = qRound(l.font.pixelSize() * 0.45 * dpr);
    const double scaleHigh = rowScaled ? 1.0 : rangeHigh();
    const bool signedKind = isSigned(m_data->kind);
    auto colour = [&](double v) { return map.rgbAt(signedKind ? 0.5 + v / (2 * scaleHigh) : v / scaleHigh); };

    // The grid the colours come from: one entry per cell when cells are at least a pixel wide
    // (a small panel, or zoomed in; pixels outnumber cells by 5 to 500 times, so each pixel
    // costs a lookup instead of a colour-map evaluation), else one per pixel, pooled.
    const double perPixelX = l.viewport.width() / pixels.width(),
                 perPixelY = l.viewport.height() / pixels.height();
    const bool magnified = perPixelX <= 1 && perPixelY <= 1;
    const int T = m_data->tokenCount();
    const int c0 = magnified ? std::clamp(static_cast<int>(std::floor(l.viewport.left())), 0, T - 1) : 0;
    const int r0 = magnified ? std::clamp(static_cast<int>(std::floor(l.viewport.top())), 0, T - 1) : 0;
    const int c1
        = magnified ? std::clamp(static_cast<int>(std::ceil(l.viewport.right())), c0 + 1, T) : pixels.width();
    const int r1 = magnified ? std::clamp(static_cast<int>(std::ceil(l.viewport.bottom())), r0 + 1, T)
                             : pixels.height();
    const AggregatedCells grid = magnified
        ? aggregateCells(*m_data, QRectF(c0, r0, c1 - c0, r1 - r0), QSize(c1 - c0, r1 - r0), o.aggregation,
                         rowScaled ? &m_rowMax : nullptr)
        : aggregateCells(*m_data, l.viewport, pixels, o.aggregation, rowScaled ? &m_rowMax : nullptr);
    std::vector<QRgb> rgb(grid.value.size());
    for (std::size_t k = 0; k < rgb.size(); ++k)
        rgb[k] = std::isnan(grid.value[k]) ? 0 : colour(grid.value[k]);
    // Pixel → grid entry: the cell under the pixel's centre, or the pixel itself.
    auto gridIndex = [](bool cells, double origin, double perPixel, int first, int last, int px) {
        return cells
            ? std::clamp(static_cast<int>(std::floor(origin + (px + 0.5) * perPixel)), first, last - 1)
                - first
            : px;
    };
    std::vector<int> colOf(static_cast<std::size_t>(pixels.width()));
    for (int x = 0; x < pixels.width(); ++x)
        colOf[static_cast<std::size_t>(x)] = gridIndex(magnified, l.viewport.left(), perPixelX, c0, c1, x);
    for (int y = 0; y < pixels.height(); ++y) {
        const std::size_t rowStart
            = static_cast<std::size_t>(gridIndex(magnified, l.viewport.top(), perPixelY, r0, r1, y))
            * grid.width;
        auto *line = reinterpret_cast<QRgb *>(img.scanLine(y));
        for (int x = 0; x < pixels.width(); ++x) {
            const std::size_t k = rowStart + static_cast<std::size_t>(colOf[static_cast<std::size_t>(x)]);
            if (!std::isnan(grid.value[k]))
                line[x] = rgb[k];
            else
                line[x] = grid.reasons[k] ? patternPixel(x, y, grid.reasons[k], base, hatch, spacing)
                                          : o.theme.background.rgb();
        }
    }
    m_cache = img;
    m_cacheKey = key;
    return img;
}

// What every drawing step of one paint() shares: the layout, the data, the colours, and which
// rows and columns are on screen.
struct HeatmapPainter::Frame {
    HeatmapLayout l;
    const HeatmapData &d;
    ColorMap map;
    QColor blockedBase;
    double dpr = 1, f = 12, hatchSpacing = 4, hatchWidth = 1;
    int T = 0, r0 = 0, r1 = 0, c0 = 0, c1 = 0;
};

HeatmapLayout HeatmapPainter::layout(const QRectF &area, double devicePixelRatio) const
{
    return layoutHeatmap(m_data.get(), m_options, { rangeLow(), rangeHigh(), colorBarTitle() }, m_maxAbs,
                         area, devicePixelRatio);
}

ColorMap HeatmapPainter::colorMap() const
{
    return mapFor(m_options.colormap, m_options.divergingColormap,
                  m_data ? m_data->kind : HeatmapKind::Weights);
}

void HeatmapPainter::paint(QPainter &p, const QRectF &area) const
{
    const double dpr = devicePixelRatioOf(p);
    HeatmapLayout l = layout(area, dpr);
    p.save();
    p.setClipRect(area, Qt::IntersectClip);
    if (!m_data || !m_data->isValid() || m_data->tokenCount() == 0) {
        p.setFont(l.font);
        p.setPen(m_options.theme.mutedText);
        p.drawText(area, Qt::AlignCenter,
                   m_data && m_data->tokenCount() > 0 ? HeatmapText::tr("These results do not fit together")
                                                      : HeatmapText::tr("Nothing to show yet"));
        p.restore();
        return;
    }
    const int T = m_data->tokenCount();
    const ColorMap map = colorMap();
    const double f = l.font.pixelSize();
    // Which rows and columns are on screen.
    const int r0 = std::max(0, static_cast<int>(std::floor(l.viewport.top())));
    const int r1 = std::min(T, static_cast<int>(std::ceil(l.viewport.bottom())));
    const int c0 = std::max(0, static_cast<int>(std::floor(l.viewport.left())));
    const int c1 = std::min(T, static_cast<int>(std::ceil(l.viewport.right())));
    const Frame frame { std::move(l),
                        *m_data,
                        map,
                        map.blockedColor(),
                        dpr,
                        f,
                        std::max(4.0, f * 0.45),
                        std::max(1.0, f / 14),
                        T,
                        r0,
                        r1,
                        c0,
                        c1 };

    drawTitles(p, frame);
    drawCells(p, frame);
    drawSelection(p, frame);
    if (m_options.showLabels) {
        drawRowLabels(p, frame);
        drawColumnLabels(p, frame);
    }
    drawAxisTitles(p, frame);
    drawFlags(p, frame);
    if (m_options.showColorBar && !frame.l.colorBarRect.isEmpty())
        drawColorBar(p, frame.l.colorBarRect, frame.l.colorBarLabelRect,
                     { map, rangeLow(), rangeHigh(), colorBarTitle() }, frame.l.font, m_options.theme,
                     frame.l.colorBarTitleLength);
    if (!frame.l.legendRect.isEmpty())
        layoutLegend(&p, frame.l.legendRect, legendEntries(frame.d), frame.l.font, frame.blockedBase,
                     frame.hatchSpacing, frame.hatchWidth, m_options.theme);
    p.restore();
}

QString HeatmapPainter::subtitle(const HeatmapLayout &l, double dpr) const
{
    if (!m_data || !m_data->isValid())
        return {};
    const HeatmapData &d = *m_data;
    const int T = d.tokenCount();
    if (l.aggregated) {
        const double per = std::max(l.viewport.width() / std::max(l.matrixRect.width() * dpr, 1e-9), 1.0);
        return HeatmapText::tr("%1 · each pixel: %2 of ~%3×%3 cells · zoom in for single cells")
            .arg(HeatmapText::tr("%n token(s)", nullptr, int(T)))
            .arg(m_options.aggregation == Aggregation::Max ? (
                     isSigned(d.kind) ? HeatmapText::tr("value farthest from 0") : HeatmapText::tr("largest"))
                                                           : HeatmapText::tr("mean"))
            .arg(drawnNumber(QString::number(per, 'f', per < 10 ? 1 : 0)));
    }
    if (!l.viewport.isEmpty() && l.viewport != QRectF(0, 0, T, T)) { // zoomed: say where we are
        const int r0 = std::max(0, static_cast<int>(std::floor(l.viewport.top())));
        const int r1 = std::min(T, static_cast<int>(std::ceil(l.viewport.bottom())));
        const int c0 = std::max(0, static_cast<int>(std::floor(l.viewport.left())));
        const int c1 = std::min(T, static_cast<int>(std::ceil(l.viewport.right())));
        // Counted from 1, as the labels' tooltips and the tables count tokens.
        return HeatmapText::tr("zoomed in: queries %1–%2 × keys %3–%4 of %5 tokens")
            .arg(r0 + 1)
            .arg(r1)
            .arg(c0 + 1)
            .arg(c1)
            .arg(T);
    }
    if (!d.subtitle.isEmpty())
        return d.subtitle; // a mistake says what its rows and columns sum to
    if (d.kind == HeatmapKind::Difference) {
        const QString blockedNow = d.nowName == HeatmapText::tr("now")
            ? HeatmapText::tr("blocked now")
            : HeatmapText::tr("blocked in %1").arg(d.nowName);
        if (isNoChange())
            return HeatmapText::tr("no change: every weight is the same as %1").arg(d.pinnedName);
        return d.rowsBalance
            ? HeatmapText::tr("rows: queries · columns: keys · each row's changes sum to 0 · hatched: %1")
                  .arg(blockedNow)
            : HeatmapText::tr("rows: queries · columns: keys · hatched: %1").arg(blockedNow);
    }
    if (d.kind == HeatmapKind::Weights && d.rule.hasSink()) // the sink takes its share and gives no value
        return HeatmapText::tr("rows: queries · columns: keys · each row sums to 1 less the sink's share");
    return d.kind == HeatmapKind::Weights || d.kind == HeatmapKind::AverageWeights
        ? HeatmapText::tr("rows: queries · columns: keys · each row sums to 1")
        : HeatmapText::tr("rows: queries · columns: keys · blocked cells become −∞ before the softmax");
}

// The title, and a subtitle that says what the axes are, where a zoom is, or what a pixel
// stands for when cells share pixels.
void HeatmapPainter::drawTitles(QPainter &p, const Frame &fr) const
{
    const HeatmapOptions &o = m_options;
    const HeatmapLayout &l = fr.l;
    const HeatmapData &d = fr.d;
    if (!o.showTitle)
        return;
    p.setFont(l.titleFont);
    p.setPen(o.theme.text);
    const QString title = o.title.isEmpty() ? d.title : o.title;
    p.drawText(l.titleRect, Qt::AlignHCenter | Qt::AlignVCenter,
               QFontMetricsF(l.titleFont).elidedText(title, Qt::ElideRight, l.titleRect.width()));
    if (l.subtitleRect.isEmpty())
        return;
    const QString sub = subtitle(l, fr.dpr);
    p.setFont(l.font);
    p.setPen(l.aggregated ? o.theme.flag : o.theme.mutedText);
    p.drawText(l.subtitleRect, Qt::AlignHCenter | Qt::AlignVCenter,
               QFontMetricsF(l.font).elidedText(sub, Qt::ElideRight, l.subtitleRect.width()));
}

// The cells: through one image when they are many or tiny, else one rectangle each (blocked
// ones hatched by reason), with thin rules between large cells and numbers when they fit.
void HeatmapPainter::drawCells(QPainter &p, const Frame &fr) const
{
    const HeatmapLayout &l = fr.l;
    const HeatmapData &d = fr.d;
    p.save();
    p.setClipRect(l.matrixRect, Qt::IntersectClip);
    if (l.imageMode) {
        p.setRenderHint(QPainter::SmoothPixmapTransform, false);
        p.drawImage(l.matrixRect, cellImage(l, fr.dpr));
    } else {
        p.setRenderHint(QPainter::Antialiasing, false); // neighbouring cells meet without seams
        const QPointF hatchOrigin = l.matrixRect.topLeft()
            - QPointF(l.viewport.left() * l.cellWidth, l.viewport.top() * l.cellHeight);
        for (int i = fr.r0; i < fr.r1; ++i)
            for (int j = fr.c0; j < fr.c1; ++j) {
                const QRectF cr = l.cellRect(i, j);
                if (const std::uint8_t why = d.reasonAt(i, j)) {
                    p.fillRect(cr, fr.blockedBase);
                    p.setRenderHint(QPainter::Antialiasing, true);
                    p.setPen(QPen(m_options.theme.hatch, fr.hatchWidth, Qt::SolidLine, Qt::FlatCap));
                    drawHatch(p, cr, why, hatchOrigin, fr.hatchSpacing);
                    p.setRenderHint(QPainter::Antialiasing, false);
                } else {
                    p.fillRect(cr, fr.map.at(colorPosition(d.values(i, j), i)));
                }
            }
        // Thin rules of the background between large cells make the matrix read like a table.
        if (l.cellWidth >= 14) {
            p.setPen(QPen(m_options.theme.background, std::clamp(l.cellWidth * 0.012, 1.0, 3.0)));
            for (int i = fr.r0 + 1; i < fr.r1; ++i)
                p.drawLine(QPointF(l.matrixRect.left(), l.cellRect(i, fr.c0).top()),
                           QPointF(l.matrixRect.right(), l.cellRect(i, fr.c0).top()));
            for (int j = fr.c0 + 1; j < fr.c1; ++j)
                p.drawLine(QPointF(l.cellRect(fr.r0, j).left(), l.matrixRect.top()),
                           QPointF(l.cellRect(fr.r0, j).left(), l.matrixRect.bottom()));
        }
        p.setRenderHint(QPainter::Antialiasing, true);
        if (l.numbersFit)
            drawCellNumbers(p, fr);
    }
    p.restore();
    p.setPen(QPen(m_options.theme.frame, m_options.theme.ruleWidth));
    p.setBrush(Qt::NoBrush);
    p.drawRect(l.matrixRect);
}

void HeatmapPainter::drawCellNumbers(QPainter &p, const Frame &fr) const
{
    const HeatmapLayout &l = fr.l;
    const HeatmapData &d = fr.d;
    p.setFont(l.numberFont);
    const QFontMetricsF nfm(l.numberFont);
    for (int i = fr.r0; i < fr.r1; ++i)
        for (int j = fr.c0; j < fr.c1; ++j) {
            const QRectF cr = l.cellRect(i, j);
            const bool blocked = d.blocked(i, j);
            const QString text = heatmapCellText(d, i, j, m_options.precision);
            if (blocked) {
                // A plain patch under the number keeps it readable over the hatching.
                const QRectF box(0, 0, nfm.horizontalAdvance(text) + nfm.height() * 0.5, nfm.height() * 1.1);
                p.fillRect(box.translated(cr.center() - box.center()), fr.blockedBase);
                p.setPen(QColor(0x20, 0x20, 0x20)); // on the blocked colour, which is light in every map
            } else {
                p.setPen(textOn(fr.map.at(colorPosition(d.values(i, j), i))));
            }
            p.drawText(cr, Qt::AlignCenter, text);
        }
}

// The selected query row and the hovered cell: a black and a white line together stay
// visible on every colour of every map.
void HeatmapPainter::drawSelection(QPainter &p, const Frame &fr) const
{
    const HeatmapOptions &o = m_options;
    const HeatmapLayout &l = fr.l;
    auto outline = [&](const QRectF &rect, double width) {
        const QRectF c = rect.intersected(l.matrixRect.adjusted(-width, -width, width, width));
        p.setBrush(Qt::NoBrush);
        p.setPen(QPen(Qt::black, width * 2, Qt::SolidLine, Qt::SquareCap, Qt::MiterJoin));
        p.drawRect(c);
        p.setPen(QPen(Qt::white, width, Qt::SolidLine, Qt::SquareCap, Qt::MiterJoin));
        p.drawRect(c);
    };
    if (o.selectedRow >= 0 && o.selectedRow < fr.T && l.isRowVisible(o.selectedRow)) {
        const QRectF rowRect(l.matrixRect.left(), l.cellRect(o.selectedRow, 0).top(), l.matrixRect.width(),
                             l.cellHeight);
        outline(rowRect, std::max(1.5, std::min(fr.f * 0.12, l.cellHeight * 0.2)));
    }
    if (o.hoveredCell.x() >= 0 && o.hoveredCell.y() >= 0 && o.hoveredCell.x() < fr.T
        && o.hoveredCell.y() < fr.T && l.isRowVisible(o.hoveredCell.y())
        && l.isColumnVisible(o.hoveredCell.x()) && l.cellWidth >= 3)
        outline(l.cellRect(o.hoveredCell.y(), o.hoveredCell.x()), 1.5);
}

namespace {
    bool isPadding(const HeatmapData &d, int k)
    {
        return k < static_cast<int>(d.padding.size()) && d.padding[static_cast<std::size_t>(k)];
    }
} // namespace

// Queries on the left. Padding tokens sit on the blocked colour in italics; the selected
// query is bold on yellow and always has its label (its neighbours make room for it).
void HeatmapPainter::drawRowLabels(QPainter &p, const Frame &fr) const
{
    const HeatmapOptions &o = m_options;
    const HeatmapLayout &l = fr.l;
    const HeatmapData &d = fr.d;
    const QFontMetricsF lfm(l.labelFont);
    QFont italic = l.labelFont;
    italic.setItalic(true);
    QFont bold = l.labelFont;
    bold.setBold(true);
    const double gap = fr.f * 0.3;
    p.save();
    p.setClipRect(l.rowLabelRect.adjusted(0, -lfm.height(), 0, lfm.height()), Qt::IntersectClip);
    for (int i = fr.r0; i < fr.r1; ++i) {
        const bool selected = i == o.selectedRow;
        const bool nearSelected = o.selectedRow >= 0 && std::abs(i - o.selectedRow) < l.rowStride;
        if (!selected && (i % l.rowStride != 0 || nearSelected))
            continue;
        const QRectF cr = l.cellRect(i, fr.c0);
        const QRectF band(l.rowLabelRect.left(), cr.center().y() - lfm.height() / 2,
                          l.rowLabelRect.width() - gap * 0.5, lfm.height());
        const bool pad = isPadding(d, i);
        // Measured in the font it is drawn in (the selected one bold), so it is never cut.
        const QFontMetricsF dfm(selected ? bold : pad ? italic : l.labelFont);
        const QString text = dfm.elidedText(d.rowLabels.at(i), Qt::ElideMiddle, band.width() - gap);
        const double tw = dfm.horizontalAdvance(text) + gap;
        const QRectF back(band.right() - tw, band.top(), tw, band.height());
        if (selected)
            p.fillRect(back, o.theme.select);
        else if (pad)
            p.fillRect(back, fr.blockedBase);
        p.setFont(selected ? bold : pad ? italic : l.labelFont);
        p.setPen(selected ? o.theme.selectText : pad ? o.theme.mutedText : o.theme.text);
        p.drawText(band.adjusted(0, 0, -gap * 0.5, 0), Qt::AlignRight | Qt::AlignVCenter, text);
    }
    p.restore();
}

// Keys on top, upright when they are wider than a cell.
void HeatmapPainter::drawColumnLabels(QPainter &p, const Frame &fr) const
{
    const HeatmapLayout &l = fr.l;
    const HeatmapData &d = fr.d;
    const QFontMetricsF lfm(l.labelFont);
    QFont italic = l.labelFont;
    italic.setItalic(true);
    const double gap = fr.f * 0.3;
    p.save();
    p.setClipRect(l.colLabelRect.adjusted(-lfm.height(), 0, lfm.height(), 0), Qt::IntersectClip);
    for (int j = fr.c0; j < fr.c1; ++j) {
        if (j % l.colStride != 0)
            continue;
        const QRectF cr = l.cellRect(fr.r0, j);
        const bool pad = isPadding(d, j);
        p.setFont(pad ? italic : l.labelFont);
        p.setPen(pad ? m_options.theme.mutedText : m_options.theme.text);
        if (l.rotatedColumnLabels) {
            const double len = l.colLabelRect.height() - gap;
            const QString text = lfm.elidedText(d.colLabels.at(j), Qt::ElideMiddle, len - gap);
            p.save();
            p.translate(cr.center().x(), l.colLabelRect.bottom() - gap * 0.5);
            p.rotate(-90); // reads bottom to top, ending at its column
            const double tw = lfm.horizontalAdvance(text) + gap;
            if (pad)
                p.fillRect(QRectF(0, -lfm.height() / 2, tw, lfm.height()), fr.blockedBase);
            p.drawText(QRectF(gap * 0.5, -lfm.height() / 2, len, lfm.height()),
                       Qt::AlignLeft | Qt::AlignVCenter, text);
            p.restore();
        } else {
            const QString text
                = lfm.elidedText(d.colLabels.at(j), Qt::ElideMiddle, l.cellWidth * l.colStride - gap);
            const QRectF band(cr.center().x() - l.cellWidth * l.colStride / 2, l.colLabelRect.top(),
                              l.cellWidth * l.colStride, l.colLabelRect.height());
            if (pad) {
                const double tw = lfm.horizontalAdvance(text) + gap;
                p.fillRect(
                    QRectF(cr.center().x() - tw / 2, band.center().y() - lfm.height() / 2, tw, lfm.height()),
                    fr.blockedBase);
            }
            p.drawText(band, Qt::AlignCenter, text);
        }
    }
    p.restore();
}

void HeatmapPainter::drawAxisTitles(QPainter &p, const Frame &fr) const
{
    const HeatmapLayout &l = fr.l;
    if (l.rowAxisTitleRect.isEmpty())
        return;
    const QFontMetricsF fm(l.font);
    p.setFont(l.font);
    p.setPen(m_options.theme.mutedText);
    QString rows = rowAxisTitle();
    QString cols = columnAxisTitle();
    if (l.rowStride > 1)
        rows += HeatmapText::tr(" · %1 label shown").arg(ordinalStride(l.rowStride));
    if (l.colStride > 1)
        cols += HeatmapText::tr(" · %1 label shown").arg(ordinalStride(l.colStride));
    p.drawText(l.colAxisTitleRect, Qt::AlignHCenter | Qt::AlignTop,
               fm.elidedText(cols, Qt::ElideRight, l.colAxisTitleRect.width()));
    p.save();
    p.translate(l.rowAxisTitleRect.left(), l.rowAxisTitleRect.center().y());
    p.rotate(-90);
    const double len = l.rowAxisTitleRect.height();
    p.drawText(QRectF(-len / 2, 0, len, l.rowAxisTitleRect.width()), Qt::AlignHCenter | Qt::AlignTop,
               fm.elidedText(rows, Qt::ElideRight, len));
    p.restore();
}

// Fully masked rows: a red mark right of the row.
void HeatmapPainter::drawFlags(QPainter &p, const Frame &fr) const
{
    const HeatmapLayout &l = fr.l;
    if (l.flagRect.isEmpty())
        return;
    for (int i : fr.d.fullyMaskedRows)
        if (l.isRowVisible(i)) {
            const QRectF cr = l.cellRect(i, fr.c0);
            const double h = std::max(std::min(l.cellHeight, l.flagRect.width()), 3.0);
            drawFlag(p,
                     QRectF(l.flagRect.left() + l.flagRect.width() * 0.1, cr.center().y() - h / 2,
                            l.flagRect.width() * 0.8, h),
                     m_options.theme);
        }
}

} // namespace attn
