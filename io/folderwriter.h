// A folder of files written whole or not at all: each file through writeFileAtomically into a
// hidden folder beside it (".NAME.~attn-model-XXXXXX"), then renamed into place in one step. What
// `train-model` and `fixtures` write.
#pragma once

#include <QByteArray>
#include <QList>
#include <QPair>
#include <QString>

namespace attn::io {

// Empty when `directory` can be written: it does not exist, or is an empty folder (not a
// symbolic link). Else the sentence: "out: runs/a is not empty".
QString checkOutputFolder(const QString &directory);

// The files (name, bytes) as the folder `directory` (checkOutputFolder must allow it); false with
// *error naming the file and the reason, and nothing left behind.
bool writeFolderAtomically(const QString &directory, const QList<QPair<QString, QByteArray>> &files,
                           QString *error);

} // namespace attn::io
