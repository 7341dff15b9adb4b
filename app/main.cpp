// attention-lab: the window, or a command-line action. What was asked is decided from the
// arguments alone (app/commandline.h) before any Qt application object exists.
#include "commandline.h"
#include "core/blas.h"
#include "core/memory.h"
#include "io/fileio.h"
#include "ui/common/language.h"
#include "ui/common/preferences.h"
#include "ui/lesson/lessonsetup.h"
#include "ui/model/modelsetup.h"
#include "ui/window/mainwindow.h"
#include "ui/window/startup.h"

#include <QApplication>
#include <QIcon>

#include <csignal>
#include <cstdlib>
#include <utility>

namespace {

// Qt ends the program with qFatal when the display named in DISPLAY cannot be reached (exit
// 134, a core dump and a paragraph of advice, after warnings of its own). While the
// application object is being made, its platform messages are held back: on that failure they
// become one line and exit 1; otherwise they are passed on as they came.
QtMessageHandler g_qtHandler = nullptr;
bool g_starting = true;
struct HeldMessage {
    QtMsgType type;
    QByteArray category;
    QString text;
};
QList<HeldMessage> g_held;

void displayFailureIsOneLine(QtMsgType type, const QMessageLogContext &context, const QString &message)
{
    if (g_starting && type == QtFatalMsg) {
        QString why = message.section(QLatin1Char('\n'), 0, 0);
        for (const HeldMessage &m : g_held)
            if (m.text.contains(QLatin1String("could not connect to display")))
                why = m.text;
        attn::cli::printError(QStringLiteral("cannot open the window: %1").arg(why));
        std::_Exit(attn::cli::Failed);
    }
    if (g_starting && context.category && QByteArrayView(context.category).startsWith("qt.qpa")) {
        g_held.append({ type, QByteArray(context.category), message });
        return;
    }
    if (g_qtHandler)
        g_qtHandler(type, context, message);
}

void startedPassOnHeldMessages()
{
    g_starting = false;
    for (const HeldMessage &m : std::exchange(g_held, {})) {
        const QMessageLogContext context(nullptr, 0, nullptr, m.category.constData());
        if (g_qtHandler)
            g_qtHandler(m.type, context, m.text);
    }
}

} // namespace

int main(int argc, char **argv)
{
    // OpenBLAS's kernel, chosen before anything else runs (core/blas.h): may start the program
    // again with OPENBLAS_CORETYPE set, when the library's own pick is worse than this CPU allows.
    attn::blas::chooseKernelAtStart(argv);
    // Ctrl+C or a kill while a file is written leaves no half-written temporary file behind.
    attn::io::removeTemporaryFilesOnSignals();
    // A closed pipe (`compute … | head -c1`) is a failed write, reported once, not a kill.
    std::signal(SIGPIPE, SIG_IGN);
    attn::keepFreedMemoryForReuse();

    QStringList args;
    for (int i = 0; i < argc; ++i)
        args << QString::fromLocal8Bit(argv[i]);
    const attn::cli::Request request = attn::cli::parseRequest(args);
    switch (request.kind) {
    case attn::cli::Request::Kind::Invalid:
        attn::cli::printError(request.error);
        return attn::cli::BadInput;
    case attn::cli::Request::Kind::Command:
    case attn::cli::Request::Kind::Help:
    case attn::cli::Request::Kind::Version:
        return attn::cli::runCommand(request, argc, argv);
    case attn::cli::Request::Kind::Window:
        break;
    }
    // --open-model DIR --text TEXT: the same bytes the model command refuses, refused here too.
    if (const QString problem = attn::cli::textProblem(argc, argv); request.modelText && !problem.isEmpty()) {
        attn::cli::printError(problem);
        return attn::cli::BadInput;
    }
    if (const QString missing = attn::cli::missingDisplay(args); !missing.isEmpty()) {
        attn::cli::printError(missing);
        return attn::cli::Failed;
    }

    g_qtHandler = qInstallMessageHandler(displayFailureIsOneLine);
    QApplication app(argc, argv);
    startedPassOnHeldMessages();
    QApplication::setApplicationName(QStringLiteral("attention-lab"));
    QApplication::setApplicationDisplayName(QStringLiteral("Attention Lab"));
    QApplication::setOrganizationName(QStringLiteral("attention-lab"));
    // The installed menu entry (share/applications/<id>.desktop) and icon share this id;
    // Wayland and the task bars match the window to them by it.
    QGuiApplication::setDesktopFileName(QStringLiteral("io.github.attentionlab.AttentionLab"));
    QIcon icon;
    for (int size : { 16, 22, 24, 32, 48, 64, 128, 256 })
        icon.addFile(
            QStringLiteral(":/icons/hicolor/%1x%1/apps/io.github.attentionlab.AttentionLab.png").arg(size),
            QSize(size, size));
    QApplication::setWindowIcon(icon);
    // The window's language (View ▸ Language, else the system's): installed before any window
    // text is made. The command line returned above, English whatever the locale.
    attn::language::install(attn::language::atStart());

    attn::MainWindow window;
    window.showForScreen();
    // Unsaved work a crash left behind, the file or preset asked for, and --present [--step N]:
    // the lesson full screen on the session asked for (ui/startup.h: with --present, the
    // recovery question waits until the presentation ends).
    attn::StartRequest start;
    start.file = request.file;
    start.preset = request.preset;
    start.present = request.present;
    start.step = request.step;
    attn::startWindow(window, start);
    if (!request.modelDir.isEmpty()) { // --open-model DIR [--text TEXT]: the Model panel, running
        attn::ModelRequest model;
        model.directory = request.modelDir;
        model.text = request.modelText.value_or(attn::prefs::modelText.get()); // the last sentence run
        window.modelSetup()->open(model);
    }
    if (!request.present) // the first start: where the lesson is, once
        window.lesson()->offerHint();
    return QApplication::exec();
}
