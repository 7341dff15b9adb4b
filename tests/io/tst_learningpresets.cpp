// The presets a class watches being learned (scripts/learning-presets.py) do what their notes
// say, trained by the app's own trainer with each preset's own training settings and the
// default parameters (the four matrices), exactly as `attention-lab train` runs them.
#include "core/training.h"
#include "io/session_json.h"

#include <QTest>

#include <algorithm>

using namespace attn;

namespace {

Session preset(const char *name)
{
    QString error;
    const auto s = io::loadPreset(QString::fromLatin1(name), &error);
    if (!s)
        qFatal("%s", qPrintable(error));
    return *s;
}

int firstOfSegment(const Session &s, int i)
{
    int first = i;
    while (first > 0 && s.segments[std::size_t(first - 1)] == s.segments[std::size_t(i)])
        --first;
    return first;
}

TrainRun trained(const Session &s, int steps)
{
    TrainSettings settings;
    settings.optimizer = s.training->optimizer;
    settings.lr = s.training->lr;
    return train(s, settings, steps);
}

} // namespace

class TestLearningPresets : public QObject {
    Q_OBJECT
private slots:
    void everyPresetCarriesItsTask_data()
    {
        QTest::addColumn<QString>("name");
        for (const char *n : { "learn-previous-token", "learn-first-token", "learn-same-word", "learn-two-heads",
                               "learn-saturation", "learn-saturation-unscaled" })
            QTest::newRow(n) << QString::fromLatin1(n);
    }
    void everyPresetCarriesItsTask()
    {
        QFETCH(QString, name);
        QVERIFY(io::presetNames().contains(name));
        const Session s = preset(qPrintable(name));
        QVERIFY(s.target);
        QVERIFY(s.training);
        QVERIFY(!s.notes.empty());
        QVERIFY(validate(s).empty());
    }

    // 300 Adam steps: the loss falls at least 100×, and every query i ≥ 1 puts ≥ 0.9 on i − 1.
    void previousTokenIsLearned()
    {
        const Session s = preset("learn-previous-token");
        QCOMPARE(s.training->optimizer, Optimizer::Adam);
        QCOMPARE(s.training->lr, 0.05);
        const TrainRun run = trained(s, 300);
        QVERIFY(run.trained);
        QVERIFY2(run.losses.back() * 100 <= run.losses.front(),
                 qPrintable(QStringLiteral("%1 → %2").arg(run.losses.front()).arg(run.losses.back())));
        const AttentionResult r = computeAttention(*run.trained);
        for (int i = 1; i < s.tokenCount(); ++i)
            QVERIFY2(r.heads[0].weights(i, i - 1) >= 0.9,
                     qPrintable(QStringLiteral("query %1: %2").arg(i).arg(r.heads[0].weights(i, i - 1))));
        // Before training it did not: the pattern is learned, not given.
        const AttentionResult before = computeAttention(s);
        QVERIFY(before.heads[0].weights(5, 4) < 0.5);
        QCOMPARE(s.tokenCount(), 32);
    }

    // The race: the same task, only the scale differs; after 200 SGD steps the unscaled loss is
    // at least twice the scaled one, because its softmax starts saturated.
    void saturationRace()
    {
        const Session scaled = preset("learn-saturation"), unscaled = preset("learn-saturation-unscaled");
        Session same = unscaled;
        same.scale = scaled.scale;
        same.notes = scaled.notes;
        QVERIFY(sameSession(same, scaled)); // nothing else differs
        QCOMPARE(scaled.effectiveScale(), 0.125);
        QCOMPARE(unscaled.effectiveScale(), 1.0);
        QCOMPARE(scaled.dK(), 64);
        QCOMPARE(scaled.training->optimizer, Optimizer::Sgd);
        // Unscaled, most rows start nearly one-hot.
        const AttentionResult start = computeAttention(unscaled);
        int saturated = 0;
        for (int i = 0; i < unscaled.tokenCount(); ++i)
            saturated += start.heads[0].weights.row(i).maxCoeff() > 0.99;
        QVERIFY2(saturated * 2 > unscaled.tokenCount(), qPrintable(QString::number(saturated)));
        const TrainRun a = trained(scaled, 200), b = trained(unscaled, 200);
        QVERIFY(a.trained && b.trained);
        QVERIFY2(b.losses.back() >= 2 * a.losses.back(),
                 qPrintable(QStringLiteral("scaled %1 → %2, unscaled %3 → %4")
                                .arg(a.losses.front())
                                .arg(a.losses.back())
                                .arg(b.losses.front())
                                .arg(b.losses.back())));
        QVERIFY(a.losses.back() < a.losses.front() / 2); // the scaled head does learn
    }

    // The heads that specialise: the sink, the earlier occurrence, two relations at once.
    // The first token of each story (two packed end to end) takes the largest weight of every row.
    void firstTokenIsLearned()
    {
        const Session s = preset("learn-first-token");
        QCOMPARE(int(s.segments.size()), s.tokenCount());
        const TrainRun run = trained(s, 300);
        QVERIFY(run.trained);
        QVERIFY(run.losses.back() * 100 <= run.losses.front());
        const AttentionResult r = computeAttention(*run.trained);
        for (int i = 1; i < r.tokenCount(); ++i) {
            const int first = firstOfSegment(s, i);
            const double w = r.heads[0].weights(i, first);
            QVERIFY2(w >= 0.6 && w == r.heads[0].weights.row(i).maxCoeff(),
                     qPrintable(QStringLiteral("query %1: %2").arg(i).arg(w)));
        }
        QVERIFY(computeAttention(s).heads[0].weights(20, 16) < 0.3); // not there before training
    }

    void sameWordIsLearned()
    {
        const Session s = preset("learn-same-word");
        const TrainRun run = trained(s, 300);
        QVERIFY(run.trained);
        QVERIFY(run.losses.back() * 20 <= run.losses.front());
        const AttentionResult r = computeAttention(*run.trained);
        for (int i = 0; i < s.tokenCount(); ++i) {
            int earlier = i;
            for (int j = 0; j < i; ++j)
                if (s.tokens[std::size_t(j)] == s.tokens[std::size_t(i)])
                    earlier = j;
            QVERIFY2(r.heads[0].weights(i, earlier) >= 0.8,
                     qPrintable(QStringLiteral("query %1 → %2: %3").arg(i).arg(earlier).arg(r.heads[0].weights(i, earlier))));
        }
    }

    void twoHeadsSpecialise()
    {
        const Session s = preset("learn-two-heads");
        const TrainRun run = trained(s, 300);
        QVERIFY(run.trained);
        QVERIFY(run.losses.back() * 100 <= run.losses.front());
        const AttentionResult r = computeAttention(*run.trained);
        for (int i = 1; i < r.tokenCount(); ++i) {
            if (s.segments[std::size_t(i - 1)] == s.segments[std::size_t(i)])
                QVERIFY2(r.heads[0].weights(i, i - 1) >= 0.9,
                         qPrintable(QStringLiteral("head 1, query %1: %2").arg(i).arg(r.heads[0].weights(i, i - 1))));
            const double sink = r.heads[1].weights(i, firstOfSegment(s, i));
            QVERIFY2(sink >= 0.8, qPrintable(QStringLiteral("head 2, query %1: %2").arg(i).arg(sink)));
        }
    }
};

QTEST_GUILESS_MAIN(TestLearningPresets)
#include "tst_learningpresets.moc"
