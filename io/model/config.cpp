// Reading config.json (config.h).
#include "config.h"
#include "configfields.h"

#include "io/fileio.h"
#include "io/iotext.h"
#include "io/strictjson.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cmath>
#include <functional>

namespace attn::io {

namespace {

    struct SizeField {
        const char *name;
        int gpt2::Config::*field;
        int max;
        const char *fallback; // read this key when `name` is absent (older configs), or nullptr
    };

} // namespace

namespace detail {
    namespace {

        // Llama, Mistral, Qwen 2 and Qwen 3: one block, told apart by a few switches.
        std::optional<gpt2::Config> parseLlamaConfig(const QJsonObject &o, const QString &type,
                                                     const Fail &fail)
        {
            gpt2::Config c;
            c.family = gpt2::Family::Llama;
            c.modelType = type.toStdString();
            const auto layers = wholeNumber(o, "num_hidden_layers", 1, 1024, std::nullopt, fail);
            const auto heads
                = layers ? wholeNumber(o, "num_attention_heads", 1, 1024, std::nullopt, fail) : std::nullopt;
            const auto width
                = heads ? wholeNumber(o, "hidden_size", 1, 65536, std::nullopt, fail) : std::nullopt;
            const auto inner
                = width ? wholeNumber(o, "intermediate_size", 1, 1 << 18, std::nullopt, fail) : std::nullopt;
            const auto vocab
                = inner ? wholeNumber(o, "vocab_size", 1, 1 << 24, std::nullopt, fail) : std::nullopt;
            const auto positions
                = vocab ? wholeNumber(o, "max_position_embeddings", 1, 1 << 20, 2048, fail) : std::nullopt;
            const auto kv = positions ? wholeNumber(o, "num_key_value_heads", 1, 1024, *heads, fail, true)
                                      : std::nullopt;
            const auto headDim = kv ? wholeNumber(o, "head_dim", 2, 4096, 0, fail, true) : std::nullopt;
            if (!headDim)
                return std::nullopt;
            c.nLayer = *layers;
            c.nHead = *heads;
            c.nEmbd = *width;
            c.nInner = *inner;
            c.vocabSize = *vocab;
            c.nPositions = *positions;
            c.nKvHead = *kv;
            c.headDim = *headDim;
            if (c.headDim == 0 && c.nEmbd % c.nHead != 0)
                return fail(
                    //: the names with underscores are keys of config.json, kept; %1 the number of heads, %2
                    //: the model's width
                    IoText::tr("num_attention_heads %1 does not divide hidden_size %2 (and no head_dim)")
                        .arg(c.nHead)
                        .arg(c.nEmbd));
            if (!rotatableHeads(c, fail))
                return std::nullopt;
            const auto eps = positiveNumber(o, "rms_norm_eps", 1e-6, 1, fail);
            const auto theta = eps ? positiveNumber(o, "rope_theta", 10000, 1e12, fail) : std::nullopt;
            if (!theta)
                return std::nullopt;
            c.layerNormEpsilon = *eps;
            c.rope.theta = *theta;
            if (!parseRopeScaling(o.value(QLatin1String("rope_scaling")), c.rope.scaling, fail, c.nPositions,
                                  c.rope.theta))
                return std::nullopt;
            const QJsonValue act = o.value(QLatin1String("hidden_act"));
            const QString activation
                //: shown in a message in place of a value of config.json that is not a string
                = act.isUndefined() ? QStringLiteral("silu") : act.toString(IoText::tr("(not a string)"));
            if (activation != QLatin1String("silu"))
                return fail(
                    //: the names with underscores are keys of config.json, kept; silu kept too; %1 the value
                    //: found
                    IoText::tr("hidden_act \"%1\" is not supported (the Llama family's MLP uses silu)")
                        .arg(printableName(activation.left(40))));
            const QJsonValue partial = o.value(QLatin1String("partial_rotary_factor"));
            if (!partial.isUndefined() && !partial.isNull() && partial.toDouble(0) != 1.0)
                //: the names with underscores are keys of config.json, kept
                return fail(IoText::tr("partial_rotary_factor other than 1 is not supported"));
            const auto tied = flag(o, "tie_word_embeddings", false, fail);
            const auto attentionBias = tied ? flag(o, "attention_bias", false, fail) : std::nullopt;
            const auto mlpBias = attentionBias ? flag(o, "mlp_bias", false, fail) : std::nullopt;
            const auto useWindow = mlpBias ? flag(o, "use_sliding_window", false, fail) : std::nullopt;
            if (!useWindow)
                return std::nullopt;
            if (*attentionBias)
                return fail(
                    //: the names with underscores are keys of config.json, kept; true kept too
                    IoText::tr("attention_bias: true is not supported (biases on every projection)"));
            if (*mlpBias)
                //: the names with underscores are keys of config.json, kept; true kept too
                return fail(IoText::tr("mlp_bias: true is not supported"));
            c.tiedEmbeddings = *tied;
            c.qkvBias = type == QLatin1String("qwen2"); // Qwen 2 always has b_Q, b_K, b_V
            c.qkNorm = type == QLatin1String("qwen3"); // Qwen 3 always has q_norm, k_norm
            if (type == QLatin1String("qwen2") || type == QLatin1String("qwen3")) {
                if (*useWindow) // Qwen's per-layer window rule (max_window_layers) is not built
                    //: the names with underscores are keys of config.json, kept; true kept too
                    return fail(IoText::tr("use_sliding_window: true is not supported"));
            } else if (type == QLatin1String("mistral")) {
                // Hugging Face's MistralConfig: 4096 when the key is absent, none when it is null.
                const bool none = o.value(QLatin1String("sliding_window")).isNull();
                const auto window
                    = none ? std::optional<int>(0) : wholeNumber(o, "sliding_window", 1, 1 << 24, 4096, fail);
                if (!window)
                    return std::nullopt;
                c.slidingWindow = *window;
            }
            return c;
        }

        // A soft-cap: absent → the default, null → none, else a number above 0.
        std::optional<double> softcapOf(const QJsonObject &o, const char *name, double fallback,
                                        const Fail &fail)
        {
            const QJsonValue v = o.value(QLatin1String(name));
            if (v.isUndefined())
                return fallback;
            if (v.isNull())
                return 0.0;
            if (!v.isDouble() || !(v.toDouble() > 0) || v.toDouble() > 1e6)
                return fail(
                    //: %1 a key of config.json
                    IoText::tr("%1 must be null or a number in (0, 1000000]").arg(QLatin1String(name)));
            return v.toDouble();
        }

        // layer_types: one "sliding_attention" or "full_attention" per layer; absent → the family's pattern
        // (Gemma 2: even layers slide; Gemma 3: every `pattern`-th layer is global).
        bool parseLayerTypes(const QJsonObject &o, gpt2::Config &c, int pattern, const Fail &fail)
        {
            const QJsonValue v = o.value(QLatin1String("layer_types"));
            c.slidingLayers.clear();
            if (v.isUndefined() || v.isNull()) {
                for (int l = 0; l < c.nLayer; ++l)
                    c.slidingLayers.push_back((l + 1) % pattern != 0);
                return true;
            }
            const QJsonArray a = v.toArray();
            if (!v.isArray() || a.size() != c.nLayer) {
                fail(
                    //: the names with underscores are keys of config.json, kept; %1 the number of layers
                    IoText::tr("layer_types must list one type for each of the %1 layers").arg(c.nLayer));
                return false;
            }
            for (const QJsonValue t : a) {
                if (t.toString() == QLatin1String("sliding_attention"))
                    c.slidingLayers.push_back(true);
                else if (t.toString() == QLatin1String("full_attention"))
                    c.slidingLayers.push_back(false);
                else {
                    fail(
                        //: the names with underscores are keys of config.json, kept; %1 the value found
                        IoText::tr("layer_types has \"%1\"; expected sliding_attention or full_attention")
                            //: shown in a message in place of a value of config.json that is not a string
                            .arg(printableName(t.toString(IoText::tr("(not a string)")).left(40))));
                    return false;
                }
            }
            return true;
        }

        // Gemma 2 and Gemma 3's text model: the Llama family's block with Gemma's changes
        // (core/model/gpt2.h's Config: the √d embedding scale, the (1 + w) norms, the four norms around
        // attention and MLP, GELU's tanh form, query_pre_attn_scalar, soft-caps, local and global
        // layers), with Gemma2Config's and Gemma3TextConfig's defaults for what is absent.
        std::optional<gpt2::Config> parseGemmaConfig(const QJsonObject &o, const QString &type,
                                                     const Fail &fail)
        {
            const bool three = type == QLatin1String("gemma3_text");
            gpt2::Config c;
            c.family = gpt2::Family::Llama;
            c.modelType = type.toStdString();
            const auto vocab = wholeNumber(o, "vocab_size", 1, 1 << 24, three ? 262208 : 256000, fail);
            const auto width = vocab ? wholeNumber(o, "hidden_size", 1, 65536, 2304, fail) : std::nullopt;
            const auto inner
                = width ? wholeNumber(o, "intermediate_size", 1, 1 << 18, 9216, fail) : std::nullopt;
            const auto layers = inner ? wholeNumber(o, "num_hidden_layers", 1, 1024, 26, fail) : std::nullopt;
            const auto heads
                = layers ? wholeNumber(o, "num_attention_heads", 1, 1024, 8, fail) : std::nullopt;
            const auto kv
                = heads ? wholeNumber(o, "num_key_value_heads", 1, 1024, 4, fail, true) : std::nullopt;
            const auto headDim = kv ? wholeNumber(o, "head_dim", 2, 4096, 256, fail, true) : std::nullopt;
            const auto positions = headDim
                ? wholeNumber(o, "max_position_embeddings", 1, 1 << 20, three ? 131072 : 8192, fail)
                : std::nullopt;
            const auto eps = positions ? positiveNumber(o, "rms_norm_eps", 1e-6, 1, fail) : std::nullopt;
            const auto theta
                = eps ? positiveNumber(o, "rope_theta", three ? 1e6 : 10000, 1e12, fail) : std::nullopt;
            const auto scalar
                = theta ? positiveNumber(o, "query_pre_attn_scalar", 256, 1e9, fail) : std::nullopt;
            const auto attnCap
                = scalar ? softcapOf(o, "attn_logit_softcapping", three ? 0 : 50, fail) : std::nullopt;
            const auto finalCap
                = attnCap ? softcapOf(o, "final_logit_softcapping", three ? 0 : 30, fail) : std::nullopt;
            const auto tied = finalCap ? flag(o, "tie_word_embeddings", true, fail) : std::nullopt;
            const auto bias = tied ? flag(o, "attention_bias", false, fail) : std::nullopt;
            const auto both = bias ? flag(o, "use_bidirectional_attention", false, fail) : std::nullopt;
            if (!both)
                return std::nullopt;
            if (*bias)
                return fail(IoText::tr("attention_bias: true is not supported (biases on every projection)"));
            if (*both)
                //: the names with underscores are keys of config.json, kept; true kept too
                return fail(
                    IoText::tr("use_bidirectional_attention: true is not supported (the pass is causal)"));
            c.vocabSize = *vocab;
            c.nEmbd = *width;
            c.nInner = *inner;
            c.nLayer = *layers;
            c.nHead = *heads;
            c.nKvHead = *kv;
            c.headDim = *headDim;
            c.nPositions = *positions;
            c.layerNormEpsilon = *eps;
            c.rope.theta = *theta;
            c.queryPreAttnScalar = *scalar;
            c.attnSoftcap = *attnCap;
            c.finalSoftcap = *finalCap;
            c.tiedEmbeddings = *tied;
            if (c.headDim == 0)
                c.headDim = 256;
            if (!rotatableHeads(c, fail))
                return std::nullopt;
            const QJsonValue act = o.contains(QLatin1String("hidden_activation"))
                ? o.value(QLatin1String("hidden_activation"))
                : o.value(QLatin1String("hidden_act"));
            const QString activation = act.isUndefined() || act.isNull()
                ? QStringLiteral("gelu_pytorch_tanh")
                //: shown in a message in place of a value of config.json that is not a string
                : act.toString(IoText::tr("(not a string)"));
            if (activation != QLatin1String("gelu_pytorch_tanh"))
                return fail(
                    //: the names with underscores are keys of config.json, kept; gelu_pytorch_tanh kept too;
                    //: %1 the value found
                    IoText::tr(
                        "hidden_activation \"%1\" is not supported (Gemma's MLP uses gelu_pytorch_tanh)")
                        .arg(printableName(activation.left(40))));
            // The window of the sliding layers (transformers has none to give them when it is null).
            if (o.value(QLatin1String("sliding_window")).isNull())
                //: the names with underscores are keys of config.json, kept; null kept too; %1 the model type
                //: (gemma2…)
                return fail(IoText::tr("sliding_window is null; %1's sliding layers need one").arg(type));
            const auto window = wholeNumber(o, "sliding_window", 1, 1 << 24, 4096, fail);
            if (!window)
                return std::nullopt;
            c.slidingWindow = *window;
            int pattern = 2; // Gemma 2: layers 0, 2, 4 … slide
            if (three) {
                const char *key = o.contains(QLatin1String("sliding_window_pattern"))
                    ? "sliding_window_pattern"
                    : "_sliding_window_pattern";
                const auto p = wholeNumber(o, key, 1, 1024, 6, fail, true);
                if (!p)
                    return std::nullopt;
                pattern = *p;
            }
            if (!parseLayerTypes(o, c, pattern, fail))
                return std::nullopt;
            if (three) { // global layers: rope_theta with rope_scaling; local ones: rope_local_base_freq,
                         // plain
                if (!parseRopeScaling(o.value(QLatin1String("rope_scaling")), c.rope.scaling, fail,
                                      c.nPositions, c.rope.theta))
                    return std::nullopt;
                const auto local = positiveNumber(o, "rope_local_base_freq", 10000, 1e12, fail);
                if (!local)
                    return std::nullopt;
                c.localRope = Rope { .theta = *local };
                c.qkNorm = true;
            } else if (const QJsonValue scaling = o.value(QLatin1String("rope_scaling"));
                       !scaling.isUndefined() && !scaling.isNull()) {
                //: the names with underscores are keys of config.json, kept; gemma2 kept too
                return fail(IoText::tr("rope_scaling is not supported for gemma2"));
            }
            c.embedScale = std::sqrt(double(c.nEmbd));
            c.normPlusOne = true;
            c.sandwichNorms = true;
            c.geluMlp = true;
            return c;
        }

        // GPT-OSS: the Llama family's block with q/k/v/o biases, a sink per head, local and global
        // layers, YaRN, and a mixture of experts for the MLP; GptOssConfig's defaults where absent.
        std::optional<gpt2::Config> parseGptOssConfig(const QJsonObject &o, const Fail &fail)
        {
            gpt2::Config c;
            c.family = gpt2::Family::Llama;
            c.modelType = "gpt_oss";
            const auto layers = wholeNumber(o, "num_hidden_layers", 1, 1024, 36, fail);
            const char *expertsKey
                = o.contains(QLatin1String("num_local_experts")) ? "num_local_experts" : "num_experts";
            const auto experts = layers ? wholeNumber(o, expertsKey, 1, 4096, 128, fail) : std::nullopt;
            const auto perToken
                = experts ? wholeNumber(o, "num_experts_per_tok", 1, 4096, 4, fail) : std::nullopt;
            const auto vocab
                = perToken ? wholeNumber(o, "vocab_size", 1, 1 << 24, 201088, fail) : std::nullopt;
            const auto width = vocab ? wholeNumber(o, "hidden_size", 1, 65536, 2880, fail) : std::nullopt;
            const auto inner
                = width ? wholeNumber(o, "intermediate_size", 1, 1 << 18, 2880, fail) : std::nullopt;
            const auto heads
                = inner ? wholeNumber(o, "num_attention_heads", 1, 1024, 64, fail) : std::nullopt;
            // GptOssConfig: 8 K/V heads when the key is absent, as many as the heads when it is null
            const bool kvNull = o.value(QLatin1String("num_key_value_heads")).isNull();
            std::optional<int> kv;
            if (heads)
                kv = kvNull ? heads : wholeNumber(o, "num_key_value_heads", 1, 1024, 8, fail);
            const auto headDim = kv ? wholeNumber(o, "head_dim", 2, 4096, 64, fail, true) : std::nullopt;
            const auto positions = headDim
                ? wholeNumber(o, "max_position_embeddings", 1, 1 << 20, 131072, fail)
                : std::nullopt;
            const auto eps = positions ? positiveNumber(o, "rms_norm_eps", 1e-5, 1, fail) : std::nullopt;
            const auto theta = eps ? positiveNumber(o, "rope_theta", 150000, 1e12, fail) : std::nullopt;
            const auto limit = theta ? positiveNumber(o, "swiglu_limit", 7.0, 1e6, fail) : std::nullopt;
            const auto alpha = limit ? positiveNumber(o, "swiglu_alpha", 1.702, 1e6, fail) : std::nullopt;
            const auto tied = alpha ? flag(o, "tie_word_embeddings", false, fail) : std::nullopt;
            const auto bias = tied ? flag(o, "attention_bias", true, fail) : std::nullopt;
            if (!bias)
                return std::nullopt;
            c.nLayer = *layers;
            c.numExperts = *experts;
            c.expertsPerToken = *perToken;
            c.vocabSize = *vocab;
            c.nEmbd = *width;
            c.nInner = *inner;
            c.nHead = *heads;
            c.nKvHead = *kv;
            c.headDim = *headDim;
            c.nPositions = *positions;
            c.layerNormEpsilon = *eps;
            c.rope.theta = *theta;
            c.swigluLimit = *limit;
            c.swigluAlpha = *alpha;
            c.tiedEmbeddings = *tied;
            c.qkvBias = c.attentionBias = *bias;
            c.attentionSinks = true;
            if (c.expertsPerToken > c.numExperts)
                return fail(
                    //: the names with underscores are keys of config.json, kept; %1 experts each token goes
                    //: to, %2 the experts there are
                    IoText::tr("num_experts_per_tok %1 is more than the %2 experts (num_local_experts)")
                        .arg(c.expertsPerToken)
                        .arg(c.numExperts));
            if (!rotatableHeads(c, fail))
                return std::nullopt;
            const QJsonValue act = o.value(QLatin1String("hidden_act"));
            if (!act.isUndefined() && !act.isNull() && act.toString() != QLatin1String("silu"))
                return fail(
                    //: the names with underscores are keys of config.json, kept; silu kept too; %1 the value
                    //: found
                    IoText::tr(
                        "hidden_act \"%1\" is not supported (GPT-OSS's experts use their clamped silu)")
                        //: shown in a message in place of a value of config.json that is not a string
                        .arg(printableName(act.toString(IoText::tr("(not a string)")).left(40))));
            if (o.value(QLatin1String("sliding_window")).isNull())
                //: the names with underscores are keys of config.json, kept; null and gpt_oss kept too
                return fail(IoText::tr("sliding_window is null; gpt_oss's sliding layers need one"));
            const auto window = wholeNumber(o, "sliding_window", 1, 1 << 24, 128, fail);
            if (!window || !parseLayerTypes(o, c, 2, fail))
                return std::nullopt;
            c.slidingWindow = *window;
            // rope_scaling (the older key) or rope_parameters; absent: GptOssConfig's YaRN
            QJsonValue scaling = o.value(QLatin1String("rope_scaling"));
            if (scaling.isUndefined() || scaling.isNull())
                scaling = o.value(QLatin1String("rope_parameters"));
            if (scaling.isUndefined() || scaling.isNull())
                scaling
                    = QJsonObject { { "rope_type", "yarn" }, { "factor", 32.0 },
                                    { "beta_fast", 32.0 },   { "beta_slow", 1.0 },
                                    { "truncate", false },   { "original_max_position_embeddings", 4096 } };
            if (scaling.isObject() && scaling.toObject().contains(QLatin1String("rope_theta"))) {
                const auto t = positiveNumber(scaling.toObject(), "rope_theta", 150000, 1e12, fail);
                if (!t)
                    return std::nullopt;
                c.rope.theta = *t;
            }
            if (!parseRopeScaling(scaling, c.rope.scaling, fail, c.nPositions, c.rope.theta))
                return std::nullopt;
            const QJsonValue quant = o.value(QLatin1String("quantization_config"));
            if (quant.isObject()
                && quant.toObject().value(QLatin1String("quant_method")).toString() != QLatin1String("mxfp4"))
                return fail(
                    //: the names with underscores are keys of config.json, kept; mxfp4 kept too; %1 the value
                    //: found
                    IoText::tr("quantization_config quant_method \"%1\" is not supported (mxfp4 is)")
                        .arg(printableName(
                            quant.toObject().value(QLatin1String("quant_method")).toString().left(40))));
            return c;
        }

        // BLOOM: BloomConfig's keys (n_layer and n_head, or their aliases num_hidden_layers and
        // num_attention_heads; hidden_size, or the older n_embed) and its defaults for what is absent.
        std::optional<gpt2::Config> parseBloomConfig(const QJsonObject &o, const Fail &fail)
        {
            gpt2::Config c;
            c.family = gpt2::Family::Bloom;
            c.modelType = "bloom";
            // `winner` over `other` where a file has both, as BloomConfig reads them: its attribute map
            // lets num_hidden_layers and num_attention_heads overwrite n_layer and n_head, and n_embed
            // replaces hidden_size.
            auto either = [&](const char *winner, const char *other, int hi, int fallback) {
                return o.contains(QLatin1String(winner)) ? wholeNumber(o, winner, 1, hi, fallback, fail)
                                                         : wholeNumber(o, other, 1, hi, fallback, fail);
            };
            const auto layers = either("num_hidden_layers", "n_layer", 1024, 2);
            const auto heads = layers ? either("num_attention_heads", "n_head", 1024, 8) : std::nullopt;
            const auto width = heads ? either("n_embed", "hidden_size", 65536, 64) : std::nullopt;
            const auto vocab = width ? wholeNumber(o, "vocab_size", 1, 1 << 24, 250880, fail) : std::nullopt;
            const auto eps = vocab ? positiveNumber(o, "layer_norm_epsilon", 1e-5, 1, fail) : std::nullopt;
            const auto tied = eps ? flag(o, "tie_word_embeddings", true, fail) : std::nullopt;
            const auto postNorm
                = tied ? flag(o, "apply_residual_connection_post_layernorm", false, fail) : std::nullopt;
            if (!postNorm)
                return std::nullopt;
            if (*postNorm)
                //: the names with underscores are keys of config.json, kept; true kept too
                return fail(IoText::tr("apply_residual_connection_post_layernorm: true is not supported "
                                       "(the residual taken after the norm)"));
            c.nLayer = *layers;
            c.nHead = *heads;
            c.nEmbd = *width;
            c.nInner = 4 * c.nEmbd; // BloomMLP: dense_h_to_4h, whatever n_inner says
            c.vocabSize = *vocab;
            c.layerNormEpsilon = *eps;
            c.tiedEmbeddings = *tied;
            // No position table: ALiBi's term grows with the distance, so no count of positions is
            // the model's; this bounds one pass (the memory check comes before it).
            c.nPositions = gpt2::kAlibiPositions;
            if (c.nEmbd % c.nHead != 0)
                return fail(
                    //: the names with underscores are keys of config.json, kept; %1 the number of heads, %2
                    //: the model's width
                    IoText::tr("n_head %1 does not divide hidden_size %2").arg(c.nHead).arg(c.nEmbd));
            return c;
        }

    } // namespace

} // namespace detail

using namespace detail;

std::optional<gpt2::Config> parseModelConfig(const QByteArray &json, const QString &label, QString *error)
{
    Fail fail = [&](const QString &message) {
        if (error)
            *error = QStringLiteral("%1: %2").arg(label, message);
        return std::nullopt;
    };
    QString problem; // duplicate keys refused, as in sessions: the file means what it says
    const auto parsed = parseStrictJson(json, &problem);
    if (!parsed)
        return fail(problem);
    const QJsonDocument &doc = *parsed;
    if (!doc.isObject())
        return fail(IoText::tr("not a JSON object"));
    const QJsonObject o = doc.object();

    const QJsonValue type = o.value(QLatin1String("model_type"));
    if (!type.isString())
        //: model_type and the model types listed are config.json's words, kept
        return fail(IoText::tr("model_type is missing; expected gpt2, llama, mistral, qwen2, qwen3, "
                               "gemma2, gemma3_text, gpt_oss, deepseek_v2, deepseek_v3 or bloom"));
    const QString t = type.toString();
    if (t == QLatin1String("bloom"))
        return parseBloomConfig(o, fail);
    if (t == QLatin1String("gemma2") || t == QLatin1String("gemma3_text"))
        return parseGemmaConfig(o, t, fail);
    if (t == QLatin1String("gpt_oss"))
        return parseGptOssConfig(o, fail);
    if (t == QLatin1String("deepseek_v3") || t == QLatin1String("deepseek_v2"))
        return parseDeepSeekConfig(o, t, fail);
    if (t == QLatin1String("llama") || t == QLatin1String("mistral") || t == QLatin1String("qwen2")
        || t == QLatin1String("qwen3"))
        return parseLlamaConfig(o, t, fail);
    if (t != QLatin1String("gpt2"))
        //: model_type and the model types listed are config.json's words, kept; %1 the value found
        return fail(IoText::tr("model_type is \"%1\"; supported are gpt2, llama, mistral, qwen2, qwen3, "
                               "gemma2, gemma3_text, gpt_oss, deepseek_v2, deepseek_v3 and bloom")
                        .arg(printableName(t.left(40))));

    gpt2::Config c;
    // Limits far above any GPT-2 (XL: 48 layers, 25 heads, 1600 wide, 1024 positions, 50 257
    // tokens), low enough that no size multiplies past 64 bits.
    const SizeField sizes[] = { { "n_layer", &gpt2::Config::nLayer, 1024, nullptr },
                                { "n_head", &gpt2::Config::nHead, 1024, nullptr },
                                { "n_embd", &gpt2::Config::nEmbd, 65536, nullptr },
                                { "n_positions", &gpt2::Config::nPositions, 1 << 20, "n_ctx" },
                                { "vocab_size", &gpt2::Config::vocabSize, 1 << 24, nullptr } };
    for (const SizeField &s : sizes) {
        QJsonValue v = o.value(QLatin1String(s.name));
        if (v.isUndefined() && s.fallback)
            v = o.value(QLatin1String(s.fallback));
        if (v.isUndefined())
            //: %1 a key of config.json
            return fail(IoText::tr("%1 is missing").arg(QLatin1String(s.name)));
        const double d = v.toDouble(-1);
        if (!v.isDouble() || d != std::floor(d) || d < 1 || d > s.max)
            return fail(
                //: %1 a key of config.json, %2 the largest allowed
                IoText::tr("%1 is not a whole number in 1…%2").arg(QLatin1String(s.name)).arg(s.max));
        c.*s.field = static_cast<int>(d);
    }
    const QJsonValue inner = o.value(QLatin1String("n_inner"));
    if (inner.isUndefined() || inner.isNull()) {
        c.nInner = 4 * c.nEmbd;
    } else {
        const double d = inner.toDouble(-1);
        if (!inner.isDouble() || d != std::floor(d) || d < 1 || d > 1 << 18)
            //: the names with underscores are keys of config.json, kept; null kept too; %1 the largest
            //: allowed
            return fail(IoText::tr("n_inner is not null or a whole number in 1…%1").arg(1 << 18));
        c.nInner = static_cast<int>(d);
    }
    if (c.nEmbd % c.nHead != 0)
        //: the names with underscores are keys of config.json, kept; %1 the number of heads, %2 the model's
        //: width
        return fail(IoText::tr("n_head %1 does not divide n_embd %2").arg(c.nHead).arg(c.nEmbd));

    const QJsonValue eps = o.value(QLatin1String("layer_norm_epsilon"));
    if (!eps.isUndefined()) {
        if (!eps.isDouble() || !(eps.toDouble() > 0) || eps.toDouble() > 1)
            //: the names with underscores are keys of config.json, kept
            return fail(IoText::tr("layer_norm_epsilon is not a number in (0, 1]"));
        c.layerNormEpsilon = eps.toDouble();
    }
    // GPT-2's GELU is the tanh form, which Hugging Face calls gelu_new (gelu_pytorch_tanh is
    // the same function).
    const QString activation
        = o.value(QLatin1String("activation_function")).toString(QStringLiteral("gelu_new"));
    if (activation != QLatin1String("gelu_new") && activation != QLatin1String("gelu_pytorch_tanh"))
        return fail(
            //: the names with underscores are keys of config.json, kept; gelu_new kept too; %1 the value
            //: found
            IoText::tr("activation_function \"%1\" is not supported (GPT-2 uses gelu_new, the tanh form)")
                .arg(printableName(activation.left(40))));
    for (auto [name, field] :
         { std::pair { "scale_attn_weights", &gpt2::Config::scaleAttnWeights },
           std::pair { "scale_attn_by_inverse_layer_idx", &gpt2::Config::scaleAttnByInverseLayerIdx } }) {
        const QJsonValue v = o.value(QLatin1String(name));
        if (v.isUndefined())
            continue;
        if (!v.isBool())
            //: %1 a key of config.json; true and false kept as they are
            return fail(IoText::tr("%1 is not true or false").arg(QLatin1String(name)));
        c.*field = v.toBool();
    }
    // A model train-model made for its induction task: its texts start with the task's BOS.
    const QJsonValue task = o.value(QLatin1String("attention_lab_task"));
    if (!task.isUndefined()) {
        const QJsonValue bos = task.toObject().value(QLatin1String("bos"));
        const double b = bos.toDouble(-1);
        if (!task.isObject() || !bos.isDouble() || b != std::floor(b) || b < 0 || b >= c.vocabSize)
            //: the names with underscores are keys of config.json, kept; %1 the number of tokens in the
            //: vocabulary
            return fail(
                IoText::tr("attention_lab_task.bos is not a token id below vocab_size %1").arg(c.vocabSize));
        c.textPrefixId = static_cast<int>(b);
    }
    return c;
}

} // namespace attn::io
