// What the session shows, in a sentence or two, above the heatmaps: the session's `notes`
// (CONTRACT.md) or, for a preset without them, the preset's note. It stays as long as the
// session does (the status bar forgets after seconds); Edit… changes the notes as one undo
// step, × puts the bar away until another session is opened.
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

    // The text shown (empty when the bar is hidden for want of notes).
    QString text() const;

public slots:
    // Asks for the notes in a dialog; the change goes through the undo stack.
    void editNotes();

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    void refresh();
    void layoutText(); // at most kMaxLines lines, the rest elided (the whole note in the tooltip)
    static constexpr int kMaxLines = 3;

    Document *m_doc;
    QLabel *m_label;
    QToolButton *m_edit;
    QToolButton *m_close;
    bool m_dismissed = false;
    QString m_dismissedText; // × hides this text; other notes show again
};

} // namespace attn
