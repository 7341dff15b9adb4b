// The KV cache a model keeps per token (core/model/kvcache.h), worked out by hand for GPT-2
// small (every head its own K and V), a grouped model of SmolLM2-135M's shape, and a sliding
// window that stops the cache growing.
#include "core/model/kvcache.h"

#include <QTest>

using namespace attn::gpt2;

class TestKvCache : public QObject {
    Q_OBJECT

private slots:
    void gpt2SmallInF32()
    {
        Config c;
        c.nLayer = 12;
        c.nHead = 12;
        c.nEmbd = 768;
        // 12 layers × (K and V) × 12 heads × 64 numbers × 4 bytes = 73 728 bytes a token.
        const KvCacheSize k = kvCacheSize(c, 4);
        QCOMPARE(k.perToken, std::int64_t(73728));
        QCOMPARE(k.mha, k.perToken);
        QCOMPARE(k.mqa, std::int64_t(73728 / 12));
        QCOMPARE(k.atContext(1024), std::int64_t(73728) * 1024);
    }

    void groupedHeadsIn16Bit()
    {
        Config c;
        c.family = Family::Llama;
        c.nLayer = 30;
        c.nHead = 9;
        c.nKvHead = 3;
        c.nEmbd = 576;
        const KvCacheSize k = kvCacheSize(c, 2);
        QCOMPARE(k.perToken, std::int64_t(30 * 2 * 3 * 64 * 2)); // 23 040
        QCOMPARE(k.mha, std::int64_t(30 * 2 * 9 * 64 * 2)); // three times as much
        QCOMPARE(k.mqa, std::int64_t(30 * 2 * 1 * 64 * 2));
    }

    void aSlidingWindowStopsTheGrowth()
    {
        Config c;
        c.family = Family::Llama;
        c.nLayer = 2;
        c.nHead = 4;
        c.nKvHead = 2;
        c.nEmbd = 64;
        c.slidingWindow = 100;
        const KvCacheSize k = kvCacheSize(c, 4);
        QCOMPARE(k.atContext(50), k.perToken * 50);
        QCOMPARE(k.atContext(100), k.perToken * 100);
        QCOMPARE(k.atContext(5000), k.perToken * 100); // the window keeps 100 tokens
    }

    // Gemma 3 270M's shape: 18 layers, one K/V head of 256, every sixth layer global, the others
    // sliding over 512 keys. At 32 768 tokens the 15 local layers keep 512 tokens each, the 3
    // global ones all 32 768: 2 · 256 · 2 bytes × (3 · 32 768 + 15 · 512) = 1024 · 105 984.
    void localLayersKeepTheirWindowOnly()
    {
        Config c;
        c.family = Family::Llama;
        c.nLayer = 18;
        c.nHead = 4;
        c.nKvHead = 1;
        c.headDim = 256;
        c.nEmbd = 640;
        c.slidingWindow = 512;
        for (int l = 0; l < 18; ++l)
            c.slidingLayers.push_back((l + 1) % 6 != 0);
        const KvCacheSize k = kvCacheSize(c, 2);
        QCOMPARE(k.slidingLayers, 15);
        QCOMPARE(k.perToken, std::int64_t(18 * 2 * 256 * 2));
        QCOMPARE(k.atContext(32768), std::int64_t(1024) * (3 * 32768 + 15 * 512));
        QCOMPARE(k.atContext(100), k.perToken * 100); // inside the window every layer keeps all
    }
};

QTEST_MAIN(TestKvCache)
#include "tst_kvcache.moc"
