// An edit changes far less than everything. A token's embedding changes one row of Q, K and V:
// in each head one row of scores and one column, and every other row's weights only rescale. A
// W_Q or W_K cell changes one head's scores, a W_V cell one head's output, W_O the output alone,
// a blocked cell one row, a padding flag one column. updateAttention() finds what changed between
// the session a result was computed from and the session now, and computes only that, exactly:
// the result equals a full pass within 1e-12 (tests/core/tst_incremental.cpp holds it to that on
// random sessions and random sequences of edits).
//
// Each row's softmax is kept as two numbers (HeadResult::rowMax, rowSum), so a row takes a
// changed key by rescaling, without its logits. With l the logits (core/scorerule.h's headLogits of
// q·k) over the open keys, and s the head's sink logit where it has one (its term in Z and in m):
//   w_ij = e^(l_ij − m_i) / Z_i
//   key t changes l_t → l_t':   m' = max(m, l_t'),   Z' = Z·(1 − w_t)·e^(m − m') + e^(l_t' − m')
//   every other key:            w_ij' = w_ij · f,     f = Z·e^(m − m') / Z'
//   the head's output row:      o' = f·(o − w_t·v_t) + w_t'·v_t'
// A row is computed again from Q and K instead when its own query or many of its mask cells
// changed, when the changed keys held more than half of its weight (1 − w_t would lose digits),
// or when its largest logit falls (the other exponentials, kept relative to the old max, may
// have underflowed).
#pragma once

#include "attention.h"

#include <atomic>
#include <string>

namespace attn {

struct UpdateOptions {
    int threads = 0; // worker threads, the calling thread included; 0: one per core
    // Polled between tasks. Once it reads true the update stops: r is then half updated, to be
    // thrown away (UpdateReport::cancelled).
    const std::atomic<bool> *cancel = nullptr;
    // When given, r is first made a copy of this result (into r's own memory where its buffers
    // have the shape already), once the update is known to be worth it; `before` is then this
    // result's session and r's old contents do not matter. A window keeps showing one result
    // while the next is computed into another.
    const AttentionResult *copyFrom = nullptr;
};

struct UpdateReport {
    bool updated = false; // r now is the result of `after`
    bool cancelled = false; // r is half updated: throw it away
    // When neither: r is untouched and a full pass is needed, because of this (one phrase).
    std::string fullPassBecause;
    int headsRecomputed = 0; // whole heads computed again (their queries or keys changed)
    long rowsRecomputed = 0; // query rows, summed over heads, computed again from Q and K
    long rowsRescaled = 0; // query rows, summed over heads, updated from their max and sum
};

// Brings r, the result of `before` (computeAttention, computeAttentionFast, or this function
// after one of them), up to `after`, when that costs clearly less than a full pass. Both must be
// valid sessions (validate() empty). A change of shape (d_model, heads, head_dim, the score rule,
// norms, the rotation; tokens, unless they were only added or removed at the end) or one
// touching most of the result asks for a full pass, and so does the 256th update in a row (each
// adds a few roundings). Tokens added or removed at the end change r's size: its matrices are
// grown or cut one at a time (core/incremental_ends.h).
UpdateReport updateAttention(const Session &before, const Session &after, AttentionResult &r,
                             const UpdateOptions &options = {});

// into = from, reusing into's memory where a buffer has the shape already; the heads' T×T
// matrices copied on several threads (0: one per core).
void copyResult(const AttentionResult &from, AttentionResult &into, int threads = 0);

// Fills each head's rowMax and rowSum where they are empty, from its weights: a row's largest
// weight is e^0 / Z, at the key with the largest logit, or the sink's when the sink holds the
// row's largest logit. updateAttention() calls it first.
void deriveRowStatistics(AttentionResult &r, int threads = 0);

} // namespace attn
