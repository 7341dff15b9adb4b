// The line view on screen, drawn by LinesPainter (the same routine as every export). Point at a
// token to see only its lines; click it to keep that focus (click it again, click elsewhere or
// press Escape to let go) — a clicked query is announced (queryClicked) so the owner can select
// it. Click a head in the legend to switch its lines off or on (one head always stays on).
// Tooltips count tokens and heads from 1. This widget changes no data.
#pragma once

#include "render/linespainter.h"

#include "ui/common/picturewidget.h"

#include <memory>

namespace attn {

class LinesWidget : public PictureWidget {
    Q_OBJECT
public:
    explicit LinesWidget(QWidget *parent = nullptr);

    // A new result; the heads switched off stay off when the head count is the same.
    void setData(LinesData data);
    const LinesData &data() const { return m_painter.data(); }

    // Theme, text size, threshold, numbers… The widget keeps the heads, the focus and the
    // on-screen settings (room for numbers, every head in the legend) itself.
    void setOptions(const LinesOptions &options);
    LinesOptions options() const { return m_painter.options(); }
    void setTheme(const Theme &theme);
    void setFontSize(double pixels); // 0 = from the widget's size

    bool isHeadVisible(int head) const;
    // False (and nothing changes) for the last visible head or a head that is not there.
    bool setHeadVisible(int head, bool visible);
    void showAllHeads();
    std::vector<int> visibleHeads() const;

    // The focus a click keeps (the owner may set it, e.g. to its selected query); the hovered
    // token overrides it while the pointer is on one.
    void setPinnedFocus(const LinesFocus &focus);
    LinesFocus pinnedFocus() const { return m_pinned; }
    LinesFocus hoveredFocus() const { return m_hovered; }
    LinesFocus focus() const { return m_hovered.isSet() ? m_hovered : m_pinned; }

    LinesLayout currentLayout() const;
    QString toolTipAt(const QPoint &pos) const;

    // The picture Export Image… and Copy Image draw (ui/common/pictureexport.h): no hover,
    // the pinned focus kept, only the heads that are on.
    std::unique_ptr<Drawing> drawing() const override;

    QSize sizeHint() const override { return { 720, 600 }; }
    QSize minimumSizeHint() const override { return { 240, 200 }; }

signals:
    void queryClicked(int query);
    void keyClicked(int key);
    void focusChanged(); // hovered or pinned token changed
    void headsChanged(); // a head switched on or off

protected:
    bool event(QEvent *e) override;
    void paintEvent(QPaintEvent *e) override;
    void mouseMoveEvent(QMouseEvent *e) override;
    void mouseReleaseEvent(QMouseEvent *e) override;
    void keyPressEvent(QKeyEvent *e) override;
    void leaveEvent(QEvent *e) override;
    void contextMenuEvent(QContextMenuEvent *e) override;

private:
    void apply();
    void setHovered(const LinesFocus &focus);

    LinesPainter m_painter;
    LinesOptions m_base; // what the owner set
    std::vector<bool> m_headOn; // one per head
    LinesFocus m_pinned, m_hovered;
};

} // namespace attn
