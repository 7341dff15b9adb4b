// What the heatmap says of its cells in words: the tooltip's whole working, a screen reader's
// one line, the map's accessible name, and the labels' tooltips (heatmappainter.h).
#include "heatmappainter.h"
#include "render/rendertext.h"

#include "core/mask.h"
#include "notation.h"
#include "stagetext.h"

#include <algorithm>
#include <cmath>

namespace attn {

QString HeatmapPainter::cellDescription(int row, int col) const
{
    if (!m_data || !m_data->isValid() || row < 0 || col < 0 || row >= m_data->tokenCount()
        || col >= m_data->tokenCount())
        return {};
    const HeatmapData &d = *m_data;
    QStringList lines;
    // Tokens counted from 1, as the lesson, the tables and the breakdown count them.
    lines << HeatmapText::tr("query %1 “%2” → key %3 “%4”")
                 .arg(row + 1)
                 .arg(d.rowLabels.at(row))
                 .arg(col + 1)
                 .arg(d.colLabels.at(col));
    const std::uint8_t why = d.reasonAt(row, col);
    const int digits = std::max(3, m_options.precision);
    if (d.kind == HeatmapKind::Difference) {
        const double now = d.weightAt(row, col),
                     before = d.pinned.rows() > row ? d.pinned(row, col) : std::nan("");
        lines << HeatmapText::tr("weight %1 %2 − %3 %4 = %5")
                     .arg(d.nowName, formatFixed(now, digits), d.pinnedName, formatFixed(before, digits),
                          formatSigned(d.values(row, col), digits));
    } else if (d.kind == HeatmapKind::AverageWeights) {
        lines << HeatmapText::tr("mean weight over %1 = %2")
                     .arg(HeatmapText::tr("%n head(s)", nullptr, int(d.headCount)))
                     .arg(formatFixed(d.values(row, col), digits));
    } else {
        const double qk = d.hasQK() ? d.qk(row, col)
                                    : (d.kind == HeatmapKind::Scores ? d.values(row, col) : std::nan(""));
        if (!std::isnan(qk)) { // the score, each stage of the rule on it, and the logit it gives
            lines << QStringLiteral("q·k = %1").arg(formatGeneral(qk));
            double logit = qk;
            lines << cellStageLines(d.rule, qk, row, col, d.dK, digits, &logit);
            if (why)
                lines << HeatmapText::tr("logit = −∞ (blocked; unmasked it would be %1)")
                             .arg(formatGeneral(logit));
            else
                lines << HeatmapText::tr("logit = %1").arg(formatGeneral(logit));
        }
    }
    if (why) {
        if (d.kind == HeatmapKind::Difference)
            lines.last() += HeatmapText::tr(" (blocked %1, so its weight there is 0)").arg(d.nowName);
        QStringList reasons;
        if (why & BlockedCausal)
            reasons << HeatmapText::tr("key %1 comes after query %2 (causal mask)").arg(col + 1).arg(row + 1);
        if (why & BlockedPadding)
            reasons << HeatmapText::tr("key %1 is a padding token").arg(col + 1);
        if (why & BlockedByHand)
            reasons << HeatmapText::tr("blocked by hand");
        if (why & BlockedWindow)
            reasons
                << HeatmapText::tr("key %1 is outside query %2's sliding window").arg(col + 1).arg(row + 1);
        if (why & BlockedSegment)
            reasons
                << HeatmapText::tr("key %1 is in another sentence than query %2").arg(col + 1).arg(row + 1);
        if (reasons.isEmpty())
            reasons << HeatmapText::tr("masked");
        lines << HeatmapText::tr("blocked: %1").arg(reasons.join(QStringLiteral("; ")));
    } else {
        lines << HeatmapText::tr("not blocked");
    }
    if (d.kind != HeatmapKind::AverageWeights && d.kind != HeatmapKind::Difference) {
        const double w = d.weightAt(row, col);
        if (!std::isnan(w))
            lines << HeatmapText::tr("weight = %1").arg(formatFixed(w, std::max(3, m_options.precision)));
    }
    if (std::find(d.fullyMaskedRows.begin(), d.fullyMaskedRows.end(), row) != d.fullyMaskedRows.end())
        lines << HeatmapText::tr(
                     "every key of query %1 is blocked: its weights are all 0 (PyTorch would give NaN)")
                     .arg(row + 1);
    return lines.join(QLatin1Char('\n'));
}

QString HeatmapPainter::cellSpeech(int row, int col) const
{
    if (!m_data || !m_data->isValid() || row < 0 || col < 0 || row >= m_data->tokenCount()
        || col >= m_data->tokenCount())
        return {};
    const HeatmapData &d = *m_data;
    // A token that comes more than once ("the") is told by its place: "query 4 the".
    auto named = [](const QStringList &labels, int i) {
        const QString text = labels.at(i).trimmed();
        return labels.count(labels.at(i)) > 1 ? QStringLiteral("%1 %2").arg(i + 1).arg(text) : text;
    };
    QStringList parts { HeatmapText::tr("query %1").arg(named(d.rowLabels, row)),
                        HeatmapText::tr("key %1").arg(named(d.colLabels, col)) };
    if (const std::uint8_t why = d.reasonAt(row, col)) {
        QStringList by;
        //: what blocks a cell, said by a screen reader: "blocked by the causal mask and padding"
        if (why & BlockedCausal)
            by << HeatmapText::tr("the causal mask");
        if (why & BlockedPadding)
            by << HeatmapText::tr("padding");
        if (why & BlockedByHand)
            //: as in "blocked by hand"
            by << HeatmapText::tr("hand");
        if (why & BlockedWindow)
            by << HeatmapText::tr("the sliding window");
        if (why & BlockedSegment)
            by << HeatmapText::tr("the sentence boundary");
        parts << (by.isEmpty() ? HeatmapText::tr("blocked")
                               //: %1: one reason, or several joined by " and "
                               : HeatmapText::tr("blocked by %1").arg(by.join(HeatmapText::tr(" and "))));
    }
    const int digits = std::max(3, m_options.precision);
    const double v = d.values(row, col);
    switch (d.kind) {
    case HeatmapKind::Weights:
        parts << HeatmapText::tr("weight %1")
                     .arg(d.blocked(row, col) ? QStringLiteral("0") : formatFixed(v, digits));
        break;
    case HeatmapKind::Scores:
        parts << HeatmapText::tr("score %1").arg(formatGeneral(v));
        break;
    case HeatmapKind::Logits:
        parts << HeatmapText::tr("logit %1")
                     .arg(std::isinf(v) ? HeatmapText::tr("minus infinity") : formatGeneral(v));
        break;
    case HeatmapKind::AverageWeights:
        parts << HeatmapText::tr("mean weight %1").arg(formatFixed(v, digits));
        break;
    case HeatmapKind::Difference:
        parts << HeatmapText::tr("change %1").arg(formatSigned(v, digits));
        break;
    }
    return parts.join(QStringLiteral(", "));
}

QString HeatmapPainter::accessibleName() const
{
    if (!m_data)
        return HeatmapText::tr("Heatmap");
    const HeatmapData &d = *m_data;
    // A map with a title of its own (a mistake, a model's layer, the race's two, rollout) is
    // called by it; the usual maps by what they show.
    if (!d.title.isEmpty() && d.title != heatmapTitle(d.kind, d.head, d.headCount, d.rule, d.dK))
        return HeatmapText::tr("Heatmap: %1").arg(d.title);
    const QString head = HeatmapText::tr("head %1").arg(d.head + 1);
    switch (d.kind) {
    case HeatmapKind::Weights:
        return HeatmapText::tr("Heatmap: weights of %1").arg(head);
    case HeatmapKind::Scores:
        return HeatmapText::tr("Heatmap: scores of %1").arg(head);
    case HeatmapKind::Logits:
        return HeatmapText::tr("Heatmap: logits of %1").arg(head);
    case HeatmapKind::AverageWeights:
        return HeatmapText::tr("Heatmap: mean weights over %1")
            .arg(HeatmapText::tr("%n head(s)", nullptr, int(d.headCount)));
    case HeatmapKind::Difference:
        return HeatmapText::tr("Heatmap: weights of %1, %2 minus %3").arg(head, d.nowName, d.pinnedName);
    }
    return HeatmapText::tr("Heatmap");
}

QString HeatmapPainter::rowLabelDescription(int row) const
{
    if (!m_data || row < 0 || row >= m_data->rowLabels.size())
        return {};
    return HeatmapText::tr("query %1 “%2” — click to select this row")
        .arg(row + 1)
        .arg(m_data->rowLabels.at(row));
}

QString HeatmapPainter::columnLabelDescription(int col) const
{
    if (!m_data || col < 0 || col >= m_data->colLabels.size())
        return {};
    return HeatmapText::tr("key %1 “%2”").arg(col + 1).arg(m_data->colLabels.at(col));
}

} // namespace attn
