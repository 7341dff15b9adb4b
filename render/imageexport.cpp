#include "imageexport.h"
#include "render/rendertext.h"

#include "io/fileio.h"

#include <QBuffer>
#include <QDir>
#include <QFileInfo>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QSvgGenerator>

#include <new>

namespace attn {

namespace {

    // "out.png: not enough memory to draw the picture (1200 × 900)".
    QString notEnoughMemory(const QString &shown, const QSizeF &size, const QString &what)
    {
        return ExportText::tr("%1: not enough memory to draw %2 (%3 × %4)")
            .arg(shown, what)
            .arg(qRound(size.width()))
            .arg(qRound(size.height()));
    }

} // namespace

ImageFormat imageFormatFor(const QString &path)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == QLatin1String("png"))
        return ImageFormat::Png;
    if (suffix == QLatin1String("svg"))
        return ImageFormat::Svg;
    if (suffix == QLatin1String("pdf"))
        return ImageFormat::Pdf;
    return ImageFormat::Unknown;
}

QImage renderImage(const PaintFunction &paint, const ExportOptions &options)
{
    const QSize pixels = (options.size * options.pixelRatio).toSize();
    QImage image(pixels, QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(options.pixelRatio);
    image.fill(options.background);
    QPainter p(&image);
    p.setRenderHint(QPainter::Antialiasing);
    p.setRenderHint(QPainter::TextAntialiasing);
    paint(p, QRectF(QPointF(0, 0), options.size));
    p.end();
    return image;
}

namespace {

    QByteArray encode(ImageFormat format, const PaintFunction &paint, const ExportOptions &options)
    {
        QByteArray bytes;
        QBuffer buffer(&bytes);
        buffer.open(QIODevice::WriteOnly);
        const QRectF area(QPointF(0, 0), options.size);
        switch (format) {
        case ImageFormat::Png:
            renderImage(paint, options).save(&buffer, "PNG");
            break;
        case ImageFormat::Svg: {
            QSvgGenerator svg;
            svg.setOutputDevice(&buffer);
            svg.setSize(options.size.toSize());
            svg.setViewBox(area);
            svg.setTitle(options.title);
            svg.setDescription(QStringLiteral("Attention Lab"));
            QPainter p(&svg);
            p.setRenderHint(QPainter::Antialiasing);
            p.fillRect(area, options.background);
            paint(p, area);
            break;
        }
        case ImageFormat::Pdf: {
            QPdfWriter pdf(&buffer);
            pdf.setTitle(options.title);
            pdf.setCreator(QStringLiteral("Attention Lab"));
            pdf.setResolution(72); // one device unit = one point, so the logical size is the page size
            pdf.setPageSize(QPageSize(options.size, QPageSize::Point, QString(), QPageSize::ExactMatch));
            pdf.setPageMargins(QMarginsF(0, 0, 0, 0));
            QPainter p(&pdf);
            p.setRenderHint(QPainter::Antialiasing);
            if (options.background != Qt::white) // paper is white already
                p.fillRect(area, options.background);
            paint(p, area);
            break;
        }
        case ImageFormat::Unknown:
            break;
        }
        return bytes;
    }

} // namespace

bool exportPdfPages(const QString &path, int pages, const PagePaintFunction &paintPage,
                    const ExportOptions &options, QString *error)
{
    const QString shown = QDir::toNativeSeparators(path);
    if (imageFormatFor(path) != ImageFormat::Pdf) {
        *error = ExportText::tr("%1: a document of several pages is written as PDF (use .pdf)").arg(shown);
        return false;
    }
    if (pages < 1
        || !(options.size.width() >= 16 && options.size.height() >= 16 && options.size.width() <= 20000
             && options.size.height() <= 20000)) {
        *error = ExportText::tr("%1: page size %2×%3 is outside 16…20000")
                     .arg(shown)
                     .arg(options.size.width())
                     .arg(options.size.height());
        return false;
    }
    QByteArray bytes;
    try {
        QBuffer buffer(&bytes);
        buffer.open(QIODevice::WriteOnly);
        QPdfWriter pdf(&buffer);
        pdf.setTitle(options.title);
        pdf.setCreator(QStringLiteral("Attention Lab"));
        pdf.setResolution(72); // one device unit = one point
        pdf.setPageSize(QPageSize(options.size, QPageSize::Point, QString(), QPageSize::ExactMatch));
        pdf.setPageMargins(QMarginsF(0, 0, 0, 0));
        QPainter p(&pdf);
        p.setRenderHint(QPainter::Antialiasing);
        const QRectF area(QPointF(0, 0), options.size);
        for (int i = 0; i < pages; ++i) {
            if (i > 0)
                pdf.newPage();
            if (options.background != Qt::white)
                p.fillRect(area, options.background);
            paintPage(i, p, area);
        }
    } catch (const std::bad_alloc &) { // what did not fit is said; the file is not touched
        *error = notEnoughMemory(shown, options.size, ExportText::tr("a document of %1 pages").arg(pages));
        return false;
    }
    if (bytes.isEmpty()) {
        *error = ExportText::tr("%1: could not draw the document").arg(shown);
        return false;
    }
    return io::writeFileAtomically(path, bytes, error);
}

bool exportImage(const QString &path, const PaintFunction &paint, const ExportOptions &options,
                 QString *error)
{
    const QString shown = QDir::toNativeSeparators(path);
    const ImageFormat format = imageFormatFor(path);
    if (format == ImageFormat::Unknown) {
        *error = ExportText::tr("%1: unknown image type (use .png, .svg or .pdf)").arg(shown);
        return false;
    }
    if (!(options.size.width() >= 16 && options.size.height() >= 16 && options.size.width() <= 20000
          && options.size.height() <= 20000 && options.pixelRatio > 0 && options.pixelRatio <= 8)) {
        *error = ExportText::tr("%1: picture size %2×%3 is outside 16…20000")
                     .arg(shown)
                     .arg(options.size.width())
                     .arg(options.size.height());
        return false;
    }
    QByteArray bytes;
    try {
        bytes = encode(format, paint, options);
    } catch (const std::bad_alloc &) {
        *error
            = notEnoughMemory(shown, options.size * (format == ImageFormat::Png ? options.pixelRatio : 1.0),
                              ExportText::tr("the picture"));
        return false;
    }
    if (bytes.isEmpty()) {
        *error = ExportText::tr("%1: could not draw the picture").arg(shown);
        return false;
    }
    return io::writeFileAtomically(path, bytes, error);
}

} // namespace attn
