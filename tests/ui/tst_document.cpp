// The document and its undo stack, and the one table model, checked by Qt's model tester.
#include "../common/compare_json.h"
#include "../common/resident_memory.h"
#include "core/memory.h"
#include "io/session_json.h"
#include "ui/document/background.h"
#include "ui/document/document.h"
#include "ui/document/recompute.h"
#include "ui/document/undocommands.h"
#include "ui/tables/matrixmodel.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

using namespace attn;
using attn::test::residentMb;

class TestDocument : public QObject {
    Q_OBJECT

    static bool sameResult(const AttentionResult &a, const AttentionResult &b)
    {
        if (a.heads.size() != b.heads.size() || a.output.rows() != b.output.rows()
            || a.output.cols() != b.output.cols())
            return false;
        for (std::size_t h = 0; h < a.heads.size(); ++h)
            if (!(a.heads[h].weights.array() == b.heads[h].weights.array()).all())
                return false;
        return (a.output.array() == b.output.array()).all() && (a.Q.array() == b.Q.array()).all();
    }

private slots:
    void initTestCase()
    {
        keepFreedMemoryForReuse(); // as the app's main() does
    }

    void startsOnTheLesson()
    {
        Document doc;
        QVERIFY(sameSession(doc.session(), lessonSession()));
        QCOMPARE(doc.selectedQuery(), 1);
        QVERIFY(!doc.isModified());
        QVERIFY(std::abs(doc.result().heads[0].weights(1, 2) - 0.576) < 5e-4);
    }

    void editRecomputesAndUndoRestoresExactly()
    {
        Document doc;
        QSignalSpy changed(&doc, &Document::resultChanged);
        const AttentionResult before = doc.result();
        doc.setValue(MatrixId::Wk, 0, 1, 0.25);
        QCOMPARE(changed.count(), 1);
        QVERIFY(doc.isModified());
        Session expected = lessonSession();
        expected.Wk(0, 1) = 0.25;
        QVERIFY(sameSession(doc.session(), expected));
        QVERIFY(sameResult(doc.result(), computeAttention(expected)));
        doc.undoStack()->undo();
        QVERIFY(sameSession(doc.session(), lessonSession()));
        QVERIFY(sameResult(doc.result(), before));
        QVERIFY(!doc.isModified());
        doc.undoStack()->redo();
        QVERIFY(sameSession(doc.session(), expected));
    }

    void editsOfOneCellMerge()
    {
        Document doc;
        doc.setValue(MatrixId::Embeddings, 0, 0, 2);
        doc.setValue(MatrixId::Embeddings, 0, 0, 3);
        doc.setValue(MatrixId::Embeddings, 0, 0, 4);
        QCOMPARE(doc.undoStack()->count(), 1);
        doc.setValue(MatrixId::Embeddings, 0, 1, 4);
        QCOMPARE(doc.undoStack()->count(), 2);
        doc.undoStack()->undo();
        doc.undoStack()->undo();
        QVERIFY(sameSession(doc.session(), lessonSession()));
    }

    void refusesBadValues_data()
    {
        QTest::addColumn<double>("value");
        QTest::newRow("nan") << std::nan("");
        QTest::newRow("inf") << std::numeric_limits<double>::infinity();
        QTest::newRow("absurd") << 1e300;
    }
    void refusesBadValues()
    {
        QFETCH(double, value);
        Document doc;
        QSignalSpy refused(&doc, &Document::refused);
        doc.setValue(MatrixId::Wq, 0, 0, value);
        QCOMPARE(refused.count(), 1);
        QVERIFY(sameSession(doc.session(), lessonSession()));
        QCOMPARE(doc.undoStack()->count(), 0);
        Matrix block(1, 2);
        block << 1, value;
        QString why;
        QVERIFY(!doc.setBlock(MatrixId::Wq, 0, 0, block, &why));
        QVERIFY(why.contains(QStringLiteral("column 2")));
        QVERIFY(sameSession(doc.session(), lessonSession()));
    }

    void tokensInsertRemoveMove()
    {
        Document doc;
        doc.setCausal(false);
        doc.toggleBlocked(2, 0); // "bank" may not look at "the"
        doc.insertToken(1, QStringLiteral("muddy"));
        QCOMPARE(doc.session().tokenCount(), 4);
        QCOMPARE(doc.session().tokens[1], std::string("muddy"));
        QCOMPARE(doc.result().heads[0].weights.rows(), 4);
        QVERIFY(doc.session().X.row(1).isZero(0));
        QVERIFY(doc.session().blocked == (std::vector<std::pair<int, int>> { { 3, 0 } })); // followed "bank"
        doc.moveToken(3, 0);
        QCOMPARE(doc.session().tokens[0], std::string("bank"));
        QVERIFY(doc.session().blocked == (std::vector<std::pair<int, int>> { { 0, 1 } }));
        QVERIFY(doc.session().X.row(0) == lessonSession().X.row(2));
        doc.removeToken(1); // "the": the blocked cell goes with it
        QCOMPARE(doc.session().tokenCount(), 3);
        QVERIFY(doc.session().blocked.empty());
        QVERIFY(validate(doc.session()).empty());
        while (doc.undoStack()->canUndo())
            doc.undoStack()->undo();
        QVERIFY(sameSession(doc.session(), lessonSession()));
    }

    // A step that reshapes the session keeps only the rows of X and the W that differ (the stack
    // keeps 200 steps, and a session of 4096 tokens is 24 MB): a token added at the end or in the
    // middle, or removed, one row; a move, the rows between; a change of d_model, the matrices
    // whole. Undone and redone, every step gives back its session exactly.
    void sessionStepsKeepTheRowsThatDiffer()
    {
        Document doc;
        doc.reset(randomSession(300, 64, 4, 21));
        const std::size_t row = 64 * sizeof(double);
        std::vector<Session> seen { doc.session() };
        auto kept = [&] {
            const auto *step = dynamic_cast<const SessionCommand *>(
                doc.undoStack()->command(doc.undoStack()->count() - 1));
            return step ? step->bytesKept() : std::size_t(-1);
        };
        doc.insertToken(300, QStringLiteral("end"));
        QCOMPARE(kept(), row);
        seen.push_back(doc.session());
        doc.setValue(MatrixId::Embeddings, 300, 3, 2.5); // the new row, then one in the middle
        seen.push_back(doc.session());
        doc.insertToken(100, QStringLiteral("middle"));
        QCOMPARE(kept(), row);
        seen.push_back(doc.session());
        doc.removeToken(5);
        QCOMPARE(kept(), row);
        seen.push_back(doc.session());
        doc.moveToken(0, 10); // rows 0 … 10 move
        QCOMPARE(kept(), 2 * 11 * row);
        seen.push_back(doc.session());
        doc.setDModel(32); // every matrix changes its columns: kept whole
        QVERIFY(kept() > 4 * 64 * 64 * sizeof(double));
        seen.push_back(doc.session());
        for (int k = int(seen.size()) - 2; k >= 0; --k) {
            doc.undoStack()->undo();
            QVERIFY2(sameSession(doc.session(), seen[std::size_t(k)]), qPrintable(QString::number(k)));
        }
        for (std::size_t k = 1; k < seen.size(); ++k) {
            doc.undoStack()->redo();
            QVERIFY2(sameSession(doc.session(), seen[k]), qPrintable(QString::number(k)));
        }
    }

    // The new reference cases, opened as a user opens a file: the document's result is the
    // NumPy reference's, at 1e-12.
    void opensTheNewReferenceSessions_data()
    {
        QTest::addColumn<QString>("name");
        for (const char *c : { "sliding-window", "prefix-lm", "packed-segments", "window-padding",
                               "prefix-window", "prefix-segments", "biases", "biases-fully-masked" })
            QTest::newRow(c) << QString::fromLatin1(c);
    }
    void opensTheNewReferenceSessions()
    {
        QFETCH(QString, name);
        const QString dir = QStringLiteral(TEST_DATA_DIR "/");
        Document doc;
        QSignalSpy results(&doc, &Document::resultChanged);
        QString error;
        QVERIFY2(doc.load(dir + name + QStringLiteral(".session.json"), &error), qPrintable(error));
        QVERIFY(!doc.isComputing());
        QCOMPARE(results.count(), 1);
        const QJsonObject expected = testing::readJson(dir + name + QStringLiteral(".expected.json"));
        QVERIFY(!expected.isEmpty());
        const QString diff
            = testing::compareJson(io::resultToJson(doc.resultSession(), doc.result()), expected, 1e-12);
        QVERIFY2(diff.isEmpty(), qPrintable(diff));
    }

    void tokenEditsKeepTheNewMasksValid()
    {
        // Segments follow their tokens, the prefix keeps its tokens, biases follow d_model.
        Document doc;
        Session s = lessonSession();
        s.causal = true;
        s.prefix = 2;
        s.window = 2;
        s.segments = { 0, 0, 1 };
        s.bQ = (RowVector(2) << 1, 2).finished();
        s.bO = (RowVector(2) << 3, 4).finished();
        doc.reset(s);
        doc.insertToken(1, QStringLiteral("muddy"));
        QCOMPARE(doc.session().segments, (std::vector<int> { 0, 0, 0, 1 }));
        QCOMPARE(doc.session().prefix, 3);
        doc.insertToken(4, QStringLiteral("end"));
        QCOMPARE(doc.session().segments, (std::vector<int> { 0, 0, 0, 1, 1 }));
        QCOMPARE(doc.session().prefix, 3);
        doc.moveToken(4, 0);
        QCOMPARE(doc.session().segments, (std::vector<int> { 1, 0, 0, 0, 1 }));
        doc.removeToken(1);
        QCOMPARE(doc.session().segments, (std::vector<int> { 1, 0, 0, 1 }));
        QCOMPARE(doc.session().prefix, 2);
        QVERIFY2(validate(doc.session()).empty(), validate(doc.session()).c_str());
        doc.setDModel(4);
        QCOMPARE(doc.session().bQ, (RowVector(4) << 1, 2, 0, 0).finished());
        QCOMPARE(doc.session().bO, (RowVector(4) << 3, 4, 0, 0).finished());
        QCOMPARE(doc.session().bK.size(), Eigen::Index(0)); // none stays none
        doc.setDModel(1);
        QCOMPARE(doc.session().bQ, (RowVector(1) << 1).finished());
        QVERIFY2(validate(doc.session()).empty(), validate(doc.session()).c_str());
        QCOMPARE(doc.session().window, std::optional<int>(2));
        QCOMPARE(doc.result().tokenCount(), 4);
        while (doc.undoStack()->canUndo())
            doc.undoStack()->undo();
        QVERIFY(sameSession(doc.session(), s));
    }

    void lastTokenStays()
    {
        Document doc;
        doc.reset(randomSession(1, 2, 1, 3));
        QSignalSpy refused(&doc, &Document::refused);
        doc.removeToken(0);
        QCOMPARE(doc.session().tokenCount(), 1);
        QCOMPARE(refused.count(), 1);
    }

    void dModelKeepsValues()
    {
        Document doc;
        doc.setScale(1 / std::sqrt(2.0)); // d_k is about to change; keep the lesson's factor
        doc.setDModel(4);
        const Session &s = doc.session();
        QCOMPARE(s.dModel(), 4);
        QVERIFY(s.X.leftCols(2) == lessonSession().X);
        QVERIFY(s.X.rightCols(2).isZero(0));
        QVERIFY(s.Wq.topLeftCorner(2, 2) == lessonSession().Wq);
        QCOMPARE(s.Wq(3, 3), 1.0); // a new dimension passes through
        QCOMPARE(s.Wq(0, 3), 0.0);
        // The outputs of the old dimensions do not change: the new ones are zero in X.
        QVERIFY(
            (doc.result().output.leftCols(2) - computeAttention(lessonSession()).output).cwiseAbs().maxCoeff()
            < 1e-12);
        doc.setNumHeads(2);
        QCOMPARE(doc.result().numHeads, 2);
        QCOMPARE(doc.result().dK, 2);
        doc.setDModel(3); // 2 heads do not divide 3: falls back to 1
        QCOMPARE(doc.session().numHeads, 1);
        doc.undoStack()->undo();
        doc.undoStack()->undo();
        doc.undoStack()->undo();
        doc.undoStack()->undo();
        QVERIFY(sameSession(doc.session(), lessonSession()));
    }

    void headsMustDivide()
    {
        Document doc;
        QSignalSpy refused(&doc, &Document::refused);
        doc.setNumHeads(3);
        QCOMPARE(refused.count(), 1);
        QCOMPARE(doc.session().numHeads, 1);
    }

    void scaleDragIsOneStep()
    {
        Document doc;
        doc.setScale(0.5, true);
        doc.setScale(0.6, true);
        doc.setScale(1.0, true);
        QCOMPARE(doc.undoStack()->count(), 1);
        QCOMPARE(doc.result().scale, 1.0);
        doc.endScaleDrag();
        doc.setScale(2.0, true); // a new drag: a new step
        doc.setScale(std::nullopt); // the mode box: a step of its own
        QCOMPARE(doc.undoStack()->count(), 3);
        doc.undoStack()->undo();
        doc.undoStack()->undo();
        QCOMPARE(doc.result().scale, 1.0);
        doc.undoStack()->undo();
        QVERIFY(!doc.session().scale);
        QVERIFY(!doc.isModified());
    }

    void draggingBackLeavesNoStep()
    {
        Document doc;
        doc.setScale(0.5, true);
        doc.setScale(std::nullopt, true); // back where it started
        QCOMPARE(doc.undoStack()->count(), 0);
        QVERIFY(!doc.isModified());
        doc.setValue(MatrixId::Wq, 0, 0, 5);
        doc.setValue(MatrixId::Wq, 0, 0, 1); // typed the old value back
        QCOMPARE(doc.undoStack()->count(), 0);
    }

    void smallEditsKeepNoMatrices()
    {
        // A mask toggle on a big session must not store two copies of it.
        Document doc;
        doc.reset(randomSession(400, 64, 4, 1));
        QTRY_VERIFY_WITH_TIMEOUT(!doc.isComputing(), 60000);
        doc.setCausal(true);
        doc.setPadding(3, true);
        doc.toggleBlocked(1, 2);
        doc.setToken(0, QStringLiteral("first"));
        for (int k = 0; k < doc.undoStack()->count(); ++k) { // parts only, no 400×64 matrices
            const auto *cmd = dynamic_cast<const SessionCommand *>(doc.undoStack()->command(k));
            QVERIFY(cmd);
            QCOMPARE(cmd->bytesKept(), std::size_t(0));
        }
        const auto *rename = static_cast<const SessionCommand *>(doc.undoStack()->command(3));
        QCOMPARE(rename->parts(), unsigned(PartTokens)); // the token's text; X unchanged, not kept
        QTRY_VERIFY_WITH_TIMEOUT(!doc.isComputing(), 60000);
        while (doc.undoStack()->canUndo())
            doc.undoStack()->undo();
        QVERIFY(sameSession(doc.session(), randomSession(400, 64, 4, 1)));
    }

    void fills()
    {
        Document doc;
        doc.fill(MatrixId::Wv, Fill::Identity);
        QVERIFY(doc.session().Wv.isIdentity(0));
        doc.fill(MatrixId::Wv, Fill::Scale, 3.0);
        QCOMPARE(doc.session().Wv(1, 1), 3.0);
        doc.fill(MatrixId::Wv, Fill::Random, 1.0, 7);
        const Matrix first = doc.session().Wv;
        doc.fill(MatrixId::Wv, Fill::Zeros);
        QVERIFY(doc.session().Wv.isZero(0));
        doc.fill(MatrixId::Wv, Fill::Random, 1.0, 7);
        QVERIFY(doc.session().Wv == first); // same seed, same numbers
        QVERIFY(!first.isZero(0));
        QCOMPARE(doc.undoStack()->count(), 5);
    }

    void modelPassesTheTester_data()
    {
        QTest::addColumn<int>("id");
        for (MatrixId id :
             { MatrixId::Embeddings, MatrixId::Wq, MatrixId::Wo, MatrixId::Q, MatrixId::Scores,
               MatrixId::Logits, MatrixId::Weights, MatrixId::HeadOutput, MatrixId::Output })
            QTest::newRow(qPrintable(matrixName(id))) << int(id);
    }
    void modelPassesTheTester()
    {
        QFETCH(int, id);
        Document doc;
        MatrixModel model(&doc, MatrixId(id));
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        doc.setValue(MatrixId::Embeddings, 0, 0, 0.5);
        doc.insertToken(3, QStringLiteral("x"));
        doc.setDModel(4);
        doc.setNumHeads(2);
        doc.setSelectedHead(1);
        doc.setCausal(true);
        doc.removeToken(0);
        doc.undoStack()->undo();
        doc.reset(randomSession(5, 6, 3, 2));
        QCOMPARE(model.rowCount(), MatrixId(id) == MatrixId::Wq || MatrixId(id) == MatrixId::Wo ? 6 : 5);
    }

    void modelShowsTheLesson()
    {
        Document doc;
        MatrixModel weights(&doc, MatrixId::Weights);
        QCOMPARE(weights.data(weights.index(1, 0)).toString(), QStringLiteral("0.284"));
        QCOMPARE(weights.data(weights.index(1, 1)).toString(), QStringLiteral("0.140"));
        QCOMPARE(weights.data(weights.index(1, 2)).toString(), QStringLiteral("0.576"));
        QCOMPARE(weights.headerData(2, Qt::Horizontal).toString(), QStringLiteral("3  bank"));
        MatrixModel q(&doc, MatrixId::Q);
        QCOMPARE(q.data(q.index(2, 0)).toString(), QStringLiteral("2"));
        QCOMPARE(q.shapeText(), QStringLiteral("3×2"));
        doc.setCausal(true);
        MatrixModel logits(&doc, MatrixId::Logits);
        QCOMPARE(logits.data(logits.index(1, 2)).toString(), QStringLiteral("−∞"));
        QCOMPARE(weights.data(weights.index(1, 0)).toString(), QStringLiteral("0.670"));
        QCOMPARE(weights.data(weights.index(1, 2), MatrixModel::BlockReasonRole).toInt(), int(BlockedCausal));
        QVERIFY(
            weights.data(weights.index(1, 2), Qt::ToolTipRole).toString().contains(QStringLiteral("causal")));
    }

    void modelEditsGoThroughTheUndoStack()
    {
        Document doc;
        MatrixModel x(&doc, MatrixId::Embeddings);
        QVERIFY(x.setData(x.index(0, 2), 7.5));
        QCOMPARE(doc.session().X(0, 0), 7.5);
        QVERIFY(x.setData(x.index(2, 0), QStringLiteral("shore")));
        QCOMPARE(doc.session().tokens[2], std::string("shore"));
        QVERIFY(x.setData(x.index(2, 1), Qt::Checked, Qt::CheckStateRole));
        QVERIFY(doc.session().padding[2]);
        QVERIFY(!x.setData(x.index(0, 3), QStringLiteral("abc")));
        QCOMPARE(doc.session().X(0, 1), 0.0);
        QCOMPARE(doc.undoStack()->count(), 3);
        MatrixModel q(&doc, MatrixId::Q);
        QVERIFY(!(q.flags(q.index(0, 0)) & Qt::ItemIsEditable));
        QVERIFY(!q.setData(q.index(0, 0), 1.0));
    }

    void largeSessionsComputeInTheBackground()
    {
        Document doc;
        const Session big = randomSession(600, 64, 4, 5);
        QVERIFY(Document::computesInBackground(big));
        QVERIFY(!Document::computesInBackground(lessonSession()));
        QSignalSpy results(&doc, &Document::resultChanged);
        QSignalSpy computing(&doc, &Document::computingChanged);
        doc.reset(big);
        QVERIFY(doc.isComputing());
        QCOMPARE(doc.result().tokenCount(), 3); // the previous result, until the new one is ready
        // A newer edit supersedes the running computation.
        doc.setValue(MatrixId::Embeddings, 0, 0, 0.5);
        QTRY_VERIFY_WITH_TIMEOUT(!doc.isComputing(), 60000);
        QCOMPARE(results.count(), 1); // only the latest result arrives
        QVERIFY(sameSession(doc.resultSession(), doc.session()));
        const AttentionResult expected = computeAttention(doc.session());
        QVERIFY((doc.result().output - expected.output).cwiseAbs().maxCoeff() < 1e-12);
        QVERIFY((doc.result().heads[3].weights - expected.heads[3].weights).cwiseAbs().maxCoeff() < 1e-12);
        QCOMPARE(computing.last().first().toBool(), false);

        // Cancel: the previous result stays, also once the worker has really stopped (it
        // finishes its row block and reports back, and that report must change nothing).
        doc.setValue(MatrixId::Embeddings, 0, 0, 0.75);
        QVERIFY(doc.isComputing());
        const auto *recompute = doc.findChild<Recompute *>(QStringLiteral("recompute"));
        QVERIFY(recompute);
        QVERIFY(recompute->isWorking());
        const int before = results.count();
        doc.cancelComputation();
        QVERIFY(!doc.isComputing());
        QTRY_VERIFY_WITH_TIMEOUT(!recompute->isWorking(), 60000);
        QCoreApplication::processEvents(); // anything the worker posted has been delivered
        QCOMPARE(results.count(), before);
        QCOMPARE(doc.resultSession().X(0, 0), 0.5);
        QCOMPARE(computing.last().first().toBool(), false);

        // An edit while a cancelled worker is still stopping: computing again, and said so (the
        // progress bar and Cancel come back), then its result arrives.
        doc.setValue(MatrixId::Embeddings, 0, 0, 0.8);
        QVERIFY(recompute->isWorking());
        doc.cancelComputation();
        QVERIFY(recompute->isWorking()); // it stops at its next row block
        const int said = computing.count();
        doc.setValue(MatrixId::Embeddings, 0, 0, 0.9);
        QVERIFY(doc.isComputing());
        QCOMPARE(computing.count(), said + 1);
        QCOMPARE(computing.last().first().toBool(), true);
        QTRY_VERIFY_WITH_TIMEOUT(!doc.isComputing(), 60000);
        QCOMPARE(computing.last().first().toBool(), false);
        QCOMPARE(doc.resultSession().X(0, 0), 0.9);
    }

    void largeResultsMemoryGoesBackAfterASmallSession()
    {
        // Freed memory stays in the process for the next recompute of the same size, but not
        // once a large session has given way to a small one.
#if ATTENTION_SANITIZERS
        QSKIP("built with sanitizers: their allocator and its quarantine of freed memory, not this code, "
              "decide the resident memory measured here");
#endif
        Document doc;
        doc.reset(randomSession(1024, 64, 8, 2)); // 8 heads of 1024² weights: 64 MiB
        QTRY_VERIFY_WITH_TIMEOUT(!doc.isComputing(), 60000);
        QCOMPARE(doc.result().tokenCount(), 1024);
        const double large = residentMb();
        doc.reset(lessonSession());
        QCOMPARE(doc.result().tokenCount(), 3);
        QTRY_VERIFY2_WITH_TIMEOUT(
            residentMb() < large - 48,
            qPrintable(QStringLiteral("%1 MB, then %2 MB").arg(large).arg(residentMb())), 10000);
    }

    void manyEditsOneWorkerLatestWins()
    {
        Document doc;
        doc.reset(randomSession(700, 128, 8, 4));
        QSignalSpy results(&doc, &Document::resultChanged);
        QSignalSpy progress(&doc, &Document::computeProgress);
        for (int k = 1; k <= 30; ++k) // a slider dragged across 30 positions
            doc.setScale(0.01 * k, true);
        QVERIFY(doc.isComputing());
        QTRY_VERIFY_WITH_TIMEOUT(!doc.isComputing(), 60000);
        QCOMPARE(results.count(), 1); // no stale result ever arrives
        QCOMPARE(doc.result().scale, 0.30);
        QVERIFY(sameSession(doc.resultSession(), doc.session()));
        QCOMPARE(progress.last().first().toInt(), 100);
        const AttentionResult expected = computeAttention(doc.session());
        QVERIFY((doc.result().heads[7].weights - expected.heads[7].weights).cwiseAbs().maxCoeff() < 1e-12);
    }

    void headBlocksAreMarked()
    {
        Document doc;
        doc.reset(randomSession(3, 8, 2, 1));
        MatrixModel wq(&doc, MatrixId::Wq);
        QCOMPARE(wq.headerData(4, Qt::Horizontal).toString(), QStringLiteral("h2·1"));
        QVERIFY(wq.data(wq.index(0, 4), MatrixModel::HeadStartRole).toBool());
        QVERIFY(!wq.data(wq.index(0, 3), MatrixModel::HeadStartRole).toBool());
    }

    // Work that runs out of memory on a worker ends with its caller's outOfMemory continuation,
    // on the runner's thread, instead of ending the program or leaving the caller waiting (a
    // "working…" flag held for ever); work that succeeds gets its own continuation only. (Last:
    // run before largeResultsMemoryGoesBackAfterASmallSession, it moved what that one measures.)
    void backgroundWorkOutOfMemoryTellsItsCaller()
    {
        BackgroundRunner runner;
        int answered = 0, outOfMemory = 0;
        const QThread *mainThread = QThread::currentThread();
        bool onMainThread = false;
        const char *dropped = "attention-lab: not enough memory for work in the background; it was dropped";
        QTest::ignoreMessage(QtWarningMsg, dropped);
        runner.run([]() -> BackgroundRunner::Continuation { throw std::bad_alloc(); },
                   [&] {
                       ++outOfMemory;
                       onMainThread = QThread::currentThread() == mainThread;
                   });
        QTRY_COMPARE(outOfMemory, 1);
        QVERIFY(onMainThread);
        runner.run([&]() -> BackgroundRunner::Continuation { return [&] { ++answered; }; },
                   [&] { ++outOfMemory; });
        QTRY_COMPARE(answered, 1);
        QTRY_COMPARE(runner.running(), 0);
        QCOMPARE(outOfMemory, 1);
        // Without one, an allocation failure is only dropped (and warned about).
        QTest::ignoreMessage(QtWarningMsg,
                             "attention-lab: not enough memory for work in the background; it was dropped");
        runner.run([]() -> BackgroundRunner::Continuation { throw std::bad_alloc(); });
        QTRY_COMPARE(runner.running(), 0);
        QCOMPARE(outOfMemory, 1);
    }
};

QTEST_MAIN(TestDocument)
#include "tst_document.moc"
