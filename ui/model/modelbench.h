// The model workbench's state, in one place: what the student changed in the model (heads
// switched off and how, a layer run with the weights edited in the tables) with its own undo
// stack, the run with those changes (rerun in the background, latest wins, only the layers from
// the first changed one), the position whose next token is shown, the head score the panels are
// badged by, and the importance of every head (ablate-each, in the background, with progress
// and Cancel). The model panel shows it and asks it for changes; it never keeps a copy.
//
// Every number comes from the core (core/model/interventions.h, fast_forward.h): this class
// only decides what to run and when, and puts the answers together for the views.
#pragma once

#include "modelloader.h"

#include "core/model/interventions.h"
#include "render/modelviewpainter.h"
#include "render/attributionpainter.h"
#include "render/nexttokenpainter.h"

#include <QObject>

#include <memory>
#include <optional>
#include <vector>

class QUndoStack;

namespace attn {

class LatestJob;

// `run` of `model` with every layer's residual stream kept: `run` itself when it kept them (the
// pass a model opens with), else the same run once more keeping them (a rerun keeps none), held
// in `kept`. Null when cancelled. What attribution and the logit lens read.
const gpt2::ModelResult *withStreams(const LoadedModel &model, const gpt2::ModelResult &run,
                                     const std::atomic<bool> *cancel, std::optional<gpt2::ModelResult> &kept);

// What the badges on the panels show.
enum class HeadBadge { None, PreviousToken, FirstToken, Self, Induction, Importance, SinkMass };
QString headBadgeName(HeadBadge badge); // "previous token", …, "importance"

// What is changed in the model: an undo step holds two of these.
struct BenchChanges {
    std::vector<gpt2::HeadId> off; // sorted, no repeats
    gpt2::Ablation ablation = gpt2::Ablation::Zero;
    std::shared_ptr<const gpt2::LayerOverride> layer; // shared: undo steps do not copy matrices

    bool empty() const { return off.empty() && !layer; }
    bool operator==(const BenchChanges &o) const
    {
        return off == o.off && ablation == o.ablation && layer == o.layer;
    }
    gpt2::Interventions interventions() const;
};

class ModelBench : public QObject {
    Q_OBJECT
public:
    static constexpr int kShownCandidates = 10;
    static constexpr int kShownEntered = 5;

    explicit ModelBench(QObject *parent = nullptr);
    ~ModelBench() override;

    // A model just opened: nothing changed, nothing to undo, the last position, no importance.
    void setModel(std::shared_ptr<const LoadedModel> model);
    const std::shared_ptr<const LoadedModel> &model() const { return m_model; }

    // ---- changes (each one undo step) ----
    const BenchChanges &changes() const { return m_changes; }
    bool isOff(int layer, int head) const;
    // `how` given: the switched-off heads give that from now on (the same undo step).
    void setHeadOff(int layer, int head, bool off, std::optional<gpt2::Ablation> how = {});
    void toggleHead(int layer, int head) { setHeadOff(layer, head, !isOff(layer, head)); }
    void setAblation(gpt2::Ablation ablation); // zero or mean, for every head switched off
    // The layer override.layer run with those weights; false, and *error, when they do not fit.
    bool runWithLayer(const Session &edited, int layer, QString *error);
    void restoreAll(); // every head back on, the model's own layer back
    QUndoStack *undoStack() const { return m_undo; }
    // What the changes are, for people: "L2 H3 off (zero) · layer 2 as edited".
    QString describeChanges() const;

    // ---- the run shown ----
    // The run with the changes once it has arrived (the original while nothing is changed).
    const std::shared_ptr<const gpt2::ModelResult> &current() const { return m_current; }
    bool isRerunning() const;

    // ---- the next-token panel ----
    void setPosition(int position); // −1: the last token
    int position() const; // the effective one, 0 … T−1
    // The top tokens at position(), before → after the changes (the core's probabilities).
    const NextTokenData &prediction() const { return m_prediction; }

    // ---- head scores and importance ----
    void setBadge(HeadBadge badge);
    HeadBadge badge() const { return m_badge; }
    const std::vector<gpt2::HeadScores> &scores() const { return m_scores; } // of current()
    // The panels' value for a badge, layer-major (NaN where not defined); importance as the drop
    // of log p(t*) without the head, −delta_logprob.
    std::vector<double> badgeValues(HeadBadge badge) const;
    // The heads sorted by that value, highest first (undefined ones left out).
    std::vector<std::pair<gpt2::HeadId, double>> ranking(HeadBadge badge) const;
    ModelViewMarks marks() const; // for the model view

    void startImportance();
    void cancelImportance();
    bool isImportanceRunning() const;
    const std::optional<gpt2::AblateEachResult> &importance() const { return m_importance; }
    QString tokenText(int id) const;

    // ---- why this score ----
    // Head `head` of layer `layer`'s score for query → key in the run shown, split by its sources
    // (core/model/mechanisms.h), worked out in the background: attributionReady() with it, or
    // failed(). A newer request, a new model or a new run (a change) supersedes it. False, and
    // nothing started, when the cell has no score (key > query, out of range) or no model is open.
    bool explainScore(int layer, int head, int query, int key);
    bool isExplaining() const;

signals:
    void attributionReady(const attn::AttributionData &data);
    void explainingChanged(bool running);
    void changesChanged(); // the changes, the badge or the position: repaint
    void resultChanged(); // a rerun arrived (or the changes were all undone)
    void rerunningChanged(bool running);
    void importanceProgress(int percent);
    void importanceRunningChanged(bool running);
    void importanceFinished();
    void failed(const QString &message);

private:
    friend class BenchChangeCommand;
    void push(BenchChanges after, const QString &text);
    void apply(const BenchChanges &changes); // the undo commands' one way in
    void startRerun();
    void setCurrent(std::shared_ptr<const gpt2::ModelResult> result, std::vector<gpt2::HeadScores> scores);
    void updatePrediction();
    // nextLogits() of a run at a position, kept while they are asked for again (a toggle asks
    // for the original's and the rerun's; at GPT-2's vocabulary each is a pass over lm_head).
    const RowVector &logitsOf(const std::shared_ptr<const gpt2::ModelResult> &run, int position);

    std::shared_ptr<const LoadedModel> m_model;
    BenchChanges m_changes;
    QUndoStack *m_undo;
    LatestJob *m_rerun;
    LatestJob *m_importanceJob;
    LatestJob *m_explainJob;
    std::shared_ptr<const gpt2::ModelResult> m_current;
    std::vector<gpt2::HeadScores> m_scores;
    std::optional<gpt2::AblateEachResult> m_importance;
    NextTokenData m_prediction;
    struct KeptLogits {
        std::shared_ptr<const gpt2::ModelResult> run;
        int position = -1;
        RowVector logits; // (vocab)
    };
    KeptLogits m_kept[2]; // the original's and the latest other run's
    HeadBadge m_badge = HeadBadge::None;
    int m_position = -1;
};

} // namespace attn
