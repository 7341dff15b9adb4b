// The breakdown's data: one row of a result made ready for the model (breakdownmodel.h), with a
// pinned result's row and the row's gradient, and the words for why a key is blocked.
#include "breakdownmodel.h"
#include "render/rendertext.h"

#include "core/mask.h"

namespace attn {

QString blockReasonText(std::uint8_t reasons, int window)
{
    QStringList parts;
    if (reasons & BlockedCausal)
        //: why a key is blocked (the causal mask); several reasons are joined by " + "
        parts << BreakdownText::tr("causal");
    if (reasons & BlockedPadding)
        //: why a key is blocked: it is a padding token
        parts << BreakdownText::tr("padding");
    if (reasons & BlockedByHand)
        parts << BreakdownText::tr("blocked by hand");
    if (reasons & BlockedWindow)
        //: why a key is blocked: it is outside the sliding window of %1 tokens
        parts << (window > 0 ? BreakdownText::tr("outside the window of %1").arg(window)
                             : BreakdownText::tr("outside the window"));
    if (reasons & BlockedSegment)
        //: why a key is blocked: it belongs to another sentence of the batch
        parts << BreakdownText::tr("another sentence");
    if (reasons & ~kKnownBlockReasons)
        parts << BreakdownText::tr("blocked"); // a reason this version has no words for
    return parts.join(QStringLiteral(" + "));
}

BreakdownData makeBreakdown(const Session &s, const AttentionResult &r, int head, int query)
{
    BreakdownData d;
    const int T = r.tokenCount();
    if (head < 0 || head >= r.numHeads || head >= int(r.heads.size()) || query < 0 || query >= T
        || s.tokenCount() != T || s.dModel() != r.dModel || r.dK <= 0)
        return d;
    d.row = explainRow(s, r, head, query);
    d.numHeads = r.numHeads;
    d.numKvHeads = r.numKvHeads < r.numHeads ? r.numKvHeads : 0;
    if (s.bQ.size() || s.bK.size()) { // an absent one of the two adds zeros
        const int dK = r.dK;
        d.bQ = s.bQ.size() ? RowVector(s.bQ.segment(head * dK, dK)) : RowVector::Zero(dK);
        d.bK = s.bK.size() ? RowVector(s.bK.segment(r.kvHeadOf(head) * dK, dK)) : RowVector::Zero(dK);
    }
    if (s.mla) {
        d.latent = true;
        d.latentQueryDown = s.mla->Wdq.size() > 0;
        d.latentNope = s.mla->nope;
        d.latentRope = s.mla->rope;
        d.latentV = s.mla->v;
    }
    for (const std::string &t : s.tokens)
        d.tokens << QString::fromStdString(t);
    return d;
}

void addPinnedRow(BreakdownData &data, const AttentionResult &pinned)
{
    data.pinnedWeights = RowVector();
    const RowBreakdown &b = data.row;
    const int T = static_cast<int>(b.scores.size());
    if (T == 0 || pinned.tokenCount() != T || pinned.numHeads != data.numHeads || b.head < 0
        || b.head >= static_cast<int>(pinned.heads.size()) || b.query < 0 || b.query >= T)
        return;
    data.pinnedWeights = pinned.heads[static_cast<std::size_t>(b.head)].weights.row(b.query); // (T)
}

void addGradientRows(BreakdownData &data, const AttentionResult &r, const GradientResult *gradient)
{
    data.gradient = QueryGradient();
    const RowBreakdown &b = data.row;
    const int T = static_cast<int>(b.scores.size());
    if (!gradient || T == 0 || r.tokenCount() != T || gradient->dConcat.rows() != T || b.head < 0
        || b.head >= r.numHeads || b.query < 0 || b.query >= T)
        return;
    data.gradient = queryGradient(r, *gradient, b.head, b.query);
}

} // namespace attn
