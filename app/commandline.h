// The command line of docs/file-formats.md: compute, export, lesson, presets, --help, --version, and the
// window's own arguments (a file or a preset, --present [--step N], --open-model DIR [--text TEXT]).
// Everything is decided from the arguments alone, before any Qt application object exists, so a typo or a
// missing display is one line on stderr and an exit code, never an abort inside Qt's platform plugin.
#pragma once

#include <QString>
#include <QStringList>

#include <optional>

namespace attn::cli {

enum ExitCode { Done = 0, Failed = 1, BadInput = 2 };

// What the program was asked to do.
struct Request {
    enum class Kind { Window, Command, Help, Version, Invalid };
    Kind kind = Kind::Window;
    QString
        command; // Command: its word (compute, export, lesson, model, gradient, train, presets), always the first argument
    QString file; // Window: the session file to open, or empty
    QString preset; // Window: --preset NAME, or empty
    bool present = false; // Window: --present, the lesson in presentation mode
    int step = 0; // Window with --present: the step to open, 0-based (--step counts from 1)
    QString modelDir; // Window: --open-model DIR, a model to open and run in the Model panel
    std::optional<QString> modelText; // Window with --open-model: --text TEXT
    QString error; // Invalid: the one line to print
};

// args as main() received them (args[0] is the program).
Request parseRequest(const QStringList &args);

// Empty when a window can be shown; otherwise the line to print (exit 1): no DISPLAY, no
// WAYLAND_DISPLAY, no QT_QPA_PLATFORM and no -platform argument.
QString missingDisplay(const QStringList &args);

// Runs a command (Request::Kind::Command, Help or Version). It makes its own application
// object (a GUI one on the offscreen platform for pictures) only after the options are checked.
int runCommand(const Request &request, int &argc, char **argv);

// "attention-lab: " + message on stderr, control characters escaped, one line.
void printError(const QString &message);
// Empty, or why a --text among the arguments is not UTF-8 ("--text is not valid UTF-8 text").
QString textProblem(int argc, char **argv);

} // namespace attn::cli
