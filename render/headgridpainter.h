// All heads at once: small multiples with a shared or per-head colour scale, and optionally
// the average over heads as the last panel, labelled as such. Each panel is a HeatmapPainter.
#pragma once

#include "heatmappainter.h"

#include <vector>

namespace attn {

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
    QString title() const;
    void drawSubtitle(QPainter &p, const Layout &l) const;

    // Mutable: each panel's text size follows the area it is painted into (and each keeps
    // its image cache), neither of which is state a caller sees.
    mutable std::vector<HeatmapPainter> m_panels;
    int m_headCount = 0;
    HeadGridOptions m_options;
    double m_sharedMax = 0;
    bool m_signed = false;
};

} // namespace attn
