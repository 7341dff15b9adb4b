#include "headgridpainter.h"
#include "render/rendertext.h"

#include "notation.h"
#include "paintparts.h"

#include <QFontMetricsF>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace attn {

using namespace paint;

namespace {
    double zoomOf(const HeadGridOptions &o)
    {
        return std::clamp(o.textScale, 0.25, 8.0);
    }
} // namespace

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
        m_sharedMax
            = std::max(m_sharedMax, isSigned(p.data()->kind) ? p.maxAbsUnblocked() : p.maxUnblocked());
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
        o.showColorBar = !sharedScale();
        o.viewport = {};
        o.hoveredCell = { -1, -1 };
        o.fontSize = 0;
        o.textScale = 1.0; // the panel's size is set from the grid's, which has the zoom in it
        if (sharedScale() && o.weightScale == WeightScale::RowMax && !m_signed) {
            o.sharedMax = 0; // each row to its own maximum is already one scale for all: 0 … 1
        } else if (sharedScale()) {
            o.sharedMax = m_sharedMax;
        } else {
            o.sharedMax = 0;
            if (o.weightScale == WeightScale::ZeroToOne)
                o.weightScale
                    = WeightScale::MatrixMax; // "per head": each head from 0 to its own largest weight
        }
        o.title = panelTitles(static_cast<int>(k)).front();
        m_panels[k].setOptions(o);
    }
}

QStringList HeadGridPainter::panelTitles(int panel) const
{
    if (panel < 0 || panel >= panelCount())
        return { QString() };
    const HeatmapData *d = m_panels[static_cast<std::size_t>(panel)].data();
    if (panel < m_headCount) {
        const int head = d ? d->head : panel;
        const QString label = headLabel(head);
        if (label.trimmed().isEmpty())
            return { headName(head) };
        // A narrow strip of eight panels keeps the label and drops the word "Head" first: what
        // a head does is what the class is looking for.
        return { headName(head, label), headName(head, label, HeadNameForm::Short), headName(head) };
    }
    const int heads = d ? d->headCount : m_headCount;
    // The average is a summary, not a head: said in the title when there is room for it (the
    // dashed frame and the tooltip say it too).
    return {
        HeatmapText::tr("Average of %1 (not a head)").arg(HeatmapText::tr("%n head(s)", nullptr, int(heads))),
        HeatmapText::tr("Average (not a head)"), HeatmapText::tr("Average")
    };
}

QString HeadGridPainter::headLabel(int head) const
{
    if (m_options.headLabels.size() != m_headCount || head < 0 || head >= m_options.headLabels.size())
        return {};
    return m_options.headLabels.at(head);
}

QString HeadGridPainter::panelTitle(int panel, double panelWidth, double fontSize) const
{
    const QStringList titles = panelTitles(panel);
    // The panel's own title band (heatmaplayout.cpp, compact): its padding and title font.
    const double room = panelWidth - 2 * fontSize * 0.3;
    const QFontMetricsF fm(makeFont(fontSize * 1.05, true));
    const bool named = panel < m_headCount && titles.size() == 3;
    for (const QString &t : titles)
        if (fm.horizontalAdvance(t) <= room && !(named && t == titles.back()))
            return t;
    // A named head whose name does not fit: as much of "4 · broad (uniform)" as does, while a
    // few letters of the name still show; otherwise its number alone.
    if (named) {
        const QString elided = fm.elidedText(titles.at(1), Qt::ElideRight, room);
        const QString number = QStringLiteral("%1 · ").arg(panel + 1);
        if (elided.size() >= number.size() + 4)
            return elided;
    }
    // Too narrow for "Head 4": "4" says which head it is ("Hea…" would not).
    if (panel < m_headCount && fm.horizontalAdvance(titles.back()) > room)
        return QString::number((m_panels[static_cast<std::size_t>(panel)].data()
                                    ? m_panels[static_cast<std::size_t>(panel)].data()->head
                                    : panel)
                               + 1);
    return titles.back();
}

HeadGridPainter::Layout HeadGridPainter::layout(const QRectF &area) const
{
    Layout l;
    const double zoom = std::clamp(m_options.textScale, 0.25, 8.0);
    // As the heatmap's (heatmaplayout.cpp): the zoom scales the bounds, it does not multiply a
    // size the strip's room already gave its text.
    const double f = std::clamp(std::min(area.width(), area.height()) / 30.0, 12.0 * zoom, 26.0 * zoom);
    l.font = makeFont(f);
    l.titleFont = makeFont(f * 1.3, true);
    const QFontMetricsF fm(l.font), tfm(l.titleFont);
    // A strip under the large heatmap (too low for three rows of maps with captions): the maps
    // take all of it. The large map above already has the title's words, the axes and the
    // legend; a pooled overview keeps its note of what a pixel is.
    l.compact = area.height() < kCompactHeight * zoom;
    const bool pooled
        = !m_panels.empty() && m_panels.front().dataPtr() && m_panels.front().dataPtr()->sourceTokens > 0;
    const double margin = f * (l.compact ? 0.3 : 0.6);
    QRectF r = area.adjusted(margin, margin, -margin, -margin);
    l.titleRect = QRectF(r.left(), r.top(), r.width(), l.compact ? 0 : tfm.height() * 1.3);
    l.subtitleRect
        = QRectF(r.left(), l.titleRect.bottom(), r.width(), l.compact && !pooled ? 0 : fm.height() * 1.3);
    if (!l.subtitleRect.isEmpty())
        r.setTop(l.subtitleRect.bottom() + f * 0.3);

    // One legend for every panel.
    std::vector<LegendEntry> entries;
    if (!m_panels.empty() && m_panels.front().data() && !l.compact)
        entries = legendEntries(*m_panels.front().data());
    const double legendH = layoutLegend(nullptr, QRectF(r.left(), 0, r.width(), 1e9), entries, l.font,
                                        Qt::white, 8, 1, m_options.heatmap.theme);
    if (legendH > 0) {
        l.legendRect = QRectF(r.left(), r.bottom() - legendH, r.width(), legendH);
        r.setBottom(l.legendRect.top() - f * 0.4);
    }
    double barW = 0, labelsW = 0, barGap = 0;
    // A bar too short for its five tick labels would draw them over each other: then none (the
    // large map's bar above says what the colours mean).
    if (sharedScale() && !m_panels.empty() && r.height() * 0.8 >= 5.5 * fm.height()) {
        const HeatmapPainter &first = m_panels.front();
        const ColorMap map = first.colorMap();
        labelsW = colorBarLabelWidth({ map, m_signed ? -m_sharedMax : 0, m_sharedMax, {} }, l.font);
        barW = f * (l.compact ? 0.7 : 1.1);
        barGap = f * (l.compact ? 0.5 : 0.8);
        r.setRight(r.right() - labelsW - barW - barGap);
    }

    // As many columns as make the maps largest — unless fewer columns (more rows) give every
    // panel the width for its head's name at a map at least 60 % as large: then the largest
    // of those. A panel spans its column's width, which can be more than its map.
    const int n = panelCount();
    if (n == 0)
        return l;
    auto sideFor = [&](int cols) {
        const int rows = (n + cols - 1) / cols;
        return std::min(r.width() / cols, r.height() / rows);
    };
    // A name fits when its title shows it whole, or its first eight letters before an ellipsis.
    auto namesFit = [&](int cols) {
        const double fontSize = std::clamp(sideFor(cols) / 24.0, 11.0 * zoom, 24.0 * zoom);
        for (int k = 0; k < m_headCount; ++k) {
            const QString label = headLabel(k);
            const QString shown = panelTitle(k, r.width() / cols, fontSize);
            if (!label.isEmpty() && !shown.contains(label) && !shown.contains(label.left(8)))
                return false;
        }
        return true;
    };
    int bestCols = 1;
    for (int cols = 1; cols <= n; ++cols)
        if (sideFor(cols) > sideFor(bestCols))
            bestCols = cols;
    if (!namesFit(bestCols)) {
        int named = 0;
        for (int cols = 1; cols <= n; ++cols)
            if (sideFor(cols) >= sideFor(bestCols) * 0.6 && namesFit(cols)
                && (named == 0 || sideFor(cols) > sideFor(named)))
                named = cols;
        if (named > 0)
            bestCols = named;
    }
    const int rows = (n + bestCols - 1) / bestCols;
    const double side = sideFor(bestCols);
    const double panelW = r.width() / bestCols;
    const double blockW = panelW * bestCols + (barW > 0 ? barGap + barW + labelsW : 0);
    const double ox = r.left() + (r.width() + (barW > 0 ? barGap + barW + labelsW : 0) - blockW) / 2;
    const double oy = r.top() + std::max(0.0, (r.height() - side * rows) / 2);
    for (int k = 0; k < n; ++k)
        l.panels.emplace_back(ox + (k % bestCols) * panelW, oy + (k / bestCols) * side, panelW, side);
    if (barW > 0 && side * rows * 0.8 >= 5.5 * fm.height()) {
        const double barH = side * rows * 0.8;
        l.colorBarRect = QRectF(ox + panelW * bestCols + barGap, oy + side * rows / 2 - barH / 2, barW, barH);
        l.colorBarLabelRect = QRectF(l.colorBarRect.right(), l.colorBarRect.top(), labelsW, barH);
    }
    // Keep the title and the legend with the panels rather than at the edges of a tall area.
    if (!l.subtitleRect.isEmpty())
        l.subtitleRect.moveBottom(oy - f * 0.3);
    else
        l.subtitleRect.moveTop(oy);
    l.titleRect.moveBottom(l.subtitleRect.top());
    if (!l.legendRect.isEmpty())
        l.legendRect.moveTop(oy + side * rows + f * 0.4);
    l.panelFontSize = std::clamp(side / 24.0, 11.0 * zoom, 24.0 * zoom);
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

QStringList HeadGridPainter::titles() const
{
    if (!m_options.title.isEmpty() || m_panels.empty() || !m_panels.front().data())
        return { m_options.title };
    const HeatmapData &d = *m_panels.front().data();
    const QString what = d.kind == HeatmapKind::Scores ? HeatmapText::tr("raw scores q·k")
        : d.kind == HeatmapKind::Logits                ? HeatmapText::tr("logits")
        : d.kind == HeatmapKind::Difference ? HeatmapText::tr("weights %1 − %2").arg(d.nowName, d.pinnedName)
                                            : HeatmapText::tr("attention weights");
    const QString heads = m_headCount == 1 ? HeatmapText::tr("The only head")
                                           : HeatmapText::tr("All %1 heads").arg(m_headCount);
    const QString scale = sharedScale() ? HeatmapText::tr("one colour scale")
                                        : HeatmapText::tr("each head its own colour scale");
    // Longest first; a narrow strip drops the scale (its colour bar says it), then what is shown.
    return { QStringLiteral("%1 · %2 · %3").arg(heads, what, scale),
             QStringLiteral("%1 · %2").arg(heads, what), heads };
}

QString HeadGridPainter::title(double width, const QFont &font) const
{
    const QStringList all = titles();
    const QFontMetricsF fm(font);
    for (const QString &t : all)
        if (fm.horizontalAdvance(t) <= width)
            return t;
    return all.back();
}

// The panels have no subtitles of their own: say here what a pixel is when cells share them.
void HeadGridPainter::drawSubtitle(QPainter &p, const Layout &l) const
{
    const double dpr = devicePixelRatioOf(p);
    const HeatmapLayout first = m_panels.front().layout(l.panels.front(), dpr);
    QString sub = HeatmapText::tr("rows: queries · columns: keys");
    // An overview panel already pools blocks of cells (by their maximum) before any pixel does.
    const HeatmapDataPtr d0 = m_panels.front().dataPtr();
    const int tokens = d0 && d0->sourceTokens > 0 ? d0->sourceTokens : first.tokenCount;
    const double pooled = first.tokenCount > 0 ? double(tokens) / first.tokenCount : 1.0;
    if (first.aggregated || pooled > 1.0)
        sub = HeatmapText::tr("%1 tokens · each pixel: %2 of ~%3×%3 cells · show one head for single cells")
                  .arg(tokens)
                  .arg(m_options.heatmap.aggregation == Aggregation::Max || pooled > 1.0
                           ? HeatmapText::tr("largest")
                           : HeatmapText::tr("mean"))
                  .arg(drawnNumber(QString::number(
                      std::max(first.viewport.width() / (first.matrixRect.width() * dpr), 1.0) * pooled, 'f',
                      1)));
    p.setFont(l.font);
    p.setPen(first.aggregated ? m_options.heatmap.theme.flag : m_options.heatmap.theme.mutedText);
    p.drawText(l.subtitleRect, Qt::AlignCenter,
               QFontMetricsF(l.font).elidedText(sub, Qt::ElideRight, l.subtitleRect.width()));
}

// A panel's title, text size and labels for the panel it gets in the layout.
void HeadGridPainter::preparePanel(std::size_t k, const Layout &l) const
{
    const QString title = panelTitle(static_cast<int>(k), l.panels[k].width(), l.panelFontSize);
    // Token labels in a panel under 100 px would take most of its map.
    const bool labels = m_options.heatmap.showLabels && l.panels[k].height() >= 100 * zoomOf(m_options);
    if (m_panels[k].options().fontSize != l.panelFontSize || m_panels[k].options().title != title
        || m_panels[k].options().showLabels != labels) {
        HeatmapOptions o = m_panels[k].options();
        o.fontSize = l.panelFontSize;
        o.title = title;
        o.showLabels = labels;
        m_panels[k].setOptions(o);
    }
}

HeatmapLayout HeadGridPainter::panelLayout(const QRectF &area, int panel, double devicePixelRatio) const
{
    const Layout l = layout(area);
    if (panel < 0 || panel >= panelCount() || panel >= static_cast<int>(l.panels.size()))
        return {};
    const auto k = static_cast<std::size_t>(panel);
    preparePanel(k, l);
    return m_panels[k].layout(l.panels[k], devicePixelRatio);
}

QString HeadGridPainter::drawnTitle(const QRectF &area, int panel) const
{
    const Layout l = layout(area);
    if (panel < 0 || panel >= panelCount() || panel >= static_cast<int>(l.panels.size()))
        return {};
    return panelTitle(panel, l.panels[static_cast<std::size_t>(panel)].width(), l.panelFontSize);
}

void HeadGridPainter::paint(QPainter &p, const QRectF &area) const
{
    const Layout l = layout(area);
    p.save();
    p.setClipRect(area, Qt::IntersectClip);
    p.setFont(l.titleFont);
    p.setPen(m_options.heatmap.theme.text);
    if (!l.titleRect.isEmpty())
        p.drawText(
            l.titleRect, Qt::AlignCenter,
            QFontMetricsF(l.titleFont)
                .elidedText(title(l.titleRect.width(), l.titleFont), Qt::ElideRight, l.titleRect.width()));
    if (m_panels.empty()) {
        p.setFont(l.font);
        p.drawText(area, Qt::AlignCenter, HeatmapText::tr("Nothing to show yet"));
        p.restore();
        return;
    }
    if (!l.panels.empty() && !l.subtitleRect.isEmpty())
        drawSubtitle(p, l);
    for (std::size_t k = 0; k < m_panels.size() && k < l.panels.size(); ++k) {
        preparePanel(k, l);
        m_panels[k].paint(p, l.panels[k]);
        if (static_cast<int>(k) >= m_headCount) {
            // The average is a summary, not a head: a dashed frame sets it apart.
            p.setPen(
                QPen(m_options.heatmap.theme.frame, 1.5 * m_options.heatmap.theme.ruleWidth, Qt::DashLine));
            p.setBrush(Qt::NoBrush);
            p.drawRect(l.panels[k].adjusted(2, 2, -2, -2));
        }
    }
    const HeatmapPainter &first = m_panels.front();
    if (!l.colorBarRect.isEmpty() && first.data())
        // Its title elided within the strip, never cut by its edges.
        drawColorBar(p, l.colorBarRect, l.colorBarLabelRect,
                     { first.colorMap(), m_signed ? -m_sharedMax : 0.0, m_sharedMax, first.colorBarTitle() },
                     l.font, m_options.heatmap.theme,
                     std::min(l.colorBarRect.height() + QFontMetricsF(l.font).height() * 8,
                              2
                                  * std::min(l.colorBarRect.center().y() - area.top(),
                                             area.bottom() - l.colorBarRect.center().y())));
    if (!l.legendRect.isEmpty() && first.data()) {
        const double f = l.font.pixelSize();
        layoutLegend(&p, l.legendRect, legendEntries(*first.data()), l.font, first.colorMap().blockedColor(),
                     std::max(4.0, f * 0.45), std::max(1.0, f / 14), m_options.heatmap.theme);
    }
    p.restore();
}

} // namespace attn
