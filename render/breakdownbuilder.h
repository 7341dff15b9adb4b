// The builder behind buildBreakdownModel (breakdownmodel.cpp), shared by the two files that
// write its rows: breakdownmodel.cpp (title, columns, inputs, softmax) and breakdownlower.cpp (values,
// the stable path, the wrong order, the weighted sum, the dot product and the notes). Internal to
// render/: nothing outside includes it.
#pragma once

#include "breakdownmodel.h"
#include "rendertext.h"

#include <algorithm>
#include <cmath>
#include <vector>

namespace attn::breakdown {

inline bool rowIsConsistent(const RowBreakdown &b)
{
    const Eigen::Index T = b.scores.size();
    const Eigen::Index dK = b.q.size();
    const SoftmaxSteps &s = b.softmax;
    return T > 0 && dK > 0 && b.keys.rows() == T && b.keys.cols() == dK && b.values.rows() == T
        && b.values.cols() == b.output.size() && b.reasons.size() == std::size_t(T) && s.logits.size() == T
        && s.blocked.size() == std::size_t(T) && s.shifted.size() == T && s.exps.size() == T
        && s.weights.size() == T && b.maskAfterSoftmax.size() == T
        && std::all_of(b.trace.steps.begin(), b.trace.steps.end(),
                       [T](const LogitTrace::Step &step) { return step.after.size() == T; })
        && (!b.rotation
            || (b.rotation->qBefore.size() == dK && b.rotation->keysBefore.rows() == T
                && b.rotation->keysBefore.cols() == dK && b.rotation->positions.size() == std::size_t(T)
                && b.rotation->scoresUnrotated.size() == T));
}

// "Σ = 1" when the sum is 1 up to rounding error, since "1.000" would suggest it is not exact
// on purpose; anything else is shown as it is.
inline QString sumOfWeights(double sum, int precision)
{
    return std::abs(sum - 1.0) <= 1e-9 ? QStringLiteral("1") : formatNumber(sum, precision);
}

inline StageCell numberCell(double v, int precision, bool bar = true)
{
    StageCell c;
    c.text = formatNumber(v, precision);
    c.bar = v;
    c.hasBar = bar && std::isfinite(v);
    return c;
}

inline StageCell blockedCell(const QString &text, const QString &note)
{
    StageCell c;
    c.text = text;
    c.note = note;
    c.blocked = true;
    return c;
}

// A positive number too small for a double: the true value is tiny, not zero. Not an error
// (the weight really is negligible), so it is not flagged like an overflow.
inline StageCell underflowCell()
{
    StageCell c;
    c.text = QStringLiteral("≈0");
    c.note = BreakdownText::tr("too small");
    return c;
}

// One model, built in the order the table reads: title, columns, the input rows (k, q·k,
// the score rule's stages, mask), the softmax rows, the values and their weighted sum, the stable
// path, the wrong order for contrast, then the written-out sum, an opened dot product and the notes.
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
    int outsideWindow = 0; // of the hidden keys, those far back outside a sliding window
    int tableComponents = 1; // components of a vector written in a cell
    LessonExponentials lesson; // softmax step one: e^x of the logits, never shifted
    double blockedShare = 0; // what masking after softmax throws away

    QString tokenName(int j) const
    {
        return j < data.tokens.size() ? data.tokens.at(j) : BreakdownText::tr("token %1").arg(j + 1);
    }
    QString cellVector(const RowVector &v) const { return formatVector(v, p, tableComponents, false); }
    // A weight as the table shows it: exactly 0 when blocked, "≈0" when e^(x − max) underflowed.
    QString weightText(int j) const
    {
        return !sm.blocked[j] && sm.weights[j] == 0.0 ? QStringLiteral("≈0") : formatNumber(sm.weights[j], p);
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

    void header(); // query and head, the query vector, d_k and the number of keys
    void chooseColumns();
    void rotationRows();
    void inputRows();
    void softmaxRows();
    void gradientRows();
    void pinnedRow();
    void valueRows();
    void stableRows();
    void wrongRow();
    void weightedSum();
    void dotProduct();
    void ruleNotes();
    void notesAbout();
};

} // namespace attn::breakdown
