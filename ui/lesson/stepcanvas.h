// One step of the lesson on screen: the same LessonPainter the slides and exports use, painted to
// the widget's size; a click on an answer box asks to reveal it, a click elsewhere is passed on
// (the presentation turns it into "next"). Used by the Lesson panel, the presentation and the
// presenter view.
#pragma once

#include "render/lesson/lessonpainter.h"

#include <QWidget>

#include <memory>
#include <optional>

namespace attn {

class Drawing;

class StepCanvas : public QWidget {
    Q_OBJECT
public:
    explicit StepCanvas(QWidget *parent = nullptr);

    void setStep(const lesson::StepModel &step, const lesson::AnswerPaint &answers, const Theme &theme);
    // The base text size in logical pixels; 0: from the widget's size (20 at 1280×720).
    void setBaseSize(double pixels);
    double baseSize() const { return m_base; }
    // Smallest base when it comes from the size (a narrow dock still gets readable text).
    void setMinimumBase(double pixels)
    {
        m_minimumBase = pixels;
        update();
    }
    // Nothing but black (the presentation's B).
    void setBlank(bool blank);
    bool isBlank() const { return m_blank; }

    const lesson::LessonPainter &painter() const { return m_painter; }
    const lesson::StepModel &step() const { return m_painter.step(); }
    QRectF area() const { return QRectF(rect()); }
    // The step as its slide, with the answers as shown (ui/common/pictureexport.h).
    std::unique_ptr<Drawing> drawing() const;

signals:
    void answerClicked(int answer);
    void actionClicked(const QString &action); // a click on the picture of a step that has one
    void clicked(Qt::MouseButton button); // anywhere else

protected:
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    void rebuild();

    lesson::StepModel m_step;
    lesson::LessonPaintOptions m_options;
    lesson::LessonPainter m_painter;
    double m_base = 0, m_minimumBase = 0;
    bool m_blank = false;
};

} // namespace attn
