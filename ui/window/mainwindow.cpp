#include "mainwindow.h"

#include "core/blas.h"
#include "io/fileio.h"
#include "io/memorycheck.h"
#include "io/session_json.h"
#include "render/notation.h"
#include "ropedialog.h"
#include "scorerulebar.h"
#include "sessionshapebar.h"
#include "ui/breakdown/breakdownwidget.h"
#include "ui/common/appearance.h"
#include "ui/common/csvexport.h"
#include "ui/common/language.h"
#include "ui/common/preferences.h"
#include "ui/compare/comparesetup.h"
#include "ui/dialogs/codedialog.h"
#include "ui/dialogs/generatedialog.h"
#include "ui/dialogs/helpdialog.h"
#include "ui/document/autosave.h"
#include "ui/document/document.h"
#include "ui/document/undohistory.h"
#include "ui/heatmap/headgridwidget.h"
#include "ui/heatmap/heatmappanel.h"
#include "ui/heatmap/heatmapwidget.h"
#include "ui/learn/learnsetup.h"
#include "ui/learn/modeltraining.h"
#include "ui/learn/trainmodelwindow.h"
#include "ui/lesson/lessonsetup.h"
#include "ui/model/modelbench.h"
#include "ui/model/modelsetup.h"
#include "ui/notes/notesbar.h"
#include "ui/tables/matrixmodel.h"
#include "ui/tables/matrixpanels.h"
#include "ui/tables/matrixview.h"

#include <QAbstractScrollArea>
#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QComboBox>
#include <QDateTime>
#include <QDir>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QLocale>
#include <QMenuBar>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QScreen>
#include <QStatusBar>
#include <QStyle>
#include <QTimer>
#include <QToolBar>
#include <QUndoStack>
#include <QVBoxLayout>
#include <QWheelEvent>

namespace attn {

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent)
    , m_doc(new Document(this))
{
    setObjectName(QStringLiteral("MainWindow"));
    m_doc->setObjectName(QStringLiteral("document"));
    m_inputs = new InputPanel(m_doc, this);
    m_inputs->setObjectName(QStringLiteral("inputPanel"));
    m_computed = new ComputedPanel(m_doc, this);
    m_computed->setObjectName(QStringLiteral("computedPanel"));
    m_shapeBar = new SessionShapeBar(m_doc, this);
    m_ruleBar = new ScoreRuleBar(m_doc, this);

    m_heatmaps = new HeatmapPanel(m_doc, this);
    m_heatmaps->setObjectName(QStringLiteral("heatmapPanel"));
    m_breakdown = new BreakdownWidget(this);
    m_breakdown->setObjectName(QStringLiteral("breakdown"));
    // The session's note above the heatmaps, as long as the session is open.
    m_notes = new NotesBar(m_doc, this);
    auto *central = new QWidget(this);
    auto *centralLayout = new QVBoxLayout(central);
    centralLayout->setContentsMargins(0, 0, 0, 0);
    centralLayout->setSpacing(2);
    centralLayout->addWidget(m_notes);
    centralLayout->addWidget(m_heatmaps, 1);
    setCentralWidget(central);
    auto dock = [this](const QString &title, const QString &name, QWidget *widget, Qt::DockWidgetArea area) {
        auto *d = new QDockWidget(title, this);
        d->setObjectName(name);
        d->setWidget(widget);
        addDockWidget(area, d);
        return d;
    };
    m_inputsDock = dock(tr("Inputs: tokens, embeddings and weights"), QStringLiteral("inputsDock"), m_inputs,
                        Qt::LeftDockWidgetArea);
    m_breakdownDock = dock(tr("Softmax of the selected query, step by step"), QStringLiteral("breakdownDock"),
                           m_breakdown, Qt::RightDockWidgetArea);
    m_computedDock = dock(tr("Computed: Q, K, V, scores, weights, outputs"), QStringLiteral("computedDock"),
                          m_computed, Qt::LeftDockWidgetArea);
    // Shown alone in a tiny room and then closed: the heatmap takes the window back.
    connect(m_breakdownDock->toggleViewAction(), &QAction::toggled, this, [this](bool on) {
        if (!on && showingBreakdownAlone())
            showBreakdownAlone(false);
    });
    // With the inputs and computed tables put away (Alt+1, Alt+2) the heatmap and the
    // breakdown share the width evenly: the room a projector's class needs for both.
    for (QDockWidget *left : { m_inputsDock, m_computedDock })
        connect(left, &QDockWidget::visibilityChanged, this, [this] {
            if (!m_inputsDock->isVisible() && !m_computedDock->isVisible() && m_breakdownDock->isVisible())
                resizeDocks({ m_breakdownDock }, { width() / 2 }, Qt::Horizontal);
        });
    // The guided lesson: its dock (a tab beside the breakdown), presentation mode, its exports.
    m_lesson = new LessonSetup(this, m_doc);
    // Before and after (Pin, the difference beside the heatmap) and the line view.
    m_compare = new CompareSetup(this, m_doc);
    // Real models: File ▸ Open Model…, the Model dock (a tab beside the breakdown), Edit This Layer.
    m_model = new ModelSetup(this, m_doc);
    // Training: the Train dock (a tab beside the breakdown), the race, Labs ▸ Train a Head.
    m_learn = new LearnSetup(this, m_doc);
    // The lesson's recorded training run links to Labs ▸ Train a Model.
    connect(m_lesson, &LessonSetup::trainModelRequested, m_learn, [this] { m_learn->showTrainModelForLesson(); });
    // Labs ▸ Train a Model's Open in Model Workbench: the model trained there, in the Model dock.
    connect(m_learn, &LearnSetup::trainModelWindowCreated, this, [this](TrainModelWindow *w) {
        connect(w, &TrainModelWindow::openModelRequested, this, [this](const ModelRequest &request) {
            m_model->open(request);
            raise();
            activateWindow();
        });
    });
    // No dock may make the window wider than a small screen: their contents wrap or scroll.
    for (QDockWidget *d : { m_inputsDock, m_computedDock, m_breakdownDock })
        d->widget()->setMinimumWidth(160);

    wireBreakdown();
    connect(m_heatmaps->showBox(), &QComboBox::currentIndexChanged, this, [this](int show) {
        // "Mask after softmax" is one teaching switch for the heatmap and the breakdown together.
        m_breakdown->setShowMaskAfterSoftmax(show == HeatmapPanel::ShowMaskAfterSoftmax);
    });

    createStatusBar();
    connect(m_doc, &Document::modifiedChanged, this, &MainWindow::updateTitle);
    connect(m_doc, &Document::filePathChanged, this, &MainWindow::updateTitle);
    connect(m_doc, &Document::titleChanged, this, &MainWindow::updateTitle);
    connect(m_doc, &Document::sessionChanged, this, &MainWindow::updateTitle);

    createActions();
    QJsonObject lessonView, presetView;
    lessonView.insert(QStringLiteral("title"), language::presetTitle(QStringLiteral("lesson")));
    if (io::loadPreset(QStringLiteral("lesson"), nullptr,
                       &presetView)) // the lesson's note, for the notes bar
        lessonView.insert(QStringLiteral("note"), presetView.value(QStringLiteral("note")));
    m_doc->reset(lessonSession(), lessonView);
    updateTitle();
    m_autosaver = new Autosaver(m_doc, Autosaver::defaultDirectory(), this);
    connect(m_autosaver, &Autosaver::failed, this, [this](const QString &why) { showStatus(why, true); });

    Appearance::instance().restore();
    Appearance::zoomDockTitles(this);
    connect(&Appearance::instance(), &Appearance::changed, this,
            [this] { QTimer::singleShot(0, this, &MainWindow::followZoom); });
    // Ctrl+wheel over the tables and the breakdown zooms the whole window (over the heatmap it
    // zooms into its cells, as before).
    for (QWidget *w : findChildren<QAbstractScrollArea *>())
        if (w != m_heatmaps->heatmap())
            static_cast<QAbstractScrollArea *>(w)->viewport()->installEventFilter(this);
    // Until shown for its screen (showForScreen): most of it, with the layout that suits it.
    const QRect available = screen() ? screen()->availableGeometry() : QRect(0, 0, 1600, 1000);
    resize(available.size() * 0.95);
    arrangeDocks(available.size());
}

// The status bar: messages (refusals among them), and for a large session's background pass its
// progress and a way out.
void MainWindow::createStatusBar()
{
    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("statusText"));
    statusBar()->addWidget(m_status, 1);
    // The BLAS library's products found wrong at start (core/blas.h): said for as long as it holds.
    if (blas::productsFailedCheck()) {
        auto *blasWarning = new QLabel(tr("Matrix products on Eigen: the BLAS library failed its self-check"), this);
        blasWarning->setObjectName(QStringLiteral("blasWarning"));
        blasWarning->setToolTip(QString::fromStdString(blas::blasDescription()));
        blasWarning->setStyleSheet(
            QStringLiteral("color: %1; font-weight: bold;").arg(Appearance::instance().theme().flag.name()));
        statusBar()->addPermanentWidget(blasWarning);
    }
    // Large sessions compute in the background: progress and a way out.
    auto *progress = new QProgressBar(this);
    progress->setRange(0, 100);
    progress->setMaximumWidth(220);
    progress->setFormat(tr("Computing… %p%"));
    auto *cancel = new QPushButton(tr("Cancel"), this);
    cancel->setToolTip(tr("Stop computing; the tables and heatmaps keep the previous result"));
    statusBar()->addPermanentWidget(progress);
    statusBar()->addPermanentWidget(cancel);
    progress->hide();
    cancel->hide();
    connect(m_doc, &Document::computeProgress, progress, &QProgressBar::setValue);
    connect(m_doc, &Document::computingChanged, this, [progress, cancel](bool on) {
        progress->setVisible(on);
        cancel->setVisible(on);
    });
    connect(cancel, &QPushButton::clicked, this, [this] {
        m_doc->cancelComputation();
        showStatus(tr("Cancelled: the views show the result before the last edit"), true);
    });
    connect(m_doc, &Document::refused, this,
            [this](const QString &why) { showStatus(tr("Not changed: %1").arg(why), true); });
    connect(m_inputs, &InputPanel::refused, this,
            [this](const QString &why) { showStatus(tr("Not changed: %1").arg(why), true); });
}

MainWindow::~MainWindow()
{
    // Closing hides the docks, and their visibilityChanged (and their toggle actions' toggled)
    // would otherwise reach this window's handlers after the QMainWindow part of it is gone.
    for (QDockWidget *d : findChildren<QDockWidget *>()) {
        d->disconnect(this);
        d->toggleViewAction()->disconnect(this);
    }
    // The undo stacks go with the document and the workbench, after this part of the window:
    // the one rule over them goes first, and with it its signals to the Edit menu and tool bar.
    delete m_undoHistory;
    m_undoHistory = nullptr;
}

bool MainWindow::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::Wheel) {
        auto *wheel = static_cast<QWheelEvent *>(event);
        if (wheel->modifiers() & Qt::ControlModifier) {
            if (wheel->angleDelta().y() > 0)
                Appearance::instance().zoomIn();
            else if (wheel->angleDelta().y() < 0)
                Appearance::instance().zoomOut();
            return true;
        }
    }
    return QMainWindow::eventFilter(watched, event);
}

void MainWindow::createActions()
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    QAction *newAct = file->addAction(QIcon::fromTheme(QStringLiteral("document-new")), tr("&New"), this,
                                      &MainWindow::newSession);
    newAct->setShortcut(QKeySequence::New);
    QAction *openAct = file->addAction(QIcon::fromTheme(QStringLiteral("document-open")), tr("&Open…"), this,
                                       &MainWindow::open);
    openAct->setShortcut(QKeySequence::Open);
    m_recentMenu = file->addMenu(tr("Open &Recent"));
    m_model->addFileActions(file);
    QMenu *presets = file->addMenu(tr("&Presets"));
    for (const QString &name : io::presetNames()) {
        QAction *a
            = presets->addAction(language::presetTitle(name), this, [this, name] { loadPreset(name); });
        a->setObjectName(QStringLiteral("preset-") + name);
    }
    QAction *generate = file->addAction(tr("&Generate Random Session…"), this, &MainWindow::generateSession);
    generate->setObjectName(QStringLiteral("generate"));
    generate->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_G));
    file->addSeparator();
    QAction *saveAct = file->addAction(QIcon::fromTheme(QStringLiteral("document-save")), tr("&Save"), this,
                                       &MainWindow::save);
    saveAct->setShortcut(QKeySequence::Save);
    QAction *saveAsAct = file->addAction(tr("Save &As…"), this, &MainWindow::saveAs);
    // QKeySequence::SaveAs is empty on platforms without a convention (and offscreen): the
    // usual key everywhere else, always.
    saveAsAct->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S));
    saveAsAct->setObjectName(QStringLiteral("saveAs"));
    file->addSeparator();
    QMenu *exportMenu = file->addMenu(tr("&Export"));
    exportMenu->addAction(tr("&Heatmap Image…"), m_heatmaps->heatmap(), &HeatmapWidget::exportImageDialog)
        ->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    QAction *gridExport = exportMenu->addAction(tr("&All Heads Image…"), m_heatmaps->grid(),
                                                &HeadGridWidget::exportImageDialog);
    exportMenu->addAction(tr("&Breakdown Image…"), m_breakdown, &BreakdownWidget::exportImageDialog);
    m_compare->addExportActions(exportMenu);
    m_model->addExportActions(exportMenu);
    exportMenu->addSeparator();
    QAction *csv = exportMenu->addAction(tr("Computed &Table as CSV…"), this, &MainWindow::exportTableCsv);
    csv->setObjectName(QStringLiteral("exportCsv"));
    connect(exportMenu, &QMenu::aboutToShow, this,
            [this, gridExport] { gridExport->setEnabled(m_doc->session().numHeads > 1); });
    m_lesson->addFileActions(file);
    file->addSeparator();
    QAction *quit = file->addAction(tr("&Quit"), this, &QWidget::close);
    quit->setShortcut(QKeySequence::Quit);

    QMenu *edit = menuBar()->addMenu(tr("&Edit"));
    // One rule for Undo, wherever the focus is: the most recent change, in the tables or in the
    // model workbench (ui/document/undohistory.h); the menu names it.
    m_undoHistory = new UndoHistory(this);
    m_undoHistory->addStack(m_doc->undoStack());
    m_undoHistory->addStack(m_model->bench()->undoStack());
    auto *undo = new QAction(QIcon::fromTheme(QStringLiteral("edit-undo")), tr("&Undo"), this);
    undo->setObjectName(QStringLiteral("editUndo"));
    undo->setShortcut(QKeySequence::Undo);
    auto *redo = new QAction(QIcon::fromTheme(QStringLiteral("edit-redo")), tr("&Redo"), this);
    redo->setObjectName(QStringLiteral("editRedo"));
    redo->setShortcut(QKeySequence::Redo);
    connect(undo, &QAction::triggered, m_undoHistory, &UndoHistory::undo);
    connect(redo, &QAction::triggered, m_undoHistory, &UndoHistory::redo);
    // (No `this` in it: the stacks' last signals come while the window is being taken apart.)
    auto name = [history = m_undoHistory, undo, redo] {
        undo->setEnabled(history->canUndo());
        redo->setEnabled(history->canRedo());
        undo->setText(history->canUndo() ? tr("&Undo %1").arg(history->undoText()) : tr("&Undo"));
        redo->setText(history->canRedo() ? tr("&Redo %1").arg(history->redoText()) : tr("&Redo"));
    };
    connect(m_undoHistory, &UndoHistory::changed, undo, name);
    name();
    edit->addAction(undo);
    edit->addAction(redo);
    edit->addSeparator();
    QAction *copyMap
        = edit->addAction(tr("Copy Heatmap &Image"), m_heatmaps->heatmap(), &HeatmapWidget::copyImage);
    copyMap->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C));
    copyMap->setObjectName(QStringLiteral("copyHeatmapImage"));
    edit->addAction(tr("Copy Breakdown as &Text"), m_breakdown, &BreakdownWidget::copyAsText);
    edit->addAction(tr("&Notes…"), m_notes, &NotesBar::editNotes)
        ->setObjectName(QStringLiteral("editNotesAction"));
    edit->addSeparator();
    QAction *addTok = edit->addAction(tr("&Add Token"), m_inputs, &InputPanel::addToken);
    addTok->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_N));
    QAction *removeTok = edit->addAction(tr("&Remove Token"), m_inputs, &InputPanel::removeToken);
    connect(m_doc, &Document::sessionChanged, removeTok,
            [this, removeTok] { removeTok->setEnabled(m_doc->session().tokenCount() > 1); });
    edit->addAction(tr("Move Token &Up"), m_inputs, [this] { m_inputs->moveToken(-1); });
    edit->addAction(tr("Move Token &Down"), m_inputs, [this] { m_inputs->moveToken(+1); });
    edit->addSeparator();
    QAction *causal = edit->addAction(tr("&Causal Mask"));
    causal->setCheckable(true);
    causal->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_M));
    connect(causal, &QAction::triggered, m_doc, &Document::setCausal);
    connect(m_doc, &Document::sessionChanged, causal,
            [this, causal] { causal->setChecked(m_doc->session().causal); });

    createViewMenu();

    createLabsMenu();

    QMenu *help = menuBar()->addMenu(tr("&Help"));
    addHelpActions(help, this);
    help->addAction(tr("&About Attention Lab"), this, [this] {
        QMessageBox::about(
            this, tr("About Attention Lab"),
            tr("<h3>Attention Lab %1</h3><p>Transformer attention, computed by hand, in front of you: "
               "Q = X·W_Q, K = X·W_K, V = X·W_V; softmax(Q·Kᵀ/√d_k)·V per head; concat · W_O.</p>"
               "<p>Rows are queries, columns are keys; every row of weights sums to 1.</p>"
               "<p>Matrix products: %2 (%3).</p>")
                .arg(QApplication::applicationVersion(),
                     QString::fromStdString(blas::blasDescription()).toHtmlEscaped(),
                     QString::fromStdString(blas::kernelOrigin()).toHtmlEscaped()));
    });

    createToolBars({ newAct, openAct, saveAct }, undo, redo);

    updateRecentMenu();
}

// Labs: the lesson's steps as labs, RoPE by distance, the code, training, the classic mistakes.
void MainWindow::createLabsMenu()
{
    QMenu *labs = menuBar()->addMenu(tr("&Labs"));
    // The lesson's steps are the labs now: the same pictures, following the session.
    labs->addAction(tr("Why Divide by √d_k? (Spread of q·k)"), this,
                    [this] { m_lesson->showStep(QStringLiteral("variance")); });
    labs->addAction(tr("&Shapes, Parameters and Cost"), this,
                    [this] { m_lesson->showStep(QStringLiteral("batch")); });
    // Today's models: how RoPE makes a score depend on distance (Llama, Mistral, Qwen).
    QAction *rope = labs->addAction(tr("&RoPE: Score by Distance…"), this, [this] {
        if (!m_rope)
            m_rope = new RopeDialog(m_doc, this);
        m_rope->show();
        m_rope->raise();
        m_rope->activateWindow();
    });
    rope->setObjectName(QStringLiteral("ropeView"));
    labs->addAction(tr("Show the &Code (NumPy, PyTorch)…"), this, [this] {
        auto *dialog = new CodeDialog(m_doc->session(), this);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        dialog->show();
    });
    labs->addSeparator();
    m_learn->addLabsActions(labs);
    labs->addSeparator();
    // `show = show`: clang 14 cannot capture a structured binding by name (C++20, clang 16).
    for (auto [text, show] :
         { std::pair { tr("Mistake: Mask after Softmax"), HeatmapPanel::ShowMaskAfterSoftmax },
           std::pair { tr("Mistake: Softmax over the Wrong Axis"), HeatmapPanel::ShowWrongAxis },
           std::pair { tr("Mistake: Reshape without Transpose"),
                       HeatmapPanel::ShowReshapeWithoutTranspose } })
        labs->addAction(text, this, [this, show = show] {
            const QString note = m_heatmaps->showMistake(show); // on a session where it shows
            if (!note.isEmpty())
                showStatus(note);
        });
    labs->addAction(tr("Back to the Right Weights"), this,
                    [this] { m_heatmaps->setShow(HeatmapPanel::ShowWeights); });
}

void MainWindow::updateTitle()
{
    setWindowTitle(QStringLiteral("%1[*] — Attention Lab").arg(m_doc->displayName()));
    setWindowModified(m_doc->isModified());
}

void MainWindow::showStatus(const QString &text, bool warning)
{
    m_status->setText(text);
    m_status->setStyleSheet(
        warning
            ? QStringLiteral("color: %1; font-weight: bold;").arg(Appearance::instance().theme().flag.name())
            : QString());
    QTimer::singleShot(8000, m_status, [label = m_status, text] {
        if (label->text() == text)
            label->clear();
    });
}

bool MainWindow::maybeSave()
{
    if (!m_doc->isModified())
        return true;
    const auto answer = QMessageBox::warning(
        this, tr("Unsaved changes"),
        tr("“%1” has changes that are not saved. Save them first?").arg(m_doc->displayName()),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Save)
        return save();
    return answer == QMessageBox::Discard;
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    // A model trained in Labs ▸ Train a Model and not saved is asked about too (it has no file).
    TrainModelWindow *trained = m_learn->trainModelWindow();
    if (!maybeSave() || (trained && !trained->maybeDiscard())) {
        event->ignore();
        return;
    }
    if (trained) { // asked about above: it goes with the window (else it would keep the program running)
        trained->controller()->pause();
        trained->hide();
    }
    prefs::windowGeometry.set(saveGeometry());
    // The layout as the user made it: what the zoom put away is not saved as closed (the next
    // start, at 100 % or zoomed, arranges it again).
    bringBackAfterZoom();
    prefs::windowState.set(saveState());
    prefs::windowSize.set(size());
    event->accept();
}

void MainWindow::newSession()
{
    if (!maybeSave())
        return;
    m_doc->reset(Document::blankSession());
    showStatus(tr("New session: type tokens and numbers into the tables on the left"));
}

void MainWindow::generateSession()
{
    GenerateDialog dialog(this);
    if (dialog.exec() != QDialog::Accepted || !maybeSave())
        return;
    m_doc->reset(dialog.session(),
                 QJsonObject { { "title",
                                 tr("Random: T=%1, d_model=%2, %3")
                                     .arg(dialog.tokens())
                                     .arg(dialog.dModel())
                                     .arg(tr("%n head(s)", nullptr, dialog.heads())) } });
}

QString MainWindow::currentTableCsv() const
{
    // The computed table in front, with its row and column labels, in full precision.
    auto *view = qobject_cast<MatrixView *>(m_computed->tabs()->currentWidget());
    if (!view || !view->matrixModel())
        return {};
    const MatrixModel *model = view->matrixModel();
    Matrix m(model->matrixRows(), model->matrixCols());
    const bool logits = model->matrixId() == MatrixId::Logits;
    for (int i = 0; i < m.rows(); ++i)
        for (int j = 0; j < m.cols(); ++j)
            m(i, j) = logits && model->index(i, j).data(MatrixModel::BlockReasonRole).toInt()
                ? -std::numeric_limits<double>::infinity() // as the softmax sees it, and the table shows
                : model->value(i, j);
    QStringList rows, cols;
    for (int i = 0; i < m.rows(); ++i)
        rows << model->headerData(i, Qt::Vertical).toString();
    for (int j = 0; j < m.cols(); ++j)
        cols << model->headerData(j + model->leadColumns(), Qt::Horizontal).toString();
    return matrixToCsv(m, rows, cols);
}

void MainWindow::exportTableCsv()
{
    auto *view = qobject_cast<MatrixView *>(m_computed->tabs()->currentWidget());
    if (!view)
        return;
    QString name = matrixName(view->matrixModel()->matrixId()).toLower().replace(' ', '-');
    if (isPerHead(view->matrixModel()->matrixId()))
        name += QStringLiteral("-head%1").arg(view->matrixModel()->head() + 1);
    const QString path = saveCsvWithDialog(this, tr("Export Table as CSV"), name + QStringLiteral(".csv"),
                                           [this](QString *) { return currentTableCsv().toUtf8(); });
    if (!path.isEmpty())
        showStatus(tr("Exported %1").arg(QDir::toNativeSeparators(path)));
}

void MainWindow::open()
{
    if (!maybeSave())
        return;
    const QString path = QFileDialog::getOpenFileName(this, tr("Open Session"), prefs::lastFolder.get(),
                                                      tr("Attention Lab sessions (*.json);;All files (*)"));
    if (!path.isEmpty())
        openFile(path);
}

bool MainWindow::offerRecovery(const QString &notOpened)
{
    const QStringList left = Autosaver::orphans(m_autosaver->directory());
    if (left.isEmpty())
        return false;
    const QString path = left.first(); // the newest; older ones are offered next time
    QString error;
    QJsonObject view;
    auto s = io::loadSession(path, &error, &view);
    if (!s) {
        // A copy the crash cut short, or one this build cannot read: kept aside, never deleted
        // unasked, and not offered again.
        const QString aside
            = QFileInfo(path).dir().filePath(QStringLiteral("unreadable-") + QFileInfo(path).fileName());
        QFile::rename(path, aside);
        showStatus(tr("An unsaved copy left by an earlier run cannot be read (%1); it is kept as %2")
                       .arg(error, QDir::toNativeSeparators(aside)),
                   true);
        return false;
    }
    const QString title = view.value("title").toString();
    const QDateTime when = QFileInfo(path).lastModified();
    const QString refusal = memoryRefusal(s->tokenCount(), memoryWidth(*s), s->numHeads, availableMemory());
    QMessageBox box(QMessageBox::Question, tr("Restore unsaved work?"),
                    tr("Attention Lab did not close normally last time. Unsaved changes to “%1” (%2, "
                       "kept at %3) can be restored.")
                        .arg(title.isEmpty() ? tr("Untitled") : title,
                             tr("%n token(s)", nullptr, s->tokenCount()),
                             QLocale().toString(when, QLocale::ShortFormat)),
                    QMessageBox::Yes | QMessageBox::Discard, this);
    box.button(QMessageBox::Yes)->setText(tr("&Restore"));
    box.setDefaultButton(QMessageBox::Yes);
    if (!refusal.isEmpty()) { // too large for this machine now: keep it for one that has the memory
        box.setInformativeText(tr("It cannot be restored now: it %1. It stays where it is: %2")
                                   .arg(refusal, QDir::toNativeSeparators(path)));
        box.setStandardButtons(QMessageBox::Ok);
        box.exec();
        return false;
    }
    if (box.exec() != QMessageBox::Yes) {
        QFile::remove(path);
        return false;
    }
    const QString file = view.value("file").toString();
    view.remove("file");
    m_doc->restore(*s, view, !file.isEmpty() && QFileInfo::exists(file) ? file : QString());
    // The copy becomes this run's own at once (after the restore, whose fresh start clears this
    // run's copy): a second crash before the next autosave loses nothing either.
    if (!m_autosaver->filePath().isEmpty()) {
        QFile::remove(m_autosaver->filePath());
        QFile::rename(path, m_autosaver->filePath());
    }
    showStatus(notOpened.isEmpty()
                   ? tr("Restored the unsaved changes; save them to keep them")
                   : tr("Restored the unsaved changes (save them to keep them); %1 was not opened")
                         .arg(QDir::toNativeSeparators(notOpened)));
    return true;
}

bool MainWindow::openFile(const QString &path)
{
    QString error;
    if (!m_doc->load(path, &error)) {
        QMessageBox::warning(this, tr("Cannot open"), error);
        return false;
    }
    addRecent(path);
    showStatus(tr("Opened %1").arg(QDir::toNativeSeparators(path)));
    return true;
}

void MainWindow::loadPreset(const QString &name)
{
    if (!maybeSave())
        return;
    QString error;
    QJsonObject view;
    const auto s = io::loadPreset(name, &error, &view);
    if (!s) {
        QMessageBox::warning(this, tr("Cannot load preset"), error);
        return;
    }
    // Titled in the window's language; its note stays English in the session (and in a file saved
    // from it) and is shown translated by the notes bar.
    view.insert(QStringLiteral("title"), language::presetTitle(name));
    m_doc->reset(*s, view); // its note shows above the heatmaps (NotesBar)
    showStatus(tr("Preset: %1").arg(language::presetTitle(name)));
}

bool MainWindow::save()
{
    if (m_doc->filePath().isEmpty())
        return saveAs();
    return saveTo(m_doc->filePath());
}

bool MainWindow::saveAs()
{
    QString suggestion = m_doc->filePath();
    if (suggestion.isEmpty())
        suggestion = QDir(prefs::lastFolder.get()).filePath(tr("attention.json"));
    QString path = QFileDialog::getSaveFileName(this, tr("Save Session"), suggestion,
                                                tr("Attention Lab sessions (*.json)"));
    if (path.isEmpty())
        return false;
    if (QFileInfo(path).suffix().isEmpty())
        path += QStringLiteral(".json");
    return saveTo(path);
}

bool MainWindow::saveTo(const QString &path)
{
    QString error;
    if (!m_doc->save(path, &error)) {
        QMessageBox::warning(this, tr("Cannot save"), error);
        return false;
    }
    addRecent(path);
    showStatus(tr("Saved %1").arg(QDir::toNativeSeparators(path)));
    return true;
}

void MainWindow::addRecent(const QString &path)
{
    const QString abs = QFileInfo(path).absoluteFilePath();
    QStringList recent = prefs::recentFiles.get();
    recent.removeAll(abs);
    recent.prepend(abs);
    while (recent.size() > prefs::maxRecentFiles)
        recent.removeLast();
    prefs::recentFiles.set(recent);
    prefs::lastFolder.set(QFileInfo(abs).absolutePath());
    updateRecentMenu();
}

void MainWindow::updateRecentMenu()
{
    m_recentMenu->clear();
    const QStringList recent = prefs::recentFiles.get();
    for (const QString &path : recent)
        m_recentMenu
            ->addAction(QFileInfo(path).fileName(), this,
                        [this, path] {
                            if (maybeSave())
                                openFile(path);
                        })
            ->setToolTip(path);
    m_recentMenu->setEnabled(!recent.isEmpty());
    if (!recent.isEmpty()) {
        m_recentMenu->addSeparator();
        m_recentMenu->addAction(tr("Clear List"), this, [this] {
            prefs::recentFiles.set({});
            updateRecentMenu();
        });
    }
}

} // namespace attn
