// "Why this score" in the model workbench (AttributionPainter, the same routine as its exports):
// the score of the cell clicked on a model head's map, split by the residual stream's sources,
// query side × key side. Its menu exports and copies it as a picture and as CSV (the whole matrix).
// A screen reader reads its terms as a table (ui/common/gridaccess.h): a row per term listed, then
// their sum; the arrow keys move through it.
#pragma once

#include "render/attributionpainter.h"

#include "ui/common/gridaccess.h"
#include "ui/common/picturewidget.h"

#include <vector>

namespace attn {

class AttributionWidget : public PictureWidget, public GridAccess {
    Q_OBJECT
public:
    explicit AttributionWidget(QWidget *parent = nullptr);

    void setData(AttributionData data);
    // "Working it out…" over the previous table while a new one is computed.
    void setWorking(bool working);
    bool isWorking() const { return m_working; }
    const AttributionPainter &painter() const { return m_painter; }

    std::unique_ptr<Drawing> drawing() const override;

    // As a screen reader reads it: a row per term (then the sum), its name, its part of q·k and
    // its share of the score (gridaccess.h). The cells are not drawn apart: each is the view.
    int gridRows() const override { return m_terms.empty() ? 0 : int(m_terms.size()) + 1; }
    int gridColumns() const override { return gridRows() > 0 ? 3 : 0; }
    QString gridName() const override { return m_painter.title(); }
    QString gridHelp() const override;
    QString gridCellName(int row, int col) const override;
    QRect gridCellRect(int row, int col) const override;
    QString gridColumnHeader(int col) const override;
    QPoint gridCursor() const override { return gridRows() > 0 ? m_cursor : QPoint(-1, -1); }
    bool moveGridCursor(int row, int col) override;
    const void *gridContents() const override { return reinterpret_cast<const void *>(m_contents); }

    QSize sizeHint() const override { return { 460, 420 }; }
    QSize minimumSizeHint() const override { return { 260, 200 }; }

public slots:
    void copyCsv();
    void exportCsvDialog();

protected:
    void paintEvent(QPaintEvent *e) override;
    void contextMenuEvent(QContextMenuEvent *e) override;
    void keyPressEvent(QKeyEvent *e) override;
    bool event(QEvent *e) override;

private:
    void followAppearance();
    AttributionPainter m_painter;
    std::vector<AttributionPainter::Entry> m_terms; // as listed (sorting a big model's takes time)
    bool m_working = false;
    QPoint m_cursor { 0, 0 };
    quintptr m_contents = 1; // counts the tables set
};

} // namespace attn
