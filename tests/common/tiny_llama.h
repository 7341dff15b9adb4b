// Small random Llama-family models made by the tests (nothing is downloaded): config.json and
// every tensor under its Hugging Face name and shape (q/k/v/o_proj stored (out, in)), as F32,
// F16 or BF16, in one model.safetensors or in shards with model.safetensors.index.json. Four
// variants cover what the family adds: Llama (tied embeddings, llama3 rope scaling, two K/V
// heads for four query heads), Qwen 2 (q/k/v biases, BF16, own lm_head), Qwen 3 (head_dim
// apart from d_model/heads, q_norm/k_norm, F16, two shards) and Mistral (one K/V head,
// sliding window, linear rope scaling).
#pragma once

#include "gpt2_files.h"

#include <QJsonDocument>
#include <QJsonObject>

namespace testing {

struct TinyLlama {
    QString name; // llama, qwen2, qwen3, mistral
    QJsonObject config; // config.json
    TinyGpt2 stored; // the tensors (stored.config is only a carrier for the file writer)
    int shards = 1;
};

inline TinyLlama makeTinyLlama(const QString &variant, unsigned seed = 7, int vocab = 300)
{
    TinyLlama m;
    m.name = variant;
    const int layers = 2, heads = 4, d = 16, inner = 24;
    int kv = 2, headDim = d / heads;
    DType dtype = DType::F32;
    QJsonObject c { { "model_type", variant },          { "num_hidden_layers", layers },
                    { "num_attention_heads", heads },   { "hidden_size", d },
                    { "intermediate_size", inner },     { "vocab_size", vocab },
                    { "max_position_embeddings", 128 }, { "rms_norm_eps", 1e-5 },
                    { "hidden_act", "silu" },           { "rope_theta", 10000.0 },
                    { "tie_word_embeddings", false } };
    if (variant == QLatin1String("llama")) {
        c.insert("tie_word_embeddings", true);
        c.insert("rope_theta", 500000.0);
        c.insert("rope_scaling",
                 QJsonObject { { "rope_type", "llama3" },
                               { "factor", 8.0 },
                               { "low_freq_factor", 1.0 },
                               { "high_freq_factor", 4.0 },
                               { "original_max_position_embeddings", 16 } });
    } else if (variant == QLatin1String("qwen2")) {
        dtype = DType::BF16;
        c.insert("rope_theta", 1000000.0);
        c.insert("use_sliding_window", false);
    } else if (variant == QLatin1String("qwen3")) {
        dtype = DType::F16;
        headDim = 6; // 4 heads × 6 = 24 columns of Q from d_model 16
        c.insert("head_dim", headDim);
        m.shards = 2;
    } else if (variant == QLatin1String("mistral")) {
        kv = 1;
        c.insert("sliding_window", 3);
        c.insert("rope_scaling", QJsonObject { { "type", "linear" }, { "factor", 2.0 } });
    }
    c.insert("num_key_value_heads", kv);
    m.config = c;

    std::mt19937 rng(seed);
    auto add = [&](const std::string &name, std::vector<std::int64_t> shape, float sd, float mean = 0.0f) {
        m.stored.tensors[name] = randomTensor(dtype, std::move(shape), sd, mean, rng);
    };
    const std::int64_t q = heads * headDim, kvw = kv * headDim;
    add("model.embed_tokens.weight", { vocab, d }, 0.5f);
    for (int l = 0; l < layers; ++l) {
        const std::string h = "model.layers." + std::to_string(l) + ".";
        add(h + "input_layernorm.weight", { d }, 0.1f, 1.0f);
        add(h + "self_attn.q_proj.weight", { q, d }, 0.4f);
        add(h + "self_attn.k_proj.weight", { kvw, d }, 0.4f);
        add(h + "self_attn.v_proj.weight", { kvw, d }, 0.4f);
        if (variant == QLatin1String("qwen2")) {
            add(h + "self_attn.q_proj.bias", { q }, 0.2f);
            add(h + "self_attn.k_proj.bias", { kvw }, 0.2f);
            add(h + "self_attn.v_proj.bias", { kvw }, 0.2f);
        }
        if (variant == QLatin1String("qwen3")) {
            add(h + "self_attn.q_norm.weight", { headDim }, 0.1f, 1.0f);
            add(h + "self_attn.k_norm.weight", { headDim }, 0.1f, 1.0f);
        }
        add(h + "self_attn.o_proj.weight", { d, q }, 0.3f);
        add(h + "post_attention_layernorm.weight", { d }, 0.1f, 1.0f);
        add(h + "mlp.gate_proj.weight", { inner, d }, 0.3f);
        add(h + "mlp.up_proj.weight", { inner, d }, 0.3f);
        add(h + "mlp.down_proj.weight", { d, inner }, 0.3f);
    }
    add("model.norm.weight", { d }, 0.1f, 1.0f);
    if (variant != QLatin1String("llama"))
        add("lm_head.weight", { vocab, d }, 0.5f);
    return m;
}

// The folder: config.json, the weights (one file, or two shards split by layer with the index),
// and the test vocabulary's tokenizer.json (GPT-2's byte-level split).
inline bool writeLlamaFolder(const QString &dir, const TinyLlama &m)
{
    QDir().mkpath(dir);
    bool ok = writeBytes(dir + "/config.json", QJsonDocument(m.config).toJson())
        && writeBytes(dir + "/tokenizer.json", tokenizerJson(testVocabulary(), true));
    if (m.shards == 1)
        return ok && writeBytes(dir + "/model.safetensors", safetensorsFile(m.stored, { .metadata = true }));
    TinyGpt2 first, second; // layer 0 and the embedding in one file, the rest in the other
    QJsonObject map;
    for (const auto &[name, t] : m.stored.tensors) {
        const bool early = name.rfind("model.layers.0.", 0) == 0 || name == "model.embed_tokens.weight";
        (early ? first : second).tensors[name] = t;
        map.insert(QString::fromStdString(name),
                   early ? "model-00001-of-00002.safetensors" : "model-00002-of-00002.safetensors");
    }
    const QJsonObject index { { "metadata", QJsonObject { { "total_size", 0 } } }, { "weight_map", map } };
    return ok && writeBytes(dir + "/model-00001-of-00002.safetensors", safetensorsFile(first))
        && writeBytes(dir + "/model-00002-of-00002.safetensors", safetensorsFile(second))
        && writeBytes(dir + "/model.safetensors.index.json", QJsonDocument(index).toJson());
}

} // namespace testing
