// The Lesson panel: the guided lesson in the normal window, for students at their desks — the
// step list, back and next, reveal, "hold back the answers", Present (F5), and the step drawn as
// on the projector. The cost step adds Measure again / Cancel.
#pragma once

#include <QWidget>

class QCheckBox;
class QComboBox;
class QPushButton;
class QToolButton;

namespace attn {

class LessonController;
class StepCanvas;

class LessonPanel : public QWidget {
    Q_OBJECT
public:
    explicit LessonPanel(LessonController *lesson, QWidget *parent = nullptr);

signals:
    void presentRequested();
    void actionRequested(const QString &action);

protected:
    void keyPressEvent(QKeyEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    void refresh();
    bool m_dirty = true;

    LessonController *m_lesson;
    QComboBox *m_steps;
    QToolButton *m_back;
    QToolButton *m_next;
    QPushButton *m_reveal;
    QCheckBox *m_holdBack;
    QPushButton *m_present;
    QPushButton *m_measure;
    QPushButton *m_cancel;
    QPushButton *m_live; // a step whose picture can be run live (the recorded training run)
    StepCanvas *m_canvas;
};

} // namespace attn
