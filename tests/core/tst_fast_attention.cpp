// The fast path (fast_attention.h) against the readable one (computeAttention), which the
// golden tests hold to NumPy: every matrix within 1e-12, on random sessions with every kind
// of mask (causal, padding, blocked cells, window, prefix, segments) and biases, 1 to 16 heads, 1 to a few
// hundred tokens, row blocks that do not divide T, one or several threads, with and without the vector
// softmax. Then cancel and progress.
#include "core/attention.h"
#include "core/fast_attention.h"
#include "core/fast_softmax.h"

#include <QTest>

#include <algorithm>
#include <cmath>
#include <random>
#include <thread>

using namespace attn;

namespace {

enum class Masking {
    None,
    Causal,
    Padding,
    Blocked,
    FullyMasked,
    Everything,
    Window,
    CausalWindow,
    CausalPrefix,
    PrefixWindow,
    Segments,
    Biases,
    FullyMaskedBiases,
    All,
};

const char *name(Masking m)
{
    switch (m) {
    case Masking::None:
        return "no mask";
    case Masking::Causal:
        return "causal";
    case Masking::Padding:
        return "padding";
    case Masking::Blocked:
        return "blocked cells";
    case Masking::FullyMasked:
        return "fully masked rows";
    case Masking::Everything:
        return "causal+padding+blocked";
    case Masking::Window:
        return "window";
    case Masking::CausalWindow:
        return "causal+window";
    case Masking::CausalPrefix:
        return "causal+prefix";
    case Masking::PrefixWindow:
        return "causal+prefix+window";
    case Masking::Segments:
        return "causal+segments";
    case Masking::Biases:
        return "causal+biases";
    case Masking::FullyMaskedBiases:
        return "fully masked rows+biases";
    case Masking::All:
        return "every mask+biases";
    }
    return "?";
}

RowVector randomBias(std::mt19937 &rng, int d)
{
    std::normal_distribution<double> normal(0.0, 1.0);
    RowVector b(d);
    for (int j = 0; j < d; ++j)
        b[j] = normal(rng);
    return b;
}

Session makeSession(unsigned seed, int T, int dModel, int heads, Masking masking)
{
    Session s = randomSession(T, dModel, heads, seed);
    std::mt19937 rng(seed);
    auto is = [&](std::initializer_list<Masking> kinds) {
        return std::find(kinds.begin(), kinds.end(), masking) != kinds.end();
    };
    s.causal = is({ Masking::Causal, Masking::Everything, Masking::CausalWindow, Masking::CausalPrefix,
                    Masking::PrefixWindow, Masking::Segments, Masking::Biases, Masking::All });
    if (is({ Masking::Padding, Masking::Everything, Masking::All }))
        for (int t = 0; t < T; ++t)
            s.padding[t] = rng() % 4 == 0;
    if (is({ Masking::Blocked, Masking::Everything, Masking::All }))
        for (int k = 0; k < 2 * T; ++k)
            s.blocked.emplace_back(static_cast<int>(rng() % T), static_cast<int>(rng() % T));
    if (is({ Masking::FullyMasked, Masking::FullyMaskedBiases })) {
        // Under a causal mask query 0 sees key 0 only: padding token 0 leaves it nothing.
        // Every third query also loses all its keys by hand.
        s.causal = true;
        s.padding[0] = true;
        for (int i = 3; i < T; i += 3)
            for (int j = 0; j <= i; ++j)
                s.blocked.emplace_back(i, j);
    }
    // Windows from 1 (a query sees itself only) to about T: the fast path skips keys on both
    // sides of a short one, and row blocks then start past key 0.
    if (is({ Masking::Window, Masking::CausalWindow, Masking::PrefixWindow, Masking::All }))
        s.window = 1 + static_cast<int>(rng() % std::max(1, T / 3 + 2));
    if (is({ Masking::CausalPrefix, Masking::PrefixWindow, Masking::All }))
        s.prefix = static_cast<int>(rng() % (T + 1));
    if (is({ Masking::Segments, Masking::All })) {
        int g = 0;
        for (int t = 0; t < T; ++t) {
            if (rng() % 5 == 0)
                g = static_cast<int>(rng() % 4); // runs of sentences, ids may come back
            s.segments.push_back(g);
        }
    }
    if (is({ Masking::Biases, Masking::FullyMaskedBiases, Masking::All })) {
        s.bQ = randomBias(rng, dModel);
        s.bK = randomBias(rng, dModel);
        s.bV = randomBias(rng, dModel);
        s.bO = randomBias(rng, dModel);
    }
    return s;
}

double maxDiff(MatrixRef a, MatrixRef b)
{
    if (a.rows() != b.rows() || a.cols() != b.cols())
        return INFINITY;
    return a.size() == 0 ? 0.0 : (a - b).cwiseAbs().maxCoeff();
}

} // namespace

class TestFastAttention : public QObject {
    Q_OBJECT

private slots:
    void equalsReference_data()
    {
        QTest::addColumn<unsigned>("seed");
        QTest::addColumn<int>("T");
        QTest::addColumn<int>("dModel");
        QTest::addColumn<int>("heads");
        QTest::addColumn<int>("masking");
        QTest::addColumn<int>("rowBlock");
        QTest::addColumn<int>("threads");
        QTest::addColumn<bool>("vectorSoftmax");
        QTest::addColumn<bool>("keepScores");

        struct Shape {
            int T, dModel, heads, rowBlock, threads;
        };
        // Row blocks of 7 and 16 leave a short last block at most of these T; 0 = automatic.
        const Shape shapes[] = {
            { 1, 4, 1, 0, 1 },     { 1, 8, 2, 7, 2 },    { 2, 6, 3, 1, 2 },     { 3, 2, 1, 0, 2 },
            { 5, 16, 16, 2, 2 },   { 13, 12, 4, 7, 3 },  { 31, 32, 8, 16, 2 },  { 64, 48, 16, 7, 2 },
            { 100, 24, 3, 16, 2 }, { 129, 64, 8, 0, 2 }, { 257, 40, 5, 16, 2 }, { 300, 64, 4, 0, 2 },
            { 300, 16, 1, 37, 1 },
        };
        unsigned seed = 1;
        for (const Shape &sh : shapes)
            for (int m = 0; m <= int(Masking::All); ++m)
                for (bool vector : { true, false }) {
                    const bool keep = seed % 3 == 0;
                    QTest::addRow("T=%d d=%d heads=%d %s block=%d threads=%d %s%s", sh.T, sh.dModel, sh.heads,
                                  name(Masking(m)), sh.rowBlock, sh.threads, vector ? "vector" : "portable",
                                  keep ? " scores" : "")
                        << seed++ << sh.T << sh.dModel << sh.heads << m << sh.rowBlock << sh.threads << vector
                        << keep;
                }
    }
    void equalsReference()
    {
        QFETCH(unsigned, seed);
        QFETCH(int, T);
        QFETCH(int, dModel);
        QFETCH(int, heads);
        QFETCH(int, masking);
        QFETCH(int, rowBlock);
        QFETCH(int, threads);
        QFETCH(bool, vectorSoftmax);
        QFETCH(bool, keepScores);
        const Session s = makeSession(seed, T, dModel, heads, Masking(masking));
        QVERIFY2(validate(s).empty(), validate(s).c_str());

        const AttentionResult ref = computeAttention(s);
        FastOptions o;
        o.rowBlock = rowBlock;
        o.threads = threads;
        o.vectorSoftmax = vectorSoftmax;
        o.keepScores = keepScores;
        const std::optional<AttentionResult> fast = computeAttentionFast(s, o);
        QVERIFY(fast);

        constexpr double tol = 1e-12;
        QCOMPARE(fast->dModel, ref.dModel);
        QCOMPARE(fast->numHeads, ref.numHeads);
        QCOMPARE(fast->dK, ref.dK);
        QCOMPARE(fast->scale, ref.scale);
        QVERIFY(fast->mask == ref.mask);
        QVERIFY(maxDiff(fast->Q, ref.Q) < tol);
        QVERIFY(maxDiff(fast->K, ref.K) < tol);
        QVERIFY(maxDiff(fast->V, ref.V) < tol);
        QCOMPARE(fast->heads.size(), ref.heads.size());
        for (std::size_t h = 0; h < ref.heads.size(); ++h) {
            const HeadResult &a = fast->heads[h], &b = ref.heads[h];
            const double w = maxDiff(a.weights, b.weights);
            QVERIFY2(w < tol, qPrintable(QStringLiteral("head %1 weights differ by %2").arg(h).arg(w)));
            QVERIFY2(maxDiff(a.output, b.output) < tol, qPrintable(QStringLiteral("head %1 output").arg(h)));
            QCOMPARE(a.fullyMaskedRows, b.fullyMaskedRows);
            if (keepScores)
                QVERIFY(maxDiff(a.scores, b.scores) < tol);
            else
                QCOMPARE(a.scores.size(), Eigen::Index(0));
            // Blocked weights are exactly zero, as in the reference.
            for (int i = 0; i < T; ++i)
                for (int j = 0; j < T; ++j)
                    if (ref.mask(i, j))
                        QCOMPARE(a.weights(i, j), 0.0);
        }
        QVERIFY(maxDiff(fast->concat, ref.concat) < tol);
        QVERIFY(maxDiff(fast->output, ref.output) < tol);
        if (Masking(masking) == Masking::FullyMasked || Masking(masking) == Masking::FullyMaskedBiases)
            QVERIFY(!fast->heads[0].fullyMaskedRows.empty()); // the case really is there
        if (Masking(masking) == Masking::FullyMaskedBiases) // a fully masked row's output is b_O alone
            for (int i : fast->heads[0].fullyMaskedRows)
                QVERIFY(maxDiff(fast->output.row(i), s.bO) < tol);
    }

    // Today's keys on the fast path, held to the readable one: shared K/V heads, another
    // head_dim, the norms and RoPE (with its scalings), under masks, on several threads.
    void modernKeysEqualReference_data()
    {
        QTest::addColumn<unsigned>("seed");
        QTest::addColumn<int>("T");
        QTest::addColumn<int>("heads");
        QTest::addColumn<int>("kvHeads");
        QTest::addColumn<int>("headDim");
        QTest::addColumn<QString>("extras"); // rope, llama3, linear, norms, biases
        QTest::addColumn<int>("masking");
        struct Row {
            int T, heads, kv, headDim;
            const char *extras;
            Masking masking;
        };
        const Row rows[] = {
            { 5, 4, 2, 4, "", Masking::None },
            { 17, 6, 3, 8, "rope", Masking::Causal },
            { 33, 8, 1, 6, "rope norms biases", Masking::CausalWindow },
            { 64, 4, 4, 16, "llama3", Masking::All },
            { 129, 9, 3, 10, "rope norms", Masking::Causal },
            { 300, 8, 2, 12, "linear biases", Masking::Segments },
            { 300, 2, 1, 64, "rope norms", Masking::FullyMaskedBiases },
            // The score rule's stages, over more than one row block and with fully masked rows.
            { 9, 3, 3, 8, "alibi", Masking::None },
            { 40, 6, 2, 8, "softcap sinks", Masking::Causal },
            { 300, 5, 5, 8, "alibi softcap sinks", Masking::FullyMaskedBiases },
            { 129, 4, 2, 6, "rope alibi sinks", Masking::CausalWindow },
        };
        unsigned seed = 500;
        for (const Row &r : rows)
            QTest::addRow("T=%d heads=%d kv=%d head_dim=%d %s %s", r.T, r.heads, r.kv, r.headDim, r.extras,
                          name(r.masking))
                << seed++ << r.T << r.heads << r.kv << r.headDim << QString::fromLatin1(r.extras)
                << int(r.masking);
    }
    void modernKeysEqualReference()
    {
        QFETCH(unsigned, seed);
        QFETCH(int, T);
        QFETCH(int, heads);
        QFETCH(int, kvHeads);
        QFETCH(int, headDim);
        QFETCH(QString, extras);
        QFETCH(int, masking);
        const int d = 24;
        Session s = makeSession(seed, T, d, 1, Masking(masking));
        std::mt19937_64 rng(seed);
        std::normal_distribution<double> normal(0.0, 1.0);
        auto random = [&](int rows, int cols, double sd) {
            Matrix m(rows, cols);
            for (Eigen::Index k = 0; k < m.size(); ++k)
                m.data()[k] = sd * normal(rng);
            return m;
        };
        s.numHeads = heads;
        s.numKvHeads = kvHeads;
        s.headDim = headDim;
        const int qw = heads * headDim, kvw = kvHeads * headDim;
        s.Wq = random(d, qw, 0.3);
        s.Wk = random(d, kvw, 0.3);
        s.Wv = random(d, kvw, 0.3);
        s.Wo = random(qw, d, 0.3);
        const bool biases = extras.contains(QLatin1String("biases")) || s.bQ.size() > 0;
        s.bQ = biases ? RowVector(random(1, qw, 0.2).row(0)) : RowVector();
        s.bK = biases ? RowVector(random(1, kvw, 0.2).row(0)) : RowVector();
        s.bV = biases ? RowVector(random(1, kvw, 0.2).row(0)) : RowVector();
        if (extras.contains(QLatin1String("norms"))) {
            s.qNorm = RowVector(random(1, headDim, 0.5).row(0)).array() + 1.0;
            s.kNorm = RowVector(random(1, headDim, 0.5).row(0)).array() + 1.0;
        }
        if (extras.contains(QLatin1String("rope")) || extras.contains(QLatin1String("llama3"))
            || extras.contains(QLatin1String("linear"))) {
            Rope r;
            r.theta = 10000;
            if (extras.contains(QLatin1String("llama3")))
                r.scaling = { RopeScaling::Type::Llama3, 8, 1, 4, 32 };
            if (extras.contains(QLatin1String("linear")))
                r.scaling = { RopeScaling::Type::Linear, 4, 1, 4, 8192 };
            s.rope = r;
        }
        s.alibi = extras.contains(QLatin1String("alibi"));
        if (extras.contains(QLatin1String("softcap")))
            s.softcap = 1.8;
        if (extras.contains(QLatin1String("sinks")))
            for (int h = 0; h < heads; ++h)
                s.sinks.push_back(1.0 - 0.5 * h);
        QVERIFY2(validate(s).empty(), validate(s).c_str());

        const AttentionResult ref = computeAttention(s);
        FastOptions o;
        o.threads = 2;
        o.rowBlock = T > 100 ? 16 : 0;
        const std::optional<AttentionResult> fast = computeAttentionFast(s, o);
        QVERIFY(fast);
        constexpr double tol = 1e-12;
        QCOMPARE(fast->numKvHeads, kvHeads);
        QCOMPARE(fast->dK, headDim);
        for (auto [a, b] : { std::pair { &fast->Q, &ref.Q },
                             { &fast->K, &ref.K },
                             { &fast->V, &ref.V },
                             { &fast->Qunrotated, &ref.Qunrotated },
                             { &fast->Kunrotated, &ref.Kunrotated },
                             { &fast->concat, &ref.concat },
                             { &fast->output, &ref.output } })
            QVERIFY(maxDiff(*a, *b) < tol);
        QCOMPARE(fast->Qunrotated.size() > 0, s.transformsQK());
        for (std::size_t h = 0; h < ref.heads.size(); ++h) {
            QVERIFY(maxDiff(fast->heads[h].weights, ref.heads[h].weights) < tol);
            QVERIFY(maxDiff(fast->heads[h].output, ref.heads[h].output) < tol);
            QCOMPARE(fast->heads[h].fullyMaskedRows, ref.heads[h].fullyMaskedRows);
            QCOMPARE(fast->heads[h].sink.size(), ref.heads[h].sink.size());
            if (ref.heads[h].sink.size())
                QVERIFY(maxDiff(fast->heads[h].sink, ref.heads[h].sink) < tol);
        }
        // Heads that share a K/V head see the same keys: with equal W_Q columns their weights agree.
        if (kvHeads < heads && !s.transformsQK() && !s.alibi && s.sinks.empty()) { // (slopes and sinks are per head)
            Session twin = s;
            twin.Wq.middleCols(headDim, headDim) = twin.Wq.middleCols(0, headDim);
            if (twin.bQ.size())
                twin.bQ.segment(headDim, headDim) = twin.bQ.segment(0, headDim);
            const AttentionResult t = computeAttention(twin);
            QCOMPARE(twin.kvHeadOf(1), twin.kvHeadOf(0));
            QVERIFY(maxDiff(t.heads[0].weights, t.heads[1].weights) < tol);
        }
    }

    // The softmax kernel alone on awkward rows: lengths that leave a tail after groups of 4,
    // logits far apart (a blocked logit far above the others must not overflow into the
    // result), every pattern of blocked keys.
    void softmaxKernelEqualsReference_data()
    {
        QTest::addColumn<int>("T");
        QTest::addColumn<double>("spread");
        for (int T : { 1, 2, 3, 4, 5, 7, 8, 9, 13, 64, 67 })
            for (double spread : { 1.0, 50.0, 1e3 })
                QTest::addRow("T=%d spread=%g", T, spread) << T << spread;
    }
    void softmaxKernelEqualsReference()
    {
        QFETCH(int, T);
        QFETCH(double, spread);
        std::mt19937_64 rng(static_cast<unsigned>(T * 1000 + spread));
        std::uniform_real_distribution<double> uniform(-spread, spread);
        const int R = 24;
        Matrix logits(R, T);
        for (Eigen::Index k = 0; k < logits.size(); ++k)
            logits.data()[k] = uniform(rng);
        Mask mask(R, T);
        for (int i = 0; i < R; ++i)
            for (int j = 0; j < T; ++j)
                mask(i, j) = i % 4 == 0 ? false : i % 4 == 1 ? true : rng() % 3 == 0;
        for (int i = 2; i < R; i += 4) // some blocked keys hold a logit far above the rest
            for (int j = 0; j < T; j += 2)
                if (mask(i, j))
                    logits(i, j) = 1e4 * spread;

        Matrix expected = logits;
        const std::vector<int> expectedFully = maskedSoftmaxRows(expected, mask);
        Matrix got = logits;
        const std::vector<MaskedRow> rows = summariseMaskRows(mask);
        const std::vector<int> gotFully = fastMaskedSoftmaxRows(got, mask, rows.data());
        QCOMPARE(gotFully, expectedFully);
        QVERIFY(got.allFinite());
        QVERIFY(maxDiff(got, expected) < 1e-12);
        for (int i = 0; i < R; ++i)
            for (int j = 0; j < T; ++j)
                if (mask(i, j))
                    QCOMPARE(got(i, j), 0.0);
    }

    void progressReachesOne_data()
    {
        QTest::addColumn<int>("threads");
        QTest::newRow("1 thread") << 1;
        QTest::newRow("2 threads") << 2;
        QTest::newRow("4 threads") << 4;
    }
    void progressReachesOne()
    {
        QFETCH(int, threads);
        const Session s = makeSession(7, 200, 32, 4, Masking::Causal);
        std::vector<double> seen;
        bool otherThread = false;
        const auto caller = std::this_thread::get_id();
        FastOptions o;
        o.threads = threads;
        o.rowBlock = 16;
        o.progress = [&](double f) {
            otherThread |= std::this_thread::get_id() != caller;
            seen.push_back(f);
        };
        QVERIFY(computeAttentionFast(s, o));
        QVERIFY(!otherThread);
        QVERIFY(seen.size() > 2); // 4 heads × 13 blocks: it reports along the way
        QCOMPARE(seen.back(), 1.0);
        QCOMPARE(std::count(seen.begin(), seen.end(), 1.0), 1);
        QVERIFY(std::is_sorted(seen.begin(), seen.end()));
        QVERIFY(seen.front() > 0.0);
        // The fractions follow the work: just before the end nearly all of it is done
        // (the last phase, W_O, is 6 % of this session's FLOPs).
        QVERIFY2(seen[seen.size() - 2] > 0.9, qPrintable(QString::number(seen[seen.size() - 2])));
    }

    void cancelledBeforeStart()
    {
        const Session s = makeSession(3, 64, 16, 2, Masking::None);
        std::atomic<bool> cancel { true };
        bool reported = false;
        FastOptions o;
        o.cancel = &cancel;
        o.progress = [&](double) { reported = true; };
        QVERIFY(!computeAttentionFast(s, o));
        QVERIFY(!reported);
    }

    void cancelledHalfway_data()
    {
        QTest::addColumn<int>("threads");
        QTest::newRow("1 thread") << 1;
        QTest::newRow("2 threads") << 2;
    }
    void cancelledHalfway()
    {
        // The GUI's case: a newer edit supersedes this computation while it runs.
        QFETCH(int, threads);
        const Session s = makeSession(5, 256, 32, 4, Masking::None);
        std::atomic<bool> cancel { false };
        std::vector<double> seen;
        FastOptions o;
        o.threads = threads;
        o.rowBlock = 8; // 4 heads × 32 blocks
        o.cancel = &cancel;
        o.progress = [&](double f) {
            seen.push_back(f);
            if (f > 0.3)
                cancel = true;
        };
        QVERIFY(!computeAttentionFast(s, o));
        QVERIFY(!seen.empty());
        QVERIFY(seen.back() < 1.0);
        // Once the flag is up no block starts; only blocks already running may finish.
        const auto after = std::find_if(seen.begin(), seen.end(), [](double f) { return f > 0.3; });
        QVERIFY(std::distance(after, seen.end()) <= threads);

        // And the same options without the flag compute normally afterwards.
        cancel = false;
        o.progress = nullptr;
        QVERIFY(computeAttentionFast(s, o));
    }

    void recyclesAPreviousResult_data()
    {
        QTest::addColumn<int>("previousT");
        QTest::addColumn<int>("previousHeads");
        QTest::addColumn<bool>("previousScores");
        QTest::newRow("same shape") << 90 << 3 << false;
        QTest::newRow("same shape, had scores") << 90 << 3 << true;
        QTest::newRow("fewer tokens before") << 40 << 3 << false;
        QTest::newRow("more heads before") << 90 << 6 << true;
    }
    void recyclesAPreviousResult()
    {
        // The GUI's case: every edit recomputes; the old result's buffers take the new one.
        QFETCH(int, previousT);
        QFETCH(int, previousHeads);
        QFETCH(bool, previousScores);
        FastOptions o;
        o.keepScores = previousScores;
        // Not causal: its weights above the diagonal are not 0, so a causal recompute that
        // forgot to clear them would show.
        std::optional<AttentionResult> previous
            = computeAttentionFast(makeSession(11, previousT, 24, previousHeads, Masking::Blocked), o);
        QVERIFY(previous);
        const double *oldWeights = previous->heads[0].weights.data();

        const Session s = makeSession(12, 90, 24, 3, Masking::FullyMasked);
        o.keepScores = false;
        o.recycle = &*previous;
        const std::optional<AttentionResult> fast = computeAttentionFast(s, o);
        QVERIFY(fast);
        const AttentionResult ref = computeAttention(s);
        QCOMPARE(fast->heads.size(), std::size_t(3));
        for (std::size_t h = 0; h < 3; ++h) {
            QVERIFY(maxDiff(fast->heads[h].weights, ref.heads[h].weights) < 1e-12);
            QVERIFY(maxDiff(fast->heads[h].output, ref.heads[h].output) < 1e-12);
            QCOMPARE(fast->heads[h].fullyMaskedRows, ref.heads[h].fullyMaskedRows); // none left over
            QCOMPARE(fast->heads[h].scores.size(), Eigen::Index(0));
        }
        QVERIFY(maxDiff(fast->output, ref.output) < 1e-12);
        if (previousT == 90)
            QCOMPARE(fast->heads[0].weights.data(), oldWeights); // the very same buffer
    }

    void twoAtOnce()
    {
        // A superseded GUI computation may still be finishing its block when the next starts.
        const Session a = makeSession(21, 160, 32, 4, Masking::Causal);
        const Session b = makeSession(22, 130, 48, 6, Masking::Padding);
        std::optional<AttentionResult> ra, rb;
        FastOptions o;
        o.threads = 2;
        o.rowBlock = 16;
        std::thread other([&] { ra = computeAttentionFast(a, o); });
        rb = computeAttentionFast(b, o);
        other.join();
        QVERIFY(ra && rb);
        const AttentionResult ea = computeAttention(a), eb = computeAttention(b);
        QVERIFY(maxDiff(ra->output, ea.output) < 1e-12);
        QVERIFY(maxDiff(rb->output, eb.output) < 1e-12);
        for (std::size_t h = 0; h < 4; ++h)
            QVERIFY(maxDiff(ra->heads[h].weights, ea.heads[h].weights) < 1e-12);
        for (std::size_t h = 0; h < 6; ++h)
            QVERIFY(maxDiff(rb->heads[h].weights, eb.heads[h].weights) < 1e-12);
    }

    void backendIsNamed() { QVERIFY(!fastBackendName().empty()); }
};

QTEST_APPLESS_MAIN(TestFastAttention)
#include "tst_fast_attention.moc"
