// The model view: every layer × every head of a GPT-2-family pass as small heatmaps of the
// attention weights on one colour scale (0 … 1 for all of them), layers as rows and heads as
// columns, as BertViz's model view lays them out. One paint(QPainter&, QRectF) for the window
// and every export (PNG, SVG, PDF). The data is the pass itself (core/model/gpt2.h), shared,
// never copied: a 12 × 12 grid at T = 1024 would be 150 million numbers.
//
// Tokens are shown as the tokenizer split them, with their spaces made visible (shownToken):
// " bank" is "␣bank", never GPT-2's "Ġbank".
#pragma once

#include "heatmapdata.h"
#include "theme.h"

#include "core/model/gpt2.h"

#include <QFont>
#include <QImage>
#include <QRectF>
#include <QString>
#include <QStringList>

#include <memory>
#include <vector>

namespace attn {

// A token's text with its white space visible: a space as "␣", a newline as "↵", a tab as
// "⇥", a carriage return as "␍"; an empty text as "␣" too, so a label is never blank.
QString shownToken(const QString &text);

struct ModelViewData {
    QString modelName; // the folder's name, e.g. "gpt2"
    QString text; // what was run (the sentence, or the ids as typed)
    QStringList tokens; // T token texts as the tokenizer gives them (spaces not yet marked)
    std::shared_ptr<const gpt2::ModelResult> result; // every layer kept
    int layers = 0;
    int heads = 0;
    // Key/value heads (grouped-query attention): heads h with the same ⌊h·kvHeads/heads⌋ share
    // keys and values and are bracketed together under "K/V g". 0 or `heads`: no groups shown.
    int kvHeads = 0;
    // Each layer's sliding window W (Mistral's every layer; Gemma's local layers): keys W or more
    // back are blocked; 0 (or no entry): none, a global layer.
    std::vector<int> windows;

    int windowOf(int layer) const
    {
        return layer >= 0 && std::size_t(layer) < windows.size() ? windows[std::size_t(layer)] : 0;
    }
    // Some layers slide and others do not (Gemma): the layer labels say which.
    bool mixedLayers() const;

    bool grouped() const { return kvHeads > 0 && kvHeads < heads; }
    int kvHeadOf(int head) const { return grouped() ? head * kvHeads / heads : head; } // from 0

    int tokenCount() const { return static_cast<int>(tokens.size()); }
    bool isValid() const;
};

// Head `head` of layer `layer` as an ordinary heatmap (the window's large view and its
// exports): the T×T weights, the future keys blocked by the causal rule, the tokens with their
// spaces shown. Layers and heads counted from 0 here, from 1 in the title.
HeatmapData modelHeadHeatmap(const ModelViewData &d, int layer, int head);

// What the workbench marks on the panels: vectors layer-major (index layer·heads + head), empty
// when there is nothing of that kind.
struct ModelViewMarks {
    std::vector<char> off; // a head switched off: greyed and crossed out
    std::vector<double> badge; // one value per panel (NaN: none), e.g. a head score
    double badgeMax = 1.0; // the badges' colour scale runs 0 … badgeMax
    QString badgeName; // what the badges are, e.g. "induction score"
    int editedLayer = -1; // a layer run with the weights edited in the tables (from 0)
    std::vector<double> sink; // per panel: its first_token score where it is an attention sink, else NaN

    bool isOff(int index) const { return index < int(off.size()) && off[std::size_t(index)]; }
};

struct ModelViewOptions {
    QString colormap = QStringLiteral("viridis");
    Theme theme = Theme::light();
    double textScale = 1.0; // × every text size (the window's zoom; exports keep 1)
    int selectedLayer = -1; // the panel framed as the one shown large; −1: none
    int selectedHead = -1;
    ModelViewMarks marks;
};

class ModelViewPainter {
public:
    void setData(ModelViewData data);
    const ModelViewData &data() const { return m_data; }
    void setOptions(const ModelViewOptions &options);
    const ModelViewOptions &options() const { return m_options; }

    struct Layout {
        QRectF titleRect, tokensRect, legendRect, headHeaderRect, layerLabelRect, colorBarRect;
        QRectF kvHeaderRect; // above the head header: the K/V groups (empty when not grouped)
        QRectF gridRect; // every panel
        double panelSize = 0; // a panel's side
        double gap = 0; // between panels
        double badgeHeight = 0; // the badge strip under each panel (0 without badges)
        double rowStep = 0; // from one layer's panels to the next: panel, badge strip, gap
        double selectionWidth = 0; // the selected panel's frame, drawn just outside it
        QFont font, titleFont;
    };
    Layout layout(const QRectF &area) const;
    QRectF panelRect(const Layout &l, int layer, int head) const;
    // The panel under the point: {layer, head}, or {−1, −1}.
    std::pair<int, int> panelAt(const QRectF &area, const QPointF &p) const;
    // A size whose shape suits the grid, for exports given a width only.
    QSizeF preferredSize(double width) const;
    void paint(QPainter &painter, const QRectF &area) const;

    QString title() const; // "gpt2 · 12 layers × 12 heads · attention weights, one colour scale"
    // One panel's picture, one pixel per cell up to kMaxPanelPixels a side (more cells share a
    // pixel, which shows their largest weight, so a sharp peak never disappears).
    QImage panelImage(int layer, int head) const;
    static constexpr int kMaxPanelPixels = 96;

private:
    void drawTitles(QPainter &p, const Layout &l) const;
    void drawLabels(QPainter &p, const Layout &l) const;
    void drawKvGroups(QPainter &p, const Layout &l) const;
    void drawPanels(QPainter &p, const Layout &l) const;
    void drawColorBar(QPainter &p, const Layout &l) const;
    void drawMarks(QPainter &p, const Layout &l) const;
    void drawLegend(QPainter &p, const Layout &l) const;

    ModelViewData m_data;
    ModelViewOptions m_options;
    // Every panel's picture, made when first painted (layer-major); empty until then.
    mutable std::vector<QImage> m_images;
};

} // namespace attn
