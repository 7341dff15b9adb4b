#include "softmax.h"

#include <cmath>
#include <limits>

namespace attn {

SoftmaxSteps softmaxSteps(const RowVector &logits, const std::vector<bool> &blocked, double sink)
{
    const Eigen::Index T = logits.size();
    SoftmaxSteps s;
    s.logits = logits;
    s.blocked = blocked;
    s.sinkLogit = sink;
    double max = -std::numeric_limits<double>::infinity();
    for (Eigen::Index j = 0; j < T; ++j)
        if (!blocked[j])
            max = std::max(max, logits[j]);
    s.fullyMasked = !std::isfinite(max);
    s.rowMax = s.fullyMasked ? 0.0 : std::max(max, sink); // the sink joins the max of an open row
    s.shifted = RowVector::Zero(T);
    s.exps = RowVector::Zero(T);
    s.weights = RowVector::Zero(T);
    for (Eigen::Index j = 0; j < T; ++j)
        if (!blocked[j]) {
            s.shifted[j] = logits[j] - s.rowMax;
            s.exps[j] = std::exp(s.shifted[j]);
        }
    if (!s.fullyMasked)
        s.sinkExp = std::exp(sink - s.rowMax); // e^(−∞) = 0 without a sink
    s.sum = s.exps.sum() + s.sinkExp;
    if (!s.fullyMasked) {
        s.weights = s.exps / s.sum;
        s.sinkWeight = s.sinkExp / s.sum;
    }
    return s;
}

std::vector<int> maskedSoftmaxRows(Eigen::Ref<Matrix> logits, const Eigen::Ref<const Mask> &mask,
                                   const SoftmaxExtras &extras)
{
    std::vector<int> fullyMasked;
    const Eigen::Index T = logits.cols();
    for (Eigen::Index i = 0; i < logits.rows(); ++i) {
        auto row = logits.row(i);
        auto blocked = mask.row(i);
        double max = -std::numeric_limits<double>::infinity(), sum = 0, sinkWeight = 0;
        if (blocked.all()) {
            row.setZero();
            fullyMasked.push_back(static_cast<int>(i));
        } else {
            // Row max over unblocked keys only: a blocked score must not shift the others. The sink
            // joins it.
            if (blocked.any()) {
                for (Eigen::Index j = 0; j < T; ++j)
                    if (!blocked[j])
                        max = std::max(max, row[j]);
            } else {
                max = row.maxCoeff();
            }
            max = std::max(max, extras.sink);
            row = (row.array() - max).exp();
            if (blocked.any())
                row = blocked.select(RowVector::Zero(T), row);
            const double sinkExp = std::exp(extras.sink - max); // 0 without a sink
            sum = row.sum() + sinkExp;
            row /= sum;
            sinkWeight = sinkExp / sum;
        }
        if (extras.sinkWeights)
            extras.sinkWeights[i] = sinkWeight;
        if (extras.rowMax)
            extras.rowMax[i] = sum > 0 ? max : 0.0;
        if (extras.rowSum)
            extras.rowSum[i] = sum;
    }
    return fullyMasked;
}

LessonExponentials lessonExponentials(const SoftmaxSteps &s, LessonShift shift)
{
    const Eigen::Index T = s.logits.size();
    LessonExponentials out;
    out.shifted = shift == LessonShift::WhenLarge && !s.fullyMasked && s.rowMax > kLessonShiftAbove;
    out.shift = out.shifted ? s.rowMax : 0.0;
    out.x = s.logits.array() - out.shift; // (T)
    out.e = RowVector::Zero(T);
    out.state.assign(static_cast<std::size_t>(T), LessonExponentials::Ok);
    for (Eigen::Index j = 0; j < T; ++j) {
        auto &state = out.state[static_cast<std::size_t>(j)];
        if (s.blocked[static_cast<std::size_t>(j)]) {
            state = LessonExponentials::Blocked;
            continue;
        }
        const double v = std::exp(out.x[j]);
        if (!std::isfinite(v)) {
            state = LessonExponentials::Overflow;
            out.overflow = true;
        } else if (v == 0.0) {
            state = LessonExponentials::Underflow;
        } else {
            out.e[j] = v;
            out.sum += v;
        }
    }
    if (s.hasSink() && !s.fullyMasked) { // the sink's e^x joins the sum
        out.sinkE = std::exp(s.sinkLogit - out.shift);
        out.overflow = out.overflow || !std::isfinite(out.sinkE);
        out.sum += out.sinkE;
    }
    if (!std::isfinite(out.sum))
        out.overflow = true;
    out.underflow = !out.overflow && !s.fullyMasked && out.sum == 0.0;
    return out;
}

} // namespace attn
