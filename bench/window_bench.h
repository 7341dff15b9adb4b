// attention-bench --ui: times the real main window (offscreen) from an edit until every view of
// the result has painted it (the large heatmap, the head strip, the breakdown, the computed
// tables on screen), and the longest stretch the UI thread was blocked meanwhile.
#pragma once

#include <optional>
#include <string_view>

namespace attn::bench {

// What --edit changes, once per run: an embedding cell X[0][0] (the default), a W_Q cell
// W_Q[0][0], a blocked cell (query T/2, key T/3), blocked and unblocked in turn; a token added
// at the end of T − 1 (removed again before the next run, untimed); the last of T tokens removed
// (added again before the next run, untimed); or the causal mask switched on and off (a full
// pass).
enum class UiEdit { Embedding, Weight, Mask, Token, TokenRemove, Causal };
std::optional<UiEdit> uiEditFromName(std::string_view name);

struct UiArguments {
    int tokens = 0, dModel = 0, heads = 0, repeat = 5;
    UiEdit edit = UiEdit::Embedding;
};

// Prints one JSON line; returns the exit code.
int runUiBench(int argc, char **argv, const UiArguments &a);

} // namespace attn::bench
