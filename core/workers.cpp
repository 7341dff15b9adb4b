// Threads, products and memory hints for the fast paths (workers.h says what each is for).
#include "workers.h"

#include <algorithm>
#include <cstdint>
#include <exception>
#include <mutex>
#include <system_error>
#include <thread>

#if defined(__linux__)
#include <sys/mman.h>
#include <unistd.h>
#endif

namespace attn::work {

using Index = Eigen::Index;

void preferHugePages(const void *data, std::size_t bytes)
{
#if defined(__linux__) && defined(MADV_HUGEPAGE)
    constexpr std::uintptr_t huge = std::uintptr_t(2) << 20;
    const auto first = reinterpret_cast<std::uintptr_t>(data);
    const auto begin = (first + huge - 1) & ~(huge - 1);
    const auto end = (first + bytes) & ~(huge - 1);
    if (end > begin)
        madvise(reinterpret_cast<void *>(begin), end - begin, MADV_HUGEPAGE);
#else
    (void)data;
    (void)bytes;
#endif
}

void populate(const void *data, std::size_t bytes)
{
#if defined(__linux__) && defined(MADV_POPULATE_WRITE)
    if (bytes == 0)
        return;
    static const auto page = static_cast<std::uintptr_t>(sysconf(_SC_PAGESIZE));
    // Whole pages around the range: each holds bytes of ours, so each is mapped.
    const auto begin = reinterpret_cast<std::uintptr_t>(data) & ~(page - 1);
    const auto end = (reinterpret_cast<std::uintptr_t>(data) + bytes + page - 1) & ~(page - 1);
    madvise(reinterpret_cast<void *>(begin), end - begin, MADV_POPULATE_WRITE);
#else
    (void)data;
    (void)bytes;
#endif
}

int chooseThreads(int wanted, double totalFlops)
{
    int threads = wanted > 0 ? wanted : static_cast<int>(std::thread::hardware_concurrency());
    if (threads < 1 || totalFlops < 4e6)
        threads = 1;
    return threads;
}

Crew::Crew(int threads, double totalFlops, std::function<void(double)> progress,
           const std::atomic<bool> *cancel)
    : m_threads(std::max(1, threads))
    , m_totalFlops(totalFlops)
    , m_progress(std::move(progress))
    , m_cancel(cancel)
{
}

bool Crew::cancelled() const
{
    return m_cancel && m_cancel->load(std::memory_order_relaxed);
}

bool Crew::run(int count, const std::function<void(int, int)> &body, const std::function<double(int)> &flops)
{
    std::atomic<int> next { 0 };
    std::atomic<bool> failed { false };
    std::exception_ptr error;
    std::mutex errorMutex;
    auto work = [&](int worker) {
        for (;;) {
            if (cancelled() || failed.load(std::memory_order_relaxed))
                return;
            const int task = next.fetch_add(1, std::memory_order_relaxed);
            if (task >= count)
                return;
            try {
                body(task, worker);
            } catch (...) {
                const std::lock_guard lock(errorMutex);
                if (!error)
                    error = std::current_exception();
                failed = true;
                return;
            }
            m_doneFlops.fetch_add(flops(task), std::memory_order_relaxed);
            if (worker == 0)
                report();
        }
    };
    const int helpers = std::min(m_threads, count) - 1;
    {
        std::vector<std::jthread> threads;
        threads.reserve(static_cast<std::size_t>(std::max(helpers, 0)));
        for (int t = 1; t <= helpers; ++t) {
            try {
                threads.emplace_back(work, t);
            } catch (const std::system_error &) { // no thread to be had (memory, limits): fewer do it all
                break;
            }
        }
        work(0);
    } // joins
    if (error)
        std::rethrow_exception(error);
    report();
    return !cancelled();
}

void Crew::report()
{
    if (!m_progress || m_totalFlops <= 0)
        return;
    const double f = std::min(m_doneFlops.load(std::memory_order_relaxed) / m_totalFlops, 1.0);
    if (f > m_reported && f < 1.0) {
        m_reported = f;
        m_progress(f);
    }
}

void Crew::finished()
{
    if (m_progress)
        m_progress(1.0);
}

} // namespace attn::work
