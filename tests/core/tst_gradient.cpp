// The backward pass (core/gradient.h): the analytic gradients against central finite
// differences on random sessions with every mask kind, the softmax's Jacobian, blocked cells and
// fully masked rows, and every number of PyTorch autograd's reference gradients
// (tests/data/*-target.gradient.json, read with the project's own session reader).
#include "../common/compare_json.h"
#include "../common/json_matrix.h"
#include "../common/masked_sessions.h"
#include "core/complexity.h"
#include "core/gradient.h"
#include "core/mask.h"
#include "io/session_json.h"

#include <QTest>

#include <cmath>
#include <random>

using namespace attn;
using testing::maskedSession;
using testing::matrixOf;
using testing::randomMatrix;

namespace {

// The nine parameters, as flat arrays of the session and of the gradient.
constexpr int kParams = 9;
const char *const kNames[kParams] = { "W_Q", "W_K", "W_V", "W_O", "b_Q", "b_K", "b_V", "b_O", "embeddings" };

Eigen::Map<Eigen::ArrayXd> valuesOf(Session &s, int p)
{
    auto flat = [](auto &m) { return Eigen::Map<Eigen::ArrayXd>(m.data(), m.size()); };
    switch (p) {
    case 0:
        return flat(s.Wq);
    case 1:
        return flat(s.Wk);
    case 2:
        return flat(s.Wv);
    case 3:
        return flat(s.Wo);
    case 4:
        return flat(s.bQ);
    case 5:
        return flat(s.bK);
    case 6:
        return flat(s.bV);
    case 7:
        return flat(s.bO);
    }
    return flat(s.X);
}

Matrix gradientOf(const GradientResult &g, int p)
{
    const RowVector *biases[] = { &g.dbQ, &g.dbK, &g.dbV, &g.dbO };
    const Matrix *matrices[] = { &g.dWq, &g.dWk, &g.dWv, &g.dWo };
    if (p < 4)
        return *matrices[p];
    if (p < 8)
        return *biases[p - 4];
    return g.dX;
}

double lossOf(const Session &s)
{
    return squaredErrorLoss(computeAttention(s).output, *s.target);
}

int fullyMaskedRowCount(const Session &s)
{
    const Mask m = buildMask(s);
    int n = 0;
    for (Eigen::Index i = 0; i < m.rows(); ++i)
        n += m.row(i).all();
    return n;
}

double largest(const Matrix &m)
{
    return m.size() ? m.cwiseAbs().maxCoeff() : 0.0;
}

// The session with today's keys, as `what` lists them: "kv" (2 K/V heads for 4 query heads),
// "head_dim" (3 a head, not d_model / heads), "rope" (θ 100, positions that are not 0…T−1),
// "norms" (q_norm and k_norm), the score rule's stages "alibi", "softcap" (a cap of 1.5, well
// inside the logits' range so that its slope matters) and "sinks"; its weights redrawn at the
// shapes these give.
Session modernised(Session s, const QString &what, unsigned seed)
{
    if (what.contains(QLatin1String("kv")))
        s.numKvHeads = s.numHeads / 2;
    if (what.contains(QLatin1String("head_dim")))
        s.headDim = 4;
    std::mt19937_64 rng(seed);
    const int d = s.dModel(), qw = s.qWidth(), kvw = s.kvWidth();
    s.Wq = randomMatrix(d, qw, rng, 0.8);
    s.Wk = randomMatrix(d, kvw, rng, 0.8);
    s.Wv = randomMatrix(d, kvw, rng, 0.8);
    s.Wo = randomMatrix(qw, d, rng, 0.8);
    s.bQ = s.bQ.size() ? RowVector(randomMatrix(1, qw, rng, 0.3).row(0)) : RowVector();
    s.bK = s.bK.size() ? RowVector(randomMatrix(1, kvw, rng, 0.3).row(0)) : RowVector();
    s.bV = s.bV.size() ? RowVector(randomMatrix(1, kvw, rng, 0.3).row(0)) : RowVector();
    if (what.contains(QLatin1String("norms"))) {
        s.qNorm = (RowVector::Ones(s.dK()) + RowVector(randomMatrix(1, s.dK(), rng, 0.3).row(0))).eval();
        s.kNorm = (RowVector::Ones(s.dK()) + RowVector(randomMatrix(1, s.dK(), rng, 0.3).row(0))).eval();
        s.normEps = 1e-3;
    }
    if (what.contains(QLatin1String("rope"))) {
        Rope r;
        r.theta = 100;
        for (int i = 0; i < s.tokenCount(); ++i)
            r.positions.push_back(3.0 * i + (i % 2));
        s.rope = r;
    }
    s.alibi = what.contains(QLatin1String("alibi"));
    if (what.contains(QLatin1String("softcap")))
        s.softcap = 1.5;
    if (what.contains(QLatin1String("sinks")))
        for (int h = 0; h < s.numHeads; ++h)
            s.sinks.push_back(0.7 - 0.6 * h);
    return s;
}

} // namespace

class TestGradient : public QObject {
    Q_OBJECT
private slots:
    void matchesFiniteDifferences_data();
    void matchesFiniteDifferences();
    void softmaxJacobian_data();
    void softmaxJacobian();
    void blockedCellsPassNoGradient();
    void fullyMaskedRowReachesOnlyTheOutputBias();
    void perHeadIntermediatesAreKept();
    void matchesPyTorch_data();
    void matchesPyTorch();
    void trainingStepFlops();
    void oneQueryWithoutTheHeadsKept();
};

void TestGradient::matchesFiniteDifferences_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<int>("tokens");
    QTest::addColumn<int>("dModel");
    QTest::addColumn<int>("heads");
    QTest::addColumn<unsigned>("seed");
    QTest::addColumn<QString>("modern"); // today's keys (modernised()), or empty
    const char *kinds[] = { "none",
                            "causal",
                            "padding",
                            "blocked",
                            "window",
                            "prefix",
                            "segments",
                            "causal+padding+blocked",
                            "window+prefix+segments",
                            "window+padding+blocked+segments",
                            "fully masked",
                            "fully masked+segments+window",
                            "no biases",
                            "causal+no biases" };
    unsigned seed = 1;
    for (const char *kind : kinds)
        QTest::newRow(kind) << QString::fromLatin1(kind) << 6 << 4 << 2 << seed++ << QString();
    QTest::newRow("one head, d_model 3")
        << QStringLiteral("causal+padding") << 5 << 3 << 1 << 40u << QString();
    QTest::newRow("four heads of d_k 1")
        << QStringLiteral("blocked+fully masked") << 6 << 4 << 4 << 41u << QString();
    QTest::newRow("three heads, T 9")
        << QStringLiteral("window+prefix+blocked") << 9 << 6 << 3 << 42u << QString();
    // Through grouped-query attention, another head_dim, the norms and the rotation.
    for (const char *modern : { "kv", "head_dim", "rope", "norms", "kv+rope", "kv+head_dim+rope+norms" })
        QTest::addRow("causal, %s", modern)
            << QStringLiteral("causal") << 6 << 8 << 4 << seed++ << QString::fromLatin1(modern);
    QTest::newRow("masks and biases, every key") << QStringLiteral("window+padding+blocked+segments") << 7
                                                 << 6 << 2 << 43u << QStringLiteral("kv+head_dim+rope+norms");
    // Through the score rule's stages, alone, together, with masks and fully masked rows.
    for (const char *stages : { "alibi", "softcap", "sinks", "alibi+softcap+sinks" })
        QTest::addRow("causal, %s", stages)
            << QStringLiteral("causal") << 6 << 8 << 4 << seed++ << QString::fromLatin1(stages);
    QTest::newRow("fully masked, every stage") << QStringLiteral("fully masked+segments+window") << 6 << 4 << 2
                                               << 44u << QStringLiteral("alibi+softcap+sinks");
    QTest::newRow("every key and stage") << QStringLiteral("window+padding+blocked+segments") << 7 << 6 << 2
                                         << 45u << QStringLiteral("kv+head_dim+rope+norms+alibi+softcap+sinks");
}

void TestGradient::matchesFiniteDifferences()
{
    QFETCH(QString, kind);
    QFETCH(int, tokens);
    QFETCH(int, dModel);
    QFETCH(int, heads);
    QFETCH(unsigned, seed);
    QFETCH(QString, modern);
    Session s = maskedSession(kind, tokens, dModel, heads, seed);
    if (!modern.isEmpty()) {
        s = modernised(s, modern, seed + 100);
        QCOMPARE(QString::fromStdString(validate(s)), QString());
    }
    if (kind.contains(QLatin1String("fully masked")))
        QVERIFY(fullyMaskedRowCount(s) >= 2);
    const GradientResult g = computeGradient(s);
    QCOMPARE(g.loss, lossOf(s));
    double overall = 0;
    for (int p = 0; p < kParams; ++p)
        overall = std::max(overall, largest(gradientOf(g, p)));
    QVERIFY(overall > 0.1);
    for (int p = 0; p < kParams; ++p) {
        const Matrix analytic = gradientOf(g, p);
        Session probe = s;
        if (valuesOf(probe, p).size() == 0) { // no bias: differentiate at zeros, which it means
            (p == 4       ? probe.bQ
                 : p == 5 ? probe.bK
                 : p == 6 ? probe.bV
                          : probe.bO)
                = RowVector::Zero(p == 4       ? s.qWidth()
                                      : p == 7 ? dModel
                                               : s.kvWidth());
        }
        Matrix numeric(analytic.rows(), analytic.cols());
        for (Eigen::Index k = 0; k < numeric.size(); ++k) {
            // Central differences: error h²·L‴/6 + ε·L/h, both below 1e-9 here at h ≈ 1e-5.
            const double x = valuesOf(probe, p)[k], h = 1e-5 * std::max(1.0, std::abs(x));
            valuesOf(probe, p)[k] = x + h;
            const double up = lossOf(probe);
            valuesOf(probe, p)[k] = x - h;
            const double down = lossOf(probe);
            valuesOf(probe, p)[k] = x;
            numeric.data()[k] = (up - down) / (2 * h);
        }
        // Relative to the gradient's largest magnitude; b_K's is 0 in exact arithmetic (a shift
        // of a whole row of logits changes no weight), so its scale is floored by the others'.
        const double scale = std::max(largest(analytic), 1e-3 * overall);
        const double error = largest(analytic - numeric) / scale;
        QVERIFY2(
            error < 1e-6,
            qPrintable(QStringLiteral("%1: relative error %2").arg(QLatin1String(kNames[p])).arg(error)));
    }
    // A norm or the rotation makes b_K's effect differ from key to key, the cap bends a row's logits
    // unevenly, and a sink does not move with the row: each gives b_K a gradient.
    if (!s.transformsQK() && !s.softcap && s.sinks.empty())
        QVERIFY2(largest(g.dbK) < 1e-12 * overall, "b_K moves every logit of a row alike: no gradient");
    else
        QVERIFY(largest(g.dbK) > 1e-9 * overall);
}

void TestGradient::softmaxJacobian_data()
{
    QTest::addColumn<QVector<double>>("logits");
    QTest::addColumn<QVector<bool>>("blocked");
    QTest::newRow("three open keys") << QVector<double> { 1, 0, -1 } << QVector<bool> { false, false, false };
    QTest::newRow("one blocked") << QVector<double> { 2, 5, 0.5, -3 }
                                 << QVector<bool> { false, true, false, false };
    QTest::newRow("one open key") << QVector<double> { 1, 2, 3 } << QVector<bool> { true, false, true };
    QTest::newRow("saturated") << QVector<double> { 40, 0, -40, 3 }
                               << QVector<bool> { false, false, false, true };
}

void TestGradient::softmaxJacobian()
{
    QFETCH(QVector<double>, logits);
    QFETCH(QVector<bool>, blocked);
    const Eigen::Index T = logits.size();
    RowVector x(T);
    std::vector<bool> mask(std::size_t(T), false);
    for (Eigen::Index j = 0; j < T; ++j) {
        x[j] = logits[j];
        mask[std::size_t(j)] = blocked[j];
    }
    const RowVector p = softmaxSteps(x, mask).weights;
    const Matrix J = attn::softmaxJacobian(p);
    QCOMPARE(J.rows(), T);
    QVERIFY(J == J.transpose()); // symmetric, exactly
    for (Eigen::Index j = 0; j < T; ++j) {
        QVERIFY2(std::abs(J.row(j).sum()) < 1e-15, "a row of the Jacobian sums to 0");
        QVERIFY(std::abs(J(j, j) - p[j] * (1 - p[j])) < 1e-15); // the window's p(1 − p)
        if (blocked[j])
            QVERIFY(J.row(j).isZero(0) && J.col(j).isZero(0));
    }
    // softmaxBackward is ∂L/∂weights · J, row by row.
    Mask m(1, T);
    for (Eigen::Index j = 0; j < T; ++j)
        m(0, j) = blocked[j];
    const RowVector g = RowVector::LinSpaced(T, -1.5, 2.0);
    const Matrix dLogits = softmaxBackward(Matrix(p), Matrix(g), m);
    QVERIFY((dLogits.row(0) - g * J).cwiseAbs().maxCoeff() < 1e-15);
}

void TestGradient::blockedCellsPassNoGradient()
{
    const Session s = maskedSession(QStringLiteral("causal+padding+blocked+fully masked"), 6, 4, 2, 77);
    const Mask mask = buildMask(s);
    const GradientResult g = computeGradient(s);
    QCOMPARE(g.heads.size(), std::size_t(2));
    int blocked = 0;
    for (const HeadGradient &h : g.heads)
        for (Eigen::Index i = 0; i < mask.rows(); ++i)
            for (Eigen::Index j = 0; j < mask.cols(); ++j) {
                if (!mask(i, j))
                    continue;
                ++blocked;
                QCOMPARE(h.dLogits(i, j), 0.0);
                QVERIFY(!std::signbit(h.dLogits(i, j))); // +0, not −0
            }
    QVERIFY(blocked > 10);
    // And an open cell usually does pass some.
    QVERIFY(g.heads[0].dLogits(4, 3) != 0.0);
}

void TestGradient::fullyMaskedRowReachesOnlyTheOutputBias()
{
    // Row 0 is fully masked: its output is b_O whatever the weights. Its error moves b_O, and
    // through the softmax nothing: Q, K, V and every W get the same gradient whatever its target.
    const Session s = maskedSession(QStringLiteral("fully masked"), 6, 4, 2, 5);
    Session other = s;
    other.target->row(0) += RowVector::Constant(4, 3.0);
    const GradientResult a = computeGradient(s), b = computeGradient(other);
    for (const HeadGradient &h : a.heads) {
        QVERIFY(h.dWeights.row(0).cwiseAbs().maxCoeff() > 0); // ∂L/∂weights reaches the row …
        QVERIFY(h.dLogits.row(0).isZero(0)); // … and stops at the softmax
        QVERIFY(h.dQh.row(0).isZero(0));
    }
    QCOMPARE(a.dQ, b.dQ);
    QCOMPARE(a.dK, b.dK);
    QCOMPARE(a.dV, b.dV);
    QCOMPARE(a.dWo, b.dWo); // concat's row 0 is zeros
    QCOMPARE(a.dX, b.dX);
    QVERIFY(((b.dbO - a.dbO).array() + 3.0).abs().maxCoeff() < 1e-12); // target +3: ∂L/∂b_O −3
}

void TestGradient::perHeadIntermediatesAreKept()
{
    const Session s = maskedSession(QStringLiteral("causal"), 5, 6, 3, 9);
    const GradientResult g = computeGradient(s);
    QCOMPARE(g.heads.size(), std::size_t(3));
    const AttentionResult r = computeAttention(s);
    QVERIFY((g.dOutput - (r.output - *s.target)).isZero(0));
    for (int h = 0; h < 3; ++h) {
        const HeadGradient &hg = g.heads[std::size_t(h)];
        QCOMPARE(hg.dWeights.rows(), Eigen::Index(5));
        QCOMPARE(hg.dLogits.cols(), Eigen::Index(5));
        QCOMPARE(hg.dQh, Matrix(g.dQ.middleCols(h * 2, 2)));
        QCOMPARE(hg.dKh, Matrix(g.dK.middleCols(h * 2, 2)));
        QCOMPARE(hg.dVh, Matrix(g.dV.middleCols(h * 2, 2)));
    }
    const GradientResult lean = computeGradient(s, { .keepHeads = false });
    QVERIFY(lean.heads.empty());
    QCOMPARE(lean.dWq, g.dWq);
    QCOMPARE(lean.dX, g.dX);
}

void TestGradient::matchesPyTorch_data()
{
    QTest::addColumn<QString>("name");
    for (const char *c :
         { "lesson-target", "two-heads-target", "masks-biases-target", "fully-masked-target" })
        QTest::newRow(c) << QString::fromLatin1(c);
}

void TestGradient::matchesPyTorch()
{
    QFETCH(QString, name);
    const QString dir = QStringLiteral(TEST_DATA_DIR "/");
    QString error;
    const auto s = io::loadSession(dir + name + QStringLiteral(".session.json"), &error);
    QVERIFY2(s, qPrintable(error));
    QVERIFY(s->target);
    const QJsonObject expected = testing::readJson(dir + name + QStringLiteral(".gradient.json"));
    QVERIFY(expected.contains(QStringLiteral("grad")));
    const GradientResult g = computeGradient(*s);
    const double loss = expected.value(QStringLiteral("loss")).toDouble();
    QVERIFY2(std::abs(g.loss - loss) <= 1e-10 * std::abs(loss),
             qPrintable(QStringLiteral("loss %1 vs %2").arg(g.loss, 0, 'g', 17).arg(loss, 0, 'g', 17)));
    const QJsonObject grad = expected.value(QStringLiteral("grad")).toObject();
    QCOMPARE(grad.size(), kParams);
    double overall = 0;
    for (int p = 0; p < kParams; ++p)
        overall = std::max(overall, largest(matrixOf(grad.value(QLatin1String(kNames[p])))));
    for (int p = 0; p < kParams; ++p) {
        const Matrix want = matrixOf(grad.value(QLatin1String(kNames[p])));
        const Matrix got = gradientOf(g, p);
        QCOMPARE(got.rows(), want.rows());
        QCOMPARE(got.cols(), want.cols());
        // Relative to the matrix's largest |value|. b_K's is rounding noise on both sides (about
        // 1e-16; it is 0 in exact arithmetic), so its scale is floored at 1e-3 of the gradient's.
        const double scale = std::max(largest(want), 1e-3 * overall);
        const double error = largest(got - want) / scale;
        QVERIFY2(
            error <= 1e-10,
            qPrintable(QStringLiteral("%1: relative error %2").arg(QLatin1String(kNames[p])).arg(error)));
    }
}

void TestGradient::trainingStepFlops()
{
    // docs/file-formats.md's count for attention-bench --train: 18·T·d² + 12·T²·d. Beyond the forward pass
    // (8·T·d² + 4·T²·d): ∂L/∂W of four projections and ∂L/∂concat, five T·d² products, and per
    // head ∂L/∂weights, ∂L/∂V_h, ∂L/∂Q_h, ∂L/∂K_h, four T²·d_k ones; a multiply-add is 2 FLOPs.
    QCOMPARE(attn::trainingStepFlops(3, 2), 18.0 * 3 * 4 + 12.0 * 9 * 2);
    const double T = 4096, d = 512;
    QCOMPARE(attn::trainingStepFlops(4096, 512),
             forwardFlops(4096, 512) + 2 * (5 * T * d * d + 4 * T * T * d));
}

// The breakdown's rows for one query, from a gradient that kept no T×T matrix, are the rows of the
// heads' kept ones; the slope is p(1 − p).
void TestGradient::oneQueryWithoutTheHeadsKept()
{
    const Session s = maskedSession(QStringLiteral("causal+padding+blocked+fully masked"), 7, 6, 3, 21);
    const AttentionResult r = computeAttention(s);
    const GradientResult kept = computeGradient(s, r, *s.target);
    const GradientResult lean = computeGradient(s, r, *s.target, { .keepHeads = false });
    QVERIFY(lean.heads.empty());
    for (int h = 0; h < 3; ++h)
        for (int i = 0; i < 7; ++i) {
            const QueryGradient q = queryGradient(r, lean, h, i);
            QVERIFY((q.dWeights - kept.heads[std::size_t(h)].dWeights.row(i)).cwiseAbs().maxCoeff() < 1e-13);
            QVERIFY((q.dLogits - kept.heads[std::size_t(h)].dLogits.row(i)).cwiseAbs().maxCoeff() < 1e-13);
            for (int j = 0; j < 7; ++j) {
                const double p = r.heads[std::size_t(h)].weights(i, j);
                QCOMPARE(q.slope(j), p * (1 - p));
                if (r.mask(i, j))
                    QCOMPARE(q.dLogits(j), 0.0);
            }
        }
}

QTEST_GUILESS_MAIN(TestGradient)
#include "tst_gradient.moc"
