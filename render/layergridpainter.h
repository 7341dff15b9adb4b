// A model's layers down, positions or heads across: the grids of the workbench's "how the model
// computes its answer" (core/model/mechanisms.h) — drawn for the window and every export.
//
//   patching     how much of the answer comes back when one activation of the clean run is
//                copied into the corrupted one: layers × positions (the residual stream entering
//                each layer) or layers × heads (each head's output), on a diverging scale centred
//                on 0, 1 = the clean answer restored; the number in each cell;
//   logit lens   each layer's stream read as if it were the last: the top token in each cell,
//                its probability as colour; or, traced, the answer's rank in each cell ("#1"
//                where the model has it first) and its probability as colour.
//
// One paint(QPainter&, QRectF) for the window and the exports; cellAt() for the pointer; the
// CSV is the grid's numbers (patching) or every cell's top token and the answer (lens).
#pragma once

#include "core/conventions.h"
#include "heatmapdata.h"
#include "theme.h"

#include <QRectF>
#include <QString>
#include <QStringList>

#include <functional>
#include <memory>
#include <vector>

class QPainter;

namespace attn {

namespace gpt2 {
struct LogitLens;
struct PatchingResult;
} // namespace gpt2

struct LayerGridData {
    enum class Kind { Patching, Lens };
    Kind kind = Kind::Patching;
    bool heads = false; // patching: the heads' grid (layers × heads), else layers × positions
    QString title; // "Residual stream patched"
    QString subtitle; // what a cell means
    QString rowAxis, colAxis; // "layer", "position" / "head"
    QStringList rowLabels, colLabels; // "L1" …; the tokens (spaces shown) or "H1" …
    Matrix values; // (rows, cols) what is coloured; NaN: no value
    double lo = 0, hi = 1; // the colour scale's ends (patching: −m … m with m ≥ 1)
    QString valueName; // the colour bar's title: "restored", "probability"
    // Lens only, row-major (rows × cols): the token written in a cell and the traced token's
    // rank (0: none traced).
    QStringList cellText;
    std::vector<int> ranks;
    QString traced; // the traced token as shown, or empty
    // A cell's tooltip and the CSV, worked out when asked (a lens of 12 × 4096 cells has
    // 49 152 tooltips; none is built before the pointer rests on its cell).
    std::function<QString(int row, int col)> tip;
    std::function<QString()> csv;

    int rows() const { return int(values.rows()); }
    int cols() const { return int(values.cols()); }
    bool isValid() const
    {
        return values.rows() > 0 && values.cols() > 0 && rowLabels.size() == rows() && colLabels.size() == cols();
    }
};

// The two patching grids of one result (resid: layers × positions, heads: layers × heads;
// either invalid when not computed). answer/wrong as the tokenizer gives them; tokens: the
// clean text's T tokens.
LayerGridData makePatchingGrid(const gpt2::PatchingResult &r, bool heads, const QStringList &tokens,
                               const QString &answer, const QString &wrong);
// The lens as a grid: the top token and its probability, or (traced ≥ 0) that token's rank and
// probability in every cell. tokenText gives a vocabulary entry's text.
LayerGridData makeLensGrid(std::shared_ptr<const gpt2::LogitLens> lens, const QStringList &tokens, bool traceAnswer,
                           const QString &tracedText, const std::function<QString(int)> &tokenText);

// Attention rollout (gpt2::attentionRollout, R of T×T) as an ordinary heatmap: tokens on both
// axes, the causal mask hatched, rows summing to 1, titled with the layers it runs through.
HeatmapData makeRolloutHeatmap(const Matrix &rollout, const QStringList &tokens, int layers);

// A token as the grids name it: “␣Mary”.
QString quotedToken(const QString &token);

struct LayerGridOptions {
    Theme theme = Theme::light();
    double textScale = 1.0;
    bool numbers = true; // patching: the value in each cell where it fits
    int decimals = 2;
    int selectedRow = -1, selectedCol = -1; // framed: the layer and head (or position) open
};

class LayerGridPainter {
public:
    void setData(LayerGridData data) { m_data = std::move(data); }
    const LayerGridData &data() const { return m_data; }
    void setOptions(const LayerGridOptions &o) { m_options = o; }
    const LayerGridOptions &options() const { return m_options; }

    struct Layout {
        QRectF title, subtitle, cells, colLabels, rowLabels, bar, barLabels;
        double cellW = 0, cellH = 0;
        double labelPx = 12; // the titles' and labels' text size (measured and drawn alike)
        bool rotatedColLabels = false;
    };
    Layout layout(const QRectF &area) const;
    // The cell under a point of `area`, or {-1, -1}.
    std::pair<int, int> cellAt(const QRectF &area, const QPointF &point) const;
    // Where a cell is drawn in `area` (empty off the grid).
    QRectF cellRect(const QRectF &area, int row, int col) const;
    // The tooltip of a cell: what it holds, in words.
    QString cellTip(int row, int col) const;
    // A cell as a screen reader says it: "layer 3, position 5 Mary, restored 0.82", "layer 2,
    // head 4, restored −0.10", "layer 7, position 2 the, top token cat, probability 0.412".
    QString cellSpeech(int row, int col) const;

    QString title() const { return m_data.title; }
    void paint(QPainter &painter, const QRectF &area) const;

private:
    void paintCells(QPainter &p, const Layout &l) const;
    // Cells under 3 px: one image, a pixel column per group of columns, each the value of its
    // group furthest from the scale's middle (a single restored position stays visible).
    void paintPooled(QPainter &p, const Layout &l) const;
    void paintLabels(QPainter &p, const Layout &l) const;

    LayerGridData m_data;
    LayerGridOptions m_options;
};

} // namespace attn
