#include "complexity.h"

namespace attn {

double forwardFlops(std::int64_t T, std::int64_t d)
{
    return 8.0 * double(T) * double(d) * double(d) + 4.0 * double(T) * double(T) * double(d);
}

std::uint64_t estimateBytes(std::int64_t T, std::int64_t d, std::int64_t heads, int threads)
{
    const std::uint64_t cell = sizeof(double);
    const std::uint64_t square = std::uint64_t(T) * std::uint64_t(T) * cell;                  // one T×T
    const std::uint64_t wide = std::uint64_t(T) * std::uint64_t(d) * cell;                    // one T×d_model
    const std::uint64_t weights = 5 * std::uint64_t(d) * std::uint64_t(d) * cell;             // W_Q, W_K, W_V, W_O (+ copy)
    return std::uint64_t(heads) * square + std::uint64_t(threads) * square + 8 * wide + weights
        + std::uint64_t(T) * std::uint64_t(T); // the boolean mask
}

} // namespace attn
