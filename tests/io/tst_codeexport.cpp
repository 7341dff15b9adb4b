// The NumPy and PyTorch code the app writes: it holds the session, and — where Python with
// NumPy is installed — running it prints the numbers the app computes.
#include "io/codeexport.h"
#include "io/session_json.h"

#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace attn;

class TestCodeExport : public QObject
{
    Q_OBJECT

    static QString pythonWith(const char *module)
    {
        for (const QString &py : {QStringLiteral("/usr/bin/python3"), QStandardPaths::findExecutable(QStringLiteral("python3"))}) {
            if (py.isEmpty())
                continue;
            QProcess p;
            p.start(py, {QStringLiteral("-c"), QStringLiteral("import %1").arg(QLatin1String(module))});
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
        s.blocked = {{0, 1}};
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

    void largeSessionsReadTheFile()
    {
        const QString code = io::attentionCode(randomSession(300, 16, 2, 1), io::CodeFlavour::NumPy, QStringLiteral("big.json"));
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
        p.start(python, {f.fileName()});
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
        p.start(python, {f.fileName()});
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
