// The window as a screen reader meets it, through QAccessible (what Orca reads over AT-SPI): the
// heatmap is a table named as the map, each cell reads its query, key and weight (and why it is
// blocked), the arrow keys move a cursor cell that the reader is told of, and Enter opens that
// query's breakdown, which reads as its whole working.
#include "window_fixture.h"

#include "render/heatmapdata.h"
#include "render/lesson/lessonsteps.h"
#include "render/notation.h"
#include "ui/lesson/lessoncontroller.h"
#include "ui/lesson/lessonsetup.h"
#include "ui/lesson/stepcanvas.h"

#include <QAbstractSlider>
#include <QAccessible>
#include <QDockWidget>
#include <QTabBar>
#include <QTableView>

using namespace attn;

namespace {

// The focus events the window sends: which child of which interface.
struct FocusEvent {
    QObject *object;
    int child;
};
std::vector<FocusEvent> &focusEvents()
{
    static std::vector<FocusEvent> events;
    return events;
}
void record(QAccessibleEvent *e)
{
    if (e->type() == QAccessible::Focus)
        focusEvents().push_back({ e->object(), e->child() });
}

} // namespace

class TestAccessibility : public QObject {
    Q_OBJECT

    testing::WindowFixture m_fixture;
    Document *doc() { return m_fixture.doc(); }
    HeatmapWidget *map() { return m_fixture.window()->findChild<HeatmapPanel *>()->heatmap(); }

private slots:
    void initTestCase()
    {
        testing::WindowFixture::initTestCase();
        QAccessible::installUpdateHandler(record);
        QAccessible::setActive(true); // as when a screen reader is running
    }
    void init() { m_fixture.init(); }
    void cleanup() { m_fixture.cleanup(); }

    void theHeatmapIsATableOfNamedCells()
    {
        QAccessibleInterface *iface = QAccessible::queryAccessibleInterface(map());
        QVERIFY(iface);
        QCOMPARE(iface->role(), QAccessible::Table);
        QCOMPARE(iface->text(QAccessible::Name), QStringLiteral("Heatmap: weights of head 1"));
        QAccessibleTableInterface *table = iface->tableInterface();
        QVERIFY(table);
        const int T = doc()->session().tokenCount();
        QCOMPARE(table->rowCount(), T);
        QCOMPARE(table->columnCount(), T);
        QCOMPARE(iface->childCount(), T * T);
        // Query 2 "river", key 3 "bank": the lesson's 0.576.
        QAccessibleInterface *cell = table->cellAt(1, 2);
        QVERIFY(cell && cell->isValid());
        QCOMPARE(cell->role(), QAccessible::Cell);
        const double w = doc()->result().heads[0].weights(1, 2);
        QCOMPARE(cell->text(QAccessible::Name),
                 QStringLiteral("query river, key bank, weight %1").arg(formatFixed(w, 3)));
        QCOMPARE(cell->text(QAccessible::Name), QStringLiteral("query river, key bank, weight 0.576"));
        QVERIFY(cell->text(QAccessible::Description).contains(QStringLiteral("q·k")));
        QCOMPARE(cell->tableCellInterface()->rowIndex(), 1);
        QCOMPARE(cell->tableCellInterface()->columnIndex(), 2);
        QCOMPARE(iface->indexOfChild(cell), 1 * T + 2);
        QCOMPARE(iface->child(1 * T + 2), cell); // one interface per cell, not a new one each time
        QCOMPARE(table->rowDescription(0), QStringLiteral("query the"));
        QCOMPARE(table->columnDescription(2), QStringLiteral("key bank"));
        QVERIFY(!table->cellAt(T, 0)); // outside the map: nothing
        // Where the reader points, the cell under it.
        const QRect r = cell->rect();
        QVERIFY(!r.isEmpty());
        QCOMPARE(iface->childAt(r.center().x(), r.center().y()), cell);
    }

    void blockedCellsSayWhy()
    {
        doc()->setCausal(true);
        QAccessibleInterface *iface = QAccessible::queryAccessibleInterface(map());
        QTRY_COMPARE(iface->tableInterface()->cellAt(0, 1)->text(QAccessible::Name),
                     QStringLiteral("query the, key river, blocked by the causal mask, weight 0"));
        QVERIFY(!iface->tableInterface()
                     ->cellAt(1, 0)
                     ->text(QAccessible::Name)
                     .contains(QStringLiteral("blocked")));
    }

    void arrowKeysMoveTheCursorAReaderFollows()
    {
        HeatmapWidget *w = map();
        w->setFocus();
        QTRY_VERIFY(w->hasFocus());
        const int T = doc()->session().tokenCount();
        const QPoint start = w->cursorCell();
        QCOMPARE(start.y(), doc()->selectedQuery());
        focusEvents().clear();
        QTest::keyClick(w, Qt::Key_Right);
        QCOMPARE(w->cursorCell(), start + QPoint(1, 0));
        // The reader asks for the focused cell when told the focus moved (the event itself goes
        // only where a platform bridge is active, which the headless platform has not).
        QAccessibleInterface *iface = QAccessible::queryAccessibleInterface(w);
        const int index = start.y() * T + start.x() + 1;
        QCOMPARE(iface->focusChild(), iface->child(index));
        QVERIFY(iface->focusChild()->state().focused);
        for (const FocusEvent &e : focusEvents()) // where it does go, it names that cell
            if (e.object == w)
                QCOMPARE(e.child, index);
        // Up and down move to another query and select it; the edge stops the cursor.
        QTest::keyClick(w, Qt::Key_Up);
        QCOMPARE(doc()->selectedQuery(), start.y() - 1);
        for (int k = 0; k < T + 2; ++k)
            QTest::keyClick(w, Qt::Key_Right);
        QCOMPARE(w->cursorCell(), QPoint(T - 1, start.y() - 1));
        QVERIFY(iface->tableInterface()->isRowSelected(start.y() - 1));
    }

    void enterExplainsTheQueryInTheBreakdown()
    {
        HeatmapWidget *w = map();
        w->setFocus();
        QTRY_VERIFY(w->hasFocus());
        QTest::keyClick(w, Qt::Key_Down); // query 3 "bank"
        QSignalSpy explain(w, &HeatmapWidget::explainRequested);
        QTest::keyClick(w, Qt::Key_Return);
        QCOMPARE(explain.size(), 1);
        QCOMPARE(explain.front().front().toInt(), 2);
        auto *breakdown = m_fixture.window()->findChild<BreakdownWidget *>();
        QVERIFY(breakdown);
        QTRY_VERIFY(breakdown->isVisible());
        QTRY_VERIFY(breakdown->hasFocus());
        QAccessibleInterface *read = QAccessible::queryAccessibleInterface(breakdown);
        QTRY_VERIFY(read->text(QAccessible::Name).contains(QStringLiteral("query 3 “bank”")));
        QCOMPARE(read->role(), QAccessible::Document);
        // Its working, in reading order: the same text as Copy as Text, the weights in it.
        const QString text = read->text(QAccessible::Description);
        QCOMPARE(text, breakdown->plainText());
        const double w3 = doc()->result().heads[0].weights(2, 2);
        QVERIFY2(text.contains(formatFixed(w3, 3)), qPrintable(text.left(400)));
        // The focus is seen: the working is framed while the panel has it, and not after.
        auto *canvas = breakdown->findChild<QWidget *>(QStringLiteral("breakdownCanvas"));
        QVERIFY(canvas);
        const QImage focused = canvas->grab().toImage();
        w->setFocus();
        QTRY_VERIFY(!breakdown->hasFocus());
        QTRY_VERIFY(canvas->grab().toImage() != focused);
    }

    // A map on its own (the difference view's, a model's): no query selected to begin with, Enter
    // left to its dialog, a title of its own, tokens that repeat told by their place, the cells of
    // an earlier map never read for a new one, and the view not moved by the focus coming back.
    void aMapOnItsOwn()
    {
        QString error;
        auto s = io::loadPreset(QStringLiteral("lesson"), &error);
        QVERIFY(s);
        s->tokens = { "the", "river", "the" };
        const AttentionResult r = computeAttention(*s);
        HeatmapWidget w;
        w.setData(makeHeatmapData(*s, r, 0));
        w.resize(600, 500);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.setFocus();
        QTRY_VERIFY(w.hasFocus());
        QCOMPARE(w.cursorCell(), QPoint(-1, -1)); // nothing selected: no cursor yet
        QSignalSpy queries(&w, &HeatmapWidget::queryClicked);
        QTest::keyClick(&w, Qt::Key_Down); // the first key selects the first cell, not the second row
        QCOMPARE(w.cursorCell(), QPoint(0, 0));
        QCOMPARE(queries.size(), 1);
        QCOMPARE(queries.front().front().toInt(), 0);
        QVERIFY(!w.explains());
        QKeyEvent enter(QEvent::KeyPress, Qt::Key_Return, Qt::NoModifier);
        QApplication::sendEvent(&w, &enter);
        QVERIFY(!enter.isAccepted()); // nothing listens: the key goes on to the window or dialog

        QAccessibleInterface *iface = QAccessible::queryAccessibleInterface(&w);
        QCOMPARE(
            iface->tableInterface()->cellAt(0, 2)->text(QAccessible::Name).section(QLatin1Char(','), 0, 1),
            QStringLiteral("query 1 the, key 3 the"));
        QCOMPARE(
            iface->tableInterface()->cellAt(1, 1)->text(QAccessible::Name).section(QLatin1Char(','), 0, 1),
            QStringLiteral("query river, key river"));
        const QAccessible::Id before = QAccessible::uniqueId(iface->tableInterface()->cellAt(2, 2));
        QVERIFY(!iface->text(QAccessible::Description).contains(QStringLiteral("Enter")));

        // The classic mistake is called what it is.
        w.setData(makeMistakeData(*s, r, 0, Mistake::MaskAfterSoftmax));
        QVERIFY2(iface->text(QAccessible::Name).contains(QStringLiteral("WRONG")),
                 qPrintable(iface->text(QAccessible::Name)));
        QAccessibleInterface *after = iface->tableInterface()->cellAt(2, 2);
        QVERIFY(after && after->isValid());
        QCOMPARE(iface->indexOfChild(after), 2 * 3 + 2);
        QVERIFY(!QAccessible::accessibleInterface(before)
                || QAccessible::accessibleInterface(before) == after);
        // the old map's cells are gone (their id freed, or given to the new map's)

        // Zoomed elsewhere, the focus coming back leaves the view where the user put it.
        w.setData(makeHeatmapData(*s, r, 0));
        w.setZoom(1.5);
        w.panBy(10, 10);
        const QRectF view = w.viewport();
        w.clearFocus();
        w.setFocus();
        QTest::qWait(20);
        QCOMPARE(w.viewport(), view);
    }

    // Every control of the window a reader can reach has a name it can say.
    void everyControlIsNamed()
    {
        const QStringList unnamed = testing::unnamedControls(m_fixture.window(), false);
        QVERIFY2(unnamed.isEmpty(), qPrintable(unnamed.join(QLatin1Char('\n'))));
    }

    // The lesson's slide reads as its text: its title as the name, its working as the
    // description, each held-back answer "?" until Reveal, then the number.
    void theLessonStepReadsAsText()
    {
        auto *lesson = m_fixture.window()->findChild<LessonController *>(QStringLiteral("lessonController"));
        auto *canvas = m_fixture.window()->findChild<StepCanvas *>(QStringLiteral("lessonCanvas"));
        QVERIFY(lesson && canvas);
        int softmax = -1;
        for (int i = 0; i < lesson->count() && softmax < 0; ++i)
            if (QString::fromUtf8(lesson::lessonSteps()[std::size_t(i)].id) == QLatin1String("normalise"))
                softmax = i;
        QVERIFY(softmax >= 0);
        m_fixture.window()->lesson()->dock()->show(); // a closed panel builds no step
        lesson->goTo(softmax);
        QTRY_VERIFY(canvas->step().number == softmax + 1 && !canvas->step().reveals.empty());
        const lesson::StepModel &step = canvas->step();
        QAccessibleInterface *iface = QAccessible::queryAccessibleInterface(canvas);
        QVERIFY(iface);
        QCOMPARE(iface->text(QAccessible::Name),
                 QStringLiteral("Lesson step %1 of %2: %3").arg(step.number).arg(step.count).arg(step.title));
        const QString first = step.reveals.front().answer;
        QString said = iface->text(QAccessible::Description);
        QVERIFY2(said.contains(step.caption.left(40)) && said.contains(QLatin1Char('?')), qPrintable(said));
        QVERIFY2(!said.contains(first), qPrintable(first + QStringLiteral(" before Reveal: ") + said));
        QVERIFY2(step.conclusion.isEmpty() || !said.contains(step.conclusion), qPrintable(said));
        lesson->revealAll();
        QTRY_VERIFY(canvas->accessibleDescription().contains(first));
        QVERIFY(!iface->text(QAccessible::Description).contains(QStringLiteral(" ? ")));
        QVERIFY(iface->text(QAccessible::Description).contains(step.conclusion));

        // On every step, before Reveal: no conclusion, and no remark that says a held-back
        // number ("? ≈ 1.05 M weights" would give the parameters away).
        for (int i = 0; i < lesson->count(); ++i) {
            const lesson::StepModel &s = lesson->step(i);
            if (s.reveals.empty())
                continue;
            const lesson::RevealState none(int(s.reveals.size()));
            const QString before = s.text(&none);
            QVERIFY2(s.conclusion.isEmpty() || !before.contains(s.conclusion), qPrintable(s.id));
            QVERIFY2(!before.contains(QRegularExpression(QStringLiteral("\\? ≈ \\d"))),
                     qPrintable(s.id + before));
        }
    }

    // Every table has a name, and a cell says where it is, not only its number.
    void tablesAreNamedAndCellsSayWhere()
    {
        auto *wq = m_fixture.window()->findChild<QTableView *>(QStringLiteral("input-W_Q"));
        auto *weights = m_fixture.window()->findChild<QTableView *>(QStringLiteral("computed-")
                                                                    + matrixName(MatrixId::Weights));
        QVERIFY(wq && weights);
        QCOMPARE(QAccessible::queryAccessibleInterface(wq)->text(QAccessible::Name), QStringLiteral("W_Q"));
        QAccessibleInterface *table = QAccessible::queryAccessibleInterface(weights);
        QCOMPARE(table->text(QAccessible::Name),
                 QStringLiteral("%1 of head 1").arg(matrixName(MatrixId::Weights)));
        QAccessibleInterface *cell = table->tableInterface()->cellAt(1, 2);
        QVERIFY(cell);
        const QString said = cell->text(QAccessible::Name);
        QVERIFY2(said.startsWith(QStringLiteral("query ")) && said.contains(QStringLiteral("key "))
                     && said.contains(QStringLiteral("river")) && said.contains(QStringLiteral("bank"))
                     && said.endsWith(QStringLiteral("0.576")),
                 qPrintable(said));
        // Another head shown: the name follows.
        doc()->setNumHeads(2);
        doc()->setSelectedHead(1);
        QTRY_COMPARE(table->text(QAccessible::Name),
                     QStringLiteral("%1 of head 2").arg(matrixName(MatrixId::Weights)));
    }
};

QTEST_MAIN(TestAccessibility)
#include "tst_accessibility.moc"
