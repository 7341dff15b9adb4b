// A patching or logit-lens grid in the workbench (LayerGridPainter, the same routine as its
// exports): hover a cell for what it holds, click it to open that layer and head (patching) or
// that position (the lens); its menu exports and copies it as a picture and as CSV. From the
// keyboard a cursor cell (framed while the grid has the focus) moves with the arrow keys, Home,
// End and the page keys, and Enter opens its cell as a click does; a screen reader reads the
// grid as a table (ui/common/gridaccess.h).
#pragma once

#include "render/layergridpainter.h"

#include "ui/common/gridaccess.h"
#include "ui/common/picturewidget.h"

namespace attn {

class LayerGridWidget : public PictureWidget, public GridAccess {
    Q_OBJECT
public:
    explicit LayerGridWidget(QWidget *parent = nullptr);

    void setData(LayerGridData data);
    const LayerGridPainter &painter() const { return m_painter; }
    // The cell framed (the layer and head open), −1 for none; a column of −1 frames the row.
    void setSelected(int row, int col);
    // Dimmed under a line saying why (a new grid is being computed, or the run changed).
    void setNote(const QString &note);
    QString note() const { return m_note; }

    // Where a cell's centre is on screen (for tests and the pointer); empty for none.
    QPointF cellCentre(int row, int col) const;
    QString toolTipAt(const QPoint &pos) const;

    std::unique_ptr<Drawing> drawing() const override;

    // As a screen reader reads it (gridaccess.h).
    int gridRows() const override { return m_painter.data().isValid() ? m_painter.data().rows() : 0; }
    int gridColumns() const override { return m_painter.data().isValid() ? m_painter.data().cols() : 0; }
    QString gridName() const override { return m_painter.title(); }
    QString gridHelp() const override;
    QString gridCellName(int row, int col) const override { return m_painter.cellSpeech(row, col); }
    QString gridCellDescription(int row, int col) const override { return m_painter.cellTip(row, col); }
    QRect gridCellRect(int row, int col) const override;
    QPoint gridCellAt(const QPoint &pos) const override;
    QString gridRowHeader(int row) const override;
    QString gridColumnHeader(int col) const override;
    QPoint gridCursor() const override;
    bool moveGridCursor(int row, int col) override;
    const void *gridContents() const override { return reinterpret_cast<const void *>(m_contents); }

    QSize sizeHint() const override { return { 560, 360 }; }
    QSize minimumSizeHint() const override { return { 240, 180 }; }

signals:
    void cellClicked(int row, int col);

public slots:
    void copyCsv();
    void exportCsvDialog();

protected:
    void paintEvent(QPaintEvent *e) override;
    void mouseReleaseEvent(QMouseEvent *e) override;
    void contextMenuEvent(QContextMenuEvent *e) override;
    void keyPressEvent(QKeyEvent *e) override;
    bool event(QEvent *e) override;

private:
    void followAppearance();
    LayerGridPainter m_painter;
    QString m_note;
    QPoint m_cursor { 0, 0 }; // x the column, y the row
    quintptr m_contents = 1; // counts the grids set (a reader's cells are of one grid)
};

} // namespace attn
