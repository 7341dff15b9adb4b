// Internal to render/lesson: the functions that fill each step of the table in lessonsteps.cpp,
// grouped by the lesson's sections (steps_*.cpp), and the small helpers they share for writing
// numbers, names and elided matrices the same way on every slide.
#pragma once

#include "lessonsteps.h"

#include <QString>

#include <functional>
#include <initializer_list>
#include <vector>

namespace attn::lesson {

// ---- helpers (lessonsteps.cpp) ------------------------------------------------------------

QString num(double v, int precision = 3); // the lesson's notation (notation.h)
QString vec(const RowVector &v, int precision = 3); // "(2, 0)", long ones elided
// Below this, a number the lesson writes with three decimals is written 0 (not 3.6×10⁻⁶).
constexpr double kRoundsToZero = 5e-4;
// A vector in a remark or a label, where room is short: kShortVecComponents components at
// most, and what rounds to 0 (kRoundsToZero) written 0.
constexpr int kShortVecComponents = 3;
QString shortVec(const RowVector &v);
// v with what rounds to 0 at three decimals (kRoundsToZero) set to 0.
RowVector roundedToZero(const RowVector &v);
// ", columns 18, 24": the columns (0-based) a line or an answer is of, counted from 1.
QString columnsLabel(const std::vector<int> &columns);
QString thousands(double v); // "1,048,576"
QString shapeOf(std::initializer_list<qint64> dims); // "(2, 3, 512)"
QString dims(qint64 rows, qint64 cols); // "3 × 2"
QString plural(qint64 n, const QString &one, const QString &many = {});
QString andList(const QStringList &items); // "a", "a and b", "a, b and c"
QString quoted(const QString &token); // “river”
QString tokenName(const LessonContext &c, int t); // token 2 “river”
QString queryName(const LessonContext &c); // query 2 “river”
QString headName(const LessonContext &c); // "head 1" (", of 8" when several)
QString capitalised(QString text); // its first letter upper case, in any language: "Head 1 of 8"
// An answer of the explained row as `lesson --exercises` checks it: "h0.q1.<quantity>" (head and
// query 0-based), at `index` (a key; −1: the quantity whole), with its numbers.
Checked rowChecked(const LessonContext &c, const QString &quantity, int index, const RowVector &values);
Checked rowChecked(const LessonContext &c, const QString &quantity, int index, double value);
// The components of an n-vector that vec() prints: all up to four, else the first four.
constexpr int kVecComponents = 4;
std::vector<int> printedComponents(Eigen::Index n);
// The same answer asked as vec() prints it: only its printed components (Checked::columns).
Checked printedChecked(const LessonContext &c, const QString &quantity, int index, const RowVector &values);
// A Checked with the numbers it is computed from (Checked::inputs) appended.
Checked withInputs(Checked checked, std::initializer_list<double> numbers);
Checked withInputs(Checked checked, const RowVector &numbers);
// The components of v at `columns` (all of v when empty).
RowVector componentsAt(const RowVector &v, const std::vector<int> &columns);
// The rows (or columns) to show of n: all up to max, else the first ones, `must`, the last, with
// −1 where some are left out.
std::vector<int> shownIndices(int n, int max, int must = -1);
// A matrix as a picture block, elided to maxRows × maxCols. reveal(row, col) (original indices)
// gives the reveal index of a cell, −1 for none.
MatrixBlock makeBlock(const QString &name, MatrixRef m, const QStringList &rowLabels,
                      int highlightRow = -1, const std::function<int(int, int)> &reveal = {}, int maxRows = 6,
                      int maxCols = 6, int precision = 3);
// The same for a matrix known only cell by cell (a T×T product of which only the shown cells are
// worked out).
MatrixBlock makeBlock(const QString &name, int rows, int cols, const std::function<double(int, int)> &at,
                      const QStringList &rowLabels, int highlightRow = -1,
                      const std::function<int(int, int)> &reveal = {}, int maxRows = 6, int maxCols = 6,
                      int precision = 3);
// Of n, the indices `keep` (sorted, distinct), with −1 where some are left out between them —
// and before and after them with `ends` (columns that are numbered need no mark at the ends).
std::vector<int> withGaps(const std::vector<int> &keep, int n, bool ends = true);
// A matrix as a block of exactly these rows and columns (−1: "⋮" / "…"), its column numbers
// written over the cells: a wide matrix shown by the columns that matter, not its first ones.
MatrixBlock makeBlockOf(const QString &name, const Matrix &m, const QStringList &rowLabels, int highlightRow,
                        const std::function<int(int, int)> &reveal, const std::vector<int> &rows,
                        const std::vector<int> &cols, int precision = 3);
// Whether key j is blocked for the selected query.
bool isBlocked(const LessonContext &c, int key);
// Whether this is the lesson's own example as printed (its session, head 1, token 2): only then
// do the steps say how the printed lesson rounds.
bool isLessonAsPrinted(const LessonContext &c);
// The weights the shown keys get, "0.284, 0.140, 0.576" (", …" when some are not shown).
QString weightList(const LessonContext &c, const RowVector &w);
// "a causal mask", "padding", … of key j for the selected query; empty when open.
QString reasonOf(const LessonContext &c, int key);
// A copy of the context's session changed by `edit`, with its mask, its score rule and head h
// computed: for the steps that compare a variant (causal, padding, W = I, a stage) with the session.
struct Variant {
    Session session;
    std::shared_ptr<const AttentionResult> result;
};
Variant variantOf(const LessonContext &c, const std::function<void(Session &)> &edit);
// The heatmap of one head's weights for a session and its result, and any heatmap as a slide's
// tile holds it: as an overview of kTileCells² cells when it is larger.
inline constexpr int kTileCells = 256;
std::shared_ptr<const HeatmapData> weightsHeatmap(const Session &s, const AttentionResult &r, int head);
std::shared_ptr<const HeatmapData> tileData(HeatmapData d);

// ---- the steps ------------------------------------------------------------------------------

// steps_projections.cpp
void buildTitle(const LessonContext &c, StepModel &s);
// steps_intro.cpp
void buildProblem(const LessonContext &c, StepModel &s);
void buildCover(const LessonContext &c, StepModel &s);
void buildLookup(const LessonContext &c, StepModel &s);
void buildInput(const LessonContext &c, StepModel &s);
void buildQueries(const LessonContext &c, StepModel &s);
void buildKeys(const LessonContext &c, StepModel &s);
void buildValues(const LessonContext &c, StepModel &s);
void buildSeparate(const LessonContext &c, StepModel &s);
// steps_softmax.cpp
void buildScores(const LessonContext &c, StepModel &s);
void buildScale(const LessonContext &c, StepModel &s);
void buildExp(const LessonContext &c, StepModel &s);
void buildNormalise(const LessonContext &c, StepModel &s);
void buildWeightedSum(const LessonContext &c, StepModel &s);
void buildMatrixForm(const LessonContext &c, StepModel &s);
void buildHardSoft(const LessonContext &c, StepModel &s);
// steps_learning.cpp
void buildLearningStep(const LessonContext &c, StepModel &s);
void buildRace(const LessonContext &c, StepModel &s);
// steps_scaling.cpp
void buildVariance(const LessonContext &c, StepModel &s);
void buildSaturation(const LessonContext &c, StepModel &s);
void buildGradient(const LessonContext &c, StepModel &s);
// steps_today.cpp
void buildAttentionToday(const LessonContext &c, StepModel &s);
// steps_masks.cpp
void buildMinusInfinity(const LessonContext &c, StepModel &s);
void buildMasks(const LessonContext &c, StepModel &s);
// steps_heads.cpp
void buildSplit(const LessonContext &c, StepModel &s);
void buildConcat(const LessonContext &c, StepModel &s);
void buildBatch(const LessonContext &c, StepModel &s);
void buildParameters(const LessonContext &c, StepModel &s);
void buildBugs(const LessonContext &c, StepModel &s);
// steps_practice.cpp
void buildCode(const LessonContext &c, StepModel &s);
void buildHeatmaps(const LessonContext &c, StepModel &s);
void buildCost(const LessonContext &c, StepModel &s);
void buildRecap(const LessonContext &c, StepModel &s);
// The block around the attention, the next lesson's first steps (steps_block.cpp).
void buildBlock(const LessonContext &c, StepModel &s);
void buildResidualNorm(const LessonContext &c, StepModel &s);
void buildMlp(const LessonContext &c, StepModel &s);
// Beyond the lesson (steps_beyond.cpp): a recorded run of a model learning induction.
void buildInductionRun(const LessonContext &c, StepModel &s);

} // namespace attn::lesson
