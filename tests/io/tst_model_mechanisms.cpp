// How a model computes its answer (core/model/mechanisms.h) on models the test writes (a tiny
// GPT-2 and the Llama family's variants: RoPE, grouped K/V heads, q/k norms, a sliding window) and
// on the built-in induction model:
//   patching   the fast batched grid against one readable pass per patched run; two texts that
//              differ only at P0 (resid[0][P0] = 1, 0 elsewhere in that row and before P0 in every
//              layer); a head whose output is the same in both runs gives exactly 0;
//   attribution every matrix summing to its score; the scores of a row, through the scale and the
//              softmax, giving the pass's own weights; the induction model's K-composition;
//   logit lens its last layer equal to the prediction; every cell against ln_f·lm_head by hand;
//   rollout    against a product written here by hand on a 2-layer model.
#include "../common/gpt2_files.h"
#include "../common/model_compare.h"
#include "../common/tiny_llama.h"

#include "core/model/fast_forward.h"
#include "core/model/forward.h"
#include "core/model/interventions.h"
#include "core/model/mechanisms.h"
#include "io/model/gpt2_model.h"

#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <atomic>
#include <cmath>

using namespace attn;
using namespace attn::gpt2;

namespace {

double largestDifference(const RowVector &a, const RowVector &b)
{
    return a.size() == b.size() ? (a - b).cwiseAbs().maxCoeff() : INFINITY;
}

double worstOf(const Matrix &a, const Matrix &b)
{
    if (a.rows() != b.rows() || a.cols() != b.cols())
        return INFINITY;
    return a.size() ? (a - b).cwiseAbs().maxCoeff() : 0.0;
}

ModelResult fullPass(const Weights &w, const std::vector<int> &ids, const Interventions *iv = nullptr)
{
    ModelOptions o;
    o.keepStreams = true;
    o.interventions = iv;
    return *runModelFast(w, ids, o);
}

// softmax(scale · s) over a row of raw scores.
RowVector softmaxOf(const RowVector &s, double scale)
{
    const RowVector z = s * scale;
    const RowVector e = (z.array() - z.maxCoeff()).exp().matrix();
    return e / e.sum();
}

} // namespace

class TestModelMechanisms : public QObject {
    Q_OBJECT

    QTemporaryDir m_tmp;
    testing::TinyGpt2 m_gpt2 = testing::makeTinyGpt2(testing::tinyConfig(3, 4, 16, 300, 64), 21);
    std::map<QString, io::Gpt2Model> m_models; // by variant: gpt2, llama, qwen2, qwen3, mistral, bloom

    const Weights &weights(const QString &variant) { return m_models.at(variant).weights; }

private slots:
    void initTestCase()
    {
        QVERIFY(m_tmp.isValid());
        QVERIFY(testing::writeModelFolder(m_tmp.filePath("gpt2"), m_gpt2));
        for (const char *v : { "llama", "qwen2", "qwen3", "mistral" })
            QVERIFY(testing::writeLlamaFolder(m_tmp.filePath(v), testing::makeTinyLlama(QLatin1String(v))));
        for (const char *v : { "gpt2", "llama", "qwen2", "qwen3", "mistral" }) {
            QString error;
            auto model = io::loadGpt2Model(m_tmp.filePath(v), &error);
            QVERIFY2(model, qPrintable(error));
            m_models.emplace(QLatin1String(v), std::move(*model));
        }
        // Today's families: the folders scripts/family-models.py wrote (BLOOM's ALiBi and embedding
        // norm; Gemma 2's soft-caps and norms after the attention; Gemma 3's local and global RoPE)
        // and DeepSeek's latent attention and grouped experts
        for (const char *v : { "bloom-tiny", "gemma2", "gemma3", "gpt-oss", "deepseek-v3", "deepseek-v2" }) {
            QString error;
            auto model = io::loadGpt2Model(QStringLiteral(TEST_DATA_DIR "/families/") + QLatin1String(v), &error);
            QVERIFY2(model, qPrintable(error));
            m_models.emplace(QString::fromLatin1(v).remove(QStringLiteral("-tiny")), std::move(*model));
        }
    }

    void variants_data(bool latent = true)
    {
        QTest::addColumn<QString>("variant");
        for (const char *v : { "gpt2", "llama", "qwen2", "qwen3", "mistral", "bloom", "gemma2", "gemma3", "gpt-oss" })
            QTest::newRow(v) << QString::fromLatin1(v);
        if (latent) // DeepSeek: no session form (tst_deepseek checks the refusal)
            for (const char *v : { "deepseek-v3", "deepseek-v2" })
                QTest::newRow(v) << QString::fromLatin1(v);
    }

    // ---- patching ----------------------------------------------------------------------------

    void patchingFastEqualsReadable_data() { variants_data(); }
    void patchingFastEqualsReadable()
    {
        QFETCH(QString, variant);
        const Weights &w = weights(variant);
        const std::vector<int> clean = testing::someIds(9, 250, 3);
        std::vector<int> corrupt = clean;
        corrupt[2] = (corrupt[2] + 17) % 250;
        corrupt[6] = (corrupt[6] + 5) % 250;
        PatchingOptions small; // batches of 3 runs: several batches per layer
        small.batchRows = 3 * 9;
        std::vector<double> progress;
        small.progress = [&](double f) { progress.push_back(f); };
        const auto fast = patchActivations(w, clean, corrupt, 11, 42, small);
        QVERIFY(fast);
        const PatchingResult slow = patchActivationsReadable(w, clean, corrupt, 11, 42);
        QVERIFY(slow.restorable());
        QVERIFY(std::abs(fast->cleanLogitDiff - slow.cleanLogitDiff) < 1e-9);
        QVERIFY(std::abs(fast->corruptLogitDiff - slow.corruptLogitDiff) < 1e-9);
        QVERIFY2(worstOf(fast->resid, slow.resid) < 1e-9, qPrintable(QString::number(worstOf(fast->resid, slow.resid))));
        QVERIFY2(worstOf(fast->heads, slow.heads) < 1e-9, qPrintable(QString::number(worstOf(fast->heads, slow.heads))));
        // the reuse: positions 0 and 1 agree in every layer, and every position but 2 and 6
        // entering layer 0 (the embeddings), so those needed no run
        const Config &c = w.config;
        QVERIFY(fast->runs < slow.runs);
        const qint64 most = 2 + qint64(c.nLayer - 1) * (9 - 2) + qint64(c.nLayer) * c.nHead;
        if (c.slidingWindow == 0)
            QCOMPARE(fast->runs, most);
        else // Mistral's window: a row whose window holds neither difference agrees too
            QVERIFY(fast->runs < most);
        QVERIFY(!progress.empty());
        QVERIFY(std::is_sorted(progress.begin(), progress.end()));
        QCOMPARE(progress.back(), 1.0);
        // one side only
        PatchingOptions residOnly;
        residOnly.heads = false;
        const auto r = patchActivations(w, clean, corrupt, 11, 42, residOnly);
        QVERIFY(r && r->heads.size() == 0);
        QVERIFY(worstOf(r->resid, slow.resid) < 1e-9);
    }

    void patchingWhereTheTextsDiffer_data() { variants_data(); }
    void patchingWhereTheTextsDiffer()
    {
        QFETCH(QString, variant);
        const Weights &w = weights(variant);
        const int T = 8, P0 = 3;
        const std::vector<int> clean = testing::someIds(T, 250, 9);
        std::vector<int> corrupt = clean;
        corrupt[P0] = (corrupt[P0] + 101) % 250;
        const auto p = patchActivations(w, clean, corrupt, 7, 8);
        QVERIFY(p && p->restorable());
        // layer 0's stream at P0 from the clean run is the clean run itself
        QVERIFY2(std::abs(p->resid(0, P0) - 1) < 1e-9, qPrintable(QString::number(p->resid(0, P0), 'g', 17)));
        for (int q = 0; q < T; ++q)
            if (q != P0)
                QCOMPARE(p->resid(0, q), 0.0);
        for (int l = 0; l < w.config.nLayer; ++l)
            for (int q = 0; q < P0; ++q)
                QCOMPARE(p->resid(l, q), 0.0);
    }

    void patchingAHeadThatDoesNotChangeGivesZero()
    {
        // Head 2 of layer 1 with W_V and b_V zero: its output is 0 in both runs.
        testing::TinyGpt2 m = m_gpt2;
        testing::StoredTensor &qkv = m.tensors.at("h.1.attn.c_attn.weight"), &bias = m.tensors.at("h.1.attn.c_attn.bias");
        const int d = m.config.nEmbd, dk = d / m.config.nHead;
        for (int row = 0; row < d; ++row)
            for (int col = 2 * d + 2 * dk; col < 2 * d + 3 * dk; ++col)
                std::fill_n(qkv.bytes.begin() + 4 * (std::size_t(row) * 3 * d + col), 4, 0);
        for (int col = 2 * d + 2 * dk; col < 2 * d + 3 * dk; ++col)
            std::fill_n(bias.bytes.begin() + 4 * col, 4, 0);
        const Weights w = m.weights();
        const std::vector<int> clean = testing::someIds(7, 250, 4);
        std::vector<int> corrupt = clean;
        corrupt[1] = (corrupt[1] + 3) % 250;
        const auto fast = patchActivations(w, clean, corrupt, 3, 4);
        const PatchingResult slow = patchActivationsReadable(w, clean, corrupt, 3, 4);
        QVERIFY(fast && fast->restorable());
        QCOMPARE(fast->heads(1, 2), 0.0);
        QCOMPARE(slow.heads(1, 2), 0.0);
        QVERIFY(fast->heads.cwiseAbs().maxCoeff() > 0); // the other heads do something
    }

    void patchingNothingToRestore()
    {
        const Weights &w = weights("gpt2");
        const std::vector<int> ids = testing::someIds(6, 250, 2);
        const auto p = patchActivations(w, ids, ids, 1, 2);
        QVERIFY(p);
        QVERIFY(!p->restorable());
        QCOMPARE(p->resid.size(), Eigen::Index(0));
        QCOMPARE(checkPatching(w.config, ids, { 1, 2 }, 1, 2),
                 std::string("the two texts give 6 and 2 tokens; patching needs the same count"));
        QCOMPARE(checkPatching(w.config, ids, ids, 4, 4),
                 std::string("the answer and the wrong token are the same id (4)"));
    }

    void patchingCancels()
    {
        std::atomic<bool> cancel { true };
        PatchingOptions o;
        o.cancel = &cancel;
        const std::vector<int> ids = testing::someIds(6, 250, 2);
        std::vector<int> other = ids;
        other[0] = 1 + ids[0];
        QVERIFY(!patchActivations(weights("gpt2"), ids, other, 1, 2, o));
    }

    // ---- attribution -------------------------------------------------------------------------

    void attributionSumsToTheScore_data()
    {
        QTest::addColumn<QString>("variant");
        QTest::addColumn<int>("ablation"); // 0 none, 1 zero, 2 mean
        for (const char *v : { "gpt2", "llama", "qwen2", "qwen3", "mistral", "bloom", "gemma2", "gemma3", "gpt-oss",
                               "deepseek-v3", "deepseek-v2" })
            for (int a : { 0, 1, 2 })
                QTest::addRow("%s, ablation %d", v, a) << QString::fromLatin1(v) << a;
    }
    void attributionSumsToTheScore()
    {
        QFETCH(QString, variant);
        QFETCH(int, ablation);
        const Weights &w = weights(variant);
        const Config &c = w.config;
        const int T = 10;
        const std::vector<int> ids = testing::someIds(T, 250, 5);
        Interventions iv;
        if (ablation) {
            iv.ablated = { { 0, 1 } };
            iv.ablation = ablation == 1 ? Ablation::Zero : Ablation::Mean;
        }
        const ModelResult r = fullPass(w, ids, &iv);
        const int L = c.nLayer - 1;
        // The sources themselves, against the readable pass's steps: in each earlier layer the
        // heads (and b_O) add up to the attention's output, and the MLP's part is the MLP's write.
        {
            const Attribution a = attributeScore(w, r, { L, 0 }, 9, 4);
            for (const auto &[pos, sources] : { std::pair { 9, &a.querySources }, std::pair { 4, &a.keySources } }) {
                QVERIFY(largestDifference(sources->colwise().sum(), r.streams[std::size_t(L)].row(pos)) < 1e-10);
                Eigen::Index row = w.wpe.empty() ? 1 : 2; // after embed (and pos)
                for (int l = 0; l < L; ++l) {
                    const Block b = convertBlock(w.blocks[std::size_t(l)]);
                    const Matrix &X = r.streams[std::size_t(l)];
                    const Matrix A = normRows(X, b.ln1Gamma, b.ln1Beta, c.layerNormEpsilon);
                    const AttentionStep att = causalSelfAttention(A, b, c, l, layerRule(c, b, l), iv.ablatedHeads(l), iv.ablation);
                    const int parts = c.nHead + (b.bo.size() ? 1 : 0);
                    const Matrix written = afterNorm(att.output, b.postAttnGamma, c.layerNormEpsilon); // Gemma: normed
                    QVERIFY2(largestDifference(sources->middleRows(row, parts).colwise().sum(), written.row(pos)) < 1e-10,
                             qPrintable(QStringLiteral("layer %1, position %2").arg(l).arg(pos)));
                    const Matrix after = X + written;
                    const Matrix m = afterNorm(mlp(normRows(after, b.ln2Gamma, b.ln2Beta, c.layerNormEpsilon), b, c),
                                               b.postFfnGamma, c.layerNormEpsilon);
                    QVERIFY(largestDifference(sources->row(row + parts), m.row(pos)) < 1e-10);
                    row += parts + 1;
                }
                QCOMPARE(row, sources->rows());
            }
        }
        for (int h = 0; h < c.nHead; ++h) {
            // every score of query row 9 (keys outside Mistral's window included)
            RowVector scores(T);
            for (int j = 0; j < T; ++j) {
                if (j < c.firstKey(L, 9)) // outside a sliding layer's window: refused, still computable
                    QVERIFY2(checkAttribution(c, T, { L, h }, 9, j).find("window of") != std::string::npos,
                             checkAttribution(c, T, { L, h }, 9, j).c_str());
                else
                    QCOMPARE(checkAttribution(c, T, { L, h }, 9, j), std::string());
                const Attribution a = attributeScore(w, r, { L, h }, 9, j);
                QCOMPARE(a.matrix.rows(), Eigen::Index(a.sources.size()));
                QCOMPARE(a.matrix.cols(), Eigen::Index(a.sources.size()));
                QVERIFY2(std::abs(a.matrix.sum() - a.score) <= 1e-10 * std::max(1.0, std::abs(a.score)),
                         qPrintable(QStringLiteral("%1 vs %2").arg(a.matrix.sum(), 0, 'g', 17).arg(a.score, 0, 'g', 17)));
                QVERIFY(std::abs(a.querySide().sum() - a.score) <= 1e-10 * std::max(1.0, std::abs(a.score)));
                scores[j] = a.score;
            }
            // the scores are the pass's: through the score rule (the scale; BLOOM's ALiBi) and the
            // softmax they give its weights
            const int first = c.firstKey(L, 9);
            const HeadRule rule = headRule(layerRule(c, convertAttentionBlock(w.blocks[std::size_t(L)]), L), h, c.nHead, c.dK());
            RowVector logits(10 - first);
            for (int j = first; j < T; ++j)
                logits[j - first] = headLogit(rule, scores[j], 9, j);
            RowVector wts = softmaxOf(logits, 1.0);
            if (rule.hasSink()) { // GPT-OSS: the sink joins the softmax and takes its share
                const double top = std::max(logits.maxCoeff(), rule.sink);
                const double sum = (logits.array() - top).exp().sum() + std::exp(rule.sink - top);
                wts = ((logits.array() - top).exp() / sum).matrix();
            }
            for (int j = first; j < T; ++j)
                QVERIFY2(std::abs(wts[j - first] - r.layers[std::size_t(L)].heads[std::size_t(h)](9, j)) < 1e-12,
                         qPrintable(QStringLiteral("head %1 key %2").arg(h).arg(j)));
        }
        // the sources: named in the contract's order
        const Attribution a = attributeScore(w, r, { L, 0 }, 9, 4);
        QCOMPARE(a.sources.front(), std::string("embed"));
        QCOMPARE(a.sources.back(), std::string("bias"));
        const bool pos = !w.wpe.empty(), outBias = !w.blocks[0].attnProjBias.empty(); // BLOOM: no pos, b_O
        QCOMPARE(a.sources[1], std::string(pos ? "pos" : "L0.H0"));
        const auto mlp = std::find(a.sources.begin(), a.sources.end(), "L0.mlp");
        QVERIFY(mlp != a.sources.end());
        QCOMPARE(*(mlp - 1), outBias ? std::string("L0.attn_bias") : "L0.H" + std::to_string(c.nHead - 1));
        QCOMPARE(a.sources.size(), std::size_t(2 + (pos ? 1 : 0) + L * (c.nHead + (outBias ? 2 : 1))));
        if (ablation == 1) { // a head ablated to zero gives nothing on either side
            const auto at = std::find(a.sources.begin(), a.sources.end(), "L0.H1") - a.sources.begin();
            QCOMPARE(a.matrix.row(at).cwiseAbs().sum(), 0.0);
            QCOMPARE(a.matrix.col(at).cwiseAbs().sum(), 0.0);
        }
    }

    void attributionRefusesWhatHasNoScore()
    {
        const Config &c = weights("gpt2").config;
        QCOMPARE(checkAttribution(c, 5, { 0, 0 }, 2, 3),
                 std::string("key 3 comes after query 2: the causal mask blocks it, so it has no score to explain"));
        QCOMPARE(checkAttribution(c, 5, { 3, 0 }, 2, 1), std::string("layer 3 is out of range (0…2)"));
        // Mistral's window of 3: query 4 sees keys 2…4 only
        QCOMPARE(checkAttribution(weights("mistral").config, 5, { 0, 0 }, 4, 1),
                 std::string("key 1 is outside layer 0's window of 3 before query 4: the mask blocks it, so it has no "
                             "score to explain"));
        QCOMPARE(checkAttribution(c, 5, { 0, 4 }, 2, 1),
                 std::string("head 4 is out of range: layer 0 has heads 0…3"));
        QCOMPARE(checkAttribution(c, 5, { 0, 0 }, 5, 1), std::string("query 5 is out of range (0…4)"));
        QCOMPARE(checkAttribution(c, 5, { 0, 0 }, 4, -1), std::string("key -1 is out of range (0…4)"));
    }

    // The built-in induction model: head 1.1 (the induction head) at the second " red" looks at
    // the token after the first one; its score comes from the previous-token head 0.0's output on
    // the key side × the token's own embedding on the query side (K-composition).
    void inductionHeadIsKComposition()
    {
        QString error;
        const auto model = io::loadGpt2Model(QStringLiteral(INDUCTION_MODEL_DIR), &error);
        QVERIFY2(model, qPrintable(error));
        const auto ids = model->tokenizer.encode(QStringLiteral(" the cat sat on a red mat the cat sat on a red"), &error);
        QVERIFY(ids && ids->size() == 13);
        const ModelResult r = fullPass(model->weights, *ids);
        const Attribution a = attributeScore(model->weights, r, { 1, 1 }, 12, 6);
        QVERIFY(a.score > 50);
        Eigen::Index row = 0, col = 0;
        a.matrix.maxCoeff(&row, &col);
        QCOMPARE(a.sources[std::size_t(row)], std::string("embed"));
        QCOMPARE(a.sources[std::size_t(col)], std::string("L0.H0"));
        QVERIFY(a.matrix(row, col) > 0.9 * a.score);
        QVERIFY(std::abs(a.matrix.sum() - a.score) < 1e-10 * a.score);
    }

    // ---- logit lens --------------------------------------------------------------------------

    void logitLensReadsEveryLayer_data() { variants_data(); }
    void logitLensReadsEveryLayer()
    {
        QFETCH(QString, variant);
        const Weights &w = weights(variant);
        const Config &c = w.config;
        const std::vector<int> ids = testing::someIds(7, 250, 8);
        const ModelResult r = fullPass(w, ids);
        LogitLensOptions o;
        o.track = 123;
        std::vector<double> progress;
        o.progress = [&](double f) { progress.push_back(f); };
        const auto lens = logitLens(w, r, o);
        QVERIFY(lens);
        QCOMPARE(lens->layers.size(), std::size_t(c.nLayer));
        // the last layer at the last position is the model's own prediction
        const LensCell &last = lens->layers.back().back();
        QCOMPARE(last.top.size(), r.next.size());
        for (std::size_t k = 0; k < r.next.size(); ++k) {
            QCOMPARE(last.top[k].id, r.next[k].id);
            QVERIFY(std::abs(last.top[k].probability - r.next[k].probability) < 1e-12);
        }
        // every cell by hand: ln_f(stream) · lm_headᵀ (soft-capped where the model caps), softmax
        const Matrix lm = toMatrix(w.lmHead); // (vocab, d)
        for (int l = 0; l < c.nLayer; ++l) {
            const Matrix &after = l + 1 < c.nLayer ? r.streams[std::size_t(l + 1)] : r.finalStream;
            const Matrix logits = (finalNorm(w, after) * lm.transpose()) // (T, vocab), Gemma 2's final cap applied
                                      .unaryExpr([&c](double v) { return c.finalLogit(v); });
            for (int p = 0; p < 7; ++p) {
                const std::vector<Candidate> top = topCandidates(logits.row(p), kTopCandidates);
                const LensCell &cell = lens->layers[std::size_t(l)][std::size_t(p)];
                for (std::size_t k = 0; k < top.size(); ++k) {
                    QCOMPARE(cell.top[k].id, top[k].id);
                    QVERIFY(std::abs(cell.top[k].probability - top[k].probability) < 1e-12);
                }
                int rank = 1;
                for (int v = 0; v < c.vocabSize; ++v)
                    rank += logits(p, v) > logits(p, 123) || (logits(p, v) == logits(p, 123) && v < 123);
                QCOMPARE(cell.trackedRank, rank);
                QVERIFY(std::abs(cell.trackedProbability - probabilityOf(logits.row(p), 123)) < 1e-12);
            }
        }
        QVERIFY(std::is_sorted(progress.begin(), progress.end()));
        QCOMPARE(progress.back(), 1.0);
    }

    // A vocabulary of several bands and two workers, a few rows at a time: the running top 5 and
    // softmax merged across bands, workers and chunks, against the whole logits by hand.
    void logitLensOverManyBands()
    {
        const testing::TinyGpt2 m = testing::makeTinyGpt2(testing::tinyConfig(2, 4, 16, 1500, 64), 8);
        const Weights w = m.weights();
        const std::vector<int> ids = testing::someIds(6, 1500, 2);
        const ModelResult r = fullPass(w, ids);
        LogitLensOptions o;
        o.threads = 2;
        o.chunkRows = 5; // 12 rows: three chunks
        o.track = 1234;
        const auto lens = logitLens(w, r, o);
        QVERIFY(lens);
        const Matrix lm = toMatrix(w.lmHead);
        for (int l = 0; l < 2; ++l) {
            const Matrix logits = finalNorm(w, l == 0 ? r.streams[1] : r.finalStream) * lm.transpose();
            for (int p = 0; p < 6; ++p) {
                const auto top = topCandidates(logits.row(p), kTopCandidates);
                const LensCell &cell = lens->layers[std::size_t(l)][std::size_t(p)];
                QCOMPARE(cell.top.size(), top.size());
                for (std::size_t k = 0; k < top.size(); ++k) {
                    QCOMPARE(cell.top[k].id, top[k].id);
                    QVERIFY(std::abs(cell.top[k].probability - top[k].probability) < 1e-12);
                }
                int rank = 1;
                for (int v = 0; v < 1500; ++v)
                    rank += logits(p, v) > logits(p, 1234) || (logits(p, v) == logits(p, 1234) && v < 1234);
                QCOMPARE(cell.trackedRank, rank);
            }
        }
    }

    // A layer run with edited weights (--layer-session; its b_O given): attribution through the
    // edited layer and at it, and rollout, as for the model's own.
    void attributionWithAnEditedLayer_data() { variants_data(false); }
    void attributionWithAnEditedLayer()
    {
        QFETCH(QString, variant);
        const Weights &w = weights(variant);
        const Config &c = w.config;
        const std::vector<int> ids = testing::someIds(8, 250, 6);
        Session s = layerSession(w, fullPass(w, ids), 0, std::vector<std::string>(8, "t"));
        s.Wq *= 1.5;
        s.bO = RowVector::LinSpaced(c.nEmbd, -0.3, 0.4);
        Interventions iv;
        QCOMPARE(layerOverrideFromSession(c, 0, s, iv.layer.emplace()), std::string());
        const ModelResult r = fullPass(w, ids, &iv);
        for (int L : { 0, c.nLayer - 1 }) {
            const Attribution a = attributeScore(w, r, { L, 1 }, 7, 3);
            QVERIFY(std::abs(a.matrix.sum() - a.score) <= 1e-10 * std::max(1.0, std::abs(a.score)));
            if (L > 0) // the edited layer's b_O is a source of its own
                QVERIFY(std::find(a.sources.begin(), a.sources.end(), "L0.attn_bias") != a.sources.end());
        }
        const Matrix R = attentionRollout(r);
        for (int i = 0; i < 8; ++i)
            QVERIFY(std::abs(R.row(i).sum() - 1) < 1e-12);
    }

    // ---- rollout -----------------------------------------------------------------------------

    void rolloutByHand()
    {
        testing::TinyGpt2 m = testing::makeTinyGpt2(testing::tinyConfig(2, 4, 16, 300, 64), 33);
        const Weights w = m.weights();
        const int T = 6;
        const ModelResult r = fullPass(w, testing::someIds(T, 250, 1));
        // Ā_l[i][j] = (½·Σ_h w_h[i][j]/H + ½·[i = j]) / its row's sum; R = Ā_1 · Ā_0, loop by loop
        double A[2][6][6] = {};
        for (int l = 0; l < 2; ++l)
            for (int i = 0; i < T; ++i) {
                double sum = 0;
                for (int j = 0; j < T; ++j) {
                    double mean = 0;
                    for (int h = 0; h < 4; ++h)
                        mean += r.layers[std::size_t(l)].heads[std::size_t(h)](i, j) / 4;
                    A[l][i][j] = 0.5 * mean + (i == j ? 0.5 : 0.0);
                    sum += A[l][i][j];
                }
                for (int j = 0; j < T; ++j)
                    A[l][i][j] /= sum;
            }
        const Matrix R = attentionRollout(r);
        for (int i = 0; i < T; ++i) {
            for (int j = 0; j < T; ++j) {
                double expected = 0;
                for (int k = 0; k < T; ++k)
                    expected += A[1][i][k] * A[0][k][j];
                QVERIFY(std::abs(R(i, j) - expected) < 1e-14);
                if (j > i)
                    QCOMPARE(R(i, j), 0.0);
            }
            QVERIFY(std::abs(R.row(i).sum() - 1) < 1e-14);
        }
    }
};

QTEST_GUILESS_MAIN(TestModelMechanisms)
#include "tst_model_mechanisms.moc"
