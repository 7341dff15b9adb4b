// Worked: one query's calculation as the lesson writes it on the board — a line per key (its
// label, the expression, the result, a bar), a total under a rule, notes under it, and an
// optional matrix beside (the whole score matrix).
#include "picturepainters.h"

#include <algorithm>

namespace attn::lesson {

namespace {

    struct Columns {
        double label = 0, expression = 0, result = 0, bar = 0, note = 0;
        double gap = 0, rowH = 0;
        double width() const { return label + expression + result + bar + note + gap * 4; }
    };

    Columns columnsOf(const Scene &scene, const WorkedPicture &p)
    {
        Columns c;
        c.gap = scene.base() * 0.8;
        c.rowH = scene.lineHeight(TextRole::Number) * 1.12;
        bool bars = false;
        for (const WorkedRow &r : p.rows) {
            c.label = std::max(c.label, scene.measure(r.label, TextRole::Body).width());
            c.expression = std::max(c.expression, scene.measure(r.expression, TextRole::Body).width());
            c.result = std::max(c.result, scene.measure(r.result, TextRole::Number, true).width());
            c.note = std::max(c.note, scene.measure(r.note, TextRole::Small).width());
            bars = bars || r.bar >= 0;
        }
        c.expression = std::max(c.expression, scene.measure(p.totalLabel, TextRole::Body, true).width());
        c.result = std::max(c.result, scene.measure(p.total, TextRole::Number, true).width());
        c.bar = bars ? scene.base() * 7 : 0;
        return c;
    }

} // namespace

void WorkedPainter::layout(const StepModel &step, const QRectF &area, Scene &scene) const
{
    const WorkedPicture *p = step.as<WorkedPicture>();
    if (!p)
        return;
    const Theme &theme = scene.theme();
    const Columns c = columnsOf(scene, *p);
    const bool hasTotal = !p->totalLabel.isEmpty();
    const double headingH = scene.lineHeight(TextRole::Heading) * 1.3;
    const double barTitleH = c.bar > 0 && !p->barTitle.isEmpty() ? scene.lineHeight(TextRole::Small) : 0;
    const double tableW = std::max(c.width(), headingSize(scene, p->heading).width());
    const double tableH = headingH + barTitleH + c.rowH * (p->rows.size() + (hasTotal ? 1.2 : 0));
    double notesH = 0;
    for (const QString &n : p->notes)
        notesH += scene.wrappedHeight(tableW, n, TextRole::Small) + scene.base() * 0.2;
    const QSizeF side = p->side ? blockSize(scene, *p->side) : QSizeF();
    const double sideGap = p->side ? scene.base() * 2 : 0;
    const double linesH = tableH + (notesH > 0 ? scene.base() * 0.5 + notesH : 0);
    // The matrix beside the lines; under them when side by side is wider than the area (many
    // terms per line) and there is height to spare.
    const bool stacked = p->side && tableW + sideGap + side.width() > area.width()
        && std::max(tableW, side.width()) <= area.width();
    const double stackGap = scene.base() * 1.2;
    const double totalW = stacked ? std::max(tableW, side.width()) : tableW + sideGap + side.width();
    const double totalH = stacked ? linesH + stackGap + side.height() : std::max(linesH, side.height());
    const double left = area.left() + std::max(0.0, (area.width() - totalW) / 2);
    const double top = area.top() + std::max(0.0, (area.height() - totalH) / 2);

    addHeading(scene, QPointF(left, top), p->heading, p->source);
    double y = top + headingH;
    const double xLabel = left, xExpr = xLabel + c.label + c.gap, xResult = xExpr + c.expression + c.gap,
                 xBar = xResult + c.result + c.gap, xNote = xBar + c.bar + (c.bar > 0 ? c.gap : 0);
    if (barTitleH > 0) {
        scene.textAt(QPointF(xBar, y), p->barTitle, TextRole::Small, Qt::AlignLeft, theme.mutedText);
        y += barTitleH;
    }
    for (const WorkedRow &r : p->rows) {
        const double cy = y + c.rowH / 2;
        if (r.blocked)
            scene.box({ QRectF(xLabel - c.gap * 0.3, y + 1, tableW + c.gap * 0.6, c.rowH - 2),
                        theme.blockedFill,
                        {},
                        1,
                        0,
                        false,
                        false });
        scene.textAt(QPointF(xLabel, cy), r.label, TextRole::Body, Qt::AlignLeft | Qt::AlignVCenter,
                     theme.mutedText);
        scene.textAt(QPointF(xExpr + c.expression, cy), r.expression, TextRole::Body,
                     Qt::AlignRight | Qt::AlignVCenter);
        scene.numAt(QPointF(xResult, cy), r.result, TextRole::Number, Qt::AlignLeft | Qt::AlignVCenter,
                    theme.text, true);
        if (r.bar >= 0 && c.bar > 0) {
            const double h = c.rowH * 0.5;
            scene.box({ QRectF(xBar, cy - h / 2, c.bar, h), {}, theme.rule, 1, 0, false, false });
            if (r.bar > 0)
                scene.box({ QRectF(xBar, cy - h / 2, c.bar * std::min(1.0, r.bar), h),
                            r.blocked ? theme.rule : theme.accent2,
                            {},
                            1,
                            0,
                            false,
                            false,
                            r.result.reveal });
        }
        if (!r.note.isEmpty())
            scene.textAt(QPointF(xNote, cy), r.note, TextRole::Small, Qt::AlignLeft | Qt::AlignVCenter,
                         theme.flag);
        y += c.rowH;
    }
    if (hasTotal) {
        y += c.rowH * 0.1;
        scene.line(QLineF(xExpr, y, xResult + c.result, y), theme.frame, 1.5);
        y += c.rowH * 0.1;
        const double cy = y + c.rowH / 2;
        scene.textAt(QPointF(xExpr + c.expression, cy), p->totalLabel, TextRole::Body,
                     Qt::AlignRight | Qt::AlignVCenter, theme.text, true);
        scene.numAt(QPointF(xResult, cy), p->total, TextRole::Number, Qt::AlignLeft | Qt::AlignVCenter,
                    theme.text, true);
        y += c.rowH;
    }
    y += notesH > 0 ? scene.base() * 0.5 : 0;
    for (const QString &n : p->notes) {
        // Notes say how the answers round: they wait for the answers.
        y += scene.wrapped(QPointF(left, y), tableW, n, TextRole::Small, theme.mutedText)
            + scene.base() * 0.2;
        scene.holdLastTextBack();
    }
    if (p->side && stacked)
        addBlock(scene, *p->side, QPointF(left + (totalW - side.width()) / 2, top + linesH + stackGap));
    else if (p->side)
        addBlock(scene, *p->side, QPointF(left + tableW + sideGap, top + (totalH - side.height()) / 2));
}

} // namespace attn::lesson
