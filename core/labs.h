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
    double stdScaled = 0; // ≈ 1
};
std::vector<SpreadRow> dotProductSpread(const std::vector<int> &dKs, int samples, unsigned seed);
// The same experiment's raw draws, for histograms: for each d_k, `samples` unscaled dot products
// q·k. The same seed gives the same draws as dotProductSpread, in the same order.
std::vector<std::vector<double>> dotProductSamples(const std::vector<int> &dKs, int samples, unsigned seed);
// The standard deviation of `values` (over all of them, not a sample estimate).
double spreadOf(const std::vector<double> &values);
// Counts of `values` in `bins` equal bins over [lo, hi); values outside fall in the end bins.
std::vector<int> histogram(const std::vector<double> &values, double lo, double hi, int bins);

// "Why saturation kills learning": the diagonal of the softmax's Jacobian, ∂p_j/∂x_j = p_j(1 − p_j).
// weights (T) → (T). Near one-hot it is ≈ 0 everywhere: the logits barely get a gradient.
RowVector softmaxGradientDiagonal(const RowVector &weights);

// Hard versus soft lookup: the softmax of logits / temperature over the unblocked keys (blocked
// weights are exactly 0). Temperature 1 is the softmax itself; towards 0 it sharpens; exactly 0
// is the hard lookup, all weight on the largest unblocked logit (the first of equal ones). A row
// with every key blocked gives zeros. logits (T) → weights (T).
RowVector softmaxAtTemperature(const RowVector &logits, const std::vector<bool> &blocked, double temperature);

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
