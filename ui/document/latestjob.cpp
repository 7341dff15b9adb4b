#include "latestjob.h"

#include "background.h"

#include <QTimer>

#include <utility>

namespace attn {

struct LatestJob::State {
    std::atomic<bool> stop { false };
    std::atomic<double> progress { 0.0 };
};

LatestJob::Control::Control(std::shared_ptr<State> state)
    : m_state(std::move(state))
{
}

bool LatestJob::Control::isStopping() const
{
    return m_state->stop.load();
}

const std::atomic<bool> *LatestJob::Control::stopFlag() const
{
    return &m_state->stop;
}

void LatestJob::Control::setProgress(double fraction) const
{
    m_state->progress = fraction;
}

LatestJob::LatestJob(QObject *parent)
    : QObject(parent)
    , m_runner(new BackgroundRunner(this))
{
}

LatestJob::~LatestJob()
{
    // The work stops at its next step; the runner, a child, then waits for it when it is
    // deleted, and drops what it had posted back.
    if (m_active)
        m_active->stop = true;
}

void LatestJob::setProgressInterval(int ms)
{
    m_intervalMs = ms;
    if (ms <= 0) {
        if (m_poll)
            m_poll->stop();
        return;
    }
    if (!m_poll) {
        m_poll = new QTimer(this);
        connect(m_poll, &QTimer::timeout, this, [this] {
            if (m_active)
                emit progress(m_active->progress.load());
        });
    }
    m_poll->setInterval(ms);
    if (m_active)
        m_poll->start();
}

void LatestJob::start(Work work, Continuation outOfMemory)
{
    if (m_active)
        m_active->stop = true; // superseded: it stops at its next step, and its ending is dropped
    auto state = std::make_shared<State>();
    m_active = state;
    ++m_workers;
    // Both endings come back here, whichever happens, so that the count of workers stays true.
    m_runner->run(
        [this, state, work = std::move(work)]() -> BackgroundRunner::Continuation {
            Continuation then = work(Control(state));
            return [this, state, then = std::move(then)]() mutable { end(state, std::move(then)); };
        },
        [this, state, outOfMemory = std::move(outOfMemory)]() mutable {
            end(state, std::move(outOfMemory));
        });
    if (m_poll && m_intervalMs > 0)
        m_poll->start();
}

bool LatestJob::cancel()
{
    if (!m_active)
        return false;
    m_active->stop = true;
    m_active.reset();
    if (m_poll)
        m_poll->stop();
    return true;
}

void LatestJob::finishEarly()
{
    if (m_active)
        m_active->stop = true;
}

void LatestJob::end(const std::shared_ptr<State> &state, Continuation then)
{
    --m_workers;
    if (state == m_active) {
        // No longer awaited before the caller hears of it, so that it may start the next job.
        m_active.reset();
        if (m_poll)
            m_poll->stop();
        if (then)
            then();
    }
    // What the ending held (a result, say) is let go before anyone hears that the workers are
    // done: the one that starts the next job may count who holds a result.
    then = nullptr;
    if (m_workers == 0)
        emit idle();
}

} // namespace attn
