// What today's models do to each head's queries and keys before the scores (docs/file-formats.md "rope",
// "q_norm"/"k_norm"): an RMS norm per head, then the rotary position embedding (RoPE). One
// function per step, on a band of token rows so that the fast path runs the very same code.
//
//   Q (T, H·head_dim) = X·W_Q + b_Q              → Q_unrotated
//   each head's row: x / √(mean(x²) + eps) · w    rmsNormHeads      (q_norm, Qwen 3)
//   each head's row rotated by p_i · f_c          rotateHeads       (rope)
//   scores_h = Q_h · K_hᵀ                         as before, now of rotated vectors
#pragma once

#include "conventions.h"

#include <vector>

namespace attn {

// Hugging Face's `rope_scaling`: how the frequencies are stretched for longer contexts.
struct RopeScaling {
    enum class Type { None, Linear, Llama3, Yarn };
    Type type = Type::None;
    double factor = 1; // linear: every f_c / factor; llama3: the low frequencies / factor; yarn: the stretch
    double lowFreqFactor = 1, highFreqFactor = 4; // llama3: the band that is interpolated
    double originalMaxPositions = 8192; // llama3 and yarn: the context the model was trained on
    // YaRN (GPT-OSS, DeepSeek): the pairs that turn more than beta_fast times over the original context
    // keep their frequency, those under beta_slow are divided by the factor, a ramp between (its ends
    // rounded outwards where `truncate`); q and k are then multiplied by the attention factor (given,
    // or 0: mscale(factor, mscale) / mscale(factor, mscale_all_dim) where both mscales are set, else
    // mscale(factor, 1), with mscale(s, m) = 0.1·m·ln s + 1 for s > 1, else 1).
    double betaFast = 32, betaSlow = 1;
    double mscale = 0, mscaleAllDim = 0;
    double attentionFactor = 0;
    bool truncate = true;
    friend bool operator==(const RopeScaling &, const RopeScaling &) = default;
};

struct Rope {
    double theta = 10000; // the base: f_c = θ^(−2c/head_dim)
    std::vector<double> positions; // p_0 … p_{T−1}; empty = 0 … T−1
    RopeScaling scaling;
    friend bool operator==(const Rope &, const Rope &) = default;
};

// Columns of a matrix that hold whole heads, written in place (a Matrix, or some of its
// columns: the fast model pass turns Q and K inside its [Q | K | V]).
using HeadColumns = Eigen::Ref<Matrix, 0, Eigen::OuterStride<>>;

// f (head_dim/2): f_c = θ^(−2c/head_dim) for c < head_dim/2, then the scaling — linear divides
// every f_c by the factor; llama3 divides those whose wavelength 2π/f_c exceeds
// original/low_freq_factor, keeps those below original/high_freq_factor, and blends between.
RowVector ropeFrequencies(const Rope &rope, int headDim);

// What q and k are multiplied by after the rotation: YaRN's attention factor, else 1.
double ropeAttentionFactor(const RopeScaling &scaling);

// p (T): the rope's positions, or 0 … T−1.
std::vector<double> ropePositions(const Rope &rope, int tokens);

// Rows [row0, row0 + rows) of M (T, heads·head_dim), every head's part rotated in place, with
// h = head_dim/2 and a = p_i·f_c:  x_c' = x_c·cos a − x_{c+h}·sin a,  x_{c+h}' = x_{c+h}·cos a + x_c·sin a.
// A slice (width > 0): only columns [offset, offset + width) of each head turn, h = width/2
// (DeepSeek's latent attention rotates the rope part of each head alone).
struct RopeSlice {
    int offset = 0, width = 0; // width 0: the whole head
};
void rotateHeads(HeadColumns M, int heads, int headDim, const RowVector &freqs,
                 const std::vector<double> &positions, int row0, int rows, double factor = 1.0,
                 RopeSlice slice = {});

// Rows [row0, row0 + rows) of M (T, heads·head_dim), every head's part x (head_dim) replaced by
// x / √(mean(x²) + eps) ⊙ w.
void rmsNormHeads(HeadColumns M, int heads, int headDim, const RowVector &w, double eps, int row0, int rows);

// How each head's q and k are turned before the scores: the shape of Q (T, heads·head_dim) and
// K (T, kvHeads·head_dim), the norms' eps, and RoPE's frequencies (empty: no rotation) with the
// position of every row. What a session's keys ask for (prepareQK) and what a Llama-family layer
// does (core/model) alike.
struct QKTurn {
    int heads = 1, kvHeads = 1, headDim = 0;
    double eps = 1e-6;
    RowVector freqs; // (head_dim/2), or empty
    double ropeFactor = 1.0; // × q and k after the rotation (YaRN's attention factor)
    std::vector<double> positions; // one per row of Q and K
    RopeSlice slice; // the columns of each head RoPE turns (freqs has slice.width/2); all by default
};

// Rows [row0, row0 + rows) of Q and K in place: each head's part through its RMS norm where
// qNorm / kNorm is not empty, then rotated where t.freqs is not.
void turnQK(HeadColumns Q, HeadColumns K, const QKTurn &t, const RowVector &qNorm, const RowVector &kNorm,
            int row0, int rows);

// q·k of one query content q and one key content k (d_k each, before the turn) with q at
// position d and k at 0, for every d in `distances`: under RoPE the score depends on the distance
// alone, so this is how one pair of tokens scores at every distance apart.
RowVector scoresByDistance(const RowVector &q, const RowVector &k, const RowVector &freqs, double factor,
                           const std::vector<double> &distances);

// Backward through rmsNormHeads on every row: dM holds ∂L/∂y and becomes ∂L/∂x, for the inputs x
// (T, heads·head_dim) the norm read. With g = ∂L/∂y ⊙ w and r = √(mean(x²) + eps):
// ∂L/∂x = g / r − x · (g·x) / (head_dim · r³). w itself is not trained.
void rmsNormHeadsBackward(Matrix &dM, const Matrix &x, int heads, int headDim, const RowVector &w,
                          double eps);

} // namespace attn
