// The breakdown's table in bands (BreakdownOptions::bandWidth): a narrow, tall panel shows many
// keys at a readable size, their columns in bands one under the other. Part of BreakdownPainter.
#include "breakdownpainter.h"
#include "notation.h"

#include <QFontMetricsF>

#include <utility>

namespace attn {

namespace {

    // A long vector, q = (…), broken after a comma as one writes it by hand.
    void wrapVector(QStringList &lines, const QString &part, const QFontMetricsF &sub, qreal width)
    {
        const QString separator = numberListSeparator(); // ", ", or "; " beside decimal commas
        const QStringList terms = part.split(separator);
        for (qsizetype k = 0; k < terms.size(); ++k) {
            const QString term = k + 1 < terms.size() ? terms[k] + separator.trimmed() : terms[k];
            if (k > 0 && sub.horizontalAdvance(lines.back() + QLatin1Char(' ') + term) <= width)
                lines.back() += QLatin1Char(' ') + term;
            else
                lines << (k == 0 ? term : QStringLiteral("    ") + term);
        }
    }

} // namespace

// A line per stage; in bands (a narrow picture) its parts wrap, each line as wide as the picture.
qreal BreakdownPainter::layoutSubtitle(qreal top)
{
    const QString &subtitle = m_model.subtitle;
    const QFontMetricsF sub(font(Style::Subtitle));
    const QString gap = QStringLiteral("     ");
    // A line per stage (the projection, a q norm, the rotation); in bands each wraps on its own.
    const QStringList stages = subtitle.split(QLatin1Char('\n'));
    QStringList lines = stages;
    if (m_options.bandWidth > 0) {
        lines.clear();
        const qreal width = m_options.bandWidth - 2 * m_margin - 8;
        for (const QString &stage : stages) {
            bool fresh = true; // a stage starts a line of its own
            for (const QString &part : stage.split(gap, Qt::SkipEmptyParts)) {
                if (!fresh && sub.horizontalAdvance(lines.back() + gap + part) <= width)
                    lines.back() += gap + part;
                else if (sub.horizontalAdvance(part) <= width)
                    lines << part;
                else
                    wrapVector(lines, part, sub, width);
                fresh = false;
            }
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
    // keys and Σ (or they go to one of their own).
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
    // The fewest bands, as even as they fit (4 keys: 2 + 2, not 3 + 1; the earlier bands get
    // the extra column), the last one holding the summary too: as many bands as the columns
    // need, or one more for the summary.
    const int n = all.last;
    auto evenFits = [&](int count, std::vector<std::pair<int, int>> &even) {
        even.clear();
        for (int b = 0, f = 0; b < count; ++b) {
            const int size = n / count + (b < n % count ? 1 : 0);
            even.emplace_back(f, f + size);
            f += size;
        }
        for (int b = 0; b < count; ++b)
            if (band(all, even[b].first, even[b].second, b + 1 == count).tableRight > right)
                return false;
        return true;
    };
    std::vector<std::pair<int, int>> even;
    const int fewest = int(ranges.size());
    if (evenFits(fewest, even) || (fewest < n && evenFits(fewest + 1, even)))
        ranges = even;
    else if (band(all, ranges.back().first, n, true).tableRight > right)
        ranges.emplace_back(n, n); // the summary columns in a band of their own
    std::vector<TableColumns> out;
    for (std::size_t b = 0; b < ranges.size(); ++b)
        out.push_back(band(all, ranges[b].first, ranges[b].second, b + 1 == ranges.size()));
    return out;
}

} // namespace attn
