#include "breakdownmodel.h"

#include <algorithm>
#include <cmath>
#include <numeric>

namespace attn {

namespace {

    bool rowIsConsistent(const RowBreakdown &b)
    {
        const Eigen::Index T = b.scores.size();
        const Eigen::Index dK = b.q.size();
        const SoftmaxSteps &s = b.softmax;
        return T > 0 && dK > 0 && b.keys.rows() == T && b.keys.cols() == dK && b.values.rows() == T
            && b.values.cols() == b.output.size() && b.reasons.size() == std::size_t(T)
            && s.logits.size() == T && s.blocked.size() == std::size_t(T) && s.shifted.size() == T
            && s.exps.size() == T && s.weights.size() == T && b.maskAfterSoftmax.size() == T
            && (!b.rotation
                || (b.rotation->qBefore.size() == dK && b.rotation->keysBefore.rows() == T
                    && b.rotation->keysBefore.cols() == dK && b.rotation->positions.size() == std::size_t(T)
                    && b.rotation->scoresUnrotated.size() == T));
    }

    // "Σ = 1" when the sum is 1 up to rounding error, since "1.000" would suggest it is not exact
    // on purpose; anything else is shown as it is.
    QString sumOfWeights(double sum, int precision)
    {
        return std::abs(sum - 1.0) <= 1e-9 ? QStringLiteral("1") : formatNumber(sum, precision);
    }

    StageCell numberCell(double v, int precision, bool bar = true)
    {
        StageCell c;
        c.text = formatNumber(v, precision);
        c.bar = v;
        c.hasBar = bar && std::isfinite(v);
        return c;
    }

    StageCell blockedCell(const QString &text, const QString &note)
    {
        StageCell c;
        c.text = text;
        c.note = note;
        c.blocked = true;
        return c;
    }

    // A positive number too small for a double: the true value is tiny, not zero. Not an error
    // (the weight really is negligible), so it is not flagged like an overflow.
    StageCell underflowCell()
    {
        StageCell c;
        c.text = QStringLiteral("≈0");
        c.note = QStringLiteral("too small");
        return c;
    }

} // namespace

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

namespace {

    // One model, built in the order the table reads: title, columns, the input rows (k, q·k,
    // × scale, mask), the softmax rows, the values and their weighted sum, the stable path, the
    // wrong order for contrast, then the written-out sum, an opened dot product and the notes.
    struct Builder {
        Builder(const BreakdownData &d, const BreakdownOptions &o)
            : data(d)
            , options(o)
        {
        }

        const BreakdownData &data;
        const BreakdownOptions &options;
        BreakdownModel m;
        const RowBreakdown &b = data.row;
        const SoftmaxSteps &sm = b.softmax;
        const int p = std::clamp(options.precision, 0, 6);
        const int T = static_cast<int>(b.scores.size());
        const int dK = static_cast<int>(b.q.size());
        std::vector<int> shown; // keys with a column, in token order
        std::vector<bool> isShown;
        double hiddenWeight = 0, hiddenStableExp = 0;
        int tableComponents = 1; // components of a vector written in a cell
        LessonExponentials lesson; // softmax step one: e^x of the logits, never shifted
        double blockedShare = 0; // what masking after softmax throws away

        QString tokenName(int j) const
        {
            return j < data.tokens.size() ? data.tokens.at(j) : QStringLiteral("token %1").arg(j + 1);
        }
        QString cellVector(const RowVector &v) const { return formatVector(v, p, tableComponents, false); }
        // A weight as the table shows it: exactly 0 when blocked, "≈0" when e^(x − max) underflowed.
        QString weightText(int j) const
        {
            return !sm.blocked[j] && sm.weights[j] == 0.0 ? QStringLiteral("≈0")
                                                          : formatNumber(sm.weights[j], p);
        }
        // Σ and the hidden keys' part: written out ("Σ = 1") for the table's Σ column, and the
        // value alone for a table whose Σ is a row of its own (keys as rows).
        static void setSum(StageRow &r, const QString &value)
        {
            r.sum = QStringLiteral("Σ = ") + value;
            r.sumValue = value;
        }
        static void setHidden(StageRow &r, const QString &prefix, const QString &value)
        {
            r.hiddenCell = prefix + value;
            r.hiddenValue = value;
        }
        StageRow &addRow(Stage stage, const QString &label, const QString &hint)
        {
            StageRow r;
            r.stage = stage;
            r.label = label;
            r.hint = hint;
            m.rows.push_back(r);
            return m.rows.back();
        }

        // Query and head, the query vector, d_k and the number of keys.
        void header()
        {
            // The lesson counts tokens from one ("token two"), so everything shown here does too.
            m.title = QStringLiteral("Query %1 “%2”, head %3 of %4")
                          .arg(b.query + 1)
                          .arg(elideText(tokenName(b.query), 40))
                          .arg(b.head + 1)
                          .arg(std::max(1, data.numHeads));
            // With biases the query is not x·W_Q alone: say where its numbers come from.
            const QString q
                = data.bQ.size() ? QStringLiteral("q%1 = x%1·W_Q + b_Q = %2") : QStringLiteral("q%1 = %2");
            m.subtitle
                = QString(q + QStringLiteral("     d_k = %3     %4"))
                      .arg(subscript(b.query + 1), formatVector(b.rotation ? b.rotation->qBefore : b.q, p, 4))
                      .arg(dK)
                      .arg(countOf(T, QStringLiteral("key"), QStringLiteral("keys")));
            if (b.rotation) // RoPE: the query is turned by its position before any score
                m.subtitle += QStringLiteral("     RoPE at p = %1 → q%2 = %3")
                                  .arg(formatNumber(b.rotation->positions[std::size_t(b.query)], p),
                                       subscript(b.query + 1), formatVector(b.q, p, 4));
            if (options.compact || options.brief) // the hint column is gone: the scale is said here
                m.subtitle += QStringLiteral("     scale %1").arg(scaleDescription(b.scale, dK, p));
        }

        // Which keys get a column.
        void chooseColumns()
        {
            // Which keys get a column: all of them when they fit; otherwise the heaviest ones (they
            // make the output), plus the opened-up key, in token order. Thousands of columns would
            // teach nothing.
            const int maxColumns = std::max(2, options.maxColumns);
            shown.resize(static_cast<std::size_t>(T));
            std::iota(shown.begin(), shown.end(), 0);
            if (T > maxColumns) {
                std::stable_sort(shown.begin(), shown.end(),
                                 [&](int x, int y) { return sm.weights[x] > sm.weights[y]; });
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
                m.hiddenHeader = QStringLiteral("… %1 more %2")
                                     .arg(m.hiddenKeys)
                                     .arg(m.hiddenKeys == 1 ? QStringLiteral("key") : QStringLiteral("keys"));
                m.hiddenWeight = QStringLiteral("Σ w = %1").arg(formatNumber(hiddenWeight, p));
            }

            for (int j : shown) {
                BreakdownColumn c;
                c.key = j;
                c.token = tokenName(j);
                c.index = QStringLiteral("key %1").arg(j + 1);
                c.reason = blockReasonText(b.reasons[j], b.window);
                m.columns.push_back(c);
            }

            // Vectors in a table cell or a sum term: all of a small d_k (the lesson's 2) when every key
            // has its column, otherwise the first component and "…" — the subtitle says d_k, and wide
            // cells would push the keys off the screen without teaching anything.
            tableComponents = dK <= 4 && m.hiddenKeys == 0 ? 4 : 1;
        }

        // kⱼ, q·kⱼ, × scale, mask.
        // RoPE: each key's position, its vector before the turn, and the score the unturned
        // vectors would give — beside the real score, the row that shows distance at work.
        void rotationRows()
        {
            const RowBreakdown::Rotation &rot = *b.rotation;
            {
                StageRow &r = addRow(Stage::Position, QStringLiteral("pⱼ"),
                                     QStringLiteral("position: pair c turns by pⱼ·f_c"));
                r.section = QStringLiteral("RoPE: q and every k turned by position");
                for (int j : shown) {
                    StageCell c;
                    c.text = formatNumber(rot.positions[std::size_t(j)], p);
                    c.note = QStringLiteral("distance %1")
                                 .arg(formatNumber(
                                     rot.positions[std::size_t(b.query)] - rot.positions[std::size_t(j)], p));
                    r.cells.push_back(c);
                }
            }
            if (!options.brief) {
                StageRow &r
                    = addRow(Stage::KeyUnrotated, QStringLiteral("kⱼ before"), QStringLiteral("before RoPE"));
                for (int j : shown) {
                    StageCell c;
                    c.text = cellVector(rot.keysBefore.row(j));
                    r.cells.push_back(c);
                }
            }
            StageRow &r = addRow(Stage::ScoreUnrotated, QStringLiteral("q·kⱼ unturned"),
                                 QStringLiteral("without RoPE"));
            for (int j : shown)
                r.cells.push_back(numberCell(rot.scoresUnrotated[j], p));
        }

        void inputRows()
        {
            if (b.rotation)
                rotationRows();
            if (!options.brief) { // brief: the numbers only, the vectors are in the tables
                StageRow &r = addRow(Stage::KeyVector, QStringLiteral("kⱼ"),
                                     b.rotation ? QStringLiteral("key vector, turned")
                                                : QStringLiteral("key vector"));
                for (int j : shown) {
                    StageCell c;
                    c.text = cellVector(b.keys.row(j));
                    r.cells.push_back(c);
                }
            }
            {
                StageRow &r = addRow(Stage::Score, QStringLiteral("q·kⱼ"),
                                     options.interactive ? QStringLiteral("raw score (click)")
                                         : b.rotation    ? QStringLiteral("raw score, turned vectors")
                                                         : QStringLiteral("raw score"));
                for (int j : shown)
                    r.cells.push_back(numberCell(b.scores[j], p));
            }
            {
                StageRow &r
                    = addRow(Stage::Scaled, QStringLiteral("× scale"), scaleDescription(b.scale, dK, p));
                for (int j : shown)
                    r.cells.push_back(numberCell(sm.logits[j], p));
            }
            if (!options.brief || std::find(sm.blocked.begin(), sm.blocked.end(), true) != sm.blocked.end()) {
                StageRow &r
                    = addRow(Stage::Masked, QStringLiteral("mask"), QStringLiteral("−∞ where blocked"));
                for (int j : shown)
                    r.cells.push_back(
                        sm.blocked[j] ? blockedCell(minusInfinity(), blockReasonText(b.reasons[j], b.window))
                                      : numberCell(sm.logits[j], p));
            }
        }

        // eˣ and ÷ Σ, the lesson's two softmax steps (or the fully masked row's zeros).
        void softmaxRows()
        {
            if (sm.fullyMasked) {
                std::uint8_t all = 0;
                for (int j = 0; j < T; ++j)
                    all |= b.reasons[j];
                m.fullyMaskedMessage
                    = QStringLiteral(
                          "Every key is blocked for this query (%1): there is nothing to attend to. "
                          "Softmax would divide 0 by 0, so Attention Lab gives every weight 0 and "
                          "the output is the zero vector.")
                          .arg(blockReasonText(all, b.window));
                StageRow &w
                    = addRow(Stage::Weight, QStringLiteral("weight"), QStringLiteral("all 0: no softmax"));
                w.cells.assign(shown.size(), blockedCell(QStringLiteral("0"), QStringLiteral("blocked")));
                setSum(w, QStringLiteral("0"));
                pinnedRow();
            } else {
                {
                    StageRow &r = addRow(Stage::Exp, QStringLiteral("eˣ"), QStringLiteral("softmax step 1"));
                    for (int j : shown) {
                        switch (lesson.state[j]) {
                        case LessonExponentials::Blocked:
                            r.cells.push_back(blockedCell(QStringLiteral("0"), QStringLiteral("e^(−∞)")));
                            break;
                        case LessonExponentials::Overflow: {
                            StageCell c;
                            c.text = QStringLiteral("overflow");
                            c.note = QStringLiteral("too big");
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
                        setSum(r, QStringLiteral("overflow"));
                        r.sumProblem = true;
                    } else if (lesson.underflow) {
                        setSum(r, QStringLiteral("underflow"));
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
                                         lessonOk ? QStringLiteral("step 2: weight")
                                                  : QStringLiteral("weight (stable path)"));
                    for (int j : shown) {
                        if (sm.blocked[j])
                            r.cells.push_back(blockedCell(QStringLiteral("0"), QStringLiteral("blocked")));
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
        void gradientRows()
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
                    = addRow(Stage::Slope, QStringLiteral("p(1 − p)"), QStringLiteral("how far wⱼ can move"));
                r.section
                    = QStringLiteral("Learning: the gradient of the loss ½·Σ(output − target)² for this row");
                for (int j : shown)
                    r.cells.push_back(sm.blocked[j]
                                          ? blockedCell(QStringLiteral("0"), QStringLiteral("blocked"))
                                          : numberCell(g.slope[j], p));
                r.barScale = 0.25; // p(1 − p) is at most ¼ (at p = ½)
            }
            {
                StageRow &r = addRow(Stage::WeightGradient, QStringLiteral("∂L/∂wⱼ"),
                                     QStringLiteral("the loss's pull"));
                for (int j : shown)
                    r.cells.push_back(numberCell(g.dWeights[j], p));
                if (m.hiddenKeys > 0)
                    setHidden(r, QStringLiteral("Σ "), formatNumber(hiddenSum(g.dWeights), p));
            }
            {
                StageRow &r = addRow(Stage::LogitGradient, QStringLiteral("∂L/∂xⱼ"),
                                     QStringLiteral("to the scores: pⱼ(∂L/∂wⱼ − Σ pₖ∂L/∂wₖ)"));
                for (int j : shown)
                    r.cells.push_back(sm.blocked[j]
                                          ? blockedCell(QStringLiteral("0"), QStringLiteral("blocked"))
                                          : numberCell(g.dLogits[j], p));
                // 0: the Jacobian's rows sum to 0 (rounding leaves ~10⁻¹⁶, which is 0 here too)
                const double sum = g.dLogits.sum();
                setSum(r,
                       formatNumber(std::abs(sum) <= 1e-12 * g.dLogits.cwiseAbs().maxCoeff() ? 0.0 : sum, p));
                if (m.hiddenKeys > 0)
                    setHidden(r, QStringLiteral("Σ "), formatNumber(hiddenSum(g.dLogits), p));
            }
        }

        // Before and after: the pinned result's weights of this row, right under today's, on the
        // same 0…1 bars, so what a change moved reads straight down each column.
        void pinnedRow()
        {
            if (data.pinnedWeights.size() != T)
                return;
            StageRow &r
                = addRow(Stage::PinnedWeight, QStringLiteral("pinned"), QStringLiteral("weight when pinned"));
            double hidden = 0;
            for (int j = 0; j < T; ++j)
                if (!isShown[j])
                    hidden += data.pinnedWeights[j];
            for (int j : shown)
                r.cells.push_back(numberCell(data.pinnedWeights[j], p));
            r.barScale = 1.0;
            setSum(r, sumOfWeights(data.pinnedWeights.sum(), p));
            if (m.hiddenKeys > 0)
                setHidden(r, QStringLiteral("Σ w = "), formatNumber(hidden, p));
        }

        // vⱼ and wⱼ·vⱼ, whose Σ is the output.
        void valueRows()
        {
            if (!options.brief) {
                StageRow &r = addRow(Stage::Value, QStringLiteral("vⱼ"), QStringLiteral("value vector"));
                for (int j : shown) {
                    StageCell c;
                    c.text = cellVector(b.values.row(j));
                    r.cells.push_back(c);
                }
            }
            if (!options.brief) { // brief: the output is written out below instead
                StageRow &r = addRow(Stage::WeightedValue, QStringLiteral("wⱼ·vⱼ"),
                                     QStringLiteral("Σ is the output"));
                for (int j : shown) {
                    StageCell c;
                    c.text = cellVector(sm.weights[j] * b.values.row(j));
                    c.blocked = sm.blocked[j];
                    r.cells.push_back(c);
                }
                setSum(r, cellVector(b.output));
                if (m.hiddenKeys > 0)
                    setHidden(r, QString(), QStringLiteral("…"));
            }
        }

        // The same softmax computed stably: x − max, e^(x − max).
        void stableRows()
        {
            if (!sm.fullyMasked) {
                {
                    StageRow &r = addRow(Stage::Shifted, QStringLiteral("− max"),
                                         QStringLiteral("x − %1").arg(formatNumber(sm.rowMax, p)));
                    r.section
                        = QStringLiteral("Computed stably, as the code does it: subtract the row max first");
                    for (int j : shown)
                        r.cells.push_back(sm.blocked[j] ? blockedCell(minusInfinity(),
                                                                      blockReasonText(b.reasons[j], b.window))
                                                        : numberCell(sm.shifted[j], p));
                }
                {
                    StageRow &r = addRow(Stage::StableExp, QStringLiteral("eˣ⁻ᵐᵃˣ"),
                                         QStringLiteral("÷ Σ → same weights"));
                    for (int j : shown) {
                        if (sm.blocked[j])
                            r.cells.push_back(blockedCell(QStringLiteral("0"), QStringLiteral("e^(−∞)")));
                        else if (sm.exps[j] == 0.0)
                            r.cells.push_back(underflowCell());
                        else
                            r.cells.push_back(numberCell(sm.exps[j], p));
                    }
                    setSum(r, formatNumber(sm.sum, p));
                    if (m.hiddenKeys > 0)
                        setHidden(r, QStringLiteral("Σ "), formatNumber(hiddenStableExp, p));
                }
            }
        }

        // The classic mistake, for contrast: softmax first, then mask.
        void wrongRow()
        {
            if (options.showMaskAfterSoftmax) {
                StageRow &r = addRow(Stage::MaskAfterSoftmax, QStringLiteral("WRONG"),
                                     QStringLiteral("mask after softmax"));
                r.section = QStringLiteral("Wrong order, for contrast: softmax first, then mask");
                r.wrong = true;
                for (int j : shown) {
                    StageCell c = !sm.blocked[j] && b.maskAfterSoftmax[j] == 0.0
                        ? underflowCell()
                        : numberCell(b.maskAfterSoftmax[j], p);
                    if (sm.blocked[j]) {
                        c.blocked = true;
                        c.note = QStringLiteral("zeroed");
                    }
                    r.cells.push_back(c);
                }
                r.barScale = 1.0;
                const double sum = b.maskAfterSoftmax.sum();
                blockedShare = 1.0 - sum;
                const bool one = std::abs(sum - 1.0) <= 1e-9;
                setSum(r, one ? QStringLiteral("1") : QStringLiteral("%1 ≠ 1").arg(formatNumber(sum, p)));
                r.sumProblem = !one;
                if (m.hiddenKeys > 0) {
                    double hidden = 0;
                    for (int j = 0; j < T; ++j)
                        if (!isShown[j])
                            hidden += b.maskAfterSoftmax[j];
                    setHidden(r, QStringLiteral("Σ w = "), formatNumber(hidden, p));
                }
            }
        }

        // The weighted sum of values, written as the lesson writes it.
        void weightedSum()
        {
            // The weighted sum of values, written as the lesson writes it.
            m.weightedSumHeading
                = QStringLiteral("The weighted sum of values (output of query %1)").arg(b.query + 1);
            if (sm.fullyMasked) {
                m.output = formatVector(b.output, p, 8);
                m.weightsSum = QStringLiteral("Σ weights = 0 (every key is blocked)");
            } else {
                for (int j : shown) {
                    m.weightedSumTerms
                        << QStringLiteral("%1·%2").arg(weightText(j), cellVector(b.values.row(j)));
                    // The lesson's middle step, (0.568, 0) + …, only where it can be checked by hand.
                    if (tableComponents >= dK)
                        m.productTerms << cellVector(sm.weights[j] * b.values.row(j));
                }
                if (m.hiddenKeys > 0) {
                    m.weightedSumTerms
                        << QStringLiteral("… (%1 more %2, Σ w = %3)")
                               .arg(m.hiddenKeys)
                               .arg(m.hiddenKeys == 1 ? QStringLiteral("key") : QStringLiteral("keys"))
                               .arg(formatNumber(hiddenWeight, p));
                    if (tableComponents >= dK)
                        m.productTerms << QStringLiteral("…");
                }
                m.output = formatVector(b.output, p, 8);
                QStringList ws;
                for (int j : shown)
                    ws << weightText(j);
                if (m.hiddenKeys > 0)
                    ws << formatNumber(hiddenWeight, p);
                m.weightsSum = QStringLiteral("Σ weights = %1 = %2")
                                   .arg(ws.join(QStringLiteral(" + ")), sumOfWeights(sm.weights.sum(), p));
            }
        }

        // An opened dot product q·k, term by term.
        void dotProduct()
        {
            if (options.expandedKey >= 0 && options.expandedKey < T) {
                const int k = options.expandedKey;
                m.expandedKey = k;
                // "(1, 0) · (1, 1)" first when the vectors are short enough to read; then term by term.
                const QString vectors = dK <= 4
                    ? QStringLiteral(" = %1 · %2").arg(formatVector(b.q, p), formatVector(b.keys.row(k), p))
                    : QString();
                m.dotProduct
                    = QStringLiteral("q%1 · k%2%3 = %4 = %5")
                          .arg(subscript(b.query + 1), subscript(k + 1), vectors,
                               dotProductTerms(b.q, b.keys.row(k), p, 6), formatNumber(b.scores[k], p));
            }
        }

        // Why the max is subtracted, why masking after softmax is wrong, what is hidden.
        void notesAbout()
        {
            // Notes: why the max is subtracted, why masking after softmax is wrong, what is hidden.
            if (!sm.fullyMasked) {
                if (lesson.overflow)
                    m.notes << QStringLiteral(
                        "eˣ overflows: above x ≈ 709.8 it is beyond the largest double (about 1.8×10³⁰⁸), so "
                        "the "
                        "lesson's way cannot be computed here. Subtracting the row max first makes the "
                        "largest "
                        "term e⁰ = 1, and the weights above come from that stable path.");
                else if (lesson.underflow)
                    m.notes << QStringLiteral(
                        "eˣ underflows: every term is below the smallest double, so Σ would be 0 and ÷ Σ "
                        "impossible. Subtracting the row max first makes the largest term e⁰ = 1, and the "
                        "weights above come from that stable path.");
                else
                    m.notes
                        << QStringLiteral(
                               "Subtracting the row max multiplies every eˣ by the same e^(%1), so ÷ Σ gives "
                               "the same weights, and no eˣ can overflow: the largest is e⁰ = 1.")
                               .arg(formatNumber(-sm.rowMax, p));
            }
            if (options.showMaskAfterSoftmax) {
                if (std::find(sm.blocked.begin(), sm.blocked.end(), true) != sm.blocked.end())
                    m.notes
                        << QStringLiteral(
                               "Masking after softmax is wrong: the blocked keys' share (%1) is thrown away, "
                               "so the row no longer sums to 1.")
                               .arg(formatNumber(blockedShare, p));
                else
                    m.notes << QStringLiteral("No key is blocked for this query, so masking before or after "
                                              "softmax gives the same row here.");
            }
            if (data.bQ.size())
                m.notes
                    << QStringLiteral(
                           "This session has biases: q = x·W_Q + b_Q and k = x·W_K + b_K, so every score q·k "
                           "includes them. Head %1's slices: b_Q = %2, b_K = %3.")
                           .arg(b.head + 1)
                           .arg(formatVector(data.bQ, p, 4), formatVector(data.bK, p, 4));
            if (b.rotation) {
                const RowBreakdown::Rotation &rot = *b.rotation;
                QStringList f;
                for (Eigen::Index c = 0; c < std::min<Eigen::Index>(rot.freqs.size(), 3); ++c)
                    f << formatNumber(rot.freqs[c], std::max(p, 4));
                if (rot.freqs.size() > 3)
                    f << QStringLiteral("…");
                m.notes
                    << QStringLiteral(
                           "RoPE turns each pair of q's and k's numbers (c, c + d_k/2) by the angle p·f_c, "
                           "f = (%1). Turning both by their positions leaves q·k depending on how far "
                           "apart the tokens are (p_i − p_j), not where they are: the same two vectors "
                           "score differently at another distance — compare “q·kⱼ unturned” with q·kⱼ.")
                           .arg(f.join(QStringLiteral(", ")));
            }
            if (m.hiddenKeys > 0)
                m.notes << QStringLiteral(
                               "Showing the %1 with the largest weights of %2, in token order; the "
                               "other %3 carry Σ w = %4.")
                               .arg(countOf(qint64(shown.size()), QStringLiteral("key"),
                                            QStringLiteral("keys")))
                               .arg(T)
                               .arg(countOf(m.hiddenKeys, QStringLiteral("key"), QStringLiteral("keys")))
                               .arg(formatNumber(hiddenWeight, p));
        }
    };

} // namespace

BreakdownModel buildBreakdownModel(const BreakdownData &data, const BreakdownOptions &options)
{
    Builder builder(data, options);
    BreakdownModel &m = builder.m;
    if (!rowIsConsistent(data.row)) {
        m.title = QStringLiteral("No query selected");
        m.notes << QStringLiteral("Select a query token (a row of a heatmap) to see its calculation.");
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
    if (!options.brief)
        builder.notesAbout();
    return m;
}

} // namespace attn
