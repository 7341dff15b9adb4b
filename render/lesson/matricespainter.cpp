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
        double width() const { return std::max(termsW, linesW); }
        double height(double gap) const { return headingH + termsH + (linesH > 0 ? gap + linesH : 0); }
    };

    PanelMetrics panelMetrics(const Scene &scene, const MatrixPanel &panel)
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
        m.linesW = 0;
        for (const WorkLine &l : panel.lines) {
            const double w = scene.measure(l.text, TextRole::Body).width() + scene.base() * 0.4
                + scene.measure(l.result, TextRole::Number, true).width() // drawn bold
                + scene.measure(l.after, TextRole::Body).width();
            m.linesW = std::max(m.linesW, w);
            m.linesH += scene.lineHeight(TextRole::Number) * 1.1;
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
        // Terms on one line, vertically centred on each other; operators at the cells' middle.
        double x = topLeft.x() + (width - m.termsW) / 2;
        const double top = topLeft.y() + m.headingH;
        const double middle = top + m.termsH / 2;
        for (std::size_t k = 0; k < panel.terms.size(); ++k) {
            const EquationTerm &t = panel.terms[k];
            const QSizeF s = m.terms[k];
            if (t.matrix)
                addBlock(scene, *t.matrix, QPointF(x, middle - s.height() / 2));
            else
                scene.textAt(QPointF(x, middle), t.op, TextRole::Big, Qt::AlignLeft | Qt::AlignVCenter,
                             scene.theme().mutedText);
            x += s.width() + gap;
        }
        // Worked lines, left-aligned under the terms.
        double y = top + m.termsH + (m.linesH > 0 ? gap : 0);
        const double left = topLeft.x() + (width - m.linesW) / 2;
        const double lh = scene.lineHeight(TextRole::Number) * 1.1;
        for (const WorkLine &l : panel.lines) {
            const double cy = y + lh / 2;
            const QRectF a
                = scene.textAt(QPointF(left, cy), l.text, TextRole::Body, Qt::AlignLeft | Qt::AlignVCenter);
            const QRectF b
                = scene.numAt(QPointF(a.right() + scene.base() * 0.4, cy), l.result, TextRole::Number,
                              Qt::AlignLeft | Qt::AlignVCenter, scene.theme().text, true);
            scene.textAt(QPointF(b.right(), cy), l.after, TextRole::Body, Qt::AlignLeft | Qt::AlignVCenter,
                         scene.theme().mutedText);
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
    for (const MatrixPanel &panel : p->panels) {
        metrics.push_back(panelMetrics(scene, panel));
        total += metrics.back().width() + gap;
        height = std::max(height, metrics.back().height(scene.base() * 0.8));
    }
    total = std::max(0.0, total - gap);
    double x = area.left() + (area.width() - total) / 2;
    const double y = area.top() + std::max(0.0, (area.height() - height) / 2);
    for (std::size_t k = 0; k < p->panels.size(); ++k) {
        placePanel(scene, p->panels[k], metrics[k], QPointF(x, y));
        if (k + 1 < p->panels.size()) // a rule between panels that compare
            scene.line(
                QLineF(x + metrics[k].width() + gap / 2, y, x + metrics[k].width() + gap / 2, y + height),
                scene.theme().rule, 1);
        x += metrics[k].width() + gap;
    }
}

} // namespace attn::lesson
