#include "mechanismsbench.h"

#include "render/notation.h"

#include "modelbench.h"

#include "ui/document/latestjob.h"

#include "core/model/fast_forward.h"
#include "io/memorycheck.h"
#include "io/model/modeltext.h"

#include <QRegularExpression>

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
    m_requested.reset();
    m_shown.reset();
    m_patching.reset();
    m_lens = {};
    m_rollout = {};
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
    emit answersChanged();
    emit staleChanged(); // the lens traces the answer
}

void MechanismsBench::setWrong(int id)
{
    if (!m_model || id < -1 || id >= m_model->model->config.vocabSize || id == m_wrong)
        return;
    m_wrong = id;
    if (m_answer == id) {
        m_answer = -1;
        emit staleChanged();
    }
    emit answersChanged();
}

int MechanismsBench::tracedToken() const
{
    if (m_answer >= 0)
        return m_answer;
    if (const auto &run = m_bench->current(); run && !run->next.empty())
        return run->next.front().id;
    return m_model && !m_model->result->next.empty() ? m_model->result->next.front().id : -1;
}

QString MechanismsBench::tokenText(int id) const
{
    return m_model && id >= 0 ? m_model->model->tokenizer.tokenText(id) : QString();
}

namespace {

    // "15496, 995" or "15496 995" → the ids (each in the vocabulary); std::nullopt and *error.
    std::optional<std::vector<int>> typedIds(const QString &text, int vocabulary, QString *error)
    {
        std::vector<int> ids;
        static const QRegularExpression separators(QStringLiteral("[,\\s]+"));
        for (const QString &part : text.split(separators, Qt::SkipEmptyParts)) {
            bool ok = false;
            const int id = part.toInt(&ok);
            if (!ok || id < 0 || id >= vocabulary) {
                *error = QObject::tr("“%1” is not a token id (0…%2): this model was opened on ids, so give the "
                                     "second text as ids too.")
                             .arg(part.left(20), QString::number(vocabulary - 1));
                return std::nullopt;
            }
            ids.push_back(id);
        }
        return ids;
    }

} // namespace

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
    QString error;
    std::optional<std::vector<int>> ids;
    if (m_model->fromIds) {
        ids = typedIds(text, m_model->model->config.vocabSize, &error);
    } else if (!m_model->model->tokenizer.canEncode()) {
        out.problem = tr("This model's tokenizer cannot turn text into tokens here.");
        return out;
    } else {
        ids = io::encodeModelText(*m_model->model, text, &error);
    }
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
    if (!given.startsWith(QLatin1Char('#')) && (m_model->fromIds || !m_model->model->tokenizer.canEncode())) {
        *error = m_model->fromIds ? tr("%1: this model was opened on token ids; give the token as #ID.").arg(name)
                                  : tr("%1: this model's tokenizer cannot encode text here; give the token as #ID.").arg(name);
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
    m_requested = setup;
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
            return [this, r = std::move(r), error, setup]() mutable {
                if (!r) {
                    emit patchingRunningChanged(false);
                    if (!error.isEmpty())
                        emit failed(error);
                    return;
                }
                // The result first: a page that hears "not running" finds it there.
                m_patching = std::move(r);
                m_shown = setup;
                emit patchingRunningChanged(false);
                emit patchingReady();
                if (!m_patching->restorable())
                    emit failed(
                        tr("Both texts give the same logit difference (%1), so nothing can be restored: "
                           "pick an answer and a wrong token that the two texts rank differently.")
                            .arg(drawnNumber(QString::number(m_patching->cleanLogitDiff, 'g', 6))));
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

MechanismsBench::Target MechanismsBench::lensTarget() const
{
    return { m_bench->current(), tracedToken() };
}

MechanismsBench::Target MechanismsBench::rolloutTarget() const
{
    return { m_bench->current(), -1 };
}

bool MechanismsBench::isLensStale() const
{
    return m_lens.value && !(m_lens.of() == lensTarget());
}

QString MechanismsBench::lensError() const
{
    return m_lens.failedFor == lensTarget() ? m_lens.error : QString();
}

void MechanismsBench::refreshLens()
{
    const Target want = lensTarget();
    if (!m_model || !want.run || (m_lens.value && m_lens.of() == want) || m_lens.failedFor == want
        || (m_lensJob->isActive() && m_lens.running == want))
        return;
    const auto model = m_model;
    m_lens.running = want;
    m_lensJob->start(
        [this, model, want](LatestJob::Control control) -> LatestJob::Continuation {
            QString error;
            std::optional<gpt2::LogitLens> lens;
            try {
                std::optional<gpt2::ModelResult> kept;
                const gpt2::ModelResult *r = withStreams(*model, *want.run, control.stopFlag(), kept);
                if (!r)
                    return {};
                gpt2::LogitLensOptions options;
                options.track = want.traced;
                options.cancel = control.stopFlag();
                options.progress = [control](double done) { control.setProgress(done); };
                lens = gpt2::logitLens(model->model->weights, *r, options);
                if (!lens)
                    return {};
            } catch (const gpt2::ModelFileChanged &) {
                error = io::modelFileChanged(model->model->directory);
            }
            return [this, lens = std::move(lens), error, want]() mutable {
                m_lens.running = {};
                if (lens) {
                    m_lens.value = std::make_shared<const gpt2::LogitLens>(std::move(*lens));
                    m_lens.run = want.run;
                    m_lens.traced = want.traced;
                } else {
                    m_lens.failedFor = want;
                    m_lens.error = error;
                }
                emit lensRunningChanged(false);
                emit lensReady();
            };
        },
        [this, want] {
            m_lens.running = {};
            m_lens.failedFor = want;
            m_lens.error = tr("There is not enough memory for the logit lens of this run.");
            emit lensRunningChanged(false);
            emit lensReady();
        });
    emit lensProgress(0);
    emit lensRunningChanged(true);
}

bool MechanismsBench::isLensRunning() const
{
    return m_lensJob->isActive();
}

bool MechanismsBench::isRolloutStale() const
{
    return m_rollout.value && !(m_rollout.of() == rolloutTarget());
}

QString MechanismsBench::rolloutError() const
{
    return m_rollout.failedFor == rolloutTarget() ? m_rollout.error : QString();
}

void MechanismsBench::refreshRollout()
{
    const Target want = rolloutTarget();
    if (!m_model || !want.run || (m_rollout.value && m_rollout.of() == want) || m_rollout.failedFor == want
        || (m_rolloutJob->isActive() && m_rollout.running == want))
        return;
    if (const QString memory = memoryRefusal(gpt2::estimateRolloutBytes(want.run->tokenCount()), availableMemory());
        !memory.isEmpty()) {
        m_rollout.failedFor = want;
        m_rollout.error = tr("Rollout %1.").arg(memory);
        emit rolloutReady();
        return;
    }
    m_rollout.running = want;
    m_rolloutJob->start(
        [this, want](LatestJob::Control control) -> LatestJob::Continuation {
            auto r = gpt2::attentionRollout(*want.run, control.stopFlag());
            if (!r)
                return {};
            return [this, r = std::make_shared<const Matrix>(std::move(*r)), want]() mutable {
                m_rollout.running = {};
                m_rollout.value = std::move(r);
                m_rollout.run = want.run;
                emit rolloutRunningChanged(false);
                emit rolloutReady();
            };
        },
        [this, want] {
            m_rollout.running = {};
            m_rollout.failedFor = want;
            m_rollout.error = tr("There is not enough memory for the rollout of this run.");
            emit rolloutRunningChanged(false);
            emit rolloutReady();
        });
    emit rolloutRunningChanged(true);
}

bool MechanismsBench::isRolloutRunning() const
{
    return m_rolloutJob->isActive();
}

} // namespace attn
