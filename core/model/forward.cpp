#include "forward.h"

#include "moe.h"

#include <algorithm>
#include <cmath>
#include <numbers>
#include <numeric>

namespace attn::gpt2 {

Matrix embed(const Weights &w, const std::vector<int> &ids)
{
    const int T = static_cast<int>(ids.size());
    const int d = w.config.nEmbd;
    Matrix X(T, d); // (T,d)
    RowVector position(d);
    for (int t = 0; t < T; ++t) {
        convertRows(w.wte, ids[static_cast<std::size_t>(t)], 1, X.row(t).data()); // wte[id_t] (d)
        if (w.wpe.empty())
            continue; // the Llama family places tokens by RoPE, later
        convertRows(w.wpe, t, 1, position.data()); // wpe[t] (d)
        X.row(t) += position;
    }
    if (w.config.embedScale > 0) // Gemma: × √hidden_size
        X *= w.config.embedScale;
    if (!w.embNormWeight.empty()) // BLOOM: word_embeddings_layernorm
        return layerNorm(X, toRowVector(w.embNormWeight), toRowVector(w.embNormBias),
                         w.config.layerNormEpsilon);
    return X;
}

Matrix layerNorm(const MatrixRef &x, const RowVector &gamma, const RowVector &beta, double eps)
{
    Matrix y(x.rows(), x.cols()); // (T,n)
    for (Eigen::Index t = 0; t < x.rows(); ++t) {
        const double mean = x.row(t).mean();
        const RowVector centred = x.row(t).array() - mean; // (n)
        const double variance = centred.squaredNorm() / double(x.cols());
        y.row(t) = centred / std::sqrt(variance + eps); // (n) mean 0, variance 1
        y.row(t) = y.row(t).cwiseProduct(gamma) + beta; // (n) ·γ + β
    }
    return y;
}

Matrix rmsNorm(const MatrixRef &x, const RowVector &gamma, double eps)
{
    Matrix y(x.rows(), x.cols()); // (T,n)
    for (Eigen::Index t = 0; t < x.rows(); ++t) {
        const double rms = std::sqrt(x.row(t).squaredNorm() / double(x.cols()) + eps); // √(mean(x²) + ε)
        y.row(t) = (x.row(t) / rms).cwiseProduct(gamma); // (n) ·γ
    }
    return y;
}

Matrix normRows(const MatrixRef &x, const RowVector &gamma, const RowVector &beta, double eps)
{
    return beta.size() ? layerNorm(x, gamma, beta, eps) : rmsNorm(x, gamma, eps);
}

Matrix linear(const MatrixRef &x, const MatrixRef &W, const RowVector &b)
{
    Matrix y = x * W; // (T,n) = (T,k)·(k,n)
    if (b.size())
        y.rowwise() += b; // + b (n) on every row
    return y;
}

Matrix silu(const MatrixRef &x)
{
    return x.unaryExpr([](double v) { return v / (1.0 + std::exp(-v)); });
}

Matrix gelu(const MatrixRef &x, double c)
{
    return x.unaryExpr([c](double v) { return 0.5 * v * (1.0 + std::tanh(c * (v + 0.044715 * v * v * v))); });
}

Mask causalMask(int tokens, int window)
{
    Mask m(tokens, tokens); // (T,T)
    for (int i = 0; i < tokens; ++i)
        for (int j = 0; j < tokens; ++j)
            m(i, j)
                = j > i || (window > 0 && i - j >= window); // never a later key, nor one out of the window
    return m;
}

void ablateHead(Matrix &concat, int head, int dk, Ablation how)
{
    auto O = concat.middleCols(head * dk, dk); // O_h (T,d_k)
    if (how == Ablation::Zero)
        O.setZero();
    else
        O.rowwise() = RowVector(O.colwise().mean()); // (1,d_k) each column's mean, on every row
}

QKTurn qkTurn(const Config &c, int layer, int rows, int tokens)
{
    QKTurn t { .heads = c.nHead, .kvHeads = c.kvHeads(), .headDim = c.dK(), .eps = c.layerNormEpsilon };
    if (c.mla.on()) // DeepSeek: the rope part of each head alone
        t.slice = { .offset = c.mla.nope, .width = c.mla.rope };
    t.freqs = ropeFrequencies(c.ropeOf(layer), t.slice.width > 0 ? t.slice.width : t.headDim); // (width/2)
    t.ropeFactor = ropeAttentionFactor(c.ropeOf(layer).scaling); // YaRN's, else 1
    t.positions.resize(static_cast<std::size_t>(rows));
    for (int r = 0; r < rows; ++r)
        t.positions[static_cast<std::size_t>(r)] = r % tokens;
    return t;
}

void overrideBlock(Block &b, const LayerOverride &o)
{
    const Eigen::Index d = o.Wq.rows(), q = o.Wq.cols(), kv = o.Wk.cols();
    b.Wqkv.resize(d, q + 2 * kv);
    b.Wqkv << o.Wq, o.Wk, o.Wv; // (d,q+2kv) = [W_Q | W_K | W_V]
    b.bqkv.resize(q + 2 * kv);
    b.bqkv << o.bQ, o.bK, o.bV; // (q+2kv)
    b.Wo = o.Wo; // (q,d)
    b.bo = o.bO; // (d)
    b.qNorm = o.qNorm; // (head_dim) or empty, as the layer has them
    b.kNorm = o.kNorm;
}

AttentionStep causalSelfAttention(const MatrixRef &A, const Block &b, const Config &c, int layer,
                                  const ScoreRule &rule, const std::vector<int> &ablated, Ablation how)
{
    AttentionStep s;
    const int T = static_cast<int>(A.rows());
    const int dk = c.dK(), q = c.qWidth(), kv = c.kvWidth();
    if (c.mla.on()) { // DeepSeek: Q, K and V from the latents (mla.h)
        s.qkv.resize(T, q + 2 * kv);
        latentProject(A, b.mla, c.nHead, s.qkv.data(), s.qkv.cols());
    } else {
        s.qkv = linear(A, b.Wqkv, b.bqkv); // (T,q+2kv) = A (T,d) · [W_Q|W_K|W_V] (d,q+2kv) + [b_Q|b_K|b_V]
    }
    if (c.llama()) // each head's q and k through its norm, then turned by RoPE
        turnQK(s.qkv.middleCols(0, q), s.qkv.middleCols(q, kv), qkTurn(c, layer, T, T), b.qNorm, b.kNorm, 0,
               T);
    const auto Q = s.qkv.middleCols(0, q); // (T,q)
    const auto K = s.qkv.middleCols(q, kv); // (T,kv)
    const auto V = s.qkv.middleCols(q + kv, kv); // (T,kv)
    const Mask mask = causalMask(T, c.windowOf(layer)); // (T,T)
    for (int h = 0; h < c.nHead; ++h) { // the lesson's steps, head by head; K/V head ⌊h·KV/H⌋
        const int g = c.kvHeadOf(h);
        s.heads.push_back(attendHead(Q.middleCols(h * dk, dk), K.middleCols(g * dk, dk),
                                     V.middleCols(g * dk, dk), mask, headRule(rule, h, c.nHead, dk), false));
    }
    s.concat = concatHeads(s.heads); // (T,q)
    for (int h : ablated) // before W_O, so every later layer follows
        ablateHead(s.concat, h, dk, how);
    s.output = linear(s.concat, b.Wo, b.bo); // (T,d) = concat (T,q) · W_O (q,d) + b_O
    return s;
}

namespace {

    // The block's dense MLP (DeepSeek's routed layers: their shared experts).
    Matrix denseMlp(const MatrixRef &A, const Block &b, const Config &c)
    {
        const Eigen::Index inner = b.Wproj.rows();
        if (c.llama()) { // SwiGLU: W_fc = [W_gate | W_up] (Gemma: GELU's tanh form for silu)
            const Matrix gateUp = A * b.Wfc; // (T,2·n_inner)
            const Matrix gate = c.geluMlp ? gelu(gateUp.leftCols(inner)) : silu(gateUp.leftCols(inner));
            const Matrix hidden = gate.cwiseProduct(gateUp.rightCols(inner)); // (T,n_inner)
            return linear(hidden, b.Wproj, b.bproj); // (T,d)
        }
        const Matrix hidden = gelu(linear(A, b.Wfc, b.bfc), c.geluConstant()); // (T,n_inner)
        return linear(hidden, b.Wproj, b.bproj); // (T,d)
    }

} // namespace

Matrix mlp(const MatrixRef &A, const Block &b, const Config &c)
{
    if (c.moeAt(b.layer)) { // the experts its router picks (DeepSeek: and the shared experts)
        Matrix routed = *moeMlp(c, *b.stored, b, A);
        if (b.Wproj.size() > 0)
            routed += denseMlp(A, b, c);
        return routed;
    }
    return denseMlp(A, b, c);
}

std::vector<Candidate> topCandidates(const Eigen::Ref<const RowVector> &logits, int k)
{
    const Eigen::Index n = logits.size();
    const double max = logits.maxCoeff();
    const double sum = (logits.array() - max).exp().sum(); // softmax's denominator, stably
    std::vector<int> order(static_cast<std::size_t>(n));
    std::iota(order.begin(), order.end(), 0);
    const auto top = order.begin() + std::min<Eigen::Index>(k, n);
    // A NaN (only absurd weights overflow that far) sorts last, so the order stays an order.
    auto key = [&](int i) { return std::isnan(logits[i]) ? -HUGE_VAL : logits[i]; };
    std::partial_sort(order.begin(), top, order.end(),
                      [&](int a, int b) { return key(a) > key(b) || (key(a) == key(b) && a < b); });
    std::vector<Candidate> out;
    for (auto it = order.begin(); it != top; ++it)
        out.push_back({ *it, logits[*it], std::exp(logits[*it] - max) / sum });
    return out;
}

Matrix finalNorm(const Weights &w, const MatrixRef &x)
{
    const RowVector beta = w.lnFBias.empty() ? RowVector() : toRowVector(w.lnFBias);
    RowVector gamma = toRowVector(w.lnFWeight);
    if (w.config.normPlusOne) // Gemma's norm scales by 1 + w
        gamma.array() += 1.0;
    return normRows(x, gamma, beta, w.config.layerNormEpsilon); // (k,d)
}

Matrix afterNorm(const Matrix &output, const RowVector &gamma, double eps)
{
    return gamma.size() ? rmsNorm(output, gamma, eps) : output;
}

std::vector<Candidate> predictNext(const Weights &w, const RowVector &x, int k)
{
    const Config &c = w.config;
    const RowVector last = finalNorm(w, x); // (d)
    RowVector logits(c.vocabSize); // (vocab)
    RowVector row(c.nEmbd);
    for (int v = 0; v < c.vocabSize; ++v) { // one row of lm_head at a time: no float64 copy of it
        convertRows(w.lmHead, v, 1, row.data());
        logits[v] = c.finalLogit(last.dot(row)); // ln_f(x) · lm_head[v] (Gemma 2: soft-capped)
    }
    return topCandidates(logits, k);
}

ModelResult runModel(const Weights &w, const std::vector<int> &ids, const Interventions &iv)
{
    const Config &c = w.config;
    const int T = static_cast<int>(ids.size());
    ModelResult r;
    r.ids = ids;
    r.interventions = iv;
    Matrix X = embed(w, ids); // (T,d) the residual stream
    for (int l = 0; l < c.nLayer; ++l) {
        r.streams.push_back(X); // (T,d) entering layer l
        Block b = convertBlock(w.blocks[static_cast<std::size_t>(l)]); // this block in float64
        b.layer = l;
        ScoreRule rule = layerRule(c, b, l); // the config's stages and the block's sinks
        if (iv.layer && iv.layer->layer == l) { // the session's attention weights and score rule
            overrideBlock(b, *iv.layer);
            rule = iv.layer->rule;
        }
        LayerResult layer;
        layer.input = normRows(X, b.ln1Gamma, b.ln1Beta, c.layerNormEpsilon); // (T,d)
        AttentionStep attention
            = causalSelfAttention(layer.input, b, c, l, rule, iv.ablatedHeads(l), iv.ablation);
        X += afterNorm(attention.output, b.postAttnGamma, c.layerNormEpsilon); // residual (T,d)
        const Matrix m = mlp(normRows(X, b.ln2Gamma, b.ln2Beta, c.layerNormEpsilon), b, c);
        X += afterNorm(m, b.postFfnGamma, c.layerNormEpsilon); // residual (T,d)
        for (const HeadResult &h : attention.heads) { // keep the triangle of each
            CausalWeights kept(T);
            for (int i = 0; i < T; ++i)
                std::copy_n(h.weights.row(i).data(), i + 1, kept.row(i));
            if (h.sink.size()) { // and the sink's weights, where the rule has a sink
                kept.keepSink();
                std::copy_n(h.sink.data(), T, kept.sinkData());
            }
            layer.heads.push_back(std::move(kept));
        }
        r.layers.push_back(std::move(layer));
    }
    r.finalStream = X; // (T,d) before ln_f
    r.next = predictNext(w, X.row(T - 1));
    return r;
}

} // namespace attn::gpt2
