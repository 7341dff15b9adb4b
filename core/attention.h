// Multi-head scaled dot-product attention, one function per step of the lesson:
//   project (+ bias) → split into heads → scores → the score rule's stages (scorerule.h: scale,
//   position term, soft-cap) → mask → softmax (with a sink) → weighted sum of values → concat →
//   W_O (+ bias).
// Every function here is the plain, readable path; the tests hold it to the NumPy reference.
#pragma once

#include "mask.h"
#include "session.h"
#include "softmax.h"
#include "stridedmatrix.h"

#include <cstdint>
#include <vector>

namespace attn {

// One head's results. T×T matrices are kept only as far as the views need them.
struct HeadResult {
    // Both with room to grow where a token was added at the end (stridedmatrix.h: rows sit
    // outerStride() apart, read them as any Eigen matrix).
    StridedMatrix scores; // (T,T) raw Q_h·K_hᵀ; empty unless Options::keepScores
    StridedMatrix weights; // (T,T) softmax over keys of the logits (scorerule.h), masked
    Matrix output; // (T,d_k) weights · V_h
    std::vector<int> fullyMaskedRows;
    // (T) the sink's weight in each query's softmax (a row's weights sum to 1 − it); empty when
    // the head has no sink.
    Vector sink;
    // Each row's softmax in two numbers, so that an edit can rescale a row without its logits
    // (core/incremental.h): weights(i,j) = e^(logit(i,j) − rowMax(i)) / rowSum(i) for open keys,
    // the sink's e^(sink − rowMax) counted in rowSum. (T) each; empty until incremental.h derives
    // them (0 and 0 on a fully masked row).
    Vector rowMax, rowSum;
    // Which weights these are: two heads with the same non-zero id hold the same weights, bit for
    // bit (a copy keeps it; every pass and every update that changes them takes a new one), so a
    // view can keep what it drew of a head an edit did not touch. 0: not known.
    std::uint64_t contentId = 0;
};
// A content id never handed out before (non-zero; any thread).
std::uint64_t newContentId();

// Shapes as in conventions.h: with today's keys Q and concat are (T, H·d_k), K and V (T, KV·d_k);
// otherwise all are (T, d_model).
struct AttentionResult {
    int dModel = 0, numHeads = 0, dK = 0;
    int numKvHeads = 0; // K/V heads; numHeads unless the session shares them
    double scale = 1.0; // every head's, resolved (rule.scale, or 1/√d_k)
    ScoreRule rule; // the session's score rule the weights were computed with
    Matrix Q, K, V; // (T,H·d_k), (T,KV·d_k), (T,KV·d_k): what the scores and outputs use
    // X·W_Q + b_Q and X·W_K + b_K before the norms and the rotation; empty when the session has
    // neither (then Q and K are these).
    Matrix Qunrotated, Kunrotated;
    Mask mask; // (T,T) true = blocked
    std::vector<HeadResult> heads; // numHeads of them
    Matrix concat; // (T,H·d_k) = [O_0 | O_1 | …]
    Matrix output; // (T,d_model) = concat · W_O + b_O
    // Edits applied by core/incremental.h since the last full pass (each adds a few roundings).
    int updatesSinceFullPass = 0;

    int tokenCount() const { return static_cast<int>(Q.rows()); }
    int kvHeadOf(int head) const { return numHeads > 0 ? head * numKvHeads / numHeads : 0; } // ⌊h·KV/H⌋
    HeadRule headRule(int head) const { return attn::headRule(rule, head, numHeads, dK); }
};

struct Options {
    bool keepScores = true; // keep each head's raw T×T scores (the CLI and small views want them)
};

// Q = X·W + b (T,n) = (T,d_model)·(d_model,n) + (n) on every row; b empty = zeros
Matrix project(const MatrixRef &X, const MatrixRef &W, const RowVector &b = {});

// Q and K made ready for the scores, rows [row0, row0 + rows) in place (rope.h): each head's
// q and k RMS-normalised where the session has q_norm / k_norm, then rotated where it has rope.
void prepareQK(const Session &s, Matrix &Q, Matrix &K, int row0, int rows);

// scores (T,T) = Q_h (T,d_k) · K_hᵀ (d_k,T)
Matrix headScores(const MatrixRef &Qh, const MatrixRef &Kh);

// One head: scores → logits (the rule's stages) → mask → softmax (with the rule's sink) → weights · V_h.
HeadResult attendHead(const MatrixRef &Qh, const MatrixRef &Kh, const MatrixRef &Vh, const Mask &mask,
                      const HeadRule &rule, bool keepScores);

// Head h's query rows, and the key rows of the K/V head it reads, as they enter the rotation:
// X·W + b, then the head's norm where the session has one (Q_h and K_h themselves when the session
// turns nothing). (T,d_k) each; r must come from the session.
Matrix unturnedQueries(const Session &s, const AttentionResult &r, int head);
Matrix unturnedKeys(const Session &s, const AttentionResult &r, int head);

// concat (T,H·d_k) = [O_0 (T,d_k) | O_1 | …]
Matrix concatHeads(const std::vector<HeadResult> &heads);

// The whole forward pass. The session must be valid (validate() returned empty).
AttentionResult computeAttention(const Session &s, Options options = {});

} // namespace attn
