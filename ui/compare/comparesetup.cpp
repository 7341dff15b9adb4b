#include "comparesetup.h"

#include "differencepanel.h"
#include "linespanel.h"
#include "pinnedresult.h"
#include "sidebyside.h"

#include "render/breakdownmodel.h"
#include "ui/document/document.h"
#include "ui/heatmap/heatmappanel.h"
#include "ui/heatmap/heatmapwidget.h"
#include "ui/heatmap/lineswidget.h"

#include <QAction>
#include <QMainWindow>
#include <QMenu>
#include <QSplitter>
#include <QStackedWidget>
#include <QStatusBar>
#include <QToolButton>

namespace attn {

CompareSetup::CompareSetup(QMainWindow *window, Document *doc)
    : QObject(window)
    , m_window(window)
    , m_pin(new PinnedResult(doc, this))
    , m_stack(new QStackedWidget(window))
    , m_beside(window->findChild<HeatmapPanel *>()->mapsRow())
    , m_difference(new DifferencePanel(doc, m_pin, m_beside))
    , m_lines(new LinesPanel(doc, m_stack))
    , m_sideBySide(new SideBySidePanel(doc, m_stack))
    , m_pinAction(new QAction(tr("&Pin This Result"), window))
    , m_unpinAction(new QAction(tr("&Unpin"), window))
    , m_differenceAction(new QAction(tr("&Difference beside the Heatmap (now − pinned)"), window))
    , m_linesAction(new QAction(tr("&Lines: Who Looks at Whom"), window))
    , m_sideBySideAction(new QAction(tr("&Heads Side by Side"), window))
    , m_statusPin(new QToolButton(window))
{
    // The difference goes beside the maps, under the heatmap's controls, which keep their
    // place when it comes; the heatmaps are one page of the stack, the line view and heads side
    // by side the others.
    m_heatmapsPage = window->takeCentralWidget();
    m_beside->addWidget(m_difference);
    m_beside->setStretchFactor(0, 1);
    m_beside->setStretchFactor(1, 1);
    m_difference->hide();
    m_stack->addWidget(m_heatmapsPage);
    m_stack->addWidget(m_lines);
    m_stack->addWidget(m_sideBySide);
    window->setCentralWidget(m_stack);

    setObjectName(QStringLiteral("compareSetup"));
    m_pin->setObjectName(QStringLiteral("pinnedResult"));
    m_stack->setObjectName(QStringLiteral("centralStack"));
    m_pinAction->setObjectName(QStringLiteral("pinResult"));
    m_pinAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_P));
    m_pinAction->setToolTip(
        tr("Keep the weights of every head as they are now, to compare what a change does (Ctrl+P)"));
    m_unpinAction->setObjectName(QStringLiteral("unpinResult"));
    m_unpinAction->setToolTip(tr("Forget the pinned result"));
    m_differenceAction->setObjectName(QStringLiteral("showDifference"));
    m_differenceAction->setCheckable(true);
    m_differenceAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_P));
    m_linesAction->setObjectName(QStringLiteral("showLines"));
    m_linesAction->setCheckable(true);
    m_linesAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_L));
    m_linesAction->setToolTip(
        tr("Tokens in two columns, a line from each query to each key as strong as its weight (Ctrl+L)"));
    m_sideBySideAction->setObjectName(QStringLiteral("showSideBySide"));
    m_sideBySideAction->setCheckable(true);
    m_sideBySideAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_H));
    m_sideBySideAction->setToolTip(
        tr("Two to four heads, large, next to each other on one colour scale (Ctrl+H)"));
    m_difference->setActions(m_pinAction, m_unpinAction);

    connect(m_pinAction, &QAction::triggered, this, [this] {
        if (!m_pin->pin()) {
            m_window->statusBar()->showMessage(
                tr("Nothing to pin yet: the result is being computed. Pin it when it shows."), 8000);
            return;
        }
        m_differenceAction->setChecked(true); // pinned to be compared: show where the comparison is
        m_window->statusBar()->showMessage(
            tr("Pinned. Change a mask, the scale or a number: the difference shows what moved."), 8000);
    });
    connect(m_unpinAction, &QAction::triggered, m_pin, &PinnedResult::unpin);
    connect(m_differenceAction, &QAction::toggled, this, [this](bool on) {
        m_difference->setVisible(on);
        if (on) {
            m_linesAction->setChecked(false);
            m_sideBySideAction->setChecked(false);
            // Half the width each: the same cells side by side.
            const int w = m_beside->width();
            m_beside->setSizes({ w / 2, w - w / 2 });
        }
    });
    // Lines and side by side take the heatmaps' place, one at a time.
    connect(m_linesAction, &QAction::toggled, this, [this](bool on) {
        if (on) {
            m_sideBySideAction->setChecked(false);
            m_differenceAction->setChecked(false);
        }
        showPage();
    });
    connect(m_sideBySideAction, &QAction::toggled, this, [this](bool on) {
        if (on) {
            m_linesAction->setChecked(false);
            m_differenceAction->setChecked(false);
        }
        showPage();
    });

    m_statusPin->setObjectName(QStringLiteral("statusPin"));
    m_statusPin->setAutoRaise(true);
    m_statusPin->setPopupMode(QToolButton::MenuButtonPopup);
    auto *pinMenu = new QMenu(m_statusPin);
    pinMenu->addAction(m_unpinAction);
    pinMenu->addAction(m_differenceAction);
    m_statusPin->setMenu(pinMenu);
    // Not the action as its default: the button says what is pinned, the menu what to pin.
    connect(m_statusPin, &QToolButton::clicked, m_pinAction, &QAction::trigger);
    window->statusBar()->addPermanentWidget(m_statusPin);

    connect(m_pin, &PinnedResult::changed, this, [this] {
        updateActions();
        emit pinChanged();
    });
    // A result that cannot be compared any more (or again) changes the breakdown's pinned row.
    connect(doc, &Document::resultChanged, this, &CompareSetup::updateActions);
    updateActions();
}

void CompareSetup::showPage()
{
    QWidget *page = m_linesAction->isChecked() ? static_cast<QWidget *>(m_lines)
        : m_sideBySideAction->isChecked()      ? static_cast<QWidget *>(m_sideBySide)
                                               : m_heatmapsPage;
    m_stack->setCurrentWidget(page);
}

void CompareSetup::updateActions()
{
    m_unpinAction->setEnabled(m_pin->isPinned());
    m_pinAction->setText(m_pin->isPinned() ? tr("&Pin Again (Replace the Pinned Result)")
                                           : tr("&Pin This Result"));
    m_pinAction->setIconText(m_pin->isPinned() ? tr("Pin again") : tr("Pin")); // on the difference's buttons
    m_statusPin->setText(m_pin->isPinned() ? tr("Pinned ✓") : tr("Pin"));
    m_statusPin->setToolTip(m_pin->isPinned()
                                ? tr("Pinned: %1. Click to pin the current result instead; the arrow unpins.")
                                      .arg(m_pin->description())
                                : m_pinAction->toolTip());
    if (m_exportDifference)
        m_exportDifference->setEnabled(m_pin->comparable());
}

void CompareSetup::addViewActions(QMenu *view)
{
    view->addAction(m_pinAction);
    view->addAction(m_unpinAction);
    view->addAction(m_differenceAction);
    view->addSeparator();
    view->addAction(m_linesAction);
    view->addAction(m_sideBySideAction);
}

void CompareSetup::addExportActions(QMenu *menu)
{
    m_exportDifference = menu->addAction(tr("&Difference Image (now − pinned)…"), m_difference->heatmap(),
                                         &HeatmapWidget::exportImageDialog);
    m_exportDifference->setObjectName(QStringLiteral("exportDifference"));
    QAction *lines
        = menu->addAction(tr("&Line View Image…"), m_lines->view(), &LinesWidget::exportImageDialog);
    lines->setObjectName(QStringLiteral("exportLines"));
    updateActions();
}

void CompareSetup::addPinnedRow(BreakdownData &data) const
{
    if (m_pin->comparable())
        attn::addPinnedRow(data, *m_pin->result());
}

} // namespace attn
