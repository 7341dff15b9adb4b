// BPE tokenizers (tokenizer.h says the steps); reading tokenizer.json is in tokenizer_json.cpp.
#include "tokenizer.h"

#include "io/fileio.h"
#include "io/iotext.h"
#include "io/strictjson.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

#include <algorithm>
#include <array>
#include <cmath>
#include <queue>

namespace attn::io {

namespace {

    // bytes_to_unicode(): the printable bytes stand for themselves, the other 68 (controls, space,
    // DEL, NBSP, soft hyphen, …) for U+0100, U+0101, … in byte order.
    struct ByteAlphabet {
        std::array<char16_t, 256> charOf {};
        std::array<int, 0x144> byteOf {}; // every character of the alphabet is below U+0144

        ByteAlphabet()
        {
            byteOf.fill(-1);
            int next = 0x100;
            for (int b = 0; b < 256; ++b) {
                const bool printable
                    = (b >= 0x21 && b <= 0x7e) || (b >= 0xa1 && b <= 0xac) || (b >= 0xae && b <= 0xff);
                charOf[static_cast<std::size_t>(b)] = static_cast<char16_t>(printable ? b : next++);
                byteOf[charOf[static_cast<std::size_t>(b)]] = b;
            }
        }
    };

    const ByteAlphabet &alphabet()
    {
        static const ByteAlphabet a;
        return a;
    }

    // GPT-2's pattern, with Python regex's \s: the characters with Unicode's White_Space property,
    // written out so that it does not depend on how PCRE2 defines \s.
    const QRegularExpression &piecePattern()
    {
        static const QRegularExpression pattern = [] {
            const QString &s = tok::whiteSpaceClass();
            return QRegularExpression(
                QStringLiteral(
                    "'s|'t|'re|'ve|'m|'ll|'d| ?\\p{L}+| ?\\p{N}+| ?[^%1\\p{L}\\p{N}]+|[%1]+(?![^%1])|[%1]+")
                    .arg(s),
                QRegularExpression::UseUnicodePropertiesOption);
        }();
        return pattern;
    }

    // A lone UTF-16 surrogate is not a character: replaced by U+FFFD, as UTF-8 conversion would.
    QString withoutLoneSurrogates(const QString &text)
    {
        QString out = text;
        for (qsizetype i = 0; i < out.size(); ++i) {
            const QChar c = out.at(i);
            if (c.isHighSurrogate() && i + 1 < out.size() && out.at(i + 1).isLowSurrogate())
                ++i;
            else if (c.isSurrogate())
                out[i] = QChar(QChar::ReplacementCharacter);
        }
        return out;
    }

    // How long the UTF-8 character starting at bytes[i] is, 0 when it is not a valid one
    // (a stray continuation byte, an overlong form, a surrogate, past U+10FFFF, cut short).
    int utf8Length(const QByteArray &bytes, qsizetype i)
    {
        const auto at = [&](qsizetype k) { return static_cast<unsigned char>(bytes[k]); };
        const unsigned char b = at(i);
        int length;
        unsigned lowest;
        if (b < 0x80)
            return 1;
        if (b >= 0xc2 && b <= 0xdf)
            length = 2, lowest = 0x80;
        else if (b >= 0xe0 && b <= 0xef)
            length = 3, lowest = 0x800;
        else if (b >= 0xf0 && b <= 0xf4)
            length = 4, lowest = 0x10000;
        else
            return 0;
        if (i + length > bytes.size())
            return 0;
        unsigned code = b & (0x7f >> length);
        for (int k = 1; k < length; ++k) {
            const unsigned char c = at(i + k);
            if ((c & 0xc0) != 0x80)
                return 0;
            code = (code << 6) | (c & 0x3f);
        }
        if (code < lowest || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff))
            return 0;
        return length;
    }

} // namespace

QChar Tokenizer::byteToChar(unsigned char byte)
{
    return QChar(alphabet().charOf[byte]);
}

QStringList Tokenizer::preTokenize(const QString &text)
{
    const QString clean = withoutLoneSurrogates(text);
    QStringList pieces;
    qsizetype covered = 0;
    QRegularExpressionMatchIterator it = piecePattern().globalMatch(clean);
    while (it.hasNext()) {
        const QRegularExpressionMatch m = it.next();
        if (m.capturedStart() > covered) // only if PCRE2 gave up (its match limit): kept whole
            pieces << clean.mid(covered, m.capturedStart() - covered);
        pieces << m.captured();
        covered = m.capturedEnd();
    }
    if (covered < clean.size())
        pieces << clean.mid(covered);
    return pieces;
}

QString Tokenizer::displayBytes(const QByteArray &bytes)
{
    QString out;
    for (qsizetype i = 0; i < bytes.size();) {
        if (const int n = utf8Length(bytes, i)) {
            out += QString::fromUtf8(bytes.constData() + i, n);
            i += n;
        } else {
            out += QStringLiteral("\\x%1").arg(uint(static_cast<unsigned char>(bytes[i])), 2, 16,
                                               QLatin1Char('0'));
            ++i;
        }
    }
    return out;
}

int Tokenizer::symbolOf(const QString &text)
{
    const auto it = m_symbolIndex.constFind(text);
    if (it != m_symbolIndex.constEnd())
        return *it;
    const int index = static_cast<int>(m_symbolText.size());
    m_symbolIndex.insert(text, index);
    m_symbolText.push_back(text);
    m_symbolId.push_back(-1);
    return index;
}

int Tokenizer::vocabularyId(const QString &text) const
{
    const auto it = m_symbolIndex.constFind(text);
    return it == m_symbolIndex.constEnd() ? -1 : m_symbolId[std::size_t(*it)];
}

bool Tokenizer::addVocabulary(const QString &token, double id, const QString &label, QString *error)
{
    constexpr double kMaxId = 1 << 24; // GPT-2 has 50 257 tokens; the largest vocabularies a few 100 000
    if (!(id >= 0) || id >= kMaxId || id != std::floor(id)) {
        //: %1 the vocabulary file, %2 a token, %3 the id found, %4 the highest id allowed
        *error = IoText::tr("%1: token \"%2\" has id %3, expected a whole number in 0…%4")
                     .arg(label, tok::shownInMessage(token))
                     .arg(id)
                     .arg(int(kMaxId) - 1);
        return false;
    }
    const int index = static_cast<int>(id);
    if (const auto it = m_textById.find(index); it != m_textById.end()) {
        //: %1 the vocabulary file, %2 the id, %3 and %4 the two tokens
        *error = IoText::tr("%1: id %2 is given to two tokens (\"%3\" and \"%4\")")
                     .arg(label)
                     .arg(index)
                     .arg(tok::shownInMessage(it->second), tok::shownInMessage(token));
        return false;
    }
    m_end = std::max(m_end, index + 1);
    m_textById[index] = token;
    m_symbolId[std::size_t(symbolOf(token))] = index;
    return true;
}

bool Tokenizer::addMerge(const QString &left, const QString &right, int line, const QString &label,
                         QString *error)
{
    if (left.isEmpty() || right.isEmpty()) {
        //: %1 the merges file, %2 the merge's number
        *error = IoText::tr("%1: merge %2 is not two tokens separated by one space").arg(label).arg(line);
        return false;
    }
    const auto key = (quint64(quint32(symbolOf(left))) << 32) | quint32(symbolOf(right));
    const int joined = symbolOf(left + right);
    // A pair written twice has its last rank, as encoder.py's dict and the tokenizers library have it.
    m_merges.insert_or_assign(key, std::pair { m_mergeCount++, joined });
    return true;
}

void Tokenizer::finish()
{
    for (int b = 0; b < 256; ++b) {
        // Written as the library writes them: "<0x0A>".
        const QString text = QStringLiteral("<0x%1>").arg(
            QString::number(b, 16).toUpper().rightJustified(2, QLatin1Char('0')));
        m_byteSymbols[std::size_t(b)] = vocabularyId(text) >= 0 ? m_symbolIndex.value(text) : -1;
    }
}

std::optional<Tokenizer> Tokenizer::fromVocabAndMerges(const QByteArray &vocabJson,
                                                       const QByteArray &mergesText,
                                                       const QString &vocabLabel, const QString &mergesLabel,
                                                       QString *error)
{
    QString ignored;
    if (!error)
        error = &ignored;
    QString problem; // duplicate keys refused: a token with two ids would keep only one
    const auto parsed = parseStrictJson(vocabJson, &problem);
    if (!parsed) {
        *error = QStringLiteral("%1: %2").arg(vocabLabel, problem);
        return std::nullopt;
    }
    const QJsonDocument &doc = *parsed;
    if (!doc.isObject() || doc.object().isEmpty()) {
        //: %1 the vocabulary file (vocab.json)
        *error = IoText::tr("%1: expected an object of tokens and their ids").arg(vocabLabel);
        return std::nullopt;
    }
    Tokenizer t;
    const QJsonObject vocab = doc.object();
    for (auto it = vocab.begin(); it != vocab.end(); ++it) {
        if (!it.value().isDouble()) {
            //: %1 the vocabulary file (vocab.json), %2 a token
            *error = IoText::tr("%1: the id of token \"%2\" is not a number")
                         .arg(vocabLabel, tok::shownInMessage(it.key()));
            return std::nullopt;
        }
        if (!t.addVocabulary(it.key(), it.value().toDouble(), vocabLabel, error))
            return std::nullopt;
    }

    const QList<QByteArray> lines = mergesText.split('\n');
    for (qsizetype i = 0; i < lines.size(); ++i) {
        QByteArray line = lines.at(i);
        if (line.endsWith('\r'))
            line.chop(1);
        if (line.isEmpty() || (i == 0 && line.startsWith("#version")))
            continue;
        const QList<QByteArray> parts = line.split(' ');
        if (parts.size() != 2 || parts.at(0).isEmpty() || parts.at(1).isEmpty()) {
            //: %1 the merges file (merges.txt), %2 the line's number
            *error = IoText::tr("%1: line %2 is not two tokens separated by one space")
                         .arg(mergesLabel)
                         .arg(i + 1);
            return std::nullopt;
        }
        if (!t.addMerge(QString::fromUtf8(parts.at(0)), QString::fromUtf8(parts.at(1)), int(i + 1),
                        mergesLabel, error))
            return std::nullopt;
    }
    // GPT-2's split: its pattern, then the byte alphabet.
    tok::PreStep byteLevel;
    byteLevel.kind = tok::PreStep::Kind::ByteLevel;
    t.m_preSteps.push_back(byteLevel);
    // <|endoftext|> typed in the text is that one token, as transformers' GPT-2 tokenizer has it
    // (its BOS, EOS and unknown token, a special added token: matched as written, not split).
    tok::AddedToken endOfText;
    endOfText.content = endOfText.match = QStringLiteral("<|endoftext|>");
    endOfText.id = t.vocabularyId(endOfText.content);
    if (endOfText.id >= 0)
        t.m_added.push_back(endOfText);
    t.finish(); // the bytes still spell the text: those of <|endoftext|> are its characters
    return t;
}

std::vector<int> Tokenizer::mergeSymbols(std::vector<int> symbol) const
{
    // The piece's symbols as a linked list; the best-ranked adjacent pair is merged first, the
    // leftmost among equals, exactly what encoder.py's repeated scans and the tokenizers library's
    // queue do, in n·log n. A symbol only ever grows to the right, so a candidate whose two
    // symbols are no longer the ones it was made for is stale.
    const int n = static_cast<int>(symbol.size());
    std::vector<int> next(static_cast<std::size_t>(n)), prev(static_cast<std::size_t>(n));
    for (int i = 0; i < n; ++i) {
        next[std::size_t(i)] = i + 1 < n ? i + 1 : -1;
        prev[std::size_t(i)] = i - 1;
    }
    struct Candidate {
        int rank, left, leftSymbol, rightSymbol, joined;
        bool operator>(const Candidate &o) const { return rank != o.rank ? rank > o.rank : left > o.left; }
    };
    std::priority_queue<Candidate, std::vector<Candidate>, std::greater<>> queue;
    auto consider = [&](int left) {
        if (left < 0 || next[std::size_t(left)] < 0)
            return;
        const int a = symbol[std::size_t(left)], b = symbol[std::size_t(next[std::size_t(left)])];
        const auto it = m_merges.find((quint64(quint32(a)) << 32) | quint32(b));
        if (it != m_merges.end())
            queue.push({ it->second.first, left, a, b, it->second.second });
    };
    for (int i = 0; i + 1 < n; ++i)
        consider(i);
    while (!queue.empty()) {
        const Candidate c = queue.top();
        queue.pop();
        const int right = next[std::size_t(c.left)];
        if (symbol[std::size_t(c.left)] != c.leftSymbol || right < 0
            || symbol[std::size_t(right)] != c.rightSymbol)
            continue;
        symbol[std::size_t(c.left)] = c.joined;
        symbol[std::size_t(right)] = -1;
        next[std::size_t(c.left)] = next[std::size_t(right)];
        if (next[std::size_t(right)] >= 0)
            prev[std::size_t(next[std::size_t(right)])] = c.left;
        consider(prev[std::size_t(c.left)]);
        consider(c.left);
    }
    std::vector<int> out;
    for (int i = n > 0 ? 0 : -1; i >= 0; i = next[std::size_t(i)])
        out.push_back(symbol[std::size_t(i)]);
    return out;
}

bool Tokenizer::encodePiece(const QString &piece, std::vector<int> *ids, QString *error) const
{
    auto symbolShown = [&](const QString &s) {
        return tok::shownInMessage(m_byteLevel ? displayBytes(tokenBytesOf(s)) : s);
    };
    if (m_ignoreMerges) // a piece the vocabulary has whole is that token
        if (const int id = vocabularyId(piece); id >= 0) {
            ids->push_back(id);
            return true;
        }
    std::vector<int> symbols;
    symbols.reserve(std::size_t(piece.size()));
    int pendingUnknown = 0; // unknown characters not written yet (fused into one with fuse_unk)
    auto flushUnknown = [&] {
        for (; pendingUnknown > 0; --pendingUnknown)
            symbols.push_back(m_unknownSymbol);
    };
    for (qsizetype i = 0; i < piece.size();) {
        qsizetype length = 1;
        tok::codePointAt(piece, i, &length);
        const QString c = piece.mid(i, length);
        i += length;
        const auto it = m_symbolIndex.constFind(c);
        if (it != m_symbolIndex.constEnd() && m_symbolId[std::size_t(*it)] >= 0) {
            flushUnknown();
            symbols.push_back(*it);
            continue;
        }
        if (m_unknownIsError) {
            //: %1 a character, %2 the piece of text it is in
            *error = IoText::tr("the vocabulary has no token for \"%1\" (in \"%2\")")
                         .arg(symbolShown(c), symbolShown(piece));
            return false;
        }
        if (m_byteFallback) {
            const QByteArray utf8 = c.toUtf8();
            if (std::all_of(utf8.begin(), utf8.end(),
                            [&](char b) { return m_byteSymbols[static_cast<unsigned char>(b)] >= 0; })) {
                flushUnknown();
                for (const char b : utf8)
                    symbols.push_back(m_byteSymbols[static_cast<unsigned char>(b)]);
                continue;
            }
        }
        if (m_unknownSymbol >= 0 && !(pendingUnknown > 0 && m_fuseUnknown))
            ++pendingUnknown; // without an unknown token the character is left out, as the library does
    }
    flushUnknown();
    for (const int s : mergeSymbols(std::move(symbols))) {
        if (m_symbolId[std::size_t(s)] < 0) {
            //: %1 a part of a word, %2 the piece of text it is in
            *error = IoText::tr("the vocabulary has no token for \"%1\" (in \"%2\")")
                         .arg(symbolShown(m_symbolText[std::size_t(s)]), symbolShown(piece));
            return false;
        }
        ids->push_back(m_symbolId[std::size_t(s)]);
    }
    return true;
}

std::optional<std::vector<int>> Tokenizer::encode(const QString &text, QString *error) const
{
    QString ignored;
    if (!error)
        error = &ignored;
    if (!m_encodeProblem.isEmpty()) {
        *error = m_encodeProblem;
        return std::nullopt;
    }
    // Steps 1 and 2 (tokenizer_steps.h): tokens written raw, the normalizers, tokens written
    // normalized, the pre-tokenizers.
    std::vector<tok::Piece> pieces { { withoutLoneSurrogates(text), true, -1 } };
    std::vector<const tok::AddedToken *> raw, normalized;
    for (const tok::AddedToken &t : m_added)
        (t.normalized ? normalized : raw).push_back(&t);
    tok::splitAddedTokens(raw, &pieces);
    // A normalizer may lengthen the text (NFKD, a Replace), not without bound.
    const qsizetype limit = tok::normalizedLimit(text.size());
    for (tok::Piece &p : pieces)
        if (p.addedId < 0 && !tok::normalize(m_normalizers, p.text, limit)) {
            //: %1 the tokenizer file; normalizer is its key, kept
            *error = IoText::tr("%1: normalizer makes the text more than 16 times longer; give token ids")
                         .arg(m_label);
            return std::nullopt;
        }
    tok::splitAddedTokens(normalized, &pieces);
    pieces.erase(
        std::remove_if(pieces.begin(), pieces.end(), [](const tok::Piece &p) { return p.text.isEmpty(); }),
        pieces.end());
    tok::preTokenize(m_preSteps, &pieces);

    std::vector<int> ids = m_prefix;
    for (const tok::Piece &p : pieces) {
        if (p.addedId >= 0)
            ids.push_back(p.addedId);
        else if (!encodePiece(p.text, &ids, error))
            return std::nullopt;
    }
    ids.insert(ids.end(), m_suffix.begin(), m_suffix.end());
    return ids;
}

QByteArray Tokenizer::tokenBytesOf(const QString &written) const
{
    if (m_byteLevel) {
        QByteArray bytes;
        for (const QChar c : written) {
            const int b = c.unicode() < alphabet().byteOf.size() ? alphabet().byteOf[c.unicode()] : -1;
            if (b < 0)
                return written.toUtf8(); // not written in the alphabet: as it stands
            bytes.push_back(static_cast<char>(b));
        }
        return bytes;
    }
    if (m_byteFallback && written.size() == 6 && written.startsWith(QLatin1String("<0x"))
        && written.endsWith(QLatin1Char('>'))) {
        bool ok = false;
        const int b = written.mid(3, 2).toInt(&ok, 16);
        if (ok)
            return QByteArray(1, static_cast<char>(b));
    }
    QString text = written;
    return text.replace(m_metaspace, QLatin1Char(' ')).toUtf8();
}

QByteArray Tokenizer::tokenBytes(int id) const
{
    if (const auto added = m_addedIndex.find(id); added != m_addedIndex.end())
        return m_added[added->second].content.toUtf8();
    const auto it = m_textById.find(id);
    return it == m_textById.end() ? QByteArray() : tokenBytesOf(it->second);
}

QString Tokenizer::tokenText(int id) const
{
    if (m_textById.find(id) == m_textById.end() && m_addedIndex.find(id) == m_addedIndex.end())
        return QStringLiteral("[id %1]").arg(id);
    return displayBytes(tokenBytes(id));
}

} // namespace attn::io
