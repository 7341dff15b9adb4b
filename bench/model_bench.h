// attention-bench --model: times a GPT-2-family model's whole forward pass, read from its
// Hugging Face folder, on the token ids 0 … T−1; or ablate-each on them (every head ablated
// alone, core/model/interventions.h); or the window's rerun after one ablation: head 0 of layer
// L ablated, rerun from that layer on a base pass that kept its streams; or one of the mechanisms:
// patching (a corrupted run with every id shifted by one, the full resid + heads grid), the logit
// lens (its pass included), one attribution (the pass cached, as after a click).
#pragma once

#include <string>

namespace attn::bench {

struct ModelArguments {
    std::string directory;
    int tokens = 0, repeat = 5, threads = 0;
    bool ablateEach = false; // --ablate-each
    int rerunLayer = -1; // --rerun-layer L
    // --patch, --logit-lens or --attribution (core/model/mechanisms.h): "patch", "logit-lens",
    // "attribution"; empty: the forward pass.
    std::string mechanism;
};

// Prints one JSON line (docs/file-formats.md: attention-bench --model); returns the exit code
// (2 with one line on stderr when the folder or the token count is refused).
int runModelBench(const ModelArguments &a);

} // namespace attn::bench
