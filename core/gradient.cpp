#include "gradient.h"

#include <stdexcept>

#include "rope.h"

namespace attn {

double squaredErrorLoss(const MatrixRef &output, const MatrixRef &target)
{
    return 0.5 * (output - target).squaredNorm(); // ½ Σ_i Σ_c (output − target)²
}

Matrix lossGradient(const MatrixRef &output, const MatrixRef &target)
{
    return output - target; // (T,d_model): ∂(½ x²)/∂x = x
}

ProjectionGradient projectBackward(const MatrixRef &A, const MatrixRef &W, const MatrixRef &dP)
{
    ProjectionGradient g;
    g.dW = A.transpose() * dP; // (m,n) = (m,T)·(T,n)
    g.db = dP.colwise().sum(); // (n): the bias reaches every row
    g.dInput = dP * W.transpose(); // (T,m) = (T,n)·(n,m)
    return g;
}

Matrix headOutputGradient(const MatrixRef &dConcat, int head, int dK)
{
    return dConcat.middleCols(static_cast<Eigen::Index>(head) * dK, dK); // (T,d_k)
}

WeightedSumGradient weightedSumBackward(const MatrixRef &weights, const MatrixRef &Vh, const MatrixRef &dOh)
{
    WeightedSumGradient g;
    g.dWeights = dOh * Vh.transpose(); // (T,T) = (T,d_k)·(d_k,T)
    g.dVh = weights.transpose() * dOh; // (T,d_k) = (T,T)·(T,d_k)
    return g;
}

Matrix softmaxJacobian(const RowVector &p)
{
    Matrix J = -(p.transpose() * p); // (T,T) = −pᵀ (T,1) · p (1,T)
    J.diagonal() += p.transpose(); // + diag(p)
    return J;
}

Matrix softmaxBackward(const MatrixRef &weights, const MatrixRef &dWeights, const Mask &mask)
{
    const Eigen::Index T = weights.cols();
    Matrix dLogits(weights.rows(), T); // (T,T)
    for (Eigen::Index i = 0; i < weights.rows(); ++i) {
        auto out = dLogits.row(i);
        if (mask.row(i).all()) {
            out.setZero(); // fully masked: the weights are zeros whatever the logits
            continue;
        }
        const auto p = weights.row(i); // (T)
        const auto g = dWeights.row(i); // (T)
        const double pg = g.dot(p); // ∂L/∂weights · p
        // (T) = g · (diag(p) − pᵀp) = p ⊙ (g − g·p): J is symmetric, so row or column alike
        out = p.array() * (g.array() - pg);
        // A blocked logit is −∞: moving it changes nothing. (p is 0 there already; this makes the
        // rule plain and the zero exact, never −0 or 0·∞.)
        out = mask.row(i).select(RowVector::Zero(T), out);
    }
    return dLogits;
}

ScoresGradient scoresBackward(const MatrixRef &Qh, const MatrixRef &Kh, const MatrixRef &dLogits,
                              const HeadRule &rule)
{
    ScoresGradient g;
    g.dScores = dLogits; // (T,T), back through the rule's stages:
    Matrix logits;
    if (needsLogitsForGradient(rule)) { // the forward logits, where a stage's slope depends on them
        logits = headScores(Qh, Kh); // (T,T)
        headLogits(rule, logits, 0, 0);
    }
    headLogitsBackward(rule, g.dScores, logits);
    g.dQh = g.dScores * Kh; // (T,d_k) = (T,T)·(T,d_k)
    g.dKh = g.dScores.transpose() * Qh; // (T,d_k) = (T,T)·(T,d_k)
    return g;
}

HeadGradient attendHeadBackward(const MatrixRef &Qh, const MatrixRef &Kh, const MatrixRef &Vh,
                                const MatrixRef &weights, const Mask &mask, const HeadRule &rule,
                                const MatrixRef &dOh)
{
    HeadGradient h;
    WeightedSumGradient ws = weightedSumBackward(weights, Vh, dOh); // O_h = weights · V_h
    h.dWeights = std::move(ws.dWeights); // (T,T)
    h.dVh = std::move(ws.dVh); // (T,d_k)
    h.dLogits = softmaxBackward(weights, h.dWeights, mask); // (T,T)
    ScoresGradient sc = scoresBackward(Qh, Kh, h.dLogits, rule); // logits = the rule's stages of Q_h·K_hᵀ
    h.dQh = std::move(sc.dQh); // (T,d_k)
    h.dKh = std::move(sc.dKh); // (T,d_k)
    return h;
}

namespace {

    // Every head from its slice of ∂L/∂concat back to its slices of ∂L/∂Q, ∂L/∂K and ∂L/∂V
    // (T,d_model). Added (+=), not assigned: a K/V head that several query heads read gathers
    // all of their gradients.
    void headsBackward(const AttentionResult &r, GradientResult &g, bool keepHeads)
    {
        const int T = r.tokenCount(), dk = r.dK;
        g.dQ = Matrix::Zero(T, r.Q.cols()); // (T,H·d_k)
        g.dK = Matrix::Zero(T, r.K.cols()); // (T,KV·d_k)
        g.dV = Matrix::Zero(T, r.V.cols());
        for (int h = 0; h < r.numHeads; ++h) {
            const int kv = r.kvHeadOf(h); // the K/V head that query head h reads
            HeadGradient hg
                = attendHeadBackward(headSlice(r.Q, h, dk), headSlice(r.K, kv, dk), headSlice(r.V, kv, dk),
                                     r.heads[static_cast<std::size_t>(h)].weights, r.mask, r.headRule(h),
                                     headOutputGradient(g.dConcat, h, dk));
            g.dQ.middleCols(h * dk, dk) += hg.dQh; // (T,d_k)
            g.dK.middleCols(kv * dk, dk) += hg.dKh;
            g.dV.middleCols(kv * dk, dk) += hg.dVh;
            if (keepHeads)
                g.heads.push_back(std::move(hg));
        }
    }

    // Back through what came between the projections and the scores (rope.h), last step first:
    // the rotation is orthogonal, so its backward is the rotation by −a; then the norms.
    void prepareQKBackward(const Session &s, const AttentionResult &r, GradientResult &g)
    {
        const int dk = r.dK;
        if (s.rope) {
            const RowVector f = ropeFrequencies(*s.rope, dk);
            std::vector<double> back = ropePositions(*s.rope, s.tokenCount());
            for (double &p : back)
                p = -p; // a → −a
            const double factor = ropeAttentionFactor(s.rope->scaling); // y = factor·R·x: back by factor·Rᵀ
            rotateHeads(g.dQ, s.numHeads, dk, f, back, 0, s.tokenCount(), factor);
            rotateHeads(g.dK, s.kvHeads(), dk, f, back, 0, s.tokenCount(), factor);
        }
        if (s.qNorm.size())
            rmsNormHeadsBackward(g.dQ, r.Qunrotated, s.numHeads, dk, s.qNorm, s.eps());
        if (s.kNorm.size())
            rmsNormHeadsBackward(g.dK, r.Kunrotated, s.kvHeads(), dk, s.kNorm, s.eps());
    }

} // namespace

GradientResult computeGradient(const Session &s, const AttentionResult &r, const MatrixRef &target,
                               GradientOptions options)
{
    if (!hasGradients(s)) // its backward pass is not built: every caller refuses such a session first
        throw std::invalid_argument(
            "computeGradient: latent attention (mla) has no gradients in this version");
    GradientResult g;
    g.loss = squaredErrorLoss(r.output, target);
    g.dOutput = lossGradient(r.output, target); // (T,d_model)

    // output = concat · W_O + b_O
    ProjectionGradient out = projectBackward(r.concat, s.Wo, g.dOutput);
    g.dWo = std::move(out.dW); // (d_model,d_model)
    g.dbO = std::move(out.db); // (d_model)
    g.dConcat = std::move(out.dInput); // (T,d_model)

    headsBackward(r, g, options.keepHeads); // ∂L/∂concat → ∂L/∂Q, ∂L/∂K, ∂L/∂V
    if (s.transformsQK())
        prepareQKBackward(s, r, g); // ∂L/∂Q, ∂L/∂K of X·W + b, before the norms and the rotation

    // Q = X·W_Q + b_Q, K = X·W_K + b_K, V = X·W_V + b_V: X feeds all three.
    ProjectionGradient q = projectBackward(s.X, s.Wq, g.dQ);
    ProjectionGradient k = projectBackward(s.X, s.Wk, g.dK);
    ProjectionGradient v = projectBackward(s.X, s.Wv, g.dV);
    g.dWq = std::move(q.dW);
    g.dWk = std::move(k.dW);
    g.dWv = std::move(v.dW);
    g.dbQ = std::move(q.db);
    g.dbK = std::move(k.db);
    g.dbV = std::move(v.db);
    g.dX = q.dInput + k.dInput + v.dInput; // (T,d_model)
    return g;
}

QueryGradient queryGradient(const AttentionResult &r, const GradientResult &g, int head, int query)
{
    const int dk = r.dK, kv = r.kvHeadOf(head); // the K/V head that query head h reads
    const RowVector p = r.heads[static_cast<std::size_t>(head)].weights.row(query); // (T)
    QueryGradient q;
    // ∂L/∂w (T) = ∂L/∂O_h[i] (d_k) · V_hᵀ (d_k,T)
    q.dWeights = g.dConcat.row(query).segment(static_cast<Eigen::Index>(head) * dk, dk)
        * headSlice(r.V, kv, dk).transpose();
    const double pg = q.dWeights.dot(p);
    q.dLogits = (p.array() * (q.dWeights.array() - pg)).matrix(); // (T) = Jᵀ ∂L/∂w
    const auto blocked = r.mask.row(query);
    for (Eigen::Index j = 0; j < q.dLogits.size(); ++j)
        if (blocked(j))
            q.dLogits(j) = 0.0; // exactly, as softmaxBackward
    q.slope = (p.array() * (1.0 - p.array())).matrix();
    return q;
}

GradientResult computeGradient(const Session &s, GradientOptions options)
{
    const AttentionResult r = computeAttention(s, { .keepScores = false });
    return computeGradient(s, r, *s.target, options);
}

} // namespace attn
