// The attention rule between a head's raw scores and its weights, as stages
// (docs/file-formats.md, "The attention rule"):
//
//   scores q·k → × scale → + position term → soft-cap → mask → softmax (with a sink) → · V
//
// A session holds the rule as one part, ScoreRule: what a user sets. Each head runs it with its own
// numbers, HeadRule: the scale resolved, that head's position slope, the cap, its sink. Every
// stage is a small function of its own parameters below; headLogits() runs them in order and is
// the one place a logit is made — for one cell, a row or a block of rows. The reference and fast
// passes, the incremental update, the gradients, the breakdown, the tables and every view that
// shows a logit call it. The mask and the softmax are softmax.h's; a sink joins the softmax there as
// one more logit that takes weight and gives no value.
//
// Adding a stage: docs/architecture.md, "Adding an attention variant".
#pragma once

#include "conventions.h"
#include "sessionpart.h"

#include <limits>
#include <optional>
#include <string>
#include <vector>

namespace attn {

// The session's part: the score rule as a user sets it (each field absent = that stage off).
struct ScoreRule {
    std::optional<double> scale; // empty → 1/√d_k, which follows d_k when the heads change
    bool alibi = false; // + ALiBi: head h's logits get −m_h·|i − j| (BLOOM's slopes, alibiSlope)
    std::optional<double> softcap; // c: logits → c·tanh(logits / c) (Gemma 2), before the mask
    std::vector<double> sinks; // one logit per head that joins its softmax and gives no value; empty: none
    SESSION_PART_FIELDS(scale, alibi, softcap, sinks)
    friend bool operator==(const ScoreRule &, const ScoreRule &) = default;
};

// Any stage beyond the scale: a session with one is written and computed with today's keys
// (compute then prints num_kv_heads, head_dim and the unrotated Q and K).
bool hasStages(const ScoreRule &rule);

// Empty when the rule fits a session of numHeads heads; otherwise one sentence naming the key,
// e.g. "scale: -1 must be a positive number up to 1000000".
std::string checkScoreRule(const ScoreRule &rule, int numHeads);

// The largest soft-cap and |sink| a session may set (as the scale's bound).
inline constexpr double kMaxStageValue = 1e6;

// One head's rule, resolved: the numbers its stages run with.
struct HeadRule {
    double scale = 1.0;
    double slope = 0; // ALiBi's m for this head; 0: no position term
    double cap = 0; // the soft-cap c; 0: none
    // The sink's logit: one more softmax column that gives no value. −∞: this head has none.
    double sink = -std::numeric_limits<double>::infinity();

    bool hasSink() const { return sink > -std::numeric_limits<double>::infinity(); }
    friend bool operator==(const HeadRule &, const HeadRule &) = default;
};

// Head `head` of numHeads (0-based) with d_k columns.
HeadRule headRule(const ScoreRule &rule, int head, int numHeads, int dK);

// ALiBi's slope m for head h of H, as BLOOM sets them: H a power of two, 2^(−8(h+1)/H); otherwise
// with p the largest power of two ≤ H, 2^(−8(h+1)/p) for h < p, then 2^(−4(2k+1)/p) for h = p + k.
double alibiSlope(int head, int numHeads);

// ---- the stages, each with its own parameters --------------------------------------------------

// × scale: logits (R,K) = scale · scores, in place.
void scaleStage(Eigen::Ref<Matrix> block, double scale);
// + ALiBi: cell (r,k) of a block whose first query is i0 and first key j0 gets −m·|i0 + r − (j0 + k)|.
void alibiStage(Eigen::Ref<Matrix> block, double slope, int firstQuery, int firstKey);
// Soft-cap: x → c·tanh(x / c), which keeps every logit within (−c, c) and leaves small ones nearly
// as they were.
void softcapStage(Eigen::Ref<Matrix> block, double cap);

// ---- the one function ----------------------------------------------------------------------------

// The stages between the raw scores and the mask, by name, in the order they run.
enum class LogitStage {
    Scale, // × scale (always runs)
    Alibi, // + the position term −m·|i − j|
    Softcap, // c·tanh(x / c)
};
// The stages this head runs, in order.
std::vector<LogitStage> logitStages(const HeadRule &rule);

// What each stage made of one row, for the breakdown and the lesson.
struct LogitTrace {
    struct Step {
        LogitStage stage;
        RowVector after; // (T) the row after this stage
    };
    std::vector<Step> steps; // logitStages(rule), in order; the last one's row is the logits
};

// Raw scores → logits, in place, for the block of queries [firstQuery, firstQuery + R) and keys
// [firstKey, firstKey + K) of one head: block (R,K). A cell, a row or a block alike; the stages that
// depend on where a cell lies read (firstQuery + r, firstKey + k). `trace`, for a one-row block,
// receives each stage's output.
void headLogits(const HeadRule &rule, Eigen::Ref<Matrix> block, int firstQuery, int firstKey,
                LogitTrace *trace = nullptr);

// The logit of one cell (query i, key j) from its raw score: headLogits on a 1×1 block.
double headLogit(const HeadRule &rule, double score, int query, int key);

// Back through the stages: grad (R,K) holds ∂L/∂logits of a block and becomes ∂L/∂scores, in place
// (each stage's derivative, last stage first). `logits` (R,K) are that block's logits, needed only by
// stages whose derivative depends on them (needsLogitsForGradient); otherwise it may be empty.
void headLogitsBackward(const HeadRule &rule, Eigen::Ref<Matrix> grad,
                        const Eigen::Ref<const Matrix> &logits);
bool needsLogitsForGradient(const HeadRule &rule);

} // namespace attn
