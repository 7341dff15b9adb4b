// What the Lesson panel, the presentation and the presenter view share: the step shown, which
// answers are revealed, whether answers are held back, and the cost step's measurement (run in the
// background, cancellable). The steps are built from the document's latest result, with the
// window's selected head and query, and built again whenever either changes — so every step
// follows an edit. Large sessions build their steps off the UI thread.
#pragma once

#include "render/lesson/lessonpainter.h"
#include "render/lesson/lessonsteps.h"

#include <QHash>
#include <QObject>

#include <memory>
#include <optional>
#include <vector>

namespace attn {

class Document;
class LatestJob;

class LessonController : public QObject {
    Q_OBJECT
public:
    explicit LessonController(Document *doc, QObject *parent = nullptr);

    Document *document() const { return m_doc; }
    int count() const { return lesson::stepCount(); }
    int current() const { return m_current; }

    // Step i (0-based) for the document as it is now. For a large session a step still being
    // built comes back as a placeholder that says so (stepsChanged() follows when it is ready).
    const lesson::StepModel &step(int i);
    const lesson::StepModel &currentStep() { return step(m_current); }
    bool isBuilding(int i) const;
    // The context the steps are built from (for exports).
    std::shared_ptr<const lesson::LessonContext> context();

    // How step i's answers are drawn now.
    lesson::AnswerPaint answers(int i);
    bool holdsBack() const { return m_holdBack; }
    lesson::RevealState reveals(int i);

    // Measured cost (the "cost" step).
    const lesson::CostStatus &cost() const { return m_cost; }
    bool isMeasuring() const;
    // The sizes a measurement times: 256 … 4096 unless set (tests use a shorter range).
    void setCostTokens(std::vector<int> tokens) { m_costTokens = std::move(tokens); }

    const Theme &theme() const { return m_theme; }
    void setTheme(const Theme &theme);

public slots:
    void goTo(int i);
    void next();
    void previous();
    void first() { goTo(0); }
    void last() { goTo(count() - 1); }
    // The clicker's "next": the next held-back answer of this step, else the next step.
    void advance();
    // The clicker's "back": takes back the answer of this step revealed last, else the previous
    // step.
    void retreat();
    // Reveals the next answer of the current step; false when none is left.
    bool revealNext();
    // Hides again the answer of this step revealed last; false when none is shown (or the
    // answers are not held back).
    bool takeBack();
    void reveal(int answer);
    void revealAll();
    void hideAll();
    void setHoldBack(bool hold);
    // Opens the step with this id (Labs menu).
    void showStep(const QString &id);
    void measureCost();
    void cancelCost();

signals:
    void currentChanged(int step);
    // The steps were built again (an edit, a new selection, a step built in the background).
    void stepsChanged();
    // Which answers are revealed, or whether they are held back, changed.
    void answersChanged();
    void costChanged();

private:
    void invalidate();
    void buildInBackground(int i);
    LatestJob *stepJob(int i); // step i's build in the background, made when first needed
    lesson::StepModel placeholder(int i) const;
    void loadLastCost();
    void saveCost() const;
    void costReached();
    void keepReveals(const lesson::RevealState &after);

    Document *m_doc;
    int m_current = 0;
    bool m_holdBack = true;
    Theme m_theme = Theme::light();
    std::shared_ptr<const lesson::LessonContext> m_context;
    std::vector<std::optional<lesson::StepModel>> m_steps;
    std::vector<LatestJob *> m_stepJobs; // one per step (null until it is built in the background)
    QHash<QString, lesson::RevealState> m_reveals;
    QHash<QString, QList<int>> m_revealOrder; // each step's revealed answers, first revealed first
    lesson::CostStatus m_cost;
    std::vector<int> m_costTokens;
    struct CostShare;
    std::shared_ptr<CostShare> m_costShare; // the measurement's points so far, shared with its worker
    LatestJob *m_costJob;
};

} // namespace attn
