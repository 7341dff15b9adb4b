// Reading config.json's fields (config.cpp and each family's own file): numbers, flags and
// RoPE's scaling, each refused with one line naming the field. Not for use outside io/model/.
#pragma once

#include "core/model/gpt2.h"

#include <QJsonObject>
#include <QString>

#include <functional>
#include <optional>

namespace attn::io::detail {

// Reports the one line and gives std::nullopt, so a parser can `return fail(…)`.
using Fail = std::function<std::nullopt_t(const QString &)>;

// A whole number in [lo, hi] at `name`, or `fallback` when absent (or null, with nullIsAbsent).
std::optional<int> wholeNumber(const QJsonObject &o, const char *name, int lo, int hi,
                               std::optional<int> fallback, const Fail &fail, bool nullIsAbsent = false);
// true or false, or `fallback` when absent or null.
std::optional<bool> flag(const QJsonObject &o, const char *name, bool fallback, const Fail &fail);
// A number in (0, max], or `fallback` when absent.
std::optional<double> positiveNumber(const QJsonObject &o, const char *name, double fallback, double max,
                                     const Fail &fail);
// Shared K/V heads that divide the query heads, and a head_dim RoPE can turn.
bool rotatableHeads(const gpt2::Config &c, const Fail &fail);
// rope_scaling: null, or Hugging Face's object (linear, llama3, or yarn where maxPositions > 0).
bool parseRopeScaling(const QJsonValue &v, RopeScaling &out, const Fail &fail, int maxPositions = 0,
                      double theta = 10000);

// model_type deepseek_v2 and deepseek_v3 (config_deepseek.cpp).
std::optional<gpt2::Config> parseDeepSeekConfig(const QJsonObject &o, const QString &type, const Fail &fail);

} // namespace attn::io::detail
