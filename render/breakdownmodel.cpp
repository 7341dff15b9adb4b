#include "breakdownbuilder.h"
#include "render/rendertext.h"

#include "stagetext.h"

#include "core/plural.h"

#include <algorithm>
#include <cmath>
#include <numeric>

namespace attn {

using breakdown::Builder;

const StageRow *BreakdownModel::row(Stage stage) const
{
    for (const StageRow &r : rows)
        if (r.stage == stage)
            return &r;
    return nullptr;
}

const StageCell *BreakdownModel::cell(Stage stage, int key) const
{
    const StageRow *r = row(stage);
    if (!r)
        return nullptr;
    for (std::size_t c = 0; c < columns.size(); ++c)
        if (columns[c].key == key)
            return c < r->cells.size() ? &r->cells[c] : nullptr;
    return nullptr;
}

namespace breakdown {

    void Builder::header()
    {
        // The lesson counts tokens from one ("token two"), so everything shown here does too.
        //: the breakdown's title: %1 the query's number, %2 its token, %3 the head, %4 how many heads
        m.title = BreakdownText::tr("Query %1 “%2”, head %3 of %4")
                      .arg(b.query + 1)
                      .arg(elideText(tokenName(b.query), 40))
                      .arg(b.head + 1)
                      .arg(std::max(1, data.numHeads));
        if (data.numKvHeads > 0) // grouped K/V heads: which one this head's keys and values are
            m.title += QStringLiteral(" · %1")
                           .arg(kvHeadName(b.head * data.numKvHeads / data.numHeads, data.numHeads, data.numKvHeads));
        // With biases the query is not x·W_Q alone: say where its numbers come from. Each stage
        // between the projection and the score (a q norm, the rotation) gets a line of its own
        // with its own numbers, the name q going to what the scores use.
        const bool bias = data.bQ.size() > 0;
        const auto &norm = b.queryNorm;
        QString first;
        if (norm)
            first = QString(bias ? QStringLiteral("x%1·W_Q + b_Q = %2") : QStringLiteral("x%1·W_Q = %2"))
                        .arg(subscript(b.query + 1), formatVector(norm->projected, p, 4));
        else
            first = QString(bias ? QStringLiteral("q%1 = x%1·W_Q + b_Q = %2") : QStringLiteral("q%1 = %2"))
                        .arg(subscript(b.query + 1), formatVector(b.rotation ? b.rotation->qBefore : b.q, p, 4));
        if (data.latent) // from the latents: the rope part turned below, the rest as made
            first = QString(data.latentQueryDown ? QStringLiteral("q%1 = rms(x%1·W_DQ)·W_UQ = %2")
                                                 : QStringLiteral("q%1 = x%1·W_UQ = %2"))
                        .arg(subscript(b.query + 1), formatVector(b.rotation ? b.rotation->qBefore : b.q, p, 4));
        m.subtitle = first
            //: %n: how many keys (the tokens the query attends to)
            + QStringLiteral("     d_k = %1     %2")
                  .arg(QString::number(dK), BreakdownText::tr("%n key(s)", nullptr, int(T)));
        if (data.latent) // what each part of the head is, and where its keys come from
            //: a line of the breakdown's subtitle (the line break before it kept); %1 + %2: the widths of
            //: k's two parts, %3: v's width, %4: "; zeros fill each to d_k" or nothing
            m.subtitle
                += BreakdownText::tr(
                       "\nlatent attention: kⱼ = (rms(xⱼ·W_DKV)·W_UK | xⱼ·W_KR), %1 + %2 wide "
                       "(the %2 turned by RoPE, one for every head); vⱼ = rms(xⱼ·W_DKV)·W_UV, %3 wide%4")
                       .arg(data.latentNope)
                       .arg(data.latentRope)
                       .arg(data.latentV)
                       .arg(dK > data.latentNope + data.latentRope || dK > data.latentV
                                //: added at the end of the line on latent attention's k and v widths
                                ? BreakdownText::tr("; zeros fill each to d_k")
                                : QString());
        if (norm) // q_norm: each head's q divided by its root mean square, then × γ
            m.subtitle += QStringLiteral("\nq_norm: ÷ √(mean(x²) + ε) = ÷ %1, × γ → q%2 = %3")
                              .arg(formatNumber(norm->rms, p), subscript(b.query + 1), formatVector(norm->normed, p, 4));
        if (b.rotation) // RoPE: the query is turned by its position before any score
            //: a line of the subtitle (the line break before it kept); %1: the query's position, %4: ", ×
            //: YaRN's 4" or nothing, %2 the query's number, %3 its vector
            m.subtitle
                += BreakdownText::tr("\nRoPE at p = %1%4 → q%2 = %3")
                       .arg(formatNumber(b.rotation->positions[std::size_t(b.query)], p),
                            subscript(b.query + 1), formatVector(b.q, p, 4),
                            b.rotation->factor != 1.0
                                //: after "RoPE at p = 3": the positions scaled by YaRN's factor %1
                                ? BreakdownText::tr(", × YaRN's %1").arg(formatNumber(b.rotation->factor, p))
                                : QString());
        if (options.compact || options.brief) // the hint column is gone: the scale is said here
            //: the end of the subtitle (the spaces before it kept); "scale" as a noun: the factor the
            //: scores are multiplied by; %1: "1/√2"
            m.subtitle += BreakdownText::tr("     scale %1").arg(scaleDescription(b.scale, dK, p));
    }

    // Which keys get a column.
    void Builder::chooseColumns()
    {
        // A sliding window blocks the keys far back: leading with them puts the keys that carry
        // the weight screens away. The one at the window's edge keeps a column (it shows where the
        // window ends); the others go into the "more keys" column, before any choice by weight.
        int edge = -1;
        for (int j = 0; j < b.query && j < T; ++j)
            if (b.reasons[std::size_t(j)] & BlockedWindow)
                edge = j;
        const auto farBack = [&](int j) {
            return j < b.query && j != edge && j != options.expandedKey && (b.reasons[std::size_t(j)] & BlockedWindow);
        };
        shown.clear();
        for (int j = 0; j < T; ++j)
            if (!farBack(j))
                shown.push_back(j);
        outsideWindow = T - int(shown.size());
        // Which keys get a column: all of them when they fit; otherwise the heaviest ones (they
        // make the output), plus the opened-up key, in token order. Thousands of columns would
        // teach nothing.
        const int maxColumns = std::max(2, options.maxColumns);
        if (int(shown.size()) > maxColumns) {
            // The heaviest maxColumns − 2, ties to the earlier key: only those sorted (a breakdown
            // of 4096 keys is laid out several times a second while a class edits).
            const auto kept = shown.begin() + (maxColumns - 2);
            std::partial_sort(shown.begin(), kept, shown.end(), [&](int x, int y) {
                return sm.weights[x] > sm.weights[y] || (sm.weights[x] == sm.weights[y] && x < y);
            });
            shown.resize(maxColumns - 2);
            if (options.expandedKey >= 0 && options.expandedKey < T
                && std::find(shown.begin(), shown.end(), options.expandedKey) == shown.end())
                shown.push_back(options.expandedKey);
            std::sort(shown.begin(), shown.end());
        }
        isShown.assign(static_cast<std::size_t>(T), false);
        for (int j : shown)
            isShown[j] = true;
        m.hiddenKeys = T - int(shown.size());
        for (int j = 0; j < T; ++j)
            if (!isShown[j]) {
                hiddenWeight += sm.weights[j];
                hiddenStableExp += sm.exps[j];
            }
        if (m.hiddenKeys > 0) {
            m.hiddenHeader = outsideWindow == m.hiddenKeys
                //: the heading of the column of the keys not shown, outside the sliding window
                ? BreakdownText::tr("… %n more key(s) outside the window", nullptr, m.hiddenKeys)
                //: the heading of the column of the keys not shown
                : BreakdownText::tr("… %n more key(s)", nullptr, m.hiddenKeys);
            m.hiddenWeight = QStringLiteral("Σ w = %1").arg(formatNumber(hiddenWeight, p));
        }

        for (int j : shown) {
            BreakdownColumn c;
            c.key = j;
            c.token = tokenName(j);
            //: a column's heading: the attention key's number
            c.index = BreakdownText::tr("key %1").arg(j + 1);
            c.reason = blockReasonText(b.reasons[j], b.window);
            m.columns.push_back(c);
        }

        // Vectors in a table cell or a sum term: all of a small d_k (the lesson's 2) when every key
        // has its column, otherwise the first component and "…" — the subtitle says d_k, and wide
        // cells would push the keys off the screen without teaching anything.
        tableComponents = dK <= 4 && m.hiddenKeys == outsideWindow ? 4 : 1; // the window's: weight 0, not shown

    }

    // kⱼ, q·kⱼ, × scale, mask.
    // RoPE: each key's position, its vector before the turn, and the score the unturned
    // vectors would give — beside the real score, the row that shows distance at work.
    void Builder::rotationRows()
    {
        const RowBreakdown::Rotation &rot = *b.rotation;
        {
            StageRow &r = addRow(Stage::Position, QStringLiteral("pⱼ"),
                                 BreakdownText::tr("position: pair c turns by pⱼ·f_c"));
            r.section = BreakdownText::tr("RoPE: q and every k turned by position");
            for (int j : shown) {
                StageCell c;
                c.text = formatNumber(rot.positions[std::size_t(j)], p);
                c.note = BreakdownText::tr("distance %1")
                             .arg(formatNumber(
                                 rot.positions[std::size_t(b.query)] - rot.positions[std::size_t(j)], p));
                r.cells.push_back(c);
            }
        }
        if (!options.brief) {
            StageRow &r
                //: a row's short label: the key vectors before RoPE turned them
                = addRow(Stage::KeyUnrotated, BreakdownText::tr("kⱼ before"),
                         BreakdownText::tr("before RoPE"));
            for (int j : shown) {
                StageCell c;
                c.text = cellVector(rot.keysBefore.row(j));
                r.cells.push_back(c);
            }
        }
        StageRow &r
            //: a row's short label: the scores of the vectors RoPE did not turn
            = addRow(Stage::ScoreUnrotated, BreakdownText::tr("q·kⱼ unturned"),
                     BreakdownText::tr("without RoPE"));
        for (int j : shown)
            r.cells.push_back(numberCell(rot.scoresUnrotated[j], p));
    }

    void Builder::inputRows()
    {
        if (b.rotation)
            rotationRows();
        if (!options.brief) { // brief: the numbers only, the vectors are in the tables
            StageRow &r = addRow(Stage::KeyVector, QStringLiteral("kⱼ"),
                                 b.rotation ? BreakdownText::tr("key vector, turned")
                                            : BreakdownText::tr("key vector"));
            for (int j : shown) {
                StageCell c;
                c.text = cellVector(b.keys.row(j));
                r.cells.push_back(c);
            }
        }
        {
            StageRow &r = addRow(Stage::Score, QStringLiteral("q·kⱼ"),
                                 options.interactive ? BreakdownText::tr("raw score (click)")
                                     : b.rotation    ? BreakdownText::tr("raw score, turned vectors")
                                                     : BreakdownText::tr("raw score"));
            for (int j : shown)
                r.cells.push_back(numberCell(b.scores[j], p));
        }
        for (const LogitTrace::Step &step : b.trace.steps) { // the score rule's stages, in order
            StageRow &r = addRow(step.stage == LogitStage::Scale ? Stage::Scaled : Stage::RuleStage,
                                 stageLabel(step.stage), stageHint(b.rule, step.stage, dK, p));
            for (int j : shown)
                r.cells.push_back(numberCell(step.after[j], p));
        }
        if (!options.brief || std::find(sm.blocked.begin(), sm.blocked.end(), true) != sm.blocked.end()) {
            //: a row's short label: the scores after the mask
            StageRow &r
                = addRow(Stage::Masked, BreakdownText::tr("mask"), BreakdownText::tr("−∞ where blocked"));
            for (int j : shown)
                r.cells.push_back(sm.blocked[j]
                                      ? blockedCell(minusInfinity(), blockReasonText(b.reasons[j], b.window))
                                      : numberCell(sm.logits[j], p));
        }
    }

    // eˣ and ÷ Σ, the lesson's two softmax steps (or the fully masked row's zeros).
    void Builder::softmaxRows()
    {
        if (sm.fullyMasked) {
            std::uint8_t all = 0;
            for (int j = 0; j < T; ++j)
                all |= b.reasons[j];
            m.fullyMaskedMessage
                //: %1: why ("causal + padding"), %2: the sentence that follows, on what Attention Lab does
                = BreakdownText::tr(
                      "Every key is blocked for this query (%1): there is nothing to attend to. "
                      "%2")
                      .arg(blockReasonText(all, b.window),
                           sm.hasSink()
                               ? BreakdownText::tr("The sink alone would take the whole row; Attention Lab "
                                                   "gives every weight 0, the sink 0 too, and the output "
                                                   "is the zero vector.")
                               : BreakdownText::tr("Softmax would divide 0 by 0, so Attention Lab gives "
                                                   "every weight 0 and the output is the zero vector."));
            StageRow &w
                //: a row's short label: the attention weights
                = addRow(Stage::Weight, BreakdownText::tr("weight"), BreakdownText::tr("all 0: no softmax"));
            //: a cell's note: the key is masked out
            w.cells.assign(shown.size(), blockedCell(QStringLiteral("0"), BreakdownText::tr("blocked")));
            setSum(w, QStringLiteral("0"));
            pinnedRow();
        } else {
            {
                StageRow &r = addRow(Stage::Exp, QStringLiteral("eˣ"), BreakdownText::tr("softmax step 1"));
                for (int j : shown) {
                    switch (lesson.state[j]) {
                    case LessonExponentials::Blocked:
                        r.cells.push_back(blockedCell(QStringLiteral("0"), QStringLiteral("e^(−∞)")));
                        break;
                    case LessonExponentials::Overflow: {
                        StageCell c;
                        //: a cell: eˣ is beyond the largest double
                        c.text = BreakdownText::tr("overflow");
                        c.note = BreakdownText::tr("too big");
                        c.problem = true;
                        r.cells.push_back(c);
                        break;
                    }
                    case LessonExponentials::Underflow:
                        r.cells.push_back(underflowCell());
                        break;
                    case LessonExponentials::Ok:
                        r.cells.push_back(numberCell(lesson.e[j], p));
                        break;
                    }
                }
                if (lesson.overflow) {
                    setSum(r, BreakdownText::tr("overflow"));
                    r.sumProblem = true;
                } else if (lesson.underflow) {
                    //: a sum: every eˣ is below the smallest double
                    setSum(r, BreakdownText::tr("underflow"));
                    r.sumProblem = true;
                } else {
                    setSum(r, formatNumber(lesson.sum, p));
                }
                if (m.hiddenKeys > 0 && !lesson.overflow && !lesson.underflow) {
                    double hidden = 0;
                    for (int j = 0; j < T; ++j)
                        if (!isShown[j])
                            hidden += lesson.e[j];
                    setHidden(r, QStringLiteral("Σ "), formatNumber(hidden, p));
                }
            }
            {
                const bool lessonOk = !lesson.overflow && !lesson.underflow;
                StageRow &r = addRow(Stage::Weight, QStringLiteral("÷ Σ"),
                                     lessonOk ? BreakdownText::tr("step 2: weight")
                                              : BreakdownText::tr("weight (stable path)"));
                for (int j : shown) {
                    if (sm.blocked[j])
                        r.cells.push_back(blockedCell(QStringLiteral("0"), BreakdownText::tr("blocked")));
                    else if (sm.weights[j] == 0.0)
                        r.cells.push_back(underflowCell());
                    else
                        r.cells.push_back(numberCell(sm.weights[j], p));
                }
                r.barScale = 1.0; // weights on a fixed 0…1 scale: the bars of a row fill exactly one
                const double sum = sm.weights.sum();
                setSum(r, sumOfWeights(sum, p));
                if (m.hiddenKeys > 0)
                    setHidden(r, QStringLiteral("Σ w = "), formatNumber(hiddenWeight, p));
            }
            pinnedRow();
            gradientRows();
        }
    }

    // Learning: how the loss pulls on each weight, how far the softmax lets it move (p(1 − p),
    // ≈ 0 when saturated), and what reaches the scores: the lesson's "saturation kills
    // learning", with this row's numbers.
    void Builder::gradientRows()
    {
        const QueryGradient &g = data.gradient;
        if (g.dWeights.size() != T)
            return;
        auto hiddenSum = [&](const RowVector &v) {
            double h = 0;
            for (int j = 0; j < T; ++j)
                if (!isShown[j])
                    h += v[j];
            return h;
        };
        {
            StageRow &r
                = addRow(Stage::Slope, QStringLiteral("p(1 − p)"), BreakdownText::tr("how far wⱼ can move"));
            r.section
                = BreakdownText::tr("Learning: the gradient of the loss ½·Σ(output − target)² for this row");
            for (int j : shown)
                r.cells.push_back(sm.blocked[j]
                                      ? blockedCell(QStringLiteral("0"), BreakdownText::tr("blocked"))
                                      : numberCell(g.slope[j], p));
            r.barScale = 0.25; // p(1 − p) is at most ¼ (at p = ½)
        }
        {
            StageRow &r = addRow(Stage::WeightGradient, QStringLiteral("∂L/∂wⱼ"),
                                 BreakdownText::tr("the loss's pull"));
            for (int j : shown)
                r.cells.push_back(numberCell(g.dWeights[j], p));
            if (m.hiddenKeys > 0)
                setHidden(r, QStringLiteral("Σ "), formatNumber(hiddenSum(g.dWeights), p));
        }
        {
            StageRow &r = addRow(Stage::LogitGradient, QStringLiteral("∂L/∂xⱼ"),
                                 BreakdownText::tr("to the scores: pⱼ(∂L/∂wⱼ − Σ pₖ∂L/∂wₖ)"));
            for (int j : shown)
                r.cells.push_back(sm.blocked[j]
                                      ? blockedCell(QStringLiteral("0"), BreakdownText::tr("blocked"))
                                      : numberCell(g.dLogits[j], p));
            // 0: the Jacobian's rows sum to 0 (rounding leaves ~10⁻¹⁶, which is 0 here too)
            const double sum = g.dLogits.sum();
            setSum(r, formatNumber(std::abs(sum) <= 1e-12 * g.dLogits.cwiseAbs().maxCoeff() ? 0.0 : sum, p));
            if (m.hiddenKeys > 0)
                setHidden(r, QStringLiteral("Σ "), formatNumber(hiddenSum(g.dLogits), p));
        }
    }

} // namespace breakdown

BreakdownModel buildBreakdownModel(const BreakdownData &data, const BreakdownOptions &options)
{
    Builder builder(data, options);
    BreakdownModel &m = builder.m;
    if (!breakdown::rowIsConsistent(data.row)) {
        m.title = BreakdownText::tr("No query selected");
        m.notes << BreakdownText::tr("Select a query token (a row of a heatmap) to see its calculation.");
        return m;
    }
    m.valid = true;
    m.fullyMasked = builder.sm.fullyMasked;
    builder.lesson = lessonExponentials(builder.sm, LessonShift::Never);
    builder.header();
    builder.chooseColumns();
    builder.inputRows();
    builder.softmaxRows();
    builder.valueRows();
    if (!options.brief)
        builder.stableRows();
    builder.wrongRow();
    builder.weightedSum();
    builder.dotProduct();
    builder.ruleNotes();
    if (!options.brief)
        builder.notesAbout();
    return m;
}

} // namespace attn
