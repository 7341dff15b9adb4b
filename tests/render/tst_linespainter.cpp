// The line view's geometry, read from the painter's own layout: widths follow the weights,
// masked pairs, zero weights and faint ones draw nothing, a focused token shows only its lines
// (and its weights as numbers), head toggles remove that head's lines, more than 64 tokens is
// said plainly; hit tests, head colours and labels, text sizes at a projector's 1280×720, and
// the same painter through SVG.
#include "../common/drawn_texts.h"
#include "core/attention.h"
#include "io/session_json.h"
#include "render/heatmapdata.h"
#include "render/imageexport.h"
#include "render/linespainter.h"

#include <QFile>
#include <QFontMetricsF>
#include <QPainter>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

#include <cmath>
#include <map>
#include <set>

using namespace attn;

namespace {

const QRectF kProjector(0, 0, 1280, 720);

LinesData preset(const QString &name, QStringList *labels = nullptr)
{
    QString error;
    QJsonObject view;
    const auto s = io::loadPreset(name, &error, &view);
    if (!s)
        qFatal("preset %s: %s", qPrintable(name), qPrintable(error));
    const QStringList heads = headLabelsFromView(view, s->numHeads);
    if (labels)
        *labels = heads;
    return makeLinesData(*s, std::make_shared<const AttentionResult>(computeAttention(*s)), heads);
}

// A made-up result of three tokens and one head, to put exact weights where a test wants them:
// row 0 has a zero weight and one under the threshold, (1, 2) is blocked.
LinesData handMade()
{
    auto r = std::make_shared<AttentionResult>();
    r->numHeads = 1;
    r->Q = Matrix::Zero(3, 2);
    r->mask = Mask::Constant(3, 3, false);
    r->mask(1, 2) = true;
    HeadResult h;
    h.weights = Matrix(3, 3);
    h.weights << 0.995, 0.0, 0.005, //
        0.6, 0.4, 0.0, //
        0.2, 0.3, 0.5;
    r->heads.push_back(h);
    LinesData d;
    d.result = r;
    d.tokens = QStringList { QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c") };
    d.padding.assign(3, false);
    return d;
}

LinesLayout layoutOf(const LinesData &d, const LinesOptions &o = {}, const QRectF &area = kProjector)
{
    return layoutLines(d, o, area);
}

std::set<std::pair<int, int>> pairsOf(const LinesLayout &l)
{
    std::set<std::pair<int, int>> out;
    for (const WeightLine &line : l.lines)
        out.insert({ line.query, line.key });
    return out;
}

QStringList svgTexts(const LinesPainter &painter, QSizeF size = kProjector.size())
{
    return testing::drawnTexts([&](QPainter &p, const QRectF &area) { painter.paint(p, area); }, size);
}

} // namespace

class TestLinesPainter : public QObject {
    Q_OBJECT

private slots:
    // Unmasked lesson: all nine pairs have a line, from its query's anchor to its key's.
    void everyPairOfTheLessonHasALine()
    {
        const LinesData d = preset(QStringLiteral("lesson"));
        const LinesLayout l = layoutOf(d);
        QCOMPARE(l.tokenCount, 3);
        QCOMPARE(static_cast<int>(l.lines.size()), 9);
        for (const WeightLine &line : l.lines) {
            QCOMPARE(line.weight, d.weight(0, line.query, line.key));
            QCOMPARE(line.from, l.queryAnchors[std::size_t(line.query)]); // one head: no fan offset
            QCOMPARE(line.to, l.keyAnchors[std::size_t(line.key)]);
            QVERIFY(line.from.x() < line.to.x()); // queries left, keys right
        }
    }

    void widthsFollowTheWeights()
    {
        const LinesData d = preset(QStringLiteral("lesson"));
        const LinesLayout l = layoutOf(d);
        std::vector<WeightLine> lines = l.lines;
        std::sort(lines.begin(), lines.end(),
                  [](const WeightLine &a, const WeightLine &b) { return a.weight < b.weight; });
        for (std::size_t k = 1; k < lines.size(); ++k) {
            QVERIFY(lines[k].width >= lines[k - 1].width);
            QVERIFY(lines[k].opacity >= lines[k - 1].opacity);
            if (lines[k].weight > lines[k - 1].weight + 1e-6)
                QVERIFY2(lines[k].width > lines[k - 1].width, qPrintable(QString::number(k)));
        }
        // Proportional: the same width per unit of weight for every line above a hairline.
        const double perWeight = lines.back().width / lines.back().weight;
        for (const WeightLine &line : lines)
            if (line.width > 1)
                QVERIFY(std::abs(line.width / line.weight - perWeight) < 1e-9);
        // Drawn in order of weight: the heaviest on top.
        QCOMPARE(l.lines.back().weight, lines.back().weight);
        // A readable maximum: the 0.62 line is several pixels wide, none is wider than the slot.
        QVERIFY(lines.back().width >= 6);
        QVERIFY(lines.back().width < l.slot * 0.5);
    }

    // Causal lesson: no line to a future key, however the weight is stored.
    void maskedPairsDrawNothing()
    {
        const LinesData d = preset(QStringLiteral("lesson-causal"));
        const LinesLayout l = layoutOf(d);
        for (const WeightLine &line : l.lines)
            QVERIFY2(line.key <= line.query,
                     qPrintable(QStringLiteral("%1→%2").arg(line.query).arg(line.key)));
        QCOMPARE(
            pairsOf(l),
            (std::set<std::pair<int, int>> { { 0, 0 }, { 1, 0 }, { 1, 1 }, { 2, 0 }, { 2, 1 }, { 2, 2 } }));
    }

    // A zero weight, a weight under the threshold and a blocked pair: no line for any of them.
    void zeroFaintAndBlockedHaveNoLine()
    {
        const LinesData d = handMade();
        LinesLayout l = layoutOf(d);
        QCOMPARE(
            pairsOf(l),
            (std::set<std::pair<int, int>> { { 0, 0 }, { 1, 0 }, { 1, 1 }, { 2, 0 }, { 2, 1 }, { 2, 2 } }));
        // The blocked pair stays lineless even when a (wrong) weight is stored for it.
        auto r = std::make_shared<AttentionResult>(*d.result);
        r->heads[0].weights(1, 2) = 0.9;
        LinesData wrong = d;
        wrong.result = r;
        QVERIFY(!pairsOf(layoutOf(wrong)).count({ 1, 2 }));
        // A lower threshold brings the faint 0.005 back; the zero stays away.
        LinesOptions o;
        o.minWeight = 0.001;
        l = layoutOf(d, o);
        QVERIFY(pairsOf(l).count({ 0, 2 }));
        QVERIFY(!pairsOf(l).count({ 0, 1 }));
        // The threshold is said in the picture.
        QVERIFY2(layoutOf(d).subtitle.contains(QStringLiteral("no line under 0.01 or masked")),
                 qPrintable(layoutOf(d).subtitle));
    }

    // --query 1: only token 2's lines, and its weights beside the keys.
    void focusedQueryShowsOnlyItsLines()
    {
        const LinesData d = preset(QStringLiteral("lesson"));
        LinesOptions o;
        o.focus = LinesFocus::query(1);
        const LinesLayout l = layoutOf(d, o);
        QCOMPARE(static_cast<int>(l.lines.size()), 3);
        for (const WeightLine &line : l.lines)
            QCOMPARE(line.query, 1);
        QStringList numbers;
        for (const LineNumber &n : l.numbers)
            numbers << n.text;
        QCOMPARE(numbers,
                 (QStringList { QStringLiteral("0.284"), QStringLiteral("0.140"), QStringLiteral("0.576") }));
        for (const LineNumber &n : l.numbers) // beside the key it belongs to, right of the labels
            QVERIFY(n.rect.contains(QPointF(n.rect.center().x(), l.keyAnchors[std::size_t(n.token)].y()))
                    && n.rect.left() > l.keyLabels[0].left());
        QVERIFY2(l.subtitle.startsWith(QStringLiteral("token 2 “river” as a query")), qPrintable(l.subtitle));
    }

    void focusedKeyShowsWhoLooksAtIt()
    {
        const LinesData d = preset(QStringLiteral("lesson-causal"));
        LinesOptions o;
        o.focus = LinesFocus::key(0);
        const LinesLayout l = layoutOf(d, o);
        QCOMPARE(pairsOf(l), (std::set<std::pair<int, int>> { { 0, 0 }, { 1, 0 }, { 2, 0 } }));
        // Blocked numbers are said as such: key 1 is the future of query 0.
        o.focus = LinesFocus::key(1);
        const LinesLayout k = layoutOf(d, o);
        QCOMPARE(pairsOf(k), (std::set<std::pair<int, int>> { { 1, 1 }, { 2, 1 } }));
        QVERIFY(!k.numbers.empty());
        QCOMPARE(k.numbers.front().token, 0);
        QVERIFY(k.numbers.front().blocked);
        QCOMPARE(k.numbers.front().text, QStringLiteral("blocked"));
    }

    // Switching heads off removes exactly their lines; the rest stay where they were.
    void headTogglesRemoveThatHeadsLines()
    {
        QStringList labels;
        const LinesData d = preset(QStringLiteral("eight-heads"), &labels);
        QCOMPARE(labels.size(), 8);
        const LinesLayout all = layoutOf(d);
        QCOMPARE(static_cast<int>(all.heads.size()), 8);
        std::set<int> headsSeen;
        for (const WeightLine &line : all.lines)
            headsSeen.insert(line.head);
        QCOMPARE(static_cast<int>(headsSeen.size()), 8);
        LinesOptions o;
        o.heads = { 0, 2 };
        const LinesLayout two = layoutOf(d, o);
        std::size_t expected = 0;
        for (const WeightLine &line : all.lines)
            expected += line.head == 0 || line.head == 2;
        QCOMPARE(two.lines.size(), expected);
        for (const WeightLine &line : two.lines)
            QVERIFY(line.head == 0 || line.head == 2);
        QCOMPARE(two.title, QStringLiteral("Heads 1, 3 of 8 · attention as lines"));
        // Lines of several heads between the same two tokens lie side by side, each its own start.
        std::map<std::pair<int, int>, std::set<double>> starts;
        std::map<std::pair<int, int>, std::size_t> count;
        for (const WeightLine &line : all.lines) {
            starts[{ line.query, line.key }].insert(line.from.y());
            ++count[{ line.query, line.key }];
            QVERIFY(std::abs(line.from.y() - all.queryAnchors[std::size_t(line.query)].y()) < all.slot / 2);
        }
        for (const auto &[pair, n] : count)
            QCOMPARE(starts[pair].size(), n);
        // One head: its label in the title.
        o.heads = { 2 };
        QCOMPARE(layoutOf(d, o).title, QStringLiteral("Head 3 (self) · attention as lines"));
    }

    void legendNamesTheHeads()
    {
        QStringList labels;
        const LinesData d = preset(QStringLiteral("eight-heads"), &labels);
        const LinesPainter painter(d);
        const QStringList texts = svgTexts(painter);
        QVERIFY2(texts.contains(QStringLiteral("Head 1 · previous token")), qPrintable(texts.join('|')));
        QVERIFY(texts.contains(QStringLiteral("Head 8 · skips \"the\"")));
        QVERIFY(texts.contains(QStringLiteral("All 8 heads · attention as lines")));
        QVERIFY(texts.contains(QStringLiteral("queries")) && texts.contains(QStringLiteral("keys")));
        QCOMPARE(texts.count(QStringLiteral("dog")), 4); // two "dog"s, as queries and as keys
        // Every head its own colour, eight of them.
        std::set<QRgb> colours;
        for (int h = 0; h < 8; ++h)
            colours.insert(headColor(h, Theme::light()).rgb());
        QCOMPARE(static_cast<int>(colours.size()), 8);
        QCOMPARE(headColor(7, Theme::dark()), Theme::dark().text); // black would vanish on a dark page
        QCOMPARE(headColor(8, Theme::light()), headColor(0, Theme::light()));
        QCOMPARE(headPenStyle(8), Qt::DashLine);
        // A hidden head is listed, greyed, only when asked (the widget, to switch it on again).
        LinesOptions o;
        o.heads = { 1 };
        QCOMPARE(layoutOf(d, o).legendHeads, std::vector<int> { 1 });
        o.legendListsHiddenHeads = true;
        QCOMPARE(layoutOf(d, o).legendHeads.size(), std::size_t(8));
    }

    void moreThan64TokensIsSaid_data()
    {
        QTest::addColumn<int>("tokens");
        QTest::addColumn<int>("focus");
        QTest::addColumn<bool>("tooMany");
        QTest::newRow("64, every line") << 64 << -1 << false;
        QTest::newRow("65, no focus: no lines") << 65 << -1 << true;
        QTest::newRow("100, token 17's lines") << 100 << 16 << true;
    }
    void moreThan64TokensIsSaid()
    {
        QFETCH(int, tokens);
        QFETCH(int, focus);
        QFETCH(bool, tooMany);
        const Session s = randomSession(tokens, 8, 2, 7);
        const LinesData d = makeLinesData(s, std::make_shared<const AttentionResult>(computeAttention(s)));
        LinesOptions o;
        if (focus >= 0)
            o.focus = LinesFocus::query(focus);
        const LinesLayout l = layoutOf(d, o);
        QCOMPARE(l.tooManyTokens, tooMany);
        if (!tooMany) {
            QVERIFY(l.note.isEmpty());
            QVERIFY(l.lines.size() > std::size_t(tokens)); // every query's lines
            return;
        }
        QVERIFY2(l.note.startsWith(QStringLiteral("More than 64 tokens")), qPrintable(l.note));
        QVERIFY(l.note.contains(QStringLiteral("the heatmap shows them all")));
        if (focus < 0) {
            QVERIFY(l.lines.empty());
        } else {
            QVERIFY2(l.note.contains(QStringLiteral("only the lines of token 17 ")), qPrintable(l.note));
            QVERIFY(!l.lines.empty());
            for (const WeightLine &line : l.lines)
                QCOMPARE(line.query, focus);
        }
    }

    // Where the pointer is: every token along its column, the legend's heads.
    void hitTestFindsTokensAndHeads()
    {
        const LinesData d = preset(QStringLiteral("eight-heads"));
        const LinesLayout l = layoutOf(d);
        for (int t = 0; t < l.tokenCount; ++t) {
            LinesLayout::Hit h = l.hitTest(l.queryLabels[std::size_t(t)].center());
            QCOMPARE(h.kind, LinesLayout::Hit::Query);
            QCOMPARE(h.index, t);
            h = l.hitTest(l.keyAnchors[std::size_t(t)] + QPointF(2, 0));
            QCOMPARE(h.kind, LinesLayout::Hit::Key);
            QCOMPARE(h.index, t);
        }
        for (std::size_t k = 0; k < l.legendEntries.size(); ++k) {
            const LinesLayout::Hit h = l.hitTest(l.legendEntries[k].center());
            QCOMPARE(h.kind, LinesLayout::Hit::Head);
            QCOMPARE(h.index, l.legendHeads[k]);
        }
        const QPointF middle = (l.queryAnchors[5] + l.keyAnchors[5]) / 2;
        QCOMPARE(l.hitTest(middle).kind, LinesLayout::Hit::None);
    }

    // At a projector's 1280×720: labels, numbers, legend and titles all at 18 px or more, and
    // nothing outside the picture or on top of each other.
    void readableAtAProjector_data()
    {
        QTest::addColumn<QString>("preset");
        QTest::addColumn<int>("focus");
        QTest::addColumn<QRectF>("area");
        QTest::newRow("lesson, 1280x720") << QStringLiteral("lesson") << 1 << kProjector;
        QTest::newRow("eight-heads, 1280x720") << QStringLiteral("eight-heads") << -1 << kProjector;
        QTest::newRow("eight-heads, query, 1280x720") << QStringLiteral("eight-heads") << 4 << kProjector;
        QTest::newRow("two-heads, 1920x1080") << QStringLiteral("two-heads") << 2 << QRectF(0, 0, 1920, 1080);
    }
    void readableAtAProjector()
    {
        QFETCH(QString, preset);
        QFETCH(int, focus);
        QFETCH(QRectF, area);
        const LinesData d = ::preset(preset);
        LinesOptions o;
        if (focus >= 0)
            o.focus = LinesFocus::query(focus);
        const LinesLayout l = layoutOf(d, o, area);
        QVERIFY(l.labelFont.pixelSize() >= 18);
        QVERIFY(l.font.pixelSize() >= 18);
        QCOMPARE(l.labelStride, 1);
        if (!l.numbers.empty())
            QVERIFY(l.numberFont.pixelSize() >= 18);
        auto inside = [&](const QRectF &r) { return r.isEmpty() || area.contains(r); };
        QVERIFY(inside(l.titleRect) && inside(l.subtitleRect) && inside(l.legendRect));
        for (const QRectF &r : l.legendEntries)
            QVERIFY(inside(r));
        const QFontMetricsF lfm(l.labelFont);
        for (int t = 0; t < l.tokenCount; ++t) {
            QVERIFY(inside(l.queryLabels[std::size_t(t)]) && inside(l.keyLabels[std::size_t(t)]));
            QVERIFY(lfm.horizontalAdvance(d.tokens.at(t))
                    <= l.queryLabels[std::size_t(t)].width()); // no eliding
            if (t > 0) // labels of neighbouring tokens do not overlap
                QVERIFY(!l.queryLabels[std::size_t(t)].intersects(l.queryLabels[std::size_t(t - 1)]));
        }
        for (const LineNumber &n : l.numbers) {
            QVERIFY(inside(n.rect));
            QVERIFY(!n.rect.intersects(l.keyLabels[std::size_t(n.token)]));
            QVERIFY(QFontMetricsF(l.numberFont).horizontalAdvance(n.text) <= n.rect.width());
        }
        // The tokens stay clear of the legend, the headers and the titles.
        QVERIFY(l.subtitleRect.bottom() <= l.queryHeaderRect.top());
        QVERIFY(l.queryLabels.front().top() >= l.queryHeaderRect.bottom() - 0.5);
        QVERIFY(l.legendRect.isEmpty() || l.queryLabels.back().bottom() <= l.legendRect.top());
    }

    // A 64-token session at 1280×720 is laid out in rows (queries above, keys below) so every
    // token keeps a readable label, rather than every 5th in columns.
    void manyTokensTurnToRows()
    {
        const Session s = randomSession(64, 8, 1, 3);
        const LinesData d = makeLinesData(s, std::make_shared<const AttentionResult>(computeAttention(s)));
        const LinesLayout autoL = layoutOf(d);
        LinesOptions columns;
        columns.orientation = LinesOrientation::Columns;
        const LinesLayout colL = layoutOf(d, columns);
        QVERIFY(!colL.rows);
        QVERIFY(colL.labelStride > 1);
        QVERIFY(autoL.rows);
        QVERIFY(autoL.labelStride < colL.labelStride);
        QVERIFY(autoL.labelFont.pixelSize() >= 18);
        // Thinned labels in columns still keep clear of the headers above and the legend below.
        QVERIFY(colL.queryLabels.front().top() >= colL.queryHeaderRect.bottom() - 0.5);
        QVERIFY(colL.legendRect.isEmpty() || colL.queryLabels.back().bottom() <= colL.legendRect.top());
        for (const WeightLine &line : autoL.lines)
            QVERIFY(line.from.y() < line.to.y()); // queries above, keys below
        // Hit tests follow the rows.
        const LinesLayout::Hit h = autoL.hitTest(autoL.queryAnchors[40] - QPointF(0, 2));
        QCOMPARE(h.kind, LinesLayout::Hit::Query);
        QCOMPARE(h.index, 40);
    }

    // The same painter through SVG: labels, title, the focused row's numbers as text.
    void svgHasTheWords()
    {
        LinesOptions o;
        o.focus = LinesFocus::query(1);
        const LinesPainter painter(preset(QStringLiteral("lesson")), o);
        const QStringList texts = svgTexts(painter);
        for (const char *t :
             { "Head 1 · attention as lines", "the", "river", "bank", "0.284", "0.140", "0.576", "weight" })
            QVERIFY2(texts.contains(QString::fromUtf8(t)), t);
        // A single head needs no legend.
        QVERIFY(!texts.contains(QStringLiteral("Head 1")));
    }

    void tooltipsCountFromOne()
    {
        QStringList labels;
        const LinesPainter painter(preset(QStringLiteral("eight-heads"), &labels));
        const QString query = painter.describe({ LinesLayout::Hit::Query, 1 });
        QVERIFY2(query.startsWith(QStringLiteral("token 2 “cat” as a query (of 11 tokens)")),
                 qPrintable(query));
        QVERIFY2(query.contains(QStringLiteral("Head 1 · previous token: looks most at token 1 “the”")),
                 qPrintable(query));
        QCOMPARE(painter.describe({ LinesLayout::Hit::Head, 2 }), QStringLiteral("Head 3 · self"));
        QVERIFY(painter.describe({ LinesLayout::Hit::Key, 11 }).isEmpty());
    }

    void invalidDataSaysSo()
    {
        const LinesPainter painter;
        QImage image(400, 300, QImage::Format_ARGB32);
        image.fill(Qt::white);
        QPainter p(&image);
        painter.paint(p, QRectF(0, 0, 400, 300)); // no crash, nothing but a sentence
        p.end();
        QVERIFY(layoutOf(LinesData()).lines.empty());
        QVERIFY(svgTexts(painter).contains(QStringLiteral("Nothing to show yet")));
    }
};

QTEST_MAIN(TestLinesPainter)
#include "tst_linespainter.moc"
