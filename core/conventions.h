// The axis conventions of the whole app, written down once (the lesson's, see docs/file-formats.md).
//
//  * Row vectors. X is (T, d_model): row t is the embedding of token t.
//    Q = X·W_Q, K = X·W_K, V = X·W_V; every W is (d_model, d_model). With biases (d_model
//    numbers, added to every row) Q = X·W_Q + b_Q, and so on; no bias means zeros.
//  * d_k = d_model / num_heads. Head h owns columns [h·d_k, (h+1)·d_k) of Q, K, V.
//    Today's models may set d_k (head_dim) apart and share K and V between heads (grouped-query
//    attention): Q and concat are then (T, num_heads·d_k), K and V (T, num_kv_heads·d_k), and
//    query head h reads K/V head ⌊h·num_kv_heads / num_heads⌋ (Session::kvHeadOf).
//  * In every T×T matrix (scores, logits, mask, weights) the row is the query token i
//    and the column is the key token j. Softmax runs along a row (over keys), so each
//    row of the weights sums to 1.
//  * A blocked (i, j) has logit −∞ and weight exactly 0; a row with every key blocked
//    has zero weights and a zero head output ("fully masked"), never NaN.
//  * concat = [O_0 | O_1 | …] is (T, d_model); output = concat · W_O (+ b_O).
//
// The tables, the heatmaps, the breakdown and the maths all refer to this file.
#pragma once

#include <Eigen/Core>

#include <cstdint>

namespace attn {

// Row-major: a row of a T×T matrix is one query's distribution over keys, and the
// softmax walks along it contiguously.
using Matrix = Eigen::Matrix<double, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>;
using Vector = Eigen::VectorXd;
using RowVector = Eigen::RowVectorXd;
// (T, T), true = blocked.
using Mask = Eigen::Matrix<bool, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>;

using MatrixRef = Eigen::Ref<const Matrix>;

inline int headWidth(int dModel, int numHeads)
{
    return dModel / numHeads;
}

// Columns [h·d_k, (h+1)·d_k) of a (T, d_model) matrix: head h's slice, no copy.
inline auto headSlice(const Matrix &m, int head, int dK)
{
    return m.middleCols(head * dK, dK);
}

} // namespace attn
