// attention-lab export (docs/file-formats.md): a heatmap, every head, a breakdown, the line view or the
// difference of two sessions as PNG, SVG or PDF, drawn by the window's own painters without any
// display. Every option is checked before the offscreen application exists.
#pragma once

#include <QStringList>

class QCommandLineParser;

namespace attn::cli {

// The options only export takes (names as on the command line, without dashes).
const QStringList &exportOptionNames();
// Of those, the ones without a value.
bool isExportFlag(const QString &name);

int exportCommand(const QCommandLineParser &p, int &argc, char **argv);

} // namespace attn::cli
