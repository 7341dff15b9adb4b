// Deterministic full-batch training of the attention layer towards the session's target: every
// step takes the exact gradient of the whole loss (core/gradient.h) and moves the chosen
// parameters by plain gradient descent (SGD) or by Adam as PyTorch's torch.optim.Adam does with
// its defaults. Single-threaded and in a fixed order, so two runs give the same bits.
#pragma once

#include "gradient.h"
#include "session.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace attn {

// What can be trained, by the names the command line and the session file use.
enum class Param { Wq, Wk, Wv, Wo, bQ, bK, bV, bO, Embeddings };
inline constexpr Param kAllParams[] = { Param::Wq, Param::Wk, Param::Wv, Param::Wo,        Param::bQ,
                                        Param::bK, Param::bV, Param::bO, Param::Embeddings };

// "W_Q", "W_K", "W_V", "W_O", "b_Q", "b_K", "b_V", "b_O", "embeddings"
const char *paramName(Param p);
std::optional<Param> paramFromName(std::string_view name);

// The parameters named (e.g. `--params W_Q,b_O`), each once, in the order first named. Empty,
// with *error one sentence, when a name is unknown or none is given:
// `params: unknown parameter "W_X"; the parameters are W_Q, W_K, …, embeddings`.
std::optional<std::vector<Param>> parseParams(const std::vector<std::string> &names, std::string *error);

// W_Q, W_K, W_V, W_O and the biases the session has (a bias it lacks stays absent).
std::vector<Param> defaultParams(const Session &s);

// torch.optim.Adam's defaults: no weight decay, no amsgrad.
struct AdamConstants {
    static constexpr double beta1 = 0.9;
    static constexpr double beta2 = 0.999;
    static constexpr double eps = 1e-8;
};

struct TrainSettings {
    Optimizer optimizer = Optimizer::Sgd;
    double lr = 0; // positive and finite
    std::vector<Param> params; // empty = defaultParams(session)
};

// Empty when session s can be trained with these settings; otherwise one sentence ("target:
// missing, …", "lr: 0 must be …"). s must be valid (validate()).
std::string checkTraining(const Session &s, const TrainSettings &settings);

// One run, a step at a time (the window plays, pauses and steps it). Parameters the settings name
// that the session lacks (a bias) start at zeros and stay in session(); W_O is always there (the
// identity when a file has none) and is trained like the others.
class Trainer {
public:
    // s valid, checkTraining(s, settings) empty. Computes the starting loss.
    Trainer(Session s, TrainSettings settings);

    const Session &session() const { return m_s; } // the parameters now
    const AttentionResult &forward() const { return m_forward; } // the forward pass of session()
    double loss() const { return m_loss; } // the loss of session(): the one before the next step
    int stepsDone() const { return m_steps; }
    const std::vector<Param> &params() const { return m_settings.params; }

    // The gradient at the parameters now (what the next step will use). Without keepHeads, on a
    // large session, the fast path's (parameterGradient() below).
    GradientResult gradient(GradientOptions options = {}) const;

    // Step stepsDone() + 1: every parameter named moves once. False when the step made a weight
    // or the loss after it non-finite: then failedStep() is that step (from 1), error() says what
    // went, session(), forward() and loss() stay as they were before it, and no step follows.
    bool step();
    std::optional<int> failedStep() const { return m_failedStep; }
    const std::string &error() const { return m_error; }

private:
    void update(int param, Eigen::Map<Eigen::ArrayXd> value, const Eigen::Map<const Eigen::ArrayXd> &grad,
                int t);
    bool fail(int step, std::string why);

    Session m_s;
    TrainSettings m_settings;
    AttentionResult m_forward;
    double m_loss = 0;
    int m_steps = 0;
    std::vector<Eigen::ArrayXd> m_m, m_v; // Adam's moments, one pair per parameter trained
    std::optional<int> m_failedStep;
    std::string m_error;
};

struct TrainRun {
    // The loss before step 1, …, after step N: N + 1 numbers when the run finished; when it
    // stopped at step k, the k finite ones before it.
    std::vector<double> losses;
    std::optional<Session> trained; // the session with the trained parameters; empty if it stopped
    int failedStep = 0; // the step (from 1) that made a weight or the loss non-finite; 0 = none
    std::string error; // what happened then, one sentence
};

// The saturation race's two sessions: `s` with the default scale 1/√d_k, and with scale 1;
// nothing else differs.
std::pair<Session, Session> raceSessions(const Session &s);

// N steps of Trainer on a copy of s (checkTraining(s, settings) empty, steps ≥ 0).
TrainRun train(const Session &s, const TrainSettings &settings, int steps);

// Sessions of at least this many weights (T²·H: 4 M, as the window's large results) are trained,
// and their gradients taken, on the fast path (fast_attention.h, fast_gradient.h: products on
// every core, no T×T gradient kept; equal to the readable path within 1e-12). At the session
// limits (4096 tokens, 32 heads) a step is then seconds and the heads' weights (8·H·T² bytes),
// not minutes and twice that.
constexpr double kFastTrainingCells = 4e6;
bool trainsOnTheFastPath(const Session &s);

// The forward pass training needs (every head's weights, no raw scores), on the path above.
AttentionResult trainingForward(const Session &s);

// The parameters' gradients of s at its forward result r towards its target (no T×T gradient
// kept), on the path above. The session must be valid and have a target.
GradientResult parameterGradient(const Session &s, const AttentionResult &r);

} // namespace attn
