// Every head at once as small heatmaps (HeadGridPainter), with a shared or per-head colour
// scale and the average over heads as a last, separately framed panel. Clicking a panel
// asks the owner to show that head large (headActivated / averageActivated). From the keyboard
// a cursor panel (framed while the strip has the focus) moves with the arrow keys, Home and End,
// and Enter shows it large; a screen reader reads the strip as a table of one row, a cell per
// panel (ui/common/gridaccess.h).
#pragma once

#include "render/headgridpainter.h"

#include "ui/common/gridaccess.h"
#include "ui/common/picturewidget.h"

#include <memory>

namespace attn {

class HeadGridWidget : public PictureWidget, public GridAccess {
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

    // As a screen reader reads it: one row, a cell per panel (gridaccess.h).
    int gridRows() const override { return m_painter.panelCount() > 0 ? 1 : 0; }
    int gridColumns() const override { return m_painter.panelCount(); }
    QString gridName() const override { return tr("Every head"); }
    QString gridHelp() const override
    {
        return tr("Arrow keys move from head to head; Enter shows it large.");
    }
    QString gridCellName(int row, int col) const override;
    QString gridCellDescription(int row, int col) const override
    {
        return row == 0 ? panelTip(col) : QString();
    }
    QRect gridCellRect(int row, int col) const override
    {
        return row == 0 ? panelRect(col).toAlignedRect() : QRect();
    }
    QPoint gridCursor() const override { return gridRows() > 0 ? QPoint(m_cursor, 0) : QPoint(-1, -1); }
    bool moveGridCursor(int row, int col) override;
    const void *gridContents() const override { return reinterpret_cast<const void *>(m_contents); }

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
    void keyPressEvent(QKeyEvent *e) override;

private:
    QString panelTip(int panel) const;
    void activate(int panel); // as a click on it

    HeadGridPainter m_painter;
    int m_active = -1;
    int m_cursor = 0; // the keyboard's panel
    quintptr m_contents = 1; // counts the sets of heads shown (a reader's cells are of one set)
};

} // namespace attn
