// The command line of CONTRACT.md: compute, export, presets, --help, --version.
// main() asks isCommand() first; the window is only built when it says no.
#pragma once

#include <QStringList>

namespace attn::cli {

enum ExitCode { Done = 0, Failed = 1, BadInput = 2 };

// True when the arguments ask for a command-line action rather than the window.
bool isCommand(const QStringList &args);

// Runs the command; creates its own (core or offscreen GUI) application object.
int run(int argc, char **argv);

// For the window: the session file named on the command line, if any. Unknown options
// and extra arguments set *error (and the caller exits with BadInput).
QString fileArgument(const QStringList &args, QString *error);

} // namespace attn::cli
