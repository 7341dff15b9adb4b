// The lesson's exercises: every number its worksheet asks for, as `lesson --exercises` prints them
// and `check --answers` marks them (CONTRACT.md, docs/file-formats.md). They are gathered from the
// steps themselves — each answer a step holds back carries the quantity it is part of (Checked,
// lessonmodel.h) — so the worksheet and the exercises never disagree.
#pragma once

#include "lessonsteps.h"

#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace attn::lesson {

struct Exercise {
    enum class Shape { Number, Row, Matrix };
    QString id; // "h0.q1.weights": the quantity, not the step (ids stay when steps are added)
    QString step; // the title of the first step that asks for it
    QString prompt;
    Shape shape = Shape::Number;
    int rows = 1, cols = 1; // the answer's shape: 1 × 1, 1 × n or rows × cols
    std::vector<double> answer; // row by row
    // Which keys (a row of per-key numbers) or which rows (a matrix) the worksheet asks for, in
    // order; empty for a number or a vector asked whole.
    std::vector<int> indices;
    QString indicesName; // what the indices count: "keys" or "rows"
    // Of a vector or a matrix's rows, which components (columns) are asked, in order: those the
    // page prints of a long one. Empty: every one.
    std::vector<int> columns;
    double tolerance = 0; // absolute: |given − answer| ≤ tolerance for every number
    QStringList hints; // three, each saying more: the rule, the first term worked, the whole working
};

// Every exercise of the lesson on c's session, head and query, in the order the steps ask them.
std::vector<Exercise> lessonExercises(const LessonContext &c);

// The tolerance that accepts an answer worked from the numbers as the pages print them (three
// decimals, e^x of a printed exponent): 0.005, or 0.5 % of the largest |number| where that is more.
double exerciseTolerance(const std::vector<double> &answer);

// The tolerance of one answer a step holds back, as its exercise has it: the same quantity's
// numbers on that step together, and the rounding of a dot product's printed factors (scores,
// rows of X·W). What presentation mode's answer box checks with.
double revealTolerance(const LessonContext &c, const StepModel &step, int reveal);

struct Marked {
    enum class Verdict { Right, Wrong, Missing };
    Verdict verdict = Verdict::Missing;
    std::vector<int> firstWrong; // [i] or [i, j]; empty when right or missing
    bool shapeDiffers = false; // wrong because the given has another shape (firstWrong: where it parts)
};

// A student's answer: its numbers row by row and its shape (a number is 1 × 1, a list 1 × n, a
// list of lists rows × cols).
struct Given {
    std::vector<double> numbers;
    int rows = 1, cols = 1;
};

// Marks `given` (none: missing). A number may be given as a list of one; a shape that differs is
// wrong at the first place where it differs.
Marked markAnswer(const Exercise &e, const std::optional<Given> &given);

} // namespace attn::lesson
