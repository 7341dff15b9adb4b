// The session as one value in the window: every edit of the document, its undo and redo,
// replaceSession, a training run and Pin keep the keys they do not change (the session with every
// key set, tests/data/every-key.session.json). And the edit that once lost them: Labs ▸ Mistake:
// Mask after Softmax on learn-saturation kept its causal switch and reset the note.
#include "../common/session_keys_check.h"
#include "core/training.h"
#include "core/summaries.h"
#include "ui/document/undocommands.h"
#include "ui/window/scorerulebar.h"
#include "window_fixture.h"

#include <QDoubleSpinBox>
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
    const QStringList positions
        = { "tokens", "embeddings", "block", "padding", "segments", "blocked", "prefix", "rope", "target" };
    return {
        { "W_Q cell", { "W_Q" }, [](Document &d) { d.setValue(MatrixId::Wq, 1, 2, 0.5); } },
        { "b_K cell",
          { "b_K" },
          [](Document &d) { d.setValue(MatrixId::Wk, d.session().dModel(), 1, 0.5); } },
        { "embedding paste",
          { "embeddings", "block" },
          [](Document &d) {
              QVERIFY(d.setBlock(MatrixId::Embeddings, 1, 1, Matrix::Constant(2, 2, 0.75), nullptr));
          } },
        { "fill W_V", { "W_V" }, [](Document &d) { d.fill(MatrixId::Wv, Fill::Random, 1, 3); } },
        { "target cell", { "target" }, [](Document &d) { d.setValue(MatrixId::Target, 0, 0, 0.125); } },
        { "rename token",
          { "tokens", "block" },
          [](Document &d) { d.setToken(1, QStringLiteral("renamed")); } },
        { "padding", { "padding" }, [](Document &d) { d.setPadding(0, true); } },
        { "insert token", positions, [](Document &d) { d.insertToken(2, QStringLiteral("new")); } },
        { "remove token", positions, [](Document &d) { d.removeToken(1); } },
        { "move token", positions, [](Document &d) { d.moveToken(0, 3); } },
        { "d_model",
          { "embeddings", "block", "W_Q", "W_K", "W_V", "W_O", "b_O", "head_dim", "target" },
          [](Document &d) { d.setDModel(6); } },
        { "scale", { "scale" }, [](Document &d) { d.setScale(0.25); } },
        { "scale dragged",
          { "scale" },
          [](Document &d) {
              d.setScale(0.3, true);
              d.setScale(0.35, true);
              d.endScaleDrag();
          } },
        { "alibi off",
          { "alibi" },
          [](Document &d) {
              ScoreRule r = d.session().rule();
              r.alibi = false;
              d.setScoreRule(r, QStringLiteral("ALiBi off"));
          } },
        { "softcap",
          { "softcap" },
          [](Document &d) {
              ScoreRule r = d.session().rule();
              r.softcap = 5.0;
              d.setScoreRule(r, QStringLiteral("Soft-cap"));
          } },
        { "sinks",
          { "sinks" },
          [](Document &d) {
              ScoreRule r = d.session().rule();
              r.sinks = { 2.0, -3.0 };
              d.setScoreRule(r, QStringLiteral("Sinks"));
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
        { "no target",
          { "target" },
          [](Document &d) { d.setTarget(std::nullopt, QStringLiteral("No target")); } },
        { "new target",
          { "target" },
          [](Document &d) { d.setTarget(someTarget(d.session()), QStringLiteral("A target")); } },
        { "replace: causal off",
          { "causal" },
          [](Document &d) {
              Session s = d.session();
              s.causal = false;
              d.replaceSession(s, QStringLiteral("Causal off"));
          } },
        { "replace: new weights and a title",
          { "W_Q", "W_O" },
          [](Document &d) {
              Session s = d.session();
              s.Wq *= 2;
              s.Wo.setIdentity();
              d.replaceSession(s, QStringLiteral("Other weights"), QStringLiteral("a title"));
          } },
        { "training steps",
          { "W_Q", "W_K", "W_V", "W_O", "b_Q", "b_K", "b_V", "b_O" },
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
        // The block belongs to the tokens and embeddings it was taken with: an edit of either
        // leaves it out of the file (and out of the lesson); Undo, below, brings it back.
        QVERIFY(testing::writtenKeys(start).contains("block"));
        const bool movesTokens = e.changes.contains("tokens") || e.changes.contains("embeddings");
        QCOMPARE(testing::writtenKeys(after).contains("block"), !movesTokens);
        QCOMPARE(after.liveBlock() != nullptr, !movesTokens);
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

    // The score rule's stages from the toolbar (ui/window/scorerulebar.h), as a user sets them:
    // each change one undo step; a sink count that is not the number of heads, or a word where a
    // number goes, a message that changes nothing; heads that no longer match the sinks refused.
    void theRuleBarSetsTheStages()
    {
        Document &d = *doc();
        d.reset(lessonSession(), {}); // the lesson: 3 tokens, its heads read from the session
        QTRY_VERIFY(!d.isComputing());
        const int heads = d.session().numHeads;
        auto *alibi = testing::named<QCheckBox>(window(), QStringLiteral("alibi"));
        auto *capOn = testing::named<QCheckBox>(window(), QStringLiteral("softcapOn"));
        auto *cap = testing::named<QDoubleSpinBox>(window(), QStringLiteral("softcapValue"));
        auto *sinks = testing::named<QLineEdit>(window(), QStringLiteral("sinks"));
        QVERIFY(alibi && capOn && cap && sinks);
        QVERIFY(!cap->isEnabled());

        alibi->click();
        QVERIFY(d.session().alibi);
        QCOMPARE(d.undoStack()->count(), 1);
        QCOMPARE(d.undoStack()->undoText(), QStringLiteral("Turn ALiBi on"));
        capOn->click();
        QCOMPARE(d.session().softcap, std::optional<double>(50.0));
        QVERIFY(cap->isEnabled());
        cap->setValue(2.5);
        QCOMPARE(d.session().softcap, std::optional<double>(2.5));
        QCOMPARE(d.undoStack()->count(), 3);
        QTRY_VERIFY(!d.isComputing());
        // Every logit of head 1 within (−2.5, 2.5), and the position term in it: what the stages do.
        const Matrix logits = logitsOfHead(d.result(), 0);
        QVERIFY(logits.cwiseAbs().maxCoeff() < 2.5);

        QString typed;
        for (int h = 0; h < heads; ++h)
            typed += QStringLiteral("%1%2").arg(h ? ", " : "").arg(-0.5 * (h + 1));
        sinks->setFocus();
        sinks->selectAll();
        QTest::keyClicks(sinks, typed);
        QTest::keyClick(sinks, Qt::Key_Return);
        QCOMPARE(d.session().sinks.size(), std::size_t(heads));
        QCOMPARE(d.session().sinks[0], -0.5);
        QTRY_VERIFY(!d.isComputing());
        QCOMPARE(d.result().heads[0].sink.size(), Eigen::Index(d.session().tokenCount()));
        const double rowSum = d.result().heads[0].weights.row(0).sum() + d.result().heads[0].sink[0];
        QVERIFY(std::abs(rowSum - 1.0) < 1e-12); // the weights and the sink's share make 1
        QCOMPARE(d.undoStack()->count(), 4);

        QSignalSpy refused(&d, &Document::refused);
        const Session before = d.session();
        for (const QString &wrong : { QStringLiteral("1 2 3 4 5 6 7 8 9"), QStringLiteral("0.5, abc") }) {
            sinks->selectAll();
            QTest::keyClicks(sinks, wrong);
            QTest::keyClick(sinks, Qt::Key_Return);
        }
        QCOMPARE(refused.count(), 2);
        QVERIFY2(refused.at(0).at(0).toString().startsWith(QStringLiteral("sinks: 9 numbers")),
                 qPrintable(refused.at(0).at(0).toString()));
        QCOMPARE(refused.at(1).at(0).toString(), QStringLiteral("sinks: “abc” is not a number"));
        QVERIFY(sameSession(before, d.session()));
        QCOMPARE(d.undoStack()->count(), 4);
        QCOMPARE(sinks->text(), ScoreRuleBar::sinksText(before.sinks)); // back to what holds

        // Undo takes the stages back one at a time, the controls following.
        d.undoStack()->undo();
        QVERIFY(d.session().sinks.empty());
        QCOMPARE(sinks->text(), QString());
        d.undoStack()->undo();
        d.undoStack()->undo();
        QVERIFY(!d.session().softcap);
        QVERIFY(!capOn->isChecked());
        d.undoStack()->undo();
        QVERIFY(!d.session().alibi && !alibi->isChecked());

        // The cap's arrows, pressed three times, are one undo step; leaving the field ends it.
        capOn->click();
        const int steps = d.undoStack()->count();
        const double first = cap->value();
        cap->setFocus();
        for (int i = 0; i < 3; ++i)
            QTest::keyClick(cap, Qt::Key_Up);
        QCOMPARE(d.session().softcap, std::optional<double>(first + 3 * cap->singleStep()));
        QCOMPARE(d.undoStack()->count(), steps + 1);
        QTest::keyClick(cap, Qt::Key_Return); // the field's edit ends here
        QTest::keyClick(cap, Qt::Key_Up);
        QCOMPARE(d.undoStack()->count(), steps + 2);
        d.undoStack()->undo();
        d.undoStack()->undo();
        QCOMPARE(d.session().softcap, std::optional<double>(first));
    }

    void headsThatNoLongerMatchTheSinksAreRefused()
    {
        Document &d = *doc();
        Session s = testing::everyKeySession();
        s.headDim.reset(); // heads free to change: d_model 4, 2 heads with sinks
        s.numKvHeads.reset();
        s.qNorm = s.kNorm = RowVector();
        s.rope.reset();
        s.bQ = s.bK = s.bV = RowVector();
        const int width = s.dModel(); // square weights: d_k = d_model / heads again
        s.Wq = Matrix::Identity(width, width);
        s.Wk = Matrix::Constant(width, width, 0.5);
        s.Wv = Matrix::Identity(width, width) * 2.0;
        s.Wo = Matrix::Identity(width, width);
        QCOMPARE(QString::fromStdString(validate(s)), QString());
        d.reset(s, {});
        QSignalSpy refused(&d, &Document::refused);
        d.setNumHeads(1);
        QCOMPARE(refused.count(), 1);
        QVERIFY2(refused.at(0).at(0).toString().contains(QStringLiteral("sinks")),
                 qPrintable(refused.at(0).at(0).toString()));
        QCOMPARE(d.session().numHeads, 2);
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
