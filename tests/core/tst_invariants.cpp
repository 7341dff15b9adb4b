// Properties that hold for any input: rows sum to one, blocked weights are exactly zero,
// one head is the single-head formula, huge logits stay finite, biases enter where the
// contract says; and validate() refuses what the contract does not allow.
#include "core/attention.h"
#include "core/breakdown.h"

#include <QTest>

#include <cmath>
#include <limits>
#include <random>

using namespace attn;

class TestInvariants : public QObject {
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
        // The newer masks and the biases on some seeds: each combination turns up.
        if (seed % 3 != 0)
            s.window = 1 + static_cast<int>(rng() % (T + 1));
        if (seed % 4 < 2)
            s.prefix = static_cast<int>(rng() % (T + 1));
        if (seed % 5 < 3)
            for (int t = 0; t < T; ++t)
                s.segments.push_back(t * 3 / T);
        if (seed % 2 == 0)
            for (RowVector *b : { &s.bQ, &s.bK, &s.bV, &s.bO })
                *b = RowVector::Random(d);
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

    void validateRefusesBadMasksAndBiases_data()
    {
        QTest::addColumn<int>("change");
        QTest::addColumn<QString>("message");
        QTest::newRow("window 0") << 0 << "window: 0 must be a whole number ≥ 1";
        QTest::newRow("prefix past T") << 1 << "prefix: 4 is outside 0…3";
        QTest::newRow("negative prefix") << 2 << "prefix: -1 is outside 0…3";
        QTest::newRow("segments too short") << 3 << "segments: 2 ids for 3 tokens";
        QTest::newRow("bias too long") << 4 << "b_K: 3 numbers, expected 2";
        QTest::newRow("bias not finite") << 5 << "b_V: entry 1 is not a finite number";
        QTest::newRow("bias too big") << 6 << "b_O: entry 0 is 2e+06, outside ±1e+06";
        QTest::newRow("notes too long") << 7 << "notes: 4001 bytes, more than the limit of 4000";
        QTest::newRow("too many blocked") << 8 << "blocked: 1000001 pairs, more than the limit of 1000000";
        QTest::newRow("target too few rows") << 9 << "target: shape 2×2, expected 3×2";
        QTest::newRow("target too wide") << 10 << "target: shape 3×3, expected 3×2";
        QTest::newRow("target not finite") << 11 << "target: row 2, column 1 is not a finite number";
        QTest::newRow("target absurd") << 12 << "target: row 0, column 0 is -3e+06, outside ±1e+06";
        QTest::newRow("lr zero") << 13 << "training: lr 0 must be a positive, finite number";
        QTest::newRow("lr infinite") << 14 << "training: lr inf must be a positive, finite number";
    }
    void validateRefusesBadMasksAndBiases()
    {
        QFETCH(int, change);
        QFETCH(QString, message);
        Session s = lessonSession();
        switch (change) {
        case 0:
            s.window = 0;
            break;
        case 1:
            s.prefix = 4;
            break;
        case 2:
            s.prefix = -1;
            break;
        case 3:
            s.segments = { 0, 1 };
            break;
        case 4:
            s.bK = RowVector::Zero(3);
            break;
        case 5:
            s.bV = RowVector::Zero(2);
            s.bV[1] = std::nan("");
            break;
        case 6:
            s.bO = RowVector::Constant(2, 2e6);
            break;
        case 7:
            s.notes.assign(4001, 'n');
            break;
        case 8:
            s.blocked.assign(1'000'001, { 0, 0 });
            break;
        case 9:
            s.target = Matrix::Zero(2, 2);
            break;
        case 10:
            s.target = Matrix::Zero(3, 3);
            break;
        case 11:
            s.target = Matrix::Zero(3, 2);
            (*s.target)(2, 1) = std::nan("");
            break;
        case 12:
            s.target = Matrix::Zero(3, 2);
            (*s.target)(0, 0) = -3e6;
            break;
        case 13:
            s.training = TrainingSettings { Optimizer::Sgd, 0.0 };
            break;
        case 14:
            s.training = TrainingSettings { Optimizer::Adam, std::numeric_limits<double>::infinity() };
            break;
        }
        QCOMPARE(QString::fromStdString(validate(s)), message);
    }

    void validateAcceptsTheNewKeys()
    {
        Session s = lessonSession();
        s.causal = true;
        s.window = 1;
        s.prefix = 3; // 0…T, both ends included
        s.segments = { -5, 7, 7 };
        s.bQ = RowVector::Constant(2, -1e6);
        s.notes.assign(4000, 'n');
        s.blocked.assign(1'000'000, { 0, 0 });
        QCOMPARE(QString::fromStdString(validate(s)), QString());
    }

    void sameSessionTakesAnEmptyBiasForZeros()
    {
        Session a = lessonSession(), b = lessonSession();
        b.bQ = RowVector::Zero(2);
        QVERIFY(sameSession(a, b));
        QVERIFY(sameSession(b, a));
        b.bQ[1] = 1e-300;
        QVERIFY(!sameSession(a, b));
        // Numbers, not bits: −0 is 0; the last number of W_O differing is told.
        b = lessonSession();
        a.Wo(a.Wo.rows() - 1, a.Wo.cols() - 1) = 0.0;
        b.Wo(b.Wo.rows() - 1, b.Wo.cols() - 1) = -0.0;
        QVERIFY(sameSession(a, b));
        b.Wo(b.Wo.rows() - 1, b.Wo.cols() - 1) = 1e-300;
        QVERIFY(!sameSession(a, b));
        a = lessonSession();
        b = lessonSession();
        for (auto change : { +[](Session &x) { x.window = 2; }, +[](Session &x) { x.prefix = 1; },
                             +[](Session &x) {
                                 x.segments = { 0, 0, 1 };
                             },
                             +[](Session &x) { x.notes.assign(1, 'n'); },
                             +[](Session &x) { x.bO = RowVector::Ones(2); } }) {
            Session c = lessonSession();
            change(c);
            QVERIFY(!sameSession(a, c));
        }
    }

    void biasesEnterEveryStep()
    {
        // Q = X·W_Q + b_Q and so on; scores are those of the biased Q and K; output = concat·W_O + b_O.
        Session s = lessonSession();
        s.bQ = (RowVector(2) << 0.5, -1).finished();
        s.bK = (RowVector(2) << 1, 0).finished();
        s.bV = (RowVector(2) << 0, 2).finished();
        s.bO = (RowVector(2) << 3, 4).finished();
        const AttentionResult r = computeAttention(s);
        const Matrix Q = (s.X * s.Wq).rowwise() + s.bQ, K = (s.X * s.Wk).rowwise() + s.bK;
        const Matrix V = (s.X * s.Wv).rowwise() + s.bV;
        QVERIFY((r.Q - Q).cwiseAbs().maxCoeff() < 1e-15);
        QVERIFY((r.K - K).cwiseAbs().maxCoeff() < 1e-15);
        QVERIFY((r.V - V).cwiseAbs().maxCoeff() < 1e-15);
        QVERIFY((r.heads[0].scores - Q * K.transpose()).cwiseAbs().maxCoeff() < 1e-14);
        const Matrix out = (r.concat * s.Wo).rowwise() + s.bO;
        QVERIFY((r.output - out).cwiseAbs().maxCoeff() < 1e-15);
        QVERIFY((r.heads[0].output - r.heads[0].weights * V).cwiseAbs().maxCoeff() < 1e-14);
    }
};

QTEST_APPLESS_MAIN(TestInvariants)
#include "tst_invariants.moc"
