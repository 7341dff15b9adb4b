// A GPT-2-layout model held whole in float64 so that it can be trained: every tensor the file
// has, in the lesson's orientation (y = x·W + b, which is also how GPT-2's Conv1D stores its
// weights, so the numbers lie in the same order as in the file). The same struct holds a
// gradient (one number for each parameter) and an optimizer's moments.
//
// Every tensor has a fixed place in one order, the order of its Hugging Face name (forEachTensor):
// optimizers, the file writer and the tests walk it, and nothing else lists the tensors.
#pragma once

#include "gpt2.h"

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

namespace attn::gpt2 {

struct LayerParams {
    RowVector ln1Gamma, ln1Beta; // ln_1: (d), (d)
    Matrix Wqkv; // attn.c_attn: (d, 3d) = [W_Q | W_K | W_V]
    RowVector bqkv; // (3d)
    Matrix Wo; // attn.c_proj: (d, d)
    RowVector bo; // (d)
    RowVector ln2Gamma, ln2Beta; // ln_2: (d), (d)
    Matrix Wfc; // mlp.c_fc: (d, n_inner)
    RowVector bfc; // (n_inner)
    Matrix Wproj; // mlp.c_proj: (n_inner, d)
    RowVector bproj; // (d)
};

struct ModelParams {
    Config config; // GPT-2 family
    Matrix wte; // (vocab, d); also the unembedding (tied)
    Matrix wpe; // (n_positions, d)
    std::vector<LayerParams> layers; // n_layer
    RowVector lnfGamma, lnfBeta; // ln_f: (d), (d)
    // The MLPs are zero and stay zero (an attention-only model, e.g. the induction task's): the
    // passes skip them and their tensors get no gradient.
    bool attentionOnly = false;

    std::int64_t parameterCount() const;
};

// One tensor as the walk gives it: its name as Hugging Face's GPT-2 names it (without the
// "transformer." prefix: "wte.weight", "h.0.attn.c_attn.weight", …, "ln_f.bias"), its numbers
// (row-major) and its shape (a vector is 1 × n).
struct TensorRef {
    std::string name;
    double *data = nullptr;
    std::int64_t rows = 0, cols = 0;
    std::int64_t size() const { return rows * cols; }
};

// Every tensor of p, in one fixed order: wte, wpe, then each layer's ln_1, c_attn, c_proj, ln_2,
// c_fc, mlp.c_proj (weight, then bias), then ln_f.
void forEachTensor(ModelParams &p, const std::function<void(const TensorRef &)> &visit);
std::vector<TensorRef> tensorsOf(ModelParams &p);
struct ConstTensorRef {
    std::string name;
    const double *data = nullptr;
    std::int64_t rows = 0, cols = 0;
    std::int64_t size() const { return rows * cols; }
};
std::vector<ConstTensorRef> tensorsOf(const ModelParams &p);
// Its index in that order, or −1.
int tensorIndex(const ModelParams &p, const std::string &name);

// The same shapes, every number 0.
ModelParams zerosLike(const ModelParams &p);

// A GPT-2 folder's weights in float64 (every tensor converted). The family must be GPT-2 and the
// weights must pass checkWeights() and checkFinite(); an untied lm_head is refused by the caller.
ModelParams paramsFromWeights(const Weights &w);

// The other way: p's tensors as stored weights (DType::F64 views into p's own numbers, nothing
// copied), so that the forward passes, the workbench and the exports run on a model trained in
// memory exactly as on a file. Valid while p lives and is not resized; lm_head is wte (tied).
Weights weightsView(const ModelParams &p);

// A new model as GPT-2 starts one (Hugging Face's _init_weights): every weight matrix and the
// embeddings drawn from N(0, 0.02²), each block's two output projections (attn.c_proj, mlp.c_proj)
// from N(0, (0.02/√(2·n_layer))²), biases 0, the norms' γ 1 and β 0. The draws come from a
// generator of our own (the same numbers on every platform for a seed), tensor after tensor in
// the walk's order. c must pass checkConfig() and be GPT-2.
ModelParams initialiseParams(const Config &c, std::uint64_t seed);

} // namespace attn::gpt2
