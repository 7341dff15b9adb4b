// The model view's painter without a widget: how it writes the tokens it labels (shownToken), and
// that the selected panel's frame leaves the head and layer labels readable. The view itself, on a model the
// test writes, is driven in tests/ui/tst_modelview.cpp.
#include "render/modelviewpainter.h"

#include <QImage>
#include <QPainter>
#include <QTest>

#include <cmath>

using namespace attn;

namespace {

// L layers × H heads on T tokens, each head attending evenly to what it sees.
ModelViewData evenModel(int L, int H, int T)
{
    auto r = std::make_shared<gpt2::ModelResult>();
    for (int i = 0; i < T; ++i)
        r->ids.push_back(i);
    r->layers.resize(std::size_t(L));
    for (gpt2::LayerResult &layer : r->layers) {
        layer.input = Matrix::Zero(T, 4);
        for (int h = 0; h < H; ++h) {
            gpt2::CausalWeights w(T);
            for (int i = 0; i < T; ++i)
                for (int j = 0; j <= i; ++j)
                    w.row(i)[j] = 1.0 / (i + 1);
            layer.heads.push_back(std::move(w));
        }
    }
    ModelViewData d;
    d.modelName = QStringLiteral("even");
    for (int i = 0; i < T; ++i)
        d.tokens << QStringLiteral(" t%1").arg(i);
    d.result = std::move(r);
    d.layers = L;
    d.heads = H;
    return d;
}

QImage painted(const ModelViewPainter &painter, QSize size)
{
    QImage image(size, QImage::Format_ARGB32);
    image.fill(Qt::white);
    QPainter p(&image);
    painter.paint(p, QRectF(QPointF(0, 0), QSizeF(size)));
    return image;
}

// True when the two images agree on every pixel of `r`.
bool sameWithin(const QImage &a, const QImage &b, const QRectF &r)
{
    const QRect px = r.toAlignedRect().intersected(a.rect());
    for (int y = px.top(); y <= px.bottom(); ++y)
        for (int x = px.left(); x <= px.right(); ++x)
            if (a.pixel(x, y) != b.pixel(x, y))
                return false;
    return true;
}

} // namespace

class TestModelViewPainter : public QObject {
    Q_OBJECT

private slots:
    void tokensShowTheirSpaces_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("shown");
        QTest::newRow("a word after a space") << " bank"
                                              << "␣bank";
        QTest::newRow("a word alone") << "bank"
                                      << "bank";
        QTest::newRow("a run of spaces") << "   "
                                         << "␣␣␣";
        QTest::newRow("two newlines") << "\n\n"
                                      << "↵↵";
        QTest::newRow("a tab and a carriage return") << "\t\r"
                                                     << "⇥␍";
        QTest::newRow("an accent") << " café"
                                   << "␣café";
        QTest::newRow("a split character's bytes") << "\\xe6\\x97"
                                                   << "\\xe6\\x97";
        QTest::newRow("empty") << ""
                               << "␣";
    }
    void tokensShowTheirSpaces()
    {
        QFETCH(QString, text);
        QFETCH(QString, shown);
        QCOMPARE(shownToken(text), shown);
        QVERIFY(!shownToken(text).contains(QStringLiteral("Ġ")));
    }

    // An attention sink is flagged in its panel's top-right corner, and only there.
    void sinksAreFlagged()
    {
        ModelViewPainter painter;
        painter.setData(evenModel(2, 2, 6));
        const QImage plain = painted(painter, QSize(600, 500));
        ModelViewOptions o = painter.options();
        o.marks.sink = { std::nan(""), 0.8, std::nan(""), std::nan("") }; // layer 1 head 2
        painter.setOptions(o);
        const QImage flagged = painted(painter, QSize(600, 500));
        const ModelViewPainter::Layout l = painter.layout(QRectF(0, 0, 600, 500));
        const QRectF r = painter.panelRect(l, 0, 1);
        QCOMPARE(flagged.pixelColor(QPointF(r.right() - 2, r.top() + 2).toPoint()), o.theme.flag);
        QVERIFY(sameWithin(plain, flagged, painter.panelRect(l, 0, 0)));
        QVERIFY(sameWithin(plain, flagged, painter.panelRect(l, 1, 1)));
        QVERIFY(!sameWithin(plain, flagged, r));
    }

    // Grouped-query attention: a bracket row over the heads that share keys and values, drawn
    // in its own row (the heads' names stay where they were drawn relative to the grid); and a
    // sliding window marks the keys it blocks in the large view.
    // Badges sit in a strip under each panel: the map itself (an induction head's stripe runs
    // through its lower part) is drawn whole, and a click on the strip is that panel's.
    void badgesSitBesideTheMaps()
    {
        ModelViewPainter painter;
        painter.setData(evenModel(3, 4, 6));
        const QRectF area(0, 0, 800, 600);
        const QImage plain = painted(painter, area.size().toSize());
        ModelViewOptions o = painter.options();
        o.marks.badgeName = QStringLiteral("induction score");
        o.marks.badge.assign(12, 0.5);
        o.marks.badgeMax = 1;
        painter.setOptions(o);
        const ModelViewPainter::Layout l = painter.layout(area);
        QVERIFY(l.badgeHeight > 0);
        const QImage badged = painted(painter, area.size().toSize());
        for (int layer = 0; layer < 3; ++layer)
            for (int head = 0; head < 4; ++head) {
                const QRectF r = painter.panelRect(l, layer, head);
                if (layer + 1 < 3) // the strip fits between this panel and the next layer's
                    QVERIFY(r.bottom() + l.badgeHeight <= painter.panelRect(l, layer + 1, head).top() + 1e-9);
                const QPointF onStrip(r.center().x(), r.bottom() + l.badgeHeight / 2);
                QCOMPARE(painter.panelAt(area, onStrip), std::make_pair(layer, head));
                // the strip is inked in the badge colour, the panel's last row is the map's
                QVERIFY(badged.pixelColor(onStrip.toPoint()) != QColor(Qt::white));
            }
        // the lowest row of pixels of a panel is the map, as without badges (scaled: compare the
        // same panel drawn at the badged layout's size alone is not possible, so check it is not
        // the badge colour and not white)
        const QRectF r = painter.panelRect(l, 2, 3);
        const QColor lastRow = badged.pixelColor(QPointF(r.left() + 2, r.bottom() - 2).toPoint());
        const QColor strip = badged.pixelColor(QPointF(r.left() + 2, r.bottom() + l.badgeHeight / 2).toPoint());
        QVERIFY(lastRow != strip);
        QVERIFY(lastRow != QColor(Qt::white));
        QVERIFY(!sameWithin(plain, badged, area));
    }

    void kvGroupsAndWindowAreShown()
    {
        ModelViewPainter painter;
        ModelViewData d = evenModel(2, 4, 6);
        painter.setData(d);
        const QImage plain = painted(painter, QSize(700, 500));
        QVERIFY(painter.layout(QRectF(0, 0, 700, 500)).kvHeaderRect.isEmpty());
        d.kvHeads = 2;
        d.windows.assign(std::size_t(d.layers), 3);
        painter.setData(d);
        const QImage grouped = painted(painter, QSize(700, 500));
        const ModelViewPainter::Layout l = painter.layout(QRectF(0, 0, 700, 500));
        QVERIFY(!l.kvHeaderRect.isEmpty());
        QVERIFY(l.kvHeaderRect.bottom() <= l.headHeaderRect.top() + 1e-9);
        QVERIFY(!sameWithin(plain, grouped, QRectF(0, 0, 700, 500)));
        // Something is drawn in the bracket row over each group, nothing between the groups' halves.
        const QRectF row = l.kvHeaderRect;
        bool inked = false;
        for (int x = int(row.left()); x < int(row.right()); ++x)
            for (int y = int(row.top()); y < int(row.bottom()); ++y)
                inked = inked || grouped.pixelColor(x, y) != QColor(Qt::white);
        QVERIFY(inked);
        const int between = int(l.gridRect.left() + 2 * (l.panelSize + l.gap) - l.gap / 2); // heads 2 | 3
        for (int y = int(row.top()); y < int(row.bottom()); ++y)
            QCOMPARE(grouped.pixelColor(between, y), QColor(Qt::white));
        QVERIFY(painter.title().contains(QStringLiteral("4 heads sharing 2 K/V")));
        const HeatmapData h = modelHeadHeatmap(d, 1, 0);
        QCOMPARE(h.reasons(5, 2), ReasonMatrix::Scalar(BlockedWindow)); // 3 back: outside
        QCOMPARE(h.reasons(5, 3), ReasonMatrix::Scalar(0)); // 2 back: inside
        QCOMPARE(h.reasons(2, 4), ReasonMatrix::Scalar(BlockedCausal));
        QCOMPARE(h.title, QStringLiteral("Layer 2 · head 1 (K/V 1) · attention weights"));
        QCOMPARE(modelHeadHeatmap(d, 0, 3).title,
                 QStringLiteral("Layer 1 · head 4 (K/V 2) · attention weights"));
    }

    // Gemma's and GPT-OSS's local and global layers: the labels say which (a second line when the
    // rows are tall enough), the local layer's keys far back are blocked and the global one's not.
    void localAndGlobalLayersAreMarked()
    {
        ModelViewPainter painter;
        ModelViewData d = evenModel(2, 4, 6);
        d.windows = { 3, 3 };
        QVERIFY(!d.mixedLayers()); // every layer slides: nothing to tell apart
        painter.setData(d);
        const QImage same = painted(painter, QSize(700, 500));
        const ModelViewPainter::Layout sameLayout = painter.layout(QRectF(0, 0, 700, 500));
        d.windows = { 3, 0 };
        QVERIFY(d.mixedLayers());
        painter.setData(d);
        const QImage mixed = painted(painter, QSize(700, 500));
        const ModelViewPainter::Layout l = painter.layout(QRectF(0, 0, 700, 500));
        QVERIFY(l.layerLabelRect.width() > sameLayout.layerLabelRect.width()); // room for "local 3"
        QVERIFY(!sameWithin(same, mixed, l.layerLabelRect));
        QCOMPARE(modelHeadHeatmap(d, 0, 0).reasons(5, 2), ReasonMatrix::Scalar(BlockedWindow));
        QCOMPARE(modelHeadHeatmap(d, 1, 0).reasons(5, 2), ReasonMatrix::Scalar(0)); // global: open
        // The label area holds two lines here: the layer's name and its kind, both inked.
        auto inkedRows = [&](const QImage &img, const QRectF &r) {
            int rows = 0;
            for (int y = int(r.top()); y < int(r.bottom()); ++y) {
                bool ink = false;
                for (int x = int(r.left()); x < int(r.right()) && !ink; ++x)
                    ink = img.pixelColor(x, y) != QColor(Qt::white);
                rows += ink;
            }
            return rows;
        };
        auto firstLabel = [](const ModelViewPainter::Layout &at) {
            return QRectF(at.layerLabelRect.left(), at.gridRect.top(), at.layerLabelRect.width(), at.panelSize);
        };
        QVERIFY2(inkedRows(mixed, firstLabel(l)) > inkedRows(same, firstLabel(sameLayout)),
                 qPrintable(QStringLiteral("%1 vs %2 rows")
                                .arg(inkedRows(mixed, firstLabel(l)))
                                .arg(inkedRows(same, firstLabel(sameLayout)))));
    }

    // The frame around the selected panel grows outwards; it must not paint over "Head 1" above
    // the grid or "Layer 1" beside it (seen at classroom sizes before), nor over the next panel.
    void selectionFrameLeavesTheLabelsAlone_data()
    {
        QTest::addColumn<int>("layers");
        QTest::addColumn<int>("heads");
        QTest::addColumn<QSize>("size");
        QTest::newRow("2 × 2 in the dock at 1280×720") << 2 << 2 << QSize(370, 300);
        QTest::newRow("2 × 2 large") << 2 << 2 << QSize(900, 700);
        QTest::newRow("12 × 12 at 1920×1080") << 12 << 12 << QSize(900, 800);
        QTest::newRow("6 × 8 small") << 6 << 8 << QSize(420, 320);
    }
    void selectionFrameLeavesTheLabelsAlone()
    {
        QFETCH(int, layers);
        QFETCH(int, heads);
        QFETCH(QSize, size);
        ModelViewPainter painter;
        painter.setData(evenModel(layers, heads, 6));
        QVERIFY(painter.data().isValid());
        const QImage plain = painted(painter, size);
        ModelViewOptions o = painter.options();
        o.selectedLayer = 0;
        o.selectedHead = 0;
        painter.setOptions(o);
        const QImage framed = painted(painter, size);
        const ModelViewPainter::Layout l = painter.layout(QRectF(QPointF(0, 0), QSizeF(size)));
        const QRectF panel = painter.panelRect(l, 0, 0);
        QVERIFY(!sameWithin(plain, framed, panel.adjusted(-l.gap, -l.gap, l.gap, l.gap))); // it is drawn
        QVERIFY(sameWithin(plain, framed, l.headHeaderRect));
        QVERIFY(sameWithin(plain, framed, l.layerLabelRect));
        QVERIFY(sameWithin(plain, framed, painter.panelRect(l, 0, 1)));
        if (layers > 1)
            QVERIFY(sameWithin(plain, framed, painter.panelRect(l, 1, 0)));
        // …and the labels are really there to be covered: the header row has ink.
        QImage blank(plain.size(), plain.format());
        blank.fill(Qt::white);
        QVERIFY(!sameWithin(plain, blank, l.headHeaderRect));
        QVERIFY(!sameWithin(plain, blank, l.layerLabelRect));
    }
};

QTEST_MAIN(TestModelViewPainter)
#include "tst_modelviewpainter.moc"
