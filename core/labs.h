// The lesson's experiments and its "common mistakes", computed so the app can show them beside
// the right way. Nothing here is used by the correct forward pass.
#pragma once

#include "conventions.h"

#include <vector>

namespace attn {

// "Verifying numerically": draw `samples` pairs q, k with independent N(0, 1) components for
// each d_k and measure the spread of q·k, unscaled and divided by √d_k.
struct SpreadRow {
    int dK = 0;
    double stdUnscaled = 0; // ≈ √d_k
    double stdScaled = 0;   // ≈ 1
};
std::vector<SpreadRow> dotProductSpread(const std::vector<int> &dKs, int samples, unsigned seed);

// Mistake: masking after the softmax. Softmax over every key, then blocked weights set to 0;
// rows with blocked keys no longer sum to 1. logits (T,T) → weights (T,T).
Matrix maskAfterSoftmax(const Matrix &logits, const Mask &mask);

// Mistake: softmax over the wrong axis (over queries, down each column). Masked cells stay 0,
// each column sums to 1 and the rows do not. logits (T,T) → weights (T,T).
Matrix softmaxOverQueries(const Matrix &logits, const Mask &mask);

// Mistake: reshaping (T, d_model) straight to (heads, T, d_k) without the transpose. Head h
// then gets rows [h·T, (h+1)·T) of the row-major buffer cut into d_k-wide rows, which mixes
// tokens and heads. M (T,d_model) → (T,d_k). With one head it is M itself.
Matrix reshapeWithoutTranspose(const Matrix &M, int numHeads, int head);

} // namespace attn
