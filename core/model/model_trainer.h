// A whole model trained a step at a time (backprop.h): the command line's train-model runs it,
// and the window's Train a Model panel (issue 40, to come) is to run the same steps. Each step takes the next batch, computes the
// exact gradient of its loss and moves every tensor that is not frozen.
#pragma once

#include "backprop.h"

#include <atomic>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace attn::gpt2 {

class ModelTrainer {
public:
    // The batch step N (from 1) trains on. Called once per step, in order.
    using Batches = std::function<std::vector<Sequence>(int step)>;

    ModelTrainer(ModelParams start, Optimizer optimizer, double lr, std::vector<char> frozen, Batches batches,
                 int threads = 0);

    const ModelParams &params() const { return m_params; }
    int stepsDone() const { return m_optimizer.stepsDone(); }
    // The loss of the last step's batch before it moved (NaN before the first step).
    double lastLoss() const { return m_lastLoss; }

    // Step stepsDone() + 1. False when cancelled (nothing moved; the step can be taken again),
    // or when its batch fails checkBatch(), or its loss or a weight after it is not finite: then failedStep() is that step,
    // error() says so, params() stay as they were before it and no step follows.
    bool step(const std::atomic<bool> *cancel = nullptr);
    std::optional<int> failedStep() const { return m_failedStep; }
    const std::string &error() const { return m_error; }

private:
    ModelParams m_params;
    ModelOptimizer m_optimizer;
    Batches m_batches;
    int m_threads;
    double m_lastLoss;
    std::vector<Sequence> m_pending; // a cancelled step's batch, taken again
    std::optional<int> m_failedStep;
    std::string m_error;
};

} // namespace attn::gpt2
