// Presentation mode: the lesson full screen, one step at a time, nothing else on screen, driven
// by a presenter's clicker or the keyboard:
//   → PageDown Space Enter, a click   next (the next held-back answer first)
//   ← PageUp Backspace, right click   back (the answer revealed last first)
//   Home End                          first, last step
//   R / A / H                         reveal the next answer / all of them / hold back on-off
//   T                                 type the class's answer to the next number: checked, and
//                                     revealed when right (classanswerbox.h)
//   G (or Tab), digits then Enter     the step list to jump to / jump to step N
//   B  (or .)                         blank the screen
//   M / C                             measure the cost again / cancel measuring
//   P                                 the presenter view (notes, the next step, a clock)
//   S                                 with two screens: swap which one shows the slides
//   F1 or ?                           these keys, over the slide (any key closes them)
//   Esc                               leave (closes the keys, the step list or unblanks first)
// With two screens the slides go to the one the window is not on (or the one chosen last time)
// and the presenter view to the other. While presenting, the clicker's keys reach the slides
// from every window of the app (the main window, the presenter view): PageUp and PageDown
// always, ← → and Space unless a text or a cell is being edited there.
#pragma once

#include <QWidget>

class QLabel;
class QListWidget;
class QScreen;
class QTimer;

namespace attn {

class ClassAnswerBox;
class LessonController;
class PresenterView;
class StepCanvas;

class PresentationWindow : public QWidget {
    Q_OBJECT
public:
    explicit PresentationWindow(LessonController *lesson, QWidget *parent = nullptr);
    ~PresentationWindow() override;

    // Full screen on the slides' screen, at step `step` (0-based); the presenter view on the
    // other screen when there are two. `home`: the screen of the main window.
    void start(int step, QScreen *home = nullptr);

    bool isBlanked() const;
    // The same keys from the presenter view.
    bool handleKey(QKeyEvent *event);
    void showPresenterView(QScreen *screen = nullptr);

signals:
    void left(); // presentation mode ended
    void actionRequested(const QString &action);

protected:
    void keyPressEvent(QKeyEvent *event) override;
    void closeEvent(QCloseEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void refresh();
    void toggleStepList();
    void toggleKeys();
    // A key typed in another window of the app that the slides take instead; false to leave it.
    bool forwardedKey(QObject *watched, QEvent *event);
    void placeList();
    void swapScreens();
    void askTheClass(const QString &verdict = {}); // T: the answer box on the next number
    QScreen *slidesScreen(QScreen *home) const;

    LessonController *m_lesson;
    StepCanvas *m_canvas;
    QListWidget *m_list;
    QLabel *m_keys;
    ClassAnswerBox *m_answerBox;
    int m_askedStep = -1; // the step the answer box asks about
    PresenterView *m_presenter = nullptr;
    QString m_typed; // digits typed towards "jump to step N"
    QTimer *m_hideCursor;
};

} // namespace attn
