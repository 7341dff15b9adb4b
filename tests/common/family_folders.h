// Copies of the model folders in tests/data/families/ with one thing changed, for the refusals:
// config.json replaced, or one stored tensor dropped or replaced by zeros of another type and
// shape. Shared by tst_families and tst_deepseek.
#pragma once

#include "gpt2_files.h"

#include "io/model/safetensors.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

#include <optional>

namespace testing {

inline QString familyFolder(const QString &name)
{
    return QStringLiteral(TEST_DATA_DIR "/families/") + name;
}

inline QJsonObject familyConfig(const QString &name)
{
    QFile f(familyFolder(name) + "/config.json");
    f.open(QIODevice::ReadOnly);
    return QJsonDocument::fromJson(f.readAll()).object();
}

// A copy of folder `from` in tmp/name with the given files copied as they are.
inline QString copyFamilyFolder(const QTemporaryDir &tmp, const QString &name, const QString &from,
                                std::initializer_list<const char *> files)
{
    const QString dir = tmp.filePath(name);
    QDir().mkpath(dir);
    for (const char *file : files) {
        QFile::remove(dir + "/" + file);
        QFile::copy(familyFolder(from) + "/" + file, dir + "/" + file);
    }
    return dir;
}

// ... with config.json replaced.
inline QString familyWithConfig(const QTemporaryDir &tmp, const QString &name, const QString &from,
                                const QJsonObject &config)
{
    const QString dir = copyFamilyFolder(tmp, name, from, { "model.safetensors", "tokenizer.json" });
    QFile out(dir + "/config.json");
    out.open(QIODevice::WriteOnly | QIODevice::Truncate);
    out.write(QJsonDocument(config).toJson());
    return dir;
}

// ... with one stored tensor dropped (`drop`), or replaced by zeros of `shape`, of `dtype` (none:
// its own).
inline QString familyWithTensor(const QTemporaryDir &tmp, const QString &name, const QString &from,
                                const std::string &tensor, bool drop, std::optional<attn::gpt2::DType> dtype,
                                std::vector<std::int64_t> shape = {})
{
    const QString dir = copyFamilyFolder(tmp, name, from, { "config.json", "tokenizer.json" });
    QFile in(familyFolder(from) + "/model.safetensors");
    in.open(QIODevice::ReadOnly);
    const QByteArray bytes = in.readAll();
    QString error;
    const auto header
        = attn::io::parseSafetensorsHeader(reinterpret_cast<const unsigned char *>(bytes.constData()),
                                           std::uint64_t(bytes.size()), QStringLiteral("model"), &error);
    TinyGpt2 stored;
    for (const attn::io::SafetensorsTensor &t : header->tensors) {
        const attn::gpt2::DType type = t.dtype == QLatin1String("BF16") ? attn::gpt2::DType::BF16
            : t.dtype == QLatin1String("F8_E4M3")                       ? attn::gpt2::DType::F8E4M3
                                                                        : attn::gpt2::DType::F32;
        StoredTensor st { type, t.shape, {} };
        st.bytes.assign(bytes.constData() + t.begin, bytes.constData() + t.end);
        stored.tensors[t.name.toStdString()] = st;
    }
    if (drop) {
        stored.tensors.erase(tensor);
    } else {
        StoredTensor &t = stored.tensors.at(tensor);
        std::int64_t n = 1;
        for (std::int64_t x : shape)
            n *= x;
        t.dtype = dtype.value_or(t.dtype);
        t.shape = std::move(shape);
        t.bytes.assign(std::size_t(n) * attn::gpt2::dtypeBytes(t.dtype), 0);
    }
    writeBytes(dir + "/model.safetensors", safetensorsFile(stored));
    return dir;
}

} // namespace testing
