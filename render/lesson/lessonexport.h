// The lesson as files: a PDF deck (a page per step), a worksheet (the steps that ask for
// numbers, answers blank, room to write) and its answer key, or one step as PNG, SVG or PDF.
// Written through render/imageexport, atomically.
#pragma once

#include "lessonpainter.h"
#include "lessonsteps.h"

#include <QSizeF>
#include <QString>

#include <vector>

namespace attn::lesson {

struct LessonExportOptions {
    QSizeF size; // empty: 1280 × 720 for slides, A4 portrait (595 × 842 pt) for a worksheet
    bool quiz = false; // a worksheet: the answers left blank
    bool answers = false; // with quiz: the answer key instead
    int step = -1; // 0-based; −1: the whole lesson (PDF only)
    double pixelRatio = 1.0; // PNG only
    Theme theme = Theme::light();
};

inline constexpr QSizeF kSlideSize { 1280, 720 };
inline constexpr QSizeF kA4Portrait { 595, 842 };
// The smallest pages the lesson can be drawn on: below them some step's text falls off the page
// even for the lesson's own three tokens (measured over every step and shapes from 1:4 to 4:1;
// tst_lessonsteps checks that every step fits at these sizes). The command line refuses less.
inline constexpr QSizeF kSmallestSlide { 160, 90 };
inline constexpr QSizeF kSmallestWorksheet { 560, 490 };

// The size a page or picture gets with these options.
QSizeF exportSize(const LessonExportOptions &options);
// The paint options of a page: slides show every number; a worksheet blanks the answers; the key
// marks them.
LessonPaintOptions exportPaintOptions(const LessonExportOptions &options);
// The steps a file holds: every step for a deck; for a worksheet or its key, the steps that ask
// for numbers. One step when options.step is set.
std::vector<int> exportedSteps(const std::vector<StepModel> &steps, const LessonExportOptions &options);

// What each worksheet page must not show as text: the giveaways() of every answer asked on it or
// on a later page of the worksheet (`pages`, from exportedSteps(); one list per page) — except
// numbers the session itself gives, its embeddings and weights as the slides write them (a
// weight of 0.600 stays in W_Q even when a later answer is 0.600 too), and the numbers the page's
// own blanks are computed from (Checked::inputs) unless that page or an earlier one asks them.
std::vector<QStringList> withheldNumbers(const LessonContext &context, const std::vector<StepModel> &steps,
                                         const std::vector<int> &pages);
// Every step of the lesson, built from `context`.
std::vector<StepModel> buildSteps(const LessonContext &context);

// Builds the steps from `context` and writes them. Errors as in exportImage().
bool exportLesson(const QString &path, const LessonContext &context, const LessonExportOptions &options,
                  QString *error);

} // namespace attn::lesson
