// The breakdown's table turned (BreakdownOptions::keysAsRows): one row per key, the stages as
// columns, and Σ as the last row. A tall, narrow panel holds eight keys or more this way at a
// readable size (all 11 of eight-heads in the 1280×720 window's panel), where columns in bands
// show three. Part of BreakdownPainter.
#include "breakdownpainter.h"
#include "render/rendertext.h"

#include <QFontMetricsF>

#include <algorithm>

namespace attn {

// The turned table's columns: the key column, then one per stage, each as wide as its widest
// string; and how blocked keys are said.
struct BreakdownPainter::KeyRowsFrame {
    QStringList reasons; // the kinds of block among the keys
    bool reasonPerRow = false; // several kinds: each blocked key's row says its own
    QString keyHeading, hiddenLabel;
    qreal numberW = 0, tokenLeft = 0, keyW = 0; // the key column: its number, token, width
    std::vector<QString> tokens; // each key's token as it fits
    std::vector<qreal> colX, colW; // each stage's column
    qreal right = 0; // the table's right edge
    bool anySum = false; // some stage has a Σ
};

BreakdownPainter::KeyRowsFrame BreakdownPainter::measureKeyRows() const
{
    const BreakdownModel &m = m_model;
    // The stages' symbols a little smaller than the numbers under them (Section), and each Σ in
    // the numbers' own font, under the bold "Σ": the columns are as narrow as their numbers.
    const QFontMetricsF label(font(Style::Section)), header(font(Style::Header)),
        headerHint(font(Style::HeaderHint)), reason(font(Style::Reason)), cell(font(Style::Cell)),
        note(font(Style::CellNote)), sum(font(Style::Sum));
    const int nKeys = int(m.columns.size());
    const int nStages = int(m.rows.size());
    KeyRowsFrame f;

    // One kind of block for every blocked key (causal, say) is said once under the table, the
    // rows only hatched; several kinds are said on each blocked key's row.
    int lastKey = 0;
    for (const BreakdownColumn &c : m.columns) {
        if (!c.reason.isEmpty() && !f.reasons.contains(c.reason))
            f.reasons << c.reason;
        lastKey = std::max(lastKey, c.key);
    }
    f.reasonPerRow = f.reasons.size() > 1;

    // The key column: the key's number (muted, as a table's row numbers) and its token.
    //: the heading of the column of keys (the tokens the query attends to)
    f.keyHeading = BreakdownText::tr("key");
    f.hiddenLabel = m.hiddenHeader + QStringLiteral(", Σ");
    f.numberW = headerHint.horizontalAdvance(QString::number(lastKey + 1));
    f.tokenLeft = m_padX + f.numberW + 6;
    f.tokens.resize(static_cast<std::size_t>(nKeys));
    f.keyW = std::max(label.horizontalAdvance(f.keyHeading), sum.horizontalAdvance(QStringLiteral("Σ")))
        + 2 * m_padX;
    for (int c = 0; c < nKeys; ++c) {
        f.tokens[c] = header.elidedText(m.columns[c].token, Qt::ElideRight, kMaxHeaderText);
        f.keyW = std::max(f.keyW, f.tokenLeft + header.horizontalAdvance(f.tokens[c]) + 4 + m_padX);
        if (f.reasonPerRow)
            f.keyW = std::max(f.keyW, reason.horizontalAdvance(m.columns[c].reason) + 2 * m_padX);
    }
    if (m.hiddenKeys > 0) // "… 54 more keys, Σ" wraps, but its longest word fits
        for (const QString &word : f.hiddenLabel.split(QLatin1Char(' ')))
            f.keyW = std::max(f.keyW, headerHint.horizontalAdvance(QStringLiteral("… ") + word) + 2 * m_padX);

    // A column per stage, as wide as its widest string.
    f.colX.resize(static_cast<std::size_t>(nStages));
    f.colW.resize(static_cast<std::size_t>(nStages));
    qreal x = m_margin + f.keyW;
    for (int s = 0; s < nStages; ++s) {
        const StageRow &r = m.rows[s];
        qreal w = std::max({ label.horizontalAdvance(r.label), cell.horizontalAdvance(r.sumValue),
                             cell.horizontalAdvance(r.hiddenValue) });
        for (const StageCell &c : r.cells) {
            w = std::max(w, cell.horizontalAdvance(c.text));
            if (!c.blocked)
                w = std::max(w, note.horizontalAdvance(c.note));
        }
        f.colX[s] = x;
        f.colW[s] = w + 2 * m_padX;
        x += f.colW[s];
        f.anySum = f.anySum || !r.sumValue.isEmpty();
    }
    f.right = x;
    return f;
}

// Key column `c`'s row at `y`: its token and number, then its cell of every stage. The next y.
qreal BreakdownPainter::layoutKeyRow(const KeyRowsFrame &f, int c, qreal y)
{
    const BreakdownModel &m = m_model;
    const BreakdownColumn &col = m.columns[c];
    const bool ownReason = f.reasonPerRow && !col.reason.isEmpty();
    bool notes = ownReason;
    for (const StageRow &r : m.rows)
        if (c < int(r.cells.size()))
            notes = notes || (!r.cells[c].blocked && !r.cells[c].note.isEmpty());
    const qreal rowH = kRowPad + kNumberLine + (notes ? kNoteLine : 0) + kRowPad;
    const qreal textY = y + kRowPad;
    if (col.key == m.expandedKey)
        m_boxes.push_back(
            BoxItem { QRectF(m_margin, y, f.right - m_margin, rowH), m_theme.highlight, QColor(), false });
    // The token first, as drawnHeader() reads a key column's header: its text, then more.
    addText(QRectF(m_margin + f.tokenLeft, textY, f.keyW - f.tokenLeft - m_padX, kNumberLine), f.tokens[c],
            Style::Header, Qt::AlignLeft | Qt::AlignVCenter);
    addText(QRectF(m_margin + m_padX, textY, f.numberW + 2, kNumberLine), QString::number(col.key + 1),
            Style::HeaderHint, Qt::AlignRight | Qt::AlignVCenter, m_theme.mutedText);
    if (ownReason)
        addText(QRectF(m_margin + m_padX, textY + kNumberLine, f.keyW - 2 * m_padX, kNoteLine), col.reason,
                Style::Reason, Qt::AlignLeft | Qt::AlignVCenter, m_theme.flag);
    m_headers.emplace_back(col.key, QRectF(m_margin, y, f.keyW, rowH));

    for (int s = 0; s < int(m.rows.size()); ++s) {
        const StageRow &r = m.rows[s];
        if (c >= int(r.cells.size()))
            continue;
        const StageCell &sc = r.cells[c];
        const QRectF rect(f.colX[s], y, f.colW[s], rowH);
        m_cells.push_back(CellPlace { r.stage, col.key, rect });
        if (r.wrong)
            m_boxes.push_back(BoxItem { rect, m_theme.flagFill, QColor(), false });
        else if (sc.blocked)
            m_boxes.push_back(BoxItem { rect, m_theme.blockedFill, QColor(), !isVectorStage(r.stage) });
        if (sc.problem)
            m_boxes.push_back(BoxItem { rect, m_theme.warningFill, QColor(), false });
        if (r.stage == Stage::Score && col.key == m.expandedKey)
            m_boxes.push_back(
                BoxItem { rect.adjusted(2, 2, -2, -2), m_theme.highlight, m_theme.highlightBorder, false });
        addText(QRectF(f.colX[s], textY, f.colW[s], kNumberLine), sc.text, Style::Cell, Qt::AlignCenter,
                sc.problem || r.wrong ? m_theme.flag : m_theme.text);
        if (!sc.blocked && !sc.note.isEmpty())
            addText(QRectF(f.colX[s], textY + kNumberLine, f.colW[s], kNoteLine), sc.note, Style::CellNote,
                    Qt::AlignCenter, sc.problem ? m_theme.flag : m_theme.mutedText);
    }
    y += rowH;
    m_lines.push_back(LineItem { QLineF(m_margin, y, f.right, y), m_theme.rule });
    return y;
}

qreal BreakdownPainter::layoutKeyRows(qreal top)
{
    const BreakdownModel &m = m_model;
    const KeyRowsFrame f = measureKeyRows();
    const int nStages = int(m.rows.size());
    const QFontMetricsF label(font(Style::Section));
    const std::vector<qreal> &colX = f.colX, &colW = f.colW;
    const qreal keyW = f.keyW, right = f.right;

    // The heading row: "key", then each stage's symbol.
    qreal y = top;
    const qreal headingH = label.height() + 14;
    addText(QRectF(m_margin + m_padX, y, keyW - 2 * m_padX, headingH), f.keyHeading, Style::Section,
            Qt::AlignLeft | Qt::AlignVCenter, m_theme.mutedText);
    for (int s = 0; s < nStages; ++s) {
        const StageRow &r = m.rows[s];
        const QRectF rect(colX[s], y, colW[s], headingH);
        if (r.wrong)
            m_boxes.push_back(BoxItem { rect, m_theme.flagFill, QColor(), false });
        addText(rect, r.label, Style::Section, Qt::AlignCenter, r.wrong ? m_theme.flag : m_theme.text);
    }
    y += headingH;
    m_lines.push_back(LineItem { QLineF(m_margin, y, right, y), m_theme.text });

    // A row per key.
    for (int c = 0; c < int(m.columns.size()); ++c)
        y = layoutKeyRow(f, c, y);

    // The keys without a row of their own (large T), summed up.
    const qreal lineH = kRowPad + kNumberLine + kRowPad;
    if (m.hiddenKeys > 0) {
        const qreal labelBottom = addWrapped(f.hiddenLabel, Style::HeaderHint, m_margin + m_padX,
                                             y + kRowPad + 4, keyW - 2 * m_padX, m_theme.mutedText);
        const qreal rowH = std::max(lineH, labelBottom + kRowPad - y);
        for (int s = 0; s < nStages; ++s)
            addText(QRectF(colX[s], y, colW[s], rowH), m.rows[s].hiddenValue, Style::Cell, Qt::AlignCenter,
                    m_theme.mutedText);
        y += rowH;
        m_lines.push_back(LineItem { QLineF(m_margin, y, right, y), m_theme.rule });
    }

    // Σ of each column that has one, under a rule as a sum is written by hand.
    if (f.anySum) {
        m_lines.push_back(LineItem { QLineF(m_margin, y, right, y), m_theme.text });
        addText(QRectF(m_margin + m_padX, y + kRowPad, keyW - 2 * m_padX, kNumberLine), QStringLiteral("Σ"),
                Style::Sum, Qt::AlignLeft | Qt::AlignVCenter);
        for (int s = 0; s < nStages; ++s) {
            const StageRow &r = m.rows[s];
            addText(QRectF(colX[s], y + kRowPad, colW[s], kNumberLine), r.sumValue, Style::RowSum,
                    Qt::AlignCenter, r.sumProblem || r.wrong ? m_theme.flag : m_theme.text);
        }
        y += lineH;
    }
    m_lines.push_back(LineItem { QLineF(m_margin + keyW, top, m_margin + keyW, y), m_theme.rule });
    for (int s = 0; s < nStages; ++s)
        m_rowRects.emplace_back(m.rows[s].stage, QRectF(colX[s], top, colW[s], y - top));

    // What the columns' headings cannot say: why rows are hatched, where a group of stages
    // starts (the stable path, the wrong order).
    const qreal width
        = std::max(right - m_margin, m_options.bandWidth > 0 ? m_options.bandWidth - 2 * m_margin : 0);
    y += 6;
    if (f.reasons.size() == 1)
        y = addWrapped(BreakdownText::tr("Hatched: blocked (%1)").arg(f.reasons.front()), Style::Note,
                       m_margin, y + 4, width, m_theme.mutedText);
    for (const StageRow &r : m.rows)
        if (!r.section.isEmpty())
            //: %1: a row's short label ("− max"), %2: what the rows from it on show
            y = addWrapped(BreakdownText::tr("From “%1” on: %2").arg(r.label, r.section), Style::Note,
                           m_margin, y + 4, width, r.wrong ? m_theme.flag : m_theme.mutedText);
    return y;
}

} // namespace attn
