// The golden cases: sessions with results from an independent NumPy implementation
// (copied from shared/reference into tests/data), matched to 1e-12.
#include "../common/compare_json.h"
#include "core/fast_attention.h"
#include "io/session_json.h"

#include <QTest>

using namespace attn;

class TestReference : public QObject {
    Q_OBJECT
private slots:
    void matchesNumPy_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<bool>("fast");
        const QStringList cases = testing::referenceCases();
        QVERIFY(cases.size() >= 17);
        for (const char *c : { "sliding-window", "prefix-lm", "packed-segments", "window-padding",
                               "prefix-window", "prefix-segments", "biases", "biases-fully-masked",
                               // today's model families: shared K/V heads, head_dim, norms, RoPE
                               "gqa", "gqa-one-kv", "head-dim", "qk-norm", "rope", "rope-linear", "rope-llama3",
                               "rope-positions", "lesson-rope" })
            QVERIFY2(cases.contains(QLatin1String(c)), c);
        // The readable path the lesson follows, and the fast one the app runs on large sessions.
        for (const QString &c : cases) {
            QTest::newRow(qPrintable(c)) << c << false;
            QTest::newRow(qPrintable(c + QStringLiteral(" (fast path)"))) << c << true;
        }
    }
    void matchesNumPy()
    {
        QFETCH(QString, name);
        QFETCH(bool, fast);
        const QString dir = QStringLiteral(TEST_DATA_DIR "/");
        QString error;
        const auto s = io::loadSession(dir + name + ".session.json", &error);
        QVERIFY2(s, qPrintable(error));
        const QJsonObject expected = testing::readJson(dir + name + ".expected.json");
        QVERIFY(!expected.isEmpty());
        const std::optional<AttentionResult> r = fast ? computeAttentionFast(*s) : computeAttention(*s);
        QVERIFY(r);
        const QJsonObject actual = io::resultToJson(*s, *r);
        const QString diff = testing::compareJson(actual, expected, 1e-12);
        QVERIFY2(diff.isEmpty(), qPrintable(diff));
        QCOMPARE(actual.keys(), expected.keys()); // the compute output keeps its keys
    }

    void scoresRecomputedWhenNotKept()
    {
        // The large-T path drops raw scores; the JSON must not change.
        QString error;
        const auto s
            = io::loadSession(QStringLiteral(TEST_DATA_DIR "/four-heads-blocked.session.json"), &error);
        QVERIFY(s);
        const QJsonObject kept = io::resultToJson(*s, computeAttention(*s));
        const QJsonObject dropped = io::resultToJson(*s, computeAttention(*s, { .keepScores = false }));
        QCOMPARE(testing::compareJson(dropped, kept, 0), QString());
    }

    void presetsMatchTheirReferences_data()
    {
        QTest::addColumn<QString>("preset");
        for (const char *p : { "lesson", "lesson-causal", "lesson-padding", "lesson-unscaled", "lesson-rope" })
            QTest::newRow(p) << QString::fromLatin1(p);
    }
    void presetsMatchTheirReferences()
    {
        QFETCH(QString, preset);
        QString error;
        const auto s = io::loadPreset(preset, &error);
        QVERIFY2(s, qPrintable(error));
        const QJsonObject expected
            = testing::readJson(QStringLiteral(TEST_DATA_DIR "/") + preset + ".expected.json");
        const QString diff
            = testing::compareJson(io::resultToJson(*s, computeAttention(*s)), expected, 1e-12);
        QVERIFY2(diff.isEmpty(), qPrintable(diff));
    }

    void lessonPresetIsTheLessonSession()
    {
        const auto s = io::loadPreset(QStringLiteral("lesson"), nullptr);
        QVERIFY(s);
        QVERIFY(sameSession(*s, lessonSession()));
    }

    void everyPresetLoads()
    {
        const QStringList names = io::presetNames();
        for (const char *required : { "lesson", "lesson-causal", "lesson-padding", "bank", "two-heads" })
            QVERIFY2(names.contains(QLatin1String(required)), required);
        for (const QString &n : names) {
            QString error;
            QVERIFY2(io::loadPreset(n, &error), qPrintable(error));
            QVERIFY(!io::presetTitle(n).isEmpty());
        }
    }

    void bankDependsOnContext()
    {
        // The same embedding for both "bank" tokens, different outputs: context at work.
        const auto s = io::loadPreset(QStringLiteral("bank"), nullptr);
        QVERIFY(s);
        QCOMPARE(s->tokens[2], std::string("bank"));
        QCOMPARE(s->tokens[5], std::string("bank"));
        QVERIFY((s->X.row(2) - s->X.row(5)).isZero(0));
        const AttentionResult r = computeAttention(*s);
        QVERIFY((r.output.row(2) - r.output.row(5)).norm() > 0.3);
        QVERIFY(r.output(2, 0) > r.output(2, 1)); // river sentence: more water than money
        QVERIFY(r.output(5, 1) > r.output(5, 0)); // money sentence: the other way round
    }

    void saturationPresetsReproduceTheLesson_data()
    {
        QTest::addColumn<QString>("preset");
        QTest::addColumn<double>("w0");
        QTest::addColumn<double>("w1");
        QTest::addColumn<double>("w2");
        QTest::addColumn<double>("tol");
        // "Scores of 8, 0 and −8 … 0.9997, 0.0003, and one in ten million."
        QTest::newRow("unscaled") << QStringLiteral("saturation") << 0.9997 << 0.0003 << 1e-7 << 5e-5;
        // "Scaling by eight turns 8, 0, −8 into 1, 0, −1 … 0.665, 0.245, 0.090."
        QTest::newRow("scaled") << QStringLiteral("saturation-scaled") << 0.665 << 0.245 << 0.090 << 5e-4;
    }
    void saturationPresetsReproduceTheLesson()
    {
        QFETCH(QString, preset);
        QFETCH(double, w0);
        QFETCH(double, w1);
        QFETCH(double, w2);
        QFETCH(double, tol);
        QJsonObject view;
        const auto s = io::loadPreset(preset, nullptr, &view);
        QVERIFY(s);
        QCOMPARE(view.value("query").toInt(-1), 0);
        const AttentionResult r = computeAttention(*s);
        QCOMPARE(r.heads[0].scores(0, 0), 8.0);
        QCOMPARE(r.heads[0].scores(0, 1), 0.0);
        QCOMPARE(r.heads[0].scores(0, 2), -8.0);
        QVERIFY(std::abs(r.heads[0].weights(0, 0) - w0) < tol);
        QVERIFY(std::abs(r.heads[0].weights(0, 1) - w1) < tol);
        QVERIFY(std::abs(r.heads[0].weights(0, 2) - w2) < std::max(tol, 5e-8));
    }

    void twoHeadsSpecialise()
    {
        const auto s = io::loadPreset(QStringLiteral("two-heads"), nullptr);
        QVERIFY(s);
        QCOMPARE(s->numHeads, 2);
        const AttentionResult r = computeAttention(*s);
        // Head 1 looks mostly at the previous token.
        for (int i = 1; i < s->tokenCount(); ++i) {
            Eigen::Index best;
            r.heads[0].weights.row(i).maxCoeff(&best);
            QCOMPARE(int(best), i - 1);
        }
        // Head 2: "cat" (1) pays more attention to "mat" (5) than to "sat" (2).
        QVERIFY(r.heads[1].weights(1, 5) > r.heads[1].weights(1, 2));
    }
};

QTEST_GUILESS_MAIN(TestReference)
#include "tst_reference.moc"
