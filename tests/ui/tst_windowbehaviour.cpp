// The window's behaviour in class (issue 18): editing never changes the query explained, a note
// whose numbers no longer hold says so, and the smaller things a teacher ran into.
// Driven through the widgets, headless (offscreen).
#include "window_fixture.h"

#include "core/attention.h"
#include "render/breakdownmodel.h"
#include "ui/common/appearance.h"
#include "ui/common/imageexportdialog.h"
#include "ui/heatmap/maskbar.h"
#include "ui/lesson/lessonsetup.h"
#include "ui/lesson/presentationwindow.h"
#include "ui/lesson/stepcanvas.h"
#include "ui/model/openmodeldialog.h"
#include "ui/notes/notesbar.h"
#include "ui/window/startup.h"

#include <QAction>
#include <QHeaderView>
#include <QRadioButton>
#include <QScrollArea>
#include <QStyleOptionButton>

#include <algorithm>
#include <functional>

using namespace attn;
using namespace testing;

namespace {

// WCAG's contrast ratio of two colours (1 … 21).
double contrast(const QColor &a, const QColor &b)
{
    auto luminance = [](const QColor &c) {
        auto lin = [](double v) { return v <= 0.03928 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4); };
        return 0.2126 * lin(c.redF()) + 0.7152 * lin(c.greenF()) + 0.0722 * lin(c.blueF());
    };
    const double x = luminance(a), y = luminance(b);
    return (std::max(x, y) + 0.05) / (std::min(x, y) + 0.05);
}

} // namespace

class TestWindowBehaviour : public QObject {
    Q_OBJECT

    WindowFixture m_fixture;
    MainWindow *window() { return m_fixture.window(); }
    Document *doc() { return m_fixture.doc(); }
    NotesBar *notes() { return window()->findChild<NotesBar *>(QStringLiteral("notesBar")); }
    QLabel *notesLabel() { return window()->findChild<QLabel *>(QStringLiteral("notesText")); }

private slots:
    void initTestCase() { WindowFixture::initTestCase(); }
    void init() { m_fixture.init(); }
    void cleanup()
    {
        Appearance::instance().setTheme(QStringLiteral("light"));
        m_fixture.cleanup();
    }

    // Item 3: Enter after typing a number moves the cursor down, not the explained query.
    void enterInTheTokensTableKeepsTheQuery()
    {
        QCOMPARE(doc()->selectedQuery(), 1);
        MatrixView *x = inputView(window(), MatrixId::Embeddings);
        typeIntoCell(x, 1, 2, QStringLiteral("0.5")); // query 2's first dimension, then Enter
        QCOMPARE(doc()->session().X(1, 0), 0.5);
        QCOMPARE(x->currentIndex().row(), 2); // the cursor went down, as in a spreadsheet
        QCOMPARE(doc()->selectedQuery(), 1);
        QVERIFY2(breakdown(window())->text().contains(QStringLiteral("Query 2")),
                 qPrintable(breakdown(window())->text().left(80)));
        QTest::keyClick(x, Qt::Key_Return); // Enter on a cell not being edited: down again
        QTest::keyClick(x, Qt::Key_Up);
        QCOMPARE(doc()->selectedQuery(), 1);
    }

    // Item 3: the focus entering a table and Tab put the cursor at a cell, and that is all.
    void tabIntoATableKeepsTheQuery()
    {
        MatrixView *x = inputView(window(), MatrixId::Embeddings);
        x->setFocus(Qt::TabFocusReason);
        QApplication::processEvents();
        QTest::keyClick(x, Qt::Key_Tab);
        QTest::keyClick(x, Qt::Key_Tab);
        QVERIFY(x->currentIndex().isValid());
        QCOMPARE(doc()->selectedQuery(), 1);
        QVERIFY(breakdown(window())->text().contains(QStringLiteral("Query 2")));
        MatrixView *w = computedView(window(), MatrixId::Weights);
        w->setFocus(Qt::TabFocusReason);
        QTest::keyClick(w, Qt::Key_Down);
        QCOMPARE(doc()->selectedQuery(), 1);
    }

    // Item 3: a row's number is an explicit choice, and it selects.
    void aRowHeaderSelectsTheQuery()
    {
        MatrixView *x = inputView(window(), MatrixId::Embeddings);
        QHeaderView *rows = x->verticalHeader();
        const QPoint at(rows->width() / 2, rows->sectionViewportPosition(2) + rows->sectionSize(2) / 2);
        QTest::mouseClick(rows->viewport(), Qt::LeftButton, {}, at);
        QCOMPARE(doc()->selectedQuery(), 2);
        QVERIFY(breakdown(window())->text().contains(QStringLiteral("Query 3")));
    }

    // Item 4: after an edit the note's numbers are not the session's; undo makes them true again.
    void aNoteAfterAnEditIsGreyedUntilUndone()
    {
        QVERIFY(notes()->isVisible());
        const QString note = notes()->text();
        QVERIFY(!note.isEmpty());
        const QColor ink = notesLabel()->palette().color(notesLabel()->foregroundRole());
        QVERIFY(!notesLabel()->text().contains(QStringLiteral("before your edits"), Qt::CaseInsensitive));

        typeIntoCell(inputView(window(), MatrixId::Embeddings), 0, 2, QStringLiteral("3"));
        QVERIFY(notes()->isStale());
        QVERIFY2(notesLabel()->text().startsWith(QStringLiteral("Before your edits")),
                 qPrintable(notesLabel()->text()));
        QVERIFY(notesLabel()->palette().color(notesLabel()->foregroundRole()) != ink);

        doc()->undoStack()->undo();
        QVERIFY(!notes()->isStale());
        QVERIFY(!notesLabel()->text().contains(QStringLiteral("before your edits"), Qt::CaseInsensitive));
        QCOMPARE(notesLabel()->palette().color(notesLabel()->foregroundRole()), ink);
        doc()->undoStack()->redo();
        QVERIFY(notes()->isStale());
    }

    // Item 4: notes the teacher writes after an edit are about that state.
    void notesWrittenAfterAnEditAreCurrent()
    {
        doc()->setValue(MatrixId::Embeddings, 0, 0, 3);
        QVERIFY(notes()->isStale());
        doc()->setNotes(QStringLiteral("Token 1 now has a 3."));
        QVERIFY(!notes()->isStale());
        QCOMPARE(notesLabel()->text(), QStringLiteral("Token 1 now has a 3."));
        doc()->setValue(MatrixId::Embeddings, 0, 0, 4);
        QVERIFY(notes()->isStale());
        doc()->undoStack()->undo();
        QVERIFY(!notes()->isStale());
    }

    // Item 7: selection, check boxes and disabled controls follow each theme's palette.
    void themesColourSelectionAndDisabledControls_data()
    {
        QTest::addColumn<QString>("theme");
        QTest::newRow("dark") << "dark";
        QTest::newRow("high contrast") << "high-contrast";
    }
    void themesColourSelectionAndDisabledControls()
    {
        QFETCH(QString, theme);
        Appearance::instance().setTheme(theme);
        QApplication::processEvents(); // the palette reaches the widgets
        const QPalette p = QApplication::palette();
        QVERIFY(contrast(p.color(QPalette::Active, QPalette::HighlightedText),
                         p.color(QPalette::Active, QPalette::Highlight))
                >= 4.5);
        for (QPalette::ColorRole text : { QPalette::Text, QPalette::WindowText, QPalette::ButtonText }) {
            const QPalette::ColorRole behind = text == QPalette::Text ? QPalette::Base
                : text == QPalette::ButtonText                        ? QPalette::Button
                                                                      : QPalette::Window;
            const double active
                = contrast(p.color(QPalette::Active, text), p.color(QPalette::Active, behind));
            const double disabled
                = contrast(p.color(QPalette::Disabled, text), p.color(QPalette::Disabled, behind));
            QVERIFY2(active >= 7, qPrintable(QString::number(active)));
            // Visibly fainter, still legible.
            QVERIFY2(disabled <= active * 0.5 && disabled >= 1.8,
                     qPrintable(QStringLiteral("%1 vs %2").arg(disabled).arg(active)));
        }
        // The selected query's row in the tables: its text reads on its band.
        MatrixView *x = inputView(window(), MatrixId::Embeddings);
        const QVariant band = x->model()->index(doc()->selectedQuery(), 3).data(Qt::BackgroundRole);
        QVERIFY(band.canConvert<QBrush>());
        QVERIFY2(contrast(qvariant_cast<QBrush>(band).color(), x->palette().color(QPalette::Text)) >= 4.5,
                 qPrintable(qvariant_cast<QBrush>(band).color().name() + QLatin1Char(' ')
                            + x->palette().color(QPalette::Text).name()));
        // An empty check box is drawn as a box: an outline that stands out from its inside.
        QCheckBox box(QStringLiteral("Causal"));
        box.resize(box.sizeHint());
        const QImage picture = box.grab().toImage();
        QStyleOptionButton option;
        option.initFrom(&box);
        const QRect indicator = box.style()->subElementRect(QStyle::SE_CheckBoxIndicator, &option, &box);
        const QColor inside = picture.pixelColor(indicator.center());
        double edge = 1;
        for (int y = indicator.top(); y <= indicator.bottom(); ++y)
            for (int x = indicator.left(); x <= indicator.right(); ++x)
                edge = std::max(edge, contrast(picture.pixelColor(x, y), inside));
        QVERIFY2(edge >= 3, qPrintable(QString::number(edge)));
    }

    // Item 7: presentation mode is drawn in the window's theme (a dim room is Dark's point).
    void presentationFollowsTheTheme()
    {
        Appearance::instance().setTheme(QStringLiteral("dark"));
        window()->lesson()->present(0);
        PresentationWindow *slides = window()->lesson()->presentation();
        QVERIFY(slides);
        QVERIFY(QTest::qWaitForWindowExposed(slides));
        const QImage shown = named<StepCanvas>(slides, "presentationCanvas")->grab().toImage();
        QCOMPARE(shown.pixelColor(2, 2), Theme::dark().background);
        Appearance::instance().setTheme(QStringLiteral("light"));
        QCOMPARE(named<StepCanvas>(slides, "presentationCanvas")->grab().toImage().pixelColor(2, 2),
                 Theme::light().background);
        slides->close();
    }

    // Item 10: "Model &folder:" is a mnemonic (its field is the buddy), never a shown "&".
    void openModelLabelsHaveTheirBuddies()
    {
        OpenModelDialog dialog(window());
        for (const QLabel *label : dialog.findChildren<QLabel *>())
            if (label->textFormat() != Qt::RichText && label->text().contains(QLatin1Char('&')))
                QVERIFY2(label->buddy(), qPrintable(label->text()));
    }

    // Item 10: Save As has the usual key.
    void saveAsHasCtrlShiftS()
    {
        auto *saveAs = window()->findChild<QAction *>(QStringLiteral("saveAs"));
        QVERIFY(saveAs);
        QSignalSpy triggered(saveAs, &QAction::triggered);
        onNextModal([](QWidget *dialog) { dialog->close(); }); // the file dialog: cancelled
        QTest::keyClick(window(), Qt::Key_S, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(triggered.count(), 1);
    }

    // Item 10: "As on screen" is the view's size on screen, and the status bar says what was written.
    void heatmapExportIsConfirmedAndAsOnScreen()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("map.png"));
        HeatmapWidget *map = heatmaps(window())->heatmap();
        QSize offered;
        onNextModal([&](QWidget *modal) {
            auto *dialog = qobject_cast<ImageExportDialog *>(modal);
            if (!dialog) {
                modal->close();
                return;
            }
            const int screen = named<QComboBox>(dialog, "exportSize")->findData(QStringLiteral("screen"));
            if (screen >= 0) {
                named<QComboBox>(dialog, "exportSize")->setCurrentIndex(screen);
                offered = QSize(named<QSpinBox>(dialog, "exportWidth")->value(),
                                named<QSpinBox>(dialog, "exportHeight")->value());
            }
            named<QLineEdit>(dialog, "exportPath")->setText(path);
            named<QPushButton>(dialog, "exportToFile")->click();
        });
        map->exportImageDialog();
        QCOMPARE(offered, map->size());
        QVERIFY(QFile::exists(path));
        const QString said = window()->statusBar()->currentMessage();
        QVERIFY2(said.contains(QStringLiteral("Exported")) && said.contains(QStringLiteral("map.png")),
                 qPrintable(said));
    }

    // Item 10: ticking Window on three tokens blocks something (a window of 3 would not).
    void aNewWindowIsNarrowerThanTheSession()
    {
        QCOMPARE(doc()->session().tokenCount(), 3);
        MaskBar *bar = named<MaskBar>(window(), "maskBar");
        QTest::mouseClick(named<QCheckBox>(bar, "maskWindow"), Qt::LeftButton, {},
                          QPoint(4, named<QCheckBox>(bar, "maskWindow")->height() / 2));
        QVERIFY(named<QCheckBox>(bar, "maskWindow")->isChecked());
        QVERIFY(doc()->session().window);
        QCOMPARE(*doc()->session().window, 2);
        QCOMPARE(named<QSpinBox>(bar, "maskWindowSize")->value(), 2);
        QVERIFY(doc()->result().heads[0].weights(2, 0) == 0.0); // |3 − 1| ≥ 2: blocked
    }

    // Item 10: after a crash, --present shows the slides first and asks when they end.
    void presentingAfterACrashAsksAfterTheSlides()
    {
        const QString orphan
            = QDir(window()->autosaver()->directory()).filePath(QStringLiteral("session-crashed-run.json"));
        QDir().mkpath(window()->autosaver()->directory());
        Session lost = lessonSession();
        lost.X(0, 0) = 0.375;
        QString error;
        QVERIFY(io::saveSession(orphan, lost, &error, QJsonObject { { "title", "The lesson" } }));
        bool asked = false, slidesUp = false;
        onNextModal([&](QWidget *modal) {
            asked = true;
            slidesUp = window()->lesson()->presentation() && window()->lesson()->presentation()->isVisible();
            if (auto *box = qobject_cast<QMessageBox *>(modal))
                box->button(QMessageBox::Yes)->click();
        });
        StartRequest request;
        request.present = true;
        request.step = 0;
        startWindow(*window(), request);
        PresentationWindow *slides = window()->lesson()->presentation();
        QVERIFY(slides && slides->isVisible());
        QApplication::processEvents(); // the class sees the slides; nothing asks meanwhile
        QVERIFY(!asked);
        slides->close();
        QTRY_VERIFY(asked);
        QVERIFY(!slidesUp);
        QCOMPARE(doc()->session().X(0, 0), 0.375); // restored, once asked
    }
    // Item 5: many keys in the breakdown's panel at 1280×720 (about 480 × 610): the heaviest
    // eight to ten keys at a readable size, not two keys and "… 9 more" over an empty panel.
    void theBreakdownShowsManyKeysInItsPanel_data()
    {
        QTest::addColumn<QString>("preset");
        QTest::addColumn<int>("tokens");
        QTest::newRow("eight heads") << "eight-heads" << 0;
        QTest::newRow("T = 512") << QString() << 512;
    }
    void theBreakdownShowsManyKeysInItsPanel()
    {
        QFETCH(QString, preset);
        QFETCH(int, tokens);
        QString error;
        const Session s
            = preset.isEmpty() ? randomSession(tokens, 16, 2, 5) : *io::loadPreset(preset, &error);
        const int query = s.tokenCount() - 1; // the last query sees every key, causal or not
        BreakdownWidget w;
        w.resize(480, 610);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.setBreakdown(makeBreakdown(s, computeAttention(s), 0, query));
        QCoreApplication::processEvents();
        const int keys = int(w.painter().model().columns.size());
        QVERIFY2(keys >= std::min(8, s.tokenCount()), qPrintable(QString::number(keys)));
        // Readable: drawn at no less than the widget's readable scale, and nothing cut off.
        const double scale = breakdownCanvas(&w)->width() / w.painter().preferredSize().width();
        QVERIFY2(scale >= BreakdownWidget::kReadable - 0.01, qPrintable(QString::number(scale)));
        QVERIFY(breakdownCanvas(&w)->width() <= breakdownScroll(&w)->viewport()->width());
        QVERIFY2(w.painter().layoutProblems().isEmpty(), qPrintable(w.painter().layoutProblems().join('\n')));
        // The keys shown are the heaviest ones.
        const RowVector weights = computeAttention(s).heads[0].weights.row(query);
        double lightestShown = 1, heaviestHidden = 0;
        std::vector<bool> shown(std::size_t(s.tokenCount()), false);
        for (const BreakdownColumn &c : w.painter().model().columns) {
            shown[std::size_t(c.key)] = true;
            lightestShown = std::min(lightestShown, weights(c.key));
        }
        for (int j = 0; j < s.tokenCount(); ++j)
            if (!shown[std::size_t(j)])
                heaviestHidden = std::max(heaviestHidden, weights(j));
        QVERIFY(heaviestHidden <= lightestShown);
    }
};

QTEST_MAIN(TestWindowBehaviour)
#include "tst_windowbehaviour.moc"
