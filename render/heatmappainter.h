// The heatmap painter: one routine that draws a HeatmapData onto any QPainter — the
// widget, a QImage for PNG and the clipboard, QSvgGenerator, QPdfWriter — so every export
// matches the screen. It draws the cells, the token labels (queries on rows, keys on
// columns), numbers in cells when they fit, the mask overlay with its legend, the fully
// masked rows, the selected query row, and a colour bar with ticks and a title.
//
// Large T: when a cell would be smaller than a few pixels the cells are not drawn one by
// one; they are aggregated into an image with one pixel per device pixel (by default each
// pixel shows the maximum of the cells it covers — for signed values the one farthest
// from 0 — so a single sharp peak never disappears), and the picture says so.
// Zooming (HeatmapOptions::viewport) brings back single cells.
#pragma once

#include "heatmapdata.h"

#include <QFont>
#include <QImage>
#include <QPoint>
#include <QRectF>

#include <vector>

class QPainter;

namespace attn {

enum class WeightScale {
    ZeroToOne, // colour 0 … 1, the same for every row and head (the default)
    RowMax,    // each row from 0 to its own maximum: shows the order inside flat rows
    MatrixMax, // 0 … the largest weight of this matrix (the grid's per-head scale)
};

enum class Aggregation { Max, Mean };

struct HeatmapOptions {
    QString colormap = QStringLiteral("viridis");       // weights and averages
    QString divergingColormap = QStringLiteral("RdBu");  // scores and logits, centred on 0
    WeightScale weightScale = WeightScale::ZeroToOne;
    // When > 0, the colour range is fixed: weights 0 … sharedMax, signed −sharedMax … +sharedMax
    // (a grid with a shared scale sets it). Otherwise signed values use ± the largest |value|
    // among unblocked cells of this matrix.
    double sharedMax = 0;
    bool showNumbers = true;  // numbers in cells, when they fit
    int precision = 3;        // digits after the point (0 … 8)
    int selectedRow = -1;     // query row to highlight, or −1
    QPoint hoveredCell{-1, -1}; // (x = key column, y = query row), or (−1, −1)
    // The part of the matrix shown, in cells: x = first column, y = first row (may be
    // fractional when zoomed). Empty = the whole matrix.
    QRectF viewport;
    double fontSize = 0;      // base text size in logical pixels; 0 = from the area's size
    Aggregation aggregation = Aggregation::Max;
    bool showTitle = true;
    bool showColorBar = true;
    bool showLegend = true;
    bool showAxisTitles = true;
    bool showLabels = true;
    bool compact = false;     // a panel of the head grid: no subtitle, no axis titles, tighter
    QString title;            // empty = the data's title
};

// Where everything goes for one area. The widget hit-tests with the same object the
// painter draws with, so they always agree.
class HeatmapLayout
{
public:
    struct Hit {
        enum Kind { None, Cell, RowLabel, ColumnLabel } kind = None;
        int row = -1, col = -1;
    };

    QRectF area;
    QRectF titleRect, subtitleRect;
    QRectF rowAxisTitleRect, colAxisTitleRect;
    QRectF rowLabelRect, colLabelRect;  // bands beside / above the matrix
    QRectF matrixRect;                  // the cells of the viewport
    QRectF flagRect;                    // marks of fully masked rows (right of the matrix)
    QRectF colorBarRect;                // the gradient itself
    QRectF colorBarLabelRect;           // tick labels and the bar's title
    QRectF legendRect;
    QFont font, titleFont, labelFont, numberFont;
    QRectF viewport;                    // cells shown (x = column, y = row)
    double cellWidth = 0, cellHeight = 0;
    int rowStride = 1, colStride = 1;   // every n-th label is drawn when they would overlap
    bool rotatedColumnLabels = false;
    bool numbersFit = false;
    bool imageMode = false;             // cells drawn through an image (many or tiny cells)
    bool aggregated = false;            // … and several cells share one pixel
    int tokenCount = 0;

    QRectF cellRect(int row, int col) const;
    // The cell under a point of the matrix, or the row/column whose label is there.
    Hit hitTest(const QPointF &p) const;
    bool isRowVisible(int row) const { return row + 1 > viewport.top() && row < viewport.bottom(); }
    bool isColumnVisible(int col) const { return col + 1 > viewport.left() && col < viewport.right(); }
};

// Cells aggregated into pixels (public so the tests can check it against a direct maximum).
struct AggregatedCells {
    int width = 0, height = 0;
    std::vector<double> value;          // width·height, row by row; NaN where every cell is blocked
    std::vector<std::uint8_t> reasons;  // OR of the reasons where every cell is blocked, else 0
    double cellsPerPixelX = 0, cellsPerPixelY = 0;
};

// Pixel (x, y) covers the cells [viewport.left + x·sx, viewport.left + (x+1)·sx) and likewise
// for rows (at least the one cell under its centre). Blocked cells take no part unless every
// covered cell is blocked. Max takes the value farthest from 0 (the largest for weights);
// rowDivisor (T entries, optional) divides each row first (the row-max scale).
AggregatedCells aggregateCells(const HeatmapData &d, const QRectF &viewport, QSize pixels, Aggregation how,
                               const Eigen::VectorXd *rowDivisor = nullptr);

class HeatmapPainter
{
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

    // The colour range in use, and where a value falls in it (0 … 1) for a row.
    double rangeLow() const;
    double rangeHigh() const;
    double colorPosition(double value, int row) const;
    QString colorBarTitle() const;
    // The text a tooltip shows for a cell: query and key tokens, q·k, scaled logit, whether
    // it is blocked and why, and the weight.
    QString cellDescription(int row, int col) const;

    // Largest |value| over unblocked cells (signed scale), largest weight (MatrixMax).
    double maxAbsUnblocked() const { return m_maxAbs; }
    double maxUnblocked() const { return m_max; }
    // The median over rows of each row's largest weight (weights only; 0 otherwise): near 1/T
    // when every query spreads its attention evenly, and then the 0 … 1 colours are all dark.
    double medianRowMax() const;

private:
    void computeStats();
    QImage cellImage(const HeatmapLayout &l, double devicePixelRatio) const;

    HeatmapDataPtr m_data;
    HeatmapOptions m_options;
    double m_maxAbs = 0, m_max = 0;
    Eigen::VectorXd m_rowMax;                // (T) max of unblocked weights per row
    // The last image of the cells: repaints for hover or selection reuse it.
    mutable QImage m_cache;
    mutable QString m_cacheKey;
};

// All heads at once: small multiples with a shared or per-head colour scale, and
// optionally the average over heads as the last panel, labelled as such.
struct HeadGridOptions {
    HeatmapOptions heatmap;     // colour maps, numbers, selected row… for every panel
    bool sharedScale = true;    // one colour bar for all panels; otherwise each its own
    QString title;              // above the grid; empty = a title from the data
};

class HeadGridPainter
{
public:
    // `average` may be null (no average panel).
    void setData(std::vector<HeatmapDataPtr> heads, HeatmapDataPtr average = {});
    void setOptions(const HeadGridOptions &options);
    const HeadGridOptions &options() const { return m_options; }
    int panelCount() const { return static_cast<int>(m_panels.size()); }
    // What each panel draws (the heads, then the average if any).
    std::vector<HeatmapDataPtr> panelData() const
    {
        std::vector<HeatmapDataPtr> out;
        for (const HeatmapPainter &p : m_panels)
            out.push_back(p.dataPtr());
        return out;
    }
    int headCount() const { return m_headCount; }

    struct Layout {
        QRectF titleRect, subtitleRect, legendRect, colorBarRect, colorBarLabelRect;
        std::vector<QRectF> panels; // headCount() heads, then the average if any
        QFont font, titleFont;
        double panelFontSize = 12;
    };
    Layout layout(const QRectF &area) const;
    // A size whose shape suits the number of panels, for exports that were given no height.
    QSizeF preferredSize(double width) const;
    // The panel under the point (a head index, or headCount() for the average), or −1.
    int panelAt(const QRectF &area, const QPointF &p) const;
    void paint(QPainter &painter, const QRectF &area) const;

private:
    void applyOptions();

    // Mutable: each panel's text size follows the area it is painted into (and each keeps
    // its image cache), neither of which is state a caller sees.
    mutable std::vector<HeatmapPainter> m_panels;
    int m_headCount = 0;
    HeadGridOptions m_options;
    double m_sharedMax = 0;
    bool m_signed = false;
};

} // namespace attn
