// The score rule's stages and the one function that runs them (scorerule.h).
#include "scorerule.h"

#include "session.h" // Limits

#include <cmath>
#include <sstream>

namespace attn {

bool hasStages(const ScoreRule &rule)
{
    (void)rule;
    return false;
}

std::string checkScoreRule(const ScoreRule &rule, int numHeads)
{
    (void)numHeads;
    std::ostringstream out;
    if (rule.scale && !(std::isfinite(*rule.scale) && *rule.scale > 0 && *rule.scale <= Limits::maxScale)) {
        out << "scale: " << *rule.scale << " must be a positive number up to " << Limits::maxScale;
        return out.str();
    }
    return {};
}

HeadRule headRule(const ScoreRule &rule, int head, int numHeads, int dK)
{
    (void)head;
    (void)numHeads;
    HeadRule h;
    h.scale = rule.scale ? *rule.scale : dK > 0 ? 1.0 / std::sqrt(static_cast<double>(dK)) : 1.0;
    return h;
}

void scaleStage(Eigen::Ref<Matrix> block, double scale)
{
    block *= scale; // (R,K) logits = scale · scores
}

std::vector<LogitStage> logitStages(const HeadRule &rule)
{
    (void)rule;
    return { LogitStage::Scale };
}

void headLogits(const HeadRule &rule, Eigen::Ref<Matrix> block, int firstQuery, int firstKey, LogitTrace *trace)
{
    (void)firstQuery;
    (void)firstKey;
    auto traced = [&](LogitStage stage) {
        if (trace)
            trace->steps.push_back({ stage, block.row(0) });
    };
    if (trace)
        trace->steps.clear();
    scaleStage(block, rule.scale);
    traced(LogitStage::Scale);
}

double headLogit(const HeadRule &rule, double score, int query, int key)
{
    double logit = score;
    headLogits(rule, Eigen::Map<Matrix>(&logit, 1, 1), query, key); // a 1×1 block, no allocation
    return logit;
}

bool needsLogitsForGradient(const HeadRule &rule)
{
    (void)rule;
    return false;
}

void headLogitsBackward(const HeadRule &rule, Eigen::Ref<Matrix> grad, const Eigen::Ref<const Matrix> &logits)
{
    (void)logits;
    grad *= rule.scale; // logits = scale · scores: ∂L/∂scores = scale · ∂L/∂logits
}

} // namespace attn
