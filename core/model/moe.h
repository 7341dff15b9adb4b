// A mixture of experts in place of the dense MLP, as GPT-OSS and DeepSeek route it (Config::routing).
// GPT-OSS: a router picks each token's top-k experts by their raw logits and weighs them by a
// softmax over those k; each expert is a clamped SwiGLU with biases. DeepSeek: σ (V3) or a softmax
// (V2) of the logits, experts picked within the best groups, each a plain SwiGLU stored as its own
// tensors; its shared experts are the block's dense MLP (forward.h adds them). Experts are
// converted to float64 one at a time, only when some token chose them (a real model's experts do
// not fit in memory in float64 all at once).
//
//   logits (T,E) = A·W_router + b_router
//   chosen_t = top-k of logits_t,  weight_t,e = softmax over the k chosen logits
//   expert e:  [g | u] interleaved = a·W_gate_up,e + b,  g ← min(g, limit),  u ← clamp(u, ±limit)
//              out = ((u + 1) ⊙ g·σ(α·g)) · W_down,e + b_down,e
//   MoE(a_t) = Σ_e∈chosen_t weight_t,e · out_e(a_t)      (summed in expert order)
#pragma once

#include "gpt2.h"

#include "core/workers.h"

#include <optional>

namespace attn::gpt2 {

// A (T,d): the rows after the layer's pre-MLP norm; the experts' sum (T,d). With a crew, the
// experts are worked out in parallel (each converted once), then summed in the same order;
// std::nullopt when the crew was cancelled.
std::optional<Matrix> moeMlp(const Config &c, const BlockWeights &w, const Block &b, const MatrixRef &A,
                             work::Crew *crew = nullptr);

// Which experts each row chose and with what weight (T entries of k pairs, best first by what
// picks them; DeepSeek's weights already × routed_scaling_factor):
// the router alone, for the views that show it.
struct ExpertChoice {
    int expert = 0;
    double weight = 0;
};
std::vector<std::vector<ExpertChoice>> routeTokens(const Config &c, const Block &b, const MatrixRef &A);

} // namespace attn::gpt2
