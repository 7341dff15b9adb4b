// The inputs of one attention example: what a session file holds and what the user edits.
// Plain data; checking it is validate(), computing with it is attention.h.
#pragma once

#include "block.h"
#include "conventions.h"
#include "latent.h"
#include "rope.h"
#include "scorerule.h"

#include <cstddef>
#include <memory>
#include <optional>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

namespace attn {

// Sizes the app accepts. Bigger inputs are refused with a message, not attempted.
struct Limits {
    static constexpr int maxTokens = 4096;
    static constexpr int maxDModel = 2048; // GPT-2 XL's 1600 fits
    static constexpr int maxHeads = 32; // GPT-2 XL has 25
    static constexpr int maxTokenLength = 100; // characters (UTF-8 bytes) of one token
    static constexpr double maxAbsValue = 1e6; // any embedding or weight
    // norm_eps: below this a zero row's RMS norm divides by a number that rounds to 0.
    static constexpr double minNormEps = 1e-12;
    static constexpr double maxScale = 1e6;
    // Hand-blocked (query, key) pairs. Ten million took 22 s and 2.8 GB to read; a whole
    // 1000-token matrix is a million, and the rules (causal, window, segments) block more at no cost.
    static constexpr int maxBlockedCells = 1'000'000;
    static constexpr int maxNotesBytes = 4000; // UTF-8 bytes of Session::notes
    static constexpr int maxHeadColumns = 4096; // num_heads · head_dim
    static constexpr double maxRopeTheta = 1e12;
    static constexpr int maxBlockWidth = 4 * maxDModel; // the MLP's hidden units (GPT-2's are 4·d)
};

// How `train` learns when its command line does not say (docs/file-formats.md, "training").
enum class Optimizer { Sgd, Adam };
struct TrainingSettings {
    Optimizer optimizer = Optimizer::Sgd;
    double lr = 0; // the learning rate η: positive and finite
    friend bool operator==(const TrainingSettings &, const TrainingSettings &) = default;
};

// ---- the parts of a session --------------------------------------------------------------------
// A session is made of parts, each a plain value: an edit builds the parts it changes and the
// document replaces them whole (ui/document), the file reader fills them, `train` writes the
// weights back. Every key of a session file belongs to one part (io/session_keys.h, and the table
// of docs/file-formats.md). Each part lists its fields once, in SESSION_PART_FIELDS
// (sessionpart.h).

// "tokens": what the tokens table holds.
struct SessionTokens {
    std::vector<std::string> tokens; // T token texts
    Matrix X; // (T, d_model) embeddings, one row per token
    // The transformer block around the attention (core/block.h; a GPT-2 layer taken from a model),
    // shared and never changed in place: an edit copies the pointer. It belongs to these tokens and
    // embeddings only while blockHolds(); Session::liveBlock() says whether it still does.
    std::shared_ptr<const TransformerBlock> block;
    SESSION_PART_FIELDS(tokens, X, block)
};

// "weights": how each token's q, k and v are made, and the output projection.
struct SessionWeights {
    int numHeads = 1;
    Matrix Wq, Wk, Wv, Wo; // (d_model, d_model) each without today's keys
    // Q = X·W_Q + b_Q, K = X·W_K + b_K, V = X·W_V + b_V, output = concat·W_O + b_O.
    RowVector bQ, bK, bV, bO; // empty = zeros, else exactly as many numbers as the columns
    // Today's model families (docs/file-formats.md; absent = one K/V head per query head, d_k =
    // d_model / num_heads, no norms, no rotation — every older session means what it meant).
    std::optional<int> numKvHeads; // must divide numHeads
    std::optional<int> headDim; // d_k set apart from d_model
    RowVector qNorm, kNorm; // empty = none, else head_dim numbers: RMS norm of each head's q (k)
    std::optional<double> normEps; // the norms' eps; empty = 1e-6
    std::optional<Rope> rope; // rotary position embedding of q and k
    // DeepSeek's multi-head latent attention (core/latent.h): q, k and v made from latents, in place
    // of W_Q, W_K, W_V (then empty) and their biases; W_O is (H·v, d_model); `rope` turns the rope
    // part of each head alone; d_k is the width each head is laid out in, max(nope + rope, v).
    std::optional<LatentAttention> mla;
    SESSION_PART_FIELDS(numHeads, Wq, Wk, Wv, Wo, bQ, bK, bV, bO, numKvHeads, headDim, qNorm, kNorm, normEps, rope,
                        mla)
};

// "masks": which (query, key) cells are blocked (core/mask.h has the rules; they combine by OR).
struct MaskRules {
    bool causal = false;
    std::vector<bool> padding; // T flags: token j is padding → key column j blocked
    std::vector<std::pair<int, int>> blocked; // hand-blocked (query, key) cells
    std::optional<int> window; // sliding window W ≥ 1; empty = none
    int prefix = 0; // prefix-LM length P (0 = none); only relaxes the causal rule
    std::vector<int> segments; // empty = none, else T sentence ids
    SESSION_PART_FIELDS(causal, padding, blocked, window, prefix, segments)
};

// "score rule": core/scorerule.h's ScoreRule, the stages between the scores and the softmax.

// "learning": what `train` and the Train panel learn towards.
struct Learning {
    // The output the layer should produce, (T, d_model); the training loss is
    // L = ½ Σ_i Σ_c (output[i][c] − target[i][c])² over every row (core/gradient.h). Empty = none.
    std::optional<Matrix> target;
    std::optional<TrainingSettings> training; // empty = the command line must say
    SESSION_PART_FIELDS(target, training)
};

// "about": what the session says of itself, and what a file held that this app does not read.
struct About {
    std::string notes; // what the session shows, in a sentence or two
    // Keys of the file this app does not know, each with its value as compact JSON text: written
    // back as they were when the session is saved (or trained and written by `train`).
    std::vector<std::pair<std::string, std::string>> otherKeys;
    SESSION_PART_FIELDS(notes, otherKeys)
};

// The parts, as bits: which parts an edit changes.
enum SessionPart : unsigned {
    PartTokens = 1,
    PartWeights = 2,
    PartMasks = 4,
    PartScoreRule = 8,
    PartLearning = 16,
    PartAbout = 32,
    AllParts = 63,
};

struct Session : SessionTokens, SessionWeights, MaskRules, ScoreRule, Learning, About {
    // The parts by name, to be read or replaced whole.
    SessionTokens &tokensPart() { return *this; }
    const SessionTokens &tokensPart() const { return *this; }
    SessionWeights &weights() { return *this; }
    const SessionWeights &weights() const { return *this; }
    MaskRules &masks() { return *this; }
    const MaskRules &masks() const { return *this; }
    ScoreRule &rule() { return *this; }
    const ScoreRule &rule() const { return *this; }
    Learning &learning() { return *this; }
    const Learning &learning() const { return *this; }
    About &about() { return *this; }
    const About &about() const { return *this; }

    int tokenCount() const { return static_cast<int>(X.rows()); }
    int dModel() const { return static_cast<int>(X.cols()); }
    int dK() const
    {
        return mla ? mla->headWidth() : headDim ? *headDim : numHeads > 0 ? dModel() / numHeads : 0;
    }
    int kvHeads() const { return numKvHeads.value_or(numHeads); }
    int kvHeadOf(int head) const { return numHeads > 0 ? head * kvHeads() / numHeads : 0; } // ⌊h·KV/H⌋
    int qWidth() const { return numHeads * dK(); } // columns of Q and concat, rows of W_O (mla: H·v rows)
    int kvWidth() const { return kvHeads() * dK(); } // columns of K and V
    double eps() const { return normEps.value_or(1e-6); }
    // Any of the weights' keys above given: the Llama family's, which a GPT-2 layer has none of.
    bool hasFamilyKeys() const
    {
        return numKvHeads || headDim || qNorm.size() || kNorm.size() || normEps || rope || mla;
    }
    // Those, or a stage of the score rule: `compute` then also prints num_kv_heads, head_dim and
    // the unrotated Q and K.
    bool hasModernKeys() const { return hasFamilyKeys() || hasStages(rule()); }
    // q or k changed between the projection and the scores (a norm or the rotation).
    bool transformsQK() const { return qNorm.size() || kNorm.size() || rope; }
    double effectiveScale() const;
    // The block when it still belongs to this session's tokens and embeddings (blockHolds), else
    // null: what the writers write and the lesson's closing part works with.
    const TransformerBlock *liveBlock() const
    {
        return block && !mla && blockHolds(*block, tokens, X) ? block.get() : nullptr;
    }
    // Head h's score rule, resolved (core/scorerule.h).
    HeadRule headRuleOf(int head) const { return headRule(rule(), head, numHeads, dK()); }
};

// Calls f(part bit, part) for every part of s, in the order of SessionPart; with two sessions,
// f(part bit, part of a, part of b).
template <class S, class F> void forEachPart(S &s, F &&f)
{
    f(PartTokens, s.tokensPart());
    f(PartWeights, s.weights());
    f(PartMasks, s.masks());
    f(PartScoreRule, s.rule());
    f(PartLearning, s.learning());
    f(PartAbout, s.about());
}
template <class A, class B, class F> void forEachPart(A &a, B &b, F &&f)
{
    f(PartTokens, a.tokensPart(), b.tokensPart());
    f(PartWeights, a.weights(), b.weights());
    f(PartMasks, a.masks(), b.masks());
    f(PartScoreRule, a.rule(), b.rule());
    f(PartLearning, a.learning(), b.learning());
    f(PartAbout, a.about(), b.about());
}

// The parts where a and b differ (exactly: an empty bias differs from one of zeros). With
// `emptyKeeps`, an empty matrix in b (X, a W, an engaged but empty target) stands for a's, as it is:
// the form in which an edit leaves the large matrices it does not change (ui/document).
unsigned differingParts(const Session &a, const Session &b, bool emptyKeeps = false);

// n numbers equal (−0 = 0): compared as memory first, which is all it takes for the usual equal
// pair (the 25 MB of two 4096-token sessions), else number by number up to the first that differs.
bool sameNumbers(const double *a, const double *b, std::size_t n);

// The parts in `parts` of `from` moved into `into`, field by field; an empty matrix of `from` keeps
// into's (as differingParts' emptyKeeps).
void adoptParts(Session &into, Session &&from, unsigned parts);

// The lesson's three-token example, straight from the text: X rows (1,0), (0,1), (1,1);
// W_Q rows (1,0), (1,1); W_K rows (1,1), (0,1); W_V = diag(2,1); W_O = I.
Session lessonSession();

// A session of the given shape filled from a seeded normal distribution (weights scaled
// by 1/√d_model, as a good initialisation would).
Session randomSession(int tokens, int dModel, int numHeads, unsigned seed);

// Same shapes and same values everywhere, part by part (differingParts), except that an empty bias
// equals one of all zeros: both add nothing.
bool sameSession(const Session &a, const Session &b);

// Empty when the session is consistent and within Limits; otherwise one sentence naming
// the field and position, e.g. "W_K: row 1 has 3 numbers, expected 2".
std::string validate(const Session &s);

} // namespace attn
