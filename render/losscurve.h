// The loss of a training run, step by step, on a log scale: one curve, or two side by side (the
// saturation race: the same task scaled and unscaled). One painter for the Train panel, its
// exports and the lesson's race step; the history also goes out as CSV.
#pragma once

#include "drawing.h"
#include "theme.h"

#include <QPen>
#include <QRectF>
#include <QString>
#include <QStringList>

#include <vector>

class QPainter;

namespace attn {

struct LossSeries {
    QString name; // "scaled (1/√d_k)", "training"; shown in the legend when there are two
    std::vector<double> losses; // losses[k]: the loss after k steps (losses[0]: before any)
};

struct LossCurveData {
    QString title; // e.g. "Loss · learn-previous-token, Adam, lr 0.05"
    std::vector<LossSeries> series; // one or two
    int steps() const; // the longest series' steps
    bool isEmpty() const { return steps() < 0; }
};

struct LossCurveOptions {
    Theme theme = Theme::light();
    double fontSize = 0; // base text size in logical pixels; 0: from the area's size
};

// The plot's parts in `area`, for hit tests and for tests.
struct LossCurveLayout {
    QRectF title, plot, legend;
    double yLow = 1, yHigh = 10; // the decades the y axis spans (powers of 10)
    int xHigh = 1; // the last step on the x axis
    QPointF pointAt(int step, double loss) const; // where (step, loss) is drawn
};

class LossCurvePainter {
public:
    LossCurvePainter() = default;
    LossCurvePainter(LossCurveData data, LossCurveOptions options);

    const LossCurveData &data() const { return m_data; }
    const LossCurveOptions &options() const { return m_options; }
    LossCurveLayout layout(const QRectF &area) const;
    void paint(QPainter &painter, const QRectF &area) const;
    // Series k's line, in the curve and its legend: its own colour and its own dashes (the first
    // solid, the race's second dashed), so that colour is never the only difference.
    static QPen seriesPen(const Theme &theme, std::size_t k);

private:
    void drawAxes(QPainter &p, const LossCurveLayout &l) const;
    void drawSeries(QPainter &p, const LossCurveLayout &l) const;
    void drawLegend(QPainter &p, const LossCurveLayout &l) const;
    double fontSize(const QRectF &area) const;

    LossCurveData m_data;
    LossCurveOptions m_options;
};

// "step,<series 1>,<series 2>" then one line per step, full precision (a series that ended is
// left blank on later lines).
QString lossCurveCsv(const LossCurveData &data);

// The loss curve as a picture for Export Image… and Copy Image.
class LossCurveDrawing final : public Drawing {
public:
    explicit LossCurveDrawing(LossCurvePainter painter);
    QString title() const override { return m_painter.data().title; }
    QString viewName() const override;
    QString fileName() const override { return QStringLiteral("loss.png"); }
    DrawingStyle style() const override;
    bool hasNumbersToggle() const override { return false; }
    bool hasDecimals() const override { return false; }
    void paint(QPainter &painter, const QRectF &area, const DrawingStyle &style) const override;

private:
    LossCurvePainter m_painter;
};

} // namespace attn
