// Masks: which (query, key) cells may not be looked at, and why.
#pragma once

#include "session.h"

#include <cstdint>

namespace attn {

// Why a cell is blocked; a cell can be blocked for several reasons at once.
enum BlockReason : std::uint8_t {
    NotBlocked = 0,
    BlockedCausal = 1,  // key j lies in the future of query i (j > i)
    BlockedPadding = 2, // key j is a padding token: its whole column is blocked
    BlockedByHand = 4,  // listed in the session's "blocked" cells
};

// Bitwise OR of BlockReason for cell (i, j).
std::uint8_t blockReasons(const Session &s, int query, int key);

// mask (T,T) = causal ∨ padding columns ∨ hand-blocked cells; true = blocked.
Mask buildMask(const Session &s);
// The same into m, resized to (T,T) (no new memory when it already has that shape).
void buildMask(const Session &s, Mask &m);

} // namespace attn
