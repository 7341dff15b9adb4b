// config.json of a Hugging Face GPT-2-family model: the sizes and switches the forward pass
// needs (core/model/gpt2.h's Config), checked, with the Hugging Face defaults for what is absent.
#pragma once

#include "core/model/gpt2.h"

#include <QByteArray>
#include <QString>

#include <optional>

namespace attn::io {

// config.json is a few kilobytes; anything near this is not one.
inline constexpr qint64 kMaxConfigBytes = 4 << 20;

// Refuses a model_type other than "gpt2", sizes that are missing, not whole numbers or absurd,
// and an activation other than GPT-2's tanh GELU. `label` names the file in messages:
// "config.json: model_type is \"llama\"; only GPT-2-family models (model_type gpt2) are supported".
std::optional<gpt2::Config> parseGpt2Config(const QByteArray &json, const QString &label, QString *error);

} // namespace attn::io
