#include "commandline.h"

#include "io/session_json.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFileInfo>
#include <QGuiApplication>
#include <QJsonDocument>

#include <cstdio>
#include <memory>

namespace attn::cli {

namespace {

const QStringList kCommands = {QStringLiteral("compute"), QStringLiteral("export"), QStringLiteral("presets")};

void printErr(const QString &message)
{
    std::fprintf(stderr, "attention-lab: %s\n", qPrintable(QString(message).replace('\n', ' ')));
}

void printOut(const QByteArray &text)
{
    std::fwrite(text.constData(), 1, static_cast<std::size_t>(text.size()), stdout);
    std::fflush(stdout);
}

QString usage()
{
    return QStringLiteral(
        "Usage:\n"
        "  attention-lab [FILE.json]                 open the window (the lesson's example, or FILE)\n"
        "  attention-lab compute (FILE.json | --preset NAME)\n"
        "                                            print every intermediate as JSON on stdout\n"
        "  attention-lab presets                     list the built-in presets\n"
        "  attention-lab --help | --version\n"
        "\n"
        "Exit codes: 0 done, 2 bad input (one line on stderr), 1 anything else.\n");
}

// The session named by FILE or --preset NAME (exactly one of them).
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
        printErr(error);
        return BadInput;
    }
    const AttentionResult r = computeAttention(*session);
    printOut(io::readableJson(io::resultToJson(*session, r),
                             {"tokens", "d_model", "num_heads", "d_k", "scale", "Q", "K", "V", "mask", "heads",
                              "scores", "weights", "fully_masked_rows", "concat", "output"}));
    return Done;
}

int presets()
{
    QByteArray out;
    for (const QString &name : io::presetNames())
        out += QStringLiteral("%1\t%2\n").arg(name, -16).arg(io::presetTitle(name)).toUtf8();
    printOut(out);
    return Done;
}

} // namespace

bool isCommand(const QStringList &args)
{
    for (const QString &a : args.mid(1)) {
        if (kCommands.contains(a))
            return true;
        if (a == QLatin1String("--help") || a == QLatin1String("-h") || a == QLatin1String("--version")
            || a == QLatin1String("-v"))
            return true;
        if (!a.startsWith('-'))
            return false; // a file name: the window
    }
    return false;
}

QString fileArgument(const QStringList &args, QString *error)
{
    QString file;
    for (const QString &a : args.mid(1)) {
        if (a.startsWith('-') && a.size() > 1) {
            // Qt's own GUI options (-platform, -style …) have been taken out by QApplication.
            *error = QStringLiteral("unknown option \"%1\" (see attention-lab --help)").arg(a);
            return {};
        }
        if (!file.isEmpty()) {
            *error = QStringLiteral("one session file at a time (got \"%1\" and \"%2\")").arg(file, a);
            return {};
        }
        file = a;
    }
    return file;
}

int run(int argc, char **argv)
{
    QStringList args;
    for (int i = 0; i < argc; ++i)
        args << QString::fromLocal8Bit(argv[i]);

    std::unique_ptr<QCoreApplication> app;
    if (args.contains(QLatin1String("export"))) {
        // Images are drawn without any display: the offscreen platform gives fonts and painting.
        qputenv("QT_QPA_PLATFORM", "offscreen");
        app = std::make_unique<QGuiApplication>(argc, argv);
    } else {
        app = std::make_unique<QCoreApplication>(argc, argv);
    }
    QCoreApplication::setApplicationName(QStringLiteral("attention-lab"));
    QCoreApplication::setApplicationVersion(QStringLiteral(ATTENTION_LAB_VERSION));

    QCommandLineParser p;
    p.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    const QCommandLineOption help({QStringLiteral("h"), QStringLiteral("help")}, QStringLiteral("Show help."));
    const QCommandLineOption version({QStringLiteral("v"), QStringLiteral("version")}, QStringLiteral("Show the version."));
    p.addOption(help);
    p.addOption(version);
    p.addOption({QStringLiteral("preset"), QStringLiteral("A built-in preset."), QStringLiteral("NAME")});
    if (!p.parse(args)) {
        printErr(p.errorText());
        return BadInput;
    }
    if (p.isSet(help)) {
        printOut(usage().toUtf8());
        return Done;
    }
    if (p.isSet(version)) {
        printOut(QStringLiteral("attention-lab %1\n").arg(QStringLiteral(ATTENTION_LAB_VERSION)).toUtf8());
        return Done;
    }
    const QString command = p.positionalArguments().value(0);
    if (command == QLatin1String("compute"))
        return compute(p);
    if (command == QLatin1String("presets")) {
        if (p.positionalArguments().size() > 1 || p.isSet(QStringLiteral("preset"))) {
            printErr(QStringLiteral("presets: takes no arguments"));
            return BadInput;
        }
        return presets();
    }
    printErr(QStringLiteral("unknown command \"%1\" (see attention-lab --help)").arg(command));
    return BadInput;
}

} // namespace attn::cli
