// `attention-lab model` on how a model computes its answer, end to end through the real program:
// --logit-lens, --rollout and --attribution against the core (core/model/mechanisms.h) on a folder
// the test writes; patching (--corrupt-ids with #ID answers) against the readable per-run
// reference; answers given as text on the built-in induction model; and all four against an
// independent PyTorch float64 implementation (scripts/mechanisms-reference.py,
// tests/data/python/mechanisms-gpt2.json) on the committed tests/data/mechanisms/model. Their
// misuses are in tst_model_interventions' table.
#include "../common/gpt2_files.h"
#include "../common/json_matrix.h"
#include "../common/python_reference.h"
#include "../common/run_program.h"

#include "core/model/fast_forward.h"
#include "core/model/mechanisms.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace attn;
using namespace attn::gpt2;

class TestModelMechanismsCli : public QObject {
    Q_OBJECT

    QTemporaryDir m_tmp;
    QString m_model; // a good folder
    testing::TinyGpt2 m_weights = testing::makeTinyGpt2(testing::tinyConfig(3, 4, 16, 300, 64), 12);

    static testing::ProgramRun run(const QStringList &args)
    {
        return testing::runProgram(QStringLiteral(ATTENTION_LAB_BIN), args);
    }
    QJsonObject runOk(const QStringList &args)
    {
        const testing::ProgramRun r = run(args);
        if (r.code != 0 || !r.err.isEmpty())
            qWarning("%s", r.err.constData());
        return r.code == 0 ? QJsonDocument::fromJson(r.out).object() : QJsonObject();
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_tmp.isValid());
        m_model = m_tmp.filePath(QStringLiteral("tiny-gpt2"));
        QVERIFY(testing::writeModelFolder(m_model, m_weights));
    }

    // --logit-lens, --rollout and --attribution in one run (with --layer limiting only "layers",
    // and with an ablated head) against the core on the same folder.
    void mechanismsAsTheCoreGivesThem()
    {
        const std::vector<int> ids { 3, 14, 15, 92, 65, 35, 89, 79 };
        const QJsonObject o = runOk({ "model", m_model, "--ids", "3,14,15,92,65,35,89,79", "--logit-lens", "--rollout",
                                      "--attribution", "2.1.7.4", "--layer", "0", "--ablate", "1.2" });
        QVERIFY(!o.isEmpty());
        QCOMPARE(o.value("layers").toArray().size(), qsizetype(1)); // --layer limits only "layers"
        const Weights w = m_weights.weights();
        Interventions iv;
        iv.ablated = { { 1, 2 } };
        ModelOptions options;
        options.keepStreams = true;
        options.interventions = &iv;
        const ModelResult r = *runModelFast(w, ids, options);

        const QJsonArray lens = o.value("logit_lens").toArray();
        QCOMPARE(lens.size(), qsizetype(3));
        const LogitLens core = *logitLens(w, r);
        for (int l = 0; l < 3; ++l) {
            const QJsonObject layer = lens.at(l).toObject();
            QCOMPARE(layer.value("layer").toInt(), l);
            const QJsonArray top = layer.value("top").toArray();
            QCOMPARE(top.size(), qsizetype(8));
            for (int p = 0; p < 8; ++p) {
                const QJsonArray cands = top.at(p).toArray();
                QCOMPARE(cands.size(), qsizetype(5));
                for (int k = 0; k < 5; ++k) {
                    const QJsonObject cand = cands.at(k).toObject();
                    const Candidate &want = core.layers[std::size_t(l)][std::size_t(p)].top[std::size_t(k)];
                    QCOMPARE(cand.value("id").toInt(), want.id);
                    QVERIFY(std::abs(cand.value("probability").toDouble() - want.probability) < 1e-12);
                    QVERIFY(cand.contains("token"));
                }
            }
        }
        // the last layer at the last position is next_token
        QCOMPARE(lens.at(2).toObject().value("top").toArray().at(7).toArray().at(0).toObject().value("id").toInt(),
                 o.value("next_token").toArray().at(0).toObject().value("id").toInt());

        QVERIFY(testing::largestDifference(testing::rowsOf(o.value("rollout").toArray()), attentionRollout(r)) < 1e-12);

        const QJsonObject a = o.value("attribution").toObject();
        const Attribution want = attributeScore(w, r, { 2, 1 }, 7, 4);
        QCOMPARE(a.value("layer").toInt(), 2);
        QCOMPARE(a.value("head").toInt(), 1);
        QCOMPARE(a.value("query").toInt(), 7);
        QCOMPARE(a.value("key").toInt(), 4);
        QVERIFY(std::abs(a.value("score").toDouble() - want.score) < 1e-12);
        const QJsonArray sources = a.value("sources").toArray();
        QCOMPARE(sources.size(), qsizetype(want.sources.size()));
        QCOMPARE(sources.at(0).toString(), QStringLiteral("embed"));
        QCOMPARE(sources.at(1).toString(), QStringLiteral("pos"));
        QCOMPARE(sources.at(2).toString(), QStringLiteral("L0.H0"));
        QCOMPARE(sources.at(6).toString(), QStringLiteral("L0.attn_bias"));
        QCOMPARE(sources.at(7).toString(), QStringLiteral("L0.mlp"));
        QCOMPARE(sources.last().toString(), QStringLiteral("bias"));
        const testing::Rows matrix = testing::rowsOf(a.value("matrix").toArray());
        QVERIFY(testing::largestDifference(matrix, want.matrix) < 1e-12);
        double sum = 0;
        for (const auto &row : matrix)
            for (double v : row)
                sum += v;
        QVERIFY(std::abs(sum - want.score) <= 1e-10 * std::max(1.0, std::abs(want.score)));
    }

    // Every mechanism against an independent PyTorch float64 implementation
    // (scripts/mechanisms-reference.py, tests/data/python/mechanisms-gpt2.json) on the committed
    // model tests/data/mechanisms/model: its attribution computes each source by itself (the MLP's
    // own output, not a difference), its patching runs one whole pass per patched run.
    void mechanismsMatchPyTorch()
    {
        QString error;
        const QJsonObject ref = testing::pythonReference(QStringLiteral("mechanisms-gpt2"), &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        const QString folder = QStringLiteral(TEST_DATA_DIR "/mechanisms/model");
        for (const auto &[key, file] : { std::pair { "config_sha256", "config.json" },
                                         std::pair { "safetensors_sha256", "model.safetensors" } }) {
            QFile f(folder + QLatin1Char('/') + QLatin1String(file));
            QVERIFY(f.open(QIODevice::ReadOnly));
            QCOMPARE(testing::sha256Hex(f.readAll()), ref.value(QLatin1String(key)).toString());
        }
        auto list = [](const QJsonArray &a) {
            QStringList out;
            for (const QJsonValue &v : a)
                out << QString::number(v.toInt());
            return out.join(QLatin1Char(','));
        };
        const QJsonArray cell = ref.value("cell").toArray();
        const QJsonObject o = runOk({ "model", folder, "--ids", list(ref.value("ids").toArray()), "--corrupt-ids",
                                      list(ref.value("corrupt_ids").toArray()), "--answer",
                                      QStringLiteral("#%1").arg(ref.value("answer").toInt()), "--wrong",
                                      QStringLiteral("#%1").arg(ref.value("wrong").toInt()), "--logit-lens", "--rollout",
                                      "--attribution", QStringLiteral("%1.%2.%3.%4").arg(cell[0].toInt()).arg(cell[1].toInt()).arg(cell[2].toInt()).arg(cell[3].toInt()),
                                      "--layer", "0" });
        QVERIFY(!o.isEmpty());
        // the lens: the same five tokens, the same probabilities
        const QJsonArray lens = o.value("logit_lens").toArray(), want = ref.value("logit_lens").toArray();
        QCOMPARE(lens.size(), want.size());
        for (qsizetype l = 0; l < lens.size(); ++l) {
            const QJsonArray top = lens[l].toObject().value("top").toArray(), wantTop = want[l].toArray();
            QCOMPARE(top.size(), wantTop.size());
            for (qsizetype p = 0; p < top.size(); ++p)
                for (qsizetype k = 0; k < 5; ++k) {
                    const QJsonObject got = top[p].toArray()[k].toObject();
                    const QJsonArray w = wantTop[p].toArray()[k].toArray();
                    QCOMPARE(got.value("id").toInt(), w[0].toInt());
                    QVERIFY(std::abs(got.value("probability").toDouble() - w[1].toDouble()) < 1e-12);
                }
        }
        const testing::Rows rollout = testing::rowsOf(o.value("rollout"));
        const testing::Rows wantRollout = testing::rowsOf(ref.value("rollout"));
        Matrix R(Eigen::Index(wantRollout.size()), Eigen::Index(wantRollout.size()));
        for (std::size_t i = 0; i < wantRollout.size(); ++i)
            for (std::size_t j = 0; j < wantRollout.size(); ++j)
                R(Eigen::Index(i), Eigen::Index(j)) = wantRollout[i][j];
        QVERIFY(testing::largestDifference(rollout, R) < 1e-12);
        // attribution: the same sources in the same order, the same matrix
        const QJsonObject a = o.value("attribution").toObject(), wantA = ref.value("attribution").toObject();
        QCOMPARE(a.value("sources").toArray(), wantA.value("sources").toArray());
        const double score = wantA.value("score").toDouble();
        QVERIFY(std::abs(a.value("score").toDouble() - score) < 1e-9 * std::max(1.0, std::abs(score)));
        const testing::Rows m = testing::rowsOf(a.value("matrix")), wantM = testing::rowsOf(wantA.value("matrix"));
        QCOMPARE(m.size(), wantM.size());
        for (std::size_t i = 0; i < m.size(); ++i)
            for (std::size_t j = 0; j < m.size(); ++j)
                QVERIFY2(std::abs(m[i][j] - wantM[i][j]) < 1e-9 * std::max(1.0, std::abs(score)),
                         qPrintable(QStringLiteral("(%1, %2)").arg(i).arg(j)));
        // patching: both logit differences and every entry of both grids
        const QJsonObject p = o.value("patching").toObject(), wantP = ref.value("patching").toObject();
        for (const char *key : { "clean_logit_diff", "corrupt_logit_diff" })
            QVERIFY(std::abs(p.value(key).toDouble() - wantP.value(key).toDouble()) < 1e-9);
        for (const char *key : { "resid", "heads" }) {
            const testing::Rows got = testing::rowsOf(p.value(key)), w = testing::rowsOf(wantP.value(key));
            QCOMPARE(got.size(), w.size());
            for (std::size_t i = 0; i < got.size(); ++i) {
                QCOMPARE(got[i].size(), w[i].size());
                for (std::size_t j = 0; j < got[i].size(); ++j)
                    QVERIFY2(std::abs(got[i][j] - w[i][j]) < 1e-9, qPrintable(QStringLiteral("%1[%2][%3]").arg(key).arg(i).arg(j)));
            }
        }
    }

    // --corrupt-ids with #ID answers against the readable reference; --patch resid prints no "heads".
    void patchingAsTheCoreGivesIt()
    {
        const std::vector<int> clean { 3, 14, 15, 92, 65, 35 }, corrupt { 3, 14, 27, 92, 65, 35 };
        const PatchingResult want = patchActivationsReadable(m_weights.weights(), clean, corrupt, 11, 40);
        const QJsonObject o = runOk({ "model", m_model, "--ids", "3,14,15,92,65,35", "--corrupt-ids",
                                      "3,14,27,92,65,35", "--answer", "#11", "--wrong", "#40" });
        const QJsonObject p = o.value("patching").toObject();
        QVERIFY(std::abs(p.value("clean_logit_diff").toDouble() - want.cleanLogitDiff) < 1e-9);
        QVERIFY(std::abs(p.value("corrupt_logit_diff").toDouble() - want.corruptLogitDiff) < 1e-9);
        QVERIFY(testing::largestDifference(testing::rowsOf(p.value("resid").toArray()), want.resid) < 1e-9);
        QVERIFY(testing::largestDifference(testing::rowsOf(p.value("heads").toArray()), want.heads) < 1e-9);
        const QJsonObject residOnly
            = runOk({ "model", m_model, "--ids", "3,14,15,92,65,35", "--corrupt-ids", "3,14,27,92,65,35", "--answer",
                      "#11", "--wrong", "#40", "--patch", "resid" })
                  .value("patching")
                  .toObject();
        QVERIFY(residOnly.contains("resid"));
        QVERIFY(!residOnly.contains("heads"));
    }

    // Answers as text on a real tokenizer (the built-in induction model): " mat" continues the
    // text by one token; a continuation of two tokens is named piece by piece.
    void patchingWithTextAnswers()
    {
        const QString text = QStringLiteral(" the cat sat on a red mat the cat sat on a red");
        const QJsonObject o = runOk({ "model", QStringLiteral(INDUCTION_MODEL_DIR), "--text", text, "--corrupt",
                                      QStringLiteral(" the cat sat on a red mat the cat sat on a big"), "--answer", " mat",
                                      "--wrong", " the", "--patch", "resid" });
        const QJsonObject p = o.value("patching").toObject();
        QVERIFY(p.value("clean_logit_diff").toDouble() > p.value("corrupt_logit_diff").toDouble());
        const testing::Rows resid = testing::rowsOf(p.value("resid").toArray());
        QCOMPARE(resid.size(), std::size_t(2));
        QVERIFY(std::abs(resid[0][12] - 1) < 1e-9); // the one differing token, entering layer 0
        for (int q = 0; q < 12; ++q)
            QCOMPARE(resid[1][std::size_t(q)], 0.0);
        const testing::ProgramRun bad = run({ "model", QStringLiteral(INDUCTION_MODEL_DIR), "--text", text, "--corrupt",
                                              text, "--answer", " zqxw", "--wrong", " the" });
        QCOMPARE(bad.code, 2);
        QVERIFY(bad.out.isEmpty());
        QVERIFY2(bad.err.startsWith("attention-lab: model: --answer \" zqxw\" is not one token after the text: the "
                                    "text then ends in \""),
                 bad.err.constData());
    }
};

QTEST_APPLESS_MAIN(TestModelMechanismsCli)
#include "tst_model_mechanisms_cli.moc"
