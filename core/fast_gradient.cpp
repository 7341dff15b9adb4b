#include "fast_gradient.h"

#include "blas.h"
#include "workers.h"

#include <vector>

namespace attn {

using Index = Eigen::Index;

namespace {

    // One head's backward pass in the scratch matrix G (T,T), writing its slices of ∂L/∂Q, ∂L/∂K
    // and ∂L/∂V. The steps of attendHeadBackward (gradient.cpp), in place:
    void headBackward(const AttentionResult &r, int h, const Matrix &dConcat, Matrix &G, GradientResult &g)
    {
        const Index T = r.tokenCount(), d = r.dModel, dk = r.dK;
        const int kv = h; // one K/V head per query head here (computeGradientFast)
        const double *dOh = dConcat.data() + h * dk; // (T,d_k), leading dimension d
        const double *Qh = r.Q.data() + h * dk, *Kh = r.K.data() + kv * dk, *Vh = r.V.data() + kv * dk;
        const StridedMatrix &W = r.heads[static_cast<std::size_t>(h)].weights; // (T,T), rows ldW apart
        const Index ldW = W.outerStride();
        // ∂L/∂weights (T,T) = ∂L/∂O_h (T,d_k) · V_hᵀ (d_k,T)
        blas::gemm(T, T, dk, 1.0, dOh, d, Vh, d, true, 0.0, G.data(), T);
        // ∂L/∂V_h (T,d_k) = weightsᵀ (T,T) · ∂L/∂O_h (T,d_k)
        blas::gemmTransposedA(T, dk, T, 1.0, W.data(), ldW, dOh, d, 0.0, g.dV.data() + kv * dk, d);
        // ∂L/∂logits (T,T) = p ⊙ (∂L/∂weights − ∂L/∂weights·p), row by row; a blocked cell (p = 0)
        // and a fully masked row (every p = 0) pass exactly nothing.
        for (Index i = 0; i < T; ++i) {
            double *row = G.data() + i * T;
            const double *p = W.data() + i * ldW;
            double pg = 0;
            for (Index j = 0; j < T; ++j)
                pg += row[j] * p[j];
            for (Index j = 0; j < T; ++j)
                row[j] = p[j] == 0.0 ? 0.0 : p[j] * (row[j] - pg);
        }
        // ∂L/∂scores (T,T): back through the rule's stages (here the scale alone: sessions with
        // other stages take the readable path, computeGradientFast).
        headLogitsBackward(r.headRule(h), G, Matrix());
        // ∂L/∂Q_h (T,d_k) = ∂L/∂scores (T,T) · K_h (T,d_k)
        blas::gemm(T, dk, T, 1.0, G.data(), T, Kh, d, false, 0.0, g.dQ.data() + h * dk, d);
        // ∂L/∂K_h (T,d_k) = ∂L/∂scoresᵀ (T,T) · Q_h (T,d_k)
        blas::gemmTransposedA(T, dk, T, 1.0, G.data(), T, Qh, d, 0.0, g.dK.data() + kv * dk, d);
    }

} // namespace

std::optional<GradientResult> computeGradientFast(const Session &s, const AttentionResult &r,
                                                  const MatrixRef &target, const FastGradientOptions &options)
{
    // Today's keys (shared K/V heads, another d_k, norms, the rotation) take the readable path for
    // now: the kernels below assume one K/V head per query head and d_k = d_model / heads.
    if (s.hasModernKeys()) {
        if (options.cancel && options.cancel->load())
            return std::nullopt;
        return computeGradient(s, r, target, { .keepHeads = false }); // no T×T per head kept
    }
    const Index T = r.tokenCount(), d = r.dModel;
    const double flops = 8.0 * T * T * d + 10.0 * T * d * d + (options.inputGradient ? 6.0 * T * d * d : 0.0);
    work::Crew crew(work::chooseThreads(options.threads, flops), flops, {}, options.cancel);

    GradientResult g;
    g.dOutput = r.output - target; // (T,d_model)
    g.loss = 0.5 * g.dOutput.squaredNorm();
    g.dbO = g.dOutput.colwise().sum(); // (d_model)

    // output = concat · W_O + b_O: ∂L/∂W_O (d,d) = concatᵀ · ∂L/∂output, ∂L/∂concat (T,d) = ∂L/∂output · W_Oᵀ
    g.dWo.resize(d, d);
    g.dConcat.resize(T, d);
    const auto outputTask = [&](int task, int) {
        if (task == 0)
            blas::gemmTransposedA(d, d, T, 1.0, r.concat.data(), d, g.dOutput.data(), d, 0.0, g.dWo.data(),
                                  d);
        else
            blas::gemm(T, d, d, 1.0, g.dOutput.data(), d, s.Wo.data(), d, true, 0.0, g.dConcat.data(), d);
    };
    if (!crew.run(2, outputTask, [&](int) { return 2.0 * T * d * d; }))
        return std::nullopt;

    // Every head, its T×T gradients in the worker's own scratch matrix.
    g.dQ.resize(T, d);
    g.dK.resize(T, d);
    g.dV.resize(T, d);
    std::vector<Matrix> scratch(static_cast<std::size_t>(crew.threads()));
    const auto headTask = [&](int h, int worker) {
        Matrix &G = scratch[static_cast<std::size_t>(worker)];
        if (G.rows() != T)
            G.resize(T, T);
        headBackward(r, h, g.dConcat, G, g);
    };
    if (!crew.run(r.numHeads, headTask, [&](int) { return 8.0 * T * T * r.dK; }))
        return std::nullopt;
    scratch.clear();

    // Q = X·W_Q + b_Q, K = X·W_K + b_K, V = X·W_V + b_V: ∂L/∂W = Xᵀ · ∂L/∂P (d,d), and X feeds all
    // three: ∂L/∂X (T,d) = ∂L/∂Q · W_Qᵀ + ∂L/∂K · W_Kᵀ + ∂L/∂V · W_Vᵀ, in two bands of rows.
    g.dWq.resize(d, d);
    g.dWk.resize(d, d);
    g.dWv.resize(d, d);
    const Matrix *dP[3] = { &g.dQ, &g.dK, &g.dV };
    const Matrix *Ws[3] = { &s.Wq, &s.Wk, &s.Wv };
    Matrix *dW[3] = { &g.dWq, &g.dWk, &g.dWv };
    if (options.inputGradient)
        g.dX.resize(T, d);
    // Each ∂L/∂W in two halves of columns, ∂L/∂X in two bands of rows: tasks of a size that two
    // (or four) cores share evenly.
    const Index half = T / 2, halfD = d / 2;
    const auto projectionTask = [&](int task, int) {
        if (task < 6) {
            const int k = task / 2;
            const Index first = task % 2 ? halfD : 0, cols = task % 2 ? d - halfD : halfD;
            blas::gemmTransposedA(d, cols, T, 1.0, s.X.data(), d, dP[k]->data() + first, d, 0.0,
                                  dW[k]->data() + first, d);
            return;
        }
        const Index first = task == 6 ? 0 : half, rows = task == 6 ? half : T - half;
        for (int k = 0; k < 3; ++k)
            blas::gemm(rows, d, d, 1.0, dP[k]->data() + first * d, d, Ws[k]->data(), d, true,
                       k == 0 ? 0.0 : 1.0, g.dX.data() + first * d, d);
    };
    const auto projectionFlops = [&](int task) { return task < 6 ? 1.0 * T * d * d : 3.0 * T * d * d; };
    if (!crew.run(options.inputGradient ? 8 : 6, projectionTask, projectionFlops))
        return std::nullopt;
    g.dbQ = g.dQ.colwise().sum();
    g.dbK = g.dK.colwise().sum();
    g.dbV = g.dV.colwise().sum();
    crew.finished();
    return g;
}

} // namespace attn
