#include "kvcache.h"

#include <algorithm>

namespace attn::gpt2 {

std::int64_t KvCacheSize::atContext(std::int64_t tokens) const
{
    if (window <= 0 || layers <= 0 || slidingLayers <= 0)
        return perToken * tokens;
    const std::int64_t perLayer = perToken / layers; // every layer keeps the same numbers a token
    return perLayer
        * (std::int64_t(layers - slidingLayers) * tokens
           + std::int64_t(slidingLayers) * std::min<std::int64_t>(tokens, window));
}

KvCacheSize kvCacheSize(const Config &c, int bytesPerNumber)
{
    KvCacheSize k;
    k.bytesPerNumber = bytesPerNumber;
    k.layers = c.nLayer;
    k.window = c.slidingWindow;
    k.slidingLayers = c.localLayers();
    const auto perLayer = [&](int kvHeads) {
        return std::int64_t(2) * kvHeads * c.dK() * bytesPerNumber * c.nLayer; // K and V
    };
    k.perToken = perLayer(c.kvHeads());
    k.mha = perLayer(c.nHead);
    k.gqa = k.perToken;
    k.mqa = perLayer(1);
    if (c.mla.on()) { // the latent and the shared rope key, what MLA generates from
        const MlaShape &m = c.mla;
        k.perToken = std::int64_t(m.kvLoraRank + m.rope) * bytesPerNumber * c.nLayer;
        k.expanded = std::int64_t(c.nHead) * (m.qkWidth() + m.v) * bytesPerNumber * c.nLayer;
        k.mha = k.gqa = k.expanded;
        k.mqa = std::int64_t(m.qkWidth() + m.v) * bytesPerNumber * c.nLayer;
    }
    return k;
}

} // namespace attn::gpt2
