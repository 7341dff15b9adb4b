// A student's answers to the lesson's exercises, as `check --answers` reads them: a JSON object
// {"id": value, …} whose values are a number, a list of numbers or a list of equally long lists of
// numbers (docs/file-formats.md). Which ids exist is the exercises' business (render/lesson/
// exercises.h); this reader only says whether the file is such a map.
#pragma once

#include <QByteArray>
#include <QString>

#include <optional>
#include <utility>
#include <vector>

namespace attn::io {

struct AnswerValue {
    std::vector<double> numbers; // row by row
    int rows = 1, cols = 1; // a number 1 × 1, a list 1 × n, a list of lists rows × cols
    bool list = false, nested = false; // how it was written: a list, a list of lists
};

// The most answers one file may hold, and numbers in all (far beyond any lesson's exercises).
constexpr int kMaxAnswers = 100000;
constexpr qsizetype kMaxAnswerNumbers = 1 << 22;
constexpr qint64 kMaxAnswersBytes = 64ll << 20;

// The answers in the order of their ids, or nothing with *error one phrase (no file name): not strict JSON,
// not an object, or a value that is not one of the three forms (naming its id).
std::optional<std::vector<std::pair<QString, AnswerValue>>> readAnswers(const QByteArray &json,
                                                                        QString *error);

} // namespace attn::io
