#include "stepcanvas.h"

#include "render/drawings.h"

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
