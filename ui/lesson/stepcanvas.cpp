#include "stepcanvas.h"

#include "render/drawings.h"

#include <QAccessible>
#include <QMouseEvent>
#include <QPainter>

namespace attn {

using namespace lesson;

StepCanvas::StepCanvas(QWidget *parent)
    : QWidget(parent)
{
    setAttribute(Qt::WA_OpaquePaintEvent);
    setFocusPolicy(Qt::StrongFocus);
    setMinimumSize(320, 180);
}

void StepCanvas::setStep(const StepModel &step, const AnswerPaint &answers, const Theme &theme)
{
    m_step = step;
    m_options.answers = answers;
    m_options.theme = theme;
    rebuild();
    // A screen reader reads the slide as its text, its answers as the slide shows them: "?"
    // until revealed, none on a worksheet.
    const RevealState none(int(step.reveals.size()));
    const RevealState *hidden = answers.mode == AnswerMode::HoldBack ? &m_options.answers.state
        : answers.mode == AnswerMode::Blank                          ? &none
                                                                     : nullptr;
    const QString name = tr("Lesson step %1 of %2: %3").arg(step.number).arg(step.count).arg(step.title);
    const QString description = step.text(hidden);
    if (name != accessibleName() || description != accessibleDescription()) {
        setAccessibleName(name);
        setAccessibleDescription(description);
        if (QAccessible::isActive()) {
            QAccessibleEvent changed(this, QAccessible::DescriptionChanged);
            QAccessible::updateAccessibility(&changed);
        }
    }
}

std::unique_ptr<Drawing> StepCanvas::drawing() const
{
    return std::make_unique<LessonStepDrawing>(m_step, m_options.answers);
}

void StepCanvas::setBaseSize(double pixels)
{
    m_base = pixels;
    rebuild();
}

void StepCanvas::setBlank(bool blank)
{
    m_blank = blank;
    update();
}

void StepCanvas::rebuild()
{
    LessonPaintOptions o = m_options;
    o.baseSize = m_base > 0 ? m_base : std::max(m_minimumBase, LessonStyle::baseFor(size()));
    m_painter = LessonPainter(m_step, o);
    update();
}

void StepCanvas::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    if (m_base <= 0)
        rebuild();
}

void StepCanvas::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    if (m_blank) {
        p.fillRect(rect(), Qt::black);
        return;
    }
    p.fillRect(rect(), m_options.theme.background);
    p.setRenderHint(QPainter::Antialiasing);
    p.setRenderHint(QPainter::TextAntialiasing);
    m_painter.paint(p, area());
}

void StepCanvas::mousePressEvent(QMouseEvent *event)
{
    if (m_blank) {
        emit clicked(event->button());
        return;
    }
    if (event->button() == Qt::LeftButton) {
        if (const int answer = m_painter.answerAt(event->position(), area()); answer >= 0) {
            emit answerClicked(answer);
            return;
        }
        if (!m_step.action.isEmpty() && m_painter.pictureRect(area()).contains(event->position())) {
            emit actionClicked(m_step.action);
            return;
        }
    }
    emit clicked(event->button());
}

} // namespace attn
