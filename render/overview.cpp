#include "overview.h"

#include <QObject>

#include <cmath>
#include <functional>
#include <limits>

namespace attn {

namespace {

// The pooling behind every overview: blocks of b×b cells (b = ⌈T / cells⌉) become one cell, the
// value farthest from 0 among the block's unblocked cells (the largest, for weights); a block
// is blocked only when all of it is. Rows are asked for one at a time, so a head's T×T weights
// are read where they lie instead of being copied first: row(i, buffer) returns row i, either
// where it already is or computed into `buffer` (T doubles).
HeatmapData poolRows(const HeatmapData &meta, const ReasonMatrix &reasons, int T, int cells,
                     const std::function<const double *(int, double *)> &row)
{
    const int b = (T + cells - 1) / cells;
    const int n = (T + b - 1) / b;
    const bool extreme = isSigned(meta.kind);
    HeatmapData o;
    o.kind = meta.kind;
    o.head = meta.head;
    o.headCount = meta.headCount;
    o.sourceTokens = T;
    o.scale = meta.scale;
    o.title = QObject::tr("%1 (max of %2×%2 blocks)").arg(meta.title).arg(b);
    Matrix values = Matrix::Constant(n, n, std::numeric_limits<double>::quiet_NaN());
    ReasonMatrix pooledWhy = ReasonMatrix::Zero(n, n);
    std::vector<double> buffer(static_cast<std::size_t>(T));
    const bool hasReasons = reasons.size() != 0;
    for (int i = 0; i < T; ++i) {
        const double *source = row(i, buffer.data());                          // (T) row i
        double *pooled = values.data() + std::ptrdiff_t(i / b) * n;            // (n) of block row i/b
        std::uint8_t *pooledReasons = pooledWhy.data() + std::ptrdiff_t(i / b) * n;
        const std::uint8_t *why = hasReasons ? reasons.data() + std::ptrdiff_t(i) * T : nullptr;
        for (int jb = 0; jb < n; ++jb) {
            const int j0 = jb * b, j1 = std::min(T, j0 + b);
            double v = pooled[jb];
            for (int j = j0; j < j1; ++j) {
                if (why && why[j]) {
                    pooledReasons[jb] |= why[j];
                    continue;
                }
                const double x = source[j];
                if (std::isnan(v) || (extreme ? std::abs(x) > std::abs(v) : x > v))
                    v = x;
            }
            pooled[jb] = v;
        }
    }
    for (Eigen::Index k = 0; k < values.size(); ++k) {
        if (std::isnan(values.data()[k]))
            values.data()[k] = 0.0;      // every cell blocked: keep the reasons
        else
            pooledWhy.data()[k] = 0;     // something visible inside: not blocked
    }
    o.values = std::move(values);
    o.reasons = std::move(pooledWhy);
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
    return poolRows(d, d.reasons, T, cells, [&d, T](int i, double *) { return d.values.data() + std::ptrdiff_t(i) * T; });
}

HeatmapData overviewOfResult(const Session &s, const AttentionResult &r, int head, HeatmapKind kind, int cells,
                             const ReasonMatrix &reasons)
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
        meta.title = QObject::tr("Average over %1 heads · mean attention weights").arg(r.numHeads);
        return poolRows(meta, reasons, T, cells, [&r, T](int i, double *out) -> const double * {
            Eigen::Map<RowVector> mean(out, T);
            mean.setZero();
            for (const HeadResult &h : r.heads)
                mean += h.weights.row(i);                      // (T)
            mean /= double(r.heads.size());
            return out;
        });
    }
    if (kind == HeatmapKind::Weights) {
        meta.title = QObject::tr("Head %1 · attention weights").arg(head + 1);
        const Matrix &w = r.heads[std::size_t(head)].weights;
        return poolRows(meta, reasons, T, cells, [&w, T](int i, double *) { return w.data() + std::ptrdiff_t(i) * T; });
    }
    // Scores and logits are not kept at this size: a row is q_i · K_hᵀ (× scale).
    meta.title = kind == HeatmapKind::Scores ? QObject::tr("Head %1 · raw scores q·k").arg(head + 1)
                                             : QObject::tr("Head %1 · scaled logits").arg(head + 1);
    const auto Qh = headSlice(r.Q, head, r.dK), Kh = headSlice(r.K, head, r.dK);
    const double factor = kind == HeatmapKind::Logits ? r.scale : 1.0;
    return poolRows(meta, reasons, T, cells, [&, T, factor](int i, double *out) -> const double * {
        Eigen::Map<RowVector>(out, T).noalias() = Qh.row(i) * Kh.transpose() * factor; // (T) = (d_k)·(d_k,T)
        return out;
    });
}

} // namespace attn
