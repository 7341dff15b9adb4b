// Opening a model folder (gpt2_model.h): the files in order, each checked before the next.
#include "gpt2_model.h"

#include "io/model/jsonstream.h"

#include "io/model/config.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QRegularExpression>

#include <algorithm>
#include <cerrno>
#include <cstring>
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
        return parts.isEmpty() ? QStringLiteral("[] (a single number)") : parts.join(QStringLiteral(" × "));
    }

    std::optional<gpt2::DType> coreDtype(const QString &name)
    {
        if (name == QLatin1String("F32"))
            return gpt2::DType::F32;
        if (name == QLatin1String("F16"))
            return gpt2::DType::F16;
        if (name == QLatin1String("BF16"))
            return gpt2::DType::BF16;
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

} // namespace

std::optional<gpt2::Weights> weightsFromSafetensors(const SafetensorsHeader &header,
                                                    const unsigned char *data, const gpt2::Config &config,
                                                    const QString &label, QString *error)
{
    auto fail = [&](const QString &message) {
        if (error)
            *error = QStringLiteral("%1: %2").arg(label, message);
        return std::nullopt;
    };
    // Names without the prefix some exports add (GPT2LMHeadModel saves "transformer.h.0…").
    QHash<QString, const SafetensorsTensor *> byName;
    static const QRegularExpression layerName(QStringLiteral("^h\\.(\\d+)\\."));
    for (const SafetensorsTensor &t : header.tensors) {
        QString name = t.name;
        if (name.startsWith(QLatin1String("transformer.")))
            name = name.mid(12);
        if (byName.contains(name))
            return fail(QStringLiteral("%1 is stored twice (with and without \"transformer.\")").arg(name));
        byName.insert(name, &t);
        const QRegularExpressionMatch m = layerName.match(name);
        if (m.hasMatch() && m.captured(1).toLongLong() >= config.nLayer)
            return fail(QStringLiteral("%1 belongs to layer %2, but config.json says n_layer %3")
                            .arg(printableName(t.name.left(200)), m.captured(1).left(20))
                            .arg(config.nLayer));
    }

    QString problem;
    auto view = [&](const QString &name, bool optional = false) {
        gpt2::TensorView v;
        if (!problem.isEmpty())
            return v;
        const SafetensorsTensor *t = byName.value(name);
        if (!t) {
            if (!optional)
                problem = QStringLiteral("%1 is missing").arg(name);
            return v;
        }
        const auto dtype = coreDtype(t->dtype);
        if (!dtype) {
            problem = QStringLiteral("%1 is stored as %2, which is not supported (F32, F16 or BF16)")
                          .arg(t->name, printableName(t->dtype));
            return v;
        }
        if (t->shape.empty() || t->shape.size() > 2) {
            problem = QStringLiteral("%1 has shape %2, expected a vector or a matrix")
                          .arg(t->name, shapeText(t->shape));
            return v;
        }
        v.dtype = *dtype;
        v.data = data + t->begin; // inside the file: the header check saw to that
        v.rows = t->shape.size() == 2 ? t->shape[0] : 1;
        v.cols = t->shape.back();
        return v;
    };

    gpt2::Weights w;
    w.config = config;
    w.wte = view(QStringLiteral("wte.weight"));
    w.wpe = view(QStringLiteral("wpe.weight"));
    for (int l = 0; l < config.nLayer; ++l) {
        const QString h = QStringLiteral("h.%1.").arg(l);
        gpt2::BlockWeights b;
        b.ln1Weight = view(h + QStringLiteral("ln_1.weight"));
        b.ln1Bias = view(h + QStringLiteral("ln_1.bias"));
        b.attnWeight = view(h + QStringLiteral("attn.c_attn.weight"));
        b.attnBias = view(h + QStringLiteral("attn.c_attn.bias"));
        b.attnProjWeight = view(h + QStringLiteral("attn.c_proj.weight"));
        b.attnProjBias = view(h + QStringLiteral("attn.c_proj.bias"));
        b.ln2Weight = view(h + QStringLiteral("ln_2.weight"));
        b.ln2Bias = view(h + QStringLiteral("ln_2.bias"));
        b.fcWeight = view(h + QStringLiteral("mlp.c_fc.weight"));
        b.fcBias = view(h + QStringLiteral("mlp.c_fc.bias"));
        b.mlpProjWeight = view(h + QStringLiteral("mlp.c_proj.weight"));
        b.mlpProjBias = view(h + QStringLiteral("mlp.c_proj.bias"));
        w.blocks.push_back(b);
    }
    w.lnFWeight = view(QStringLiteral("ln_f.weight"));
    w.lnFBias = view(QStringLiteral("ln_f.bias"));
    // GPT-2 ties its output embedding to wte; a file that stores lm_head.weight has its own.
    w.lmHead = view(QStringLiteral("lm_head.weight"), true);
    if (w.lmHead.empty())
        w.lmHead = w.wte;
    if (!problem.isEmpty())
        return fail(problem);
    if (const std::string e = gpt2::checkWeights(w); !e.empty())
        return fail(QString::fromStdString(e) + QStringLiteral(" (from config.json)"));
    return w;
}

std::optional<Gpt2Model> loadGpt2Model(const QString &directory, QString *error)
{
    QString ignored;
    if (!error)
        error = &ignored;
    const QDir dir(directory);
    const QString shownDir = printableName(QDir::toNativeSeparators(directory));
    const QFileInfo info(directory);
    if (!info.exists()) {
        *error = QStringLiteral("%1: no such folder").arg(shownDir);
        return std::nullopt;
    }
    if (!info.isDir()) {
        *error = QStringLiteral(
                     "%1: not a folder (give the folder that holds config.json and model.safetensors)")
                     .arg(shownDir);
        return std::nullopt;
    }
    // A folder that cannot be listed or entered (chmod 000, another user's): every file in it
    // would look missing, so it is named as what it is.
    if (::access(QFile::encodeName(directory).constData(), R_OK | X_OK) != 0) {
        *error = QStringLiteral("%1: cannot read this folder (%2)")
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
        *error = QStringLiteral("%1: missing (a Hugging Face model folder has config.json)")
                     .arg(shown("config.json"));
        return std::nullopt;
    }
    const auto configBytes = readRegularFile(path("config.json"), kMaxConfigBytes, error);
    if (!configBytes)
        return std::nullopt;
    const auto config = parseGpt2Config(*configBytes, shown("config.json"), error);
    if (!config)
        return std::nullopt;
    m.config = *config;

    // model.safetensors
    if (!exists("model.safetensors")) {
        if (exists("model.safetensors.index.json"))
            *error = QStringLiteral("%1: missing; weights split over several files "
                                    "(model.safetensors.index.json) are not supported")
                         .arg(shown("model.safetensors"));
        else if (exists("pytorch_model.bin"))
            *error = QStringLiteral("%1: missing; pytorch_model.bin is a Python pickle, which is not read "
                                    "(download model.safetensors instead)")
                         .arg(shown("model.safetensors"));
        else
            *error = QStringLiteral("%1: missing").arg(shown("model.safetensors"));
        return std::nullopt;
    }
    auto file = MappedFile::open(path("model.safetensors"), error);
    if (!file)
        return std::nullopt;
    m.file = std::move(*file);
    const auto header = headerOf(m.file, shown("model.safetensors"), error);
    if (!header)
        return std::nullopt;
    auto weights
        = weightsFromSafetensors(*header, m.file.data(), m.config, shown("model.safetensors"), error);
    if (!weights)
        return std::nullopt;
    m.weights = std::move(*weights);
    try {
        if (const std::string e = gpt2::checkFinite(m.weights); !e.empty()) {
            *error = QStringLiteral("%1: %2").arg(shown("model.safetensors"), QString::fromStdString(e));
            return std::nullopt;
        }
    } catch (const gpt2::ModelFileChanged &) {
        *error = modelFileChanged(directory);
        return std::nullopt;
    }
    std::set<QString> dtypes;
    for (const SafetensorsTensor &t : header->tensors)
        if (!t.name.contains(QLatin1String(".attn.bias"))
            && !t.name.contains(QLatin1String(".attn.masked_bias")))
            dtypes.insert(t.dtype);
    m.dtypes = QStringList(dtypes.begin(), dtypes.end()).join(QStringLiteral(", "));

    // The tokenizer: GPT-2's own pair of files first, else tokenizer.json.
    std::optional<Gpt2Tokenizer> tokenizer;
    QString tokenizerLabel;
    if (exists("vocab.json") && exists("merges.txt")) {
        const auto vocab = readRegularFile(path("vocab.json"), kMaxTokenizerFileBytes, error);
        if (!vocab)
            return std::nullopt;
        const auto merges = readRegularFile(path("merges.txt"), kMaxTokenizerFileBytes, error);
        if (!merges)
            return std::nullopt;
        tokenizer = Gpt2Tokenizer::fromVocabAndMerges(*vocab, *merges, shown("vocab.json"),
                                                      shown("merges.txt"), error);
        tokenizerLabel = shown("vocab.json");
    } else if (exists("tokenizer.json")) {
        const auto json = readRegularFile(path("tokenizer.json"), kMaxTokenizerFileBytes, error);
        if (!json)
            return std::nullopt;
        tokenizer = Gpt2Tokenizer::fromTokenizerJson(*json, shown("tokenizer.json"), error);
        tokenizerLabel = shown("tokenizer.json");
    } else if (exists("vocab.json")) {
        *error = QStringLiteral("%1: missing; vocab.json alone cannot split text without its merges (or give "
                                "tokenizer.json)")
                     .arg(shown("merges.txt"));
        return std::nullopt;
    } else {
        *error = QStringLiteral("%1: no tokenizer (expected vocab.json and merges.txt, or tokenizer.json)")
                     .arg(shownDir);
        return std::nullopt;
    }
    if (!tokenizer)
        return std::nullopt;
    if (tokenizer->vocabularyEnd() > m.config.vocabSize) {
        const int id = tokenizer->vocabularyEnd() - 1;
        *error
            = QStringLiteral(
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
    return QStringLiteral("Layer %1 (--layer %2) does not fit a session: %3")
        .arg(layer + 1)
        .arg(layer)
        .arg(QString::fromStdString(why));
}

QString layerSessionNotes(int layer, const QString &directory, int layerCount, const QString &input)
{
    return QStringLiteral("Layer %1 of %2 (GPT-2, %3 layers, counted from 1 as the window does; "
                          "--layer %4), its attention on \"%5\"")
        .arg(layer + 1)
        .arg(QFileInfo(QDir::cleanPath(directory)).fileName())
        .arg(layerCount)
        .arg(layer)
        .arg(input.left(60));
}

std::vector<std::string> tokenTexts(const Gpt2Tokenizer &tokenizer, const std::vector<int> &ids)
{
    std::vector<std::string> out;
    out.reserve(ids.size());
    for (int id : ids)
        out.push_back(tokenizer.tokenText(id).toStdString());
    return out;
}

bool writeLayerSession(ByteSink &sink, const gpt2::LayerSession &s, const QString &notes)
{
    JsonStream json(sink);
    json.raw("{\n  ").key("format").string(QStringLiteral("attention-lab-session")).raw(",\n  ");
    json.key("version").integer(1).raw(",\n  ").key("tokens").raw("[");
    for (std::size_t t = 0; t < s.tokens.size(); ++t)
        (t ? json.raw(", ") : json).string(QString::fromStdString(gpt2::fitTokenText(s.tokens[t])));
    json.raw("],\n  ").key("num_heads").integer(s.numHeads).raw(",\n  ");
    json.key("causal").raw(s.causal ? "true" : "false").raw(",\n  ");
    json.key("scale").number(s.scale).raw(",\n  ");
    if (!notes.isEmpty())
        json.key("notes").string(notes).raw(",\n  ");
    json.key("embeddings").matrix(s.X, "    ").raw(",\n  ");
    json.key("W_Q").matrix(s.Wq, "    ").raw(",\n  ");
    json.key("W_K").matrix(s.Wk, "    ").raw(",\n  ");
    json.key("W_V").matrix(s.Wv, "    ").raw(",\n  ");
    json.key("W_O").matrix(s.Wo, "    ").raw(",\n  ");
    json.key("b_Q").row(s.bQ).raw(",\n  ").key("b_K").row(s.bK).raw(",\n  ");
    json.key("b_V").row(s.bV).raw(",\n  ").key("b_O").row(s.bO).raw("\n}\n");
    return json.flush();
}

} // namespace attn::io
