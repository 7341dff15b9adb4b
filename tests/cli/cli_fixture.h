// What the command-line tests share: running the real attention-lab, the environment of a
// machine without a display, and reading back what it wrote (PNG sizes, SVG texts).
#pragma once

#include "../common/compare_json.h"
#include "../common/full_disk.h"
#include "../common/run_program.h"
#include "../common/svg_texts.h"

#include <QDir>
#include <QFile>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QSize>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

#include <sys/stat.h>

namespace testing {

using Run = ProgramRun;

inline Run run(const QStringList &args,
               const QProcessEnvironment &env = QProcessEnvironment::systemEnvironment())
{
    return runProgram(QStringLiteral(ATTENTION_LAB_BIN), args, env);
}

// Width and height from a PNG's IHDR chunk (this test stays free of Qt Gui).
inline QSize pngSize(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    const QByteArray head = f.read(24);
    if (head.size() < 24 || !head.startsWith("\x89PNG\r\n\x1a\n") || head.mid(12, 4) != "IHDR")
        return {};
    auto be32 = [&](int at) {
        return (int(uchar(head[at])) << 24) | (int(uchar(head[at + 1])) << 16)
            | (int(uchar(head[at + 2])) << 8) | int(uchar(head[at + 3]));
    };
    return { be32(16), be32(20) };
}

// A file of `bytes` named `name` in `dir` (a test's input); its path.
inline QString writeInto(const QTemporaryDir &dir, const QString &name, const QByteArray &bytes)
{
    const QString path = dir.filePath(name);
    QFile f(path);
    if (f.open(QIODevice::WriteOnly | QIODevice::Truncate))
        f.write(bytes);
    return path;
}

// The machine of a script or CI job: no display of any kind, no platform chosen.
inline QProcessEnvironment noDisplay()
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    for (const char *name : { "DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM", "XDG_RUNTIME_DIR" })
        env.remove(QString::fromLatin1(name));
    return env;
}

// ---- export --compare: the difference heatmap -----------------------------------------

} // namespace testing
