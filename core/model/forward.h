// The forward pass, one function per step, the plain readable path (the lesson's attention
// steps are attention.h's own functions):
//
//   X = wte[ids] + wpe[0…T)                              embed       (Llama: wte[ids] alone)
//   for each block:                                        ← X kept (the stream entering it)
//     A = ln_1(X)                                          normRows    ← the attention's input, kept
//                                                          (LayerNorm; Llama: RMSNorm)
//     Q|K|V = A·W_QKV + b, heads, causal softmax, concat   causalSelfAttention (a layer override:
//                                                          overrideBlock; ablated heads: ablateHead)
//       Llama: each head's q and k through q/k_norm, then   turnQK (core/rope.h), and
//       turned by RoPE; query head h reads K/V head         grouped-query attention
//       ⌊h·KV/H⌋; Mistral's window blocks far keys
//     X = X + concat·W_O + b_O                             (c_proj / o_proj, residual)
//     X = X + gelu(ln_2(X)·W_fc + b_fc)·W_proj + b_proj    normRows, mlp, gelu
//       Llama: X + (silu(A·W_gate) ⊙ A·W_up)·W_down         (SwiGLU)
//   logits = ln_f(X[T−1]) · lm_headᵀ, softmax, the top 5   predictNext   (X kept: finalStream)
//
// Everything in float64, each block converted from the stored weights when its turn comes.
// fast_forward.h computes the same, faster; tests hold it to this one.
#pragma once

#include <cmath>
#include <numbers>

#include "gpt2.h"

#include "core/attention.h"

namespace attn::gpt2 {

// X (T,d) = wte[ids] (T,d) + wpe[0…T) (T,d). The ids must pass checkIds().
Matrix embed(const Weights &w, const std::vector<int> &ids);

// (T,n) each row normalised on its own: (x − mean) / √(variance + ε) · γ + β, with the
// variance of the row itself (divided by n, as GPT-2 and PyTorch's layer_norm do).
Matrix layerNorm(const MatrixRef &x, const RowVector &gamma, const RowVector &beta, double eps);

// (T,n) each row x / √(mean(x²) + ε) · γ: the Llama family's RMSNorm.
Matrix rmsNorm(const MatrixRef &x, const RowVector &gamma, double eps);

// The block's norm: layerNorm with β, rmsNorm when the block has no β (the Llama family).
Matrix normRows(const MatrixRef &x, const RowVector &gamma, const RowVector &beta, double eps);

// Y (T,n) = X (T,k) · W (k,n) + b (n) on every row (nothing added for an empty b): GPT-2's Conv1D.
Matrix linear(const MatrixRef &x, const MatrixRef &W, const RowVector &b);

// (T,n) elementwise, the tanh form GPT-2 uses ("gelu_new"):
// gelu(x) = ½·x·(1 + tanh(c·(x + 0.044715·x³))), c = √(2/π) (BLOOM's: Config::geluConstant()).
Matrix gelu(const MatrixRef &x, double c = std::sqrt(2.0 / std::numbers::pi));

// (T,n) elementwise, silu(x) = x / (1 + e^(−x)): the gate of the Llama family's SwiGLU.
Matrix silu(const MatrixRef &x);

// The causal mask (T,T): key j is blocked for query i when j > i, and when the config has a
// sliding window W, also when j ≤ i − W.
Mask causalMask(int tokens, int window = 0);

struct AttentionStep {
    Matrix qkv; // (T,q+2kv) = [Q | K | V], Q and K after the q/k norms and RoPE
    std::vector<HeadResult> heads; // n_head: weights (T,T), output (T,d_k)
    Matrix concat; // (T,q) = [O_0 | O_1 | …]
    Matrix output; // (T,d) = concat · W_O + b_O
};

// Head h's part of concat (T,d), columns [h·d_k, (h+1)·d_k), ablated in place: set to 0, or
// each column to its mean over the T positions.
void ablateHead(Matrix &concat, int head, int dk, Ablation how);

// b with a layer override's attention weights: c_attn = [W_Q | W_K | W_V], its bias
// [b_Q | b_K | b_V], c_proj = W_O, b_O (ln_1, ln_2 and the MLP stay the model's).
void overrideBlock(Block &b, const LayerOverride &o);

// Layer `layer`'s attention on its input A (T,d) (already through ln_1): its window and RoPE are
// the layer's (Config::windowOf, ropeOf). The heads in `ablated` have their output ablated
// (ablateHead) before W_O; their weights stay what they computed.
AttentionStep causalSelfAttention(const MatrixRef &A, const Block &b, const Config &c, int layer,
                                  const ScoreRule &rule, const std::vector<int> &ablated = {},
                                  Ablation how = Ablation::Zero);

// What a sublayer's output adds to the stream: the output itself, or Gemma's norm of it (the
// block's post_attention / post_feedforward norm, gamma; empty: none).
Matrix afterNorm(const Matrix &output, const RowVector &gamma, double eps);

// (T,d) = gelu(A·W_fc + b_fc) (T,n_inner) · W_proj + b_proj, on A (T,d) already through ln_2;
// Llama: (silu(A·W_gate) ⊙ A·W_up) (T,n_inner) · W_down; Gemma: gelu in place of silu.
Matrix mlp(const MatrixRef &A, const Block &b, const Config &c);

// How layer `layer` of a Llama-family model turns q and k (rope.h's turnQK) for `rows` rows
// holding groups of `tokens` tokens each: row r sits at position r mod tokens.
QKTurn qkTurn(const Config &c, int layer, int rows, int tokens);

// The k most probable of logits (vocab), with their softmax probabilities, best first
// (the lower id first on a tie).
std::vector<Candidate> topCandidates(const Eigen::Ref<const RowVector> &logits, int k);

// The model's last norm on rows x (k,d): ln_f (LayerNorm), or the Llama family's norm (RMSNorm).
Matrix finalNorm(const Weights &w, const MatrixRef &x);

// logits (vocab) = ln_f(x) (d) · lm_headᵀ (d,vocab), for the last token's row x (d).
std::vector<Candidate> predictNext(const Weights &w, const RowVector &x, int k = kTopCandidates);

// The whole pass, keeping every layer's attention input and every head's weights, every
// residual stream and the final one. The weights must pass checkWeights(), the ids checkIds()
// and the interventions checkInterventions() (interventions.h).
ModelResult runModel(const Weights &w, const std::vector<int> &ids, const Interventions &iv = {});

} // namespace attn::gpt2
