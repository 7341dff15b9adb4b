// Two kinds of skip, and the rule CI holds them to (docs/manual.md: "The extra checks").
//
// A test may skip for its machine: no /dev/full, not root enough to run a program as another
// user, AddressSanitizer's allocator deciding the memory a test would measure, a screen size
// another run of the test covers. That is QSKIP, fine anywhere.
//
// A cross-check may also be unable to run because a tool it checks the app against is missing
// (the desktop's own validators and MIME readers). Skipping then passes silently where nobody
// reads the log, so SKIP_CROSS_CHECK skips like QSKIP on a developer's machine but fails where
// ATTENTION_REQUIRE_ALL_CHECKS=1 is set — in CI (.ci/run), which installs every such tool
// (scripts/deps.sh). The NumPy and PyTorch cross-checks need no skip at all: they compare with
// outputs kept in tests/data/python/ (python_reference.h).
#pragma once

#include <QString>
#include <QTest>

namespace testing {

inline bool everyCrossCheckRequired()
{
    return qEnvironmentVariableIntValue("ATTENTION_REQUIRE_ALL_CHECKS") != 0;
}

} // namespace testing

// `why` (a const char *): the tool that is missing, and the package that brings it.
#define SKIP_CROSS_CHECK(why)                                                                                \
    do {                                                                                                     \
        if (testing::everyCrossCheckRequired())                                                              \
            QFAIL(qPrintable(QString::fromUtf8(why)                                                          \
                             + QStringLiteral(" — a cross-check that did not run, and "                    \
                                              "ATTENTION_REQUIRE_ALL_CHECKS is set")));                      \
        QSKIP(why);                                                                                          \
    } while (false)
