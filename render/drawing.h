// The one interface every drawn view exports through (as Tiled's map renderers share one
// MapRenderer): a picture paints itself into any rectangle in the style an export asks for, says
// what it is called and which export choices mean something for it. The window's views hand one
// to ui/common/pictureexport.h for Export Image… and Copy Image; files and the clipboard are
// written from it by renderDrawing()/exportDrawing() below, so every view's copy and export come
// out alike: the same theme, size and sharpness, never the pointer or the window's zoom.
#pragma once

#include "theme.h"

#include <QImage>
#include <QRectF>
#include <QSizeF>
#include <QString>

class QPainter;

namespace attn {

// What an export varies in any picture (the export dialog's choices besides size and file).
struct DrawingStyle {
    Theme theme = Theme::light();
    bool numbers = true; // numbers in cells, where the picture has cells
    int decimals = 3; // their decimals
};

class Drawing {
public:
    virtual ~Drawing() = default;

    // What the picture shows, e.g. "Head 1 · attention weights"; SVG and PDF files are titled
    // "Attention Lab · " and this.
    virtual QString title() const = 0;
    // The view's name in "Export …" (the dialog's title), e.g. "Heatmap", "All Heads".
    virtual QString viewName() const = 0;
    // The file an export suggests, e.g. "heatmap.png".
    virtual QString fileName() const = 0;
    // Numbers and decimals as the view shows them now: an export starts from them.
    virtual DrawingStyle style() const = 0;
    // Whether the picture has numbers that can be switched off, and decimals to choose.
    virtual bool hasNumbersToggle() const { return true; }
    virtual bool hasDecimals() const { return true; }
    // The picture's own size where it has one (the breakdown's blackboard); empty otherwise.
    virtual QSizeF naturalSize() const { return {}; }
    // An export of a view `onScreen` large starts at least this wide (text keeps its size
    // relative to the picture).
    virtual double minimumWidth() const { return 1200; }

    // Draws the picture in `style` into `area` (any painter: screen, image, SVG, PDF).
    virtual void paint(QPainter &painter, const QRectF &area, const DrawingStyle &style) const = 0;
};

// The document title of an exported picture: "Attention Lab · " and its title.
QString drawingDocumentTitle(const Drawing &picture);

// The picture on style.theme's background, size × pixelRatio pixels.
QImage renderDrawing(const Drawing &picture, const DrawingStyle &style, const QSizeF &size,
                     double pixelRatio);

// Writes PNG, SVG or PDF by the path's suffix (pixelRatio for PNG only), atomically: the old
// file survives any failure. On failure false, and *error names the file and why.
bool exportDrawing(const QString &path, const Drawing &picture, const DrawingStyle &style, const QSizeF &size,
                   double pixelRatio, QString *error);

} // namespace attn
