#include "overview.h"

#include "pooling.h"

#include <QObject>

#include <algorithm>
#include <cmath>
#include <functional>
#include <future>
#include <limits>

namespace attn {

namespace {

    // What the pooled cells become: an n×n heatmap titled with its block size (b×b source cells
    // a cell), blocked where every covered cell is, each block named by its first token.
    HeatmapData fromPooled(const HeatmapData &meta, const AggregatedCells &pooled, int T, int b)
    {
        const int n = pooled.height;
        HeatmapData o;
        o.kind = meta.kind;
        o.head = meta.head;
        o.headCount = meta.headCount;
        o.sourceTokens = T;
        o.scale = meta.scale;
        o.title = QObject::tr("%1 (max of %2×%2 blocks)").arg(meta.title).arg(b);
        o.values = Matrix::Zero(n, n); // every cell blocked: 0, with the reasons
        o.reasons = ReasonMatrix::Zero(n, n);
        for (std::size_t k = 0; k < pooled.value.size(); ++k) {
            if (std::isnan(pooled.value[k]))
                o.reasons.data()[k] = pooled.reasons[k];
            else
                o.values.data()[k] = pooled.value[k];
        }
        o.padding.assign(std::size_t(n), false);
        for (int k = 0; k < n; ++k) { // the block's first token names it
            o.rowLabels << meta.rowLabels.value(k * b);
            o.colLabels << meta.colLabels.value(k * b);
        }
        return o;
    }

    // Every overview: blocks of b×b cells (b = ⌈T / cells⌉) pooled into one cell by the rule of
    // pooling.h. Rows are read where they lie (or computed one at a time), never copied whole.
    HeatmapData poolRows(const HeatmapData &meta, const ReasonMatrix &reasons, int T, int cells,
                         const RowSource &row)
    {
        const int b = (T + cells - 1) / cells;
        const Spans blocks = blockSpans(T, b);
        return fromPooled(meta,
                          poolCells(T, row, reasons.size() ? reasons.data() : nullptr, blocks, blocks,
                                    Aggregation::Max, isSigned(meta.kind)),
                          T, b);
    }

    // What an overview of `head` (−1: the mean of all heads) is called, before pooling.
    HeatmapData metaOf(const AttentionResult &r, int head, HeatmapKind kind, const QStringList &labels)
    {
        HeatmapData meta;
        meta.kind = kind;
        meta.head = head;
        meta.headCount = r.numHeads;
        meta.scale = r.scale;
        meta.rowLabels = labels;
        meta.colLabels = labels;
        meta.title = heatmapTitle(kind, head, r.numHeads, r.scale);
        return meta;
    }

    // Row i of what an overview of `head` shows: the weights where they lie; the mean of all
    // heads' weights, or q_i · K_hᵀ (× scale), computed into the buffer (scores and logits are
    // not kept at this size).
    RowSource rowsOf(const AttentionResult &r, int head, HeatmapKind kind)
    {
        const int T = r.tokenCount();
        if (kind == HeatmapKind::AverageWeights)
            return [&r, T](int i, double *out) -> const double * {
                meanWeightsRow(r, i, Eigen::Map<RowVector>(out, T)); // (T)
                return out;
            };
        if (kind == HeatmapKind::Weights) {
            const Matrix &w = r.heads[std::size_t(head)].weights;
            return [&w, T](int i, double *) { return w.data() + std::ptrdiff_t(i) * T; };
        }
        const double factor = kind == HeatmapKind::ScaledScores ? r.scale : 1.0;
        return [&r, head, T, factor](int i, double *out) -> const double * {
            Eigen::Map<RowVector> row(out, T);
            headScoresRow(r, head, i, row); // (T) q_i · K_hᵀ
            row *= factor;
            return out;
        };
    }

} // namespace

HeatmapData overview(const HeatmapData &d, int cells)
{
    const int T = d.tokenCount();
    if (T <= cells)
        return d;
    return poolRows(d, d.reasons, T, cells,
                    [&d, T](int i, double *) { return d.values.data() + std::ptrdiff_t(i) * T; });
}

HeatmapData overviewOfResult(const Session &s, const AttentionResult &r, int head, HeatmapKind kind,
                             int cells, const ReasonMatrix &reasons)
{
    const HeatmapData meta = metaOf(r, head, kind, tokenLabels(s));
    return poolRows(meta, reasons, r.tokenCount(), cells, rowsOf(r, head, kind));
}

StripOverviews stripOverviews(const Session &s, const AttentionResult &r, HeatmapKind kind, int cells,
                              const ReasonMatrix &reasons, bool withAverage, int threads)
{
    const int T = r.tokenCount();
    const int b = (T + cells - 1) / cells;
    const Spans blocks = blockSpans(T, b);
    const int n = static_cast<int>(blocks.size());
    // The sources: every head, then (when asked) their mean.
    std::vector<HeatmapKind> kinds(std::size_t(r.numHeads), kind);
    if (withAverage)
        kinds.push_back(HeatmapKind::AverageWeights);
    const int sources = static_cast<int>(kinds.size());
    std::vector<RowSource> rows;
    for (int k = 0; k < sources; ++k)
        rows.push_back(rowsOf(r, k < r.numHeads ? k : -1, kinds[std::size_t(k)]));
    std::vector<AggregatedCells> pooled(static_cast<std::size_t>(sources));
    for (AggregatedCells &a : pooled) {
        a.width = a.height = n;
        a.value.resize(std::size_t(n) * n);
        a.reasons.resize(a.value.size());
    }
    const std::uint8_t *why = reasons.size() ? reasons.data() : nullptr;
    // Block row by block row, every source in turn: a head's b rows are read from memory once,
    // and the mean reads them again while they are still in the cache.
    auto band = [&](int y0, int y1) {
        for (int y = y0; y < y1; ++y) {
            const Spans one { blocks[std::size_t(y)] };
            for (int k = 0; k < sources; ++k) {
                const AggregatedCells a = poolCells(T, rows[std::size_t(k)], why, one, blocks,
                                                    Aggregation::Max, isSigned(kinds[std::size_t(k)]));
                AggregatedCells &into = pooled[std::size_t(k)];
                std::copy(a.value.begin(), a.value.end(), into.value.begin() + std::ptrdiff_t(y) * n);
                std::copy(a.reasons.begin(), a.reasons.end(), into.reasons.begin() + std::ptrdiff_t(y) * n);
            }
        }
    };
    threads = std::clamp(threads, 1, std::max(1, n));
    std::vector<std::future<void>> others;
    for (int t = 1; t < threads; ++t)
        others.push_back(std::async(std::launch::async, band, n * t / threads, n * (t + 1) / threads));
    band(0, n / threads);
    for (std::future<void> &f : others)
        f.get();
    const QStringList labels = tokenLabels(s);
    StripOverviews out;
    for (int k = 0; k < sources; ++k) {
        const bool mean = k >= r.numHeads;
        HeatmapData d = fromPooled(metaOf(r, mean ? -1 : k, kinds[std::size_t(k)], labels),
                                   pooled[std::size_t(k)], T, b);
        if (mean)
            out.average = std::move(d);
        else
            out.heads.push_back(std::move(d));
    }
    return out;
}

} // namespace attn
