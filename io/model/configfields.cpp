// Reading config.json's fields (configfields.h).
#include "configfields.h"

#include "io/fileio.h"
#include "io/iotext.h"

#include <QJsonValue>

#include <cmath>

namespace attn::io::detail {

// A whole number in [lo, hi] at `name`, or `fallback` when absent (or null, with nullIsAbsent).
std::optional<int> wholeNumber(const QJsonObject &o, const char *name, int lo, int hi,
                               std::optional<int> fallback, const Fail &fail, bool nullIsAbsent)
{
    const QJsonValue v = o.value(QLatin1String(name));
    if (v.isUndefined() || (nullIsAbsent && v.isNull())) {
        if (!fallback)
            //: %1 a key of config.json
            return fail(IoText::tr("%1 is missing").arg(QLatin1String(name)));
        return fallback;
    }
    const double d = v.toDouble(-1);
    if (!v.isDouble() || d != std::floor(d) || d < lo || d > hi)
        return fail(
            //: %1 a key of config.json, %2…%3 the range allowed
            IoText::tr("%1 is not a whole number in %2…%3").arg(QLatin1String(name)).arg(lo).arg(hi));
    return static_cast<int>(d);
}

std::optional<bool> flag(const QJsonObject &o, const char *name, bool fallback, const Fail &fail)
{
    const QJsonValue v = o.value(QLatin1String(name));
    if (v.isUndefined() || v.isNull())
        return fallback;
    if (!v.isBool())
        //: %1 a key of config.json; true and false kept as they are
        return fail(IoText::tr("%1 is not true or false").arg(QLatin1String(name)));
    return v.toBool();
}

std::optional<double> positiveNumber(const QJsonObject &o, const char *name, double fallback, double max,
                                     const Fail &fail)
{
    const QJsonValue v = o.value(QLatin1String(name));
    if (v.isUndefined())
        return fallback;
    if (!v.isDouble() || !(v.toDouble() > 0) || v.toDouble() > max)
        //: %1 a key of config.json, %2 the largest allowed
        return fail(IoText::tr("%1 is not a number in (0, %2]").arg(QLatin1String(name)).arg(max));
    return v.toDouble();
}

// Shared K/V heads that divide the query heads, and a head_dim RoPE can turn (pairs of columns):
// what every RoPE family's config must give.
bool rotatableHeads(const gpt2::Config &c, const Fail &fail)
{
    if (c.nHead % c.kvHeads() != 0) {
        //: the names with underscores are keys of config.json, kept; %1 the key/value heads, %2 the heads
        fail(IoText::tr("num_key_value_heads %1 does not divide num_attention_heads %2")
                 .arg(c.kvHeads())
                 .arg(c.nHead));
        return false;
    }
    if (c.dK() % 2 != 0) {
        //: the names with underscores are keys of config.json, kept; %1 the width of a head
        fail(IoText::tr("head_dim %1 is odd; RoPE turns pairs of columns").arg(c.dK()));
        return false;
    }
    return true;
}

namespace {

    // rope_scaling yarn, as transformers' _compute_yarn_parameters reads it: where the object gives
    // original_max_position_embeddings, the factor is max_position_embeddings over it.
    bool parseYarn(const QJsonObject &o, RopeScaling &out, int maxPositions, double theta, const Fail &fail)
    {
        out.type = RopeScaling::Type::Yarn;
        if (!o.contains(QLatin1String("factor"))) {
            //: the names with underscores are keys of config.json, kept; yarn and factor kept too
            fail(IoText::tr("rope_scaling yarn has no factor"));
            return false;
        }
        const auto factor = positiveNumber(o, "factor", 0, 1e6, fail);
        if (!factor)
            return false;
        out.factor = *factor;
        if (o.contains(QLatin1String("original_max_position_embeddings"))) {
            const auto original = positiveNumber(o, "original_max_position_embeddings", 1, 1 << 24, fail);
            if (!original)
                return false;
            out.originalMaxPositions = *original;
            out.factor = double(maxPositions) / *original;
        } else {
            out.originalMaxPositions = maxPositions;
        }
        if (!(out.factor > 0)) {
            //: the names with underscores are keys of config.json, kept; factor kept too
            fail(IoText::tr("rope_scaling factor must be above 0"));
            return false;
        }
        if (!(theta > 1)) { // ln θ divides the correction range
            //: the names with underscores are keys of config.json, kept; yarn kept too
            fail(IoText::tr("rope_theta must be above 1 for yarn"));
            return false;
        }
        struct Opt {
            const char *name;
            double *field;
            double fallback;
        };
        for (const Opt &k :
             { Opt { "beta_fast", &out.betaFast, 32 }, Opt { "beta_slow", &out.betaSlow, 1 },
               Opt { "mscale", &out.mscale, 0 }, Opt { "mscale_all_dim", &out.mscaleAllDim, 0 },
               Opt { "attention_factor", &out.attentionFactor, 0 } }) {
            const QJsonValue v = o.value(QLatin1String(k.name));
            if (v.isUndefined() || v.isNull() || (v.isDouble() && v.toDouble() == 0)) {
                *k.field = k.fallback;
                continue;
            }
            const auto x = positiveNumber(o, k.name, k.fallback, 1e6, fail);
            if (!x)
                return false;
            *k.field = *x;
        }
        const auto truncate = flag(o, "truncate", true, fail);
        if (!truncate)
            return false;
        out.truncate = *truncate;
        return true;
    }

} // namespace

// rope_scaling: null, or Hugging Face's object with "rope_type" (or the older "type").
bool parseRopeScaling(const QJsonValue &v, RopeScaling &out, const Fail &fail, int maxPositions, double theta)
{
    if (v.isUndefined() || v.isNull())
        return true;
    if (!v.isObject()) {
        //: the names with underscores are keys of config.json, kept; null kept too
        fail(IoText::tr("rope_scaling is not null or an object"));
        return false;
    }
    const QJsonObject o = v.toObject();
    QJsonValue type = o.value(QLatin1String("rope_type"));
    if (type.isUndefined())
        type = o.value(QLatin1String("type"));
    const QString name = type.toString();
    if (name == QLatin1String("default"))
        return true;
    if (name == QLatin1String("yarn") && maxPositions > 0)
        return parseYarn(o, out, maxPositions, theta, fail);
    if (name != QLatin1String("linear") && name != QLatin1String("llama3")) {
        //: the names with underscores are keys of config.json, kept; type and the types listed kept too; %1
        //: the value found
        fail(IoText::tr("rope_scaling type \"%1\" is not supported (none, linear, llama3 or yarn)")
                 .arg(printableName(name.left(40))));
        return false;
    }
    const auto factor = positiveNumber(o, "factor", 0, 1e6, fail);
    if (!factor)
        return false;
    if (*factor < 1) {
        //: the names with underscores are keys of config.json, kept; factor kept too
        fail(IoText::tr("rope_scaling factor must be at least 1"));
        return false;
    }
    out.factor = *factor;
    if (name == QLatin1String("linear")) {
        out.type = RopeScaling::Type::Linear;
        return true;
    }
    out.type = RopeScaling::Type::Llama3;
    const auto low = positiveNumber(o, "low_freq_factor", 1, 1e6, fail);
    const auto high = low ? positiveNumber(o, "high_freq_factor", 4, 1e6, fail) : std::nullopt;
    const auto original
        = high ? positiveNumber(o, "original_max_position_embeddings", 8192, 1 << 24, fail) : std::nullopt;
    if (!original)
        return false;
    if (!(*high > *low)) {
        //: the names with underscores are keys of config.json, kept
        fail(IoText::tr("rope_scaling high_freq_factor must be above low_freq_factor"));
        return false;
    }
    out.lowFreqFactor = *low;
    out.highFreqFactor = *high;
    out.originalMaxPositions = *original;
    return true;
}

} // namespace attn::io::detail
