#include "summaries.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <limits>
#include <utility>

namespace attn {

Matrix headScores(const AttentionResult &r, int head)
{
    const HeadResult &h = r.heads[static_cast<std::size_t>(head)];
    if (h.scores.rows() == r.tokenCount() && h.scores.cols() == r.tokenCount())
        return Matrix(h.scores);
    return headScores(headSlice(r.Q, head, r.dK), headSlice(r.K, r.kvHeadOf(head), r.dK)); // (T,T)
}

void headScoresRow(const AttentionResult &r, int head, int query, Eigen::Ref<RowVector> out)
{
    const HeadResult &h = r.heads[static_cast<std::size_t>(head)];
    if (h.scores.rows() == r.tokenCount()) {
        out = h.scores.row(query);
        return;
    }
    const auto Kh = headSlice(r.K, r.kvHeadOf(head), r.dK); // (T,d_k), the K/V head it reads
    out.noalias() = headSlice(r.Q, head, r.dK).row(query) * Kh.transpose(); // (T) = (d_k)·(d_k,T)
}

Matrix logitsOfHead(const AttentionResult &r, int head)
{
    Matrix logits = headScores(r, head); // (T,T)
    headLogits(r.headRule(head), logits, 0, 0);
    return logits;
}

void logitsRowOfHead(const AttentionResult &r, int head, int query, Eigen::Ref<RowVector> out)
{
    headScoresRow(r, head, query, out); // (T)
    headLogits(r.headRule(head), Eigen::Map<Matrix>(out.data(), 1, out.size()), query, 0);
}

Matrix meanWeights(const AttentionResult &r)
{
    if (r.heads.empty())
        return {};
    Matrix mean = r.heads.front().weights.toMatrix(); // (T,T)
    for (std::size_t h = 1; h < r.heads.size(); ++h)
        mean += r.heads[h].weights;
    mean /= static_cast<double>(r.heads.size());
    return mean;
}

void meanWeightsRow(const AttentionResult &r, int query, Eigen::Ref<RowVector> out)
{
    out.setZero();
    if (r.heads.empty())
        return;
    for (const HeadResult &h : r.heads)
        out += h.weights.row(query); // (T)
    out /= static_cast<double>(r.heads.size());
}

namespace {

    // One row's largest open value (0 when none is larger) and largest |open value|. Open: not
    // blocked (why[j] == 0, when there is a why) and finite. Branch-free, four lanes at a time,
    // so the compiler keeps it in vector registers: a 4096-token map is 16.7 M cells, read on
    // every edit (three times faster than testing each cell).
    template <bool Masked>
    std::pair<double, double> openRowMax(const double *row, const std::uint8_t *why, Eigen::Index cols)
    {
        constexpr double kFinite = std::numeric_limits<double>::max();
        constexpr double kNone = -std::numeric_limits<double>::infinity();
        double top[4] = { 0, 0, 0, 0 }, abs[4] = { 0, 0, 0, 0 };
        auto cell = [&](Eigen::Index j, int lane) {
            const double v = row[j], a = std::abs(v);
            const bool open = (!Masked || why[j] == 0) & (a <= kFinite); // NaN and ±inf fail a <= max
            const double vOpen = open ? v : kNone, aOpen = open ? a : 0.0;
            top[lane] = vOpen > top[lane] ? vOpen : top[lane];
            abs[lane] = aOpen > abs[lane] ? aOpen : abs[lane];
        };
        Eigen::Index j = 0;
        for (; j + 4 <= cols; j += 4)
            for (int lane = 0; lane < 4; ++lane)
                cell(j + lane, lane);
        for (; j < cols; ++j)
            cell(j, 0);
        return { std::max(std::max(top[0], top[1]), std::max(top[2], top[3])),
                 std::max(std::max(abs[0], abs[1]), std::max(abs[2], abs[3])) };
    }

} // namespace

CellStats openCellStats(const Matrix &values, const ReasonMatrix *reasons)
{
    CellStats st;
    const Eigen::Index rows = values.rows(), cols = values.cols();
    const bool masked = reasons && reasons->rows() == rows && reasons->cols() == cols && rows > 0;
    st.rowMax = Eigen::VectorXd::Ones(rows);
    for (Eigen::Index i = 0; i < rows; ++i) {
        const double *row = values.data() + i * cols; // row-major: a row is contiguous
        const auto [rowMax, maxAbs] = masked ? openRowMax<true>(row, reasons->data() + i * cols, cols)
                                             : openRowMax<false>(row, nullptr, cols);
        st.maxAbs = std::max(st.maxAbs, maxAbs);
        st.max = std::max(st.max, rowMax);
        if (rowMax > 0)
            st.rowMax(i) = rowMax;
    }
    return st;
}

} // namespace attn
