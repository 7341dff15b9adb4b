// Whether a session fits in this machine's memory, asked before it is loaded or generated:
// with Linux's overcommit a session that does not fit would not fail politely (bad_alloc) but
// get the app killed, and the user's work with it.
#pragma once

#include "core/session.h"

#include <QLocale>
#include <QString>

#include <algorithm>
#include <cstdint>

namespace attn {

// What the window may hold at its peak for a session of this size: the result on screen and a
// second one (estimateBytes each: an edit is written into the result shown, but a full pass, a
// Pin or a token added go beside it), the large heatmap's copy of one head's T×T values twice,
// copies of the session's matrices, and the program. At T=4096, d_model 512, 8 heads: 2.8 GB,
// on the safe side (attention-bench --ui measures 1.5–1.6 GB for cell edits since issue #24).
std::uint64_t windowBytes(int tokens, int dModel, int heads);

// What `export` holds at its peak when it draws heatmaps: the result (estimateBytes), and each
// map drawn — with every head, each map takes its head's weights over from the result, so they
// live once; each map's blocked-cell reasons (a byte a cell); for scores or logits (`signedValues`)
// the values beside the weights; the average over heads; one head's copy while it is taken over;
// and the program. At T = 4096, 16 heads, d_model 16: 2.8 GB (measured: 2.8 GB; before the maps
// took the weights over it peaked at 4.7 GB against an estimate of 2.2 GB).
std::uint64_t exportBytes(int tokens, int dModel, int heads, bool allHeads, bool signedValues);

// The width the estimates take for a session: d_model, or its heads' h·d_k where that is wider
// (Q and the heads' outputs are T × h·d_k).
inline int memoryWidth(const Session &s)
{
    return std::max(s.dModel(), s.numHeads * s.dK());
}

// Empty when `neededBytes` fit in `availableBytes` (with a fifth to spare); otherwise the
// reason, "needs about … of memory; this machine has … available", sizes written in `locale`.
// Unknown available memory (0) refuses nothing.
QString memoryRefusal(std::uint64_t neededBytes, std::uint64_t availableBytes,
                      const QLocale &locale = QLocale());
// The same for the window holding a session of this size (windowBytes).
QString memoryRefusal(int tokens, int dModel, int heads, std::uint64_t availableBytes);

// Memory the system can still give (MemAvailable), in bytes; 0 when unknown.
std::uint64_t availableMemory();

} // namespace attn
