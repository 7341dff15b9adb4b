// Multi-head latent attention (DeepSeek's MLA) as one rule: the weights a session holds (`mla`,
// docs/file-formats.md) and a DeepSeek layer converts to, and the projection that makes each
// head's q, k and v from the latents.
//
//   c_q = rms(X·W_DQ) ⊙ q_a_norm           (X itself where there is no W_DQ: q_proj alone)
//   q = c_q·W_UQ                           (T, H·(nope + rope)), head by head [q_nope | q_rope]
//   c_kv = rms(X·W_DKV) ⊙ kv_norm           (T, r), the latent every head's K and V come from
//   k_nope = c_kv·W_UK (T, H·nope),  v = c_kv·W_UV (T, H·v),  k_rope = X·W_KR (T, rope), one for all
//
// The norms' eps is 1e-6. Each head is laid out headWidth() = max(nope + rope, v) columns wide,
// zeros filling the rest: Q_h = [q_nope | q_rope | 0…], K_h = [k_nope_h | k_rope | 0…],
// V_h = [v_h | 0…], so that the attention steps run as for any head (zeros add nothing to a score,
// and W_O's rows under V's zeros are zero). RoPE then turns columns [nope, nope + rope) of every
// head of Q and K (QKTurn::slice).
#pragma once

#include "conventions.h"

#include <algorithm>

namespace attn {

inline constexpr double kLatentNormEps = 1e-6;

struct LatentAttention {
    Matrix Wdq; // (d, r_q), or empty: W_UQ takes X itself
    RowVector qaNorm; // (r_q), or empty with W_DQ
    Matrix Wuq; // (r_q or d, H·(nope + rope))
    Matrix Wdkv; // (d, r)
    RowVector kvNorm; // (r)
    Matrix Wuk; // (r, H·nope)
    Matrix Wuv; // (r, H·v)
    Matrix Wkr; // (d, rope): the one rope key
    int nope = 0, rope = 0, v = 0; // qk_nope_head_dim, qk_rope_head_dim, v_head_dim

    int qkWidth() const { return nope + rope; }
    int headWidth() const { return std::max(nope + rope, v); }
    int latentWidth() const { return int(Wdkv.cols()); }
    friend bool operator==(const LatentAttention &a, const LatentAttention &b);
};

// Rows X (n, d) to [Q | K | V] (n, 3·H·headWidth) at out (row-major, leading dimension ld),
// before RoPE.
void latentProject(const MatrixRef &X, const LatentAttention &w, int heads, double *out, Eigen::Index ld);

// W_O (H·v, d) as the laid-out heads read it: (H·headWidth, d), zero rows under V's padding.
Matrix paddedOutputWeights(const Matrix &Wo, const LatentAttention &w, int heads);

} // namespace attn
