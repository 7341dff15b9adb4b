// One heatmap on screen, drawn by HeatmapPainter (the same routine as every export).
// Hover a cell for its numbers; click a cell or a row label to select that query; Ctrl+click
// (or any click in mask-edit mode) asks to block/unblock the cell — the owner turns that into
// an undo command, this widget changes no data. Ctrl+wheel or +/− zoom, dragging or the
// wheel pans, 0 shows everything again. From the keyboard a cursor cell (framed while the map
// has focus) moves with the arrow keys — up and down select the query, a zoomed map follows
// it, Home, End and the page keys too — and Enter asks for that query's breakdown; a screen
// reader reads the map as a table (ui/common/gridaccess.h), the cursor cell as its focus.
#pragma once

#include "render/heatmappainter.h"

#include "ui/common/gridaccess.h"
#include "ui/common/picturewidget.h"

#include <QImage>

#include <functional>
#include <memory>

namespace attn {

class HeatmapWidget : public PictureWidget, public GridAccess {
    Q_OBJECT
public:
    explicit HeatmapWidget(QWidget *parent = nullptr);

    void setData(HeatmapDataPtr data);
    void setData(HeatmapData data);
    // The same, from a painter that has already drawn the picture once (on a worker, for a
    // large session): the widget keeps its options and, when they agree, that picture.
    void setPrepared(const HeatmapPainter &prepared);
    HeatmapDataPtr data() const { return m_painter.dataPtr(); }

    // Everything but the viewport and the hovered cell, which the widget keeps itself.
    void setOptions(const HeatmapOptions &options);
    HeatmapOptions options() const { return m_painter.options(); }

    void setSelectedRow(int row);
    int selectedRow() const { return m_painter.options().selectedRow; }

    // Stale: the picture is of a result that is being replaced (computing…): drawn dimmed with
    // a note — `why`, or "computing…" — and clicks on it do nothing until it is current again.
    void setStale(bool stale, const QString &why = QString());
    bool isStale() const { return m_stale; }
    // While its replacement is built: the picture on screen is kept as an image and the data
    // (a large map is 150 MB) let go, and returned, so that the old map and the new one are
    // never held at once. Until the next setData() or setPrepared() the widget paints that
    // image and neither zooms nor answers the pointer. Only for a stale picture.
    HeatmapDataPtr freezePicture();
    bool isFrozen() const { return m_frozenTokens > 0; }
    // The tokens of the map shown, frozen or not (0: none).
    int tokenCount() const;

    // The keyboard's cursor: x the key, y the query ((−1, −1) with no map or no query selected).
    // The query is the selected row; moving to another row selects it (queryClicked). False when
    // out of the map.
    QPoint cursorCell() const;
    bool moveCursorTo(int row, int col);

    // Whether Enter explains the cursor's query here (something listens to explainRequested).
    bool explains() const;

    void setMaskEditMode(bool on);
    bool maskEditMode() const { return m_maskEdit; }

    // 1 = the whole matrix; z shows 1/z of it along each axis.
    double zoom() const { return m_zoom; }
    double maxZoom() const;
    void setZoom(double zoom, const QPointF &anchor = QPointF(-1, -1));
    void resetZoom() { setZoom(1.0); }
    QRectF viewport() const { return m_viewport; }
    void panBy(double rows, double cols);

    const HeatmapPainter &painter() const { return m_painter; }
    HeatmapLayout currentLayout() const;
    // The text the tooltip shows at a point (empty off the cells).
    QString toolTipAt(const QPoint &pos) const;

    // The picture Export Image… and Copy Image draw (ui/common/pictureexport.h).
    std::unique_ptr<Drawing> drawing() const override;
    // What "Export …" calls this view: "Heatmap" unless set (the difference view's own name).
    void setViewName(const QString &name) { m_viewName = name; }
    // A small map beside others (the race's two): always drawn compact, as a head strip panel is —
    // no subtitle or axis titles, the cells take their room.
    void setAlwaysCompact(bool compact);
    QString csv() const;

    // As a screen reader reads it: a cell per query and key (gridaccess.h).
    int gridRows() const override { return tokenCount() > 0 && !isFrozen() ? tokenCount() : 0; }
    int gridColumns() const override { return gridRows(); }
    QString gridName() const override;
    QString gridHelp() const override;
    QString gridCellName(int row, int col) const override;
    QString gridCellDescription(int row, int col) const override;
    QRect gridCellRect(int row, int col) const override;
    QPoint gridCellAt(const QPoint &pos) const override;
    QString gridRowHeader(int row) const override;
    QString gridColumnHeader(int col) const override;
    QPoint gridCursor() const override { return cursorCell(); }
    bool moveGridCursor(int row, int col) override { return moveCursorTo(row, col); }
    int gridSelectedRow() const override { return selectedRow(); }
    const void *gridContents() const override { return m_painter.data(); }

    QSize sizeHint() const override { return { 720, 600 }; }
    // Small enough that two of them (the difference beside the heatmap) fit a 1024-pixel window.
    QSize minimumSizeHint() const override { return { 160, 160 }; }

signals:
    void queryClicked(int row);
    // Enter on the cursor cell: show that query's breakdown. Enter is taken only when connected.
    void explainRequested(int row);
    void cellClicked(int row, int col); // a plain click on a cell (queryClicked(row) follows)
    void cellToggleRequested(int row, int col);
    void cellHovered(int row, int col); // (−1, −1) when the pointer leaves the cells
    void clickedWhileStale(); // a click that did nothing: the picture is being replaced
    void zoomChanged(double zoom);
    // Numbers or row max switched from the context menu (the panel's boxes follow).
    void optionsEdited();

public slots:
    void copyCsv();
    // PictureWidget's, once the map is drawn: asked for while it is frozen (rebuilt after an
    // edit, a few hundred milliseconds at 4096 tokens), they wait for the new map, not copy or
    // export an empty one. The latest request waits; an earlier one is dropped.
    void copyImage();
    void exportImageDialog();
    // Drops what waits for the new map (its build failed: there is none to copy or export).
    void forgetWhenDrawn() { m_whenDrawn = nullptr; }

protected:
    bool event(QEvent *e) override;
    void paintEvent(QPaintEvent *e) override;
    void mousePressEvent(QMouseEvent *e) override;
    void mouseMoveEvent(QMouseEvent *e) override;
    void mouseReleaseEvent(QMouseEvent *e) override;
    void wheelEvent(QWheelEvent *e) override;
    void keyPressEvent(QKeyEvent *e) override;
    void leaveEvent(QEvent *e) override;
    void resizeEvent(QResizeEvent *e) override;
    void contextMenuEvent(QContextMenuEvent *e) override;

private:
    // The window's zoom and theme on screen; light and unzoomed in pictures. Zoomed in, a map
    // whose captions would leave the cells little of its room is drawn compact (onScreen).
    HeatmapOptions onScreen(HeatmapOptions o) const;
    void setHovered(int row, int col);
    void applyViewport();
    void clampViewport();
    // Runs `action` now, or when the frozen map's replacement comes.
    void whenDrawn(std::function<void()> action);
    void ensureCursorVisible(); // pans a zoomed map so that the cursor cell is in view

    HeatmapPainter m_painter;
    std::function<void()> m_whenDrawn; // asked for while frozen
    QImage m_frozen; // freezePicture()'s image, of the widget's size
    int m_frozenTokens = 0; // and the tokens of the map it shows; 0: not frozen
    int m_cursorCol = 0; // the cursor's key; its query is the selected row
    bool m_maskEdit = false;
    bool m_stale = false;
    bool m_alwaysCompact = false;
    QString m_staleWhy; // the veil's note; empty: "computing…"
    double m_zoom = 1.0;
    QRectF m_viewport; // cells; empty = all
    QPoint m_pressPos;
    QRectF m_pressViewport;
    bool m_pressed = false, m_dragging = false;
    Qt::MouseButton m_pressButton = Qt::NoButton;
    QString m_viewName;
};

} // namespace attn
