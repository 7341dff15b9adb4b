// The inputs of one attention example: what a session file holds and what the user edits.
// Plain data; checking it is validate(), computing with it is attention.h.
#pragma once

#include "conventions.h"

#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace attn {

// Sizes the app accepts. Bigger inputs are refused with a message, not attempted.
struct Limits {
    static constexpr int maxTokens = 4096;
    static constexpr int maxDModel = 1024;
    static constexpr int maxHeads = 16;
    static constexpr int maxTokenLength = 100;     // characters (UTF-8 bytes) of one token
    static constexpr double maxAbsValue = 1e6;     // any embedding or weight
    static constexpr double maxScale = 1e6;
};

struct Session {
    std::vector<std::string> tokens;     // T token texts
    Matrix X;                            // (T, d_model) embeddings, one row per token
    int numHeads = 1;
    Matrix Wq, Wk, Wv, Wo;               // (d_model, d_model) each
    bool causal = false;
    std::vector<bool> padding;           // T flags: token j is padding → key column j blocked
    std::vector<std::pair<int, int>> blocked; // hand-blocked (query, key) cells
    std::optional<double> scale;         // empty → 1/√d_k, which follows d_k when heads change

    int tokenCount() const { return static_cast<int>(X.rows()); }
    int dModel() const { return static_cast<int>(X.cols()); }
    int dK() const { return numHeads > 0 ? dModel() / numHeads : 0; }
    double effectiveScale() const;

};

// The lesson's three-token example, straight from the text: X rows (1,0), (0,1), (1,1);
// W_Q rows (1,0), (1,1); W_K rows (1,1), (0,1); W_V = diag(2,1); W_O = I.
Session lessonSession();

// A session of the given shape filled from a seeded normal distribution (weights scaled
// by 1/√d_model, as a good initialisation would).
Session randomSession(int tokens, int dModel, int numHeads, unsigned seed);

// Same shapes and same values everywhere (exact, not approximate).
bool sameSession(const Session &a, const Session &b);

// Empty when the session is consistent and within Limits; otherwise one sentence naming
// the field and position, e.g. "W_K: row 1 has 3 numbers, expected 2".
std::string validate(const Session &s);

} // namespace attn
