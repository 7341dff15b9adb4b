// The patching and logit-lens grids drawn (render/layergridpainter.h): made from the core's
// results with the right labels and colour scale, the CSV holding every number exactly, the
// pointer finding the cell drawn under it at any size, rollout as an ordinary heatmap, and the
// picture filling its area at classroom and small sizes.
#include "render/layergridpainter.h"
#include "render/modelviewpainter.h"

#include "core/model/mechanisms.h"

#include <QImage>
#include <QPainter>
#include <QTest>

#include <cmath>

using namespace attn;

namespace {

gpt2::PatchingResult somePatching()
{
    gpt2::PatchingResult r;
    r.cleanLogitDiff = 3;
    r.corruptLogitDiff = -1;
    r.resid = Matrix::Zero(3, 4);
    r.resid(0, 3) = 1;
    r.resid(1, 3) = 0.75;
    r.resid(2, 3) = 1.0 / 3.0;
    r.heads = Matrix(3, 2);
    r.heads << 0.1, -1.5, 0.2, 0.3, 0.0, 0.9;
    return r;
}

gpt2::LogitLens someLens()
{
    gpt2::LogitLens lens;
    lens.layers.assign(2, std::vector<gpt2::LensCell>(3));
    for (int l = 0; l < 2; ++l)
        for (int p = 0; p < 3; ++p) {
            gpt2::LensCell &c = lens.layers[l][p];
            c.top = { { 10 + p, 1.0, 0.5 + 0.1 * l }, { 20, 0.5, 0.2 } };
            c.trackedRank = l == 1 && p == 2 ? 1 : 7 - l;
            c.trackedProbability = 0.05 * (l + 1) + 0.01 * p;
        }
    return lens;
}

QString name(int id)
{
    return QStringLiteral(" t%1").arg(id);
}

const QStringList kTokens = { QStringLiteral("it"), QStringLiteral("'s"), QStringLiteral(" the"),
                              QStringLiteral(" world") };

} // namespace

class TestLayerGridPainter : public QObject {
    Q_OBJECT

private slots:
    void patchingGridsFromTheResult()
    {
        const gpt2::PatchingResult r = somePatching();
        const LayerGridData resid = makePatchingGrid(r, false, kTokens, QStringLiteral(" Mary"), QStringLiteral(" John"));
        QVERIFY(resid.isValid());
        QCOMPARE(resid.rowLabels, (QStringList { "L1", "L2", "L3" }));
        QCOMPARE(resid.colLabels.last(), shownToken(QStringLiteral(" world")));
        QCOMPARE(resid.values, r.resid);
        // The scale is symmetric and covers 1 at least: 0 is white, 1 the clean answer.
        QCOMPARE(resid.lo, -1.0);
        QCOMPARE(resid.hi, 1.0);
        QVERIFY(resid.subtitle.contains(shownToken(QStringLiteral(" Mary"))));
        const LayerGridData heads = makePatchingGrid(r, true, kTokens, QStringLiteral(" Mary"), QStringLiteral(" John"));
        QCOMPARE(heads.colLabels, (QStringList { "H1", "H2" }));
        QCOMPARE(heads.lo, -1.5); // beyond 1 the scale grows to the largest |value|
        QCOMPARE(heads.hi, 1.5);
        // A result without heads gives no grid.
        gpt2::PatchingResult noHeads = r;
        noHeads.heads = Matrix();
        QVERIFY(!makePatchingGrid(noHeads, true, kTokens, {}, {}).isValid());
    }

    void patchingCsvHoldsEveryNumber()
    {
        const LayerGridData resid = makePatchingGrid(somePatching(), false, kTokens, QStringLiteral(" a"), QStringLiteral(" b"));
        const QStringList lines = resid.csv().split(QStringLiteral("\r\n"), Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 4);
        QCOMPARE(lines.first(), QStringLiteral("layer \\ position,it,'s,\" the\",\" world\""));
        const QStringList third = lines.at(3).split(QLatin1Char(','));
        QCOMPARE(third.first(), QStringLiteral("3"));
        QCOMPARE(third.last().toDouble(), 1.0 / 3.0); // in full: reads back exactly
    }

    void lensGridTopTokensAndTraced()
    {
        const auto shared = std::make_shared<const gpt2::LogitLens>(someLens());
        const gpt2::LogitLens &lens = *shared;
        const QStringList tokens = kTokens.mid(0, 3);
        const LayerGridData top = makeLensGrid(shared, tokens, false, QStringLiteral(" t12"), name);
        QVERIFY(top.isValid());
        QCOMPARE(top.cellText.at(1 * 3 + 2), shownToken(QStringLiteral(" t12")));
        QCOMPARE(top.values(1, 2), 0.6);
        QVERIFY(top.tip(0, 0).contains(QStringLiteral("0.5000")));
        const LayerGridData traced = makeLensGrid(shared, tokens, true, QStringLiteral(" t12"), name);
        QCOMPARE(traced.cellText.at(1 * 3 + 2), QStringLiteral("#1"));
        QCOMPARE(traced.cellText.at(0), QStringLiteral("#7"));
        QCOMPARE(traced.values(0, 1), 0.06);
        QVERIFY(traced.title.contains(shownToken(QStringLiteral(" t12"))));
        // CSV: one line per layer and position, the traced columns filled.
        const QStringList lines = traced.csv().split(QStringLiteral("\r\n"), Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 1 + 2 * 3);
        const QStringList last = lines.last().split(QLatin1Char(','));
        QCOMPARE(last.mid(0, 5), (QStringList { "2", "3", "\" the\"", "\" t12\"", "12" }));
        QCOMPARE(last.at(5).toDouble(), 0.6);
        QCOMPARE(last.at(6), QStringLiteral("\" t12\""));
        QCOMPARE(last.at(7), QStringLiteral("1"));
        QCOMPARE(last.at(8).toDouble(), lens.layers[1][2].trackedProbability); // in full
    }

    void pointerFindsTheCellDrawn_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::newRow("classroom") << QSize(1100, 640);
        QTest::newRow("small") << QSize(300, 200);
    }
    void pointerFindsTheCellDrawn()
    {
        QFETCH(QSize, size);
        LayerGridPainter painter;
        painter.setData(makePatchingGrid(somePatching(), false, kTokens, QStringLiteral(" a"), QStringLiteral(" b")));
        const QRectF area(QPointF(0, 0), QSizeF(size));
        const LayerGridPainter::Layout l = painter.layout(area);
        QVERIFY(area.contains(l.cells));
        QVERIFY(l.cells.right() < l.bar.left());
        for (int r = 0; r < 3; ++r)
            for (int c = 0; c < 4; ++c) {
                const QPointF centre(l.cells.left() + (c + 0.5) * l.cellW, l.cells.top() + (r + 0.5) * l.cellH);
                QCOMPARE(painter.cellAt(area, centre), std::make_pair(r, c));
            }
        QCOMPARE(painter.cellAt(area, QPointF(1, 1)), std::make_pair(-1, -1));
        // The cell's colour is the value's: the restored one (1) is not the untouched one (0).
        QImage image(size, QImage::Format_ARGB32);
        QPainter p(&image);
        painter.paint(p, area);
        p.end();
        const QColor zero = image.pixelColor(int(l.cells.left() + 2), int(l.cells.top() + 2));
        const QColor one = image.pixelColor(int(l.cells.left() + 3.5 * l.cellW), int(l.cells.top() + 2));
        QVERIFY(zero != one);
        QVERIFY(painter.cellTip(1, 3).contains(QStringLiteral("0.7500")));
    }

    // 4096 positions in 1000 pixels: every cell under a pixel. The one restored position still
    // shows (each pixel column keeps its group's value furthest from 0), not covered by rules.
    void thousandsOfPositionsStayVisible()
    {
        gpt2::PatchingResult r;
        r.cleanLogitDiff = 1;
        r.resid = Matrix::Zero(12, 4096);
        for (int l = 0; l < 12; ++l)
            r.resid(l, 3001) = 1;
        QStringList tokens;
        for (int t = 0; t < 4096; ++t)
            tokens << QStringLiteral(" w%1").arg(t);
        LayerGridPainter painter;
        painter.setData(makePatchingGrid(r, false, tokens, QStringLiteral(" a"), QStringLiteral(" b")));
        const QRectF area(0, 0, 1000, 600);
        const LayerGridPainter::Layout l = painter.layout(area);
        QVERIFY(l.cellW < 1);
        QImage image(1000, 600, QImage::Format_ARGB32);
        QPainter p(&image);
        painter.paint(p, area);
        p.end();
        const int y = int(l.cells.top() + 2.5 * l.cellH); // the middle of layer 3, off the rules between rows
        const QColor white = image.pixelColor(int(l.cells.left() + 10), y);
        int restored = 0;
        for (int x = int(l.cells.left()) + 1; x < int(l.cells.right()) - 1; ++x)
            if (image.pixelColor(x, y) != white)
                ++restored;
        QVERIFY2(restored >= 1 && restored <= 3, qPrintable(QString::number(restored)));
        const int expected = int(l.cells.left() + (3001 + 0.5) * l.cellW);
        QVERIFY(image.pixelColor(expected, y) != white || image.pixelColor(expected + 1, y) != white
                || image.pixelColor(expected - 1, y) != white);
        QCOMPARE(painter.cellAt(area, QPointF(l.cells.left() + (3001 + 0.5) * l.cellW, y)), std::make_pair(2, 3001));
    }

    void rolloutIsAnOrdinaryHeatmap()
    {
        Matrix R(3, 3);
        R << 1, 0, 0, 0.5, 0.5, 0, 0.2, 0.3, 0.5;
        const HeatmapData h = makeRolloutHeatmap(R, kTokens.mid(0, 3), 12);
        QVERIFY(h.isValid());
        QVERIFY(h.blocked(0, 1));
        QVERIFY(!h.blocked(2, 0));
        QVERIFY(h.title.contains(QStringLiteral("12 layers")));
        QCOMPARE(makeRolloutHeatmap(Matrix(2, 3), kTokens, 1).values.size(), 0); // not square: nothing
    }
};

QTEST_MAIN(TestLayerGridPainter)
#include "tst_layergridpainter.moc"
