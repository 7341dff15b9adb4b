// Issue 19, item 3, in the window: memory that runs out while a session file is opened is a
// message, and the document stays as it was. The allocation fails for real: this process's
// address space is limited (RLIMIT_AS) to a little more than it uses, only while the file is
// opened, and the file needs more than that to be read.
#include "window_fixture.h"

#include <QRegularExpression>

#include "../common/sanitizers.h"

using namespace attn;
using testing::MessageBoxCatcher;

namespace {

// This process's address space now (VmSize), in bytes; 0 when unknown.
rlim_t addressSpace()
{
    QFile f(QStringLiteral("/proc/self/status"));
    if (!f.open(QIODevice::ReadOnly))
        return 0;
    static const QRegularExpression vm(QStringLiteral("VmSize:\\s*(\\d+) kB"));
    const QRegularExpressionMatch m = vm.match(QString::fromLatin1(f.readAll()));
    return m.hasMatch() ? rlim_t(m.captured(1).toULongLong()) * 1024 : 0;
}

// Limits the address space to what is used now plus `room` until destroyed.
class AddressSpaceLimit {
public:
    explicit AddressSpaceLimit(rlim_t room)
    {
        ::getrlimit(RLIMIT_AS, &m_old);
        rlimit small = m_old;
        small.rlim_cur = addressSpace() + room;
        m_set = addressSpace() > 0 && ::setrlimit(RLIMIT_AS, &small) == 0;
    }
    ~AddressSpaceLimit()
    {
        if (m_set)
            ::setrlimit(RLIMIT_AS, &m_old);
    }
    bool set() const { return m_set; }

private:
    rlimit m_old {};
    bool m_set = false;
};

} // namespace

class TestWindowMemory : public QObject, public testing::WindowFixture {
    Q_OBJECT

    QTemporaryDir m_dir;

private slots:
    void initTestCase()
    {
        WindowFixture::initTestCase();
        QVERIFY(m_dir.isValid());
    }
    void init() { WindowFixture::init(); }
    void cleanup() { WindowFixture::cleanup(); }

    void openingAFileThatDoesNotFitIsAMessage()
    {
#if defined(ATTENTION_TEST_ASAN)
        QSKIP("AddressSanitizer reserves terabytes of address space: RLIMIT_AS cannot be lowered under it");
#endif
        // 1024 tokens × d_model 512: about 1.5 M numbers, ~30 MB of text, more than the 16 MB of
        // room left below.
        const QString path = m_dir.filePath(QStringLiteral("large.json"));
        QString error;
        QVERIFY2(io::saveSession(path, randomSession(1024, 512, 8, 2), &error), qPrintable(error));
        QVERIFY(QFileInfo(path).size() > (24 << 20));
        const Session before = doc()->session();
        const int steps = doc()->undoStack()->count();

        bool loaded = true;
        {
            const AddressSpaceLimit limit(16 << 20);
            QVERIFY(limit.set());
            loaded = doc()->load(path, &error, 0);
        }
        QVERIFY(!loaded);
        QVERIFY2(error.startsWith(QStringLiteral("large.json: there is not enough memory to read this file")),
                 qPrintable(error));
        QVERIFY(sameSession(doc()->session(), before));
        QCOMPARE(doc()->undoStack()->count(), steps);
        QVERIFY(doc()->filePath().isEmpty());

        // With the room back, the same file opens: the limit was what failed.
        QVERIFY2(doc()->load(path, &error, 0), qPrintable(error));
        QCOMPARE(doc()->session().tokenCount(), 1024);
    }
};

QTEST_MAIN(TestWindowMemory)
#include "tst_windowmemory.moc"
