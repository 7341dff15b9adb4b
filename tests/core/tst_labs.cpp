// The lesson's experiment (the spread of q·k) and the common mistakes the app can show.
#include "core/attention.h"
#include "core/complexity.h"
#include "core/fast_attention.h"
#include "core/labs.h"
#include "core/softmax.h"

#include <QTest>

#include <atomic>
#include <cmath>
#include <numeric>

using namespace attn;

class TestLabs : public QObject {
    Q_OBJECT
private slots:
    void spreadGrowsAsSqrtDk()
    {
        // "Without scaling it comes out near two, eight and twenty three for d_k of 4, 64 and
        // 512. With the scaling, it stays near one every time."
        const auto rows = dotProductSpread({ 4, 64, 512 }, 10000, 1);
        QCOMPARE(rows.size(), std::size_t(3));
        const double expected[] = { 2.0, 8.0, 22.6 };
        for (int i = 0; i < 3; ++i) {
            QVERIFY2(std::abs(rows[i].stdUnscaled - expected[i]) < 0.05 * expected[i],
                     qPrintable(QString::number(rows[i].stdUnscaled)));
            QVERIFY(std::abs(rows[i].stdScaled - 1.0) < 0.05);
        }
        QCOMPARE(std::lround(rows[2].stdUnscaled), 23L);
    }

    void samplesAreTheSpreadsDraws()
    {
        // The histograms of the lesson's step and the table of spreads come from the same draws.
        const auto draws = dotProductSamples({ 4, 64 }, 2000, 5);
        const auto rows = dotProductSpread({ 4, 64 }, 2000, 5);
        QCOMPARE(draws.size(), std::size_t(2));
        QCOMPARE(draws[0].size(), std::size_t(2000));
        QCOMPARE(spreadOf(draws[0]), rows[0].stdUnscaled);
        QCOMPARE(spreadOf(draws[1]), rows[1].stdUnscaled);
    }

    void histogramCountsEveryValue_data()
    {
        QTest::addColumn<std::vector<double>>("values");
        QTest::addColumn<std::vector<int>>("counts");
        QTest::newRow("inside") << std::vector<double> { 0.1, 0.2, 1.5, 3.9 }
                                << std::vector<int> { 2, 1, 0, 1 };
        QTest::newRow("outside go to the end bins")
            << std::vector<double> { -5, 4, 100 } << std::vector<int> { 1, 0, 0, 2 };
        QTest::newRow("bin edges belong to the right bin")
            << std::vector<double> { 1.0, 2.0 } << std::vector<int> { 0, 1, 1, 0 };
    }
    void histogramCountsEveryValue()
    {
        QFETCH(std::vector<double>, values);
        QFETCH(std::vector<int>, counts);
        const std::vector<int> got = histogram(values, 0, 4, 4);
        QCOMPARE(got, counts);
        QCOMPARE(std::accumulate(got.begin(), got.end(), 0), int(values.size()));
    }

    void saturationKillsTheGradient()
    {
        // "With p at 0.9997, that is about three ten-thousandths"; scaled by 8, about 0.22.
        RowVector logits(3);
        logits << 8, 0, -8;
        const RowVector p = softmaxSteps(logits, { false, false, false }).weights;
        const RowVector g = softmaxGradientDiagonal(p);
        QVERIFY2(std::abs(g[0] - 0.000335) < 0.00001, qPrintable(QString::number(g[0])));
        const RowVector ps = softmaxSteps(logits / 8, { false, false, false }).weights;
        QVERIFY(std::abs(ps[0] - 0.665) < 0.0005);
        const RowVector gs = softmaxGradientDiagonal(ps);
        QVERIFY2(std::abs(gs[0] - 0.2227) < 0.001, qPrintable(QString::number(gs[0])));
    }

    void coldSoftmaxIsTheHardLookup()
    {
        // The lesson's token 2: logits 1.414, 0.707, 2.121.
        RowVector logits(3);
        logits << std::sqrt(2.0), std::sqrt(0.5), 3 / std::sqrt(2.0);
        const std::vector<bool> open(3, false);
        const RowVector warm = softmaxAtTemperature(logits, open, 1.0);
        QVERIFY(std::abs(warm[2] - 0.576) < 0.0005);
        const RowVector cool = softmaxAtTemperature(logits, open, 0.1);
        QVERIFY(cool[2] > 0.999);
        const RowVector hard = softmaxAtTemperature(logits, open, 0.0);
        QCOMPARE(hard[0], 0.0);
        QCOMPARE(hard[1], 0.0);
        QCOMPARE(hard[2], 1.0);
        // Blocked keys are never chosen, even when their logit is the largest.
        const RowVector masked = softmaxAtTemperature(logits, { false, false, true }, 0.0);
        QCOMPARE(masked[0], 1.0);
        QCOMPARE(masked[2], 0.0);
        QVERIFY(softmaxAtTemperature(logits, { true, true, true }, 0.0).isZero());
    }

    void costMeasuresEachSize()
    {
        std::vector<double> fractions;
        const auto m
            = measureForwardPasses({ 16, 32 }, 8, 2, nullptr, [&](double f) { fractions.push_back(f); });
        QCOMPARE(m.size(), std::size_t(2));
        QCOMPARE(m[0].tokens, 16);
        QCOMPARE(m[1].tokens, 32);
        QVERIFY(m[0].seconds >= 0 && m[0].runs == costRunsFor(16)); // timed runs, the warm-up aside
        // The bytes are the real result's, and agree with the estimate the app refuses sessions by.
        QCOMPARE(m[1].bytes, estimateBytes(32, 8, 2));
        QVERIFY(!fractions.empty());
        QVERIFY(std::is_sorted(fractions.begin(), fractions.end()));
        QVERIFY(std::abs(fractions.back() - 1.0) < 1e-9);
    }

    void costMeasurementCanBeCancelled()
    {
        std::atomic<bool> cancel { true };
        bool cancelled = false;
        const auto m = measureForwardPasses({ 256, 512 }, 64, 2, &cancel, {}, &cancelled);
        QVERIFY(m.empty());
        QVERIFY(cancelled);
        // Cancelled during the second size: the first stays measured.
        std::atomic<bool> later { false };
        const auto some = measureForwardPasses(
            { 16, 4096 }, 64, 1, &later,
            [&](double f) {
                if (f > 0.001) // into the 4096 tokens (16 tokens are 0.04 % of the work)
                    later = true;
            },
            &cancelled);
        QVERIFY(cancelled);
        QCOMPARE(some.size(), std::size_t(1));
        QCOMPARE(some[0].tokens, 16);
    }

    void doublingTokensRunFromFirstToLast()
    {
        QCOMPARE(doublingTokens(256, 4096), (std::vector<int> { 256, 512, 1024, 2048, 4096 }));
        QCOMPARE(doublingTokens(256, 300), (std::vector<int> { 256 }));
    }

    void maskAfterSoftmaxBreaksTheRowSums()
    {
        Session s = lessonSession();
        s.causal = true;
        const AttentionResult r = computeAttention(s);
        const Matrix logits = headScores(r.Q, r.K) * r.scale;
        const Matrix wrong = maskAfterSoftmax(logits, r.mask);
        // Token two: the unmasked 0.284, 0.140 survive and the future is cut: sum 0.424.
        QVERIFY(std::abs(wrong(1, 0) - 0.284) < 5e-4);
        QVERIFY(std::abs(wrong(1, 1) - 0.140) < 5e-4);
        QCOMPARE(wrong(1, 2), 0.0);
        QVERIFY(std::abs(wrong.row(1).sum() - 0.424) < 1e-3);
        QVERIFY(std::abs(wrong.row(2).sum() - 1.0) < 1e-12); // nothing blocked in the last row
    }

    void wrongAxisNormalisesColumns()
    {
        Session s = randomSession(7, 4, 1, 3);
        s.causal = true;
        const AttentionResult r = computeAttention(s);
        const Matrix logits = headScores(r.Q, r.K) * r.scale;
        const Matrix wrong = softmaxOverQueries(logits, r.mask);
        for (int j = 0; j < 7; ++j)
            QVERIFY(std::abs(wrong.col(j).sum() - 1.0) < 1e-12);
        QVERIFY(std::abs(wrong.row(0).sum() - 1.0) > 1e-3); // the rows no longer do
        for (int i = 0; i < 7; ++i)
            for (int j = i + 1; j < 7; ++j)
                QCOMPARE(wrong(i, j), 0.0);
    }

    void reshapeWithoutTransposeScramblesTokens()
    {
        Matrix M(3, 4); // 3 tokens, d_model 4, 2 heads of d_k 2
        M << 0, 1, 2, 3, //
            10, 11, 12, 13, //
            20, 21, 22, 23;
        // Right: head 1 is columns 2–3 of every token. Wrong: rows 3–5 of the buffer in pairs.
        const Matrix wrong = reshapeWithoutTranspose(M, 2, 1);
        Matrix expected(3, 2);
        expected << 12, 13, //
            20, 21, //
            22, 23;
        QVERIFY(wrong == expected);
        QVERIFY(reshapeWithoutTranspose(M, 1, 0) == M); // one head: no harm done
    }
};

QTEST_APPLESS_MAIN(TestLabs)
#include "tst_labs.moc"
