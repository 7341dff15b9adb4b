#include "mechanismsbench.h"

#include "modelbench.h"

#include "ui/document/latestjob.h"

#include "core/model/fast_forward.h"
#include "io/memorycheck.h"
#include "io/model/modeltext.h"

#include <new>

namespace attn {

MechanismsBench::MechanismsBench(ModelBench *bench, QObject *parent)
    : QObject(parent)
    , m_bench(bench)
    , m_patchJob(new LatestJob(this))
    , m_lensJob(new LatestJob(this))
    , m_rolloutJob(new LatestJob(this))
{
    setObjectName(QStringLiteral("mechanismsBench"));
    m_patchJob->setObjectName(QStringLiteral("modelPatchingJob"));
    m_lensJob->setObjectName(QStringLiteral("modelLensJob"));
    m_rolloutJob->setObjectName(QStringLiteral("modelRolloutJob"));
    m_patchJob->setProgressInterval(100);
    m_lensJob->setProgressInterval(100);
    connect(m_patchJob, &LatestJob::progress, this, [this](double done) { emit patchingProgress(int(done * 100)); });
    connect(m_lensJob, &LatestJob::progress, this, [this](double done) { emit lensProgress(int(done * 100)); });
    connect(m_bench, &ModelBench::resultChanged, this, [this] {
        if (m_bench->model() != m_model)
            return modelChanged();
        m_lensStale = bool(m_lens);
        m_rolloutStale = bool(m_rollout);
        emit staleChanged();
    });
}

MechanismsBench::~MechanismsBench() = default;

void MechanismsBench::modelChanged()
{
    cancelPatching();
    if (m_lensJob->cancel())
        emit lensRunningChanged(false);
    if (m_rolloutJob->cancel())
        emit rolloutRunningChanged(false);
    m_model = m_bench->model();
    m_answer = m_wrong = -1;
    m_setup.reset();
    m_patching.reset();
    m_lens.reset();
    m_rollout.reset();
    m_lensTraced = -1;
    m_lensStale = m_rolloutStale = false;
    emit cleared();
    emit answersChanged();
}

void MechanismsBench::setAnswer(int id)
{
    if (!m_model || id < -1 || id >= m_model->model->config.vocabSize || id == m_answer)
        return;
    m_answer = id;
    if (m_wrong == id)
        m_wrong = -1;
    m_lensStale = m_lensStale || (m_lens && m_lensTraced != tracedToken());
    emit answersChanged();
}

void MechanismsBench::setWrong(int id)
{
    if (!m_model || id < -1 || id >= m_model->model->config.vocabSize || id == m_wrong)
        return;
    m_wrong = id;
    if (m_answer == id)
        m_answer = -1;
    emit answersChanged();
}

int MechanismsBench::tracedToken() const
{
    if (m_answer >= 0)
        return m_answer;
    return m_model && !m_model->result->next.empty() ? m_model->result->next.front().id : -1;
}

QString MechanismsBench::tokenText(int id) const
{
    return m_model && id >= 0 ? m_model->model->tokenizer.tokenText(id) : QString();
}

MechanismsBench::Checked MechanismsBench::checkCompareText(const QString &text) const
{
    Checked out;
    if (!m_model) {
        out.problem = tr("Open a model first.");
        return out;
    }
    if (text.trimmed().isEmpty()) {
        out.problem = tr("Type the second text: the same sentence with what matters changed.");
        return out;
    }
    if (!m_model->model->tokenizer.canEncode()) {
        out.problem = tr("This model's tokenizer cannot turn text into tokens here.");
        return out;
    }
    QString error;
    const auto ids = io::encodeModelText(*m_model->model, text, &error);
    if (!ids) {
        out.problem = error;
        return out;
    }
    out.ids = *ids;
    for (int id : *ids)
        out.tokens << m_model->model->tokenizer.tokenText(id);
    const std::size_t T = m_model->result->ids.size();
    if (ids->size() != T)
        out.problem = tr("It is %1 tokens and the first text is %2: patching compares the two texts position by "
                         "position, so they need the same count (change a name for a name, a word for a word).")
                          .arg(ids->size())
                          .arg(T);
    else if (*ids == m_model->result->ids)
        out.problem = tr("It is the same text: change something (a name, a word) so the answer changes.");
    return out;
}

std::optional<int> MechanismsBench::tokenFor(const QString &given, const QString &name, QString *error) const
{
    if (!m_model) {
        *error = tr("Open a model first.");
        return std::nullopt;
    }
    if (!given.startsWith(QLatin1Char('#')) && !m_model->model->tokenizer.canEncode()) {
        *error = tr("%1: this model's tokenizer cannot encode text here; give the token as #ID.").arg(name);
        return std::nullopt;
    }
    return io::continuationToken(*m_model->model, m_model->text, m_model->result->ids, given, name, error);
}

bool MechanismsBench::startPatching(const PatchingSetup &setup)
{
    if (!m_model)
        return false;
    const gpt2::Config &c = m_model->model->config;
    const std::string problem = gpt2::checkPatching(c, m_model->result->ids, setup.ids, setup.answer, setup.wrong);
    QString refusal;
    if (setup.answer == setup.wrong)
        refusal = tr("The answer and the wrong token are the same token: pick two different ones.");
    else if (!problem.empty())
        refusal = QString::fromStdString(problem);
    else if (!setup.resid && !setup.heads)
        refusal = tr("Choose what to patch: the residual stream, the heads' outputs, or both.");
    else if (const QString memory = memoryRefusal(gpt2::estimatePatchingBytes(c, int(setup.ids.size())), availableMemory());
             !memory.isEmpty())
        refusal = tr("Patching %1.").arg(memory);
    if (!refusal.isEmpty()) {
        emit failed(refusal);
        return false;
    }
    m_setup = setup;
    m_patching.reset();
    const auto model = m_model;
    m_patchJob->start(
        [this, model, setup](LatestJob::Control control) -> LatestJob::Continuation {
            gpt2::PatchingOptions options;
            options.resid = setup.resid;
            options.heads = setup.heads;
            options.cancel = control.stopFlag();
            options.progress = [control](double done) { control.setProgress(done); };
            QString error;
            std::optional<gpt2::PatchingResult> r;
            try {
                r = gpt2::patchActivations(model->model->weights, model->result->ids, setup.ids, setup.answer,
                                           setup.wrong, options);
            } catch (const gpt2::ModelFileChanged &) {
                error = io::modelFileChanged(model->model->directory);
            }
            return [this, r = std::move(r), error]() mutable {
                emit patchingRunningChanged(false);
                if (!r) {
                    if (!error.isEmpty())
                        emit failed(error);
                    return;
                }
                m_patching = std::move(r);
                emit patchingReady();
                if (!m_patching->restorable())
                    emit failed(tr("Both texts give the same logit difference (%1), so nothing can be restored: "
                                   "pick an answer and a wrong token that the two texts rank differently.")
                                    .arg(m_patching->cleanLogitDiff, 0, 'g', 6));
            };
        },
        [this] {
            emit patchingRunningChanged(false);
            emit failed(tr("There is not enough memory for patching."));
        });
    emit patchingProgress(0);
    emit patchingRunningChanged(true);
    return true;
}

void MechanismsBench::cancelPatching()
{
    if (m_patchJob->cancel())
        emit patchingRunningChanged(false);
}

bool MechanismsBench::isPatching() const
{
    return m_patchJob->isActive();
}

std::optional<gpt2::ModelResult> MechanismsBench::withStreams(const LoadedModel &model, const gpt2::ModelResult &run,
                                                              const std::atomic<bool> *cancel)
{
    gpt2::ModelOptions options;
    options.keepStreams = true;
    options.topK = 0;
    options.cancel = cancel;
    options.interventions = &run.interventions;
    return gpt2::runModelFast(model.model->weights, run.ids, options);
}

void MechanismsBench::startLens()
{
    const auto run = m_bench->current();
    if (!m_model || !run)
        return;
    const auto model = m_model;
    const int traced = tracedToken();
    m_lensJob->start(
        [this, model, run, traced](LatestJob::Control control) -> LatestJob::Continuation {
            QString error;
            std::optional<gpt2::LogitLens> lens;
            try {
                std::optional<gpt2::ModelResult> kept;
                const gpt2::ModelResult *r = run.get();
                if (r->streams.size() != std::size_t(model->model->config.nLayer)) {
                    kept = withStreams(*model, *run, control.stopFlag());
                    if (!kept)
                        return {};
                    r = &*kept;
                }
                gpt2::LogitLensOptions options;
                options.track = traced;
                options.cancel = control.stopFlag();
                options.progress = [control](double done) { control.setProgress(done); };
                lens = gpt2::logitLens(model->model->weights, *r, options);
            } catch (const gpt2::ModelFileChanged &) {
                error = io::modelFileChanged(model->model->directory);
            }
            return [this, lens = std::move(lens), error, traced]() mutable {
                emit lensRunningChanged(false);
                if (!lens) {
                    if (!error.isEmpty())
                        emit failed(error);
                    return;
                }
                m_lens = std::move(lens);
                m_lensTraced = traced;
                m_lensStale = false;
                emit lensReady();
            };
        },
        [this] {
            emit lensRunningChanged(false);
            emit failed(tr("There is not enough memory for the logit lens."));
        });
    emit lensProgress(0);
    emit lensRunningChanged(true);
}

bool MechanismsBench::isLensRunning() const
{
    return m_lensJob->isActive();
}

void MechanismsBench::startRollout()
{
    const auto run = m_bench->current();
    if (!m_model || !run)
        return;
    m_rolloutJob->start(
        [this, run](LatestJob::Control) -> LatestJob::Continuation {
            Matrix r = gpt2::attentionRollout(*run);
            return [this, r = std::move(r)]() mutable {
                m_rollout = std::move(r);
                m_rolloutStale = false;
                emit rolloutRunningChanged(false);
                emit rolloutReady();
            };
        },
        [this] {
            emit rolloutRunningChanged(false);
            emit failed(tr("There is not enough memory for the rollout."));
        });
    emit rolloutRunningChanged(true);
}

bool MechanismsBench::isRolloutRunning() const
{
    return m_rolloutJob->isActive();
}

} // namespace attn
