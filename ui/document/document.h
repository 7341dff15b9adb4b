// The document: the session being edited, its undo stack, its file, the computed result and
// the selected query/head. Every change goes through an undo command; views listen to the
// document's signals and never to each other (Tiled's Document, in small).
#pragma once

#include "core/attention.h"
#include "core/gradient.h"
#include "core/session.h"
#include "core/sessionedit.h"

#include <QJsonObject>
#include <QObject>
#include <QString>
#include <QUndoStack>

class QTimer;

#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

namespace attn {

class Recompute;

// Every matrix a table or a heatmap can show. Inputs are editable; the rest are computed.
enum class MatrixId {
    Embeddings, // X (T, d_model) — its table also carries token text and the padding flag
    Wq,
    Wk,
    Wv,
    Wo, // (d_model, d_model)
    Target, // (T, d_model) the output the layer should learn; a session without one has no rows
    Q,
    K,
    V, // (T, d_model)
    Scores, // (T, T) per head, raw q·k
    Logits, // (T, T) per head, the scores through the score rule's stages (core/scorerule.h)
    Weights, // (T, T) per head
    HeadOutput, // (T, d_k) per head
    Concat,
    Output, // (T, d_model)
    // The gradients of the loss ½·Σ(output − target)² (sessions with a target):
    GradWq,
    GradWk,
    GradWv,
    GradWo, // (d_model, d_model) ∂L/∂W
    GradEmbeddings, // (T, d_model) ∂L/∂X
    // DeepSeek's latent attention (core/latent.h), edited in place of W_Q, W_K and W_V; a session
    // without it (or W_DQ without q_lora_rank) has no such matrix (inputMatrix() is null).
    LatentDq, // W_DQ (d_model, q_lora_rank)
    LatentUq, // W_UQ (q_lora_rank or d_model, H·(nope + rope))
    LatentDkv, // W_DKV (d_model, kv_lora_rank)
    LatentUk, // W_UK (kv_lora_rank, H·nope)
    LatentUv, // W_UV (kv_lora_rank, H·v)
    LatentKr, // W_KR (d_model, rope): the one rope key
};

bool isInput(MatrixId id);
bool isLatent(MatrixId id); // DeepSeek's W_DQ … W_KR (inputs of sessions with latent attention)
bool isPerHead(MatrixId id);
bool isGradient(MatrixId id);
// The input a gradient belongs to (GradWq → Wq, GradEmbeddings → Embeddings), and back.
MatrixId gradientInput(MatrixId gradient);
MatrixId gradientOf(MatrixId input);
QString matrixName(MatrixId id); // "W_Q", "Q", "Weights", …: names files and widgets
// The same as the window shows it, in its language: "Gewichte" for Weights; symbols stay.
QString matrixTitle(MatrixId id);
// DeepSeek's latent matrices as the window names and edits them, in order: one table.
struct LatentMatrixName {
    MatrixId id;
    const char *name; // "W_DKV"
    Matrix LatentAttention::*member;
};
const std::array<LatentMatrixName, 6> &latentMatrices();
// s's latent matrix `id` (LatentDq … LatentKr); null when s has none of that name.
Matrix *latentMatrix(Session &s, MatrixId id);

class Document : public QObject {
    Q_OBJECT
public:
    explicit Document(QObject *parent = nullptr);
    ~Document() override;

    const Session &session() const { return m_session; }
    // The latest finished computation and the session it was computed from. For large
    // sessions it is computed in the background, so for a moment it may lag the session.
    // A large result is brought up to date where it is, on a worker (Recompute): these wait for
    // such a write to end, so what reads often (a paint) asks isResultReadable() first and
    // waits for resultChanged() instead. resultSession() never waits: during such a write it
    // is the session before the edit, so read it after result() when both are needed.
    const AttentionResult &result() const;
    const Session &resultSession() const;
    bool isResultReadable() const;
    // The same, kept: a holder of resultPtr() makes the next edit compute into fresh memory,
    // leaving the held result as it was (a Pin).
    std::shared_ptr<const AttentionResult> resultPtr() const;
    std::shared_ptr<const Session> resultSessionPtr() const;
    // The result for a reader on another thread, which lets it go when done: the next edit is
    // written into it after that.
    std::shared_ptr<const AttentionResult> resultLease() const;
    // The loss and its gradients at the result, for a session with a target; null without one.
    const GradientResult *gradient() const;
    std::shared_ptr<const GradientResult> gradientPtr() const;
    bool isComputing() const;
    // Abandons a background computation (the previous result stays, or an edit already being
    // written into it is shown when it ends: Recompute::cancel()).
    void cancelComputation();
    // Sessions whose attention takes longer than a frame are computed off the UI thread.
    static bool computesInBackground(const Session &s);
    QUndoStack *undoStack() { return &m_undo; }

    // One of the input matrices (X, W_Q, W_K, W_V, W_O); null for computed ones.
    const Matrix *inputMatrix(MatrixId id) const;
    // The bias added after a weight matrix (b_Q after W_Q, …, b_O after W_O); null for the
    // others. Empty: the session has no such bias (zeros).
    const RowVector *inputBias(MatrixId id) const;
    // The weight tables show each bias as a row "b" under its W when the session has any bias
    // (a GPT-2 layer has all four). setValue() at row d_model of a W edits that row.
    bool showsBiasRows() const;

    // --- edits; each is one undo step (consecutive edits of one cell merge) ---
    void setValue(MatrixId id, int row, int col, double value);
    // Pastes / fills: a block at (row, col). Returns false with *error when it does not fit
    // or holds a value the document refuses.
    bool setBlock(MatrixId id, int row, int col, const Matrix &block, QString *error,
                  const QString &text = {});
    void fill(MatrixId id, Fill how, double factor = 1.0, unsigned seed = 1);
    void setToken(int t, const QString &text);
    void setPadding(int t, bool padding);
    void insertToken(int at, const QString &text);
    void removeToken(int t);
    void moveToken(int from, int to);
    void setDModel(int d); // keeps what fits, pads with 0 (identity on W's new diagonal)
    void setNumHeads(int heads); // must divide d_model
    // Empty: 1/√d_k. With `drag`, consecutive calls are one undo step (a slider being dragged);
    // endScaleDrag() closes that step.
    void setScale(std::optional<double> scale, bool drag = false);
    void endScaleDrag();
    void setCausal(bool causal);
    void toggleBlocked(int query, int key);
    void clearBlocked(); // every hand-blocked cell unblocked
    // Sliding-window attention: keys with |i − j| ≥ W blocked; empty turns it off.
    void setWindow(std::optional<int> window);
    // Prefix-LM: with the causal mask, the first `prefix` keys stay visible to every query.
    void setPrefix(int prefix);
    // Packed sentences: token t belongs to sentence `id`; tokens of different sentences never
    // see each other. setSegments({}) turns sentences off.
    void setSegment(int t, int id);
    void setSegments(const std::vector<int> &ids);
    void setNotes(const QString &notes);
    // The output the layer should learn (T × d_model), or none. One undo step each.
    void setTarget(std::optional<Matrix> target, const QString &text);
    // Target = the current output (a task from what the layer does now). False, with nothing
    // changed, while the result is still being computed.
    bool setTargetToOutput();
    // Target = the output of the session in `path` (the same tokens count and d_model). False, with
    // *error one sentence and nothing changed, when it cannot be read or does not fit.
    bool setTargetFromSession(const QString &path, QString *error);
    // A training step's parameters (core/training.h's Trainer::session()): one undo step per run,
    // the steps of run `run` merging into it ("Train 120 steps (Adam)").
    // `result` and `gradient`, when given, are the trained session's, computed with it (on the
    // training's worker): the window shows them instead of computing them again. `result` must
    // not have been created const (the window computes a later result into its memory).
    void applyTraining(const Session &trained, int run, const QString &text,
                       std::shared_ptr<const AttentionResult> result = {},
                       std::shared_ptr<const GradientResult> gradient = {});

    // Why a value cannot go into an input matrix; empty when it can. `typed`: the text the user
    // typed for it, quoted as typed ("1000001 is outside ±1000000", never "1e+06").
    static QString refuseValue(double value, const QString &typed = {});

    // Every input at once, as one undo step named `text` (a lab moving to a session where its
    // point shows). The step keeps the parts that differ, and of the large matrices the rows that
    // do. A non-empty `title` names the new session (the window's title, the recovery prompt) in
    // the same step: undone, the old name comes back.
    void replaceSession(const Session &s, const QString &text, const QString &title = {});
    // The session's score rule replaced whole (a stage switched on or off, the scale, a sink), one
    // undo step named `text`; refused, with refused(), when checkScoreRule finds it wrong. With
    // mergeKey ≠ 0 consecutive calls with that key are one step (a slider or field being dragged).
    void setScoreRule(const ScoreRule &rule, const QString &text, int mergeKey = 0);

    // --- files ---
    QString filePath() const { return m_filePath; }
    QString displayName() const; // file name, or the preset's title, or "Untitled"
    bool isModified() const { return !m_undo.isClean(); }
    QJsonObject viewState() const { return m_view; }
    // Keeps the current session on failure: a file that cannot be read or parsed, or a session
    // the machine's memory cannot hold (memorycheck.h; availableBytes: MemAvailable by default).
    bool load(const QString &path, QString *error);
    bool load(const QString &path, QString *error, std::uint64_t availableBytes);
    bool save(const QString &path, QString *error);
    // A fresh session (clean undo stack, no file): the lesson, a preset or blank.
    void reset(const Session &s, const QJsonObject &view = {});
    // A session recovered after a crash: shown as unsaved changes, of `path` when given.
    void restore(const Session &s, const QJsonObject &view, const QString &path);
    static Session blankSession();
    // Why d_model and the head count of a session with latent attention cannot change.
    static QString latentShapeNote();
    // Why a session with latent attention takes no target and does not train.
    static QString latentLearningNote();

    // --- selection (view state, not undoable) ---
    int selectedQuery() const { return m_query; }
    int selectedHead() const { return m_head; }
    void setSelectedQuery(int query);
    void setSelectedHead(int head);

    // Applied by the undo commands only.
    void applySession(const Session &s, bool structural);
    void applySession(Session &&s, bool structural); // moved in; the old one freed first
    // The parts `parts` (SessionPart bits) of s moved in; an empty large matrix of s keeps the
    // document's (core/session.h, adoptParts).
    void applyParts(Session &&s, unsigned parts);
    void applyBlock(MatrixId id, int row, int col, const Matrix &block);
    void applyTitle(const QString &title); // empty: no title of its own ("Untitled")

signals:
    // After every change of the session. structural: T, d_model or the head count changed.
    void sessionChanged(bool structural);
    // A new session replaced the one being edited (New, Open, a preset, a recovery), undo cleared.
    void sessionReplaced();
    void resultChanged();
    // A large result is about to be written where it is, at another shape (tokens or heads;
    // Recompute::aboutToWrite): a view keeping a copy of its T² cells lets it go now.
    void resultAboutToBeWritten();
    void selectionChanged(int head, int query);
    // Background computation: started, progress in percent, finished or cancelled.
    void computingChanged(bool computing);
    void computeProgress(int percent);
    void filePathChanged(const QString &path);
    void titleChanged(); // displayName() may read otherwise
    void modifiedChanged(bool modified);
    // A value or paste the document refused, for the status bar.
    void refused(const QString &reason);

private:
    Matrix *mutableMatrix(MatrixId id);
    RowVector *mutableBias(MatrixId id);
    // True when the result is ready now; false when it comes later (resultChanged).
    bool recompute();
    // After any change of the session: selection, result, signals.
    void afterChange(bool structural);
    void clampSelection();
    // The session as an edit starts from it: every part, the large matrices (X, the four W, the
    // target's numbers) left empty, which stands for "as they are" (SessionCommand).
    Session editCopy() const;
    // m_session about to be changed: every change goes through here (Recompute::sourceWillChange).
    Session &changing();
    // One undo step from the session now to `after` (whole, or an editCopy() changed).
    void pushEdit(Session after, const QString &text, int mergeKey = 0);
    int m_scaleDrag = 1; // merge key of the current slider drag

    Session m_session;
    Recompute *m_recompute;
    QUndoStack m_undo;
    QString m_filePath;
    QJsonObject m_view;
    int m_query = 1; // the lesson's token 2
    int m_head = 0;
};

} // namespace attn
