// The keys of a session as its file writes them, compared key by key: which keys an operation
// changed. The session with every key set (tests/data/every-key.session.json) is where the
// key-survival tests start.
#pragma once

#include "io/session_json.h"
#include "io/session_keys.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QStringList>
#include <QTest>

namespace testing {

// Every key of the table but the file's own (format, version) and the window's (view).
inline QStringList sessionKeys()
{
    QStringList keys;
    for (const attn::io::SessionKey &k : attn::io::kSessionKeys)
        if (k.bit != 0)
            keys << QString::fromLatin1(k.name);
    return keys;
}

inline QJsonObject writtenKeys(const attn::Session &s)
{
    return QJsonDocument::fromJson(attn::io::sessionToJson(s)).object();
}

// The first key (of the table, or one the app does not know) whose value differs between `before`
// and `after` though it is not in `changes`; empty when there is none.
inline QString keyChangedBesides(const attn::Session &before, const attn::Session &after, const QStringList &changes)
{
    const QJsonObject a = writtenKeys(before), b = writtenKeys(after);
    QStringList keys = a.keys() + b.keys();
    keys.removeDuplicates();
    for (const QString &key : keys)
        if (!changes.contains(key) && key != QLatin1String("format") && key != QLatin1String("version")
            && a.value(key) != b.value(key))
            return key;
    return {};
}

// The keys that differ between the two.
inline QStringList keysChanged(const attn::Session &before, const attn::Session &after)
{
    const QJsonObject a = writtenKeys(before), b = writtenKeys(after);
    QStringList keys = a.keys() + b.keys();
    keys.removeDuplicates();
    QStringList changed;
    for (const QString &key : keys)
        if (a.value(key) != b.value(key))
            changed << key;
    return changed;
}

inline attn::Session everyKeySession(QJsonObject *view = nullptr)
{
    QString error;
    const auto s = attn::io::loadSession(QStringLiteral(TEST_DATA_DIR "/every-key.session.json"), &error, view);
    if (!s)
        qFatal("every-key.session.json: %s", qPrintable(error));
    return *s;
}

// The second fixture: latent attention (mla) in place of W_Q, W_K, W_V and the keys it excludes,
// every other key set (tests/data/every-key-latent.session.json, a DeepSeek layer).
inline attn::Session everyKeyLatentSession(QJsonObject *view = nullptr)
{
    QString error;
    const auto s
        = attn::io::loadSession(QStringLiteral(TEST_DATA_DIR "/every-key-latent.session.json"), &error, view);
    if (!s)
        qFatal("every-key-latent.session.json: %s", qPrintable(error));
    return *s;
}

} // namespace testing
