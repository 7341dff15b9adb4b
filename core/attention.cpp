#include "attention.h"

#include "rope.h"

#include <atomic>

namespace attn {

std::uint64_t newContentId()
{
    static std::atomic<std::uint64_t> next { 1 };
    return next.fetch_add(1, std::memory_order_relaxed);
}

Matrix project(const MatrixRef &X, const MatrixRef &W, const RowVector &b)
{
    Matrix P = X * W; // (T,n) = (T,d_model)·(d_model,n)
    if (b.size() != 0)
        P.rowwise() += b; // every token gets the same bias (n)
    return P;
}

void prepareQK(const Session &s, Matrix &Q, Matrix &K, int row0, int rows)
{
    QKTurn t { .heads = s.numHeads, .kvHeads = s.kvHeads(), .headDim = s.dK(), .eps = s.eps() };
    if (s.mla) // latent attention: the rope part of each head alone
        t.slice = { .offset = s.mla->nope, .width = s.mla->rope };
    if (s.rope) {
        t.freqs = ropeFrequencies(*s.rope, t.slice.width > 0 ? t.slice.width : t.headDim); // (width/2)
        t.ropeFactor = ropeAttentionFactor(s.rope->scaling); // YaRN's, else 1
        t.positions = ropePositions(*s.rope, s.tokenCount()); // (T)
    }
    turnQK(Q, K, t, s.qNorm, s.kNorm, row0, rows);
}

Matrix headScores(const MatrixRef &Qh, const MatrixRef &Kh)
{
    return Qh * Kh.transpose(); // (T,T) = (T,d_k)·(d_k,T)
}

HeadResult attendHead(const MatrixRef &Qh, const MatrixRef &Kh, const MatrixRef &Vh, const Mask &mask,
                      const HeadRule &rule, bool keepScores)
{
    HeadResult h;
    Matrix scores = headScores(Qh, Kh); // (T,T) raw q·k
    if (keepScores)
        h.scores = scores;
    h.weights = std::move(scores);
    headLogits(rule, h.weights, 0, 0); // (T,T) logits: scale, position term, cap
    SoftmaxExtras sink { .sink = rule.sink };
    if (rule.hasSink()) {
        h.sink.resize(Qh.rows());
        sink.sinkWeights = h.sink.data();
    }
    // (T,T) weights, rows sum to 1 (or 0; with a sink, 1 − its weight)
    h.fullyMaskedRows = maskedSoftmaxRows(h.weights, mask, sink);
    h.output = h.weights * Vh; // (T,d_k) = (T,T)·(T,d_k)
    return h;
}

Matrix unturnedQueries(const Session &s, const AttentionResult &r, int head)
{
    Matrix q = headSlice(r.Qunrotated.size() ? r.Qunrotated : r.Q, head, r.dK); // (T,d_k)
    if (r.Qunrotated.size() && s.qNorm.size())
        rmsNormHeads(q, 1, r.dK, s.qNorm, s.eps(), 0, r.tokenCount());
    return q;
}

Matrix unturnedKeys(const Session &s, const AttentionResult &r, int head)
{
    Matrix k = headSlice(r.Kunrotated.size() ? r.Kunrotated : r.K, r.kvHeadOf(head), r.dK); // (T,d_k)
    if (r.Kunrotated.size() && s.kNorm.size())
        rmsNormHeads(k, 1, r.dK, s.kNorm, s.eps(), 0, r.tokenCount());
    return k;
}

Matrix concatHeads(const std::vector<HeadResult> &heads)
{
    if (heads.empty())
        return {};
    const Eigen::Index T = heads.front().output.rows();
    const Eigen::Index dk = heads.front().output.cols();
    Matrix concat(T, dk * static_cast<Eigen::Index>(heads.size())); // (T,d_model)
    for (std::size_t h = 0; h < heads.size(); ++h)
        concat.middleCols(static_cast<Eigen::Index>(h) * dk, dk) = heads[h].output;
    return concat;
}

AttentionResult computeAttention(const Session &s, Options options)
{
    AttentionResult r;
    r.dModel = s.dModel();
    r.numHeads = s.numHeads;
    r.dK = s.dK();
    r.numKvHeads = s.kvHeads();
    r.scale = s.effectiveScale();
    r.rule = s.rule();
    if (s.mla) { // from the latents (latent.h), each head laid out d_k wide
        Matrix qkv(s.tokenCount(), 3 * s.qWidth());
        latentProject(s.X, *s.mla, s.numHeads, qkv.data(), qkv.cols());
        r.Q = qkv.leftCols(s.qWidth());
        r.K = qkv.middleCols(s.qWidth(), s.qWidth());
        r.V = qkv.rightCols(s.qWidth());
    } else {
        r.Q = project(s.X, s.Wq, s.bQ); // (T,H·d_k)
        r.K = project(s.X, s.Wk, s.bK); // (T,KV·d_k)
        r.V = project(s.X, s.Wv, s.bV); // (T,KV·d_k)
    }
    if (s.transformsQK()) { // norms, then the rotation: what the scores see
        r.Qunrotated = r.Q;
        r.Kunrotated = r.K;
        prepareQK(s, r.Q, r.K, 0, s.tokenCount());
    }
    r.mask = buildMask(s); // (T,T)
    r.heads.reserve(s.numHeads);
    for (int h = 0; h < s.numHeads; ++h) { // query head h reads K/V head ⌊h·KV/H⌋
        const int kv = r.kvHeadOf(h);
        r.heads.push_back(attendHead(headSlice(r.Q, h, r.dK), headSlice(r.K, kv, r.dK),
                                     headSlice(r.V, kv, r.dK), r.mask, r.headRule(h), options.keepScores));
    }
    r.concat = concatHeads(r.heads); // (T,H·d_k)
    // (T,d_model) = (T,H·d_k)·(H·d_k,d_model) + b_O (latent attention: W_O's rows under V's padding 0)
    r.output = project(r.concat, s.mla ? paddedOutputWeights(s.Wo, *s.mla, s.numHeads) : s.Wo, s.bO);
    return r;
}

} // namespace attn
