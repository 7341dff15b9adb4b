#include "pooling.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace attn {

AggregatedCells poolCells(int T, const RowSource &row, const std::uint8_t *reasons, const Spans &rowSpans,
                          const Spans &colSpans, Aggregation how, bool farthestFromZero,
                          const Eigen::VectorXd *rowDivisor)
{
    AggregatedCells a;
    a.width = static_cast<int>(colSpans.size());
    a.height = static_cast<int>(rowSpans.size());
    const double nan = std::numeric_limits<double>::quiet_NaN();
    a.value.assign(static_cast<std::size_t>(a.width) * a.height, nan);
    a.reasons.assign(a.value.size(), 0);
    if (T <= 0 || a.width == 0 || a.height == 0)
        return a;
    auto divisorOf = [&](int r) {
        return rowDivisor && rowDivisor->size() == T && (*rowDivisor)(r) > 0 ? (*rowDivisor)(r) : 1.0;
    };
    std::vector<double> buffer(static_cast<std::size_t>(T));
    std::vector<double> sum(static_cast<std::size_t>(a.width));
    std::vector<int> count(static_cast<std::size_t>(a.width));
    for (int y = 0; y < a.height; ++y) {
        double *best = a.value.data() + static_cast<std::size_t>(y) * a.width; // (width) NaN so far
        std::uint8_t *why = a.reasons.data() + static_cast<std::size_t>(y) * a.width;
        std::fill(sum.begin(), sum.end(), 0.0);
        std::fill(count.begin(), count.end(), 0);
        for (int r = rowSpans[static_cast<std::size_t>(y)].first;
             r < rowSpans[static_cast<std::size_t>(y)].second; ++r) {
            const double *source = row(r, buffer.data()); // (T) row r
            const std::uint8_t *blocked = reasons ? reasons + static_cast<std::ptrdiff_t>(r) * T : nullptr;
            const double div = divisorOf(r);
            for (int x = 0; x < a.width; ++x) {
                const auto [c0, c1] = colSpans[static_cast<std::size_t>(x)];
                double b = best[x];
                // Most spans hold no blocked cell and no divisor: then the same rule as below, as
                // one vectorised max (or largest |value|) and sum over the span — 8.4 M cells a
                // head at 4096 tokens, pooled again after every edit.
                std::uint8_t any = 0;
                if (blocked)
                    for (int c = c0; c < c1; ++c)
                        any |= blocked[c];
                if (any == 0 && div == 1.0 && c1 > c0) {
                    double v = source[c0];
                    // A few cells (overviews of a few hundred tokens): a plain loop, no reduction set up.
                    if (c1 - c0 <= 4) {
                        for (int c = c0 + 1; c < c1; ++c) // the first of the largest, as below
                            if (farthestFromZero ? std::abs(source[c]) > std::abs(v) : source[c] > v)
                                v = source[c];
                    } else if (!farthestFromZero) {
                        v = Eigen::Map<const Eigen::ArrayXd>(source + c0, c1 - c0).maxCoeff();
                    } else { // the first of the largest |value|s, as the loop below keeps it
                        const Eigen::Map<const Eigen::ArrayXd> cells(source + c0, c1 - c0);
                        Eigen::Index at = 0;
                        cells.abs().maxCoeff(&at);
                        v = cells[at];
                    }
                    if (std::isnan(b) || (farthestFromZero ? std::abs(v) > std::abs(b) : v > b))
                        b = v;
                    if (how == Aggregation::Mean) // in order, as below: the same roundings
                        for (int c = c0; c < c1; ++c)
                            sum[static_cast<std::size_t>(x)] += source[c];
                    count[static_cast<std::size_t>(x)] += c1 - c0;
                    best[x] = b;
                    continue;
                }
                for (int c = c0; c < c1; ++c) {
                    if (blocked && blocked[c]) {
                        why[x] |= blocked[c];
                        continue;
                    }
                    const double v = source[c] / div;
                    if (std::isnan(b) || (farthestFromZero ? std::abs(v) > std::abs(b) : v > b))
                        b = v;
                    sum[static_cast<std::size_t>(x)] += v;
                    ++count[static_cast<std::size_t>(x)];
                }
                best[x] = b;
            }
        }
        for (int x = 0; x < a.width; ++x) {
            if (count[static_cast<std::size_t>(x)] == 0)
                continue; // every covered cell blocked: NaN, with the reasons
            why[x] = 0; // something visible inside: not blocked
            if (how == Aggregation::Mean)
                best[x] = sum[static_cast<std::size_t>(x)] / count[static_cast<std::size_t>(x)];
        }
    }
    return a;
}

Spans pixelSpans(int T, double origin, double perPixel, int pixels)
{
    Spans spans(static_cast<std::size_t>(std::max(0, pixels)));
    for (int px = 0; px < pixels; ++px) {
        int first = static_cast<int>(std::floor(origin + px * perPixel + 1e-9));
        int last = static_cast<int>(std::ceil(origin + (px + 1) * perPixel - 1e-9));
        if (last <= first) {
            first = static_cast<int>(std::floor(origin + (px + 0.5) * perPixel));
            last = first + 1;
        }
        spans[static_cast<std::size_t>(px)] = { std::clamp(first, 0, T), std::clamp(last, 0, T) };
    }
    return spans;
}

Spans blockSpans(int T, int b)
{
    Spans spans;
    for (int k = 0; k * b < T; ++k)
        spans.emplace_back(k * b, std::min(T, (k + 1) * b));
    return spans;
}

AggregatedCells aggregateCells(const HeatmapData &d, const QRectF &viewport, QSize pixels, Aggregation how,
                               const Eigen::VectorXd *rowDivisor)
{
    const int T = d.tokenCount();
    if (T == 0 || pixels.isEmpty() || viewport.isEmpty())
        return {};
    const double perX = viewport.width() / pixels.width(), perY = viewport.height() / pixels.height();
    AggregatedCells a = poolCells(
        T, [&d, T](int r, double *) { return d.values.data() + static_cast<std::ptrdiff_t>(r) * T; },
        d.reasons.size() ? d.reasons.data() : nullptr, pixelSpans(T, viewport.top(), perY, pixels.height()),
        pixelSpans(T, viewport.left(), perX, pixels.width()), how, isSigned(d.kind), rowDivisor);
    a.cellsPerPixelX = perX;
    a.cellsPerPixelY = perY;
    return a;
}

} // namespace attn
