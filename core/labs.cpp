#include "labs.h"

#include "softmax.h"

#include <cmath>
#include <random>

namespace attn {

std::vector<SpreadRow> dotProductSpread(const std::vector<int> &dKs, int samples, unsigned seed)
{
    std::mt19937_64 rng(seed);
    std::normal_distribution<double> normal(0.0, 1.0);
    std::vector<SpreadRow> rows;
    for (int dk : dKs) {
        double sum = 0, sumSq = 0;
        for (int s = 0; s < samples; ++s) {
            double dot = 0;
            for (int i = 0; i < dk; ++i)
                dot += normal(rng) * normal(rng); // q_i · k_i
            sum += dot;
            sumSq += dot * dot;
        }
        const double mean = sum / samples;
        const double sd = std::sqrt(std::max(0.0, sumSq / samples - mean * mean));
        rows.push_back({dk, sd, sd / std::sqrt(double(dk))});
    }
    return rows;
}

Matrix maskAfterSoftmax(const Matrix &logits, const Mask &mask)
{
    Matrix w = logits;                                        // (T,T)
    maskedSoftmaxRows(w, Mask::Constant(mask.rows(), mask.cols(), false)); // every key counts…
    return mask.select(Matrix::Zero(w.rows(), w.cols()), w);  // …then the blocked ones vanish
}

Matrix softmaxOverQueries(const Matrix &logits, const Mask &mask)
{
    Matrix wT = logits.transpose();                           // (T,T): row j = key j's column
    const Mask maskT = mask.transpose();
    maskedSoftmaxRows(wT, maskT);                             // normalised over queries
    return wT.transpose();
}

Matrix reshapeWithoutTranspose(const Matrix &M, int numHeads, int head)
{
    const Eigen::Index T = M.rows(), dk = M.cols() / numHeads;
    // M is row-major: its buffer is token 0's d_model numbers, then token 1's, …
    Eigen::Map<const Matrix> heads(M.data(), numHeads * T, dk); // (heads·T, d_k)
    return heads.middleRows(head * T, T);                       // (T, d_k) — not head h's columns
}

} // namespace attn
