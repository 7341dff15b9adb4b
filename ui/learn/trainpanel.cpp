#include "trainpanel.h"

#include "losscurvewidget.h"
#include "trainingcontroller.h"

#include "render/heatmapdata.h"
#include "render/notation.h"
#include "ui/common/appearance.h"
#include "ui/common/flowlayout.h"
#include "ui/document/document.h"
#include "ui/heatmap/heatmapwidget.h"
#include "ui/tables/matrixmodel.h"
#include "ui/tables/matrixview.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSlider>
#include <QSpinBox>
#include <QSplitter>
#include <QTabWidget>
#include <QVBoxLayout>

#include <cmath>

namespace attn {

namespace {

    // The learning-rate slider: 10⁻⁴ … 1 on a log scale, 100 stops per decade.
    constexpr int kSliderPerDecade = 100;
    constexpr double kLrLow = 1e-4, kLrHigh = 1.0;
    int sliderOf(double lr)
    {
        return int(std::lround(std::log10(std::clamp(lr, kLrLow, kLrHigh) / kLrLow) * kSliderPerDecade));
    }
    double lrOf(int slider)
    {
        return kLrLow * std::pow(10.0, double(slider) / kSliderPerDecade);
    }

    const Param kParamBoxes[][4] = {
        { Param::Wq },
        { Param::Wk },
        { Param::Wv },
        { Param::Wo },
        { Param::bQ, Param::bK, Param::bV, Param::bO },
        { Param::Embeddings },
    };
    const int kParamCounts[] = { 1, 1, 1, 1, 4, 1 };

} // namespace

namespace {

    // The panel's column: it wraps its rows to the width it gets, but tells its scroll area it has
    // no height-for-width, so that the area gives it the dock's height (scrolling only below the
    // panel's minimum) instead of the height its parts would like.
    class PanelLayout final : public QVBoxLayout {
    public:
        using QVBoxLayout::QVBoxLayout;
        bool hasHeightForWidth() const override { return false; }
    };

} // namespace

TrainPanel::TrainPanel(Document *doc, TrainingController *controller, QWidget *parent)
    : QWidget(parent)
    , m_doc(doc)
    , m_controller(controller)
{
    setObjectName(QStringLiteral("trainPanel"));
    auto *layout = new PanelLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("trainStatus"));
    m_status->setWordWrap(true);
    m_status->setTextFormat(Qt::PlainText);
    layout->addWidget(m_status);
    layout->addWidget(makeControls());
    layout->addWidget(makeSettings());

    auto *split = new QSplitter(Qt::Vertical, this);
    split->setChildrenCollapsible(false);
    auto *top = new QWidget(split);
    auto *topLayout = new QVBoxLayout(top);
    topLayout->setContentsMargins(0, 0, 0, 0);
    m_curve = new LossCurveWidget(top);
    topLayout->addWidget(m_curve, 2);
    // The race: each head's weights as it trains, scaled beside unscaled.
    m_raceMaps = new QWidget(top);
    auto *maps = new QHBoxLayout(m_raceMaps);
    maps->setContentsMargins(0, 0, 0, 0);
    m_scaledMap = new HeatmapWidget(m_raceMaps);
    m_unscaledMap = new HeatmapWidget(m_raceMaps);
    m_scaledMap->setObjectName(QStringLiteral("raceScaledMap"));
    m_unscaledMap->setObjectName(QStringLiteral("raceUnscaledMap"));
    m_scaledMap->setViewName(tr("Race: Scaled"));
    m_unscaledMap->setViewName(tr("Race: Unscaled"));
    // Compact, as the head grid's maps: the cells take the room a subtitle and axis titles
    // would (the curve above names the runs), so the two maps are large enough to compare.
    // Their colours are the heatmap's (weights 0 … 1, the same map) and so are their tokens, so
    // neither repeats the bar or the labels (a tooltip still names each cell).
    for (HeatmapWidget *map : { m_scaledMap, m_unscaledMap }) {
        map->setAlwaysCompact(true);
        HeatmapOptions o = map->options();
        o.showColorBar = false;
        o.showLabels = false; // the heatmap beside names the tokens; here they would be 7 px
        map->setOptions(o);
        maps->addWidget(map);
    }
    m_raceMaps->setMinimumHeight(150); // room for the maps' cells, not only their titles
    topLayout->addWidget(m_raceMaps, 3);
    split->addWidget(top);
    // Below: the target to learn, and the gradient of a matrix beside its values.
    m_below = new QTabWidget(split);
    m_below->setObjectName(QStringLiteral("trainTables"));
    m_below->addTab(makeTarget(), tr("Target"));
    m_below->addTab(makeGradient(), tr("Gradient"));
    split->addWidget(m_below);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    layout->addWidget(split, 1);

    connect(controller, &TrainingController::changed, this, &TrainPanel::syncCurve);
    connect(controller, &TrainingController::stepped, this, &TrainPanel::syncCurve);
    connect(controller, &TrainingController::failed, this,
            [this](const QString &message) { m_status->setText(message); });
    connect(doc, &Document::sessionChanged, this, &TrainPanel::syncState);
    adoptSessionSettings();
    applySettings();
    syncState();
    syncCurve();
}

QWidget *TrainPanel::makeControls()
{
    auto *box = new QWidget(this);
    auto *row = new FlowLayout(box);
    row->setContentsMargins(0, 0, 0, 0);
    m_play = new QPushButton(tr("▶ Play"), box);
    m_play->setObjectName(QStringLiteral("trainPlay"));
    m_play->setToolTip(tr("Train step after step at the speed below; press again to pause"));
    m_step = new QPushButton(tr("Step"), box);
    m_step->setObjectName(QStringLiteral("trainStep"));
    m_step->setToolTip(tr("One gradient step: every parameter chosen moves against its gradient once"));
    m_reset = new QPushButton(tr("Reset"), box);
    m_reset->setObjectName(QStringLiteral("trainReset"));
    m_reset->setToolTip(tr("Back to the weights before this run (one undo step)"));
    m_race = new QCheckBox(tr("Race: scaled vs unscaled"), box);
    m_race->setObjectName(QStringLiteral("trainRace"));
    m_race->setToolTip(tr("The same task twice, scores divided by √d_k and not: watch saturation stop the "
                          "unscaled one from learning (the session is not changed)"));
    for (QWidget *w : std::initializer_list<QWidget *> { m_play, m_step, m_reset, m_race })
        row->addWidget(w);
    connect(m_play, &QPushButton::clicked, this,
            [this] { m_controller->isPlaying() ? m_controller->pause() : m_controller->play(); });
    connect(m_step, &QPushButton::clicked, m_controller, &TrainingController::step);
    connect(m_reset, &QPushButton::clicked, m_controller, &TrainingController::reset);
    connect(m_race, &QCheckBox::toggled, m_controller, &TrainingController::setRace);
    return box;
}

QWidget *TrainPanel::makeSettings()
{
    auto *box = new QWidget(this);
    auto *row = new FlowLayout(box);
    row->setContentsMargins(0, 0, 0, 0);
    row->addWidget(new QLabel(tr("Train:"), box));
    const char *names[] = { "W_Q", "W_K", "W_V", "W_O", "biases", "embeddings" };
    const QString labels[] = { QStringLiteral("W_Q"), QStringLiteral("W_K"), QStringLiteral("W_V"),
                               QStringLiteral("W_O"), tr("biases"),          tr("embeddings") };
    for (int k = 0; k < 6; ++k) {
        auto *check = new QCheckBox(labels[k], box);
        check->setObjectName(QStringLiteral("train-") + QString::fromLatin1(names[k]));
        check->setChecked(k < 4);
        row->addWidget(check);
        m_params.push_back(check);
        connect(check, &QCheckBox::toggled, this, &TrainPanel::applySettings);
    }
    m_params[4]->setToolTip(tr("b_Q, b_K, b_V, b_O (a bias the session lacks starts at 0)"));
    row->addWidget(new QLabel(tr("Optimizer"), box));
    m_optimizer = new QComboBox(box);
    m_optimizer->setObjectName(QStringLiteral("trainOptimizer"));
    m_optimizer->addItems({ tr("SGD"), tr("Adam") });
    m_optimizer->setToolTip(
        tr("SGD: each weight moves by −lr × its gradient. Adam: PyTorch's, with its defaults"));
    row->addWidget(m_optimizer);
    row->addWidget(new QLabel(tr("Learning rate"), box));
    m_lrSlider = new QSlider(Qt::Horizontal, box);
    m_lrSlider->setObjectName(QStringLiteral("trainLrSlider"));
    m_lrSlider->setAccessibleName(tr("Learning rate"));
    m_lrSlider->setRange(0, sliderOf(kLrHigh));
    m_lrSlider->setMinimumWidth(120);
    m_lr = new QDoubleSpinBox(box);
    m_lr->setObjectName(QStringLiteral("trainLr"));
    m_lr->setAccessibleName(tr("Learning rate"));
    m_lr->setDecimals(5);
    m_lr->setRange(1e-5, 10.0);
    m_lr->setSingleStep(0.01);
    row->addWidget(m_lrSlider);
    row->addWidget(m_lr);
    row->addWidget(new QLabel(tr("Steps/s"), box));
    m_speed = new QSpinBox(box);
    m_speed->setObjectName(QStringLiteral("trainSpeed"));
    m_speed->setAccessibleName(tr("Steps per second"));
    m_speed->setRange(1, 2000);
    m_speed->setValue(int(m_controller->stepsPerSecond()));
    row->addWidget(m_speed);
    connect(m_optimizer, &QComboBox::currentIndexChanged, this, &TrainPanel::applySettings);
    connect(m_lrSlider, &QSlider::valueChanged, this, [this](int v) {
        if (!m_syncing)
            setLearningRate(lrOf(v));
    });
    connect(m_lr, &QDoubleSpinBox::valueChanged, this, [this](double v) {
        if (!m_syncing)
            setLearningRate(v);
    });
    connect(m_speed, &QSpinBox::valueChanged, m_controller,
            [this](int v) { m_controller->setStepsPerSecond(v); });
    return box;
}

QWidget *TrainPanel::makeTarget()
{
    // What the layer should learn (the loss is ½·Σ(output − target)²): made from what it does now,
    // from another session's output, or typed; one undo step each.
    auto *box = new QWidget(this);
    auto *layout = new QVBoxLayout(box);
    layout->setContentsMargins(0, 0, 0, 0);
    auto *bar = new FlowLayout;
    auto *fromOutput = new QPushButton(tr("Target = Output"), box);
    fromOutput->setToolTip(tr("The current output as the target; then change it to make a task"));
    auto *fromFile = new QPushButton(tr("From a Session…"), box);
    fromFile->setToolTip(tr("The output of another session with as many tokens and the same d_model"));
    auto *remove = new QPushButton(tr("Remove"), box);
    remove->setToolTip(tr("No target: nothing to learn"));
    fromOutput->setObjectName(QStringLiteral("targetFromOutput"));
    fromFile->setObjectName(QStringLiteral("targetFromSession"));
    remove->setObjectName(QStringLiteral("targetRemove"));
    for (QWidget *w : std::initializer_list<QWidget *> { fromOutput, fromFile, remove })
        bar->addWidget(w);
    layout->addLayout(bar);
    auto *view = new MatrixView(box);
    view->setObjectName(QStringLiteral("trainTarget"));
    view->setMatrixModel(new MatrixModel(m_doc, MatrixId::Target, view));
    layout->addWidget(view, 1);
    connect(view, &MatrixView::refused, m_status, &QLabel::setText);
    connect(fromOutput, &QPushButton::clicked, this, [this] {
        if (!m_doc->setTargetToOutput())
            m_status->setText(tr("The output is still being computed: try again in a moment."));
    });
    connect(fromFile, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getOpenFileName(this, tr("Target from a Session's Output"),
                                                          QString(), tr("Sessions (*.json)"));
        QString error;
        if (!path.isEmpty() && !m_doc->setTargetFromSession(path, &error))
            m_status->setText(error);
    });
    connect(remove, &QPushButton::clicked, this,
            [this] { m_doc->setTarget(std::nullopt, tr("Remove the target")); });
    auto sync = [this, remove] { remove->setEnabled(m_doc->session().target.has_value()); };
    connect(m_doc, &Document::sessionChanged, remove, sync);
    sync();
    return box;
}

QWidget *TrainPanel::makeGradient()
{
    auto *box = new QWidget(this);
    auto *layout = new QVBoxLayout(box);
    layout->setContentsMargins(0, 0, 0, 0);
    auto *row = new QHBoxLayout;
    row->addWidget(new QLabel(tr("Gradient of"), box));
    m_gradientOf = new QComboBox(box);
    m_gradientOf->setObjectName(QStringLiteral("trainGradientOf"));
    m_gradientOf->addItems({ QStringLiteral("W_Q"), QStringLiteral("W_K"), QStringLiteral("W_V"),
                             QStringLiteral("W_O"), tr("embeddings X") });
    row->addWidget(m_gradientOf);
    auto *key
        = new QLabel(tr("colours: the sign of the gradient (a step moves each weight against it)"), box);
    key->setWordWrap(true);
    row->addWidget(key, 1);
    layout->addLayout(row);
    auto *tables = new QSplitter(Qt::Horizontal, box);
    auto captioned = [tables](QLabel *&caption, MatrixView *&view, const QString &name) {
        auto *w = new QWidget(tables);
        auto *l = new QVBoxLayout(w);
        l->setContentsMargins(0, 0, 0, 0);
        caption = new QLabel(w);
        view = new MatrixView(w);
        view->setObjectName(name);
        l->addWidget(caption);
        l->addWidget(view, 1);
        tables->addWidget(w);
    };
    captioned(m_valuesCaption, m_values, QStringLiteral("trainValues"));
    captioned(m_gradientCaption, m_gradient, QStringLiteral("trainGradient"));
    layout->addWidget(tables, 1);
    auto show = [this](int k) {
        const MatrixId inputs[]
            = { MatrixId::Wq, MatrixId::Wk, MatrixId::Wv, MatrixId::Wo, MatrixId::Embeddings };
        const MatrixId input = inputs[std::clamp(k, 0, 4)];
        for (MatrixView *view : { m_values, m_gradient }) {
            MatrixModel *old = view->matrixModel();
            view->setMatrixModel(new MatrixModel(m_doc, view == m_values ? input : gradientOf(input), view));
            delete old;
        }
        m_valuesCaption->setText(tr("%1, its values").arg(matrixTitle(input)));
        m_gradientCaption->setText(
            tr("%1: what one step of −lr × it would change").arg(matrixTitle(gradientOf(input))));
    };
    connect(m_gradientOf, &QComboBox::currentIndexChanged, this, show);
    show(0);
    return box;
}

void TrainPanel::setLearningRate(double lr)
{
    m_syncing = true;
    m_lrSlider->setValue(sliderOf(lr));
    if (std::abs(m_lr->value() - lr) > 1e-12)
        m_lr->setValue(lr);
    m_syncing = false;
    applySettings();
}

void TrainPanel::adoptSessionSettings()
{
    const Session &s = m_doc->session();
    if (!s.training)
        return;
    m_syncing = true;
    m_optimizer->setCurrentIndex(s.training->optimizer == Optimizer::Adam ? 1 : 0);
    m_lr->setValue(s.training->lr);
    m_lrSlider->setValue(sliderOf(s.training->lr));
    m_syncing = false;
    applySettings();
}

void TrainPanel::applySettings()
{
    if (m_syncing)
        return;
    TrainSettings settings;
    settings.optimizer = m_optimizer->currentIndex() == 1 ? Optimizer::Adam : Optimizer::Sgd;
    settings.lr = m_lr->value();
    for (std::size_t k = 0; k < m_params.size(); ++k)
        if (m_params[k]->isChecked())
            for (int i = 0; i < kParamCounts[k]; ++i)
                settings.params.push_back(kParamBoxes[k][i]);
    m_controller->setSettings(settings);
}

void TrainPanel::syncState()
{
    const bool playing = m_controller->isPlaying();
    const QString problem = m_controller->problem();
    m_play->setText(playing ? tr("Pause") : tr("▶ Play"));
    m_play->setEnabled(problem.isEmpty() || playing);
    m_step->setEnabled(problem.isEmpty());
    m_reset->setEnabled(m_controller->stepsDone() > 0);
    m_raceMaps->setVisible(m_controller->isRace());
    m_below->setVisible(!m_controller->isRace()); // the race leaves the document (and its tables) alone
    if (!problem.isEmpty()) {
        m_status->setText(problem);
        return;
    }
    // A diverged run says so until Reset, whatever repaints the panel in between.
    if (const QString failure = m_controller->failure(); !failure.isEmpty()) {
        m_status->setText(failure);
        return;
    }
    const auto &runs = m_controller->runs();
    if (runs.empty() || runs.front().losses.size() <= 1) {
        if (!m_controller->isRace()) {
            m_status->setText(tr("Ready: press Step for one gradient step, or Play."));
            return;
        }
        // The race steps with this panel's choices: said, not silently reused.
        QStringList ticked;
        for (QCheckBox *box : m_params)
            if (box->isChecked())
                ticked << box->text();
        const TrainSettings &settings = m_controller->settings();
        m_status->setText(tr("Race: the same task scaled by 1/√d_k and unscaled, with this panel's settings "
                             "(%1, lr %2, training %3). Press Play.")
                              .arg(settings.optimizer == Optimizer::Adam ? tr("Adam") : tr("SGD"))
                              .arg(settings.lr)
                              .arg(ticked.join(QStringLiteral(", "))));
        return;
    }
    QStringList parts;
    const TrainingController::Ended ended = m_controller->ended();
    // A run that has ended is not what the tables hold now (Undo may have put the weights back):
    // its steps are named as the last run's, with why it ended and what the next step does.
    const int steps = m_controller->stepsDone();
    parts << (ended == TrainingController::Ended::No ? tr("Step %1").arg(steps)
                  : steps == 1                       ? tr("Last run: 1 step")
                                                     : tr("Last run: %1 steps").arg(steps));
    const char *names[] = { "scaled", "unscaled" };
    for (std::size_t k = 0; k < runs.size(); ++k)
        parts << (runs.size() > 1
                      ? tr("%1: loss %2")
                            .arg(QString::fromLatin1(names[k]), formatGeneral(runs[k].losses.back()))
                      : tr("loss %1 (from %2)")
                            .arg(formatGeneral(runs[k].losses.back()),
                                 formatGeneral(runs[k].losses.front())));
    QString text = parts.join(QStringLiteral(" · "));
    if (ended == TrainingController::Ended::SessionChanged)
        text += tr(". The session has changed since (an edit, Undo or another file): Step or Play starts "
                   "a new run from it.");
    else if (ended == TrainingController::Ended::SettingsChanged)
        text += tr(". The settings have changed since: Step or Play starts a new run with them.");
    m_status->setText(text);
}

void TrainPanel::syncCurve()
{
    LossCurveData d;
    const auto &runs = m_controller->runs();
    const QString optimizer = m_controller->settings().optimizer == Optimizer::Adam ? tr("Adam") : tr("SGD");
    d.title = tr("Loss · %1, lr %2").arg(optimizer).arg(m_controller->settings().lr);
    if (m_controller->isRace()) {
        d.title = tr("Race · %1").arg(d.title);
        const char *names[] = { "scaled by 1/√d_k", "unscaled (scale 1)" };
        for (std::size_t k = 0; k < runs.size(); ++k)
            d.series.push_back({ QString::fromUtf8(names[k]), runs[k].losses });
        // Each run's head 1 as it is now; before the first step, as the two would start.
        const auto [scaled, unscaled] = raceSessions(m_doc->session());
        for (std::size_t k = 0; k < 2; ++k) {
            const Session &start = k == 0 ? scaled : unscaled;
            HeatmapWidget *view = k == 0 ? m_scaledMap : m_unscaledMap;
            std::optional<HeatmapData> map;
            if (k < runs.size() && runs[k].trainer)
                map = makeHeatmapData(runs[k].trainer->session(), runs[k].trainer->forward(), 0,
                                      HeatmapKind::Weights);
            else if (runs.empty() && start.tokenCount() <= 256)
                map = makeHeatmapData(start, computeAttention(start), 0, HeatmapKind::Weights);
            if (!map)
                continue;
            map->title = k == 0 ? tr("scaled ÷ √d_k: head 1") : tr("unscaled: head 1");
            view->setData(std::move(*map));
        }
    } else if (!runs.empty()) {
        d.series.push_back({ QString(), runs.front().losses });
    }
    m_curve->setData(std::move(d));
    syncState();
}

} // namespace attn
