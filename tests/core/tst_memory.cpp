// How the process keeps freed memory (core/memory.h), set up as the app's main() sets it up:
// a result freed on a worker thread stays for the next one, and goes back when asked.
// Its own process: the allocator settings hold for the whole program.
#include "../common/resident_memory.h"
#include "core/fast_attention.h"
#include "core/memory.h"

#include <QTest>

#include <thread>

using namespace attn;
using attn::test::residentMb;

class TestMemory : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { keepFreedMemoryForReuse(); }

    void resultsFreedOnWorkersAreKeptAndReused()
    {
#if ATTENTION_SANITIZERS
        QSKIP("built with sanitizers: their allocator and its quarantine of freed memory, not this code, "
              "decide the resident memory measured here");
#endif
        // One head of 3000 tokens: a 69 MiB weights matrix, more than a thread's own heap holds,
        // computed and freed on a worker as the app's document does.
        if (residentMb() <= 0)
            QSKIP("no /proc/self/statm here to read resident memory from");
        const Session s = randomSession(3000, 64, 1, 1);
        // What the worker found is checked here, on the test's thread: a QVERIFY on another
        // thread would not fail the test.
        bool computed = true;
        auto computeOnWorker = [&s, &computed] {
            double peak = 0;
            std::thread worker([&] {
                std::optional<AttentionResult> r = computeAttentionFast(s);
                computed = computed && r && r->heads[0].weights.rows() == 3000;
                peak = residentMb();
            });
            worker.join();
            return peak;
        };
        const double first = computeOnWorker();
        QVERIFY(computed);
        const double kept = residentMb();
        QVERIFY2(kept > first - 16,
                 qPrintable(QStringLiteral("%1 MiB while computing, %2 MiB after").arg(first).arg(kept)));
        // The second computation takes the same pages instead of new ones.
        const double second = computeOnWorker();
        QVERIFY(computed);
        QVERIFY2(second < first + 16,
                 qPrintable(QStringLiteral("%1 MiB, then %2 MiB").arg(first).arg(second)));
        // Asked to, the process gives them back.
        releaseFreedMemory();
        QVERIFY2(residentMb() < kept - 48,
                 qPrintable(QStringLiteral("%1 MiB, then %2 MiB").arg(kept).arg(residentMb())));
    }

    // One block's pages, given back before it is freed: the whole pages inside it read 0 (the
    // kernel's fresh pages), the partial ones at its ends keep their numbers, and the process is
    // that much smaller.
    void pagesOfOneBlockGoBack()
    {
#if ATTENTION_SANITIZERS
        QSKIP("built with sanitizers: their allocator, not this code, decides the resident memory");
#endif
        if (residentMb() <= 0)
            QSKIP("no /proc/self/statm here to read resident memory from");
        const std::size_t n = std::size_t(64) << 17; // 64 MiB of doubles
        std::vector<double> block(n, 1.5);
        const double before = residentMb();
        givePagesBack(block.data() + 1, sizeof(double) * (n - 2)); // not page-aligned on purpose
        QCOMPARE(block[n / 2], 0.0);
        QCOMPARE(block.front(), 1.5);
        QCOMPARE(block.back(), 1.5);
        QVERIFY2(residentMb() < before - 48,
                 qPrintable(QStringLiteral("%1 MiB, then %2 MiB").arg(before).arg(residentMb())));
        givePagesBack(nullptr, 4096); // nothing to give: nothing happens
    }
};

QTEST_APPLESS_MAIN(TestMemory)
#include "tst_memory.moc"
