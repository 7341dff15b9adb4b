// The mask rules of docs/file-formats.md, written once (RuleRows::row), and everything derived from them.
#include "mask.h"

#include <algorithm>
#include <cstring>

namespace attn {

namespace {

    // The rules for keys [j0, j1) of any query: causal (relaxed by the prefix), the window, padding
    // columns and segments. Hand-blocked cells are a list, not a rule: each caller applies them in
    // one pass over that list. Built once per call, so a row costs a copy and a few range fills.
    // One thread at a time (it keeps the last row's sentence bits).
    class RuleRows {
    public:
        RuleRows(const Session &s, int j0, int j1)
            : m_s(s)
            , m_T(s.tokenCount())
            , m_j0(j0)
            , m_j1(j1)
            , m_columns(static_cast<std::size_t>(std::max(0, j1 - j0)), NotBlocked)
        {
            // Padding blocks a key for every query: its bits are the same on every row.
            const int padEnd = std::min(j1, static_cast<int>(s.padding.size()));
            for (int j = j0; j < padEnd; ++j)
                if (s.padding[static_cast<std::size_t>(j)])
                    m_columns[static_cast<std::size_t>(j - j0)] = BlockedPadding;
            m_segments
                = s.segments.size() == static_cast<std::size_t>(m_T) && m_T > 0 ? s.segments.data() : nullptr;
        }

        // out[0 … j1 − j0) = the reasons of cells (i, j0 … j1 − 1), hand-blocked cells left out.
        void row(int i, std::uint8_t *out) const
        {
            if (!m_columns.empty())
                std::memcpy(out, m_columns.data(), m_columns.size()); // padding, or all open
            // Causal: the future j > i is blocked, except the prefix j < P, visible to every query.
            if (m_s.causal)
                mark(out, std::max<long long>(i + 1, m_s.prefix), m_T, BlockedCausal);
            // Sliding window: blocked when |i − j| ≥ W, i.e. j ≤ i − W or j ≥ i + W.
            if (m_s.window) {
                const long long W = *m_s.window;
                mark(out, 0, i - W + 1, BlockedWindow);
                mark(out, i + W, m_T, BlockedWindow);
            }
            // Segments: blocked when the key's sentence is not the query's.
            if (m_segments && i >= 0 && i < m_T) {
                const int n = m_j1 - m_j0;
                const std::uint8_t *bits = segmentBits(m_segments[i]);
                for (int k = 0; k < n; ++k)
                    out[k] |= bits[k];
            }
        }

    private:
        // BlockedSegment for the keys [j0, j1) outside sentence g. Queries of one sentence mostly
        // follow each other, so the last sentence's bits are kept for the next row.
        const std::uint8_t *segmentBits(int g) const
        {
            if (!m_segmentBitsValid || m_segmentBitsOf != g) {
                m_segmentBits.resize(static_cast<std::size_t>(m_j1 - m_j0));
                const int *seg = m_segments + m_j0;
                for (std::size_t k = 0; k < m_segmentBits.size(); ++k)
                    m_segmentBits[k] = seg[k] != g ? BlockedSegment : NotBlocked;
                m_segmentBitsOf = g;
                m_segmentBitsValid = true;
            }
            return m_segmentBits.data();
        }

        // OR `bit` into the keys [a, b) that lie in [j0, j1).
        void mark(std::uint8_t *out, long long a, long long b, std::uint8_t bit) const
        {
            const long long from = std::max<long long>(a, m_j0), to = std::min<long long>(b, m_j1);
            // Locals only in the loop: a byte store may alias any member, which would stop the
            // compiler from vectorising it.
            std::uint8_t *p = out + (from - m_j0);
            for (long long k = 0, n = to - from; k < n; ++k)
                p[k] |= bit;
        }

        const Session &m_s;
        int m_T, m_j0, m_j1;
        std::vector<std::uint8_t> m_columns; // (j1 − j0) padding bits
        const int *m_segments = nullptr; // (T) sentence ids, or none
        mutable std::vector<std::uint8_t> m_segmentBits; // (j1 − j0) for sentence m_segmentBitsOf
        mutable int m_segmentBitsOf = 0;
        mutable bool m_segmentBitsValid = false;
    };

    bool inside(int i, int j, int T)
    {
        return i >= 0 && i < T && j >= 0 && j < T;
    }

} // namespace

ReasonMatrix blockReasonMatrix(const Session &s)
{
    const int T = s.tokenCount();
    ReasonMatrix m(T, T); // (T,T)
    const RuleRows rules(s, 0, T);
    for (int i = 0; i < T; ++i)
        rules.row(i, m.data() + std::ptrdiff_t(i) * T);
    for (auto [i, j] : s.blocked)
        if (inside(i, j, T))
            m(i, j) |= BlockedByHand;
    return m;
}

std::vector<std::uint8_t> blockReasonRow(const Session &s, int query)
{
    const int T = s.tokenCount();
    std::vector<std::uint8_t> row(static_cast<std::size_t>(T), NotBlocked); // (T)
    if (query < 0 || query >= T)
        return row;
    RuleRows(s, 0, T).row(query, row.data());
    for (auto [i, j] : s.blocked)
        if (i == query && inside(i, j, T))
            row[static_cast<std::size_t>(j)] |= BlockedByHand;
    return row;
}

std::uint8_t blockReasons(const Session &s, int query, int key)
{
    const int T = s.tokenCount();
    if (!inside(query, key, T))
        return NotBlocked;
    // One key's row. (A few spare bytes: GCC otherwise warns about the row's vector loops,
    // which never run for a single key.)
    std::uint8_t r[16] = {};
    RuleRows(s, key, key + 1).row(query, r);
    if (std::find(s.blocked.begin(), s.blocked.end(), std::pair { query, key }) != s.blocked.end())
        r[0] |= BlockedByHand;
    return r[0];
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
    m.resize(T, T); // (T,T); the same memory when the shape is unchanged
    const RuleRows rules(s, 0, T);
    static_assert(sizeof(bool) == 1);
    for (int i = 0; i < T; ++i) {
        // The row's reasons straight into the mask's bytes, then each byte made 0 or 1: the
        // values of false and true. (Bytes of any object may be written as unsigned char.)
        auto *out = reinterpret_cast<std::uint8_t *>(m.data() + std::ptrdiff_t(i) * T);
        rules.row(i, out);
        for (int j = 0; j < T; ++j)
            out[j] = out[j] != NotBlocked ? 1 : 0;
    }
    for (auto [i, j] : s.blocked)
        if (inside(i, j, T))
            m(i, j) = true;
}

KeySpan openKeySpan(const Session &s, int firstQuery, int lastQuery)
{
    const int T = s.tokenCount();
    long long begin = 0, end = T;
    // Causal: keys past the last query and past the prefix are in every query's future.
    if (s.causal)
        end = std::min<long long>(end, std::max<long long>(lastQuery + 1, s.prefix));
    // Window: keys j ≥ lastQuery + W and j ≤ firstQuery − W are outside every query's window.
    if (s.window) {
        end = std::min<long long>(end, static_cast<long long>(lastQuery) + *s.window);
        begin = std::max<long long>(begin, static_cast<long long>(firstQuery) - *s.window + 1);
    }
    begin = std::clamp<long long>(begin, 0, T);
    end = std::clamp<long long>(end, begin, T);
    return { static_cast<int>(begin), static_cast<int>(end) };
}

} // namespace attn
