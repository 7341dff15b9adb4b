// A whole model's training on one time axis (the Train a Model panel): the loss of each step's
// batch and the loss on the repeated half of a held-out batch, and below them every head's
// previous-token and induction scores, the step at which the leading head of each kind rose
// marked across all three plots. Evaluations made with heads switched off are shaded and named,
// so that a jump in the curves is read as what it is. One painter for the panel and its exports;
// the history also goes out as CSV.
#pragma once

#include "drawing.h"
#include "rendertext.h"
#include "theme.h"

#include <QRectF>
#include <QString>

#include <optional>
#include <vector>

class QPainter;

namespace attn {

// One evaluation on the held-out batch, after `step` steps.
struct TrainingEval {
    int step = 0;
    double repeatedHalfLoss = 0;
    // Layer-major (layer · heads + head); NaN where a score is undefined.
    std::vector<double> previousToken, induction;
    QString off; // the heads switched off for it, "L2 H3, L1 H1"; empty when none
};

struct TrainingCurvesData {
    QString title; // "Induction task · 2 layers × 4 heads · d 64 · seed 3"
    int layers = 0, heads = 0;
    std::vector<double> losses; // losses[k]: the loss of step k + 1's batch (before it moved)
    std::vector<TrainingEval> evals; // by step
    int cursorStep = -1; // the checkpoint shown, marked; −1: none (the newest step is shown)
    int selectedHead = -1; // layer-major; drawn bold in both score plots; −1: none

    int steps() const; // the last step with a loss or an evaluation (0 before any)
    bool isEmpty() const { return losses.empty() && evals.empty(); }
};

// When a score rose: the first evaluation at which it is half-way from its first value to its
// highest so far, provided that it climbed at least `minimumClimb` in all; std::nullopt otherwise.
std::optional<std::size_t> riseOf(const std::vector<double> &score, double minimumClimb = 0.1);

// The head whose newest score of a kind is highest, among layers firstLayer … lastLayer (from 0;
// lastLayer −1: the last), as a layer-major index, or −1 when none is defined. Evaluations made
// with heads switched off are passed over here and in the rises: a head switched off to show
// what it does must not move the marks to another.
int leadingHead(const TrainingCurvesData &d, bool induction, int firstLayer, int lastLayer = -1);

// The two marks: which head of each kind leads (previous token: layer 1; induction: layer 2 or
// later, counted from 1, as the task's measures say) and at which step it rose.
struct TrainingRise {
    int head = -1; // layer-major, −1: none
    std::optional<int> step; // when it rose; none: it has not yet
};
TrainingRise previousTokenRise(const TrainingCurvesData &d);
TrainingRise inductionRise(const TrainingCurvesData &d);

// "L2 H3": a head as the window names it, counted from 1.
QString headName(int layer, int head);

struct TrainingCurvesOptions {
    Theme theme = Theme::light();
    double fontSize = 0; // base text size in logical pixels; 0: from the area's size
};

struct TrainingCurvesLayout {
    QRectF title, legend, loss, previous, induction; // the three plots share their x range
    double yLow = 0.1, yHigh = 10; // the loss plot's decades
    int xHigh = 100;
    double xAt(double step) const; // the same in every plot
    double lossY(double loss) const;
    double scoreY(const QRectF &plot, double score) const;
};

class TrainingCurvesPainter {
public:
    TrainingCurvesPainter() = default;
    TrainingCurvesPainter(TrainingCurvesData data, TrainingCurvesOptions options);

    const TrainingCurvesData &data() const { return m_data; }
    const TrainingCurvesOptions &options() const { return m_options; }
    TrainingCurvesLayout layout(const QRectF &area) const;
    void paint(QPainter &painter, const QRectF &area) const;
    // The step under a point's x, clamped to the axis; −1 outside the plots.
    int stepAt(const QRectF &area, const QPointF &p) const;

private:
    double fontSize(const QRectF &area) const;
    void drawFrames(QPainter &p, const TrainingCurvesLayout &l) const;
    void drawOff(QPainter &p, const TrainingCurvesLayout &l) const;
    void drawLosses(QPainter &p, const TrainingCurvesLayout &l) const;
    void drawScores(QPainter &p, const TrainingCurvesLayout &l, bool induction) const;
    void drawMarks(QPainter &p, const TrainingCurvesLayout &l) const;

    TrainingCurvesData m_data;
    TrainingCurvesOptions m_options;
};

// "step,loss,repeated_half_loss,heads_off,L1H1 previous token,L1H1 induction,…": a line per step
// from 0, full precision; a column a step has no number for is left blank (the evaluations come
// every few steps).
QString trainingCurvesCsv(const TrainingCurvesData &data);

class TrainingCurvesDrawing final : public Drawing {
public:
    explicit TrainingCurvesDrawing(TrainingCurvesPainter painter);
    QString title() const override { return m_painter.data().title; }
    QString viewName() const override { return ModelText::tr("Training Curves"); }
    QString fileName() const override { return QStringLiteral("training-curves.png"); }
    DrawingStyle style() const override;
    bool hasNumbersToggle() const override { return false; }
    bool hasDecimals() const override { return false; }
    void paint(QPainter &painter, const QRectF &area, const DrawingStyle &style) const override;

private:
    TrainingCurvesPainter m_painter;
};

} // namespace attn
