// View ▸ Practise: the lesson's exercises (render/lesson/exercises.h) on the session in the window,
// typed and checked one by one — right, or where it is wrong, with up to three hints that say more
// each time — with the progress, a glossary, and the answers saved as the ANSWERS.json that
// `check --answers` reads (and opened again). It follows the session, the head and the query, as
// the lesson does; answers typed stay with their exercise's id.
#pragma once

#include "render/lesson/exercises.h"

#include <QDialog>
#include <QLocale>

#include <map>
#include <optional>
#include <vector>

class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;

namespace attn {

class LatestJob;
class LessonController;

class PracticeDialog : public QDialog {
    Q_OBJECT
public:
    explicit PracticeDialog(LessonController *lesson, QWidget *parent = nullptr);

    const std::vector<lesson::Exercise> &exercises() const { return m_exercises; }
    int current() const { return m_current; }
    void setCurrent(int index);
    int rightCount() const;
    QLineEdit *answerEdit() const { return m_answer; }
    QPushButton *checkButton() const { return m_check; }
    QPushButton *hintButton() const { return m_hint; }
    QString verdictText() const;
    QString hintsText() const;

    // The answers typed so far as {"id": value, …} (what `check --answers` reads), written through
    // the app's one safe writer; and read back from such a file (answers of ids this session does
    // not ask are left out and counted in *skipped). False with *error one sentence.
    bool saveAnswers(const QString &path, QString *error) const;
    bool openAnswers(const QString &path, QString *error, int *skipped = nullptr);

    // A typed answer: numbers separated by spaces (and by commas where the locale's decimal point
    // is not a comma), rows by ";" or a new line; each number in the locale's notation or with a
    // dot. Nothing, with *error one sentence, when a part is not a number or rows differ in length.
    static std::optional<lesson::Given> parseAnswer(const QString &text, const QLocale &locale,
                                                    QString *error);

    static QString glossaryHtml();

protected:
    void showEvent(QShowEvent *event) override;

private:
    struct State {
        QString typed;
        int hints = 0; // shown so far, 0–3
        std::optional<lesson::Marked> marked;
    };
    void rebuild();
    void take(std::vector<lesson::Exercise> exercises); // a build's, on this thread
    void check();
    void showNextHint();
    void showExercise();
    void updateList();
    QString whereWrong(const lesson::Exercise &e, const lesson::Marked &m) const;
    void saveWithDialog();
    void openWithDialog();

    LessonController *m_lesson;
    std::vector<lesson::Exercise> m_exercises;
    std::map<QString, State> m_states; // by exercise id: kept while the session changes
    int m_current = -1;
    bool m_stale = true;
    QLabel *m_progress;
    QListWidget *m_list;
    QLabel *m_step;
    QLabel *m_prompt;
    QLineEdit *m_answer;
    QPushButton *m_check;
    QPushButton *m_hint;
    QLabel *m_verdict;
    QLabel *m_hints;
    LatestJob *m_build; // the exercises, built on a worker
};

} // namespace attn
