// `fixtures` and `check --output`, through the real program: the NumPy files a class tests its
// attention against (each read back with the app's own .npy reader, io/npy.h), held to compute's
// numbers, and self-consistent — the formula a student writes from them (softmax over
// cap(scale·Q·Kᵀ + bias), the mask, the sink) gives weights.npy and weights·V expected.npy, on the
// lesson and on sessions with every stage; the folder written whole or not at all; the verdicts
// on a student's file in each format NumPy writes (float32/64, C/Fortran order, format 1.0–3.0),
// and the refusals (one line, exit 2).
#include "cli_fixture.h"

#include "core/attention.h"
#include "io/npy.h"
#include "io/session_json.h"

#include <cmath>
#include <cstring>
#include <limits>

using namespace attn;
using namespace testing;

namespace {

QString sessionFile(const char *name)
{
    return QStringLiteral(TEST_DATA_DIR "/") + QLatin1String(name) + QStringLiteral(".session.json");
}

io::NpyArray readBack(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    QString error;
    const auto a = io::readNpy(f.readAll(), &error);
    return a ? *a : io::NpyArray {};
}

// A .npy file as NumPy would write it: `descr`, the order, the format's version.
QByteArray npyFile(const QByteArray &descr, bool fortran, int major, const std::vector<std::int64_t> &shape,
                   const QByteArray &data)
{
    QByteArray dims;
    for (std::int64_t n : shape)
        dims += QByteArray::number(qlonglong(n)) + ", ";
    QByteArray dict = "{'descr': '" + descr + "', 'fortran_order': " + (fortran ? "True" : "False")
        + ", 'shape': (" + dims + "), }";
    const int lengthBytes = major == 1 ? 2 : 4;
    dict += QByteArray((64 - (8 + lengthBytes + int(dict.size()) + 1) % 64) % 64, ' ') + '\n';
    QByteArray out("\x93NUMPY", 6);
    out += char(major);
    out += char(0);
    const std::uint32_t length = std::uint32_t(dict.size());
    out.append(reinterpret_cast<const char *>(&length), lengthBytes);
    return out + dict + data;
}

} // namespace

class TestCliFixtures : public QObject {
    Q_OBJECT

    QTemporaryDir m_tmp;

    QString write(const QString &name, const QByteArray &bytes) { return writeInto(m_tmp, name, bytes); }

private slots:
    void initTestCase() { QVERIFY(m_tmp.isValid()); }

    void fixturesAreComputesNumbersAndAFormulaReproducesThem_data()
    {
        QTest::addColumn<QString>("session");
        QTest::newRow("the lesson") << QStringLiteral(":preset:lesson");
        QTest::newRow("ALiBi, soft-cap and sinks, 4 heads") << sessionFile("stages-all");
        QTest::newRow("sinks, grouped K/V heads") << sessionFile("sinks-gqa");
        QTest::newRow("sinks, fully masked rows") << sessionFile("sinks-fully-masked");
        QTest::newRow("q/k norms") << sessionFile("qk-norm");
        QTest::newRow("RoPE") << sessionFile("lesson-rope");
    }
    void fixturesAreComputesNumbersAndAFormulaReproducesThem()
    {
        QFETCH(QString, session);
        const QString dir = m_tmp.filePath(QStringLiteral("fx-%1").arg(QString::number(qHash(session))));
        const bool preset = session.startsWith(QLatin1String(":preset:"));
        const QStringList source
            = preset ? QStringList { "--preset", session.mid(8) } : QStringList { session };
        const Run r = run(QStringList { "fixtures" } + source + QStringList { "--out", dir });
        QVERIFY2(r.code == 0, r.err.constData());
        QString error;
        const auto s = preset ? io::loadPreset(session.mid(8), &error) : io::loadSession(session, &error);
        QVERIFY2(s, qPrintable(error));
        const AttentionResult a = computeAttention(*s);
        const int H = s->numHeads, T = s->tokenCount(), dk = a.dK;
        const io::NpyArray Q = readBack(dir + "/Q.npy"), K = readBack(dir + "/K.npy"),
                           V = readBack(dir + "/V.npy");
        const io::NpyArray bias = readBack(dir + "/bias.npy");
        const io::NpyArray W = readBack(dir + "/weights.npy"), E = readBack(dir + "/expected.npy");
        const io::NpyArray sinks = readBack(dir + "/sinks.npy");
        const io::NpyArray scale = readBack(dir + "/scale.npy"), cap = readBack(dir + "/softcap.npy");
        QCOMPARE(Q.shape, (std::vector<std::int64_t> { H, T, dk }));
        QCOMPARE(K.shape, Q.shape);
        QCOMPARE(E.shape, Q.shape);
        QCOMPARE(W.shape, (std::vector<std::int64_t> { H, T, T }));
        QCOMPARE(bias.shape, W.shape);
        QCOMPARE(sinks.shape, (std::vector<std::int64_t> { H }));
        QVERIFY(scale.shape.empty() && scale.numbers.size() == 1);
        QCOMPARE(scale.numbers[0], a.scale);
        auto at3 = [](const io::NpyArray &x, int h, int i, int c, int n) {
            return x.numbers[std::size_t((std::int64_t(h) * (x.shape[1]) + i) * n + c)];
        };
        for (int h = 0; h < H; ++h) {
            const int g = a.kvHeadOf(h);
            for (int i = 0; i < T; ++i)
                for (int c = 0; c < dk; ++c) {
                    QCOMPARE(at3(Q, h, i, c, dk), a.Q(i, Eigen::Index(h) * dk + c)); // after norms and RoPE
                    QCOMPARE(at3(K, h, i, c, dk), a.K(i, Eigen::Index(g) * dk + c)); // repeated per head
                }
            // the student's formula, from the files alone
            const double c = cap.numbers[0], sink = sinks.numbers[std::size_t(h)];
            for (int i = 0; i < T; ++i) {
                std::vector<double> logits(std::size_t(T) + 1, -INFINITY);
                for (int j = 0; j < T; ++j) {
                    if (a.mask(i, j)) // the app's mask, whose complement mask.npy holds
                        continue;
                    double dot = 0;
                    for (int x = 0; x < dk; ++x)
                        dot += at3(Q, h, i, x, dk) * at3(K, h, j, x, dk);
                    double l = scale.numbers[0] * dot + at3(bias, h, i, j, T);
                    logits[std::size_t(j)] = c > 0 ? c * std::tanh(l / c) : l;
                }
                logits[std::size_t(T)] = sink;
                const double top = *std::max_element(logits.begin(), logits.end());
                double z = 0;
                for (double l : logits)
                    z += std::isfinite(top) ? std::exp(l - top) : 0;
                std::vector<double> out(std::size_t(dk), 0.0);
                for (int j = 0; j < T; ++j) {
                    const double w = z > 0 ? std::exp(logits[std::size_t(j)] - top) / z : 0;
                    QVERIFY(std::abs(w - at3(W, h, i, j, T)) < 1e-14);
                    for (int x = 0; x < dk; ++x)
                        out[std::size_t(x)] += w * at3(V, h, j, x, dk);
                }
                for (int x = 0; x < dk; ++x)
                    QVERIFY(std::abs(out[std::size_t(x)] - at3(E, h, i, x, dk)) < 1e-13);
            }
        }
        // the student's output checked: expected.npy itself is right
        const Run check
            = run(QStringList { "check" } + source + QStringList { "--output", dir + "/expected.npy" });
        QVERIFY2(check.code == 0, check.err.constData());
        QCOMPARE(QJsonDocument::fromJson(check.out).object().value("verdict").toString(),
                 QStringLiteral("right"));
    }

    // An empty folder named with the slash a shell's completion adds: written into, whole.
    void anEmptyFolderWithATrailingSlash()
    {
        const QString dir = m_tmp.filePath("slash");
        QVERIFY(QDir().mkpath(dir));
        const Run r = run({ "fixtures", "--preset", "lesson", "--out", dir + "/" });
        QVERIFY2(r.code == 0, r.err.constData());
        QCOMPARE(QDir(dir).entryList(QDir::Files).size(), 10);
        QCOMPARE(QDir(m_tmp.path()).entryList({ ".slash.*" }, QDir::Hidden | QDir::AllEntries).size(), 0);
    }

    // mask.npy as PyTorch's boolean attn_mask: true where the query may attend.
    void theMaskIsBooleanTrueWhereAllowed()
    {
        const QString dir = m_tmp.filePath("mask");
        QVERIFY(run({ "fixtures", "--preset", "lesson-causal", "--out", dir }).code == 0);
        QFile f(dir + "/mask.npy");
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray bytes = f.readAll();
        QVERIFY(bytes.contains("'descr': '|b1'"));
        QVERIFY(bytes.contains("'shape': (3, 3)"));
        QCOMPARE(bytes.right(9), QByteArray("\x01\x00\x00\x01\x01\x00\x01\x01\x01", 9)); // causal: i ≥ j
    }

    // The verdicts, on files in each form NumPy writes, and one wrong number found.
    void checkReadsEveryFormNumPyWrites()
    {
        const QString dir = m_tmp.filePath("forms");
        QVERIFY(run({ "fixtures", "--preset", "eight-heads", "--out", dir }).code == 0);
        const io::NpyArray E = readBack(dir + "/expected.npy");
        QCOMPARE(E.shape.size(), std::size_t(3));
        const std::int64_t n = std::int64_t(E.numbers.size());
        QByteArray f8(reinterpret_cast<const char *>(E.numbers.data()), qsizetype(n * 8));
        QByteArray f4;
        for (double v : E.numbers) {
            const float x = float(v);
            f4.append(reinterpret_cast<const char *>(&x), 4);
        }
        QByteArray fortran; // the first index fastest
        for (std::int64_t c = 0; c < E.shape[2]; ++c)
            for (std::int64_t i = 0; i < E.shape[1]; ++i)
                for (std::int64_t h = 0; h < E.shape[0]; ++h) {
                    const double v = E.numbers[std::size_t((h * E.shape[1] + i) * E.shape[2] + c)];
                    fortran.append(reinterpret_cast<const char *>(&v), 8);
                }
        struct Form {
            const char *name;
            QByteArray bytes;
        };
        for (const Form &form : { Form { "f4.npy", npyFile("<f4", false, 1, E.shape, f4) },
                                  Form { "fortran.npy", npyFile("<f8", true, 1, E.shape, fortran) },
                                  Form { "v2.npy", npyFile("<f8", false, 2, E.shape, f8) },
                                  Form { "v3.npy", npyFile("<f8", false, 3, E.shape, f8) } }) {
            const Run r
                = run({ "check", "--preset", "eight-heads", "--output", write(form.name, form.bytes) });
            QVERIFY2(r.code == 0, r.err.constData());
            QVERIFY2(QJsonDocument::fromJson(r.out).object().value("verdict").toString()
                         == QStringLiteral("right"),
                     r.out.constData());
        }
        // one number off, in Fortran order: found at its [h, i, c]
        QByteArray off = fortran;
        double v;
        const std::int64_t h = 5, i = 2, c = 1, at = (c * E.shape[1] + i) * E.shape[0] + h;
        std::memcpy(&v, off.constData() + at * 8, 8);
        v += 1e-3;
        std::memcpy(off.data() + at * 8, &v, 8);
        Run r = run({ "check", "--preset", "eight-heads", "--output",
                      write("off.npy", npyFile("<f8", true, 1, E.shape, off)) });
        QCOMPARE(r.code, 0);
        QJsonObject o = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(o.value("verdict").toString(), QStringLiteral("wrong"));
        QCOMPARE(o.value("first_wrong").toArray(), (QJsonArray { 5, 2, 1 }));
        QVERIFY(std::abs(o.value("max_error").toDouble() - 1e-3) < 1e-12);
        // a NaN is wrong
        QByteArray nan = f8;
        const double notANumber = std::numeric_limits<double>::quiet_NaN();
        std::memcpy(nan.data() + 8 * 7, &notANumber, 8);
        r = run({ "check", "--preset", "eight-heads", "--output",
                  write("nan.npy", npyFile("<f8", false, 1, E.shape, nan)) });
        QCOMPARE(r.code, 0);
        o = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(o.value("verdict").toString(), QStringLiteral("wrong"));
        QVERIFY(o.value("first_wrong").isArray());
    }

    // Files NumPy itself wrote (scripts/fixtures-reference.py, which also held the fixtures to its
    // own formula: tests/data/npy/fixtures-numpy.json): every form right, the one off found at the
    // index NumPy put it.
    void checkReadsWhatNumPyWrote()
    {
        QFile f(QStringLiteral(TEST_DATA_DIR "/npy/fixtures-numpy.json"));
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QJsonObject sessions
            = QJsonDocument::fromJson(f.readAll()).object().value("sessions").toObject();
        QCOMPARE(sessions.size(), 4);
        for (auto it = sessions.begin(); it != sessions.end(); ++it) {
            const QString name = it.key();
            const QJsonObject found = it.value().toObject();
            QVERIFY(found.value("weights_max_error").toDouble() <= 1e-12);
            QVERIFY(found.value("output_max_error").toDouble() <= 1e-12);
            const QStringList source = name.contains(u'-') && name != QLatin1String("eight-heads")
                ? QStringList { sessionFile(qPrintable(name)) }
                : QStringList { "--preset", name };
            for (const char *form : { "f4", "fortran-v2", "v3" }) {
                const Run r
                    = run(QStringList { "check" } + source
                          + QStringList { "--output",
                                          QStringLiteral(TEST_DATA_DIR "/npy/%1-%2.npy").arg(name, form) });
                QVERIFY2(r.code == 0, r.err.constData());
                QVERIFY2(QJsonDocument::fromJson(r.out).object().value("verdict").toString()
                             == QStringLiteral("right"),
                         qPrintable(name + QLatin1Char(' ') + QLatin1String(form) + QLatin1Char(' ')
                                    + QString::fromUtf8(r.out)));
            }
            const Run r = run(
                QStringList { "check" } + source
                + QStringList { "--output", QStringLiteral(TEST_DATA_DIR "/npy/%1-off.npy").arg(name) });
            QCOMPARE(r.code, 0);
            const QJsonObject o = QJsonDocument::fromJson(r.out).object();
            QCOMPARE(o.value("verdict").toString(), QStringLiteral("wrong"));
            QCOMPARE(o.value("first_wrong").toArray(), found.value("off_at").toArray());
        }
    }

    // Misuse: one line on stderr, exit 2, nothing written.
    void refusals_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        QTest::newRow("no --out") << QStringList { "fixtures", "--preset", "lesson" }
                                  << "fixtures: --out DIR is missing";
        QTest::newRow("a folder not empty")
            << QStringList { "fixtures", "--preset", "lesson", "--out", TEST_DATA_DIR } << "is not empty";
        QTest::newRow("no session") << QStringList { "fixtures", "--out", "x" }
                                    << "fixtures: give either a session file or --preset NAME";
        QTest::newRow("no --output")
            << QStringList { "check", "--preset", "lesson" }
            << "check: give --answers ANSWERS.json (the lesson's exercises) or --output "
               "STUDENT.npy (an attention output), one of them";
        QTest::newRow("--answers, no file")
            << QStringList { "check", "--preset", "lesson", "--answers", m_tmp.filePath("none.json") }
            << "none.json: cannot open (No such file or directory)";
        QTest::newRow("not a file") << QStringList { "check", "--preset", "lesson", "--output",
                                                     m_tmp.filePath("none.npy") }
                                    << "none.npy";
        QTest::newRow("the wrong shape")
            << QStringList { "check", "--preset", "lesson", "--output",
                             write("shape.npy", npyFile("<f8", false, 1, { 3, 2 }, QByteArray(48, '\0'))) }
            << "has shape (3, 2); this session's output is (1, 3, 2)";
        QTest::newRow("objects") << QStringList {
            "check", "--preset", "lesson", "--output",
            write("object.npy", npyFile("|O", false, 1, { 1, 3, 2 }, QByteArray(48, '\0')))
        } << "the numbers are |O";
        QTest::newRow("big-endian") << QStringList {
            "check", "--preset", "lesson", "--output",
            write("big.npy", npyFile(">f8", false, 1, { 1, 3, 2 }, QByteArray(48, '\0')))
        } << "the numbers are >f8";
        QTest::newRow("bytes short") << QStringList {
            "check", "--preset", "lesson", "--output",
            write("short.npy", npyFile("<f8", false, 1, { 1, 3, 2 }, QByteArray(40, '\0')))
        } << "needs 48 bytes of data; the file has 40";
        QTest::newRow("--head with --output")
            << QStringList { "check", "--preset", "lesson", "--head", "0", "--output", "x.npy" }
            << "--head and --query choose the exercises of --answers";
        QTest::newRow("not npy") << QStringList { "check", "--preset", "lesson", "--output",
                                                  write("text.npy", "hello") }
                                 << "not a .npy file";
    }
    void refusals()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        const Run r = run(args);
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(message.toUtf8()), r.err.constData());
        QCOMPARE(r.err.count('\n'), 1);
        QVERIFY(r.out.isEmpty());
        QVERIFY(!QFileInfo::exists(QStringLiteral("x")));
    }
};

QTEST_GUILESS_MAIN(TestCliFixtures)
#include "tst_cli_fixtures.moc"
