// A step as plain text (StepModel::text()): its title, caption, every text of its picture and
// where its numbers come from — what the tests read and a slide says without its drawing.
#include "lessonmodel.h"
#include "lessonscene.h"
#include "stepbuilders.h"

#include "render/notation.h"
#include "render/rendertext.h"

namespace attn::lesson {

namespace {

    // An answer's text, or "?" while it is held back.
    QString said(const Num &n, const RevealState *hidden)
    {
        return hidden && !hidden->isRevealed(n.reveal) ? QStringLiteral("?") : n.text;
    }

    void addBlock(QStringList &out, const MatrixBlock &b, const RevealState *hidden)
    {
        out << b.name + QStringLiteral(" ") + b.shape;
        for (const auto &row : b.rows) {
            QStringList cells;
            for (const Num &n : row)
                cells << said(n, hidden);
            out << cells.join(QStringLiteral("  "));
        }
    }

    struct TextOf {
        QStringList &out;
        const RevealState *hidden = nullptr;
        QString t(const Num &n) const { return said(n, hidden); }
        // What the slide holds back until every answer is out: a picture's notes on rounding,
        // a simulated spread.
        bool allOut() const { return !hidden || hidden->allRevealed(); }
        // A remark beside a number ("≈ 1.05 M") waits for the number when it would give it away.
        QString remark(const Num &n, const QString &after) const
        {
            return hidden && !hidden->isRevealed(n.reveal) && givesAnswerAway(n, after) ? QString() : after;
        }
        void operator()(const StatementsPicture &p) const
        {
            out << p.formula;
            for (const Statement &l : p.lines)
                out << l.text + t(l.value) + remark(l.value, l.after);
        }
        void operator()(const MatricesPicture &p) const
        {
            for (const MatrixPanel &panel : p.panels) {
                out << panel.heading;
                for (const EquationTerm &t : panel.terms) {
                    if (t.matrix)
                        addBlock(out, *t.matrix, hidden);
                    else
                        out << t.op;
                }
                for (const WorkLine &l : panel.lines)
                    out << l.text + QLatin1Char(' ') + t(l.result) + remark(l.result, l.after);
            }
        }
        void operator()(const WorkedPicture &p) const
        {
            out << p.heading;
            for (const WorkedRow &r : p.rows)
                out << r.label + QStringLiteral(": ") + r.expression + QLatin1Char(' ') + t(r.result)
                        + (r.note.isEmpty() ? QString() : QStringLiteral(" (") + r.note + QLatin1Char(')'));
            if (!p.totalLabel.isEmpty())
                out << p.totalLabel + QLatin1Char(' ') + t(p.total);
            if (p.side)
                addBlock(out, *p.side, hidden);
            if (allOut())
                out << p.notes;
        }
        void operator()(const BarsPicture &p) const
        {
            out << p.valueTitle;
            for (const BarGroup &g : p.groups) {
                out << g.heading;
                for (const Bar &b : g.bars)
                    out << b.label + QStringLiteral(": ") + t(b.text);
                out << g.footnote + t(g.footValue);
            }
        }
        void operator()(const HistogramsPicture &p) const
        {
            for (const HistogramRow &r : p.rows) {
                out << r.label;
                for (const Histogram &h : r.items)
                    out << h.heading + QStringLiteral(": ") + h.spreadLabel + QLatin1Char(' ') + t(h.spread)
                            + (h.simulated.isEmpty() || !allOut() ? QString()
                                                                  : QStringLiteral(", ") + h.simulated);
            }
            out << p.sessionLine;
        }
        void operator()(const HeatmapsPicture &p) const
        {
            for (const HeatmapTile &t : p.tiles)
                out << t.heading << t.note;
        }
        void operator()(const ShapesPicture &p) const
        {
            for (const SplitBar &b : p.splits)
                out << b.heading + QStringLiteral(": d_k = ") + t(b.dK);
            out << p.batchHeading;
            for (const BatchRow &r : p.batch)
                out << r.tokens.join(QLatin1Char(' '));
            for (const ShapeColumn &col : p.columns) {
                QStringList shapes;
                for (const Num &n : col.shapes)
                    shapes << t(n);
                out << col.heading + QStringLiteral(": ") + shapes.join(QStringLiteral(" → "));
            }
        }
        void operator()(const CodePicture &p) const
        {
            for (const CodeBlock &b : p.blocks)
                out << b.title << b.lines;
            out << p.footer;
        }
        void operator()(const CurvesPicture &p) const
        {
            out << p.heading;
            if (p.training && !p.training->evals.empty()) {
                const TrainingEval &first = p.training->evals.front(), &last = p.training->evals.back();
                out << LessonText::tr("loss on the repeated half %1 → %2 after %3 steps")
                           .arg(formatGeneral(first.repeatedHalfLoss), formatGeneral(last.repeatedHalfLoss))
                           .arg(last.step);
            }
            if (p.beside)
                out << p.beside->heading << p.beside->note;
            for (const LossSeries &series : p.data.series)
                if (!series.losses.empty())
                    out << LessonText::tr("%1: loss %2 → %3 after %4 steps")
                               .arg(series.name, formatGeneral(series.losses.front()),
                                    formatGeneral(series.losses.back()))
                               .arg(series.losses.size() - 1);
        }
        void operator()(const CostPicture &p) const
        {
            out << p.statusLine << p.sessionLine;
            for (std::size_t i = 0; i < p.tokens.size() && i < p.scoresPerHead.size(); ++i)
                //: %3: a share, "40 %"; %4: empty or ", time ×3.9"
                out << LessonText::tr("T = %1: %2 scores per head, the T² part %3 of the work%4")
                           .arg(p.tokens[i])
                           .arg(t(p.scoresPerHead[i]), p.quadraticShare.at(i),
                                p.growth.at(i).isEmpty() ? QString()
                                                         //: %1: how many times the time grows, "×3.9"
                                                         : LessonText::tr(", time %1").arg(p.growth.at(i)));
        }
    };

} // namespace

QString StepModel::text(const RevealState *hidden) const
{
    QStringList out { QStringLiteral("%1 / %2 %3").arg(number).arg(count).arg(title), caption };
    if (!unavailable.isEmpty())
        out << unavailable;
    else
        std::visit(TextOf { out, hidden }, picture);
    // The conclusion and the notes on rounding say the answers: the slide shows them once every
    // answer is out, and a worksheet never.
    if (!hidden || hidden->allRevealed())
        out << conclusion << roundingNotes;
    if (!fromSession.isEmpty())
        out << LessonText::tr("from this session: %1").arg(fromSession.join(QStringLiteral("; ")));
    if (!lessonConstants.isEmpty())
        out << LessonText::tr("the lesson's constants: %1").arg(lessonConstants.join(QStringLiteral("; ")));
    out.removeAll(QString());
    return out.join(QLatin1Char('\n'));
}

} // namespace attn::lesson
