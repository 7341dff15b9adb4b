// The lesson's introduction after its title: the problem attention solves, shown with the built-in
// "bank" example whatever the session, and what the lesson will cover.
#include "stepbuilders.h"

#include "io/session_json.h"
#include "render/rendertext.h"

namespace attn::lesson {

namespace {

    // The bank preset computed once: "the river bank" and "my money bank", whose two "bank" tokens
    // have the same embedding.
    struct Bank {
        Session session;
        AttentionResult result;
    };
    const Bank *bank()
    {
        static const std::optional<Bank> b = []() -> std::optional<Bank> {
            QString error;
            auto s = io::loadPreset(QStringLiteral("bank"), &error);
            if (!s || s->tokenCount() != 6 || s->dModel() != 4)
                return std::nullopt;
            Bank out { *s, computeAttention(*s) };
            return out;
        }();
        return b ? &*b : nullptr;
    }

    MatrixPanel bankPanel(const Bank &b, int first, int word)
    {
        //: the meanings of the columns of the "bank" example's embeddings
        const QStringList features { LessonText::tr("water"), LessonText::tr("money"),
                                     LessonText::tr("thing"), LessonText::tr("function word") };
        QStringList sentence;
        for (int t = first; t < first + 3; ++t)
            sentence << QString::fromStdString(b.session.tokens[std::size_t(t)]);
        MatrixPanel panel;
        panel.heading
            = LessonText::tr("“%1”").arg(sentence.join(QLatin1Char(' '))); // whole, as quoted() but uncut
        panel.source = Source::Lesson;
        Matrix rows(2, 4);
        rows.row(0) = b.session.X.row(word);
        rows.row(1) = b.result.output.row(word);
        MatrixBlock block
            = makeBlock(quoted(QStringLiteral("bank")), rows,
                        { LessonText::tr("embedding"), LessonText::tr("output") }, 1, {}, 2, 4, 2);
        panel.terms.push_back({ {}, block });
        panel.lines.push_back(
            { LessonText::tr("columns: %1").arg(features.join(QStringLiteral(", "))), {}, {} });
        const RowVector &w = b.result.heads[0].weights.row(word);
        QStringList parts;
        for (int t = first; t < first + 3; ++t)
            parts << QStringLiteral("%1 %2").arg(QString::fromStdString(b.session.tokens[std::size_t(t)]),
                                                 num(w[t], 2));
        panel.lines.push_back({ LessonText::tr("weights:"), { parts.join(numberListSeparator()) }, {} });
        return panel;
    }

} // namespace

void buildProblem(const LessonContext &, StepModel &s)
{
    const Bank *b = bank();
    if (!b) {
        s.unavailable = LessonText::tr("The built-in “bank” example could not be loaded.");
        return;
    }
    s.picture = MatricesPicture { { bankPanel(*b, 0, 2), bankPanel(*b, 3, 5) } };
    s.caption = LessonText::tr(
        "A word's embedding is the same in every sentence: “bank” starts as the same four numbers by a river "
        "and in a wallet. Attention lets each token mix in the tokens around it, so the two outputs differ.");
    s.conclusion = LessonText::tr(
        "Same input row, different output rows: the context decides, and the model learns where to look.");
    s.lessonConstants = { LessonText::tr("the built-in “bank” example, whatever the session") };
}

void buildCover(const LessonContext &c, StepModel &s)
{
    StatementsPicture p;
    const QStringList sections { LessonText::tr("Queries, keys and values: three views of every token"),
                                 LessonText::tr("Scores, softmax and output: one query worked by hand"),
                                 LessonText::tr("Why divide by √d_k: what large scores do"),
                                 LessonText::tr("Masks: the future, padding, and the wrong way"),
                                 LessonText::tr("Multi-head attention: split, concatenate, mix"),
                                 LessonText::tr("Code and cost: NumPy, PyTorch, and the T² wall") };
    for (const QString &line : sections)
        p.lines.push_back({ line, {}, {}, Source::Lesson, false, true });
    // The seed's slide 3 says what is left out as well as what is in.
    p.lines.push_back(
        { LessonText::tr("Not today: the rest of the block (residuals, norms, feed-forward) — next time"),
          {},
          {},
          Source::Lesson,
          false,
          true });
    s.picture = p;
    //: %1: how many tokens, "three tokens" or "5 tokens"
    s.caption = LessonText::tr("Six parts, each built on the one before; every number is worked out on %1.")
                    .arg(c.T == 3 ? LessonText::tr("three tokens")
                                  : LessonText::tr("%1 token(s)", nullptr, c.T).arg(thousands(c.T)));
    s.lessonConstants = { LessonText::tr("the lesson's plan") };
}

// The seed's slide 4: the library analogy, before any maths. No number of the session is shown
// (the worksheet asks for them later); only how many tokens this query will look at.
void buildLookup(const LessonContext &c, StepModel &s)
{
    StatementsPicture p;
    p.formula = LessonText::tr("query → every key → a blend of the values");
    for (const QString &line : { LessonText::tr("Query: what I want — what you walk in asking for"),
                                 LessonText::tr("Key: what I offer — the label on each book"),
                                 LessonText::tr("Value: what I give — the book's content") })
        p.lines.push_back({ line, {}, {}, Source::Lesson, false, true });
    p.lines.push_back(
        { LessonText::tr("A dictionary returns one book; attention blends every value, good matches most"),
          {},
          {},
          Source::Lesson,
          false,
          true });
    const auto &blocked = c.row.softmax.blocked; // the keys the mask lets this query see
    const int open = int(std::count(blocked.begin(), blocked.end(), false));
    //: %1: the query, as "query 2 “river”"; %2: how many tokens (written 1,024)
    p.lines.push_back(
        { LessonText::tr("this session: %1 asks the keys of %2 token(s), blends their values", nullptr, open)
              .arg(queryName(c), thousands(open)),
          {},
          {},
          Source::Session,
          false,
          false });
    s.picture = p;
    s.caption = LessonText::tr(
        "Think of a library. You walk in with a query, a description of what you want. Every book has a key, "
        "a label describing its contents, and a value, the content itself. Attention does a soft version of "
        "the lookup.");
    s.conclusion = LessonText::tr("Query: what I want. Key: what I offer. Value: what I give.");
    s.lessonConstants = { LessonText::tr("the library analogy") };
    s.fromSession = { LessonText::tr("the tokens and the selected query") };
}

} // namespace attn::lesson
