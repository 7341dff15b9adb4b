// The presenter view, on the laptop while the slides are on the projector: this step as the class
// sees it, the next step, this step's notes and answers, a clock and the time since the start.
// Keys typed here drive the presentation as if typed there.
#pragma once

#include <QElapsedTimer>
#include <QWidget>

class QLabel;

namespace attn {

class LessonController;
class StepCanvas;

class PresenterView : public QWidget {
    Q_OBJECT
public:
    explicit PresenterView(LessonController *lesson, QWidget *parent = nullptr);

signals:
    void keyPressed(QKeyEvent *event);

protected:
    void keyPressEvent(QKeyEvent *event) override;

private:
    void refresh();
    void tick();

    LessonController *m_lesson;
    StepCanvas *m_now;
    StepCanvas *m_next;
    QLabel *m_nowTitle;
    QLabel *m_nextTitle;
    QLabel *m_notes;
    QLabel *m_answers;
    QLabel *m_clock;
    QElapsedTimer m_started;
};

} // namespace attn
