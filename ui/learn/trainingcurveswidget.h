// The training curves on screen (render/trainingcurves.h): the losses and every head's scores
// of a whole model's run on one time axis. Clicking a step asks to show the checkpoint nearest
// it (stepClicked); the menu copies or exports the picture and saves the history as CSV.
#pragma once

#include "render/trainingcurves.h"

#include "ui/common/picturewidget.h"

namespace attn {

class TrainingCurvesWidget : public PictureWidget {
    Q_OBJECT
public:
    explicit TrainingCurvesWidget(QWidget *parent = nullptr);

    void setData(TrainingCurvesData data);
    const TrainingCurvesData &data() const { return m_data; }
    TrainingCurvesPainter painter() const; // as drawn now: the window's theme and text size
    std::unique_ptr<Drawing> drawing() const override;
    QRectF plotArea() const; // where the painter draws

    void exportCsv(); // asks where, then writes the history through the one atomic writer
    QSize sizeHint() const override { return { 760, 520 }; }
    QSize minimumSizeHint() const override { return { 320, 260 }; }

signals:
    void stepClicked(int step);

protected:
    void paintEvent(QPaintEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void contextMenuEvent(QContextMenuEvent *event) override;

private:
    TrainingCurvesData m_data;
};

} // namespace attn
