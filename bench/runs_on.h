// What every attention-bench object says it ran on (docs/file-formats.md, "attention-bench"): the
// worker threads used and the BLAS library with the kernel it runs, as the JSON object's last keys.
#pragma once

#include "core/blas.h"

#include <string>
#include <thread>

namespace attn::bench {

// `,"threads":N,"blas":"…"` — wanted 0 is every core, as the fast paths take it.
inline std::string runsOnJson(int wanted)
{
    const unsigned cores = std::thread::hardware_concurrency();
    const int threads = wanted > 0 ? wanted : static_cast<int>(cores > 0 ? cores : 1);
    std::string blas;
    for (char c : attn::blas::blasDescription()) { // plain ASCII; quotes and backslashes escaped
        if (c == '"' || c == '\\')
            blas += '\\';
        blas += c;
    }
    return ",\"threads\":" + std::to_string(threads) + ",\"blas\":\"" + blas + "\"";
}

} // namespace attn::bench
