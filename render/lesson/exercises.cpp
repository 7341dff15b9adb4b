// The lesson's exercises (exercises.h).
#include "exercises.h"
#include "render/notation.h"
#include "render/rendertext.h"

#include "lessonsteps.h"
#include "stepbuilders.h"

#include "core/softmax.h"

#include <algorithm>
#include <cmath>
#include <map>

namespace attn::lesson {

namespace {

    // What a quantity is, by the last part of its id ("h0.q1.weights" → "weights").
    struct Kind {
        const char *name;
        const char *prompt; // %1: the query, %2: the head, %3: which keys or rows
        const char *rule;
    };

    const Kind kKinds[] = {
        //: An exercise's prompt, as every prompt of this kind: %1 the query ("query 2 “cat”"), %2 the
        //: head ("head 1 of 4"), %3 which keys ("keys 1, 2, 3"). The rule after it is the exercise's first
        //: hint.
        { "scores", QT_TRANSLATE_NOOP("WorksheetText", "The raw scores q·kⱼ of %1 (%2) for %3."),
          QT_TRANSLATE_NOOP(
              "WorksheetText",
              "A score is a dot product: multiply q and k component by component and add the products.") },
        { "scaled", QT_TRANSLATE_NOOP("WorksheetText", "The scaled scores of %1 (%2) for %3."),
          QT_TRANSLATE_NOOP(
              "WorksheetText",
              "Multiply each raw score by the scale, 1/√d_k unless the session sets its own.") },
        { "alibi",
          QT_TRANSLATE_NOOP("WorksheetText", "The scores after ALiBi's distance penalty, %1 (%2), for %3."),
          QT_TRANSLATE_NOOP("WorksheetText",
                            "Subtract the head's slope × the distance |i − j| from each scaled score.") },
        { "softcapped", QT_TRANSLATE_NOOP("WorksheetText", "The scores after the soft-cap, %1 (%2), for %3."),
          QT_TRANSLATE_NOOP("WorksheetText",
                            "Soft-capping squashes each score into (−cap, cap): cap · tanh(score / cap).") },
        { "exp",
          QT_TRANSLATE_NOOP("WorksheetText",
                            "eˣ of each score of %1 (%2), for %3, as the step works them out."),
          QT_TRANSLATE_NOOP(
              "WorksheetText",
              "Raise e to each score (the step subtracts the row's largest score first where the numbers are "
              "large); a blocked key gives e^−∞ = 0.") },
        { "sink_exp", QT_TRANSLATE_NOOP("WorksheetText", "eˣ of the sink's logit for %1 (%2)."),
          QT_TRANSLATE_NOOP("WorksheetText", "Raise e to the sink's logit, as for a key.") },
        { "exp_sum", QT_TRANSLATE_NOOP("WorksheetText", "Σ eˣ for %1 (%2)."),
          QT_TRANSLATE_NOOP(
              "WorksheetText",
              "Add up the exponentials of every key the query may see (and the sink's, where the head has "
              "one).") },
        { "weights", QT_TRANSLATE_NOOP("WorksheetText", "The attention weights of %1 (%2) for %3."),
          QT_TRANSLATE_NOOP("WorksheetText",
                            "Divide each eˣ by their sum Σ eˣ: the weights are positive and add up to 1.") },
        { "sink_weight", QT_TRANSLATE_NOOP("WorksheetText", "The sink's weight for %1 (%2)."),
          QT_TRANSLATE_NOOP("WorksheetText",
                            "Divide the sink's eˣ by the same sum: its share goes to no key.") },
        { "weighted_values",
          QT_TRANSLATE_NOOP("WorksheetText", "The weighted values wⱼ·vⱼ of %1 (%2) for %3."),
          QT_TRANSLATE_NOOP("WorksheetText",
                            "Multiply each value row vⱼ by its weight wⱼ, number by number.") },
        { "output", QT_TRANSLATE_NOOP("WorksheetText", "The output row of %1 (%2)."),
          QT_TRANSLATE_NOOP("WorksheetText",
                            "Add up the weighted value rows: output = Σⱼ wⱼ·vⱼ over every key.") },
        { "masked_exp_sum", QT_TRANSLATE_NOOP("WorksheetText", "Σ eˣ for %1 (%2) under the causal mask."),
          QT_TRANSLATE_NOOP(
              "WorksheetText",
              "A key after the query is blocked (e^−∞ = 0): add up the exponentials of the others.") },
        { "masked_weights",
          QT_TRANSLATE_NOOP("WorksheetText", "The weights of %1 (%2) under the causal mask, for %3."),
          QT_TRANSLATE_NOOP("WorksheetText",
                            "Divide each eˣ by the masked sum; a blocked key's weight is 0.") },
        { "output_after_wo",
          QT_TRANSLATE_NOOP("WorksheetText", "The layer's output row of %1: concat · W_O."),
          QT_TRANSLATE_NOOP(
              "WorksheetText",
              "Multiply the concatenated heads' row by W_O (and add b_O where the session has it).") },
        { "learned_score",
          QT_TRANSLATE_NOOP("WorksheetText",
                            "The score q·k of %1 (%2) with %3, from the learned W_Q and W_K."),
          QT_TRANSLATE_NOOP("WorksheetText",
                            "Multiply q and k component by component and add the products.") },
        { "identity_score",
          QT_TRANSLATE_NOOP("WorksheetText", "The score x·x of %1 (%2) with %3, with W_Q = W_K = I."),
          QT_TRANSLATE_NOOP(
              "WorksheetText",
              "With W_Q = W_K = I, q and k are the embeddings themselves: take their dot product.") },
        { "softmax_of_1_0_-1", QT_TRANSLATE_NOOP("WorksheetText", "softmax(1, 0, −1), for %3."),
          QT_TRANSLATE_NOOP("WorksheetText", "e^x of each, divided by their sum.") },
        { "slope_of_8_0_-8",
          QT_TRANSLATE_NOOP("WorksheetText", "p(1 − p) for the largest weight of softmax(8, 0, −8)."),
          QT_TRANSLATE_NOOP("WorksheetText",
                            "Work out p = softmax(8, 0, −8)'s first weight, then p·(1 − p).") },
        { "slope_of_1_0_-1",
          QT_TRANSLATE_NOOP("WorksheetText", "p(1 − p) for the largest weight of softmax(1, 0, −1)."),
          QT_TRANSLATE_NOOP("WorksheetText",
                            "Work out p = softmax(1, 0, −1)'s first weight, then p·(1 − p).") },
        { "after_one_step",
          QT_TRANSLATE_NOOP("WorksheetText", "The entry of W_Q after one SGD step, as the step picks it."),
          QT_TRANSLATE_NOOP("WorksheetText",
                            "New weight = old weight − learning rate × ∂L/∂W at that entry.") },
        // The block around the attention (steps_block.cpp): h = x + attention, then LN₂ and the MLP.
        { "ln_mean",
          QT_TRANSLATE_NOOP("WorksheetText", "The mean μ of the row h = x + attention of %1, before LN₂."),
          QT_TRANSLATE_NOOP("WorksheetText",
                            "Add up the numbers of the row h and divide by how many there are (d_model).") },
        { "ln_variance", QT_TRANSLATE_NOOP("WorksheetText", "The variance σ² of that row h of %1."),
          QT_TRANSLATE_NOOP("WorksheetText",
                            "Subtract μ from each number of h, square, and take the mean of the squares "
                            "(divide by d_model).") },
        { "gelu",
          QT_TRANSLATE_NOOP("WorksheetText", "gelu of %1's largest hidden unit, as the MLP step shows it."),
          "gelu(x) = ½·x·(1 + tanh(0.7979·(x + 0.044715·x³)))." },
    };

    //: %5: a number (d_k)
    const Kind kSpread
        = { "spread",
            QT_TRANSLATE_NOOP("WorksheetText", "Predict the spread (standard deviation) of q·k at d_k = %5."),
            QT_TRANSLATE_NOOP("WorksheetText",
                              "For q and k of d_k independent numbers of variance 1, q·k has variance d_k: "
                              "its spread is √d_k.") };

    const Kind *kindOf(const QString &id)
    {
        if (id.startsWith(QLatin1String("spread_at_d_k_")))
            return &kSpread;
        const QString last = id.section(QLatin1Char('.'), -1);
        for (const Kind &k : kKinds)
            if (last == QLatin1String(k.name))
                return &k;
        return nullptr;
    }

    // A projection's rows ("Q", "K", "V"): their rule, from the session's own names.
    QString projectionRule(const QString &id)
    {
        //: %1: the projection's letter (Q, K or V)
        return WorksheetText::tr("Row t of %1 is xₜ·W_%1 (+ b_%1): its column c is Σᵢ xₜ[i]·W_%1[i, c].")
            .arg(id);
    }

    // `pattern` with %1 … %5 replaced in one pass (a token's text may itself hold "%2").
    QString filled(const QString &pattern, const QStringList &args)
    {
        QString out;
        for (qsizetype i = 0; i < pattern.size(); ++i) {
            const QChar ch = pattern.at(i);
            if (ch == QLatin1Char('%') && i + 1 < pattern.size() && pattern.at(i + 1) >= QLatin1Char('1')
                && pattern.at(i + 1) <= QLatin1Char('5')) {
                out += args.value(pattern.at(i + 1).digitValue() - 1);
                ++i;
            } else {
                out += ch;
            }
        }
        return out;
    }

    // The numbers of `indices`, counted from 1: "1, 2, 3".
    QString listOf(const std::vector<int> &indices)
    {
        QStringList n;
        for (int i : indices)
            n << QString::number(i + 1);
        return n.join(QStringLiteral(", "));
    }

    // What rounding the factors of a dot product to the pages' three decimals can move it by, at
    // most (0.0005 a factor): scores q·k, and rows of X·W. 0 for the other quantities.
    double productRounding(const LessonContext &c, const QString &id, const std::vector<int> &indices)
    {
        constexpr double kHalf = 5e-4;
        const QString last = id.section(QLatin1Char('.'), -1);
        double worst = 0;
        if (last == QLatin1String("scores"))
            for (int j : indices)
                worst
                    = std::max(worst, kHalf * (c.row.q.lpNorm<1>() + c.row.keys.row(j).lpNorm<1>()) + kHalf);
        const Matrix *W = id == QLatin1String("Q") ? &c.session.Wq
            : id == QLatin1String("K")             ? &c.session.Wk
            : id == QLatin1String("V")             ? &c.session.Wv
                                                   : nullptr;
        if (W && W->size() && W->rows() == c.session.X.cols())
            for (int t : indices)
                worst
                    = std::max(worst,
                               kHalf * (c.session.X.row(t).lpNorm<1>() + W->colwise().lpNorm<1>().maxCoeff())
                                   + 2 * kHalf);
        return worst;
    }

    struct Gathered {
        QString step;
        std::vector<const RevealItem *> items; // in the order the step asks them
    };

    Exercise fromItems(const LessonContext &c, const QString &id, const Gathered &g)
    {
        Exercise e;
        e.id = id;
        e.step = g.step;
        const RevealItem &first = *g.items.front();
        const bool whole = first.checked.index < 0;
        const std::size_t width = first.checked.values.size();
        if (whole) {
            e.answer = first.checked.values;
            e.shape = width == 1 ? Exercise::Shape::Number : Exercise::Shape::Row;
            e.cols = static_cast<int>(width);
        } else {
            for (const RevealItem *item : g.items) {
                e.indices.push_back(item->checked.index);
                e.answer.insert(e.answer.end(), item->checked.values.begin(), item->checked.values.end());
            }
            // One number per key is a row; rows of a vector (some of its columns, even one) a matrix.
            const bool perKey = width == 1 && first.checked.columns.empty();
            e.shape = perKey ? Exercise::Shape::Row : Exercise::Shape::Matrix;
            e.rows = perKey ? 1 : static_cast<int>(g.items.size());
            e.cols = perKey ? static_cast<int>(g.items.size()) : static_cast<int>(width);
        }
        e.columns = first.checked.columns;
        e.tolerance = std::max(exerciseTolerance(e.answer), productRounding(c, id, e.indices));

        const Kind *kind = kindOf(id);
        if (!whole) // a row's quantities are per key; a projection's, rows of its matrix
            e.indicesName = kind ? QStringLiteral("keys") : QStringLiteral("rows");
        const int count = int(e.indices.size());
        //: %1: the keys' numbers, "1, 2, 3"; singular or plural by how many there are
        QString which = whole ? QString()
            : kind            ? WorksheetText::tr("key(s) %1", nullptr, count).arg(listOf(e.indices))
                   //: %1: the rows' numbers, "1, 2, 3"; singular or plural by how many there are
                   : WorksheetText::tr("row(s) %1", nullptr, count).arg(listOf(e.indices));
        //: %4: the projection's letter (Q, K or V), %3: which rows ("rows 1, 2")
        QString prompt = kind ? WorksheetText::tr(kind->prompt)
                              : WorksheetText::tr("%4 = X·W_%4 (+ b_%4): %3, as the step works them out.");
        e.prompt = filled(prompt, { queryName(c), headName(c), which, id, id.section(QLatin1Char('_'), -1) });
        if (!e.columns.empty())
            //: Added after an exercise's prompt (with its leading space); %1: "columns 1, 2"
            e.prompt += WorksheetText::tr(" Only %1, as the page prints them.")
                            //: %1: the columns' numbers, "1, 2, 3"; singular or plural by how many there are
                            .arg(WorksheetText::tr("column(s) %1", nullptr, int(e.columns.size()))
                                     .arg(listOf(e.columns)));
        // The hints say more each time: the rule, the first answer worked, all of them.
        QStringList worked;
        for (const RevealItem *item : g.items)
            worked << QStringLiteral("%1 = %2").arg(item->what, item->answer);
        e.hints << (kind ? WorksheetText::tr(kind->rule) : projectionRule(id))
                //: an exercise's second hint; %1: "weight of key 1 = 0.422"
                << WorksheetText::tr("The first one: %1.").arg(worked.front())
                //: an exercise's third hint; %1: every answer, "… = 0.422; … = 0.155"
                << WorksheetText::tr("All of it: %1.").arg(worked.join(QStringLiteral("; ")));
        // A number asked whole, not a sum of terms shown: first where it lies, then the answer.
        if (whole && e.answer.size() == 1) {
            const double v = e.answer.front(),
                         magnitude = std::pow(10.0, std::floor(std::log10(std::abs(v))));
            if (std::isfinite(magnitude) && magnitude > 0) {
                const double low = std::floor(v / magnitude) * magnitude;
                e.hints[1] = WorksheetText::tr("It lies between %1 and %2.")
                                 .arg(drawnNumber(QString::number(low, 'g', 6)),
                                      drawnNumber(QString::number(low + magnitude, 'g', 6)));
            }
        } else if (whole) {
            e.hints[1] = WorksheetText::tr("Its first number: %1.").arg(num(e.answer.front()));
        }
        // A sum asked whole is worked term by term: its first term, then every term.
        const QString last = id.section(QLatin1Char('.'), -1);
        if (last == QLatin1String("exp_sum") || last == QLatin1String("output")) {
            const LessonExponentials ex = lessonExponentials(c.row.softmax, LessonShift::WhenLarge);
            const RowVector &w = c.row.softmax.weights;
            QStringList terms;
            for (int j = 0; j < c.T; ++j)
                if (!c.row.softmax.blocked[std::size_t(j)])
                    terms << (last == QLatin1String("exp_sum")
                                  //: a term of a sum: %1 a number, %2 the key's number
                                  ? WorksheetText::tr("%1 (key %2)").arg(num(ex.e[j])).arg(j + 1)
                                  : QStringLiteral("%1·%2").arg(num(w[j]), vec(c.row.values.row(j))));
            if (last == QLatin1String("exp_sum") && c.row.softmax.hasSink()) // the sink's eˣ is in the sum
                terms << WorksheetText::tr("%1 (the sink)").arg(num(ex.sinkE));
            if (!terms.isEmpty() && terms.size() <= 12) {
                e.hints[1] = WorksheetText::tr("Its first term: %1; add the other %2 the same way.")
                                 .arg(terms.front())
                                 .arg(terms.size() - 1);
                e.hints[2] = WorksheetText::tr("All of it: %1 = %2.")
                                 .arg(terms.join(QStringLiteral(" + ")), g.items.front()->answer);
            }
        }
        return e;
    }

} // namespace

double exerciseTolerance(const std::vector<double> &answer)
{
    double largest = 0;
    for (double v : answer)
        largest = std::max(largest, std::abs(v));
    return std::max(0.005, 0.005 * largest);
}

double revealTolerance(const LessonContext &c, const StepModel &step, int reveal)
{
    const Checked &asked = step.reveals.at(std::size_t(reveal)).checked;
    std::vector<double> all;
    std::vector<int> indices;
    for (const RevealItem &r : step.reveals)
        if (r.checked.id == asked.id && !asked.id.isEmpty()) {
            all.insert(all.end(), r.checked.values.begin(), r.checked.values.end());
            if (r.checked.index >= 0)
                indices.push_back(r.checked.index);
        }
    if (all.empty())
        all = asked.values;
    return std::max(exerciseTolerance(all), productRounding(c, asked.id, indices));
}

std::vector<Exercise> lessonExercises(const LessonContext &c)
{
    // Every step built once (a worksheet's answers held back in its reveals), kept while read.
    std::vector<StepModel> steps;
    for (int i = 0; i < stepCount(); ++i)
        steps.push_back(buildStep(c, i));
    std::vector<QString> order;
    std::map<QString, Gathered> byId;
    for (const StepModel &s : steps) {
        if (!s.unavailable.isEmpty())
            continue;
        for (const RevealItem &item : s.reveals) {
            const Checked &k = item.checked;
            if (k.id.isEmpty() || k.values.empty())
                continue;
            auto [at, fresh] = byId.try_emplace(k.id, Gathered { s.title, {} });
            if (fresh)
                order.push_back(k.id);
            Gathered &g = at->second;
            // The same quantity asked again (by a later step, or a cell twice): asked once.
            const bool again = std::any_of(g.items.begin(), g.items.end(),
                                           [&](const RevealItem *r) { return r->checked.index == k.index; });
            const bool sameKind = g.items.empty()
                || ((g.items.front()->checked.index < 0) == (k.index < 0)
                    && g.items.front()->checked.values.size() == k.values.size());
            if (!again && sameKind && (g.items.empty() || k.index >= 0))
                g.items.push_back(&item);
        }
    }
    std::vector<Exercise> out;
    for (const QString &id : order)
        out.push_back(fromItems(c, id, byId.at(id)));
    return out;
}

Marked markAnswer(const Exercise &e, const std::optional<Given> &given)
{
    Marked m;
    if (!given)
        return m;
    const bool matrix = e.shape == Exercise::Shape::Matrix;
    auto place = [&](std::size_t k) {
        const int i = static_cast<int>(k) / std::max(1, e.cols),
                  j = static_cast<int>(k) % std::max(1, e.cols);
        return matrix ? std::vector<int> { i, j } : std::vector<int> { static_cast<int>(k) };
    };
    // A number given as [x], or a row as [[…]]: the same numbers in the same order.
    const bool sameShape = given->numbers.size() == e.answer.size()
        && (given->rows == e.rows || (!matrix && given->rows == 1) || (!matrix && given->cols == 1));
    // Number by number as far as both go (NaN and ∞ are wrong), then where the shapes part.
    const std::size_t n = std::min(given->numbers.size(), e.answer.size());
    for (std::size_t k = 0; k < n; ++k)
        if (!(std::abs(given->numbers[k] - e.answer[k]) <= e.tolerance)) {
            m.verdict = Marked::Verdict::Wrong;
            m.firstWrong = place(k);
            return m;
        }
    if (!sameShape) {
        m.verdict = Marked::Verdict::Wrong;
        m.shapeDiffers = true;
        m.firstWrong = place(std::min(n, e.answer.size() - 1));
        return m;
    }
    m.verdict = Marked::Verdict::Right;
    return m;
}

} // namespace attn::lesson
