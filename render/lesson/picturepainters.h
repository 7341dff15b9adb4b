// The painters of the lesson's pictures: one class per kind of picture (lessonmodel.h), reused by
// every step of that kind. Each lays its picture out into a Scene inside a given area at the
// scene's base text size; LessonPainter shrinks the base when a picture does not fit.
#pragma once

#include "lessonscene.h"

namespace attn::lesson {

class PicturePainter {
public:
    virtual ~PicturePainter() = default;
    // Adds the step's picture to `scene`, centred in `area`. It may come out larger than `area`
    // when the picture does not fit at the scene's base size.
    virtual void layout(const StepModel &step, const QRectF &area, Scene &scene) const = 0;
};

// The painter for a kind of picture (one instance each, for the program's lifetime).
const PicturePainter &painterFor(PictureKind kind);

class StatementsPainter final : public PicturePainter {
public:
    void layout(const StepModel &step, const QRectF &area, Scene &scene) const override;
};

class MatricesPainter final : public PicturePainter {
public:
    void layout(const StepModel &step, const QRectF &area, Scene &scene) const override;
};

class WorkedPainter final : public PicturePainter {
public:
    void layout(const StepModel &step, const QRectF &area, Scene &scene) const override;
};

class BarsPainter final : public PicturePainter {
public:
    void layout(const StepModel &step, const QRectF &area, Scene &scene) const override;
};

class HistogramsPainter final : public PicturePainter {
public:
    void layout(const StepModel &step, const QRectF &area, Scene &scene) const override;
};

class HeatmapsPainter final : public PicturePainter {
public:
    void layout(const StepModel &step, const QRectF &area, Scene &scene) const override;
};

class ShapesPainter final : public PicturePainter {
public:
    void layout(const StepModel &step, const QRectF &area, Scene &scene) const override;
};

class CodePainter final : public PicturePainter {
public:
    void layout(const StepModel &step, const QRectF &area, Scene &scene) const override;
};

class CostPainter final : public PicturePainter {
public:
    void layout(const StepModel &step, const QRectF &area, Scene &scene) const override;
};

class CurvesPainter final : public PicturePainter {
public:
    void layout(const StepModel &step, const QRectF &area, Scene &scene) const override;
};

// Shared by the painters: a panel heading with the mark of where its numbers come from
// ("● this session …", "◆ …"); returns its box.
QRectF addHeading(Scene &scene, const QPointF &at, const QString &text, Source source,
                  int align = Qt::AlignLeft, const QColor &color = {});
QSizeF headingSize(const Scene &scene, const QString &text);

// A matrix drawn with brackets, its name above and its shape below, token labels at the left.
QSizeF blockSize(const Scene &scene, const MatrixBlock &block);
void addBlock(Scene &scene, const MatrixBlock &block, const QPointF &topLeft);

} // namespace attn::lesson
