// The lower half of the breakdown table: values, the stable path, the wrong order, the weighted
// sum, the opened dot product and the notes (breakdownbuilder.h).
#include "breakdownbuilder.h"
#include "render/rendertext.h"

#include "stagetext.h"

#include "core/plural.h"

#include <algorithm>
#include <cmath>
#include <numeric>

namespace attn::breakdown {

// Before and after: the pinned result's weights of this row, right under today's, on the
// same 0…1 bars, so what a change moved reads straight down each column.
void Builder::pinnedRow()
{
    if (data.pinnedWeights.size() != T)
        return;
    //: a row's short label: the weights of the pinned (kept for comparison) result
    StageRow &r
        = addRow(Stage::PinnedWeight, BreakdownText::tr("pinned"), BreakdownText::tr("weight when pinned"));
    double hidden = 0;
    for (int j = 0; j < T; ++j)
        if (!isShown[j])
            hidden += data.pinnedWeights[j];
    for (int j : shown)
        r.cells.push_back(numberCell(data.pinnedWeights[j], p));
    r.barScale = 1.0;
    setSum(r, sumOfWeights(data.pinnedWeights.sum(), p));
    if (m.hiddenKeys > 0)
        setHidden(r, QStringLiteral("Σ w = "), formatNumber(hidden, p));
}

// vⱼ and wⱼ·vⱼ, whose Σ is the output.
void Builder::valueRows()
{
    if (!options.brief) {
        StageRow &r = addRow(Stage::Value, QStringLiteral("vⱼ"), BreakdownText::tr("value vector"));
        for (int j : shown) {
            StageCell c;
            c.text = cellVector(b.values.row(j));
            r.cells.push_back(c);
        }
    }
    if (!options.brief) { // brief: the output is written out below instead
        StageRow &r
            = addRow(Stage::WeightedValue, QStringLiteral("wⱼ·vⱼ"), BreakdownText::tr("Σ is the output"));
        for (int j : shown) {
            StageCell c;
            c.text = cellVector(sm.weights[j] * b.values.row(j));
            c.blocked = sm.blocked[j];
            r.cells.push_back(c);
        }
        setSum(r, cellVector(b.output));
        if (m.hiddenKeys > 0)
            setHidden(r, QString(), QStringLiteral("…"));
    }
}

// The same softmax computed stably: x − max, e^(x − max).
void Builder::stableRows()
{
    if (!sm.fullyMasked) {
        {
            StageRow &r = addRow(Stage::Shifted, QStringLiteral("− max"),
                                 QStringLiteral("x − %1").arg(formatNumber(sm.rowMax, p)));
            r.section = BreakdownText::tr("Computed stably, as the code does it: subtract the row max first");
            for (int j : shown)
                r.cells.push_back(sm.blocked[j]
                                      ? blockedCell(minusInfinity(), blockReasonText(b.reasons[j], b.window))
                                      : numberCell(sm.shifted[j], p));
        }
        {
            StageRow &r
                = addRow(Stage::StableExp, QStringLiteral("eˣ⁻ᵐᵃˣ"), BreakdownText::tr("÷ Σ → same weights"));
            for (int j : shown) {
                if (sm.blocked[j])
                    r.cells.push_back(blockedCell(QStringLiteral("0"), QStringLiteral("e^(−∞)")));
                else if (sm.exps[j] == 0.0)
                    r.cells.push_back(underflowCell());
                else
                    r.cells.push_back(numberCell(sm.exps[j], p));
            }
            setSum(r, formatNumber(sm.sum, p));
            if (m.hiddenKeys > 0)
                setHidden(r, QStringLiteral("Σ "), formatNumber(hiddenStableExp, p));
        }
    }
}

// The classic mistake, for contrast: softmax first, then mask.
void Builder::wrongRow()
{
    if (options.showMaskAfterSoftmax) {
        StageRow &r
            //: a row's short label, in capitals: the row shows the classic mistake
            = addRow(Stage::MaskAfterSoftmax, BreakdownText::tr("WRONG"),
                     BreakdownText::tr("mask after softmax"));
        r.section = BreakdownText::tr("Wrong order, for contrast: softmax first, then mask");
        r.wrong = true;
        for (int j : shown) {
            StageCell c = !sm.blocked[j] && b.maskAfterSoftmax[j] == 0.0
                ? underflowCell()
                : numberCell(b.maskAfterSoftmax[j], p);
            if (sm.blocked[j]) {
                c.blocked = true;
                //: a cell's note: the weight was set to 0 by the mask after softmax
                c.note = BreakdownText::tr("zeroed");
            }
            r.cells.push_back(c);
        }
        r.barScale = 1.0;
        const double sum = b.maskAfterSoftmax.sum();
        blockedShare = 1.0 - sum;
        const bool one = std::abs(sum - 1.0) <= 1e-9;
        setSum(r, one ? QStringLiteral("1") : QStringLiteral("%1 ≠ 1").arg(formatNumber(sum, p)));
        r.sumProblem = !one;
        if (m.hiddenKeys > 0) {
            double hidden = 0;
            for (int j = 0; j < T; ++j)
                if (!isShown[j])
                    hidden += b.maskAfterSoftmax[j];
            setHidden(r, QStringLiteral("Σ w = "), formatNumber(hidden, p));
        }
    }
}

// The weighted sum of values, written as the lesson writes it.
void Builder::weightedSum()
{
    // The weighted sum of values, written as the lesson writes it.
    m.weightedSumHeading
        = BreakdownText::tr("The weighted sum of values (output of query %1)").arg(b.query + 1);
    if (sm.fullyMasked) {
        m.output = formatVector(b.output, p, 8);
        m.weightsSum = BreakdownText::tr("Σ weights = 0 (every key is blocked)");
    } else {
        for (int j : shown) {
            m.weightedSumTerms << QStringLiteral("%1·%2").arg(weightText(j), cellVector(b.values.row(j)));
            // The lesson's middle step, (0.568, 0) + …, only where it can be checked by hand.
            if (tableComponents >= dK)
                m.productTerms << cellVector(sm.weights[j] * b.values.row(j));
        }
        if (m.hiddenKeys > 0) {
            //: the last term of the weighted sum: the keys not shown and their weights' sum %1
            m.weightedSumTerms << BreakdownText::tr("… (%n more key(s), Σ w = %1)", nullptr, m.hiddenKeys)
                                      .arg(formatNumber(hiddenWeight, p));
            if (tableComponents >= dK)
                m.productTerms << QStringLiteral("…");
        }
        m.output = formatVector(b.output, p, 8);
        QStringList ws;
        for (int j : shown)
            ws << weightText(j);
        if (m.hiddenKeys > 0)
            ws << formatNumber(hiddenWeight, p);
        m.weightsSum = BreakdownText::tr("Σ weights = %1 = %2")
                           .arg(ws.join(QStringLiteral(" + ")), sumOfWeights(sm.weights.sum(), p));
    }
}

// An opened dot product q·k, term by term.
void Builder::dotProduct()
{
    if (options.expandedKey >= 0 && options.expandedKey < T) {
        const int k = options.expandedKey;
        m.expandedKey = k;
        // "(1, 0) · (1, 1)" first when the vectors are short enough to read; then term by term.
        const QString vectors = dK <= 4
            ? QStringLiteral(" = %1 · %2").arg(formatVector(b.q, p), formatVector(b.keys.row(k), p))
            : QString();
        m.dotProduct = QStringLiteral("q%1 · k%2%3 = %4 = %5")
                           .arg(subscript(b.query + 1), subscript(k + 1), vectors,
                                dotProductTerms(b.q, b.keys.row(k), p, 6), formatNumber(b.scores[k], p));
    }
}

// Where the rule has more than the scale: one key's logit through its stages (the expanded
// key, else the first one open), and the sink's share of this row.
void Builder::ruleNotes()
{
    if (sm.fullyMasked)
        return;
    if (b.trace.steps.size() > 1) {
        int k = options.expandedKey;
        for (int j = 0; j < T && (k < 0 || k >= T); ++j)
            if (!sm.blocked[j])
                k = j;
        const QStringList lines = cellStageLines(b.rule, b.scores[k], b.query, k, dK, p);
        //: %3: the stages worked, "0.5 ÷ √2 = 0.354", joined by ", then "
        m.notes << BreakdownText::tr("Key %1's logit, stage by stage: q·k = %2, then %3; logit %4.")
                       .arg(k + 1)
                       //: joins the stages worked in "Key 2's logit, stage by stage: …"
                       .arg(formatNumber(b.scores[k], p), lines.join(BreakdownText::tr(", then ")),
                            formatNumber(sm.logits[k], p));
    }
    if (sm.hasSink())
        //: %1: "the sink takes 0.12", %2 its logit, %3 its eˣ, %4 what the keys' weights sum to
        m.notes << BreakdownText::tr("%1: its logit %2 joins the softmax (e^x = %3 in Σ) and gives no value, "
                                     "so this row's weights sum to %4.")
                       .arg(sinkSentence(b.rule, sm.sinkWeight, p), formatNumber(sm.sinkLogit, p),
                            formatNumber(lesson.sinkE, p), formatNumber(1.0 - sm.sinkWeight, p));
}

// Why the max is subtracted, why masking after softmax is wrong, what is hidden.
void Builder::notesAbout()
{
    // Notes: why the max is subtracted, why masking after softmax is wrong, what is hidden.
    if (!sm.fullyMasked) {
        if (lesson.overflow)
            m.notes << BreakdownText::tr(
                "eˣ overflows: above x ≈ 709.8 it is beyond the largest double (about 1.8×10³⁰⁸), so "
                "the "
                "lesson's way cannot be computed here. Subtracting the row max first makes the "
                "largest "
                "term e⁰ = 1, and the weights above come from that stable path.");
        else if (lesson.underflow)
            m.notes << BreakdownText::tr(
                "eˣ underflows: every term is below the smallest double, so Σ would be 0 and ÷ Σ "
                "impossible. Subtracting the row max first makes the largest term e⁰ = 1, and the "
                "weights above come from that stable path.");
        else
            m.notes << BreakdownText::tr(
                           "Subtracting the row max multiplies every eˣ by the same e^(%1), so ÷ Σ gives "
                           "the same weights, and no eˣ can overflow: the largest is e⁰ = 1.")
                           .arg(formatNumber(-sm.rowMax, p));
    }
    if (options.showMaskAfterSoftmax) {
        if (std::find(sm.blocked.begin(), sm.blocked.end(), true) != sm.blocked.end())
            m.notes << BreakdownText::tr(
                           "Masking after softmax is wrong: the blocked keys' share (%1) is thrown away, "
                           "so the row no longer sums to 1.")
                           .arg(formatNumber(blockedShare, p));
        else
            m.notes << BreakdownText::tr("No key is blocked for this query, so masking before or after "
                                         "softmax gives the same row here.");
    }
    if (data.bQ.size())
        m.notes << BreakdownText::tr(
                       "This session has biases: q = x·W_Q + b_Q and k = x·W_K + b_K, so every score q·k "
                       "includes them. Head %1's slices: b_Q = %2, b_K = %3.")
                       .arg(b.head + 1)
                       .arg(formatVector(data.bQ, p, 4), formatVector(data.bK, p, 4));
    if (b.rotation) {
        const RowBreakdown::Rotation &rot = *b.rotation;
        QStringList f;
        for (Eigen::Index c = 0; c < std::min<Eigen::Index>(rot.freqs.size(), 3); ++c)
            f << formatNumber(rot.freqs[c], std::max(p, 4));
        if (rot.freqs.size() > 3)
            f << QStringLiteral("…");
        // Latent attention turns its rope part alone: pairs within it, the numbers before it as they are.
        //: which numbers pair up in latent attention, put in "RoPE turns each pair of q's and k's numbers %2
        //: …"
        const QString pairs = data.latent ? BreakdownText::tr("(%1 + c, %1 + c + %2), the rope part only,")
                                                .arg(data.latentNope)
                                                .arg(data.latentRope / 2)
                                          : QStringLiteral("(c, c + d_k/2)");
        //: %1: the first frequencies f_c, %2: which numbers pair up, "(c, c + d_k/2)"
        m.notes << BreakdownText::tr(
                       "RoPE turns each pair of q's and k's numbers %2 by the angle p·f_c, "
                       "f = (%1). Turning both by their positions leaves q·k depending on how far "
                       "apart the tokens are (p_i − p_j), not where they are: the same two vectors "
                       "score differently at another distance — compare “q·kⱼ unturned” with q·kⱼ.")
                       .arg(f.join(numberListSeparator()), pairs);
    }
    if (m.hiddenKeys > 0 && outsideWindow == m.hiddenKeys)
        //: %1: "3 keys" (shown), %2: how many keys in all, %3: "5 keys" (not shown)
        m.notes << BreakdownText::tr(
                       "Showing the %1 of %2 up to the window's edge, in token order; the other %3 "
                       "are outside the sliding window (weight 0).")
                       .arg(BreakdownText::tr("%n key(s)", nullptr, int(shown.size())), QString::number(T),
                            BreakdownText::tr("%n key(s)", nullptr, int(m.hiddenKeys)));
    else if (m.hiddenKeys > 0)
        //: %1: "3 keys" (shown), %2: how many keys in all, %3: "5 keys" (not shown), %4: their weights' sum
        m.notes << BreakdownText::tr("Showing the %1 with the largest weights of %2, in token order; the "
                                     "other %3 carry Σ w = %4.")
                       .arg(BreakdownText::tr("%n key(s)", nullptr, int(shown.size())))
                       .arg(T)
                       .arg(BreakdownText::tr("%n key(s)", nullptr, int(m.hiddenKeys)))
                       .arg(formatNumber(hiddenWeight, p));
}

} // namespace attn::breakdown
