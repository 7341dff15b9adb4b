// The session edits (core/sessionedit.h): each returns a valid session, and everything tied to
// a token position or to d_model follows the edit.
#include "core/attention.h"
#include "core/sessionedit.h"

#include <QTest>

#include <algorithm>

using namespace attn;

namespace {

// A session using every feature an edit must keep in step.
Session rich(int T, int d, int heads, unsigned seed)
{
    Session s = randomSession(T, d, heads, seed);
    s.causal = true;
    s.prefix = std::min(2, T);
    s.window = 3;
    s.segments.resize(std::size_t(T));
    for (int t = 0; t < T; ++t)
        s.segments[std::size_t(t)] = t < T / 2 ? 0 : 1;
    s.padding[std::size_t(T - 1)] = true;
    s.blocked = { { T - 1, 0 }, { 1, 1 }, { T - 2, T - 3 } };
    s.bQ = RowVector::LinSpaced(d, 0.1, 0.9);
    s.bO = RowVector::Constant(d, -0.5);
    s.target = Matrix::Random(T, d);
    s.training = TrainingSettings { Optimizer::Adam, 0.01 };
    for (int t = 0; t < T; ++t)
        s.tokens[std::size_t(t)] = "w" + std::to_string(t);
    return s;
}

// Where token "wN" is now, or −1.
int positionOf(const Session &s, int original)
{
    const auto it = std::find(s.tokens.begin(), s.tokens.end(), "w" + std::to_string(original));
    return it == s.tokens.end() ? -1 : int(it - s.tokens.begin());
}

// Every token still there sits with its own row of X, padding flag and sentence, and every
// blocked cell between two tokens still there still names them.
void checkTokensTravel(const Session &before, const Session &after)
{
    for (int o = 0; o < before.tokenCount(); ++o) {
        const int n = positionOf(after, o);
        if (n < 0)
            continue;
        QCOMPARE(after.X.row(n), before.X.row(o));
        QCOMPARE(bool(after.padding[std::size_t(n)]), bool(before.padding[std::size_t(o)]));
        QCOMPARE(after.segments[std::size_t(n)], before.segments[std::size_t(o)]);
        QCOMPARE(after.target->row(n), before.target->row(o));
    }
    for (auto [i, j] : before.blocked) {
        const int ni = positionOf(after, i), nj = positionOf(after, j);
        const bool kept = std::find(after.blocked.begin(), after.blocked.end(), std::pair { ni, nj })
            != after.blocked.end();
        QCOMPARE(kept, ni >= 0 && nj >= 0);
    }
}

} // namespace

class TestSessionEdit : public QObject {
    Q_OBJECT
private slots:
    void insert_data()
    {
        QTest::addColumn<int>("at");
        QTest::newRow("first") << 0;
        QTest::newRow("inside the prefix") << 1;
        QTest::newRow("middle") << 3;
        QTest::newRow("last") << 6;
        QTest::newRow("past the end (clamped)") << 99;
    }
    void insert()
    {
        QFETCH(int, at);
        const Session s = rich(6, 4, 2, 1);
        const Session e = withTokenInserted(s, at, "new");
        QCOMPARE(validate(e), std::string());
        QCOMPARE(e.tokenCount(), 7);
        const int where = std::min(at, 6);
        QCOMPARE(e.tokens[std::size_t(where)], std::string("new"));
        QVERIFY(e.X.row(where).isZero());
        QVERIFY(e.target->row(where).isZero()); // a new token's target: zeros
        QCOMPARE(e.target->rows(), Eigen::Index(7));
        QCOMPARE(e.training, s.training);
        QVERIFY(!e.padding[std::size_t(where)]);
        QCOMPARE(e.segments[std::size_t(where)], s.segments[std::size_t(std::max(where - 1, 0))]);
        QCOMPARE(e.prefix, where < s.prefix ? s.prefix + 1 : s.prefix);
        checkTokensTravel(s, e);
    }

    void remove_data()
    {
        QTest::addColumn<int>("t");
        for (int t : { 0, 1, 2, 5 })
            QTest::addRow("token %d", t) << t;
    }
    void remove()
    {
        QFETCH(int, t);
        const Session s = rich(6, 4, 2, 2);
        const Session e = withTokenRemoved(s, t);
        QCOMPARE(validate(e), std::string());
        QCOMPARE(e.tokenCount(), 5);
        QCOMPARE(positionOf(e, t), -1);
        QCOMPARE(e.target->rows(), Eigen::Index(5));
        QCOMPARE(e.prefix, t < s.prefix ? s.prefix - 1 : s.prefix);
        checkTokensTravel(s, e);
    }

    void move_data()
    {
        QTest::addColumn<int>("from");
        QTest::addColumn<int>("to");
        QTest::newRow("first to last") << 0 << 5;
        QTest::newRow("last to first") << 5 << 0;
        QTest::newRow("one step") << 2 << 3;
    }
    void move()
    {
        QFETCH(int, from);
        QFETCH(int, to);
        const Session s = rich(6, 4, 2, 3);
        const Session e = withTokenMoved(s, from, to);
        QCOMPARE(validate(e), std::string());
        QCOMPARE(positionOf(e, from), to);
        QCOMPARE(e.blocked.size(), s.blocked.size());
        checkTokensTravel(s, e);
    }

    void dModel_data()
    {
        QTest::addColumn<int>("d");
        QTest::addColumn<int>("heads");
        QTest::newRow("grow, heads still divide") << 8 << 2;
        QTest::newRow("shrink, heads still divide") << 2 << 2;
        QTest::newRow("odd: one head left") << 3 << 1;
    }
    void dModel()
    {
        QFETCH(int, d);
        QFETCH(int, heads);
        const Session s = rich(5, 4, 2, 4);
        const Session e = withDModel(s, d);
        QCOMPARE(validate(e), std::string());
        QCOMPARE(e.dModel(), d);
        QCOMPARE(e.numHeads, heads);
        const int keep = std::min(4, d);
        QCOMPARE(e.X.leftCols(keep), s.X.leftCols(keep));
        QCOMPARE(e.target->cols(), Eigen::Index(d));
        QCOMPARE(e.target->leftCols(keep), s.target->leftCols(keep)); // the overlapping block
        QCOMPARE(e.Wk.topLeftCorner(keep, keep), s.Wk.topLeftCorner(keep, keep));
        QCOMPARE(e.bQ.head(keep), s.bQ.head(keep));
        QCOMPARE(e.bO.size(), Eigen::Index(d));
        QCOMPARE(e.bK.size(), Eigen::Index(0)); // absent stays absent
        for (int k = keep; k < d; ++k) { // a new dimension passes straight through
            QCOMPARE(e.Wq(k, k), 1.0);
            QCOMPARE(e.Wq.row(k).sum(), 1.0);
            QVERIFY(e.X.col(k).isZero());
            QVERIFY(e.target->col(k).isZero());
            QCOMPARE(e.bQ(k), 0.0);
        }
    }

    // Today's keys: the heads keep their shape whatever d_model becomes (lesson-rope's d 2 → 3
    // would otherwise give an odd d_k the rotation cannot turn).
    void dModelKeepsTodaysHeads_data()
    {
        QTest::addColumn<int>("d");
        QTest::newRow("odd") << 3;
        QTest::newRow("grow") << 6;
        QTest::newRow("shrink to one") << 1;
    }
    void dModelKeepsTodaysHeads()
    {
        QFETCH(int, d);
        Session s = rich(5, 4, 2, 4);
        s.numKvHeads = 1;
        s.Wk = s.Wk.leftCols(2).eval(); // one K/V head of d_k 2
        s.Wv = s.Wv.leftCols(2).eval();
        s.bK.resize(0);
        s.bV = RowVector::Constant(2, 0.5);
        s.qNorm = RowVector::Constant(2, 1.5);
        s.rope = Rope {};
        QCOMPARE(validate(s), std::string());
        const Session e = withDModel(s, d);
        QCOMPARE(validate(e), std::string());
        QCOMPARE(e.dModel(), d);
        QCOMPARE(e.numHeads, 2);
        QCOMPARE(e.kvHeads(), 1);
        QCOMPARE(e.dK(), 2); // written down now: head_dim 2
        QVERIFY(e.headDim);
        QCOMPARE(e.Wq.cols(), Eigen::Index(4));
        QCOMPARE(e.Wk.cols(), Eigen::Index(2));
        QCOMPARE(e.Wo.rows(), Eigen::Index(4));
        QCOMPARE(e.Wo.cols(), Eigen::Index(d));
        QCOMPARE(e.bV, s.bV);
        QCOMPARE(e.qNorm, s.qNorm);
        const int keep = std::min(4, d);
        QCOMPARE(e.Wq.topRows(keep), s.Wq.topRows(keep));
        QCOMPARE(computeAttention(e).output.cols(), Eigen::Index(d));
    }

    // RoPE's explicit positions belong to the places: a new token follows the one before it and
    // pushes the later ones on; a removed token's place goes; a moved token takes its new place's.
    void ropePositionsFollowTheEdits()
    {
        Session s = rich(4, 4, 2, 8);
        s.rope = Rope { 100, { 0, 2, 5, 9 }, {} };
        QCOMPARE(validate(s), std::string());
        const Session ins = withTokenInserted(s, 2, "x");
        QCOMPARE(ins.rope->positions, (std::vector<double> { 0, 2, 3, 6, 10 }));
        QCOMPARE(validate(ins), std::string());
        QCOMPARE(withTokenInserted(s, 0, "x").rope->positions, (std::vector<double> { -1, 1, 3, 6, 10 }));
        const Session rem = withTokenRemoved(s, 1);
        QCOMPARE(rem.rope->positions, (std::vector<double> { 0, 5, 9 }));
        QCOMPARE(validate(rem), std::string());
        const Session mov = withTokenMoved(s, 0, 3);
        QCOMPARE(mov.rope->positions, s.rope->positions);
        QCOMPARE(mov.tokens.back(), s.tokens.front());
        QCOMPARE(computeAttention(ins).heads[0].weights.rows(), Eigen::Index(5));
    }

    void withoutTargetStaysWithout()
    {
        Session s = rich(5, 4, 2, 6);
        s.target.reset();
        for (const Session &e : { withTokenInserted(s, 2, "x"), withTokenRemoved(s, 1),
                                  withTokenMoved(s, 0, 4), withDModel(s, 6) }) {
            QCOMPARE(validate(e), std::string());
            QVERIFY(!e.target);
        }
    }

    void fills()
    {
        const Matrix m = Matrix::Constant(3, 4, 2.0);
        QVERIFY(filledMatrix(m, Fill::Identity, 1, 1, 1).isIdentity());
        QVERIFY(filledMatrix(m, Fill::Zeros, 1, 1, 1).isZero());
        QCOMPARE(filledMatrix(m, Fill::Scale, 0.5, 1, 1), Matrix(Matrix::Constant(3, 4, 1.0)));
        const Matrix a = filledMatrix(m, Fill::Random, 1, 7, 1), b = filledMatrix(m, Fill::Random, 1, 7, 1);
        QCOMPARE(a, b); // seeded: the same twice
        QVERIFY(a != filledMatrix(m, Fill::Random, 1, 8, 1));
        for (Eigen::Index k = 0; k < a.size(); ++k) // three decimals, readable on a slide
            QCOMPARE(std::round(a.data()[k] * 1000) / 1000, a.data()[k]);
        QCOMPARE(a.rows(), 3);
        QCOMPARE(a.cols(), 4);
    }
};

QTEST_GUILESS_MAIN(TestSessionEdit)
#include "tst_sessionedit.moc"
