// Multi-head scaled dot-product attention, one function per step of the lesson:
//   project (+ bias) → split into heads → scores → scale → mask → softmax → weighted sum of
//   values → concat → W_O (+ bias).
// Every function here is the plain, readable path; the tests hold it to the NumPy reference.
#pragma once

#include "mask.h"
#include "session.h"
#include "softmax.h"

#include <vector>

namespace attn {

// One head's results. T×T matrices are kept only as far as the views need them.
struct HeadResult {
    Matrix scores; // (T,T) raw Q_h·K_hᵀ; empty unless Options::keepScores
    Matrix weights; // (T,T) softmax over keys of scale·scores, masked
    Matrix output; // (T,d_k) weights · V_h
    std::vector<int> fullyMaskedRows;
};

struct AttentionResult {
    int dModel = 0, numHeads = 0, dK = 0;
    double scale = 1.0;
    Matrix Q, K, V; // (T,d_model) each
    Mask mask; // (T,T) true = blocked
    std::vector<HeadResult> heads; // numHeads of them
    Matrix concat; // (T,d_model) = [O_0 | O_1 | …]
    Matrix output; // (T,d_model) = concat · W_O + b_O

    int tokenCount() const { return static_cast<int>(Q.rows()); }
};

struct Options {
    bool keepScores = true; // keep each head's raw T×T scores (the CLI and small views want them)
};

// Q = X·W + b (T,d_model) = (T,d_model)·(d_model,d_model) + (d_model) on every row; b empty = zeros
Matrix project(const MatrixRef &X, const MatrixRef &W, const RowVector &b = {});

// scores (T,T) = Q_h (T,d_k) · K_hᵀ (d_k,T)
Matrix headScores(const MatrixRef &Qh, const MatrixRef &Kh);

// One head: scores → scale·scores → mask → softmax → weights · V_h.
HeadResult attendHead(const MatrixRef &Qh, const MatrixRef &Kh, const MatrixRef &Vh, const Mask &mask,
                      double scale, bool keepScores);

// concat (T,d_model) = [O_0 (T,d_k) | O_1 | …]
Matrix concatHeads(const std::vector<HeadResult> &heads);

// The whole forward pass. The session must be valid (validate() returned empty).
AttentionResult computeAttention(const Session &s, Options options = {});

} // namespace attn
