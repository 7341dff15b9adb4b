#include "incremental.h"

#include "incremental_ends.h"

#include "blas.h"
#include "fast_softmax.h"
#include "mask.h"
#include "rope.h"
#include "workers.h"

#include <algorithm>
#include <cmath>
#include <cstring>

namespace attn {

namespace {

    using Index = Eigen::Index;
    using work::Crew;

    constexpr int kRowBlock = 256; // query rows per task
    constexpr int kMaxFlips = 32; // mask cells changed in one row beyond which it is computed again
    constexpr int kMaxUpdates = 256; // updates in a row before a full pass clears the roundings

    double biasAt(const RowVector &b, Index c)
    {
        return b.size() ? b[c] : 0.0; // an empty bias is zeros
    }

    // Which of `heads` column blocks of width dk differ between W (d, heads·dk) + b and W' + b'.
    std::vector<char> changedHeads(const Matrix &W, const RowVector &b, const Matrix &W2, const RowVector &b2,
                                   int heads, int dk)
    {
        std::vector<char> changed(static_cast<std::size_t>(heads), 0);
        for (Index row = 0; row < W.rows(); ++row)
            for (Index c = 0; c < W.cols(); ++c)
                if (W(row, c) != W2(row, c))
                    changed[static_cast<std::size_t>(c / dk)] = 1;
        for (Index c = 0; c < W.cols(); ++c)
            if (biasAt(b, c) != biasAt(b2, c))
                changed[static_cast<std::size_t>(c / dk)] = 1;
        return changed;
    }

    // What differs between two sessions, when they have the same shape.
    struct Change {
        std::vector<int> xRows; // tokens whose embedding changed: their Q, K and V rows
        std::vector<char> qHeads, kHeads, vHeads; // query (K, V) heads whose W and b columns changed
        bool outputWeights = false; // W_O or b_O
        bool maskChanged = false;
        Mask mask; // the new mask, when it changed
    };

    // Why two sessions cannot share a result's shape; empty when they can.
    std::string shapeChange(const Session &a, const Session &b, bool tokensMayDiffer = false)
    {
        if (a.tokenCount() != b.tokenCount() && !tokensMayDiffer)
            return "the number of tokens changed";
        if (a.dModel() != b.dModel() || a.numHeads != b.numHeads || a.kvHeads() != b.kvHeads()
            || a.dK() != b.dK())
            return "the heads changed";
        if (a.effectiveScale() != b.effectiveScale() || !(a.rule() == b.rule()))
            return "the score rule changed";
        if (a.qNorm.size() != b.qNorm.size() || a.qNorm != b.qNorm || a.kNorm.size() != b.kNorm.size()
            || a.kNorm != b.kNorm || a.eps() != b.eps() || a.rope != b.rope)
            return "the norms or the rotation changed";
        return {};
    }

    Change findChange(const Session &a, const Session &b)
    {
        Change c;
        for (int t = 0; t < a.tokenCount(); ++t)
            if ((a.X.row(t).array() != b.X.row(t).array()).any())
                c.xRows.push_back(t);
        const int dk = a.dK();
        c.qHeads = changedHeads(a.Wq, a.bQ, b.Wq, b.bQ, a.numHeads, dk);
        c.kHeads = changedHeads(a.Wk, a.bK, b.Wk, b.bK, a.kvHeads(), dk);
        c.vHeads = changedHeads(a.Wv, a.bV, b.Wv, b.bV, a.kvHeads(), dk);
        c.outputWeights = (a.Wo.array() != b.Wo.array()).any();
        for (Index col = 0; col < a.Wo.cols(); ++col)
            c.outputWeights = c.outputWeights || biasAt(a.bO, col) != biasAt(b.bO, col);
        c.maskChanged = a.causal != b.causal || a.padding != b.padding || a.blocked != b.blocked
            || a.window != b.window || a.prefix != b.prefix || a.segments != b.segments;
        if (c.maskChanged)
            c.mask = buildMask(b); // (T,T)
        return c;
    }

    // The columns of Q, K and V of the heads whose weights changed: X·W + b, then turned.
    void refreshHeadColumns(const Session &s, const Change &c, AttentionResult &r)
    {
        const int T = s.tokenCount(), dk = r.dK;
        const bool turns = s.transformsQK();
        RowVector freqs;
        std::vector<double> positions;
        double factor = 1.0; // YaRN's attention factor
        if (s.rope) {
            freqs = ropeFrequencies(*s.rope, dk); // (d_k/2)
            factor = ropeAttentionFactor(s.rope->scaling);
            positions = ropePositions(*s.rope, T); // (T)
        }
        auto project = [&](const Matrix &W, const RowVector &b, Matrix &into, int head) {
            auto cols = into.middleCols(Index(head) * dk, dk); // (T,d_k) = (T,d)·(d,d_k) + b
            cols.noalias() = s.X * W.middleCols(Index(head) * dk, dk);
            if (b.size())
                cols.rowwise() += b.segment(Index(head) * dk, dk);
        };
        auto projectTurned = [&](const Matrix &W, const RowVector &b, Matrix &unturned, Matrix &into,
                                 const RowVector &norm, int head) {
            if (!turns)
                return project(W, b, into, head);
            project(W, b, unturned, head);
            into.middleCols(Index(head) * dk, dk) = unturned.middleCols(Index(head) * dk, dk);
            HeadColumns cols = into.middleCols(Index(head) * dk, dk);
            if (norm.size())
                rmsNormHeads(cols, 1, dk, norm, s.eps(), 0, T);
            if (freqs.size())
                rotateHeads(cols, 1, dk, freqs, positions, 0, T, factor);
        };
        for (int h = 0; h < r.numHeads; ++h)
            if (c.qHeads[std::size_t(h)])
                projectTurned(s.Wq, s.bQ, r.Qunrotated, r.Q, s.qNorm, h);
        for (int g = 0; g < r.numKvHeads; ++g) {
            if (c.kHeads[std::size_t(g)])
                projectTurned(s.Wk, s.bK, r.Kunrotated, r.K, s.kNorm, g);
            if (c.vHeads[std::size_t(g)])
                project(s.Wv, s.bV, r.V, g);
        }
    }

    // What the tasks share: the session, the old and new mask, the keys that changed and how.
    struct Job {
        const Session &s;
        AttentionResult &r;
        const Mask &oldMask, &newMask;
        std::vector<int> keys; // tokens whose k and v changed (Change::xRows)
        std::vector<int> keyIndex; // (T) position in `keys`, or −1
        Matrix Kold, Vold; // (keys, KV·d_k) their rows before the edit
        std::vector<std::vector<int>> flips; // per row: the mask cells that changed (when few)
        std::vector<char> redoRow; // (T) recompute this row in every head
        std::vector<char> wholeHead, redoOutput; // (H) scores all changed; outputs all changed
        std::atomic<long> recomputed { 0 }, rescaled { 0 };
    };

    // One query row updated for its changed keys from its max and sum; false when it must be
    // computed again (the header says when).
    bool rescaleRow(Job &job, int h, int i, const std::vector<int> &keys)
    {
        AttentionResult &r = job.r;
        HeadResult &hd = r.heads[std::size_t(h)];
        const int dk = r.dK, kv = r.kvHeadOf(h);
        const HeadRule rule = r.headRule(h);
        const auto q = r.Q.row(i).segment(Index(h) * dk, dk); // (d_k)
        const double m = hd.rowMax[i], Z = hd.rowSum[i];
        auto w = hd.weights.row(i); // (T)
        struct Key {
            int t;
            bool wasOpen, isOpen;
            double newLogit, raw;
        };
        thread_local std::vector<Key> changed; // scratch, reused row after row
        changed.clear();
        double lost = 0, newMax = m;
        for (int t : keys) {
            const int k = job.keyIndex[std::size_t(t)];
            Key key { t, !job.oldMask(i, t), !job.newMask(i, t), 0, 0 };
            const auto kNew = r.K.row(t).segment(Index(kv) * dk, dk);
            key.raw = q.dot(kNew);
            key.newLogit = headLogit(rule, key.raw, i, t);
            if (key.wasOpen) {
                const auto kOld = k < 0 ? kNew : job.Kold.row(k).segment(Index(kv) * dk, dk);
                const double oldLogit = k < 0 ? key.newLogit : headLogit(rule, q.dot(kOld), i, t);
                lost += w[t];
                // Is this the key of the row's max? The max may come from another product's
                // roundings: allow for them, in the size of the terms of q·k (no stage after the
                // scale steepens a logit).
                const double slack
                    = 1e-10 * (1 + std::abs(m)) + 1e-13 * dk * std::abs(rule.scale) * q.norm() * kOld.norm();
                if (oldLogit >= m - slack && (!key.isOpen || key.newLogit < oldLogit))
                    return false; // the row's largest logit falls
            }
            if (key.isOpen)
                newMax = std::max(newMax, key.newLogit);
            changed.push_back(key);
        }
        if (lost > 0.5)
            return false;
        if (std::none_of(changed.begin(), changed.end(),
                         [](const Key &k) { return k.wasOpen || k.isOpen; })) {
            if (hd.scores.size()) // every changed key blocked before and after: the weights stay
                for (const Key &key : changed)
                    if (job.keyIndex[std::size_t(key.t)] >= 0)
                        hd.scores(i, key.t) = key.raw;
            return true;
        }
        const double shrink = std::exp(m - newMax); // ≤ 1
        double Zn = Z * (1 - lost) * shrink; // Σ e^(l − m') over the keys that did not change
        for (const Key &key : changed)
            if (key.isOpen)
                Zn += std::exp(key.newLogit - newMax);
        if (!(Zn > 0) || !std::isfinite(Zn))
            return false;
        const double f = Z * shrink / Zn;
        // The output without the changed keys. Taking away a term much larger than what is left
        // (a key with a large value leaving) would leave its roundings behind: compute the row again.
        thread_local RowVector rest; // (d_k) scratch, reused row after row
        rest = hd.output.row(i);
        double removed = 0;
        for (const Key &key : changed)
            if (key.wasOpen) {
                const int k = job.keyIndex[std::size_t(key.t)];
                const auto v = k < 0 ? r.V.row(key.t).segment(Index(kv) * dk, dk)
                                     : job.Vold.row(k).segment(Index(kv) * dk, dk);
                rest -= w[key.t] * v;
                removed += w[key.t] * v.cwiseAbs().maxCoeff();
            }
        if (removed > 64 * rest.cwiseAbs().maxCoeff() && removed > 0)
            return false;
        auto o = hd.output.row(i); // (d_k)
        o = rest * f;
        w *= f;
        if (hd.sink.size()) // the sink's share moves with every key that did not change
            hd.sink[i] *= f;
        for (const Key &key : changed) {
            w[key.t] = key.isOpen ? std::exp(key.newLogit - newMax) / Zn : 0.0;
            if (key.isOpen)
                o += w[key.t] * r.V.row(key.t).segment(Index(kv) * dk, dk);
            if (hd.scores.size() && job.keyIndex[std::size_t(key.t)] >= 0)
                hd.scores(i, key.t) = key.raw;
        }
        hd.rowMax[i] = newMax;
        hd.rowSum[i] = Zn;
        return true;
    }

    // Rows `rows` of head h computed again from Q and K, as a full pass does, with their max and
    // sum. Consecutive rows are computed in place; others through a scratch block.
    void recomputeRows(Job &job, int h, const std::vector<int> &rows)
    {
        if (rows.empty())
            return;
        AttentionResult &r = job.r;
        HeadResult &hd = r.heads[std::size_t(h)];
        const int T = r.tokenCount(), dk = r.dK, kv = r.kvHeadOf(h);
        const Index kvw = r.K.cols();
        const int n = static_cast<int>(rows.size());
        const bool consecutive = rows.back() - rows.front() == n - 1;
        Matrix scratch, q(n, dk); // (n,T) logits → weights; (n,d_k) the queries
        Mask maskRows(n, T);
        for (int a = 0; a < n; ++a) {
            q.row(a) = r.Q.row(rows[std::size_t(a)]).segment(Index(h) * dk, dk);
            maskRows.row(a) = job.newMask.row(rows[std::size_t(a)]);
        }
        if (!consecutive)
            scratch.resize(n, T);
        // Consecutive rows are computed where they are, ld rows apart (the weights' room included).
        double *l = consecutive ? hd.weights.row(rows.front()).data() : scratch.data();
        const Index ld = consecutive ? hd.weights.outerStride() : T;
        // logits (n,T) = q (n,d_k) · K_hᵀ (d_k,T)
        blas::gemm(n, T, dk, 1.0, q.data(), dk, r.K.data() + Index(kv) * dk, kvw, true, 0.0, l, ld);
        StridedMap logits(l, n, T, Eigen::OuterStride<>(ld));
        if (hd.scores.size())
            for (int a = 0; a < n; ++a)
                hd.scores.row(rows[std::size_t(a)]) = logits.row(a);
        const HeadRule rule = r.headRule(h);
        if (consecutive)
            headLogits(rule, logits, rows.front(), 0); // (n,T) the rule's stages
        else
            for (int a = 0; a < n; ++a)
                headLogits(rule, logits.row(a), rows[std::size_t(a)], 0); // (1,T) each
        std::vector<MaskedRow> kinds(static_cast<std::size_t>(n));
        for (int a = 0; a < n; ++a) {
            const auto open = T - maskRows.row(a).count();
            kinds[std::size_t(a)] = open == T ? MaskedRow::None
                : open == 0                   ? MaskedRow::All
                                              : MaskedRow::Some;
        }
        // The softmax with the row statistics the next update rescales from, and the sink's share.
        Vector max(n), sum(n), sink(n);
        fastMaskedSoftmaxRows(
            logits, maskRows, kinds.data(), true,
            { .sink = rule.sink, .sinkWeights = sink.data(), .rowMax = max.data(), .rowSum = sum.data() });
        for (int a = 0; a < n; ++a) {
            const int i = rows[std::size_t(a)];
            hd.rowMax[i] = max[a];
            hd.rowSum[i] = sum[a];
            if (hd.sink.size())
                hd.sink[i] = sink[a];
            if (!consecutive)
                hd.weights.row(i) = logits.row(a);
        }
        Matrix out(n, dk); // (n,d_k) = weights (n,T) · V_h (T,d_k)
        blas::gemm(n, dk, T, 1.0, l, ld, r.V.data() + Index(kv) * dk, kvw, false, 0.0, out.data(), dk);
        for (int a = 0; a < n; ++a)
            hd.output.row(rows[std::size_t(a)]) = out.row(a);
        job.recomputed += n;
    }

    // Rows [row0, row0 + rows) of head h brought up to date.
    void updateBlock(Job &job, int h, int row0, int rows)
    {
        AttentionResult &r = job.r;
        HeadResult &hd = r.heads[std::size_t(h)];
        std::vector<int> redo, keys;
        long rescaled = 0;
        for (int i = row0; i < row0 + rows; ++i) {
            if (job.wholeHead[std::size_t(h)] || job.redoRow[std::size_t(i)]) {
                redo.push_back(i);
                continue;
            }
            // The changed keys of this row: the tokens that changed (sorted already), and its
            // flipped mask cells when it has any.
            const bool flipped = !job.flips.empty() && !job.flips[std::size_t(i)].empty();
            if (flipped) {
                keys = job.keys;
                keys.insert(keys.end(), job.flips[std::size_t(i)].begin(), job.flips[std::size_t(i)].end());
                std::sort(keys.begin(), keys.end());
                keys.erase(std::unique(keys.begin(), keys.end()), keys.end());
            }
            const std::vector<int> &rowKeys = flipped ? keys : job.keys;
            if (rowKeys.empty())
                continue; // untouched
            if (hd.rowSum[i] == 0) { // every key blocked before and after: only raw scores to keep
                if (hd.scores.size())
                    for (int t : job.keys)
                        hd.scores(i, t) = r.Q.row(i)
                                              .segment(Index(h) * r.dK, r.dK)
                                              .dot(r.K.row(t).segment(Index(r.kvHeadOf(h)) * r.dK, r.dK));
                continue;
            }
            if (rescaleRow(job, h, i, rowKeys))
                ++rescaled;
            else
                redo.push_back(i);
        }
        recomputeRows(job, h, redo);
        job.rescaled += rescaled;
        if (job.redoOutput[std::size_t(h)]) { // V_h changed: O_h rows (rows,d_k) = weights · V_h
            const int T = r.tokenCount(), dk = r.dK, kv = r.kvHeadOf(h);
            blas::gemm(rows, dk, T, 1.0, hd.weights.row(row0).data(), hd.weights.outerStride(), r.V.data() + Index(kv) * dk,
                       r.V.cols(), false, 0.0, hd.output.row(row0).data(), dk);
        }
    }

    // The rows whose mask changed: few cells → their list; many, or every key blocked before
    // or after → computed again.
    void findFlips(Job &job)
    {
        const int T = job.s.tokenCount();
        job.flips.assign(std::size_t(T), {});
        for (int i = 0; i < T; ++i) {
            const bool *a = job.oldMask.row(i).data(), *b = job.newMask.row(i).data();
            if (std::memcmp(a, b, std::size_t(T)) == 0)
                continue;
            auto &list = job.flips[std::size_t(i)];
            for (int j = 0; j < T && int(list.size()) <= kMaxFlips; ++j)
                if (a[j] != b[j])
                    list.push_back(j);
            if (int(list.size()) > kMaxFlips || job.newMask.row(i).all() || job.oldMask.row(i).all()) {
                job.redoRow[std::size_t(i)] = 1;
                list.clear();
            }
        }
    }

} // namespace

void copyResult(const AttentionResult &from, AttentionResult &into, int threads)
{
    const int T = from.tokenCount(), H = from.numHeads;
    into.dModel = from.dModel;
    into.numHeads = H;
    into.dK = from.dK;
    into.numKvHeads = from.numKvHeads;
    into.scale = from.scale;
    into.rule = from.rule;
    into.updatesSinceFullPass = from.updatesSinceFullPass;
    into.Q = from.Q; // (T,·) each: small beside the heads
    into.K = from.K;
    into.V = from.V;
    into.Qunrotated = from.Qunrotated;
    into.Kunrotated = from.Kunrotated;
    into.mask = from.mask;
    into.concat = from.concat;
    into.output = from.output;
    into.heads.resize(from.heads.size());
    for (std::size_t h = 0; h < from.heads.size(); ++h) {
        const HeadResult &a = from.heads[h];
        HeadResult &b = into.heads[h];
        for (auto [src, dst] : { std::pair { &a.weights, &b.weights }, { &a.scores, &b.scores } }) {
            if (dst->rows() == src->rows() && dst->cols() == src->cols())
                continue; // no new memory when it has the shape
            dst->resize(src->rows(), src->cols()); // asks for large pages (stridedmatrix.h)
            // Fresh memory, mapped in one call before it is written, as the full pass does (a
            // page fault each 4 KiB costs seconds per gigabyte on some virtual machines).
            work::populate(dst->data(), dst->bytesHeld());
        }
        b.output = a.output;
        b.fullyMaskedRows = a.fullyMaskedRows;
        b.rowMax = a.rowMax;
        b.rowSum = a.rowSum;
        b.sink = a.sink;
        b.contentId = 0; // unknown until the weights below are copied
    }
    const int blocks = std::max(1, (T + kRowBlock - 1) / kRowBlock);
    Crew crew(work::chooseThreads(threads, double(T) * T * H), 0, {}, nullptr);
    crew.run(
        H * blocks,
        [&](int task, int) {
            const HeadResult &a = from.heads[std::size_t(task / blocks)];
            HeadResult &b = into.heads[std::size_t(task / blocks)];
            const int row0 = task % blocks * kRowBlock, rows = std::max(0, std::min(kRowBlock, T - row0));
            for (auto [src, dst] : { std::pair { &a.weights, &b.weights }, { &a.scores, &b.scores } })
                if (src->size())
                    for (int i = row0; i < row0 + rows; ++i)
                        std::memcpy(dst->row(i).data(), src->row(i).data(), sizeof(double) * std::size_t(T));
        },
        [](int) { return 0.0; });
    for (std::size_t h = 0; h < from.heads.size(); ++h) // the same weights now
        into.heads[h].contentId = from.heads[h].contentId;
}

void deriveRowStatistics(AttentionResult &r, int threads)
{
    const int T = r.tokenCount(), dk = r.dK, H = r.numHeads;
    const int blocks = (T + kRowBlock - 1) / kRowBlock;
    std::vector<int> todo;
    for (int h = 0; h < H; ++h)
        if (r.heads[std::size_t(h)].rowMax.size() != T) {
            r.heads[std::size_t(h)].rowMax.resize(T);
            r.heads[std::size_t(h)].rowSum.resize(T);
            todo.push_back(h);
        }
    if (todo.empty())
        return;
    Crew crew(work::chooseThreads(threads, double(T) * T * double(todo.size())), 0, {}, nullptr);
    crew.run(
        static_cast<int>(todo.size()) * blocks,
        [&](int task, int) {
            const int h = todo[std::size_t(task / blocks)], row0 = task % blocks * kRowBlock;
            HeadResult &hd = r.heads[std::size_t(h)];
            const int kv = r.kvHeadOf(h);
            const HeadRule rule = r.headRule(h);
            for (int i = row0; i < std::min(T, row0 + kRowBlock); ++i) {
                Index j = 0;
                const double top = hd.weights.row(i).maxCoeff(&j);
                const double sink = hd.sink.size() ? hd.sink[i] : 0.0;
                if (top <= 0 && sink <= 0) { // every key blocked
                    hd.rowMax[i] = hd.rowSum[i] = 0;
                    continue;
                }
                if (sink > top) { // the sink holds the row's largest logit
                    hd.rowMax[i] = rule.sink;
                    hd.rowSum[i] = 1.0 / sink;
                    continue;
                }
                const double raw
                    = r.Q.row(i).segment(Index(h) * dk, dk).dot(r.K.row(j).segment(Index(kv) * dk, dk));
                hd.rowMax[i] = headLogit(rule, raw, i, int(j));
                hd.rowSum[i] = 1.0 / top;
            }
        },
        [](int) { return 0.0; });
}

namespace {

    // Tokens added or removed at the end, nothing else changed (incremental_ends.h): the update
    // between two sessions of one size, one with those tokens masked out, and the result grown
    // before it or cut after it.
    UpdateReport updateAtTheEnd(const Session &before, const Session &after, AttentionResult &r,
                                const UpdateOptions &options)
    {
        const int Tb = before.tokenCount(), Ta = after.tokenCount();
        if (Ta < Tb) { // masked out where they are, then cut off
            UpdateReport report = updateAttention(before, ends::maskedFrom(before, Ta), r, options);
            if (report.updated) {
                ends::fitTokens(after, r, options.threads);
                for (HeadResult &hd : r.heads)
                    hd.contentId = newContentId();
            }
            return report;
        }
        const AttentionResult &base = options.copyFrom ? *options.copyFrom : r;
        UpdateReport report;
        if (base.updatesSinceFullPass >= kMaxUpdates) {
            report.fullPassBecause = "many updates since the last full pass";
            return report;
        }
        if (Ta - Tb > kMaxFlips) { // every row would be computed again: known before growing
            report.fullPassBecause = "many tokens added";
            return report;
        }
        if (options.copyFrom)
            copyResult(*options.copyFrom, r, options.threads);
        std::vector<std::uint64_t> ids;
        for (const HeadResult &hd : r.heads)
            ids.push_back(hd.contentId);
        const Session masked = ends::maskedFrom(after, Tb);
        ends::fitTokens(masked, r, options.threads); // grown by them, masked out
        UpdateOptions inner = options;
        inner.copyFrom = nullptr;
        report = updateAttention(masked, after, r, inner);
        if (!report.updated && !report.cancelled) { // not worth it after all: r as it was
            ends::fitTokens(before, r, options.threads);
            for (std::size_t h = 0; h < ids.size(); ++h)
                r.heads[h].contentId = ids[h];
        }
        return report;
    }

    // What the update costs, against a full pass: both products and the exponentials of every head.
    double updateCost(const Job &job, const Change &c, int T, int H, int dk)
    {
        const double perHead = double(T) * T * (4.0 * dk + 25);
        const double redoRows = double(std::count(job.redoRow.begin(), job.redoRow.end(), 1));
        double flips = 0;
        for (const auto &f : job.flips)
            flips += double(f.size());
        double cost = 0;
        for (int h = 0; h < H; ++h) {
            if (job.wholeHead[std::size_t(h)])
                cost += perHead;
            else
                cost += redoRows * T * (4.0 * dk + 25)
                    + (c.xRows.empty() ? 0 : double(T) * (4.0 * dk * double(c.xRows.size()) + 4))
                    + flips * 4.0 * dk;
            if (job.redoOutput[std::size_t(h)])
                cost += 2.0 * T * T * dk;
        }
        return cost;
    }

    // After the heads: the new mask and its fully masked rows, then concat and the output on the rows
    // that changed. False when cancelled.
    bool refreshOutput(const Session &after, const Job &job, Change &c, AttentionResult &r, Crew &crew)
    {
        const int T = after.tokenCount(), H = r.numHeads, dk = r.dK;
        if (c.maskChanged) {
            r.mask.swap(c.mask);
            const std::vector<MaskedRow> kinds = summariseMaskRows(r.mask);
            std::vector<int> fully;
            for (int i = 0; i < T; ++i)
                if (kinds[std::size_t(i)] == MaskedRow::All)
                    fully.push_back(i);
            for (HeadResult &hd : r.heads)
                hd.fullyMaskedRows = fully;
        }
        // concat (T,H·d_k) = [O_0 | O_1 | …]; output (T,d) = concat · W_O + b_O, on the rows whose
        // concat changed (every row when W_O or b_O did, a token's k or v, or a head whole).
        for (int h = 0; h < H; ++h)
            r.concat.middleCols(Index(h) * dk, dk) = r.heads[std::size_t(h)].output;
        bool everyRow = c.outputWeights || !c.xRows.empty()
            || std::count(job.wholeHead.begin(), job.wholeHead.end(), 1) > 0
            || std::count(job.redoOutput.begin(), job.redoOutput.end(), 1) > 0;
        std::vector<int> rowsOut;
        for (int i = 0; i < T && !everyRow; ++i)
            if (job.redoRow[std::size_t(i)] || (!job.flips.empty() && !job.flips[std::size_t(i)].empty()))
                rowsOut.push_back(i);
        // Many rows (a padding flag, a token added: a cell in every row): one product on every core,
        // not a row at a time on one.
        everyRow = everyRow || 8 * rowsOut.size() > std::size_t(T);
        const int chunks = everyRow ? std::max(1, std::min(crew.threads() * 2, T / 64)) : 1;
        const bool combined = crew.run(
            chunks,
            [&](int k, int) {
                if (!everyRow) { // a few rows: (1,d) = (1,H·d_k)·(H·d_k,d) + b_O each
                    for (int i : rowsOut) {
                        r.output.row(i).noalias() = r.concat.row(i) * after.Wo;
                        if (after.bO.size())
                            r.output.row(i) += after.bO;
                    }
                    return;
                }
                const int t0 = int(Index(T) * k / chunks), t1 = int(Index(T) * (k + 1) / chunks);
                blas::gemm(t1 - t0, r.dModel, r.concat.cols(), 1.0, r.concat.row(t0).data(), r.concat.cols(),
                           after.Wo.data(), after.Wo.cols(), false, 0.0, r.output.row(t0).data(),
                           r.output.cols());
                if (after.bO.size())
                    r.output.middleRows(t0, t1 - t0).rowwise() += after.bO;
            },
            [](int) { return 0.0; });
        return combined;
    }

} // namespace

UpdateReport updateAttention(const Session &before, const Session &after, AttentionResult &r,
                             const UpdateOptions &options)
{
    UpdateReport report;
    if (before.mla || after.mla) { // latent attention: computed whole (latent.h)
        report.fullPassBecause = "latent attention (mla) is computed whole";
        return report;
    }
    if (before.tokenCount() != after.tokenCount() && shapeChange(before, after, true).empty()
        && ends::onlyTheEndDiffers(before, after))
        return updateAtTheEnd(before, after, r, options);
    if (std::string why = shapeChange(before, after); !why.empty()) {
        report.fullPassBecause = why;
        return report;
    }
    const AttentionResult &base = options.copyFrom ? *options.copyFrom : r;
    if (base.updatesSinceFullPass >= kMaxUpdates) {
        report.fullPassBecause = "many updates since the last full pass";
        return report;
    }
    Change c = findChange(before, after);
    const int T = after.tokenCount(), H = base.numHeads, dk = base.dK;
    Job job { after, r, base.mask, c.maskChanged ? c.mask : base.mask, c.xRows, {}, {}, {}, {}, {}, {}, {} };
    job.redoRow.assign(std::size_t(T), 0);
    for (int t : c.xRows)
        job.redoRow[std::size_t(t)] = 1;
    if (c.maskChanged)
        findFlips(job);
    job.wholeHead.assign(std::size_t(H), 0);
    job.redoOutput.assign(std::size_t(H), 0);
    for (int h = 0; h < H; ++h) {
        const auto kv = std::size_t(base.kvHeadOf(h));
        job.wholeHead[std::size_t(h)] = c.qHeads[std::size_t(h)] || c.kHeads[kv];
        job.redoOutput[std::size_t(h)] = c.vHeads[kv];
    }

    const double perHead = double(T) * T * (4.0 * dk + 25); // a full pass's share of one head
    const double cost = updateCost(job, c, T, H, dk);
    if (cost > 0.5 * perHead * H) {
        report.fullPassBecause = "the edit changes most of the result";
        return report;
    }

    if (options.copyFrom) // the tasks still read the old mask from `base`
        copyResult(*options.copyFrom, r, options.threads);
    // Whose weights change: every head's when a token's q, k or v or the mask did, else those
    // computed whole. Unknown while they are written (a cancel leaves them so).
    const bool everyHead = !c.xRows.empty() || c.maskChanged;
    for (int h = 0; h < H; ++h)
        if (everyHead || job.wholeHead[std::size_t(h)])
            r.heads[std::size_t(h)].contentId = 0;
    deriveRowStatistics(r, options.threads);
    // The old k and v of the tokens that changed, then Q, K and V brought up to date.
    job.keyIndex.assign(std::size_t(T), -1);
    job.Kold.resize(Index(c.xRows.size()), r.K.cols());
    job.Vold.resize(Index(c.xRows.size()), r.V.cols());
    for (std::size_t k = 0; k < c.xRows.size(); ++k) {
        job.keyIndex[std::size_t(c.xRows[k])] = static_cast<int>(k);
        job.Kold.row(Index(k)) = r.K.row(c.xRows[k]);
        job.Vold.row(Index(k)) = r.V.row(c.xRows[k]);
    }
    refreshHeadColumns(after, c, r);
    ends::refreshRows(after, c.xRows, r);

    const int blocks = (T + kRowBlock - 1) / kRowBlock;
    Crew crew(work::chooseThreads(options.threads, cost), cost, {}, options.cancel);
    const bool done = crew.run(
        H * blocks,
        [&](int task, int) {
            const int row0 = task % blocks * kRowBlock;
            updateBlock(job, task / blocks, row0, std::min(kRowBlock, T - row0));
        },
        [&](int) { return cost / (H * blocks); });
    if (!done) {
        report.cancelled = true;
        return report;
    }

    if (!refreshOutput(after, job, c, r, crew)) {
        report.cancelled = true;
        return report;
    }
    crew.finished();

    ++r.updatesSinceFullPass;
    for (HeadResult &hd : r.heads)
        if (hd.contentId == 0)
            hd.contentId = newContentId();
    report.updated = true;
    report.headsRecomputed = static_cast<int>(std::count(job.wholeHead.begin(), job.wholeHead.end(), 1));
    report.rowsRecomputed = job.recomputed;
    report.rowsRescaled = job.rescaled;
    return report;
}

} // namespace attn
