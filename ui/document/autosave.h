// Crash-safe autosave: while the document has unsaved changes, a copy of the session is
// written to a recovery file a moment after each edit, and at least every half minute while
// edits keep coming (on a worker: at T = 4096 the JSON is 30 MB). Saving, undoing back to the
// saved state, a new session and a normal exit remove it.
// Each running program holds a lock on its own session-<id>.lock (flock: the kernel lets go of
// it however the program ends). A session-<id>.json whose lock nobody holds was left by a crash,
// a kill or a power cut: the next start offers it (MainWindow::offerRecovery).
#pragma once

#include <QElapsedTimer>
#include <QObject>
#include <QString>
#include <QStringList>

class QTimer;

namespace attn {

class BackgroundRunner;
class Document;

class Autosaver : public QObject {
    Q_OBJECT
public:
    // Recovery files go to `directory` (created when needed). An empty directory (no place
    // to write) turns autosave off.
    Autosaver(Document *doc, const QString &directory, QObject *parent = nullptr);
    ~Autosaver() override; // a normal exit: this program's recovery file goes

    // <app data>/recovery (QStandardPaths::AppDataLocation; tests redirect it with test mode);
    // empty when the system names no such place.
    static QString defaultDirectory();
    // Recovery files in `directory` left by programs no longer running, newest first.
    static QStringList orphans(const QString &directory);

    QString filePath() const { return m_path; }
    QString directory() const { return m_dir; }
    // Quiet time after an edit before the copy is written (default 2 s), and the longest a
    // stream of edits can postpone it (default 30 s).
    void setDelay(int ms, int maxWaitMs = 30000);
    // True from an edit until its copy is on disk.
    bool isPending() const;

signals:
    void written(const QString &path);
    void failed(const QString &why); // the copy could not be written (said once until one works)

private:
    void schedule();
    void writeNow();
    void finishWrite(bool ok, const QString &path, const QString &why);
    void remove(); // no copy wanted any more: none pending, none on disk

    Document *m_doc;
    QString m_dir;
    QString m_path;
    int m_lockFd = -1;
    QTimer *m_timer;
    QElapsedTimer m_waiting; // since the first edit not yet copied
    int m_maxWaitMs = 30000;
    BackgroundRunner *m_runner;
    bool m_writing = false;
    bool m_again = false; // an edit came while a copy was being written
    bool m_failedOnce = false;
};

} // namespace attn
