// Session files: every kind of broken file is refused with one message naming the file
// and the field; good files round-trip exactly; saves are atomic.
#include "io/session_json.h"

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
