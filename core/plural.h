// A count and its noun in the app's English — "1 head", "4 heads", "2 K/V heads" — decided in one
// place for every message, caption and lesson line (the window's translations will take Qt's %n
// plural forms instead).
#pragma once

#include <string>
#include <string_view>

namespace attn {

// `one` for exactly 1, otherwise `many`, or `one` + "s" when `many` is empty.
std::string pluralNoun(long long n, std::string_view one, std::string_view many = {});

// n, a space, and pluralNoun(n, one, many).
std::string counted(long long n, std::string_view one, std::string_view many = {});

} // namespace attn
