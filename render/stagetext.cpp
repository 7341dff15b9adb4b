#include "stagetext.h"
#include "render/rendertext.h"

#include "notation.h"

#include <algorithm>
#include <cmath>

namespace attn {

QString stageLabel(LogitStage stage)
{
    switch (stage) {
    case LogitStage::Scale:
        //: a row's short label: the scores multiplied by the scale (a noun: the factor)
        return BreakdownText::tr("× scale");
    case LogitStage::Alibi:
        return QStringLiteral("+ ALiBi");
    case LogitStage::Softcap:
        //: a row's short label: the scores soft-capped (cap · tanh(x ÷ cap))
        return BreakdownText::tr("soft-cap");
    }
    return {};
}

QString stageHint(const HeadRule &rule, LogitStage stage, int dK, int precision)
{
    switch (stage) {
    case LogitStage::Scale:
        return scaleDescription(rule.scale, dK, precision);
    case LogitStage::Alibi:
        return QStringLiteral("− %1·|i − j|").arg(formatNumber(rule.slope, std::max(precision, 4)));
    case LogitStage::Softcap:
        return QStringLiteral("%1·tanh(x ÷ %1)").arg(formatNumber(rule.cap, precision));
    }
    return {};
}

QString stageWorked(const HeadRule &rule, LogitStage stage, double before, double after, int query, int key,
                    int dK, int precision)
{
    switch (stage) {
    case LogitStage::Scale:
        return isStandardScale(rule.scale, dK)
            ? QStringLiteral("%1 ÷ √%2 = %3")
                  .arg(formatNumber(before, precision))
                  .arg(dK)
                  .arg(formatNumber(after, precision))
            : QStringLiteral("%1 × %2 = %3")
                  .arg(formatNumber(before, precision), formatNumber(rule.scale, precision),
                       formatNumber(after, precision));
    case LogitStage::Alibi: // query and key counted from 1, as every view shows them
        return QStringLiteral("%1 − %2·|%3 − %4| = %5")
            .arg(formatNumber(before, precision), formatNumber(rule.slope, std::max(precision, 4)))
            .arg(query + 1)
            .arg(key + 1)
            .arg(formatNumber(after, precision));
    case LogitStage::Softcap:
        return QStringLiteral("%1·tanh(%2 ÷ %1) = %3")
            .arg(formatNumber(rule.cap, precision), formatNumber(before, precision),
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
    QString out
        = QStringLiteral("q·k × %1").arg(withMinusSign(drawnNumber(QString::number(rule.scale, 'g', 4))));
    if (rule.slope != 0)
        out += QStringLiteral(" − %1·|i − j|").arg(drawnNumber(QString::number(rule.slope, 'g', 3)));
    if (rule.cap > 0)
        out = QStringLiteral("%1·tanh((%2) ÷ %1)").arg(drawnNumber(QString::number(rule.cap, 'g', 4)), out);
    if (rule.hasSink())
        //: the end of a score rule, "q·k × 0.5, sink 1.2": the attention sink's logit
        out += BreakdownText::tr(", sink %1")
                   .arg(withMinusSign(drawnNumber(QString::number(rule.sink, 'g', 4))));
    return out;
}

QString sinkSentence(const HeadRule &rule, double sinkWeight, int precision)
{
    if (!rule.hasSink())
        return {};
    //: the start of a sentence on the attention sink; %1: its share of the row's weight
    return BreakdownText::tr("the sink takes %1").arg(formatNumber(sinkWeight, precision));
}

} // namespace attn
