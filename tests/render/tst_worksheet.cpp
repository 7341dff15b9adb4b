// The worksheet and its answer key as a student and a teacher get them, for several presets:
// written one step at a time as SVG through the lesson's own export (quiz mode), every text read
// back. No page shows a number that it or a later page asks for; blanks are the same size
// whatever their answer and do not sit at the height of a hidden bar; a simulated figure is
// asked as a prediction; and nothing on an A4 page is under 9 pt.
#include "../common/sanitizers.h"
#include "../common/test_language.h"
#include "io/session_json.h"
#include "render/lesson/lessonexport.h"
#include "render/lesson/lessonpainter.h"
#include "render/lesson/lessonscene.h"
#include "render/lesson/lessonsteps.h"
#include "render/notation.h"

#include <map>
#include <tuple>

#include <QFile>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

#include <cmath>

using namespace attn;
using namespace attn::lesson;

namespace {

LessonContext presetContext(const QString &name, const std::function<void(Session &)> &edit = {})
{
    QString error;
    QJsonObject view;
    auto s = io::loadPreset(name, &error, &view);
    if (!s)
        qFatal("%s", qPrintable(error));
    if (edit)
        edit(*s);
    LessonInput in;
    in.session = *s;
    in.view = view;
    return makeLessonContext(std::move(in));
}

struct SvgText {
    double size; // points of the page: font-size times the scale of its transforms
    QString text;
};

// Every <text> of an SVG with the size it is drawn at.
std::vector<SvgText> svgTexts(const QByteArray &svg)
{
    std::vector<SvgText> out;
    QXmlStreamReader xml(svg);
    std::vector<double> scales { 1.0 }, sizes { 0.0 };
    static const QRegularExpression matrix(QStringLiteral("matrix\\(([^,]+),([^,]+),([^,]+),([^,]+),"));
    while (!xml.atEnd()) {
        const auto token = xml.readNext();
        if (token == QXmlStreamReader::StartElement) {
            const auto attrs = xml.attributes();
            double scale = scales.back();
            if (const auto m = matrix.match(attrs.value(QStringLiteral("transform")).toString());
                m.hasMatch())
                scale *= std::sqrt(std::abs(m.captured(1).toDouble() * m.captured(4).toDouble()
                                            - m.captured(2).toDouble() * m.captured(3).toDouble()));
            const double size = attrs.hasAttribute(QStringLiteral("font-size"))
                ? attrs.value(QStringLiteral("font-size")).toDouble()
                : sizes.back();
            if (xml.name() == QLatin1String("text")) {
                out.push_back({ size * scale, xml.readElementText(QXmlStreamReader::IncludeChildElements) });
                continue;
            }
            scales.push_back(scale);
            sizes.push_back(size);
        } else if (token == QXmlStreamReader::EndElement) {
            scales.pop_back();
            sizes.pop_back();
        }
    }
    return out;
}

// What of an answer a student could copy from a page: its decimals ("0.284") and its long counts
// ("1,048,576"); a small whole number ("2", "64") is everywhere.
QStringList tellingParts(const QString &answer)
{
    QStringList out;
    // As the pages write numbers: "0.284" and "1,048,576", or with a decimal comma "0,284" and "1.048.576".
    const QRegularExpression number(decimalPattern() + QLatin1Char('|') + groupedPattern());
    for (auto it = number.globalMatch(answer); it.hasNext();)
        out << it.next().captured();
    return out;
}

// The session's own numbers, as the slides write them: a page may show W_Q's 0.600 although a
// later answer is 0.600 as well.
QSet<QString> inputNumbers(const Session &s)
{
    QSet<QString> out;
    for (const Matrix *m : { &s.X, &s.Wq, &s.Wk, &s.Wv, &s.Wo })
        for (Eigen::Index i = 0; i < m->size(); ++i)
            out << formatNumber(std::abs(m->data()[i]), 3);
    return out;
}

bool showsNumber(const QString &text, const QString &part)
{
    const QString marks = QRegularExpression::escape(QStringLiteral(".,") + groupSeparator());
    const QRegularExpression alone(
        QStringLiteral("(?<![0-9%2])%1(?![0-9])(?![%2][0-9])").arg(QRegularExpression::escape(part), marks));
    return text.contains(alone);
}

struct Sheet {
    std::vector<StepModel> steps;
    std::vector<int> pages; // steps on the worksheet
};

Sheet sheetOf(const LessonContext &c)
{
    Sheet s;
    s.steps = buildSteps(c);
    LessonExportOptions o;
    o.quiz = true;
    s.pages = exportedSteps(s.steps, o);
    return s;
}

// One page of the worksheet (or its key) written by the lesson's export, as SVG.
std::vector<SvgText> exportedPageTexts(const LessonContext &c, int step, bool key, const QTemporaryDir &dir)
{
    LessonExportOptions o;
    o.quiz = true;
    o.answers = key;
    o.step = step;
    const QString path = dir.filePath(QStringLiteral("page%1%2.svg").arg(step).arg(key ? "key" : ""));
    QString error;
    if (!exportLesson(path, c, o, &error))
        qFatal("%s", qPrintable(error));
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(path));
    return svgTexts(f.readAll());
}

// The same, written once per preset, page and side for the whole run: three tests read every page
// of a preset's sheet, and writing them is most of this test's time (a minute and a half under
// the sanitizers).
const std::vector<SvgText> &pageTexts(const QString &preset, const LessonContext &c, int step, bool key,
                                      const QTemporaryDir &dir)
{
    static std::map<std::tuple<QString, int, bool>, std::vector<SvgText>> pages;
    const auto at = std::make_tuple(preset, step, key);
    auto it = pages.find(at);
    if (it == pages.end())
        it = pages.emplace(at, exportedPageTexts(c, step, key, dir)).first;
    return it->second;
}

// The answers written over a bar (not a group's footnote).
QSet<int> barAnswers(const StepModel &s)
{
    QSet<int> out;
    if (const auto *p = s.as<BarsPicture>())
        for (const BarGroup &g : p->groups)
            for (const Bar &b : g.bars)
                if (b.text.reveal >= 0)
                    out << b.text.reveal;
    return out;
}

const QStringList kPresets { QStringLiteral("lesson"), QStringLiteral("two-heads"),
                             QStringLiteral("eight-heads") };

} // namespace

class TestWorksheet : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { testing::installTestLanguage(); }

    // A blank's form says what kind of answer it wants, never how large: every decimal alike
    // ("−37.148" is not a count), a count with its separators, a shape by its whole numbers.
    void blanksHaveTheFormOfTheirKind()
    {
        using attn::lesson::answerTemplate;
        QCOMPARE(answerTemplate(QStringLiteral("(−37.148, −20)")),
                 answerTemplate(QStringLiteral("(0.284, 0.5)")));
        QCOMPARE(answerTemplate(QStringLiteral("0.576")), answerTemplate(QStringLiteral("−118.2")));
        QCOMPARE(answerTemplate(QStringLiteral("1,048,576")), answerTemplate(QStringLiteral("16,777,216")));
        QVERIFY(answerTemplate(QStringLiteral("1,048,576")) != answerTemplate(QStringLiteral("0.576")));
        QCOMPARE(answerTemplate(QStringLiteral("(2, 8, 3, 3)")),
                 answerTemplate(QStringLiteral("(2, 8, 512, 64)")));
        QCOMPARE(answerTemplate(QStringLiteral("2, 1, 3")),
                 answerTemplate(QStringLiteral("5.780, 2.890, 8.670")));
    }

    void noPageShowsWhatItOrALaterPageAsks_data()
    {
        QTest::addColumn<QString>("preset");
#ifdef ATTENTION_TEST_ASAN
        // Under the sanitizers (which look for memory errors, not wrong pages) one preset takes
        // every page's path; the Release suite checks the content of every preset. All of them
        // took four minutes there.
        const QStringList presets { kPresets.front() };
#else
        const QStringList &presets = kPresets;
#endif
        for (const QString &p : presets)
            QTest::newRow(qPrintable(p)) << p;
    }
    void noPageShowsWhatItOrALaterPageAsks()
    {
#ifdef ATTENTION_TEST_ASAN
        QSKIP("what pages say, not memory: the Release suite checks it; noTextUnderNinePoints writes the "
              "pages here");
#endif
        QFETCH(QString, preset);
        const LessonContext c = presetContext(preset);
        const Sheet sheet = sheetOf(c);
        QVERIFY(sheet.pages.size() >= 10);
        const QSet<QString> inputs = inputNumbers(c.session);
        QTemporaryDir dir;
        QStringList leaks;
        QSet<QString> askedBefore; // what earlier pages ask: the class has those in its own hand
        std::vector<double> answered; // the answers' own numbers, on this page and before
        for (std::size_t k = 0; k < sheet.pages.size(); ++k) {
            const StepModel &page = sheet.steps[std::size_t(sheet.pages[k])];
            const std::vector<SvgText> &texts = pageTexts(preset, c, sheet.pages[k], false, dir);
            QVERIFY(!texts.empty());
            // A page shows what its own blanks are computed from (8.000 in q₂ on eight-heads'
            // scores page, though a later page asks a scaled score of 8.000): unless asked before.
            // An input that is an answer itself (the scaled score an ALiBi row starts from) stays hidden.
            for (const RevealItem &r : page.reveals)
                answered.insert(answered.end(), r.checked.values.begin(), r.checked.values.end());
            QSet<QString> ownInputs;
            for (const RevealItem &r : page.reveals)
                for (double v : r.checked.inputs)
                    if (std::find(answered.begin(), answered.end(), v) == answered.end())
                        for (int digits = 1; digits <= 4; ++digits)
                            ownInputs << formatNumber(std::abs(v), digits);
            ownInputs -= askedBefore;
            for (std::size_t later = k; later < sheet.pages.size(); ++later) {
                const StepModel &asking = sheet.steps[std::size_t(sheet.pages[later])];
                for (const RevealItem &r : asking.reveals)
                    for (const QString &part : tellingParts(r.answer))
                        for (const SvgText &t : texts)
                            if (!inputs.contains(part) && !ownInputs.contains(part)
                                && showsNumber(t.text, part))
                                leaks << QStringLiteral("step %1 “%2” shows %3 (“%4”), asked on step %5 (%6)")
                                             .arg(page.number)
                                             .arg(page.title, part, t.text.left(60))
                                             .arg(asking.number)
                                             .arg(r.what);
            }
            for (const RevealItem &r : page.reveals)
                for (const QString &part : tellingParts(r.answer))
                    askedBefore << part;
        }
        QVERIFY2(leaks.isEmpty(), qPrintable(leaks.join(QLatin1Char('\n'))));
    }

    // What a page hides is only what is asked: the session's own numbers (X and the weights) stay
    // where the class needs them, even when a later answer happens to be the same number.
    void theSessionsNumbersStay_data()
    {
        noPageShowsWhatItOrALaterPageAsks_data();
    }
    void theSessionsNumbersStay()
    {
        QFETCH(QString, preset);
        const LessonContext c = presetContext(preset);
        QTemporaryDir dir;
        int checked = 0;
        for (const char *id : { "queries", "keys", "values" }) {
            const int step = stepIndex(QLatin1String(id));
            const StepModel s = buildStep(c, step);
            QStringList drawn;
            for (const SvgText &t : pageTexts(preset, c, step, false, dir))
                drawn << t.text;
            for (const MatrixPanel &panel : s.as<MatricesPicture>()->panels)
                for (const EquationTerm &term : panel.terms)
                    if (term.matrix
                        && (term.matrix->name == QLatin1String("X") || term.matrix->name.startsWith("W")))
                        for (const auto &row : term.matrix->rows)
                            for (const Num &n : row)
                                if (n.reveal < 0 && !n.text.isEmpty() && n.text != QStringLiteral("…")
                                    && n.text != QStringLiteral("⋮")) {
                                    QVERIFY2(drawn.contains(n.text),
                                             qPrintable(QStringLiteral("%1: %2's %3 is not on the page")
                                                            .arg(id, term.matrix->name, n.text)));
                                    ++checked;
                                }
        }
        QVERIFY(checked > 10);
    }

    void noTextUnderNinePoints_data()
    {
        noPageShowsWhatItOrALaterPageAsks_data();
    }
    void noTextUnderNinePoints()
    {
        QFETCH(QString, preset);
        const LessonContext c = presetContext(preset);
        const Sheet sheet = sheetOf(c);
        QTemporaryDir dir;
        QStringList small;
        for (std::size_t k = 0; k < sheet.pages.size(); ++k) {
            const int step = sheet.pages[k];
            for (bool key : { false, true }) {
#ifdef ATTENTION_TEST_ASAN
                // Memory, not text sizes (the Release suite checks every page): the sheet of
                // every other page and the key of the rest, so both kinds of page are written.
                if (key != (k % 2 == 1))
                    continue;
#endif
                for (const SvgText &t : pageTexts(preset, c, step, key, dir))
                    if (t.size < kSheetSmallestPoints - 0.01)
                        small << QStringLiteral("%1 step %2: “%3” at %4 pt")
                                     .arg(key ? "key" : "sheet")
                                     .arg(step + 1)
                                     .arg(t.text.left(40))
                                     .arg(t.size, 0, 'f', 1);
            }
        }
        QVERIFY2(small.isEmpty(), qPrintable(small.join(QLatin1Char('\n'))));
    }

    // Every page of the sheet and of its key fits the A4 page at 9 pt: nothing past its edges,
    // nothing over anything else (eight heads' X · W_Q was wider than the page).
    void everyPageFitsTheSheet_data()
    {
        noPageShowsWhatItOrALaterPageAsks_data();
    }
    void everyPageFitsTheSheet()
    {
        QFETCH(QString, preset);
        const LessonContext c = presetContext(preset);
        const Sheet sheet = sheetOf(c);
        const QRectF page(QPointF(0, 0), kA4Portrait);
        QStringList problems;
        for (int step : sheet.pages)
            for (const AnswerMode mode : { AnswerMode::Blank, AnswerMode::Key }) {
                LessonPaintOptions o;
                o.page = LessonPaintOptions::Page::Worksheet;
                o.answers.mode = mode;
                const LessonPainter painter(sheet.steps[std::size_t(step)], o);
                for (const QString &p : painter.layoutProblems(page))
                    problems << QStringLiteral("%1 step %2: %3")
                                    .arg(mode == AnswerMode::Key ? "key" : "sheet")
                                    .arg(step + 1)
                                    .arg(p);
            }
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
    }

    // The same lesson with other numbers (every embedding times 1.7): every blank has the same
    // size, and a blank over a bar the same height, whatever the answer in it.
    void blanksSayNothingOfTheirAnswers()
    {
        const LessonContext a = presetContext(QStringLiteral("lesson"));
        const LessonContext b = presetContext(QStringLiteral("lesson"), [](Session &s) { s.X *= 1.7; });
        const Sheet sa = sheetOf(a), sb = sheetOf(b);
        QCOMPARE(sa.pages, sb.pages);
        LessonPaintOptions o;
        o.page = LessonPaintOptions::Page::Worksheet;
        o.answers.mode = AnswerMode::Blank;
        const QRectF page(QPointF(0, 0), kA4Portrait);
        int compared = 0, bars = 0;
        for (int step : sa.pages) {
            const StepModel &x = sa.steps[std::size_t(step)], &y = sb.steps[std::size_t(step)];
            QCOMPARE(x.reveals.size(), y.reveals.size());
            // Other numbers around the blanks may make a picture shrink or grow as a whole: a
            // blank's size is in units of its own font's size, its place in units of the base
            // the picture was drawn at, from the picture's corner. (Font sizes are whole
            // pixels, so the same blank may differ by a few per cent.)
            auto blanks = [&](const StepModel &m) {
                const LessonPainter painter(m, o);
                const double base = painter.pictureBase(page);
                const QPointF origin = painter.pictureRect(page).topLeft();
                std::vector<std::pair<int, QRectF>> out;
                for (const SceneText &t : painter.scene(page).texts())
                    if (t.reveal >= 0)
                        out.push_back({ t.reveal,
                                        QRectF((t.rect.topLeft() - origin) / base,
                                               t.rect.size() / double(t.font.pixelSize())) });
                return out;
            };
            auto near = [](double a, double b, double within) {
                return std::abs(a - b) <= within * std::max(std::abs(a), std::abs(b));
            };
            const std::vector<std::pair<int, QRectF>> bx = blanks(x), by = blanks(y);
            QCOMPARE(bx.size(), by.size());
            for (std::size_t k = 0; k < bx.size(); ++k) {
                QCOMPARE(bx[k].first, by[k].first);
                const QRectF ra = bx[k].second, rb = by[k].second;
                const std::size_t i = std::size_t(bx[k].first);
                QVERIFY2(near(ra.width(), rb.width(), 0.06) && near(ra.height(), rb.height(), 0.06),
                         qPrintable(QStringLiteral("step %1 “%2”: answer %3 is %4 wide for “%5”, %6 for “%7”")
                                        .arg(x.number)
                                        .arg(x.title)
                                        .arg(i)
                                        .arg(ra.width())
                                        .arg(x.reveals[i].answer)
                                        .arg(rb.width())
                                        .arg(y.reveals[i].answer)));
                if (barAnswers(x).contains(bx[k].first)) {
                    QVERIFY2(std::abs(ra.top() - rb.top()) < 0.5,
                             qPrintable(QStringLiteral("step %1: the blank for %2 sits at %3, for %4 at %5")
                                            .arg(x.number)
                                            .arg(x.reveals[i].answer)
                                            .arg(ra.top())
                                            .arg(y.reveals[i].answer)
                                            .arg(rb.top())));
                    ++bars;
                }
                ++compared;
            }
        }
        QVERIFY(compared > 20);
        QVERIFY(bars > 0);
    }

    // The spreads of q·k are simulated: the worksheet asks for the prediction √d_k, the key
    // shows the simulation beside it.
    void aSimulatedSpreadIsAskedAsAPrediction()
    {
        const LessonContext c = presetContext(QStringLiteral("lesson"));
        const int variance = stepIndex(QStringLiteral("variance"));
        QVERIFY(variance >= 0);
        const StepModel s = buildStep(c, variance);
        QStringList answers;
        for (const RevealItem &r : s.reveals)
            answers << r.answer;
        QCOMPARE(answers, (QStringList { "2.0", "8.0", "22.6" }));
        QTemporaryDir dir;
        QStringList sheet, key;
        for (const SvgText &t : exportedPageTexts(c, variance, false, dir))
            sheet << t.text;
        for (const SvgText &t : exportedPageTexts(c, variance, true, dir))
            key << t.text;
        const QString simulated = key.filter(QStringLiteral("simulated")).join(QLatin1Char(' '));
        QVERIFY2(simulated.contains(QStringLiteral("simulated 8.1")), qPrintable(key.join(" | ")));
        QVERIFY2(sheet.filter(QStringLiteral("simulated")).isEmpty(), qPrintable(sheet.join(" | ")));
        QVERIFY(key.contains(QStringLiteral("22.6")));
        QVERIFY(!sheet.contains(QStringLiteral("22.6")));
    }
};

QTEST_MAIN(TestWorksheet)
#include "tst_worksheet.moc"
