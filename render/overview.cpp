#include "overview.h"

#include "pooling.h"

#include <QObject>

#include <cmath>
#include <functional>
#include <limits>

namespace attn {

namespace {

    // Every overview: blocks of b×b cells (b = ⌈T / cells⌉) pooled into one cell by the rule of
    // pooling.h. Rows are read where they lie (or computed one at a time), never copied whole.
    HeatmapData poolRows(const HeatmapData &meta, const ReasonMatrix &reasons, int T, int cells,
                         const RowSource &row)
    {
        const int b = (T + cells - 1) / cells;
        const Spans blocks = blockSpans(T, b);
        const int n = static_cast<int>(blocks.size());
        AggregatedCells pooled = poolCells(T, row, reasons.size() ? reasons.data() : nullptr, blocks, blocks,
                                           Aggregation::Max, isSigned(meta.kind));
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
    const int T = r.tokenCount();
    HeatmapData meta;
    meta.kind = kind;
    meta.head = head;
    meta.headCount = r.numHeads;
    meta.scale = r.scale;
    meta.rowLabels = tokenLabels(s);
    meta.colLabels = meta.rowLabels;
    if (kind == HeatmapKind::AverageWeights) {
        meta.title = heatmapTitle(kind, head, r.numHeads, r.scale);
        return poolRows(meta, reasons, T, cells, [&r, T](int i, double *out) -> const double * {
            meanWeightsRow(r, i, Eigen::Map<RowVector>(out, T)); // (T)
            return out;
        });
    }
    if (kind == HeatmapKind::Weights) {
        meta.title = heatmapTitle(kind, head, r.numHeads, r.scale);
        const Matrix &w = r.heads[std::size_t(head)].weights;
        return poolRows(meta, reasons, T, cells,
                        [&w, T](int i, double *) { return w.data() + std::ptrdiff_t(i) * T; });
    }
    // Scores and logits are not kept at this size: a row is q_i · K_hᵀ (× scale).
    meta.title = heatmapTitle(kind, head, r.numHeads, r.scale);
    const double factor = kind == HeatmapKind::ScaledScores ? r.scale : 1.0;
    return poolRows(meta, reasons, T, cells, [&r, head, T, factor](int i, double *out) -> const double * {
        Eigen::Map<RowVector> row(out, T);
        headScoresRow(r, head, i, row); // (T) q_i · K_hᵀ
        row *= factor;
        return out;
    });
}

} // namespace attn
