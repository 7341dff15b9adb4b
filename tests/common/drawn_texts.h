// Every text a painter draws, read back from the SVG export a user would get.
#pragma once

#include "svg_texts.h"

#include "render/imageexport.h"

#include <QTemporaryDir>

namespace testing {

// What `paint` draws at `size`, through the same SVG export a user gets.
inline QStringList drawnTexts(const attn::PaintFunction &paint, QSizeF size, bool trimmed = true)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("picture.svg"));
    attn::ExportOptions o;
    o.size = size;
    QString error;
    if (!attn::exportImage(path, paint, o, &error))
        qFatal("%s", qPrintable(error));
    return svgTextsOf(path, trimmed);
}

} // namespace testing
