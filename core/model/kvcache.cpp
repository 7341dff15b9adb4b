#include "kvcache.h"

#include <algorithm>

namespace attn::gpt2 {

std::int64_t KvCacheSize::atContext(std::int64_t tokens) const
{
    const std::int64_t kept = window > 0 ? std::min<std::int64_t>(tokens, window) : tokens;
    return perToken * kept;
}

KvCacheSize kvCacheSize(const Config &c, int bytesPerNumber)
{
    KvCacheSize k;
    k.bytesPerNumber = bytesPerNumber;
    k.layers = c.nLayer;
    k.window = c.slidingWindow;
    const auto perLayer = [&](int kvHeads) {
        return std::int64_t(2) * kvHeads * c.dK() * bytesPerNumber * c.nLayer; // K and V
    };
    k.perToken = perLayer(c.kvHeads());
    k.mha = perLayer(c.nHead);
    k.gqa = k.perToken;
    k.mqa = perLayer(1);
    return k;
}

} // namespace attn::gpt2
