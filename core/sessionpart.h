// How a part of a session lists its fields (core/session.h): once, in SESSION_PART_FIELDS, as a
// tuple of references. Equality, the undo steps and the tests see every part through that list,
// so a field added to a part and to its list is never left out of a copy or a comparison.
#pragma once

#include <tuple>

#define SESSION_PART_FIELDS(...)                                                                     \
    auto fields() { return std::tie(__VA_ARGS__); }                                                  \
    auto fields() const { return std::tie(__VA_ARGS__); }
