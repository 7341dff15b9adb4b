// The one check of a long computation's progress report and Cancel: run to the end, the fractions
// it reports rise to 1.0, reported exactly once; cancelled once past `cancelAt`, it gives up
// without reaching 1.0.
#pragma once

#include <QTest>

#include <algorithm>
#include <atomic>
#include <functional>
#include <vector>

namespace testing {

// run(progress, cancel) starts the computation with that progress callback and cancel flag (null:
// never cancelled) and says whether it finished.
using ProgressRun = std::function<bool(std::function<void(double)>, const std::atomic<bool> *)>;

inline void checkProgressAndCancel(const ProgressRun &run, double cancelAt, std::size_t leastReports = 3)
{
    std::vector<double> seen;
    QVERIFY(run([&](double f) { seen.push_back(f); }, nullptr));
    QVERIFY(seen.size() >= leastReports);
    QVERIFY(std::is_sorted(seen.begin(), seen.end()));
    QCOMPARE(seen.back(), 1.0);
    QCOMPARE(std::count(seen.begin(), seen.end(), 1.0), std::ptrdiff_t(1));

    std::atomic<bool> cancel { false };
    double last = 0;
    const bool finished = run(
        [&](double f) {
            last = f;
            if (f > cancelAt)
                cancel = true;
        },
        &cancel);
    QVERIFY(!finished);
    QVERIFY(last < 1.0);
}

} // namespace testing
