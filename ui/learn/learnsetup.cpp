#include "learnsetup.h"

#include "trainingcontroller.h"
#include "trainmodelwindow.h"
#include "trainpanel.h"

#include "ui/document/document.h"

#include <QAction>
#include <QCheckBox>
#include <QDockWidget>
#include <QMainWindow>
#include <QMenu>
#include <QScrollArea>

namespace attn {

LearnSetup::LearnSetup(QMainWindow *window, Document *doc)
    : QObject(window)
    , m_window(window)
    , m_doc(doc)
    , m_controller(new TrainingController(doc, this))
    , m_panel(new TrainPanel(doc, m_controller, window))
    , m_dock(new QDockWidget(tr("Train: watch a head learn"), window))
{
    m_dock->setObjectName(QStringLiteral("trainDock"));
    // In a scroll area: the panel never makes the dock (or a small screen's window) wider or taller
    // than the room has.
    auto *scroll = new QScrollArea(window);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setWidget(m_panel);
    m_dock->setWidget(scroll);
    window->addDockWidget(Qt::RightDockWidgetArea, m_dock);
    if (auto *breakdown = window->findChild<QDockWidget *>(QStringLiteral("breakdownDock"))) {
        window->tabifyDockWidget(breakdown, m_dock);
        breakdown->raise();
    }
    m_dock->hide(); // until asked for (Labs ▸ Train a Head, Alt+6) or a session with a task opens
    // A session that brings a task (its own training settings) opens with the Train panel in
    // front and its settings taken: the preset says how it is meant to be learned.
    connect(doc, &Document::sessionReplaced, this, [this] {
        if (m_doc->session().training && m_doc->session().target) {
            m_panel->adoptSessionSettings();
            showPanel();
        }
    });
}

LearnSetup::~LearnSetup()
{
    delete m_trainModel;
}

void LearnSetup::showPanel(bool race)
{
    m_dock->show();
    m_dock->raise();
    if (race)
        if (auto *box = m_panel->findChild<QCheckBox *>(QStringLiteral("trainRace")))
            box->setChecked(true);
}

void LearnSetup::addLabsActions(QMenu *labs)
{
    QAction *train = labs->addAction(tr("&Train a Head…"), this, [this] { showPanel(); });
    train->setObjectName(QStringLiteral("labsTrain"));
    train->setToolTip(tr("Gradient descent in front of the class: the loss, the weights and every gradient"));
    QAction *race
        = labs->addAction(tr("Saturation &Race (Scaled vs Unscaled)…"), this, [this] { showPanel(true); });
    race->setObjectName(QStringLiteral("labsRace"));
    QAction *model = labs->addAction(tr("Train a &Model (Induction Heads Form)…"), this,
                                     [this] { showTrainModel()->forgetLessonRequest(); });
    model->setObjectName(QStringLiteral("labsTrainModel"));
    model->setToolTip(tr("A small transformer trained from random weights, in front of the class: watch a "
                         "previous-token head and an induction head appear as the loss steps down"));
}

TrainModelWindow *LearnSetup::showTrainModel()
{
    if (!m_trainModel) {
        m_trainModel = new TrainModelWindow(); // no parent: the main window may come in front of it
        m_trainModel->setWindowIcon(m_window->windowIcon());
        emit trainModelWindowCreated(m_trainModel);
    }
    m_trainModel->show();
    m_trainModel->raise();
    m_trainModel->activateWindow();
    return m_trainModel;
}

TrainModelWindow *LearnSetup::showTrainModelForLesson()
{
    TrainModelWindow *w = showTrainModel();
    w->useLessonSettings();
    return w;
}

} // namespace attn
