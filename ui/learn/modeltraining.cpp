#include "modeltraining.h"

#include "ui/document/latestjob.h"
#include "ui/model/modelloader.h"

#include "core/model/fast_forward.h"
#include "io/model/model_writer.h"

#include <QElapsedTimer>
#include <QTimer>

#include <algorithm>
#include <cmath>

namespace attn {

using namespace gpt2;

struct ModelTrainingController::Run {
    InductionRecipe recipe;
    std::unique_ptr<ModelTrainer> trainer;
    std::shared_ptr<const std::vector<Sequence>> heldOut;
    Sequence showcase;
};

struct ModelTrainingController::Batch {
    std::shared_ptr<Run> run; // handed back with the steps taken
    std::vector<double> losses;
    std::vector<TrainingEval> evals;
    std::vector<ModelCheckpoint> checkpoints;
    std::shared_ptr<const ModelParams> latest;
    std::shared_ptr<const ModelResult> grid;
    std::vector<HeadId> off; // what the evaluations and the grid left out
    QString failure;
};

namespace modeltraining {

    constexpr int kModelTickMs = 100; // a playing run at a set speed takes its next steps this often
    constexpr int kFullSpeedBatchMs = 200; // at full speed, a batch comes back about this often

    QString offNames(const std::vector<HeadId> &off)
    {
        QStringList names;
        for (const HeadId &h : off)
            names << headName(h.layer, h.head);
        return names.join(QStringLiteral(", "));
    }

    TrainingEval evaluate(const ModelParams &p, const std::vector<Sequence> &heldOut, const std::vector<HeadId> &off,
                          int step)
    {
        const InductionMeasures m = measureInduction(p, heldOut, 0, off);
        TrainingEval e;
        e.step = step;
        e.repeatedHalfLoss = m.repeatedHalfLoss;
        for (const HeadScores &s : m.heads) {
            e.previousToken.push_back(s.previousToken.value_or(std::nan("")));
            e.induction.push_back(s.induction.value_or(std::nan("")));
        }
        e.off = offNames(off);
        return e;
    }

    std::shared_ptr<const ModelResult> showcasePass(const ModelParams &p, const Sequence &ids,
                                                    const std::vector<HeadId> &off)
    {
        ModelOptions o;
        o.threads = 1; // a few dozen tokens: threads would cost more than they save
        Interventions iv;
        iv.ablated = off;
        o.interventions = &iv;
        auto r = runModelFast(weightsView(p), ids, o);
        return r ? std::make_shared<const ModelResult>(std::move(*r)) : nullptr;
    }

    QStringList letters(const Sequence &ids, int alphabet)
    {
        QStringList out;
        for (int id : ids)
            out << (id < alphabet ? io::taskLetter(id) : QStringLiteral("<|endoftext|>"));
        return out;
    }

} // namespace modeltraining

using namespace modeltraining;

ModelTrainingController::ModelTrainingController(QObject *parent)
    : QObject(parent)
    , m_job(new LatestJob(this))
    , m_evalJob(new LatestJob(this))
    , m_timer(new QTimer(this))
{
    m_timer->setInterval(kModelTickMs);
    connect(m_timer, &QTimer::timeout, this, [this] {
        if (m_playing && !m_inFlight)
            scheduleBatch();
    });
}

ModelTrainingController::~ModelTrainingController() = default;

InductionRecipe ModelTrainingController::recipe() const
{
    InductionRecipe r = defaultInductionRecipe();
    if (m_settings.layers > 0)
        r.layers = m_settings.layers;
    if (m_settings.heads > 0)
        r.heads = m_settings.heads;
    if (m_settings.dModel > 0)
        r.dModel = m_settings.dModel;
    return r;
}

QString ModelTrainingController::problem() const
{
    if (m_settings.checkpointEvery < 1 || m_settings.evaluateEvery < 1)
        return tr("Checkpoints and evaluations need an interval of at least one step.");
    return QString::fromStdString(checkInductionRecipe(recipe()));
}

bool ModelTrainingController::setSettings(const ModelTrainingSettings &settings)
{
    if (settings == m_settings)
        return true;
    if (m_run)
        return false;
    m_settings = settings;
    emit stateChanged();
    return true;
}

ModelTrainingController::Tick ModelTrainingController::tickFor(int stepsPerSecond)
{
    const int speed = std::clamp(stepsPerSecond, 1, 1000);
    Tick t;
    t.intervalMs = std::max(kModelTickMs, 1000 / speed);
    t.steps = std::max(1, int(std::lround(speed * t.intervalMs / 1000.0)));
    return t;
}

void ModelTrainingController::setStepsPerSecond(int steps)
{
    m_speed = steps <= 0 ? kFullSpeed : std::clamp(steps, 1, 1000);
    m_timer->setInterval(m_speed == kFullSpeed ? kModelTickMs : tickFor(m_speed).intervalMs);
    emit stateChanged();
}

bool ModelTrainingController::isStepping() const
{
    return m_inFlight;
}

bool ModelTrainingController::startRun()
{
    if (m_run)
        return true;
    if (!problem().isEmpty())
        return false;
    m_job->cancel(); // a stopped run's last batch, if still on its way, is dropped
    m_evalJob->cancel();
    m_inFlight = false;
    auto run = std::make_shared<Run>();
    run->recipe = recipe();
    ModelParams start = newInductionModel(run->recipe, m_settings.seed);
    std::vector<char> frozen = inductionFrozen(start, run->recipe.fixedPositions);
    run->trainer = std::make_unique<ModelTrainer>(std::move(start), run->recipe.optimizer, run->recipe.lr,
                                                  std::move(frozen),
                                                  inductionBatches(run->recipe.task, run->recipe.batch, m_settings.seed));
    run->heldOut = std::make_shared<const std::vector<Sequence>>(heldOutInductionBatch(run->recipe.task));
    run->showcase = showcaseInductionSequence(run->recipe.task);
    m_run = std::move(run);
    forgetHistory();
    m_trained = m_run->recipe;
    m_trainedSeed = m_settings.seed;
    m_checkpointEvery = m_settings.checkpointEvery;
    emit curvesChanged();
    emit gridChanged();
    return true;
}

void ModelTrainingController::forgetHistory()
{
    m_steps = 0;
    m_savedStep = -1;
    m_losses.clear();
    m_evals.clear();
    m_checkpoints.clear();
    m_latest.reset();
    m_shown = -1;
    m_selected = -1;
    m_shownEval.reset();
    m_grid = ModelViewData();
    m_failure.clear();
}

void ModelTrainingController::scheduleBatch()
{
    if (m_inFlight || !startRun())
        return;
    // A batch of Step's steps, a tick's worth at a set speed, or as many as fit in a short time.
    int count = -1;
    if (!m_playing)
        count = std::exchange(m_pendingSteps, 0);
    else if (m_speed != kFullSpeed)
        count = tickFor(m_speed).steps;
    if (count == 0)
        return;
    auto batch = std::make_shared<Batch>();
    batch->run = m_run;
    batch->off = m_off;
    const int evaluateEvery = m_settings.evaluateEvery, checkpointEvery = m_checkpointEvery;
    m_inFlight = true;
    const bool playing = m_playing;
    m_job->start([this, batch, count, evaluateEvery, checkpointEvery, playing](LatestJob::Control control) -> LatestJob::Continuation {
        Run &run = *batch->run;
        ModelTrainer &t = *run.trainer;
        const std::vector<Sequence> &heldOut = *run.heldOut;
        if (t.stepsDone() == 0 && !control.isStopping()) { // the model before its first step
            batch->evals.push_back(evaluate(t.params(), heldOut, batch->off, 0));
            batch->checkpoints.push_back({ 0, std::make_shared<const ModelParams>(t.params()) });
        }
        QElapsedTimer clock;
        clock.start();
        for (int k = 0; count < 0 ? clock.elapsed() < kFullSpeedBatchMs : k < count; ++k) {
            if (control.isStopping())
                break;
            if (!t.step(control.stopFlag())) {
                if (t.failedStep())
                    batch->failure = tr("The run diverged at step %1 (%2): the model stays as it was before it.")
                                         .arg(*t.failedStep())
                                         .arg(QString::fromStdString(t.error()));
                break;
            }
            const int step = t.stepsDone();
            batch->losses.push_back(t.lastLoss());
            if (step % evaluateEvery == 0)
                batch->evals.push_back(evaluate(t.params(), heldOut, batch->off, step));
            if (step % checkpointEvery == 0)
                batch->checkpoints.push_back({ step, std::make_shared<const ModelParams>(t.params()) });
        }
        // The newest model; measured too when the run stops here (Step, Pause) or the batch had
        // no evaluation of its own — playing, the evaluations every few steps are enough, and
        // each one left out is time for training.
        batch->latest = std::make_shared<const ModelParams>(t.params());
        const bool measured = !batch->evals.empty() && batch->evals.back().step == t.stepsDone();
        if (!measured && (!playing || batch->evals.empty() || control.isStopping() || !batch->failure.isEmpty()))
            batch->evals.push_back(evaluate(t.params(), heldOut, batch->off, t.stepsDone()));
        batch->grid = showcasePass(t.params(), run.showcase, batch->off);
        return [this, batch] { finishBatch(batch); };
    },
                 [this] { outOfMemory(tr("the next steps")); });
    emit stateChanged();
}

void ModelTrainingController::outOfMemory(const QString &what)
{
    // The run itself went with the job that failed: it ends here, what was trained stays.
    m_inFlight = false;
    m_playing = false;
    m_timer->stop();
    m_pendingSteps = 0;
    m_run.reset();
    emit stateChanged();
    emit failed(tr("There is not enough memory for %1: the run stopped at step %2.").arg(what).arg(m_steps));
}

void ModelTrainingController::keepCheckpoint(int step, std::shared_ptr<const ModelParams> params)
{
    if (!m_checkpoints.empty() && m_checkpoints.back().step >= step)
        return;
    m_checkpoints.push_back({ step, std::move(params) });
    // Thinned when they outgrow their memory: every other one goes (never step 0) and the
    // interval doubles, so that a long run keeps checkpoints spread over all of it.
    const std::int64_t each = m_checkpoints.front().params->parameterCount() * std::int64_t(sizeof(double));
    if (each * std::int64_t(m_checkpoints.size()) <= m_checkpointBytes)
        return;
    const int shownStep = m_shown >= 0 ? m_checkpoints[std::size_t(m_shown)].step : -1;
    m_checkpointEvery *= 2;
    std::vector<ModelCheckpoint> kept;
    for (const ModelCheckpoint &c : m_checkpoints)
        if (c.step % m_checkpointEvery == 0)
            kept.push_back(c);
    m_checkpoints = std::move(kept);
    if (m_shown >= 0) {
        m_shown = -1;
        for (std::size_t i = 0; i < m_checkpoints.size(); ++i)
            if (m_checkpoints[i].step <= shownStep)
                m_shown = int(i);
    }
}

void ModelTrainingController::finishBatch(std::shared_ptr<Batch> batch)
{
    m_inFlight = false;
    // After Stop, a batch still delivered (finishing early) adds its steps; the run stays ended.
    const bool stillRunning = m_run == batch->run;
    m_losses.insert(m_losses.end(), batch->losses.begin(), batch->losses.end());
    m_steps += int(batch->losses.size());
    for (TrainingEval &e : batch->evals) {
        if (!m_evals.empty() && m_evals.back().step == e.step)
            m_evals.back() = std::move(e); // measured again (heads off changed)
        else
            m_evals.push_back(std::move(e));
    }
    const auto shownBefore = m_shown >= 0 ? shownParams() : nullptr;
    for (ModelCheckpoint &c : batch->checkpoints)
        keepCheckpoint(c.step, std::move(c.params));
    if (shownBefore && shownParams() != shownBefore) // thinned away: the nearest earlier one is shown
        reevaluate();
    m_latest = batch->latest;
    if (m_shown < 0) {
        m_shownEval = m_evals.empty() ? std::nullopt : std::optional<TrainingEval>(m_evals.back());
        setGrid(batch->grid, m_latest);
    }
    if (!batch->failure.isEmpty()) {
        m_failure = batch->failure;
        m_playing = false;
        m_timer->stop();
        m_pendingSteps = 0;
    }
    emit curvesChanged();
    if (!batch->failure.isEmpty())
        emit failed(m_failure);
    // Heads switched on or off while the batch ran, the run paused: measured again as they are now.
    if (batch->off != m_off && (!m_playing || !stillRunning))
        reevaluate();
    if (stillRunning && m_failure.isEmpty()) {
        if (m_playing && m_speed == kFullSpeed)
            scheduleBatch();
        else if (!m_playing && m_pendingSteps > 0)
            scheduleBatch();
    }
    emit stateChanged();
}

void ModelTrainingController::play()
{
    if (m_playing || (!m_failure.isEmpty() && m_run))
        return;
    if (!startRun())
        return;
    m_playing = true;
    m_pendingSteps = 0;
    m_timer->start();
    emit stateChanged();
    if (!m_inFlight)
        scheduleBatch();
}

void ModelTrainingController::pause()
{
    if (!m_playing)
        return;
    m_playing = false;
    m_timer->stop();
    m_job->finishEarly(); // the steps of the batch in flight are kept
    emit stateChanged();
}

void ModelTrainingController::step()
{
    if (m_run && !m_failure.isEmpty())
        return;
    pause();
    if (!startRun())
        return;
    ++m_pendingSteps;
    if (!m_inFlight)
        scheduleBatch();
    emit stateChanged();
}

void ModelTrainingController::stop()
{
    m_playing = false;
    m_timer->stop();
    m_pendingSteps = 0;
    if (m_inFlight)
        m_job->finishEarly(); // delivered, counted, then nothing follows
    m_run.reset();
    emit stateChanged();
}

void ModelTrainingController::clear()
{
    stop();
    m_job->cancel();
    m_evalJob->cancel();
    m_inFlight = false;
    m_trained.reset();
    forgetHistory();
    emit curvesChanged();
    emit gridChanged();
    emit stateChanged();
}

TrainingCurvesData ModelTrainingController::curves() const
{
    TrainingCurvesData d;
    const InductionRecipe r = m_trained.value_or(recipe());
    d.title = tr("Induction task · %1 · %2").arg(runName(), tr("%n step(s)", nullptr, m_steps));
    d.layers = r.layers;
    d.heads = r.heads;
    d.losses = m_losses;
    d.evals = m_evals;
    d.cursorStep = m_shown >= 0 ? m_checkpoints[std::size_t(m_shown)].step : -1;
    d.selectedHead = m_selected;
    return d;
}

QString ModelTrainingController::runName() const
{
    const InductionRecipe r = m_trained.value_or(recipe());
    const std::uint64_t seed = m_trained ? m_trainedSeed : m_settings.seed;
    return tr("%1 × %2 heads, d_model %3, seed %4")
        .arg(tr("%n layer(s)", nullptr, r.layers))
        .arg(r.heads)
        .arg(r.dModel)
        .arg(seed);
}

QString ModelTrainingController::suggestedFolderName(int step) const
{
    return QStringLiteral("induction-seed%1-step%2").arg(m_trained ? m_trainedSeed : m_settings.seed).arg(step);
}

int ModelTrainingController::stepOf(const std::shared_ptr<const ModelParams> &params) const
{
    if (!params)
        return -1;
    if (params == m_latest)
        return m_steps;
    for (const ModelCheckpoint &c : m_checkpoints)
        if (c.params == params)
            return c.step;
    return -1;
}

void ModelTrainingController::setShownCheckpoint(int index)
{
    index = index >= 0 && index < int(m_checkpoints.size()) ? index : -1;
    if (index == m_shown)
        return;
    m_shown = index;
    emit curvesChanged();
    reevaluate();
}

std::shared_ptr<const ModelParams> ModelTrainingController::shownParams() const
{
    return m_shown >= 0 ? m_checkpoints[std::size_t(m_shown)].params : m_latest;
}

int ModelTrainingController::shownStep() const
{
    return m_shown >= 0 ? m_checkpoints[std::size_t(m_shown)].step : m_steps;
}

void ModelTrainingController::setGrid(std::shared_ptr<const ModelResult> pass, std::shared_ptr<const ModelParams> of)
{
    if (!pass || !of || !m_trained)
        return;
    ModelViewData d;
    d.modelName = tr("step %1").arg(shownStep());
    const Sequence ids(pass->ids.begin(), pass->ids.end());
    d.tokens = letters(ids, m_trained->task.alphabet);
    d.text = d.tokens.mid(1).join(QString());
    d.result = std::move(pass);
    d.layers = of->config.nLayer;
    d.heads = of->config.nHead;
    m_grid = std::move(d);
    emit gridChanged();
}

void ModelTrainingController::reevaluate()
{
    const auto params = shownParams();
    if (!params || !m_trained)
        return;
    const bool live = m_shown < 0;
    const int step = shownStep();
    const std::vector<HeadId> off = m_off;
    const InductionTask task = m_trained->task;
    m_evalJob->start([this, params, live, step, off, task](LatestJob::Control) -> LatestJob::Continuation {
        auto eval = std::make_shared<TrainingEval>(evaluate(*params, heldOutInductionBatch(task), off, step));
        auto pass = showcasePass(*params, showcaseInductionSequence(task), off);
        return [this, params, live, step, off, eval, pass] {
            if (off != m_off || shownParams() != params || live != (m_shown < 0))
                return; // something newer is shown, or is being measured
            m_shownEval = *eval;
            if (live && !m_inFlight) { // the newest step measured again: its point on the curves too
                if (!m_evals.empty() && m_evals.back().step == step)
                    m_evals.back() = *eval;
                else
                    m_evals.push_back(*eval);
            }
            setGrid(pass, params);
            emit curvesChanged();
        };
    },
                     [this] { emit failed(tr("There is not enough memory to measure the model shown.")); });
}

void ModelTrainingController::setHeadOff(int layer, int head, bool off)
{
    if (!m_trained || layer < 0 || head < 0 || layer >= m_trained->layers || head >= m_trained->heads)
        return;
    const HeadId id { layer, head };
    const auto at = std::lower_bound(m_off.begin(), m_off.end(), id);
    const bool is = at != m_off.end() && *at == id;
    if (is == off)
        return;
    if (off)
        m_off.insert(at, id);
    else
        m_off.erase(at);
    // The newest step, while a batch is on its way, is measured with the new heads when it lands.
    if (m_shown >= 0 || !m_playing || !m_inFlight)
        reevaluate();
    emit gridChanged(); // the marks at once; the pass follows
}

bool ModelTrainingController::isHeadOff(int layer, int head) const
{
    return std::binary_search(m_off.begin(), m_off.end(), HeadId { layer, head });
}

void ModelTrainingController::restoreHeads()
{
    if (m_off.empty())
        return;
    m_off.clear();
    if (m_shown >= 0 || !m_playing || !m_inFlight)
        reevaluate();
    emit gridChanged();
}

QString ModelTrainingController::offText() const
{
    return offNames(m_off);
}

ModelViewMarks ModelTrainingController::marks() const
{
    ModelViewMarks m;
    if (m_grid.layers <= 0)
        return m;
    const int n = m_grid.layers * m_grid.heads;
    m.off.assign(std::size_t(n), 0);
    for (const HeadId &h : m_off)
        if (h.layer < m_grid.layers && h.head < m_grid.heads)
            m.off[std::size_t(h.layer * m_grid.heads + h.head)] = 1;
    if (m_shownEval && int(m_shownEval->induction.size()) == n) {
        m.badge = m_shownEval->induction;
        m.badgeName = tr("induction score");
    }
    return m;
}

std::optional<ModelRequest> ModelTrainingController::workbenchRequest(QString *error) const
{
    const auto params = shownParams();
    if (!params || !m_trained) {
        *error = tr("There is no trained model yet: press Step or Play first.");
        return std::nullopt;
    }
    const QString name = tr("induction, seed %1, step %2").arg(m_trainedSeed).arg(shownStep());
    auto model = io::inMemoryModel(params, m_trained->task, name, error);
    if (!model)
        return std::nullopt;
    ModelRequest request;
    request.directory = name;
    // The grid's sequence without its last letter: the next-token panel then shows the model
    // predicting that letter, a repeated one — what switching the induction head off takes away.
    Sequence showcase = showcaseInductionSequence(m_trained->task);
    showcase.pop_back();
    request.ids = std::vector<int>(showcase.begin(), showcase.end());
    request.text = letters(showcase, m_trained->task.alphabet).mid(1).join(QString());
    request.model = std::make_shared<const io::Gpt2Model>(std::move(*model));
    return request;
}

bool ModelTrainingController::saveModel(const QString &directory, const std::shared_ptr<const ModelParams> &params,
                                        QString *error)
{
    if (!params || !m_trained) {
        *error = tr("There is no trained model yet: press Step or Play first.");
        return false;
    }
    io::ModelFolder folder;
    folder.params = params.get();
    folder.dtype = io::StoredType::F32;
    folder.task = m_trained->task;
    if (!io::writeModelFolder(directory, folder, error))
        return false;
    if (params == m_latest)
        m_savedStep = m_steps;
    emit stateChanged();
    return true;
}

} // namespace attn
