#include "presenterview.h"

#include "lessoncontroller.h"
#include "stepcanvas.h"

#include <QGridLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QTime>
#include <QTimer>

namespace attn {

PresenterView::PresenterView(LessonController *lesson, QWidget *parent)
    : QWidget(parent, Qt::Window)
    , m_lesson(lesson)
    , m_now(new StepCanvas(this))
    , m_next(new StepCanvas(this))
    , m_nowTitle(new QLabel(this))
    , m_nextTitle(new QLabel(this))
    , m_notes(new QLabel(this))
    , m_answers(new QLabel(this))
    , m_clock(new QLabel(this))
{
    setObjectName(QStringLiteral("PresenterView"));
    m_now->setObjectName(QStringLiteral("presenterNow"));
    m_next->setObjectName(QStringLiteral("presenterNext"));
    m_notes->setObjectName(QStringLiteral("presenterNotes"));
    m_answers->setObjectName(QStringLiteral("presenterAnswers"));
    m_clock->setObjectName(QStringLiteral("presenterClock"));
    setWindowTitle(tr("Attention Lab — presenter view"));
    setAttribute(Qt::WA_DeleteOnClose);
    setFocusPolicy(Qt::StrongFocus);
    for (StepCanvas *c : { m_now, m_next })
        c->setFocusPolicy(Qt::NoFocus);
    // Read at arm's length on a laptop: 20 px and up.
    auto sized = [](QLabel *label, int pixels, bool bold) {
        QFont f = label->font();
        f.setPixelSize(pixels);
        f.setBold(bold);
        label->setFont(f);
        label->setWordWrap(true);
    };
    sized(m_nowTitle, 22, true);
    sized(m_nextTitle, 20, false);
    sized(m_notes, 22, false);
    sized(m_answers, 20, false);
    sized(m_clock, 34, true);
    m_notes->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    m_answers->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    m_answers->setTextFormat(Qt::PlainText);

    auto *grid = new QGridLayout(this);
    grid->addWidget(m_nowTitle, 0, 0);
    grid->addWidget(m_nextTitle, 0, 1);
    grid->addWidget(m_now, 1, 0);
    grid->addWidget(m_next, 1, 1);
    grid->addWidget(m_notes, 2, 0);
    grid->addWidget(m_answers, 2, 1);
    grid->addWidget(m_clock, 3, 0, 1, 2);
    grid->setColumnStretch(0, 3);
    grid->setColumnStretch(1, 2);
    grid->setRowStretch(1, 3);
    grid->setRowStretch(2, 2);

    connect(lesson, &LessonController::currentChanged, this, &PresenterView::refresh);
    connect(lesson, &LessonController::stepsChanged, this, &PresenterView::refresh);
    connect(lesson, &LessonController::answersChanged, this, &PresenterView::refresh);
    auto *timer = new QTimer(this);
    connect(timer, &QTimer::timeout, this, &PresenterView::tick);
    timer->start(1000);
    m_started.start();
    refresh();
    tick();
}

void PresenterView::refresh()
{
    const int i = m_lesson->current();
    const lesson::StepModel &now = m_lesson->step(i);
    m_nowTitle->setText(tr("Now — %1 / %2: %3").arg(i + 1).arg(m_lesson->count()).arg(now.title));
    m_now->setStep(now, m_lesson->answers(i), m_lesson->theme());
    m_notes->setText(now.notes);
    // The answers, with the ones the class has seen marked: the teacher never has to work them out live.
    const lesson::RevealState shown = m_lesson->reveals(i);
    QStringList answers;
    for (int k = 0; k < int(now.reveals.size()); ++k)
        answers << QStringLiteral("%1 %2 = %3")
                       .arg(m_lesson->holdsBack() && !shown.isRevealed(k) ? QStringLiteral("○")
                                                                          : QStringLiteral("●"),
                            now.reveals[std::size_t(k)].what, now.reveals[std::size_t(k)].answer);
    m_answers->setText(answers.isEmpty() ? tr("No answers held back on this step.")
                                         : tr("Answers (● revealed):\n") + answers.join(QLatin1Char('\n')));
    if (i + 1 < m_lesson->count()) {
        const lesson::StepModel &next = m_lesson->step(i + 1);
        m_nextTitle->setText(tr("Next — %1").arg(next.title));
        m_next->setStep(next, { lesson::AnswerMode::Shown, {} }, m_lesson->theme());
        m_next->show();
    } else {
        m_nextTitle->setText(tr("Last step"));
        m_next->hide();
    }
}

void PresenterView::tick()
{
    const qint64 s = m_started.elapsed() / 1000;
    m_clock->setText(tr("%1    elapsed %2:%3")
                         .arg(QTime::currentTime().toString(QStringLiteral("HH:mm")))
                         .arg(s / 60)
                         .arg(s % 60, 2, 10, QLatin1Char('0')));
}

void PresenterView::keyPressEvent(QKeyEvent *event)
{
    emit keyPressed(event);
}

} // namespace attn
