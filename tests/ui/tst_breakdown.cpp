// The breakdown view, asserted on what the reader sees in the widget: the strings drawn in each
// cell, the Σ column, the weighted-sum line, the clicks, the panel's sizes and the copied text.
// The expected numbers are the lesson's ("Attention, Computed by Hand"). What the painter draws
// without a widget is tested in tests/render/tst_breakdownpainter.cpp.
#include "../render/breakdown_fixture.h"
#include "core/attention.h"
#include "io/session_json.h"
#include "render/breakdownmodel.h"
#include "render/breakdownpainter.h"
#include "render/imageexport.h"
#include "ui/breakdown/breakdownwidget.h"
#include "widget_lookup.h"

#include <QCheckBox>
#include <QClipboard>
#include <QDir>
#include <QFile>
#include <QGuiApplication>
#include <QImage>
#include <QPainter>
#include <QRegularExpression>
#include <QScrollArea>
#include <QScrollBar>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <limits>
#include <numeric>

using namespace attn;
using testing::breakdownCanvas;
using testing::breakdownScroll;
using testing::named;

using namespace breakdowntest;

class TestBreakdown : public QObject {
    Q_OBJECT

private slots:
    // --- the lesson, as drawn ---------------------------------------------------------------

    void lessonTokenTwo()
    {
        BreakdownWidget w;
        w.setBreakdown(breakdownOf(preset(QStringLiteral("lesson")), 0, 1));
        const BreakdownPainter &p = w.painter();
        QVERIFY(w.text().contains(QStringLiteral("Query 2 “river”, head 1 of 1")));
        QCOMPARE(p.drawnHeader(0).value(0), QStringLiteral("the"));
        QCOMPARE(p.drawnHeader(2).value(0), QStringLiteral("bank"));
        // "For query two, one one, they are two, one, three."
        QCOMPARE(drawnRow(p, Stage::Score, 3), QStringList({ "2", "1", "3" }));
        // "Here d k is two, so we divide by 1.414 … 1.414, 0.707, 2.121"
        QVERIFY(w.text().contains(QStringLiteral("÷ √2 = 1.414")));
        QCOMPARE(drawnRow(p, Stage::Scaled, 3), QStringList({ "1.414", "0.707", "2.121" }));
        QCOMPARE(drawnRow(p, Stage::Masked, 3), QStringList({ "1.414", "0.707", "2.121" }));
        // Softmax step one: e^1.414 = 4.113, e^0.707 = 2.028, e^2.121 = 8.342, unshifted as on the slide.
        QCOMPARE(drawnRow(p, Stage::Exp, 3), QStringList({ "4.113", "2.028", "8.342" }));
        // Step two: "The sum is about 14.48 … 0.284, 0.140, 0.576. They add to one." At three
        // decimals it is 14.484 (14.4835…), which the slide rounds to two.
        QCOMPARE(p.drawnSum(Stage::Exp), QStringLiteral("Σ = 14.484"));
        QCOMPARE(drawnRow(p, Stage::Weight, 3), QStringList({ "0.284", "0.140", "0.576" }));
        QCOMPARE(p.drawnSum(Stage::Weight), QStringLiteral("Σ = 1"));
        // The weighted sum of values, in the lesson's notation.
        const QStringList lines = w.text().split(QLatin1Char('\n'));
        QVERIFY(lines.contains(QStringLiteral("0.284·(2, 0) + 0.140·(0, 1) + 0.576·(2, 1)")));
        QVERIFY(lines.contains(QStringLiteral("= (0.568, 0) + (0, 0.140) + (1.152, 0.576)")));
        // At three decimals the output is (1.720, 0.716); the lesson rounds it to two: see below.
        QVERIFY(lines.contains(QStringLiteral("= (1.720, 0.716)")));
        QVERIFY(lines.contains(QStringLiteral("Σ weights = 0.284 + 0.140 + 0.576 = 1")));
        QCOMPARE(p.drawnSum(Stage::WeightedValue), QStringLiteral("Σ = (1.720, 0.716)"));
        // The stable path: x − 2.121, e^(x − max), and its own Σ, giving the same weights.
        QCOMPARE(drawnRow(p, Stage::Shifted, 3), QStringList({ "−0.707", "−1.414", "0" }));
        QCOMPARE(drawnRow(p, Stage::StableExp, 3), QStringList({ "0.493", "0.243", "1" }));
        QCOMPARE(p.drawnSum(Stage::StableExp), QStringLiteral("Σ = 1.736"));
        QVERIFY(!showsNonFinite(w.text()));
    }

    void lessonTokenTwoAtTwoDecimals()
    {
        // The precision box, as a user turns it: the lesson's own "(1.72, 0.72)".
        BreakdownWidget w;
        w.setBreakdown(breakdownOf(preset(QStringLiteral("lesson")), 0, 1));
        auto *spin = w.findChild<QSpinBox *>();
        QVERIFY(spin);
        QCOMPARE(spin->value(), 3);
        spin->setValue(2);
        QCOMPARE(w.precision(), 2);
        QCOMPARE(drawnRow(w.painter(), Stage::Weight, 3), QStringList({ "0.28", "0.14", "0.58" }));
        // Two decimals are two decimals, before the point or not; whole scores stay whole.
        QCOMPARE(w.painter().drawnSum(Stage::Exp), QStringLiteral("Σ = 14.48"));
        QCOMPARE(drawnRow(w.painter(), Stage::Scaled, 3), QStringList({ "1.41", "0.71", "2.12" }));
        QCOMPARE(drawnRow(w.painter(), Stage::Score, 3), QStringList({ "2", "1", "3" }));
        QVERIFY(w.text().split(QLatin1Char('\n')).contains(QStringLiteral("= (1.72, 0.72)")));
        spin->setValue(6);
        QCOMPARE(drawnRow(w.painter(), Stage::Weight, 3).value(0),
                 QString::number(w.breakdown().row.softmax.weights[0], 'f', 6));
    }

    void causal()
    {
        BreakdownWidget w;
        w.setBreakdown(breakdownOf(preset(QStringLiteral("lesson-causal")), 0, 1));
        const BreakdownPainter &p = w.painter();
        // "Token two with scores 1.414, 0.707 and −∞ gives 4.113, 2.028, 0. Sum 6.141."
        QCOMPARE(drawnRow(p, Stage::Masked, 3), QStringList({ "1.414", "0.707", "−∞" }));
        QCOMPARE(p.drawnCellNote(Stage::Masked, 2), QStringLiteral("causal"));
        QCOMPARE(drawnRow(p, Stage::Exp, 3), QStringList({ "4.113", "2.028", "0" }));
        QCOMPARE(p.drawnSum(Stage::Exp), QStringLiteral("Σ = 6.141"));
        // "The weights for token two become 0.670 and 0.330, and zero for the future."
        QCOMPARE(drawnRow(p, Stage::Weight, 3), QStringList({ "0.670", "0.330", "0" }));
        QVERIFY(p.drawnHeader(2).contains(QStringLiteral("causal")));
        QVERIFY(!p.drawnHeader(0).contains(QStringLiteral("causal")));
        QVERIFY(w.text().contains(QStringLiteral("0.670·(2, 0) + 0.330·(0, 1) + 0·(2, 1)")));
    }

    void padding()
    {
        BreakdownWidget w;
        w.setBreakdown(breakdownOf(preset(QStringLiteral("lesson-padding")), 0, 0));
        const BreakdownPainter &p = w.painter();
        QVERIFY(p.drawnHeader(2).contains(QStringLiteral("padding")));
        QCOMPARE(p.drawnCellNote(Stage::Masked, 2), QStringLiteral("padding"));
        QCOMPARE(p.drawnCell(Stage::Weight, 2), QStringLiteral("0"));
        QVERIFY(p.drawnHeader(1).size() == 2); // token and "key 2", no reason
    }

    void blockedByHand()
    {
        // Cells [0, 1], [3, 3] and [5, 0] are blocked by hand; the diagonal one blocks a query
        // from itself, and that is what the header and the mask row say.
        const Session s = sessionFile(QStringLiteral("four-heads-blocked.session.json"));
        BreakdownWidget w;
        w.setBreakdown(breakdownOf(s, 2, 3));
        QVERIFY(w.painter().drawnHeader(3).contains(QStringLiteral("blocked by hand")));
        QCOMPARE(w.painter().drawnCell(Stage::Masked, 3), QStringLiteral("−∞"));
        QCOMPARE(w.painter().drawnCellNote(Stage::Masked, 3), QStringLiteral("blocked by hand"));
        QCOMPARE(w.painter().drawnCell(Stage::Weight, 3), QStringLiteral("0"));
        for (int key : { 0, 1, 2, 4, 5 })
            QVERIFY(w.painter().drawnCellNote(Stage::Masked, key).isEmpty());
        // Only the listed query is affected: query 2 sees key 3.
        w.setBreakdown(breakdownOf(s, 2, 2));
        QVERIFY(!w.painter().drawnHeader(3).contains(QStringLiteral("blocked by hand")));
        QVERIFY(w.painter().drawnCell(Stage::Weight, 3) != QStringLiteral("0"));
    }

    void fullyMaskedRow()
    {
        // Causal + padding token 0: query 0 may look only at key 0, which is padding.
        const Session s = sessionFile(QStringLiteral("fully-masked-row.session.json"));
        BreakdownWidget w;
        w.setBreakdown(breakdownOf(s, 0, 0));
        QVERIFY(
            w.text().contains(QStringLiteral("every key is blocked for this query"), Qt::CaseInsensitive));
        QVERIFY(!showsNonFinite(w.text()));
        QVERIFY(!showsNonFinite(w.plainText()));
        QCOMPARE(drawnRow(w.painter(), Stage::Weight, 3), QStringList({ "0", "0", "0" }));
        QCOMPARE(w.painter().drawnCellNote(Stage::Masked, 0), QStringLiteral("padding"));
        QCOMPARE(w.painter().drawnCellNote(Stage::Masked, 1), QStringLiteral("causal"));
        QVERIFY(w.text().split(QLatin1Char('\n')).contains(QStringLiteral("= (0, 0)")));
        // A row that is not fully masked says nothing of the kind.
        w.setBreakdown(breakdownOf(s, 0, 1));
        QVERIFY(!w.text().contains(QStringLiteral("every key is blocked"), Qt::CaseInsensitive));
    }

    // --- interaction ------------------------------------------------------------------------

    void clickOpensDotProduct_data()
    {
        QTest::addColumn<int>("query");
        QTest::addColumn<int>("key");
        QTest::addColumn<QString>("terms");
        // q₁ = (1, 0), k₁ = (1, 1): "1·1 + 0·1 = 1".
        QTest::newRow("query 1, key 1") << 0 << 0 << QStringLiteral("1·1 + 0·1 = 1");
        // q₂ = (1, 1), k₃ = (1, 2): 1·1 + 1·2 = 3.
        QTest::newRow("query 2, key 3") << 1 << 2 << QStringLiteral("1·1 + 1·2 = 3");
        // q₃ = (2, 1), k₂ = (0, 1): 2·0 + 1·1 = 1.
        QTest::newRow("query 3, key 2") << 2 << 1 << QStringLiteral("2·0 + 1·1 = 1");
    }
    void clickOpensDotProduct()
    {
        QFETCH(int, query);
        QFETCH(int, key);
        QFETCH(QString, terms);
        BreakdownWidget w;
        w.resize(1200, 900);
        w.setBreakdown(breakdownOf(preset(QStringLiteral("lesson")), 0, query));
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(!w.text().contains(terms));
        const QRectF cell = w.painter().cellRect(Stage::Score, key, QRectF(breakdownCanvas(&w)->rect()));
        QVERIFY(!cell.isEmpty());
        QTest::mouseClick(breakdownCanvas(&w), Qt::LeftButton, {}, cell.center().toPoint());
        QCOMPARE(w.expandedKey(), key);
        QVERIFY2(w.text().contains(terms), qPrintable(w.text()));
        // Clicking the same score again closes it.
        QTest::mouseClick(breakdownCanvas(&w), Qt::LeftButton, {}, cell.center().toPoint());
        QCOMPARE(w.expandedKey(), -1);
        QVERIFY(!w.text().contains(terms));
    }

    void maskAfterSoftmaxIsWrong()
    {
        BreakdownWidget w;
        w.setBreakdown(breakdownOf(preset(QStringLiteral("lesson-causal")), 0, 1));
        QVERIFY(!w.text().contains(QStringLiteral("WRONG")));
        auto *box = w.findChild<QCheckBox *>();
        QVERIFY(box);
        box->click();
        QVERIFY(w.showMaskAfterSoftmax());
        const BreakdownPainter &p = w.painter();
        // Softmax over all three keys (0.284, 0.140, 0.576), then the future zeroed: Σ 0.424.
        QCOMPARE(drawnRow(p, Stage::MaskAfterSoftmax, 3), QStringList({ "0.284", "0.140", "0" }));
        QCOMPARE(p.drawnSum(Stage::MaskAfterSoftmax), QStringLiteral("Σ = 0.424 ≠ 1"));
        QVERIFY(w.text().split(QLatin1Char('\n')).contains(QStringLiteral("WRONG")));
        // The right way stays beside it.
        QCOMPARE(drawnRow(p, Stage::Weight, 3), QStringList({ "0.670", "0.330", "0" }));
        QCOMPARE(p.drawnSum(Stage::Weight), QStringLiteral("Σ = 1"));
    }

    void hugeLogitsNeverShowGarbage_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<double>("scale");
        QTest::newRow("lesson, scale 1e4") << QString() << 1e4;
        QTest::newRow("lesson, scale -1e4") << QString() << -1e4;
        QTest::newRow("large-scores reference") << QStringLiteral("large-scores.session.json") << 0.0;
    }
    void hugeLogitsNeverShowGarbage()
    {
        QFETCH(QString, file);
        QFETCH(double, scale);
        Session s = file.isEmpty() ? preset(QStringLiteral("lesson")) : sessionFile(file);
        if (scale != 0)
            s.scale = scale;
        for (int query = 0; query < s.tokenCount(); ++query) {
            BreakdownWidget w;
            w.setShowMaskAfterSoftmax(true);
            w.setBreakdown(breakdownOf(s, 0, query));
            w.setExpandedKey(0);
            QVERIFY2(!showsNonFinite(w.text()), qPrintable(w.text()));
            QVERIFY2(!showsNonFinite(w.plainText()), qPrintable(w.plainText()));
            QCOMPARE(w.painter().drawnSum(Stage::Weight), QStringLiteral("Σ = 1"));
        }
        // Scores of 2e4, 1e4 and 3e4 (query 2 at scale 1e4): e^x overflows; say so and why.
        if (scale == 1e4) {
            BreakdownWidget w;
            w.setBreakdown(breakdownOf(s, 0, 1));
            QCOMPARE(drawnRow(w.painter(), Stage::Exp, 3),
                     QStringList({ "overflow", "overflow", "overflow" }));
            QCOMPARE(w.painter().drawnSum(Stage::Exp), QStringLiteral("Σ = overflow"));
            QCOMPARE(drawnRow(w.painter(), Stage::Weight, 3), QStringList({ "≈0", "≈0", "1" }));
            QVERIFY(w.text().contains(QStringLiteral("Subtracting the row max first")));
        }
    }

    void largeSessionsStayReadable()
    {
        // T = 1000: no thousand columns; the heaviest keys and what the rest carry.
        const Session s = randomSession(1000, 16, 2, 7);
        const AttentionResult r = computeAttention(s, Options { false });
        BreakdownWidget w;
        w.setBreakdown(makeBreakdown(s, r, 1, 500));
        const BreakdownModel &m = w.painter().model();
        QVERIFY(m.columns.size() <= 12);
        QCOMPARE(m.hiddenKeys, 1000 - int(m.columns.size()));
        QVERIFY(w.text().contains(QStringLiteral("more keys")));
        QVERIFY(w.painter().preferredSize().width() < 2600);
        // The hidden keys' weight is what the shown ones leave.
        double shown = 0;
        for (const BreakdownColumn &c : m.columns)
            shown += w.breakdown().row.softmax.weights[c.key];
        QCOMPARE(m.hiddenWeight, QStringLiteral("Σ w = %1").arg(attn::formatNumber(1.0 - shown, 3)));

        // (T = 4096, a row built directly: tests/render/tst_breakdownpainter.cpp.)

        // d_k = 1024: vectors and the dot product are abbreviated, the picture stays bounded.
        const Session wide = randomSession(5, 1024, 1, 3);
        w.setBreakdown(breakdownOf(wide, 0, 2));
        w.setExpandedKey(1);
        QVERIFY(w.text().contains(QStringLiteral("more terms")));
        QVERIFY(w.text().contains(QStringLiteral("… 1016 more)"))); // the output: its first 8 components
        QVERIFY(w.painter().preferredSize().width() < 2600);
        QVERIFY(w.painter().preferredSize().height() < 2000);
    }

    // The breakdown dock of a 1280×720 window at 100 % (its viewport about 460×570 px): with
    // eleven keys (eight-heads) or 64 (the heaviest shown), at least 8 keys are in view without
    // scrolling — their weights drawn inside the viewport — at a readable size, nothing clipped
    // and nothing beyond the right edge (issue 18). Before, bands showed 3.
    void tallPanelShowsEightKeysInView_data()
    {
        QTest::addColumn<int>("width");
        QTest::addColumn<int>("height");
        QTest::addColumn<int>("keys");
        QTest::addColumn<int>("query");
        QTest::newRow("1280x720 dock, eight-heads") << 480 << 610 << 11 << 1;
        QTest::newRow("1280x720 dock, eight-heads, last query") << 480 << 610 << 11 << 10;
        QTest::newRow("1280x720 dock, 64 keys") << 480 << 610 << 64 << 40;
        QTest::newRow("1920x1080 dock, 64 keys") << 640 << 950 << 64 << 40;
    }
    void tallPanelShowsEightKeysInView()
    {
        QFETCH(int, width);
        QFETCH(int, height);
        QFETCH(int, keys);
        QFETCH(int, query);
        const Session s = keys == 11 ? preset(QStringLiteral("eight-heads")) : randomSession(keys, 16, 2, 11);
        BreakdownWidget w;
        w.resize(width, height);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.setBreakdown(breakdownOf(s, 0, query));
        QCoreApplication::processEvents();
        const BreakdownPainter &p = w.painter();
        QVERIFY2(p.layoutProblems().isEmpty(), qPrintable(p.layoutProblems().join(QStringLiteral("; "))));
        const QRect view = breakdownScroll(&w)->viewport()->rect();
        const QRectF canvas(breakdownCanvas(&w)->rect());
        int inView = 0;
        for (const BreakdownColumn &c : p.model().columns) {
            const QRectF cell
                = p.cellRect(Stage::Weight, c.key, canvas)
                      .translated(breakdownCanvas(&w)->mapTo(breakdownScroll(&w)->viewport(), QPoint(0, 0)));
            if (!cell.isEmpty() && QRectF(view).contains(cell))
                ++inView;
        }
        const double scale = breakdownCanvas(&w)->width() / p.preferredSize().width();
        const QString what = QStringLiteral("%1 keys in view of %2 shown, scale %3, picture %4×%5")
                                 .arg(inView)
                                 .arg(p.model().columns.size())
                                 .arg(scale, 0, 'f', 2)
                                 .arg(p.preferredSize().width())
                                 .arg(p.preferredSize().height());
        QVERIFY2(inView >= std::min(8, keys), qPrintable(what));
        QVERIFY2(scale >= BreakdownWidget::kReadable - 0.01, qPrintable(what));
        QCOMPARE(breakdownScroll(&w)->horizontalScrollBar()->maximum(), 0);
        // The weights and the scores drawn are the model's, key by key.
        for (const BreakdownColumn &c : p.model().columns) {
            QCOMPARE(p.drawnCell(Stage::Weight, c.key), p.model().cell(Stage::Weight, c.key)->text);
            QCOMPARE(p.drawnCell(Stage::Score, c.key), p.model().cell(Stage::Score, c.key)->text);
            QCOMPARE(p.drawnHeader(c.key).value(0), c.token);
        }
        QCOMPARE(p.drawnSum(Stage::Weight), p.model().row(Stage::Weight)->sum);
        // A click on a key's score opens its dot product, as in the columns' layout; again, closes it.
        const int key = p.model().columns.at(1).key;
        const QRectF score = w.painter().cellRect(Stage::Score, key, canvas);
        QTest::mouseClick(breakdownCanvas(&w), Qt::LeftButton, {}, score.center().toPoint());
        QCOMPARE(w.expandedKey(), key);
        QVERIFY(w.text().contains(QStringLiteral(" · k%1").arg(subscript(key + 1))));
        QVERIFY2(w.painter().layoutProblems().isEmpty(),
                 qPrintable(w.painter().layoutProblems().join(QStringLiteral("; "))));
        QTest::mouseClick(
            breakdownCanvas(&w), Qt::LeftButton, {},
            w.painter().cellRect(Stage::Score, key, QRectF(breakdownCanvas(&w)->rect())).center().toPoint());
        QCOMPARE(w.expandedKey(), -1);
    }

    void narrowPanelShowsBandsNotACutTable()
    {
        // 64 keys in a panel as wide as the window's default dock, fitted to it: the heaviest
        // keys (in bands) and the rest summed up, no smaller than the smallest scale, nothing
        // beyond the right edge.
        const Session s = randomSession(64, 16, 2, 11);
        BreakdownWidget w;
        w.resize(560, 700);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.setBreakdown(breakdownOf(s, 1, 20));
        QCoreApplication::processEvents();
        const BreakdownModel &m = w.painter().model();
        QVERIFY(m.hiddenKeys > 0);
        QVERIFY(w.text().contains(QStringLiteral("more keys")));
        const double scale = breakdownCanvas(&w)->width() / w.painter().preferredSize().width();
        QVERIFY2(scale >= BreakdownWidget::kSmallestScale - 0.01, qPrintable(QString::number(scale)));
        QVERIFY2(breakdownCanvas(&w)->width() <= breakdownScroll(&w)->viewport()->width(),
                 qPrintable(QStringLiteral("%1 > %2")
                                .arg(breakdownCanvas(&w)->width())
                                .arg(breakdownScroll(&w)->viewport()->width())));
        QCOMPARE(breakdownScroll(&w)->horizontalScrollBar()->maximum(), 0);

        // The narrow panel lays the heaviest keys out in bands, one under the other (issue 18):
        // wider, as many keys or more, in fewer bands (a shorter picture); the lesson's three
        // keys are never summarised.
        const int narrow = int(m.columns.size());
        QVERIFY2(narrow >= 8, qPrintable(QString::number(narrow)));
        const qreal narrowHeight = w.painter().preferredSize().height();
        w.resize(1400, 700);
        QTRY_VERIFY(w.painter().preferredSize().height() < narrowHeight);
        QVERIFY(int(w.painter().model().columns.size()) >= narrow);
        QCOMPARE(breakdownScroll(&w)->horizontalScrollBar()->maximum(), 0);
        // Fit off shows every column it would (and scrolls); on again, it fits again.
        w.resize(560, 700);
        QTRY_COMPARE(int(w.painter().model().columns.size()), narrow);
        w.setFitToWindow(false);
        QVERIFY(int(w.painter().model().columns.size()) >= narrow);
        w.setFitToWindow(true);
        QCOMPARE(int(w.painter().model().columns.size()), narrow);
        QCOMPARE(breakdownScroll(&w)->horizontalScrollBar()->maximum(), 0);
        // Another query chosen while the panel is hidden: fitted when it shows again.
        w.hide();
        w.setBreakdown(breakdownOf(s, 0, 40));
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QCoreApplication::processEvents();
        QCOMPARE(breakdownScroll(&w)->horizontalScrollBar()->maximum(), 0);
        // Wider numbers, then narrower again: as many keys as a fresh panel would show.
        w.setPrecision(6);
        w.setPrecision(0);
        BreakdownWidget fresh;
        fresh.resize(560, 700);
        fresh.setPrecision(0);
        fresh.show();
        QVERIFY(QTest::qWaitForWindowExposed(&fresh));
        fresh.setBreakdown(breakdownOf(s, 0, 40));
        QCoreApplication::processEvents();
        QCOMPARE(w.painter().model().columns.size(), fresh.painter().model().columns.size());

        w.resize(300, 700);
        w.setBreakdown(breakdownOf(lessonSession(), 0, 1));
        QCOMPARE(w.painter().model().hiddenKeys, 0);
        QCOMPARE(int(w.painter().model().columns.size()), 3);
    }

    // A panel where nothing is readable (1000 keys, a small dock): the search ends in its last
    // resort, shrunk. An edit (another row, same keys, same room; or a token more or fewer)
    // keeps that choice instead of searching again (at most two layouts, not fifteen), and what
    // it keeps is what a fresh search of the new row gives.
    void fitThatFittedNowhereIsKeptAcrossEdits()
    {
        const Session s = randomSession(1000, 16, 2, 7);
        const AttentionResult r = computeAttention(s, Options { false });
        BreakdownWidget w;
        w.resize(260, 260);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.setBreakdown(makeBreakdown(s, r, 1, 500));
        QCoreApplication::processEvents();
        const double scale = breakdownCanvas(&w)->width() / w.painter().preferredSize().width();
        QVERIFY2(scale < BreakdownWidget::kReadable, qPrintable(QString::number(scale))); // shrunk
        // Another row of the same keys, then a token added at the end and one fewer than at
        // first: among a thousand keys, mostly hidden, the choice is kept too.
        struct Edit {
            Session s;
            int query;
        };
        std::vector<Edit> edits { { s, 17 }, { s, 999 }, { s, 0 } };
        for (const int T : { 1001, 999 })
            edits.push_back({ randomSession(T, 16, 2, 7), 17 });
        for (const Edit &e : edits) {
            const AttentionResult re = computeAttention(e.s, Options { false });
            const int before = w.layoutsBuilt();
            w.setBreakdown(makeBreakdown(e.s, re, 0, e.query));
            QVERIFY2(w.layoutsBuilt() - before <= 2, qPrintable(QString::number(w.layoutsBuilt() - before)));
            QCoreApplication::processEvents();
            BreakdownWidget fresh;
            fresh.resize(260, 260);
            fresh.show();
            QVERIFY(QTest::qWaitForWindowExposed(&fresh));
            fresh.setBreakdown(makeBreakdown(e.s, re, 0, e.query));
            QCoreApplication::processEvents();
            if (e.s.tokenCount() == s.tokenCount())
                QCOMPARE(w.text(), fresh.text());
            else
                QCOMPARE(w.painter().model().columns.size(), fresh.painter().model().columns.size());
            QCOMPARE(w.painter().preferredSize(), fresh.painter().preferredSize());
            QCOMPARE(breakdownCanvas(&w)->size(), breakdownCanvas(&fresh)->size());
        }
    }

    void badInputDoesNotCrash()
    {
        // (A head or query out of range: tests/render/tst_breakdownpainter.cpp.)
        const Session s = preset(QStringLiteral("lesson"));
        const AttentionResult r = computeAttention(s);
        BreakdownWidget w;
        QVERIFY(w.text().contains(QStringLiteral("No query selected")));
        // Inconsistent pieces (a key missing): shown as nothing selected, not read out of bounds.
        BreakdownData broken = makeBreakdown(s, r, 0, 1);
        broken.row.keys.conservativeResize(2, Eigen::NoChange);
        w.setBreakdown(broken);
        QVERIFY(w.text().contains(QStringLiteral("No query selected")));
        // Missing token texts are named by position.
        BreakdownData unnamed = makeBreakdown(s, r, 0, 1);
        unnamed.tokens.clear();
        w.setBreakdown(unnamed);
        QVERIFY(w.text().contains(QStringLiteral("Query 2 “token 2”")));
        w.setExpandedKey(99);
        QCOMPARE(w.expandedKey(), -1);
        w.setPrecision(42);
        QCOMPARE(w.precision(), 6);
        w.setPrecision(-3);
        QCOMPARE(w.precision(), 0);
        // An opened key beyond a smaller, newer row is closed.
        w.setExpandedKey(2);
        w.setBreakdown(breakdownOf(preset(QStringLiteral("two-heads")), 1, 0));
        QCOMPARE(w.expandedKey(), 2);
        w.setExpandedKey(5);
        w.setBreakdown(breakdownOf(s, 0, 0));
        QCOMPARE(w.expandedKey(), -1);
    }

    // --- copy and export --------------------------------------------------------------------

    void copyAsText()
    {
        BreakdownWidget w;
        w.setBreakdown(breakdownOf(preset(QStringLiteral("lesson")), 0, 1));
        const QString text = w.plainText();
        QVERIFY(text.contains(QStringLiteral("0.284·(2, 0) + 0.140·(0, 1) + 0.576·(2, 1)")));
        QVERIFY(text.contains(QStringLiteral("= (1.720, 0.716)")));
        QVERIFY(text.contains(QStringLiteral("Σ = 14.484")));
        // The Exp row lists the lesson's numbers in token order.
        const QRegularExpression expRow(QStringLiteral("^eˣ .*4\\.113 +2\\.028 +8\\.342 +Σ = 14\\.484$"),
                                        QRegularExpression::MultilineOption);
        QVERIFY2(expRow.match(text).hasMatch(), qPrintable(text));
        w.copyAsText();
        QCOMPARE(QGuiApplication::clipboard()->text(), text);
    }
};

QTEST_MAIN(TestBreakdown)
#include "tst_breakdown.moc"
