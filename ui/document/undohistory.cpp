#include "undohistory.h"

#include <QUndoStack>

#include <algorithm>

namespace attn {

UndoHistory::UndoHistory(QObject *parent)
    : QObject(parent)
{
}

void UndoHistory::addStack(QUndoStack *stack)
{
    m_stacks.push_back({ stack, stack->index(), stack->count() });
    for (int k = 0; k < stack->index(); ++k) // what it holds already counts as done before the rest
        m_done.insert(m_done.begin(), stack);
    connect(stack, &QUndoStack::indexChanged, this, [this, stack] {
        for (Watched &w : m_stacks)
            if (w.stack == stack)
                follow(w);
    });
    connect(stack, &QUndoStack::cleanChanged, this, &UndoHistory::changed);
    connect(stack, &QObject::destroyed, this, [this, stack] {
        std::erase(m_done, stack);
        for (std::size_t k = m_undoneStacks.size(); k-- > 0;)
            if (m_undoneStacks[k] == stack) {
                m_undoneStacks.erase(m_undoneStacks.begin() + std::ptrdiff_t(k));
                m_undone.erase(m_undone.begin() + std::ptrdiff_t(k));
            }
        std::erase_if(m_stacks, [stack](const Watched &w) { return w.stack == stack; });
    });
}

void UndoHistory::follow(Watched &w)
{
    QUndoStack *s = w.stack;
    auto dropUndone = [this, s] { // the stack's undone commands are gone (a new command, a clear)
        for (std::size_t k = m_undoneStacks.size(); k-- > 0;)
            if (m_undoneStacks[k] == s) {
                m_undoneStacks.erase(m_undoneStacks.begin() + std::ptrdiff_t(k));
                m_undone.erase(m_undone.begin() + std::ptrdiff_t(k));
            }
    };
    if (s->count() == 0) { // cleared
        std::erase(m_done, s);
        dropUndone();
    }
    const int now = s->index();
    if (now == w.index && now > 0 && s->count() > 0) {
        // The same position, yet a change: a command merged into the last one (a cell typed
        // again, a training run's next steps), or pushed past the stack's limit (its oldest
        // dropped). Either way the stack's last command is now the most recent change.
        const auto it = std::find(m_done.rbegin(), m_done.rend(), s);
        if (it != m_done.rend())
            m_done.erase(std::next(it).base());
        m_done.push_back(s);
        dropUndone();
        w.count = s->count();
        emit changed();
        return;
    }
    if (s->count() < w.count && now < w.index) {
        // Commands removed, not undone (a merge that cancelled the last one out): they cannot
        // be redone.
        for (int i = w.index; i > now; --i) {
            const auto it = std::find(m_done.rbegin(), m_done.rend(), s);
            if (it != m_done.rend())
                m_done.erase(std::next(it).base());
        }
        w.index = now;
        w.count = s->count();
        emit changed();
        return;
    }
    for (int i = w.index; i < now; ++i) { // done: pushed, or redone
        const QUndoCommand *c = s->command(i);
        const auto it = std::find(m_undone.begin(), m_undone.end(), c);
        if (it != m_undone.end()) { // redone
            m_undoneStacks.erase(m_undoneStacks.begin() + (it - m_undone.begin()));
            m_undone.erase(it);
        } else { // a new command: the stack's redo commands were dropped
            dropUndone();
        }
        m_done.push_back(s);
    }
    for (int i = w.index; i > now && s->count() > 0; --i) { // undone: the stack's latest entries
        const auto it = std::find(m_done.rbegin(), m_done.rend(), s);
        if (it != m_done.rend())
            m_done.erase(std::next(it).base());
        m_undone.push_back(s->command(i - 1));
        m_undoneStacks.push_back(s);
    }
    w.index = now;
    w.count = s->count();
    emit changed();
}

QUndoStack *UndoHistory::undoStack() const
{
    for (auto it = m_done.rbegin(); it != m_done.rend(); ++it)
        if ((*it)->canUndo())
            return *it;
    return nullptr;
}

QUndoStack *UndoHistory::redoStack() const
{
    for (auto it = m_undoneStacks.rbegin(); it != m_undoneStacks.rend(); ++it)
        if ((*it)->canRedo())
            return *it;
    return nullptr;
}

QString UndoHistory::undoText() const
{
    const QUndoStack *s = undoStack();
    return s ? s->undoText() : QString();
}

QString UndoHistory::redoText() const
{
    const QUndoStack *s = redoStack();
    return s ? s->redoText() : QString();
}

void UndoHistory::undo()
{
    if (QUndoStack *s = undoStack())
        s->undo();
}

void UndoHistory::redo()
{
    if (QUndoStack *s = redoStack())
        s->redo();
}

} // namespace attn
