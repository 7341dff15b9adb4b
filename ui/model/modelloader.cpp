#include "modelloader.h"

#include "ui/document/latestjob.h"

#include "core/model/fast_forward.h"
#include "io/memorycheck.h"
#include "io/model/gpt2_model.h"
#include "io/model/modeltext.h"

#include <QDir>
#include <QFileInfo>

#include <cmath>
#include <new>

namespace attn {

QString LoadedModel::name() const
{
    return model ? QFileInfo(QDir::cleanPath(model->directory)).fileName() : QString();
}

Session LoadedModel::layerAsSession(int layer) const
{
    std::vector<std::string> texts;
    for (const QString &t : tokens)
        texts.push_back(t.toStdString());
    Session session = gpt2::layerSession(model->weights, *result, layer, std::move(texts));
    // GPT-2's usual scale is the lesson's default 1/√d_k: left as the default, the toolbar says
    // so (and it follows d_k if the class changes the heads) instead of showing a "custom" number.
    // (Latent attention keeps its scale: its d_k is the padded width, not nope + rope.)
    if (!session.mla && session.scale && *session.scale == 1.0 / std::sqrt(double(session.dK())))
        session.scale.reset();
    session.notes = io::layerSessionNotes(layer, model->directory, model->config, text).toStdString();
    return session;
}

ModelLoader::ModelLoader(QObject *parent)
    : QObject(parent)
    , m_job(new LatestJob(this))
{
    m_job->setProgressInterval(100);
    connect(m_job, &LatestJob::progress, this, [this](double done) { emit progress(int(done * 100)); });
}

bool ModelLoader::isRunning() const
{
    return m_job->isActive();
}

namespace {

    // The steps of ModelLoader::run(), which turns what they throw into its message.
    std::optional<LoadedModel> openAndRun(const ModelRequest &request, std::uint64_t availableBytes,
                                          const std::atomic<bool> *cancel,
                                          const std::function<void(double)> &progress, QString *error,
                                          QString *doing)
    {
        *doing = QObject::tr("open the model in %1").arg(QDir::toNativeSeparators(request.directory));
        std::shared_ptr<const io::Gpt2Model> model = request.model;
        if (!model) {
            auto loaded = io::loadGpt2Model(request.directory, error, cancel);
            if (!loaded) {
                if (cancel && cancel->load())
                    error->clear(); // cancelled: no message
                return std::nullopt;
            }
            model = std::make_shared<const io::Gpt2Model>(std::move(*loaded));
        }
        const gpt2::Config &c = model->config;
        std::vector<int> ids;
        if (request.ids) {
            ids = *request.ids;
        } else {
            const auto encoded = io::encodeModelText(*model, request.text, error);
            if (!encoded)
                return std::nullopt;
            ids = *encoded;
        }
        if (ids.empty()) {
            *error = QObject::tr("There is nothing to run: type a sentence or some token ids.");
            return std::nullopt;
        }
        if (const std::string e = gpt2::checkIds(c, ids); !e.empty()) {
            *error = QObject::tr("%1: %2.").arg(request.ids ? QObject::tr("The token ids")
                                                            : QObject::tr("The text"),
                                                QString::fromStdString(e));
            return std::nullopt;
        }
        // Refused up front: with Linux's overcommit a pass that does not fit is killed halfway.
        const std::uint64_t need = gpt2::estimateBytes(c, int(ids.size()), -1, 0, true);
        if (const QString refusal = memoryRefusal(need, availableBytes); !refusal.isEmpty()) {
            *error = QObject::tr("Running %1 tokens through the %2 layers of this model %3.")
                         .arg(ids.size())
                         .arg(c.nLayer)
                         .arg(refusal);
            return std::nullopt;
        }
        *doing
            = QObject::tr("run %1 tokens through the %2 layers of this model").arg(ids.size()).arg(c.nLayer);
        gpt2::ModelOptions options;
        options.cancel = cancel;
        options.progress = progress;
        // Every layer's incoming residual kept: the workbench reruns only the layers from the
        // first one a change touches (gpt2::rerunFrom).
        options.keepStreams = true;
        auto result = gpt2::runModelFast(model->weights, ids, options);
        if (!result)
            return std::nullopt; // cancelled: no message
        LoadedModel loaded;
        loaded.text = request.text;
        loaded.fromIds = bool(request.ids);
        for (int id : ids)
            loaded.tokens << model->tokenizer.tokenText(id);
        loaded.model = std::move(model);
        loaded.result = std::make_shared<const gpt2::ModelResult>(std::move(*result));
        return loaded;
    }

} // namespace

std::optional<LoadedModel> ModelLoader::run(const ModelRequest &request, std::uint64_t availableBytes,
                                            const std::atomic<bool> *cancel,
                                            const std::function<void(double)> &progress, QString *error)
{
    error->clear();
    QString doing;
    try {
        return openAndRun(request, availableBytes, cancel, progress, error, &doing);
    } catch (const std::bad_alloc &) {
        *error = QObject::tr("There is not enough memory to %1.").arg(doing);
    } catch (const gpt2::ModelFileChanged &) {
        *error = io::modelFileChanged(request.directory);
    }
    return std::nullopt;
}

void ModelLoader::start(const ModelRequest &request)
{
    cancel();
    const std::uint64_t available = m_available.value_or(availableMemory());
    m_job->start([this, request, available](LatestJob::Control control) -> LatestJob::Continuation {
        QString error;
        auto loaded = run(
            request, available, control.stopFlag(), [control](double done) { control.setProgress(done); },
            &error);
        std::shared_ptr<const LoadedModel> shared;
        if (loaded)
            shared = std::make_shared<const LoadedModel>(std::move(*loaded));
        return [this, shared, error] { // the newest run, neither cancelled nor replaced
            emit runningChanged(false);
            if (shared)
                emit finished(shared);
            else if (!error.isEmpty())
                emit failed(error);
            else
                emit cancelled();
        };
    });
    emit progress(0);
    emit runningChanged(true);
}

void ModelLoader::cancel()
{
    if (!m_job->cancel())
        return;
    emit runningChanged(false);
    emit cancelled();
}

} // namespace attn
