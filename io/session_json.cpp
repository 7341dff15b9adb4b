#include "session_json.h"

#include "core/summaries.h"
#include "fileio.h"
#include "iotext.h"
#include "session_bounds.h"
#include "session_fields.h"
#include "strictjson.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLocale>
#include <QSet>

#include <cmath>
#include <limits>
#include <optional>
#include <set>

namespace attn::io {

using namespace fields;

namespace {

    // window, prefix and segments (docs/file-formats.md, "More masks").
    void parseMoreMasks(const QJsonObject &o, Session &s)
    {
        const int T = s.tokenCount();
        if (o.contains("window")) {
            const QJsonValue v = o.value("window");
            const double w = number(v, QStringLiteral("window"));
            if (w != std::floor(w) || w < 1)
                //: before the colon: a key of the session file, kept; %1 the value found
                fail(IoText::tr("window: %1 must be a whole number ≥ 1").arg(shown(v)));
            if (w > std::numeric_limits<int>::max())
                //: before the colon: a key of the session file, kept; %1 the value found, %2 the largest
                //: whole number
                fail(IoText::tr("window: %1 is more than %2")
                         .arg(shown(v))
                         .arg(std::numeric_limits<int>::max()));
            s.window = static_cast<int>(w);
        }
        if (o.contains("prefix")) {
            const QJsonValue v = o.value("prefix");
            const double p = number(v, QStringLiteral("prefix"));
            if (p != std::floor(p))
                //: before the colon: a key of the session file, kept; %1 the value found, %2 the count of
                //: tokens
                fail(IoText::tr("prefix: %1 must be a whole number in 0…%2").arg(shown(v)).arg(T));
            if (p < 0 || p > T)
                //: before the colon: a key of the session file, kept; %1 the value found, %2 the count of
                //: tokens
                fail(IoText::tr("prefix: %1 is outside 0…%2").arg(shown(v)).arg(T));
            s.prefix = static_cast<int>(p);
        }
        if (o.contains("segments")) {
            const QJsonArray a = array(o.value("segments"), QStringLiteral("segments"));
            if (a.size() != T)
                //: before the colon: a key of the session file, kept; %1 a count of segment ids, %2 a count
                //: of tokens
                fail(IoText::tr("segments: %1 ids for %2 tokens").arg(a.size()).arg(T));
            s.segments.reserve(static_cast<std::size_t>(T));
            for (qsizetype t = 0; t < a.size(); ++t) {
                const std::optional<int> g = wholeNumber(a.at(t));
                if (!g)
                    //: before the colon: a key of the session file, kept; %1 the entry's number (from 0), %2
                    //: the value found
                    fail(IoText::tr("segments: entry %1 is %2, expected a whole number")
                             .arg(t)
                             .arg(shown(a.at(t))));
                s.segments.push_back(*g);
            }
        }
    }

    // target (T × d_model numbers) and training ({"optimizer": "sgd"|"adam", "lr": η}).
    void parseLearning(const QJsonObject &o, Session &s)
    {
        const int T = s.tokenCount(), d = s.dModel();
        if (o.contains("target")) {
            const QJsonArray rows = array(o.value("target"), QStringLiteral("target"));
            if (rows.size() != T)
                //: before the colon: a key of the session file, kept; %1 a count of rows, %2 a count of
                //: tokens
                fail(IoText::tr("target: %1 rows for %2 tokens").arg(rows.size()).arg(T));
            s.target = matrix(o, QStringLiteral("target"), T, d);
        }
        if (!o.contains("training"))
            return;
        const QJsonValue v = o.value("training");
        if (!v.isObject())
            //: "training" is a key of the session file, kept; %1 what it is: "a list", "a number"…
            fail(IoText::tr("training is %1, expected an object").arg(typeName(v)));
        const QJsonObject t = v.toObject();
        for (const char *key : { "optimizer", "lr" })
            if (!t.contains(QLatin1String(key)))
                //: before the colon: a key of the session file, kept; %1 a key within it (optimizer or lr)
                fail(IoText::tr("training: %1: missing").arg(QLatin1String(key)));
        const QJsonValue optimizer = t.value("optimizer");
        TrainingSettings training;
        if (optimizer == QJsonValue(QStringLiteral("sgd")))
            training.optimizer = Optimizer::Sgd;
        else if (optimizer == QJsonValue(QStringLiteral("adam")))
            training.optimizer = Optimizer::Adam;
        else
            //: before the colon: a key of the session file, kept; "optimizer", "sgd" and "adam" kept too; %1
            //: the value found ("a list"…)
            fail(IoText::tr("training: optimizer is %1, expected \"sgd\" or \"adam\"")
                     .arg(optimizer.isString() ? shown(optimizer) : typeName(optimizer)));
        training.lr = number(t.value("lr"), QStringLiteral("training: lr"));
        if (!(training.lr > 0))
            //: before the colon: a key of the session file, kept; lr kept too; %1 the value found
            fail(IoText::tr("training: lr: %1 must be a positive number").arg(shown(t.value("lr"))));
        s.training = training;
    }

    // "blocked": [[query, key], …], each pair once, in the order given.
    void parseBlocked(const QJsonValue &value, int T, Session &s)
    {
        const QJsonArray blocked = array(value, QStringLiteral("blocked"));
        if (blocked.size() > Limits::maxBlockedCells)
            //: before the colon: a key of the session file, kept; %1 the count found, %2 the most allowed
            fail(IoText::tr("blocked: %1 pairs, more than the limit of %2")
                     .arg(blocked.size())
                     .arg(Limits::maxBlockedCells));
        std::set<std::pair<int, int>> seen;
        for (qsizetype k = 0; k < blocked.size(); ++k) {
            // A well-formed pair is taken at once; the place is said only when something is wrong.
            if (const QJsonArray p = blocked.at(k).toArray(); p.size() == 2) {
                const double q = p.at(0).toDouble(-1), key = p.at(1).toDouble(-1);
                if (q >= 0 && q < T && key >= 0 && key < T && q == std::floor(q) && key == std::floor(key)) {
                    if (const std::pair cell { int(q), int(key) }; seen.insert(cell).second)
                        s.blocked.push_back(cell);
                    continue;
                }
            }
            //: a place in a session file, put into messages; "blocked" a key, kept; %1 the entry's number
            //: (from 0)
            const QString where = IoText::tr("blocked: entry %1").arg(k);
            const QJsonArray pair = array(blocked.at(k), where);
            if (pair.size() != 2)
                //: %1 a place in the file ("blocked: entry 3"), %2 a count; the bracket shows what the
                //: pair holds
                fail(IoText::tr("%1 has %2 numbers, expected [query, key]").arg(where).arg(pair.size()));
            //: added to a place in a session file ("blocked: entry 3"): the pair's first number, the
            //: query
            const std::pair cell { index(pair.at(0), where + IoText::tr(" query"), T),
                                   //: added to a place in a session file ("blocked: entry 3"): the pair's
                                   //: second number, the key
                                   index(pair.at(1), where + IoText::tr(" key"), T) };
            if (seen.insert(cell).second)
                s.blocked.push_back(cell);
        }
    }

    Session parse(const QJsonObject &o)
    {
        for (const char *key :
             { "format", "version", "tokens", "embeddings", "num_heads", "W_Q", "W_K", "W_V" })
            if (!o.contains(QLatin1String(key))
                && !(o.contains("mla") && key[0] == 'W')) // mla: no W_Q, W_K, W_V
                //: %1 a key of the session file that is not there
                fail(IoText::tr("%1: missing").arg(QLatin1String(key)));
        if (o.value("format").toString() != QLatin1String(kFormat))
            //: before the colon: a key of the session file, kept; %1 the format's name
            fail(IoText::tr("format: expected \"%1\"").arg(QLatin1String(kFormat)));
        const QJsonValue version = o.value("version");
        if (!version.isDouble() || version.toDouble() != std::floor(version.toDouble())
            || version.toDouble() < 1)
            //: before the colon: a key of the session file, kept; %1 the version this app writes
            fail(IoText::tr("version: expected %1").arg(kVersion));
        if (version.toDouble() > kVersion)
            //: before the colon: a key of the session file, kept; %1 the file's version, %2 the newest this
            //: app reads
            fail(IoText::tr("version: %1 is newer than this app reads (%2)")
                     .arg(version.toDouble())
                     .arg(kVersion));

        Session s;
        const QJsonArray tokens = array(o.value("tokens"), QStringLiteral("tokens"));
        if (tokens.isEmpty())
            //: before the colon: a key of the session file, kept
            fail(IoText::tr("tokens: there must be at least one token"));
        if (tokens.size() > Limits::maxTokens)
            //: before the colon: a key of the session file, kept; %1 the count found, %2 the most allowed
            fail(IoText::tr("tokens: %1 tokens, more than the limit of %2")
                     .arg(tokens.size())
                     .arg(Limits::maxTokens));
        for (qsizetype t = 0; t < tokens.size(); ++t) {
            if (!tokens.at(t).isString())
                //: before the colon: a key of the session file, kept; %1 the token's number (from 0), %2 what
                //: it is ("a number"…)
                fail(IoText::tr("tokens: token %1 is %2, expected a string")
                         .arg(t)
                         .arg(typeName(tokens.at(t))));
            const QByteArray text = tokens.at(t).toString().toUtf8();
            if (text.size() > Limits::maxTokenLength)
                //: before the colon: a key of the session file, kept; %1 the token's number (from 0), %2 the
                //: most bytes
                fail(IoText::tr("tokens: token %1 is longer than %2 bytes of UTF-8")
                         .arg(t)
                         .arg(Limits::maxTokenLength));
            s.tokens.emplace_back(text.constData(), static_cast<std::size_t>(text.size()));
        }
        const int T = static_cast<int>(tokens.size());

        const QJsonArray emb = array(o.value("embeddings"), QStringLiteral("embeddings"));
        if (emb.size() != T)
            //: before the colon: a key of the session file, kept; %1 a count of rows, %2 a count of tokens
            fail(IoText::tr("embeddings: %1 rows for %2 tokens").arg(emb.size()).arg(T));
        s.X = matrix(o, QStringLiteral("embeddings"), T, -1);
        const int d = static_cast<int>(s.X.cols());

        const QJsonValue heads = o.value("num_heads");
        const double h = number(heads, QStringLiteral("num_heads"));
        if (h != std::floor(h) || h < 1 || h > Limits::maxHeads)
            //: before the colon: a key of the session file, kept; %1 the value found, %2 the most heads
            fail(IoText::tr("num_heads: %1 is not a whole number in 1…%2")
                     .arg(h, 0, 'g', 17)
                     .arg(Limits::maxHeads));
        s.numHeads = static_cast<int>(h);
        parseHeadShape(o, s);
        const int qw = s.qWidth(), kvw = s.kvWidth(); // d_model each, without today's keys

        parseLatent(o, s); // DeepSeek's latent attention in place of W_Q, W_K, W_V
        if (!s.mla) {
            s.Wq = matrix(o, QStringLiteral("W_Q"), d, qw);
            s.Wk = matrix(o, QStringLiteral("W_K"), d, kvw);
            s.Wv = matrix(o, QStringLiteral("W_V"), d, kvw);
        }
        const int ow = s.mla ? s.numHeads * s.mla->v : qw; // W_O's rows: concat's (latent: H·v)
        s.Wo = o.contains("W_O") ? matrix(o, QStringLiteral("W_O"), ow, d) : Matrix::Identity(ow, d);

        if (o.contains("causal")) {
            if (!o.value("causal").isBool())
                //: "causal", true and false are the session file's words, kept; %1 what it is ("a number"…)
                fail(IoText::tr("causal is %1, expected true or false").arg(typeName(o.value("causal"))));
            s.causal = o.value("causal").toBool();
        }
        s.padding.assign(T, false);
        if (o.contains("padding")) {
            const QJsonArray pad = array(o.value("padding"), QStringLiteral("padding"));
            for (qsizetype k = 0; k < pad.size(); ++k)
                //: a place in a session file, put into messages; "padding" a key, kept; %1 the entry's number
                //: (from 0)
                s.padding[index(pad.at(k), IoText::tr("padding: entry %1").arg(k), T)] = true;
        }
        if (o.contains("blocked"))
            parseBlocked(o.value("blocked"), T, s);
        parseScoreRule(o, s);
        parseMoreMasks(o, s);
        s.bQ = bias(o, QStringLiteral("b_Q"), qw);
        s.bK = bias(o, QStringLiteral("b_K"), kvw);
        s.bV = bias(o, QStringLiteral("b_V"), kvw);
        s.bO = bias(o, QStringLiteral("b_O"), d);
        parseQK(o, s);
        parseLearning(o, s);
        if (o.contains("notes")) {
            if (!o.value("notes").isString())
                //: before the colon: a key of the session file, kept; %1 what it is ("a number"…)
                fail(IoText::tr("notes: expected a string, not %1").arg(typeName(o.value("notes"))));
            const QByteArray notes = o.value("notes").toString().toUtf8();
            if (notes.size() > Limits::maxNotesBytes)
                //: before the colon: a key of the session file, kept; %1 the count found, %2 the most allowed
                fail(IoText::tr("notes: %1 bytes, more than the limit of %2")
                         .arg(notes.size())
                         .arg(Limits::maxNotesBytes));
            s.notes.assign(notes.constData(), static_cast<std::size_t>(notes.size()));
        }
        if (const std::string e = validate(s); !e.empty())
            fail(QString::fromStdString(e));
        parseBlock(o, s); // held to the embeddings, once they are known to be sound
        return s;
    }

    template <class Numbers> QJsonArray numbersToJson(const Numbers &m)
    {
        QJsonArray rows;
        for (Eigen::Index i = 0; i < m.rows(); ++i) {
            QJsonArray row;
            for (Eigen::Index j = 0; j < m.cols(); ++j)
                row.append(m(i, j));
            rows.append(row);
        }
        return rows;
    }
    QJsonArray toJson(const Matrix &m)
    {
        return matrixToJson(m);
    }
    QJsonArray toJson(const StridedMatrix &m)
    {
        return numbersToJson(m);
    }

    QJsonArray toJson(const Mask &m)
    {
        QJsonArray rows;
        for (Eigen::Index i = 0; i < m.rows(); ++i) {
            QJsonArray row;
            for (Eigen::Index j = 0; j < m.cols(); ++j)
                row.append(bool(m(i, j)));
            rows.append(row);
        }
        return rows;
    }

    QJsonArray toJson(const std::vector<std::string> &tokens)
    {
        QJsonArray a;
        for (const auto &t : tokens)
            a.append(QString::fromStdString(t));
        return a;
    }

    bool isFlat(const QJsonArray &a)
    {
        for (const QJsonValue &v : a)
            if (v.isArray() || v.isObject())
                return false;
        return true;
    }

    void writeValue(QByteArray &out, const QJsonValue &v, int indent, const QStringList &order);

    void writeScalar(QByteArray &out, const QJsonValue &v)
    {
        if (v.isDouble() && !std::isfinite(v.toDouble()))
            out += "null"; // JSON has no NaN or infinity (the commands refuse such results before)
        else if (v.isDouble())
            out += QByteArray::number(v.toDouble(), 'g', QLocale::FloatingPointShortest);
        else
            out += QJsonDocument(QJsonArray { v }).toJson(QJsonDocument::Compact).mid(1).chopped(1);
    }

    void writeValue(QByteArray &out, const QJsonValue &v, int indent, const QStringList &order)
    {
        const QByteArray pad(indent + 2, ' ');
        if (v.isObject()) {
            const QJsonObject o = v.toObject();
            QStringList keys; // those of `order` first, then the rest as QJsonObject sorts them
            QSet<QString> placed;
            for (const QString &k : order)
                if (o.contains(k) && !placed.contains(k)) {
                    keys << k;
                    placed.insert(k);
                }
            for (const QString &k : o.keys())
                if (!placed.contains(k))
                    keys << k;
            out += "{";
            for (qsizetype i = 0; i < keys.size(); ++i) {
                out += (i ? ",\n" : "\n") + pad;
                writeScalar(out, keys[i]);
                out += ": ";
                writeValue(out, o.value(keys[i]), indent + 2, order);
            }
            out += keys.isEmpty() ? "}" : "\n" + QByteArray(indent, ' ') + "}";
        } else if (v.isArray()) {
            const QJsonArray a = v.toArray();
            if (isFlat(a)) { // a row of numbers, or a list of tokens: one line
                out += "[";
                for (qsizetype i = 0; i < a.size(); ++i) {
                    if (i)
                        out += ", ";
                    writeScalar(out, a.at(i));
                }
                out += "]";
                return;
            }
            out += "[";
            for (qsizetype i = 0; i < a.size(); ++i) {
                out += (i ? ",\n" : "\n") + pad;
                writeValue(out, a.at(i), indent + 2, order);
            }
            out += "\n" + QByteArray(indent, ' ') + "]";
        } else {
            writeScalar(out, v);
        }
    }

} // namespace

QByteArray readableJson(const QJsonObject &o, const QStringList &order)
{
    QByteArray out;
    writeValue(out, o, 0, order);
    return out + "\n";
}

namespace {

    // The members of `members` (`"key": value, "key": value`, strict JSON), each as its key and its
    // value's text, in the order they are written: a QJsonObject would sort them, and drop all but
    // one of a key written twice.
    std::vector<std::pair<QString, QByteArray>> membersInOrder(const QByteArray &members)
    {
        std::vector<std::pair<QString, QByteArray>> out;
        int depth = 0;
        bool expectKey = true;
        qsizetype valueStart = -1;
        auto endValue = [&](qsizetype end) {
            if (valueStart >= 0 && !out.empty())
                out.back().second = members.mid(valueStart, end - valueStart).trimmed();
            valueStart = -1;
        };
        for (qsizetype i = 0; i < members.size(); ++i) {
            const char c = members[i];
            if (c == '"') {
                qsizetype end = i + 1;
                while (end < members.size() && members[end] != '"')
                    end += members[end] == '\\' ? 2 : 1;
                if (depth == 0 && expectKey) {
                    const auto key = QJsonDocument::fromJson("[" + members.mid(i, end + 1 - i) + "]");
                    out.emplace_back(key.array().at(0).toString(), QByteArray());
                    expectKey = false;
                }
                i = end;
            } else if (c == ':' && depth == 0 && valueStart < 0) {
                valueStart = i + 1;
            } else if (c == '{' || c == '[') {
                ++depth;
            } else if (c == '}' || c == ']') {
                --depth;
            } else if (c == ',' && depth == 0) {
                endValue(i);
                expectKey = true;
            }
        }
        endValue(members.size());
        return out;
    }

    // The members of a file this reader does not know (parseStrictJsonObject's `others`), each as
    // its key and its value's compact JSON, in the file's order; a key written twice keeps its
    // place and its last value, as a JSON reader takes it. A value that is not JSON on its own is
    // left out.
    std::vector<std::pair<std::string, std::string>> otherKeys(const QList<QByteArray> &members)
    {
        std::vector<std::pair<std::string, std::string>> out;
        QHash<QString, std::size_t> at; // where each key stands in `out`
        for (const QByteArray &text : members)
            for (const auto &[key, valueText] : membersInOrder(text)) {
                const auto doc = parseStrictJson("[" + valueText + "]", nullptr);
                if (!doc || !doc->isArray() || doc->array().size() != 1)
                    continue;
                const QByteArray value = QJsonDocument(doc->array()).toJson(QJsonDocument::Compact);
                std::string compact = value.mid(1).chopped(1).toStdString();
                if (const auto it = at.constFind(key); it != at.constEnd()) {
                    out[*it].second = std::move(compact);
                    continue;
                }
                at.insert(key, out.size());
                out.emplace_back(key.toStdString(), std::move(compact));
            }
        return out;
    }

    // The bytes are taken over: the keys the reader does not use are blanked in them, in place
    // when nothing else holds them (loadSession), so reading costs the file once, not twice.
    std::optional<Session> parseSessionBytes(QByteArray json, const QString &label, QString *error,
                                             QJsonObject *view)
    {
        QString problem;
        QList<QByteArray> others;
        const auto parsed = parseStrictJsonObject(std::move(json), sessionMemberLimits(), &problem, &others,
                                                  kMaxOtherKeysBytes);
        if (!parsed) {
            if (error)
                *error = label + QStringLiteral(": ") + problem;
            return std::nullopt;
        }
        const QJsonDocument &doc = *parsed;
        if (!doc.isObject()) {
            if (error)
                //: %1 the file, %2 the format's name; "format" is a key of the file, kept as it is
                *error = IoText::tr("%1: expected a JSON object with \"format\": \"%2\"")
                             .arg(label, QLatin1String(kFormat));
            return std::nullopt;
        }
        try {
            Session s = parse(doc.object());
            s.otherKeys = otherKeys(others);
            const QJsonObject viewState = doc.object().value("view").toObject();
            if (const QString p = viewProblem(viewState); !p.isEmpty())
                fail(p);
            if (view)
                *view = viewState;
            return s;
        } catch (const ParseError &e) {
            if (error)
                *error = label + QStringLiteral(": ") + e.message;
            return std::nullopt;
        }
    }

} // namespace

std::optional<Session> parseSession(const QByteArray &json, const QString &label, QString *error,
                                    QJsonObject *view)
{
    return parseSessionBytes(json, label, error, view);
}

std::optional<Session> loadSession(const QString &path, QString *error, QJsonObject *view)
{
    auto bytes = readRegularFile(path, kMaxFileBytes, error);
    if (!bytes)
        return std::nullopt;
    return parseSessionBytes(std::move(*bytes), printableName(QFileInfo(path).fileName()), error, view);
}

QByteArray sessionToJson(const Session &s, const QJsonObject &view)
{
    QJsonObject o;
    o["format"] = QLatin1String(kFormat);
    o["version"] = kVersion;
    o["tokens"] = toJson(s.tokens);
    o["embeddings"] = toJson(s.X);
    o["num_heads"] = s.numHeads;
    if (s.mla) {
        o["mla"] = latentToJson(*s.mla);
    } else {
        o["W_Q"] = toJson(s.Wq);
        o["W_K"] = toJson(s.Wk);
        o["W_V"] = toJson(s.Wv);
    }
    o["W_O"] = toJson(s.Wo);
    o["causal"] = s.causal;
    QJsonArray pad;
    for (std::size_t t = 0; t < s.padding.size(); ++t)
        if (s.padding[t])
            pad.append(static_cast<int>(t));
    o["padding"] = pad;
    QJsonArray blocked;
    for (auto [i, j] : s.blocked)
        blocked.append(QJsonArray { i, j });
    o["blocked"] = blocked;
    writeScoreRule(s, o);
    // The newer keys only when set: a session without them is written exactly as before.
    if (s.window)
        o["window"] = *s.window;
    if (s.prefix != 0)
        o["prefix"] = s.prefix;
    if (!s.segments.empty()) {
        QJsonArray segments;
        for (int g : s.segments)
            segments.append(g);
        o["segments"] = segments;
    }
    for (auto [key, b] : { std::pair { "b_Q", &s.bQ }, { "b_K", &s.bK }, { "b_V", &s.bV }, { "b_O", &s.bO } })
        if (b->size() != 0)
            o[QLatin1String(key)] = toJson(Matrix(*b)).at(0);
    if (s.numKvHeads)
        o["num_kv_heads"] = *s.numKvHeads;
    if (s.headDim)
        o["head_dim"] = *s.headDim;
    for (auto [key, w] : { std::pair { "q_norm", &s.qNorm }, { "k_norm", &s.kNorm } })
        if (w->size() != 0)
            o[QLatin1String(key)] = toJson(Matrix(*w)).at(0);
    if (s.normEps)
        o["norm_eps"] = *s.normEps;
    if (s.rope)
        o["rope"] = ropeToJson(*s.rope);
    if (s.target)
        o["target"] = toJson(*s.target);
    if (s.training)
        o["training"] = QJsonObject {
            { "optimizer", s.training->optimizer == Optimizer::Adam ? "adam" : "sgd" },
            { "lr", s.training->lr },
        };
    if (!s.notes.empty())
        o["notes"] = QString::fromStdString(s.notes);
    if (const TransformerBlock *b = s.liveBlock()) // not once an edit has left it behind
        o["block"] = blockToJson(*b);
    if (!view.isEmpty())
        o["view"] = view;
    for (const auto &[key, text] : s.otherKeys) { // as the file had them
        const QString name = QString::fromStdString(key);
        const QJsonDocument value = QJsonDocument::fromJson("[" + QByteArray::fromStdString(text) + "]");
        if (!o.contains(name) && value.isArray())
            o[name] = value.array().at(0);
    }
    QStringList order { "format", "version", "tokens", "embeddings", "num_heads", "num_kv_heads", "head_dim",
                        "W_Q", "W_K", "W_V", "mla", "W_O", "b_Q", "b_K", "b_V", "b_O", "q_norm", "k_norm",
                        "norm_eps", "rope", "causal", "prefix", "window", "segments", "padding", "blocked",
                        "scale", "alibi", "softcap", "sinks", "target", "training", "notes", "block", "view",
                        // inside "block"
                        "residual_in", "norm_1", "norm_2", "mlp", "eps", "gamma", "beta", "W_in", "b_in",
                        "W_out", "b_out", "activation",
                        // inside "training"
                        "optimizer", "lr",
                        // inside "rope"
                        "theta", "positions", "scaling", "rope_type", "factor", "low_freq_factor",
                        "high_freq_factor", "original_max_position_embeddings",
                        // inside "mla"
                        "qk_nope_head_dim", "qk_rope_head_dim", "v_head_dim", "W_DQ", "q_a_norm", "W_UQ",
                        "W_DKV", "kv_norm", "W_UK", "W_UV", "W_KR" };
    for (const auto &[key, text] : s.otherKeys) // after today's keys, in the file's order
        order << QString::fromStdString(key);
    return readableJson(o, order);
}

bool saveSession(const QString &path, const Session &s, QString *error, const QJsonObject &view,
                 const WriteOptions &options)
{
    return writeFileAtomically(path, sessionToJson(s, view), error, options);
}

QJsonObject resultToJson(const Session &s, const AttentionResult &r)
{
    QJsonObject o;
    o["tokens"] = toJson(s.tokens);
    o["d_model"] = r.dModel;
    o["num_heads"] = r.numHeads;
    o["d_k"] = r.dK;
    o["scale"] = r.scale;
    o["Q"] = toJson(r.Q);
    o["K"] = toJson(r.K);
    o["V"] = toJson(r.V);
    if (s.hasModernKeys()) { // what today's keys add (docs/file-formats.md)
        o["num_kv_heads"] = r.numKvHeads;
        o["head_dim"] = r.dK;
        o["Q_unrotated"] = toJson(r.Qunrotated.size() ? r.Qunrotated : r.Q);
        o["K_unrotated"] = toJson(r.Kunrotated.size() ? r.Kunrotated : r.K);
    }
    o["mask"] = toJson(r.mask);
    QJsonArray heads;
    for (int h = 0; h < r.numHeads; ++h) {
        const HeadResult &hr = r.heads[h];
        QJsonObject ho;
        ho["scores"] = toJson(headScores(r, h)); // kept, or Q_h·K_hᵀ when they were not
        ho["weights"] = toJson(hr.weights);
        ho["output"] = toJson(hr.output);
        QJsonArray fm;
        for (int i : hr.fullyMaskedRows)
            fm.append(i);
        ho["fully_masked_rows"] = fm;
        if (hr.sink.size()) { // (T) the sink's weight in each row, where the head has one
            QJsonArray sink;
            for (Eigen::Index i = 0; i < hr.sink.size(); ++i)
                sink.append(hr.sink[i]);
            ho["sink"] = sink;
        }
        heads.append(ho);
    }
    o["heads"] = heads;
    o["concat"] = toJson(r.concat);
    o["output"] = toJson(r.output);
    return o;
}

QJsonObject gradientToJson(const GradientResult &g)
{
    QJsonObject grad;
    grad["W_Q"] = toJson(g.dWq);
    grad["W_K"] = toJson(g.dWk);
    grad["W_V"] = toJson(g.dWv);
    grad["W_O"] = toJson(g.dWo);
    grad["b_Q"] = vectorToJson(g.dbQ);
    grad["b_K"] = vectorToJson(g.dbK);
    grad["b_V"] = vectorToJson(g.dbV);
    grad["b_O"] = vectorToJson(g.dbO);
    grad["embeddings"] = toJson(g.dX);
    QJsonObject o;
    o["loss"] = g.loss;
    o["grad"] = grad;
    return o;
}

QStringList presetNames()
{
    // The teaching order; any further preset files follow alphabetically.
    QStringList names = { QStringLiteral("lesson"),
                          QStringLiteral("lesson-causal"),
                          QStringLiteral("lesson-padding"),
                          QStringLiteral("lesson-unscaled"),
                          QStringLiteral("lesson-rope"),
                          QStringLiteral("saturation"),
                          QStringLiteral("saturation-scaled"),
                          QStringLiteral("bank"),
                          QStringLiteral("two-heads"),
                          QStringLiteral("eight-heads"),
                          QStringLiteral("learn-previous-token"),
                          QStringLiteral("learn-first-token"),
                          QStringLiteral("learn-same-word"),
                          QStringLiteral("learn-two-heads"),
                          QStringLiteral("learn-saturation"),
                          QStringLiteral("learn-saturation-unscaled") };
    const QStringList files
        = QDir(QStringLiteral(":/presets")).entryList({ QStringLiteral("*.json") }, QDir::Files, QDir::Name);
    QStringList present;
    for (const QString &n : names)
        if (files.contains(n + QStringLiteral(".json")))
            present << n;
    for (const QString &f : files) {
        const QString n = f.chopped(5);
        if (!present.contains(n))
            present << n;
    }
    return present;
}

std::optional<Session> loadPreset(const QString &name, QString *error, QJsonObject *view)
{
    if (!presetNames().contains(name)) {
        if (error)
            //: %1 the name asked for, %2 the names there are
            *error = IoText::tr("no preset named \"%1\" (try: %2)")
                         .arg(name, presetNames().join(QStringLiteral(", ")));
        return std::nullopt;
    }
    return loadSession(QStringLiteral(":/presets/%1.json").arg(name), error, view);
}

QString presetTitle(const QString &name)
{
    QJsonObject view;
    if (loadPreset(name, nullptr, &view) && view.contains("title"))
        return view.value("title").toString();
    return name;
}

} // namespace attn::io
