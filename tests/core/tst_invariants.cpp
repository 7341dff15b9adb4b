// Properties that hold for any input: rows sum to one, blocked weights are exactly zero,
// one head is the single-head formula, and huge logits stay finite.
#include "core/attention.h"
#include "core/breakdown.h"

#include <QTest>

#include <cmath>
#include <random>

using namespace attn;

class TestInvariants : public QObject
{
    Q_OBJECT

    static Session randomMasked(unsigned seed, int T, int d, int heads)
    {
        Session s = randomSession(T, d, heads, seed);
        std::mt19937 rng(seed);
        s.causal = seed % 2;
        for (int t = 0; t < T; ++t)
            s.padding[t] = rng() % 5 == 0;
        for (int k = 0; k < T; ++k)
            s.blocked.emplace_back(static_cast<int>(rng() % T), static_cast<int>(rng() % T));
        return s;
    }

private slots:
    void rowsSumToOneAndBlockedAreZero_data()
    {
        QTest::addColumn<unsigned>("seed");
        QTest::addColumn<int>("T");
        QTest::addColumn<int>("d");
        QTest::addColumn<int>("heads");
        for (unsigned seed = 1; seed <= 12; ++seed) {
            const int T = 1 + static_cast<int>(seed * 7 % 23);
            const int heads = 1 << (seed % 3);
            QTest::addRow("seed %u T=%d heads=%d", seed, T, heads) << seed << T << 8 << heads;
        }
    }
    void rowsSumToOneAndBlockedAreZero()
    {
        QFETCH(unsigned, seed);
        QFETCH(int, T);
        QFETCH(int, d);
        QFETCH(int, heads);
        const Session s = randomMasked(seed, T, d, heads);
        QVERIFY(validate(s).empty());
        const AttentionResult r = computeAttention(s);
        QCOMPARE(int(r.heads.size()), heads);
        for (const HeadResult &h : r.heads) {
            for (int i = 0; i < T; ++i) {
                const bool fully = r.mask.row(i).all();
                QCOMPARE(std::count(h.fullyMaskedRows.begin(), h.fullyMaskedRows.end(), i) == 1, fully);
                const double sum = h.weights.row(i).sum();
                QVERIFY2(std::abs(sum - (fully ? 0.0 : 1.0)) < 1e-12, qPrintable(QString::number(sum)));
                for (int j = 0; j < T; ++j) {
                    if (r.mask(i, j))
                        QCOMPARE(h.weights(i, j), 0.0); // exactly, not approximately
                    QVERIFY(h.weights(i, j) >= 0.0);
                }
                if (fully)
                    QVERIFY(h.output.row(i).isZero(0));
            }
        }
    }

    void oneHeadIsTheFormula()
    {
        // softmax(Q Kᵀ / √d) V · W_O, written out directly, with no masks.
        const Session s = randomSession(9, 6, 1, 42);
        const AttentionResult r = computeAttention(s);
        const Matrix Q = s.X * s.Wq, K = s.X * s.Wk, V = s.X * s.Wv;
        Matrix logits = Q * K.transpose() / std::sqrt(6.0);
        Matrix A(9, 9);
        for (int i = 0; i < 9; ++i) {
            const RowVector e = (logits.row(i).array() - logits.row(i).maxCoeff()).exp();
            A.row(i) = e / e.sum();
        }
        const Matrix expected = A * V * s.Wo;
        QVERIFY((r.output - expected).cwiseAbs().maxCoeff() < 1e-12);
        QVERIFY((r.heads[0].weights - A).cwiseAbs().maxCoeff() < 1e-12);
    }

    void headsSplitTheColumns()
    {
        // Head h of a 4-head session equals a 1-head computation on its own column slice.
        const Session s = randomSession(7, 8, 4, 3);
        const AttentionResult r = computeAttention(s);
        for (int h = 0; h < 4; ++h) {
            Session one;
            one.tokens = s.tokens;
            one.X = s.X;
            one.numHeads = 1;
            one.Wq = Matrix::Zero(8, 8);
            one.Wk = Matrix::Zero(8, 8);
            one.Wv = Matrix::Zero(8, 8);
            one.Wq.leftCols(2) = s.Wq.middleCols(2 * h, 2);
            one.Wk.leftCols(2) = s.Wk.middleCols(2 * h, 2);
            one.Wv.leftCols(2) = s.Wv.middleCols(2 * h, 2);
            one.Wo = Matrix::Identity(8, 8);
            one.padding = s.padding;
            one.scale = 1 / std::sqrt(2.0); // d_k of the 4-head split
            const AttentionResult r1 = computeAttention(one);
            QVERIFY((r1.heads[0].weights - r.heads[h].weights).cwiseAbs().maxCoeff() < 1e-12);
            QVERIFY((r1.heads[0].output.leftCols(2) - r.heads[h].output).cwiseAbs().maxCoeff() < 1e-12);
        }
    }

    void hugeLogitsStayFinite_data()
    {
        QTest::addColumn<double>("scale");
        QTest::newRow("1e4") << 1e4;
        QTest::newRow("1e6") << 1e6;
    }
    void hugeLogitsStayFinite()
    {
        QFETCH(double, scale);
        Session s = randomMasked(5, 12, 4, 2);
        s.scale = scale;
        const AttentionResult r = computeAttention(s);
        for (const HeadResult &h : r.heads) {
            QVERIFY(h.weights.allFinite());
            QVERIFY(h.output.allFinite());
            for (int i = 0; i < 12; ++i)
                if (!r.mask.row(i).all())
                    QVERIFY(std::abs(h.weights.row(i).sum() - 1.0) < 1e-12);
        }
        QVERIFY(r.output.allFinite());
        const RowBreakdown b = explainRow(s, r, 1, 3);
        QVERIFY(b.softmax.weights.allFinite());
        QVERIFY(b.softmax.exps.allFinite());
    }

    void breakdownAgreesWithTheMatrix()
    {
        const Session s = randomMasked(8, 10, 8, 2);
        const AttentionResult r = computeAttention(s);
        for (int h = 0; h < 2; ++h)
            for (int i = 0; i < 10; ++i) {
                const RowBreakdown b = explainRow(s, r, h, i);
                QVERIFY((b.softmax.weights - r.heads[h].weights.row(i)).cwiseAbs().maxCoeff() < 1e-14);
                QVERIFY((b.output - r.heads[h].output.row(i)).cwiseAbs().maxCoeff() < 1e-13);
                QVERIFY((b.scores - r.heads[h].scores.row(i)).cwiseAbs().maxCoeff() < 1e-13);
            }
    }

    void validateRefusesBadShapes()
    {
        Session s = lessonSession();
        QVERIFY(validate(s).empty());
        s.numHeads = 3;
        QVERIFY(validate(s).find("num_heads") != std::string::npos);
        s = lessonSession();
        s.Wk.resize(2, 3);
        s.Wk.setZero();
        QVERIFY(validate(s).find("W_K") != std::string::npos);
        s = lessonSession();
        s.X(1, 1) = std::nan("");
        QVERIFY(validate(s).find("embeddings") != std::string::npos);
        s = lessonSession();
        s.blocked.emplace_back(0, 3);
        QVERIFY(validate(s).find("blocked") != std::string::npos);
    }
};

QTEST_APPLESS_MAIN(TestInvariants)
#include "tst_invariants.moc"
