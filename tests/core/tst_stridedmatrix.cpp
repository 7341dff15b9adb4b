// Each head's T×T weights and scores as core keeps them (core/stridedmatrix.h): a block with room
// beyond the size, so that a token added at the end of a large session grows them where they
// are. The type on its own, then a session grown and cut a token at a time: every step equal to
// a full pass, and every reader of strided rows (the fast pass into the result's own memory, the
// fast gradient, a copy) reading them right.
#include "core/attention.h"
#include "core/fast_attention.h"
#include "core/fast_gradient.h"
#include "core/incremental.h"

#include <QTest>

#include <random>
#include <type_traits>

using namespace attn;
using Eigen::Index;

namespace {

// |a − b| within 1e-12 of b's largest |value| (at least 1), the shapes equal.
bool close(MatrixRef a, MatrixRef b)
{
    if (a.rows() != b.rows() || a.cols() != b.cols())
        return false;
    if (a.size() == 0)
        return true;
    const double scale = std::max(1.0, b.cwiseAbs().maxCoeff());
    return (a - b).cwiseAbs().maxCoeff() <= 1e-12 * scale;
}

// Every matrix a view reads, against a full pass.
bool sameAsFullPass(const AttentionResult &got, const Session &s)
{
    const AttentionResult want = computeAttention(s);
    if (!close(got.Q, want.Q) || !close(got.K, want.K) || !close(got.V, want.V) || !close(got.output, want.output)
        || got.heads.size() != want.heads.size() || !(got.mask == want.mask))
        return false;
    for (std::size_t h = 0; h < want.heads.size(); ++h)
        if (!close(got.heads[h].weights, want.heads[h].weights) || !close(got.heads[h].output, want.heads[h].output)
            || (got.heads[h].scores.size() && !close(got.heads[h].scores, want.heads[h].scores)))
            return false;
    return true;
}

Session withTokenAtTheEnd(const Session &s, std::mt19937 &rng)
{
    Session out = s;
    const int T = s.tokenCount(), d = s.dModel();
    std::normal_distribution<double> normal;
    out.tokens.push_back("new");
    out.padding.push_back(false);
    out.X.conservativeResize(T + 1, d);
    for (int j = 0; j < d; ++j)
        out.X(T, j) = normal(rng);
    return out;
}

} // namespace

class TestStridedMatrix : public QObject {
    Q_OBJECT
private slots:
    // The T×T matrices' own type (core/stridedmatrix.h): room beyond the size, kept numbers,
    // zeros where a shape had none, copies compact and independent, no silent copy.
    void stridedMatrixKeepsItsNumbers()
    {
        static_assert(!std::is_convertible_v<const StridedMatrix &, Matrix>, "no silent copy into a Matrix");
        Matrix small(3, 4);
        small << 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12;
        StridedMatrix m(small);
        QCOMPARE(m.outerStride(), Index(4));
        QVERIFY(m == small);

        m.resizeKeeping(5, 6, 2, 2); // beyond the block: a new one with room
        QCOMPARE(m.outerStride(), Index(8));
        QCOMPARE(m.capacityRows(), Index(7));
        QVERIFY(m.topLeftCorner(3, 4) == small);
        QCOMPARE(m.rightCols(2).cwiseAbs().sum(), 0.0);
        QCOMPARE(m.bottomRows(2).cwiseAbs().sum(), 0.0);
        m.setConstant(9);

        const double *block = m.data();
        m.resizeKeeping(4, 5); // within: nothing moves
        QCOMPARE(m.data(), block);
        QVERIFY((m.array() == 9).all());
        m.resizeKeeping(6, 7); // back up within the room: what the smaller shape lacked is 0
        QCOMPARE(m.data(), block);
        QVERIFY((m.topLeftCorner(4, 5).array() == 9).all());
        QCOMPARE(m.rightCols(2).cwiseAbs().sum(), 0.0);
        QCOMPARE(m.bottomRows(2).cwiseAbs().sum(), 0.0);
        QVERIFY(m.hasRoomFor(7, 8));
        QVERIFY(!m.hasRoomFor(8, 8));

        // A copy holds no room and shares nothing; a MatrixRef reads the block itself.
        StridedMatrix copy = m;
        QCOMPARE(copy.outerStride(), Index(7));
        QVERIFY(copy == m);
        copy(0, 0) = -1;
        QCOMPARE(m(0, 0), 9.0);
        const MatrixRef ref(m);
        QCOMPARE(ref.data(), m.data());
        QCOMPARE(ref.outerStride(), m.outerStride());
        QCOMPARE(Matrix(m), Matrix(ref));

        // An expression resizes first; a moved-from one is empty.
        m = Matrix::Constant(2, 3, 0.5);
        QCOMPARE(m.rows(), Index(2));
        QVERIFY((m.array() == 0.5).all());
        StridedMatrix moved = std::move(copy);
        QCOMPARE(copy.size(), Index(0));
        QCOMPARE(moved(0, 0), -1.0);
        // resize() keeps the block only when it is not much larger than needed.
        StridedMatrix big = StridedMatrix::withRoom(100, 100, 0, 0);
        const double *bigBlock = big.data();
        big.resize(99, 99);
        QCOMPARE(big.data(), bigBlock);
        big.resize(10, 10);
        QVERIFY(big.bytesHeld() == sizeof(double) * 100);
    }

    // Tokens added at the end one after another, as a class types them: the first grows every
    // T×T matrix into a block with room, the next ones grow it where it is; tokens removed move
    // nothing. Every step equals a full pass, and a full pass, the fast gradient and a copy
    // read the strided rows right.
    // Per-token matrices of a megabyte or more (Q, K, V, concat, output) grow into new blocks
    // copied on every core, not by realloc: 300 tokens × d_model 512.
    void largeRowsGrowExactly()
    {
        const Session s = randomSession(300, 512, 8, 17);
        std::mt19937 rng { 3 };
        AttentionResult r = *computeAttentionFast(s, { .threads = 2 });
        const Session longer = withTokenAtTheEnd(s, rng);
        QVERIFY(updateAttention(s, longer, r, { .threads = 2 }).updated);
        QVERIFY(sameAsFullPass(r, longer));
        QVERIFY(updateAttention(longer, s, r, { .threads = 2 }).updated);
        QVERIFY(sameAsFullPass(r, s));
    }

    void tokensAddedOneAfterAnother()
    {
        Session s = randomSession(40, 24, 3, 91);
        std::mt19937 rng { 5 };
        for (RowVector *b : { &s.bQ, &s.bK, &s.bV, &s.bO }) // biases: the new rows are not zeros
            *b = RowVector::LinSpaced(24, -0.5, 0.5);
        AttentionResult r = *computeAttentionFast(s, { .keepScores = true, .threads = 2 });
        std::vector<Session> steps { s };
        std::vector<const double *> blocks;
        for (int k = 0; k < 5; ++k) {
            const Session longer = withTokenAtTheEnd(steps.back(), rng);
            const int T = longer.tokenCount();
            QVERIFY(updateAttention(steps.back(), longer, r, { .threads = 2 }).updated);
            QVERIFY2(sameAsFullPass(r, longer), qPrintable(QStringLiteral("token %1 added").arg(k + 1)));
            QVERIFY(r.heads[0].weights.outerStride() > T); // room for the next ones
            QVERIFY(r.heads[0].scores.outerStride() > T); // the kept raw scores too
            if (k > 0) // where it was
                QCOMPARE(r.heads[0].weights.data(), blocks.back());
            blocks.push_back(r.heads[0].weights.data());
            steps.push_back(longer);
        }
        for (int k = 0; k < 3; ++k) {
            const Session longer = steps.back();
            steps.pop_back();
            QVERIFY(updateAttention(longer, steps.back(), r, { .threads = 1 }).updated);
            QCOMPARE(r.heads[0].weights.data(), blocks.back()); // nothing moved
            QVERIFY2(sameAsFullPass(r, steps.back()), qPrintable(QStringLiteral("token %1 removed").arg(k + 1)));
        }
        const Session &now = steps.back();
        Matrix target = Matrix::Random(now.tokenCount(), now.dModel());
        const auto fresh = computeAttentionFast(now, { .threads = 2 });
        const auto g1 = computeGradientFast(now, r, target, {});
        const auto g2 = computeGradientFast(now, *fresh, target, {});
        QVERIFY(g1 && g2);
        QVERIFY(close(g1->dWq, g2->dWq));
        QVERIFY(close(g1->dWv, g2->dWv));
        QVERIFY(close(g1->dX, g2->dX));
        const AttentionResult copy = r;
        QCOMPARE(copy.heads[0].weights.outerStride(), Index(now.tokenCount())); // compact
        QVERIFY(sameAsFullPass(copy, now));
        // A full pass into the result's own memory writes its rows where they are.
        FastOptions into { .keepScores = true, .threads = 2 };
        into.recycle = &r;
        const auto again = computeAttentionFast(now, into);
        QVERIFY(again);
        QCOMPARE(again->heads[0].weights.data(), blocks.back());
        QVERIFY(again->heads[0].weights.outerStride() > now.tokenCount());
        QVERIFY(sameAsFullPass(*again, now));
    }
};

QTEST_GUILESS_MAIN(TestStridedMatrix)
#include "tst_stridedmatrix.moc"
