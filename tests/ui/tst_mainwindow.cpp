// The main window, driven the way a user drives it: keys into tables, clicks on buttons,
// the clipboard, files. Headless (offscreen).
#include "../common/full_disk.h"
#include "core/attention.h"
#include "io/session_json.h"
#include "ui/document/autosave.h"
#include "ui/document/document.h"
#include "ui/dialogs/generatedialog.h"
#include "ui/dialogs/labsdialog.h"
#include "ui/dialogs/shapesdialog.h"
#include "ui/breakdown/breakdownwidget.h"
#include "ui/heatmap/headgridwidget.h"
#include "ui/heatmap/heatmappanel.h"
#include "ui/heatmap/heatmapwidget.h"
#include "io/memorycheck.h"
#include "render/overview.h"
#include "ui/mainwindow.h"
#include "ui/tables/matrixmodel.h"
#include "ui/tables/matrixpanels.h"
#include "ui/tables/matrixview.h"
#include "ui/modelsettings.h"

#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QLabel>
#include <QFile>
#include <QLineEdit>
#include <QMessageBox>
#include <QSignalSpy>
#include <QSlider>
#include <QSpinBox>
#include <QStandardPaths>
#include <QDir>
#include <QElapsedTimer>
#include <QJsonObject>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QPushButton>
#include <QTabWidget>
#include <QTableWidget>
#include <QTextBrowser>
#include <QTimer>
#include <QToolButton>

#include <csignal>
#include <sys/resource.h>

using namespace attn;

namespace {

// Answers the next modal message box (as a user would) and hands back its text.
class MessageBoxCatcher
{
public:
    explicit MessageBoxCatcher(QMessageBox::StandardButton answer = QMessageBox::Ok)
    {
        auto *timer = new QTimer(qApp);
        timer->setInterval(20);
        QObject::connect(timer, &QTimer::timeout, timer, [this, timer, answer] {
            if (auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget())) {
                m_text = box->text();
                timer->stop();
                timer->deleteLater();
                box->button(answer)->click();
            }
        });
        timer->start();
    }
    QString text() const { return m_text; }

private:
    QString m_text;
};

void typeIntoCell(MatrixView *view, int row, int column, const QString &text)
{
    const QModelIndex index = view->model()->index(row, column);
    view->setCurrentIndex(index);
    view->edit(index);
    auto *editor = qobject_cast<QLineEdit *>(QApplication::focusWidget());
    QVERIFY2(editor, "no line editor opened");
    editor->selectAll();
    QTest::keyClicks(editor, text);
    QTest::keyClick(editor, Qt::Key_Return);
    QApplication::processEvents(); // the delegate commits through a queued call, as for a user
}

} // namespace

class TestMainWindow : public QObject
{
    Q_OBJECT

    std::unique_ptr<MainWindow> m_window;
    MainWindow *window() { return m_window.get(); }
    Document *doc() { return m_window->document(); }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true); // recent files and layout go to a test location
        QLocale::setDefault(QLocale::c());
    }

    void init()
    {
        // Recovery copies live in the test location across runs: every test starts without any.
        QDir(Autosaver::defaultDirectory()).removeRecursively();
        m_window = std::make_unique<MainWindow>();
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        m_window->activateWindow();
    }

    void cleanup()
    {
        doc()->undoStack()->setClean(); // no prompt on close
        m_window.reset();
    }

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
        QCheckBox *causal = window()->settings()->causalBox();
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

    void saveLoadRoundTrip()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("lesson.json"));
        doc()->setValue(MatrixId::Wo, 0, 1, 0.3333333333333333);
        doc()->setCausal(true);
        doc()->toggleBlocked(2, 1);
        const Session edited = doc()->session();
        QVERIFY(window()->saveTo(path));
        QVERIFY(!window()->isWindowModified());
        QVERIFY(window()->windowTitle().startsWith(QStringLiteral("lesson.json")));
        doc()->reset(lessonSession());
        QVERIFY(window()->openFile(path));
        QVERIFY(sameSession(doc()->session(), edited));
        QCOMPARE(doc()->filePath(), path);
    }

    void brokenFileKeepsTheWork()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("broken.json"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(R"({"format": "attention-lab-session", "version": 1, "tokens": ["a"], "embeddings": [[1, 2]],
                    "num_heads": 1, "W_Q": [[1, 0], [0, 1]], "W_K": [[1, 0, 0], [0, 1]], "W_V": [[1, 0], [0, 1]]})");
        f.close();
        doc()->setValue(MatrixId::Embeddings, 0, 0, 9);
        const Session work = doc()->session();
        MessageBoxCatcher catcher;
        QVERIFY(!window()->openFile(path));
        QCOMPARE(catcher.text(), QStringLiteral("broken.json: W_K: row 0 has 3 numbers, expected 2"));
        QVERIFY(sameSession(doc()->session(), work));
        QVERIFY(doc()->isModified());
    }

    void sessionTooLargeForMemoryIsRefusedOnLoad()
    {
        // A valid file of 2048 tokens, 4 heads: the window would need ~0.4 GB. With 256 MiB
        // available it is refused before anything is computed, and the work stays.
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("big.json"));
        QString error;
        QVERIFY(io::saveSession(path, randomSession(2048, 16, 4, 3), &error));
        doc()->setValue(MatrixId::Embeddings, 0, 0, 7);
        const Session work = doc()->session();
        QVERIFY(!doc()->load(path, &error, 256ull << 20));
        QVERIFY2(error.startsWith(QStringLiteral("big.json: this session of 2048 tokens needs about")), qPrintable(error));
        QVERIFY(error.contains(QStringLiteral("available")));
        QVERIFY(sameSession(doc()->session(), work));
        QVERIFY(!doc()->isComputing());
        QVERIFY(doc()->isModified());
        // With the memory there, the same file opens.
        QVERIFY2(doc()->load(path, &error, 8ull << 30), qPrintable(error));
        QCOMPARE(doc()->session().tokenCount(), 2048);
        QTRY_VERIFY_WITH_TIMEOUT(!doc()->isComputing(), 60000);
    }

    void headBoxNamesTheHeadsOfTheResultShown()
    {
        // 600 tokens compute in the background: while 8 heads are computed, the tables still
        // show the 4-head result, and the head box offers those 4.
        doc()->reset(randomSession(600, 64, 4, 9));
        QTRY_VERIFY_WITH_TIMEOUT(!doc()->isComputing(), 60000);
        doc()->setSelectedHead(3);
        QCOMPARE(window()->computed()->headBox()->count(), 4);
        QCOMPARE(window()->computed()->headBox()->currentIndex(), 3);
        doc()->setNumHeads(8);
        QVERIFY(doc()->isComputing());
        QCOMPARE(doc()->result().numHeads, 4);
        QCOMPARE(window()->computed()->headBox()->count(), 4);
        QCOMPARE(window()->computed()->headBox()->currentText(), QStringLiteral("head 4"));
        QTRY_VERIFY_WITH_TIMEOUT(!doc()->isComputing(), 60000);
        QCOMPARE(window()->computed()->headBox()->count(), 8);
        QCOMPARE(window()->computed()->headBox()->currentIndex(), doc()->selectedHead());

        // Down to 2 heads: while they compute, "head 6" of the 8 shown can be chosen; the
        // document keeps to the session's 2, and the box says which one the tables show.
        QComboBox *box = window()->computed()->headBox();
        doc()->setNumHeads(2);
        QVERIFY(doc()->isComputing());
        QCOMPARE(box->count(), 8);
        box->setCurrentIndex(5);
        emit box->activated(5); // what choosing an entry sends
        QCOMPARE(doc()->selectedHead(), 1);
        QCOMPARE(box->currentIndex(), 1);
        QTRY_VERIFY_WITH_TIMEOUT(!doc()->isComputing(), 60000);
        QCOMPARE(box->count(), 2);
        QCOMPARE(box->currentIndex(), 1);
    }

    void autosaveKeepsUnsavedWorkForAfterACrash()
    {
        Autosaver *saver = window()->autosaver();
        saver->setDelay(10);
        QVERIFY(!QFile::exists(saver->filePath())); // nothing unsaved yet
        doc()->setValue(MatrixId::Embeddings, 0, 0, 0.625);
        QTRY_VERIFY(QFile::exists(saver->filePath()) && !saver->isPending());
        QString error;
        const auto copy = io::loadSession(saver->filePath(), &error);
        QVERIFY2(copy, qPrintable(error));
        QCOMPARE(copy->X(0, 0), 0.625);
        // Back at the saved state, the copy goes; so it does after a save.
        doc()->undoStack()->undo();
        QVERIFY(!doc()->isModified());
        QTRY_VERIFY(!QFile::exists(saver->filePath()) && !saver->isPending());
        doc()->setValue(MatrixId::Wq, 1, 1, 2.5);
        QTRY_VERIFY(QFile::exists(saver->filePath()) && !saver->isPending());
        QTemporaryDir dir;
        QVERIFY(window()->saveTo(dir.filePath(QStringLiteral("kept.json"))));
        QVERIFY(!QFile::exists(saver->filePath()));
        // Our own copy is never offered: this program is running.
        doc()->setValue(MatrixId::Wq, 1, 1, 3.5);
        QTRY_VERIFY(QFile::exists(saver->filePath()) && !saver->isPending());
        QVERIFY(Autosaver::orphans(saver->directory()).isEmpty());
    }

    void crashLeftoversAreOfferedAndRestored()
    {
        // What a crashed run leaves: a copy whose lock nobody holds any more.
        window()->autosaver()->setDelay(10);
        const QString orphan = QDir(window()->autosaver()->directory()).filePath(QStringLiteral("session-crashed-run.json"));
        QDir().mkpath(window()->autosaver()->directory());
        Session lost = lessonSession();
        lost.X(0, 0) = 0.375;
        QString error;
        QVERIFY(io::saveSession(orphan, lost, &error, QJsonObject{{"title", "The lesson"}, {"query", 2}}));
        // And the lock of a run that died with nothing unsaved: tidied away; this run's stays.
        const QString staleLock = QDir(window()->autosaver()->directory()).filePath(QStringLiteral("session-gone.lock"));
        QFile(staleLock).open(QIODevice::WriteOnly);
        QCOMPARE(Autosaver::orphans(window()->autosaver()->directory()), QStringList{orphan});
        QVERIFY(!QFile::exists(staleLock));
        QCOMPARE(QDir(window()->autosaver()->directory()).entryList({QStringLiteral("*.lock")}).size(), 1);
        {
            MessageBoxCatcher restore(QMessageBox::Yes);
            QVERIFY(window()->offerRecovery(QStringLiteral("/tmp/asked-for.json")));
            QVERIFY2(restore.text().contains(QStringLiteral("did not close normally")), qPrintable(restore.text()));
            QVERIFY(restore.text().contains(QStringLiteral("“The lesson” (3 tokens")));
        }
        QCOMPARE(doc()->session().X(0, 0), 0.375);
        QCOMPARE(doc()->selectedQuery(), 2);
        bool said = false; // the file the user asked for was not opened, and the status says so
        for (const QLabel *l : window()->statusBar()->findChildren<QLabel *>())
            said = said || l->text().contains(QStringLiteral("/tmp/asked-for.json was not opened"));
        QVERIFY(said);
        QVERIFY(doc()->isModified()); // unsaved until the user saves it
        QVERIFY(doc()->filePath().isEmpty());
        QVERIFY(!QFile::exists(orphan));
        // Kept again at once, under this run's name: a second crash loses nothing either.
        QVERIFY(QFile::exists(window()->autosaver()->filePath()));
        QVERIFY(Autosaver::orphans(window()->autosaver()->directory()).isEmpty());
        QTRY_VERIFY(!window()->autosaver()->isPending());
        QCOMPARE(io::loadSession(window()->autosaver()->filePath(), &error)->X(0, 0), 0.375);
        QVERIFY(!window()->offerRecovery()); // nothing left

        // Discarded: gone, and the work on screen stays as it is.
        QVERIFY(io::saveSession(orphan, lessonSession(), &error));
        const Session onScreen = doc()->session();
        {
            MessageBoxCatcher discard(QMessageBox::Discard);
            QVERIFY(!window()->offerRecovery());
        }
        QVERIFY(!QFile::exists(orphan));
        QVERIFY(sameSession(doc()->session(), onScreen));

        // A copy the crash cut short: no question, kept aside (never deleted unasked), a word in
        // the status bar, and not offered again.
        QFile cut(orphan);
        QVERIFY(cut.open(QIODevice::WriteOnly));
        cut.write(QByteArray(R"({"format": "attention-lab-session", "version": 1, "tokens": ["ab"]})").left(40));
        cut.close();
        QVERIFY(!window()->offerRecovery());
        QVERIFY(!QFile::exists(orphan));
        QVERIFY(QFile::exists(QDir(window()->autosaver()->directory()).filePath(QStringLiteral("unreadable-session-crashed-run.json"))));
        QVERIFY(Autosaver::orphans(window()->autosaver()->directory()).isEmpty());
    }

    void normalExitLeavesNoCopy()
    {
        // Closed while a copy is being written (the user saved or discarded in between): no
        // copy may survive to be offered as a crash's next time.
        Autosaver *saver = window()->autosaver();
        const QString path = saver->filePath();
        QVERIFY(!path.isEmpty());
        saver->setDelay(0);
        doc()->setValue(MatrixId::Embeddings, 1, 1, 4.5);
        QCoreApplication::processEvents(); // the timer fires: the copy is being written
        doc()->undoStack()->setClean();
        m_window.reset();
        QVERIFY(!QFile::exists(path));
        QVERIFY(Autosaver::orphans(Autosaver::defaultDirectory()).isEmpty());
        init(); // cleanup() expects a window
    }

    void editsWithoutAPauseAreStillKept()
    {
        // Someone typing without a pause gets a copy once the longest wait is up. The quiet time
        // asked for here is far longer than the test, so only the longest wait can write it.
        Autosaver *saver = window()->autosaver();
        saver->setDelay(3600 * 1000, 300);
        for (int i = 0; i < 200 && !QFile::exists(saver->filePath()); ++i) {
            doc()->setValue(MatrixId::Embeddings, 0, 1, 0.01 * i);
            QTest::qWait(50);
        }
        QVERIFY(QFile::exists(saver->filePath()));
    }

    void failedSaveKeepsThePreviousFile()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("keep.json"));
        QVERIFY(window()->saveTo(path));
        QFile before(path);
        QVERIFY(before.open(QIODevice::ReadOnly));
        const QByteArray original = before.readAll();
        before.close();
        // A session too big for the file size limit: the write fails, even for root.
        doc()->reset(randomSession(40, 16, 2, 1));
        doc()->setValue(MatrixId::Embeddings, 0, 0, 0.5);
        std::signal(SIGXFSZ, SIG_IGN);
        rlimit old{};
        getrlimit(RLIMIT_FSIZE, &old);
        rlimit small = old;
        small.rlim_cur = 2048;
        QCOMPARE(setrlimit(RLIMIT_FSIZE, &small), 0);
        MessageBoxCatcher catcher;
        const bool saved = window()->saveTo(path);
        setrlimit(RLIMIT_FSIZE, &old);
        QVERIFY(!saved);
        QVERIFY2(catcher.text().contains(QStringLiteral("keep.json")), qPrintable(catcher.text()));
        QVERIFY(doc()->isModified());
        QFile after(path);
        QVERIFY(after.open(QIODevice::ReadOnly));
        QCOMPARE(after.readAll(), original);
    }

    void saveOnAFullDiskKeepsTheFileAndSaysWhy()
    {
        // The lesson is a few hundred bytes: the size a buffered writer once lost on a full disk
        // while saying "Saved".
        testing::FullDisk disk;
        const QString path = disk.filePath(QStringLiteral("lesson.json"));
        QVERIFY(window()->saveTo(path));
        const QByteArray original = testing::readAll(path);
        QVERIFY(original.contains("attention-lab-session"));
        doc()->setValue(MatrixId::Embeddings, 0, 0, 0.5);
        disk.arm();
        MessageBoxCatcher catcher;
        const bool saved = window()->saveTo(path);
        disk.disarm();
        QVERIFY(!saved);
        QVERIFY2(catcher.text().contains(disk.reason()) && catcher.text().contains(QStringLiteral("lesson.json"))
                     && catcher.text().contains(QStringLiteral("previous file is unchanged")),
                 qPrintable(catcher.text()));
        QVERIFY(doc()->isModified());
        QVERIFY(window()->windowTitle().contains(QStringLiteral("*")));
        QCOMPARE(testing::readAll(path), original);
        QVERIFY(!window()->statusBar()->currentMessage().startsWith(QStringLiteral("Saved")));
    }

    void autosaveOnAFullDiskKeepsTheLastGoodCopy()
    {
        testing::FullDisk disk;
        Autosaver saver(doc(), disk.path());
        saver.setDelay(10);
        QSignalSpy failed(&saver, &Autosaver::failed);
        doc()->setValue(MatrixId::Embeddings, 0, 0, 0.625);
        QTRY_VERIFY(QFile::exists(saver.filePath()) && !saver.isPending());
        const QByteArray good = testing::readAll(saver.filePath());
        // Unsaved work is its owner's alone, like its lock.
        QCOMPARE(QFileInfo(saver.filePath()).permissions() & ~(QFile::ReadUser | QFile::WriteUser),
                 QFile::ReadOwner | QFile::WriteOwner);
        disk.arm();
        doc()->setValue(MatrixId::Embeddings, 0, 0, 0.75);
        QTRY_COMPARE(failed.count(), 1);
        disk.disarm();
        QVERIFY2(failed.first().first().toString().contains(disk.reason()), qPrintable(failed.first().first().toString()));
        // After a crash now, the copy still holds the work up to the last good write.
        QCOMPARE(testing::readAll(saver.filePath()), good);
        QString error;
        QCOMPARE(io::loadSession(saver.filePath(), &error)->X(0, 0), 0.625);
        doc()->undoStack()->setClean();
    }

    void presetsFromTheMenu()
    {
        auto *preset = window()->findChild<QAction *>(QStringLiteral("preset-two-heads"));
        QVERIFY(preset);
        preset->trigger();
        QCOMPARE(doc()->session().numHeads, 2);
        QCOMPARE(window()->computed()->headBox()->count(), 2);
        QVERIFY(window()->windowTitle().startsWith(QStringLiteral("Two heads")));
        QVERIFY(!doc()->undoStack()->canUndo());
    }

    void generateRefusesWhatDoesNotFit()
    {
        const std::uint64_t gib = 1ull << 30;
        // The window's peak at 4096 tokens, 8 heads: two results (the one on screen and the one
        // computed after an edit) and the heatmap's copies, 2.8 GB as attention-bench --ui measures.
        const QString refusal = memoryRefusal(4096, 512, 8, gib);
        QVERIFY2(refusal.contains(QStringLiteral("needs about 2.6 GiB")), qPrintable(refusal));
        QVERIFY(!memoryRefusal(4096, 512, 8, 3 * gib).isEmpty()); // a fifth is kept spare
        QVERIFY(memoryRefusal(4096, 512, 8, 4 * gib).isEmpty());
        QVERIFY(memoryRefusal(4096, 512, 8, 24 * gib).isEmpty());
        QVERIFY(memoryRefusal(4096, 512, 8, 0).isEmpty()); // unknown: nothing refused
        GenerateDialog dialog;
        dialog.dModelBox()->setValue(12);
        QStringList offered;
        for (int i = 0; i < dialog.headsBox()->count(); ++i)
            offered << dialog.headsBox()->itemText(i);
        QCOMPARE(offered, (QStringList{"1", "2", "3", "4", "6", "12"}));
        dialog.tokensBox()->setValue(50);
        dialog.headsBox()->setCurrentIndex(3);
        QVERIFY(dialog.estimateLabel()->text().contains(QLocale().toString(2500) + QStringLiteral(" scores")));
        const Session s = dialog.session();
        QCOMPARE(s.tokenCount(), 50);
        QCOMPARE(s.dModel(), 12);
        QCOMPARE(s.numHeads, 4);
        QVERIFY(validate(s).empty());
    }

    void heatmapClickSelectsTheQueryEverywhere()
    {
        HeatmapWidget *map = window()->heatmaps()->heatmap();
        QVERIFY(map->data());
        QVERIFY(window()->breakdown()->text().contains(QStringLiteral("Query 2")));
        QTest::mouseClick(map, Qt::LeftButton, {}, map->cellCenter(2, 0).toPoint());
        QCOMPARE(doc()->selectedQuery(), 2);
        QCOMPARE(map->selectedRow(), 2);
        QVERIFY2(window()->breakdown()->text().contains(QStringLiteral("Query 3")), qPrintable(window()->breakdown()->text().left(200)));
        QVERIFY(window()->computed()->view(MatrixId::Weights)->model()->index(2, 0).data(MatrixModel::SelectedRowRole).toBool());
    }

    void flatWeightsOfferRowMax()
    {
        HeatmapPanel *panel = window()->heatmaps();
        QVERIFY(panel->flatHint()->isHidden()); // the lesson's rows peak at 0.4 to 0.6
        // 200 random tokens: each query spreads its attention thin, every colour near 0.
        doc()->reset(randomSession(200, 16, 2, 4));
        QTRY_VERIFY(!panel->isBuilding() && !doc()->isComputing());
        QVERIFY(!panel->flatHint()->isHidden());
        QVERIFY(panel->heatmap()->painter().medianRowMax() < 0.1);
        QVERIFY(panel->flatHint()->text().contains(QStringLiteral("Row max")));
        emit panel->flatHint()->linkActivated(QStringLiteral("rowmax")); // what a click on the link sends
        QVERIFY(panel->rowMaxBox()->isChecked());
        QCOMPARE(panel->heatmap()->options().weightScale, WeightScale::RowMax);
        QVERIFY(panel->flatHint()->isHidden());
        // Unticked again, the hint comes back; the raw scores are not weights and get none.
        panel->rowMaxBox()->setChecked(false);
        QVERIFY(!panel->flatHint()->isHidden());
        panel->setShow(HeatmapPanel::ShowScores);
        QTRY_VERIFY(!panel->isBuilding());
        QVERIFY(panel->flatHint()->isHidden());
    }

    void ctrlClickBlocksACellThroughTheUndoStack()
    {
        HeatmapWidget *map = window()->heatmaps()->heatmap();
        QTest::mouseClick(map, Qt::LeftButton, Qt::ControlModifier, map->cellCenter(1, 2).toPoint());
        QVERIFY(doc()->session().blocked == (std::vector<std::pair<int, int>>{{1, 2}}));
        QCOMPARE(doc()->result().heads[0].weights(1, 2), 0.0);
        QTRY_VERIFY(map->data()->blocked(1, 2));
        // The breakdown agrees: the lesson's causal numbers, for a hand-blocked cell.
        QVERIFY(window()->breakdown()->text().contains(QStringLiteral("0.670")));
        doc()->undoStack()->undo();
        QVERIFY(doc()->session().blocked.empty());
        QVERIFY(!map->data()->blocked(1, 2));
    }

    void gridShowsEveryHead()
    {
        window()->loadPreset(QStringLiteral("two-heads"));
        HeadGridWidget *grid = window()->heatmaps()->grid();
        QVERIFY(grid->isVisible());
        QCOMPARE(grid->painter().headCount(), 2);
        QVERIFY(QTest::qWaitForWindowExposed(grid));
        QApplication::processEvents(); // let the splitter give the grid its size
        QVERIFY(grid->panelRect(1).isValid());
        QTest::mouseClick(grid, Qt::LeftButton, {}, grid->panelRect(1).center().toPoint());
        QCOMPARE(doc()->selectedHead(), 1);
        QCOMPARE(window()->heatmaps()->heatmap()->data()->head, 1);
        QVERIFY(window()->breakdown()->text().contains(QStringLiteral("head 2 of 2")));
        // One head: no grid.
        window()->loadPreset(QStringLiteral("lesson"));
        QVERIFY(!grid->isVisible());
    }

    void maskAfterSoftmaxActsOnBothViews()
    {
        doc()->setCausal(true);
        window()->heatmaps()->setShow(HeatmapPanel::ShowMaskAfterSoftmax);
        QVERIFY(window()->heatmaps()->heatmap()->data()->title.startsWith(QStringLiteral("WRONG")));
        QVERIFY(window()->breakdown()->showMaskAfterSoftmax());
        QVERIFY(window()->breakdown()->text().contains(QStringLiteral("WRONG")));
        // Row 2 of the wrong matrix: the lesson's unmasked 0.284, 0.140 with the future zeroed.
        const Matrix &wrong = window()->heatmaps()->heatmap()->data()->values;
        QVERIFY(std::abs(wrong(1, 0) - 0.284) < 5e-4);
        QCOMPARE(wrong(1, 2), 0.0);
        QVERIFY(std::abs(wrong.row(1).sum() - 1.0) > 0.1);
        window()->heatmaps()->setShow(HeatmapPanel::ShowWeights);
        QVERIFY(!window()->breakdown()->showMaskAfterSoftmax());
    }

    void fullyMaskedRowExplainsItself()
    {
        doc()->setCausal(true);
        doc()->setPadding(0, true);
        doc()->setSelectedQuery(0);
        QVERIFY(window()->breakdown()->text().contains(QStringLiteral("Every key is blocked for this query")));
        QVERIFY(!window()->breakdown()->text().contains(QStringLiteral("nan"), Qt::CaseInsensitive));
        QCOMPARE(window()->heatmaps()->heatmap()->data()->fullyMaskedRows, std::vector<int>{0});
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

    void largeSessionsStayResponsive()
    {
        // 1024 tokens, 8 heads: computed and drawn off the UI thread; the views follow.
        doc()->reset(randomSession(1024, 64, 8, 3));
        QVERIFY(doc()->isComputing());
        QTRY_VERIFY_WITH_TIMEOUT(!doc()->isComputing(), 60000);
        QTRY_VERIFY_WITH_TIMEOUT(!window()->heatmaps()->isBuilding(), 60000);
        QCOMPARE(window()->heatmaps()->heatmap()->data()->tokenCount(), 1024);
        QCOMPARE(window()->heatmaps()->grid()->painter().headCount(), 8);
        QCOMPARE(window()->computed()->view(MatrixId::Weights)->model()->rowCount(), 1024);
        QVERIFY(window()->breakdown()->text().contains(QStringLiteral("more keys")));
    }

    void overviewKeepsEachBlocksMaximum()
    {
        Session s = randomSession(600, 8, 1, 9);
        s.causal = true;
        const AttentionResult r = computeAttention(s);
        const HeatmapData full = makeHeatmapData(s, r, 0, HeatmapKind::Weights);
        const HeatmapData o = overview(full, 200); // blocks of 3×3 tokens
        QCOMPARE(o.tokenCount(), 200);
        QCOMPARE(o.rowLabels.size(), 200);
        QCOMPARE(o.rowLabels.at(1), full.rowLabels.at(3));
        QVERIFY(o.title.contains(QStringLiteral("max of 3×3")));
        for (int bi : {0, 57, 199})
            for (int bj : {0, 57, 199}) {
                double best = -1;
                bool allBlocked = true;
                for (int i = 3 * bi; i < 3 * bi + 3; ++i)
                    for (int j = 3 * bj; j < 3 * bj + 3; ++j)
                        if (!full.blocked(i, j)) {
                            allBlocked = false;
                            best = std::max(best, full.values(i, j));
                        }
                QCOMPARE(o.blocked(bi, bj), allBlocked);
                if (!allBlocked)
                    QCOMPARE(o.values(bi, bj), best);
            }
        QCOMPARE(overview(full, 1000).tokenCount(), 600); // not larger: unchanged

        // Read straight from the result (no T×T copy), the same numbers; the average of all heads
        // pooled alike.
        Session two = randomSession(300, 8, 2, 4);
        two.causal = true;
        const AttentionResult r2 = computeAttention(two);
        const ReasonMatrix why = blockReasonMatrix(two);
        const HeatmapData direct = overviewOfResult(two, r2, 1, HeatmapKind::Weights, 100, why);
        const HeatmapData copied = overview(makeHeatmapData(two, r2, 1, HeatmapKind::Weights), 100);
        QVERIFY(direct.values == copied.values);
        QVERIFY(direct.reasons == copied.reasons);
        const HeatmapData average = overviewOfResult(two, r2, -1, HeatmapKind::AverageWeights, 100, why);
        double best = -1;
        for (int i = 150; i < 153; ++i)
            for (int j = 0; j < 3; ++j)
                best = std::max(best, (r2.heads[0].weights(i, j) + r2.heads[1].weights(i, j)) / 2);
        QCOMPARE(average.values(50, 0), best);
    }

    void tableCsvIsTheTableInFront()
    {
        QTabWidget *tabs = window()->computed()->tabs();
        tabs->setCurrentWidget(window()->computed()->view(MatrixId::Weights));
        const QStringList lines = window()->currentTableCsv().split(QStringLiteral("\r\n"), Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 4);
        QVERIFY2(lines.at(0).contains(QStringLiteral("3  bank")), qPrintable(lines.at(0)));
        QVERIFY2(lines.at(2).startsWith(QStringLiteral("2  river,0.28399540974126")), qPrintable(lines.at(2)));
        tabs->setCurrentWidget(window()->computed()->view(MatrixId::Q));
        QVERIFY(window()->currentTableCsv().contains(QStringLiteral("3  bank,2,1")));
    }

    void commonMistakesAreDrawnAsWrong()
    {
        window()->loadPreset(QStringLiteral("two-heads"));
        HeatmapPanel *panel = window()->heatmaps();
        const Matrix right = panel->heatmap()->data()->values;
        panel->setShow(HeatmapPanel::ShowWrongAxis);
        HeatmapDataPtr d = panel->heatmap()->data();
        QVERIFY(d->title.startsWith(QStringLiteral("WRONG")));
        for (int j = 0; j < 6; ++j)
            QVERIFY(std::abs(d->values.col(j).sum() - 1.0) < 1e-12);
        panel->setShow(HeatmapPanel::ShowReshapeWithoutTranspose);
        d = panel->heatmap()->data();
        QVERIFY(d->title.contains(QStringLiteral("scrambled")));
        QVERIFY((d->values - right).cwiseAbs().maxCoeff() > 0.1);
        for (int i = 0; i < 6; ++i)
            QVERIFY(std::abs(d->values.row(i).sum() - 1.0) < 1e-12); // a wrong but proper softmax
        panel->setShow(HeatmapPanel::ShowWeights);
        QVERIFY((panel->heatmap()->data()->values - right).cwiseAbs().maxCoeff() == 0.0);
    }

    void scalingLabReproducesTheLesson()
    {
        ScalingLabDialog lab;
        QSignalSpy done(&lab, &ScalingLabDialog::finished);
        QVERIFY(done.wait(30000));
        // "near two, eight and twenty three for d_k of 4, 64 and 512 … with the scaling near one"
        const QTableWidget *t = lab.table();
        auto number = [t](int r, int c) { return QLocale().toDouble(t->item(r, c)->text()); };
        QCOMPARE(t->item(0, 0)->text(), QStringLiteral("4"));
        QVERIFY(std::abs(number(0, 2) - 2.0) < 0.1);
        QVERIFY(std::abs(number(2, 2) - 8.0) < 0.4);
        QVERIFY(std::abs(number(4, 2) - 22.6) < 1.2);
        for (int r = 0; r < 5; ++r)
            QVERIFY(std::abs(number(r, 3) - 1.0) < 0.05);
        QVERIFY(lab.saturationLabel()->text().contains(QStringLiteral("0.9997")));
        QVERIFY(lab.saturationLabel()->text().contains(QStringLiteral("0.6652")));
        lab.samplesBox()->setValue(2000);
        QTest::mouseClick(lab.runButton(), Qt::LeftButton);
        QVERIFY(done.wait(30000));
    }

    void shapesFollowTheSession()
    {
        ShapesDialog shapes(doc());
        auto text = [&] { return shapes.browser()->toPlainText(); };
        QVERIFY(text().contains(QStringLiteral("(1, 1, 3, 3)"))); // scores (B, h, T, T) for the lesson
        QVERIFY2(text().contains(QStringLiteral("4 × 2 × 2 = 16")), qPrintable(text()));
        doc()->reset(randomSession(5, 512, 8, 1));
        QTRY_VERIFY(!doc()->isComputing());
        QVERIFY(text().contains(QStringLiteral("(1, 5, 8, 64)"))); // the lesson's split: 512 / 8 = 64
        QVERIFY(text().contains(QStringLiteral("(1, 8, 5, 5)")));
        QVERIFY(text().contains(QLocale().toString(1048576))); // "about 1.05 million"
        QVERIFY(text().contains(QLocale().toString(16777216))); // T = 4096: ~17 million scores a head
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

    void newSessionForgetsTheFile()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("mine.json"));
        QVERIFY(window()->saveTo(path));
        QCOMPARE(doc()->filePath(), path);
        window()->loadPreset(QStringLiteral("bank"));
        QVERIFY(doc()->filePath().isEmpty()); // Ctrl+S must ask, not overwrite mine.json
        QVERIFY(window()->windowTitle().startsWith(QStringLiteral("\"bank\"")));
    }

    void clicksWaitWhileTheHeatmapLags()
    {
        doc()->reset(randomSession(300, 256, 4, 2));
        QTRY_VERIFY_WITH_TIMEOUT(!doc()->isComputing() && !window()->heatmaps()->isBuilding(), 60000);
        HeatmapWidget *map = window()->heatmaps()->heatmap();
        const QPoint cell = map->cellCenter(10, 5).toPoint();
        doc()->insertToken(0, QStringLiteral("new")); // the picture now lags by one token
        QVERIFY(doc()->isComputing());
        QSignalSpy refused(doc(), &Document::refused);
        QTest::mouseClick(map, Qt::LeftButton, Qt::ControlModifier, cell);
        QVERIFY(doc()->session().blocked.empty());
        QCOMPARE(refused.count(), 1);
        QTRY_VERIFY_WITH_TIMEOUT(!doc()->isComputing() && !window()->heatmaps()->isBuilding(), 60000);
        QTest::mouseClick(map, Qt::LeftButton, Qt::ControlModifier, map->cellCenter(10, 5).toPoint());
        QVERIFY(doc()->session().blocked == (std::vector<std::pair<int, int>>{{10, 5}}));
    }

    void hugeCopiesAreRefused()
    {
        doc()->reset(randomSession(1100, 8, 1, 2));
        QTRY_VERIFY_WITH_TIMEOUT(!doc()->isComputing(), 60000);
        MatrixView *w = window()->computed()->view(MatrixId::Weights);
        w->selectAll(); // 1.21 M cells
        QSignalSpy refused(w, &MatrixView::refused);
        QApplication::clipboard()->setText(QStringLiteral("before"));
        QTest::keyClick(w, Qt::Key_C, Qt::ControlModifier);
        QCOMPARE(refused.count(), 1);
        QCOMPARE(QApplication::clipboard()->text(), QStringLiteral("before"));
        w->setCurrentIndex(w->model()->index(5, 5));
        w->selectionModel()->select(QItemSelection(w->model()->index(5, 5), w->model()->index(6, 7)), QItemSelectionModel::ClearAndSelect);
        QTest::keyClick(w, Qt::Key_C, Qt::ControlModifier);
        QCOMPARE(QApplication::clipboard()->text().count('\n'), 2);
        QCOMPARE(QApplication::clipboard()->text().split('\n').first().count('\t'), 2);
    }

    void precomputedStatsMatchThePainters()
    {
        Session s = randomSession(40, 8, 2, 5);
        s.causal = true;
        const AttentionResult r = computeAttention(s);
        HeatmapData plain = makeHeatmapData(s, r, 1, HeatmapKind::Logits);
        HeatmapData withStats = plain;
        withStats.computeStats();
        QVERIFY(withStats.stats);
        const HeatmapPainter a(std::make_shared<HeatmapData>(plain), {});
        const HeatmapPainter b(std::make_shared<HeatmapData>(withStats), {});
        QCOMPARE(a.maxAbsUnblocked(), b.maxAbsUnblocked());
        QCOMPARE(a.maxUnblocked(), b.maxUnblocked());
        QCOMPARE(a.rangeHigh(), b.rangeHigh());
        QCOMPARE(a.rangeLow(), b.rangeLow());
    }

    void unsavedChangesPrompt()
    {
        doc()->setValue(MatrixId::Embeddings, 0, 0, 3);
        {
            MessageBoxCatcher cancel(QMessageBox::Cancel);
            QVERIFY(!window()->maybeSave());
            QVERIFY(cancel.text().contains(QStringLiteral("not saved")));
        }
        MessageBoxCatcher discard(QMessageBox::Discard);
        QVERIFY(window()->maybeSave());
    }
};

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
