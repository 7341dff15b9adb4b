// One background job of which only the newest counts: the recompute of a large session, the
// model's run, the heatmaps' rebuild, a lesson step's build, the cost measurement. start() runs
// the work on a worker (BackgroundRunner) and supersedes the job before it: that one is asked to
// stop at its next step, and whatever it returns (a result, or the end of running out of memory)
// is dropped. cancel() drops the newest job the same way; finishEarly() asks it to stop but still
// delivers what it returns (a measurement cut short keeps the sizes it timed). While a job's
// ending is awaited its progress is read every interval and emitted; the caller says 0 % and
// 100 % itself, in the order its own signals need.
#pragma once

#include <QObject>

#include <atomic>
#include <functional>
#include <memory>

class QTimer;

namespace attn {

class BackgroundRunner;

class LatestJob : public QObject {
    Q_OBJECT
    struct State;

public:
    using Continuation = std::function<void()>;

    // What the work and the window share while it runs: a flag the work reads between its steps
    // (set when the job is superseded, cancelled or asked to finish early) and the share of the
    // work done, 0 … 1. Copies are of the same job, so a continuation may keep one and read the
    // flag when it is delivered.
    class Control {
    public:
        bool isStopping() const;
        const std::atomic<bool> *stopFlag() const;
        void setProgress(double fraction) const;

    private:
        friend class LatestJob;
        explicit Control(std::shared_ptr<State> state);
        std::shared_ptr<State> m_state;
    };
    // Runs on the worker; what it returns runs on this object's thread if the job is still the
    // newest then.
    using Work = std::function<Continuation(Control)>;

    explicit LatestJob(QObject *parent = nullptr);
    ~LatestJob() override; // asks the newest job to stop, then waits for every worker

    // How often progress() is emitted while a job is awaited; 0 (the default): never.
    void setProgressInterval(int ms);

    // Starts `work` and supersedes the job running, if any. `outOfMemory` runs instead of the
    // work's continuation when the work throws std::bad_alloc (and the job is still the newest).
    void start(Work work, Continuation outOfMemory = {});
    // Drops the newest job: nothing of it is delivered. False when none was awaited.
    bool cancel();
    // Asks the newest job to stop at its next step; what it returns is still delivered.
    void finishEarly();

    // A job whose ending will be delivered (from start() until its continuation or cancel()).
    bool isActive() const { return m_active != nullptr; }
    // A worker of this object is still running, superseded or cancelled ones too.
    bool isWorking() const { return m_workers > 0; }

signals:
    void progress(double fraction);
    // The last worker has ended (after the newest job's ending was delivered, if it was).
    void idle();

private:
    void end(const std::shared_ptr<State> &state, Continuation then);

    std::shared_ptr<State> m_active;
    int m_workers = 0;
    int m_intervalMs = 0;
    BackgroundRunner *m_runner;
    QTimer *m_poll = nullptr;
};

} // namespace attn
