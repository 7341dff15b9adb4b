// Keeping the result up to date with the session: small sessions are computed at once, large
// ones on a worker with progress and cancel, the latest request winning (a running computation
// is stopped at its next row block and started again on the newest session). The document
// owns one and asks it after every edit; the views read the result through the document.
//
// A large result is one gigabyte at 4096 tokens, so an edit brings it up to date where it is
// (core/incremental.h), never beside a second one; so does a full pass (a change of heads, the
// causal switch, another file), computed into the result's own memory. While that write runs (a
// tenth of a second for a cell at 4096 tokens, longer when it first waits for the heatmaps' build
// to let go of the result, about a second for a token added or a full pass) the result must not be
// read: isReadable() says so, and the views keep what they drew (the breakdown and, unless the
// result changes shape (aboutToWrite), the large heatmap hold copies; the tables show their cells
// empty for that moment). A reader that cannot wait for
// finished() calls settle(), which waits for the write to end. A reader on another thread takes a
// lease(): the next write waits until every lease is let go. A long-lived holder of resultPtr() (a
// Pin) makes the next edit compute into fresh memory instead, leaving the held result as it was.
#pragma once

#include "core/attention.h"
#include "core/gradient.h"
#include "core/session.h"

#include <QObject>

#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>

namespace attn {

class BackgroundRunner;
class LatestJob;

class Recompute : public QObject {
    Q_OBJECT
public:
    // `source` is the session to keep computing (the document's; it outlives this object).
    explicit Recompute(const Session &source, QObject *parent = nullptr);
    ~Recompute() override;

    // Sessions whose attention takes longer than a frame are computed off the UI thread.
    static bool inBackground(const Session &s);
    // Whether a result of s comes with the gradients of its loss: a target, and a layer whose
    // backward pass is built (not latent attention).
    static bool hasGradient(const Session &s);

    // Computes the source session as it is now: true when the result is ready now; false when
    // it comes with finished().
    bool request();
    // A result computed elsewhere (a training step's, on its worker) for `session`: the next
    // request() takes it instead of computing, if the source is then that session. It must not
    // have been created const: the next edit is written into it.
    void offer(Session session, std::shared_ptr<const AttentionResult> result,
               std::shared_ptr<const GradientResult> gradient);

    // The latest finished computation and the session it was computed from. Read them while
    // isReadable(), or after settle().
    const AttentionResult &result() const { return *m_result; }
    const Session &resultSession() const { return *m_resultSession; }
    std::shared_ptr<const AttentionResult> resultPtr() const { return m_result; }
    std::shared_ptr<const Session> resultSessionPtr() const { return m_resultSession; }
    // False while an edit is being written into the result shown.
    bool isReadable() const;
    // Waits until no edit is being written into the result shown, and takes the session of the
    // one written, if any (finished() still follows). At once when none is.
    void settle();
    // The result shown, for reading on another thread: the next edit is not written into it
    // before the lease is let go. Taken while isReadable() (it settles first).
    std::shared_ptr<const AttentionResult> lease();
    // Edits and full passes written into the result shown, rather than into fresh memory, so far.
    int inPlaceUpdates() const { return m_inPlaceUpdates; }
    // For a session with a target: the loss and its gradients at that result (no T×T gradient
    // kept: core's queryGradient gives one query's rows); null without a target.
    std::shared_ptr<const GradientResult> gradientPtr() const { return m_gradient; }

    // A computation the user is waiting for (from request() to finished() or cancel()).
    bool isComputing() const;
    // A worker is still running, cancelled or not (it stops at its next row block).
    bool isWorking() const;
    // Abandons a background computation; the previous result stays. An edit or a full pass
    // already being written into the result shown (a tenth of a second for a cell at 4096 tokens,
    // about a second for a full pass) cannot stop half way: it is shown when it ends.
    void cancel();
    // Background results brought in by the incremental update rather than a full pass, so far.
    int incrementalUpdates() const { return m_incrementalUpdates; }
    // What the result shown holds (core's resultBytes). No other is kept here: an edit is written
    // into it, or computed into fresh memory that replaces it (a Pin holding it, a small session).
    // Waits for an edit being written into it (settle), whose sizes may change (a token added).
    std::uint64_t resultBytesHeld();
    // The source is about to change: returns once the job started last has its copy of it. A
    // large session's job copies it on its worker (25 MB at 4096 tokens, a stall of its own on
    // the UI thread), and until then the source must stay as it was. The owner calls this
    // before every change of the source (almost always at once: the copy takes milliseconds,
    // the next edit comes from a person).
    void sourceWillChange();
    // The next `count` writes into the result shown or passes into fresh memory that start run
    // out of memory (std::bad_alloc), a write half way through (not the update of a copy a Pin
    // makes). For tests: a real shortage cannot be made for the computation alone, Qt's own
    // painting would share it.
    void simulateShortages(int count);
    // Each job's copy of the source waits this long before it starts (for tests: the copy takes
    // milliseconds, too short to change the source in the middle of it by hand).
    void simulateSlowCopy(int ms);

signals:
    void finished(); // a background result has replaced the previous one
    void computingChanged(bool computing);
    void progress(int percent);
    void failed(const QString &reason); // not enough memory: the previous result stays
    // A large result is about to be written where it is at another shape (tokens or heads): a
    // view that keeps a copy of its T² cells lets it go now, before the write grows the result
    // beside it. Slots must not read the result (a pass stopped in it may have emptied it).
    // finished() follows, whatever the write's end, once the result is readable again: a new
    // result, or the old one when the write was superseded before it began; or failed() when
    // memory ran out twice (the result stays unreadable until an edit computes it).
    void aboutToWrite();

private:
    void startJob();
    // A background computation's end: its result, or none when it did not fit in memory (then
    // without a session when not even its copy did: `tokens` tells its size).
    void finishJob(std::shared_ptr<const AttentionResult> result, std::shared_ptr<const Session> session,
                   std::shared_ptr<const GradientResult> gradient, int tokens = 0);
    // The new result, its session and its gradient in; the old ones freed (large ones on a worker).
    void replaceResult(std::shared_ptr<const AttentionResult> result, std::shared_ptr<const Session> session,
                       std::shared_ptr<const GradientResult> gradient);
    // After a large session gave way to a much smaller one: the memory kept for the next
    // recompute (core/memory.h) goes back to the system, once everything holding it is freed.
    void releaseMemorySoon();
    // An edit being written into the result shown, shared with the worker writing it.
    struct Write {
        // Untouched: declined, or stopped before it began; Stopped: a full pass stopped half way
        // by a newer edit (the result is emptied); Broken: memory ran out half way.
        enum State { Reserved, Untouched, Written, Stopped, Broken };
        std::atomic<int> state { Reserved }; // Reserved until the worker has written or declined
        std::shared_ptr<const Session> session; // what the result is of once Written
        bool announced = false; // aboutToWrite was emitted for it: finished() follows, whatever the end
    };
    // The end of a write: the session of a written result taken, the write forgotten.
    void endWrite();
    // finished() for a written result not yet announced (its job superseded, cancelled, or out
    // of memory after the write).
    void announceWrite();
    // On a worker, first: the session to compute, copied from the source; `copied` set once the
    // source may change again, the write's session given. When it does not fit, the write is
    // Untouched, or Broken for a result that was (`broken`).
    static std::shared_ptr<const Session> copySource(const Session &source, std::atomic<bool> &copied,
                                                     Write *write, bool broken, int delayMs);
    // On a worker: r, the result of `before` (null: of nothing usable), made the result of
    // `after` in its own memory: by the incremental update (`incremental` set) or a full pass.
    // Written; Untouched when `superseded` came before the full pass began (r as it was);
    // Stopped when it stopped the full pass half way (r is then empty).
    static Write::State writeInPlace(const Session *before, const Session &after, AttentionResult &r,
                                     const std::atomic<bool> &superseded, bool &incremental,
                                     const std::function<void(double)> &progress);
    // A full pass written into the result shown stops at its next row block: a newer edit (or
    // an offered result) makes it moot. A Cancel does not: the result would be neither.
    void stopFullPassInPlace();
    // Holders of the result shown other than this object and the leases (a Pin, the lesson).
    bool heldElsewhere() const;
    static constexpr int kReleaseDelayMs = 1500;

    const Session &m_source;
    std::shared_ptr<const AttentionResult> m_result;
    std::shared_ptr<const Session> m_resultSession;
    std::shared_ptr<const GradientResult> m_gradient;
    // Leases hold this, not the result, so that the result's own count names long-lived holders.
    struct Keeper {
        std::shared_ptr<const AttentionResult> result;
    };
    std::shared_ptr<Keeper> m_keeper; // of m_result
    std::shared_ptr<std::atomic<int>> m_leases; // leases not yet let go
    std::shared_ptr<std::atomic<int>> m_shortages = std::make_shared<std::atomic<int>>(0);
    std::shared_ptr<std::atomic<int>> m_copyDelayMs = std::make_shared<std::atomic<int>>(0);
    std::shared_ptr<Write> m_write; // an edit written into m_result, until endWrite()
    // Set by the newest job once it has copied the source (or failed to); null once known.
    std::shared_ptr<std::atomic<bool>> m_sourceCopied;
    std::shared_ptr<std::atomic<bool>> m_superseded; // of the newest job: stops a full pass in place
    int m_inPlaceUpdates = 0;
    // A write ran out of memory or was stopped half way: the result is unreadable until a full
    // pass. After memory ran out that pass goes into fresh memory, the broken one freed first, and
    // is tried once: a session that does not fit waits for the next edit, not looping.
    bool m_resultBroken = false;
    bool m_brokenByMemory = false;
    bool m_unannounced = false; // a written result whose finished() is still owed
    struct Offer {
        std::shared_ptr<const Session> session;
        std::shared_ptr<const AttentionResult> result;
        std::shared_ptr<const GradientResult> gradient;
    };
    std::optional<Offer> m_offer;
    LatestJob *m_job; // the background computation
    bool m_pending = false; // a newer request came while a worker ran: compute again after
    int m_incrementalUpdates = 0;
    BackgroundRunner *m_runner; // frees large results and memory off the UI thread
};

} // namespace attn
