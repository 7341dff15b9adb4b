#include "cliutil.h"

#include "commandline.h"

#include "io/fileio.h"
#include "io/session_json.h"

#include <QCommandLineParser>
#include <QFileInfo>

#include <unistd.h>

namespace attn::cli {

bool printOut(const QByteArray &text)
{
    io::FdSink out(STDOUT_FILENO);
    if (out.write(text) && out.flush())
        return true;
    printError(QStringLiteral("cannot write the output (%1)").arg(out.errorString()));
    return false;
}

std::optional<int> intOption(const QCommandLineParser &p, const QString &command, const QString &name, int lo,
                             int hi, QString *error, const QString &range)
{
    bool ok = false;
    const QString text = p.value(name);
    const int v = text.trimmed().toInt(&ok);
    if (!ok || v < lo || v > hi) {
        *error = QStringLiteral("%1: --%2 \"%3\" is not a whole number in %4")
                     .arg(command, name, text,
                          range.isEmpty() ? QStringLiteral("%1…%2").arg(lo).arg(hi) : range);
        return std::nullopt;
    }
    return v;
}

std::optional<Session> sessionFrom(const QCommandLineParser &p, const QString &command, QString *error,
                                   QJsonObject *view)
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
    auto session = preset ? io::loadPreset(p.value(QStringLiteral("preset")), error, view)
                          : io::loadSession(pos.first(), error, view);
    // compute and export read it (its numbers and pictures come from the result); the rest work
    // W_Q, W_K and W_V out or learn them, and a latent layer has neither.
    if (session && session->mla && command != QLatin1String("compute")
        && command != QLatin1String("export")) {
        *error = QStringLiteral(
                     "%1: this session holds latent attention (mla), which only compute and export read in "
                     "this version")
                     .arg(command);
        return std::nullopt;
    }
    return session;
}

QString repeatedOption(const QCommandLineParser &p)
{
    QStringList seen;
    for (const QString &name : p.optionNames()) {
        if (seen.contains(name))
            return name;
        seen << name;
    }
    return {};
}

QString shortName(const QString &path)
{
    QString name = QFileInfo(path).completeBaseName();
    if (name.endsWith(QLatin1String(".session")))
        name.chop(8);
    return io::printableName(name);
}

QString sessionName(const QCommandLineParser &p)
{
    return p.isSet(QStringLiteral("preset")) ? p.value(QStringLiteral("preset"))
                                             : shortName(p.positionalArguments().value(1));
}

namespace {

    QtMessageHandler g_previousHandler = nullptr;

    void quietOffscreen(QtMsgType type, const QMessageLogContext &context, const QString &message)
    {
        if (message.startsWith(QLatin1String("QStandardPaths: XDG_RUNTIME_DIR not set")))
            return;
        if (g_previousHandler)
            g_previousHandler(type, context, message);
    }

} // namespace

std::unique_ptr<QGuiApplication> offscreenApplication(int &argc, char **argv)
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    g_previousHandler = qInstallMessageHandler(quietOffscreen);
    return std::make_unique<QGuiApplication>(argc, argv);
}

} // namespace attn::cli
