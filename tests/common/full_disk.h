// A folder where writing fails the way it does on a full disk, for the tests of "nothing lost".
//
// As root (CI, this project's VMs) it is a tiny tmpfs mounted for the test and filled to the
// last byte, so writes fail with the real ENOSPC ("No space left on device"). Elsewhere it is
// an ordinary temporary folder and arm() lowers the file size limit (RLIMIT_FSIZE) instead:
// writes past it fail with EFBIG ("File too large") — the same failure path in the app.
//
// Use: write the "old" files while it has room, arm(), try the write under test, disarm()
// (or let the destructor do it), then check the old files.
#pragma once

#include <QByteArray>
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QString>
#include <QTemporaryDir>

#include <csignal>
#include <cstdio>

#include <fcntl.h>
#include <sys/mount.h>
#include <sys/resource.h>
#include <unistd.h>

namespace testing {

class FullDisk {
public:
    FullDisk()
    {
        if (::geteuid() == 0
            && ::mount("tmpfs", QFile::encodeName(m_dir.path()).constData(), "tmpfs", 0,
                       "size=512k,mode=0755")
                == 0)
            m_mounted = true;
    }
    ~FullDisk()
    {
        disarm();
        if (m_mounted)
            ::umount2(QFile::encodeName(m_dir.path()).constData(), MNT_DETACH);
    }
    FullDisk(const FullDisk &) = delete;
    FullDisk &operator=(const FullDisk &) = delete;

    QString path() const { return m_dir.path(); }
    QString filePath(const QString &name) const { return m_dir.filePath(name); }
    bool isRealDisk() const { return m_mounted; }
    // What the system calls the failure, as the app's message must say it.
    QString reason() const
    {
        return m_mounted ? QStringLiteral("No space left on device") : QStringLiteral("File too large");
    }

    // From now on every write in the folder fails: the tmpfs is filled to the last byte, or the
    // process's file size limit drops to `limit` bytes (for writes anywhere: disarm soon).
    void arm(qint64 limit = 0)
    {
        if (m_mounted) {
            QFile filler(m_dir.filePath(QStringLiteral("filler")));
            if (filler.open(QIODevice::WriteOnly | QIODevice::Unbuffered)) {
                const QByteArray block(4096, 'x');
                while (filler.write(block) == block.size()) { }
                const QByteArray byte(1, 'x');
                while (filler.write(byte) == 1) { }
            }
            return;
        }
        std::signal(SIGXFSZ, SIG_IGN);
        ::getrlimit(RLIMIT_FSIZE, &m_old);
        rlimit small = m_old;
        small.rlim_cur = static_cast<rlim_t>(limit);
        m_limited = ::setrlimit(RLIMIT_FSIZE, &small) == 0;
    }
    void disarm()
    {
        if (m_limited)
            ::setrlimit(RLIMIT_FSIZE, &m_old);
        m_limited = false;
        if (m_mounted)
            QFile::remove(m_dir.filePath(QStringLiteral("filler")));
    }

    // For a child process (the command line): the same failure in the child only. On tmpfs the
    // folder is simply full (arm() first); otherwise the child's file size limit is `limit`.
    void applyTo(QProcess &process, qint64 limit = 0) const
    {
        if (m_mounted)
            return;
        process.setChildProcessModifier([limit] {
            std::signal(SIGXFSZ, SIG_IGN);
            rlimit r {};
            ::getrlimit(RLIMIT_FSIZE, &r);
            r.rlim_cur = static_cast<rlim_t>(limit);
            ::setrlimit(RLIMIT_FSIZE, &r);
        });
    }

private:
    QTemporaryDir m_dir;
    bool m_mounted = false;
    bool m_limited = false;
    rlimit m_old {};
};

inline QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

} // namespace testing
