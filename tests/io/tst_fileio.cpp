// The one way to read and the one way to write (io/fileio.h): only regular files are read and
// never past a limit; a failed write — a full disk included — leaves the old file as it was.
#include "../common/full_disk.h"
#include "io/fileio.h"

#include <QDir>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

#include <QScopeGuard>

#include <csignal>
#include <cstring>

#include <fcntl.h>
#include <sys/file.h>
#include <sys/socket.h>
#include <sys/time.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <unistd.h>

using namespace attn;

class TestFileIo : public QObject {
    Q_OBJECT

    static void writeBytes(const QString &path, const QByteArray &bytes)
    {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        QCOMPARE(f.write(bytes), bytes.size());
    }

private slots:
    void initTestCase() { std::signal(SIGPIPE, SIG_IGN); }

    void readsRegularFilesAndSymlinks()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("a.json"));
        writeBytes(file, "{\"x\": 1}");
        QString error;
        QCOMPARE(io::readRegularFile(file, 100, &error).value_or("failed"), QByteArray("{\"x\": 1}"));
        // Hugging Face cache folders are made of symlinks: followed.
        const QString link = dir.filePath(QStringLiteral("link.json"));
        QVERIFY(QFile::link(file, link));
        QCOMPARE(io::readRegularFile(link, 100, &error).value_or("failed"), QByteArray("{\"x\": 1}"));
        // Exactly at the limit is fine; a byte more is not.
        QVERIFY(io::readRegularFile(file, 8, &error));
        QVERIFY(!io::readRegularFile(file, 7, &error));
        QVERIFY2(error.contains(QStringLiteral("larger than the limit")), qPrintable(error));
    }

    void readsFilesWhoseSizeSaysNothing()
    {
        // /proc files say they are 0 bytes long; the whole text is read anyway.
        QString error;
        const auto status = io::readRegularFile(QStringLiteral("/proc/self/status"), 1 << 20, &error);
        QVERIFY2(status, qPrintable(error));
        QVERIFY(status->contains("Pid:"));
        // …and the limit still holds when the size said nothing.
        QVERIFY(!io::readRegularFile(QStringLiteral("/proc/self/status"), 16, &error));
        QVERIFY2(error.contains(QStringLiteral("larger than the limit")), qPrintable(error));
    }

    void refusesWhatIsNotAFile_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("message");
        QTest::newRow("endless device")
            << QStringLiteral("/dev/zero") << QStringLiteral("is a device, not a file");
        QTest::newRow("terminal-like device")
            << QStringLiteral("/dev/null") << QStringLiteral("is a device, not a file");
        QTest::newRow("folder") << QStringLiteral("@dir") << QStringLiteral("is a folder, not a file");
        QTest::newRow("fifo without a writer")
            << QStringLiteral("@fifo") << QStringLiteral("is a named pipe (FIFO), not a file");
        QTest::newRow("symlink to a fifo")
            << QStringLiteral("@fifolink") << QStringLiteral("is a named pipe (FIFO), not a file");
        QTest::newRow("socket") << QStringLiteral("@socket") << QStringLiteral("is a socket, not a file");
        QTest::newRow("missing") << QStringLiteral("@dir/none.json")
                                 << QStringLiteral("cannot open (No such file or directory)");
    }
    void refusesWhatIsNotAFile()
    {
        QFETCH(QString, path);
        QFETCH(QString, message);
        QTemporaryDir dir;
        const QString fifo = dir.filePath(QStringLiteral("pipe"));
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        QVERIFY(QFile::link(fifo, dir.filePath(QStringLiteral("pipelink"))));
        const int sock = ::socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
        QVERIFY(sock >= 0);
        sockaddr_un address {};
        address.sun_family = AF_UNIX;
        const QByteArray sockPath = QFile::encodeName(dir.filePath(QStringLiteral("sock")));
        QVERIFY(size_t(sockPath.size()) < sizeof(address.sun_path));
        std::memcpy(address.sun_path, sockPath.constData(), size_t(sockPath.size()));
        QCOMPARE(::bind(sock, reinterpret_cast<sockaddr *>(&address), sizeof(address)), 0);
        const auto closeSocket = qScopeGuard([sock] { ::close(sock); });
        path.replace(QStringLiteral("@fifolink"), dir.filePath(QStringLiteral("pipelink")));
        path.replace(QStringLiteral("@fifo"), fifo);
        path.replace(QStringLiteral("@socket"), dir.filePath(QStringLiteral("sock")));
        path.replace(QStringLiteral("@dir"), dir.path());
        QString error;
        // A FIFO nobody writes to would block a plain open() for ever: this returns at once.
        QVERIFY(!io::readRegularFile(path, 1 << 20, &error));
        QVERIFY2(error.startsWith(path + QStringLiteral(": ")) && error.contains(message), qPrintable(error));
        QVERIFY(!io::MappedFile::open(path, &error));
        QVERIFY2(error.contains(message), qPrintable(error));
    }

    void mapsAFile()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("w.bin"));
        writeBytes(file, QByteArray("weights\0here", 12));
        QString error;
        auto mapped = io::MappedFile::open(file, &error);
        QVERIFY2(mapped, qPrintable(error));
        QCOMPARE(mapped->size(), 12);
        QCOMPARE(QByteArray(reinterpret_cast<const char *>(mapped->data()), 12),
                 QByteArray("weights\0here", 12));
        io::MappedFile moved = std::move(*mapped);
        QCOMPARE(moved.size(), 12);
        QVERIFY(!mapped->data());
        writeBytes(dir.filePath(QStringLiteral("empty")), {});
        QVERIFY(!io::MappedFile::open(dir.filePath(QStringLiteral("empty")), &error));
        QVERIFY(error.contains(QStringLiteral("empty")));
    }

    void writesAndReplaces()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("s.json"));
        QString error;
        QVERIFY2(io::writeFileAtomically(file, "first", &error), qPrintable(error));
        QCOMPARE(testing::readAll(file), QByteArray("first"));
        QCOMPARE(::chmod(QFile::encodeName(file).constData(), 0640), 0);
        QVERIFY2(io::writeFileAtomically(file, "second", &error), qPrintable(error));
        QCOMPARE(testing::readAll(file), QByteArray("second"));
        // The replaced file keeps its permissions, and no temporary file is left behind.
        struct stat st { };
        QCOMPARE(::stat(QFile::encodeName(file).constData(), &st), 0);
        QCOMPARE(st.st_mode & 0777, mode_t(0640));
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden),
                 QStringList { QStringLiteral("s.json") });
    }

    // A temporary file of the same name left by a writer that is gone (SIGKILL, a crash): the
    // next write removes it. One whose writer still holds it, one written to within the last
    // minute (its writer may be about to lock it), and another file's are kept.
    void staleTemporariesOfTheSameNameAreRemoved()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("s.json"));
        auto make = [&](const QString &name, int ageSeconds) {
            const QString path = dir.filePath(name);
            writeBytes(path, "half a session");
            const timeval now[2] = { { ::time(nullptr) - ageSeconds, 0 }, { ::time(nullptr) - ageSeconds, 0 } };
            QCOMPARE(::utimes(QFile::encodeName(path).constData(), now), 0);
        };
        make(QStringLiteral(".s.json.~attnAb12Cd"), 3600); // its writer was killed an hour ago
        make(QStringLiteral(".s.json.~attnheld01"), 3600); // its writer still holds it
        make(QStringLiteral(".s.json.~attnfresh1"), 0); // just made: its writer may not hold it yet
        make(QStringLiteral(".t.json.~attnAb12Cd"), 3600); // another file's
        make(QStringLiteral(".s.json.~attnAb12Cd7"), 3600); // not a name the app gives
        make(QStringLiteral(".s.json.backup"), 3600); // the user's own (or an earlier version's)
        make(QStringLiteral(".s.json.~attnLinked"), 3600); // with a second name
        QCOMPARE(::link(QFile::encodeName(dir.filePath(QStringLiteral(".s.json.~attnLinked"))).constData(),
                        QFile::encodeName(dir.filePath(QStringLiteral("kept.json"))).constData()),
                 0);
        const int held = ::open(QFile::encodeName(dir.filePath(QStringLiteral(".s.json.~attnheld01"))).constData(),
                                O_RDONLY | O_CLOEXEC);
        QVERIFY(held >= 0);
        const auto closeHeld = qScopeGuard([held] { ::close(held); });
        QCOMPARE(::flock(held, LOCK_EX | LOCK_NB), 0);

        QString error;
        QVERIFY2(io::writeFileAtomically(file, "whole", &error), qPrintable(error));
        QCOMPARE(testing::readAll(file), QByteArray("whole"));
        QStringList left = QDir(dir.path()).entryList(QDir::Files | QDir::Hidden);
        left.sort();
        QCOMPARE(left, (QStringList { ".s.json.backup", ".s.json.~attnAb12Cd7", ".s.json.~attnLinked",
                                      ".s.json.~attnfresh1", ".s.json.~attnheld01", ".t.json.~attnAb12Cd",
                                      "kept.json", "s.json" }));
        // The autosaver's view of them: each names the file it was for (the old form too).
        QCOMPARE(io::temporaryFileTarget(QStringLiteral(".s.json.~attnAb12Cd")), QStringLiteral("s.json"));
        QCOMPARE(io::temporaryFileTarget(QStringLiteral(".s.json.Ab12Cd")), QStringLiteral("s.json"));
        QCOMPARE(io::temporaryFileTarget(QStringLiteral("s.json")), QString());
    }

    // A name too long for the mark (243 bytes and more, of the 255 a name may have) is still
    // written, its temporary in the short, unmarked form.
    void longNamesAreWritten()
    {
        QTemporaryDir dir;
        for (int length : { 242, 243, 247 }) {
            const QString file = dir.filePath(QString(length - 5, QLatin1Char('n')) + QStringLiteral(".json"));
            QString error;
            QVERIFY2(io::writeFileAtomically(file, "whole", &error), qPrintable(error));
            QCOMPARE(testing::readAll(file), QByteArray("whole"));
        }
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden).size(), 3);
    }

    // The file being written is locked until it has its name: another writer of the same file
    // (another process, a second window) sees it held, and does not take it for a stale one.
    void theTemporaryIsHeldWhileItIsWritten()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("s.json"));
        QString error, seen;
        bool locked = false;
        io::WriteOptions options;
        options.beforeCommit = [&](QString *) { // the file is written and closed, not yet renamed
            const QStringList temps
                = QDir(dir.path()).entryList({ QStringLiteral(".s.json.*") }, QDir::Files | QDir::Hidden);
            if (temps.size() != 1)
                return false;
            seen = temps.first();
            const int fd = ::open(QFile::encodeName(dir.filePath(seen)).constData(), O_RDONLY | O_CLOEXEC);
            locked = fd >= 0 && ::flock(fd, LOCK_EX | LOCK_NB) != 0;
            if (fd >= 0)
                ::close(fd);
            return true;
        };
        QVERIFY2(io::writeFileAtomically(file, "whole", &error, options), qPrintable(error));
        QVERIFY2(!seen.isEmpty(), "one temporary file beside the target while it is written");
        QVERIFY2(seen.startsWith(QStringLiteral(".s.json.~attn")), qPrintable(seen));
        QCOMPARE(io::temporaryFileTarget(seen), QStringLiteral("s.json"));
        QVERIFY(locked);
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden), QStringList { QStringLiteral("s.json") });
    }

    void newFilesFollowTheUmaskAndRecoveryCopiesAreTheOwners()
    {
        QTemporaryDir dir;
        const mode_t old = ::umask(022);
        QString error;
        QVERIFY(io::writeFileAtomically(dir.filePath(QStringLiteral("plain")), "x", &error));
        QVERIFY(io::writeFileAtomically(dir.filePath(QStringLiteral("private")), "x", &error,
                                        { .ownerOnly = true }));
        ::umask(old);
        struct stat st { };
        QCOMPARE(::stat(QFile::encodeName(dir.filePath(QStringLiteral("plain"))).constData(), &st), 0);
        QCOMPARE(st.st_mode & 0777, mode_t(0644));
        QCOMPARE(::stat(QFile::encodeName(dir.filePath(QStringLiteral("private"))).constData(), &st), 0);
        QCOMPARE(st.st_mode & 0777, mode_t(0600));
    }

    void writesThroughASymlink()
    {
        QTemporaryDir dir;
        const QString target = dir.filePath(QStringLiteral("real.json"));
        const QString link = dir.filePath(QStringLiteral("link.json"));
        writeBytes(target, "old");
        QVERIFY(QFile::link(target, link));
        QString error;
        QVERIFY2(io::writeFileAtomically(link, "new", &error), qPrintable(error));
        QVERIFY(QFileInfo(link).isSymLink());
        QCOMPARE(testing::readAll(target), QByteArray("new"));

        // A link to nothing yet (relative, dangling): its target is made, the link stays a link.
        QVERIFY(::symlink("made.json", QFile::encodeName(dir.filePath(QStringLiteral("dangling.json"))).constData()) == 0);
        QVERIFY2(io::writeFileAtomically(dir.filePath(QStringLiteral("dangling.json")), "made", &error),
                 qPrintable(error));
        QVERIFY(QFileInfo(dir.filePath(QStringLiteral("dangling.json"))).isSymLink());
        QCOMPARE(testing::readAll(dir.filePath(QStringLiteral("made.json"))), QByteArray("made"));
        // A link to itself: refused, nothing written.
        QVERIFY(::symlink("loop.json", QFile::encodeName(dir.filePath(QStringLiteral("loop.json"))).constData()) == 0);
        QVERIFY(!io::writeFileAtomically(dir.filePath(QStringLiteral("loop.json")), "x", &error));
        QVERIFY2(error.contains(QStringLiteral("symbolic links")), qPrintable(error));
        QVERIFY(QFileInfo(dir.filePath(QStringLiteral("loop.json"))).isSymLink());
    }

    void fullDiskKeepsTheOldFile_data()
    {
        QTest::addColumn<int>("bytes");
        // Small writes are the ones a buffered writer reports too late (under 16 KB).
        QTest::newRow("small") << 300;
        QTest::newRow("large") << 300000;
    }
    void fullDiskKeepsTheOldFile()
    {
        QFETCH(int, bytes);
        testing::FullDisk disk;
        const QString file = disk.filePath(QStringLiteral("session.json"));
        writeBytes(file, "the old session");
        disk.arm();
        QString error;
        const bool ok = io::writeFileAtomically(file, QByteArray(bytes, 'n'), &error);
        disk.disarm();
        QVERIFY(!ok);
        QVERIFY2(error.contains(disk.reason()) && error.contains(QStringLiteral("session.json"))
                     && error.contains(QStringLiteral("the previous file is unchanged")),
                 qPrintable(error));
        QCOMPARE(testing::readAll(file), QByteArray("the old session"));
        QCOMPARE(QDir(disk.path()).entryList(QDir::Files | QDir::Hidden),
                 QStringList { QStringLiteral("session.json") });
    }

    void failuresSayWhy()
    {
        QTemporaryDir dir;
        QString error;
        QVERIFY(!io::writeFileAtomically(QStringLiteral("/no/such/folder/x.json"), "x", &error));
        QVERIFY2(error.contains(QStringLiteral("No such file or directory")), qPrintable(error));
        QVERIFY(!io::writeFileAtomically(dir.path(), "x", &error));
        QVERIFY2(error.contains(QStringLiteral("is a folder")), qPrintable(error));
        // A producer that gives up (cancelled) leaves nothing behind.
        const QString file = dir.filePath(QStringLiteral("y.json"));
        QVERIFY(!io::writeFileAtomically(
            file, [](io::ByteSink &sink) { return sink.write("partial") && false; }, &error));
        QVERIFY(!QFile::exists(file));
        QVERIFY(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden).isEmpty());
    }

    void streamsReportFailures()
    {
        // /dev/full: every write fails with ENOSPC.
        const int full = ::open("/dev/full", O_WRONLY | O_CLOEXEC);
        QVERIFY(full >= 0);
        {
            io::FdSink sink(full);
            QVERIFY(sink.write("hello")); // buffered so far
            QVERIFY(!sink.flush());
            QCOMPARE(sink.errorString(), QStringLiteral("No space left on device"));
            QVERIFY(!sink.write("more"));
        }
        ::close(full);
        // A pipe whose reader is gone: EPIPE (SIGPIPE is ignored, as main() does).
        int fds[2];
        QCOMPARE(::pipe(fds), 0);
        ::close(fds[0]);
        io::FdSink sink(fds[1]);
        QVERIFY(!(sink.write(QByteArray(2 << 20, 'x')) && sink.flush()));
        QCOMPARE(sink.errorString(), QStringLiteral("Broken pipe"));
        ::close(fds[1]);
    }

    void namesAreShownWithoutControlCharacters()
    {
        QCOMPARE(io::printableName(QStringLiteral("a\nb\tc\x1b[31m.json")),
                 QStringLiteral("a\\nb\\tc\\x1b[31m.json"));
        QCOMPARE(io::printableName(QStringLiteral("café ✓.json")), QStringLiteral("café ✓.json"));
    }
};

QTEST_GUILESS_MAIN(TestFileIo)
#include "tst_fileio.moc"
