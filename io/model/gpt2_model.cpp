// Opening a model folder (gpt2_model.h): the files in order, each checked before the next.
#include "gpt2_model.h"

#include "io/model/jsonstream.h"

#include "io/iotext.h"
#include "io/model/config.h"
#include "io/model/tensorviews.h"
#include "io/session_fields.h"
#include "io/strictjson.h"

#include <QJsonDocument>

#include <QJsonObject>

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QRegularExpression>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <functional>
#include <set>
#include <vector>

#include <unistd.h>

namespace attn::io {

namespace {

    QString shapeText(const std::vector<std::int64_t> &shape)
    {
        QStringList parts;
        for (std::int64_t n : shape)
            parts << QString::number(n);
        //: a tensor's shape when it has no axes (in "%1 has shape %2, …")
        return parts.isEmpty() ? IoText::tr("[] (a single number)") : parts.join(QStringLiteral(" × "));
    }

    std::optional<gpt2::DType> coreDtype(const QString &name)
    {
        if (name == QLatin1String("F32"))
            return gpt2::DType::F32;
        if (name == QLatin1String("F16"))
            return gpt2::DType::F16;
        if (name == QLatin1String("BF16"))
            return gpt2::DType::BF16;
        if (name == QLatin1String("F64"))
            return gpt2::DType::F64;
        if (name == QLatin1String("F8_E4M3"))
            return gpt2::DType::F8E4M3; // with its NAME_scale_inv (weightsFromShards)
        return std::nullopt;
    }

    // The header copied out of the mapping before it is parsed: the file can shrink at any
    // moment, and a read past its new end must be a message, not a SIGBUS inside the parser.
    std::optional<SafetensorsHeader> headerOf(const MappedFile &file, const QString &label, QString *error)
    {
        const auto size = static_cast<std::uint64_t>(file.size());
        std::vector<unsigned char> head(std::min<std::uint64_t>(size, 8));
        if (!gpt2::copyMapped(head.data(), file.data(), head.size())) {
            *error = QStringLiteral("%1: %2").arg(label, QLatin1String(gpt2::modelFileChangedMessage()));
            return std::nullopt;
        }
        std::uint64_t headerBytes = 0;
        for (std::size_t i = head.size(); i-- > 0;) // little-endian
            headerBytes = (headerBytes << 8) | head[i];
        // Only a length the parser goes on to read is copied; it refuses any other from the first 8 bytes.
        if (size >= 8 && headerBytes <= size - 8 && headerBytes <= kMaxSafetensorsHeaderBytes) {
            head.resize(static_cast<std::size_t>(8 + headerBytes));
            if (!gpt2::copyMapped(head.data() + 8, file.data() + 8, static_cast<std::size_t>(headerBytes))) {
                *error = QStringLiteral("%1: %2").arg(label, QLatin1String(gpt2::modelFileChangedMessage()));
                return std::nullopt;
            }
        }
        return parseSafetensorsHeader(head.data(), size, label, error);
    }

    std::optional<QJsonObject> readShardIndex(const QString &path, const QString &label, QStringList &shards,
                                              QString *error)
    {
        const auto bytes = readRegularFile(path, kMaxShardIndexBytes, error);
        if (!bytes)
            return std::nullopt;
        return parseShardIndex(*bytes, label, shards, error);
    }

    // The weights: model.safetensors, or the shards model.safetensors.index.json names, each
    // mapped and its header checked; then the tensors the config asks for, every one finite.
    bool loadWeights(const QString &directory, Gpt2Model &m, std::vector<SafetensorsHeader> &headers,
                     QString *error, const std::atomic<bool> *cancel)
    {
        // Asked between the steps (each shard, the index check, the conversion, the finite check).
        auto cancelled = [&] {
            if (!cancel || !cancel->load(std::memory_order_relaxed))
                return false;
            *error = QStringLiteral("cancelled");
            return true;
        };
        const QDir dir(directory);
        auto path = [&](const char *name) { return dir.filePath(QLatin1String(name)); };
        auto shown = [&](const char *name) { return printableName(QDir::toNativeSeparators(path(name))); };
        auto exists = [&](const char *name) { return QFileInfo::exists(path(name)); };
        // model.safetensors, or the shards model.safetensors.index.json names
        QStringList shardNames;
        std::optional<QJsonObject> weightMap;
        if (exists("model.safetensors")) {
            shardNames << QStringLiteral("model.safetensors");
        } else if (exists("model.safetensors.index.json")) {
            weightMap = readShardIndex(path("model.safetensors.index.json"),
                                       shown("model.safetensors.index.json"), shardNames, error);
            if (!weightMap)
                return false;
        } else {
            if (exists("pytorch_model.bin"))
                *error
                    //: %1 model.safetensors in the folder; pytorch_model.bin and model.safetensors are file
                    //: names, kept
                    = IoText::tr("%1: missing; pytorch_model.bin is a Python pickle, which is not read "
                                 "(download model.safetensors instead)")
                          .arg(shown("model.safetensors"));
            else
                //: %1 a file that should be there
                *error = IoText::tr("%1: missing").arg(shown("model.safetensors"));
            return false;
        }
        std::vector<QString> labels;
        for (const QString &name : shardNames) {
            if (cancelled())
                return false;
            const QString shardPath = dir.filePath(name);
            const QString label = printableName(QDir::toNativeSeparators(shardPath));
            auto file = MappedFile::open(shardPath, error);
            if (!file)
                return false;
            auto header = headerOf(*file, label, error);
            if (!header)
                return false;
            m.files.push_back(std::move(*file));
            headers.push_back(std::move(*header));
            labels.push_back(label);
        }
        std::vector<SafetensorsShard> shards;
        for (std::size_t k = 0; k < headers.size(); ++k)
            shards.push_back({ &headers[k], m.files[k].data(), labels[k] });
        if (weightMap) {
            if (QString problem = checkShardIndex(*weightMap, shardNames, headers, labels); !problem.isEmpty()) {
                *error = std::move(problem);
                return false;
            }
        }
        if (cancelled())
            return false;
        auto weights = weightsFromShards(shards, m.config, error);
        if (!weights || cancelled())
            return false;
        m.weights = std::move(*weights);
        try {
            const unsigned char *where = nullptr;
            if (const std::string e = gpt2::checkFinite(m.weights, &where); !e.empty()) {
                QString file = labels.front(); // the shard that holds the tensor
                for (std::size_t k = 0; k < m.files.size(); ++k)
                    if (std::less_equal<>()(m.files[k].data(), where)
                        && std::less<>()(where, m.files[k].data() + m.files[k].size()))
                        file = labels[k];
                *error = QStringLiteral("%1: %2").arg(file, QString::fromStdString(e));
                return false;
            }
        } catch (const gpt2::ModelFileChanged &) {
            *error = modelFileChanged(directory);
            return false;
        }
        return true;
    }

} // namespace

QString checkShardIndex(const QJsonObject &weightMap, const QStringList &shardNames,
                        const std::vector<SafetensorsHeader> &headers, const std::vector<QString> &labels,
                        std::uint64_t *lookups)
{
    // Each name of the index looked up once, in its own shard's names (hashed): linear in the
    // number of names, however many there are and however many shards hold them.
    QHash<QString, std::size_t> shardOf;
    for (std::size_t k = 0; k < std::size_t(shardNames.size()); ++k)
        shardOf.insert(shardNames[qsizetype(k)], k);
    for (auto it = weightMap.begin(); it != weightMap.end(); ++it) {
        const auto shard = shardOf.constFind(it.value().toString());
        if (shard == shardOf.constEnd() || *shard >= headers.size() || *shard >= labels.size())
            //: the file names are kept; %1 a tensor's name, %2 the file the index names
            return IoText::tr("model.safetensors.index.json: %1 names the file \"%2\", which is not a shard")
                .arg(printableName(it.key().left(200)), printableName(it.value().toString().left(200)));
        if (lookups)
            ++*lookups;
        if (!headers[*shard].find(it.key()))
            //: %1 a file of the model (a shard), %2 a tensor's name; the file name kept
            return IoText::tr("%1: %2 is not in it, though model.safetensors.index.json says so")
                .arg(labels[*shard], printableName(it.key().left(200)));
    }
    return {};
}

std::optional<QJsonObject> parseShardIndex(const QByteArray &json, const QString &label, QStringList &shards,
                                           QString *error)
{
    QString problem;
    const auto parsed = parseStrictJson(json, &problem);
    const QJsonValue map = parsed ? parsed->object().value(QLatin1String("weight_map")) : QJsonValue();
    if (!parsed || !map.isObject() || map.toObject().isEmpty()) {
        *error
            //: the problem with a model's model.safetensors.index.json; weight_map is its key, kept
            = QStringLiteral("%1: %2").arg(label, parsed ? IoText::tr("no weight_map object") : problem);
        return std::nullopt;
    }
    const QJsonObject weightMap = map.toObject();
    for (auto it = weightMap.begin(); it != weightMap.end(); ++it) {
        const QString file = it.value().toString();
        if (!it.value().isString() || file.contains(QLatin1Char('/')) || file.contains(QLatin1Char('\\'))
            || file.startsWith(QLatin1Char('.')) || !file.endsWith(QLatin1String(".safetensors"))) {
            //: %1 the index file, %2 a tensor's name, %3 the file it names; weight_map kept
            *error = IoText::tr("%1: weight_map gives %2 the file \"%3\"; expected a .safetensors file "
                                "in the same folder")
                         .arg(label, printableName(it.key().left(200)), printableName(file.left(200)));
            return std::nullopt;
        }
        if (!shards.contains(file))
            shards << file;
        if (shards.size() > kMaxShards) {
            //: %1 the index file, %2 the most shards (files) a model may have
            *error = IoText::tr("%1: more than %2 shards").arg(label).arg(kMaxShards);
            return std::nullopt;
        }
    }
    return weightMap;
}

std::optional<gpt2::Weights> weightsFromSafetensors(const SafetensorsHeader &header,
                                                    const unsigned char *data, const gpt2::Config &config,
                                                    const QString &label, QString *error)
{
    return weightsFromShards({ SafetensorsShard { &header, data, label } }, config, error);
}

namespace {

    struct Found {
        const SafetensorsTensor *tensor;
        std::size_t shard;
    };

} // namespace

namespace {

    // The tensors of every shard by name, and the views into them (FP8 and MXFP4 tensors with
    // their scales); the first problem met is kept for the caller to report.
    struct ShardLookup {
        const std::vector<SafetensorsShard> &shards;
        const gpt2::Config &config;
        QHash<QString, Found> byName;
        QString problem, problemLabel;

        // GPT-OSS's experts as published: NAME_blocks (E, R, G, 16) and NAME_scales (E, R, G), both U8,
        // for the (E, 32·G, R) matrix transformers dequantizes them to.
        bool mxfp4(const QString &name, gpt2::TensorView &v)
        {
            const auto blocks = byName.constFind(name + QStringLiteral("_blocks"));
            const auto scales = byName.constFind(name + QStringLiteral("_scales"));
            if (blocks == byName.constEnd() || scales == byName.constEnd())
                return false;
            const SafetensorsTensor &b = *blocks->tensor, &s = *scales->tensor;
            const bool shaped = b.shape.size() == 4 && s.shape.size() == 3 && b.shape[3] == 16
                && std::equal(s.shape.begin(), s.shape.end(), b.shape.begin());
            if (b.dtype != QLatin1String("U8") || s.dtype != QLatin1String("U8") || !shaped) {
                problemLabel = shards[blocks->shard].label;
                problem
                    //: %1 a tensor's name in the safetensors file; _blocks, _scales, MXFP4 and U8 kept; %2
                    //: and %3 their shapes ("32 × 90 × 16")
                    = IoText::tr(
                          "%1_blocks and _scales are not MXFP4 (U8, (E, R, G, 16) and (E, R, G)): %2 and %3")
                          .arg(name, shapeText(b.shape), shapeText(s.shape));
                return true;
            }
            if (b.shape[0] != config.numExperts) {
                problemLabel = shards[blocks->shard].label;
                problem
                    //: %1 a tensor's name in the safetensors file; _blocks and num_local_experts kept; %2 the
                    //: experts it holds, %3 the experts config.json gives
                    = IoText::tr("%1_blocks holds %2 experts, config.json says %3 (num_local_experts)")
                          .arg(name)
                          .arg(b.shape[0])
                          .arg(config.numExperts);
                return true;
            }
            v.dtype = gpt2::DType::MXFP4;
            v.data = shards[blocks->shard].data + b.begin;
            v.scales = shards[scales->shard].data + s.begin;
            v.inner = b.shape[2] * 32;
            v.rows = b.shape[0] * v.inner;
            v.cols = b.shape[1];
            return true;
        }
        // DeepSeek V3's FP8 weights: NAME_scale_inv, float32, one number per block of
        // quantization_config's weight_block_size (rows × columns), the last blocks cut short.
        bool fp8Scales(const QString &name, gpt2::TensorView &v)
        {
            const auto it = byName.constFind(name + QStringLiteral("_scale_inv"));
            const auto [br, bc] = config.fp8Block;
            const std::int64_t rows = (v.rows + br - 1) / br, cols = (v.cols + bc - 1) / bc;
            if (it == byName.constEnd()) {
                problemLabel = shards[byName.value(name).shard].label;
                //: %1 a tensor's name in the safetensors file; F8_E4M3 and _scale_inv kept
                problem = IoText::tr("%1 is stored as F8_E4M3 without its %1_scale_inv").arg(name);
                return false;
            }
            const SafetensorsTensor &s = *it->tensor;
            const bool shaped = (s.shape.size() == 2 && s.shape[0] == rows && s.shape[1] == cols)
                || (rows == 1 && s.shape.size() == 1 && s.shape[0] == cols);
            if (s.dtype != QLatin1String("F32") || !shaped) {
                problemLabel = shards[it->shard].label;
                problem
                    //: %1 a tensor's name in the safetensors file; _scale_inv and F32 kept; %2 %3 its type
                    //: and shape, %4 × %5 the shape expected, %6 × %7 a block
                    = IoText::tr("%1_scale_inv is %2 %3, expected F32 %4 × %5 (one per %6 × %7 block)")
                          .arg(name, printableName(s.dtype.left(20)), shapeText(s.shape))
                          .arg(rows)
                          .arg(cols)
                          .arg(br)
                          .arg(bc);
                return false;
            }
            v.scales = shards[it->shard].data + s.begin;
            v.blockRows = br;
            v.blockCols = bc;
            return true;
        }
        gpt2::TensorView view(const QString &name, bool optional)
        {
            gpt2::TensorView v;
            if (!problem.isEmpty())
                return v;
            const auto it = byName.constFind(name);
            if (it == byName.constEnd()) {
                if (name.contains(QLatin1String(".mlp.experts.")) && mxfp4(name, v))
                    return v;
                if (!optional)
                    //: %1 a tensor's name in the safetensors file
                    problem = IoText::tr("%1 is missing").arg(name);
                return v;
            }
            const SafetensorsTensor *t = it->tensor;
            const SafetensorsShard &shard = shards[it->shard];
            const auto dtype = coreDtype(t->dtype);
            // GPT-OSS's experts are (E, rows, cols): read as (E·rows, cols), each expert a band of rows
            const bool experts = name.contains(QLatin1String(".mlp.experts.")) && t->shape.size() == 3;
            if (!dtype || t->shape.empty() || (t->shape.size() > 2 && !experts)) {
                problemLabel = shard.label;
                //: %1 a tensor's name in the safetensors file, %2 its type ("I64"); the types listed kept
                problem = !dtype ? IoText::tr("%1 is stored as %2, which is not supported (F32, F16, "
                                              "BF16, F64 or block-scaled F8_E4M3)")
                                       .arg(t->name, printableName(t->dtype))
                                 //: %1 a tensor's name in the safetensors file, %2 its shape ("2 × 3 × 4")
                                 : IoText::tr("%1 has shape %2, expected a vector or a matrix")
                                       .arg(t->name, shapeText(t->shape));
                return v;
            }
            if (experts && t->shape[0] != config.numExperts) {
                problemLabel = shard.label;
                //: %1 a tensor's name in the safetensors file; num_local_experts kept; %2 the experts it
                //: holds, %3 the experts config.json gives
                problem = IoText::tr("%1 holds %2 experts, config.json says %3 (num_local_experts)")
                              .arg(name)
                              .arg(t->shape[0])
                              .arg(config.numExperts);
                return v;
            }
            v.dtype = *dtype;
            v.data = shard.data + t->begin; // inside the file: the header check saw to that
            v.rows = experts ? t->shape[0] * t->shape[1] : t->shape.size() == 2 ? t->shape[0] : 1;
            v.cols = t->shape.back();
            if (v.dtype == gpt2::DType::F8E4M3 && !fp8Scales(name, v))
                return gpt2::TensorView {};
            return v;
        }
    };

} // namespace

std::optional<gpt2::Weights> weightsFromShards(const std::vector<SafetensorsShard> &shards,
                                               const gpt2::Config &config, QString *error)
{
    auto fail = [&](const QString &label, const QString &message) {
        if (error)
            *error = QStringLiteral("%1: %2").arg(label, message);
        return std::nullopt;
    };
    const QString firstLabel = shards.empty() ? QStringLiteral("model.safetensors") : shards.front().label;
    // Names without the prefix some GPT-2 exports add (GPT2LMHeadModel saves "transformer.h.0…").
    ShardLookup lookup { shards, config, {}, {}, firstLabel };
    QHash<QString, Found> &byName = lookup.byName;
    static const QRegularExpression gpt2Layer(QStringLiteral("^h\\.(\\d+)\\."));
    static const QRegularExpression llamaLayer(QStringLiteral("^model\\.layers\\.(\\d+)\\."));
    const QRegularExpression &layerName = config.llama() ? llamaLayer : gpt2Layer;
    for (std::size_t k = 0; k < shards.size(); ++k)
        for (const SafetensorsTensor &t : shards[k].header->tensors) {
            QString name = t.name;
            if (!config.llama() && name.startsWith(QLatin1String("transformer.")))
                name = name.mid(12);
            if (byName.contains(name))
                return fail(shards[k].label,
                            //: %1 a tensor's name in the safetensors file
                            IoText::tr("%1 is stored twice").arg(printableName(name.left(200))));
            byName.insert(name, Found { &t, k });
            const QRegularExpressionMatch m = layerName.match(name);
            // (the layers after them a config names as unused: DeepSeek V3's prediction module)
            if (m.hasMatch() && m.captured(1).toLongLong() >= config.nLayer + config.unusedLayers)
                return fail(shards[k].label,
                            //: %1 a tensor's name in the safetensors file, %2 its layer, %3 num_hidden_layers
                            //: or n_layer (kept), %4 the number of layers
                            IoText::tr("%1 belongs to layer %2, but config.json says %3 %4")
                                .arg(printableName(t.name.left(200)), m.captured(1).left(20),
                                     QLatin1String(config.llama() ? "num_hidden_layers" : "n_layer"))
                                .arg(config.nLayer));
        }

    gpt2::Weights w;
    w.config = config;
    detail::bindTensors(w, [&lookup](const QString &name, bool optional) { return lookup.view(name, optional); });
    if (!lookup.problem.isEmpty())
        return fail(lookup.problemLabel, lookup.problem);
    if (const std::string e = gpt2::checkWeights(w); !e.empty())
        //: added after a problem with the model's weights that comes from its config.json
        return fail(firstLabel, QString::fromStdString(e) + IoText::tr(" (from config.json)"));
    return w;
}

std::optional<Gpt2Model> loadGpt2Model(const QString &directory, QString *error, const std::atomic<bool> *cancel)
{
    QString ignored;
    if (!error)
        error = &ignored;
    const QDir dir(directory);
    const QString shownDir = printableName(QDir::toNativeSeparators(directory));
    const QFileInfo info(directory);
    if (!info.exists()) {
        //: %1 the folder given
        *error = IoText::tr("%1: no such folder").arg(shownDir);
        return std::nullopt;
    }
    if (!info.isDir()) {
        //: %1 the folder given; the file names kept
        *error = IoText::tr("%1: not a folder (give the folder that holds config.json and model.safetensors)")
                     .arg(shownDir);
        return std::nullopt;
    }
    // A folder that cannot be listed or entered (chmod 000, another user's): every file in it
    // would look missing, so it is named as what it is.
    if (::access(QFile::encodeName(directory).constData(), R_OK | X_OK) != 0) {
        //: %1 the folder given, %2 the system's reason
        *error = IoText::tr("%1: cannot read this folder (%2)")
                     .arg(shownDir, QString::fromLocal8Bit(std::strerror(errno)));
        return std::nullopt;
    }
    auto path = [&](const char *name) { return dir.filePath(QLatin1String(name)); };
    auto shown = [&](const char *name) { return printableName(QDir::toNativeSeparators(path(name))); };
    auto exists = [&](const char *name) { return QFileInfo::exists(path(name)); };

    Gpt2Model m;
    m.directory = directory;

    // config.json
    if (!exists("config.json")) {
        //: %1 config.json in the folder; Hugging Face and config.json kept
        *error = IoText::tr("%1: missing (a Hugging Face model folder has config.json)")
                     .arg(shown("config.json"));
        return std::nullopt;
    }
    const auto configBytes = readRegularFile(path("config.json"), kMaxConfigBytes, error);
    if (!configBytes)
        return std::nullopt;
    const auto config = parseModelConfig(*configBytes, shown("config.json"), error);
    if (!config)
        return std::nullopt;
    m.config = *config;

    std::vector<SafetensorsHeader> headers;
    if (!loadWeights(directory, m, headers, error, cancel))
        return std::nullopt;
    std::set<QString> dtypes;
    for (const SafetensorsHeader &header : headers)
        for (const SafetensorsTensor &t : header.tensors)
            if (!t.name.contains(QLatin1String(".attn.bias"))
                && !t.name.contains(QLatin1String(".attn.masked_bias")))
                dtypes.insert(t.dtype);
    m.dtypes = QStringList(dtypes.begin(), dtypes.end()).join(QStringLiteral(", "));

    // The tokenizer: GPT-2's own pair of files first, else tokenizer.json.
    std::optional<Tokenizer> tokenizer;
    QString tokenizerLabel;
    // A Llama-family folder's tokenizer.json says how it splits text; its vocab.json + merges.txt
    // (Qwen ships both) would be split GPT-2's way, which is not the model's.
    const bool ownSplit = m.config.family != gpt2::Family::Gpt2;
    const bool jsonFirst = ownSplit && exists("tokenizer.json");
    if (!jsonFirst && exists("vocab.json") && exists("merges.txt")) {
        const auto vocab = readRegularFile(path("vocab.json"), kMaxTokenizerFileBytes, error);
        if (!vocab)
            return std::nullopt;
        const auto merges = readRegularFile(path("merges.txt"), kMaxTokenizerFileBytes, error);
        if (!merges)
            return std::nullopt;
        tokenizer
            = Tokenizer::fromVocabAndMerges(*vocab, *merges, shown("vocab.json"), shown("merges.txt"), error);
        tokenizerLabel = shown("vocab.json");
        if (tokenizer && ownSplit)
            tokenizer->refuseEncoding(
                //: %1 the tokenizer file, %2 the model type (llama, qwen2…); the file names kept
                IoText::tr("%1: a %2 model splits text its own way, which vocab.json and merges.txt do not "
                           "say; give token ids")
                    .arg(tokenizerLabel, QString::fromStdString(m.config.modelType)));
    } else if (exists("tokenizer.json")) {
        const auto json = readRegularFile(path("tokenizer.json"), kMaxTokenizerFileBytes, error);
        if (!json)
            return std::nullopt;
        // Its added tokens typed in the text are matched, as transformers matches them (GPT-2's
        // <|endoftext|> is one id); a Llama-family folder's tokenizer_config.json may add BOS/EOS.
        Tokenizer::JsonOptions options;
        if (ownSplit && exists("tokenizer_config.json")) {
            const auto config = readRegularFile(path("tokenizer_config.json"), kMaxTokenizerFileBytes, error);
            if (!config)
                return std::nullopt;
            options.config = *config;
            options.configLabel = shown("tokenizer_config.json");
        }
        tokenizer = Tokenizer::fromTokenizerJson(*json, shown("tokenizer.json"), error, options);
        tokenizerLabel = shown("tokenizer.json");
    } else if (exists("vocab.json")) {
        //: %1 merges.txt in the folder; the file names kept
        *error = IoText::tr("%1: missing; vocab.json alone cannot split text without its merges (or give "
                            "tokenizer.json)")
                     .arg(shown("merges.txt"));
        return std::nullopt;
    } else {
        //: %1 the folder given; the file names kept
        *error = IoText::tr("%1: no tokenizer (expected vocab.json and merges.txt, or tokenizer.json)")
                     .arg(shownDir);
        return std::nullopt;
    }
    if (!tokenizer)
        return std::nullopt;
    if (tokenizer->vocabularyEnd() > m.config.vocabSize) {
        const int id = tokenizer->vocabularyEnd() - 1;
        *error
            //: %1 the tokenizer file, %2 the token, %3 its id, %4 the tokens the model has; vocab_size and
            //: config.json kept
            = IoText::tr(
                  "%1: token \"%2\" has id %3, but the model has only %4 tokens (vocab_size in config.json)")
                  .arg(tokenizerLabel, printableName(tokenizer->tokenText(id).left(40)))
                  .arg(id)
                  .arg(m.config.vocabSize);
        return std::nullopt;
    }
    m.tokenizer = std::move(*tokenizer);
    return m;
}

QString modelFileChanged(const QString &directory)
{
    return QStringLiteral("%1: %2").arg(printableName(QDir::toNativeSeparators(
                                            QDir(directory).filePath(QStringLiteral("model.safetensors")))),
                                        QLatin1String(gpt2::modelFileChangedMessage()));
}

QString layerSessionProblem(const Session &session, int layer)
{
    const std::string why = validate(session);
    if (why.empty())
        return {};
    //: --layer is a command line option, kept; %1 the layer counted from 1, %2 from 0, %3 why (English, from
    //: the core)
    return IoText::tr("Layer %1 (--layer %2) does not fit a session: %3")
        .arg(layer + 1)
        .arg(layer)
        .arg(QString::fromStdString(why));
}

QString layerSessionNotes(int layer, const QString &directory, const gpt2::Config &config,
                          const QString &input)
{
    return QStringLiteral("Layer %1 of %2 (%3, %4 layers, counted from 1 as the window does; "
                          "--layer %5), its attention on \"%6\"")
        .arg(layer + 1)
        .arg(QFileInfo(QDir::cleanPath(directory)).fileName())
        .arg(config.family != gpt2::Family::Gpt2 ? QString::fromStdString(config.modelType) : QStringLiteral("GPT-2"))
        .arg(config.nLayer)
        .arg(layer)
        .arg(input.left(60));
}

std::vector<std::string> tokenTexts(const Tokenizer &tokenizer, const std::vector<int> &ids)
{
    std::vector<std::string> out;
    out.reserve(ids.size());
    for (int id : ids)
        out.push_back(tokenizer.tokenText(id).toStdString());
    return out;
}

bool writeLayerSession(ByteSink &sink, const Session &s)
{
    const QString notes = QString::fromStdString(s.notes);
    JsonStream json(sink);
    json.raw("{\n  ").key("format").string(QStringLiteral("attention-lab-session")).raw(",\n  ");
    json.key("version").integer(1).raw(",\n  ").key("tokens").raw("[");
    for (std::size_t t = 0; t < s.tokens.size(); ++t)
        (t ? json.raw(", ") : json).string(QString::fromStdString(s.tokens[t]));
    json.raw("],\n  ").key("num_heads").integer(s.numHeads).raw(",\n  ");
    json.key("causal").raw(s.causal ? "true" : "false").raw(",\n  ");
    json.key("scale").number(s.effectiveScale()).raw(",\n  ");
    if (!notes.isEmpty())
        json.key("notes").string(notes).raw(",\n  ");
    json.key("embeddings").matrix(s.X, "    ").raw(",\n  ");
    if (s.mla) { // DeepSeek's latent attention in place of W_Q, W_K, W_V (docs/file-formats.md)
        const LatentAttention &m = *s.mla;
        json.key("mla").raw("{\n    ").key("qk_nope_head_dim").integer(m.nope).raw(", ");
        json.key("qk_rope_head_dim").integer(m.rope).raw(", ").key("v_head_dim").integer(m.v).raw(",\n    ");
        if (m.Wdq.size()) {
            json.key("W_DQ").matrix(m.Wdq, "      ").raw(",\n    ");
            json.key("q_a_norm").row(m.qaNorm).raw(",\n    ");
        }
        json.key("W_UQ").matrix(m.Wuq, "      ").raw(",\n    ");
        json.key("W_DKV").matrix(m.Wdkv, "      ").raw(",\n    ");
        json.key("kv_norm").row(m.kvNorm).raw(",\n    ");
        json.key("W_UK").matrix(m.Wuk, "      ").raw(",\n    ");
        json.key("W_UV").matrix(m.Wuv, "      ").raw(",\n    ");
        json.key("W_KR").matrix(m.Wkr, "      ").raw("\n  },\n  ");
    } else {
        json.key("W_Q").matrix(s.Wq, "    ").raw(",\n  ");
        json.key("W_K").matrix(s.Wk, "    ").raw(",\n  ");
        json.key("W_V").matrix(s.Wv, "    ").raw(",\n  ");
    }
    json.key("W_O").matrix(s.Wo, "    ");
    // A model's layer has every bias; an edited session may have none (absent = zeros).
    const std::pair<const char *, const RowVector *> biases[]
        = { { "b_Q", &s.bQ }, { "b_K", &s.bK }, { "b_V", &s.bV }, { "b_O", &s.bO } };
    for (const auto &[name, bias] : biases)
        if (bias->size())
            json.raw(",\n  ").key(name).row(*bias);
    // The Llama family's keys (docs/file-formats.md), so that compute reproduces the layer.
    if (s.numKvHeads)
        json.raw(",\n  ").key("num_kv_heads").integer(*s.numKvHeads);
    if (s.headDim)
        json.raw(",\n  ").key("head_dim").integer(*s.headDim);
    if (s.rope)
        json.raw(",\n  ").key("rope").raw(
            QJsonDocument(fields::ropeToJson(*s.rope)).toJson(QJsonDocument::Compact).toStdString());
    if (s.qNorm.size())
        json.raw(",\n  ").key("q_norm").row(s.qNorm).raw(",\n  ").key("k_norm").row(s.kNorm);
    if (s.normEps)
        json.raw(",\n  ").key("norm_eps").number(*s.normEps);
    if (s.window)
        json.raw(",\n  ").key("window").integer(*s.window);
    // The score rule's stages (a family that has them, or a layer session edited to add one).
    if (s.alibi)
        json.raw(",\n  ").key("alibi").raw("true");
    if (s.softcap)
        json.raw(",\n  ").key("softcap").number(*s.softcap);
    if (!s.sinks.empty())
        json.raw(",\n  ").key("sinks").row(s.sinks.data(), Eigen::Index(s.sinks.size()));
    if (const TransformerBlock *b = s.liveBlock()) { // GPT-2's: the rest of the block (core/block.h)
        json.raw(",\n  ").key("block").raw("{\n    ").key("eps").number(b->eps).raw(",\n    ");
        json.key("residual_in").matrix(b->residualIn, "      ").raw(",\n    ");
        json.key("norm_1").raw("{ ").key("gamma").row(b->norm1Gamma).raw(", ").key("beta").row(b->norm1Beta);
        json.raw(" },\n    ").key("norm_2").raw("{ ").key("gamma").row(b->norm2Gamma).raw(", ");
        json.key("beta").row(b->norm2Beta).raw(" },\n    ").key("mlp").raw("{\n      ");
        json.key("activation").string(QStringLiteral("gelu_new")).raw(",\n      ");
        json.key("W_in").matrix(b->Win, "        ").raw(",\n      ").key("b_in").row(b->bIn).raw(",\n      ");
        json.key("W_out").matrix(b->Wout, "        ").raw(",\n      ").key("b_out").row(b->bOut);
        json.raw("\n    }\n  }");
    }
    json.raw("\n}\n");
    return json.flush();
}

} // namespace attn::io
