// What the session shows, in a sentence or two, above the heatmaps: the session's `notes`
// (docs/file-formats.md) or, for a preset without them, the preset's note. It stays as long as the
// session does (the status bar forgets after seconds); Edit… changes the notes as one undo
// step, × puts the bar away until another session is opened. A note's numbers are true of the
// state it came with: after an edit it is greyed, "before your edits", until undone.
#pragma once

#include <QFrame>

class QLabel;
class QToolButton;

namespace attn {

class Document;

class NotesBar : public QFrame {
    Q_OBJECT
public:
    explicit NotesBar(Document *doc, QWidget *parent = nullptr);

    // The note (empty when the bar is hidden for want of notes).
    QString text() const;
    // The note was written for another state than the one shown: the session has been edited
    // since it was loaded (or since the notes were last edited). Then the bar greys the note
    // and says "before your edits"; undoing back to that state makes it current again.
    bool isStale() const;
    // What the bar says: the note, after "Before your edits:" when it is stale.
    QString shownText() const;
    // The most lines the note takes (kMaxLines; one in a tiny room), the rest elided.
    void setMaxLines(int lines);
    int maxLines() const { return m_maxLines; }
    static constexpr int kMaxLines = 3;

public slots:
    // Asks for the notes in a dialog; the change goes through the undo stack.
    void editNotes();

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    void refresh();
    void applyStaleLook();
    void layoutText(); // at most m_maxLines lines, the rest elided (the whole note in the tooltip)
    int m_maxLines = kMaxLines;

    Document *m_doc;
    QLabel *m_label;
    QToolButton *m_edit;
    QToolButton *m_close;
    bool m_dismissed = false;
    QString m_dismissedText; // × hides this text; other notes show again
};

} // namespace attn
