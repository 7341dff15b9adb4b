#include "model_writer.h"

#include "io/model/config.h"

#include "io/fileio.h"
#include "io/folderwriter.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>

#include <algorithm>
#include <bit>
#include <cerrno>
#include <cstdio>
#include <cstring>

#include <fcntl.h>
#include <unistd.h>

namespace attn::io {

namespace {

    void appendLittleEndian(QByteArray &out, const void *bytes, int size)
    {
        // x86-64 and every platform Debian builds Qt 6 for with this code are little-endian, as
        // safetensors stores its numbers.
        static_assert(std::endian::native == std::endian::little);
        out.append(static_cast<const char *>(bytes), size);
    }

} // namespace

QByteArray safetensorsBytes(const gpt2::ModelParams &p, StoredType dtype)
{
    // The header (tensors in the walk's order, offsets into the data), padded with spaces to a
    // multiple of 8 as the reference writer does; then every tensor's numbers.
    gpt2::ModelParams &params = const_cast<gpt2::ModelParams &>(p); // read only: the walk gives pointers
    const std::vector<gpt2::TensorRef> tensors = gpt2::tensorsOf(params);
    const qint64 width = dtype == StoredType::F64 ? 8 : 4;
    QJsonObject header { { QStringLiteral("__metadata__"), QJsonObject { { QStringLiteral("format"), QStringLiteral("pt") } } } };
    qint64 offset = 0;
    for (const gpt2::TensorRef &t : tensors) {
        // Biases and the norms' γ are vectors in the file; every other tensor is a matrix.
        const QString name = QString::fromStdString(t.name);
        const bool vector = name.endsWith(QLatin1String(".bias")) || name.contains(QLatin1String("ln_"));
        const QJsonArray shape = vector ? QJsonArray { qint64(t.size()) } : QJsonArray { qint64(t.rows), qint64(t.cols) };
        const qint64 bytes = width * t.size();
        header.insert(name,
                      QJsonObject { { QStringLiteral("dtype"), dtype == StoredType::F64 ? QStringLiteral("F64") : QStringLiteral("F32") },
                                    { QStringLiteral("shape"), shape },
                                    { QStringLiteral("data_offsets"), QJsonArray { offset, offset + bytes } } });
        offset += bytes;
    }
    QByteArray json = QJsonDocument(header).toJson(QJsonDocument::Compact);
    while (json.size() % 8)
        json.append(' ');
    QByteArray out;
    out.reserve(8 + json.size() + offset);
    const quint64 length = quint64(json.size());
    appendLittleEndian(out, &length, 8);
    out.append(json);
    for (const gpt2::TensorRef &t : tensors)
        for (std::int64_t k = 0; k < t.size(); ++k) {
            if (dtype == StoredType::F64) {
                appendLittleEndian(out, &t.data[k], 8);
            } else {
                const float f = static_cast<float>(t.data[k]);
                appendLittleEndian(out, &f, 4);
            }
        }
    return out;
}

QByteArray modelConfigJson(const gpt2::ModelParams &p, StoredType dtype, const std::optional<gpt2::InductionTask> &task)
{
    const gpt2::Config &c = p.config;
    QJsonObject o { { QStringLiteral("model_type"), QStringLiteral("gpt2") },
                    { QStringLiteral("architectures"), QJsonArray { QStringLiteral("GPT2LMHeadModel") } },
                    { QStringLiteral("n_layer"), c.nLayer },
                    { QStringLiteral("n_head"), c.nHead },
                    { QStringLiteral("n_embd"), c.nEmbd },
                    { QStringLiteral("n_positions"), c.nPositions },
                    { QStringLiteral("n_ctx"), c.nPositions },
                    { QStringLiteral("vocab_size"), c.vocabSize },
                    { QStringLiteral("n_inner"), c.nInner },
                    { QStringLiteral("layer_norm_epsilon"), c.layerNormEpsilon },
                    { QStringLiteral("activation_function"), QStringLiteral("gelu_new") },
                    { QStringLiteral("scale_attn_weights"), c.scaleAttnWeights },
                    { QStringLiteral("scale_attn_by_inverse_layer_idx"), c.scaleAttnByInverseLayerIdx },
                    { QStringLiteral("tie_word_embeddings"), true },
                    { QStringLiteral("resid_pdrop"), 0.0 },
                    { QStringLiteral("embd_pdrop"), 0.0 },
                    { QStringLiteral("attn_pdrop"), 0.0 },
                    { QStringLiteral("torch_dtype"), dtype == StoredType::F64 ? QStringLiteral("float64") : QStringLiteral("float32") } };
    if (task) {
        o.insert(QStringLiteral("bos_token_id"), task->bos());
        o.insert(QStringLiteral("eos_token_id"), task->bos());
        o.insert(QStringLiteral("attention_lab_task"),
                 QJsonObject { { QStringLiteral("task"), QStringLiteral("induction") },
                               { QStringLiteral("alphabet"), task->alphabet },
                               { QStringLiteral("bos"), task->bos() },
                               { QStringLiteral("m_min"), task->mMin },
                               { QStringLiteral("m_max"), task->mMax },
                               { QStringLiteral("seq"), task->seq } });
    }
    return QJsonDocument(o).toJson();
}

QString taskLetter(int id)
{
    return QString(QChar(id < 26 ? u'a' + id : u'A' + (id - 26)));
}

QByteArray letterVocabularyJson(int letters)
{
    QJsonObject vocab;
    for (int id = 0; id < letters; ++id)
        vocab.insert(taskLetter(id), id);
    vocab.insert(QStringLiteral("<|endoftext|>"), letters);
    return QJsonDocument(vocab).toJson(QJsonDocument::Compact);
}

std::optional<Gpt2Model> inMemoryModel(std::shared_ptr<const gpt2::ModelParams> params,
                                       const gpt2::InductionTask &task, const QString &name, QString *error)
{
    Gpt2Model m;
    m.directory = name;
    const auto config = parseModelConfig(modelConfigJson(*params, StoredType::F64, task),
                                         name + QStringLiteral("/config.json"), error);
    if (!config)
        return std::nullopt;
    m.config = *config;
    auto tokenizer = Tokenizer::fromVocabAndMerges(letterVocabularyJson(task.alphabet), QByteArrayLiteral("#version: 0.2\n"),
                                                   name + QStringLiteral("/vocab.json"),
                                                   name + QStringLiteral("/merges.txt"), error);
    if (!tokenizer)
        return std::nullopt;
    m.tokenizer = std::move(*tokenizer);
    m.weights = gpt2::weightsView(*params);
    m.weights.config = m.config;
    if (const std::string why = gpt2::checkWeights(m.weights); !why.empty()) {
        *error = name + QStringLiteral(": ") + QString::fromStdString(why);
        return std::nullopt;
    }
    m.dtypes = QStringLiteral("F64");
    m.trained = std::move(params);
    return m;
}

bool writeModelFolder(const QString &directory, const ModelFolder &folder, QString *error)
{
    QList<QPair<QString, QByteArray>> files {
        { QStringLiteral("config.json"),
          folder.configJson.isEmpty() ? modelConfigJson(*folder.params, folder.dtype, folder.task) : folder.configJson },
        { QStringLiteral("model.safetensors"), safetensorsBytes(*folder.params, folder.dtype) },
    };
    if (folder.task) {
        files.append({ QStringLiteral("vocab.json"), letterVocabularyJson(folder.task->alphabet) });
        files.append({ QStringLiteral("merges.txt"), QByteArrayLiteral("#version: 0.2\n") });
    } else {
        files.append(folder.tokenizerFiles);
    }
    return writeFolderAtomically(directory, files, error);
}

} // namespace attn::io
