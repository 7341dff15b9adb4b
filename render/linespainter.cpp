#include "linespainter.h"
#include "render/rendertext.h"

#include "notation.h"
#include "paintparts.h"

#include <QFontMetricsF>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace attn {

using namespace paint;

LinesPainter::LinesPainter(LinesData data, LinesOptions options)
    : m_data(std::move(data))
    , m_options(std::move(options))
{
}

void LinesPainter::setData(LinesData data)
{
    m_data = std::move(data);
}

void LinesPainter::setOptions(const LinesOptions &options)
{
    m_options = options;
    m_options.precision = std::clamp(m_options.precision, 0, 8);
}

LinesLayout LinesPainter::layout(const QRectF &area) const
{
    return layoutLines(m_data, m_options, area);
}

void LinesPainter::paint(QPainter &p, const QRectF &area) const
{
    const LinesLayout l = layout(area);
    p.save();
    p.setClipRect(area, Qt::IntersectClip);
    p.setRenderHint(QPainter::Antialiasing, true);
    p.setRenderHint(QPainter::TextAntialiasing, true);
    if (!m_data.isValid()) {
        p.setFont(l.font);
        p.setPen(m_options.theme.mutedText);
        p.drawText(area, Qt::AlignCenter,
                   m_data.result ? HeatmapText::tr("These results do not fit together")
                                 : HeatmapText::tr("Nothing to show yet"));
        p.restore();
        return;
    }
    drawTitles(p, l);
    drawHeaders(p, l);
    drawAnchors(p, l);
    drawLines(p, l);
    drawLabels(p, l, true);
    drawLabels(p, l, false);
    drawNumbers(p, l);
    drawLegend(p, l);
    if (!l.note.isEmpty()) {
        p.setFont(l.font);
        p.setPen(m_options.theme.flag);
        p.drawText(l.noteRect, Qt::AlignCenter,
                   QFontMetricsF(l.font).elidedText(l.note, Qt::ElideRight, l.noteRect.width()));
    }
    p.restore();
}

void LinesPainter::drawTitles(QPainter &p, const LinesLayout &l) const
{
    p.setFont(l.titleFont);
    p.setPen(m_options.theme.text);
    p.drawText(l.titleRect, Qt::AlignCenter,
               QFontMetricsF(l.titleFont).elidedText(l.title, Qt::ElideRight, l.titleRect.width()));
    p.setFont(l.font);
    p.setPen(m_options.theme.mutedText);
    p.drawText(l.subtitleRect, Qt::AlignCenter,
               QFontMetricsF(l.font).elidedText(l.subtitle, Qt::ElideRight, l.subtitleRect.width()));
}

// "queries" and "keys" over their columns (or before their rows), and how many labels are
// written when they are thinned.
void LinesPainter::drawHeaders(QPainter &p, const LinesLayout &l) const
{
    const QFontMetricsF fm(l.font);
    p.setFont(l.font);
    p.setPen(m_options.theme.mutedText);
    if (l.rows) {
        // "queries" level with its labels; "(every 2nd)" under it.
        const QString thinned
            = l.labelStride > 1 ? QStringLiteral("\n(%1)").arg(ordinalStride(l.labelStride)) : QString();
        p.drawText(l.queryHeaderRect, Qt::AlignRight | Qt::AlignBottom, HeatmapText::tr("queries") + thinned);
        p.drawText(l.keyHeaderRect, Qt::AlignRight | Qt::AlignTop, HeatmapText::tr("keys") + thinned);
        return;
    }
    p.drawText(l.queryHeaderRect, Qt::AlignRight | Qt::AlignVCenter,
               fm.elidedText(HeatmapText::tr("queries"), Qt::ElideRight, l.queryHeaderRect.width()));
    p.drawText(l.keyHeaderRect, Qt::AlignLeft | Qt::AlignVCenter,
               fm.elidedText(HeatmapText::tr("keys"), Qt::ElideRight, l.keyHeaderRect.width()));
    if (l.labelStride > 1) { // between the two headers, over the lines
        const QRectF between(l.queryHeaderRect.right(), l.queryHeaderRect.top(),
                             l.keyHeaderRect.left() - l.queryHeaderRect.right(), l.queryHeaderRect.height());
        const QString text = HeatmapText::tr("%1 label written; point at a token for its name")
                                 .arg(ordinalStride(l.labelStride));
        p.drawText(between, Qt::AlignCenter, fm.elidedText(text, Qt::ElideRight, between.width()));
    }
}

// A dot where each token's lines meet it: a token with no line (all masked, all faint) still
// shows where its lines would be.
void LinesPainter::drawAnchors(QPainter &p, const LinesLayout &l) const
{
    if (l.slot < 3)
        return;
    const double radius = std::clamp(l.slot * 0.08, 1.5, l.font.pixelSize() * 0.18);
    p.setPen(Qt::NoPen);
    p.setBrush(m_options.theme.frame);
    for (int t = 0; t < l.tokenCount; ++t) {
        p.drawEllipse(l.queryAnchors[std::size_t(t)], radius, radius);
        p.drawEllipse(l.keyAnchors[std::size_t(t)], radius, radius);
    }
    p.setBrush(Qt::NoBrush);
}

void LinesPainter::drawLines(QPainter &p, const LinesLayout &l) const
{
    for (const WeightLine &line : l.lines) {
        QColor c = headColor(line.head, m_options.theme);
        c.setAlphaF(static_cast<float>(line.opacity));
        p.setPen(QPen(c, line.width, headPenStyle(line.head), Qt::RoundCap));
        p.drawLine(line.from, line.to);
    }
}

// One side's token labels. The focused token is bold on the selection colour; padding tokens
// are italic and muted; a query whose every key is blocked is in the flag colour (no lines).
void LinesPainter::drawLabels(QPainter &p, const LinesLayout &l, bool queries) const
{
    const Theme &th = m_options.theme;
    const std::vector<QRectF> &rects = queries ? l.queryLabels : l.keyLabels;
    const QFontMetricsF lfm(l.labelFont);
    QFont bold = l.labelFont;
    bold.setBold(true);
    QFont italic = l.labelFont;
    italic.setItalic(true);
    const LinesFocus::Side side = queries ? LinesFocus::Query : LinesFocus::Key;
    const double pad = l.font.pixelSize() * 0.25;
    for (int t = 0; t < l.tokenCount; ++t) {
        if (!l.labelled(t))
            continue;
        const QRectF r = rects[std::size_t(t)];
        const bool focused = l.focus.side == side && l.focus.index == t;
        const bool padding = m_data.isPadding(t);
        const QFont &font = focused ? bold : padding ? italic : l.labelFont;
        const QFontMetricsF fm(font);
        p.setFont(font);
        p.setPen(focused                                ? th.selectText
                     : padding                          ? th.mutedText
                     : queries && m_data.fullyMasked(t) ? th.flag
                                                        : th.text);
        if (l.rows && l.rotatedLabels) {
            // Read upwards: a query's label starts at its row's lines, a key's ends at them.
            const double length = r.height();
            const QString text = fm.elidedText(m_data.tokens.at(t), Qt::ElideMiddle, length - pad);
            const double tw = fm.horizontalAdvance(text) + pad;
            p.save();
            p.translate(r.center().x(), r.bottom());
            p.rotate(-90);
            const QRectF box(queries ? 0 : length - tw, -r.width() / 2, tw, r.width());
            if (focused)
                p.fillRect(box, th.select);
            p.drawText(box, Qt::AlignCenter, text);
            p.restore();
            continue;
        }
        Qt::Alignment align = l.rows ? Qt::AlignHCenter : queries ? Qt::AlignRight : Qt::AlignLeft;
        const double width = l.rows ? l.slot * l.labelStride - pad : r.width();
        const QString text = fm.elidedText(m_data.tokens.at(t), Qt::ElideMiddle, width - pad);
        const double tw = fm.horizontalAdvance(text) + pad;
        const double x = l.rows ? r.center().x() - tw / 2 : queries ? r.right() - tw : r.left();
        const QRectF box(x, r.top(), tw, r.height());
        if (focused)
            p.fillRect(box.adjusted(-pad * 0.5, 0, pad * 0.5, 0), th.select);
        p.drawText(box, align | Qt::AlignVCenter, text);
    }
}

// The focused token's weights, a column (or row) per head under a marker of the head's colour.
void LinesPainter::drawNumbers(QPainter &p, const LinesLayout &l) const
{
    if (l.numbers.empty())
        return;
    const Theme &th = m_options.theme;
    const QFontMetricsF nfm(l.numberFont);
    p.setFont(l.numberFont);
    const bool one = l.heads.size() == 1;
    for (std::size_t r = 0; r < l.numberHeaders.size() && r < l.heads.size(); ++r) {
        const QRectF hr = l.numberHeaders[r];
        const int h = l.heads[r];
        if (one) {
            p.setPen(th.mutedText);
            // Over the numbers, which are right-aligned a little in from their column's edge.
            p.drawText(l.rows ? hr : hr.adjusted(0, 0, -nfm.height() * 0.3, 0),
                       Qt::AlignRight | Qt::AlignVCenter, HeatmapText::tr("weight"));
            continue;
        }
        // A small tag of the head's colour with its number on it.
        const QString text = QString::number(h + 1);
        const double w = nfm.horizontalAdvance(text) + nfm.height() * 0.6, hgt = nfm.height() * 1.05;
        const QRectF tag(l.rows ? hr.right() - w : hr.center().x() - w / 2, hr.center().y() - hgt / 2, w,
                         hgt);
        const QColor c = headColor(h, th);
        p.setPen(Qt::NoPen);
        p.setBrush(c);
        p.drawRoundedRect(tag, hgt * 0.3, hgt * 0.3);
        p.setBrush(Qt::NoBrush);
        p.setPen(textOn(c));
        p.drawText(tag, Qt::AlignCenter, text);
    }
    QFont italic = l.numberFont;
    italic.setItalic(true);
    for (const LineNumber &n : l.numbers) {
        p.setFont(n.blocked ? italic : l.numberFont);
        p.setPen(n.blocked ? th.mutedText : th.text);
        p.drawText(n.rect.adjusted(0, 0, l.rows ? 0 : -nfm.height() * 0.3, 0),
                   (l.rows ? Qt::AlignHCenter : Qt::AlignRight) | Qt::AlignVCenter, n.text);
    }
}

// A stroke of each head's colour (in its dash pattern) and its name; heads that are off are
// greyed, their stroke thin.
void LinesPainter::drawLegend(QPainter &p, const LinesLayout &l) const
{
    const Theme &th = m_options.theme;
    const QFontMetricsF fm(l.font);
    const double f = l.font.pixelSize();
    p.setFont(l.font);
    for (std::size_t k = 0; k < l.legendEntries.size() && k < l.legendHeads.size(); ++k) {
        const int h = l.legendHeads[k];
        const QRectF r = l.legendEntries[k];
        const bool shown = std::find(l.heads.begin(), l.heads.end(), h) != l.heads.end();
        const double y = r.center().y();
        const QColor c = shown ? headColor(h, th) : th.rule;
        p.setPen(QPen(c, shown ? f * 0.3 : f * 0.12, headPenStyle(h), Qt::FlatCap));
        p.drawLine(QPointF(r.left() + f * 0.1, y), QPointF(r.left() + f * 1.5, y));
        p.setPen(shown ? th.text : th.mutedText);
        const QRectF text(r.left() + f * 2.0, r.top(), r.width() - f * 2.0, r.height());
        p.drawText(text, Qt::AlignLeft | Qt::AlignVCenter,
                   fm.elidedText(m_data.headName(h), Qt::ElideRight, text.width()));
    }
}

QString LinesPainter::describe(const LinesLayout::Hit &hit) const
{
    if (!m_data.isValid())
        return {};
    const int T = m_data.tokenCount();
    auto token = [&](int i) { return HeatmapText::tr("token %1 “%2”").arg(i + 1).arg(m_data.tokens.at(i)); };
    if (hit.kind == LinesLayout::Hit::Head && hit.index >= 0 && hit.index < m_data.headCount())
        return m_data.headName(hit.index);
    if ((hit.kind != LinesLayout::Hit::Query && hit.kind != LinesLayout::Hit::Key) || hit.index < 0
        || hit.index >= T)
        return {};
    const bool query = hit.kind == LinesLayout::Hit::Query;
    QStringList lines;
    lines << HeatmapText::tr("%1 as a %2 (of %3 tokens)")
                 .arg(token(hit.index), query ? HeatmapText::tr("query") : HeatmapText::tr("key"))
                 .arg(T);
    std::vector<int> heads = m_options.heads;
    if (heads.empty())
        for (int h = 0; h < m_data.headCount(); ++h)
            heads.push_back(h);
    constexpr int kMaxHeadLines = 8;
    int shown = 0;
    for (int h : heads) {
        if (h < 0 || h >= m_data.headCount())
            continue;
        if (++shown > kMaxHeadLines) {
            lines << HeatmapText::tr("… and %n more head(s)", nullptr,
                                     static_cast<int>(heads.size()) - kMaxHeadLines);
            break;
        }
        int best = -1;
        double bestWeight = -1;
        for (int t = 0; t < T; ++t) {
            const int q = query ? hit.index : t, k = query ? t : hit.index;
            if (!m_data.blocked(q, k) && m_data.weight(h, q, k) > bestWeight) {
                bestWeight = m_data.weight(h, q, k);
                best = t;
            }
        }
        const QString name = m_data.headName(h);
        if (best < 0)
            lines << (query ? HeatmapText::tr("%1: every key is blocked, so no lines (its weights are all 0)")
                                  .arg(name)
                            : HeatmapText::tr("%1: every query is blocked from it, so no lines").arg(name));
        else
            lines << QStringLiteral("%1: %2 %3 (%4)")
                         .arg(name,
                              query ? HeatmapText::tr("looks most at") : HeatmapText::tr("looked at most by"),
                              token(best), formatFixed(bestWeight, std::max(3, m_options.precision)));
    }
    return lines.join(QLatin1Char('\n'));
}

} // namespace attn
