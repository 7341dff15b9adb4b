// The session key "block" (docs/file-formats.md): the transformer block around the attention,
// read and written. See session_fields.h and core/block.h.
#include "session_fields.h"

#include "iotext.h"

#include <QJsonArray>

namespace attn::io::fields {

namespace {

    // The object `key` of `o` (whose name is `where`), required.
    QJsonObject object(const QJsonObject &o, const char *key, const QString &where)
    {
        const QString name = where + QLatin1String(key);
        if (!o.contains(QLatin1String(key)))
            //: %1 a key of the session file that is not there
            fail(IoText::tr("%1: missing").arg(name));
        if (!o.value(QLatin1String(key)).isObject())
            //: %1 a key of the session file ("block: mlp"), %2 what it is: "a list", "a number"…
            fail(IoText::tr("%1: expected an object, not %2")
                     .arg(name, typeName(o.value(QLatin1String(key)))));
        return o.value(QLatin1String(key)).toObject();
    }

    // Only these keys in an object of the block: a misspelt one is named, not skipped.
    void onlyKeys(const QJsonObject &o, const QStringList &known, const QString &where)
    {
        for (auto it = o.begin(); it != o.end(); ++it)
            if (!known.contains(it.key()))
                //: %1 where in the session file ("block: mlp: "), %2 the key found, %3 the keys it may have
                fail(IoText::tr("%1%2 is not a key there (%3)")
                         .arg(where, it.key().left(40), known.join(", ")));
    }

    // matrix() and bias() name the key they read: "block: mlp: W_in: row 1 has …".
    QJsonObject named(const QJsonObject &o, const char *key, const QString &where)
    {
        if (!o.contains(QLatin1String(key)))
            //: %1 a key of the session file that is not there
            fail(IoText::tr("%1: missing").arg(where + QLatin1String(key)));
        return QJsonObject { { where + QLatin1String(key), o.value(QLatin1String(key)) } };
    }
    Matrix part(const QJsonObject &o, const char *key, const QString &where, int rows, int cols)
    {
        return matrix(named(o, key, where), where + QLatin1String(key), rows, cols);
    }
    RowVector numbers(const QJsonObject &o, const char *key, const QString &where, int n)
    {
        return bias(named(o, key, where), where + QLatin1String(key), n);
    }

    // A LayerNorm's {"gamma", "beta"}, d numbers each.
    void parseNorm(const QJsonObject &o, const char *key, int d, RowVector &gamma, RowVector &beta)
    {
        const QString where = QStringLiteral("block: %1: ").arg(QLatin1String(key));
        const QJsonObject n = object(o, key, QStringLiteral("block: "));
        onlyKeys(n, { "gamma", "beta" }, where);
        gamma = numbers(n, "gamma", where, d);
        beta = numbers(n, "beta", where, d);
    }

} // namespace

void parseBlock(const QJsonObject &o, Session &s)
{
    if (!o.contains("block"))
        return;
    if (s.mla)
        //: "block" and "mla" are keys of the session file, kept as they are
        fail(IoText::tr("block: a session with latent attention (mla) has no block: it is GPT-2's"));
    const QJsonObject b = object(o, "block", QString());
    onlyKeys(b, { "residual_in", "norm_1", "norm_2", "mlp", "eps" }, QStringLiteral("block: "));
    const int T = s.tokenCount(), d = s.dModel();
    TransformerBlock block;
    block.residualIn = part(b, "residual_in", QStringLiteral("block: "), T, d);
    parseNorm(b, "norm_1", d, block.norm1Gamma, block.norm1Beta);
    parseNorm(b, "norm_2", d, block.norm2Gamma, block.norm2Beta);
    const QString where = QStringLiteral("block: mlp: ");
    const QJsonObject mlp = object(b, "mlp", QStringLiteral("block: "));
    onlyKeys(mlp, { "W_in", "b_in", "W_out", "b_out", "activation" }, where);
    const QJsonValue activation = mlp.value("activation");
    if (activation != QJsonValue(QStringLiteral("gelu_new")))
        //: before the colons: keys of the session file, kept; "gelu_new" kept too; %1 the value found, or
        //: "missing"
        fail(IoText::tr("block: mlp: activation: %1, expected \"gelu_new\" (GPT-2's)")
                 //: put in "block: mlp: activation: %1, expected …" when the file gives no activation
                 .arg(mlp.contains("activation") ? shown(activation) : IoText::tr("missing")));
    // The hidden width from W_in's first row, within its own limit (wider than a session's d).
    const QJsonArray win = array(named(mlp, "W_in", where).begin().value(), where + QStringLiteral("W_in"));
    if (win.isEmpty() || !win.at(0).isArray()) // matrix() names what is wrong: no rows, a row not a list
        part(mlp, "W_in", where, d, -1);
    const int I = int(win.at(0).toArray().size());
    if (I < 1 || I > Limits::maxBlockWidth)
        //: before the colons: keys of the session file, kept; %1 the count found, %2 the most allowed
        fail(IoText::tr("block: mlp: W_in: %1 columns, outside 1…%2").arg(I).arg(Limits::maxBlockWidth));
    block.Win = part(mlp, "W_in", where, d, I);
    block.bIn = numbers(mlp, "b_in", where, I);
    block.Wout = part(mlp, "W_out", where, I, d);
    block.bOut = numbers(mlp, "b_out", where, d);
    if (!b.contains("eps"))
        //: before the colons: keys of the session file, kept
        fail(IoText::tr("block: eps: missing"));
    block.eps = number(b.value("eps"), QStringLiteral("block: eps"));
    block.tokens = s.tokens;
    if (const std::string e = checkBlock(block, s.X); !e.empty())
        fail(QString::fromStdString(e));
    s.block = std::make_shared<const TransformerBlock>(std::move(block));
}

QJsonObject blockToJson(const TransformerBlock &b)
{
    auto norm = [](const RowVector &gamma, const RowVector &beta) {
        return QJsonObject { { "gamma", vectorToJson(gamma) }, { "beta", vectorToJson(beta) } };
    };
    return QJsonObject {
        { "residual_in", matrixToJson(b.residualIn) },
        { "norm_1", norm(b.norm1Gamma, b.norm1Beta) },
        { "norm_2", norm(b.norm2Gamma, b.norm2Beta) },
        { "mlp",
          QJsonObject { { "W_in", matrixToJson(b.Win) },
                        { "b_in", vectorToJson(b.bIn) },
                        { "W_out", matrixToJson(b.Wout) },
                        { "b_out", vectorToJson(b.bOut) },
                        { "activation", QStringLiteral("gelu_new") } } },
        { "eps", b.eps },
    };
}

} // namespace attn::io::fields
