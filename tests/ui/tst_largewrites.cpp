// What a large result's views let go of, and when, while an edit is written into the result
// (Recompute): the large map's copy of a head before a write that grows the result, its rebuild
// when no new result comes, and a write that runs out of memory. Through the window's widgets.
#include "window_fixture.h"

#include <utility>

#include "core/attention.h"
#include "ui/document/recompute.h"
#include "ui/heatmap/heatmappanel.h"
#include "ui/heatmap/heatmapwidget.h"

using namespace attn;
using namespace testing;

class TestLargeWrites : public QObject, public WindowFixture {
    Q_OBJECT

private slots:
    void initTestCase() { WindowFixture::initTestCase(); }
    void init() { WindowFixture::init(); }
    void cleanup() { WindowFixture::cleanup(); }

    // A token added to a large session is written into the result at its new size: the large
    // map lets go of its copy of the T² cells before the write starts (else a grown matrix and
    // the map's copy are both held at the peak), showing its picture, dimmed, till the rebuild.
    // An edit of the same size keeps the copy till then: the new one is made in its memory.
    void largeMapLetsGoBeforeAWriteThatGrows()
    {
        doc()->reset(randomSession(1024, 32, 4, 5));
        QTRY_VERIFY_WITH_TIMEOUT(!doc()->isComputing(), 20000);
        auto *panel = window()->findChild<HeatmapPanel *>(QStringLiteral("heatmapPanel"));
        QTRY_VERIFY_WITH_TIMEOUT(!panel->isBuilding(), 20000);
        HeatmapWidget *map = panel->heatmap();
        QVERIFY(map->data() && !map->isFrozen());
        QSignalSpy about(doc(), &Document::resultAboutToBeWritten);

        doc()->setValue(MatrixId::Embeddings, 3, 1, 2.0); // same size
        QVERIFY(doc()->isComputing() && !doc()->isResultReadable()); // written in place
        QCOMPARE(about.count(), 0);
        QVERIFY(map->data()); // kept while the write runs
        QTRY_VERIFY_WITH_TIMEOUT(!doc()->isComputing() && !panel->isBuilding() && map->data(), 20000);

        doc()->insertToken(1024, QStringLiteral("more"));
        QVERIFY(doc()->isComputing() && !doc()->isResultReadable());
        QCOMPARE(about.count(), 1);
        QVERIFY(!map->data()); // let go at once, before the write grew anything
        QVERIFY(map->isFrozen() && map->isStale());
        QCOMPARE(map->tokenCount(), 1024); // its picture, of the old size
        QTRY_VERIFY_WITH_TIMEOUT(!doc()->isComputing() && !panel->isBuilding() && map->data(), 20000);
        QVERIFY(!map->isFrozen());
        QCOMPARE(map->tokenCount(), 1025);
        QVERIFY(map->data()->values == doc()->result().heads[std::size_t(map->data()->head)].weights);

        // A token added while the map of the edit before is still being built: that build is
        // called off (it would bring back a copy of the old size while the write grows the result).
        // Once only: the added token's own result, which may come within the same wait below,
        // must not add another.
        bool fired = false, buildingWhenAdded = false, calledOff = false;
        auto conn = connect(doc(), &Document::resultChanged, this, [&] { // after the panel's rebuild
            if (std::exchange(fired, true))
                return;
            buildingWhenAdded = panel->isBuilding();
            doc()->insertToken(1025, QStringLiteral("again"));
            calledOff = !panel->isBuilding() && !map->data();
        });
        doc()->setValue(MatrixId::Embeddings, 4, 1, -2.0);
        QTRY_VERIFY_WITH_TIMEOUT(fired, 20000);
        disconnect(conn);
        QVERIFY(buildingWhenAdded);
        QVERIFY(calledOff);
        QTRY_VERIFY_WITH_TIMEOUT(!doc()->isComputing() && !panel->isBuilding() && map->data(), 20000);
        QCOMPARE(map->tokenCount(), 1026);
    }

    // The job copies the session on its worker; until it has, a change of the document's session
    // waits (Recompute::sourceWillChange), whichever way it comes: a typed cell, or a training
    // step's undo. The copy made slow for the test: each change returns only after it. And every
    // change is in the result that follows.
    void changesWaitForTheWorkersCopy()
    {
        doc()->reset(randomSession(1024, 32, 4, 6));
        QTRY_VERIFY_WITH_TIMEOUT(!doc()->isComputing(), 20000);
        auto *recompute = doc()->findChild<Recompute *>(QStringLiteral("recompute"));
        QVERIFY(recompute);
        recompute->simulateSlowCopy(400);
        Session trained = doc()->session();
        trained.Wq(0, 0) += 0.5;
        doc()->applyTraining(trained, 1, QStringLiteral("Train 1 step"), nullptr, nullptr);
        QVERIFY(doc()->isComputing());
        QElapsedTimer waited;
        waited.start();
        doc()->setValue(MatrixId::Embeddings, 3, 1, 2.0); // the training step's copy is under way
        QVERIFY2(waited.elapsed() >= 300, qPrintable(QString::number(waited.elapsed())));
        QTRY_VERIFY_WITH_TIMEOUT(!doc()->isComputing(), 20000);
        doc()->undoStack()->undo(); // the cell
        QVERIFY(doc()->isComputing());
        waited.start();
        doc()->undoStack()->undo(); // the training step, while the cell's undo is being copied
        QVERIFY2(waited.elapsed() >= 300, qPrintable(QString::number(waited.elapsed())));
        recompute->simulateSlowCopy(0);
        QTRY_VERIFY_WITH_TIMEOUT(!doc()->isComputing() && doc()->isResultReadable(), 20000);
        QCOMPARE(doc()->session().Wq(0, 0), trained.Wq(0, 0) - 0.5);
        const AttentionResult want = computeAttention(doc()->session());
        for (std::size_t h = 0; h < want.heads.size(); ++h)
            QVERIFY((doc()->result().heads[h].weights - want.heads[h].weights).cwiseAbs().maxCoeff() < 1e-9);
    }

    // A write that a newer edit supersedes before it begins, and then a Cancel: no new result
    // comes, and the map that let go of its copy for that write must not stay a picture of
    // itself over a result that can be read. In round 0 a reader holds the result until after
    // the Cancel, so the write begins only then, superseded; in the others the threads' timing
    // decides, and after it all the map shows cells again, or the result cannot be read (a pass
    // stopped half way).
    void aMapLetGoIsRebuiltWhenNoNewResultComes()
    {
        doc()->reset(randomSession(1024, 32, 4, 8));
        QTRY_VERIFY_WITH_TIMEOUT(!doc()->isComputing(), 20000);
        auto *panel = window()->findChild<HeatmapPanel *>(QStringLiteral("heatmapPanel"));
        auto *recompute = window()->findChild<Recompute *>(QStringLiteral("recompute"));
        HeatmapWidget *map = panel->heatmap();
        for (int round = 0; round < 3; ++round) {
            QTRY_VERIFY_WITH_TIMEOUT(!panel->isBuilding() && map->data(), 20000);
            QSignalSpy about(doc(), &Document::resultAboutToBeWritten);
            // A reader holds the result (as the heatmaps' build does): the write waits for it,
            // and so has not begun when the next edit supersedes it, at least in round 0.
            auto lease = round == 0 ? doc()->resultLease() : nullptr;
            doc()->insertToken(3, QStringLiteral("mid")); // not at the end: a full pass, in place
            QCOMPARE(about.count(), 1);
            QVERIFY(!map->data());
            doc()->setValue(MatrixId::Embeddings, 7, 1, 0.5 + round); // supersedes it
            doc()->cancelComputation();
            QTest::qWait(20); // the Cancel's signals through, the write still waiting
            lease.reset();
            QTRY_VERIFY_WITH_TIMEOUT(!doc()->isComputing() && !recompute->isWorking(), 20000);
            QTRY_VERIFY_WITH_TIMEOUT(!panel->isBuilding() && (map->data() || !doc()->isResultReadable()),
                                     5000);
            if (round == 0) // superseded before it began: the result stays as it was, readable
                QVERIFY(doc()->isResultReadable() && doc()->resultSession().tokenCount() == 1024);
            if (doc()->isResultReadable()) {
                QVERIFY2(map->data() && !map->isFrozen(), "frozen over a readable result");
                QCOMPARE(map->tokenCount(), doc()->resultSession().tokenCount());
            } else {
                QVERIFY(map->isFrozen()); // what it showed, till an edit makes a result again
            }
            doc()->setValue(MatrixId::Embeddings, 8, 1, 1.0 + round); // back to a readable result
            QTRY_VERIFY_WITH_TIMEOUT(!doc()->isComputing() && doc()->isResultReadable(), 20000);
        }
    }

    // Memory running out while an edit is written into the result shown (simulated: a real
    // shortage would fail Qt's painting too): the half-written result is let go and the session
    // computed once more, in fresh memory. If that fails as well, the window says so once, the
    // maps keep their picture, and the next edit that fits brings everything back.
    void aWriteThatRunsOutOfMemoryIsTriedOnceAfresh()
    {
        doc()->reset(randomSession(1024, 32, 4, 21));
        QTRY_VERIFY_WITH_TIMEOUT(!doc()->isComputing(), 20000);
        auto *recompute = window()->findChild<Recompute *>(QStringLiteral("recompute"));
        auto *panel = window()->findChild<HeatmapPanel *>(QStringLiteral("heatmapPanel"));
        QSignalSpy refused(doc(), &Document::refused);
        auto matchesAFullPass = [&](const char *when) {
            QVERIFY2(doc()->isResultReadable(), when);
            QVERIFY2(sameSession(doc()->resultSession(), doc()->session()), when);
            const AttentionResult full = computeAttention(doc()->session());
            const AttentionResult &now = doc()->result();
            QCOMPARE(now.heads.size(), full.heads.size());
            QVERIFY2((now.output - full.output).cwiseAbs().maxCoeff()
                         <= 1e-12 * full.output.cwiseAbs().maxCoeff(),
                     when);
            for (std::size_t h = 0; h < full.heads.size(); ++h)
                QVERIFY2((now.heads[h].weights - full.heads[h].weights).cwiseAbs().maxCoeff() <= 1e-12, when);
        };

        const int inPlace = recompute->inPlaceUpdates();
        recompute->simulateShortages(1);
        doc()->setValue(MatrixId::Embeddings, 4, 2, 1.5);
        QVERIFY(!doc()->isResultReadable()); // being written in place
        QTRY_VERIFY_WITH_TIMEOUT(!doc()->isComputing() && doc()->isResultReadable(), 20000);
        matchesAFullPass("after one shortage");
        QCOMPARE(refused.count(), 0); // the second try fitted: nothing to say
        QCOMPARE(recompute->inPlaceUpdates(), inPlace); // the broken write was not counted

        recompute->simulateShortages(2);
        doc()->setValue(MatrixId::Embeddings, 5, 2, -1.0);
        QTRY_VERIFY_WITH_TIMEOUT(!doc()->isComputing(), 20000);
        QCOMPARE(refused.count(), 1); // said once: no loop of tries
        QVERIFY2(refused.first().first().toString().contains(QStringLiteral("tables stay empty")),
                 qPrintable(refused.first().first().toString()));
        QVERIFY(!doc()->isResultReadable());
        QTRY_VERIFY_WITH_TIMEOUT(!panel->isBuilding(), 20000);
        QVERIFY(panel->heatmap()->data()); // keeps what it showed (its copy: a same-size write)

        doc()->setValue(MatrixId::Embeddings, 6, 2, 0.5);
        QTRY_VERIFY_WITH_TIMEOUT(!doc()->isComputing() && doc()->isResultReadable(), 20000);
        matchesAFullPass("after the next edit");
        QCOMPARE(refused.count(), 1);
        QTRY_VERIFY_WITH_TIMEOUT(!panel->isBuilding() && panel->heatmap()->data(), 20000);
    }
};

QTEST_MAIN(TestLargeWrites)
#include "tst_largewrites.moc"
