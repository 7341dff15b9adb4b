#include "undocommands.h"

namespace attn {

BlockCommand::BlockCommand(Document *doc, MatrixId id, int row, int col, Matrix before, Matrix after,
                           const QString &text)
    : QUndoCommand(text)
    , m_doc(doc)
    , m_matrix(id)
    , m_row(row)
    , m_col(col)
    , m_before(std::move(before))
    , m_after(std::move(after))
{
}

void BlockCommand::undo()
{
    m_doc->applyBlock(m_matrix, m_row, m_col, m_before);
}
void BlockCommand::redo()
{
    m_doc->applyBlock(m_matrix, m_row, m_col, m_after);
}

bool BlockCommand::mergeWith(const QUndoCommand *other)
{
    // Only single cells merge, and only with the same cell: retyping a number is one step.
    const auto *o = static_cast<const BlockCommand *>(other);
    if (o->m_matrix != m_matrix || o->m_row != m_row || o->m_col != m_col || m_after.size() != 1
        || o->m_after.size() != 1)
        return false;
    m_after = o->m_after;
    setText(o->text());
    setObsolete((m_after.array() == m_before.array()).all()); // typed back the old value
    return true;
}

SessionCommand::SessionCommand(Document *doc, Session before, Session after, bool structural,
                               const QString &text)
    : QUndoCommand(text)
    , m_doc(doc)
    , m_before(std::move(before))
    , m_after(std::move(after))
    , m_structural(structural)
{
}

TrainCommand::TrainCommand(Document *doc, Session before, Session after, int run, const QString &text)
    : QUndoCommand(text)
    , m_doc(doc)
    , m_before(std::move(before))
    , m_after(std::move(after))
    , m_run(run)
{
}

void TrainCommand::undo()
{
    m_doc->applySession(m_before, false);
}

void TrainCommand::redo()
{
    m_doc->applySession(m_after, false);
}

bool TrainCommand::mergeWith(const QUndoCommand *other)
{
    const auto *next = static_cast<const TrainCommand *>(other);
    if (next->m_run != m_run)
        return false;
    m_after = next->m_after; // the run's start stays; its newest step is what redo gives
    setText(next->text());
    return true;
}

TitleCommand::TitleCommand(Document *doc, QString before, QString after)
    : QUndoCommand(Document::tr("Name the session"))
    , m_doc(doc)
    , m_before(std::move(before))
    , m_after(std::move(after))
{
}

void TitleCommand::undo()
{
    m_doc->applyTitle(m_before);
}
void TitleCommand::redo()
{
    m_doc->applyTitle(m_after);
}

void SessionCommand::undo()
{
    m_doc->applySession(m_before, m_structural);
}
void SessionCommand::redo()
{
    m_doc->applySession(m_after, m_structural);
}

SettingsCommand::SettingsCommand(Document *doc, SessionSettings before, SessionSettings after,
                                 const QString &text, int mergeKey)
    : QUndoCommand(text)
    , m_doc(doc)
    , m_before(std::move(before))
    , m_after(std::move(after))
    , m_mergeKey(mergeKey)
{
}

void SettingsCommand::undo()
{
    m_doc->applySettings(m_before);
}
void SettingsCommand::redo()
{
    m_doc->applySettings(m_after);
}

bool SettingsCommand::mergeWith(const QUndoCommand *other)
{
    const auto *o = static_cast<const SettingsCommand *>(other);
    if (o->m_mergeKey != m_mergeKey)
        return false;
    m_after = o->m_after;
    setText(o->text());
    setObsolete(m_after == m_before); // dragged back to where it started: no step at all
    return true;
}

bool writesNotes(const QUndoCommand *command)
{
    if (const auto *c = dynamic_cast<const SettingsCommand *>(command); c && c->changesNotes())
        return true;
    if (const auto *c = dynamic_cast<const SessionCommand *>(command); c && c->changesNotes())
        return true;
    for (int i = 0; command && i < command->childCount(); ++i)
        if (writesNotes(command->child(i)))
            return true;
    return false;
}

} // namespace attn
