#include "complexity.h"

namespace attn {

double forwardFlops(std::int64_t T, std::int64_t d)
{
    return 8.0 * double(T) * double(d) * double(d) + 4.0 * double(T) * double(T) * double(d);
}

std::uint64_t estimateBytes(std::int64_t T, std::int64_t d, std::int64_t heads)
{
    const std::uint64_t cell = sizeof(double);
    const std::uint64_t square = std::uint64_t(T) * std::uint64_t(T);                         // one T×T
    const std::uint64_t wide = std::uint64_t(T) * std::uint64_t(d) * cell;                    // one T×d_model
    return std::uint64_t(heads) * square * cell // the weights
        + square                                // the mask, one byte a cell
        + 6 * wide;                             // Q, K, V, the heads' outputs, concat, output
}

} // namespace attn
