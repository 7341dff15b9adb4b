// The lesson's learning steps: one gradient step on the session's own tokens ("we can train it
// with gradient descent"), and the saturation race measured ("saturation kills learning").
#include "stepbuilders.h"

#include "core/complexity.h"
#include "core/fast_gradient.h"
#include "core/training.h"
#include "io/session_json.h"
#include "render/notation.h"
#include "render/rendertext.h"

#include <cmath>

namespace attn::lesson {

namespace {

    constexpr double kStepLr = 0.1; // the one step's learning rate, a lesson constant
    constexpr int kRaceSteps = 200;

    QString optimizerName(Optimizer o)
    {
        return o == Optimizer::Adam ? QStringLiteral("Adam") : QStringLiteral("SGD");
    }

    // The session's target, or else "every token's output should be its own embedding".
    Matrix targetOf(const LessonContext &c)
    {
        return c.session.target ? *c.session.target : c.session.X;
    }

    // Up to `count` indices of n around i (i among them), in order.
    std::vector<int> nearby(int i, int n, int count)
    {
        const int first = std::clamp(i - (count - 1) / 2, 0, std::max(0, n - count));
        std::vector<int> out;
        for (int k = first; k < std::min(n, first + count); ++k)
            out.push_back(k);
        return out;
    }

    // The entry of W_Q that moves most (largest |gradient|), row and column.
    std::pair<int, int> largestEntry(const Matrix &g)
    {
        Eigen::Index r = 0, col = 0;
        g.cwiseAbs().maxCoeff(&r, &col);
        return { int(r), int(col) };
    }

} // namespace

void buildLearningStep(const LessonContext &c, StepModel &s)
{
    const Matrix target = targetOf(c);
    const AttentionResult &r = *c.result;
    // The gradient at this session's result (no T×T matrix kept).
    const auto g = computeGradientFast(c.session, r, target, { .inputGradient = false });
    if (!g)
        return;
    Session stepped = c.session;
    stepped.Wq -= kStepLr * g->dWq; // one SGD step of W_Q alone
    const double after = squaredErrorLoss(computeAttention(stepped, { .keepScores = false }).output, target);

    const auto [row, col] = largestEntry(g->dWq);
    auto isAnswer = [&, row = row, col = col](int i, int j) { return i == row && j == col; };
    MatrixPanel panel;
    panel.heading = c.session.target
        ? LessonText::tr("this session and its target")
        : LessonText::tr("this session, target = X (each output its own embedding)");
    panel.source = Source::Session;
    const QStringList noLabels;
    const int reveal = s.reveal(LessonText::tr("W_Q[%1, %2] after the step").arg(row + 1).arg(col + 1),
                                num(stepped.Wq(row, col)),
                                { QStringLiteral("W_Q[%1,%2].after_one_step").arg(row).arg(col),
                                  -1,
                                  { stepped.Wq(row, col) },
                                  { c.session.Wq(row, col), kStepLr, g->dWq(row, col) } });
    // Three matrices side by side: a wide W_Q is shown by the rows and columns around the entry
    // that moves most, so the numbers stay large.
    const std::vector<int> rows = withGaps(nearby(row, c.dModel, 3), c.dModel, false);
    const int wqCols = static_cast<int>(c.session.Wq.cols()); // num_heads·head_dim, d_model without them
    const std::vector<int> cols = withGaps(nearby(col, wqCols, 2), wqCols, false);
    QStringList rowNumbers; // a wide W_Q's rows are numbered, as its columns are
    for (int i = 0; i < c.dModel; ++i)
        rowNumbers << QString::number(i + 1);
    auto block = [&](const QString &name, const Matrix &m, const std::function<int(int, int)> &answer) {
        return c.dModel <= 3 ? makeBlock(name, m, noLabels, -1, answer)
                             : makeBlockOf(name, m, rowNumbers, -1, answer, rows, cols);
    };
    panel.terms.push_back({ {}, block(QStringLiteral("W_Q"), c.session.Wq, {}) });
    panel.terms.push_back({ QStringLiteral("− %1 ·").arg(num(kStepLr, 1)), std::nullopt });
    panel.terms.push_back({ {}, block(QStringLiteral("∂L/∂W_Q"), g->dWq, {}) });
    panel.terms.push_back({ QStringLiteral("="), std::nullopt });
    // the name of a matrix: W_Q after the step of gradient descent
    panel.terms.push_back({ {}, block(LessonText::tr("W_Q after"), stepped.Wq, [&](int i, int j) {
                                return isAnswer(i, j) ? reveal : -1;
                            }) });
    panel.lines.push_back(
        { LessonText::tr("loss ½·Σ(output − target)² before the step ="), { num(g->loss) }, {} });
    panel.lines.push_back({ LessonText::tr("after one step of W_Q ="), { num(after) }, {} });
    s.picture = MatricesPicture { { panel } };

    s.caption
        = LessonText::tr(
              "Attention is smooth arithmetic, so the loss has a gradient: ∂L/∂W_Q says how fast the loss "
              "grows as "
              "each entry of W_Q grows. A step of gradient descent moves every entry a little against it, "
              "W_Q − %1·∂L/∂W_Q.")
              .arg(num(kStepLr, 1));
    const double d = g->dWq(row, col);
    const QString conclusion = d > 0
        ? LessonText::tr(
            "W_Q[%1, %2] has the largest gradient, %3: raising it raises the loss, so the step lowers it, to "
            "%4. One step takes the loss from %5 to %6; training is this step, repeated.")
        : LessonText::tr(
            "W_Q[%1, %2] has the largest gradient, %3: raising it lowers the loss, so the step raises it, to "
            "%4. One step takes the loss from %5 to %6; training is this step, repeated.");
    s.conclusion = conclusion.arg(row + 1).arg(col + 1).arg(num(d), num(stepped.Wq(row, col)), num(g->loss),
                                                            num(after));
    s.lessonConstants = { LessonText::tr("the learning rate %1").arg(num(kStepLr, 1)) };
    s.fromSession = { c.session.target ? LessonText::tr("W_Q, the output and the target")
                                       : LessonText::tr("W_Q, the output and X as the target") };
}

void buildRace(const LessonContext &c, StepModel &s)
{
    // This session's task when it has one and is small enough to train here; else the preset
    // made for the race (d_k = 64).
    std::optional<Session> task;
    bool own = false;
    const double perStep = trainingStepFlops(c.T, c.dModel);
    if (c.session.target && perStep * kRaceSteps * 2 < 4e9) {
        task = c.session;
        own = true;
    } else {
        QString error;
        task = io::loadPreset(QStringLiteral("learn-saturation"), &error);
    }
    if (!task)
        return;
    TrainSettings settings;
    settings.optimizer = task->training ? task->training->optimizer : Optimizer::Sgd;
    settings.lr = task->training ? task->training->lr : 0.003;
    auto [scaled, unscaled] = raceSessions(*task);
    const TrainRun a = train(scaled, settings, kRaceSteps), b = train(unscaled, settings, kRaceSteps);

    CurvesPicture p;
    p.source = own ? Source::Session : Source::Lesson;
    p.heading = own ? LessonText::tr("this session's task, %1 steps of %2")
                          .arg(kRaceSteps)
                          .arg(optimizerName(settings.optimizer))
                    : LessonText::tr("learn-saturation: d_k = 64, %1 steps of SGD").arg(kRaceSteps);
    p.data.series.push_back({ LessonText::tr("scaled by 1/√d_k"), a.losses });
    //: a training curve's name: the scores not divided by √d_k
    p.data.series.push_back({ LessonText::tr("unscaled"), b.losses });
    s.picture = p;

    const double ratio = b.losses.back() / std::max(a.losses.back(), 1e-300);
    s.reveal(LessonText::tr("unscaled loss ÷ scaled loss after %1 steps").arg(kRaceSteps), num(ratio, 1));
    //: "the scale": the factor the scores are multiplied by, 1/√d_k or 1
    s.caption = LessonText::tr(
        "The same task trained twice with the same steps; the only difference is the scale. Which curve "
        "stalls, and how many times higher does its loss end?");
    s.conclusion
        = LessonText::tr(
              "Unscaled, the softmax starts nearly one-hot, p(1 − p) ≈ 0, and the loss stalls at %1; "
              "scaled by 1/√d_k it learns, down to %2: %3 times lower. Measured, not stated.")
              .arg(num(b.losses.back()), num(a.losses.back()), num(ratio, 1));
    if (own)
        s.fromSession = { LessonText::tr("the task: embeddings, weights, target and training settings") };
    else
        s.lessonConstants = { LessonText::tr("the learn-saturation preset, trained here") };
}

} // namespace attn::lesson
