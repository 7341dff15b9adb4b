#include "autosave.h"

#include "io/fileio.h"

#include "background.h"
#include "document.h"
#include "io/session_json.h"

#include <QDir>
#include <QFileInfo>
#include <QStandardPaths>
#include <QTimer>
#include <QUuid>

#include <algorithm>
#include <utility>

#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>

namespace attn {

namespace {

    constexpr int kDefaultDelayMs = 2000;

    // The lock beside a copy: session-<id>.json → session-<id>.lock.
    QString lockPathOf(const QString &copy)
    {
        return copy.left(copy.size() - 5) + QStringLiteral(".lock");
    }

    // Holds an exclusive flock on `path` (created when missing); -1 when the lock is held by
    // another open file, or the file cannot be made.
    int takeLock(const QString &path)
    {
        const int fd = ::open(QFile::encodeName(path).constData(), O_RDWR | O_CREAT | O_CLOEXEC, 0600);
        if (fd < 0)
            return -1;
        if (::flock(fd, LOCK_EX | LOCK_NB) != 0) {
            ::close(fd);
            return -1;
        }
        return fd;
    }

} // namespace

Autosaver::Autosaver(Document *doc, const QString &directory, QObject *parent)
    : QObject(parent)
    , m_doc(doc)
    , m_dir(directory)
    , m_timer(new QTimer(this))
    , m_runner(new BackgroundRunner(this))
{
    if (!m_dir.isEmpty() && QDir().mkpath(m_dir)) {
        const QString id = QUuid::createUuid().toString(QUuid::WithoutBraces);
        m_path = QDir(m_dir).filePath(QStringLiteral("session-%1.json").arg(id));
        m_lockFd = takeLock(lockPathOf(m_path));
    }
    if (m_lockFd < 0)
        m_path.clear(); // nowhere to keep copies: autosave is off
    m_timer->setSingleShot(true);
    m_timer->setInterval(kDefaultDelayMs);
    connect(m_timer, &QTimer::timeout, this, &Autosaver::writeNow);
    // Every edit, undo and redo moves the stack's index; saving makes it clean.
    connect(doc->undoStack(), &QUndoStack::indexChanged, this, &Autosaver::schedule);
    connect(doc, &Document::modifiedChanged, this, [this](bool modified) {
        if (modified)
            schedule(); // a restored session is unsaved without any edit
        else
            remove();
    });
    // A new session (New, Open, a preset) starts clean: nothing of the old one to keep.
    connect(doc, &Document::sessionChanged, this, [this] {
        if (!m_doc->isModified())
            remove();
    });
}

Autosaver::~Autosaver()
{
    delete m_runner; // waits for a copy being written; its continuation never runs
    m_runner = nullptr;
    m_writing = false;
    remove(); // a normal exit: the user was asked about unsaved changes
    if (m_lockFd >= 0) {
        QFile::remove(lockPathOf(m_path));
        ::close(m_lockFd);
    }
}

QString Autosaver::defaultDirectory()
{
    const QString data = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    return data.isEmpty() ? QString() : QDir(data).filePath(QStringLiteral("recovery"));
}

QStringList Autosaver::orphans(const QString &directory)
{
    QStringList found;
    if (directory.isEmpty())
        return found;
    // Half-written copies of runs that died while writing one (io/fileio's temporary files):
    // removed once their run's lock shows it is gone; the last whole copy is the one offered.
    for (const QFileInfo &f :
         QDir(directory).entryInfoList({ QStringLiteral(".session-*.json.*") }, QDir::Files | QDir::Hidden)) {
        const QString target = io::temporaryFileTarget(f.fileName());
        if (!target.startsWith(QLatin1String("session-")) || !target.endsWith(QLatin1String(".json")))
            continue;
        const QString lock = lockPathOf(QDir(directory).filePath(target));
        if (const int fd = takeLock(lock); fd >= 0) {
            QFile::remove(f.absoluteFilePath());
            if (!QFile::exists(QDir(directory).filePath(target)))
                QFile::remove(lock);
            ::close(fd);
        }
    }
    const QFileInfoList files
        = QDir(directory).entryInfoList({ QStringLiteral("session-*.json") }, QDir::Files, QDir::Time);
    for (const QFileInfo &f : files) { // newest first
        const QString lock = lockPathOf(f.absoluteFilePath());
        const int fd = takeLock(lock);
        if (fd < 0)
            continue; // its program is running (this one, or another window)
        ::close(fd);
        QFile::remove(lock);
        found << f.absoluteFilePath();
    }
    // Locks of runs that ended without a normal exit and had nothing unsaved: tidied away.
    for (const QFileInfo &f :
         QDir(directory).entryInfoList({ QStringLiteral("session-*.lock") }, QDir::Files)) {
        const QString copy = f.absoluteFilePath().chopped(5) + QStringLiteral(".json");
        if (QFile::exists(copy))
            continue;
        if (const int fd = takeLock(f.absoluteFilePath()); fd >= 0) {
            QFile::remove(f.absoluteFilePath());
            ::close(fd);
        }
    }
    return found;
}

void Autosaver::setDelay(int ms, int maxWaitMs)
{
    m_timer->setInterval(std::max(0, ms));
    m_maxWaitMs = std::max(0, maxWaitMs);
}

bool Autosaver::isPending() const
{
    return m_timer->isActive() || m_writing;
}

void Autosaver::schedule()
{
    if (m_path.isEmpty() || !m_doc->isModified())
        return;
    if (!m_timer->isActive() && !m_writing)
        m_waiting.start();
    if (m_waiting.isValid() && m_waiting.elapsed() >= m_maxWaitMs) {
        m_timer->stop();
        writeNow(); // edits without a pause: do not wait for one any longer
        return;
    }
    m_timer->start(); // restarted by every edit: written once the user pauses
}

void Autosaver::writeNow()
{
    if (!m_doc->isModified() || !m_runner || m_path.isEmpty())
        return;
    if (m_writing) {
        m_again = true;
        return;
    }
    m_writing = true;
    m_waiting.invalidate();
    // The copy is taken here; the JSON is made and written on a worker.
    QJsonObject view = m_doc->viewState();
    view["query"] = m_doc->selectedQuery();
    view["head"] = m_doc->selectedHead();
    view["title"] = m_doc->displayName();
    if (!m_doc->filePath().isEmpty())
        view["file"] = m_doc->filePath();
    m_runner->run(
        [this, session = m_doc->session(), view, path = m_path]() -> BackgroundRunner::Continuation {
            // Readable by its owner only, like its lock: unsaved work is nobody else's business.
            QString why;
            const bool ok = io::writeFileAtomically(path, io::sessionToJson(session, view), &why,
                                                    { .ownerOnly = true });
            return [this, ok, path, why] { finishWrite(ok, path, why); };
        },
        [this, path = m_path] { finishWrite(false, path, tr("not enough memory")); });
}

// After a write, whether it was done or failed (out of memory included): a copy of a session
// saved meanwhile is removed, a change made meanwhile is written, a failure said once.
void Autosaver::finishWrite(bool ok, const QString &path, const QString &why)
{
    m_writing = false;
    const bool again = std::exchange(m_again, false);
    if (!m_doc->isModified()) { // saved while it was being written
        remove();
    } else if (again) {
        writeNow();
    } else if (ok) {
        m_failedOnce = false;
        emit written(path);
    } else if (!std::exchange(m_failedOnce, true)) {
        emit failed(tr("cannot keep a recovery copy of the unsaved changes: %1").arg(why));
    }
}

void Autosaver::remove()
{
    m_timer->stop();
    m_waiting.invalidate();
    if (m_path.isEmpty())
        return;
    if (!m_writing)
        QFile::remove(m_path);
    else
        m_again = false; // the running write's continuation removes it
}

} // namespace attn
