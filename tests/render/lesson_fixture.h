// What the lesson's render tests share: a context from a session or a preset, a step drawn into
// an SVG, and the size every text of that SVG is drawn at.
#pragma once

#include "../common/tiny_gpt2.h"
#include "core/model/forward.h"
#include "io/session_json.h"
#include "render/lesson/lessonpainter.h"
#include "render/lesson/lessonsteps.h"

#include <QBuffer>
#include <QPainter>
#include <QRegularExpression>
#include <QSvgGenerator>
#include <QXmlStreamReader>

#include <cmath>
#include <vector>

namespace lessontest {

using namespace attn;
using namespace attn::lesson;

inline LessonContext contextOf(const Session &s, const QJsonObject &view = {}, int head = 0, int query = -1)
{
    LessonInput in;
    in.session = s;
    in.view = view;
    in.head = head;
    in.query = query;
    return makeLessonContext(std::move(in));
}

inline LessonContext presetContext(const QString &name, int query = -1)
{
    QString error;
    QJsonObject view;
    const auto s = io::loadPreset(name, &error, &view);
    if (!s)
        qFatal("%s", qPrintable(error));
    return contextOf(*s, view, 0, query);
}

// Layer `layer` of a small random GPT-2 (d_model 32, 4 heads, an MLP 128 wide) on six tokens, as
// Edit Layer and `model --session-out` take it: with its block (core/block.h).
inline Session gpt2LayerSession(int layer = 0)
{
    const testing::TinyGpt2 m = testing::makeTinyGpt2(testing::tinyConfig(2, 4, 32), 11);
    const gpt2::Weights w = m.weights();
    const gpt2::ModelResult r = gpt2::runModel(w, { 84, 33, 200, 17, 84, 51 });
    Session s = gpt2::layerSession(w, r, layer, { "the", " cat", " sat", " on", " the", " mat" });
    if (!s.liveBlock())
        qFatal("the GPT-2 layer has no block");
    return s;
}

inline QByteArray svgOf(const LessonPainter &painter, const QSizeF &size)
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    QSvgGenerator svg;
    svg.setOutputDevice(&buffer);
    svg.setSize(size.toSize());
    svg.setViewBox(QRectF(QPointF(0, 0), size));
    QPainter p(&svg);
    painter.paint(p, QRectF(QPointF(0, 0), size));
    p.end();
    return bytes;
}

// The size every <text> is drawn at, in viewBox units: its font-size times the scale of the
// transforms it sits in.
struct SvgText {
    double pixels;
    QString text;
};
inline std::vector<SvgText> svgTexts(const QByteArray &svg)
{
    std::vector<SvgText> out;
    QXmlStreamReader xml(svg);
    std::vector<double> scales { 1.0 };
    std::vector<double> sizes { 0.0 };
    auto scaleOf = [](const QString &transform) {
        static const QRegularExpression matrix(QStringLiteral("matrix\\(([^,]+),([^,]+),([^,]+),([^,]+),"));
        const auto m = matrix.match(transform);
        if (!m.hasMatch())
            return 1.0;
        const double a = m.captured(1).toDouble(), b = m.captured(2).toDouble(), c = m.captured(3).toDouble(),
                     d = m.captured(4).toDouble();
        return std::sqrt(std::abs(a * d - b * c));
    };
    while (!xml.atEnd()) {
        const auto token = xml.readNext();
        if (token == QXmlStreamReader::StartElement) {
            const auto attrs = xml.attributes();
            const double scale = scales.back()
                * (attrs.hasAttribute(QStringLiteral("transform"))
                       ? scaleOf(attrs.value(QStringLiteral("transform")).toString())
                       : 1.0);
            const double size = attrs.hasAttribute(QStringLiteral("font-size"))
                ? attrs.value(QStringLiteral("font-size")).toDouble()
                : sizes.back();
            if (xml.name() == QLatin1String("text")) {
                out.push_back({ size * scale, xml.readElementText(QXmlStreamReader::IncludeChildElements) });
                continue;
            }
            scales.push_back(scale);
            sizes.push_back(size);
        } else if (token == QXmlStreamReader::EndElement) {
            scales.pop_back();
            sizes.pop_back();
        }
    }
    return out;
}

} // namespace lessontest
