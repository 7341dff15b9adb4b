#include "summaries.h"

#include <algorithm>
#include <cmath>

namespace attn {

Matrix headScores(const AttentionResult &r, int head)
{
    const HeadResult &h = r.heads[static_cast<std::size_t>(head)];
    if (h.scores.rows() == r.tokenCount() && h.scores.cols() == r.tokenCount())
        return h.scores;
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

Matrix meanWeights(const AttentionResult &r)
{
    if (r.heads.empty())
        return {};
    Matrix mean = r.heads.front().weights; // (T,T)
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

CellStats openCellStats(const Matrix &values, const ReasonMatrix *reasons)
{
    CellStats st;
    const Eigen::Index rows = values.rows(), cols = values.cols();
    const bool masked = reasons && reasons->rows() == rows && reasons->cols() == cols && rows > 0;
    st.rowMax = Eigen::VectorXd::Ones(rows);
    for (Eigen::Index i = 0; i < rows; ++i) {
        double rowMax = 0;
        const double *row = values.data() + i * cols; // row-major: a row is contiguous
        const std::uint8_t *why = masked ? reasons->data() + i * cols : nullptr;
        for (Eigen::Index j = 0; j < cols; ++j) {
            const double v = row[j];
            if ((why && why[j]) || !std::isfinite(v))
                continue;
            st.maxAbs = std::max(st.maxAbs, std::abs(v));
            st.max = std::max(st.max, v);
            rowMax = std::max(rowMax, v);
        }
        if (rowMax > 0)
            st.rowMax(i) = rowMax;
    }
    return st;
}

} // namespace attn
