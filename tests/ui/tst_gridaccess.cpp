// The model workbench's grids as a screen reader and the keyboard meet them (issue 44, item 3),
// through QAccessible on the tiny GPT-2 of tests/common/gpt2_files.h: the model's layers × heads,
// the logit lens, the patching grids and "why this score" are accessible tables whose cells say
// where they are and what they hold; the arrow keys move a cursor cell the reader is told of, and
// Enter does what a click on that cell does. The heatmap's own table is in tst_accessibility.
#include "../common/gpt2_files.h"
#include "model_window_fixture.h"

#include "core/model/forward.h"
#include "render/modelviewpainter.h"
#include "render/notation.h"
#include "ui/heatmap/heatmapwidget.h"
#include "ui/model/attributionwidget.h"
#include "ui/model/layergridwidget.h"
#include "ui/model/mechanismsbench.h"
#include "ui/model/mechanismspages.h"
#include "ui/model/modelbench.h"
#include "ui/model/modelpanel.h"
#include "ui/model/modelviewwidget.h"
#include "ui/window/mainwindow.h"

#include <QAccessible>
#include <QTabWidget>

using namespace attn;
using namespace testing;

class TestGridAccess : public QObject, public testing::ModelWindowFixture {
    Q_OBJECT

    MechanismsBench *mechanisms() { return panel()->mechanisms(); }

    static QAccessibleTableInterface *tableOf(QWidget *w)
    {
        QAccessibleInterface *iface = QAccessible::queryAccessibleInterface(w);
        return iface && iface->role() == QAccessible::Table ? iface->tableInterface() : nullptr;
    }
    static QString cellName(QWidget *w, int row, int col)
    {
        QAccessibleInterface *cell = tableOf(w)->cellAt(row, col);
        return cell ? cell->text(QAccessible::Name) : QStringLiteral("(none)");
    }
    // Every cell named, inside the widget where it is drawn, one interface per cell.
    static void everyCellReads(QWidget *w)
    {
        QAccessibleInterface *iface = QAccessible::queryAccessibleInterface(w);
        QAccessibleTableInterface *table = tableOf(w);
        QVERIFY(table);
        QVERIFY(!iface->text(QAccessible::Name).isEmpty());
        QVERIFY(table->rowCount() > 0 && table->columnCount() > 0);
        QCOMPARE(iface->childCount(), table->rowCount() * table->columnCount());
        for (int r = 0; r < table->rowCount(); ++r)
            for (int c = 0; c < table->columnCount(); ++c) {
                QAccessibleInterface *cell = table->cellAt(r, c);
                QVERIFY(cell && cell->isValid());
                QCOMPARE(cell->role(), QAccessible::Cell);
                QVERIFY2(!cell->text(QAccessible::Name).isEmpty(),
                         qPrintable(QStringLiteral("%1,%2").arg(r).arg(c)));
                QCOMPARE(iface->indexOfChild(cell), r * table->columnCount() + c);
                QCOMPARE(iface->child(r * table->columnCount() + c), cell);
                const QRect on(w->mapToGlobal(QPoint(0, 0)), w->size());
                // Drawn: inside the widget; not drawn (a splitter closed on it): said to be invisible.
                QVERIFY2(cell->rect().isEmpty() ? cell->state().invisible : on.contains(cell->rect()),
                         qPrintable(QStringLiteral("%1,%2: %3,%4 %5×%6 outside %7×%8")
                                        .arg(r)
                                        .arg(c)
                                        .arg(cell->rect().x() - on.x())
                                        .arg(cell->rect().y() - on.y())
                                        .arg(cell->rect().width())
                                        .arg(cell->rect().height())
                                        .arg(on.width())
                                        .arg(on.height())));
            }
        QVERIFY(!table->cellAt(table->rowCount(), 0));
    }
    // The widget takes the focus from the keyboard; its cursor is the table's focused cell.
    static void focusFromTheKeyboard(QWidget *w)
    {
        QCOMPARE(w->focusPolicy() & Qt::TabFocus, Qt::TabFocus);
        w->setFocus(Qt::TabFocusReason);
        QTRY_VERIFY(w->hasFocus());
    }
    static QPoint focusedCell(QWidget *w)
    {
        QAccessibleInterface *focus = QAccessible::queryAccessibleInterface(w)->focusChild();
        if (!focus || !focus->tableCellInterface())
            return { -1, -1 };
        if (!focus->state().focused) // the focused cell says so
            return { -2, -2 };
        return { focus->tableCellInterface()->columnIndex(), focus->tableCellInterface()->rowIndex() };
    }

private slots:
    void initTestCase()
    {
        ModelWindowFixture::initTestCase();
        QAccessible::setActive(true); // as when a screen reader is running
    }
    void init() { WindowFixture::init(); }
    void cleanup() { WindowFixture::cleanup(); }

    void theModelsHeadsAreATable()
    {
        QVERIFY(openAndWait());
        ModelViewWidget *view = panel()->modelView();
        everyCellReads(view);
        QAccessibleTableInterface *table = tableOf(view);
        QCOMPARE(table->rowCount(), 3);
        QCOMPARE(table->columnCount(), setup()->model()->model->weights.config.nHead);
        QCOMPARE(cellName(view, 1, 0), QStringLiteral("layer 2, head 1"));
        QCOMPARE(table->rowDescription(2), QStringLiteral("layer 3"));
        QCOMPARE(table->columnDescription(1), QStringLiteral("head 2"));
        // Where the reader points: the panel under it.
        QAccessibleInterface *cell = table->cellAt(2, 1);
        const QPoint centre = cell->rect().center();
        QCOMPARE(QAccessible::queryAccessibleInterface(view)->childAt(centre.x(), centre.y()), cell);

        // The keyboard: the cursor moves, Enter shows the head large, Ctrl+Enter switches it off.
        focusFromTheKeyboard(view);
        QCOMPARE(focusedCell(view), QPoint(0, 0));
        QTest::keyClick(view, Qt::Key_Down);
        QTest::keyClick(view, Qt::Key_Right);
        QCOMPARE(focusedCell(view), QPoint(1, 1));
        QTest::keyClick(view, Qt::Key_Return);
        QCOMPARE(panel()->shownLayer(), 1);
        QCOMPARE(panel()->shownHead(), 1);
        QVERIFY(cellName(view, 1, 1).endsWith(QStringLiteral("shown large")));
        QSignalSpy off(view, &ModelViewWidget::headOffRequested);
        QTest::keyClick(view, Qt::Key_Return, Qt::ControlModifier);
        QCOMPARE(off.count(), 1);
        QCOMPARE(off.first().at(0).toInt(), 1);
        QCOMPARE(off.first().at(1).toInt(), 1);
        QCOMPARE(off.first().at(2).toBool(), true);
        QTRY_VERIFY(cellName(view, 1, 1).contains(QStringLiteral("switched off")));
        // The edges stop the cursor; End and Ctrl+Home jump.
        for (int k = 0; k < 10; ++k)
            QTest::keyClick(view, Qt::Key_Down);
        QCOMPARE(focusedCell(view).y(), 2);
        QTest::keyClick(view, Qt::Key_End);
        QCOMPARE(focusedCell(view), QPoint(table->columnCount() - 1, 2));
        QTest::keyClick(view, Qt::Key_Home, Qt::ControlModifier);
        QCOMPARE(focusedCell(view), QPoint(0, 0));
    }

    void theLensIsATable()
    {
        QVERIFY(openAndWait());
        QSignalSpy ready(mechanisms(), &MechanismsBench::lensReady);
        panel()->viewTabs()->setCurrentWidget(panel()->lensPage());
        QVERIFY(ready.wait(20000) || ready.count() == 1);
        LayerGridWidget *grid = panel()->lensPage()->grid();
        everyCellReads(grid);
        const gpt2::ModelResult r
            = gpt2::runModel(setup()->model()->model->weights, setup()->model()->result->ids);
        // The last layer at the last position: the model's own prediction, said as a token.
        const QString top = mechanisms()->tokenText(r.next[0].id).trimmed();
        QCOMPARE(
            cellName(grid, 2, 3),
            QStringLiteral("layer 3, position 4 world, top token %1, probability %2")
                .arg(top.isEmpty() ? QStringLiteral("space") : top, formatFixed(r.next[0].probability, 3)));
        QVERIFY(QAccessible::queryAccessibleInterface(grid)
                    ->text(QAccessible::Name)
                    .startsWith(QStringLiteral("Logit lens")));
        // Enter on a cell shows that position's next tokens, as a click does.
        focusFromTheKeyboard(grid);
        QTest::keyClick(grid, Qt::Key_Right);
        QTest::keyClick(grid, Qt::Key_Right);
        QCOMPARE(focusedCell(grid), QPoint(2, 0));
        QTest::keyClick(grid, Qt::Key_Enter);
        QCOMPARE(mechanisms()->bench()->position(), 2);
    }

    void thePatchingGridsAreTables()
    {
        QVERIFY(openAndWait());
        panel()->viewTabs()->setCurrentWidget(panel()->patchingPage());
        QSignalSpy ready(mechanisms(), &MechanismsBench::patchingReady);
        PatchingSetup s;
        s.text = QStringLiteral("it's the wor");
        s.ids = { 261, 260, 258, 264 };
        s.answer = setup()->model()->result->next[0].id;
        s.wrong = setup()->model()->result->next[1].id;
        QVERIFY(mechanisms()->startPatching(s));
        QVERIFY(ready.wait(30000) || ready.count() == 1);
        LayerGridWidget *heads = panel()->patchingPage()->headsGrid();
        LayerGridWidget *resid = panel()->patchingPage()->residGrid();
        everyCellReads(heads);
        everyCellReads(resid);
        const Matrix &h = heads->painter().data().values;
        QCOMPARE(cellName(heads, 2, 1),
                 QStringLiteral("layer 3, head 2, restored %1").arg(formatFixed(h(2, 1), 2)));
        QCOMPARE(cellName(resid, 0, 3), QStringLiteral("layer 1, position 4 world, restored 1.00"));
        QCOMPARE(tableOf(heads)->columnDescription(1), QStringLiteral("head 2"));
        QVERIFY(QAccessible::queryAccessibleInterface(heads)
                    ->tableInterface()
                    ->cellAt(2, 1)
                    ->text(QAccessible::Description)
                    .contains(QStringLiteral("Layer 3 head 2")));
        // Enter opens the head under the cursor.
        focusFromTheKeyboard(heads);
        QTest::keyClick(heads, Qt::Key_End, Qt::ControlModifier);
        QTest::keyClick(heads, Qt::Key_Home);
        QCOMPARE(focusedCell(heads), QPoint(0, 2));
        QTest::keyClick(heads, Qt::Key_Right);
        QTest::keyClick(heads, Qt::Key_Return);
        QCOMPARE(panel()->shownLayer(), 2);
        QCOMPARE(panel()->shownHead(), 1);
    }

    void whyThisScoreIsATable()
    {
        QVERIFY(openAndWait());
        AttributionWidget *why = panel()->attributionView();
        QVERIFY(!tableOf(why) || tableOf(why)->rowCount() == 0); // nothing clicked yet: no rows
        ModelViewWidget *view = panel()->modelView();
        QTest::mouseClick(view, Qt::LeftButton, {}, view->panelRect(1, 0).center().toPoint());
        HeatmapWidget *large = panel()->headView();
        QSignalSpy ready(mechanisms()->bench(), &ModelBench::attributionReady);
        QTest::mouseClick(large, Qt::LeftButton, {},
                          large->currentLayout().cellRect(3, 1).center().toPoint());
        QVERIFY(ready.wait(20000));
        everyCellReads(why);
        QAccessibleTableInterface *table = tableOf(why);
        const auto terms = why->painter().terms();
        QCOMPARE(table->rowCount(), int(terms.size()) + 1);
        QCOMPARE(table->columnCount(), 3);
        const double score = why->painter().data().score;
        QCOMPARE(cellName(why, 0, 0), terms.front().label);
        QCOMPARE(
            cellName(why, 0, 1),
            QStringLiteral("%1 of q·k = %2").arg(formatFixed(terms.front().value, 2), formatFixed(score, 2)));
        QCOMPARE(cellName(why, 0, 2),
                 QStringLiteral("%1 % of the score").arg(formatFixed(100 * terms.front().value / score, 1)));
        // The last row is the sum: the score itself, all of it.
        const int last = table->rowCount() - 1;
        QCOMPARE(cellName(why, last, 0), QStringLiteral("the sum of every term"));
        QCOMPARE(cellName(why, last, 2), QStringLiteral("100.0 % of the score"));
        QCOMPARE(table->columnDescription(2), QStringLiteral("share of the score"));
        focusFromTheKeyboard(why);
        QTest::keyClick(why, Qt::Key_Down);
        QTest::keyClick(why, Qt::Key_End);
        QCOMPARE(focusedCell(why), QPoint(2, 1));
    }
};

QTEST_MAIN(TestGridAccess)
#include "tst_gridaccess.moc"
