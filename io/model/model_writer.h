// Writing a trained model as a GPT-2 folder in the Hugging Face layout, which the app's model
// view, the `model` command and Python's transformers all open: config.json, model.safetensors
// (F32 or F64) and the tokenizer (vocab.json + merges.txt).
//
// The folder appears whole or not at all: everything is written into a hidden folder beside it
// (each file through writeFileAtomically, so every write is checked and synced), which then takes
// the folder's name in one rename. A run stopped half way leaves no half-written folder.
#pragma once

#include "io/folderwriter.h"

#include "core/model/induction_task.h"
#include "core/model/params.h"
#include "io/model/gpt2_model.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <memory>
#include <optional>

namespace attn::io {

enum class StoredType { F32, F64 };

struct ModelFolder {
    const gpt2::ModelParams *params = nullptr;
    StoredType dtype = StoredType::F32;
    // The induction task's model: its letters' tokenizer and "attention_lab_task" in config.json.
    std::optional<gpt2::InductionTask> task;
    // Else the tokenizer files copied from the model it was trained from (vocab.json, merges.txt,
    // tokenizer.json, … as that folder has them), by name and bytes.
    QList<QPair<QString, QByteArray>> tokenizerFiles;
    // config.json as it is to be written (--from: the source's); empty: made from params and task.
    QByteArray configJson;
};

// The folder written (io/folderwriter.h: checkOutputFolder must allow it); false with *error naming the file and
// the reason, and nothing left behind.
bool writeModelFolder(const QString &directory, const ModelFolder &folder, QString *error);

// The folder writeModelFolder() would write for the task's model, as loadGpt2Model() would open
// it, without writing anything: the window's Train a Model panel opens its checkpoints in the
// workbench this way. The weights are float64 views of `params` (kept alive by the model), the
// config is read from the config.json the folder would hold, the tokenizer from its letters.
// `name` stands for the folder's ("induction, seed 3, step 2400").
std::optional<Gpt2Model> inMemoryModel(std::shared_ptr<const gpt2::ModelParams> params,
                                       const gpt2::InductionTask &task, const QString &name, QString *error);

// The pieces, for the tests and the fuzz target's seeds:
QByteArray safetensorsBytes(const gpt2::ModelParams &p, StoredType dtype);
QByteArray modelConfigJson(const gpt2::ModelParams &p, StoredType dtype, const std::optional<gpt2::InductionTask> &task);
// vocab.json of the task's tokenizer: the V letters a–z, A–Z as ids 0 … V−1, "<|endoftext|>" V.
QByteArray letterVocabularyJson(int letters);
// The letter of id `id` there (a–z, then A–Z; 0 ≤ id < 52).
QString taskLetter(int id);

} // namespace attn::io
