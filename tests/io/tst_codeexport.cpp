// The NumPy and PyTorch code the app writes: it holds the session, and running it prints the
// numbers the app computes. NumPy and PyTorch ran it once (tests/common/python_reference.h,
// scripts/python-references.py): what they printed is compared here, and the code exported now
// must be the code they ran, byte for byte — so no Python is needed to run this test.
#include "../common/python_reference.h"
#include "core/attention.h"
#include "io/codeexport.h"
#include "io/session_json.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

using namespace attn;

class TestCodeExport : public QObject {
    Q_OBJECT

    QString m_why; // why ranInPython() said no

    // The sessions of the cross-checks: the reference cases of tests/data by name, the app's
    // own lesson (with the causal mask: "app-lesson-causal"), and "large", too many numbers to
    // write into the code (it reads session.json, saved beside it).
    static Session referenceSession(const QString &name)
    {
        if (name == QLatin1String("app-lesson") || name == QLatin1String("app-lesson-causal")) {
            Session s = lessonSession();
            s.causal = name.endsWith(QLatin1String("causal"));
            return s;
        }
        if (name == QLatin1String("large-rope")) { // read from session.json: today's keys too
            Session s = randomSession(200, 16, 4, 11);
            s.causal = true;
            s.numKvHeads = 2;
            s.Wk = s.Wk.leftCols(8).eval();
            s.Wv = s.Wv.leftCols(8).eval();
            s.bK = RowVector::LinSpaced(8, -1, 1);
            s.qNorm = RowVector::LinSpaced(4, 0.5, 2);
            s.kNorm = RowVector::LinSpaced(4, 1.5, 0.75);
            s.normEps = 1e-5;
            s.rope = Rope { .theta = 500, .positions = {}, .scaling = { RopeScaling::Type::Linear, 4 } };
            return s;
        }
        if (name == QLatin1String("large")) {
            Session s = randomSession(300, 16, 2, 9);
            s.causal = true;
            s.prefix = 40;
            s.window = 25;
            for (int t = 0; t < 300; ++t)
                s.segments.push_back(t / 70);
            s.padding[7] = true;
            const Matrix biases = randomSession(4, 16, 1, 10).X; // a bias per row, seeded
            s.bQ = biases.row(0);
            s.bK = biases.row(1);
            s.bV = biases.row(2);
            s.bO = biases.row(3);
            return s;
        }
        QString error;
        const auto loaded
            = io::loadSession(QStringLiteral(TEST_DATA_DIR "/%1.session.json").arg(name), &error);
        if (!loaded)
            qFatal("%s: %s", qPrintable(name), qPrintable(error));
        return *loaded;
    }

    // True when Python ran exactly `code` (and, for a code that reads it, `s` as session.json):
    // *reference is then what it printed. With ATTENTION_PYTHON_INPUTS set, the code (and the
    // session) are written there for scripts/python-references.py first.
    bool ranInPython(const QString &name, bool torch, const Session &s, const QString &code,
                     QJsonObject *reference)
    {
        const QString id = QStringLiteral("codeexport-%1-%2").arg(name, torch ? "torch" : "numpy");
        const bool readsFile = code.contains(QStringLiteral("open(\"session.json\")"));
        const QByteArray session = readsFile ? io::sessionToJson(s) : QByteArray();
        if (!testing::writeForPython(id + QStringLiteral("/code.py"), code.toUtf8())
            || (readsFile && !testing::writeForPython(id + QStringLiteral("/session.json"), session))) {
            m_why = QStringLiteral("cannot write into ATTENTION_PYTHON_INPUTS");
            return false;
        }
        *reference = testing::pythonReference(id, &m_why);
        if (reference->isEmpty())
            return false;
        m_why = testing::sameInput(*reference, QStringLiteral("code_sha256"), code.toUtf8());
        if (m_why.isEmpty() && readsFile)
            m_why = testing::sameInput(*reference, QStringLiteral("session_sha256"), session);
        if (!m_why.isEmpty())
            m_why = id + QStringLiteral(": ") + m_why;
        return m_why.isEmpty();
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

    // Today's keys have their own layout: shared K/V heads, head_dim, the norms, RoPE's
    // frequencies (scaled) and positions, each written only when the session has it.
    void todaysKeysAreWritten()
    {
        QString error;
        const auto rope = io::loadPreset(QStringLiteral("lesson-rope"), &error);
        QVERIFY2(rope, qPrintable(error));
        const QString code = io::attentionCode(*rope, io::CodeFlavour::NumPy);
        QVERIFY(
            code.contains(QStringLiteral("freqs = theta ** (-2 * np.arange(d_k // 2, dtype=float) / d_k)")));
        QVERIFY(
            code.contains(QStringLiteral("Q, K = turn(Q, num_heads, None), turn(K, num_kv_heads, None)")));
        QVERIFY(code.contains(QStringLiteral("g = h * num_kv_heads // num_heads")));
        QVERIFY(!code.contains(QStringLiteral("eps")));
        const Session norms = referenceSession(QStringLiteral("qk-norm"));
        const QString torch = io::attentionCode(norms, io::CodeFlavour::PyTorch);
        QVERIFY(torch.contains(QStringLiteral("q, k = turn(q, q_norm), turn(k, k_norm)")));
        QVERIFY(torch.contains(QStringLiteral("k.repeat_interleave(num_heads // num_kv_heads, dim=1)")));
        const Session llama3 = referenceSession(QStringLiteral("rope-llama3"));
        QVERIFY(io::attentionCode(llama3, io::CodeFlavour::NumPy)
                    .contains(QStringLiteral("# rope_scaling llama3")));
        const Session gqa = referenceSession(QStringLiteral("gqa"));
        const QString shared = io::attentionCode(gqa, io::CodeFlavour::NumPy);
        QVERIFY(shared.contains(QStringLiteral("(d_model, num_kv_heads·d_k)")));
        QVERIFY(!shared.contains(QStringLiteral("def turn"))); // no norms, no RoPE: nothing turns
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
    // as fully masked are NaN there, as docs/file-formats.md says PyTorch gives. Python ran this very code
    // once (python_reference.h): its output is compared here, the code checked byte for byte.
    void exportedCodeComputesTheAppsNumbers_data()
    {
        QTest::addColumn<QString>("session");
        QTest::addColumn<bool>("torch");
        for (const char *c : { "app-lesson", "lesson-causal", "sliding-window", "prefix-lm",
                               "packed-segments", "window-padding", "prefix-window", "prefix-segments",
                               "biases", "biases-fully-masked", "large" })
            QTest::addRow("%s, NumPy", c) << QString::fromLatin1(c) << false;
        // The cases that between them use every line of PyTorch's mask and bias code (prefix,
        // window, segments, each bias, a fully masked row, the file).
        for (const char *c : { "app-lesson-causal", "prefix-window", "prefix-segments", "biases-fully-masked",
                               "biases", "large" })
            QTest::addRow("%s, PyTorch", c) << QString::fromLatin1(c) << true;
        // Today's keys: shared K/V heads, head_dim, q/k norms, RoPE (plain, linear, llama3, given
        // positions), and a session too large to write inline.
        for (const char *c : { "lesson-rope", "gqa", "gqa-one-kv", "head-dim", "qk-norm", "rope-linear",
                               "rope-llama3", "rope-positions", "large-rope", "rope-yarn", "rope-yarn-mscale" })
            QTest::addRow("%s, NumPy", c) << QString::fromLatin1(c) << false;
        for (const char *c : { "gqa", "qk-norm", "rope-llama3", "rope-positions", "large-rope" })
            QTest::addRow("%s, PyTorch", c) << QString::fromLatin1(c) << true;
        // The score rule's stages: ALiBi (a head count that is not a power of two), the soft-cap,
        // sinks (with shared K/V heads, and on fully masked rows, where the sink keeps the row at 0
        // instead of NaN), and all of them with RoPE and masks.
        for (const char *c : { "alibi-three-heads", "softcap-alibi", "sinks-gqa", "sinks-fully-masked", "stages-all" })
            for (bool torch : { false, true })
                QTest::addRow("%s, %s", c, torch ? "PyTorch" : "NumPy") << QString::fromLatin1(c) << torch;
    }
    void exportedCodeComputesTheAppsNumbers()
    {
        QFETCH(QString, session);
        QFETCH(bool, torch);
        const Session s = referenceSession(session);
        QVERIFY2(s.tokenCount() > 0, qPrintable(session));
        const QString code = io::attentionCode(s, torch ? io::CodeFlavour::PyTorch : io::CodeFlavour::NumPy);
        QCOMPARE(code.contains(QStringLiteral("open(\"session.json\")")),
                 session.startsWith(QLatin1String("large")));
        QJsonObject reference;
        QVERIFY2(ranInPython(session, torch, s, code, &reference), qPrintable(m_why));
        const QJsonArray rows = reference.value(QStringLiteral("output")).toArray();

        const AttentionResult r = computeAttention(s);
        QCOMPARE(rows.size(), qsizetype(r.output.rows()));
        const std::vector<int> &fully = r.heads[0].fullyMaskedRows;
        for (Eigen::Index i = 0; i < r.output.rows(); ++i) {
            const QJsonArray row = rows.at(i).toArray();
            QCOMPARE(row.size(), qsizetype(r.output.cols()));
            // NaN where no sink holds a fully masked row's softmax (the first head stands for all).
            const bool nan = s.sinks.empty() && std::find(fully.begin(), fully.end(), int(i)) != fully.end();
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
        if (session == QLatin1String("biases-fully-masked") || session == QLatin1String("sinks-fully-masked"))
            QVERIFY(!fully.empty()); // the fully masked case really is there
    }

    void largeSessionsReadTheFile()
    {
        const QString code = io::attentionCode(randomSession(300, 16, 2, 1), io::CodeFlavour::NumPy,
                                               QStringLiteral("big.json"));
        QVERIFY(code.contains(QStringLiteral("open(\"big.json\")")));
        QVERIFY(code.size() < 5000);
    }

    // What the code prints itself, as NumPy and PyTorch printed it.
    void numpyCodePrintsTheAppsNumbers()
    {
        const Session s = referenceSession(QStringLiteral("app-lesson"));
        QJsonObject reference;
        QVERIFY2(ranInPython(QStringLiteral("app-lesson"), false, s,
                             io::attentionCode(s, io::CodeFlavour::NumPy), &reference),
                 qPrintable(m_why));
        const QString out = reference.value(QStringLiteral("stdout")).toString();
        // The lesson's row two and its output, as the app computes them.
        QVERIFY2(out.contains(QStringLiteral("0.284 0.14  0.576")), qPrintable(out));
        QVERIFY2(out.contains(QStringLiteral("1.72  0.716")), qPrintable(out));
    }

    void torchCodePrintsTheAppsNumbers()
    {
        const Session s = referenceSession(QStringLiteral("app-lesson-causal"));
        QJsonObject reference;
        QVERIFY2(ranInPython(QStringLiteral("app-lesson-causal"), true, s,
                             io::attentionCode(s, io::CodeFlavour::PyTorch), &reference),
                 qPrintable(m_why));
        const QString out = reference.value(QStringLiteral("stdout")).toString();
        // The lesson's causal row two: 0.670, 0.330, 0; its output (1.340, 0.330).
        QVERIFY2(out.contains(QStringLiteral("[0.670, 0.330, 0.000]")), qPrintable(out));
        QVERIFY2(out.contains(QStringLiteral("[1.340, 0.330]")), qPrintable(out));
    }
};

QTEST_GUILESS_MAIN(TestCodeExport)
#include "tst_codeexport.moc"
