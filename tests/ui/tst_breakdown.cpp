// The breakdown view (issue #5), asserted on what the reader sees: the strings the painter
// draws in each cell, the Σ column, the weighted-sum line, the copied text and the exported
// picture. The expected numbers are the lesson's ("Attention, Computed by Hand").
#include "core/attention.h"
#include "io/session_json.h"
#include "render/breakdownmodel.h"
#include "render/breakdownpainter.h"
#include "render/imageexport.h"
#include "ui/breakdown/breakdownwidget.h"

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

Q_DECLARE_METATYPE(attn::Stage)

namespace {

Session preset(const QString &name)
{
    QString error;
    const auto s = io::loadPreset(name, &error);
    if (!s)
        qFatal("preset %s: %s", qPrintable(name), qPrintable(error));
    return *s;
}

Session sessionFile(const QString &name)
{
    QString error;
    const auto s = io::loadSession(QStringLiteral(TEST_DATA_DIR "/") + name, &error);
    if (!s)
        qFatal("%s: %s", qPrintable(name), qPrintable(error));
    return *s;
}

BreakdownData breakdownOf(const Session &s, int head, int query)
{
    return makeBreakdown(s, computeAttention(s), head, query);
}

// "nan" or "inf" as a word (any case): what a careless printf of a non-finite double shows.
bool showsNonFinite(const QString &text)
{
    static const QRegularExpression re(QStringLiteral("\\b(nan|inf|infinity)\\b"),
                                       QRegularExpression::CaseInsensitiveOption);
    return re.match(text).hasMatch();
}

QStringList drawnRow(const BreakdownPainter &p, Stage stage, int keys)
{
    QStringList out;
    for (int j = 0; j < keys; ++j)
        out << p.drawnCell(stage, j);
    return out;
}

} // namespace

class TestBreakdown : public QObject {
    Q_OBJECT

private slots:
    void countsAgreeWithTheirNouns()
    {
        // One token: "1 key", never "1 keys"; one term left: "1 more term".
        Session one = lessonSession();
        one.tokens.resize(1);
        one.X.conservativeResize(1, 2);
        one.padding.assign(1, false);
        const BreakdownModel m = buildBreakdownModel(breakdownOf(one, 0, 0), BreakdownOptions {});
        QVERIFY2(m.subtitle.endsWith(QStringLiteral("  1 key")), qPrintable(m.subtitle));
        const RowVector a = RowVector::Ones(4), b = RowVector::Ones(4);
        QVERIFY(dotProductTerms(a, b, 3, 3).endsWith(QStringLiteral("(1 more term)")));
        QCOMPARE(countOf(2, QStringLiteral("head"), QStringLiteral("heads")), QStringLiteral("2 heads"));
    }

    void newMasksNameTheirKeys()
    {
        // sliding-window: causal with W = 3. Query 6 sees keys 4, 5 and itself.
        const BreakdownModel m = buildBreakdownModel(
            breakdownOf(sessionFile(QStringLiteral("sliding-window.session.json")), 0, 5),
            BreakdownOptions {});
        QVERIFY(m.valid);
        QCOMPARE(int(m.columns.size()), 8);
        QCOMPARE(m.columns[2].reason, QStringLiteral("outside the window of 3"));
        QCOMPARE(m.columns[3].reason, QString());
        QCOMPARE(m.columns[6].reason, QStringLiteral("causal"));
        // packed-segments: sentences 0 0 0 | 1 1 | 2 2, causal. Query 5 opens a sentence.
        const BreakdownModel p = buildBreakdownModel(
            breakdownOf(sessionFile(QStringLiteral("packed-segments.session.json")), 0, 5),
            BreakdownOptions {});
        QCOMPARE(p.columns[4].reason, QStringLiteral("another sentence"));
        QCOMPARE(p.columns[5].reason, QString());
        QCOMPARE(p.columns[6].reason, QStringLiteral("causal")); // same sentence, in the future
    }

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

    // Before and after: the pinned weights of the same row, one row under today's, as long as
    // the pin has the same T and head count; with the mask's changes, readable (no overlaps).
    void pinnedRowUnderTheWeights_data()
    {
        QTest::addColumn<bool>("brief");
        QTest::newRow("full breakdown") << false;
        QTest::newRow("brief (a small panel)") << true;
    }
    void pinnedRowUnderTheWeights()
    {
        QFETCH(bool, brief);
        BreakdownData d = breakdownOf(preset(QStringLiteral("lesson-causal")), 0, 1);
        const Session lesson = preset(QStringLiteral("lesson"));
        addPinnedRow(d, computeAttention(lesson));
        BreakdownOptions o;
        o.brief = brief;
        const BreakdownPainter p(d, o);
        QCOMPARE(drawnRow(p, Stage::Weight, 3), QStringList({ "0.670", "0.330", "0" }));
        QCOMPARE(drawnRow(p, Stage::PinnedWeight, 3), QStringList({ "0.284", "0.140", "0.576" }));
        QCOMPARE(p.drawnSum(Stage::PinnedWeight), QStringLiteral("Σ = 1"));
        QVERIFY2(p.layoutProblems().isEmpty(), qPrintable(p.layoutProblems().join(QStringLiteral("; "))));
        QVERIFY(breakdownPlainText(p.model()).contains(QStringLiteral("pinned")));
    }

    void noPinnedRowAcrossAnotherShape()
    {
        BreakdownData d = breakdownOf(preset(QStringLiteral("lesson")), 0, 1);
        addPinnedRow(d, computeAttention(preset(QStringLiteral("two-heads")))); // another T and head count
        QCOMPARE(d.pinnedWeights.size(), 0);
        QVERIFY(!buildBreakdownModel(d, {}).row(Stage::PinnedWeight));
        addPinnedRow(d, computeAttention(preset(QStringLiteral("lesson")))); // the same: nothing changed
        QVERIFY(buildBreakdownModel(d, {}).row(Stage::PinnedWeight));
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
        const QRectF cell = w.painter().cellRect(Stage::Score, key, QRectF(w.canvas()->rect()));
        QVERIFY(!cell.isEmpty());
        QTest::mouseClick(w.canvas(), Qt::LeftButton, {}, cell.center().toPoint());
        QCOMPARE(w.expandedKey(), key);
        QVERIFY2(w.text().contains(terms), qPrintable(w.text()));
        // Clicking the same score again closes it.
        QTest::mouseClick(w.canvas(), Qt::LeftButton, {}, cell.center().toPoint());
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

        // T = 4096, the largest the app accepts (a row built directly: no 4096² matrix needed).
        {
            const int big = 4096;
            RowBreakdown row;
            row.q = RowVector::Random(4);
            row.keys = Matrix::Random(big, 4);
            row.values = Matrix::Random(big, 4);
            row.scores = row.q * row.keys.transpose();
            row.reasons.assign(big, NotBlocked);
            std::vector<bool> blocked(big, false);
            for (int j = 2000; j < big; ++j) { // a causal row: the future is blocked
                row.reasons[j] = BlockedCausal;
                blocked[j] = true;
            }
            row.query = 1999;
            row.scale = 0.5;
            row.softmax = softmaxSteps(row.scores * 0.5, blocked);
            row.output = row.softmax.weights * row.values;
            row.maskAfterSoftmax = softmaxSteps(row.scores * 0.5, std::vector<bool>(big, false)).weights;
            for (int j = 2000; j < big; ++j)
                row.maskAfterSoftmax[j] = 0;
            BreakdownData data;
            data.row = row;
            BreakdownOptions o;
            o.showMaskAfterSoftmax = true;
            o.expandedKey = big - 1;
            const BreakdownPainter p(data, o);
            QVERIFY(p.model().columns.size() <= 12);
            QVERIFY(
                p.text().contains(QStringLiteral("… %1 more keys").arg(big - int(p.model().columns.size()))));
            QVERIFY2(p.layoutProblems().isEmpty(), qPrintable(p.layoutProblems().join(QStringLiteral("; "))));
            QVERIFY(p.preferredSize().width() < 2600);
            QCOMPARE(p.drawnCellNote(Stage::Masked, big - 1), QStringLiteral("causal"));
        }

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
        const QRect view = w.scrollArea()->viewport()->rect();
        const QRectF canvas(w.canvas()->rect());
        int inView = 0;
        for (const BreakdownColumn &c : p.model().columns) {
            const QRectF cell = p.cellRect(Stage::Weight, c.key, canvas)
                                    .translated(w.canvas()->mapTo(w.scrollArea()->viewport(), QPoint(0, 0)));
            if (!cell.isEmpty() && QRectF(view).contains(cell))
                ++inView;
        }
        const double scale = w.canvas()->width() / p.preferredSize().width();
        const QString what = QStringLiteral("%1 keys in view of %2 shown, scale %3, picture %4×%5")
                                 .arg(inView)
                                 .arg(p.model().columns.size())
                                 .arg(scale, 0, 'f', 2)
                                 .arg(p.preferredSize().width())
                                 .arg(p.preferredSize().height());
        QVERIFY2(inView >= std::min(8, keys), qPrintable(what));
        QVERIFY2(scale >= BreakdownWidget::kReadable - 0.01, qPrintable(what));
        QCOMPARE(w.scrollArea()->horizontalScrollBar()->maximum(), 0);
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
        QTest::mouseClick(w.canvas(), Qt::LeftButton, {}, score.center().toPoint());
        QCOMPARE(w.expandedKey(), key);
        QVERIFY(w.text().contains(QStringLiteral(" · k%1").arg(subscript(key + 1))));
        QVERIFY2(w.painter().layoutProblems().isEmpty(),
                 qPrintable(w.painter().layoutProblems().join(QStringLiteral("; "))));
        QTest::mouseClick(
            w.canvas(), Qt::LeftButton, {},
            w.painter().cellRect(Stage::Score, key, QRectF(w.canvas()->rect())).center().toPoint());
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
        const double scale = w.canvas()->width() / w.painter().preferredSize().width();
        QVERIFY2(scale >= BreakdownWidget::kSmallestScale - 0.01, qPrintable(QString::number(scale)));
        QVERIFY2(
            w.canvas()->width() <= w.scrollArea()->viewport()->width(),
            qPrintable(
                QStringLiteral("%1 > %2").arg(w.canvas()->width()).arg(w.scrollArea()->viewport()->width())));
        QCOMPARE(w.scrollArea()->horizontalScrollBar()->maximum(), 0);

        // The narrow panel lays the heaviest keys out in bands, one under the other (issue 18):
        // wider, as many keys or more, in fewer bands (a shorter picture); the lesson's three
        // keys are never summarised.
        const int narrow = int(m.columns.size());
        QVERIFY2(narrow >= 8, qPrintable(QString::number(narrow)));
        const qreal narrowHeight = w.painter().preferredSize().height();
        w.resize(1400, 700);
        QTRY_VERIFY(w.painter().preferredSize().height() < narrowHeight);
        QVERIFY(int(w.painter().model().columns.size()) >= narrow);
        QCOMPARE(w.scrollArea()->horizontalScrollBar()->maximum(), 0);
        // Fit off shows every column it would (and scrolls); on again, it fits again.
        w.resize(560, 700);
        QTRY_COMPARE(int(w.painter().model().columns.size()), narrow);
        w.setFitToWindow(false);
        QVERIFY(int(w.painter().model().columns.size()) >= narrow);
        w.setFitToWindow(true);
        QCOMPARE(int(w.painter().model().columns.size()), narrow);
        QCOMPARE(w.scrollArea()->horizontalScrollBar()->maximum(), 0);
        // Another query chosen while the panel is hidden: fitted when it shows again.
        w.hide();
        w.setBreakdown(breakdownOf(s, 0, 40));
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QCoreApplication::processEvents();
        QCOMPARE(w.scrollArea()->horizontalScrollBar()->maximum(), 0);
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

    void badInputDoesNotCrash()
    {
        const Session s = preset(QStringLiteral("lesson"));
        const AttentionResult r = computeAttention(s);
        QCOMPARE(makeBreakdown(s, r, 1, 0).row.scores.size(), Eigen::Index(0));
        QCOMPARE(makeBreakdown(s, r, 0, 3).row.scores.size(), Eigen::Index(0));
        QCOMPARE(makeBreakdown(s, r, -1, 0).row.scores.size(), Eigen::Index(0));
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

    void exportPicture()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const BreakdownData data = breakdownOf(preset(QStringLiteral("lesson")), 0, 1);
        BreakdownOptions options;
        QString error;
        const QString png = dir.filePath(QStringLiteral("b.png"));
        QVERIFY2(exportBreakdown(png, data, options, QSizeF(900, 700), 1.0, &error), qPrintable(error));
        QCOMPARE(QImage(png).size(), QSize(900, 700));
        QVERIFY2(exportBreakdown(png, data, options, QSizeF(), 2.0, &error), qPrintable(error));
        const QSize natural = BreakdownPainter(data, options).preferredSize().toSize();
        QCOMPARE(QImage(png).size(), natural * 2);
        // Not blank: the picture has ink on it.
        const QImage img(png);
        int dark = 0;
        for (int y = 0; y < img.height(); y += 3)
            for (int x = 0; x < img.width(); x += 3)
                dark += qGray(img.pixel(x, y)) < 128;
        QVERIFY(dark > 200);

        for (const char *suffix : { "svg", "pdf" }) {
            const QString path = dir.filePath(QStringLiteral("b.") + QLatin1String(suffix));
            QVERIFY2(exportBreakdown(path, data, options, QSizeF(), 1.0, &error), qPrintable(error));
            QFile f(path);
            QVERIFY(f.open(QIODevice::ReadOnly));
            const QByteArray head = f.read(64);
            QVERIFY(head.contains(suffix == QByteArray("svg") ? "<?xml" : "%PDF"));
        }
        QVERIFY(
            !exportBreakdown(dir.filePath(QStringLiteral("b.gif")), data, options, QSizeF(), 1.0, &error));
        QVERIFY(error.contains(QStringLiteral("b.gif")));
    }

    void scaledPaintingHitsTheSameCells()
    {
        // An export of another size is the same picture scaled: hit tests follow it.
        const BreakdownPainter p(breakdownOf(preset(QStringLiteral("lesson")), 0, 1), {});
        const QRectF natural(QPointF(0, 0), p.preferredSize());
        const QRectF big(QPointF(10, 20), p.preferredSize() * 2);
        for (int key = 0; key < 3; ++key) {
            const QRectF a = p.cellRect(Stage::Score, key, natural), b = p.cellRect(Stage::Score, key, big);
            QCOMPARE(b.width(), a.width() * 2);
            const auto hit = p.hitTest(b.center(), big);
            QCOMPARE(hit.key, key);
            QVERIFY(hit.stage && *hit.stage == Stage::Score);
        }
        QCOMPARE(p.hitTest(QPointF(1, 1), natural).key, -1);
    }

    void layoutIsSound_data()
    {
        // Nothing clipped, outside the picture or overlapping, for every row of every preset
        // and for the shapes the limits allow (T up to 12 in full, larger T summarised).
        QTest::addColumn<QString>("name");
        QTest::addColumn<int>("tokens");
        QTest::addColumn<int>("dModel");
        QTest::addColumn<int>("heads");
        for (const QString &name : io::presetNames())
            QTest::newRow(qPrintable(name)) << name << 0 << 0 << 0;
        for (const QString &file :
             QDir(QStringLiteral(TEST_DATA_DIR)).entryList({ QStringLiteral("*.session.json") }))
            QTest::newRow(qPrintable(file)) << file << 0 << 0 << 0;
        QTest::newRow("random T=12, d_k=4") << QString() << 12 << 8 << 2;
        QTest::newRow("random T=12, d_k=64") << QString() << 12 << 256 << 4;
        QTest::newRow("random T=300") << QString() << 300 << 16 << 2;
        QTest::newRow("random T=5, d_k=1024") << QString() << 5 << 1024 << 1;
    }
    void layoutIsSound()
    {
        QFETCH(QString, name);
        QFETCH(int, tokens);
        QFETCH(int, dModel);
        QFETCH(int, heads);
        const Session s = name.isEmpty()                    ? randomSession(tokens, dModel, heads, 17)
            : name.endsWith(QLatin1String(".session.json")) ? sessionFile(name)
                                                            : preset(name);
        const AttentionResult r = computeAttention(s, Options { false });
        const int T = s.tokenCount();
        // Large T: a few rows are enough, every row has the same layout rules.
        std::vector<int> queries(T);
        std::iota(queries.begin(), queries.end(), 0);
        if (T > 12)
            queries = { 0, T / 2, T - 1 };
        for (int head = 0; head < s.numHeads; ++head)
            for (int query : queries)
                for (int variant = 0; variant < 3; ++variant) {
                    BreakdownOptions o;
                    o.showMaskAfterSoftmax = variant >= 1;
                    o.expandedKey = variant == 2 ? T - 1 : -1;
                    o.interactive = variant == 1;
                    o.precision = variant == 2 ? 6 : 3;
                    const BreakdownPainter p(makeBreakdown(s, r, head, query), o);
                    const QStringList problems = p.layoutProblems();
                    QVERIFY2(problems.isEmpty(),
                             qPrintable(QStringLiteral("head %1 query %2 variant %3: %4")
                                            .arg(head)
                                            .arg(query)
                                            .arg(variant)
                                            .arg(problems.join(QStringLiteral("; ")))));
                    QVERIFY(!showsNonFinite(p.text()));
                }
    }
};

QTEST_MAIN(TestBreakdown)
#include "tst_breakdown.moc"
