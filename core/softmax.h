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

// Above this row max the lesson's e^x are written after subtracting it: e^31 has 14 digits, and
// e^710 is beyond the largest double.
inline constexpr double kLessonShiftAbove = 30;

// The softmax's first step as the lesson writes it for a class: e^x of each open key's logit —
// of the logit itself, or (ShiftWhenLarge, and the row's max above kLessonShiftAbove) of the
// logit minus the row's max. Only a display: the weights always come from softmaxSteps().
struct LessonExponentials {
    enum State { Ok, Blocked, Overflow, Underflow };
    bool shifted = false;
    double shift = 0; // subtracted from every logit (0 unless shifted)
    RowVector x; // (T) the exponents, logits − shift; blocked ones unused
    RowVector e; // (T) e^x; 0 where blocked, overflowing or underflowing
    std::vector<State> state; // (T)
    double sum = 0; // Σ e over the open keys
    bool overflow = false; // some e^x or their sum is beyond the largest double
    bool underflow = false; // every open e^x is below the smallest double
};
enum class LessonShift { Never, WhenLarge };
LessonExponentials lessonExponentials(const SoftmaxSteps &s, LessonShift shift);

// In place over a block of rows: logits (R,T) → weights (R,T), using mask rows (R,T).
// Returns the indices (within the block) of rows whose keys are all blocked; those rows
// become all zeros. Blocked weights are exactly 0: the mask is applied after exp, since
// a vectorised exp(−∞) is not guaranteed to give exactly 0.
std::vector<int> maskedSoftmaxRows(Eigen::Ref<Matrix> logits, const Eigen::Ref<const Mask> &mask);

} // namespace attn
