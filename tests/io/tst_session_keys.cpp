// The session's keys, one table in the code (io/session_keys.h) and one in the documentation
// (docs/file-formats.md), held to each other; and the keys kept by what reads and writes sessions:
// the reader reads every key of the table, save and open keep every key (those it does not know
// included), `train` changes only what it trains. The window's edits: tests/ui/tst_sessionparts.cpp.
#include "../common/session_keys_check.h"
#include "core/training.h"
#include "io/session_bounds.h"

#include <QFile>
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
    }
};

QTEST_GUILESS_MAIN(TestSessionKeys)
#include "tst_session_keys.moc"
