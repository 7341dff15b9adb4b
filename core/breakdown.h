// One query row of one head, explained number by number (the lesson's blackboard).
#pragma once

#include "attention.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace attn {

struct RowBreakdown {
    int head = 0, query = 0;
    double scale = 1.0;
    HeadRule rule; // the head's score rule (scorerule.h): its scale, position slope, cap, sink
    RowVector q; // (d_k) query i's slice of Q
    Matrix keys; // (T,d_k) K_h
    Matrix values; // (T,d_k) V_h
    RowVector scores; // (T) q·k_j
    std::vector<std::uint8_t> reasons; // (T) BlockReason bits per key
    int window = 0; // the session's sliding window W (0 = none), to name it
    LogitTrace trace; // what each stage of the rule made of the scores (the last is the logits)
    SoftmaxSteps softmax; // logits → max → e^x → ÷ Σ (the sink in both) → weights
    RowVector output; // (d_k) Σ_j weight_j · v_j
    // The classic mistake, for contrast: softmax over every key, then zero the blocked
    // ones. Its row no longer sums to 1.
    RowVector maskAfterSoftmax; // (T)

    // RoPE (a session with `rope`): q and the keys before their rotation (after any norm), what
    // turns them, and the scores those unturned vectors would give. `q`, `keys` and `scores`
    // above are then of the rotated vectors — what the softmax uses.
    struct Rotation {
        RowVector qBefore; // (d_k)
        Matrix keysBefore; // (T,d_k)
        std::vector<double> positions; // (T) p_j; pair c of token j turns by p_j·f_c
        RowVector freqs; // (d_k/2) f_c, after any scaling
        double factor = 1.0; // × both after the turn: YaRN's attention factor
        RowVector scoresUnrotated; // (T) qBefore·kBefore_j
    };
    std::optional<Rotation> rotation;

    // A q norm (Qwen 3's q_norm, a session's `q_norm`): the projection before it, its root mean
    // square (with eps) and the q it makes, before any rotation.
    struct QueryNorm {
        RowVector projected; // (d_k) x·W_Q + b_Q, this head's slice
        double rms = 1; // √(mean(projected²) + eps)
        RowVector normed; // (d_k) projected / rms · γ
    };
    std::optional<QueryNorm> queryNorm;
};

// query in [0,T), head in [0,num_heads); r must come from computeAttention(s).
RowBreakdown explainRow(const Session &s, const AttentionResult &r, int head, int query);

} // namespace attn
