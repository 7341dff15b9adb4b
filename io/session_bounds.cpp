#include "session_bounds.h"

#include "iotext.h"

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
        //: a session file far too large; %1 a count of values, %2 what a part of the file holds at most
        //: ("the limit of 4096 tokens", "a single value")
        m.tooMany = IoText::tr("more than %1 values in the file, far beyond %2").arg(m.maxValues).arg(what);
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
        //: a session file's text far too long; %1 a count of bytes, %2 what a part of the file holds at
        //: most ("the limit of 64 bytes a token", "its settings")
        m.tooLong = IoText::tr("a string of more than %1 bytes in the file, far beyond %2")
                        .arg(m.maxStringBytes)
                        .arg(what);
        return m;
    }

    MemberLimits makeLimits()
    {
        const qint64 T = Limits::maxTokens, d = Limits::maxDModel;
        //: what a part of a session file is beyond (in "…, far beyond %2"); %1 × %2 a matrix's rows and
        //: columns
        const QString matrices = IoText::tr("the limit of %1 × %2 numbers").arg(T).arg(d);
        // W_Q and W_O are d_model × num_heads·head_dim, which may be wider than d_model.
        const qint64 wide = std::max<qint64>(d, Limits::maxHeadColumns);
        const QString squares = IoText::tr("the limit of %1 × %2 numbers").arg(d).arg(wide);
        MemberLimits m;
        // One number, true/false or string each; a little room so that a wrong type still gets
        // the reader's message ("num_heads is a list, expected a number").
        for (const char *key : { "format", "version", "num_heads", "causal", "scale", "window", "prefix",
                                 "num_kv_heads", "head_dim", "norm_eps", "alibi", "softcap" })
            m.insert(QLatin1String(key),
                     //: what a part of a session file is beyond (in "…, far beyond %2"): a setting
                     strings(values(32, IoText::tr("a single value")), 64,
                             //: what a setting's text in a session file is beyond (in "…, far beyond %2")
                             IoText::tr("its one value")));
        m.insert(QStringLiteral("tokens"),
                 //: what a part of a session file is beyond (in "…, far beyond %2"); %1 a count of tokens
                 strings(values(T, IoText::tr("the limit of %1 tokens").arg(T)), Limits::maxTokenLength,
                         //: what a token's text is beyond (in "…, far beyond %2"); %1 a count of bytes
                         IoText::tr("the limit of %1 bytes a token").arg(Limits::maxTokenLength)));
        for (const char *key : { "embeddings", "target" })
            m.insert(QLatin1String(key), matrix(T, d, matrices));
        // {"optimizer": "adam", "lr": 0.01}: two values, as small as the ones above.
        m.insert(QStringLiteral("training"),
                 //: what a part of a session file is beyond (in "…, far beyond %2"); optimizer and lr are
                 //: the settings' names in the file, kept as they are
                 strings(values(32, IoText::tr("the two settings optimizer and lr")), 64,
                         //: what the text of a setting in a session file is beyond (in "…, far beyond %2")
                         IoText::tr("its settings")));
        for (const char *key : { "W_Q", "W_K", "W_V", "W_O" })
            m.insert(QLatin1String(key), matrix(d, wide, squares));
        for (const char *key : { "b_Q", "b_K", "b_V", "b_O", "q_norm", "k_norm" })
            //: what a part of a session file is beyond (in "…, far beyond %2"); %1 a count of numbers
            m.insert(QLatin1String(key), values(wide, IoText::tr("the limit of %1 numbers").arg(wide)));
        // {"theta": θ, "positions": [T numbers], "scaling": {five settings}}
        m.insert(QStringLiteral("rope"),
                 //: what a part of a session file is beyond (in "…, far beyond %2"); %1 a count of tokens
                 strings(values(T + 32, IoText::tr("a position for each of %1 tokens").arg(T)), 64,
                         //: what the text of a setting in a session file is beyond (in "…, far beyond %2")
                         IoText::tr("its settings")));
        // latent attention's seven matrices, each at most wide × wide, and its three sizes
        m.insert(QStringLiteral("mla"),
                 values(7 * (wide + wide * wide) + 2 * wide + 64,
                        //: what a part of a session file is beyond (in "…, far beyond %2"); %1 × %1 a
                        //: matrix's rows and columns
                        IoText::tr("seven matrices of at most %1 × %1 numbers").arg(wide)));
        // the block: residual_in (T × d), W_in and W_out (d × I each), the norms' and biases' vectors
        // (5d + I), eps
        const qint64 I = Limits::maxBlockWidth;
        m.insert(
            QStringLiteral("block"),
            strings(
                values(
                    T * d + T + 2 * (d * I + d) + I + 6 * d + 64,
                    //: what a part of a session file is beyond (in "…, far beyond %2"); %1
                    //: a count of tokens, %2 the model's width (d_model kept), %3 a count
                    IoText::tr("a block of %1 tokens, d_model %2 and %3 hidden units").arg(T).arg(d).arg(I)),
                64,
                //: what the name of a block's activation in a session file is beyond (in "…,
                //: far beyond %2")
                IoText::tr("its activation")));
        m.insert(QStringLiteral("sinks"),
                 values(Limits::maxHeads,
                        //: what a part of a session file is beyond (in "…, far beyond %2"); %1 a count
                        //: of heads
                        IoText::tr("one number for each of at most %1 heads").arg(Limits::maxHeads)));
        for (const char *key : { "padding", "segments" })
            //: what a part of a session file is beyond (in "…, far beyond %2"); %1 a count of tokens
            m.insert(QLatin1String(key), values(T, IoText::tr("the limit of %1 tokens").arg(T)));
        m.insert(QStringLiteral("blocked"),
                 values(3 * qint64(Limits::maxBlockedCells),
                        //: what a part of a session file is beyond (in "…, far beyond %2"); %1 a count
                        //: of pairs of tokens
                        IoText::tr("the limit of %1 pairs").arg(Limits::maxBlockedCells)));
        m.insert(QStringLiteral("notes"),
                 //: what a part of a session file is beyond (in "…, far beyond %2"): the notes
                 strings(values(32, IoText::tr("a single text")), Limits::maxNotesBytes,
                         //: what a text in a session file is beyond (in "…, far beyond %2"); %1 a count
                         //: of bytes
                         IoText::tr("the limit of %1 bytes").arg(Limits::maxNotesBytes)));
        MemberLimit view;
        view.maxBytes = kMaxViewBytes;
        //: the view state of a session file too large; %1 a count of bytes
        view.tooLarge = IoText::tr("more than %1 bytes, beyond the limit of 1 MB for the app's view state")
                            .arg(kMaxViewBytes);
        m.insert(QStringLiteral("view"), view);
        return m;
    }

    QString tooLong(const QString &field, qsizetype bytes, int limit)
    {
        //: "view" is a key of the session file, kept as it is; %1 a key within it (title, note or
        //: file), %2 its size in bytes, %3 the most bytes it may have
        return IoText::tr("view: %1: %2 bytes, more than the limit of %3").arg(field).arg(bytes).arg(limit);
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
        //: "view" and "head_labels" are keys of the session file, kept as they are; %1 a count of
        //: labels, %2 the most heads
        return IoText::tr("view: head_labels: %1 labels, more than the limit of %2 heads")
            .arg(labels.size())
            .arg(Limits::maxHeads);
    for (qsizetype h = 0; h < labels.size(); ++h)
        if (labels.at(h).toString().toUtf8().size() > Limits::maxTokenLength)
            //: "view" and "head_labels" are keys of the session file, kept as they are; %1 the label's
            //: number (from 0), %2 the most bytes
            return IoText::tr("view: head_labels: label %1 is longer than %2 bytes of UTF-8")
                .arg(h)
                .arg(Limits::maxTokenLength);
    return {};
}

} // namespace attn::io
