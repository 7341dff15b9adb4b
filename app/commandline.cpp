#include "commandline.h"

#include "attention_version.h"

#include "core/complexity.h"
#include "core/fast_attention.h"
#include "io/fileio.h"
#include "io/memorycheck.h"
#include "io/model/modelcommand.h"
#include "io/session_json.h"
#include "render/breakdownpainter.h"
#include "render/colormap.h"
#include "render/headgridpainter.h"
#include "render/heatmappainter.h"
#include "render/imageexport.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFileInfo>
#include <QGuiApplication>
#include <QJsonDocument>
#include <QLocale>

#include <cstdio>
#include <memory>
#include <optional>

#include <unistd.h>

namespace attn::cli {

namespace {

const QStringList kCommands = {QStringLiteral("compute"), QStringLiteral("export"), QStringLiteral("presets")};

// stdout for every command: each write checked, so a full disk or a closed pipe is exit 1
// with one line, not a silent truncated result.
bool printOut(const QByteArray &text)
{
    io::FdSink out(STDOUT_FILENO);
    if (out.write(text) && out.flush())
        return true;
    printError(QStringLiteral("cannot write the output (%1)").arg(out.errorString()));
    return false;
}

QString usage()
{
    return QStringLiteral(
        "Usage:\n"
        "  attention-lab [FILE.json]                 open the window (the lesson's example, or FILE)\n"
        "  attention-lab compute (FILE.json | --preset NAME)\n"
        "                                            print every intermediate as JSON on stdout\n"
        "  attention-lab export (FILE.json | --preset NAME) --out FILE.{png,svg,pdf} [options]\n"
        "                                            draw a heatmap or a breakdown, no display needed\n"
        "      --head N|all         head to draw, 0-based (default 0); all = every head in a grid\n"
        "                           with the average over heads\n"
        "      --query I            heatmap: highlight query row I (0-based); breakdown: the\n"
        "                           query to work out (default 1, the lesson's token 2)\n"
        "      --view heatmap|breakdown  the heatmap (default) or one query's softmax,\n"
        "                           step by step\n"
        "      --show weights|scores|logits|average   what to colour (default weights)\n"
        "      --colormap NAME      viridis (default), magma, cividis, grey, RdBu\n"
        "                           (scores and logits use RdBu unless NAME is given)\n"
        "      --width W --height H picture size: pixels for PNG, points for SVG and PDF\n"
        "                           (default 1200 x 900; for --head all 1600 wide, as high as\n"
        "                           the panels need)\n"
        "      --dpi D              PNG only: D/96 device pixels per unit (192 = twice as sharp)\n"
        "      --numbers off|DIGITS numbers in cells when they fit (default 3 digits)\n"
        "      --row-max            colour each row from 0 to its own largest weight\n"
        "      --per-head-scale     --head all: each head its own colour scale\n"
        "  attention-lab model MODEL_DIR (--text TEXT | --ids I,J,...) [--layer L] [--session-out FILE.json]\n"
        "                                            run a GPT-2 model (Hugging Face folder) on the text;\n"
        "                                            every layer's attention as JSON on stdout\n"
        "  attention-lab presets                     list the built-in presets\n"
        "  attention-lab --help | --version\n"
        "\n"
        "Exit codes: 0 done, 2 bad input (one line on stderr), 1 anything else.\n");
}

// The session named by FILE or --preset NAME (exactly one of them).
// The offscreen platform warns that XDG_RUNTIME_DIR is unset, which says nothing to someone
// exporting a picture and would break "one line on stderr"; every other message passes.
QtMessageHandler g_previousHandler = nullptr;
void quietOffscreen(QtMsgType type, const QMessageLogContext &context, const QString &message)
{
    if (message.startsWith(QLatin1String("QStandardPaths: XDG_RUNTIME_DIR not set")))
        return;
    if (g_previousHandler)
        g_previousHandler(type, context, message);
}

std::optional<Session> sessionFrom(const QCommandLineParser &p, const QString &command, QString *error)
{
    const QStringList pos = p.positionalArguments().mid(1);
    const bool preset = p.isSet(QStringLiteral("preset"));
    if (pos.size() > 1) {
        *error = QStringLiteral("%1: unexpected argument \"%2\"").arg(command, pos.at(1));
        return std::nullopt;
    }
    if (preset == !pos.isEmpty()) {
        *error = QStringLiteral("%1: give either a session file or --preset NAME").arg(command);
        return std::nullopt;
    }
    if (preset)
        return io::loadPreset(p.value(QStringLiteral("preset")), error);
    return io::loadSession(pos.first(), error);
}

int compute(const QCommandLineParser &p)
{
    QString error;
    const auto session = sessionFrom(p, QStringLiteral("compute"), &error);
    if (!session) {
        printError(error);
        return BadInput;
    }
    // Every head's raw scores and weights go out as text: ~90 bytes of memory per number on
    // the way (measured: 8.4 M numbers, 760 MB). At 4096 tokens and 8 heads that is ~24 GB;
    // refused up front rather than killed by the kernel halfway.
    const double T = session->tokenCount(), cells = 2.0 * session->numHeads * T * T;
    const auto need = static_cast<std::uint64_t>(double(estimateBytes(session->tokenCount(), session->dModel(), session->numHeads))
                                                 + cells * 8 / 2 + cells * 90);
    if (const QString refusal = memoryRefusal(need, availableMemory(), QLocale::c()); !refusal.isEmpty()) {
        printError(QStringLiteral("compute: printing this session's %1 scores and weights %2")
                     .arg(QLocale::c().toString(cells, 'f', 0), refusal));
        return Failed;
    }
    const AttentionResult r = computeAttention(*session);
    const bool written = printOut(io::readableJson(io::resultToJson(*session, r),
                                                   {"tokens", "d_model", "num_heads", "d_k", "scale", "Q", "K", "V", "mask",
                                                    "heads", "scores", "weights", "fully_masked_rows", "concat", "output"}));
    return written ? Done : Failed;
}

int presets()
{
    QByteArray out;
    for (const QString &name : io::presetNames())
        out += QStringLiteral("%1\t%2\n").arg(name, -18).arg(io::presetTitle(name)).toUtf8();
    return printOut(out) ? Done : Failed;
}


// Everything `export` accepts besides the session; names as on the command line.
const QStringList kExportOptions = {QStringLiteral("out"),     QStringLiteral("head"),    QStringLiteral("query"),
                                    QStringLiteral("view"),    QStringLiteral("show"),    QStringLiteral("colormap"),
                                    QStringLiteral("width"),   QStringLiteral("height"),  QStringLiteral("dpi"),
                                    QStringLiteral("numbers"), QStringLiteral("row-max"), QStringLiteral("per-head-scale")};

// An integer option within [lo, hi]; sets *error when it is not.
std::optional<int> intOption(const QCommandLineParser &p, const QString &name, int lo, int hi, QString *error,
                             const QString &range = {})
{
    bool ok = false;
    const QString text = p.value(name);
    const int v = text.trimmed().toInt(&ok);
    if (!ok || v < lo || v > hi) {
        *error = QStringLiteral("export: --%1 \"%2\" is not a whole number in %3")
                     .arg(name, text, range.isEmpty() ? QStringLiteral("%1…%2").arg(lo).arg(hi) : range);
        return std::nullopt;
    }
    return v;
}

int exportImageCommand(const QCommandLineParser &p, int &argc, char **argv)
{
    QString error;
    auto bad = [&](const QString &message) {
        printError(message);
        return BadInput;
    };

    // Everything that can be checked without the session first, so a typo is reported at once.
    const QString out = p.value(QStringLiteral("out"));
    if (!p.isSet(QStringLiteral("out")) || out.isEmpty())
        return bad(QStringLiteral("export: give --out FILE.png, FILE.svg or FILE.pdf"));
    const ImageFormat format = imageFormatFor(out);
    if (format == ImageFormat::Unknown)
        return bad(QStringLiteral("export: %1: unknown image type (use .png, .svg or .pdf)").arg(out));

    const QString view = p.isSet(QStringLiteral("view")) ? p.value(QStringLiteral("view")) : QStringLiteral("heatmap");
    if (view != QLatin1String("heatmap") && view != QLatin1String("breakdown"))
        return bad(QStringLiteral("export: --view \"%1\" is not heatmap or breakdown").arg(view));

    HeatmapKind kind = HeatmapKind::Weights;
    if (p.isSet(QStringLiteral("show"))) {
        const auto k = heatmapKindFromName(p.value(QStringLiteral("show")));
        if (!k)
            return bad(QStringLiteral("export: --show \"%1\" is not weights, scores, logits or average").arg(p.value(QStringLiteral("show"))));
        kind = *k;
    }

    HeatmapOptions options;
    if (p.isSet(QStringLiteral("colormap"))) {
        const auto map = ColorMap::byName(p.value(QStringLiteral("colormap")));
        if (!map)
            return bad(QStringLiteral("export: no colour map named \"%1\" (there are %2)")
                           .arg(p.value(QStringLiteral("colormap")), ColorMap::names().join(QStringLiteral(", "))));
        // The named map is used for whatever is drawn, signed or not.
        options.colormap = map->name();
        options.divergingColormap = map->name();
    }
    if (p.isSet(QStringLiteral("numbers"))) {
        const QString n = p.value(QStringLiteral("numbers"));
        if (n == QLatin1String("off")) {
            options.showNumbers = false;
        } else {
            const auto digits = intOption(p, QStringLiteral("numbers"), 0, 8, &error, QStringLiteral("0…8 or off"));
            if (!digits)
                return bad(error);
            options.precision = *digits;
        }
    }
    if (p.isSet(QStringLiteral("row-max")))
        options.weightScale = WeightScale::RowMax;

    const bool all = p.value(QStringLiteral("head")) == QLatin1String("all");
    ExportOptions picture;
    picture.size = all ? QSizeF(1600, 0) : QSizeF(1200, 900); // a grid's height follows its panels (below)
    if (p.isSet(QStringLiteral("width"))) {
        const auto w = intOption(p, QStringLiteral("width"), 16, 20000, &error);
        if (!w)
            return bad(error);
        picture.size.setWidth(*w);
    }
    if (p.isSet(QStringLiteral("height"))) {
        const auto h = intOption(p, QStringLiteral("height"), 16, 20000, &error);
        if (!h)
            return bad(error);
        picture.size.setHeight(*h);
    }
    if (p.isSet(QStringLiteral("dpi"))) {
        if (format != ImageFormat::Png)
            return bad(QStringLiteral("export: --dpi is for PNG pictures (SVG and PDF are drawn as vectors)"));
        const auto dpi = intOption(p, QStringLiteral("dpi"), 24, 768, &error);
        if (!dpi)
            return bad(error);
        picture.pixelRatio = *dpi / 96.0;
        if (picture.size.width() * picture.pixelRatio > 20000 || picture.size.height() * picture.pixelRatio > 20000)
            return bad(QStringLiteral("export: %1 × %2 at --dpi %3 would be over 20000 pixels wide or high")
                           .arg(picture.size.width()).arg(picture.size.height()).arg(*dpi));
    }

    // Every option is checked; only now is there something to draw, and fonts to draw it with.
    // The offscreen platform needs no display, and it warns that XDG_RUNTIME_DIR is unset,
    // which says nothing to someone exporting a picture and would break "one line on stderr".
    qputenv("QT_QPA_PLATFORM", "offscreen");
    g_previousHandler = qInstallMessageHandler(quietOffscreen);
    QGuiApplication app(argc, argv);

    const auto session = sessionFrom(p, QStringLiteral("export"), &error);
    if (!session)
        return bad(error);
    // The picture needs the result in memory; refused up front like compute and the window.
    if (const QString refusal = memoryRefusal(estimateBytes(session->tokenCount(), session->dModel(), session->numHeads),
                                              availableMemory(), QLocale::c());
        !refusal.isEmpty()) {
        printError(QStringLiteral("export: this session of %1 tokens %2").arg(session->tokenCount()).arg(refusal));
        return Failed;
    }
    const int T = session->tokenCount();
    int head = 0;
    if (p.isSet(QStringLiteral("head")) && !all) {
        const auto h = intOption(p, QStringLiteral("head"), 0, session->numHeads - 1, &error,
                                 QStringLiteral("0…%1 or all (the session has %2 head%3)").arg(session->numHeads - 1).arg(session->numHeads)
                                     .arg(session->numHeads == 1 ? QString() : QStringLiteral("s")));
        if (!h)
            return bad(error);
        head = *h;
    }
    if (p.isSet(QStringLiteral("query"))) {
        const auto q = intOption(p, QStringLiteral("query"), 0, T - 1, &error,
                                 QStringLiteral("0…%1 (the session has %2 token%3)").arg(T - 1).arg(T).arg(T == 1 ? QString() : QStringLiteral("s")));
        if (!q)
            return bad(error);
        options.selectedRow = *q;
    }
    if (all && kind == HeatmapKind::AverageWeights)
        return bad(QStringLiteral("export: --head all already shows the average; use --show weights, scores or logits"));

    if (view == QLatin1String("breakdown")) {
        // One query row of one head, worked out as on the blackboard. Without --query: token 2,
        // the lesson's example row (or token 1 when there is only one).
        if (all)
            return bad(QStringLiteral("export: --view breakdown shows one head; give --head N"));
        const int query = options.selectedRow >= 0 ? options.selectedRow : std::min(1, T - 1);
        BreakdownOptions bo;
        bo.precision = options.precision;
        const QSizeF size = p.isSet(QStringLiteral("width")) || p.isSet(QStringLiteral("height")) ? picture.size : QSizeF();
        if (!exportBreakdown(out, makeBreakdown(*session, *computeAttentionFast(*session), head, query), bo, size,
                             picture.pixelRatio, &error)) {
            printError(error); // the picture was drawn; writing it failed
            return Failed;
        }
        return Done;
    }

    // Pictures need no raw scores kept, and a 4096-token session is worth the fast path.
    const AttentionResult r = *computeAttentionFast(*session);
    PaintFunction paint;
    if (all) {
        auto painter = std::make_shared<HeadGridPainter>();
        std::vector<HeatmapDataPtr> heads;
        for (int h = 0; h < session->numHeads; ++h)
            heads.push_back(std::make_shared<HeatmapData>(makeHeatmapData(*session, r, h, kind)));
        HeatmapDataPtr average;
        if (session->numHeads > 1 && !isSigned(kind))
            average = std::make_shared<HeatmapData>(makeAverageHeatmapData(*session, r));
        painter->setData(std::move(heads), average);
        HeadGridOptions grid;
        grid.heatmap = options;
        grid.sharedScale = !p.isSet(QStringLiteral("per-head-scale"));
        painter->setOptions(grid);
        if (picture.size.height() <= 0)
            picture.size.setHeight(painter->preferredSize(picture.size.width()).height());
        picture.title = QStringLiteral("Attention Lab · all heads");
        paint = [painter](QPainter &painter2, const QRectF &area) { painter->paint(painter2, area); };
    } else {
        auto data = std::make_shared<HeatmapData>(makeHeatmapData(*session, r, head, kind));
        picture.title = QStringLiteral("Attention Lab · %1").arg(data->title);
        auto painter = std::make_shared<HeatmapPainter>(data, options);
        paint = [painter](QPainter &painter2, const QRectF &area) { painter->paint(painter2, area); };
    }
    if (!exportImage(out, paint, picture, &error)) {
        printError(error); // the picture was drawn; writing it failed
        return Failed;
    }
    return Done;
}

} // namespace

// ---- deciding what was asked, before any application object exists ---------------------------

namespace {

// Options that take a value (as the next argument or after '='): needed to find the first
// positional argument, the only place a command word counts.
const QStringList kValueOptions = {QStringLiteral("preset"), QStringLiteral("out"),    QStringLiteral("head"),
                                   QStringLiteral("query"),  QStringLiteral("view"),   QStringLiteral("show"),
                                   QStringLiteral("colormap"), QStringLiteral("width"), QStringLiteral("height"),
                                   QStringLiteral("dpi"),    QStringLiteral("numbers")};

// Qt's own GUI options, which the window passes on to QApplication: with a value, and flags.
const QStringList kQtValueOptions = {QStringLiteral("platform"),   QStringLiteral("platformpluginpath"),
                                     QStringLiteral("platformtheme"), QStringLiteral("plugin"),
                                     QStringLiteral("qwindowgeometry"), QStringLiteral("qwindowicon"),
                                     QStringLiteral("qwindowtitle"), QStringLiteral("style"),
                                     QStringLiteral("stylesheet"), QStringLiteral("session"),
                                     QStringLiteral("display"),    QStringLiteral("geometry"),
                                     QStringLiteral("title"),      QStringLiteral("name"),
                                     QStringLiteral("font"),       QStringLiteral("fn"),
                                     QStringLiteral("bg"),         QStringLiteral("background"),
                                     QStringLiteral("fg"),         QStringLiteral("foreground"),
                                     QStringLiteral("btn"),        QStringLiteral("button"),
                                     QStringLiteral("visual"),     QStringLiteral("ncols"),
                                     QStringLiteral("cmap"),       QStringLiteral("im"),
                                     QStringLiteral("inputstyle"), QStringLiteral("qmljsdebugger")};
const QStringList kQtFlags = {QStringLiteral("reverse"), QStringLiteral("widgetcount"), QStringLiteral("nograb"),
                              QStringLiteral("dograb"),  QStringLiteral("sync"),        QStringLiteral("testability")};

struct Option {
    QString name;  // without dashes or value
    bool singleDash = false;
    std::optional<QString> value;
};

std::optional<Option> asOption(const QString &arg)
{
    if (arg.size() < 2 || !arg.startsWith(QLatin1Char('-')))
        return std::nullopt; // "-" alone is a (strange) file name
    Option o;
    o.singleDash = !arg.startsWith(QLatin1String("--"));
    QString body = arg.mid(o.singleDash ? 1 : 2);
    if (const qsizetype eq = body.indexOf(QLatin1Char('=')); eq >= 0) {
        o.value = body.mid(eq + 1);
        body.truncate(eq);
    }
    o.name = body;
    return o;
}

} // namespace

Request parseRequest(const QStringList &args)
{
    Request r;
    if (args.value(1) == QLatin1String("model")) { // it reads its own words, --text included (io/model/)
        r.kind = Request::Kind::Command;
        r.command = args.value(1);
        return r;
    }
    auto invalid = [&r](const QString &message) {
        r.kind = Request::Kind::Invalid;
        r.error = message;
        return r;
    };
    QStringList positional;
    QList<Option> options;
    bool help = false, version = false;
    for (qsizetype i = 1; i < args.size(); ++i) {
        const QString &a = args.at(i);
        if (a == QLatin1String("--")) {
            positional += args.mid(i + 1);
            break;
        }
        auto o = asOption(a);
        if (!o) {
            positional << a;
            continue;
        }
        if (o->name == QLatin1String("h") || o->name == QLatin1String("help"))
            help = true;
        else if (o->name == QLatin1String("v") || o->name == QLatin1String("version"))
            version = true;
        const bool takesValue = (!o->singleDash && kValueOptions.contains(o->name)) || kQtValueOptions.contains(o->name)
                             || (o->singleDash && kValueOptions.contains(o->name));
        if (takesValue && !o->value && o->name != QLatin1String("qmljsdebugger")) {
            if (i + 1 >= args.size())
                return invalid(QStringLiteral("option \"%1\" needs a value").arg(a));
            o->value = args.at(++i);
        }
        options << *o;
    }
    if (help) {
        r.kind = Request::Kind::Help;
        return r;
    }
    if (version) {
        r.kind = Request::Kind::Version;
        return r;
    }
    if (!positional.isEmpty() && kCommands.contains(positional.first())) {
        r.kind = Request::Kind::Command;
        r.command = positional.first();
        return r; // the command checks its own options
    }

    // The window: [FILE.json | --preset NAME] and Qt's own options.
    for (const Option &o : options) {
        if (kQtValueOptions.contains(o.name) || kQtFlags.contains(o.name))
            continue;
        if (o.name == QLatin1String("preset") && !o.singleDash) {
            if (o.value->isEmpty())
                return invalid(QStringLiteral("--preset needs a name (see attention-lab presets)"));
            r.preset = *o.value;
            continue;
        }
        if (kValueOptions.contains(o.name) || o.name == QLatin1String("row-max") || o.name == QLatin1String("per-head-scale"))
            return invalid(QStringLiteral("--%1 belongs to the export command (see attention-lab --help)").arg(o.name));
        return invalid(QStringLiteral("unknown option \"%1%2\" (see attention-lab --help)")
                           .arg(o.singleDash ? QStringLiteral("-") : QStringLiteral("--"), o.name));
    }
    if (positional.size() > 1)
        return invalid(QStringLiteral("one session file at a time (got \"%1\" and \"%2\")").arg(positional.at(0), positional.at(1)));
    r.file = positional.value(0);
    if (!r.file.isEmpty() && !r.preset.isEmpty())
        return invalid(QStringLiteral("give either a session file or --preset NAME, not both"));
    if (!r.preset.isEmpty() && !io::presetNames().contains(r.preset))
        return invalid(QStringLiteral("no preset named \"%1\" (try: %2)").arg(r.preset, io::presetNames().join(QStringLiteral(", "))));
    return r;
}

QString missingDisplay(const QStringList &args)
{
    if (!qEnvironmentVariableIsEmpty("DISPLAY") || !qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY")
        || !qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        return {};
    for (const QString &a : args.mid(1))
        if (const auto o = asOption(a); o && o->name == QLatin1String("platform"))
            return {};
    return QStringLiteral("no display to show the window on (DISPLAY and WAYLAND_DISPLAY are not set); "
                          "without one, use compute, export or presets (see attention-lab --help)");
}

void printError(const QString &message)
{
    // One line: our own messages never hold a newline; a file name's control characters are
    // shown escaped rather than sent to the terminal.
    const QByteArray line = "attention-lab: " + io::printableName(message).toUtf8() + "\n";
    std::fwrite(line.constData(), 1, static_cast<std::size_t>(line.size()), stderr);
    std::fflush(stderr);
}

int runCommand(const Request &request, int &argc, char **argv)
{
    QStringList args;
    for (int i = 0; i < argc; ++i)
        args << QString::fromLocal8Bit(argv[i]);
    if (request.command == QLatin1String("model"))
        return io::modelCommandMain(args.mid(2));
    if (request.kind == Request::Kind::Help)
        return printOut(usage().toUtf8()) ? Done : Failed;
    if (request.kind == Request::Kind::Version)
        return printOut(QStringLiteral("attention-lab %1\n").arg(QStringLiteral(ATTENTION_LAB_VERSION)).toUtf8()) ? Done : Failed;

    QCommandLineParser p;
    p.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    p.addOption({QStringLiteral("preset"), QStringLiteral("A built-in preset."), QStringLiteral("NAME")});
    for (const QString &name : kExportOptions) {
        const bool flag = name == QLatin1String("row-max") || name == QLatin1String("per-head-scale");
        p.addOption(flag ? QCommandLineOption(name, name) : QCommandLineOption(name, name, QStringLiteral("VALUE")));
    }
    if (!p.parse(args)) {
        printError(p.errorText());
        return BadInput;
    }
    const QString &command = request.command;
    if (command != QLatin1String("export"))
        for (const QString &name : kExportOptions)
            if (p.isSet(name)) {
                printError(QStringLiteral("--%1 belongs to the export command (see attention-lab --help)").arg(name));
                return BadInput;
            }
    if (command == QLatin1String("export"))
        return exportImageCommand(p, argc, argv);

    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("attention-lab"));
    QCoreApplication::setApplicationVersion(QStringLiteral(ATTENTION_LAB_VERSION));
    if (command == QLatin1String("compute"))
        return compute(p);
    if (p.positionalArguments().size() > 1 || p.isSet(QStringLiteral("preset"))) {
        printError(QStringLiteral("presets: takes no arguments"));
        return BadInput;
    }
    return presets();
}

} // namespace attn::cli
