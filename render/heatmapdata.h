// What one heatmap shows, as plain data: the T×T matrix to colour, the token labels, why
// each cell is blocked, and what a tooltip needs. No document, no widget: the main window,
// the head grid and the command line all build one of these from a Session and its
// AttentionResult (makeHeatmapData), and the painter draws it.
#pragma once

#include "core/attention.h"
#include "core/mask.h" // ReasonMatrix, blockReasonMatrix(): why each cell is blocked
#include "core/session.h"
#include "core/summaries.h" // CellStats

#include <QString>
#include <QStringList>

#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

namespace attn {

enum class HeatmapKind {
    Weights, // softmax weights of one head, 0…1, rows sum to 1
    Scores, // raw q·k of one head, signed
    Logits, // q·k through the head's score rule (core/scorerule.h), signed; −∞ where blocked
    AverageWeights, // the mean of every head's weights (a summary, not a head)
    Difference, // one head's weights minus another result's (a pinned copy, a compared file), signed
};

// "weights", "scores", "logits" (also read as "scaled-scores", its name before the score rule had
// stages beyond the scale), "average", "difference"; and
// back (empty optional for anything else, and for "difference", which needs a second result and has its own
// maker below).
QString heatmapKindName(HeatmapKind kind);
std::optional<HeatmapKind> heatmapKindFromName(const QString &name);
inline bool isSigned(HeatmapKind kind)
{
    return kind == HeatmapKind::Scores || kind == HeatmapKind::Logits
        || kind == HeatmapKind::Difference;
}

struct HeatmapData {
    HeatmapKind kind = HeatmapKind::Weights;
    int head = 0; // which head (ignored for AverageWeights)
    int headCount = 1; // how many heads the average is over
    int sourceTokens = 0; // > 0: an overview of that many tokens, a cell per block (max)
    QString title; // e.g. "Head 1 · attention weights"
    QString subtitle; // empty: what the kind says ("each row sums to 1"); a mistake's own
    QStringList rowLabels; // T query tokens
    QStringList colLabels; // T key tokens (the same tokens: self-attention)
    std::vector<bool> padding; // T; token j is padding (marked on both axes)
    Matrix values; // (T,T) what is coloured
    ReasonMatrix reasons; // (T,T) BlockReason bits; empty = nothing blocked
    std::vector<int> fullyMaskedRows;

    // For tooltips; any may be empty. q·k is computed on demand from the head's slices, so
    // no second T×T matrix is kept for it.
    Matrix Qh, Kh; // (T,d_k) head h's queries and keys
    HeadRule rule; // the head's score rule: a cell's logit is headLogit(rule, q·k, row, col)
    int dK = 0;
    Matrix weights; // (T,T) only when values are not the weights themselves

    // Difference only: the weights subtracted (values = weights − pinned), what each side is
    // called in titles ("now", "pinned"; a file's name on the command line), and whether every
    // row's changes add up to 0 (both rows sum to 1: what one key gains, others lose).
    Matrix pinned; // (T,T)
    QString nowName, pinnedName;
    bool rowsBalance = false;

    // What the painter needs from all T² cells (largest |value|, largest value, each row's
    // largest, over unblocked cells; a difference counts its blocked cells too, since they
    // carry numbers and the colour bar covers every number written). Filled by computeStats(), off the UI
    // thread for large sessions; when absent the painter works them out itself.
    std::optional<CellStats> stats;
    CellStats cellStats() const; // worked out now (core's openCellStats over the cells that count)
    void computeStats(); // stats = cellStats()

    int tokenCount() const { return static_cast<int>(values.rows()); }
    bool isValid() const; // square values, labels and reasons of matching sizes
    std::uint8_t reasonAt(int row, int col) const;
    bool blocked(int row, int col) const { return reasonAt(row, col) != 0; }
    bool hasQK() const
    {
        return Qh.rows() == values.rows() && Kh.rows() == values.rows() && Qh.cols() == Kh.cols()
            && Qh.cols() > 0;
    }
    double qk(int row, int col) const { return Qh.row(row).dot(Kh.row(col)); }
    // The weight at (row, col) when known (from values or weights); NaN otherwise.
    double weightAt(int row, int col) const;
};

using HeatmapDataPtr = std::shared_ptr<const HeatmapData>;

// A map let go before the result it was made of grows (a token added): when `data` was its last
// holder, the pages of its T² cells go back to the kernel as it is freed. The heap would keep
// them resident where the next, larger map does not fit, beside it (core/memory.h).
void letGoOfLargeMap(HeatmapDataPtr data);

// One head's weights, scores or logits. `r` must come from computeAttention(s); when it was
// computed without keepScores the scores are recomputed from Q and K. head in [0, num_heads).
HeatmapData makeHeatmapData(const Session &s, const AttentionResult &r, int head,
                            HeatmapKind kind = HeatmapKind::Weights);
// The title of a heatmap, e.g. "Head 2 · attention weights" (heads counted from 1), the same
// for a full map and its overview. A difference is "Head 2 · weights now − pinned".
QString heatmapTitle(HeatmapKind kind, int head, int headCount, const HeadRule &rule, int dK);
// What the session calls the head (its "view" → "head_labels"), put into the title after the
// head's number, as the line view's title does: "Head 1 · attention weights" becomes
// "Head 1 (previous token) · attention weights". Nothing changes for an empty label or a map of no single
// head (the average).
void nameHead(HeatmapData &d, const QString &label);
// The mean of all heads' weights, titled as such.
HeatmapData makeAverageHeatmapData(const Session &s, const AttentionResult &r);

// Before and after: head `head` of `now` minus the same head of `pinned`, cell by cell, drawn on
// the diverging map centred on 0 with signed numbers in every cell. Blocked cells are hatched by
// `s`'s mask (the session `now` was computed from); their number is still written, since a cell
// blocked now but not before shows where the weight went. The results must agree in T and head
// count (comparisonProblem() empty) and head must exist in both; otherwise the data is invalid.
// nowName, pinnedName: what the title calls the two sides; empty, "now" and "pinned" in the
// window's language.
HeatmapData makeDifferenceHeatmapData(const Session &s, const AttentionResult &now,
                                      const AttentionResult &pinned, int head, const QString &nowName = {},
                                      const QString &pinnedName = {});
// Why `pinned` (T and head count as given) cannot be subtracted from `now`, naming the field
// as a session file does: "tokens: 4 tokens, this session has 3", "num_heads: 2 heads, this
// session has 1". Empty when they can be compared.
QString comparisonProblem(int nowTokens, int nowHeads, int pinnedTokens, int pinnedHeads);
QString comparisonProblem(const AttentionResult &now, const AttentionResult &pinned);
// The same as a sentence for the window, e.g. "The pinned result has 4 tokens and this session
// has 3, so their weights cannot be compared cell by cell." Empty when they can be compared.
// pinnedName empty: "the pinned result", in the window's language.
QString comparisonProblemSentence(const AttentionResult &now, const AttentionResult &pinned,
                                  const QString &pinnedName = {});

// The lesson's common mistakes, computed (core/labs.h) and drawn as heatmaps titled as wrong.
enum class Mistake {
    MaskAfterSoftmax, // softmax over every key, then blocked ones zeroed: rows no longer sum to 1
    WrongAxis, // softmax over queries (columns) instead of keys
    ReshapeWithoutTranspose, // heads split by a bare reshape: tokens scrambled
};
// One mistake as a heatmap of head `head`, titled as wrong, its subtitle saying what its rows
// and columns sum to.
HeatmapData makeMistakeData(const Session &s, const AttentionResult &r, int head, Mistake mistake);
// The largest |wrong − right| weight of head `head`: 0 when the mistake changes nothing there
// (mask after softmax with nothing masked, a reshape with one head).
double mistakeDifference(const Session &s, const AttentionResult &r, int head, Mistake mistake);

// Token labels as the views show them (an empty token is shown as "␣", never as nothing).
QStringList tokenLabels(const Session &s);

// CSV text (RFC 4180, UTF-8): a header row "query \ key", key labels…, then one line per
// query label with its values in full precision (shortest text that reads back exactly).
// Non-finite values are written as inf, -inf, nan.
QString matrixToCsv(const Matrix &m, const QStringList &rowLabels, const QStringList &colLabels);
// The heatmap's own matrix; for logits, blocked cells are written as -inf (as the softmax sees them).
QString heatmapToCsv(const HeatmapData &d);

} // namespace attn
