// The lesson's experiment (the spread of q·k) and the common mistakes the app can show.
#include "core/attention.h"
#include "core/labs.h"

#include <QTest>

#include <cmath>

using namespace attn;

class TestLabs : public QObject
{
    Q_OBJECT
private slots:
    void spreadGrowsAsSqrtDk()
    {
        // "Without scaling it comes out near two, eight and twenty three for d_k of 4, 64 and
        // 512. With the scaling, it stays near one every time."
        const auto rows = dotProductSpread({4, 64, 512}, 10000, 1);
        QCOMPARE(rows.size(), std::size_t(3));
        const double expected[] = {2.0, 8.0, 22.6};
        for (int i = 0; i < 3; ++i) {
            QVERIFY2(std::abs(rows[i].stdUnscaled - expected[i]) < 0.05 * expected[i], qPrintable(QString::number(rows[i].stdUnscaled)));
            QVERIFY(std::abs(rows[i].stdScaled - 1.0) < 0.05);
        }
        QCOMPARE(std::lround(rows[2].stdUnscaled), 23L);
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
