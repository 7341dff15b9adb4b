// The `model` command of the command line (docs/file-formats.md):
//
//   attention-lab model MODEL_DIR (--text TEXT | --ids I,J,…) [--layer L] [--session-out FILE.json]
//       [--ablate L.H,… [--ablate-with zero|mean]] [--layer-session FILE.json --layer L]
//       [--head-scores] [--ablate-each [--ablate-with zero|mean]]
//       [--logit-lens] [--rollout] [--attribution L.H.I.J]
//       [--corrupt TEXT2 | --corrupt-ids I,J,…] --answer A --wrong B [--patch resid|heads|both]
//
// runs a GPT-2-family model on the text and streams JSON: "ids", "tokens", "layers" (each
// {layer, input (T×d, after ln_1), heads: [{weights (T×T)}]}, all of them or only L), and the
// "next_token" top 5; --session-out writes layer L as a session file that `compute` reproduces.
// The interventions (core/model/interventions.h): heads ablated, layer L's attention run with a
// session's weights, "head_scores" and "ablation" (each head ablated alone) added. How the model
// computes its answer (core/model/mechanisms.h): "logit_lens", "rollout", "attribution" of one
// score, and "patching" (a corrupted text, the clean run's activations copied into it).
//
// A command like export and lesson: parsing, checking, running and writing are here; reading
// the model folder is io/model/gpt2_model.h. commandline.cpp hands over the words after "model"
// (modelCommandMain).
#pragma once

#include "core/model/gpt2.h"
#include "io/fileio.h"
#include "io/model/gpt2_model.h"

#include <QString>
#include <QStringList>

#include <cstdint>
#include <optional>
#include <vector>

namespace attn::cli {

using io::ByteSink;

struct ModelArguments {
    QString directory;
    std::optional<QString> text; // --text
    std::optional<std::vector<int>> ids; // --ids
    int layer = -1; // --layer, counted from 0; -1: every layer
    QString sessionOut; // --session-out (needs --layer)
    std::vector<gpt2::HeadId> ablate; // --ablate L.H,…
    gpt2::Ablation ablation = gpt2::Ablation::Zero; // --ablate-with zero|mean
    QString layerSession; // --layer-session FILE.json (needs --layer)
    bool headScores = false; // --head-scores
    bool ablateEach = false; // --ablate-each (not with --ablate)
    // How a model computes its answer (core/model/mechanisms.h):
    bool logitLens = false; // --logit-lens
    bool rollout = false; // --rollout
    struct Cell {
        gpt2::HeadId head;
        int query = 0, key = 0;
    };
    std::optional<Cell> attribution; // --attribution L.H.I.J
    std::optional<QString> corrupt; // --corrupt TEXT2 (with --text)
    std::optional<std::vector<int>> corruptIds; // --corrupt-ids I,J,… (with --ids)
    QString answer, wrong; // --answer A --wrong B: a continuation token's text, or #ID
    bool patchResid = true, patchHeads = true; // --patch resid|heads|both
    bool patching() const { return corrupt || corruptIds; }
};

// The words after "model" ("DIR", "--text", "…", …; "--name=value" also accepted). std::nullopt
// and one sentence for a misuse: no folder, both or neither of --text and --ids, an unknown
// or repeated option, --ids that are not whole numbers, --session-out without --layer, an --ablate
// list that is not L.H,…, --ablate-with other than zero or mean (or with nothing to ablate),
// --ablate-each with --ablate, --layer-session without --layer (or with --session-out).
std::optional<ModelArguments> parseModelArguments(const QStringList &words, QString *error);

struct ModelOutcome {
    int exitCode = 0; // 0 done; 2 bad input (nothing written); 1 anything else
    QString message; // one line for stderr when exitCode ≠ 0
};

// Opens the model, checks the input, refuses up front what would not fit in availableBytes
// (0: unknown, nothing refused), runs the pass, writes --session-out, then streams the JSON
// into out. On exit code 2 nothing has been written to out.
ModelOutcome runModelCommand(const ModelArguments &args, ByteSink &out, std::uint64_t availableBytes);

// The whole command as main() runs it: parse, run on stdout, one "attention-lab: " line on
// stderr when it fails. Returns the exit code.
int modelCommandMain(const QStringList &words);

} // namespace attn::cli
