// How a model computes its answer (docs/file-formats.md, `model` "How a model computes its
// answer"): four readings of one forward pass, each exact in float64.
//
//   logit lens      the residual stream after each block read as if it were the last one:
//                   final norm, unembedding, softmax — when the model "knows" the answer;
//   rollout         Abnar & Zuidema (2020): per layer Ā = ½·mean_h(weights) + ½·I, rows
//                   renormalised, R = Ā_{n−1}·…·Ā_0 — attention followed through the layers;
//   attribution     one raw score q_I·k_J of one head split over the residual stream's sources,
//                   query side × key side, with every norm frozen at its scale on this input;
//   patching        a clean and a corrupted text; one activation of the clean run copied into
//                   the corrupted one; how much of the logit difference comes back
//                   (patching.cpp: the fast batched form and the readable reference).
//
// Layers, heads and positions count from 0, as on the command line.
#pragma once

#include "gpt2.h"

#include <atomic>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace attn::gpt2 {

// ---- logit lens -------------------------------------------------------------------------------

struct LensCell {
    std::vector<Candidate> top; // the most probable tokens at this layer and position, best first
    int trackedRank = 0; // the tracked token's rank (1 = the top), 0 when none is tracked
    double trackedProbability = 0;
};

struct LogitLens {
    // n_layer × T: layers[L][P] reads the stream after block L at position P. The last layer
    // is the model's own prediction (next_token at the last position).
    std::vector<std::vector<LensCell>> layers;
};

struct LogitLensOptions {
    int topK = kTopCandidates;
    int track = -1; // a token id whose rank and probability every cell gives, or −1
    int threads = 0; // 0: one per core
    int chunkRows = 0; // stream rows through the unembedding at a time (0: 2048)
    std::function<void(double)> progress; // on the calling thread, non-decreasing, 1.0 at the end
    const std::atomic<bool> *cancel = nullptr; // once true: stop, return std::nullopt
};

// Needs r.streams (every layer's, as runModelFast() keeps with keepStreams) and r.finalStream.
std::optional<LogitLens> logitLens(const Weights &w, const ModelResult &r, const LogitLensOptions &options = {});

// ---- rollout ----------------------------------------------------------------------------------

// R (T,T), lower triangular, each row summing to 1. Needs every layer kept in r. An ablated head's
// weights (as computed; only its output was zeroed) count in the mean like the others.
Matrix attentionRollout(const ModelResult &r);
// The same, stopping between layers once *cancel is true (then std::nullopt).
std::optional<Matrix> attentionRollout(const ModelResult &r, const std::atomic<bool> *cancel);
// Bytes attentionRollout() holds at its peak on T tokens (R, Ā and the product: three T×T).
std::uint64_t estimateRolloutBytes(int tokens);

// ---- attribution of one score ---------------------------------------------------------------

struct Attribution {
    HeadId head;
    int query = 0, key = 0;
    double score = 0; // q_I·k_J as the pass computed it: raw, before the scale
    std::vector<std::string> sources; // embed, pos, L0.H0 …, L0.attn_bias, L0.mlp, …, bias
    Matrix matrix; // (S,S) query-side source × key-side source; Σ = score
    // Each source's part of the residual stream entering layer L at the query and at the key
    // (S−1, d): every source but the last ("bias" enters after the norm). They sum to the stream.
    Matrix querySources, keySources;
    // Row sums (what each source gives on the query side) and column sums (key side).
    RowVector querySide() const { return matrix.rowwise().sum().transpose(); }
    RowVector keySide() const { return matrix.colwise().sum(); }
};

// Empty when head H of layer L, query I and key J can be attributed on T tokens; else one
// sentence: an index out of range, or a key the causal mask blocks (J > I).
std::string checkAttribution(const Config &c, int tokens, HeadId head, int query, int key);

// The sources' names for layer L, in the matrix's order.
std::vector<std::string> attributionSources(const Config &c, const Weights &w, int layer,
                                            const ModelResult &r);

// Needs layers 0…L kept in r and r.streams (runModel() keeps both; runModelFast() with
// keepLayer −1 and keepStreams). r's interventions (ablated heads, a layer override) are those
// of the run being explained: an ablated head's source writes what the pass wrote (zero, or its
// mean). The indices must pass checkAttribution().
Attribution attributeScore(const Weights &w, const ModelResult &r, HeadId head, int query, int key);

// ---- activation patching ----------------------------------------------------------------------

struct PatchingOptions {
    bool resid = true; // the residual stream entering each layer, at each position
    bool heads = true; // each head's output (every position, before the output projection)
    int threads = 0;
    std::function<void(double)> progress;
    const std::atomic<bool> *cancel = nullptr;
    // Token rows one batch of patched runs may hold (0: chosen from the model's size).
    int batchRows = 0;
};

struct PatchingResult {
    double cleanLogitDiff = 0, corruptLogitDiff = 0; // logit(answer) − logit(wrong), last position
    // (ld_patched − ld_corrupt) / (ld_clean − ld_corrupt): 1 = the clean answer restored.
    Matrix resid; // (n_layer, T): the stream entering layer L at position P from the clean run; or empty
    Matrix heads; // (n_layer, n_head): head H's output in layer L from the clean run; or empty
    // Patched runs actually computed (a position where both runs agree is 0 without a run).
    long long runs = 0;
    bool restorable() const { return cleanLogitDiff != corruptLogitDiff; }
};

// Empty when the two texts can be compared; else one sentence (different token counts, an id
// out of range).
std::string checkPatching(const Config &c, const std::vector<int> &clean, const std::vector<int> &corrupt,
                          int answer, int wrong);

// Every patched run, batched: the corrupted run's layers before the patched one are computed
// once (its kept streams); a position where the clean and corrupted streams agree (every position
// before the first differing token, under the causal mask) gives 0 without a run; the patched
// runs of one layer go through the later layers as one batch. When ld_clean = ld_corrupt only
// the two logit differences are filled (restorable() false). std::nullopt when cancelled.
std::optional<PatchingResult> patchActivations(const Weights &w, const std::vector<int> &clean,
                                               const std::vector<int> &corrupt, int answer, int wrong,
                                               const PatchingOptions &options = {});

// The same, one plain readable pass per patched run (the reference tests hold the fast one to).
PatchingResult patchActivationsReadable(const Weights &w, const std::vector<int> &clean,
                                        const std::vector<int> &corrupt, int answer, int wrong,
                                        bool resid = true, bool heads = true);

// Bytes patchActivations() holds at its peak beyond the mapped file.
std::uint64_t estimatePatchingBytes(const Config &c, int tokens, int threads = 0);

} // namespace attn::gpt2
