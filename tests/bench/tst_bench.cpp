// attention-bench run as a script would run it: one JSON object with the contract's keys on
// stdout, and exit 2 with one "attention-bench: " line for bad arguments. No timing checks.
#include "../common/gpt2_files.h"
#include "../common/run_program.h"
#include "../common/sanitizers.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>
#include <QProcessEnvironment>

#include <algorithm>
#include <thread>

class TestBench : public QObject {
    Q_OBJECT

    QTemporaryDir m_tmp;
    QString modelFolder()
    {
        const QString dir = m_tmp.filePath(QStringLiteral("tiny-gpt2"));
        if (!QFile::exists(dir + QStringLiteral("/config.json")))
            testing::writeModelFolder(dir, testing::makeTinyGpt2(testing::tinyConfig(3, 4, 32, 300, 64), 1));
        return dir;
    }

    using Run = testing::ProgramRun;
    static Run run(const QStringList &args)
    {
        return testing::runProgram(QStringLiteral(ATTENTION_BENCH_BIN), args);
    }

    // "threads": what --threads asked, else every core; "blas": the library and its kernel, as
    // `attention-lab --version` says it (the same machine, the same environment).
    static void checkRunsOn(const QJsonObject &o, const QStringList &args)
    {
        const qsizetype at = args.indexOf(QStringLiteral("--threads"));
        const int threads
            = at >= 0 ? args.value(at + 1).toInt() : std::max(1, int(std::thread::hardware_concurrency()));
        QCOMPARE(o.value("threads").toInt(), threads);
        const Run version = testing::runProgram(QStringLiteral(ATTENTION_LAB_BIN), { QStringLiteral("--version") });
        QCOMPARE(o.value("blas").toString().toUtf8(), version.out.split('\n').value(1));
    }

private slots:
    void printsOneJsonLine_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("repeat");
        QTest::newRow("defaults") << QStringList { "--tokens", "33", "--d-model", "16", "--heads", "4" } << 5;
        QTest::newRow("repeat and threads")
            << QStringList { "--threads", "2",         "--repeat", "3",        "--heads",
                             "4",         "--d-model", "16",       "--tokens", "33" }
            << 3;
        QTest::newRow("one thread") << QStringList { "--tokens",  "33", "--d-model", "16", "--heads", "4",
                                                     "--threads", "1",  "--repeat",  "1" }
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
        QCOMPARE(keys,
                 (QStringList { "blas", "d_model", "gflops", "median_ms", "min_ms", "num_heads", "peak_rss_mb",
                                "repeat", "threads", "tokens" }));
        checkRunsOn(o, args);
        QCOMPARE(o.value("tokens").toInt(), 33);
        QCOMPARE(o.value("d_model").toInt(), 16);
        QCOMPARE(o.value("num_heads").toInt(), 4);
        QCOMPARE(o.value("repeat").toInt(), repeat);
        for (const char *k : { "median_ms", "min_ms", "gflops", "peak_rss_mb" })
            QVERIFY2(o.value(k).isDouble() && o.value(k).toDouble() > 0, k);
        QVERIFY(o.value("min_ms").toDouble() <= o.value("median_ms").toDouble());
        // gflops is the contract's FLOP count over the median time.
        const double flops = 8.0 * 33 * 16 * 16 + 4.0 * 33 * 33 * 16;
        const double expected = flops / (o.value("median_ms").toDouble() * 1e-3) / 1e9;
        QVERIFY(std::abs(o.value("gflops").toDouble() - expected) <= 0.01 * expected + 1e-3);
    }

    void uiModeTimesTheWindow_data()
    {
        QTest::addColumn<QString>("edit"); // empty: the default, an embedding cell
        QTest::newRow("default") << QString();
#ifndef ATTENTION_TEST_ASAN // the same window and paths under the sanitizers: the default's
        QTest::newRow("embedding") << QStringLiteral("embedding");
        QTest::newRow("weight") << QStringLiteral("weight");
        QTest::newRow("mask") << QStringLiteral("mask");
#endif
        QTest::newRow("token") << QStringLiteral("token"); // 95 tokens, then 96 (and 95 untimed)
        QTest::newRow("token-remove") << QStringLiteral("token-remove"); // 96, then 95
        QTest::newRow("causal") << QStringLiteral("causal");
    }
    void uiModeTimesTheWindow()
    {
        // The real main window, offscreen: an edit of a 96-token, 2-head session until every view
        // on screen has painted it.
        QFETCH(QString, edit);
        QStringList args { "--ui", "--tokens", "96", "--d-model", "32", "--heads", "2", "--repeat", "3" };
        if (!edit.isEmpty())
            args << "--edit" << edit;
        const Run r = run(args);
        QVERIFY2(r.code == 0, r.err.constData());
        const QJsonObject o = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(o.value("mode").toString(), QStringLiteral("ui"));
        QCOMPARE(o.value("edit").toString(), edit.isEmpty() ? QStringLiteral("embedding") : edit);
        QVERIFY(o.value("result_median_ms").toDouble() <= o.value("median_ms").toDouble());
        QCOMPARE(o.value("tokens").toInt(), 96);
        QCOMPARE(o.value("num_heads").toInt(), 2);
        for (const char *k : { "median_ms", "min_ms", "peak_rss_mb" })
            QVERIFY2(o.value(k).isDouble() && o.value(k).toDouble() > 0, k);
        QVERIFY(o.value("max_ui_block_ms").isDouble());
        checkRunsOn(o, {});
        QVERIFY(o.value("min_ms").toDouble() <= o.value("median_ms").toDouble());
    }

    // --train: one training step (forward, then the gradients of the four matrices).
    void trainModeTimesATrainingStep()
    {
        const Run r
            = run({ "--train", "--tokens", "40", "--d-model", "16", "--heads", "2", "--repeat", "3" });
        QVERIFY2(r.code == 0, r.err.constData());
        QCOMPARE(r.out.count('\n'), 1);
        const QJsonObject o = QJsonDocument::fromJson(r.out).object();
        QStringList keys = o.keys();
        keys.sort();
        QCOMPARE(keys,
                 (QStringList { "blas", "d_model", "gflops", "median_ms", "min_ms", "mode", "num_heads",
                                "peak_rss_mb", "repeat", "threads", "tokens" }));
        checkRunsOn(o, {});
        QCOMPARE(o.value("mode").toString(), QStringLiteral("train"));
        QCOMPARE(o.value("tokens").toInt(), 40);
        QCOMPARE(o.value("repeat").toInt(), 3);
        QVERIFY(o.value("min_ms").toDouble() <= o.value("median_ms").toDouble());
        // The contract's count: 18·T·d² + 12·T²·d.
        const double flops = 18.0 * 40 * 16 * 16 + 12.0 * 40 * 40 * 16;
        const double expected = flops / (o.value("median_ms").toDouble() * 1e-3) / 1e9;
        QVERIFY(std::abs(o.value("gflops").toDouble() - expected) <= 0.01 * expected + 1e-3);
    }

    // --train-model: train-model's induction task, timed; its keys and the sizes asked for.
    void trainModelModeTimesTheTask()
    {
        const Run r = run({ "--train-model", "--task", "induction", "--steps", "5", "--layers", "2", "--heads", "2",
                            "--d-model", "16", "--seq", "9", "--batch", "4", "--threads", "1" });
        QVERIFY2(r.code == 0, r.err.constData());
        QCOMPARE(r.out.count('\n'), 1);
        const QJsonObject o = QJsonDocument::fromJson(r.out).object();
        QStringList keys = o.keys();
        keys.sort();
        QCOMPARE(keys, (QStringList { "batch", "blas", "d_model", "final_induction", "heads", "layers", "mode",
                                      "seconds", "seq", "steps", "steps_per_second", "threads" }));
        checkRunsOn(o, { "--threads", "1" });
        QCOMPARE(o.value("mode").toString(), QStringLiteral("train-model"));
        QCOMPARE(o.value("steps").toInt(), 5);
        QCOMPARE(o.value("d_model").toInt(), 16);
        QVERIFY(o.value("final_induction").toDouble() >= 0 && o.value("final_induction").toDouble() <= 1);
        const Run bad = run({ "--train-model", "--steps", "5" });
        QCOMPARE(bad.code, 2);
        QCOMPARE(bad.err, QByteArray("attention-bench: --train-model needs --task induction\n"));
    }

    // --model: a GPT-2 folder the test writes (3 layers, d_model 32, 4 heads, 64 positions).
    void modelModeTimesTheWholePass()
    {
        const Run r = run({ "--model", modelFolder(), "--tokens", "40", "--repeat", "3" });
        QVERIFY2(r.code == 0, r.err.constData());
        QVERIFY2(r.err.isEmpty(), r.err.constData());
        QCOMPARE(r.out.count('\n'), 1);
        const QJsonObject o = QJsonDocument::fromJson(r.out).object();
        QStringList keys = o.keys();
        keys.sort();
        QCOMPARE(keys,
                 (QStringList { "blas", "d_model", "gflops", "median_ms", "min_ms", "mode", "n_layer", "num_heads",
                                "peak_rss_mb", "repeat", "threads", "tokens" }));
        checkRunsOn(o, {});
        QCOMPARE(o.value("mode").toString(), QStringLiteral("model"));
        QCOMPARE(o.value("tokens").toInt(), 40);
        QCOMPARE(o.value("d_model").toInt(), 32);
        QCOMPARE(o.value("num_heads").toInt(), 4);
        QCOMPARE(o.value("n_layer").toInt(), 3);
        QCOMPARE(o.value("repeat").toInt(), 3);
        for (const char *k : { "median_ms", "min_ms", "gflops", "peak_rss_mb" })
            QVERIFY2(o.value(k).isDouble() && o.value(k).toDouble() > 0, k);
        QVERIFY(o.value("min_ms").toDouble() <= o.value("median_ms").toDouble());
        // FLOPs = n_layer·(24·T·d² + 4·T²·d), over the median time.
        const double flops = 3 * (24.0 * 40 * 32 * 32 + 4.0 * 40 * 40 * 32);
        const double expected = flops / (o.value("median_ms").toDouble() * 1e-3) / 1e9;
        QVERIFY(std::abs(o.value("gflops").toDouble() - expected) <= 0.01 * expected + 1e-3);
        const Run oneThread
            = run({ "--model", modelFolder(), "--tokens", "64", "--repeat", "1", "--threads", "1" });
        QVERIFY2(oneThread.code == 0, oneThread.err.constData());
    }

    void modelModeRefusesBadArguments_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        QTest::newRow("no folder") << QStringList { "--tokens", "8", "--model" }
                                   << "attention-bench: --model needs a model folder";
        QTest::newRow("no tokens") << QStringList { "--model", "MODEL" }
                                   << "attention-bench: --tokens is required";
        QTest::newRow("d-model with a model")
            << QStringList { "--model", "MODEL", "--tokens", "8", "--d-model", "16" }
            << "attention-bench: --d-model does not go with --model";
        QTest::newRow("ui with a model") << QStringList { "--model", "MODEL", "--tokens", "8", "--ui" }
                                         << "attention-bench: --ui does not go with --model";
        QTest::newRow("more tokens than positions")
            << QStringList { "--model", "MODEL", "--tokens", "65" }
            << "attention-bench: --tokens 65: 65 tokens, more than the model's 64 positions";
        QTest::newRow("folder missing") << QStringList { "--model", "/nonexistent/gpt2", "--tokens", "8" }
                                        << "attention-bench: /nonexistent/gpt2: no such folder";
    }
    void modelModeRefusesBadArguments()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        args.replaceInStrings(QStringLiteral("MODEL"), modelFolder());
        const Run r = run(args);
        QCOMPARE(r.code, 2);
        QVERIFY(r.out.isEmpty());
        QVERIFY2(QString::fromUtf8(r.err).startsWith(message), r.err.constData());
        QCOMPARE(r.err.count('\n'), 1);
    }

    // A billion tokens are refused before a vector of a billion ids (4 GB) is made: under a 2 GB
    // address-space limit the answer is still the one line of bad input.
    void aBillionTokensAreRefusedFirst()
    {
        // OpenBLAS's own thread pool (its buffers) kept small, whatever the machine's cores.
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("OPENBLAS_NUM_THREADS"), QStringLiteral("1"));
        const Run r = testing::runProgram(
            QStringLiteral("/bin/sh"),
            { QStringLiteral("-c"), QStringLiteral("ulimit -v 2000000 && exec \"$0\" --model \"$1\" --tokens 1000000000"),
              QStringLiteral(ATTENTION_BENCH_BIN), modelFolder() },
            env);
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.startsWith("attention-bench: --tokens 1000000000: 1000000000 tokens, more than the model's"),
                 r.err.constData());
    }

    void refusesBadArguments_data()
    {
        QTest::addColumn<QStringList>("args");
        const QStringList ok { "--tokens", "8", "--d-model", "8", "--heads", "2" };
        QTest::newRow("nothing") << QStringList {};
        QTest::newRow("no tokens") << QStringList { "--d-model", "8", "--heads", "2" };
        QTest::newRow("no heads") << QStringList { "--tokens", "8", "--d-model", "8" };
        QTest::newRow("heads do not divide d_model")
            << QStringList { "--tokens", "8", "--d-model", "8", "--heads", "3" };
        QTest::newRow("zero tokens") << QStringList { "--tokens", "0", "--d-model", "8", "--heads", "2" };
        QTest::newRow("too many tokens")
            << QStringList { "--tokens", "100000", "--d-model", "8", "--heads", "2" };
        QTest::newRow("not a number")
            << QStringList { "--tokens", "eight", "--d-model", "8", "--heads", "2" };
        QTest::newRow("trailing junk") << QStringList { "--tokens", "8x", "--d-model", "8", "--heads", "2" };
        QTest::newRow("repeat 0") << ok + QStringList { "--repeat", "0" };
        QTest::newRow("negative threads") << ok + QStringList { "--threads", "-1" };
        QTest::newRow("missing value") << ok + QStringList { "--repeat" };
        QTest::newRow("twice") << ok + QStringList { "--tokens", "9" };
        QTest::newRow("unknown flag") << ok + QStringList { "--fast" };
        QTest::newRow("positional") << ok + QStringList { "extra" };
        QTest::newRow("--ui twice") << ok + QStringList { "--ui", "--ui" };
        QTest::newRow("--train twice") << ok + QStringList { "--train", "--train" };
        QTest::newRow("--ui and --train") << ok + QStringList { "--ui", "--train" };
        QTest::newRow("--edit without --ui") << ok + QStringList { "--edit", "mask" };
        QTest::newRow("--edit of nothing known")
            << QStringList { "--ui", "--edit", "bias", "--tokens", "8", "--d-model", "8", "--heads", "2" };
        QTest::newRow("--edit with no value")
            << QStringList { "--tokens", "8", "--d-model", "8", "--heads", "2", "--ui", "--edit" };
        QTest::newRow("--edit token of one token")
            << QStringList { "--ui", "--edit", "token", "--tokens", "1", "--d-model", "8", "--heads", "2" };
        QTest::newRow("--edit token-remove of one token") // the session's last token cannot go
            << QStringList { "--ui", "--edit", "token-remove", "--tokens", "1", "--d-model", "8", "--heads", "2" };
        QTest::newRow("--edit token-remove beyond 4096 tokens") // it would add the 4097th back
            << QStringList { "--ui", "--edit", "token-remove", "--tokens", "4097", "--d-model", "8", "--heads", "2" };
        QTest::newRow("--edit token beyond 4096 tokens")
            << QStringList { "--ui", "--edit", "token", "--tokens", "4097", "--d-model", "8", "--heads", "2" };
        QTest::newRow("--ui, heads do not divide")
            << QStringList { "--ui", "--tokens", "8", "--d-model", "8", "--heads", "3" };
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
