// Presentation mode's answer box (T): the teacher types the class's answer to the next number the
// slide holds back, and it is checked as `check --answers` and Practise check it — the same
// tolerance (exerciseTolerance), the same reading of typed numbers (the locale's decimal separator
// or a dot). Right reveals that answer on the slide; wrong says which number is off and reveals
// nothing, so the class can try again. Large type, over the slide, for the back of the room.
#pragma once

#include "render/lesson/lessonmodel.h"

#include <QFrame>

class QLabel;
class QLineEdit;

namespace attn {

class ClassAnswerBox : public QFrame {
    Q_OBJECT
public:
    explicit ClassAnswerBox(QWidget *parent = nullptr);

    // Asks for the first answer of `step` not yet revealed that is one of the exercises (a number
    // or a row of them); false, and the box stays hidden, when the step has none left to ask.
    bool ask(const lesson::StepModel &step, const lesson::RevealState &revealed);
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
    lesson::RevealItem m_item;
    int m_reveal = -1;
};

} // namespace attn
