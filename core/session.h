// The inputs of one attention example: what a session file holds and what the user edits.
// Plain data; checking it is validate(), computing with it is attention.h.
#pragma once

#include "conventions.h"
#include "rope.h"

#include <optional>
#include <string>
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
    static constexpr double maxScale = 1e6;
    // Hand-blocked (query, key) pairs. Ten million took 22 s and 2.8 GB to read; a whole
    // 1000-token matrix is a million, and the rules (causal, window, segments) block more at no cost.
    static constexpr int maxBlockedCells = 1'000'000;
    static constexpr int maxNotesBytes = 4000; // UTF-8 bytes of Session::notes
    static constexpr int maxHeadColumns = 4096; // num_heads · head_dim
    static constexpr double maxRopeTheta = 1e12;
};

// How `train` learns when its command line does not say (CONTRACT.md, "training").
enum class Optimizer { Sgd, Adam };
struct TrainingSettings {
    Optimizer optimizer = Optimizer::Sgd;
    double lr = 0; // the learning rate η: positive and finite
    friend bool operator==(const TrainingSettings &, const TrainingSettings &) = default;
};

struct Session {
    std::vector<std::string> tokens; // T token texts
    Matrix X; // (T, d_model) embeddings, one row per token
    int numHeads = 1;
    Matrix Wq, Wk, Wv, Wo; // (d_model, d_model) each
    bool causal = false;
    std::vector<bool> padding; // T flags: token j is padding → key column j blocked
    std::vector<std::pair<int, int>> blocked; // hand-blocked (query, key) cells
    std::optional<double> scale; // empty → 1/√d_k, which follows d_k when heads change
    // More masks (core/mask.h has the rules): each blocks cells, and they combine by OR.
    std::optional<int> window; // sliding window W ≥ 1; empty = none
    int prefix = 0; // prefix-LM length P (0 = none); only relaxes the causal rule
    std::vector<int> segments; // empty = none, else T sentence ids
    // Q = X·W_Q + b_Q, K = X·W_K + b_K, V = X·W_V + b_V, output = concat·W_O + b_O.
    RowVector bQ, bK, bV, bO; // empty = zeros, else exactly d_model numbers each
    std::string notes; // what the session shows, in a sentence or two
    // The output the layer should produce, (T, d_model); the training loss is
    // L = ½ Σ_i Σ_c (output[i][c] − target[i][c])² over every row (core/gradient.h). Empty = none.
    std::optional<Matrix> target;
    std::optional<TrainingSettings> training; // empty = the command line must say

    // Today's model families (CONTRACT.md; absent = one K/V head per query head, d_k = d_model /
    // num_heads, no norms, no rotation — every older session means what it meant).
    std::optional<int> numKvHeads; // must divide numHeads
    std::optional<int> headDim; // d_k set apart from d_model
    RowVector qNorm, kNorm; // empty = none, else head_dim numbers: RMS norm of each head's q (k)
    std::optional<double> normEps; // the norms' eps; empty = 1e-6
    std::optional<Rope> rope; // rotary position embedding of q and k

    int tokenCount() const { return static_cast<int>(X.rows()); }
    int dModel() const { return static_cast<int>(X.cols()); }
    int dK() const { return headDim ? *headDim : numHeads > 0 ? dModel() / numHeads : 0; }
    int kvHeads() const { return numKvHeads.value_or(numHeads); }
    int kvHeadOf(int head) const { return numHeads > 0 ? head * kvHeads() / numHeads : 0; } // ⌊h·KV/H⌋
    int qWidth() const { return numHeads * dK(); } // columns of Q and concat, rows of W_O
    int kvWidth() const { return kvHeads() * dK(); } // columns of K and V
    double eps() const { return normEps.value_or(1e-6); }
    // Any of the keys above given: `compute` then also prints num_kv_heads, head_dim and the
    // unrotated Q and K.
    bool hasModernKeys() const
    {
        return numKvHeads || headDim || qNorm.size() || kNorm.size() || normEps || rope;
    }
    // q or k changed between the projection and the scores (a norm or the rotation).
    bool transformsQK() const { return qNorm.size() || kNorm.size() || rope; }
    double effectiveScale() const;
};

// The lesson's three-token example, straight from the text: X rows (1,0), (0,1), (1,1);
// W_Q rows (1,0), (1,1); W_K rows (1,1), (0,1); W_V = diag(2,1); W_O = I.
Session lessonSession();

// A session of the given shape filled from a seeded normal distribution (weights scaled
// by 1/√d_model, as a good initialisation would).
Session randomSession(int tokens, int dModel, int numHeads, unsigned seed);

// Same shapes and same values everywhere (exact, not approximate). An empty bias equals one
// of all zeros: both add nothing.
bool sameSession(const Session &a, const Session &b);

// Empty when the session is consistent and within Limits; otherwise one sentence naming
// the field and position, e.g. "W_K: row 1 has 3 numbers, expected 2".
std::string validate(const Session &s);

} // namespace attn
