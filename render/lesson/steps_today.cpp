// Beyond the lesson: attention today. The models students meet change one stage of the lesson's
// formula each (docs/file-formats.md, "The attention rule"), and this step puts the changes side by
// side on the session the lesson runs on: the same Q and K, the same selected head, one stage
// switched on per picture — BLOOM's ALiBi, Gemma 2's soft-cap, GPT-OSS's sink, the sliding window
// of Mistral and of Gemma's local layers.
#include "stepbuilders.h"

#include "core/scorerule.h"
#include "render/notation.h"
#include "render/rendertext.h"

#include <QString>

#include <algorithm>
#include <cmath>

namespace attn::lesson {

namespace {

    // The session with this step's stages off, then `edit` (variantOf computes the head again with
    // the edited score rule and mask; Q, K and V stay the session's).
    Variant stageVariant(const LessonContext &c, const std::function<void(Session &)> &edit)
    {
        return variantOf(c, [&](Session &x) {
            x.alibi = false;
            x.softcap.reset();
            x.sinks.clear();
            edit(x);
        });
    }

    // The selected query's weights in a variant, and its sink's share where it has one.
    QString rowNote(const LessonContext &c, const Variant &v)
    {
        const HeadResult &h = v.result->heads[static_cast<std::size_t>(c.head)];
        const RowVector row = StridedMap(h.weights).row(c.query);
        QString note = weightList(c, row);
        //: the weight the attention sink takes (GPT-OSS), after the keys' weights
        if (h.sink.size())
            note += LessonText::tr(" · sink %1").arg(num(h.sink[c.query]));
        return note;
    }

    // A soft-cap that bites on this row: half its largest |logit|, rounded, at least 0.5.
    double capFor(const LessonContext &c)
    {
        double largest = 0; // the scaled scores of the selected query
        for (Eigen::Index j = 0; j < c.row.scores.size(); ++j)
            if (std::isfinite(c.row.scores[j]))
                largest = std::max(largest, std::abs(c.row.scores[j] * c.row.scale));
        return std::max(0.5, std::round(largest * 5.0) / 10.0);
    }

} // namespace

void buildAttentionToday(const LessonContext &c, StepModel &s)
{
    if (c.T < 2) {
        s.unavailable = LessonText::tr(
            "With one token every variant gives it all the weight: today's stages need at least two tokens.");
        return;
    }
    const bool labels = c.T <= 12;
    const double slope = alibiSlope(c.head, c.heads);
    const double cap = capFor(c);
    const int window = std::max(1, std::min(2, c.T - 1));
    const Variant plain = stageVariant(c, [](Session &) {});
    const Variant alibi = stageVariant(c, [](Session &x) { x.alibi = true; });
    const Variant capped = stageVariant(c, [&](Session &x) { x.softcap = cap; });
    const Variant sink = stageVariant(c, [&](Session &x) { x.sinks.assign(std::size_t(x.numHeads), 1.0); });
    const Variant local = stageVariant(c, [&](Session &x) {
        x.causal = true;
        x.window = window;
    });
    HeatmapsPicture p;
    p.columns = 4; // one row, wide enough for the numbers
    auto tile = [&](const QString &heading, const Variant &v) {
        p.tiles.push_back({ heading, Source::Lesson, weightsHeatmap(v.session, *v.result, c.head),
                            rowNote(c, v), false, labels });
    };
    const QString capText = drawnNumber(QString::number(cap, 'g', 3));
    tile(QStringLiteral("ALiBi (BLOOM)"), alibi);
    //: the picture with Gemma 2's soft-cap of the logits at %1
    tile(LessonText::tr("cap %1 (Gemma 2)").arg(capText), capped);
    //: the picture with an attention sink, as GPT-OSS has
    tile(LessonText::tr("sink (GPT-OSS)"), sink);
    //: the picture with a sliding window of %1 keys, as Mistral has
    tile(LessonText::tr("window %1 (Mistral)").arg(window), local);
    s.picture = p;

    const RowVector before = StridedMap(plain.result->heads[std::size_t(c.head)].weights).row(c.query);
    s.caption
        = LessonText::tr(
              "The lesson gives %1 the weights %2. One stage changed each: BLOOM adds −m·|i − j| (m = %3 for "
              "head %4); Gemma 2 caps every logit at %5·tanh(x / %5); GPT-OSS's sink takes weight and gives "
              "no "
              "value; Mistral and Gemma's local layers see only the %6 latest keys.")
              .arg(quoted(c.tokens.value(c.query)), weightList(c, before),
                   drawnNumber(QString::number(slope, 'g', 3)))
              .arg(c.head + 1)
              .arg(capText)
              .arg(window);
    if (c.session.alibi || c.session.softcap || !c.session.sinks.empty())
        s.caption
            += LessonText::tr(" (This session's own stages are left out of the first picture and set one "
                              "at a time in the others.)");
    s.conclusion
        = LessonText::tr("Same scores, one stage changed: that is how to read every new attention variant.");
    s.fromSession = {
        LessonText::tr("Q and K of %1; under each picture the weights of %2").arg(headName(c), queryName(c))
    };
    s.lessonConstants
        = { LessonText::tr("the cap %1, the sink's logit 1, the window %2").arg(capText).arg(window) };
}

} // namespace attn::lesson
