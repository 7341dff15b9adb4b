// Hostile files and arguments through the real attention-lab: strings a session carries are
// bounded, memory follows what a session holds (not its padding), export's memory check counts
// what export really holds, and arguments the app cannot honour are refused before any work.
// Peak memory is the child's own (wait4's ru_maxrss), measured against the same program's peak
// on a small session, so that what Qt and the fonts take does not count.
#include "../common/gpt2_files.h"
#include "../common/sanitizers.h"
#include "cli_fixture.h"

#include "io/memorycheck.h"

#include <QRandomGenerator>

#include <fcntl.h>
#include <spawn.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <vector>

extern char **environ;

using namespace testing;

namespace {

// The lesson preset as a session file, with `extra` (", \"key\": value") before its last brace.
QByteArray lessonWith(const QByteArray &extra)
{
    QFile f(QStringLiteral(TEST_DATA_DIR "/lesson.session.json"));
    if (!f.open(QIODevice::ReadOnly))
        return {};
    QByteArray json = f.readAll().trimmed();
    json.chop(1); // the closing brace
    return json + extra + "}\n";
}

QString writeFile(const QTemporaryDir &dir, const QString &name, const QByteArray &bytes)
{
    const QString path = dir.filePath(name);
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size())
        return {};
    return path;
}

struct Measured {
    int code = -1;
    qint64 peakBytes = 0; // the child's largest resident set
};

// Runs attention-lab with `args` (output to /dev/null) and reads its own peak from wait4.
Measured measure(const QStringList &args)
{
    std::vector<QByteArray> storage { QByteArray(ATTENTION_LAB_BIN) };
    for (const QString &a : args)
        storage.push_back(a.toLocal8Bit());
    std::vector<char *> argv;
    for (QByteArray &s : storage)
        argv.push_back(s.data());
    argv.push_back(nullptr);
    posix_spawn_file_actions_t files;
    posix_spawn_file_actions_init(&files);
    posix_spawn_file_actions_addopen(&files, 1, "/dev/null", O_WRONLY, 0);
    posix_spawn_file_actions_addopen(&files, 2, "/dev/null", O_WRONLY, 0);
    pid_t pid = 0;
    Measured m;
    const int spawned = posix_spawn(&pid, argv[0], &files, nullptr, argv.data(), environ);
    posix_spawn_file_actions_destroy(&files);
    if (spawned != 0)
        return m;
    int status = 0;
    struct rusage usage { };
    if (wait4(pid, &status, 0, &usage) != pid)
        return m;
    m.code = WIFEXITED(status) ? WEXITSTATUS(status) : -2;
    m.peakBytes = qint64(usage.ru_maxrss) * 1024; // Linux gives kilobytes
    return m;
}

// attention-lab run on arguments given as bytes (QProcess would pass them through UTF-16):
// exit code and stderr.
std::pair<int, QByteArray> runRaw(const std::vector<QByteArray> &args, const QString &errPath)
{
    std::vector<QByteArray> storage { QByteArray(ATTENTION_LAB_BIN) };
    storage.insert(storage.end(), args.begin(), args.end());
    std::vector<char *> argv;
    for (QByteArray &a : storage)
        argv.push_back(a.data());
    argv.push_back(nullptr);
    const QByteArray err = QFile::encodeName(errPath);
    posix_spawn_file_actions_t files;
    posix_spawn_file_actions_init(&files);
    posix_spawn_file_actions_addopen(&files, 1, "/dev/null", O_WRONLY, 0);
    posix_spawn_file_actions_addopen(&files, 2, err.constData(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
    pid_t pid = 0;
    const int spawned = posix_spawn(&pid, argv[0], &files, nullptr, argv.data(), environ);
    posix_spawn_file_actions_destroy(&files);
    int status = 0;
    if (spawned != 0 || waitpid(pid, &status, 0) != pid)
        return { -1, {} };
    QFile f(errPath);
    f.open(QIODevice::ReadOnly);
    return { WIFEXITED(status) ? WEXITSTATUS(status) : -2, f.readAll() };
}

// This process's own peak. A child's ru_maxrss starts from its parent's peak (the memory it
// was forked or spawned from), so a measure is the child's own only when it is above this.
qint64 ownPeakBytes()
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly))
        return 0;
    for (const QByteArray &line : status.readAll().split('\n'))
        if (line.startsWith("VmHWM:"))
            return line.mid(6).trimmed().split(' ').value(0).toLongLong() * 1024;
    return 0;
}

// A session of T tokens, d_model d, `heads` heads, numbers from a fixed seed.
QByteArray randomSession(int T, int d, int heads)
{
    QRandomGenerator rng(7);
    auto matrix = [&](int rows) {
        QByteArray m = "[";
        for (int i = 0; i < rows; ++i) {
            m += i ? ",[" : "[";
            for (int j = 0; j < d; ++j)
                m += (j ? "," : "") + QByteArray::number(rng.bounded(2000) / 1000.0 - 1.0);
            m += "]";
        }
        return m + "]";
    };
    QByteArray tokens = "[";
    for (int t = 0; t < T; ++t)
        tokens += (t ? ",\"t" : "\"t") + QByteArray::number(t) + "\"";
    tokens += "]";
    return R"({"format": "attention-lab-session", "version": 1, "tokens": )" + tokens
        + ", \"embeddings\": " + matrix(T) + ", \"num_heads\": " + QByteArray::number(heads)
        + ", \"W_Q\": " + matrix(d) + ", \"W_K\": " + matrix(d) + ", \"W_V\": " + matrix(d) + "}\n";
}

} // namespace

class TestCliHostile : public QObject {
    Q_OBJECT

    QTemporaryDir m_tmp;

private slots:
    void initTestCase() { QVERIFY(m_tmp.isValid()); }

    // ---- item 1: every string a session carries is bounded --------------------------------

    void oversizedViewStringsAreRefused_data()
    {
        QTest::addColumn<QByteArray>("extra");
        QTest::addColumn<QString>("message");
        const QByteArray label(101, 'h');
        QTest::newRow("head label of 101 bytes")
            << ", \"view\": {\"head_labels\": [\"" + label + "\"]}"
            << "view: head_labels: label 0 is longer than 100 bytes of UTF-8";
        QTest::newRow("head label of 51 two-byte characters")
            << ", \"view\": {\"head_labels\": [\"" + QString(51, QChar(0xe9)).toUtf8() + "\"]}"
            << "view: head_labels: label 0 is longer than 100 bytes of UTF-8";
        QTest::newRow("more head labels than heads can be")
            << ", \"view\": {\"head_labels\": [" + QByteArray("\"a\",").repeated(32) + "\"a\"]}"
            << "view: head_labels: 33 labels, more than the limit of 32 heads";
        QTest::newRow("title") << ", \"view\": {\"title\": \"" + QByteArray(1001, 't') + "\"}"
                               << "view: title: 1001 bytes, more than the limit of 1000";
        QTest::newRow("note") << ", \"view\": {\"note\": \"" + QByteArray(4001, 'n') + "\"}"
                              << "view: note: 4001 bytes, more than the limit of 4000";
        QTest::newRow("recovery file path") << ", \"view\": {\"file\": \"" + QByteArray(4097, 'f') + "\"}"
                                            << "view: file: 4097 bytes, more than the limit of 4096";
        QTest::newRow("view beyond 1 MB") << ", \"view\": {\"other\": \"" + QByteArray(1 << 20, 'v') + "\"}"
                                          << "view: more than 1048576 bytes";
    }
    void oversizedViewStringsAreRefused()
    {
        QFETCH(QByteArray, extra);
        QFETCH(QString, message);
        const QString path = writeFile(m_tmp, QStringLiteral("labels.json"), lessonWith(extra));
        QVERIFY(!path.isEmpty());
        for (const QStringList &args :
             { QStringList { QStringLiteral("compute"), path },
               QStringList { QStringLiteral("export"), path, QStringLiteral("--head"), QStringLiteral("all"),
                             QStringLiteral("--out"), m_tmp.filePath(QStringLiteral("labels.png")) } }) {
            const Run r = run(args);
            QCOMPARE(r.code, 2);
            QVERIFY(r.out.isEmpty());
            const QString err = QString::fromUtf8(r.err);
            QVERIFY2(err.startsWith(QStringLiteral("attention-lab: labels.json: ") + message),
                     qPrintable(err));
            QCOMPARE(err.count(QLatin1Char('\n')), 1);
        }
        QVERIFY(!QFile::exists(m_tmp.filePath(QStringLiteral("labels.png"))));
    }

    void headLabelsWithinTheLimitAreDrawn()
    {
        const QString path = writeFile(m_tmp, QStringLiteral("named.json"),
                                       lessonWith(", \"view\": {\"head_labels\": [\"" + QByteArray(100, 'h')
                                                  + "\"], \"title\": \"" + QByteArray(1000, 't') + "\"}"));
        const QString svg = m_tmp.filePath(QStringLiteral("named.svg"));
        const Run r = run({ QStringLiteral("export"), path, QStringLiteral("--out"), svg });
        QVERIFY2(r.code == 0, r.err.constData());
        QVERIFY(svgTextsOf(svg).join(QString()).contains(QString(20, QLatin1Char('h'))));
    }

    // ---- item 2: memory follows what the session holds -------------------------------------

    void paddedSessionCostsAtMostTwiceItsSize_data()
    {
        // About 30 MB each: numbers cost QJsonDocument 16 bytes or more each, keys more. Written
        // a piece at a time: this process stays small, so that the child's peak is its own.
        QTest::addColumn<QByteArray>("open");
        QTest::addColumn<QByteArray>("piece"); // repeated, numbered by %1 where it has one
        QTest::addColumn<QByteArray>("close");
        QTest::newRow("a list of numbers") << QByteArray("[") << QByteArray("0,") << QByteArray("0]");
        QTest::newRow("an object of many keys")
            << QByteArray("{") << QByteArray("\"k%1\":0,") << QByteArray("\"end\":0}");
        QTest::newRow("many keys beside the session's own")
            << QByteArray("0") << QByteArray(", \"k%1\":0") << QByteArray();
        QTest::newRow("one long string") << QByteArray("\"") << QByteArray("ssssssss") << QByteArray("\"");
        QTest::newRow("nested lists") << QByteArray("[") << QByteArray("[[0,1],[2,3]],") << QByteArray("0]");
    }
    void paddedSessionCostsAtMostTwiceItsSize()
    {
#if defined(ATTENTION_TEST_ASAN)
        QSKIP("measured peaks mean nothing under AddressSanitizer (its allocator's reservations)");
#endif
        QFETCH(QByteArray, open);
        QFETCH(QByteArray, piece);
        QFETCH(QByteArray, close);
        const QString small = QStringLiteral(TEST_DATA_DIR "/lesson.session.json");
        const QString padded = m_tmp.filePath(QStringLiteral("padded.json"));
        {
            QByteArray head = lessonWith(", \"ignored_padding\": " + open);
            head.chop(2); // "}\n": the padding goes in before it
            QFile f(padded);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(head);
            for (int k = 0; f.size() < 30'000'000; ++k) {
                QByteArray chunk;
                for (int i = 0; i < 1000; ++i)
                    chunk += piece.contains("%1")
                        ? QByteArray(piece).replace("%1", QByteArray::number(k * 1000 + i))
                        : piece;
                f.write(chunk);
            }
            f.write(close + "}\n");
        }
        const qint64 size = QFileInfo(padded).size();

        // The same result as without the padding: the key is ignored.
        const Run plain = run({ QStringLiteral("compute"), small });
        const Run withPadding = run({ QStringLiteral("compute"), padded });
        QVERIFY2(withPadding.code == 0, withPadding.err.constData());
        QCOMPARE(withPadding.out, plain.out);

        const Measured base = measure({ QStringLiteral("compute"), small });
        const Measured m = measure({ QStringLiteral("compute"), padded });
        QCOMPARE(base.code, 0);
        QCOMPARE(m.code, 0);
        QVERIFY2(base.peakBytes > ownPeakBytes(), "the measure would be this test's own peak");
        QVERIFY2(m.peakBytes <= base.peakBytes + 2 * size,
                 qPrintable(QStringLiteral("a %1 MB file peaked at %2 MB; the small session at %3 MB")
                                .arg(size >> 20)
                                .arg(m.peakBytes >> 20)
                                .arg(base.peakBytes >> 20)));
        QFile::remove(padded);
    }

    void beyondTheLimitsIsRefusedBeforeItIsBuilt()
    {
#if defined(ATTENTION_TEST_ASAN)
        QSKIP("measured peaks mean nothing under AddressSanitizer (its allocator's reservations)");
#endif
        // 20 M numbers in one embedding row: far beyond 4096 × 2048, refused as they are counted.
        const QString path = m_tmp.filePath(QStringLiteral("wide.json"));
        {
            QByteArray json = lessonWith({});
            const qsizetype at = json.indexOf("\"embeddings\": [") + 15;
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(json.left(at) + "[");
            for (int k = 0; k < 20'000; ++k)
                f.write(QByteArray("0,").repeated(1000));
            f.write("0]," + json.mid(at));
        }
        const qint64 size = QFileInfo(path).size();
        const Run r = run({ QStringLiteral("compute"), path });
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.startsWith("attention-lab: wide.json: embeddings: more than "), r.err.constData());
        const Measured base
            = measure({ QStringLiteral("compute"), QStringLiteral(TEST_DATA_DIR "/lesson.session.json") });
        const Measured m = measure({ QStringLiteral("compute"), path });
        QCOMPARE(m.code, 2);
        QVERIFY2(base.peakBytes > ownPeakBytes(), "the measure would be this test's own peak");
        QVERIFY2(m.peakBytes <= base.peakBytes + 2 * size,
                 qPrintable(QStringLiteral("peaked at %1 MB").arg(m.peakBytes >> 20)));
        QFile::remove(path);
    }

    void exportMemoryCheckCountsWhatExportHolds_data()
    {
        QTest::addColumn<QString>("show");
        QTest::newRow("weights") << QStringLiteral("weights");
        QTest::newRow("scores") << QStringLiteral("scores");
    }
    void exportMemoryCheckCountsWhatExportHolds()
    {
#if defined(ATTENTION_TEST_ASAN)
        QSKIP("measured peaks mean nothing under AddressSanitizer (its allocator's reservations)");
#endif
        // Every head at T = 1024: the maps are most of what export holds (≈ 8 MB a head).
        QFETCH(QString, show);
        constexpr int T = 1024, d = 16, H = 16;
        const QString big = writeFile(m_tmp, QStringLiteral("big.json"), randomSession(T, d, H));
        const QString tiny = writeFile(m_tmp, QStringLiteral("tiny.json"), randomSession(16, d, H));
        const QString out = m_tmp.filePath(QStringLiteral("all.png"));
        const QStringList args { QStringLiteral("--head"), QStringLiteral("all"),
                                 QStringLiteral("--show"), show,
                                 QStringLiteral("--out"),  out };
        const Measured base = measure(QStringList { QStringLiteral("export"), tiny } + args);
        const Measured m = measure(QStringList { QStringLiteral("export"), big } + args);
        QCOMPARE(base.code, 0);
        QCOMPARE(m.code, 0);
        QVERIFY2(base.peakBytes > ownPeakBytes(), "the measure would be this test's own peak");
        const qint64 used = m.peakBytes - base.peakBytes;
        const auto estimate = qint64(attn::exportBytes(T, d, H, true, show != QLatin1String("weights")));
        const QString said
            = QStringLiteral("export held %1 MB beyond a tiny session's; the check estimates %2 MB")
                  .arg(used >> 20)
                  .arg(estimate >> 20);
        QVERIFY2(used <= estimate, qPrintable(said)); // never more than the check allowed for
        QVERIFY2(estimate <= 2 * used + (qint64(64) << 20), qPrintable(said)); // nor far less
    }

    // ---- item 6: refused up front, named as what it is ---------------------------------------

    void lessonPagesTooSmallAreRefusedBeforeDrawing_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        const QString slides = QStringLiteral("too small for the lesson's slides (at least 160 × 90)");
        QTest::newRow("--width 16 (16 × 9)")
            << QStringList { "--width", "16", "--out", "deck.pdf" } << "a page of 16 × 9 is " + slides;
        QTest::newRow("100 × 100") << QStringList { "--width", "100", "--height", "100", "--out", "deck.pdf" }
                                   << "a page of 100 × 100 is " + slides;
        QTest::newRow("one step, 150 × 90")
            << QStringList { "--step", "3", "--width", "150", "--height", "90", "--out", "step.png" }
            << "a page of 150 × 90 is " + slides;
        QTest::newRow("worksheet 400 wide")
            << QStringList { "--quiz", "--width", "400", "--out", "sheet.pdf" }
            << QStringLiteral("a page of 400 × 566 is too small for the worksheet (at least 560 × 490)");
    }
    void lessonPagesTooSmallAreRefusedBeforeDrawing()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        const QString out = m_tmp.filePath(args.last());
        args.last() = out;
        const Run r = run(
            QStringList { QStringLiteral("lesson"), QStringLiteral("--preset"), QStringLiteral("lesson") }
            + args);
        QCOMPARE(r.code, 2);
        QCOMPARE(QString::fromUtf8(r.err), QStringLiteral("attention-lab: lesson: ") + message + "\n");
        QVERIFY(!QFile::exists(out));
    }

    void lessonAtTheSmallestPagesIsDrawn()
    {
        const QString deck = m_tmp.filePath(QStringLiteral("smallest.pdf"));
        const Run r
            = run({ "lesson", "--preset", "lesson", "--width", "160", "--height", "90", "--out", deck });
        QVERIFY2(r.code == 0, r.err.constData());
        QVERIFY(QFileInfo(deck).size() > 0);
    }

    void modelTextThatIsNotUtf8IsRefused()
    {
        const QString model = m_tmp.filePath(QStringLiteral("utf8-model"));
        QVERIFY(writeModelFolder(model, makeTinyGpt2(tinyConfig(1, 2, 8, 300, 32), 3)));
        const QString err = m_tmp.filePath(QStringLiteral("err.txt"));
        for (const QByteArray &text :
             { QByteArray("caf\xe9"), QByteArray("\xff\xfe"), QByteArray("a\xc0\xaf") }) {
            const auto [code, stderrText]
                = runRaw({ "model", QFile::encodeName(model), "--text", text }, err);
            QCOMPARE(code, 2);
            QCOMPARE(stderrText, QByteArray("attention-lab: model: --text is not valid UTF-8 text\n"));
            const auto [inlineCode, inlineErr]
                = runRaw({ "model", QFile::encodeName(model), "--text=" + text }, err);
            QCOMPARE(inlineCode, 2);
        }
        const auto [code, stderrText]
            = runRaw({ "model", QFile::encodeName(model), "--text", "caf\xc3\xa9" }, err);
        QVERIFY2(code == 0, stderrText.constData()); // real UTF-8 still runs
    }

    void modelJsonWithDuplicateKeysIsRefused_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QByteArray>("from");
        QTest::addColumn<QByteArray>("to");
        QTest::addColumn<QString>("message");
        QTest::newRow("config.json")
            << "config.json" << QByteArray("\"n_layer\": 1") << QByteArray("\"n_layer\": 1, \"n_layer\": 2")
            << "config.json: key \"n_layer\" appears twice in the same object (line ";
        QTest::newRow("vocab.json") << "vocab.json" << QByteArray("{") << QByteArray("{\"!\": 5, ")
                                    << "vocab.json: key \"!\" appears twice in the same object (line 1";
    }
    void modelJsonWithDuplicateKeysIsRefused()
    {
        QFETCH(QString, file);
        QFETCH(QByteArray, from);
        QFETCH(QByteArray, to);
        QFETCH(QString, message);
        const QString model = m_tmp.filePath(QStringLiteral("dup-") + file);
        QVERIFY(writeModelFolder(model, makeTinyGpt2(tinyConfig(1, 2, 8, 300, 32), 3)));
        QFile f(model + "/" + file);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QByteArray json = f.readAll();
        f.close();
        QVERIFY2(json.contains(from), json.left(200).constData());
        json.replace(json.indexOf(from), from.size(), to);
        QVERIFY(writeBytes(model + "/" + file, json));
        const Run r = run({ QStringLiteral("model"), model, QStringLiteral("--text"), QStringLiteral("hi") });
        QCOMPARE(r.code, 2);
        QVERIFY2(QString::fromUtf8(r.err).contains(message), r.err.constData());
        QCOMPARE(r.err.count('\n'), 1);
    }

    void unreadableModelFolderIsNamedSo()
    {
        // Root reads any folder: the program then runs as nobody, as a user would.
        const QString model = m_tmp.filePath(QStringLiteral("locked-model"));
        QVERIFY(writeModelFolder(model, makeTinyGpt2(tinyConfig(1, 2, 8, 300, 32), 3)));
        QVERIFY(QFile::setPermissions(m_tmp.path(),
                                      QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner
                                          | QFileDevice::ReadOther | QFileDevice::ExeOther));
        QVERIFY(QFile::setPermissions(model, {})); // chmod 000
        QProcess p;
        if (geteuid() == 0)
            p.setChildProcessModifier([] {
                if (setgid(65534) != 0 || setuid(65534) != 0)
                    _exit(99);
            });
        p.start(QStringLiteral(ATTENTION_LAB_BIN),
                { QStringLiteral("model"), model, QStringLiteral("--text"), QStringLiteral("hi") });
        QVERIFY(p.waitForFinished(60000));
        QFile::setPermissions(model,
                              QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
        const QString err = QString::fromUtf8(p.readAllStandardError());
        if (p.exitCode() == 99)
            QSKIP("cannot run the program as another user here");
        QCOMPARE(p.exitCode(), 2);
        QVERIFY2(err.startsWith(QStringLiteral("attention-lab: %1: cannot read this folder (").arg(model)),
                 qPrintable(err));
        QVERIFY(!err.contains(QLatin1String("missing")));
    }
};

QTEST_GUILESS_MAIN(TestCliHostile)
#include "tst_cli_hostile.moc"
