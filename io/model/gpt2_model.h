// Opening a model (GPT-2, or the Llama family: config.h) from a folder in the Hugging Face
// layout, with no network and no Python: config.json, model.safetensors or the shards that
// model.safetensors.index.json names (mapped, never copied whole) and the tokenizer
// (vocab.json + merges.txt, or tokenizer.json). The files may be symlinks, as in a Hugging
// Face cache snapshot. Everything is checked before the model is handed out: a model that
// opens can be run on any ids that pass gpt2::checkIds().
#pragma once

#include "core/model/gpt2.h"
#include "core/model/params.h"
#include "io/fileio.h"
#include "io/model/safetensors.h"
#include "io/model/tokenizer.h"

#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <atomic>
#include <memory>
#include <optional>

namespace attn::io {

// Per-file limits for what is read whole (the weights are mapped, not read).
inline constexpr qint64 kMaxTokenizerFileBytes = 64 << 20; // GPT-2's tokenizer.json is 1.4 MB

struct Gpt2Model {
    QString directory;
    gpt2::Config config;
    std::vector<MappedFile> files; // model.safetensors, or each shard the index names
    gpt2::Weights weights; // views into files
    Tokenizer tokenizer;
    QString dtypes; // the stored number formats, e.g. "F32" or "F16, F32", for reports
    // A model trained in the window and opened without a folder (model_writer.h's
    // inMemoryModel): `weights` view these numbers instead of files, and `directory` is its name.
    std::shared_ptr<const gpt2::ModelParams> trained;
};

// The model in `directory`, or std::nullopt and one sentence naming the file and what is
// wrong ("gpt2/config.json: model_type is \"bert\"; …", "gpt2/model.safetensors: h.3.mlp.c_fc.weight
// has shape 768 × 3000, expected 768 × 3072").
// `cancel`, when given and set, stops the load between its steps: std::nullopt, *error "cancelled".
std::optional<Gpt2Model> loadGpt2Model(const QString &directory, QString *error,
                                       const std::atomic<bool> *cancel = nullptr);

// "gpt2/model.safetensors: the model file changed while it was open": what the window and the
// command line say when a conversion of its weights threw gpt2::ModelFileChanged (the file was
// truncated or rewritten by another program after it was opened).
QString modelFileChanged(const QString &directory);

// Empty when a layer taken out of a model (gpt2::layerSession, with its notes) is a session the
// app opens: the session loader's own rule (validate(), e.g. no number beyond ±10⁶). Otherwise
// what the window's Edit Layer and the command line's --session-out both say, "Layer 2
// (--layer 1) does not fit a session: W_Q: row 0, column 3 is 2e+06, outside ±1e+06".
QString layerSessionProblem(const Session &session, int layer);

// The note a layer taken out of a model carries as a session (its `notes`), the same from the
// window's Edit Layer and the command line's --session-out: layer counted from 1 as the window
// counts, with the command line's 0-based --layer beside it; `input` is the text (or "N token
// ids"), shortened.
QString layerSessionNotes(int layer, const QString &directory, const gpt2::Config &config,
                          const QString &input);

// The model's tensors found in a checked safetensors header over `data` (the mapped file),
// named with or without the "transformer." prefix; h.N.attn.bias and h.N.attn.masked_bias
// (GPT-2's stored causal mask) are not weights and are skipped.
std::optional<gpt2::Weights> weightsFromSafetensors(const SafetensorsHeader &header,
                                                    const unsigned char *data, const gpt2::Config &config,
                                                    const QString &label, QString *error);

// Empty when every name of the index's weight_map is a tensor of the shard it names; otherwise one
// line naming the shard and the tensor. shardNames, headers and labels are in the same order.
// `lookups`, when given, counts the tensor lookups made: one per name of the index.
QString checkShardIndex(const QJsonObject &weightMap, const QStringList &shardNames,
                        const std::vector<SafetensorsHeader> &headers, const std::vector<QString> &labels,
                        std::uint64_t *lookups = nullptr);

// model.safetensors.index.json: {"metadata": …, "weight_map": {"tensor name": "shard file"}}.
// The shards, in order of first mention, go into `shards`: each a plain file name in the same
// folder ending in .safetensors (never a path: the index must not point outside the folder), at
// most kMaxShards. The map, or std::nullopt and one line naming `label` (fuzzed:
// tests/fuzz/fuzz_shard_index.cpp).
inline constexpr int kMaxShards = 1000;
inline constexpr qint64 kMaxShardIndexBytes = qint64(64) << 20; // a 70B model's index is 60 KB
std::optional<QJsonObject> parseShardIndex(const QByteArray &json, const QString &label, QStringList &shards,
                                           QString *error);

// One file of a model's weights: its checked header, its mapped bytes, its name for messages.
struct SafetensorsShard {
    const SafetensorsHeader *header = nullptr;
    const unsigned char *data = nullptr;
    QString label;
};

// The model's tensors gathered from every shard (one, or those model.safetensors.index.json
// names), by the names of the config's family: GPT-2's h.N.… (with or without "transformer."),
// or the Llama family's model.layers.N.…; a name stored in two shards is refused.
std::optional<gpt2::Weights> weightsFromShards(const std::vector<SafetensorsShard> &shards,
                                               const gpt2::Config &config, QString *error);

// Layer L of a pass (gpt2::layerSession) as a session file (docs/file-formats.md's keys: tokens,
// embeddings = the layer's input, num_heads, W_Q/W_K/W_V/W_O and b_Q/b_K/b_V/b_O, causal, scale,
// the Llama family's and the score rule's stages), streamed: a layer of a large model never becomes
// a JSON object in memory.
bool writeLayerSession(ByteSink &sink, const Session &s);

// The token texts of a pass (the tokenizer's way of showing each id).
std::vector<std::string> tokenTexts(const Tokenizer &tokenizer, const std::vector<int> &ids);

} // namespace attn::io
