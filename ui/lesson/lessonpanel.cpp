#include "lessonpanel.h"

#include "lessoncontroller.h"
#include "render/drawing.h"
#include "stepcanvas.h"
#include "ui/common/pictureexport.h"

#include <QCheckBox>
#include <QComboBox>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QMenu>
#include <QPushButton>
#include <QSignalBlocker>
#include <QToolButton>
#include <QVBoxLayout>

namespace attn {

LessonPanel::LessonPanel(LessonController *lesson, QWidget *parent)
    : QWidget(parent)
    , m_lesson(lesson)
    , m_steps(new QComboBox(this))
    , m_back(new QToolButton(this))
    , m_next(new QToolButton(this))
    , m_reveal(new QPushButton(tr("&Reveal"), this))
    , m_holdBack(new QCheckBox(tr("Hold back the answers"), this))
    , m_present(new QPushButton(tr("&Present"), this))
    , m_measure(new QPushButton(tr("&Measure Again"), this))
    , m_cancel(new QPushButton(tr("&Cancel Measuring"), this))
    , m_live(new QPushButton(tr("&Train It Live…"), this))
    , m_canvas(new StepCanvas(this))
{
    setObjectName(QStringLiteral("LessonPanel"));
    m_steps->setObjectName(QStringLiteral("lessonStep"));
    m_reveal->setObjectName(QStringLiteral("lessonReveal"));
    m_holdBack->setObjectName(QStringLiteral("lessonHoldBack"));
    m_present->setObjectName(QStringLiteral("lessonPresent"));
    m_measure->setObjectName(QStringLiteral("lessonMeasure"));
    m_cancel->setObjectName(QStringLiteral("lessonCancelMeasure"));
    m_live->setObjectName(QStringLiteral("lessonTrainLive"));
    m_live->setToolTip(tr("Labs ▸ Train a Model: the same task trained live (seed 1 and the default sizes "
                          "give the recorded run)"));
    m_canvas->setObjectName(QStringLiteral("lessonCanvas"));
    for (int i = 0; i < lesson->count(); ++i)
        m_steps->addItem(QStringLiteral("%1  %2").arg(i + 1).arg(
            lesson::stepTitle(lesson::lessonSteps()[std::size_t(i)])));
    m_back->setArrowType(Qt::LeftArrow);
    m_back->setToolTip(tr("Previous step (←)"));
    m_back->setAccessibleName(tr("Previous step"));
    m_next->setArrowType(Qt::RightArrow);
    m_next->setToolTip(tr("Next step (→)"));
    m_next->setAccessibleName(tr("Next step"));
    m_reveal->setToolTip(tr("Show the next answer this step holds back (R)"));
    m_holdBack->setToolTip(tr("Numbers the class works out are “?” until revealed"));
    m_present->setToolTip(tr("The lesson full screen, one step at a time (F5)"));
    m_canvas->setMinimumBase(10);
    // The step as a slide picture, from its context menu (the presentation keeps the right
    // button for "back").
    m_canvas->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(m_canvas, &QWidget::customContextMenuRequested, this, [this](const QPoint &pos) {
        QMenu menu(this);
        addPictureActions(&menu, m_canvas, [this] { return m_canvas->drawing(); });
        menu.exec(m_canvas->mapToGlobal(pos));
    });

    // Two short rows, so the panel fits a narrow dock.
    m_steps->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_steps->setMinimumContentsLength(14);
    auto *steps = new QHBoxLayout;
    steps->addWidget(m_back);
    steps->addWidget(m_steps, 1);
    steps->addWidget(m_next);
    auto *actions = new QHBoxLayout;
    actions->addWidget(m_reveal);
    actions->addWidget(m_holdBack);
    actions->addWidget(m_measure);
    actions->addWidget(m_cancel);
    actions->addWidget(m_live);
    actions->addStretch(1);
    actions->addWidget(m_present);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(steps);
    layout->addLayout(actions);
    layout->addWidget(m_canvas, 1);

    connect(m_steps, &QComboBox::currentIndexChanged, lesson, &LessonController::goTo);
    connect(m_back, &QToolButton::clicked, lesson, &LessonController::previous);
    connect(m_next, &QToolButton::clicked, lesson, &LessonController::next);
    connect(m_reveal, &QPushButton::clicked, lesson, &LessonController::revealNext);
    connect(m_holdBack, &QCheckBox::toggled, lesson, &LessonController::setHoldBack);
    connect(m_present, &QPushButton::clicked, this, &LessonPanel::presentRequested);
    connect(m_measure, &QPushButton::clicked, lesson, &LessonController::measureCost);
    connect(m_cancel, &QPushButton::clicked, lesson, &LessonController::cancelCost);
    connect(m_live, &QPushButton::clicked, this, [this] { emit actionRequested(QStringLiteral("train-model")); });
    connect(m_canvas, &StepCanvas::answerClicked, lesson, &LessonController::reveal);
    connect(m_canvas, &StepCanvas::actionClicked, this, &LessonPanel::actionRequested);
    connect(lesson, &LessonController::currentChanged, this, &LessonPanel::refresh);
    connect(lesson, &LessonController::stepsChanged, this, &LessonPanel::refresh);
    connect(lesson, &LessonController::answersChanged, this, &LessonPanel::refresh);
    connect(lesson, &LessonController::costChanged, this, &LessonPanel::refresh);
    refresh();
}

void LessonPanel::refresh()
{
    const int i = m_lesson->current();
    {
        const QSignalBlocker block(m_steps);
        m_steps->setCurrentIndex(i);
    }
    {
        const QSignalBlocker block(m_holdBack);
        m_holdBack->setChecked(m_lesson->holdsBack());
    }
    // Only a step that is shown is built: a closed panel costs nothing until it opens.
    if (!isVisible()) {
        m_dirty = true;
        return;
    }
    m_dirty = false;
    const lesson::StepModel &step = m_lesson->step(i);
    const lesson::AnswerPaint answers = m_lesson->answers(i);
    m_canvas->setStep(step, answers, m_lesson->theme());
    m_back->setEnabled(i > 0);
    m_next->setEnabled(i + 1 < m_lesson->count());
    m_reveal->setEnabled(m_lesson->holdsBack() && answers.state.next() >= 0);
    const bool cost = step.id == QLatin1String("cost");
    m_measure->setVisible(cost && !m_lesson->isMeasuring());
    m_cancel->setVisible(cost && m_lesson->isMeasuring());
    m_live->setVisible(step.action == QLatin1String("train-model"));
}

void LessonPanel::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (m_dirty)
        refresh();
}

void LessonPanel::keyPressEvent(QKeyEvent *event)
{
    switch (event->key()) {
    case Qt::Key_Right:
    case Qt::Key_PageDown:
        m_lesson->advance();
        return;
    case Qt::Key_Left:
    case Qt::Key_PageUp:
        m_lesson->retreat();
        return;
    case Qt::Key_R:
        m_lesson->revealNext();
        return;
    default:
        QWidget::keyPressEvent(event);
    }
}

} // namespace attn
