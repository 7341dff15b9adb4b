// The learning commands of docs/file-formats.md:
//
//   attention-lab gradient (FILE.json | --preset NAME)
//       the loss ½·Σ(output − target)² and its exact gradients, as JSON on stdout
//   attention-lab train (FILE.json | --preset NAME) --steps N [--lr η] [--optimizer sgd|adam]
//       [--params NAME,…] --out OUT.json
//       full-batch gradient descent; OUT.json is the session with the trained parameters, stdout
//       the loss before every step and after the last
//
// The maths is core's (core/gradient.h, core/training.h); here are the checks, the output and the
// exit codes. Everything that can be refused is refused before any step runs.
#pragma once

#include <QString>
#include <QStringList>

class QCommandLineParser;

namespace attn::cli {

// The options only `train` takes (each with a value): steps, lr, optimizer, params.
const QStringList &trainOptionNames();

int gradientCommand(const QCommandLineParser &p);
int trainCommand(const QCommandLineParser &p);

} // namespace attn::cli
