// View ▸ Practise through its widgets: the lesson's exercises on the session in the window, a
// right answer typed and checked, a wrong one told where, three hints one after another, the
// progress, numbers in the locale's notation, the answers saved as check --answers reads them and
// opened again, and the exercises following an edit of the session.
#include "window_fixture.h"

#include "io/answers.h"
#include "ui/lesson/practicedialog.h"

#include <QAction>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QTemporaryDir>

using namespace attn;
using namespace testing;

class TestPractice : public QObject, public testing::WindowFixture {
    Q_OBJECT

    PracticeDialog *open()
    {
        named<QAction>(window(), "practiseAction")->trigger();
        auto *d = window()->findChild<PracticeDialog *>(QStringLiteral("practiceDialog"));
        // null when it did not open, or opened with no exercises: the callers' QVERIFY fails then
        // (every lesson step is built for them on a worker: seconds under the sanitizers)
        return d && QTest::qWaitFor([d] { return !d->exercises().empty(); }, 120000) ? d : nullptr;
    }

    static int indexOf(const PracticeDialog *d, const QString &id)
    {
        for (int i = 0; i < int(d->exercises().size()); ++i)
            if (d->exercises()[std::size_t(i)].id == id)
                return i;
        return -1;
    }

    // The answer typed into the field and checked with Enter, as a student would.
    static void answer(PracticeDialog *d, const QString &id, const QString &text)
    {
        auto *list = d->findChild<QListWidget *>(QStringLiteral("practiceList"));
        list->setCurrentRow(indexOf(d, id));
        QCOMPARE(d->current(), indexOf(d, id));
        d->answerEdit()->clear();
        QTest::keyClicks(d->answerEdit(), text);
        QTest::keyClick(d->answerEdit(), Qt::Key_Return);
    }

private slots:
    void initTestCase() { WindowFixture::initTestCase(); }
    void init() { WindowFixture::init(); }
    void cleanup() { WindowFixture::cleanup(); }

    void rightWrongHintsAndProgress()
    {
        PracticeDialog *d = open();
        QVERIFY(d && d->isVisible());
        const int n = int(d->exercises().size());
        QVERIFY(n >= 10);
        auto *progress = d->findChild<QLabel *>(QStringLiteral("practiceProgress"));
        QVERIFY2(progress->text().startsWith(QStringLiteral("0 of %1 right").arg(n)),
                 qPrintable(progress->text()));

        answer(d, QStringLiteral("h0.q1.weights"), QStringLiteral("0.284 0.140 0.576"));
        QCOMPARE(d->verdictText(), QStringLiteral("✓ Right."));
        QCOMPARE(d->rightCount(), 1);
        QVERIFY(progress->text().startsWith(QStringLiteral("1 of %1 right").arg(n)));
        auto *list = d->findChild<QListWidget *>(QStringLiteral("practiceList"));
        QVERIFY(
            list->item(indexOf(d, QStringLiteral("h0.q1.weights")))->text().startsWith(QStringLiteral("✓")));

        // The output worked from the printed numbers is right; a wrong second number is named.
        answer(d, QStringLiteral("h0.q1.output"), QStringLiteral("1.72, 0.9"));
        QVERIFY2(d->verdictText().contains(QStringLiteral("number 2 is the first that is off")),
                 qPrintable(d->verdictText()));
        QVERIFY(
            list->item(indexOf(d, QStringLiteral("h0.q1.output")))->text().startsWith(QStringLiteral("✗")));
        // Three hints, each saying more; then no more.
        QVERIFY(d->hintsText().isEmpty());
        for (int k = 1; k <= 3; ++k) {
            QVERIFY(d->hintButton()->isEnabled());
            QTest::mouseClick(d->hintButton(), Qt::LeftButton);
            QCOMPARE(d->hintsText().count(QStringLiteral("Hint ")), k);
        }
        QVERIFY(!d->hintButton()->isEnabled());
        QVERIFY(d->hintsText().contains(QStringLiteral("1.720")));
        answer(d, QStringLiteral("h0.q1.output"), QStringLiteral("1.72 0.72"));
        QCOMPARE(d->verdictText(), QStringLiteral("✓ Right."));
        QCOMPARE(d->rightCount(), 2);

        // A matrix row by row; a word is not a number (nothing marked).
        answer(d, QStringLiteral("Q"), QStringLiteral("1 0; 1 1; 2 1"));
        QCOMPARE(d->verdictText(), QStringLiteral("✓ Right."));
        answer(d, QStringLiteral("K"), QStringLiteral("1 1"));
        QCOMPARE(d->verdictText(),
                 QStringLiteral("✗ Not yet: 3 rows of 2 numbers are asked, the rows separated by ;"));
        // A row of the wrong length says how many are asked, in words, not "number(s)".
        answer(d, QStringLiteral("h0.q1.weights"), QStringLiteral("0.284 0.140"));
        QCOMPARE(d->verdictText(), QStringLiteral("✗ Not yet: 3 numbers are asked"));
        answer(d, QStringLiteral("h0.q1.weights"), QStringLiteral("0.284 0.140 0.576"));
        answer(d, QStringLiteral("K"), QStringLiteral("one"));
        QVERIFY(d->verdictText().contains(QStringLiteral("“one” is not a number")));
        QCOMPARE(d->rightCount(), 3);
        QVERIFY(PracticeDialog::glossaryHtml().contains(QStringLiteral("<b>softmax</b>")));
    }

    void numbersInTheLocalesNotation()
    {
        QString error;
        const QLocale german(QLocale::German);
        auto g = PracticeDialog::parseAnswer(QStringLiteral("0,284 0.140 −0,5"), german, &error);
        QVERIFY2(g, qPrintable(error));
        QCOMPARE(g->numbers, (std::vector<double> { 0.284, 0.140, -0.5 }));
        g = PracticeDialog::parseAnswer(QStringLiteral("(1, 2); (3, 4)"), QLocale::c(), &error);
        QVERIFY(g);
        QCOMPARE(g->rows, 2);
        QCOMPARE(g->cols, 2);
        QVERIFY(!PracticeDialog::parseAnswer(QStringLiteral("1 2; 3"), QLocale::c(), &error));
        QVERIFY(error.contains(QStringLiteral("different lengths")));
    }

    void answersSavedAndOpenedAgain()
    {
        PracticeDialog *d = open();
        QVERIFY(d);
        answer(d, QStringLiteral("h0.q1.weights"), QStringLiteral("0.284 0.140 0.576"));
        answer(d, QStringLiteral("Q"), QStringLiteral("1 0; 1 1; 2 1"));
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("answers.json"));
        QString error;
        QVERIFY2(d->saveAnswers(path, &error), qPrintable(error));
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const auto read = io::readAnswers(f.readAll(), &error); // what check --answers reads
        QVERIFY2(read, qPrintable(error));
        QCOMPARE(read->size(), std::size_t(2));
        // A fresh window opens them: the same answers typed, checked right again.
        cleanup();
        init();
        d = open();
        QVERIFY(d);
        int skipped = -1;
        QVERIFY2(d->openAnswers(path, &error, &skipped), qPrintable(error));
        QCOMPARE(skipped, 0);
        d->setCurrent(indexOf(d, QStringLiteral("Q")));
        QCOMPARE(d->answerEdit()->text(), QStringLiteral("1 0; 1 1; 2 1"));
        QTest::mouseClick(d->checkButton(), Qt::LeftButton);
        QCOMPARE(d->verdictText(), QStringLiteral("✓ Right."));
        // Not answers: said, nothing changed.
        const QString bad = dir.filePath(QStringLiteral("bad.json"));
        QFile b(bad);
        QVERIFY(b.open(QIODevice::WriteOnly));
        b.write("[1, 2]");
        b.close();
        QVERIFY(!d->openAnswers(bad, &error));
        QVERIFY(error.contains(QStringLiteral("not an object")));
        QCOMPARE(d->answerEdit()->text(), QStringLiteral("1 0; 1 1; 2 1"));
    }

    void exercisesFollowTheSession()
    {
        PracticeDialog *d = open();
        QVERIFY(d);
        answer(d, QStringLiteral("h0.q1.scores"), QStringLiteral("2 1 3"));
        QCOMPARE(d->verdictText(), QStringLiteral("✓ Right."));
        // k₃ changes: the score asked is another; the typed answer stays, no longer marked.
        const double before
            = d->exercises()[std::size_t(indexOf(d, QStringLiteral("h0.q1.scores")))].answer[2];
        doc()->setValue(MatrixId::Embeddings, 2, 0, 5.0);
        QTRY_VERIFY_WITH_TIMEOUT(
            d->exercises()[std::size_t(indexOf(d, QStringLiteral("h0.q1.scores")))].answer[2] != before,
            120000);
        d->setCurrent(indexOf(d, QStringLiteral("h0.q1.scores")));
        QCOMPARE(d->answerEdit()->text(), QStringLiteral("2 1 3"));
        QVERIFY(d->verdictText().isEmpty());
        QCOMPARE(d->rightCount(), 0);
    }
};

QTEST_MAIN(TestPractice)
#include "tst_practice.moc"
