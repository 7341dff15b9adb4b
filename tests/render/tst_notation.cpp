// Numbers and vectors the way the lesson writes them, in every picture and text the app draws:
// decimals that are decimals, compact notation for large values, −∞, subscripts, dot products
// term by term (render/notation).
#include "core/attention.h"
#include "core/mask.h"
#include "render/breakdownmodel.h"
#include "render/notation.h"

#include <QRegularExpression>
#include <QScopeGuard>
#include <QTest>

#include <cmath>
#include <limits>

using namespace attn;

class TestNotation : public QObject {
    Q_OBJECT

private slots:
    // --- the notation ---------------------------------------------------------------------

    void formatNumber_data()
    {
        QTest::addColumn<double>("value");
        QTest::addColumn<int>("precision");
        QTest::addColumn<QString>("expected");
        QTest::newRow("whole score") << 2.0 << 3 << QStringLiteral("2");
        QTest::newRow("zero") << 0.0 << 3 << QStringLiteral("0");
        QTest::newRow("negative zero") << -0.0 << 3 << QStringLiteral("0");
        QTest::newRow("root two") << std::sqrt(2.0) << 3 << QStringLiteral("1.414");
        QTest::newRow("trailing zero kept") << 0.14003 << 3 << QStringLiteral("0.140");
        // Decimals are decimals, however many digits stand before the point.
        QTest::newRow("lesson's sum, three decimals") << 14.483510076907196 << 3 << QStringLiteral("14.484");
        QTest::newRow("lesson's sum, two decimals") << 14.483510076907196 << 2 << QStringLiteral("14.48");
        QTest::newRow("root two, two decimals") << std::sqrt(2.0) << 2 << QStringLiteral("1.41");
        QTest::newRow("weight, two decimals") << 0.28399540974126 << 2 << QStringLiteral("0.28");
        QTest::newRow("four digits") << 1234.5678 << 3 << QStringLiteral("1234.568");
        QTest::newRow("rounds up a digit") << 9.99996 << 3 << QStringLiteral("10.000");
        QTest::newRow("whole stays whole at two decimals") << 3.0 << 2 << QStringLiteral("3");
        QTest::newRow("tiny at two decimals") << 0.004 << 2 << QStringLiteral("4×10⁻³");
        QTest::newRow("large is compact") << 4000000000005.0 << 3 << QStringLiteral("4×10¹²");
        QTest::newRow("just below a million") << 999999.5 << 1 << QStringLiteral("999999.5");
        QTest::newRow("unicode minus") << -0.70710678 << 3 << QStringLiteral("−0.707");
        QTest::newRow("tiny is not zero") << 3.35e-4 << 3 << QStringLiteral("3.35×10⁻⁴");
        QTest::newRow("huge") << 1.5e300 << 3 << QStringLiteral("1.5×10³⁰⁰");
        QTest::newRow("million") << -2.5e6 << 2 << QStringLiteral("−2.5×10⁶");
        QTest::newRow("two decimals") << 1.7199 << 2 << QStringLiteral("1.72");
        QTest::newRow("no decimals") << 0.716 << 0 << QStringLiteral("1");
        QTest::newRow("no decimals, below one half") << 0.284 << 0 << QStringLiteral("3×10⁻¹");
        QTest::newRow("precision clamped to 6") << 0.123456789 << 42 << QStringLiteral("0.123457");
        QTest::newRow("minus infinity")
            << -std::numeric_limits<double>::infinity() << 3 << QStringLiteral("−∞");
        QTest::newRow("nan never as nan")
            << std::numeric_limits<double>::quiet_NaN() << 3 << QStringLiteral("undefined");
    }
    void formatNumber()
    {
        QFETCH(double, value);
        QFETCH(int, precision);
        QFETCH(QString, expected);
        QCOMPARE(attn::formatNumber(value, precision), expected);
    }

    void notation()
    {
        RowVector q(2), k(2), v(3);
        q << 1, 0;
        k << 1, 1;
        QCOMPARE(dotProductTerms(q, k, 3), QStringLiteral("1·1 + 0·1"));
        q << -0.5, 2;
        k << 1, -3;
        QCOMPARE(dotProductTerms(q, k, 3), QStringLiteral("−0.500·1 + 2·(−3)"));
        RowVector long1 = RowVector::Ones(20), long2 = RowVector::Ones(20);
        QCOMPARE(dotProductTerms(long1, long2, 3, 3), QStringLiteral("1·1 + 1·1 + 1·1 + … (17 more terms)"));
        v << 2, 0, 1;
        QCOMPARE(formatVector(v, 3), QStringLiteral("(2, 0, 1)"));
        QCOMPARE(formatVector(v, 3, 2), QStringLiteral("(2, 0, … 1 more)"));
        QCOMPARE(scaleDescription(1 / std::sqrt(2.0), 2, 3), QStringLiteral("÷ √2 = 1.414"));
        QCOMPARE(scaleDescription(0.125, 64, 3), QStringLiteral("÷ √64 = 8"));
        QCOMPARE(scaleDescription(1.0, 2, 3), QStringLiteral("× 1 (scaling off)"));
        QCOMPARE(scaleDescription(0.25, 2, 3), QStringLiteral("× 0.250"));
        QCOMPARE(blockReasonText(BlockedCausal | BlockedByHand), QStringLiteral("causal + blocked by hand"));
        QCOMPARE(blockReasonText(NotBlocked), QString());
        QCOMPARE(blockReasonText(BlockedWindow, 3), QStringLiteral("outside the window of 3"));
        QCOMPARE(blockReasonText(BlockedSegment), QStringLiteral("another sentence"));
        QCOMPARE(blockReasonText(BlockedCausal | BlockedWindow | BlockedSegment, 2),
                 QStringLiteral("causal + outside the window of 2 + another sentence"));
        QCOMPARE(blockReasonText(0x80), QStringLiteral("blocked")); // a reason with no words yet
        QCOMPARE(subscript(12), QStringLiteral("₁₂"));
    }

    // --- a decimal comma --------------------------------------------------------------------

    // The window in German, Spanish or French writes every drawn number with a comma and lists
    // them with semicolons; the finding of numbers in drawn text follows; files keep the point.
    void aDecimalComma()
    {
        setDecimalComma(true, QLatin1Char('.'));
        const auto back = qScopeGuard([] { setDecimalComma(false); });
        QCOMPARE(formatFixed(0.5764, 3), QStringLiteral("0,576"));
        QCOMPARE(formatFixed(-0.00001, 3), QStringLiteral("0,000"));
        QCOMPARE(attn::formatNumber(1.41421, 3), QStringLiteral("1,414"));
        QCOMPARE(attn::formatNumber(0.0001234, 2), QStringLiteral("1,2×10⁻⁴"));
        QCOMPARE(attn::formatNumber(2.0, 3), QStringLiteral("2"));
        QCOMPARE(formatGeneral(-1.5), QStringLiteral("−1,5"));
        QCOMPARE(formatCompact(2.5e6), QStringLiteral("2,5×10⁶"));
        QCOMPARE(formatVector(RowVector::Constant(2, 0.5), 2), QStringLiteral("(0,50; 0,50)"));
        QCOMPARE(drawnNumber(QStringLiteral("1,234,567.5")), QStringLiteral("1.234.567,5"));
        QCOMPARE(readDrawnNumber(QStringLiteral("−1.234,5")), -1234.5);
        QVERIFY(std::isnan(readDrawnNumber(QStringLiteral("abc"))));
        QVERIFY(QRegularExpression(QStringLiteral("^") + decimalPattern() + QStringLiteral("$"))
                    .match(QStringLiteral("0,576"))
                    .hasMatch());
        QVERIFY(QRegularExpression(QStringLiteral("^") + groupedPattern() + QStringLiteral("$"))
                    .match(QStringLiteral("12.345.678"))
                    .hasMatch());
        QCOMPARE(roundTripText(0.5), QStringLiteral("0.5")); // files: the point, always
        // French groups with a narrow space.
        setDecimalComma(true, QChar(0x202F));
        QCOMPARE(drawnNumber(QStringLiteral("12,345.5")), QStringLiteral("12\u202F345,5"));
        QCOMPARE(readDrawnNumber(QStringLiteral("12\u202F345,5")), 12345.5);
        // Back to the point: as before.
        setDecimalComma(false);
        QCOMPARE(formatFixed(0.5764, 3), QStringLiteral("0.576"));
        QCOMPARE(formatVector(RowVector::Constant(2, 0.5), 2), QStringLiteral("(0.50, 0.50)"));
        QCOMPARE(readDrawnNumber(QStringLiteral("1,234.5")), 1234.5);
    }
};

QTEST_MAIN(TestNotation)
#include "tst_notation.moc"
