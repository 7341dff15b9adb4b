// Interventions in the GPT-2 passes (core/model/interventions.h): ablated heads and a replaced
// layer, the readable pass against the fast one; a rerun from kept streams against a full pass;
// the fast ablate-each against one plain pass per head; the head scores against their
// definitions on hand-made weights; the checks' sentences.
#include "../common/model_compare.h"
#include "../common/progress_check.h"
#include "../common/tiny_gpt2.h"

#include "core/model/fast_forward.h"
#include "core/model/forward.h"
#include "core/model/interventions.h"

#include <QTest>

#include <atomic>
#include <cmath>

using namespace attn;
using namespace attn::gpt2;

Q_DECLARE_METATYPE(attn::gpt2::Interventions)
Q_DECLARE_METATYPE(attn::gpt2::Ablation)

namespace {

using testing::largestDifference;
using testing::someIds;

// Layer `layer`'s attention replaced by a random session of the model's shape.
LayerOverride someOverride(const Config &c, int layer, unsigned seed)
{
    Session s = randomSession(5, c.nEmbd, c.nHead, seed);
    s.bQ = RowVector::Constant(c.nEmbd, 0.1);
    s.scale = 0.7;
    LayerOverride o;
    const std::string e = layerOverrideFromSession(c, layer, s, o);
    Q_ASSERT(e.empty());
    return o;
}

// A causal head from its full (T,T) matrix.
CausalWeights causal(const std::vector<std::vector<double>> &rows)
{
    CausalWeights w(static_cast<int>(rows.size()));
    for (std::size_t i = 0; i < rows.size(); ++i)
        for (std::size_t j = 0; j <= i; ++j)
            w.row(int(i))[j] = rows[i][j];
    return w;
}

} // namespace

class TestGpt2Interventions : public QObject {
    Q_OBJECT

    testing::TinyGpt2 m_model = testing::makeTinyGpt2(testing::tinyConfig(3, 4, 16, 300, 64), 5);

private slots:
    void readableMatchesFast_data()
    {
        const Config c = m_model.config;
        QTest::addColumn<Interventions>("iv");
        QTest::addColumn<int>("changed"); // the first layer whose input must differ from the plain pass
        Interventions zero;
        zero.ablated = { { 0, 1 } };
        QTest::newRow("zero, one head") << zero << 1;
        Interventions mean = zero;
        mean.ablation = Ablation::Mean;
        QTest::newRow("mean, one head") << mean << 1;
        Interventions several;
        several.ablated = { { 1, 3 }, { 0, 0 }, { 1, 0 }, { 0, 2 } };
        QTest::newRow("zero, several heads") << several << 1;
        several.ablation = Ablation::Mean;
        QTest::newRow("mean, several heads") << several << 1;
        Interventions replaced;
        replaced.layer = someOverride(c, 1, 3);
        QTest::newRow("layer 1 replaced") << replaced << 2;
        replaced.ablated = { { 1, 2 }, { 2, 0 } };
        replaced.ablation = Ablation::Mean;
        QTest::newRow("layer 1 replaced, heads ablated") << replaced << 2;
    }
    void readableMatchesFast()
    {
        QFETCH(Interventions, iv);
        QFETCH(int, changed);
        const Weights w = m_model.weights();
        QCOMPARE(QString::fromStdString(checkInterventions(w.config, iv)), QString());
        const std::vector<int> ids = someIds(29, 300, 4);
        const ModelResult plain = runModel(w, ids);
        const ModelResult readable = runModel(w, ids, iv);
        ModelOptions o;
        o.threads = 2;
        o.interventions = &iv;
        o.rowBlock = 6;
        const std::optional<ModelResult> fast = runModelFast(w, ids, o);
        QVERIFY(fast);
        const double worst = largestDifference(*fast, readable);
        QVERIFY2(worst < 1e-10, qPrintable(QString::number(worst)));
        QCOMPARE(fast->interventions.ablated, iv.ablated);
        QCOMPARE(readable.streams.size(), std::size_t(3));
        QVERIFY(fast->streams.empty()); // only when asked for
        // The layers before the change are the plain pass's; the one after differs.
        for (int l = 0; l < changed; ++l)
            QVERIFY((readable.layers[l].input - plain.layers[l].input).cwiseAbs().maxCoeff() < 1e-14);
        QVERIFY((readable.layers[changed].input - plain.layers[changed].input).cwiseAbs().maxCoeff() > 1e-6);
        // An ablated head's weights are what it computed (in the first layer changed, what the
        // plain pass computed).
        for (const HeadId &id : iv.ablated)
            if (id.layer == iv.firstChangedLayer(w.config) && !(iv.layer && iv.layer->layer == id.layer))
                QVERIFY((readable.layers[id.layer].heads[id.head].toMatrix()
                         - plain.layers[id.layer].heads[id.head].toMatrix())
                            .cwiseAbs()
                            .maxCoeff()
                        < 1e-14);
    }

    // ablateHead() as the contract defines it, on a concat of known numbers.
    void ablationIsDefinedOnConcat()
    {
        Matrix concat(3, 4); // T 3, two heads of d_k 2
        for (int i = 0; i < 3; ++i) // 1 … 12, row by row
            for (int j = 0; j < 4; ++j)
                concat(i, j) = 4 * i + j + 1;
        Matrix z(concat);
        ablateHead(z, 1, 2, Ablation::Zero);
        QVERIFY(z.rightCols(2).isZero(0.0));
        QVERIFY(z.leftCols(2) == concat.leftCols(2));
        Matrix mean = concat;
        ablateHead(mean, 0, 2, Ablation::Mean);
        for (int i = 0; i < 3; ++i) {
            QCOMPARE(mean(i, 0), 5.0);
            QCOMPARE(mean(i, 1), 6.0);
        }
        QVERIFY(mean.rightCols(2) == concat.rightCols(2));
    }

    void rerunEqualsAFullPass_data()
    {
        QTest::addColumn<int>("baseLayer"); // base ablates head 0 of this layer (-1: nothing)
        QTest::addColumn<int>("rerunLayer"); // the rerun ablates head 2 of this layer
        QTest::addColumn<bool>("streams");
        QTest::newRow("plain base, layer 2") << -1 << 2 << true;
        QTest::newRow("plain base, layer 0") << -1 << 0 << true;
        QTest::newRow("base ablated later than the rerun") << 2 << 1 << true;
        QTest::newRow("base ablated earlier than the rerun") << 0 << 2 << true;
        QTest::newRow("base without streams") << -1 << 1 << false;
        QTest::newRow("plain base, layer 1 replaced") << -1 << -1 << true;
    }
    void rerunEqualsAFullPass()
    {
        QFETCH(int, baseLayer);
        QFETCH(int, rerunLayer);
        QFETCH(bool, streams);
        const Weights w = m_model.weights();
        const std::vector<int> ids = someIds(40, 300, 9);
        Interventions first, second;
        if (baseLayer >= 0)
            first.ablated = { { baseLayer, 0 } };
        if (rerunLayer >= 0) {
            second.ablated = { { rerunLayer, 2 } };
            second.ablation = Ablation::Mean;
        } else {
            second.layer = someOverride(m_model.config, 1, 6);
        }
        ModelOptions o;
        o.threads = 2;
        o.keepStreams = streams;
        o.interventions = &first;
        const auto base = runModelFast(w, ids, o);
        QVERIFY(base);
        const auto rerun = rerunFrom(w, *base, second, o);
        QVERIFY(rerun);
        o.interventions = &second;
        const auto full = runModelFast(w, ids, o);
        QVERIFY(full);
        const double worst = largestDifference(*rerun, *full);
        QVERIFY2(worst < 1e-13, qPrintable(QString::number(worst)));
        QCOMPARE(rerun->interventions.ablated, second.ablated);
        QCOMPARE(rerun->streams.size(), std::size_t(streams ? 3 : 0));
        // The layers before the first change are shared with the base, not recomputed.
        const int from = std::min(rerunLayer < 0 ? 1 : rerunLayer, baseLayer < 0 ? 3 : baseLayer);
        for (int l = 0; l < 3; ++l)
            QCOMPARE(rerun->layers[l].heads[0].row(1) == base->layers[l].heads[0].row(1),
                     streams && l < from);
    }

    void ablateEachMatchesOnePassPerHead_data()
    {
        QTest::addColumn<Ablation>("how");
        QTest::addColumn<int>("tokens");
        QTest::addColumn<int>("edited"); // the layer run with other attention weights, or -1
        QTest::newRow("zero, 23 tokens") << Ablation::Zero << 23 << -1;
        QTest::newRow("mean, 23 tokens") << Ablation::Mean << 23 << -1;
        QTest::newRow("zero, 1 token") << Ablation::Zero << 1 << -1;
        QTest::newRow("zero, layer 1 edited") << Ablation::Zero << 23 << 1;
        QTest::newRow("mean, layer 0 edited") << Ablation::Mean << 17 << 0;
    }
    void ablateEachMatchesOnePassPerHead()
    {
        QFETCH(Ablation, how);
        QFETCH(int, tokens);
        QFETCH(int, edited);
        const Weights w = m_model.weights();
        const std::vector<int> ids = someIds(tokens, 300, 13);
        Interventions iv;
        if (edited >= 0)
            iv.layer = someOverride(w.config, edited, 91);
        const LayerOverride *layer = iv.layer ? &*iv.layer : nullptr;
        const AblateEachResult plain = ablateEachReadable(w, ids, how, layer);
        AblateEachOptions o;
        o.ablation = how;
        o.threads = 2;
        o.layer = layer;
        const auto fast = ablateEach(w, ids, o);
        QVERIFY(fast);
        QCOMPARE(fast->target, plain.target);
        QCOMPARE(fast->target, runModel(w, ids, iv).next.front().id);
        QVERIFY(std::abs(fast->logProb - plain.logProb) < 1e-9);
        QCOMPARE(fast->effects.size(), std::size_t(12));
        double worst = 0, largest = 0;
        for (std::size_t k = 0; k < 12; ++k) {
            QCOMPARE(fast->effects[k].head, (HeadId { int(k) / 4, int(k) % 4 }));
            QCOMPARE(plain.effects[k].head, fast->effects[k].head);
            worst = std::max(worst, std::abs(fast->effects[k].deltaLogProb - plain.effects[k].deltaLogProb));
            largest = std::max(largest, std::abs(plain.effects[k].deltaLogProb));
        }
        QVERIFY2(worst < 1e-9, qPrintable(QString::number(worst)));
        if (tokens > 1 || how == Ablation::Zero)
            QVERIFY(largest > 1e-6); // the heads matter: the comparison compares something
        if (layer) { // the edited layer changes what the ablations do
            const AblateEachResult own = ablateEachReadable(w, ids, how);
            QVERIFY(std::abs(own.effects[6].deltaLogProb - plain.effects[6].deltaLogProb) > 1e-6);
        }
        // One effect by hand: the plain pass with that head ablated (and the layer edited).
        iv.ablated = { { 1, 2 } };
        iv.ablation = how;
        const ModelResult one = runModel(w, ids, iv);
        const double byHand = logProbability(nextLogits(w, one, tokens - 1), plain.target) - plain.logProb;
        QVERIFY(std::abs(fast->effects[6].deltaLogProb - byHand) < 1e-9);
    }

    void ablateEachReportsProgressAndCancels()
    {
        const Weights w = m_model.weights();
        const std::vector<int> ids = someIds(30, 300);
        testing::checkProgressAndCancel(
            [&](std::function<void(double)> progress, const std::atomic<bool> *cancel) {
                AblateEachOptions o;
                o.threads = 2;
                o.progress = std::move(progress);
                o.cancel = cancel;
                return ablateEach(w, ids, o).has_value();
            },
            0.5, 4);
    }

    // The scores from their definitions, on weights written by hand (T = 4, ids 5 7 5 7).
    void headScoresFollowTheirDefinitions()
    {
        const CausalWeights w
            = causal({ { 1 }, { 0.25, 0.75 }, { 0.5, 0.125, 0.375 }, { 0.0625, 0.5, 0.25, 0.1875 } });
        const HeadScores s = scoreHead({ 2, 3 }, w, { 5, 7, 5, 7 });
        QCOMPARE(s.head, (HeadId { 2, 3 }));
        QVERIFY(s.previousToken && s.firstToken && s.induction);
        QCOMPARE(*s.previousToken, (0.25 + 0.125 + 0.25) / 3);
        QCOMPARE(*s.firstToken, (0.25 + 0.5 + 0.0625) / 3);
        QCOMPARE(s.self, (1 + 0.75 + 0.375 + 0.1875) / 4);
        // queries 2 (5 seen at 0: weight on key 1) and 3 (7 seen at 1: weight on key 2)
        QCOMPARE(*s.induction, (0.125 + 0.25) / 2);
        // Three equal ids: query 1 sees one earlier occurrence (key 1), query 2 two (keys 1 and 2).
        QVERIFY(!isAttentionSink(s)); // first_token 0.27
        const CausalWeights sink
            = causal({ { 1 }, { 0.9, 0.1 }, { 0.6, 0.2, 0.2 }, { 0.5, 0.25, 0.125, 0.125 } });
        QVERIFY(isAttentionSink(scoreHead({ 0, 1 }, sink, { 5, 7, 5, 7 }))); // (0.9 + 0.6 + 0.5) / 3
        const HeadScores same = scoreHead({ 0, 0 }, w, { 3, 3, 3, 4 });
        QCOMPARE(*same.induction, (0.75 + (0.125 + 0.375)) / 2);
        // No id repeated: no query qualifies.
        QVERIFY(!scoreHead({ 0, 0 }, w, { 1, 2, 3, 4 }).induction);
        // T = 1: previous and first token have no query i ≥ 1.
        const HeadScores one = scoreHead({ 0, 0 }, causal({ { 1 } }), { 9 });
        QVERIFY(!one.previousToken && !one.firstToken && !one.induction);
        QCOMPARE(one.self, 1.0);
    }

    void scoresEveryKeptHead()
    {
        const Weights w = m_model.weights();
        const std::vector<int> ids = someIds(10, 300);
        const ModelResult r = runModel(w, ids);
        const std::vector<HeadScores> all = scoreHeads(r);
        QCOMPARE(all.size(), std::size_t(12));
        QCOMPARE(all[5].head, (HeadId { 1, 1 }));
        QCOMPARE(all[5].self, scoreHead({ 1, 1 }, r.layers[1].heads[1], ids).self);
        ModelOptions o;
        o.keepLayer = 2;
        QCOMPARE(scoreHeads(*runModelFast(w, ids, o)).size(), std::size_t(4));
    }

    void logProbabilityIsStable()
    {
        RowVector logits(3);
        logits << 1000, 0, -1000;
        QCOMPARE(logProbability(logits, 0), -std::log1p(std::exp(-1000.0)));
        QVERIFY(std::abs(logProbability(logits, 1) + 1000) < 1e-9);
    }

    void checksSaySentences_data()
    {
        QTest::addColumn<Interventions>("iv");
        QTest::addColumn<QString>("message");
        Interventions head;
        head.ablated = { { 1, 4 } };
        QTest::newRow("head out of range") << head << "head 1.4 is out of range: layer 1 has heads 0…3";
        head.ablated = { { 3, 0 } };
        QTest::newRow("layer out of range") << head << "layer 3 is out of range (0…2)";
        head.ablated = { { 0, 1 }, { 0, 1 } };
        QTest::newRow("head twice") << head << "head 0.1 is given twice";
        Interventions wrong;
        wrong.layer = someOverride(m_model.config, 0, 1);
        wrong.layer->Wk = Matrix::Zero(16, 8);
        QTest::newRow("override shape")
            << wrong << "W_K for layer 0 is 16 × 8; the layer's is 16 × 16";
        wrong.layer = someOverride(m_model.config, 0, 1);
        wrong.layer->layer = -1;
        QTest::newRow("override layer") << wrong << "layer -1 is out of range (0…2)";
        QTest::newRow("nothing") << Interventions {} << "";
    }
    void checksSaySentences()
    {
        QFETCH(Interventions, iv);
        QFETCH(QString, message);
        QCOMPARE(QString::fromStdString(checkInterventions(m_model.config, iv)), message);
    }

    void sessionAsLayerOverride()
    {
        const Config c = m_model.config;
        LayerOverride o;
        QCOMPARE(QString::fromStdString(layerOverrideFromSession(c, 2, randomSession(3, 8, 2, 1), o)),
                 QStringLiteral("the session has d_model 8 and 2 heads; layer 2 has 16 and 4"));
        QCOMPARE(QString::fromStdString(layerOverrideFromSession(c, 2, randomSession(3, 16, 1, 1), o)),
                 QStringLiteral("the session has d_model 16 and 1 head; layer 2 has 16 and 4"));
        QCOMPARE(QString::fromStdString(layerOverrideFromSession(c, 5, randomSession(3, 16, 4, 1), o)),
                 QStringLiteral("layer 5 is out of range (0…2)"));
        const Session s = randomSession(7, 16, 4, 2); // any T: its tokens are not used
        QCOMPARE(QString::fromStdString(layerOverrideFromSession(c, 1, s, o)), QString());
        QCOMPARE(o.layer, 1);
        QCOMPARE(o.Wv, s.Wv);
        QCOMPARE(o.bK, RowVector(RowVector::Zero(16))); // none in the session: zeros
        QCOMPARE(o.rule.scale, std::optional<double>(0.5)); // 1/√d_k, d_k 4
        // The model's own layer as a session gives the model's pass back.
        const Weights w = m_model.weights();
        const std::vector<int> ids = someIds(6, 300);
        const ModelResult plain = runModel(w, ids);
        Interventions iv;
        QCOMPARE(QString::fromStdString(layerOverrideFromSession(
                     c, 1, layerSession(w, plain, 1, std::vector<std::string>(6, "x")),
                     iv.layer.emplace())),
                 QString());
        QVERIFY(largestDifference(runModel(w, ids, iv), plain) < 1e-12);
        QCOMPARE(iv.firstChangedLayer(c), 1);
        QCOMPARE(Interventions {}.firstChangedLayer(c), 3);
    }
};

QTEST_APPLESS_MAIN(TestGpt2Interventions)
#include "tst_gpt2_interventions.moc"
