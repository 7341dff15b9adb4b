#include "notesbar.h"

#include "core/session.h"
#include "ui/common/appearance.h"
#include "ui/common/language.h"
#include "ui/document/document.h"
#include "ui/document/undocommands.h"

#include <QHBoxLayout>
#include <QInputDialog>
#include <QLabel>
#include <QTextLayout>
#include <QToolButton>
#include <QUndoStack>

#include <algorithm>

namespace attn {

NotesBar::NotesBar(Document *doc, QWidget *parent)
    : QFrame(parent)
    , m_doc(doc)
    , m_label(new QLabel(this))
    , m_edit(new QToolButton(this))
    , m_close(new QToolButton(this))
{
    setObjectName(QStringLiteral("notesBar"));
    setFrameShape(QFrame::StyledPanel);
    setBackgroundRole(QPalette::ToolTipBase);
    setAutoFillBackground(true);
    m_label->setObjectName(QStringLiteral("notesText"));
    m_label->setWordWrap(true);
    m_label->setTextFormat(Qt::PlainText); // a session file's note is text, never markup
    m_label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_label->setForegroundRole(QPalette::ToolTipText);
    m_edit->setText(tr("Edit…"));
    m_edit->setObjectName(QStringLiteral("editNotes"));
    m_edit->setToolTip(tr("Change what this session's note says (kept in the session file)"));
    m_close->setText(QStringLiteral("×"));
    m_close->setObjectName(QStringLiteral("closeNotes"));
    m_close->setToolTip(
        tr("Put the note away until another session is opened (Edit ▸ Notes… brings it back)"));
    m_close->setAutoRaise(true);

    auto *row = new QHBoxLayout(this);
    row->setContentsMargins(8, 4, 4, 4);
    row->addWidget(m_label, 1);
    row->addWidget(m_edit, 0, Qt::AlignTop);
    row->addWidget(m_close, 0, Qt::AlignTop);
    Appearance::instance().follow(m_label, 1.0);
    connect(&Appearance::instance(), &Appearance::changed, this, &NotesBar::refresh);

    connect(m_edit, &QToolButton::clicked, this, &NotesBar::editNotes);
    connect(m_close, &QToolButton::clicked, this, [this] {
        m_dismissed = true;
        m_dismissedText = text();
        hide();
    });
    connect(m_doc, &Document::sessionChanged, this, &NotesBar::refresh);
    connect(m_doc->undoStack(), &QUndoStack::indexChanged, this, &NotesBar::refresh);
    refresh();
}

QString NotesBar::text() const
{
    const std::string &notes = m_doc->session().notes;
    if (!notes.empty())
        return QString::fromStdString(notes);
    return m_doc->viewState().value(QStringLiteral("note")).toString();
}

bool NotesBar::isStale() const
{
    // Loading clears the undo stack, so the note came with index 0 — or with the last edit of
    // the notes themselves. Any other step on top of that and its numbers may no longer hold.
    const QUndoStack *stack = m_doc->undoStack();
    const int at = stack->index();
    if (at == 0)
        return false;
    return !writesNotes(stack->command(at - 1));
}

QString NotesBar::shownText() const
{
    // A built-in example's note in the window's language; the session keeps the English one.
    const QString t = language::presetText(text());
    return isStale() && !t.isEmpty() ? tr("Before your edits: %1").arg(t) : t;
}

void NotesBar::applyStaleLook()
{
    // Greyed: the note's ink halfway to the bar's background, in every theme.
    m_label->setPalette(QPalette());
    if (isStale()) {
        QPalette p = m_label->palette();
        const QColor ink = p.color(QPalette::ToolTipText), paper = p.color(QPalette::ToolTipBase);
        const QColor grey
            = QColor::fromRgbF((ink.redF() + paper.redF()) / 2, (ink.greenF() + paper.greenF()) / 2,
                               (ink.blueF() + paper.blueF()) / 2);
        p.setColor(QPalette::ToolTipText, grey);
        m_label->setPalette(p);
    }
}

void NotesBar::refresh()
{
    const QString t = text();
    if (m_dismissed && t != m_dismissedText)
        m_dismissed = false; // another session, or new notes: shown again
    m_label->setToolTip(isStale() ? tr("%1\n\n(Written for the session as loaded; undo your edits to see "
                                       "it current again.)")
                                        .arg(language::presetText(t))
                                  : language::presetText(t));
    applyStaleLook();
    layoutText();
    setVisible(!t.isEmpty() && !m_dismissed);
}

void NotesBar::resizeEvent(QResizeEvent *event)
{
    QFrame::resizeEvent(event);
    layoutText();
}

void NotesBar::layoutText()
{
    // A long note must not take the heatmap's room on a small screen at a large zoom: the
    // first lines, ending in "…" when there is more.
    // Line breaks typed into the note count as lines (QTextLayout breaks at U+2028, not at \n).
    QString full = shownText();
    full.replace(QLatin1Char('\n'), QChar::LineSeparator);
    const int width = std::max(40, m_label->width());
    QTextLayout layout(full, m_label->font());
    layout.beginLayout();
    QString shown;
    int lines = 0;
    for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
        line.setLineWidth(width);
        ++lines;
        const QString part = full.mid(line.textStart(), line.textLength());
        if (lines == m_maxLines && line.textStart() + line.textLength() < full.size()) {
            shown
                += QFontMetrics(m_label->font())
                       .elidedText(full.mid(line.textStart()).replace(QChar::LineSeparator, QLatin1Char(' ')),
                                   Qt::ElideRight, width);
            break;
        }
        shown += part;
    }
    layout.endLayout();
    m_label->setText(shown);
    m_label->setMaximumHeight(QFontMetrics(m_label->font()).lineSpacing() * m_maxLines + 4);
}

void NotesBar::setMaxLines(int lines)
{
    lines = std::max(1, lines);
    if (lines == m_maxLines)
        return;
    m_maxLines = lines;
    layoutText();
}

void NotesBar::editNotes()
{
    bool ok = false;
    const QString edited = QInputDialog::getMultiLineText(
        this, tr("Notes"), tr("What this session shows, in a sentence or two (saved with it):"), text(), &ok);
    if (!ok || edited.trimmed() == text().trimmed())
        return; // unchanged: a preset's note is not copied into the session
    m_dismissed = false;
    m_doc->setNotes(edited.trimmed());
    refresh();
}

} // namespace attn
