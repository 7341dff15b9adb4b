// The lesson in the window: presentation keys and clicks, answers revealed, steps that follow the
// document, the presenter view, the Lesson panel, the cost measured in the background and
// cancelled, and the main window's Present (F5) and Export Lesson.
#include "core/session.h"
#include "io/costcache.h"
#include "io/session_json.h"
#include "ui/document/document.h"
#include "ui/lesson/exportlessondialog.h"
#include "ui/lesson/lessoncontroller.h"
#include "ui/lesson/lessonpanel.h"
#include "ui/lesson/lessonsetup.h"
#include "ui/lesson/presentationwindow.h"
#include "ui/lesson/presenterview.h"
#include "ui/lesson/stepcanvas.h"
#include "ui/window/mainwindow.h"
#include "widget_lookup.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QFileDialog>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QRadioButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace attn;
using lesson::stepIndex;
using testing::documentOf;
using testing::named;

class TestLessonUi : public QObject {
    Q_OBJECT

    std::unique_ptr<Document> m_doc;
    std::unique_ptr<LessonController> m_lesson;

    static QStringList answers(const lesson::StepModel &s)
    {
        QStringList out;
        for (const auto &r : s.reveals)
            out << r.answer;
        return out;
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true); // the lesson's settings go to a test location
        QLocale::setDefault(QLocale::c());
    }

    void init()
    {
        QSettings().remove(QStringLiteral("lesson"));
        QFile::remove(io::costCachePath()); // no measurement kept from an earlier test
        m_doc = std::make_unique<Document>();
        m_lesson = std::make_unique<LessonController>(m_doc.get());
        m_lesson->setCostTokens({ 64 }); // reaching the cost step measures: keep it short here
    }

    void cleanup()
    {
        m_lesson.reset();
        m_doc.reset();
    }

    void presentationKeysMoveThroughTheSteps()
    {
        m_lesson->setHoldBack(false);
        auto *w = new PresentationWindow(m_lesson.get());
        QSignalSpy left(w, &PresentationWindow::left);
        w->start(0);
        QVERIFY(QTest::qWaitForWindowExposed(w));
        QCOMPARE(m_lesson->current(), 0);
        const struct {
            int key;
            int expected;
        } moves[] = { { Qt::Key_Right, 1 }, { Qt::Key_PageDown, 2 }, { Qt::Key_Space, 3 },
                      { Qt::Key_Left, 2 },  { Qt::Key_PageUp, 1 },   { Qt::Key_End, m_lesson->count() - 1 },
                      { Qt::Key_Home, 0 } };
        for (const auto &m : moves) {
            QTest::keyClick(w, Qt::Key(m.key));
            QCOMPARE(m_lesson->current(), m.expected);
            QCOMPARE(named<StepCanvas>(w, "presentationCanvas")->step().number,
                     m.expected + 1); // the slide on screen follows
        }
        // Digits then Enter jump to that step (counted from 1).
        QTest::keyClick(w, Qt::Key_1);
        QTest::keyClick(w, Qt::Key_2);
        QTest::keyClick(w, Qt::Key_Return);
        QCOMPARE(m_lesson->current(), 11);
        // B blanks the screen; the next key brings the slide back without moving.
        QTest::keyClick(w, Qt::Key_B);
        QVERIFY(w->isBlanked());
        QTest::keyClick(w, Qt::Key_Right);
        QVERIFY(!w->isBlanked());
        QCOMPARE(m_lesson->current(), 11);
        // G opens the step list; choosing a row jumps there; Esc closes the list first.
        QTest::keyClick(w, Qt::Key_G);
        QVERIFY(named<QListWidget>(w, "presentationSteps")->isVisible());
        named<QListWidget>(w, "presentationSteps")->setCurrentRow(4);
        QTest::keyClick(named<QListWidget>(w, "presentationSteps"), Qt::Key_Return);
        QCOMPARE(m_lesson->current(), 4);
        QVERIFY(!named<QListWidget>(w, "presentationSteps")->isVisible());
        QTest::keyClick(w, Qt::Key_G);
        QTest::keyClick(w, Qt::Key_Escape);
        QVERIFY(!named<QListWidget>(w, "presentationSteps")->isVisible());
        QCOMPARE(left.count(), 0);
        // Esc leaves presentation mode.
        QTest::keyClick(w, Qt::Key_Escape);
        QCOMPARE(left.count(), 1);
    }

    void theClickerRevealsBeforeItMovesOn()
    {
        m_lesson->setHoldBack(true);
        auto *w = new PresentationWindow(m_lesson.get());
        const int q = stepIndex(QStringLiteral("queries"));
        w->start(q);
        QCOMPARE(m_lesson->reveals(q).revealedCount(), 0);
        QTest::keyClick(w, Qt::Key_Right); // the first answer, not the next step
        QCOMPARE(m_lesson->current(), q);
        QCOMPARE(m_lesson->reveals(q).revealedCount(), 1);
        QTest::keyClick(w, Qt::Key_R);
        QCOMPARE(m_lesson->reveals(q).revealedCount(), 2);
        QTest::keyClick(w, Qt::Key_A);
        QVERIFY(m_lesson->reveals(q).allRevealed());
        QVERIFY(named<StepCanvas>(w, "presentationCanvas")->painter().showsConclusion());
        QTest::keyClick(w, Qt::Key_Right); // nothing left to reveal: the next step
        QCOMPARE(m_lesson->current(), q + 1);
        // H turns holding back off: the next step shows everything at once.
        QTest::keyClick(w, Qt::Key_H);
        QVERIFY(!m_lesson->holdsBack());
        QCOMPARE(named<StepCanvas>(w, "presentationCanvas")->painter().options().answers.mode,
                 lesson::AnswerMode::Shown);
        w->close();
    }

    void revealThroughClicks()
    {
        m_lesson->setHoldBack(true);
        auto *w = new PresentationWindow(m_lesson.get());
        const int n = stepIndex(QStringLiteral("normalise"));
        w->start(n);
        QVERIFY(QTest::qWaitForWindowExposed(w));
        StepCanvas *canvas = named<StepCanvas>(w, "presentationCanvas");
        // The answer box of the third weight, where it is drawn.
        QRectF box;
        int answer = -1;
        for (const lesson::SceneText &t : canvas->painter().scene(canvas->area()).texts())
            if (t.reveal >= 0 && t.text == QLatin1String("0.576")) {
                box = t.rect;
                answer = t.reveal;
            }
        QVERIFY(answer >= 0);
        QTest::mouseClick(canvas, Qt::LeftButton, {}, box.center().toPoint());
        QVERIFY(m_lesson->reveals(n).isRevealed(answer));
        QCOMPARE(m_lesson->reveals(n).revealedCount(), 1); // that one only
        QCOMPARE(m_lesson->current(), n);
        // A click elsewhere is the clicker's "next": the next answer first.
        QTest::mouseClick(canvas, Qt::LeftButton, {}, QPoint(5, 5));
        QCOMPARE(m_lesson->reveals(n).revealedCount(), 2);
        // A right click is the clicker's "back": the answer revealed last first, then the step.
        QTest::mouseClick(canvas, Qt::RightButton, {}, QPoint(5, 5));
        QCOMPARE(m_lesson->current(), n);
        QCOMPARE(m_lesson->reveals(n).revealedCount(), 1);
        QVERIFY(m_lesson->reveals(n).isRevealed(answer));
        QTest::mouseClick(canvas, Qt::RightButton, {}, QPoint(5, 5));
        QTest::mouseClick(canvas, Qt::RightButton, {}, QPoint(5, 5));
        QCOMPARE(m_lesson->current(), n - 1);
        w->close();
    }

    // A preset saved with its own query (saturation's view.query is 0): the window's lesson
    // follows that query, not the lesson's default token 2.
    void aPresetsQueryIsTheLessons()
    {
        QString error;
        QJsonObject view;
        const auto s = io::loadPreset(QStringLiteral("saturation"), &error, &view);
        QVERIFY2(s, qPrintable(error));
        QCOMPARE(view.value(QStringLiteral("query")).toInt(-1), 0);
        m_doc->reset(*s, view);
        QTRY_COMPARE(
            m_lesson->step(stepIndex(QStringLiteral("scores"))).as<lesson::WorkedPicture>()->heading.left(2),
            QStringLiteral("q₁"));
    }

    void stepsFollowTheDocument()
    {
        m_lesson->setHoldBack(false);
        auto *w = new PresentationWindow(m_lesson.get());
        w->start(stepIndex(QStringLiteral("queries")));
        QCOMPARE(answers(named<StepCanvas>(w, "presentationCanvas")->step()).at(1), QStringLiteral("(1, 1)"));
        // Leave, edit, come back: every step follows the edit.
        w->close();
        m_doc->setValue(MatrixId::Embeddings, 1, 0, 2.0); // token 2 = (2, 1): q = (3, 1)
        QTRY_COMPARE(answers(m_lesson->step(stepIndex(QStringLiteral("queries")))).at(1),
                     QStringLiteral("(3, 1)"));
        auto *again = new PresentationWindow(m_lesson.get());
        again->start(m_lesson->current());
        QCOMPARE(answers(named<StepCanvas>(again, "presentationCanvas")->step()).at(1),
                 QStringLiteral("(3, 1)"));
        // The window's selected query is the one the steps follow.
        m_doc->undoStack()->undo();
        QTRY_COMPARE(answers(m_lesson->step(stepIndex(QStringLiteral("queries")))).at(1),
                     QStringLiteral("(1, 1)"));
        m_doc->setSelectedQuery(2);
        QCOMPARE(answers(m_lesson->step(stepIndex(QStringLiteral("scores")))),
                 (QStringList { "3", "1", "4" }));
        again->close();
    }

    void presenterViewShowsNotesNextAndClock()
    {
        auto *w = new PresentationWindow(m_lesson.get());
        w->start(stepIndex(QStringLiteral("scores")));
        w->showPresenterView();
        PresenterView *view = named<PresenterView>(w, "PresenterView");
        QVERIFY(view);
        QCOMPARE(named<QLabel>(view, "presenterNotes")->text(), m_lesson->currentStep().notes);
        QCOMPARE(named<StepCanvas>(view, "presenterNext")->step().id, QStringLiteral("scale"));
        QVERIFY(named<QLabel>(view, "presenterAnswers")->text().contains(QStringLiteral("q₂·k₃ = 3")));
        QVERIFY(named<QLabel>(view, "presenterClock")->text().contains(QStringLiteral("elapsed 0:0")));
        // Keys typed on the laptop drive the slides.
        m_lesson->setHoldBack(false);
        QTest::keyClick(view, Qt::Key_Right);
        QCOMPARE(m_lesson->current(), stepIndex(QStringLiteral("scale")));
        QCOMPARE(named<StepCanvas>(view, "presenterNow")->step().id, QStringLiteral("scale"));
        w->close();
    }

    void panelIsTheSameLesson()
    {
        LessonPanel panel(m_lesson.get());
        panel.resize(900, 600);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        m_lesson->goTo(stepIndex(QStringLiteral("exp")));
        QCOMPARE(named<QComboBox>(&panel, "lessonStep")->currentIndex(), stepIndex(QStringLiteral("exp")));
        QCOMPARE(named<StepCanvas>(&panel, "lessonCanvas")->step().id, QStringLiteral("exp"));
        named<QComboBox>(&panel, "lessonStep")->setCurrentIndex(stepIndex(QStringLiteral("scale")));
        QCOMPARE(m_lesson->current(), stepIndex(QStringLiteral("scale")));
        QVERIFY(named<QCheckBox>(&panel, "lessonHoldBack")->isChecked());
        QTest::mouseClick(named<QPushButton>(&panel, "lessonReveal"), Qt::LeftButton);
        QCOMPARE(m_lesson->reveals(m_lesson->current()).revealedCount(), 1);
        named<QCheckBox>(&panel, "lessonHoldBack")->click();
        QVERIFY(!m_lesson->holdsBack());
        QVERIFY(!named<QPushButton>(&panel, "lessonReveal")->isEnabled());
    }

    void measuredCostCanBeCancelled()
    {
        m_lesson->setCostTokens({ 256, 512, 1024, 2048, 4096 });
        QSignalSpy changed(m_lesson.get(), &LessonController::costChanged);
        m_lesson->measureCost();
        QVERIFY(m_lesson->isMeasuring());
        QCOMPARE(m_lesson->cost().state, lesson::CostStatus::State::Measuring);
        // The step says it is measuring, and the window keeps working meanwhile.
        QVERIFY(m_lesson->step(stepIndex(QStringLiteral("cost")))
                    .text()
                    .contains(QStringLiteral("Measuring on this machine")));
        m_lesson->cancelCost();
        QTRY_VERIFY_WITH_TIMEOUT(!m_lesson->isMeasuring(), 60000);
        QCOMPARE(m_lesson->cost().state, lesson::CostStatus::State::Cancelled);
        QVERIFY(m_lesson->cost().points.size() < 5);
        QVERIFY(
            m_lesson->step(stepIndex(QStringLiteral("cost"))).text().contains(QStringLiteral("cancelled")));
        QVERIFY(changed.count() >= 2);
    }

    void measuredCostIsShownAndKept()
    {
        m_lesson->setCostTokens({ 64, 128 });
        m_lesson->goTo(stepIndex(QStringLiteral("cost"))); // reaching the step measures
        QVERIFY(m_lesson->isMeasuring());
        QTRY_VERIFY_WITH_TIMEOUT(!m_lesson->isMeasuring(), 60000);
        QCOMPARE(m_lesson->cost().state, lesson::CostStatus::State::Measured);
        QCOMPARE(m_lesson->cost().points.size(), std::size_t(2));
        QCOMPARE(m_lesson->cost().points[1].tokens, 128);
        const auto *p = m_lesson->currentStep().as<lesson::CostPicture>();
        QVERIFY(p);
        QCOMPARE(p->status.points.size(), std::size_t(2));
        // The next lesson shows the last measurement at once.
        LessonController later(m_doc.get());
        QCOMPARE(later.cost().state, lesson::CostStatus::State::Measured);
        QCOMPARE(later.cost().points.size(), std::size_t(2));
    }

    void largeSessionsBuildStepsInTheBackground()
    {
#ifdef ATTENTION_SANITIZERS
        constexpr int kPatience = 300000; // a Debug build under ASan works T = 2048 out ~10× slower
#else
        constexpr int kPatience = 60000;
#endif
        m_doc->reset(randomSession(2048, 64, 2, 1));
        QTRY_VERIFY_WITH_TIMEOUT(!m_doc->isComputing(), kPatience);
        QVERIFY(Document::computesInBackground(m_doc->resultSession()));
        const int masks = stepIndex(QStringLiteral("masks"));
        QSignalSpy built(m_lesson.get(), &LessonController::stepsChanged);
        const lesson::StepModel first = m_lesson->step(masks);
        QVERIFY(m_lesson->isBuilding(masks));
        QVERIFY(first.unavailable.contains(QStringLiteral("Working this step out")));
        QTRY_VERIFY_WITH_TIMEOUT(!m_lesson->isBuilding(masks), kPatience);
        QVERIFY(m_lesson->step(masks).unavailable.isEmpty());
        QCOMPARE(m_lesson->step(masks).as<lesson::HeatmapsPicture>()->tiles.size(), std::size_t(3));
    }

    void exportDialogAsksWhatToWrite()
    {
        ExportLessonDialog dialog(3);
        QVERIFY(!dialog.options().quiz);
        QCOMPARE(dialog.options().size, QSizeF(1280, 720));
        QCOMPARE(dialog.options().step, -1);
        named<QRadioButton>(&dialog, "lessonExportWorksheet")->setChecked(true);
        QVERIFY(dialog.options().quiz);
        QVERIFY(!dialog.options().answers);
        QCOMPARE(dialog.options().size, QSizeF(595, 842)); // A4 portrait for a worksheet
        named<QRadioButton>(&dialog, "lessonExportKey")->setChecked(true);
        QVERIFY(dialog.options().answers);
        named<QComboBox>(&dialog, "lessonExportWhat")->setCurrentIndex(1);
        QCOMPARE(dialog.options().step, 3);
        QCOMPARE(dialog.suggestedName(), QStringLiteral("lesson-answers-step4.pdf"));
    }

    // File ▸ Export Lesson ▸ all three: the deck, the worksheet and its key, written from one
    // measurement of the cost (taken first, as none is kept yet) — the one the window keeps.
    void exportLessonWritesAllThreeFromOneMeasurement()
    {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        LessonController *lesson = named<LessonController>(window.lesson(), "lessonController");
        lesson->setCostTokens({ 64, 128 });
        QCOMPARE(lesson->cost().state, lesson::CostStatus::State::NotMeasured);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("lesson.pdf")); // the name the dialog suggests
        int answered = 0;
        QTimer timer;
        timer.setInterval(20);
        connect(&timer, &QTimer::timeout, this, [&] {
            QWidget *modal = QApplication::activeModalWidget();
            if (auto *d = qobject_cast<ExportLessonDialog *>(modal); d && answered == 0) {
                ++answered;
                named<QRadioButton>(d, "lessonExportAll")->click();
                QVERIFY(!named<QComboBox>(d, "lessonExportWhat")->isEnabled());
                d->accept();
            } else if (auto *f = qobject_cast<QFileDialog *>(modal); f && answered == 1) {
                ++answered;
                f->selectFile(path);
                static_cast<QDialog *>(f)->accept(); // QFileDialog::accept() is protected
            }
        });
        timer.start();
        QSignalSpy measured(lesson, &LessonController::costChanged);
        window.lesson()->exportWithDialog();
        timer.stop();
        QCOMPARE(answered, 2);
        const QStringList names { "lesson-deck.pdf", "lesson-worksheet.pdf", "lesson-answers.pdf" };
        for (const QString &n : names)
            QVERIFY2(QFileInfo(dir.filePath(n)).size() > 1000,
                     qPrintable(n + QStringLiteral(" not in ") + QDir(dir.path()).entryList().join(' ')));
        QVERIFY(!QFileInfo::exists(path));
        // One measurement: the window's, kept in the cache folder, with the sizes asked.
        QCOMPARE(lesson->cost().state, lesson::CostStatus::State::Measured);
        QCOMPARE(lesson->cost().points.size(), std::size_t(2));
        const auto kept = io::loadCostCache(lesson::kCostDModel, lesson::kCostHeads);
        QVERIFY(kept);
        QCOMPARE(kept->points.size(), std::size_t(2));
        QCOMPARE(kept->points[1].seconds, lesson->cost().points[1].seconds);
        QVERIFY(measured.count() >= 1);
        // The cost page of each file, drawn as the export draws it, shows the same times.
        const int cost = stepIndex(QStringLiteral("cost"));
        lesson::LessonContext context = *lesson->context();
        context.cost = lesson->cost();
        const lesson::StepModel step = lesson::buildStep(context, cost);
        ExportLessonDialog options(cost);
        named<QRadioButton>(&options, "lessonExportAll")->setChecked(true);
        QStringList seen;
        for (const auto &file : options.threeFiles()) {
            const lesson::LessonPainter painter(step, lesson::exportPaintOptions(file.options));
            QStringList times;
            for (const auto &t :
                 painter.scene(QRectF(QPointF(0, 0), lesson::exportSize(file.options))).texts())
                if (t.text.endsWith(QStringLiteral(" ms")) || t.text.endsWith(QStringLiteral(" s")))
                    times << t.text;
            QVERIFY(times.size() >= 2);
            seen << times.join(QLatin1Char(' '));
        }
        QCOMPARE(seen.size(), 3);
        QCOMPARE(seen[1], seen[0]);
        QCOMPARE(seen[2], seen[0]);
        documentOf(&window)->undoStack()->setClean();
    }

    void mainWindowPresentsWithF5()
    {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto *present = window.findChild<QAction *>(QStringLiteral("presentLesson"));
        QVERIFY(present);
        QCOMPARE(present->shortcut(), QKeySequence(Qt::Key_F5));
        QVERIFY(window.findChild<QAction *>(QStringLiteral("exportLesson")));
        present->trigger();
        PresentationWindow *p = window.lesson()->presentation();
        QVERIFY(p);
        QVERIFY(QTest::qWaitForWindowExposed(p));
        QVERIFY(p->isFullScreen());
        QCOMPARE(named<StepCanvas>(p, "presentationCanvas")->step().id,
                 named<LessonController>(window.lesson(), "lessonController")->currentStep().id);
        QTest::keyClick(p, Qt::Key_Escape);
        QTRY_VERIFY(!window.lesson()->presentation());
        documentOf(&window)->undoStack()->setClean();
    }
};

QTEST_MAIN(TestLessonUi)
#include "tst_lessonui.moc"
