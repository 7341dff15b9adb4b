// Why divide by √d_k: the spread of q·k grows like √d_k (simulated, drawn as histograms), large
// scores saturate the softmax, and a saturated softmax has almost no gradient.
#include "stepbuilders.h"

#include "core/labs.h"
#include "core/softmax.h"
#include "render/notation.h"
#include "render/rendertext.h"

#include <cmath>

namespace attn::lesson {

namespace {

    const std::vector<int> kSpreadDks = { 4, 64, 512 };
    constexpr int kSpreadSamples = 10000;
    constexpr unsigned kSpreadSeed = 1;

    // The lesson's experiment does not depend on the session: drawn once (11.6 million normal
    // numbers), then shared by every build of the step.
    const std::vector<std::vector<double>> &spreadDraws()
    {
        static const std::vector<std::vector<double>> draws
            = dotProductSamples(kSpreadDks, kSpreadSamples, kSpreadSeed);
        return draws;
    }

    RowVector softmaxOf(std::initializer_list<double> logits)
    {
        RowVector l(static_cast<Eigen::Index>(logits.size()));
        int i = 0;
        for (double v : logits)
            l[i++] = v;
        return softmaxSteps(l, std::vector<bool>(logits.size(), false)).weights;
    }

    // 0.9997 and 0.0003 need four decimals; one in ten million is written 1×10⁻⁷, as the lesson does.
    QString saturated(double w)
    {
        return w < 1e-4 ? num(w, 1) : num(w, 4);
    }

    // Of head h's raw scores: all of them up to 512 queries, else the first 512 query rows.
    struct ScoreSpread {
        double raw = 0;
        int rows = 0;
        qint64 count = 0;
    };
    ScoreSpread scoreSpread(const LessonContext &c)
    {
        ScoreSpread out;
        out.rows = std::min(c.T, 512);
        const Matrix Qh = headSlice(c.result->Q, c.head, c.dK).topRows(out.rows); // (rows,d_k)
        const Matrix Kh = headSlice(c.result->K, c.result->kvHeadOf(c.head), c.dK); // (T,d_k)
        const Matrix scores = headScores(Qh, Kh); // (rows,T)
        const std::vector<double> values(scores.data(), scores.data() + scores.size());
        out.raw = spreadOf(values);
        out.count = qint64(values.size());
        return out;
    }

} // namespace

void buildVariance(const LessonContext &c, StepModel &s)
{
    const auto &draws = spreadDraws();
    HistogramsPicture p;
    HistogramRow unscaled { QStringLiteral("q·k"), Source::Lesson, {} };
    HistogramRow scaled { QStringLiteral("q·k ÷ √d_k"), Source::Lesson, {} };
    QStringList spreads;
    for (std::size_t k = 0; k < kSpreadDks.size(); ++k) {
        const int dk = kSpreadDks[k];
        const double sd = spreadOf(draws[k]);
        std::vector<double> divided(draws[k]);
        for (double &v : divided)
            v /= std::sqrt(double(dk));
        const QString heading = QStringLiteral("d_k = %1").arg(dk);
        // The class predicts the spread (√d_k); the simulation is what the key and the reveal show.
        unscaled.items.push_back(
            //: the spread (standard deviation) of the scores, which the class predicts
            { heading, histogram(draws[k], -80, 80, 40), -80, 80, LessonText::tr("predict √d_k ≈"),
              s.answer(LessonText::tr("predicted spread of q·k at d_k = %1 (√d_k)").arg(dk),
                       drawnNumber(QString::number(std::sqrt(double(dk)), 'f', 1)),
                       { QStringLiteral("spread_at_d_k_%1").arg(dk),
                         -1,
                         { std::sqrt(double(dk)) },
                         { double(dk) } }),
              //: the spread the simulation gave: "simulated 8.1"
              LessonText::tr("simulated %1").arg(drawnNumber(QString::number(sd, 'f', 1))) });
        scaled.items.push_back({ heading,
                                 histogram(divided, -4, 4, 40),
                                 -4,
                                 4,
                                 //: a noun: the spread (standard deviation) of the scores
                                 LessonText::tr("spread"),
                                 { drawnNumber(QString::number(spreadOf(divided), 'f', 2)) } });
        spreads << drawnNumber(QString::number(sd, 'f', 1));
    }
    p.rows = { unscaled, scaled };
    const ScoreSpread own = scoreSpread(c);
    //: %3: "Head 1" (or "Head 2 of 8"), %4: "scores of the first 512 queries" or "9 scores"
    p.sessionLine = LessonText::tr("This session: d_k = %1, so random q, k like these would spread √%1 = %2. "
                                   "%3's %4 spread %5 raw, "
                                   "%6 scaled.")
                        .arg(c.dK)
                        .arg(num(std::sqrt(double(c.dK)), 2))
                        .arg(capitalised(headName(c)))
                        .arg(own.rows < c.T ? LessonText::tr("scores of the first %1 queries").arg(own.rows)
                                            //: %1: the count, written with thousands separators
                                            : LessonText::tr("%1 score(s)", nullptr, int(own.count))
                                                  .arg(thousands(double(own.count))))
                        .arg(num(own.raw, 2), num(own.raw * c.row.scale, 2));
    s.picture = p;

    s.caption = LessonText::tr(
        "10,000 random q, k, components independent, mean 0, variance 1: Var(q_i·k_i) = E[q_i²·k_i²] = "
        "E[q_i²]·E[k_i²] = 1, and q·k adds d_k of them, so it spreads √d_k. Divided by √d_k: about 1.");
    s.conclusion = LessonText::tr(
                       "Simulated, the unscaled spreads come out %1 — as predicted, √4 = 2, √64 = 8, √512 ≈ "
                       "22.6; scaled, about 1 each time.")
                       .arg(spreads.join(numberListSeparator()));
    s.lessonConstants
        = { LessonText::tr("d_k = 4, 64 and 512"), LessonText::tr("10,000 random pairs each (seed 1)") };
    s.fromSession = { LessonText::tr("this session's d_k and the spread of its scores") };
}

void buildSaturation(const LessonContext &c, StepModel &s)
{
    BarsPicture p;
    p.valueTitle = LessonText::tr("softmax weights");
    BarGroup raw { LessonText::tr("scores 8, 0, −8 (unscaled)"), Source::Lesson, {}, 1, {}, {} };
    const RowVector w = softmaxOf({ 8, 0, -8 });
    const QStringList labels { QStringLiteral("8"), QStringLiteral("0"), QStringLiteral("−8") };
    for (int j = 0; j < 3; ++j)
        raw.bars.push_back({ labels[j], w[j], { saturated(w[j]) }, j == 0 });
    BarGroup divided { QStringLiteral("÷ √64 = 8: 1, 0, −1"), Source::Lesson, {}, 1, {}, {} };
    const RowVector ws = softmaxOf({ 1, 0, -1 });
    const QStringList scaledLabels { QStringLiteral("1"), QStringLiteral("0"), QStringLiteral("−1") };
    for (int j = 0; j < 3; ++j)
        divided.bars.push_back(
            { scaledLabels[j], ws[j],
              s.answer(LessonText::tr("softmax(1, 0, −1) weight %1").arg(j + 1), num(ws[j]),
                       { QStringLiteral("softmax_of_1_0_-1"), j, { ws[j] }, { 1, 0, -1 } }),
              j == 0 });
    p.groups = { raw, divided };
    if (!c.row.softmax.fullyMasked) {
        BarGroup own { LessonText::tr("this session: %1").arg(queryName(c)), Source::Session, {}, 1, {}, {} };
        const RowVector &wo = c.row.softmax.weights;
        Eigen::Index top = 0;
        wo.maxCoeff(&top);
        // Many keys: one decimal in the labels, so that six fit beside the lesson's two groups.
        const int decimals = c.keys.size() > 4 ? 1 : 2;
        for (int j : c.keys)
            own.bars.push_back({ isBlocked(c, j) ? minusInfinity() : num(c.row.softmax.logits[j], decimals),
                                 wo[j],
                                 { num(wo[j]) },
                                 j == top });
        p.groups.push_back(own);
    }
    s.picture = p;

    s.caption = LessonText::tr(
        "At d_k = 64 typical scores lie about 8 either side of 0. Give 8, 0, −8 to the softmax and it is "
        "practically one-hot; divided by √64 = 8 first, it is not.");
    s.conclusion = LessonText::tr("Unscaled the top key takes %1 % of the attention; scaled, %2 %.")
                       .arg(drawnNumber(QString::number(w[0] * 100, 'f', 2)),
                            drawnNumber(QString::number(ws[0] * 100, 'f', 1)));
    if (!c.row.softmax.fullyMasked)
        s.conclusion += LessonText::tr(" This session's %1: largest weight %2.")
                            .arg(queryName(c), num(c.row.softmax.weights.maxCoeff()));
    s.lessonConstants = { LessonText::tr("scores 8, 0, −8 and, scaled by 8, 1, 0, −1") };
    s.fromSession = { LessonText::tr("the scaled scores and weights of %1").arg(queryName(c)) };
}

void buildGradient(const LessonContext &c, StepModel &s)
{
    BarsPicture p;
    p.valueTitle = LessonText::tr("p(1 − p) of the largest weight (at most 0.25)");
    const double p1 = softmaxOf({ 8, 0, -8 })[0], p2 = softmaxOf({ 1, 0, -1 })[0];
    RowVector tops(2);
    tops << p1, p2;
    const RowVector g = softmaxGradientDiagonal(tops);
    BarGroup lesson { LessonText::tr("the lesson's scores"), Source::Lesson, {}, 0.25, {}, {} };
    lesson.bars.push_back({ QStringLiteral("8, 0, −8\np = %1").arg(saturated(p1)), g[0],
                            s.answer(LessonText::tr("p(1 − p) for 8, 0, −8"), num(g[0], 4),
                                     { QStringLiteral("slope_of_8_0_-8"), -1, { g[0] }, { 8, 0, -8 } }),
                            false });
    lesson.bars.push_back({ QStringLiteral("1, 0, −1\np = %1").arg(num(p2)), g[1],
                            s.answer(LessonText::tr("p(1 − p) for 1, 0, −1"), num(g[1]),
                                     { QStringLiteral("slope_of_1_0_-1"), -1, { g[1] }, { 1, 0, -1 } }),
                            true });
    p.groups.push_back(lesson);
    if (!c.row.softmax.fullyMasked) {
        RowVector top(1);
        top << c.row.softmax.weights.maxCoeff();
        const double go = softmaxGradientDiagonal(top)[0];
        BarGroup own { LessonText::tr("this session"), Source::Session, {}, 0.25, {}, {} };
        own.bars.push_back(
            { QStringLiteral("%1\np = %2").arg(queryName(c), num(top[0])), go, { num(go) }, true });
        p.groups.push_back(own);
    }
    s.picture = p;

    s.caption = LessonText::tr(
        "Training moves the scaled scores along the softmax's slope, p(1 − p) for the top weight. Saturated, "
        "the "
        "slope is almost 0 and Q and K barely learn; scaled, it is near the largest it can be, 0.25.");
    s.conclusion
        = LessonText::tr(
              "%1 against %2: about %3 times less learning signal. Dividing by √d_k keeps the scores' spread "
              "near 1, out of saturation.")
              .arg(num(g[0], 4), num(g[1], 2))
              .arg(qRound(g[1] / g[0]));
    s.lessonConstants = { LessonText::tr("scores 8, 0, −8 and 1, 0, −1") };
    s.fromSession = { LessonText::tr("the largest weight of %1").arg(queryName(c)) };
}

} // namespace attn::lesson
