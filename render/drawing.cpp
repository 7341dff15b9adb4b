// Writing any picture (drawing.h) through the one PNG/SVG/PDF writer (imageexport.h).
#include "drawing.h"

#include "imageexport.h"

namespace attn {

namespace {

    ExportOptions optionsFor(const Drawing &picture, const DrawingStyle &style, const QSizeF &size,
                             double pixelRatio)
    {
        ExportOptions o;
        o.size = size;
        o.pixelRatio = pixelRatio;
        o.title = drawingDocumentTitle(picture);
        o.background = style.theme.background;
        return o;
    }

} // namespace

QString drawingDocumentTitle(const Drawing &picture)
{
    const QString title = picture.title();
    return title.isEmpty() ? QStringLiteral("Attention Lab")
                           : QStringLiteral("Attention Lab · %1").arg(title);
}

QImage renderDrawing(const Drawing &picture, const DrawingStyle &style, const QSizeF &size, double pixelRatio)
{
    return renderImage([&](QPainter &p, const QRectF &area) { picture.paint(p, area, style); },
                       optionsFor(picture, style, size, pixelRatio));
}

bool exportDrawing(const QString &path, const Drawing &picture, const DrawingStyle &style, const QSizeF &size,
                   double pixelRatio, QString *error)
{
    const double ratio = imageFormatFor(path) == ImageFormat::Png ? pixelRatio : 1.0;
    return exportImage(
        path, [&](QPainter &p, const QRectF &area) { picture.paint(p, area, style); },
        optionsFor(picture, style, size, ratio), error);
}

} // namespace attn
