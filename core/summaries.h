// What the views read out of a result besides the weights themselves: a head's raw scores (kept,
// or worked out from Q and K when the result did not keep them) and its logits (the scores through
// the score rule's stages, scorerule.h — no view computes a logit itself), the mean of the heads' weights,
// and the statistics a colour scale needs. Written once here, so the heatmap, the overview of a
// large session, the head strip and the command line's pictures all show the same numbers.
#pragma once

#include "attention.h"
#include "mask.h"

namespace attn {

// scores (T,T) = Q_h (T,d_k) · K_hᵀ (d_k,T) of head h: the result's own copy when it kept one.
Matrix headScores(const AttentionResult &r, int head);

// One query's row of them: out (T) = q_i (d_k) · K_hᵀ (d_k,T). Needs no T×T matrix, so views of a
// result that keeps no scores (a large session) read them a row at a time.
void headScoresRow(const AttentionResult &r, int head, int query, Eigen::Ref<RowVector> out);

// logits (T,T) of head h: its scores through the rule's stages (headLogits), what its softmax gets.
Matrix logitsOfHead(const AttentionResult &r, int head);
// One query's row of them, out (T).
void logitsRowOfHead(const AttentionResult &r, int head, int query, Eigen::Ref<RowVector> out);

// The mean of every head's weights, (T,T) = Σ_h weights_h / H: the "average over heads" summary
// (not a head). A result with no heads gives an empty matrix.
Matrix meanWeights(const AttentionResult &r);

// One row of it, out (T), for views that pool a large session a row at a time.
void meanWeightsRow(const AttentionResult &r, int query, Eigen::Ref<RowVector> out);

// Over the open cells of a T×T map — those whose reason is 0 (every cell when `reasons` is null or
// empty) and whose value is finite: the largest |value|, the largest value (0 when none is
// positive) and each row's largest (1 for a row with nothing positive, so that dividing by it is
// safe). A colour bar spans these; "Row max" colours each row by its own.
struct CellStats {
    double maxAbs = 0, max = 0;
    Eigen::VectorXd rowMax; // (T)
};
CellStats openCellStats(const Matrix &values, const ReasonMatrix *reasons);

} // namespace attn
