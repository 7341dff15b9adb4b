// JSON that means exactly what it says. QJsonDocument quietly keeps the last of two equal keys
// in an object, turns a lone UTF-16 surrogate (\ud800) into "?" and invalid UTF-8 into U+FFFD;
// a file read that way would show something other than what it holds. Every JSON file the app
// reads (sessions, model configs, tokenizers, safetensors headers) goes through parseStrictJson.
#pragma once

#include <QByteArray>
#include <QJsonDocument>
#include <QString>

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

// "line L, column C" of a byte offset (columns count bytes, from 1).
QString lineColumn(const QByteArray &text, qsizetype offset);

} // namespace attn::io
