// The line view's painter: one routine that draws an ArcsData onto any QPainter — the widget,
// a QImage for PNG, QSvgGenerator, QPdfWriter — so every export matches the screen. Tokens in
// two lines (queries, keys), a line per head from each query to each key it looks at, as wide
// and as strong as the weight, one colour per head; a focused token shows only its own lines and,
// when there is room, its weights as numbers. In the spirit of BertViz's head view (Vig, 2019),
// drawn here from scratch.
#pragma once

#include "arcslayout.h"

#include <QRectF>

class QPainter;

namespace attn {

class ArcsPainter {
public:
    ArcsPainter() = default;
    explicit ArcsPainter(ArcsData data, ArcsOptions options = {});

    void setData(ArcsData data);
    void setOptions(const ArcsOptions &options);
    const ArcsData &data() const { return m_data; }
    const ArcsOptions &options() const { return m_options; }

    ArcsLayout layout(const QRectF &area) const;
    void paint(QPainter &painter, const QRectF &area) const;

    // What a tooltip says of a token or a head (tokens and heads counted from 1, as the lesson
    // does): for a token, where each shown head looks most (as a query) or who looks at it most
    // (as a key).
    QString describe(const ArcsLayout::Hit &hit) const;

private:
    void drawTitles(QPainter &p, const ArcsLayout &l) const;
    void drawHeaders(QPainter &p, const ArcsLayout &l) const;
    void drawAnchors(QPainter &p, const ArcsLayout &l) const;
    void drawLines(QPainter &p, const ArcsLayout &l) const;
    void drawLabels(QPainter &p, const ArcsLayout &l, bool queries) const;
    void drawNumbers(QPainter &p, const ArcsLayout &l) const;
    void drawLegend(QPainter &p, const ArcsLayout &l) const;

    ArcsData m_data;
    ArcsOptions m_options;
};

} // namespace attn
