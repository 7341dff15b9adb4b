// Opening GPT-2 model folders written by the test (tests/common/gpt2_files.h): the safetensors
// header parser, config.json, the loader in every storage type, with or without the
// "transformer." prefix and the stored mask buffers, through symlinks as in a Hugging Face
// cache; every kind of bad folder, each refused with one line naming the file; and a model
// file truncated after it was opened, which the forward pass reports on every thread.
#include "../common/gpt2_files.h"

#include "core/model/fast_forward.h"
#include "core/model/forward.h"
#include "core/workers.h"
#include "io/model/config.h"
#include "io/model/gpt2_model.h"
#include "io/model/safetensors.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

using namespace attn;
using namespace attn::io;

Q_DECLARE_METATYPE(attn::gpt2::DType)

namespace {

// The header of a safetensors file as JSON, edited, and written back with its new length.
QByteArray withHeader(const QByteArray &file, const std::function<void(QJsonObject &)> &edit,
                      qint64 lengthDelta = 0)
{
    quint64 n = 0;
    for (int i = 7; i >= 0; --i)
        n = (n << 8) | static_cast<unsigned char>(file[i]);
    QJsonObject header = QJsonDocument::fromJson(file.mid(8, qsizetype(n))).object();
    edit(header);
    const QByteArray json = QJsonDocument(header).toJson(QJsonDocument::Compact);
    QByteArray out(8, '\0');
    const quint64 length = quint64(json.size() + lengthDelta);
    for (int i = 0; i < 8; ++i)
        out[i] = char((length >> (8 * i)) & 0xff);
    return out + json + file.mid(8 + qsizetype(n));
}

QJsonObject tensorEntry(const QJsonObject &header, const QString &name)
{
    return header.value(name).toObject();
}

} // namespace

class TestGpt2Model : public QObject {
    Q_OBJECT

    QTemporaryDir m_tmp;

    QString folder(const QString &name) const { return m_tmp.filePath(name); }

    // A good folder, then `change` applied to it; returns the loader's message (empty: it opened).
    QString openAfter(const QString &name, const std::function<void(const QString &dir)> &change)
    {
        const QString dir = folder(name);
        const testing::TinyGpt2 m = testing::makeTinyGpt2(testing::tinyConfig(), 2);
        if (!testing::writeModelFolder(dir, m))
            return QStringLiteral("could not write the folder");
        change(dir);
        QString error;
        return loadGpt2Model(dir, &error) ? QString() : error;
    }

private slots:
    void opensEveryStorageType_data()
    {
        QTest::addColumn<attn::gpt2::DType>("dtype");
        QTest::addColumn<QString>("prefix");
        QTest::addColumn<bool>("buffers");
        QTest::addColumn<int>("tokenizer");
        QTest::newRow("F32") << gpt2::DType::F32 << QString() << false
                             << int(testing::TokenizerFiles::VocabAndMerges);
        QTest::newRow("F16") << gpt2::DType::F16 << QString() << false
                             << int(testing::TokenizerFiles::VocabAndMerges);
        QTest::newRow("BF16") << gpt2::DType::BF16 << QString() << false
                              << int(testing::TokenizerFiles::VocabAndMerges);
        QTest::newRow("transformer. prefix, mask buffers")
            << gpt2::DType::F32 << QStringLiteral("transformer.") << true
            << int(testing::TokenizerFiles::VocabAndMerges);
        QTest::newRow("tokenizer.json, F16, prefix") << gpt2::DType::F16 << QStringLiteral("transformer.")
                                                     << false << int(testing::TokenizerFiles::TokenizerJson);
    }
    void opensEveryStorageType()
    {
        QFETCH(attn::gpt2::DType, dtype);
        QFETCH(QString, prefix);
        QFETCH(bool, buffers);
        QFETCH(int, tokenizer);
        const QString dir = folder(QStringLiteral("ok-%1").arg(QTest::currentDataTag()));
        const testing::TinyGpt2 m = testing::makeTinyGpt2(testing::tinyConfig(), 4, dtype);
        testing::SafetensorsOptions o;
        o.prefix = prefix;
        o.maskBuffers = buffers;
        QVERIFY(testing::writeModelFolder(dir, m, testing::TokenizerFiles(tokenizer), o));
        QString error;
        const auto model = loadGpt2Model(dir, &error);
        QVERIFY2(model, qPrintable(error));
        QCOMPARE(model->config.nLayer, 2);
        QCOMPARE(model->config.nHead, 4);
        QCOMPARE(model->config.nEmbd, 16);
        QCOMPARE(model->config.nInner, 64); // n_inner null: 4·n_embd
        QCOMPARE(model->config.nPositions, 64);
        QCOMPARE(model->dtypes, QString::fromLatin1(testing::dtypeName(dtype)));
        QCOMPARE(model->tokenizer.tokenText(258), QStringLiteral(" the"));
        // The loaded views hold the very bytes written: the pass is the in-memory model's, exactly.
        const std::vector<int> ids { 258, 5, 277, 99, 32 };
        const gpt2::ModelResult fromFile = gpt2::runModel(model->weights, ids);
        const gpt2::ModelResult inMemory = gpt2::runModel(m.weights(), ids);
        for (std::size_t l = 0; l < fromFile.layers.size(); ++l) {
            QCOMPARE(fromFile.layers[l].input, inMemory.layers[l].input);
            for (std::size_t h = 0; h < fromFile.layers[l].heads.size(); ++h)
                QCOMPARE(fromFile.layers[l].heads[h].toMatrix(), inMemory.layers[l].heads[h].toMatrix());
        }
        QCOMPARE(fromFile.next[0].id, inMemory.next[0].id);
        QCOMPARE(fromFile.next[0].probability, inMemory.next[0].probability);
    }

    // A Hugging Face cache snapshot: every file a symlink into blobs/.
    void opensThroughSymlinks()
    {
        const QString real = folder(QStringLiteral("blobs"));
        const QString snapshot = folder(QStringLiteral("snapshots/abc123"));
        const testing::TinyGpt2 m = testing::makeTinyGpt2(testing::tinyConfig(), 4);
        QVERIFY(testing::writeModelFolder(real, m));
        QVERIFY(QDir().mkpath(snapshot));
        for (const char *name : { "config.json", "model.safetensors", "vocab.json", "merges.txt" })
            QVERIFY(QFile::link(real + QLatin1Char('/') + QLatin1String(name),
                                snapshot + QLatin1Char('/') + QLatin1String(name)));
        QString error;
        const auto model = loadGpt2Model(snapshot, &error);
        QVERIFY2(model, qPrintable(error));
        QCOMPARE(model->weights.blocks.size(), std::size_t(2));
        // And the folder itself a symlink.
        QVERIFY(QFile::link(snapshot, folder(QStringLiteral("gpt2-link"))));
        QVERIFY2(loadGpt2Model(folder(QStringLiteral("gpt2-link")), &error), qPrintable(error));
    }

    void readsConfigDefaults()
    {
        QString error;
        const auto c = parseModelConfig(R"({"model_type": "gpt2", "n_layer": 6, "n_head": 12, "n_embd": 768,
                                           "n_ctx": 1024, "vocab_size": 50257, "scale_attn_by_inverse_layer_idx": true})",
                                        "config.json", &error);
        QVERIFY2(c, qPrintable(error));
        QCOMPARE(c->nPositions, 1024); // from n_ctx, as older files have it
        QCOMPARE(c->nInner, 3072);
        QCOMPARE(c->layerNormEpsilon, 1e-5);
        QVERIFY(c->scaleAttnWeights);
        QVERIFY(c->scaleAttnByInverseLayerIdx);
    }

    void refusesBadConfigs_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("message");
        const QByteArray sizes
            = R"("n_layer": 2, "n_head": 4, "n_embd": 16, "n_positions": 64, "vocab_size": 300)";
        QTest::newRow("not JSON") << QByteArray("{") << "config.json: not valid JSON";
        QTest::newRow("no model_type") << "{" + sizes + "}"
                                       << "config.json: model_type is missing; expected gpt2, llama, "
                                          "mistral, qwen2, qwen3, gemma2, gemma3_text, gpt_oss, deepseek_v2, deepseek_v3 or bloom";
        QTest::newRow("bert") << R"({"model_type": "bert", )" + sizes + "}"
                              << "config.json: model_type is \"bert\"; supported are gpt2, llama, "
                                 "mistral, qwen2, qwen3, gemma2, gemma3_text, gpt_oss, deepseek_v2, deepseek_v3 and bloom";
        // The Llama family: each thing the pass does not compute is named, never computed wrongly.
        const QByteArray llamaSizes = R"("num_hidden_layers": 2, "num_attention_heads": 4, "hidden_size": 16,
            "intermediate_size": 40, "vocab_size": 300, )";
        const QByteArray llama = llamaSizes + R"("num_key_value_heads": 2, )";
        QTest::newRow("llama without sizes") << QByteArray(R"({"model_type": "llama", "hidden_size": 16})")
                                             << "config.json: num_hidden_layers is missing";
        QTest::newRow("kv heads do not divide")
            << R"({"model_type": "llama", )" + llamaSizes + R"("num_key_value_heads": 3})"
            << "config.json: num_key_value_heads 3 does not divide "
               "num_attention_heads 4";
        QTest::newRow("odd head_dim") << R"({"model_type": "qwen3", "head_dim": 5, )" + llama + R"("x": 0})"
                                      << "config.json: head_dim 5 is odd";
        QTest::newRow("dynamic")
            << R"({"model_type": "llama", "rope_scaling": {"rope_type": "dynamic", "factor": 4}, )" + llama
                + R"("x": 0})"
            << "config.json: rope_scaling type \"dynamic\" is not supported (none, linear, llama3 or yarn)";
        QTest::newRow("yarn without a factor")
            << R"({"model_type": "llama", "rope_scaling": {"rope_type": "yarn"}, )" + llama + R"("x": 0})"
            << "config.json: rope_scaling yarn has no factor";
        QTest::newRow("gelu llama") << R"({"model_type": "llama", "hidden_act": "gelu", )" + llama
                + R"("x": 0})"
                                    << "config.json: hidden_act \"gelu\" is not supported";
        QTest::newRow("qwen2 window")
            << R"({"model_type": "qwen2", "use_sliding_window": true, )" + llama + R"("x": 0})"
            << "config.json: use_sliding_window: true is not supported";
        QTest::newRow("attention_bias")
            << R"({"model_type": "llama", "attention_bias": true, )" + llama + R"("x": 0})"
            << "config.json: attention_bias: true is not supported";
        QTest::newRow("rope_theta 0")
            << R"({"model_type": "mistral", "rope_theta": 0, )" + llama + R"("x": 0})"
            << "config.json: rope_theta is not a number in (0, ";
        QTest::newRow("no n_embd") << QByteArray(
            R"({"model_type": "gpt2", "n_layer": 2, "n_head": 4, "n_positions": 64, "vocab_size": 300})")
                                   << "config.json: n_embd is missing";
        QTest::newRow("n_head a string") << QByteArray(
            R"({"model_type": "gpt2", "n_layer": 2, "n_head": "4", "n_embd": 16, "n_positions": 64, "vocab_size": 300})")
                                         << "config.json: n_head is not a whole number in 1…1024";
        QTest::newRow("n_layer 0") << QByteArray(
            R"({"model_type": "gpt2", "n_layer": 0, "n_head": 4, "n_embd": 16, "n_positions": 64, "vocab_size": 300})")
                                   << "config.json: n_layer is not a whole number in 1…1024";
        QTest::newRow("heads do not divide") << QByteArray(
            R"({"model_type": "gpt2", "n_layer": 2, "n_head": 5, "n_embd": 16, "n_positions": 64, "vocab_size": 300})")
                                             << "config.json: n_head 5 does not divide n_embd 16";
        QTest::newRow("relu") << R"({"model_type": "gpt2", "activation_function": "relu", )" + sizes + "}"
                              << "config.json: activation_function \"relu\" is not supported";
        QTest::newRow("epsilon 0") << R"({"model_type": "gpt2", "layer_norm_epsilon": 0, )" + sizes + "}"
                                   << "config.json: layer_norm_epsilon is not a number in (0, 1]";
        QTest::newRow("n_inner a string") << R"({"model_type": "gpt2", "n_inner": "x", )" + sizes + "}"
                                          << "config.json: n_inner is not null or a whole number";
    }
    void refusesBadConfigs()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, message);
        QString error;
        QVERIFY(!parseModelConfig(json, "config.json", &error));
        QVERIFY2(error.startsWith(message), qPrintable(error));
    }

    // The parser alone, on bytes: everything checked before any tensor byte is looked at.
    void refusesBadSafetensors_data()
    {
        QTest::addColumn<QByteArray>("file");
        QTest::addColumn<QString>("message");
        const QByteArray good
            = testing::safetensorsFile(testing::makeTinyGpt2(testing::tinyConfig(1, 1, 4, 8, 4), 1));
        QTest::newRow("empty") << QByteArray() << "m.safetensors: 0 bytes, too short";
        QTest::newRow("7 bytes") << QByteArray(7, 'x') << "m.safetensors: 7 bytes, too short";
        QTest::newRow("length past the end")
            << QByteArray::fromHex("ffffffff00000000") + "{}"
            << "m.safetensors: the header length (4294967295 bytes) goes past the end of the file (10 bytes)";
        QTest::newRow("length 2^64-1")
            << QByteArray::fromHex("ffffffffffffffff") + "{}"
            << "m.safetensors: the header length (18446744073709551615 bytes) goes past the end";
        QTest::newRow("truncated in the header") << good.left(40) << "m.safetensors: the header length";
        QTest::newRow("header not JSON") << QByteArray::fromHex("0400000000000000") + "{\"a\""
                                         << "m.safetensors: the header is not valid JSON";
        QTest::newRow("header a list") << QByteArray::fromHex("0200000000000000") + "[]"
                                       << "m.safetensors: the header is not a JSON object";
        QTest::newRow("truncated data")
            << good.left(good.size() - 1) << "m.safetensors: wte.weight: data_offsets [";
        QTest::newRow("unknown dtype") << withHeader(good, [](QJsonObject &h) {
            QJsonObject t = tensorEntry(h, "wte.weight");
            t["dtype"] = "Q4";
            h["wte.weight"] = t;
        }) << "m.safetensors: wte.weight: unknown dtype \"Q4\"";
        QTest::newRow("offsets overlap") << withHeader(good, [](QJsonObject &h) {
            QJsonObject t = tensorEntry(h, "ln_f.bias");
            QJsonObject w = tensorEntry(h, "ln_f.weight");
            t["data_offsets"] = w["data_offsets"];
            h["ln_f.bias"] = t;
        }) << "m.safetensors: ln_f.";
        QTest::newRow("offsets backwards") << withHeader(good, [](QJsonObject &h) {
            QJsonObject t = tensorEntry(h, "ln_f.bias");
            t["data_offsets"] = QJsonArray { 16, 0 };
            h["ln_f.bias"] = t;
        }) << "m.safetensors: ln_f.bias: data_offsets [16, 0] begin after they end";
        QTest::newRow("offsets past the data") << withHeader(good, [](QJsonObject &h) {
            QJsonObject t = tensorEntry(h, "ln_f.bias");
            t["data_offsets"] = QJsonArray { 1e12, 1e12 + 16 };
            h["ln_f.bias"] = t;
        }) << "m.safetensors: ln_f.bias: data_offsets [1000000000000, 1000000000016] end past the data";
        QTest::newRow("offsets negative") << withHeader(good, [](QJsonObject &h) {
            QJsonObject t = tensorEntry(h, "ln_f.bias");
            t["data_offsets"] = QJsonArray { -16, 0 };
            h["ln_f.bias"] = t;
        }) << "m.safetensors: ln_f.bias: data_offsets is not a pair of whole numbers ≥ 0";
        QTest::newRow("size does not match the shape") << withHeader(good, [](QJsonObject &h) {
            QJsonObject t = tensorEntry(h, "ln_f.bias");
            t["shape"] = QJsonArray { 5 };
            h["ln_f.bias"] = t;
        }) << "m.safetensors: ln_f.bias: data_offsets [";
        QTest::newRow("huge shape") << withHeader(good, [](QJsonObject &h) {
            QJsonObject t = tensorEntry(h, "ln_f.bias");
            t["shape"] = QJsonArray { 4294967296.0, 4294967296.0, 4294967296.0 };
            h["ln_f.bias"] = t;
        }) << "m.safetensors: ln_f.bias: shape [4294967296…] needs more bytes than the file holds";
        QTest::newRow("shape not numbers") << withHeader(good, [](QJsonObject &h) {
            QJsonObject t = tensorEntry(h, "ln_f.bias");
            t["shape"] = QJsonArray { "4" };
            h["ln_f.bias"] = t;
        }) << "m.safetensors: ln_f.bias: shape[0] is not a whole number ≥ 0";
        QTest::newRow("no dtype") << withHeader(good, [](QJsonObject &h) {
            QJsonObject t = tensorEntry(h, "ln_f.bias");
            t.remove("dtype");
            h["ln_f.bias"] = t;
        }) << "m.safetensors: ln_f.bias: dtype is missing or not a string";
        QTest::newRow("entry not an object")
            << withHeader(good, [](QJsonObject &h) { h["x"] = 3; }) << "m.safetensors: x: not an object";
        QTest::newRow("metadata not an object")
            << withHeader(good, [](QJsonObject &h) { h["__metadata__"] = 3; })
            << "m.safetensors: __metadata__ is not an object";
    }
    void refusesBadSafetensors()
    {
        QFETCH(QByteArray, file);
        QFETCH(QString, message);
        QString error;
        QVERIFY(!parseSafetensorsHeader(reinterpret_cast<const unsigned char *>(file.constData()),
                                        quint64(file.size()), "m.safetensors", &error));
        QVERIFY2(error.startsWith(message), qPrintable(error));
        QVERIFY(!error.contains('\n'));
    }

    void readsAGoodHeader()
    {
        const QByteArray file
            = testing::safetensorsFile(testing::makeTinyGpt2(testing::tinyConfig(1, 1, 4, 8, 4), 1));
        QString error;
        const auto h = parseSafetensorsHeader(reinterpret_cast<const unsigned char *>(file.constData()),
                                              quint64(file.size()), "m", &error);
        QVERIFY2(h, qPrintable(error));
        QCOMPARE(h->tensors.size(), std::size_t(16)); // 12 per block, wte, wpe, ln_f ×2
        const SafetensorsTensor *wte = h->find("wte.weight");
        QVERIFY(wte);
        QCOMPARE(wte->dtype, QStringLiteral("F32"));
        QCOMPARE(wte->shape, (std::vector<std::int64_t> { 8, 4 }));
        QCOMPARE(wte->end - wte->begin, quint64(8 * 4 * 4));
        QVERIFY(wte->end <= quint64(file.size()));
        QCOMPARE(h->dataStart % 8, quint64(0));
    }

    // An index that names many tensors is checked with one lookup per name, each in its own
    // shard's hashed names (it was a scan of the shard per name, once per shard: 100 000 tiny
    // tensors cost a minute). And a name missing from its shard is still named.
    void shardIndexLookupsAreLinear()
    {
        const int names = 20000;
        testing::TinyGpt2 first, second;
        QJsonObject map;
        for (int i = 0; i < names; ++i) {
            auto &into = i % 2 ? second : first;
            const std::string name = "extra." + std::to_string(i);
            into.tensors[name] = testing::StoredTensor { testing::DType::F32, { 1 }, { 0, 0, 0, 0 } };
            map.insert(QString::fromStdString(name), i % 2 ? "b.safetensors" : "a.safetensors");
        }
        std::vector<io::SafetensorsHeader> headers;
        for (const testing::TinyGpt2 *m : { &first, &second }) {
            const QByteArray bytes = testing::safetensorsFile(*m);
            QString error;
            auto h = io::parseSafetensorsHeader(reinterpret_cast<const unsigned char *>(bytes.constData()),
                                                std::uint64_t(bytes.size()), QStringLiteral("shard"), &error);
            QVERIFY2(h, qPrintable(error));
            headers.push_back(std::move(*h));
        }
        const QStringList shards { QStringLiteral("a.safetensors"), QStringLiteral("b.safetensors") };
        const std::vector<QString> labels { QStringLiteral("a.safetensors"), QStringLiteral("b.safetensors") };
        std::uint64_t lookups = 0;
        QCOMPARE(io::checkShardIndex(map, shards, headers, labels, &lookups), QString());
        QCOMPARE(lookups, std::uint64_t(names));
        QVERIFY(headers[0].byName.size() == qsizetype(headers[0].tensors.size())); // hashed, not scanned

        map.insert(QStringLiteral("extra.1"), QStringLiteral("a.safetensors")); // it is in b
        QCOMPARE(io::checkShardIndex(map, shards, headers, labels),
                 QStringLiteral("a.safetensors: extra.1 is not in it, though model.safetensors.index.json says so"));
    }

    // A load asked to stop (the window's Cancel) stops between its steps and says "cancelled";
    // not asked, the same folder loads.
    void aLoadStopsWhenCancelled()
    {
        QTemporaryDir dir;
        QVERIFY(testing::writeModelFolder(dir.path(), testing::makeTinyGpt2(testing::tinyConfig(), 3)));
        std::atomic<bool> cancel { true };
        QString error;
        QVERIFY(!io::loadGpt2Model(dir.path(), &error, &cancel));
        QCOMPARE(error, QStringLiteral("cancelled"));
        cancel = false;
        QVERIFY2(io::loadGpt2Model(dir.path(), &error, &cancel), qPrintable(error));
    }

    // Whole folders, each wrong in one way: one line naming the file (the folder's files are
    // named by their path).
    void refusesBadFolders_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("message");
        QTest::newRow("no config") << "no-config"
                                   << "no-config/config.json: missing";
        QTest::newRow("config of a bert") << "bert"
                                          << "bert/config.json: model_type is \"bert\"";
        QTest::newRow("no weights") << "no-weights"
                                    << "no-weights/model.safetensors: missing";
        QTest::newRow("shard index without a map")
            << "sharded"
            << "sharded/model.safetensors.index.json: no weight_map object";
        QTest::newRow("shard outside the folder")
            << "shard-escapes"
            << "shard-escapes/model.safetensors.index.json: weight_map gives wte.weight the file "
               "\"../model.safetensors\"; expected a .safetensors file in the same folder";
        QTest::newRow("shard missing a tensor")
            << "shard-lies"
            << "shard-lies/part.safetensors: h.9.mlp.c_fc.weight is not in it, though "
               "model.safetensors.index.json says so";
        QTest::newRow("pickle only")
            << "pickle"
            << "pickle/model.safetensors: missing; pytorch_model.bin is a Python pickle";
        QTest::newRow("weights a folder") << "weights-folder"
                                          << "weights-folder/model.safetensors: is a folder, not a file";
        QTest::newRow("weights a FIFO")
            << "weights-fifo"
            << "weights-fifo/model.safetensors: is a named pipe (FIFO), not a file";
        QTest::newRow("weights empty") << "weights-empty"
                                       << "weights-empty/model.safetensors: the file is empty";
        QTest::newRow("weights truncated") << "truncated"
                                           << "truncated/model.safetensors: wte.weight: data_offsets [";
        QTest::newRow("weights cut in the header") << "cut-header"
                                                   << "cut-header/model.safetensors: the header length";
        QTest::newRow("tensor missing") << "tensor-missing"
                                        << "tensor-missing/model.safetensors: h.1.mlp.c_fc.bias is missing";
        QTest::newRow("dtype not supported")
            << "dtype-i64"
            << "dtype-i64/model.safetensors: h.0.attn.c_attn.weight is stored as I64, which is not supported";
        QTest::newRow("shape against the config")
            << "wider"
            << "wider/model.safetensors: wte.weight has shape 300 × 16, expected 300 × 32 (from config.json)";
        QTest::newRow("more layers than the config")
            << "fewer-layers"
            << "fewer-layers/model.safetensors: h.1.attn.c_attn.bias belongs to layer 1, but config.json "
               "says n_layer 1";
        QTest::newRow("a NaN") << "nan"
                               << "nan/model.safetensors: h.0.ln_2.weight holds a number that is not finite "
                                  "(NaN or infinity) at index 3";
        QTest::newRow("vocab without merges")
            << "no-merges"
            << "no-merges/merges.txt: missing; vocab.json alone cannot split text";
        QTest::newRow("no tokenizer")
            << "no-tokenizer"
            << "no-tokenizer: no tokenizer (expected vocab.json and merges.txt, or tokenizer.json)";
        QTest::newRow("vocab beyond the model") << "small-vocab"
                                                << "small-vocab/vocab.json: token \"<|endoftext|>\" has id "
                                                   "277, but the model has only 270 tokens";
        QTest::newRow("merges bad")
            << "bad-merges"
            << "bad-merges/merges.txt: line 3 is not two tokens separated by one space";
    }
    void refusesBadFolders()
    {
        QFETCH(QString, name);
        QFETCH(QString, message);
        const QString message2 = openAfter(name, [&](const QString &dir) {
            auto file = [&](const char *f) { return dir + QLatin1Char('/') + QLatin1String(f); };
            const QByteArray weights = [&] {
                QFile f(file("model.safetensors"));
                f.open(QIODevice::ReadOnly);
                return f.readAll();
            }();
            auto rewrite
                = [&](const QByteArray &bytes) { testing::writeBytes(file("model.safetensors"), bytes); };
            if (name == "no-config") {
                QFile::remove(file("config.json"));
            } else if (name == "bert") {
                testing::writeBytes(file("config.json"),
                                    testing::configJson(testing::tinyConfig(), { { "model_type", "bert" } }));
            } else if (name == "no-weights") {
                QFile::remove(file("model.safetensors"));
            } else if (name == "sharded") {
                QFile::remove(file("model.safetensors"));
                testing::writeBytes(file("model.safetensors.index.json"), "{}");
            } else if (name == "shard-escapes") {
                QFile::remove(file("model.safetensors"));
                testing::writeBytes(file("model.safetensors.index.json"),
                                    R"({"weight_map": {"wte.weight": "../model.safetensors"}})");
            } else if (name == "shard-lies") {
                QFile::rename(file("model.safetensors"), file("part.safetensors"));
                testing::writeBytes(file("model.safetensors.index.json"),
                                    R"({"weight_map": {"wte.weight": "part.safetensors",
                                                       "h.9.mlp.c_fc.weight": "part.safetensors"}})");
            } else if (name == "pickle") {
                QFile::remove(file("model.safetensors"));
                testing::writeBytes(file("pytorch_model.bin"), "PK");
            } else if (name == "weights-folder") {
                QFile::remove(file("model.safetensors"));
                QDir().mkdir(file("model.safetensors"));
            } else if (name == "weights-fifo") {
                QFile::remove(file("model.safetensors"));
                ::mkfifo(QFile::encodeName(file("model.safetensors")).constData(), 0600);
            } else if (name == "weights-empty") {
                rewrite({});
            } else if (name == "truncated") {
                rewrite(weights.left(weights.size() - 100));
            } else if (name == "cut-header") {
                rewrite(weights.left(100));
            } else if (name == "tensor-missing") {
                rewrite(withHeader(weights, [](QJsonObject &h) { h.remove("h.1.mlp.c_fc.bias"); }));
            } else if (name == "dtype-i64") {
                // The same bytes read as half as many I64 numbers: a valid file, a dtype the app refuses.
                rewrite(withHeader(weights, [](QJsonObject &h) {
                    QJsonObject t = tensorEntry(h, "h.0.attn.c_attn.weight");
                    t["dtype"] = "I64";
                    t["shape"] = QJsonArray { 8, 48 };
                    h["h.0.attn.c_attn.weight"] = t;
                }));
            } else if (name == "wider") {
                testing::Config c = testing::tinyConfig();
                c.nEmbd = 32;
                testing::writeBytes(file("config.json"), testing::configJson(c));
            } else if (name == "fewer-layers") {
                testing::writeBytes(file("config.json"), testing::configJson(testing::tinyConfig(1)));
            } else if (name == "nan") {
                QByteArray bad = weights;
                const QByteArray nan = QByteArray::fromHex("0000c07f"); // a float NaN, little-endian
                const auto h
                    = parseSafetensorsHeader(reinterpret_cast<const unsigned char *>(bad.constData()),
                                             quint64(bad.size()), "x", nullptr);
                bad.replace(qsizetype(h->find("h.0.ln_2.weight")->begin + 12), 4, nan);
                rewrite(bad);
            } else if (name == "no-merges") {
                QFile::remove(file("merges.txt"));
            } else if (name == "no-tokenizer") {
                QFile::remove(file("merges.txt"));
                QFile::remove(file("vocab.json"));
            } else if (name == "small-vocab") {
                testing::writeBytes(file("config.json"),
                                    testing::configJson(testing::tinyConfig(2, 4, 16, 270)));
                const testing::TinyGpt2 small = testing::makeTinyGpt2(testing::tinyConfig(2, 4, 16, 270), 2);
                rewrite(testing::safetensorsFile(small));
            } else if (name == "bad-merges") {
                testing::writeBytes(file("merges.txt"), "#version: 0.2\nh e\nh e l\n");
            }
        });
        const QString expected = m_tmp.path() + QLatin1Char('/') + message;
        QVERIFY2(message2.startsWith(expected),
                 qPrintable(message2 + QStringLiteral("\nexpected: ") + expected));
        QVERIFY(!message2.contains('\n'));
    }

    void refusesWhatIsNotAFolder()
    {
        QString error;
        QVERIFY(!loadGpt2Model(folder("nothing-here"), &error));
        QCOMPARE(error, folder("nothing-here") + ": no such folder");
        QVERIFY(testing::writeBytes(folder("plain-file"), "x"));
        QVERIFY(!loadGpt2Model(folder("plain-file"), &error));
        QVERIFY2(error.startsWith(folder("plain-file") + ": not a folder"), qPrintable(error));
    }

    // The pass itself, on several threads, over a file truncated after it was opened: the
    // error every conversion throws, on the thread that faulted, reaches the caller.
    void aPassOverATruncatedFileThrowsOnEveryThread_data()
    {
        QTest::addColumn<int>("threads");
        QTest::newRow("one thread") << 1;
        QTest::newRow("four threads") << 4;
    }
    void aPassOverATruncatedFileThrowsOnEveryThread()
    {
        QFETCH(int, threads);
        // Wide enough that the pass takes every thread it is given (core/workers.h: chooseThreads).
        const QString dir = folder(QStringLiteral("truncated-%1").arg(threads));
        QVERIFY(testing::writeModelFolder(
            dir, testing::makeTinyGpt2(testing::tinyConfig(3, 4, 64, 300, 256), 11)));
        QString error;
        const auto model = io::loadGpt2Model(dir, &error);
        QVERIFY2(model, qPrintable(error));
        const std::vector<int> ids(200, 258);
        QCOMPARE(work::chooseThreads(threads, gpt2::contractFlops(model->config, 200)), threads);
        gpt2::ModelOptions options;
        options.threads = threads;
        QVERIFY(gpt2::runModelFast(model->weights, ids, options)); // whole: it runs
        QVERIFY(QFile::resize(dir + QStringLiteral("/model.safetensors"), 0)); // another program truncates it
        QVERIFY_THROWS_EXCEPTION(gpt2::ModelFileChanged, gpt2::runModelFast(model->weights, ids, options));
        QVERIFY_THROWS_EXCEPTION(gpt2::ModelFileChanged, gpt2::checkFinite(model->weights));
        // Opening it now says what is wrong with the file as it is.
        QVERIFY(!io::loadGpt2Model(dir, &error));
        QVERIFY2(error.contains(QStringLiteral("model.safetensors")), qPrintable(error));
    }

    void initTestCase() { QVERIFY(m_tmp.isValid()); }
};

QTEST_APPLESS_MAIN(TestGpt2Model)
#include "tst_gpt2_model.moc"
