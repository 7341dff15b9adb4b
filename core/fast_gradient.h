// The same backward pass as computeGradient() (gradient.h), organised for speed, for training
// sessions of hundreds or thousands of tokens: the products on OpenBLAS (workers.h), every head's
// T×T gradients computed in one scratch matrix per thread and never kept, heads and the weight
// gradients spread over the cores. computeGradient() stays the readable path the lesson follows;
// tests/core/tst_fast_gradient.cpp holds this one to it at 1e-12.
#pragma once

#include "gradient.h"

#include <atomic>
#include <optional>

namespace attn {

struct FastGradientOptions {
    int threads = 0; // worker threads, the calling thread included; 0: one per core
    // ∂L/∂embeddings as well (three more T·d² products). Off, GradientResult::dX stays empty.
    bool inputGradient = true;
    // Polled between tasks: once it reads true, the pass stops and returns std::nullopt.
    const std::atomic<bool> *cancel = nullptr;
};

// The gradient of the loss of a valid session at its forward result r (from computeAttention or
// computeAttentionFast: every head's weights kept) towards `target`. Equal to computeGradient(s,
// r, target) within 1e-12, with GradientResult::heads empty (no T×T gradient is kept).
std::optional<GradientResult> computeGradientFast(const Session &s, const AttentionResult &r,
                                                  const MatrixRef &target,
                                                  const FastGradientOptions &options = {});

} // namespace attn
