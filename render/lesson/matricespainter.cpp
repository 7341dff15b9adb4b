// Matrices: equations of bracketed matrices side by side (X · W_Q = Q, A · V = output, concat ·
// W_O = output), each panel with the worked lines under it; and the helpers every painter uses
// for headings and matrix blocks.
#include "picturepainters.h"

#include <algorithm>
#include <numeric>

namespace attn::lesson {

// ---- headings ---------------------------------------------------------------------------------

QSizeF headingSize(const Scene &scene, const QString &text)
{
    return scene.measure(QStringLiteral("● ") + text, TextRole::Heading);
}

QRectF addHeading(Scene &scene, const QPointF &at, const QString &text, Source source, int align,
                  const QColor &color)
{
    const QSizeF whole = headingSize(scene, text);
    double x = at.x();
    if (align & Qt::AlignHCenter)
        x -= whole.width() / 2;
    else if (align & Qt::AlignRight)
        x -= whole.width();
    const QRectF mark = scene.textAt(QPointF(x, at.y()), LessonStyle::mark(source) + QLatin1Char(' '),
                                     TextRole::Heading, Qt::AlignLeft, scene.style().markColor(source));
    const QRectF rest
        = scene.textAt(QPointF(mark.right() - 2, at.y()), text, TextRole::Heading, Qt::AlignLeft, color);
    return mark.united(rest);
}

// ---- matrix blocks ----------------------------------------------------------------------------

namespace {

    struct BlockMetrics {
        std::vector<double> colW; // each shown column
        double rowH = 0;
        double labelW = 0; // token labels at the left
        double nameH = 0, shapeH = 0;
        double numbersH = 0; // the column numbers over the cells, when the block writes them
        double bracket = 0; // room for a bracket on each side
        double cellsW() const { return std::accumulate(colW.begin(), colW.end(), 0.0); }
        double width(const QSizeF &name) const
        {
            return std::max(labelW + 2 * bracket + cellsW(), labelW + name.width());
        }
    };

    BlockMetrics metricsOf(const Scene &scene, const MatrixBlock &b)
    {
        BlockMetrics m;
        const double pad = scene.base() * 0.55;
        std::size_t cols = 0;
        for (const auto &row : b.rows)
            cols = std::max(cols, row.size());
        // A column of "…" (some left out) as narrow as its mark; a column of numbers at least 1.2 base.
        std::vector<bool> elided(cols, true);
        for (const auto &row : b.rows)
            for (std::size_t j = 0; j < row.size(); ++j)
                if (const QString &t = row[j].text;
                    t != QStringLiteral("…") && t != QStringLiteral("⋮") && !t.isEmpty())
                    elided[j] = false;
        m.colW.assign(cols, 0);
        for (std::size_t j = 0; j < cols; ++j)
            m.colW[j] = elided[j] ? 0 : scene.base() * 1.2;
        for (const auto &row : b.rows)
            for (std::size_t j = 0; j < row.size(); ++j)
                m.colW[j] = std::max(
                    m.colW[j], scene.measure(row[j], TextRole::Number).width() + pad * (elided[j] ? 0.5 : 1));
        m.rowH = scene.lineHeight(TextRole::Number) * 1.02;
        for (const QString &l : b.rowLabels)
            m.labelW = std::max(m.labelW, scene.measure(l, TextRole::Small).width() + scene.base() * 0.4);
        m.nameH = scene.lineHeight(TextRole::Heading);
        if (b.numberColumns) {
            m.numbersH = scene.lineHeight(TextRole::Small);
            for (std::size_t j = 0; j < m.colW.size() && j < std::size_t(b.colLabels.size()); ++j)
                m.colW[j] = std::max(
                    m.colW[j], scene.measure(b.colLabels.at(qsizetype(j)), TextRole::Small).width() + pad);
        }
        m.shapeH = scene.lineHeight(TextRole::Small);
        m.bracket = scene.base() * 0.45;
        return m;
    }

} // namespace

QSizeF blockSize(const Scene &scene, const MatrixBlock &b)
{
    const BlockMetrics m = metricsOf(scene, b);
    return QSizeF(m.width(scene.measure(b.name, TextRole::Heading)),
                  m.nameH + m.numbersH + m.rowH * b.rows.size() + m.shapeH);
}

void addBlock(Scene &scene, const MatrixBlock &b, const QPointF &topLeft)
{
    const BlockMetrics m = metricsOf(scene, b);
    const Theme &theme = scene.theme();
    const double cellsLeft = topLeft.x() + m.labelW + m.bracket;
    const double cellsTop = topLeft.y() + m.nameH + m.numbersH;
    const double cellsH = m.rowH * b.rows.size();
    const double cellsW = m.cellsW();
    // The name over the cells, the shape under them.
    scene.textAt(QPointF(cellsLeft + cellsW / 2, topLeft.y()), b.name, TextRole::Heading, Qt::AlignHCenter);
    scene.textAt(QPointF(cellsLeft + cellsW / 2, cellsTop + cellsH), b.shape, TextRole::Small,
                 Qt::AlignHCenter, theme.mutedText);
    // The numbers of the columns shown, over them (muted, as the token labels are).
    if (b.numberColumns) {
        double x = cellsLeft;
        for (std::size_t j = 0; j < m.colW.size(); ++j) {
            if (j < std::size_t(b.colLabels.size()) && !b.colLabels.at(qsizetype(j)).isEmpty())
                scene.textAt(QPointF(x + m.colW[j] / 2, cellsTop - m.numbersH), b.colLabels.at(qsizetype(j)),
                             TextRole::Small, Qt::AlignHCenter, theme.mutedText);
            x += m.colW[j];
        }
    }
    // Head blocks as tinted columns; the selected query's row as a band.
    if (!b.columnGroups.empty()) {
        double x = cellsLeft;
        for (std::size_t j = 0; j < m.colW.size(); ++j) {
            if (j < b.columnGroups.size() && b.columnGroups[j] >= 0)
                scene.box({ QRectF(x, cellsTop, m.colW[j], cellsH),
                            scene.style().headTint(b.columnGroups[j]),
                            {},
                            1,
                            0,
                            false,
                            false });
            x += m.colW[j];
        }
    }
    if (b.highlightRow >= 0)
        scene.box({ QRectF(cellsLeft - m.bracket * 0.5, cellsTop + m.rowH * b.highlightRow,
                           cellsW + m.bracket, m.rowH),
                    theme.select,
                    {},
                    1,
                    m.rowH * 0.15,
                    false,
                    false });
    // Brackets.
    const QColor ink = theme.frame;
    const double serif = m.bracket * 0.6, lw = std::max(1.5, scene.base() * 0.1);
    const double l = cellsLeft - m.bracket * 0.6, r = cellsLeft + cellsW + m.bracket * 0.6;
    scene.line(QLineF(l, cellsTop, l, cellsTop + cellsH), ink, lw);
    scene.line(QLineF(l, cellsTop, l + serif, cellsTop), ink, lw);
    scene.line(QLineF(l, cellsTop + cellsH, l + serif, cellsTop + cellsH), ink, lw);
    scene.line(QLineF(r, cellsTop, r, cellsTop + cellsH), ink, lw);
    scene.line(QLineF(r, cellsTop, r - serif, cellsTop), ink, lw);
    scene.line(QLineF(r, cellsTop + cellsH, r - serif, cellsTop + cellsH), ink, lw);
    // Cells and token labels.
    for (std::size_t i = 0; i < b.rows.size(); ++i) {
        const double y = cellsTop + m.rowH * i;
        const bool selected = int(i) == b.highlightRow;
        if (i < std::size_t(b.rowLabels.size()) && !b.rowLabels.at(qsizetype(i)).isEmpty())
            scene.textAt(QPointF(topLeft.x() + m.labelW - scene.base() * 0.3, y + m.rowH / 2),
                         b.rowLabels.at(qsizetype(i)), TextRole::Small, Qt::AlignRight | Qt::AlignVCenter,
                         theme.mutedText);
        double x = cellsLeft;
        for (std::size_t j = 0; j < b.rows[i].size(); ++j) {
            const Num &n = b.rows[i][j];
            scene.numAt(QPointF(x + m.colW[j] / 2, y + m.rowH / 2), n, TextRole::Number, Qt::AlignCenter,
                        selected ? theme.selectText : theme.text);
            x += m.colW[j];
        }
    }
}

// ---- the equations ----------------------------------------------------------------------------

namespace {

    struct PanelMetrics {
        std::vector<QSizeF> terms; // each term's size
        double termsW = 0, termsH = 0;
        double headingH = 0;
        double linesW = 0, linesH = 0;
        // Narrow (a portrait worksheet): the equation on two rows, the part from its last "=" under
        // the rest, and each worked line's result on a line of its own.
        bool narrow = false, wrapLines = false;
        std::size_t secondRow = 0; // the first term of the second row (narrow only)
        double firstW = 0, secondW = 0, firstH = 0, secondH = 0;
        double width() const { return std::max(narrow ? std::max(firstW, secondW) : termsW, linesW); }
        double equationH(double gap) const { return narrow ? firstH + gap + secondH : termsH; }
        double height(double gap) const
        {
            return headingH + equationH(gap) + (linesH > 0 ? gap + linesH : 0);
        }
    };

    PanelMetrics panelMetrics(const Scene &scene, const MatrixPanel &panel, bool narrow, double maxWidth)
    {
        PanelMetrics m;
        const double gap = scene.base() * 0.8;
        for (const EquationTerm &t : panel.terms) {
            const QSizeF s = t.matrix ? blockSize(scene, *t.matrix) : scene.measure(t.op, TextRole::Big);
            m.terms.push_back(s);
            m.termsW += s.width() + gap;
            m.termsH = std::max(m.termsH, s.height());
        }
        m.termsW = std::max(0.0, m.termsW - gap);
        m.headingH = panel.heading.isEmpty() ? 0 : scene.lineHeight(TextRole::Heading) * 1.2;
        for (std::size_t k = 0; k < panel.terms.size(); ++k)
            if (!panel.terms[k].matrix && panel.terms[k].op == QStringLiteral("="))
                m.secondRow = k;
        m.narrow = narrow && m.secondRow > 0 && m.termsW > maxWidth;
        for (std::size_t k = 0; k < m.terms.size(); ++k) {
            double &w = k < m.secondRow ? m.firstW : m.secondW;
            w += m.terms[k].width() + (w > 0 ? gap : 0);
            double &h = k < m.secondRow ? m.firstH : m.secondH;
            h = std::max(h, m.terms[k].height());
        }
        m.linesW = 0;
        const double lh = scene.lineHeight(TextRole::Number) * 1.1;
        double oneRow = 0;
        for (const WorkLine &l : panel.lines)
            oneRow = std::max(oneRow,
                              scene.measure(l.text, TextRole::Body).width() + scene.base() * 0.4
                                  + scene.measure(l.result, TextRole::Number, true).width() // bold
                                  + scene.measure(l.after, TextRole::Body).width());
        m.wrapLines = narrow && oneRow > maxWidth;
        for (const WorkLine &l : panel.lines) {
            const double text = scene.measure(l.text, TextRole::Body).width() + scene.base() * 0.4;
            const double result = scene.measure(l.result, TextRole::Number, true).width() // drawn bold
                + scene.measure(l.after, TextRole::Body).width();
            m.linesW
                = std::max(m.linesW, m.wrapLines ? std::max(text, scene.base() * 2 + result) : text + result);
            m.linesH += m.wrapLines ? lh * 2 : lh;
        }
        m.linesW = std::max(m.linesW, headingSize(scene, panel.heading).width());
        return m;
    }

    void placePanel(Scene &scene, const MatrixPanel &panel, const PanelMetrics &m, const QPointF &topLeft)
    {
        const double gap = scene.base() * 0.8;
        const double width = m.width();
        if (!panel.heading.isEmpty())
            addHeading(scene, QPointF(topLeft.x() + width / 2, topLeft.y()), panel.heading, panel.source,
                       Qt::AlignHCenter);
        // Terms on one line (or two when narrow), vertically centred on each other; operators at
        // the cells' middle.
        const double top = topLeft.y() + m.headingH;
        auto placeTerms = [&](std::size_t from, std::size_t to, double rowW, double rowTop, double rowH) {
            double x = topLeft.x() + (width - rowW) / 2;
            const double middle = rowTop + rowH / 2;
            for (std::size_t k = from; k < to; ++k) {
                const EquationTerm &t = panel.terms[k];
                const QSizeF s = m.terms[k];
                if (t.matrix)
                    addBlock(scene, *t.matrix, QPointF(x, middle - s.height() / 2));
                else
                    scene.textAt(QPointF(x, middle), t.op, TextRole::Big, Qt::AlignLeft | Qt::AlignVCenter,
                                 scene.theme().mutedText);
                x += s.width() + gap;
            }
        };
        if (m.narrow) {
            placeTerms(0, m.secondRow, m.firstW, top, m.firstH);
            placeTerms(m.secondRow, panel.terms.size(), m.secondW, top + m.firstH + gap, m.secondH);
        } else {
            placeTerms(0, panel.terms.size(), m.termsW, top, m.termsH);
        }
        // Worked lines, left-aligned under the terms.
        double y = top + m.equationH(gap) + (m.linesH > 0 ? gap : 0);
        const double left = topLeft.x() + (width - m.linesW) / 2;
        const double lh = scene.lineHeight(TextRole::Number) * 1.1;
        for (const WorkLine &l : panel.lines) {
            const double cy = y + lh / 2;
            const QRectF a
                = scene.textAt(QPointF(left, cy), l.text, TextRole::Body, Qt::AlignLeft | Qt::AlignVCenter);
            const QPointF resultAt = m.wrapLines ? QPointF(left + scene.base() * 2, cy + lh)
                                                 : QPointF(a.right() + scene.base() * 0.4, cy);
            if (m.wrapLines)
                y += lh;
            const QRectF b = scene.numAt(resultAt, l.result, TextRole::Number,
                                         Qt::AlignLeft | Qt::AlignVCenter, scene.theme().text, true);
            scene.textAt(QPointF(b.right(), resultAt.y()), l.after, TextRole::Body,
                         Qt::AlignLeft | Qt::AlignVCenter, scene.theme().mutedText);
            if (givesAnswerAway(l.result, l.after))
                scene.holdLastTextBack();
            y += lh;
        }
    }

} // namespace

void MatricesPainter::layout(const StepModel &step, const QRectF &area, Scene &scene) const
{
    const MatricesPicture *p = step.as<MatricesPicture>();
    if (!p)
        return;
    const double gap = scene.base() * 3;
    std::vector<PanelMetrics> metrics;
    double total = 0, height = 0;
    // Wider than the area on one row (a portrait worksheet, whose text may not shrink below
    // 9 pt): the panels one under another, each equation on two rows and its long worked lines
    // wrapped, as far as each needs.
    bool stacked = false;
    const double panelGap = scene.base() * 0.8;
    for (const bool narrow : { false, true }) {
        metrics.clear();
        total = height = 0;
        stacked = narrow && p->panels.size() > 1;
        for (const MatrixPanel &panel : p->panels) {
            metrics.push_back(panelMetrics(scene, panel, narrow, area.width()));
            const double w = metrics.back().width(), h = metrics.back().height(panelGap);
            total = stacked ? std::max(total, w) : total + w + gap;
            height = stacked ? height + h + (height > 0 ? gap : 0) : std::max(height, h);
        }
        if (!stacked)
            total = std::max(0.0, total - gap);
        if (total <= area.width() || !scene.style().sheet)
            break;
    }
    double x = area.left() + (area.width() - total) / 2;
    double y = area.top() + std::max(0.0, (area.height() - height) / 2);
    for (std::size_t k = 0; k < p->panels.size(); ++k) {
        if (stacked) { // centred, one under another, a rule between them
            placePanel(scene, p->panels[k], metrics[k],
                       QPointF(area.left() + (area.width() - metrics[k].width()) / 2, y));
            y += metrics[k].height(panelGap) + gap;
            if (k + 1 < p->panels.size())
                scene.line(QLineF(x, y - gap / 2, x + total, y - gap / 2), scene.theme().rule, 1);
            continue;
        }
        placePanel(scene, p->panels[k], metrics[k], QPointF(x, y));
        if (k + 1 < p->panels.size()) // a rule between panels that compare
            scene.line(
                QLineF(x + metrics[k].width() + gap / 2, y, x + metrics[k].width() + gap / 2, y + height),
                scene.theme().rule, 1);
        x += metrics[k].width() + gap;
    }
}

} // namespace attn::lesson
