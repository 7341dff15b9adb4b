// The next lesson's first steps, after the recap: the transformer block around the attention
// (core/block.h) — where attention sits, the residual add and LayerNorm of one row, the MLP of
// that row and back to the stream. A session that carries a block (a GPT-2 layer taken from a
// model) works them out with its own numbers; the others get the picture of the block and are
// told where to find one.
#include "stepbuilders.h"

#include "core/block.h"
#include "render/notation.h"
#include "render/rendertext.h"

#include <QString>

#include <algorithm>
#include <cmath>
#include <numeric>

namespace attn::lesson {

namespace {

    // What the block steps share: the block, and every stage of it on the selected query's row.
    struct BlockRow {
        const TransformerBlock *block = nullptr;
        BlockPass pass; // one row each
    };

    BlockRow blockRow(const LessonContext &c)
    {
        BlockRow r;
        r.block = c.session.liveBlock();
        if (!r.block || !c.result || c.result->output.rows() != c.T)
            return BlockRow {};
        const Matrix x = r.block->residualIn.row(c.query), a = c.result->output.row(c.query);
        r.pass = runBlock(*r.block, x, a);
        return r;
    }

    // Why a step of the block is not shown, and where a session with one comes from.
    QString noBlock(const LessonContext &c)
    {
        if (c.session.block)
            return LessonText::tr(
                "This session's tokens or embeddings were edited since its layer was taken from the model, "
                "so the rest of the block no longer belongs to them. Undo the edit to bring it back.");
        return LessonText::tr(
            "This session is the attention alone. A GPT-2 layer taken from a model carries the rest of its "
            "block: open a model folder (File ▸ Open Model…) and choose Edit Layer N in the Tables, or write "
            "one with attention-lab model DIR --text … --layer L --session-out layer.json.");
    }

    // Weights of the attention: W_Q, W_K, W_V, W_O and their biases.
    qint64 attentionWeights(const Session &s)
    {
        auto n = [](const auto &m) { return qint64(m.size()); };
        return n(s.Wq) + n(s.Wk) + n(s.Wv) + n(s.Wo) + n(s.bQ) + n(s.bK) + n(s.bV) + n(s.bO);
    }

    // A row as a one-row block for an equation, elided to its first columns.
    MatrixBlock rowBlock(const QString &name, const RowVector &row, const QString &label, int columns = 3)
    {
        return makeBlock(name, Matrix(row), label.isEmpty() ? QStringList() : QStringList { label }, -1, {},
                         1, columns);
    }

    // √(Σ v²): how far a row reaches, for comparing what each sub-layer adds.
    QString length(const RowVector &v)
    {
        return num(v.norm());
    }

} // namespace

void buildBlock(const LessonContext &c, StepModel &s)
{
    const BlockRow r = blockRow(c);
    StatementsPicture p;
    p.formula = QStringLiteral("h = x + Attention(LN₁(x)),   y = h + MLP(LN₂(h))");
    if (!r.block) {
        p.lines.push_back(
            { LessonText::tr("x is the residual stream: each token's row, carried from block to block"),
              {},
              {},
              Source::Lesson,
              false,
              true });
        p.lines.push_back({ LessonText::tr("each sub-layer reads a normed copy and adds its answer back"),
                            {},
                            {},
                            Source::Lesson,
                            false,
                            true });
        //: a line cut by a number: "this session's attention has" 12 " weights"
        p.lines.push_back({ LessonText::tr("this session's attention has"),
                            { thousands(attentionWeights(c.session)) },
                            //: after a number: "… has 12 weights" (parameters); keep the space in front
                            LessonText::tr(" weights"),
                            Source::Session,
                            true });
        const qint64 d = c.dModel;
        //: followed by a number: how many weights (parameters) the MLP has
        p.lines.push_back({ LessonText::tr("GPT-2's MLP for d_model %1, %1 → %2 → %1, has").arg(d).arg(4 * d),
                            { thousands(8 * d * d + 5 * d) },
                            {},
                            Source::Lesson });
        s.picture = p;
        s.caption = LessonText::tr("Attention is one half of a transformer block. %1").arg(noBlock(c));
        s.fromSession = { LessonText::tr("the attention's weight count") };
        return;
    }
    const TransformerBlock &b = *r.block;
    const qint64 d = c.dModel, I = b.width();
    const qint64 mlp = 2 * d * I + I + d, norms = 4 * d;
    //: followed by the shape of x, "3 × 768"
    p.lines.push_back({ LessonText::tr("x, the stream entering this block:"),
                        { dims(c.T, d) },
                        //: after the shape of x (keep the space in front)
                        LessonText::tr(" — LN₁(x) is the X the lesson worked with"),
                        Source::Session });
    //: followed by a count of weights (parameters)
    p.lines.push_back({ LessonText::tr("the attention's weights:"),
                        { thousands(attentionWeights(c.session)) },
                        {},
                        Source::Session });
    //: "the MLP's (weights)", followed by a count of weights (parameters)
    p.lines.push_back(
        { LessonText::tr("the MLP's, d_model %1 → %2 → %1:").arg(d).arg(I),
          { thousands(mlp) },
          //: after the MLP's weight count: %1 weights more in the two LayerNorms (keep the space)
          LessonText::tr(" (and %1 in the two norms)").arg(thousands(norms)),
          Source::Session,
          true });
    p.lines.push_back(
        { LessonText::tr("for %1: |x| = %2, the attention adds |a| = %3, the MLP |m| =")
              .arg(queryName(c), length(r.block->residualIn.row(c.query)), length(r.pass.attention.row(0))),
          { length(r.pass.mlp.row(0)) },
          {},
          Source::Session });
    p.lines.push_back({ LessonText::tr("nothing in the block replaces the stream: each half adds to it"),
                        {},
                        {},
                        Source::Lesson,
                        false,
                        true });
    s.picture = p;
    s.caption = LessonText::tr(
                    "This session is a layer of a real model: the attention the lesson worked out is one "
                    "half of its block. Before it, LayerNorm; after it, the residual add; then a second "
                    "LayerNorm and an MLP %1 units wide, added to the stream too.")
                    .arg(thousands(I));
    s.fromSession = { LessonText::tr("the block's sizes and weight counts"),
                      LessonText::tr("the lengths of %1's rows").arg(queryName(c)) };
}

void buildResidualNorm(const LessonContext &c, StepModel &s)
{
    const BlockRow r = blockRow(c);
    const int d = c.dModel;
    s.picture = MatricesPicture {};
    if (!r.block && c.session.block) { // a layer's block left behind by an edit: not a stand-in
        s.caption = LessonText::tr("The residual add and LayerNorm of one row, with the layer's own block.");
        s.fromSession = { LessonText::tr("the block of the layer") };
        s.unavailable = noBlock(c);
        return;
    }
    // Without a block of its own the session stands in as the original (post-norm) transformer
    // did it, LN(x + attention(x)): its X is the stream, the norm's weights at their start.
    const RowVector x
        = r.block ? RowVector(r.block->residualIn.row(c.query)) : RowVector(c.session.X.row(c.query));
    const RowVector a = c.result ? RowVector(c.result->output.row(c.query)) : RowVector::Zero(d);
    const RowVector h = x + a;
    const RowVector gamma = r.block ? r.block->norm2Gamma : RowVector::Ones(d);
    const RowVector beta = r.block ? r.block->norm2Beta : RowVector::Zero(d);
    const double eps = r.block ? r.block->eps : 1e-5;
    const RowNorm n = normRow(h, gamma, beta, eps);
    const QString row = quoted(c.tokens.value(c.query));
    const QString lnName = r.block ? QStringLiteral("LN₂") : QStringLiteral("LN");
    // Every number of h on the slide (and the layer's own block): the class works μ and σ² out.
    const bool asked = r.block && d <= 4;
    MatricesPicture p;
    MatrixPanel add;
    add.terms = { { {}, rowBlock(r.block ? QStringLiteral("x") : QStringLiteral("X"), x, row) },
                  { QStringLiteral("+"), {} },
                  // the name over a row: the attention's output for this token
                  { {}, rowBlock(LessonText::tr("attention"), a, {}) },
                  { QStringLiteral("="), {} },
                  { {}, rowBlock(QStringLiteral("h"), h, {}, asked ? d : 3) } };

    // One panel, the norm's lines under the add: it fits a worksheet's narrow page too.
    MatrixPanel &norm = add;
    add.heading = LessonText::tr("the residual add, then %1(h) with ε = %2, %3")
                      .arg(lnName, formatNumber(eps, 1), queryName(c));
    // Enough decimals that h − μ keeps three figures where the row is nearly flat (the lesson's).
    const int digits = n.denominator < 0.1 ? std::min(6, 2 + int(std::ceil(-std::log10(n.denominator)))) : 3;
    const QString q = QStringLiteral("block.q%1.").arg(c.query);
    norm.lines.push_back({ LessonText::tr("μ = the mean of h's %1 numbers =").arg(d),
                           asked ? s.answer(QStringLiteral("μ"), num(n.mean),
                                            withInputs({ q + QStringLiteral("ln_mean"), -1, { n.mean } }, h))
                                 : Num { num(n.mean, digits) },
                           {} });
    norm.lines.push_back(
        { LessonText::tr("σ² = the mean of (h − μ)² ="),
          asked
              ? s.answer(QStringLiteral("σ²"), num(n.variance),
                         withInputs(withInputs({ q + QStringLiteral("ln_variance"), -1, { n.variance } }, h),
                                    { n.mean }))
              : Num { num(n.variance) },
          {} });
    norm.lines.push_back({ QStringLiteral("√(σ² + ε) ="), { num(n.denominator, digits) }, {} });
    // The first numbers, and the one furthest from the mean (where a real stream's outliers are).
    Eigen::Index far = 0;
    n.centred.cwiseAbs().maxCoeff(&far);
    std::vector<int> shown;
    for (int j = 0; j < std::min(d, 2); ++j)
        shown.push_back(j);
    if (std::find(shown.begin(), shown.end(), int(far)) == shown.end())
        shown.push_back(int(far));
    // "h − μ" as the board writes it: (−3.592 + 0.346) for a negative μ, not "− −0.346".
    const QString minusMean = n.mean < 0 ? QStringLiteral("+ %1").arg(num(-n.mean, digits))
                                         : QStringLiteral("− %1").arg(num(n.mean, digits));
    for (int j : shown)
        norm.lines.push_back(
            { r.block ? QStringLiteral("h%1: (%2 %3) ÷ %4 · %5 %6 =")
                            .arg(subscript(j + 1))
                            .arg(num(h[j], digits), minusMean, num(n.denominator, digits), num(gamma[j]),
                                 beta[j] < 0 ? QStringLiteral("− %1").arg(num(-beta[j]))
                                             : QStringLiteral("+ %1").arg(num(beta[j])))
                      : QStringLiteral("h%1: (%2 %3) ÷ %4 =")
                            .arg(subscript(j + 1))
                            .arg(num(h[j], digits), minusMean, num(n.denominator, digits)),
              { num(n.out[j]) },
              //: after a worked line's result: this column is furthest from the mean μ (keep the spaces)
              int(far) == j && d > 2 ? LessonText::tr("  the furthest from μ") : QString() });
    norm.lines.push_back({ lnName + QStringLiteral("(h) ="), { vec(n.out) }, {} });
    p.panels.push_back(add);
    s.picture = p;
    if (r.block) {
        s.caption = LessonText::tr(
                        "First the attention's answer is added to the stream: h = x + attention. Then "
                        "LayerNorm makes the row of %1 mean 0 and spread 1 — subtract μ, divide by "
                        "√(σ² + ε) — and scales each column by γ and shifts it by β, the norm's weights.")
                        .arg(queryName(c));
        s.fromSession = { LessonText::tr("the stream x, the attention's output and LN₂'s γ and β") };
    } else {
        s.caption = LessonText::tr(
                        "The original transformer added attention's answer to its input and normalised "
                        "the sum: LN(X + attention). LayerNorm makes the row of %1 mean 0 and spread 1 — "
                        "subtract μ, divide by √(σ² + ε). A trained norm then scales each column by γ "
                        "and shifts it by β; here γ = 1 and β = 0, as a norm starts.")
                        .arg(queryName(c));
        if (d == 2) // the lesson's own size: what is left of two numbers
            s.caption += LessonText::tr(" With two numbers only their order is left: ±%1.")
                             .arg(num(std::abs(n.scaled[0])));
        s.fromSession = { LessonText::tr("X and the attention's output of %1").arg(queryName(c)) };
        s.lessonConstants = { LessonText::tr("γ = 1, β = 0 and ε = 10⁻⁵: a norm's weights before training") };
    }
    if (asked)
        s.conclusion
            = LessonText::tr("μ = %1 and σ² = %2: each column of h is moved by %3 and divided by %4.")
                  .arg(num(n.mean), num(n.variance),
                       n.mean > 0 ? QStringLiteral("−%1").arg(num(n.mean))
                                  : QStringLiteral("+%1").arg(num(-n.mean)),
                       num(n.denominator));
}

void buildMlp(const LessonContext &c, StepModel &s)
{
    const BlockRow r = blockRow(c);
    s.picture = MatricesPicture {}; // (empty while the step says what it lacks)
    s.caption
        = LessonText::tr("The second half of the block: an MLP on each row alone, added to the stream.");
    s.fromSession = { LessonText::tr("W_in, b_in, W_out and b_out of the block, and the row h") };
    if (!r.block) {
        s.unavailable = noBlock(c);
        return;
    }
    const TransformerBlock &b = *r.block;
    const QString row = quoted(c.tokens.value(c.query));
    const RowVector hidden = r.pass.hidden.row(0), act = r.pass.activated.row(0);
    const int I = b.width();
    // The units that say most: the three largest, and the smallest (gelu nearly shuts it when it is
    // well below 0).
    std::vector<int> order(static_cast<std::size_t>(I));
    std::iota(order.begin(), order.end(), 0);
    std::sort(order.begin(), order.end(), [&](int i, int j) { return hidden[i] > hidden[j]; });
    std::vector<int> units(order.begin(), order.begin() + std::min(I, 3));
    if (I > 3)
        units.push_back(order.back());
    std::vector<int> columns = units;
    std::sort(columns.begin(), columns.end());

    // One panel: the hidden units that say most, through gelu, then back down and into the stream.
    MatrixPanel up;
    up.heading = LessonText::tr("LN₂(h) · W_in + b_in: %1 hidden units, %2").arg(thousands(I), queryName(c));
    up.terms = { { {},
                   //: the name of a row of numbers: the MLP's hidden units
                   makeBlockOf(LessonText::tr("hidden"), Matrix(hidden), { row }, -1, {}, { 0 },
                               withGaps(columns, I, false)) } };
    const QString q = QStringLiteral("block.q%1.").arg(c.query);
    for (std::size_t k = 0; k < units.size(); ++k) {
        const int u = units[k];
        const bool asked = k == 0;
        //: a hidden unit (neuron) of the MLP
        up.lines.push_back(
            { LessonText::tr("unit %1: gelu(%2) =").arg(u + 1).arg(num(hidden[u])),
              asked ? s.answer(QStringLiteral("gelu(%1)").arg(num(hidden[u])), num(act[u]),
                               { q + QStringLiteral("gelu"), -1, { act[u] }, { hidden[u] } })
                    : Num { num(act[u]) },
              //: after gelu's result: the unit is nearly switched off (keep the space in front)
              hidden[u] < -2 ? LessonText::tr("  nearly shut")
                  //: after gelu's result: the unit is let through, made smaller (keep the space in front)
                  : hidden[u] < 0 ? LessonText::tr("  damped")
                                  : QString() });
    }
    const auto open = std::count_if(act.data(), act.data() + I, [](double v) { return v > 0; });
    up.lines.push_back({ LessonText::tr("units gelu lets through (> 0):"),
                         //: a count of hidden units: "1,432 of 3,072"
                         { LessonText::tr("%1 of %2").arg(thousands(double(open)), thousands(I)) },
                         {} });
    up.lines.push_back({ QStringLiteral("m = gelu(…) · W_out + b_out ="), { vec(r.pass.mlp.row(0)) }, {} });
    up.lines.push_back(
        { QStringLiteral("y = h + m ="),
          { vec(r.pass.residualOut.row(0)) },
          //: after the row y: y is what the next transformer block reads (keep the space in front)
          LessonText::tr("  what the next block reads") });
    MatricesPicture p;
    p.panels.push_back(up);
    s.picture = p;
    s.caption = LessonText::tr(
                    "The MLP works on each row alone: the normed row of %1 is widened to %2 hidden "
                    "units, each through gelu(x) = ½·x·(1 + tanh(0.798·(x + 0.0447·x³))) — large ones "
                    "pass, negative ones are damped or shut — then brought back to d_model %3 and added to "
                    "the stream.")
                    .arg(queryName(c), thousands(I))
                    .arg(c.dModel);
    s.conclusion = LessonText::tr("gelu(%1) = %2: gelu(x) ≈ x·Φ(x), Φ the chance that a standard normal "
                                  "number is below x — near x for a large x, near 0 for a very negative one.")
                       .arg(num(hidden[units.front()]), num(act[units.front()]));
    s.fromSession = { LessonText::tr("W_in, b_in, W_out and b_out of the block, and the row h") };
}

} // namespace attn::lesson
