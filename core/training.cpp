#include "training.h"

#include "fast_attention.h"
#include "fast_gradient.h"

#include <algorithm>
#include <cmath>
#include <sstream>

namespace attn {

namespace {

    // A parameter's numbers as one flat array, in the session and in the gradient: W and X are
    // row-major and contiguous, and so are the biases.
    Eigen::Map<Eigen::ArrayXd> values(Session &s, Param p)
    {
        auto flat = [](auto &m) { return Eigen::Map<Eigen::ArrayXd>(m.data(), m.size()); };
        switch (p) {
        case Param::Wq:
            return flat(s.Wq);
        case Param::Wk:
            return flat(s.Wk);
        case Param::Wv:
            return flat(s.Wv);
        case Param::Wo:
            return flat(s.Wo);
        case Param::bQ:
            return flat(s.bQ);
        case Param::bK:
            return flat(s.bK);
        case Param::bV:
            return flat(s.bV);
        case Param::bO:
            return flat(s.bO);
        case Param::Embeddings:
            break;
        }
        return flat(s.X);
    }

    Eigen::Map<const Eigen::ArrayXd> gradientOf(const GradientResult &g, Param p)
    {
        auto flat = [](const auto &m) { return Eigen::Map<const Eigen::ArrayXd>(m.data(), m.size()); };
        switch (p) {
        case Param::Wq:
            return flat(g.dWq);
        case Param::Wk:
            return flat(g.dWk);
        case Param::Wv:
            return flat(g.dWv);
        case Param::Wo:
            return flat(g.dWo);
        case Param::bQ:
            return flat(g.dbQ);
        case Param::bK:
            return flat(g.dbK);
        case Param::bV:
            return flat(g.dbV);
        case Param::bO:
            return flat(g.dbO);
        case Param::Embeddings:
            break;
        }
        return flat(g.dX);
    }

    RowVector *bias(Session &s, Param p)
    {
        switch (p) {
        case Param::bQ:
            return &s.bQ;
        case Param::bK:
            return &s.bK;
        case Param::bV:
            return &s.bV;
        case Param::bO:
            return &s.bO;
        default:
            return nullptr;
        }
    }

} // namespace

bool trainsOnTheFastPath(const Session &s)
{
    return double(s.tokenCount()) * s.tokenCount() * s.numHeads >= kFastTrainingCells;
}

AttentionResult trainingForward(const Session &s)
{
    if (trainsOnTheFastPath(s))
        return *computeAttentionFast(s); // nothing cancels it: always a result
    return computeAttention(s, { .keepScores = false });
}

GradientResult parameterGradient(const Session &s, const AttentionResult &r)
{
    if (trainsOnTheFastPath(s))
        return *computeGradientFast(s, r, *s.target);
    return computeGradient(s, r, *s.target, { .keepHeads = false });
}

const char *paramName(Param p)
{
    switch (p) {
    case Param::Wq:
        return "W_Q";
    case Param::Wk:
        return "W_K";
    case Param::Wv:
        return "W_V";
    case Param::Wo:
        return "W_O";
    case Param::bQ:
        return "b_Q";
    case Param::bK:
        return "b_K";
    case Param::bV:
        return "b_V";
    case Param::bO:
        return "b_O";
    case Param::Embeddings:
        break;
    }
    return "embeddings";
}

std::optional<Param> paramFromName(std::string_view name)
{
    for (Param p : kAllParams)
        if (name == paramName(p))
            return p;
    return std::nullopt;
}

std::optional<std::vector<Param>> parseParams(const std::vector<std::string> &names, std::string *error)
{
    auto refuse = [error](const std::string &why) {
        if (error)
            *error = why;
        return std::nullopt;
    };
    if (names.empty())
        return refuse("params: no parameter named");
    std::vector<Param> params;
    for (const std::string &name : names) {
        const std::optional<Param> p = paramFromName(name);
        if (!p) {
            std::string known;
            for (Param k : kAllParams)
                known += std::string(known.empty() ? "" : ", ") + paramName(k);
            return refuse("params: unknown parameter \"" + name + "\"; the parameters are " + known);
        }
        if (std::find(params.begin(), params.end(), *p) == params.end())
            params.push_back(*p);
    }
    return params;
}

std::vector<Param> defaultParams(const Session &s)
{
    std::vector<Param> params = { Param::Wq, Param::Wk, Param::Wv, Param::Wo };
    for (auto [p, b] :
         { std::pair { Param::bQ, &s.bQ }, { Param::bK, &s.bK }, { Param::bV, &s.bV }, { Param::bO, &s.bO } })
        if (b->size() != 0)
            params.push_back(p);
    return params;
}

std::string checkTraining(const Session &s, const TrainSettings &settings)
{
    if (!s.target)
        return "target: missing; training needs the output the layer should learn";
    if (!(std::isfinite(settings.lr) && settings.lr > 0)) {
        std::ostringstream out;
        out << "lr: " << settings.lr << " must be a positive, finite number";
        return out.str();
    }
    if (settings.optimizer != Optimizer::Sgd && settings.optimizer != Optimizer::Adam)
        return "optimizer: must be sgd or adam";
    return {};
}

Trainer::Trainer(Session s, TrainSettings settings)
    : m_s(std::move(s))
    , m_settings(std::move(settings))
{
    if (m_settings.params.empty())
        m_settings.params = defaultParams(m_s);
    std::vector<Param> once; // a parameter named twice still moves once a step
    for (Param p : m_settings.params)
        if (std::find(once.begin(), once.end(), p) == once.end())
            once.push_back(p);
    m_settings.params = std::move(once);
    // A bias named but absent starts at zeros (it added nothing, and still does) and stays.
    for (Param p : m_settings.params)
        if (RowVector *b = bias(m_s, p); b && b->size() == 0)
            *b = RowVector::Zero(b == &m_s.bQ ? m_s.qWidth() : b == &m_s.bO ? m_s.dModel() : m_s.kvWidth());
    if (m_settings.optimizer == Optimizer::Adam)
        for (Param p : m_settings.params) {
            const Eigen::Index n = values(m_s, p).size();
            m_m.push_back(Eigen::ArrayXd::Zero(n));
            m_v.push_back(Eigen::ArrayXd::Zero(n));
        }
    m_forward = trainingForward(m_s);
    m_loss = squaredErrorLoss(m_forward.output, *m_s.target);
}

GradientResult Trainer::gradient(GradientOptions options) const
{
    if (!options.keepHeads)
        return parameterGradient(m_s, m_forward);
    return computeGradient(m_s, m_forward, *m_s.target, options);
}

// Step t (from 1) of one parameter, in place.
void Trainer::update(int param, Eigen::Map<Eigen::ArrayXd> p, const Eigen::Map<const Eigen::ArrayXd> &g,
                     int t)
{
    const double lr = m_settings.lr;
    if (m_settings.optimizer == Optimizer::Sgd) {
        p -= lr * g; // p ← p − η·∂L/∂p
        return;
    }
    // torch.optim.Adam's single-tensor path, in its order of operations (PyTorch writes the first
    // moment as m.lerp_(g, 1 − β₁), the same number to rounding).
    using A = AdamConstants;
    Eigen::ArrayXd &m = m_m[static_cast<std::size_t>(param)];
    Eigen::ArrayXd &v = m_v[static_cast<std::size_t>(param)];
    m = A::beta1 * m + (1 - A::beta1) * g; // first moment
    v = A::beta2 * v + (1 - A::beta2) * (g * g); // second moment
    const double biasCorrection1 = 1 - std::pow(A::beta1, t);
    const double biasCorrection2 = 1 - std::pow(A::beta2, t);
    const double stepSize = lr / biasCorrection1;
    const Eigen::ArrayXd denom = v.sqrt() / std::sqrt(biasCorrection2) + A::eps;
    p -= stepSize * (m / denom);
}

bool Trainer::fail(int step, std::string why)
{
    m_failedStep = step;
    m_error = std::move(why);
    return false;
}

bool Trainer::step()
{
    if (m_failedStep)
        return false;
    const int t = m_steps + 1;
    if (!std::isfinite(m_loss)) // only the starting loss can be: each step checks the one after it
        return fail(t, "the loss before step " + std::to_string(t) + " is not finite");
    const GradientResult g = gradient({ .keepHeads = false });
    // Kept until the step has proved finite: a failed step leaves the parameters as they were.
    std::vector<Eigen::ArrayXd> before;
    before.reserve(m_settings.params.size());
    for (Param p : m_settings.params)
        before.emplace_back(values(m_s, p));
    auto restore = [&] {
        for (std::size_t i = 0; i < before.size(); ++i)
            values(m_s, m_settings.params[i]) = before[i];
    };
    for (std::size_t i = 0; i < m_settings.params.size(); ++i) {
        const Param p = m_settings.params[i];
        update(static_cast<int>(i), values(m_s, p), gradientOf(g, p), t);
    }
    for (Param p : m_settings.params) {
        if (!values(m_s, p).isFinite().all()) {
            restore();
            return fail(t, "step " + std::to_string(t) + " made " + paramName(p) + " non-finite");
        }
        // A session file holds numbers within ±1e6: a step past that writes what no reader takes.
        if (values(m_s, p).abs().maxCoeff() > Limits::maxAbsValue) {
            restore();
            return fail(t, "step " + std::to_string(t) + " took " + paramName(p) + " beyond ±1e6");
        }
    }
    AttentionResult next = trainingForward(m_s);
    const double loss = squaredErrorLoss(next.output, *m_s.target);
    if (!std::isfinite(loss)) {
        restore();
        return fail(t, "the loss after step " + std::to_string(t) + " is not finite");
    }
    m_forward = std::move(next);
    m_loss = loss;
    m_steps = t;
    return true;
}

std::pair<Session, Session> raceSessions(const Session &s)
{
    Session scaled = s, unscaled = s;
    scaled.scale.reset(); // 1/√d_k, the default that follows d_k
    unscaled.scale = 1.0;
    return { std::move(scaled), std::move(unscaled) };
}

TrainRun train(const Session &s, const TrainSettings &settings, int steps)
{
    TrainRun run;
    Trainer trainer(s, settings);
    run.losses.reserve(static_cast<std::size_t>(std::max(steps, 0)) + 1);
    run.losses.push_back(trainer.loss());
    for (int k = 0; k < steps; ++k) {
        if (!trainer.step()) {
            run.failedStep = *trainer.failedStep();
            run.error = trainer.error();
            return run;
        }
        run.losses.push_back(trainer.loss());
    }
    run.trained = trainer.session();
    return run;
}

} // namespace attn
