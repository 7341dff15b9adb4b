// What the views read out of a result (core/summaries.h): a head's scores whether the result
// kept them or not, one row of them, the mean over heads, and the open-cell statistics a colour
// bar spans — each against the plain definition, on random sessions with masks.
#include "core/summaries.h"

#include <QTest>

#include <cmath>
#include <limits>

using namespace attn;

namespace {

Session maskedSession(int T, int d, int heads, unsigned seed)
{
    Session s = randomSession(T, d, heads, seed);
    s.causal = true;
    s.window = 5;
    s.padding.assign(std::size_t(T), false);
    s.padding[std::size_t(T - 1)] = true;
    return s;
}

} // namespace

class TestSummaries : public QObject {
    Q_OBJECT
private slots:
    void scoresKeptOrNotAreQTimesKTransposed_data()
    {
        QTest::addColumn<bool>("keep");
        QTest::newRow("kept") << true;
        QTest::newRow("not kept") << false;
    }
    void scoresKeptOrNotAreQTimesKTransposed()
    {
        QFETCH(bool, keep);
        const Session s = maskedSession(17, 12, 3, 4);
        const AttentionResult r = computeAttention(s, { .keepScores = keep });
        QCOMPARE(r.heads[1].scores.size() != 0, keep);
        for (int h = 0; h < 3; ++h) {
            const Matrix expected = r.Q.middleCols(h * 4, 4) * r.K.middleCols(h * 4, 4).transpose();
            const Matrix got = headScores(r, h);
            QCOMPARE(got.rows(), 17);
            QVERIFY((got - expected).cwiseAbs().maxCoeff() < 1e-12);
            RowVector row(17);
            for (int i = 0; i < 17; ++i) {
                headScoresRow(r, h, i, row);
                QVERIFY((row - expected.row(i)).cwiseAbs().maxCoeff() < 1e-12);
            }
        }
    }

    void meanOverHeads()
    {
        const Session s = maskedSession(9, 8, 4, 2);
        const AttentionResult r = computeAttention(s);
        const Matrix mean = meanWeights(r);
        RowVector row(9);
        for (int i = 0; i < 9; ++i) {
            meanWeightsRow(r, i, row);
            for (int j = 0; j < 9; ++j) {
                double sum = 0;
                for (const HeadResult &h : r.heads)
                    sum += h.weights(i, j);
                QVERIFY(std::abs(mean(i, j) - sum / 4) < 1e-15);
                QVERIFY(std::abs(row(j) - sum / 4) < 1e-15);
            }
        }
        QCOMPARE(meanWeights(AttentionResult {}).size(), Eigen::Index(0));
    }

    // Blocked cells and non-finite values do not count; a row with nothing positive divides by 1.
    void openCellStatsSkipBlockedAndNonFinite()
    {
        Matrix v(3, 3);
        v << 0.5, 9.0, -2.0, //
            -1.0, -3.0, std::numeric_limits<double>::infinity(), //
            0.25, std::nan(""), 0.75;
        ReasonMatrix why = ReasonMatrix::Zero(3, 3);
        why(0, 1) = BlockedCausal; // the 9 is blocked: it must not set the scale
        const CellStats st = openCellStats(v, &why);
        QCOMPARE(st.maxAbs, 3.0);
        QCOMPARE(st.max, 0.75);
        QCOMPARE(st.rowMax(0), 0.5);
        QCOMPARE(st.rowMax(1), 1.0); // nothing positive
        QCOMPARE(st.rowMax(2), 0.75);

        const CellStats every = openCellStats(v, nullptr); // a difference: every cell counts
        QCOMPARE(every.maxAbs, 9.0);
        QCOMPARE(every.max, 9.0);
        QCOMPARE(every.rowMax(0), 9.0);
        const ReasonMatrix none;
        QCOMPARE(openCellStats(v, &none).max, 9.0); // no reasons: nothing blocked
    }

    // Rows long enough for the four lanes and a tail: a blocked, infinite or NaN cell that would
    // be the largest, at every position of a row, never counts; the open ones around it do.
    void openCellStatsAtEveryPositionOfALongRow()
    {
        const double inf = std::numeric_limits<double>::infinity();
        for (const int cols : { 4, 7, 13 })
            for (int at = 0; at < cols; ++at)
                for (const int what : { 0, 1, 2, 3 }) { // blocked 50, +inf, −inf, NaN
                    Matrix v(2, cols);
                    for (int j = 0; j < cols; ++j) {
                        v(0, j) = 0.1 * (j + 1) * (j % 2 ? -1 : 1);
                        v(1, j) = -0.5 - j;
                    }
                    ReasonMatrix why = ReasonMatrix::Zero(2, cols);
                    const double big[] = { 50.0, inf, -inf, std::nan("") };
                    v(0, at) = big[what];
                    v(1, at) = -big[what];
                    if (what == 0) {
                        why(0, at) = BlockedCausal;
                        why(1, at) = BlockedCausal;
                    }
                    double maxAbs = 0, max = 0, row0 = 0;
                    for (int i = 0; i < 2; ++i)
                        for (int j = 0; j < cols; ++j)
                            if (j != at) {
                                maxAbs = std::max(maxAbs, std::abs(v(i, j)));
                                max = std::max(max, v(i, j));
                                if (i == 0)
                                    row0 = std::max(row0, v(i, j));
                            }
                    const CellStats st = openCellStats(v, &why);
                    QCOMPARE(st.maxAbs, maxAbs);
                    QCOMPARE(st.max, max);
                    QCOMPARE(st.rowMax(0), row0 > 0 ? row0 : 1.0);
                    QCOMPARE(st.rowMax(1), 1.0); // nothing positive
                }
    }

    // On a real masked result: the same numbers as reading every open cell by hand.
    void openCellStatsOfAMaskedHead()
    {
        const Session s = maskedSession(21, 6, 2, 9);
        const AttentionResult r = computeAttention(s);
        const ReasonMatrix why = blockReasonMatrix(s);
        const Matrix logits = headScores(r, 0) * r.scale;
        const CellStats st = openCellStats(logits, &why);
        double maxAbs = 0, max = 0;
        for (int i = 0; i < 21; ++i) {
            double rowMax = 0;
            for (int j = 0; j < 21; ++j)
                if (!r.mask(i, j)) {
                    maxAbs = std::max(maxAbs, std::abs(logits(i, j)));
                    max = std::max(max, logits(i, j));
                    rowMax = std::max(rowMax, logits(i, j));
                }
            QCOMPARE(st.rowMax(i), rowMax > 0 ? rowMax : 1.0);
        }
        QCOMPARE(st.maxAbs, maxAbs);
        QCOMPARE(st.max, max);
    }
};

QTEST_GUILESS_MAIN(TestSummaries)
#include "tst_summaries.moc"
