// The induction task of train-model (core/model/induction_task.h): its sequences, its checks, its
// model (attention only, what stays frozen, fixed positions) and its measures held to their
// definitions: the repeated-half loss and the head scores worked out here from the pass itself.
#include "core/model/induction_task.h"

#include <QTest>

#include <cmath>
#include <random>

using namespace attn;
using namespace attn::gpt2;

class TestInductionTask : public QObject {
    Q_OBJECT

    static InductionRecipe small()
    {
        InductionRecipe r = defaultInductionRecipe();
        r.task = { .alphabet = 6, .mMin = 1, .mMax = 4, .seq = 9 };
        r.layers = 2;
        r.heads = 2;
        r.dModel = 16;
        r.batch = 4;
        return r;
    }

private slots:
    // [BOS, r₁ … r_m, r₁ … r_m], m in range, letters in the alphabet; a seed gives the same draws;
    // every m in range turns up.
    void sequences()
    {
        const InductionTask t = small().task;
        std::mt19937_64 a(7), b(7);
        std::vector<int> seen(std::size_t(t.mMax + 1), 0);
        for (int k = 0; k < 400; ++k) {
            const Sequence s = drawInductionSequence(t, a);
            QCOMPARE(s, drawInductionSequence(t, b));
            QCOMPARE(s.size() % 2, std::size_t(1));
            const int m = int(s.size() - 1) / 2;
            QVERIFY(m >= t.mMin && m <= t.mMax);
            ++seen[std::size_t(m)];
            QCOMPARE(s[0], t.bos());
            for (int j = 1; j <= m; ++j) {
                QVERIFY(s[std::size_t(j)] >= 0 && s[std::size_t(j)] < t.alphabet);
                QCOMPARE(s[std::size_t(j + m)], s[std::size_t(j)]);
            }
        }
        for (int m = t.mMin; m <= t.mMax; ++m)
            QVERIFY(seen[std::size_t(m)] > 50);
    }

    void checks()
    {
        // The defaults the docs name (docs/file-formats.md, train-model).
        const InductionRecipe d = defaultInductionRecipe();
        QCOMPARE(d.layers, 2);
        QCOMPARE(d.heads, 4);
        QCOMPARE(d.dModel, 64);
        QCOMPARE(d.task.alphabet, 32);
        QCOMPARE(d.task.seq, 49);
        QCOMPARE(d.task.mMin, 1);
        QCOMPARE(d.task.mMax, 24);
        QCOMPARE(d.batch, 32);
        QCOMPARE(d.lr, 3e-3);
        QVERIFY(d.optimizer == Optimizer::Adam && d.fixedPositions);
        QCOMPARE(kInductionDefaultSteps, 6000);
        QVERIFY(checkInductionTask(small().task).empty());
        QVERIFY(checkInductionRecipe(defaultInductionRecipe()).empty());
        InductionTask t = small().task;
        t.mMax = 5; // 2·5 + 1 > 9
        QCOMPARE(checkInductionTask(t), std::string("the repeat length runs from 1 to 5; it needs 1 ≤ m_min < m_max ≤ 4 for sequences of 9 tokens"));
        t = small().task;
        t.alphabet = 1;
        QCOMPARE(checkInductionTask(t), std::string("the alphabet has 1 letters; it needs 2 to 52"));
        InductionRecipe r = small();
        r.layers = 1;
        QVERIFY(checkInductionRecipe(r).find("the task needs 2 to 12") != std::string::npos);
    }

    // The model: GPT-2's shapes for V + 1 tokens, MLPs zero and skipped, positions fixed sinusoids;
    // what stays frozen: every MLP tensor and ln_2, and wpe.
    void model()
    {
        const InductionRecipe r = small();
        const ModelParams p = newInductionModel(r, 3);
        QCOMPARE(p.config.vocabSize, 7);
        QCOMPARE(p.config.nPositions, 9);
        QVERIFY(p.attentionOnly);
        QVERIFY(p.layers[1].Wproj.isZero(0) && p.layers[0].Wfc.isZero(0));
        const double amplitude = p.wpe(0, 1); // cos 0
        QCOMPARE(amplitude, 0.02); // the embeddings' own spread
        QVERIFY((p.wpe - sinusoidalPositions(9, 16, amplitude)).isZero(0));
        QVERIFY(std::abs(p.wpe(1, 0) - amplitude * std::sin(1.0)) < 1e-15);
        QVERIFY(std::abs(p.wpe(3, 3) - amplitude * std::cos(3.0 / std::pow(10000.0, 2.0 / 16))) < 1e-15);
        const std::vector<char> frozen = inductionFrozen(p, true);
        const auto tensors = tensorsOf(p);
        int count = 0;
        for (std::size_t k = 0; k < tensors.size(); ++k) {
            const bool unused = tensors[k].name.find(".mlp.") != std::string::npos
                || tensors[k].name.find(".ln_2.") != std::string::npos || tensors[k].name == "wpe.weight";
            QCOMPARE(bool(frozen[k]), unused);
            count += frozen[k];
        }
        QCOMPARE(count, 2 * 6 + 1);
        QVERIFY(!inductionFrozen(p, false)[1]); // learned positions train
    }

    // The repeated-half loss is −log p of r₂ … r_m of the second copy, over every sequence; the
    // head scores are scoreHead's, per sequence, averaged.
    void measures()
    {
        const InductionRecipe r = small();
        const ModelParams p = newInductionModel(r, 5);
        std::mt19937_64 random(11);
        const std::vector<Sequence> batch = drawInductionBatch(r.task, 6, random);
        double sum = 0;
        int count = 0;
        std::vector<double> induction(4, 0.0), previous(4, 0.0);
        std::vector<int> withInduction(4, 0);
        for (const Sequence &s : batch) {
            const int m = int(s.size() - 1) / 2;
            const SequencePass pass = forwardSequence(p, s);
            for (int pos = m + 1; pos < 2 * m; ++pos) { // predicts s[pos + 1] = r_{pos − m + 1}
                sum -= pass.logSoftmax(pos, s[std::size_t(pos + 1)]);
                ++count;
            }
            for (int l = 0; l < 2; ++l)
                for (int h = 0; h < 2; ++h) {
                    const Matrix &w = pass.layers[std::size_t(l)].weights[std::size_t(h)];
                    const int k = l * 2 + h, T = int(s.size());
                    double prev = 0;
                    for (int i = 1; i < T; ++i)
                        prev += w(i, i - 1);
                    previous[std::size_t(k)] += prev / (T - 1);
                    double total = 0;
                    int queries = 0;
                    for (int i = 0; i < T; ++i) {
                        double here = 0;
                        bool repeated = false;
                        for (int j = 0; j < i; ++j)
                            if (s[std::size_t(j)] == s[std::size_t(i)]) {
                                here += w(i, j + 1);
                                repeated = true;
                            }
                        total += here;
                        queries += repeated;
                    }
                    induction[std::size_t(k)] += total / queries; // every task sequence repeats
                    ++withInduction[std::size_t(k)];
                }
        }
        QVERIFY(count > 0);
        QVERIFY(std::abs(repeatedHalfLoss(p, batch, 2) - sum / count) < 1e-13);
        const std::vector<HeadScores> scores = meanHeadScores(p, batch, {}, 2);
        QCOMPARE(scores.size(), std::size_t(4));
        for (int k = 0; k < 4; ++k) {
            QCOMPARE(scores[std::size_t(k)].head.layer, k / 2);
            QVERIFY(std::abs(*scores[std::size_t(k)].previousToken - previous[std::size_t(k)] / 6) < 1e-13);
            QVERIFY(std::abs(*scores[std::size_t(k)].induction - induction[std::size_t(k)] / withInduction[std::size_t(k)]) < 1e-13);
        }
        // An ablated head changes the loss.
        QVERIFY(std::abs(repeatedHalfLoss(p, batch, 1, { { 1, 0 } }) - repeatedHalfLoss(p, batch, 1)) > 1e-9);
    }
};

QTEST_GUILESS_MAIN(TestInductionTask)
#include "tst_induction_task.moc"
