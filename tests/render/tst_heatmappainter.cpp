// The heatmap painter on a QImage: colours of the lesson's cells, the mask overlay, the colour
// bar, labels at large T, the aggregation of a 2048-token matrix, hit testing, CSV, the grid.
// (The overviews of a large session: tst_overview.)
#include "heatmap_fixture.h"

#include "render/pooling.h"

#include <random>

using namespace attn;
using namespace testing;

class TestHeatmapPainter : public QObject {
    Q_OBJECT

private slots:
    // The pooling rule, cell by cell as pooling.h states it, against poolCells (whose spans without
    // a blocked cell take a vectorised shortcut): the same values, reasons and first-of-ties, for
    // every aggregation, signed or not, with and without a row divisor, on pixel and block spans.
    void poolingShortcutKeepsTheRule()
    {
        std::mt19937 rng(42);
        std::normal_distribution<double> normal(0.0, 1.0);
        for (int trial = 0; trial < 60; ++trial) {
            const int T = 1 + int(rng() % 90);
            Matrix m(T, T);
            for (Eigen::Index k = 0; k < m.size(); ++k) // ties on purpose: a few values repeat
                m.data()[k] = rng() % 7 == 0 ? 0.5 : rng() % 11 == 0 ? -0.5 : normal(rng);
            std::vector<std::uint8_t> reasons(std::size_t(T) * T, 0);
            const int blockedEvery = trial % 3 == 0 ? 0 : 2 + int(rng() % 9);
            for (auto &r : reasons)
                r = blockedEvery && rng() % blockedEvery == 0 ? std::uint8_t(1u << (rng() % 5)) : 0;
            Eigen::VectorXd divisor = Eigen::VectorXd::Constant(T, 1.0);
            const bool divide = trial % 4 == 1;
            if (divide)
                for (int i = 0; i < T; ++i)
                    divisor[i] = 0.5 + (rng() % 4);
            const Spans rows
                = trial % 2 ? blockSpans(T, 1 + int(rng() % 7)) : pixelSpans(T, 0, T / 13.0 + 0.3, 13);
            const Spans cols
                = trial % 2 ? blockSpans(T, 1 + int(rng() % 7)) : pixelSpans(T, 0.4, T / 17.0, 17);
            const Aggregation how = trial % 5 == 0 ? Aggregation::Mean : Aggregation::Max;
            const bool farthest = trial % 3 == 2;
            const AggregatedCells got = poolCells(
                T, [&](int r, double *) { return m.row(r).data(); }, blockedEvery ? reasons.data() : nullptr,
                rows, cols, how, farthest, divide ? &divisor : nullptr);
            for (std::size_t y = 0; y < rows.size(); ++y)
                for (std::size_t x = 0; x < cols.size(); ++x) {
                    double best = std::numeric_limits<double>::quiet_NaN(), sum = 0;
                    int count = 0;
                    std::uint8_t why = 0;
                    for (int r = rows[y].first; r < rows[y].second; ++r)
                        for (int c = cols[x].first; c < cols[x].second; ++c) {
                            if (const std::uint8_t b = blockedEvery ? reasons[std::size_t(r) * T + c] : 0) {
                                why |= b;
                                continue;
                            }
                            const double v = m(r, c) / (divide ? divisor[r] : 1.0);
                            if (std::isnan(best) || (farthest ? std::abs(v) > std::abs(best) : v > best))
                                best = v;
                            sum += v;
                            ++count;
                        }
                    const std::size_t k = y * cols.size() + x;
                    if (count == 0) {
                        QVERIFY(std::isnan(got.value[k]));
                        QCOMPARE(int(got.reasons[k]), int(why));
                        continue;
                    }
                    QCOMPARE(int(got.reasons[k]), 0);
                    QCOMPARE(got.value[k], how == Aggregation::Mean ? sum / count : best);
                }
        }
    }

    void colorMaps()
    {
        QCOMPARE(ColorMap::names().first(), QStringLiteral("viridis"));
        QCOMPARE(ColorMap::names().size(), 5);
        QVERIFY(!ColorMap::byName(QStringLiteral("jet")));
        QCOMPARE(ColorMap::byName(QStringLiteral("GRAY"))->name(), QStringLiteral("grey"));
        QCOMPARE(ColorMap().name(), QStringLiteral("viridis"));
        // matplotlib's published end points of viridis.
        QCOMPARE(ColorMap().at(0).name(), QStringLiteral("#440154"));
        QCOMPARE(ColorMap().at(1).name(), QStringLiteral("#fde725"));
        QCOMPARE(ColorMap().at(std::nan("")).name(), QStringLiteral("#440154"));
        QCOMPARE(ColorMap().at(7).name(), QStringLiteral("#fde725"));
        // Halfway between two table entries is halfway between their colours.
        const ColorMap m;
        const QRgb a = m.table()[10], b = m.table()[11], mid = m.rgbAt(10.5 / 255);
        QVERIFY(std::abs(qRed(mid) - (int((a >> 16) & 0xff) + int((b >> 16) & 0xff)) / 2.0) <= 1);
        // The diverging map is white in the middle, blue below, red above.
        const ColorMap rdbu = *ColorMap::byName(QStringLiteral("RdBu"));
        QVERIFY(rdbu.isDiverging());
        QVERIFY(qRed(rdbu.rgbAt(0.5)) > 240 && qGreen(rdbu.rgbAt(0.5)) > 240 && qBlue(rdbu.rgbAt(0.5)) > 240);
        QVERIFY(qBlue(rdbu.rgbAt(0.05)) > qRed(rdbu.rgbAt(0.05)));
        QVERIFY(qRed(rdbu.rgbAt(0.95)) > qBlue(rdbu.rgbAt(0.95)));
        // No map can paint a value in its own blocked colour.
        for (const QString &name : ColorMap::names()) {
            const ColorMap map = *ColorMap::byName(name);
            QVERIFY2(distanceToMap(map.blockedColor().rgb(), map) >= 40, qPrintable(name));
        }
    }

    void lessonRowTwoColours_data()
    {
        QTest::addColumn<QString>("map");
        for (const QString &name : ColorMap::names())
            QTest::newRow(qPrintable(name)) << name;
    }
    void lessonRowTwoColours()
    {
        QFETCH(QString, map);
        HeatmapOptions o;
        o.colormap = map;
        o.showNumbers = false;
        const HeatmapPainter painter(presetData(QStringLiteral("lesson")), o);
        const Rendered r = render(painter);
        const ColorMap cm = *ColorMap::byName(map);
        // The lesson: token 2 (row 1) attends 0.284, 0.140, 0.576.
        const double lesson[3] = { 0.284, 0.140, 0.576 };
        for (int col = 0; col < 3; ++col) {
            const QRgb got = pixelAt(r.image, r.layout.cellRect(1, col).center());
            const QRgb want = cm.rgbAt(lesson[col]);
            QVERIFY2(distance(got, want) <= 3,
                     qPrintable(QStringLiteral("column %1: %2 vs %3")
                                    .arg(col)
                                    .arg(QColor(got).name(), QColor(want).name())));
        }
        // A cell is one colour all over (no numbers asked for).
        const std::vector<QRgb> px = cellPixels(r.image, r.layout.cellRect(1, 2));
        QCOMPARE(mostCommon(px), pixelAt(r.image, r.layout.cellRect(1, 2).center()));
        QVERIFY(std::count(px.begin(), px.end(), px.front()) == static_cast<long>(px.size()));
    }

    void causalBlockedCellsAreNoMapColour_data() { lessonRowTwoColours_data(); }
    void causalBlockedCellsAreNoMapColour()
    {
        QFETCH(QString, map);
        HeatmapOptions o;
        o.colormap = map;
        o.showNumbers = false;
        const HeatmapPainter painter(presetData(QStringLiteral("lesson-causal")), o);
        const Rendered r = render(painter);
        const ColorMap cm = *ColorMap::byName(map);
        for (int i = 0; i < 3; ++i)
            for (int j = i + 1; j < 3; ++j) {
                const std::vector<QRgb> px = cellPixels(r.image, r.layout.cellRect(i, j));
                const QRgb base = mostCommon(px);
                QVERIFY2(distanceToMap(base, cm) > 30,
                         qPrintable(QStringLiteral("(%1,%2) %3").arg(i).arg(j).arg(QColor(base).name())));
                // Hatched: more than one colour, and the lines are dark.
                int dark = 0;
                for (QRgb c : px)
                    dark += qGray(c) < qGray(base) - 60;
                QVERIFY2(dark > static_cast<int>(px.size()) / 30, "no hatching in a blocked cell");
            }
        // A weight of 0 would be the map's colour at 0; a blocked cell is not that.
        QVERIFY(distance(mostCommon(cellPixels(r.image, r.layout.cellRect(0, 2))), cm.rgbAt(0)) > 30);
    }

    void blockReasonsLookDifferent()
    {
        // One query row, three keys: causal (0,1)… use a 3×3 with each kind of block once.
        HeatmapData d = syntheticData(3, false, 1);
        d.reasons(0, 1) = BlockedCausal;
        d.reasons(1, 2) = BlockedPadding;
        d.reasons(2, 0) = BlockedByHand;
        HeatmapOptions o;
        o.showNumbers = false;
        const HeatmapPainter painter(std::make_shared<HeatmapData>(d), o);
        const Rendered r = render(painter, { 600, 600 });
        // Compare the cells as patterns: which pixels are hatch lines.
        auto pattern = [&](int i, int j) {
            const QRect cell = r.layout.cellRect(i, j).adjusted(4, 4, -4, -4).toAlignedRect();
            QImage crop = r.image.copy(QRect(cell.topLeft(), QSize(40, 40)))
                              .convertToFormat(QImage::Format_Grayscale8);
            for (int y = 0; y < crop.height(); ++y)
                for (int x = 0; x < crop.width(); ++x)
                    crop.setPixel(x, y, qGray(crop.pixel(x, y)) < 128 ? 0 : 255);
            return crop;
        };
        const QImage causal = pattern(0, 1), padding = pattern(1, 2), hand = pattern(2, 0);
        QVERIFY(causal != padding);
        QVERIFY(causal != hand);
        QVERIFY(padding != hand);
        // The legend has an entry for each kind that appears, and only those.
        QVERIFY(!r.layout.legendRect.isEmpty());
        HeatmapData none = syntheticData(3, false, 1);
        QVERIFY(HeatmapPainter(std::make_shared<HeatmapData>(none), o)
                    .layout(QRectF(0, 0, 600, 600))
                    .legendRect.isEmpty());
    }

    void newAndUnknownReasonsDrawAsBlocked_data()
    {
        QTest::addColumn<int>("T");
        QTest::newRow("cells as rectangles") << 4;
        QTest::newRow("cells through one image") << 600;
    }
    void newAndUnknownReasonsDrawAsBlocked()
    {
        // Window and segment cells have no hatching of their own yet, and a reason this version
        // does not know may come along: each still draws as a blocked cell, and says so.
        QFETCH(int, T);
        HeatmapData d = syntheticData(T, false, 4);
        const int cut = T / 2;
        for (int i = 0; i < T; ++i)
            for (int j = 0; j < T; ++j)
                if ((i < cut) != (j < cut))
                    d.reasons(i, j)
                        = i < cut ? std::uint8_t(BlockedSegment) : std::uint8_t(BlockedWindow | 0x80);
        HeatmapOptions o;
        o.showNumbers = false;
        const HeatmapPainter painter(std::make_shared<HeatmapData>(d), o);
        const Rendered r = render(painter, { 700, 700 });
        const QRgb blocked = ColorMap().blockedColor().rgb();
        const auto inside = [&](int i, int j) {
            const QRectF a = r.layout.cellRect(i, j), b = r.layout.cellRect(i + cut / 2, j + cut / 2);
            return cellPixels(r.image, a.united(b));
        };
        QCOMPARE(mostCommon(inside(0, cut)), blocked); // segment block, upper right
        QCOMPARE(mostCommon(inside(cut, 0)), blocked); // window + unknown bit, lower left
        QVERIFY(mostCommon(inside(0, 0)) != blocked); // open cells keep their colours
        QVERIFY(painter.cellDescription(0, T - 1).contains(QStringLiteral("another sentence")));
        QVERIFY(painter.cellDescription(T - 1, 0).contains(QStringLiteral("sliding window")));
        d.reasons(0, 0) = 0x80;
        const HeatmapPainter unknown(std::make_shared<HeatmapData>(d), o);
        QVERIFY2(unknown.cellDescription(0, 0).contains(QStringLiteral("blocked: masked")),
                 qPrintable(unknown.cellDescription(0, 0)));
    }

    void colourBarPresent()
    {
        HeatmapOptions o;
        o.showNumbers = false;
        const HeatmapPainter painter(presetData(QStringLiteral("lesson")), o);
        const Rendered r = render(painter);
        const QRectF bar = r.layout.colorBarRect;
        QVERIFY(!bar.isEmpty());
        QVERIFY(QRectF(r.image.rect()).contains(bar));
        QVERIFY(bar.left() > r.layout.matrixRect.right());
        const ColorMap cm;
        for (double t : { 0.1, 0.3, 0.5, 0.7, 0.9 }) {
            const QPointF at(bar.center().x(), bar.bottom() - t * bar.height());
            QVERIFY2(distance(pixelAt(r.image, at), cm.rgbAt(t)) <= 8, qPrintable(QString::number(t)));
        }
        // Tick labels and the title: dark text right of the bar.
        int dark = 0;
        const QRect labels = r.layout.colorBarLabelRect.toAlignedRect().intersected(r.image.rect());
        for (int y = labels.top(); y <= labels.bottom(); ++y)
            for (int x = labels.left(); x <= labels.right(); ++x)
                dark += qGray(r.image.pixel(x, y)) < 100;
        QVERIFY(dark > 200);
        QCOMPARE(painter.rangeLow(), 0.0);
        QCOMPARE(painter.rangeHigh(), 1.0);
        // Signed values: centred on 0, symmetric.
        const HeatmapPainter scores(presetData(QStringLiteral("lesson"), 0, HeatmapKind::Scores));
        QCOMPARE(scores.rangeHigh(), 4.0); // the lesson's largest score, q3·k3 = 4
        QCOMPARE(scores.rangeLow(), -4.0);
        QCOMPARE(scores.colorPosition(0, 0), 0.5);
    }

    void numbersContrastWithTheirCell()
    {
        const HeatmapPainter painter(presetData(QStringLiteral("lesson-causal")));
        const Rendered r = render(painter);
        QVERIFY(r.layout.numbersFit);
        // (0,0) is 1.0: yellow, so dark text; (2,1) is 0.074: dark purple, so white text.
        const std::vector<QRgb> light = cellPixels(r.image, r.layout.cellRect(0, 0));
        const std::vector<QRgb> dark = cellPixels(r.image, r.layout.cellRect(2, 1));
        QVERIFY(std::count_if(light.begin(), light.end(), [](QRgb c) { return qGray(c) < 60; }) > 20);
        QVERIFY(std::count_if(dark.begin(), dark.end(), [](QRgb c) { return qGray(c) > 230; }) > 20);
    }

    void hitTestFindsTheCellItDrew()
    {
        HeatmapPainter painter(std::make_shared<HeatmapData>(syntheticData(40, true, 2)));
        for (const QRectF &vp : { QRectF(), QRectF(10.5, 3.25, 12, 12) }) {
            HeatmapOptions o;
            o.viewport = vp;
            painter.setOptions(o);
            const HeatmapLayout l = painter.layout(QRectF(0, 0, 800, 700));
            for (auto [i, j] : { std::pair { 4, 12 }, std::pair { 10, 20 }, std::pair { 14, 15 } }) {
                const HeatmapLayout::Hit h = l.hitTest(l.cellRect(i, j).center());
                QCOMPARE(h.kind, HeatmapLayout::Hit::Cell);
                QCOMPARE(h.row, i);
                QCOMPARE(h.col, j);
            }
            const HeatmapLayout::Hit label
                = l.hitTest(QPointF(l.rowLabelRect.center().x(), l.cellRect(7, 12).center().y()));
            QCOMPARE(label.kind, HeatmapLayout::Hit::RowLabel);
            QCOMPARE(label.row, 7);
            QCOMPARE(l.hitTest(QPointF(1, 1)).kind, HeatmapLayout::Hit::None);
        }
    }

    void theSelectedLabelIsNeverCut_data()
    {
        QTest::addColumn<QString>("preset");
        QTest::newRow("lesson") << QStringLiteral("lesson");
        QTest::newRow("eight heads") << QStringLiteral("eight-heads");
        QTest::newRow("bank") << QStringLiteral("bank");
    }
    void theSelectedLabelIsNeverCut()
    {
        // The selected query's label is bold on yellow: the band beside the rows has room for it
        // whole, whichever query is selected (it was measured in the regular font, and "river"
        // came out as "iver" at 1280 × 720).
        QFETCH(QString, preset);
        const auto data = presetData(preset);
        for (int i = 0; i < data->tokenCount(); ++i) {
            HeatmapOptions o;
            o.selectedRow = i;
            const HeatmapPainter painter(data, o);
            for (const QSizeF size : { QSizeF(430, 410), QSizeF(700, 700) }) {
                const HeatmapLayout l = painter.layout(QRectF(QPointF(0, 0), size));
                QFont bold = l.labelFont;
                bold.setBold(true);
                const double gap = l.font.pixelSize() * 0.3; // the painter's margins beside a label
                const double room = l.rowLabelRect.width() - gap * 1.5;
                const double needed = QFontMetricsF(bold).horizontalAdvance(data->rowLabels.at(i));
                QVERIFY2(needed <= room + 0.01,
                         qPrintable(QStringLiteral("%1: %2 px for %3 px")
                                        .arg(data->rowLabels.at(i))
                                        .arg(needed)
                                        .arg(room)));
            }
        }
    }

    // Token labels are never drawn below 12 px on a small map (they were 6 px at 1024 wide):
    // fewer labels instead. A head strip's compact panel keeps its small ones. A mistake's map,
    // whose subtitle does not name the axes, keeps its axis titles however short it is.
    void labelsAreReadableOnASmallMap()
    {
        HeatmapData d;
        d.values = Matrix::Zero(20, 20);
        for (int i = 0; i < 20; ++i)
            d.rowLabels << QStringLiteral("token%1").arg(i);
        d.colLabels = d.rowLabels;
        auto data = std::make_shared<HeatmapData>(d);
        const HeatmapLayout l = HeatmapPainter(data).layout(QRectF(0, 0, 330, 230));
        QVERIFY2(l.labelFont.pixelSize() >= 12, qPrintable(QString::number(l.labelFont.pixelSize())));
        QVERIFY(l.rowStride > 1); // thinned, not shrunk
        HeatmapOptions compact;
        compact.compact = true;
        QVERIFY(HeatmapPainter(data, compact).layout(QRectF(0, 0, 330, 230)).labelFont.pixelSize() < 12);
        QVERIFY(l.colAxisTitleRect.isEmpty()); // the plain subtitle names the axes
        d.subtitle = QStringLiteral("each column sums to 1; the rows do not");
        const HeatmapLayout wrong
            = HeatmapPainter(std::make_shared<HeatmapData>(d)).layout(QRectF(0, 0, 330, 230));
        QVERIFY(!wrong.colAxisTitleRect.isEmpty());
    }

    void labelsNeverOverlap_data()
    {
        QTest::addColumn<int>("T");
        QTest::addColumn<QString>("token");
        QTest::newRow("3 short") << 3 << QStringLiteral("bank");
        QTest::newRow("12 long") << 12 << QStringLiteral("extraordinarily");
        QTest::newRow("300") << 300 << QStringLiteral("tok");
        QTest::newRow("4096") << 4096 << QStringLiteral("token");
    }
    void labelsNeverOverlap()
    {
        QFETCH(int, T);
        QFETCH(QString, token);
        HeatmapData d;
        d.values = Matrix::Zero(T, T);
        for (int i = 0; i < T; ++i)
            d.rowLabels << token + QString::number(i);
        d.colLabels = d.rowLabels;
        const HeatmapPainter painter(std::make_shared<HeatmapData>(std::move(d)));
        const HeatmapLayout l = painter.layout(QRectF(0, 0, 1200, 900));
        const QFontMetricsF fm(l.labelFont);
        QVERIFY(l.rowStride * l.cellHeight >= fm.height());
        if (l.rotatedColumnLabels)
            QVERIFY(l.colStride * l.cellWidth >= fm.height());
        else
            QVERIFY(l.colStride * l.cellWidth >= fm.horizontalAdvance(token + QString::number(T - 1)));
        QVERIFY(l.rowLabelRect.right() <= l.matrixRect.left() + 0.01);
        QVERIFY(l.colLabelRect.bottom() <= l.matrixRect.top() + 0.01);
        QVERIFY(l.colorBarRect.left() >= l.matrixRect.right());
        QVERIFY(QRectF(0, 0, 1200, 900).contains(l.colorBarLabelRect));
        QCOMPARE(l.imageMode, T * T > 10000);
    }

    void cellsWiderThanAPixelInImageMode()
    {
        // 120 tokens on 900 px: too many cells to draw one by one (image mode), each still
        // ~6 px wide, so no aggregation: every cell shows its own colour, blocked ones hatched.
        const int T = 120;
        HeatmapData d = syntheticData(T, true, 3);
        for (int i = 0; i < T; ++i)
            for (int j = 0; j <= i; ++j)
                d.values(i, j) = ((i * 7 + j * 13) % 101) / 100.0; // 0 … 1, different neighbours
        const auto data = std::make_shared<HeatmapData>(std::move(d));
        HeatmapOptions o;
        o.showNumbers = false;
        const HeatmapPainter painter(data, o);
        const Rendered r = render(painter, { 900, 900 });
        QVERIFY(r.layout.imageMode);
        QVERIFY(!r.layout.aggregated);
        const ColorMap map;
        for (int i = 0; i < T; i += 7)
            for (int j = 0; j < T; j += 5) {
                const QRgb got = pixelAt(r.image, r.layout.cellRect(i, j).center());
                if (j <= i) {
                    QVERIFY2(distance(got, map.rgbAt(data->values(i, j))) <= 3,
                             qPrintable(QStringLiteral("cell (%1,%2)").arg(i).arg(j)));
                } else {
                    QVERIFY2(distanceToMap(got, map) > 30,
                             qPrintable(QStringLiteral("blocked (%1,%2)").arg(i).arg(j)));
                }
            }
    }

    void largeMatrixIsAggregatedByMax_data()
    {
        QTest::addColumn<int>("T");
        QTest::newRow("2048") << 2048;
        QTest::newRow("4096 (the lesson's quadratic wall)") << 4096;
    }
    void largeMatrixIsAggregatedByMax()
    {
        QFETCH(int, T);
        const int k = T / 512; // cells per pixel along each axis
        HeatmapData d = syntheticData(T, true, 7);
        d.values(1234, 777) = 1.0; // one sharp peak among weights of at most 0.01
        const auto data = std::make_shared<HeatmapData>(std::move(d));

        const AggregatedCells a
            = aggregateCells(*data, QRectF(0, 0, T, T), QSize(512, 512), Aggregation::Max);
        QCOMPARE(a.width, 512);
        QCOMPARE(a.cellsPerPixelX, double(k));
        // Each pixel is the largest unblocked value of its k×k cells, checked directly.
        QRandomGenerator rng(3);
        for (int n = 0; n < 200; ++n) {
            const int x = rng.bounded(512), y = rng.bounded(512);
            double best = std::nan("");
            for (int i = k * y; i < k * y + k; ++i)
                for (int j = k * x; j < k * x + k; ++j)
                    if (!data->blocked(i, j) && (std::isnan(best) || data->values(i, j) > best))
                        best = data->values(i, j);
            const double got = a.value[static_cast<std::size_t>(y) * 512 + x];
            if (std::isnan(best)) {
                QVERIFY(std::isnan(got));
                QCOMPARE(int(a.reasons[static_cast<std::size_t>(y) * 512 + x]), int(BlockedCausal));
            } else {
                QCOMPARE(got, best);
            }
        }
        QCOMPARE(a.value[static_cast<std::size_t>(1234 / k) * 512 + 777 / k], 1.0);
        // The mean of the same pixel is diluted: that is why the default is the maximum.
        const AggregatedCells mean
            = aggregateCells(*data, QRectF(0, 0, T, T), QSize(512, 512), Aggregation::Mean);
        QVERIFY(mean.value[static_cast<std::size_t>(1234 / k) * 512 + 777 / k] < 0.1);

        // Painted: through an image, and the peak still shows in the map's top colour.
        HeatmapOptions o;
        QElapsedTimer clock;
        clock.start();
        const HeatmapPainter painter(data, o);
        const qint64 statsMs = clock.restart();
        const Rendered r = render(painter, { 900, 900 });
        const qint64 firstMs = clock.restart();
        render(painter, { 900, 900 });
        // Reported, not asserted: machines differ. The widget repaints (hover) hit the cache.
        qInfo("T = %d: data set %lld ms, first paint %lld ms, repaint %lld ms", T, statsMs, firstMs,
              clock.elapsed());
        QVERIFY(r.layout.imageMode);
        QVERIFY(r.layout.aggregated);
        QVERIFY(r.layout.rowStride > 1);
        const QPointF peak = r.layout.cellRect(1234, 777).center();
        int best = 1 << 30;
        for (int dy = -1; dy <= 1; ++dy)
            for (int dx = -1; dx <= 1; ++dx)
                best = std::min(best,
                                distance(pixelAt(r.image, peak + QPointF(dx, dy)), ColorMap().rgbAt(1.0)));
        QVERIFY2(best <= 3, "the peak disappeared in the aggregation");
        // The upper triangle is the blocked colour (with hatching), never a map colour.
        const QRgb upper
            = mostCommon(cellPixels(r.image, QRectF(r.layout.cellRect(100, 1500).topLeft(), QSizeF(30, 30))));
        QCOMPARE(upper, ColorMap().blockedColor().rgb());
        // Zoomed in far enough, single cells come back.
        HeatmapOptions zoomed;
        zoomed.viewport = QRectF(770, 1230, 40, 40);
        const HeatmapPainter near(data, zoomed);
        const HeatmapLayout l = near.layout(QRectF(0, 0, 900, 900));
        QVERIFY(!l.imageMode);
        QVERIFY(!l.aggregated);
    }

    void selectedRowIsOutlined()
    {
        HeatmapOptions o;
        o.showNumbers = false;
        o.selectedRow = 1;
        const HeatmapPainter painter(presetData(QStringLiteral("lesson")), o);
        const Rendered r = render(painter);
        const QRectF row = r.layout.cellRect(1, 1);
        HeatmapOptions plain = o;
        plain.selectedRow = -1;
        const Rendered r2 = render(HeatmapPainter(presetData(QStringLiteral("lesson")), plain));
        // Black appears along the row's top edge only when it is selected (no map colour is black).
        auto blackNearTop = [&](const QImage &img) {
            int n = 0;
            for (int dy = -4; dy <= 4; ++dy) {
                const QRgb c = pixelAt(img, QPointF(row.center().x(), row.top() + dy));
                n += qRed(c) < 20 && qGreen(c) < 20 && qBlue(c) < 20;
            }
            return n;
        };
        QVERIFY(blackNearTop(r.image) >= 1);
        QCOMPARE(blackNearTop(r2.image), 0);
        QVERIFY(r.image != r2.image);
    }

    void fullyMaskedRowsAreFlagged()
    {
        HeatmapData d = syntheticData(4, false, 5);
        d.reasons.row(2).setConstant(BlockedByHand);
        d.values.row(2).setZero();
        d.fullyMaskedRows = { 2 };
        const HeatmapPainter painter(std::make_shared<HeatmapData>(d));
        const Rendered r = render(painter);
        QVERIFY(!r.layout.flagRect.isEmpty());
        const QPointF mark(r.layout.flagRect.center().x(), r.layout.cellRect(2, 0).center().y());
        const QRgb c = pixelAt(r.image, mark);
        QVERIFY2(qRed(c) > 150 && qGreen(c) < 80, qPrintable(QColor(c).name()));
        QVERIFY(painter.cellDescription(2, 1).contains(QStringLiteral("weights are all 0")));
    }

    void tooltipTextForTheLesson()
    {
        const HeatmapPainter painter(presetData(QStringLiteral("lesson-causal")));
        const QString free = painter.cellDescription(1, 0);
        // Tokens counted from 1, as everywhere else on screen (the command line counts from 0).
        QVERIFY2(free.contains(QStringLiteral("query 2 “river” → key 1 “the”")), qPrintable(free));
        QVERIFY2(free.contains(QStringLiteral("q·k = 2")), qPrintable(free));
        QVERIFY2(free.contains(QStringLiteral("= 1.41421")), qPrintable(free));
        QVERIFY2(free.contains(QStringLiteral("weight = 0.670")), qPrintable(free));
        QVERIFY(free.contains(QStringLiteral("not blocked")));
        const QString blocked = painter.cellDescription(1, 2);
        QVERIFY2(blocked.contains(QStringLiteral("causal")), qPrintable(blocked));
        QVERIFY2(blocked.contains(QStringLiteral("−∞")), qPrintable(blocked));
        QVERIFY2(blocked.contains(QStringLiteral("weight = 0.000")), qPrintable(blocked));
        QVERIFY(painter.cellDescription(5, 0).isEmpty());
    }

    // The colour scale comes from the open cells only (core's openCellStats), whether the data
    // brought its statistics from a worker or the painter works them out itself.
    void scaleFromOpenCellsWithOrWithoutPrecomputedStats()
    {
        Session s = randomSession(40, 8, 2, 5);
        s.causal = true;
        const AttentionResult r = computeAttention(s);
        HeatmapData plain = makeHeatmapData(s, r, 1, HeatmapKind::Logits);
        plain.values(0, 39) = 1e5; // a blocked cell (causal): never the top of the scale
        HeatmapData withStats = plain;
        withStats.computeStats();
        QVERIFY(withStats.stats);
        const HeatmapPainter a(std::make_shared<HeatmapData>(plain), {});
        const HeatmapPainter b(std::make_shared<HeatmapData>(withStats), {});
        QVERIFY(a.maxAbsUnblocked() < 1e4);
        QCOMPARE(a.maxAbsUnblocked(), b.maxAbsUnblocked());
        QCOMPARE(a.maxUnblocked(), b.maxUnblocked());
        QCOMPARE(a.rangeHigh(), b.rangeHigh());
        QCOMPARE(a.rangeLow(), b.rangeLow());
    }

    void csv()
    {
        Matrix m(2, 2);
        m << 0.1, -2.5e-17, 1.0 / 3.0, 42;
        const QString text = matrixToCsv(m, { QStringLiteral("a,b"), QStringLiteral("say \"hi\"") },
                                         { QStringLiteral("k0"), QStringLiteral("k1") });
        const QStringList lines = text.split(QStringLiteral("\r\n"), Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 3);
        QCOMPARE(lines.at(0), QStringLiteral("query \\ key,k0,k1"));
        QVERIFY(lines.at(1).startsWith(QStringLiteral("\"a,b\",")));
        QVERIFY(lines.at(2).startsWith(QStringLiteral("\"say \"\"hi\"\"\",")));
        // Full precision: the text reads back to the very same doubles.
        QCOMPARE(lines.at(1).section(QLatin1Char(','), 2, 2).toDouble(), 0.1);
        QCOMPARE(lines.at(1).section(QLatin1Char(','), 3, 3).toDouble(), -2.5e-17);
        QCOMPARE(lines.at(2).section(QLatin1Char(','), 1, 1).toDouble(),
                 1.0 / 3.0); // this label has no comma
        // Logits: blocked cells are −∞, as the softmax sees them.
        const QString logits
            = heatmapToCsv(*presetData(QStringLiteral("lesson-causal"), 0, HeatmapKind::Logits));
        QCOMPARE(logits.split(QStringLiteral("\r\n")).at(1).split(QLatin1Char(',')).mid(1),
                 QStringList({ QStringLiteral("0.7071067811865475"), QStringLiteral("-inf"),
                               QStringLiteral("-inf") }));
    }

    void headGrid()
    {
        QString error;
        const auto s = io::loadPreset(QStringLiteral("two-heads"), &error);
        QVERIFY(s);
        const AttentionResult r = computeAttention(*s);
        HeadGridPainter grid;
        grid.setData({ std::make_shared<HeatmapData>(makeHeatmapData(*s, r, 0)),
                       std::make_shared<HeatmapData>(makeHeatmapData(*s, r, 1)) },
                     std::make_shared<HeatmapData>(makeAverageHeatmapData(*s, r)));
        QCOMPARE(grid.headCount(), 2);
        QCOMPARE(grid.panelCount(), 3);
        const QRectF area(0, 0, 1500, 700);
        const HeadGridPainter::Layout l = grid.layout(area);
        QCOMPARE(int(l.panels.size()), 3);
        for (int k = 0; k < 3; ++k) {
            QCOMPARE(grid.panelAt(area, l.panels[static_cast<std::size_t>(k)].center()), k);
            for (int j = 0; j < k; ++j)
                QVERIFY(
                    !l.panels[static_cast<std::size_t>(k)].intersects(l.panels[static_cast<std::size_t>(j)]));
        }
        QVERIFY(!l.colorBarRect.isEmpty()); // shared scale: one bar
        HeadGridOptions perHead;
        perHead.sharedScale = false;
        grid.setOptions(perHead);
        QVERIFY(grid.layout(area).colorBarRect.isEmpty());
        // The average really is the mean of the heads.
        const HeatmapData avg = makeAverageHeatmapData(*s, r);
        QVERIFY(avg.values.isApprox((r.heads[0].weights + r.heads[1].weights) / 2));
        QVERIFY(avg.title.contains(QStringLiteral("Average")));
    }
};

QTEST_MAIN(TestHeatmapPainter)
#include "tst_heatmappainter.moc"
