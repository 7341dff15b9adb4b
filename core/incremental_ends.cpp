#include "incremental_ends.h"

#include "mask.h"
#include "memory.h"
#include "workers.h"

#include <algorithm>
#include <cstring>

namespace attn::ends {

namespace {

    using Index = Eigen::Index;

    // The cells of `blocked` among the first n tokens, in one order.
    std::vector<std::pair<int, int>> blockedAmong(const std::vector<std::pair<int, int>> &blocked, int n)
    {
        std::vector<std::pair<int, int>> out;
        for (const auto &c : blocked)
            if (c.first < n && c.second < n)
                out.push_back(c);
        std::sort(out.begin(), out.end());
        out.erase(std::unique(out.begin(), out.end()), out.end());
        return out;
    }

    bool flagAt(const std::vector<bool> &flags, int t)
    {
        return t < int(flags.size()) && flags[std::size_t(t)];
    }

    // The room a T×T matrix is given when it grows past its block: tokens added one at a time
    // at the end then grow it where it is (a row and a column written) for a while; 32 more
    // rows and columns at 4096 tokens, 1.6 % more memory.
    Index roomFor(int T) { return std::max(16, T / 128); }

    // Whether fitSquare() keeps m where it is: its block has room for T×T and is not much larger
    // (many tokens removed at once give the rest back).
    bool fitsInPlace(const StridedMatrix &m, int T)
    {
        return m.hasRoomFor(T, T) && m.capacityRows() <= T + 2 * roomFor(T);
    }

    // m (T0,T0) made (T,T): the rows and columns both have kept, the rest 0.
    //  * Where its block has room (stridedmatrix.h), in place: a token removed moves nothing, a
    //    token added writes a zero column and a zero row. A block much larger than T (many
    //    tokens removed at once) is not kept.
    //  * Otherwise into a new block with room, mapped in one call (a fault per page costs
    //    seconds per gigabyte on some virtual machines), copied on every core; one matrix at a
    //    time, so a result never holds two of a head's. The old block goes back to the system
    //    at once: the grown one does not fit where it was, and the app's heap would otherwise
    //    keep every old one (core/memory.h).
    void fitSquare(StridedMatrix &m, int T, int threads)
    {
        const int T0 = int(m.rows()), n = std::min(T0, T);
        if (fitsInPlace(m, T)) {
            m.resizeKeeping(T, T);
            return;
        }
        const Index room = T > T0 ? roomFor(T) : 0; // cut: as tight as a full pass's
        StridedMatrix fitted = StridedMatrix::withRoom(T, T, room, room);
        work::populate(fitted.data(), sizeof(double) * std::size_t(T) * std::size_t(fitted.outerStride()));
        constexpr int kRows = 256;
        const int tasks = (T + kRows - 1) / kRows;
        work::Crew crew(work::chooseThreads(threads, double(T) * T), 0, {}, nullptr);
        crew.run(
            tasks,
            [&](int task, int) {
                for (int i = task * kRows; i < std::min(T, (task + 1) * kRows); ++i) {
                    double *row = fitted.row(i).data();
                    const int kept = i < n ? n : 0;
                    if (kept)
                        std::memcpy(row, m.row(i).data(), sizeof(double) * std::size_t(kept));
                    std::memset(row + kept, 0, sizeof(double) * std::size_t(T - kept));
                }
            },
            [](int) { return 0.0; });
        m.swap(fitted);
        fitted = StridedMatrix();
        releaseFreedMemory();
    }

} // namespace

bool onlyTheEndDiffers(const Session &a, const Session &b)
{
    const int n = std::min(a.tokenCount(), b.tokenCount());
    if (n == 0 || a.tokenCount() == b.tokenCount())
        return false;
    // The first n rows of each (row-major: one block of memory), compared as memory first
    // (sameNumbers): 16 MB of embeddings at 4096 tokens in 3 ms, against 22 ms number by number.
    auto sameRows = [](const auto &x, const auto &y, Eigen::Index rows) {
        return x.cols() == y.cols() && sameNumbers(x.data(), y.data(), std::size_t(rows) * std::size_t(x.cols()));
    };
    if (!sameRows(a.X, b.X, n))
        return false;
    for (auto [m1, m2] : { std::pair { &a.Wq, &b.Wq }, { &a.Wk, &b.Wk }, { &a.Wv, &b.Wv }, { &a.Wo, &b.Wo } })
        if (m1->rows() != m2->rows() || !sameRows(*m1, *m2, m1->rows()))
            return false;
    for (auto [v1, v2] : { std::pair { &a.bQ, &b.bQ }, { &a.bK, &b.bK }, { &a.bV, &b.bV }, { &a.bO, &b.bO } })
        if (v1->size() != v2->size() || !sameNumbers(v1->data(), v2->data(), std::size_t(v1->size())))
            return false;
    if (a.causal != b.causal || a.window != b.window || a.prefix != b.prefix)
        return false;
    for (int t = 0; t < n; ++t)
        if (flagAt(a.padding, t) != flagAt(b.padding, t))
            return false;
    if (a.segments.empty() != b.segments.empty()
        || !std::equal(a.segments.begin(), a.segments.begin() + (a.segments.empty() ? 0 : n),
                       b.segments.begin()))
        return false;
    return blockedAmong(a.blocked, n) == blockedAmong(b.blocked, n);
}

void refreshRows(const Session &s, const std::vector<int> &rows, AttentionResult &r)
{
    const bool turns = s.transformsQK();
    for (int t : rows) {
        const auto x = s.X.row(t); // (d)
        for (auto [into, W, b] :
             { std::tuple { &r.Q, &s.Wq, &s.bQ }, { &r.K, &s.Wk, &s.bK }, { &r.V, &s.Wv, &s.bV } }) {
            into->row(t).noalias() = x * *W; // (n) = (d)·(d,n)
            if (b->size())
                into->row(t) += *b;
        }
        if (turns) {
            r.Qunrotated.row(t) = r.Q.row(t);
            r.Kunrotated.row(t) = r.K.row(t);
            prepareQK(s, r.Q, r.K, t, 1);
        }
    }
}

Session maskedFrom(const Session &s, int from)
{
    Session m = s;
    const int T = s.tokenCount();
    m.padding.resize(std::size_t(T), false);
    for (int t = from; t < T; ++t) {
        m.padding[std::size_t(t)] = true;
        for (int j = 0; j < T; ++j)
            m.blocked.emplace_back(t, j);
    }
    return m;
}

void fitTokens(const Session &s, AttentionResult &r, int threads)
{
    const int T0 = r.tokenCount(), T = s.tokenCount(), dk = r.dK;
    const int added = std::max(0, T - T0);
    // When a T×T matrix must move to a larger block, what the heap keeps goes back first: the
    // grown matrices do not fit where the old ones were, and the heap would keep those resident
    // beside them. Grown in place, the heap keeps its free blocks, already mapped, for what
    // follows (the view's copy of the map that was larger let its pages go: letGoOfLargeMap).
    bool moving = false;
    for (const HeadResult &hd : r.heads)
        for (const StridedMatrix *m : { &hd.weights, &hd.scores })
            moving = moving || (m->size() && !fitsInPlace(*m, T));
    if (moving)
        releaseFreedMemory();
    // Rows kept, cut or added as zeros (filled below where they are not zeros). A large one
    // (16 MB for Q at 4096 tokens and d_model 512) into a new block mapped in one call, the old
    // block's pages given back as it goes: the heap would keep them resident, and nothing of
    // the new size fits there (core/memory.h).
    auto fitRows = [&](Matrix &m) {
        if (m.size() == 0)
            return;
        const std::size_t oldBytes = sizeof(double) * std::size_t(m.size());
        if (oldBytes < (std::size_t(1) << 20)) {
            m.conservativeResize(T, m.cols());
        } else {
            Matrix fitted(T, m.cols());
            work::preferHugePages(fitted.data(), sizeof(double) * std::size_t(fitted.size()));
            const Index kept = std::min<Index>(T0, T), c = m.cols();
            // Mapped and copied a share of the rows per thread.
            const int tasks = work::chooseThreads(threads, 1e12); // memory, not arithmetic: every core
            work::Crew crew(tasks, 0, {}, nullptr);
            crew.run(
                tasks,
                [&](int task, int) {
                    const Index r0 = T * Index(task) / tasks, r1 = T * Index(task + 1) / tasks;
                    if (r1 <= r0)
                        return;
                    work::populate(fitted.row(r0).data(), sizeof(double) * std::size_t(r1 - r0) * std::size_t(c));
                    if (const Index k1 = std::min(r1, kept); k1 > r0)
                        std::memcpy(fitted.row(r0).data(), m.row(r0).data(), sizeof(double) * std::size_t(k1 - r0) * std::size_t(c));
                },
                [](int) { return 0.0; });
            givePagesBack(m.data(), oldBytes);
            m.swap(fitted);
        }
        if (added)
            m.bottomRows(added).setZero();
    };
    for (Matrix *m : { &r.Q, &r.K, &r.V, &r.Qunrotated, &r.Kunrotated, &r.concat, &r.output })
        fitRows(*m);
    std::vector<int> newTokens;
    for (int t = T0; t < T; ++t)
        newTokens.push_back(t);
    refreshRows(s, newTokens, r);
    if (s.bO.size()) // a query that sees nothing: concat row 0, output b_O
        for (int t = T0; t < T; ++t)
            r.output.row(t) = s.bO;
    r.mask = buildMask(s); // (T,T)
    std::vector<int> fully;
    for (int i = 0; i < T; ++i)
        if (r.mask.row(i).all())
            fully.push_back(i);
    for (int h = 0; h < int(r.heads.size()); ++h) {
        HeadResult &hd = r.heads[std::size_t(h)];
        for (StridedMatrix *m : { &hd.weights, &hd.scores })
            if (m->size())
                fitSquare(*m, T, threads);
        if (hd.scores.size() && added) { // raw q·k of the new rows and columns, as a pass keeps them
            const auto Qh = r.Q.middleCols(Index(h) * dk, dk);
            const auto Kh = r.K.middleCols(Index(r.kvHeadOf(h)) * dk, dk);
            hd.scores.bottomRows(added).noalias() = Qh.bottomRows(added) * Kh.transpose();
            hd.scores.topRightCorner(T0, added).noalias() = Qh.topRows(T0) * Kh.bottomRows(added).transpose();
        }
        fitRows(hd.output);
        for (Vector *v : { &hd.rowMax, &hd.rowSum, &hd.sink }) // a new row sees nothing: its sink takes 0
            if (v->size() == T0) {
                v->conservativeResize(T);
                if (added)
                    v->tail(added).setZero();
            }
        hd.fullyMaskedRows = fully;
        hd.contentId = 0;
    }
    if (moving) // and what the moves freed (the old blocks, the rows' old matrices) goes too
        releaseFreedMemory();
}

} // namespace attn::ends
