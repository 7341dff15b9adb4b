// Training in the window: the document's session trained towards its target a step at a time
// (Play, Pause, Step, Reset), or the saturation race — the same task scaled by 1/√d_k and not
// scaled, stepped side by side without touching the document. Every step is core's Trainer
// (core/training.h), the one `attention-lab train` runs, so N steps here are exactly the weights
// `train --steps N` gives with the same settings. Steps run on a worker (ui/document/latestjob.h);
// the window never waits for one.
#pragma once

#include "core/training.h"

#include <QObject>
#include <QString>

#include <memory>
#include <optional>
#include <vector>

class QTimer;

namespace attn {

class Document;
class LatestJob;

// One run: a trainer and the loss before its first step and after each step since.
struct TrainingRun {
    std::shared_ptr<Trainer> trainer;
    std::vector<double> losses;
    // After a batch on the worker: the forward result and the gradient at the trained parameters,
    // for the window to show without computing them again.
    std::shared_ptr<const AttentionResult> result;
    std::shared_ptr<const GradientResult> gradient;
};

class TrainingController : public QObject {
    Q_OBJECT
public:
    explicit TrainingController(Document *doc, QObject *parent = nullptr);
    ~TrainingController() override;

    // What moves, how, how fast. A change ends the run: the next step starts a new one (Adam's
    // moments begin again) from the session as it is.
    void setSettings(const TrainSettings &settings);
    const TrainSettings &settings() const { return m_settings; }
    void setStepsPerSecond(double steps);
    double stepsPerSecond() const { return m_stepsPerSecond; }

    // Race: the document's task twice, scale 1/√d_k and scale 1, stepped together; the document
    // is not changed. Off: the document's session is trained (one undo step per run).
    void setRace(bool race);
    bool isRace() const { return m_race; }

    bool isPlaying() const { return m_playing; }
    bool isStepping() const; // a step is being computed
    void play();
    void pause();
    void step(); // one step (after any running one), then paused
    // Back to where the run started: the race starts over; the document gets the session it had
    // before the run (one undo step) and the history is cleared.
    void reset();

    // The runs: one (the document's), or two in a race (scaled, then unscaled). Empty before the
    // first step of a run.
    const std::vector<TrainingRun> &runs() const { return m_runs; }
    int stepsDone() const;
    // Why no step can be taken now ("This session has no target…"); empty when one can.
    QString problem() const;
    // Why the run stopped, when a step diverged ("The run diverged at step 3 (…)…"); empty otherwise.
    QString failure() const;
    // Why the losses on screen belong to a run that has ended, when it was not Reset: the
    // session changed under it (an edit, Undo, another file) or the settings did. The history
    // stays to be read; the next step starts a new run from the session as it is now.
    enum class Ended { No, SessionChanged, SettingsChanged };
    Ended ended() const { return m_runs.empty() ? Ended::No : m_ended; }

signals:
    void changed(); // playing or paused, a run started or ended, the settings
    void stepped(); // new losses (and, off the race, a new session in the document)
    void failed(const QString &message); // diverged: the run stopped at that step

private:
    bool startRuns(); // from the document's session, if there is no run
    void scheduleBatch(int steps);
    void finishBatch(std::vector<TrainingRun> runs);
    void endRun(Ended why); // the next step starts a new run
    QString runText() const;

    Document *m_doc;
    TrainSettings m_settings;
    double m_stepsPerSecond = 20;
    bool m_race = false;
    bool m_playing = false;
    bool m_applying = false; // this controller is writing to the document
    Ended m_ended = Ended::No;
    int m_run = 0; // the document run's number, for merging its undo steps
    std::vector<TrainingRun> m_runs;
    std::optional<Session> m_runStart; // the document's session before this run
    int m_pendingSteps = 0; // asked for while a batch ran
    LatestJob *m_job;
    QTimer *m_timer;
};

} // namespace attn
