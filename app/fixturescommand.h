// `attention-lab fixtures` and `attention-lab check --output`: a session's attention as NumPy
// files a class tests its own implementation against, and the verdict on a student's output
// (docs/file-formats.md, "fixtures").
#pragma once

#include <QStringList>

namespace attn::cli {

// The words of the command line, the program's name and the command first. The exit code: 0, 1, 2.
int fixturesCommandMain(const QStringList &args);
int checkCommandMain(const QStringList &args);

} // namespace attn::cli
