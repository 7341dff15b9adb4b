// Presentation mode's answer box (T): the teacher types the class's answer to the next number the
// slide holds back, and it is checked as `check --answers` and Practise check it — the same
// tolerance (exerciseTolerance), the same reading of typed numbers (the locale's decimal separator
// or a dot). Right reveals that answer on the slide; wrong says which number is off and reveals
// nothing, so the class can try again. Large type, over the slide, for the back of the room.
#pragma once

#include "render/lesson/lessonmodel.h"

#include <QFrame>

#include <memory>

class QLabel;
class QLineEdit;
class QTimer;

namespace attn {

namespace lesson {
    struct LessonContext;
}

class ClassAnswerBox : public QFrame {
    Q_OBJECT
public:
    explicit ClassAnswerBox(QWidget *parent = nullptr);

    // Asks for the first answer of `step` not yet revealed that is one of the exercises (a number
    // or a row of them), checked with its exercise's tolerance in `context` (revealTolerance).
    // False when the step has none left to ask: the box says so for a moment, then hides.
    bool ask(const lesson::StepModel &step, const lesson::RevealState &revealed,
             std::shared_ptr<const lesson::LessonContext> context);
    int asked() const { return m_reveal; } // the reveal index asked for, or −1
    QString verdict() const; // what the last check said
    void setVerdict(const QString &text);

    // Checks the text as if typed and Enter pressed (the line edit does this); true when right.
    bool check(const QString &typed);

signals:
    void rightAnswer(int reveal); // reveal it
    void closed();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QLabel *m_prompt;
    QLineEdit *m_edit;
    QLabel *m_verdict;
    QTimer *m_hide; // hides the "nothing left to ask" note
    lesson::StepModel m_step;
    std::shared_ptr<const lesson::LessonContext> m_context;
    lesson::RevealItem m_item;
    int m_reveal = -1;
};

} // namespace attn
