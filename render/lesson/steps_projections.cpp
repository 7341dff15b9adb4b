// The lesson's first section: the input, and Q, K, V as row-by-row products — and why three
// separate matrices rather than one.
#include "stepbuilders.h"

#include "core/softmax.h"
#include "render/notation.h"

#include <algorithm>

namespace attn::lesson {

namespace {

    // "1·(1, 0) + 1·(1, 1)": a row of X as a combination of the rows of W, as the lesson writes
    // token 3's query; long rows are cut after three terms.
    QString rowCombination(const RowVector &x, const Matrix &W, bool hasBias, const QString &biasName)
    {
        const int d = int(x.size());
        const int shown = std::min(d, 3);
        QString out;
        for (int k = 0; k < shown; ++k) {
            const double a = x[k];
            if (k > 0)
                out += a < 0 ? QStringLiteral(" − ") : QStringLiteral(" + ");
            else if (a < 0)
                out += QStringLiteral("−");
            out += num(std::abs(a)) + QStringLiteral("·") + formatVector(W.row(k), 3, 3, false);
        }
        if (shown < d)
            out += QStringLiteral(" + … (%1 more)").arg(d - shown);
        if (hasBias)
            out += QStringLiteral(" + ") + biasName;
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

    void buildProjection(const LessonContext &c, StepModel &s, const Projection &p)
    {
        const bool hasBias = p.b->size() != 0 && !p.b->isZero();
        // One answer per row of the result shown: the class works the rows out.
        std::vector<int> revealOfRow(static_cast<std::size_t>(c.T), -1);
        const std::vector<int> shown = shownIndices(c.T, 6, c.query);
        for (int t : shown)
            if (t >= 0)
                revealOfRow[static_cast<std::size_t>(t)]
                    = s.reveal(QStringLiteral("%1 row %2").arg(p.out).arg(t + 1), vec(p.result->row(t)));

        MatrixPanel panel;
        panel.heading = QStringLiteral("%1 = X · %2%3, row by row")
                            .arg(p.out, p.weight, hasBias ? QStringLiteral(" + ") + p.bias : QString());
        panel.terms.push_back(
            { {}, makeBlock(QStringLiteral("X"), c.session.X, c.tokens, c.query, {}, 6, 5) });
        panel.terms.push_back({ QStringLiteral("·"), std::nullopt });
        panel.terms.push_back({ {}, makeBlock(p.weight, *p.W, {}, -1, {}, 5, 5) });
        panel.terms.push_back({ QStringLiteral("="), std::nullopt });
        panel.terms.push_back(
            { {},
              makeBlock(
                  p.out, *p.result, c.tokens, c.query,
                  [&](int i, int) { return revealOfRow[static_cast<std::size_t>(i)]; }, 6, 5) });
        for (int t : workedRows(c))
            panel.lines.push_back({ QStringLiteral("token %1:  %2 =")
                                        .arg(t + 1)
                                        .arg(rowCombination(c.session.X.row(t), *p.W, hasBias, p.bias)),
                                    { vec(p.result->row(t)), revealOfRow[static_cast<std::size_t>(t)] },
                                    {} });
        s.picture = MatricesPicture { { panel } };

        s.caption
            = QStringLiteral(
                  "Each token's row of X times %1 gives its %2, %3: the row's numbers say how much of each "
                  "row of %1 to add up.%4 %5 is %6, like X.")
                  .arg(p.weight, p.role, p.purpose,
                       hasBias ? QStringLiteral(" Then %1 is added to every row.").arg(p.bias) : QString(),
                       p.out, dims(c.T, c.dModel));
        if (c.T <= 4) {
            QStringList rows;
            for (int t = 0; t < c.T; ++t)
                rows << vec(p.result->row(t));
            s.conclusion = QStringLiteral("%1 has rows %2.").arg(p.out, rows.join(QStringLiteral(", ")));
        } else {
            s.conclusion = QStringLiteral("%1 is %2; row %3 is %4.")
                               .arg(p.out, dims(c.T, c.dModel))
                               .arg(c.query + 1)
                               .arg(vec(p.result->row(c.query)));
        }
        s.fromSession = { QStringLiteral("X"), p.weight, p.out };
        if (hasBias)
            s.fromSession << p.bias;
    }

} // namespace

void buildTitle(const LessonContext &c, StepModel &s)
{
    StatementsPicture p;
    p.formula = QStringLiteral("Attention(Q, K, V) = softmax(Q·Kᵀ / √d_k) · V");
    QStringList shown;
    for (int t = 0; t < std::min(c.T, 8); ++t)
        shown << c.tokens.value(t);
    QString tokens = shown.join(QStringLiteral(" "));
    if (c.T > 8)
        tokens += QStringLiteral(" … (%1 in all)").arg(thousands(c.T));
    p.lines.push_back({ QStringLiteral("This session: "), { tokens }, {}, Source::Session, false });
    p.lines.push_back({ QStringLiteral("%1, d_model = %2, %3, so d_k = %4")
                            .arg(plural(c.T, QStringLiteral("token")))
                            .arg(c.dModel)
                            .arg(plural(c.heads, QStringLiteral("head")))
                            .arg(c.dK),
                        {},
                        {},
                        Source::Session,
                        false });
    p.lines.push_back({ QStringLiteral("We follow %1, in %2.").arg(queryName(c), headName(c)),
                        {},
                        {},
                        Source::Session,
                        false });
    s.picture = p;
    s.caption = QStringLiteral(
        "One operation runs every transformer, and a pencil is enough to compute it. Every "
        "number here comes from the session in the window: change it, and the lesson follows.");
    s.fromSession = { QStringLiteral("the tokens"), QStringLiteral("T, d_model and the heads"),
                      QStringLiteral("the query followed") };
}

void buildInput(const LessonContext &c, StepModel &s)
{
    MatrixPanel panel;
    panel.heading = QStringLiteral("X: the embeddings, one row per token");
    panel.terms.push_back({ {}, makeBlock(QStringLiteral("X"), c.session.X, c.tokens, c.query, {}, 8, 8) });
    for (int t : shownIndices(c.T, 4, c.query))
        if (t >= 0)
            panel.lines.push_back(
                { QStringLiteral("%1 =").arg(tokenName(c, t)), { vec(c.session.X.row(t)) }, {} });
    s.picture = MatricesPicture { { panel } };
    s.caption
        = QStringLiteral(
              "%1, each a row of d_model = %2 numbers. Stacked, they make X, a %3 matrix (T × d_model).")
              .arg(plural(c.T, QStringLiteral("token")))
              .arg(c.dModel)
              .arg(dims(c.T, c.dModel));
    s.fromSession = { QStringLiteral("the tokens and X") };
}

void buildQueries(const LessonContext &c, StepModel &s)
{
    buildProjection(c, s,
                    { QStringLiteral("Q"), QStringLiteral("W_Q"), QStringLiteral("b_Q"),
                      QStringLiteral("query"), QStringLiteral("what it looks for"), &c.session.Wq,
                      &c.session.bQ, &c.result->Q });
}

void buildKeys(const LessonContext &c, StepModel &s)
{
    buildProjection(c, s,
                    { QStringLiteral("K"), QStringLiteral("W_K"), QStringLiteral("b_K"),
                      QStringLiteral("key"), QStringLiteral("what it offers to be found by"), &c.session.Wk,
                      &c.session.bK, &c.result->K });
}

void buildValues(const LessonContext &c, StepModel &s)
{
    buildProjection(c, s,
                    { QStringLiteral("V"), QStringLiteral("W_V"), QStringLiteral("b_V"),
                      QStringLiteral("value"), QStringLiteral("what it hands over once chosen"),
                      &c.session.Wv, &c.session.bV, &c.result->V });
}

void buildSeparate(const LessonContext &c, StepModel &s)
{
    // The same tokens with W_Q = W_K = W_V = I: every token's query, key and value is its
    // embedding (head h's columns of it).
    const Matrix Xh = headSlice(c.session.X, c.head, c.dK); // (T,d_k)
    std::vector<bool> blocked(static_cast<std::size_t>(c.T));
    for (int j = 0; j < c.T; ++j)
        blocked[static_cast<std::size_t>(j)] = c.row.reasons[static_cast<std::size_t>(j)] != NotBlocked;
    const RowVector scores = Xh.row(c.query) * Xh.transpose(); // (T) = (d_k)·(d_k,T)
    const SoftmaxSteps identity = softmaxSteps(scores * c.result->scale, blocked);
    const RowVector identityOut = identity.weights * Xh; // (d_k) = (T)·(T,d_k)

    MatrixPanel learned;
    learned.heading = QStringLiteral("Learned W_Q, W_K, W_V (this session)");
    learned.source = Source::Session;
    learned.terms.push_back({ {}, makeBlock(QStringLiteral("Q"), c.result->Q, c.tokens, c.query, {}, 4, 3) });
    learned.terms.push_back({ {}, makeBlock(QStringLiteral("K"), c.result->K, {}, -1, {}, 4, 3) });
    learned.terms.push_back({ {}, makeBlock(QStringLiteral("V"), c.result->V, {}, -1, {}, 4, 3) });
    learned.lines.push_back({ QStringLiteral("weights of query %1:").arg(c.query + 1),
                              { weightList(c, c.row.softmax.weights) },
                              {} });
    learned.lines.push_back({ QStringLiteral("output:"), { vec(c.row.output) }, {} });

    MatrixPanel same;
    same.heading = QStringLiteral("W_Q = W_K = W_V = I");
    same.source = Source::Lesson;
    same.terms.push_back(
        { {}, makeBlock(QStringLiteral("Q = K = V = X"), c.session.X, c.tokens, c.query, {}, 4, 3) });
    same.lines.push_back({ QStringLiteral("weights of query %1:").arg(c.query + 1),
                           s.answer(QStringLiteral("weights with W = I"), weightList(c, identity.weights)),
                           {} });
    same.lines.push_back(
        { QStringLiteral("output:"), s.answer(QStringLiteral("output with W = I"), vec(identityOut)), {} });
    s.picture = MatricesPicture { { learned, same } };

    s.caption
        = QStringLiteral(
              "What makes a token a good match is not what it should pass on. Compare %1 with learned "
              "matrices and with W = I for all three, where query, key and value are the embedding itself.")
              .arg(queryName(c));
    auto top = [](const RowVector &w) {
        Eigen::Index j = 0;
        w.maxCoeff(&j);
        return int(j);
    };
    if (c.row.softmax.fullyMasked) {
        s.conclusion = QStringLiteral("Every key of %1 is blocked, so neither version attends anywhere.")
                           .arg(queryName(c));
    } else {
        const int a = top(c.row.softmax.weights), b = top(identity.weights);
        s.conclusion
            = QStringLiteral(
                  "With W = I a query can only look for tokens like itself (here key %1, %2); learned "
                  "matrices send it to key %3 (%4). Three matrices decouple what to ask, what to offer "
                  "and what to hand over.")
                  .arg(b + 1)
                  .arg(num(identity.weights[b]))
                  .arg(a + 1)
                  .arg(num(c.row.softmax.weights[a]));
    }
    if (c.heads > 1)
        s.caption += QStringLiteral(" (Head %1's columns.)").arg(c.head + 1);
    s.fromSession
        = { QStringLiteral("X, Q, K, V"), QStringLiteral("the weights and output of %1").arg(queryName(c)) };
    s.lessonConstants = { QStringLiteral("W_Q = W_K = W_V = I on the right, for comparison") };
}

} // namespace attn::lesson
