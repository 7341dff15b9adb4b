// The parts every attention picture is drawn with, shared by the heatmap and head-grid
// painters: text sizes and colours, the hatching of blocked cells (one pattern per reason, the
// same on screen and in every export), the legend, the colour bar and the red flag of fully
// masked rows. Internal to render/.
#pragma once

#include "colormap.h"
#include "heatmapdata.h"
#include "theme.h"

#include <QColor>
#include <QFont>
#include <QPointF>
#include <QRectF>

#include <cstdint>
#include <vector>

class QPainter;

namespace attn::paint {

// Above this many visible cells, or below this cell size (logical pixels), the cells go
// through one image instead of one rectangle each: a 4096² matrix is 16.7 M cells.
constexpr double kMaxRectCells = 10000;
constexpr double kMinRectCell = 6;
// Vector devices (SVG, PDF) get the image at this many pixels per logical unit, capped.
constexpr double kVectorImageRatio = 2;
constexpr int kMaxImageSide = 4096;

// DejaVu Sans at `pixels` logical pixels: the same metrics on every machine and in every export.
QFont makeFont(double pixels, bool bold = false, bool italic = false);

// The sequential map for weights, the diverging one for signed values (the defaults when a
// name is unknown).
ColorMap mapFor(const QString &sequential, const QString &diverging, HeatmapKind kind);

// Readable on the cell: black on light colours, white on dark ones (perceived luminance).
QColor textOn(const QColor &c);

// The hatching of one block reason, anchored at `origin` so a pattern runs on across
// neighbouring cells: causal "/", padding "|" (its whole column is blocked), by hand "×".
void drawHatch(QPainter &p, const QRectF &r, std::uint8_t reasons, const QPointF &origin, double spacing);
// The same patterns one device pixel at a time, for the image of a large matrix.
QRgb patternPixel(int x, int y, std::uint8_t reasons, QRgb base, QRgb hatch, int spacing);

// About five round ticks over [lo, hi], and how many decimals they need.
std::vector<double> niceTicks(double lo, double hi, int *decimals);
// A step between integer ticks from 0 to `high`: 1, 2 or 5 × 10^k, so that at most `most` fit.
int tickStepFor(int high, int most);

struct LegendEntry {
    enum Kind { Blocked, Flag, PaddingLabel } kind;
    std::uint8_t reasons = 0;
    QString text;
};
// What the legend explains for this data: the block reasons present, the flag.
std::vector<LegendEntry> legendEntries(const HeatmapData &d);
void drawFlag(QPainter &p, const QRectF &r, const Theme &theme);
void drawSwatch(QPainter &p, const QRectF &r, std::uint8_t reasons, const QColor &base, double spacing,
                double lineWidth, const Theme &theme);
// Entries laid out in centred lines that wrap within rect's width; returns the height used and,
// with a painter, draws them. The same code measures and draws, so they cannot disagree.
double layoutLegend(QPainter *p, const QRectF &rect, const std::vector<LegendEntry> &entries,
                    const QFont &font, const QColor &blockedBase, double hatchSpacing, double lineWidth,
                    const Theme &theme);

struct ColorBarSpec {
    ColorMap map;
    double lo = 0, hi = 1;
    QString title;
};
// Width of the tick labels and the rotated title beside a bar.
double colorBarLabelWidth(const ColorBarSpec &c, const QFont &font);
// `titleLength`: how long the title along the bar may be (centred on the bar); 0: the bar's
// height and four lines either side.
void drawColorBar(QPainter &p, const QRectF &bar, const QRectF &labels, const ColorBarSpec &c,
                  const QFont &font, const Theme &theme, double titleLength = 0);

// Device pixels per logical unit of what is painted on (vector devices: kVectorImageRatio).
double devicePixelRatioOf(const QPainter &p);

// "every 2nd", "every 3rd", "every 5th".
QString ordinalStride(int n);

} // namespace attn::paint
