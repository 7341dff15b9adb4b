// Every head at once as small heatmaps (HeadGridPainter), with a shared or per-head colour
// scale and the average over heads as a last, separately framed panel. Clicking a panel
// asks the owner to show that head large (headActivated / averageActivated).
#pragma once

#include "render/headgridpainter.h"

#include "ui/common/picturewidget.h"

#include <memory>

namespace attn {

class HeadGridWidget : public PictureWidget {
    Q_OBJECT
public:
    explicit HeadGridWidget(QWidget *parent = nullptr);

    // `average` may be null: no average panel.
    void setHeads(std::vector<HeatmapDataPtr> heads, HeatmapDataPtr average = {});
    void setOptions(const HeadGridOptions &options);
    HeadGridOptions options() const { return m_painter.options(); }
    void setSharedScale(bool shared);
    bool sharedScale() const { return m_painter.options().sharedScale; }
    void setSelectedRow(int row); // highlighted in every panel
    void setActiveHead(int head); // framed as the one shown large; −1 for none
    int activeHead() const { return m_active; }

    const HeadGridPainter &painter() const { return m_painter; }
    // The panel under a point: a head index, headCount() for the average, or −1.
    int panelAt(const QPoint &pos) const;
    QRectF panelRect(int panel) const;
    // The picture Export Image… and Copy Image draw (ui/common/pictureexport.h).
    std::unique_ptr<Drawing> drawing() const override;

    QSize sizeHint() const override { return { 900, 420 }; }
    QSize minimumSizeHint() const override { return { 160, 100 }; }

signals:
    void headActivated(int head);
    void averageActivated();

protected:
    bool event(QEvent *e) override;
    void paintEvent(QPaintEvent *e) override;
    void mouseReleaseEvent(QMouseEvent *e) override;
    void contextMenuEvent(QContextMenuEvent *e) override;

private:
    HeadGridPainter m_painter;
    int m_active = -1;
};

} // namespace attn
