// The same forward pass as runModel() (forward.h), organised for speed:
//
//  * every product on the BLAS (blas::gemm), spread over the cores by a crew of threads:
//    the row-wise steps (ln_1 and c_attn; c_proj, ln_2 and the MLP) a chunk of token rows per
//    task, the attention a block of query rows of one head per task;
//  * the causal triangle skipped: a block of queries i0…i1 multiplies only keys 0…i1, and only
//    the weights of keys 0…i are stored (CausalWeights);
//  * each block's scores turned into weights and multiplied by V while in cache;
//  * the residual adds folded into the products (C = A·B + C), GELU's tanh and the softmax's
//    exp four at a time (glibc's vector maths, where the CPU has AVX2);
//  * one block converted to float64 at a time, by the crew, into the same buffers.
//
// Held to runModel() within 1e-10 by tests/core/tst_gpt2_forward.cpp.
#pragma once

#include "gpt2.h"

#include <atomic>
#include <functional>
#include <optional>

namespace attn::gpt2 {

struct ModelOptions {
    // Worker threads, the calling thread included. 0: one per core.
    int threads = 0;
    // -1: keep every layer's input and weights. L ≥ 0: only layer L's (the others are computed
    // and dropped), for the command line's --layer and a smaller memory footprint.
    int keepLayer = -1;
    // Query rows per attention block. 0: chosen from T.
    int rowBlock = 0;
    // AVX2 exp and tanh (glibc's libmvec) where the CPU has them. Off: the portable code, as on
    // a CPU without AVX2 (tests run both).
    bool vectorMaths = true;
    // Called on the calling thread only, with the fraction of the work done (by floating-point
    // operations): non-decreasing, and exactly 1.0 once at the end of a pass not cancelled.
    std::function<void(double)> progress;
    // Polled before every task: once true, the pass stops and returns std::nullopt.
    const std::atomic<bool> *cancel = nullptr;
    // Heads to ablate, a layer to run with other weights (interventions.h); null: none. Must
    // pass checkInterventions() and outlive the call.
    const Interventions *interventions = nullptr;
    // Keep the residual stream entering every layer (ModelResult::streams): what rerunFrom() needs.
    bool keepStreams = false;
    // How many next-token candidates ModelResult::next holds (0: none, and no unembedding).
    int topK = kTopCandidates;
};

// The pass of runModel() (the weights must pass checkWeights(), the ids checkIds()). Equal to
// it within 1e-10. std::nullopt when cancelled. Blocks the calling thread; safe to call from
// several threads at once.
std::optional<ModelResult> runModelFast(const Weights &w, const std::vector<int> &ids,
                                        const ModelOptions &options = {});

// The pass of runModelFast() with interventions iv, on base's ids, rerunning only the layers
// from the first one that iv or base's own interventions change: the earlier layers (as base
// kept them) and the stream entering the first rerun layer come from base. A full pass when base
// kept no streams. Equal to runModelFast(w, base.ids, options with iv). options.interventions is
// not read; std::nullopt when cancelled.
std::optional<ModelResult> rerunFrom(const Weights &w, const ModelResult &base, const Interventions &iv,
                                     const ModelOptions &options = {});

// FLOPs of a pass as attention-bench counts them (docs/file-formats.md): n_layer·(24·T·d² + 4·T²·d),
// the full T×T attention and the MLP at 4·d, whatever the model's own n_inner.
double contractFlops(const Config &c, int tokens);

} // namespace attn::gpt2
