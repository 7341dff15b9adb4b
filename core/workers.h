// What a fast, threaded computation in core needs around its maths: a crew of threads that
// takes numbered tasks (with progress and cancel), the row-major matrix product on OpenBLAS
// (or Eigen), and hints that make fresh memory cheaper to fill.
//
// Used by the model's fast forward pass (model/fast_forward.cpp). The attention fast path
// (fast_attention.cpp) still keeps its own copies of the same pieces.
#pragma once

#include "conventions.h"

#include <atomic>
#include <cstddef>
#include <functional>
#include <string>

namespace attn::work {

// Asks for transparent huge pages on a buffer not yet touched (512 faults per GiB instead of
// 262 144). Only a hint; where the kernel says no, nothing changes.
void preferHugePages(const void *data, std::size_t bytes);

// Maps the pages under [data, data + bytes) in one system call before they are written
// (a fault per 4 KiB page costs up to ~20 µs under some hypervisors, a batch ~1 µs). Only a
// hint as well (Linux ≥ 5.14).
void populate(const void *data, std::size_t bytes);

// Threads for a computation of this many floating-point operations: the caller's wish
// (0 = one per core), and 1 below a few MFLOP, where starting a thread costs more than it saves.
int chooseThreads(int wanted, double totalFlops);

// Hands out tasks 0, 1, 2, … to a fixed number of threads (the calling thread is one of them)
// and reports how far the whole computation (several run() calls) has got.
class Crew {
public:
    // progress: called on the calling thread only, with the fraction of totalFlops done so far,
    // non-decreasing, below 1 (finished() says 1.0 once). cancel: polled before every task.
    Crew(int threads, double totalFlops, std::function<void(double)> progress,
         const std::atomic<bool> *cancel);

    int threads() const { return m_threads; }

    // Runs body(task, worker) for every task in [0, count), in order of task as threads come
    // free; worker in [0, threads()) names the thread, for per-thread scratch memory. flops(task)
    // is the task's share for the progress report. Returns false, with some tasks never
    // started, once the cancel flag is seen. An exception in a task is rethrown here.
    bool run(int count, const std::function<void(int task, int worker)> &body,
             const std::function<double(int)> &flops);

    bool cancelled() const;
    void finished();

private:
    void report();

    int m_threads;
    double m_totalFlops;
    std::function<void(double)> m_progress;
    const std::atomic<bool> *m_cancel;
    std::atomic<double> m_doneFlops { 0.0 };
    double m_reported = 0.0;
};

} // namespace attn::work
