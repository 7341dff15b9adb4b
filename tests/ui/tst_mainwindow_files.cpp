// The main window and files: save, open, autosave and recovery, presets, full disks, memory limits.
// Headless (offscreen).
#include "file_dialog_answer.h"
#include "window_fixture.h"

#include "ui/notes/notesbar.h"

#include <QInputDialog>
#include <QJsonArray>

using namespace attn;
using namespace testing;

class TestMainWindowFiles : public QObject {
    Q_OBJECT

    WindowFixture m_fixture;
    std::unique_ptr<MainWindow> &m_window = m_fixture.windowPointer();
    MainWindow *window() { return m_fixture.window(); }
    Document *doc() { return m_fixture.doc(); }

private slots:
    void initTestCase() { WindowFixture::initTestCase(); }
    void init() { m_fixture.init(); }
    void cleanup() { m_fixture.cleanup(); }

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

    void oversizedHeadLabelKeepsTheWork()
    {
        // A head's name is drawn like a token: at most 100 bytes, refused beyond with the field.
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("labelled.json"));
        QString error;
        QVERIFY(io::saveSession(
            path, lessonSession(), &error,
            QJsonObject { { "head_labels", QJsonArray { QString(101, QLatin1Char('h')) } } }));
        doc()->setValue(MatrixId::Embeddings, 0, 0, 9);
        const Session work = doc()->session();
        MessageBoxCatcher catcher;
        QVERIFY(!window()->openFile(path));
        QCOMPARE(
            catcher.text(),
            QStringLiteral("labelled.json: view: head_labels: label 0 is longer than 100 bytes of UTF-8"));
        QVERIFY(sameSession(doc()->session(), work));
        QVERIFY(doc()->isModified());
        QVERIFY(doc()->filePath().isEmpty());
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
        QVERIFY2(error.startsWith(QStringLiteral("big.json: this session of 2048 tokens needs about")),
                 qPrintable(error));
        QVERIFY(error.contains(QStringLiteral("available")));
        QVERIFY(sameSession(doc()->session(), work));
        QVERIFY(!doc()->isComputing());
        QVERIFY(doc()->isModified());
        // With the memory there, the same file opens.
        QVERIFY2(doc()->load(path, &error, 8ull << 30), qPrintable(error));
        QCOMPARE(doc()->session().tokenCount(), 2048);
        QTRY_VERIFY_WITH_TIMEOUT(!doc()->isComputing(), 60000);
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
        const QString orphan
            = QDir(window()->autosaver()->directory()).filePath(QStringLiteral("session-crashed-run.json"));
        QDir().mkpath(window()->autosaver()->directory());
        Session lost = lessonSession();
        lost.X(0, 0) = 0.375;
        QString error;
        QVERIFY(
            io::saveSession(orphan, lost, &error, QJsonObject { { "title", "The lesson" }, { "query", 2 } }));
        // And the lock of a run that died with nothing unsaved: tidied away; this run's stays.
        const QString staleLock
            = QDir(window()->autosaver()->directory()).filePath(QStringLiteral("session-gone.lock"));
        QFile(staleLock).open(QIODevice::WriteOnly);
        QCOMPARE(Autosaver::orphans(window()->autosaver()->directory()), QStringList { orphan });
        QVERIFY(!QFile::exists(staleLock));
        QCOMPARE(QDir(window()->autosaver()->directory()).entryList({ QStringLiteral("*.lock") }).size(), 1);
        {
            MessageBoxCatcher restore(QMessageBox::Yes);
            QVERIFY(window()->offerRecovery(QStringLiteral("/tmp/asked-for.json")));
            QVERIFY2(restore.text().contains(QStringLiteral("did not close normally")),
                     qPrintable(restore.text()));
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
        cut.write(
            QByteArray(R"({"format": "attention-lab-session", "version": 1, "tokens": ["ab"]})").left(40));
        cut.close();
        QVERIFY(!window()->offerRecovery());
        QVERIFY(!QFile::exists(orphan));
        QVERIFY(QFile::exists(QDir(window()->autosaver()->directory())
                                  .filePath(QStringLiteral("unreadable-session-crashed-run.json"))));
        QVERIFY(Autosaver::orphans(window()->autosaver()->directory()).isEmpty());
    }

    void halfWrittenCopiesOfADeadRunAreRemovedAtStart()
    {
        // What a run killed in the middle of writing its copy leaves: io/fileio's temporary file
        // beside the copy. At the next start it goes; the temporary files of a run still alive
        // (this one, whose lock is held) stay.
        Autosaver *saver = window()->autosaver();
        const QDir dir(saver->directory());
        QDir().mkpath(dir.path());
        auto make = [&](const QString &name) {
            QFile f(dir.filePath(name));
            return f.open(QIODevice::WriteOnly) && f.write("{\"format\": \"attention-lab-sess") > 0;
        };
        QVERIFY(make(QStringLiteral(".session-dead-run.json.Ab12Cd")));
        QVERIFY(make(QStringLiteral(".session-dead-too.json.q9W8e7")));
        const QString own
            = QLatin1Char('.') + QFileInfo(saver->filePath()).fileName() + QStringLiteral(".Zz00Yy");
        QVERIFY(make(own));
        QVERIFY(!window()->offerRecovery()); // what a start does: nothing whole to offer
        QVERIFY(!QFile::exists(dir.filePath(QStringLiteral(".session-dead-run.json.Ab12Cd"))));
        QVERIFY(!QFile::exists(dir.filePath(QStringLiteral(".session-dead-too.json.q9W8e7"))));
        QVERIFY(QFile::exists(dir.filePath(own)));
        QVERIFY(dir.entryList({ QStringLiteral("session-dead*") }, QDir::Files).isEmpty()); // no lock left
        QFile::remove(dir.filePath(own));
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
        rlimit old {};
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
        named<QLabel>(window(), "statusText")->clear(); // the first save said "Saved"; this one must not
        disk.arm();
        MessageBoxCatcher catcher;
        const bool saved = window()->saveTo(path);
        disk.disarm();
        QVERIFY(!saved);
        QVERIFY2(catcher.text().contains(disk.reason())
                     && catcher.text().contains(QStringLiteral("lesson.json"))
                     && catcher.text().contains(QStringLiteral("previous file is unchanged")),
                 qPrintable(catcher.text()));
        QVERIFY(doc()->isModified());
        QVERIFY(window()->windowTitle().contains(QStringLiteral("*")));
        QCOMPARE(testing::readAll(path), original);
        const QString said = named<QLabel>(window(), "statusText")->text();
        QVERIFY2(!said.startsWith(QStringLiteral("Saved")), qPrintable(said));
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
        QVERIFY2(failed.first().first().toString().contains(disk.reason()),
                 qPrintable(failed.first().first().toString()));
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
        QCOMPARE(named<QComboBox>(window(), "computedHead")->count(), 2);
        QVERIFY(window()->windowTitle().startsWith(QStringLiteral("Two heads")));
        QVERIFY(!doc()->undoStack()->canUndo());
    }

    void theNoteStaysWithTheSession()
    {
        NotesBar *bar = named<NotesBar>(window(), "notesBar");
        QVERIFY(bar);
        // The lesson has a note of its own.
        QVERIFY(bar->isVisible());
        window()->findChild<QAction *>(QStringLiteral("preset-two-heads"))->trigger();
        QVERIFY(bar->isVisible());
        QVERIFY2(bar->text().contains(QStringLiteral("previous token")), qPrintable(bar->text()));
        auto *label = bar->findChild<QLabel *>(QStringLiteral("notesText"));
        QCOMPARE(label->toolTip(), bar->text()); // the whole note; on screen at most three lines of it
        QVERIFY(bar->text().startsWith(label->text().left(20)));
        QVERIFY(label->height() <= 3 * label->fontMetrics().lineSpacing() + 4);
        // Not a status message: the note is still there after the status bar's time is up.
        window()->statusBar()->clearMessage();
        QVERIFY(bar->isVisible());

        // Edit… changes the session's notes through the undo stack.
        QTimer answer;
        answer.setInterval(20);
        QObject::connect(&answer, &QTimer::timeout, &answer, [&answer] {
            if (auto *dialog = qobject_cast<QInputDialog *>(QApplication::activeModalWidget())) {
                answer.stop();
                dialog->setTextValue(QStringLiteral("  Head 1 looks back; head 2 matches words.  "));
                dialog->accept();
            }
        });
        answer.start();
        QTest::mouseClick(bar->findChild<QToolButton *>(QStringLiteral("editNotes")), Qt::LeftButton);
        QCOMPARE(QString::fromStdString(doc()->session().notes),
                 QStringLiteral("Head 1 looks back; head 2 matches words."));
        QCOMPARE(bar->text(), QStringLiteral("Head 1 looks back; head 2 matches words."));
        QVERIFY(doc()->isModified());
        doc()->undoStack()->undo();
        QVERIFY(doc()->session().notes.empty());
        QVERIFY(bar->text().contains(QStringLiteral("previous token")));
        doc()->undoStack()->redo();

        // Saved with the session, and read back with it.
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("notes.json"));
        QVERIFY(window()->saveTo(path));
        window()->findChild<QAction *>(QStringLiteral("preset-lesson"))->trigger();
        QVERIFY(!bar->text().contains(QStringLiteral("head 2 matches")));
        QVERIFY(window()->openFile(path));
        QCOMPARE(bar->text(), QStringLiteral("Head 1 looks back; head 2 matches words."));

        // Typed line breaks count as lines, and markup in a file's note is shown as text.
        doc()->setNotes(QStringLiteral("<b>one</b>\ntwo\nthree\nfour\nfive"));
        QCOMPARE(label->textFormat(), Qt::PlainText);
        QVERIFY2(label->text().count(QChar::LineSeparator) <= 2, qPrintable(label->text()));
        QVERIFY(label->text().startsWith(QStringLiteral("<b>one</b>")));
        // The rest on the third line, elided if it does not fit: nothing cut off unseen.
        QVERIFY2(label->text().endsWith(QStringLiteral("three four five"))
                     || label->text().endsWith(QStringLiteral("…")),
                 qPrintable(label->text()));
        doc()->undoStack()->undo();

        // × puts it away; another session's note shows again.
        QTest::mouseClick(bar->findChild<QToolButton *>(QStringLiteral("closeNotes")), Qt::LeftButton);
        QVERIFY(!bar->isVisible());
        window()->findChild<QAction *>(QStringLiteral("preset-two-heads"))->trigger();
        QVERIFY(bar->isVisible());
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
        // A session whose heads are wider than d_model (head_dim set apart) is counted at h·d_k.
        Session wide = randomSession(4, 8, 4, 1);
        wide.headDim = 6;
        QCOMPARE(memoryWidth(wide), 24);
        QCOMPARE(memoryWidth(randomSession(4, 8, 4, 1)), 8);
        GenerateDialog dialog;
        named<QSpinBox>(&dialog, "generateDModel")->setValue(12);
        QStringList offered;
        for (int i = 0; i < named<QComboBox>(&dialog, "generateHeads")->count(); ++i)
            offered << named<QComboBox>(&dialog, "generateHeads")->itemText(i);
        QCOMPARE(offered, (QStringList { "1", "2", "3", "4", "6", "12" }));
        named<QSpinBox>(&dialog, "generateTokens")->setValue(50);
        named<QComboBox>(&dialog, "generateHeads")->setCurrentIndex(3);
        QVERIFY(named<QLabel>(&dialog, "generateEstimate")
                    ->text()
                    .contains(QLocale().toString(2500) + QStringLiteral(" scores")));
        const Session s = dialog.session();
        QCOMPARE(s.tokenCount(), 50);
        QCOMPARE(s.dModel(), 12);
        QCOMPARE(s.numHeads, 4);
        QVERIFY(validate(s).empty());
    }

    void tableCsvIsTheTableInFront()
    {
        QTabWidget *tabs = named<ComputedPanel>(window(), "computedPanel")->tabs();
        tabs->setCurrentWidget(computedView(window(), MatrixId::Weights));
        const QStringList lines
            = window()->currentTableCsv().split(QStringLiteral("\r\n"), Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 4);
        QVERIFY2(lines.at(0).contains(QStringLiteral("3  bank")), qPrintable(lines.at(0)));
        QVERIFY2(lines.at(2).startsWith(QStringLiteral("2  river,0.28399540974126")),
                 qPrintable(lines.at(2)));
        tabs->setCurrentWidget(computedView(window(), MatrixId::Q));
        QVERIFY(window()->currentTableCsv().contains(QStringLiteral("3  bank,2,1")));
    }

    // Export ▸ Computed Table as CSV… goes through the one CSV save (ui/common/csvexport.h): a name
    // typed without a suffix gets ".csv", the file is the table in front, the status bar says where.
    void tableCsvExportsThroughTheDialog()
    {
        QTabWidget *tabs = named<ComputedPanel>(window(), "computedPanel")->tabs();
        tabs->setCurrentWidget(computedView(window(), MatrixId::Weights));
        QTemporaryDir dir;
        testing::answerFileDialog(dir.filePath(QStringLiteral("weights")));
        named<QAction>(window(), "exportCsv")->trigger();
        const QString path = dir.filePath(QStringLiteral("weights.csv"));
        QCOMPARE(testing::readAll(path), window()->currentTableCsv().toUtf8());
        const QString said = named<QLabel>(window(), "statusText")->text();
        QVERIFY2(said.contains(QDir::toNativeSeparators(path)), qPrintable(said));
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

    void hugeCopiesAreRefused()
    {
        doc()->reset(randomSession(1100, 8, 1, 2));
        QTRY_VERIFY_WITH_TIMEOUT(!doc()->isComputing(), 60000);
        MatrixView *w = computedView(window(), MatrixId::Weights);
        w->selectAll(); // 1.21 M cells
        QSignalSpy refused(w, &MatrixView::refused);
        QApplication::clipboard()->setText(QStringLiteral("before"));
        QTest::keyClick(w, Qt::Key_C, Qt::ControlModifier);
        QCOMPARE(refused.count(), 1);
        QCOMPARE(QApplication::clipboard()->text(), QStringLiteral("before"));
        w->setCurrentIndex(w->model()->index(5, 5));
        w->selectionModel()->select(QItemSelection(w->model()->index(5, 5), w->model()->index(6, 7)),
                                    QItemSelectionModel::ClearAndSelect);
        QTest::keyClick(w, Qt::Key_C, Qt::ControlModifier);
        QCOMPARE(QApplication::clipboard()->text().count('\n'), 2);
        QCOMPARE(QApplication::clipboard()->text().split('\n').first().count('\t'), 2);
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

QTEST_MAIN(TestMainWindowFiles)
#include "tst_mainwindow_files.moc"
