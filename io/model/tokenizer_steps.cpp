// The steps before BPE (tokenizer_steps.h), each as Hugging Face's tokenizers library takes it.
#include "tokenizer_steps.h"

#include "tokenizer.h"

#include "io/fileio.h"
#include "io/iotext.h"

#include <algorithm>
#include <unordered_map>

namespace attn::io::tok {

namespace {

    struct Span {
        qsizetype start, end;
        bool match;
    };

    // The library's Pattern::find_matches: the whole text as alternating spans, each flagged as
    // a match of the pattern or not (empty matches are left out).
    template <typename NextMatch> std::vector<Span> spansOf(const QString &text, NextMatch next)
    {
        std::vector<Span> spans;
        qsizetype at = 0, start = 0, end = 0;
        while (next(at, &start, &end)) {
            if (start > at)
                spans.push_back({ at, start, false });
            spans.push_back({ start, end, true });
            at = end;
        }
        if (at < text.size())
            spans.push_back({ at, text.size(), false });
        return spans;
    }

    // SplitDelimiterBehavior applied to the spans, as NormalizedString::split folds them.
    std::vector<Span> applyBehavior(std::vector<Span> spans, Behavior behavior)
    {
        std::vector<Span> out;
        switch (behavior) {
        case Behavior::Isolated:
            return spans;
        case Behavior::Removed:
            for (const Span &s : spans)
                if (!s.match)
                    out.push_back(s);
            return out;
        case Behavior::Contiguous: {
            bool previous = false;
            for (const Span &s : spans) {
                if (s.match == previous && !out.empty())
                    out.back().end = s.end;
                else
                    out.push_back(s);
                previous = s.match;
            }
            return out;
        }
        case Behavior::MergedWithPrevious: {
            bool previous = false;
            for (const Span &s : spans) {
                if (s.match && !previous && !out.empty())
                    out.back().end = s.end;
                else
                    out.push_back(s);
                previous = s.match;
            }
            return out;
        }
        case Behavior::MergedWithNext: {
            bool following = false; // the library folds from the end
            for (auto it = spans.rbegin(); it != spans.rend(); ++it) {
                if (it->match && !following && !out.empty())
                    out.back().start = it->start;
                else
                    out.push_back(*it);
                following = it->match;
            }
            std::reverse(out.begin(), out.end());
            return out;
        }
        }
        return spans;
    }

    void appendSpans(const Piece &piece, const std::vector<Span> &spans, std::vector<Piece> *out)
    {
        for (const Span &s : spans)
            if (s.end > s.start)
                out->push_back(
                    { piece.text.mid(s.start, s.end - s.start), piece.atStart && s.start == 0, -1 });
    }

    std::vector<Span> regexSpans(const QString &text, const QRegularExpression &re)
    {
        QRegularExpressionMatchIterator it = re.globalMatch(text);
        return spansOf(text, [&](qsizetype, qsizetype *start, qsizetype *end) {
            while (it.hasNext()) {
                const QRegularExpressionMatch m = it.next();
                if (m.capturedLength() == 0)
                    continue;
                *start = m.capturedStart();
                *end = m.capturedEnd();
                return true;
            }
            return false;
        });
    }

    std::vector<Span> literalSpans(const QString &text, const QString &literal)
    {
        return spansOf(text, [&](qsizetype at, qsizetype *start, qsizetype *end) {
            if (literal.isEmpty())
                return false;
            const qsizetype found = text.indexOf(literal, at);
            if (found < 0)
                return false;
            *start = found;
            *end = found + literal.size();
            return true;
        });
    }

    // Each character for which `is` holds, a match of its own.
    template <typename Predicate> std::vector<Span> characterSpans(const QString &text, Predicate is)
    {
        return spansOf(text, [&](qsizetype at, qsizetype *start, qsizetype *end) {
            for (qsizetype i = at; i < text.size();) {
                qsizetype length = 1;
                const char32_t c = codePointAt(text, i, &length);
                if (is(c)) {
                    *start = i;
                    *end = i + length;
                    return true;
                }
                i += length;
            }
            return false;
        });
    }

    // GPT-2's byte-level form: each UTF-8 byte of the text as its character of the alphabet.
    QString byteLevelChars(const QString &text)
    {
        const QByteArray utf8 = text.toUtf8();
        QString out;
        out.reserve(utf8.size());
        for (const char b : utf8)
            out += Tokenizer::byteToChar(static_cast<unsigned char>(b));
        return out;
    }

    void preTokenizeOne(const PreStep &step, const Piece &piece, std::vector<Piece> *out)
    {
        switch (step.kind) {
        case PreStep::Kind::ByteLevel: {
            Piece p = piece;
            if (step.addPrefixSpace && !p.text.startsWith(QLatin1Char(' ')))
                p.text.prepend(QLatin1Char(' '));
            std::vector<Piece> parts;
            if (step.useRegex) {
                qsizetype at = 0;
                for (const QString &s : Tokenizer::preTokenize(p.text)) {
                    parts.push_back({ s, p.atStart && at == 0, -1 });
                    at += s.size();
                }
            } else {
                parts.push_back(p);
            }
            for (Piece &part : parts)
                if (!part.text.isEmpty()) {
                    part.text = byteLevelChars(part.text);
                    out->push_back(std::move(part));
                }
            return;
        }
        case PreStep::Kind::SplitRegex:
        case PreStep::Kind::SplitString: {
            std::vector<Span> spans = step.kind == PreStep::Kind::SplitRegex
                ? regexSpans(piece.text, step.pattern)
                : literalSpans(piece.text, step.literal);
            if (step.invert)
                for (Span &s : spans)
                    s.match = !s.match;
            appendSpans(piece, applyBehavior(std::move(spans), step.behavior), out);
            return;
        }
        case PreStep::Kind::Digits: {
            const auto spans = characterSpans(piece.text, [](char32_t c) { return QChar::isNumber(c); });
            appendSpans(
                piece,
                applyBehavior(spans, step.individualDigits ? Behavior::Isolated : Behavior::Contiguous), out);
            return;
        }
        case PreStep::Kind::Metaspace: {
            Piece p = piece;
            p.text.replace(QLatin1Char(' '), step.replacement);
            const bool prepend = step.prepend == PreStep::Prepend::Always
                || (step.prepend == PreStep::Prepend::First && p.atStart);
            if (prepend && !p.text.startsWith(step.replacement))
                p.text.prepend(step.replacement);
            if (!step.split) {
                out->push_back(std::move(p));
                return;
            }
            const QChar r = step.replacement;
            appendSpans(p,
                        applyBehavior(characterSpans(p.text, [r](char32_t c) { return c == r.unicode(); }),
                                      Behavior::MergedWithNext),
                        out);
            return;
        }
        }
    }

    // Rust's \s* at the end of `text` before `end`: where that run of white space starts.
    qsizetype spaceRunBefore(const QString &text, qsizetype end, qsizetype floor)
    {
        qsizetype i = end, start = 0;
        while (i > floor && isWhiteSpace(codePointBefore(text, i, &start)))
            i = start;
        return i;
    }

    qsizetype spaceRunAfter(const QString &text, qsizetype start)
    {
        qsizetype i = start;
        while (i < text.size()) {
            qsizetype length = 1;
            if (!isWhiteSpace(codePointAt(text, i, &length)))
                break;
            i += length;
        }
        return i;
    }

    bool wordBefore(const QString &text, qsizetype at)
    {
        qsizetype start = 0;
        return at > 0 && isWordCharacter(codePointBefore(text, at, &start));
    }

    bool wordAfter(const QString &text, qsizetype at)
    {
        qsizetype length = 1;
        return at < text.size() && isWordCharacter(codePointAt(text, at, &length));
    }

    // The tokens' texts as a trie over UTF-16 units, to find the longest one at each position
    // in as many steps as it is long (the library uses Aho-Corasick, leftmost-longest).
    struct Trie {
        struct Node {
            std::unordered_map<char16_t, int> next;
            const AddedToken *token = nullptr; // a token ends here
        };
        std::vector<Node> nodes { Node {} };

        void add(const AddedToken *t)
        {
            int at = 0;
            for (const QChar c : t->match) {
                const auto it = nodes[std::size_t(at)].next.find(c.unicode());
                if (it != nodes[std::size_t(at)].next.end()) {
                    at = it->second;
                    continue;
                }
                nodes[std::size_t(at)].next.emplace(c.unicode(), int(nodes.size()));
                at = int(nodes.size());
                nodes.emplace_back();
            }
            if (!nodes[std::size_t(at)].token) // the first of two tokens with one text
                nodes[std::size_t(at)].token = t;
        }
        // The longest token that starts at i, or nullptr.
        const AddedToken *longestAt(const QString &text, qsizetype i) const
        {
            const AddedToken *best = nullptr;
            for (int at = 0; i < text.size(); ++i) {
                const auto it = nodes[std::size_t(at)].next.find(text.at(i).unicode());
                if (it == nodes[std::size_t(at)].next.end())
                    break;
                at = it->second;
                if (nodes[std::size_t(at)].token)
                    best = nodes[std::size_t(at)].token;
            }
            return best;
        }
    };

    // The added token matched leftmost-longest at or after `from`: its start, its end, its token.
    bool nextAddedToken(const Trie &tokens, const QString &text, qsizetype from, qsizetype *start,
                        qsizetype *end, const AddedToken **token)
    {
        for (qsizetype i = from; i < text.size(); ++i)
            if (const AddedToken *best = tokens.longestAt(text, i)) {
                *start = i;
                *end = i + best->match.size();
                *token = best;
                return true;
            }
        return false;
    }

    void splitAddedTokensOne(const Trie &tokens, const Piece &piece, std::vector<Piece> *out)
    {
        const QString &text = piece.text;
        qsizetype done = 0, searchFrom = 0, start = 0, end = 0;
        const AddedToken *token = nullptr;
        auto push = [&](qsizetype from, qsizetype to, int id) {
            if (to > from)
                out->push_back({ text.mid(from, to - from), piece.atStart && from == 0, id });
        };
        while (nextAddedToken(tokens, text, searchFrom, &start, &end, &token)) {
            searchFrom = end;
            if (token->singleWord && (wordBefore(text, start) || wordAfter(text, end)))
                continue; // inside a word: left to the model
            qsizetype stop = end;
            if (token->lstrip)
                start = std::max(spaceRunBefore(text, start, 0), done);
            if (token->rstrip)
                stop = spaceRunAfter(text, end);
            push(done, start, -1);
            push(start, stop, token->id);
            done = stop;
            searchFrom = std::max(searchFrom, stop);
        }
        push(done, text.size(), -1);
    }

} // namespace

char32_t codePointAt(const QString &s, qsizetype i, qsizetype *length)
{
    const QChar c = s.at(i);
    if (c.isHighSurrogate() && i + 1 < s.size() && s.at(i + 1).isLowSurrogate()) {
        *length = 2;
        return QChar::surrogateToUcs4(c, s.at(i + 1));
    }
    *length = 1;
    return c.unicode();
}

char32_t codePointBefore(const QString &s, qsizetype at, qsizetype *start)
{
    *start = (at >= 2 && s.at(at - 1).isLowSurrogate() && s.at(at - 2).isHighSurrogate()) ? at - 2 : at - 1;
    qsizetype length = 1;
    return codePointAt(s, *start, &length);
}

QString shownInMessage(const QString &text)
{
    return printableName(text.left(40));
}

const QString &whiteSpaceClass()
{
    static const QString space
        = QStringLiteral("\\t\\n\\x{0B}\\f\\r \\x{85}\\x{A0}\\x{1680}\\x{2000}-\\x{200A}"
                         "\\x{2028}\\x{2029}\\x{202F}\\x{205F}\\x{3000}");
    return space;
}

bool isWhiteSpace(char32_t c)
{
    return (c >= 0x09 && c <= 0x0d) || c == 0x20 || c == 0x85 || c == 0xa0 || c == 0x1680
        || (c >= 0x2000 && c <= 0x200a) || c == 0x2028 || c == 0x2029 || c == 0x202f || c == 0x205f
        || c == 0x3000;
}

bool isWordCharacter(char32_t c)
{
    if (c == 0x200c || c == 0x200d)
        return true;
    switch (QChar::category(c)) {
    case QChar::Letter_Uppercase:
    case QChar::Letter_Lowercase:
    case QChar::Letter_Titlecase:
    case QChar::Letter_Modifier:
    case QChar::Letter_Other:
    case QChar::Number_Letter:
    case QChar::Number_DecimalDigit:
    case QChar::Mark_NonSpacing:
    case QChar::Mark_SpacingCombining:
    case QChar::Mark_Enclosing:
    case QChar::Punctuation_Connector:
        return true;
    default:
        return false;
    }
}

QRegularExpression translatePattern(const QString &pattern, QString *problem)
{
    const QString &space = whiteSpaceClass();
    const QRegularExpression invalid(QStringLiteral("("));
    auto refuse = [&](const QString &why) {
        *problem = why;
        return invalid;
    };
    QString out;
    // Classes nest in the library's engine (Oniguruma): an inner class adds its characters to the
    // outer one (BLOOM's [^(\s|[.,!?…])]). Qt's engine has no nesting, so the inner brackets are
    // dropped and its characters join the outer class.
    int classDepth = 0;
    for (qsizetype i = 0; i < pattern.size(); ++i) {
        const QChar c = pattern.at(i);
        const bool inClass = classDepth > 0;
        if (c == QLatin1Char('\\')) {
            if (i + 1 >= pattern.size())
                //: what is wrong with a tokenizer's regular expression, put after "has a pattern that"
                return refuse(IoText::tr("ends with a lone \\"));
            const QChar e = pattern.at(++i);
            if (e == QLatin1Char('s'))
                out += inClass ? space : QLatin1Char('[') + space + QLatin1Char(']');
            else if (e == QLatin1Char('S') && !inClass)
                out += QStringLiteral("[^") + space + QLatin1Char(']');
            else if (e == QLatin1Char('u') && i + 4 < pattern.size()) { // \uHHHH
                out += QStringLiteral("\\x{") + pattern.mid(i + 1, 4) + QLatin1Char('}');
                i += 4;
            } else if (QStringLiteral("dDpPnrtfex0").contains(e) || !e.isLetterOrNumber())
                out += c, out += e; // the same in both engines
            else
                //: what is wrong with a tokenizer's regular expression, put after "has a pattern that"; %1 a
                //: letter
                return refuse(IoText::tr("uses \\%1, which Qt's engine reads otherwise").arg(e));
            continue;
        }
        if (c == QLatin1Char('[')) {
            if (inClass) {
                if (i + 1 < pattern.size()
                    && (pattern.at(i + 1) == QLatin1Char('^') || pattern.at(i + 1) == QLatin1Char(':')
                        || pattern.at(i + 1) == QLatin1Char(']')))
                    //: what is wrong with a tokenizer's regular expression, put after "has a pattern that"
                    return refuse(IoText::tr("has a negated or POSIX class inside a class"));
                // dropping the brackets must not join a range across them ([x[-z]], [[ab]-z])
                if (out.endsWith(QLatin1Char('-'))
                    || (i + 1 < pattern.size() && pattern.at(i + 1) == QLatin1Char('-')))
                    //: what is wrong with a tokenizer's regular expression, put after "has a pattern that"
                    return refuse(IoText::tr("has a range beside a class inside a class"));
                ++classDepth;
                continue;
            }
            classDepth = 1;
            out += c;
            // A ']' (or '^]') right after '[' is a character, not the end.
            if (i + 1 < pattern.size() && pattern.at(i + 1) == QLatin1Char('^'))
                out += pattern.at(++i);
            if (i + 1 < pattern.size() && pattern.at(i + 1) == QLatin1Char(']'))
                out += pattern.at(++i);
            continue;
        }
        if (inClass && c == QLatin1Char('&') && i + 1 < pattern.size()
            && pattern.at(i + 1) == QLatin1Char('&'))
            //: what is wrong with a tokenizer's regular expression, put after "has a pattern that"
            return refuse(IoText::tr("intersects classes (&&)"));
        if (c == QLatin1Char(']') && inClass) {
            if (--classDepth > 0) {
                if (i + 1 < pattern.size() && pattern.at(i + 1) == QLatin1Char('-'))
                    //: what is wrong with a tokenizer's regular expression, put after "has a pattern that"
                    return refuse(IoText::tr("has a range beside a class inside a class"));
                continue; // an inner class's end: its characters stay in the outer one
            }
        }
        if (classDepth == 0 && c == QLatin1Char('(') && i + 1 < pattern.size()
            && pattern.at(i + 1) == QLatin1Char('?')) {
            // Groups both engines read alike: (?: (?= (?! (?<= (?<! (?> and the i option.
            const QString rest = pattern.mid(i + 2, 3);
            static const QStringList same = { ":", "=", "!", "<=", "<!", ">", "i:", "i)", "-i:", "-i)" };
            if (std::none_of(same.begin(), same.end(), [&](const QString &g) { return rest.startsWith(g); }))
                return refuse(
                    //: what is wrong with a tokenizer's regular expression, put after "has a pattern that";
                    //: %1 the group's first characters ("?P")
                    IoText::tr("has a group (?%1 Qt's engine reads otherwise").arg(rest.left(2)));
        }
        out += c;
    }
    QRegularExpression re(
        out, QRegularExpression::UseUnicodePropertiesOption | QRegularExpression::MultilineOption);
    if (!re.isValid())
        //: what is wrong with a tokenizer's regular expression, put after "has a pattern that"; %1 Qt's
        //: reason
        return refuse(IoText::tr("Qt cannot read (%1)").arg(re.errorString()));
    // A pattern that can match nothing splits at every position in the library: not built.
    for (const QString &probe : { QString(), QStringLiteral("a 1\n.\u00e9\u4e2d") }) {
        QRegularExpressionMatchIterator it = re.globalMatch(probe);
        while (it.hasNext())
            if (it.next().capturedLength() == 0)
                //: what is wrong with a tokenizer's regular expression, put after "has a pattern that"
                return refuse(IoText::tr("can match the empty string"));
    }
    return re;
}

qsizetype normalizedLimit(qsizetype length)
{
    return 16 * length + 4096;
}

bool normalize(const std::vector<Normalizer> &steps, QString &text, qsizetype limit)
{
    for (const Normalizer &n : steps) {
        if (text.size() > limit)
            return false;
        switch (n.kind) {
        case Normalizer::Kind::Nfc:
            text = text.normalized(QString::NormalizationForm_C);
            break;
        case Normalizer::Kind::Nfd:
            text = text.normalized(QString::NormalizationForm_D);
            break;
        case Normalizer::Kind::Nfkc:
            text = text.normalized(QString::NormalizationForm_KC);
            break;
        case Normalizer::Kind::Nfkd:
            text = text.normalized(QString::NormalizationForm_KD);
            break;
        case Normalizer::Kind::Lowercase:
            text = text.toLower();
            break;
        case Normalizer::Kind::Prepend:
            if (!text.isEmpty())
                text.prepend(n.text);
            break;
        case Normalizer::Kind::ReplaceString:
            if (n.text.isEmpty())
                break;
            // The size it would have, before it is made: one Replace may multiply the text.
            if (text.size() + text.count(n.text) * (n.with.size() - n.text.size()) > limit)
                return false;
            text.replace(n.text, n.with);
            break;
        case Normalizer::Kind::ReplaceRegex: {
            QString out;
            for (const Span &s : regexSpans(text, n.pattern)) {
                out += s.match ? n.with : text.mid(s.start, s.end - s.start);
                if (out.size() > limit)
                    return false;
            }
            text = out;
            break;
        }
        case Normalizer::Kind::Strip: {
            qsizetype from = 0, to = text.size();
            if (n.left)
                from = spaceRunAfter(text, 0);
            if (n.right)
                to = std::max(from, spaceRunBefore(text, to, from));
            text = text.mid(from, to - from);
            break;
        }
        }
    }
    return text.size() <= limit;
}

void preTokenize(const std::vector<PreStep> &steps, std::vector<Piece> *pieces)
{
    for (const PreStep &step : steps) {
        std::vector<Piece> next;
        next.reserve(pieces->size());
        for (const Piece &p : *pieces) {
            if (p.addedId >= 0)
                next.push_back(p);
            else
                preTokenizeOne(step, p, &next);
        }
        *pieces = std::move(next);
    }
}

void splitAddedTokens(const std::vector<const AddedToken *> &tokens, std::vector<Piece> *pieces)
{
    if (tokens.empty())
        return;
    Trie trie;
    for (const AddedToken *t : tokens)
        if (!t->match.isEmpty())
            trie.add(t);
    std::vector<Piece> next;
    for (const Piece &p : *pieces) {
        if (p.addedId >= 0)
            next.push_back(p);
        else
            splitAddedTokensOne(trie, p, &next);
    }
    *pieces = std::move(next);
}

} // namespace attn::io::tok
