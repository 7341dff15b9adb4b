// The workbench's state, its undo steps and its background runs. See modelbench.h.
#include "modelbench.h"

#include "ui/document/latestjob.h"

#include "core/model/fast_forward.h"
#include "core/model/forward.h"
#include "core/model/mechanisms.h"
#include "io/memorycheck.h"
#include "render/workbenchcsv.h"

#include <QUndoCommand>
#include <QUndoStack>

#include <algorithm>
#include <cmath>
#include <limits>
#include <new>

namespace attn {

QString headBadgeName(HeadBadge badge)
{
    switch (badge) {
    case HeadBadge::None:
        return QObject::tr("nothing");
    case HeadBadge::PreviousToken:
        return QObject::tr("previous-token score");
    case HeadBadge::FirstToken:
        return QObject::tr("first-token score");
    case HeadBadge::Self:
        return QObject::tr("self score");
    case HeadBadge::Induction:
        return QObject::tr("induction score");
    case HeadBadge::Importance:
        return QObject::tr("importance");
    case HeadBadge::SinkMass:
        return QObject::tr("sink mass");
    }
    return {};
}

gpt2::Interventions BenchChanges::interventions() const
{
    gpt2::Interventions iv;
    iv.ablated = off;
    iv.ablation = ablation;
    if (layer)
        iv.layer = *layer;
    return iv;
}

// One undo step of the workbench: the changes before and after (the layer override shared).
class BenchChangeCommand final : public QUndoCommand {
public:
    BenchChangeCommand(ModelBench *bench, BenchChanges before, BenchChanges after, const QString &text)
        : QUndoCommand(text)
        , m_bench(bench)
        , m_before(std::move(before))
        , m_after(std::move(after))
    {
    }
    void redo() override { m_bench->apply(m_after); }
    void undo() override { m_bench->apply(m_before); }

private:
    ModelBench *m_bench;
    BenchChanges m_before, m_after;
};

ModelBench::ModelBench(QObject *parent)
    : QObject(parent)
    , m_undo(new QUndoStack(this))
    , m_rerun(new LatestJob(this))
    , m_importanceJob(new LatestJob(this))
    , m_explainJob(new LatestJob(this))
{
    setObjectName(QStringLiteral("modelBench"));
    m_undo->setObjectName(QStringLiteral("modelBenchUndo"));
    m_rerun->setObjectName(QStringLiteral("modelRerunJob"));
    m_importanceJob->setObjectName(QStringLiteral("modelImportanceJob"));
    m_explainJob->setObjectName(QStringLiteral("modelExplainJob"));
    m_importanceJob->setProgressInterval(100);
    connect(m_importanceJob, &LatestJob::progress, this,
            [this](double done) { emit importanceProgress(int(done * 100)); });
}

ModelBench::~ModelBench() = default;

void ModelBench::setModel(std::shared_ptr<const LoadedModel> model)
{
    m_rerun->cancel();
    if (m_explainJob->cancel())
        emit explainingChanged(false);
    cancelImportance();
    m_model = std::move(model);
    m_kept[0] = m_kept[1] = {};
    m_changes = {};
    m_undo->clear();
    m_importance.reset();
    m_position = -1;
    std::vector<gpt2::HeadScores> scores;
    if (m_model)
        scores = gpt2::scoreHeads(*m_model->result);
    setCurrent(m_model ? m_model->result : nullptr, std::move(scores));
    emit changesChanged();
}

bool ModelBench::isOff(int layer, int head) const
{
    return std::binary_search(m_changes.off.begin(), m_changes.off.end(), gpt2::HeadId { layer, head });
}

void ModelBench::setHeadOff(int layer, int head, bool off, std::optional<gpt2::Ablation> how)
{
    if (!m_model || layer < 0 || head < 0 || layer >= m_model->model->config.nLayer
        || head >= m_model->model->config.nHead)
        return;
    BenchChanges after = m_changes;
    after.ablation = how.value_or(m_changes.ablation);
    if (off == isOff(layer, head)) {
        if (after.ablation != m_changes.ablation)
            setAblation(after.ablation);
        return;
    }
    const gpt2::HeadId id { layer, head };
    if (off)
        after.off.insert(std::lower_bound(after.off.begin(), after.off.end(), id), id);
    else
        after.off.erase(std::find(after.off.begin(), after.off.end(), id));
    // Named from 1 as the window names heads, and from 0 as the command line does.
    const QString mode = after.ablation == gpt2::Ablation::Zero ? tr("zero") : tr("mean");
    const QString text = off
        ? tr("Switch off layer %1 head %2 (%3, %4)")
              .arg(layer + 1)
              .arg(head + 1)
              .arg(commandLineHead(id), mode)
        : tr("Switch on layer %1 head %2 (%3)").arg(layer + 1).arg(head + 1).arg(commandLineHead(id));
    push(std::move(after), text);
}

void ModelBench::setAblation(gpt2::Ablation ablation)
{
    if (!m_model || ablation == m_changes.ablation)
        return;
    BenchChanges after = m_changes;
    after.ablation = ablation;
    push(std::move(after),
         ablation == gpt2::Ablation::Zero ? tr("Switched-off heads give zero")
                                          : tr("Switched-off heads give their mean"));
}

bool ModelBench::runWithLayer(const Session &edited, int layer, QString *error)
{
    if (!m_model)
        return false;
    auto override = std::make_shared<gpt2::LayerOverride>();
    const std::string problem
        = gpt2::layerOverrideFromSession(m_model->model->config, layer, edited, *override);
    if (!problem.empty()) {
        *error = QString::fromStdString(problem);
        return false;
    }
    BenchChanges after = m_changes;
    after.layer = std::move(override);
    push(std::move(after), tr("Run the model with layer %1 as edited").arg(layer + 1));
    return true;
}

void ModelBench::restoreAll()
{
    if (m_changes.empty())
        return;
    BenchChanges after;
    after.ablation = m_changes.ablation;
    push(std::move(after), tr("Restore all heads and layers"));
}

void ModelBench::push(BenchChanges after, const QString &text)
{
    m_undo->push(new BenchChangeCommand(this, m_changes, std::move(after), text));
}

void ModelBench::apply(const BenchChanges &changes)
{
    if (changes.layer != m_changes.layer) { // importance was measured on the other layer
        cancelImportance();
        m_importance.reset();
    }
    m_changes = changes;
    startRerun();
    updatePrediction();
    emit changesChanged();
}

QString ModelBench::describeChanges() const
{
    QStringList parts;
    if (!m_changes.off.empty()) {
        QStringList heads;
        for (const gpt2::HeadId &h : m_changes.off)
            heads << tr("L%1 H%2").arg(h.layer + 1).arg(h.head + 1);
        const QString how = m_changes.ablation == gpt2::Ablation::Zero ? tr("zero") : tr("mean");
        parts << (heads.size() <= 3 ? tr("%1 off (%2)").arg(heads.join(QStringLiteral(", ")), how)
                                    : tr("%1 heads off (%2)").arg(heads.size()).arg(how));
    }
    if (m_changes.layer)
        parts << tr("layer %1 as edited in the tables").arg(m_changes.layer->layer + 1);
    return parts.join(QStringLiteral(" · "));
}

bool ModelBench::isRerunning() const
{
    return m_rerun->isActive();
}

void ModelBench::startRerun()
{
    if (!m_model)
        return;
    if (m_changes.empty()) {
        // Back to the model as opened: nothing to run.
        const bool was = m_rerun->cancel();
        setCurrent(m_model->result, gpt2::scoreHeads(*m_model->result));
        if (was)
            emit rerunningChanged(false);
        return;
    }
    const auto model = m_model;
    const gpt2::Interventions iv = m_changes.interventions();
    m_rerun->start(
        [this, model, iv](LatestJob::Control control) -> LatestJob::Continuation {
            gpt2::ModelOptions options;
            options.cancel = control.stopFlag();
            options.interventions = &iv;
            QString error;
            std::optional<gpt2::ModelResult> r;
            try {
                // Only the layers from the first changed one run again, from the kept streams.
                if (!model->result->streams.empty())
                    r = gpt2::rerunFrom(model->model->weights, *model->result, iv, options);
                else
                    r = gpt2::runModelFast(model->model->weights, model->result->ids, options);
            } catch (const gpt2::ModelFileChanged &) {
                error = io::modelFileChanged(model->model->directory);
            }
            if (!r)
                return [this, error] {
                    emit rerunningChanged(false);
                    if (!error.isEmpty())
                        emit failed(error);
                };
            auto result = std::make_shared<const gpt2::ModelResult>(std::move(*r));
            auto scores = gpt2::scoreHeads(*result);
            return [this, result, scores = std::move(scores)]() mutable {
                setCurrent(result, std::move(scores));
                emit rerunningChanged(false);
            };
        },
        [this] {
            emit rerunningChanged(false);
            emit failed(tr("There is not enough memory to run the model again."));
        });
    emit rerunningChanged(true);
}

void ModelBench::setCurrent(std::shared_ptr<const gpt2::ModelResult> result,
                            std::vector<gpt2::HeadScores> scores)
{
    m_current = std::move(result);
    m_scores = std::move(scores);
    // A "why this score" of the run before is not this run's: dropped (the panel asks again).
    if (m_explainJob->cancel())
        emit explainingChanged(false);
    updatePrediction();
    emit resultChanged();
}

void ModelBench::setPosition(int position)
{
    if (position == m_position)
        return;
    m_position = position;
    updatePrediction();
    emit changesChanged();
}

int ModelBench::position() const
{
    if (!m_model)
        return -1;
    const int T = m_model->result->tokenCount();
    return m_position >= 0 && m_position < T ? m_position : T - 1;
}

QString ModelBench::tokenText(int id) const
{
    return m_model ? m_model->model->tokenizer.tokenText(id) : QString();
}

void ModelBench::updatePrediction()
{
    NextTokenData d;
    if (!m_model) {
        m_prediction = d;
        return;
    }
    d.modelName = m_model->name();
    d.tokens = m_model->tokens;
    d.position = position();
    d.running = isRerunning();
    const bool changed = !m_changes.empty() && m_current && m_current != m_model->result;
    d.change = m_changes.empty() ? QString() : describeChanges();
    try {
        const RowVector before = logitsOf(m_model->result, d.position); // (vocab)
        std::optional<RowVector> after;
        if (changed)
            after = logitsOf(m_current, d.position);
        for (const gpt2::Candidate &c : gpt2::topCandidates(before, kShownCandidates)) {
            NextTokenRow row { c.id, tokenText(c.id), c.probability, {}, false };
            if (after) // the same token's probability after: the core's log-softmax
                row.after = gpt2::probabilityOf(*after, c.id);
            d.rows.push_back(row);
        }
        // The tokens that entered the top list, the most probable first, at most kShownEntered
        // (on a model with a flat prediction nearly all of them do).
        int entered = 0;
        if (after)
            for (const gpt2::Candidate &c : gpt2::topCandidates(*after, kShownCandidates)) {
                if (entered == kShownEntered)
                    break;
                const bool listed = std::any_of(d.rows.begin(), d.rows.end(),
                                                [&](const NextTokenRow &r) { return r.id == c.id; });
                if (!listed && ++entered)
                    d.rows.push_back(
                        { c.id, tokenText(c.id), gpt2::probabilityOf(before, c.id), c.probability, true });
            }
    } catch (const gpt2::ModelFileChanged &) {
        d.rows.clear();
        emit failed(io::modelFileChanged(m_model->model->directory));
    }
    m_prediction = std::move(d);
}

const RowVector &ModelBench::logitsOf(const std::shared_ptr<const gpt2::ModelResult> &run, int position)
{
    KeptLogits &kept = m_kept[run == m_model->result ? 0 : 1];
    if (kept.run != run || kept.position != position) {
        kept.logits = gpt2::nextLogits(m_model->model->weights, *run, position);
        kept.run = run;
        kept.position = position;
    }
    return kept.logits;
}

void ModelBench::setBadge(HeadBadge badge)
{
    if (badge == m_badge)
        return;
    m_badge = badge;
    emit changesChanged();
}

std::vector<double> ModelBench::badgeValues(HeadBadge badge) const
{
    if (!m_model || badge == HeadBadge::None)
        return {};
    const int H = m_model->model->config.nHead;
    std::vector<double> values(std::size_t(m_model->model->config.nLayer) * H,
                               std::numeric_limits<double>::quiet_NaN());
    auto at = [&](const gpt2::HeadId &h) -> double & { return values[std::size_t(h.layer) * H + h.head]; };
    if (badge == HeadBadge::Importance) {
        if (!m_importance)
            return {};
        for (const gpt2::HeadEffect &e : m_importance->effects)
            at(e.head) = -e.deltaLogProb; // the drop without the head
        return values;
    }
    constexpr double none = std::numeric_limits<double>::quiet_NaN();
    for (const gpt2::HeadScores &s : m_scores)
        switch (badge) {
        case HeadBadge::PreviousToken:
            at(s.head) = s.previousToken.value_or(none);
            break;
        case HeadBadge::FirstToken:
            at(s.head) = s.firstToken.value_or(none);
            break;
        case HeadBadge::Self:
            at(s.head) = s.self;
            break;
        case HeadBadge::Induction:
            at(s.head) = s.induction.value_or(none);
            break;
        case HeadBadge::SinkMass: // GPT-OSS: the weight the head's sink took, on average
            at(s.head) = s.sinkMass.value_or(none);
            break;
        default:
            break;
        }
    return values;
}

std::vector<std::pair<gpt2::HeadId, double>> ModelBench::ranking(HeadBadge badge) const
{
    std::vector<std::pair<gpt2::HeadId, double>> out;
    if (!m_model)
        return out;
    const int H = m_model->model->config.nHead;
    const std::vector<double> values = badgeValues(badge);
    for (std::size_t k = 0; k < values.size(); ++k)
        if (!std::isnan(values[k]))
            out.push_back({ gpt2::HeadId { int(k) / H, int(k) % H }, values[k] });
    std::stable_sort(out.begin(), out.end(),
                     [](const auto &a, const auto &b) { return a.second > b.second; });
    return out;
}

ModelViewMarks ModelBench::marks() const
{
    ModelViewMarks m;
    if (!m_model)
        return m;
    const int H = m_model->model->config.nHead;
    m.off.assign(std::size_t(m_model->model->config.nLayer) * H, 0);
    for (const gpt2::HeadId &h : m_changes.off)
        m.off[std::size_t(h.layer) * H + h.head] = 1;
    m.editedLayer = m_changes.layer ? m_changes.layer->layer : -1;
    m.sink.assign(m.off.size(), std::numeric_limits<double>::quiet_NaN());
    for (const gpt2::HeadScores &s : m_scores)
        if (gpt2::isAttentionSink(s))
            m.sink[std::size_t(s.head.layer) * H + s.head.head] = *s.firstToken;
    m.badge = badgeValues(m_badge);
    if (!m.badge.empty()) {
        if (m_badge == HeadBadge::Importance) {
            double most = 1e-9;
            for (double v : m.badge)
                if (!std::isnan(v))
                    most = std::max(most, v);
            m.badgeMax = most;
            m.badgeName
                = tr("drop in log p(“%1”) without the head").arg(shownToken(tokenText(m_importance->target)));
        } else {
            m.badgeMax = 1.0;
            m.badgeName = headBadgeName(m_badge);
        }
    }
    return m;
}

void ModelBench::startImportance()
{
    if (!m_model)
        return;
    const auto model = m_model;
    const gpt2::Ablation ablation = m_changes.ablation;
    const auto layer = m_changes.layer; // the run as shown: with the edited layer, if any
    const gpt2::Config &c = model->model->config;
    const std::uint64_t need = gpt2::estimateAblateEachBytes(c, model->result->tokenCount());
    if (const QString refusal = memoryRefusal(need, availableMemory()); !refusal.isEmpty()) {
        emit failed(
            tr("Switching off each of the %1 heads in turn %2.").arg(c.nLayer * c.nHead).arg(refusal));
        return;
    }
    m_importanceJob->start(
        [this, model, ablation, layer](LatestJob::Control control) -> LatestJob::Continuation {
            gpt2::AblateEachOptions options;
            options.ablation = ablation;
            options.layer = layer.get();
            options.cancel = control.stopFlag();
            options.progress = [control](double done) { control.setProgress(done); };
            QString error;
            std::optional<gpt2::AblateEachResult> r;
            try {
                r = gpt2::ablateEach(model->model->weights, model->result->ids, options);
            } catch (const gpt2::ModelFileChanged &) {
                error = io::modelFileChanged(model->model->directory);
            }
            return [this, r = std::move(r), error]() mutable {
                emit importanceRunningChanged(false);
                if (!r) {
                    if (!error.isEmpty())
                        emit failed(error);
                    return;
                }
                m_importance = std::move(r);
                m_badge = HeadBadge::Importance; // what was asked for: shown at once
                emit importanceFinished();
                emit changesChanged();
            };
        },
        [this] {
            emit importanceRunningChanged(false);
            emit failed(tr("There is not enough memory to switch off every head in turn."));
        });
    emit importanceProgress(0);
    emit importanceRunningChanged(true);
}

void ModelBench::cancelImportance()
{
    if (m_importanceJob->cancel())
        emit importanceRunningChanged(false);
}

bool ModelBench::isImportanceRunning() const
{
    return m_importanceJob->isActive();
}

bool ModelBench::isExplaining() const
{
    return m_explainJob->isActive();
}

const gpt2::ModelResult *withStreams(const LoadedModel &model, const gpt2::ModelResult &run,
                                     const std::atomic<bool> *cancel, std::optional<gpt2::ModelResult> &kept)
{
    if (run.streams.size() == std::size_t(model.model->config.nLayer))
        return &run;
    gpt2::ModelOptions options;
    options.keepStreams = true;
    options.topK = 0;
    options.cancel = cancel;
    options.interventions = &run.interventions;
    kept = gpt2::runModelFast(model.model->weights, run.ids, options);
    return kept ? &*kept : nullptr;
}

bool ModelBench::explainScore(int layer, int head, int query, int key)
{
    if (!m_model || !m_current)
        return false;
    const gpt2::Config &c = m_model->model->config;
    if (!gpt2::checkAttribution(c, m_current->tokenCount(), { layer, head }, query, key).empty())
        return false;
    const auto model = m_model;
    const auto run = m_current;
    m_explainJob->start(
        [this, model, run, layer, head, query, key](LatestJob::Control control) -> LatestJob::Continuation {
            AttributionData data;
            QString error;
            try {
                // The attribution reads every earlier layer's input and weights and the streams.
                std::optional<gpt2::ModelResult> kept;
                const gpt2::ModelResult *r = withStreams(*model, *run, control.stopFlag(), kept);
                if (!r)
                    return {};
                const gpt2::Attribution a = gpt2::attributeScore(model->model->weights, *r, { layer, head }, query, key);
                data.modelName = model->name();
                data.layer = layer;
                data.head = head;
                data.query = query;
                data.key = key;
                data.queryToken = model->tokens.value(query);
                data.keyToken = model->tokens.value(key);
                data.score = a.score;
                for (const std::string &name : a.sources)
                    data.sources << QString::fromStdString(name);
                data.matrix = a.matrix;
            } catch (const gpt2::ModelFileChanged &) {
                error = io::modelFileChanged(model->model->directory);
            }
            return [this, data, error] {
                emit explainingChanged(false);
                if (!error.isEmpty())
                    emit failed(error);
                else
                    emit attributionReady(data);
            };
        },
        [this] {
            emit explainingChanged(false);
            emit failed(tr("There is not enough memory to work out why this score."));
        });
    emit explainingChanged(true);
    return true;
}

} // namespace attn
