// attention-bench --ui: times the real main window (offscreen) from an edit to the repainted
// heatmaps, and the longest stretch the UI thread was blocked meanwhile.
#pragma once

namespace attn::bench {

struct UiArguments {
    int tokens = 0, dModel = 0, heads = 0, repeat = 5;
};

// Prints one JSON line; returns the exit code.
int runUiBench(int argc, char **argv, const UiArguments &a);

} // namespace attn::bench
