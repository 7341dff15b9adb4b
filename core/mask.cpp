#include "mask.h"

#include <algorithm>

namespace attn {

std::uint8_t blockReasons(const Session &s, int query, int key)
{
    std::uint8_t r = NotBlocked;
    if (s.causal && key > query)
        r |= BlockedCausal;
    if (key >= 0 && static_cast<std::size_t>(key) < s.padding.size() && s.padding[key])
        r |= BlockedPadding;
    if (std::find(s.blocked.begin(), s.blocked.end(), std::pair{query, key}) != s.blocked.end())
        r |= BlockedByHand;
    return r;
}

Mask buildMask(const Session &s)
{
    Mask m;
    buildMask(s, m);
    return m;
}

void buildMask(const Session &s, Mask &m)
{
    const int T = s.tokenCount();
    m.setConstant(T, T, false);                            // (T,T)
    if (s.causal)
        for (int i = 0; i < T; ++i)
            m.row(i).tail(T - 1 - i).setConstant(true);    // keys j > i
    for (int j = 0; j < T && j < static_cast<int>(s.padding.size()); ++j)
        if (s.padding[j])
            m.col(j).setConstant(true);                    // a pad key is blocked for every query
    for (auto [i, j] : s.blocked)
        if (i >= 0 && i < T && j >= 0 && j < T)
            m(i, j) = true;
}

} // namespace attn
