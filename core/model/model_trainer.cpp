#include "model_trainer.h"

#include <cmath>
#include <limits>

namespace attn::gpt2 {

namespace {

    bool allFinite(const ModelParams &p)
    {
        for (const ConstTensorRef &t : tensorsOf(p))
            if (!Eigen::Map<const Eigen::ArrayXd>(t.data, t.size()).allFinite())
                return false;
        return true;
    }

} // namespace

ModelTrainer::ModelTrainer(ModelParams start, Optimizer optimizer, double lr, std::vector<char> frozen,
                           Batches batches, int threads)
    : m_params(std::move(start))
    , m_optimizer(optimizer, lr, m_params, std::move(frozen))
    , m_batches(std::move(batches))
    , m_threads(threads)
    , m_lastLoss(std::numeric_limits<double>::quiet_NaN())
{
}

bool ModelTrainer::step(const std::atomic<bool> *cancel)
{
    if (m_failedStep)
        return false;
    const int step = stepsDone() + 1;
    if (m_pending.empty()) {
        m_pending = m_batches(step);
        if (const std::string why = checkBatch(m_params.config, m_pending); !why.empty()) {
            m_failedStep = step;
            m_error = "the batch of step " + std::to_string(step) + ": " + why;
            return false;
        }
    }
    const BatchGradient g = batchGradient(m_params, m_pending, m_threads, cancel);
    if (g.cancelled)
        return false;
    if (!std::isfinite(g.loss)) {
        m_failedStep = step;
        m_error = "the loss at step " + std::to_string(step) + " is not finite";
        return false;
    }
    ModelParams before = m_params;
    m_optimizer.step(m_params, g.gradient);
    if (!allFinite(m_params)) {
        m_params = std::move(before);
        m_failedStep = step;
        m_error = "step " + std::to_string(step) + " made a weight that is not finite";
        return false;
    }
    m_lastLoss = g.loss;
    m_pending.clear();
    return true;
}

} // namespace attn::gpt2
