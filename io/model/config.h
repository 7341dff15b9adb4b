// config.json of a Hugging Face model (GPT-2 or the Llama family): the sizes and switches the forward pass
// needs (core/model/gpt2.h's Config), checked, with the Hugging Face defaults for what is absent.
#pragma once

#include "core/model/gpt2.h"

#include <QByteArray>
#include <QString>

#include <optional>

namespace attn::io {

// config.json is a few kilobytes; anything near this is not one.
inline constexpr qint64 kMaxConfigBytes = 4 << 20;

// model_type gpt2, or one of the Llama family (llama, mistral, qwen2, qwen3: num_hidden_layers,
// hidden_size, num_attention_heads, num_key_value_heads, head_dim, intermediate_size,
// rms_norm_eps, rope_theta, rope_scaling none/linear/llama3, tie_word_embeddings, Mistral's
// sliding_window), with Hugging Face's defaults for what is absent. Refuses another model_type,
// sizes that are missing, not whole numbers or absurd, another activation, and what the pass
// does not compute (another rope_scaling, Qwen's use_sliding_window, attention_bias, mlp_bias),
// each with one line naming the field. `label` names the file in messages:
// "config.json: model_type is \"bert\"; supported are gpt2, llama, mistral, qwen2, qwen3, gemma2, gemma3_text and bloom".
// model_type gemma2, gemma3_text: Gemma2Config's and Gemma3TextConfig's keys and defaults (the soft-caps,
// query_pre_attn_scalar, sliding_window, layer_types or the pattern, rope_local_base_freq).
// model_type bloom: n_layer, n_head, hidden_size, vocab_size, layer_norm_epsilon,
// tie_word_embeddings (BloomConfig's defaults where absent); apply_residual_connection_post_layernorm
// true is refused.
std::optional<gpt2::Config> parseModelConfig(const QByteArray &json, const QString &label, QString *error);

} // namespace attn::io
