// The NumPy and PyTorch code the app writes: it holds the session, and — where Python with
// NumPy is installed — running it prints the numbers the app computes.
#include "core/attention.h"
#include "io/codeexport.h"
#include "io/session_json.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace attn;

class TestCodeExport : public QObject {
    Q_OBJECT

    static QString pythonWith(const char *module)
    {
        for (const QString &py : { QStringLiteral("/usr/bin/python3"),
                                   QStandardPaths::findExecutable(QStringLiteral("python3")) }) {
            if (py.isEmpty())
                continue;
            QProcess p;
            p.start(py, { QStringLiteral("-c"), QStringLiteral("import %1").arg(QLatin1String(module)) });
            if (p.waitForFinished(60000) && p.exitStatus() == QProcess::NormalExit && p.exitCode() == 0)
                return py;
        }
        return {};
    }

private slots:
    void numpyCodeHoldsTheSession()
    {
        Session s = lessonSession();
        s.causal = true;
        s.padding[2] = true;
        s.blocked = { { 0, 1 } };
        const QString code = io::attentionCode(s, io::CodeFlavour::NumPy);
        QVERIFY(code.contains(QStringLiteral("X = np.array([[1, 0],")));
        QVERIFY(code.contains(QStringLiteral("W_V = np.array([[2, 0],")));
        QVERIFY(code.contains(QStringLiteral("np.triu")));
        QVERIFY(code.contains(QStringLiteral("mask[:, [2]] = True")));
        QVERIFY(code.contains(QStringLiteral("mask[0, 1] = True")));
        QVERIFY(code.contains(QStringLiteral("scale = 1 / math.sqrt(d_k)")));
        QVERIFY(code.contains(QStringLiteral("scores.max(axis=-1, keepdims=True)")));
        const QString torch = io::attentionCode(s, io::CodeFlavour::PyTorch);
        QVERIFY(torch.contains(QStringLiteral(".transpose(1, 2)")));
        QVERIFY(torch.contains(QStringLiteral("masked_fill(mask, float(\"-inf\"))")));
        QVERIFY(torch.contains(QStringLiteral("torch.softmax(scores, dim=-1)")));
    }

    void newMasksAndBiasesAreWritten()
    {
        Session s = lessonSession();
        s.causal = true;
        s.prefix = 2;
        s.window = 2;
        s.segments = { 0, 0, 1 };
        s.bQ = (RowVector(2) << 0.5, -1).finished();
        s.bO = (RowVector(2) << 2, 3).finished();
        const QString code = io::attentionCode(s, io::CodeFlavour::NumPy);
        QVERIFY2(code.contains(QStringLiteral("causal[:, :2] = False")), qPrintable(code));
        QVERIFY(code.contains(QStringLiteral("np.abs(pos[:, None] - pos[None, :]) >= 2")));
        QVERIFY(code.contains(QStringLiteral("segments = np.array([0, 0, 1])")));
        QVERIFY(code.contains(QStringLiteral("mask |= segments[:, None] != segments[None, :]")));
        QVERIFY(code.contains(QStringLiteral("b_Q = np.array([0.5, -1], dtype=float)")));
        QVERIFY(code.contains(QStringLiteral("Q, K, V = X @ W_Q + b_Q, X @ W_K, X @ W_V")));
        QVERIFY(code.contains(QStringLiteral("output = concat @ W_O + b_O")));
        QVERIFY(!code.contains(QStringLiteral("b_K")));
        // Without them the code is as it was: no bias, no window, no segments.
        const QString plain = io::attentionCode(lessonSession(), io::CodeFlavour::NumPy);
        for (const char *absent : { "b_Q", "b_O", "pos", "segments", "causal[" })
            QVERIFY2(!plain.contains(QLatin1String(absent)), absent);
        QVERIFY(plain.contains(
            QStringLiteral("Q, K, V = X @ W_Q, X @ W_K, X @ W_V                       # (T, d_model) each")));
    }

    // The code as exported, run by NumPy or PyTorch, gives the app's output at full precision:
    // the new masks (window, prefix, segments) and the biases included. Rows the app reports
    // as fully masked are NaN there, as CONTRACT.md says PyTorch gives.
    void exportedCodeComputesTheAppsNumbers_data()
    {
        QTest::addColumn<QString>("session");
        QTest::addColumn<bool>("torch");
        for (const char *c :
             { "lesson-causal", "sliding-window", "prefix-lm", "packed-segments", "window-padding",
               "prefix-window", "prefix-segments", "biases", "biases-fully-masked", "large" })
            QTest::addRow("%s, NumPy", c) << QString::fromLatin1(c) << false;
        // PyTorch takes seconds to start: the cases that between them use every line of its mask
        // and bias code (prefix, window, segments, each bias, a fully masked row, the file).
        for (const char *c : { "prefix-window", "prefix-segments", "biases-fully-masked", "biases", "large" })
            QTest::addRow("%s, PyTorch", c) << QString::fromLatin1(c) << true;
    }
    void exportedCodeComputesTheAppsNumbers()
    {
        QFETCH(QString, session);
        QFETCH(bool, torch);
        const QString python = pythonWith(torch ? "torch" : "numpy");
        if (python.isEmpty())
            QSKIP("python3 with numpy/torch is not installed (optional: apt-get install python3-numpy "
                  "python3-torch)");
        QTemporaryDir dir;
        Session s;
        if (session == QLatin1String("large")) {
            // Too many numbers to write into the code: it reads session.json, saved beside it.
            s = randomSession(300, 16, 2, 9);
            s.causal = true;
            s.prefix = 40;
            s.window = 25;
            for (int t = 0; t < 300; ++t)
                s.segments.push_back(t / 70);
            s.padding[7] = true;
            s.bQ = RowVector::Random(16);
            s.bK = RowVector::Random(16);
            s.bV = RowVector::Random(16);
            s.bO = RowVector::Random(16);
            QString error;
            QVERIFY2(io::saveSession(dir.filePath(QStringLiteral("session.json")), s, &error),
                     qPrintable(error));
        } else {
            QString error;
            const auto loaded
                = io::loadSession(QStringLiteral(TEST_DATA_DIR "/%1.session.json").arg(session), &error);
            QVERIFY2(loaded, qPrintable(error));
            s = *loaded;
        }
        const QString code = io::attentionCode(s, torch ? io::CodeFlavour::PyTorch : io::CodeFlavour::NumPy);
        QCOMPARE(code.contains(QStringLiteral("open(\"session.json\")")), session == QLatin1String("large"));
        // What the test adds: the output in full precision, NaN as null.
        const QString dump = QStringLiteral(R"(
import json as _json
_rows = (output[0] if output.dim() == 3 else output) if hasattr(output, "dim") else output
print("RESULT " + _json.dumps([[None if v != v else v for v in row] for row in _rows.tolist()]))
)");
        QFile f(dir.filePath(QStringLiteral("attention.py")));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write((code + dump).toUtf8());
        f.close();
        QProcess p;
        p.setWorkingDirectory(dir.path());
        p.start(python, { f.fileName() });
        QVERIFY(p.waitForFinished(120000));
        const QString out = QString::fromUtf8(p.readAllStandardOutput());
        QVERIFY2(p.exitCode() == 0, p.readAllStandardError().constData());
        const qsizetype at = out.indexOf(QStringLiteral("RESULT "));
        QVERIFY2(at >= 0, qPrintable(out));
        const QJsonArray rows = QJsonDocument::fromJson(out.mid(at + 7).toUtf8()).array();

        const AttentionResult r = computeAttention(s);
        QCOMPARE(rows.size(), qsizetype(r.output.rows()));
        const std::vector<int> &fully = r.heads[0].fullyMaskedRows;
        for (Eigen::Index i = 0; i < r.output.rows(); ++i) {
            const QJsonArray row = rows.at(i).toArray();
            QCOMPARE(row.size(), qsizetype(r.output.cols()));
            const bool nan = std::find(fully.begin(), fully.end(), int(i)) != fully.end();
            for (Eigen::Index j = 0; j < r.output.cols(); ++j) {
                const QString where = QStringLiteral("output[%1][%2]").arg(i).arg(j);
                if (nan) {
                    QVERIFY2(row.at(j).isNull(),
                             qPrintable(where + QStringLiteral(": a fully masked row, NaN expected")));
                    continue;
                }
                QVERIFY2(row.at(j).isDouble(), qPrintable(where));
                QVERIFY2(std::abs(row.at(j).toDouble() - r.output(i, j)) < 1e-10,
                         qPrintable(where
                                    + QStringLiteral(": %1 vs %2")
                                          .arg(row.at(j).toDouble(), 0, 'g', 17)
                                          .arg(r.output(i, j), 0, 'g', 17)));
            }
        }
        if (session == QLatin1String("biases-fully-masked"))
            QVERIFY(!fully.empty()); // the NaN case really is there
    }

    void largeSessionsReadTheFile()
    {
        const QString code = io::attentionCode(randomSession(300, 16, 2, 1), io::CodeFlavour::NumPy,
                                               QStringLiteral("big.json"));
        QVERIFY(code.contains(QStringLiteral("open(\"big.json\")")));
        QVERIFY(code.size() < 5000);
    }

    void numpyCodePrintsTheAppsNumbers()
    {
        const QString python = pythonWith("numpy");
        if (python.isEmpty())
            QSKIP("python3 with numpy is not installed (optional: apt-get install python3-numpy)");
        QTemporaryDir dir;
        QFile f(dir.filePath(QStringLiteral("lesson.py")));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(io::attentionCode(lessonSession(), io::CodeFlavour::NumPy).toUtf8());
        f.close();
        QProcess p;
        p.start(python, { f.fileName() });
        QVERIFY(p.waitForFinished(60000));
        const QString out = QString::fromUtf8(p.readAllStandardOutput());
        QVERIFY2(p.exitCode() == 0, p.readAllStandardError().constData());
        // The lesson's row two and its output, as the app computes them.
        QVERIFY2(out.contains(QStringLiteral("0.284 0.14  0.576")), qPrintable(out));
        QVERIFY2(out.contains(QStringLiteral("1.72  0.716")), qPrintable(out));
    }

    void torchCodePrintsTheAppsNumbers()
    {
        const QString python = pythonWith("torch");
        if (python.isEmpty())
            QSKIP("python3 with torch is not installed (optional: apt-get install python3-torch)");
        Session s = lessonSession();
        s.causal = true;
        QTemporaryDir dir;
        QFile f(dir.filePath(QStringLiteral("lesson_torch.py")));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(io::attentionCode(s, io::CodeFlavour::PyTorch).toUtf8());
        f.close();
        QProcess p;
        p.start(python, { f.fileName() });
        QVERIFY(p.waitForFinished(120000));
        const QString out = QString::fromUtf8(p.readAllStandardOutput());
        QVERIFY2(p.exitCode() == 0, p.readAllStandardError().constData());
        // The lesson's causal row two: 0.670, 0.330, 0; its output (1.340, 0.330).
        QVERIFY2(out.contains(QStringLiteral("[0.670, 0.330, 0.000]")), qPrintable(out));
        QVERIFY2(out.contains(QStringLiteral("[1.340, 0.330]")), qPrintable(out));
    }
};

QTEST_GUILESS_MAIN(TestCodeExport)
#include "tst_codeexport.moc"
