// Where everything of one heatmap goes in an area: title, axis titles, token labels, the
// cells, the flags of fully masked rows, the colour bar and the legend. The painter draws with
// this object and the widget hit-tests with the same one, so they always agree.
#pragma once

#include "heatmapdata.h"
#include "pooling.h"
#include "theme.h"

#include <QFont>
#include <QPoint>
#include <QRectF>

namespace attn {

enum class WeightScale {
    ZeroToOne, // colour 0 … 1, the same for every row and head (the default)
    RowMax, // each row from 0 to its own maximum: shows the order inside flat rows
    MatrixMax, // 0 … the largest weight of this matrix (the grid's per-head scale)
};

struct HeatmapOptions {
    QString colormap = QStringLiteral("viridis"); // weights and averages
    QString divergingColormap = QStringLiteral("RdBu"); // scores and logits, centred on 0
    WeightScale weightScale = WeightScale::ZeroToOne;
    // When > 0, the colour range is fixed: weights 0 … sharedMax, signed −sharedMax … +sharedMax
    // (a grid with a shared scale sets it). Otherwise signed values use ± the largest |value|
    // among unblocked cells of this matrix.
    double sharedMax = 0;
    bool showNumbers = true; // numbers in cells, when they fit
    int precision = 3; // digits after the point (0 … 8)
    int selectedRow = -1; // query row to highlight, or −1
    QPoint hoveredCell { -1, -1 }; // (x = key column, y = query row), or (−1, −1)
    // The part of the matrix shown, in cells: x = first column, y = first row (may be
    // fractional when zoomed). Empty = the whole matrix.
    QRectF viewport;
    double fontSize = 0; // base text size in logical pixels; 0 = from the area's size
    double textScale = 1.0; // × every text size (the window's zoom; exports keep 1)
    Aggregation aggregation = Aggregation::Max;
    bool showTitle = true;
    bool showColorBar = true;
    bool showLegend = true;
    bool showAxisTitles = true;
    bool showLabels = true;
    bool compact = false; // a panel of the head grid: no subtitle, no axis titles, tighter
    QString title; // empty = the data's title
    Theme theme = Theme::light(); // every colour but the data's
};

class HeatmapLayout {
public:
    struct Hit {
        enum Kind { None, Cell, RowLabel, ColumnLabel } kind = None;
        int row = -1, col = -1;
    };

    QRectF area;
    QRectF titleRect, subtitleRect;
    QRectF rowAxisTitleRect, colAxisTitleRect;
    QRectF rowLabelRect, colLabelRect; // bands beside / above the matrix
    QRectF matrixRect; // the cells of the viewport
    QRectF flagRect; // marks of fully masked rows (right of the matrix)
    QRectF colorBarRect; // the gradient itself
    QRectF colorBarLabelRect; // tick labels and the bar's title
    // How long the bar's title (drawn up along it, centred on it) may be: within the area.
    double colorBarTitleLength = 0;
    QRectF legendRect;
    QFont font, titleFont, labelFont, numberFont;
    QRectF viewport; // cells shown (x = column, y = row)
    double cellWidth = 0, cellHeight = 0;
    int rowStride = 1, colStride = 1; // every n-th label is drawn when they would overlap
    bool rotatedColumnLabels = false;
    bool numbersFit = false;
    bool imageMode = false; // cells drawn through an image (many or tiny cells)
    bool aggregated = false; // … and several cells share one pixel
    int tokenCount = 0;

    QRectF cellRect(int row, int col) const;
    // The cell under a point of the matrix, or the row/column whose label is there.
    Hit hitTest(const QPointF &p) const;
    bool isRowVisible(int row) const { return row + 1 > viewport.top() && row < viewport.bottom(); }
    bool isColumnVisible(int col) const { return col + 1 > viewport.left() && col < viewport.right(); }
};

// What the layout needs to know of the colour scale: its range and its title (the bar's labels
// take room).
struct ColorBarRange {
    double low = 0, high = 1;
    QString title;
};

// The number written in a cell at `precision` decimals (notation.h's formatFixed, compact from
// a million on): a blocked weight is "0", a blocked logit "−∞". The layout sizes the numbers by
// these very texts and the painter draws them.
QString heatmapCellText(const HeatmapData &data, int row, int col, int precision);

// Lays out `data` (may be null or invalid: then only the fonts are set) in `area`.
// devicePixelRatio: device pixels per logical unit (decides when cells share pixels). maxAbs is
// no longer used: the numbers in the cells are measured as they are written.
HeatmapLayout layoutHeatmap(const HeatmapData *data, const HeatmapOptions &options,
                            const ColorBarRange &colorBar, double maxAbs, const QRectF &area,
                            double devicePixelRatio);

} // namespace attn
