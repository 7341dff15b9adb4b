// The line view's painter: one routine that draws an LinesData onto any QPainter — the widget,
// a QImage for PNG, QSvgGenerator, QPdfWriter — so every export matches the screen. Tokens in
// two lines (queries, keys), a line per head from each query to each key it looks at, as wide
// and as strong as the weight, one colour per head; a focused token shows only its own lines and,
// when there is room, its weights as numbers. In the spirit of BertViz's head view (Vig, 2019),
// drawn here from scratch.
#pragma once

#include "lineslayout.h"

#include <QRectF>

class QPainter;

namespace attn {

class LinesPainter {
public:
    LinesPainter() = default;
    explicit LinesPainter(LinesData data, LinesOptions options = {});

    void setData(LinesData data);
    void setOptions(const LinesOptions &options);
    const LinesData &data() const { return m_data; }
    const LinesOptions &options() const { return m_options; }

    LinesLayout layout(const QRectF &area) const;
    void paint(QPainter &painter, const QRectF &area) const;

    // What a tooltip says of a token or a head (tokens and heads counted from 1, as the lesson
    // does): for a token, where each shown head looks most (as a query) or who looks at it most
    // (as a key).
    QString describe(const LinesLayout::Hit &hit) const;

private:
    void drawTitles(QPainter &p, const LinesLayout &l) const;
    void drawHeaders(QPainter &p, const LinesLayout &l) const;
    void drawAnchors(QPainter &p, const LinesLayout &l) const;
    void drawLines(QPainter &p, const LinesLayout &l) const;
    void drawLabels(QPainter &p, const LinesLayout &l, bool queries) const;
    void drawNumbers(QPainter &p, const LinesLayout &l) const;
    void drawLegend(QPainter &p, const LinesLayout &l) const;

    LinesData m_data;
    LinesOptions m_options;
};

} // namespace attn
