// Scores, softmax and output: one query row worked out as on the blackboard — q·k term by term,
// ÷√d_k, eˣ, ÷Σ, the weighted sum of the values — then the same as one matrix product, and the
// softmax cooled down to a hard lookup.
#include "render/stagetext.h"
#include "stepbuilders.h"

#include "core/labs.h"
#include "render/notation.h"
#include "render/rendertext.h"
#include "render/stagetext.h"

#include <algorithm>
#include <cmath>
#include <numeric>

namespace attn::lesson {

namespace {

    int hiddenKeys(const LessonContext &c)
    {
        return c.T - int(c.keys.size());
    }

    // "… 4 more keys" under the keys a picture has room for.
    void addMoreKeysLine(const LessonContext &c, WorkedPicture &p)
    {
        if (hiddenKeys(c) > 0)
            //: %1: the count, written with thousands separators ("… 1,018 more keys")
            p.rows.push_back(
                { LessonText::tr("… %1 more key(s)", nullptr, hiddenKeys(c)).arg(thousands(hiddenKeys(c))),
                  {},
                  {},
                  -1,
                  false,
                  {} });
    }

    QString keyLabel(const LessonContext &c, int j)
    {
        return LessonText::tr("key %1 %2").arg(j + 1).arg(quoted(c.tokens.value(j)));
    }

    // A number as it is printed, read back: what a pupil computes with.
    std::optional<double> asPrinted(const QString &text)
    {
        if (text.contains(QStringLiteral("×")) || text.contains(QStringLiteral("∞")))
            return std::nullopt;
        const double v = readDrawnNumber(text); // "2,121" where the window writes a decimal comma
        return std::isnan(v) ? std::nullopt : std::optional<double>(v);
    }

    // What the printed lesson writes for e^x of token 2's logits ("e^2.121 = 8.339" exponentiates
    // the rounded 2.121; the exact value is 8.342).
    constexpr double kPrintedLessonExp[] = { 4.113, 2.028, 8.339 };

    QString percent(double w)
    {
        return QStringLiteral("%1 %").arg(QString::number(w * 100, 'f', 0)); // whole: no separator
    }

    // q·k term by term: all the terms of a short vector; of a long one the two largest products,
    // then what the others add up to, so that the line still sums to the score.
    QString scoreTerms(const RowVector &q, const RowVector &k)
    {
        const int n = int(std::min(q.size(), k.size()));
        if (n <= 4) // what rounds to 0 at three decimals is written 0, not 3.37×10⁻⁴
            return dotProductTerms(roundedToZero(q), roundedToZero(k), 3, 4);
        std::vector<int> order(static_cast<std::size_t>(n));
        std::iota(order.begin(), order.end(), 0);
        std::stable_sort(order.begin(), order.end(),
                         [&](int a, int b) { return std::abs(q[a] * k[a]) > std::abs(q[b] * k[b]); });
        order.resize(2);
        std::sort(order.begin(), order.end());
        RowVector qs(2), ks(2);
        double rest = q.head(n).dot(k.head(n));
        for (int i = 0; i < 2; ++i) {
            qs[i] = q[order[std::size_t(i)]];
            ks[i] = k[order[std::size_t(i)]];
            rest -= qs[i] * ks[i];
        }
        return dotProductTerms(qs, ks, 3, 2)
            //: the rest of a sum of products: " + … (62 more: 0.125)"
            + LessonText::tr(" + … (%1 more: %2)")
                  .arg(n - 2)
                  .arg(num(std::abs(rest) < kRoundsToZero ? 0.0 : rest));
    }

    // The numbers scoreTerms() writes: every component of a short q and k; of a long pair the
    // factors of its two largest products and what the others add up to.
    RowVector scoreInputs(const RowVector &q, const RowVector &k)
    {
        const int n = int(std::min(q.size(), k.size()));
        RowVector out(2 * n);
        if (n <= 4) {
            out << q.head(n), k.head(n);
            return out;
        }
        std::vector<int> order(static_cast<std::size_t>(n));
        std::iota(order.begin(), order.end(), 0);
        std::stable_sort(order.begin(), order.end(),
                         [&](int a, int b) { return std::abs(q[a] * k[a]) > std::abs(q[b] * k[b]); });
        double rest = q.head(n).dot(k.head(n));
        out.resize(5);
        for (int i = 0; i < 2; ++i) {
            const int at = order[std::size_t(i)];
            out[2 * i] = q[at];
            out[2 * i + 1] = k[at];
            rest -= q[at] * k[at];
        }
        out[4] = std::abs(rest) < kRoundsToZero ? 0.0 : rest;
        return out;
    }

    // A vector as vec() writes it, what rounds to 0 written 0 (not 3.16×10⁻¹⁰).
    QString roundedVec(const RowVector &v, int precision = 3)
    {
        return vec(roundedToZero(v), precision);
    }

    // A vector in a heading or a label: whole when short, else shortened.
    QString labelVec(const RowVector &v)
    {
        return v.size() <= 3 ? vec(v) : shortVec(v);
    }

    // A stage's name in exercise ids (exercises.h): "h0.q1.alibi".
    QString stageId(LogitStage stage)
    {
        switch (stage) {
        case LogitStage::Scale:
            return QStringLiteral("scaled");
        case LogitStage::Alibi:
            return QStringLiteral("alibi");
        case LogitStage::Softcap:
            return QStringLiteral("softcapped");
        }
        return QStringLiteral("stage");
    }

} // namespace

void buildScores(const LessonContext &c, StepModel &s)
{
    const RowBreakdown &row = c.row;
    std::vector<int> revealOfKey(static_cast<std::size_t>(c.T), -1);
    WorkedPicture p;
    p.heading = LessonText::tr("q%1 = %2 (%3) against every key")
                    .arg(subscript(c.query + 1), labelVec(row.q), queryName(c));
    for (int j : c.keys) {
        const int r = s.reveal(QStringLiteral("q%1·k%2").arg(subscript(c.query + 1), subscript(j + 1)),
                               num(row.scores[j]),
                               withInputs(rowChecked(c, QStringLiteral("scores"), j, row.scores[j]),
                                          scoreInputs(row.q, row.keys.row(j))));
        revealOfKey[static_cast<std::size_t>(j)] = r;
        // A long key is read off its terms; its label is its name.
        const QString label = c.dK <= 3
            ? QStringLiteral("k%1 = %2").arg(subscript(j + 1), vec(row.keys.row(j)))
            : QStringLiteral("k%1 %2").arg(subscript(j + 1), quoted(c.tokens.value(j)));
        p.rows.push_back(
            { label,
              QStringLiteral("q%1·k%2 = %3 =")
                  .arg(subscript(c.query + 1), subscript(j + 1), scoreTerms(row.q, row.keys.row(j))),
              { num(row.scores[j]), r },
              -1,
              false,
              {} });
    }
    addMoreKeysLine(c, p);
    // The whole score matrix beside the worked row; only its shown cells are computed.
    const Matrix Qh = headSlice(c.result->Q, c.head, c.dK),
                 Kh = headSlice(c.result->K, c.result->kvHeadOf(c.head), c.dK);
    p.side = makeBlock(
        QStringLiteral("Q·Kᵀ"), c.T, c.T, [&](int i, int j) { return Qh.row(i).dot(Kh.row(j)); }, c.tokens,
        c.query, [&](int i, int j) { return i == c.query ? revealOfKey[static_cast<std::size_t>(j)] : -1; },
        c.dK <= 3 && c.T <= 6 ? 6 : 4, c.dK <= 3 && c.T <= 6 ? 6 : 4);
    s.picture = p;

    s.caption
        = LessonText::tr(
              "Score (i, j) is the dot product of query i with key j: how well they line up. Here %1 meets "
              "every key, term by term; the matrix holds every query's row (T × T = %2).")
              .arg(queryName(c), dims(c.T, c.T));
    // RoPE turns q and every key by their positions between the projections and the scores: the Q
    // and K steps showed them before the turn, so the numbers here differ from those, and say why.
    if (row.rotation) {
        QStringList unturned;
        for (int j : c.keys)
            unturned << num(row.rotation->scoresUnrotated[j]);
        if (int(c.keys.size()) < c.T)
            unturned << QStringLiteral("…");
        // The Q step shows q before any norm; with a q norm (Qwen 3) the turned q is compared
        // with the normed one, said so. The unturned scores are of the keys shown, in order.
        const QString before = row.queryNorm
            ? LessonText::tr("the normed %1").arg(labelVec(row.rotation->qBefore))
            : LessonText::tr("the %1 of the Q step").arg(labelVec(row.rotation->qBefore));
        s.caption += LessonText::tr(
                         " This session uses RoPE: before the scores, q and every key are turned by their "
                         "positions (pair c of token j by p_j·f_c), so q%1 is no longer %2 but the turned "
                         "%3, and likewise each key. Unturned, the scores of the keys shown would be %4.")
                         .arg(subscript(c.query + 1), before, labelVec(row.q),
                              unturned.join(numberListSeparator()));
    }
    // The best match among the keys this query may see: a blocked key (a future token, padding)
    // lines up as well as its numbers say, but the mask takes it out before the softmax.
    const std::vector<bool> &blocked = row.softmax.blocked;
    int best = -1, bestBlocked = -1;
    for (int j = 0; j < c.T; ++j) {
        int &slot = j < int(blocked.size()) && blocked[std::size_t(j)] ? bestBlocked : best;
        if (slot < 0 || row.scores[j] > row.scores[slot])
            slot = j;
    }
    if (best < 0)
        s.conclusion = LessonText::tr("The mask blocks every key of %1: its scores never reach the softmax.")
                           .arg(queryName(c));
    else if (bestBlocked >= 0 && row.scores[bestBlocked] > row.scores[best]) // one line, not two
        s.conclusion = LessonText::tr("%1 lines up best with %2 (%3); masked key %4 scores more (%5).")
                           .arg(queryName(c), keyLabel(c, best), num(row.scores[best]))
                           .arg(bestBlocked + 1)
                           .arg(num(row.scores[bestBlocked]));
    else
        s.conclusion = LessonText::tr("%1 lines up best with %2 (score %3).")
                           .arg(queryName(c), keyLabel(c, best), num(row.scores[best]));
    s.fromSession = { LessonText::tr("q%1 and the keys of %2").arg(subscript(c.query + 1), headName(c)),
                      LessonText::tr("the scores") };
}

void buildScale(const LessonContext &c, StepModel &s)
{
    const RowBreakdown &row = c.row;
    const bool standard = isStandardScale(row.scale, c.dK);
    WorkedPicture p;
    p.heading = LessonText::tr("%1's scores %2").arg(queryName(c), scaleDescription(row.scale, c.dK, 3));
    // What the scale makes of each score: the first stage of the score rule (core/scorerule.h).
    const bool traced = !row.trace.steps.empty();
    for (int j : c.keys) {
        const QString op
            = standard ? QStringLiteral("÷ √%1").arg(c.dK) : QStringLiteral("× %1").arg(num(row.scale));
        const double scaled = traced ? row.trace.steps.front().after[j] : row.softmax.logits[j];
        p.rows.push_back({ keyLabel(c, j),
                           QStringLiteral("%1 %2 =").arg(num(row.scores[j]), op),
                           s.answer(LessonText::tr("scaled score of key %1").arg(j + 1), num(scaled),
                                    withInputs(rowChecked(c, QStringLiteral("scaled"), j, scaled),
                                               { row.scores[j], standard ? double(c.dK) : row.scale })),
                           -1,
                           false,
                           {} });
    }
    // The session's further stages (ALiBi, the soft-cap), each worked on every key shown, where they act.
    QStringList stageNames;
    for (std::size_t k = 1; k < row.trace.steps.size(); ++k) {
        const LogitTrace::Step &step = row.trace.steps[k];
        stageNames << stageLabel(step.stage);
        for (int j : c.keys) {
            const double before = row.trace.steps[k - 1].after[j];
            const QString worked
                = stageWorked(row.rule, step.stage, before, step.after[j], c.query, j, c.dK, 3);
            const qsizetype eq = worked.lastIndexOf(QStringLiteral(" = "));
            p.rows.push_back(
                { keyLabel(c, j) + QStringLiteral(", ") + stageLabel(step.stage),
                  (eq > 0 ? worked.left(eq) : worked) + QStringLiteral(" ="),
                  s.answer(LessonText::tr("%1 of key %2").arg(stageLabel(step.stage)).arg(j + 1),
                           num(step.after[j]),
                           withInputs(rowChecked(c, stageId(step.stage), j, step.after[j]), { before })),
                  -1,
                  false,
                  {} });
        }
    }
    addMoreKeysLine(c, p);
    s.picture = p;

    if (standard)
        s.caption = (stageNames.isEmpty() ? LessonText::tr("d_k = %1, so every score is divided by √%1 = %2. "
                                                           "Why is a later step's question; these scaled "
                                                           "scores are what the softmax gets.")
                                          : LessonText::tr("d_k = %1, so every score is divided by √%1 = %2. "
                                                           "Why is a later step's question."))
                        .arg(c.dK)
                        .arg(num(std::sqrt(double(c.dK))));
    else if (row.scale == 1.0)
        s.caption
            = LessonText::tr(
                  "This session turns the scaling off (scale 1): the scores go into the softmax as they are, "
                  "instead of divided by √%1 = %2.")
                  .arg(c.dK)
                  .arg(num(std::sqrt(double(c.dK))));
    else
        s.caption = LessonText::tr("This session scales the scores by %1 instead of 1/√d_k = 1/√%2 = %3.")
                        .arg(num(row.scale))
                        .arg(c.dK)
                        .arg(num(1 / std::sqrt(double(c.dK))));
    if (!stageNames.isEmpty())
        s.caption
            += LessonText::tr(" This session's score rule goes on after the scale (%1): what comes out, "
                              "the logits, is what the softmax gets.")
                   //: joins the stages of the score rule: "ALiBi, then the soft-cap"
                   .arg(stageNames.join(LessonText::tr(", then ")));
    s.conclusion = stageNames.isEmpty()
        ? LessonText::tr("Scaled, %1's scores are %2.").arg(queryName(c), weightList(c, row.softmax.logits))
        : LessonText::tr("Through the score rule, %1's logits are %2.")
              .arg(queryName(c), weightList(c, row.softmax.logits));
    s.fromSession = { LessonText::tr("the scores"), LessonText::tr("d_k = %1 and the scale").arg(c.dK) };
}

void buildExp(const LessonContext &c, StepModel &s)
{
    const LessonExponentials ex = lessonExponentials(c.row.softmax, LessonShift::WhenLarge);
    double largest = 0;
    for (int j = 0; j < c.T; ++j)
        largest = std::max(largest, ex.e[j]);
    QStringList roundedFirst, exact, printedDiffers;
    WorkedPicture p;
    p.heading = ex.shifted ? LessonText::tr("e^(x − %1) for %2").arg(num(ex.shift), queryName(c))
                           : LessonText::tr("e^x for %1").arg(queryName(c));
    p.barTitle = QStringLiteral("eˣ");
    for (int j : c.keys) {
        if (isBlocked(c, j)) {
            p.rows.push_back({ keyLabel(c, j),
                               QStringLiteral("e^%1 =").arg(minusInfinity()),
                               { QStringLiteral("0") },
                               0,
                               true,
                               reasonOf(c, j) });
            continue;
        }
        const QString exponent = num(ex.x[j]);
        const QString value = num(ex.e[j]);
        p.rows.push_back(
            { keyLabel(c, j),
              QStringLiteral("e^%1 =").arg(exponent),
              s.answer(QStringLiteral("e^%1").arg(exponent), value,
                       withInputs(rowChecked(c, QStringLiteral("exp"), j, ex.e[j]), { ex.x[j] })),
              largest > 0 ? ex.e[j] / largest : 0,
              false,
              {} });
        // A pupil exponentiates the printed, rounded number: say where that changes the answer.
        if (const auto printed = asPrinted(exponent); printed && num(std::exp(*printed)) != value) {
            roundedFirst << QStringLiteral("e^%1 = %2").arg(exponent, num(std::exp(*printed)));
            exact << value;
        }
        // The printed lesson's own e^x (its text), where it differs from the exact value.
        if (isLessonAsPrinted(c) && !ex.shifted && j < 3 && num(kPrintedLessonExp[j]) != value)
            printedDiffers << QStringLiteral("e^%1 = %2").arg(exponent, num(kPrintedLessonExp[j]));
    }
    if (c.row.softmax.hasSink() && !c.row.softmax.fullyMasked) { // the sink's logit joins the softmax
        const QString exponent = num(c.row.softmax.sinkLogit - ex.shift);
        //: the attention sink's row (its logit takes a share of the weights)
        p.rows.push_back({ LessonText::tr("sink"),
                           QStringLiteral("e^%1 =").arg(exponent),
                           s.answer(LessonText::tr("e^%1 of the sink").arg(exponent), num(ex.sinkE),
                                    withInputs(rowChecked(c, QStringLiteral("sink_exp"), -1, ex.sinkE),
                                               { c.row.softmax.sinkLogit - ex.shift })),
                           largest > 0 ? std::min(1.0, ex.sinkE / largest) : 0,
                           false,
                           {} });
    }
    if (hiddenKeys(c) > 0) {
        double rest = ex.sum - ex.sinkE;
        for (int j : c.keys)
            rest -= ex.e[j];
        //: a row for the keys not shown; %1: their count, written with thousands separators
        p.rows.push_back(
            { LessonText::tr("the other %1 key(s)", nullptr, hiddenKeys(c)).arg(thousands(hiddenKeys(c))),
              QStringLiteral("Σ eˣ ="),
              { num(std::max(0.0, rest)) },
              -1,
              false,
              {} });
    }
    if (!roundedFirst.isEmpty())
        s.roundingNotes << LessonText::tr(
                               "Rounding the scaled scores first changes the last digit: %1; the exact "
                               "scaled scores give %2, as shown.")
                               //: joins "e^2.121 = 8.339" items of a list
                               .arg(roundedFirst.join(LessonText::tr(" and ")),
                                    exact.join(LessonText::tr(" and ")));
    if (!printedDiffers.isEmpty())
        s.roundingNotes << LessonText::tr(
                               "The printed lesson writes %1: it exponentiated the rounded scaled score.")
                               .arg(printedDiffers.join(LessonText::tr(" and ")));
    p.notes = s.roundingNotes;
    s.picture = p;

    s.caption = LessonText::tr(
        "The softmax turns scores into weights. Step one: e^x of every scaled score — always positive, "
        "and the larger ones pull ahead.");
    // The worksheet prints the scaled scores rounded; its key holds e^x of the exact ones. Said
    // before the answer (the key's rounding note comes after it), so no one falls into the gap.
    if (!roundedFirst.isEmpty())
        s.caption += LessonText::tr(" Exponentiate each scaled score's exact value, not the rounded one "
                                    "written here: rounding first changes the last digit.");
    if (ex.shifted)
        s.caption += LessonText::tr(
                         " These scaled scores are large, so the row's largest, %1, is subtracted first: "
                         "the weights come out the same.")
                         .arg(num(ex.shift));
    s.conclusion = LessonText::tr("e^x of %1's scaled scores: %2.").arg(queryName(c), weightList(c, ex.e));
    s.fromSession = { LessonText::tr("the scaled scores of %1").arg(queryName(c)) };
}

void buildNormalise(const LessonContext &c, StepModel &s)
{
    if (c.row.softmax.fullyMasked) {
        s.unavailable
            = LessonText::tr(
                  "Every key of %1 is blocked, so there is nothing to divide: its weights are all 0 "
                  "(PyTorch would give NaN here). Pick another query, or unblock a key.")
                  .arg(queryName(c));
        return;
    }
    const LessonExponentials ex = lessonExponentials(c.row.softmax, LessonShift::WhenLarge);
    const RowVector &w = c.row.softmax.weights;
    WorkedPicture p;
    p.heading = LessonText::tr("%1: each eˣ ÷ their sum").arg(queryName(c));
    //: what the bars show: the softmax weight of each key
    p.barTitle = LessonText::tr("weight");
    p.totalLabel = QStringLiteral("Σ eˣ =");
    const QString sumText = num(ex.sum);
    // The sum adds every shown key's eˣ, what the other keys add (printed), and the sink's.
    Checked summed = rowChecked(c, QStringLiteral("exp_sum"), -1, ex.sum);
    double others = ex.sum - ex.sinkE;
    for (int j : c.keys) {
        summed.inputs.push_back(ex.e[j]);
        others -= ex.e[j];
    }
    if (hiddenKeys(c) > 0)
        summed.inputs.push_back(std::max(0.0, others));
    if (c.row.softmax.hasSink())
        summed.inputs.push_back(ex.sinkE);
    p.total = s.answer(QStringLiteral("Σ eˣ"), sumText, summed);
    for (int j : c.keys) {
        const QString e = num(ex.e[j]);
        p.rows.push_back(
            { keyLabel(c, j), QStringLiteral("%1 ÷ Σ =").arg(e),
              s.answer(LessonText::tr("weight of key %1").arg(j + 1), num(w[j]),
                       withInputs(rowChecked(c, QStringLiteral("weights"), j, w[j]), { ex.e[j], ex.sum })),
              w[j], isBlocked(c, j), reasonOf(c, j) });
        const auto pe = asPrinted(e), ps = asPrinted(sumText);
        if (pe && ps && *ps > 0 && num(*pe / *ps) != num(w[j]))
            s.roundingNotes << LessonText::tr(
                                   "From the rounded numbers, %1 ÷ %2 = %3; exactly it is %4, as shown.")
                                   .arg(e, sumText, num(*pe / *ps), num(w[j]));
    }
    const double sinkWeight = c.row.softmax.hasSink() ? c.row.softmax.sinkWeight : 0.0;
    if (c.row.softmax.hasSink()) // its share of the row: weight that gives no value
        p.rows.push_back({ LessonText::tr("sink"),
                           QStringLiteral("%1 ÷ Σ =").arg(num(ex.sinkE)),
                           s.answer(LessonText::tr("the sink's weight"), num(sinkWeight),
                                    withInputs(rowChecked(c, QStringLiteral("sink_weight"), -1, sinkWeight),
                                               { ex.sinkE, ex.sum })),
                           sinkWeight,
                           false,
                           {} });
    if (hiddenKeys(c) > 0) {
        double rest = 1 - sinkWeight;
        for (int j : c.keys)
            rest -= w[j];
        p.rows.push_back(
            { LessonText::tr("the other %1 key(s)", nullptr, hiddenKeys(c)).arg(thousands(hiddenKeys(c))),
              QStringLiteral("Σ w ="),
              { num(std::max(0.0, rest)) },
              std::max(0.0, rest),
              false,
              {} });
    }
    p.notes = s.roundingNotes;
    s.picture = p;

    const bool sink = c.row.softmax.hasSink() && !c.row.softmax.fullyMasked;
    s.caption = sink
        ? LessonText::tr("Step two: add up the exponentials, the sink's among them, and divide each "
                         "by the sum. The weights are positive and add up to 1 with the sink's "
                         "share — which goes to no key: %1's keys share the rest.")
              .arg(queryName(c))
        : LessonText::tr("Step two: add up the exponentials and divide each by the sum. The weights "
                         "are positive and add up to 1 — fractions of %1's attention.")
              .arg(queryName(c));
    Eigen::Index best = 0;
    w.maxCoeff(&best);
    const QString query = queryName(c), most = percent(w[best]), key = keyLabel(c, int(best));
    if (best == c.query || isBlocked(c, c.query))
        s.conclusion = sink
            ? LessonText::tr("%1 gives %2 of its attention to %3. The keys' weights add up to "
                             "1 − %4, the sink's share.")
                  .arg(query, most, key, num(sinkWeight))
            : LessonText::tr("%1 gives %2 of its attention to %3. The weights add up to 1.")
                  .arg(query, most, key);
    else
        s.conclusion = sink
            ? LessonText::tr("%1 gives %2 of its attention to %3 and %4 to itself. The keys' "
                             "weights add up to 1 − %5, the sink's share.")
                  .arg(query, most, key, percent(w[c.query]), num(sinkWeight))
            : LessonText::tr("%1 gives %2 of its attention to %3 and %4 to itself. The weights "
                             "add up to 1.")
                  .arg(query, most, key, percent(w[c.query]));
    s.fromSession = { LessonText::tr("the exponentials, their sum and the weights of %1").arg(queryName(c)) };
}

void buildWeightedSum(const LessonContext &c, StepModel &s)
{
    const RowBreakdown &row = c.row;
    const RowVector &w = row.softmax.weights;
    WorkedPicture p;
    p.heading = LessonText::tr("%1: Σ w_j · v_j").arg(queryName(c));
    // Every vector as vec() writes it (four components, the first four of a longer one), and only
    // those components asked: what the page prints is what the class can work with.
    const std::vector<int> part = printedComponents(row.values.cols());
    Checked output = printedChecked(c, QStringLiteral("output"), -1, row.output);
    for (int j : c.keys) {
        const RowVector v = componentsAt(row.values.row(j), part);
        Checked weighted = withInputs(
            withInputs(printedChecked(c, QStringLiteral("weighted_values"), j, w[j] * row.values.row(j)),
                       { w[j] }),
            v);
        output.inputs.insert(output.inputs.end(), weighted.values.begin(), weighted.values.end());
        p.rows.push_back({ QStringLiteral("v%1").arg(subscript(j + 1)),
                           QStringLiteral("%1·%2 =").arg(num(w[j]), roundedVec(row.values.row(j))),
                           s.answer(QStringLiteral("w%1·v%1").arg(subscript(j + 1)),
                                    roundedVec(w[j] * row.values.row(j)), std::move(weighted)),
                           -1, isBlocked(c, j), reasonOf(c, j) });
    }
    if (hiddenKeys(c) > 0) {
        RowVector rest = row.output;
        for (int j : c.keys)
            rest -= w[j] * row.values.row(j);
        const RowVector restPart = componentsAt(rest, part);
        output.inputs.insert(output.inputs.end(), restPart.data(), restPart.data() + restPart.size());
        p.rows.push_back(
            { LessonText::tr("the other %1 key(s)", nullptr, hiddenKeys(c)).arg(thousands(hiddenKeys(c))),
              QStringLiteral("Σ w·v ="),
              { roundedVec(rest) },
              -1,
              false,
              {} });
    }
    p.totalLabel = LessonText::tr("output%1 = Σ =").arg(subscript(c.query + 1));
    p.total = s.answer(LessonText::tr("output of %1").arg(queryName(c)), roundedVec(row.output),
                       std::move(output));
    if (roundedVec(row.output, 2) != roundedVec(row.output))
        p.notes << LessonText::tr("To two decimals: %1.").arg(roundedVec(row.output, 2));
    s.picture = p;

    s.caption
        = LessonText::tr("The output blends the value rows: each v_j counts as much as %1 attends to key j.")
              .arg(queryName(c));
    if (row.softmax.fullyMasked)
        s.caption
            += LessonText::tr(" Every key is blocked here, so every weight is 0 and the output is zero.");
    s.conclusion
        = LessonText::tr("%1's output is %2: as wide as a value (d_k = %3), now informed by its context.")
              .arg(queryName(c), labelVec(row.output))
              .arg(c.dK);
    s.fromSession
        = { LessonText::tr("the weights and values of %1").arg(headName(c)), LessonText::tr("the output") };
}

void buildMatrixForm(const LessonContext &c, StepModel &s)
{
    const HeadResult &h = c.result->heads[static_cast<std::size_t>(c.head)];
    const Matrix Vh = headSlice(c.result->V, c.result->kvHeadOf(c.head), c.dK);
    const QString sub = c.heads > 1 ? subscript(c.head + 1) : QString();
    MatrixPanel panel;
    panel.heading = QStringLiteral("A = softmax(Q·Kᵀ/√d_k), %1").arg(headName(c));
    panel.terms.push_back(
        { {}, makeBlock(QStringLiteral("A") + sub, h.weights, c.tokens, c.query, {}, 6, 5) });
    panel.terms.push_back({ QStringLiteral("·"), std::nullopt });
    panel.terms.push_back({ {}, makeBlock(QStringLiteral("V") + sub, Vh, {}, -1, {}, 6, 3) });
    panel.terms.push_back({ QStringLiteral("="), std::nullopt });
    panel.terms.push_back({ {}, makeBlock(LessonText::tr("output") + sub, h.output, {}, c.query, {}, 6, 3) });
    panel.lines.push_back({ LessonText::tr("row %1 of A · V =").arg(c.query + 1),
                            { shortVec(h.output.row(c.query)) },
                            LessonText::tr("  the output just worked out") });
    QStringList sums;
    for (int i : shownIndices(c.T, 4))
        sums << (i < 0 ? QStringLiteral("…") : num(h.weights.row(i).sum()));
    panel.lines.push_back({ LessonText::tr("rows of A sum to"), { sums.join(numberListSeparator()) }, {} });
    s.picture = MatricesPicture { { panel } };
    s.caption = LessonText::tr("Every query at once is one matrix product: A (%1, each row summing to 1) "
                               "times V (%2) gives the "
                               "output (%3) — a row per token, as the input had.")
                    .arg(dims(c.T, c.T), dims(c.T, c.dK), dims(c.T, c.dK));
    if (!h.fullyMaskedRows.empty())
        s.caption += LessonText::tr(" Rows whose keys are all blocked are 0.");
    s.fromSession = { LessonText::tr("A, V and the output of %1").arg(headName(c)) };
}

void buildHardSoft(const LessonContext &c, StepModel &s)
{
    if (c.row.softmax.fullyMasked) {
        s.unavailable
            = LessonText::tr("Every key of %1 is blocked: there is nothing to look up, hard or soft.")
                  .arg(queryName(c));
        return;
    }
    const SoftmaxSteps &sm = c.row.softmax;
    BarsPicture p;
    p.valueTitle = LessonText::tr("weight of each key of %1").arg(queryName(c));
    int chosen = 0;
    for (double tau : { 0.0, 0.5, 1.0 }) {
        const RowVector w = softmaxAtTemperature(sm.logits, sm.blocked, tau);
        const RowVector out = w * c.row.values; // (d_k) = (T)·(T,d_k)
        Eigen::Index top = 0;
        w.maxCoeff(&top);
        BarGroup g;
        g.source = Source::Session;
        g.heading = tau == 0 ? LessonText::tr("τ → 0: hard lookup")
            : tau == 1       ? LessonText::tr("τ = 1: the softmax")
                             : LessonText::tr("τ = %1: sharper").arg(tau);
        for (int j : c.keys)
            g.bars.push_back({ QString::number(j + 1), w[j], { num(w[j]) }, j == top });
        if (tau == 0) {
            chosen = int(top);
            g.footnote = LessonText::tr("output = v%1 = ").arg(subscript(chosen + 1));
            g.footValue = s.answer(LessonText::tr("the hard lookup's output"), shortVec(out));
        } else {
            g.footnote = LessonText::tr("output = ");
            g.footValue = { shortVec(out) };
        }
        p.groups.push_back(std::move(g));
    }
    s.picture = p;
    s.caption = LessonText::tr(
        "A dictionary returns the one value whose key matches. Divide the scaled scores by a temperature τ "
        "before the softmax: as τ → 0 the weights go one-hot and the output is one value row; at τ = 1 "
        "every value is blended.");
    const int open = c.T - int(std::count(sm.blocked.begin(), sm.blocked.end(), true));
    //: %5: a count written with thousands separators
    s.conclusion
        = LessonText::tr(
              "Hard, %1 takes key %2 alone and outputs v%3 = %4; soft, it blends all %5 value(s) — and the "
              "blend is smooth, so gradient descent can train it.",
              nullptr, open)
              .arg(queryName(c))
              .arg(chosen + 1)
              .arg(subscript(chosen + 1), vec(c.row.values.row(chosen)), thousands(open));
    s.fromSession = { LessonText::tr("the scaled scores and values of %1").arg(queryName(c)) };
    s.lessonConstants = { LessonText::tr("the temperatures τ → 0, 0.5 and 1 (chosen for the picture)") };
}

} // namespace attn::lesson
