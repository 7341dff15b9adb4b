#include "session_bounds.h"

#include "core/session.h"

#include <algorithm>

#include <QJsonArray>

namespace attn::io {

namespace {

    // Twice the most a session within the limits holds, plus the list itself: a file a little
    // beyond a limit still gets the reader's own message ("5000 tokens, more than the limit of
    // 4096"); a file far beyond it is refused here, before it is built.
    MemberLimit values(qint64 most, const QString &what)
    {
        MemberLimit m;
        m.maxValues = 2 * (most + 1);
        m.tooMany
            = QStringLiteral("more than %1 values in the file, far beyond %2").arg(m.maxValues).arg(what);
        return m;
    }

    // A matrix of at most `rows` × `cols` numbers.
    MemberLimit matrix(qint64 rows, qint64 cols, const QString &what)
    {
        return values(rows + rows * cols, what);
    }

    // Strings: `bytes` of UTF-8 may take six bytes each in the file (\u0041).
    MemberLimit strings(MemberLimit m, qint64 bytes, const QString &what)
    {
        m.maxStringBytes = 2 * 6 * bytes + 2;
        m.tooLong = QStringLiteral("a string of more than %1 bytes in the file, far beyond %2")
                        .arg(m.maxStringBytes)
                        .arg(what);
        return m;
    }

    MemberLimits makeLimits()
    {
        const qint64 T = Limits::maxTokens, d = Limits::maxDModel;
        const QString matrices = QStringLiteral("the limit of %1 × %2 numbers").arg(T).arg(d);
        // W_Q and W_O are d_model × num_heads·head_dim, which may be wider than d_model.
        const qint64 wide = std::max<qint64>(d, Limits::maxHeadColumns);
        const QString squares = QStringLiteral("the limit of %1 × %2 numbers").arg(d).arg(wide);
        MemberLimits m;
        // One number, true/false or string each; a little room so that a wrong type still gets
        // the reader's message ("num_heads is a list, expected a number").
        for (const char *key : { "format", "version", "num_heads", "causal", "scale", "window", "prefix",
                                 "num_kv_heads", "head_dim", "norm_eps", "alibi", "softcap" })
            m.insert(
                QLatin1String(key),
                strings(values(32, QStringLiteral("a single value")), 64, QStringLiteral("its one value")));
        m.insert(QStringLiteral("tokens"),
                 strings(values(T, QStringLiteral("the limit of %1 tokens").arg(T)), Limits::maxTokenLength,
                         QStringLiteral("the limit of %1 bytes a token").arg(Limits::maxTokenLength)));
        for (const char *key : { "embeddings", "target" })
            m.insert(QLatin1String(key), matrix(T, d, matrices));
        // {"optimizer": "adam", "lr": 0.01}: two values, as small as the ones above.
        m.insert(QStringLiteral("training"),
                 strings(values(32, QStringLiteral("the two settings optimizer and lr")), 64,
                         QStringLiteral("its settings")));
        for (const char *key : { "W_Q", "W_K", "W_V", "W_O" })
            m.insert(QLatin1String(key), matrix(d, wide, squares));
        for (const char *key : { "b_Q", "b_K", "b_V", "b_O", "q_norm", "k_norm" })
            m.insert(QLatin1String(key), values(wide, QStringLiteral("the limit of %1 numbers").arg(wide)));
        // {"theta": θ, "positions": [T numbers], "scaling": {five settings}}
        m.insert(QStringLiteral("rope"),
                 strings(values(T + 32, QStringLiteral("a position for each of %1 tokens").arg(T)), 64,
                         QStringLiteral("its settings")));
        // latent attention's seven matrices, each at most wide × wide, and its three sizes
        m.insert(QStringLiteral("mla"),
                 values(7 * (wide + wide * wide) + 2 * wide + 64,
                        QStringLiteral("seven matrices of at most %1 × %1 numbers").arg(wide)));
        // the block: residual_in (T × d), W_in and W_out (d × I each), the norms' and biases' vectors
        // (5d + I), eps
        const qint64 I = Limits::maxBlockWidth;
        m.insert(QStringLiteral("block"),
                 strings(values(T * d + T + 2 * (d * I + d) + I + 6 * d + 64,
                                QStringLiteral("a block of %1 tokens, d_model %2 and %3 hidden units")
                                    .arg(T)
                                    .arg(d)
                                    .arg(I)),
                         64, QStringLiteral("its activation")));
        m.insert(QStringLiteral("sinks"),
                 values(Limits::maxHeads,
                        QStringLiteral("one number for each of at most %1 heads").arg(Limits::maxHeads)));
        for (const char *key : { "padding", "segments" })
            m.insert(QLatin1String(key), values(T, QStringLiteral("the limit of %1 tokens").arg(T)));
        m.insert(QStringLiteral("blocked"),
                 values(3 * qint64(Limits::maxBlockedCells),
                        QStringLiteral("the limit of %1 pairs").arg(Limits::maxBlockedCells)));
        m.insert(QStringLiteral("notes"),
                 strings(values(32, QStringLiteral("a single text")), Limits::maxNotesBytes,
                         QStringLiteral("the limit of %1 bytes").arg(Limits::maxNotesBytes)));
        MemberLimit view;
        view.maxBytes = kMaxViewBytes;
        view.tooLarge
            = QStringLiteral("more than %1 bytes, beyond the limit of 1 MB for the app's view state")
                  .arg(kMaxViewBytes);
        m.insert(QStringLiteral("view"), view);
        return m;
    }

    QString tooLong(const QString &field, qsizetype bytes, int limit)
    {
        return QStringLiteral("view: %1: %2 bytes, more than the limit of %3")
            .arg(field)
            .arg(bytes)
            .arg(limit);
    }

} // namespace

const MemberLimits &sessionMemberLimits()
{
    static const MemberLimits limits = makeLimits();
    return limits;
}

QString viewProblem(const QJsonObject &view)
{
    const struct {
        const char *key;
        int limit;
    } texts[]
        = { { "title", kMaxTitleBytes }, { "note", Limits::maxNotesBytes }, { "file", kMaxFilePathBytes } };
    for (const auto &[key, limit] : texts) {
        const qsizetype bytes = view.value(QLatin1String(key)).toString().toUtf8().size();
        if (bytes > limit)
            return tooLong(QLatin1String(key), bytes, limit);
    }
    // Each head's name is drawn in titles and beside the head strip, like a token.
    const QJsonArray labels = view.value(QLatin1String("head_labels")).toArray();
    if (labels.size() > Limits::maxHeads)
        return QStringLiteral("view: head_labels: %1 labels, more than the limit of %2 heads")
            .arg(labels.size())
            .arg(Limits::maxHeads);
    for (qsizetype h = 0; h < labels.size(); ++h)
        if (labels.at(h).toString().toUtf8().size() > Limits::maxTokenLength)
            return QStringLiteral("view: head_labels: label %1 is longer than %2 bytes of UTF-8")
                .arg(h)
                .arg(Limits::maxTokenLength);
    return {};
}

} // namespace attn::io
