// The backward pass: exact (analytic, never finite-difference) gradients of the training loss
//   L = ½ Σ_i Σ_c (output[i][c] − target[i][c])²        (every row: padding and fully masked too)
// with respect to W_Q, W_K, W_V, W_O, b_Q, b_K, b_V, b_O and the embeddings X. One function per
// step, each the mirror of a forward step of attention.h, in the order the gradient flows:
//   loss → output → (W_O, b_O, concat) → each head's output → (weights, V_h) → softmax → logits
//   → scores → (Q_h, K_h) → (Q, K, V) → (W_Q, W_K, W_V, biases, X).
// The readable reference path, float64; every intermediate a teacher shows is kept.
//
// A head's backward takes its own Q_h, K_h, V_h and returns their gradients, which are added into
// ∂L/∂Q, ∂L/∂K, ∂L/∂V by slice (+=): when several query heads share one K/V head (grouped-query
// attention) their gradients add up there, and a per-head step (a rotation of q and k) can sit
// between a head's slice and its backward.
#pragma once

#include "attention.h"

#include <vector>

namespace attn {

// L = ½ Σ (output − target)², output and target (T,d_model).
double squaredErrorLoss(const MatrixRef &output, const MatrixRef &target);

// ∂L/∂output (T,d_model) = output − target
Matrix lossGradient(const MatrixRef &output, const MatrixRef &target);

// Backward through a projection P = A·W + b (every row gets b).
struct ProjectionGradient {
    Matrix dW; // (m,n) = Aᵀ (m,T) · ∂L/∂P (T,n)
    RowVector db; // (n) = Σ over rows of ∂L/∂P
    Matrix dInput; // (T,m) = ∂L/∂P (T,n) · Wᵀ (n,m)
};
ProjectionGradient projectBackward(const MatrixRef &A, const MatrixRef &W, const MatrixRef &dP);

// concat = [O_0 | O_1 | …] backward: ∂L/∂O_h (T,d_k) = columns [h·d_k, (h+1)·d_k) of ∂L/∂concat.
Matrix headOutputGradient(const MatrixRef &dConcat, int head, int dK);

// O_h = weights · V_h backward.
struct WeightedSumGradient {
    Matrix dWeights; // (T,T) = ∂L/∂O_h (T,d_k) · V_hᵀ (d_k,T)
    Matrix dVh; // (T,d_k) = weightsᵀ (T,T) · ∂L/∂O_h (T,d_k)
};
WeightedSumGradient weightedSumBackward(const MatrixRef &weights, const MatrixRef &Vh, const MatrixRef &dOh);

// The softmax's Jacobian for one row of weights p (T): J (T,T) = diag(p) − pᵀ·p, J[j][k] =
// ∂p_j/∂logit_k. Symmetric, each row sums to 0, the diagonal is p(1 − p); a blocked key (p = 0)
// has a zero row and column, so it passes no gradient.
Matrix softmaxJacobian(const RowVector &p);

// Backward through the masked softmax, one query row at a time: ∂L/∂logits = ∂L/∂weights · J,
// i.e. p ⊙ (∂L/∂weights − (∂L/∂weights · p)). Blocked cells get exactly 0, and so does every cell
// of a fully masked row (its weights are constant zeros). weights, dWeights, mask (T,T).
Matrix softmaxBackward(const MatrixRef &weights, const MatrixRef &dWeights, const Mask &mask);

// scores = Q_h·K_hᵀ, logits = the rule's stages of the scores (scorerule.h) backward. The stages
// are not trained: the gradient passes through them (× scale, × the cap's slope 1 − (l/c)²).
struct ScoresGradient {
    Matrix dScores; // (T,T) = ∂L/∂logits through the stages: scale · ∂L/∂logits without a cap
    Matrix dQh; // (T,d_k) = ∂L/∂scores (T,T) · K_h (T,d_k)
    Matrix dKh; // (T,d_k) = ∂L/∂scoresᵀ (T,T) · Q_h (T,d_k)
};
ScoresGradient scoresBackward(const MatrixRef &Qh, const MatrixRef &Kh, const MatrixRef &dLogits,
                              const HeadRule &rule);

// One head's backward, what the lesson shows of it.
struct HeadGradient {
    Matrix dWeights; // (T,T) ∂L/∂weights
    Matrix dLogits; // (T,T) ∂L/∂logits; 0 on blocked cells and fully masked rows
    Matrix dQh, dKh, dVh; // (T,d_k) each: ∂L/∂Q_h, ∂L/∂K_h, ∂L/∂V_h
};

// From ∂L/∂O_h (T,d_k) back to the head's Q_h, K_h, V_h (T,d_k), given its forward weights (T,T),
// the mask (T,T) and the score rule it ran.
HeadGradient attendHeadBackward(const MatrixRef &Qh, const MatrixRef &Kh, const MatrixRef &Vh,
                                const MatrixRef &weights, const Mask &mask, const HeadRule &rule,
                                const MatrixRef &dOh);

struct GradientResult {
    double loss = 0;
    Matrix dOutput; // (T,d_model) ∂L/∂output = output − target
    Matrix dConcat; // (T,H·d_k) ∂L/∂concat
    std::vector<HeadGradient> heads; // numHeads of them; empty unless GradientOptions::keepHeads
    Matrix dQ, dK, dV; // (T,H·d_k), (T,KV·d_k), (T,KV·d_k): of X·W + b, before any norm or rotation
    Matrix dWq, dWk, dWv, dWo; // shaped as W_Q, W_K, W_V, W_O
    RowVector dbQ, dbK, dbV, dbO; // shaped as the biases, given also where the session has none
    Matrix dX; // (T,d_model) ∂L/∂embeddings: through Q, K and V together
};

struct GradientOptions {
    bool keepHeads = true; // keep each head's T×T ∂L/∂weights and ∂L/∂logits (the views want them)
};

// Whether this version builds the gradients of s: not for latent attention (mla). Every caller that
// learns (the Train panel, a target, train, gradient) asks this one rule first.
inline bool hasGradients(const Session &s)
{
    return !s.mla;
}

// The backward pass of session s, from its forward result r = computeAttention(s) and the target
// output (T,d_model). The session must be valid and hasGradients(s) (else std::invalid_argument).
GradientResult computeGradient(const Session &s, const AttentionResult &r, const MatrixRef &target,
                               GradientOptions options = {});
// Forward and backward against s.target, which must be set.
GradientResult computeGradient(const Session &s, GradientOptions options = {});

// One query's part of a head's backward pass, from a gradient computed without keepHeads (the
// breakdown explains one row; no T×T gradient needs to be kept for it):
struct QueryGradient {
    RowVector dWeights; // (T) ∂L/∂w_ij = ∂L/∂O_h[i] (d_k) · V_hᵀ (d_k,T)
    RowVector dLogits; // (T) p ⊙ (∂L/∂w − ∂L/∂w·p): the softmax's Jacobian applied; 0 where blocked
    RowVector slope; // (T) p_j (1 − p_j), the Jacobian's diagonal: how much w_j can still move
};
QueryGradient queryGradient(const AttentionResult &r, const GradientResult &g, int head, int query);

} // namespace attn
