// The breakdown's model: the whole calculation of one query row as a model of strings, written
// in the lesson's notation (notation.h). The painter lays that model out; "Copy as text" prints
// it. Both read the same strings, so what is copied is what is on screen.
// Qt Core only (QString): no painting here.
#pragma once

#include "core/breakdown.h"
#include "core/gradient.h"
#include "notation.h"

#include <QString>
#include <QStringList>

#include <cstdint>
#include <vector>

namespace attn {

// What to explain: one query row of one head, as computed, plus the token texts.
struct BreakdownData {
    RowBreakdown row; // from explainRow(); an empty row (T = 0) means "nothing selected"
    QStringList tokens; // T token texts (missing ones are shown as "token N")
    int numHeads = 1;
    int numKvHeads = 0; // shared K/V heads (fewer than numHeads), else 0
    // Before and after: the same row (query, head) of a pinned result, shown as one more row
    // under the weights. Empty: nothing pinned, or a pin that cannot be compared.
    RowVector pinnedWeights; // (T)
    // This head's slices of b_Q and b_K (d_k each) when the session has biases; empty when it
    // has none. Then q = x·W_Q + b_Q and k = x·W_K + b_K, and the breakdown says so.
    RowVector bQ, bK;
    // DeepSeek's latent attention (core/latent.h): q and k come from the latents, not from W_Q
    // and W_K. Then the widths of a head: its no-position and rope parts, and its value's; else 0.
    bool latent = false, latentQueryDown = false; // latentQueryDown: q through W_DQ and its norm
    int latentNope = 0, latentRope = 0, latentV = 0;
    // Learning (a session with a target): this row's ∂L/∂weights, ∂L/∂logits and p(1 − p), shown
    // under the weights. Empty (size 0) without a target.
    QueryGradient gradient;
};

// The row's gradient for `data` from the result's gradient (core's queryGradient): set when the
// gradient is of a result of the same shape, left empty otherwise.
void addGradientRows(BreakdownData &data, const AttentionResult &r, const GradientResult *gradient);

// The pinned result's row for `data` (same query and head): set when `pinned` has the same T
// and head count as the row explained, left empty otherwise.
void addPinnedRow(BreakdownData &data, const AttentionResult &pinned);

// How to show it: the reader's choices, owned by the widget (or the command line).
struct BreakdownOptions {
    int precision = 3; // decimals, 0…6 (the lesson uses three)
    bool showMaskAfterSoftmax = false; // the classic mistake, beside the right way
    int expandedKey = -1; // key whose dot product q·k is opened term by term; -1 none
    int maxColumns = 12; // more keys than this: show the heaviest, summarise the rest
    bool interactive = false; // on screen: say where to click (not in exported pictures)
    bool compact = false; // a narrow panel: no hint column (the scale goes to the subtitle)
    // A small panel (a projector at a large zoom): compact, and only the lesson's path — no bar
    // charts, no stable path, no notes — so the numbers the class reads stay large.
    bool brief = false;
    // > 0: the picture's width to keep to (its own units): the key columns that do not fit
    // beside the first ones go into bands of the same rows under them, and the subtitle wraps
    // (a narrow, tall panel shows many keys at a readable size). The hidden keys and Σ close
    // the last band. 0: one band, as wide as it needs.
    qreal bandWidth = 0;
    // A tall, narrow panel: the table turned, one row per key and the stages as columns, so
    // that the panel's height holds the keys (in token order, as the columns are). The table
    // is as wide as its columns; bandWidth, when set, is where the title, the subtitle and the
    // notes under it wrap. Meant with brief (numbers, no vectors or bars).
    bool keysAsRows = false;
};

// The row of `query` in `head`, ready for the view. Out-of-range head or query (or an empty
// result) gives an empty BreakdownData, which the view shows as "no query selected".
BreakdownData makeBreakdown(const Session &s, const AttentionResult &r, int head, int query);

// One row of the stage table.
enum class Stage {
    Position, // p_j, the key's position (a session with RoPE)
    KeyUnrotated, // k_j before RoPE turns it
    ScoreUnrotated, // q·k_j of the unturned vectors: what the score would be without RoPE
    KeyVector, // k_j (after RoPE, when the session has it)
    Score, // q·k_j, the raw score
    Scaled, // × scale, the score rule's first stage
    RuleStage, // a later stage of the score rule (core/scorerule.h): a position term, the soft-cap
    Masked, // −∞ where blocked
    Exp, // e^x of the masked logits, the lesson's softmax step one
    Weight, // ÷ Σ, the lesson's step two
    PinnedWeight, // the same weights of a pinned result, before a change (Pin, Ctrl+P)
    Slope, // p_j (1 − p_j): how much w_j can still move (the softmax Jacobian's diagonal)
    WeightGradient, // ∂L/∂w_j: how the loss pulls on each weight (a session with a target)
    LogitGradient, // ∂L/∂x_j = p_j (∂L/∂w_j − Σ_k p_k ∂L/∂w_k): what reaches the scores
    Shifted, // x − row max, the stable way
    StableExp, // e^(x − max)
    MaskAfterSoftmax, // wrong order, for contrast
    Value, // v_j
    WeightedValue, // w_j·v_j; its Σ is the output
};

struct StageCell {
    QString text; // the number (or vector, or "−∞", "overflow")
    QString note; // a second, smaller line: the block reason, "e^−∞", "too big"
    double bar = 0; // bar height in units of the row's scale (signed); ignored unless hasBar
    bool hasBar = false;
    bool blocked = false; // the key is masked for this query
    bool problem = false; // e^x overflowed: drawn as a warning, never as a number
};

struct StageRow {
    Stage stage = Stage::Score;
    QString label; // "q·kⱼ"
    QString hint; // "raw score"
    std::vector<StageCell> cells; // one per shown column
    QString sum; // the Σ column ("Σ = 14.48"), may be empty
    QString sumValue; // the same Σ alone ("14.48"), for a Σ row under keys as rows
    QString hiddenCell; // the "… N more keys" column (large T), may be empty
    QString hiddenValue; // the same alone ("0.412" of "Σ w = 0.412")
    QString section; // non-empty: this row starts a new group with this heading
    double barScale = 0; // bar length 1 = this value; 0: the row's largest |value|
    bool wrong = false; // the mask-after-softmax row
    bool sumProblem = false; // Σ ≠ 1 where it should be 1, or overflow
};

struct BreakdownColumn {
    int key = 0; // index into the row's keys (0-based)
    QString token; // the token text
    QString index; // "key 3" (1-based, as the lesson counts tokens)
    QString reason; // "causal", "padding", "blocked by hand" (joined with " + "), or empty
};

struct BreakdownModel {
    bool valid = false;
    QString title; // Query 2 “river”, head 1 of 1
    QString subtitle; // q₂ = (1, 1)   d_k = 2   3 keys
    std::vector<BreakdownColumn> columns;
    int hiddenKeys = 0; // keys not given a column (large T)
    QString hiddenHeader; // "… 290 more keys"
    QString hiddenWeight; // "Σ w = 0.412" of the hidden keys
    std::vector<StageRow> rows;
    bool fullyMasked = false;
    QString fullyMaskedMessage;
    QString weightedSumHeading;
    QStringList weightedSumTerms; // "0.284·(2, 0)", … (the line wraps between terms)
    QStringList productTerms; // "(0.568, 0)", … (the lesson's middle step)
    QString output; // "(1.720, 0.716)"
    QString weightsSum; // "Σ weights = 0.284 + 0.140 + 0.576 = 1"
    QString dotProduct; // "q₁ · k₁ = (1, 0) · (1, 1) = 1·1 + 0·1 = 1", or empty
    int expandedKey = -1; // the key of dotProduct (-1 none)
    // First, where the score rule has more than the scale: one key's logit worked through its
    // stages ("− 0.25·|2 − 0| = −0.5 (ALiBi)"), and the sink's share. Then why the max is
    // subtracted, why masking after is wrong, …
    QStringList notes;

    // The cell of (stage, key), or nullptr when that stage or key is not shown.
    const StageCell *cell(Stage stage, int key) const;
    const StageRow *row(Stage stage) const;
};

BreakdownModel buildBreakdownModel(const BreakdownData &data, const BreakdownOptions &options);

// The whole calculation as plain text, columns aligned, for pasting into notes.
QString breakdownPlainText(const BreakdownModel &model);

// "causal", "padding", "blocked by hand", "outside the window of W", "another sentence", joined
// with " + "; empty when not blocked. window: the session's W (0: not named).
QString blockReasonText(std::uint8_t reasons, int window = 0);

} // namespace attn
