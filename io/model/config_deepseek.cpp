// DeepSeek V2 and V3's config.json (configfields.h): DeepseekV2Config's and DeepseekV3Config's keys
// and defaults, as transformers' modelling code reads them.
#include "configfields.h"

#include "io/fileio.h"
#include "io/iotext.h"

#include <QJsonArray>
#include <QJsonValue>

#include <cmath>

namespace attn::io::detail {

namespace {

    // YaRN's mscale: 1 for a factor ≤ 1, else 0.1·m·ln(factor) + 1.
    double yarnMscale(double factor, double m)
    {
        return factor <= 1 ? 1.0 : 0.1 * m * std::log(factor) + 1.0;
    }

    // The latent attention's sizes (MlaShape); q_lora_rank null: a plain q_proj.
    bool parseMla(const QJsonObject &o, gpt2::Config &c, const Fail &fail)
    {
        const bool plainQ = o.value(QLatin1String("q_lora_rank")).isNull();
        const auto qRank
            = plainQ ? std::optional<int>(0) : wholeNumber(o, "q_lora_rank", 1, 65536, 1536, fail);
        const auto kvRank = qRank ? wholeNumber(o, "kv_lora_rank", 1, 65536, 512, fail) : std::nullopt;
        const auto nope = kvRank ? wholeNumber(o, "qk_nope_head_dim", 0, 2048, 128, fail) : std::nullopt;
        const auto rope = nope ? wholeNumber(o, "qk_rope_head_dim", 2, 2048, 64, fail) : std::nullopt;
        const auto v = rope ? wholeNumber(o, "v_head_dim", 1, 4096, 128, fail) : std::nullopt;
        if (!v)
            return false;
        if (*rope % 2 != 0) {
            //: the names with underscores are keys of config.json, kept; %1 the value found
            fail(IoText::tr("qk_rope_head_dim %1 is odd; RoPE turns pairs of columns").arg(*rope));
            return false;
        }
        c.mla = { .qLoraRank = *qRank, .kvLoraRank = *kvRank, .nope = *nope, .rope = *rope, .v = *v };
        c.headDim = c.mla.headWidth();
        c.nKvHead = c.nHead; // every head its own K and V, made from the one latent
        return true;
    }

    // The mixture of experts: routed experts from layer first_k_dense_replace on, each token's
    // top num_experts_per_tok, beside n_shared_experts shared ones.
    bool parseExperts(const QJsonObject &o, gpt2::Config &c, bool v3, const Fail &fail)
    {
        const auto experts = wholeNumber(o, "n_routed_experts", 1, 4096, v3 ? 256 : 64, fail);
        // DeepseekV2Config has no default for the top-k: its MoE needs one
        const auto perToken = experts
            ? wholeNumber(o, "num_experts_per_tok", 1, 4096, v3 ? std::optional<int>(8) : std::nullopt, fail)
            : std::nullopt;
        const auto expertInner = perToken
            ? wholeNumber(o, "moe_intermediate_size", 1, 1 << 18, v3 ? 2048 : 1407, fail)
            : std::nullopt;
        const auto shared = expertInner ? wholeNumber(o, "n_shared_experts", 0, 4096, v3 ? 1 : 2, fail, true)
                                        : std::nullopt;
        const auto dense
            = shared ? wholeNumber(o, "first_k_dense_replace", 0, 1 << 20, v3 ? 3 : 0, fail) : std::nullopt;
        const auto groups = dense ? wholeNumber(o, "n_group", 1, 4096, v3 ? 8 : 1, fail, true) : std::nullopt;
        const auto kept
            = groups ? wholeNumber(o, "topk_group", 1, 4096, v3 ? 4 : 1, fail, true) : std::nullopt;
        const auto scale
            = kept ? positiveNumber(o, "routed_scaling_factor", v3 ? 2.5 : 1.0, 1e6, fail) : std::nullopt;
        if (!scale)
            return false;
        c.numExperts = *experts;
        c.expertsPerToken = *perToken;
        c.expertInner = *expertInner;
        c.sharedExperts = *shared;
        c.firstDenseLayers = *dense;
        c.expertGroups = *groups;
        c.groupsKept = *kept;
        c.routedScale = *scale;
        if (c.expertsPerToken > c.numExperts)
            return fail(
                       //: the names with underscores are keys of config.json, kept; %1 experts each token
                       //: goes to, %2 the experts there are
                       IoText::tr("num_experts_per_tok %1 is more than the %2 experts (n_routed_experts)")
                           .arg(c.expertsPerToken)
                           .arg(c.numExperts)),
                   false;
        if (c.numExperts % c.expertGroups != 0 || c.groupsKept > c.expertGroups)
            //: the names with underscores are keys of config.json, kept; %1 the groups, %2 the experts, %3
            //: the groups kept
            return fail(IoText::tr(
                            "n_group %1 must divide the %2 experts, and topk_group %3 be at most n_group")
                            .arg(c.expertGroups)
                            .arg(c.numExperts)
                            .arg(c.groupsKept)),
                   false;
        if (v3) { // σ, groups by their two best, the correction bias; renormalised where norm_topk_prob
            c.routing = gpt2::Routing::SigmoidGroups;
            const auto norm = flag(o, "norm_topk_prob", true, fail);
            if (!norm)
                return false;
            c.normTopK = *norm;
            return true;
        }
        // V2: a softmax over every expert; greedy top-k, or groups by their best (transformers
        // reads no norm_topk_prob for V2)
        c.routing = gpt2::Routing::SoftmaxGroups;
        const QJsonValue method = o.value(QLatin1String("topk_method"));
        const QString m
            = method.isUndefined() || method.isNull() ? QStringLiteral("greedy") : method.toString();
        if (m == QLatin1String("greedy"))
            c.expertGroups = c.groupsKept = 1;
        else if (m != QLatin1String("group_limited_greedy"))
            //: the names with underscores are keys of config.json, kept; greedy kept too; %1 the value found
            return fail(IoText::tr("topk_method \"%1\" is not supported (greedy or group_limited_greedy)")
                            .arg(printableName(m.left(40)))),
                   false;
        return true;
    }

    // rope_scaling (or rope_parameters), YaRN's included, and what V3 multiplies its scale by.
    bool parseDeepSeekRope(const QJsonObject &o, gpt2::Config &c, bool v3, const Fail &fail)
    {
        const auto theta = positiveNumber(o, "rope_theta", 10000, 1e12, fail);
        if (!theta)
            return false;
        c.rope.theta = *theta;
        QJsonValue scaling = o.value(QLatin1String("rope_scaling"));
        if (scaling.isUndefined() || scaling.isNull())
            scaling = o.value(QLatin1String("rope_parameters"));
        if (scaling.isObject() && scaling.toObject().contains(QLatin1String("rope_theta"))) {
            const auto t = positiveNumber(scaling.toObject(), "rope_theta", 10000, 1e12, fail);
            if (!t)
                return false;
            c.rope.theta = *t;
        }
        if (!parseRopeScaling(scaling, c.rope.scaling, fail, c.nPositions, c.rope.theta))
            return false;
        // V3 only: × mscale(factor, mscale_all_dim)² where the rope is scaled (its written factor)
        if (v3 && c.rope.scaling.type != RopeScaling::Type::None) {
            const QJsonObject s = scaling.toObject();
            const double all = s.value(QLatin1String("mscale_all_dim")).toDouble(0);
            const double factor = s.value(QLatin1String("factor")).toDouble(c.rope.scaling.factor);
            if (all != 0) {
                const double m = yarnMscale(factor, all);
                c.scaleFactor = m * m;
            }
        }
        if (v3) {
            const auto interleave = flag(o, "rope_interleave", true, fail);
            if (!interleave)
                return false;
            c.mla.interleaved = *interleave;
        } else {
            c.mla.interleaved = true; // V2 turns complex pairs (2c, 2c+1), always
        }
        return true;
    }

} // namespace

std::optional<gpt2::Config> parseDeepSeekConfig(const QJsonObject &o, const QString &type, const Fail &fail)
{
    const bool v3 = type == QLatin1String("deepseek_v3");
    gpt2::Config c;
    c.family = gpt2::Family::Llama;
    c.modelType = type.toStdString();
    const auto layers = wholeNumber(o, "num_hidden_layers", 1, 1024, v3 ? 61 : 32, fail);
    const auto heads
        = layers ? wholeNumber(o, "num_attention_heads", 1, 1024, v3 ? 128 : 32, fail) : std::nullopt;
    const auto width = heads ? wholeNumber(o, "hidden_size", 1, 65536, v3 ? 7168 : 4096, fail) : std::nullopt;
    const auto inner
        = width ? wholeNumber(o, "intermediate_size", 1, 1 << 18, v3 ? 18432 : 11008, fail) : std::nullopt;
    const auto vocab
        = inner ? wholeNumber(o, "vocab_size", 1, 1 << 24, v3 ? 129280 : 32000, fail) : std::nullopt;
    const auto positions = vocab
        ? wholeNumber(o, "max_position_embeddings", 1, 1 << 20, v3 ? 4096 : 2048, fail)
        : std::nullopt;
    const auto eps = positions ? positiveNumber(o, "rms_norm_eps", 1e-6, 1, fail) : std::nullopt;
    const auto tied = eps ? flag(o, "tie_word_embeddings", false, fail) : std::nullopt;
    const auto bias = tied ? flag(o, "attention_bias", false, fail) : std::nullopt;
    const auto mlpBias = bias ? flag(o, "mlp_bias", false, fail) : std::nullopt;
    if (!mlpBias)
        return std::nullopt;
    c.nLayer = *layers;
    c.nHead = *heads;
    c.nEmbd = *width;
    c.nInner = *inner;
    c.vocabSize = *vocab;
    c.nPositions = *positions;
    c.layerNormEpsilon = *eps;
    c.tiedEmbeddings = *tied;
    if (*bias)
        //: the names with underscores are keys of config.json, kept; true kept too
        return fail(IoText::tr("attention_bias: true is not supported (biases on q_a_proj, "
                               "kv_a_proj_with_mqa and o_proj)"));
    if (*mlpBias)
        //: the names with underscores are keys of config.json, kept; true kept too
        return fail(IoText::tr("mlp_bias: true is not supported"));
    const QJsonValue act = o.value(QLatin1String("hidden_act"));
    if (!act.isUndefined() && !act.isNull() && act.toString() != QLatin1String("silu"))
        //: the names with underscores are keys of config.json, kept; silu kept too; %1 the value found
        return fail(IoText::tr("hidden_act \"%1\" is not supported (DeepSeek's MLPs use silu)")
                        //: shown in a message in place of a value of config.json that is not a string
                        .arg(printableName(act.toString(IoText::tr("(not a string)")).left(40))));
    if (!parseMla(o, c, fail) || !parseExperts(o, c, v3, fail) || !parseDeepSeekRope(o, c, v3, fail))
        return std::nullopt;
    if (v3) { // the published V3 and R1 store one more layer, for multi-token prediction, not run here
        const auto extra = wholeNumber(o, "num_nextn_predict_layers", 0, 16, 0, fail);
        if (!extra)
            return std::nullopt;
        c.unusedLayers = *extra;
    }
    const QJsonValue quant = o.value(QLatin1String("quantization_config"));
    if (quant.isObject()) { // FP8 in blocks (DeepSeek V3 as published)
        const QJsonObject q = quant.toObject();
        if (q.value(QLatin1String("quant_method")).toString() != QLatin1String("fp8"))
            //: the names with underscores are keys of config.json, kept; fp8 kept too; %1 the value found
            return fail(IoText::tr("quantization_config quant_method \"%1\" is not supported (fp8 is)")
                            .arg(printableName(q.value(QLatin1String("quant_method")).toString().left(40))));
        const QJsonValue block = q.value(QLatin1String("weight_block_size"));
        if (!block.isUndefined() && !block.isNull()) {
            const QJsonArray b = block.toArray();
            auto side = [](const QJsonValue &v) {
                const double x = v.toDouble(-1);
                return v.isDouble() && x == std::floor(x) && x >= 1 && x <= 65536 ? int(x) : 0;
            };
            if (b.size() != 2 || !side(b[0]) || !side(b[1]))
                //: the names with underscores are keys of config.json, kept
                return fail(
                    IoText::tr("quantization_config weight_block_size is not two whole numbers in 1…65536"));
            c.fp8Block = { side(b[0]), side(b[1]) };
        }
    }
    return c;
}

} // namespace attn::io::detail
