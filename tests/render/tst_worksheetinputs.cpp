// Every blank of a worksheet can be worked from the sheet: each answer the lesson asks declares the
// numbers it is computed from (Checked::inputs), and each of those is printed on the page that
// asks it or an earlier one, or is itself an answer asked there. Read from the pages as the
// worksheet lays them out (numbers a later page asks are hidden, as on paper), for every preset,
// stage sessions (ALiBi, a soft-cap, sinks), a GPT-2 layer with its block and a wide random layer.
#include "lesson_fixture.h"

#include "../common/test_language.h"

#include "core/attention.h"
#include "render/lesson/exercises.h"
#include "render/lesson/lessonexport.h"
#include "render/lesson/lessonscene.h"
#include "render/notation.h"

#include <QRegularExpression>
#include <QTest>

#include <algorithm>
#include <cmath>

using namespace lessontest;

namespace {

LessonContext sessionNamed(const QString &name)
{
    // "eight-heads@8": a preset with another query (0-based), a late one that sees many keys.
    if (const qsizetype at = name.indexOf(QLatin1Char('@')); at > 0)
        return presetContext(name.left(at), name.mid(at + 1).toInt());
    if (name == QLatin1String("gpt2-layer"))
        return contextOf(gpt2LayerSession());
    if (name == QLatin1String("layer")) // a wide layer: d_model 48, four heads of 12
        return contextOf(randomSession(12, 48, 4, 7));
    if (name.endsWith(QLatin1String(".session"))) {
        QString error;
        QJsonObject view;
        const auto s = io::loadSession(QStringLiteral(TEST_DATA_DIR "/%1.json").arg(name), &error, &view);
        if (!s)
            qFatal("%s", qPrintable(error));
        return contextOf(*s, view);
    }
    return presetContext(name);
}

// Every number a text prints, unsigned: "−0.416", "2,981.380", "3.37×10⁻⁴" (or, with a decimal
// comma, "2.981,380").
void addNumbers(const QString &text, std::vector<double> &out)
{
    const QRegularExpression number(
        QStringLiteral("([0-9]+(?:%1[0-9]{3})*(?:%2[0-9]+)?)(?:×10([⁻]?[⁰¹²³⁴⁵⁶⁷⁸⁹]+))?")
            .arg(QRegularExpression::escape(QString(groupSeparator())),
                 QRegularExpression::escape(QString(decimalSeparator()))));
    static const QString supers = QStringLiteral("⁰¹²³⁴⁵⁶⁷⁸⁹");
    for (auto it = number.globalMatch(text); it.hasNext();) {
        const auto m = it.next();
        double v = readDrawnNumber(m.captured(1));
        if (const QString power = m.captured(2); !power.isEmpty()) {
            int p = 0;
            for (const QChar ch : power)
                if (supers.contains(ch))
                    p = p * 10 + int(supers.indexOf(ch));
            v *= std::pow(10.0, power.startsWith(QChar(0x207B)) ? -p : p);
        }
        out.push_back(v);
    }
}

// Whether |v| is among `known` as a page writes it (three decimals, or four figures).
bool among(const std::vector<double> &known, double v)
{
    const double a = std::abs(v), slack = 5e-4 + 5e-4 * a;
    const auto it = std::lower_bound(known.begin(), known.end(), a - slack);
    return it != known.end() && *it <= a + slack;
}

const QStringList &sessions()
{
    static const QStringList names = [] {
        QStringList n = io::presetNames();
        n << QStringLiteral("alibi-three-heads.session") << QStringLiteral("softcap-lesson.session")
          << QStringLiteral("sinks-gqa.session") << QStringLiteral("gpt2-layer") << QStringLiteral("layer")
          << QStringLiteral("eight-heads@8") << QStringLiteral("two-heads@5")
          << QStringLiteral("lesson-causal@2");
        return n;
    }();
    return names;
}

} // namespace

class TestWorksheetInputs : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { testing::installTestLanguage(); }
    void everyBlankCanBeWorkedFromTheSheet_data()
    {
        QTest::addColumn<QString>("session");
        for (const QString &n : sessions())
            QTest::newRow(qPrintable(n)) << n;
    }
    void everyBlankCanBeWorkedFromTheSheet()
    {
        QFETCH(QString, session);
        const LessonContext c = sessionNamed(session);
        const std::vector<StepModel> steps = buildSteps(c);
        LessonExportOptions o;
        o.quiz = true;
        const std::vector<int> pages = exportedSteps(steps, o);
        QVERIFY(!pages.empty());
        const std::vector<QStringList> withheld = withheldNumbers(c, steps, pages);
        LessonPaintOptions paint = exportPaintOptions(o);
        const QRectF area(QPointF(0, 0), exportSize(o));

        std::vector<double> known; // printed on this page or before, or asked before this blank
        QStringList missing;
        int declared = 0;
        for (std::size_t k = 0; k < pages.size(); ++k) {
            const StepModel &page = steps[std::size_t(pages[k])];
            paint.withheld = withheld[k];
            const LessonPainter painter(page, paint);
            for (const SceneItem &item : painter.scene(area).items())
                if (const auto *t = std::get_if<SceneText>(&item); t && t->reveal < 0 && !t->afterAnswers)
                    addNumbers(t->text, known);
            std::sort(known.begin(), known.end());
            for (const RevealItem &r : page.reveals) {
                if (!r.checked.id.isEmpty() && r.checked.inputs.empty())
                    missing << QStringLiteral("step %1 “%2”: %3 (%4) declares no inputs")
                                   .arg(page.number)
                                   .arg(page.title, r.what, r.checked.id);
                for (double v : r.checked.inputs) {
                    ++declared;
                    if (!among(known, v))
                        missing << QStringLiteral("step %1 “%2”: %3 needs %4, printed nowhere so far")
                                       .arg(page.number)
                                       .arg(page.title, r.what)
                                       .arg(v, 0, 'g', 6);
                }
                // Its answer is known from here on (not before: a blank is not its own input).
                addNumbers(r.answer, known);
                for (double v : r.checked.values)
                    known.push_back(std::abs(v));
                std::sort(known.begin(), known.end());
            }
        }
        QVERIFY2(missing.isEmpty(), qPrintable(missing.mid(0, 12).join(QLatin1Char('\n'))));
        QVERIFY(declared > 10);
    }

    // A long vector is asked by the components the page prints, and says which.
    void longVectorsAreAskedByTheirPrintedColumns()
    {
        const LessonContext c = sessionNamed(QStringLiteral("gpt2-layer"));
        bool sawColumns = false;
        for (const Exercise &e : lessonExercises(c)) {
            if (e.columns.empty())
                continue;
            sawColumns = true;
            QCOMPARE(e.cols, int(e.columns.size()));
            QVERIFY2(e.prompt.contains(QStringLiteral("column")), qPrintable(e.prompt));
        }
        QVERIFY(sawColumns);
    }
};

QTEST_MAIN(TestWorksheetInputs)
#include "tst_worksheetinputs.moc"
