// Overviews of large heatmaps: blocks of cells pooled into one cell (the value farthest from 0,
// so a single sharp peak never disappears), for the small panels of the head strip.
#pragma once

#include "heatmapdata.h"
#include "pooling.h"

#include <atomic>
#include <optional>
#include <vector>

namespace attn {

// A cells×cells summary of a larger heatmap: each cell the maximum of its block of cells.
// Returned unchanged when it is not larger.
HeatmapData overview(const HeatmapData &d, int cells);
// The same overview read straight from a result: head's weights, scores or logits, or (head −1,
// AverageWeights) the mean of all heads, without a T×T copy. `reasons` = blockReasonMatrix(s).
// Not for a Difference (it needs the pinned result): take overview() of its data instead.
HeatmapData overviewOfResult(const Session &s, const AttentionResult &r, int head, HeatmapKind kind,
                             int cells, const ReasonMatrix &reasons);

// The head strip's overviews at once: every head's (kind: weights, scores or logits) and, when
// withAverage, the mean of all heads' weights — the same cells as overviewOfResult() gives each,
// but pooled a block row at a time across all of them (each head's rows read from memory once,
// the mean from rows still in the cache).
struct StripOverviews {
    std::vector<HeatmapData> heads;
    std::optional<HeatmapData> average;
};
// Made by any number of threads together: each work() takes block rows until none is left, so
// a thread done with something else can join in. take() once every work() has returned. The
// result and the reasons (= blockReasonMatrix(s)) must outlive the pooler.
class StripPooler {
public:
    // keep: the panels (the heads', then the mean's) that are not pooled because the caller has
    // them already (take() leaves them empty); none when empty.
    StripPooler(const Session &s, const AttentionResult &r, HeatmapKind kind, int cells,
                const ReasonMatrix &reasons, bool withAverage, std::vector<char> keep = {});
    // Pools block rows until none is left, on as many threads as call it. `stop`, when given and
    // set, ends it at the next few block rows: take() is then incomplete, to be thrown away.
    void work(const std::atomic<bool> *stop = nullptr);
    StripOverviews take();

private:
    QStringList m_labels; // the session's tokens, naming each block
    const AttentionResult &m_result;
    const std::uint8_t *m_reasons;
    int m_T, m_b;
    Spans m_blocks;
    std::vector<HeatmapKind> m_kinds; // the heads', then the mean's
    std::vector<RowSource> m_rows;
    std::vector<AggregatedCells> m_pooled;
    std::vector<char> m_keep; // (sources) not pooled here
    std::atomic<int> m_next { 0 }; // the next block row to take
};
// The same on `threads` threads at once (the window shares the work with its large map instead).
StripOverviews stripOverviews(const Session &s, const AttentionResult &r, HeatmapKind kind, int cells,
                              const ReasonMatrix &reasons, bool withAverage, int threads);

} // namespace attn
