// The main window's toolbars and View menu: what the window shows and how large, and the
// rows of controls that must fit a 1024-pixel projector at any zoom.
#include "mainwindow.h"

#include "io/fileio.h"
#include "io/memorycheck.h"
#include "io/session_json.h"
#include "render/notation.h"
#include "scorerulebar.h"
#include "sessionshapebar.h"
#include "ui/breakdown/breakdownwidget.h"
#include "ui/common/appearance.h"
#include "ui/common/language.h"
#include "ui/common/preferences.h"
#include "ui/compare/comparesetup.h"
#include "ui/dialogs/codedialog.h"
#include "ui/dialogs/generatedialog.h"
#include "ui/dialogs/helpdialog.h"
#include "ui/document/autosave.h"
#include "ui/document/document.h"
#include "ui/document/undohistory.h"
#include "ui/heatmap/headgridwidget.h"
#include "ui/heatmap/heatmappanel.h"
#include "ui/heatmap/heatmapwidget.h"
#include "ui/learn/learnsetup.h"
#include "ui/lesson/lessonsetup.h"
#include "ui/model/modelsetup.h"
#include "ui/notes/notesbar.h"
#include "ui/tables/matrixmodel.h"
#include "ui/tables/matrixpanels.h"
#include "ui/tables/matrixview.h"

#include <QAbstractScrollArea>
#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QComboBox>
#include <QDateTime>
#include <QDir>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QLocale>
#include <QMenuBar>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QScreen>
#include <QStatusBar>
#include <QStyle>
#include <QTimer>
#include <QToolBar>
#include <QTranslator>
#include <QUndoStack>
#include <QVBoxLayout>
#include <QWheelEvent>

#include <algorithm>

namespace attn {

void MainWindow::createToolBars(std::initializer_list<QAction *> files, QAction *undo, QAction *redo)
{
    QToolBar *bar = addToolBar(tr("Main"));
    m_toolBars.push_back(bar);
    bar->setObjectName(QStringLiteral("mainToolBar"));
    bar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    for (QAction *a : files)
        bar->addAction(a);
    bar->addSeparator();
    // The toolbar's Undo and Redo keep their one-word names (the command goes to the tooltip;
    // the Edit menu names it in full), so nothing after them moves sideways after an edit.
    UndoHistory *history = m_undoHistory; // the most recent change, in the tables or the workbench
    auto *undoButton = new QAction(undo->icon(), tr("Undo"), this);
    auto *redoButton = new QAction(redo->icon(), tr("Redo"), this);
    undoButton->setObjectName(QStringLiteral("toolbarUndo"));
    redoButton->setObjectName(QStringLiteral("toolbarRedo"));
    connect(undoButton, &QAction::triggered, history, &UndoHistory::undo);
    connect(redoButton, &QAction::triggered, history, &UndoHistory::redo);
    auto followStack = [history, undoButton, redoButton] {
        undoButton->setEnabled(history->canUndo());
        redoButton->setEnabled(history->canRedo());
        undoButton->setToolTip(history->canUndo() ? tr("Undo %1 (Ctrl+Z)").arg(history->undoText())
                                                  : tr("Nothing to undo"));
        redoButton->setToolTip(history->canRedo() ? tr("Redo %1 (Ctrl+Shift+Z)").arg(history->redoText())
                                                  : tr("Nothing to redo"));
    };
    connect(history, &UndoHistory::changed, undoButton, followStack);
    followStack();
    bar->addAction(undoButton);
    bar->addAction(redoButton);
    bar->addSeparator();
    bar->addAction(m_lesson->presentAction()); // the way into the lesson, in sight (F5)
    // d_model and heads on one bar, the score rule (scale and stages) on another: each row as full as
    // the screen allows.
    const auto &groups = m_shapeBar->groups();
    for (std::size_t g = 0; g < groups.size(); ++g) {
        if (g == 0 || g + 1 == groups.size()) {
            const bool scale = g + 1 == groups.size();
            m_toolBars.push_back(addToolBar(scale ? tr("Score rule") : tr("Model")));
            m_toolBars.back()->setObjectName(scale ? QStringLiteral("scaleToolBar")
                                                   : QStringLiteral("modelToolBar"));
        }
        m_toolBars.back()->addWidget(groups[g]);
    }
    // The score rule's other stages (ALiBi, soft-cap, sinks) after the scale, behind one button.
    m_toolBars.back()->addWidget(m_ruleBar->button());
    connect(&Appearance::instance(), &Appearance::changed, this,
            [this] { QTimer::singleShot(0, this, &MainWindow::fitToolBars); });
}

void MainWindow::resizeEvent(QResizeEvent *event)
{
    QMainWindow::resizeEvent(event);
    fitToolBars();
}

void MainWindow::fitToolBars()
{
    const int handle = style()->pixelMetric(QStyle::PM_ToolBarHandleExtent) + 8;
    int row = 0;
    for (std::size_t i = 0; i < m_toolBars.size(); ++i) {
        QToolBar *bar = m_toolBars[i];
        const int w = bar->sizeHint().width() + handle;
        const bool breakBefore = i > 0 && row + w > width();
        row = breakBefore ? w : row + w;
        if (i == 0 || breakBefore == toolBarBreak(bar))
            continue;
        if (breakBefore)
            insertToolBarBreak(bar);
        else
            removeToolBarBreak(bar);
    }
}

void MainWindow::showOrHidePanel(QDockWidget *dock)
{
    // In front: shown, and alone or the tab on top (a tab behind another panel is "visible"
    // with nothing of it seen).
    const QList<QDockWidget *> mates = tabifiedDockWidgets(dock);
    const bool alone
        = std::none_of(mates.begin(), mates.end(), [](QDockWidget *d) { return d->isVisible(); });
    const bool inFront = dock->isVisible() && (alone || !dock->visibleRegion().isEmpty());
    if (inFront) {
        dock->hide();
        return;
    }
    dock->show();
    dock->raise();
    if (QWidget *w = dock->widget())
        w->setFocus(Qt::ShortcutFocusReason);
}

void MainWindow::createViewMenu()
{
    QMenu *view = menuBar()->addMenu(tr("&View"));
    Appearance &look = Appearance::instance();
    QAction *zoomIn = view->addAction(tr("Zoom &In"), &look, &Appearance::zoomIn);
    zoomIn->setObjectName(QStringLiteral("zoomIn"));
    // Each key once: QKeySequence::ZoomIn / ZoomOut are these same keys on Linux, and a key
    // bound twice is ambiguous and does nothing. The keypad's + and − match them as well (Qt
    // tries a key without its keypad modifier when nothing is bound to it with one).
    zoomIn->setShortcuts({ QKeySequence(Qt::CTRL | Qt::Key_Equal), QKeySequence(Qt::CTRL | Qt::Key_Plus) });
    QAction *zoomOut = view->addAction(tr("Zoom &Out"), &look, &Appearance::zoomOut);
    zoomOut->setObjectName(QStringLiteral("zoomOut"));
    zoomOut->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Minus));
    QAction *actual = view->addAction(tr("&Actual Size"), &look, &Appearance::resetZoom);
    actual->setObjectName(QStringLiteral("zoomReset"));
    actual->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_0));
    auto *zoomLabel = new QLabel(this);
    zoomLabel->setToolTip(
        tr("Zoom of the whole window: View ▸ Zoom In / Zoom Out (Ctrl+= / Ctrl+−), Ctrl+0 for 100 %"));
    statusBar()->addPermanentWidget(zoomLabel);
    auto showZoom = [zoomLabel, zoomIn, zoomOut] {
        const double z = Appearance::instance().zoom();
        zoomLabel->setText(tr("%1 %").arg(qRound(z * 100)));
        zoomIn->setEnabled(z < Appearance::kMaxZoom - 1e-9);
        zoomOut->setEnabled(z > Appearance::kMinZoom + 1e-9);
    };
    connect(&look, &Appearance::changed, this, showZoom);
    showZoom();

    QMenu *themes = view->addMenu(tr("&Theme"));
    auto *group = new QActionGroup(themes);
    const QStringList labels
        = { tr("&Light"), tr("&Dark (dim rooms)"), tr("&High Contrast (bright projectors)") };
    const QStringList names = Theme::names();
    for (int k = 0; k < names.size(); ++k) {
        QAction *a = themes->addAction(labels.value(k, names[k]));
        a->setObjectName(QStringLiteral("theme-") + names[k]);
        a->setCheckable(true);
        group->addAction(a);
        connect(a, &QAction::triggered, &look, [name = names[k]] { Appearance::instance().setTheme(name); });
    }
    auto showTheme = [group] {
        for (QAction *a : group->actions())
            a->setChecked(a->objectName() == QStringLiteral("theme-") + Appearance::instance().theme().name);
    };
    connect(&look, &Appearance::changed, this, showTheme);
    showTheme();
    createLanguageMenu(view);

    view->addSeparator();
    m_compare->addViewActions(view);
    view->addSeparator();
    m_lesson->addViewActions(view);
    view->addSeparator();
    // Alt+1 … Alt+6 show or hide the panels, as Qt Creator's panes: room for the heatmap
    // and the breakdown on a projector. A panel behind another's tab comes to the front (with
    // the keyboard focus) rather than being put away.
    int key = Qt::Key_1;
    for (QDockWidget *dock : { m_inputsDock, m_computedDock, m_breakdownDock, m_lesson->dock(),
                               m_model->dock(), m_learn->dock() }) {
        auto *toggle = new QAction(dock->windowTitle(), this);
        toggle->setObjectName(dock->objectName() + QStringLiteral("Toggle"));
        toggle->setCheckable(true);
        toggle->setChecked(dock->toggleViewAction()->isChecked());
        toggle->setShortcut(QKeySequence(Qt::ALT | Qt::Key(key++)));
        connect(dock->toggleViewAction(), &QAction::toggled, toggle, &QAction::setChecked);
        connect(toggle, &QAction::triggered, this, [this, dock, toggle] {
            if (dock == m_breakdownDock && oneViewAtATime())
                showBreakdownAlone(!showingBreakdownAlone()); // in a tiny room: it or the heatmap
            else
                showOrHidePanel(dock);
            toggle->setChecked(dock->toggleViewAction()->isChecked());
        });
        view->addAction(toggle);
    }
    // Zoomed far in, one view at a time: F6 switches between the heatmap and the breakdown.
    QAction *swap = view->addAction(tr("Switch &Heatmap / Breakdown"), this,
                                    [this] { showBreakdownAlone(!showingBreakdownAlone()); });
    swap->setObjectName(QStringLiteral("switchHeatmapBreakdown"));
    swap->setShortcut(QKeySequence(Qt::Key_F6));
    swap->setToolTip(tr("Zoomed far in, the heatmap and the breakdown take the window in turn"));
    m_switchViews = swap;
    swap->setEnabled(oneViewAtATime()); // arrangeDocks follows the room
}

void MainWindow::wireBreakdown()
{
    // The breakdown follows the selected query and head, and every new result.
    // With a pin, the pinned weights of the same row come under the current ones.
    auto explain = [this] {
        if (!m_doc->isResultReadable()) // an edit is being written into it: resultChanged() follows
            return;
        BreakdownData d = makeBreakdown(m_doc->resultSession(), m_doc->result(), m_doc->selectedHead(),
                                        m_doc->selectedQuery());
        m_compare->addPinnedRow(d);
        addGradientRows(d, m_doc->result(), m_doc->gradient());
        m_breakdown->setBreakdown(d);
    };
    connect(m_doc, &Document::resultChanged, this, explain);
    connect(m_doc, &Document::selectionChanged, this, explain);
    connect(m_compare, &CompareSetup::pinChanged, this, explain);
    // Enter on the heatmap's cursor cell: that query's breakdown, shown and given the focus, so
    // that a screen reader reads it (the query itself is selected by the same key).
    connect(m_heatmaps->heatmap(), &HeatmapWidget::explainRequested, this, [this] {
        if (oneViewAtATime())
            showBreakdownAlone(true);
        m_breakdownDock->show();
        m_breakdownDock->raise();
        m_breakdown->setFocus(Qt::OtherFocusReason);
    });
}

// View ▸ Language: the system's language or one chosen, from the next start (the window's
// strings are made as it is built, so a change now would leave half of them behind). The
// confirmation is said in the language chosen too, which the teacher may read more easily.
void MainWindow::createLanguageMenu(QMenu *view)
{
    QMenu *menu = view->addMenu(tr("&Language"));
    menu->setObjectName(QStringLiteral("languageMenu"));
    auto *group = new QActionGroup(menu);
    const QList<language::Language> all = language::available();
    const QString system = language::resolve({}, QLocale::system().uiLanguages());
    QString systemName;
    for (const language::Language &l : all)
        if (l.code == system)
            systemName = l.name;
    auto add = [this, menu, group](const QString &code, const QString &label, const QString &name) {
        QAction *a = menu->addAction(label);
        a->setObjectName(QStringLiteral("language-") + (code.isEmpty() ? QStringLiteral("system") : code));
        a->setCheckable(true);
        a->setChecked(code == language::chosen());
        group->addAction(a);
        connect(a, &QAction::triggered, this, [this, code, name] {
            if (code == language::chosen())
                return;
            language::setChosen(code);
            const QString resolved = language::resolve(code, QLocale::system().uiLanguages());
            const char *sentence = QT_TR_NOOP("Attention Lab will start in %1 the next time it is opened.");
            QString text = tr(sentence).arg(name);
            // The same in the language chosen (English is the source itself).
            QString there;
            QTranslator next;
            if (resolved == QLatin1String("en"))
                there = QString::fromUtf8(sentence);
            else if (next.load(QStringLiteral("attention-lab_") + resolved, QStringLiteral(":/i18n")))
                there = next.translate("attn::MainWindow", sentence);
            if (resolved != language::current() && !there.isEmpty())
                text += QStringLiteral("\n\n") + there.arg(name);
            QMessageBox::information(this, tr("Language"), text);
        });
    };
    add({}, systemName.isEmpty() ? tr("&System Language") : tr("&System Language (%1)").arg(systemName),
        systemName);
    menu->addSeparator();
    for (const language::Language &l : all)
        add(l.code, l.name, l.name);
}

} // namespace attn
