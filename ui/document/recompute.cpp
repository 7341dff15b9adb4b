#include "recompute.h"

#include "background.h"
#include "core/complexity.h"
#include "core/fast_attention.h"
#include "core/fast_gradient.h"
#include "core/incremental.h"
#include "core/memory.h"
#include "latestjob.h"

#include <QScopeGuard>
#include <QTimer>

#include <chrono>
#include <new>
#include <thread>
#include <utility>

namespace attn {

namespace {

    // T²·heads: how much weights a result holds. Above 4 M cells (32 MB) it counts as large.
    double weightCells(const AttentionResult &r)
    {
        return double(r.tokenCount()) * r.tokenCount() * r.numHeads;
    }
    double weightCells(const Session &s)
    {
        return double(s.tokenCount()) * s.tokenCount() * s.numHeads;
    }
    constexpr double kLargeCells = 4e6;

    QString notEnoughMemory(int tokens, bool resultLost)
    {
        return resultLost
            ? Recompute::tr("not enough memory to compute a session of %1 tokens; the maps and the breakdown "
                            "keep what they showed, the tables stay empty, until an edit makes it fit")
                  .arg(tokens)
            : Recompute::tr(
                  "not enough memory to compute a session of %1 tokens; the views show the previous "
                  "result")
                  .arg(tokens);
    }

    // One of the shortages asked for by simulateShortages(), if any is left.
    bool takeShortage(std::atomic<int> &left)
    {
        for (int n = left.load(); n > 0;)
            if (left.compare_exchange_weak(n, n - 1))
                return true;
        return false;
    }

} // namespace

Recompute::~Recompute()
{
    stopFullPassInPlace(); // the job's end (LatestJob's destructor waits for it) comes sooner
}

Recompute::Recompute(const Session &source, QObject *parent)
    : QObject(parent)
    , m_source(source)
    , m_leases(std::make_shared<std::atomic<int>>(0))
    , m_job(new LatestJob(this))
    , m_runner(new BackgroundRunner(this))
{
    m_job->setProgressInterval(100);
    connect(m_job, &LatestJob::progress, this, [this](double done) { emit progress(int(done * 100)); });
    // A computation superseded while it ran has stopped: compute what was asked last. An edit
    // written into the result shown happened all the same (it cannot stop half way): the result
    // is now of that edit's session, and is shown unless the next computation follows at once.
    connect(m_job, &LatestJob::idle, this, [this] {
        const bool told = isComputing(); // what the views were last told
        endWrite();
        if (m_pending) {
            startJob();
            if (!told) // after a Cancel: a result left unreadable is computed again all the same
                emit computingChanged(true);
        } else {
            announceWrite();
        }
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

bool Recompute::hasGradient(const Session &s)
{
    return s.target && attn::hasGradients(s);
}

bool Recompute::request()
{
    const Session &s = m_source;
    if (auto offer = std::exchange(m_offer, std::nullopt); offer && sameSession(*offer->session, s)) {
        stopFullPassInPlace(); // moot: the offered result replaces it
        settle(); // an edit being written into the result shown ends first (it is not stopped)
        if (m_job->isWorking() || m_pending) { // a running or waiting computation is moot now
            m_job->cancel();
            m_pending = false;
            emit computingChanged(false);
        }
        replaceResult(std::move(offer->result), std::move(offer->session), std::move(offer->gradient));
        return true;
    }
    if (!inBackground(s)) {
        stopFullPassInPlace(); // moot: computed here now
        settle(); // an edit being written into the result shown ends first (it is not stopped)
        if (m_job->isWorking() || m_pending) { // a running or waiting large computation is moot now
            m_job->cancel();
            m_pending = false;
            emit computingChanged(false);
        }
        try {
            // not const: a later edit may be written into it
            auto result = std::make_shared<AttentionResult>(computeAttention(s));
            std::shared_ptr<const GradientResult> gradient;
            if (hasGradient(s))
                gradient = std::make_shared<const GradientResult>(
                    computeGradient(s, *result, *s.target, { .keepHeads = false }));
            replaceResult(std::move(result), std::make_shared<const Session>(s), std::move(gradient));
        } catch (const std::bad_alloc &) { // the previous result stays, as after a failed large one
            emit failed(notEnoughMemory(s.tokenCount(), m_resultBroken));
        }
        return true;
    }
    if (m_job->isWorking()) {
        // One worker at a time, and the latest edit wins: stop the running one at its next row
        // block and start again, with whatever the session is then, when it has stopped. After a
        // Cancel the worker may still be stopping: computing again is news then. An edit being
        // written into the result shown is not stopped half way: it is taken when it ends (idle),
        // and this edit follows from there.
        const bool wasComputing = isComputing();
        stopFullPassInPlace(); // it is computed again, in the same memory, with this edit in
        m_job->cancel();
        m_pending = true;
        if (!wasComputing)
            emit computingChanged(true);
        return false;
    }
    startJob();
    return false;
}

std::uint64_t Recompute::resultBytesHeld()
{
    settle();
    return m_result ? resultBytes(*m_result) : 0;
}

bool Recompute::isReadable() const
{
    return !m_resultBroken && (!m_write || m_write->state.load() == Write::Untouched);
}

void Recompute::settle()
{
    if (!m_write)
        return;
    for (int state; (state = m_write->state.load()) == Write::Reserved;)
        m_write->state.wait(state);
    endWrite();
}

void Recompute::endWrite()
{
    const auto write = std::exchange(m_write, nullptr);
    if (!write)
        return;
    switch (write->state.load()) {
    case Write::Written:
        m_resultSession = write->session;
        if (write->session->target)
            m_gradient.reset(); // of the session before: the job brings the new one
        m_unannounced = true; // finished() is owed, whoever ends the job
        break;
    case Write::Stopped:
    case Write::Broken:
        // Stopped or out of memory half way: the result is neither the session's before nor
        // after (nor, for a token added, of one shape). Nothing reads it (isReadable) or updates
        // from it: a full pass follows at once, and the views keep what they drew until it comes.
        m_resultBroken = true;
        m_brokenByMemory = write->state.load() == Write::Broken;
        m_pending = true;
        break;
    case Write::Untouched:
        if (write->announced) // the views that let go for it rebuild from the result as it is
            m_unannounced = true;
        break;
    default:
        break;
    }
}

void Recompute::announceWrite()
{
    if (std::exchange(m_unannounced, false))
        emit finished();
}

std::shared_ptr<const AttentionResult> Recompute::lease()
{
    settle();
    if (!m_result)
        return nullptr;
    m_leases->fetch_add(1);
    // Let go: the count falls before the keeper does, so a count read after the result's own
    // (heldElsewhere) never misses a holder.
    return std::shared_ptr<const AttentionResult>(
        m_result.get(), [keeper = m_keeper, leases = m_leases](const AttentionResult *) {
            leases->fetch_sub(1);
            leases->notify_all();
        });
}

bool Recompute::heldElsewhere() const
{
    const bool held = m_result.use_count() > 1 + (m_keeper ? 1 : 0);
    // After the reads of a holder that let go on another thread, before the write that follows.
    std::atomic_thread_fence(std::memory_order_acquire);
    return held;
}

void Recompute::sourceWillChange()
{
    if (const auto copied = std::exchange(m_sourceCopied, nullptr))
        copied->wait(false);
}

void Recompute::startJob()
{
    endWrite(); // one that declined to write (and was then superseded) is over
    sourceWillChange(); // a job before (superseded) is done reading it
    // The session now, copied by the job on its worker (sourceWillChange).
    const Session &now = m_source;
    auto sourceCopied = std::make_shared<std::atomic<bool>>(false);
    const bool wasComputing = m_job->isActive() || m_pending;
    m_pending = false;
    // The edit is brought in computing only what it changed (core/incremental.h), by the
    // difference between the session shown and this one (every edit since, together). When an
    // update would cost more (a change of heads, the causal switch, another file), a full pass.
    // A large result is written where it is, by either, unless something beside the views holds
    // it (a Pin): then the update goes into a copy of it and a full pass into fresh memory, and
    // the result shown stays readable meanwhile.
    const bool held = heldElsewhere(); // before the copies below
    const bool broken = std::exchange(m_resultBroken, false);
    const bool outOfMemory = std::exchange(m_brokenByMemory, false);
    if (outOfMemory && m_result && !held) // its memory is what ran out: let it go, compute afresh
        *std::const_pointer_cast<AttentionResult>(m_result) = AttentionResult {};
    // A broken result may be empty (a full pass stopped in it): the session tells its size then.
    const double cells = broken ? weightCells(now) : (m_result ? weightCells(*m_result) : 0.0);
    const bool inPlace = m_result && m_resultSession && cells > kLargeCells && !held && !outOfMemory;
    auto base = broken && !inPlace ? nullptr : m_result;
    auto baseSession = broken ? nullptr : m_resultSession; // nothing to update from: a full pass
    // Before the job starts, so that what a view lets go is not in the write's peak. Only when
    // the result changes shape (tokens or heads): of the same shape, the map's copy is replaced
    // in its own memory after the write, which a write's scratch would otherwise take part of.
    const bool reshaped = inPlace
        && (m_result->tokenCount() != now.tokenCount() || m_result->numHeads != now.numHeads);
    if (reshaped)
        emit aboutToWrite();
    std::shared_ptr<Write> write;
    if (inPlace) {
        write = std::make_shared<Write>(); // its session comes with the copy, before its state
        write->announced = reshaped;
        m_write = write;
    }
    m_resultBroken = broken && !inPlace; // a write rewrites it, and is unreadable meanwhile
    auto superseded = std::make_shared<std::atomic<bool>>(false);
    m_superseded = superseded;
    m_job->start(
        [this, source = &now, sourceCopied, base, baseSession, write, superseded, broken, leases = m_leases,
         shortages = m_shortages, delay = m_copyDelayMs->load()](LatestJob::Control control) mutable
        -> LatestJob::Continuation {
            const std::shared_ptr<const Session> session
                = copySource(*source, *sourceCopied, write.get(), broken, delay);
            std::shared_ptr<AttentionResult> result;
            std::optional<GradientResult> gradient;
            bool incremental = false;
            try {
                if (write) {
                    // Every reader on another thread is done first (new ones wait for the end).
                    for (int n; (n = leases->load()) > 0;)
                        leases->wait(n);
                    auto into = std::const_pointer_cast<AttentionResult>(base);
                    base.reset();
                    // Not stopped half way by a Cancel: the result shown would be neither. Only a
                    // newer edit stops a full pass (superseded), which then writes it again.
                    Write::State state = Write::Broken;
                    try {
                        if (takeShortage(*shortages)) { // as a real one: the result is half written
                            into->heads.clear();
                            throw std::bad_alloc();
                        }
                        state = writeInPlace(baseSession.get(), *session, *into, *superseded, incremental,
                                             [control](double done) { control.setProgress(done); });
                    } catch (const std::bad_alloc &) {
                        write->state = Write::Broken;
                        write->state.notify_all();
                        throw;
                    }
                    write->state = state;
                    write->state.notify_all();
                    if (state == Write::Written)
                        result = std::move(into);
                } else if (base && baseSession) {
                    // Into fresh memory, from a copy of the result shown.
                    auto into = std::make_shared<AttentionResult>();
                    const UpdateReport report
                        = updateAttention(*baseSession, *session, *into,
                                          { .cancel = control.stopFlag(), .copyFrom = base.get() });
                    if (report.updated)
                        result = std::move(into);
                    incremental = report.updated;
                }
                base.reset();
                if (!result && !write) {
                    if (takeShortage(*shortages))
                        throw std::bad_alloc();
                    FastOptions options;
                    options.cancel = control.stopFlag();
                    options.progress = [control](double done) { control.setProgress(done); };
                    // no raw scores: views compute those they show
                    if (auto full = computeAttentionFast(*session, options))
                        result = std::make_shared<AttentionResult>(std::move(*full));
                }
                if (result && hasGradient(*session))
                    gradient = computeGradientFast(*session, *result, *session->target,
                                                   { .cancel = control.stopFlag() });
            } catch (const std::bad_alloc &) {
                result.reset(); // reported, never a crash that loses the user's work
            }
            std::shared_ptr<const AttentionResult> shared = std::move(result);
            auto dL = gradient ? std::make_shared<const GradientResult>(std::move(*gradient)) : nullptr;
            const bool inPlace = write && write->state.load() == Write::Written;
            // Moved on, not kept by the continuation: an edit started from here on (a pending
            // one) would count it as a holder and not write in place.
            return [this, shared = std::move(shared), session, dL, incremental, inPlace]() mutable {
                m_incrementalUpdates += incremental && shared;
                m_inPlaceUpdates += inPlace;
                finishJob(std::move(shared), std::move(session), std::move(dL));
            };
        },
        [this, tokens = now.tokenCount()] { finishJob(nullptr, nullptr, nullptr, tokens); });
    m_sourceCopied = sourceCopied; // only now: a throw before start() leaves no gate shut for good
    if (!wasComputing)
        emit computingChanged(true);
    emit progress(0);
}

std::shared_ptr<const Session> Recompute::copySource(const Session &source, std::atomic<bool> &copied,
                                                    Write *write, bool broken, int delayMs)
{
    std::shared_ptr<const Session> session;
    {
        // The source may change again once this is set, whatever the end of the copy.
        const auto done = qScopeGuard([&] {
            copied.store(true);
            copied.notify_all();
        });
        if (delayMs > 0) // simulateSlowCopy
            std::this_thread::sleep_for(std::chrono::milliseconds(delayMs));
        try {
            session = std::make_shared<const Session>(source);
        } catch (const std::bad_alloc &) {
            // The result shown stays as it is: readable, or still broken (a full pass stopped in
            // it emptied it), computed again once in fresh memory, as after any shortage.
            if (write) {
                write->state = broken ? Write::Broken : Write::Untouched;
                write->state.notify_all();
            }
            throw;
        }
    }
    if (write) // before its state: the UI thread reads it once the state is set
        write->session = session;
    return session;
}

Recompute::Write::State Recompute::writeInPlace(const Session *before, const Session &after,
                                                AttentionResult &r, const std::atomic<bool> &superseded,
                                                bool &incremental,
                                                const std::function<void(double)> &progress)
{
    if (before) {
        incremental = updateAttention(*before, after, r).updated;
        if (incremental)
            return Write::Written;
    }
    if (superseded.load() && before) // moot before it began: r stays readable as it is
        return Write::Untouched;
    // r is untouched: the full pass computes into its memory, whatever fits of it.
    FastOptions options;
    options.cancel = &superseded;
    options.progress = progress;
    options.recycle = &r;
    auto full = computeAttentionFast(after, options);
    if (!full) {
        r = AttentionResult {}; // its buffers went with the stopped pass: nothing half read
        return Write::Stopped;
    }
    r = std::move(*full);
    return Write::Written;
}

void Recompute::simulateShortages(int count)
{
    m_shortages->store(count);
}

void Recompute::simulateSlowCopy(int ms)
{
    m_copyDelayMs->store(ms);
}

void Recompute::stopFullPassInPlace()
{
    if (m_superseded)
        m_superseded->store(true);
}

void Recompute::finishJob(std::shared_ptr<const AttentionResult> result,
                          std::shared_ptr<const Session> session,
                          std::shared_ptr<const GradientResult> gradient, int tokens)
{
    // Only the newest computation ends here, neither cancelled nor superseded.
    endWrite();
    if (!result && m_pending)
        return; // a write broke half way: computed again at once (idle), in fresh memory
    if (!result) {
        emit computingChanged(false);
        emit failed(notEnoughMemory(session ? session->tokenCount() : tokens, m_resultBroken));
        announceWrite(); // an edit written before memory ran out (for its gradient) is shown
        return;
    }
    m_unannounced = false; // said below
    replaceResult(std::move(result), std::move(session), std::move(gradient));
    emit progress(100);
    emit computingChanged(false);
    emit finished();
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
    m_pending = false;
    // The worker stops at its next row block. An edit being written into the result shown
    // cannot stop half way: it is taken, and shown, when it ends (idle).
    m_job->cancel();
    emit computingChanged(false);
}

void Recompute::replaceResult(std::shared_ptr<const AttentionResult> result,
                              std::shared_ptr<const Session> session,
                              std::shared_ptr<const GradientResult> gradient)
{
    // Another result than the one an edit is being written into: that edit is moot.
    if (m_write && result != m_result) {
        settle();
        m_write.reset();
    }
    m_gradient = std::move(gradient);
    m_resultBroken = false;
    auto oldSession = std::exchange(m_resultSession, std::move(session));
    if (result == m_result) // written where it was
        return;
    auto old = std::exchange(m_result, std::move(result));
    m_keeper = std::make_shared<Keeper>(Keeper { m_result });
    if (!old || weightCells(*old) <= kLargeCells)
        return; // small: freed here, at once
    // The process keeps freed memory for the next recompute of the same size (core/memory.h);
    // when a much smaller session follows, that memory goes back to the system.
    if (4 * weightCells(*m_result) < weightCells(*old))
        releaseMemorySoon();
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
