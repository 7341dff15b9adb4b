// The session key of DeepSeek's latent attention, "mla" (docs/file-formats.md), read and written.
// See session_fields.h.
#include "session_fields.h"

#include "iotext.h"

#include <cmath>

namespace attn::io::fields {

namespace {

    // A whole number of `key` inside "mla", in lo…hi.
    int latentSize(const QJsonObject &m, const char *key, int lo, int hi)
    {
        const QString where = QStringLiteral("mla: ") + QLatin1String(key);
        if (!m.contains(QLatin1String(key)))
            //: %1 a key of the session file that is not there
            fail(IoText::tr("%1: missing").arg(where));
        const double v = number(m.value(QLatin1String(key)), where);
        if (v != std::floor(v) || v < lo || v > hi)
            //: %1 a key of the session file, %2 the value found, %3…%4 the range allowed
            fail(IoText::tr("%1: %2 is not a whole number in %3…%4")
                     .arg(where)
                     .arg(v, 0, 'g', 17)
                     .arg(lo)
                     .arg(hi));
        return static_cast<int>(v);
    }

    // A matrix of `key` inside "mla"; rows or cols < 0: from the data. `optional`: absent = empty.
    Matrix latentMatrix(const QJsonObject &m, const char *key, int rows, int cols, bool optional = false)
    {
        if (optional && !m.contains(QLatin1String(key)))
            return {};
        if (!m.contains(QLatin1String(key)))
            //: "mla" is a key of the session file, kept; %1 a key within it that is not there
            fail(IoText::tr("mla: %1: missing").arg(QLatin1String(key)));
        QJsonObject one; // matrix() names the key it reads: "mla: W_UK: row 1 has …"
        one.insert(QStringLiteral("mla: ") + QLatin1String(key), m.value(QLatin1String(key)));
        return matrix(one, QStringLiteral("mla: ") + QLatin1String(key), rows, cols);
    }

    RowVector latentVector(const QJsonObject &m, const char *key, int n)
    {
        QJsonObject one;
        one.insert(QStringLiteral("mla: ") + QLatin1String(key), m.value(QLatin1String(key)));
        if (!m.contains(QLatin1String(key)))
            return {};
        return bias(one, QStringLiteral("mla: ") + QLatin1String(key), n);
    }

} // namespace

void parseLatent(const QJsonObject &o, Session &s)
{
    if (!o.contains("mla"))
        return;
    if (!o.value("mla").isObject())
        //: "mla" is a key of the session file, kept; %1 what it is ("a list", "a number"…)
        fail(IoText::tr("mla: expected an object, not %1").arg(typeName(o.value("mla"))));
    for (const char *key : { "W_Q", "W_K", "W_V", "b_Q", "b_K", "b_V", "num_kv_heads", "head_dim", "q_norm",
                             "k_norm", "norm_eps" })
        if (o.contains(QLatin1String(key)))
            //: %1 a key of the session file (W_Q, head_dim…); "mla" is one too, kept
            fail(IoText::tr("%1: a session with latent attention (mla) has no %1").arg(QLatin1String(key)));
    const QJsonObject m = o.value("mla").toObject();
    for (auto it = m.begin(); it != m.end(); ++it) {
        static const QStringList known { "W_DQ",
                                         "q_a_norm",
                                         "W_UQ",
                                         "W_DKV",
                                         "kv_norm",
                                         "W_UK",
                                         "W_UV",
                                         "W_KR",
                                         "qk_nope_head_dim",
                                         "qk_rope_head_dim",
                                         "v_head_dim" };
        if (!known.contains(it.key()))
            //: "mla" and the names in brackets are keys of the session file, kept; %1 the key found
            fail(IoText::tr("mla: %1 is not a key of mla (W_DQ, q_a_norm, W_UQ, W_DKV, kv_norm, W_UK, W_UV, "
                            "W_KR, qk_nope_head_dim, qk_rope_head_dim, v_head_dim)")
                     .arg(it.key().left(40)));
    }
    LatentAttention a;
    a.nope = latentSize(m, "qk_nope_head_dim", 0, Limits::maxHeadColumns);
    a.rope = latentSize(m, "qk_rope_head_dim", 2, Limits::maxHeadColumns);
    a.v = latentSize(m, "v_head_dim", 1, Limits::maxHeadColumns);
    if (a.rope % 2 != 0)
        //: "mla" and qk_rope_head_dim are keys of the session file, kept; %1 the value found
        fail(IoText::tr("mla: qk_rope_head_dim %1 is odd; RoPE turns pairs of columns").arg(a.rope));
    if (std::int64_t(s.numHeads) * a.headWidth() > Limits::maxHeadColumns)
        //: the names with underscores and "mla" are keys of the session file, kept; %1 the number of heads,
        //: %2 the widest of a head's parts, %3 the most columns
        fail(IoText::tr("mla: num_heads %1 × max(qk_nope_head_dim + qk_rope_head_dim, v_head_dim) %2 is more "
                        "than the limit of %3")
                 .arg(s.numHeads)
                 .arg(a.headWidth())
                 .arg(Limits::maxHeadColumns));
    const int d = s.dModel(), H = s.numHeads;
    a.Wdq = latentMatrix(m, "W_DQ", d, -1, true);
    const int qIn = a.Wdq.size() ? int(a.Wdq.cols()) : d;
    a.qaNorm = latentVector(m, "q_a_norm", a.Wdq.size() ? int(a.Wdq.cols()) : 0);
    a.Wuq = latentMatrix(m, "W_UQ", qIn, H * a.qkWidth());
    a.Wdkv = latentMatrix(m, "W_DKV", d, -1);
    const int r = int(a.Wdkv.cols());
    a.kvNorm = latentVector(m, "kv_norm", r);
    a.Wuk = latentMatrix(m, "W_UK", r, H * a.nope);
    a.Wuv = latentMatrix(m, "W_UV", r, H * a.v);
    a.Wkr = latentMatrix(m, "W_KR", d, a.rope);
    s.mla = std::move(a); // the rest (q_a_norm with W_DQ, kv_norm, W_O's shape, the scale): validate()
}

QJsonObject latentToJson(const LatentAttention &m)
{
    QJsonObject o;
    if (m.Wdq.size()) {
        o["W_DQ"] = matrixToJson(m.Wdq);
        o["q_a_norm"] = vectorToJson(m.qaNorm);
    }
    o["W_UQ"] = matrixToJson(m.Wuq);
    o["W_DKV"] = matrixToJson(m.Wdkv);
    o["kv_norm"] = vectorToJson(m.kvNorm);
    o["W_UK"] = matrixToJson(m.Wuk);
    o["W_UV"] = matrixToJson(m.Wuv);
    o["W_KR"] = matrixToJson(m.Wkr);
    o["qk_nope_head_dim"] = m.nope;
    o["qk_rope_head_dim"] = m.rope;
    o["v_head_dim"] = m.v;
    return o;
}

} // namespace attn::io::fields
