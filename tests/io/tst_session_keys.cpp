// The session's keys, one table in the code (io/session_keys.h) and one in the documentation
// (docs/file-formats.md), held to each other; and the keys kept by what reads and writes sessions:
// the reader reads every key of the table, save and open keep every key (those it does not know
// included), `train` changes only what it trains. The window's edits: tests/ui/tst_sessionparts.cpp.
#include "../common/session_keys_check.h"
#include "../common/session_refusal.h"
#include "core/training.h"
#include "io/session_bounds.h"

#include <QFile>
#include <QJsonArray>
#include <QRegularExpression>
#include <QTest>

using namespace attn;

class TestSessionKeys : public QObject {
    Q_OBJECT

private slots:
    void theFixtureSetsEveryKey()
    {
        QJsonObject view;
        const Session s = testing::everyKeySession(&view);
        const QJsonObject written = testing::writtenKeys(s);
        const QJsonObject latent = testing::writtenKeys(testing::everyKeyLatentSession()); // mla's keys
        for (const io::SessionKey &k : io::kSessionKeys)
            if (k.bit != 0) // set in one of them, so a lost one shows
                QVERIFY2(written.contains(QLatin1String(k.name)) || latent.contains(QLatin1String(k.name)), k.name);
        QVERIFY(latent.contains("mla") && !latent.contains("W_Q"));
        QVERIFY(!view.isEmpty());
        QCOMPARE(s.otherKeys.size(), std::size_t(1)); // and one key this app does not know
        QCOMPARE(s.otherKeys[0].first, std::string("x_not_a_key"));
    }

    void theReaderReadsEveryKey()
    {
        // A key without a member limit is skipped unread as one the reader does not know.
        for (const io::SessionKey &k : io::kSessionKeys)
            QVERIFY2(io::sessionMemberLimits().contains(QLatin1String(k.name)), k.name);
    }

    void saveAndOpenKeepEveryKey_data()
    {
        QTest::addColumn<bool>("latent");
        QTest::newRow("every key") << false;
        QTest::newRow("latent attention and every key it allows") << true;
    }
    void saveAndOpenKeepEveryKey()
    {
        QFETCH(bool, latent);
        QJsonObject view;
        const Session s = latent ? testing::everyKeyLatentSession(&view) : testing::everyKeySession(&view);
        QString error;
        const auto back = io::parseSession(io::sessionToJson(s, view), QStringLiteral("saved"), &error);
        QVERIFY2(back, qPrintable(error));
        QCOMPARE(testing::keysChanged(s, *back), QStringList());
        QVERIFY(sameSession(s, *back));
        QCOMPARE(QJsonDocument::fromJson(io::sessionToJson(*back, view)).object().value("view"),
                 QJsonValue(view));
    }

    // docs/file-formats.md prints the table a user reads: the same keys, in the same order, each
    // in the same part as io/session_keys.h.
    void theDocumentedTableIsTheReadersTable()
    {
        QFile doc(QStringLiteral(SOURCE_DIR "/docs/file-formats.md"));
        QVERIFY(doc.open(QIODevice::ReadOnly | QIODevice::Text));
        const QString text = QString::fromUtf8(doc.readAll());
        const qsizetype start = text.indexOf(QLatin1String("\n## Every session key\n"));
        QVERIFY(start >= 0);
        QStringList documented;
        const QRegularExpression row(QStringLiteral("^\\| `([a-z_A-Z]+)` \\| ([a-z ]+) \\|"));
        for (const QString &line : text.mid(start).split(QLatin1Char('\n')).mid(2)) {
            if (line.startsWith(QLatin1String("## ")))
                break;
            if (const auto m = row.match(line); m.hasMatch())
                documented << m.captured(1) + QStringLiteral(": ") + m.captured(2);
        }
        QStringList table;
        for (const io::SessionKey &k : io::kSessionKeys)
            table << QString::fromLatin1(k.name) + QStringLiteral(": ") + QString::fromLatin1(k.part);
        QCOMPARE(documented, table);
    }

    void unknownKeysAreKeptAsTheyWere()
    {
        const QByteArray file = R"({"format": "attention-lab-session", "version": 1, "tokens": ["a"],
            "embeddings": [[1]], "num_heads": 1, "W_Q": [[1]], "W_K": [[1]], "W_V": [[1]],
            "later": {"b": [1, 2.5, null], "a": "x"}, "flag": true, "n": -3})";
        QString error;
        const auto s = io::parseSession(file, QStringLiteral("f"), &error);
        QVERIFY2(s, qPrintable(error));
        const QJsonObject out = QJsonDocument::fromJson(io::sessionToJson(*s)).object();
        QCOMPARE(out.value("later"), QJsonDocument::fromJson(R"({"b": [1, 2.5, null], "a": "x"})").object());
        QCOMPARE(out.value("flag"), QJsonValue(true));
        QCOMPARE(out.value("n"), QJsonValue(-3));
        // In the file's order, also when they stand side by side (the reader hands them over as
        // one text), and so again after a save: a fuzzer found a file whose keys swapped places.
        std::vector<std::string> keys;
        for (const auto &[key, text] : s->otherKeys)
            keys.push_back(key);
        QCOMPARE(keys, (std::vector<std::string> { "later", "flag", "n" }));
        const auto again = io::parseSession(io::sessionToJson(*s), QStringLiteral("f"), &error);
        QVERIFY2(again, qPrintable(error));
        QVERIFY(again->otherKeys == s->otherKeys);
        // A key written twice keeps its first place and its last value, side by side or apart.
        const QByteArray twice = R"({"format": "attention-lab-session", "z": 1, "z": [2], "version": 1,
            "tokens": ["a"], "embeddings": [[1]], "num_heads": 1, "W_Q": [[1]], "W_K": [[1]], "W_V": [[1]],
            "y": {"k": "a,b"}, "z": "three", )"
            "\"x\": \"\\\"q\\\", {\"}";
        const auto d = io::parseSession(twice, QStringLiteral("f"), &error);
        QVERIFY2(d, qPrintable(error));
        using Kept = std::vector<std::pair<std::string, std::string>>;
        QCOMPARE(d->otherKeys, (Kept { { "z", R"("three")" }, { "y", R"({"k":"a,b"})" }, { "x", "\"\\\"q\\\", {\"" } }));
        // Beyond the bound, none is kept (the reader never builds them).
        const QByteArray big = QByteArray(R"({"format": "attention-lab-session", "version": 1, "tokens": ["a"],
            "embeddings": [[1]], "num_heads": 1, "W_Q": [[1]], "W_K": [[1]], "W_V": [[1]], "big": ")")
            + QByteArray(io::kMaxOtherKeysBytes, 'x') + "\"}";
        const auto t = io::parseSession(big, QStringLiteral("f"), &error);
        QVERIFY2(t, qPrintable(error));
        QVERIFY(t->otherKeys.empty());
    }

    void trainChangesOnlyWhatItTrains()
    {
        const Session s = testing::everyKeySession();
        TrainSettings settings { .optimizer = Optimizer::Adam, .lr = 0.01, .params = {} };
        const TrainRun run = train(s, settings, 3);
        QVERIFY(run.trained);
        QStringList trained;
        for (Param p : defaultParams(s))
            trained << QString::fromLatin1(paramName(p));
        QCOMPARE(testing::keyChangedBesides(s, *run.trained, trained), QString());
        QVERIFY(!testing::keysChanged(s, *run.trained).isEmpty()); // it did train
        QVERIFY(testing::writtenKeys(*run.trained).contains("block")); // the weights: the block stays
        // Trained embeddings are no longer LN₁ of the block's stream: the block is left out.
        const TrainRun embeddings
            = train(s, { .optimizer = Optimizer::Sgd, .lr = 0.01, .params = { Param::Embeddings } }, 1);
        QVERIFY(embeddings.trained);
        QCOMPARE(testing::keysChanged(s, *embeddings.trained), (QStringList { "block", "embeddings" }));
    }

    // The block around the attention (docs/file-formats.md, "block"): the every-key session's,
    // broken one way at a time.
    void brokenBlocksAreRefused_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("message");
        QFile f(QStringLiteral(TEST_DATA_DIR "/every-key.session.json"));
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QJsonObject good = QJsonDocument::fromJson(f.readAll()).object();
        QVERIFY(good.contains("block"));
        auto row
            = [&](const char *name, const std::function<void(QJsonObject &)> &edit, const char *message) {
                  QJsonObject o = good, b = good.value("block").toObject();
                  edit(b);
                  o["block"] = b;
                  QTest::newRow(name) << QJsonDocument(o).toJson() << QString::fromUtf8(message);
              };
        auto inner = [](QJsonObject &b, const char *part, const char *key, const QJsonValue &v) {
            QJsonObject p = b.value(QLatin1String(part)).toObject();
            p[QLatin1String(key)] = v;
            b[QLatin1String(part)] = p;
        };
        row(
            "residual_in short",
            [](QJsonObject &b) {
                QJsonArray r = b.value("residual_in").toArray();
                r.removeLast();
                b["residual_in"] = r;
            },
            "broken.json: block: residual_in: 4 rows, expected 5");
        row(
            "gamma short",
            [&](QJsonObject &b) {
                inner(b, "norm_1", "gamma", QJsonArray { 1, 1, 1 });
            },
            "broken.json: block: norm_1: gamma: 3 numbers, expected 4");
        row(
            "beta moved",
            [&](QJsonObject &b) {
                QJsonArray beta = b.value("norm_1").toObject().value("beta").toArray();
                beta[1] = beta[1].toDouble() + 1e-6;
                inner(b, "norm_1", "beta", beta);
            },
            "broken.json: block: the embeddings are not norm_1(residual_in): row ");
        row(
            "norm_2 missing", [](QJsonObject &b) { b.remove("norm_2"); },
            "broken.json: block: norm_2: missing");
        row(
            "unknown key", [](QJsonObject &b) { b["bias"] = 1; },
            "broken.json: block: bias is not a key there");
        row(
            "relu", [&](QJsonObject &b) { inner(b, "mlp", "activation", QStringLiteral("relu")); },
            "broken.json: block: mlp: activation: \"relu\", expected \"gelu_new\"");
        row(
            "W_in empty rows",
            [&](QJsonObject &b) {
                QJsonArray rows; // [[]]: one empty row ({ QJsonArray {} } is a copy of [] to some compilers)
                rows.append(QJsonArray());
                inner(b, "mlp", "W_in", rows);
            },
            "broken.json: block: mlp: W_in: 0 columns, outside 1…8192");
        row(
            "W_out wide",
            [&](QJsonObject &b) {
                QJsonArray w = b.value("mlp").toObject().value("W_out").toArray();
                QJsonArray first = w.at(0).toArray();
                first.append(0);
                w[0] = first;
                inner(b, "mlp", "W_out", w);
            },
            "broken.json: block: mlp: W_out: row 0 has 5 numbers, expected 4");
        row(
            "W_in huge",
            [&](QJsonObject &b) {
                QJsonArray w = b.value("mlp").toObject().value("W_in").toArray();
                QJsonArray first = w.at(0).toArray();
                first[0] = 2e6;
                w[0] = first;
                inner(b, "mlp", "W_in", w);
            },
            "broken.json: block: mlp: W_in: row 0, column 0 is 2e+06, outside ±1e+06");
        row(
            "b_out short", [&](QJsonObject &b) { inner(b, "mlp", "b_out", QJsonArray { 0 }); },
            "broken.json: block: mlp: b_out: 1 numbers, expected 4");
        row(
            "eps missing", [](QJsonObject &b) { b.remove("eps"); }, "broken.json: block: eps: missing");
        row(
            "eps zero", [](QJsonObject &b) { b["eps"] = 0; }, "broken.json: block: eps: 0 is outside");
        row(
            "a key of its own only",
            [](QJsonObject &b) {
                b = QJsonObject { { "x", 1 } };
            },
            "broken.json: block: x is not a key there");
        row(
            "W_in without rows", [&](QJsonObject &b) { inner(b, "mlp", "W_in", QJsonArray {}); },
            "broken.json: block: mlp: W_in: 0 rows, expected 4");
        row(
            "W_in rows not lists",
            [&](QJsonObject &b) {
                inner(b, "mlp", "W_in", QJsonArray { 1, 2, 3, 4 });
            },
            "broken.json: block: mlp: W_in: row 0 is a number, expected a list");
        // Not an object at all.
        QJsonObject number = good;
        number["block"] = 3;
        QTest::newRow("a number") << QJsonDocument(number).toJson()
                                  << QStringLiteral("broken.json: block: expected an object, not a number");
    }
    void brokenBlocksAreRefused()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, message);
        testing::checkRefused(json, message);
    }
};

QTEST_GUILESS_MAIN(TestSessionKeys)
#include "tst_session_keys.moc"
