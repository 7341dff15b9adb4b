#include "block.h"

#include "model/forward.h"
#include "session.h"

#include <cmath>
#include <sstream>

namespace attn {

bool operator==(const TransformerBlock &a, const TransformerBlock &b)
{
    auto same = [](const auto &x, const auto &y) {
        return x.rows() == y.rows() && x.cols() == y.cols() && (x.size() == 0 || x == y);
    };
    return a.eps == b.eps && a.tokens == b.tokens && same(a.residualIn, b.residualIn)
        && same(a.norm1Gamma, b.norm1Gamma) && same(a.norm1Beta, b.norm1Beta)
        && same(a.norm2Gamma, b.norm2Gamma) && same(a.norm2Beta, b.norm2Beta) && same(a.Win, b.Win)
        && same(a.bIn, b.bIn) && same(a.Wout, b.Wout) && same(a.bOut, b.bOut);
}

BlockPass runBlock(const TransformerBlock &b, const MatrixRef &residualIn, const MatrixRef &attentionOutput)
{
    BlockPass p;
    p.normed1 = gpt2::layerNorm(residualIn, b.norm1Gamma, b.norm1Beta, b.eps);
    p.attention = attentionOutput;
    p.residualMid = residualIn + attentionOutput;
    p.normed2 = gpt2::layerNorm(p.residualMid, b.norm2Gamma, b.norm2Beta, b.eps);
    p.hidden = gpt2::linear(p.normed2, b.Win, b.bIn);
    p.activated = gpt2::gelu(p.hidden);
    p.mlp = gpt2::linear(p.activated, b.Wout, b.bOut);
    p.residualOut = p.residualMid + p.mlp;
    return p;
}

RowNorm normRow(const RowVector &x, const RowVector &gamma, const RowVector &beta, double eps)
{
    RowNorm n;
    const double d = double(x.size());
    n.mean = x.sum() / d;
    n.centred = x.array() - n.mean;
    n.variance = n.centred.squaredNorm() / d;
    n.denominator = std::sqrt(n.variance + eps);
    n.scaled = n.centred / n.denominator;
    n.out = n.scaled.cwiseProduct(gamma) + beta;
    return n;
}

namespace {

    // The first cell where |a − b| is more than 1e-9 of the number (of 1 where the number is
    // smaller): false when there is none.
    bool firstDifference(const Matrix &a, const Matrix &b, Eigen::Index *row, Eigen::Index *col, double *diff)
    {
        for (Eigen::Index i = 0; i < a.rows(); ++i)
            for (Eigen::Index j = 0; j < a.cols(); ++j)
                if (*diff = std::abs(a(i, j) - b(i, j));
                    !(*diff <= 1e-9 * std::max(1.0, std::abs(b(i, j))))) {
                    *row = i;
                    *col = j;
                    return true;
                }
        return false;
    }

    bool finiteWithin(const double *v, Eigen::Index n)
    {
        for (Eigen::Index k = 0; k < n; ++k)
            if (!std::isfinite(v[k]) || std::abs(v[k]) > Limits::maxAbsValue)
                return false;
        return true;
    }

    // X = LN₁(residual_in) to 1e-9 of each number (of 1 where the number is smaller).
    bool normsTo(const TransformerBlock &b, const Matrix &X, std::string *why)
    {
        const Matrix normed = gpt2::layerNorm(b.residualIn, b.norm1Gamma, b.norm1Beta, b.eps);
        Eigen::Index row = 0, col = 0;
        double diff = 0;
        if (!firstDifference(normed, X, &row, &col, &diff))
            return true;
        if (why) {
            std::ostringstream out;
            out.precision(3);
            out << "block: the embeddings are not norm_1(residual_in): row " << row << ", column " << col
                << " differs by " << diff << " (at most 1e-9 of the number)";
            *why = out.str();
        }
        return false;
    }

} // namespace

std::string checkBlock(const TransformerBlock &b, const Matrix &X)
{
    const Eigen::Index T = X.rows(), d = X.cols(), I = b.Win.cols();
    std::ostringstream out;
    auto shape = [&](const char *name, Eigen::Index rows, Eigen::Index cols, Eigen::Index r, Eigen::Index c) {
        if (rows == r && cols == c)
            return false;
        out << "block: " << name << ": shape " << rows << "×" << cols << ", expected " << r << "×" << c;
        return true;
    };
    auto length = [&](const char *name, Eigen::Index n, Eigen::Index expected) {
        if (n == expected)
            return false;
        out << "block: " << name << ": " << n << " numbers, expected " << expected;
        return true;
    };
    if (shape("residual_in", b.residualIn.rows(), b.residualIn.cols(), T, d)
        || length("norm_1: gamma", b.norm1Gamma.size(), d) || length("norm_1: beta", b.norm1Beta.size(), d)
        || length("norm_2: gamma", b.norm2Gamma.size(), d) || length("norm_2: beta", b.norm2Beta.size(), d)
        || shape("mlp: W_in", b.Win.rows(), I, d, I) || length("mlp: b_in", b.bIn.size(), I)
        || shape("mlp: W_out", b.Wout.rows(), b.Wout.cols(), I, d) || length("mlp: b_out", b.bOut.size(), d))
        return out.str();
    if (I < 1 || I > Limits::maxBlockWidth) {
        out << "block: mlp: W_in has " << I << " columns, outside 1…" << Limits::maxBlockWidth;
        return out.str();
    }
    if (!(b.eps >= Limits::minNormEps && b.eps <= 1)) {
        out << "block: eps: " << b.eps << " is outside " << Limits::minNormEps << "…1";
        return out.str();
    }
    const struct {
        const char *name;
        const double *data;
        Eigen::Index n;
    } all[] = { { "residual_in", b.residualIn.data(), b.residualIn.size() },
                { "norm_1: gamma", b.norm1Gamma.data(), d },
                { "norm_1: beta", b.norm1Beta.data(), d },
                { "norm_2: gamma", b.norm2Gamma.data(), d },
                { "norm_2: beta", b.norm2Beta.data(), d },
                { "mlp: W_in", b.Win.data(), b.Win.size() },
                { "mlp: b_in", b.bIn.data(), I },
                { "mlp: W_out", b.Wout.data(), b.Wout.size() },
                { "mlp: b_out", b.bOut.data(), d } };
    for (const auto &m : all)
        if (!finiteWithin(m.data, m.n)) {
            out << "block: " << m.name << ": a number that is not finite or beyond ±" << Limits::maxAbsValue;
            return out.str();
        }
    std::string why;
    normsTo(b, X, &why);
    return why;
}

bool blockHolds(const TransformerBlock &b, const std::vector<std::string> &tokens, const Matrix &X)
{
    return b.tokens == tokens && b.residualIn.rows() == X.rows() && b.residualIn.cols() == X.cols()
        && normsTo(b, X, nullptr);
}

} // namespace attn
