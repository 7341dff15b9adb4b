// Runs one of the project's programs as a user or a script would: arguments in, exit code and
// both output streams back.
#pragma once

#include <QByteArray>
#include <QProcess>
#include <QProcessEnvironment>
#include <QStringList>

namespace testing {

struct ProgramRun {
    int code; // exit code; -1 timed out, -2 crashed
    QByteArray out, err;
};

inline ProgramRun runProgram(const QString &program, const QStringList &args,
                             const QProcessEnvironment &env = QProcessEnvironment::systemEnvironment())
{
    QProcess p;
    p.setProcessEnvironment(env);
    p.start(program, args);
    p.closeWriteChannel();
    if (!p.waitForFinished(120000))
        return { -1, {}, "timed out" };
    return { p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -2, p.readAllStandardOutput(),
             p.readAllStandardError() };
}

} // namespace testing
