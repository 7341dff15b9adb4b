// The trainer (core/training.h): SGD and Adam reproduce PyTorch's runs (tests/data/*-target.
// train-{sgd,adam}.json: the loss before every step and after the last, the trained parameters),
// runs are deterministic, a diverging run stops at the step that broke it, parameter names are
// checked, W_O and absent biases are trained.
#include "../common/compare_json.h"
#include "../common/json_matrix.h"
#include "core/training.h"
#include "io/session_json.h"

#include <QTest>

#include <cmath>
#include <limits>

using namespace attn;
using testing::matrixOf;

namespace {

Matrix parameterOf(const Session &s, Param p)
{
    switch (p) {
    case Param::Wq:
        return s.Wq;
    case Param::Wk:
        return s.Wk;
    case Param::Wv:
        return s.Wv;
    case Param::Wo:
        return s.Wo;
    case Param::bQ:
        return s.bQ;
    case Param::bK:
        return s.bK;
    case Param::bV:
        return s.bV;
    case Param::bO:
        return s.bO;
    case Param::Embeddings:
        break;
    }
    return s.X;
}

Session loadData(const QString &name)
{
    QString error;
    const auto s = io::loadSession(QStringLiteral(TEST_DATA_DIR "/") + name, &error);
    if (!s)
        qFatal("%s", qPrintable(error));
    return *s;
}

// A random session with a target, for the runs no reference file holds.
Session withTarget(int T, int d, int heads, unsigned seed)
{
    Session s = randomSession(T, d, heads, seed);
    s.target = randomSession(T, d, heads, seed + 1000).X;
    s.causal = true;
    s.bV = RowVector::LinSpaced(d, -0.5, 0.5);
    return s;
}

} // namespace

class TestTraining : public QObject {
    Q_OBJECT
private slots:
    void matchesPyTorch_data();
    void matchesPyTorch();
    void stepByStepIsTheRun();
    void deterministic();
    void divergenceStopsAtTheStepThatBrokeIt_data();
    void divergenceStopsAtTheStepThatBrokeIt();
    void adamDivergesToo();
    void parameterNames();
    void checkTrainingRefuses();
    void wOIsTrainedWhenTheFileHasNone();
    void missingBiasStartsAtZero();
    void adamsFirstStepMovesEachEntryByLr();
    void largeSessionsTakeTheFastPath();
};

void TestTraining::matchesPyTorch_data()
{
    QTest::addColumn<QString>("file");
    for (const char *c :
         { "lesson-target", "two-heads-target", "masks-biases-target", "fully-masked-target" })
        for (const char *o : { "sgd", "adam" })
            QTest::addRow("%s %s", c, o)
                << QStringLiteral("%1.train-%2.json").arg(QLatin1String(c), QLatin1String(o));
}

void TestTraining::matchesPyTorch()
{
    QFETCH(QString, file);
    const QJsonObject expected = testing::readJson(QStringLiteral(TEST_DATA_DIR "/") + file);
    // The command PyTorch's run stands for: train SESSION --steps N --lr η --optimizer NAME.
    const QJsonArray command = expected.value(QStringLiteral("command")).toArray();
    QCOMPARE(command.at(0).toString(), QStringLiteral("train"));
    const Session s = loadData(command.at(1).toString());
    int steps = -1;
    TrainSettings settings;
    for (qsizetype k = 2; k + 1 < command.size(); k += 2) {
        const QString flag = command.at(k).toString(), value = command.at(k + 1).toString();
        if (flag == QLatin1String("--steps"))
            steps = value.toInt();
        else if (flag == QLatin1String("--lr"))
            settings.lr = value.toDouble();
        else if (flag == QLatin1String("--optimizer"))
            settings.optimizer = value == QLatin1String("adam") ? Optimizer::Adam : Optimizer::Sgd;
        else
            QFAIL(qPrintable(QStringLiteral("unexpected flag ") + flag));
    }
    QVERIFY(steps > 0 && settings.lr > 0);
    QCOMPARE(checkTraining(s, settings), std::string());

    const Session before = s;
    const TrainRun run = train(s, settings, steps);
    // A run whose weights PyTorch carried past ±1e6 (masks-biases-target with SGD: 1e17 by step
    // 5) is one no session file can hold: here it stops at the step that left the range, and the
    // losses before it are PyTorch's.
    double largest = 0;
    for (const QJsonValue &v : expected.value(QStringLiteral("trained")).toObject())
        largest = std::max(largest, matrixOf(v).cwiseAbs().maxCoeff());
    const bool leavesTheRange = largest > Limits::maxAbsValue;
    if (leavesTheRange) {
        QVERIFY2(run.failedStep > 0 && run.error.find("beyond ±1e6") != std::string::npos, run.error.c_str());
        QVERIFY(!run.trained);
        QCOMPARE(run.losses.size(), std::size_t(run.failedStep));
    } else {
        QVERIFY2(run.error.empty(), run.error.c_str());
    }
    QVERIFY(sameSession(s, before)); // the caller's session is untouched
    const QJsonArray losses = expected.value(QStringLiteral("loss")).toArray();
    QCOMPARE(run.losses.size(), leavesTheRange ? std::size_t(run.failedStep) : std::size_t(steps + 1));
    QVERIFY(qsizetype(run.losses.size()) <= losses.size());
    for (std::size_t k = 0; k < run.losses.size(); ++k) {
        const double want = losses.at(qsizetype(k)).toDouble();
        QVERIFY2(std::abs(run.losses[k] - want) <= 1e-9 * std::abs(want),
                 qPrintable(QStringLiteral("loss %1: %2 vs %3")
                                .arg(k)
                                .arg(run.losses[k], 0, 'g', 17)
                                .arg(want, 0, 'g', 17)));
    }
    if (leavesTheRange)
        return;
    QVERIFY(run.trained);
    const QJsonObject trained = expected.value(QStringLiteral("trained")).toObject();
    QCOMPARE(trained.size(), qsizetype(defaultParams(s).size())); // the default set, as PyTorch trained
    // Adam divides by √v + ε. An entry whose gradient is 0 in exact arithmetic (in
    // fully-masked-target, row 1 of W_K: the one row of weights it reaches has two keys, and
    // their logit gradients cancel) gets rounding noise, ~1e-16, moved by about lr·noise/ε per
    // step — PyTorch's noise and ours are different numbers. Such an entry (the reference moved
    // it by less than `noise` in all) is held to that bound; every other one to 1e-9.
    const GradientResult g0 = computeGradient(s);
    double gradientScale = 0;
    for (const Matrix &m : { g0.dWq, g0.dWk, g0.dWv, g0.dWo, g0.dX })
        gradientScale = std::max(gradientScale, m.cwiseAbs().maxCoeff());
    const double noise = settings.optimizer == Optimizer::Adam
        ? steps * settings.lr * 1e-14 * gradientScale / AdamConstants::eps
        : 0.0;
    int noiseEntries = 0;
    for (Param p : defaultParams(s)) {
        const Matrix want = matrixOf(trained.value(QLatin1String(paramName(p))));
        const Matrix got = parameterOf(*run.trained, p), start = parameterOf(s, p);
        QCOMPARE(got.rows(), want.rows());
        QCOMPARE(got.cols(), want.cols());
        const double scale = want.cwiseAbs().maxCoeff();
        for (Eigen::Index k = 0; k < want.size(); ++k) {
            const double w = want.data()[k], g = got.data()[k];
            const bool onlyNoise = std::abs(w - start.data()[k]) < noise;
            noiseEntries += onlyNoise;
            const double error = std::abs(g - w) / (onlyNoise ? noise : (scale > 0 ? scale : 1.0));
            QVERIFY2(error <= (onlyNoise ? 1.0 : 1e-9),
                     qPrintable(QStringLiteral("%1[%2]: %3 vs %4, relative error %5")
                                    .arg(QLatin1String(paramName(p)))
                                    .arg(k)
                                    .arg(g, 0, 'g', 17)
                                    .arg(w, 0, 'g', 17)
                                    .arg(error)));
        }
    }
    QVERIFY(noiseEntries <= 2); // two entries of one case; every other is held to 1e-9
    QCOMPARE(run.trained->X, s.X);
    QCOMPARE(*run.trained->target, *s.target);
    QCOMPARE(run.trained->bK.size(), s.bK.size());
}

void TestTraining::stepByStepIsTheRun()
{
    // The window's Step: loss() before each step, then step(); the same numbers as train().
    const Session s = loadData(QStringLiteral("masks-biases-target.session.json"));
    const TrainSettings settings { Optimizer::Adam, 0.05, {} };
    const TrainRun run = train(s, settings, 6);
    Trainer trainer(s, settings);
    for (int k = 0; k < 6; ++k) {
        QCOMPARE(trainer.stepsDone(), k);
        QCOMPARE(trainer.loss(), run.losses[std::size_t(k)]);
        QVERIFY(trainer.step());
    }
    QCOMPARE(trainer.loss(), run.losses.back());
    QVERIFY(sameSession(trainer.session(), *run.trained));
    QCOMPARE(trainer.gradient().loss, trainer.loss());
    const TrainRun none = train(s, settings, 0);
    QCOMPARE(none.losses, std::vector<double> { run.losses[0] });
    QVERIFY(sameSession(*none.trained, s));
}

void TestTraining::deterministic()
{
    const Session s = withTarget(7, 6, 3, 21);
    for (Optimizer o : { Optimizer::Sgd, Optimizer::Adam }) {
        const TrainSettings settings {
            o, 0.02, { Param::Wq, Param::Wk, Param::Wv, Param::Wo, Param::bV, Param::Embeddings }
        };
        const TrainRun a = train(s, settings, 40), b = train(s, settings, 40);
        QVERIFY(a.trained && b.trained);
        QCOMPARE(a.losses.size(), std::size_t(41));
        QVERIFY(a.losses == b.losses); // bit for bit
        QVERIFY(sameSession(*a.trained, *b.trained));
        QVERIFY(a.losses.back() < a.losses.front()); // and it learns
    }
}

void TestTraining::divergenceStopsAtTheStepThatBrokeIt_data()
{
    QTest::addColumn<double>("lr");
    QTest::addColumn<QString>("why"); // how the reason starts; the rest as the walk by hand finds it
    QTest::newRow("lr 1e308: a weight overflows at once") << 1e308 << "step 1 made W_Q non-finite";
    QTest::newRow("lr 1e300: a weight leaves the file's range at once") << 1e300 << "step 1 took W_Q beyond ±1e6";
    QTest::newRow("lr 50: a few steps") << 50.0 << "";
    QTest::newRow("lr 5: later") << 5.0 << "";
}

void TestTraining::divergenceStopsAtTheStepThatBrokeIt()
{
    QFETCH(double, lr);
    QFETCH(QString, why);
    const Session s = loadData(QStringLiteral("two-heads-target.session.json"));
    const TrainSettings settings { Optimizer::Sgd, lr, {} };
    // The step that broke it, found by hand: p ← p − η·∂L/∂p until a weight is not finite or
    // leaves ±1e6 (what a session file holds), or the loss is not finite — in that order.
    int broke = 0;
    std::string reason;
    Session walk = s;
    std::vector<double> finiteLosses;
    for (int k = 1; k <= 1000 && !broke; ++k) {
        const GradientResult g = computeGradient(walk);
        finiteLosses.push_back(g.loss);
        walk.Wq -= lr * g.dWq;
        walk.Wk -= lr * g.dWk;
        walk.Wv -= lr * g.dWv;
        walk.Wo -= lr * g.dWo;
        const std::pair<const char *, const Matrix *> weights[]
            = { { "W_Q", &walk.Wq }, { "W_K", &walk.Wk }, { "W_V", &walk.Wv }, { "W_O", &walk.Wo } };
        const std::string step = "step " + std::to_string(k);
        for (const auto &[name, m] : weights)
            if (reason.empty() && !m->allFinite())
                reason = step + " made " + name + " non-finite";
        for (const auto &[name, m] : weights)
            if (reason.empty() && m->cwiseAbs().maxCoeff() > Limits::maxAbsValue)
                reason = step + " took " + name + " beyond ±1e6";
        if (reason.empty() && !std::isfinite(squaredErrorLoss(computeAttention(walk).output, *walk.target)))
            reason = "the loss after " + step + " is not finite";
        if (!reason.empty())
            broke = k;
    }
    QVERIFY2(broke > 0, "the run was meant to diverge");
    if (lr < 1e300)
        QVERIFY2(broke >= 2, "a later step, not the first");

    const TrainRun run = train(s, settings, broke + 5);
    QCOMPARE(run.failedStep, broke);
    QVERIFY(!run.trained);
    QVERIFY2(run.error.find("step " + std::to_string(broke)) != std::string::npos, run.error.c_str());
    QVERIFY2(QString::fromStdString(run.error).startsWith(why), run.error.c_str());
    QCOMPARE(run.error, reason);
    QCOMPARE(run.losses, finiteLosses); // the losses before steps 1 … broke, all finite
    // A run that ends before that step finishes.
    QVERIFY(train(s, settings, broke - 1).trained);
    // Stepping: the session stays as it was before the step that broke it, and no step follows.
    Trainer trainer(s, settings);
    while (trainer.step()) { }
    QCOMPARE(trainer.failedStep(), std::optional<int>(broke));
    QCOMPARE(trainer.stepsDone(), broke - 1);
    QVERIFY(sameSession(trainer.session(), *train(s, settings, broke - 1).trained));
    QCOMPARE(trainer.loss(), finiteLosses.back());
    QVERIFY(!trainer.step());
    QCOMPARE(trainer.stepsDone(), broke - 1);
}

void TestTraining::adamDivergesToo()
{
    // Adam's steps are about lr each: only an absurd lr breaks it, at the first step.
    const Session s = loadData(QStringLiteral("two-heads-target.session.json"));
    const TrainRun run = train(s, { Optimizer::Adam, 1e300, {} }, 10);
    QCOMPARE(run.failedStep, 1);
    QCOMPARE(run.losses.size(), std::size_t(1));
    QVERIFY(!run.trained);
}

void TestTraining::parameterNames()
{
    for (Param p : kAllParams)
        QCOMPARE(paramFromName(paramName(p)), std::optional<Param>(p));
    std::string error;
    const auto all
        = parseParams({ "W_Q", "W_K", "W_V", "W_O", "b_Q", "b_K", "b_V", "b_O", "embeddings" }, &error);
    QVERIFY(all && all->size() == 9);
    const auto twice = parseParams({ "b_O", "W_Q", "b_O" }, &error);
    QVERIFY(twice);
    QCOMPARE(*twice, (std::vector<Param> { Param::bO, Param::Wq })); // each once, first order kept
    for (const std::vector<std::string> &bad :
         std::vector<std::vector<std::string>> { { "W_Q", "W_X" }, { "w_q" }, { "" }, { "X" }, { "W_Q " } }) {
        error.clear();
        QVERIFY(!parseParams(bad, &error));
        QVERIFY2(error.rfind("params: unknown parameter \"", 0) == 0, error.c_str());
        QVERIFY2(error.find("W_Q, W_K, W_V, W_O, b_Q, b_K, b_V, b_O, embeddings") != std::string::npos,
                 error.c_str());
        QVERIFY(error.find('\n') == std::string::npos);
    }
    // Named twice to the trainer directly: one update a step, as named once.
    const Session t = loadData(QStringLiteral("lesson-target.session.json"));
    const TrainRun once = train(t, { Optimizer::Adam, 0.1, { Param::Wq } }, 2);
    const TrainRun doubled = train(t, { Optimizer::Adam, 0.1, { Param::Wq, Param::Wq } }, 2);
    QVERIFY(once.trained && doubled.trained && sameSession(*once.trained, *doubled.trained));
    QVERIFY(!parseParams({}, &error));
    QCOMPARE(error, std::string("params: no parameter named"));
    // The defaults: the four matrices and the biases the session has.
    Session s = lessonSession();
    QCOMPARE(defaultParams(s), (std::vector<Param> { Param::Wq, Param::Wk, Param::Wv, Param::Wo }));
    s.bO = RowVector::Zero(2);
    s.bK = RowVector::Ones(2);
    QCOMPARE(defaultParams(s),
             (std::vector<Param> { Param::Wq, Param::Wk, Param::Wv, Param::Wo, Param::bK, Param::bO }));
}

void TestTraining::checkTrainingRefuses()
{
    Session s = lessonSession();
    QCOMPARE(checkTraining(s, { Optimizer::Sgd, 0.1, {} }),
             std::string("target: missing; training needs the output the layer should learn"));
    s.target = Matrix::Zero(3, 2);
    QCOMPARE(checkTraining(s, { Optimizer::Sgd, 0.1, {} }), std::string());
    QCOMPARE(checkTraining(s, { Optimizer::Adam, 0.0, {} }),
             std::string("lr: 0 must be a positive, finite number"));
    QCOMPARE(checkTraining(s, { Optimizer::Adam, -1.0, {} }),
             std::string("lr: -1 must be a positive, finite number"));
    QVERIFY(!checkTraining(s, { Optimizer::Sgd, std::numeric_limits<double>::quiet_NaN(), {} }).empty());
    QVERIFY(!checkTraining(s, { Optimizer::Sgd, std::numeric_limits<double>::infinity(), {} }).empty());
}

void TestTraining::wOIsTrainedWhenTheFileHasNone()
{
    // The file has no W_O: the session holds the identity, and training moves it like any other.
    const Session s = loadData(QStringLiteral("lesson-target.session.json"));
    QVERIFY(s.Wo.isIdentity(0));
    const double lr = 0.1;
    const TrainRun run = train(s, { Optimizer::Sgd, lr, { Param::Wo } }, 1);
    QVERIFY(run.trained);
    const GradientResult g = computeGradient(s);
    QVERIFY(g.dWo.cwiseAbs().maxCoeff() > 0.1);
    QVERIFY((run.trained->Wo - (s.Wo - lr * g.dWo)).cwiseAbs().maxCoeff() < 1e-15); // p − η·∂L/∂p
    QCOMPARE(run.trained->Wq, s.Wq); // not named: not moved
    QVERIFY(run.losses[1] < run.losses[0]);
    // And the trained session says so when saved.
    const auto back = io::parseSession(io::sessionToJson(*run.trained), QStringLiteral("out.json"), nullptr);
    QVERIFY(back);
    QCOMPARE(back->Wo, run.trained->Wo);
}

void TestTraining::missingBiasStartsAtZero()
{
    const Session s = loadData(QStringLiteral("lesson-target.session.json"));
    QCOMPARE(s.bQ.size(), Eigen::Index(0));
    QCOMPARE(s.bV.size(), Eigen::Index(0));
    const double lr = 0.1;
    Trainer trainer(s, { Optimizer::Sgd, lr, { Param::bQ, Param::bV } });
    QCOMPARE(trainer.session().bQ, RowVector(RowVector::Zero(2))); // zeros: what absent meant
    QCOMPARE(trainer.loss(), computeGradient(s).loss);
    const GradientResult g = computeGradient(s); // the gradient of an absent bias is given at zeros
    QVERIFY(trainer.step());
    QCOMPARE(trainer.session().bQ, RowVector(-lr * g.dbQ));
    QCOMPARE(trainer.session().bV, RowVector(-lr * g.dbV));
    QCOMPARE(trainer.session().bK.size(), Eigen::Index(0)); // not named: still absent
    QCOMPARE(trainer.session().Wq, s.Wq);
    const TrainRun run = train(s, { Optimizer::Adam, lr, { Param::bO } }, 3);
    QVERIFY(run.trained);
    QCOMPARE(run.trained->bO.size(), Eigen::Index(2)); // kept in the trained session
    QVERIFY(run.trained->bO.cwiseAbs().maxCoeff() > 0);
}

void TestTraining::adamsFirstStepMovesEachEntryByLr()
{
    // Adam's first step, bias corrected, is lr · g / (|g| + ε'): about lr against the gradient's sign.
    const Session s = withTarget(5, 4, 2, 3);
    const double lr = 0.01;
    const GradientResult g = computeGradient(s);
    const TrainRun run = train(s, { Optimizer::Adam, lr, { Param::Wv } }, 1);
    QVERIFY(run.trained);
    const Matrix step = run.trained->Wv - s.Wv;
    for (Eigen::Index k = 0; k < step.size(); ++k) {
        const double gk = g.dWv.data()[k];
        if (std::abs(gk) < 1e-3)
            continue; // off by lr·ε/|g| at most: 1e-7 here
        QVERIFY(std::abs(step.data()[k] + lr * (gk > 0 ? 1 : -1)) < 2e-7);
    }
}

QTEST_GUILESS_MAIN(TestTraining)
#include "tst_training.moc"

// At 4 M weights (T²·H) and more a step runs on the fast path (core/training.h): the same
// gradient as the readable one within 1e-12 of its size, and the same step.
void TestTraining::largeSessionsTakeTheFastPath()
{
    const Session small = withTarget(1023, 8, 3, 7), large = withTarget(1024, 8, 4, 7);
    QVERIFY(!trainsOnTheFastPath(small)); // 3.14 M weights
    QVERIFY(trainsOnTheFastPath(large)); // 4.19 M
    const AttentionResult forward = trainingForward(large);
    QVERIFY(forward.heads.front().scores.size() == 0); // no raw scores kept, on either path
    const GradientResult fast = parameterGradient(large, forward);
    QVERIFY(fast.heads.empty()); // the fast path keeps no T×T gradient
    const GradientResult readable = computeGradient(large, { .keepHeads = false });
    QVERIFY(std::abs(fast.loss - readable.loss) <= 1e-12 * std::abs(readable.loss));
    for (auto [a, b] : { std::pair { &fast.dWq, &readable.dWq }, { &fast.dWk, &readable.dWk },
                         { &fast.dWv, &readable.dWv }, { &fast.dWo, &readable.dWo }, { &fast.dX, &readable.dX } }) {
        QCOMPARE(a->rows(), b->rows());
        QVERIFY((*a - *b).cwiseAbs().maxCoeff() <= 1e-12 * std::max(1.0, b->cwiseAbs().maxCoeff()));
    }
    Trainer trainer(large, { Optimizer::Sgd, 0.05, { Param::Wq, Param::Wv } });
    QVERIFY(trainer.step());
    const Matrix expectedWq = large.Wq - 0.05 * readable.dWq;
    QVERIFY((trainer.session().Wq - expectedWq).cwiseAbs().maxCoeff() <= 1e-12);
    const double after = computeGradient(trainer.session(), { .keepHeads = false }).loss; // readable
    QVERIFY(std::abs(trainer.loss() - after) <= 1e-12 * after);
    QVERIFY(trainer.loss() != readable.loss);
}
