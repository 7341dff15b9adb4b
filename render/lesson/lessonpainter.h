// One step of the lesson drawn into any rectangle: the title, the caption, the step's picture (by
// the painter of its kind), what its answers show, and a footer saying which numbers come from
// the session and which are the lesson's constants. A slide (16:9 first, any shape works) or a
// worksheet page (A4 portrait with room to write). The presentation window, the Lesson panel,
// the PDF deck and the `lesson` command all draw through here.
#pragma once

#include "lessonscene.h"

#include <QRectF>
#include <QStringList>

class QPainter;

namespace attn::lesson {

struct LessonPaintOptions {
    Theme theme = Theme::light();
    double baseSize = 0; // logical pixels; 0: from the area (20 at 1280×720)
    AnswerPaint answers; // how the answers are drawn (hold back, blank, key…)
    enum class Page { Slide, Worksheet };
    Page page = Page::Slide;
    // A worksheet's blanks: numbers this page must not show as text, because this page or a later
    // one asks for them (withheldNumbers()). Drawn as "…" where they would have been.
    QStringList withheld;
};

// On a worksheet or its key no text is smaller than this (points of an A4 page).
inline constexpr double kSheetSmallestPoints = 9;

class LessonPainter {
public:
    explicit LessonPainter(StepModel step = {}, LessonPaintOptions options = {});

    const StepModel &step() const { return m_step; }
    const LessonPaintOptions &options() const { return m_options; }
    void setAnswers(const AnswerPaint &answers) { m_options.answers = answers; }

    void paint(QPainter &painter, const QRectF &area) const;

    // The step laid out in `area` (kept for the last area asked), and its conclusion apart.
    const Scene &scene(const QRectF &area) const;
    const Scene &conclusion(const QRectF &area) const
    {
        layout(area);
        return m_conclusion;
    }
    // Where the picture went, and the base size it was drawn at (smaller than the frame's when
    // it had to shrink to fit).
    QRectF pictureRect(const QRectF &area) const;
    double pictureBase(const QRectF &area) const;
    double frameBase(const QRectF &area) const;
    // The answer (StepModel::reveals index) whose box is at `pos`, or −1.
    int answerAt(const QPointF &pos, const QRectF &area) const;
    // Whether the conclusion is drawn with these answers (it would give them away otherwise).
    bool showsConclusion() const;

    // Texts smaller than `minimumPixels`, outside `area`, overlapping another text, or wider
    // than their box; empty when the layout is sound.
    QStringList layoutProblems(const QRectF &area, double minimumPixels = 0) const;

private:
    void layout(const QRectF &area) const;
    void layoutSlide(const QRectF &area, double base) const;
    void layoutWorksheet(const QRectF &area, double base) const;
    double layoutFooter(Scene &scene, const QRectF &inner, double bottom) const;
    // Lays the picture out in rect, shrinking it (not below minBase) until it fits; false when it
    // does not fit even at minBase.
    bool layoutPicture(const QRectF &rect, double base, double minBase = 0) const;

    StepModel m_step;
    LessonPaintOptions m_options;
    mutable QRectF m_area;
    mutable Scene m_scene;
    mutable Scene m_conclusion; // drawn once the answers it would give away are revealed
    mutable QRectF m_picture;
    mutable double m_pictureBase = 0, m_frameBase = 0;
};

} // namespace attn::lesson
