#include "trainmodelwindow.h"

#include "modeltraining.h"
#include "trainingcurveswidget.h"

#include "ui/common/csvexport.h"
#include "ui/common/preferences.h"
#include "ui/heatmap/heatmapwidget.h"
#include "ui/model/modelloader.h"
#include "ui/model/modelviewwidget.h"

#include "core/model/induction_task.h"
#include "render/notation.h"

#include <QCloseEvent>
#include <QComboBox>
#include <QDir>
#include <QElapsedTimer>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QScreen>
#include <QSlider>
#include <QSpinBox>
#include <QTimer>
#include <QSplitter>
#include <QVBoxLayout>

#include <cmath>
#include <deque>

namespace attn {


TrainModelWindow::TrainModelWindow(QWidget *parent)
    : QWidget(parent, Qt::Window)
    , m_controller(new ModelTrainingController(this))
{
    setObjectName(QStringLiteral("trainModelWindow"));
    setWindowTitle(tr("Train a Model — Attention Lab"));
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(makeControls());
    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("trainModelStatus"));
    m_status->setWordWrap(true);
    QFont big = m_status->font();
    big.setPointSizeF(big.pointSizeF() * 1.2);
    big.setBold(true);
    m_status->setFont(big);
    layout->addWidget(m_status);

    auto *split = new QSplitter(Qt::Horizontal, this);
    m_curves = new TrainingCurvesWidget(split);
    auto *right = new QWidget(split);
    auto *rightLayout = new QVBoxLayout(right);
    rightLayout->setContentsMargins(0, 0, 0, 0);
    auto *maps = new QSplitter(Qt::Vertical, right);
    m_grid = new ModelViewWidget(maps);
    m_grid->setObjectName(QStringLiteral("trainModelGrid"));
    m_grid->setAccessibleName(tr("Every layer and head on a held-out repeated sequence"));
    auto *largeBox = new QWidget(maps);
    auto *largeLayout = new QVBoxLayout(largeBox);
    largeLayout->setContentsMargins(0, 0, 0, 0);
    m_largeNote = new QLabel(largeBox);
    m_largeNote->setObjectName(QStringLiteral("trainModelLargeNote"));
    m_largeNote->setWordWrap(true);
    m_large = new HeatmapWidget(largeBox);
    m_large->setObjectName(QStringLiteral("trainModelHead"));
    largeLayout->addWidget(m_largeNote);
    largeLayout->addWidget(m_large, 1);
    maps->addWidget(m_grid);
    maps->addWidget(largeBox);
    maps->setStretchFactor(0, 2);
    maps->setStretchFactor(1, 3);
    maps->setChildrenCollapsible(false);
    rightLayout->addWidget(maps, 1);
    m_gridNote = new QLabel(right);
    m_gridNote->setObjectName(QStringLiteral("trainModelGridNote"));
    m_gridNote->setWordWrap(true);
    rightLayout->addWidget(m_gridNote);
    m_restore = new QPushButton(tr("Switch All Heads Back On"), right);
    m_restore->setObjectName(QStringLiteral("trainModelRestoreHeads"));
    rightLayout->addWidget(m_restore, 0, Qt::AlignLeft);
    split->addWidget(m_curves);
    split->addWidget(right);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    layout->addWidget(split, 1);
    layout->addWidget(makeScrubber());

    connect(m_controller, &ModelTrainingController::stateChanged, this, &TrainModelWindow::syncState);
    // While playing, batches arrive a few milliseconds apart and each would copy the whole history
    // into the curves: they are redrawn at most every 50 ms then (at once otherwise: a Step, the
    // scrubber).
    m_curvesTimer = new QTimer(this);
    m_curvesTimer->setSingleShot(true);
    m_curvesTimer->setInterval(50);
    auto syncAll = [this] {
        syncCurves();
        syncScrubber();
        syncState();
    };
    connect(m_curvesTimer, &QTimer::timeout, this, syncAll);
    connect(m_controller, &ModelTrainingController::curvesChanged, this, [this, syncAll] {
        if (m_controller->isPlaying()) {
            if (!m_curvesTimer->isActive())
                m_curvesTimer->start();
            return;
        }
        m_curvesTimer->stop();
        syncAll();
    });
    connect(m_controller, &ModelTrainingController::gridChanged, this, &TrainModelWindow::syncGrid);
    connect(m_controller, &ModelTrainingController::failed, this, [this](const QString &message) {
        QMessageBox::warning(this, tr("Train a Model"), message);
    });
    connect(m_grid, &ModelViewWidget::headActivated, this, [this](int layer, int head) {
        const int index = layer * m_controller->grid().heads + head;
        m_controller->setSelectedHead(m_controller->selectedHead() == index ? -1 : index);
        syncGrid();
    });
    connect(m_grid, &ModelViewWidget::headOffRequested, this,
            [this](int layer, int head, bool off, std::optional<gpt2::Ablation>) {
                m_controller->setHeadOff(layer, head, off);
            });
    connect(m_restore, &QPushButton::clicked, m_controller, &ModelTrainingController::restoreHeads);
    connect(m_curves, &TrainingCurvesWidget::stepClicked, this, [this](int step) {
        // The checkpoint nearest the step clicked (the newest step when it is nearer).
        const auto &c = m_controller->checkpoints();
        int best = -1;
        int distance = std::abs(m_controller->stepsDone() - step);
        for (std::size_t i = 0; i < c.size(); ++i)
            if (std::abs(c[i].step - step) < distance) {
                distance = std::abs(c[i].step - step);
                best = int(i);
            }
        m_controller->setShownCheckpoint(best);
    });
    // Most of the screen: the curves and the grid are read from the back of a room.
    const QRect screen = this->screen() ? this->screen()->availableGeometry() : QRect(0, 0, 1280, 720);
    resize(std::max(640, screen.width() * 9 / 10), std::max(480, screen.height() * 9 / 10));
    syncState();
    syncCurves();
    syncGrid();
    syncScrubber();
}

QWidget *TrainModelWindow::makeControls()
{
    auto *bar = new QWidget(this);
    auto *row = new QHBoxLayout(bar);
    row->setContentsMargins(0, 0, 0, 0);
    m_play = new QPushButton(tr("Play"), bar);
    m_play->setObjectName(QStringLiteral("trainModelPlay"));
    m_play->setToolTip(tr("Train step after step; press again to pause"));
    m_step = new QPushButton(tr("Step"), bar);
    m_step->setObjectName(QStringLiteral("trainModelStep"));
    m_step->setToolTip(tr("One step of training, then paused"));
    m_stop = new QPushButton(tr("Stop"), bar);
    m_stop->setObjectName(QStringLiteral("trainModelStop"));
    m_stop->setToolTip(tr("End this run: what it trained stays to be looked at and saved; the next Play starts "
                          "a new one with the seed and size then set"));
    row->addWidget(m_play);
    row->addWidget(m_step);
    row->addWidget(m_stop);
    row->addSpacing(12);
    row->addWidget(new QLabel(tr("Speed"), bar));
    m_speed = new QComboBox(bar);
    m_speed->setObjectName(QStringLiteral("trainModelSpeed"));
    m_speed->addItem(tr("As fast as it goes"), ModelTrainingController::kFullSpeed);
    for (int s : { 200, 50, 10, 2 })
        m_speed->addItem(tr("%1 steps/s").arg(s), s);
    row->addWidget(m_speed);
    row->addSpacing(12);
    auto spin = [&](const QString &label, const QString &name, int lo, int hi, int value, const QString &tip) {
        auto *l = new QLabel(label, bar);
        auto *s = new QSpinBox(bar);
        s->setObjectName(name);
        s->setRange(lo, hi);
        s->setValue(value);
        s->setToolTip(tip);
        s->setProperty("plainToolTip", tip);
        l->setBuddy(s);
        row->addWidget(l);
        row->addWidget(s);
        return s;
    };
    const gpt2::InductionRecipe defaults = gpt2::defaultInductionRecipe();
    m_seed = spin(tr("Seed"), QStringLiteral("trainModelSeed"), 0, 1000000, 1,
                  tr("The seed of the model's first weights and of its training data (train-model --seed)"));
    m_layers = spin(tr("Layers"), QStringLiteral("trainModelLayers"), 2, 4, defaults.layers,
                    tr("Layers of attention (an induction head needs two)"));
    m_heads = spin(tr("Heads"), QStringLiteral("trainModelHeads"), 1, 8, defaults.heads, tr("Heads in every layer"));
    row->addWidget(new QLabel(tr("d_model"), bar));
    m_dModel = new QComboBox(bar);
    m_dModel->setObjectName(QStringLiteral("trainModelDModel"));
    for (int d : { 16, 32, 64, 128, 256 })
        m_dModel->addItem(QString::number(d), d);
    m_dModel->setCurrentIndex(m_dModel->findData(defaults.dModel));
    m_dModel->setToolTip(tr("The width of the residual stream; each head gets d_model / heads"));
    m_dModel->setProperty("plainToolTip", m_dModel->toolTip());
    row->addWidget(m_dModel);
    m_every = spin(tr("Checkpoint every"), QStringLiteral("trainModelCheckpointEvery"), 1, 10000, 100,
                   tr("Steps between the checkpoints kept in memory (the scrubber's stops)"));
    row->addStretch(1);

    connect(m_play, &QPushButton::clicked, this, [this] {
        if (m_controller->isPlaying()) {
            m_controller->pause();
            return;
        }
        if (!m_controller->hasRun() && !confirmNewRun())
            return;
        applySettings();
        m_controller->play();
    });
    connect(m_step, &QPushButton::clicked, this, [this] {
        if (!m_controller->hasRun() && !confirmNewRun())
            return;
        applySettings();
        m_controller->step();
    });
    connect(m_stop, &QPushButton::clicked, m_controller, &ModelTrainingController::stop);
    connect(m_speed, &QComboBox::currentIndexChanged, this,
            [this] { m_controller->setStepsPerSecond(m_speed->currentData().toInt()); });
    for (QSpinBox *s : { m_seed, m_layers, m_heads, m_every })
        connect(s, &QSpinBox::valueChanged, this, &TrainModelWindow::applySettings);
    connect(m_dModel, &QComboBox::currentIndexChanged, this, &TrainModelWindow::applySettings);
    return bar;
}

QWidget *TrainModelWindow::makeScrubber()
{
    auto *bar = new QWidget(this);
    auto *row = new QHBoxLayout(bar);
    row->setContentsMargins(0, 0, 0, 0);
    auto *label = new QLabel(tr("Checkpoint"), bar);
    m_scrubber = new QSlider(Qt::Horizontal, bar);
    m_scrubber->setObjectName(QStringLiteral("trainModelScrubber"));
    m_scrubber->setAccessibleName(tr("Checkpoint shown"));
    m_scrubber->setToolTip(tr("Go back to any checkpoint: the grid and the workbench show the model as it was "
                              "then; at the right end, the newest step"));
    label->setBuddy(m_scrubber);
    m_scrubberText = new QLabel(bar);
    m_scrubberText->setObjectName(QStringLiteral("trainModelScrubberText"));
    m_scrubberText->setMinimumWidth(m_scrubberText->fontMetrics().horizontalAdvance(
        tr("step 000000 of 000000 (newest)")));
    m_open = new QPushButton(tr("Open in Model Workbench"), bar);
    m_open->setObjectName(QStringLiteral("trainModelOpen"));
    m_open->setToolTip(tr("The model shown, in the main window's workbench: head scores, switching heads off, "
                          "the next token"));
    m_save = new QPushButton(tr("Save Model…"), bar);
    m_save->setObjectName(QStringLiteral("trainModelSave"));
    m_save->setToolTip(tr("The model shown as a GPT-2 folder, as train-model writes it (Python's transformers "
                          "opens it too)"));
    m_csv = new QPushButton(tr("Save Curves (CSV)…"), bar);
    m_csv->setObjectName(QStringLiteral("trainModelCsv"));
    row->addWidget(label);
    row->addWidget(m_scrubber, 1);
    row->addWidget(m_scrubberText);
    row->addWidget(m_open);
    row->addWidget(m_save);
    row->addWidget(m_csv);
    connect(m_scrubber, &QSlider::valueChanged, this, [this](int value) {
        if (m_syncing)
            return;
        const int count = int(m_controller->checkpoints().size());
        m_controller->setShownCheckpoint(value >= count ? -1 : value);
    });
    connect(m_open, &QPushButton::clicked, this, &TrainModelWindow::openInWorkbench);
    connect(m_save, &QPushButton::clicked, this, [this] { saveModelWithDialog(false); });
    connect(m_csv, &QPushButton::clicked, m_curves, &TrainingCurvesWidget::exportCsv);
    return bar;
}

void TrainModelWindow::applySettings()
{
    if (m_syncing || m_controller->hasRun())
        return;
    ModelTrainingSettings s = m_controller->settings();
    s.seed = std::uint64_t(m_seed->value());
    s.layers = m_layers->value();
    s.heads = m_heads->value();
    s.dModel = m_dModel->currentData().toInt();
    s.checkpointEvery = m_every->value();
    m_controller->setSettings(s);
}

namespace {

    // The settings the lesson's recorded run was trained with (what Train It Live promises).
    bool isLessonRun(const ModelTrainingSettings &s)
    {
        const gpt2::InductionRecipe defaults = gpt2::defaultInductionRecipe();
        auto size = [](int v, int byDefault) { return v == 0 ? byDefault : v; };
        return s.seed == 1 && size(s.layers, defaults.layers) == defaults.layers
            && size(s.heads, defaults.heads) == defaults.heads && size(s.dModel, defaults.dModel) == defaults.dModel;
    }

} // namespace

void TrainModelWindow::forgetLessonRequest()
{
    m_lessonAsked = false;
    syncState();
}

void TrainModelWindow::useLessonSettings()
{
    m_lessonAsked = true;
    if (!m_controller->hasRun()) {
        const gpt2::InductionRecipe defaults = gpt2::defaultInductionRecipe();
        m_syncing = true;
        m_seed->setValue(1);
        m_layers->setValue(defaults.layers);
        m_heads->setValue(defaults.heads);
        m_dModel->setCurrentIndex(m_dModel->findData(defaults.dModel));
        m_syncing = false;
        applySettings();
    }
    syncState();
}

bool TrainModelWindow::confirmNewRun()
{
    if (!m_controller->hasUnsavedModel())
        return true;
    const auto answer = QMessageBox::question(
        this, tr("Start a new run?"),
        tr("The model trained for %1 steps is not saved. A new run starts from random weights: save "
           "this one first?")
            .arg(m_controller->stepsDone()),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Save)
        return saveModelWithDialog(true);
    return answer == QMessageBox::Discard;
}

bool TrainModelWindow::maybeDiscard()
{
    if (!m_controller->hasUnsavedModel())
        return true;
    const bool was = m_controller->isPlaying();
    m_controller->pause();
    const auto answer = QMessageBox::warning(
        this, tr("The trained model is not saved"),
        tr("The model trained for %1 steps is not saved, and closing lets it go. Save it first?")
            .arg(m_controller->stepsDone()),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    bool ok = answer == QMessageBox::Discard || (answer == QMessageBox::Save && saveModelWithDialog(true));
    if (!ok && was)
        m_controller->play();
    return ok;
}

void TrainModelWindow::discard()
{
    m_controller->clear();
}

void TrainModelWindow::closeEvent(QCloseEvent *event)
{
    if (!maybeDiscard()) {
        event->ignore();
        return;
    }
    // Closed, the run pauses (a window out of sight does not go on using every core); a model
    // the user chose not to save is let go.
    if (m_controller->hasUnsavedModel())
        m_controller->clear();
    else
        m_controller->pause();
    event->accept();
}

bool TrainModelWindow::saveModelWithDialog(bool newest)
{
    // The model as it is now: a run playing on while the dialog is open does not change what
    // is written, nor the name suggested for it.
    const auto params = newest ? m_controller->newestParams() : m_controller->shownParams();
    if (!params)
        return false;
    const int step = m_controller->stepOf(params);
    const QString title = tr("Save the Trained Model");
    QFileDialog dialog(this, title, QDir(prefs::lastFolder.get()).filePath(m_controller->suggestedFolderName(step)));
    dialog.setAcceptMode(QFileDialog::AcceptSave);
    dialog.setFileMode(QFileDialog::AnyFile);
    dialog.setLabelText(QFileDialog::Accept, tr("Save"));
    // A folder is made: the name must be new (or an empty folder's); the writer refuses the rest.
    dialog.setOption(QFileDialog::DontConfirmOverwrite);
    if (dialog.exec() != QDialog::Accepted || dialog.selectedFiles().isEmpty())
        return false;
    const QString directory = dialog.selectedFiles().constFirst();
    QString error;
    if (!m_controller->saveModel(directory, params, &error)) {
        if (error.startsWith(QLatin1String("out: "))) // the command line's option, not a word here
            error.remove(0, 5);
        QMessageBox::warning(this, title, error);
        return false;
    }
    return true;
}

void TrainModelWindow::openInWorkbench()
{
    QString error;
    const auto request = m_controller->workbenchRequest(&error);
    if (!request) {
        QMessageBox::warning(this, tr("Open in Model Workbench"), error);
        return;
    }
    emit openModelRequested(*request);
}

void TrainModelWindow::syncState()
{
    m_syncing = true;
    const bool run = m_controller->hasRun(), playing = m_controller->isPlaying();
    m_play->setText(playing ? tr("Pause") : tr("Play"));
    const QString problem = m_controller->problem();
    const bool failed = run && !m_controller->failure().isEmpty();
    m_play->setEnabled((run || problem.isEmpty()) && !failed);
    m_step->setEnabled((run || problem.isEmpty()) && !failed);
    m_stop->setEnabled(run);
    for (QWidget *w : std::initializer_list<QWidget *> { m_seed, m_layers, m_heads, m_dModel, m_every }) {
        w->setEnabled(!run);
        w->setToolTip(run ? tr("Stop the run to change this: a new run starts from step 0")
                          : w->property("plainToolTip").toString());
    }
    const bool any = m_controller->shownParams() != nullptr;
    m_open->setEnabled(any);
    m_save->setEnabled(any);
    m_csv->setEnabled(!m_controller->losses().empty() || !m_controller->evaluations().empty());
    // Steps a second over the last two seconds of a playing run.
    if (!playing) {
        m_rate.clear();
    } else {
        if (!m_clock.isValid())
            m_clock.start();
        m_rate.push_back({ m_clock.elapsed(), m_controller->stepsDone() });
        while (m_rate.size() > 2 && m_rate.back().first - m_rate.front().first > 2000)
            m_rate.pop_front();
    }
    const double perSecond = m_rate.size() >= 2 && m_rate.back().first > m_rate.front().first
        ? 1000.0 * double(m_rate.back().second - m_rate.front().second)
            / double(m_rate.back().first - m_rate.front().first)
        : 0.0;
    QString status;
    if (!run && !problem.isEmpty())
        status = problem;
    else if (failed)
        status = m_controller->failure() + QLatin1Char(' ') + tr("Press Stop, then Play for a new run.");
    else if (!any)
        status = tr("A %1 model with random weights. Press Play: the loss steps down when a previous-token head "
                    "and an induction head form.")
                     .arg(m_controller->runName());
    else {
        const int n = m_controller->stepsDone();
        status = tr("Step %1").arg(n);
        if (!m_controller->losses().empty())
            status += tr(" · batch loss %1").arg(formatNumber(m_controller->losses().back(), 3));
        if (const auto e = m_controller->shownEvaluation())
            status += tr(" · repeated half %1%2")
                          .arg(formatNumber(e->repeatedHalfLoss, 3))
                          .arg(m_controller->shownCheckpoint() >= 0 ? tr(" (at step %1)").arg(e->step) : QString());
        if (playing && perSecond > 0)
            status += tr(" · %1 steps/s").arg(std::lround(perSecond));
        if (!run)
            status += tr(" · stopped");
    }
    if (m_lessonAsked && run && !isLessonRun(m_controller->settings()))
        status += tr(" · not the lesson's run (seed 1, the default sizes): Stop, then Train It Live again");
    m_status->setText(status);
    m_syncing = false;
}

void TrainModelWindow::syncCurves()
{
    m_curves->setData(m_controller->curves());
}

void TrainModelWindow::syncGrid()
{
    m_grid->setData(m_controller->grid());
    m_grid->setMarks(m_controller->marks());
    const auto &off = m_controller->headsOff();
    QStringList names;
    for (const gpt2::HeadId &h : off)
        names << headName(h.layer, h.head);
    const int step = m_controller->shownStep();
    QString note = m_controller->shownParams()
        ? tr("The model at step %1 on a held-out sequence (its letters twice), badges: induction score. ").arg(step)
        : QString();
    note += names.isEmpty() ? tr("Right-click a head (or Ctrl+click) to switch it off in the evaluation; training "
                                 "goes on with the whole model.")
                            : tr("Switched off in the evaluation: %1.").arg(names.join(QStringLiteral(", ")));
    m_gridNote->setText(note);
    m_restore->setVisible(!names.isEmpty());
    // Large: the head clicked, else the one with the best induction score (layer 2 or later).
    const ModelViewData &d = m_controller->grid();
    int shown = m_controller->selectedHead();
    const bool chosen = shown >= 0;
    const TrainingRise rise = inductionRise(m_controller->curves());
    if (!chosen)
        shown = rise.head;
    if (d.isValid() && shown >= 0 && shown < d.layers * d.heads) {
        const int layer = shown / d.heads, head = shown % d.heads;
        m_grid->setSelected(layer, head);
        m_large->setData(modelHeadHeatmap(d, layer, head));
        m_largeNote->setText(chosen ? tr("Shown large: %1, the head clicked (click it again to follow the "
                                         "best induction head).")
                                          .arg(headName(layer, head))
                                    : rise.step
                                        ? tr("Shown large: %1, the induction head (it rose at step %2): each "
                                             "letter of the second copy looks at the letter after its first "
                                             "occurrence.")
                                              .arg(headName(layer, head))
                                              .arg(*rise.step)
                                        : tr("Shown large: %1, the best induction score so far; no induction head "
                                             "has formed yet (the stripe it would draw across the second copy's "
                                             "rows is still faint).")
                                              .arg(headName(layer, head)));
    } else {
        m_grid->setSelected(-1, -1);
        m_large->setData(HeatmapData());
        m_largeNote->setText(tr("Click a head to show it large."));
    }
}

void TrainModelWindow::syncScrubber()
{
    m_syncing = true;
    const auto &c = m_controller->checkpoints();
    m_scrubber->setRange(0, int(c.size()));
    m_scrubber->setValue(m_controller->shownCheckpoint() < 0 ? int(c.size()) : m_controller->shownCheckpoint());
    m_scrubber->setEnabled(!c.empty());
    m_scrubberText->setText(m_controller->shownCheckpoint() < 0
                                ? tr("step %1 (newest)").arg(m_controller->stepsDone())
                                : tr("step %1 of %2").arg(m_controller->shownStep()).arg(m_controller->stepsDone()));
    m_syncing = false;
}

} // namespace attn
