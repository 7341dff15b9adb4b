// What attention costs: the lesson's O(T²·d), in operations and in bytes.
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <optional>
#include <vector>

namespace attn {

struct AttentionResult;

// Multiply-adds counted as 2 FLOPs: 4 projections (8·T·d²) and, over all heads, scores and
// weights·V (4·T²·d). The contract's count for attention-bench.
double forwardFlops(std::int64_t tokens, std::int64_t dModel);

// One training step as attention-bench --train counts it (docs/file-formats.md): the forward pass (8·T·d² +
// 4·T²·d), then the backward for W_Q, W_K, W_V and W_O: ∂L/∂W of the four projections and ∂L/∂concat
// (10·T·d²), and per head ∂L/∂weights, ∂L/∂V_h, ∂L/∂Q_h and ∂L/∂K_h (8·T²·d over all heads):
// 18·T·d² + 12·T²·d. ∂L/∂X (three more T·d² products) is not counted.
double trainingStepFlops(std::int64_t tokens, std::int64_t dModel);

// Memory one result of computeAttentionFast holds: every head's T×T weights, the T×T mask,
// Q, K, V, the heads' outputs, concat and output. The fast path needs no T×T buffer beyond
// these (each block's softmax runs in place): at T=4096, d_model 512, 8 heads this is 1136 MiB,
// and attention-bench's peak RSS, with its session and itself, 1181 MiB.
std::uint64_t estimateBytes(std::int64_t tokens, std::int64_t dModel, std::int64_t heads);

// The bytes a result actually holds: every matrix it keeps (weights, raw scores if kept, each
// row's max and sum once derived, the mask, Q, K, V, the heads' outputs, concat and output),
// counted from their real sizes.
std::uint64_t resultBytes(const AttentionResult &r);

// Of forwardFlops(), the part that grows as T² (scores and weights·V, 4·T²·d): T / (T + 2·d).
// It is the larger part from T = 2·d_model on; below, the four T·d² projections are.
double quadraticShare(std::int64_t tokens, std::int64_t dModel);

// The lesson's quadratic wall, measured rather than told: forward passes of a random session
// (T tokens, d_model, heads; every head's T×T weights kept), timed on this machine as
// attention-bench times them: a warm-up run first (fresh memory, cold caches), then several
// timed runs, and the median of those.
struct CostMeasurement {
    int tokens = 0;
    int dModel = 0, heads = 0;
    double seconds = 0; // median wall time of the timed runs
    std::uint64_t bytes = 0; // resultBytes() of what it computed
    int runs = 0; // timed runs (the warm-up not counted)
};

// How many timed runs a size gets: 5 up to T = 1024, 3 above (a run there takes seconds).
int costRunsFor(int tokens);

// Measures each of `tokens` in turn. `progress` gets the fraction done (by FLOPs,
// forwardFlops(), warm-up runs included) from the calling thread. Returns what was measured
// before `cancel` read true; a cancelled size is left out, and `*cancelled` (when given) says
// whether that happened. Blocks: call it from a worker.
std::vector<CostMeasurement> measureForwardPasses(const std::vector<int> &tokens, int dModel, int heads,
                                                  const std::atomic<bool> *cancel = nullptr,
                                                  const std::function<void(double)> &progress = {},
                                                  bool *cancelled = nullptr);

// The work measureForwardPasses() does for one size, in FLOPs (for progress over several).
double costWork(int tokens, int dModel);

// T = first, 2·first, … up to last (both included when last is first·2ⁿ): 256 … 4096.
std::vector<int> doublingTokens(int first, int last);

} // namespace attn
