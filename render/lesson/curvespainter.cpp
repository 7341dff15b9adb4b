// The Curves picture (lessonmodel.h): a training run's loss, drawn by the loss curve's own
// painter (render/losscurve.h) inside the slide, its text no smaller than the slide's smallest.
#include "picturepainters.h"

namespace attn::lesson {

void CurvesPainter::layout(const StepModel &step, const QRectF &area, Scene &scene) const
{
    const CurvesPicture *p = step.as<CurvesPicture>();
    if (!p)
        return;
    const double b = scene.base();
    const QRectF heading = addHeading(scene, area.topLeft(), p->heading, p->source);
    // As wide as the slide allows, no wider than twice its height: a curve a class can follow.
    const double top = heading.bottom() + b * 0.4;
    const double h = std::max(b * 8, area.bottom() - top);
    const double w = std::min(area.width(), h * 2.2);
    const QRectF plot(area.left() + (area.width() - w) / 2, top, w, h);
    LossCurveOptions o;
    o.theme = scene.theme();
    o.fontSize = scene.style().smallest(); // never under the slide's smallest text
    LossCurveData data = p->data;
    data.title.clear(); // the heading says what it is
    scene.custom(plot, [data = std::move(data), o](QPainter &painter, const QRectF &rect) {
        LossCurvePainter(data, o).paint(painter, rect);
    });
}

} // namespace attn::lesson
