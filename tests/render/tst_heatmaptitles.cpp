// The heatmap painter's words and large numbers: compact notation for values of a million and
// more, one style for the colour bar's ticks, the mistakes' titles, a zoomed view's subtitle
// counting from 1, the row axis's arrow and the head strip's titles that fit.
#include "heatmap_fixture.h"

using namespace testing;

class TestHeatmapTitles : public QObject {
    Q_OBJECT

private slots:
    // An area too small for any cell (a window squeezed at a large zoom) pools nothing: its
    // subtitle does not speak of pixels of billions of cells.
    void noRoomPoolsNothing()
    {
        HeatmapOptions o;
        o.textScale = 3.0;
        const HeatmapPainter painter(presetData(QStringLiteral("lesson")), o);
        const HeatmapLayout l = painter.layout(QRectF(0, 0, 300, 60));
        QCOMPARE(l.matrixRect.width(), 0.0);
        QVERIFY(!l.aggregated);
        QVERIFY2(!painter.subtitle(l).contains(QStringLiteral("each pixel")),
                 qPrintable(painter.subtitle(l)));
    }

    // The token labels' band is as wide as the longest label in the map's own font: measured
    // again for another size and for other labels (the widths are remembered per font and
    // label), and the same when measured again.
    void labelBandFollowsTheFont()
    {
        const HeatmapDataPtr data = presetData(QStringLiteral("lesson"));
        auto bandAt = [&](double fontSize) {
            HeatmapOptions o;
            o.fontSize = fontSize;
            return HeatmapPainter(data, o).layout(QRectF(0, 0, 1400, 1000)).rowLabelRect.width();
        };
        const double small = bandAt(12), large = bandAt(24);
        QVERIFY2(large > 1.6 * small, qPrintable(QStringLiteral("%1 → %2").arg(small).arg(large)));
        QCOMPARE(bandAt(12), small);
        auto longer = std::make_shared<HeatmapData>(*data);
        longer->rowLabels[1] = QStringLiteral("a much longer token than the lesson's");
        HeatmapOptions o;
        o.fontSize = 12;
        const double wide = HeatmapPainter(longer, o).layout(QRectF(0, 0, 1400, 1000)).rowLabelRect.width();
        QVERIFY2(wide > small, qPrintable(QStringLiteral("%1 → %2").arg(small).arg(wide)));
    }

    // --- large values, mistakes' titles, the head strip's titles, axis titles ----------------

    void largeValuesAreCompact_data()
    {
        QTest::addColumn<int>("kind");
        QTest::newRow("scores") << int(HeatmapKind::Scores);
        QTest::newRow("logits") << int(HeatmapKind::Logits);
    }
    void largeValuesAreCompact()
    {
        QFETCH(int, kind);
        const Session s = millionSession();
        const AttentionResult r = computeAttention(s);
        const auto big = std::make_shared<HeatmapData>(makeHeatmapData(s, r, 0, HeatmapKind(kind)));
        QVERIFY(big->values.cwiseAbs().maxCoeff() > 1e11); // q·k of a 10⁶ embedding: 10¹²
        const HeatmapPainter painter(big);
        const QSize size(900, 700);
        const HeatmapLayout l = painter.layout(QRectF(QPointF(0, 0), QSizeF(size)), 1.0);
        QVERIFY(l.numbersFit);
        // Every cell's number is compact and fits its own cell: none runs over its neighbours.
        const QFontMetricsF nfm(l.numberFont);
        bool anyCompact = false;
        for (int i = 0; i < 3; ++i)
            for (int j = 0; j < 3; ++j) {
                const QString text = heatmapCellText(*big, i, j, 3);
                anyCompact = anyCompact || text.contains(QStringLiteral("×10"));
                QVERIFY2(text.size() <= 10, qPrintable(text));
                QVERIFY2(nfm.horizontalAdvance(text) <= l.cellWidth, qPrintable(text));
            }
        QVERIFY(anyCompact);
        // One long number does not shrink them all: about the lesson's own size.
        const HeatmapPainter lesson(presetData(QStringLiteral("lesson"), 0, HeatmapKind(kind)));
        const HeatmapLayout ll = lesson.layout(QRectF(QPointF(0, 0), QSizeF(size)), 1.0);
        QVERIFY2(
            l.numberFont.pixelSize() >= ll.numberFont.pixelSize() * 0.75,
            qPrintable(
                QStringLiteral("%1 vs %2").arg(l.numberFont.pixelSize()).arg(ll.numberFont.pixelSize())));
        // What is drawn (cells, colour bar ticks): no long runs of digits, no "e+12".
        const QStringList texts
            = drawnTexts([&](QPainter &p, const QRectF &a) { painter.paint(p, a); }, size);
        QVERIFY(!texts.isEmpty());
        int ticks = 0;
        for (const QString &t : texts) {
            QVERIFY2(!t.contains(QStringLiteral("0000")) && !t.contains(QStringLiteral("e+")), qPrintable(t));
            ticks += t.contains(QStringLiteral("×10")) ? 1 : 0;
        }
        QVERIFY2(ticks >= 4, qPrintable(texts.join(QStringLiteral(" | ")))); // cells and ticks alike
        // The tooltip too.
        const QString tip = painter.cellDescription(0, 0);
        QVERIFY2(tip.contains(QStringLiteral("×10¹²")) && !tip.contains(QStringLiteral("e+")),
                 qPrintable(tip));
    }

    void compactNotation_data()
    {
        QTest::addColumn<double>("value");
        QTest::addColumn<int>("decimals");
        QTest::addColumn<QString>("fixed");
        QTest::addColumn<QString>("general");
        QTest::newRow("a weight") << 0.28399540974126 << 3 << QStringLiteral("0.284")
                                  << QStringLiteral("0.283995");
        QTest::newRow("a million") << 1e6 << 3 << QStringLiteral("1×10⁶") << QStringLiteral("1×10⁶");
        QTest::newRow("q·k of 10⁶") << 4000000000005.0 << 3 << QStringLiteral("4×10¹²")
                                    << QStringLiteral("4×10¹²");
        QTest::newRow("negative") << -2.5e12 << 1 << QStringLiteral("−2.5×10¹²")
                                  << QStringLiteral("−2.5×10¹²");
        QTest::newRow("three digits kept")
            << 1234567.0 << 3 << QStringLiteral("1.23×10⁶") << QStringLiteral("1.23457×10⁶");
        QTest::newRow("below a million")
            << 999999.0 << 0 << QStringLiteral("999999") << QStringLiteral("999999");
        QTest::newRow("tiny tooltip") << 1.5e-7 << 3 << QStringLiteral("0.000") << QStringLiteral("1.5×10⁻⁷");
    }
    void compactNotation()
    {
        QFETCH(double, value);
        QFETCH(int, decimals);
        QFETCH(QString, fixed);
        QFETCH(QString, general);
        QCOMPARE(formatFixed(value, decimals), fixed);
        QCOMPARE(formatGeneral(value), general);
    }

    void colourBarTicksShareOneStyle()
    {
        int decimals = 0;
        const std::vector<double> ticks = paint::niceTicks(0, 1.5e6, &decimals);
        QVERIFY(ticks.size() >= 3);
        const ColorMap map = *ColorMap::byName(QStringLiteral("viridis"));
        const QStringList texts = drawnTexts(
            [&](QPainter &p, const QRectF &) {
                paint::drawColorBar(p, QRectF(20, 20, 20, 300), QRectF(40, 20, 200, 300),
                                    { map, 0, 1.5e6, QStringLiteral("t") }, paint::makeFont(14),
                                    Theme::light());
            },
            QSize(300, 360));
        // The room measured for the labels holds the widest of them and the rotated title beside.
        const QFont font = paint::makeFont(12);
        const QFontMetricsF fm(font);
        QVERIFY(paint::colorBarLabelWidth({ map, 0, 1, QStringLiteral("t") }, font)
                >= fm.horizontalAdvance(QStringLiteral("0.75")) + 2 * fm.height());
        QVERIFY(paint::colorBarLabelWidth({ map, 0, 1.5e6, QStringLiteral("t") }, font)
                >= fm.horizontalAdvance(QStringLiteral("1.5×10⁶")) + 2 * fm.height());
        // "5×10⁵" under "1×10⁶", not "500000".
        QVERIFY2(texts.contains(QStringLiteral("5×10⁵")) && texts.contains(QStringLiteral("1×10⁶")),
                 qPrintable(texts.join(QLatin1Char('|'))));
    }

    void mistakesSayWhatSumsAndFit_data()
    {
        QTest::addColumn<int>("mistake");
        QTest::addColumn<QString>("says");
        QTest::newRow("mask after softmax")
            << int(Mistake::MaskAfterSoftmax) << QStringLiteral("no longer sum to 1");
        QTest::newRow("wrong axis") << int(Mistake::WrongAxis) << QStringLiteral("each column sums to 1");
        QTest::newRow("reshape") << int(Mistake::ReshapeWithoutTranspose)
                                 << QStringLiteral("pieces of other tokens");
    }
    void mistakesSayWhatSumsAndFit()
    {
        QFETCH(int, mistake);
        QFETCH(QString, says);
        const Mistake m = Mistake(mistake);
        // On the session each is shown on, starting from the lesson.
        const MistakeStage stage = stageForMistake(lessonSession(), nullptr, 0, m);
        const AttentionResult r = computeAttention(stage.session);
        const HeatmapPainter painter(
            std::make_shared<HeatmapData>(makeMistakeData(stage.session, r, stage.head, m)));
        // The heatmap's room in a 1280 × 720 window, between the docks.
        for (const QSize size : { QSize(460, 400), QSize(900, 700) }) {
            const HeatmapLayout l = painter.layout(QRectF(QPointF(0, 0), QSizeF(size)), 1.0);
            const QString sub = painter.subtitle(l);
            QVERIFY2(sub.contains(says), qPrintable(sub));
            QVERIFY2(!sub.contains(QStringLiteral("each row sums to 1")), qPrintable(sub));
            QVERIFY2(QFontMetricsF(l.font).horizontalAdvance(sub) <= l.subtitleRect.width(), qPrintable(sub));
            const QString title = painter.data()->title;
            QVERIFY(title.startsWith(QStringLiteral("WRONG")));
            QVERIFY2(QFontMetricsF(l.titleFont).horizontalAdvance(title) <= l.titleRect.width(),
                     qPrintable(title));
        }
    }

    // A session where a mistake cannot show (one token: nothing to mask, nothing to scramble)
    // moves to one where it does, and the note says how to go back.
    void mistakesMoveToASessionThatShowsThem()
    {
        Session one = lessonSession();
        one.tokens.resize(1);
        one.X.conservativeResize(1, 2);
        one.padding.assign(1, false);
        for (Mistake m :
             { Mistake::MaskAfterSoftmax, Mistake::ReshapeWithoutTranspose, Mistake::WrongAxis }) {
            const MistakeStage stage = stageForMistake(one, nullptr, 0, m);
            QVERIFY(stage.switched);
            QVERIFY2(stage.note.contains(QStringLiteral("Ctrl+Z")), qPrintable(stage.note));
            const AttentionResult r = computeAttention(stage.session);
            QVERIFY(mistakeDifference(stage.session, r, stage.head, m) > kMistakeVisible);
        }
    }

    void zoomedSubtitleCountsFromOne()
    {
        HeatmapOptions o;
        o.viewport = QRectF(1, 0, 2, 2);
        const HeatmapPainter painter(presetData(QStringLiteral("lesson")), o);
        const HeatmapLayout l = painter.layout(QRectF(0, 0, 900, 700), 1.0);
        QCOMPARE(painter.subtitle(l), QStringLiteral("zoomed in: queries 1–2 × keys 2–3 of 3 tokens"));
        QCOMPARE(painter.rowLabelDescription(0), QStringLiteral("query 1 “the” — click to select this row"));
        QCOMPARE(painter.columnLabelDescription(2), QStringLiteral("key 3 “bank”"));
    }

    void rowAxisArrowPointsDownTheRows()
    {
        // The row title is drawn after rotate(−90): the text's own x axis runs up the screen. Its
        // arrow must point down the rows, the way the queries are counted.
        const QString rows = HeatmapPainter::rowAxisTitle();
        QVERIFY(!rows.contains(QStringLiteral("↓")) && !rows.contains(QStringLiteral("→")));
        QVERIFY(rows.contains(QStringLiteral("←")));
        const QPointF leftInText(-1, 0); // where "←" points, in the text's frame
        const QPointF onScreen = QTransform().rotate(-90).map(leftInText);
        QVERIFY(std::abs(onScreen.x()) < 1e-9 && onScreen.y() > 0.99); // straight down
        QVERIFY(HeatmapPainter::columnAxisTitle().contains(QStringLiteral("→"))); // unrotated: right
    }

    void headStripTitlesFit_data()
    {
        QTest::addColumn<QString>("preset");
        QTest::addColumn<QSize>("strip");
        QTest::newRow("two heads, a narrow strip") << QStringLiteral("two-heads") << QSize(480, 220);
        QTest::newRow("eight heads, the window's strip") << QStringLiteral("eight-heads") << QSize(700, 260);
        QTest::newRow("eight heads, a wide strip") << QStringLiteral("eight-heads") << QSize(1800, 500);
        QTest::newRow("two heads, large") << QStringLiteral("two-heads") << QSize(1500, 700);
    }
    void headStripTitlesFit()
    {
        QFETCH(QString, preset);
        QFETCH(QSize, strip);
        QString error;
        const auto s = io::loadPreset(preset, &error);
        QVERIFY(s);
        const AttentionResult r = computeAttention(*s);
        std::vector<HeatmapDataPtr> heads;
        for (int h = 0; h < s->numHeads; ++h)
            heads.push_back(std::make_shared<HeatmapData>(makeHeatmapData(*s, r, h)));
        HeadGridPainter grid;
        grid.setData(heads, std::make_shared<HeatmapData>(makeAverageHeatmapData(*s, r)));
        const HeadGridPainter::Layout gl = grid.layout(QRectF(QPointF(0, 0), QSizeF(strip)));
        const QString gridTitle = grid.fittedTitle(QRectF(QPointF(0, 0), QSizeF(strip)));
        QVERIFY2(QFontMetricsF(gl.titleFont).horizontalAdvance(gridTitle) <= gl.titleRect.width(),
                 qPrintable(gridTitle));
        QVERIFY(gridTitle.startsWith(QStringLiteral("All %1 heads").arg(s->numHeads)));
        for (int k = 0; k < grid.panelCount(); ++k) {
            const QRectF panel = gl.panels[std::size_t(k)];
            const QString title = grid.panelTitle(k, panel.width(), gl.panelFontSize);
            // The panel's own layout, as the grid paints it.
            HeatmapOptions o;
            o.compact = true;
            o.showLegend = o.showAxisTitles = o.showColorBar = false;
            o.fontSize = gl.panelFontSize;
            o.title = title;
            const HeatmapPainter one(grid.panelData()[std::size_t(k)], o);
            const HeatmapLayout l = one.layout(panel, 1.0);
            QVERIFY2(QFontMetricsF(l.titleFont).horizontalAdvance(title) <= l.titleRect.width(),
                     qPrintable(QStringLiteral("%1 in %2").arg(title).arg(l.titleRect.width())));
            if (k == grid.headCount())
                QVERIFY2(title.startsWith(QStringLiteral("Average")), qPrintable(title));
        }
        if (gl.panels.back().width() >= 400) // room enough: the whole title
            QCOMPARE(grid.panelTitle(grid.headCount(), gl.panels.back().width(), gl.panelFontSize),
                     QStringLiteral("Average of %1 heads (not a head)").arg(s->numHeads));
    }
};

QTEST_MAIN(TestHeatmapTitles)
#include "tst_heatmaptitles.moc"
