// The GPT-2 forward passes (core/model/): the readable one against a plain loop-by-loop
// reference written in the test, the fast one against the readable one, the number formats,
// the shape checks, progress and cancel, and one layer as an attention example.
#include "../common/model_compare.h"
#include "../common/progress_check.h"
#include "../common/tiny_gpt2.h"

#include "core/attention.h"
#include "core/model/fast_forward.h"
#include "core/model/forward.h"

#include <QTest>

#include <atomic>
#include <cmath>

using namespace attn;
using namespace attn::gpt2;

Q_DECLARE_METATYPE(attn::gpt2::DType)

using testing::largestDifference;
using testing::someIds;

class TestGpt2Forward : public QObject {
    Q_OBJECT

private slots:
    void storedNumbersConvertExactly()
    {
        QCOMPARE(halfToDouble(0x3c00), 1.0);
        QCOMPARE(halfToDouble(0xc000), -2.0);
        QCOMPARE(halfToDouble(0x7bff), 65504.0); // the largest float16
        QCOMPARE(halfToDouble(0x0001), std::ldexp(1.0, -24)); // the smallest subnormal
        QCOMPARE(halfToDouble(0x3555), 0.333251953125);
        QVERIFY(std::isinf(halfToDouble(0x7c00)));
        QVERIFY(std::isnan(halfToDouble(0x7e00)));
        QCOMPARE(bfloat16ToDouble(0x3f80), 1.0);
        QCOMPARE(bfloat16ToDouble(0xc0a0), -5.0);
        QCOMPARE(bfloat16ToDouble(0x3eab), 0.333984375);
        // Unaligned F32 in a tensor view: rows 1…2 of a 3×2 tensor that starts at an odd address.
        std::vector<unsigned char> bytes(1 + 6 * 4);
        const float values[6] = { 1.5f, -2.25f, 3.0f, 0.1f, -0.5f, 1e-3f };
        std::memcpy(bytes.data() + 1, values, sizeof values);
        TensorView t { DType::F32, bytes.data() + 1, 3, 2 };
        double out[4];
        convertRows(t, 1, 2, out);
        QCOMPARE(out[0], 3.0);
        QCOMPARE(out[1], double(0.1f));
        QCOMPARE(out[3], double(1e-3f));
    }

    // The readable pass against the loop-by-loop reference of the test, in each storage type.
    void readableMatchesTheReference_data()
    {
        QTest::addColumn<DType>("dtype");
        QTest::addColumn<int>("tokens");
        QTest::newRow("F32, 9 tokens") << DType::F32 << 9;
        QTest::newRow("F16, 9 tokens") << DType::F16 << 9;
        QTest::newRow("BF16, 9 tokens") << DType::BF16 << 9;
        QTest::newRow("F32, 1 token") << DType::F32 << 1;
        QTest::newRow("F32, all 64 positions") << DType::F32 << 64;
    }
    void readableMatchesTheReference()
    {
        QFETCH(DType, dtype);
        QFETCH(int, tokens);
        const testing::TinyGpt2 m = testing::makeTinyGpt2(testing::tinyConfig(), 3, dtype);
        const Weights w = m.weights();
        QCOMPARE(QString::fromStdString(checkWeights(w)), QString());
        const std::vector<int> ids = someIds(tokens, w.config.vocabSize);
        const ModelResult r = runModel(w, ids);
        const testing::ReferencePass ref = testing::referenceForward(m, ids);

        QCOMPARE(r.layers.size(), std::size_t(w.config.nLayer));
        double worst = 0;
        for (std::size_t l = 0; l < r.layers.size(); ++l) {
            for (int t = 0; t < tokens; ++t)
                for (int j = 0; j < w.config.nEmbd; ++j)
                    worst = std::max(worst, std::abs(r.layers[l].input(t, j) - ref.inputs[l][t][j]));
            QCOMPARE(r.layers[l].heads.size(), std::size_t(w.config.nHead));
            for (std::size_t h = 0; h < r.layers[l].heads.size(); ++h)
                for (int i = 0; i < tokens; ++i) {
                    double rowSum = 0;
                    for (int j = 0; j < tokens; ++j) {
                        worst
                            = std::max(worst, std::abs(r.layers[l].heads[h](i, j) - ref.weights[l][h][i][j]));
                        rowSum += r.layers[l].heads[h](i, j);
                    }
                    QVERIFY(std::abs(rowSum - 1.0) < 1e-12);
                    if (i + 1 < tokens)
                        QCOMPARE(r.layers[l].heads[h](i, i + 1), 0.0); // causal: exactly 0
                }
        }
        QVERIFY2(worst < 1e-11, qPrintable(QString::number(worst)));

        // The next token: the reference's five largest logits, in order, with softmax probabilities.
        QCOMPARE(r.next.size(), std::size_t(kTopCandidates));
        const double max = *std::max_element(ref.logits.begin(), ref.logits.end());
        double sum = 0;
        for (double v : ref.logits)
            sum += std::exp(v - max);
        std::vector<int> order(ref.logits.size());
        std::iota(order.begin(), order.end(), 0);
        std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
            return ref.logits[std::size_t(a)] > ref.logits[std::size_t(b)];
        });
        for (int k = 0; k < kTopCandidates; ++k) {
            QCOMPARE(r.next[std::size_t(k)].id, order[std::size_t(k)]);
            QVERIFY(std::abs(r.next[std::size_t(k)].logit - ref.logits[std::size_t(order[std::size_t(k)])])
                    < 1e-11);
            QVERIFY(std::abs(r.next[std::size_t(k)].probability
                             - std::exp(ref.logits[std::size_t(order[std::size_t(k)])] - max) / sum)
                    < 1e-12);
        }
    }

    // The fast pass against the readable one: threads, row blocks, vector maths on and off.
    void fastMatchesReadable_data()
    {
        QTest::addColumn<int>("tokens");
        QTest::addColumn<int>("threads");
        QTest::addColumn<int>("rowBlock");
        QTest::addColumn<bool>("vector");
        QTest::addColumn<DType>("dtype");
        QTest::newRow("64 tokens, 2 threads") << 64 << 2 << 0 << true << DType::F32;
        QTest::newRow("64 tokens, 1 thread, portable maths") << 64 << 1 << 0 << false << DType::F32;
        QTest::newRow("61 tokens, row block 7") << 61 << 2 << 7 << true << DType::F32;
        QTest::newRow("61 tokens, row block 7, portable") << 61 << 3 << 7 << false << DType::F32;
        QTest::newRow("1 token") << 1 << 2 << 0 << true << DType::F32;
        QTest::newRow("2 tokens, row block 1") << 2 << 2 << 1 << true << DType::F32;
        QTest::newRow("33 tokens, F16") << 33 << 2 << 5 << true << DType::F16;
        QTest::newRow("33 tokens, BF16") << 33 << 2 << 0 << true << DType::BF16;
    }
    void fastMatchesReadable()
    {
        QFETCH(int, tokens);
        QFETCH(int, threads);
        QFETCH(int, rowBlock);
        QFETCH(bool, vector);
        QFETCH(DType, dtype);
        const testing::TinyGpt2 m = testing::makeTinyGpt2(testing::tinyConfig(3, 4, 16, 300, 64), 5, dtype);
        const Weights w = m.weights();
        const std::vector<int> ids = someIds(tokens, w.config.vocabSize, 11);
        const ModelResult readable = runModel(w, ids);
        ModelOptions o;
        o.threads = threads;
        o.rowBlock = rowBlock;
        o.vectorMaths = vector;
        const std::optional<ModelResult> fast = runModelFast(w, ids, o);
        QVERIFY(fast);
        QCOMPARE(fast->ids, ids);
        QCOMPARE(fast->layers.size(), readable.layers.size());
        for (const LayerResult &l : fast->layers) {
            QVERIFY(l.kept());
            QCOMPARE(l.input.rows(), Eigen::Index(tokens));
        }
        const double worst = largestDifference(*fast, readable);
        QVERIFY2(worst < 1e-10, qPrintable(QString::number(worst)));
        for (std::size_t k = 0; k < readable.next.size(); ++k)
            QCOMPARE(fast->next[k].id, readable.next[k].id);
    }

    // A larger model (GPT-2's own head width, 64) through the fast path's BLAS blocks.
    void fastMatchesReadableAtHeadWidth64()
    {
        const testing::TinyGpt2 m = testing::makeTinyGpt2(testing::tinyConfig(2, 2, 128, 500, 300), 9);
        const Weights w = m.weights();
        const std::vector<int> ids = someIds(300, 500, 2);
        const ModelResult readable = runModel(w, ids);
        const auto fast = runModelFast(w, ids);
        QVERIFY(fast);
        const double worst = largestDifference(*fast, readable);
        QVERIFY2(worst < 1e-10, qPrintable(QString::number(worst)));
    }

    void keepsOnlyTheLayerAskedFor()
    {
        const testing::TinyGpt2 m = testing::makeTinyGpt2(testing::tinyConfig(3), 4);
        const Weights w = m.weights();
        const std::vector<int> ids = someIds(20, 300);
        ModelOptions o;
        o.keepLayer = 1;
        const auto only = runModelFast(w, ids, o);
        QVERIFY(only);
        QVERIFY(!only->layers[0].kept());
        QVERIFY(only->layers[1].kept());
        QVERIFY(!only->layers[2].kept());
        QCOMPARE(only->layers[0].input.size(), Eigen::Index(0));
        const ModelResult all = runModel(w, ids);
        QVERIFY(largestDifference(*only, all, false) < 1e-10);
        QVERIFY(estimateBytes(w.config, 20, 1) < estimateBytes(w.config, 20, -1));
    }

    void reportsProgressAndCancels()
    {
        const testing::TinyGpt2 m = testing::makeTinyGpt2(testing::tinyConfig(4, 4, 64, 300, 200), 8);
        const Weights w = m.weights();
        const std::vector<int> ids = someIds(200, 300);
        testing::checkProgressAndCancel(
            [&](std::function<void(double)> progress, const std::atomic<bool> *cancel) {
                ModelOptions o;
                o.threads = 2;
                o.progress = std::move(progress);
                o.cancel = cancel;
                return runModelFast(w, ids, o).has_value();
            },
            0.3);
    }

    // Layer L as an attention example: recomputed from the struct alone (Q = X·W_Q + b_Q …,
    // causal, the scale given), it gives that layer's weights.
    void layerSessionReproducesTheLayer()
    {
        const testing::TinyGpt2 m = testing::makeTinyGpt2(testing::tinyConfig(3), 6);
        const Weights w = m.weights();
        const std::vector<int> ids = someIds(12, 300);
        const ModelResult r = runModel(w, ids);
        std::vector<std::string> tokens;
        for (int id : ids)
            tokens.push_back(std::to_string(id));
        const int L = 2;
        const Session s = layerSession(w, r, L, tokens);
        QCOMPARE(s.tokens, tokens);
        QCOMPARE(s.numHeads, 4);
        QVERIFY(s.causal);
        QCOMPARE(s.scale, std::optional(1.0 / 2.0)); // 1/√d_k, d_k = 4
        const int d = 16, dk = 4, T = 12;
        QCOMPARE(s.Wq.rows(), Eigen::Index(d));
        QCOMPARE(s.Wq.cols(), Eigen::Index(d));
        QCOMPARE(s.bO.size(), Eigen::Index(d));
        const Matrix Q = (s.X * s.Wq).rowwise() + s.bQ;
        const Matrix K = (s.X * s.Wk).rowwise() + s.bK;
        for (int h = 0; h < 4; ++h) {
            Matrix logits = *s.scale * Q.middleCols(h * dk, dk) * K.middleCols(h * dk, dk).transpose();
            for (int i = 0; i < T; ++i) {
                const double max = logits.row(i).head(i + 1).maxCoeff();
                const double sum = (logits.row(i).head(i + 1).array() - max).exp().sum();
                for (int j = 0; j <= i; ++j)
                    QVERIFY(std::abs(std::exp(logits(i, j) - max) / sum - r.layers[L].heads[h](i, j))
                            < 1e-12);
            }
        }
        // W_O and b_O are c_proj's; the layer's attention output follows from them.
        const Matrix V = (s.X * s.Wv).rowwise() + s.bV;
        Matrix concat(T, d);
        for (int h = 0; h < 4; ++h)
            concat.middleCols(h * dk, dk) = r.layers[L].heads[h].toMatrix() * V.middleCols(h * dk, dk);
        const Block b = convertBlock(w.blocks[L]);
        const AttentionStep step = causalSelfAttention(r.layers[L].input, b, w.config, L, ScoreRule { s.scale });
        const Matrix out = (concat * s.Wo).rowwise() + s.bO;
        QVERIFY((out - step.output).cwiseAbs().maxCoeff() < 1e-12);

        // And as an ordinary session, through the lesson's own computeAttention.
        const Session &session = s;
        QCOMPARE(QString::fromStdString(validate(session)), QString());
        const AttentionResult a = computeAttention(session);
        for (int h = 0; h < 4; ++h)
            QVERIFY((a.heads[std::size_t(h)].weights - r.layers[L].heads[std::size_t(h)].toMatrix())
                        .cwiseAbs()
                        .maxCoeff()
                    < 1e-12);
        QVERIFY((a.output - step.output).cwiseAbs().maxCoeff() < 1e-12);
    }

    // A GPT-2 layer's session carries the rest of its block (core/block.h): run on the session's
    // own attention it gives the stream the model's next layer reads (after the last layer, the
    // final stream); it belongs to these tokens and embeddings only.
    void layerSessionCarriesItsBlock()
    {
        const testing::TinyGpt2 m = testing::makeTinyGpt2(testing::tinyConfig(3), 6);
        const Weights w = m.weights();
        const std::vector<int> ids = someIds(9, 300);
        const ModelResult r = runModel(w, ids);
        const std::vector<std::string> tokens(ids.size(), "t");
        for (int L = 0; L < 3; ++L) {
            const Session s = layerSession(w, r, L, tokens);
            QVERIFY(s.block);
            const TransformerBlock *b = s.liveBlock();
            QVERIFY(b);
            QCOMPARE(b->width(), 64);
            QCOMPARE(b->eps, w.config.layerNormEpsilon);
            QCOMPARE(checkBlock(*b, s.X), std::string());
            const BlockPass pass = runBlock(*b, b->residualIn, computeAttention(s).output);
            const Matrix &next = L < 2 ? r.streams.at(std::size_t(L + 1)) : r.finalStream;
            QVERIFY((pass.residualOut - next).cwiseAbs().maxCoeff() < 1e-12);
            // One row through LN₂ number by number, as the slide writes it, is the norm's row.
            const RowNorm n = normRow(pass.residualMid.row(3), b->norm2Gamma, b->norm2Beta, b->eps);
            QVERIFY((n.out - pass.normed2.row(3)).cwiseAbs().maxCoeff() < 1e-13);
            QVERIFY(std::abs(n.centred.sum()) < 1e-12);
            QVERIFY(std::abs(n.scaled.squaredNorm() / 16 - n.variance / (n.variance + b->eps)) < 1e-12);
        }
        // Tokens or embeddings edited: the block no longer holds; anything else keeps it.
        const Session s = layerSession(w, r, 1, tokens);
        Session renamed = s;
        renamed.tokens[2] = "u";
        QVERIFY(!renamed.liveBlock());
        Session nudged = s;
        nudged.X(4, 5) += 1e-6;
        QVERIFY(!nudged.liveBlock());
        QVERIFY(nudged.block); // kept for Undo, only not live
        Session weights = s;
        weights.Wv *= 2;
        QVERIFY(weights.liveBlock());
        // What the reader refuses: a block the embeddings do not follow, named with its place.
        TransformerBlock off = *s.block;
        off.norm1Beta[5] += 1e-3;
        const std::string why = checkBlock(off, s.X);
        QVERIFY2(why.find("not norm_1(residual_in): row ") != std::string::npos
                     && why.find(", column 5 differs by 0.001") != std::string::npos,
                 why.c_str());
        // A block the session reader would refuse (here eps below 1e-12) is not taken along: what is
        // written must open.
        Weights tiny = w;
        tiny.config.layerNormEpsilon = 1e-13;
        QVERIFY(!layerSession(tiny, runModel(tiny, ids), 1, tokens).block);
        TransformerBlock narrow = *s.block;
        narrow.bIn.conservativeResize(63);
        QCOMPARE(checkBlock(narrow, s.X), std::string("block: mlp: b_in: 63 numbers, expected 64"));
    }

    void longTokenTextsAreCutForSessions()
    {
        const testing::TinyGpt2 m = testing::makeTinyGpt2(testing::tinyConfig(3), 6);
        const Weights w = m.weights();
        const ModelResult r = runModel(w, { 1, 2 });
        const Session session = layerSession(w, r, 0, { std::string(99, 'a') + "\xc3\xa9", "b" }); // é would end at byte 101
        QCOMPARE(session.tokens[0], std::string(99, 'a'));
        QCOMPARE(QString::fromStdString(validate(session)), QString());
    }

    void scaleFollowsTheConfig()
    {
        Config c = testing::tinyConfig();
        QCOMPARE(c.attentionScale(0), 0.5);
        c.scaleAttnByInverseLayerIdx = true;
        QCOMPARE(c.attentionScale(3), 0.5 / 4);
        c.scaleAttnWeights = false;
        QCOMPARE(c.attentionScale(1), 0.5);
    }

    void refusesWrongShapesAndIds_data()
    {
        QTest::addColumn<QString>("tensor");
        QTest::addColumn<QString>("expected");
        QTest::newRow("wte rows") << "wte.weight"
                                  << "wte.weight has shape 299 × 16, expected 300 × 16";
        QTest::newRow("c_attn columns") << "h.1.attn.c_attn.weight"
                                        << "h.1.attn.c_attn.weight has shape 16 × 47, expected 16 × 48";
        QTest::newRow("bias length") << "h.0.mlp.c_fc.bias"
                                     << "h.0.mlp.c_fc.bias has shape 63, expected 64";
    }
    void refusesWrongShapesAndIds()
    {
        QFETCH(QString, tensor);
        QFETCH(QString, expected);
        const testing::TinyGpt2 m = testing::makeTinyGpt2(testing::tinyConfig(), 1);
        Weights w = m.weights();
        auto shrink = [&](TensorView &t) {
            if (t.rows > 1 && tensor == "wte.weight")
                --t.rows;
            else
                --t.cols;
        };
        if (tensor == "wte.weight")
            shrink(w.wte);
        else if (tensor == "h.1.attn.c_attn.weight")
            shrink(w.blocks[1].attnWeight);
        else
            shrink(w.blocks[0].fcBias);
        QCOMPARE(QString::fromStdString(checkWeights(w)), expected);
    }

    void checksIdsAndSizes()
    {
        const Config c = testing::tinyConfig();
        QCOMPARE(QString::fromStdString(checkIds(c, { 1, 2, 299 })), QString());
        QCOMPARE(QString::fromStdString(checkIds(c, { 1, 300 })),
                 QStringLiteral("token 1 is id 300, outside the vocabulary (0…299)"));
        QCOMPARE(QString::fromStdString(checkIds(c, { -1 })),
                 QStringLiteral("token 0 is id -1, outside the vocabulary (0…299)"));
        QCOMPARE(QString::fromStdString(checkIds(c, std::vector<int>(65, 0))),
                 QStringLiteral("65 tokens, more than the model's 64 positions (n_positions)"));
        QCOMPARE(QString::fromStdString(checkIds(c, {})), QStringLiteral("no tokens to run the model on"));
        Config bad = c;
        bad.nHead = 3;
        QCOMPARE(QString::fromStdString(checkConfig(bad)),
                 QStringLiteral("n_head 3 does not divide n_embd 16"));
        bad = c;
        bad.nLayer = 0;
        QCOMPARE(QString::fromStdString(checkConfig(bad)),
                 QStringLiteral("n_layer is 0, expected at least 1"));
    }

    void findsNumbersThatAreNotFinite()
    {
        testing::TinyGpt2 m = testing::makeTinyGpt2(testing::tinyConfig(), 1);
        QCOMPARE(QString::fromStdString(checkFinite(m.weights())), QString());
        const float nan = std::nanf("");
        std::memcpy(m.tensors["h.1.mlp.c_fc.weight"].bytes.data() + 4 * (2 * 64 + 5), &nan, 4);
        QCOMPARE(QString::fromStdString(checkFinite(m.weights())),
                 QStringLiteral("h.1.mlp.c_fc.weight holds a number that is not finite (NaN or infinity) at "
                                "row 2, column 5"));
    }

    // GPT-2 small at 1024 tokens, every layer kept: about 0.7 GB beyond the file, as measured.
    void estimatesMemory()
    {
        Config c;
        c.nLayer = 12;
        c.nHead = 12;
        c.nEmbd = 768;
        c.nPositions = 1024;
        c.vocabSize = 50257;
        c.nInner = 3072;
        const double gb = double(estimateBytes(c, 1024, -1, 2)) / 1e9;
        QVERIFY2(gb > 0.6 && gb < 1.0, qPrintable(QString::number(gb)));
        // The workbench keeps the 13 residual streams (T × d each, 6.3 MB) for its reruns.
        const double streams
            = double(estimateBytes(c, 1024, -1, 2, true) - estimateBytes(c, 1024, -1, 2)) / 1e6;
        QVERIFY2(std::abs(streams - 13 * 1024 * 768 * 8 / 1e6) < 0.1, qPrintable(QString::number(streams)));
        // Ablate-each: the streams, 13 groups of working rows (1 + 12 heads, 7680 doubles a row),
        // the logits of 145 last rows; no layer's weights kept.
        const double each = double(estimateAblateEachBytes(c, 1024, 2)) / 1e9;
        QVERIFY2(each > 0.95 && each < 1.15, qPrintable(QString::number(each)));
        QVERIFY(estimateAblateEachBytes(c, 64, 2) < estimateAblateEachBytes(c, 1024, 2) / 5);
    }
};

QTEST_APPLESS_MAIN(TestGpt2Forward)
#include "tst_gpt2_forward.moc"
