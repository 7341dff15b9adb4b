// The session keys of today's model families (docs/file-formats.md): grouped-query attention (num_kv_heads),
// head_dim, the per-head norms (q_norm, k_norm, norm_eps) and the rotary embedding (rope), read
// and written. See session_fields.h.
#include "session_fields.h"

#include "iotext.h"

#include <cmath>

namespace attn::io::fields {

namespace {

    // A whole number of `key` in lo…hi.
    int wholeIn(const QJsonObject &o, const char *key, int lo, int hi)
    {
        const QString name = QLatin1String(key);
        const double v = number(o.value(name), name);
        if (v != std::floor(v) || v < lo || v > hi)
            //: %1 a key of the session file, %2 the value found, %3…%4 the range allowed
            fail(IoText::tr("%1: %2 is not a whole number in %3…%4")
                     .arg(name)
                     .arg(v, 0, 'g', 17)
                     .arg(lo)
                     .arg(hi));
        return static_cast<int>(v);
    }

    // A positive number of `key` in the object `where` (messages say "rope: scaling: factor").
    double positive(const QJsonObject &o, const char *key, const QString &where, double most)
    {
        const QString name = QLatin1String(key);
        if (!o.contains(name))
            //: %1 where in the session file ("rope: scaling"), %2 the key that is not there
            fail(IoText::tr("%1: %2: missing").arg(where, name));
        return positiveNumber(o.value(name), where + QStringLiteral(": ") + name, most);
    }

} // namespace

// num_kv_heads and head_dim (docs/file-formats.md: grouped-query attention, d_k set apart).
void parseHeadShape(const QJsonObject &o, Session &s)
{
    if (o.contains("num_kv_heads")) {
        s.numKvHeads = wholeIn(o, "num_kv_heads", 1, Limits::maxHeads);
        if (s.numHeads % *s.numKvHeads != 0)
            //: before the colon: a key of the session file, kept; num_heads kept too; %1 the value found, %2
            //: the number of heads
            fail(IoText::tr("num_kv_heads: %1 does not divide num_heads %2")
                     .arg(*s.numKvHeads)
                     .arg(s.numHeads));
    }
    if (o.contains("head_dim")) {
        s.headDim = wholeIn(o, "head_dim", 1, Limits::maxHeadColumns);
        if (s.numHeads * *s.headDim > Limits::maxHeadColumns)
            //: before the colon: a key of the session file, kept; num_heads and head_dim kept too; %1 heads,
            //: %2 their width, %3 the most columns
            fail(IoText::tr("head_dim: num_heads %1 × head_dim %2 is more than the limit of %3")
                     .arg(s.numHeads)
                     .arg(*s.headDim)
                     .arg(Limits::maxHeadColumns));
    } else if (!o.contains("mla") && s.dModel() % s.numHeads != 0) { // (latent attention sets its own widths)
        //: before the colon: a key of the session file, kept; d_model kept too; %1 the number of heads, %2
        //: the model's width
        fail(IoText::tr("num_heads: %1 does not divide d_model %2").arg(s.numHeads).arg(s.dModel()));
    }
}

// q_norm, k_norm, norm_eps and rope (docs/file-formats.md), after the matrices: head_dim is known.
void parseQK(const QJsonObject &o, Session &s)
{
    s.qNorm = bias(o, QStringLiteral("q_norm"), s.dK());
    s.kNorm = bias(o, QStringLiteral("k_norm"), s.dK());
    if (o.contains("norm_eps")) {
        s.normEps = positiveNumber(o.value("norm_eps"), QStringLiteral("norm_eps"), 1.0);
        if (*s.normEps < Limits::minNormEps) // a zero row would divide by a rounded 0
            //: before the colon: a key of the session file, kept; %1 the value found
            fail(IoText::tr("norm_eps: %1 must lie in [1e-12, 1]").arg(*s.normEps));
    }
    if (!o.contains("rope"))
        return;
    const QJsonValue v = o.value("rope");
    if (!v.isObject())
        //: "rope" is a key of the session file, kept; %1 what it is ("a list", "a number"…)
        fail(IoText::tr("rope is %1, expected an object").arg(typeName(v)));
    const QJsonObject r = v.toObject();
    // Read as written; an odd head_dim, positions that do not fit T or are absurd are refused by
    // validate() (core/session.cpp), with the same words as a session made in code.
    Rope rope;
    if (r.contains("theta"))
        rope.theta = positive(r, "theta", QStringLiteral("rope"), Limits::maxRopeTheta);
    if (r.contains("positions")) {
        const QJsonArray a = array(r.value("positions"), QStringLiteral("rope: positions"));
        for (qsizetype i = 0; i < a.size(); ++i)
            //: a place in a session file, put into messages; "rope: positions" keys, kept; %1 the entry's
            //: number (from 0)
            rope.positions.push_back(number(a.at(i), IoText::tr("rope: positions: entry %1").arg(i)));
    }
    if (r.contains("scaling") && !r.value("scaling").isNull()) {
        const QString where = QStringLiteral("rope: scaling");
        const QJsonValue sv = r.value("scaling");
        if (!sv.isObject())
            //: %1 where in the session file ("rope: scaling"), %2 what it is ("a list", "a number"…)
            fail(IoText::tr("%1 is %2, expected an object").arg(where, typeName(sv)));
        const QJsonObject sc = sv.toObject();
        // Hugging Face writes "rope_type" (older files "type").
        const QJsonValue type = sc.contains("rope_type") ? sc.value("rope_type") : sc.value("type");
        const QString name = type.toString();
        if (name == QLatin1String("linear")) {
            rope.scaling.type = RopeScaling::Type::Linear;
            rope.scaling.factor = positive(sc, "factor", where, Limits::maxAbsValue);
        } else if (name == QLatin1String("llama3")) {
            rope.scaling.type = RopeScaling::Type::Llama3;
            rope.scaling.factor = positive(sc, "factor", where, Limits::maxAbsValue);
            rope.scaling.lowFreqFactor = positive(sc, "low_freq_factor", where, Limits::maxAbsValue);
            rope.scaling.highFreqFactor = positive(sc, "high_freq_factor", where, Limits::maxAbsValue);
            rope.scaling.originalMaxPositions
                = positive(sc, "original_max_position_embeddings", where, Limits::maxAbsValue);
            if (!(rope.scaling.highFreqFactor > rope.scaling.lowFreqFactor))
                //: %1 where in the session file ("rope: scaling"); high_freq_factor and low_freq_factor are
                //: keys, kept
                fail(IoText::tr("%1: high_freq_factor must be larger than low_freq_factor").arg(where));
        } else if (name == QLatin1String("yarn")) {
            RopeScaling &y = rope.scaling;
            y.type = RopeScaling::Type::Yarn;
            y.factor = positive(sc, "factor", where, Limits::maxAbsValue);
            y.originalMaxPositions
                = positive(sc, "original_max_position_embeddings", where, Limits::maxAbsValue);
            auto optional = [&](const char *key, double fallback) {
                return sc.contains(QLatin1String(key)) && !sc.value(QLatin1String(key)).isNull()
                    ? positive(sc, key, where, Limits::maxAbsValue)
                    : fallback;
            };
            y.betaFast = optional("beta_fast", 32);
            y.betaSlow = optional("beta_slow", 1);
            y.mscale = optional("mscale", 0);
            y.mscaleAllDim = optional("mscale_all_dim", 0);
            y.attentionFactor = optional("attention_factor", 0);
            const QJsonValue truncate = sc.value("truncate");
            if (!truncate.isUndefined() && !truncate.isNull() && !truncate.isBool())
                //: %1 where in the session file ("rope: scaling"); truncate, true and false are the file's
                //: words, kept; %2 what it is
                fail(IoText::tr("%1: truncate is %2, expected true or false").arg(where, typeName(truncate)));
            y.truncate = truncate.toBool(true);
        } else if (name != QLatin1String("default")) {
            //: %1 where in the session file ("rope: scaling"), %2 the value found; rope_type, linear, llama3
            //: and yarn kept
            fail(IoText::tr("%1: rope_type is %2; the supported ones are linear, llama3 and yarn")
                     .arg(where, type.isString() ? shown(type) : typeName(type)));
        }
    }
    s.rope = std::move(rope);
}

QJsonObject ropeToJson(const Rope &r)
{
    QJsonObject o { { "theta", r.theta } };
    if (!r.positions.empty()) {
        QJsonArray p;
        for (double x : r.positions)
            p.append(x);
        o["positions"] = p;
    }
    const RopeScaling &sc = r.scaling;
    if (sc.type == RopeScaling::Type::Linear)
        o["scaling"] = QJsonObject { { "rope_type", "linear" }, { "factor", sc.factor } };
    else if (sc.type == RopeScaling::Type::Llama3)
        o["scaling"] = QJsonObject { { "rope_type", "llama3" },
                                     { "factor", sc.factor },
                                     { "low_freq_factor", sc.lowFreqFactor },
                                     { "high_freq_factor", sc.highFreqFactor },
                                     { "original_max_position_embeddings", sc.originalMaxPositions } };
    else if (sc.type == RopeScaling::Type::Yarn) {
        QJsonObject y { { "rope_type", "yarn" },
                        { "factor", sc.factor },
                        { "original_max_position_embeddings", sc.originalMaxPositions },
                        { "beta_fast", sc.betaFast },
                        { "beta_slow", sc.betaSlow },
                        { "truncate", sc.truncate } };
        if (sc.mscale > 0)
            y["mscale"] = sc.mscale;
        if (sc.mscaleAllDim > 0)
            y["mscale_all_dim"] = sc.mscaleAllDim;
        if (sc.attentionFactor > 0)
            y["attention_factor"] = sc.attentionFactor;
        o["scaling"] = y;
    }
    return o;
}

} // namespace attn::io::fields
