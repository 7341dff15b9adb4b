// `attention-lab model` end to end, on a model folder the test writes: the JSON it prints
// against the plain reference of tests/common/tiny_gpt2.h and against what PyTorch printed for
// the same folder (tests/data/python/), --layer, --session-out, and every misuse: exit 2, one
// line on stderr, nothing on stdout. The memory refusal runs in-process, with the available memory given.
#include "../common/gpt2_files.h"
#include "../common/json_matrix.h"
#include "../common/python_reference.h"
#include "../common/run_program.h"

#include "app/modelcommand.h"
#include "core/attention.h"
#include "core/block.h"
#include "core/model/forward.h"
#include "io/session_json.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

namespace {

class BufferSink final : public attn::io::ByteSink {
public:
    bool write(const char *data, std::size_t size) override
    {
        bytes.append(data, qsizetype(size));
        return true;
    }
    using ByteSink::write;
    QByteArray bytes;
};

double largestDifference(const QJsonArray &matrix, const testing::Rows &expected)
{
    double worst = matrix.size() == qsizetype(expected.size()) ? 0 : INFINITY;
    for (qsizetype i = 0; i < matrix.size() && std::size_t(i) < expected.size(); ++i) {
        const QJsonArray row = matrix.at(i).toArray();
        if (row.size() != qsizetype(expected[std::size_t(i)].size()))
            return INFINITY;
        for (qsizetype j = 0; j < row.size(); ++j)
            worst
                = std::max(worst, std::abs(row.at(j).toDouble() - expected[std::size_t(i)][std::size_t(j)]));
    }
    return worst;
}

} // namespace

class TestModelCli : public QObject {
    Q_OBJECT

    QTemporaryDir m_tmp;
    QString m_model; // a good folder
    testing::TinyGpt2 m_weights; // what it holds

    using Run = testing::ProgramRun;
    static Run run(const QStringList &args)
    {
        return testing::runProgram(QStringLiteral(ATTENTION_LAB_BIN), args);
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_tmp.isValid());
        m_model = m_tmp.filePath(QStringLiteral("tiny-gpt2"));
        m_weights = testing::makeTinyGpt2(testing::tinyConfig(2, 4, 16, 300, 64), 12);
        QVERIFY(testing::writeModelFolder(m_model, m_weights));
    }

    void printsEveryLayer()
    {
        // " the world, café": hand-worked on the test vocabulary (tests/io/tst_tokenizer.cpp).
        const Run r = run({ "model", m_model, "--text", " the world, café" });
        QVERIFY2(r.code == 0, r.err.constData());
        QVERIFY2(r.err.isEmpty(), r.err.constData());
        QJsonParseError pe;
        const QJsonObject o = QJsonDocument::fromJson(r.out, &pe).object();
        QVERIFY2(pe.error == QJsonParseError::NoError, qPrintable(pe.errorString()));
        QCOMPARE(o.value("ids").toArray(), (QJsonArray { 258, 266, 44, 32, 271 }));
        QCOMPARE(o.value("tokens").toArray(), (QJsonArray { " the", " world", ",", " ", "café" }));
        QCOMPARE(o.value("model").toObject().value("n_layer").toInt(), 2);
        const std::vector<int> ids { 258, 266, 44, 32, 271 };
        const testing::ReferencePass ref = testing::referenceForward(m_weights, ids);

        const QJsonArray layers = o.value("layers").toArray();
        QCOMPARE(layers.size(), 2);
        for (int l = 0; l < 2; ++l) {
            const QJsonObject layer = layers.at(l).toObject();
            QCOMPARE(layer.value("layer").toInt(), l);
            QVERIFY(largestDifference(layer.value("input").toArray(), ref.inputs[std::size_t(l)]) < 1e-10);
            const QJsonArray heads = layer.value("heads").toArray();
            QCOMPARE(heads.size(), 4);
            for (int h = 0; h < 4; ++h) {
                const QJsonArray weights = heads.at(h).toObject().value("weights").toArray();
                QVERIFY(largestDifference(weights, ref.weights[std::size_t(l)][std::size_t(h)]) < 1e-10);
                QCOMPARE(weights.at(0).toArray().at(4).toDouble(), 0.0); // causal: exactly 0
            }
        }
        // The next token: the reference's best logit first, probabilities falling.
        const QJsonArray next = o.value("next_token").toArray();
        QCOMPARE(next.size(), 5);
        const int best = int(std::max_element(ref.logits.begin(), ref.logits.end()) - ref.logits.begin());
        QCOMPARE(next.at(0).toObject().value("id").toInt(), best);
        QVERIFY(std::abs(next.at(0).toObject().value("logit").toDouble() - ref.logits[std::size_t(best)])
                < 1e-10);
        for (int k = 1; k < 5; ++k)
            QVERIFY(next.at(k).toObject().value("probability").toDouble()
                    <= next.at(k - 1).toObject().value("probability").toDouble());
        QVERIFY(next.at(0).toObject().value("token").isString());
    }

    void numbersRoundTrip()
    {
        // Shortest round-trip text: what is printed reads back to the pass's own doubles.
        const Run r = run({ "model", m_model, "--ids", "5,6,7" });
        QCOMPARE(r.code, 0);
        const QJsonObject o = QJsonDocument::fromJson(r.out).object();
        BufferSink sink;
        attn::cli::ModelArguments a;
        a.directory = m_model;
        a.ids = std::vector<int> { 5, 6, 7 };
        QCOMPARE(attn::cli::runModelCommand(a, sink, 0).exitCode, 0);
        QCOMPARE(sink.bytes, r.out); // in-process and the program agree byte for byte
        QVERIFY(r.out.contains("\"weights\": [\n      [1, 0, 0],"));
    }

    void onlyTheLayerAskedFor()
    {
        const Run r = run({ "model", m_model, "--ids", "1, 2, 3", "--layer", "1" });
        QVERIFY2(r.code == 0, r.err.constData());
        const QJsonArray layers = QJsonDocument::fromJson(r.out).object().value("layers").toArray();
        QCOMPARE(layers.size(), 1);
        QCOMPARE(layers.at(0).toObject().value("layer").toInt(), 1);
        const testing::ReferencePass ref = testing::referenceForward(m_weights, { 1, 2, 3 });
        QVERIFY(largestDifference(layers.at(0).toObject().value("input").toArray(), ref.inputs[1]) < 1e-10);
        const Run equals = run({ "model", m_model, "--ids=1,2,3", "--layer=1" });
        QCOMPARE(equals.out, r.out);
    }

    // Layer L as a session: recomputed from the file alone (Q = X·W_Q + b_Q …, causal, its
    // scale), it gives the weights the command printed for that layer.
    void sessionOutReproducesTheLayer()
    {
        const QString file = m_tmp.filePath(QStringLiteral("layer1.json"));
        const Run r
            = run({ "model", m_model, "--text", "it's the world", "--layer", "1", "--session-out", file });
        QVERIFY2(r.code == 0, r.err.constData());
        const QJsonArray printed = QJsonDocument::fromJson(r.out)
                                       .object()
                                       .value("layers")
                                       .toArray()
                                       .at(0)
                                       .toObject()
                                       .value("heads")
                                       .toArray();
        QFile f(file);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QJsonObject s = QJsonDocument::fromJson(f.readAll()).object();
        QCOMPARE(s.value("format").toString(), QStringLiteral("attention-lab-session"));
        QCOMPARE(s.value("version").toInt(), 1);
        QCOMPARE(s.value("tokens").toArray(), (QJsonArray { "it", "'s", " the", " world" }));
        QCOMPARE(s.value("num_heads").toInt(), 4);
        QCOMPARE(s.value("causal").toBool(), true);
        QCOMPARE(s.value("scale").toDouble(), 0.5);
        for (const char *key :
             { "embeddings", "W_Q", "W_K", "W_V", "W_O", "b_Q", "b_K", "b_V", "b_O", "notes" })
            QVERIFY2(s.contains(key), key);
        // --layer 1 counts from 0; the note names the layer as the window does, from 1.
        QVERIFY2(s.value("notes").toString().startsWith(QStringLiteral("Layer 2 of ")),
                 qPrintable(s.value("notes").toString()));
        QVERIFY(s.value("notes").toString().contains(QStringLiteral("--layer 1")));
        const testing::Rows X = testing::rowsOf(s.value("embeddings").toArray());
        const testing::Rows Wq = testing::rowsOf(s.value("W_Q").toArray()),
                            Wk = testing::rowsOf(s.value("W_K").toArray());
        auto vec = [](const QJsonArray &a) {
            std::vector<double> v;
            for (const QJsonValue &x : a)
                v.push_back(x.toDouble());
            return v;
        };
        const std::vector<double> bq = vec(s.value("b_Q").toArray()), bk = vec(s.value("b_K").toArray());
        QCOMPARE(X.size(), std::size_t(4));
        QCOMPARE(Wq.size(), std::size_t(16));
        auto project = [](const testing::Rows &x, const testing::Rows &W, const std::vector<double> &b) {
            testing::Rows y(x.size(), std::vector<double>(b.size()));
            for (std::size_t t = 0; t < x.size(); ++t)
                for (std::size_t o = 0; o < b.size(); ++o) {
                    y[t][o] = b[o];
                    for (std::size_t i = 0; i < W.size(); ++i)
                        y[t][o] += x[t][i] * W[i][o];
                }
            return y;
        };
        const testing::Rows Q = project(X, Wq, bq), K = project(X, Wk, bk);
        for (int h = 0; h < 4; ++h) {
            const testing::Rows weights
                = testing::rowsOf(printed.at(h).toObject().value("weights").toArray());
            for (int i = 0; i < 4; ++i) {
                std::vector<double> logit(std::size_t(i + 1));
                for (int j = 0; j <= i; ++j) {
                    logit[std::size_t(j)] = 0;
                    for (int k = 0; k < 4; ++k)
                        logit[std::size_t(j)] += 0.5 * Q[std::size_t(i)][std::size_t(h * 4 + k)]
                            * K[std::size_t(j)][std::size_t(h * 4 + k)];
                }
                const double max = *std::max_element(logit.begin(), logit.end());
                double sum = 0;
                for (double v : logit)
                    sum += std::exp(v - max);
                for (int j = 0; j <= i; ++j)
                    QVERIFY(std::abs(std::exp(logit[std::size_t(j)] - max) / sum
                                     - weights[std::size_t(i)][std::size_t(j)])
                            < 1e-12);
            }
        }
    }

    // `compute` on the written session gives the layer's weights again, biases included.
    void computeOfTheSessionReproducesTheLayer()
    {
        const QString file = m_tmp.filePath(QStringLiteral("layer0.json"));
        const Run r
            = run({ "model", m_model, "--text", " the world, café", "--layer", "0", "--session-out", file });
        QVERIFY2(r.code == 0, r.err.constData());
        const QJsonArray printed = QJsonDocument::fromJson(r.out)
                                       .object()
                                       .value("layers")
                                       .toArray()
                                       .at(0)
                                       .toObject()
                                       .value("heads")
                                       .toArray();
        const Run c = run({ "compute", file });
        QVERIFY2(c.code == 0, c.err.constData());
        const QJsonObject computed = QJsonDocument::fromJson(c.out).object();
        QFile f(file);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QJsonObject s = QJsonDocument::fromJson(f.readAll()).object();
        const testing::Rows X = testing::rowsOf(s.value("embeddings").toArray()),
                            Wq = testing::rowsOf(s.value("W_Q").toArray());
        testing::Rows noBias(X.size(), std::vector<double>(Wq.front().size(), 0.0));
        for (std::size_t t = 0; t < X.size(); ++t)
            for (std::size_t o = 0; o < noBias[t].size(); ++o)
                for (std::size_t i = 0; i < Wq.size(); ++i)
                    noBias[t][o] += X[t][i] * Wq[i][o];
        QVERIFY(largestDifference(computed.value("Q").toArray(), noBias) > 1e-6); // b_Q is in Q
        const QJsonArray heads = computed.value("heads").toArray();
        QCOMPARE(heads.size(), printed.size());
        for (qsizetype h = 0; h < heads.size(); ++h)
            QVERIFY(largestDifference(heads.at(h).toObject().value("weights").toArray(),
                                      testing::rowsOf(printed.at(h).toObject().value("weights").toArray()))
                    < 1e-10);
    }

    void badInputExitsTwo_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        const QString dir = m_tmp.filePath(QStringLiteral("tiny-gpt2"));
        QTest::newRow("no folder") << QStringList { "model", "--text", "x" }
                                   << "attention-lab: model: give the model's folder";
        QTest::newRow("folder missing")
            << QStringList { "model", m_tmp.filePath("nope"), "--text", "x" }
            << QStringLiteral("attention-lab: %1: no such folder").arg(m_tmp.filePath("nope"));
        QTest::newRow("neither text nor ids")
            << QStringList { "model", dir } << "attention-lab: model: give either --text TEXT or --ids I,J,…";
        QTest::newRow("both text and ids") << QStringList { "model", dir, "--text", "a", "--ids", "1" }
                                           << "attention-lab: model: give either --text TEXT or --ids I,J,…";
        QTest::newRow("ids not numbers") << QStringList { "model", dir, "--ids", "1,x" }
                                         << "attention-lab: model: --ids: \"x\" is not a whole number";
        QTest::newRow("id outside the vocabulary")
            << QStringList { "model", dir, "--ids", "1,300" }
            << "attention-lab: model: --ids: token 1 is id 300, outside the vocabulary (0…299)";
        QTest::newRow("text longer than the positions")
            << QStringList { "model", dir, "--text", QString(65, QLatin1Char('x')) }
            << "attention-lab: model: --text: 65 tokens, more than the model's 64 positions (n_positions)";
        QTest::newRow("empty text") << QStringList { "model", dir, "--text", "" }
                                    << "attention-lab: model: --text: no tokens to run the model on";
        QTest::newRow("layer out of range")
            << QStringList { "model", dir, "--ids", "1", "--layer", "2" }
            << "attention-lab: model: --layer 2 is outside 0…1 (the model has 2 layers)";
        QTest::newRow("layer negative") << QStringList { "model", dir, "--ids", "1", "--layer", "-1" }
                                        << "attention-lab: model: --layer \"-1\" is not a whole number";
        QTest::newRow("session-out without layer")
            << QStringList { "model", dir, "--ids", "1", "--session-out", "x.json" }
            << "attention-lab: model: --session-out needs --layer L";
        QTest::newRow("unknown option") << QStringList { "model", dir, "--ids", "1", "--fast" }
                                        << "attention-lab: model: unknown option \"--fast\"";
        QTest::newRow("option twice") << QStringList { "model", dir, "--ids", "1", "--ids", "2" }
                                      << "attention-lab: model: --ids given twice";
        QTest::newRow("missing value")
            << QStringList { "model", dir, "--text" } << "attention-lab: model: --text needs a value";
        QTest::newRow("two folders") << QStringList { "model", dir, dir, "--ids", "1" }
                                     << "attention-lab: model: one model folder at a time";
        QTest::newRow("corrupt weights")
            << QStringList { "model", m_tmp.filePath("broken"), "--ids", "1" }
            << QStringLiteral("attention-lab: %1/model.safetensors: the header length")
                   .arg(m_tmp.filePath("broken"));
        QTest::newRow("not a gpt2") << QStringList { "model", m_tmp.filePath("bert"), "--ids", "1" }
                                    << QStringLiteral("attention-lab: %1/config.json: model_type is \"bert\"")
                                           .arg(m_tmp.filePath("bert"));
    }
    void badInputExitsTwo()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        if (!QFile::exists(m_tmp.filePath("broken"))) {
            QVERIFY(testing::writeModelFolder(m_tmp.filePath("broken"), m_weights));
            QVERIFY(testing::writeBytes(m_tmp.filePath("broken/model.safetensors"),
                                        QByteArray::fromHex("ffff0000000000007b7d")));
            QVERIFY(testing::writeModelFolder(m_tmp.filePath("bert"), m_weights));
            QVERIFY(testing::writeBytes(m_tmp.filePath("bert/config.json"),
                                        testing::configJson(m_weights.config, { { "model_type", "bert" } })));
        }
        const Run r = run(args);
        QCOMPARE(r.code, 2);
        QVERIFY2(r.out.isEmpty(), r.out.left(200).constData());
        QVERIFY2(QString::fromUtf8(r.err).startsWith(message), r.err.constData());
        QCOMPARE(r.err.count('\n'), 1);
    }

    // A full disk under stdout: exit 1 and one line saying so.
    void outputThatCannotBeWrittenExitsOne()
    {
        if (!QFile::exists(QStringLiteral("/dev/full")))
            QSKIP("no /dev/full on this system");
        QProcess p;
        p.setStandardOutputFile(QStringLiteral("/dev/full"));
        p.start(QStringLiteral(ATTENTION_LAB_BIN), { "model", m_model, "--ids", "1,2,3" });
        QVERIFY(p.waitForFinished(60000));
        QCOMPARE(p.exitCode(), 1);
        const QByteArray err = p.readAllStandardError();
        QCOMPARE(err, QByteArray("attention-lab: model: stdout: cannot write (No space left on device)\n"));
    }

    void sessionOutThatCannotBeWrittenExitsOne()
    {
        const Run r = run({ "model", m_model, "--ids", "1,2", "--layer", "0", "--session-out",
                            m_tmp.filePath("no/such/dir/x.json") });
        QCOMPARE(r.code, 1);
        QVERIFY(r.out.isEmpty());
        QVERIFY2(r.err.startsWith("attention-lab: " + m_tmp.filePath("no/such/dir/x.json").toUtf8()
                                  + ": cannot write"),
                 r.err.constData());
    }

    void refusesWhatWouldNotFitInMemory()
    {
        attn::cli::ModelArguments a;
        a.directory = m_model;
        a.ids = std::vector<int>(64, 7);
        BufferSink sink;
        const attn::cli::ModelOutcome o = attn::cli::runModelCommand(a, sink, 4 << 20); // 4 MiB available
        QCOMPARE(o.exitCode, 1);
        QVERIFY(sink.bytes.isEmpty());
        QVERIFY2(
            o.message.startsWith("model: running 64 tokens through 2 layers (every layer kept) needs about "),
            qPrintable(o.message));
        QVERIFY2(o.message.endsWith("this machine has 4.0 MiB available"), qPrintable(o.message));
        QCOMPARE(attn::cli::runModelCommand(a, sink, 64ull << 30).exitCode, 0);
    }

    // A GPT-2 layer's session carries its block (the session key "block"): read back whole, held
    // to its embeddings, every stage of it as NumPy computes it from the same file
    // (scripts/block-numpy.py, tests/data/python/block-gpt2-numpy.json), and what leaves it is
    // the stream the model's next layer reads.
    void sessionOutBlockMatchesNumPy()
    {
        const QString file = m_tmp.filePath(QStringLiteral("layer0-block.json"));
        const std::vector<int> ids { 261, 260, 258, 44, 32 };
        const Run r
            = run({ "model", m_model, "--ids", "261,260,258,44,32", "--layer", "0", "--session-out", file });
        QVERIFY2(r.code == 0, r.err.constData());
        QFile f(file);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray bytes = f.readAll();
        if (!testing::pythonInputPath(QStringLiteral("block-gpt2-numpy")).isEmpty())
            QVERIFY(testing::writeForPython(QStringLiteral("block-gpt2-numpy/session.json"), bytes));
        QString error;
        const auto s = attn::io::parseSession(bytes, QStringLiteral("layer0-block.json"), &error);
        QVERIFY2(s, qPrintable(error));
        const attn::TransformerBlock *b = s->liveBlock();
        QVERIFY(b);
        QCOMPARE(b->width(), 64); // GPT-2's 4·d_model
        QCOMPARE(b->residualIn.rows(), Eigen::Index(5));
        QCOMPARE(b->eps, 1e-5);
        const attn::BlockPass pass = attn::runBlock(*b, b->residualIn, attn::computeAttention(*s).output);
        // The model's own pass: the stream after block 0 is the one entering block 1.
        const attn::gpt2::ModelResult model = attn::gpt2::runModel(m_weights.weights(), ids);
        QVERIFY((pass.residualOut - model.streams.at(1)).cwiseAbs().maxCoeff() < 1e-12);
        QVERIFY((pass.normed1 - s->X).cwiseAbs().maxCoeff() < 1e-12);

        QString why;
        const QJsonObject numpy = testing::pythonReference(QStringLiteral("block-gpt2-numpy"), &why);
        QVERIFY2(!numpy.isEmpty(), qPrintable(why));
        why = testing::sameInput(numpy, QStringLiteral("session_sha256"), bytes);
        QVERIFY2(why.isEmpty(), qPrintable(why));
        const QJsonObject stages = numpy.value("stages").toObject();
        auto rows = [](const attn::Matrix &m) {
            testing::Rows out(std::size_t(m.rows()), std::vector<double>(std::size_t(m.cols())));
            for (Eigen::Index i = 0; i < m.rows(); ++i)
                for (Eigen::Index j = 0; j < m.cols(); ++j)
                    out[std::size_t(i)][std::size_t(j)] = m(i, j);
            return out;
        };
        const std::pair<const char *, const attn::Matrix *> ours[]
            = { { "normed1", &pass.normed1 },
                { "attention", &pass.attention },
                { "residual_mid", &pass.residualMid },
                { "normed2", &pass.normed2 },
                { "hidden", &pass.hidden },
                { "activated", &pass.activated },
                { "mlp", &pass.mlp },
                { "residual_out", &pass.residualOut } };
        for (const auto &[name, m] : ours) {
            const double worst = largestDifference(stages.value(QLatin1String(name)).toArray(), rows(*m));
            QVERIFY2(worst < 1e-10, qPrintable(QStringLiteral("%1: %2").arg(QLatin1String(name)).arg(worst)));
        }
        // The LayerNorm slide's μ and σ², row by row.
        for (Eigen::Index t = 0; t < pass.residualMid.rows(); ++t) {
            const attn::RowNorm n
                = attn::normRow(pass.residualMid.row(t), b->norm2Gamma, b->norm2Beta, b->eps);
            QVERIFY(std::abs(n.mean - stages.value("mean2").toArray().at(t).toDouble()) < 1e-12);
            QVERIFY(std::abs(n.variance - stages.value("variance2").toArray().at(t).toDouble()) < 1e-12);
            QVERIFY((n.out - pass.normed2.row(t)).cwiseAbs().maxCoeff() < 1e-12);
        }
    }

    // The same pass written plainly in PyTorch (scripts/gpt2-pytorch.py reads the folder with
    // json and NumPy), run once on the model this test writes (tests/common/python_reference.h):
    // the model must be that one, byte for byte, and the program's numbers PyTorch's.
    void matchesPyTorch_data()
    {
        QTest::addColumn<int>("dtype");
        QTest::newRow("F32") << int(attn::gpt2::DType::F32);
        QTest::newRow("F16") << int(attn::gpt2::DType::F16);
        QTest::newRow("BF16") << int(attn::gpt2::DType::BF16);
    }
    void matchesPyTorch()
    {
        QFETCH(int, dtype);
        const QString id = QStringLiteral("gpt2-%1").arg(QString::fromLatin1(QTest::currentDataTag()));
        const testing::TinyGpt2 m
            = testing::makeTinyGpt2(testing::tinyConfig(3, 4, 32, 300, 64), 21, attn::gpt2::DType(dtype));
        testing::SafetensorsOptions o;
        o.prefix = QStringLiteral("transformer.");
        o.maskBuffers = true;
        const QString ids
            = QStringLiteral("258,266,44,32,271,9,0,299,150,151,152,153,154,155,156,157,158,159,160,161,162");
        // For scripts/python-references.py: the folder and the ids PyTorch is to run.
        if (const QString forPython = testing::pythonInputPath(id); !forPython.isEmpty()) {
            QVERIFY(testing::writeModelFolder(forPython, m, testing::TokenizerFiles::VocabAndMerges, o));
            QVERIFY(testing::writeForPython(id + QStringLiteral("/ids.txt"), ids.toUtf8()));
        }
        const QString dir = m_tmp.filePath(id);
        QVERIFY(testing::writeModelFolder(dir, m, testing::TokenizerFiles::VocabAndMerges, o));
        QString why;
        const QJsonObject torch = testing::pythonReference(id, &why);
        QVERIFY2(!torch.isEmpty(), qPrintable(why));
        QCOMPARE(torch.value("ids").toString(), ids);
        for (const char *file : { "config.json", "model.safetensors" }) {
            QFile f(dir + QLatin1Char('/') + QLatin1String(file));
            QVERIFY(f.open(QIODevice::ReadOnly));
            why = testing::sameInput(torch, QStringLiteral("%1_sha256").arg(QLatin1String(file)),
                                     f.readAll());
            QVERIFY2(why.isEmpty(), qPrintable(id + QStringLiteral(": ") + why));
        }
        const Run r = run({ "model", dir, "--ids", ids });
        QVERIFY2(r.code == 0, r.err.constData());
        const QJsonObject ours = QJsonDocument::fromJson(r.out).object();
        const QJsonArray layers = ours.value("layers").toArray();
        QCOMPARE(layers.size(), 3);
        QCOMPARE(torch.value("inputs").toArray().size(), 3);
        double worst = 0;
        for (int l = 0; l < 3; ++l) {
            const QJsonObject layer = layers.at(l).toObject();
            worst = std::max(
                worst,
                largestDifference(layer.value("input").toArray(),
                                  testing::rowsOf(torch.value("inputs").toArray().at(l).toArray())));
            for (int h = 0; h < 4; ++h)
                worst = std::max(
                    worst,
                    largestDifference(
                        layer.value("heads").toArray().at(h).toObject().value("weights").toArray(),
                        testing::rowsOf(torch.value("weights").toArray().at(l).toArray().at(h).toArray())));
        }
        QVERIFY2(worst < 1e-10, qPrintable(QString::number(worst)));
        const QJsonArray logits = torch.value("logits").toArray();
        QCOMPARE(logits.size(), 300);
        const QJsonObject best = ours.value("next_token").toArray().at(0).toObject();
        QVERIFY(std::abs(best.value("logit").toDouble() - logits.at(best.value("id").toInt()).toDouble())
                < 1e-10);
        for (const QJsonValue &v : logits)
            QVERIFY(v.toDouble() <= best.value("logit").toDouble() + 1e-12);
    }
};

QTEST_APPLESS_MAIN(TestModelCli)
#include "tst_model_cli.moc"
