// The Curves picture (lessonmodel.h): a training run's loss, drawn by the loss curve's own
// painter (render/losscurve.h) inside the slide, its text no smaller than the slide's smallest;
// or a whole model's training (render/trainingcurves.h) with one head's weights beside it.
#include "picturepainters.h"

#include "render/heatmappainter.h"

namespace attn::lesson {

namespace {

    // The training curves on the left, the head's map with its heading and note on the right.
    void layoutTraining(const CurvesPicture &p, const QRectF &area, double top, Scene &scene)
    {
        const double b = scene.base(), gap = b * 1.2;
        const bool beside = p.beside && p.beside->data && p.beside->data->isValid();
        const double mapW = beside ? std::min(area.width() * 0.36, area.bottom() - top) : 0;
        const QRectF plot(area.left(), top, area.width() - (beside ? mapW + gap : 0), std::max(b * 8, area.bottom() - top));
        TrainingCurvesOptions o;
        o.theme = scene.theme();
        o.fontSize = scene.style().smallest(); // never under the slide's smallest text
        TrainingCurvesData data = *p.training;
        data.title.clear(); // the heading says what it is
        scene.custom(plot, [data = std::move(data), o](QPainter &painter, const QRectF &rect) {
            TrainingCurvesPainter(data, o).paint(painter, rect);
        });
        if (!beside)
            return;
        const HeatmapTile &t = *p.beside;
        const QRectF tile(plot.right() + gap, top, mapW, plot.height());
        const double headingH = scene.markedWrapped(tile.topLeft(), tile.width(), t.source, t.heading,
                                                    TextRole::Heading, scene.theme().text, true);
        const double noteH = scene.wrappedHeight(tile.width(), t.note, TextRole::Body);
        const QRectF map(tile.left(), tile.top() + headingH + b * 0.3, tile.width(),
                         std::max(b * 3, tile.height() - headingH - noteH - b * 0.8));
        HeatmapOptions ho;
        ho.fontSize = scene.style().smallest() / 0.7; // its labels shrink to 70 %: the slide's smallest
        ho.showTitle = false;
        ho.showColorBar = false;
        ho.showLegend = false;
        ho.compact = true;
        ho.showNumbers = false;
        if (scene.theme().isDark()) // the heatmap draws its labels for a light page
            scene.box({ map, Qt::white, {}, 1, b * 0.3, false, false });
        auto heat = t.data;
        scene.custom(map, [heat, ho](QPainter &painter, const QRectF &rect) { HeatmapPainter(heat, ho).paint(painter, rect); });
        scene.wrapped(QPointF(tile.left(), map.bottom() + b * 0.3), tile.width(), t.note, TextRole::Body,
                      scene.theme().mutedText, false, Qt::AlignHCenter);
    }

} // namespace

void CurvesPainter::layout(const StepModel &step, const QRectF &area, Scene &scene) const
{
    const CurvesPicture *p = step.as<CurvesPicture>();
    if (!p)
        return;
    const double b = scene.base();
    const QRectF heading = addHeading(scene, area.topLeft(), p->heading, p->source);
    const double top = heading.bottom() + b * 0.4;
    if (p->training)
        return layoutTraining(*p, area, top, scene);
    // As wide as the slide allows, no wider than twice its height: a curve a class can follow.
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
