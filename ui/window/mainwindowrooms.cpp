// The main window's rooms: how its docks are arranged for the screen it is on and the zoom
// chosen — a projector's 1280 × 720, a tiny room at a large zoom, the breakdown alone.
#include "mainwindow.h"

#include "ui/breakdown/breakdownwidget.h"
#include "ui/common/appearance.h"
#include "ui/common/preferences.h"
#include "ui/document/document.h"
#include "ui/heatmap/headgridwidget.h"
#include "ui/heatmap/heatmappanel.h"
#include "ui/heatmap/heatmapwidget.h"
#include "ui/lesson/lessonsetup.h"
#include "ui/notes/notesbar.h"
#include "ui/tables/matrixpanels.h"

#include <QAbstractScrollArea>
#include <QAction>
#include <QApplication>
#include <QDockWidget>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QScreen>
#include <QStatusBar>
#include <QStyle>
#include <QTimer>
#include <QToolBar>
#include <QUndoStack>
#include <QVBoxLayout>
#include <QWheelEvent>

namespace attn {

MainWindow::Room MainWindow::roomFor(QSize size)
{
    const double zoom = Appearance::instance().zoom();
    if (zoom <= 1.0 + 1e-9)
        return size.width() >= kWideLayout ? Room::Wide : Room::Narrow;
    if (size.width() / zoom < kTinyWidth || size.height() / zoom < kTinyHeight)
        return Room::Tiny;
    // A window as wide as a wide screen at 100 % even at this zoom (a 4K projector at 150 %)
    // keeps the wide layout, tables and all.
    if (size.width() / zoom >= kWideLayout)
        return Room::Wide;
    // Zoomed in, the class looks at the heatmap and the breakdown: the tables make room for them.
    return Room::Cramped;
}

void MainWindow::arrangeDocks(QSize size)
{
    const int width = size.width();
    const Room room = roomFor(size);
    if (room != Room::Tiny)
        leaveTinyRoom();
    if (room != Room::Cramped && room != Room::Tiny)
        bringBackAfterZoom();
    if (room == Room::Wide) {
        // Inputs above what they compute, on the left; the heatmaps get the full height.
        splitDockWidget(m_inputsDock, m_computedDock, Qt::Vertical);
        resizeDocks({ m_inputsDock, m_breakdownDock }, { width * 25 / 100, width * 36 / 100 },
                    Qt::Horizontal);
        resizeDocks({ m_inputsDock, m_computedDock }, { 45, 55 }, Qt::Vertical);
    } else {
        tabifyDockWidget(m_inputsDock, m_computedDock);
        m_inputsDock->raise();
        // Its tab would take a line of height from the breakdown: Alt+4 or the lesson's
        // menu entries bring it back.
        m_lesson->dock()->hide();
        resizeDocks({ m_inputsDock, m_breakdownDock }, { width * 27 / 100, width * 38 / 100 },
                    Qt::Horizontal);
    }
    if (room == Room::Cramped || room == Room::Tiny) {
        putAwayForZoom(room == Room::Tiny);
        resizeDocks({ m_breakdownDock }, { width / 2 }, Qt::Horizontal);
    }
    m_room = room;
    if (room == Room::Tiny)
        showBreakdownAlone(m_breakdownAlone);
    // The note's lines are the heatmap's height: fewer of them the further the zoom.
    m_notes->setMaxLines(room == Room::Tiny ? 1 : room == Room::Cramped ? 2 : NotesBar::kMaxLines);
    if (m_switchViews)
        m_switchViews->setEnabled(room == Room::Tiny);
}

void MainWindow::putAwayForZoom(bool tiny)
{
    const bool tables = !m_inputsDock->isHidden() || !m_computedDock->isHidden();
    if (tables) {
        m_putAway = true;
        m_inputsDock->hide();
        m_computedDock->hide();
    }
    bool toolBars = false;
    if (tiny) // the model's sizes and the scale; the files, undo and Present stay
        for (std::size_t i = 1; i < m_toolBars.size(); ++i)
            if (!m_toolBars[i]->isHidden()) {
                m_toolBars[i]->hide();
                toolBars = m_toolBarsPutAway = true;
            }
    // Short: the status bar of a 1024-pixel screen at 200 % holds about fifty letters.
    if (tiny && (tables || toolBars))
        showStatus(tr("Zoomed in: F6 switches heatmap ⇄ breakdown"));
    else if (tables)
        showStatus(tr("Zoomed in: tables put away (Alt+1, Alt+2 bring them back)"));
}

void MainWindow::leaveTinyRoom()
{
    // Both views side by side again, and the model's toolbars back (a cramped room has them).
    if (m_room == Room::Tiny || centralWidget()->isHidden()) {
        centralWidget()->show();
        m_breakdownDock->show();
        m_breakdownAlone = false;
    }
    if (m_toolBarsPutAway) {
        for (std::size_t i = 1; i < m_toolBars.size(); ++i)
            m_toolBars[i]->show();
        m_toolBarsPutAway = false;
    }
}

void MainWindow::bringBackAfterZoom()
{
    leaveTinyRoom();
    if (m_putAway) {
        m_inputsDock->show();
        m_computedDock->show();
        m_putAway = false;
    }
}

void MainWindow::showBreakdownAlone(bool breakdown)
{
    if (m_room != Room::Tiny)
        return;
    m_breakdownAlone = breakdown;
    centralWidget()->setVisible(!breakdown);
    m_breakdownDock->setVisible(breakdown);
    if (breakdown)
        m_breakdownDock->raise();
}

void MainWindow::followZoom()
{
    if (isVisible() && roomFor(size()) != m_room)
        arrangeDocks(size());
}

void MainWindow::showForScreen()
{
    const QRect available = screen() ? screen()->availableGeometry() : QRect(0, 0, 1600, 1000);
    const QByteArray geometry = prefs::windowGeometry.get();
    // The saved layout only when it was made for a screen at least this large: a laptop's
    // layout on a 1024×768 projector would push panels off screen.
    const QSize saved = prefs::windowSize.get();
    if (!geometry.isEmpty() && saved.isValid() && saved.width() <= available.width()
        && saved.height() <= available.height() && restoreGeometry(geometry)) {
        restoreState(prefs::windowState.get());
        // The last session's layout may have the Model dock in front; with no model open yet it
        // would be an empty panel where the breakdown was. It comes back when a model opens.
        // (Before show(): isVisible() is still false, isHidden() says what the state restored.)
        if (!m_model->model() && !m_model->dock()->isHidden()) {
            m_model->dock()->hide();
            if (!m_breakdownDock->isHidden())
                m_breakdownDock->raise();
        }
        show();
        followZoom(); // zoomed in, the saved layout makes room as the zoom does
        return;
    }
    arrangeDocks(available.size());
    // The whole screen also where no window manager maximises (a projector's bare X session).
    setGeometry(available);
    showMaximized();
}

} // namespace attn
