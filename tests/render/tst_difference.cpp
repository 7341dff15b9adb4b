// The difference heatmap (before and after): the lesson's causal weights minus its unmasked
// ones cell by cell, signed numbers in every cell (blocked ones too, hatched by the current
// mask), a colour bar symmetric about 0, "no change" instead of a bar of width 0, the head
// grid of differences, and the sentence that says why two results cannot be compared.
#include "../common/drawn_texts.h"
#include "core/attention.h"
#include "io/session_json.h"
#include "render/headgridpainter.h"
#include "render/heatmappainter.h"
#include "render/imageexport.h"
#include "render/notation.h"

#include <QFile>
#include <QPainter>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

#include <cmath>

using namespace attn;

namespace {

struct Loaded {
    Session session;
    AttentionResult result;
};

Loaded load(const QString &path)
{
    QString error;
    const auto s = io::loadSession(path, &error);
    if (!s)
        qFatal("%s: %s", qPrintable(path), qPrintable(error));
    return { *s, computeAttention(*s) };
}

Loaded data(const char *name)
{
    return load(QStringLiteral(TEST_DATA_DIR "/%1.session.json").arg(QLatin1String(name)));
}

// Every text element of an SVG drawn by `paint`, trimmed.
QStringList svgTexts(const PaintFunction &paint, QSizeF size = { 1200, 900 })
{
    return testing::drawnTexts(paint, size);
}

} // namespace

class TestDifference : public QObject {
    Q_OBJECT

private slots:
    // The lesson's token 2 ("river", query index 1): causal gives it 0.670, 0.330, 0; without the
    // mask it had 0.284, 0.140, 0.576. The future key's 0.576 went to the two keys it may see.
    void lessonCausalMinusLesson_data()
    {
        QTest::addColumn<int>("key");
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("blocked");
        QTest::newRow("key 0 \"the\" gains") << 0 << QStringLiteral("+0.386") << false;
        QTest::newRow("key 1 \"river\" gains") << 1 << QStringLiteral("+0.190") << false;
        QTest::newRow("key 2 \"bank\" blocked, loses all") << 2 << QStringLiteral("−0.576") << true;
    }
    void lessonCausalMinusLesson()
    {
        QFETCH(int, key);
        QFETCH(QString, text);
        QFETCH(bool, blocked);
        const Loaded now = data("lesson-causal"), pinned = data("lesson");
        const HeatmapData d = makeDifferenceHeatmapData(now.session, now.result, pinned.result, 0);
        QVERIFY(d.isValid());
        QCOMPARE(d.kind, HeatmapKind::Difference);
        QCOMPARE(formatSigned(d.values(1, key), 3), text);
        QCOMPARE(d.values(1, key),
                 now.result.heads[0].weights(1, key) - pinned.result.heads[0].weights(1, key));
        QCOMPARE(d.blocked(1, key), blocked); // hatched by the current (causal) mask
        QCOMPARE(d.weightAt(1, key), now.result.heads[0].weights(1, key));
    }

    void titlesSayWhatIsSubtracted()
    {
        const Loaded now = data("lesson-causal"), pinned = data("lesson");
        const HeatmapData d = makeDifferenceHeatmapData(now.session, now.result, pinned.result, 0);
        QCOMPARE(d.title, QStringLiteral("Head 1 · weights now − pinned"));
        QVERIFY(d.rowsBalance); // both rows sum to 1, so each row of changes sums to 0
        const HeatmapPainter painter(std::make_shared<HeatmapData>(d));
        QCOMPARE(painter.colorBarTitle(), QStringLiteral("+ more weight than pinned · − less"));
        const HeatmapData named = makeDifferenceHeatmapData(
            now.session, now.result, pinned.result, 0, QStringLiteral("causal"), QStringLiteral("lesson"));
        QCOMPARE(named.title, QStringLiteral("Head 1 · weights causal − lesson"));
    }

    // ± the largest |difference| of any cell, blocked ones included (they carry numbers).
    void colourBarIsSymmetric()
    {
        const Loaded now = data("lesson-causal"), pinned = data("lesson");
        const HeatmapPainter painter(std::make_shared<HeatmapData>(
            makeDifferenceHeatmapData(now.session, now.result, pinned.result, 0)));
        const double largest
            = (now.result.heads[0].weights - pinned.result.heads[0].weights).cwiseAbs().maxCoeff();
        QCOMPARE(painter.rangeHigh(), largest);
        QCOMPARE(painter.rangeLow(), -largest);
        QCOMPARE(painter.colorPosition(0.0, 1), 0.5); // 0 in the middle of the diverging map
        QVERIFY(painter.colorMap().isDiverging());
        QVERIFY(!painter.isNoChange());
    }

    void noChangeIsSaidNotDividedByZero()
    {
        const Loaded a = data("lesson");
        auto d = std::make_shared<HeatmapData>(makeDifferenceHeatmapData(a.session, a.result, a.result, 0));
        const HeatmapPainter painter(d);
        QVERIFY(painter.isNoChange());
        QCOMPARE(painter.rangeHigh(), 1.0);
        QCOMPARE(painter.rangeLow(), -1.0);
        QVERIFY(std::isfinite(painter.colorPosition(0.0, 0)));
        const QStringList texts = svgTexts([&](QPainter &p, const QRectF &area) { painter.paint(p, area); });
        QVERIFY2(texts.contains(QStringLiteral("no change: every weight is the same as pinned")),
                 qPrintable(texts.join('|')));
        QCOMPARE(texts.count(QStringLiteral("0.000")), 9); // every cell, without a sign
    }

    // Every cell has a signed number; blocked ones too, over their plain patch.
    void everyCellIsNumberedInTheSvg()
    {
        const Loaded now = data("lesson-causal"), pinned = data("lesson");
        const HeatmapPainter painter(std::make_shared<HeatmapData>(
            makeDifferenceHeatmapData(now.session, now.result, pinned.result, 0)));
        const QStringList texts = svgTexts([&](QPainter &p, const QRectF &area) { painter.paint(p, area); });
        const Matrix diff = now.result.heads[0].weights - pinned.result.heads[0].weights;
        for (int i = 0; i < 3; ++i)
            for (int j = 0; j < 3; ++j)
                QVERIFY2(texts.contains(formatSigned(diff(i, j), 3)),
                         qPrintable(QStringLiteral("(%1,%2) %3 in %4")
                                        .arg(i)
                                        .arg(j)
                                        .arg(formatSigned(diff(i, j), 3), texts.join('|'))));
        for (const char *t : { "+0.386", "+0.190", "−0.576", "+0.599" })
            QVERIFY2(texts.contains(QString::fromUtf8(t)), t);
        QVERIFY(texts.contains(QStringLiteral("Head 1 · weights now − pinned")));
        QVERIFY(texts.contains(
            QStringLiteral("blocked: future key (causal mask)"))); // the legend of the hatching
    }

    void tooltipShowsBothWeights()
    {
        const Loaded now = data("lesson-causal"), pinned = data("lesson");
        const HeatmapPainter painter(std::make_shared<HeatmapData>(
            makeDifferenceHeatmapData(now.session, now.result, pinned.result, 0)));
        const QString text = painter.cellDescription(1, 2);
        QVERIFY2(text.contains(QStringLiteral("weight now 0.000 − pinned 0.576 = −0.576")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("causal")), qPrintable(text));
    }

    void comparisonProblems_data()
    {
        QTest::addColumn<QString>("now");
        QTest::addColumn<QString>("pinned");
        QTest::addColumn<QString>("field");
        QTest::addColumn<QString>("sentence");
        QTest::newRow("same shape") << "lesson"
                                    << "lesson-causal" << QString() << QString();
        QTest::newRow("another T")
            << "lesson"
            << "two-heads-causal" << QStringLiteral("tokens: 5 tokens, this session has 3")
            << QStringLiteral(
                   "The pinned result has 5 tokens and this session has 3 tokens, so their weights "
                   "cannot be compared cell by cell; pin again to compare with this session.");
        QTest::newRow("another head count")
            << "window-padding"
            << "four-heads-blocked" << QStringLiteral("num_heads: 4 heads, this session has 2")
            << QStringLiteral(
                   "The pinned result has 4 heads and this session has 2 heads, so their "
                   "weights cannot be compared cell by cell; pin again to compare with this session.");
    }
    void comparisonProblems()
    {
        QFETCH(QString, now);
        QFETCH(QString, pinned);
        QFETCH(QString, field);
        QFETCH(QString, sentence);
        const Loaded a = data(qPrintable(now)), b = data(qPrintable(pinned));
        QCOMPARE(comparisonProblem(a.result, b.result), field);
        QCOMPARE(comparisonProblemSentence(a.result, b.result), sentence);
        const HeatmapData d = makeDifferenceHeatmapData(a.session, a.result, b.result, 0);
        QCOMPARE(d.isValid(), field.isEmpty()); // nothing is subtracted from a result of another shape
    }

    // --head all: a difference for every head, one symmetric scale over all of them.
    void gridOfDifferences()
    {
        const Loaded now = data("sliding-window"), pinned = data("prefix-window");
        QCOMPARE(comparisonProblem(now.result, pinned.result), QString());
        std::vector<HeatmapDataPtr> heads;
        double largest = 0;
        for (int h = 0; h < 2; ++h) {
            heads.push_back(std::make_shared<HeatmapData>(
                makeDifferenceHeatmapData(now.session, now.result, pinned.result, h)));
            largest = std::max(
                largest,
                (now.result.heads[std::size_t(h)].weights - pinned.result.heads[std::size_t(h)].weights)
                    .cwiseAbs()
                    .maxCoeff());
        }
        QVERIFY(largest > 0.01);
        HeadGridPainter grid;
        grid.setData(heads);
        HeadGridOptions o;
        grid.setOptions(o);
        QCOMPARE(grid.panelCount(), 2);
        const QStringList texts
            = svgTexts([&](QPainter &p, const QRectF &area) { grid.paint(p, area); }, { 1600, 900 });
        QVERIFY2(texts.contains(QStringLiteral("All 2 heads · weights now − pinned · one colour scale")),
                 qPrintable(texts.join('|')));
        QVERIFY(texts.contains(QStringLiteral("Head 1")) && texts.contains(QStringLiteral("Head 2")));
        // One shared bar, symmetric: every negative tick has its positive twin.
        int twins = 0;
        for (const QString &t : texts)
            if (t.startsWith(QStringLiteral("−")) && texts.contains(t.mid(1)))
                ++twins;
        QVERIFY2(twins >= 1, qPrintable(texts.join('|')));
    }
};

QTEST_MAIN(TestDifference)
#include "tst_difference.moc"
