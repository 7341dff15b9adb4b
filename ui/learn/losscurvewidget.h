// The loss curve on screen (render/losscurve.h): the Train panel's, one curve or the race's two.
// Its menu copies or exports the picture (ui/common/pictureexport.h) and saves the history as CSV.
#pragma once

#include "render/losscurve.h"

#include <QWidget>

namespace attn {

class LossCurveWidget : public QWidget {
    Q_OBJECT
public:
    explicit LossCurveWidget(QWidget *parent = nullptr);

    void setData(LossCurveData data);
    const LossCurveData &data() const { return m_data; }
    LossCurvePainter painter() const; // as drawn now: the window's theme and text size
    std::unique_ptr<Drawing> drawing() const;

    void exportCsv(); // asks where, then writes the history through the one atomic writer
    QSize sizeHint() const override { return { 480, 280 }; }
    QSize minimumSizeHint() const override { return { 240, 140 }; }

protected:
    void paintEvent(QPaintEvent *event) override;
    void contextMenuEvent(QContextMenuEvent *event) override;

private:
    LossCurveData m_data;
};

} // namespace attn
