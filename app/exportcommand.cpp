// attention-lab export, in the order it works: the options read and checked into a Picture
// (nothing drawn yet, no application object), then the session and what depends on it (head,
// query, memory, and the rule that refuses an option that would change nothing in this
// picture), then one of the five pictures drawn and written.
#include "exportcommand.h"

#include "cliutil.h"
#include "commandline.h"

#include "core/complexity.h"
#include "core/fast_attention.h"
#include "core/plural.h"
#include "io/fileio.h"
#include "io/memorycheck.h"
#include "io/session_json.h"
#include "render/breakdownpainter.h"
#include "render/colormap.h"
#include "render/headgridpainter.h"
#include "render/heatmappainter.h"
#include "render/imageexport.h"
#include "render/linespainter.h"
#include "render/theme.h"

#include <QCommandLineParser>
#include <QFileInfo>
#include <QLocale>

#include <memory>

namespace attn::cli {

const QStringList &exportOptionNames()
{
    static const QStringList names
        = { QStringLiteral("out"),     QStringLiteral("head"),    QStringLiteral("query"),
            QStringLiteral("view"),    QStringLiteral("show"),    QStringLiteral("colormap"),
            QStringLiteral("width"),   QStringLiteral("height"),  QStringLiteral("dpi"),
            QStringLiteral("numbers"), QStringLiteral("row-max"), QStringLiteral("per-head-scale"),
            QStringLiteral("compare"), QStringLiteral("theme") };
    return names;
}

bool isExportFlag(const QString &name)
{
    return name == QLatin1String("row-max") || name == QLatin1String("per-head-scale");
}

namespace {

    enum class View { Heatmap, Breakdown, Lines };

    // Everything asked for that can be checked without the session.
    struct Picture {
        QString out;
        View view = View::Heatmap;
        QString compare; // the other session's file, for the difference heatmap
        HeatmapKind kind = HeatmapKind::Weights;
        HeatmapOptions options; // colour map, numbers, row max, theme; the query once known
        ExportOptions file; // size, pixel ratio, background, title
        bool allHeads = false;
        bool sizeGiven = false;
        bool perHeadScale = false;
        int head = 0; // once the session is known
    };

    const QString kExportCommand = QStringLiteral("export");

    // Reads what the picture is of, or says what is wrong (one line, exit 2).
    std::optional<Picture> readPicture(const QCommandLineParser &p, QString *error)
    {
        auto bad = [&](const QString &message) {
            *error = message;
            return std::optional<Picture>();
        };
        Picture pic;
        pic.out = p.value(QStringLiteral("out"));
        if (!p.isSet(QStringLiteral("out")) || pic.out.isEmpty())
            return bad(QStringLiteral("export: give --out FILE.png, FILE.svg or FILE.pdf"));
        const ImageFormat format = imageFormatFor(pic.out);
        if (format == ImageFormat::Unknown)
            return bad(
                QStringLiteral("export: %1: unknown image type (use .png, .svg or .pdf)").arg(pic.out));

        const QString view
            = p.isSet(QStringLiteral("view")) ? p.value(QStringLiteral("view")) : QStringLiteral("heatmap");
        if (view == QLatin1String("breakdown"))
            pic.view = View::Breakdown;
        else if (view == QLatin1String("lines") || view == QLatin1String("arcs")) // arcs: its older name
            pic.view = View::Lines;
        else if (view != QLatin1String("heatmap"))
            return bad(QStringLiteral("export: --view \"%1\" is not heatmap, breakdown or lines").arg(view));

        if (p.isSet(QStringLiteral("compare"))) {
            pic.compare = p.value(QStringLiteral("compare"));
            if (pic.compare.isEmpty())
                return bad(QStringLiteral("export: --compare needs a session file to subtract"));
        }
        if (p.isSet(QStringLiteral("show")) && pic.compare.isEmpty()) {
            const auto k = heatmapKindFromName(p.value(QStringLiteral("show")));
            if (!k)
                return bad(
                    QStringLiteral("export: --show \"%1\" is not weights, scores, logits or average")
                        .arg(p.value(QStringLiteral("show"))));
            pic.kind = *k;
        }
        if (p.isSet(QStringLiteral("colormap"))) {
            const auto map = ColorMap::byName(p.value(QStringLiteral("colormap")));
            if (!map)
                return bad(QStringLiteral("export: no colour map named \"%1\" (there are %2)")
                               .arg(p.value(QStringLiteral("colormap")),
                                    ColorMap::names().join(QStringLiteral(", "))));
            // The named map is used for whatever is drawn, signed or not.
            pic.options.colormap = map->name();
            pic.options.divergingColormap = map->name();
        }
        if (p.isSet(QStringLiteral("theme"))) {
            const auto theme = Theme::byName(p.value(QStringLiteral("theme")));
            if (!theme)
                return bad(
                    QStringLiteral("export: no theme named \"%1\" (there are %2)")
                        .arg(p.value(QStringLiteral("theme")), Theme::names().join(QStringLiteral(", "))));
            pic.options.theme = *theme;
        }
        pic.file.background = pic.options.theme.background;
        if (p.isSet(QStringLiteral("numbers"))) {
            const QString n = p.value(QStringLiteral("numbers"));
            if (n == QLatin1String("off")) {
                pic.options.showNumbers = false;
            } else {
                const auto digits = intOption(p, kExportCommand, QStringLiteral("numbers"), 0, 8, error,
                                              QStringLiteral("0…8 or off"));
                if (!digits)
                    return std::nullopt;
                pic.options.precision = *digits;
            }
        }
        if (p.isSet(QStringLiteral("row-max")))
            pic.options.weightScale = WeightScale::RowMax;
        pic.perHeadScale = p.isSet(QStringLiteral("per-head-scale"));

        pic.allHeads = p.value(QStringLiteral("head")) == QLatin1String("all");
        // A grid's height follows its panels (once they are known).
        pic.file.size = pic.allHeads && pic.view != View::Lines ? QSizeF(1600, 0) : QSizeF(1200, 900);
        for (const char *name : { "width", "height" }) {
            if (!p.isSet(QLatin1String(name)))
                continue;
            const auto v = intOption(p, kExportCommand, QLatin1String(name), 16, 20000, error);
            if (!v)
                return std::nullopt;
            if (name[0] == 'w')
                pic.file.size.setWidth(*v);
            else
                pic.file.size.setHeight(*v);
            pic.sizeGiven = true;
        }
        if (p.isSet(QStringLiteral("dpi"))) {
            const auto dpi = intOption(p, kExportCommand, QStringLiteral("dpi"), 24, 768, error);
            if (!dpi)
                return std::nullopt;
            pic.file.pixelRatio = *dpi / 96.0;
            if (pic.file.size.width() * pic.file.pixelRatio > 20000
                || pic.file.size.height() * pic.file.pixelRatio > 20000)
                return bad(
                    QStringLiteral("export: %1 × %2 at --dpi %3 would be over 20000 pixels wide or high")
                        .arg(pic.file.size.width())
                        .arg(pic.file.size.height())
                        .arg(*dpi));
        }
        return pic;
    }

    // ---- the rule: an option that changes nothing in what is drawn is refused ----------------

    // What one export draws, as far as its options care.
    struct Drawn {
        View view = View::Heatmap;
        bool allHeads = false;
        bool compare = false; // the difference heatmap: signed, on a diverging scale
        bool signedValues = false; // scores, logits or a difference: centred on 0
        bool png = false;
        bool queryFocused = false; // the line view: one query's lines (and its numbers)
        int heads = 1; // the session's
    };

    // Empty when the option (given with `value`) changes the picture; else why it does not.
    using Refusal = QString (*)(const Drawn &, const QString &value);

    QString forTheHeatmap(const Drawn &d, const char *option)
    {
        if (d.view == View::Lines)
            return QStringLiteral("--%1 is for the heatmap; the line view draws each head in its own colour")
                .arg(QLatin1String(option));
        if (d.view == View::Breakdown)
            return QStringLiteral("--%1 is for the heatmap; the breakdown works out one row in numbers, "
                                  "with no colour scale")
                .arg(QLatin1String(option));
        return {};
    }

    // Which option applies to which view, head choice and values shown: one row per option that
    // does not apply everywhere (--out, --query, --width, --height and --theme do).
    struct OptionRule {
        const char *name;
        Refusal refusal;
    };
    const OptionRule kOptionRules[] = {
        { "view",
          [](const Drawn &d, const QString &v) {
              return d.compare && d.view != View::Heatmap
                  ? QStringLiteral("--compare draws the difference heatmap; leave out --view %1").arg(v)
                  : QString();
          } },
        { "head",
          [](const Drawn &d, const QString &) {
              return d.allHeads && d.view == View::Breakdown
                  ? QStringLiteral("--view breakdown shows one head; give --head N")
                  : QString();
          } },
        { "show",
          [](const Drawn &d, const QString &v) {
              if (const QString r = forTheHeatmap(d, "show"); !r.isEmpty())
                  return r;
              if (d.compare && v != QLatin1String("weights"))
                  return QStringLiteral("--compare subtracts weights; leave out --show %1").arg(v);
              if (d.heads == 1 && v == QLatin1String("average"))
                  return QStringLiteral("--show average: a session of one head is its own average; use "
                                        "--show weights");
              if (d.allHeads && v == QLatin1String("average"))
                  return QStringLiteral(
                      "--head all already shows the average; use --show weights, scores or logits");
              return QString();
          } },
        { "colormap",
          [](const Drawn &d, const QString &v) {
              if (const QString r = forTheHeatmap(d, "colormap"); !r.isEmpty())
                  return r;
              if (d.compare && !ColorMap::byName(v)->isDiverging())
                  return QStringLiteral("--compare keeps its diverging scale centred on 0; --colormap %1 is "
                                        "sequential (give RdBu or leave it out)")
                      .arg(ColorMap::byName(v)->name());
              return QString();
          } },
        { "row-max",
          [](const Drawn &d, const QString &) {
              if (const QString r = forTheHeatmap(d, "row-max"); !r.isEmpty())
                  return r;
              return d.signedValues ? QStringLiteral("--row-max scales weights; %1 signed values keep "
                                                     "their scale centred on 0")
                                          .arg(d.compare ? QStringLiteral("--compare's")
                                                         : QStringLiteral("scores' and logits'"))
                                    : QString();
          } },
        { "per-head-scale",
          [](const Drawn &d, const QString &) {
              if (const QString r = forTheHeatmap(d, "per-head-scale"); !r.isEmpty())
                  return r;
              // With --head all it is taken for any number of heads: one script draws every
              // session the same way, and a one-head session is drawn as --head all draws it.
              return d.allHeads ? QString() : QStringLiteral("--per-head-scale is for --head all");
          } },
        { "numbers",
          [](const Drawn &d, const QString &v) {
              if (d.view == View::Lines && !d.queryFocused)
                  return QStringLiteral("--numbers: the line view writes numbers only beside one query's "
                                        "lines; give --query I");
              if (d.view == View::Breakdown && v == QLatin1String("off"))
                  return QStringLiteral("--numbers off: the breakdown is its numbers; give the digits it "
                                        "should show, or leave it out");
              return QString();
          } },
        { "dpi",
          [](const Drawn &d, const QString &) {
              return d.png ? QString()
                           : QStringLiteral("--dpi is for PNG pictures (SVG and PDF are drawn as vectors)");
          } },
    };

    // The first option given that changes nothing in this picture, as the one-line message; or
    // empty. T: the session's tokens (the line view focuses one query by itself above maxTokens).
    QString optionThatChangesNothing(const QCommandLineParser &p, const Picture &pic, int T, int heads)
    {
        Drawn d;
        d.heads = heads;
        d.view = pic.view;
        d.allHeads = pic.allHeads;
        d.compare = !pic.compare.isEmpty();
        d.signedValues = d.compare || isSigned(pic.kind);
        d.png = imageFormatFor(pic.out) == ImageFormat::Png;
        d.queryFocused = pic.options.selectedRow >= 0 || T > LinesOptions().maxTokens;
        for (const OptionRule &rule : kOptionRules) {
            const QString name = QLatin1String(rule.name);
            if (!p.isSet(name))
                continue;
            if (const QString why = rule.refusal(d, p.value(name)); !why.isEmpty())
                return QStringLiteral("export: ") + why;
        }
        return {};
    }

    // --head N and --query I, checked against the session; then what the view allows.
    bool readHeadAndQuery(const QCommandLineParser &p, const Session &s, Picture &pic, QString *error)
    {
        const int T = s.tokenCount();
        if (p.isSet(QStringLiteral("head")) && !pic.allHeads) {
            const auto h = intOption(p, kExportCommand, QStringLiteral("head"), 0, s.numHeads - 1, error,
                                     QStringLiteral("0…%1 or all (the session has %2)")
                                         .arg(s.numHeads - 1)
                                         .arg(QString::fromStdString(counted(s.numHeads, "head"))));
            if (!h)
                return false;
            pic.head = *h;
        }
        if (p.isSet(QStringLiteral("query"))) {
            const auto q = intOption(
                p, kExportCommand, QStringLiteral("query"), 0, T - 1, error,
                QStringLiteral("0…%1 (the session has %2)").arg(T - 1).arg(QString::fromStdString(counted(T, "token"))));
            if (!q)
                return false;
            pic.options.selectedRow = *q;
        }
        *error = optionThatChangesNothing(p, pic, T, s.numHeads);
        return error->isEmpty();
    }

    int write(const Picture &pic, const PaintFunction &paint, const ExportOptions &file)
    {
        QString error;
        if (!exportImage(pic.out, paint, file, &error)) {
            printError(error); // the picture was drawn; writing it failed
            return Failed;
        }
        return Done;
    }

    // Every head in a grid (with the average when there are several and the values are weights).
    // headLabels: what the session calls each head (its view's head_labels), or empty.
    int drawGrid(const Picture &pic, std::vector<HeatmapDataPtr> heads, HeatmapDataPtr average,
                 const QString &title, const QStringList &headLabels = {})
    {
        auto painter = std::make_shared<HeadGridPainter>();
        painter->setData(std::move(heads), std::move(average));
        HeadGridOptions grid;
        grid.heatmap = pic.options;
        grid.sharedScale = !pic.perHeadScale;
        grid.headLabels = headLabels;
        painter->setOptions(grid);
        ExportOptions file = pic.file;
        if (file.size.height() <= 0)
            file.size.setHeight(painter->preferredSize(file.size.width()).height());
        file.title = title;
        return write(
            pic, [painter](QPainter &p, const QRectF &area) { painter->paint(p, area); }, file);
    }

    int drawOne(const Picture &pic, HeatmapDataPtr data)
    {
        auto painter = std::make_shared<HeatmapPainter>(data, pic.options);
        ExportOptions file = pic.file;
        file.title = QStringLiteral("Attention Lab · %1").arg(data->title);
        return write(
            pic, [painter](QPainter &p, const QRectF &area) { painter->paint(p, area); }, file);
    }

    int drawHeatmaps(const Picture &pic, const Session &s, const QJsonObject &sessionView)
    {
        // Pictures need no raw scores kept, and a 4096-token session is worth the fast path.
        AttentionResult r = *computeAttentionFast(s);
        const QStringList labels = headLabelsFromView(sessionView, s.numHeads); // titles say what a head does
        if (!pic.allHeads) {
            HeatmapData d = makeHeatmapData(s, r, pic.head, pic.kind);
            nameHead(d, labels.value(pic.head));
            return drawOne(pic, std::make_shared<HeatmapData>(std::move(d)));
        }
        // The average first, while every head's weights are there; then each head's map takes
        // its weights over from the result, so that they live once, not twice (exportBytes).
        HeatmapDataPtr average;
        if (s.numHeads > 1 && !isSigned(pic.kind))
            average = std::make_shared<HeatmapData>(makeAverageHeatmapData(s, r));
        std::vector<HeatmapDataPtr> heads;
        for (int h = 0; h < s.numHeads; ++h) {
            heads.push_back(std::make_shared<HeatmapData>(makeHeatmapData(s, r, h, pic.kind)));
            r.heads[static_cast<std::size_t>(h)].weights = Matrix();
            r.heads[static_cast<std::size_t>(h)].scores = Matrix();
        }
        return drawGrid(pic, std::move(heads), std::move(average),
                        QStringLiteral("Attention Lab · all heads"), labels);
    }

    // One query row of one head, worked out as on the blackboard. Without --query: token 2, the
    // lesson's example row (or token 1 when there is only one).
    int drawBreakdown(const Picture &pic, const Session &s)
    {
        const int query
            = pic.options.selectedRow >= 0 ? pic.options.selectedRow : std::min(1, s.tokenCount() - 1);
        BreakdownOptions bo;
        bo.precision = pic.options.precision;
        QString error;
        if (!exportBreakdown(pic.out, makeBreakdown(s, *computeAttentionFast(s), pic.head, query), bo,
                             pic.sizeGiven ? pic.file.size : QSizeF(), pic.file.pixelRatio, &error,
                             pic.options.theme)) {
            printError(error); // the picture was drawn; writing it failed
            return Failed;
        }
        return Done;
    }

    // The line view of one head, or of every head in its colour.
    int drawLines(const Picture &pic, const Session &s, const QJsonObject &sessionView)
    {
        auto result = std::make_shared<const AttentionResult>(*computeAttentionFast(s));
        LinesOptions ao;
        if (!pic.allHeads)
            ao.heads = { pic.head };
        const int T = s.tokenCount();
        if (pic.options.selectedRow >= 0)
            ao.focus = LinesFocus::query(pic.options.selectedRow);
        else if (T > ao.maxTokens) // too many for every line: one query's, the lesson's token 2 by default
            ao.focus = LinesFocus::query(std::min(1, T - 1));
        ao.showNumbers = pic.options.showNumbers;
        ao.precision = pic.options.precision;
        ao.theme = pic.options.theme;
        auto painter = std::make_shared<LinesPainter>(
            makeLinesData(s, result, headLabelsFromView(sessionView, s.numHeads)), ao);
        ExportOptions file = pic.file;
        file.title = QStringLiteral("Attention Lab · %1")
                         .arg(painter->layout(QRectF(QPointF(0, 0), file.size)).title);
        return write(
            pic, [painter](QPainter &p, const QRectF &area) { painter->paint(p, area); }, file);
    }

    // This session's weights minus another's, one head or all.
    int drawDifference(const QCommandLineParser &p, const Picture &pic, const Session &s)
    {
        QString error;
        const auto other = io::loadSession(pic.compare, &error); // refuses devices and FIFOs, names the file
        if (!other) {
            printError(error);
            return BadInput;
        }
        const QString shown = io::printableName(QFileInfo(pic.compare).fileName());
        if (const QString problem
            = comparisonProblem(s.tokenCount(), s.numHeads, other->tokenCount(), other->numHeads);
            !problem.isEmpty()) {
            printError(QStringLiteral("%1: %2").arg(shown, problem));
            return BadInput;
        }
        const std::uint64_t need = estimateBytes(s.tokenCount(), s.dModel(), s.numHeads)
            + estimateBytes(other->tokenCount(), other->dModel(), other->numHeads);
        if (const QString refusal = memoryRefusal(need, availableMemory(), QLocale::c());
            !refusal.isEmpty()) {
            printError(QStringLiteral("export: comparing two sessions of %1 tokens %2")
                           .arg(s.tokenCount())
                           .arg(refusal));
            return Failed;
        }
        const AttentionResult now = *computeAttentionFast(s);
        const AttentionResult before = *computeAttentionFast(*other);
        const QString nowName = sessionName(p), beforeName = shortName(pic.compare);
        if (!pic.allHeads)
            return drawOne(pic,
                           std::make_shared<HeatmapData>(
                               makeDifferenceHeatmapData(s, now, before, pic.head, nowName, beforeName)));
        std::vector<HeatmapDataPtr> heads;
        for (int h = 0; h < s.numHeads; ++h)
            heads.push_back(std::make_shared<HeatmapData>(
                makeDifferenceHeatmapData(s, now, before, h, nowName, beforeName)));
        return drawGrid(pic, std::move(heads), {},
                        QStringLiteral("Attention Lab · all heads, %1 − %2").arg(nowName, beforeName));
    }

} // namespace

int exportCommand(const QCommandLineParser &p, int &argc, char **argv)
{
    QString error;
    auto picture = readPicture(p, &error);
    if (!picture) {
        printError(error);
        return BadInput;
    }
    // Every option is checked; only now is there something to draw, and fonts to draw it with.
    const auto app = offscreenApplication(argc, argv);

    QJsonObject sessionView;
    const auto session = sessionFrom(p, kExportCommand, &error, &sessionView);
    if (!session) {
        printError(error);
        return BadInput;
    }
    // The picture needs the result in memory; refused up front like compute and the window.
    // Heatmaps hold their maps too (exportBytes); the other views the result alone.
    const bool heatmaps = picture->view == View::Heatmap && picture->compare.isEmpty();
    const std::uint64_t need = heatmaps
        ? exportBytes(session->tokenCount(), memoryWidth(*session), session->numHeads, picture->allHeads,
                      isSigned(picture->kind))
        : estimateBytes(session->tokenCount(), memoryWidth(*session), session->numHeads);
    if (const QString refusal = memoryRefusal(need, availableMemory(), QLocale::c()); !refusal.isEmpty()) {
        printError(
            QStringLiteral("export: this session of %1 tokens %2").arg(session->tokenCount()).arg(refusal));
        return Failed;
    }
    if (!readHeadAndQuery(p, *session, *picture, &error)) {
        printError(error);
        return BadInput;
    }
    if (!picture->compare.isEmpty())
        return drawDifference(p, *picture, *session);
    switch (picture->view) {
    case View::Lines:
        return drawLines(*picture, *session, sessionView);
    case View::Breakdown:
        return drawBreakdown(*picture, *session);
    case View::Heatmap:
        break;
    }
    return drawHeatmaps(*picture, *session, sessionView);
}

} // namespace attn::cli
