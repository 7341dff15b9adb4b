// The window on the screens classrooms have: run once per projector size (ctest passes
// ATTENTION_TEST_SCREEN=1024x768, 1280x720 …, and the offscreen platform is given a screen of
// that size), it must fit whole, with nothing in the toolbar's overflow; zoom must make every
// text larger and be remembered; the toolbar must not move when an edit renames Undo.
#include "classroom_screen.h"
#include "window_fixture.h"

#include "ui/common/appearance.h"
#include "ui/common/preferences.h"

#include <QDockWidget>
#include <QScreen>
#include <QScrollArea>
#include <QScrollBar>
#include <QToolBar>
#include <QUndoStack>

using namespace attn;
using namespace testing;

namespace {

// Where every widget of the toolbar sits, in window coordinates.
QList<int> toolbarXs(MainWindow *w)
{
    QList<int> xs;
    for (auto *bar : w->findChildren<QToolBar *>())
        for (QAction *a : bar->actions())
            if (QWidget *item = bar->widgetForAction(a); item && item->isVisible())
                xs << item->mapTo(w, QPoint(0, 0)).x();
    return xs;
}

} // namespace

class TestClassroom : public QObject {
    Q_OBJECT

private:
    std::unique_ptr<MainWindow> m_window;
    QRect m_screen;

    void openFirstStart()
    {
        // A first start on this projector: no saved layout.
        prefs::windowGeometry.set({});
        prefs::windowState.set({});
        m_window = std::make_unique<MainWindow>();
        m_window->showForScreen();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        QApplication::processEvents();
    }

private slots:
    void initTestCase()
    {
        WindowFixture::initTestCase();
        m_screen = QGuiApplication::primaryScreen()->availableGeometry();
        QCOMPARE(m_screen.size(), requestedScreen()); // the screen the test asked for
    }
    void init()
    {
        Appearance::instance().resetZoom();
        QDir(Autosaver::defaultDirectory()).removeRecursively();
    }
    void cleanup()
    {
        if (m_window)
            documentOf(m_window.get())->undoStack()->setClean();
        m_window.reset();
        Appearance::instance().resetZoom();
    }

    void theWindowFitsTheScreen_data()
    {
        QTest::addColumn<double>("zoom");
        QTest::newRow("100 %") << 1.0;
        QTest::newRow("200 %") << 2.0;
    }
    void theWindowFitsTheScreen()
    {
        QFETCH(double, zoom);
        Appearance::instance().setZoom(zoom);
        openFirstStart();
        MainWindow *w = m_window.get();
        QVERIFY2(w->width() <= m_screen.width() && w->height() <= m_screen.height(),
                 qPrintable(QStringLiteral("window %1×%2 on a %3×%4 screen")
                                .arg(w->width())
                                .arg(w->height())
                                .arg(m_screen.width())
                                .arg(m_screen.height())));
        QVERIFY2(w->minimumSizeHint().width() <= m_screen.width(),
                 qPrintable(QString::number(w->minimumSizeHint().width())));
        QVERIFY(w->minimumSizeHint().height() <= m_screen.height());
        // Filled (maximised on a first start), not a small window in a corner.
        QVERIFY(w->width() >= m_screen.width() * 9 / 10);

        // Nothing in the toolbar's overflow, nothing covering the toolbar.
        QRect barRect;
        const auto bars = w->findChildren<QToolBar *>();
        QCOMPARE(bars.size(), 3);
        for (QToolBar *bar : bars) {
            QVERIFY(bar->isVisible());
            auto *overflow = bar->findChild<QWidget *>(QStringLiteral("qt_toolbar_ext_button"));
            QVERIFY2(
                !overflow || !overflow->isVisible(),
                qPrintable(bar->objectName() + QStringLiteral(": controls went into the overflow menu")));
            QVERIFY(w->rect().contains(QRect(bar->mapTo(w, QPoint(0, 0)), bar->size())));
            barRect |= QRect(bar->mapTo(w, QPoint(0, 0)), bar->size());
        }
        for (QDockWidget *dock : w->findChildren<QDockWidget *>()) {
            if (!dock->isVisible() || dock->isFloating())
                continue;
            const QRect r(dock->mapTo(w, QPoint(0, 0)), dock->size());
            if (!r.intersects(w->rect()))
                continue; // a tab page behind another: Qt parks it outside the window
            QVERIFY2(w->rect().contains(r),
                     qPrintable(QStringLiteral("%1 at %2,%3 %4×%5 reaches outside the %6×%7 window")
                                    .arg(dock->objectName())
                                    .arg(r.x())
                                    .arg(r.y())
                                    .arg(r.width())
                                    .arg(r.height())
                                    .arg(w->width())
                                    .arg(w->height())));
            QVERIFY2(!r.intersects(barRect),
                     qPrintable(dock->objectName() + QStringLiteral(" covers the toolbar")));
        }
        // The model panel waits, hidden, until a model is opened (View ▸ Model, Alt+5).
        QDockWidget *model = w->findChild<QDockWidget *>(QStringLiteral("modelDock"));
        QVERIFY(model && !model->isVisible());
        // Below ~1400 px the inputs and computed panels share one place as tabs.
        const auto docks = w->findChildren<QDockWidget *>();
        auto dockNamed = [&](const QString &name) {
            for (QDockWidget *d : docks)
                if (d->objectName() == name)
                    return d;
            return static_cast<QDockWidget *>(nullptr);
        };
        QDockWidget *inputs = dockNamed(QStringLiteral("inputsDock")),
                    *computed = dockNamed(QStringLiteral("computedDock"));
        QVERIFY(inputs && computed);
        // Zoomed in on a screen too small for them side by side, they are put away (Alt+1, Alt+2).
        if (zoom > 1.0 && m_screen.width() / zoom < MainWindow::kWideLayout)
            QVERIFY(inputs->isHidden() && computed->isHidden());
        else if (m_screen.width() < 1400)
            QVERIFY(w->tabifiedDockWidgets(inputs).contains(computed));
        else
            QVERIFY(!w->tabifiedDockWidgets(inputs).contains(computed));
    }

    void atTwiceTheSizeTheBreakdownNeedsNoScrollingWithTheInputsPutAway()
    {
        if (m_screen.width() < 1280)
            QSKIP("the issue asks this of 1280×720 and larger screens");
        Appearance::instance().setZoom(2.0);
        openFirstStart();
        // At 200 % the window has put away the inputs and what they compute (Alt+1 and Alt+2
        // would bring them back): the breakdown gets the room.
        QApplication::processEvents();
        QVERIFY(named<QDockWidget>(m_window.get(), "inputsDock")->isHidden()
                && named<QDockWidget>(m_window.get(), "computedDock")->isHidden());
        auto *breakdown = m_window->findChild<BreakdownWidget *>();
        QVERIFY(breakdown);
        QTRY_VERIFY(breakdownCanvas(breakdown)->width() > 0);
        QTRY_VERIFY2(!breakdownScroll(breakdown)->verticalScrollBar()->isVisible(),
                     qPrintable(QStringLiteral("the breakdown scrolls at 200 %: a %1×%2 picture in %3×%4")
                                    .arg(breakdownCanvas(breakdown)->width())
                                    .arg(breakdownCanvas(breakdown)->height())
                                    .arg(breakdownScroll(breakdown)->viewport()->width())
                                    .arg(breakdownScroll(breakdown)->viewport()->height())));
        QVERIFY(!breakdownScroll(breakdown)->horizontalScrollBar()->isVisible());
        QVERIFY(breakdown->painter().layoutProblems().isEmpty());
        // Its numbers are large: the picture is drawn at least at its natural size.
        QVERIFY(breakdownCanvas(breakdown)->width() >= breakdown->painter().preferredSize().width());
    }

    void zoomMakesEveryTextLargerAndIsRemembered()
    {
        openFirstStart();
        MainWindow *w = m_window.get();
        MatrixView *table = inputView(w, MatrixId::Embeddings);
        auto *breakdown = w->findChild<BreakdownWidget *>();
        HeatmapWidget *heatmap = w->findChild<HeatmapPanel *>()->heatmap();
        breakdown->setFitToWindow(false); // natural size × zoom, so the zoom alone decides its size
        QApplication::processEvents();
        const double tableFont = table->font().pointSizeF();
        const int breakdownWidth = breakdownCanvas(breakdown)->width();
        QCOMPARE(heatmap->options().textScale, 1.0);

        QAction *zoomIn = w->findChild<QAction *>(QStringLiteral("zoomIn"));
        QVERIFY(zoomIn && zoomIn->isEnabled());
        while (Appearance::instance().zoom() < 2.0 - 1e-9)
            zoomIn->trigger();
        QCOMPARE(Appearance::instance().zoom(), 2.0);
        QApplication::processEvents();
        QCOMPARE(table->font().pointSizeF(), 2 * tableFont);
        QCOMPARE(heatmap->options().textScale, 2.0);
        QVERIFY(std::abs(breakdownCanvas(breakdown)->width() - 2 * breakdownWidth) <= 2);
        QCOMPARE(prefs::zoom.get(), 2.0);

        // Ctrl+wheel over a table zooms the whole window too.
        QWheelEvent wheel(QPointF(10, 10), table->viewport()->mapToGlobal(QPointF(10, 10)), QPoint(),
                          QPoint(0, -120), Qt::NoButton, Qt::ControlModifier, Qt::NoScrollPhase, false);
        QApplication::sendEvent(table->viewport(), &wheel);
        QVERIFY(Appearance::instance().zoom() < 2.0);
        const double afterWheel = Appearance::instance().zoom();

        // A new start reads it back.
        documentOf(m_window.get())->undoStack()->setClean();
        m_window.reset();
        Appearance::instance().setZoom(1.0);
        prefs::zoom.set(afterWheel);
        Appearance::instance().restore();
        QCOMPARE(Appearance::instance().zoom(), afterWheel);

        QAction *reset = nullptr;
        openFirstStart();
        reset = m_window->findChild<QAction *>(QStringLiteral("zoomReset"));
        QVERIFY(reset);
        reset->trigger();
        QCOMPARE(Appearance::instance().zoom(), 1.0);
        QCOMPARE(inputView(m_window.get(), MatrixId::Embeddings)->font().pointSizeF(), tableFont);
    }

    void theToolbarStaysPutAcrossEdits()
    {
        openFirstStart();
        MainWindow *w = m_window.get();
        const QList<int> before = toolbarXs(w);
        QVERIFY(before.size() >= 5);
        typeIntoCell(inputView(w, MatrixId::Embeddings), 0, 0, QStringLiteral("1.25"));
        QApplication::processEvents();
        QVERIFY(!documentOf(w)->undoStack()->undoText().isEmpty());
        QCOMPARE(toolbarXs(w), before);
        // A long token name does not push anything either.
        documentOf(w)->undoStack()->undo();
        QApplication::processEvents();
        QCOMPARE(toolbarXs(w), before);
        // The command's name goes to the tooltip, never onto the button.
        typeIntoCell(inputView(w, MatrixId::Embeddings), 0, 0, QStringLiteral("2.5"));
        auto *undo = w->findChild<QAction *>(QStringLiteral("toolbarUndo"));
        QVERIFY(undo);
        QCOMPARE(undo->text(), QStringLiteral("Undo"));
        QVERIFY(undo->toolTip().size() > QStringLiteral("Undo  (Ctrl+Z)").size());
    }
};

int main(int argc, char **argv)
{
    return runOnClassroomScreen<TestClassroom>(argc, argv);
}

#include "tst_classroom.moc"
