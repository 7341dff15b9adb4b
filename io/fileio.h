// Every file the app reads or writes goes through here: one way to read (regular files only,
// never more than a limit), one way to write (a temporary file beside the target, every write
// checked, synced, then renamed over it — so a full disk or a dead device never costs the old
// file), and one way to write a stream (stdout) with every write checked.
//
// Why not QSaveFile alone: in Qt 6.4 it keeps writes under 16 KB in a buffer, and when that
// buffer cannot be flushed at commit() it still renames the empty temporary file over the old
// one and reports success. Here every byte goes to the kernel through write(2), and fsync(2)
// and close(2) are checked before the rename.
//
// Errors are values: false / std::nullopt plus one sentence that names the file and says why in
// the system's words ("No space left on device").
#pragma once

#include <QByteArray>
#include <QString>

#include <cstddef>
#include <functional>
#include <optional>

namespace attn::io {

// ---- reading -----------------------------------------------------------------------------

// The whole of a regular file (symlinks followed), at most maxBytes. Devices, FIFOs, sockets
// and folders are refused before anything is read (a FIFO is opened without blocking); a file
// that turns out longer than maxBytes while it is read is refused too, whatever its size said.
std::optional<QByteArray> readRegularFile(const QString &path, qint64 maxBytes, QString *error);

// A regular file mapped read-only into memory (model weights: gigabytes, not copied).
class MappedFile {
public:
    MappedFile() = default;
    MappedFile(MappedFile &&other) noexcept;
    MappedFile &operator=(MappedFile &&other) noexcept;
    MappedFile(const MappedFile &) = delete;
    MappedFile &operator=(const MappedFile &) = delete;
    ~MappedFile();

    // Refuses what readRegularFile refuses, and empty files.
    static std::optional<MappedFile> open(const QString &path, QString *error);

    const unsigned char *data() const { return m_data; }
    qint64 size() const { return m_size; }
    const QString &path() const { return m_path; }

private:
    const unsigned char *m_data = nullptr;
    qint64 m_size = 0;
    QString m_path;
};

// ---- writing -----------------------------------------------------------------------------

// Receives the bytes of a file or stream being written; each call reports whether everything
// so far went out. After the first failure every later call returns false at once.
class ByteSink {
public:
    virtual ~ByteSink() = default;
    virtual bool write(const char *data, std::size_t size) = 0;
    bool write(const QByteArray &bytes)
    {
        return write(bytes.constData(), static_cast<std::size_t>(bytes.size()));
    }
};

struct WriteOptions {
    // Created readable and writable by its owner only (0600): recovery copies of unsaved work.
    bool ownerOnly = false;
    // Called once the new file is written and on disk, just before it takes the name: false
    // (with *error set) gives up, and the old file stays. `train` prints its losses here, so that
    // a stdout that cannot take them leaves --out as it was.
    std::function<bool(QString *error)> beforeCommit;
};

// Writes path atomically from what produce() puts into the sink. produce() returns false to
// give up (e.g. cancelled; then *error is its message if it set one). On any failure the file
// that was there before is left exactly as it was, the temporary file is removed, and *error
// names the file and the reason. A symlink is written through (its target is replaced).
bool writeFileAtomically(const QString &path, const std::function<bool(ByteSink &)> &produce, QString *error,
                         WriteOptions options = {});
bool writeFileAtomically(const QString &path, const QByteArray &bytes, QString *error,
                         WriteOptions options = {});

// The name of the file a temporary file of writeFileAtomically was for: ".NAME.~attnXXXXXX"
// beside NAME (".NAME.XXXXXX" from earlier versions), left behind only when the program died
// while writing. Empty for any other name. The next write of NAME removes its own kind that no
// writer holds (an flock, held from creation to rename) and that has not changed for a minute;
// the autosaver removes the rest once its locks say no writer of NAME is alive.
QString temporaryFileTarget(const QString &fileName);

// SIGINT, SIGTERM and SIGHUP (where nothing else handles them yet) remove the temporary files
// writeFileAtomically is writing at that moment, then end the program as the signal would: a
// `train` stopped with Ctrl+C while it writes its 30 MB session leaves nothing behind. main()
// calls it once, before any thread starts.
void removeTemporaryFilesOnSignals();

// A sink on an open file descriptor (stdout for the command line), buffered in large blocks;
// every write(2) is checked, EINTR retried, short writes continued. SIGPIPE should be ignored
// by the program, so a closed pipe shows as EPIPE here instead of killing it.
class FdSink final : public ByteSink {
public:
    explicit FdSink(int fd)
        : m_fd(fd)
    {
    }
    ~FdSink() override;
    bool write(const char *data, std::size_t size) override;
    using ByteSink::write;
    bool flush(); // false once anything failed
    bool failed() const { return m_errno != 0; }
    QString errorString() const; // the system's words, e.g. "No space left on device"
    int errorNumber() const { return m_errno; }

private:
    bool writeOut(const char *data, std::size_t size);

    int m_fd;
    int m_errno = 0;
    QByteArray m_buffer;
};

// A name for messages on a terminal: control characters (a newline, an escape sequence in a
// file name) shown as \n, \t or \xNN instead of acting on the terminal.
QString printableName(const QString &text);

} // namespace attn::io
