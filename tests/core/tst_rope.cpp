// RoPE and the per-head RMS norm (core/rope.h) from their definitions: the frequencies with and
// without scaling (Hugging Face's linear and llama3 rules, worked by hand), a turn keeps lengths
// and makes q·k depend on the distance alone, and the norm's numbers.
#include "core/rope.h"

#include <QTest>

#include <cmath>
#include <numbers>

using namespace attn;

class TestRope : public QObject {
    Q_OBJECT
private slots:
    void frequenciesFollowTheirDefinition()
    {
        Rope r;
        r.theta = 10000;
        const RowVector f = ropeFrequencies(r, 8); // f_c = θ^(−2c/8), c < 4
        QCOMPARE(f.size(), Eigen::Index(4));
        QCOMPARE(f(0), 1.0);
        QVERIFY(std::abs(f(1) - 0.1) < 1e-15);
        QVERIFY(std::abs(f(2) - 0.01) < 1e-16);
        QVERIFY(std::abs(f(3) - 0.001) < 1e-17);
        r.scaling = { RopeScaling::Type::Linear, 4, 1, 4, 8192 };
        QVERIFY(std::abs(ropeFrequencies(r, 8)(1) - 0.025) < 1e-15); // every f ÷ factor
    }

    // llama3 with factor 8, trained on 64 positions, band 1…4: wavelengths 2π/f above 64 are
    // slowed 8×, below 16 kept, between blended by s = (64/λ − 1)/(4 − 1).
    void llama3ScalingByHand()
    {
        Rope r;
        r.theta = 10000;
        r.scaling = { RopeScaling::Type::Llama3, 8, 1, 4, 64 };
        const RowVector plain = ropeFrequencies(Rope { 10000, {}, {} }, 8); // 1, 0.1, 0.01, 0.001
        const RowVector f = ropeFrequencies(r, 8);
        QCOMPARE(f(0), plain(0)); // λ = 6.28 < 16: kept
        const double lambda = 2 * std::numbers::pi / 0.1; // 62.8: in the band
        const double s = (64 / lambda - 1) / 3;
        QVERIFY(std::abs(f(1) - ((1 - s) * 0.1 / 8 + s * 0.1)) < 1e-15);
        QVERIFY(std::abs(f(2) - plain(2) / 8) < 1e-18); // λ = 628 > 64: slowed
        QVERIFY(std::abs(f(3) - plain(3) / 8) < 1e-19);
    }

    void aTurnKeepsLengthsAndScoresDependOnDistanceAlone()
    {
        Rope r;
        r.theta = 100;
        const RowVector f = ropeFrequencies(r, 6);
        Matrix M(3, 12); // 3 tokens, 2 heads of 6
        for (Eigen::Index k = 0; k < M.size(); ++k)
            M.data()[k] = std::sin(1.7 * double(k) + 0.3);
        const Matrix before = M;
        rotateHeads(M, 2, 6, f, { 0, 2.5, 7 }, 0, 3);
        QCOMPARE(M.row(0), before.row(0)); // position 0: no turn
        for (int i = 0; i < 3; ++i)
            for (int h = 0; h < 2; ++h)
                QVERIFY(std::abs(M.row(i).segment(6 * h, 6).norm() - before.row(i).segment(6 * h, 6).norm())
                        < 1e-14);
        // x_c' = x_c cos a − x_{c+3} sin a for token 1, pair 1 of head 1: a = 2.5 · f_1
        const double a = 2.5 * f(1);
        QVERIFY(std::abs(M(1, 7) - (before(1, 7) * std::cos(a) - before(1, 10) * std::sin(a))) < 1e-15);
        // q at p and k at p − d score as q at d and k at 0, whatever p.
        const RowVector q = before.row(1).head(6), k = before.row(2).head(6);
        const RowVector byDistance = scoresByDistance(q, k, f, 1.0, { 0, 1.5, -4 });
        QVERIFY(std::abs(byDistance(0) - q.dot(k)) < 1e-14);
        for (double p : { 3.0, 11.0, -2.0 }) {
            Matrix pair(2, 6);
            pair.row(0) = q;
            pair.row(1) = k;
            rotateHeads(pair, 1, 6, f, { p + 1.5, p }, 0, 2);
            QVERIFY(std::abs(pair.row(0).dot(pair.row(1)) - byDistance(1)) < 1e-13);
        }
        QVERIFY(std::abs(byDistance(1) - q.dot(k)) > 1e-3); // and the distance does change it
    }

    void rmsNormByHand()
    {
        Matrix M(1, 4);
        M << 3, 4, 0, 2; // two heads of 2: (3, 4) and (0, 2)
        RowVector w(2);
        w << 1, 0.5;
        rmsNormHeads(M, 2, 2, w, 0.0, 0, 1);
        const double r1 = std::sqrt((9 + 16) / 2.0), r2 = std::sqrt(4 / 2.0);
        QVERIFY(std::abs(M(0, 0) - 3 / r1) < 1e-15);
        QVERIFY(std::abs(M(0, 1) - 0.5 * 4 / r1) < 1e-15);
        QCOMPARE(M(0, 2), 0.0);
        QVERIFY(std::abs(M(0, 3) - 0.5 * 2 / r2) < 1e-15);
    }
};

QTEST_APPLESS_MAIN(TestRope)
#include "tst_rope.moc"
