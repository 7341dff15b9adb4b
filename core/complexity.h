// What attention costs: the lesson's O(T²·d), in operations and in bytes.
#pragma once

#include <cstdint>

namespace attn {

// Multiply-adds counted as 2 FLOPs: 4 projections (8·T·d²) and, over all heads, scores and
// weights·V (4·T²·d). The contract's count for attention-bench.
double forwardFlops(std::int64_t tokens, std::int64_t dModel);

// Memory one result of computeAttentionFast holds: every head's T×T weights, the T×T mask,
// Q, K, V, the heads' outputs, concat and output. The fast path needs no T×T buffer beyond
// these (each block's softmax runs in place): at T=4096, d_model 512, 8 heads this is 1136 MiB,
// and attention-bench's peak RSS, with its session and itself, 1181 MiB.
std::uint64_t estimateBytes(std::int64_t tokens, std::int64_t dModel, std::int64_t heads);

} // namespace attn
