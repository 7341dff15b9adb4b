// The way into the lesson and presenting it with a clicker: the tool bar's Present button,
// Alt+4 bringing the Lesson panel to the front, the first start's hint (once), Help ▸ How to
// Use covering what the README lists, the presentation's key overlay (F1 or ?), ← taking back
// the answer revealed last, and the clicker's keys reaching the slides from every window.
#include "window_fixture.h"

#include "render/lesson/exercises.h"
#include "render/lesson/lessonsteps.h"
#include "ui/common/appearance.h"
#include "ui/dialogs/helpdialog.h"
#include "ui/lesson/classanswerbox.h"
#include "ui/lesson/lessoncontroller.h"
#include "ui/lesson/lessonpanel.h"
#include "ui/lesson/lessonsetup.h"
#include "ui/lesson/presentationwindow.h"
#include "ui/lesson/presenterview.h"

#include <QDialog>
#include <QDockWidget>
#include <QLineEdit>
#include <QRegularExpression>
#include <QSettings>
#include <QToolBar>

using namespace attn;
using namespace testing;

class TestPresenting : public QObject {
    Q_OBJECT

    WindowFixture m_fixture;

    MainWindow *window() { return m_fixture.window(); }
    LessonController *lesson() { return named<LessonController>(window(), "lessonController"); }

    PresentationWindow *present(int step)
    {
        window()->lesson()->present(step);
        PresentationWindow *p = window()->lesson()->presentation();
        if (p && !QTest::qWaitForWindowExposed(p))
            return nullptr;
        return p;
    }

    // The main window in front again, as when the teacher clicks into it on the laptop.
    void backToTheWindow()
    {
        window()->activateWindow();
        QTest::qWait(0);
        QApplication::processEvents();
    }

    // A step with at least three answers to reveal.
    int stepWithThreeAnswers()
    {
        for (int i = 0; i < lesson()->count(); ++i)
            if (lesson()->step(i).reveals.size() >= 3)
                return i;
        return -1;
    }

private slots:
    void initTestCase()
    {
        WindowFixture::initTestCase();
        QSettings().remove(QStringLiteral("lesson"));
    }
    void init() { m_fixture.init(); }
    void cleanup()
    {
        if (window() && window()->lesson()->presentation())
            window()->lesson()->presentation()->close();
        m_fixture.cleanup();
    }

    // ---- the way in -----------------------------------------------------------------------

    void presentsIconFollowsTheTheme()
    {
        // Present's ▶ is drawn in the theme's text colour: light on Dark's tool bar, dark on Light's.
        auto glyph = [this] {
            const QImage image = window()->lesson()->presentAction()->icon().pixmap(32, 32).toImage();
            return image.pixelColor(image.width() * 2 / 5, image.height() / 2); // inside the triangle
        };
        Appearance::instance().setTheme(QStringLiteral("dark"));
        const QColor onDark = glyph();
        Appearance::instance().setTheme(QStringLiteral("light"));
        const QColor onLight = glyph();
        QVERIFY2(onDark.alpha() > 200 && onDark.lightness() > 160, qPrintable(onDark.name()));
        QVERIFY2(onLight.alpha() > 200 && onLight.lightness() < 100, qPrintable(onLight.name()));
    }

    void presentIsAButtonOnTheToolBar()
    {
        auto *bar = window()->findChild<QToolBar *>(QStringLiteral("mainToolBar"));
        QVERIFY(bar);
        QWidget *button = bar->widgetForAction(window()->lesson()->presentAction());
        QVERIFY2(button, "no Present button on the main tool bar");
        QVERIFY(button->isVisible());
        QTest::mouseClick(button, Qt::LeftButton);
        QTRY_VERIFY(window()->lesson()->presentation());
        QVERIFY(QTest::qWaitForWindowExposed(window()->lesson()->presentation()));
    }

    void altFourBringsTheLessonPanelToTheFront()
    {
        window()->resize(1280, 720);
        QDockWidget *lessonDock = window()->lesson()->dock();
        QDockWidget *breakdown = named<QDockWidget>(window(), "breakdownDock");
        // The lesson as it starts: a tab behind the breakdown.
        window()->tabifyDockWidget(breakdown, lessonDock);
        lessonDock->show();
        breakdown->show();
        breakdown->raise();
        QTRY_VERIFY(lessonDock->visibleRegion().isEmpty());
        QTest::keyClick(window(), Qt::Key_4, Qt::AltModifier);
        QTRY_VERIFY2(lessonDock->isVisible() && !lessonDock->visibleRegion().isEmpty(),
                     "Alt+4 left the lesson behind the breakdown's tab");
        QWidget *panel = named<LessonPanel>(window(), "LessonPanel");
        QTRY_VERIFY(QApplication::focusWidget() == panel || panel->isAncestorOf(QApplication::focusWidget()));
        // In front, Alt+4 puts it away; again, it comes back in front.
        QTest::keyClick(window(), Qt::Key_4, Qt::AltModifier);
        QTRY_VERIFY(!lessonDock->isVisible());
        QTest::keyClick(window(), Qt::Key_4, Qt::AltModifier);
        QTRY_VERIFY(lessonDock->isVisible() && !lessonDock->visibleRegion().isEmpty());
        auto *toggle = window()->findChild<QAction *>(QStringLiteral("lessonDockToggle"));
        QVERIFY(toggle && toggle->isChecked());
    }

    void theFirstStartHintAppearsOnce()
    {
        QSettings().remove(QStringLiteral("lesson/hintShown"));
        // A window by itself shows none (a test's window, a --present start).
        QVERIFY(!window()->findChild<QWidget *>(QStringLiteral("lessonHint")));
        QWidget *hint = window()->lesson()->offerHint();
        QVERIFY(hint);
        QTRY_VERIFY(hint->isVisible());
        QVERIFY(window()->rect().contains(hint->geometry()));
        window()->resize(900, 700); // the window narrower: the hint still inside it
        QTRY_VERIFY(window()->rect().contains(hint->geometry()));
        QStringList texts;
        for (const QLabel *l : hint->findChildren<QLabel *>())
            texts << l->text();
        const QString text = texts.join(' ');
        for (const char *part : { "Present", "F5", "Alt+4" })
            QVERIFY2(text.contains(QLatin1String(part)), qPrintable(text));
        QPointer<QWidget> guard(hint);
        auto *close = hint->findChild<QPushButton *>(QStringLiteral("lessonHintClose"));
        QVERIFY(close);
        QTest::mouseClick(close, Qt::LeftButton);
        QTRY_VERIFY(!guard);
        // Remembered: the next start, in another window, shows none.
        QVERIFY(!window()->lesson()->offerHint());
        MainWindow second;
        QVERIFY(!second.lesson()->offerHint());
        documentOf(&second)->undoStack()->setClean();
    }

    void theHintLeadsIntoTheLesson()
    {
        QSettings().remove(QStringLiteral("lesson/hintShown"));
        QWidget *hint = window()->lesson()->offerHint();
        QVERIFY(hint);
        auto *present = hint->findChild<QPushButton *>(QStringLiteral("lessonHintPresent"));
        QVERIFY(present);
        QTest::mouseClick(present, Qt::LeftButton);
        QTRY_VERIFY(window()->lesson()->presentation());
    }

    void howToCoversWhatTheReadmeLists()
    {
        const QString html = howToHtml();
        for (const char *feature : { "Present", "F5", "Alt+4", "presenter view", "Export Lesson", "mask bar",
                                     "Window", "Prefix", "Sentences", "Open Model", "Edit Layer", "Zoom In",
                                     "Ctrl+0", "Theme", "high contrast", "recovery", "The block",
                                     "LayerNorm of one row" })
            QVERIFY2(html.contains(QLatin1String(feature)), feature);
        // The causal mask lives in the mask bar under the heatmap, not in the tool bar.
        QVERIFY2(!html.contains(QRegularExpression(QStringLiteral("tool bar[^.]*causal|causal[^.]*tool bar"),
                                                   QRegularExpression::CaseInsensitiveOption)),
                 "How to Use still puts the causal mask in the tool bar");
        // The lesson's length as it is, not as it was when the page was written.
        QVERIFY2(html.contains(QStringLiteral("in %1 steps").arg(lesson::stepCount())),
                 "How to Use gives another number of steps than the lesson has");
    }

    // ---- in the presentation ----------------------------------------------------------------

    void f1OrQuestionMarkShowsTheKeys()
    {
        lesson()->setHoldBack(false);
        PresentationWindow *p = present(2);
        QVERIFY(p);
        auto *keys = p->findChild<QLabel *>(QStringLiteral("presentationKeys"));
        QVERIFY2(keys, "the presentation has no key overlay");
        QVERIFY(!keys->isVisible());
        QSignalSpy left(p, &PresentationWindow::left);
        p->activateWindow();
        QTest::keyClick(p, Qt::Key_F1);
        QTRY_VERIFY(keys->isVisible());
        // F1 is the slides' here, not the main window's Help ▸ How to Use.
        QVERIFY(!window()->findChild<QDialog *>(QStringLiteral("howToPage")));
        for (const char *k : { "PageDown", "PageUp", "Esc", "Home" })
            QVERIFY2(keys->text().contains(QLatin1String(k)), k);
        QVERIFY(keys->geometry().intersects(p->rect()) && p->rect().contains(keys->geometry()));
        QTest::keyClick(p, Qt::Key_Right); // closes the keys, and only that
        QVERIFY(!keys->isVisible());
        QCOMPARE(lesson()->current(), 2);
        QTest::keyClick(p, Qt::Key_Question, Qt::ShiftModifier);
        QTRY_VERIFY(keys->isVisible());
        QTest::keyClick(p, Qt::Key_Escape); // the keys first, the presentation stays
        QVERIFY(!keys->isVisible());
        QCOMPARE(left.count(), 0);
    }

    void leftTakesBackTheLastRevealFirst()
    {
        lesson()->setHoldBack(true);
        const int s = stepWithThreeAnswers();
        QVERIFY(s > 0);
        PresentationWindow *p = present(s);
        QVERIFY(p);
        lesson()->reveal(2); // clicked on the slide
        QTest::keyClick(p, Qt::Key_Right); // the clicker: the first answer not shown yet
        QVERIFY(lesson()->reveals(s).isRevealed(0) && lesson()->reveals(s).isRevealed(2));
        QTest::keyClick(p, Qt::Key_Left); // back: the answer revealed last
        QCOMPARE(lesson()->current(), s);
        QVERIFY(!lesson()->reveals(s).isRevealed(0));
        QVERIFY(lesson()->reveals(s).isRevealed(2));
        QTest::keyClick(p, Qt::Key_PageUp); // the clicker's back, the same
        QCOMPARE(lesson()->current(), s);
        QCOMPARE(lesson()->reveals(s).revealedCount(), 0);
        QTest::keyClick(p, Qt::Key_Left); // nothing left to take back: the step before
        QCOMPARE(lesson()->current(), s - 1);
    }

    // T: the teacher types the class's answer to the next held-back number. Wrong says so and
    // reveals nothing; right (within the exercises' tolerance, a comma as the decimal point in a
    // German locale) reveals it and asks for the next (issue 43: presentation mode's practice).
    void theClassAnswersAndTheSlideChecks()
    {
        lesson()->setHoldBack(true);
        const int s = lesson::stepIndex(QStringLiteral("scores")); // q₂·k₁ = 2, q₂·k₂ = 1, q₂·k₃ = 3
        PresentationWindow *p = present(s);
        QVERIFY(p);
        QTest::keyClick(p, Qt::Key_T);
        auto *box = p->findChild<ClassAnswerBox *>();
        QVERIFY(box && box->isVisible());
        QCOMPARE(box->asked(), 0);
        auto *edit = box->findChild<QLineEdit *>(QStringLiteral("classAnswer"));
        QTRY_VERIFY(edit->hasFocus());
        QTest::keyClicks(edit, QStringLiteral("5"));
        QTest::keyClick(edit, Qt::Key_Return);
        QVERIFY2(box->verdict().startsWith(QStringLiteral("Not yet")), qPrintable(box->verdict()));
        QVERIFY(!lesson()->reveals(s).isRevealed(0)); // nothing given away
        QCOMPARE(lesson()->current(), s); // Enter in the box is not "next slide"
        edit->clear();
        QTest::keyClicks(edit, QStringLiteral("2.001")); // within the tolerance
        QTest::keyClick(edit, Qt::Key_Return);
        QVERIFY(lesson()->reveals(s).isRevealed(0));
        QVERIFY2(box->verdict().startsWith(QStringLiteral("Right: q₂·k₁ = 2")), qPrintable(box->verdict()));
        QCOMPARE(box->asked(), 1); // on to the next number
        box->setLocale(QLocale(QLocale::German));
        QVERIFY(!box->check(QStringLiteral("1,5")));
        QVERIFY(box->check(QStringLiteral("1,0")));
        QVERIFY(lesson()->reveals(s).isRevealed(1));
        // Up and Down while typing stay in the box; the slides do not move.
        QTest::keyClick(edit, Qt::Key_Down);
        QTest::keyClick(edit, Qt::Key_PageDown);
        QCOMPARE(lesson()->current(), s);
        QCOMPARE(box->asked(), 2);
        QTest::keyClick(edit, Qt::Key_Escape);
        QVERIFY(!box->isVisible());
        QVERIFY(!lesson()->reveals(s).isRevealed(2));
        QTest::keyClick(p, Qt::Key_Right); // the clicker goes on as before
        QVERIFY(lesson()->reveals(s).isRevealed(2));
        QTest::keyClick(p, Qt::Key_T); // nothing left to ask on this step: said, then gone
        QVERIFY(box->isVisible() && box->asked() == -1);
        QTRY_VERIFY_WITH_TIMEOUT(!box->isVisible(), 5000);

        // A number revealed while the box asks for it (a click, R): the box moves on to the next.
        lesson()->hideAll();
        lesson()->setHoldBack(false); // answers shown: T holds them back first
        QTest::keyClick(p, Qt::Key_T);
        QVERIFY(lesson()->holdsBack());
        QCOMPARE(box->asked(), 0);
        lesson()->reveal(0);
        QTRY_COMPARE(box->asked(), 1);
    }

    // The tolerance is the exercise's: a score worked from factors rounded as printed is right
    // on the projector as in Practise and `check` (revealTolerance: the dot product's rounding).
    void theClassAnswersWithTheExercisesTolerance()
    {
        const auto c = lesson()->context();
        QVERIFY(c);
        const lesson::StepModel &scores = lesson()->step(lesson::stepIndex(QStringLiteral("scores")));
        const double t = lesson::revealTolerance(*c, scores, 0);
        QVERIFY(t >= 0.005);
        for (const lesson::Exercise &e : lesson::lessonExercises(*c))
            if (e.id == scores.reveals[0].checked.id)
                QCOMPARE(t, e.tolerance);
    }

    // ---- the clicker's keys from every window -----------------------------------------------

    void pageDownFromTheMainWindowMovesTheSlides()
    {
        lesson()->setHoldBack(false);
        PresentationWindow *p = present(3);
        QVERIFY(p);
        backToTheWindow();
        MatrixView *table = inputView(window(), MatrixId::Embeddings);
        table->setFocus();
        QTest::keyClick(table, Qt::Key_PageDown);
        QCOMPARE(lesson()->current(), 4);
        QTest::keyClick(table, Qt::Key_Right);
        QCOMPARE(lesson()->current(), 5);
        QTest::keyClick(table, Qt::Key_Space);
        QCOMPARE(lesson()->current(), 6);
        QTest::keyClick(table, Qt::Key_Left);
        QCOMPARE(lesson()->current(), 5);
        QTest::keyClick(window(), Qt::Key_PageUp);
        QCOMPARE(lesson()->current(), 4);
        // Keys with Ctrl stay the window's.
        QTest::keyClick(table, Qt::Key_PageDown, Qt::ControlModifier);
        QCOMPARE(lesson()->current(), 4);
    }

    void arrowsInACellEditorStayInTheCell()
    {
        lesson()->setHoldBack(false);
        PresentationWindow *p = present(3);
        QVERIFY(p);
        backToTheWindow();
        MatrixView *table = inputView(window(), MatrixId::Embeddings);
        const QModelIndex cell = table->model()->index(0, 3); // token 1, dimension 2
        table->setCurrentIndex(cell);
        table->edit(cell);
        auto *editor = table->viewport()->findChild<QLineEdit *>();
        QVERIFY2(editor, "no cell editor opened");
        QVERIFY(table->indexWidget(cell) == editor);
        editor->setCursorPosition(0);
        QTest::keyClick(editor, Qt::Key_Right);
        QCOMPARE(lesson()->current(), 3);
        QCOMPARE(editor->cursorPosition(), 1); // the cursor moved in the cell
        QTest::keyClick(editor, Qt::Key_Space);
        QCOMPARE(lesson()->current(), 3);
        // PageDown is what a clicker sends: it always reaches the slides.
        QTest::keyClick(editor, Qt::Key_PageDown);
        QCOMPARE(lesson()->current(), 4);
        QTest::keyClick(editor, Qt::Key_Escape);
    }

    void aQuestionAskedKeepsItsKeys()
    {
        lesson()->setHoldBack(false);
        PresentationWindow *p = present(3);
        QVERIFY(p);
        QDialog question(window());
        auto *yes = new QPushButton(QStringLiteral("Yes"), &question);
        question.setModal(true);
        question.show();
        QVERIFY(QTest::qWaitForWindowExposed(&question));
        QTRY_VERIFY(QApplication::activeModalWidget() == &question);
        QTest::keyClick(yes, Qt::Key_PageDown);
        QTest::keyClick(yes, Qt::Key_Right);
        QCOMPARE(lesson()->current(), 3);
        question.close();
        QTest::keyClick(inputView(window(), MatrixId::Embeddings), Qt::Key_PageDown);
        QCOMPARE(lesson()->current(), 4);
    }

    void thePresenterViewDrivesTheSlides()
    {
        lesson()->setHoldBack(false);
        PresentationWindow *p = present(3);
        QVERIFY(p);
        p->showPresenterView();
        PresenterView *view = named<PresenterView>(p, "PresenterView");
        QVERIFY(view);
        QVERIFY(QTest::qWaitForWindowExposed(view));
        QWidget *target = named<QLabel>(view, "presenterNotes"); // wherever the pointer was clicked last
        QTest::keyClick(target, Qt::Key_PageDown);
        QCOMPARE(lesson()->current(), 4);
        QTest::keyClick(target, Qt::Key_Left);
        QCOMPARE(lesson()->current(), 3);
    }

    void afterThePresentationTheWindowHasItsKeysBack()
    {
        lesson()->setHoldBack(false);
        PresentationWindow *p = present(3);
        QVERIFY(p);
        QTest::keyClick(p, Qt::Key_Escape);
        QTRY_VERIFY(!window()->lesson()->presentation());
        backToTheWindow();
        MatrixView *table = inputView(window(), MatrixId::Embeddings);
        QTest::keyClick(table, Qt::Key_PageDown);
        QCOMPARE(lesson()->current(), 3);
    }
};

QTEST_MAIN(TestPresenting)
#include "tst_presenting.moc"
