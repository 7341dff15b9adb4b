// The heatmap painter: one routine that draws a HeatmapData onto any QPainter — the
// widget, a QImage for PNG and the clipboard, QSvgGenerator, QPdfWriter — so every export
// matches the screen. It draws the cells, the token labels (queries on rows, keys on
// columns), numbers in cells when they fit, the mask overlay with its legend, the fully
// masked rows, the selected query row, and a colour bar with ticks and a title.
//
// Large T: when a cell would be smaller than a few pixels the cells are not drawn one by
// one; they are pooled into an image with one pixel per device pixel (pooling.h: by default
// each pixel shows the maximum of the cells it covers, so a single sharp peak never
// disappears), and the picture says so. Zooming (HeatmapOptions::viewport) brings back
// single cells.
#pragma once

#include "colormap.h"
#include "heatmapdata.h"
#include "heatmaplayout.h"
#include "pooling.h"
#include "rendertext.h"

#include <QImage>
#include <QRectF>

class QPainter;

namespace attn {

class HeatmapPainter {
public:
    HeatmapPainter() = default;
    explicit HeatmapPainter(HeatmapDataPtr data, HeatmapOptions options = {});

    void setData(HeatmapDataPtr data);
    void setOptions(const HeatmapOptions &options);
    const HeatmapData *data() const { return m_data.get(); }
    HeatmapDataPtr dataPtr() const { return m_data; }
    const HeatmapOptions &options() const { return m_options; }

    // devicePixelRatio: device pixels per logical unit (decides when cells share pixels).
    HeatmapLayout layout(const QRectF &area, double devicePixelRatio = 1.0) const;
    void paint(QPainter &painter, const QRectF &area) const;

    // The colour map in use (sequential for weights, diverging for signed values).
    ColorMap colorMap() const;
    // The colour range in use, and where a value falls in it (0 … 1) for a row.
    double rangeLow() const;
    double rangeHigh() const;
    double colorPosition(double value, int row) const;
    QString colorBarTitle() const;
    // The text a tooltip shows for a cell: query and key tokens, q·k, scaled logit, whether
    // it is blocked and why, and the weight.
    QString cellDescription(int row, int col) const;
    // What a screen reader says of a cell, one line: "query river, key bank, weight 0.576";
    // a blocked one "query river, key bank, blocked by the causal mask, weight 0".
    QString cellSpeech(int row, int col) const;
    // The map's name for a screen reader: "Heatmap: weights of head 1".
    QString accessibleName() const;
    // What a tooltip says over a row label (a query) or a column label (a key), counted from 1.
    QString rowLabelDescription(int row) const;
    QString columnLabelDescription(int col) const;
    // The subtitle under the title (what the axes are and what each row or column sums to;
    // where a zoom is); the aggregation note replaces it when cells share pixels.
    QString subtitle(const HeatmapLayout &layout, double devicePixelRatio = 1.0) const;
    // The axis titles. The row title is drawn rotated by −90° (it reads bottom to top), so its
    // arrow is "←" in the text's own direction, which points down the rows on screen.
    static QString rowAxisTitle() { return HeatmapText::tr("← queries (rows)"); }
    static QString columnAxisTitle() { return HeatmapText::tr("keys (columns) →"); }

    // A difference whose every cell is 0 (to 12 decimals): the picture says "no change" and the
    // colour bar keeps ±1 rather than a width of 0.
    bool isNoChange() const { return m_data && m_data->kind == HeatmapKind::Difference && m_maxAbs < 1e-12; }
    // Largest |value| over unblocked cells (signed scale; a difference counts every cell),
    // largest weight (MatrixMax).
    double maxAbsUnblocked() const { return m_maxAbs; }
    double maxUnblocked() const { return m_max; }
    // The median over rows of each row's largest weight (weights only; 0 otherwise): near 1/T
    // when every query spreads its attention evenly, and then the 0 … 1 colours are all dark.
    double medianRowMax() const;

private:
    struct Frame; // what every drawing step of one paint() shares
    void computeStats();
    QImage cellImage(const HeatmapLayout &l, double devicePixelRatio) const;
    void drawTitles(QPainter &p, const Frame &f) const;
    void drawCells(QPainter &p, const Frame &f) const;
    void drawCellNumbers(QPainter &p, const Frame &f) const;
    void drawSelection(QPainter &p, const Frame &f) const;
    void drawRowLabels(QPainter &p, const Frame &f) const;
    void drawColumnLabels(QPainter &p, const Frame &f) const;
    void drawAxisTitles(QPainter &p, const Frame &f) const;
    void drawFlags(QPainter &p, const Frame &f) const;

    HeatmapDataPtr m_data;
    HeatmapOptions m_options;
    double m_maxAbs = 0, m_max = 0;
    Eigen::VectorXd m_rowMax; // (T) max of unblocked weights per row
    // The last image of the cells: repaints for hover or selection reuse it.
    mutable QImage m_cache;
    mutable QString m_cacheKey;
};

} // namespace attn
