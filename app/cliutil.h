// What every command of the command line shares: writing to stdout with every write checked,
// one-line errors, whole-number options with their range in the message, the session named
// by FILE or --preset NAME, and the offscreen application that pictures are drawn with.
#pragma once

#include "core/session.h"

#include <QByteArray>
#include <QGuiApplication>
#include <QJsonObject>
#include <QString>

#include <memory>
#include <optional>

class QCommandLineParser;

namespace attn::cli {

// stdout: each write checked, so a full disk or a closed pipe is exit 1 with one line, not a
// silent truncated result. False (after printing the reason) when it failed.
bool printOut(const QByteArray &text);

// An integer option within [lo, hi]; sets *error ("command: --name \"x\" is not a whole number
// in …") when it is not. `range` replaces "lo…hi" in the message.
std::optional<int> intOption(const QCommandLineParser &p, const QString &command, const QString &name, int lo,
                             int hi, QString *error, const QString &range = {});

// The first option given twice on p's command line, or empty: such a line is refused (which one
// was meant is not ours to guess).
QString repeatedOption(const QCommandLineParser &p);

// The session named by FILE (the positional argument after the command) or --preset NAME,
// exactly one of them. `view`, when given, receives the session file's "view" object. A session
// with latent attention (mla) is refused for every command but compute and export.
std::optional<Session> sessionFrom(const QCommandLineParser &p, const QString &command, QString *error,
                                   QJsonObject *view = nullptr);

// How a session is called in a picture: the preset's name, or the file's without ".json"
// (and without ".session", as the test data are named).
QString sessionName(const QCommandLineParser &p);
QString shortName(const QString &path);

// A GUI application on the offscreen platform: fonts and painting without any display. Its
// warning that XDG_RUNTIME_DIR is unset says nothing to someone exporting a picture and would
// break "one line on stderr", so it is not shown.
std::unique_ptr<QGuiApplication> offscreenApplication(int &argc, char **argv);

} // namespace attn::cli
