// A decoder-only model as the maths sees it — GPT-2, the Llama family (Llama, Mistral, Qwen 2
// and 3, which share one block: RMSNorm, RoPE, grouped-query attention, SwiGLU) or BLOOM (GPT-2's
// block with ALiBi for positions and a norm after the embedding): its shape (Config),
// its weights as they lie in the model file (TensorView: F32, F16, BF16 or F64, never copied whole), one block
// converted to float64 (Block), and what a forward pass keeps (ModelResult). Reading files is io/model/'s
// job; computing is forward.h (readable) and fast_forward.h (fast).
//
// GPT-2's conventions match the lesson's: row vectors, and its Conv1D layers store their
// weight as (in, out), so y = x·W + b with no transpose. c_attn's weight (d, 3d) holds W_Q,
// W_K and W_V side by side: columns [0, d), [d, 2d), [2d, 3d); head h owns columns
// [h·d_k, (h+1)·d_k) of each, as conventions.h says.
#pragma once

#include "core/conventions.h"
#include "core/latent.h"
#include "core/rope.h"
#include "core/session.h"
#include "mappedread.h"

#include <algorithm>
#include <compare>
#include <cstdint>
#include <memory>
#include <cmath>
#include <optional>
#include <string>
#include <vector>

namespace attn::gpt2 {

// How a family builds its blocks.
enum class Family {
    Gpt2, // wte + wpe; LayerNorm; c_attn = [W_Q|W_K|W_V] stored (in, out); GELU MLP
    // wte only, positions by RoPE; RMSNorm (no β); q/k/v/o_proj stored (out, in); grouped-query
    // attention; optional q/k/v biases (Qwen 2), q_norm/k_norm (Qwen 3), sliding window
    // (Mistral); SwiGLU MLP: down(silu(gate(x)) ⊙ up(x)); no other biases
    Llama,
    // word_embeddings, then word_embeddings_layernorm; no position table: ALiBi in every layer's
    // score rule; LayerNorm; query_key_value stored (out, in) with each head's rows [q | k | v];
    // dense, dense_h_to_4h, dense_4h_to_h stored (out, in), all with biases; GELU's tanh form with
    // BLOOM's constant 0.79788456; lm_head is word_embeddings
    Bloom,
};

// The most tokens one pass of a model without a position table (BLOOM) takes.
inline constexpr int kAlibiPositions = 1 << 20;

// DeepSeek's multi-head latent attention (MLA, core/latent.h has the rule): its sizes in a
// model's config. The pass lays every head out headWidth() = max(nope + rope, v) columns wide.
struct MlaShape {
    int qLoraRank = 0; // 0: q_proj (d → heads·(nope + rope)) in place of W_DQ, q_a_norm, W_UQ
    int kvLoraRank = 0; // the latent's width; 0: not MLA
    int nope = 0, rope = 0, v = 0; // qk_nope_head_dim, qk_rope_head_dim, v_head_dim
    bool interleaved = false; // RoPE pairs columns (2c, 2c+1); converted to rotate-half on reading
    int qkWidth() const { return nope + rope; }
    int headWidth() const { return std::max(nope + rope, v); }
    bool on() const { return kvLoraRank > 0; }
    friend bool operator==(const MlaShape &, const MlaShape &) = default;
};

// How a mixture of experts picks each token's experts.
enum class Routing {
    TopKSoftmax, // GPT-OSS: top-k of the raw logits, a softmax over those k
    // DeepSeek V3: σ(logits); groups ranked by the sum of their two best σ + correction bias, the
    // best topk_group kept; top-k of σ + bias among them; weights σ, renormalised where
    // norm_topk_prob (÷ (Σ + 1e-20)), × routed_scaling_factor
    SigmoidGroups,
    // DeepSeek V2: softmax over all experts; greedy top-k, or groups ranked by their best score
    // (group_limited_greedy); weights × routed_scaling_factor (transformers' V2 never renormalises)
    SoftmaxGroups,
};

// The sizes and switches of config.json that change the computation.
struct Config {
    Family family = Family::Gpt2;
    std::string modelType = "gpt2"; // config.json's model_type, for reports
    int nLayer = 0;
    int nHead = 0;
    int nEmbd = 0; // d_model
    int nPositions = 0; // most tokens one pass can take (wpe's rows; max_position_embeddings)
    int vocabSize = 0;
    int nInner = 0; // the MLP's hidden width (n_inner or 4·n_embd; intermediate_size)
    double layerNormEpsilon = 1e-5; // LayerNorm's, or RMSNorm's rms_norm_eps
    bool scaleAttnWeights = true; // logits = scores/√d_k (false: raw scores)
    bool scaleAttnByInverseLayerIdx = false; // and divided by (layer + 1)
    // Llama family only:
    int nKvHead = 0; // K/V heads (num_key_value_heads; 0: n_head)
    int headDim = 0; // head_dim (0: n_embd / n_head)
    Rope rope; // rope_theta and rope_scaling (positions always 0 … T−1)
    bool qkvBias = false; // b_Q, b_K, b_V stored (Qwen 2)
    bool qkNorm = false; // q_norm, k_norm before RoPE (Qwen 3)
    int slidingWindow = 0; // query i sees keys i − window + 1 … i (Mistral; 0: every earlier key)
    bool tiedEmbeddings = true; // lm_head is wte (else lm_head.weight is stored)
    // Gemma 2 and 3 (the Llama family's block with these set):
    double embedScale = 0; // the embedding × this (Gemma: √hidden_size); 0: as stored
    double queryPreAttnScalar = 0; // the scale is s^−½ (query_pre_attn_scalar); 0: 1/√d_k
    double attnSoftcap = 0; // attn_logit_softcapping: the score rule's soft-cap (Gemma 2); 0: none
    double finalSoftcap = 0; // final_logit_softcapping: c·tanh(logit/c) on the LM's logits; 0: none
    bool normPlusOne = false; // every RMSNorm (q/k norms too) scales by 1 + w, w as stored
    bool sandwichNorms = false; // norms after the attention and around the MLP (post_attention,
                                // pre_feedforward, post_feedforward)
    bool geluMlp = false; // the gated MLP's activation is GELU's tanh form, not silu
    // GPT-OSS: biases on q, k, v and o_proj; a learned sink per head in every layer (weights, not
    // config: BlockWeights::sinks); a mixture of experts in place of the MLP.
    bool attentionBias = false;
    bool attentionSinks = false; // self_attn.sinks stored in every layer
    int numExperts = 0; // num_local_experts; 0: a dense MLP
    int expertsPerToken = 0; // num_experts_per_tok (top-k of the router's logits)
    double swigluLimit = 7.0; // the experts' clamp: gate ≤ limit, |up| ≤ limit
    double swigluAlpha = 1.702; // their gate's sigmoid gain: gate·σ(α·gate)
    // DeepSeek: how experts are picked; experts in groups; the shared experts' MLP beside them
    // (Block::Wfc, Wproj); dense MLPs (intermediate_size) in the first firstDenseLayers layers.
    Routing routing = Routing::TopKSoftmax;
    int expertGroups = 1, groupsKept = 1; // n_group, topk_group
    bool normTopK = false; // norm_topk_prob
    double routedScale = 1.0; // routed_scaling_factor
    int expertInner = 0; // moe_intermediate_size (0: nInner, GPT-OSS)
    int sharedExperts = 0; // n_shared_experts: a dense MLP expertInner·n wide beside the routed ones
    int firstDenseLayers = 0; // first_k_dense_replace (transformers reads no moe_layer_freq)
    MlaShape mla; // DeepSeek's latent attention (mla.on())
    double scaleFactor = 1.0; // × the attention's scale (DeepSeek V3 under a rope scaling: mscale(factor, mscale_all_dim)²)
    std::pair<int, int> fp8Block { 128, 128 }; // FP8 weights: the rows × columns one scale covers
    // Layers stored after the last one that the pass does not run (DeepSeek V3's multi-token
    // prediction module, num_nextn_predict_layers: transformers skips model.layers.61.*)
    int unusedLayers = 0;
    bool moe() const { return numExperts > 0; }
    // Whether layer l's MLP is a mixture of experts, and the width of its dense MLP (DeepSeek's
    // shared experts on a routed layer; 0: none).
    bool moeAt(int layer) const { return moe() && layer >= firstDenseLayers; }
    int denseInner(int layer) const
    {
        if (!moeAt(layer))
            return nInner;
        return expertInner > 0 ? expertInner * sharedExperts : 0;
    }
    int expertWidth() const { return expertInner > 0 ? expertInner : nInner; }
    int widestDenseInner() const // the widest dense MLP of any layer (DeepSeek: dense layers, shared experts)
    {
        int widest = 0;
        for (int l = 0; l < nLayer; ++l)
            widest = std::max(widest, denseInner(l));
        return widest;
    }
    // Which layers slide (layer_types' "sliding_attention"); empty: every layer when slidingWindow > 0.
    std::vector<char> slidingLayers;
    std::optional<Rope> localRope; // the sliding layers' RoPE where it differs (Gemma 3: rope_local_base_freq)
    // A token put before every text the model is run on (train-model's induction task: its BOS,
    // config.json's attention_lab_task.bos); −1: none.
    int textPrefixId = -1;

    bool llama() const { return family == Family::Llama; }
    bool bloom() const { return family == Family::Bloom; }
    // GELU's tanh form, ½·v·(1 + tanh(c·(v + 0.044715·v³))): GPT-2's c = √(2/π); BLOOM writes it
    // as the decimal 0.79788456.
    double geluConstant() const;
    int dK() const { return headDim > 0 ? headDim : nHead > 0 ? nEmbd / nHead : 0; }
    int kvHeads() const { return nKvHead > 0 ? nKvHead : nHead; }
    int kvHeadOf(int head) const { return head * kvHeads() / nHead; } // ⌊h·n_kv/n_head⌋
    int qWidth() const { return nHead * dK(); } // Q's columns, and concat's
    int kvWidth() const { return kvHeads() * dK(); } // K's and V's
    int qkvWidth() const { return qWidth() + 2 * kvWidth(); }
    // Layer l's window: slidingWindow where the layer slides, else 0 (every earlier key).
    int windowOf(int layer) const
    {
        return slidingLayers.empty() || slidingLayers[static_cast<std::size_t>(layer)] ? slidingWindow : 0;
    }
    bool slides(int layer) const { return windowOf(layer) > 0; }
    int localLayers() const // how many layers slide
    {
        int n = 0;
        for (int l = 0; l < nLayer; ++l)
            n += slides(l) ? 1 : 0;
        return n;
    }
    // Layer l's RoPE: the sliding layers' own where the model has one, else rope.
    const Rope &ropeOf(int layer) const { return localRope && slides(layer) ? *localRope : rope; }
    // The first key query i sees in layer l (causal, and the sliding window's start).
    int firstKey(int layer, int query) const
    {
        const int window = windowOf(layer);
        return window > 0 ? std::max(0, query - window + 1) : 0;
    }
    // The factor between raw scores and logits in this layer (counted from 0).
    double attentionScale(int layer) const; // DeepSeek: 1/√(nope + rope) · scaleFactor
    // The score rule this layer's attention runs (core/scorerule.h): its scale, and the stages the
    // model family has.
    ScoreRule scoreRule(int layer) const
    {
        ScoreRule r { .scale = attentionScale(layer), .alibi = bloom() };
        if (attnSoftcap > 0)
            r.softcap = attnSoftcap;
        return r;
    }
    // The LM's logit for a dot product of the final norm's output with lm_head's row (Gemma 2's
    // final soft-cap where it has one).
    double finalLogit(double dot) const { return finalSoftcap > 0 ? finalSoftcap * std::tanh(dot / finalSoftcap) : dot; }
};

// Empty when the sizes make a model (all positive, n_head dividing n_embd); else the sentence.
std::string checkConfig(const Config &c);

// How one number is stored in the model file (little-endian, as safetensors says).
// F64: what train-model writes when asked. MXFP4: GPT-OSS's experts as published (TensorView's
// blocks and scales below), read as the (E·inner, outer) matrix transformers dequantizes them to.
// F8E4M3: DeepSeek V3's float8_e4m3fn weights, each block of Config::fp8Block rows × columns
// multiplied by its float32 weight_scale_inv (TensorView's scales, blockRows, blockCols).
enum class DType { F32, F16, BF16, F64, MXFP4, F8E4M3 };

std::size_t dtypeBytes(DType t);

// A stored tensor, not converted: row-major rows × cols (a vector is 1 × n). data points into
// the mapped model file and need not be aligned.
struct TensorView {
    DType dtype = DType::F32;
    const unsigned char *data = nullptr;
    std::int64_t rows = 0, cols = 0;
    // MXFP4 (dtype MXFP4): data is `_blocks` (E, cols, inner/32, 16) — each byte two E2M1 numbers,
    // the low nibble first — and scales is `_scales` (E, cols, inner/32), one power of two 2^(s − 127)
    // per 32 numbers; logical row e·inner + i, column j is stored row e·cols + j, position i.
    const unsigned char *scales = nullptr;
    std::int64_t inner = 0;
    // F8E4M3: scales is weight_scale_inv, float32 (⌈rows/blockRows⌉, ⌈cols/blockCols⌉), row-major.
    std::int64_t blockRows = 0, blockCols = 0;

    bool empty() const { return data == nullptr; }
};

// float32 / float16 / bfloat16 bit patterns to double, exactly (every such number is a double).
double halfToDouble(std::uint16_t bits);
double bfloat16ToDouble(std::uint16_t bits);
double e4m3ToDouble(std::uint8_t bits); // float8_e4m3fn: bias 7, no infinities, S.1111.111 NaN

// Rows [first, first + count) of a stored tensor into out (count, cols), row-major, in float64.
// Every read of the mapped file goes through here or checkFinite(): when the file shrank under
// it they throw ModelFileChanged (mappedread.h), and so does everything that converts weights
// (toMatrix, convertBlock, layerSession, the forward passes).
void convertRows(const TensorView &t, std::int64_t first, std::int64_t count, double *out);
Matrix toMatrix(const TensorView &t); // (rows, cols)
RowVector toRowVector(const TensorView &t); // (rows·cols)

// One transformer block's stored weights. GPT-2: names h.N.…; Llama family:
// model.layers.N.…, each Linear's weight stored (out, in), the transpose of the lesson's W.
struct BlockWeights {
    TensorView ln1Weight, ln1Bias; // ln_1: (d), (d) | input_layernorm: (d), no bias
    TensorView attnWeight, attnBias; // attn.c_attn: (d, 3d), (3d) — [W_Q | W_K | W_V]
    TensorView attnProjWeight, attnProjBias; // attn.c_proj: (d, d), (d) — W_O, b_O
    TensorView ln2Weight, ln2Bias; // ln_2: (d), (d) | post_attention_layernorm: (d), no bias
    TensorView fcWeight, fcBias; // mlp.c_fc: (d, n_inner), (n_inner)
    TensorView mlpProjWeight, mlpProjBias; // mlp.c_proj: (n_inner, d), (d)
    // BLOOM (out, in): query_key_value (3d, d) with head h's rows [q_h | k_h | v_h] at h·3·d_k, its
    // bias (3d) in the same order; dense is oProj (+ attnProjBias), dense_h_to_4h is upProj (+ fcBias),
    // dense_4h_to_h is downProj (+ mlpProjBias)
    TensorView qkvPerHead, qkvPerHeadBias;
    std::int64_t qkvHeadDim = 0; // d_k, which says where query_key_value's heads begin
    // Llama family (out, in):
    TensorView qProj, kProj, vProj; // (H·hd, d), (KV·hd, d), (KV·hd, d)
    TensorView qBias, kBias, vBias; // (H·hd), (KV·hd), (KV·hd) — Qwen 2 only
    TensorView oProj; // (d, H·hd)
    TensorView qNorm, kNorm; // (hd) each — Qwen 3 only
    TensorView gateProj, upProj, downProj; // (I, d), (I, d), (d, I)
    // Gemma: post_attention_layernorm (after the attention; ln2Weight is pre_feedforward_layernorm)
    // and post_feedforward_layernorm, (d) each; RMSNorms whose scale is 1 + w where normPlusOne
    TensorView postAttnNorm, postFfnNorm;
    bool normPlusOne = false; // every norm of this block scales by 1 + w
    // GPT-OSS: self_attn.sinks (H), one logit per head; o_proj's bias is attnProjBias
    TensorView sinks;
    // GPT-OSS's mixture of experts: mlp.router (E, d) + bias (E); mlp.experts.gate_up_proj (E, d, 2I)
    // stored as (E·d, 2I), used as x·W with gate and up interleaved (even, odd columns), its bias
    // (E, 2I); down_proj (E, I, d) as (E·I, d) and its bias (E, d). Each expert is converted when a
    // token chooses it.
    TensorView routerWeight, routerBias, expertsGateUp, expertsGateUpBias, expertsDown, expertsDownBias;
    // DeepSeek's latent attention (MlaShape), each (out, in): q_a_proj (r_q, d), q_a_layernorm
    // (r_q), q_b_proj (H·(nope+rope), r_q) — or q_proj (H·(nope+rope), d) in qbProj with qaProj
    // empty; kv_a_proj_with_mqa (r + rope, d), kv_a_layernorm (r), kv_b_proj (H·(nope+v), r);
    // o_proj is oProj (d, H·v).
    TensorView qaProj, qaNorm, qbProj, kvaProj, kvaNorm, kvbProj;
    MlaShape mla;
    // DeepSeek's routed experts, one tensor each (gate_proj, up_proj (I, d); down_proj (d, I)), its
    // router mlp.gate.weight (routerWeight) and e_score_correction_bias (V3); the shared experts
    // (or a dense layer's MLP) are gateProj, upProj, downProj.
    std::vector<TensorView> expertGate, expertUp, expertDown;
    TensorView routerCorrection;
    int layer = 0; // which layer this is (what its window, RoPE and MLP are): Block::layer
};

struct Weights {
    Config config;
    TensorView wte; // (vocab, d) token embeddings (embed_tokens)
    TensorView wpe; // (n_positions, d) position embeddings (GPT-2 only)
    TensorView embNormWeight, embNormBias; // (d), (d): BLOOM's LayerNorm right after the embedding
    std::vector<BlockWeights> blocks; // n_layer
    TensorView lnFWeight, lnFBias; // ln_f: (d), (d) | norm: (d), no bias
    TensorView lmHead; // (vocab, d): the output embedding; tied: the same view as wte
};

// Empty when every tensor is there with the shape the config says; else e.g.
// "h.3.mlp.c_fc.weight has shape 768 × 3000, expected 768 × 3072".
std::string checkWeights(const Weights &w);

// Empty when every stored number is finite; else the first one that is not, e.g.
// "h.2.ln_1.weight holds a number that is not finite (NaN or infinity) at index 7". One pass
// over the whole file (a damaged file would otherwise give NaN everywhere, far from the cause).
std::string checkFinite(const Weights &w, const unsigned char **where = nullptr); // *where: the tensor's data

// One block in float64, converted from the stored weights when its turn comes, in the lesson's
// orientation (y = x·W + b) whatever the file's. With q = H·d_k and kv = KV·d_k (GPT-2: q = kv = d).
// An empty β means RMSNorm; an empty bias adds nothing.
struct Block {
    RowVector ln1Gamma, ln1Beta; // (d), (d) or empty
    Matrix Wqkv; // (d, q + 2kv) = [W_Q | W_K | W_V]
    RowVector bqkv; // (q + 2kv)  = [b_Q | b_K | b_V] (zeros where the file has none)
    RowVector qNorm, kNorm; // (d_k) each, or empty (Qwen 3)
    Matrix Wo; // (q, d)
    RowVector bo; // (d) or empty
    RowVector ln2Gamma, ln2Beta; // (d), (d) or empty
    Matrix Wfc; // GPT-2: (d, n_inner); Llama: (d, 2·n_inner) = [W_gate | W_up]
    RowVector bfc; // (n_inner) or empty
    Matrix Wproj; // (n_inner, d)
    RowVector bproj; // (d) or empty
    RowVector postAttnGamma, postFfnGamma; // (d) each, or empty: Gemma's norms after the attention and the MLP
    RowVector sinks; // (H) GPT-OSS's sink logits, or empty
    Matrix router; // (d, E) GPT-OSS's router (lesson orientation), or empty
    RowVector routerBias; // (E), or empty (DeepSeek)
    RowVector routerCorrection; // (E) DeepSeek V3's e_score_correction_bias, or empty
    // DeepSeek's latent attention (core/latent.h) in the lesson's orientation, the rope columns
    // turned from interleaved pairs to halves where the model interleaves (MlaShape); Wqkv is then
    // empty and W_O (H·headWidth, d) has zero rows under V's padding.
    LatentAttention mla;
    int layer = 0; // which layer these are (its window and RoPE are the config's for it)
    const BlockWeights *stored = nullptr; // what it was converted from (GPT-OSS's experts are read there)
};

Block convertBlock(const BlockWeights &b);
// A stored norm's scale as the pass uses it: w, or 1 + w (Gemma); empty for an empty view.
RowVector normScale(const TensorView &t, bool plusOne);

// Layer l's score rule with the block's own stages (GPT-OSS's sinks are weights, not config).
ScoreRule layerRule(const Config &c, const Block &b, int layer);
// Where row r of BLOOM's query_key_value (head h = r / 3d_k, part q/k/v, column j) lands among the
// lesson's [W_Q | W_K | W_V] columns (width d each).
inline std::int64_t bloomColumn(std::int64_t row, std::int64_t d, std::int64_t dk)
{
    const std::int64_t head = row / (3 * dk), part = (row % (3 * dk)) / dk, j = row % dk;
    return part * d + head * dk + j;
}
// Only ln_1 and the attention (W_QKV, its bias, the q/k norms, W_O, b_O); ln_2 and the MLP left
// empty: what reading one layer's attention needs (mechanisms.h), at a third of the cost.
Block convertAttentionBlock(const BlockWeights &b);

// Empty when every id names a token of the vocabulary and the pass fits the positions;
// else "token 3 is id 50300, outside the vocabulary (0…50256)" or "12 tokens, more than …".
std::string checkIds(const Config &c, const std::vector<int> &ids);
// Its first half: whether `count` tokens fit the positions (before any id is made).
std::string checkTokenCount(const Config &c, std::int64_t count);

// One causal head's attention weights. Query i sees keys 0…i only, so only that part of the
// T×T matrix is stored: row i is i+1 numbers (a triangle, half the memory); the weight of any
// later key is exactly 0. Copies are cheap and share their numbers: they are written only while
// the pass that made them builds them, and read-only after (a rerun copies a layer it did not
// change; the window keeps results it shows side by side).
class CausalWeights {
public:
    CausalWeights() = default;
    explicit CausalWeights(int tokens); // contents undefined until written

    int tokens() const { return m_tokens; }
    const double *row(int query) const { return m_data.get() + offset(query); } // query+1 numbers
    double *row(int query) { return m_data.get() + offset(query); }
    double operator()(int query, int key) const { return key <= query ? row(query)[key] : 0.0; }
    Matrix toMatrix() const; // (T, T), zeros above the diagonal
    // The sink's weight in each query's softmax, for a head whose score rule has a sink (then a
    // row's weights sum to 1 − it); none otherwise.
    bool hasSink() const { return m_sink != nullptr; }
    double sink(int query) const { return m_sink[std::size_t(query)]; }
    double *sinkData() { return m_sink.get(); }
    const double *sinkData() const { return m_sink.get(); }
    void keepSink(); // room for T sink weights, contents undefined until written

    static std::size_t offset(int query) { return std::size_t(query) * (std::size_t(query) + 1) / 2; }
    static std::size_t storedCount(int tokens) { return offset(tokens); }

private:
    int m_tokens = 0;
    std::shared_ptr<double[]> m_data;
    std::shared_ptr<double[]> m_sink;
};

// What a pass keeps of one layer (empty when the pass was asked to keep other layers only).
struct LayerResult {
    Matrix input; // (T, d) the attention's input: ln_1 of the residual stream
    std::vector<CausalWeights> heads; // n_head, each (T, T) causal
    bool kept() const { return !heads.empty(); }
};

// One candidate for the token after the last one.
struct Candidate {
    int id = 0;
    double logit = 0;
    double probability = 0; // softmax over the whole vocabulary
};

// ---- interventions (what builds on them: interventions.h) ------------------------------------
// Layers and heads counted from 0, as on the command line.

struct HeadId {
    int layer = 0;
    int head = 0;
    friend auto operator<=>(const HeadId &, const HeadId &) = default;
};

enum class Ablation {
    Zero, // the head's output set to 0
    Mean, // replaced by its mean over this input's positions (each of its d_k columns)
};

// One layer's attention with other weights, e.g. a session the user edited, in the layer's own
// shapes: q = n_head·head_dim and kv = n_kv·head_dim (both d for GPT-2). The layer's RoPE, mask
// and norms' eps stay the model's.
struct LayerOverride {
    int layer = 0;
    Matrix Wq, Wk, Wv, Wo; // (d,q), (d,kv), (d,kv), (q,d)
    RowVector bQ, bK, bV, bO; // (q), (kv), (kv), (d) (zeros where the session has none)
    RowVector qNorm, kNorm; // (head_dim) each for a layer with q/k norms (Qwen 3), else empty
    ScoreRule rule; // the session's score rule (core/scorerule.h), its scale given
};

struct Interventions {
    std::vector<HeadId> ablated; // any order, no repeats
    Ablation ablation = Ablation::Zero;
    std::optional<LayerOverride> layer;

    bool empty() const { return ablated.empty() && !layer; }
    bool ablates(int layer, int head) const;
    // The heads of `layer` this ablates, in increasing order.
    std::vector<int> ablatedHeads(int layer) const;
    // The first layer these change (n_layer when empty): a rerun may start there.
    int firstChangedLayer(const Config &c) const;
};

struct ModelResult {
    std::vector<int> ids; // (T) the input
    std::vector<LayerResult> layers; // n_layer
    std::vector<Candidate> next; // the most probable next tokens, best first
    Matrix finalStream; // (T,d) residual stream after the last block, before ln_f
    // n_layer, each (T,d): the residual stream entering layer l. The readable pass always keeps
    // them; the fast one only when ModelOptions::keepStreams (what rerunFrom() starts from).
    std::vector<Matrix> streams;
    Interventions interventions; // what the pass ran with

    int tokenCount() const { return static_cast<int>(ids.size()); }
};

inline constexpr int kTopCandidates = 5;

// Bytes a pass over `tokens` tokens holds at its peak, beyond the mapped model file: the
// kept inputs and weights (every layer, or only `keepLayer` when ≥ 0), the residual streams
// when `keepStreams` (what a rerun starts from), the working matrices and one block in float64.
std::uint64_t estimateBytes(const Config &c, int tokens, int keepLayer = -1, int threads = 0,
                            bool keepStreams = false);

// Bytes ablateEach() holds at its peak beyond the mapped file: the base pass's streams, one
// layer's working matrices for the plain pass and n_head times them for the batch of variants,
// and the logits of every variant's last row.
std::uint64_t estimateAblateEachBytes(const Config &c, int tokens, int threads = 0);

// Layer L of a finished pass as an ordinary session (causal, biases, the model's scale):
// computeAttention() on it gives that layer's weights. It is what the window turns into a
// session, and what `model --session-out` writes. Q = X·W_Q + b_Q etc., X the layer's input (after
// ln_1 / input_layernorm). The Llama family adds the session keys of today's models: K/V heads,
// head_dim, RoPE, the q/k norms and the window (GPT-2's layer leaves them empty and stays a plain
// session; DeepSeek's holds `mla`). layer must be kept in r. tokens: the T token texts to show, cut to
// Limits::maxTokenLength bytes.
Session layerSession(const Weights &w, const ModelResult &r, int layer, std::vector<std::string> tokens);

// A token's text cut to Limits::maxTokenLength bytes, at a character boundary.
std::string fitTokenText(std::string text);

} // namespace attn::gpt2
