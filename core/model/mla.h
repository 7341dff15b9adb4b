// DeepSeek's multi-head latent attention (MlaShape in gpt2.h): its weights converted to the
// lesson's orientation, and the projection that gives the attention steps their [Q | K | V].
//
//   c_q = rms(A·W_DQ) ⊙ q_a_norm           (A itself where q_lora_rank is 0)
//   q = c_q·W_UQ                            (T, H·(nope + rope))
//   [c_kv | k_rope] = A·W_DKV               (T, r + rope)
//   [k_nope_h | v_h] = (rms(c_kv) ⊙ kv_norm)·W_UKV, head by head
//   Q_h = [q_nope_h | q_rope_h | 0…],  K_h = [k_nope_h | k_rope | 0…],  V_h = [v_h | 0…]
//
// each head headWidth() columns wide. RoPE then turns columns [nope, nope + rope) of every head
// of Q and K (QKTurn::slice); the one rope key is the same in every K head before and after.
#pragma once

#include "gpt2.h"

namespace attn::gpt2 {

// w's latent attention into b.mla, and o_proj into b.Wo (H·headWidth, d) with zero rows under
// V's padding. Where the model interleaves RoPE's pairs, the rope columns of W_UQ and W_DKV are
// reordered (even columns, then odd) so that rotate-half turns them as the interleaved rule does:
// the scores are the same, since q and k are reordered alike.
void convertMla(const BlockWeights &w, int heads, Block &b);

// Rows A (n, d), already through the layer's input norm, to [Q | K | V] (n, 3·H·headWidth) at out
// (row-major, leading dimension ld), before RoPE.
void mlaProject(const MatrixRef &A, const Block &b, const MlaShape &m, int heads, double *out,
                Eigen::Index ld);

// The column order that makes interleaved RoPE pairs (2c, 2c+1) into halves (c, c + width/2):
// new column j holds old column order[j].
std::vector<int> deinterleaveOrder(int width);

} // namespace attn::gpt2
