// attention-lab lesson (docs/file-formats.md): the guided lesson's steps listed, or drawn as a PDF deck,
// a worksheet, its answer key or one step, with numbers computed from the session given.
#pragma once

#include <QStringList>

class QCommandLineParser;

namespace attn::cli {

// The options only lesson takes, and which of them are flags.
const QStringList &lessonOptionNames();
bool isLessonFlag(const QString &name);
// Options lesson shares with export (--out, --width, --height, --head, --query).
const QStringList &optionsSharedWithExport();

int lessonCommand(const QCommandLineParser &p, int &argc, char **argv);

} // namespace attn::cli
