// All heads at once: small multiples with a shared or per-head colour scale, and optionally
// the average over heads as the last panel, labelled as such. Each panel is a HeatmapPainter.
#pragma once

#include "heatmappainter.h"

#include <QStringList>

#include <vector>

namespace attn {

struct HeadGridOptions {
    HeatmapOptions heatmap; // colour maps, numbers, selected row… for every panel
    bool sharedScale = true; // one colour bar for all panels; otherwise each its own
    QString title; // above the grid; empty = a title from the data
    double textScale = 1.0; // × every text size (the window's zoom; exports keep 1)
    // What each head does, when the session names it (its "view" → "head_labels": "previous
    // token", "self" …), one per head; empty: the panels are titled by number alone.
    QStringList headLabels;
};

class HeadGridPainter {
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
        bool compact = false; // a low strip: no title, subtitle (unless pooled) or legend of its own
    };
    // Below this height (× the zoom) the grid is a compact strip.
    static constexpr double kCompactHeight = 300;
    Layout layout(const QRectF &area) const;
    // A size whose shape suits the number of panels, for exports that were given no height.
    QSizeF preferredSize(double width) const;
    // The panel under the point (a head index, or headCount() for the average), or −1.
    int panelAt(const QRectF &area, const QPointF &p) const;
    void paint(QPainter &painter, const QRectF &area) const;
    // How a panel is drawn in `area`: its map (matrixRect) and its title, as paint() draws them.
    HeatmapLayout panelLayout(const QRectF &area, int panel, double devicePixelRatio = 1.0) const;
    QString drawnTitle(const QRectF &area, int panel) const;

    // A panel's title, the longest of panelTitles() that fits a panel of that width with its
    // text at fontSize (Layout::panelFontSize): "Average of 8 heads (not a head)" when it fits,
    // "Average (not a head)" in a narrow strip.
    QString panelTitle(int panel, double panelWidth, double fontSize) const;
    QStringList
    panelTitles(int panel) const; // longest first: "Head 1 · previous token", "1 · previous token", "Head 1"
    // The session's name for a head ("previous token"), or empty.
    QString headLabel(int head) const;
    // The grid's own title, the longest that fits its title band in the layout of `area`
    // ("All 2 heads · attention weights · one colour scale", or shorter).
    QString fittedTitle(const QRectF &area) const
    {
        const Layout l = layout(area);
        return title(l.titleRect.width(), l.titleFont);
    }

private:
    // One head has one scale: its own is the shared one, and it is drawn as such (so `export
    // --head all --per-head-scale` draws a one-head session as --head all does). The option
    // itself is left as the user set it.
    bool sharedScale() const { return m_options.sharedScale || m_headCount == 1; }
    void applyOptions();
    QStringList titles() const; // longest first
    QString title(double width, const QFont &font) const; // the longest that fits
    void drawSubtitle(QPainter &p, const Layout &l) const;
    void preparePanel(std::size_t k, const Layout &l) const;

    // Mutable: each panel's text size follows the area it is painted into (and each keeps
    // its image cache), neither of which is state a caller sees.
    mutable std::vector<HeatmapPainter> m_panels;
    int m_headCount = 0;
    HeadGridOptions m_options;
    double m_sharedMax = 0;
    bool m_signed = false;
};

} // namespace attn
