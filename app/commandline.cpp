#include "commandline.h"

#include "attention_version.h"

#include "cliutil.h"
#include "exportcommand.h"
#include "fixturescommand.h"
#include "learncommand.h"
#include "lessoncommand.h"

#include "core/blas.h"
#include "core/complexity.h"
#include "core/fast_attention.h"
#include "io/fileio.h"
#include "io/memorycheck.h"
#include "io/session_json.h"
#include "modelcommand.h"
#include "trainmodelcommand.h"
#include "render/lesson/lessonsteps.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFileInfo>
#include <QGuiApplication>
#include <QJsonDocument>
#include <QLocale>
#include <QStringDecoder>

#include <cstdio>
#include <memory>
#include <new>
#include <optional>

#include <unistd.h>

namespace attn::cli {

namespace {

    const QStringList kCommands
        = { QStringLiteral("compute"), QStringLiteral("export"),   QStringLiteral("lesson"),
            QStringLiteral("presets"), QStringLiteral("gradient"), QStringLiteral("train") };

    QString usage()
    {
        return QStringLiteral(
            "Usage:\n"
            "  attention-lab [FILE.json | --preset NAME] open the window (the lesson's example, FILE or "
            "NAME)\n"
            "  attention-lab compute (FILE.json | --preset NAME)\n"
            "                                            print every intermediate as JSON on stdout\n"
            "  attention-lab export (FILE.json | --preset NAME) --out FILE.{png,svg,pdf} [options]\n"
            "                                            draw a heatmap, a breakdown or the line view,\n"
            "                                            no display needed\n"
            "      --head N|all         head to draw, 0-based (default 0); all = every head in a grid\n"
            "                           with the average over heads\n"
            "      --query I            heatmap: highlight query row I (0-based); breakdown: the\n"
            "                           query to work out (default 1, the lesson's token 2)\n"
            "      --view heatmap|breakdown|lines  the heatmap (default), one query's softmax\n"
            "                           step by step, or the line view (a line from each query\n"
            "                           to each key, as strong as its weight; --head all draws\n"
            "                           every head in its colour, --query I only I's lines)\n"
            "      --compare OTHER.json the difference heatmap: this session's weights minus\n"
            "                           OTHER's (same tokens and heads), signed, centred on 0\n"
            "      --show weights|scores|logits|average   what to colour (default weights; scaled-scores = logits)\n"
            "      --colormap NAME      viridis (default), magma, cividis, grey, RdBu\n"
            "                           (scores and logits use RdBu unless NAME is given)\n"
            "      --width W --height H picture size: pixels for PNG, points for SVG and PDF\n"
            "                           (default 1200 x 900; for --head all 1600 wide, as high as\n"
            "                           the panels need)\n"
            "      --dpi D              PNG only: D/96 device pixels per unit (192 = twice as sharp)\n"
            "      --numbers off|DIGITS numbers in cells when they fit (default 3 digits)\n"
            "      --row-max            colour each row from 0 to its own largest weight\n"
            "      --per-head-scale     --head all: each head its own colour scale\n"
            "      --theme NAME         light (default), dark or high-contrast\n"
            "      (an option that changes nothing in the picture asked for is refused)\n"
            "  attention-lab lesson (FILE.json | --preset NAME) --list\n"
            "                                            the guided lesson's steps: number (from 1), tab, "
            "title\n"
            "  attention-lab lesson (FILE.json | --preset NAME) --out DECK.pdf [options]\n"
            "                                            the lesson as a PDF deck, a page per step, numbers\n"
            "                                            computed from the session given\n"
            "      --step N             one step only (N as --list prints it, from 1); PNG and SVG need it\n"
            "      --quiz               a worksheet: the numbers the steps ask for left blank\n"
            "                           (A4 portrait unless --width/--height say otherwise)\n"
            "      --answers            with --quiz: the worksheet's answer key\n"
            "      --head N --query I   the head and query the steps follow, 0-based (default 0 and\n"
            "                           the session's view.query, else min(1, T-1): token 2)\n"
            "      --width W --height H page size in points (default 1280 x 720)\n"
            "      --measure-up-to T    the cost step times T = 256, 512, ... up to T (default 4096)\n"
            "  attention-lab lesson (FILE.json | --preset NAME) --exercises [--head N] [--query I]\n"
            "                                            every number the worksheet asks for, as JSON:\n"
            "                                            id, step, prompt, answer, tolerance, hints\n"
            "  attention-lab gradient (FILE.json | --preset NAME)\n"
            "                                            the session needs a target: the loss\n"
            "                                            ½·Σ(output − target)² and its exact gradients\n"
            "                                            (W_Q, W_K, W_V, W_O, biases, embeddings) as JSON\n"
            "  attention-lab train (FILE.json | --preset NAME) --steps N --out OUT.json [options]\n"
            "                                            gradient descent towards the target; OUT.json is\n"
            "                                            the trained session, stdout the loss at each step\n"
            "      --steps N            how many full-batch steps (1…1000000)\n"
            "      --lr RATE            the learning rate (default: the session's training.lr)\n"
            "      --optimizer sgd|adam plain gradient descent or PyTorch's Adam (default: the\n"
            "                           session's training.optimizer, else sgd)\n"
            "      --params NAME,...    what moves: W_Q, W_K, W_V, W_O, b_Q, b_K, b_V, b_O,\n"
            "                           embeddings (default: the four matrices and the session's\n"
            "                           biases)\n"
            "  attention-lab --present [FILE.json | --preset NAME] [--step N]\n"
            "                                            the window in presentation mode at step N\n"
            "  attention-lab model MODEL_DIR (--text TEXT | --ids I,J,...) [--layer L] [--session-out "
            "FILE.json]\n"
            "                                            run a GPT-2 or Llama-family model (a folder) on the "
            "text;\n"
            "                                            every layer's attention as JSON on stdout\n"
            "      --ablate L.H,...     heads whose output is set to 0 before W_O (layers and\n"
            "                           heads counted from 0); later layers and next_token follow\n"
            "      --ablate-with zero|mean  0, or each head's mean over the positions (default zero)\n"
            "      --layer-session FILE.json --layer L\n"
            "                           run layer L's attention with the session's weights, biases,\n"
            "                           scale (and q/k norm gains); layers then holds layer L only\n"
            "      --head-scores        add head_scores: previous_token, first_token, self, induction\n"
            "      --ablate-each        add ablation: each head ablated alone, log p(t*) change\n"
            "      --logit-lens         add logit_lens: every layer's stream read as the answer\n"
            "      --rollout            add rollout: attention followed through the layers (T x T)\n"
            "      --attribution L.H.I.J  add attribution: one score split by its sources\n"
            "      --corrupt TEXT2 --answer A --wrong B [--patch resid|heads|both]\n"
            "                           add patching: how much of logit(A) - logit(B) one clean\n"
            "                           activation restores in the corrupted run (--corrupt-ids\n"
            "                           with --ids; A and B one-token continuations or #ID)\n"
            "  attention-lab train-model (--task induction | --from MODEL_DIR (--data FILE.txt | --data-ids "
            "FILE)) --out DIR\n"
            "                                            train a whole GPT-2-layout model; DIR gets the\n"
            "                                            trained folder, stdout a JSON line per --log-every\n"
            "      --task induction     a new attention-only model on [BOS, r1..rm, r1..rm] sequences\n"
            "      --from MODEL_DIR     a GPT-2 folder, every tensor trained (needs --lr)\n"
            "      --layers N --heads H --d-model D --vocab V   the task's model (default 2, 4, 64, 32)\n"
            "      --seq T --batch B --steps N   tokens a sequence, sequences a step, steps\n"
            "      --lr RATE --optimizer sgd|adam --seed S --log-every K --out-dtype F32|F64\n"
            "  attention-lab --open-model MODEL_DIR [--text TEXT]\n"
            "                                            the window with that model run on the text, every\n"
            "                                            layer and head in the Model panel\n"
            "  attention-lab fixtures (FILE.json | --preset NAME) --out DIR\n"
            "                                            the session's attention as NumPy files (Q, K, V,\n"
            "                                            mask, scale, bias, softcap, sinks, weights,\n"
            "                                            expected) to test an implementation against\n"
            "  attention-lab check (FILE.json | --preset NAME) --output STUDENT.npy\n"
            "                                            right or wrong: a student's heads × tokens × d_k\n"
            "                                            output against the session's\n"
            "  attention-lab check (FILE.json | --preset NAME) --answers ANSWERS.json [--head N]\n"
            "                    [--query I]             a student's {\"id\": value} marked against the\n"
            "                                            exercises: right, wrong (where) or missing\n"
            "  attention-lab presets                     list the built-in presets\n"
            "  attention-lab --help | --version\n"
            "\n"
            "Exit codes: 0 done, 2 bad input (one line on stderr), 1 anything else.\n");
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
        const auto need = static_cast<std::uint64_t>(
            double(estimateBytes(session->tokenCount(), session->dModel(), session->numHeads)) + cells * 8 / 2
            + cells * 90);
        if (const QString refusal = memoryRefusal(need, availableMemory(), QLocale::c());
            !refusal.isEmpty()) {
            printError(QStringLiteral("compute: printing this session's %1 scores and weights %2")
                           .arg(QLocale::c().toString(cells, 'f', 0), refusal));
            return Failed;
        }
        QByteArray text;
        try { // the estimate above is an estimate: what still does not fit is a message, not an abort
            const AttentionResult r = computeAttention(*session);
            text
                = io::readableJson(io::resultToJson(*session, r),
                                   { "tokens", "d_model", "num_heads", "d_k", "scale", "Q", "K", "V", "mask",
                                     "heads", "scores", "weights", "fully_masked_rows", "concat", "output" });
        } catch (const std::bad_alloc &) {
            printError(QStringLiteral("compute: not enough memory for the result of this session (%1 tokens, "
                                      "d_model %2, %3 heads: %4 scores and weights)")
                           .arg(session->tokenCount())
                           .arg(session->dModel())
                           .arg(session->numHeads)
                           .arg(QLocale::c().toString(cells, 'f', 0)));
            return Failed;
        }
        return printOut(text) ? Done : Failed;
    }

    int presets()
    {
        QByteArray out;
        for (const QString &name : io::presetNames())
            out += QStringLiteral("%1\t%2\n").arg(name, -18).arg(io::presetTitle(name)).toUtf8();
        return printOut(out) ? Done : Failed;
    }

} // namespace

// ---- deciding what was asked, before any application object exists ---------------------------

namespace {

    // Options that take a value (as the next argument or after '='): needed to find the first
    // positional argument, the only place a command word counts.
    const QStringList kValueOptions
        = { QStringLiteral("preset"),     QStringLiteral("out"),       QStringLiteral("head"),
            QStringLiteral("query"),      QStringLiteral("view"),      QStringLiteral("show"),
            QStringLiteral("colormap"),   QStringLiteral("width"),     QStringLiteral("height"),
            QStringLiteral("dpi"),        QStringLiteral("numbers"),   QStringLiteral("compare"),
            QStringLiteral("theme"),      QStringLiteral("step"),      QStringLiteral("measure-up-to"),
            QStringLiteral("open-model"), QStringLiteral("text"),      QStringLiteral("steps"),
            QStringLiteral("lr"),         QStringLiteral("optimizer"), QStringLiteral("params") };

    // Qt's own GUI options, which the window passes on to QApplication: with a value, and flags.
    const QStringList kQtValueOptions = { QStringLiteral("platform"),
                                          QStringLiteral("platformpluginpath"),
                                          QStringLiteral("platformtheme"),
                                          QStringLiteral("plugin"),
                                          QStringLiteral("qwindowgeometry"),
                                          QStringLiteral("qwindowicon"),
                                          QStringLiteral("qwindowtitle"),
                                          QStringLiteral("style"),
                                          QStringLiteral("stylesheet"),
                                          QStringLiteral("session"),
                                          QStringLiteral("display"),
                                          QStringLiteral("geometry"),
                                          QStringLiteral("title"),
                                          QStringLiteral("name"),
                                          QStringLiteral("font"),
                                          QStringLiteral("fn"),
                                          QStringLiteral("bg"),
                                          QStringLiteral("background"),
                                          QStringLiteral("fg"),
                                          QStringLiteral("foreground"),
                                          QStringLiteral("btn"),
                                          QStringLiteral("button"),
                                          QStringLiteral("visual"),
                                          QStringLiteral("ncols"),
                                          QStringLiteral("cmap"),
                                          QStringLiteral("im"),
                                          QStringLiteral("inputstyle"),
                                          QStringLiteral("qmljsdebugger") };
    const QStringList kQtFlags
        = { QStringLiteral("reverse"), QStringLiteral("widgetcount"), QStringLiteral("nograb"),
            QStringLiteral("dograb"),  QStringLiteral("sync"),        QStringLiteral("testability") };

    struct Option {
        QString name; // without dashes or value
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
    if (args.value(1) == QLatin1String("model") || args.value(1) == QLatin1String("train-model")
        || args.value(1) == QLatin1String("fixtures") || args.value(1) == QLatin1String("check")) {
        // they read their own words (model: --text included, io/model/)
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
        const bool takesValue = (!o->singleDash && kValueOptions.contains(o->name))
            || kQtValueOptions.contains(o->name) || (o->singleDash && kValueOptions.contains(o->name));
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

    // The window: [FILE.json | --preset NAME] [--present [--step N]] and Qt's own options.
    bool stepGiven = false;
    for (const Option &o : options) {
        if (kQtValueOptions.contains(o.name) || kQtFlags.contains(o.name))
            continue;
        if (o.name == QLatin1String("present") && !o.singleDash && !o.value) {
            r.present = true;
            continue;
        }
        if (o.name == QLatin1String("step") && !o.singleDash) {
            bool ok = false;
            const int n = o.value->trimmed().toInt(&ok);
            if (!ok || n < 1 || n > lesson::stepCount())
                return invalid(
                    QStringLiteral(
                        "--step \"%1\" is not a step number in 1…%2 (see attention-lab lesson --list)")
                        .arg(*o.value)
                        .arg(lesson::stepCount()));
            r.step = n - 1;
            stepGiven = true;
            continue;
        }
        if (o.name == QLatin1String("open-model") && !o.singleDash) {
            if (o.value->isEmpty())
                return invalid(QStringLiteral("--open-model needs the model's folder"));
            r.modelDir = *o.value;
            continue;
        }
        if (o.name == QLatin1String("text") && !o.singleDash) {
            r.modelText = *o.value;
            continue;
        }
        if (trainOptionNames().contains(o.name) && !o.singleDash)
            return invalid(
                QStringLiteral("--%1 belongs to the train command (see attention-lab --help)").arg(o.name));
        if (lessonOptionNames().contains(o.name) && !o.singleDash)
            return invalid(
                QStringLiteral("--%1 belongs to the lesson command (see attention-lab --help)").arg(o.name));
        if (o.name == QLatin1String("preset") && !o.singleDash) {
            if (o.value->isEmpty())
                return invalid(QStringLiteral("--preset needs a name (see attention-lab presets)"));
            r.preset = *o.value;
            continue;
        }
        if (kValueOptions.contains(o.name) || isExportFlag(o.name))
            return invalid(
                QStringLiteral("--%1 belongs to the export command (see attention-lab --help)").arg(o.name));
        return invalid(QStringLiteral("unknown option \"%1%2\" (see attention-lab --help)")
                           .arg(o.singleDash ? QStringLiteral("-") : QStringLiteral("--"), o.name));
    }
    if (r.modelText && r.modelDir.isEmpty())
        return invalid(QStringLiteral("--text goes with --open-model MODEL_DIR (or the model command)"));
    if (stepGiven && !r.present)
        return invalid(QStringLiteral("--step goes with --present (or the lesson command)"));
    if (positional.size() > 1)
        return invalid(QStringLiteral("one session file at a time (got \"%1\" and \"%2\")")
                           .arg(positional.at(0), positional.at(1)));
    r.file = positional.value(0);
    if (!r.file.isEmpty() && !r.preset.isEmpty())
        return invalid(QStringLiteral("give either a session file or --preset NAME, not both"));
    if (!r.preset.isEmpty() && !io::presetNames().contains(r.preset))
        return invalid(QStringLiteral("no preset named \"%1\" (try: %2)")
                           .arg(r.preset, io::presetNames().join(QStringLiteral(", "))));
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
    return QStringLiteral(
        "no display to show the window on (DISPLAY and WAYLAND_DISPLAY are not set); "
        "without one, use a command such as compute, export, lesson or train (see attention-lab --help)");
}

void printError(const QString &message)
{
    // One line: our own messages never hold a newline; a file name's control characters are
    // shown escaped rather than sent to the terminal.
    const QByteArray line = "attention-lab: " + io::printableName(message).toUtf8() + "\n";
    std::fwrite(line.constData(), 1, static_cast<std::size_t>(line.size()), stderr);
    std::fflush(stderr);
}

static int runCommandUnguarded(const Request &request, int &argc, char **argv);

// --text as the bytes given (the model command's, the window's with --open-model): text that
// is not UTF-8 would otherwise become U+FFFD and be tokenized as something nobody wrote.
QString textProblem(int argc, char **argv)
{
    for (int i = 1; i < argc; ++i) {
        const QByteArrayView arg(argv[i]);
        QByteArrayView text;
        if (arg == "--text" && i + 1 < argc)
            text = QByteArrayView(argv[i + 1]);
        else if (arg.startsWith("--text="))
            text = arg.sliced(7);
        else
            continue;
        QStringDecoder utf8(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
        const QString decoded = utf8(text); // decoding is what finds the error
        Q_UNUSED(decoded)
        if (utf8.hasError())
            return QStringLiteral("--text is not valid UTF-8 text");
    }
    return {};
}

int runCommand(const Request &request, int &argc, char **argv)
{
    // Where the memory ran out is said by the command where it knows more (compute, model);
    // anywhere else it is still one line and exit 1 (docs/file-formats.md), never an abort. Files are
    // written through io::writeFileAtomically, which leaves no partial file when this happens.
    try {
        return runCommandUnguarded(request, argc, argv);
    } catch (const std::bad_alloc &) {
        printError(
            QStringLiteral("%1: not enough memory to finish (the session or the picture asked for does "
                           "not fit in this machine's memory)")
                .arg(request.command.isEmpty() ? QStringLiteral("attention-lab") : request.command));
        return Failed;
    }
}

static int runCommandUnguarded(const Request &request, int &argc, char **argv)
{
    QStringList args;
    for (int i = 0; i < argc; ++i)
        args << QString::fromLocal8Bit(argv[i]);
    if (request.command == QLatin1String("model")) {
        if (const QString problem = textProblem(argc, argv); !problem.isEmpty()) {
            printError(QStringLiteral("model: ") + problem);
            return BadInput;
        }
        return cli::modelCommandMain(args.mid(2));
    }
    if (request.command == QLatin1String("train-model"))
        return cli::trainModelCommandMain(args.mid(2));
    if (request.command == QLatin1String("fixtures"))
        return cli::fixturesCommandMain(args);
    if (request.command == QLatin1String("check"))
        return cli::checkCommandMain(args);
    if (request.kind == Request::Kind::Help)
        return printOut(usage().toUtf8()) ? Done : Failed;
    if (request.kind == Request::Kind::Version)
        return printOut(QStringLiteral("attention-lab %1\n%2\n")
                            .arg(QStringLiteral(ATTENTION_LAB_VERSION),
                                 QString::fromStdString(blas::blasDescription()))
                            .toUtf8())
            ? Done
            : Failed;

    QCommandLineParser p;
    p.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    p.addOption({ QStringLiteral("preset"), QStringLiteral("A built-in preset."), QStringLiteral("NAME") });
    for (const QString &name : exportOptionNames())
        p.addOption(isExportFlag(name) ? QCommandLineOption(name, name)
                                       : QCommandLineOption(name, name, QStringLiteral("VALUE")));
    for (const QString &name : lessonOptionNames())
        p.addOption(isLessonFlag(name) ? QCommandLineOption(name, name)
                                       : QCommandLineOption(name, name, QStringLiteral("VALUE")));
    for (const QString &name : trainOptionNames())
        p.addOption(QCommandLineOption(name, name, QStringLiteral("VALUE")));
    if (!p.parse(args)) {
        printError(p.errorText());
        return BadInput;
    }
    // An option given twice is refused, as `model` refuses it: which one was meant is not ours to guess.
    if (const QString twice = repeatedOption(p); !twice.isEmpty()) {
        printError(QStringLiteral("--%1 given twice").arg(twice));
        return BadInput;
    }
    const QString &command = request.command;
    const bool isLesson = command == QLatin1String("lesson");
    const bool isTrain = command == QLatin1String("train");
    if (!isTrain)
        for (const QString &name : trainOptionNames())
            if (p.isSet(name)) {
                printError(
                    QStringLiteral("--%1 belongs to the train command (see attention-lab --help)").arg(name));
                return BadInput;
            }
    if (command != QLatin1String("export"))
        for (const QString &name : exportOptionNames())
            if (p.isSet(name) && !(isLesson && optionsSharedWithExport().contains(name))
                && !(isTrain && name == QLatin1String("out"))) {
                printError(QStringLiteral("--%1 belongs to the export command (see attention-lab --help)")
                               .arg(name));
                return BadInput;
            }
    if (!isLesson)
        for (const QString &name : lessonOptionNames())
            if (p.isSet(name)) {
                printError(QStringLiteral("--%1 belongs to the lesson command (see attention-lab --help)")
                               .arg(name));
                return BadInput;
            }
    if (command == QLatin1String("export"))
        return exportCommand(p, argc, argv);
    if (isLesson)
        return lessonCommand(p, argc, argv);

    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("attention-lab"));
    QCoreApplication::setApplicationVersion(QStringLiteral(ATTENTION_LAB_VERSION));
    if (command == QLatin1String("compute"))
        return compute(p);
    if (command == QLatin1String("gradient"))
        return gradientCommand(p);
    if (isTrain)
        return trainCommand(p);
    if (p.positionalArguments().size() > 1 || p.isSet(QStringLiteral("preset"))) {
        printError(QStringLiteral("presets: takes no arguments"));
        return BadInput;
    }
    return presets();
}

} // namespace attn::cli
