// Every block reason has its own hatching and its own legend line, on screen and in every
// export: causal "/", padding "|", by hand "×", outside the sliding window "—", another
// sentence dots. Each pattern must differ from every other, and the legend must name the
// reasons a session has (the reference sessions of the sliding-window and packed-segments
// cases), and only those.
#include "core/attention.h"
#include "core/mask.h"
#include "io/session_json.h"
#include "render/heatmapdata.h"
#include "render/paintparts.h"

#include <QImage>
#include <QPainter>
#include <QTest>

#include <set>

using namespace attn;

namespace {

constexpr std::uint8_t kReasons[]
    = { BlockedCausal, BlockedPadding, BlockedByHand, BlockedWindow, BlockedSegment };

// The hatch pixels of one 24×24 tile, as patternPixel draws a large matrix.
std::set<std::pair<int, int>> pixelPattern(std::uint8_t reasons)
{
    std::set<std::pair<int, int>> on;
    for (int y = 0; y < 24; ++y)
        for (int x = 0; x < 24; ++x)
            if (paint::patternPixel(x, y, reasons, 0xffffffff, 0xff000000, 4) == 0xff000000)
                on.insert({ x, y });
    return on;
}

// The same reasons drawn as vector lines (drawHatch), rasterised.
QImage vectorPattern(std::uint8_t reasons)
{
    QImage image(48, 48, QImage::Format_ARGB32);
    image.fill(Qt::white);
    QPainter p(&image);
    p.setPen(QPen(Qt::black, 1));
    paint::drawHatch(p, QRectF(0, 0, 48, 48), reasons, QPointF(0, 0), 6);
    return image;
}

QStringList legendTexts(const QString &caseName)
{
    QString error;
    const auto s = io::loadSession(QStringLiteral(TEST_DATA_DIR "/%1.session.json").arg(caseName), &error);
    if (!s)
        qFatal("%s", qPrintable(error));
    const AttentionResult r = computeAttention(*s);
    QStringList texts;
    for (const paint::LegendEntry &e : paint::legendEntries(makeHeatmapData(*s, r, 0)))
        texts << e.text;
    return texts;
}

} // namespace

class TestMaskPatterns : public QObject {
    Q_OBJECT

private slots:
    void everyReasonHasItsOwnPattern()
    {
        for (std::uint8_t a : kReasons) {
            const auto pa = pixelPattern(a);
            QVERIFY2(!pa.empty(), qPrintable(QStringLiteral("reason %1 draws nothing").arg(a)));
            QVERIFY2(pa.size() < 24 * 24 / 2, "a pattern must leave the cell's colour visible");
            const QImage va = vectorPattern(a);
            QVERIFY(va != vectorPattern(0));
            for (std::uint8_t b : kReasons) {
                if (a == b)
                    continue;
                QVERIFY2(pa != pixelPattern(b),
                         qPrintable(QStringLiteral("reasons %1 and %2 look the same").arg(a).arg(b)));
                QVERIFY(va != vectorPattern(b));
            }
        }
    }

    void theWindowIsDrawnAcross()
    {
        // "—": every pixel row is all hatch or all cell colour.
        const QImage image = vectorPattern(BlockedWindow);
        int hatchRows = 0;
        for (int y = 1; y < image.height() - 1; ++y) {
            const QRgb first = image.pixel(1, y);
            for (int x = 1; x < image.width() - 1; ++x)
                QCOMPARE(image.pixel(x, y), first);
            hatchRows += qGray(first) < 128;
        }
        QVERIFY(hatchRows >= 5);
    }

    void theLegendNamesTheReasonsThere_data()
    {
        QTest::addColumn<QString>("caseName");
        QTest::addColumn<QStringList>("expected");
        QTest::addColumn<QStringList>("absent");
        QTest::newRow("sliding window")
            << "sliding-window" << QStringList { "blocked: outside the sliding window" }
            << QStringList { "blocked: another sentence" };
        QTest::newRow("packed sentences") << "packed-segments" << QStringList { "blocked: another sentence" }
                                          << QStringList { "blocked: outside the sliding window" };
        QTest::newRow("window and padding")
            << "window-padding"
            << QStringList { "blocked: outside the sliding window", "blocked: padding key (whole column)" }
            << QStringList { "blocked: another sentence" };
    }
    void theLegendNamesTheReasonsThere()
    {
        QFETCH(QString, caseName);
        QFETCH(QStringList, expected);
        QFETCH(QStringList, absent);
        const QStringList texts = legendTexts(caseName);
        for (const QString &e : expected)
            QVERIFY2(texts.contains(e), qPrintable(texts.join(QStringLiteral(" | "))));
        for (const QString &a : absent)
            QVERIFY2(!texts.contains(a), qPrintable(texts.join(QStringLiteral(" | "))));
    }
};

QTEST_MAIN(TestMaskPatterns)
#include "tst_maskpatterns.moc"
