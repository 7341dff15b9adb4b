#include "lessoncommand.h"

#include "cliutil.h"
#include "commandline.h"
#include "exercisescommand.h"

#include "core/complexity.h"
#include "core/labs.h"
#include "io/costcache.h"
#include "io/memorycheck.h"
#include "render/imageexport.h"
#include "render/lesson/lessonexport.h"
#include "render/notation.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDate>
#include <QLocale>
#include <QThread>

#include <cmath>

namespace attn::cli {

const QStringList &lessonOptionNames()
{
    static const QStringList names
        = { QStringLiteral("list"), QStringLiteral("quiz"),          QStringLiteral("answers"),
            QStringLiteral("step"), QStringLiteral("measure-up-to"), QStringLiteral("exercises") };
    return names;
}

bool isLessonFlag(const QString &name)
{
    return name == QLatin1String("list") || name == QLatin1String("quiz") || name == QLatin1String("answers")
        || name == QLatin1String("exercises");
}

const QStringList &optionsSharedWithExport()
{
    static const QStringList names
        = { QStringLiteral("out"), QStringLiteral("width"), QStringLiteral("height"), QStringLiteral("head"),
            QStringLiteral("query") };
    return names;
}

namespace {

    const QString kLessonCommand = QStringLiteral("lesson");

    // The lesson's cost step: T = 256 … up to (the sizes this machine's memory holds), d_model 512
    // and 8 heads — measured here the first time, then read from the user's cache folder, so
    // every deck, worksheet and key made on this machine shows the same numbers.
    lesson::CostStatus measureCost(int upTo)
    {
        lesson::CostStatus status;
        std::vector<int> sizes = doublingTokens(lesson::kCostFirstTokens, upTo);
        const std::uint64_t available = availableMemory();
        int refused = 0;
        while (
            !sizes.empty()
            && !memoryRefusal(estimateBytes(sizes.back(), lesson::kCostDModel, lesson::kCostHeads), available)
                    .isEmpty()) {
            refused = sizes.back();
            sizes.pop_back();
        }
        status.asked = sizes;
        status.state = lesson::CostStatus::State::Measured;
        const auto cache = io::loadCostCache(lesson::kCostDModel, lesson::kCostHeads);
        if (const auto kept = cache ? io::cachedPoints(*cache, sizes) : std::nullopt) {
            status.points = *kept;
            status.note = cache->note;
        } else {
            status.points = measureForwardPasses(sizes, lesson::kCostDModel, lesson::kCostHeads);
            status.note = QStringLiteral("By attention-lab lesson on %1, %2 cores.")
                              .arg(QDate::currentDate().toString(Qt::ISODate))
                              .arg(QThread::idealThreadCount());
            QString error;
            if (!io::saveCostCache({ {}, status.note, status.points }, &error))
                printError(
                    QStringLiteral("lesson: the measurement is not kept for next time: %1").arg(error));
        }
        if (upTo < lesson::kCostLastTokens)
            status.note += QStringLiteral(" Up to T = %1 only (--measure-up-to).").arg(upTo);
        if (refused > 0)
            status.note += QStringLiteral(" T = %1 and above left out: not enough memory.").arg(refused);
        return status;
    }

    // --width and --height (one alone keeps the page's proportions) into options.size, refused
    // before anything is drawn when some step's text would not stay on the page. Empty when the
    // size is right; otherwise the message.
    QString readPageSize(const QCommandLineParser &p, lesson::LessonExportOptions &options)
    {
        QString error;
        const QSizeF natural = lesson::exportSize(options);
        std::optional<int> width, height;
        if (p.isSet(QStringLiteral("width"))
            && !(width = intOption(p, kLessonCommand, QStringLiteral("width"), 16, 20000, &error)))
            return error;
        if (p.isSet(QStringLiteral("height"))
            && !(height = intOption(p, kLessonCommand, QStringLiteral("height"), 16, 20000, &error)))
            return error;
        if (width || height) // one of them alone keeps the page's proportions
            options.size = QSizeF(width ? *width : std::round(*height * natural.width() / natural.height()),
                                  height ? *height : std::round(*width * natural.height() / natural.width()));
        // Refused before anything is drawn: a page too small for some step's text to stay on it.
        const QSizeF page = options.size.isEmpty() ? natural : options.size;
        const QSizeF least = options.quiz ? lesson::kSmallestWorksheet : lesson::kSmallestSlide;
        if (page.width() < least.width() || page.height() < least.height())
            return QStringLiteral("lesson: a page of %1 × %2 is too small for the %3 (at least %4 × %5)")
                .arg(page.width())
                .arg(page.height())
                .arg(options.quiz ? QStringLiteral("worksheet") : QStringLiteral("lesson's slides"))
                .arg(least.width())
                .arg(least.height());
        return {};
    }

} // namespace

namespace {

    // lesson … --exercises [--head N] [--query I]: the exercises as JSON, nothing drawn.
    int exercisesCommand(const QCommandLineParser &p)
    {
        for (const QString &name : lessonOptionNames() + optionsSharedWithExport())
            if (name != QLatin1String("exercises") && name != QLatin1String("head")
                && name != QLatin1String("query") && p.isSet(name)) {
                printError(
                    QStringLiteral("lesson: --exercises prints the exercises as JSON and takes no --%1")
                        .arg(name));
                return BadInput;
            }
        QString error;
        QJsonObject view;
        const auto session = sessionFrom(p, kLessonCommand, &error, &view);
        lesson::LessonInput input;
        if (!session || !readLessonHeadAndQuery(p, kLessonCommand, *session, input, &error)) {
            printError(error);
            return BadInput;
        }
        if (const QString refusal
            = memoryRefusal(estimateBytes(session->tokenCount(), memoryWidth(*session), session->numHeads),
                            availableMemory(), QLocale::c());
            !refusal.isEmpty()) {
            printError(QStringLiteral("lesson: this session of %1 tokens %2")
                           .arg(session->tokenCount())
                           .arg(refusal));
            return Failed;
        }
        input.session = *session;
        input.view = view;
        return printExercises(lesson::makeLessonContext(std::move(input)));
    }

} // namespace

int lessonCommand(const QCommandLineParser &p, int &argc, char **argv)
{
    if (p.isSet(QStringLiteral("exercises"))) {
        // The English plural forms ("keys 1, 2, 3") are installed as an application object starts.
        QCoreApplication app(argc, argv);
        return exercisesCommand(p);
    }
    QString error;
    auto bad = [&](const QString &message) {
        printError(message);
        return BadInput;
    };
    const int steps = lesson::stepCount();
    const QString stepRange = QStringLiteral("1…%1 (see lesson --list)").arg(steps);

    // Everything that can be checked without the session first.
    if (p.isSet(QStringLiteral("list"))) {
        for (const QString &name : lessonOptionNames() + optionsSharedWithExport())
            if (name != QLatin1String("list") && p.isSet(name))
                return bad(QStringLiteral("lesson: --list prints the steps and takes no --%1").arg(name));
    } else {
        if (!p.isSet(QStringLiteral("out")) || p.value(QStringLiteral("out")).isEmpty())
            return bad(QStringLiteral("lesson: give --out DECK.pdf (or --step N --out STEP.png), or --list"));
    }
    const QString out = p.value(QStringLiteral("out"));
    const ImageFormat format = imageFormatFor(out);
    if (!p.isSet(QStringLiteral("list")) && format == ImageFormat::Unknown)
        return bad(
            QStringLiteral("lesson: %1: unknown file type (use .pdf, or .png/.svg with --step)").arg(out));
    if (p.isSet(QStringLiteral("answers")) && !p.isSet(QStringLiteral("quiz")))
        return bad(QStringLiteral("lesson: --answers goes with --quiz (it is the worksheet's answer key)"));
    int step = -1;
    if (p.isSet(QStringLiteral("step"))) {
        const auto n = intOption(p, kLessonCommand, QStringLiteral("step"), 1, steps, &error, stepRange);
        if (!n)
            return bad(error);
        step = *n - 1;
    }
    if (!p.isSet(QStringLiteral("list")) && format != ImageFormat::Pdf && step < 0)
        return bad(QStringLiteral(
                       "lesson: %1 holds one step: add --step N (N in 1…%2, as lesson --list numbers them), "
                       "or write a .pdf for the whole lesson")
                       .arg(format == ImageFormat::Png ? QStringLiteral("a PNG") : QStringLiteral("an SVG"))
                       .arg(steps));
    lesson::LessonExportOptions options;
    options.quiz = p.isSet(QStringLiteral("quiz"));
    options.answers = p.isSet(QStringLiteral("answers"));
    options.step = step;
    if (const QString e = readPageSize(p, options); !e.isEmpty())
        return bad(e);
    int measureUpTo = lesson::kCostLastTokens;
    if (p.isSet(QStringLiteral("measure-up-to"))) {
        const auto t = intOption(p, kLessonCommand, QStringLiteral("measure-up-to"), lesson::kCostFirstTokens,
                                 lesson::kCostLastTokens, &error);
        if (!t)
            return bad(error);
        measureUpTo = *t;
    }
    const bool positional = p.positionalArguments().size() > 1;
    if (p.isSet(QStringLiteral("list")) && !positional && !p.isSet(QStringLiteral("preset")))
        return printOut(lesson::stepListText().toUtf8()) ? Done : Failed; // the same steps for every session

    // Only now is there something to load and to draw (offscreen: no display needed).
    const auto app = offscreenApplication(argc, argv);
    lesson::LessonInput input;
    QJsonObject view;
    const auto session = sessionFrom(p, kLessonCommand, &error, &view);
    if (!session)
        return bad(error);
    if (p.isSet(QStringLiteral("list")))
        return printOut(lesson::stepListText().toUtf8()) ? Done : Failed;
    if (const QString refusal
        = memoryRefusal(estimateBytes(session->tokenCount(), memoryWidth(*session), session->numHeads),
                        availableMemory(), QLocale::c());
        !refusal.isEmpty()) {
        printError(
            QStringLiteral("lesson: this session of %1 tokens %2").arg(session->tokenCount()).arg(refusal));
        return Failed;
    }
    if (!readLessonHeadAndQuery(p, kLessonCommand, *session, input, &error))
        return bad(error);
    input.session = *session;
    input.view = view;
    if (step < 0 || step == lesson::stepIndex(QStringLiteral("cost")))
        input.cost = measureCost(measureUpTo);
    const lesson::LessonContext context = lesson::makeLessonContext(std::move(input));
    if (!lesson::exportLesson(out, context, options, &error)) {
        printError(error);
        return Failed;
    }
    return Done;
}

} // namespace attn::cli
