// A view that paints itself through a render/ painter and exports exactly what it paints: it
// gives its picture as a Drawing, and Export Image… and Copy Image follow from that, once, here
// (pictureexport.h). The heatmap, the head strip, the line view, the breakdown, the model view
// and the next-token panel are PictureWidgets.
#pragma once

#include <QWidget>

#include <memory>

namespace attn {

class Drawing;

class PictureWidget : public QWidget {
    Q_OBJECT
public:
    using QWidget::QWidget;

    // The view's picture as it is now, for an export or the clipboard.
    virtual std::unique_ptr<Drawing> drawing() const = 0;

public slots:
    void copyImage(); // the picture as Export Image… would start, on the clipboard
    void exportImageDialog(); // the export dialog, then the picture with the choices made
};

} // namespace attn
