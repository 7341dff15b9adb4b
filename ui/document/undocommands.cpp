#include "undocommands.h"

#include <QScopeGuard>

#include <algorithm>
#include <cstring>
#include <utility>

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

namespace {

    // The large matrices a SessionCommand keeps by rows, with the part each belongs to; the target
    // only when the session has one (null otherwise).
    constexpr std::array<unsigned, 6> kRowedParts
        = { PartTokens, PartWeights, PartWeights, PartWeights, PartWeights, PartLearning };
    std::array<Matrix *, 6> rowedMatrices(Session &s)
    {
        return { &s.X, &s.Wq, &s.Wk, &s.Wv, &s.Wo, s.target ? &*s.target : nullptr };
    }
    std::array<const Matrix *, 6> rowedMatrices(const Session &s)
    {
        return { &s.X, &s.Wq, &s.Wk, &s.Wv, &s.Wo, s.target ? &*s.target : nullptr };
    }

    // The rows where b and a differ, copied (a row is the same when its bits are).
    SessionCommand::Rows rowsBetween(const Matrix &b, const Matrix &a)
    {
        SessionCommand::Rows d;
        d.kept = true;
        if (b.cols() != a.cols()) {
            d.whole = true;
            d.before = b;
            d.after = a;
            return d;
        }
        const auto bytes = sizeof(double) * std::size_t(b.cols()); // rows are contiguous (row-major)
        auto same = [&](Eigen::Index i, Eigen::Index j) {
            return bytes == 0 || std::memcmp(b.row(i).data(), a.row(j).data(), bytes) == 0;
        };
        const Eigen::Index n = std::min(b.rows(), a.rows());
        while (d.prefix < n && same(d.prefix, d.prefix))
            ++d.prefix;
        while (d.suffix < n - d.prefix && same(b.rows() - 1 - d.suffix, a.rows() - 1 - d.suffix))
            ++d.suffix;
        d.before = b.middleRows(d.prefix, b.rows() - d.prefix - d.suffix);
        d.after = a.middleRows(d.prefix, a.rows() - d.prefix - d.suffix);
        d.kept = b.rows() != a.rows() || d.before.rows() > 0;
        return d;
    }

    SessionCommand::Rows wholeRows(const Matrix *b, const Matrix *a)
    {
        SessionCommand::Rows d;
        d.kept = d.whole = true;
        if (b)
            d.before = *b;
        if (a)
            d.after = *a;
        return d;
    }

    // The parts `parts` of s, without their large matrices (megabytes at 4096 tokens): those are
    // set aside while the rest is copied, and put back, whatever happens. The copy's are empty.
    Session partsWithoutRows(Session &s, unsigned parts)
    {
        std::array<Matrix, 6> aside;
        const auto m = rowedMatrices(s);
        for (std::size_t k = 0; k < m.size(); ++k)
            if (m[k])
                aside[k].swap(*m[k]);
        const auto back = qScopeGuard([&] {
            for (std::size_t k = 0; k < m.size(); ++k)
                if (m[k])
                    aside[k].swap(*m[k]);
        });
        Session copy;
        adoptParts(copy, Session(s), parts);
        return copy;
    }

} // namespace

SessionCommand::SessionCommand(Document *doc, Session &before, Session after, const QString &text,
                               int mergeKey)
    : QUndoCommand(text)
    , m_doc(doc)
    , m_parts(differingParts(before, after, true))
    , m_mergeKey(mergeKey)
{
    const auto b = rowedMatrices(std::as_const(before)), a = rowedMatrices(std::as_const(after));
    for (std::size_t k = 0; k < m_rows.size(); ++k) {
        if (!(m_parts & kRowedParts[k]))
            continue;
        if (a[k] && a[k]->size() == 0) // the edit left it as it is
            continue;
        m_rows[k] = b[k] && a[k] ? rowsBetween(*b[k], *a[k])
            : b[k] || a[k]       ? wholeRows(b[k], a[k]) // a target set or taken away
                                 : Rows {};
    }
    m_before = partsWithoutRows(before, m_parts);
    m_after = partsWithoutRows(after, m_parts);
    m_firstAfter = std::move(after);
}

Session SessionCommand::side(bool before) const
{
    Session s = before ? m_before : m_after; // the changed parts, their matrices empty
    const auto from = rowedMatrices(m_doc->session());
    const auto into = rowedMatrices(s);
    for (std::size_t k = 0; k < m_rows.size(); ++k) {
        const Rows &d = m_rows[k];
        if (!d.kept || !into[k])
            continue; // the document's, as it is (or no target on this side)
        const Matrix &mid = before ? d.before : d.after;
        if (d.whole) {
            *into[k] = mid;
            continue;
        }
        const Matrix &other = *from[k];
        // The document is at the other side of this step: its rows outside [prefix, −suffix)
        // are this side's too.
        Q_ASSERT(other.rows() == d.prefix + (before ? d.after : d.before).rows() + d.suffix);
        Matrix &m = *into[k];
        m.resize(d.prefix + mid.rows() + d.suffix, other.cols());
        m.topRows(d.prefix) = other.topRows(d.prefix);
        m.middleRows(d.prefix, mid.rows()) = mid;
        m.bottomRows(d.suffix) = other.bottomRows(d.suffix);
    }
    return s;
}

bool SessionCommand::keepsRows() const
{
    return std::any_of(m_rows.begin(), m_rows.end(), [](const Rows &d) { return d.kept; });
}

std::size_t SessionCommand::bytesKept() const
{
    std::size_t n = 0;
    for (const Rows &d : m_rows)
        n += sizeof(double) * std::size_t(d.before.size() + d.after.size());
    return n;
}

void SessionCommand::undo()
{
    m_doc->applyParts(side(true), m_parts);
}

void SessionCommand::redo()
{
    if (m_firstAfter) { // pushed: the session made for the edit goes in as it is, not copied
        Session after = std::move(*m_firstAfter);
        m_firstAfter.reset();
        m_doc->applyParts(std::move(after), m_parts);
        return;
    }
    m_doc->applyParts(side(false), m_parts);
}

bool SessionCommand::mergeWith(const QUndoCommand *other)
{
    const auto *o = static_cast<const SessionCommand *>(other);
    if (o->m_mergeKey != m_mergeKey || o->m_parts != m_parts || keepsRows() || o->keepsRows())
        return false;
    m_after = o->m_after;
    setText(o->text());
    setObsolete(differingParts(m_before, m_after) == 0); // dragged back to where it started: no step at all
    return true;
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

bool writesNotes(const QUndoCommand *command)
{
    if (const auto *c = dynamic_cast<const SessionCommand *>(command); c && c->changesNotes())
        return true;
    for (int i = 0; command && i < command->childCount(); ++i)
        if (writesNotes(command->child(i)))
            return true;
    return false;
}

} // namespace attn
