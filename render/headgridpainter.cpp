#include "headgridpainter.h"

#include "paintparts.h"

#include <QFontMetricsF>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace attn {

using namespace paint;

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
        const ColorMap map = first.colorMap();
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

QString HeadGridPainter::title() const
{
    if (!m_options.title.isEmpty() || m_panels.empty() || !m_panels.front().data())
        return m_options.title;
    const HeatmapData &d = *m_panels.front().data();
    const QString what = d.kind == HeatmapKind::Scores   ? QStringLiteral("raw scores q·k")
                         : d.kind == HeatmapKind::Logits ? QStringLiteral("scaled logits")
                                                         : QStringLiteral("attention weights");
    QString title = m_headCount == 1 ? QStringLiteral("The only head · %1").arg(what)
                                     : QStringLiteral("All %1 heads · %2").arg(m_headCount).arg(what);
    return title + (m_options.sharedScale ? QStringLiteral(" · one colour scale") : QStringLiteral(" · each head its own colour scale"));
}

// The panels have no subtitles of their own: say here what a pixel is when cells share them.
void HeadGridPainter::drawSubtitle(QPainter &p, const Layout &l) const
{
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

void HeadGridPainter::paint(QPainter &p, const QRectF &area) const
{
    const Layout l = layout(area);
    p.save();
    p.setClipRect(area, Qt::IntersectClip);
    p.setFont(l.titleFont);
    p.setPen(kText);
    p.drawText(l.titleRect, Qt::AlignCenter, QFontMetricsF(l.titleFont).elidedText(title(), Qt::ElideRight, l.titleRect.width()));
    if (m_panels.empty()) {
        p.setFont(l.font);
        p.drawText(area, Qt::AlignCenter, QStringLiteral("Nothing to show yet"));
        p.restore();
        return;
    }
    if (!l.panels.empty())
        drawSubtitle(p, l);
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
                     {first.colorMap(), m_signed ? -m_sharedMax : 0.0, m_sharedMax, first.colorBarTitle()}, l.font);
    if (!l.legendRect.isEmpty() && first.data()) {
        const double f = l.font.pixelSize();
        layoutLegend(&p, l.legendRect, legendEntries(*first.data()), l.font, first.colorMap().blockedColor(),
                     std::max(4.0, f * 0.45), std::max(1.0, f / 14));
    }
    p.restore();
}

} // namespace attn
