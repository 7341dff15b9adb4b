// The presets as a set (each loads, validates, has a title) and the eight-heads preset's
// promise: eight computed heads, each with the pattern its label names.
#include "io/session_json.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

using namespace attn;

namespace {

// The sentence of the eight-heads preset, token by token:
//   0 the  1 cat  2 saw  3 the  4 dog  5 and  6 the  7 dog  8 saw  9 the  10 cat
constexpr int kTokens = 11;
constexpr int kNoClaim = -1;

} // namespace

class TestPresets : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QString error;
        const auto s = io::loadPreset(QStringLiteral("eight-heads"), &error, &m_view);
        QVERIFY2(s, qPrintable(error));
        m_session = *s;
        QCOMPARE(m_session.tokenCount(), kTokens);
        QCOMPARE(m_session.numHeads, 8);
        QVERIFY(m_session.causal);
        QVERIFY(!m_session.scale); // the default 1/√d_k
        m_result = computeAttention(m_session);
    }

    void everyPresetLoadsAndHasATitle_data()
    {
        QTest::addColumn<QString>("name");
        const QStringList names = io::presetNames();
        QVERIFY(names.contains(QStringLiteral("eight-heads")));
        QCOMPARE(names.indexOf(QStringLiteral("eight-heads")),
                 names.indexOf(QStringLiteral("two-heads")) + 1);
        for (const QString &n : names)
            QTest::newRow(qPrintable(n)) << n;
    }
    void everyPresetLoadsAndHasATitle()
    {
        QFETCH(QString, name);
        QString error;
        QJsonObject view;
        const auto s = io::loadPreset(name, &error, &view);
        QVERIFY2(s, qPrintable(error));
        QCOMPARE(QString::fromStdString(validate(*s)), QString());
        QVERIFY2(view.value("title").isString() && !view.value("title").toString().isEmpty(),
                 "the preset has no view → title");
        QCOMPARE(io::presetTitle(name), view.value("title").toString());
    }

    // Heads whose every row puts most of its weight on one key; the expected key per query row
    // is written out by hand from the sentence (kNoClaim where the pattern says nothing).
    void singleKeyHeads_data()
    {
        QTest::addColumn<int>("head");
        QTest::addColumn<QList<int>>("keys");
        QTest::newRow("head 1, previous token") << 0 << QList<int> { kNoClaim, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9 };
        QTest::newRow("head 2, first token") << 1 << QList<int> { 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0 };
        QTest::newRow("head 3, self") << 2 << QList<int> { 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10 };
        // A repeated word at its first occurrence; "and" (5) occurs once and looks at itself.
        QTest::newRow("head 6, same word") << 5 << QList<int> { 0, 1, 2, 0, 4, 5, 0, 4, 2, 0, 1 };
        // The nouns are cat (1, 10) and dog (4, 7); query 0 sees no noun yet.
        QTest::newRow("head 7, latest noun") << 6 << QList<int> { kNoClaim, 1, 1, 1, 4, 4, 4, 7, 7, 7, 10 };
    }
    void singleKeyHeads()
    {
        QFETCH(int, head);
        QFETCH(QList<int>, keys);
        const StridedMatrix &w = m_result.heads[head].weights;
        for (int i = 0; i < kTokens; ++i) {
            if (keys[i] == kNoClaim)
                continue;
            Eigen::Index best;
            w.row(i).maxCoeff(&best);
            QVERIFY2(int(best) == keys[i],
                     qPrintable(QStringLiteral("row %1: largest weight at key %2, expected %3")
                                    .arg(i)
                                    .arg(best)
                                    .arg(keys[i])));
            QVERIFY2(w(i, keys[i]) >= 0.5,
                     qPrintable(
                         QStringLiteral("row %1: only %2 at key %3").arg(i).arg(w(i, keys[i])).arg(keys[i])));
        }
    }

    void broadHeadIsNearUniform()
    {
        const StridedMatrix &w = m_result.heads[3].weights;
        for (int i = 0; i < kTokens; ++i) {
            const double uniform = 1.0 / (i + 1); // causal: keys 0…i are visible
            for (int j = 0; j <= i; ++j)
                QVERIFY2(w(i, j) <= 2 * uniform && w(i, j) >= uniform / 2,
                         qPrintable(QStringLiteral("row %1 key %2: %3, uniform is %4")
                                        .arg(i)
                                        .arg(j)
                                        .arg(w(i, j))
                                        .arg(uniform)));
        }
    }

    void localWindowHeadSpreadsOverThreeKeys()
    {
        // Keys i−2, i−1 and i hold most of the weight, and no single one of them all of it.
        const StridedMatrix &w = m_result.heads[4].weights;
        for (int i = 0; i < kTokens; ++i) {
            const int from = std::max(0, i - 2);
            const double inWindow = w.row(i).segment(from, i - from + 1).sum();
            QVERIFY2(inWindow >= 0.8,
                     qPrintable(QStringLiteral("row %1: %2 in the window").arg(i).arg(inWindow)));
            if (i >= 2)
                QVERIFY2(w.row(i).maxCoeff() <= 0.6,
                         qPrintable(QStringLiteral("row %1 is one key, not a window").arg(i)));
        }
    }

    void skipsTheHeadIgnoresThe()
    {
        // Almost nothing on "the", and the rest shared evenly among the other visible words.
        const StridedMatrix &w = m_result.heads[7].weights;
        for (int i = 1; i < kTokens; ++i) {
            double onOthers = 0;
            int others = 0;
            for (int j = 0; j <= i; ++j)
                if (m_session.tokens[j] != "the") {
                    onOthers += w(i, j);
                    ++others;
                }
            QVERIFY2(onOthers >= 0.95,
                     qPrintable(QStringLiteral("row %1: %2 off \"the\"").arg(i).arg(onOthers)));
            for (int j = 0; j <= i; ++j)
                if (m_session.tokens[j] != "the")
                    QVERIFY(w(i, j) <= 2.0 / others && w(i, j) >= 0.5 / others);
        }
    }

    void outputMixesTheHeads()
    {
        // W_O is not block-diagonal: head 1's rows reach the columns of the other heads …
        const int dk = m_session.dK();
        const Matrix &Wo = m_session.Wo;
        QVERIFY(Wo.topRows(dk).rightCols(Wo.cols() - dk).cwiseAbs().maxCoeff() > 0.1);
        // … so the output is visibly not the concatenation.
        QVERIFY((m_result.output - m_result.concat).cwiseAbs().maxCoeff() > 0.1);
    }

    void headsAreLabelledAndNamed()
    {
        const QJsonArray labels = m_view.value("head_labels").toArray();
        QCOMPARE(labels.size(), m_session.numHeads);
        for (const QJsonValue &l : labels) {
            QVERIFY(l.isString());
            QVERIFY(!l.toString().isEmpty());
            QVERIFY2(l.toString().size() <= 20, qPrintable(l.toString())); // drawn above small heatmaps
        }
        QCOMPARE(labels.at(0).toString(), QStringLiteral("previous token"));
        QVERIFY(labels.at(1).toString().startsWith(QStringLiteral("first token")));
        // The session's notes name every head's pattern.
        QFile file(QStringLiteral(":/presets/eight-heads.json"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QString notes = QJsonDocument::fromJson(file.readAll()).object().value("notes").toString();
        for (int h = 1; h <= 8; ++h)
            QVERIFY2(notes.contains(QStringLiteral("Head %1: ").arg(h)), qPrintable(QString::number(h)));
    }

private:
    Session m_session;
    AttentionResult m_result;
    QJsonObject m_view;
};

QTEST_GUILESS_MAIN(TestPresets)
#include "tst_presets.moc"
