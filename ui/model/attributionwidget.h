// "Why this score" in the model workbench (AttributionPainter, the same routine as its exports):
// the score of the cell clicked on a model head's map, split by the residual stream's sources,
// query side × key side. Its menu exports and copies it as a picture and as CSV (the whole matrix).
#pragma once

#include "render/attributionpainter.h"

#include "ui/common/picturewidget.h"

namespace attn {

class AttributionWidget : public PictureWidget {
    Q_OBJECT
public:
    explicit AttributionWidget(QWidget *parent = nullptr);

    void setData(AttributionData data);
    // "Working it out…" over the previous table while a new one is computed.
    void setWorking(bool working);
    bool isWorking() const { return m_working; }
    const AttributionPainter &painter() const { return m_painter; }

    std::unique_ptr<Drawing> drawing() const override;

    QSize sizeHint() const override { return { 460, 420 }; }
    QSize minimumSizeHint() const override { return { 260, 200 }; }

public slots:
    void copyCsv();
    void exportCsvDialog();

protected:
    void paintEvent(QPaintEvent *e) override;
    void contextMenuEvent(QContextMenuEvent *e) override;

private:
    void followAppearance();
    AttributionPainter m_painter;
    bool m_working = false;
};

} // namespace attn
