// The logit lens, attention rollout and the attribution of one score (mechanisms.h). Patching is
// patching.cpp.
#include "mechanisms.h"


#include "core/blas.h"
#include "core/rope.h"
#include "core/workers.h"
#include "fast_pass.h"
#include "forward.h"

#include <algorithm>
#include <array>
#include <cmath>

namespace attn::gpt2 {

// ---- logit lens -------------------------------------------------------------------------------
//
// Every layer's T rows through ln_f at once (n_layer·T rows), then the unembedding a band of
// lm_head's rows at a time, each band converted once: per row, a running top k, a running
// softmax denominator (max and Σ exp, as a stable log-sum-exp) and the count of logits above the
// tracked token's. No (rows, vocab) matrix is ever held.

namespace {

    struct LensRow {
        std::vector<Candidate> top; // best first, at most k; probability filled at the end
        double max = -HUGE_VAL, sum = 0; // Σ exp(logit − max)
        int above = 0; // logits ranking before the tracked token's

        void add(int id, double logit, int k)
        {
            if (logit > max) {
                sum = sum * std::exp(max - logit) + 1;
                max = logit;
            } else {
                sum += std::exp(logit - max);
            }
            if (int(top.size()) == k && !before(id, logit, top.back()))
                return;
            auto at = std::find_if(top.begin(), top.end(), [&](const Candidate &c) { return before(id, logit, c); });
            top.insert(at, { id, logit, 0 });
            if (int(top.size()) > k)
                top.pop_back();
        }
        void merge(const LensRow &o, int k)
        {
            if (o.max > max) {
                sum = sum * std::exp(max - o.max) + o.sum;
                max = o.max;
            } else if (o.sum > 0) {
                sum += o.sum * std::exp(o.max - max);
            }
            above += o.above;
            std::vector<Candidate> all = top;
            all.insert(all.end(), o.top.begin(), o.top.end());
            std::sort(all.begin(), all.end(), [](const Candidate &a, const Candidate &b) { return before(a.id, a.logit, b); });
            all.resize(std::min<std::size_t>(all.size(), std::size_t(k)));
            top = std::move(all);
        }
        // topCandidates()'s order: the higher logit first, the lower id on a tie.
        static bool before(int id, double logit, const Candidate &c)
        {
            return logit > c.logit || (logit == c.logit && id < c.id);
        }
    };

} // namespace

std::optional<LogitLens> logitLens(const Weights &w, const ModelResult &r, const LogitLensOptions &options)
{
    const Config &c = w.config;
    const int T = r.tokenCount(), L = c.nLayer, V = c.vocabSize, k = std::max(1, options.topK);
    const Eigen::Index rows = Eigen::Index(L) * T, d = c.nEmbd;
    // Row i is layer i / T's stream after its block (entering block l + 1, or the last one) at
    // position i mod T.
    auto streamRow = [&](Eigen::Index i) {
        const int l = int(i / T);
        return (l + 1 < L ? r.streams[static_cast<std::size_t>(l + 1)] : r.finalStream).row(i % T);
    };
    const bool tracking = options.track >= 0 && options.track < V;
    RowVector trackedRow(d);
    if (tracking)
        convertRows(w.lmHead, options.track, 1, trackedRow.data());

    constexpr int bandRows = 512;
    const int bands = (V + bandRows - 1) / bandRows;
    // Rows through the unembedding at a time (each chunk reads lm_head once): the workers' logits
    // and running rows stay a few MB each however long the text.
    const Eigen::Index chunkRows = std::min<Eigen::Index>(rows, std::max(1, options.chunkRows > 0 ? options.chunkRows : 2048));
    const double total = 2.0 * double(rows) * d * V;
    work::Crew crew(work::chooseThreads(options.threads, total), total, options.progress, options.cancel);
    const auto workers = static_cast<std::size_t>(crew.threads());
    std::vector<Matrix> weights(workers, Matrix(bandRows, d)), logits(workers, Matrix(chunkRows, bandRows));
    LogitLens lens;
    lens.layers.assign(static_cast<std::size_t>(L), std::vector<LensCell>(static_cast<std::size_t>(T)));
    Matrix normed(chunkRows, d); // ln_f of a chunk's rows
    RowVector tracked; // (n) the tracked token's logit in each of them
    for (Eigen::Index r0 = 0; r0 < rows; r0 += chunkRows) {
        const Eigen::Index n = std::min(chunkRows, rows - r0);
        Matrix chunk(n, d);
        for (Eigen::Index i = 0; i < n; ++i)
            chunk.row(i) = streamRow(r0 + i);
        normed.topRows(n) = finalNorm(w, chunk);
        if (tracking) {
            tracked = (normed.topRows(n) * trackedRow.transpose()).transpose();
            for (Eigen::Index i = 0; i < n; ++i)
                tracked[i] = w.config.finalLogit(tracked[i]);
        }
        std::vector<std::vector<LensRow>> acc(workers, std::vector<LensRow>(static_cast<std::size_t>(n)));
        const bool done = crew.run(
            bands,
            [&](int band, int worker) {
                const int v0 = band * bandRows, count = std::min(bandRows, V - v0);
                Matrix &m = weights[static_cast<std::size_t>(worker)];
                Matrix &z = logits[static_cast<std::size_t>(worker)];
                convertRows(w.lmHead, v0, count, m.data());
                // z (n, count) = ln_f(streams) rows r0… (n, d) · lm_head[v0 : v0+count]ᵀ (d, count)
                blas::gemm(n, count, d, 1.0, normed.data(), d, m.data(), d, true, 0.0, z.data(), bandRows);
                if (w.config.finalSoftcap > 0) // Gemma 2's final soft-cap, as next_token has it
                    z.topLeftCorner(n, count) = z.topLeftCorner(n, count).unaryExpr(
                        [&w](double v) { return w.config.finalLogit(v); });
                auto &mine = acc[static_cast<std::size_t>(worker)];
                for (Eigen::Index i = 0; i < n; ++i) {
                    LensRow &row = mine[static_cast<std::size_t>(i)];
                    const double *zi = z.row(i).data();
                    const double own = tracking ? tracked[i] : 0.0;
                    for (int j = 0; j < count; ++j) {
                        row.add(v0 + j, zi[j], k);
                        if (tracking && v0 + j != options.track) // (its own logit, made by a dot, may differ by an ulp)
                            row.above += zi[j] > own || (zi[j] == own && v0 + j < options.track);
                    }
                }
            },
            [&](int band) { return 2.0 * double(n) * d * std::min(bandRows, V - band * bandRows); });
        if (!done)
            return std::nullopt;
        for (Eigen::Index i = 0; i < n; ++i) {
            LensRow row = acc[0][static_cast<std::size_t>(i)];
            for (std::size_t t = 1; t < workers; ++t)
                row.merge(acc[t][static_cast<std::size_t>(i)], k);
            const Eigen::Index at = r0 + i;
            LensCell &cell = lens.layers[static_cast<std::size_t>(at / T)][static_cast<std::size_t>(at % T)];
            for (Candidate &cand : row.top)
                cand.probability = std::exp(cand.logit - row.max) / row.sum;
            cell.top = std::move(row.top);
            if (tracking) {
                cell.trackedRank = row.above + 1;
                cell.trackedProbability = std::exp(tracked[i] - row.max) / row.sum;
            }
        }
    }
    crew.finished();
    return lens;
}

// ---- rollout ----------------------------------------------------------------------------------

Matrix attentionRollout(const ModelResult &r)
{
    return *attentionRollout(r, nullptr);
}

std::optional<Matrix> attentionRollout(const ModelResult &r, const std::atomic<bool> *cancel)
{
    const int T = r.tokenCount();
    Matrix R = Matrix::Identity(T, T);
    for (const LayerResult &layer : r.layers) {
        if (cancel && cancel->load())
            return std::nullopt;
        const double H = double(layer.heads.size());
        Matrix A = Matrix::Zero(T, T); // (T,T) Ā = ½·mean_h(weights) + ½·I, rows renormalised
        for (const CausalWeights &h : layer.heads)
            for (int i = 0; i < T; ++i)
                for (int j = 0; j <= i; ++j)
                    A(i, j) += h(i, j);
        A *= 0.5 / H;
        A.diagonal().array() += 0.5;
        for (int i = 0; i < T; ++i) // a head with a sink leaves its row short of 1: renormalise
            A.row(i) /= A.row(i).sum();
        R = (A.triangularView<Eigen::Lower>() * R).eval(); // R = Ā_l · … · Ā_0
    }
    return R;
}

std::uint64_t estimateRolloutBytes(int tokens)
{
    return 3ull * std::uint64_t(tokens) * std::uint64_t(tokens) * sizeof(double);
}

// ---- attribution ------------------------------------------------------------------------------

std::string checkAttribution(const Config &c, int tokens, HeadId head, int query, int key)
{
    auto range = [](int n) { return "0…" + std::to_string(n - 1); };
    if (head.layer < 0 || head.layer >= c.nLayer)
        return "layer " + std::to_string(head.layer) + " is out of range (" + range(c.nLayer) + ")";
    if (head.head < 0 || head.head >= c.nHead)
        return "head " + std::to_string(head.head) + " is out of range: layer " + std::to_string(head.layer)
            + " has heads " + range(c.nHead);
    if (query < 0 || query >= tokens)
        return "query " + std::to_string(query) + " is out of range (" + range(tokens) + ")";
    if (key < 0 || key >= tokens)
        return "key " + std::to_string(key) + " is out of range (" + range(tokens) + ")";
    if (key > query)
        return "key " + std::to_string(key) + " comes after query " + std::to_string(query)
            + ": the causal mask blocks it, so it has no score to explain";
    if (key < c.firstKey(head.layer, query))
        return "key " + std::to_string(key) + " is outside layer " + std::to_string(head.layer)
            + "'s window of " + std::to_string(c.windowOf(head.layer)) + " before query " + std::to_string(query)
            + ": the mask blocks it, so it has no score to explain";
    return {};
}

namespace {

    // Layer l's attention weights as that run had them: the model's, or the override's.
    Block attentionOf(const Weights &w, const ModelResult &r, int l)
    {
        Block b = convertAttentionBlock(w.blocks[static_cast<std::size_t>(l)]);
        b.layer = l;
        if (r.interventions.layer && r.interventions.layer->layer == l)
            overrideBlock(b, *r.interventions.layer);
        return b;
    }

    // Whether layer l's output projection has a bias: the model's (GPT-2), or a layer override's
    // when it gives one (a session without b_O leaves zeros: a Llama layer keeps none).
    bool layerHasAttentionBias(const Weights &w, const ModelResult &r, int l)
    {
        if (r.interventions.layer && r.interventions.layer->layer == l)
            return !w.blocks[static_cast<std::size_t>(l)].attnProjBias.empty()
                || (r.interventions.layer->bO.size() > 0 && r.interventions.layer->bO.cwiseAbs().maxCoeff() > 0);
        return !w.blocks[static_cast<std::size_t>(l)].attnProjBias.empty();
    }

    // What head h of layer l wrote into the stream at position p (d): its output o (d_k) through
    // its rows of W_O, as the pass wrote it (zero when ablated to zero, its mean over positions
    // when ablated to the mean). o = Σ_j u_j·v_j, u_j = w[p][j] (ablated to the mean:
    // (1/T)·Σ_{p′ ≥ j} w[p′][j]); v_j = a_j·W_V + b_V, so o = (Σ_j u_j·a_j)·W_V + (Σ_j u_j)·b_V.
    // DeepSeek's v_j come from the latent: `values` holds them (T, H·d_k) as the pass made them.
    RowVector headWrite(const Config &c, const Block &b, const LayerResult &layer, const Interventions &iv,
                        int l, int h, int p, const Matrix *values)
    {
        const int T = static_cast<int>(layer.input.rows()), dk = c.dK();
        const Eigen::Index vCol = c.qWidth() + c.kvWidth() + Eigen::Index(c.kvHeadOf(h)) * dk;
        const CausalWeights &wts = layer.heads[static_cast<std::size_t>(h)];
        const bool ablated = iv.ablates(l, h);
        if (ablated && iv.ablation == Ablation::Zero)
            return RowVector::Zero(c.nEmbd);
        RowVector u = RowVector::Zero(T); // each key's share of the output
        if (ablated) {
            for (int q = 0; q < T; ++q)
                for (int j = 0; j <= q; ++j)
                    u[j] += wts(q, j) / T;
        } else {
            for (int j = 0; j <= p; ++j)
                u[j] = wts(p, j);
        }
        const RowVector o = values ? RowVector(u * values->middleCols(Eigen::Index(h) * dk, dk))
                                   : RowVector((u * layer.input) * b.Wqkv.middleCols(vCol, dk)
                                               + u.sum() * b.bqkv.segment(vCol, dk)); // (d_k)
        return o * b.Wo.middleRows(Eigen::Index(h) * dk, dk); // (d)
    }

    // DeepSeek: every row of the layer's input through the latent projections, [Q | K | V]
    // (T, 3·H·d_k) before RoPE, as the pass made them (mla.h).
    Matrix latentProjection(const Config &c, const Block &b, const MatrixRef &input)
    {
        Matrix qkv(input.rows(), c.qkvWidth());
        latentProject(input, b.mla, c.nHead, qkv.data(), qkv.cols());
        return qkv;
    }

    // RoPE on every row of m (one head d_k wide; DeepSeek: its rope part alone) at `positions`.
    void turnRows(const Config &c, int layer, Matrix &m, const std::vector<double> &positions)
    {
        const QKTurn t = qkTurn(c, layer, 1, 1);
        rotateHeads(m, 1, c.dK(), t.freqs, positions, 0, int(m.rows()), t.ropeFactor, t.slice);
    }

    // The residual stream entering layer L at positions p[0] and p[1], each split into its sources
    // (S−1, d): every source but the last ("bias", which enters after the norm). Each earlier
    // layer's attention weights are converted once, for both positions, and dropped.
    std::array<Matrix, 2> streamSources(const Weights &w, const ModelResult &r, int L, std::array<int, 2> p)
    {
        const Config &c = w.config;
        std::array<std::vector<RowVector>, 2> rows;
        RowVector v(c.nEmbd);
        for (int side = 0; side < 2; ++side) {
            if (w.wpe.empty()) { // one source: the embedding as the stream has it (Gemma's × √d, BLOOM's norm)
                rows[side].push_back(r.streams.front().row(p[side]));
                continue;
            }
            convertRows(w.wte, r.ids[static_cast<std::size_t>(p[side])], 1, v.data());
            rows[side].push_back(v); // embed
            if (!w.wpe.empty()) {
                convertRows(w.wpe, p[side], 1, v.data());
                rows[side].push_back(v); // pos
            }
        }
        for (int l = 0; l < L; ++l) {
            const Block b = attentionOf(w, r, l);
            const LayerResult &layer = r.layers[static_cast<std::size_t>(l)];
            const bool bias = layerHasAttentionBias(w, r, l);
            const Matrix values = c.mla.on() ? Matrix(latentProjection(c, b, layer.input).rightCols(c.kvWidth()))
                                             : Matrix();
            for (int side = 0; side < 2; ++side) {
                auto &out = rows[side];
                // the MLP's write: what the block added, less the attention's
                RowVector mlp = r.streams[static_cast<std::size_t>(l + 1)].row(p[side])
                    - r.streams[static_cast<std::size_t>(l)].row(p[side]);
                const std::size_t first = out.size();
                RowVector total = RowVector::Zero(c.nEmbd); // the attention's output at p
                for (int h = 0; h < c.nHead; ++h) {
                    out.push_back(headWrite(c, b, layer, r.interventions, l, h, p[side],
                                            c.mla.on() ? &values : nullptr));
                    total += out.back();
                }
                RowVector bo = b.bo.size() ? b.bo : RowVector::Zero(c.nEmbd);
                total += bo;
                if (b.postAttnGamma.size()) { // Gemma's norm after the attention, frozen at its scale on the whole
                    const RowVector scale
                        = b.postAttnGamma / std::sqrt(total.squaredNorm() / double(c.nEmbd) + c.layerNormEpsilon);
                    for (std::size_t k = first; k < out.size(); ++k)
                        out[k] = out[k].cwiseProduct(scale);
                    bo = bo.cwiseProduct(scale);
                }
                for (std::size_t k = first; k < out.size(); ++k)
                    mlp -= out[k];
                if (b.bo.size()) {
                    if (bias)
                        out.push_back(bo);
                    mlp -= bo;
                }
                out.push_back(mlp);
            }
        }
        std::array<Matrix, 2> m;
        for (int side = 0; side < 2; ++side) {
            m[side].resize(static_cast<Eigen::Index>(rows[side].size()), c.nEmbd);
            for (std::size_t k = 0; k < rows[side].size(); ++k)
                m[side].row(static_cast<Eigen::Index>(k)) = rows[side][k];
        }
        return m;
    }

    // Each source through the layer's input norm, frozen at its scale on x (the stream): (S, d),
    // the last row β (LayerNorm) or zeros (RMSNorm).
    Matrix normedSources(const Config &c, const Block &b, const Matrix &sources, const RowVector &x)
    {
        const Eigen::Index S = sources.rows() + 1, d = c.nEmbd;
        Matrix normed(S, d);
        if (b.ln1Beta.size()) { // LayerNorm: γ ⊙ (s − mean(s)) / σ(x), + β once
            const double mean = x.mean();
            const double sigma = std::sqrt((x.array() - mean).square().sum() / double(d) + c.layerNormEpsilon);
            for (Eigen::Index s = 0; s + 1 < S; ++s)
                normed.row(s) = ((sources.row(s).array() - sources.row(s).mean()) / sigma * b.ln1Gamma.array()).matrix();
            normed.row(S - 1) = b.ln1Beta;
        } else { // RMSNorm: γ ⊙ s / rms(x)
            const double rms = std::sqrt(x.squaredNorm() / double(d) + c.layerNormEpsilon);
            for (Eigen::Index s = 0; s + 1 < S; ++s)
                normed.row(s) = (sources.row(s).array() / rms * b.ln1Gamma.array()).matrix();
            normed.row(S - 1).setZero();
        }
        return normed;
    }

    // One side of the score at position p: each source's part of q (or k), (S, d_k), the input
    // norm frozen at its scale on x (the stream) and the q/k norm at its scale on `whole` (the
    // vector the pass normed), then turned by RoPE at p. cols: the head's columns of W_QKV.
    Matrix sideOf(const Config &c, const Block &b, const Matrix &sources, const RowVector &x,
                  const RowVector &whole, Eigen::Index cols, const RowVector &norm, int p)
    {
        const int dk = c.dK();
        const Matrix normed = normedSources(c, b, sources, x);
        const Eigen::Index S = normed.rows();
        Matrix side = normed * b.Wqkv.middleCols(cols, dk); // (S,d_k)
        side.row(S - 1) += b.bqkv.segment(cols, dk); // the projection's bias joins β
        if (norm.size()) { // the q/k norm, frozen: γ_q ⊙ · / rms(whole)
            const double rms = std::sqrt(whole.squaredNorm() / dk + c.layerNormEpsilon);
            for (Eigen::Index s = 0; s < S; ++s)
                side.row(s) = (side.row(s).array() / rms * norm.array()).matrix();
        }
        if (c.llama()) // every source turned like the whole, at position p
            turnRows(c, b.layer, side, std::vector<double>(std::size_t(S), double(p)));
        return side;
    }

    // DeepSeek's side of the score for head h at position p: each source's part of q (or k), the
    // input norm frozen on x and the latent's norm (q_a, kv_a) frozen at its scale on the latent
    // the pass normed (a = the layer's input at p); q = [q_nope | q_rope], k = [k_nope_h | k_rope],
    // then RoPE on the rope part, as the pass laid them out (mla.h).
    Matrix latentSideOf(const Config &c, const Block &b, const Matrix &sources, const RowVector &x,
                        const RowVector &a, int h, bool query, int p)
    {
        const LatentAttention &w = b.mla;
        const Matrix normed = normedSources(c, b, sources, x);
        const Eigen::Index S = normed.rows(), qk = w.qkWidth();
        auto frozen = [](const Matrix &parts, const RowVector &whole, const RowVector &gamma) {
            const double rms = std::sqrt(whole.squaredNorm() / double(whole.size()) + kLatentNormEps);
            return Matrix((parts.array().rowwise() * (gamma.array() / rms)).matrix());
        };
        Matrix side = Matrix::Zero(S, c.dK());
        if (query && w.Wdq.size()) {
            const Matrix cq = frozen(normed * w.Wdq, a * w.Wdq, w.qaNorm); // (S, r_q)
            side.leftCols(qk) = cq * w.Wuq.middleCols(Eigen::Index(h) * qk, qk);
        } else if (query) {
            side.leftCols(qk) = normed * w.Wuq.middleCols(Eigen::Index(h) * qk, qk);
        } else {
            const Matrix latent = frozen(normed * w.Wdkv, a * w.Wdkv, w.kvNorm); // (S, r)
            side.leftCols(w.nope) = latent * w.Wuk.middleCols(Eigen::Index(h) * w.nope, w.nope);
            side.middleCols(w.nope, w.rope) = normed * w.Wkr; // the shared rope key
        }
        turnRows(c, b.layer, side, std::vector<double>(std::size_t(S), double(p)));
        return side;
    }

} // namespace

std::vector<std::string> attributionSources(const Config &c, const Weights &w, int layer, const ModelResult &r)
{
    std::vector<std::string> names { "embed" };
    if (!w.wpe.empty())
        names.push_back("pos");
    for (int l = 0; l < layer; ++l) {
        std::string L = "L"; // (not "L" + …: GCC 12 warns falsely on that inlined)
        L += std::to_string(l);
        for (int h = 0; h < c.nHead; ++h)
            names.push_back(L + ".H" + std::to_string(h));
        if (layerHasAttentionBias(w, r, l))
            names.push_back(L + ".attn_bias");
        names.push_back(L + ".mlp");
    }
    names.push_back("bias");
    return names;
}

Attribution attributeScore(const Weights &w, const ModelResult &r, HeadId head, int query, int key)
{
    const Config &c = w.config;
    const int L = head.layer, dk = c.dK();
    const Block b = attentionOf(w, r, L);
    const LayerResult &layer = r.layers[static_cast<std::size_t>(L)];
    const Eigen::Index qCol = Eigen::Index(head.head) * dk;
    const Eigen::Index kCol = c.qWidth() + Eigen::Index(c.kvHeadOf(head.head)) * dk;

    // q and k as the pass computed them, from the layer's kept input: the score shown
    Matrix qk(2, dk);
    RowVector qWhole, kWhole;
    if (c.mla.on()) { // DeepSeek: through the latents
        Matrix rows(2, c.nEmbd);
        rows << layer.input.row(query), layer.input.row(key);
        const Matrix qkv = latentProjection(c, b, rows);
        qk << qkv.block(0, qCol, 1, dk), qkv.block(1, kCol, 1, dk);
    } else {
        qWhole = layer.input.row(query) * b.Wqkv.middleCols(qCol, dk) + b.bqkv.segment(qCol, dk);
        kWhole = layer.input.row(key) * b.Wqkv.middleCols(kCol, dk) + b.bqkv.segment(kCol, dk);
        qk << qWhole, kWhole;
    }
    if (b.qNorm.size()) {
        rmsNormHeads(qk.topRows(1), 1, dk, b.qNorm, c.layerNormEpsilon, 0, 1);
        rmsNormHeads(qk.bottomRows(1), 1, dk, b.kNorm, c.layerNormEpsilon, 0, 1);
    }
    if (c.llama())
        turnRows(c, L, qk, { double(query), double(key) });

    Attribution a;
    a.head = head;
    a.query = query;
    a.key = key;
    a.score = qk.row(0).dot(qk.row(1));
    a.sources = attributionSources(c, w, L, r);
    const std::array<Matrix, 2> sources = streamSources(w, r, L, { query, key });
    a.querySources = sources[0];
    a.keySources = sources[1];
    const RowVector &xq = r.streams[static_cast<std::size_t>(L)].row(query);
    const RowVector &xk = r.streams[static_cast<std::size_t>(L)].row(key);
    const Matrix qSide = c.mla.on() ? latentSideOf(c, b, sources[0], xq, layer.input.row(query), head.head, true, query)
                                    : sideOf(c, b, sources[0], xq, qWhole, qCol, b.qNorm, query);
    const Matrix kSide = c.mla.on() ? latentSideOf(c, b, sources[1], xk, layer.input.row(key), head.head, false, key)
                                    : sideOf(c, b, sources[1], xk, kWhole, kCol, b.kNorm, key);
    a.matrix = qSide * kSide.transpose(); // (S,S)
    return a;
}

} // namespace attn::gpt2
