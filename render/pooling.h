// Pooling: many cells of a T×T matrix shown as one — a pixel of a large heatmap, or a cell of
// an overview in the head strip. One rule for both: blocked cells take no part unless every
// covered cell is blocked (then the pooled cell is blocked, for the OR of their reasons), and
// the value kept is the largest (for signed values the one farthest from 0), so a single sharp
// peak never disappears; or, when asked, the mean.
#pragma once

#include "heatmapdata.h"

#include <QRectF>
#include <QSize>

#include <cstdint>
#include <functional>
#include <utility>
#include <vector>

namespace attn {

enum class Aggregation { Max, Mean };

// Rows of a T×T matrix read one at a time: row(i, buffer) returns row i where it already lies,
// or computed into `buffer` (T doubles) — so a head's weights are never copied just to pool them.
using RowSource = std::function<const double *(int row, double *buffer)>;

// The source cells [first, last) each pooled cell covers along one axis.
using Spans = std::vector<std::pair<int, int>>;

struct AggregatedCells {
    int width = 0, height = 0;
    std::vector<double> value; // width·height, row by row; NaN where every cell is blocked
    std::vector<std::uint8_t> reasons; // OR of the reasons where every cell is blocked, else 0
    double cellsPerPixelX = 0, cellsPerPixelY = 0;
};

// The rule itself. Pooled cell (y, x) covers rows rowSpans[y] × columns colSpans[x] of a (T,T)
// matrix given by `row`; `reasons` is the (T,T) row-major BlockReason matrix or null (nothing
// blocked). farthestFromZero: Max keeps the value farthest from 0 (signed values). rowDivisor
// (optional, T entries) divides each row first (the row-max colour scale).
AggregatedCells poolCells(int T, const RowSource &row, const std::uint8_t *reasons, const Spans &rowSpans,
                          const Spans &colSpans, Aggregation how, bool farthestFromZero,
                          const Eigen::VectorXd *rowDivisor = nullptr);

// Pixels over a (possibly fractional) stretch of cells: pixel p covers
// [origin + p·perPixel, origin + (p+1)·perPixel), and at least the one cell under its centre.
Spans pixelSpans(int T, double origin, double perPixel, int pixels);
// Blocks of b cells: [k·b, min(T, (k+1)·b)).
Spans blockSpans(int T, int b);

// The heatmap's cells under `viewport` (x = first column, y = first row) pooled into `pixels`.
AggregatedCells aggregateCells(const HeatmapData &d, const QRectF &viewport, QSize pixels, Aggregation how,
                               const Eigen::VectorXd *rowDivisor = nullptr);

} // namespace attn
