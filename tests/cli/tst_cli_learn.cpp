// The learning commands through the real program (docs/file-formats.md): `gradient` against PyTorch
// autograd's numbers, `train` against torch.optim's runs (tests/data/*-target.*.json), both
// deterministic, and every bad input refused with exit 2, one line and no file written.
#include "../common/sanitizers.h"
#include "cli_fixture.h"

#include <QDeadlineTimer>

#include <QThread>

#include <QFileInfo>

#include <algorithm>
#include <cmath>

using namespace testing;

namespace {

const QString kData = QStringLiteral(TEST_DATA_DIR "/");
const QStringList kCases = { QStringLiteral("lesson-target"), QStringLiteral("two-heads-target"),
                             QStringLiteral("masks-biases-target"), QStringLiteral("fully-masked-target") };

// Every number of `got` against `expected`, each matrix or row relative to its own largest |value|
// (absolute where that is 0, or below `floor`: a gradient that is 0 in exact arithmetic, which
// the reference holds as rounding noise).
QString compareScaled(const QJsonValue &got, const QJsonValue &expected, double tol, double floor,
                      const QString &where)
{
    double largest = 0;
    std::function<void(const QJsonValue &)> scan = [&](const QJsonValue &v) {
        if (v.isDouble())
            largest = std::max(largest, std::abs(v.toDouble()));
        for (const QJsonValue &x : v.toArray())
            scan(x);
    };
    scan(expected);
    return compareJson(got, expected, tol * std::max({ largest, floor, 1e-300 }), where);
}

QJsonObject parse(const QByteArray &text)
{
    return QJsonDocument::fromJson(text).object();
}

} // namespace

class TestCliLearn : public QObject {
    Q_OBJECT
private slots:
    void gradientMatchesAutograd_data()
    {
        QTest::addColumn<QString>("name");
        for (const QString &c : kCases)
            QTest::newRow(qPrintable(c)) << c;
    }
    void gradientMatchesAutograd()
    {
        QFETCH(QString, name);
        const Run r = run({ QStringLiteral("gradient"), kData + name + QStringLiteral(".session.json") });
        QVERIFY2(r.code == 0, r.err.constData());
        QVERIFY(r.err.isEmpty());
        const QJsonObject got = parse(r.out), expected = readJson(kData + name + QStringLiteral(".gradient.json"));
        QVERIFY(!expected.isEmpty());
        QVERIFY(std::abs(got.value("loss").toDouble() - expected.value("loss").toDouble())
                <= 1e-10 * std::abs(expected.value("loss").toDouble()));
        const QJsonObject g = got.value("grad").toObject(), e = expected.value("grad").toObject();
        // The keys of the contract, every one present, nothing else.
        QStringList keys = g.keys(), want = { "W_Q", "W_K", "W_V", "W_O", "b_Q", "b_K", "b_V", "b_O", "embeddings" };
        std::sort(keys.begin(), keys.end());
        std::sort(want.begin(), want.end());
        QCOMPARE(keys, want);
        // b_K's gradient is 0 in exact arithmetic (adding a constant to a row's logits changes no
        // weight): both sides hold rounding noise, compared against the whole gradient's scale.
        double scale = 0;
        for (const QString &k : e.keys())
            if (k != QLatin1String("b_K"))
                for (const QJsonValue &row : e.value(k).toArray())
                    for (const QJsonValue &v : row.isArray() ? row.toArray() : QJsonArray { row })
                        scale = std::max(scale, std::abs(v.toDouble()));
        for (const QString &k : want) {
            const double floor = k == QLatin1String("b_K") ? 1e-3 * scale : 0;
            const QString m = compareScaled(g.value(k), e.value(k), 1e-10, floor, k);
            QVERIFY2(m.isEmpty(), qPrintable(name + ": " + m));
        }
    }

    // The reference runs' own command lines, with the files in this folder.
    void trainMatchesTorchOptim_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("optimizer");
        for (const QString &c : kCases)
            for (const char *o : { "sgd", "adam" })
                QTest::newRow(qPrintable(c + "/" + o)) << c << QString::fromLatin1(o);
    }
    void trainMatchesTorchOptim()
    {
        QFETCH(QString, name);
        QFETCH(QString, optimizer);
        const QJsonObject ref = readJson(kData + name + QStringLiteral(".train-") + optimizer + ".json");
        QStringList args;
        for (const QJsonValue &v : ref.value("command").toArray())
            args << v.toString();
        QCOMPARE(args.value(0), QStringLiteral("train"));
        args[1] = kData + args[1];
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("trained.json"));
        const Run r = run(args + QStringList { QStringLiteral("--out"), out });
        // PyTorch carried masks-biases-target's SGD run to weights of 1e17, which no session file
        // holds: the command stops at the step that left ±1e6 and writes nothing.
        double largest = 0;
        for (const QJsonValue &v : ref.value("trained").toObject())
            for (const QJsonValue &row : v.toArray())
                for (const QJsonValue &x : row.isArray() ? row.toArray() : QJsonArray { row })
                    largest = std::max(largest, std::abs(x.toDouble()));
        if (largest > 1e6) {
            QCOMPARE(r.code, 1);
            QVERIFY2(r.err.contains("beyond ±1e6") && r.err.contains("nothing was written"), r.err.constData());
            QVERIFY(!QFileInfo::exists(out));
            return;
        }
        QVERIFY2(r.code == 0, r.err.constData());
        QVERIFY(r.err.isEmpty());
        const QJsonObject printed = parse(r.out);
        const QJsonArray losses = printed.value("loss").toArray(), refLosses = ref.value("loss").toArray();
        QCOMPARE(printed.value("steps").toInt(), refLosses.size() - 1);
        QCOMPARE(losses.size(), refLosses.size());
        for (qsizetype i = 0; i < losses.size(); ++i)
            QVERIFY2(std::abs(losses[i].toDouble() - refLosses[i].toDouble())
                         <= 1e-9 * std::max(1.0, std::abs(refLosses[i].toDouble())),
                     qPrintable(QStringLiteral("loss %1: %2 vs %3")
                                    .arg(i)
                                    .arg(losses[i].toDouble(), 0, 'g', 17)
                                    .arg(refLosses[i].toDouble(), 0, 'g', 17)));
        const QJsonObject trained = readJson(out), refTrained = ref.value("trained").toObject();
        QVERIFY(!trained.isEmpty());
        QCOMPARE(trained.value("format").toString(), QStringLiteral("attention-lab-session"));
        QCOMPARE(trained.value("target"), readJson(kData + name + ".session.json").value("target"));
        for (const QString &k : refTrained.keys()) {
            // Adam divides by √v + ε: an entry whose true gradient is 0 moves by rounding noise,
            // ~1e-9 a step on either side (fully-masked-target's W_K), so those are held to 1e-7.
            const double tol = optimizer == QLatin1String("adam") ? 1e-7 : 1e-9;
            const QString m = compareScaled(trained.value(k), refTrained.value(k), tol, 1.0, k);
            QVERIFY2(m.isEmpty(), qPrintable(name + ": " + m));
        }
    }

    // Two runs, the same bytes (stdout and the file).
    void trainIsDeterministic()
    {
        QTemporaryDir dir;
        QByteArray outs[2], files[2];
        for (int k = 0; k < 2; ++k) {
            const QString out = dir.filePath(QStringLiteral("t%1.json").arg(k));
            const Run r = run({ "train", kData + "two-heads-target.session.json", "--steps", "40", "--lr", "0.05",
                                "--optimizer", "adam", "--params", "W_Q,W_K,embeddings,b_O", "--out", out });
            QVERIFY2(r.code == 0, r.err.constData());
            outs[k] = r.out;
            files[k] = readAll(out);
        }
        QCOMPARE(outs[0], outs[1]);
        QCOMPARE(files[0], files[1]);
        QVERIFY(!files[0].isEmpty());
    }

    // W_O is trained when the file had none, and a bias named but absent starts at 0 and is written.
    void trainWritesWoAndNamedBiases()
    {
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("t.json"));
        const QJsonObject before = readJson(kData + "lesson-target.session.json");
        QVERIFY(!before.contains("W_O") && !before.contains("b_Q"));
        const Run r = run({ "train", kData + "lesson-target.session.json", "--steps", "3", "--lr", "0.1",
                            "--params", "W_O,b_Q", "--out", out });
        QVERIFY2(r.code == 0, r.err.constData());
        const QJsonObject after = readJson(out);
        QVERIFY(after.contains("W_O") && after.contains("b_Q"));
        QVERIFY(after.value("W_O") != QJsonValue(QJsonArray { QJsonArray { 1, 0 }, QJsonArray { 0, 1 } }));
        QCOMPARE(after.value("W_Q"), before.value("W_Q")); // not named: unchanged
        QCOMPARE(after.value("tokens"), before.value("tokens"));
        QCOMPARE(parse(r.out).value("loss").toArray().size(), 4);
    }

    void badInputIsRefused_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        const QString lesson = kData + "lesson-target.session.json";
        const QString noTarget = kData + "lesson.session.json";
        auto row = [](const char *name, QStringList args, const char *message) {
            QTest::newRow(name) << args << QString::fromUtf8(message);
        };
        row("gradient, no target", { "gradient", noTarget }, "gradient: the session has no target");
        row("gradient, preset without target", { "gradient", "--preset", "lesson" }, "gradient: the session has no target");
        row("gradient, train's option", { "gradient", lesson, "--steps", "3" }, "--steps belongs to the train command");
        row("train, no target", { "train", noTarget, "--steps", "3", "--lr", "0.1", "--out", "@dir/o.json" },
            "train: the session has no target");
        row("no steps", { "train", lesson, "--lr", "0.1", "--out", "@dir/o.json" }, "train: --steps N is required");
        for (const char *steps : { "0", "-1", "1.5", "abc", "1000001", "" })
            QTest::newRow(qPrintable(QStringLiteral("steps \"%1\"").arg(steps)))
                << QStringList { "train", lesson, "--steps", steps, "--lr", "0.1", "--out", "@dir/o.json" }
                << QStringLiteral("train: --steps \"%1\" is not a whole number in 1…1000000").arg(steps);
        for (const char *lr : { "0", "-0.1", "nan", "inf", "abc" })
            QTest::newRow(qPrintable(QStringLiteral("lr \"%1\"").arg(lr)))
                << QStringList { "train", lesson, "--steps", "3", "--lr", lr, "--out", "@dir/o.json" }
                << QStringLiteral("train: --lr \"%1\" is not a positive number").arg(lr);
        row("no lr, no training settings", { "train", lesson, "--steps", "3", "--out", "@dir/o.json" },
            "train: --lr is required (the session has no \"training\" settings)");
        row("optimizer", { "train", lesson, "--steps", "3", "--lr", "0.1", "--optimizer", "rmsprop", "--out", "@dir/o.json" },
            "train: --optimizer \"rmsprop\" is not sgd or adam");
        row("params", { "train", lesson, "--steps", "3", "--lr", "0.1", "--params", "W_Q,W_X", "--out", "@dir/o.json" },
            "train: --params: unknown parameter \"W_X\"");
        row("no out", { "train", lesson, "--steps", "3", "--lr", "0.1" }, "train: --out OUT.json is required");
        row("out is a folder", { "train", lesson, "--steps", "3", "--lr", "0.1", "--out", "@dir" }, "is a folder");
        row("out in no folder", { "train", lesson, "--steps", "3", "--lr", "0.1", "--out", "@dir/none/o.json" },
            "does not exist");
        row("target of the wrong shape", { "train", "@dir/wide-target.json", "--steps", "3", "--lr", "0.1", "--out", "@dir/o.json" },
            "target: row 0 has 3 numbers, expected 2");
        row("non-finite target", { "gradient", "@dir/inf-target.json" }, "target");
        row("compute, train's option", { "compute", lesson, "--lr", "0.1" }, "--lr belongs to the train command");
        row("window, train's option", { lesson, "--steps", "3" }, "--steps belongs to the train command");
        row("an option given twice", { "train", lesson, "--steps", "3", "--steps", "4", "--lr", "0.1", "--out", "@dir/o.json" },
            "--steps given twice");
        row("norm_eps that rounds a zero row's norm to 0", { "compute", "@dir/tiny-eps.json" },
            "norm_eps: 1e-300 must lie in [1e-12, 1]");
    }
    void badInputIsRefused()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        QTemporaryDir dir;
        // Two broken copies of lesson-target: a target row too wide, a target that overflows.
        QByteArray text = readAll(kData + "lesson-target.session.json");
        QJsonObject o = QJsonDocument::fromJson(text).object();
        o["target"] = QJsonArray { QJsonArray { 1, 0, 0 }, QJsonArray { 0, 1 }, QJsonArray { 1, 1 } };
        QFile wide(dir.filePath("wide-target.json"));
        QVERIFY(wide.open(QIODevice::WriteOnly) && wide.write(QJsonDocument(o).toJson()) > 0);
        wide.close();
        QFile inf(dir.filePath("inf-target.json"));
        QVERIFY(inf.open(QIODevice::WriteOnly));
        inf.write(text.replace("\"target\": [\n  [\n   1,", "\"target\": [\n  [\n   1e999,"));
        inf.close();
        QVERIFY(readAll(inf.fileName()).contains("1e999"));
        QFile tinyEps(dir.filePath("tiny-eps.json"));
        QVERIFY(tinyEps.open(QIODevice::WriteOnly));
        tinyEps.write(readAll(kData + "qk-norm.session.json").replace("\"norm_eps\": 1e-06", "\"norm_eps\": 1e-300"));
        tinyEps.close();
        QVERIFY(readAll(tinyEps.fileName()).contains("1e-300"));
        for (QString &a : args)
            a.replace(QStringLiteral("@dir"), dir.path());
        const QStringList before = QDir(dir.path()).entryList(QDir::Files | QDir::NoDotAndDotDot);
        const Run r = run(args, noDisplay());
        QCOMPARE(r.code, 2);
        QVERIFY(r.out.isEmpty());
        QCOMPARE(r.err.count('\n'), 1);
        QVERIFY2(r.err.startsWith("attention-lab: ") && QString::fromUtf8(r.err).contains(message),
                 r.err.constData());
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::NoDotAndDotDot), before); // nothing written
    }

    // A learning rate far too large: the run stops at the step that broke, exit 1, nothing written.
    void divergenceStopsAndWritesNothing()
    {
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("t.json"));
        const Run r = run({ "train", kData + "two-heads-target.session.json", "--steps", "100", "--lr", "1e300",
                            "--out", out });
        QCOMPARE(r.code, 1);
        QVERIFY(r.out.isEmpty());
        QCOMPARE(r.err.count('\n'), 1);
        QVERIFY2(r.err.contains("train: the run diverged at step ") && r.err.contains("nothing was written"),
                 r.err.constData());
        QVERIFY(!QFileInfo::exists(out));
    }

    // Adam at a learning rate of a million keeps every number finite but carries the weights past
    // ±1e6, which no session file holds: exit 1 naming the step, nothing written.
    void weightsPastTheFileRangeStopTheRun()
    {
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("t.json"));
        const Run r = run({ "train", kData + "two-heads-target.session.json", "--steps", "5", "--optimizer", "adam",
                            "--lr", "1e6", "--out", out });
        QCOMPARE(r.code, 1);
        QVERIFY(r.out.isEmpty());
        QVERIFY2(r.err.contains("train: the run diverged at step 1 of 5") && r.err.contains("beyond ±1e6")
                     && r.err.contains("nothing was written"),
                 r.err.constData());
        QVERIFY(!QFileInfo::exists(out));
    }

    // stdout that cannot be written (a full disk behind it): exit 1, and --out never made — the
    // losses are printed before the trained session is committed.
    void unprintableLossesWriteNothing()
    {
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("t.json"));
        QProcess p;
        p.setProcessEnvironment(noDisplay());
        p.setStandardOutputFile(QStringLiteral("/dev/full"));
        p.start(QStringLiteral(ATTENTION_LAB_BIN),
                { "train", kData + "two-heads-target.session.json", "--steps", "3", "--lr", "0.1", "--out", out });
        QVERIFY(p.waitForFinished(60000));
        QCOMPARE(p.exitCode(), 1);
        QVERIFY(!QFileInfo::exists(out));
    }

    // SIGTERM (or Ctrl+C) while the trained session is being written: the half-written temporary
    // file beside --out is removed, and --out never appears.
    void killedWhileWritingLeavesNothing()
    {
#ifdef ATTENTION_TEST_ASAN
        // Files and signals, not memory: a 4096-token training step under the sanitizers took
        // most of a minute of CI, for nothing the Release tree does not check.
        QSKIP("the Release tree runs this one");
#endif
        QTemporaryDir dir;
        // A session whose file is ~10 MB, so that its writing lasts long enough to be caught.
        const int T = 4096, d = 64;
        QByteArray json = "{\"format\":\"attention-lab-session\",\"version\":1,\"num_heads\":1,\"tokens\":[";
        for (int t = 0; t < T; ++t)
            json += (t ? ",\"w" : "\"w") + QByteArray::number(t) + "\"";
        auto matrix = [&](int rows, double scale) {
            QByteArray m = "[";
            for (int i = 0; i < rows; ++i) {
                m += i ? ",[" : "[";
                for (int j = 0; j < d; ++j)
                    m += (j ? "," : "") + QByteArray::number(scale * std::sin(0.37 * i + 1.3 * j + 0.1), 'g', 17);
                m += "]";
            }
            return m + "]";
        };
        json += "],\"embeddings\":" + matrix(T, 1.0) + ",\"target\":" + matrix(T, 0.5) + ",\"W_Q\":" + matrix(d, 0.1)
            + ",\"W_K\":" + matrix(d, 0.1) + ",\"W_V\":" + matrix(d, 0.1) + "}";
        const QString in = dir.filePath(QStringLiteral("big.json"));
        QFile f(in);
        QVERIFY(f.open(QIODevice::WriteOnly) && f.write(json) == json.size());
        f.close();
        const QString out = dir.filePath(QStringLiteral("t.json"));
        bool caught = false;
        for (int attempt = 0; attempt < 5 && !caught; ++attempt) {
            QProcess p;
            p.setProcessEnvironment(noDisplay());
            p.start(QStringLiteral(ATTENTION_LAB_BIN),
                    { "train", in, "--steps", "1", "--lr", "0.01", "--params", "W_Q", "--out", out });
            QVERIFY(p.waitForStarted());
            QDeadlineTimer deadline(120000);
            while (p.state() == QProcess::Running && !deadline.hasExpired()) {
                const QStringList temporary
                    = QDir(dir.path()).entryList({ QStringLiteral(".t.json.*") }, QDir::Files | QDir::Hidden);
                if (!temporary.isEmpty()) {
                    p.terminate(); // SIGTERM
                    caught = true;
                    break;
                }
                QThread::usleep(200);
            }
            QVERIFY(p.waitForFinished(60000));
            if (!caught) { // it finished before its writing was seen: start again
                QFile::remove(out);
                continue;
            }
            QCOMPARE(QDir(dir.path()).entryList({ QStringLiteral(".t.json.*") }, QDir::Files | QDir::Hidden),
                     QStringList());
            if (QFileInfo::exists(out)) { // the signal came just after the file took its name
                QFile::remove(out);
                caught = false;
                continue;
            }
            QCOMPARE(p.exitStatus(), QProcess::CrashExit); // ended by the signal, as it would be
        }
        if (!caught)
            QSKIP("the session was written too fast to be interrupted on this machine");
    }

    // A disk that fills up while the trained session is written: exit 1, the old file kept.
    void trainOnAFullDiskKeepsTheOldFile()
    {
        FullDisk disk;
        const QString out = disk.filePath(QStringLiteral("t.json"));
        {
            QFile old(out);
            QVERIFY(old.open(QIODevice::WriteOnly));
            old.write("yesterday's session");
        }
        disk.arm();
        QProcess p;
        p.setProcessEnvironment(noDisplay());
        disk.applyTo(p);
        p.start(QStringLiteral(ATTENTION_LAB_BIN), { "train", kData + "two-heads-target.session.json", "--steps",
                                                      "5", "--lr", "0.1", "--out", out });
        QVERIFY(p.waitForFinished(60000));
        disk.disarm();
        const QString err = QString::fromUtf8(p.readAllStandardError());
        QCOMPARE(p.exitCode(), 1);
        QCOMPARE(err.count('\n'), 1);
        QVERIFY2(err.contains(disk.reason()), qPrintable(err));
        QVERIFY(p.readAllStandardOutput().isEmpty()); // the file failed before the losses were printed
        QCOMPARE(readAll(out), QByteArray("yesterday's session"));
    }

    void helpNamesTheCommands()
    {
        const Run r = run({ QStringLiteral("--help") });
        QCOMPARE(r.code, 0);
        for (const char *text : { "attention-lab gradient (FILE.json | --preset NAME)",
                                  "attention-lab train (FILE.json | --preset NAME) --steps N --out OUT.json",
                                  "--optimizer sgd|adam", "--params NAME,..." })
            QVERIFY2(r.out.contains(text), text);
    }
};

QTEST_GUILESS_MAIN(TestCliLearn)
#include "tst_cli_learn.moc"
