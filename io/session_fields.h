// Inside the session reader (session_json.cpp, session_json_heads.cpp): the checks a field of a
// session file goes through. Each returns the value or throws ParseError with one sentence that
// names the field ("W_K: row 1 has 3 numbers, expected 2"); parseSession() turns it into the
// error it reports. Not for use outside io/.
#pragma once

#include "core/session.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QString>

#include <optional>

namespace attn::io::fields {

struct ParseError {
    QString message;
};

[[noreturn]] void fail(const QString &message);

QString typeName(const QJsonValue &v); // "a number", "a list", …
double number(const QJsonValue &v, const QString &where); // finite
int index(const QJsonValue &v, const QString &where, int count); // a whole number in 0…count−1
QJsonArray array(const QJsonValue &v, const QString &where);
// A value as the file has it, for messages: "a", 1.5, null, [1, 2] (cut short when long).
QString shown(const QJsonValue &v);
// A whole number that fits an int; nullopt otherwise.
std::optional<int> wholeNumber(const QJsonValue &v);
// A bias (or a norm's weights): absent = none (empty), otherwise exactly n finite numbers within
// the limits.
RowVector bias(const QJsonObject &o, const QString &key, int n);
// A list of rows of numbers; rows/cols < 0: take it from the data.
Matrix matrix(const QJsonObject &o, const QString &key, int rows, int cols);
// A matrix as a list of rows of numbers, and a vector as a list of numbers, as a session file writes them.
QJsonArray matrixToJson(const Matrix &m);
QJsonArray vectorToJson(const RowVector &v);
double positiveNumber(const QJsonValue &v, const QString &where, double most); // in (0, most]

// Today's model families (docs/file-formats.md): num_kv_heads and head_dim, read before the matrices
// (they give their widths); q_norm, k_norm, norm_eps and rope, read after them.
void parseHeadShape(const QJsonObject &o, Session &s);
void parseQK(const QJsonObject &o, Session &s);
// rope as a session file writes it.
QJsonObject ropeToJson(const Rope &r);
// DeepSeek's latent attention (session_json_latent.cpp): "mla", read after num_heads, in place of
// W_Q, W_K and W_V; and as a session file writes it.
void parseLatent(const QJsonObject &o, Session &s);
QJsonObject latentToJson(const LatentAttention &m);
// The transformer block around the attention (session_json_block.cpp): "block", read last (it is
// checked against the embeddings), and as a session file writes it.
void parseBlock(const QJsonObject &o, Session &s);
QJsonObject blockToJson(const TransformerBlock &b);
// The score rule (session_rule.cpp): scale, alibi, softcap and sinks, read after num_heads.
void parseScoreRule(const QJsonObject &o, Session &s);
void writeScoreRule(const Session &s, QJsonObject &o);

} // namespace attn::io::fields
