#include "complexity.h"

#include "attention.h"
#include "fast_attention.h"
#include "session.h"

#include <algorithm>
#include <chrono>

namespace attn {

double forwardFlops(std::int64_t T, std::int64_t d)
{
    return 8.0 * double(T) * double(d) * double(d) + 4.0 * double(T) * double(T) * double(d);
}

double trainingStepFlops(std::int64_t T, std::int64_t d)
{
    return 18.0 * double(T) * double(d) * double(d) + 12.0 * double(T) * double(T) * double(d);
}

std::uint64_t estimateBytes(std::int64_t T, std::int64_t d, std::int64_t heads)
{
    const std::uint64_t cell = sizeof(double);
    const std::uint64_t square = std::uint64_t(T) * std::uint64_t(T); // one T×T
    const std::uint64_t wide = std::uint64_t(T) * std::uint64_t(d) * cell; // one T×d_model
    return std::uint64_t(heads) * square * cell // the weights
        + square // the mask, one byte a cell
        + 6 * wide; // Q, K, V, the heads' outputs, concat, output
}

std::uint64_t resultBytes(const AttentionResult &r)
{
    auto bytes = [](const Matrix &m) { return std::uint64_t(m.size()) * sizeof(double); };
    std::uint64_t total = bytes(r.Q) + bytes(r.K) + bytes(r.V) + bytes(r.concat) + bytes(r.output)
        + std::uint64_t(r.mask.size()) * sizeof(bool);
    for (const HeadResult &h : r.heads)
        total += h.weights.bytesHeld() + h.scores.bytesHeld() + bytes(h.output)
            + std::uint64_t(h.rowMax.size() + h.rowSum.size()) * sizeof(double);
    return total;
}

std::vector<int> doublingTokens(int first, int last)
{
    std::vector<int> out;
    for (long long t = std::max(1, first); t <= last; t *= 2)
        out.push_back(int(t));
    return out;
}

double quadraticShare(std::int64_t T, std::int64_t d)
{
    return T + d > 0 ? double(T) / (double(T) + 2.0 * double(d)) : 0;
}

int costRunsFor(int tokens)
{
    return tokens <= 1024 ? 5 : 3;
}

double costWork(int tokens, int dModel)
{
    return (costRunsFor(tokens) + 1) * forwardFlops(tokens, dModel); // the warm-up too
}

std::vector<CostMeasurement> measureForwardPasses(const std::vector<int> &tokens, int dModel, int heads,
                                                  const std::atomic<bool> *cancel,
                                                  const std::function<void(double)> &progress,
                                                  bool *cancelled)
{
    using Clock = std::chrono::steady_clock;
    auto stopped = [cancel] { return cancel && cancel->load(); };
    double totalWork = 0;
    for (int T : tokens)
        totalWork += costWork(T, dModel);
    double done = 0;
    std::vector<CostMeasurement> out;
    if (cancelled)
        *cancelled = false;
    for (int T : tokens) {
        if (stopped())
            break;
        const Session s = randomSession(T, dModel, heads, 7);
        CostMeasurement m { T, dModel, heads, 0, 0, 0 };
        std::vector<double> times;
        bool complete = true;
        // Run 0 warms up (its memory is fresh, its caches cold) and is not counted; one result
        // alive at a time — as attention-bench times it.
        for (int run = 0; run <= costRunsFor(T); ++run) {
            FastOptions o;
            o.cancel = cancel;
            const double before = done, work = forwardFlops(T, dModel);
            if (progress && totalWork > 0)
                o.progress = [&progress, before, work, totalWork](double f) {
                    progress((before + f * work) / totalWork);
                };
            const auto start = Clock::now();
            const auto r = computeAttentionFast(s, o);
            const double seconds = std::chrono::duration<double>(Clock::now() - start).count();
            if (!r) {
                complete = false;
                break;
            }
            if (run > 0)
                times.push_back(seconds);
            m.bytes = resultBytes(*r);
            done += work;
        }
        if (!complete)
            break;
        std::sort(times.begin(), times.end());
        const std::size_t n = times.size();
        m.seconds = n % 2 ? times[n / 2] : (times[n / 2 - 1] + times[n / 2]) / 2;
        m.runs = int(n);
        out.push_back(m);
    }
    if (cancelled)
        *cancelled = stopped() && out.size() < tokens.size();
    return out;
}

} // namespace attn
