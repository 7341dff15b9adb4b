// A fuzz target's corpus as an ordinary test: LLVMFuzzerTestOneInput run on every seed file,
// one data row per file, without a fuzzing engine. The target aborts on any broken
// invariant (fuzz_check.h), so a row that returns has held every one of them.
// The seeds are listed in FUZZ_SEED_LIST (tests/fuzz/CMakeLists.txt): files, and
// directories whose every file is a seed.
#include "fuzz_check.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTest>

#include <cstddef>
#include <cstdint>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size);

class TestFuzzReplay : public QObject {
    Q_OBJECT

    static QStringList seedEntries()
    {
        QFile list(QStringLiteral(FUZZ_SEED_LIST));
        if (!list.open(QIODevice::ReadOnly | QIODevice::Text))
            return {};
        return QString::fromUtf8(list.readAll()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    }

    static QFileInfoList filesIn(const QString &entry)
    {
        const QFileInfo info(entry);
        if (!info.isDir())
            return { info };
        return QDir(entry).entryInfoList(QDir::Files | QDir::Hidden, QDir::Name);
    }

private slots:
    void everySeedIsThere()
    {
        // A mistyped or emptied corpus would otherwise pass with nothing replayed.
        const QStringList entries = seedEntries();
        QVERIFY2(!entries.isEmpty(), "no seeds listed in " FUZZ_SEED_LIST);
        for (const QString &entry : entries) {
            QVERIFY2(QFileInfo::exists(entry), qPrintable(entry + QStringLiteral(": missing")));
            QVERIFY2(!filesIn(entry).isEmpty(), qPrintable(entry + QStringLiteral(": no files")));
        }
    }

    void replay_data()
    {
        QTest::addColumn<QString>("path");
        for (const QString &entry : seedEntries())
            for (const QFileInfo &file : filesIn(entry)) // row "presets/bank.json"
                QTest::newRow(qPrintable(file.dir().dirName() + QLatin1Char('/') + file.fileName()))
                    << file.filePath();
    }
    void replay()
    {
        QFETCH(QString, path);
        QFile file(path);
        QVERIFY2(file.open(QIODevice::ReadOnly),
                 qPrintable(path + QStringLiteral(": ") + file.errorString()));
        // A buffer of exactly the file's size, as libFuzzer passes it: a sanitizer build then
        // sees a read past the end (a QByteArray has a terminating zero after its data).
        const QByteArray bytes = file.readAll();
        const std::vector<std::uint8_t> input(bytes.begin(), bytes.end());
        attn::fuzz::currentInput() = path.toStdString(); // named if the target aborts
        QCOMPARE(LLVMFuzzerTestOneInput(input.data(), input.size()), 0);
        attn::fuzz::currentInput().clear();
    }
};

QTEST_APPLESS_MAIN(TestFuzzReplay)
#include "replay.moc"
