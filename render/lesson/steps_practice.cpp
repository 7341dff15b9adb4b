// Code and cost: the five core lines for this session, reading heatmaps of many heads, the T²
// wall measured on this machine — and the recap.
#include "stepbuilders.h"

#include "io/session_json.h"
#include "render/notation.h"
#include "render/rendertext.h"

#include <QJsonArray>
#include <QLocale>

#include <cmath>

namespace attn::lesson {

namespace {

    QString codeLine(const QString &code, const QString &comment = {})
    {
        return comment.isEmpty() ? code : code.leftJustified(50) + QStringLiteral("  # ") + comment;
    }

    // The eight computed heads of the eight-heads preset, for sessions with a single head. Built once.
    struct EightHeads {
        Session session;
        std::shared_ptr<const AttentionResult> result;
        QStringList labels;
    };
    const EightHeads *eightHeads()
    {
        static const std::optional<EightHeads> heads = []() -> std::optional<EightHeads> {
            QString error;
            QJsonObject view;
            auto s = io::loadPreset(QStringLiteral("eight-heads"), &error, &view);
            if (!s)
                return std::nullopt;
            EightHeads e;
            e.result = std::make_shared<const AttentionResult>(computeAttention(*s));
            e.session = std::move(*s);
            for (const auto &v : view.value(QStringLiteral("head_labels")).toArray())
                e.labels << v.toString();
            return e;
        }();
        return heads ? &*heads : nullptr;
    }

    QString bytesText(double bytes)
    {
        return drawnNumber(QLocale(QLocale::English, QLocale::UnitedStates)
                               .formattedDataSize(qint64(bytes), 1, QLocale::DataSizeTraditionalFormat));
    }

} // namespace

void buildCode(const LessonContext &c, StepModel &s)
{
    const bool standard = isStandardScale(c.row.scale, c.dK);
    auto scaled = [&](const QString &sqrt) {
        if (standard)
            return QStringLiteral(" / %1(%2)").arg(sqrt).arg(c.dK);
        if (c.row.scale == 1.0)
            return QString();
        return QStringLiteral(" * %1").arg(QString::number(c.row.scale, 'g', 6));
    };
    const bool masked = c.result->mask.any();
    const QString T = QString::number(c.T), dk = QString::number(c.dK), d = QString::number(c.dModel),
                  h = QString::number(c.heads);
    //: a comment in the code: "row 2 = (0.5, 1.2)", the selected query's output row
    const QString outRow
        = LessonText::tr("row %1 = %2").arg(c.query + 1).arg(withMinusSign(shortVec(c.row.output)));

    CodeBlock numpy;
    numpy.title = c.heads > 1
        ? LessonText::tr("NumPy — head %1: Q, K, V are its %2 columns").arg(c.head + 1).arg(c.dK)
        : QStringLiteral("NumPy");
    numpy.lines
        << codeLine(QStringLiteral("scores = Q @ K.T") + scaled(QStringLiteral("np.sqrt")),
                    QStringLiteral("(%1, %1)").arg(T))
        << (masked ? codeLine(QStringLiteral("scores = np.where(mask, -np.inf, scores)"),
                              //: a comment in Python code, after "#"
                              LessonText::tr("blocked: -inf"))
                   //: a Python comment line: translate the words, keep the code after "else"
                   : codeLine(LessonText::tr("# no mask here; else np.where(mask, -np.inf, scores)")))
        << codeLine(QStringLiteral("scores -= scores.max(axis=-1, keepdims=True)"),
                    //: a comment in Python code: subtracting the row's largest score keeps exp() stable
                    LessonText::tr("stable"))
        << codeLine(QStringLiteral("weights = np.exp(scores) / np.exp(scores).sum(-1, keepdims=True)"))
        << codeLine(QStringLiteral("output = weights @ V"),
                    QStringLiteral("(%1, %2); %3").arg(T, dk, outRow));
    CodeBlock torch;
    //: B: the batch size, h: the number of heads
    torch.title = LessonText::tr("PyTorch — batched: B = 1, h = %1").arg(h);
    if (c.session.kvHeads() < c.heads) // shared K/V heads: k and v have fewer, repeated for the query heads
        torch.lines << codeLine(QStringLiteral("q = q.view(B, T, h, d_k).transpose(1, 2)"),
                                QStringLiteral("(1, %1, %2, %3)").arg(h, T, dk))
                    << codeLine(QStringLiteral(
                                    "k = k.view(B, T, kv, d_k).transpose(1, 2).repeat_interleave(h // kv, "
                                    "dim=1)"),
                                LessonText::tr("v too"));
    else
        torch.lines << codeLine(QStringLiteral("q = q.view(B, T, h, d_k).transpose(1, 2)"),
                                LessonText::tr("(1, %1, %2, %3); k, v too").arg(h, T, dk));
    torch.lines
        << codeLine(QStringLiteral("scores = q @ k.transpose(-2, -1)") + scaled(QStringLiteral("math.sqrt")),
                    QStringLiteral("(1, %1, %2, %2)").arg(h, T))
        << (masked ? codeLine(QStringLiteral("scores = scores.masked_fill(mask, -math.inf)"),
                              LessonText::tr("blocked: -inf"))
                   : codeLine(LessonText::tr("# no mask here; else scores.masked_fill(mask, -math.inf)")))
        << codeLine(QStringLiteral("weights = torch.softmax(scores, dim=-1)"),
                    LessonText::tr("over the keys"))
        << codeLine(c.session.Wq.cols() == c.dModel
                        ? QStringLiteral("out = (weights @ v).transpose(1, 2).reshape(B, T, d) @ W_O")
                        : QStringLiteral("out = (weights @ v).transpose(1, 2).reshape(B, T, h * d_k) @ W_O"),
                    QStringLiteral("(1, %1, %2)").arg(T, d))
        << codeLine(QStringLiteral("assert scores.shape == (B, h, T, T) and out.shape == (B, T, d)"))
        << codeLine(QStringLiteral("o = F.scaled_dot_product_attention(q, k, v%1%2)")
                        .arg(masked ? QStringLiteral(", attn_mask=~mask") : QString(),
                             standard
                                 ? QString()
                                 : QStringLiteral(", scale=%1").arg(QString::number(c.row.scale, 'g', 6))),
                    LessonText::tr("fused: the same weights @ v"));
    CodePicture p;
    p.blocks = { numpy, torch };
    p.footer = LessonText::tr("The whole runnable script for this session: Labs ▸ Show the Code (in the "
                              "window, a click on the code).");
    s.picture = p;
    s.action = QStringLiteral("code");
    s.caption
        = LessonText::tr("Five lines in NumPy; in PyTorch the same with a batch and heads, a shape check, "
                         "and the fused call production code uses — this session's: d_k = %1, %2%3.")
              .arg(c.dK)
              //: "scale" as a noun: the factor the scores are multiplied by
              .arg(standard ? LessonText::tr("scale 1/√%1").arg(c.dK)
                            : LessonText::tr("scale %1").arg(num(c.row.scale)))
              //: the end of "…this session's: d_k = 4, scale 1/√4, a mask."
              .arg(masked ? LessonText::tr(", a mask") : LessonText::tr(", no mask"));
    // Today's sessions: the five lines start from Q and K as the scores use them.
    const Session &ses = c.session;
    const bool norms = ses.qNorm.size() || ses.kNorm.size();
    if (ses.transformsQK())
        s.caption
            += LessonText::tr(" Q and K here are after %1, which the whole script (Labs ▸ Show the Code) "
                              "writes out.")
                   .arg(norms && ses.rope ? LessonText::tr("the q/k norms and RoPE's rotation")
                            : norms       ? LessonText::tr("the q/k norms")
                                          : LessonText::tr("RoPE's rotation"));
    if (hasStages(ses.rule())) { // the five lines are the lesson's rule; the stages are the script's
        QStringList stages;
        if (ses.alibi)
            stages << QStringLiteral("ALiBi");
        if (ses.softcap)
            //: items of a list joined by "and", in "the scale is followed by %1"
            stages << LessonText::tr("the soft-cap");
        if (!ses.sinks.empty())
            stages << LessonText::tr("the sinks");
        s.caption += LessonText::tr(" In this session the scale is followed by %1: the whole script (Labs ▸ "
                                    "Show the Code) writes them.")
                         .arg(andList(stages));
    }
    if (c.session.kvHeads() < c.session.numHeads)
        s.caption += LessonText::tr(" Its %1 query heads share %2: PyTorch repeats each K/V head for them.")
                         .arg(c.session.numHeads)
                         .arg(LessonText::tr("%n K/V head(s)", nullptr, c.session.kvHeads()));
    // Named in the caption already, the script's footer would only take the code's room.
    if (ses.transformsQK() || hasStages(ses.rule()))
        std::get<CodePicture>(s.picture).footer.clear();
    s.conclusion = LessonText::tr("Run it and %1 comes out %2, as on the slides.")
                       .arg(queryName(c), vec(c.row.output));
    s.fromSession = { LessonText::tr("the shapes, the scale, the mask and the output in the comments") };
}

void buildHeatmaps(const LessonContext &c, StepModel &s)
{
    HeatmapsPicture p;
    p.columns = 4;
    const bool own = c.heads >= 2;
    const EightHeads *preset = own ? nullptr : eightHeads();
    const Session &ses = own ? c.session : preset->session;
    const AttentionResult &r = own ? *c.result : *preset->result;
    QStringList labels;
    if (own)
        for (const auto &v : c.view.value(QStringLiteral("head_labels")).toArray())
            labels << v.toString();
    else
        labels = preset->labels;
    const int shown = std::min(ses.numHeads, 8);
    for (int h = 0; h < shown; ++h) {
        const QString label = labels.value(h);
        p.tiles.push_back({ label.isEmpty() ? LessonText::tr("head %1").arg(h + 1)
                                            : QStringLiteral("%1: %2").arg(h + 1).arg(label),
                            own ? Source::Session : Source::Lesson,
                            weightsHeatmap(ses, r, h),
                            {},
                            false,
                            false });
    }
    if (shown <= 4)
        p.columns = shown;
    s.picture = p;
    s.caption
        = LessonText::tr("Rows are queries, columns keys; every row sums to 1%1, and a causal mask leaves "
                         "the upper triangle exactly 0. Different heads, different patterns: the previous "
                         "token, the first, the same word…")
              .arg(own && !ses.sinks.empty() ? LessonText::tr(" less its head's sink's share") : QString());
    if (!own)
        s.caption += LessonText::tr(
            " This session has one head, so these are the eight heads of the eight-heads preset.");
    else if (ses.numHeads > shown)
        s.caption += LessonText::tr(" The first %1 of %2 heads.").arg(shown).arg(ses.numHeads);
    s.conclusion = LessonText::tr(
        "A heatmap shows where attention goes, which helps debugging; it does not explain why.");
    if (own)
        s.fromSession = { LessonText::tr("the weights of this session's %n head(s)", nullptr, c.heads) };
    else
        s.lessonConstants = { LessonText::tr("the eight-heads preset's heads (this session has one)") };
}

namespace {

    const CostMeasurement *measuredAt(const CostStatus &status, int T)
    {
        for (const CostMeasurement &m : status.points)
            if (m.tokens == T)
                return &m;
        return nullptr;
    }

    QString times(double ratio)
    {
        return QStringLiteral("×") + num(ratio, 1);
    }

    // What the measured times say, doubling after doubling, against what the operation count
    // (forwardFlops) predicts. The claim follows the count: the last doubling's time agrees with
    // it (within a quarter) or is said to be off it — never "near ×4" where the count itself says
    // ×3.3 (a busy machine's timings move by more than that between runs).
    QString growthSentence(const std::vector<CostMeasurement> &pts)
    {
        if (pts.size() < 2)
            return {};
        QStringList measured, predicted;
        for (std::size_t i = 1; i < pts.size(); ++i) {
            const CostMeasurement &a = pts[i - 1], &b = pts[i];
            measured << times(b.seconds / std::max(a.seconds, 1e-9));
            predicted << times(forwardFlops(b.tokens, kCostDModel) / forwardFlops(a.tokens, kCostDModel));
        }
        const CostMeasurement &a = pts[pts.size() - 2], &b = pts.back();
        const double last = b.seconds / std::max(a.seconds, 1e-9);
        const double expected = forwardFlops(b.tokens, kCostDModel) / forwardFlops(a.tokens, kCostDModel);
        const double memory = double(b.bytes) / std::max<double>(double(a.bytes), 1);
        const int share = qRound(100 * quadraticShare(b.tokens, kCostDModel));
        QString out
            = LessonText::tr("Each doubling of T multiplied the time by %1 (the operation count predicts %2)")
                  .arg(measured.join(numberListSeparator()), predicted.join(numberListSeparator()));
        if (std::abs(last / expected - 1) <= 0.25)
            //: continues "Each doubling of T multiplied the time by …"
            out += LessonText::tr(": as the count says, heading for ×4 as T grows — at T = %1 the T² part is "
                                  "%2 % of the work")
                       .arg(b.tokens)
                       .arg(share);
        else
            //: continues "Each doubling of T multiplied the time by …"; M is the key that measures again
            out += LessonText::tr(
                       ": the last, %1, is off the count's %2 by more than a quarter — timings on a "
                       "busy machine vary (M measures again); at T = %3 the T² part is %4 % of the work")
                       .arg(times(last), times(expected))
                       .arg(b.tokens)
                       .arg(share);
        //: ends the sentence "Each doubling of T multiplied the time by …"
        out += LessonText::tr("; the memory grew %1 from T = %2 to %3.")
                   .arg(times(memory))
                   .arg(a.tokens)
                   .arg(b.tokens);
        return out;
    }

} // namespace

void buildCost(const LessonContext &c, StepModel &s)
{
    CostPicture p;
    p.status = c.cost;
    for (int T = kCostFirstTokens; T <= kCostLastTokens; T *= 2) {
        p.tokens.push_back(T);
        const QString count = thousands(double(T) * T);
        p.scoresPerHead.push_back(T == 4096 ? s.answer(QStringLiteral("4096²"), count) : Num { count });
        p.quadraticShare.push_back(QStringLiteral("%1 %").arg(qRound(100 * quadraticShare(T, kCostDModel))));
        const CostMeasurement *m = measuredAt(c.cost, T), *before = measuredAt(c.cost, T / 2);
        p.growth.push_back(m && before && T > kCostFirstTokens
                               ? times(m->seconds / std::max(before->seconds, 1e-9))
                               : QString());
    }
    using State = CostStatus::State;
    const auto &pts = c.cost.points;
    switch (c.cost.state) {
    case State::NotMeasured:
        p.statusLine = LessonText::tr("Not measured yet: open this step in the window (or press M there) to "
                                      "time T = 256 … 4096 on this machine.");
        break;
    case State::Measuring:
        p.statusLine = LessonText::tr("Measuring on this machine … %1 % (C cancels)")
                           .arg(qRound(c.cost.progress * 100));
        break;
    case State::Measured:
        p.statusLine = LessonText::tr("Measured on this machine: the median of %1 forward passes each (after "
                                      "a warm-up), every head's T × T weights kept. %2")
                           .arg(pts.empty() || pts.back().runs == pts.front().runs
                                    ? QString::number(pts.empty() ? 0 : pts.front().runs)
                                    : QStringLiteral("%1–%2").arg(pts.back().runs).arg(pts.front().runs),
                                c.cost.note);
        break;
    case State::Cancelled:
        p.statusLine = pts.empty()
            ? LessonText::tr("Measurement cancelled before the first size (M measures again).")
            : LessonText::tr("Measurement cancelled after T = %1 (M measures again).").arg(pts.back().tokens);
        break;
    }
    const double T = c.T;
    //: %2: the count of scores, written with thousands separators; %4: a size in bytes ("128 KB")
    p.sessionLine
        = LessonText::tr("This session: T = %1 → %2 score(s) per head, %3 in all; its weights take %4.",
                         nullptr, int(T * T))
              .arg(thousands(T), thousands(T * T), thousands(T * T * c.heads),
                   bytesText(T * T * c.heads * 8));
    s.picture = p;
    s.caption = LessonText::tr("Projections take 8·T·d² operations, scores and weights·V 4·T²·d: the T² part "
                               "is the larger only from "
                               "T = 2·d_model = 1024 on. Timed on random sessions of d_model 512, 8 heads.");
    //: followed by the sentence on the measured times (growthSentence)
    s.conclusion = LessonText::tr("At T = 4096 one head holds 4096² = 16,777,216 scores. ")
        + growthSentence(pts) + LessonText::tr(" That wall is what efficient attention methods attack.");
    s.lessonConstants = { LessonText::tr("d_model 512 with 8 heads; T = 256 … 4096 (random sessions)"),
                          LessonText::tr("the T² part of the work: T / (T + 2·d_model)") };
    s.fromSession = { LessonText::tr("this session's T² and memory"),
                      LessonText::tr("the times and memory measured on this machine") };
}

void buildRecap(const LessonContext &c, StepModel &s)
{
    StatementsPicture p;
    p.formula = LessonText::tr("output = softmax(Q·Kᵀ / √d_k) · V, then concat · W_O");
    p.lines.push_back(
        { QStringLiteral("%1 → ").arg(queryName(c)), { vec(c.row.output) }, {}, Source::Session, true });
    p.lines.push_back(
        { LessonText::tr(
              "Q, K, V: one product each; scores are dot products; the softmax makes weights summing to 1"),
          {},
          {},
          Source::Lesson,
          false,
          true });
    p.lines.push_back({ LessonText::tr("÷ √d_k keeps the spread near 1; −∞ before the softmax masks"),
                        {},
                        {},
                        Source::Lesson,
                        false,
                        true });
    // The rule above holds for scores of unit spread; this session's own numbers say whether it
    // holds here (two-heads' scores are large enough to saturate even after the scaling).
    // Saturated: the largest weight's slope p(1 − p) is under a fifth of its 0.25 at most (p ≥ 0.95).
    // A row with one key open has weight 1 from the mask, not from saturation: no line then.
    const SoftmaxSteps &sm = c.row.softmax;
    const auto open = std::count(sm.blocked.begin(), sm.blocked.end(), false);
    if (!sm.fullyMasked && open > 1) {
        const double top = sm.weights.maxCoeff();
        const bool standard = isStandardScale(c.row.scale, c.dK);
        //: how the scores were scaled, in "still saturated %1" / "it blends %1"
        const QString scaling = standard ? LessonText::tr("after ÷ √d_k")
            : c.row.scale == 1.0         ? LessonText::tr("unscaled")
                                         : LessonText::tr("at its scale");
        p.lines.push_back({ LessonText::tr("this session: %1's largest weight is").arg(queryName(c)),
                            { num(top) },
                            top >= 0.95 ? LessonText::tr(" — still saturated %1: slope p(1 − p) = %2")
                                              .arg(scaling, num(top * (1 - top)))
                                        : LessonText::tr(" — it blends %1, not saturated").arg(scaling),
                            Source::Session,
                            false,
                            false });
    }
    p.lines.push_back({ LessonText::tr("heads slice the width, W_O mixes them; the cost grows as T²·d"),
                        {},
                        {},
                        Source::Lesson,
                        false,
                        true });
    s.picture = p;
    s.caption
        = LessonText::tr(
              "The whole of attention in one line, and this session's answer for %1. Next: the rest of the "
              "transformer block — residuals, layer norm and the feed-forward layer.")
              .arg(queryName(c));
    s.fromSession = { LessonText::tr("the output of %1").arg(queryName(c)) };
}

} // namespace attn::lesson
