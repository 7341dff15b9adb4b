// Multi-head attention: the width cut into heads, concat and a W_O that really mixes them, the
// shapes with a batch of two padded sentences, the parameter count, and the two classic bugs.
#include "stepbuilders.h"

#include "core/fast_attention.h"
#include "render/notation.h"
#include "render/rendertext.h"

#include <algorithm>

namespace attn::lesson {

namespace {

    // The smallest head count above 1 that divides d_model; 0 when there is none (d_model 1).
    int smallestSplit(int dModel)
    {
        for (int h = 2; h <= dModel; ++h)
            if (dModel % h == 0)
                return h;
        return 0;
    }

    // W_O = I + ½·P, where P sends each head's column c to the next head's column c: every output
    // column then takes from two heads, so output ≠ concat.
    Matrix mixingWo(int dModel, int heads)
    {
        const int dk = dModel / heads;
        Matrix W = Matrix::Identity(dModel, dModel);
        for (int h = 0; h < heads; ++h)
            for (int col = 0; col < dk; ++col)
                W(h * dk + col, ((h + 1) % heads) * dk + col) += 0.5;
        return W;
    }

    // The head of each column a block shows (its column labels count from 1; an elided one is −1).
    std::vector<int> groupsOf(const MatrixBlock &b, int dk)
    {
        std::vector<int> groups;
        for (const QString &label : b.colLabels)
            groups.push_back(label.isEmpty() ? -1 : (label.toInt() - 1) / std::max(1, dk));
        return groups;
    }

    // A copy of the session split into at least two heads, computed: for pictures that need heads to
    // mix or to scramble. `changed` says whether the split is the picture's and not the session's.
    struct Split {
        Session session;
        std::shared_ptr<const AttentionResult> result;
        bool changed = false;
    };
    std::optional<Split> twoOrMoreHeads(const LessonContext &c)
    {
        Split out;
        out.session = c.session;
        out.result = c.result;
        if (c.heads >= 2)
            return out;
        const int h = smallestSplit(c.dModel);
        if (h == 0 || c.session.hasModernKeys()) // today's keys fix the heads in the matrices' widths
            return std::nullopt;
        out.session.numHeads = h;
        if (!validate(out.session).empty())
            return std::nullopt;
        out.result = std::make_shared<const AttentionResult>(*computeAttentionFast(out.session));
        out.changed = true;
        return out;
    }

} // namespace

void buildSplit(const LessonContext &c, StepModel &s)
{
    ShapesPicture p;
    p.splits.push_back({ QStringLiteral("d_model = 512, h = 8"), Source::Lesson, 512, 8,
                         s.answer(QStringLiteral("d_k = 512 / 8"), QStringLiteral("64")) });
    p.splits.push_back({ LessonText::tr("this session: d_model = %1, h = %2").arg(c.dModel).arg(c.heads),
                         Source::Session,
                         c.dModel,
                         c.heads,
                         { QString::number(c.dK) } });
    s.picture = p;
    s.caption = LessonText::tr(
        "One softmax per token must compromise between grammar, neighbours and distant references. Several "
        "smaller attentions need not: the width is cut into h slices, and each head works with its own "
        "d_k = d_model / h columns of Q, K and V.");
    s.conclusion = LessonText::tr("512 / 8 = 64 columns per head; this session: %1 / %2 = %3.")
                       .arg(c.dModel)
                       .arg(c.heads)
                       .arg(c.dK);
    s.lessonConstants = { LessonText::tr("d_model = 512 with h = 8 heads") };
    s.fromSession = { LessonText::tr("this session's d_model = %1 and h = %2").arg(c.dModel).arg(c.heads) };
}

namespace {

    // Why a session stays one head when the lesson would split it (buildConcat, buildBugs).
    QString whyOneHead(const LessonContext &c)
    {
        const Session &s = c.session;
        if (!s.hasModernKeys())
            return LessonText::tr("d_model = %1 cannot be split").arg(c.dModel);
        // The keys this session sets, by name: a soft-cap-only session is not told of RoPE.
        QStringList keys;
        if (s.rope)
            keys << QStringLiteral("RoPE");
        if (s.headDim)
            keys << QStringLiteral("head_dim");
        if (s.numKvHeads)
            //: items of a list joined by "and": the settings of a session that fix its heads
            keys << LessonText::tr("K/V heads");
        if (s.qNorm.size() || s.kNorm.size() || s.normEps)
            keys << LessonText::tr("q/k norms");
        if (s.alibi)
            keys << LessonText::tr("ALiBi slopes");
        if (s.softcap)
            //: the soft-cap of the logits (a tanh capping the scores)
            keys << LessonText::tr("soft-cap");
        if (!s.sinks.empty())
            //: attention sinks: extra logits that take a share of the weights
            keys << LessonText::tr("sinks");
        if (s.mla)
            keys << LessonText::tr("latent attention");
        if (keys.isEmpty())
            return LessonText::tr("its settings are made for the heads it has");
        //: %1: the session's settings, e.g. "ALiBi slopes", or several joined by "and"
        return LessonText::tr("its settings (%1) are made for the heads it has").arg(andList(keys));
    }

    struct AskedOutput {
        std::vector<int> columns; // empty: not asked
        RowVector values;
        int reveal = -1;
        QString label; // ", columns 1, 2, 4" when only some are asked
    };

    // The output row is asked where the page prints what it is made of: concat's row and W_O of
    // four columns at most, whole; the columns of W_O the block shows are asked.
    AskedOutput askOutputRow(const LessonContext &c, StepModel &s, const RowVector &concat, const Matrix &Wo,
                             const RowVector *bias, const RowVector &output)
    {
        AskedOutput out;
        if (concat.size() > 4 || Wo.rows() > 4 || Wo.cols() > 4) // b_O is printed by four numbers
            return out;
        for (int j : shownIndices(int(Wo.cols()), 3))
            if (j >= 0)
                out.columns.push_back(j);
        out.values = componentsAt(output, out.columns);
        Checked checked { QStringLiteral("q%1.output_after_wo").arg(c.query), -1,
                          std::vector<double>(out.values.data(), out.values.data() + out.values.size()) };
        if (int(out.columns.size()) < Wo.cols()) {
            checked.columns = out.columns;
            out.label = columnsLabel(out.columns);
        }
        checked = withInputs(std::move(checked), concat);
        for (int j : out.columns)
            checked = withInputs(withInputs(std::move(checked), Wo.col(j).transpose()),
                                 { bias ? (*bias)[j] : 0.0 });
        out.reveal
            = s.reveal(LessonText::tr("output row %1").arg(c.query + 1), vec(out.values), std::move(checked));
        return out;
    }

} // namespace

void buildConcat(const LessonContext &c, StepModel &s)
{
    // A session that cannot be split keeps its one head: concat is that head's output, and the
    // step shows W_O mapping it back (nothing to mix) rather than an empty page.
    const std::optional<Split> split = twoOrMoreHeads(c);
    const bool oneHead = !split;
    const Split own { c.session, c.result, false };
    const Split &used = split ? *split : own;
    const bool ownWo = oneHead || (!used.changed && !c.session.Wo.isIdentity(0));
    const Session &ses = used.session;
    const AttentionResult &r = *used.result;
    const int dk = ses.dK(), H = ses.numHeads;
    // A mixing W_O is made only where concat is d_model wide (no head_dim set apart).
    const Matrix Wo = ownWo || ses.qWidth() != ses.dModel() ? ses.Wo : mixingWo(ses.dModel(), H);
    Matrix output = r.concat * Wo; // (T,d_model) = (T,d_model)·(d_model,d_model)
    const bool bias = ses.bO.size() != 0;
    if (bias)
        output.rowwise() += ses.bO;

    const AskedOutput asked
        = askOutputRow(c, s, r.concat.row(c.query), Wo, bias ? &ses.bO : nullptr, output.row(c.query));
    const std::vector<int> &askedCols = asked.columns;
    std::vector<int> revealOfRow(static_cast<std::size_t>(c.T), -1);
    revealOfRow[static_cast<std::size_t>(c.query)] = asked.reveal;
    MatrixPanel panel;
    panel.heading = ownWo ? (H == 1 ? LessonText::tr("concat · W_O, one head")
                                    : LessonText::tr("concat · W_O, %n head(s)", nullptr, H))
                          : LessonText::tr("concat · W_O with a W_O that mixes %1 heads").arg(H);
    panel.source = ownWo ? Source::Session : Source::Lesson;
    //: the name of the matrix of the heads' outputs side by side (concatenated)
    MatrixBlock concat = makeBlock(LessonText::tr("concat"), r.concat, c.tokens, c.query, {}, 4, 4);
    concat.columnGroups = groupsOf(concat, dk);
    // W_O is the lesson's own (or a wide session's): its corners show its shape, the lines what it does.
    MatrixBlock wo = makeBlock(QStringLiteral("W_O"), Wo, {}, -1, {}, 4, 3);
    wo.columnGroups = groupsOf(wo, dk);
    MatrixBlock out = makeBlock(
        LessonText::tr("output"), output, {}, c.query,
        [&](int i, int j) {
            return std::count(askedCols.begin(), askedCols.end(), j)
                ? revealOfRow[static_cast<std::size_t>(i)]
                : -1;
        },
        4, 3);
    out.columnGroups = groupsOf(out, dk);
    panel.terms = { { {}, concat },
                    { QStringLiteral("·"), std::nullopt },
                    { {}, wo },
                    { QStringLiteral("="), std::nullopt },
                    { {}, out } };
    panel.lines.push_back(
        { LessonText::tr("token %1: concat =").arg(c.query + 1), { vec(r.concat.row(c.query)) }, {} });
    // The output bias is part of the answer: said, never added silently (GPT-2's c_proj bias).
    if (bias)
        panel.lines.push_back({ LessonText::tr("concat · W_O, then + b_O ="),
                                { vec(ses.bO) },
                                LessonText::tr(" (the output bias, added to every row)") });
    panel.lines.push_back({ LessonText::tr("token %1%2: output =").arg(c.query + 1).arg(asked.label),
                            { askedCols.empty() ? shortVec(output.row(c.query)) : vec(asked.values),
                              revealOfRow[static_cast<std::size_t>(c.query)] },
                            vec(output.row(c.query)) == vec(r.concat.row(c.query))
                                ? LessonText::tr("  = concat")
                                : LessonText::tr("  ≠ concat") });
    if (!ownWo)
        panel.lines.push_back(
            { LessonText::tr("output column %1 = concat column %1 + ½ · concat column %2 (head %3's)")
                  .arg(dk + 1)
                  .arg(1)
                  .arg(1),
              {},
              {} });
    panel.lines.push_back(
        { LessonText::tr("the lesson's model: 8 heads × 64 = a 512-wide concat, W_O 512 × 512"), {}, {} });
    s.picture = MatricesPicture { { panel } };

    if (oneHead) {
        s.caption = LessonText::tr("This session has one head (%1): concat is that head's output, %2, and "
                                   "W_O (%3) has no other head to mix in: it maps the output back to the "
                                   "model's width%4. With several heads, W_O is where they meet.")
                        .arg(whyOneHead(c), dims(c.T, ses.qWidth()), dims(Wo.rows(), Wo.cols()),
                             bias ? LessonText::tr(", then b_O is added") : QString());
    } else {
        s.caption = LessonText::tr(
                        "Each head outputs d_k = %1 numbers per token; side by side they make concat, %2 "
                        "again. W_O (%3) then lets every output column draw on every head — without it, "
                        "heads would never mix.")
                        .arg(dk)
                        .arg(dims(c.T, ses.dModel()), dims(ses.dModel(), ses.dModel()));
        if (bias)
            s.caption += LessonText::tr(" This session adds its output bias b_O after W_O.");
        if (used.changed) // not the one head's output the class just computed: said on the slide
            s.caption
                //: "Blend the values" is the title of the lesson's step of the weighted sum
                += LessonText::tr(" Here the one head is split in %1 for the picture: its concat is not "
                                  "the %2 of Blend the values.")
                       .arg(H)
                       .arg(shortVec(c.row.output));
    }
    s.conclusion = LessonText::tr("Token %1: concat %2 becomes output %3 — %4.")
                       .arg(c.query + 1)
                       .arg(shortVec(r.concat.row(c.query)), shortVec(output.row(c.query)),
                            oneHead ? LessonText::tr("one head, nothing to mix")
                                    : LessonText::tr("each column now combines heads"));
    s.fromSession = { LessonText::tr("the heads' outputs (concat) of this session") };
    // Said in one line when the session was also split for the picture: the footer stays short.
    if (!ownWo && split->changed)
        s.lessonConstants << LessonText::tr(
                                 "for the picture, %1 heads of d_k = %2 and W_O = I + ½·(each head's "
                                 "columns into the next head's)")
                                 .arg(H)
                                 .arg(dk);
    else if (!ownWo)
        s.lessonConstants
            << LessonText::tr("W_O = I + ½·(each head's columns into the next head's), for the picture: this "
                              "session's W_O %1")
                   .arg(c.heads >= 2 ? LessonText::tr("is the identity")
                                     : LessonText::tr("has one head to mix"));
    if (ownWo) // the session's own W_O (never with a split: that is the lesson's W_O)
        s.fromSession << LessonText::tr("W_O and the output");
}

void buildBatch(const LessonContext &c, StepModel &s)
{
    constexpr int kShown = 10;
    auto sentence = [&](int length, bool padLast) {
        BatchRow row;
        for (int t = 0; t < c.T; ++t) {
            if (c.T > kShown && t == kShown - 2) {
                row.tokens << QStringLiteral("…");
                row.padding.push_back(false);
                t = c.T - 2;
                continue;
            }
            const bool pad = padLast && t >= length;
            //: the padding token of a batch row, as tokenizers write it
            row.tokens << (pad ? LessonText::tr("[pad]") : c.tokens.value(t));
            row.padding.push_back(pad);
        }
        return row;
    };
    ShapesPicture p;
    p.batchHeading = c.T >= 2
        ? LessonText::tr("a batch of B = 2: the second sentence is one token shorter, padded")
        : LessonText::tr("a batch of B = 2 (one token each: nothing to pad)");
    p.batch = { sentence(c.T, false), sentence(c.T - 1, c.T >= 2) };
    p.stages = { LessonText::tr("input x"),
                 LessonText::tr("q = x · W_Q (and k, v)"),
                 LessonText::tr("split the width"),
                 LessonText::tr("heads forward: transpose"),
                 LessonText::tr("scores q · kᵀ, weights"),
                 LessonText::tr("weights · v"),
                 LessonText::tr("heads back, joined"),
                 LessonText::tr("· W_O: the output") };
    p.symbolic = { QStringLiteral("(B, T, d_model)"), QStringLiteral("(B, T, d_model)"),
                   QStringLiteral("(B, T, h, d_k)"),  QStringLiteral("(B, h, T, d_k)"),
                   QStringLiteral("(B, h, T, T)"),    QStringLiteral("(B, h, T, d_k)"),
                   QStringLiteral("(B, T, d_model)"), QStringLiteral("(B, T, d_model)") };
    auto column = [&](const QString &heading, Source source, qint64 d, qint64 h, bool askScores) {
        const qint64 B = 2, T = c.T, dk = d / h;
        ShapeColumn col { heading, source, {} };
        for (const QString &shape : { shapeOf({ B, T, d }), shapeOf({ B, T, d }), shapeOf({ B, T, h, dk }),
                                      shapeOf({ B, h, T, dk }), shapeOf({ B, h, T, T }),
                                      shapeOf({ B, h, T, dk }), shapeOf({ B, T, d }), shapeOf({ B, T, d }) })
            col.shapes.push_back({ shape });
        if (askScores)
            col.shapes[4] = s.answer(LessonText::tr("the scores' shape"), col.shapes[4].text);
        return col;
    };
    p.columns = { column(LessonText::tr("d_model 512, 8 heads"), Source::Lesson, 512, 8, false),
                  column(LessonText::tr("this session"), Source::Session, c.dModel, c.heads, true) };
    s.picture = p;
    s.caption = LessonText::tr("Two sentences padded to one length make a batch, B = 2 (the pad blocks its "
                               "key column). Follow the "
                               "shape through every step: the transpose puts the heads before T, so each "
                               "head's scores are T × T = %1.")
                    .arg(dims(c.T, c.T));
    s.conclusion = LessonText::tr("This session's scores are %1: B × h × T × T.")
                       .arg(shapeOf({ 2, c.heads, c.T, c.T }));
    s.lessonConstants
        = { QStringLiteral("B = 2"), LessonText::tr("d_model 512 with 8 heads (middle column)") };
    s.fromSession = { LessonText::tr("T = %1 and the tokens").arg(c.T),
                      LessonText::tr("d_model = %1 and h = %2").arg(c.dModel).arg(c.heads) };
}

void buildParameters(const LessonContext &c, StepModel &s)
{
    StatementsPicture p;
    p.formula = LessonText::tr("W_Q, W_K, W_V, W_O: each d_model × d_model");
    p.lines.push_back({ QStringLiteral("4 · 512² = "),
                        s.answer(QStringLiteral("4 · 512²"), thousands(4.0 * 512 * 512)),
                        LessonText::tr(" ≈ 1.05 M weights"), Source::Lesson, true });
    const qint64 d = c.dModel;
    const Session &ses = c.session;
    qint64 biases = 0; // the bias numbers the session has
    for (const RowVector *b : { &ses.bQ, &ses.bK, &ses.bV, &ses.bO })
        biases += b->size();
    const QString andBiases = biases
        //: after a count of weights: "262,144 weights, and 1,536 bias numbers"
        ? LessonText::tr(" weights, and %1 bias numbers").arg(thousands(double(biases)))
        //: after a count: "262,144 weights"
        : LessonText::tr(" weights");
    // Today's sessions: W_Q is d × h·d_k, W_K and W_V d × kv·d_k (shared K/V heads), W_O h·d_k × d.
    const qint64 q = ses.Wq.cols(), kv = ses.Wk.cols();
    const bool square = q == d && kv == d && ses.Wo.rows() == d;
    const double total = square ? 4.0 * d * d : double(d * q + 2 * d * kv + q * d);
    if (square)
        p.lines.push_back(
            { LessonText::tr("this session: 4 · %1 = ").arg(QString::number(d) + QStringLiteral("²")),
              { thousands(total) },
              andBiases,
              Source::Session,
              false });
    else
        p.lines.push_back(
            { LessonText::tr("this session: %1·%2 + 2 · %1·%3 + %2·%1 = ").arg(d).arg(q).arg(kv),
              { thousands(total) },
              andBiases,
              Source::Session,
              false });
    p.lines.push_back(
        { LessonText::tr("8 heads of 64 or 16 heads of 32: still 4 · 512²"), {}, {}, Source::Lesson, false });
    QString heads;
    if (square)
        heads = c.heads == 1
            ? LessonText::tr("this session's one head uses all 4 · %1")
                  .arg(QString::number(d) + QStringLiteral("²"))
            : LessonText::tr("this session's %n head(s) share the same 4 · %1", nullptr, c.heads)
                  .arg(QString::number(d) + QStringLiteral("²"));
    else if (kv != q)
        //: %1: "4 heads", %2: "2 K/V heads"
        heads = LessonText::tr("this session's %1 read %2: W_K and W_V are %3 × %4, not %3 × %5")
                    .arg(LessonText::tr("%n head(s)", nullptr, c.heads),
                         LessonText::tr("%n K/V head(s)", nullptr, ses.kvHeads()))
                    .arg(d)
                    .arg(kv)
                    .arg(q);
    else
        heads = c.heads == 1
            ? LessonText::tr("this session's head is %1 wide (head_dim), not d_model").arg(ses.dK())
            : LessonText::tr("this session's %n head(s) are %1 wide (head_dim), not d_model / h", nullptr,
                             c.heads)
                  .arg(ses.dK());
    p.lines.push_back({ heads, {}, {}, Source::Session, false });
    s.picture = p;
    s.caption = LessonText::tr("Attention's weights are the four square matrices, 4 · d_model² of them "
                               "(biases aside). More heads add "
                               "none: they only cut the same width into slices.");
    if (!square)
        s.caption
            += LessonText::tr(" Today's models share K/V heads or fix head_dim, so theirs are not square.");
    s.conclusion = LessonText::tr("At d_model = 512: 4 × 262,144 = 1,048,576, about 1.05 million; here %1.")
                       .arg(thousands(total));
    s.lessonConstants = { LessonText::tr("d_model = 512 (8 or 16 heads)") };
    s.fromSession = { square ? LessonText::tr("this session's d_model = %1 and its heads").arg(d)
                             : LessonText::tr("this session's d_model = %1, %2 of d_k = %3 and its K/V heads")
                                   .arg(d)
                                   .arg(LessonText::tr("%n head(s)", nullptr, c.heads))
                                   .arg(ses.dK()) };
}

void buildBugs(const LessonContext &c, StepModel &s)
{
    const std::optional<Split> split = twoOrMoreHeads(c);
    const Session &ses = split ? split->session : c.session;
    const AttentionResult &r = split ? *split->result : *c.result;
    const int head = split && split->changed ? 0 : c.head;
    const bool labels = c.T <= 12;
    HeatmapsPicture p;
    auto right = weightsHeatmap(ses, r, head);
    //: "right" as in correct (next to two tiles marked WRONG)
    p.tiles.push_back({ LessonText::tr("right: head %1 of %2").arg(head + 1).arg(ses.numHeads),
                        Source::Session, right,
                        ses.sinks.empty() ? LessonText::tr("rows sum to 1")
                                          : LessonText::tr("rows sum to 1 less the sink's share"),
                        false, labels });
    if (split) {
        auto scrambled = tileData(makeMistakeData(ses, r, head, Mistake::ReshapeWithoutTranspose));
        p.tiles.push_back({ LessonText::tr("WRONG: reshape without transpose"), Source::Session, scrambled,
                            LessonText::tr("head %1 reads pieces of other tokens").arg(head + 1), true,
                            labels });
    }
    HeatmapData axisData = makeMistakeData(ses, r, head, Mistake::WrongAxis);
    QStringList sums;
    for (int i : shownIndices(c.T, 4))
        sums << (i < 0 ? QStringLiteral("…") : num(axisData.values.row(i).sum()));
    auto axis = tileData(std::move(axisData));
    p.tiles.push_back({ LessonText::tr("WRONG: softmax over the queries"), Source::Session, axis,
                        LessonText::tr("columns sum to 1, rows to %1").arg(sums.join(numberListSeparator())),
                        true, labels });
    s.picture = p;
    s.caption = LessonText::tr(
        "Split the heads with a bare reshape, without the transpose, and each head reads pieces of the wrong "
        "tokens. Run the softmax down the queries instead of across the keys, and the rows stop summing to "
        "1.");
    if (!split)
        s.caption += LessonText::tr(" (This session has one head, as %1: a reshape has nothing to scramble.)")
                         .arg(whyOneHead(c));
    s.conclusion = LessonText::tr(
        "Reshape to (B, T, h, d_k), then transpose to (B, h, T, d_k); softmax over the last axis, the keys.");
    s.fromSession = { LessonText::tr("Q, K, V and the mask of this session") };
    if (split && split->changed)
        s.lessonConstants = {
            LessonText::tr("the session split into %1 heads for the picture (one head cannot be scrambled)")
                .arg(ses.numHeads)
        };
}

} // namespace attn::lesson
