// The guided lesson as data: what one step shows — its title, its caption, its picture and
// every number in it — where each number comes from (the session on screen, or the lesson's own
// constants), and which numbers the class works out before they are revealed. lessonsteps.h
// builds these from a session; lessonpainter.h draws them. No painting here.
#pragma once

#include "core/attention.h"
#include "core/complexity.h"
#include "render/heatmapdata.h"
#include "render/losscurve.h"
#include "render/trainingcurves.h"

#include <QString>
#include <QStringList>

#include <memory>
#include <optional>
#include <variant>
#include <vector>

namespace attn::lesson {

// Where a number comes from. Session numbers follow every edit; the lesson's constants
// (scores 8, 0, −8; d_model 512 with 8 heads; B = 2 …) are the same for every session.
enum class Source { Session, Lesson };

// One piece of text a picture shows: a number, a vector, a shape. reveal ≥ 0: it is an answer
// the class works out first, held back until revealed (an index into StepModel::reveals).
struct Num {
    QString text;
    int reveal = -1;
};

// The kinds of picture; one painter each (picturepainters.h), reused by every step of that kind.
enum class PictureKind {
    Statements,
    Matrices,
    Worked,
    Bars,
    Histograms,
    Heatmaps,
    Shapes,
    Code,
    Cost,
    Curves
};
QString pictureKindName(PictureKind kind); // "matrices", "worked", …

// ---- Statements: a formula and a few lines, some with a big number --------------------------

struct Statement {
    QString text; // "This session: 4 · 2² ="
    Num value; // "16" (may be empty)
    QString after; // " weights"
    Source source = Source::Session;
    bool big = false; // the number the slide is about
    bool plain = false; // a point to remember, no number: a bullet, not a source mark
};
struct StatementsPicture {
    QString formula; // drawn large on top, may be empty
    std::vector<Statement> lines;
};

// ---- Matrices: equations of matrices side by side, with worked lines under them ------------

struct MatrixBlock {
    QString name; // "X", "W_Q", "A"
    QString shape; // "3 × 2"
    std::vector<std::vector<Num>> rows; // the cells shown; an elided row or column reads "⋮" / "…"
    QStringList rowLabels; // one per shown row (token texts), may be empty
    QStringList colLabels; // one per shown column, may be empty
    bool numberColumns = false; // write colLabels over the cells (the columns shown are chosen ones)
    int highlightRow = -1; // a shown row to mark (the selected query)
    std::vector<int> columnGroups; // per shown column the head it belongs to (0-based); empty: none
};
struct EquationTerm {
    QString op; // an operator between matrices: "·", "=", "≠"; or empty
    std::optional<MatrixBlock> matrix; // … or a matrix
};
struct WorkLine {
    QString text; // "token 3: 1·(1, 0) + 1·(1, 1) ="
    Num result; // "(2, 1)"
    QString after; // a remark after the result
};
struct MatrixPanel {
    QString heading;
    Source source = Source::Session;
    std::vector<EquationTerm> terms;
    std::vector<WorkLine> lines;
};
struct MatricesPicture {
    std::vector<MatrixPanel> panels; // side by side
};

// ---- Worked: one query's calculation, a line per key, the result of each line ---------------

struct WorkedRow {
    QString label; // "k₁ “the”"
    QString expression; // "1·1 + 1·1 ="
    Num result; // "2"
    double bar = -1; // ≥ 0: a bar this long (0 … 1) beside the result
    bool blocked = false; // the key is masked for this query
    QString note; // "causal", "the rest"
};
struct WorkedPicture {
    QString heading; // "q₂ = (1, 1), query 2 “river”"
    Source source = Source::Session;
    std::vector<WorkedRow> rows;
    QString totalLabel; // "Σ ="
    Num total;
    QString barTitle; // what the bars show
    std::optional<MatrixBlock> side; // a matrix beside the lines (the whole score matrix)
    QStringList notes; // under the lines (how the lesson rounds, two-decimal forms)
};

// ---- Bars: groups of bars, e.g. one softmax per group -----------------------------------------

struct Bar {
    QString label; // under the bar: "8", "key 3"
    double value = 0; // bar length, in units of the group's scaleMax
    Num text; // the value written above the bar
    bool accent = false; // drawn in the accent colour (the chosen key)
};
struct BarGroup {
    QString heading;
    Source source = Source::Session;
    std::vector<Bar> bars;
    double scaleMax = 1; // a bar of this value fills the height
    QString footnote; // under the group: "output = (2, 1) = v₃"
    Num footValue; // a number in the footnote line (may be empty)
};
struct BarsPicture {
    std::vector<BarGroup> groups; // side by side
    QString valueTitle; // what the bars measure
};

// ---- Histograms: the spread of q·k --------------------------------------------------------------

struct Histogram {
    QString heading; // "d_k = 64"
    std::vector<int> counts; // equal bins over [lo, hi)
    double lo = 0, hi = 1;
    QString spreadLabel; // "spread"
    Num spread; // "8.0"
    // When the spread is an answer the class predicts (√d_k): what the simulation gave, drawn
    // with the bins once the answer is shown ("simulated 8.1").
    QString simulated;
};
struct HistogramRow {
    QString label; // "q·k", "q·k ÷ √d_k"
    Source source = Source::Lesson;
    std::vector<Histogram> items; // one per d_k, sharing this row's x range
};
struct HistogramsPicture {
    std::vector<HistogramRow> rows;
    QString sessionLine; // this session's d_k and what it would spread
};

// ---- Heatmaps: a few weight matrices side by side (masks, mistakes, heads) -------------------

struct HeatmapTile {
    QString heading;
    Source source = Source::Session;
    std::shared_ptr<const HeatmapData> data;
    QString note; // under the tile: "rows sum to 1, 0.424, 1"
    bool wrong = false; // a mistake, marked as such
    bool labels = true; // token labels on the axes
};
struct HeatmapsPicture {
    std::vector<HeatmapTile> tiles;
    int columns = 0; // tiles per row; 0: all in one row
};

// ---- Shapes: column blocks of the heads, a batch of padded sentences, the shapes of each step --

struct SplitBar {
    QString heading;
    Source source = Source::Session;
    int dModel = 1, heads = 1;
    Num dK; // "64"
};
struct BatchRow {
    QStringList tokens;
    std::vector<bool> padding;
};
struct ShapeColumn {
    QString heading;
    Source source = Source::Session;
    std::vector<Num> shapes; // one per stage
};
struct ShapesPicture {
    std::vector<SplitBar> splits;
    QString batchHeading;
    std::vector<BatchRow> batch;
    QStringList stages; // what each step of the table does
    QStringList symbolic; // "(B, T, d_model)"
    std::vector<ShapeColumn> columns;
};

// ---- Code: a few lines of NumPy and of PyTorch ---------------------------------------------

struct CodeBlock {
    QString title;
    QStringList lines;
};
struct CodePicture {
    std::vector<CodeBlock> blocks;
    QString footer; // where the whole script is
};

// ---- Cost: measured time and memory against T, on log axes -----------------------------------

// The measurement the cost step shows: computed in the background by the window, or by the
// command line before it draws.
struct CostStatus {
    enum class State { NotMeasured, Measuring, Measured, Cancelled };
    State state = State::NotMeasured;
    std::vector<CostMeasurement> points;
    std::vector<int> asked; // the sizes being (or to be) measured
    double progress = 0; // while measuring, 0 … 1
    QString note; // how and where it was measured ("on this machine, 2 cores, …")
};
struct CostPicture {
    CostStatus status;
    std::vector<int> tokens; // the table's T values
    std::vector<Num> scoresPerHead; // T² for each
    std::vector<QString> growth; // for each T: its time over the previous T's, "×2.4" (empty: none)
    std::vector<QString> quadraticShare; // for each T: the T² part of the operations, "20 %"
    QString statusLine;
    QString sessionLine; // this session's T² and memory
};

// ---- Curves: a training run's loss, step by step (the measured saturation race) -----------------

struct CurvesPicture {
    QString heading; // "● this session's task" or "◆ learn-saturation"
    Source source = Source::Lesson;
    LossCurveData data; // one or two series, drawn by render/losscurve.h's painter
    // Or a whole model's training (render/trainingcurves.h: losses and every head's scores), with
    // one head's weights beside it (the recorded run of "beyond the lesson").
    std::optional<TrainingCurvesData> training;
    std::optional<HeatmapTile> beside;
};

using Picture
    = std::variant<StatementsPicture, MatricesPicture, WorkedPicture, BarsPicture, HistogramsPicture,
                   HeatmapsPicture, ShapesPicture, CodePicture, CostPicture, CurvesPicture>;

// What `lesson --exercises` checks of an answer (exercises.h): the quantity it is part of, named
// by what it is so that it keeps its name when steps are added ("h0.q1.weights": head 0, query 1,
// 0-based), its place there (a key's or a row's index; −1: the quantity whole) and its numbers
// (one, or a vector's).
struct Checked {
    QString id;
    int index = -1;
    std::vector<double> values;
    // The numbers the answer is computed from (q's and k's components for a score, the eˣ for a
    // weight): each printed on the page that asks it or an earlier one, or an answer asked there
    // (tests hold every worksheet to it). A worksheet page hides none of its own inputs but those
    // it or an earlier page asks.
    std::vector<double> inputs = {};
    // Of a long vector or a projection's row, the components asked (those the page prints and
    // lets the class work out), in order; `values` are those components. Empty: all of it.
    std::vector<int> columns = {};
};

// An answer the step holds back: what it is, and the answer itself (for the answer key).
struct RevealItem {
    QString what; // "q₂·k₁"
    QString answer; // "2"
    Checked checked; // empty id: a shape or a count, not one of the exercises
};

class RevealState;

struct StepModel {
    QString id; // stable name: "scores", "cost" (Labs menu links, tests)
    int number = 0; // from 1
    int count = 0; // how many steps the lesson has
    QString section; // "Scores, softmax and output"
    QString title;
    QString caption; // a sentence or two with the session's numbers; never an answer it asks for
    QString conclusion; // what the answers show: held back with them
    QString notes; // for the presenter view
    PictureKind kind = PictureKind::Statements;
    Picture picture;
    std::vector<RevealItem> reveals;
    QStringList fromSession; // what on the slide follows the session
    QStringList lessonConstants; // the lesson's own numbers the slide rests on
    QStringList roundingNotes; // where the lesson rounds differently, said once
    QString unavailable; // non-empty: what this session lacks for the step, and why (drawn instead)
    QString action; // a click on the picture opens this in the window ("code": the whole script)

    template <class P> const P *as() const { return std::get_if<P>(&picture); }
    // Adds an answer to hold back and returns its reveal index.
    int reveal(const QString &what, const QString &answer, Checked checked = {});
    Num answer(const QString &what, const QString &text, Checked checked = {})
    {
        return Num { text, reveal(what, text, std::move(checked)) };
    }
    // Every string the step shows (answers as they are, not blanked), one per line: what tests
    // and "copy as text" read. With `hidden`, an answer it has not revealed is "?", as on the
    // slide: what a screen reader reads of the step.
    QString text(const RevealState *hidden = nullptr) const;
};

// How answers are drawn.
enum class AnswerMode {
    Shown, // every number in place (a slide without holding back)
    HoldBack, // answers not yet revealed are "?" boxes (RevealState says which)
    Blank, // a worksheet: every answer an empty box to write in
    Key, // the answer key: every answer shown, marked
};

// Which answers of one step are revealed.
class RevealState {
public:
    RevealState() = default;
    explicit RevealState(int count)
        : m_revealed(static_cast<std::size_t>(std::max(0, count)), false)
    {
    }
    int count() const { return static_cast<int>(m_revealed.size()); }
    bool isRevealed(int i) const { return i < 0 || (i < count() && m_revealed[static_cast<std::size_t>(i)]); }
    int revealedCount() const;
    bool allRevealed() const { return revealedCount() == count(); }
    // The first answer not yet revealed, or −1.
    int next() const;
    // Reveals one; false when it was already revealed or does not exist.
    bool reveal(int i);
    bool revealNext() { return reveal(next()); }
    void revealAll();
    void hideAll();

private:
    std::vector<bool> m_revealed;
};

} // namespace attn::lesson
