// Masks: which (query, key) cells may not be looked at, and why. The rules of docs/file-formats.md are
// written once, in mask.cpp; the boolean mask, the reasons of one row or one cell and the
// reasons of every cell all come from them.
#pragma once

#include "session.h"

#include <cstdint>
#include <vector>

namespace attn {

// Why a cell is blocked; a cell can be blocked for several reasons at once (they OR). A
// prefix (Session::prefix) has no bit: it only leaves cells open that causal would block.
enum BlockReason : std::uint8_t {
    NotBlocked = 0,
    BlockedCausal = 1, // key j lies in the future of query i (j > i) and outside the prefix (j ≥ P)
    BlockedPadding = 2, // key j is a padding token: its whole column is blocked
    BlockedByHand = 4, // listed in the session's "blocked" cells
    BlockedWindow = 8, // outside the sliding window: |i − j| ≥ W
    BlockedSegment = 16, // key j belongs to another segment (sentence) than query i
};
// Every bit above: views that draw each reason their own way can tell an unknown bit.
inline constexpr std::uint8_t kKnownBlockReasons
    = BlockedCausal | BlockedPadding | BlockedByHand | BlockedWindow | BlockedSegment;

// BlockReason bits per cell, (T,T), row = query, column = key.
using ReasonMatrix = Eigen::Matrix<std::uint8_t, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>;

// Every cell's reasons: one pass per row over the rules, one pass over the hand-blocked list.
ReasonMatrix blockReasonMatrix(const Session &s);
// The reasons of query `query` for every key, (T).
std::vector<std::uint8_t> blockReasonRow(const Session &s, int query);
// The reasons of cell (query, key). Searches the hand-blocked list: for many cells, use a row
// or the matrix.
std::uint8_t blockReasons(const Session &s, int query, int key);

// mask (T,T) = reasons ≠ 0; true = blocked.
Mask buildMask(const Session &s);
// The same into m, resized to (T,T) (no new memory when it already has that shape).
void buildMask(const Session &s, Mask &m);

// Keys [begin, end): for every query in [firstQuery, lastQuery], every key outside this span is
// blocked by the causal rule or the window. Work on those keys can be skipped; their weights
// are 0. (Keys inside the span may be blocked too.)
struct KeySpan {
    int begin = 0, end = 0;
};
KeySpan openKeySpan(const Session &s, int firstQuery, int lastQuery);

} // namespace attn
