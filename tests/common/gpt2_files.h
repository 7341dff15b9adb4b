// Model folders in the exact Hugging Face layout, written by the tests: config.json, a
// safetensors file (its writer is here), and a small byte-level tokenizer whose splits can be
// worked out by hand (vocab.json + merges.txt, or tokenizer.json).
#pragma once

#include "tiny_gpt2.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <utility>
#include <vector>

namespace testing {

// GPT-2's bytes_to_unicode(), written from its definition: the printable bytes '!'…'~',
// '¡'…'¬', '®'…'ÿ' stand for themselves, the other 68 for U+0100, U+0101, … in byte order.
inline QChar byteChar(int b)
{
    int next = 0x100;
    for (int x = 0; x < 256; ++x) {
        const bool printable
            = (x >= 0x21 && x <= 0x7e) || (x >= 0xa1 && x <= 0xac) || (x >= 0xae && x <= 0xff);
        const int c = printable ? x : next++;
        if (x == b)
            return QChar(c);
    }
    return {};
}

inline QString byteString(const QByteArray &bytes)
{
    QString s;
    for (const char c : bytes)
        s += byteChar(static_cast<unsigned char>(c));
    return s;
}

// The test vocabulary: ids 0…255 are the single bytes (id = byte value), then one id per merge
// below in order (256, 257, …), then "<|endoftext|>" as GPT-2 has it.
struct TestVocabulary {
    QList<QPair<QString, int>> tokens;
    QStringList merges; // "left right", best first
};

inline TestVocabulary testVocabulary()
{
    // Each pair as UTF-8 bytes; the files hold them in the byte alphabet.
    const std::vector<std::pair<QByteArray, QByteArray>> pairs = {
        { " ", "t" }, // 256 " t"
        { "h", "e" }, // 257 "he"
        { " t", "he" }, // 258 " the"
        { " ", " " }, // 259 "  "
        { "'", "s" }, // 260 "'s"
        { "i", "t" }, // 261 "it"
        { " ", "w" }, // 262 " w"
        { "o", "r" }, // 263 "or"
        { " w", "or" }, // 264 " wor"
        { "l", "d" }, // 265 "ld"
        { " wor", "ld" }, // 266 " world"
        { "1", "2" }, // 267 "12"
        { "\xc3", "\xa9" }, // 268 "é"
        { "c", "a" }, // 269 "ca"
        { "ca", "f" }, // 270 "caf"
        { "caf", "\xc3\xa9" }, // 271 "café"
        { "\n", "\n" }, // 272 "\n\n"
        { "  ", "  " }, // 273 four spaces
        { "\xe6", "\x97" }, // 274 the first two bytes of 日 (E6 97 A5)
        { "\xe6\x97", "\xa5" }, // 275 "日"
        { "\xf0", "\x9f" }, // 276 the first two bytes of 😀 (F0 9F 98 80)
    };
    TestVocabulary v;
    for (int b = 0; b < 256; ++b)
        v.tokens.append({ QString(byteChar(b)), b });
    int id = 256;
    for (const auto &[left, right] : pairs) {
        v.merges << byteString(left) + QLatin1Char(' ') + byteString(right);
        v.tokens.append({ byteString(left + right), id++ });
    }
    v.tokens.append({ QStringLiteral("<|endoftext|>"), id });
    return v;
}

inline QByteArray vocabJson(const TestVocabulary &v)
{
    QJsonObject o;
    for (const auto &[token, id] : v.tokens)
        o.insert(token, id);
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

inline QByteArray mergesText(const TestVocabulary &v)
{
    return QStringLiteral("#version: 0.2\n%1\n").arg(v.merges.join(QLatin1Char('\n'))).toUtf8();
}

// tokenizer.json with the merges as "left right" strings or, as newer files write them, pairs.
inline QByteArray tokenizerJson(const TestVocabulary &v, bool mergesAsPairs)
{
    QJsonObject vocab;
    for (const auto &[token, id] : v.tokens)
        vocab.insert(token, id);
    QJsonArray merges;
    for (const QString &m : v.merges) {
        if (mergesAsPairs)
            merges.append(QJsonArray { m.section(QLatin1Char(' '), 0, 0), m.section(QLatin1Char(' '), 1) });
        else
            merges.append(m);
    }
    QJsonObject model {
        { "type", "BPE" }, { "vocab", vocab }, { "merges", merges }, { "dropout", QJsonValue() }
    };
    QJsonObject root {
        { "version", "1.0" },
        { "model", model },
        { "pre_tokenizer", QJsonObject { { "type", "ByteLevel" }, { "add_prefix_space", false } } },
        { "added_tokens",
          QJsonArray { QJsonObject {
              { "id", v.tokens.back().second }, { "content", "<|endoftext|>" }, { "special", true } } } }
    };
    return QJsonDocument(root).toJson(QJsonDocument::Compact);
}

inline QByteArray configJson(const Config &c, const QJsonObject &extra = {})
{
    QJsonObject o { { "model_type", "gpt2" },
                    { "architectures", QJsonArray { "GPT2LMHeadModel" } },
                    { "n_layer", c.nLayer },
                    { "n_head", c.nHead },
                    { "n_embd", c.nEmbd },
                    { "n_positions", c.nPositions },
                    { "n_ctx", c.nPositions },
                    { "vocab_size", c.vocabSize },
                    { "n_inner", QJsonValue() },
                    { "layer_norm_epsilon", c.layerNormEpsilon },
                    { "activation_function", "gelu_new" },
                    { "bos_token_id", c.vocabSize - 1 },
                    { "eos_token_id", c.vocabSize - 1 } };
    for (auto it = extra.begin(); it != extra.end(); ++it)
        o.insert(it.key(), it.value());
    return QJsonDocument(o).toJson();
}

struct SafetensorsOptions {
    QString prefix; // e.g. "transformer."
    bool maskBuffers = false; // GPT-2's h.N.attn.bias (1,1,P,P) and h.N.attn.masked_bias, as old exports have
    bool metadata = true; // {"__metadata__": {"format": "pt"}}
};

inline const char *dtypeName(DType t)
{
    return t == DType::F32 ? "F32" : t == DType::F16 ? "F16" : t == DType::F8E4M3 ? "F8_E4M3" : "BF16";
}

// A safetensors file: the header (JSON, padded with spaces to a multiple of 8 as the reference
// writer does), then every tensor's bytes in name order.
inline QByteArray safetensorsFile(const TinyGpt2 &m, const SafetensorsOptions &o = {})
{
    std::vector<std::pair<QString, StoredTensor>> all;
    for (const auto &[name, t] : m.tensors)
        all.emplace_back(o.prefix + QString::fromStdString(name), t);
    if (o.maskBuffers)
        for (int l = 0; l < m.config.nLayer; ++l) {
            const std::int64_t P = m.config.nPositions;
            StoredTensor mask { DType::F32,
                                { 1, 1, P, P },
                                std::vector<unsigned char>(std::size_t(P * P * 4), 0) };
            for (std::int64_t i = 0; i < P; ++i)
                for (std::int64_t j = 0; j <= i; ++j) {
                    const float one = 1.0f;
                    std::memcpy(mask.bytes.data() + (i * P + j) * 4, &one, 4);
                }
            all.emplace_back(QStringLiteral("%1h.%2.attn.bias").arg(o.prefix).arg(l), mask);
            StoredTensor masked { DType::F32, {}, std::vector<unsigned char>(4, 0) };
            all.emplace_back(QStringLiteral("%1h.%2.attn.masked_bias").arg(o.prefix).arg(l), masked);
        }
    QJsonObject header;
    if (o.metadata)
        header.insert(QStringLiteral("__metadata__"), QJsonObject { { "format", "pt" } });
    QByteArray data;
    for (const auto &[name, t] : all) {
        QJsonArray shape;
        for (std::int64_t s : t.shape)
            shape.append(qint64(s));
        const qint64 begin = data.size();
        data.append(reinterpret_cast<const char *>(t.bytes.data()), qsizetype(t.bytes.size()));
        header.insert(name,
                      QJsonObject { { "dtype", dtypeName(t.dtype) },
                                    { "shape", shape },
                                    { "data_offsets", QJsonArray { begin, qint64(data.size()) } } });
    }
    QByteArray json = QJsonDocument(header).toJson(QJsonDocument::Compact);
    while (json.size() % 8)
        json.append(' ');
    QByteArray file(8, '\0');
    quint64 n = quint64(json.size());
    for (int i = 0; i < 8; ++i)
        file[i] = char((n >> (8 * i)) & 0xff);
    return file + json + data;
}

inline bool writeBytes(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly | QIODevice::Truncate) && f.write(bytes) == bytes.size();
}

enum class TokenizerFiles { VocabAndMerges, TokenizerJson, None };

// A whole model folder. Returns false when a file could not be written.
inline bool writeModelFolder(const QString &dir, const TinyGpt2 &m,
                             TokenizerFiles tokenizer = TokenizerFiles::VocabAndMerges,
                             const SafetensorsOptions &o = {})
{
    QDir().mkpath(dir);
    const TestVocabulary v = testVocabulary();
    bool ok = writeBytes(dir + "/config.json", configJson(m.config))
        && writeBytes(dir + "/model.safetensors", safetensorsFile(m, o));
    if (tokenizer == TokenizerFiles::VocabAndMerges)
        ok = ok && writeBytes(dir + "/vocab.json", vocabJson(v))
            && writeBytes(dir + "/merges.txt", mergesText(v));
    else if (tokenizer == TokenizerFiles::TokenizerJson)
        ok = ok && writeBytes(dir + "/tokenizer.json", tokenizerJson(v, true));
    return ok;
}

} // namespace testing
