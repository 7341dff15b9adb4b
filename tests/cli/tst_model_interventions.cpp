// `attention-lab model` with interventions, end to end through the real program: --ablate
// (zero and mean), --layer-session, --head-scores and --ablate-each against the core
// (core/model/interventions.h) and against what PyTorch printed for the same folder and the same
// interventions (scripts/gpt2-pytorch.py, tests/data/python/gpt2-ablate-*.json), the readable
// pass against PyTorch too; and every misuse, those of the mechanisms (tst_model_mechanisms_cli)
// included: exit 2, one line on stderr, nothing on stdout.
#include "../common/gpt2_files.h"
#include "../common/json_matrix.h"
#include "../common/python_reference.h"
#include "../common/run_program.h"

#include "core/model/forward.h"
#include "core/model/interventions.h"
#include "io/model/gpt2_model.h"
#include "io/session_json.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace attn;
using namespace attn::gpt2;

namespace {

// Largest difference between the printed layers (all, or those printed) and a core pass's.
double layersDifference(const QJsonArray &layers, const ModelResult &r)
{
    double worst = 0;
    for (const QJsonValue &v : layers) {
        const QJsonObject layer = v.toObject();
        const LayerResult &core = r.layers[std::size_t(layer.value("layer").toInt())];
        worst
            = std::max(worst, testing::largestDifference(testing::rowsOf(layer.value("input").toArray()), core.input));
        const QJsonArray heads = layer.value("heads").toArray();
        if (heads.size() != qsizetype(core.heads.size()))
            return INFINITY;
        for (qsizetype h = 0; h < heads.size(); ++h)
            worst = std::max(
                worst,
                testing::largestDifference(testing::rowsOf(heads.at(h).toObject().value("weights").toArray()),
                                  core.heads[std::size_t(h)].toMatrix()));
    }
    return worst;
}

std::vector<HeadId> heads(const QString &list)
{
    std::vector<HeadId> out;
    for (const QString &lh : list.split(QLatin1Char(','), Qt::SkipEmptyParts))
        out.push_back(
            { lh.section(QLatin1Char('.'), 0, 0).toInt(), lh.section(QLatin1Char('.'), 1, 1).toInt() });
    return out;
}

// An edited layer of d_model d, 4 heads, with biases and its own scale.
Session editedLayer(int d, unsigned seed)
{
    Session s = randomSession(7, d, 4, seed);
    s.bQ = RowVector::LinSpaced(d, -0.5, 0.5);
    s.bV = RowVector::LinSpaced(d, 0.25, -0.25);
    s.bO = RowVector::Constant(d, 0.125);
    s.scale = 0.375;
    return s;
}

} // namespace

class TestModelInterventions : public QObject {
    Q_OBJECT

    QTemporaryDir m_tmp;
    QString m_model; // a good folder
    testing::TinyGpt2 m_weights = testing::makeTinyGpt2(testing::tinyConfig(3, 4, 16, 300, 64), 12);

    static testing::ProgramRun run(const QStringList &args)
    {
        return testing::runProgram(QStringLiteral(ATTENTION_LAB_BIN), args);
    }
    QString session(const QString &name) const { return m_tmp.filePath(name); }
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
        QVERIFY(testing::writeBytes(session("fits.json"), io::sessionToJson(editedLayer(16, 3))));
        QVERIFY(testing::writeBytes(session("narrow.json"), io::sessionToJson(randomSession(3, 8, 2, 1))));
        QVERIFY(
            testing::writeBytes(session("two-heads.json"), io::sessionToJson(randomSession(3, 16, 2, 1))));
        QVERIFY(testing::writeBytes(session("broken.json"), "{\"format\": "));
    }

    void ablationFollowsTheCore_data()
    {
        QTest::addColumn<QString>("ablate");
        QTest::addColumn<QString>("with");
        QTest::newRow("zero") << "0.1,1.3"
                              << "zero";
        QTest::newRow("mean") << "1.0, 0.2,2.3"
                              << "mean";
    }
    void ablationFollowsTheCore()
    {
        QFETCH(QString, ablate);
        QFETCH(QString, with);
        const std::vector<int> ids { 5, 9, 200, 5, 9, 17, 3 };
        const QJsonObject o = runOk(
            { "model", m_model, "--ids", "5,9,200,5,9,17,3", "--ablate", ablate, "--ablate-with", with });
        QVERIFY(!o.isEmpty());
        Interventions iv;
        iv.ablated = heads(ablate.remove(QLatin1Char(' ')));
        iv.ablation = with == "mean" ? Ablation::Mean : Ablation::Zero;
        const Weights w = m_weights.weights();
        const ModelResult core = runModel(w, ids, iv);
        QCOMPARE(o.value("layers").toArray().size(), 3);
        QVERIFY(layersDifference(o.value("layers").toArray(), core) < 1e-10);
        QVERIFY(layersDifference(o.value("layers").toArray(), runModel(w, ids)) > 1e-6); // it changed
        const QJsonObject best = o.value("next_token").toArray().at(0).toObject();
        QCOMPARE(best.value("id").toInt(), core.next[0].id);
        QVERIFY(std::abs(best.value("logit").toDouble() - core.next[0].logit) < 1e-10);
        QVERIFY(!o.contains("head_scores") && !o.contains("ablation"));
    }

    // The session's weights in layer 1; only that layer printed; any T in the session.
    void layerSessionRunsThatLayer()
    {
        const QJsonObject o = runOk({ "model", m_model, "--ids", "1,2,3,4", "--layer-session",
                                      session("fits.json"), "--layer", "1" });
        QVERIFY(!o.isEmpty());
        const QJsonArray layers = o.value("layers").toArray();
        QCOMPARE(layers.size(), 1);
        QCOMPARE(layers.at(0).toObject().value("layer").toInt(), 1);
        Interventions iv;
        QCOMPARE(QString::fromStdString(
                     layerOverrideFromSession(m_weights.config, 1, editedLayer(16, 3), iv.layer.emplace())),
                 QString());
        const ModelResult core = runModel(m_weights.weights(), { 1, 2, 3, 4 }, iv);
        QVERIFY(layersDifference(layers, core) < 1e-10);
        QVERIFY(layersDifference(layers, runModel(m_weights.weights(), { 1, 2, 3, 4 })) > 1e-6);
        QVERIFY(std::abs(o.value("next_token").toArray().at(0).toObject().value("logit").toDouble()
                         - core.next[0].logit)
                < 1e-10);
    }

    void headScoresAsTheCoreGivesThem_data()
    {
        QTest::addColumn<QString>("ids");
        QTest::newRow("repeated ids") << "7,8,9,7,8,9,7";
        QTest::newRow("one token") << "7";
        QTest::newRow("no id repeated") << "1,2,3";
    }
    void headScoresAsTheCoreGivesThem()
    {
        QFETCH(QString, ids);
        const QJsonObject o = runOk({ "model", m_model, "--ids", ids, "--head-scores" });
        QVERIFY(!o.isEmpty());
        std::vector<int> v;
        for (const QString &id : ids.split(QLatin1Char(',')))
            v.push_back(id.toInt());
        const std::vector<HeadScores> core = scoreHeads(runModel(m_weights.weights(), v));
        const QJsonArray printed = o.value("head_scores").toArray();
        QCOMPARE(printed.size(), qsizetype(core.size()));
        auto same = [](const QJsonValue &p, const std::optional<double> &c) {
            return c ? p.isDouble() && std::abs(p.toDouble() - *c) < 1e-12 : p.isNull();
        };
        for (qsizetype k = 0; k < printed.size(); ++k) {
            const QJsonObject s = printed.at(k).toObject();
            const HeadScores &c = core[std::size_t(k)];
            QCOMPARE(s.value("layer").toInt(), c.head.layer);
            QCOMPARE(s.value("head").toInt(), c.head.head);
            QVERIFY(same(s.value("previous_token"), c.previousToken));
            QVERIFY(same(s.value("first_token"), c.firstToken));
            QVERIFY(same(s.value("self"), c.self));
            QVERIFY(same(s.value("induction"), c.induction));
        }
        QCOMPARE(printed.at(0).toObject().value("induction").isNull(), ids != "7,8,9,7,8,9,7");
        QCOMPARE(printed.at(0).toObject().value("previous_token").isNull(), ids == "7");
    }

    void ablateEachAsTheCoreGivesIt_data()
    {
        QTest::addColumn<QStringList>("extra");
        QTest::addColumn<int>("how");
        QTest::addColumn<int>("edited"); // the layer run with fits.json, or -1
        QTest::newRow("zero") << QStringList {} << int(Ablation::Zero) << -1;
        QTest::newRow("mean") << QStringList { "--ablate-with", "mean" } << int(Ablation::Mean) << -1;
        QTest::newRow("with an edited layer")
            << QStringList { "--layer-session", session("fits.json"), "--layer", "1" } << int(Ablation::Zero)
            << 1;
    }
    void ablateEachAsTheCoreGivesIt()
    {
        QFETCH(QStringList, extra);
        QFETCH(int, how);
        QFETCH(int, edited);
        const std::vector<int> ids { 3, 14, 15, 92, 65, 35, 89 };
        const QJsonObject o = runOk(
            QStringList { "model", m_model, "--ids", "3,14,15,92,65,35,89", "--ablate-each" } + extra);
        QVERIFY(!o.isEmpty());
        std::optional<LayerOverride> layer;
        if (edited >= 0)
            QCOMPARE(QString::fromStdString(layerOverrideFromSession(m_weights.config, edited,
                                                                     editedLayer(16, 3), layer.emplace())),
                     QString());
        const AblateEachResult core
            = ablateEachReadable(m_weights.weights(), ids, Ablation(how), layer ? &*layer : nullptr);
        if (layer) { // the edited layer changed what each ablation does
            const AblateEachResult own = ablateEachReadable(m_weights.weights(), ids, Ablation(how));
            QVERIFY(std::abs(own.effects[5].deltaLogProb - core.effects[5].deltaLogProb) > 1e-6);
        }
        const QJsonArray printed = o.value("ablation").toArray();
        QCOMPARE(printed.size(), qsizetype(12));
        double largest = 0;
        for (qsizetype k = 0; k < printed.size(); ++k) {
            const QJsonObject e = printed.at(k).toObject();
            QCOMPARE(e.value("layer").toInt(), int(k / 4));
            QCOMPARE(e.value("head").toInt(), int(k % 4));
            const double delta = core.effects[std::size_t(k)].deltaLogProb;
            QVERIFY2(std::abs(e.value("delta_logprob").toDouble() - delta) < 1e-9,
                     qPrintable(QString::number(delta)));
            largest = std::max(largest, std::abs(delta));
        }
        QVERIFY(largest > 1e-6);
        QCOMPARE(o.value("next_token").toArray().at(0).toObject().value("id").toInt(), core.target);
    }

    void misuseExitsTwo_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        const QString dir = m_tmp.filePath(QStringLiteral("tiny-gpt2"));
        const QStringList ids { "model", dir, "--ids", "1,2" };
        QTest::newRow("head out of range")
            << ids + QStringList { "--ablate", "1.4" }
            << "attention-lab: model: --ablate: head 1.4 is out of range: layer 1 "
               "has heads 0…3";
        QTest::newRow("layer out of range")
            << ids + QStringList { "--ablate", "0.0,3.1" }
            << "attention-lab: model: --ablate: layer 3 is out of range (0…2)";
        QTest::newRow("head twice") << ids + QStringList { "--ablate", "0.1,0.1" }
                                    << "attention-lab: model: --ablate: head 0.1 is given twice";
        for (const char *bad : { "1", "1.", ".2", "1.2.3", "a.b", "1.2,", "-1.0", "1.-2", "" })
            QTest::addRow("malformed list \"%s\"", bad)
                << ids + QStringList { "--ablate", bad } << "attention-lab: model: --ablate: \"";
        QTest::newRow("ablate-with other")
            << ids + QStringList { "--ablate", "0.1", "--ablate-with", "half" }
            << "attention-lab: model: --ablate-with: \"half\" is neither zero nor mean";
        QTest::newRow("ablate-with alone") << ids + QStringList { "--ablate-with", "mean" }
                                           << "attention-lab: model: --ablate-with needs --ablate";
        QTest::newRow("ablate-each with ablate")
            << ids + QStringList { "--ablate-each", "--ablate", "0.1" }
            << "attention-lab: model: --ablate-each ablates every head alone; it "
               "cannot be combined with --ablate";
        QTest::newRow("flag with a value") << ids + QStringList { "--head-scores=yes" }
                                           << "attention-lab: model: --head-scores takes no value";
        QTest::newRow("layer-session without layer")
            << ids + QStringList { "--layer-session", session("fits.json") }
            << "attention-lab: model: --layer-session needs --layer L";
        QTest::newRow("layer-session with session-out")
            << ids + QStringList { "--layer-session", session("fits.json"), "--layer", "1", "--session-out",
                                   "x.json" }
            << "attention-lab: model: --session-out writes the model's own layer";
        QTest::newRow("session d_model")
            << ids + QStringList { "--layer-session", session("narrow.json"), "--layer", "2" }
            << QStringLiteral("attention-lab: model: --layer-session: %1: the session "
                              "has d_model 8 and 2 heads; layer 2 has 16 and 4")
                   .arg(session("narrow.json"));
        QTest::newRow("session heads")
            << ids + QStringList { "--layer-session", session("two-heads.json"), "--layer", "0" }
            << QStringLiteral(
                   "attention-lab: model: --layer-session: %1: the session has d_model 16 and 2 heads; "
                   "layer 0 has 16 and 4")
                   .arg(session("two-heads.json"));
        QTest::newRow("session unreadable")
            << ids + QStringList { "--layer-session", session("missing.json"), "--layer", "0" }
            << "attention-lab: model: --layer-session: ";
        QTest::newRow("session bad") << ids
                + QStringList { "--layer-session", session("broken.json"), "--layer", "0" }
                                     << "attention-lab: model: --layer-session: ";
        QTest::newRow("layer-session layer out of range")
            << ids + QStringList { "--layer-session", session("fits.json"), "--layer", "3" }
            << "attention-lab: model: --layer 3 is outside 0…2";

        // how a model computes its answer
        const QStringList patch { "--answer", "#5", "--wrong", "#6" };
        QTest::newRow("corrupt unequal counts")
            << ids + QStringList { "--corrupt-ids", "1,2,3" } + patch
            << "attention-lab: model: --corrupt-ids gives 3 tokens and --ids gives 2; patching needs the same count";
        QTest::newRow("corrupt same logit difference")
            << ids + QStringList { "--corrupt-ids", "1,2" } + patch
            << "attention-lab: model: --corrupt-ids: both texts give the same logit difference";
        QTest::newRow("corrupt with ablate") << ids + QStringList { "--corrupt-ids", "1,3", "--ablate", "0.1" } + patch
                                             << "attention-lab: model: --corrupt patches the model as it is; it "
                                                "cannot be combined with --ablate or --ablate-each";
        QTest::newRow("corrupt with layer-session")
            << ids + QStringList { "--corrupt-ids", "1,3", "--layer-session", session("fits.json"), "--layer", "1" } + patch
            << "attention-lab: model: --corrupt patches the model as it is; it cannot be combined with --layer-session";
        QTest::newRow("corrupt without answer") << ids + QStringList { "--corrupt-ids", "1,3", "--wrong", "#2" }
                                                << "attention-lab: model: patching needs --answer A and --wrong B";
        QTest::newRow("answer without corrupt") << ids + QStringList { "--answer", "#2" }
                                                << "attention-lab: model: --answer needs --corrupt TEXT2";
        QTest::newRow("patch other") << ids + QStringList { "--corrupt-ids", "1,3", "--patch", "mlp" } + patch
                                     << "attention-lab: model: --patch: \"mlp\" is none of resid, heads, both";
        QTest::newRow("answer id out of range")
            << ids + QStringList { "--corrupt-ids", "1,3", "--answer", "#300", "--wrong", "#2" }
            << "attention-lab: model: --answer \"#300\" is not a token id (0…299)";
        QTest::newRow("answer text with ids")
            << ids + QStringList { "--corrupt-ids", "1,3", "--answer", " a", "--wrong", "#2" }
            << "attention-lab: model: --answer \" a\": with --ids give the token as #ID";
        QTest::newRow("answer equals wrong") << ids + QStringList { "--corrupt-ids", "1,3", "--answer", "#2", "--wrong", "#2" }
                                             << "attention-lab: model: --answer and --wrong are the same token (2)";
        QTest::newRow("corrupt text with ids") << ids + QStringList { "--corrupt", "a b" } + patch
                                               << "attention-lab: model: --corrupt TEXT2 goes with --text";
        QTest::newRow("corrupt ids with text")
            << QStringList { "model", dir, "--text", "ab", "--corrupt-ids", "1,2" } + patch
            << "attention-lab: model: --corrupt-ids goes with --ids";
        QTest::newRow("corrupt ids malformed") << ids + QStringList { "--corrupt-ids", "1,x" } + patch
                                               << "attention-lab: model: --corrupt-ids: \"x\" is not a whole number";
        QTest::newRow("attribution key after query") << ids + QStringList { "--attribution", "0.0.0.1" }
                                                     << "attention-lab: model: --attribution: key 1 comes after query 0: "
                                                        "the causal mask blocks it";
        QTest::newRow("attribution query out of range") << ids + QStringList { "--attribution", "0.0.2.1" }
                                                        << "attention-lab: model: --attribution: query 2 is out of range (0…1)";
        QTest::newRow("attribution layer out of range") << ids + QStringList { "--attribution", "3.0.1.0" }
                                                        << "attention-lab: model: --attribution: layer 3 is out of range (0…2)";
        QTest::newRow("attribution head out of range")
            << ids + QStringList { "--attribution", "1.4.1.0" }
            << "attention-lab: model: --attribution: head 4 is out of range: layer 1 has heads 0…3";
        for (const char *bad : { "1.2.3", "1.2.3.4.5", "a.0.1.0", "1.0.-1.0", "" })
            QTest::addRow("attribution malformed \"%s\"", bad)
                << ids + QStringList { "--attribution", bad } << "attention-lab: model: --attribution: \"";
        QTest::newRow("logit-lens with a value") << ids + QStringList { "--logit-lens=1" }
                                                 << "attention-lab: model: --logit-lens takes no value";
    }

    void misuseExitsTwo()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        const testing::ProgramRun r = run(args);
        QCOMPARE(r.code, 2);
        QVERIFY2(r.out.isEmpty(), r.out.left(200).constData());
        QVERIFY2(QString::fromUtf8(r.err).startsWith(message), r.err.constData());
        QCOMPARE(r.err.count('\n'), 1);
    }

    // The same interventions in PyTorch (scripts/gpt2-pytorch.py --dump --ablate … /
    // --layer-session …), run once on the folder this test writes: the fast pass through the
    // program and the readable pass in process, every printed layer and the logits, 1e-9.
    void interventionsMatchPyTorch_data()
    {
        QTest::addColumn<QString>("ablate");
        QTest::addColumn<QString>("with");
        QTest::addColumn<int>("sessionLayer"); // -1: none
        QTest::newRow("zero") << "0.1,1.3,1.0"
                              << "zero" << -1;
        QTest::newRow("mean") << "0.2,2.3"
                              << "mean" << -1;
        QTest::newRow("layer-session") << ""
                                       << "zero" << 1;
    }
    void interventionsMatchPyTorch()
    {
        QFETCH(QString, ablate);
        QFETCH(QString, with);
        QFETCH(int, sessionLayer);
        const QString id = QStringLiteral("gpt2-ablate-%1").arg(QString::fromLatin1(QTest::currentDataTag()));
        const testing::TinyGpt2 m = testing::makeTinyGpt2(testing::tinyConfig(3, 4, 32, 300, 64), 21);
        testing::SafetensorsOptions so;
        so.prefix = QStringLiteral("transformer.");
        so.maskBuffers = true;
        const QString ids
            = QStringLiteral("258,266,44,32,271,9,0,299,150,151,152,153,154,155,156,157,158,159,160,161,162");
        const QByteArray sessionBytes = io::sessionToJson(editedLayer(32, 8));
        QStringList args; // for the program and for PyTorch, the session by its name in the folder
        if (!ablate.isEmpty())
            args << "--ablate" << ablate << "--ablate-with" << with;
        if (sessionLayer >= 0)
            args << "--layer-session"
                 << "session.json"
                 << "--layer" << QString::number(sessionLayer);
        if (const QString forPython = testing::pythonInputPath(id); !forPython.isEmpty()) {
            QVERIFY(testing::writeModelFolder(forPython, m, testing::TokenizerFiles::VocabAndMerges, so));
            QVERIFY(testing::writeForPython(id + "/ids.txt", ids.toUtf8()));
            QVERIFY(testing::writeForPython(id + "/args.txt", args.join(QLatin1Char(' ')).toUtf8()));
            if (sessionLayer >= 0)
                QVERIFY(testing::writeForPython(id + "/session.json", sessionBytes));
        }
        const QString dir = m_tmp.filePath(id);
        QVERIFY(testing::writeModelFolder(dir, m, testing::TokenizerFiles::VocabAndMerges, so));
        QVERIFY(testing::writeBytes(dir + "/session.json", sessionBytes));
        QString why;
        const QJsonObject torch = testing::pythonReference(id, &why);
        QVERIFY2(!torch.isEmpty(), qPrintable(why));
        QCOMPARE(torch.value("ids").toString(), ids);
        QCOMPARE(torch.value("args").toString(), args.join(QLatin1Char(' ')));
        QStringList files { "config.json", "model.safetensors" };
        if (sessionLayer >= 0)
            files << "session.json";
        for (const QString &file : files) {
            QFile f(dir + QLatin1Char('/') + file);
            QVERIFY(f.open(QIODevice::ReadOnly));
            why = testing::sameInput(torch, file + QStringLiteral("_sha256"), f.readAll());
            QVERIFY2(why.isEmpty(), qPrintable(id + QStringLiteral(": ") + why));
        }

        // The readable pass, in process, on the folder as the program reads it.
        const auto model = io::loadGpt2Model(dir, &why);
        QVERIFY2(model, qPrintable(why));
        Interventions iv;
        iv.ablated = heads(ablate);
        iv.ablation = with == "mean" ? Ablation::Mean : Ablation::Zero;
        if (sessionLayer >= 0)
            QVERIFY(
                layerOverrideFromSession(model->config, sessionLayer, editedLayer(32, 8), iv.layer.emplace())
                    .empty());
        std::vector<int> idList;
        for (const QString &t : ids.split(QLatin1Char(',')))
            idList.push_back(t.toInt());
        const ModelResult readable = runModel(model->weights, idList, iv);
        auto torchRows = [&](const char *key, int l, int h) {
            const QJsonArray a = torch.value(QLatin1String(key)).toArray().at(l).toArray();
            return testing::rowsOf(h < 0 ? a : a.at(h).toArray());
        };
        double worst = 0;
        for (int l = 0; l < 3; ++l) {
            worst = std::max(worst, testing::largestDifference(torchRows("inputs", l, -1), readable.layers[l].input));
            for (int h = 0; h < 4; ++h)
                worst = std::max(worst,
                                 testing::largestDifference(torchRows("weights", l, h),
                                                   readable.layers[l].heads[std::size_t(h)].toMatrix()));
        }
        const QJsonArray logits = torch.value("logits").toArray();
        QCOMPARE(logits.size(), 300);
        const RowVector ours = nextLogits(model->weights, readable, int(idList.size()) - 1);
        for (int v = 0; v < 300; ++v)
            worst = std::max(worst, std::abs(ours[v] - logits.at(v).toDouble()));
        QVERIFY2(worst < 1e-9, qPrintable(QStringLiteral("readable: %1").arg(worst)));

        // The fast pass, through the program: the layers it prints (all, or the replaced one)
        // and its candidates' logits.
        QStringList programArgs = args;
        programArgs.replaceInStrings(QStringLiteral("session.json"), dir + QStringLiteral("/session.json"));
        const QJsonObject o = runOk(QStringList { "model", dir, "--ids", ids } + programArgs);
        QVERIFY(!o.isEmpty());
        const QJsonArray layers = o.value("layers").toArray();
        QCOMPARE(layers.size(), sessionLayer >= 0 ? 1 : 3);
        worst = 0;
        for (const QJsonValue &v : layers) {
            const QJsonObject layer = v.toObject();
            const int l = layer.value("layer").toInt();
            const testing::Rows input = testing::rowsOf(layer.value("input").toArray());
            const testing::Rows expected = torchRows("inputs", l, -1);
            QCOMPARE(input.size(), expected.size());
            for (std::size_t i = 0; i < expected.size(); ++i)
                for (std::size_t j = 0; j < expected[i].size(); ++j)
                    worst = std::max(worst, std::abs(input[i].at(j) - expected[i][j]));
            for (int h = 0; h < 4; ++h) {
                const testing::Rows printed = testing::rowsOf(
                    layer.value("heads").toArray().at(h).toObject().value("weights").toArray());
                const testing::Rows want = torchRows("weights", l, h);
                QCOMPARE(printed.size(), want.size());
                for (std::size_t i = 0; i < want.size(); ++i)
                    for (std::size_t j = 0; j < want[i].size(); ++j)
                        worst = std::max(worst, std::abs(printed[i].at(j) - want[i][j]));
            }
        }
        for (const QJsonValue &v : o.value("next_token").toArray()) {
            const QJsonObject c = v.toObject();
            worst = std::max(
                worst, std::abs(c.value("logit").toDouble() - logits.at(c.value("id").toInt()).toDouble()));
        }
        QVERIFY2(worst < 1e-9, qPrintable(QStringLiteral("program: %1").arg(worst)));
        // The intervention changed the prediction's numbers: the comparison is not with a plain pass.
        const QJsonArray plain
            = testing::pythonReference(QStringLiteral("gpt2-F32"), &why).value("logits").toArray();
        if (!plain.isEmpty())
            QVERIFY(std::abs(plain.at(0).toDouble() - logits.at(0).toDouble()) > 1e-6);
    }
};

QTEST_APPLESS_MAIN(TestModelInterventions)
#include "tst_model_interventions.moc"
