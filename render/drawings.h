// Every drawn view's picture for export (drawing.h), one class per view, each holding the view's
// painter. What turns a view on screen into its picture is written here once per view: no pointer,
// no hover, the window's zoom undone, every caption back, and the style the export asks for.
#pragma once

#include "attributionpainter.h"
#include "breakdownpainter.h"
#include "drawing.h"
#include "headgridpainter.h"
#include "heatmappainter.h"
#include "layergridpainter.h"
#include "lesson/lessonpainter.h"
#include "linespainter.h"
#include "modelviewpainter.h"
#include "rendertext.h"
#include "nexttokenpainter.h"

#include <vector>

namespace attn {

// The large heatmap (and the difference view, and each map of heads side by side).
class HeatmapDrawing final : public Drawing {
public:
    explicit HeatmapDrawing(HeatmapPainter painter, QString viewName = {});
    QString title() const override;
    QString viewName() const override { return m_viewName; }
    QString fileName() const override { return QStringLiteral("heatmap.png"); }
    DrawingStyle style() const override;
    void paint(QPainter &painter, const QRectF &area, const DrawingStyle &style) const override;
    // The options a picture of these on-screen options is drawn with.
    static HeatmapOptions exported(HeatmapOptions o, const DrawingStyle &style);

private:
    HeatmapPainter m_painter;
    QString m_viewName;
};

// Every head at once (the head strip).
class HeadGridDrawing final : public Drawing {
public:
    explicit HeadGridDrawing(HeadGridPainter painter);
    QString title() const override { return HeatmapText::tr("all heads"); }
    QString viewName() const override;
    QString fileName() const override { return QStringLiteral("heads.png"); }
    DrawingStyle style() const override;
    double minimumWidth() const override { return 1600; }
    void paint(QPainter &painter, const QRectF &area, const DrawingStyle &style) const override;

private:
    HeadGridPainter m_painter;
};

// The line view: the lines of the pinned token (or every token's), the heads that are on.
class LinesDrawing final : public Drawing {
public:
    explicit LinesDrawing(LinesPainter painter);
    QString title() const override;
    QString viewName() const override;
    QString fileName() const override { return QStringLiteral("lines.png"); }
    DrawingStyle style() const override;
    void paint(QPainter &painter, const QRectF &area, const DrawingStyle &style) const override;

private:
    LinesPainter m_painter;
};

// A real model's layers × heads.
class ModelViewDrawing final : public Drawing {
public:
    explicit ModelViewDrawing(ModelViewPainter painter);
    QString title() const override { return ModelText::tr("model view"); }
    QString viewName() const override;
    QString fileName() const override { return QStringLiteral("model-view.png"); }
    DrawingStyle style() const override { return {}; }
    bool hasNumbersToggle() const override { return false; } // the panels are too small
    bool hasDecimals() const override { return false; }
    double minimumWidth() const override { return 1600; }
    void paint(QPainter &painter, const QRectF &area, const DrawingStyle &style) const override;

private:
    ModelViewPainter m_painter;
};

// The model workbench's next-token panel: the top next tokens, before → after a change.
class NextTokenDrawing final : public Drawing {
public:
    explicit NextTokenDrawing(NextTokenPainter painter);
    QString title() const override { return m_painter.title(); }
    QString viewName() const override;
    QString fileName() const override { return QStringLiteral("next-token.png"); }
    DrawingStyle style() const override { return {}; }
    bool hasNumbersToggle() const override { return false; } // the bars are their numbers
    bool hasDecimals() const override { return false; }
    void paint(QPainter &painter, const QRectF &area, const DrawingStyle &style) const override;

private:
    NextTokenPainter m_painter;
};

// The model workbench's "why this score": one score split by its sources.
class AttributionDrawing final : public Drawing {
public:
    explicit AttributionDrawing(AttributionPainter painter);
    QString title() const override { return m_painter.title(); }
    QString viewName() const override;
    QString fileName() const override { return QStringLiteral("why-this-score.png"); }
    DrawingStyle style() const override { return {}; }
    bool hasNumbersToggle() const override { return false; } // the table is its numbers
    bool hasDecimals() const override { return false; }
    void paint(QPainter &painter, const QRectF &area, const DrawingStyle &style) const override;

private:
    AttributionPainter m_painter;
};

// The workbench's patching and logit-lens grids (layers down).
class LayerGridDrawing final : public Drawing {
public:
    explicit LayerGridDrawing(LayerGridPainter painter);
    QString title() const override { return m_painter.title(); }
    QString viewName() const override;
    QString fileName() const override;
    DrawingStyle style() const override;
    bool hasNumbersToggle() const override;
    bool hasDecimals() const override { return hasNumbersToggle(); }
    void paint(QPainter &painter, const QRectF &area, const DrawingStyle &style) const override;

private:
    LayerGridPainter m_painter;
};

// One query's softmax worked out: its own proportions inside any size.
class BreakdownDrawing final : public Drawing {
public:
    BreakdownDrawing(BreakdownData data, BreakdownOptions options);
    QString title() const override;
    QString viewName() const override;
    QString fileName() const override;
    DrawingStyle style() const override;
    bool hasNumbersToggle() const override { return false; } // the breakdown is its numbers
    QSizeF naturalSize() const override;
    void paint(QPainter &painter, const QRectF &area, const DrawingStyle &style) const override;

private:
    BreakdownOptions exported(const DrawingStyle &style) const;
    BreakdownData m_data;
    BreakdownOptions m_options;
};

// One step of the guided lesson, as its slide.
class LessonStepDrawing final : public Drawing {
public:
    LessonStepDrawing(lesson::StepModel step, lesson::AnswerPaint answers);
    QString title() const override;
    QString viewName() const override;
    QString fileName() const override;
    DrawingStyle style() const override { return {}; }
    bool hasNumbersToggle() const override { return false; }
    bool hasDecimals() const override { return false; } // the lesson keeps its three
    QSizeF naturalSize() const override { return QSizeF(1280, 720); } // a slide
    void paint(QPainter &painter, const QRectF &area, const DrawingStyle &style) const override;

private:
    lesson::StepModel m_step;
    lesson::AnswerPaint m_answers;
};

// Heads side by side: each map drawn by its heatmap painter, in `columns` columns.
class SideBySideDrawing final : public Drawing {
public:
    SideBySideDrawing(std::vector<HeatmapPainter> maps, int columns);
    QString title() const override;
    QString viewName() const override;
    QString fileName() const override { return QStringLiteral("heads-side-by-side.png"); }
    DrawingStyle style() const override;
    double minimumWidth() const override { return 1600; }
    void paint(QPainter &painter, const QRectF &area, const DrawingStyle &style) const override;

private:
    std::vector<HeatmapPainter> m_maps;
    int m_columns;
};

} // namespace attn
