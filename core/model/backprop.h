// Training a whole GPT-2-layout model: its forward pass on one sequence keeping what the
// backward pass needs, the exact gradient of every tensor, the loss of a batch, and the two
// optimizers of `train` (SGD; Adam as torch.optim.Adam with its defaults). float64 throughout,
// no dropout.
//
//   X₀ = wte[ids] + wpe[0…T)
//   each layer: A = ln_1(X); [Q|K|V] = A·W_QKV + b; per head P = causal softmax(Q_h·K_hᵀ·scale),
//               O_h = P·V_h; X' = X + concat·W_O + b_O
//               M = ln_2(X'); X = X' + gelu(M·W_fc + b_fc)·W_proj + b_proj
//   F = ln_f(X); logits = F·wteᵀ (tied); loss: next-token cross-entropy
//
// The loss of a batch is token-weighted: the sum of every prediction's cross-entropy (position t
// predicts ids[t+1]) over the number of predictions in the batch. Sequences may differ in length:
// each runs at its own length, which is what padding at the end and leaving it out of the loss
// comes to in a causal model.
//
// Deterministic: a batch is cut into packs whose number depends on the model's size only (never
// on the threads), each pack's gradient one computation, the packs summed in their order; so any
// thread count gives the same bits. The products run on the BLAS library, one thread each.
#pragma once

#include "params.h"

#include <atomic>
#include <cstdint>
#include <vector>

namespace attn::gpt2 {

using Sequence = std::vector<int>; // token ids, at least 2, each < vocab, at most n_positions

// Empty when every sequence can be trained on (its length and ids); else one sentence naming
// the first that cannot, e.g. "sequence 3 has 1 token; a sequence needs at least 2".
std::string checkBatch(const Config &c, const std::vector<Sequence> &batch);

// Sequences run together: their rows one after another in every matrix (the products see one
// tall matrix), each attending within itself only.
using Pack = std::vector<const Sequence *>;

// What the forward pass of a pack keeps (the backward pass reads it). N = the pack's tokens.
struct NormCache {
    Matrix normalised; // (N,n) (x − mean)/√(var + ε), before γ and β
    Vector inverseDeviation; // (N) 1/√(var + ε)
};
struct LayerPass {
    NormCache norm1, norm2;
    Matrix A; // (N,d) ln_1(X)
    Matrix qkv; // (N,3d) [Q | K | V]
    std::vector<Matrix> weights; // sequence s, head h at s·n_head + h: (T_s,T_s) P, zeros above the diagonal
    Matrix concat; // (N,d) [O_0 | O_1 | …] (an ablated head's block 0)
    // The MLP's (empty in an attention-only model):
    Matrix M; // (N,d) ln_2(X')
    Matrix hidden; // (N,n_inner) M·W_fc + b_fc, before gelu
    Matrix activated; // (N,n_inner) gelu of it
};
struct SequencePass {
    std::vector<int> starts; // sequence s holds rows [starts[s], starts[s+1])
    std::vector<LayerPass> layers;
    NormCache normF;
    Matrix F; // (N,d) ln_f of the last stream
    Matrix logSoftmax; // (N,vocab) log p of every token at every position
};

// The forward pass of a pack; ablated heads (any order) have their output set to 0.
SequencePass forwardPack(const ModelParams &p, const Pack &pack, const std::vector<HeadId> &ablated = {});
inline SequencePass forwardSequence(const ModelParams &p, const Sequence &ids, const std::vector<HeadId> &ablated = {})
{
    return forwardPack(p, { &ids }, ablated);
}

// Σ of the pack's cross-entropies: −log p(ids[t+1]) over t = 0 … T−2 of every sequence.
double crossEntropySum(const SequencePass &pass, const Pack &pack);
inline double crossEntropySum(const SequencePass &pass, const Sequence &ids)
{
    return crossEntropySum(pass, Pack { &ids });
}

// Adds weight · ∂(that sum)/∂θ for every tensor θ into grad (same shapes as p).
void backwardPack(const ModelParams &p, const Pack &pack, const SequencePass &pass, double weight, ModelParams &grad,
                  const std::vector<HeadId> &ablated = {});
inline void backwardSequence(const ModelParams &p, const Sequence &ids, const SequencePass &pass, double weight,
                             ModelParams &grad, const std::vector<HeadId> &ablated = {})
{
    backwardPack(p, { &ids }, pass, weight, grad, ablated);
}

struct BatchGradient {
    double loss = 0; // token-weighted mean cross-entropy
    std::int64_t predictions = 0;
    ModelParams gradient; // ∂loss/∂θ, every tensor
    bool cancelled = false; // then loss and gradient are incomplete
};

// The loss of a batch and its gradient. threads: 0 = one per core. The batch must pass checkBatch().
BatchGradient batchGradient(const ModelParams &p, const std::vector<Sequence> &batch, int threads = 0,
                            const std::atomic<bool> *cancel = nullptr);

// The loss alone (forward passes only), with heads ablated if asked.
double batchLoss(const ModelParams &p, const std::vector<Sequence> &batch, int threads = 0,
                 const std::vector<HeadId> &ablated = {});

// Bytes a training step holds at its peak: the model, its gradient and Adam's two moments, the
// packs' partial gradients, and what the forward pass of each pack running at once keeps (every
// layer's rows, every head's T×T weights, the logits twice). lengths: the batch's sequence lengths.
std::uint64_t estimateTrainingBytes(const ModelParams &p, const std::vector<int> &lengths, bool adam, int threads = 0);

// The two optimizers of `train`, over a whole model. Frozen tensors (by forEachTensor's index)
// never move: a task keeps its zero MLPs zero, or its positions fixed.
class ModelOptimizer {
public:
    ModelOptimizer(Optimizer kind, double lr, const ModelParams &shape, std::vector<char> frozen = {});
    // Step stepsDone() + 1 on p with gradient g.
    void step(ModelParams &p, const ModelParams &g);
    int stepsDone() const { return m_t; }
    bool frozen(int tensor) const;

private:
    Optimizer m_kind;
    double m_lr;
    std::vector<char> m_frozen;
    ModelParams m_m, m_v; // Adam's moments
    int m_t = 0;
};

} // namespace attn::gpt2
