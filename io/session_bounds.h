// How much of a session file is read, and how large each thing in it may be. Two halves:
// - before any document is built, what each known key may hold at most in the file (counted by
//   the strict scanner, io/strictjson.h): about twice what the largest session the limits allow
//   has there, so a file beyond that costs nothing to refuse and every key the reader does not
//   know is skipped unread. A session's memory then follows what it holds, not its padding;
// - after it, the strings of the app's own "view" object that the views draw or show (title,
//   note, head names, the recovery copy's file), each bounded like tokens and notes are.
#pragma once

#include "strictjson.h"

#include <QJsonObject>
#include <QString>

namespace attn::io {

// The whole "view" object as the file spells it: title, note, head names and a few numbers
// take a few kB; this leaves room for many more keys of later versions.
inline constexpr qint64 kMaxViewBytes = 1 << 20;
// view.title, UTF-8 bytes: the window's title bar; a file or model folder name (≤ 255 bytes) fits.
inline constexpr int kMaxTitleBytes = 1000;
inline constexpr int kMaxFilePathBytes = 4096; // view.file (a recovery copy's file), PATH_MAX

// The keys a session reader uses (docs/file-formats.md's and "view") with their limits.
const MemberLimits &sessionMemberLimits();

// Empty when every string of `view` that the app shows is within its limit; otherwise one
// phrase naming the field, e.g. "view: head_labels: label 2 is longer than 100 bytes of UTF-8".
QString viewProblem(const QJsonObject &view);

} // namespace attn::io
