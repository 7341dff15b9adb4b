#include "attention.h"

namespace attn {

Matrix project(const MatrixRef &X, const MatrixRef &W, const RowVector &b)
{
    Matrix P = X * W; // (T,d_model) = (T,d_model)·(d_model,d_model)
    if (b.size() != 0)
        P.rowwise() += b; // every token gets the same bias (d_model)
    return P;
}

Matrix headScores(const MatrixRef &Qh, const MatrixRef &Kh)
{
    return Qh * Kh.transpose(); // (T,T) = (T,d_k)·(d_k,T)
}

HeadResult attendHead(const MatrixRef &Qh, const MatrixRef &Kh, const MatrixRef &Vh, const Mask &mask,
                      double scale, bool keepScores)
{
    HeadResult h;
    Matrix scores = headScores(Qh, Kh); // (T,T) raw q·k
    if (keepScores)
        h.scores = scores;
    h.weights = std::move(scores);
    h.weights *= scale; // (T,T) logits
    h.fullyMaskedRows = maskedSoftmaxRows(h.weights, mask); // (T,T) weights, rows sum to 1 (or 0)
    h.output = h.weights * Vh; // (T,d_k) = (T,T)·(T,d_k)
    return h;
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
    r.scale = s.effectiveScale();
    r.Q = project(s.X, s.Wq, s.bQ); // (T,d_model)
    r.K = project(s.X, s.Wk, s.bK); // (T,d_model)
    r.V = project(s.X, s.Wv, s.bV); // (T,d_model)
    r.mask = buildMask(s); // (T,T)
    r.heads.reserve(s.numHeads);
    for (int h = 0; h < s.numHeads; ++h)
        r.heads.push_back(attendHead(headSlice(r.Q, h, r.dK), headSlice(r.K, h, r.dK),
                                     headSlice(r.V, h, r.dK), r.mask, r.scale, options.keepScores));
    r.concat = concatHeads(r.heads); // (T,d_model)
    r.output = project(r.concat, s.Wo, s.bO); // (T,d_model) = (T,d_model)·(d_model,d_model) + b_O
    return r;
}

} // namespace attn
