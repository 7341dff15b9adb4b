#include "lessonexport.h"
#include "render/rendertext.h"

#include "stepbuilders.h"

#include "render/imageexport.h"
#include "render/notation.h"

#include <QPainter>
#include <QSet>

#include <algorithm>
#include <cmath>
#include <memory>
#include <optional>

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

namespace {

    // Whether `number` ("0.600") is how the slides write one of the session's inputs.
    class InputNumbers {
    public:
        explicit InputNumbers(const Session &s)
        {
            for (const Matrix *m : { &s.X, &s.Wq, &s.Wk, &s.Wv, &s.Wo })
                for (Eigen::Index i = 0; i < m->size(); ++i)
                    m_values.push_back(std::abs(m->data()[i]));
            for (const RowVector *b : { &s.bQ, &s.bK, &s.bV, &s.bO })
                for (Eigen::Index i = 0; i < b->size(); ++i)
                    m_values.push_back(std::abs((*b)[i]));
            std::sort(m_values.begin(), m_values.end());
        }
        bool contains(const QString &number) const
        {
            const double v = readDrawnNumber(number);
            const double slack = 1e-3 * std::max(1.0, std::abs(v));
            for (auto it = std::lower_bound(m_values.begin(), m_values.end(), v - slack);
                 it != m_values.end() && *it <= v + slack; ++it)
                if (num(*it) == number)
                    return true;
            return false;
        }

    private:
        std::vector<double> m_values;
    };

} // namespace

std::vector<QStringList> withheldNumbers(const LessonContext &context, const std::vector<StepModel> &steps,
                                         const std::vector<int> &pages)
{
    // What each page's own blanks are computed from stays on it, even where a later page asks
    // the same number: without it the page could not be worked. An input is matched as the
    // pictures write it ("0.1", "0.100", "33.35" or "33.350"). Not kept: an input that is itself
    // an answer asked on the page or before (an ALiBi row's scaled score is the blank of the
    // row above it; μ for σ²), nor one an earlier page asks — the class has those in its hand.
    std::vector<QSet<QString>> kept(pages.size());
    std::vector<double> answered; // the answers' own numbers, through page k
    QSet<QString> askedBefore; // the giveaways of the pages before k
    for (std::size_t k = 0; k < pages.size(); ++k) {
        const std::vector<RevealItem> &reveals = steps[static_cast<std::size_t>(pages[k])].reveals;
        for (const RevealItem &r : reveals)
            answered.insert(answered.end(), r.checked.values.begin(), r.checked.values.end());
        for (const RevealItem &r : reveals)
            for (double v : r.checked.inputs)
                if (std::find(answered.begin(), answered.end(), v) == answered.end())
                    for (int digits = 1; digits <= 4; ++digits)
                        for (const QString &n :
                             { num(std::abs(v), digits), formatNumber(std::abs(v), digits) })
                            if (!askedBefore.contains(n))
                                kept[k] << n;
        for (const RevealItem &r : reveals)
            for (const QString &n : giveaways(r.answer))
                askedBefore << n;
    }

    std::vector<QStringList> out(pages.size());
    std::optional<InputNumbers> inputs;
    QStringList later; // asked on this page or after it
    for (std::size_t k = pages.size(); k-- > 0;) {
        for (const RevealItem &r : steps[static_cast<std::size_t>(pages[k])].reveals)
            for (const QString &n : giveaways(r.answer)) {
                if (later.contains(n))
                    continue;
                if (!inputs)
                    inputs.emplace(context.session);
                if (!inputs->contains(n))
                    later << n;
            }
        for (const QString &n : later)
            if (!kept[k].contains(n))
                out[k] << n;
    }
    return out;
}

std::vector<StepModel> buildSteps(const LessonContext &context)
{
    std::vector<StepModel> steps;
    for (int i = 0; i < stepCount(); ++i)
        steps.push_back(buildStep(context, i));
    return steps;
}

bool exportLesson(const QString &path, const LessonContext &context, const LessonExportOptions &options,
                  QString *error)
{
    std::vector<StepModel> steps;
    if (options.step >= 0 && !options.quiz) {
        steps.resize(static_cast<std::size_t>(stepCount()));
        steps[static_cast<std::size_t>(options.step)] = buildStep(context, options.step);
    } else {
        steps = buildSteps(context); // a worksheet page hides what later pages ask: it needs them all
    }
    const std::vector<int> pages = exportedSteps(steps, options);
    LessonPaintOptions paint = exportPaintOptions(options);
    // The answers later pages ask for, as the whole worksheet orders them.
    LessonExportOptions whole = options;
    whole.step = -1;
    const std::vector<int> sheetPages = options.quiz ? exportedSteps(steps, whole) : std::vector<int> {};
    const std::vector<QStringList> withheld
        = options.quiz ? withheldNumbers(context, steps, sheetPages) : std::vector<QStringList> {};
    auto withheldFor = [&](int step) {
        const auto at
            = std::size_t(std::lower_bound(sheetPages.begin(), sheetPages.end(), step) - sheetPages.begin());
        return at < withheld.size() ? withheld[at] : QStringList {};
    };
    ExportOptions file;
    file.size = exportSize(options);
    file.pixelRatio = options.pixelRatio;
    file.background = options.theme.background;
    file.title = options.quiz
        ? (options.answers ? WorksheetText::tr("Attention, worked out by hand — answer key")
                           : WorksheetText::tr("Attention, worked out by hand — worksheet"))
        : WorksheetText::tr("Attention, worked out by hand");
    if (options.step >= 0) {
        paint.withheld = withheldFor(options.step);
        auto painter = std::make_shared<LessonPainter>(steps[static_cast<std::size_t>(options.step)], paint);
        file.title += QStringLiteral(" · ") + painter->step().title;
        return exportImage(
            path, [painter](QPainter &p, const QRectF &area) { painter->paint(p, area); }, file, error);
    }
    return exportPdfPages(
        path, int(pages.size()),
        [&](int page, QPainter &p, const QRectF &area) {
            const int step = pages[static_cast<std::size_t>(page)];
            LessonPaintOptions o = paint;
            o.withheld = withheldFor(step);
            LessonPainter(steps[static_cast<std::size_t>(step)], o).paint(p, area);
        },
        file, error);
}

} // namespace attn::lesson
