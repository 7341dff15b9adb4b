// The background job of which only the newest counts (ui/document/latestjob.h): a newer job
// supersedes an older one, cancel() delivers nothing, finishEarly() still delivers, progress is
// emitted while a job is awaited, and running out of memory ends with its own continuation.
// The workers wait on gates the test opens, so every order of endings is forced, not hoped for.
#include "ui/document/latestjob.h"

#include <QSignalSpy>
#include <QStringList>
#include <QTest>
#include <QThread>

#include <atomic>
#include <memory>
#include <new>

using namespace attn;

namespace {

// A door the test opens for a worker that waits on it (or until its job is told to stop, when
// `orStop` is set).
struct Gate {
    std::atomic<bool> open { false };
    std::atomic<bool> sawStop { false };
    std::atomic<bool> entered { false };
    std::atomic<bool> left { false }; // the work is past its gate

    void waitFor(const LatestJob::Control &control, bool orStop)
    {
        entered = true;
        while (!open && !(orStop && control.isStopping()))
            QThread::msleep(1);
        sawStop = control.isStopping();
        left = true;
    }
};

// Work that waits at its gate and then reports `name` into `delivered`.
LatestJob::Work gated(std::shared_ptr<Gate> gate, QStringList *delivered, QString name, bool orStop = false)
{
    return [gate, delivered, name, orStop](LatestJob::Control control) -> LatestJob::Continuation {
        gate->waitFor(control, orStop);
        return [delivered, name] { delivered->append(name); };
    };
}

} // namespace

class TestLatestJob : public QObject {
    Q_OBJECT
private slots:
    void deliversTheResultOnItsThread()
    {
        LatestJob job;
        QSignalSpy idle(&job, &LatestJob::idle);
        QThread *deliveredOn = nullptr;
        job.start([&](LatestJob::Control) -> LatestJob::Continuation {
            return [&] { deliveredOn = QThread::currentThread(); };
        });
        QVERIFY(job.isActive());
        QVERIFY(job.isWorking());
        QTRY_VERIFY(deliveredOn != nullptr);
        QCOMPARE(deliveredOn, QThread::currentThread());
        QVERIFY(!job.isActive());
        QVERIFY(!job.isWorking());
        QCOMPARE(idle.count(), 1);
    }

    void aNewerJobSupersedesAnOlderOne_data()
    {
        QTest::addColumn<bool>("olderEndsFirst");
        QTest::newRow("the older ends after the newer") << false;
        QTest::newRow("the older ends before the newer") << true;
    }

    void aNewerJobSupersedesAnOlderOne()
    {
        QFETCH(bool, olderEndsFirst);
        LatestJob job;
        QSignalSpy idle(&job, &LatestJob::idle);
        QStringList delivered;
        auto older = std::make_shared<Gate>(), newer = std::make_shared<Gate>();
        job.start(gated(older, &delivered, QStringLiteral("older")));
        QTRY_VERIFY(older->entered);
        job.start(gated(newer, &delivered, QStringLiteral("newer")));
        QVERIFY(job.isActive());
        if (olderEndsFirst) {
            // The older one finishes its work in full, but its result is no longer wanted.
            older->open = true;
            QTRY_VERIFY(older->left);
            QCoreApplication::processEvents();
            QVERIFY(delivered.isEmpty());
            QVERIFY(job.isActive());
            newer->open = true;
        } else {
            newer->open = true;
            QTRY_COMPARE(delivered, QStringList { QStringLiteral("newer") });
            QVERIFY(job.isWorking()); // the older one still waits at its gate
            QCOMPARE(idle.count(), 0);
            older->open = true;
        }
        QTRY_VERIFY(!job.isWorking());
        QCoreApplication::processEvents(); // anything a worker posted has been delivered
        QCOMPARE(delivered, QStringList { QStringLiteral("newer") });
        QVERIFY(older->sawStop); // it was told to stop at its next step
        QVERIFY(!newer->sawStop);
        QCOMPARE(idle.count(), 1);
    }

    void cancelStopsDelivery()
    {
        LatestJob job;
        job.setProgressInterval(5);
        QSignalSpy progress(&job, &LatestJob::progress);
        QSignalSpy idle(&job, &LatestJob::idle);
        QStringList delivered;
        auto gate = std::make_shared<Gate>();
        job.start(gated(gate, &delivered, QStringLiteral("cancelled")));
        QTRY_VERIFY(gate->entered);
        QVERIFY(job.cancel());
        QVERIFY(!job.isActive());
        QVERIFY(job.isWorking());
        QVERIFY(!job.cancel()); // nothing left to cancel
        progress.clear();
        gate->open = true;
        QTRY_COMPARE(idle.count(), 1);
        QCoreApplication::processEvents();
        QVERIFY(delivered.isEmpty());
        QVERIFY(gate->sawStop);
        QCOMPARE(progress.count(), 0); // no progress for a job nobody waits for
    }

    void aWorkerTheCancelStopsEndsEarly()
    {
        LatestJob job;
        QStringList delivered;
        auto gate = std::make_shared<Gate>();
        job.start(gated(gate, &delivered, QStringLiteral("cancelled"), /*orStop=*/true));
        QTRY_VERIFY(gate->entered);
        job.cancel();
        QTRY_VERIFY(!job.isWorking()); // the gate was never opened: the stop flag ended it
        QVERIFY(gate->sawStop);
        QCoreApplication::processEvents();
        QVERIFY(delivered.isEmpty());
    }

    void finishEarlyStillDelivers()
    {
        LatestJob job;
        auto gate = std::make_shared<Gate>();
        bool stoppedWhenDelivered = false;
        job.start([&, gate](LatestJob::Control control) -> LatestJob::Continuation {
            gate->waitFor(control, /*orStop=*/true);
            return [&, control] { stoppedWhenDelivered = control.isStopping(); };
        });
        QTRY_VERIFY(gate->entered);
        job.finishEarly();
        QVERIFY(job.isActive());
        QTRY_VERIFY(!job.isActive());
        QVERIFY(gate->sawStop);
        QVERIFY(stoppedWhenDelivered);
    }

    void progressArrivesWhileAwaited()
    {
        LatestJob job;
        job.setProgressInterval(5);
        QSignalSpy progress(&job, &LatestJob::progress);
        auto half = std::make_shared<Gate>(), rest = std::make_shared<Gate>();
        bool done = false;
        job.start([&, half, rest](LatestJob::Control control) -> LatestJob::Continuation {
            control.setProgress(0.25);
            half->waitFor(control, false);
            control.setProgress(0.75);
            rest->waitFor(control, false);
            return [&] { done = true; };
        });
        QTRY_VERIFY(!progress.isEmpty() && progress.last().first().toDouble() == 0.25);
        half->open = true;
        QTRY_VERIFY(progress.last().first().toDouble() == 0.75);
        rest->open = true;
        QTRY_VERIFY(done);
        const qsizetype after = progress.count();
        QTRY_VERIFY(!job.isWorking());
        QCoreApplication::processEvents();
        QCOMPARE(progress.count(), after); // none once the job has ended
    }

    void outOfMemoryIsReported()
    {
        LatestJob job;
        bool ranOutOfMemory = false, delivered = false;
        QTest::ignoreMessage(QtWarningMsg,
                             "attention-lab: not enough memory for work in the background; it was dropped");
        job.start(
            [&](LatestJob::Control) -> LatestJob::Continuation {
                throw std::bad_alloc();
                return [&] { delivered = true; };
            },
            [&] { ranOutOfMemory = true; });
        QTRY_VERIFY(ranOutOfMemory);
        QVERIFY(!delivered);
        QVERIFY(!job.isActive());
        QVERIFY(!job.isWorking());
    }

    void aSupersededJobsOutOfMemoryIsDropped()
    {
        LatestJob job;
        QSignalSpy idle(&job, &LatestJob::idle);
        QStringList delivered;
        auto older = std::make_shared<Gate>();
        QTest::ignoreMessage(QtWarningMsg,
                             "attention-lab: not enough memory for work in the background; it was dropped");
        job.start(
            [older](LatestJob::Control control) -> LatestJob::Continuation {
                older->waitFor(control, false);
                throw std::bad_alloc();
            },
            [&] { delivered.append(QStringLiteral("older ran out of memory")); });
        QTRY_VERIFY(older->entered);
        auto newer = std::make_shared<Gate>();
        job.start(gated(newer, &delivered, QStringLiteral("newer")));
        older->open = true;
        newer->open = true;
        QTRY_COMPARE(idle.count(), 1);
        QCoreApplication::processEvents();
        QCOMPARE(delivered, QStringList { QStringLiteral("newer") });
    }

    void destroyingItStopsTheWorker()
    {
        QStringList delivered;
        auto gate = std::make_shared<Gate>();
        {
            LatestJob job;
            job.start(gated(gate, &delivered, QStringLiteral("gone"), /*orStop=*/true));
            QTRY_VERIFY(gate->entered);
        } // waits for the worker, which the stop flag ends (the gate stays shut)
        QVERIFY(gate->sawStop);
        QCoreApplication::processEvents();
        QVERIFY(delivered.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestLatestJob)
#include "tst_latestjob.moc"
