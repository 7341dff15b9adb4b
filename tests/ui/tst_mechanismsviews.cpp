// How the model computes its answer, in the workbench (issue 41, item 2), driven through the
// widgets on the tiny GPT-2 of tests/common/gpt2_files.h: Compare With… checks the second text
// as it is typed and refuses an answer equal to the wrong token; the patching grids equal the
// core's readable reference and a click on a head's cell opens that head; Cancel stops patching
// and leaves nothing half-shown; the logit lens grid gives the top token and, traced, the rank
// of the answer picked from the next-token panel; rollout follows a head switched off; the grids
// copy as CSV and export as pictures; Help covers each.
#include "../common/gpt2_files.h"
#include "model_window_fixture.h"

#include "core/model/forward.h"
#include "core/model/interventions.h"
#include "core/model/mechanisms.h"
#include "render/drawing.h"
#include "render/modelviewpainter.h"
#include "ui/dialogs/helpdialog.h"
#include "ui/heatmap/heatmapwidget.h"
#include "ui/model/comparedialog.h"
#include "ui/model/layergridwidget.h"
#include "ui/model/mechanismsbench.h"
#include "ui/model/mechanismspages.h"
#include "ui/model/modelbench.h"
#include "ui/model/modelpanel.h"
#include "ui/model/modelviewwidget.h"
#include "ui/model/nexttokenwidget.h"
#include "ui/window/mainwindow.h"

#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QProgressBar>
#include <QPushButton>
#include <QTabWidget>

#include <cmath>

using namespace attn;
using namespace testing;
using testing::named;

namespace {

const QString &kClean = testing::kWorldText; // "it's the world": 261, 260, 258, 266
// " wor" is one token of the test vocabulary: four tokens, differing at the last position.
const QString kCorrupt = QStringLiteral("it's the wor");
const std::vector<int> kCorruptIds = { 261, 260, 258, 264 };

double largest(const Matrix &a, const Matrix &b)
{
    if (a.rows() != b.rows() || a.cols() != b.cols())
        return INFINITY;
    return (a - b).cwiseAbs().maxCoeff();
}

} // namespace

class TestMechanismsViews : public QObject, public testing::ModelWindowFixture {
    Q_OBJECT

    MechanismsBench *mechanisms() { return panel()->mechanisms(); }
    ModelBench *bench() { return mechanisms()->bench(); }
    const gpt2::Weights &weights() { return setup()->model()->model->weights; }
    std::vector<int> cleanIds() { return setup()->model()->result->ids; }

    // Opens Compare With… from its button and fills the dialog as a student would.
    void compareThroughTheDialog(const QString &text, int answerIndex, int wrongIndex)
    {
        onNextModal([=](QWidget *modal) {
            auto *dialog = qobject_cast<CompareDialog *>(modal);
            QVERIFY(dialog);
            dialog->textEdit()->selectAll();
            QTest::keyClicks(dialog->textEdit(), text);
            dialog->answerBox()->setCurrentIndex(answerIndex);
            dialog->wrongBox()->setCurrentIndex(wrongIndex);
            QTest::mouseClick(dialog->runButton(), Qt::LeftButton);
        });
        QTest::mouseClick(panel()->patchingPage()->compareButton(), Qt::LeftButton);
    }
    void showTab(QWidget *page)
    {
        panel()->viewTabs()->setCurrentWidget(page);
        QVERIFY(page->isVisible());
    }

private slots:
    void initTestCase() { ModelWindowFixture::initTestCase(); }
    void init() { WindowFixture::init(); }
    void cleanup() { WindowFixture::cleanup(); }

    void compareDialogChecksTheSecondText()
    {
        QVERIFY(openAndWait());
        CompareDialog dialog(mechanisms());
        // The top next tokens are offered, the first as the answer and the second as the wrong one.
        const auto &next = setup()->model()->result->next;
        QCOMPARE(dialog.answerBox()->count(), int(next.size()));
        QCOMPARE(dialog.answerBox()->currentData().toInt(), next[0].id);
        QCOMPARE(dialog.wrongBox()->currentData().toInt(), next[1].id);
        // The same text: refused; one token more: refused, saying both counts.
        QVERIFY(!dialog.runButton()->isEnabled());
        dialog.textEdit()->setText(kClean + QStringLiteral(" the"));
        QVERIFY(!dialog.runButton()->isEnabled());
        QVERIFY2(dialog.status()->text().contains(QStringLiteral("5 tokens and the first text is 4")),
                 qPrintable(dialog.status()->text()));
        dialog.textEdit()->setText(kCorrupt);
        QVERIFY(dialog.runButton()->isEnabled());
        QVERIFY2(dialog.status()->text().contains(QStringLiteral("position 4")), qPrintable(dialog.status()->text()));
        // The answer equal to the wrong token: told, and the dialog stays open.
        dialog.wrongBox()->setCurrentIndex(0);
        dialog.show();
        QTest::mouseClick(dialog.runButton(), Qt::LeftButton);
        QVERIFY(dialog.isVisible());
        QVERIFY(dialog.status()->text().contains(QStringLiteral("same token")));
        // A typed token that is not one continuation token is refused with the pieces it became.
        dialog.wrongBox()->setEditText(QStringLiteral(" world the"));
        QTest::mouseClick(dialog.runButton(), Qt::LeftButton);
        QVERIFY(dialog.isVisible());
        QVERIFY2(dialog.status()->text().contains(QStringLiteral("is not one token after the text")),
                 qPrintable(dialog.status()->text()));
        // A typed #ID is taken.
        dialog.wrongBox()->setEditText(QStringLiteral("#264"));
        QTest::mouseClick(dialog.runButton(), Qt::LeftButton);
        QCOMPARE(dialog.result(), int(QDialog::Accepted));
        QCOMPARE(dialog.setup().wrong, 264);
        QCOMPARE(dialog.setup().ids, kCorruptIds);
    }

    void patchingGridsEqualTheReference()
    {
        QVERIFY(openAndWait());
        showTab(panel()->patchingPage());
        QSignalSpy ready(mechanisms(), &MechanismsBench::patchingReady);
        compareThroughTheDialog(kCorrupt, 0, 1);
        QVERIFY(ready.wait(30000) || ready.count() == 1);
        const auto &next = setup()->model()->result->next;
        const gpt2::PatchingResult ref
            = gpt2::patchActivationsReadable(weights(), cleanIds(), kCorruptIds, next[0].id, next[1].id);
        QVERIFY(ref.restorable());
        const LayerGridData &resid = panel()->patchingPage()->residGrid()->painter().data();
        const LayerGridData &heads = panel()->patchingPage()->headsGrid()->painter().data();
        QVERIFY(largest(resid.values, ref.resid) < 1e-9);
        QVERIFY(largest(heads.values, ref.heads) < 1e-9);
        // The texts differ only at the last position: nothing before it restores anything, and
        // the clean stream there in layer 1 brings the whole answer back.
        for (int l = 0; l < 3; ++l)
            for (int p = 0; p < 3; ++p)
                QCOMPARE(resid.values(l, p), 0.0);
        QVERIFY(std::abs(resid.values(0, 3) - 1.0) < 1e-9);
        QCOMPARE(resid.colLabels.last(), shownToken(QStringLiteral(" world")));
        QVERIFY(panel()->patchingPage()->summary()->text().contains(kCorrupt));
        // A click on layer 3 head 2's cell opens that head large.
        LayerGridWidget *grid = panel()->patchingPage()->headsGrid();
        QTest::mouseClick(grid, Qt::LeftButton, {}, grid->cellCentre(2, 1).toPoint());
        QCOMPARE(panel()->shownLayer(), 2);
        QCOMPARE(panel()->shownHead(), 1);
        QVERIFY(panel()->headView()->isVisible());
        QCOMPARE(grid->painter().options().selectedRow, 2);
        QCOMPARE(grid->painter().options().selectedCol, 1);
        QVERIFY(grid->toolTipAt(grid->cellCentre(2, 1).toPoint()).contains(QStringLiteral("Layer 3 head 2")));
    }

    void cancelStopsPatching()
    {
        QVERIFY(openAndWait());
        showTab(panel()->patchingPage());
        QSignalSpy running(mechanisms(), &MechanismsBench::patchingRunningChanged);
        PatchingSetup s;
        s.text = kCorrupt;
        s.ids = kCorruptIds;
        s.answer = setup()->model()->result->next[0].id;
        s.wrong = setup()->model()->result->next[1].id;
        QVERIFY(mechanisms()->startPatching(s));
        QVERIFY(panel()->patchingPage()->progress()->isVisible());
        QVERIFY(panel()->patchingPage()->cancelButton()->isVisible());
        // Cancel before the worker's answer can arrive (it comes through this thread's loop).
        QTest::mouseClick(panel()->patchingPage()->cancelButton(), Qt::LeftButton);
        QCOMPARE(running.count(), 2);
        QCOMPARE(running.last().first().toBool(), false);
        QVERIFY(!mechanisms()->isPatching());
        QVERIFY(!mechanisms()->patching());
        QVERIFY(!panel()->patchingPage()->progress()->isVisible());
        QVERIFY(!panel()->patchingPage()->residGrid()->painter().data().isValid());
        QTest::qWait(200); // whatever the cancelled worker returns is dropped
        QVERIFY(!mechanisms()->patching());
        // The same setup refused when the answer is the wrong token: said in a message, nothing run.
        s.wrong = s.answer;
        QString said;
        onNextModal([&said](QWidget *modal) {
            said = modal->findChild<QLabel *>(QStringLiteral("qt_msgbox_label"))->text();
            modal->close();
        });
        QVERIFY(!mechanisms()->startPatching(s));
        QVERIFY2(said.contains(QStringLiteral("same token")), qPrintable(said));
        QVERIFY(!mechanisms()->isPatching());
    }

    void logitLensTracesTheAnswer()
    {
        QVERIFY(openAndWait());
        QSignalSpy ready(mechanisms(), &MechanismsBench::lensReady);
        showTab(panel()->lensPage());
        QVERIFY(ready.wait(20000) || ready.count() == 1);
        const gpt2::ModelResult r = gpt2::runModel(weights(), cleanIds());
        LayerGridWidget *grid = panel()->lensPage()->grid();
        const LayerGridData &d = grid->painter().data();
        QCOMPARE(d.rows(), 3);
        QCOMPARE(d.cols(), 4);
        // The last layer at the last position is the model's own prediction.
        QCOMPARE(d.cellText.at(2 * 4 + 3), shownToken(mechanisms()->tokenText(r.next[0].id)));
        QVERIFY(std::abs(d.values(2, 3) - r.next[0].probability) < 1e-9);
        // The answer picked from the next-token panel's menu: the second candidate, traced.
        NextTokenWidget *next = panel()->nextTokenView();
        QMenu menu;
        next->menuForRow(&menu, 1);
        auto *use = menu.findChild<QAction *>(QStringLiteral("useAsAnswer"));
        QVERIFY(use);
        use->trigger();
        QCOMPARE(mechanisms()->answer(), r.next[1].id);
        QVERIFY(ready.wait(20000) || ready.count() == 2);
        panel()->lensPage()->showBox()->setCurrentIndex(1);
        emit panel()->lensPage()->showBox()->activated(1);
        const LayerGridData &traced = grid->painter().data();
        QCOMPARE(traced.cellText.at(2 * 4 + 3), QStringLiteral("#2"));
        QVERIFY(std::abs(traced.values(2, 3) - r.next[1].probability) < 1e-9);
        QVERIFY(traced.title.contains(shownToken(mechanisms()->tokenText(r.next[1].id))));
        // A click on a cell shows that position's next tokens.
        QTest::mouseClick(grid, Qt::LeftButton, {}, grid->cellCentre(0, 1).toPoint());
        QCOMPARE(bench()->position(), 1);
        // As CSV: one line per layer and position, the traced token's rank in full.
        grid->copyCsv();
        const QStringList lines = QApplication::clipboard()->text().split(QStringLiteral("\r\n"), Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 1 + 3 * 4);
        QVERIFY(lines.first().startsWith(QStringLiteral("layer,position,token,top_token")));
        QVERIFY(lines.last().startsWith(QStringLiteral("3,4,")));
        QVERIFY(lines.last().contains(QStringLiteral(",2,")));
    }

    void rolloutFollowsAHeadSwitchedOff()
    {
        QVERIFY(openAndWait());
        QSignalSpy ready(mechanisms(), &MechanismsBench::rolloutReady);
        showTab(panel()->rolloutPage());
        QVERIFY(ready.wait(20000) || ready.count() == 1);
        HeatmapWidget *map = panel()->rolloutPage()->map();
        QVERIFY(map->data() && map->data()->isValid());
        QVERIFY(largest(map->data()->values, gpt2::attentionRollout(gpt2::runModel(weights(), cleanIds()))) < 1e-12);
        // A head switched off: its weights still count (only its output was zeroed), but the later
        // layers' weights change, and the map follows.
        gpt2::Interventions iv;
        iv.ablated.push_back({ 0, 1 });
        bench()->setHeadOff(0, 1, true);
        QVERIFY(ready.wait(20000) || ready.count() == 2);
        const Matrix after = gpt2::attentionRollout(gpt2::runModel(weights(), cleanIds(), iv));
        QVERIFY(largest(map->data()->values, after) < 1e-12);
        QVERIFY(!map->isStale());
    }

    // A change while the lens is worked out: the lens shown in the end is of the run with it.
    void lensFollowsAChangeMadeWhileItRuns()
    {
        QVERIFY(openAndWait());
        showTab(panel()->lensPage());
        QVERIFY(mechanisms()->isLensRunning());
        bench()->setHeadOff(0, 1, true);
        QTRY_VERIFY_WITH_TIMEOUT(!bench()->isRerunning() && !mechanisms()->isLensRunning() && mechanisms()->lens()
                                     && !mechanisms()->isLensStale(),
                                 20000);
        gpt2::Interventions iv;
        iv.ablated.push_back({ 0, 1 });
        const gpt2::ModelResult changed = gpt2::runModel(weights(), cleanIds(), iv);
        const LayerGridData &d = panel()->lensPage()->grid()->painter().data();
        QVERIFY(std::abs(d.values(2, 3) - changed.next[0].probability) < 1e-9);
        QVERIFY(panel()->lensPage()->grid()->note().isEmpty());
        // Out of sight, a change leaves the lens shown marked as of the run before.
        showTab(panel()->modelView());
        bench()->setHeadOff(0, 1, false);
        QTRY_VERIFY_WITH_TIMEOUT(!bench()->isRerunning(), 20000);
        QVERIFY(mechanisms()->isLensStale());
        QVERIFY(!mechanisms()->isLensRunning());
        QSignalSpy ready(mechanisms(), &MechanismsBench::lensReady);
        showTab(panel()->lensPage());
        QVERIFY(ready.wait(20000) || ready.count() == 1);
        QVERIFY(!mechanisms()->isLensStale());
    }

    // A second patching supersedes the first; a new model drops what was computed.
    void patchingIsSupersededAndClearedByANewModel()
    {
        QVERIFY(openAndWait());
        showTab(panel()->patchingPage());
        const auto &next = setup()->model()->result->next;
        PatchingSetup first { kCorrupt, kCorruptIds, {}, next[0].id, next[1].id, true, true };
        PatchingSetup second { kCorrupt, kCorruptIds, {}, next[2].id, next[0].id, true, false };
        QSignalSpy ready(mechanisms(), &MechanismsBench::patchingReady);
        QVERIFY(mechanisms()->startPatching(first));
        QVERIFY(mechanisms()->startPatching(second));
        QVERIFY(ready.wait(30000) || ready.count() == 1);
        QTest::qWait(100);
        QCOMPARE(ready.count(), 1); // the first one's result never arrives
        QCOMPARE(mechanisms()->patchingSetup()->answer, next[2].id);
        const gpt2::PatchingResult ref
            = gpt2::patchActivationsReadable(weights(), cleanIds(), kCorruptIds, next[2].id, next[0].id, true, false);
        QVERIFY(largest(panel()->patchingPage()->residGrid()->painter().data().values, ref.resid) < 1e-9);
        QVERIFY(!panel()->patchingPage()->headsGrid()->isVisibleTo(panel()->patchingPage()));
        // While a new one runs, the grids shown stay, marked as of the text before.
        QVERIFY(mechanisms()->startPatching(first));
        QVERIFY(panel()->patchingPage()->residGrid()->note().contains(QStringLiteral("before")));
        QVERIFY(openAndWait());
        QVERIFY(!mechanisms()->isPatching());
        QVERIFY(!mechanisms()->patching());
        QVERIFY(!panel()->patchingPage()->residGrid()->painter().data().isValid());
    }

    // A model opened on typed ids compares with typed ids, and takes its tokens as #ID.
    void aModelOpenedOnIdsComparesIds()
    {
        QVERIFY(openAndWait({ modelFolder(), QStringLiteral("261, 260, 258, 266"), kWorldIds }));
        CompareDialog dialog(mechanisms());
        dialog.textEdit()->setText(QStringLiteral("261, 260, 258, 264"));
        QVERIFY2(dialog.runButton()->isEnabled(), qPrintable(dialog.status()->text()));
        dialog.textEdit()->setText(QStringLiteral("261, 260, x"));
        QVERIFY(!dialog.runButton()->isEnabled());
        QVERIFY(dialog.status()->text().contains(QStringLiteral("not a token id")));
        dialog.textEdit()->setText(QStringLiteral("261 260 258 264"));
        dialog.wrongBox()->setEditText(QStringLiteral(" world"));
        dialog.show();
        QTest::mouseClick(dialog.runButton(), Qt::LeftButton);
        QVERIFY(dialog.isVisible());
        QVERIFY2(dialog.status()->text().contains(QStringLiteral("#ID")), qPrintable(dialog.status()->text()));
        dialog.wrongBox()->setEditText(QStringLiteral("#264"));
        QTest::mouseClick(dialog.runButton(), Qt::LeftButton);
        QCOMPARE(dialog.result(), int(QDialog::Accepted));
        QCOMPARE(dialog.setup().ids, kCorruptIds);
    }

    // The summary says what the model keeps per token while it generates: the tiny model's 3
    // layers × K and V × 4 heads × 4 numbers × 4 bytes (F32) = 384 bytes.
    void summarySaysTheKvCache()
    {
        QVERIFY(openAndWait());
        const QString summary = named<QLabel>(panel(), "modelSummary")->text();
        QVERIFY2(summary.contains(QStringLiteral("KV cache: 384 bytes a token of context")), qPrintable(summary));
        QVERIFY(summary.contains(QStringLiteral("(MQA) would need 96 bytes")));
    }

    void gridsExportAndHelpCoversThem()
    {
        QVERIFY(openAndWait());
        showTab(panel()->patchingPage());
        QSignalSpy ready(mechanisms(), &MechanismsBench::patchingReady);
        compareThroughTheDialog(kCorrupt, 0, 1);
        QVERIFY(ready.wait(30000) || ready.count() == 1);
        LayerGridWidget *heads = panel()->patchingPage()->headsGrid();
        heads->copyCsv();
        const QStringList lines = QApplication::clipboard()->text().split(QStringLiteral("\r\n"), Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 4);
        QCOMPARE(lines.first(), QStringLiteral("layer \\ head,H1,H2,H3,H4"));
        QCOMPARE(lines.at(3).split(QLatin1Char(',')).at(2).toDouble(), mechanisms()->patching()->heads(2, 1));
        const auto picture = heads->drawing();
        QCOMPARE(picture->fileName(), QStringLiteral("patching-heads.png"));
        QVERIFY(picture->title().contains(QStringLiteral("Head outputs patched")));
        const QImage image = renderDrawing(*picture, picture->style(), QSizeF(800, 500), 1.0);
        QCOMPARE(image.size(), QSize(800, 500));
        QVERIFY(image.pixelColor(400, 250) != image.pixelColor(2, 2)); // cells drawn, not only the background
        const QString html = howToHtml();
        for (const char *words : { "Patching, Logit Lens, Rollout", "Compare With", "Cancel", "the answer's rank", "Copy as CSV" })
            QVERIFY2(html.contains(QLatin1String(words)), words);
    }
};

QTEST_MAIN(TestMechanismsViews)
#include "tst_mechanismsviews.moc"
