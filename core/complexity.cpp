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
        total += bytes(h.weights) + bytes(h.scores) + bytes(h.output);
    return total;
}

std::vector<int> doublingTokens(int first, int last)
{
    std::vector<int> out;
    for (long long t = std::max(1, first); t <= last; t *= 2)
        out.push_back(int(t));
    return out;
}

std::vector<CostMeasurement> measureForwardPasses(const std::vector<int> &tokens, int dModel, int heads,
                                                  const std::atomic<bool> *cancel,
                                                  const std::function<void(double)> &progress,
                                                  bool *cancelled)
{
    using Clock = std::chrono::steady_clock;
    auto stopped = [cancel] { return cancel && cancel->load(); };
    // Small sizes run three times (their first run is mostly fresh memory and cold caches).
    auto runsFor = [](int T) { return T <= 1024 ? 3 : 1; };
    double totalWork = 0;
    for (int T : tokens)
        totalWork += runsFor(T) * forwardFlops(T, dModel);
    double done = 0;
    std::vector<CostMeasurement> out;
    if (cancelled)
        *cancelled = false;
    for (int T : tokens) {
        if (stopped())
            break;
        const Session s = randomSession(T, dModel, heads, 7);
        CostMeasurement m { T, dModel, heads, 0, 0, 0 };
        bool complete = true;
        for (int run = 0; run < runsFor(T) && complete; ++run) {
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
            m.seconds = m.runs == 0 ? seconds : std::min(m.seconds, seconds);
            m.bytes = resultBytes(*r);
            ++m.runs;
            done += work;
        }
        if (!complete)
            break;
        out.push_back(m);
    }
    if (cancelled)
        *cancelled = stopped() && out.size() < tokens.size();
    return out;
}

} // namespace attn
