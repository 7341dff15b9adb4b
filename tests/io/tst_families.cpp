// Today's model families from their folders (tests/data/families/, written by
// scripts/family-models.py with what its own NumPy forward pass computed, expected.json): opened,
// run by the readable and the fast pass, each held to that independent float64 reference (layer
// inputs and weights to 1e-9, logits to 1e-7); each stage against numbers worked by hand; one
// layer written as a session that `compute` reproduces and that survives a save; the folder's
// tokenizer; and the refusals, each one line naming the key, exit 2 on the command line.
#include "../common/family_folders.h"
#include "../common/gpt2_files.h"
#include "../common/run_program.h"

#include "core/attention.h"
#include "core/model/fast_forward.h"
#include "core/model/forward.h"
#include "core/model/interventions.h"
#include "core/rope.h"
#include "core/scorerule.h"
#include "io/model/config.h"
#include "io/model/gpt2_model.h"
#include "io/model/safetensors.h"
#include "io/session_json.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace attn;

namespace {

using testing::familyFolder;

QJsonObject expectedOf(const QString &name)
{
    QFile f(familyFolder(name) + QStringLiteral("/expected.json"));
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(f.readAll()).object();
}

Matrix matrixFrom(const QJsonArray &rows)
{
    const Eigen::Index cols = rows.isEmpty() ? 0 : rows.at(0).toArray().size();
    Matrix m(rows.size(), cols);
    for (qsizetype i = 0; i < rows.size(); ++i) {
        const QJsonArray row = rows.at(i).toArray();
        for (qsizetype j = 0; j < row.size() && j < cols; ++j)
            m(i, j) = row.at(j).toDouble();
    }
    return m;
}

double worst(const Matrix &a, const Matrix &b)
{
    if (a.rows() != b.rows() || a.cols() != b.cols())
        return INFINITY;
    return (a - b).cwiseAbs().maxCoeff();
}

std::vector<int> idsOf(const QJsonObject &expected)
{
    std::vector<int> ids;
    for (const QJsonValue v : expected.value("ids").toArray())
        ids.push_back(v.toInt());
    return ids;
}

testing::ProgramRun runApp(const QStringList &args)
{
    return testing::runProgram(QStringLiteral(ATTENTION_LAB_BIN), args);
}

} // namespace

class TestFamilies : public QObject {
    Q_OBJECT

    QTemporaryDir m_tmp;

    // Copies of a family folder with config.json replaced, or a tensor of another shape (same type).
    QString withConfig(const QString &name, const QString &from, const QJsonObject &config)
    {
        return testing::familyWithConfig(m_tmp, name, from, config);
    }
    static QJsonObject configOf(const QString &name) { return testing::familyConfig(name); }
    QString withTensor(const QString &name, const QString &from, const std::string &tensor,
                       std::vector<std::int64_t> shape)
    {
        return testing::familyWithTensor(m_tmp, name, from, tensor, false, std::nullopt, std::move(shape));
    }

private slots:
    void folders_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<int>("heads");
        QTest::newRow("bloom F32, six heads") << QStringLiteral("bloom-tiny") << 6;
        QTest::newRow("bloom BF16, transformer. names") << QStringLiteral("bloom-tiny-bf16") << 8;
        QTest::newRow("gemma2, soft-caps, layers by the pattern") << QStringLiteral("gemma2") << 4;
        QTest::newRow("gemma3_text, layer_types, BF16") << QStringLiteral("gemma3") << 4;
        QTest::newRow("gpt_oss, sinks, YaRN, experts") << QStringLiteral("gpt-oss") << 4;
        QTest::newRow("gpt_oss, experts in MXFP4") << QStringLiteral("gpt-oss-mxfp4") << 4;
        QTest::newRow("deepseek_v3, latent attention, groups") << QStringLiteral("deepseek-v3") << 4;
        QTest::newRow("deepseek_v3, FP8 in blocks") << QStringLiteral("deepseek-v3-fp8") << 4;
        QTest::newRow("deepseek_v3, rotate-half, YaRN's factor ≠ 1")
            << QStringLiteral("deepseek-v3-flat") << 4;
        QTest::newRow("deepseek_v2, q_proj, v wider") << QStringLiteral("deepseek-v2") << 4;
    }

    // Every layer's input, every head's weights and the logits at every position, from both
    // passes, against the independent reference.
    void matchesTheReference_data() { folders_data(); }
    void matchesTheReference()
    {
        QFETCH(QString, name);
        QFETCH(int, heads);
        QString error;
        const auto model = io::loadGpt2Model(familyFolder(name), &error);
        QVERIFY2(model, qPrintable(error));
        QCOMPARE(model->config.nHead, heads);
        const QJsonObject expected = expectedOf(name);
        const std::vector<int> ids = idsOf(expected);
        QCOMPARE(int(ids.size()), 7);
        const gpt2::ModelResult readable = gpt2::runModel(model->weights, ids);
        gpt2::ModelOptions options;
        options.threads = 2;
        const auto fast = gpt2::runModelFast(model->weights, ids, options);
        QVERIFY(fast);
        const QJsonArray layers = expected.value("layers").toArray();
        QCOMPARE(layers.size(), model->config.nLayer);
        for (int l = 0; l < model->config.nLayer; ++l) {
            const QJsonObject layer = layers.at(l).toObject();
            const Matrix input = matrixFrom(layer.value("input").toArray());
            QVERIFY2(worst(readable.layers[l].input, input) < 1e-9, qPrintable(QString::number(l)));
            QVERIFY2(worst(fast->layers[l].input, input) < 1e-9, qPrintable(QString::number(l)));
            const QJsonArray weights = layer.value("weights").toArray();
            QCOMPARE(weights.size(), heads);
            for (int h = 0; h < heads; ++h) {
                const Matrix w = matrixFrom(weights.at(h).toArray());
                QVERIFY2(worst(readable.layers[l].heads[h].toMatrix(), w) < 1e-9,
                         qPrintable(QStringLiteral("layer %1 head %2").arg(l).arg(h)));
                QVERIFY(worst(fast->layers[l].heads[h].toMatrix(), w) < 1e-9);
            }
        }
        // ln_f, then the tied unembedding (and Gemma 2's final soft-cap): the logits at every position
        const gpt2::Config &c = model->config;
        const Matrix logits = (gpt2::finalNorm(model->weights, readable.finalStream)
                               * gpt2::toMatrix(model->weights.lmHead).transpose())
                                  .unaryExpr([&c](double v) { return c.finalLogit(v); });
        QCOMPARE(readable.next.front().logit, logits.row(logits.rows() - 1).maxCoeff());
        QVERIFY(worst(logits, matrixFrom(expected.value("logits").toArray())) < 1e-7);
        QCOMPARE(fast->next.front().id, readable.next.front().id);
        QVERIFY(std::abs(fast->next.front().logit - logits(logits.rows() - 1, readable.next.front().id))
                < 1e-7);
    }

    // The fast paths on a text long enough for several row chunks and attention blocks: the plain
    // pass, a pass with heads ablated, a rerun from a kept stream and every head ablated in turn
    // (a layer's heads as one batch) each equal their readable twin.
    void fastPathsEqualTheReadableOnes_data() { folders_data(); }
    void fastPathsEqualTheReadableOnes()
    {
        QFETCH(QString, name);
        QString error;
        const auto model = io::loadGpt2Model(familyFolder(name), &error);
        QVERIFY2(model, qPrintable(error));
        const gpt2::Weights &w = model->weights;
        std::vector<int> ids;
        for (int t = 0; t < 150; ++t)
            ids.push_back((t * 37 + 5) % 280);
        auto close = [](const Matrix &a, const Matrix &b) {
            return (a - b).cwiseAbs().maxCoeff() < 1e-10 * std::max(1.0, b.cwiseAbs().maxCoeff());
        };
        const gpt2::ModelResult plain = gpt2::runModel(w, ids);
        gpt2::ModelOptions o;
        o.threads = 2;
        o.keepStreams = true;
        const auto fast = gpt2::runModelFast(w, ids, o);
        QVERIFY(fast);
        QVERIFY(close(fast->finalStream, plain.finalStream));
        for (int l = 0; l < model->config.nLayer; ++l)
            for (int h = 0; h < model->config.nHead; ++h)
                QVERIFY(close(fast->layers[l].heads[h].toMatrix(), plain.layers[l].heads[h].toMatrix()));
        for (gpt2::Ablation how : { gpt2::Ablation::Zero, gpt2::Ablation::Mean }) {
            gpt2::Interventions iv;
            iv.ablated = { { 1, 1 } };
            iv.ablation = how;
            const gpt2::ModelResult slowOff = gpt2::runModel(w, ids, iv);
            const auto rerun = gpt2::rerunFrom(w, *fast, iv, o);
            QVERIFY(rerun);
            QVERIFY(close(rerun->finalStream, slowOff.finalStream));
            QVERIFY((slowOff.finalStream - plain.finalStream).cwiseAbs().maxCoeff()
                    > 1e-9); // it did something
            gpt2::AblateEachOptions each;
            each.ablation = how;
            each.threads = 2;
            const auto batched = gpt2::ablateEach(w, std::vector<int>(ids.begin(), ids.begin() + 40), each);
            QVERIFY(batched);
            const gpt2::AblateEachResult readable
                = gpt2::ablateEachReadable(w, std::vector<int>(ids.begin(), ids.begin() + 40), how);
            QCOMPARE(batched->effects.size(), readable.effects.size());
            for (std::size_t k = 0; k < readable.effects.size(); ++k)
                QVERIFY(std::abs(batched->effects[k].deltaLogProb - readable.effects[k].deltaLogProb) < 1e-9);
        }
    }

    // The stages by hand, on layer 0 of the six-head folder: the raw score ÷ √d_k, ALiBi's term (six
    // heads: the slopes 2^−2, 2^−4, 2^−6, 2^−8 of the power of two, then 2^−1 and 2^−3), the
    // softmax over the row.
    void stagesByHand()
    {
        QString error;
        const auto model = io::loadGpt2Model(familyFolder("bloom-tiny"), &error);
        QVERIFY2(model, qPrintable(error));
        const std::vector<int> ids = idsOf(expectedOf("bloom-tiny"));
        const gpt2::ModelResult r = gpt2::runModel(model->weights, ids);
        const double slopes[6] = { 0.25, 0.0625, 0.015625, 0.00390625, 0.5, 0.125 };
        for (int h = 0; h < 6; ++h)
            QCOMPARE(alibiSlope(h, 6), slopes[h]);
        const ScoreRule rule = model->config.scoreRule(0);
        QVERIFY(rule.alibi);
        QCOMPARE(*rule.scale, 1.0 / 2.0); // d_k = 24 / 6 = 4
        // Head 4 (slope ½), query 3: logits q·k/2 − ½·(3 − j), softmax over keys 0…3.
        const gpt2::Block b = gpt2::convertAttentionBlock(model->weights.blocks[0]);
        const Matrix A = r.layers[0].input;
        const Matrix Q = A * b.Wqkv.middleCols(4 * 4, 4) + b.bqkv.segment(4 * 4, 4).replicate(A.rows(), 1);
        const Matrix K
            = A * b.Wqkv.middleCols(24 + 4 * 4, 4) + b.bqkv.segment(24 + 4 * 4, 4).replicate(A.rows(), 1);
        double logits[4], top = -INFINITY, sum = 0;
        for (int j = 0; j <= 3; ++j) {
            logits[j] = Q.row(3).dot(K.row(j)) / 2.0 - 0.5 * (3 - j);
            top = std::max(top, logits[j]);
        }
        for (double l : logits)
            sum += std::exp(l - top);
        for (int j = 0; j <= 3; ++j)
            QVERIFY(std::abs(r.layers[0].heads[4](3, j) - std::exp(logits[j] - top) / sum) < 1e-14);
        QCOMPARE(r.layers[0].heads[4](3, 4), 0.0); // a later key: nothing
        // The embedding went through its LayerNorm: every row of the stream entering layer 0 is
        // γ·(e − mean)/σ + β, so (stream − β)/γ has mean 0.
        const RowVector gamma = gpt2::toRowVector(model->weights.embNormWeight);
        const RowVector beta = gpt2::toRowVector(model->weights.embNormBias);
        const RowVector normed = (r.streams[0].row(2) - beta).cwiseQuotient(gamma);
        QVERIFY(std::abs(normed.mean()) < 1e-12);
        QVERIFY(std::abs(normed.squaredNorm() / 24.0 - 1.0) < 1e-4); // variance 1 (less ε's share)
    }

    // Gemma's stages by hand. Gemma 2: the embedding × √16 = 4; scale 12^−½; the soft-cap
    // 5·tanh(x/5) before the mask; layers 0 and 2 slide over 3 keys, layer 1 sees all; the final
    // soft-cap keeps every logit under 3. Gemma 3: its local layers turn with base 100, the
    // global one with 10000 and linear scaling ×2; its q/k norms scale by 1 + w.
    void gemmaStagesByHand()
    {
        QString error;
        const auto two = io::loadGpt2Model(familyFolder("gemma2"), &error);
        QVERIFY2(two, qPrintable(error));
        const gpt2::Config &c = two->config;
        const std::vector<int> ids = idsOf(expectedOf("gemma2"));
        const gpt2::ModelResult r = gpt2::runModel(two->weights, ids);
        RowVector embedded(16);
        gpt2::convertRows(two->weights.wte, ids[3], 1, embedded.data());
        QVERIFY((r.streams[0].row(3) - 4.0 * embedded).cwiseAbs().maxCoeff() < 1e-15);
        QCOMPARE(*c.scoreRule(0).scale, 1.0 / std::sqrt(12.0));
        QCOMPARE(*c.scoreRule(1).softcap, 5.0);
        QVERIFY(c.slides(0) && !c.slides(1) && c.slides(2));
        QCOMPARE(r.layers[0].heads[1](6, 3), 0.0); // 6 − 3 = 3 back: outside a window of 3
        QVERIFY(r.layers[0].heads[1](6, 4) > 0);
        QVERIFY(r.layers[1].heads[1](6, 0) > 0); // a global layer sees the first key
        // head 1 (K/V head 0) of layer 1, query 6: q·k·12^−½ → 5·tanh(·/5) → softmax over keys 0…6
        const gpt2::Block b = gpt2::convertAttentionBlock(two->weights.blocks[1]);
        Matrix qkv = r.layers[1].input * b.Wqkv;
        QKTurn turn = gpt2::qkTurn(c, 1, 7, 7);
        turnQK(qkv.middleCols(0, 32), qkv.middleCols(32, 16), turn, b.qNorm, b.kNorm, 0, 7);
        double logits[7], top = -INFINITY, sum = 0;
        for (int j = 0; j < 7; ++j) {
            const double scaled = qkv.row(6).segment(8, 8).dot(qkv.row(j).segment(32, 8)) / std::sqrt(12.0);
            logits[j] = 5.0 * std::tanh(scaled / 5.0);
            top = std::max(top, logits[j]);
        }
        for (double l : logits)
            sum += std::exp(l - top);
        for (int j = 0; j < 7; ++j)
            QVERIFY(std::abs(r.layers[1].heads[1](6, j) - std::exp(logits[j] - top) / sum) < 1e-14);
        for (const gpt2::Candidate &n : r.next)
            QVERIFY(std::abs(n.logit) < 3.0);

        const auto three = io::loadGpt2Model(familyFolder("gemma3"), &error);
        QVERIFY2(three, qPrintable(error));
        const gpt2::Config &g = three->config;
        QCOMPARE(g.ropeOf(0).theta, 100.0);
        QCOMPARE(g.ropeOf(2).theta, 10000.0);
        QVERIFY(g.ropeOf(2).scaling.type == RopeScaling::Type::Linear && g.ropeOf(2).scaling.factor == 2.0);
        QVERIFY(g.ropeOf(0).scaling.type == RopeScaling::Type::None);
        QVERIFY(g.slides(3) && !g.slides(2));
        const gpt2::Block b3 = gpt2::convertAttentionBlock(three->weights.blocks[0]);
        QCOMPARE(b3.qNorm[2], 1.0 + gpt2::toRowVector(three->weights.blocks[0].qNorm)[2]);
        QCOMPARE(b3.ln1Gamma[5], 1.0 + gpt2::toRowVector(three->weights.blocks[0].ln1Weight)[5]);
    }

    // Gemma's tokenizer.json: spaces become ▁, SentencePiece-style merges by rank (h·e first,
    // then a·t, ▁·c, ▁c·at, ▁·s, ▁s·at; t is left alone, there is no ▁t here), bytes that have no
    // token fall back to <0xNN>, and <bos> goes first.
    void tokenizerSplitsAsGemma()
    {
        QString error;
        const auto model = io::loadGpt2Model(familyFolder("gemma2"), &error);
        QVERIFY2(model, qPrintable(error));
        const auto ids = model->tokenizer.encode(QStringLiteral("the cat sat \u00e9"), &error);
        QVERIFY2(ids, qPrintable(error));
        QCOMPARE(*ids, (std::vector<int> { 2, 280, 289, 293, 295, 260, 199, 173 }));
        QCOMPARE(model->tokenizer.tokenText(293), QStringLiteral(" cat"));
    }

    // A layer as a session: `compute` on it gives the layer's weights; it says alibi, survives a
    // save and open, and run back in the layer's place it changes nothing.
    void layerSessionReproducesTheLayer_data() { folders_data(); }
    void layerSessionReproducesTheLayer()
    {
        QFETCH(QString, name);
        QString error;
        const auto model = io::loadGpt2Model(familyFolder(name), &error);
        QVERIFY2(model, qPrintable(error));
        const std::vector<int> ids = idsOf(expectedOf(name));
        const gpt2::ModelResult r = gpt2::runModel(model->weights, ids);
        for (int l = 0; l < model->config.nLayer; ++l) {
            const Session s
                = gpt2::layerSession(model->weights, r, l, std::vector<std::string>(ids.size(), "t"));
            QCOMPARE(s.alibi, model->config.bloom());
            QCOMPARE(s.softcap.value_or(0), model->config.attnSoftcap); // Gemma 2's cap
            QCOMPARE(s.window.value_or(0), model->config.windowOf(l)); // Gemma's local layers only
            if (model->config.normPlusOne && s.qNorm.size()) // Gemma 3: the session holds 1 + w
                QCOMPARE(s.qNorm[0], 1.0 + gpt2::toRowVector(model->weights.blocks[l].qNorm)[0]);
            QCOMPARE(QString::fromStdString(validate(s)), QString());
            const AttentionResult a = computeAttention(s);
            for (int h = 0; h < model->config.nHead; ++h)
                QVERIFY(worst(Matrix(StridedMap(a.heads[h].weights)), r.layers[l].heads[h].toMatrix())
                        < 1e-12);
            const QString file = m_tmp.filePath(name + QStringLiteral("-%1.json").arg(l));
            QVERIFY2(io::saveSession(file, s, &error), qPrintable(error));
            const auto back = io::loadSession(file, &error);
            QVERIFY2(back, qPrintable(error));
            QCOMPARE(back->alibi, s.alibi);
            QCOMPARE(back->softcap, s.softcap);
            QVERIFY(back->Wk.size() == s.Wk.size() && (s.Wk.size() == 0 || worst(back->Wk, s.Wk) == 0));
            QCOMPARE(back->mla, s.mla); // DeepSeek: the latents, every number
            QCOMPARE(bool(s.mla), model->config.mla.on());
            gpt2::Interventions iv;
            if (s.mla) { // the output too (V from the latent, W_O under the padded heads): the layer's
                const gpt2::Block blk = gpt2::convertBlock(model->weights.blocks[std::size_t(l)]);
                const gpt2::AttentionStep step
                    = gpt2::causalSelfAttention(r.layers[std::size_t(l)].input, blk, model->config, l,
                                                gpt2::layerRule(model->config, blk, l));
                QVERIFY(worst(a.output, step.output) < 1e-12);
            }
            if (s.mla) { // no latent layer takes a session in its place yet: one line, nothing run
                QVERIFY(!gpt2::layerOverrideFromSession(model->config, l, *back, iv.layer.emplace()).empty());
                continue;
            }
            QCOMPARE(QString::fromStdString(
                         gpt2::layerOverrideFromSession(model->config, l, *back, iv.layer.emplace())),
                     QString());
            const gpt2::ModelResult again = gpt2::runModel(model->weights, ids, iv);
            QVERIFY(worst(again.finalStream, r.finalStream) < 1e-12);
        }
    }

    // Through the command line, as a user runs it: the model's weights printed, --session-out
    // written with "alibi": true, compute on that file giving the same weights.
    void commandLine()
    {
        const QString session = m_tmp.filePath("cli-layer.json");
        const testing::ProgramRun run = runApp({ "model", familyFolder("bloom-tiny"), "--ids", "5,17,260,3",
                                                 "--layer", "1", "--session-out", session });
        QVERIFY2(run.code == 0, run.err.constData());
        const QJsonObject out = QJsonDocument::fromJson(run.out).object();
        QCOMPARE(out.value("model").toObject().value("model_type").toString(), QStringLiteral("bloom"));
        QFile f(session);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QJsonObject written = QJsonDocument::fromJson(f.readAll()).object();
        QCOMPARE(written.value("alibi").toBool(), true);
        const testing::ProgramRun compute = runApp({ "compute", session });
        QVERIFY2(compute.code == 0, compute.err.constData());
        const QJsonArray printed = out.value("layers").toArray().at(0).toObject().value("heads").toArray();
        const QJsonArray computed = QJsonDocument::fromJson(compute.out).object().value("heads").toArray();
        QCOMPARE(computed.size(), 6);
        for (int h = 0; h < 6; ++h)
            QVERIFY(worst(matrixFrom(printed.at(h).toObject().value("weights").toArray()),
                          matrixFrom(computed.at(h).toObject().value("weights").toArray()))
                    < 1e-12);
    }

    // The folder's tokenizer.json is BLOOM's kind (its Split pattern, then bytes), its merges by
    // rank: "the" is t·h (rank 0) then th·e; " cat" is Ġ c a t, where c·a (rank 9) comes before
    // Ġ·c (11) and leaves Ġ, ca, t (no Ġ·ca merge); " sat" is a·t, Ġ·s, then Ġs·at. "cat." keeps
    // the full stop apart.
    void tokenizerSplitsAsBloom()
    {
        QString error;
        const auto model = io::loadGpt2Model(familyFolder("bloom-tiny"), &error);
        QVERIFY2(model, qPrintable(error));
        const auto ids = model->tokenizer.encode(QStringLiteral("the cat sat"), &error);
        QVERIFY2(ids, qPrintable(error));
        QStringList pieces;
        for (int id : *ids)
            pieces << model->tokenizer.tokenText(id);
        QCOMPARE(pieces, QStringList({ "the", " ", "ca", "t", " sat" }));
        const auto dot = model->tokenizer.encode(QStringLiteral("cat."), &error);
        QVERIFY2(dot, qPrintable(error));
        QStringList dotPieces;
        for (int id : *dot)
            dotPieces << model->tokenizer.tokenText(id);
        QCOMPARE(dotPieces, QStringList({ "ca", "t", "." }));
        // the inner class joins the outer one: "(" and "|" are never inside a piece either
        const auto paren = model->tokenizer.encode(QStringLiteral("a(b|c"), &error);
        QVERIFY2(paren, qPrintable(error));
        QStringList parenPieces;
        for (int id : *paren)
            parenPieces << model->tokenizer.tokenText(id);
        QCOMPARE(parenPieces, QStringList({ "a", "(", "b", "|", "c" }));
    }

    // Bad folders: one line naming the key, from the reader and (exit 2) from the command line.
    void refusals_data()
    {
        QTest::addColumn<QString>("folder");
        QTest::addColumn<QString>("key");
        QTest::addColumn<QJsonValue>("value");
        QTest::addColumn<QString>("message");
        const QString bloom = QStringLiteral("bloom-tiny"), gemma2 = QStringLiteral("gemma2"),
                      gemma3 = QStringLiteral("gemma3");
        QTest::newRow("bloom: heads not dividing the width")
            << bloom << "n_head" << QJsonValue(5) << "n_head 5 does not divide hidden_size 24";
        QTest::newRow("bloom: post-norm residual")
            << bloom << "apply_residual_connection_post_layernorm" << QJsonValue(true)
            << "apply_residual_connection_post_layernorm: true is not supported";
        QTest::newRow("bloom: epsilon")
            << bloom << "layer_norm_epsilon" << QJsonValue(-1.0) << "layer_norm_epsilon is not a number";
        QTest::newRow("bloom: wider than stored")
            << bloom << "hidden_size" << QJsonValue(30)
            << "word_embeddings.weight has shape 300 × 24, expected 300 × 30";
        QTest::newRow("bloom: untied without lm_head")
            << bloom << "tie_word_embeddings" << QJsonValue(false) << "lm_head.weight is missing";
        QTest::newRow("gemma2: soft-cap 0")
            << gemma2 << "attn_logit_softcapping" << QJsonValue(0.0)
            << "attn_logit_softcapping must be null or a number in (0, 1000000]";
        QTest::newRow("gemma2: final soft-cap below 0")
            << gemma2 << "final_logit_softcapping" << QJsonValue(-30.0)
            << "final_logit_softcapping must be null or a number in (0, 1000000]";
        QTest::newRow("gemma2: query_pre_attn_scalar 0") << gemma2 << "query_pre_attn_scalar" << QJsonValue(0)
                                                         << "query_pre_attn_scalar is not a number in (0,";
        QTest::newRow("gemma3: an unknown layer type")
            << gemma3 << "layer_types"
            << QJsonValue(QJsonArray { "sliding_attention", "chunked_attention", "full_attention",
                                       "sliding_attention" })
            << "layer_types has \"chunked_attention\"; expected sliding_attention or full_attention";
        QTest::newRow("gemma3: layer_types too short")
            << gemma3 << "layer_types" << QJsonValue(QJsonArray { "sliding_attention", "full_attention" })
            << "layer_types must list one type for each of the 4 layers";
        QTest::newRow("gemma3: no window") << gemma3 << "sliding_window" << QJsonValue(QJsonValue::Null)
                                           << "sliding_window is null; gemma3_text's sliding layers need one";
        QTest::newRow("gemma3: another activation") << gemma3 << "hidden_activation" << QJsonValue("silu")
                                                    << "hidden_activation \"silu\" is not supported";
        QTest::newRow("gemma3: a missing norm") << gemma3 << "num_hidden_layers" << QJsonValue(5)
                                                << "model.layers.4.input_layernorm.weight is missing";
    }
    void refusals()
    {
        QFETCH(QString, folder);
        QFETCH(QString, key);
        QFETCH(QJsonValue, value);
        QFETCH(QString, message);
        QJsonObject config = configOf(folder);
        config.insert(key, value);
        if (key == QLatin1String("num_hidden_layers"))
            config.remove(QStringLiteral("layer_types"));
        const QString dir = withConfig(QStringLiteral("bad-%1-%2").arg(folder, key), folder, config);
        QString error;
        QVERIFY(!io::loadGpt2Model(dir, &error));
        QVERIFY2(error.contains(message), qPrintable(error));
        QVERIFY(!error.contains(QLatin1Char('\n')));
        const testing::ProgramRun run = runApp({ "model", dir, "--ids", "1,2" });
        QCOMPARE(run.code, 2);
        QVERIFY2(run.err.contains(message.toUtf8()), run.err.constData());
        QCOMPARE(run.err.count('\n'), 1);
    }

    // GPT-OSS's own refusals: a sink per head, experts as wide as the config says, top-k no more
    // than the experts; one line naming the key, from the reader and (exit 2) the command line.
    void gptOssRefusals()
    {
        struct Bad {
            QString dir, message;
        };
        QJsonObject config = configOf("gpt-oss");
        config.insert("num_experts_per_tok", 9);
        const std::vector<Bad> bad = {
            { withTensor("oss-sinks", "gpt-oss", "model.layers.0.self_attn.sinks", { 3 }),
              "model.layers.0.self_attn.sinks has shape 3, expected 4" },
            { withTensor("oss-gate-up", "gpt-oss", "model.layers.1.mlp.experts.gate_up_proj", { 4, 16, 20 }),
              "model.layers.1.mlp.experts.gate_up_proj has shape 64 × 20, expected 64 × 24" },
            { withConfig("oss-top-k", "gpt-oss", config),
              "num_experts_per_tok 9 is more than the 4 experts (num_local_experts)" },
        };
        for (const Bad &b : bad) {
            QString error;
            QVERIFY(!io::loadGpt2Model(b.dir, &error));
            QVERIFY2(error.contains(b.message), qPrintable(error));
            const testing::ProgramRun run = runApp({ "model", b.dir, "--ids", "1,2" });
            QCOMPARE(run.code, 2);
            QVERIFY2(run.err.contains(b.message.toUtf8()), run.err.constData());
            QCOMPARE(run.err.count('\n'), 1);
        }
        // and the model's own session: sinks, biases and YaRN, too large a layer refused with one line
        const testing::ProgramRun run
            = runApp({ "model", familyFolder("gpt-oss"), "--ids", "5,17,260", "--layer", "1", "--session-out",
                       m_tmp.filePath("oss.json") });
        QVERIFY2(run.code == 0, run.err.constData());
        QString error;
        const auto s = io::loadSession(m_tmp.filePath("oss.json"), &error);
        QVERIFY2(s, qPrintable(error));
        QCOMPARE(s->sinks.size(), std::size_t(4));
        QVERIFY(s->rope && s->rope->scaling.type == RopeScaling::Type::Yarn);
        QCOMPARE(s->rope->scaling.factor, 8.0); // 128 / 16: max_position_embeddings over the original
        QVERIFY(s->bO.size() == 16 && s->bQ.size() == 32);
    }

    // GptOssConfig's defaults: YaRN ×32 from 4096 (not truncated), 8 K/V heads when the key is
    // absent and as many as the heads when it is null; rope_parameters read like rope_scaling;
    // YaRN refuses θ ≤ 1 (ln θ divides its ramp); an expert count unlike the config's is named.
    void gptOssConfigAsTransformersReadsIt()
    {
        QString error;
        const auto c = io::parseModelConfig(R"({"model_type": "gpt_oss"})", "config.json", &error);
        QVERIFY2(c, qPrintable(error));
        QCOMPARE(c->kvHeads(), 8);
        QCOMPARE(c->numExperts, 128);
        QCOMPARE(c->expertsPerToken, 4);
        const RopeScaling &y = c->rope.scaling;
        QVERIFY(y.type == RopeScaling::Type::Yarn);
        QCOMPARE(y.factor, 32.0); // 131072 / 4096
        QCOMPARE(y.originalMaxPositions, 4096.0);
        QVERIFY(!y.truncate);
        QCOMPARE(ropeAttentionFactor(y), 0.1 * std::log(32.0) + 1.0);
        const auto nullKv = io::parseModelConfig(
            R"({"model_type": "gpt_oss", "num_key_value_heads": null, "num_attention_heads": 12})",
            "config.json", &error);
        QVERIFY2(nullKv, qPrintable(error));
        QCOMPARE(nullKv->kvHeads(), 12);
        const auto params = io::parseModelConfig(
            R"({"model_type": "gpt_oss", "max_position_embeddings": 4096, "rope_parameters": {"rope_type": "yarn",
                "rope_theta": 5000, "factor": 2, "original_max_position_embeddings": 1024, "truncate": true}})",
            "config.json", &error);
        QVERIFY2(params, qPrintable(error));
        QCOMPARE(params->rope.theta, 5000.0);
        QCOMPARE(params->rope.scaling.factor, 4.0);
        QVERIFY(params->rope.scaling.truncate);
        QVERIFY(
            !io::parseModelConfig(R"({"model_type": "gpt_oss", "rope_theta": 1})", "config.json", &error));
        QCOMPARE(error, QStringLiteral("config.json: rope_theta must be above 1 for yarn"));
        const QString eight
            = withTensor("oss-eight", "gpt-oss", "model.layers.0.mlp.experts.gate_up_proj", { 8, 8, 24 });
        QVERIFY(!io::loadGpt2Model(eight, &error));
        QVERIFY2(error.contains("model.layers.0.mlp.experts.gate_up_proj holds 8 experts, config.json says 4 "
                                "(num_local_experts)"),
                 qPrintable(error));
    }

    // BloomConfig's defaults where keys are absent, and its aliases.
    void configDefaults()
    {
        QString error;
        const auto c = io::parseModelConfig(R"({"model_type": "bloom"})", "config.json", &error);
        QVERIFY2(c, qPrintable(error));
        QCOMPARE(c->nLayer, 2);
        QCOMPARE(c->nHead, 8);
        QCOMPARE(c->nEmbd, 64);
        QCOMPARE(c->nInner, 256);
        QCOMPARE(c->vocabSize, 250880);
        QCOMPARE(c->layerNormEpsilon, 1e-5);
        QVERIFY(c->tiedEmbeddings);
        QCOMPARE(c->geluConstant(), 0.79788456);
        const auto aliases = io::parseModelConfig(
            R"({"model_type": "bloom", "num_hidden_layers": 3, "num_attention_heads": 4, "n_embed": 32})",
            "config.json", &error);
        QVERIFY2(aliases, qPrintable(error));
        QCOMPARE(aliases->nLayer, 3);
        QCOMPARE(aliases->nHead, 4);
        QCOMPARE(aliases->nEmbd, 32);
        // both spellings: BloomConfig's attribute map lets num_attention_heads overwrite n_head, and
        // n_embed replaces hidden_size
        const auto both = io::parseModelConfig(
            R"({"model_type": "bloom", "n_head": 4, "num_attention_heads": 8, "hidden_size": 32, "n_embed": 16})",
            "config.json", &error);
        QVERIFY2(both, qPrintable(error));
        QCOMPARE(both->nHead, 8);
        QCOMPARE(both->nEmbd, 16);
    }
};

QTEST_GUILESS_MAIN(TestFamilies)
#include "tst_families.moc"
