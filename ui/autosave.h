// Crash-safe autosave: while the document has unsaved changes, a copy of the session is
// written to a recovery file a moment after each edit (on a worker: at T = 4096 the JSON is
// 30 MB). Saving, or undoing back to the saved state, removes it, and so does a normal exit.
// A recovery file whose program is no longer running was left by a crash or a power cut: the
// next start offers it (MainWindow::offerRecovery).
#pragma once

#include <QObject>
#include <QString>
#include <QStringList>

class QTimer;

namespace attn {

class BackgroundRunner;
class Document;

class Autosaver : public QObject
{
    Q_OBJECT
public:
    // Recovery files go to `directory` (created when needed), one per running program:
    // session-<pid>.json.
    Autosaver(Document *doc, const QString &directory, QObject *parent = nullptr);
    ~Autosaver() override; // a normal exit: this program's recovery file goes

    // <app data>/recovery (QStandardPaths::AppDataLocation; tests redirect it with test mode).
    static QString defaultDirectory();
    // Recovery files in `directory` left by programs no longer running, newest first.
    static QStringList orphans(const QString &directory);

    QString filePath() const { return m_path; }
    QString directory() const { return m_dir; }
    // Quiet time after an edit before the copy is written (default 2 s).
    void setDelay(int ms);
    // True from an edit until its copy is on disk.
    bool isPending() const;

signals:
    void written(const QString &path);

private:
    void schedule();
    void writeNow();
    void remove();

    Document *m_doc;
    QString m_dir;
    QString m_path;
    QTimer *m_timer;
    BackgroundRunner *m_runner;
    bool m_writing = false;
    bool m_again = false; // an edit came while a copy was being written
};

} // namespace attn
