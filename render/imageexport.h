// One way to turn any painting routine into a PNG, SVG or PDF file (or a QImage for the
// clipboard). The heatmap and the breakdown each have one paint(QPainter&, QRectF) routine;
// the screen and every export format call that same routine, so exports match the screen.
#pragma once

#include <QColor>
#include <QImage>
#include <QRectF>
#include <QSizeF>
#include <QString>

#include <functional>

class QPainter;

namespace attn {

using PaintFunction = std::function<void(QPainter &painter, const QRectF &area)>;

enum class ImageFormat { Png, Svg, Pdf, Unknown };

// From the file name's suffix (case-insensitive).
ImageFormat imageFormatFor(const QString &path);

struct ExportOptions {
    QSizeF size { 1200, 900 }; // logical size of the picture: pixels for PNG, points (1/72 in) for SVG/PDF
    double pixelRatio = 1.0; // PNG only: 2 gives a picture twice as sharp, for slides
    QString title; // SVG/PDF document title
    QColor background = Qt::white; // the page behind the painting (the theme's background)
};

// A raster of the painting on options.background, size × pixelRatio pixels.
QImage renderImage(const PaintFunction &paint, const ExportOptions &options);

// Writes atomically (the previous file survives any failure). On failure returns false and
// sets *error to one sentence naming the file.
bool exportImage(const QString &path, const PaintFunction &paint, const ExportOptions &options,
                 QString *error);

// A PDF of `pages` pages of options.size each, page i painted by paintPage(i, …); written
// atomically like exportImage(). For decks and worksheets.
using PagePaintFunction = std::function<void(int page, QPainter &painter, const QRectF &area)>;
bool exportPdfPages(const QString &path, int pages, const PagePaintFunction &paintPage,
                    const ExportOptions &options, QString *error);

} // namespace attn
