// The words render/ draws and says go through Qt's translation system, one context per
// feature: a class lupdate reads, called as HeatmapText::tr("weights of head %1"), with plurals
// as HeatmapText::tr("%n head(s)", nullptr, n) (English's own forms are in
// resources/translations/attention-lab_en.ts). The window installs its language
// (ui/common/language.h); the command line installs none, so what it draws and prints stays
// English for the scripts that read it.
#pragma once

#include <QCoreApplication>

// The heatmap, the head grid and the lines view: titles, axes, cells said and explained.
struct HeatmapText {
    Q_DECLARE_TR_FUNCTIONS(HeatmapText)
};
// The breakdown of one query row and the stages of the score rule.
struct BreakdownText {
    Q_DECLARE_TR_FUNCTIONS(BreakdownText)
};
// A real model's views: every head, the layer grids, the training curves, RoPE's curve.
struct ModelText {
    Q_DECLARE_TR_FUNCTIONS(ModelText)
};
// What exported pictures add: legends, footers, the notes under a picture.
struct ExportText {
    Q_DECLARE_TR_FUNCTIONS(ExportText)
};
// The lesson's steps: titles, captions, worked lines, conclusions.
struct LessonText {
    Q_DECLARE_TR_FUNCTIONS(LessonText)
};
// The deck, the worksheet and its key, the exercises and their hints.
struct WorksheetText {
    Q_DECLARE_TR_FUNCTIONS(WorksheetText)
};
