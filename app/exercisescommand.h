// `lesson … --exercises` and `check … --answers` (CONTRACT.md, docs/file-formats.md): the lesson's
// exercises as JSON, and a student's answers marked against them.
#pragma once

#include "core/session.h"
#include "render/lesson/lessonsteps.h"

#include <QString>

class QCommandLineParser;

namespace attn::cli {

// --head N and --query I, where given, into `input`: false with *error one line ("command: …")
// when one is not a head or a token of s.
bool readLessonHeadAndQuery(const QCommandLineParser &p, const QString &command, const Session &s,
                            lesson::LessonInput &input, QString *error);

// Every exercise of the lesson on context's session, head and query, as JSON on stdout.
int printExercises(const lesson::LessonContext &context);

// The answers in `path` marked against the same exercises: JSON on stdout, exit 0 when the file
// was read; exit 2 with one line for a file that is not such a map, or an unknown id.
int checkAnswers(const lesson::LessonContext &context, const QString &path);

} // namespace attn::cli
