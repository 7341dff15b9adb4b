#include "stagetext.h"

#include "notation.h"

#include <cmath>

namespace attn {

namespace {

    bool standardScale(double scale, int dK)
    {
        return dK > 0 && std::abs(scale * std::sqrt(double(dK)) - 1.0) <= 1e-9;
    }

} // namespace

QString stageLabel(LogitStage stage)
{
    switch (stage) {
    case LogitStage::Scale:
        return QStringLiteral("× scale");
    }
    return {};
}

QString stageHint(const HeadRule &rule, LogitStage stage, int dK, int precision)
{
    switch (stage) {
    case LogitStage::Scale:
        return scaleDescription(rule.scale, dK, precision);
    }
    return {};
}

QString stageWorked(const HeadRule &rule, LogitStage stage, double before, double after, int query, int key,
                    int dK, int precision)
{
    (void)query;
    (void)key;
    switch (stage) {
    case LogitStage::Scale:
        return standardScale(rule.scale, dK)
            ? QStringLiteral("%1 ÷ √%2 = %3").arg(formatNumber(before, precision)).arg(dK).arg(formatNumber(after, precision))
            : QStringLiteral("%1 × %2 = %3")
                  .arg(formatNumber(before, precision), formatNumber(rule.scale, precision),
                       formatNumber(after, precision));
    }
    return {};
}

QStringList cellStageLines(const HeadRule &rule, double score, int query, int key, int dK, int precision,
                           double *logit)
{
    double cell = score;
    LogitTrace trace;
    headLogits(rule, Eigen::Map<Matrix>(&cell, 1, 1), query, key, &trace);
    QStringList lines;
    double before = score;
    for (const LogitTrace::Step &step : trace.steps) {
        lines << stageWorked(rule, step.stage, before, step.after[0], query, key, dK, precision);
        before = step.after[0];
    }
    if (logit)
        *logit = cell;
    return lines;
}

QString ruleSummary(const HeadRule &rule, int dK)
{
    (void)dK;
    return QStringLiteral("q·k × %1").arg(withMinusSign(QString::number(rule.scale, 'g', 4)));
}

QString sinkSentence(const HeadRule &rule, double sinkWeight, int precision)
{
    if (!rule.hasSink())
        return {};
    return QStringLiteral("the sink takes %1").arg(formatNumber(sinkWeight, precision));
}

} // namespace attn
