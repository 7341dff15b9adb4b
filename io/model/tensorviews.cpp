// The tensor names of each family (tensorviews.h).
#include "tensorviews.h"

namespace attn::io::detail {

namespace {

    // Views of the GPT-2 layout's tensors into w (names without "transformer.").
    void gpt2Views(gpt2::Weights &w, const TensorLookup &view)
    {
        const gpt2::Config &config = w.config;
        w.wte = view(QStringLiteral("wte.weight"), false);
        w.wpe = view(QStringLiteral("wpe.weight"), false);
        for (int l = 0; l < config.nLayer; ++l) {
            const QString h = QStringLiteral("h.%1.").arg(l);
            gpt2::BlockWeights b;
            b.layer = l;
            b.ln1Weight = view(h + QStringLiteral("ln_1.weight"), false);
            b.ln1Bias = view(h + QStringLiteral("ln_1.bias"), false);
            b.attnWeight = view(h + QStringLiteral("attn.c_attn.weight"), false);
            b.attnBias = view(h + QStringLiteral("attn.c_attn.bias"), false);
            b.attnProjWeight = view(h + QStringLiteral("attn.c_proj.weight"), false);
            b.attnProjBias = view(h + QStringLiteral("attn.c_proj.bias"), false);
            b.ln2Weight = view(h + QStringLiteral("ln_2.weight"), false);
            b.ln2Bias = view(h + QStringLiteral("ln_2.bias"), false);
            b.fcWeight = view(h + QStringLiteral("mlp.c_fc.weight"), false);
            b.fcBias = view(h + QStringLiteral("mlp.c_fc.bias"), false);
            b.mlpProjWeight = view(h + QStringLiteral("mlp.c_proj.weight"), false);
            b.mlpProjBias = view(h + QStringLiteral("mlp.c_proj.bias"), false);
            w.blocks.push_back(b);
        }
        w.lnFWeight = view(QStringLiteral("ln_f.weight"), false);
        w.lnFBias = view(QStringLiteral("ln_f.bias"), false);
        // GPT-2 ties its output embedding to wte; a file that stores lm_head.weight has its own.
        w.lmHead = view(QStringLiteral("lm_head.weight"), true);
        if (w.lmHead.empty())
            w.lmHead = w.wte;
    }

    // The Llama family's names, as LlamaForCausalLM (and Mistral's, Qwen's) saves them.
    void llamaViews(gpt2::Weights &w, const TensorLookup &view)
    {
        const gpt2::Config &c = w.config;
        w.wte = view(QStringLiteral("model.embed_tokens.weight"), false);
        for (int l = 0; l < c.nLayer; ++l) {
            const QString h = QStringLiteral("model.layers.%1.").arg(l);
            auto at = [&](const char *name, bool optional = false) {
                return view(h + QLatin1String(name), optional);
            };
            gpt2::BlockWeights b;
            b.layer = l;
            b.ln1Weight = at("input_layernorm.weight");
            b.qProj = at("self_attn.q_proj.weight");
            b.kProj = at("self_attn.k_proj.weight");
            b.vProj = at("self_attn.v_proj.weight");
            b.oProj = at("self_attn.o_proj.weight");
            if (c.qkvBias) {
                b.qBias = at("self_attn.q_proj.bias");
                b.kBias = at("self_attn.k_proj.bias");
                b.vBias = at("self_attn.v_proj.bias");
            }
            if (c.qkNorm) {
                b.qNorm = at("self_attn.q_norm.weight");
                b.kNorm = at("self_attn.k_norm.weight");
            }
            b.normPlusOne = c.normPlusOne;
            if (c.attentionBias) // GPT-OSS: every projection has a bias
                b.attnProjBias = at("self_attn.o_proj.bias");
            if (c.attentionSinks) // and each head a sink
                b.sinks = at("self_attn.sinks");
            if (c.moe()) { // GPT-OSS: the router and the experts in place of the MLP
                b.ln2Weight = at("post_attention_layernorm.weight");
                b.routerWeight = at("mlp.router.weight");
                b.routerBias = at("mlp.router.bias");
                b.expertsGateUp = at("mlp.experts.gate_up_proj");
                b.expertsGateUpBias = at("mlp.experts.gate_up_proj_bias");
                b.expertsDown = at("mlp.experts.down_proj");
                b.expertsDownBias = at("mlp.experts.down_proj_bias");
                w.blocks.push_back(b);
                continue;
            }
            if (c.sandwichNorms) { // Gemma: post_attention_layernorm follows the attention
                b.postAttnNorm = at("post_attention_layernorm.weight");
                b.ln2Weight = at("pre_feedforward_layernorm.weight");
                b.postFfnNorm = at("post_feedforward_layernorm.weight");
            } else {
                b.ln2Weight = at("post_attention_layernorm.weight");
            }
            b.gateProj = at("mlp.gate_proj.weight");
            b.upProj = at("mlp.up_proj.weight");
            b.downProj = at("mlp.down_proj.weight");
            w.blocks.push_back(b);
        }
        w.lnFWeight = view(QStringLiteral("model.norm.weight"), false);
        w.lmHead = c.tiedEmbeddings ? w.wte : view(QStringLiteral("lm_head.weight"), false);
    }

    // BLOOM's names, as BloomModel saves them (BloomForCausalLM's "transformer." dropped).
    void bloomViews(gpt2::Weights &w, const TensorLookup &view)
    {
        const gpt2::Config &c = w.config;
        w.wte = view(QStringLiteral("word_embeddings.weight"), false);
        w.embNormWeight = view(QStringLiteral("word_embeddings_layernorm.weight"), false);
        w.embNormBias = view(QStringLiteral("word_embeddings_layernorm.bias"), false);
        for (int l = 0; l < c.nLayer; ++l) {
            const QString h = QStringLiteral("h.%1.").arg(l);
            auto at = [&](const char *name) { return view(h + QLatin1String(name), false); };
            gpt2::BlockWeights b;
            b.layer = l;
            b.ln1Weight = at("input_layernorm.weight");
            b.ln1Bias = at("input_layernorm.bias");
            b.qkvPerHead = at("self_attention.query_key_value.weight");
            b.qkvPerHeadBias = at("self_attention.query_key_value.bias");
            b.qkvHeadDim = c.dK();
            b.oProj = at("self_attention.dense.weight");
            b.attnProjBias = at("self_attention.dense.bias");
            b.ln2Weight = at("post_attention_layernorm.weight");
            b.ln2Bias = at("post_attention_layernorm.bias");
            b.upProj = at("mlp.dense_h_to_4h.weight");
            b.fcBias = at("mlp.dense_h_to_4h.bias");
            b.downProj = at("mlp.dense_4h_to_h.weight");
            b.mlpProjBias = at("mlp.dense_4h_to_h.bias");
            w.blocks.push_back(b);
        }
        w.lnFWeight = view(QStringLiteral("ln_f.weight"), false);
        w.lnFBias = view(QStringLiteral("ln_f.bias"), false);
        w.lmHead = c.tiedEmbeddings ? w.wte : view(QStringLiteral("lm_head.weight"), false);
    }

    // DeepSeek V2 and V3's names, as DeepseekV3ForCausalLM saves them: the latent attention, and on
    // routed layers the router (mlp.gate), each expert and the shared experts.
    void deepseekViews(gpt2::Weights &w, const TensorLookup &view)
    {
        const gpt2::Config &c = w.config;
        w.wte = view(QStringLiteral("model.embed_tokens.weight"), false);
        for (int l = 0; l < c.nLayer; ++l) {
            const QString h = QStringLiteral("model.layers.%1.").arg(l);
            auto at = [&](const QString &name) { return view(h + name, false); };
            gpt2::BlockWeights b;
            b.layer = l;
            b.mla = c.mla;
            b.ln1Weight = at(QStringLiteral("input_layernorm.weight"));
            if (c.mla.qLoraRank > 0) {
                b.qaProj = at(QStringLiteral("self_attn.q_a_proj.weight"));
                b.qaNorm = at(QStringLiteral("self_attn.q_a_layernorm.weight"));
                b.qbProj = at(QStringLiteral("self_attn.q_b_proj.weight"));
            } else {
                b.qbProj = at(QStringLiteral("self_attn.q_proj.weight"));
            }
            b.kvaProj = at(QStringLiteral("self_attn.kv_a_proj_with_mqa.weight"));
            b.kvaNorm = at(QStringLiteral("self_attn.kv_a_layernorm.weight"));
            b.kvbProj = at(QStringLiteral("self_attn.kv_b_proj.weight"));
            b.oProj = at(QStringLiteral("self_attn.o_proj.weight"));
            b.ln2Weight = at(QStringLiteral("post_attention_layernorm.weight"));
            const QString mlp = c.moeAt(l) ? QStringLiteral("mlp.shared_experts.") : QStringLiteral("mlp.");
            if (c.denseInner(l) > 0) {
                b.gateProj = at(mlp + QStringLiteral("gate_proj.weight"));
                b.upProj = at(mlp + QStringLiteral("up_proj.weight"));
                b.downProj = at(mlp + QStringLiteral("down_proj.weight"));
            }
            if (c.moeAt(l)) {
                b.routerWeight = at(QStringLiteral("mlp.gate.weight"));
                if (c.routing == gpt2::Routing::SigmoidGroups)
                    b.routerCorrection = at(QStringLiteral("mlp.gate.e_score_correction_bias"));
                for (int e = 0; e < c.numExperts; ++e) {
                    const QString x = QStringLiteral("mlp.experts.%1.").arg(e);
                    b.expertGate.push_back(at(x + QStringLiteral("gate_proj.weight")));
                    b.expertUp.push_back(at(x + QStringLiteral("up_proj.weight")));
                    b.expertDown.push_back(at(x + QStringLiteral("down_proj.weight")));
                }
            }
            w.blocks.push_back(std::move(b));
        }
        w.lnFWeight = view(QStringLiteral("model.norm.weight"), false);
        w.lmHead = c.tiedEmbeddings ? w.wte : view(QStringLiteral("lm_head.weight"), false);
    }

} // namespace

void bindTensors(gpt2::Weights &w, const TensorLookup &view)
{
    if (w.config.mla.on())
        deepseekViews(w, view);
    else if (w.config.llama())
        llamaViews(w, view);
    else if (w.config.bloom())
        bloomViews(w, view);
    else
        gpt2Views(w, view);
}

} // namespace attn::io::detail
