// The breakdown's table in bands (BreakdownOptions::bandWidth): a narrow, tall panel shows many
// keys at a readable size, their columns in bands one under the other. Part of BreakdownPainter.
#include "breakdownpainter.h"

#include <QFontMetricsF>

#include <utility>

namespace attn {

// One line; in bands (a narrow picture) its parts wrap, each line as wide as the picture.
qreal BreakdownPainter::layoutSubtitle(qreal top)
{
    const QString &subtitle = m_model.subtitle;
    const QFontMetricsF sub(font(Style::Subtitle));
    const QString gap = QStringLiteral("     ");
    QStringList lines { subtitle };
    if (m_options.bandWidth > 0) {
        lines.clear();
        const qreal width = m_options.bandWidth - 2 * m_margin - 8;
        for (const QString &part : subtitle.split(gap, Qt::SkipEmptyParts)) {
            if (!lines.isEmpty() && sub.horizontalAdvance(lines.back() + gap + part) <= width)
                lines.back() += gap + part;
            else
                lines << part;
        }
    }
    qreal y = top;
    for (const QString &line : lines) {
        addText(QRectF(m_margin, y, sub.horizontalAdvance(line) + 8, sub.height() + 6), line, Style::Subtitle,
                Qt::AlignLeft | Qt::AlignVCenter, m_theme.mutedText);
        y += sub.height() + 6;
    }
    return y + 12;
}

qreal BreakdownPainter::layoutTable(qreal top)
{
    qreal y = top;
    bool first = true;
    for (const TableColumns &t : bands()) {
        if (!first)
            y += 18; // a gap, so the next band reads as a continuation, not more rows
        first = false;
        y = layoutBand(t, y);
    }
    return y;
}

BreakdownPainter::TableColumns BreakdownPainter::band(const TableColumns &all, int first, int last,
                                                      bool closes) const
{
    TableColumns t = all;
    t.first = first;
    t.last = last;
    qreal x = t.keysLeft;
    for (int c = first; c < last; ++c) {
        t.colX[c] = x;
        x += t.colW[c];
    }
    t.anyReason = false; // a band's header is as tall as its own columns need
    for (int c = first; c < last; ++c)
        t.anyReason = t.anyReason || !m_model.columns[c].reason.isEmpty();
    if (!closes) { // the hidden keys and Σ close the last band only
        t.hidden = false;
        t.hiddenW = t.sumW = 0;
    }
    t.hiddenX = x;
    t.sumX = x + t.hiddenW;
    t.tableRight = t.sumX + t.sumW;
    return t;
}

std::vector<BreakdownPainter::TableColumns> BreakdownPainter::bands() const
{
    const TableColumns all = measureColumns();
    if (m_options.bandWidth <= 0 || all.tableRight + m_margin <= m_options.bandWidth)
        return { all };
    // As many columns side by side as the width holds; the last band also holds the hidden
    // keys and Σ (a column moves on to a band of its own when they would not fit, and then
    // they go to one of their own).
    const qreal right = m_options.bandWidth - m_margin;
    std::vector<std::pair<int, int>> ranges;
    int first = 0;
    qreal x = all.keysLeft;
    for (int c = 0; c < all.last; ++c) {
        if (c > first && x + all.colW[c] > right) {
            ranges.emplace_back(first, c);
            first = c;
            x = all.keysLeft;
        }
        x += all.colW[c];
    }
    ranges.emplace_back(first, all.last);
    auto lastRight = [&] { return band(all, ranges.back().first, ranges.back().second, true).tableRight; };
    if (lastRight() > right && ranges.back().second - ranges.back().first > 1) {
        const auto [f, l] = ranges.back();
        ranges.back() = { f, l - 1 };
        ranges.emplace_back(l - 1, l);
    }
    if (lastRight() > right) // still too wide: the summary columns in a band of their own
        ranges.emplace_back(all.last, all.last);
    std::vector<TableColumns> out;
    for (std::size_t b = 0; b < ranges.size(); ++b)
        out.push_back(band(all, ranges[b].first, ranges[b].second, b + 1 == ranges.size()));
    return out;
}

} // namespace attn
