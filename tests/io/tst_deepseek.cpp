// DeepSeek V2 and V3 beyond their reference numbers (tst_families holds both passes to
// scripts/deepseek-models.py's NumPy pass): the config as transformers reads it (its defaults, V3's
// mscale² in the scale and V2's lack of it), the FP8 format and its blocks worked by hand, the
// routers worked by hand (V3's masked groups score 0, not −∞), the latent attention laid out as the
// attention steps read it, the KV-cache line, and the refusals: each one line naming the key,
// exit 2 on the command line, nothing written.
#include "../common/family_folders.h"
#include "../common/gpt2_files.h"
#include "../common/run_program.h"

#include "core/model/forward.h"
#include "core/model/kvcache.h"
#include "core/model/mechanisms.h"
#include "core/model/mla.h"
#include "core/model/moe.h"
#include "io/model/config.h"
#include "io/model/gpt2_model.h"
#include "io/model/safetensors.h"

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

QString folderOf(const QString &name)
{
    return testing::familyFolder(name);
}

std::optional<gpt2::Config> configFrom(const QJsonObject &o, QString *error)
{
    return io::parseModelConfig(QJsonDocument(o).toJson(), QStringLiteral("config.json"), error);
}

testing::ProgramRun runApp(const QStringList &args)
{
    return testing::runProgram(QStringLiteral(ATTENTION_LAB_BIN), args);
}

} // namespace

class TestDeepSeek : public QObject {
    Q_OBJECT

    QTemporaryDir m_tmp;

    static QJsonObject configOf(const QString &name) { return testing::familyConfig(name); }
    QString withConfig(const QString &name, const QString &from, const QJsonObject &config)
    {
        return testing::familyWithConfig(m_tmp, name, from, config);
    }
    QString withTensorChanged(const QString &name, const QString &from, const std::string &tensor, bool drop,
                              gpt2::DType dtype = gpt2::DType::F32, std::vector<std::int64_t> shape = {})
    {
        return testing::familyWithTensor(m_tmp, name, from, tensor, drop, dtype, std::move(shape));
    }

private slots:
    void initTestCase() { QVERIFY(m_tmp.isValid()); }

    // Absent keys take DeepseekV3Config's and DeepseekV2Config's defaults; V3 multiplies its scale by
    // mscale(factor, mscale_all_dim)² under YaRN (192^−½ · 1.36889² = 0.135234 for R1's 40 and 1.0),
    // V2 does not.
    void configAsTransformersReadsIt()
    {
        QString error;
        const auto v3 = configFrom({ { "model_type", "deepseek_v3" } }, &error);
        QVERIFY2(v3, qPrintable(error));
        QCOMPARE(v3->nLayer, 61);
        QCOMPARE(v3->nHead, 128);
        QCOMPARE(v3->nEmbd, 7168);
        QCOMPARE(v3->mla,
                 (gpt2::MlaShape { .qLoraRank = 1536,
                                   .kvLoraRank = 512,
                                   .nope = 128,
                                   .rope = 64,
                                   .v = 128,
                                   .interleaved = true }));
        QCOMPARE(v3->dK(), 192); // the padded head: max(nope + rope, v)
        QCOMPARE(v3->numExperts, 256);
        QCOMPARE(v3->expertsPerToken, 8);
        QCOMPARE(v3->expertGroups, 8);
        QCOMPARE(v3->groupsKept, 4);
        QCOMPARE(v3->expertInner, 2048);
        QCOMPARE(v3->sharedExperts, 1);
        QCOMPARE(v3->firstDenseLayers, 3);
        QCOMPARE(v3->routedScale, 2.5);
        QVERIFY(v3->normTopK);
        QVERIFY(v3->routing == gpt2::Routing::SigmoidGroups);
        QVERIFY(!v3->moeAt(2) && v3->moeAt(3));
        QCOMPARE(v3->denseInner(0), 18432);
        QCOMPARE(v3->denseInner(3), 2048); // the shared expert
        QCOMPARE(v3->attentionScale(0), 1.0 / std::sqrt(192.0));
        const QJsonObject yarn { { "type", "yarn" },
                                 { "factor", 40 },
                                 { "mscale", 1.0 },
                                 { "mscale_all_dim", 1.0 },
                                 { "original_max_position_embeddings", 4096 },
                                 { "beta_fast", 32 },
                                 { "beta_slow", 1 } };
        const auto r1 = configFrom({ { "model_type", "deepseek_v3" },
                                     { "max_position_embeddings", 163840 },
                                     { "rope_scaling", yarn } },
                                   &error);
        QVERIFY2(r1, qPrintable(error));
        QVERIFY(std::abs(r1->attentionScale(5) - 0.135234) < 1e-6);
        const double m = 0.1 * std::log(40.0) + 1.0;
        QVERIFY(std::abs(r1->attentionScale(5) - m * m / std::sqrt(192.0)) < 1e-15);
        QCOMPARE(ropeAttentionFactor(r1->rope.scaling), 1.0); // mscale / mscale_all_dim
        const auto v2 = configFrom({ { "model_type", "deepseek_v2" },
                                     { "num_experts_per_tok", 6 },
                                     { "q_lora_rank", QJsonValue::Null },
                                     { "rope_scaling", yarn },
                                     { "max_position_embeddings", 163840 } },
                                   &error);
        QVERIFY2(v2, qPrintable(error));
        QCOMPARE(v2->mla.qLoraRank, 0); // a plain q_proj
        QVERIFY(v2->mla.interleaved); // V2 turns complex pairs, always
        QVERIFY(v2->routing == gpt2::Routing::SoftmaxGroups);
        QVERIFY(!v2->normTopK);
        QCOMPARE(v2->sharedExperts, 2);
        QCOMPARE(v2->routedScale, 1.0);
        QCOMPARE(v2->expertGroups, 1); // greedy
        QCOMPARE(v2->attentionScale(0), 1.0 / std::sqrt(192.0)); // no mscale²
        const auto flat
            = configFrom({ { "model_type", "deepseek_v3" }, { "rope_interleave", false } }, &error);
        QVERIFY(flat && !flat->mla.interleaved);
    }

    // float8_e4m3fn: bias 7, subnormals below 2^−6, 448 the largest, S.1111.111 NaN; and the block
    // rule on the FP8 folder: every stored number times its own block's scale, the last blocks cut
    // short (14 rows in blocks of 8: rows 8…13 take the second row of scales).
    void fp8ByHand()
    {
        QCOMPARE(gpt2::e4m3ToDouble(0x00), 0.0);
        QCOMPARE(gpt2::e4m3ToDouble(0x01), std::ldexp(1.0, -9));
        QCOMPARE(gpt2::e4m3ToDouble(0x07), 7.0 / 8.0 * std::ldexp(1.0, -6));
        QCOMPARE(gpt2::e4m3ToDouble(0x08), std::ldexp(1.0, -6));
        QCOMPARE(gpt2::e4m3ToDouble(0x38), 1.0);
        QCOMPARE(gpt2::e4m3ToDouble(0x3C), 1.5);
        QCOMPARE(gpt2::e4m3ToDouble(0x7E), 448.0);
        QCOMPARE(gpt2::e4m3ToDouble(0xFE), -448.0);
        QCOMPARE(gpt2::e4m3ToDouble(0xB8), -1.0);
        QVERIFY(std::isnan(gpt2::e4m3ToDouble(0x7F)) && std::isnan(gpt2::e4m3ToDouble(0xFF)));
        QString error;
        const auto model = io::loadGpt2Model(folderOf("deepseek-v3-fp8"), &error);
        QVERIFY2(model, qPrintable(error));
        const gpt2::TensorView &t = model->weights.blocks[1].kvaProj; // (10 + 4, 20): blocks 2 × 3
        QVERIFY(t.dtype == gpt2::DType::F8E4M3);
        QCOMPARE(t.rows, 14);
        QCOMPARE(t.cols, 20);
        const Matrix m = gpt2::toMatrix(t);
        for (int r : { 0, 7, 8, 13 })
            for (int c : { 0, 7, 8, 15, 16, 19 }) {
                float scale;
                std::memcpy(&scale, t.scales + 4 * ((r / 8) * 3 + c / 8), 4);
                QCOMPARE(m(r, c), gpt2::e4m3ToDouble(t.data[r * 20 + c]) * double(scale));
            }
    }

    // V3's router by hand: σ of the logits picks by σ + the correction bias; groups ranked by the sum
    // of their two best keep one of two; in it expert 3's choice (σ(0.1) − 1) is below 0, so the
    // masked expert 0 (0, as transformers masks) comes second, not expert 3 (as −∞ would give).
    // Weights: σ renormalised, × 2.5. V2's: the softmax over every expert, greedy, × the factor.
    void routersByHand()
    {
        gpt2::Config c;
        c.numExperts = 4;
        c.expertsPerToken = 2;
        c.expertGroups = 2;
        c.groupsKept = 1;
        c.routing = gpt2::Routing::SigmoidGroups;
        c.normTopK = true;
        c.routedScale = 2.5;
        gpt2::Block b;
        b.router = Matrix::Identity(4, 4); // logits = the row itself
        b.routerCorrection = RowVector::Zero(4);
        b.routerCorrection[3] = -1.0;
        Matrix A(1, 4);
        A << -3, -3, 2, 0.1;
        auto sigma = [](double v) { return 1.0 / (1.0 + std::exp(-v)); };
        auto chosen = gpt2::routeTokens(c, b, A);
        QCOMPARE(chosen[0].size(), std::size_t(2));
        QCOMPARE(chosen[0][0].expert, 2);
        QCOMPARE(chosen[0][1].expert, 0);
        const double sum = sigma(2) + sigma(-3) + 1e-20;
        QVERIFY(std::abs(chosen[0][0].weight - sigma(2) / sum * 2.5) < 1e-15);
        QVERIFY(std::abs(chosen[0][1].weight - sigma(-3) / sum * 2.5) < 1e-15);
        c.routing = gpt2::Routing::SoftmaxGroups;
        c.expertGroups = c.groupsKept = 1;
        c.normTopK = false;
        c.routedScale = 16;
        chosen = gpt2::routeTokens(c, b, A);
        const double z = std::exp(-3.0) * 2 + std::exp(2.0) + std::exp(0.1);
        QCOMPARE(chosen[0][0].expert, 2);
        QCOMPARE(chosen[0][1].expert, 3);
        QVERIFY(std::abs(chosen[0][0].weight - std::exp(2.0) / z * 16) < 1e-13);
        QVERIFY(std::abs(chosen[0][1].weight - std::exp(0.1) / z * 16) < 1e-13);
        // V2's group_limited_greedy ranks groups by their best: with logits 3, −5 | 2.5, 2.4 group 0
        // (best 3) is kept, though the sum of its two best is the smaller; greedy would take 0 and 2
        c.expertGroups = 2;
        A << 3, -5, 2.5, 2.4;
        chosen = gpt2::routeTokens(c, b, A);
        QCOMPARE(chosen[0][0].expert, 0);
        QCOMPARE(chosen[0][1].expert, 1);
        c.expertGroups = c.groupsKept = 1;
        chosen = gpt2::routeTokens(c, b, A);
        QCOMPARE(chosen[0][1].expert, 2);
        // the committed V3 folders hold tokens where a masked expert (0) wins over a kept one below 0,
        // so the reference numbers (tst_families) hold the app to that rule end to end
        QFile f(folderOf("deepseek-v3") + "/expected.json");
        QVERIFY(f.open(QIODevice::ReadOnly));
        QVERIFY(QJsonDocument::fromJson(f.readAll()).object().value("masked_wins").toInt() > 0);
    }

    // What the attention steps read: each head headWidth() wide, q and k the nope part then the
    // rope part, the one rope key in every head, V's padding zeros; interleaved pairs reordered.
    void latentLayout()
    {
        QCOMPARE(gpt2::deinterleaveOrder(6), (std::vector<int> { 0, 2, 4, 1, 3, 5 }));
        QString error;
        const auto model = io::loadGpt2Model(folderOf("deepseek-v3"), &error);
        QVERIFY2(model, qPrintable(error));
        const gpt2::Config &c = model->config;
        const gpt2::MlaShape &m = c.mla;
        const gpt2::Block b = gpt2::convertBlock(model->weights.blocks[0]);
        Matrix A = Matrix::Random(3, c.nEmbd);
        const int hw = m.headWidth(), width = c.nHead * hw;
        Matrix qkv(3, 3 * width);
        latentProject(A, b.mla, c.nHead, qkv.data(), qkv.cols());
        for (int h = 1; h < c.nHead; ++h) {
            QCOMPARE(Matrix(qkv.middleCols(width + h * hw + m.nope, m.rope)),
                     Matrix(qkv.middleCols(width + m.nope, m.rope))); // one rope key for all
            QVERIFY(qkv.middleCols(2 * width + h * hw + m.v, hw - m.v).isZero(0)); // V's padding
        }
        // the rope key is A·W_DKV's last columns, de-interleaved from the stored rows
        const Matrix stored = gpt2::toMatrix(model->weights.blocks[0].kvaProj); // (r + rope, d)
        const std::vector<int> order = gpt2::deinterleaveOrder(m.rope);
        for (int j = 0; j < m.rope; ++j)
            QVERIFY(std::abs(qkv(1, width + m.nope + j)
                             - A.row(1).dot(stored.row(m.kvLoraRank + order[std::size_t(j)])))
                    < 1e-12);
        // W_O's rows under V's padding are zero: a head's padded output columns add nothing
        for (int h = 0; h < c.nHead; ++h)
            QVERIFY(b.Wo.middleRows(h * hw + m.v, hw - m.v).isZero(0));
    }

    // What latent attention is for: the cache holds the latent and one rope key a layer
    // (DeepSeek V3: (512 + 64) × 2 bytes × 61 layers = 70 272 bytes a token), not every head's K and
    // V (128 × (192 + 128) × 2 × 61 = 4 997 120).
    void kvCacheOfTheLatent()
    {
        QString error;
        const auto v3 = configFrom({ { "model_type", "deepseek_v3" } }, &error);
        QVERIFY(v3);
        const gpt2::KvCacheSize k = gpt2::kvCacheSize(*v3, 2);
        QCOMPARE(k.perToken, std::int64_t(70272));
        QCOMPARE(k.expanded, std::int64_t(4997120));
        QCOMPARE(k.atContext(1000), std::int64_t(70272000));
    }

    // One line naming the key, from the reader and (exit 2) from the command line.
    void refusals_data()
    {
        QTest::addColumn<QString>("dir");
        QTest::addColumn<QString>("message");
        auto config = [&](const char *key, const QJsonValue &value, const char *from = "deepseek-v3") {
            QJsonObject o = configOf(QLatin1String(from));
            o.insert(QLatin1String(key), value);
            return withConfig(QStringLiteral("bad-%1-%2").arg(QLatin1String(from), QLatin1String(key)),
                              QLatin1String(from), o);
        };
        QTest::newRow("attention biases")
            << config("attention_bias", true) << "attention_bias: true is not supported";
        QTest::newRow("groups not dividing the experts")
            << config("n_group", 3) << "n_group 3 must divide the 8 experts";
        QTest::newRow("an odd rope width") << config("qk_rope_head_dim", 5) << "qk_rope_head_dim 5 is odd";
        QTest::newRow("another top-k method") << config("topk_method", "noaux_tc", "deepseek-v2")
                                              << "topk_method \"noaux_tc\" is not supported";
        QTest::newRow("V2 without its top-k") << withConfig("bad-v2-no-k", "deepseek-v2", [] {
            QJsonObject o = configOf("deepseek-v2");
            o.remove("num_experts_per_tok");
            return o;
        }()) << "num_experts_per_tok is missing";
        QTest::newRow("another quantization")
            << config("quantization_config", QJsonObject { { "quant_method", "awq" } }, "deepseek-v3-fp8")
            << "quant_method \"awq\" is not supported (fp8 is)";
        QTest::newRow("FP8 without its scales")
            << withTensorChanged("fp8-no-scales", "deepseek-v3-fp8",
                                 "model.layers.0.self_attn.kv_b_proj.weight_scale_inv", true)
            << "model.layers.0.self_attn.kv_b_proj.weight is stored as F8_E4M3 without its "
               "model.layers.0.self_attn.kv_b_proj.weight_scale_inv";
        QTest::newRow("FP8 scales of another shape")
            << withTensorChanged("fp8-scale-shape", "deepseek-v3-fp8",
                                 "model.layers.0.self_attn.o_proj.weight_scale_inv", false, gpt2::DType::F32,
                                 { 3, 2 })
            << "model.layers.0.self_attn.o_proj.weight_scale_inv is F32 3 × 2, expected F32 3 × 3";
        QTest::newRow("an expert missing") << withTensorChanged(
            "no-expert", "deepseek-v3", "model.layers.2.mlp.experts.5.up_proj.weight", true)
                                           << "model.layers.2.mlp.experts.5.up_proj.weight is missing";
        QTest::newRow("the latent of another width")
            << withTensorChanged("latent-width", "deepseek-v2",
                                 "model.layers.1.self_attn.kv_a_layernorm.weight", false, gpt2::DType::BF16,
                                 { 9 })
            << "model.layers.1.self_attn.kv_a_layernorm.weight has shape 9, expected 10";
    }
    void refusals()
    {
        QFETCH(QString, dir);
        QFETCH(QString, message);
        QString error;
        QVERIFY(!io::loadGpt2Model(dir, &error));
        QVERIFY2(error.contains(message), qPrintable(error));
        QVERIFY(!error.contains(QLatin1Char('\n')));
        const testing::ProgramRun run = runApp({ "model", dir, "--ids", "1,2" });
        QCOMPARE(run.code, 2);
        QVERIFY2(run.err.contains(message.toUtf8()), run.err.constData());
        QCOMPARE(run.err.count('\n'), 1);
    }

    // DeepSeek V3 and R1 publish one more layer than they run (num_nextn_predict_layers: a
    // multi-token prediction module, model.layers.61.*): its tensors are left unread, as
    // transformers leaves them; without the key such a tensor is refused, naming the layer.
    void thePredictionLayerIsLeftUnread()
    {
        // the 3-layer folder under a config that says 2 layers: layer 2's tensors are then one more
        QJsonObject config = configOf("deepseek-v3");
        config.insert("num_hidden_layers", 2);
        const QString refused = withConfig("mtp-refused", "deepseek-v3", config);
        QString error;
        QVERIFY(!io::loadGpt2Model(refused, &error));
        QVERIFY2(error.contains("belongs to layer 2, but config.json says num_hidden_layers 2"),
                 qPrintable(error));
        config.insert("num_nextn_predict_layers", 1);
        const QString dir = withConfig("mtp-read", "deepseek-v3", config);
        const auto model = io::loadGpt2Model(dir, &error);
        QVERIFY2(model, qPrintable(error));
        QCOMPARE(model->config.nLayer, 2);
        QCOMPARE(model->config.unusedLayers, 1);
        const testing::ProgramRun run = runApp({ "model", dir, "--ids", "5,17,260" });
        QVERIFY2(run.code == 0, run.err.constData());
    }

    // A latent layer as a session (--session-out): its latents under "mla", which compute reads
    // back into the layer's weights; every other command refuses it with one line, and so does
    // --layer-session. What the model runs besides: patching, the logit lens, rollout and a score
    // split by its sources (q and k through the latents, their norms frozen), summing to the score.
    void aLatentLayerAsASession()
    {
        const QString folder = folderOf("deepseek-v3");
        const QString out = m_tmp.filePath("latent-layer.json");
        testing::ProgramRun run
            = runApp({ "model", folder, "--ids", "5,17,260,3", "--layer", "1", "--session-out", out });
        QVERIFY2(run.code == 0, run.err.constData());
        const QJsonArray printed = QJsonDocument::fromJson(run.out)
                                       .object()
                                       .value("layers")
                                       .toArray()
                                       .at(0)
                                       .toObject()
                                       .value("heads")
                                       .toArray();
        QFile written(out);
        QVERIFY(written.open(QIODevice::ReadOnly));
        const QJsonObject session = QJsonDocument::fromJson(written.readAll()).object();
        QVERIFY(session.contains("mla") && !session.contains("W_Q"));
        QCOMPARE(session.value("mla").toObject().value("qk_rope_head_dim").toInt(), 4);
        run = runApp({ "compute", out });
        QVERIFY2(run.code == 0, run.err.constData());
        const QJsonArray computed = QJsonDocument::fromJson(run.out).object().value("heads").toArray();
        QCOMPARE(computed.size(), 4);
        for (int h = 0; h < 4; ++h) {
            const QJsonArray a = printed.at(h).toObject().value("weights").toArray();
            const QJsonArray b = computed.at(h).toObject().value("weights").toArray();
            QCOMPARE(a.size(), b.size());
            for (qsizetype i = 0; i < a.size(); ++i)
                for (qsizetype j = 0; j < a.at(i).toArray().size(); ++j)
                    QVERIFY(std::abs(a.at(i).toArray().at(j).toDouble() - b.at(i).toArray().at(j).toDouble())
                            < 1e-12);
        }
        for (const QStringList &args :
             { QStringList { "gradient", out },
               QStringList { "train", out, "--steps", "1", "--lr", "0.1", "--out", m_tmp.filePath("t.json") },
               QStringList { "lesson", out, "--list" },
               QStringList { "fixtures", out, "--out", m_tmp.filePath("fx") },
               QStringList { "check", out, "--output", out } }) {
            run = runApp(args);
            QCOMPARE(run.code, 2);
            QVERIFY2(run.err.contains("holds latent attention (mla), which only compute and export read"),
                     run.err.constData());
            QCOMPARE(run.err.count('\n'), 1);
        }
        // export draws it from the result: the heatmap of every head, and one row's breakdown
        for (const QStringList &args :
             { QStringList { "export", out, "--head", "all", "--out", m_tmp.filePath("x.png") },
               QStringList { "export", out, "--view", "breakdown", "--head", "2", "--query", "3", "--out",
                             m_tmp.filePath("b.svg") } }) {
            run = runApp(args);
            QVERIFY2(run.code == 0, run.err.constData());
            QVERIFY(QFileInfo(args.last()).size() > 1000);
        }
        QVERIFY(!QFile::exists(m_tmp.filePath("t.json")) && !QFile::exists(m_tmp.filePath("fx")));
        run = runApp({ "model", folder, "--ids", "5,17,260,3", "--layer", "1", "--layer-session", out });
        QCOMPARE(run.code, 2);
        QVERIFY2(run.err.contains("cannot be replaced by a session yet"), run.err.constData());
        run = runApp({ "model", folder, "--ids", "5,17,260,3,17,101", "--logit-lens", "--rollout",
                       "--corrupt-ids", "5,17,260,3,9,101", "--answer", "#42", "--wrong", "#7" });
        QVERIFY2(run.code == 0, run.err.constData());
        const QJsonObject o = QJsonDocument::fromJson(run.out).object();
        QVERIFY(o.contains("logit_lens"));
        QVERIFY(o.contains("rollout"));
        QVERIFY(o.contains("patching"));
        run = runApp({ "model", folder, "--ids", "5,17,260,3,17,101", "--attribution", "2.1.4.1" });
        QVERIFY2(run.code == 0, run.err.constData());
        const QJsonObject at = QJsonDocument::fromJson(run.out).object().value("attribution").toObject();
        double sum = 0;
        for (const QJsonValue row : at.value("matrix").toArray())
            for (const QJsonValue v : row.toArray())
                sum += v.toDouble();
        const double score = at.value("score").toDouble();
        QVERIFY(at.value("matrix").toArray().size() > 4);
        QVERIFY2(std::abs(sum - score) < 1e-9 * std::max(1.0, std::abs(score)),
                 qPrintable(QStringLiteral("%1 vs %2").arg(sum).arg(score)));
    }
};

QTEST_GUILESS_MAIN(TestDeepSeek)
#include "tst_deepseek.moc"
