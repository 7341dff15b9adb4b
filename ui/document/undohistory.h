// The window's one rule for Undo and Redo (Edit menu, toolbar, Ctrl+Z): Undo takes back the most
// recent change wherever it was made — a number typed in a table, Edit Layer N, a head switched
// off in the model workbench — and Redo brings back the most recently undone one. Where the focus
// is does not matter. The stacks stay separate (the session's and the workbench's, each with its
// own commands); this keeps the order in which their commands were done and undone across them.
//
// It watches the stacks, so a change made through a stack directly (the workbench's own Undo
// button) keeps the order too.
#pragma once

#include <QObject>
#include <QString>

#include <vector>

class QUndoCommand;
class QUndoStack;

namespace attn {

class UndoHistory : public QObject {
    Q_OBJECT
public:
    explicit UndoHistory(QObject *parent = nullptr);

    void addStack(QUndoStack *stack);

    // The stack whose command Undo (Redo) would take back (bring back), or null.
    QUndoStack *undoStack() const;
    QUndoStack *redoStack() const;
    bool canUndo() const { return undoStack() != nullptr; }
    bool canRedo() const { return redoStack() != nullptr; }
    QString undoText() const; // the command's text, e.g. "Switch off layer 2 head 1 (1.0, zero)"
    QString redoText() const;

public slots:
    void undo();
    void redo();

signals:
    void changed(); // what Undo or Redo would do has changed

private:
    struct Watched {
        QUndoStack *stack = nullptr;
        int index = 0, count = 0; // as last seen
    };
    void follow(Watched &w);

    std::vector<Watched> m_stacks;
    // Done in order (the last is undone first), and undone in order (the last redone first).
    std::vector<QUndoStack *> m_done;
    std::vector<const QUndoCommand *> m_undone;
    std::vector<QUndoStack *> m_undoneStacks;
};

} // namespace attn
