// The next-token panel on screen (NextTokenPainter, the same routine as its exports): the
// model's top next tokens as bars, before → after the workbench's changes. Clicking a token of
// its token row asks for the prediction after that token (positionClicked). Exports as PNG, SVG
// or PDF and copies through the one picture path.
#pragma once

#include "render/nexttokenpainter.h"

#include "ui/common/picturewidget.h"

#include <memory>

class QMenu;

namespace attn {

class NextTokenWidget : public PictureWidget {
    Q_OBJECT
public:
    explicit NextTokenWidget(QWidget *parent = nullptr);

    void setData(NextTokenData data);
    const NextTokenPainter &painter() const { return m_painter; }
    // Where token `index` of the token row is drawn (empty when it is not shown).
    QRectF tokenRect(int index) const;

    std::unique_ptr<Drawing> drawing() const override;

    QSize sizeHint() const override { return { 420, 380 }; }
    QSize minimumSizeHint() const override { return { 220, 160 }; }

    // The candidate row (0 …) under a point, or −1.
    int rowAt(const QPointF &point) const;
    // Its menu's "Use … as the Answer / as the Wrong Token" (for patching and the lens), offered
    // when the panel shows the next token after the last position.
    void menuForRow(QMenu *menu, int row);

signals:
    void positionClicked(int position);
    void answerPicked(int id);
    void wrongPicked(int id);

protected:
    bool event(QEvent *e) override;
    void paintEvent(QPaintEvent *e) override;
    void mouseReleaseEvent(QMouseEvent *e) override;
    void contextMenuEvent(QContextMenuEvent *e) override;

private:
    void followAppearance();
    NextTokenPainter m_painter;
};

} // namespace attn
