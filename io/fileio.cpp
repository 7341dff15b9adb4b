// Reading regular files only, writing atomically with every step checked (fileio.h says why).
#include "fileio.h"
#include "iotext.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QScopeGuard>

#include <algorithm>
#include <atomic>
#include <cctype>
#include <cerrno>
#include <chrono>
#include <climits>
#include <csignal>
#include <cstdint>
#include <cstring>
#include <optional>
#include <random>
#include <utility>

#include <dirent.h>
#include <fcntl.h>
#include <sys/file.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

namespace attn::io {

namespace {

    QString systemError(int errorNumber)
    {
        return QString::fromLocal8Bit(std::strerror(errorNumber));
    }

    QString shownPath(const QString &path)
    {
        return printableName(QDir::toNativeSeparators(path));
    }

    // What a path that is not a regular file is, for the message.
    QString kindOf(mode_t mode)
    {
        if (S_ISDIR(mode))
            //: what a path is when it is not a regular file; goes into "%1: is %2, not a file"
            return IoText::tr("a folder");
        if (S_ISFIFO(mode))
            //: what a path is when it is not a regular file; goes into "%1: is %2, not a file"
            return IoText::tr("a named pipe (FIFO)");
        if (S_ISSOCK(mode))
            //: what a path is when it is not a regular file; goes into "%1: is %2, not a file"
            return IoText::tr("a socket");
        if (S_ISCHR(mode) || S_ISBLK(mode))
            //: what a path is when it is not a regular file; goes into "%1: is %2, not a file"
            return IoText::tr("a device");
        //: what a path is when it is not a regular file; goes into "%1: is %2, not a file"
        return IoText::tr("not a regular file");
    }

    // Opens path for reading without ever blocking (a FIFO would wait for a writer for ever) and
    // checks that it is a regular file. Returns the descriptor, or -1 with *error set.
    int openRegular(const QString &path, struct stat *st, QString *error)
    {
        // stat first: it names what a socket or a device is, where open() would only fail or block.
        if (::stat(QFile::encodeName(path).constData(), st) == 0 && !S_ISREG(st->st_mode)) {
            //: %1 the path, %2 what it is: "a folder", "a device"…
            *error = IoText::tr("%1: is %2, not a file").arg(shownPath(path), kindOf(st->st_mode));
            return -1;
        }
        const int fd
            = ::open(QFile::encodeName(path).constData(), O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY);
        if (fd < 0) {
            //: %1 the file, %2 the system's reason
            *error = IoText::tr("%1: cannot open (%2)").arg(shownPath(path), systemError(errno));
            return -1;
        }
        if (::fstat(fd, st) != 0) {
            *error = IoText::tr("%1: cannot open (%2)").arg(shownPath(path), systemError(errno));
            ::close(fd);
            return -1;
        }
        if (!S_ISREG(st->st_mode)) {
            *error = IoText::tr("%1: is %2, not a file").arg(shownPath(path), kindOf(st->st_mode));
            ::close(fd);
            return -1;
        }
        // Regular files ignore O_NONBLOCK, but clear it so reads behave in the ordinary way.
        ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) & ~O_NONBLOCK);
        return fd;
    }

    QString megabytes(qint64 bytes)
    {
        if (bytes >= (1 << 20))
            //: a size in a message about a file too large; %1 a number of megabytes
            return IoText::tr("%1 MB").arg(bytes >> 20);
        //: a size in a message about a file too large; %1 a number of bytes
        return IoText::tr("%1 bytes").arg(bytes);
    }

    // The process's umask, read without changing it (umask(2) can only be read by setting it,
    // which would race with other threads creating files).
    mode_t currentUmask()
    {
        static const mode_t mask = [] {
            QFile status(QStringLiteral("/proc/self/status"));
            if (status.open(QIODevice::ReadOnly))
                for (const QByteArray &line : status.readAll().split('\n'))
                    if (line.startsWith("Umask:")) {
                        bool ok = false;
                        const uint m = line.mid(6).trimmed().toUInt(&ok, 8);
                        if (ok)
                            return static_cast<mode_t>(m & 0777);
                    }
            return static_cast<mode_t>(022);
        }();
        return mask;
    }

} // namespace

std::optional<QByteArray> readRegularFile(const QString &path, qint64 maxBytes, QString *error)
{
    QString ignored;
    if (!error)
        error = &ignored;
    if (path.startsWith(QLatin1Char(':'))) { // a Qt resource (the presets): built into the program
        QFile resource(path);
        if (!resource.open(QIODevice::ReadOnly)) {
            //: %1 the file, %2 the reason
            *error = IoText::tr("%1: cannot open (%2)").arg(shownPath(path), resource.errorString());
            return std::nullopt;
        }
        return resource.readAll();
    }
    struct stat st { };
    const int fd = openRegular(path, &st, error);
    if (fd < 0)
        return std::nullopt;
    auto tooLarge = [&](qint64 size) {
        //: %1 the file, %2 its size, %3 the largest size read (each "12 MB" or "300 bytes")
        *error = IoText::tr("%1: %2, larger than the limit of %3")
                     .arg(shownPath(path), megabytes(size), megabytes(maxBytes));
        ::close(fd);
        return std::nullopt;
    };
    if (st.st_size > maxBytes)
        return tooLarge(st.st_size);

    // Read until the end, but never more than the limit plus one byte (the one that proves the
    // file is over the limit), whatever st_size said (a file can grow while it is read, and
    // some files report a size of 0).
    QByteArray bytes;
    bytes.resize(static_cast<qsizetype>(std::min<qint64>(st.st_size, maxBytes) + 1));
    qint64 got = 0;
    for (;;) {
        if (got == bytes.size()) {
            if (got > maxBytes)
                return tooLarge(got);
            bytes.resize(
                static_cast<qsizetype>(std::min<qint64>(std::max<qint64>(2 * got, 4096), maxBytes + 1)));
        }
        const ssize_t n = ::read(fd, bytes.data() + got, static_cast<size_t>(bytes.size() - got));
        if (n < 0) {
            if (errno == EINTR)
                continue;
            //: %1 the file, %2 the system's reason
            *error = IoText::tr("%1: cannot read (%2)").arg(shownPath(path), systemError(errno));
            ::close(fd);
            return std::nullopt;
        }
        if (n == 0)
            break;
        got += n;
    }
    ::close(fd);
    if (got > maxBytes)
        return tooLarge(got);
    bytes.resize(static_cast<qsizetype>(got));
    return bytes;
}

// ---- MappedFile -------------------------------------------------------------------------------

MappedFile::MappedFile(MappedFile &&other) noexcept
    : m_data(std::exchange(other.m_data, nullptr))
    , m_size(std::exchange(other.m_size, 0))
    , m_path(std::move(other.m_path))
{
}

MappedFile &MappedFile::operator=(MappedFile &&other) noexcept
{
    if (this != &other) {
        if (m_data)
            ::munmap(const_cast<unsigned char *>(m_data), static_cast<size_t>(m_size));
        m_data = std::exchange(other.m_data, nullptr);
        m_size = std::exchange(other.m_size, 0);
        m_path = std::move(other.m_path);
    }
    return *this;
}

MappedFile::~MappedFile()
{
    if (m_data)
        ::munmap(const_cast<unsigned char *>(m_data), static_cast<size_t>(m_size));
}

std::optional<MappedFile> MappedFile::open(const QString &path, QString *error)
{
    QString ignored;
    if (!error)
        error = &ignored;
    struct stat st { };
    const int fd = openRegular(path, &st, error);
    if (fd < 0)
        return std::nullopt;
    if (st.st_size <= 0) {
        *error = IoText::tr("%1: the file is empty").arg(shownPath(path));
        ::close(fd);
        return std::nullopt;
    }
    void *p = ::mmap(nullptr, static_cast<size_t>(st.st_size), PROT_READ, MAP_PRIVATE, fd, 0);
    const int mapErrno = errno;
    ::close(fd); // the mapping keeps the file open
    if (p == MAP_FAILED) {
        *error
            //: %1 the file, %2 the system's reason
            = IoText::tr("%1: cannot map into memory (%2)").arg(shownPath(path), systemError(mapErrno));
        return std::nullopt;
    }
    MappedFile f;
    f.m_data = static_cast<const unsigned char *>(p);
    f.m_size = st.st_size;
    f.m_path = path;
    return f;
}

// ---- FdSink -----------------------------------------------------------------------------------

namespace {
    constexpr std::size_t kSinkBlock = 1 << 20;
}

FdSink::~FdSink() = default;

bool FdSink::writeOut(const char *data, std::size_t size)
{
    while (size > 0) {
        const ssize_t n = ::write(m_fd, data, size);
        if (n < 0) {
            if (errno == EINTR)
                continue;
            m_errno = errno;
            return false;
        }
        if (n == 0) { // a write that makes no progress: treat as "device full"
            m_errno = ENOSPC;
            return false;
        }
        data += n;
        size -= static_cast<std::size_t>(n);
    }
    return true;
}

bool FdSink::write(const char *data, std::size_t size)
{
    if (m_errno)
        return false;
    if (m_buffer.size() + static_cast<qsizetype>(size) <= static_cast<qsizetype>(kSinkBlock)) {
        m_buffer.append(data, static_cast<qsizetype>(size));
        return true;
    }
    if (!flush())
        return false;
    if (size >= kSinkBlock)
        return writeOut(data, size);
    m_buffer.append(data, static_cast<qsizetype>(size));
    return true;
}

bool FdSink::flush()
{
    if (m_errno)
        return false;
    const bool ok = writeOut(m_buffer.constData(), static_cast<std::size_t>(m_buffer.size()));
    m_buffer.clear();
    return ok;
}

QString FdSink::errorString() const
{
    return m_errno ? systemError(m_errno) : QString();
}

// ---- writing a file ---------------------------------------------------------------------------

namespace {

    // The temporary files being written now, for the signal handler: a few fixed slots (a
    // handler may not allocate or lock), each a path and a flag that says it is complete.
    constexpr int kTemporarySlots = 8;
    constexpr std::size_t kTemporaryPathBytes = 4096;
    char g_temporaryPaths[kTemporarySlots][kTemporaryPathBytes];
    // 0 free, 1 being filled, 2 a path to remove, 3 being removed by the handler (whose process ends)
    std::atomic<int> g_temporaryState[kTemporarySlots];

    // The slot that now names `path`, or −1 when none is free or it is too long (then a signal
    // leaves that one file behind, as before).
    int holdTemporary(const QByteArray &path)
    {
        if (std::size_t(path.size()) >= kTemporaryPathBytes)
            return -1;
        for (int i = 0; i < kTemporarySlots; ++i) {
            int expected = 0;
            if (g_temporaryState[i].compare_exchange_strong(expected, 1)) {
                std::memcpy(g_temporaryPaths[i], path.constData(), std::size_t(path.size()) + 1);
                g_temporaryState[i].store(2);
                return i;
            }
        }
        return -1;
    }

    // Frees the slot unless the handler has claimed it (then the process is ending anyway).
    void releaseTemporary(int slot)
    {
        int held = 2;
        if (slot >= 0)
            g_temporaryState[slot].compare_exchange_strong(held, 0);
    }

    extern "C" void removeTemporariesAndEnd(int signal)
    {
        for (int i = 0; i < kTemporarySlots; ++i) {
            int held = 2; // claimed first, so the writer cannot free and refill the path meanwhile
            if (g_temporaryState[i].compare_exchange_strong(held, 3))
                ::unlink(g_temporaryPaths[i]); // async-signal-safe
        }
        std::signal(signal, SIG_DFL);
        std::raise(signal);
    }

    // Releases a held temporary path when the write ends, however it ends (release() as soon
    // as the rename has given the file its name).
    struct HeldTemporary {
        int slot;
        void release()
        {
            releaseTemporary(slot);
            slot = -1;
        }
        ~HeldTemporary() { releaseTemporary(slot); }
    };

} // namespace

namespace {

    // The file a write of `path` goes to: `path` itself, or what its chain of symbolic links
    // leads to, each link's text read as the kernel reads it (relative to the link's own folder,
    // made canonical first, so that ".." climbs as the kernel would climb it). A dangling link is
    // followed only when it is ours: in a shared sticky folder (/tmp) the kernel itself refuses
    // to create a file through another user's link (protected_symlinks), and so does this.
    bool resolveLinks(const QString &path, QString *target, QString *error)
    {
        *target = path;
        for (int hops = 0; hops < 40; ++hops) {
            const QByteArray name = QFile::encodeName(*target);
            struct stat link { };
            if (::lstat(name.constData(), &link) != 0 || !S_ISLNK(link.st_mode))
                return true;
            struct stat pointed { };
            if (::stat(name.constData(), &pointed) != 0 && link.st_uid != ::geteuid()) {
                *error = IoText::tr("%1: a symbolic link to nothing that is not yours; nothing was written")
                             .arg(shownPath(path));
                return false;
            }
            QByteArray text(4096, '\0');
            const ssize_t n = ::readlink(name.constData(), text.data(), std::size_t(text.size()));
            if (n <= 0 || n >= text.size())
                return true; // unreadable: written as the name it has
            text.truncate(n);
            const QString linkText = QFile::decodeName(text);
            const QFileInfo info(*target);
            const QString folder = QFileInfo(info.absolutePath()).canonicalFilePath();
            *target = linkText.startsWith(QLatin1Char('/'))
                ? linkText
                : (folder.isEmpty() ? info.absolutePath() : folder) + QLatin1Char('/') + linkText;
        }
        *error
            = IoText::tr("%1: too many levels of symbolic links; nothing was written").arg(shownPath(path));
        return false;
    }

    // What sets the app's temporary files apart: ".NAME" + kMarker + six random letters or
    // digits (".s.json.~attnq3ZkP0"). Only such names are ever removed as stale.
    constexpr char kMarker[] = ".~attn";
    constexpr int kRandomChars = 6;

    bool isRandomPart(const QString &text)
    {
        return text.size() == kRandomChars && std::all_of(text.begin(), text.end(), [](QChar c) {
                   return c.unicode() < 128 && std::isalnum(c.unicode());
               });
    }

    // NAME for ".NAME.~attnXXXXXX", the app's marked form of a temporary name; empty otherwise.
    QString markedTemporaryTarget(const QString &fileName)
    {
        const qsizetype marked = fileName.size() - kRandomChars - qsizetype(std::strlen(kMarker));
        if (marked > 1 && fileName.startsWith(QLatin1Char('.'))
            && fileName.mid(marked, qsizetype(std::strlen(kMarker))) == QLatin1String(kMarker)
            && isRandomPart(fileName.right(kRandomChars)))
            return fileName.mid(1, marked - 1);
        return {};
    }

    // Six random letters and digits for a temporary name.
    QByteArray randomPart()
    {
        static constexpr char kAlphabet[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
        thread_local std::mt19937_64 engine([] {
            std::random_device device;
            return (std::uint64_t(device()) << 32) ^ device() ^ std::uint64_t(::getpid())
                ^ std::uint64_t(std::chrono::steady_clock::now().time_since_epoch().count());
        }());
        QByteArray part(kRandomChars, '\0');
        for (char &c : part)
            c = kAlphabet[engine() % (sizeof(kAlphabet) - 1)];
        return part;
    }

    // A temporary file of this name whose writer is gone: SIGKILL, a crash or a power cut leave
    // one that no handler could remove. Its writer holds an exclusive flock on it from the
    // moment it is made until the rename (the kernel lets go when a process ends, however it
    // ends); one with the app's mark that nobody holds, that has not changed for a minute and
    // has no other name (a hard link) is removed. Only regular files of this user.
    constexpr time_t kStaleSeconds = 60;
    void removeStaleTemporaries(const QFileInfo &target)
    {
        const QByteArray folder = QFile::encodeName(target.absolutePath());
        DIR *dir = ::opendir(folder.constData());
        if (!dir)
            return;
        const int dirFd = ::dirfd(dir);
        const time_t now = ::time(nullptr);
        while (const dirent *entry = ::readdir(dir)) {
            if (markedTemporaryTarget(QFile::decodeName(entry->d_name)) != target.fileName())
                continue;
            struct stat seen { };
            if (::fstatat(dirFd, entry->d_name, &seen, AT_SYMLINK_NOFOLLOW) != 0 || !S_ISREG(seen.st_mode)
                || seen.st_uid != ::geteuid() || seen.st_nlink != 1 || now - seen.st_mtime < kStaleSeconds)
                continue;
            const int fd
                = ::openat(dirFd, entry->d_name, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY);
            if (fd < 0)
                continue;
            struct stat st { };
            if (::fstat(fd, &st) == 0 && st.st_ino == seen.st_ino && st.st_dev == seen.st_dev
                && ::flock(fd, LOCK_EX | LOCK_NB) == 0)
                ::unlinkat(dirFd, entry->d_name, 0);
            ::close(fd);
        }
        ::closedir(dir);
    }

} // namespace

void removeTemporaryFilesOnSignals()
{
    for (int signal : { SIGINT, SIGTERM, SIGHUP }) {
        struct sigaction now { };
        if (::sigaction(signal, nullptr, &now) != 0 || now.sa_handler != SIG_DFL)
            continue; // ignored or handled by someone else: theirs
        struct sigaction action { };
        action.sa_handler = removeTemporariesAndEnd;
        sigemptyset(&action.sa_mask);
        ::sigaction(signal, &action, nullptr);
    }
}

bool writeFileAtomically(const QString &path, const std::function<bool(ByteSink &)> &produce, QString *error,
                         WriteOptions options)
{
    QString ignored;
    if (!error)
        error = &ignored;
    error->clear();

    // Write through a symlink to what it points at, as editors and the shell do; the link itself
    // stays. A link to nothing yet (dangling) makes its target, as `echo > link` would.
    QString target;
    if (!resolveLinks(path, &target, error))
        return false;
    const QFileInfo targetInfo(target);
    const QByteArray targetName = QFile::encodeName(target);

    struct stat old { };
    const bool existed = ::stat(targetName.constData(), &old) == 0;
    if (existed && !S_ISREG(old.st_mode)) {
        //: %1 the path, %2 what it is: "a folder", "a device"…
        *error = IoText::tr("%1: is %2, not a file; nothing was written")
                     .arg(shownPath(path), kindOf(old.st_mode));
        return false;
    }
    //: added at the end of a message that a file could not be written, when it was there before
    const QString kept = existed ? IoText::tr("; the previous file is unchanged") : QString();
    auto failWith = [&](int errorNumber) {
        //: %1 the file, %2 the system's reason, %3 "; the previous file is unchanged" or nothing
        *error = IoText::tr("%1: cannot write (%2)%3").arg(shownPath(path), systemError(errorNumber), kept);
        return false;
    };

    // The temporary file lives beside the target, so the final rename never crosses devices
    // (named as temporaryFileTarget() reads it back). Its name is in the signal handler's slots
    // before the file exists, so that a signal on another thread finds it (removing a name not
    // made yet is harmless; one taken by another file, EEXIST, is left within microseconds and
    // has 62⁶ names to collide in), and O_EXCL never takes another's file. A name too long for
    // the mark (a target of 243 bytes or more) gets the unmarked form, never removed as stale.
    removeStaleTemporaries(targetInfo);
    const QByteArray base = QFile::encodeName(targetInfo.fileName());
    const bool marked = 1 + base.size() + qsizetype(std::strlen(kMarker)) + kRandomChars <= NAME_MAX;
    const QByteArray prefix = QFile::encodeName(targetInfo.absolutePath()) + "/." + base
        + (marked ? QByteArray(kMarker) : QByteArray("."));
    QByteArray temp;
    int fd = -1, slot = -1;
    for (int attempt = 0; attempt < 100 && fd < 0; ++attempt) {
        temp = prefix + randomPart();
        slot = holdTemporary(temp);
        fd = ::open(temp.constData(), O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0600);
        if (fd >= 0)
            break;
        const int failure = errno;
        releaseTemporary(slot);
        slot = -1;
        if (failure != EEXIST)
            return failWith(failure);
    }
    if (fd < 0) {
        //: %1 the file, %2 "; the previous file is unchanged" or nothing
        *error
            = IoText::tr("%1: cannot write (no free temporary name beside it)%2").arg(shownPath(path), kept);
        return false;
    }
    HeldTemporary held { slot }; // removed by a signal while it is written
    // Locked until the rename, past the close below (a duplicate keeps the lock; without one the
    // lock ends at the close, and only the minute's grace keeps the file from another writer's
    // removeStaleTemporaries()).
    ::flock(fd, LOCK_EX | LOCK_NB); // a file just made: no one else can hold it
    const int lockFd = ::fcntl(fd, F_DUPFD_CLOEXEC, 0);
    const auto unlock = qScopeGuard([lockFd] {
        if (lockFd >= 0)
            ::close(lockFd);
    });

    const mode_t mode = options.ownerOnly ? mode_t(0600)
        : existed                         ? (old.st_mode & 07777)
                                          : (0666 & ~currentUmask());
    bool ok = true;
    if (::fchmod(fd, mode) != 0)
        ok = failWith(errno);

    FdSink sink(fd);
    bool produced = false;
    try {
        produced = ok && produce(sink);
    } catch (...) { // e.g. std::bad_alloc halfway: no partial file is left behind, then it goes on up
        ::close(fd);
        ::unlink(temp.constData());
        throw;
    }
    if (ok && !produced) {
        ok = false;
        if (sink.failed())
            failWith(sink.errorNumber());
        else if (error->isEmpty())
            //: %1 the file, %2 "; the previous file is unchanged" or nothing
            *error = IoText::tr("%1: not written%2").arg(shownPath(path), kept);
    }
    if (ok && !sink.flush())
        ok = failWith(sink.errorNumber());
    // fsync reports what the kernel could not write back (a full disk on file systems that
    // allocate late, an I/O error); close can too (network file systems).
    if (ok && ::fsync(fd) != 0)
        ok = failWith(errno);
    if (::close(fd) != 0 && ok)
        ok = failWith(errno);
    if (ok && options.beforeCommit && !options.beforeCommit(error))
        ok = false;
    if (ok && ::rename(temp.constData(), targetName.constData()) != 0)
        ok = failWith(errno);
    if (ok)
        held.release(); // the temporary name is gone: nothing for a signal to remove
    if (!ok) {
        ::unlink(temp.constData());
        return false;
    }
    // Make the rename itself durable; a failure here loses nothing already written.
    const int dir = ::open(QFile::encodeName(targetInfo.absolutePath()).constData(),
                           O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (dir >= 0) {
        ::fsync(dir);
        ::close(dir);
    }
    return true;
}

bool writeFileAtomically(const QString &path, const QByteArray &bytes, QString *error, WriteOptions options)
{
    return writeFileAtomically(
        path, [&](ByteSink &sink) { return sink.write(bytes); }, error, options);
}

QString temporaryFileTarget(const QString &fileName)
{
    // "." + NAME + ".~attn" + six random characters; or, unmarked (from earlier versions, or for
    // a name too long for the mark), "." + NAME + "." + six characters.
    if (const QString marked = markedTemporaryTarget(fileName); !marked.isEmpty())
        return marked;
    if (fileName.size() < 9 || !fileName.startsWith(QLatin1Char('.'))
        || fileName.at(fileName.size() - 7) != QLatin1Char('.'))
        return {};
    return fileName.mid(1, fileName.size() - 8);
}

QString printableName(const QString &text)
{
    QString out;
    out.reserve(text.size());
    for (const QChar c : text) {
        const char16_t u = c.unicode();
        if (u == '\n')
            out += QStringLiteral("\\n");
        else if (u == '\t')
            out += QStringLiteral("\\t");
        else if (u == '\r')
            out += QStringLiteral("\\r");
        else if (u < 0x20 || u == 0x7f || (u >= 0x80 && u < 0xa0))
            out += QStringLiteral("\\x%1").arg(uint(u), 2, 16, QLatin1Char('0'));
        else
            out += c;
    }
    return out;
}

} // namespace attn::io
