// `lesson --exercises` and `check --answers`, through the real program: the lesson's numbers as
// exercises (0.284 / 0.140 / 0.576 and (1.720, 0.716)), answers worked from the printed numbers
// judged right ((1.72, 0.72), e^1.414 = 4.112), a wrong cell named, missing ones said; on every
// preset the exercises' own answers are right and answers off by twice the tolerance are wrong;
// --head and --query choose the row; misuse is one line and exit 2.
#include "cli_fixture.h"

#include <cmath>
#include <set>

using namespace testing;

namespace {

QJsonArray exercisesOf(const QStringList &session, const QStringList &more = {})
{
    const Run r
        = run(QStringList { QStringLiteral("lesson") } + session + QStringList { "--exercises" } + more);
    if (r.code != 0) {
        qWarning() << r.err;
        return {};
    }
    return QJsonDocument::fromJson(r.out).array();
}

QJsonObject byId(const QJsonArray &a, const QString &id)
{
    for (const QJsonValue v : a)
        if (v.toObject().value("id").toString() == id)
            return v.toObject();
    return {};
}

// Every number of a JSON answer (a number, a list or a list of lists), in order.
std::vector<double> numbersOf(const QJsonValue &v)
{
    if (v.isDouble())
        return { v.toDouble() };
    std::vector<double> out;
    for (const QJsonValue x : v.toArray()) {
        const std::vector<double> inner = numbersOf(x);
        out.insert(out.end(), inner.begin(), inner.end());
    }
    return out;
}

// The same shape with every number moved by `by`.
QJsonValue shifted(const QJsonValue &v, double by)
{
    if (v.isDouble())
        return v.toDouble() + by;
    QJsonArray out;
    for (const QJsonValue x : v.toArray())
        out.append(shifted(x, by));
    return out;
}

} // namespace

class TestCliExercises : public QObject {
    Q_OBJECT

    QTemporaryDir m_tmp;

    QString write(const QString &name, const QByteArray &bytes) { return writeInto(m_tmp, name, bytes); }

    QJsonArray marked(const QStringList &session, const QByteArray &answers, const QStringList &more = {})
    {
        const QString path = write(QStringLiteral("answers.json"), answers);
        const Run r = run(QStringList { QStringLiteral("check") } + session
                          + QStringList { QStringLiteral("--answers"), path } + more);
        if (r.code != 0) {
            qWarning() << r.err;
            return {};
        }
        return QJsonDocument::fromJson(r.out).array();
    }

private slots:
    void initTestCase() { QVERIFY(m_tmp.isValid()); }

    void theLessonsNumbersAreItsExercises()
    {
        const QJsonArray ex = exercisesOf({ "--preset", "lesson" });
        QVERIFY(ex.size() >= 10);
        std::set<QString> ids;
        for (const QJsonValue v : ex) {
            const QJsonObject o = v.toObject();
            QVERIFY2(ids.insert(o.value("id").toString()).second, qPrintable(o.value("id").toString()));
            QVERIFY(!o.value("step").toString().isEmpty());
            QVERIFY(!o.value("prompt").toString().isEmpty());
            QCOMPARE(o.value("hints").toArray().size(), 3);
            QVERIFY(o.value("tolerance").toDouble() >= 0.005);
        }
        auto near = [](const std::vector<double> &got, const std::vector<double> &want, double eps) {
            if (got.size() != want.size())
                return false;
            for (std::size_t k = 0; k < got.size(); ++k)
                if (std::abs(got[k] - want[k]) > eps)
                    return false;
            return true;
        };
        const QJsonObject weights = byId(ex, "h0.q1.weights");
        QCOMPARE(weights.value("step").toString(), QStringLiteral("Softmax, part 2: divide by the sum"));
        QVERIFY(near(numbersOf(weights.value("answer")), { 0.284, 0.140, 0.576 }, 5e-4));
        QVERIFY(near(numbersOf(byId(ex, "h0.q1.output").value("answer")), { 1.7199, 0.7160 }, 1e-4));
        QVERIFY(near(numbersOf(byId(ex, "h0.q1.scores").value("answer")), { 2, 1, 3 }, 1e-12));
        QVERIFY(near(numbersOf(byId(ex, "Q").value("answer")), { 1, 0, 1, 1, 2, 1 }, 1e-12));
        QCOMPARE(byId(ex, "Q").value("rows").toArray().size(), 3);
        QCOMPARE(byId(ex, "h0.q1.weights").value("keys").toArray().size(), 3);
        // The hints say more each time: the rule, then the first term, then all of it.
        const QJsonArray hints = byId(ex, "h0.q1.exp_sum").value("hints").toArray();
        QVERIFY(hints.at(1).toString().contains(QStringLiteral("4.113")));
        QVERIFY2(hints.at(2).toString().contains(QStringLiteral("= 14.48")),
                 qPrintable(hints.at(2).toString()));
    }

    void answersWorkedFromThePrintedNumbersAreRight()
    {
        const QJsonArray m = marked({ "--preset", "lesson" },
                                    R"({"h0.q1.weights": [0.284, 0.140, 0.576], "h0.q1.output": [1.72, 0.72],
                "h0.q1.exp": [4.112, 2.028, 8.342], "h0.q1.exp_sum": 14.48,
                "Q": [[1, 0], [1, 2], [2, 1]], "h0.q1.scores": [2, 1, 4]})");
        QVERIFY(!m.isEmpty());
        QCOMPARE(m.size(), exercisesOf({ "--preset", "lesson" }).size()); // one per exercise
        auto verdict = [&](const char *id) { return byId(m, id).value("verdict").toString(); };
        QCOMPARE(verdict("h0.q1.weights"), QStringLiteral("right"));
        QCOMPARE(verdict("h0.q1.output"), QStringLiteral("right"));
        QCOMPARE(verdict("h0.q1.exp"), QStringLiteral("right"));
        QCOMPARE(verdict("h0.q1.exp_sum"), QStringLiteral("right"));
        QCOMPARE(verdict("Q"), QStringLiteral("wrong"));
        QCOMPARE(byId(m, "Q").value("first_wrong").toArray(), QJsonArray({ 1, 1 }));
        QCOMPARE(verdict("h0.q1.scores"), QStringLiteral("wrong"));
        QCOMPARE(byId(m, "h0.q1.scores").value("first_wrong").toArray(), QJsonArray({ 2 }));
        QCOMPARE(verdict("K"), QStringLiteral("missing"));
        QVERIFY(byId(m, "K").value("given").isNull());
        QCOMPARE(byId(m, "h0.q1.output").value("given").toArray(), QJsonArray({ 1.72, 0.72 }));
        // Not close enough: the second weight off by 0.01, a shape that is not the answer's.
        const QJsonArray off = marked({ "--preset", "lesson" },
                                      R"({"h0.q1.weights": [0.284, 0.150, 0.576], "h0.q1.output": [1.72]})");
        QCOMPARE(byId(off, "h0.q1.weights").value("first_wrong").toArray(), QJsonArray({ 1 }));
        QCOMPARE(byId(off, "h0.q1.output").value("verdict").toString(), QStringLiteral("wrong"));
        QCOMPARE(byId(off, "h0.q1.output").value("first_wrong").toArray(),
                 QJsonArray({ 1 })); // the one not given
    }

    // Every preset: its exercises' own answers are right, and off by twice the tolerance wrong.
    void everyPresetMarksItsOwnAnswers_data()
    {
        QTest::addColumn<QStringList>("session");
        for (const char *preset : { "lesson-causal", "lesson-padding", "lesson-rope", "bank", "two-heads",
                                    "eight-heads", "saturation", "learn-previous-token" })
            QTest::newRow(preset) << QStringList { "--preset", QString::fromLatin1(preset) };
        QTest::newRow("ALiBi, soft-cap and sinks")
            << QStringList { QStringLiteral(TEST_DATA_DIR "/stages-all.session.json") };
    }
    void everyPresetMarksItsOwnAnswers()
    {
        QFETCH(QStringList, session);
        const QJsonArray ex = exercisesOf(session);
        QVERIFY(!ex.isEmpty());
        QJsonObject right, wrong;
        for (const QJsonValue v : ex) {
            const QJsonObject o = v.toObject();
            right[o.value("id").toString()] = o.value("answer");
            wrong[o.value("id").toString()] = shifted(o.value("answer"), 2 * o.value("tolerance").toDouble());
        }
        const QJsonArray all = marked(session, QJsonDocument(right).toJson());
        QCOMPARE(all.size(), ex.size());
        for (const QJsonValue v : all)
            QVERIFY2(v.toObject().value("verdict").toString() == QLatin1String("right"),
                     qPrintable(v.toObject().value("id").toString()));
        const QJsonArray off = marked(session, QJsonDocument(wrong).toJson());
        QCOMPARE(off.size(), ex.size());
        for (const QJsonValue v : off) {
            QVERIFY2(v.toObject().value("verdict").toString() == QLatin1String("wrong"),
                     qPrintable(v.toObject().value("id").toString()));
            QCOMPARE(v.toObject().value("first_wrong").toArray().at(0).toInt(), 0);
        }
    }

    void headAndQueryChooseTheRow()
    {
        const QJsonArray ex = exercisesOf({ "--preset", "eight-heads" }, { "--head", "3", "--query", "0" });
        QVERIFY(!byId(ex, "h3.q0.weights").isEmpty());
        QVERIFY(byId(ex, "h0.q1.weights").isEmpty());
        const QJsonArray m = marked(
            { "--preset", "eight-heads" },
            QJsonDocument(QJsonObject { { "h3.q0.weights", byId(ex, "h3.q0.weights").value("answer") } })
                .toJson(),
            { "--head", "3", "--query", "0" });
        QCOMPARE(byId(m, "h3.q0.weights").value("verdict").toString(), QStringLiteral("right"));
    }

    void misuseIsOneLine_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QByteArray>("answers");
        QTest::addColumn<QString>("says");
        QTest::newRow("unknown id") << QStringList {} << QByteArray(R"({"h0.q9.weights": [1]})")
                                    << QStringLiteral("\"h0.q9.weights\" is not an exercise of this session");
        QTest::newRow("not a map") << QStringList {} << QByteArray("[1, 2]")
                                   << QStringLiteral("not an object");
        QTest::newRow("a word for a number") << QStringList {} << QByteArray(R"({"h0.q1.weights": "0.284"})")
                                             << QStringLiteral("\"h0.q1.weights\" is not a number");
        QTest::newRow("ragged rows") << QStringList {} << QByteArray(R"({"Q": [[1, 0], [1]]})")
                                     << QStringLiteral("equally long lists");
        QTest::newRow("a key twice") << QStringList {} << QByteArray(R"({"Q": 1, "Q": 2})")
                                     << QStringLiteral("appears twice");
        QTest::newRow("with --output")
            << QStringList { "--output", "x.npy" } << QByteArray("{}") << QStringLiteral("one of them");
        QTest::newRow("head out of range") << QStringList { "--head", "1" } << QByteArray("{}")
                                           << QStringLiteral("--head \"1\" is not a whole number in 0…0");
    }
    void misuseIsOneLine()
    {
        QFETCH(QStringList, args);
        QFETCH(QByteArray, answers);
        QFETCH(QString, says);
        const QString path = write(QStringLiteral("misuse.json"), answers);
        const Run r = run(QStringList { "check", "--preset", "lesson", "--answers", path } + args);
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(says.toUtf8()), r.err.constData());
        QCOMPARE(r.err.count('\n'), 1);
        QVERIFY(r.out.isEmpty());
    }

    void exercisesRefusedWhereThereAreNone()
    {
        // lesson --exercises draws nothing: an option for the pictures is refused
        const Run l
            = run({ "lesson", "--preset", "lesson", "--exercises", "--out", m_tmp.filePath("x.pdf") });
        QCOMPARE(l.code, 2);
        QVERIFY2(l.err.contains("--exercises prints the exercises as JSON and takes no --out"),
                 l.err.constData());
        // latent attention has no lesson steps, so no exercises: refused as the lesson refuses it
        const QString latent = QStringLiteral(TEST_DATA_DIR "/every-key-latent.session.json");
        for (const QStringList &words :
             { QStringList { "lesson", latent, "--exercises" },
               QStringList { "check", latent, "--answers", write(QStringLiteral("none.json"), "{}") } }) {
            const Run m = run(words);
            QCOMPARE(m.code, 2);
            QVERIFY2(m.err.contains("holds latent attention (mla), which only compute and export read"),
                     m.err.constData());
        }
    }
};

QTEST_MAIN(TestCliExercises)
#include "tst_cli_exercises.moc"
