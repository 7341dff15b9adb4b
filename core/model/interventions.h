// What a student can ask of a model besides looking at it (docs/file-formats.md, `model` interventions):
//
//   ablate heads      a head's output (its T×d_k slice of concat) set to 0, or to its mean over
//                     this input's positions, before the layer's output projection — every later
//                     layer and the prediction follow;
//   replace a layer   one layer's attention run with a session's W_Q, W_K, W_V, W_O, biases and
//                     scale (input, causal mask and positions stay the model's);
//   score heads       previous token, first token, self, induction, from the weights as run;
//   ablate each       for every head alone, log p_ablated(t*) − log p(t*), t* the unablated
//                     run's top next token.
//
// Layers and heads are counted from 0 here, as on the command line; the window adds 1.
// runModel() (forward.h) and runModelFast() (fast_forward.h) take an Interventions and are held
// to each other with it; this file holds what is shared and what builds on them.
#pragma once

#include "gpt2.h"

#include <atomic>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace attn::gpt2 {

// HeadId, Ablation, LayerOverride and Interventions live in gpt2.h: a ModelResult records the
// Interventions its pass ran with.

// Empty when every head exists and the override fits the model; else one sentence, e.g.
// "head 3.12 is out of range: layer 3 has heads 0…11", "layer 14 is out of range (0…11)".
std::string checkInterventions(const Config &c, const Interventions &iv);

// The override for `layer` from a session: its matrices and biases (absent biases are zeros),
// its effective scale. Empty string when it fits (d_model and head count as the model's), else
// one sentence such as "the session has d_model 64 and 4 heads; layer 2 has 768 and 12".
std::string layerOverrideFromSession(const Config &c, int layer, const Session &s, LayerOverride &out);

// ---- head scores ----------------------------------------------------------------------------

struct HeadScores {
    HeadId head;
    std::optional<double> previousToken; // mean over i ≥ 1 of w[i][i−1]; empty when T = 1
    std::optional<double> firstToken; // mean over i ≥ 1 of w[i][0]; empty when T = 1
    double self = 0; // mean over all i of w[i][i]
    // mean over the queries i whose id occurred before (ids[j] = ids[i], j < i) of
    // Σ_{such j} w[i][j+1]; empty when no query qualifies
    std::optional<double> induction;
    // mean over all i of the sink's weight in row i (GPT-OSS); empty for a head without a sink
    std::optional<double> sinkMass;
};

HeadScores scoreHead(HeadId id, const CausalWeights &w, const std::vector<int> &ids);

// An "attention sink": a head that puts most of its attention on the first token whatever the
// query (first_token ≥ kSinkScore). It parks attention there when it has nothing to look for, so
// its bright first column is not a finding about the sentence.
inline constexpr double kSinkScore = 0.5;
inline bool isAttentionSink(const HeadScores &s)
{
    return s.firstToken && *s.firstToken >= kSinkScore;
}

// Every head of every kept layer, layer by layer, head by head.
std::vector<HeadScores> scoreHeads(const ModelResult &r);

// ---- predictions at any position -------------------------------------------------------------

// logits (vocab) for the token after `position` (0 ≤ position < T): ln_f(final[position]) ·
// lm_headᵀ. Needs r.finalStream.
RowVector nextLogits(const Weights &w, const ModelResult &r, int position);

// log softmax(logits)[id], computed stably.
double logProbability(const Eigen::Ref<const RowVector> &logits, int id);
// softmax(logits)[id] = exp(logProbability(logits, id)).
double probabilityOf(const Eigen::Ref<const RowVector> &logits, int id);

// ---- ablate each head alone ------------------------------------------------------------------

struct HeadEffect {
    HeadId head;
    double deltaLogProb = 0; // log p_ablated(t*) − log p(t*): negative when the head helped
};

struct AblateEachResult {
    int target = 0; // t*: the top next token after the last position, nothing ablated
    double logProb = 0; // log p(t*), nothing ablated
    std::vector<HeadEffect> effects; // n_layer × n_head, layer by layer, head by head
};

struct AblateEachOptions {
    Ablation ablation = Ablation::Zero;
    // A layer run with other attention weights in every pass, the base one included (t* is then
    // the top token of the model with this layer), or null.
    const LayerOverride *layer = nullptr;
    int threads = 0; // 0: one per core
    // Called on the calling thread with the fraction done (non-decreasing, 1.0 once at the end).
    std::function<void(double)> progress;
    const std::atomic<bool> *cancel = nullptr; // once true: stop, return std::nullopt
};

// n_layer × n_head ablated passes that reuse what does not change: the layers before the
// ablated one are run once; the heads of one layer run as one batch through the later layers.
// Equal (1e-9) to one runModel() per head with that head ablated.
std::optional<AblateEachResult> ablateEach(const Weights &w, const std::vector<int> &ids,
                                           const AblateEachOptions &options = {});

// The same, one plain pass per head (the reference the tests hold ablateEach() to).
AblateEachResult ablateEachReadable(const Weights &w, const std::vector<int> &ids,
                                    Ablation ablation = Ablation::Zero, const LayerOverride *layer = nullptr);

} // namespace attn::gpt2
