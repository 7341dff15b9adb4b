// The model view's painter without a widget: how it writes the tokens it labels (shownToken).
// The view itself, on a model the test writes, is driven in tests/ui/tst_modelview.cpp.
#include "render/modelviewpainter.h"

#include <QTest>

using namespace attn;

class TestModelViewPainter : public QObject {
    Q_OBJECT

private slots:
    void tokensShowTheirSpaces_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("shown");
        QTest::newRow("a word after a space") << " bank"
                                              << "␣bank";
        QTest::newRow("a word alone") << "bank"
                                      << "bank";
        QTest::newRow("a run of spaces") << "   "
                                         << "␣␣␣";
        QTest::newRow("two newlines") << "\n\n"
                                      << "↵↵";
        QTest::newRow("a tab and a carriage return") << "\t\r"
                                                     << "⇥␍";
        QTest::newRow("an accent") << " café"
                                   << "␣café";
        QTest::newRow("a split character's bytes") << "\\xe6\\x97"
                                                   << "\\xe6\\x97";
        QTest::newRow("empty") << ""
                               << "␣";
    }
    void tokensShowTheirSpaces()
    {
        QFETCH(QString, text);
        QFETCH(QString, shown);
        QCOMPARE(shownToken(text), shown);
        QVERIFY(!shownToken(text).contains(QStringLiteral("Ġ")));
    }
};

QTEST_GUILESS_MAIN(TestModelViewPainter)
#include "tst_modelviewpainter.moc"
