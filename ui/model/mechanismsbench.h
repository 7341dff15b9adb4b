// How the model open in the workbench computes its answer (core/model/mechanisms.h), worked out
// in the background for the views beside the grid of heads:
//
//   patching    Compare with… a second text of as many tokens: how much of the answer (over the
//               wrong token) comes back when one activation of the clean run goes into the
//               corrupted one — the residual stream per layer and position, each head's output.
//               With progress and Cancel. It runs the model as opened (no head switched off):
//               the question is about the model, not about the changes.
//   logit lens  every layer's stream read through the final norm and the unembedding, of the run
//               shown (with its changes), the answer traced through the layers;
//   rollout     attention followed through every layer of the run shown (one T×T map).
//
// The answer and the wrong token are the next-token panel's: set from it or from the dialog.
// A new model drops everything; a new run (a change) makes the lens and rollout stale, and the
// panel asks for them again when they are in sight.
#pragma once

#include "modelloader.h"

#include "core/model/mechanisms.h"

#include <QObject>
#include <QStringList>

#include <memory>
#include <optional>

namespace attn {

class LatestJob;
class ModelBench;

// The second text and what patching measures.
struct PatchingSetup {
    QString text; // the corrupted text as typed
    std::vector<int> ids; // its ids (as many as the clean text's)
    QStringList tokens; // its tokens' texts
    int answer = -1, wrong = -1; // token ids after the last position
    bool resid = true, heads = true;
};

class MechanismsBench : public QObject {
    Q_OBJECT
public:
    explicit MechanismsBench(ModelBench *bench, QObject *parent = nullptr);
    ~MechanismsBench() override;

    ModelBench *bench() const { return m_bench; }

    // ---- the answer and the wrong token (after the last position) ----
    void setAnswer(int id);
    void setWrong(int id);
    int answer() const { return m_answer; } // −1: the model's own top token
    int wrong() const { return m_wrong; } // −1: none chosen
    // The token the lens traces: the answer, else the top next token of the run shown (−1
    // without a model).
    int tracedToken() const;
    QString tokenText(int id) const;

    // The second text checked against the open model: its ids and tokens, or the sentence why
    // not (empty text, a tokenizer's refusal, another token count than the clean text's). A
    // model opened on typed ids takes ids here too ("15496, 995").
    struct Checked {
        std::vector<int> ids;
        QStringList tokens;
        QString problem;
    };
    Checked checkCompareText(const QString &text) const;
    // "#ID" or a one-token continuation of the clean text → its id; std::nullopt and *error.
    std::optional<int> tokenFor(const QString &given, const QString &name, QString *error) const;

    // ---- patching ----
    // Starts (a patching already running is superseded); false and failed() when it cannot
    // (the setup does not fit the model, not enough memory, answer = wrong). The result shown
    // stays until the new one arrives; Cancel keeps it.
    bool startPatching(const PatchingSetup &setup);
    void cancelPatching();
    bool isPatching() const;
    const std::optional<PatchingSetup> &compareSetup() const { return m_requested; } // the last asked for
    const std::optional<PatchingSetup> &patchingSetup() const { return m_shown; } // the result's
    const std::optional<gpt2::PatchingResult> &patching() const { return m_patching; }

    // ---- logit lens and rollout of the run shown ----
    // Worked out again when what is shown is not of the run shown (and tracing tracedToken()),
    // unless a job for that is already running or failed for it; the pages call these when
    // they are in sight.
    void refreshLens();
    bool isLensRunning() const;
    const std::shared_ptr<const gpt2::LogitLens> &lens() const { return m_lens.value; }
    int lensTraced() const { return m_lens.traced; } // the token the lens shown traces
    bool isLensStale() const; // shown, but of another run or another traced token
    QString lensError() const; // why the lens of the run shown could not be worked out, or empty

    void refreshRollout();
    bool isRolloutRunning() const;
    const std::shared_ptr<const Matrix> &rollout() const { return m_rollout.value; }
    bool isRolloutStale() const;
    QString rolloutError() const;

signals:
    void answersChanged();
    void patchingProgress(int percent);
    void patchingRunningChanged(bool running);
    void patchingReady();
    void lensProgress(int percent);
    void lensRunningChanged(bool running);
    void lensReady();
    void rolloutRunningChanged(bool running);
    void rolloutReady();
    void staleChanged(); // a new run or answer: the lens and rollout shown may be of the one before
    void cleared(); // a new model: nothing computed
    void failed(const QString &message);

private:
    void modelChanged();
    // What a lens or rollout is of: the run and the token traced (−1 for rollout).
    struct Target {
        std::shared_ptr<const gpt2::ModelResult> run;
        int traced = -1;
        bool operator==(const Target &o) const { return run == o.run && traced == o.traced; }
    };
    Target lensTarget() const;
    Target rolloutTarget() const;
    template <class T>
    struct Kept {
        std::shared_ptr<const T> value;
        std::shared_ptr<const gpt2::ModelResult> run;
        int traced = -1;
        Target running; // the job's (run null: none)
        Target failedFor;
        QString error;
        Target of() const { return { run, traced }; }
    };

    ModelBench *m_bench;
    LatestJob *m_patchJob, *m_lensJob, *m_rolloutJob;
    std::shared_ptr<const LoadedModel> m_model; // the one the results are of
    int m_answer = -1, m_wrong = -1;
    std::optional<PatchingSetup> m_requested, m_shown;
    std::optional<gpt2::PatchingResult> m_patching;
    Kept<gpt2::LogitLens> m_lens;
    Kept<Matrix> m_rollout;
};

} // namespace attn
