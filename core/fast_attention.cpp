#include "fast_attention.h"

#include "blas.h"
#include "fast_softmax.h"

#include <algorithm>
#include <cstdint>
#include <exception>
#include <mutex>
#include <system_error>
#include <thread>

#if defined(__linux__)
#include <sys/mman.h>
#include <unistd.h>
#endif


namespace attn {

namespace {

    using Index = Eigen::Index;


    // Fresh memory is mapped by the kernel page by page on first touch. With 4 KiB pages that
    // is 262 144 faults per GiB, and under some hypervisors a fault costs ~14 µs (measured on
    // the 2-core VM of issue #6: 0.3 GB/s), more than the whole computation. Transparent huge
    // pages make it 512 faults per GiB. Only a hint, for buffers not yet touched: where the
    // kernel says no, nothing changes.
    template <class Buffer> void preferHugePages(Buffer &m)
    {
#if defined(__linux__) && defined(MADV_HUGEPAGE)
        constexpr std::uintptr_t huge = std::uintptr_t(2) << 20;
        const auto first = reinterpret_cast<std::uintptr_t>(m.data());
        const auto begin = (first + huge - 1) & ~(huge - 1);
        const auto end = (first + std::uintptr_t(m.size()) * sizeof(*m.data())) & ~(huge - 1);
        if (end > begin)
            madvise(reinterpret_cast<void *>(begin), end - begin, MADV_HUGEPAGE);
#else
        (void)m;
#endif
    }

    // Maps the pages under [data, data + count) now, in one system call, before the products
    // write there. Measured on the same VM: a fault taken page by page costs ~20 µs per 4 KiB
    // page, a batch ~1 µs. Called by the thread about to fill that part, so the clearing of
    // fresh pages is shared by the threads too. Where the kernel lacks it (before 5.14),
    // nothing changes: the first write faults the pages in as usual.
    template <class Scalar> void populate(const Scalar *data, Index count)
    {
#if defined(__linux__) && defined(MADV_POPULATE_WRITE)
        if (count <= 0)
            return;
        static const auto page = static_cast<std::uintptr_t>(sysconf(_SC_PAGESIZE));
        // Whole pages around the range: each holds mapped bytes of ours, so each is mapped.
        const auto begin = reinterpret_cast<std::uintptr_t>(data) & ~(page - 1);
        const auto end = (reinterpret_cast<std::uintptr_t>(data + count) + page - 1) & ~(page - 1);
        madvise(reinterpret_cast<void *>(begin), end - begin, MADV_POPULATE_WRITE);
#else
        (void)data;
        (void)count;
#endif
    }

    // C (m,n) = alpha · A (m,k) · B (k,n), or alpha · A (m,k) · Bᵀ (k,n) when B is stored (n,k).
    // Row-major with leading dimensions, so head slices (ld = d_model) and row blocks of a T×T
    // matrix (ld = T) go in without copies. C is overwritten (beta = 0).
    void gemm(Index m, Index n, Index k, double alpha, const double *A, Index lda, const double *B, Index ldb,
              bool transposeB, double *C, Index ldc)
    {
        blas::gemm(m, n, k, alpha, A, lda, B, ldb, transposeB, 0.0, C, ldc);
    }

    // m[t0:t0+rows] (rows,d) += b (d) on every row, while those rows are still in cache from
    // the product that wrote them. No bias (empty): nothing to do, no pass over the rows.
    void addBias(Matrix &m, int t0, int rows, const RowVector &b)
    {
        if (b.size() != 0)
            m.middleRows(t0, rows).rowwise() += b;
    }

    // Hands out tasks 0, 1, 2, … to a fixed number of threads (the calling thread is one of
    // them) and tells the caller how far the whole computation has got.
    class Crew {
    public:
        Crew(int threads, double totalFlops, const FastOptions &options)
            : m_threads(threads)
            , m_totalFlops(totalFlops)
            , m_options(options)
        {
        }

        // Runs body(i) for every i in [0, count), in order of i as threads come free; flops(i)
        // is task i's share of the work for the progress report. Returns false, with some tasks
        // never started, once the cancel flag is seen. An exception in a task is rethrown here.
        template <class Body, class Flops> bool run(int count, Body &&body, Flops &&flops)
        {
            std::atomic<int> next { 0 };
            std::exception_ptr error;
            std::mutex errorMutex;
            auto work = [&](bool caller) {
                for (;;) {
                    if (cancelled() || m_failed.load(std::memory_order_relaxed))
                        return;
                    const int i = next.fetch_add(1, std::memory_order_relaxed);
                    if (i >= count)
                        return;
                    try {
                        body(i);
                    } catch (...) {
                        const std::lock_guard lock(errorMutex);
                        if (!error)
                            error = std::current_exception();
                        m_failed = true;
                        return;
                    }
                    m_doneFlops.fetch_add(flops(i), std::memory_order_relaxed);
                    if (caller)
                        report();
                }
            };
            const int helpers = std::min(m_threads, count) - 1;
            std::vector<std::jthread> threads;
            threads.reserve(static_cast<std::size_t>(std::max(helpers, 0)));
            for (int t = 0; t < helpers; ++t) {
                try {
                    threads.emplace_back(work, false);
                } catch (const std::system_error &) { // no thread to be had: fewer do it all
                    break;
                }
            }
            work(true);
            threads.clear(); // joins
            if (error)
                std::rethrow_exception(error);
            report();
            return !cancelled();
        }

        bool cancelled() const
        {
            return m_options.cancel && m_options.cancel->load(std::memory_order_relaxed);
        }

        void finished()
        {
            if (m_options.progress)
                m_options.progress(1.0);
        }

    private:
        // On the calling thread only. Strictly below 1 here: 1.0 is said once, by finished().
        void report()
        {
            if (!m_options.progress || m_totalFlops <= 0)
                return;
            const double f = std::min(m_doneFlops.load(std::memory_order_relaxed) / m_totalFlops, 1.0);
            if (f > m_reported && f < 1.0) {
                m_reported = f;
                m_options.progress(f);
            }
        }

        int m_threads;
        double m_totalFlops;
        const FastOptions &m_options;
        std::atomic<double> m_doneFlops { 0.0 };
        std::atomic<bool> m_failed { false };
        double m_reported = 0.0;
    };

    // Query rows per block. Every product call repacks all of K_h or V_h (T·d_k doubles), so
    // short blocks spend their time copying; one block (rows·T doubles) should still sit in
    // cache from Q·Kᵀ through the softmax to the product with V. Measured on a 2-core Zen
    // (T = 4096): 256 and 512 rows are 5–10 % faster than 128, 64 are 30 % slower; 8 MiB
    // blocks (256 rows at T = 4096) leave room in a shared L3 for the other thread's block.
    int chooseRowBlock(int T, int numHeads, int threads)
    {
        constexpr Index blockBytes = Index(8) << 20;
        int rows = static_cast<int>(blockBytes / (static_cast<Index>(T) * Index(sizeof(double))));
        rows = std::clamp(rows / 8 * 8, 32, 256);
        // Enough blocks that every thread has several to take, so they finish together.
        const int wanted = 4 * threads;
        while (rows > 16 && numHeads * ((T + rows - 1) / rows) < wanted)
            rows /= 2;
        return std::max(1, std::min(rows, T));
    }

    // How one forward pass is cut into tasks for the crew.
    struct Plan {
        int T = 0, d = 0, H = 0, dk = 0;
        int KV = 0, qw = 0, kvw = 0; // K/V heads; columns of Q (and concat), of K and V
        double projectFlops = 0; // the three projections, 2·T·d·(qw + 2·kvw)
        double outFlops = 0; // W_O, 2·T·qw·d
        double attendFlopsPerRow = 0; // Q·Kᵀ and weights·V of one query row of one head
        int chunkRows = 0, chunks = 0; // token rows per projection task
        int R = 0, blocksPerHead = 0; // query rows per attention task

        std::pair<int, int> chunk(int c) const
        {
            return { c * chunkRows, std::min(chunkRows, T - c * chunkRows) };
        }
        std::pair<int, int> block(int task) const
        {
            const int i0 = task % blocksPerHead * R;
            return { i0, std::min(R, T - i0) };
        }
    };

    // The result's buffers at their shapes (a recycled result keeps the memory that still fits),
    // the mask built. New memory is first touched by the thread that fills it.
    void prepareResult(const Session &s, const FastOptions &options, const Plan &p, AttentionResult &r)
    {
        r.dModel = p.d;
        r.numHeads = p.H;
        r.dK = p.dk;
        r.numKvHeads = p.KV;
        r.scale = s.effectiveScale();
        r.rule = s.rule();
        const bool unrotated = s.transformsQK();
        for (auto [m, cols] : { std::pair { &r.Q, p.qw },
                                { &r.K, p.kvw },
                                { &r.V, p.kvw },
                                { &r.concat, p.qw },
                                { &r.output, p.d },
                                { &r.Qunrotated, unrotated ? p.qw : 0 },
                                { &r.Kunrotated, unrotated ? p.kvw : 0 } }) {
            m->resize(cols > 0 ? p.T : 0, cols); // (T,H·d_k), (T,KV·d_k) …, (T,d_model)
            preferHugePages(*m);
        }
        r.mask.resize(p.T, p.T);
        preferHugePages(r.mask);
        populate(r.mask.data(), r.mask.size());
        buildMask(s, r.mask); // (T,T)
        r.heads.resize(static_cast<std::size_t>(p.H));
        for (int k = 0; k < p.H; ++k) {
            HeadResult &h = r.heads[static_cast<std::size_t>(k)];
            h.sink.resize(r.headRule(k).hasSink() ? p.T : 0); // (T) the sink's weights, or none
            h.weights.resize(p.T, p.T); // large pages asked for where the block is new
            if (options.keepScores) {
                h.scores.resize(p.T, p.T);
            } else {
                h.scores.resize(0, 0);
            }
            h.output.resize(p.T, p.dk);
            preferHugePages(h.output);
            h.fullyMaskedRows.clear();
            h.rowMax.resize(0); // a recycled result's statistics describe weights now gone
            h.rowSum.resize(0);
        }
        r.updatesSinceFullPass = 0;
    }

    // 1. Projections, a chunk of token rows per task (each product repacks W: keep chunks tall).
    //    Then, row by row, each head's q and k normalised and rotated (rope.h) where the session says.
    bool project(Crew &crew, const Session &s, const Plan &p, AttentionResult &r)
    {
        const int d = p.d;
        return crew.run(
            p.chunks,
            [&](int c) {
                const auto [t0, rows] = p.chunk(c);
                const double *x = s.X.data() + Index(t0) * d;
                for (Matrix *m : { &r.Q, &r.K, &r.V })
                    populate(m->data() + Index(t0) * m->cols(), Index(rows) * m->cols());
                // Q[t0:t0+rows] (rows,qw) = X[t0:t0+rows] (rows,d) · W_Q (d,qw) + b_Q; K and V (kvw) alike
                gemm(rows, p.qw, d, 1.0, x, d, s.Wq.data(), p.qw, false, r.Q.data() + Index(t0) * p.qw, p.qw);
                gemm(rows, p.kvw, d, 1.0, x, d, s.Wk.data(), p.kvw, false, r.K.data() + Index(t0) * p.kvw,
                     p.kvw);
                gemm(rows, p.kvw, d, 1.0, x, d, s.Wv.data(), p.kvw, false, r.V.data() + Index(t0) * p.kvw,
                     p.kvw);
                addBias(r.Q, t0, rows, s.bQ);
                addBias(r.K, t0, rows, s.bK);
                addBias(r.V, t0, rows, s.bV);
                if (r.Qunrotated.size() > 0) {
                    r.Qunrotated.middleRows(t0, rows) = r.Q.middleRows(t0, rows);
                    r.Kunrotated.middleRows(t0, rows) = r.K.middleRows(t0, rows);
                    prepareQK(s, r.Q, r.K, t0, rows);
                }
            },
            [&](int c) { return p.projectFlops * p.chunk(c).second / p.T; });
    }

    // One block of query rows of one head: scores → softmax → · V_h, while the block is in cache.
    // Returns the rows (within the block) whose keys are all blocked.
    std::vector<int> attendBlock(const Session &s, const FastOptions &options, const Plan &p,
                                 AttentionResult &r, const std::vector<MaskedRow> &maskedRows, int h, int i0,
                                 int rows)
    {
        const int T = p.T, dk = p.dk, qw = p.qw, kvw = p.kvw;
        const int kv = r.kvHeadOf(h); // the K/V head query head h reads
        HeadResult &head = r.heads[static_cast<std::size_t>(h)];
        const double *q = r.Q.data() + Index(i0) * qw + Index(h) * dk; // Q_h rows i0…, ld qw
        const double *k = r.K.data() + Index(kv) * dk; // K_h, ld kvw
        const double *v = r.V.data() + Index(kv) * dk; // V_h, ld kvw
        const Index ldw = head.weights.outerStride(); // ≥ T: a grown result's rows have room
        double *w = head.weights.data() + Index(i0) * ldw; // weights rows i0…, ld ldw
        double *o = head.output.data() + Index(i0) * dk; // O_h rows i0…, ld d_k
        populate(w, Index(rows) * ldw);
        populate(o, Index(rows) * dk);
        // Keys outside the span the causal mask and the window leave open to this block are
        // blocked for all its queries: those weights are exactly 0 without computing them (half
        // the T×T work under a causal mask, most of it under a short window). Kept scores are raw
        // q·k for every key, so then the whole row is computed.
        const KeySpan span = options.keepScores ? KeySpan { 0, T } : openKeySpan(s, i0, i0 + rows - 1);
        const int k0 = span.begin, keys = span.end - span.begin;
        using Strided = Eigen::Map<Matrix, 0, Eigen::OuterStride<>>;
        const Strided logits(w + k0, rows, keys, Eigen::OuterStride<>(ldw)); // (rows,keys)
        if (options.keepScores) {
            const Index lds = head.scores.outerStride();
            double *sc = head.scores.data() + Index(i0) * lds;
            populate(sc, Index(rows) * lds);
            // scores (rows,T) = Q_h[i0:i0+rows] (rows,dk) · K_hᵀ (dk,T)
            gemm(rows, T, dk, 1.0, q, qw, k, kvw, true, sc, lds);
            Strided(w, rows, T, Eigen::OuterStride<>(ldw)) = Strided(sc, rows, T, Eigen::OuterStride<>(lds));
        } else if (keys > 0) {
            // scores (rows,keys) = Q_h[i0:i0+rows] (rows,dk) · K_h[k0:k0+keys]ᵀ (dk,keys)
            gemm(rows, keys, dk, 1.0, q, qw, k + Index(k0) * kvw, kvw, true, w + k0, ldw);
        }
        const HeadRule rule = r.headRule(h);
        headLogits(rule, logits, i0, k0); // (rows,keys) the rule's stages, as computeAttention runs them
        // weights (rows,keys): the masked stable softmax of every row (with the sink), in place
        SoftmaxExtras extras { .sink = rule.sink };
        if (head.sink.size())
            extras.sinkWeights = head.sink.data() + i0;
        std::vector<int> fullyMasked = fastMaskedSoftmaxRows(logits, r.mask.block(i0, k0, rows, keys),
                                                             maskedRows.data() + i0, options.vectorSoftmax, extras);
        if (k0 > 0)
            Strided(w, rows, k0, Eigen::OuterStride<>(ldw)).setZero(); // keys before the window
        if (span.end < T)
            Strided(w + span.end, rows, T - span.end, Eigen::OuterStride<>(ldw)).setZero(); // future keys
        // O_h[i0:i0+rows] (rows,dk) = weights (rows,keys) · V_h[k0:k0+keys] (keys,dk)
        if (keys > 0)
            gemm(rows, dk, keys, 1.0, w + k0, ldw, v + Index(k0) * kvw, kvw, false, o, dk);
        else
            Eigen::Map<Matrix>(o, rows, dk).setZero(); // every key blocked: zero outputs
        return fullyMasked;
    }

    // 2. Every head, one block of query rows per task. Tasks go head by head, so the threads
    //    share one K_h and V_h.
    bool attend(Crew &crew, const Session &s, const FastOptions &options, const Plan &p, AttentionResult &r)
    {
        const std::vector<MaskedRow> maskedRows = summariseMaskRows(r.mask); // (T)
        std::vector<std::vector<int>> fullyMasked(static_cast<std::size_t>(p.H * p.blocksPerHead));
        const bool attended = crew.run(
            p.H * p.blocksPerHead,
            [&](int task) {
                const auto [i0, rows] = p.block(task);
                fullyMasked[static_cast<std::size_t>(task)]
                    = attendBlock(s, options, p, r, maskedRows, task / p.blocksPerHead, i0, rows);
            },
            [&](int task) { return p.attendFlopsPerRow * p.block(task).second; });
        if (!attended)
            return false;
        for (int task = 0; task < p.H * p.blocksPerHead; ++task) {
            std::vector<int> &rows
                = r.heads[static_cast<std::size_t>(task / p.blocksPerHead)].fullyMaskedRows;
            for (int i : fullyMasked[static_cast<std::size_t>(task)])
                rows.push_back(p.block(task).first + i);
        }
        return true;
    }

    // 3. concat and W_O, a chunk of token rows per task.
    bool combine(Crew &crew, const Session &s, const Plan &p, AttentionResult &r)
    {
        const int d = p.d, dk = p.dk, qw = p.qw;
        return crew.run(
            p.chunks,
            [&](int c) {
                const auto [t0, rows] = p.chunk(c);
                populate(r.concat.data() + Index(t0) * qw, Index(rows) * qw);
                populate(r.output.data() + Index(t0) * d, Index(rows) * d);
                // concat[t0:t0+rows] (rows,qw) = [O_0 | O_1 | …] rows t0…
                for (int h = 0; h < p.H; ++h)
                    r.concat.block(t0, Index(h) * dk, rows, dk)
                        = r.heads[static_cast<std::size_t>(h)].output.middleRows(t0, rows);
                // output[t0:t0+rows] (rows,d) = concat[t0:t0+rows] (rows,qw) · W_O (qw,d) + b_O
                gemm(rows, d, qw, 1.0, r.concat.data() + Index(t0) * qw, qw, s.Wo.data(), d, false,
                     r.output.data() + Index(t0) * d, d);
                addBias(r.output, t0, rows, s.bO);
            },
            [&](int c) { return p.outFlops * p.chunk(c).second / p.T; });
    }

} // namespace

std::optional<AttentionResult> computeAttentionFast(const Session &s, const FastOptions &options)
{
    if (s.mla) { // latent attention: the readable pass (latent.h), which makes q, k and v from the latents
        AttentionResult r = computeAttention(s, { .keepScores = options.keepScores });
        if (options.progress)
            options.progress(1.0);
        return r;
    }
    Plan p;
    p.T = s.tokenCount();
    p.d = s.dModel();
    p.H = s.numHeads;
    p.dk = s.dK();
    p.KV = s.kvHeads();
    p.qw = s.qWidth();
    p.kvw = s.kvWidth();
    // FLOPs per phase, as attention-bench counts them: 3 projections and W_O (2·T·d² each
    // without today's keys), Q·Kᵀ and weights·V (2·T²·d_k each, per head).
    p.projectFlops = 2.0 * p.T * double(p.d) * (p.qw + 2.0 * p.kvw);
    p.outFlops = 2.0 * p.T * double(p.qw) * p.d;
    p.attendFlopsPerRow = 4.0 * p.T * double(p.dk);
    const double totalFlops = p.projectFlops + p.outFlops + p.attendFlopsPerRow * p.T * p.H;

    int threads
        = options.threads > 0 ? options.threads : static_cast<int>(std::thread::hardware_concurrency());
    // Below a few MFLOP a second thread costs more to start than it saves.
    if (threads < 1 || totalFlops < 4e6)
        threads = 1;
    p.chunkRows = std::max(128, (p.T + 2 * threads - 1) / (2 * threads));
    p.chunks = (p.T + p.chunkRows - 1) / p.chunkRows;
    p.R = options.rowBlock > 0 ? std::min(options.rowBlock, p.T) : chooseRowBlock(p.T, p.H, threads);
    p.blocksPerHead = (p.T + p.R - 1) / p.R;

    Crew crew(threads, totalFlops, options);
    AttentionResult r = options.recycle ? std::move(*options.recycle) : AttentionResult {};
    prepareResult(s, options, p, r);
    for (HeadResult &h : r.heads)
        h.contentId = 0; // being written
    if (!project(crew, s, p, r) || !attend(crew, s, options, p, r) || !combine(crew, s, p, r))
        return std::nullopt;
    crew.finished();
    for (HeadResult &h : r.heads)
        h.contentId = newContentId();
    return r;
}

std::string fastBackendName()
{
    return blas::blasDescription();
}

} // namespace attn
