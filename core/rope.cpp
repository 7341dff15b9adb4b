// RoPE and the per-head RMS norm (rope.h).
#include "rope.h"

#include <cmath>
#include <numbers>

namespace attn {

RowVector ropeFrequencies(const Rope &rope, int headDim)
{
    const int half = headDim / 2;
    RowVector f(half);
    for (int c = 0; c < half; ++c)
        f(c) = std::pow(rope.theta, -2.0 * c / headDim); // f_c = θ^(−2c/head_dim)
    const RopeScaling &s = rope.scaling;
    if (s.type == RopeScaling::Type::Linear) {
        f /= s.factor;
    } else if (s.type == RopeScaling::Type::Llama3) {
        const double lowWavelength = s.originalMaxPositions / s.lowFreqFactor; // longer: slowed down
        const double highWavelength = s.originalMaxPositions / s.highFreqFactor; // shorter: kept
        for (int c = 0; c < half; ++c) {
            const double wavelength = 2 * std::numbers::pi / f(c);
            if (wavelength > lowWavelength) {
                f(c) /= s.factor;
            } else if (wavelength >= highWavelength) { // between: blended
                const double smooth = (s.originalMaxPositions / wavelength - s.lowFreqFactor)
                    / (s.highFreqFactor - s.lowFreqFactor);
                f(c) = (1 - smooth) * f(c) / s.factor + smooth * f(c);
            }
        }
    } else if (s.type == RopeScaling::Type::Yarn) {
        // the pair index where a frequency turns `rotations` times over the original context
        auto correction = [&](double rotations) {
            return headDim * std::log(s.originalMaxPositions / (rotations * 2 * std::numbers::pi))
                / (2 * std::log(rope.theta));
        };
        double low = correction(s.betaFast), high = correction(s.betaSlow);
        if (s.truncate) {
            low = std::floor(low);
            high = std::ceil(high);
        }
        low = std::max(low, 0.0);
        high = std::min(high, double(headDim - 1));
        if (low == high)
            high += 0.001;
        for (int c = 0; c < half; ++c) {
            const double ramp = std::clamp((c - low) / (high - low), 0.0, 1.0);
            const double kept = 1 - ramp; // 1: the frequency as it is; 0: divided by the factor
            f(c) = f(c) / s.factor * (1 - kept) + f(c) * kept;
        }
    }
    return f;
}

double ropeAttentionFactor(const RopeScaling &s)
{
    if (s.type != RopeScaling::Type::Yarn)
        return 1.0;
    if (s.attentionFactor > 0)
        return s.attentionFactor;
    auto mscaleOf = [&](double m) { return s.factor <= 1 ? 1.0 : 0.1 * m * std::log(s.factor) + 1.0; };
    if (s.mscale != 0 && s.mscaleAllDim != 0)
        return mscaleOf(s.mscale) / mscaleOf(s.mscaleAllDim);
    return mscaleOf(1.0);
}

std::vector<double> ropePositions(const Rope &rope, int tokens)
{
    if (!rope.positions.empty())
        return rope.positions;
    std::vector<double> p(static_cast<std::size_t>(tokens));
    for (int i = 0; i < tokens; ++i)
        p[static_cast<std::size_t>(i)] = i;
    return p;
}

void rotateHeads(HeadColumns M, int heads, int headDim, const RowVector &freqs,
                 const std::vector<double> &positions, int row0, int rows, double factor, RopeSlice slice)
{
    const int half = (slice.width > 0 ? slice.width : headDim) / 2;
    RowVector cosA(half), sinA(half);
    for (int i = row0; i < row0 + rows; ++i) {
        for (int c = 0; c < half; ++c) { // a = p_i · f_c, the same for every head
            const double a = positions[static_cast<std::size_t>(i)] * freqs(c);
            cosA(c) = std::cos(a) * factor; // YaRN scales both (factor 1 elsewhere)
            sinA(c) = std::sin(a) * factor;
        }
        for (int h = 0; h < heads; ++h) {
            // (head_dim) this head, or its slice
            double *x = M.row(i).data() + static_cast<Eigen::Index>(h) * headDim + slice.offset;
            for (int c = 0; c < half; ++c) {
                const double lo = x[c], hi = x[c + half];
                x[c] = lo * cosA(c) - hi * sinA(c); // x_c' = x_c cos a − x_{c+h} sin a
                x[c + half] = hi * cosA(c) + lo * sinA(c); // x_{c+h}' = x_{c+h} cos a + x_c sin a
            }
        }
    }
}

void rmsNormHeads(HeadColumns M, int heads, int headDim, const RowVector &w, double eps, int row0, int rows)
{
    for (int i = row0; i < row0 + rows; ++i)
        for (int h = 0; h < heads; ++h) {
            auto x = M.row(i).segment(static_cast<Eigen::Index>(h) * headDim, headDim); // (head_dim)
            const double rms = std::sqrt(x.squaredNorm() / headDim + eps); // √(mean(x²) + eps)
            x = (x.array() / rms * w.array()).matrix();
        }
}

void turnQK(HeadColumns Q, HeadColumns K, const QKTurn &t, const RowVector &qNorm, const RowVector &kNorm,
            int row0, int rows)
{
    if (qNorm.size()) // each head's q row: q / √(mean(q²) + eps) ⊙ q_norm
        rmsNormHeads(Q, t.heads, t.headDim, qNorm, t.eps, row0, rows);
    if (kNorm.size())
        rmsNormHeads(K, t.kvHeads, t.headDim, kNorm, t.eps, row0, rows);
    if (t.freqs.size()) { // then rotated: pair (c, c + d_k/2) by the angle p_i · f_c
        rotateHeads(Q, t.heads, t.headDim, t.freqs, t.positions, row0, rows, t.ropeFactor, t.slice);
        rotateHeads(K, t.kvHeads, t.headDim, t.freqs, t.positions, row0, rows, t.ropeFactor, t.slice);
    }
}

RowVector scoresByDistance(const RowVector &q, const RowVector &k, const RowVector &freqs, double factor,
                           const std::vector<double> &distances)
{
    const int n = static_cast<int>(distances.size()), dk = static_cast<int>(q.size());
    Matrix turned = q.replicate(n, 1); // (n,d_k): row r is q at position distances[r]
    rotateHeads(turned, 1, dk, freqs, distances, 0, n, factor);
    // (n) = (n,d_k)·(d_k); k sits at 0, turned by nothing but YaRN's factor (1 elsewhere)
    return (turned * k.transpose()).transpose() * factor;
}

void rmsNormHeadsBackward(Matrix &dM, const Matrix &x, int heads, int headDim, const RowVector &w, double eps)
{
    for (Eigen::Index i = 0; i < x.rows(); ++i)
        for (int h = 0; h < heads; ++h) {
            const auto xi = x.row(i).segment(static_cast<Eigen::Index>(h) * headDim, headDim); // (head_dim)
            auto d = dM.row(i).segment(static_cast<Eigen::Index>(h) * headDim, headDim);
            const double r = std::sqrt(xi.squaredNorm() / headDim + eps);
            const RowVector g = (d.array() * w.array()).matrix(); // ∂L/∂(x/r)
            d = g / r - xi * (g.dot(xi) / (headDim * r * r * r));
        }
}

} // namespace attn
