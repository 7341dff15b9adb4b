// What attention costs: the lesson's O(T²·d), in operations and in bytes.
#pragma once

#include <cstdint>

namespace attn {

// Multiply-adds counted as 2 FLOPs: 4 projections (8·T·d²) and, over all heads, scores and
// weights·V (4·T²·d). The contract's count for attention-bench.
double forwardFlops(std::int64_t tokens, std::int64_t dModel);

// Memory a full forward pass keeps (every head's T×T weights, Q, K, V, concat, output, the
// session's own matrices) plus one T×T working buffer per computing thread.
std::uint64_t estimateBytes(std::int64_t tokens, std::int64_t dModel, std::int64_t heads, int threads = 2);

} // namespace attn
