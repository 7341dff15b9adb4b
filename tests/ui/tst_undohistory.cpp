// The window's one rule for Undo (ui/document/undohistory.h) on two plain stacks: the most recent
// change first wherever it was made, Redo the most recently undone, and the cases where a stack's
// position does not move although it changed (a merged command, a push past its limit), a new
// command dropping what could be redone, and a stack cleared.
#include "ui/document/undohistory.h"

#include <QSignalSpy>
#include <QTest>
#include <QUndoStack>

using namespace attn;

namespace {

// A command that records its text; with `merging`, consecutive ones merge into one.
class Step : public QUndoCommand {
public:
    Step(const QString &text, bool merging = false)
        : m_merging(merging)
    {
        setText(text);
    }
    int id() const override { return m_merging ? 1 : -1; }
    bool mergeWith(const QUndoCommand *other) override
    {
        setText(other->text());
        return true;
    }
    void redo() override { }
    void undo() override { }

private:
    bool m_merging;
};

} // namespace

class TestUndoHistory : public QObject {
    Q_OBJECT

private slots:
    void mostRecentFirstWhereverMade()
    {
        QUndoStack a, b;
        UndoHistory h;
        h.addStack(&a);
        h.addStack(&b);
        QVERIFY(!h.canUndo());
        a.push(new Step("a1"));
        b.push(new Step("b1"));
        a.push(new Step("a2"));
        QCOMPARE(h.undoText(), QStringLiteral("a2"));
        h.undo();
        QCOMPARE(h.undoText(), QStringLiteral("b1"));
        QCOMPARE(h.redoText(), QStringLiteral("a2"));
        h.undo();
        QCOMPARE(h.undoText(), QStringLiteral("a1"));
        QCOMPARE(h.redoText(), QStringLiteral("b1")); // the most recently undone first
        h.redo();
        QCOMPARE(b.index(), 1);
        QCOMPARE(h.redoText(), QStringLiteral("a2"));
        // a change made on a stack directly keeps the order too
        b.undo();
        QCOMPARE(h.undoText(), QStringLiteral("a1"));
        QCOMPARE(h.redoText(), QStringLiteral("b1"));
        // a new command drops what that stack could redo
        b.push(new Step("b2"));
        QCOMPARE(h.undoText(), QStringLiteral("b2"));
        QCOMPARE(h.redoText(), QStringLiteral("a2"));
    }

    void aMergedCommandIsTheMostRecent()
    {
        QUndoStack a, b;
        UndoHistory h;
        h.addStack(&a);
        h.addStack(&b);
        a.push(new Step("cell 1", true));
        b.push(new Step("head off"));
        QSignalSpy changed(&h, &UndoHistory::changed);
        a.push(new Step("cell 1 again", true)); // merged: a's position stays 1
        QCOMPARE(a.index(), 1);
        QVERIFY(changed.count() > 0);
        QCOMPARE(h.undoText(), QStringLiteral("cell 1 again"));
        h.undo();
        QCOMPARE(h.undoText(), QStringLiteral("head off"));
    }

    void pastTheLimitIsTheMostRecent()
    {
        QUndoStack a, b;
        a.setUndoLimit(2);
        UndoHistory h;
        h.addStack(&a);
        h.addStack(&b);
        a.push(new Step("a1"));
        a.push(new Step("a2"));
        b.push(new Step("b1"));
        a.push(new Step("a3")); // the oldest dropped: a's position stays 2
        QCOMPARE(a.index(), 2);
        QCOMPARE(h.undoText(), QStringLiteral("a3"));
        h.undo();
        QCOMPARE(h.undoText(), QStringLiteral("b1"));
        h.undo();
        QCOMPARE(h.undoText(), QStringLiteral("a2"));
        h.undo();
        QVERIFY(!h.canUndo()); // a1 is gone
    }

    void aClearedStackLeavesTheOrder()
    {
        QUndoStack a, b;
        UndoHistory h;
        h.addStack(&a);
        h.addStack(&b);
        a.push(new Step("a1"));
        b.push(new Step("b1"));
        b.undo();
        b.clear();
        QCOMPARE(h.undoText(), QStringLiteral("a1"));
        QVERIFY(!h.canRedo());
        b.push(new Step("b2"));
        QCOMPARE(h.undoText(), QStringLiteral("b2"));
    }
};

QTEST_GUILESS_MAIN(TestUndoHistory)
#include "tst_undohistory.moc"
