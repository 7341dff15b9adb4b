// The lesson "Attention, Computed by Hand", asserted number by number at the precision the
// lesson prints (three decimals unless it says otherwise).
#include "core/attention.h"
#include "core/breakdown.h"

#include <QTest>

#include <cmath>

using namespace attn;

class TestLesson : public QObject {
    Q_OBJECT

    static void near(double actual, double expected, double tol, const char *what)
    {
        if (std::abs(actual - expected) > tol)
            QFAIL(qPrintable(QStringLiteral("%1: got %2, expected %3 ± %4")
                                 .arg(what)
                                 .arg(actual, 0, 'g', 12)
                                 .arg(expected)
                                 .arg(tol)));
    }
    static void rowIs(MatrixRef m, int row, std::initializer_list<double> expected, double tol,
                      const char *what)
    {
        QCOMPARE(m.cols(), Eigen::Index(expected.size()));
        int j = 0;
        for (double e : expected)
            near(m(row, j++), e, tol, what);
    }

private slots:
    void projections()
    {
        const AttentionResult r = computeAttention(lessonSession());
        // "So Q has rows one zero, one one, and two one."
        rowIs(r.Q, 0, { 1, 0 }, 0, "Q row 1");
        rowIs(r.Q, 1, { 1, 1 }, 0, "Q row 2");
        rowIs(r.Q, 2, { 2, 1 }, 0, "Q row 3");
        // "So K has rows one one, zero one, and one two."
        rowIs(r.K, 0, { 1, 1 }, 0, "K row 1");
        rowIs(r.K, 1, { 0, 1 }, 0, "K row 2");
        rowIs(r.K, 2, { 1, 2 }, 0, "K row 3");
        // "V with rows two zero, zero one, and two one."
        rowIs(r.V, 0, { 2, 0 }, 0, "V row 1");
        rowIs(r.V, 1, { 0, 1 }, 0, "V row 2");
        rowIs(r.V, 2, { 2, 1 }, 0, "V row 3");
    }

    void scores()
    {
        const AttentionResult r = computeAttention(lessonSession());
        rowIs(r.heads[0].scores, 0, { 1, 0, 1 }, 0, "scores row 1");
        rowIs(r.heads[0].scores, 1, { 2, 1, 3 }, 0, "scores row 2");
        rowIs(r.heads[0].scores, 2, { 3, 1, 4 }, 0, "scores row 3");
        near(r.scale, 1 / std::sqrt(2.0), 1e-15, "scale");
    }

    void softmaxOfTokenTwo()
    {
        const Session s = lessonSession();
        const AttentionResult r = computeAttention(s);
        const RowBreakdown b = explainRow(s, r, 0, 1);
        // "Its scores two, one, three become 1.414, 0.707 and 2.121."
        near(b.softmax.logits[0], 1.414, 5e-4, "scaled 1");
        near(b.softmax.logits[1], 0.707, 5e-4, "scaled 2");
        near(b.softmax.logits[2], 2.121, 5e-4, "scaled 3");
        // e^1.414 = 4.113, e^0.707 = 2.028, e^2.121 = 8.342 (unshifted exponentials, as on the slide).
        const double shift = std::exp(b.softmax.rowMax);
        near(b.softmax.exps[0] * shift, 4.113, 5e-4, "exp 1");
        near(b.softmax.exps[1] * shift, 2.028, 5e-4, "exp 2");
        near(b.softmax.exps[2] * shift, 8.342, 5e-4, "exp 3");
        near(b.softmax.sum * shift, 14.48, 5e-3, "sum");
        // "0.284, 0.140 and 0.576. They add to one."
        near(b.softmax.weights[0], 0.284, 5e-4, "weight 1");
        near(b.softmax.weights[1], 0.140, 5e-4, "weight 2");
        near(b.softmax.weights[2], 0.576, 5e-4, "weight 3");
        near(b.softmax.weights.sum(), 1.0, 1e-15, "weights sum");
        // "Add them: the output is 1.72, 0.72."
        near(b.output[0], 1.72, 5e-3, "output 1");
        near(b.output[1], 0.72, 5e-3, "output 2");
        near(r.output(1, 0), 1.72, 5e-3, "output row 2, 1");
        near(r.output(1, 1), 0.72, 5e-3, "output row 2, 2");
    }

    void causalRowTwo()
    {
        Session s = lessonSession();
        s.causal = true;
        const AttentionResult r = computeAttention(s);
        // "Token two with scores 1.414, 0.707 and −∞ gives 4.113, 2.028, 0. Sum 6.141."
        const RowBreakdown b = explainRow(s, r, 0, 1);
        const double shift = std::exp(b.softmax.rowMax);
        near(b.softmax.sum * shift, 6.141, 5e-4, "causal sum");
        QCOMPARE(b.softmax.exps[2], 0.0);
        QCOMPARE(b.reasons[2], std::uint8_t(BlockedCausal));
        // "The weights for token two become 0.670 and 0.330, and zero for the future."
        rowIs(r.heads[0].weights, 1, { 0.670, 0.330, 0.0 }, 5e-4, "causal row 2");
        QCOMPARE(r.heads[0].weights(1, 2), 0.0);
        // Masking after softmax is wrong: the row no longer sums to one.
        QVERIFY(std::abs(b.maskAfterSoftmax.sum() - 1.0) > 0.1);
    }

    void saturation_data()
    {
        QTest::addColumn<double>("factor");
        QTest::addColumn<double>("w0");
        QTest::addColumn<double>("w1");
        QTest::addColumn<double>("w2");
        QTest::addColumn<double>("tol");
        // "Feed scores of 8, 0 and −8 into softmax: 0.9997, 0.0003 and one in ten million."
        QTest::newRow("unscaled 8,0,-8") << 1.0 << 0.9997 << 0.0003 << 1e-7 << 5e-5;
        // "Scaling by eight turns them into 1, 0, −1: 0.665, 0.245, 0.090."
        QTest::newRow("scaled by 1/8") << 0.125 << 0.665 << 0.245 << 0.090 << 5e-4;
    }
    void saturation()
    {
        QFETCH(double, factor);
        QFETCH(double, w0);
        QFETCH(double, w1);
        QFETCH(double, w2);
        QFETCH(double, tol);
        RowVector logits(3);
        logits << 8 * factor, 0, -8 * factor;
        const SoftmaxSteps s = softmaxSteps(logits, { false, false, false });
        near(s.weights[0], w0, tol, "w0");
        near(s.weights[1], w1, tol, "w1");
        near(s.weights[2], w2, std::max(tol, 5e-8), "w2");
        // The gradient factor p(1 − p) of the largest weight.
        if (factor == 1.0)
            near(s.weights[0] * (1 - s.weights[0]), 0.0003, 5e-5, "p(1-p)");
    }
};

QTEST_APPLESS_MAIN(TestLesson)
#include "tst_lesson.moc"
