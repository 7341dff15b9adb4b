// Heatmaps: a few weight matrices side by side (masks, mistakes, many heads), each drawn by the
// app's own heatmap painter at the lesson's text sizes, with a heading and a note.
#include "picturepainters.h"

#include "render/heatmaplayout.h"
#include "render/heatmappainter.h"

#include <algorithm>
#include <cmath>

namespace attn::lesson {

namespace {

    // The heatmap's options at this base size: its smallest text (labels shrink to 70 % of its base)
    // stays at the lesson's smallest; numbers in the cells only when they come out as large as the
    // lesson's numbers.
    HeatmapOptions optionsFor(const Scene &scene, const HeatmapTile &tile, const QRectF &rect)
    {
        HeatmapOptions o;
        o.fontSize = scene.style().smallest() / 0.7;
        o.showTitle = false;
        o.showColorBar = false;
        o.showLegend = false;
        o.compact = true;
        o.showLabels = tile.labels;
        o.precision = 3;
        const HeatmapLayout l = layoutHeatmap(tile.data.get(), o, ColorBarRange {}, 1.0, rect, 1.0);
        o.showNumbers
            = l.numbersFit && l.numberFont.pixelSize() >= qRound(scene.style().size(TextRole::Number));
        return o;
    }

} // namespace

void HeatmapsPainter::layout(const StepModel &step, const QRectF &area, Scene &scene) const
{
    const HeatmapsPicture *p = step.as<HeatmapsPicture>();
    if (!p || p->tiles.empty())
        return;
    const Theme &theme = scene.theme();
    const double b = scene.base(), gap = b * 1.2;
    const int n = int(p->tiles.size());
    const int cols = p->columns > 0 ? std::min(p->columns, n) : n;
    const int rows = (n + cols - 1) / cols;
    const double tileW = (area.width() - gap * (cols - 1)) / cols;
    const double tileH = (area.height() - gap * (rows - 1)) / rows;
    // Headings of one row share a height, so the matrices line up.
    std::vector<double> headingH(static_cast<std::size_t>(rows), 0), noteH(static_cast<std::size_t>(rows), 0);
    auto oneLine = [&](const HeatmapTile &t) { return headingSize(scene, t.heading).width() <= tileW; };
    for (int k = 0; k < n; ++k) {
        const HeatmapTile &t = p->tiles[static_cast<std::size_t>(k)];
        auto &h = headingH[static_cast<std::size_t>(k / cols)];
        h = std::max(h,
                     oneLine(t) ? scene.lineHeight(TextRole::Heading)
                                : scene.markedWrappedHeight(tileW, t.heading, TextRole::Heading));
        auto &nh = noteH[static_cast<std::size_t>(k / cols)];
        nh = std::max(nh, scene.wrappedHeight(tileW, t.note, TextRole::Body, t.wrong));
    }
    for (int k = 0; k < n; ++k) {
        const HeatmapTile &t = p->tiles[static_cast<std::size_t>(k)];
        const int r = k / cols, c = k % cols;
        const QRectF tile(area.left() + c * (tileW + gap), area.top() + r * (tileH + gap), tileW, tileH);
        const double hh = headingH[static_cast<std::size_t>(r)], nh = noteH[static_cast<std::size_t>(r)];
        if (oneLine(t))
            addHeading(scene, QPointF(tile.center().x(), tile.top()), t.heading, t.source, Qt::AlignHCenter,
                       t.wrong ? theme.flag : QColor());
        else
            scene.markedWrapped(tile.topLeft(), tileW, t.source, t.heading, TextRole::Heading,
                                t.wrong ? theme.flag : theme.text, true);
        const QRectF frame(tile.left(), tile.top() + hh + b * 0.1, tileW,
                           std::max(b * 3, tileH - hh - nh - b * 0.4));
        const QRectF map = frame.adjusted(b * 0.2, b * 0.1, -b * 0.2, -b * 0.1);
        if (t.wrong)
            scene.box({ frame, theme.flagFill, theme.flag, 2, b * 0.3, false, false });
        else if (theme.isDark()) // the heatmap draws its labels for a light page
            scene.box({ frame, Qt::white, {}, 1, b * 0.3, false, false });
        if (t.data && t.data->isValid()) {
            const HeatmapOptions o = optionsFor(scene, t, map);
            auto data = t.data;
            scene.custom(map, [data, o](QPainter &painter, const QRectF &rect) {
                HeatmapPainter(data, o).paint(painter, rect);
            });
        }
        if (nh > 0)
            scene.wrapped(QPointF(tile.left(), frame.bottom() + b * 0.2), tileW, t.note, TextRole::Body,
                          t.wrong ? theme.flag : theme.mutedText, t.wrong, Qt::AlignHCenter);
    }
}

} // namespace attn::lesson
