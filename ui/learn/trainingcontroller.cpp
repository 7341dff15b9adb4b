#include "trainingcontroller.h"

#include "ui/document/document.h"
#include "ui/document/latestjob.h"

#include <QTimer>

#include <cmath>

namespace attn {

namespace {
    constexpr int kTickMs = 50; // how often a playing run takes its next batch of steps
}

TrainingController::TrainingController(Document *doc, QObject *parent)
    : QObject(parent)
    , m_doc(doc)
    , m_job(new LatestJob(this))
    , m_timer(new QTimer(this))
{
    m_settings.optimizer = Optimizer::Adam;
    m_settings.lr = 0.05;
    m_timer->setInterval(kTickMs);
    connect(m_timer, &QTimer::timeout, this, [this] {
        if (m_playing && !m_job->isActive())
            scheduleBatch(std::max(1, int(std::lround(m_stepsPerSecond * kTickMs / 1000.0))));
    });
    // An edit, an undo or another session ends the run: the next step starts from what is there.
    connect(doc, &Document::sessionChanged, this, [this] {
        if (m_applying)
            return;
        m_playing = false;
        m_timer->stop();
        m_job->cancel();
        m_pendingSteps = 0;
        endRun(Ended::SessionChanged);
        emit changed();
    });
}

TrainingController::~TrainingController() = default;

void TrainingController::setSettings(const TrainSettings &settings)
{
    if (settings.optimizer == m_settings.optimizer && settings.lr == m_settings.lr
        && settings.params == m_settings.params)
        return;
    m_settings = settings;
    endRun(Ended::SettingsChanged);
    emit changed();
}

void TrainingController::setStepsPerSecond(double steps)
{
    m_stepsPerSecond = std::clamp(steps, 1.0, 2000.0);
    emit changed();
}

void TrainingController::setRace(bool race)
{
    if (race == m_race)
        return;
    pause();
    m_race = race;
    m_runs.clear();
    m_runStart.reset();
    emit changed();
    emit stepped();
}

bool TrainingController::isStepping() const
{
    return m_job->isActive();
}

int TrainingController::stepsDone() const
{
    return m_runs.empty() ? 0 : static_cast<int>(m_runs.front().losses.size()) - 1;
}

QString TrainingController::problem() const
{
    const Session &s = m_doc->session();
    if (!hasGradients(s)) // before the target: a loaded one is kept, not learnt towards
        return tr("This session holds latent attention (mla), whose gradients are not built in this "
                  "version: it cannot train. The Train panel works on sessions with W_Q, W_K and W_V.");
    if (!s.target)
        return tr("This session has no target, so there is nothing to learn: make one in the Target tab "
                  "below (Target = Output, then change it), or open a learn-… preset.");
    if (!(std::isfinite(m_settings.lr) && m_settings.lr > 0))
        return tr("The learning rate must be a positive number.");
    if (m_settings.params.empty())
        return tr("Choose what to train: at least one of the matrices, the biases or the embeddings.");
    return {};
}

bool TrainingController::startRuns()
{
    if (!m_runs.empty() && m_runs.front().trainer)
        return true;
    if (!problem().isEmpty())
        return false;
    m_runs.clear();
    m_ended = Ended::No;
    const Session &s = m_doc->session();
    std::vector<Session> sessions;
    if (m_race) {
        auto [scaled, unscaled] = raceSessions(s);
        sessions = { std::move(scaled), std::move(unscaled) };
    } else {
        sessions = { s };
        m_runStart = s;
        ++m_run;
    }
    for (Session &session : sessions) {
        TrainingRun run;
        run.trainer = std::make_shared<Trainer>(std::move(session), m_settings);
        run.losses = { run.trainer->loss() };
        m_runs.push_back(std::move(run));
    }
    return true;
}

void TrainingController::endRun(Ended why)
{
    // The history stays on screen until a new run starts; the trainers (and Adam's moments) go.
    if (!m_runs.empty() && m_runs.front().trainer)
        m_ended = why;
    m_runStart.reset();
    for (TrainingRun &run : m_runs)
        run.trainer.reset();
}

void TrainingController::scheduleBatch(int steps)
{
    if (!startRuns()) {
        pause();
        return;
    }
    // Copies step on the worker; what is on screen stays as it is until they come back.
    std::vector<TrainingRun> runs = m_runs;
    for (TrainingRun &run : runs)
        run.trainer = std::make_shared<Trainer>(*run.trainer);
    const bool race = m_race;
    m_job->start([this, runs = std::move(runs), steps,
                  race](LatestJob::Control control) mutable -> LatestJob::Continuation {
        for (int k = 0; k < steps && !control.isStopping(); ++k) {
            bool ok = true;
            for (TrainingRun &run : runs) {
                if (!run.trainer->step()) {
                    ok = false;
                    continue;
                }
                run.losses.push_back(run.trainer->loss());
            }
            if (!ok)
                break;
        }
        // What the window shows of the document's run, worked out here rather than on the UI thread.
        if (!race && !runs.empty()) {
            const Trainer &t = *runs.front().trainer;
            runs.front().result = std::make_shared<AttentionResult>(
                t.forward()); // not const: the window may reuse its memory
            runs.front().gradient
                = std::make_shared<const GradientResult>(t.gradient({ .keepHeads = false }));
        }
        return [this, runs = std::move(runs)]() mutable { finishBatch(std::move(runs)); };
    });
    emit changed();
}

QString TrainingController::failure() const
{
    for (std::size_t k = 0; k < m_runs.size(); ++k)
        if (const auto failedAt = m_runs[k].trainer ? m_runs[k].trainer->failedStep() : std::nullopt) {
            const QString which
                = m_race ? (k == 0 ? tr("The scaled run") : tr("The unscaled run")) : tr("The run");
            return tr("%1 diverged at step %2 (%3): try a smaller learning rate, then Reset.")
                .arg(which)
                .arg(*failedAt)
                .arg(QString::fromStdString(m_runs[k].trainer->error()));
        }
    return {};
}

void TrainingController::finishBatch(std::vector<TrainingRun> runs)
{
    const int before = stepsDone();
    m_runs = std::move(runs);
    // A batch whose first step diverged changed nothing: no "Train 0 steps" in the undo history.
    if (!m_race && !m_runs.empty() && m_runs.front().trainer && stepsDone() > before) {
        m_applying = true;
        TrainingRun &run = m_runs.front();
        m_doc->applyTraining(run.trainer->session(), m_run, runText(), std::move(run.result),
                             std::move(run.gradient));
        m_applying = false;
    }
    if (const QString why = failure(); !why.isEmpty()) {
        pause();
        emit failed(why);
    }
    emit stepped();
    if (m_pendingSteps > 0 && !m_playing) {
        const int n = m_pendingSteps;
        m_pendingSteps = 0;
        scheduleBatch(n);
        return;
    }
    emit changed();
}

QString TrainingController::runText() const
{
    const int n = stepsDone();
    const QString steps = tr("%n step(s)", nullptr, n);
    return tr("Train %1 (%2, lr %3)")
        .arg(steps, m_settings.optimizer == Optimizer::Adam ? QStringLiteral("Adam") : QStringLiteral("SGD"))
        .arg(m_settings.lr);
}

void TrainingController::play()
{
    if (m_playing || !problem().isEmpty())
        return;
    m_playing = true;
    m_timer->start();
    emit changed();
    if (!m_job->isActive())
        scheduleBatch(std::max(1, int(std::lround(m_stepsPerSecond * kTickMs / 1000.0))));
}

void TrainingController::pause()
{
    if (!m_playing && !m_job->isActive())
        return;
    m_playing = false;
    m_timer->stop();
    m_pendingSteps = 0;
    m_job->cancel(); // a batch in flight is dropped: the window keeps the steps it has shown
    emit changed();
}

void TrainingController::step()
{
    if (m_playing)
        pause();
    if (m_job->isActive()) {
        ++m_pendingSteps;
        return;
    }
    scheduleBatch(1);
}

void TrainingController::reset()
{
    pause();
    if (!m_race && m_runStart && stepsDone() > 0) {
        const Session start = *m_runStart;
        m_applying = true;
        m_doc->replaceSession(start, tr("Reset the training"));
        m_applying = false;
    }
    m_runs.clear();
    m_runStart.reset();
    emit changed();
    emit stepped();
}

} // namespace attn
