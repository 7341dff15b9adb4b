// The undo commands. Each one changes the document only through Document::apply*.
#pragma once

#include "document.h"

#include <QUndoCommand>

namespace attn {

// A rectangular block of one input matrix: a typed cell (which merges with the next edit of
// the same cell), a paste, or a fill.
class BlockCommand : public QUndoCommand
{
public:
    BlockCommand(Document *doc, MatrixId id, int row, int col, Matrix before, Matrix after, const QString &text);
    void undo() override;
    void redo() override;
    int id() const override { return 1; }
    bool mergeWith(const QUndoCommand *other) override;

private:
    Document *m_doc;
    MatrixId m_matrix;
    int m_row, m_col;
    Matrix m_before, m_after;
};

// The whole session before and after: structural edits (tokens, d_model, heads), masks,
// scale, presets. Sessions edited by hand are small; the stack's limit bounds the rest.
class SessionCommand : public QUndoCommand
{
public:
    // mergeKey ≠ 0: consecutive commands with the same key merge (a scale slider drag).
    SessionCommand(Document *doc, Session before, Session after, bool structural, const QString &text, int mergeKey = 0);
    void undo() override;
    void redo() override;
    int id() const override { return m_mergeKey ? 100 + m_mergeKey : -1; }
    bool mergeWith(const QUndoCommand *other) override;

private:
    Document *m_doc;
    Session m_before, m_after;
    bool m_structural;
    int m_mergeKey;
};

} // namespace attn
