// The undo commands. Each one changes the document only through Document::apply*.
#pragma once

#include "document.h"

#include <QUndoCommand>

#include <array>
#include <cstddef>
#include <optional>

namespace attn {

// A rectangular block of one input matrix: a typed cell (which merges with the next edit of
// the same cell), a paste, or a fill.
class BlockCommand : public QUndoCommand {
public:
    BlockCommand(Document *doc, MatrixId id, int row, int col, Matrix before, Matrix after,
                 const QString &text);
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

// One edit of the session's parts: the parts it changed (core/session.h), before and after, and
// nothing of the rest. At 4096 tokens and d_model 512 a session is 24 MB, and the stack keeps 200
// steps: of the large matrices (X, the four W, the target) only the rows that differ are kept (a
// token added at the end keeps one row; a mask edit none), and the rest comes from the document's
// session, which is the other side of the step whenever the stack undoes or redoes it.
class SessionCommand : public QUndoCommand {
public:
    // before: the document's session, lent (its large matrices are set aside while the rest is
    // copied, and put back). after: the session after the edit, where an empty X or W, or an
    // engaged but empty target, stands for the document's as it is (Document::editCopy); moved into
    // the document by the first redo, as it is. mergeKey ≠ 0: the next step with the same key that
    // changes the same parts, neither keeping matrix rows, merges into this one (a slider dragged).
    SessionCommand(Document *doc, Session &before, Session after, const QString &text, int mergeKey = 0);
    void undo() override;
    void redo() override;
    int id() const override { return m_mergeKey ? 2 : -1; }
    bool mergeWith(const QUndoCommand *other) override;
    unsigned parts() const { return m_parts; } // SessionPart bits
    bool changesNotes() const { return (m_parts & PartAbout) && m_before.notes != m_after.notes; }
    // The bytes of matrix rows this step keeps (X, the four W and the target, both sides).
    std::size_t bytesKept() const;

    // Rows [prefix, rows − suffix) of one matrix on each side; the rest is the same on both.
    // Whole matrices when the columns differ (or a target comes or goes). `kept`: false when the
    // matrix did not change at all (or its part did not), and nothing is kept.
    struct Rows {
        bool kept = false;
        bool whole = false;
        Eigen::Index prefix = 0, suffix = 0;
        Matrix before, after;
    };

private:
    // The changed parts on one side of the step, from the document's session (the other side).
    Session side(bool before) const;
    bool keepsRows() const;

    Document *m_doc;
    unsigned m_parts = 0;
    Session m_before, m_after; // the changed parts, without their large matrices: m_rows has them
    std::optional<Session> m_firstAfter; // whole, till the push's redo takes it
    std::array<Rows, 6> m_rows; // X, W_Q, W_K, W_V, W_O, target
    int m_mergeKey = 0;
};

// Training: the session before a run and after its latest step. The steps of one run (a Play,
// or Step pressed again and again with the same settings) merge into one undo step.
class TrainCommand : public QUndoCommand {
public:
    TrainCommand(Document *doc, Session before, Session after, int run, const QString &text);
    void undo() override;
    void redo() override;
    int id() const override { return 3; }
    bool mergeWith(const QUndoCommand *other) override;
    int run() const { return m_run; }

private:
    Document *m_doc;
    Session m_before, m_after;
    int m_run;
};

// The session's own name (a layer taken from a model is named after it), before and after.
class TitleCommand : public QUndoCommand {
public:
    TitleCommand(Document *doc, QString before, QString after);
    void undo() override;
    void redo() override;

private:
    Document *m_doc;
    QString m_before, m_after;
};

// The step writes the session's notes (alone or with the rest of a new session, as Edit Layer
// does): a note is then about the state after it. The notes bar tells such a note from one the
// session has moved on from.
bool writesNotes(const QUndoCommand *command);

} // namespace attn
