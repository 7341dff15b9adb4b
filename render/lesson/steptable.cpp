// The lesson's step table: one entry per step, in teaching order, its words marked for the
// translations (LessonText; lessonsteps.h's stepTitle() and the others show them translated).
#include "lessonsteps.h"

#include "stepbuilders.h"

#include "render/rendertext.h"

#include <iterator>

namespace attn::lesson {

// ---- the table ------------------------------------------------------------------------------
// One entry per step, in teaching order. The sections follow the lesson; the titles, captions
// and notes are this app's own words.

// A table at namespace scope, not a function: the rule on function sizes is for code, and the
// lesson grows a step at a time.
namespace {
    const StepEntry kStepTable[] = {
        { "title", QT_TRANSLATE_NOOP("LessonText", "Introduction"),
          QT_TRANSLATE_NOOP("LessonText", "Attention, worked out by hand"), PictureKind::Statements,
          buildTitle,
          QT_TRANSLATE_NOOP("LessonText",
                            "Every number on these slides is computed from the session in the window. Change "
                            "a token, a weight "
                            "or the "
                            "mask, and the whole lesson follows.") },
        { "problem", QT_TRANSLATE_NOOP("LessonText", "Introduction"),
          QT_TRANSLATE_NOOP("LessonText", "The problem attention solves"), PictureKind::Matrices,
          buildProblem,
          QT_TRANSLATE_NOOP(
              "LessonText",
              "The same word needs different meanings in different sentences. Point at the two “bank” rows: "
              "identical going in, different coming out, because each mixed in its own neighbours.") },
        { "cover", QT_TRANSLATE_NOOP("LessonText", "Introduction"),
          QT_TRANSLATE_NOOP("LessonText", "What we will cover"), PictureKind::Statements, buildCover,
          QT_TRANSLATE_NOOP("LessonText",
                            "The plan of the lesson: by the end the class can compute attention by hand, say "
                            "why each piece "
                            "is there, and read the code.") },
        { "lookup", QT_TRANSLATE_NOOP("LessonText", "Introduction"),
          QT_TRANSLATE_NOOP("LessonText", "Attention as soft lookup: a library"), PictureKind::Statements,
          buildLookup,
          QT_TRANSLATE_NOOP(
              "LessonText",
              "The analogy before the maths: a query walks in, every key is compared, and the answer is a "
              "blend "
              "of the values, not one book. Ask the class what a dictionary would return instead.") },
        { "input", QT_TRANSLATE_NOOP("LessonText", "Queries, keys and values"),
          QT_TRANSLATE_NOOP("LessonText", "The input X: one row per token"), PictureKind::Matrices,
          buildInput,
          QT_TRANSLATE_NOOP("LessonText",
                            "Start with the smallest example that still shows everything: a few tokens, a "
                            "couple of numbers "
                            "each.") },
        { "queries", QT_TRANSLATE_NOOP("LessonText", "Queries, keys and values"),
          QT_TRANSLATE_NOOP("LessonText", "Queries: Q = X · W_Q"), PictureKind::Matrices, buildQueries,
          QT_TRANSLATE_NOOP("LessonText",
                            "Row by row: a token's numbers say how much of each row of W_Q to take. Let the "
                            "class do the last "
                            "row.") },
        { "keys", QT_TRANSLATE_NOOP("LessonText", "Queries, keys and values"),
          QT_TRANSLATE_NOOP("LessonText", "Keys: K = X · W_K"), PictureKind::Matrices, buildKeys,
          QT_TRANSLATE_NOOP(
              "LessonText",
              "The same multiplication with a different matrix: what each token offers to be found by.") },
        { "values", QT_TRANSLATE_NOOP("LessonText", "Queries, keys and values"),
          QT_TRANSLATE_NOOP("LessonText", "Values: V = X · W_V"), PictureKind::Matrices, buildValues,
          QT_TRANSLATE_NOOP("LessonText", "And once more: what each token hands over when it is chosen.") },
        { "separate", QT_TRANSLATE_NOOP("LessonText", "Queries, keys and values"),
          QT_TRANSLATE_NOOP("LessonText", "Why three different matrices?"), PictureKind::Matrices,
          buildSeparate,
          QT_TRANSLATE_NOOP(
              "LessonText",
              "With W = I a score is the overlap of two embeddings: symmetric, so a token looks for what it "
              "is "
              "(in the lesson, key 2 and key 3 tie). Separate matrices decouple what to ask for, what to "
              "advertise and what to deliver. Scores only: the softmax comes later.") },
        { "scores", QT_TRANSLATE_NOOP("LessonText", "Scores, softmax and output"),
          QT_TRANSLATE_NOOP("LessonText", "Scores: each query against every key"), PictureKind::Worked,
          buildScores,
          QT_TRANSLATE_NOOP("LessonText",
                            "A dot product measures alignment. Work one query row term by term; the matrix "
                            "on the right holds "
                            "every row.") },
        { "scale", QT_TRANSLATE_NOOP("LessonText", "Scores, softmax and output"),
          QT_TRANSLATE_NOOP("LessonText", "Divide by √d_k"), PictureKind::Worked, buildScale,
          QT_TRANSLATE_NOOP("LessonText", "Just do it for now; the reason comes in its own section.") },
        { "exp", QT_TRANSLATE_NOOP("LessonText", "Scores, softmax and output"),
          QT_TRANSLATE_NOOP("LessonText", "Softmax, part 1: exponentiate"), PictureKind::Worked, buildExp,
          QT_TRANSLATE_NOOP("LessonText",
                            "e^x makes everything positive and stretches the gaps. Watch the rounding: "
                            "exponentiate the exact "
                            "number.") },
        { "normalise", QT_TRANSLATE_NOOP("LessonText", "Scores, softmax and output"),
          QT_TRANSLATE_NOOP("LessonText", "Softmax, part 2: divide by the sum"), PictureKind::Worked,
          buildNormalise,
          QT_TRANSLATE_NOOP(
              "LessonText",
              "The weights are fractions of one whole: ask where most of this query's attention goes.") },
        { "weighted-sum", QT_TRANSLATE_NOOP("LessonText", "Scores, softmax and output"),
          QT_TRANSLATE_NOOP("LessonText", "Blend the values"), PictureKind::Worked, buildWeightedSum,
          QT_TRANSLATE_NOOP("LessonText",
                            "The output is a weighted average of the value rows: same width as a value, "
                            "informed by context.") },
        { "matrix-form", QT_TRANSLATE_NOOP("LessonText", "Scores, softmax and output"),
          QT_TRANSLATE_NOOP("LessonText", "Every query at once: A · V"), PictureKind::Matrices,
          buildMatrixForm,
          QT_TRANSLATE_NOOP(
              "LessonText",
              "Nothing new: the row we just computed is one row of a matrix product. Point at the shapes.") },
        { "hard-soft", QT_TRANSLATE_NOOP("LessonText", "Scores, softmax and output"),
          QT_TRANSLATE_NOOP("LessonText", "Hard lookup, soft lookup"), PictureKind::Bars, buildHardSoft,
          QT_TRANSLATE_NOOP("LessonText",
                            "A dictionary returns one value. Cool the softmax down and it does the same; at "
                            "τ = 1 it blends, "
                            "and that "
                            "smoothness is what lets gradient descent train it.") },
        { "learning-step", QT_TRANSLATE_NOOP("LessonText", "Scores, softmax and output"),
          QT_TRANSLATE_NOOP("LessonText", "One step of gradient descent"), PictureKind::Matrices,
          buildLearningStep,
          QT_TRANSLATE_NOOP(
              "LessonText",
              "Smooth means it has a gradient. Give the layer a target, read ∂L/∂W_Q, and move W_Q a little "
              "against it: the loss falls. The Train panel repeats this step.") },
        { "variance", QT_TRANSLATE_NOOP("LessonText", "Why divide by √d_k"),
          QT_TRANSLATE_NOOP("LessonText", "Dot products spread with d_k"), PictureKind::Histograms,
          buildVariance,
          QT_TRANSLATE_NOOP("LessonText",
                            "Variances add: d_k products of variance 1 make a sum of variance d_k. Ask the "
                            "class to predict "
                            "the spreads "
                            "before revealing them.") },
        { "saturation", QT_TRANSLATE_NOOP("LessonText", "Why divide by √d_k"),
          QT_TRANSLATE_NOOP("LessonText", "Big scores saturate the softmax"), PictureKind::Bars,
          buildSaturation,
          QT_TRANSLATE_NOOP("LessonText",
                            "At d_k = 64 scores of ±8 are normal. Unscaled the softmax is practically "
                            "one-hot; scaled it is "
                            "not.") },
        { "gradient", QT_TRANSLATE_NOOP("LessonText", "Why divide by √d_k"),
          QT_TRANSLATE_NOOP("LessonText", "A saturated softmax stops learning"), PictureKind::Bars,
          buildGradient,
          QT_TRANSLATE_NOOP(
              "LessonText",
              "The slope of the softmax is p(1 − p). Near one-hot it vanishes and Q and K stop learning.") },
        { "race", QT_TRANSLATE_NOOP("LessonText", "Why divide by √d_k"),
          QT_TRANSLATE_NOOP("LessonText", "The race: scaled against unscaled, measured"), PictureKind::Curves,
          buildRace,
          QT_TRANSLATE_NOOP("LessonText",
                            "Not a claim, a measurement: the same task trained twice, only the scale "
                            "differs. Let the class "
                            "guess which curve stalls. Labs ▸ Saturation Race runs it live.") },
        { "minus-infinity", QT_TRANSLATE_NOOP("LessonText", "Masks"),
          QT_TRANSLATE_NOOP("LessonText", "Masking: −∞ before the softmax"), PictureKind::Worked,
          buildMinusInfinity,
          QT_TRANSLATE_NOOP(
              "LessonText",
              "A blocked score becomes −∞; e^−∞ is exactly 0, and the rest renormalise to 1.") },
        { "masks", QT_TRANSLATE_NOOP("LessonText", "Masks"),
          QT_TRANSLATE_NOOP("LessonText", "Causal, padding, and the wrong way"), PictureKind::Heatmaps,
          buildMasks,
          QT_TRANSLATE_NOOP(
              "LessonText",
              "Causal keeps the lower triangle; padding blanks whole key columns. Zeroing after the softmax "
              "breaks the "
              "row sums: point at them.") },
        { "split", QT_TRANSLATE_NOOP("LessonText", "Multi-head attention"),
          QT_TRANSLATE_NOOP("LessonText", "Splitting into heads"), PictureKind::Shapes, buildSplit,
          QT_TRANSLATE_NOOP(
              "LessonText",
              "One softmax per token must compromise; several heads need not. Each gets its own slice of the "
              "width.") },
        { "concat", QT_TRANSLATE_NOOP("LessonText", "Multi-head attention"),
          QT_TRANSLATE_NOOP("LessonText", "Concatenate, then mix with W_O"), PictureKind::Matrices,
          buildConcat,
          QT_TRANSLATE_NOOP(
              "LessonText",
              "Without W_O each output column would come from one head only. Show a column that takes from "
              "two.") },
        { "batch", QT_TRANSLATE_NOOP("LessonText", "Multi-head attention"),
          QT_TRANSLATE_NOOP("LessonText", "Shapes with a batch"), PictureKind::Shapes, buildBatch,
          QT_TRANSLATE_NOOP("LessonText",
                            "Most attention bugs are shape bugs. Two sentences padded to one length; follow "
                            "the shape line by "
                            "line.") },
        { "parameters", QT_TRANSLATE_NOOP("LessonText", "Multi-head attention"),
          QT_TRANSLATE_NOOP("LessonText", "Counting the weights"), PictureKind::Statements, buildParameters,
          QT_TRANSLATE_NOOP("LessonText",
                            "Four square matrices, nothing else (biases aside). More heads cost nothing: "
                            "they only slice the "
                            "width.") },
        { "bugs", QT_TRANSLATE_NOOP("LessonText", "Multi-head attention"),
          QT_TRANSLATE_NOOP("LessonText", "Two classic bugs"), PictureKind::Heatmaps, buildBugs,
          QT_TRANSLATE_NOOP("LessonText",
                            "Reshape without transpose scrambles tokens across heads; a softmax over the "
                            "wrong axis normalises "
                            "columns.") },
        { "code", QT_TRANSLATE_NOOP("LessonText", "Code and cost"),
          QT_TRANSLATE_NOOP("LessonText", "The code"), PictureKind::Code, buildCode,
          QT_TRANSLATE_NOOP(
              "LessonText",
              "Five lines of NumPy; PyTorch adds the batch and the heads. Run the whole script and get these "
              "numbers. In "
              "production, PyTorch's fused scaled_dot_product_attention does all of it.") },
        { "heatmaps", QT_TRANSLATE_NOOP("LessonText", "Code and cost"),
          QT_TRANSLATE_NOOP("LessonText", "Reading attention heatmaps"), PictureKind::Heatmaps, buildHeatmaps,
          QT_TRANSLATE_NOOP("LessonText",
                            "Rows are queries, columns keys, each row sums to 1. Different heads learn "
                            "different patterns; a "
                            "heatmap helps debugging but is not an explanation. To show the difference, Help "
                            "▸ How to Use ▸ "
                            "“Find a head, switch it off”: open the built-in induction model, find its "
                            "induction head by its "
                            "score, ablate it, and watch the copied word's probability collapse while the "
                            "heatmap stays the "
                            "same.") },
        { "cost", QT_TRANSLATE_NOOP("LessonText", "Code and cost"),
          QT_TRANSLATE_NOOP("LessonText", "The cost: T·d² first, then T²"), PictureKind::Cost, buildCost,
          QT_TRANSLATE_NOOP(
              "LessonText",
              "Measured on this machine, not quoted, and kept: every deck, worksheet and key made here shows "
              "the "
              "same times. Below T = 2·d_model the projections dominate and doubling T a little more than "
              "doubles "
              "the time; above it the T² scores take over and the ratio heads for 4 — the quadratic wall.") },
        { "recap", QT_TRANSLATE_NOOP("LessonText", "Recap"), QT_TRANSLATE_NOOP("LessonText", "Recap"),
          PictureKind::Statements, buildRecap,
          QT_TRANSLATE_NOOP(
              "LessonText",
              "The whole operation in one line. Next comes the rest of the transformer block around it.") },
        // The next lesson's first steps: the block around the attention (a GPT-2 layer's own).
        { "block", QT_TRANSLATE_NOOP("LessonText", "The block"),
          QT_TRANSLATE_NOOP("LessonText", "The transformer block: where attention sits"),
          PictureKind::Statements, buildBlock,
          QT_TRANSLATE_NOOP(
              "LessonText",
              "The seed's “next time”. Point at the two adds: the stream is never replaced. On a layer "
              "taken from a model the numbers are its own; on the lesson's example, open a GPT-2 folder to "
              "fill them.") },
        { "residual-norm", QT_TRANSLATE_NOOP("LessonText", "The block"),
          QT_TRANSLATE_NOOP("LessonText", "The residual add, then LayerNorm of one row"),
          PictureKind::Matrices, buildResidualNorm,
          QT_TRANSLATE_NOOP("LessonText",
                            "Work one column through on the board: subtract μ, divide by √(σ² + ε), times γ, "
                            "plus β. Ask why "
                            "the norm comes before each half, not after (the stream keeps its scale; each "
                            "half reads a tame "
                            "copy).") },
        { "mlp", QT_TRANSLATE_NOOP("LessonText", "The block"),
          QT_TRANSLATE_NOOP("LessonText", "The MLP of one row, and back to the stream"),
          PictureKind::Matrices, buildMlp,
          QT_TRANSLATE_NOOP("LessonText",
                            "Each row alone: no token looks at another here — that was attention's job. Ask "
                            "what gelu does to "
                            "the most negative unit.") },
        // Beyond the lesson: later steps go between the block and this one (training, then
        // today's variants).
        { "induction-forms", QT_TRANSLATE_NOOP("LessonText", "Beyond the lesson"),
          QT_TRANSLATE_NOOP("LessonText", "Induction heads form (a recorded run)"), PictureKind::Curves,
          buildInductionRun,
          QT_TRANSLATE_NOOP(
              "LessonText",
              "Optional. A run the app recorded, the same for every session: let the class guess what "
              "happens "
              "where the loss steps down, then reveal the two heads. Click the picture (or Train It Live) to "
              "open Labs ▸ Train a Model and run it in front of them; about 40 seconds on a laptop.") },
        { "attention-today", QT_TRANSLATE_NOOP("LessonText", "Beyond the lesson"),
          QT_TRANSLATE_NOOP("LessonText", "Attention today: one stage changed"), PictureKind::Heatmaps,
          buildAttentionToday,
          QT_TRANSLATE_NOOP(
              "LessonText",
              "Optional. The same scores through five rules. Ask which picture a long document would favour "
              "(the window forgets, ALiBi fades, the sink soaks up weight when nothing fits), then open a "
              "BLOOM or Gemma folder in the Model Workbench and find the stage in its breakdown.") },
    };
} // namespace

const std::vector<StepEntry> &lessonSteps()
{
    static const std::vector<StepEntry> steps(std::begin(kStepTable), std::end(kStepTable));
    return steps;
}

} // namespace attn::lesson
