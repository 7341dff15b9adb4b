// The `train-model` command of the command line (docs/file-formats.md):
//
//   attention-lab train-model (--task induction | --from MODEL_DIR (--data FILE.txt | --data-ids FILE))
//       [--layers N] [--heads H] [--d-model D] [--vocab V] [--seq T] [--batch B] [--steps N]
//       [--lr η] [--optimizer sgd|adam] [--seed S] [--log-every K] [--out-dtype F32|F64] --out DIR
//
// trains a whole GPT-2-layout model (core/model/backprop.h): a new attention-only model on the
// induction task (core/model/induction_task.h), or a GPT-2 folder on the user's data. stdout: one
// JSON object per --log-every steps and one at the end; DIR: the trained model as a GPT-2 folder
// (io/model/model_writer.h), written only once every step is done.
#pragma once

#include "core/model/induction_task.h"

#include <QString>
#include <QStringList>

#include <cstdint>
#include <optional>

namespace attn::cli {

struct TrainModelArguments {
    bool task = false; // --task induction
    QString from; // --from MODEL_DIR
    QString data, dataIds; // --data FILE.txt, --data-ids FILE
    std::optional<int> layers, heads, dModel, vocab, seq, batch; // size flags (the task's only, but --seq/--batch)
    int steps = 0; // 0: the default
    std::optional<double> lr;
    std::optional<Optimizer> optimizer;
    std::uint64_t seed = 1;
    int logEvery = 0; // 0: the default
    bool f64 = false; // --out-dtype F64
    QString out;
};

// The words after "train-model". std::nullopt and one sentence ("train-model: …") for a misuse:
// an unknown or repeated option, a value that is not a number, neither or both of --task and
// --from, --from without data (or with both kinds), size flags with --from, no --out.
std::optional<TrainModelArguments> parseTrainModelArguments(const QStringList &words, QString *error);

// Runs the command on the words after "train-model"; the exit code (0, 1 or 2).
int trainModelCommandMain(const QStringList &words);

} // namespace attn::cli
