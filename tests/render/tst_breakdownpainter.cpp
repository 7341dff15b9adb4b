// The breakdown as drawn, without a widget: the model's nouns and blocked keys, the pinned row,
// exports, hit tests of a scaled picture, and a sound layout for every preset and shape.
#include "breakdown_fixture.h"

#include "render/imageexport.h"
#include "render/ropecurve.h"

#include <QPainter>

#include <QDir>
#include <QFile>
#include <QImage>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

#include <numeric>

using namespace breakdowntest;

class TestBreakdownPainter : public QObject {
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
        // sliding-window: causal with W = 3. Query 6 sees keys 4, 5 and itself. The keys far
        // back lead no more: only the one at the window's edge (key 3) has a column, keys 1 and 2
        // are in the "more keys" one, and the keys that carry the weight come first.
        const BreakdownModel m = buildBreakdownModel(
            breakdownOf(sessionFile(QStringLiteral("sliding-window.session.json")), 0, 5),
            BreakdownOptions {});
        QVERIFY(m.valid);
        QCOMPARE(int(m.columns.size()), 6);
        QCOMPARE(m.columns[0].key, 2);
        QCOMPARE(m.columns[0].reason, QStringLiteral("outside the window of 3"));
        QCOMPARE(m.columns[1].reason, QString());
        QCOMPARE(m.columns[4].reason, QStringLiteral("causal"));
        QCOMPARE(m.hiddenKeys, 2);
        QVERIFY2(m.hiddenHeader.contains(QStringLiteral("outside the window")), qPrintable(m.hiddenHeader));
        // Keys hidden by the window carry no weight: the vectors in the cells stay whole (d_k = 2).
        const StageCell *k = m.cell(Stage::KeyVector, 3);
        QVERIFY(k);
        QVERIFY2(k->text.contains(QLatin1Char(',')) && !k->text.contains(QStringLiteral("…")), qPrintable(k->text));
        QVERIFY(std::any_of(m.notes.begin(), m.notes.end(),
                            [](const QString &n) { return n.contains(QStringLiteral("outside the sliding window")); }));
        // Many keys: the window's edge is the key W back (not the first keys, which tie at weight 0
        // with every other far key), and the other columns go to the keys the window sees.
        Session wide = lessonSession();
        const int T = 20;
        wide.tokens.resize(T, "t");
        wide.padding.assign(T, false);
        wide.X = Matrix(T, 2);
        for (int i = 0; i < T; ++i)
            wide.X.row(i) << std::sin(i + 1.0), std::cos(2.0 * i);
        wide.causal = true;
        wide.window = 3;
        BreakdownOptions eight;
        eight.maxColumns = 8;
        const BreakdownModel w = buildBreakdownModel(breakdownOf(wide, 0, T - 1), eight);
        QVERIFY(w.valid);
        QList<int> keys;
        for (const BreakdownColumn &c : w.columns)
            keys << c.key;
        QCOMPARE(keys, (QList<int> { 16, 17, 18, 19 })); // the edge (query − W), then the window
        QCOMPARE(w.columns[0].reason, QStringLiteral("outside the window of 3"));
        QCOMPARE(w.hiddenKeys, 16);
        // packed-segments: sentences 0 0 0 | 1 1 | 2 2, causal. Query 5 opens a sentence.
        const BreakdownModel p = buildBreakdownModel(
            breakdownOf(sessionFile(QStringLiteral("packed-segments.session.json")), 0, 5),
            BreakdownOptions {});
        QCOMPARE(p.columns[4].reason, QStringLiteral("another sentence"));
        QCOMPARE(p.columns[5].reason, QString());
        QCOMPARE(p.columns[6].reason, QStringLiteral("causal")); // same sentence, in the future
    }

    // Qwen 3's q_norm between the projection and the score: each stage a line of its own with
    // its own numbers (the projection was once labelled with the normed q's), and a query head
    // that shares its K/V head says which one, and who else reads it.
    void qNormAndSharedKvHeadsAreSaid()
    {
        const Session s = sessionFile(QStringLiteral("qk-norm.session.json"));
        QVERIFY(s.qNorm.size() == 4 && s.kvHeads() == 2 && s.rope);
        const int head = 2, query = 1, dK = 4;
        const BreakdownModel m = buildBreakdownModel(breakdownOf(s, head, query), BreakdownOptions {});
        QVERIFY(m.valid);
        const QStringList lines = m.subtitle.split(QLatin1Char('\n'));
        QCOMPARE(lines.size(), 3);
        const RowVector projected = (s.X.row(query) * s.Wq + s.bQ).segment(head * dK, dK);
        const double rms = std::sqrt(projected.squaredNorm() / dK + s.eps());
        const RowVector normed = (projected / rms).cwiseProduct(s.qNorm);
        QVERIFY2(lines[0].startsWith(QStringLiteral("x₂·W_Q + b_Q = ") + formatVector(projected, 3, 4)), qPrintable(lines[0]));
        QVERIFY2(lines[1].startsWith(QStringLiteral("q_norm: ")), qPrintable(lines[1]));
        QVERIFY2(lines[1].contains(formatNumber(rms, 3)), qPrintable(lines[1]));
        QVERIFY2(lines[1].contains(QStringLiteral("q₂ = ") + formatVector(normed, 3, 4)), qPrintable(lines[1]));
        QVERIFY2(lines[2].startsWith(QStringLiteral("RoPE at p = 1 → q₂ = ")), qPrintable(lines[2]));
        // Head 3 of 4 with 2 K/V heads reads K/V head 2 (⌊2·2/4⌋ = 1), as head 4 does.
        QVERIFY2(m.title.contains(QStringLiteral("kv2 · read by heads 3, 4")), qPrintable(m.title));
        QCOMPARE(kvHeadName(0, 8, 2), QStringLiteral("kv1 · read by heads 1, 2, 3, 4"));
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

    // RoPE (lesson-rope, token 2 “river” at position 1): its keys' positions, the unturned
    // vectors' scores (2, 1, 3: the lesson's q·k) beside the turned ones — only the token's own
    // key, at distance 0, keeps its score — and the weights the NumPy reference gives.
    void ropeStageShowsTheTurn_data() { pinnedRowUnderTheWeights_data(); }
    // The lesson's query 2 ("river": q·k = 2, 1, 3) through every stage, against numbers worked by
    // hand: ÷ √2 → 1.414, 0.707, 2.121; ALiBi with one head, m = 2⁻⁸ = 0.0039, distances 1, 0, 1 →
    // 1.410, 0.707, 2.117; a soft-cap of 1, tanh → 0.888, 0.609, 0.971; a sink of 0.5 takes
    // e^(0.5 − 0.971) / Z = 0.193, leaving the keys 0.284, 0.215, 0.309 (sum 0.807).
    void stagesWorkedAsByHand()
    {
        Session s = preset(QStringLiteral("lesson"));
        s.alibi = true;
        s.softcap = 1.0;
        s.sinks = { 0.5 };
        const BreakdownModel m = buildBreakdownModel(breakdownOf(s, 0, 1), {});
        QVERIFY(m.valid);
        auto cells = [&](const QString &label) {
            QStringList out;
            for (const StageRow &r : m.rows)
                if (r.label == label)
                    for (const StageCell &c : r.cells)
                        out << c.text;
            return out;
        };
        QCOMPARE(cells(QStringLiteral("× scale")), (QStringList { "1.414", "0.707", "2.121" }));
        QCOMPARE(cells(QStringLiteral("+ ALiBi")), (QStringList { "1.410", "0.707", "2.117" }));
        QCOMPARE(cells(QStringLiteral("soft-cap")), (QStringList { "0.888", "0.609", "0.971" }));
        QCOMPARE(cells(QStringLiteral("÷ Σ")), (QStringList { "0.284", "0.215", "0.309" }));
        const QString notes = m.notes.join(QLatin1Char('\n'));
        QVERIFY2(notes.contains(QStringLiteral("q·k = 2, then 2 ÷ √2 = 1.414, then 1.414 − 0.0039·|2 − 1| = "
                                               "1.410, then 1·tanh(1.410 ÷ 1) = 0.888; logit 0.888")),
                 qPrintable(notes));
        QVERIFY2(notes.contains(QStringLiteral("the sink takes 0.193: its logit 0.500 joins the softmax (e^x = "
                                               "1.649 in Σ) and gives no value, so this row's weights sum to "
                                               "0.807")),
                 qPrintable(notes));
    }

    void ropeStageShowsTheTurn()
    {
        QFETCH(bool, brief);
        const BreakdownData d = breakdownOf(preset(QStringLiteral("lesson-rope")), 0, 1);
        QVERIFY(d.row.rotation);
        BreakdownOptions o;
        o.brief = brief;
        const BreakdownPainter p(d, o);
        QCOMPARE(drawnRow(p, Stage::Position, 3), QStringList({ "0", "1", "2" }));
        QCOMPARE(p.drawnCellNote(Stage::Position, 0), QStringLiteral("distance 1"));
        QCOMPARE(drawnRow(p, Stage::ScoreUnrotated, 3), QStringList({ "2", "1", "3" }));
        QCOMPARE(drawnRow(p, Stage::Score, 3), QStringList({ "1.081", "1", "0.779" }));
        QCOMPARE(drawnRow(p, Stage::Weight, 3), QStringList({ "0.363", "0.343", "0.294" }));
        QCOMPARE(p.model().row(Stage::KeyUnrotated) == nullptr, brief);
        if (!brief) {
            QCOMPARE(drawnRow(p, Stage::KeyUnrotated, 3), QStringList({ "(1, 1)", "(0, 1)", "(1, 2)" }));
            QCOMPARE(drawnRow(p, Stage::KeyVector, 3),
                     QStringList({ "(1, 1)", "(−0.841, 0.540)", "(−2.235, 0.077)" }));
            QVERIFY(breakdownPlainText(p.model()).contains(QStringLiteral("RoPE turns each pair")));
        }
        QVERIFY(p.model().subtitle.contains(QStringLiteral("q₂ = (1, 1)")));
        QVERIFY(p.model().subtitle.contains(QStringLiteral("RoPE at p = 1 → q₂ = (−0.301, 1.382)")));
        QVERIFY2(p.layoutProblems().isEmpty(), qPrintable(p.layoutProblems().join(QStringLiteral("; "))));
        // Without RoPE there is no such stage.
        const BreakdownPainter plain(breakdownOf(preset(QStringLiteral("lesson")), 0, 1), o);
        QVERIFY(!plain.model().row(Stage::ScoreUnrotated) && !plain.model().row(Stage::Position));
    }

    // The RoPE view's numbers (render/ropecurve.h) are the breakdown's: “river” against “the” at
    // distance 1 scores 1.081, 2 unturned; the lesson without RoPE is shown as if θ = 10000.
    void ropeCurveAgreesWithTheBreakdown()
    {
        const Session s = preset(QStringLiteral("lesson-rope"));
        const AttentionResult r = computeAttention(s);
        const RopeCurveData d = ropeCurveData(s, r, 0, 1, 0);
        QVERIFY(!d.isEmpty() && !d.assumed);
        QCOMPARE(d.keyDistance, 1.0);
        QVERIFY(std::abs(d.keyScore - r.heads[0].scores(1, 0)) < 1e-12);
        QCOMPARE(d.unrotated, 2.0);
        QCOMPARE(d.distances.size(), d.scores.size());
        const auto zero = std::min_element(d.distances.begin(), d.distances.end(),
                                           [](double a, double b) { return std::abs(a) < std::abs(b); });
        QVERIFY(std::abs(d.scores[std::size_t(zero - d.distances.begin())] - 2.0)
                < 1e-12); // distance 0: unturned
        const RopeCurveData plain = ropeCurveData(
            preset(QStringLiteral("lesson")), computeAttention(preset(QStringLiteral("lesson"))), 0, 1, 0);
        QVERIFY(plain.assumed);
        QVERIFY(std::abs(plain.keyScore - d.keyScore) < 1e-12); // the same as switching RoPE on
        QVERIFY(plain.subtitle.contains(QStringLiteral("no RoPE")));
        QVERIFY(ropeCurveData(s, r, 0, 3, 0).isEmpty()); // out of range: nothing
        // YaRN scales q and k after the turn: the curve's score is the heatmap's, factor² and all
        Session yarn = s;
        yarn.rope->scaling.type = RopeScaling::Type::Yarn;
        yarn.rope->scaling.factor = 8;
        yarn.rope->scaling.originalMaxPositions = 64;
        yarn.rope->scaling.attentionFactor = 1.5;
        const AttentionResult ry = computeAttention(yarn);
        const RopeCurveData dy = ropeCurveData(yarn, ry, 0, 1, 0);
        QVERIFY(std::abs(dy.keyScore - ry.heads[0].scores(1, 0)) < 1e-12);
        QVERIFY(dy.subtitle.contains(QStringLiteral("YaRN")));
        // Painted: the curve inside its plot, the key's dot where the layout says.
        const RopeCurvePainter painter(d, {});
        const RopeCurveLayout l = painter.layout(QRectF(0, 0, 900, 560));
        QVERIFY(l.plot.contains(l.pointAt(d.keyDistance, d.keyScore)));
        QVERIFY(l.yLow < -1.9 && l.yHigh > 1.9);
        QImage img(900, 560, QImage::Format_ARGB32);
        img.fill(Qt::white);
        QPainter p(&img);
        painter.paint(p, QRectF(0, 0, 900, 560));
        p.end();
        const QPoint dot = l.pointAt(d.keyDistance, d.keyScore).toPoint();
        QVERIFY(img.pixelColor(dot) != QColor(Qt::white));
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

    // A session with a target: under the weights, p(1 − p), ∂L/∂w and ∂L/∂x of the row (lesson-target,
    // token 2: the numbers core's gradient gives, which tst_gradient holds to PyTorch), their Σ 0,
    // in the full and the brief breakdown, readable.
    void learningRowsUnderTheWeights_data() { pinnedRowUnderTheWeights_data(); }
    void learningRowsUnderTheWeights()
    {
        QFETCH(bool, brief);
        QString error;
        const auto s = io::loadSession(QStringLiteral(TEST_DATA_DIR "/lesson-target.session.json"), &error);
        QVERIFY2(s, qPrintable(error));
        const AttentionResult r = computeAttention(*s);
        const GradientResult g = computeGradient(*s, r, *s->target, { .keepHeads = false });
        BreakdownData d = makeBreakdown(*s, r, 0, 1);
        addGradientRows(d, r, &g);
        BreakdownOptions o;
        o.brief = brief;
        const BreakdownPainter p(d, o);
        QCOMPARE(drawnRow(p, Stage::Slope, 3), QStringList({ "0.203", "0.120", "0.244" }));
        QCOMPARE(drawnRow(p, Stage::WeightGradient, 3), QStringList({ "3.440", "−0.284", "3.156" }));
        QCOMPARE(drawnRow(p, Stage::LogitGradient, 3), QStringList({ "0.195", "−0.426", "0.231" }));
        QCOMPARE(p.drawnSum(Stage::LogitGradient), QStringLiteral("Σ = 0"));
        QVERIFY2(p.layoutProblems().isEmpty(), qPrintable(p.layoutProblems().join(QStringLiteral("; "))));
        QVERIFY(breakdownPlainText(p.model()).contains(QStringLiteral("∂L/∂wⱼ")));
        // Without a target, none of it.
        BreakdownData plain = makeBreakdown(*s, r, 0, 1);
        addGradientRows(plain, r, nullptr);
        QVERIFY(!buildBreakdownModel(plain, {}).row(Stage::WeightGradient));
    }

    // T = 4096, the largest the app accepts (a row built directly: no 4096² matrix needed): no
    // 4096 columns; the heaviest keys and what the rest carry, in a bounded picture.
    void theLargestRowIsSummarised()
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
        QVERIFY(p.text().contains(QStringLiteral("… %1 more keys").arg(big - int(p.model().columns.size()))));
        QVERIFY2(p.layoutProblems().isEmpty(), qPrintable(p.layoutProblems().join(QStringLiteral("; "))));
        QVERIFY(p.preferredSize().width() < 2600);
        QCOMPARE(p.drawnCellNote(Stage::Masked, big - 1), QStringLiteral("causal"));
    }

    // A head or a query out of range gives an empty breakdown (the widget says "No query selected").
    void outOfRangeGivesNothing()
    {
        const Session s = preset(QStringLiteral("lesson"));
        const AttentionResult r = computeAttention(s);
        QCOMPARE(makeBreakdown(s, r, 1, 0).row.scores.size(), Eigen::Index(0));
        QCOMPARE(makeBreakdown(s, r, 0, 3).row.scores.size(), Eigen::Index(0));
        QCOMPARE(makeBreakdown(s, r, -1, 0).row.scores.size(), Eigen::Index(0));
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

QTEST_MAIN(TestBreakdownPainter)
#include "tst_breakdownpainter.moc"
