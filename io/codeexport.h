// The lesson's "Attention in NumPy" and "Attention in PyTorch", written for the session at hand:
// the code a student can run to get the very numbers the app shows.
#pragma once

#include "core/session.h"

#include <QString>

namespace attn::io {

enum class CodeFlavour { NumPy, PyTorch };

// A session with today's keys (num_kv_heads, head_dim, q/k norms, rope) gets a comment saying
// that the code does not cover them yet, never code that would compute other numbers.
// Small sessions are written into the code; larger ones are read from `sessionFile` (a session
// JSON saved next to the script), so the script stays readable.
QString attentionCode(const Session &s, CodeFlavour flavour,
                      const QString &sessionFile = QStringLiteral("session.json"));

// How many numbers a session may have before its code reads them from the file.
inline constexpr int kInlineNumbers = 2048;

} // namespace attn::io
