// The session as one value in the window: every edit of the document, its undo and redo,
// replaceSession, a training run and Pin keep the keys they do not change (the session with every
// key set, tests/data/every-key.session.json). And the edit that once lost them: Labs ▸ Mistake:
// Mask after Softmax on learn-saturation kept its causal switch and reset the note.
#include "../common/session_keys_check.h"
#include "core/training.h"
#include "ui/document/undocommands.h"
#include "window_fixture.h"

#include <QMenuBar>

using namespace attn;
using testing::keyChangedBesides;

namespace {

struct Edit {
    const char *name;
    QStringList changes; // the keys it may change
    std::function<void(Document &)> run;
};

Matrix someTarget(const Session &s)
{
    return Matrix::Constant(s.tokenCount(), s.dModel(), 0.25);
}

std::vector<Edit> edits()
{
    const QStringList positions = { "tokens", "embeddings", "padding", "segments", "blocked", "prefix", "rope", "target" };
    return {
        { "W_Q cell", { "W_Q" }, [](Document &d) { d.setValue(MatrixId::Wq, 1, 2, 0.5); } },
        { "b_K cell", { "b_K" }, [](Document &d) { d.setValue(MatrixId::Wk, d.session().dModel(), 1, 0.5); } },
        { "embedding paste", { "embeddings" },
          [](Document &d) { QVERIFY(d.setBlock(MatrixId::Embeddings, 1, 1, Matrix::Constant(2, 2, 0.75), nullptr)); } },
        { "fill W_V", { "W_V" }, [](Document &d) { d.fill(MatrixId::Wv, Fill::Random, 1, 3); } },
        { "target cell", { "target" }, [](Document &d) { d.setValue(MatrixId::Target, 0, 0, 0.125); } },
        { "rename token", { "tokens" }, [](Document &d) { d.setToken(1, QStringLiteral("renamed")); } },
        { "padding", { "padding" }, [](Document &d) { d.setPadding(0, true); } },
        { "insert token", positions, [](Document &d) { d.insertToken(2, QStringLiteral("new")); } },
        { "remove token", positions, [](Document &d) { d.removeToken(1); } },
        { "move token", positions, [](Document &d) { d.moveToken(0, 3); } },
        { "d_model", { "embeddings", "W_Q", "W_K", "W_V", "W_O", "b_O", "head_dim", "target" },
          [](Document &d) { d.setDModel(6); } },
        { "scale", { "scale" }, [](Document &d) { d.setScale(0.25); } },
        { "scale dragged", { "scale" },
          [](Document &d) {
              d.setScale(0.3, true);
              d.setScale(0.35, true);
              d.endScaleDrag();
          } },
        { "causal", { "causal" }, [](Document &d) { d.setCausal(false); } },
        { "block a cell", { "blocked" }, [](Document &d) { d.toggleBlocked(0, 0); } },
        { "unblock all", { "blocked" }, [](Document &d) { d.clearBlocked(); } },
        { "window", { "window" }, [](Document &d) { d.setWindow(2); } },
        { "prefix", { "prefix" }, [](Document &d) { d.setPrefix(2); } },
        { "one sentence", { "segments" }, [](Document &d) { d.setSegment(4, 0); } },
        { "sentences off", { "segments" }, [](Document &d) { d.setSegments({}); } },
        { "notes", { "notes" }, [](Document &d) { d.setNotes(QStringLiteral("other notes")); } },
        { "target = output", { "target" }, [](Document &d) { QVERIFY(d.setTargetToOutput()); } },
        { "no target", { "target" }, [](Document &d) { d.setTarget(std::nullopt, QStringLiteral("No target")); } },
        { "new target", { "target" },
          [](Document &d) { d.setTarget(someTarget(d.session()), QStringLiteral("A target")); } },
        { "replace: causal off", { "causal" },
          [](Document &d) {
              Session s = d.session();
              s.causal = false;
              d.replaceSession(s, QStringLiteral("Causal off"));
          } },
        { "replace: new weights and a title", { "W_Q", "W_O" },
          [](Document &d) {
              Session s = d.session();
              s.Wq *= 2;
              s.Wo.setIdentity();
              d.replaceSession(s, QStringLiteral("Other weights"), QStringLiteral("a title"));
          } },
        { "training steps", { "W_Q", "W_K", "W_V", "W_O", "b_Q", "b_K", "b_V", "b_O" },
          [](Document &d) {
              Trainer trainer(d.session(), { .optimizer = Optimizer::Sgd, .lr = 0.05, .params = {} });
              for (int step = 1; step <= 2; ++step) {
                  trainer.step();
                  d.applyTraining(trainer.session(), 1, QStringLiteral("Train %1 steps").arg(step));
              }
          } },
    };
}

} // namespace

class TestSessionParts : public QObject, public testing::WindowFixture {
    Q_OBJECT

private slots:
    void initTestCase() { WindowFixture::initTestCase(); }
    void init() { WindowFixture::init(); }
    void cleanup() { WindowFixture::cleanup(); }

    void everyEditKeepsTheKeysItDoesNotChange_data()
    {
        QTest::addColumn<int>("edit");
        const auto all = edits();
        for (std::size_t k = 0; k < all.size(); ++k)
            QTest::newRow(all[k].name) << int(k);
    }
    void everyEditKeepsTheKeysItDoesNotChange()
    {
        QFETCH(int, edit);
        const Edit e = edits()[std::size_t(edit)];
        QJsonObject view;
        const Session start = testing::everyKeySession(&view);
        Document &d = *doc();
        d.reset(start, view);
        QTRY_VERIFY(!d.isComputing());
        e.run(d);
        QTRY_VERIFY(!d.isComputing());
        const Session after = d.session();
        QVERIFY2(!testing::keysChanged(start, after).isEmpty(), "the edit changed nothing");
        QCOMPARE(keyChangedBesides(start, after, e.changes), QString());
        QCOMPARE(QString::fromStdString(validate(after)), QString());
        // Undone: every key as it was; redone: as after the edit.
        while (d.undoStack()->canUndo())
            d.undoStack()->undo();
        QCOMPARE(testing::keysChanged(start, d.session()), QStringList());
        while (d.undoStack()->canRedo())
            d.undoStack()->redo();
        QCOMPARE(testing::keysChanged(after, d.session()), QStringList());
    }

    void refusedEditsChangeNothing()
    {
        QJsonObject view;
        const Session start = testing::everyKeySession(&view);
        Document &d = *doc();
        d.reset(start, view);
        QSignalSpy refused(&d, &Document::refused);
        d.setNumHeads(4); // head_dim fixes the heads in the matrices
        d.setScale(-1.0);
        d.setWindow(0);
        QCOMPARE(refused.count(), 3);
        QCOMPARE(d.undoStack()->count(), 0);
        QCOMPARE(testing::keysChanged(start, d.session()), QStringList());
    }

    void pinKeepsTheSession()
    {
        QJsonObject view;
        const Session start = testing::everyKeySession(&view);
        doc()->reset(start, view);
        QTRY_VERIFY(!doc()->isComputing());
        auto *pin = testing::named<QAction>(window(), QStringLiteral("pinResult"));
        QVERIFY(pin);
        pin->trigger();
        QCOMPARE(testing::keysChanged(start, doc()->session()), QStringList());
        QCOMPARE(doc()->undoStack()->count(), 0);
    }

    void maskAfterSoftmaxKeepsTheNote()
    {
        // The Labs menu's mistake turns the causal mask on where nothing was masked: one step that
        // changes that key alone — the preset's note, window, prefix and sentences stay.
        window()->loadPreset(QStringLiteral("learn-saturation"));
        QTRY_VERIFY(!doc()->isComputing());
        const Session before = doc()->session();
        QVERIFY(!before.notes.empty());
        QVERIFY(!before.causal);
        QAction *mistake = nullptr;
        for (QAction *a : window()->menuBar()->findChildren<QAction *>())
            if (a->text() == QStringLiteral("Mistake: Mask after Softmax"))
                mistake = a;
        QVERIFY(mistake);
        mistake->trigger();
        QTRY_VERIFY(!doc()->isComputing());
        QVERIFY(doc()->session().causal);
        QCOMPARE(keyChangedBesides(before, doc()->session(), { "causal" }), QString());
        auto *notes = testing::named<QWidget>(window(), QStringLiteral("notesBar"));
        QVERIFY(notes && notes->isVisible()); // the note is still shown above the heatmaps
        doc()->undoStack()->undo();
        QCOMPARE(testing::keysChanged(before, doc()->session()), QStringList());
    }
};

QTEST_MAIN(TestSessionParts)
#include "tst_sessionparts.moc"
