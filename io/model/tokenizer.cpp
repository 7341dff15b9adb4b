// GPT-2's byte-level BPE (tokenizer.h says the three steps).
#include "tokenizer.h"

#include "io/fileio.h"
#include "io/strictjson.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

#include <algorithm>
#include <array>
#include <cmath>
#include <functional>
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

// Python regex's \s: the characters with Unicode's White_Space property. Written out, so the
// pattern does not depend on how PCRE2 defines \s.
#define GPT2_SPACE                                                                                           \
    "\\t\\n\\x{0B}\\f\\r "                                                                                   \
    "\\x{85}\\x{A0}\\x{1680}\\x{2000}-\\x{200A}\\x{2028}\\x{2029}\\x{202F}\\x{205F}\\x{3000}"

    const QRegularExpression &piecePattern()
    {
        static const QRegularExpression pattern(
            QStringLiteral("'s|'t|'re|'ve|'m|'ll|'d| ?\\p{L}+| ?\\p{N}+| ?[^" GPT2_SPACE "\\p{L}\\p{N}]+"
                           "|[" GPT2_SPACE "]+(?![^" GPT2_SPACE "])|[" GPT2_SPACE "]+"),
            QRegularExpression::UseUnicodePropertiesOption);
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

    // A token or piece of text in a message: cut short, control characters shown as \n or \xNN.
    QString shown(const QString &text)
    {
        return printableName(text.left(40));
    }

} // namespace

std::size_t Gpt2Tokenizer::PairHash::operator()(const std::pair<std::string, std::string> &p) const
{
    const std::size_t a = std::hash<std::string>()(p.first), b = std::hash<std::string>()(p.second);
    return a ^ (b + 0x9e3779b97f4a7c15ull + (a << 6) + (a >> 2));
}

QChar Gpt2Tokenizer::byteToChar(unsigned char byte)
{
    return QChar(alphabet().charOf[byte]);
}

QStringList Gpt2Tokenizer::preTokenize(const QString &text)
{
    const QString clean = withoutLoneSurrogates(text);
    QStringList pieces;
    qsizetype covered = 0;
    QRegularExpressionMatchIterator it = piecePattern().globalMatch(clean);
    while (it.hasNext()) {
        const QRegularExpressionMatch m = it.next();
        if (m.capturedStart() > covered) // cannot happen (the pattern covers every character); kept whole
            pieces << clean.mid(covered, m.capturedStart() - covered);
        pieces << m.captured();
        covered = m.capturedEnd();
    }
    if (covered < clean.size())
        pieces << clean.mid(covered);
    return pieces;
}

QString Gpt2Tokenizer::displayBytes(const QByteArray &bytes)
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

bool Gpt2Tokenizer::addVocabulary(const QString &token, double id, const QString &label, QString *error)
{
    constexpr double kMaxId = 1 << 24; // GPT-2 has 50 257 tokens; the largest vocabularies a few 100 000
    if (!(id >= 0) || id >= kMaxId || id != std::floor(id)) {
        *error = QStringLiteral("%1: token \"%2\" has id %3, expected a whole number in 0…%4")
                     .arg(label, shown(token))
                     .arg(id)
                     .arg(int(kMaxId) - 1);
        return false;
    }
    const int index = static_cast<int>(id);
    if (const auto it = m_bytesById.find(index); it != m_bytesById.end()) {
        *error = QStringLiteral("%1: id %2 is given to two tokens (\"%3\" and \"%4\")")
                     .arg(label)
                     .arg(index)
                     .arg(shown(displayBytes(QByteArray::fromStdString(it->second))), shown(token));
        return false;
    }
    m_end = std::max(m_end, index + 1);
    // Byte-level form: every character one of the 256 of the alphabet.
    std::string bytes;
    bool byteLevel = !token.isEmpty();
    for (const QChar c : token) {
        const int b = c.unicode() < alphabet().byteOf.size() ? alphabet().byteOf[c.unicode()] : -1;
        if (b < 0) {
            byteLevel = false;
            break;
        }
        bytes.push_back(static_cast<char>(b));
    }
    if (byteLevel)
        m_idByBytes.emplace(bytes, index);
    else
        bytes = token.toStdString(); // shown as written; the merges can never make it
    m_bytesById[index] = std::move(bytes);
    return true;
}

bool Gpt2Tokenizer::addMerge(const QString &left, const QString &right, int line, const QString &label,
                             QString *error)
{
    if (left.isEmpty() || right.isEmpty()) {
        *error = QStringLiteral("%1: merge %2 is not two tokens separated by one space").arg(label).arg(line);
        return false;
    }
    auto toBytes = [](const QString &s, std::string *out) {
        for (const QChar c : s) {
            const int b = c.unicode() < alphabet().byteOf.size() ? alphabet().byteOf[c.unicode()] : -1;
            if (b < 0)
                return false;
            out->push_back(static_cast<char>(b));
        }
        return true;
    };
    std::string a, b;
    // A pair written in other characters can never apply to bytes; it changes nothing.
    if (toBytes(left, &a) && toBytes(right, &b))
        m_rank.emplace(std::pair { std::move(a), std::move(b) },
                       static_cast<int>(m_rank.size())); // the first rank stays
    return true;
}

std::optional<Gpt2Tokenizer> Gpt2Tokenizer::fromVocabAndMerges(const QByteArray &vocabJson,
                                                               const QByteArray &mergesText,
                                                               const QString &vocabLabel,
                                                               const QString &mergesLabel, QString *error)
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
        *error = QStringLiteral("%1: expected an object of tokens and their ids").arg(vocabLabel);
        return std::nullopt;
    }
    Gpt2Tokenizer t;
    const QJsonObject vocab = doc.object();
    for (auto it = vocab.begin(); it != vocab.end(); ++it) {
        if (!it.value().isDouble()) {
            *error = QStringLiteral("%1: the id of token \"%2\" is not a number")
                         .arg(vocabLabel, shown(it.key()));
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
            *error = QStringLiteral("%1: line %2 is not two tokens separated by one space")
                         .arg(mergesLabel)
                         .arg(i + 1);
            return std::nullopt;
        }
        if (!t.addMerge(QString::fromUtf8(parts.at(0)), QString::fromUtf8(parts.at(1)), int(i + 1),
                        mergesLabel, error))
            return std::nullopt;
    }
    return t;
}

std::optional<Gpt2Tokenizer> Gpt2Tokenizer::fromTokenizerJson(const QByteArray &json, const QString &label,
                                                              QString *error)
{
    QString ignored;
    if (!error)
        error = &ignored;
    auto fail = [&](const QString &message) {
        *error = QStringLiteral("%1: %2").arg(label, message);
        return std::nullopt;
    };
    QString problem;
    const auto parsed = parseStrictJson(json, &problem);
    if (!parsed)
        return fail(problem);
    const QJsonDocument &doc = *parsed;
    const QJsonObject model = doc.object().value(QLatin1String("model")).toObject();
    if (model.isEmpty())
        return fail(QStringLiteral("no \"model\" object"));
    const QString type = model.value(QLatin1String("type")).toString(QStringLiteral("BPE"));
    if (type != QLatin1String("BPE"))
        return fail(QStringLiteral("model type \"%1\" is not GPT-2's byte-level BPE").arg(shown(type)));
    const QJsonObject vocab = model.value(QLatin1String("vocab")).toObject();
    if (vocab.isEmpty())
        return fail(QStringLiteral("model.vocab is missing or empty"));
    if (!model.value(QLatin1String("merges")).isArray())
        return fail(
            QStringLiteral("model.merges is missing: a vocabulary without its merges cannot split text"));

    Gpt2Tokenizer t;
    // GPT-2's own splitting is a ByteLevel pre-tokenizer with its regex and no normalizer; a
    // file that asks for more (Llama 3's and Qwen's Split patterns, SentencePiece's ▁, a prefix
    // space) would get other ids here, so it names tokens but refuses to split text.
    const QJsonObject root = doc.object();
    const QJsonValue normalizer = root.value(QLatin1String("normalizer"));
    const QJsonObject pre = root.value(QLatin1String("pre_tokenizer")).toObject();
    const QString preType = pre.value(QLatin1String("type")).toString();
    if (!normalizer.isUndefined() && !normalizer.isNull())
        t.m_encodeProblem
            = QStringLiteral("%1: its normalizer (%2) is not supported yet; give token ids")
                  .arg(label, shown(normalizer.toObject().value(QLatin1String("type")).toString()));
    else if (preType != QLatin1String("ByteLevel")
             || pre.value(QLatin1String("add_prefix_space")).toBool(false)
             || !pre.value(QLatin1String("use_regex")).toBool(true))
        t.m_encodeProblem
            = QStringLiteral(
                  "%1: its pre_tokenizer (%2) is not GPT-2's byte-level split, which is the only one "
                  "supported yet; give token ids")
                  .arg(label, shown(preType.isEmpty() ? QStringLiteral("none") : preType));
    const QString vocabLabel = label + QStringLiteral(": model.vocab");
    for (auto it = vocab.begin(); it != vocab.end(); ++it) {
        if (!it.value().isDouble())
            return fail(
                QStringLiteral("model.vocab: the id of token \"%1\" is not a number").arg(shown(it.key())));
        if (!t.addVocabulary(it.key(), it.value().toDouble(), vocabLabel, error))
            return std::nullopt;
    }
    const QJsonArray merges = model.value(QLatin1String("merges")).toArray();
    const QString mergesLabel = label + QStringLiteral(": model.merges");
    for (qsizetype i = 0; i < merges.size(); ++i) {
        const QJsonValue m = merges.at(i);
        QString left, right;
        if (m.isString()) { // "left right"
            const QStringList parts = m.toString().split(QLatin1Char(' '));
            if (parts.size() == 2)
                left = parts.at(0), right = parts.at(1);
        } else if (m.isArray() && m.toArray().size() == 2 && m.toArray().at(0).isString()
                   && m.toArray().at(1).isString()) {
            left = m.toArray().at(0).toString(); // ["left", "right"]
            right = m.toArray().at(1).toString();
        }
        if (!t.addMerge(left, right, int(i), mergesLabel, error))
            return std::nullopt;
    }
    return t;
}

std::vector<std::string> Gpt2Tokenizer::mergeBytes(const std::string &piece) const
{
    // The piece's symbols as a linked list over its bytes; a symbol only ever grows to the
    // right, so (start, length) names it. The best-ranked adjacent pair is merged first, the
    // leftmost among equals, exactly what encoder.py's repeated scans do, in n·log n.
    const int n = static_cast<int>(piece.size());
    std::vector<int> length(static_cast<std::size_t>(n), 1), next(static_cast<std::size_t>(n)),
        prev(static_cast<std::size_t>(n));
    for (int i = 0; i < n; ++i) {
        next[std::size_t(i)] = i + 1 < n ? i + 1 : -1;
        prev[std::size_t(i)] = i - 1;
    }
    struct Candidate {
        int rank, left, leftLength, rightLength;
        bool operator>(const Candidate &o) const { return rank != o.rank ? rank > o.rank : left > o.left; }
    };
    std::priority_queue<Candidate, std::vector<Candidate>, std::greater<>> queue;
    auto consider = [&](int left) {
        if (left < 0)
            return;
        const int right = next[std::size_t(left)];
        if (right < 0)
            return;
        const int ll = length[std::size_t(left)], rl = length[std::size_t(right)];
        const auto it = m_rank.find({ piece.substr(std::size_t(left), std::size_t(ll)),
                                      piece.substr(std::size_t(right), std::size_t(rl)) });
        if (it != m_rank.end())
            queue.push({ it->second, left, ll, rl });
    };
    for (int i = 0; i + 1 < n; ++i)
        consider(i);
    while (!queue.empty()) {
        const Candidate c = queue.top();
        queue.pop();
        const int right = next[std::size_t(c.left)];
        // Stale: the left symbol was merged into another or has grown, or its neighbour has.
        if (length[std::size_t(c.left)] != c.leftLength || right < 0
            || length[std::size_t(right)] != c.rightLength)
            continue;
        length[std::size_t(c.left)] += c.rightLength;
        length[std::size_t(right)] = 0;
        next[std::size_t(c.left)] = next[std::size_t(right)];
        if (next[std::size_t(right)] >= 0)
            prev[std::size_t(next[std::size_t(right)])] = c.left;
        consider(prev[std::size_t(c.left)]);
        consider(c.left);
    }
    std::vector<std::string> symbols;
    for (int i = n > 0 ? 0 : -1; i >= 0; i = next[std::size_t(i)])
        symbols.push_back(piece.substr(std::size_t(i), std::size_t(length[std::size_t(i)])));
    return symbols;
}

std::optional<std::vector<int>> Gpt2Tokenizer::encode(const QString &text, QString *error) const
{
    if (!m_encodeProblem.isEmpty()) {
        if (error)
            *error = m_encodeProblem;
        return std::nullopt;
    }
    std::vector<int> ids;
    for (const QString &piece : preTokenize(text)) {
        const QByteArray utf8 = piece.toUtf8();
        for (const std::string &symbol : mergeBytes(utf8.toStdString())) {
            const auto it = m_idByBytes.find(symbol);
            if (it == m_idByBytes.end()) {
                if (error)
                    *error = QStringLiteral("the vocabulary has no token for \"%1\" (in \"%2\")")
                                 .arg(shown(displayBytes(QByteArray::fromStdString(symbol))), shown(piece));
                return std::nullopt;
            }
            ids.push_back(it->second);
        }
    }
    return ids;
}

QByteArray Gpt2Tokenizer::tokenBytes(int id) const
{
    const auto it = m_bytesById.find(id);
    return it == m_bytesById.end() ? QByteArray() : QByteArray::fromStdString(it->second);
}

QString Gpt2Tokenizer::tokenText(int id) const
{
    const auto it = m_bytesById.find(id);
    if (it == m_bytesById.end())
        return QStringLiteral("[id %1]").arg(id);
    return displayBytes(QByteArray::fromStdString(it->second));
}

} // namespace attn::io
