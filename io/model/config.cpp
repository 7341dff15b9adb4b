// Reading config.json (config.h).
#include "config.h"

#include "io/fileio.h"
#include "io/strictjson.h"

#include <QJsonDocument>
#include <QJsonObject>

#include <cmath>

namespace attn::io {

namespace {

    struct SizeField {
        const char *name;
        int gpt2::Config::*field;
        int max;
        const char *fallback; // read this key when `name` is absent (older configs), or nullptr
    };

} // namespace

std::optional<gpt2::Config> parseGpt2Config(const QByteArray &json, const QString &label, QString *error)
{
    auto fail = [&](const QString &message) {
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
        return fail(QStringLiteral("not a JSON object"));
    const QJsonObject o = doc.object();

    const QJsonValue type = o.value(QLatin1String("model_type"));
    if (!type.isString())
        return fail(QStringLiteral("model_type is missing; expected \"gpt2\""));
    if (type.toString() != QLatin1String("gpt2"))
        return fail(
            QStringLiteral("model_type is \"%1\"; only GPT-2-family models (model_type gpt2) are supported")
                .arg(printableName(type.toString().left(40))));

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
            return fail(QStringLiteral("%1 is missing").arg(QLatin1String(s.name)));
        const double d = v.toDouble(-1);
        if (!v.isDouble() || d != std::floor(d) || d < 1 || d > s.max)
            return fail(
                QStringLiteral("%1 is not a whole number in 1…%2").arg(QLatin1String(s.name)).arg(s.max));
        c.*s.field = static_cast<int>(d);
    }
    const QJsonValue inner = o.value(QLatin1String("n_inner"));
    if (inner.isUndefined() || inner.isNull()) {
        c.nInner = 4 * c.nEmbd;
    } else {
        const double d = inner.toDouble(-1);
        if (!inner.isDouble() || d != std::floor(d) || d < 1 || d > 1 << 18)
            return fail(QStringLiteral("n_inner is not null or a whole number in 1…%1").arg(1 << 18));
        c.nInner = static_cast<int>(d);
    }
    if (c.nEmbd % c.nHead != 0)
        return fail(QStringLiteral("n_head %1 does not divide n_embd %2").arg(c.nHead).arg(c.nEmbd));

    const QJsonValue eps = o.value(QLatin1String("layer_norm_epsilon"));
    if (!eps.isUndefined()) {
        if (!eps.isDouble() || !(eps.toDouble() > 0) || eps.toDouble() > 1)
            return fail(QStringLiteral("layer_norm_epsilon is not a number in (0, 1]"));
        c.layerNormEpsilon = eps.toDouble();
    }
    // GPT-2's GELU is the tanh form, which Hugging Face calls gelu_new (gelu_pytorch_tanh is
    // the same function).
    const QString activation
        = o.value(QLatin1String("activation_function")).toString(QStringLiteral("gelu_new"));
    if (activation != QLatin1String("gelu_new") && activation != QLatin1String("gelu_pytorch_tanh"))
        return fail(
            QStringLiteral("activation_function \"%1\" is not supported (GPT-2 uses gelu_new, the tanh form)")
                .arg(printableName(activation.left(40))));
    for (auto [name, field] :
         { std::pair { "scale_attn_weights", &gpt2::Config::scaleAttnWeights },
           std::pair { "scale_attn_by_inverse_layer_idx", &gpt2::Config::scaleAttnByInverseLayerIdx } }) {
        const QJsonValue v = o.value(QLatin1String(name));
        if (v.isUndefined())
            continue;
        if (!v.isBool())
            return fail(QStringLiteral("%1 is not true or false").arg(QLatin1String(name)));
        c.*field = v.toBool();
    }
    return c;
}

} // namespace attn::io
