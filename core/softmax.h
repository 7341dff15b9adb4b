// The masked, numerically stable softmax over keys, for a whole matrix and for one row
// with every intermediate kept (the lesson's "softmax step one / step two").
#pragma once

#include "conventions.h"

#include <vector>

namespace attn {

// One query row, worked out the way the lesson does it.
struct SoftmaxSteps {
    RowVector logits; // (T) scaled scores; blocked entries hold their (unused) value
    std::vector<bool> blocked; // (T)
    double rowMax = 0; // max over unblocked logits (0 when the row is fully masked)
    RowVector shifted; // (T) logits − rowMax; 0 where blocked
    RowVector exps; // (T) e^shifted; exactly 0 where blocked
    double sum = 0; // Σ exps
    RowVector weights; // (T) exps / sum; all 0 when fully masked
    bool fullyMasked = false;
};

SoftmaxSteps softmaxSteps(const RowVector &logits, const std::vector<bool> &blocked);

// In place over a block of rows: logits (R,T) → weights (R,T), using mask rows (R,T).
// Returns the indices (within the block) of rows whose keys are all blocked; those rows
// become all zeros. Blocked weights are exactly 0: the mask is applied after exp, since
// a vectorised exp(−∞) is not guaranteed to give exactly 0.
std::vector<int> maskedSoftmaxRows(Eigen::Ref<Matrix> logits, const Eigen::Ref<const Mask> &mask);

} // namespace attn
