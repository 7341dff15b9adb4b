// DeepSeek's multi-head latent attention from a model's stored weights (core/latent.h has the
// rule): kv_a_proj_with_mqa split into W_DKV and W_KR, kv_b_proj's per-head rows [k_nope | v]
// into W_UK and W_UV, the rope columns reordered where the model interleaves RoPE's pairs.
#pragma once

#include "gpt2.h"

namespace attn::gpt2 {

// w's latent attention into b.mla, and o_proj into b.Wo (H·headWidth, d) with zero rows under
// V's padding. Where the model interleaves RoPE's pairs, the rope columns of W_UQ and W_KR are
// reordered (even columns, then odd) so that rotate-half turns them as the interleaved rule does:
// the scores are the same, since q and k are reordered alike.
void convertMla(const BlockWeights &w, int heads, Block &b);

// The column order that makes interleaved RoPE pairs (2c, 2c+1) into halves (c, c + width/2):
// new column j holds old column order[j].
std::vector<int> deinterleaveOrder(int width);

} // namespace attn::gpt2
