// The main window, driven the way a user drives it: keys into tables, the toolbar, the clipboard.
// Headless (offscreen).
#include "window_fixture.h"

#include "ui/heatmap/maskbar.h"
#include <QSettings>
#include <QTabBar>

using namespace attn;
using namespace testing;

class TestMainWindow : public QObject {
    Q_OBJECT

    WindowFixture m_fixture;
    std::unique_ptr<MainWindow> &m_window = m_fixture.windowPointer();
    MainWindow *window() { return m_fixture.window(); }
    Document *doc() { return m_fixture.doc(); }

private slots:
    void initTestCase() { WindowFixture::initTestCase(); }
    void init() { m_fixture.init(); }
    void cleanup() { m_fixture.cleanup(); }

    void opensOnTheLesson()
    {
        QVERIFY(sameSession(doc()->session(), lessonSession()));
        QVERIFY(window()->windowTitle().startsWith(QStringLiteral("The lesson")));
        MatrixView *weights = computedView(window(), MatrixId::Weights);
        QCOMPARE(weights->model()->index(1, 2).data().toString(), QStringLiteral("0.576"));
    }

    void typingAnEmbeddingUpdatesEverything()
    {
        MatrixView *x = inputView(window(), MatrixId::Embeddings);
        typeIntoCell(x, 0, 3, QStringLiteral("2.5")); // token 1, dimension 2
        QCOMPARE(doc()->session().X(0, 1), 2.5);
        Session expected = lessonSession();
        expected.X(0, 1) = 2.5;
        const AttentionResult r = computeAttention(expected);
        MatrixView *q = computedView(window(), MatrixId::Q);
        QCOMPARE(q->model()->index(0, 0).data(MatrixModel::ValueRole).toDouble(), r.Q(0, 0));
        QCOMPARE(q->model()->index(0, 1).data(MatrixModel::ValueRole).toDouble(), r.Q(0, 1));
        MatrixView *w = computedView(window(), MatrixId::Weights);
        MatrixView *out = computedView(window(), MatrixId::Output);
        for (int i = 0; i < 3; ++i) {
            for (int j = 0; j < 3; ++j)
                QCOMPARE(w->model()->index(i, j).data(MatrixModel::ValueRole).toDouble(),
                         r.heads[0].weights(i, j));
            for (int j = 0; j < 2; ++j)
                QCOMPARE(out->model()->index(i, j).data(MatrixModel::ValueRole).toDouble(), r.output(i, j));
        }
        QVERIFY(window()->isWindowModified());

        // Undo and redo restore every number exactly.
        const AttentionResult lesson = computeAttention(lessonSession());
        doc()->undoStack()->undo();
        QCOMPARE(w->model()->index(1, 2).data(MatrixModel::ValueRole).toDouble(),
                 lesson.heads[0].weights(1, 2));
        QCOMPARE(out->model()->index(1, 0).data(MatrixModel::ValueRole).toDouble(), lesson.output(1, 0));
        QVERIFY(!window()->isWindowModified());
        doc()->undoStack()->redo();
        QCOMPARE(out->model()->index(0, 0).data(MatrixModel::ValueRole).toDouble(), r.output(0, 0));
    }

    void tokenTextEditsAndFullPrecision()
    {
        MatrixView *x = inputView(window(), MatrixId::Embeddings);
        typeIntoCell(x, 2, 0, QStringLiteral("shore"));
        QCOMPARE(doc()->session().tokens[2], std::string("shore"));
        QCOMPARE(computedView(window(), MatrixId::Weights)->model()->headerData(2, Qt::Horizontal).toString(),
                 QStringLiteral("3  shore"));
        // More digits than the table shows are kept, and the editor shows them all again.
        MatrixView *wq = inputView(window(), MatrixId::Wq);
        typeIntoCell(wq, 0, 0, QStringLiteral("0.123456789012345"));
        QCOMPARE(doc()->session().Wq(0, 0), 0.123456789012345);
        const QModelIndex cell = wq->model()->index(0, 0);
        wq->setCurrentIndex(cell);
        wq->edit(cell);
        auto *editor = qobject_cast<QLineEdit *>(QApplication::focusWidget());
        QVERIFY(editor);
        QCOMPARE(editor->text(), QStringLiteral("0.123456789012345"));
        QTest::keyClick(editor, Qt::Key_Escape);
    }

    void badTypedInputIsRefusedWithAReason_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("reason");
        QTest::newRow("text") << QStringLiteral("abc") << QStringLiteral("not a number");
        QTest::newRow("nan") << QStringLiteral("nan") << QStringLiteral("not a finite number");
        QTest::newRow("inf") << QStringLiteral("inf") << QStringLiteral("not a finite number");
        QTest::newRow("huge") << QStringLiteral("1e300") << QStringLiteral("1e300 is outside ±1000000");
        QTest::newRow("empty") << QString() << QStringLiteral("type a number");
        // Said the way it was typed, the limit in plain digits: never "1e+06 is outside ±1e+06".
        QTest::newRow("just over the limit")
            << QStringLiteral("1000001") << QStringLiteral("1000001 is outside ±1000000");
        QTest::newRow("negative, over the limit")
            << QStringLiteral("-2000000") << QStringLiteral("-2000000 is outside ±1000000");
        QTest::newRow("beyond any double") << QStringLiteral("1e400") << QStringLiteral("1e400 is too large");
        QTest::newRow("below any double") << QStringLiteral("1e-400") << QStringLiteral("too close to 0");
        // A comma where this locale (C, as English) writes a point: refused, with the way to write it.
        QTest::newRow("decimal comma")
            << QStringLiteral("1,5") << QStringLiteral("use a point for decimals (1.5)");
        QTest::newRow("thousands separator")
            << QStringLiteral("1,234") << QStringLiteral("use a point for decimals");
        QTest::newRow("both separators")
            << QStringLiteral("1,234.5") << QStringLiteral("no separators between thousands");
    }
    void badTypedInputIsRefusedWithAReason()
    {
        QFETCH(QString, text);
        QFETCH(QString, reason);
        MatrixView *wk = inputView(window(), MatrixId::Wk);
        QSignalSpy refused(wk, &MatrixView::refused);
        const QModelIndex cell = wk->model()->index(1, 1);
        wk->setCurrentIndex(cell);
        wk->edit(cell);
        auto *editor = qobject_cast<QLineEdit *>(QApplication::focusWidget());
        QVERIFY(editor);
        editor->selectAll();
        QTest::keyClicks(editor, text);
        if (text.isEmpty())
            QTest::keyClick(editor, Qt::Key_Backspace);
        QVERIFY(editor->toolTip().contains(reason) || text.isEmpty());
        QTest::keyClick(editor, Qt::Key_Return);
        QCOMPARE(refused.count(), 1);
        QVERIFY2(refused.first().first().toString().contains(reason),
                 qPrintable(refused.first().first().toString()));
        QCOMPARE(QApplication::focusWidget(), editor); // still editing: nothing was lost
        QTest::keyClick(editor, Qt::Key_Escape);
        QVERIFY(sameSession(doc()->session(), lessonSession()));
        QCOMPARE(doc()->undoStack()->count(), 0);
    }

    void commaByLocale_data()
    {
        QTest::addColumn<QString>("locale");
        QTest::addColumn<QString>("text");
        QTest::addColumn<double>("value"); // NaN: refused
        const double refused = std::numeric_limits<double>::quiet_NaN();
        QTest::newRow("German decimal comma") << QStringLiteral("de_DE") << QStringLiteral("1,5") << 1.5;
        QTest::newRow("German point still works")
            << QStringLiteral("de_DE") << QStringLiteral("0.25") << 0.25;
        QTest::newRow("German grouping refused")
            << QStringLiteral("de_DE") << QStringLiteral("1.234,5") << refused;
        QTest::newRow("English comma refused") << QStringLiteral("en_US") << QStringLiteral("1,5") << refused;
        QTest::newRow("English 1,234 is not 1.234")
            << QStringLiteral("en_US") << QStringLiteral("1,234") << refused;
        QTest::newRow("English point") << QStringLiteral("en_US") << QStringLiteral("1.234") << 1.234;
    }
    void commaByLocale()
    {
        QFETCH(QString, locale);
        QFETCH(QString, text);
        QFETCH(double, value);
        const QLocale before;
        QLocale::setDefault(QLocale(locale));
        MatrixView *x = inputView(window(), MatrixId::Embeddings);
        QSignalSpy refused(x, &MatrixView::refused);
        typeIntoCell(x, 0, 2, text); // token 1, dimension 1
        if (std::isnan(value)) {
            QCOMPARE(refused.count(), 1);
            QVERIFY(sameSession(doc()->session(), lessonSession()));
            QTest::keyClick(QApplication::focusWidget(), Qt::Key_Escape);
        } else {
            QCOMPARE(refused.count(), 0);
            QCOMPARE(doc()->session().X(0, 0), value);
        }
        QLocale::setDefault(before);
    }

    void removeTokenIsOffWithOneTokenLeft()
    {
        auto *remove = inputs(window())->findChild<QToolButton *>(QStringLiteral("removeToken"));
        QVERIFY(remove);
        QVERIFY(remove->isEnabled());
        QTest::mouseClick(remove, Qt::LeftButton);
        QTest::mouseClick(remove, Qt::LeftButton);
        QCOMPARE(doc()->session().tokenCount(), 1);
        QVERIFY(!remove->isEnabled()); // a session keeps at least one token
        doc()->undoStack()->undo();
        QVERIFY(remove->isEnabled());
    }

    void everyComputedMatrixCanBeReachedByItsName_data()
    {
        QTest::addColumn<int>("width");
        QTest::newRow("the dock at its usual width") << 330;
        QTest::newRow("a narrow dock") << 220;
        QTest::newRow("a wide dock") << 900;
    }
    void everyComputedMatrixCanBeReachedByItsName()
    {
        QFETCH(int, width);
        ComputedPanel panel(doc());
        panel.resize(width, 420);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        QApplication::processEvents();
        for (MatrixId id : { MatrixId::Q, MatrixId::K, MatrixId::V, MatrixId::Scores, MatrixId::Logits,
                             MatrixId::Weights, MatrixId::HeadOutput, MatrixId::Concat, MatrixId::Output }) {
            QToolButton *b = named<QToolButton>(&panel, QStringLiteral("pick-") + matrixName(id));
            QVERIFY(b);
            QVERIFY(b->isVisible());
            // Fully inside the panel, its whole name readable (nothing cut, nothing scrolled away).
            const QRect r(b->mapTo(&panel, QPoint(0, 0)), b->size());
            QVERIFY2(r.left() >= 0 && r.right() < panel.width(), qPrintable(b->text()));
            QVERIFY2(b->fontMetrics().horizontalAdvance(b->text()) <= b->contentsRect().width(),
                     qPrintable(b->text()));
            QVERIFY2(b->toolTip().startsWith(ComputedPanel::longName(id)),
                     qPrintable(b->toolTip())); // the full name
            // A click brings it to the front, and the caption names it in full, with its shape.
            QTest::mouseClick(b, Qt::LeftButton);
            QCOMPARE(panel.tabs()->currentWidget(), computedView(&panel, id));
            const QLabel *caption = named<QLabel>(&panel, "computedCaption");
            QVERIFY2(caption->text().startsWith(ComputedPanel::longName(id)), qPrintable(caption->text()));
            QVERIFY(caption->text().contains(computedView(&panel, id)->matrixModel()->shapeText()));
        }
        // Chosen elsewhere (the window's CSV export reads the page in front), the buttons follow.
        panel.tabs()->setCurrentWidget(computedView(&panel, MatrixId::Q));
        QVERIFY(named<QToolButton>(&panel, QStringLiteral("pick-") + matrixName(MatrixId::Q))->isChecked());
    }

    void inputTabsFitTheDock()
    {
        // Five names, no shapes: they fit the inputs dock of a 1280-pixel window (a quarter of it),
        // with no scroll arrows hiding a tab; each tab's shape is in its tooltip.
        InputPanel panel(doc());
        panel.resize(320, 300);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        QTabBar *bar = named<QTabWidget>(&panel, "inputTabs")->tabBar();
        QVERIFY2(
            bar->tabRect(0).left() >= 0 && bar->tabRect(bar->count() - 1).right() < bar->width(),
            qPrintable(
                QStringLiteral("%1 > %2").arg(bar->tabRect(bar->count() - 1).right()).arg(bar->width())));
        QCOMPARE(bar->tabToolTip(0), QStringLiteral("The tokens and their embeddings X (3×2)"));
        QCOMPARE(bar->tabToolTip(1), QStringLiteral("W_Q (2×2)"));
    }

    void generateDialogEstimatesWhileTypingAndRemembers()
    {
        QSettings().remove(QStringLiteral("generate"));
        {
            GenerateDialog dialog;
            dialog.show();
            QVERIFY(QTest::qWaitForWindowExposed(&dialog));
            QComboBox *heads = named<QComboBox>(&dialog, "generateHeads");
            const QLabel *estimate = named<QLabel>(&dialog, "generateEstimate");
            QSpinBox *tokens = named<QSpinBox>(&dialog, "generateTokens");
            QSpinBox *d = named<QSpinBox>(&dialog, "generateDModel");
            QVERIFY(heads && estimate && tokens && d);
            heads->setCurrentIndex(heads->findData(4));
            const QString before = estimate->text();
            tokens->setFocus();
            tokens->selectAll();
            QTest::keyClicks(tokens, QStringLiteral("2048"));
            // The estimate follows the keys; the value is taken only when typing ends.
            QVERIFY2(estimate->text().contains(QLocale().toString(qint64(2048) * 2048)),
                     qPrintable(estimate->text()));
            QVERIFY(estimate->text() != before);
            QCOMPARE(dialog.tokens(), 1024);
            // Typing d_model 12 passes through 1, which must not drop the 4 heads chosen.
            d->setFocus();
            d->selectAll();
            QTest::keyClicks(d, QStringLiteral("1"));
            QCOMPARE(dialog.heads(), 4);
            QVERIFY(heads->findData(32) >= 0); // still the heads of d_model 512
            QTest::keyClicks(d, QStringLiteral("2"));
            QTest::keyClick(d, Qt::Key_Return); // takes 12 and presses Generate, as a user's Enter does
            QCOMPARE(dialog.result(), int(QDialog::Accepted));
            QCOMPARE(dialog.dModel(), 12);
            QCOMPARE(dialog.heads(), 4);
            QCOMPARE(dialog.tokens(), 2048);
            QCOMPARE(dialog.session().numHeads, 4);
        }
        GenerateDialog again; // the sizes of last time
        QCOMPARE(again.tokens(), 2048);
        QCOMPARE(again.dModel(), 12);
        QCOMPARE(again.heads(), 4);
        QSettings().remove(QStringLiteral("generate"));
    }

    void enterMovesDown()
    {
        MatrixView *wq = inputView(window(), MatrixId::Wq);
        typeIntoCell(wq, 0, 1, QStringLiteral("5"));
        QCOMPARE(wq->currentIndex().row(), 1);
        QCOMPARE(wq->currentIndex().column(), 1);
    }

    void causalCheckBoxZeroesTheUpperTriangle()
    {
        QCheckBox *causal = named<QCheckBox>(window(), "maskCausal");
        QTest::mouseClick(causal, Qt::LeftButton, {}, QPoint(8, causal->height() / 2));
        QVERIFY(doc()->session().causal);
        QAbstractItemModel *w = computedView(window(), MatrixId::Weights)->model();
        for (int i = 0; i < 3; ++i)
            for (int j = i + 1; j < 3; ++j)
                QCOMPARE(w->index(i, j).data(MatrixModel::ValueRole).toDouble(), 0.0);
        QCOMPARE(w->index(1, 0).data().toString(), QStringLiteral("0.670"));
        doc()->undoStack()->undo();
        QVERIFY(!causal->isChecked());
        QCOMPARE(w->index(1, 2).data().toString(), QStringLiteral("0.576"));
    }

    void headCountReSplits()
    {
        QSpinBox *d = named<QSpinBox>(window(), "dModel");
        d->setValue(4);
        QCOMPARE(doc()->session().dModel(), 4);
        QComboBox *heads = named<QComboBox>(window(), "numHeads");
        QStringList offered;
        for (int i = 0; i < heads->count(); ++i)
            offered << heads->itemText(i);
        QCOMPARE(offered, (QStringList { "1", "2", "4" })); // only divisors of d_model
        heads->setCurrentIndex(1);
        emit heads->activated(1);
        QCOMPARE(doc()->result().numHeads, 2);
        QCOMPARE(doc()->result().dK, 2);
        QComboBox *headSel = named<QComboBox>(window(), "computedHead");
        QCOMPARE(headSel->count(), 2);
        QAbstractItemModel *out = computedView(window(), MatrixId::HeadOutput)->model();
        QCOMPARE(out->columnCount(), 2);
        headSel->setCurrentIndex(1);
        emit headSel->activated(1);
        QCOMPARE(doc()->selectedHead(), 1);
        const AttentionResult r = computeAttention(doc()->session());
        QCOMPARE(out->index(0, 0).data(MatrixModel::ValueRole).toDouble(), r.heads[1].output(0, 0));
        QCOMPARE(computedView(window(), MatrixId::Q)->model()->headerData(2, Qt::Horizontal).toString(),
                 QStringLiteral("h2·1"));
    }

    void addAndRemoveTokensResizeEverything()
    {
        auto *add = inputs(window())->findChild<QToolButton *>(QStringLiteral("addToken"));
        auto *remove = inputs(window())->findChild<QToolButton *>(QStringLiteral("removeToken"));
        QVERIFY(add && remove);
        QTest::mouseClick(add, Qt::LeftButton);
        QCOMPARE(doc()->session().tokenCount(), 4);
        QCOMPARE(inputView(window(), MatrixId::Embeddings)->model()->rowCount(), 4);
        for (MatrixId id : { MatrixId::Q, MatrixId::Weights, MatrixId::Output })
            QCOMPARE(computedView(window(), id)->model()->rowCount(), 4);
        QCOMPARE(computedView(window(), MatrixId::Weights)->model()->columnCount(), 4);
        QCOMPARE(doc()->selectedQuery(), 2); // the new token, after the selected "river"
        QTest::mouseClick(remove, Qt::LeftButton);
        QTest::mouseClick(remove, Qt::LeftButton);
        QCOMPARE(doc()->session().tokenCount(), 2);
        QCOMPARE(computedView(window(), MatrixId::Weights)->model()->columnCount(), 2);
    }

    void pasteTsvBlock()
    {
        QApplication::clipboard()->setText(QStringLiteral("1\t2\n3\t-4.5\n"));
        MatrixView *wq = inputView(window(), MatrixId::Wq);
        inputs(window())->showMatrix(MatrixId::Wq);
        wq->setFocus();
        wq->setCurrentIndex(wq->model()->index(0, 0));
        QTest::keyClick(wq, Qt::Key_V, Qt::ControlModifier);
        Matrix expected(2, 2);
        expected << 1, 2, 3, -4.5;
        QVERIFY(doc()->session().Wq == expected);
        QCOMPARE(doc()->undoStack()->count(), 1);
        QApplication::processEvents();
        // Copy gives the same block back.
        wq->selectAll();
        QTest::keyClick(wq, Qt::Key_C, Qt::ControlModifier);
        QCOMPARE(QApplication::clipboard()->text(), QStringLiteral("1\t2\n3\t-4.5\n"));
        // A block that does not fit, or holds text, changes nothing and says why.
        QSignalSpy refused(wq, &MatrixView::refused);
        QApplication::clipboard()->setText(QStringLiteral("1\t2\t3\n"));
        QTest::keyClick(wq, Qt::Key_V, Qt::ControlModifier);
        QApplication::clipboard()->setText(QStringLiteral("1\tx\n"));
        QTest::keyClick(wq, Qt::Key_V, Qt::ControlModifier);
        QCOMPARE(refused.count(), 2);
        QVERIFY(refused.at(0).first().toString().contains(QStringLiteral("does not fit")));
        QVERIFY(refused.at(1).first().toString().contains(QStringLiteral("not a number")));
        QVERIFY(doc()->session().Wq == expected);
        doc()->undoStack()->undo();
        QVERIFY(doc()->session().Wq == lessonSession().Wq);
    }

    void fillButtons()
    {
        inputs(window())->showMatrix(MatrixId::Wv);
        // One fill bar a matrix page; a session with W_Q, W_K and W_V shows five of them, the six
        // pages of latent attention's matrices (DeepSeek) hidden.
        QCOMPARE(inputs(window())->findChildren<QToolButton *>(QStringLiteral("fillZeros")).size(), 11);
        auto *tabs = named<QTabWidget>(window(), "inputTabs");
        int shown = 0;
        for (int t = 0; t < tabs->count(); ++t)
            shown += tabs->isTabVisible(t);
        QCOMPARE(shown, 5);
        auto *zeros = inputView(window(), MatrixId::Wv)
                          ->parentWidget()
                          ->findChild<QToolButton *>(QStringLiteral("fillZeros"));
        QTest::mouseClick(zeros, Qt::LeftButton);
        QVERIFY(doc()->session().Wv.isZero(0));
        QVERIFY(doc()->result().output.isZero(0));
    }

    void selectingAQueryHighlightsItEverywhere()
    {
        MatrixView *w = computedView(window(), MatrixId::Weights);
        QTest::mouseClick(w->viewport(), Qt::LeftButton, {}, w->visualRect(w->model()->index(2, 1)).center());
        QCOMPARE(doc()->selectedQuery(), 2);
        for (MatrixView *v : { inputView(window(), MatrixId::Embeddings), computedView(window(), MatrixId::Q),
                               computedView(window(), MatrixId::Output) }) {
            QVERIFY(v->model()->index(2, 0).data(MatrixModel::SelectedRowRole).toBool());
            QVERIFY(!v->model()->index(1, 0).data(MatrixModel::SelectedRowRole).toBool());
        }
    }

    void scaleSliderActsOnEverything()
    {
        QSlider *slider = named<QSlider>(window(), "scaleSlider");
        slider->setSliderDown(true); // one drag, from one end to the other
        slider->setValue(slider->maximum()); // × 100: nearly one-hot
        QCOMPARE(doc()->result().scale, 100.0);
        QVERIFY(doc()->result().heads[0].weights(1, 2) > 0.99);
        QVERIFY(heatmaps(window())->heatmap()->data()->values(1, 2) > 0.99);
        QVERIFY(breakdown(window())->text().contains(QStringLiteral("× 100")));
        slider->setValue(slider->minimum()); // × 0.01: nearly uniform
        slider->setSliderDown(false);
        QVERIFY(std::abs(doc()->result().heads[0].weights(1, 2) - 1.0 / 3) < 0.01);
        QCOMPARE(doc()->undoStack()->count(), 1); // one drag, one step
        slider->setValue(slider->maximum()); // a click on the groove: a step of its own
        QCOMPARE(doc()->undoStack()->count(), 2);
        QCOMPARE(named<QComboBox>(window(), "scaleMode")->currentIndex(), int(SessionShapeBar::ScaleCustom));
    }

    void numbersInTheUsersLocale()
    {
        const QLocale before;
        QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
        QString why;
        QCOMPARE(parseNumber(QStringLiteral("0,125"), &why).value_or(-1), 0.125);
        QCOMPARE(parseNumber(QStringLiteral("0.125"), &why).value_or(-1), 0.125); // never 125
        QCOMPARE(parseNumber(QStringLiteral("−2,5"), &why).value_or(0), -2.5); // our own minus sign
        QVERIFY(!parseNumber(QStringLiteral("1.234,5"), &why)); // no group separators
        QCOMPARE(plainNumber(1234.5), QStringLiteral("1234,5")); // what reads back
        QCOMPARE(MatrixModel::formatNumber(-0.0001, 3), QStringLiteral("0,000"));
        QCOMPARE(MatrixModel::formatNumber(1.5, 3), QStringLiteral("1,500"));
        QCOMPARE(MatrixModel::formatNumber(2.5e12, 3),
                 QStringLiteral("2,5×10¹²")); // compact, the user's comma
        QLocale::setDefault(before);
    }
};

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
