// JSON that means exactly what it says. QJsonDocument quietly keeps the last of two equal keys
// in an object, turns a lone UTF-16 surrogate (\ud800) into "?" and invalid UTF-8 into U+FFFD;
// a file read that way would show something other than what it holds. Every JSON file the app
// reads (sessions, model configs, tokenizers, safetensors headers) goes through parseStrictJson.
#pragma once

#include <QByteArray>
#include <QHash>
#include <QJsonDocument>
#include <QList>
#include <QString>

#include <limits>
#include <optional>

namespace attn::io {

// Empty when `json` has no duplicate key, no lone surrogate and only valid UTF-8 in its
// strings; otherwise one phrase, e.g. `key "W_Q" appears twice (line 7, column 3)` or
// `tokens: a lone UTF-16 surrogate \ud800 (line 3, column 12)`. Safe on any bytes (it is fuzzed):
// malformed JSON is left for the parser to describe.
QString strictJsonProblem(const QByteArray &json);

// QJsonDocument::fromJson plus the checks above. On failure *error is one phrase without the
// file's name: "not valid JSON (unterminated string at line 2, column 5)" or the strict problem.
std::optional<QJsonDocument> parseStrictJson(const QByteArray &json, QString *error);
// Whether such an error is the parser's "not valid JSON (…)", in the window's language too,
// rather than one of the strict checks' phrases.
bool isNotValidJson(const QString &error);

// What one member of a top-level object may hold, for a reader that takes only some members
// (sessions). Counted in the file, before anything is built from it, so that a hostile file
// refused for its size never costs the memory its document would. Each phrase says what went
// beyond the limit, e.g. "more numbers than 4096 tokens × 2048 columns".
struct MemberLimit {
    static constexpr qint64 kNone = std::numeric_limits<qint64>::max();
    qint64 maxValues = kNone; // numbers, strings, true/false/null, lists and objects, itself included
    QString tooMany;
    qint64 maxStringBytes = kNone; // one string as the file spells it (quotes and escapes included)
    QString tooLong;
    qint64 maxBytes = kNone; // the member's whole value as the file spells it
    QString tooLarge;
};
// The members read, by key. Every other member is checked as JSON and then skipped: it is
// never decoded, its keys are not compared, and no document is built of it.
using MemberLimits = QHash<QString, MemberLimit>;

// parseStrictJson for a top-level object of which only `read` members matter: the file's other
// members are blanked in `json` (a value of 0, the same offsets and lines, so messages point at
// the file as it is) before QJsonDocument sees it. Memory: `json` itself (changed in place when
// the caller hands it over) plus the document of the members read. A valid JSON value that is
// not an object comes back as an empty document (isObject() false).
// `others`, when given, receives the other members as the file spells them (`"key": value`, some
// members one after another in one text, with their commas), in the file's order, as long as
// together they take at most `othersBytes` bytes; beyond that, none.
std::optional<QJsonDocument> parseStrictJsonObject(QByteArray json, const MemberLimits &read, QString *error,
                                                   QList<QByteArray> *others = nullptr,
                                                   qint64 othersBytes = 0);

// "line L, column C" of a byte offset (columns count bytes, from 1).
QString lineColumn(const QByteArray &text, qsizetype offset);

} // namespace attn::io
