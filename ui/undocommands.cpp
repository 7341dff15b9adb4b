#include "undocommands.h"

namespace attn {

BlockCommand::BlockCommand(Document *doc, MatrixId id, int row, int col, Matrix before, Matrix after, const QString &text)
    : QUndoCommand(text)
    , m_doc(doc)
    , m_matrix(id)
    , m_row(row)
    , m_col(col)
    , m_before(std::move(before))
    , m_after(std::move(after))
{
}

void BlockCommand::undo() { m_doc->applyBlock(m_matrix, m_row, m_col, m_before); }
void BlockCommand::redo() { m_doc->applyBlock(m_matrix, m_row, m_col, m_after); }

bool BlockCommand::mergeWith(const QUndoCommand *other)
{
    // Only single cells merge, and only with the same cell: retyping a number is one step.
    const auto *o = static_cast<const BlockCommand *>(other);
    if (o->m_matrix != m_matrix || o->m_row != m_row || o->m_col != m_col || m_after.size() != 1
        || o->m_after.size() != 1)
        return false;
    m_after = o->m_after;
    return true;
}

SessionCommand::SessionCommand(Document *doc, Session before, Session after, bool structural, const QString &text,
                               int mergeKey)
    : QUndoCommand(text)
    , m_doc(doc)
    , m_before(std::move(before))
    , m_after(std::move(after))
    , m_structural(structural)
    , m_mergeKey(mergeKey)
{
}

void SessionCommand::undo() { m_doc->applySession(m_before, m_structural); }
void SessionCommand::redo() { m_doc->applySession(m_after, m_structural); }

bool SessionCommand::mergeWith(const QUndoCommand *other)
{
    const auto *o = static_cast<const SessionCommand *>(other);
    if (o->m_mergeKey != m_mergeKey || o->m_structural != m_structural)
        return false;
    m_after = o->m_after;
    return true;
}

} // namespace attn
