// The RoPE view: how q·k between one query's content and one key's content changes with the
// distance between them, when RoPE turns both by their positions — from the session's own numbers,
// with the score the unturned vectors give as a dashed line, and the key where it really stands.
// One painter for the window's view and its exports.
#pragma once

#include "drawing.h"
#include "theme.h"

#include "core/attention.h"

#include <QRectF>
#include <QString>
#include <QStringList>

#include <vector>

class QPainter;

namespace attn {

struct RopeCurveData {
    QString title; // "Head 1 · query “river” against key “bank”"
    QString subtitle; // θ and the frequencies (the scaled ones under rope_scaling)
    std::vector<double> distances; // x: p_query − p_key
    std::vector<double> scores; // y: q·k at that distance
    double unrotated = 0; // q·k of the unturned vectors: the score without RoPE
    double keyDistance = 0; // where the key stands from the query in the session
    double keyScore = 0; // and its score there
    QString keyLabel; // "“bank” here"
    bool assumed = false; // the session has no rope: θ = 10000 shown as it would be

    bool isEmpty() const { return distances.empty(); }
};

// The curve for query `query` of head `head` against the content of token `key` (its k), over
// distances from −span to span; a session without rope is shown with θ = 10000. Empty when an
// index is out of range or the result does not belong to the session.
RopeCurveData ropeCurveData(const Session &s, const AttentionResult &r, int head, int query, int key);

struct RopeCurveOptions {
    Theme theme = Theme::light();
    double fontSize = 0; // base text size in logical pixels; 0: from the area's size
};

// The parts in `area`, for tests.
struct RopeCurveLayout {
    QRectF title, subtitle, plot;
    double xLow = 0, xHigh = 1, yLow = 0, yHigh = 1;
    QPointF pointAt(double distance, double score) const;
};

class RopeCurvePainter {
public:
    RopeCurvePainter() = default;
    RopeCurvePainter(RopeCurveData data, RopeCurveOptions options);

    const RopeCurveData &data() const { return m_data; }
    const RopeCurveOptions &options() const { return m_options; }
    RopeCurveLayout layout(const QRectF &area) const;
    void paint(QPainter &painter, const QRectF &area) const;

private:
    double fontSize(const QRectF &area) const;

    RopeCurveData m_data;
    RopeCurveOptions m_options;
};

class RopeCurveDrawing final : public Drawing {
public:
    explicit RopeCurveDrawing(RopeCurvePainter painter);
    QString title() const override { return m_painter.data().title; }
    QString viewName() const override;
    QString fileName() const override { return QStringLiteral("rope.png"); }
    DrawingStyle style() const override { return {}; }
    bool hasNumbersToggle() const override { return false; }
    bool hasDecimals() const override { return false; }
    void paint(QPainter &painter, const QRectF &area, const DrawingStyle &style) const override;

private:
    RopeCurvePainter m_painter;
};

} // namespace attn
