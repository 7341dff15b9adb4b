// Work off the UI thread, with the answer delivered back on it. Each run() starts a thread
// that computes and returns a continuation; the continuation runs on the runner's thread
// unless the runner is gone. The runner's destructor waits for its threads, so a worker
// never posts to a dead object. Who wins when runs overlap is not decided here: the window's
// jobs go through LatestJob (latestjob.h), which keeps only the newest and drops what the ones
// it superseded return. Work that
// runs out of memory (std::bad_alloc) ends with its outOfMemory continuation instead (or none)
// rather than ending the program, so that whoever waits for it (a "working…" state, a flag
// that holds the next request back) is told; the work that can say what did not fit catches
// it itself (recompute, model loader).
#pragma once

#include <QObject>

#include <functional>
#include <vector>

class QThread;

namespace attn {

class BackgroundRunner : public QObject {
    Q_OBJECT
public:
    using Continuation = std::function<void()>;
    explicit BackgroundRunner(QObject *parent = nullptr);
    ~BackgroundRunner() override;

    void run(std::function<Continuation()> work, Continuation outOfMemory = {});
    int running() const { return static_cast<int>(m_threads.size()); }

private:
    std::vector<QThread *> m_threads;
};

} // namespace attn
