// Keeping the result up to date with the session: small sessions are computed at once, large
// ones on a worker with progress and cancel, the latest request winning (a running computation
// is stopped at its next row block and started again on the newest session). The document
// owns one and asks it after every edit; the views read the result through the document.
#pragma once

#include "core/attention.h"
#include "core/gradient.h"
#include "core/session.h"

#include <QObject>

#include <cstdint>
#include <memory>

namespace attn {

class BackgroundRunner;
class LatestJob;

class Recompute : public QObject {
    Q_OBJECT
public:
    // `source` is the session to keep computing (the document's; it outlives this object).
    explicit Recompute(const Session &source, QObject *parent = nullptr);

    // Sessions whose attention takes longer than a frame are computed off the UI thread.
    static bool inBackground(const Session &s);

    // Computes the source session as it is now: true when the result is ready now; false when
    // it comes with finished().
    bool request();
    // A result computed elsewhere (a training step's, on its worker) for `session`: the next
    // request() takes it instead of computing, if the source is then that session. It must not
    // have been created const: once shown and let go, its memory is computed into (takeSpare).
    void offer(Session session, std::shared_ptr<const AttentionResult> result,
               std::shared_ptr<const GradientResult> gradient);

    // The latest finished computation and the session it was computed from.
    const AttentionResult &result() const { return *m_result; }
    const Session &resultSession() const { return *m_resultSession; }
    std::shared_ptr<const AttentionResult> resultPtr() const { return m_result; }
    std::shared_ptr<const Session> resultSessionPtr() const { return m_resultSession; }
    // For a session with a target: the loss and its gradients at that result (no T×T gradient
    // kept: core's queryGradient gives one query's rows); null without a target.
    std::shared_ptr<const GradientResult> gradientPtr() const { return m_gradient; }

    // A computation the user is waiting for (from request() to finished() or cancel()).
    bool isComputing() const;
    // A worker is still running, cancelled or not (it stops at its next row block).
    bool isWorking() const;
    // Abandons a background computation; the previous result stays.
    void cancel();
    // Background results brought in by the incremental update rather than a full pass, so far.
    int incrementalUpdates() const { return m_incrementalUpdates; }
    // What the results kept here hold (core's resultBytes): the one shown and, for a large
    // session, the one before last that the next edit is computed into.
    std::uint64_t resultBytesHeld() const;

signals:
    void finished(); // a background result has replaced the previous one
    void computingChanged(bool computing);
    void progress(int percent);
    void failed(const QString &reason); // not enough memory: the previous result stays

private:
    void startJob();
    // A background computation's end: its result, or none when it did not fit in memory.
    void finishJob(std::shared_ptr<const AttentionResult> result, std::shared_ptr<const Session> session,
                   std::shared_ptr<const GradientResult> gradient);
    // The new result, its session and its gradient in; the old ones freed (large ones on a worker).
    void replaceResult(std::shared_ptr<const AttentionResult> result, std::shared_ptr<const Session> session,
                       std::shared_ptr<const GradientResult> gradient);
    // After a large session gave way to a much smaller one: the memory kept for the next
    // recompute (core/memory.h) goes back to the system, once everything holding it is freed.
    void releaseMemorySoon();
    // A result to compute the next one into: the one before last with its session, when nothing
    // holds it any more; else a new one and no session. Results here are never created const, so
    // their memory can be written again.
    struct Spare {
        std::shared_ptr<AttentionResult> result;
        std::shared_ptr<const Session> session;
    };
    Spare takeSpare();
    // After a large full pass: a copy of the result made on a worker, to become the spare.
    void prepareSpare();
    bool m_preparingSpare = false;
    static constexpr int kReleaseDelayMs = 1500;

    const Session &m_source;
    std::shared_ptr<const AttentionResult> m_result;
    std::shared_ptr<const Session> m_resultSession;
    std::shared_ptr<const GradientResult> m_gradient;
    std::shared_ptr<const AttentionResult> m_spare; // the result before last, of the same size
    std::shared_ptr<const Session> m_spareSession; // and what it was computed from
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
