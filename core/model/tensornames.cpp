// The tensors each family's files hold, by name and shape (checkWeights), and the one pass over
// them that finds a number that is not finite (checkFinite): gpt2.h.
#include "gpt2.h"

#include "mappedread.h"

#include <cstring>

namespace attn::gpt2 {

namespace {

    template <class Bits> Bits loadBits(const unsigned char *p)
    {
        Bits b;
        std::memcpy(&b, p, sizeof b); // the file's bytes need not be aligned
        return b;
    }

} // namespace

namespace {

    struct Expected {
        std::string name;
        const TensorView *tensor;
        std::int64_t rows, cols;
    };

    std::string tensorShapeText(std::int64_t rows, std::int64_t cols)
    {
        return rows == 1 ? std::to_string(cols) : std::to_string(rows) + " × " + std::to_string(cols);
    }

} // namespace

namespace {

    // Every tensor the model uses, by its name in the file, with the shape the config asks for.
    // The Llama family's tensors: names as Hugging Face's LlamaForCausalLM (and Mistral's,
    // Qwen 2's, Qwen 3's) writes them, each Linear's weight (out, in).
    std::vector<Expected> expectedLlamaTensors(const Weights &w)
    {
        const Config &c = w.config;
        const std::int64_t d = c.nEmbd, inner = c.nInner, q = c.qWidth(), kv = c.kvWidth(), hd = c.dK();
        std::vector<Expected> all = { { "model.embed_tokens.weight", &w.wte, c.vocabSize, d },
                                      { "model.norm.weight", &w.lnFWeight, 1, d },
                                      { "lm_head.weight", &w.lmHead, c.vocabSize, d } };
        for (std::size_t l = 0; l < w.blocks.size(); ++l) {
            const BlockWeights &b = w.blocks[l];
            const std::string h = "model.layers." + std::to_string(l) + ".";
            all.push_back({ h + "input_layernorm.weight", &b.ln1Weight, 1, d });
            all.push_back({ h + "self_attn.q_proj.weight", &b.qProj, q, d });
            all.push_back({ h + "self_attn.k_proj.weight", &b.kProj, kv, d });
            all.push_back({ h + "self_attn.v_proj.weight", &b.vProj, kv, d });
            if (c.qkvBias) {
                all.push_back({ h + "self_attn.q_proj.bias", &b.qBias, 1, q });
                all.push_back({ h + "self_attn.k_proj.bias", &b.kBias, 1, kv });
                all.push_back({ h + "self_attn.v_proj.bias", &b.vBias, 1, kv });
            }
            if (c.qkNorm) {
                all.push_back({ h + "self_attn.q_norm.weight", &b.qNorm, 1, hd });
                all.push_back({ h + "self_attn.k_norm.weight", &b.kNorm, 1, hd });
            }
            all.push_back({ h + "self_attn.o_proj.weight", &b.oProj, d, q });
            if (c.attentionBias) // GPT-OSS: o_proj's bias, and a sink per head
                all.push_back({ h + "self_attn.o_proj.bias", &b.attnProjBias, 1, d });
            if (c.attentionSinks)
                all.push_back({ h + "self_attn.sinks", &b.sinks, 1, c.nHead });
            if (c.sandwichNorms) { // Gemma
                all.push_back({ h + "post_attention_layernorm.weight", &b.postAttnNorm, 1, d });
                all.push_back({ h + "pre_feedforward_layernorm.weight", &b.ln2Weight, 1, d });
                all.push_back({ h + "post_feedforward_layernorm.weight", &b.postFfnNorm, 1, d });
            } else {
                all.push_back({ h + "post_attention_layernorm.weight", &b.ln2Weight, 1, d });
            }
            if (c.moe()) { // GPT-OSS's experts, 3-D tensors read as (E·rows, cols)
                const std::int64_t E = c.numExperts;
                all.push_back({ h + "mlp.router.weight", &b.routerWeight, E, d });
                all.push_back({ h + "mlp.router.bias", &b.routerBias, 1, E });
                all.push_back({ h + "mlp.experts.gate_up_proj", &b.expertsGateUp, E * d, 2 * inner });
                all.push_back({ h + "mlp.experts.gate_up_proj_bias", &b.expertsGateUpBias, E, 2 * inner });
                all.push_back({ h + "mlp.experts.down_proj", &b.expertsDown, E * inner, d });
                all.push_back({ h + "mlp.experts.down_proj_bias", &b.expertsDownBias, E, d });
                continue;
            }
            all.push_back({ h + "mlp.gate_proj.weight", &b.gateProj, inner, d });
            all.push_back({ h + "mlp.up_proj.weight", &b.upProj, inner, d });
            all.push_back({ h + "mlp.down_proj.weight", &b.downProj, d, inner });
        }
        return all;
    }

    // DeepSeek V2 and V3's, as DeepseekV3ForCausalLM saves them: the latent attention (MlaShape)
    // and, on routed layers, the router, each routed expert and the shared experts.
    std::vector<Expected> expectedDeepSeekTensors(const Weights &w)
    {
        const Config &c = w.config;
        const MlaShape &m = c.mla;
        const std::int64_t d = c.nEmbd, H = c.nHead, E = c.numExperts, I = c.expertWidth();
        std::vector<Expected> all = { { "model.embed_tokens.weight", &w.wte, c.vocabSize, d },
                                      { "model.norm.weight", &w.lnFWeight, 1, d },
                                      { "lm_head.weight", &w.lmHead, c.vocabSize, d } };
        for (std::size_t l = 0; l < w.blocks.size(); ++l) {
            const BlockWeights &b = w.blocks[l];
            const std::string h = "model.layers." + std::to_string(l) + ".";
            all.push_back({ h + "input_layernorm.weight", &b.ln1Weight, 1, d });
            if (m.qLoraRank > 0) {
                all.push_back({ h + "self_attn.q_a_proj.weight", &b.qaProj, m.qLoraRank, d });
                all.push_back({ h + "self_attn.q_a_layernorm.weight", &b.qaNorm, 1, m.qLoraRank });
                all.push_back({ h + "self_attn.q_b_proj.weight", &b.qbProj, H * m.qkWidth(), m.qLoraRank });
            } else {
                all.push_back({ h + "self_attn.q_proj.weight", &b.qbProj, H * m.qkWidth(), d });
            }
            all.push_back(
                { h + "self_attn.kv_a_proj_with_mqa.weight", &b.kvaProj, m.kvLoraRank + m.rope, d });
            all.push_back({ h + "self_attn.kv_a_layernorm.weight", &b.kvaNorm, 1, m.kvLoraRank });
            all.push_back({ h + "self_attn.kv_b_proj.weight", &b.kvbProj, H * (m.nope + m.v), m.kvLoraRank });
            all.push_back({ h + "self_attn.o_proj.weight", &b.oProj, d, H * m.v });
            all.push_back({ h + "post_attention_layernorm.weight", &b.ln2Weight, 1, d });
            const int inner = c.denseInner(int(l));
            const std::string mlp = c.moeAt(int(l)) ? "mlp.shared_experts." : "mlp.";
            if (inner > 0) {
                all.push_back({ h + mlp + "gate_proj.weight", &b.gateProj, inner, d });
                all.push_back({ h + mlp + "up_proj.weight", &b.upProj, inner, d });
                all.push_back({ h + mlp + "down_proj.weight", &b.downProj, d, inner });
            }
            if (!c.moeAt(int(l)))
                continue;
            all.push_back({ h + "mlp.gate.weight", &b.routerWeight, E, d });
            if (c.routing == Routing::SigmoidGroups)
                all.push_back({ h + "mlp.gate.e_score_correction_bias", &b.routerCorrection, 1, E });
            if (b.expertGate.size() != std::size_t(E) || b.expertUp.size() != std::size_t(E)
                || b.expertDown.size() != std::size_t(E)) {
                static const TensorView none;
                all.push_back({ h + "mlp.experts", &none, E, 1 }); // reported missing
                continue;
            }
            for (std::int64_t e = 0; e < E; ++e) {
                const std::string x = h + "mlp.experts." + std::to_string(e) + ".";
                const std::size_t at = static_cast<std::size_t>(e);
                all.push_back({ x + "gate_proj.weight", &b.expertGate[at], I, d });
                all.push_back({ x + "up_proj.weight", &b.expertUp[at], I, d });
                all.push_back({ x + "down_proj.weight", &b.expertDown[at], d, I });
            }
        }
        return all;
    }

    // BLOOM's, as BloomModel saves them (a "transformer." in front is dropped on reading), each
    // Linear's weight (out, in).
    std::vector<Expected> expectedBloomTensors(const Weights &w)
    {
        const Config &c = w.config;
        const std::int64_t d = c.nEmbd, inner = c.nInner;
        std::vector<Expected> all = { { "word_embeddings.weight", &w.wte, c.vocabSize, d },
                                      { "word_embeddings_layernorm.weight", &w.embNormWeight, 1, d },
                                      { "word_embeddings_layernorm.bias", &w.embNormBias, 1, d },
                                      { "ln_f.weight", &w.lnFWeight, 1, d },
                                      { "ln_f.bias", &w.lnFBias, 1, d },
                                      { "lm_head.weight", &w.lmHead, c.vocabSize, d } };
        for (std::size_t l = 0; l < w.blocks.size(); ++l) {
            const BlockWeights &b = w.blocks[l];
            const std::string h = "h." + std::to_string(l) + ".";
            all.push_back({ h + "input_layernorm.weight", &b.ln1Weight, 1, d });
            all.push_back({ h + "input_layernorm.bias", &b.ln1Bias, 1, d });
            all.push_back({ h + "self_attention.query_key_value.weight", &b.qkvPerHead, 3 * d, d });
            all.push_back({ h + "self_attention.query_key_value.bias", &b.qkvPerHeadBias, 1, 3 * d });
            all.push_back({ h + "self_attention.dense.weight", &b.oProj, d, d });
            all.push_back({ h + "self_attention.dense.bias", &b.attnProjBias, 1, d });
            all.push_back({ h + "post_attention_layernorm.weight", &b.ln2Weight, 1, d });
            all.push_back({ h + "post_attention_layernorm.bias", &b.ln2Bias, 1, d });
            all.push_back({ h + "mlp.dense_h_to_4h.weight", &b.upProj, inner, d });
            all.push_back({ h + "mlp.dense_h_to_4h.bias", &b.fcBias, 1, inner });
            all.push_back({ h + "mlp.dense_4h_to_h.weight", &b.downProj, d, inner });
            all.push_back({ h + "mlp.dense_4h_to_h.bias", &b.mlpProjBias, 1, d });
        }
        return all;
    }

    std::vector<Expected> expectedTensors(const Weights &w)
    {
        const Config &c = w.config;
        if (c.mla.on())
            return expectedDeepSeekTensors(w);
        if (c.llama())
            return expectedLlamaTensors(w);
        if (c.bloom())
            return expectedBloomTensors(w);
        const std::int64_t d = c.nEmbd, inner = c.nInner;
        std::vector<Expected> all = { { "wte.weight", &w.wte, c.vocabSize, d },
                                      { "wpe.weight", &w.wpe, c.nPositions, d },
                                      { "ln_f.weight", &w.lnFWeight, 1, d },
                                      { "ln_f.bias", &w.lnFBias, 1, d },
                                      { "lm_head.weight", &w.lmHead, c.vocabSize, d } };
        for (std::size_t l = 0; l < w.blocks.size(); ++l) {
            const BlockWeights &b = w.blocks[l];
            const std::string h = "h." + std::to_string(l) + ".";
            all.push_back({ h + "ln_1.weight", &b.ln1Weight, 1, d });
            all.push_back({ h + "ln_1.bias", &b.ln1Bias, 1, d });
            all.push_back({ h + "attn.c_attn.weight", &b.attnWeight, d, 3 * d });
            all.push_back({ h + "attn.c_attn.bias", &b.attnBias, 1, 3 * d });
            all.push_back({ h + "attn.c_proj.weight", &b.attnProjWeight, d, d });
            all.push_back({ h + "attn.c_proj.bias", &b.attnProjBias, 1, d });
            all.push_back({ h + "ln_2.weight", &b.ln2Weight, 1, d });
            all.push_back({ h + "ln_2.bias", &b.ln2Bias, 1, d });
            all.push_back({ h + "mlp.c_fc.weight", &b.fcWeight, d, inner });
            all.push_back({ h + "mlp.c_fc.bias", &b.fcBias, 1, inner });
            all.push_back({ h + "mlp.c_proj.weight", &b.mlpProjWeight, inner, d });
            all.push_back({ h + "mlp.c_proj.bias", &b.mlpProjBias, 1, d });
        }
        return all;
    }

    struct FiniteScan {
        const TensorView *t;
        std::int64_t found;
    };

    // Index of the first of n numbers of type Bits at p whose bits under `mask` are all ones, or -1.
    template <class Bits> std::int64_t firstAllOnes(const unsigned char *p, std::int64_t n, Bits mask)
    {
        for (std::int64_t i = 0; i < n; ++i)
            if ((loadBits<Bits>(p + sizeof(Bits) * i) & mask) == mask)
                return i;
        return -1;
    }

    // Index of the first stored number whose exponent bits are all ones (NaN or ±∞), or -1;
    // inside readMapped().
    void scanFinite(void *context)
    {
        auto &scan = *static_cast<FiniteScan *>(context);
        const TensorView &t = *scan.t;
        const std::int64_t n = t.rows * t.cols;
        switch (t.dtype) {
        case DType::F32:
            scan.found = firstAllOnes<std::uint32_t>(t.data, n, 0x7f800000u);
            return;
        case DType::F16:
            scan.found = firstAllOnes<std::uint16_t>(t.data, n, 0x7c00u);
            return;
        case DType::BF16:
            scan.found = firstAllOnes<std::uint16_t>(t.data, n, 0x7f80u);
            return;
        case DType::F64:
            scan.found = firstAllOnes<std::uint64_t>(t.data, n, 0x7ff0000000000000u);
            return;
        case DType::MXFP4: // every E2M1 number times a power of two is finite
            scan.found = -1;
            return;
        case DType::F8E4M3: { // the numbers (S.1111.111 is NaN), then their blocks' float32 scales
            scan.found = firstAllOnes<std::uint8_t>(t.data, n, 0x7f);
            if (scan.found >= 0)
                return;
            const std::int64_t br = (t.rows + t.blockRows - 1) / t.blockRows;
            const std::int64_t bc = (t.cols + t.blockCols - 1) / t.blockCols;
            if (const std::int64_t b = firstAllOnes<std::uint32_t>(t.scales, br * bc, 0x7f800000u); b >= 0)
                scan.found = (b / bc) * t.blockRows * t.cols + (b % bc) * t.blockCols; // its block's first
            return;
        }
        }
        scan.found = -1;
    }

    std::int64_t firstNonFinite(const TensorView &t)
    {
        FiniteScan scan { &t, -1 };
        if (!readMapped(scanFinite, &scan))
            throw ModelFileChanged();
        return scan.found;
    }

} // namespace

std::string checkWeights(const Weights &w)
{
    const Config &c = w.config;
    if (std::string e = checkConfig(c); !e.empty())
        return e;
    if (static_cast<int>(w.blocks.size()) != c.nLayer)
        return std::to_string(w.blocks.size()) + " blocks, expected n_layer = " + std::to_string(c.nLayer);
    for (const BlockWeights &b : w.blocks)
        if (!b.qkvPerHead.empty() && b.qkvHeadDim != c.dK())
            return "query_key_value's heads are " + std::to_string(b.qkvHeadDim) + " numbers wide, expected "
                + std::to_string(c.dK());
    for (const Expected &e : expectedTensors(w)) {
        if (e.tensor->empty())
            return e.name + " is missing";
        if (e.tensor->rows != e.rows || e.tensor->cols != e.cols)
            return e.name + " has shape " + tensorShapeText(e.tensor->rows, e.tensor->cols) + ", expected "
                + tensorShapeText(e.rows, e.cols);
    }
    return {};
}

std::string checkFinite(const Weights &w, const unsigned char **where)
{
    for (const Expected &e : expectedTensors(w)) {
        if (e.tensor->empty() || (e.tensor == &w.lmHead && w.lmHead.data == w.wte.data))
            continue;
        if (const std::int64_t i = firstNonFinite(*e.tensor); i >= 0) {
            if (where)
                *where = e.tensor->data;
            const std::int64_t cols = std::max<std::int64_t>(e.tensor->cols, 1);
            return e.name + " holds a number that is not finite (NaN or infinity) at "
                + (e.tensor->rows == 1
                       ? "index " + std::to_string(i)
                       : "row " + std::to_string(i / cols) + ", column " + std::to_string(i % cols));
        }
    }
    return {};
}

} // namespace attn::gpt2
