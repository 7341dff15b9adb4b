// Masks: −∞ before the softmax worked out for one query, then causal, padding and the classic
// mistake (masking after the softmax) side by side as heatmaps.
#include "stepbuilders.h"

#include "core/breakdown.h"
#include "render/breakdownmodel.h"
#include "render/notation.h"
#include "render/rendertext.h"

#include <algorithm>
#include <cmath>
#include <numeric>

namespace attn::lesson {

namespace {

    // The keys to work out for a row: all up to six, else its four heaviest open keys and the first
    // blocked one, in token order.
    std::vector<int> keysFor(const RowBreakdown &b, int T)
    {
        std::vector<int> keys(static_cast<std::size_t>(T));
        std::iota(keys.begin(), keys.end(), 0);
        if (T <= 6)
            return keys;
        std::stable_sort(keys.begin(), keys.end(),
                         [&b](int x, int y) { return b.softmax.weights[x] > b.softmax.weights[y]; });
        std::vector<int> out(keys.begin(), keys.begin() + 4);
        for (int j = 0; j < T; ++j)
            if (b.reasons[static_cast<std::size_t>(j)] != NotBlocked) {
                out.push_back(j);
                break;
            }
        std::sort(out.begin(), out.end());
        out.erase(std::unique(out.begin(), out.end()), out.end());
        return out;
    }

    QString rowSums(MatrixRef w)
    {
        QStringList sums;
        for (int i : shownIndices(int(w.rows()), 4))
            sums << (i < 0 ? QStringLiteral("…") : num(w.row(i).sum()));
        return sums.join(numberListSeparator());
    }

    // The session with none of its mask rules: each tile adds the one rule it is about.
    void withoutRules(Session &x)
    {
        x.causal = false;
        x.prefix = 0;
        x.padding.assign(static_cast<std::size_t>(x.tokenCount()), false);
        x.blocked.clear();
        x.window.reset();
        x.segments.clear();
    }

    // What this session's mask has besides causal and padding, the rules the tiles leave out.
    QStringList otherRules(const Session &x)
    {
        QStringList out;
        //: the rules are listed in "this session's %1 is left out": its window of 3 (tokens)
        if (x.window)
            out << LessonText::tr("its window of %1").arg(*x.window);
        if (x.prefix > 0)
            out << LessonText::tr("its prefix of %1").arg(x.prefix);
        if (!x.segments.empty())
            out << LessonText::tr("its segments");
        if (!x.blocked.empty())
            out << LessonText::tr("its %1 hand-blocked cell(s)", nullptr, int(x.blocked.size()))
                       .arg(thousands(double(x.blocked.size())));
        return out;
    }

    // The row of a mistake's weights that loses the most (it sums the furthest below 1), said
    // with enough digits to show it is not 1.
    QString leakNote(const Matrix &w)
    {
        int worst = -1;
        double lowest = 2;
        for (int i = 0; i < int(w.rows()); ++i) {
            const double sum = w.row(i).sum();
            if (sum > 0 && sum < lowest) {
                lowest = sum;
                worst = i;
            }
        }
        const double leak = 1 - lowest;
        if (worst < 0 || leak < 1e-9)
            return LessonText::tr(
                "future keys get almost no weight here, so the rows look right: the bug hides");
        const int decimals = std::clamp(int(std::ceil(-std::log10(leak))) + 1, 3, 9);
        return LessonText::tr("row %1 sums to %2, not 1").arg(worst + 1).arg(formatNumber(lowest, decimals));
    }

} // namespace

void buildMinusInfinity(const LessonContext &c, StepModel &s)
{
    if (c.T < 2) {
        s.unavailable = LessonText::tr(
            "With one token there is no future to hide: a causal mask needs at least two tokens. "
            "Add a token (Edit ▸ Add Token) to see −∞ at work.");
        return;
    }
    const Variant v = variantOf(c, [](Session &x) { x.causal = true; });
    const RowBreakdown b = explainRow(v.session, *v.result, c.head, c.query);
    if (b.softmax.fullyMasked) {
        s.unavailable
            = LessonText::tr(
                  "Every key of %1 is blocked in this session, so its weights are all 0 — there is nothing "
                  "left to renormalise. Pick another query.")
                  .arg(queryName(c));
        return;
    }
    const SoftmaxSteps &sm = b.softmax;
    const LessonExponentials ex = lessonExponentials(sm, LessonShift::WhenLarge);
    const bool shifted = ex.shifted;
    const double sum = ex.sum;

    WorkedPicture p;
    p.heading = LessonText::tr("%1 with a causal mask").arg(queryName(c));
    //: the title over the bars: the attention weight of each key
    p.barTitle = LessonText::tr("weight");
    p.totalLabel = QStringLiteral("Σ eˣ =");
    const std::vector<int> keys = keysFor(b, c.T);
    // The sum adds the eˣ of every key the mask leaves open: asked where the rows below print
    // them all (no key left out, no sink's eˣ), else given.
    Checked summed = rowChecked(c, QStringLiteral("masked_exp_sum"), -1, sum);
    bool printed = !sm.hasSink();
    for (int j = 0; j < c.T; ++j)
        if (!sm.blocked[static_cast<std::size_t>(j)]) {
            summed.inputs.push_back(ex.e[j]);
            printed = printed && std::count(keys.begin(), keys.end(), j) > 0;
        }
    p.total = printed ? s.answer(LessonText::tr("Σ eˣ with the mask"), num(sum), std::move(summed))
                      : Num { num(sum) };
    for (int j : keys) {
        const bool blocked = sm.blocked[static_cast<std::size_t>(j)];
        //: key 2 “river”: an attention key, its number and its token
        const QString label = LessonText::tr("key %1 %2").arg(j + 1).arg(quoted(c.tokens.value(j)));
        const QString expression = blocked
            ? QStringLiteral("%1 → e^%1 = 0 →").arg(minusInfinity())
            : QStringLiteral("%1 → e^%2 = %3 →").arg(num(sm.logits[j]), num(ex.x[j]), num(ex.e[j]));
        p.rows.push_back(
            { label, expression,
              s.answer(LessonText::tr("masked weight of key %1").arg(j + 1), num(sm.weights[j]),
                       withInputs(rowChecked(c, QStringLiteral("masked_weights"), j, sm.weights[j]),
                                  { ex.e[j], sum })),
              sm.weights[j], blocked,
              blocked ? blockReasonText(b.reasons[static_cast<std::size_t>(j)], b.window) : QString() });
    }
    if (int(keys.size()) < c.T)
        p.rows.push_back({ LessonText::tr("… %1 more key(s)", nullptr, c.T - int(keys.size()))
                               .arg(thousands(c.T - int(keys.size()))),
                           {},
                           {},
                           -1,
                           false,
                           {} });
    if (shifted)
        p.notes << LessonText::tr("e^x is taken after subtracting the row's largest scaled score, %1.")
                       .arg(num(ex.shift));
    s.picture = p;

    const bool nothingHidden = std::none_of(sm.blocked.begin(), sm.blocked.end(), [](bool x) { return x; });
    s.caption = LessonText::tr(
        "Before the softmax a blocked score becomes −∞. e^−∞ = 0, so that key gets exactly zero weight and "
        "the others share the whole 1. Why mask at all? A model learning to predict the next word would be "
        "cheating if it could see it: a causal mask hides every key after the query. And sentences padded "
        "to one length in a batch must not attend to the pads.");
    if (nothingHidden)
        s.caption += LessonText::tr(" %1 is the last token: nothing lies in its future, so the mask changes "
                                    "nothing here — pick "
                                    "an earlier query.")
                         .arg(queryName(c));
    const QString sums = sm.hasSink()
        ? LessonText::tr("with the sink's %1 they still sum to 1").arg(num(sm.sinkWeight))
        : LessonText::tr("they still sum to 1");
    s.conclusion = LessonText::tr("%1's weights become %2: %3.")
                       .arg(
                           queryName(c),
                           [&] {
                               QStringList parts;
                               for (int j : keys)
                                   parts << num(sm.weights[j]);
                               if (int(keys.size()) < c.T)
                                   parts << QStringLiteral("…");
                               return parts.join(numberListSeparator());
                           }(),
                           sums);
    s.fromSession
        = { LessonText::tr("the scaled scores of %1, with a causal mask on this session").arg(queryName(c)) };
}

void buildMasks(const LessonContext &c, StepModel &s)
{
    if (c.T < 2) {
        s.unavailable = LessonText::tr(
            "With one token a causal mask hides nothing and padding its only token would leave nothing "
            "to attend to: masks need at least two tokens.");
        return;
    }
    // Each tile shows one rule alone, named as such: the session's other rules (a window, a
    // prefix, hand-blocked cells) are left out and the caption says so.
    const bool ownPadding
        = std::any_of(c.session.padding.begin(), c.session.padding.end(), [](bool x) { return x; });
    const Variant causal = variantOf(c, [](Session &x) {
        withoutRules(x);
        x.causal = true;
    });
    const Variant padded = variantOf(c, [&](Session &x) {
        withoutRules(x);
        x.padding = c.session.padding;
        if (!ownPadding)
            x.padding.back() = true;
    });
    HeatmapsPicture p;
    const bool labels = c.T <= 12;
    const auto causalData = weightsHeatmap(causal.session, *causal.result, c.head);
    p.tiles.push_back(
        { LessonText::tr("causal only: the lower triangle"), Source::Session, causalData,
          LessonText::tr("rows sum to %1").arg(rowSums(causal.result->heads[std::size_t(c.head)].weights)),
          false, labels });
    const auto padData = weightsHeatmap(padded.session, *padded.result, c.head);
    p.tiles.push_back(
        { ownPadding ? LessonText::tr("padding only: this session's pad tokens")
                     : LessonText::tr("padding only: key %1 is a pad").arg(c.T),
          ownPadding ? Source::Session : Source::Lesson, padData,
          LessonText::tr("rows sum to %1").arg(rowSums(padded.result->heads[std::size_t(c.head)].weights)),
          false, labels });
    HeatmapData wrongData
        = makeMistakeData(causal.session, *causal.result, c.head, Mistake::MaskAfterSoftmax);
    const QString wrongNote = leakNote(wrongData.values);
    auto wrong = tileData(std::move(wrongData));
    p.tiles.push_back({ LessonText::tr("WRONG: causal, zeroed after the softmax"), Source::Session, wrong,
                        wrongNote, true, labels });
    s.picture = p;

    s.caption = LessonText::tr(
        "A causal mask keeps the lower triangle; a padding mask blanks a pad token's whole key column. "
        "Zeroing the weights after the softmax instead leaves rows that no longer sum to 1.");
    // %1: one or more rules, "its window of 3 and its segments"; "is" for one, "are" for more
    if (const QStringList rest = otherRules(c.session); !rest.isEmpty())
        s.caption += LessonText::tr(" Each picture shows one rule alone: this session's %1 is/are left out.",
                                    nullptr, int(rest.size()))
                         //: joins the rules of a mask: "its window of 3 and its segments"
                         .arg(rest.join(LessonText::tr(" and ")));
    s.conclusion = c.session.sinks.empty()
        ? LessonText::tr("Mask with −∞ before the softmax, and every row still sums to 1.")
        : LessonText::tr(
            "Mask with −∞ before the softmax, and every row still sums to 1 with its sink's share.");
    s.fromSession = { LessonText::tr("the weights of %1 under each mask").arg(headName(c)) };
    if (!ownPadding)
        s.lessonConstants = { LessonText::tr("the last token made padding for the middle picture") };
}

} // namespace attn::lesson
