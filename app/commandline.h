// The command line of CONTRACT.md: compute, export, presets, --help, --version, and the
// window's own arguments. Everything is decided from the arguments alone, before any Qt
// application object exists, so a typo or a missing display is one line on stderr and an
// exit code, never an abort inside Qt's platform plugin.
#pragma once

#include <QString>
#include <QStringList>

namespace attn::cli {

enum ExitCode { Done = 0, Failed = 1, BadInput = 2 };

// What the program was asked to do.
struct Request {
    enum class Kind { Window, Command, Help, Version, Invalid };
    Kind kind = Kind::Window;
    QString command;   // Command: its word (compute, export, presets), always the first positional argument
    QString file;      // Window: the session file to open, or empty
    QString preset;    // Window: --preset NAME, or empty
    QString error;     // Invalid: the one line to print
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

} // namespace attn::cli
