// Beyond the lesson: what attention heads become when a model learns. The step shows a run the
// app recorded (recordedrun.inc, written by scripts/record-induction-run.py from the app's own
// train-model log): a two-layer model trained from random weights on the induction task, its loss
// on the repeated half stepping down as a previous-token head and an induction head form, and the
// induction head's weights on a sequence said twice. Labs ▸ Train a Model trains it live.
#include "stepbuilders.h"

#include "recordedrun.inc"

#include "render/rendertext.h"

#include <QString>

#include <cmath>
#include <iterator>

namespace attn::lesson {

static_assert(std::size(recorded::kWeights) == std::size_t(recorded::kTokenCount * (recorded::kTokenCount + 1) / 2),
              "the recorded head's weights are the causal triangle of its tokens");
static_assert(std::size(recorded::kTokens) == std::size_t(recorded::kTokenCount));

namespace {

    TrainingCurvesData recordedCurves()
    {
        using namespace recorded;
        TrainingCurvesData d;
        d.layers = kLayers;
        d.heads = kHeads;
        for (const Point &p : kPoints) {
            TrainingEval e;
            e.step = p.step;
            e.repeatedHalfLoss = p.repeatedHalfLoss;
            e.previousToken.assign(std::begin(p.previousToken), std::end(p.previousToken));
            e.induction.assign(std::begin(p.induction), std::end(p.induction));
            d.evals.push_back(std::move(e));
        }
        // Only the held-out curves: the batch loss was logged every 25 steps, not at each step.
        return d;
    }

    std::shared_ptr<const HeatmapData> recordedHead()
    {
        using namespace recorded;
        auto h = std::make_shared<HeatmapData>();
        const int T = kTokenCount;
        h->kind = HeatmapKind::Weights;
        h->head = kInductionHead;
        h->headCount = kHeads;
        h->title = LessonText::tr("Layer %1 · head %2").arg(kInductionLayer + 1).arg(kInductionHead + 1);
        for (int t = 0; t < T; ++t)
            h->rowLabels << (t == 0 ? QStringLiteral("BOS") : QString::fromUtf8(kTokens[t]));
        h->colLabels = h->rowLabels;
        h->padding.assign(std::size_t(T), false);
        h->values = Matrix::Zero(T, T);
        h->reasons = ReasonMatrix::Zero(T, T);
        int k = 0;
        for (int i = 0; i < T; ++i)
            for (int j = 0; j < T; ++j) {
                if (j <= i)
                    h->values(i, j) = kWeights[k++];
                else
                    h->reasons(i, j) = BlockedCausal;
            }
        h->computeStats();
        return h;
    }

} // namespace

void buildInductionRun(const LessonContext &, StepModel &s)
{
    using namespace recorded;
    const TrainingCurvesData curves = recordedCurves();
    const TrainingRise previous = previousTokenRise(curves), induction = inductionRise(curves);
    CurvesPicture p;
    p.source = Source::Lesson;
    const int steps = curves.steps();
    p.heading = LessonText::tr("recorded: a 2-layer model learns to repeat, %1 steps in %2 s")
                    .arg(thousands(steps))
                    .arg(std::lround(kSeconds));
    p.training = curves;
    HeatmapTile tile;
    //: %1: the head, as "L2 H1" (layer 2, head 1)
    tile.heading = LessonText::tr("its induction head, %1, after training")
                       .arg(attn::headName(kInductionLayer, kInductionHead));
    tile.source = Source::Lesson;
    tile.data = recordedHead();
    tile.note
        = LessonText::tr("each letter of the second copy looks at the letter after its first occurrence");
    p.beside = tile;
    s.picture = p;

    const TrainingEval &last = curves.evals.back();
    const auto riseText = [](const TrainingRise &r, int heads) {
        //: a head and the training step where it formed: "L1 H3 at step 450"
        return r.step
            ? LessonText::tr("%1 at step %2").arg(attn::headName(r.head / heads, r.head % heads)).arg(*r.step)
            //: the head has not formed yet
            : LessonText::tr("not yet");
    };
    s.caption
        = LessonText::tr("A model with two layers of attention learns, from random weights, to continue "
                         "random letters said twice. Its loss on the repeated half falls slowly, then "
                         "steps down: what formed there?");
    s.reveal(LessonText::tr("what formed where the loss stepped down"),
             LessonText::tr("a previous-token head and an induction head"));
    s.conclusion
        = LessonText::tr("Two heads formed together: a previous-token head (%1) and an induction head "
                         "(%2) that uses it to find each letter's earlier place and copy what came "
                         "next. The loss on the repeated half fell to %3; with the induction head "
                         "switched off it is %4. Labs ▸ Train a Model trains it live.")
              .arg(riseText(previous, kHeads), riseText(induction, kHeads), num(last.repeatedHalfLoss, 2),
                   num(kLossWithoutIt, 2));
    s.action = QStringLiteral("train-model");
    s.lessonConstants
        = { QString::fromUtf8(kCommand), LessonText::tr("recorded once by the app; not this session") };
}

} // namespace attn::lesson
