// The real attention-lab program, run as a user or a script would.
#include "../common/compare_json.h"

#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

class TestCli : public QObject
{
    Q_OBJECT

    struct Run {
        int code;
        QByteArray out, err;
    };
    static Run run(const QStringList &args)
    {
        QProcess p;
        p.start(QStringLiteral(ATTENTION_LAB_BIN), args);
        p.closeWriteChannel();
        if (!p.waitForFinished(120000))
            return {-1, {}, "timed out"};
        return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -2, p.readAllStandardOutput(),
                p.readAllStandardError()};
    }

private slots:
    void computeMatchesReference_data()
    {
        QTest::addColumn<QString>("name");
        for (const QString &c : testing::referenceCases())
            QTest::newRow(qPrintable(c)) << c;
    }
    void computeMatchesReference()
    {
        QFETCH(QString, name);
        const QString dir = QStringLiteral(TEST_DATA_DIR "/");
        const Run r = run({QStringLiteral("compute"), dir + name + ".session.json"});
        QCOMPARE(r.code, 0);
        QVERIFY2(r.err.isEmpty(), r.err.constData());
        QJsonParseError pe;
        const QJsonDocument doc = QJsonDocument::fromJson(r.out, &pe);
        QVERIFY2(pe.error == QJsonParseError::NoError, qPrintable(pe.errorString()));
        const QString diff = testing::compareJson(doc.object(), testing::readJson(dir + name + ".expected.json"), 1e-12);
        QVERIFY2(diff.isEmpty(), qPrintable(diff));
    }

    void computeLessonPreset()
    {
        const Run r = run({QStringLiteral("compute"), QStringLiteral("--preset"), QStringLiteral("lesson")});
        QCOMPARE(r.code, 0);
        const QJsonObject o = QJsonDocument::fromJson(r.out).object();
        const QJsonArray row2 = o.value("heads").toArray().at(0).toObject().value("weights").toArray().at(1).toArray();
        QCOMPARE(row2.size(), 3);
        QVERIFY(std::abs(row2.at(0).toDouble() - 0.284) < 5e-4);
        QVERIFY(std::abs(row2.at(2).toDouble() - 0.576) < 5e-4);
        const QJsonArray out2 = o.value("output").toArray().at(1).toArray();
        QVERIFY(std::abs(out2.at(0).toDouble() - 1.72) < 5e-3);
        QVERIFY(std::abs(out2.at(1).toDouble() - 0.72) < 5e-3);
    }

    void badInputExitsTwo_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QByteArray>("file");   // written to a temp file named broken.json when set
        QTest::addColumn<QString>("message");
        auto broken = [](const char *name, const QByteArray &json, const char *message) {
            QTest::newRow(name) << QStringList{QStringLiteral("compute"), QStringLiteral("@file")} << json << QString::fromUtf8(message);
        };
        broken("not json", "not json at all", "attention-lab: broken.json: not valid JSON");
        broken("ragged", R"({"format":"attention-lab-session","version":1,"tokens":["a","b"],"embeddings":[[1,2],[3]],"num_heads":1,"W_Q":[[1,0],[0,1]],"W_K":[[1,0],[0,1]],"W_V":[[1,0],[0,1]]})",
               "attention-lab: broken.json: embeddings: row 1 has 1 numbers, expected 2");
        broken("heads", R"({"format":"attention-lab-session","version":1,"tokens":["a"],"embeddings":[[1,2,3]],"num_heads":2,"W_Q":[[1,0,0],[0,1,0],[0,0,1]],"W_K":[[1,0,0],[0,1,0],[0,0,1]],"W_V":[[1,0,0],[0,1,0],[0,0,1]]})",
               "attention-lab: broken.json: num_heads: 2 does not divide d_model 3");
        broken("padding range", R"({"format":"attention-lab-session","version":1,"tokens":["a"],"embeddings":[[1]],"num_heads":1,"W_Q":[[1]],"W_K":[[1]],"W_V":[[1]],"padding":[4]})",
               "attention-lab: broken.json: padding: entry 0 is 4, outside 0…0");
        broken("missing", R"({"format":"attention-lab-session","version":1,"tokens":["a"],"embeddings":[[1]],"num_heads":1,"W_Q":[[1]],"W_K":[[1]]})",
               "attention-lab: broken.json: W_V: missing");
        broken("empty file", "", "attention-lab: broken.json: not valid JSON");
        QTest::newRow("no such file") << QStringList{QStringLiteral("compute"), QStringLiteral("/no/such/file.json")} << QByteArray()
                                      << QStringLiteral("attention-lab: /no/such/file.json: cannot open");
        QTest::newRow("unknown preset") << QStringList{QStringLiteral("compute"), QStringLiteral("--preset"), QStringLiteral("zzz")} << QByteArray()
                                        << QStringLiteral("attention-lab: no preset named \"zzz\"");
        QTest::newRow("nothing to compute") << QStringList{QStringLiteral("compute")} << QByteArray()
                                            << QStringLiteral("attention-lab: compute: give either a session file or --preset NAME");
        QTest::newRow("both file and preset") << QStringList{QStringLiteral("compute"), QStringLiteral("a.json"), QStringLiteral("--preset"), QStringLiteral("lesson")} << QByteArray()
                                              << QStringLiteral("attention-lab: compute: give either");
        QTest::newRow("unknown option") << QStringList{QStringLiteral("compute"), QStringLiteral("--frobnicate")} << QByteArray()
                                        << QStringLiteral("attention-lab: Unknown option 'frobnicate'");
    }
    void badInputExitsTwo()
    {
        QFETCH(QStringList, args);
        QFETCH(QByteArray, file);
        QFETCH(QString, message);
        QTemporaryDir dir;
        if (args.contains(QStringLiteral("@file"))) {
            const QString path = dir.filePath(QStringLiteral("broken.json"));
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(file);
            f.close();
            args.replaceInStrings(QStringLiteral("@file"), path);
        }
        const Run r = run(args);
        QCOMPARE(r.code, 2);
        QVERIFY2(r.out.isEmpty(), r.out.constData());
        const QString err = QString::fromUtf8(r.err);
        QCOMPARE(err.count('\n'), 1);
        QVERIFY2(err.startsWith(message), qPrintable(err));
    }

    void helpVersionPresets()
    {
        Run r = run({QStringLiteral("--help")});
        QCOMPARE(r.code, 0);
        QVERIFY(r.out.contains("compute"));
        QVERIFY(r.out.contains("presets"));
        r = run({QStringLiteral("--version")});
        QCOMPARE(r.code, 0);
        QVERIFY(r.out.startsWith("attention-lab "));
        r = run({QStringLiteral("presets")});
        QCOMPARE(r.code, 0);
        const QList<QByteArray> lines = r.out.trimmed().split('\n');
        QVERIFY(lines.size() >= 5);
        QVERIFY(lines.first().startsWith("lesson"));
        QVERIFY(r.out.contains("\nbank"));
        QVERIFY(r.out.contains("\ntwo-heads"));
    }

    void windowRefusesUnknownOption()
    {
        const Run r = run({QStringLiteral("--no-such-option"), QStringLiteral("-platform"), QStringLiteral("offscreen")});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("attention-lab: unknown option \"--no-such-option\""), r.err.constData());
    }
};

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
