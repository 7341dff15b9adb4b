// The Train panel through its widgets: a Step moves every weight by −lr × its gradient (SGD), the
// window's steps are exactly core's trainer's (the one `attention-lab train` runs), Play and Pause,
// one undo step per run, Reset, the race's two curves and two maps, the target made from the
// output, the loss curve's picture and CSV, and the window staying responsive while it trains.
#include "../common/sanitizers.h"
#include "file_dialog_answer.h"
#include "window_fixture.h"

#include "core/training.h"
#include "render/losscurve.h"
#include "ui/common/pictureexport.h"
#include "ui/learn/losscurvewidget.h"
#include "ui/learn/trainingcontroller.h"

#include <QDoubleSpinBox>

using namespace attn;
using namespace testing;

namespace {

template <typename T> T *child(QWidget *root, const char *name)
{
    T *w = root->findChild<T *>(QString::fromLatin1(name));
    if (!w)
        qWarning("no %s named %s", T::staticMetaObject.className(), name);
    return w;
}

// A session of T tokens with a random target, for the larger tests.
Session taskSession(int T, int d, int heads, unsigned seed)
{
    Session s = randomSession(T, d, heads, seed);
    s.target = randomSession(T, d, heads, seed + 1).X;
    s.training = TrainingSettings { Optimizer::Adam, 0.01 };
    return s;
}

} // namespace

class TestTrain : public QObject, public WindowFixture {
    Q_OBJECT
private slots:
    void initTestCase() { WindowFixture::initTestCase(); }
    void init() { WindowFixture::init(); }
    void cleanup() { WindowFixture::cleanup(); }

    // The lesson's three tokens with a target: one SGD step moves W_Q by −lr·∂L/∂W_Q, as the
    // gradient table showed it before the step.
    void stepMovesEveryWeightAgainstItsGradient()
    {
        QVERIFY(window()->openFile(QStringLiteral(TEST_DATA_DIR "/lesson-target.session.json")));
        QTRY_VERIFY(doc()->gradient());
        auto *panel = child<QWidget>(window(), "trainPanel");
        QVERIFY(panel);
        child<QComboBox>(panel, "trainOptimizer")->setCurrentIndex(0); // SGD
        auto *lr = child<QDoubleSpinBox>(panel, "trainLr");
        lr->selectAll();
        QTest::keyClicks(lr, QStringLiteral("0.1"));
        QCOMPARE(lr->value(), 0.1);
        const Session before = doc()->session();
        const GradientResult g = *doc()->gradient();
        // The gradient table shows ∂L/∂W_Q beside W_Q, the numbers the step will use.
        auto *gradientView = child<MatrixView>(panel, "trainGradient");
        QCOMPARE(gradientView->model()->index(0, 1).data(MatrixModel::ValueRole).toDouble(), g.dWq(0, 1));
        QTest::mouseClick(child<QPushButton>(panel, "trainStep"), Qt::LeftButton);
        QTRY_VERIFY(!sameSession(doc()->session(), before));
        const Session &after = doc()->session();
        for (const auto &[w, w0, dW] :
             { std::tuple { &after.Wq, &before.Wq, &g.dWq }, std::tuple { &after.Wk, &before.Wk, &g.dWk },
               std::tuple { &after.Wv, &before.Wv, &g.dWv }, std::tuple { &after.Wo, &before.Wo, &g.dWo } })
            QVERIFY((*w - (*w0 - 0.1 * *dW)).cwiseAbs().maxCoeff() < 1e-15);
        QVERIFY(after.X == before.X); // embeddings not ticked: unchanged
        QVERIFY(child<QLabel>(panel, "trainStatus")->text().contains(QStringLiteral("Step 1")));
    }

    // Five Steps in the window are bit for bit five steps of core's trainer with the same settings
    // (the preset's own), so the window and `train --steps 5` agree.
    void windowStepsAreTheTrainersSteps()
    {
        window()->loadPreset(QStringLiteral("learn-two-heads"));
        auto *panel = child<QWidget>(window(), "trainPanel");
        const Session start = doc()->session();
        auto *step = child<QPushButton>(panel, "trainStep");
        for (int k = 0; k < 5; ++k)
            QTest::mouseClick(step, Qt::LeftButton);
        auto *controller = window()->findChild<TrainingController *>();
        QVERIFY(controller);
        QTRY_COMPARE(controller->stepsDone(), 5);
        QTRY_VERIFY(!controller->isStepping());
        TrainSettings settings;
        settings.optimizer = start.training->optimizer;
        settings.lr = start.training->lr;
        const TrainRun run = train(start, settings, 5);
        QVERIFY(run.trained);
        QVERIFY(doc()->session().Wq == run.trained->Wq);
        QVERIFY(doc()->session().Wk == run.trained->Wk);
        QVERIFY(doc()->session().Wv == run.trained->Wv);
        QVERIFY(doc()->session().Wo == run.trained->Wo);
        QCOMPARE(controller->runs().front().losses, run.losses);
        // The whole run is one undo step, and undoing it gives the session before it.
        QCOMPARE(doc()->undoStack()->count(), 1);
        QVERIFY(doc()->undoStack()->text(0).contains(QStringLiteral("5 steps")));
        auto *status = child<QLabel>(panel, "trainStatus");
        QVERIFY(status->text().startsWith(QStringLiteral("Step 5 · loss ")));
        QTest::keyClick(window(), Qt::Key_Z, Qt::ControlModifier);
        QVERIFY(sameSession(doc()->session(), start));
        // Undo put the weights back: the panel no longer says "Step 5" as if the tables held it
        // (issue 43), but names the last run, why it ended and what the next step does.
        QVERIFY2(status->text().startsWith(QStringLiteral("Last run: 5 steps · loss ")),
                 qPrintable(status->text()));
        QVERIFY(status->text().contains(QStringLiteral("The session has changed since (an edit, Undo")));
        QCOMPARE(controller->ended(), TrainingController::Ended::SessionChanged);
        // The next Step starts a new run from the session as it is: step 1 again.
        QTest::mouseClick(step, Qt::LeftButton);
        QTRY_COMPARE(controller->stepsDone(), 1);
        QTRY_VERIFY(!controller->isStepping());
        QCOMPARE(controller->ended(), TrainingController::Ended::No);
        QVERIFY2(status->text().startsWith(QStringLiteral("Step 1 · loss ")), qPrintable(status->text()));
    }

    void playAndPause()
    {
        window()->loadPreset(QStringLiteral("learn-previous-token"));
        auto *panel = child<QWidget>(window(), "trainPanel");
        auto *controller = window()->findChild<TrainingController *>();
        auto *play = child<QPushButton>(panel, "trainPlay");
        QTest::mouseClick(play, Qt::LeftButton);
        QVERIFY(controller->isPlaying());
        QCOMPARE(play->text(), QStringLiteral("Pause"));
        QTRY_VERIFY(controller->stepsDone() >= 3);
        QTest::mouseClick(play, Qt::LeftButton);
        QVERIFY(!controller->isPlaying());
        const int steps = controller->stepsDone();
        QTest::qWait(300);
        QCOMPARE(controller->stepsDone(), steps); // paused: nothing more
        QVERIFY(child<LossCurveWidget>(panel, "lossCurve")->data().steps() == steps);
        // Reset: the weights from before the run, and the curve starts over.
        const double lossBefore = controller->runs().front().losses.front();
        QTest::mouseClick(child<QPushButton>(panel, "trainReset"), Qt::LeftButton);
        QCOMPARE(controller->stepsDone(), 0);
        QTRY_VERIFY(doc()->gradient());
        QCOMPARE(doc()->gradient()->loss, lossBefore);
    }

    // The race: two curves, two maps, and the document untouched.
    void raceRunsScaledAndUnscaledSideBySide()
    {
        window()->loadPreset(QStringLiteral("learn-saturation"));
        auto *panel = child<QWidget>(window(), "trainPanel");
        const Session start = doc()->session();
        QTest::mouseClick(child<QCheckBox>(panel, "trainRace"), Qt::LeftButton);
        auto *controller = window()->findChild<TrainingController *>();
        QVERIFY(controller->isRace());
        // The race uses this panel's choices and says which (issue 43: it reused them silently).
        const QString ready = child<QLabel>(panel, "trainStatus")->text();
        QVERIFY2(ready.contains(QStringLiteral("with this panel's settings (%1, lr %2, training W_Q")
                                    .arg(controller->settings().optimizer == Optimizer::Adam ? "Adam" : "SGD")
                                    .arg(controller->settings().lr)),
                 qPrintable(ready));
        auto *step = child<QPushButton>(panel, "trainStep");
        for (int k = 0; k < 3; ++k) {
            QTest::mouseClick(step, Qt::LeftButton);
            QTRY_VERIFY(!controller->isStepping());
        }
        QTRY_COMPARE(controller->stepsDone(), 3);
        const LossCurveData d = child<LossCurveWidget>(panel, "lossCurve")->data();
        QCOMPARE(int(d.series.size()), 2);
        QCOMPARE(int(d.series[0].losses.size()), 4);
        QCOMPARE(int(d.series[1].losses.size()), 4);
        QVERIFY(d.series[0].losses.back() < d.series[1].losses.back()); // scaled learns, unscaled stalls
        // The two curves differ in their line, not only in colour: solid and dashed, as their legend.
        const Theme theme = child<LossCurveWidget>(panel, "lossCurve")->painter().options().theme;
        QCOMPARE(LossCurvePainter::seriesPen(theme, 0).style(), Qt::SolidLine);
        QCOMPARE(LossCurvePainter::seriesPen(theme, 1).style(), Qt::DashLine);
        // The two maps are drawn compact, without their own colour bars and labels, so their cells take
        // most of their room (they were ~110 px beside an idle large heatmap): at least 60 % of
        // the map's smaller side, as a head strip panel.
        for (const char *name : { "raceScaledMap", "raceUnscaledMap" }) {
            auto *map = child<HeatmapWidget>(panel, name);
            QVERIFY(map->data());
            QVERIFY(map->options().compact && !map->options().showColorBar && !map->options().showLabels);
            QVERIFY(map->isVisible() && map->width() > 100 && map->height() > 100);
            const QRectF cells = map->currentLayout().matrixRect;
            QVERIFY2(std::min(cells.width(), cells.height()) >= 0.6 * std::min(map->width(), map->height()),
                     qPrintable(QStringLiteral("%1×%2 px cells in a %3×%4 map")
                                    .arg(cells.width())
                                    .arg(cells.height())
                                    .arg(map->width())
                                    .arg(map->height())));
        }
        QVERIFY(sameSession(doc()->session(), start));
        QCOMPARE(doc()->undoStack()->count(), 0);
        // The curve's picture goes through the one export path (Copy Image puts on the clipboard
        // what the export dialog would write first); its CSV has a column per run.
        auto *curve = child<LossCurveWidget>(panel, "lossCurve");
        const QImage copied = copyPicture(curve, *curve->drawing());
        QVERIFY(!copied.isNull());
        QCOMPARE(QGuiApplication::clipboard()->image().size(), copied.size());
        const QString csv = lossCurveCsv(d);
        QVERIFY(csv.startsWith(QStringLiteral("step,scaled by 1/√d_k,unscaled (scale 1)\r\n0,")));
        QCOMPARE(csv.count(QStringLiteral("\r\n")), 5);
        // Export Loss History as CSV… writes that text through the one CSV save, ".csv" added.
        QTemporaryDir dir;
        testing::answerFileDialog(dir.filePath(QStringLiteral("race")));
        curve->exportCsv();
        QCOMPARE(testing::readAll(dir.filePath(QStringLiteral("race.csv"))), csv.toUtf8());
    }

    // A step that diverges at once (its weights would leave ±1e6): the panel says why and keeps
    // saying it, and no "Train 0 steps" enters the undo history.
    void divergingStepSaysSoAndRecordsNothing()
    {
        QVERIFY(window()->openFile(QStringLiteral(TEST_DATA_DIR "/lesson-target.session.json")));
        Session s = doc()->session();
        s.X *= 1000.0;
        s.target = Matrix::Constant(s.X.rows(), s.X.cols(), 1e6);
        const TrainSettings sgd { Optimizer::Sgd, 1.0, {} };
        QCOMPARE(train(s, sgd, 1).failedStep, 1); // the session does diverge at step 1
        doc()->reset(s, {});
        QTRY_VERIFY(!doc()->isComputing());
        auto *panel = child<QWidget>(window(), "trainPanel");
        child<QComboBox>(panel, "trainOptimizer")->setCurrentIndex(0); // SGD
        auto *lr = child<QDoubleSpinBox>(panel, "trainLr");
        lr->selectAll();
        QTest::keyClicks(lr, QStringLiteral("1"));
        QTest::keyClick(lr, Qt::Key_Return);
        QCOMPARE(lr->value(), 1.0);
        const int undoSteps = doc()->undoStack()->count();
        QTest::mouseClick(child<QPushButton>(panel, "trainStep"), Qt::LeftButton);
        auto *status = child<QLabel>(panel, "trainStatus");
        QTRY_VERIFY2(status->text().contains(QStringLiteral("diverged at step 1")), qPrintable(status->text()));
        QVERIFY2(status->text().contains(QStringLiteral("beyond ±1e6")), qPrintable(status->text()));
        QCOMPARE(doc()->undoStack()->count(), undoSteps);
        QTest::qWait(300); // whatever repaints the panel next, the reason stays
        QVERIFY2(status->text().contains(QStringLiteral("diverged")), qPrintable(status->text()));
    }

    // No target: the panel says why nothing can be learned; "= Output" in the Target table makes one.
    void noTargetThenTargetFromTheOutput()
    {
        window()->loadPreset(QStringLiteral("lesson"));
        auto *panel = child<QWidget>(window(), "trainPanel");
        QVERIFY(!child<QPushButton>(panel, "trainPlay")->isEnabled());
        QVERIFY(child<QLabel>(panel, "trainStatus")->text().contains(QStringLiteral("no target")));
        QTest::mouseClick(child<QPushButton>(panel, "targetFromOutput"), Qt::LeftButton);
        QVERIFY(doc()->session().target);
        QVERIFY(*doc()->session().target == doc()->result().output);
        QVERIFY(child<QPushButton>(panel, "trainPlay")->isEnabled());
        QTRY_VERIFY(doc()->gradient());
        QCOMPARE(doc()->gradient()->loss, 0.0); // the output is its own target
        QTest::keyClick(window(), Qt::Key_Z, Qt::ControlModifier);
        QVERIFY(!doc()->session().target);
    }

    // Training T = 64, d_model 64, 4 heads at full speed: the UI thread never works 50 ms
    // without returning to its event loop.
    void windowStaysResponsiveWhileTraining()
    {
        doc()->reset(taskSession(64, 64, 4, 3));
        auto *panel = child<QWidget>(window(), "trainPanel");
        auto *controller = window()->findChild<TrainingController *>();
        child<QSpinBox>(panel, "trainSpeed")->setValue(2000);
        QVERIFY(QTest::qWaitForWindowExposed(child<QWidget>(window(), "trainDock")));
        QTest::qWait(200); // the panel's first layout and paint are not training
        QTest::mouseClick(child<QPushButton>(panel, "trainPlay"), Qt::LeftButton);
        QVERIFY(controller->isPlaying());
        EventLoopGaps gaps(5);
        // At least 2 s of training, and at least 10 steps: on a loaded 2-core machine under the
        // sanitizers a step can take longer than 200 ms, so the steps, not the clock, end it.
        QTest::qWait(2000);
        QTRY_VERIFY_WITH_TIMEOUT(controller->stepsDone() > 10, 60000);
        QTest::mouseClick(child<QPushButton>(panel, "trainPlay"), Qt::LeftButton);
        QVERIFY(!controller->isPlaying());
#if defined(ATTENTION_TEST_ASAN) || ATTENTION_SANITIZERS
        const qint64 bound = 250; // instrumented code runs several times slower
#else
        const qint64 bound = 50;
#endif
        // The bound is on the UI thread's own work within one gap; the wall-clock gap, which also
        // holds waiting for a core on a loaded machine, is printed beside it.
        const double busy = gaps.longestBusyMs();
        qInfo("longest stall of the UI thread while training: %.1f ms of its own work, %lld ms wall "
              "(%d steps)",
              busy, gaps.longestMs(), controller->stepsDone());
        QVERIFY2(busy < bound,
                 qPrintable(QStringLiteral("the UI thread worked %1 ms without answering").arg(busy)));
    }
};

QTEST_MAIN(TestTrain)
#include "tst_train.moc"
