// What the heatmap painter's tests share: a preset's heatmap data, a painter rendered into an
// image with its layout, the texts it draws, pixels of a cell, synthetic matrices.
#pragma once

#include "../common/drawn_texts.h"
#include "core/attention.h"
#include "io/session_json.h"
#include "render/colormap.h"
#include "render/headgridpainter.h"
#include "render/heatmapdata.h"
#include "render/imageexport.h"
#include "render/mistakes.h"
#include "render/notation.h"
#include "render/paintparts.h"

#include <QElapsedTimer>
#include <QFontMetricsF>
#include <QPainter>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>
#include <QTransform>
#include <QXmlStreamReader>

#include <cmath>
#include <map>

using namespace attn;

namespace testing {

inline int distance(QRgb a, QRgb b)
{
    const int dr = qRed(a) - qRed(b), dg = qGreen(a) - qGreen(b), db = qBlue(a) - qBlue(b);
    return static_cast<int>(std::lround(std::sqrt(double(dr * dr + dg * dg + db * db))));
}

inline int distanceToMap(QRgb c, const ColorMap &map)
{
    int best = 1 << 30;
    for (int k = 0; k <= 1020; ++k) // finer than the table: interpolated colours count too
        best = std::min(best, distance(c, map.rgbAt(k / 1020.0)));
    return best;
}

inline HeatmapDataPtr presetData(const QString &preset, int head = 0, HeatmapKind kind = HeatmapKind::Weights)
{
    QString error;
    const auto s = io::loadPreset(preset, &error);
    if (!s)
        qFatal("preset %s: %s", qPrintable(preset), qPrintable(error));
    const AttentionResult r = computeAttention(*s);
    return std::make_shared<HeatmapData>(makeHeatmapData(*s, r, head, kind));
}

struct Rendered {
    QImage image;
    HeatmapLayout layout;
};

inline Rendered render(const HeatmapPainter &painter, QSize size = { 900, 700 })
{
    ExportOptions o;
    o.size = size;
    Rendered r;
    r.image = renderImage([&](QPainter &p, const QRectF &area) { painter.paint(p, area); }, o);
    r.layout = painter.layout(QRectF(QPointF(0, 0), QSizeF(size)), 1.0);
    return r;
}

// Every text the painter draws, read back from an SVG export of it.
inline QStringList drawnTexts(const PaintFunction &paint, QSize size)
{
    return testing::drawnTexts(paint, size, false);
}

// The lesson with one embedding at the largest value a session may hold.
inline Session millionSession()
{
    Session s = lessonSession();
    s.X(0, 0) = 1e6;
    return s;
}

inline QRgb pixelAt(const QImage &img, QPointF p)
{
    return img.pixel(qFloor(p.x()), qFloor(p.y()));
}

// The pixels inside a cell, a little in from its edges.
inline std::vector<QRgb> cellPixels(const QImage &img, const QRectF &cell)
{
    std::vector<QRgb> out;
    const QRect r = cell.adjusted(3, 3, -3, -3).toAlignedRect();
    for (int y = r.top(); y <= r.bottom(); ++y)
        for (int x = r.left(); x <= r.right(); ++x)
            out.push_back(img.pixel(x, y));
    return out;
}

inline QRgb mostCommon(const std::vector<QRgb> &pixels)
{
    std::map<QRgb, int> counts;
    for (QRgb c : pixels)
        ++counts[c];
    return std::max_element(counts.begin(), counts.end(),
                            [](auto &a, auto &b) { return a.second < b.second; })
        ->first;
}

inline HeatmapData syntheticData(int T, bool causal, unsigned seed)
{
    HeatmapData d;
    d.kind = HeatmapKind::Weights;
    d.title = QStringLiteral("synthetic");
    for (int i = 0; i < T; ++i) {
        d.rowLabels << QStringLiteral("tok%1").arg(i);
    }
    d.colLabels = d.rowLabels;
    d.padding.assign(static_cast<std::size_t>(T), false);
    QRandomGenerator rng(seed);
    d.values.resize(T, T);
    for (int i = 0; i < T; ++i)
        for (int j = 0; j < T; ++j)
            d.values(i, j) = rng.generateDouble() * 0.01;
    d.reasons = ReasonMatrix::Zero(T, T);
    if (causal)
        for (int i = 0; i < T; ++i)
            for (int j = i + 1; j < T; ++j)
                d.reasons(i, j) = BlockedCausal;
    return d;
}

} // namespace testing
