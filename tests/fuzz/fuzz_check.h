// What a fuzz target does when an input breaks a promise of the code under test: it says
// which promise and aborts. libFuzzer then keeps the input as a crash; the replay test fails.
#pragma once

#include <cstdio>
#include <cstdlib>
#include <string>

namespace attn::fuzz {

// The file being replayed, set by the replay test so a failure names it (libFuzzer names
// the crash file itself).
inline std::string &currentInput()
{
    static std::string name;
    return name;
}

[[noreturn]] inline void broken(const char *file, int line, const char *promise,
                                const std::string &detail = {})
{
    std::fprintf(stderr, "%s:%d: fuzz invariant broken: %s%s%s\n", file, line, promise,
                 detail.empty() ? "" : ": ", detail.c_str());
    if (!currentInput().empty())
        std::fprintf(stderr, "input: %s\n", currentInput().c_str());
    std::fflush(stderr);
    std::abort();
}

// A double with all its digits, for details.
inline std::string exact(double value)
{
    char text[32];
    std::snprintf(text, sizeof text, "%.17g", value);
    return text;
}

} // namespace attn::fuzz

// FUZZ_CHECK(condition, "what must hold"[, detail]): the detail (std::string or const char *)
// is evaluated only when the condition is false, so it may cost something.
#define FUZZ_CHECK(condition, ...)                                                                           \
    do {                                                                                                     \
        if (!(condition))                                                                                    \
            attn::fuzz::broken(__FILE__, __LINE__, __VA_ARGS__);                                             \
    } while (false)
