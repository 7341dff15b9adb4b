// Session files: every kind of broken file is refused with one message naming the file
// and the field; good files round-trip exactly; saves are atomic.
#include "core/attention.h"
#include "io/session_json.h"
#include "io/strictjson.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace attn;

namespace {
// The lesson as a JSON object, to be broken one field at a time.
QByteArray lessonWith(const QByteArray &replace, const QByteArray &with)
{
    QByteArray json = R"({"format": "attention-lab-session", "version": 1,
        "tokens": ["the", "river", "bank"], "embeddings": [[1, 0], [0, 1], [1, 1]],
        "num_heads": 1, "W_Q": [[1, 0], [1, 1]], "W_K": [[1, 1], [0, 1]], "W_V": [[2, 0], [0, 1]],
        "W_O": [[1, 0], [0, 1]], "causal": false, "padding": [], "blocked": [], "scale": 0.5})";
    if (!replace.isEmpty()) {
        Q_ASSERT(json.contains(replace));
        json.replace(replace, with);
    }
    return json;
}
} // namespace

class TestSessionJson : public QObject
{
    Q_OBJECT
private slots:
    void goodFileLoads()
    {
        QString error;
        const auto s = io::parseSession(lessonWith({}, {}), QStringLiteral("lesson.json"), &error);
        QVERIFY2(s, qPrintable(error));
        QCOMPARE(s->tokenCount(), 3);
        QCOMPARE(s->effectiveScale(), 0.5);
    }

    void optionalKeysDefault()
    {
        const QByteArray json = R"({"format": "attention-lab-session", "version": 1, "tokens": ["a", "b"],
            "embeddings": [[1, 2], [3, 4]], "num_heads": 2, "W_Q": [[1, 0], [0, 1]],
            "W_K": [[1, 0], [0, 1]], "W_V": [[1, 0], [0, 1]], "unknown_key": {"ignored": true}})";
        QString error;
        const auto s = io::parseSession(json, QStringLiteral("x.json"), &error);
        QVERIFY2(s, qPrintable(error));
        QVERIFY(s->Wo.isIdentity(0));
        QVERIFY(!s->causal);
        QCOMPARE(s->padding, std::vector<bool>(2, false));
        QVERIFY(s->blocked.empty());
        QVERIFY(!s->scale);
        QCOMPARE(s->effectiveScale(), 1.0); // d_k = 1
    }

    void brokenFilesAreRefused_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("message");
        auto row = [](const char *name, const QByteArray &json, const char *message) {
            QTest::newRow(name) << json << QString::fromUtf8(message);
        };
        row("not json", "{\"format\": ", "broken.json: not valid JSON");
        row("not an object", "[1, 2]", "broken.json: expected a JSON object");
        row("wrong format", lessonWith("attention-lab-session", "something-else"), "broken.json: format:");
        row("future version", lessonWith("\"version\": 1", "\"version\": 7"), "broken.json: version: 7 is newer");
        row("missing W_V", lessonWith("\"W_V\": [[2, 0], [0, 1]],", ""), "broken.json: W_V: missing");
        row("ragged W_K", lessonWith("[[1, 1], [0, 1]]", "[[1, 1], [0, 1, 5]]"), "broken.json: W_K: row 1 has 3 numbers, expected 2");
        row("W_Q too few rows", lessonWith("[[1, 0], [1, 1]]", "[[1, 0]]"), "broken.json: W_Q: 1 rows, expected 2");
        row("string in matrix", lessonWith("[[2, 0], [0, 1]]", "[[2, \"x\"], [0, 1]]"), "broken.json: W_V: row 0, column 1 is a string, expected a number");
        row("tokens not a list", lessonWith("[\"the\", \"river\", \"bank\"]", "\"the river bank\""), "broken.json: tokens is a string, expected a list");
        row("no tokens", lessonWith("[\"the\", \"river\", \"bank\"]", "[]"), "broken.json: tokens: there must be at least one token");
        row("token not text", lessonWith("\"river\"", "5"), "broken.json: tokens: token 1 is a number");
        row("tokens vs embeddings", lessonWith("[\"the\", \"river\", \"bank\"]", "[\"the\", \"river\"]"), "broken.json: embeddings: 3 rows for 2 tokens");
        row("heads do not divide", lessonWith("\"num_heads\": 1", "\"num_heads\": 3"), "broken.json: num_heads: 3 does not divide d_model 2");
        row("heads zero", lessonWith("\"num_heads\": 1", "\"num_heads\": 0"), "broken.json: num_heads: 0 is not a whole number");
        row("heads fractional", lessonWith("\"num_heads\": 1", "\"num_heads\": 1.5"), "broken.json: num_heads: 1.5");
        row("padding out of range", lessonWith("\"padding\": []", "\"padding\": [3]"), "broken.json: padding: entry 0 is 3, outside 0…2");
        row("padding negative", lessonWith("\"padding\": []", "\"padding\": [-1]"), "broken.json: padding: entry 0 is -1");
        row("blocked not a pair", lessonWith("\"blocked\": []", "\"blocked\": [[0, 1, 2]]"), "broken.json: blocked: entry 0 has 3 numbers");
        row("blocked out of range", lessonWith("\"blocked\": []", "\"blocked\": [[0, 9]]"), "broken.json: blocked: entry 0 key is 9, outside 0…2");
        row("causal not bool", lessonWith("\"causal\": false", "\"causal\": \"yes\""), "broken.json: causal is a string, expected true or false");
        row("scale negative", lessonWith("\"scale\": 0.5", "\"scale\": -1"), "broken.json: scale: -1 must be a positive number");
        row("scale zero", lessonWith("\"scale\": 0.5", "\"scale\": 0"), "broken.json: scale: 0 must be a positive number");
        row("absurd number", lessonWith("[[1, 0], [0, 1], [1, 1]]", "[[1, 0], [0, 1e300], [1, 1]]"), "broken.json: embeddings: row 1, column 1 is 1e+300, outside ±1e+06");
        row("overflowing number", lessonWith("[[1, 0], [0, 1], [1, 1]]", "[[1, 0], [0, 1e999], [1, 1]]"), "broken.json: not valid JSON (illegal number");
        row("null in matrix", lessonWith("[[1, 0], [0, 1], [1, 1]]", "[[1, 0], [0, null], [1, 1]]"), "broken.json: embeddings: row 1, column 1 is null");
        row("empty embedding rows", lessonWith("[[1, 0], [0, 1], [1, 1]]", "[[], [], []]"), "broken.json: embeddings: row 0 is empty");
        QByteArray many = "[";
        for (int i = 0; i < 5000; ++i)
            many += (i ? ",\"t\"" : "\"t\"");
        many += "]";
        row("too many tokens", lessonWith("[\"the\", \"river\", \"bank\"]", many), "broken.json: tokens: 5000 tokens, more than the limit of 4096");
        row("long token", lessonWith("\"river\"", "\"" + QByteArray(300, 'r') + "\""), "broken.json: tokens: token 1 is longer than 100");
    }
    void brokenFilesAreRefused()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, message);
        QString error;
        QVERIFY(!io::parseSession(json, QStringLiteral("broken.json"), &error));
        QVERIFY2(error.startsWith(message), qPrintable(QStringLiteral("got: ") + error));
        QVERIFY(!error.contains('\n'));
    }

    void roundTripIsIdentical()
    {
        Session s = randomSession(5, 6, 3, 11);
        s.causal = true;
        s.padding[3] = true;
        s.blocked = {{0, 1}, {4, 2}};
        s.scale = 0.123456789012345678;
        s.tokens[2] = "naïve “quoted” token";
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("s.json"));
        QString error;
        QVERIFY2(io::saveSession(path, s, &error, QJsonObject{{"title", "x"}}), qPrintable(error));
        QJsonObject view;
        const auto back = io::loadSession(path, &error, &view);
        QVERIFY2(back, qPrintable(error));
        QVERIFY(sameSession(*back, s)); // bit for bit
        QCOMPARE(view.value("title").toString(), QStringLiteral("x"));
    }

    void failedSaveKeepsThePreviousFile()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("keep.json"));
        QString error;
        QVERIFY(io::saveSession(path, lessonSession(), &error));
        const QByteArray before = [&] { QFile f(path); f.open(QIODevice::ReadOnly); return f.readAll(); }();
        QVERIFY(!io::saveSession(dir.filePath(QStringLiteral("no/such/folder/x.json")), lessonSession(), &error));
        QVERIFY(error.contains(QStringLiteral("x.json")));
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), before);
    }

    void missingFileAndFolder()
    {
        QString error;
        QVERIFY(!io::loadSession(QStringLiteral("/nonexistent/lesson.json"), &error));
        QVERIFY(error.startsWith(QStringLiteral("/nonexistent/lesson.json: cannot open")));
        QTemporaryDir dir;
        QVERIFY(!io::loadSession(dir.path(), &error));
        QVERIFY(error.contains(QStringLiteral("is a folder")));
    }

    void mutatedFilesAreRefusedOrValid_data()
    {
        QTest::addColumn<QByteArray>("seed");
        QTest::newRow("lesson") << lessonWith({}, {});
        for (const QString &name : io::presetNames()) {
            QString error;
            QJsonObject view;
            const auto s = io::loadPreset(name, &error, &view);
            QVERIFY2(s, qPrintable(error));
            QTest::newRow(qPrintable(QStringLiteral("preset ") + name)) << io::sessionToJson(*s, view);
        }
    }
    void mutatedFilesAreRefusedOrValid()
    {
        // Thousands of damaged files, made reproducibly from good ones: bytes flipped, cut,
        // repeated, JSON fragments dropped in, values swapped for values of other kinds. Each
        // is either refused with a message naming the file, or a valid session whose result
        // is finite with rows of weights summing to 1 (or 0 when fully masked). Never a crash.
        QFETCH(QByteArray, seed);
        QRandomGenerator rng(0x5eed);
        const QList<QByteArray> fragments = {"[", "]", "{", "}", "\"", ",", ":", "-", "1e309", "-1e309", "1e-320", "NaN",
                                             "null", "true", "0", "-0", "3", "99999999999", "4096", "1e6", "1000001",
                                             "[[", "]]", "[]", "{}", "\"\"", "\"\\u0000\"", "\xff\xfe", "\"heads\""};
        const QJsonObject good = QJsonDocument::fromJson(seed).object();
        QVERIFY(!good.isEmpty());
        const QJsonValue odd[] = {QJsonValue(), QJsonValue(true), QJsonValue(-1), QJsonValue(0), QJsonValue(1e308),
                                  QJsonValue(QStringLiteral("x")), QJsonValue(QJsonArray{}), QJsonValue(QJsonArray{QJsonArray{}}),
                                  QJsonValue(QJsonArray{1, 2}), QJsonValue(QJsonObject{}), QJsonValue(5000), QJsonValue(2.5)};
        int accepted = 0, refused = 0;
        for (int round = 0; round < 3000; ++round) {
            QByteArray json;
            if (round % 3 == 2) {
                // A value of another kind under an existing key, or a key removed.
                QJsonObject o = good;
                const QStringList keys = o.keys();
                const QString key = keys[int(rng.bounded(quint32(keys.size())))];
                if (rng.bounded(5) == 0)
                    o.remove(key);
                else
                    o[key] = odd[rng.bounded(quint32(std::size(odd)))];
                json = QJsonDocument(o).toJson(QJsonDocument::Compact);
            } else {
                json = seed;
                for (int edits = 1 + int(rng.bounded(4)); edits > 0 && !json.isEmpty(); --edits) {
                    const int at = int(rng.bounded(quint32(json.size())));
                    switch (rng.bounded(5)) {
                    case 0: json[at] = char(rng.bounded(256)); break;                                 // flip a byte
                    case 1: json.remove(at, 1 + int(rng.bounded(8))); break;                          // cut
                    case 2: json.insert(at, fragments[int(rng.bounded(quint32(fragments.size())))]); break;
                    case 3: json.insert(at, json.mid(at, 1 + int(rng.bounded(16)))); break;           // repeat
                    default: json.truncate(at); break;                                              // end early
                    }
                }
            }
            QString error;
            const auto s = io::parseSession(json, QStringLiteral("damaged.json"), &error);
            if (!s) {
                ++refused;
                QVERIFY2(error.startsWith(QStringLiteral("damaged.json: ")) && error.size() > 15, qPrintable(json));
                continue;
            }
            ++accepted;
            QVERIFY2(validate(*s).empty(), qPrintable(json));
            if (s->tokenCount() > 64)
                continue; // accepted and valid; computing thousands of large ones adds nothing
            const AttentionResult r = computeAttention(*s);
            QVERIFY2(r.output.allFinite(), qPrintable(json));
            for (const HeadResult &h : r.heads) {
                QVERIFY2(h.weights.allFinite(), qPrintable(json));
                for (Eigen::Index i = 0; i < h.weights.rows(); ++i) {
                    const double sum = h.weights.row(i).sum();
                    QVERIFY2(std::abs(sum - 1) < 1e-9 || sum == 0, qPrintable(json));
                }
            }
        }
        qInfo("%d accepted, %d refused", accepted, refused);
        // Both outcomes happen: the damage is neither always fatal nor always harmless.
        QVERIFY(accepted > 0);
        QVERIFY(refused > 1000);
    }

    // What QJsonDocument would take silently, changing what the file says.
    void ambiguousJsonIsRefused_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("message");
        auto row = [](const char *name, const QByteArray &json, const char *message) {
            QTest::newRow(name) << json << QString::fromUtf8(message);
        };
        row("duplicate top-level key", lessonWith("\"num_heads\": 1,", "\"num_heads\": 1, \"num_heads\": 2,"),
            "broken.json: key \"num_heads\" appears twice in the same object (line ");
        row("duplicate key spelled with an escape", lessonWith("\"causal\": false", "\"causal\": false, \"c\\u0061usal\": true"),
            "broken.json: key \"causal\" appears twice");
        row("duplicate key inside view", lessonWith("\"causal\": false", "\"causal\": false, \"view\": {\"head\": 0, \"head\": 1}"),
            "broken.json: view: key \"head\" appears twice");
        row("lone high surrogate in a token", lessonWith("\"river\"", "\"riv\\ud800er\""),
            "broken.json: tokens: a lone UTF-16 surrogate \\ud800 in a string (line ");
        row("lone low surrogate", lessonWith("\"river\"", "\"\\udc00\""), "broken.json: tokens: a lone UTF-16 surrogate \\udc00");
        row("high surrogate then not a low one", lessonWith("\"river\"", "\"\\ud83d\\u0041\""), "broken.json: tokens: a lone UTF-16 surrogate \\ud83d");
        row("invalid UTF-8", lessonWith("\"river\"", "\"riv\xff\xfeer\""), "broken.json: not valid JSON (invalid UTF8 string at line ");
        row("overlong UTF-8", lessonWith("\"river\"", "\"\xc0\xaf\""), "broken.json: not valid JSON (invalid UTF8 string at line ");
    }
    void ambiguousJsonIsRefused()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, message);
        QString error;
        QVERIFY(!io::parseSession(json, QStringLiteral("broken.json"), &error));
        QVERIFY2(error.startsWith(message), qPrintable(QStringLiteral("got: ") + error));
    }

    void surrogatePairsAndEscapesAreFine()
    {
        // A real pair (😀 as \ud83d\ude00), raw UTF-8 and ordinary escapes read as they say.
        QString error;
        const auto s = io::parseSession(lessonWith("\"river\"", "\"\\ud83d\\ude00 caf\xc3\xa9 \\\"q\\\"\""), QStringLiteral("ok.json"), &error);
        QVERIFY2(s, qPrintable(error));
        QCOMPARE(QString::fromStdString(s->tokens[1]), QStringLiteral("😀 café \"q\""));
    }

    void strictCheckIsSafeOnAnyBytes()
    {
        // Deep nesting (no recursion to overflow) and truncated input give no false problem.
        QVERIFY(io::strictJsonProblem(QByteArray(200000, '[')).isEmpty());
        QVERIFY(io::strictJsonProblem("{\"a\": [1, {\"b\": \"\\u12").isEmpty());
        QVERIFY(io::strictJsonProblem("{\"a\": 1, \"b\": {\"a\": 2}}").isEmpty()); // same key, other object
        QVERIFY(!io::strictJsonProblem("[{\"a\": 1, \"a\": 2}]").isEmpty());
        // Qt refuses invalid UTF-8 itself; the strict check says so too if it ever did not.
        QVERIFY(io::strictJsonProblem("[\"\xc0\xaf\"]").contains(QStringLiteral("not valid UTF-8")));
    }

    void unknownPreset()
    {
        QString error;
        QVERIFY(!io::loadPreset(QStringLiteral("nope"), &error));
        QVERIFY(error.contains(QStringLiteral("no preset named \"nope\"")));
        QVERIFY(error.contains(QStringLiteral("lesson")));
    }
};

QTEST_GUILESS_MAIN(TestSessionJson)
#include "tst_session_json.moc"
