// The lesson's first section: the input, and Q, K, V as row-by-row products — and why three
// separate matrices rather than one.
#include "stepbuilders.h"

#include "core/softmax.h"
#include "render/notation.h"
#include "render/rendertext.h"

#include <algorithm>
#include <cmath>
#include <functional>
#include <limits>
#include <numeric>

namespace attn::lesson {

namespace {

    // One worked line of a projection: "1·(1, 0) + 1·(1, 1)", a row of X as a combination of the
    // rows of W, as the lesson writes token 3's query, and what it adds up to.
    struct Combination {
        QString columns; // ", columns 5, 6, 7" when only some are shown; empty: all
        QString terms; // "1·(1, 0) + 1·(1, 1)"
        QString result; // "(2, 1)": the shown columns of the result
        std::vector<int> columnIndices; // the columns shown (0-based)
        std::vector<int> termRows; // the rows of W written (0-based)
    };

    // The indices of the (at most `count`) largest of `weight`, non-zero ones only, in order.
    std::vector<int> largest(int n, int count, const std::function<double(int)> &weight)
    {
        std::vector<int> order;
        for (int i = 0; i < n; ++i)
            if (weight(i) > 0)
                order.push_back(i);
        std::stable_sort(order.begin(), order.end(),
                         [&weight](int a, int b) { return weight(a) > weight(b); });
        if (int(order.size()) > count)
            order.resize(static_cast<std::size_t>(count));
        std::sort(order.begin(), order.end());
        return order;
    }

    // Small rows are written whole. A wide one (a one-hot embedding, a head's slice of a layer) would
    // print zero rows of W: only the terms that add something (x_k ≠ 0 and a non-zero row) are
    // written (the largest two of a sparse row, the largest of a dense one), and of each row the
    // columns `cols` (empty: its own three largest). A bias is written with its numbers there.
    Combination rowCombination(const RowVector &x, const Matrix &W, const RowVector &result,
                               const RowVector *bias, const QString &biasName, std::vector<int> cols = {})
    {
        const int d = int(x.size()), width = int(W.cols());
        Combination out;
        // Three columns; two of a wide row, so that the line fits a slide.
        if (cols.empty() && width > 3)
            cols = largest(width, width > 8 ? 2 : 3, [&result](int j) { return std::abs(result[j]); });
        if (cols.empty())
            for (int j = 0; j < std::min(width, 3); ++j)
                cols.push_back(j);
        const bool allCols = int(cols.size()) == width;
        auto part = [&cols](const RowVector &r) { return componentsAt(r, cols); };
        if (!allCols)
            out.columns = columnsLabel(cols);
        std::vector<int> terms;
        int more = 0;
        if (d <= 3) {
            for (int k = 0; k < d; ++k)
                terms.push_back(k);
        } else {
            auto weight = [&](int k) { return std::abs(x[k]) * part(W.row(k)).cwiseAbs().sum(); };
            for (int k = 0; k < d; ++k)
                more += weight(k) > 0 ? 1 : 0;
            // A sparse row (one-hot, a few features): its two terms; a dense one (a layer's
            // embedding, every term non-zero): its largest term, and how many more.
            terms = largest(d, more > 3 ? 1 : 2, weight);
            more -= int(terms.size());
        }
        for (std::size_t i = 0; i < terms.size(); ++i) {
            const int k = terms[i];
            const double a = x[k];
            if (i > 0)
                out.terms += a < 0 ? QStringLiteral(" − ") : QStringLiteral(" + ");
            else if (a < 0)
                out.terms += QStringLiteral("−");
            out.terms += num(std::abs(a)) + QStringLiteral("·");
            if (d > 3) // which row of W this is, when some are left out
                //: before a row of W in a worked sum: "1·row 3 (0.5, 1)"
                out.terms += LessonText::tr("row %1 ").arg(k + 1);
            out.terms += vec(part(W.row(k)));
        }
        out.columnIndices = cols;
        out.termRows = terms;
        if (terms.empty())
            out.terms = LessonText::tr("0 (every term is 0)");
        if (more > 0)
            //: the rest of a sum: " + … (5 more)" terms
            out.terms += LessonText::tr(" + … (%1 more)").arg(more);
        if (bias)
            out.terms += QStringLiteral(" + %1 %2").arg(biasName, vec(part(*bias)));
        out.result = vec(part(result));
        return out;
    }

    // The rows of W a row of X adds up at the columns `cols`: where x_k ≠ 0 and row k of W is not
    // 0 there.
    std::vector<int> termsOf(const RowVector &x, const Matrix &W, const std::vector<int> &cols)
    {
        std::vector<int> out;
        for (int k = 0; k < int(x.size()); ++k)
            if (x[k] != 0 && !componentsAt(W.row(k), cols).isZero(0))
                out.push_back(k);
        return out;
    }

    // "1" … "n": the rows of W, named as X's columns are (the row of W that X's column k multiplies).
    QStringList rowNumbers(int n)
    {
        QStringList out;
        for (int i = 1; i <= n; ++i)
            out << QString::number(i);
        return out;
    }

    // The rows that get a worked line: all of them up to three, else the first, the query and the last.
    std::vector<int> workedRows(const LessonContext &c)
    {
        std::vector<int> rows;
        if (c.T <= 3) {
            for (int t = 0; t < c.T; ++t)
                rows.push_back(t);
            return rows;
        }
        rows = { 0, c.query, c.T - 1 };
        std::sort(rows.begin(), rows.end());
        rows.erase(std::unique(rows.begin(), rows.end()), rows.end());
        return rows;
    }

    struct Projection {
        QString out; // "Q"
        QString weight; // "W_Q"
        QString bias; // "b_Q"
        QString role; // "query"
        QString purpose; // what it is for
        const Matrix *W;
        const RowVector *b;
        const Matrix *result;
    };

    // The step's conclusion: the rows of a short result, one row of a narrow one, or where a wide
    // row of the selected query is largest.
    QString projectionConclusion(const LessonContext &c, const Projection &p)
    {
        if (c.T <= 4) {
            QStringList rows;
            for (int t = 0; t < c.T; ++t)
                rows << vec(p.result->row(t));
            return LessonText::tr("%1 has rows %2.").arg(p.out, rows.join(numberListSeparator()));
        } else if (p.result->cols() <= kShortVecComponents) { // shortVec writes it whole
            return LessonText::tr("%1 is %2; row %3 is %4.")
                .arg(p.out, dims(c.T, c.dModel))
                .arg(c.query + 1)
                .arg(shortVec(p.result->row(c.query)));
        } else {
            // A wide row: its first entries are often zeros (a one-hot X, one head's slice), so
            // the entries that carry it are quoted — its two largest, with their columns.
            const RowVector r = p.result->row(c.query);
            std::vector<int> cols(static_cast<std::size_t>(r.size()));
            std::iota(cols.begin(), cols.end(), 0);
            std::stable_sort(cols.begin(), cols.end(),
                             [&r](int a, int b) { return std::abs(r[a]) > std::abs(r[b]); });
            QStringList largest;
            for (int j : cols) {
                if (largest.size() == 2 || std::abs(r[j]) < kRoundsToZero)
                    break;
                largest << LessonText::tr("%1 (column %2)").arg(num(r[j])).arg(j + 1);
            }
            const bool restZero = int(r.size()) == int(largest.size())
                || std::abs(r[cols[static_cast<std::size_t>(largest.size())]]) < kRoundsToZero;
            const QString matrix = dims(c.T, c.dModel), row = QString::number(c.query + 1);
            //: joins "0.5 (column 3)" items
            const QString at = largest.join(LessonText::tr(" and "));
            if (largest.isEmpty())
                return LessonText::tr("%1 is %2; row %3 is all 0.").arg(p.out, matrix, row);
            else if (restZero)
                return LessonText::tr("%1 is %2; row %3 is 0 but for %4.").arg(p.out, matrix, row, at);
            else
                return LessonText::tr("%1 is %2; row %3 is largest in size at %4.")
                    .arg(p.out, matrix, row, at);
        }
        return {};
    }

    bool shows(const std::vector<int> &v, int i)
    {
        return std::count(v.begin(), v.end(), i) > 0;
    }

    std::vector<int> merged(std::vector<int> a, const std::vector<int> &b)
    {
        a.insert(a.end(), b.begin(), b.end());
        std::sort(a.begin(), a.end());
        a.erase(std::unique(a.begin(), a.end()), a.end());
        return a;
    }

    // What a projection step shows: the rows and columns of X, W and the result (−1: "…"), the
    // columns its lines and answers use, and its worked lines.
    struct ProjectionLayout {
        std::vector<int> xRows, xCols, wRows, wCols, resCols;
        std::vector<int> common; // the columns every worked line and every answer use
        bool chosen = false; // blocks of the rows and columns that matter (a wide session)
        bool othersZero = true; // the rows of W left out are 0 at the common columns
        bool wide = false; // d_model over six: blocks of chosen rows and columns where they fit
        std::vector<int> rows; // the worked lines' rows of X
        std::vector<Combination> worked;
    };

    ProjectionLayout layoutProjection(const LessonContext &c, const Projection &p, const RowVector *bias)
    {
        ProjectionLayout l;
        const int width = int(p.W->cols());
        const bool wide = l.wide = c.dModel > 6;
        l.xRows = shownIndices(c.T, 6, c.query);
        // Of a wide session the query's largest columns, else the first three that both W and the
        // result show.
        const std::vector<int> wColsPlain = shownIndices(width, width > 4 ? 3 : 4),
                               resColsPlain = shownIndices(width, 4);
        if (wide)
            l.common = rowCombination(c.session.X.row(c.query), *p.W, p.result->row(c.query), bias, p.bias)
                           .columnIndices;
        else
            for (int j : resColsPlain)
                if (j >= 0 && shows(wColsPlain, j) && l.common.size() < 3)
                    l.common.push_back(j);
        l.rows = workedRows(c);
        for (int t : l.rows)
            l.worked.push_back(
                rowCombination(c.session.X.row(t), *p.W, p.result->row(t), bias, p.bias, l.common));
        // The rows of W a wide session's blocks show: where at most four are not 0 at the common
        // columns, those (every row of X can then be worked out); else the query's terms, then
        // each other line's while they fit in four.
        std::vector<int> used = termsOf(RowVector::Ones(c.dModel), *p.W, l.common);
        if (used.size() > 4 || used.empty())
            used = termsOf(c.session.X.row(c.query), *p.W, l.common);
        if (used.size() > 4 || used.empty())
            for (std::size_t k = 0; k < l.rows.size(); ++k)
                if (l.rows[k] == c.query)
                    used = l.worked[k].termRows;
        for (int t : l.rows)
            if (const auto more = merged(used, termsOf(c.session.X.row(t), *p.W, l.common)); more.size() <= 4)
                used = more;
        l.chosen = wide && !l.common.empty() && !used.empty() && used.size() <= 4;
        l.xCols = l.chosen ? withGaps(used, c.dModel, false) : shownIndices(c.dModel, 4);
        l.wRows = l.chosen ? withGaps(used, c.dModel, false) : shownIndices(c.dModel, 5);
        l.wCols = l.chosen ? withGaps(l.common, width, false) : wColsPlain;
        l.resCols = l.chosen ? l.wCols : resColsPlain;
        for (int k = 0; k < c.dModel && l.othersZero; ++k)
            l.othersZero = shows(l.wRows, k) || componentsAt(p.W->row(k), l.common).isZero(0);
        return l;
    }

    // The rows of the result the class can work out from the blocks, each asked at the common
    // columns: a row whose every term (x_t[k] ≠ 0, row k of W not 0 there) has its x_t[k] in X
    // and its row k in W. Their reveal indices by row (−1: given, not asked).
    std::vector<int> askRows(const LessonContext &c, StepModel &s, const Projection &p,
                             const ProjectionLayout &l, const RowVector *bias)
    {
        std::vector<int> revealOfRow(static_cast<std::size_t>(c.T), -1);
        const std::vector<int> columns = int(l.common.size()) == p.W->cols() ? std::vector<int> {} : l.common;
        if (l.wide && !l.chosen) // the blocks show other columns than the lines': nothing to ask
            return revealOfRow;
        // Term k of a row is known when both its numbers are shown, when X shows x_t[k] = 0, or when
        // row k of W is known to be 0 at the common columns (shown so, or said of the rows left out).
        auto wZero = [&](int k) { return componentsAt(p.W->row(k), l.common).isZero(0); };
        for (int t : l.xRows) {
            if (t < 0)
                continue;
            const RowVector x = c.session.X.row(t);
            bool known = true;
            for (int k = 0; k < c.dModel && known; ++k) {
                const bool xShown = shows(l.xCols, k), wShown = shows(l.wRows, k);
                known = (xShown && (x[k] == 0 || wShown)) || (wShown && wZero(k))
                    || (!wShown && l.othersZero && wZero(k));
            }
            if (!known)
                continue;
            const std::vector<int> terms = termsOf(x, *p.W, l.common);
            const RowVector answer = componentsAt(p.result->row(t), l.common);
            Checked asked { p.out, t, std::vector<double>(answer.data(), answer.data() + answer.size()) };
            asked.columns = columns;
            for (int k : l.xCols) // the row's numbers as X shows them, zeros included
                if (k >= 0)
                    asked.inputs.push_back(x[k]);
            for (int k : terms)
                for (int j : l.common)
                    asked.inputs.push_back((*p.W)(k, j));
            if (bias)
                for (int j : l.common)
                    asked.inputs.push_back((*bias)[j]);
            revealOfRow[static_cast<std::size_t>(t)]
                = s.reveal(LessonText::tr("%1 row %2%3")
                               .arg(p.out)
                               .arg(t + 1)
                               .arg(columns.empty() ? QString() : l.worked.front().columns),
                           vec(answer), std::move(asked));
        }
        return revealOfRow;
    }

    void buildProjection(const LessonContext &c, StepModel &s, const Projection &p)
    {
        const bool hasBias = p.b->size() != 0 && !p.b->isZero();
        const RowVector *bias = hasBias ? p.b : nullptr;
        const int width = int(p.W->cols());
        const ProjectionLayout l = layoutProjection(c, p, bias);
        const std::vector<int> revealOfRow = askRows(c, s, p, l, bias);
        const std::vector<int> &xRows = l.xRows, &common = l.common, &rows = l.rows;
        const std::vector<Combination> &worked = l.worked;
        const bool chosen = l.chosen;

        MatrixPanel panel;
        panel.heading = LessonText::tr("%1 = X · %2%3, row by row")
                            .arg(p.out, p.weight, hasBias ? QStringLiteral(" + ") + p.bias : QString());
        // A wide session: of X, W and the result the columns (and rows of W) that the worked lines
        // add up, numbered — the first ones of a one-hot X or a layer's slice are mostly zeros.
        // Q's rows are named once, by X's labels on the same rows. Only the common columns of the
        // rows the page lets the class work out are asked.
        auto resultReveal
            = [&](int i, int j) { return shows(common, j) ? revealOfRow[static_cast<std::size_t>(i)] : -1; };
        if (chosen) {
            panel.terms.push_back(
                { {}, makeBlockOf(QStringLiteral("X"), c.session.X, c.tokens, c.query, {}, xRows, l.xCols) });
            panel.terms.push_back({ QStringLiteral("·"), std::nullopt });
            panel.terms.push_back(
                { {}, makeBlockOf(p.weight, *p.W, rowNumbers(c.dModel), -1, {}, l.wRows, l.wCols) });
            panel.terms.push_back({ QStringLiteral("="), std::nullopt });
            panel.terms.push_back(
                { {}, makeBlockOf(p.out, *p.result, {}, c.query, resultReveal, xRows, l.resCols) });
        } else {
            panel.terms.push_back(
                { {}, makeBlock(QStringLiteral("X"), c.session.X, c.tokens, c.query, {}, 6, 4) });
            panel.terms.push_back({ QStringLiteral("·"), std::nullopt });
            // Elided (more than four columns), W shows three and the result's rows are named once,
            // by X's labels: three matrices of four columns with labels twice do not fit 1280 px.
            const bool elided = width > 4;
            panel.terms.push_back({ {}, makeBlock(p.weight, *p.W, {}, -1, {}, 5, elided ? 3 : 4) });
            panel.terms.push_back({ QStringLiteral("="), std::nullopt });
            panel.terms.push_back(
                { {},
                  makeBlock(p.out, *p.result, c.dModel > 4 || elided ? QStringList() : c.tokens, c.query,
                            resultReveal, 6, 4) });
        }
        for (std::size_t k = 0; k < rows.size(); ++k) {
            const int t = rows[k];
            const Combination &w = worked[k];
            panel.lines.push_back({ LessonText::tr("token %1%2:  %3 =").arg(t + 1).arg(w.columns, w.terms),
                                    { w.result, revealOfRow[static_cast<std::size_t>(t)] },
                                    {} });
        }
        // Said where it lets rows be worked out that have other numbers: the rows left out add 0.
        const auto rowsShown = std::count_if(l.wRows.begin(), l.wRows.end(), [](int k) { return k >= 0; });
        if (l.othersZero && rowsShown < c.dModel && !common.empty())
            panel.lines.push_back(
                { LessonText::tr("the rows of %1 left out are 0%2").arg(p.weight, worked.front().columns),
                  {},
                  {} });
        s.picture = MatricesPicture { { panel } };

        //: %1: W_Q, %2: "query", %3: "what it looks for", %4: " Then b_Q is added to every row." or
        //: nothing, %5: Q, %6: its size, "3 × 2"
        s.caption
            = LessonText::tr(
                  "Each token's row of X times %1 gives its %2, %3: the row's numbers say how much of each "
                  "row of %1 to add up.%4 %5 is %6, like X.")
                  .arg(p.weight, p.role, p.purpose,
                       hasBias ? LessonText::tr(" Then %1 is added to every row.").arg(p.bias) : QString(),
                       p.out, dims(c.T, c.dModel));
        s.conclusion = projectionConclusion(c, p);
        s.fromSession = { QStringLiteral("X"), p.weight, p.out };
        if (hasBias)
            s.fromSession << p.bias;
    }

} // namespace

void buildTitle(const LessonContext &c, StepModel &s)
{
    StatementsPicture p;
    //: the formula of attention; "Attention" is the name of the function
    p.formula = LessonText::tr("Attention(Q, K, V) = softmax(Q·Kᵀ / √d_k) · V");
    QStringList shown;
    for (int t = 0; t < std::min(c.T, 8); ++t)
        shown << c.tokens.value(t);
    QString tokens = shown.join(QStringLiteral(" "));
    if (c.T > 8)
        tokens += LessonText::tr(" … (%1 in all)").arg(thousands(c.T));
    p.lines.push_back({ LessonText::tr("This session: "), { tokens }, {}, Source::Session, false });
    //: %1: the count of tokens, written with thousands separators
    p.lines.push_back({ LessonText::tr("%1 token(s), d_model = %2, %3, so d_k = %4", nullptr, c.T)
                            .arg(thousands(c.T))
                            .arg(c.dModel)
                            .arg(LessonText::tr("%n head(s)", nullptr, c.heads))
                            .arg(c.dK),
                        {},
                        {},
                        Source::Session,
                        false });
    p.lines.push_back(
        { LessonText::tr("Self-attention: queries, keys and values all come from the same tokens."),
          {},
          {},
          Source::Lesson,
          false,
          true });
    p.lines.push_back({ LessonText::tr("We follow %1, in %2.").arg(queryName(c), headName(c)),
                        {},
                        {},
                        Source::Session,
                        false });
    s.picture = p;
    s.caption = LessonText::tr(
        "One operation runs every transformer, and a pencil is enough to compute it. Every "
        "number here comes from the session in the window: change it, and the lesson follows.");
    s.fromSession = { LessonText::tr("the tokens"), LessonText::tr("T, d_model and the heads"),
                      LessonText::tr("the query followed") };
}

void buildInput(const LessonContext &c, StepModel &s)
{
    MatrixPanel panel;
    panel.heading = LessonText::tr("X: the embeddings, one row per token");
    panel.terms.push_back({ {}, makeBlock(QStringLiteral("X"), c.session.X, c.tokens, c.query, {}, 8, 8) });
    for (int t : shownIndices(c.T, 4, c.query))
        if (t >= 0)
            panel.lines.push_back(
                { QStringLiteral("%1 =").arg(tokenName(c, t)), { vec(c.session.X.row(t)) }, {} });
    s.picture = MatricesPicture { { panel } };
    //: %1: the count of tokens, written with thousands separators
    s.caption = LessonText::tr("%1 token(s), each a row of d_model = %2 numbers. Stacked, they make X, a %3 "
                               "matrix (T × d_model).",
                               nullptr, c.T)
                    .arg(thousands(c.T))
                    .arg(c.dModel)
                    .arg(dims(c.T, c.dModel));
    s.fromSession = { LessonText::tr("the tokens and X") };
}

void buildQueries(const LessonContext &c, StepModel &s)
{
    buildProjection(c, s,
                    { QStringLiteral("Q"), QStringLiteral("W_Q"), QStringLiteral("b_Q"),
                      //: the role of a row of Q, in "Each token's row of X times W_Q gives its query, …"
                      LessonText::tr("query"), LessonText::tr("what it looks for"), &c.session.Wq,
                      &c.session.bQ, c.result->Qunrotated.size() ? &c.result->Qunrotated : &c.result->Q });
}

void buildKeys(const LessonContext &c, StepModel &s)
{
    buildProjection(c, s,
                    { QStringLiteral("K"), QStringLiteral("W_K"), QStringLiteral("b_K"),
                      //: the attention key: the role of a row of K
                      LessonText::tr("key"), LessonText::tr("what it offers to be found by"), &c.session.Wk,
                      &c.session.bK, c.result->Kunrotated.size() ? &c.result->Kunrotated : &c.result->K });
}

void buildValues(const LessonContext &c, StepModel &s)
{
    buildProjection(c, s,
                    { QStringLiteral("V"), QStringLiteral("W_V"), QStringLiteral("b_V"),
                      //: the attention value: the role of a row of V
                      LessonText::tr("value"), LessonText::tr("what it hands over once chosen"),
                      &c.session.Wv, &c.session.bV, &c.result->V });
}

namespace {

    // Query i's scores against the shown keys, "2, 1, 3" (", …" when some are not shown).
    // Two decimals when more than four keys are listed, so that two lists fit side by side.
    QString scoreList(const LessonContext &c, const Matrix &Qh, const Matrix &Kh)
    {
        const RowVector scores = headScores(Qh.middleRows(c.query, 1), Kh).row(0); // (T) = (d_k)·(d_k,T)
        QStringList parts;
        for (int j : c.keys)
            parts << num(scores[j], c.keys.size() > 4 ? 2 : 3);
        if (int(c.keys.size()) < c.T)
            parts << QStringLiteral("…");
        return parts.join(numberListSeparator());
    }

    // The shown key (not the query itself) that query i scores highest with these matrices.
    int partnerOf(const LessonContext &c, const Matrix &Qh, const Matrix &Kh)
    {
        int best = -1;
        for (int j : c.keys)
            if (j != c.query
                && (best < 0 || Qh.row(c.query).dot(Kh.row(j)) > Qh.row(c.query).dot(Kh.row(best))))
                best = j;
        return best;
    }

    // "keys 2 and 3 tie at 1", "key 3 scores highest, 3".
    QString bestOf(const LessonContext &c, const RowVector &scores)
    {
        double top = -std::numeric_limits<double>::infinity();
        for (int j : c.keys)
            top = std::max(top, scores[j]);
        QStringList best;
        for (int j : c.keys)
            if (std::abs(scores[j] - top) <= 1e-9 * std::max(1.0, std::abs(top)))
                best << QString::number(j + 1);
        if (best.size() > 1)
            return LessonText::tr("keys %1 and %2 tie at %3")
                .arg(best.mid(0, best.size() - 1).join(QStringLiteral(", ")), best.last(), num(top));
        return LessonText::tr("key %1 scores highest, %2").arg(best.value(0), num(top));
    }

} // namespace

void buildSeparate(const LessonContext &c, StepModel &s)
{
    // The same tokens with W_Q = W_K = W_V = I: every token's query, key and value is its
    // embedding (head h's columns of it). Compared by scores, q·k, before the softmax is taught.
    // (T,d_k); where heads are wider than the embedding (head_dim set apart), its columns past
    // d_model are 0.
    Matrix Xh = Matrix::Zero(c.session.tokenCount(), c.dK);
    const int first = std::min(c.head * c.dK, c.session.dModel());
    const int width = std::min(c.dK, c.session.dModel() - first);
    Xh.leftCols(width) = c.session.X.middleCols(first, width);
    const Matrix Qh = headSlice(c.result->Q, c.head, c.dK),
                 Kh = headSlice(c.result->K, c.result->kvHeadOf(c.head), c.dK);
    const int q = c.query, j = partnerOf(c, Qh, Kh);
    const QString qi = subscript(q + 1), ji = subscript(j + 1);

    MatrixPanel learned;
    //: in "Learned W_Q, W_K (this session, head 2)"
    const QString columns = c.heads > 1 ? LessonText::tr(", head %1").arg(c.head + 1) : QString();
    learned.heading = LessonText::tr("Learned W_Q, W_K (this session%1)").arg(columns);
    learned.source = Source::Session;
    // Where the blocks show the head whole (three columns, or four of at most four tokens: more
    // would not fit 1280 × 720), the scores are asked; else they are given.
    const int cols = c.dK == 4 && c.T <= 4 ? 4 : 3;
    const std::vector<int> rowsShown = shownIndices(c.T, 4, q);
    const bool workable = c.dK <= cols && j >= 0 && std::count(rowsShown.begin(), rowsShown.end(), j) > 0;
    learned.terms.push_back({ {}, makeBlock(QStringLiteral("Q"), Qh, c.tokens, q, {}, 4, cols) });
    learned.terms.push_back({ {}, makeBlock(QStringLiteral("K"), Kh, {}, -1, {}, 4, cols) });
    // The lists are asked where every key they name is on the page, whole; else given.
    const bool listWorkable = c.dK <= cols && std::all_of(c.keys.begin(), c.keys.end(), [&](int k) {
                                  return std::count(rowsShown.begin(), rowsShown.end(), k) > 0;
                              });
    auto listAnswer = [&](const QString &what, const Matrix &A, const Matrix &B) {
        if (!listWorkable)
            return Num { scoreList(c, A, B) };
        Checked from = withInputs({}, A.row(q));
        for (int k : c.keys)
            from = withInputs(std::move(from), B.row(k));
        return s.answer(what, scoreList(c, A, B), std::move(from));
    };
    learned.lines.push_back({ QStringLiteral("q%1·k:").arg(qi),
                              listAnswer(LessonText::tr("learned scores of query %1").arg(q + 1), Qh, Kh),
                              {} });
    MatrixPanel same;
    same.heading = QStringLiteral("W_Q = W_K = W_V = I%1").arg(columns);
    same.source = Source::Lesson;
    same.terms.push_back({ {}, makeBlock(QStringLiteral("Q = K = V = X"), Xh, c.tokens, q, {}, 4, cols) });
    same.lines.push_back(
        { QStringLiteral("x%1·x:").arg(qi), listAnswer(LessonText::tr("scores with W = I"), Xh, Xh), {} });
    if (j >= 0) {
        const double learnedScore = Qh.row(q).dot(Kh.row(j)), identityScore = Xh.row(q).dot(Xh.row(j));
        learned.lines.push_back(
            { QStringLiteral("q%1·k%2 =").arg(qi, ji),
              workable ? s.answer(
                  QStringLiteral("q%1·k%2").arg(qi, ji), num(learnedScore),
                  withInputs(
                      withInputs(rowChecked(c, QStringLiteral("learned_score"), j, learnedScore), Qh.row(q)),
                      Kh.row(j)))
                       : Num { num(learnedScore) },
              QStringLiteral("   (q%1·k%2 = %3)").arg(ji, qi, num(Qh.row(j).dot(Kh.row(q)))) });
        same.lines.push_back(
            { QStringLiteral("x%1·x%2 = x%2·x%1 =").arg(qi, ji),
              workable ? s.answer(
                  QStringLiteral("x%1·x%2").arg(qi, ji), num(identityScore),
                  withInputs(withInputs(rowChecked(c, QStringLiteral("identity_score"), j, identityScore),
                                        Xh.row(q)),
                             Xh.row(j)))
                       : Num { num(identityScore) },
              {} });
    }
    s.picture = MatricesPicture { { learned, same } };

    s.caption
        = LessonText::tr(
              "What makes a token a good match is not what it should pass on. Compare the scores q·k of "
              "%1 (no softmax yet) with learned matrices and with W = I, where query, key and value are "
              "the embedding itself.")
              .arg(queryName(c));
    const RowVector identity = headScores(Xh.middleRows(q, 1), Xh).row(0); // (T) with W = I
    const RowVector trained = headScores(Qh.middleRows(q, 1), Kh).row(0); // (T) learned
    s.conclusion
        = LessonText::tr(
              "With W = I a score is the overlap of two embeddings (here %1) and symmetric: a scores b as "
              "b scores a, so a token looks for what it is. Learned W_Q and W_K need not agree (here "
              "%2%3). W_V decides what a chosen token hands over.")
              .arg(bestOf(c, identity), bestOf(c, trained),
                   j < 0 ? QString()
                         //: follows "key 3 scores highest, 2" inside the parentheses of "(here %2%3)"
                         : LessonText::tr("; q%1·k%2 = %3 but q%2·k%1 = %4")
                               .arg(qi, ji, num(trained[j]), num(Qh.row(j).dot(Kh.row(q)))));
    s.fromSession = { QStringLiteral("X, Q, K"), LessonText::tr("the scores of %1").arg(queryName(c)) };
    s.lessonConstants = { LessonText::tr("W_Q = W_K = W_V = I on the right, for comparison") };
}

} // namespace attn::lesson
