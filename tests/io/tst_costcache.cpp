// The lesson's kept cost measurement (io/costcache.h): what saveCostCache writes is read back,
// and only that — another machine's file, another size, a damaged or doubled point is not used.
#include "io/costcache.h"

#include <QFile>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace attn;

namespace {

const QString kMachine = QStringLiteral("host · 2 cores · OpenBLAS");

QByteArray cacheJson(const QByteArray &points, const QByteArray &machine = kMachine.toUtf8(),
                     int dModel = 512)
{
    return "{\"d_model\":" + QByteArray::number(dModel) + ",\"heads\":8,\"machine\":\"" + machine
        + "\",\"note\":\"n\",\"points\":[" + points + "]}";
}

const QByteArray kTwoPoints = "{\"bytes\":100,\"runs\":5,\"seconds\":0.5,\"tokens\":256},"
                              "{\"bytes\":400,\"runs\":3,\"seconds\":1.5,\"tokens\":512}";

} // namespace

class TestCostCache : public QObject {
    Q_OBJECT

private slots:
    void keptPointsAreRead()
    {
        const auto c = io::parseCostCache(cacheJson(kTwoPoints), 512, 8, kMachine);
        QVERIFY(c);
        QCOMPARE(c->points.size(), std::size_t(2));
        QCOMPARE(c->points[1].tokens, 512);
        QCOMPARE(c->points[1].seconds, 1.5);
        QCOMPARE(c->points[1].runs, 3);
        QCOMPARE(c->points[1].bytes, std::uint64_t(400));
        QVERIFY(io::cachedPoints(*c, { 256, 512 }));
        QVERIFY(!io::cachedPoints(*c, { 256, 1024 })); // a size it lacks: measure afresh
    }

    void onlyWhatWasWrittenForThisMachineAndSize_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::newRow("another machine") << cacheJson(kTwoPoints, "laptop · 8 cores · OpenBLAS");
        QTest::newRow("another d_model") << cacheJson(kTwoPoints, kMachine.toUtf8(), 256);
        QTest::newRow("no points") << cacheJson("");
        QTest::newRow("a size twice") << cacheJson("{\"bytes\":1,\"runs\":1,\"seconds\":0.1,\"tokens\":256},"
                                                   "{\"bytes\":1,\"runs\":1,\"seconds\":0.2,\"tokens\":256}");
        QTest::newRow("a negative time")
            << cacheJson("{\"bytes\":1,\"runs\":1,\"seconds\":-1,\"tokens\":256}");
        QTest::newRow("no runs") << cacheJson("{\"bytes\":1,\"runs\":0,\"seconds\":1,\"tokens\":256}");
        QTest::newRow("a huge T") << cacheJson("{\"bytes\":1,\"runs\":1,\"seconds\":1,\"tokens\":100000000}");
        QTest::newRow("a key twice") << QByteArray(
                                            "{\"d_model\":512,\"d_model\":512,\"heads\":8,\"machine\":\"")
                + kMachine.toUtf8() + "\",\"points\":[" + kTwoPoints + "]}";
        QTest::newRow("truncated") << cacheJson(kTwoPoints).chopped(3);
        QTest::newRow("not an object") << QByteArray("[1,2,3]");
    }
    void onlyWhatWasWrittenForThisMachineAndSize()
    {
        QFETCH(QByteArray, json);
        QVERIFY(!io::parseCostCache(json, 512, 8, kMachine));
    }

    void savedIsLoadedAndEarlierSizesKept()
    {
        QTemporaryDir home;
        QVERIFY(home.isValid());
        qputenv("XDG_CACHE_HOME", home.path().toUtf8());
        QVERIFY(io::costCachePath().startsWith(home.path()));
        io::CostCache first;
        first.note = QStringLiteral("first");
        first.points = { { 256, 512, 8, 0.25, 1000, 5 }, { 512, 512, 8, 0.75, 4000, 5 } };
        QString error;
        QVERIFY2(io::saveCostCache(first, &error), qPrintable(error));
        io::CostCache second;
        second.note = QStringLiteral("second");
        second.points = { { 512, 512, 8, 0.5, 4000, 5 } };
        QVERIFY2(io::saveCostCache(second, &error), qPrintable(error));
        const auto kept = io::loadCostCache(512, 8);
        QVERIFY(kept);
        QCOMPARE(kept->note, QStringLiteral("second"));
        QCOMPARE(kept->points.size(), std::size_t(2)); // 256 from the first, 512 from the second
        QCOMPARE(kept->points[0].seconds, 0.25);
        QCOMPARE(kept->points[1].seconds, 0.5);
        QVERIFY(!io::loadCostCache(256, 8)); // another model size measures afresh
    }
};

QTEST_GUILESS_MAIN(TestCostCache)
#include "tst_costcache.moc"
