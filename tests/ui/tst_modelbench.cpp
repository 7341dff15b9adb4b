// The model workbench (issue 22, item 3), driven through its widgets on a small random GPT-2
// the test writes (tests/common/gpt2_files.h): switching a head off reruns the model and the
// next-token panel shows before → after (the core's readable pass with the same intervention
// gives the same numbers); Restore All; undo of a toggle; a token clicked in the token row
// predicts after it (a causal model: the same as running the prefix alone); importance with
// Cancel, then a completed run badging every panel; Run Model With This Layer after an edit in
// the tables; head-score badges and the ranked list; both CSV exports through the file dialog;
// "why this score": a cell of the large map clicked, its score split by the sources (the core's
// attribution, summing to the score), following a head switched off, exported as CSV.
#include "../common/gpt2_files.h"
#include "file_dialog_answer.h"
#include "model_window_fixture.h"

#include "core/model/forward.h"
#include "core/model/interventions.h"
#include "core/model/mechanisms.h"
#include "io/model/gpt2_model.h"
#include "io/session_json.h"
#include "ui/model/modelloader.h"
#include "ui/heatmap/heatmapwidget.h"
#include "ui/common/preferences.h"
#include "ui/dialogs/helpdialog.h"
#include "ui/model/attributionwidget.h"
#include "ui/window/mainwindow.h"
#include "ui/model/modelbench.h"
#include "ui/model/modelpanel.h"
#include "ui/model/modelsetup.h"
#include "ui/model/modelviewwidget.h"
#include "ui/model/nexttokenwidget.h"
#include "ui/tables/matrixmodel.h"

#include <QComboBox>
#include <QDockWidget>
#include <QLabel>
#include <QFileDialog>
#include <QLineEdit>
#include <QMenu>
#include <QProgressBar>
#include <QSettings>
#include <QTabBar>
#include <QTabWidget>
#include <QToolButton>
#include <QToolTip>
#include <QTreeWidget>

#include <cmath>

using namespace attn;
using namespace testing;
using testing::named;

namespace {

// References: the fixture's inline variables may be initialised after this file's own (clang at -O0).
const QString &kText = testing::kWorldText;
const std::vector<int> &kIds = testing::kWorldIds;

// The row of the next-token panel for token `id`, or null.
const NextTokenRow *rowOf(const NextTokenData &d, int id)
{
    for (const NextTokenRow &r : d.rows)
        if (r.id == id)
            return &r;
    return nullptr;
}

} // namespace

class TestModelBench : public QObject, public testing::ModelWindowFixture {
    Q_OBJECT

    ModelBench *bench() { return named<ModelBench>(window(), "modelBench"); }
    ModelViewWidget *view() { return named<ModelViewWidget>(panel(), "modelView"); }
    NextTokenWidget *next() { return named<NextTokenWidget>(panel(), "nextTokenView"); }
    const gpt2::Weights &weights() { return setup()->model()->model->weights; }

    // Waits for the rerun a change started to deliver.
    bool rerunDone()
    {
        QSignalSpy changed(bench(), &ModelBench::resultChanged);
        return !bench()->isRerunning() || changed.wait(20000) || changed.count() > 0;
    }
    // Every "after" of the panel is the readable pass's with these interventions (its top 5).
    void afterMatchesReadable(const gpt2::Interventions &iv)
    {
        const gpt2::ModelResult ref = gpt2::runModel(weights(), kIds, iv);
        const NextTokenData &d = next()->painter().data();
        QVERIFY(d.hasAfter());
        for (const gpt2::Candidate &c : ref.next) {
            const NextTokenRow *r = rowOf(d, c.id);
            QVERIFY2(r, qPrintable(QStringLiteral("token %1 missing").arg(c.id)));
            QVERIFY(r->after);
            QVERIFY2(std::abs(*r->after - c.probability) < 1e-9,
                     qPrintable(QStringLiteral("%1 vs %2").arg(*r->after).arg(c.probability)));
        }
    }
    void ctrlClick(int layer, int head)
    {
        QTest::mouseClick(view(), Qt::LeftButton, Qt::ControlModifier,
                          view()->panelRect(layer, head).center().toPoint());
    }
    static QStringList csvLines(const QString &path)
    {
        QFile f(path);
        if (!f.open(QIODevice::ReadOnly))
            return {};
        return QString::fromUtf8(f.readAll()).split(QStringLiteral("\r\n"), Qt::SkipEmptyParts);
    }

private slots:
    void initTestCase() { ModelWindowFixture::initTestCase(); }
    void init() { WindowFixture::init(); }
    void cleanup() { WindowFixture::cleanup(); }

    void nextTokenPanelShowsTheTopTen()
    {
        QVERIFY(openAndWait());
        const NextTokenData &d = next()->painter().data();
        QCOMPARE(d.position, 3);
        QCOMPARE(int(d.rows.size()), ModelBench::kShownCandidates);
        QVERIFY(!d.hasAfter());
        // The first five are the pass's own next_token, in order.
        const gpt2::ModelResult ref = gpt2::runModel(weights(), kIds);
        for (std::size_t k = 0; k < ref.next.size(); ++k) {
            QCOMPARE(d.rows[k].id, ref.next[k].id);
            QVERIFY(std::abs(d.rows[k].before - ref.next[k].probability) < 1e-9);
        }
    }

    void clickedTokenPredictsAfterIt()
    {
        QVERIFY(openAndWait());
        const QRectF token = next()->tokenRect(1);
        QVERIFY(!token.isEmpty());
        QTest::mouseClick(next(), Qt::LeftButton, {}, token.center().toPoint());
        const NextTokenData &d = next()->painter().data();
        QCOMPARE(d.position, 1);
        // Causal: what follows token 2 is what the first two tokens alone predict.
        const gpt2::ModelResult prefix = gpt2::runModel(weights(), { kIds[0], kIds[1] });
        for (std::size_t k = 0; k < prefix.next.size(); ++k) {
            QCOMPARE(d.rows[k].id, prefix.next[k].id);
            QVERIFY(std::abs(d.rows[k].before - prefix.next[k].probability) < 1e-9);
        }
    }

    void togglingAHeadRerunsAndUpdatesTheNextTokenPanel()
    {
        QVERIFY(openAndWait());
        QTest::mouseClick(view(), Qt::LeftButton, {}, view()->panelRect(1, 2).center().toPoint());
        auto *ablate = named<QPushButton>(panel(), "ablateHead");
        QVERIFY(ablate->text().contains(QStringLiteral("Layer 2 Head 3")));
        QSignalSpy changed(bench(), &ModelBench::resultChanged);
        QTest::mouseClick(ablate, Qt::LeftButton);
        QVERIFY(changed.wait(20000) || changed.count() > 0);
        QVERIFY(ablate->isChecked());
        QVERIFY(view()->painter().options().marks.isOff(1 * 4 + 2));
        gpt2::Interventions iv;
        iv.ablated = { { 1, 2 } };
        afterMatchesReadable(iv);
        // The model view shows the rerun: layer 3's weights are those of the ablated pass.
        const gpt2::ModelResult ref = gpt2::runModel(weights(), kIds, iv);
        const auto &shown = view()->painter().data().result->layers[2].heads[0];
        QVERIFY(std::abs(shown(3, 1) - ref.layers[2].heads[0](3, 1)) < 1e-9);

        // Ctrl+click another panel, with the mean this time (the mode for every head switched off).
        auto *how = named<QComboBox>(panel(), "ablationMode");
        how->setFocus();
        QTest::keyClick(how, Qt::Key_Down);
        QVERIFY(rerunDone());
        ctrlClick(0, 1);
        QVERIFY(rerunDone());
        iv.ablated = { { 0, 1 }, { 1, 2 } };
        iv.ablation = gpt2::Ablation::Mean;
        afterMatchesReadable(iv);
        QVERIFY(next()->painter().data().change.contains(QStringLiteral("mean")));
    }

    // The panel's context menu: switch off with the mean, then back on; its tooltip names the head
    // from 1 and gives the command line's L.H from 0.
    void contextMenuAndTooltipOfAPanel()
    {
        QVERIFY(openAndWait());
        const QPoint at = view()->panelRect(2, 1).center().toPoint();
        QHelpEvent help(QEvent::ToolTip, at, view()->mapToGlobal(at));
        QApplication::sendEvent(view(), &help);
        QTRY_VERIFY(QToolTip::isVisible());
        QVERIFY2(QToolTip::text().startsWith(QStringLiteral("Layer 3, head 2 (2.1 on the command line)")),
                 qPrintable(QToolTip::text()));
        QToolTip::hideText();

        auto chooseInMenu = [this](const QString &action) {
            const QPoint at = view()->panelRect(2, 1).center().toPoint(); // where it is now
            bool chosen = false;
            QTimer timer;
            timer.setInterval(20);
            QObject::connect(&timer, &QTimer::timeout, [&] {
                auto *menu = qobject_cast<QMenu *>(QApplication::activePopupWidget());
                if (!menu)
                    return;
                timer.stop();
                if (auto *a = menu->findChild<QAction *>(action)) {
                    chosen = true;
                    a->trigger();
                }
                menu->close();
            });
            timer.start();
            QContextMenuEvent menuEvent(QContextMenuEvent::Mouse, at, view()->mapToGlobal(at));
            QApplication::sendEvent(view(), &menuEvent);
            return chosen;
        };
        QVERIFY(chooseInMenu(QStringLiteral("headOffMean")));
        QVERIFY(rerunDone());
        QVERIFY(bench()->isOff(2, 1));
        QCOMPARE(bench()->changes().ablation, gpt2::Ablation::Mean);
        QCOMPARE(bench()->undoStack()->count(), 1); // the head and its mode: one step
        gpt2::Interventions iv;
        iv.ablated = { { 2, 1 } };
        iv.ablation = gpt2::Ablation::Mean;
        afterMatchesReadable(iv);
        QVERIFY(chooseInMenu(QStringLiteral("headOn")));
        QVERIFY(!bench()->isOff(2, 1));
        QVERIFY(!next()->painter().data().hasAfter());
    }

    void restoreAllBringsTheModelBack()
    {
        QVERIFY(openAndWait());
        ctrlClick(0, 0);
        QVERIFY(rerunDone());
        ctrlClick(2, 3);
        QVERIFY(rerunDone());
        QCOMPARE(bench()->changes().off.size(), std::size_t(2));
        auto *restore = named<QPushButton>(panel(), "restoreAll");
        QVERIFY(restore->isEnabled());
        QTest::mouseClick(restore, Qt::LeftButton);
        QVERIFY(bench()->changes().empty());
        QVERIFY(!next()->painter().data().hasAfter());
        QVERIFY(!view()->painter().options().marks.isOff(0));
        QVERIFY(view()->painter().data().result == setup()->model()->result);
        QVERIFY(!restore->isEnabled());
        // One undo step: both heads are off again.
        QCOMPARE(bench()->undoStack()->count(), 3);
        QTest::mouseClick(named<QToolButton>(panel(), "benchUndo"), Qt::LeftButton);
        QVERIFY(rerunDone());
        QCOMPARE(bench()->changes().off.size(), std::size_t(2));
    }

    void undoOfAToggle()
    {
        QVERIFY(openAndWait());
        ctrlClick(1, 1);
        QVERIFY(rerunDone());
        const NextTokenData changed = next()->painter().data();
        QVERIFY(changed.hasAfter());
        QTest::mouseClick(named<QToolButton>(panel(), "benchUndo"), Qt::LeftButton);
        QVERIFY(bench()->changes().empty());
        QVERIFY(!next()->painter().data().hasAfter());
        QVERIFY(!view()->painter().options().marks.isOff(1 * 4 + 1));
        QTest::mouseClick(named<QToolButton>(panel(), "benchRedo"), Qt::LeftButton);
        QVERIFY(rerunDone());
        QVERIFY(view()->painter().options().marks.isOff(1 * 4 + 1));
        const NextTokenData again = next()->painter().data();
        QCOMPARE(again.rows.size(), changed.rows.size());
        for (std::size_t k = 0; k < again.rows.size(); ++k)
            QVERIFY(std::abs(*again.rows[k].after - *changed.rows[k].after) < 1e-12);
        // The window's own undo stack (the session's) is untouched by the workbench.
        QCOMPARE(doc()->undoStack()->count(), 0);
    }

    // One rule for Undo, wherever the focus is: the most recent change, in the tables or in the
    // workbench, and the Edit menu names it; Redo brings back the most recently undone.
    void undoTakesBackTheMostRecentChange()
    {
        QVERIFY(openAndWait());
        QAction *menuUndo = named<QAction>(window(), "editUndo");
        QAction *menuRedo = named<QAction>(window(), "editRedo");
        QAction *toolbarUndo = named<QAction>(window(), "toolbarUndo");
        inputs(window())->showMatrix(MatrixId::Wv);
        MatrixView *table = inputView(window(), MatrixId::Wv);
        testing::typeIntoCell(table, 0, 0, QStringLiteral("6"));
        QCOMPARE(doc()->undoStack()->index(), 1);
        ctrlClick(1, 1); // then a head switched off: the most recent change
        QVERIFY(rerunDone());
        QCOMPARE(menuUndo->text(), QStringLiteral("&Undo Switch off layer 2 head 2 (1.1, zero)"));
        QVERIFY(toolbarUndo->toolTip().contains(QStringLiteral("layer 2 head 2")));
        // the focus in the table changes nothing: Undo still takes back the head
        table->setFocus();
        QVERIFY(table->hasFocus());
        QTest::keyClick(window(), Qt::Key_Z, Qt::ControlModifier);
        QVERIFY(bench()->changes().empty());
        QCOMPARE(doc()->session().Wv(0, 0), 6.0);
        QVERIFY(rerunDone());
        // next, the typed number; the menu said so first
        QVERIFY(menuUndo->text().contains(doc()->undoStack()->undoText()));
        view()->setFocus();
        QTest::keyClick(window(), Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(doc()->undoStack()->index(), 0);
        QVERIFY(doc()->session().Wv(0, 0) != 6.0);
        QVERIFY(!menuUndo->isEnabled());
        // Redo: the most recently undone first (the number), then the head
        QVERIFY(menuRedo->text().contains(doc()->undoStack()->redoText()));
        QTest::keySequence(window(), QKeySequence(QKeySequence::Redo));
        QCOMPARE(doc()->session().Wv(0, 0), 6.0);
        QVERIFY(!bench()->isOff(1, 1));
        QTest::keySequence(window(), QKeySequence(QKeySequence::Redo));
        QVERIFY(bench()->isOff(1, 1));
        QVERIFY(rerunDone());
        // The workbench's own Undo button takes back the workbench's change, and the order holds.
        QTest::mouseClick(named<QToolButton>(panel(), "benchUndo"), Qt::LeftButton);
        QVERIFY(!bench()->isOff(1, 1));
        QVERIFY(rerunDone());
        QVERIFY(menuUndo->text().contains(doc()->undoStack()->undoText()));
    }

    // Right after Edit Layer N the toolbar's Undo is there, named, without clicking a table first.
    void undoRightAfterEditLayer()
    {
        QVERIFY(openAndWait());
        QTest::mouseClick(view(), Qt::LeftButton, {}, view()->panelRect(1, 0).center().toPoint());
        QTest::mouseClick(named<QPushButton>(panel(), "editLayer"), Qt::LeftButton);
        QTRY_VERIFY(doc()->undoStack()->canUndo());
        QAction *toolbarUndo = named<QAction>(window(), "toolbarUndo");
        QVERIFY(toolbarUndo->isEnabled());
        QVERIFY(named<QAction>(window(), "editUndo")->text().contains(doc()->undoStack()->undoText()));
        QVERIFY(toolbarUndo->toolTip().contains(doc()->undoStack()->undoText()));
    }

    // A plain start after a session that ended with a model open: the saved layout has the Model
    // dock in front of the breakdown, but no model is open — the breakdown is shown, not an empty
    // panel; the dock comes back when a model opens.
    void plainStartAfterAModelShowsTheBreakdown()
    {
        QVERIFY(openAndWait());
        auto *modelDock = named<QDockWidget>(window(), "modelDock");
        QVERIFY(modelDock->isVisible());
        prefs::windowGeometry.set(window()->saveGeometry());
        prefs::windowState.set(window()->saveState());
        prefs::windowSize.set(QSize(200, 150)); // fits any screen: the saved layout is used
        {
            // the saved layout does have the Model dock in front (what the start must undo)
            MainWindow restored;
            QVERIFY(restored.restoreState(prefs::windowState.get()));
            QVERIFY(!named<QDockWidget>(&restored, "modelDock")->isHidden());
        }
        MainWindow plain;
        plain.showForScreen();
        QVERIFY(QTest::qWaitForWindowExposed(&plain));
        QVERIFY(!named<QDockWidget>(&plain, "modelDock")->isVisible());
        QTRY_VERIFY(named<QDockWidget>(&plain, "breakdownDock")->isVisible());
        QVERIFY(testing::breakdown(&plain)->isVisible());
    }

    // Help covers Why This Score with the names the panel uses, and the command line beside it.
    void helpExplainsWhyThisScore()
    {
        QVERIFY(openAndWait());
        const QString html = howToHtml();
        const QString heading = QStringLiteral("Why This Score");
        QVERIFY(html.contains(heading));
        auto *tabs = named<QTabWidget>(panel(), "modelSideTabs");
        QCOMPARE(tabs->tabText(tabs->indexOf(panel()->attributionView())), heading);
        const QString part = html.mid(html.indexOf(heading));
        for (const char *words : { "In the query", "in the key", "The biggest terms", "--attribution 1.1.12.6",
                                   "--logit-lens", "--corrupt", "K-composition" })
            QVERIFY2(part.contains(QLatin1String(words), Qt::CaseInsensitive), words);
        QVERIFY(html.contains(QStringLiteral("Undo takes back the most recent change")));
    }

    void importanceCancelsThenShadesEveryPanel()
    {
        QVERIFY(openAndWait());
        auto *run = named<QPushButton>(panel(), "runImportance");
        auto *cancel = named<QPushButton>(panel(), "importanceCancel");
        QSignalSpy finished(bench(), &ModelBench::importanceFinished);
        QTest::mouseClick(run, Qt::LeftButton);
        QVERIFY(cancel->isVisible());
        QVERIFY(named<QProgressBar>(panel(), "importanceProgress")->isVisible());
        QTest::mouseClick(cancel, Qt::LeftButton);
        QVERIFY(!cancel->isVisible());
        QVERIFY(run->isEnabled());
        QTest::qWait(300); // a cancelled run never delivers, however late it ends
        QCOMPARE(finished.count(), 0);
        QVERIFY(!bench()->importance());
        QVERIFY(view()->painter().options().marks.badge.empty());

        QTest::mouseClick(run, Qt::LeftButton);
        QVERIFY(finished.wait(30000) || finished.count() == 1);
        const gpt2::AblateEachResult ref = gpt2::ablateEachReadable(weights(), kIds);
        const ModelViewMarks marks = view()->painter().options().marks;
        QCOMPARE(marks.badge.size(), std::size_t(12));
        QCOMPARE(ref.effects.size(), std::size_t(12));
        double most = 0;
        for (const gpt2::HeadEffect &e : ref.effects) {
            QVERIFY(std::abs(marks.badge[std::size_t(e.head.layer * 4 + e.head.head)] + e.deltaLogProb)
                    < 1e-9);
            most = std::max(most, -e.deltaLogProb);
        }
        QVERIFY(std::abs(marks.badgeMax - std::max(most, 1e-9)) < 1e-9);
        QVERIFY(marks.badgeName.contains(QStringLiteral("drop in log p")));
        QCOMPARE(named<QComboBox>(panel(), "headBadge")->currentData().toInt(), int(HeadBadge::Importance));
        // The ranked list starts with the head whose loss hurts most.
        auto *ranking = named<QTreeWidget>(panel(), "headRanking");
        QVERIFY(ranking->topLevelItemCount() >= 1);
        QVERIFY(std::abs(ranking->topLevelItem(0)->text(2).toDouble() - most) < 1e-3);
    }

    void runModelWithThisLayerAfterAnEdit()
    {
        QVERIFY(openAndWait());
        auto *runLayer = named<QPushButton>(panel(), "runWithLayer");
        QVERIFY(!runLayer->isEnabled()); // no layer taken into the tables yet
        QVERIFY(setup()->editLayer(1, 0));
        QVERIFY(runLayer->isEnabled());
        // Unedited, the layer reproduces the model's own: the same prediction.
        QTest::mouseClick(runLayer, Qt::LeftButton);
        QVERIFY(rerunDone());
        for (const NextTokenRow &r : next()->painter().data().rows)
            QVERIFY(std::abs(*r.after - r.before) < 1e-9);
        // Edited in the tables: W_V's first cell.
        inputs(window())->showMatrix(MatrixId::Wv);
        testing::typeIntoCell(inputView(window(), MatrixId::Wv), 0, 0, QStringLiteral("6"));
        QCOMPARE(doc()->session().Wv(0, 0), 6.0);
        QTest::mouseClick(runLayer, Qt::LeftButton);
        QVERIFY(rerunDone());
        gpt2::Interventions iv;
        gpt2::LayerOverride o;
        QCOMPARE(gpt2::layerOverrideFromSession(setup()->model()->model->config, 1, doc()->session(), o),
                 std::string());
        iv.layer = o;
        afterMatchesReadable(iv);
        double moved = 0;
        for (const NextTokenRow &r : next()->painter().data().rows)
            moved = std::max(moved, std::abs(*r.after - r.before));
        QVERIFY2(moved > 1e-6, qPrintable(QString::number(moved)));
        QVERIFY(next()->painter().data().change.contains(QStringLiteral("layer 2 as edited")));
        QCOMPARE(view()->painter().options().marks.editedLayer, 1);
        // Importance measures the model as it now runs: with the edited layer.
        QSignalSpy finished(bench(), &ModelBench::importanceFinished);
        QTest::mouseClick(named<QPushButton>(panel(), "runImportance"), Qt::LeftButton);
        QVERIFY(finished.wait(30000) || finished.count() == 1);
        const gpt2::AblateEachResult edited
            = gpt2::ablateEachReadable(weights(), kIds, gpt2::Ablation::Zero, &o);
        QCOMPARE(bench()->importance()->target, edited.target);
        for (std::size_t k = 0; k < edited.effects.size(); ++k)
            QVERIFY(std::abs(bench()->importance()->effects[k].deltaLogProb - edited.effects[k].deltaLogProb)
                    < 1e-9);
        // Back to the model's own layer: that importance no longer describes the run.
        QTest::mouseClick(named<QPushButton>(panel(), "restoreAll"), Qt::LeftButton);
        QVERIFY(rerunDone());
        QVERIFY(!bench()->importance());
        QVERIFY(view()->painter().options().marks.badge.empty());
        // Undoing Edit Layer in the window takes the layer away: nothing to run it with.
        while (doc()->undoStack()->canUndo())
            doc()->undoStack()->undo();
        QVERIFY(!runLayer->isEnabled());
        QVERIFY(!named<QAction>(window(), "runModelWithLayer")->isEnabled());
        doc()->undoStack()->redo();
        QVERIFY(runLayer->isEnabled());
    }

    void headScoresBadgeThePanelsAndRankThem()
    {
        QVERIFY(openAndWait());
        auto *badge = named<QComboBox>(panel(), "headBadge");
        badge->setFocus();
        QTest::keyClick(badge, Qt::Key_Down); // previous token
        QCOMPARE(badge->currentData().toInt(), int(HeadBadge::PreviousToken));
        const gpt2::ModelResult ref = gpt2::runModel(weights(), kIds);
        const ModelViewMarks marks = view()->painter().options().marks;
        QCOMPARE(marks.badge.size(), std::size_t(12));
        QCOMPARE(marks.badgeName, QStringLiteral("previous-token score"));
        double best = -1;
        for (int layer = 0; layer < 3; ++layer)
            for (int head = 0; head < 4; ++head) {
                // previous_token = mean over queries i ≥ 1 of w[i][i−1] (docs/file-formats.md)
                const auto &w = ref.layers[layer].heads[head];
                const double expected = (w(1, 0) + w(2, 1) + w(3, 2)) / 3;
                QVERIFY(std::abs(marks.badge[std::size_t(layer * 4 + head)] - expected) < 1e-9);
                best = std::max(best, expected);
            }
        auto *ranking = named<QTreeWidget>(panel(), "headRanking");
        QCOMPARE(ranking->topLevelItemCount(), 10);
        QVERIFY(std::abs(ranking->topLevelItem(0)->text(2).toDouble() - best) < 1e-3);
        // Named from 1 as the window does, with the command line's L.H from 0 beside it.
        const QTreeWidgetItem *top = ranking->topLevelItem(0);
        const int layer = top->data(0, Qt::UserRole).toInt(), head = top->data(1, Qt::UserRole).toInt();
        QCOMPARE(top->text(0), QStringLiteral("Layer %1 Head %2").arg(layer + 1).arg(head + 1));
        QCOMPARE(top->text(1), QStringLiteral("%1.%2").arg(layer).arg(head));
        auto *tabs = named<QTabWidget>(panel(), "modelSideTabs");
        QTest::mouseClick(tabs->tabBar(), Qt::LeftButton, {}, tabs->tabBar()->tabRect(tabs->indexOf(ranking)).center());
        QCOMPARE(tabs->currentWidget(), ranking);
        QTest::mouseClick(ranking->viewport(), Qt::LeftButton, {}, ranking->visualItemRect(top).center());
        QCOMPARE(panel()->shownLayer(), layer);
        QCOMPARE(panel()->shownHead(), head);
    }

    // A GPT-OSS folder: its heads have sinks, and "sink mass" badges each panel with the mean
    // weight its sink took; the summary names the experts and the local layers.
    void sinkMassBadgesAGptOssModel()
    {
        const QString folder = QStringLiteral(TEST_DATA_DIR "/families/gpt-oss");
        QVERIFY(openAndWait({ folder, QStringLiteral("the cat the cat"), {} }));
        QString error;
        const auto model = io::loadGpt2Model(folder, &error);
        QVERIFY2(model, qPrintable(error));
        const auto ids = model->tokenizer.encode(QStringLiteral("the cat the cat"), &error);
        QVERIFY2(ids, qPrintable(error));
        const gpt2::ModelResult ref = gpt2::runModel(model->weights, *ids);
        auto *summary = named<QLabel>(panel(), "modelSummary");
        QVERIFY2(summary->text().contains(QStringLiteral("4 experts, 2 a token")), qPrintable(summary->text()));
        QVERIFY2(summary->text().contains(QStringLiteral("1 of 2 layers local")), qPrintable(summary->text()));
        auto *badge = named<QComboBox>(panel(), "headBadge");
        badge->setFocus();
        QTest::keyClick(badge, Qt::Key_End); // the last: sink mass
        QCOMPARE(badge->currentData().toInt(), int(HeadBadge::SinkMass));
        const ModelViewMarks marks = view()->painter().options().marks;
        QCOMPARE(marks.badgeName, QStringLiteral("sink mass"));
        QCOMPARE(marks.badge.size(), std::size_t(8));
        for (int layer = 0; layer < 2; ++layer)
            for (int head = 0; head < 4; ++head) {
                const gpt2::CausalWeights &w = ref.layers[layer].heads[head];
                double sink = 0, rest = 0;
                for (int i = 0; i < w.tokens(); ++i) {
                    sink += w.sink(i);
                    for (int j = 0; j <= i; ++j)
                        rest += w(i, j);
                }
                QVERIFY(std::abs(sink + rest - w.tokens()) < 1e-12); // every row: its keys and its sink make 1
                QVERIFY(std::abs(marks.badge[std::size_t(layer * 4 + head)] - sink / w.tokens()) < 1e-12);
            }
    }

    // A DeepSeek folder: the summary names the latent attention and the shared experts, the KV
    // line counts the latent; Why This Score splits a latent head's score like any other; Edit
    // Layer takes a latent layer out into the tables (W_DQ … W_KR), its weights the model's, and
    // says why it cannot be run back in.
    void aDeepSeekModelSaysWhatItsLatentLayersCannotDo()
    {
        QVERIFY(openAndWait({ QStringLiteral(TEST_DATA_DIR "/families/deepseek-v3"), QStringLiteral("the cat the cat sat"), {} }));
        auto *summary = named<QLabel>(panel(), "modelSummary");
        for (const char *part : { "(deepseek_v3: latent attention: K/V from a 10-number latent, q·k over 6 + 4 (RoPE θ 10000), v 5",
                                  "8 experts (2 a token) and 1 shared", "a 10-number latent + one 4-number RoPE key" })
            QVERIFY2(summary->text().contains(QString::fromUtf8(part)), qPrintable(summary->text()));
        auto *edit = named<QPushButton>(panel(), "editLayer");
        QVERIFY(edit->isEnabled());
        QVERIFY2(edit->toolTip().contains(QStringLiteral("W_DQ … W_KR")), qPrintable(edit->toolTip()));
        // Why This Score splits a latent head's score too: a click gives the table, summing to the score
        AttributionWidget *why = panel()->attributionView();
        QTest::mouseClick(view(), Qt::LeftButton, {}, view()->panelRect(2, 1).center().toPoint());
        HeatmapWidget *large = panel()->headView();
        QSignalSpy ready(bench(), &ModelBench::attributionReady);
        QTest::mouseClick(large, Qt::LeftButton, {}, large->currentLayout().cellRect(3, 1).center().toPoint());
        QVERIFY(ready.wait(20000));
        const AttributionData &data = why->painter().data();
        QVERIFY(data.isValid());
        QCOMPARE(data.layer, 2);
        QCOMPARE(data.head, 1);
        QVERIFY(std::abs(data.matrix.sum() - data.score) < 1e-10 * std::max(1.0, std::abs(data.score)));
        // Edit Layer 3: the latent layer in the tables, its weights the model's own
        auto loaded = setup()->model();
        QVERIFY(loaded);
        QVERIFY(setup()->editLayer(2, 1));
        QVERIFY(doc()->session().mla);
        // taken over the session before (the lesson's W_Q, W_K, W_V): a whole, valid latent session
        QCOMPARE(validate(doc()->session()), std::string());
        QCOMPARE(doc()->session().Wq.size(), Eigen::Index(0));
        QCOMPARE(static_cast<MatrixModel *>(inputView(window(), MatrixId::LatentDkv)->model())->shapeText(),
                 QStringLiteral("16×10"));
        QTRY_VERIFY(!doc()->isComputing());
        const auto &modelWeights = loaded->result->layers[2].heads[1];
        const StridedMatrix &tableWeights = doc()->result().heads[1].weights;
        double worst = 0;
        for (int i = 0; i < modelWeights.tokens(); ++i)
            for (int j = 0; j <= i; ++j)
                worst = std::max(worst, std::abs(modelWeights(i, j) - tableWeights(i, j)));
        QVERIFY2(worst < 1e-12, qPrintable(QString::number(worst)));
        // … and it cannot go back into the model: the button is off and says why
        auto *run = named<QPushButton>(panel(), "runWithLayer");
        QVERIFY(!run->isEnabled());
        QVERIFY2(run->toolTip().contains(QStringLiteral("cannot take a layer with DeepSeek's latent attention")),
                 qPrintable(run->toolTip()));
        // the layer as a session (what --session-out writes) opens the same way
        const QString file = m_dir.filePath(QStringLiteral("latent.json"));
        QString error;
        QVERIFY2(io::saveSession(file, loaded->layerAsSession(2), &error), qPrintable(error));
        QVERIFY2(doc()->load(file, &error), qPrintable(error));
        QVERIFY(doc()->session().mla);
        QVERIFY(openAndWait());
        QVERIFY(edit->isEnabled());
    }

    void whyThisScoreFromAClickedCell()
    {
        QVERIFY(openAndWait());
        QTest::mouseClick(view(), Qt::LeftButton, {}, view()->panelRect(2, 1).center().toPoint());
        QCOMPARE(panel()->shownLayer(), 2);
        HeatmapWidget *large = panel()->headView();
        auto *tabs = named<QTabWidget>(panel(), "modelSideTabs");
        AttributionWidget *why = panel()->attributionView();
        QVERIFY(!why->painter().data().isValid()); // nothing asked yet: the hint
        // A key after the query has no score: nothing happens.
        QTest::mouseClick(large, Qt::LeftButton, {}, large->currentLayout().cellRect(1, 3).center().toPoint());
        QVERIFY(!bench()->isExplaining());
        QVERIFY(tabs->currentWidget() != why);
        QSignalSpy ready(bench(), &ModelBench::attributionReady);
        QTest::mouseClick(large, Qt::LeftButton, {}, large->currentLayout().cellRect(3, 1).center().toPoint());
        QCOMPARE(tabs->currentWidget(), why);
        QVERIFY(ready.wait(20000));
        const AttributionData &d = why->painter().data();
        QVERIFY(d.isValid());
        QCOMPARE(d.layer, 2);
        QCOMPARE(d.head, 1);
        QCOMPARE(d.query, 3);
        QCOMPARE(d.key, 1);
        // the core's attribution of the same cell, and the pass's own score: q·k·scale → softmax
        const gpt2::ModelResult r = gpt2::runModel(weights(), kIds); // the readable pass keeps the streams
        const gpt2::Attribution a = gpt2::attributeScore(weights(), r, { 2, 1 }, 3, 1);
        QVERIFY(std::abs(d.score - a.score) < 1e-12);
        QVERIFY(std::abs(d.matrix.sum() - d.score) < 1e-10 * std::max(1.0, std::abs(d.score)));
        QCOMPARE(d.sources.first(), QStringLiteral("embed"));
        QCOMPARE(d.sources.size(), qsizetype(a.sources.size()));
        // what the table lists: every term shown plus "the other N terms" is the whole sum
        double listed = 0;
        for (const auto &e : why->painter().terms())
            listed += e.value;
        QVERIFY(std::abs(listed - d.score) < 1e-9 * std::max(1.0, std::abs(d.score)));

        // a head of an earlier layer switched off: the table follows the run shown
        QSignalSpy again(bench(), &ModelBench::attributionReady);
        ctrlClick(0, 2);
        QVERIFY(rerunDone());
        QVERIFY(again.count() > 0 || again.wait(20000));
        gpt2::Interventions iv;
        iv.ablated = { { 0, 2 } };
        const gpt2::ModelResult off = gpt2::runModel(weights(), kIds, iv);
        const gpt2::Attribution b = gpt2::attributeScore(weights(), off, { 2, 1 }, 3, 1);
        QVERIFY(std::abs(b.score - a.score) > 1e-9);
        QVERIFY(std::abs(why->painter().data().score - b.score) < 1e-12);
        const auto at = why->painter().data().sources.indexOf(QStringLiteral("L0.H2"));
        QVERIFY(at > 0);
        QCOMPARE(why->painter().data().matrix.row(at).cwiseAbs().sum(), 0.0); // off: it wrote nothing

        // the whole matrix as CSV through the file dialog
        QSettings().setValue(QStringLiteral("files/lastFolder"), m_dir.path());
        const QString path = m_dir.filePath(QStringLiteral("why.csv"));
        testing::answerFileDialog(path);
        why->exportCsvDialog();
        const QStringList lines = csvLines(path);
        QCOMPARE(lines.size(), why->painter().data().sources.size() + 3); // header, S rows, score, sum
        QVERIFY(lines.first().contains(QStringLiteral("\"L0.H2\"")));
    }

    void scoresAndImportanceExportAsCsv()
    {
        QVERIFY(openAndWait());
        auto *menu = named<QToolButton>(panel(), "exportBenchCsv")->menu();
        QVERIFY(menu);
        // The dialog opens where the window last saved: here (a file name typed, as a user does).
        QSettings().setValue(QStringLiteral("files/lastFolder"), m_dir.path());
        const QString scoresPath = m_dir.filePath(QStringLiteral("scores.csv"));
        testing::answerFileDialog(scoresPath);
        named<QAction>(menu, "exportScoresCsv")->trigger();
        QTRY_COMPARE(csvLines(scoresPath).size(), 13);
        const QStringList lines = csvLines(scoresPath);
        QCOMPARE(lines.first(), QStringLiteral("layer,head,L.H,previous_token,first_token,self,induction"));
        // Layer 2 head 3 is 1.2 on the command line; its numbers are the core's in full.
        const std::vector<gpt2::HeadScores> scores = gpt2::scoreHeads(gpt2::runModel(weights(), kIds));
        const gpt2::HeadScores &s = scores[1 * 4 + 2];
        const QStringList cells = lines.at(1 + 1 * 4 + 2).split(QLatin1Char(','));
        QCOMPARE(cells.size(), 7);
        QCOMPARE(cells.mid(0, 3), (QStringList { "2", "3", "1.2" }));
        QCOMPARE(cells.at(3).toDouble(), *s.previousToken);
        QCOMPARE(cells.at(5).toDouble(), s.self);
        QCOMPARE(cells.at(6).isEmpty(), !s.induction); // no repeated token: null, an empty cell

        QSignalSpy finished(bench(), &ModelBench::importanceFinished);
        QTest::mouseClick(named<QPushButton>(panel(), "runImportance"), Qt::LeftButton);
        QVERIFY(finished.wait(30000) || finished.count() == 1);
        const QString importancePath = m_dir.filePath(QStringLiteral("importance"));
        testing::answerFileDialog(importancePath);
        named<QAction>(menu, "exportImportanceCsv")->trigger();
        QTRY_COMPARE(csvLines(importancePath + QStringLiteral(".csv")).size(), 13);
        const QStringList rows = csvLines(importancePath + QStringLiteral(".csv"));
        QCOMPARE(rows.first(), QStringLiteral("layer,head,L.H,delta_logprob,target_id,target_token"));
        const gpt2::AblateEachResult ref = gpt2::ablateEachReadable(weights(), kIds);
        const QStringList last = rows.last().split(QLatin1Char(','));
        QCOMPARE(last.mid(0, 3), (QStringList { "3", "4", "2.3" }));
        QVERIFY(std::abs(last.at(3).toDouble() - ref.effects.back().deltaLogProb) < 1e-9);
        QCOMPARE(last.at(4).toInt(), ref.target);
    }
};

QTEST_MAIN(TestModelBench)
#include "tst_modelbench.moc"
