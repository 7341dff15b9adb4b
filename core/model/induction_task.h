// The induction task of `train-model --task induction` (docs/file-formats.md): sequences
// [BOS, r₁ … r_m, r₁ … r_m] of letters drawn at random, m drawn anew for each sequence, so that
// the only way to predict the second copy is to find the letter's earlier place and copy what
// followed it (an induction head, helped by a previous-token head in an earlier layer). A fixed
// m would let one head copy by a fixed offset, and no induction mechanism would form.
//
// Here: the task's sizes, its sequences, its model (GPT-2 layout, attention only), and its
// measures (head scores and the loss on the repeated half), all from a seed.
#pragma once

#include "backprop.h"
#include "interventions.h"

#include <cstdint>
#include <functional>
#include <random>
#include <string>
#include <vector>

namespace attn::gpt2 {

struct InductionTask {
    int alphabet = 0; // V letters: ids 0 … V−1; the BOS is id V
    int mMin = 1, mMax = 0; // the repeat length m, uniform in [mMin, mMax]
    int seq = 0; // T: the model's positions; 2·mMax + 1 ≤ T

    int bos() const { return alphabet; }
};

// Empty when the task can run: 2 ≤ V ≤ 52, 1 ≤ m_min < m_max ≤ ⌊(T − 1)/2⌋; else one sentence.
std::string checkInductionTask(const InductionTask &t);

// One sequence [BOS, r₁ … r_m, r₁ … r_m] (2m + 1 ids), m and the letters drawn from `random`.
Sequence drawInductionSequence(const InductionTask &t, std::mt19937_64 &random);
std::vector<Sequence> drawInductionBatch(const InductionTask &t, int count, std::mt19937_64 &random);

// The task's fixed held-out batch (64 sequences, the same for every run and seed): what its head
// scores and its repeated-half loss are measured on.
std::vector<Sequence> heldOutInductionBatch(const InductionTask &t);

// The training batches of a run with this seed: step after step, `count` sequences drawn from the
// seed's own stream (never the model's). The stream is the closure's state: steps must be taken in
// order, and a copy of the closure shares it. `train-model --task induction` and the window's
// Train a Model panel both take their batches from here, so N steps of either are the same model.
std::function<std::vector<Sequence>(int step)> inductionBatches(const InductionTask &t, int count,
                                                                std::uint64_t seed);

// The repeated sequence the window draws its grid of heads on: m = min(10, m_max) letters from a
// fixed stream (not in any batch's), then the same letters again, after the BOS.
Sequence showcaseInductionSequence(const InductionTask &t);

// The loss on the repeated half: the mean cross-entropy of predicting r₂ … r_m of the second copy
// (the predictions an induction mechanism makes possible), over every sequence of the batch.
double repeatedHalfLoss(const ModelParams &p, const std::vector<Sequence> &batch, int threads = 0,
                        const std::vector<HeadId> &ablated = {});

// Every head's scores (interventions.h's scoreHead on its weights, unpadded), each the mean over
// the batch's sequences; layer by layer, head by head. A score a sequence leaves undefined is
// left out of its mean.
std::vector<HeadScores> meanHeadScores(const ModelParams &p, const std::vector<Sequence> &batch,
                                       const std::vector<HeadId> &ablated = {}, int threads = 0);

// The task's model and how it trains: the defaults `train-model --task induction` runs
// (docs/manual.md says why they are what they are).
struct InductionRecipe {
    InductionTask task;
    int layers = 0, heads = 0, dModel = 0;
    int batch = 0;
    Optimizer optimizer = Optimizer::Adam;
    double lr = 0;
    bool fixedPositions = true; // sinusoids, not trained (else learned from N(0, 0.02²))
};
InductionRecipe defaultInductionRecipe();
// The steps `train-model --task induction` takes when not told.
inline constexpr int kInductionDefaultSteps = 6000;

// Empty when the recipe makes a model and can train it; else one sentence.
std::string checkInductionRecipe(const InductionRecipe &r);

// GPT-2's config for the recipe: vocab V + 1, n_positions T, n_inner 4·d (zero: attention only).
Config inductionConfig(const InductionRecipe &r);

// A new model for the task (initialiseParams), its MLPs zero, its positions sinusoids when fixed.
ModelParams newInductionModel(const InductionRecipe &r, std::uint64_t seed);

// What the task never trains (by forEachTensor's index): every MLP tensor and ln_2 (unused in an
// attention-only model), and wpe when the positions are fixed.
std::vector<char> inductionFrozen(const ModelParams &p, bool fixedPositions);

// Both measures from one forward pass of each sequence.
struct InductionMeasures {
    double repeatedHalfLoss = 0;
    std::vector<HeadScores> heads;
};
InductionMeasures measureInduction(const ModelParams &p, const std::vector<Sequence> &batch, int threads = 0,
                                   const std::vector<HeadId> &ablated = {});

// The head of layer 1 or later (from 0) with the best induction score; null when none has one.
const HeadScores *bestInductionHead(const std::vector<HeadScores> &heads);

// Fixed sinusoidal positions (Vaswani et al.): row t, columns 2i and 2i+1 are sin and cos of
// t / 10000^(2i/d), times `amplitude`.
Matrix sinusoidalPositions(int positions, int d, double amplitude);

} // namespace attn::gpt2
