// Session files (docs/file-formats.md) and the `compute` result as JSON. Qt Core only.
// Errors are values: every function that can fail returns an empty optional / false
// and sets *error to one sentence that names the file and the field or position.
#pragma once

#include "core/attention.h"
#include "core/gradient.h"
#include "core/session.h"
#include "io/fileio.h"

#include <QByteArray>
#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <optional>

namespace attn::io {

inline constexpr auto kFormat = "attention-lab-session";
inline constexpr int kVersion = 1;
// A session file is read whole. 1 GiB holds any GPT-2 layer taken into a session: GPT-2 XL's
// (d_model 1600) is four 1600 × 1600 matrices, about 0.2 GB as text, plus T × 1600 embeddings.
inline constexpr qint64 kMaxFileBytes = 1024ll * 1024 * 1024;
// The keys of a file this app does not read are kept (Session::otherKeys) and written back when it
// saves the session, up to this many bytes of them in all; a file with more keeps none of them.
inline constexpr qint64 kMaxOtherKeysBytes = 1 << 20;

// `label` is how the message names the source, e.g. the file's name ("lesson.json: …").
// `view`, when given, receives the optional "view" object (the app's own view state).
std::optional<Session> parseSession(const QByteArray &json, const QString &label, QString *error,
                                    QJsonObject *view = nullptr);
std::optional<Session> loadSession(const QString &path, QString *error, QJsonObject *view = nullptr);

QByteArray sessionToJson(const Session &s, const QJsonObject &view = {});
// Atomic: the previous file stays intact if anything fails (io/fileio.h).
bool saveSession(const QString &path, const Session &s, QString *error, const QJsonObject &view = {},
                 const WriteOptions &options = {});

// The `compute` output: the keys of the reference *.expected.json files.
QJsonObject resultToJson(const Session &s, const AttentionResult &r);

// The `gradient` output (docs/file-formats.md): {"loss": L, "grad": {"W_Q", "W_K", "W_V", "W_O",
// "b_Q", "b_K", "b_V", "b_O", "embeddings"}}, every number in full precision.
QJsonObject gradientToJson(const GradientResult &g);

// JSON for people as well as programs: objects indented, a matrix one row per line,
// numbers in the shortest form that reads back to the same double. Keys listed in
// `order` come first, in that order; the rest follow alphabetically.
QByteArray readableJson(const QJsonObject &o, const QStringList &order = {});

// Presets are resources (resources/presets/*.json), listed in a fixed teaching order.
QStringList presetNames();
QString presetTitle(const QString &name); // the "view" → "title" of the preset, or the name
std::optional<Session> loadPreset(const QString &name, QString *error, QJsonObject *view = nullptr);

} // namespace attn::io
