#include "breakdown.h"

#include <cmath>

#include "rope.h"

namespace attn {

RowBreakdown explainRow(const Session &s, const AttentionResult &r, int head, int query)
{
    RowBreakdown b;
    b.head = head;
    b.query = query;
    b.scale = r.scale;
    b.rule = r.headRule(head);
    const int T = r.tokenCount();
    b.q = headSlice(r.Q, head, r.dK).row(query); // (d_k)
    b.keys = headSlice(r.K, r.kvHeadOf(head), r.dK); // (T,d_k), the K/V head it reads
    b.values = headSlice(r.V, r.kvHeadOf(head), r.dK); // (T,d_k)
    b.scores = b.q * b.keys.transpose(); // (T) = (d_k)·(d_k,T)
    b.reasons = blockReasonRow(s, query); // (T) why each key is blocked
    b.window = s.window.value_or(0);
    std::vector<bool> blocked(T);
    for (int j = 0; j < T; ++j)
        blocked[j] = b.reasons[j] != NotBlocked;
    RowVector logits = b.scores; // (T) → the rule's stages, each kept in the trace
    headLogits(b.rule, Eigen::Map<Matrix>(logits.data(), 1, T), query, 0, &b.trace);
    b.softmax = softmaxSteps(logits, blocked, b.rule.sink);
    b.output = b.softmax.weights * b.values; // (d_k) = (T)·(T,d_k)

    if (s.rope && r.Qunrotated.size()) {
        RowBreakdown::Rotation rot;
        rot.qBefore = unturnedQueries(s, r, head).row(query); // (d_k)
        rot.keysBefore = unturnedKeys(s, r, head); // (T,d_k)
        rot.positions = ropePositions(*s.rope, T);
        rot.freqs = ropeFrequencies(*s.rope, s.mla ? s.mla->rope : r.dK); // latent attention: its rope part
        rot.factor = ropeAttentionFactor(s.rope->scaling);
        rot.scoresUnrotated = rot.qBefore * rot.keysBefore.transpose(); // (T) = (d_k)·(d_k,T)
        b.rotation = std::move(rot);
    }

    if (s.qNorm.size() && r.Qunrotated.size()) {
        RowBreakdown::QueryNorm n;
        n.projected = headSlice(r.Qunrotated, head, r.dK).row(query); // (d_k)
        n.rms = std::sqrt(n.projected.squaredNorm() / double(r.dK) + s.eps());
        n.normed = unturnedQueries(s, r, head).row(query); // (d_k) after the norm, before RoPE
        b.queryNorm = std::move(n);
    }

    const SoftmaxSteps unmasked = softmaxSteps(logits, std::vector<bool>(T, false), b.rule.sink);
    b.maskAfterSoftmax = unmasked.weights;
    for (int j = 0; j < T; ++j)
        if (blocked[j])
            b.maskAfterSoftmax[j] = 0.0;
    return b;
}

} // namespace attn
