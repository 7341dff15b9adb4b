// Writing a folder whole or not at all (folderwriter.h).
#include "folderwriter.h"

#include "fileio.h"
#include "iotext.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRandomGenerator>

#include <algorithm>
#include <cerrno>
#include <cstring>

#include <fcntl.h>
#include <unistd.h>

namespace attn::io {

namespace {

    // The command line's option before a refusal of the folder: not a word to translate, and the
    // window takes it off (ui/learn/trainmodelwindow.cpp).
    const QString kOut = QStringLiteral("out: ");

    // A hidden name beside `directory` for the folder being written.
    QString stagingFolder(const QString &directory)
    {
        const QFileInfo info(directory);
        QString name;
        for (int k = 0; k < 6; ++k)
            name += QChar(u'a' + QRandomGenerator::global()->bounded(26));
        return info.absoluteDir().filePath(QStringLiteral(".%1.~attn-model-%2").arg(info.fileName(), name));
    }

    // Folders of an earlier run for the same name that was stopped while it wrote (".NAME.~attn-model-
    // XXXXXX" beside NAME), untouched for a minute: no writer holds them any more.
    void removeStaleStaging(const QString &directory)
    {
        const QFileInfo info(directory);
        const QDir parent = info.absoluteDir();
        // Matched literally and case by case (a name filter would read NAME as a pattern).
        const QString prefix = QStringLiteral(".") + info.fileName() + QStringLiteral(".~attn-model-");
        for (const QFileInfo &f : parent.entryInfoList(QDir::Dirs | QDir::Hidden | QDir::NoDotAndDotDot)) {
            const QString name = f.fileName();
            if (name.size() != prefix.size() + 6 || !name.startsWith(prefix, Qt::CaseSensitive)
                || f.isSymLink())
                continue;
            const QStringView tail = QStringView(name).right(6);
            if (std::all_of(tail.begin(), tail.end(), [](QChar c) { return c >= u'a' && c <= u'z'; })
                && f.lastModified().secsTo(QDateTime::currentDateTime()) > 60)
                QDir(f.absoluteFilePath()).removeRecursively();
        }
    }

} // namespace

QString checkOutputFolder(const QString &given)
{
    const QString directory = QDir::cleanPath(given); // "out/" as "out": its parent is the folder it goes in
    const QFileInfo info(directory);
    if (info.isSymLink())
        //: %1 the folder
        return kOut
            + IoText::tr("%1 is a symbolic link; give a folder that does not exist or is empty")
                  .arg(printableName(directory));
    if (!info.exists())
        return info.absoluteDir().exists()
            ? QString()
            //: %1 the folder
            : kOut + IoText::tr("%1: the folder it would go in does not exist").arg(printableName(directory));
    if (!info.isDir())
        //: %1 the folder
        return kOut + IoText::tr("%1 exists and is not a folder").arg(printableName(directory));
    if (!QDir(directory).isEmpty(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden | QDir::System))
        //: %1 the folder
        return kOut + IoText::tr("%1 is not empty").arg(printableName(directory));
    return {};
}

bool writeFolderAtomically(const QString &given, const QList<QPair<QString, QByteArray>> &files,
                           QString *error)
{
    const QString directory = QDir::cleanPath(given); // "out/" as "out", as checkOutputFolder reads it
    if (const QString why = checkOutputFolder(directory); !why.isEmpty()) {
        *error = why;
        return false;
    }
    removeStaleStaging(directory);
    const QString staging = stagingFolder(directory);
    if (!QDir().mkdir(staging)) {
        //: %1 the folder being written
        *error = IoText::tr("%1: cannot make a folder beside it to write into").arg(printableName(directory));
        return false;
    }
    for (const auto &[name, bytes] : files)
        if (!writeFileAtomically(QDir(staging).filePath(name), bytes, error)) {
            error->replace(staging, directory); // named as the user knows it
            QDir(staging).removeRecursively();
            return false;
        }
    // rename(2) puts the folder in place in one step, over an empty folder of that name too.
    const QByteArray from = QFile::encodeName(staging), to = QFile::encodeName(directory);
    if (::rename(from.constData(), to.constData()) != 0) {
        //: %1 the folder being written, %2 the system's reason
        *error = IoText::tr("%1: cannot give the written folder its name (%2)")
                     .arg(printableName(directory), QString::fromLocal8Bit(std::strerror(errno)));
        QDir(staging).removeRecursively();
        return false;
    }
    // The rename itself on disk: the parent folder synced.
    const QByteArray parent = QFile::encodeName(QFileInfo(directory).absolutePath());
    if (const int fd = ::open(parent.constData(), O_RDONLY | O_DIRECTORY); fd >= 0) {
        ::fsync(fd);
        ::close(fd);
    }
    return true;
}

} // namespace attn::io
