// Hostile files and arguments through the real attention-lab: strings a session carries are
// bounded, memory follows what a session holds (not its padding), export's memory check counts
// what export really holds, and arguments the app cannot honour are refused before any work.
// Peak memory is the child's own (wait4's ru_maxrss), measured against the same program's peak
// on a small session, so that what Qt and the fonts take does not count.
#include "cli_fixture.h"

#include "io/memorycheck.h"

#include <QRandomGenerator>

#include <spawn.h>
#include <sys/resource.h>
#include <sys/wait.h>

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
        QTest::newRow("one long string") << QByteArray("\"") << QByteArray("ssssssss") << QByteArray("\"");
        QTest::newRow("nested lists") << QByteArray("[") << QByteArray("[[0,1],[2,3]],") << QByteArray("0]");
    }
    void paddedSessionCostsAtMostTwiceItsSize()
    {
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
};

QTEST_GUILESS_MAIN(TestCliHostile)
#include "tst_cli_hostile.moc"
