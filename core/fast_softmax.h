// The masked stable softmax of softmax.h, for the fast path: the same steps (row max over
// unblocked keys, exp of the shifted logits, blocked keys set to exactly 0 after the exp,
// divide by the sum; a head's sink joins the max and the sum, SoftmaxExtras), with glibc's vector exp (libmvec) on CPUs that have AVX2 and FMA.
// Eigen's exp for doubles in a plain x86-64 build runs at about the speed of scalar exp,
// and at T = 4096 the softmax computes 16.8 million exps per head.
#pragma once

#include "conventions.h"
#include "softmax.h"

#include <cstdint>
#include <vector>

namespace attn {

// What the mask does to one query row, found once and shared by every head.
enum class MaskedRow : std::uint8_t {
    None, // every key open
    Some, // some keys blocked
    All, // every key blocked: zero weights, a "fully masked" row
};

// (T) one entry per row of mask (T,T).
std::vector<MaskedRow> summariseMaskRows(const Mask &mask);

// True when this CPU and build run the vector kernel (x86-64 with AVX2 and FMA, libmvec).
bool vectorSoftmaxAvailable();

// In place over a block of rows, exactly as maskedSoftmaxRows (same result within a few
// ulps): logits (R,T) → weights (R,T) with mask rows (R,T) and their summaries rows (R), the
// sink and the row statistics of `extras` as there. Returns the indices (within the block) of
// fully masked rows. allowVector = false runs the portable Eigen code (softmax.cpp) even where
// the vector kernel could run, so tests can hold both to the reference.
std::vector<int> fastMaskedSoftmaxRows(Eigen::Ref<Matrix> logits, const Eigen::Ref<const Mask> &mask,
                                       const MaskedRow *rows, bool allowVector = true,
                                       const SoftmaxExtras &extras = {});

} // namespace attn
