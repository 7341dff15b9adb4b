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

// The session before and after an edit that reshapes matrices (insert, remove or move tokens;
// change d_model; replace the session). At 4096 tokens and d_model 512 a session is 24 MB, and
// the stack keeps 200 steps: of X and the four W only the rows that differ are kept (a token
// added at the end keeps one row), and the rest comes from the document's session, which is the
// other side of the step whenever the stack undoes or redoes it.
class SessionCommand : public QUndoCommand {
public:
    // before: the document's session, lent (its matrices are set aside while the rest is copied,
    // and put back); after: moved into the document by the first redo, as it is.
    SessionCommand(Document *doc, Session &before, Session after, bool structural, const QString &text);
    void undo() override;
    void redo() override;
    bool changesNotes() const { return m_before.notes != m_after.notes; }
    // The bytes of matrix rows this step keeps (X and the four W, both sides).
    std::size_t bytesKept() const;

    // Rows [prefix, rows − suffix) of one matrix on each side; the rest is the same on both.
    // Whole matrices when the columns differ.
    struct Rows {
        bool whole = false;
        Eigen::Index prefix = 0, suffix = 0;
        Matrix before, after;
    };

private:
    // The session on one side of the step, from the document's (the other side).
    Session side(bool before) const;

    Document *m_doc;
    Session m_before, m_after; // without X, W_Q, W_K, W_V, W_O: m_rows has them
    std::optional<Session> m_firstAfter; // whole, till the push's redo takes it
    std::array<Rows, 5> m_rows;
    bool m_structural;
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

// Everything but the matrices, before and after: token texts, padding, masks, scale, heads.
class SettingsCommand : public QUndoCommand {
public:
    // mergeKey ≠ 0: consecutive commands with the same key merge (one drag of the scale slider).
    SettingsCommand(Document *doc, SessionSettings before, SessionSettings after, const QString &text,
                    int mergeKey = 0);
    void undo() override;
    void redo() override;
    int id() const override { return m_mergeKey ? 2 : -1; }
    bool mergeWith(const QUndoCommand *other) override;
    bool changesNotes() const { return m_before.notes != m_after.notes; }

private:
    Document *m_doc;
    SessionSettings m_before, m_after;
    int m_mergeKey;
};

// The step writes the session's notes (alone or with the rest of a new session, as Edit Layer
// does): a note is then about the state after it. The notes bar tells such a note from one the
// session has moved on from.
bool writesNotes(const QUndoCommand *command);

} // namespace attn
