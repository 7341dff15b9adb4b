// The model view on screen (ModelViewPainter, the same routine as its exports): every layer ×
// every head of a pass as small heatmaps. Clicking a panel selects it (headActivated); the
// owner shows that head large. Ctrl+click, or the panel's context menu, asks to switch the head
// off or back on (headOffRequested; the workbench decides). Heads switched off are greyed,
// badges show a head score or importance (ModelViewMarks). Exports as PNG, SVG or PDF through
// the one export dialog. From the keyboard a cursor panel (framed while the view has the focus)
// moves with the arrow keys, Home, End and the page keys; Enter shows it large, Ctrl+Enter
// switches it off or back on, the menu key opens its menu; a screen reader reads the view as a
// table of layers × heads (ui/common/gridaccess.h).
#pragma once

#include "render/modelviewpainter.h"

#include "ui/common/gridaccess.h"
#include "ui/common/picturewidget.h"

#include "core/model/interventions.h"

#include <memory>
#include <optional>

namespace attn {

class ModelViewWidget : public PictureWidget, public GridAccess {
    Q_OBJECT
public:
    explicit ModelViewWidget(QWidget *parent = nullptr);

    void setData(ModelViewData data);
    const ModelViewPainter &painter() const { return m_painter; }
    void setSelected(int layer, int head); // framed as the one shown large; −1, −1: none
    int selectedLayer() const { return m_painter.options().selectedLayer; }
    int selectedHead() const { return m_painter.options().selectedHead; }
    void setMarks(ModelViewMarks marks); // greyed heads, badges, the edited layer

    // The panel under a point, {layer, head} or {−1, −1}, and a panel's rectangle (where its
    // tooltip belongs).
    std::pair<int, int> panelAt(const QPoint &pos) const;
    QRectF panelRect(int layer, int head) const;

    // The picture Export Image… and Copy Image draw (ui/common/pictureexport.h).
    std::unique_ptr<Drawing> drawing() const override;

    // As a screen reader reads it: a cell per layer and head (gridaccess.h).
    int gridRows() const override { return m_painter.data().isValid() ? m_painter.data().layers : 0; }
    int gridColumns() const override { return gridRows() > 0 ? m_painter.data().heads : 0; }
    QString gridName() const override;
    QString gridHelp() const override;
    QString gridCellName(int row, int col) const override;
    QString gridCellDescription(int row, int col) const override { return toolTipFor(row, col); }
    QRect gridCellRect(int row, int col) const override { return panelRect(row, col).toAlignedRect(); }
    QPoint gridCellAt(const QPoint &pos) const override
    {
        const auto [layer, head] = panelAt(pos);
        return { head, layer };
    }
    QString gridRowHeader(int row) const override { return tr("layer %1").arg(row + 1); }
    QString gridColumnHeader(int col) const override { return tr("head %1").arg(col + 1); }
    QPoint gridCursor() const override { return gridRows() > 0 ? m_cursor : QPoint(-1, -1); }
    bool moveGridCursor(int row, int col) override;
    int gridSelectedRow() const override { return selectedLayer(); }
    const void *gridContents() const override { return m_painter.data().result.get(); }

    QSize sizeHint() const override { return { 700, 600 }; }
    QSize minimumSizeHint() const override { return { 240, 200 }; }

signals:
    void headActivated(int layer, int head);
    // Ctrl+click or the context menu: switch the head off (with `how`, or as the others when
    // empty) or back on.
    void headOffRequested(int layer, int head, bool off, std::optional<gpt2::Ablation> how);

protected:
    bool event(QEvent *e) override;
    void paintEvent(QPaintEvent *e) override;
    void mouseReleaseEvent(QMouseEvent *e) override;
    void contextMenuEvent(QContextMenuEvent *e) override;
    void keyPressEvent(QKeyEvent *e) override;

private:
    void followAppearance();
    QString toolTipFor(int layer, int head) const;
    ModelViewPainter m_painter;
    QPoint m_cursor { 0, 0 }; // the keyboard's panel: x the head, y the layer
};

} // namespace attn
