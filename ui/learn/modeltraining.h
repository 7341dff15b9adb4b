// A whole model trained in the window (Labs ▸ Train a Model): the induction task's model,
// trained step by step by core's ModelTrainer — the steps `attention-lab train-model --task
// induction` takes, so N steps here are exactly the weights of `--steps N` with the same seed and
// sizes. The steps run on a worker (ui/document/latestjob.h) a batch at a time; between batches
// the controller keeps what the panel draws: each step's loss, an evaluation on the task's
// held-out batch every few steps (the loss on its repeated half, every head's scores), the
// checkpoints (every N steps, in memory) and the pass over the showcase sequence that the grid
// of heads shows.
//
// Heads switched off here change only what is measured and shown (the evaluations and the
// grid, from then on); the training goes on with the whole model.
#pragma once

#include "render/modelviewpainter.h"
#include "render/trainingcurves.h"

#include "core/model/induction_task.h"
#include "core/model/model_trainer.h"

#include <QObject>
#include <QString>

#include <memory>
#include <optional>
#include <vector>

class QTimer;

namespace attn {

class LatestJob;
struct ModelRequest;

struct ModelTrainingSettings {
    int layers = 0, heads = 0, dModel = 0; // 0: the task's defaults (defaultInductionRecipe)
    std::uint64_t seed = 1;
    int checkpointEvery = 100; // steps between checkpoints kept in memory
    int evaluateEvery = 25; // steps between evaluations on the held-out batch
    bool operator==(const ModelTrainingSettings &) const = default;
};

// A model as it was after `step` steps.
struct ModelCheckpoint {
    int step = 0;
    std::shared_ptr<const gpt2::ModelParams> params;
};

class ModelTrainingController : public QObject {
    Q_OBJECT
public:
    // Steps a second while playing; 0: as fast as the machine goes.
    static constexpr int kFullSpeed = 0;
    // Checkpoints beyond this many bytes are thinned: every other one goes and the interval doubles.
    static constexpr std::int64_t kCheckpointBytes = std::int64_t(512) << 20;
    void setCheckpointBudget(std::int64_t bytes) { m_checkpointBytes = bytes; } // tests: a smaller one

    explicit ModelTrainingController(QObject *parent = nullptr);
    ~ModelTrainingController() override;

    // ---- what to train (changed only while there is no run: before the first step or after Stop) ----
    bool setSettings(const ModelTrainingSettings &settings); // false, and nothing changes, during a run
    const ModelTrainingSettings &settings() const { return m_settings; }
    gpt2::InductionRecipe recipe() const; // the settings made whole (the task's defaults filled in)
    // Why these settings cannot train ("d_model 60 is not a multiple of 8 heads"); empty when they can.
    QString problem() const;
    void setStepsPerSecond(int steps); // kFullSpeed or 1 … 1000
    int stepsPerSecond() const { return m_speed; }
    // At a set speed: a tick every intervalMs (100 ms, longer below 10 steps a second) takes
    // `steps` steps, so that the speed is kept at any setting.
    struct Tick {
        int intervalMs = 0;
        int steps = 0;
    };
    static Tick tickFor(int stepsPerSecond);

    // ---- the run ----
    bool hasRun() const { return m_run != nullptr; } // a trainer exists: Play and Step go on from it
    bool isPlaying() const { return m_playing; }
    bool isStepping() const; // a batch of steps is being computed
    void play();
    void pause();
    void step(); // one step, then paused
    // Ends the run: the trainer goes, what was trained stays to be looked at, saved or opened;
    // the next Play or Step starts a new run from step 0 (with the settings as they are then).
    void stop();
    // Stop, and what was trained let go: no curves, no checkpoints, no model (closing after
    // the user chose to discard it).
    void clear();
    int stepsDone() const { return m_steps; }
    QString failure() const { return m_failure; } // a step that diverged, said; empty otherwise

    // ---- what the panel draws ----
    TrainingCurvesData curves() const;
    const std::vector<TrainingEval> &evaluations() const { return m_evals; }
    const std::vector<double> &losses() const { return m_losses; }
    const std::vector<ModelCheckpoint> &checkpoints() const { return m_checkpoints; }
    // The checkpoint shown (its index), or −1: the newest step.
    void setShownCheckpoint(int index);
    int shownCheckpoint() const { return m_shown; }
    // The model shown: the checkpoint chosen, else the newest one (null before any run).
    std::shared_ptr<const gpt2::ModelParams> shownParams() const;
    int shownStep() const;
    // The grid's pass: the shown model on the showcase sequence, with the heads switched off.
    const ModelViewData &grid() const { return m_grid; }
    // The evaluation of the shown model as it is now (heads off included): the newest
    // evaluation while following the run, else that checkpoint's own.
    std::optional<TrainingEval> shownEvaluation() const { return m_shownEval; }
    void setSelectedHead(int index) { m_selected = index; emit curvesChanged(); } // layer-major; −1: none
    int selectedHead() const { return m_selected; }

    // ---- heads switched off in the evaluation ----
    void setHeadOff(int layer, int head, bool off);
    bool isHeadOff(int layer, int head) const;
    const std::vector<gpt2::HeadId> &headsOff() const { return m_off; }
    void restoreHeads();
    ModelViewMarks marks() const; // the grid's marks: heads off greyed, the induction score as badges

    // ---- keeping it ----
    // The shown model, as the workbench opens it (io::inMemoryModel), on the showcase sequence
    // less its last letter: the next token it predicts is that repeated letter.
    std::optional<ModelRequest> workbenchRequest(QString *error) const;
    // A model as a GPT-2 folder (io::writeModelFolder, F32 as train-model writes by default):
    // `params` as taken from shownParams() or newestParams() before asking where (the run may
    // have gone on meanwhile). Saving the newest model clears hasUnsavedModel().
    bool saveModel(const QString &directory, const std::shared_ptr<const gpt2::ModelParams> &params,
                   QString *error);
    std::shared_ptr<const gpt2::ModelParams> newestParams() const { return m_latest; }
    int stepOf(const std::shared_ptr<const gpt2::ModelParams> &params) const; // −1: not this run's
    // Whether steps were trained since the newest model was last saved (closing then asks).
    bool hasUnsavedModel() const { return m_steps > 0 && m_savedStep != m_steps; }
    // What the run is, for titles and file names: "induction, 2 layers × 4 heads, seed 3".
    QString runName() const;
    QString suggestedFolderName(int step) const; // "induction-seed3-step2400"

signals:
    void stateChanged(); // playing, paused, stopped, a run started or ended, settings
    void curvesChanged(); // new steps or evaluations, the cursor or the selection
    void gridChanged(); // a new pass for the grid (a new step shown, heads off, a checkpoint)
    void failed(const QString &message); // a step diverged: the run is paused there

private:
    struct Run; // the trainer and what it trains on, moved to the worker and back
    struct Batch; // what a batch of steps brings back
    bool startRun(); // a new run from step 0 when there is none
    void forgetHistory(); // the steps, curves, checkpoints and grid of the run before
    void scheduleBatch();
    void finishBatch(std::shared_ptr<Batch> batch);
    void reevaluate(); // the shown model measured again (heads off changed, a checkpoint chosen)
    void outOfMemory(const QString &what); // a job ran out of memory: paused, and said
    void keepCheckpoint(int step, std::shared_ptr<const gpt2::ModelParams> params);
    void setGrid(std::shared_ptr<const gpt2::ModelResult> pass, std::shared_ptr<const gpt2::ModelParams> of);
    QString offText() const;

    ModelTrainingSettings m_settings;
    int m_speed = kFullSpeed;
    bool m_playing = false;
    int m_pendingSteps = 0; // Step pressed while a batch ran
    std::shared_ptr<Run> m_run; // null: no run; its trainer is on the worker while a batch runs
    bool m_inFlight = false;
    std::optional<gpt2::InductionRecipe> m_trained; // the recipe of what was trained (kept after Stop)
    std::uint64_t m_trainedSeed = 0;
    int m_steps = 0;
    int m_savedStep = -1;
    int m_checkpointEvery = 100; // doubles when the checkpoints are thinned
    std::int64_t m_checkpointBytes = kCheckpointBytes;
    std::vector<double> m_losses;
    std::vector<TrainingEval> m_evals;
    std::vector<ModelCheckpoint> m_checkpoints;
    std::shared_ptr<const gpt2::ModelParams> m_latest;
    int m_shown = -1;
    int m_selected = -1;
    std::vector<gpt2::HeadId> m_off; // sorted
    ModelViewData m_grid;
    std::optional<TrainingEval> m_shownEval;
    QString m_failure;
    LatestJob *m_job; // the batches of steps
    LatestJob *m_evalJob; // re-measuring the shown model
    QTimer *m_timer;
};

} // namespace attn
