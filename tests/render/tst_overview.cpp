// Overviews of a large session: the head strip's pooled panels (each block's maximum, read
// straight from the result, every head and their mean in one pass, on any number of threads),
// and the legend, which finds every block reason among 16.7 M cells at each paint.
#include "heatmap_fixture.h"

#include "core/fast_attention.h"
#include "core/incremental.h"
#include "core/mask.h"
#include "render/overview.h"
#include "render/paintparts.h"

using namespace attn;
using namespace testing;

class TestOverview : public QObject {
    Q_OBJECT

private slots:
    // The window's overview of a large session: each pixel the maximum of its block of tokens,
    // whether pooled from a T×T copy or read straight from the result.
    void overviewKeepsEachBlocksMaximum()
    {
        Session s = randomSession(600, 8, 1, 9);
        s.causal = true;
        const AttentionResult r = computeAttention(s);
        const HeatmapData full = makeHeatmapData(s, r, 0, HeatmapKind::Weights);
        const HeatmapData o = overview(full, 200); // blocks of 3×3 tokens
        QCOMPARE(o.tokenCount(), 200);
        QCOMPARE(o.rowLabels.size(), 200);
        QCOMPARE(o.rowLabels.at(1), full.rowLabels.at(3));
        QVERIFY(o.title.contains(QStringLiteral("max of 3×3")));
        for (int bi : { 0, 57, 199 })
            for (int bj : { 0, 57, 199 }) {
                double best = -1;
                bool allBlocked = true;
                for (int i = 3 * bi; i < 3 * bi + 3; ++i)
                    for (int j = 3 * bj; j < 3 * bj + 3; ++j)
                        if (!full.blocked(i, j)) {
                            allBlocked = false;
                            best = std::max(best, full.values(i, j));
                        }
                QCOMPARE(o.blocked(bi, bj), allBlocked);
                if (!allBlocked)
                    QCOMPARE(o.values(bi, bj), best);
            }
        QCOMPARE(overview(full, 1000).tokenCount(), 600); // not larger: unchanged

        // Read straight from the result (no T×T copy), the same numbers; the average of all heads
        // pooled alike.
        Session two = randomSession(300, 8, 2, 4);
        two.causal = true;
        const AttentionResult r2 = computeAttention(two);
        const ReasonMatrix why = blockReasonMatrix(two);
        const HeatmapData direct = overviewOfResult(two, r2, 1, HeatmapKind::Weights, 100, why);
        const HeatmapData copied = overview(makeHeatmapData(two, r2, 1, HeatmapKind::Weights), 100);
        QVERIFY(direct.values == copied.values);
        QVERIFY(direct.reasons == copied.reasons);
        const HeatmapData average = overviewOfResult(two, r2, -1, HeatmapKind::AverageWeights, 100, why);
        double best = -1;
        for (int i = 150; i < 153; ++i)
            for (int j = 0; j < 3; ++j)
                best = std::max(best, (r2.heads[0].weights(i, j) + r2.heads[1].weights(i, j)) / 2);
        QCOMPARE(average.values(50, 0), best);
    }

    // The strip's panels made at once, on 1, 2 or 3 threads, are the panels made one by one:
    // every head's, of weights and of (scaled) scores, with a causal mask, a sliding window and a
    // blocked cell, blocks that do not divide T, and the mean of the heads' weights.
    void stripIsEveryPanelAtOnce()
    {
        Session s = randomSession(301, 12, 3, 7);
        s.causal = true;
        s.window = 40;
        s.blocked.push_back({ 200, 150 });
        const AttentionResult r = computeAttention(s);
        const ReasonMatrix why = blockReasonMatrix(s);
        for (HeatmapKind kind : { HeatmapKind::Weights, HeatmapKind::Scores, HeatmapKind::Logits })
            for (int threads : { 1, 2, 3 }) {
                const bool withAverage = kind == HeatmapKind::Weights;
                const StripOverviews strip = stripOverviews(s, r, kind, 64, why, withAverage, threads);
                QCOMPARE(int(strip.heads.size()), 3);
                QCOMPARE(strip.average.has_value(), withAverage);
                for (int h = 0; h < 3; ++h) {
                    const HeatmapData one = overviewOfResult(s, r, h, kind, 64, why);
                    const HeatmapData &d = strip.heads[std::size_t(h)];
                    QCOMPARE(d.tokenCount(), 61); // ⌈301 / 64⌉ = 5 tokens a block
                    QVERIFY(d.values == one.values);
                    QVERIFY(d.reasons == one.reasons);
                    QCOMPARE(d.title, one.title);
                    QCOMPARE(d.rowLabels, one.rowLabels);
                    QCOMPARE(d.sourceTokens, 301);
                }
                if (withAverage) {
                    const HeatmapData one = overviewOfResult(s, r, -1, HeatmapKind::AverageWeights, 64, why);
                    QVERIFY(strip.average->values == one.values);
                    QVERIFY(strip.average->reasons == one.reasons);
                    QCOMPARE(strip.average->kind, HeatmapKind::AverageWeights);
                }
                // Somewhere blocked and somewhere not, so the comparison above compared both.
                const HeatmapData &first = strip.heads.front();
                QVERIFY(first.blocked(0, 60));
                QVERIFY(!first.blocked(60, 60));
            }
    }

    // A result grown by a token at the end keeps its weights' rows apart (core/stridedmatrix.h):
    // its strip is the strip of a full pass of the longer session, numbers and all. And a large
    // map let go while someone else still holds it keeps its numbers.
    void grownResultPoolsItsOwnRows()
    {
        const Session s = randomSession(300, 12, 3, 11);
        Session longer = s;
        longer.tokens.push_back("new");
        longer.padding.push_back(false);
        longer.X.conservativeResize(301, 12);
        longer.X.row(300).setConstant(0.25);
        AttentionResult grown = *computeAttentionFast(s, { .threads = 2 });
        QVERIFY(updateAttention(s, longer, grown, { .threads = 2 }).updated);
        QVERIFY(grown.heads[0].weights.outerStride() > 301);
        const AttentionResult full = computeAttention(longer);
        const ReasonMatrix why = blockReasonMatrix(longer);
        const StripOverviews a = stripOverviews(longer, grown, HeatmapKind::Weights, 64, why, true, 2);
        const StripOverviews b = stripOverviews(longer, full, HeatmapKind::Weights, 64, why, true, 2);
        for (std::size_t h = 0; h < 3; ++h)
            QVERIFY((a.heads[h].values - b.heads[h].values).cwiseAbs().maxCoeff() < 1e-12);
        QVERIFY((a.average->values - b.average->values).cwiseAbs().maxCoeff() < 1e-12);

        auto big = std::make_shared<HeatmapData>(makeHeatmapData(longer, grown, 0));
        big->values = Matrix::Constant(1500, 1500, 0.5); // 18 MB: large enough to give back
        HeatmapDataPtr other = big;
        letGoOfLargeMap(std::move(big));
        QCOMPARE(other->values(750, 750), 0.5);
        QCOMPARE(other.use_count(), 1L);
    }

    // A pooler told to stop (its build superseded) pools nothing more; the same pooler not told
    // to pools every block row. So a superseded heatmap build lets go of the result at once.
    void poolerStopsWhenTold()
    {
        const Session s = randomSession(301, 12, 3, 9);
        const AttentionResult r = computeAttention(s);
        const ReasonMatrix why = blockReasonMatrix(s);
        const std::atomic<bool> stop { true }, go { false };
        StripPooler stopped(s, r, HeatmapKind::Weights, 64, why, true);
        stopped.work(&stop);
        const StripOverviews none = stopped.take();
        StripPooler pooled(s, r, HeatmapKind::Weights, 64, why, true);
        pooled.work(&go);
        const StripOverviews all = pooled.take();
        const HeatmapData one = overviewOfResult(s, r, 1, HeatmapKind::Weights, 64, why);
        QVERIFY(all.heads[1].values == one.values);
        QVERIFY(none.heads[1].values != one.values);
        QCOMPARE(none.heads[1].values.maxCoeff(), 0.0); // not one block row pooled
    }

    // The legend names each reason found anywhere in the map: in its first cells, in the
    // middle, or only in the last few (past the last whole run the scan ORs eight at a time).
    void legendFindsEveryReason()
    {
        HeatmapData d;
        d.values = Matrix::Zero(70, 70); // 4900 cells: one run of 4096 and 804 more
        d.reasons = ReasonMatrix::Zero(70, 70);
        QVERIFY(paint::legendEntries(d).empty());
        auto reasonsIn = [&d] {
            std::uint8_t seen = 0;
            for (const paint::LegendEntry &e : paint::legendEntries(d))
                seen |= e.reasons;
            return seen;
        };
        d.reasons(69, 69) = BlockedByHand; // the very last cell
        QCOMPARE(reasonsIn(), std::uint8_t(BlockedByHand));
        d.reasons(0, 3) = BlockedWindow;
        d.reasons(40, 1) = BlockedCausal | BlockedSegment; // two at once, in the first run
        d.reasons(60, 0) = BlockedPadding; // past the first run
        QCOMPARE(
            reasonsIn(),
            std::uint8_t(BlockedByHand | BlockedWindow | BlockedCausal | BlockedSegment | BlockedPadding));
        QCOMPARE(int(paint::legendEntries(d).size()), 5);
        d.reasons.setZero();
        d.reasons(58, 35) = BlockedPadding; // cell 4095, the last of the first run
        QCOMPARE(reasonsIn(), std::uint8_t(BlockedPadding));
    }
};

QTEST_MAIN(TestOverview)
#include "tst_overview.moc"
