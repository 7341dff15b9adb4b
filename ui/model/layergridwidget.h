// A patching or logit-lens grid in the workbench (LayerGridPainter, the same routine as its
// exports): hover a cell for what it holds, click it to open that layer and head (patching) or
// that position (the lens); its menu exports and copies it as a picture and as CSV.
#pragma once

#include "render/layergridpainter.h"

#include "ui/common/picturewidget.h"

namespace attn {

class LayerGridWidget : public PictureWidget {
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
    bool event(QEvent *e) override;

private:
    void followAppearance();
    LayerGridPainter m_painter;
    QString m_note;
};

} // namespace attn
