// attention-bench run as a script would run it: one JSON object with the contract's keys on
// stdout, and exit 2 with one "attention-bench: " line for bad arguments. No timing checks.
#include "../common/run_program.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

class TestBench : public QObject
{
    Q_OBJECT

    using Run = testing::ProgramRun;
    static Run run(const QStringList &args) { return testing::runProgram(QStringLiteral(ATTENTION_BENCH_BIN), args); }

private slots:
    void printsOneJsonLine_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("repeat");
        QTest::newRow("defaults") << QStringList{"--tokens", "33", "--d-model", "16", "--heads", "4"} << 5;
        QTest::newRow("repeat and threads")
            << QStringList{"--threads", "2", "--repeat", "3", "--heads", "4", "--d-model", "16", "--tokens", "33"} << 3;
        QTest::newRow("one thread") << QStringList{"--tokens", "33", "--d-model", "16", "--heads", "4", "--threads", "1",
                                                   "--repeat", "1"}
                                    << 1;
    }
    void printsOneJsonLine()
    {
        QFETCH(QStringList, args);
        QFETCH(int, repeat);
        const Run r = run(args);
        QCOMPARE(r.code, 0);
        QVERIFY2(r.err.isEmpty(), r.err.constData());
        QVERIFY(r.out.endsWith('\n'));
        QCOMPARE(r.out.count('\n'), 1);
        QJsonParseError pe;
        const QJsonDocument doc = QJsonDocument::fromJson(r.out, &pe);
        QVERIFY2(pe.error == QJsonParseError::NoError, qPrintable(pe.errorString()));
        QVERIFY(doc.isObject());
        const QJsonObject o = doc.object();
        QStringList keys = o.keys();
        keys.sort();
        QCOMPARE(keys, (QStringList{"d_model", "gflops", "median_ms", "min_ms", "num_heads", "peak_rss_mb", "repeat",
                                    "tokens"}));
        QCOMPARE(o.value("tokens").toInt(), 33);
        QCOMPARE(o.value("d_model").toInt(), 16);
        QCOMPARE(o.value("num_heads").toInt(), 4);
        QCOMPARE(o.value("repeat").toInt(), repeat);
        for (const char *k : {"median_ms", "min_ms", "gflops", "peak_rss_mb"})
            QVERIFY2(o.value(k).isDouble() && o.value(k).toDouble() > 0, k);
        QVERIFY(o.value("min_ms").toDouble() <= o.value("median_ms").toDouble());
        // gflops is the contract's FLOP count over the median time.
        const double flops = 8.0 * 33 * 16 * 16 + 4.0 * 33 * 33 * 16;
        const double expected = flops / (o.value("median_ms").toDouble() * 1e-3) / 1e9;
        QVERIFY(std::abs(o.value("gflops").toDouble() - expected) <= 0.01 * expected + 1e-3);
    }

    void uiModeTimesTheWindow()
    {
        // The real main window, offscreen: an edit of a 96-token, 2-head session to repainted heatmaps.
        const Run r = run({"--ui", "--tokens", "96", "--d-model", "32", "--heads", "2", "--repeat", "3"});
        QVERIFY2(r.code == 0, r.err.constData());
        const QJsonObject o = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(o.value("mode").toString(), QStringLiteral("ui"));
        QCOMPARE(o.value("tokens").toInt(), 96);
        QCOMPARE(o.value("num_heads").toInt(), 2);
        for (const char *k : {"median_ms", "min_ms", "peak_rss_mb"})
            QVERIFY2(o.value(k).isDouble() && o.value(k).toDouble() > 0, k);
        QVERIFY(o.value("max_ui_block_ms").isDouble());
        QVERIFY(o.value("min_ms").toDouble() <= o.value("median_ms").toDouble());
    }

    void refusesBadArguments_data()
    {
        QTest::addColumn<QStringList>("args");
        const QStringList ok{"--tokens", "8", "--d-model", "8", "--heads", "2"};
        QTest::newRow("nothing") << QStringList{};
        QTest::newRow("no tokens") << QStringList{"--d-model", "8", "--heads", "2"};
        QTest::newRow("no heads") << QStringList{"--tokens", "8", "--d-model", "8"};
        QTest::newRow("heads do not divide d_model") << QStringList{"--tokens", "8", "--d-model", "8", "--heads", "3"};
        QTest::newRow("zero tokens") << QStringList{"--tokens", "0", "--d-model", "8", "--heads", "2"};
        QTest::newRow("too many tokens") << QStringList{"--tokens", "100000", "--d-model", "8", "--heads", "2"};
        QTest::newRow("not a number") << QStringList{"--tokens", "eight", "--d-model", "8", "--heads", "2"};
        QTest::newRow("trailing junk") << QStringList{"--tokens", "8x", "--d-model", "8", "--heads", "2"};
        QTest::newRow("repeat 0") << ok + QStringList{"--repeat", "0"};
        QTest::newRow("negative threads") << ok + QStringList{"--threads", "-1"};
        QTest::newRow("missing value") << ok + QStringList{"--repeat"};
        QTest::newRow("twice") << ok + QStringList{"--tokens", "9"};
        QTest::newRow("unknown flag") << ok + QStringList{"--fast"};
        QTest::newRow("positional") << ok + QStringList{"extra"};
        QTest::newRow("--ui twice") << ok + QStringList{"--ui", "--ui"};
        QTest::newRow("--ui, heads do not divide") << QStringList{"--ui", "--tokens", "8", "--d-model", "8", "--heads", "3"};
    }
    void refusesBadArguments()
    {
        QFETCH(QStringList, args);
        const Run r = run(args);
        QCOMPARE(r.code, 2);
        QVERIFY(r.out.isEmpty());
        QVERIFY2(r.err.startsWith("attention-bench: "), r.err.constData());
        QCOMPARE(r.err.count('\n'), 1);
        QVERIFY(r.err.endsWith('\n'));
    }
};

QTEST_APPLESS_MAIN(TestBench)
#include "tst_bench.moc"
