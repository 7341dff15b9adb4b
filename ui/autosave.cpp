#include "autosave.h"

#include "background.h"
#include "document.h"
#include "io/session_json.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QSaveFile>
#include <QStandardPaths>
#include <QTimer>

#include <algorithm>
#include <cerrno>
#include <utility>

#include <signal.h>

namespace attn {

namespace {

constexpr int kDefaultDelayMs = 2000;

// session-<pid>.json → pid; 0 when the name is not one of ours.
qint64 pidOf(const QString &fileName)
{
    if (!fileName.startsWith(QLatin1String("session-")) || !fileName.endsWith(QLatin1String(".json")))
        return 0;
    bool ok = false;
    const qint64 pid = fileName.mid(8, fileName.size() - 8 - 5).toLongLong(&ok);
    return ok && pid > 0 ? pid : 0;
}

bool isRunning(qint64 pid)
{
    // Signal 0 checks the process exists; EPERM means it does, under another user.
    return pid == QCoreApplication::applicationPid() || ::kill(static_cast<pid_t>(pid), 0) == 0 || errno == EPERM;
}

} // namespace

Autosaver::Autosaver(Document *doc, const QString &directory, QObject *parent)
    : QObject(parent)
    , m_doc(doc)
    , m_dir(directory)
    , m_path(QDir(directory).filePath(QStringLiteral("session-%1.json").arg(QCoreApplication::applicationPid())))
    , m_timer(new QTimer(this))
    , m_runner(new BackgroundRunner(this))
{
    m_timer->setSingleShot(true);
    m_timer->setInterval(kDefaultDelayMs);
    connect(m_timer, &QTimer::timeout, this, &Autosaver::writeNow);
    // Every edit, undo and redo moves the stack's index; saving makes it clean.
    connect(doc->undoStack(), &QUndoStack::indexChanged, this, &Autosaver::schedule);
    connect(doc, &Document::modifiedChanged, this, [this](bool modified) {
        if (modified) {
            schedule(); // a restored session is unsaved without any edit
        } else {
            m_timer->stop();
            remove();
        }
    });
    // A new session (New, Open, a preset) starts clean: nothing of the old one to keep.
    connect(doc, &Document::sessionChanged, this, [this] {
        if (!m_doc->isModified()) {
            m_timer->stop();
            remove();
        }
    });
}

Autosaver::~Autosaver()
{
    delete m_runner; // waits for a copy being written, which must not outlive the removal
    m_runner = nullptr;
    remove();
}

QString Autosaver::defaultDirectory()
{
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)).filePath(QStringLiteral("recovery"));
}

QStringList Autosaver::orphans(const QString &directory)
{
    QStringList found;
    const QFileInfoList files = QDir(directory).entryInfoList({QStringLiteral("session-*.json")}, QDir::Files, QDir::Time);
    for (const QFileInfo &f : files) // newest first
        if (const qint64 pid = pidOf(f.fileName()); pid > 0 && !isRunning(pid))
            found << f.absoluteFilePath();
    return found;
}

void Autosaver::setDelay(int ms)
{
    m_timer->setInterval(std::max(0, ms));
}

bool Autosaver::isPending() const
{
    return m_timer->isActive() || m_writing;
}

void Autosaver::schedule()
{
    if (m_doc->isModified())
        m_timer->start(); // restarted by every edit: written once the user pauses
}

void Autosaver::writeNow()
{
    if (!m_doc->isModified() || !m_runner)
        return;
    if (m_writing) {
        m_again = true;
        return;
    }
    m_writing = true;
    // The copy is taken here; the JSON is made and written on a worker.
    QJsonObject view = m_doc->viewState();
    view["query"] = m_doc->selectedQuery();
    view["head"] = m_doc->selectedHead();
    view["title"] = m_doc->displayName();
    if (!m_doc->filePath().isEmpty())
        view["file"] = m_doc->filePath();
    m_runner->run([this, session = m_doc->session(), view, path = m_path]() -> BackgroundRunner::Continuation {
        QDir().mkpath(QFileInfo(path).absolutePath());
        QSaveFile file(path);
        const bool ok = file.open(QIODevice::WriteOnly) && file.write(io::sessionToJson(session, view)) >= 0 && file.commit();
        return [this, ok, path] {
            m_writing = false;
            const bool again = std::exchange(m_again, false);
            if (!m_doc->isModified()) // saved while it was being written
                remove();
            else if (again)
                writeNow();
            else if (ok)
                emit written(path);
        };
    });
}

void Autosaver::remove()
{
    if (!m_writing)
        QFile::remove(m_path);
    else
        m_again = false; // the running write's continuation removes it
}

} // namespace attn
