// Every <text> of an SVG file, in drawing order: what a picture says, read back without
// looking at pixels. Command-line tests read the files the program wrote; render tests export
// a painter first (drawn_texts.h).
#pragma once

#include <QFile>
#include <QStringList>
#include <QXmlStreamReader>

namespace testing {

inline QStringList svgTextsOf(const QString &path, bool trimmed = true)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(path));
    QXmlStreamReader xml(&f);
    QStringList texts;
    while (!xml.atEnd())
        if (xml.readNext() == QXmlStreamReader::StartElement && xml.name() == QLatin1String("text")) {
            const QString t = xml.readElementText(QXmlStreamReader::IncludeChildElements);
            texts << (trimmed ? t.trimmed() : t);
        }
    return texts;
}

} // namespace testing
