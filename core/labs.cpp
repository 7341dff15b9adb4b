#include "labs.h"

#include "softmax.h"

#include <algorithm>
#include <cmath>
#include <random>

namespace attn {

std::vector<std::vector<double>> dotProductSamples(const std::vector<int> &dKs, int samples, unsigned seed)
{
    std::mt19937_64 rng(seed);
    std::normal_distribution<double> normal(0.0, 1.0);
    std::vector<std::vector<double>> out;
    out.reserve(dKs.size());
    for (int dk : dKs) {
        std::vector<double> dots(static_cast<std::size_t>(std::max(0, samples)));
        for (double &dot : dots) {
            dot = 0;
            for (int i = 0; i < dk; ++i)
                dot += normal(rng) * normal(rng); // q_i · k_i
        }
        out.push_back(std::move(dots));
    }
    return out;
}

double spreadOf(const std::vector<double> &values)
{
    if (values.empty())
        return 0;
    double sum = 0, sumSq = 0;
    for (double v : values) {
        sum += v;
        sumSq += v * v;
    }
    const double n = double(values.size()), mean = sum / n;
    return std::sqrt(std::max(0.0, sumSq / n - mean * mean));
}

std::vector<SpreadRow> dotProductSpread(const std::vector<int> &dKs, int samples, unsigned seed)
{
    const auto draws = dotProductSamples(dKs, samples, seed);
    std::vector<SpreadRow> rows;
    for (std::size_t k = 0; k < dKs.size(); ++k) {
        const double sd = spreadOf(draws[k]);
        rows.push_back({ dKs[k], sd, sd / std::sqrt(double(dKs[k])) });
    }
    return rows;
}

std::vector<int> histogram(const std::vector<double> &values, double lo, double hi, int bins)
{
    std::vector<int> counts(static_cast<std::size_t>(std::max(0, bins)), 0);
    if (bins <= 0 || !(hi > lo))
        return counts;
    const double width = (hi - lo) / bins;
    for (double v : values) {
        if (std::isnan(v))
            continue;
        const double at = std::floor((v - lo) / width);
        const int bin = at < 0 ? 0 : at >= bins ? bins - 1 : static_cast<int>(at);
        ++counts[static_cast<std::size_t>(bin)];
    }
    return counts;
}

RowVector softmaxGradientDiagonal(const RowVector &weights)
{
    return weights.array() * (1.0 - weights.array());
}

RowVector softmaxAtTemperature(const RowVector &logits, const std::vector<bool> &blocked, double temperature)
{
    const Eigen::Index T = logits.size();
    if (temperature > 0)
        return softmaxSteps(logits / temperature, blocked).weights;
    // The limit as the temperature goes to 0: one-hot on the largest unblocked logit.
    RowVector w = RowVector::Zero(T);
    Eigen::Index best = -1;
    for (Eigen::Index j = 0; j < T; ++j)
        if (!(j < Eigen::Index(blocked.size()) && blocked[j]) && (best < 0 || logits[j] > logits[best]))
            best = j;
    if (best >= 0)
        w[best] = 1.0;
    return w;
}

Matrix maskAfterSoftmax(const Matrix &logits, const Mask &mask)
{
    Matrix w = logits; // (T,T)
    maskedSoftmaxRows(w, Mask::Constant(mask.rows(), mask.cols(), false)); // every key counts…
    return mask.select(Matrix::Zero(w.rows(), w.cols()), w); // …then the blocked ones vanish
}

Matrix softmaxOverQueries(const Matrix &logits, const Mask &mask)
{
    Matrix wT = logits.transpose(); // (T,T): row j = key j's column
    const Mask maskT = mask.transpose();
    maskedSoftmaxRows(wT, maskT); // normalised over queries
    return wT.transpose();
}

Matrix reshapeWithoutTranspose(const Matrix &M, int numHeads, int head)
{
    const Eigen::Index T = M.rows(), dk = M.cols() / numHeads;
    // M is row-major: its buffer is token 0's d_model numbers, then token 1's, …
    Eigen::Map<const Matrix> heads(M.data(), numHeads * T, dk); // (heads·T, d_k)
    return heads.middleRows(head * T, T); // (T, d_k) — not head h's columns
}

} // namespace attn
