// The lesson's "Attention in NumPy" and "Attention in PyTorch", written for the session at hand:
// the code a student can run to get the very numbers the app shows.
#pragma once

#include "core/session.h"

#include <QString>

namespace attn::io {

enum class CodeFlavour { NumPy, PyTorch };

// Small sessions are written into the code; larger ones are read from `sessionFile` (a session
// JSON saved next to the script), so the script stays readable.
QString attentionCode(const Session &s, CodeFlavour flavour,
                      const QString &sessionFile = QStringLiteral("session.json"));

// How many numbers a session may have before its code reads them from the file.
inline constexpr int kInlineNumbers = 2048;

} // namespace attn::io
