// The fast backward pass (core/fast_gradient.h) is the readable one (core/gradient.h) within
// 1e-12 — on random sessions with every mask kind, biases and fully masked rows, on one thread
// and on several, from the readable and from the fast forward pass — and it stops when asked.
#include "../common/masked_sessions.h"
#include "core/fast_attention.h"
#include "core/fast_gradient.h"

#include <QTest>

using namespace attn;
using testing::maskedSession;

namespace {

// Largest |a − b| over the largest |b| (or absolute when b is all 0).
double relativeError(const Eigen::Ref<const Matrix> &a, const Eigen::Ref<const Matrix> &b)
{
    if (a.rows() != b.rows() || a.cols() != b.cols())
        return 1e300;
    if (b.size() == 0)
        return 0;
    const double scale = std::max(b.cwiseAbs().maxCoeff(), 1e-300);
    return (a - b).cwiseAbs().maxCoeff() / (b.cwiseAbs().maxCoeff() > 0 ? scale : 1.0);
}

} // namespace

class TestFastGradient : public QObject {
    Q_OBJECT
private slots:
    void sameAsTheReadablePath_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<int>("tokens");
        QTest::addColumn<int>("dModel");
        QTest::addColumn<int>("heads");
        QTest::addColumn<int>("threads");
        for (const char *kind : { "none", "causal", "padding+blocked", "window+prefix+segments",
                                  "fully masked+segments+window", "no biases+causal" })
            for (int threads : { 1, 2 })
                QTest::newRow(qPrintable(QStringLiteral("%1, %2 threads").arg(kind).arg(threads)))
                    << QString::fromLatin1(kind) << 9 << 8 << 2 << threads;
        QTest::newRow("T 97, 4 heads, causal") << QStringLiteral("causal") << 97 << 32 << 4 << 2;
        QTest::newRow("T 160, d 48, 3 heads, window") << QStringLiteral("window+padding") << 160 << 48 << 3 << 2;
    }
    void sameAsTheReadablePath()
    {
        QFETCH(QString, kind);
        QFETCH(int, tokens);
        QFETCH(int, dModel);
        QFETCH(int, heads);
        QFETCH(int, threads);
        const Session s = maskedSession(kind, tokens, dModel, heads, 11u + unsigned(tokens));
        const AttentionResult readable = computeAttention(s);
        const GradientResult want = computeGradient(s, readable, *s.target);
        const auto fastForward = computeAttentionFast(s, { .threads = threads });
        QVERIFY(fastForward);
        for (const AttentionResult *r : { &readable, &*fastForward }) {
            const auto got = computeGradientFast(s, *r, *s.target, { .threads = threads });
            QVERIFY(got);
            QVERIFY(std::abs(got->loss - want.loss) <= 1e-12 * want.loss);
            QVERIFY(got->heads.empty()); // nothing T×T kept
            const std::pair<const char *, std::pair<const Matrix *, const Matrix *>> matrices[] = {
                { "dOutput", { &got->dOutput, &want.dOutput } }, { "dConcat", { &got->dConcat, &want.dConcat } },
                { "dQ", { &got->dQ, &want.dQ } },     { "dK", { &got->dK, &want.dK } },
                { "dV", { &got->dV, &want.dV } },     { "dW_Q", { &got->dWq, &want.dWq } },
                { "dW_K", { &got->dWk, &want.dWk } }, { "dW_V", { &got->dWv, &want.dWv } },
                { "dW_O", { &got->dWo, &want.dWo } }, { "dX", { &got->dX, &want.dX } },
            };
            for (const auto &[name, pair] : matrices)
                QVERIFY2(relativeError(*pair.first, *pair.second) < 1e-12,
                         qPrintable(QStringLiteral("%1: %2").arg(name).arg(relativeError(*pair.first, *pair.second))));
            const std::pair<const RowVector *, const RowVector *> biases[] = {
                { &got->dbQ, &want.dbQ }, { &got->dbK, &want.dbK }, { &got->dbV, &want.dbV }, { &got->dbO, &want.dbO }
            };
            // A bias row's scale is the whole gradient's (b_K's is 0 in exact arithmetic).
            const double scale = std::max(want.dWq.cwiseAbs().maxCoeff(), want.dbO.cwiseAbs().maxCoeff());
            for (const auto &[a, b] : biases)
                QVERIFY((*a - *b).cwiseAbs().maxCoeff() <= 1e-12 * scale);
        }
    }

    void inputGradientOnlyWhenAsked()
    {
        const Session s = maskedSession(QStringLiteral("causal"), 7, 6, 3, 3);
        const AttentionResult r = computeAttention(s);
        const auto g = computeGradientFast(s, r, *s.target, { .inputGradient = false });
        QVERIFY(g);
        QCOMPARE(g->dX.size(), Eigen::Index(0));
        QVERIFY(g->dWq.size() == 36);
    }

    void stopsWhenCancelled()
    {
        const Session s = maskedSession(QStringLiteral("none"), 64, 16, 2, 4);
        const AttentionResult r = computeAttention(s);
        std::atomic<bool> cancel { true };
        QVERIFY(!computeGradientFast(s, r, *s.target, { .cancel = &cancel }));
        cancel = false;
        QVERIFY(computeGradientFast(s, r, *s.target, { .cancel = &cancel }));
    }
};

QTEST_GUILESS_MAIN(TestFastGradient)
#include "tst_fast_gradient.moc"
