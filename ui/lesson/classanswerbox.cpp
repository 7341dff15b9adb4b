// Presentation mode's answer box (classanswerbox.h).
#include "classanswerbox.h"

#include "practicedialog.h"
#include "render/lesson/exercises.h"
#include "render/lesson/lessonsteps.h"

#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QTimer>
#include <QVBoxLayout>

namespace attn {

ClassAnswerBox::ClassAnswerBox(QWidget *parent)
    : QFrame(parent)
    , m_prompt(new QLabel(this))
    , m_edit(new QLineEdit(this))
    , m_verdict(new QLabel(this))
    , m_hide(new QTimer(this))
{
    setObjectName(QStringLiteral("classAnswerBox"));
    setFrameShape(QFrame::Box);
    setAutoFillBackground(true);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(24, 18, 24, 18);
    QFont big = font();
    big.setPixelSize(30); // read from the back of the room, as the slide is
    for (QWidget *w : std::initializer_list<QWidget *> { m_prompt, m_edit, m_verdict }) {
        w->setFont(big);
        layout->addWidget(w);
    }
    m_prompt->setWordWrap(true);
    m_verdict->setWordWrap(true);
    m_edit->setObjectName(QStringLiteral("classAnswer"));
    m_verdict->setObjectName(QStringLiteral("classAnswerVerdict"));
    m_edit->installEventFilter(this);
    m_hide->setSingleShot(true);
    m_hide->setInterval(2500);
    connect(m_hide, &QTimer::timeout, this, [this] {
        hide();
        emit closed();
    });
    hide();
}

bool ClassAnswerBox::ask(const lesson::StepModel &step, const lesson::RevealState &revealed,
                         std::shared_ptr<const lesson::LessonContext> context)
{
    m_hide->stop();
    m_reveal = -1;
    for (int i = 0; i < int(step.reveals.size()); ++i)
        if (!revealed.isRevealed(i) && !step.reveals[std::size_t(i)].checked.values.empty()) {
            m_reveal = i;
            break;
        }
    if (m_reveal < 0 || !context) {
        // Said, not silently ignored; the note goes by itself.
        m_reveal = -1;
        m_prompt->setText(tr("No number left to ask on this step."));
        m_verdict->clear();
        m_edit->hide();
        show();
        raise();
        m_hide->start();
        return false;
    }
    m_step = step;
    m_context = std::move(context);
    m_item = step.reveals[std::size_t(m_reveal)];
    const int n = int(m_item.checked.values.size());
    m_prompt->setText(n == 1 ? tr("The class's answer: %1 =").arg(m_item.what)
                             : tr("The class's answer: %1 = (%n number(s))", nullptr, n).arg(m_item.what));
    m_verdict->setText(tr("Enter checks it · Esc closes"));
    m_edit->clear();
    m_edit->show();
    show();
    raise();
    window()->activateWindow(); // T pressed on the presenter's laptop: the box is on the other screen
    m_edit->setFocus();
    return true;
}

bool ClassAnswerBox::check(const QString &typed)
{
    if (m_reveal < 0 || !m_context)
        return false;
    QString error;
    const std::optional<lesson::Given> given = PracticeDialog::parseAnswer(typed, locale(), &error);
    if (!given) {
        m_verdict->setText(tr("Not a number yet: %1.").arg(error));
        return false;
    }
    // The reveal as an exercise of its own: its numbers, with its exercise's tolerance.
    lesson::Exercise e;
    e.answer = m_item.checked.values;
    e.cols = int(e.answer.size());
    e.shape = e.cols == 1 ? lesson::Exercise::Shape::Number : lesson::Exercise::Shape::Row;
    e.tolerance = lesson::revealTolerance(*m_context, m_step, m_reveal);
    const lesson::Marked marked = lesson::markAnswer(e, given);
    if (marked.verdict != lesson::Marked::Verdict::Right) {
        const int at = marked.firstWrong.empty() ? -1 : marked.firstWrong.front();
        QString why;
        if (marked.shapeDiffers || at < 0)
            why = e.cols == 1 ? tr("Not yet: one number is asked.")
                              : tr("Not yet: %1 numbers are asked.").arg(e.cols);
        else
            why = e.cols == 1 ? tr("Not yet — try again (Esc, then R, reveals it).")
                              : tr("Not yet: number %1 is the first that is off.").arg(at + 1);
        m_verdict->setText(why);
        m_edit->selectAll();
        return false;
    }
    const int reveal = m_reveal;
    m_verdict->setText(tr("Right: %1 = %2").arg(m_item.what, m_item.answer));
    emit rightAnswer(reveal);
    return true;
}

QString ClassAnswerBox::verdict() const
{
    return m_verdict->text();
}

void ClassAnswerBox::setVerdict(const QString &text)
{
    m_verdict->setText(text);
}

bool ClassAnswerBox::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_edit && event->type() == QEvent::KeyPress) {
        const auto *key = static_cast<QKeyEvent *>(event);
        if (key->key() == Qt::Key_Escape) {
            hide();
            emit closed();
            return true;
        }
        if (key->key() == Qt::Key_Return || key->key() == Qt::Key_Enter) {
            check(m_edit->text());
            return true;
        }
        // Keys the line edit leaves alone would reach the slides and move them while typing.
        if (key->key() == Qt::Key_Up || key->key() == Qt::Key_Down || key->key() == Qt::Key_PageUp
            || key->key() == Qt::Key_PageDown)
            return true;
    }
    return QFrame::eventFilter(watched, event);
}

} // namespace attn
