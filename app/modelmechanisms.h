// What `model` adds on how a model computes its answer (core/model/mechanisms.h): the options'
// checks, the corrupted text and the answers as ids, the runs, and their JSON. modelcommand.cpp
// calls these; the maths is all in core.
#pragma once

#include "modelcommand.h"

#include "core/model/mechanisms.h"
#include "io/model/jsonstream.h"

#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace attn::cli {

// "1,2,3" → the ids; std::nullopt and *error ("model: --ids: \"x\" is not a whole number …").
std::optional<std::vector<int>> parseIds(const QString &text, QString *error);

// --attribution, --corrupt(-ids), --answer, --wrong and --patch once every word is read (`seen`
// holds the options given): filled into a, or the sentence (exit 2).
QString checkMechanismOptions(ModelArguments &a, const QStringList &seen, const QString &cellText,
                              const QString &corruptIdsText, const QString &patchText);

// The input the options name, checked on the text's ids: --attribution's cell; the corrupted
// text's ids and the two tokens patching measures. Empty, or the sentence (exit 2).
QString mechanismInput(const ModelArguments &args, const io::Gpt2Model &model, const std::vector<int> &ids,
                       std::vector<int> &corruptIds, int &answer, int &wrong);

struct MechanismResults {
    std::optional<gpt2::LogitLens> lens;
    std::optional<Matrix> rollout;
    std::optional<gpt2::Attribution> attribution;
    std::optional<gpt2::PatchingResult> patching;
};

// What the options ask for, on the pass r (it kept what they need). *doing says which step runs.
// Done, or the outcome to end with (ld_clean = ld_corrupt is bad input).
ModelOutcome computeMechanisms(const ModelArguments &args, const io::Gpt2Model &model, const gpt2::ModelResult &r,
                               const std::vector<int> &corruptIds, int answer, int wrong, MechanismResults &out,
                               QString *doing);

// Their keys, after the others: ",\n  \"logit_lens\": …" and so on (docs/file-formats.md).
void writeMechanisms(io::JsonStream &json, const io::Gpt2Model &model, const MechanismResults &m);

} // namespace attn::cli
