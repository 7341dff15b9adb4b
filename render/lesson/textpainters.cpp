// Pictures made mostly of text: statements (a formula and a few big lines), code, and shapes
// (the heads' column blocks, a padded batch, the shape of every step as a table).
#include "picturepainters.h"
#include "render/rendertext.h"

#include <algorithm>

namespace attn::lesson {

// ---- statements -------------------------------------------------------------------------------

void StatementsPainter::layout(const StepModel &step, const QRectF &area, Scene &scene) const
{
    const StatementsPicture *p = step.as<StatementsPicture>();
    if (!p)
        return;
    const Theme &theme = scene.theme();
    const double b = scene.base();
    struct Line {
        const Statement *s;
        double width, height;
    };
    std::vector<Line> lines;
    double total = p->formula.isEmpty() ? 0 : scene.lineHeight(TextRole::Formula) + b * 1.5;
    for (const Statement &s : p->lines) {
        const TextRole valueRole = s.big ? TextRole::Big : TextRole::Number;
        const double w
            = scene.measure(LessonStyle::mark(s.source) + QStringLiteral("  "), TextRole::Caption).width()
            + scene.measure(s.text, TextRole::Caption).width()
            + scene.measure(s.value, valueRole, true).width()
            + scene.measure(s.after, TextRole::Caption).width();
        const double h = std::max(scene.lineHeight(TextRole::Caption), scene.lineHeight(valueRole)) * 1.25;
        lines.push_back({ &s, w, h });
        total += h;
    }
    // Points to remember (plain lines) start at one left edge, as a list does.
    double plainW = 0;
    for (const Line &l : lines)
        if (l.s->plain)
            plainW = std::max(plainW, l.width);
    double y = area.top() + std::max(0.0, (area.height() - total) / 2);
    if (!p->formula.isEmpty()) {
        const QSizeF f = scene.measure(p->formula, TextRole::Formula, true);
        const QRectF box(area.center().x() - f.width() / 2, y, f.width(), f.height());
        scene.box(
            { box.adjusted(-b, -b * 0.3, b, b * 0.3), theme.panel, theme.rule, 1, b * 0.4, false, false });
        scene.textAt(QPointF(area.center().x(), y), p->formula, TextRole::Formula, Qt::AlignHCenter,
                     theme.text, true);
        y += scene.lineHeight(TextRole::Formula) + b * 1.5;
    }
    for (const Line &l : lines) {
        const Statement &s = *l.s;
        const TextRole valueRole = s.big ? TextRole::Big : TextRole::Number;
        const double cy = y + l.height / 2;
        double x = area.center().x() - (s.plain ? plainW : l.width) / 2;
        x = scene
                .textAt(QPointF(x, cy),
                        (s.plain ? QStringLiteral("•") : LessonStyle::mark(s.source)) + QStringLiteral("  "),
                        TextRole::Caption, Qt::AlignLeft | Qt::AlignVCenter,
                        s.plain ? theme.mutedText : scene.style().markColor(s.source))
                .right();
        x = scene.textAt(QPointF(x, cy), s.text, TextRole::Caption, Qt::AlignLeft | Qt::AlignVCenter).right();
        x = scene
                .numAt(QPointF(x, cy), s.value, valueRole, Qt::AlignLeft | Qt::AlignVCenter, theme.text, true)
                .right();
        scene.textAt(QPointF(x, cy), s.after, TextRole::Caption, Qt::AlignLeft | Qt::AlignVCenter);
        if (givesAnswerAway(s.value, s.after)) // "≈ 1.05 M" beside a blank to fill in
            scene.holdLastTextBack();
        y += l.height;
    }
}

// ---- code -------------------------------------------------------------------------------------

void CodePainter::layout(const StepModel &step, const QRectF &area, Scene &scene) const
{
    const CodePicture *p = step.as<CodePicture>();
    if (!p)
        return;
    const Theme &theme = scene.theme();
    const double b = scene.base(), pad = b * 0.6;
    double width = 0, height = 0;
    const double lh = scene.lineHeight(TextRole::Code) * 0.9,
                 headH = scene.lineHeight(TextRole::Heading) * 1.1;
    for (const CodeBlock &block : p->blocks) {
        for (const QString &l : block.lines)
            width = std::max(width, scene.measure(l, TextRole::Code).width());
        width = std::max(width, headingSize(scene, block.title).width() - 2 * pad);
        height += headH + lh * block.lines.size() + 2 * pad + b * 0.8;
    }
    const double footH = p->footer.isEmpty() ? 0 : scene.lineHeight(TextRole::Small) * 1.3;
    height += footH;
    const double boxW = width + 2 * pad;
    const double left = area.left() + (area.width() - boxW) / 2;
    double y = area.top() + std::max(0.0, (area.height() - height) / 2);
    for (const CodeBlock &block : p->blocks) {
        addHeading(scene, QPointF(left, y), block.title, Source::Session);
        y += headH;
        const double boxH = lh * block.lines.size() + 2 * pad;
        scene.box({ QRectF(left, y, boxW, boxH), theme.panel, theme.rule, 1, b * 0.3, false, false });
        double ly = y + pad;
        for (const QString &l : block.lines) {
            const bool comment = l.trimmed().startsWith(QLatin1Char('#'));
            scene.textAt(QPointF(left + pad, ly + lh / 2), l, TextRole::Code,
                         Qt::AlignLeft | Qt::AlignVCenter, comment ? theme.mutedText : theme.text);
            ly += lh;
        }
        y += boxH + b * 0.8;
    }
    if (footH > 0)
        scene.textAt(QPointF(area.center().x(), y), p->footer, TextRole::Small, Qt::AlignHCenter,
                     theme.mutedText);
}

// ---- shapes -----------------------------------------------------------------------------------

namespace {

    double addSplit(Scene &scene, const SplitBar &s, const QRectF &area, double y)
    {
        const Theme &theme = scene.theme();
        const double b = scene.base();
        const double width = std::min(area.width(), b * 46);
        const double left = area.center().x() - width / 2;
        addHeading(scene, QPointF(left, y), s.heading, s.source);
        y += scene.lineHeight(TextRole::Heading) * 1.2;
        const double barH = b * 2.2;
        const int heads = std::max(1, s.heads);
        const double blockW = width / heads;
        for (int h = 0; h < heads; ++h) {
            const QRectF r(left + h * blockW, y, blockW, barH);
            scene.box({ r, scene.style().headTint(h), theme.frame, 1, 0, false, false });
            const QString label = heads <= 8 ? LessonText::tr("head %1").arg(h + 1) : QString::number(h + 1);
            if (scene.measure(label, TextRole::Small).width() + b * 0.3 < blockW)
                scene.textAt(r.center(), label, TextRole::Small, Qt::AlignCenter);
        }
        y += barH + b * 0.15;
        const int dk = s.dModel / heads;
        //: which columns of d_model one head takes: "columns 1–8" (one head's d_k)
        const QString span = dk > 1 ? LessonText::tr("columns 1–%1").arg(dk) : LessonText::tr("column 1");
        if (scene.measure(span, TextRole::Small).width() < width * 0.45)
            scene.textAt(QPointF(left, y), span, TextRole::Small, Qt::AlignLeft, theme.mutedText);
        const QString formula = QStringLiteral("d_k = %1 / %2 = ").arg(s.dModel).arg(heads);
        const double fw = scene.measure(formula, TextRole::Body).width()
            + scene.measure(s.dK, TextRole::Number, true).width();
        const double cy = y + scene.lineHeight(TextRole::Number) / 2;
        const QRectF a = scene.textAt(QPointF(left + width - fw, cy), formula, TextRole::Body,
                                      Qt::AlignLeft | Qt::AlignVCenter);
        scene.numAt(QPointF(a.right(), cy), s.dK, TextRole::Number, Qt::AlignLeft | Qt::AlignVCenter,
                    theme.text, true);
        return y + scene.lineHeight(TextRole::Number) + b * 0.8;
    }

    double addBatch(Scene &scene, const ShapesPicture &p, const QRectF &area, double y)
    {
        const Theme &theme = scene.theme();
        const double b = scene.base();
        const double chipH = scene.lineHeight(TextRole::Body) * 1.1, gap = b * 0.4;
        double width = 0;
        const QString rowLabel = LessonText::tr("sentence %1").arg(2) + QStringLiteral("  ");
        const double labelW = scene.measure(rowLabel, TextRole::Small).width();
        for (const BatchRow &r : p.batch) {
            double w = labelW;
            for (const QString &t : r.tokens)
                w += scene.measure(t, TextRole::Body).width() + b * 0.8 + gap;
            width = std::max(width, w);
        }
        width = std::max(width, headingSize(scene, p.batchHeading).width());
        const double left = area.center().x() - width / 2;
        addHeading(scene, QPointF(left, y), p.batchHeading, Source::Lesson);
        y += scene.lineHeight(TextRole::Heading) * 1.2;
        int n = 0;
        for (const BatchRow &r : p.batch) {
            scene.textAt(QPointF(left, y + chipH / 2), LessonText::tr("sentence %1").arg(++n),
                         TextRole::Small, Qt::AlignLeft | Qt::AlignVCenter, theme.mutedText);
            double x = left + labelW;
            for (int k = 0; k < r.tokens.size(); ++k) {
                const bool pad = k < int(r.padding.size()) && r.padding[static_cast<std::size_t>(k)];
                const double w = scene.measure(r.tokens.at(k), TextRole::Body).width() + b * 0.8;
                scene.box({ QRectF(x, y, w, chipH), pad ? theme.blockedFill : theme.panel, theme.rule, 1,
                            b * 0.25, pad, false });
                scene.textAt(QPointF(x + w / 2, y + chipH / 2), r.tokens.at(k), TextRole::Body,
                             Qt::AlignCenter, pad ? theme.mutedText : theme.text);
                x += w + gap;
            }
            y += chipH + b * 0.3;
        }
        return y + b * 0.5;
    }

    double addShapeTable(Scene &scene, const ShapesPicture &p, const QRectF &area, double y)
    {
        const Theme &theme = scene.theme();
        const double b = scene.base();
        const double rowH = scene.lineHeight(TextRole::Number) * 0.95;
        double stageW = 0, symbolicW = 0;
        for (const QString &s : p.stages)
            stageW = std::max(stageW, scene.measure(s, TextRole::Body).width());
        for (const QString &s : p.symbolic)
            symbolicW = std::max(symbolicW, scene.measure(s, TextRole::Body).width());
        std::vector<double> colW;
        for (const ShapeColumn &c : p.columns) {
            double w = headingSize(scene, c.heading).width();
            for (const Num &n : c.shapes)
                w = std::max(w, scene.measure(n, TextRole::Number, true).width());
            colW.push_back(w);
        }
        const double gap = b * 1.4;
        double width = stageW + gap + symbolicW;
        for (double w : colW)
            width += gap + w;
        const double left = area.center().x() - width / 2;
        const double symbolicX = left + stageW + gap;
        double x = symbolicX + symbolicW + gap;
        const double headY = y;
        //: a column heading: a matrix's shape, "T × d_model"
        scene.textAt(QPointF(symbolicX, headY), LessonText::tr("shape"), TextRole::Small, Qt::AlignLeft,
                     theme.mutedText, true);
        std::vector<double> colX;
        for (std::size_t c = 0; c < p.columns.size(); ++c) {
            colX.push_back(x);
            addHeading(scene, QPointF(x, headY), p.columns[c].heading, p.columns[c].source);
            x += colW[c] + gap;
        }
        y += scene.lineHeight(TextRole::Heading) * 1.15;
        scene.line(QLineF(left, y, left + width, y), theme.frame, 1);
        for (int i = 0; i < p.stages.size(); ++i) {
            const double cy = y + rowH / 2;
            if (i % 2 == 1)
                scene.box({ QRectF(left - b * 0.3, y, width + b * 0.6, rowH),
                            theme.panel,
                            {},
                            1,
                            0,
                            false,
                            false });
            scene.textAt(QPointF(left, cy), p.stages.at(i), TextRole::Body, Qt::AlignLeft | Qt::AlignVCenter,
                         theme.mutedText);
            scene.textAt(QPointF(symbolicX, cy), p.symbolic.value(i), TextRole::Body,
                         Qt::AlignLeft | Qt::AlignVCenter);
            for (std::size_t c = 0; c < p.columns.size(); ++c)
                if (i < int(p.columns[c].shapes.size()))
                    scene.numAt(QPointF(colX[c], cy), p.columns[c].shapes[static_cast<std::size_t>(i)],
                                TextRole::Number, Qt::AlignLeft | Qt::AlignVCenter, theme.text, true);
            y += rowH;
        }
        return y;
    }

} // namespace

void ShapesPainter::layout(const StepModel &step, const QRectF &area, Scene &scene) const
{
    const ShapesPicture *p = step.as<ShapesPicture>();
    if (!p)
        return;
    // Laid out from the top first, then moved to the middle of the area.
    Scene part(scene.style());
    double y = area.top();
    for (const SplitBar &s : p->splits)
        y = addSplit(part, s, area, y);
    if (!p->batch.empty())
        y = addBatch(part, *p, area, y);
    if (!p->stages.isEmpty())
        y = addShapeTable(part, *p, area, y);
    const QRectF used = part.bounds();
    part.translate(QPointF(0, std::max(0.0, (area.height() - used.height()) / 2) + area.top() - used.top()));
    scene.append(part);
}

} // namespace attn::lesson
