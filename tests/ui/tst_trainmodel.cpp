// Labs ▸ Train a Model through its widgets: the window's steps are exactly core's ModelTrainer's
// (the steps train-model takes), Play, Pause, Step and Stop, a new run asked about when the old
// one is not saved, the scrubber bringing back a checkpoint's grid, Open in Model Workbench
// showing the same weights, a head switched off changing the evaluation and not the training,
// Save Model… and the curves' CSV, closing with a model not saved; and the curves' painter.
#include "../common/drawn_texts.h"
#include "file_dialog_answer.h"
#include "window_fixture.h"

#include "core/model/fast_forward.h"
#include "core/model/induction_task.h"
#include "core/model/model_trainer.h"
#include "io/model/gpt2_model.h"
#include "render/trainingcurves.h"
#include "render/lesson/lessonsteps.h"
#include "ui/dialogs/helpdialog.h"
#include "ui/lesson/lessoncontroller.h"
#include "ui/lesson/lessonsetup.h"
#include "ui/heatmap/heatmapwidget.h"
#include "ui/learn/modeltraining.h"
#include "ui/learn/trainingcurveswidget.h"
#include "ui/learn/trainmodelwindow.h"
#include "ui/model/modelbench.h"
#include "ui/model/modelsetup.h"
#include "ui/model/modelviewwidget.h"

#include <QComboBox>
#include <QDockWidget>
#include <QProcess>
#include <QPushButton>
#include <QSlider>
#include <QSpinBox>
#include <QTemporaryDir>

using namespace attn;
using namespace attn::gpt2;
using namespace testing;

namespace {

template <typename T> T *child(QWidget *root, const char *name)
{
    T *w = root->findChild<T *>(QString::fromLatin1(name));
    if (!w)
        qWarning("no %s named %s", T::staticMetaObject.className(), name);
    return w;
}

// The small model the tests train (a few milliseconds a step): 2 layers, 2 heads, d_model 16.
InductionRecipe smallRecipe()
{
    InductionRecipe r = defaultInductionRecipe();
    r.layers = 2;
    r.heads = 2;
    r.dModel = 16;
    return r;
}

// What train-model --task induction trains in `steps` steps with the recipe and seed: core's
// trainer, fed as the command feeds it.
ModelTrainer referenceTrainer(const InductionRecipe &r, std::uint64_t seed)
{
    ModelParams start = newInductionModel(r, seed);
    std::vector<char> frozen = inductionFrozen(start, r.fixedPositions);
    return ModelTrainer(std::move(start), r.optimizer, r.lr, std::move(frozen),
                        inductionBatches(r.task, r.batch, seed));
}

bool sameNumbers(const ModelParams &a, const ModelParams &b, double tolerance = 0)
{
    const auto x = tensorsOf(a), y = tensorsOf(b);
    if (x.size() != y.size())
        return false;
    for (std::size_t t = 0; t < x.size(); ++t) {
        if (x[t].size() != y[t].size())
            return false;
        for (std::int64_t i = 0; i < x[t].size(); ++i)
            if (!(std::abs(x[t].data[i] - y[t].data[i]) <= tolerance)) {
                qWarning("%s[%lld]: %.17g vs %.17g", x[t].name.c_str(), (long long)i, x[t].data[i], y[t].data[i]);
                return false;
            }
    }
    return true;
}

} // namespace

class TestTrainModel : public QObject, public WindowFixture {
    Q_OBJECT
private slots:
    void initTestCase() { WindowFixture::initTestCase(); }
    void init()
    {
        WindowFixture::init();
        auto *action = window()->findChild<QAction *>(QStringLiteral("labsTrainModel"));
        QVERIFY(action);
        action->trigger();
        for (QWidget *w : QApplication::topLevelWidgets()) // a window of its own, no parent
            if (auto *t = qobject_cast<TrainModelWindow *>(w); t && t->isVisible())
                m_w = t;
        QVERIFY(m_w);
        QVERIFY(QTest::qWaitForWindowExposed(m_w));
        m_c = m_w->controller();
        // The size and seed typed into the window's own fields.
        child<QSpinBox>(m_w, "trainModelLayers")->setValue(2);
        child<QSpinBox>(m_w, "trainModelHeads")->setValue(2);
        auto *d = child<QComboBox>(m_w, "trainModelDModel");
        d->setCurrentIndex(d->findData(16));
        child<QSpinBox>(m_w, "trainModelSeed")->setValue(5);
        QCOMPARE(m_c->recipe().dModel, 16);
        QCOMPARE(m_c->settings().seed, std::uint64_t(5));
    }
    void cleanup()
    {
        if (m_c)
            m_c->clear(); // nothing to ask about on close
        m_w = nullptr;
        m_c = nullptr;
        WindowFixture::cleanup();
    }

    // Each Step is one step of core's trainer with the command's batches: the weights after three
    // are those `train-model --task induction --seed 5 --steps 3` trains, bit for bit, and so are
    // the three losses.
    void stepsAreTrainModelsSteps()
    {
        auto *step = child<QPushButton>(m_w, "trainModelStep");
        for (int k = 1; k <= 3; ++k) {
            QTest::mouseClick(step, Qt::LeftButton);
            QTRY_COMPARE(m_c->stepsDone(), k);
            QTRY_VERIFY(!m_c->isStepping());
        }
        ModelTrainer reference = referenceTrainer(smallRecipe(), 5);
        std::vector<double> losses;
        for (int k = 0; k < 3; ++k) {
            QVERIFY(reference.step());
            losses.push_back(reference.lastLoss());
        }
        QVERIFY(m_c->shownParams());
        QVERIFY(sameNumbers(*m_c->shownParams(), reference.params()));
        QCOMPARE(m_c->losses(), losses);
        // And the program itself: train-model with the same seed, sizes and steps, written in F64.
        QTemporaryDir dir;
        const QString folder = dir.filePath(QStringLiteral("cli"));
        QProcess cli;
        cli.start(QStringLiteral(ATTENTION_LAB_BIN),
                  { QStringLiteral("train-model"), QStringLiteral("--task"), QStringLiteral("induction"),
                    QStringLiteral("--seed"), QStringLiteral("5"), QStringLiteral("--layers"), QStringLiteral("2"),
                    QStringLiteral("--heads"), QStringLiteral("2"), QStringLiteral("--d-model"), QStringLiteral("16"),
                    QStringLiteral("--steps"), QStringLiteral("3"), QStringLiteral("--out-dtype"), QStringLiteral("F64"),
                    QStringLiteral("--out"), folder });
        QVERIFY(cli.waitForFinished(60000));
        QVERIFY2(cli.exitCode() == 0, cli.readAllStandardError().constData());
        QString error;
        const auto written = io::loadGpt2Model(folder, &error);
        QVERIFY2(written, qPrintable(error));
        QVERIFY(sameNumbers(paramsFromWeights(written->weights), *m_c->shownParams()));
        // Measured before the first step and where a Step ended.
        QCOMPARE(m_c->evaluations().front().step, 0);
        QCOMPARE(m_c->evaluations().back().step, 3);
        const InductionMeasures m = measureInduction(reference.params(), heldOutInductionBatch(smallRecipe().task));
        QCOMPARE(m_c->evaluations().back().repeatedHalfLoss, m.repeatedHalfLoss);
        QCOMPARE(int(m_c->evaluations().back().induction.size()), 4);
        QVERIFY(child<QLabel>(m_w, "trainModelStatus")->text().startsWith(QStringLiteral("Step 3")));
        // Three steps form nothing: the large map's note does not say that a head has.
        QVERIFY2(child<QLabel>(m_w, "trainModelLargeNote")->text().contains(QStringLiteral("has formed yet")),
                 qPrintable(child<QLabel>(m_w, "trainModelLargeNote")->text()));
        // The grid: the newest model on the showcase sequence.
        const Sequence showcase = showcaseInductionSequence(smallRecipe().task);
        auto *grid = child<ModelViewWidget>(m_w, "trainModelGrid");
        QVERIFY(grid->painter().data().result);
        QCOMPARE(grid->painter().data().result->ids, std::vector<int>(showcase.begin(), showcase.end()));
    }

    // Play runs until Pause; the steps of the batch in flight are kept. Stop ends the run: the
    // size can change again, what was trained stays. The next Play, with that model not saved,
    // asks first; let go, a new run starts from step 0.
    void playPauseStopAndANewRun()
    {
        auto *play = child<QPushButton>(m_w, "trainModelPlay");
        QTest::mouseClick(play, Qt::LeftButton);
        QVERIFY(m_c->isPlaying());
        QCOMPARE(play->text(), QStringLiteral("Pause"));
        QVERIFY(!child<QSpinBox>(m_w, "trainModelSeed")->isEnabled());
        QTRY_VERIFY(m_c->stepsDone() >= 30);
        QTest::mouseClick(play, Qt::LeftButton);
        QVERIFY(!m_c->isPlaying());
        QTRY_VERIFY(!m_c->isStepping());
        const int paused = m_c->stepsDone();
        QTest::qWait(200);
        QCOMPARE(m_c->stepsDone(), paused);
        QCOMPARE(int(m_c->losses().size()), paused);
        // The weights are still the command's after that many steps, however the batches fell.
        ModelTrainer reference = referenceTrainer(smallRecipe(), 5);
        for (int k = 0; k < paused; ++k)
            QVERIFY(reference.step());
        QVERIFY(sameNumbers(*m_c->shownParams(), reference.params()));

        QTest::mouseClick(child<QPushButton>(m_w, "trainModelStop"), Qt::LeftButton);
        QVERIFY(!m_c->hasRun());
        QVERIFY(child<QSpinBox>(m_w, "trainModelSeed")->isEnabled());
        QVERIFY(child<QPushButton>(m_w, "trainModelSave")->isEnabled()); // still there to keep
        QVERIFY(m_c->hasUnsavedModel());
        child<QSpinBox>(m_w, "trainModelSeed")->setValue(6);

        {
            MessageBoxCatcher cancel(QMessageBox::Cancel);
            QTest::mouseClick(play, Qt::LeftButton);
            QTRY_VERIFY(!cancel.text().isEmpty());
            QVERIFY(cancel.text().contains(QStringLiteral("not saved")));
        }
        QVERIFY(!m_c->hasRun());
        QCOMPARE(m_c->stepsDone(), paused); // kept
        {
            MessageBoxCatcher discard(QMessageBox::Discard);
            QTest::mouseClick(child<QPushButton>(m_w, "trainModelStep"), Qt::LeftButton);
            QTRY_VERIFY(!discard.text().isEmpty());
        }
        QTRY_COMPARE(m_c->stepsDone(), 1);
        QTRY_VERIFY(!m_c->isStepping());
        ModelTrainer seed6 = referenceTrainer(smallRecipe(), 6);
        QVERIFY(seed6.step());
        QVERIFY(sameNumbers(*m_c->shownParams(), seed6.params()));
    }

    // A checkpoint every 5 steps: the scrubber at step 5 shows the grid of the model after five
    // steps (its pass computed again), the cursor on the curves; at its right end, the newest.
    void scrubberBringsBackACheckpoint()
    {
        child<QSpinBox>(m_w, "trainModelCheckpointEvery")->setValue(5);
        auto *step = child<QPushButton>(m_w, "trainModelStep");
        for (int k = 1; k <= 12; ++k) {
            QTest::mouseClick(step, Qt::LeftButton);
            QTRY_COMPARE(m_c->stepsDone(), k);
        }
        QTRY_VERIFY(!m_c->isStepping());
        QCOMPARE(int(m_c->checkpoints().size()), 3); // steps 0, 5, 10
        auto *slider = child<QSlider>(m_w, "trainModelScrubber");
        QCOMPARE(slider->maximum(), 3);
        QCOMPARE(slider->value(), 3);
        slider->setFocus();
        QTest::keyClick(slider, Qt::Key_Left);
        QTest::keyClick(slider, Qt::Key_Left);
        QCOMPARE(slider->value(), 1);
        QCOMPARE(m_c->shownStep(), 5);
        ModelTrainer reference = referenceTrainer(smallRecipe(), 5);
        for (int k = 0; k < 5; ++k)
            QVERIFY(reference.step());
        QVERIFY(sameNumbers(*m_c->shownParams(), reference.params()));
        const Sequence showcase = showcaseInductionSequence(smallRecipe().task);
        const auto expected = runModelFast(weightsView(reference.params()), showcase);
        QVERIFY(expected);
        auto *grid = child<ModelViewWidget>(m_w, "trainModelGrid");
        QTRY_VERIFY(grid->painter().data().modelName == QStringLiteral("step 5"));
        const auto &shown = *grid->painter().data().result;
        for (int L = 0; L < 2; ++L)
            for (int h = 0; h < 2; ++h)
                for (int i = 0; i < int(showcase.size()); ++i)
                    for (int j = 0; j <= i; ++j)
                        QCOMPARE(shown.layers[L].heads[h](i, j), expected->layers[L].heads[h](i, j));
        QCOMPARE(child<TrainingCurvesWidget>(m_w, "trainingCurves")->data().cursorStep, 5);
        QVERIFY(child<QLabel>(m_w, "trainModelScrubberText")->text().contains(QStringLiteral("step 5 of 12")));
        QVERIFY(child<QLabel>(m_w, "trainModelStatus")->text().contains(QStringLiteral("(at step 5)")));
        // Clicking the curves near step 10 shows the checkpoint there.
        auto *curves = child<TrainingCurvesWidget>(m_w, "trainingCurves");
        const TrainingCurvesLayout l = curves->painter().layout(curves->plotArea());
        QTest::mouseClick(curves, Qt::LeftButton, {}, QPointF(l.xAt(10), l.loss.center().y()).toPoint());
        QCOMPARE(m_c->shownStep(), 10);
        QTest::keyClick(slider, Qt::Key_End);
        QCOMPARE(m_c->shownCheckpoint(), -1);
        QTRY_VERIFY(grid->painter().data().modelName == QStringLiteral("step 12"));
    }

    // Past their memory the checkpoints are thinned (every other one goes, the interval doubles),
    // step 0 kept; the one shown, if it went, gives way to the nearest earlier one, measured.
    void checkpointsAreThinned()
    {
        child<QSpinBox>(m_w, "trainModelCheckpointEvery")->setValue(1);
        auto *step = child<QPushButton>(m_w, "trainModelStep");
        QTest::mouseClick(step, Qt::LeftButton);
        QTRY_COMPARE(m_c->stepsDone(), 1);
        QTRY_VERIFY(!m_c->isStepping());
        const std::int64_t each = m_c->checkpoints().front().params->parameterCount() * std::int64_t(sizeof(double));
        m_c->setCheckpointBudget(3 * each);
        for (int k = 2; k <= 5; ++k) {
            QTest::mouseClick(step, Qt::LeftButton);
            QTRY_COMPARE(m_c->stepsDone(), k);
            QTRY_VERIFY(!m_c->isStepping());
        }
        std::vector<int> kept;
        for (const ModelCheckpoint &c : m_c->checkpoints())
            kept.push_back(c.step);
        QCOMPARE(kept, (std::vector<int> { 0, 2, 4 })); // step 3 made four: every other went
        m_c->setShownCheckpoint(1); // step 2
        QTRY_VERIFY(child<ModelViewWidget>(m_w, "trainModelGrid")->painter().data().modelName == QStringLiteral("step 2"));
        QTest::mouseClick(step, Qt::LeftButton);
        QTRY_COMPARE(m_c->stepsDone(), 6);
        QTRY_VERIFY(!m_c->isStepping());
        kept.clear();
        for (const ModelCheckpoint &c : m_c->checkpoints())
            kept.push_back(c.step);
        QCOMPARE(kept, (std::vector<int> { 0, 4 })); // step 6 made four again
        QCOMPARE(m_c->shownStep(), 0); // step 2 went: the nearest earlier one
        QTRY_VERIFY(child<ModelViewWidget>(m_w, "trainModelGrid")->painter().data().modelName == QStringLiteral("step 0"));
    }

    // Open in Model Workbench at a checkpoint: the main window's workbench runs exactly those
    // weights (float64, nothing rounded) on the showcase sequence, and its tools work on it.
    void workbenchOpensTheSameWeights()
    {
        child<QSpinBox>(m_w, "trainModelCheckpointEvery")->setValue(2);
        for (int k = 1; k <= 4; ++k) {
            QTest::mouseClick(child<QPushButton>(m_w, "trainModelStep"), Qt::LeftButton);
            QTRY_COMPARE(m_c->stepsDone(), k);
        }
        QTRY_VERIFY(!m_c->isStepping());
        m_c->setShownCheckpoint(1); // step 2
        QCOMPARE(m_c->shownStep(), 2);
        QTest::mouseClick(child<QPushButton>(m_w, "trainModelOpen"), Qt::LeftButton);
        ModelSetup *setup = window()->modelSetup();
        QTRY_VERIFY(setup->model());
        const auto loaded = setup->model();
        QVERIFY(loaded->name().contains(QStringLiteral("step 2")));
        QVERIFY(sameNumbers(paramsFromWeights(loaded->model->weights), *m_c->shownParams()));
        // The grid's sequence less its last letter: the next token asked for is a repeated letter.
        const Sequence showcase = showcaseInductionSequence(smallRecipe().task);
        QCOMPARE(loaded->result->ids, std::vector<int>(showcase.begin(), showcase.end() - 1));
        QCOMPARE(showcase.back(), showcase[showcase.size() / 2]); // … which the first copy holds
        QCOMPARE(loaded->model->config.textPrefixId, smallRecipe().task.bos());
        QVERIFY(setup->dock()->isVisible());
        // The workbench's own tools: a head switched off there reruns the model.
        ModelBench *bench = setup->bench();
        QCOMPARE(int(bench->scores().size()), 4);
        const auto before = bench->current();
        bench->setHeadOff(1, 0, true);
        QTRY_VERIFY(bench->current() != before);
        QVERIFY(bench->current()->interventions.ablates(1, 0));
        bench->undoStack()->clear();
    }

    // A head switched off (Ctrl+click on the grid) changes what is measured — the repeated half's
    // loss is the model's without it — and the grid's marks; the training goes on with every head.
    void headOffChangesTheEvaluationNotTheTraining()
    {
        auto *step = child<QPushButton>(m_w, "trainModelStep");
        for (int k = 1; k <= 2; ++k) {
            QTest::mouseClick(step, Qt::LeftButton);
            QTRY_COMPARE(m_c->stepsDone(), k);
        }
        QTRY_VERIFY(!m_c->isStepping());
        auto *grid = child<ModelViewWidget>(m_w, "trainModelGrid");
        const QPoint at = grid->panelRect(1, 1).center().toPoint();
        QTest::mouseClick(grid, Qt::LeftButton, Qt::ControlModifier, at);
        QVERIFY(m_c->isHeadOff(1, 1));
        QTRY_VERIFY(m_c->shownEvaluation() && m_c->shownEvaluation()->off == QStringLiteral("L2 H2"));
        const ModelParams trained = *m_c->shownParams();
        const auto heldOut = heldOutInductionBatch(smallRecipe().task);
        QCOMPARE(m_c->shownEvaluation()->repeatedHalfLoss, repeatedHalfLoss(trained, heldOut, 0, { { 1, 1 } }));
        QCOMPARE(m_c->evaluations().back().step, 2); // the point at step 2, measured again
        QCOMPARE(m_c->evaluations().back().off, QStringLiteral("L2 H2"));
        QTRY_VERIFY(grid->painter().data().result->interventions.ablates(1, 1));
        QVERIFY(child<QLabel>(m_w, "trainModelGridNote")->text().contains(QStringLiteral("L2 H2")));
        auto *restore = child<QPushButton>(m_w, "trainModelRestoreHeads");
        QVERIFY(restore->isVisible());

        QTest::mouseClick(step, Qt::LeftButton);
        QTRY_COMPARE(m_c->stepsDone(), 3);
        QTRY_VERIFY(!m_c->isStepping());
        ModelTrainer reference = referenceTrainer(smallRecipe(), 5);
        for (int k = 0; k < 3; ++k)
            QVERIFY(reference.step());
        QVERIFY(sameNumbers(*m_c->shownParams(), reference.params())); // trained whole
        QCOMPARE(m_c->evaluations().back().off, QStringLiteral("L2 H2"));
        QCOMPARE(m_c->evaluations().back().repeatedHalfLoss,
                 repeatedHalfLoss(reference.params(), heldOut, 0, { { 1, 1 } }));

        QTest::mouseClick(restore, Qt::LeftButton);
        QVERIFY(m_c->headsOff().empty());
        QTRY_VERIFY(m_c->shownEvaluation() && m_c->shownEvaluation()->off.isEmpty());
        QCOMPARE(m_c->shownEvaluation()->repeatedHalfLoss, repeatedHalfLoss(reference.params(), heldOut));
    }

    // Save Model… writes the GPT-2 folder train-model writes (it opens, F32, the same weights);
    // the curves' CSV has a line per step and a column per head's score.
    void savesTheModelAndTheCurves()
    {
        for (int k = 1; k <= 3; ++k) {
            QTest::mouseClick(child<QPushButton>(m_w, "trainModelStep"), Qt::LeftButton);
            QTRY_COMPARE(m_c->stepsDone(), k);
        }
        QTRY_VERIFY(!m_c->isStepping());
        QVERIFY(m_c->hasUnsavedModel());
        QTemporaryDir dir;
        const QString folder = dir.filePath(QStringLiteral("trained"));
        answerFileDialog(folder);
        QTest::mouseClick(child<QPushButton>(m_w, "trainModelSave"), Qt::LeftButton);
        QVERIFY(!m_c->hasUnsavedModel());
        QString error;
        const auto model = io::loadGpt2Model(folder, &error);
        QVERIFY2(model, qPrintable(error));
        QCOMPARE(model->config.textPrefixId, smallRecipe().task.bos());
        const ModelParams read = paramsFromWeights(model->weights);
        QVERIFY(sameNumbers(read, *m_c->shownParams(), 1e-6)); // stored as float32
        // A name that is taken by a file is refused, and said; the file stays as it was.
        {
            const QString taken = dir.filePath(QStringLiteral("notes.txt"));
            QFile file(taken);
            QVERIFY(file.open(QIODevice::WriteOnly) && file.write("keep") == 4);
            file.close();
            MessageBoxCatcher box;
            answerFileDialog(taken);
            QTest::mouseClick(child<QPushButton>(m_w, "trainModelSave"), Qt::LeftButton);
            QTRY_VERIFY(!box.text().isEmpty());
            QVERIFY2(box.text().contains(QStringLiteral("exists and is not a folder")), qPrintable(box.text()));
            QVERIFY(!box.text().startsWith(QStringLiteral("out:")));
            QVERIFY(file.open(QIODevice::ReadOnly));
            QCOMPARE(file.readAll(), QByteArray("keep"));
        }

        const QString csv = dir.filePath(QStringLiteral("curves.csv"));
        answerFileDialog(csv);
        QTest::mouseClick(child<QPushButton>(m_w, "trainModelCsv"), Qt::LeftButton);
        QFile f(csv);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QStringList lines = QString::fromUtf8(f.readAll()).split(QStringLiteral("\r\n"), Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 1 + 4); // header, steps 0 … 3
        QCOMPARE(lines[0].split(',').size(), 4 + 2 * 4);
        QVERIFY(lines[0].startsWith(QStringLiteral("step,loss,repeated_half_loss,heads_off,L1H1 previous token")));
        const QStringList third = lines[3].split(',');
        QCOMPARE(third[0], QStringLiteral("2"));
        QCOMPARE(third[1].toDouble(), m_c->losses()[1]);
        QCOMPARE(third[2].toDouble(), m_c->evaluations()[2].repeatedHalfLoss);
    }

    // Closing the window, or the main window, with a model not saved asks; Cancel keeps it all,
    // Discard lets it go.
    void closingAsksWhenTheModelIsNotSaved()
    {
        QTest::mouseClick(child<QPushButton>(m_w, "trainModelStep"), Qt::LeftButton);
        QTRY_COMPARE(m_c->stepsDone(), 1);
        QTRY_VERIFY(!m_c->isStepping());
        {
            MessageBoxCatcher cancel(QMessageBox::Cancel);
            QVERIFY(!m_w->close());
            QVERIFY(cancel.text().contains(QStringLiteral("not saved")));
        }
        QVERIFY(m_w->isVisible());
        QCOMPARE(m_c->stepsDone(), 1);
        {
            MessageBoxCatcher cancel(QMessageBox::Cancel);
            QVERIFY(!window()->close());
            QVERIFY(cancel.text().contains(QStringLiteral("not saved")));
        }
        QVERIFY(window()->isVisible());
        {
            MessageBoxCatcher discard(QMessageBox::Discard);
            QVERIFY(m_w->close());
        }
        QVERIFY(!m_w->isVisible());
        QCOMPARE(m_c->stepsDone(), 0);
        QVERIFY(!m_c->shownParams());
        {
            // Nothing left to ask about: a box would be answered Cancel here, and counted.
            int asked = 0;
            QTimer watch; // ends with this scope (a MessageBoxCatcher waits for a box to come)
            watch.setInterval(20);
            connect(&watch, &QTimer::timeout, this, [&asked] {
                if (auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget())) {
                    ++asked;
                    box->button(QMessageBox::Cancel)->click();
                }
            });
            watch.start();
            QVERIFY(m_w->maybeDiscard());
            QCOMPARE(asked, 0);
        }
        // The main window closing takes this one with it (it would keep the program running).
        m_w->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_w));
        QVERIFY(window()->close());
        QVERIFY(!m_w->isVisible());
    }

    // The lesson's coda, after the recap and the block (the tail's order: recap → the block →
    // training → today's variants): a run the app recorded (marked so), the two heads that formed
    // named, and Train It Live opening this window.
    void lessonCodaTrainsItLive()
    {
        const int coda = lesson::stepIndex(QStringLiteral("induction-forms"));
        QCOMPARE(lesson::stepIndex(QStringLiteral("block")), lesson::stepIndex(QStringLiteral("recap")) + 1);
        QCOMPARE(coda, lesson::stepIndex(QStringLiteral("mlp")) + 1);
        QCOMPARE(lesson::stepIndex(QStringLiteral("attention-today")), coda + 1);
        m_w->hide();
        window()->lesson()->showStep(QStringLiteral("induction-forms"));
        auto *controller = window()->lesson()->findChild<LessonController *>(QStringLiteral("lessonController"));
        QVERIFY(controller);
        const lesson::StepModel &step = controller->currentStep();
        QCOMPARE(step.id, QStringLiteral("induction-forms"));
        const auto *picture = step.as<lesson::CurvesPicture>();
        QVERIFY(picture && picture->training && picture->beside);
        QVERIFY(picture->heading.startsWith(QStringLiteral("recorded")));
        const TrainingRise induction = inductionRise(*picture->training);
        QVERIFY(induction.step); // the recorded run did form one
        QVERIFY(step.conclusion.contains(headName(induction.head / 4, induction.head % 4)));
        QVERIFY(picture->beside->heading.contains(headName(induction.head / 4, induction.head % 4)));
        auto *live = window()->findChild<QPushButton *>(QStringLiteral("lessonTrainLive"));
        QVERIFY(live);
        QTRY_VERIFY(live->isVisible());
        // A student changed the seed and the heads before: Train It Live gives the recorded run's.
        QVERIFY(!m_w->controller()->hasRun());
        child<QSpinBox>(m_w, "trainModelSeed")->setValue(7);
        child<QSpinBox>(m_w, "trainModelHeads")->setValue(2);
        QTest::mouseClick(live, Qt::LeftButton);
        QTRY_VERIFY(m_w->isVisible());
        QCOMPARE(child<QSpinBox>(m_w, "trainModelSeed")->value(), 1);
        QCOMPARE(child<QSpinBox>(m_w, "trainModelHeads")->value(), gpt2::defaultInductionRecipe().heads);
        QCOMPARE(m_w->controller()->settings().seed, std::uint64_t(1));
        // A run of other settings is kept, and the status line says how to get the lesson's.
        child<QSpinBox>(m_w, "trainModelSeed")->setValue(7);
        QTest::mouseClick(child<QPushButton>(m_w, "trainModelStep"), Qt::LeftButton);
        QTRY_COMPARE(m_w->controller()->stepsDone(), 1);
        QTRY_VERIFY(!m_w->controller()->isStepping());
        QTest::mouseClick(live, Qt::LeftButton);
        QCOMPARE(m_w->controller()->settings().seed, std::uint64_t(7));
        QVERIFY(child<QLabel>(m_w, "trainModelStatus")->text().contains(QStringLiteral("not the lesson's run")));
        // Stop, then Train It Live again: the fields are the lesson's, and Play would train its run.
        QTest::mouseClick(child<QPushButton>(m_w, "trainModelStop"), Qt::LeftButton);
        QTRY_VERIFY(!m_w->controller()->hasRun());
        QTest::mouseClick(live, Qt::LeftButton);
        QCOMPARE(child<QSpinBox>(m_w, "trainModelSeed")->value(), 1);
        QCOMPARE(m_w->controller()->settings().seed, std::uint64_t(1));
        // Elsewhere in the lesson it is not offered.
        window()->lesson()->showStep(QStringLiteral("recap"));
        QTRY_VERIFY(!live->isVisible());
    }

    // Help covers it, with the buttons' own names; the Labs menu names it as the window does.
    void helpCoversIt()
    {
        const QString html = howToHtml();
        QVERIFY(html.contains(QStringLiteral("Labs ▸ Train a Model")));
        for (const char *button : { "trainModelPlay", "trainModelStep", "trainModelStop", "trainModelOpen",
                                    "trainModelSave", "trainModelCsv" }) {
            QString text = child<QPushButton>(m_w, button)->text();
            text.replace(QStringLiteral("…"), QString());
            QVERIFY2(html.contains(QStringLiteral("<b>") + text), button);
        }
        QVERIFY(m_w->windowTitle().startsWith(QStringLiteral("Train a Model")));
    }

    // Asked on closing with the model not saved, Save writes the newest model even when an
    // earlier checkpoint is shown; the name suggested is its step's.
    void closingSavesTheNewestModel()
    {
        child<QSpinBox>(m_w, "trainModelCheckpointEvery")->setValue(2);
        for (int k = 1; k <= 3; ++k) {
            QTest::mouseClick(child<QPushButton>(m_w, "trainModelStep"), Qt::LeftButton);
            QTRY_COMPARE(m_c->stepsDone(), k);
        }
        QTRY_VERIFY(!m_c->isStepping());
        m_c->setShownCheckpoint(1); // step 2
        QCOMPARE(m_c->suggestedFolderName(m_c->stepOf(m_c->newestParams())), QStringLiteral("induction-seed5-step3"));
        QTemporaryDir dir;
        const QString folder = dir.filePath(QStringLiteral("newest"));
        answerFileDialog(folder);
        {
            MessageBoxCatcher save(QMessageBox::Save);
            QVERIFY(m_w->close());
            QVERIFY(save.text().contains(QStringLiteral("not saved")));
        }
        QVERIFY(!m_c->hasUnsavedModel());
        QString error;
        const auto model = io::loadGpt2Model(folder, &error);
        QVERIFY2(model, qPrintable(error));
        QVERIFY(sameNumbers(paramsFromWeights(model->weights), *m_c->newestParams(), 1e-6));
        QVERIFY(!sameNumbers(paramsFromWeights(model->weights), *m_c->checkpoints()[1].params, 1e-6));
    }

    // A set speed is kept at every setting: slow ones tick less often, fast ones take more steps
    // a tick.
    void speedsAreKept()
    {
        for (int speed : { 2, 10, 50, 200 }) {
            const auto t = ModelTrainingController::tickFor(speed);
            QCOMPARE(t.steps * 1000 / t.intervalMs, speed);
        }
        QCOMPARE(ModelTrainingController::tickFor(2).intervalMs, 500);
        auto *speed = child<QComboBox>(m_w, "trainModelSpeed");
        speed->setCurrentIndex(speed->findData(2));
        QCOMPARE(m_c->stepsPerSecond(), 2);
        speed->setCurrentIndex(0);
        QCOMPARE(m_c->stepsPerSecond(), int(ModelTrainingController::kFullSpeed));
    }

    // The painter: when a score rose, which head leads, and every mark in the picture.
    void risesAndMarks()
    {
        QCOMPARE(riseOf({ 0.1, 0.1, 0.2, 0.35, 0.5, 0.5 }), std::optional<std::size_t>(3)); // half-way 0.3
        QCOMPARE(riseOf({ 0.1, 0.12, 0.15, 0.14 }), std::nullopt); // climbed less than 0.1
        QCOMPARE(riseOf({ std::nan(""), 0.0, 0.4 }), std::optional<std::size_t>(2));
        QCOMPARE(riseOf({}), std::nullopt);

        TrainingCurvesData d;
        d.title = QStringLiteral("test run");
        d.layers = 2;
        d.heads = 2;
        for (int s = 0; s <= 400; s += 50) {
            TrainingEval e;
            e.step = s;
            const double t = s >= 200 ? 1.0 : 0.0;
            e.repeatedHalfLoss = 3.0 - 2.5 * t;
            e.previousToken = { 0.1, 0.1 + 0.6 * t, 0.1, 0.2 }; // L1 H2 rises at 200
            e.induction = { 0.1, 0.1, 0.1 + 0.5 * (s >= 250), 0.9 }; // layer 1's 0.9 does not count
            e.off = s == 400 ? QStringLiteral("L2 H1") : QString();
            d.evals.push_back(e);
        }
        d.losses.assign(400, 2.0);
        QCOMPARE(previousTokenRise(d).head, 1);
        QCOMPARE(previousTokenRise(d).step, std::optional<int>(200));
        // A layer-2 head looking back more does not lead the previous-token heads (layer 1 only).
        for (TrainingEval &e : d.evals)
            e.previousToken[3] = 0.95;
        QCOMPARE(previousTokenRise(d).head, 1);
        QCOMPARE(inductionRise(d).head, 3); // layer 2's head 2 (0.9) leads: index 3
        d.evals.back().induction[3] = 0.05;
        // The last evaluation had L2 H1 off: the leader is read from the one before (0.9 still).
        QCOMPARE(inductionRise(d).head, 3);
        d.evals.back().off.clear();
        QCOMPARE(inductionRise(d).head, 2);
        QCOMPARE(inductionRise(d).step, std::optional<int>(250));
        d.evals.back().off = QStringLiteral("L2 H1");
        for (TrainingEval &e : d.evals)
            e.induction[3] = 0.05;
        QCOMPARE(inductionRise(d).head, 2);
        d.cursorStep = 100;
        const TrainingCurvesPainter painter(d, {});
        const QStringList texts = drawnTexts([&](QPainter &p, const QRectF &r) { painter.paint(p, r); }, { 1280, 720 });
        for (const char *expected : { "L1 H2 rises · step 200", "L2 H1 rises · step 250", "shown: step 100",
                                      "L2 H1 off", "test run", "training step" })
            QVERIFY2(texts.contains(QString::fromUtf8(expected)), expected);
        // An empty run says what to do.
        const QStringList empty = drawnTexts(
            [&](QPainter &p, const QRectF &r) { TrainingCurvesPainter(TrainingCurvesData(), {}).paint(p, r); },
            { 640, 400 });
        QVERIFY(empty.contains(QStringLiteral("No training yet: press Play or Step")));
    }

private:
    TrainModelWindow *m_w = nullptr;
    ModelTrainingController *m_c = nullptr;
};

QTEST_MAIN(TestTrainModel)
#include "tst_trainmodel.moc"
