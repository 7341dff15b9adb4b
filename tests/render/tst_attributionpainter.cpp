// "Why this score" drawn (render/attributionpainter.h): the sources named for people, the lists
// that sum to the score with "the other N" entries, the CSV holding every number exactly, and the
// picture fitting any size (never text below its floor, nothing drawn outside the area).
#include "render/attributionpainter.h"
#include "render/notation.h"

#include <QImage>
#include <QPainter>
#include <QTest>

#include <cmath>

using namespace attn;

namespace {

AttributionData someData()
{
    AttributionData d;
    d.modelName = QStringLiteral("tiny");
    d.layer = 1;
    d.head = 0;
    d.query = 4;
    d.key = 2;
    d.queryToken = QStringLiteral(" red");
    d.keyToken = QStringLiteral(" mat");
    d.sources = { "embed", "pos", "L0.H0", "L0.H1", "L0.attn_bias", "L0.mlp", "bias" };
    d.matrix = Matrix(7, 7);
    for (int r = 0; r < 7; ++r)
        for (int c = 0; c < 7; ++c)
            d.matrix(r, c) = std::sin(1.0 + r * 7 + c) * (r == 0 && c == 2 ? 40 : 1) / 3.0;
    d.score = d.matrix.sum();
    return d;
}

} // namespace

class TestAttributionPainter : public QObject {
    Q_OBJECT

private slots:
    void sourcesNamedFromOne()
    {
        QCOMPARE(attributionSourceName("embed"), QStringLiteral("token embedding"));
        QCOMPARE(attributionSourceName("pos"), QStringLiteral("position embedding"));
        QCOMPARE(attributionSourceName("L0.H3"), QStringLiteral("L1 H4"));
        QCOMPARE(attributionSourceName("L11.attn_bias"), QStringLiteral("L12 W_O bias"));
        QCOMPARE(attributionSourceName("L2.mlp"), QStringLiteral("L3 MLP"));
        QCOMPARE(attributionSourceName("bias"), QStringLiteral("biases (β, b_Q, b_K)"));
    }

    void listsSumToTheScore()
    {
        AttributionPainter p;
        p.setData(someData());
        AttributionOptions o;
        o.bars = 3;
        o.terms = 4;
        p.setOptions(o);
        const auto terms = p.terms();
        QCOMPARE(terms.size(), std::size_t(5)); // 4 and "the other 45 terms"
        QCOMPARE(terms.back().label, QStringLiteral("the other 45 terms"));
        QCOMPARE(terms.front().label, QStringLiteral("token embedding × L1 H1")); // the largest
        double sum = 0;
        for (const auto &e : terms)
            sum += e.value;
        QVERIFY(std::abs(sum - p.data().score) < 1e-12);
        for (const auto &side : { p.querySide(), p.keySide() }) {
            QCOMPARE(side.size(), std::size_t(4));
            double total = 0;
            for (const auto &e : side)
                total += e.value;
            QVERIFY(std::abs(total - p.data().score) < 1e-12);
            for (std::size_t k = 1; k + 1 < side.size(); ++k) // biggest first
                QVERIFY(std::abs(side[k - 1].value) >= std::abs(side[k].value));
        }
        QVERIFY(p.title().contains(QStringLiteral("Layer 2 Head 1 · query 5 “␣red” → key 3 “␣mat”")));
    }

    void csvHoldsEveryNumber()
    {
        AttributionPainter p;
        p.setData(someData());
        const QStringList lines = p.csv().split(QStringLiteral("\r\n"), Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 7 + 3);
        QVERIFY(lines[0].startsWith(QStringLiteral("\"query side \\ key side\",\"embed\",\"pos\"")));
        const QStringList row = lines[1].split(QLatin1Char(','));
        QCOMPARE(row[0], QStringLiteral("\"embed\""));
        for (int c = 0; c < 7; ++c)
            QCOMPARE(row[c + 1].toDouble(), p.data().matrix(0, c)); // exact: round-trip text
        QCOMPARE(lines[8], QStringLiteral("score,%1").arg(roundTripText(p.data().score)));
        QVERIFY(AttributionPainter().csv().isEmpty());
    }

    void paintsInsideAnySize_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::newRow("a small tab") << QSize(300, 220);
        QTest::newRow("1280 × 720's tab") << QSize(330, 270);
        QTest::newRow("an export") << QSize(1200, 900);
    }
    void paintsInsideAnySize()
    {
        QFETCH(QSize, size);
        AttributionPainter p;
        p.setData(someData());
        QImage image(size + QSize(40, 40), QImage::Format_ARGB32);
        image.fill(Qt::magenta);
        {
            QPainter painter(&image);
            p.paint(painter, QRectF(20, 20, size.width(), size.height()));
        }
        // nothing outside the area; the positive bar colour somewhere inside
        for (int x = 0; x < image.width(); x += 3) {
            QCOMPARE(image.pixelColor(x, 5), QColor(Qt::magenta));
            QCOMPARE(image.pixelColor(x, image.height() - 5), QColor(Qt::magenta));
        }
        bool bar = false;
        for (int y = 20; y < 20 + size.height() && !bar; ++y)
            for (int x = 20; x < 20 + size.width() && !bar; ++x)
                bar = image.pixelColor(x, y) == p.options().theme.positive;
        QVERIFY(bar);
    }
};

QTEST_MAIN(TestAttributionPainter)
#include "tst_attributionpainter.moc"
