// The main window, driven the way a user drives it: keys into tables, the toolbar, the clipboard.
// Headless (offscreen).
#include "window_fixture.h"

#include "ui/heatmap/maskbar.h"

using namespace attn;
using namespace testing;

class TestMainWindow : public QObject
{
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
        MatrixView *weights = window()->computed()->view(MatrixId::Weights);
        QCOMPARE(weights->model()->index(1, 2).data().toString(), QStringLiteral("0.576"));
    }

    void typingAnEmbeddingUpdatesEverything()
    {
        MatrixView *x = window()->inputs()->view(MatrixId::Embeddings);
        typeIntoCell(x, 0, 3, QStringLiteral("2.5")); // token 1, dimension 2
        QCOMPARE(doc()->session().X(0, 1), 2.5);
        Session expected = lessonSession();
        expected.X(0, 1) = 2.5;
        const AttentionResult r = computeAttention(expected);
        MatrixView *q = window()->computed()->view(MatrixId::Q);
        QCOMPARE(q->model()->index(0, 0).data(MatrixModel::ValueRole).toDouble(), r.Q(0, 0));
        QCOMPARE(q->model()->index(0, 1).data(MatrixModel::ValueRole).toDouble(), r.Q(0, 1));
        MatrixView *w = window()->computed()->view(MatrixId::Weights);
        MatrixView *out = window()->computed()->view(MatrixId::Output);
        for (int i = 0; i < 3; ++i) {
            for (int j = 0; j < 3; ++j)
                QCOMPARE(w->model()->index(i, j).data(MatrixModel::ValueRole).toDouble(), r.heads[0].weights(i, j));
            for (int j = 0; j < 2; ++j)
                QCOMPARE(out->model()->index(i, j).data(MatrixModel::ValueRole).toDouble(), r.output(i, j));
        }
        QVERIFY(window()->isWindowModified());

        // Undo and redo restore every number exactly.
        const AttentionResult lesson = computeAttention(lessonSession());
        doc()->undoStack()->undo();
        QCOMPARE(w->model()->index(1, 2).data(MatrixModel::ValueRole).toDouble(), lesson.heads[0].weights(1, 2));
        QCOMPARE(out->model()->index(1, 0).data(MatrixModel::ValueRole).toDouble(), lesson.output(1, 0));
        QVERIFY(!window()->isWindowModified());
        doc()->undoStack()->redo();
        QCOMPARE(out->model()->index(0, 0).data(MatrixModel::ValueRole).toDouble(), r.output(0, 0));
    }

    void tokenTextEditsAndFullPrecision()
    {
        MatrixView *x = window()->inputs()->view(MatrixId::Embeddings);
        typeIntoCell(x, 2, 0, QStringLiteral("shore"));
        QCOMPARE(doc()->session().tokens[2], std::string("shore"));
        QCOMPARE(window()->computed()->view(MatrixId::Weights)->model()->headerData(2, Qt::Horizontal).toString(),
                 QStringLiteral("3  shore"));
        // More digits than the table shows are kept, and the editor shows them all again.
        MatrixView *wq = window()->inputs()->view(MatrixId::Wq);
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
        QTest::newRow("huge") << QStringLiteral("1e300") << QStringLiteral("outside");
        QTest::newRow("empty") << QString() << QStringLiteral("type a number");
    }
    void badTypedInputIsRefusedWithAReason()
    {
        QFETCH(QString, text);
        QFETCH(QString, reason);
        MatrixView *wk = window()->inputs()->view(MatrixId::Wk);
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
        QVERIFY2(refused.first().first().toString().contains(reason), qPrintable(refused.first().first().toString()));
        QCOMPARE(QApplication::focusWidget(), editor); // still editing: nothing was lost
        QTest::keyClick(editor, Qt::Key_Escape);
        QVERIFY(sameSession(doc()->session(), lessonSession()));
        QCOMPARE(doc()->undoStack()->count(), 0);
    }

    void enterMovesDown()
    {
        MatrixView *wq = window()->inputs()->view(MatrixId::Wq);
        typeIntoCell(wq, 0, 1, QStringLiteral("5"));
        QCOMPARE(wq->currentIndex().row(), 1);
        QCOMPARE(wq->currentIndex().column(), 1);
    }

    void causalCheckBoxZeroesTheUpperTriangle()
    {
        QCheckBox *causal = window()->heatmaps()->maskBar()->causalBox();
        QTest::mouseClick(causal, Qt::LeftButton, {}, QPoint(8, causal->height() / 2));
        QVERIFY(doc()->session().causal);
        QAbstractItemModel *w = window()->computed()->view(MatrixId::Weights)->model();
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
        QSpinBox *d = window()->settings()->dModelBox();
        d->setValue(4);
        QCOMPARE(doc()->session().dModel(), 4);
        QComboBox *heads = window()->settings()->headsBox();
        QStringList offered;
        for (int i = 0; i < heads->count(); ++i)
            offered << heads->itemText(i);
        QCOMPARE(offered, (QStringList{"1", "2", "4"})); // only divisors of d_model
        heads->setCurrentIndex(1);
        emit heads->activated(1);
        QCOMPARE(doc()->result().numHeads, 2);
        QCOMPARE(doc()->result().dK, 2);
        QComboBox *headSel = window()->computed()->headBox();
        QCOMPARE(headSel->count(), 2);
        QAbstractItemModel *out = window()->computed()->view(MatrixId::HeadOutput)->model();
        QCOMPARE(out->columnCount(), 2);
        headSel->setCurrentIndex(1);
        emit headSel->activated(1);
        QCOMPARE(doc()->selectedHead(), 1);
        const AttentionResult r = computeAttention(doc()->session());
        QCOMPARE(out->index(0, 0).data(MatrixModel::ValueRole).toDouble(), r.heads[1].output(0, 0));
        QCOMPARE(window()->computed()->view(MatrixId::Q)->model()->headerData(2, Qt::Horizontal).toString(), QStringLiteral("h2·1"));
    }

    void addAndRemoveTokensResizeEverything()
    {
        auto *add = window()->inputs()->findChild<QToolButton *>(QStringLiteral("addToken"));
        auto *remove = window()->inputs()->findChild<QToolButton *>(QStringLiteral("removeToken"));
        QVERIFY(add && remove);
        QTest::mouseClick(add, Qt::LeftButton);
        QCOMPARE(doc()->session().tokenCount(), 4);
        QCOMPARE(window()->inputs()->view(MatrixId::Embeddings)->model()->rowCount(), 4);
        for (MatrixId id : {MatrixId::Q, MatrixId::Weights, MatrixId::Output})
            QCOMPARE(window()->computed()->view(id)->model()->rowCount(), 4);
        QCOMPARE(window()->computed()->view(MatrixId::Weights)->model()->columnCount(), 4);
        QCOMPARE(doc()->selectedQuery(), 2); // the new token, after the selected "river"
        QTest::mouseClick(remove, Qt::LeftButton);
        QTest::mouseClick(remove, Qt::LeftButton);
        QCOMPARE(doc()->session().tokenCount(), 2);
        QCOMPARE(window()->computed()->view(MatrixId::Weights)->model()->columnCount(), 2);
    }

    void pasteTsvBlock()
    {
        QApplication::clipboard()->setText(QStringLiteral("1\t2\n3\t-4.5\n"));
        MatrixView *wq = window()->inputs()->view(MatrixId::Wq);
        window()->inputs()->showMatrix(MatrixId::Wq);
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
        window()->inputs()->showMatrix(MatrixId::Wv);
        QCOMPARE(window()->inputs()->findChildren<QToolButton *>(QStringLiteral("fillZeros")).size(), 5);
        auto *zeros = window()->inputs()->view(MatrixId::Wv)->parentWidget()->findChild<QToolButton *>(QStringLiteral("fillZeros"));
        QTest::mouseClick(zeros, Qt::LeftButton);
        QVERIFY(doc()->session().Wv.isZero(0));
        QVERIFY(doc()->result().output.isZero(0));
    }

    void selectingAQueryHighlightsItEverywhere()
    {
        MatrixView *w = window()->computed()->view(MatrixId::Weights);
        w->setCurrentIndex(w->model()->index(2, 1));
        QCOMPARE(doc()->selectedQuery(), 2);
        for (MatrixView *v : {window()->inputs()->view(MatrixId::Embeddings), window()->computed()->view(MatrixId::Q),
                              window()->computed()->view(MatrixId::Output)}) {
            QVERIFY(v->model()->index(2, 0).data(MatrixModel::SelectedRowRole).toBool());
            QVERIFY(!v->model()->index(1, 0).data(MatrixModel::SelectedRowRole).toBool());
        }
    }

    void scaleSliderActsOnEverything()
    {
        QSlider *slider = window()->settings()->scaleSlider();
        slider->setSliderDown(true); // one drag, from one end to the other
        slider->setValue(slider->maximum()); // × 100: nearly one-hot
        QCOMPARE(doc()->result().scale, 100.0);
        QVERIFY(doc()->result().heads[0].weights(1, 2) > 0.99);
        QVERIFY(window()->heatmaps()->heatmap()->data()->values(1, 2) > 0.99);
        QVERIFY(window()->breakdown()->text().contains(QStringLiteral("× 100")));
        slider->setValue(slider->minimum()); // × 0.01: nearly uniform
        slider->setSliderDown(false);
        QVERIFY(std::abs(doc()->result().heads[0].weights(1, 2) - 1.0 / 3) < 0.01);
        QCOMPARE(doc()->undoStack()->count(), 1); // one drag, one step
        slider->setValue(slider->maximum()); // a click on the groove: a step of its own
        QCOMPARE(doc()->undoStack()->count(), 2);
        QCOMPARE(window()->settings()->scaleModeBox()->currentIndex(), int(ModelSettings::ScaleCustom));
    }

    void numbersInTheUsersLocale()
    {
        const QLocale before;
        QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
        QString why;
        QCOMPARE(parseNumber(QStringLiteral("0,125"), &why).value_or(-1), 0.125);
        QCOMPARE(parseNumber(QStringLiteral("0.125"), &why).value_or(-1), 0.125); // never 125
        QCOMPARE(parseNumber(QStringLiteral("−2,5"), &why).value_or(0), -2.5);   // our own minus sign
        QVERIFY(!parseNumber(QStringLiteral("1.234,5"), &why));                  // no group separators
        QCOMPARE(plainNumber(1234.5), QStringLiteral("1234,5"));                 // what reads back
        QCOMPARE(MatrixModel::formatNumber(-0.0001, 3), QStringLiteral("0,000"));
        QLocale::setDefault(before);
    }
};

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
