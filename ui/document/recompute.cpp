#include "recompute.h"

#include "background.h"
#include "core/complexity.h"
#include "core/fast_attention.h"
#include "core/fast_gradient.h"
#include "core/incremental.h"
#include "core/memory.h"
#include "latestjob.h"

#include <QTimer>

#include <new>
#include <utility>

namespace attn {

namespace {

    // T²·heads: how much weights a result holds. Above 4 M cells (32 MB) it counts as large.
    double weightCells(const AttentionResult &r)
    {
        return double(r.tokenCount()) * r.tokenCount() * r.numHeads;
    }
    constexpr double kLargeCells = 4e6;

    QString notEnoughMemory(int tokens)
    {
        return Recompute::tr(
                   "not enough memory to compute a session of %1 tokens; the views show the previous result")
            .arg(tokens);
    }

} // namespace

Recompute::Recompute(const Session &source, QObject *parent)
    : QObject(parent)
    , m_source(source)
    , m_job(new LatestJob(this))
    , m_runner(new BackgroundRunner(this))
{
    m_job->setProgressInterval(100);
    connect(m_job, &LatestJob::progress, this, [this](double done) { emit progress(int(done * 100)); });
    // A computation superseded while it ran has stopped: compute what was asked last.
    connect(m_job, &LatestJob::idle, this, [this] {
        if (m_pending)
            startJob();
    });
}

bool Recompute::inBackground(const Session &s)
{
    // About 4 M FLOPs (2 M multiply-adds) take ~1 ms here; above ~40 M the UI would stutter.
    // core's count, the one attention-bench reports: 8·T·d² + 4·T²·d.
    // A session with a target also gets its gradients: about twice the forward pass again.
    const double flops
        = s.target ? trainingStepFlops(s.tokenCount(), s.dModel()) : forwardFlops(s.tokenCount(), s.dModel());
    return flops > 4e7;
}

void Recompute::offer(Session session, std::shared_ptr<const AttentionResult> result,
                      std::shared_ptr<const GradientResult> gradient)
{
    m_offer = Offer { std::make_shared<const Session>(std::move(session)), std::move(result),
                      std::move(gradient) };
}

bool Recompute::request()
{
    const Session &s = m_source;
    if (auto offer = std::exchange(m_offer, std::nullopt); offer && sameSession(*offer->session, s)) {
        if (m_job->isWorking() || m_pending) { // a running or waiting computation is moot now
            m_job->cancel();
            m_pending = false;
            emit computingChanged(false);
        }
        replaceResult(std::move(offer->result), std::move(offer->session), std::move(offer->gradient));
        return true;
    }
    if (!inBackground(s)) {
        if (m_job->isWorking() || m_pending) { // a running or waiting large computation is moot now
            m_job->cancel();
            m_pending = false;
            emit computingChanged(false);
        }
        try {
            // not const: its memory may be reused for a later result (takeSpare)
            auto result = std::make_shared<AttentionResult>(computeAttention(s));
            std::shared_ptr<const GradientResult> gradient;
            if (s.target)
                gradient = std::make_shared<const GradientResult>(
                    computeGradient(s, *result, *s.target, { .keepHeads = false }));
            replaceResult(std::move(result), std::make_shared<const Session>(s), std::move(gradient));
        } catch (const std::bad_alloc &) { // the previous result stays, as after a failed large one
            emit failed(notEnoughMemory(s.tokenCount()));
        }
        return true;
    }
    if (m_preparingSpare && !m_job->isWorking()) {
        // The result to compute into is being made (prepareSpare): start when it is there, rather
        // than take a third result's memory now.
        const bool wasComputing = isComputing();
        m_pending = true;
        if (!wasComputing)
            emit computingChanged(true);
        return false;
    }
    if (m_job->isWorking()) {
        // One worker at a time, and the latest edit wins: stop the running one at its next row
        // block and start again, with whatever the session is then, when it has stopped. After a
        // Cancel the worker may still be stopping: computing again is news then.
        const bool wasComputing = isComputing();
        m_job->cancel();
        m_pending = true;
        if (!wasComputing)
            emit computingChanged(true);
        return false;
    }
    startJob();
    return false;
}

std::uint64_t Recompute::resultBytesHeld() const
{
    return (m_result ? resultBytes(*m_result) : 0) + (m_spare ? resultBytes(*m_spare) : 0);
}

Recompute::Spare Recompute::takeSpare()
{
    // Only once nothing else holds it (a heatmap being built, a pin): then nothing can reach it.
    if (!m_spare || m_spare.use_count() != 1)
        return { std::make_shared<AttentionResult>(), nullptr };
    std::atomic_thread_fence(std::memory_order_acquire); // after the last holder's reads
    return { std::const_pointer_cast<AttentionResult>(std::exchange(m_spare, nullptr)),
             std::exchange(m_spareSession, nullptr) };
}

void Recompute::startJob()
{
    auto session = std::make_shared<const Session>(m_source);
    const bool wasComputing = m_job->isActive() || m_pending;
    m_pending = false;
    // The edit is brought in computing only what it changed (core/incremental.h): into the
    // result before last, when nothing holds it any more, by the difference between its session
    // and this one (the last edit and this one together, no copy); else into a copy of the
    // result shown. When that would cost more, a full pass, into the same memory.
    auto base = m_result;
    auto baseSession = m_resultSession;
    auto [into, intoSession] = takeSpare();
    m_job->start(
        [this, session, base, baseSession, into = std::move(into), intoSession = std::move(intoSession)](
            LatestJob::Control control) mutable -> LatestJob::Continuation {
            std::shared_ptr<AttentionResult> result;
            std::optional<GradientResult> gradient;
            bool incremental = false;
            try {
                if (base && baseSession) {
                    UpdateReport report;
                    // From the spare's own session (two edits at once, no copy)…
                    if (intoSession)
                        report = updateAttention(*intoSession, *session, *into,
                                                 { .cancel = control.stopFlag() });
                    // …else, or when those two edits together ask for a full pass (the one before
                    // was one: a switch of the causal mask, a change of heads) but this one alone
                    // does not, from a copy of the result shown, into the same memory.
                    if (!report.updated && !report.cancelled)
                        report = updateAttention(*baseSession, *session, *into,
                                                 { .cancel = control.stopFlag(), .copyFrom = base.get() });
                    if (report.updated)
                        result = std::move(into);
                    incremental = report.updated;
                }
                intoSession.reset();
                base.reset();
                if (!result) {
                    FastOptions options;
                    options.cancel = control.stopFlag();
                    options.progress = [control](double done) { control.setProgress(done); };
                    options.recycle = into.get();
                    // no raw scores: views compute those they show
                    if (auto full = computeAttentionFast(*session, options))
                        result = std::make_shared<AttentionResult>(std::move(*full));
                }
                if (result && session->target)
                    gradient = computeGradientFast(*session, *result, *session->target,
                                                   { .cancel = control.stopFlag() });
            } catch (const std::bad_alloc &) {
                result.reset(); // reported, never a crash that loses the user's work
            }
            std::shared_ptr<const AttentionResult> shared = std::move(result);
            auto dL = gradient ? std::make_shared<const GradientResult>(std::move(*gradient)) : nullptr;
            return [this, shared, session, dL, incremental] {
                m_incrementalUpdates += incremental && shared;
                finishJob(shared, session, dL);
            };
        },
        [this, session] { finishJob(nullptr, session, nullptr); });
    if (!wasComputing)
        emit computingChanged(true);
    emit progress(0);
}

void Recompute::finishJob(std::shared_ptr<const AttentionResult> result,
                          std::shared_ptr<const Session> session,
                          std::shared_ptr<const GradientResult> gradient)
{
    // Only the newest computation ends here, neither cancelled nor superseded.
    if (!result) {
        emit computingChanged(false);
        emit failed(notEnoughMemory(session->tokenCount()));
        return;
    }
    replaceResult(std::move(result), std::move(session), std::move(gradient));
    emit progress(100);
    emit computingChanged(false);
    emit finished();
    prepareSpare();
}

void Recompute::prepareSpare()
{
    if (m_spare || m_preparingSpare || weightCells(*m_result) <= kLargeCells)
        return;
    // After a full pass nothing is left to compute the first edit into: a copy made now, while
    // the user looks at the result, spares that edit a gigabyte of fresh memory (seconds of page
    // faults on some machines) and the copy.
    m_preparingSpare = true;
    m_runner->run(
        [this, result = m_result, session = m_resultSession]() -> BackgroundRunner::Continuation {
            auto copy = std::make_shared<AttentionResult>();
            copyResult(*result, *copy);
            return [this, copy, session]() mutable {
                m_preparingSpare = false;
                if (!m_spare && m_result && weightCells(*copy) == weightCells(*m_result)) {
                    m_spare = std::move(copy);
                    m_spareSession = std::move(session);
                } else { // a gigabyte: let go on a worker
                    m_runner->run([copy = std::move(copy)]() mutable -> BackgroundRunner::Continuation {
                        copy.reset();
                        return {};
                    });
                }
                if (m_pending && !m_job->isWorking()) // an edit waited for it (request())
                    startJob();
            };
        },
        [this] { // no room for a second result: edits copy then, or compute in full
            m_preparingSpare = false;
            if (m_pending && !m_job->isWorking())
                startJob();
        });
}

bool Recompute::isComputing() const
{
    return m_job->isActive() || m_pending;
}

bool Recompute::isWorking() const
{
    return m_job->isWorking();
}

void Recompute::cancel()
{
    if (!isComputing())
        return;
    m_job->cancel(); // the worker stops at its next row block
    m_pending = false;
    emit computingChanged(false);
}

void Recompute::replaceResult(std::shared_ptr<const AttentionResult> result,
                              std::shared_ptr<const Session> session,
                              std::shared_ptr<const GradientResult> gradient)
{
    m_gradient = std::move(gradient);
    auto old = std::exchange(m_result, std::move(result));
    auto oldSession = std::exchange(m_resultSession, std::move(session));
    if (!old || weightCells(*old) <= kLargeCells)
        return; // small: freed here, at once
    // Of the size of the new one: kept to compute the next edit into (takeSpare), once free.
    if (weightCells(*old) == weightCells(*m_result) && !m_spare) {
        m_spare = std::move(old);
        m_spareSession = std::move(oldSession);
        return;
    }
    // The process keeps freed memory for the next recompute of the same size (core/memory.h);
    // when a much smaller session follows, that memory goes back to the system.
    if (4 * weightCells(*m_result) < weightCells(*old)) {
        m_spare.reset();
        m_spareSession.reset();
        releaseMemorySoon();
    }
    // A large one can be a gigabyte: freed on a worker, not on the UI thread.
    m_runner->run([old = std::move(old),
                   oldSession = std::move(oldSession)]() mutable -> BackgroundRunner::Continuation {
        old.reset();
        oldSession.reset();
        return {};
    });
}

void Recompute::releaseMemorySoon()
{
    // Later, on a worker: by then the old result is freed, and so are the heatmaps' copies of
    // it, which their panel lets go on workers of its own once it has rebuilt.
    QTimer::singleShot(kReleaseDelayMs, this, [this] {
        m_runner->run([]() -> BackgroundRunner::Continuation {
            releaseFreedMemory();
            return {};
        });
    });
}

} // namespace attn
