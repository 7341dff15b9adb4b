// The masked, numerically stable softmax over keys, for a whole matrix and for one row
// with every intermediate kept (the lesson's "softmax step one / step two"). These are the
// score rule's last stages (scorerule.h): the mask, and the softmax with an optional sink — one
// more logit that joins every row's softmax, takes weight and gives no value (GPT-OSS). With a
// sink a row's weights sum to 1 − the sink's weight; a fully masked row stays all 0, its sink too.
#pragma once

#include "conventions.h"

#include <limits>
#include <vector>

namespace attn {

// One query row, worked out the way the lesson does it.
struct SoftmaxSteps {
    RowVector logits; // (T) the logits (scorerule.h); blocked entries hold their (unused) value
    std::vector<bool> blocked; // (T)
    double rowMax = 0; // max over unblocked logits and the sink (0 when the row is fully masked)
    RowVector shifted; // (T) logits − rowMax; 0 where blocked
    RowVector exps; // (T) e^shifted; exactly 0 where blocked
    double sum = 0; // Σ exps, and the sink's
    RowVector weights; // (T) exps / sum; all 0 when fully masked
    bool fullyMasked = false;
    // The sink (−∞: none): its logit, e^(logit − rowMax) and its weight (0 when fully masked).
    double sinkLogit = -std::numeric_limits<double>::infinity();
    double sinkExp = 0, sinkWeight = 0;
    bool hasSink() const { return sinkLogit > -std::numeric_limits<double>::infinity(); }
};

SoftmaxSteps softmaxSteps(const RowVector &logits, const std::vector<bool> &blocked,
                          double sink = -std::numeric_limits<double>::infinity());

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
    double sum = 0; // Σ e over the open keys, and the sink's e
    double sinkE = 0; // e^(sink − shift) of a row with a sink (0 without one, or fully masked)
    bool overflow = false; // some e^x or their sum is beyond the largest double
    bool underflow = false; // every open e^x is below the smallest double
};
enum class LessonShift { Never, WhenLarge };
LessonExponentials lessonExponentials(const SoftmaxSteps &s, LessonShift shift);

// What a softmax over a block of rows takes and gives besides the logits and the weights.
struct SoftmaxExtras {
    double sink = -std::numeric_limits<double>::infinity(); // the sink's logit; −∞: none
    double *sinkWeights = nullptr; // (R) when given: each row's sink weight
    // (R) each when given: each row's max (over open keys and the sink) and Σ e^(x − max), the two
    // numbers an incremental update keeps per row (core/incremental.h); 0 and 0 when fully masked.
    double *rowMax = nullptr, *rowSum = nullptr;
};

// In place over a block of rows: logits (R,T) → weights (R,T), using mask rows (R,T).
// Returns the indices (within the block) of rows whose keys are all blocked; those rows
// become all zeros. Blocked weights are exactly 0: the mask is applied after exp, since
// a vectorised exp(−∞) is not guaranteed to give exactly 0.
std::vector<int> maskedSoftmaxRows(Eigen::Ref<Matrix> logits, const Eigen::Ref<const Mask> &mask,
                                   const SoftmaxExtras &extras = {});

} // namespace attn
