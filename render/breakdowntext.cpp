// The breakdown as plain text, for "Copy as text": the same model the painter draws, in
// columns a notebook or a terminal can hold.
#include "breakdownmodel.h"
#include "render/rendertext.h"

#include <algorithm>

namespace attn {

namespace {

    QString pad(const QString &s, int width)
    {
        return s.size() >= width ? s : s + QString(width - s.size(), QLatin1Char(' '));
    }

    QString cellPlain(const StageCell &c)
    {
        return c.note.isEmpty() ? c.text : QStringLiteral("%1 (%2)").arg(c.text, c.note);
    }

} // namespace

QString breakdownPlainText(const BreakdownModel &m)
{
    QStringList lines;
    lines << m.title;
    if (!m.valid) {
        lines << m.notes;
        return lines.join(QLatin1Char('\n')) + QLatin1Char('\n');
    }
    lines << m.subtitle << QString();

    // Column widths from every string that goes in the column.
    const int nCols = int(m.columns.size());
    const bool hidden = m.hiddenKeys > 0;
    // Label column: the stage symbols aligned, then their hints aligned.
    int symbolWidth = 0;
    for (const StageRow &r : m.rows)
        symbolWidth = std::max(symbolWidth, int(r.label.size()));
    const auto labelOf = [&](const StageRow &r) { return pad(r.label, symbolWidth + 2) + r.hint; };
    int labelWidth = 0;
    for (const StageRow &r : m.rows)
        labelWidth = std::max(labelWidth, int(labelOf(r).size()));
    std::vector<int> width(nCols, 0);
    for (int c = 0; c < nCols; ++c) {
        const BreakdownColumn &col = m.columns[c];
        width[c] = std::max(
            { int(elideText(col.token, 16).size()), int(col.index.size()), int(col.reason.size()) });
        for (const StageRow &r : m.rows)
            if (c < int(r.cells.size()))
                width[c] = std::max(width[c], int(cellPlain(r.cells[c]).size()));
    }
    int hiddenWidth = int(m.hiddenHeader.size());
    for (const StageRow &r : m.rows)
        hiddenWidth = std::max(hiddenWidth, int(r.hiddenCell.size()));

    const auto tableLine = [&](const QString &label, const std::vector<QString> &cells,
                               const QString &hiddenCell, const QString &sum) {
        QString line = pad(label, labelWidth + 2);
        for (int c = 0; c < nCols; ++c)
            line += pad(cells[c], width[c] + 3);
        if (hidden)
            line += pad(hiddenCell, hiddenWidth + 3);
        line += sum;
        while (line.endsWith(QLatin1Char(' ')))
            line.chop(1);
        return line;
    };

    std::vector<QString> tokens, indices, reasons;
    bool anyReason = false;
    for (const BreakdownColumn &col : m.columns) {
        tokens.push_back(elideText(col.token, 16));
        indices.push_back(col.index);
        reasons.push_back(col.reason);
        anyReason = anyReason || !col.reason.isEmpty();
    }
    lines << tableLine(QString(), tokens, m.hiddenHeader, QString());
    lines << tableLine(QString(), indices, QString(), QString());
    if (anyReason)
        //: the label of the plain text's line of why each key is blocked
        lines << tableLine(BreakdownText::tr("blocked:"), reasons, QString(), QString());
    for (const StageRow &r : m.rows) {
        if (!r.section.isEmpty())
            lines << QString() << r.section;
        std::vector<QString> cells;
        for (int c = 0; c < nCols; ++c)
            cells.push_back(c < int(r.cells.size()) ? cellPlain(r.cells[c]) : QString());
        lines << tableLine(labelOf(r), cells, r.hiddenCell, r.sum);
    }
    if (m.fullyMasked)
        lines << QString() << m.fullyMaskedMessage;

    lines << QString() << m.weightedSumHeading + QLatin1Char(':');
    if (!m.weightedSumTerms.isEmpty()) {
        lines << m.weightedSumTerms.join(QStringLiteral(" + "));
        if (!m.productTerms.isEmpty())
            lines << QStringLiteral("= ") + m.productTerms.join(QStringLiteral(" + "));
    }
    lines << QStringLiteral("= ") + m.output;
    lines << m.weightsSum;
    if (!m.dotProduct.isEmpty())
        lines << QString() << m.dotProduct;
    if (!m.notes.isEmpty())
        lines << QString();
    for (const QString &n : m.notes)
        lines << n;
    return lines.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

} // namespace attn
