// The same forward pass as computeAttention(), organised for speed: the matrix products on
// an optimised BLAS (Debian's OpenBLAS, which picks its kernels for the CPU at run time),
// every head's score matrix computed one row block at a time and turned into weights while
// that block is still in cache, and the work spread over the cores.
//
// computeAttention() stays the readable path the lesson and the golden tests follow; this
// one is held to it at 1e-12 by tests/core/tst_fast_attention.cpp. The softmax takes the
// same steps as maskedSoftmaxRows (fast_softmax.h), one row block at a time.
#pragma once

#include "attention.h"

#include <atomic>
#include <functional>
#include <optional>
#include <string>

namespace attn {

struct FastOptions {
    // Keep each head's raw T×T scores as well (computeAttention keeps them by default). Off,
    // HeadResult::scores stays empty and memory is the weights alone (8·H·T² bytes).
    bool keepScores = false;
    // Worker threads, the calling thread included. 0: one per core.
    int threads = 0;
    // Query rows per block of a score matrix. 0: chosen from T so a block stays in cache.
    int rowBlock = 0;
    // The softmax's vector kernel (AVX2 + glibc's vector exp) where the CPU has it. Off: the
    // portable code of softmax.h, as on a CPU without AVX2 (tests run both).
    bool vectorSoftmax = true;
    // A previous result to compute into: buffers whose shape still fits are reused. That
    // saves allocating, and the kernel clearing, up to 8·H·T² fresh bytes per recompute (a
    // sixth to a third of a run on the VM of bench/RESULTS.md), and keeps one result in
    // memory instead of two.
    // Its contents are gone afterwards, whether the computation finishes or is cancelled.
    AttentionResult *recycle = nullptr;
    // Called on the calling thread only, never concurrently, with the fraction of the work
    // done so far (by floating-point operations): non-decreasing, and exactly 1.0 once at the
    // end of a computation that was not cancelled. Keep it cheap (post a message, no waiting).
    std::function<void(double)> progress;
    // Polled before every row block: once it reads true, the workers stop taking work and
    // computeAttentionFast returns std::nullopt. The caller owns it and keeps it alive.
    const std::atomic<bool> *cancel = nullptr;
};

// The whole forward pass of a valid session (validate() returned empty): the same
// AttentionResult as computeAttention(s), equal to it within 1e-12, with HeadResult::scores
// empty unless options.keepScores. std::nullopt when cancelled.
//
// Blocks the calling thread until done; call it from a worker thread in a GUI. Safe to call
// from several threads at once (each call has its own workers). Small sessions run on the
// calling thread alone, so this is the one entry to use at every size.
std::optional<AttentionResult> computeAttentionFast(const Session &s, const FastOptions &options = {});

// What the matrix products run on, for reports: e.g. "OpenBLAS 0.3.21 NO_LAPACKE
// DYNAMIC_ARCH NO_AFFINITY Haswell MAX_THREADS=64, Haswell kernels", or "Eigen" when the
// build has no BLAS.
std::string fastBackendName();

} // namespace attn
