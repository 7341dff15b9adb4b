// How a number typed by the user is read, wherever one is typed (the tables, practice): the
// user's locale or the C locale, so "0,125" in German and "0.125" everywhere; group separators
// refused ("0.125" never becomes 125 in German, nor "1,234" 1234 in English); the typographic
// minus the app displays read as "-". One rule, here.
#pragma once

#include <QLocale>
#include <QString>

#include <optional>

namespace attn {

// The number, or nothing (*overflowed, when given, is ±∞ for a number too large for a double).
std::optional<double> readTypedNumber(const QString &text, const QLocale &user = QLocale(),
                                      double *overflowed = nullptr);

} // namespace attn
