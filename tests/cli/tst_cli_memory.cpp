// Issue 19, items 3 and 5, through the real program. Running out of memory is one line on
// stderr and exit 1 (never an abort, a core dump or a half-written file): the command runs as a
// child under a small address-space limit (RLIMIT_AS, set in the child before exec) on inputs
// that pass the up-front memory check, so an allocation really fails halfway. And what `model
// --session-out` would write is checked with the session loader's own rule first: a layer whose
// numbers the loader refuses is refused (exit 2, nothing written).
#include "../common/gpt2_files.h"
#include "../common/run_program.h"

#include "io/session_json.h"

#include <QDir>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <sys/resource.h>

#include "../common/sanitizers.h"

namespace {

// The child's address space: room for the program, its libraries and threads (a few hundred
// MB), far less than the inputs below need (several GB, which this machine's memory check lets
// through).
constexpr rlim_t kChildAddressSpace = rlim_t(1) << 30;

testing::ProgramRun runLimited(const QStringList &args, const QString &cacheDir)
{
    QProcess p;
    // A cache of its own: the lesson's cost step measures afresh (the measurement kept by an
    // earlier run would spare it the memory this test is about).
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("XDG_CACHE_HOME"), cacheDir);
    p.setProcessEnvironment(env);
    p.setChildProcessModifier([] {
        rlimit r {};
        ::getrlimit(RLIMIT_AS, &r);
        r.rlim_cur = kChildAddressSpace;
        ::setrlimit(RLIMIT_AS, &r);
        rlimit noCore {}; // a crash must show as one, not leave a core file behind
        ::setrlimit(RLIMIT_CORE, &noCore);
    });
    p.start(QStringLiteral(ATTENTION_LAB_BIN), args);
    p.closeWriteChannel();
    if (!p.waitForFinished(300000))
        return { -1, {}, "timed out" };
    return { p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -2, p.readAllStandardOutput(),
             p.readAllStandardError() };
}

// The entries of a folder, hidden ones (the writer's temporary files) included.
QStringList entries(const QString &dir)
{
    return QDir(dir).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot, QDir::Name);
}

void setF32(testing::StoredTensor &t, std::int64_t index, float value)
{
    std::memcpy(t.bytes.data() + index * 4, &value, 4);
}

} // namespace

class TestCliMemory : public QObject {
    Q_OBJECT

    QTemporaryDir m_tmp;
    QString m_large; // a session whose result needs several GB as text
    QString m_huge; // one whose maps need more than the child may have
    QString m_model; // a small GPT-2 whose pass over 4096 tokens keeps 16 heads' weights: 1.1 GB

private slots:
    void initTestCase()
    {
        QVERIFY(m_tmp.isValid());
        m_large = m_tmp.filePath(QStringLiteral("large.json"));
        // 2048 tokens, 8 heads: 67 M scores and weights, ~0.5 GB as numbers and ~1.5 GB as text.
        QVERIFY(testing::writeBytes(m_large, attn::io::sessionToJson(attn::randomSession(2048, 32, 8, 3))));
        // export keeps each head's weights once (its maps take them over from the result): at
        // 4096 tokens and 8 heads that is 1 GB, past the child's limit.
        m_huge = m_tmp.filePath(QStringLiteral("huge.json"));
        QVERIFY(testing::writeBytes(m_huge, attn::io::sessionToJson(attn::randomSession(4096, 32, 8, 3))));
        m_model = m_tmp.filePath(QStringLiteral("long-gpt2"));
        QVERIFY(testing::writeModelFolder(
            m_model, testing::makeTinyGpt2(testing::tinyConfig(1, 16, 16, 300, 4096), 5)));
    }

    // Item 3: compute, export, lesson and model, each past the memory check and then out of
    // memory for real: exit 1, one line naming the command, nothing on stdout, no file written.
    void outOfMemoryIsOneLine_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("out"); // the file asked for, which must not appear
        QTest::addColumn<QString>("says");
        QTest::newRow("compute")
            << QStringList { "compute", m_large } << QString()
            << "attention-lab: compute: not enough memory for the result of this session "
               "(2048 tokens, d_model 32, 8 heads";
        QTest::newRow("export") << QStringList { "export", m_huge, "--head", "all", "--out", "OUT" }
                                << QStringLiteral("all.png") << "attention-lab: export: ";
        QTest::newRow("lesson") << QStringList { "lesson", m_large, "--out", "OUT" }
                                << QStringLiteral("deck.pdf") << "attention-lab: lesson: ";
        QStringList ids;
        for (int t = 0; t < 4096; ++t)
            ids << QString::number(t % 256);
        QTest::newRow("model") << QStringList {
            "model", m_model, "--ids", ids.join(QLatin1Char(','))
        } << QString() << "attention-lab: model: not enough memory for running 4096 tokens through 1 layer";
    }
    void outOfMemoryIsOneLine()
    {
#if defined(ATTENTION_TEST_ASAN)
        QSKIP("AddressSanitizer reserves terabytes of address space: RLIMIT_AS cannot be lowered under it");
#endif
        // Each computing thread's first product makes OpenBLAS allocate its buffer (~130 MB), and
        // OpenBLAS retries that allocation forever when it fails: with many cores the buffers alone
        // would fill the limit above and the child would never finish.
        if (QThread::idealThreadCount() > 4)
            QSKIP("more than 4 CPUs: OpenBLAS's per-thread buffers alone would fill the 1 GiB limit");
        QFETCH(QStringList, args);
        QFETCH(QString, out);
        QFETCH(QString, says);
        const QString dir = m_tmp.filePath(QStringLiteral("out-") + QTest::currentDataTag());
        QVERIFY(QDir().mkpath(dir));
        args.replaceInStrings(QStringLiteral("OUT"), dir + QLatin1Char('/') + out);
        const QTemporaryDir cache;
        const testing::ProgramRun r = runLimited(args, cache.path());
        QVERIFY2(r.code != -2, "the program was killed (an abort or a crash), not a message");
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.startsWith(says.toUtf8()), r.err.constData());
        QVERIFY2(r.err.contains("not enough memory"), r.err.constData());
        QCOMPARE(r.err.count('\n'), 1);
        QVERIFY2(r.err.endsWith('\n'), r.err.constData());
        QVERIFY2(r.out.isEmpty() || QTest::currentDataTag() == QByteArray("model"),
                 r.out.left(200).constData());
        QCOMPARE(entries(dir), QStringList()); // neither the file nor a temporary one left behind
    }

    // The same inputs with room to spare do not fail: the limit above is what made them fail.
    void theLimitIsWhatFails()
    {
#if defined(ATTENTION_TEST_ASAN)
        QSKIP("AddressSanitizer reserves terabytes of address space: RLIMIT_AS cannot be lowered under it");
#endif
        const testing::ProgramRun small
            = runLimited({ QStringLiteral("compute"), QStringLiteral("--preset"), QStringLiteral("lesson") },
                         QTemporaryDir().path());
        QCOMPARE(small.code, 0);
        QVERIFY(small.err.isEmpty());
        QVERIFY(small.out.contains("\"weights\""));
    }

    // Item 5: a layer whose numbers the session loader refuses (beyond ±10⁶) is not written.
    void sessionOutOfALayerTheLoaderRefusesIsRefused()
    {
        testing::TinyGpt2 huge = testing::makeTinyGpt2(testing::tinyConfig(2, 4, 16, 300, 64), 9);
        // W_Q of layer 1 (c_attn's first 16 columns): row 2, column 5 is 2·10⁶.
        setF32(huge.tensors.at("h.1.attn.c_attn.weight"), 2 * 48 + 5, 2e6f);
        const QString dir = m_tmp.filePath(QStringLiteral("huge-gpt2"));
        QVERIFY(testing::writeModelFolder(dir, huge));
        const QString out = m_tmp.filePath(QStringLiteral("layer1.json"));

        const testing::ProgramRun r = testing::runProgram(
            QStringLiteral(ATTENTION_LAB_BIN),
            { "model", dir, "--ids", "261,260,258", "--layer", "1", "--session-out", out });
        QCOMPARE(r.code, 2);
        QVERIFY(r.out.isEmpty());
        QCOMPARE(QString::fromUtf8(r.err),
                 QStringLiteral("attention-lab: model: --session-out: Layer 2 (--layer 1) does not fit a "
                                "session: W_Q: row 2, column 5 is 2e+06, outside ±1e+06\n"));
        QVERIFY(!QFileInfo::exists(out));
        QCOMPARE(entries(m_tmp.path()).filter(QStringLiteral("layer1")), QStringList());

        // Layer 0 of the same model fits: it is written, and the loader opens what was written.
        const QString layer0 = m_tmp.filePath(QStringLiteral("layer0.json"));
        const testing::ProgramRun ok = testing::runProgram(
            QStringLiteral(ATTENTION_LAB_BIN),
            { "model", dir, "--ids", "261,260,258", "--layer", "0", "--session-out", layer0 });
        QCOMPARE(ok.code, 0);
        QString error;
        QVERIFY2(attn::io::loadSession(layer0, &error), qPrintable(error));
    }
};

QTEST_GUILESS_MAIN(TestCliMemory)
#include "tst_cli_memory.moc"
