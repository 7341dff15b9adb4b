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
        o.rule = meta.rule;
        o.dK = meta.dK;
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
        meta.rule = r.headRule(std::max(head, 0));
        meta.dK = r.dK;
        meta.rowLabels = labels;
        meta.colLabels = labels;
        meta.title = heatmapTitle(kind, head, r.numHeads, meta.rule, r.dK);
        return meta;
    }

    // Row i of what an overview of `head` shows: the weights where they lie; the mean of all
    // heads' weights, or q_i · K_hᵀ (through the rule's stages for the logits), computed into the
    // buffer (scores and logits are not kept at this size).
    RowSource rowsOf(const AttentionResult &r, int head, HeatmapKind kind)
    {
        const int T = r.tokenCount();
        if (kind == HeatmapKind::AverageWeights)
            return [&r, T](int i, double *out) -> const double * {
                meanWeightsRow(r, i, Eigen::Map<RowVector>(out, T)); // (T)
                return out;
            };
        if (kind == HeatmapKind::Weights) {
            const StridedMatrix &w = r.heads[std::size_t(head)].weights;
            return [&w](int i, double *) { return w.row(i).data(); }; // rows sit outerStride() apart
        }
        const bool logits = kind == HeatmapKind::Logits;
        return [&r, head, T, logits](int i, double *out) -> const double * {
            Eigen::Map<RowVector> row(out, T);
            if (logits)
                logitsRowOfHead(r, head, i, row); // (T) q_i · K_hᵀ through the rule's stages
            else
                headScoresRow(r, head, i, row); // (T) q_i · K_hᵀ
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

StripPooler::StripPooler(const Session &s, const AttentionResult &r, HeatmapKind kind, int cells,
                         const ReasonMatrix &reasons, bool withAverage, std::vector<char> keep)
    : m_labels(tokenLabels(s))
    , m_result(r)
    , m_reasons(reasons.size() ? reasons.data() : nullptr)
    , m_T(r.tokenCount())
    , m_b((m_T + cells - 1) / cells)
    , m_blocks(blockSpans(m_T, m_b))
{
    // The sources: every head, then (when asked) their mean.
    m_kinds.assign(std::size_t(r.numHeads), kind);
    if (withAverage)
        m_kinds.push_back(HeatmapKind::AverageWeights);
    const int n = static_cast<int>(m_blocks.size());
    m_keep = std::move(keep);
    m_keep.resize(m_kinds.size(), 0);
    for (std::size_t k = 0; k < m_kinds.size(); ++k) {
        m_rows.push_back(rowsOf(r, int(k) < r.numHeads ? int(k) : -1, m_kinds[k]));
        AggregatedCells a;
        a.width = a.height = n;
        a.value.resize(std::size_t(n) * n);
        a.reasons.resize(a.value.size());
        m_pooled.push_back(std::move(a));
    }
}

void StripPooler::work(const std::atomic<bool> *stop)
{
    // A few block rows at a time, every source in turn: a head's rows are read from memory once,
    // and the mean reads them again while they are still in the cache. As many block rows as come
    // to 2 MB across all heads, at least one: 32 at 512 tokens and 8 heads; one (4 MB) at 4096.
    const int n = static_cast<int>(m_blocks.size());
    const int heads = std::max(1, m_result.numHeads);
    const int chunk = std::max(1, (1 << 21) / std::max(1, m_T * 8 * heads * m_b));
    for (int y0 = m_next.fetch_add(chunk); y0 < n; y0 = m_next.fetch_add(chunk)) {
        if (stop && stop->load(std::memory_order_relaxed))
            return;
        const int y1 = std::min(n, y0 + chunk);
        const Spans rows(m_blocks.begin() + y0, m_blocks.begin() + y1);
        for (std::size_t k = 0; k < m_kinds.size(); ++k) {
            if (m_keep[k])
                continue;
            const AggregatedCells a = poolCells(m_T, m_rows[k], m_reasons, rows, m_blocks, Aggregation::Max,
                                                isSigned(m_kinds[k]));
            AggregatedCells &into = m_pooled[k];
            std::copy(a.value.begin(), a.value.end(), into.value.begin() + std::ptrdiff_t(y0) * n);
            std::copy(a.reasons.begin(), a.reasons.end(), into.reasons.begin() + std::ptrdiff_t(y0) * n);
        }
    }
}

StripOverviews StripPooler::take()
{
    const QStringList &labels = m_labels;
    const int heads = m_result.numHeads;
    StripOverviews out;
    for (std::size_t k = 0; k < m_kinds.size(); ++k) {
        const bool mean = int(k) >= heads;
        HeatmapData d = m_keep[k]
            ? HeatmapData {}
            : fromPooled(metaOf(m_result, mean ? -1 : int(k), m_kinds[k], labels), m_pooled[k], m_T, m_b);
        if (mean)
            out.average = std::move(d);
        else
            out.heads.push_back(std::move(d));
    }
    return out;
}

StripOverviews stripOverviews(const Session &s, const AttentionResult &r, HeatmapKind kind, int cells,
                              const ReasonMatrix &reasons, bool withAverage, int threads)
{
    StripPooler pooler(s, r, kind, cells, reasons, withAverage);
    std::vector<std::future<void>> others;
    for (int t = 1; t < threads; ++t)
        others.push_back(std::async(std::launch::async, [&pooler] { pooler.work(); }));
    pooler.work();
    for (std::future<void> &f : others)
        f.get();
    return pooler.take();
}

} // namespace attn
