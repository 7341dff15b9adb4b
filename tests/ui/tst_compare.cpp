// Before and after, the line view and the heads' names in the window, driven as a user would:
// Pin (the status bar's button, Ctrl+P), the mask bar's Causal box, the difference beside the
// heatmap and the breakdown's pinned row; View ▸ Lines, clicks on its tokens; the head strip's
// titles from the session's head_labels. Headless (offscreen).
#include "export_dialog_answer.h"
#include "window_fixture.h"

#include "render/lineslayout.h"
#include "render/notation.h"
#include "ui/common/imageexportdialog.h"
#include "ui/compare/comparesetup.h"
#include "ui/compare/differencepanel.h"
#include "ui/compare/linespanel.h"
#include "ui/compare/pinnedresult.h"
#include "ui/compare/sidebyside.h"
#include "ui/heatmap/lineswidget.h"
#include "ui/heatmap/maskbar.h"

#include <QAction>
#include <QSettings>
#include <QStackedWidget>

using namespace attn;
using namespace testing;

class TestCompare : public QObject {
    Q_OBJECT

    WindowFixture m_fixture;
    MainWindow *window() { return m_fixture.window(); }
    Document *doc() { return m_fixture.doc(); }
    PinnedResult *pin() { return named<PinnedResult>(window(), "pinnedResult"); }
    DifferencePanel *difference() { return named<DifferencePanel>(window(), "differencePanel"); }

    // Pins the lesson by the status bar's button, then ticks Causal in the mask bar.
    void pinLessonThenCausal()
    {
        QVERIFY(!doc()->session().causal);
        QSignalSpy pinned(pin(), &PinnedResult::changed);
        QTest::mouseClick(named<QToolButton>(window(), "statusPin"), Qt::LeftButton, {},
                          QPoint(8, named<QToolButton>(window(), "statusPin")->height() / 2));
        QCOMPARE(pinned.count(), 1);
        QVERIFY(pin()->isPinned());
        QVERIFY(difference()->isVisible()); // pinning shows where the comparison is
        QCheckBox *causal = named<QCheckBox>(window(), "maskCausal");
        QTest::mouseClick(causal, Qt::LeftButton, {}, QPoint(6, causal->height() / 2));
        QVERIFY(doc()->session().causal);
        QTRY_VERIFY(doc()->resultSession().causal && !doc()->isComputing());
    }

private slots:
    void initTestCase() { WindowFixture::initTestCase(); }
    void init() { m_fixture.init(); }
    void cleanup() { m_fixture.cleanup(); }

    // --- before and after ------------------------------------------------------------------

    // The lesson's token 2 ("river", query index 1): causal (now) minus no mask (pinned).
    void differenceOfCausalAgainstTheLesson_data()
    {
        QTest::addColumn<int>("key");
        QTest::addColumn<QString>("difference");
        QTest::addColumn<QString>("now");
        QTest::addColumn<QString>("pinned");
        QTest::addColumn<bool>("blocked");
        QTest::newRow("key 1 \"the\" gains")
            << 0 << QStringLiteral("+0.386") << QStringLiteral("0.670") << QStringLiteral("0.284") << false;
        QTest::newRow("key 2 \"river\" gains")
            << 1 << QStringLiteral("+0.190") << QStringLiteral("0.330") << QStringLiteral("0.140") << false;
        QTest::newRow("key 3 \"bank\" masked, loses all")
            << 2 << QStringLiteral("−0.576") << QStringLiteral("0") << QStringLiteral("0.576") << true;
    }
    void differenceOfCausalAgainstTheLesson()
    {
        QFETCH(int, key);
        QFETCH(QString, difference);
        QFETCH(QString, now);
        QFETCH(QString, pinned);
        QFETCH(bool, blocked);
        pinLessonThenCausal();
        const HeatmapDataPtr d = this->difference()->heatmap()->data();
        QVERIFY(d);
        QVERIFY(this->difference()->heatmap()->isVisible());
        QVERIFY(!named<QLabel>(this->difference(), "differenceMessage")->isVisible());
        QCOMPARE(d->kind, HeatmapKind::Difference);
        QCOMPARE(formatSigned(d->values(1, key), 3), difference);
        QCOMPARE(d->blocked(1, key), blocked); // hatched by the current (causal) mask
        QVERIFY(this->difference()->heatmap()->painter().colorMap().isDiverging());
        QCOMPARE(this->difference()->heatmap()->painter().rangeLow(),
                 -this->difference()->heatmap()->painter().rangeHigh());
        // The breakdown of the same query: the weights now, and right under them the pinned ones.
        QCOMPARE(doc()->selectedQuery(), 1);
        const BreakdownPainter &b = breakdown(window())->painter();
        QCOMPARE(b.drawnCell(Stage::Weight, key), now);
        QCOMPARE(b.drawnCell(Stage::PinnedWeight, key), pinned);
        QCOMPARE(b.drawnSum(Stage::PinnedWeight), QStringLiteral("Σ = 1"));
        const std::vector<StageRow> &rows = b.model().rows;
        auto at = [&](Stage s) {
            return std::find_if(rows.begin(), rows.end(), [s](const StageRow &r) { return r.stage == s; })
                - rows.begin();
        };
        QCOMPARE(at(Stage::PinnedWeight), at(Stage::Weight) + 1);
    }

    void ctrlPPinsAndUnpinForgets()
    {
        QVERIFY(!pin()->isPinned());
        QVERIFY(!difference()->isVisible());
        QTest::keyClick(window(), Qt::Key_P, Qt::ControlModifier);
        QVERIFY(pin()->isPinned());
        QCOMPARE(named<QLabel>(difference(), "pinLabel")->text(),
                 QStringLiteral("Pinned: The lesson: three tokens by hand · 3 tokens, 1 head"));
        // Nothing changed yet: every cell reads 0.
        QVERIFY(difference()->heatmap()->painter().isNoChange());
        QVERIFY(breakdown(window())->painter().model().row(Stage::PinnedWeight));
        QTest::mouseClick(named<QToolButton>(difference(), "differenceUnpin"), Qt::LeftButton);
        QVERIFY(!pin()->isPinned());
        QVERIFY(named<QLabel>(difference(), "differenceMessage")->isVisible());
        QVERIFY(named<QLabel>(difference(), "differenceMessage")
                    ->text()
                    .startsWith(QStringLiteral("Pin (Ctrl+P) keeps the weights")));
        QVERIFY(!breakdown(window())->painter().model().row(Stage::PinnedWeight));
        QVERIFY(!named<QAction>(window(), "unpinResult")->isEnabled());
    }

    // Another T or head count: a sentence says why, and nothing else changes (the pin stays;
    // undoing the edit brings the difference back).
    void mismatchSaysWhyNot_data()
    {
        QTest::addColumn<QString>("edit");
        QTest::addColumn<QString>("message");
        QTest::newRow("a token added")
            << QStringLiteral("token")
            << QStringLiteral(
                   "The pinned result has 3 tokens and this session has 4 tokens, so their "
                   "weights cannot be compared cell by cell; pin again to compare with this session.");
        QTest::newRow("two heads")
            << QStringLiteral("heads")
            << QStringLiteral(
                   "The pinned result has 1 head and this session has 2 heads, so their "
                   "weights cannot be compared cell by cell; pin again to compare with this session.");
    }
    void mismatchSaysWhyNot()
    {
        QFETCH(QString, edit);
        QFETCH(QString, message);
        named<QAction>(window(), "pinResult")->trigger();
        const Session before = doc()->session();
        if (edit == QLatin1String("token"))
            inputs(window())->addToken();
        else
            doc()->setNumHeads(2);
        QTRY_VERIFY(!doc()->isComputing());
        QVERIFY(pin()->isPinned());
        QVERIFY(named<QLabel>(difference(), "differenceMessage")->isVisible());
        QVERIFY(!difference()->heatmap()->isVisible());
        QCOMPARE(named<QLabel>(difference(), "differenceMessage")->text(), message);
        QVERIFY(!breakdown(window())->painter().model().row(Stage::PinnedWeight));
        QVERIFY(!window()->findChild<QAction *>(QStringLiteral("exportDifference"))->isEnabled());
        doc()->undoStack()->undo();
        QTRY_VERIFY(!doc()->isComputing());
        QVERIFY(sameSession(doc()->session(), before));
        QVERIFY(difference()->heatmap()->isVisible());
        QVERIFY(breakdown(window())->painter().model().row(Stage::PinnedWeight));
    }

    // --- the line view ---------------------------------------------------------------------

    void linesFollowTheDocumentAndSelectAQuery()
    {
        QAction *showLines = window()->findChild<QAction *>(QStringLiteral("showLines"));
        QVERIFY(showLines);
        QTest::keyClick(window(), Qt::Key_L, Qt::ControlModifier);
        QVERIFY(showLines->isChecked());
        LinesPanel *panel = named<LinesPanel>(window(), "linesPanel");
        QCOMPARE(named<QStackedWidget>(window(), "centralStack")->currentWidget(), panel);
        QVERIFY(panel->view()->isVisible());
        QCOMPARE(panel->view()->data().tokenCount(), 3);
        // Clicking "the" (query 1) keeps only its lines and selects it for the breakdown.
        QSignalSpy selected(doc(), &Document::selectionChanged);
        LinesWidget *lines = panel->view();
        QTest::mouseClick(lines, Qt::LeftButton, {}, tokenCenter(lines, LinesFocus::Query, 0).toPoint());
        QCOMPARE(selected.count(), 1);
        QCOMPARE(doc()->selectedQuery(), 0);
        QCOMPARE(lines->pinnedFocus(), LinesFocus::query(0));
        const LinesLayout l = lines->currentLayout();
        QVERIFY(!l.lines.empty());
        for (const WeightLine &line : l.lines)
            QCOMPARE(line.query, 0);
        QCOMPARE(breakdown(window())->breakdown().row.query, 0);
        // A new result (causal) reaches the lines: "the" then sees only itself.
        doc()->setCausal(true);
        QTRY_VERIFY(!doc()->isComputing());
        const LinesLayout causal = lines->currentLayout();
        QCOMPARE(static_cast<int>(causal.lines.size()), 1);
        QCOMPARE(causal.lines.front().key, 0);
        // Back to the heatmaps with the same key.
        QTest::keyClick(window(), Qt::Key_L, Qt::ControlModifier);
        QVERIFY(heatmaps(window())->isVisible());
        QVERIFY(!lines->isVisible());
    }

    void linesShowTheSelectedHeadOrAll()
    {
        window()->loadPreset(QStringLiteral("eight-heads"));
        QTRY_VERIFY(!doc()->isComputing());
        named<QAction>(window(), "showLines")->trigger();
        LinesPanel *panel = named<LinesPanel>(window(), "linesPanel");
        LinesWidget *lines = panel->view();
        QCOMPARE(lines->data().headCount(), 8);
        QCOMPARE(lines->data().headLabels.value(0), QStringLiteral("previous token"));
        QCOMPARE(static_cast<int>(lines->visibleHeads().size()), 8);
        QTest::mouseClick(named<QCheckBox>(panel, "linesAllHeads"), Qt::LeftButton, {},
                          QPoint(6, named<QCheckBox>(panel, "linesAllHeads")->height() / 2));
        QVERIFY(!named<QCheckBox>(panel, "linesAllHeads")->isChecked());
        QCOMPARE(lines->visibleHeads(), std::vector<int>({ doc()->selectedHead() }));
        doc()->setSelectedHead(3);
        QCOMPARE(lines->visibleHeads(), std::vector<int>({ 3 }));
        for (const WeightLine &line : lines->currentLayout().lines)
            QCOMPARE(line.head, 3);
        QTest::mouseClick(named<QCheckBox>(panel, "linesAllHeads"), Qt::LeftButton, {},
                          QPoint(6, named<QCheckBox>(panel, "linesAllHeads")->height() / 2));
        QCOMPARE(static_cast<int>(lines->visibleHeads().size()), 8);
    }

    // File ▸ Export ▸ Line View Image… goes through the export dialog, drawn by the painter of
    // export --view lines in the theme chosen.
    void linesExportThroughTheDialog()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("lines.png"));
        named<QAction>(window(), "showLines")->trigger();
        DialogAnswer answer(path, false, darkSlide());
        window()->findChild<QAction *>(QStringLiteral("exportLines"))->trigger();
        QVERIFY(answer.answered());
        const QImage image(path);
        QCOMPARE(image.size(), QSize(1280, 720));
        QCOMPARE(image.pixelColor(1, 1).rgb(), Theme::dark().background.rgb());
        QSettings().remove(QStringLiteral("export"));
    }

    // --- heads side by side ----------------------------------------------------------------

    void sideBySideShowsChosenHeadsLarge()
    {
        window()->loadPreset(QStringLiteral("eight-heads"));
        QTRY_VERIFY(!doc()->isComputing());
        QTest::keyClick(window(), Qt::Key_H, Qt::ControlModifier);
        SideBySidePanel *panel = named<SideBySidePanel>(window(), "sideBySidePanel");
        QCOMPARE(named<QStackedWidget>(window(), "centralStack")->currentWidget(), panel);
        QCOMPARE(panel->heads(), std::vector<int>({ 0, 1 })); // the selected head and the next
        QCOMPARE(static_cast<int>(sideBySideMaps(panel).size()), 2);
        QCOMPARE(sideBySideMaps(panel)[0]->options().title, QStringLiteral("Head 1 · previous token"));
        QCOMPARE(sideBySideMaps(panel)[1]->options().title, QStringLiteral("Head 2 · first token (sink)"));
        // Switch on heads 5, 6 and 7: four at most, so the first choice (head 1) makes room.
        for (int h : { 4, 5, 6 })
            QTest::mouseClick(named<QToolButton>(panel, QStringLiteral("sideBySideHead%1").arg(h + 1)),
                              Qt::LeftButton);
        QCOMPARE(panel->heads(), std::vector<int>({ 1, 4, 5, 6 }));
        QVERIFY(!named<QToolButton>(panel, QStringLiteral("sideBySideHead%1").arg(0 + 1))->isChecked());
        QCOMPARE(static_cast<int>(sideBySideMaps(panel).size()), 4);
        // One colour scale: 0 … 1 on every map, each as large as the others.
        for (HeatmapWidget *map : sideBySideMaps(panel)) {
            QVERIFY(map->isVisible());
            QCOMPARE(map->painter().rangeLow(), 0.0);
            QCOMPARE(map->painter().rangeHigh(), 1.0);
            // As large as the others: a grid splits an odd pixel between its rows.
            const QSize first = sideBySideMaps(panel).front()->size();
            QVERIFY2(std::abs(map->width() - first.width()) <= 1
                         && std::abs(map->height() - first.height()) <= 1,
                     qPrintable(QStringLiteral("%1×%2 beside %3×%4")
                                    .arg(map->width())
                                    .arg(map->height())
                                    .arg(first.width())
                                    .arg(first.height())));
        }
        // A click on head 6's map, row 4, explains that row of that head.
        HeatmapWidget *six = sideBySideMaps(panel)[2];
        QCOMPARE(six->data()->head, 5);
        QTest::mouseClick(six, Qt::LeftButton, {}, cellCenter(six, 3, 1).toPoint());
        QCOMPARE(doc()->selectedHead(), 5);
        QCOMPARE(doc()->selectedQuery(), 3);
        QCOMPARE(breakdown(window())->breakdown().row.head, 5);
        QCOMPARE(breakdown(window())->breakdown().row.query, 3);
        // The last head cannot be switched off: a view of no head would be empty.
        QVERIFY(panel->setHeads({ 2 }));
        QTest::mouseClick(named<QToolButton>(panel, QStringLiteral("sideBySideHead%1").arg(2 + 1)),
                          Qt::LeftButton);
        QVERIFY(named<QToolButton>(panel, QStringLiteral("sideBySideHead%1").arg(2 + 1))->isChecked());
        QCOMPARE(panel->heads(), std::vector<int>({ 2 }));
        // Ctrl+H again: back to the heatmaps.
        QTest::keyClick(window(), Qt::Key_H, Qt::ControlModifier);
        QVERIFY(heatmaps(window())->isVisible());
    }

    // --- the heads' names --------------------------------------------------------------------

    void headStripNamesWhatEachHeadDoes()
    {
        window()->loadPreset(QStringLiteral("eight-heads"));
        QTRY_VERIFY(!doc()->isComputing());
        const HeadGridPainter &grid = heatmaps(window())->grid()->painter();
        QCOMPARE(grid.headCount(), 8);
        QCOMPARE(grid.panelTitles(0).front(), QStringLiteral("Head 1 · previous token"));
        QCOMPARE(grid.panelTitles(1).front(), QStringLiteral("Head 2 · first token (sink)"));
        QCOMPARE(grid.panelTitles(0).value(1), QStringLiteral("1 · previous token"));
        // A strip too narrow for the whole name keeps the number and as much of the name as fits.
        const QString narrow = grid.panelTitle(3, 90, 12);
        QVERIFY2(narrow.startsWith(QStringLiteral("4 · br")) && narrow.endsWith(QStringLiteral("…")),
                 qPrintable(narrow));
        // Narrower still: "Head 4", then its number alone ("Hea…" would say nothing).
        QCOMPARE(grid.panelTitle(3, 60, 12), QStringLiteral("Head 4"));
        QCOMPARE(grid.panelTitle(3, 30, 12), QStringLiteral("4"));
        // The large map names its head too.
        QCOMPARE(heatmaps(window())->heatmap()->data()->title,
                 QStringLiteral("Head 1 (previous token) · attention weights"));
        doc()->setSelectedHead(5);
        QCOMPARE(heatmaps(window())->heatmap()->data()->title,
                 QStringLiteral("Head 6 (same word (earlier)) · attention weights"));
        // A session that names no head: numbers alone.
        window()->loadPreset(QStringLiteral("two-heads"));
        QTRY_VERIFY(!doc()->isComputing());
        QCOMPARE(heatmaps(window())->grid()->painter().panelTitles(0),
                 QStringList({ QStringLiteral("Head 1") }));
    }
};

QTEST_MAIN(TestCompare)
#include "tst_compare.moc"
