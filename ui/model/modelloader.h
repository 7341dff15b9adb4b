// Opening a model and running it on a sentence, off the UI thread: the files are read and
// checked (io/model/gpt2_model.h), the text tokenized, the memory the pass needs compared with
// what the machine has, then the forward pass runs with progress and can be cancelled between
// its tasks. The result arrives on the UI thread as one LoadedModel, or as one sentence saying
// what is wrong; nothing else changes either way.
#pragma once

#include "core/model/gpt2.h"
#include "io/model/gpt2_model.h"

#include <QObject>
#include <QString>
#include <QStringList>

#include <atomic>
#include <functional>
#include <memory>
#include <optional>
#include <vector>

namespace attn {

class LatestJob;

// What the user asked for: a folder, and the text or the ids to run.
struct ModelRequest {
    QString directory;
    QString text; // used when ids is empty
    std::optional<std::vector<int>> ids; // token ids typed as such
    // A model already open (one trained in the window, io::inMemoryModel): run instead of reading
    // `directory`, which is then only its name.
    std::shared_ptr<const io::Gpt2Model> model;
};

// A model that opened and the pass over the request, every layer kept.
struct LoadedModel {
    std::shared_ptr<const io::Gpt2Model> model; // keeps the mapped weights alive
    std::shared_ptr<const gpt2::ModelResult> result;
    QString text; // the sentence, or the ids as typed
    bool fromIds = false; // opened on token ids typed as such (text is then those ids)
    QStringList tokens; // each token's text (a leading space kept, not yet marked)

    QString name() const; // the folder's name, e.g. "gpt2"
    // Layer `layer` (from 0) as an ordinary session, tokens and all (gpt2::layerSession).
    Session layerAsSession(int layer) const;
};

class ModelLoader : public QObject {
    Q_OBJECT
public:
    explicit ModelLoader(QObject *parent = nullptr);

    // Starts opening and running; a run already going is cancelled first. Results come with
    // finished() or failed(); a cancelled run ends with cancelled().
    void start(const ModelRequest &request);
    void cancel();
    bool isRunning() const;

    // The memory the check compares with (0: unknown, nothing refused); by default what the
    // machine has when each run starts. Tests set it.
    void setAvailableBytes(std::uint64_t bytes) { m_available = bytes; }

    // The same steps on the calling thread (the worker calls this). `cancel` may be null and
    // `progress` (the share done, 0 … 1) empty. std::nullopt with *error, or with an empty
    // *error when cancelled.
    static std::optional<LoadedModel> run(const ModelRequest &request, std::uint64_t availableBytes,
                                          const std::atomic<bool> *cancel,
                                          const std::function<void(double)> &progress, QString *error);

signals:
    void progress(int percent);
    void finished(std::shared_ptr<const LoadedModel> model);
    void failed(const QString &message);
    void cancelled();
    void runningChanged(bool running);

private:
    LatestJob *m_job;
    std::optional<std::uint64_t> m_available;
};

} // namespace attn
