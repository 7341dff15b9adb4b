// The score rule's stages and the one function that runs them (scorerule.h).
#include "scorerule.h"

#include "plural.h"
#include "session.h" // Limits

#include <cmath>
#include <sstream>

namespace attn {

bool hasStages(const ScoreRule &rule)
{
    return rule.alibi || rule.softcap || !rule.sinks.empty();
}

std::string checkScoreRule(const ScoreRule &rule, int numHeads)
{
    std::ostringstream out;
    if (rule.scale && !(std::isfinite(*rule.scale) && *rule.scale > 0 && *rule.scale <= Limits::maxScale)) {
        out << "scale: " << *rule.scale << " must be a positive number up to " << Limits::maxScale;
        return out.str();
    }
    if (rule.softcap
        && !(std::isfinite(*rule.softcap) && *rule.softcap > 0 && *rule.softcap <= kMaxStageValue)) {
        out << "softcap: " << *rule.softcap << " must be a positive number up to " << kMaxStageValue;
        return out.str();
    }
    if (!rule.sinks.empty() && rule.sinks.size() != static_cast<std::size_t>(numHeads)) {
        out << "sinks: " << counted(static_cast<long long>(rule.sinks.size()), "number") << " for "
            << counted(numHeads, "head") << " (one a head)";
        return out.str();
    }
    for (std::size_t h = 0; h < rule.sinks.size(); ++h)
        if (!(std::isfinite(rule.sinks[h]) && std::abs(rule.sinks[h]) <= kMaxStageValue)) {
            out << "sinks: head " << h + 1 << "'s " << rule.sinks[h] << " must be a number from "
                << -kMaxStageValue << " to " << kMaxStageValue;
            return out.str();
        }
    return {};
}

double alibiSlope(int head, int numHeads)
{
    if (numHeads <= 0)
        return 0;
    int p = 1; // the largest power of two ≤ numHeads
    while (p * 2 <= numHeads)
        p *= 2;
    if (head < p)
        return std::exp2(-8.0 * (head + 1) / p);
    const int k = head - p; // the heads beyond p take the odd steps of twice as many heads
    return std::exp2(-4.0 * (2 * k + 1) / p);
}

HeadRule headRule(const ScoreRule &rule, int head, int numHeads, int dK)
{
    HeadRule h;
    h.scale = rule.scale ? *rule.scale : dK > 0 ? 1.0 / std::sqrt(static_cast<double>(dK)) : 1.0;
    if (rule.alibi)
        h.slope = alibiSlope(head, numHeads);
    if (rule.softcap)
        h.cap = *rule.softcap;
    if (head >= 0 && static_cast<std::size_t>(head) < rule.sinks.size())
        h.sink = rule.sinks[static_cast<std::size_t>(head)];
    return h;
}

void scaleStage(Eigen::Ref<Matrix> block, double scale)
{
    block *= scale; // (R,K) logits = scale · scores
}

void alibiStage(Eigen::Ref<Matrix> block, double slope, int firstQuery, int firstKey)
{
    for (Eigen::Index r = 0; r < block.rows(); ++r) {
        const Eigen::Index i = firstQuery + r;
        for (Eigen::Index k = 0; k < block.cols(); ++k) // −m·|i − j|: zero on the diagonal
            block(r, k) -= slope * static_cast<double>(std::abs(i - (firstKey + k)));
    }
}

void softcapStage(Eigen::Ref<Matrix> block, double cap)
{
    block = cap * (block.array() / cap).tanh(); // (R,K), each cell within (−c, c)
}

std::vector<LogitStage> logitStages(const HeadRule &rule)
{
    std::vector<LogitStage> stages { LogitStage::Scale };
    if (rule.slope != 0)
        stages.push_back(LogitStage::Alibi);
    if (rule.cap > 0)
        stages.push_back(LogitStage::Softcap);
    return stages;
}

void headLogits(const HeadRule &rule, Eigen::Ref<Matrix> block, int firstQuery, int firstKey,
                LogitTrace *trace)
{
    auto traced = [&](LogitStage stage) {
        if (trace)
            trace->steps.push_back({ stage, block.row(0) });
    };
    if (trace)
        trace->steps.clear();
    scaleStage(block, rule.scale);
    traced(LogitStage::Scale);
    if (rule.slope != 0) {
        alibiStage(block, rule.slope, firstQuery, firstKey);
        traced(LogitStage::Alibi);
    }
    if (rule.cap > 0) {
        softcapStage(block, rule.cap);
        traced(LogitStage::Softcap);
    }
}

double headLogit(const HeadRule &rule, double score, int query, int key)
{
    double logit = score;
    headLogits(rule, Eigen::Map<Matrix>(&logit, 1, 1), query, key); // a 1×1 block, no allocation
    return logit;
}

bool needsLogitsForGradient(const HeadRule &rule)
{
    return rule.cap > 0;
}

void headLogitsBackward(const HeadRule &rule, Eigen::Ref<Matrix> grad, const Eigen::Ref<const Matrix> &logits)
{
    if (rule.cap > 0) { // l = c·tanh(x / c): ∂l/∂x = 1 − tanh² = 1 − (l / c)², from the logits themselves
        const double c = rule.cap;
        grad.array() *= 1.0 - (logits.array() / c).square();
    }
    // + ALiBi adds a constant: the gradient passes unchanged.
    grad *= rule.scale; // logits = scale · scores: ∂L/∂scores = scale · ∂L/∂logits
}

} // namespace attn
