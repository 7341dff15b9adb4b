#include "lessonexport.h"

#include "render/imageexport.h"

#include <QPainter>

#include <memory>

namespace attn::lesson {

QSizeF exportSize(const LessonExportOptions &options)
{
    if (!options.size.isEmpty())
        return options.size;
    return options.quiz ? kA4Portrait : kSlideSize;
}

LessonPaintOptions exportPaintOptions(const LessonExportOptions &options)
{
    LessonPaintOptions o;
    o.theme = options.theme;
    o.page = options.quiz ? LessonPaintOptions::Page::Worksheet : LessonPaintOptions::Page::Slide;
    o.answers.mode = !options.quiz ? AnswerMode::Shown
        : options.answers          ? AnswerMode::Key
                                   : AnswerMode::Blank;
    return o;
}

std::vector<int> exportedSteps(const std::vector<StepModel> &steps, const LessonExportOptions &options)
{
    std::vector<int> out;
    for (int i = 0; i < int(steps.size()); ++i) {
        if (options.step >= 0 && i != options.step)
            continue;
        if (options.step < 0 && options.quiz && steps[static_cast<std::size_t>(i)].reveals.empty())
            continue; // nothing to work out on this page
        out.push_back(i);
    }
    return out;
}

bool exportLesson(const QString &path, const LessonContext &context, const LessonExportOptions &options,
                  QString *error)
{
    std::vector<StepModel> steps;
    if (options.step >= 0) {
        steps.resize(static_cast<std::size_t>(stepCount()));
        steps[static_cast<std::size_t>(options.step)] = buildStep(context, options.step);
    } else {
        for (int i = 0; i < stepCount(); ++i)
            steps.push_back(buildStep(context, i));
    }
    const std::vector<int> pages = exportedSteps(steps, options);
    const LessonPaintOptions paint = exportPaintOptions(options);
    ExportOptions file;
    file.size = exportSize(options);
    file.pixelRatio = options.pixelRatio;
    file.background = options.theme.background;
    file.title = options.quiz
        ? (options.answers ? QStringLiteral("Attention, worked out by hand — answer key")
                           : QStringLiteral("Attention, worked out by hand — worksheet"))
        : QStringLiteral("Attention, worked out by hand");
    if (options.step >= 0) {
        auto painter = std::make_shared<LessonPainter>(steps[static_cast<std::size_t>(options.step)], paint);
        file.title += QStringLiteral(" · ") + painter->step().title;
        return exportImage(
            path, [painter](QPainter &p, const QRectF &area) { painter->paint(p, area); }, file, error);
    }
    return exportPdfPages(
        path, int(pages.size()),
        [&](int page, QPainter &p, const QRectF &area) {
            LessonPainter(steps[static_cast<std::size_t>(pages[static_cast<std::size_t>(page)])], paint)
                .paint(p, area);
        },
        file, error);
}

} // namespace attn::lesson
