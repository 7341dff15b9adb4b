// The model workbench's pictures and lists without a widget: the next-token painter (its token
// row found where it is drawn, every row inside the picture at any size, before → after bars
// coloured by the change), the model view's marks (a head switched off is greyed, a badge takes
// its colour from the badge scale) and the CSV of head scores and importance. The workbench
// itself, on a model the test writes, is driven in tests/ui/tst_modelbench.cpp.
#include "render/colormap.h"
#include "render/modelviewpainter.h"
#include "render/nexttokenpainter.h"
#include "render/workbenchcsv.h"

#include <QImage>
#include <QPainter>
#include <QTest>

#include <cmath>

using namespace attn;

namespace {

NextTokenData prediction(bool after)
{
    NextTokenData d;
    d.tokens = { QStringLiteral("A"), QStringLiteral(" B"), QStringLiteral(" C"), QStringLiteral(" A") };
    d.position = 3;
    d.rows = { { 5, QStringLiteral(" B"), 0.6, {}, false }, { 6, QStringLiteral(" C"), 0.2, {}, false } };
    if (after) {
        d.change = QStringLiteral("L2 H1 off (zero)");
        d.rows[0].after = 0.1; // fell
        d.rows[1].after = 0.5; // rose
        d.rows.push_back({ 8, QStringLiteral(" D"), 0.01, 0.3, true });
    }
    return d;
}

QImage draw(const NextTokenPainter &p, QSize size)
{
    QImage image(size, QImage::Format_ARGB32);
    QPainter painter(&image);
    p.paint(painter, QRectF(QPointF(0, 0), size));
    return image;
}

// Whether some pixel of the rectangle has this colour.
bool hasColour(const QImage &image, const QRectF &r, QRgb colour)
{
    for (int y = int(r.top()); y < int(r.bottom()); ++y)
        for (int x = int(r.left()); x < int(r.right()); ++x)
            if (image.rect().contains(x, y) && image.pixel(x, y) == colour)
                return true;
    return false;
}

std::shared_ptr<gpt2::ModelResult> uniformModel(int layers, int heads, int tokens)
{
    auto r = std::make_shared<gpt2::ModelResult>();
    for (int t = 0; t < tokens; ++t)
        r->ids.push_back(t);
    for (int l = 0; l < layers; ++l) {
        gpt2::LayerResult layer;
        for (int h = 0; h < heads; ++h) {
            gpt2::CausalWeights w(tokens);
            for (int q = 0; q < tokens; ++q)
                for (int k = 0; k <= q; ++k)
                    w.row(q)[k] = 1.0 / (q + 1);
            layer.heads.push_back(std::move(w));
        }
        r->layers.push_back(std::move(layer));
    }
    return r;
}

} // namespace

class TestWorkbenchPictures : public QObject {
    Q_OBJECT

private slots:
    void tokenRowIsFoundWhereItIsDrawn_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::newRow("a dock") << QSize(420, 380);
        QTest::newRow("a slide") << QSize(1280, 720);
        QTest::newRow("narrow") << QSize(200, 300);
    }
    void tokenRowIsFoundWhereItIsDrawn()
    {
        QFETCH(QSize, size);
        NextTokenPainter p;
        p.setData(prediction(true));
        const QRectF area(QPointF(0, 0), size);
        const NextTokenPainter::Layout l = p.layout(area);
        QCOMPARE(l.tokenRects.size(), std::size_t(4));
        // The chosen position is always shown; every shown token is found at its centre.
        QVERIFY(!l.tokenRects[3].isEmpty());
        for (int i = 0; i < 4; ++i)
            if (!l.tokenRects[std::size_t(i)].isEmpty()) {
                QVERIFY(area.contains(l.tokenRects[std::size_t(i)]));
                QCOMPARE(p.tokenAt(area, l.tokenRects[std::size_t(i)].center()), i);
            }
        QCOMPARE(p.tokenAt(area, l.barsRect.center()), -1);
        QCOMPARE(l.rowRects.size(), std::size_t(3));
        for (const QRectF &r : l.rowRects)
            QVERIFY(area.adjusted(-0.5, -0.5, 0.5, 0.5).contains(r));
    }

    void longRunsKeepTheChosenTokenInView()
    {
        NextTokenData d = prediction(false);
        d.tokens.clear();
        for (int i = 0; i < 500; ++i)
            d.tokens << QStringLiteral(" word%1").arg(i);
        d.position = 250;
        NextTokenPainter p;
        p.setData(d);
        const NextTokenPainter::Layout l = p.layout(QRectF(0, 0, 600, 400));
        QVERIFY(!l.tokenRects[250].isEmpty());
        QVERIFY(l.tokenRects[0].isEmpty());
        QVERIFY(l.tokenRects[499].isEmpty());
        QVERIFY(p.title().contains(QStringLiteral("token 251 of 500")));
    }

    void barsAreColouredByTheChange()
    {
        NextTokenPainter p;
        const Theme &t = Theme::light();
        p.setData(prediction(false));
        const QImage plain = draw(p, QSize(600, 400));
        QVERIFY(!hasColour(plain, plain.rect(), t.positive.rgb()));
        QVERIFY(!hasColour(plain, plain.rect(), t.negative.rgb()));
        p.setData(prediction(true));
        QVERIFY(p.data().hasAfter());
        const QImage changed = draw(p, QSize(600, 400));
        const NextTokenPainter::Layout l = p.layout(QRectF(0, 0, 600, 400));
        // " B" fell: its row has the negative colour and not the positive; " C" rose: the reverse.
        QVERIFY(hasColour(changed, l.rowRects[0], t.negative.rgb()));
        QVERIFY(!hasColour(changed, l.rowRects[0], t.positive.rgb()));
        QVERIFY(hasColour(changed, l.rowRects[1], t.positive.rgb()));
        QVERIFY(!hasColour(changed, l.rowRects[1], t.negative.rgb()));
    }

    void marksShowOnThePanels()
    {
        ModelViewData d;
        d.modelName = QStringLiteral("made-up");
        d.tokens = { QStringLiteral("a"), QStringLiteral(" b"), QStringLiteral(" c") };
        d.result = uniformModel(2, 2, 3);
        d.layers = 2;
        d.heads = 2;
        ModelViewPainter p;
        p.setData(d);
        const QRectF area(0, 0, 800, 600);
        QImage before(800, 600, QImage::Format_ARGB32);
        {
            QPainter painter(&before);
            p.paint(painter, area);
        }
        ModelViewOptions o = p.options();
        o.marks.off = { 0, 1, 0, 0 }; // layer 1, head 2
        o.marks.badge = { 1.0, std::nan(""), std::nan(""), std::nan("") };
        o.marks.badgeName = QStringLiteral("induction score");
        p.setOptions(o);
        QImage after(800, 600, QImage::Format_ARGB32);
        {
            QPainter painter(&after);
            p.paint(painter, area);
        }
        const ModelViewPainter::Layout l = p.layout(area);
        QVERIFY(l.legendRect.height() > 0);
        QVERIFY(area.contains(l.gridRect));
        // The switched-off panel is paler than before at a point off its cross; the others keep
        // their pixels where no badge lies.
        const QRectF off = p.panelRect(l, 0, 1);
        const QPoint probe = (off.topLeft() + QPointF(off.width() * 0.5, off.height() * 0.15)).toPoint();
        QVERIFY(QColor(after.pixel(probe)).lightness() > QColor(before.pixel(probe)).lightness());
        const QRectF plain = p.panelRect(l, 1, 1);
        QCOMPARE(after.pixel(plain.center().toPoint()), before.pixel(plain.center().toPoint()));
        // The badge of head (1, 1) is the top of the badge scale, in the strip under its panel.
        const QRectF badged = p.panelRect(l, 0, 0);
        const QRgb top = ColorMap::byName(QStringLiteral("magma")).value_or(ColorMap()).at(1.0).rgb();
        QVERIFY(l.badgeHeight > 0);
        QVERIFY(hasColour(after, QRectF(badged.left(), badged.bottom(), badged.width(), l.badgeHeight), top));
        QVERIFY(!hasColour(after, badged, top)); // not over the map
    }

    void scoresAsCsv()
    {
        gpt2::HeadScores a;
        a.head = { 0, 1 };
        a.previousToken = 0.25;
        a.firstToken = 0.5;
        a.self = 1.0 / 3;
        gpt2::HeadScores b;
        b.head = { 11, 10 };
        b.self = 1;
        b.induction = 0.75;
        const QStringList lines = headScoresCsv({ a, b }).split(QStringLiteral("\r\n"));
        QCOMPARE(lines.size(), 4); // header, two heads, the final line break
        QCOMPARE(lines[0], QStringLiteral("layer,head,L.H,previous_token,first_token,self,induction"));
        QCOMPARE(lines[1], QStringLiteral("1,2,0.1,0.25,0.5,0.33333333333333331,"));
        QCOMPARE(lines[2], QStringLiteral("12,11,11.10,,,1,0.75")); // nulls as empty cells
        QCOMPARE(lines[3], QString());
    }

    void importanceAsCsv()
    {
        gpt2::AblateEachResult r;
        r.target = 464;
        r.logProb = -1.5;
        r.effects = { { { 0, 0 }, -0.5 }, { { 0, 1 }, 0.125 } };
        const QStringList lines = importanceCsv(r, QStringLiteral(" \"a, b\"")).split(QStringLiteral("\r\n"));
        QCOMPARE(lines[0], QStringLiteral("layer,head,L.H,delta_logprob,target_id,target_token"));
        // A token with a comma or quotes is quoted, its quotes doubled (RFC 4180).
        QCOMPARE(lines[1], QStringLiteral("1,1,0.0,-0.5,464,\" \"\"a, b\"\"\""));
        QCOMPARE(lines[2], QStringLiteral("1,2,0.1,0.125,464,\" \"\"a, b\"\"\""));
    }
};

QTEST_MAIN(TestWorkbenchPictures)
#include "tst_workbenchpictures.moc"
