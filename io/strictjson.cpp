// The strict checks QJsonDocument does not make (strictjson.h says which and why): one pass
// over the bytes, with an explicit stack so that deep nesting cannot overflow the C++ stack.
#include "strictjson.h"

#include "iotext.h"

#include <QSet>

#include <algorithm>
#include <array>

#include <vector>

namespace attn::io {

namespace {

    // Nesting deeper than QJsonDocument reads (it refuses more than 1024 levels): the stack
    // below would otherwise grow with the file.
    constexpr std::size_t kMaxDepth = 1024;

    class Scanner {
    public:
        // `members` null: every value is checked (strictJsonProblem); malformed JSON is left to
        // QJsonDocument to describe. Otherwise the top-level object's members are checked
        // against their limits, the others only as JSON, and malformed JSON is described here.
        Scanner(const QByteArray &json, const MemberLimits *members)
            : m_s(json.constData())
            , m_n(json.size())
            , m_json(json)
            , m_members(members)
        {
        }

        QString run()
        {
            skipSpace();
            if (m_i == m_n || (peek() != '{' && peek() != '['))
                return malformed("illegal value");
            m_topIsObject = peek() == '{';
            while (m_i < m_n && m_problem.isEmpty() && !m_malformed) {
                if (m_stack.empty() && m_i > 0 && m_started)
                    return malformed("garbage at the end of the document");
                m_started = true;
                if (!countValue())
                    return m_problem;
                const char c = m_s[m_i];
                if (c == '{' || c == '[') {
                    if (m_stack.size() >= kMaxDepth)
                        return malformed("too deeply nested document");
                    ++m_i;
                    m_stack.push_back(Level { c == '{', {}, tracksKeys() });
                    skipSpace();
                    if (peek() == (c == '{' ? '}' : ']')) {
                        ++m_i;
                        m_stack.pop_back();
                        afterValue();
                    } else if (c == '{' && !readKey()) {
                        return m_malformed ? m_malformedReason : m_problem;
                    }
                } else if (c == '"') {
                    if (!readString(nullptr))
                        return m_malformed ? m_malformedReason : m_problem;
                    afterValue();
                } else if (!readScalar()) {
                    return m_malformedReason;
                } else {
                    afterValue();
                }
                if (m_malformed)
                    return m_malformedReason;
                skipSpace();
            }
            if (m_problem.isEmpty() && !m_malformed && !m_stack.empty())
                return malformed(m_stack.back().object ? "unterminated object" : "unterminated array");
            return m_malformed ? m_malformedReason : m_problem;
        }

        bool isMalformed() const { return m_malformed; }
        bool topIsObject() const { return m_topIsObject; }
        // Where the members that are not read lie: [start, end) of each value.
        const std::vector<std::pair<qsizetype, qsizetype>> &skipped() const { return m_skipped; }

    private:
        struct Level {
            bool object;
            QSet<QString> keys; // objects only
            bool trackKeys; // false inside a member that is not read: its keys cannot mislead
        };
        enum class Member { None, Read, Skipped };

        static bool isDelimiter(char c)
        {
            return c == ',' || c == ']' || c == '}' || c == ':' || c == ' ' || c == '\n' || c == '\r'
                || c == '\t';
        }
        char peek() const { return m_i < m_n ? m_s[m_i] : '\0'; }
        void skipSpace()
        {
            while (m_i < m_n && (m_s[m_i] == ' ' || m_s[m_i] == '\n' || m_s[m_i] == '\r' || m_s[m_i] == '\t'))
                ++m_i;
        }
        bool skipping() const { return m_members && (m_member == Member::Skipped || !m_topIsObject); }
        bool tracksKeys() const { return !skipping(); }

        // In members mode, malformed JSON is described here, in QJsonDocument's words; otherwise
        // it is only noted (the parser has already described it).
        QString malformed(const char *reason)
        {
            m_malformed = true;
            if (m_members && m_malformedReason.isEmpty())
                //: %1 the parser's reason (Qt's own words, e.g. "illegal value"), %2 "line 3, column 7"
                m_malformedReason = IoText::tr("not valid JSON (%1 at %2)")
                                        .arg(QLatin1String(reason), lineColumn(m_json, m_i));
            return m_members ? m_malformedReason : QString();
        }

        // A value starts at m_i: within the limits of the member it belongs to?
        bool countValue()
        {
            if (!m_members || m_member != Member::Read)
                return true;
            ++m_memberValues;
            if (m_memberValues > m_limit.maxValues) {
                fail(m_limit.tooMany, m_i);
                return false;
            }
            if (m_i - m_memberStart > m_limit.maxBytes) {
                fail(m_limit.tooLarge, m_i);
                return false;
            }
            return true;
        }

        // A number, true, false or null at m_i, spelled as QJsonDocument reads it.
        bool readScalar()
        {
            const qsizetype start = m_i;
            while (m_i < m_n && !isDelimiter(m_s[m_i]))
                ++m_i;
            const QByteArrayView word(m_s + start, m_i - start);
            if (word == "true" || word == "false" || word == "null")
                return true;
            const char first = word.isEmpty() ? '\0' : word.front();
            bool digit = false, ok = first == '-' || (first >= '0' && first <= '9');
            for (const char c : word) {
                digit = digit || (c >= '0' && c <= '9');
                ok = ok
                    && ((c >= '0' && c <= '9') || c == '.' || c == 'e' || c == 'E' || c == '+' || c == '-');
            }
            if (ok && digit)
                return true;
            m_i = start;
            malformed(ok || first == '-' ? "illegal number" : "illegal value");
            return false;
        }

        // The member whose value is being read ends at `end`: a skipped one is remembered.
        void endMember(qsizetype end)
        {
            if (m_member == Member::Skipped) { // the key, its colon and its value
                // Skipped members one after another are one range (a million of them cost no
                // more to remember than one).
                if (!m_skipped.empty() && onlyACommaBetween(m_skipped.back().second, m_keyStart))
                    m_skipped.back().second = end;
                else
                    m_skipped.emplace_back(m_keyStart, end);
            }
            if (m_member == Member::Read && end - m_memberStart > m_limit.maxBytes)
                fail(m_limit.tooLarge, m_memberStart);
            m_member = Member::None;
        }

        bool onlyACommaBetween(qsizetype from, qsizetype to) const
        {
            int commas = 0;
            for (qsizetype i = from; i < to; ++i) {
                const char c = m_s[i];
                if (c == ',')
                    ++commas;
                else if (c != ' ' && c != '\n' && c != '\r' && c != '\t')
                    return false;
            }
            return commas == 1;
        }

        // After a complete value: a comma and the next element (or key), or the end of containers.
        void afterValue()
        {
            for (;;) {
                if (m_members && m_stack.size() == 1 && m_topIsObject && m_member != Member::None) {
                    endMember(m_i);
                    if (!m_problem.isEmpty())
                        return;
                }
                skipSpace();
                if (m_stack.empty())
                    return;
                const char c = peek();
                if (c == ',') {
                    ++m_i;
                    skipSpace();
                    if (m_stack.back().object)
                        readKey();
                    else if (peek() == ']')
                        malformed("object is missing after a comma");
                    return;
                }
                if ((c == '}' && m_stack.back().object) || (c == ']' && !m_stack.back().object)) {
                    ++m_i;
                    m_stack.pop_back();
                    continue;
                }
                if (m_i == m_n)
                    malformed(m_stack.back().object ? "unterminated object" : "unterminated array");
                else
                    malformed(m_stack.back().object ? "unterminated object" : "missing value separator");
                return;
            }
        }

        bool readKey()
        {
            if (peek() != '"') {
                malformed(peek() == '}' ? "object is missing after a comma" : "unterminated object");
                return false;
            }
            const qsizetype at = m_i;
            const bool top = m_stack.size() == 1;
            if (top)
                m_topKey.clear(); // a problem in this key is not one of the previous key's value
            QString key;
            bool track = m_stack.back().trackKeys || top;
            if (!readString(track ? &key : nullptr))
                return false;
            if (m_longKey) // longer than any key a reader knows: it can only be skipped
                track = false;
            // A top-level key the reader does not use is skipped whole, key included: neither
            // remembered here nor built by the parser (a file of a million such keys costs nothing).
            if (track && top && m_members && m_topIsObject && !m_members->contains(key))
                track = false;
            if (track && m_stack.back().keys.contains(key)) {
                //: %1 the key, %2 where: "line 3, column 7"
                m_problem = IoText::tr("key \"%1\" appears twice in the same object (%2)")
                                .arg(printableKey(key), lineColumn(m_json, at));
                if (m_stack.size() > 1 && !m_topKey.isEmpty())
                    m_problem.prepend(m_topKey + QStringLiteral(": "));
                return false;
            }
            if (track)
                m_stack.back().keys.insert(key);
            if (top)
                m_topKey = printableKey(key);
            skipSpace();
            if (peek() != ':') {
                malformed("missing name separator");
                return false;
            }
            ++m_i;
            skipSpace();
            if (m_members && top && m_topIsObject)
                startMember(m_longKey ? QString() : key, at);
            return true;
        }

        void startMember(const QString &key, qsizetype keyStart)
        {
            const auto limit = m_members->constFind(key);
            m_member = limit == m_members->cend() ? Member::Skipped : Member::Read;
            if (limit != m_members->cend())
                m_limit = *limit;
            m_memberStart = m_i;
            m_keyStart = keyStart;
            m_memberValues = 0;
        }

        void fail(const QString &what, qsizetype at)
        {
            m_problem = QStringLiteral("%1 (%2)").arg(what, lineColumn(m_json, at));
            if (!m_topKey.isEmpty() && !m_stack.empty())
                m_problem.prepend(m_topKey + QStringLiteral(": "));
        }
        static int hexValue(char c)
        {
            if (c >= '0' && c <= '9')
                return c - '0';
            if (c >= 'a' && c <= 'f')
                return c - 'a' + 10;
            if (c >= 'A' && c <= 'F')
                return c - 'A' + 10;
            return -1;
        }

        // \uXXXX at m_i (pointing at the backslash); -1 when malformed.
        int unicodeEscape(qsizetype at) const
        {
            if (at + 6 > m_n || m_s[at] != '\\' || m_s[at + 1] != 'u')
                return -1;
            int v = 0;
            for (int k = 0; k < 4; ++k) {
                const int h = hexValue(m_s[at + 2 + k]);
                if (h < 0)
                    return -1;
                v = v * 16 + h;
            }
            return v;
        }

        // Length of the UTF-8 sequence starting at m_i (validated: shortest form, no surrogates,
        // at most U+10FFFF), or 0 when it is not valid UTF-8.
        int utf8Length() const
        {
            const auto b0 = static_cast<unsigned char>(m_s[m_i]);
            int len = 0;
            unsigned cp = 0;
            if (b0 >= 0xC2 && b0 <= 0xDF) {
                len = 2;
                cp = b0 & 0x1F;
            } else if (b0 >= 0xE0 && b0 <= 0xEF) {
                len = 3;
                cp = b0 & 0x0F;
            } else if (b0 >= 0xF0 && b0 <= 0xF4) {
                len = 4;
                cp = b0 & 0x07;
            } else {
                return 0;
            }
            if (m_i + len > m_n)
                return 0;
            for (int k = 1; k < len; ++k) {
                const auto b = static_cast<unsigned char>(m_s[m_i + k]);
                if ((b & 0xC0) != 0x80)
                    return 0;
                cp = (cp << 6) | (b & 0x3F);
            }
            if ((len == 3 && cp < 0x800) || (len == 4 && (cp < 0x10000 || cp > 0x10FFFF))
                || (cp >= 0xD800 && cp <= 0xDFFF))
                return 0;
            return len;
        }

        // A string at m_i (the opening quote). Decodes it into *out when asked (object keys only,
        // which are short; values are only checked). In members mode a key longer than
        // kMaxDecodedKey is not decoded: *out stays empty and m_longKey is set.
        // A key as a message shows it: one line, its control characters escaped (\u000a).
        static QString printableKey(const QString &key)
        {
            QString shown;
            for (const QChar c : key)
                shown += c.unicode() < 0x20 || c.unicode() == 0x7f
                    ? QStringLiteral("\\u%1").arg(c.unicode(), 4, 16, QLatin1Char('0'))
                    : QString(c);
            return shown;
        }

        bool readString(QString *out)
        {
            const qsizetype start = m_i;
            ++m_i;
            QByteArray raw;
            m_longKey = false;
            while (m_i < m_n) {
                if (out && m_members && raw.size() > kMaxDecodedKey) {
                    out = nullptr;
                    m_longKey = true;
                }
                const char c = m_s[m_i];
                if (c == '"') {
                    ++m_i;
                    if (m_members && m_member == Member::Read && m_i - start > m_limit.maxStringBytes) {
                        fail(m_limit.tooLong, start);
                        return false;
                    }
                    if (out)
                        *out = QString::fromUtf8(raw);
                    return true;
                }
                if (c == '\\') {
                    if (m_i + 1 >= m_n) {
                        malformed("unterminated string");
                        return false;
                    }
                    const char e = m_s[m_i + 1];
                    if (e != 'u') {
                        if (out) {
                            const char plain = e == 'n' ? '\n'
                                : e == 't'              ? '\t'
                                : e == 'r'              ? '\r'
                                : e == 'b'              ? '\b'
                                : e == 'f'              ? '\f'
                                                        : e;
                            raw += plain;
                        }
                        m_i += 2;
                        continue;
                    }
                    const int u = unicodeEscape(m_i);
                    if (u < 0) {
                        malformed("invalid escape sequence");
                        return false;
                    }
                    if (u >= 0xD800 && u <= 0xDFFF && skipping()) { // cannot mislead: not read
                        m_i += 6;
                        continue;
                    }
                    if (u >= 0xDC00 && u <= 0xDFFF) {
                        //: %1 four hexadecimal digits
                        fail(IoText::tr("a lone UTF-16 surrogate \\u%1 in a string")
                                 .arg(u, 4, 16, QLatin1Char('0')),
                             m_i);
                        return false;
                    }
                    if (u >= 0xD800 && u <= 0xDBFF) {
                        const int low = unicodeEscape(m_i + 6);
                        if (low < 0xDC00 || low > 0xDFFF) {
                            //: %1 four hexadecimal digits
                            fail(IoText::tr("a lone UTF-16 surrogate \\u%1 in a string")
                                     .arg(u, 4, 16, QLatin1Char('0')),
                                 m_i);
                            return false;
                        }
                        if (out)
                            raw += QString::fromUcs4(
                                       std::array<char32_t, 1> {
                                           QChar::surrogateToUcs4(char16_t(u), char16_t(low)) }
                                           .data(),
                                       1)
                                       .toUtf8();
                        m_i += 12;
                        continue;
                    }
                    if (out)
                        raw += QString(QChar(char16_t(u))).toUtf8();
                    m_i += 6;
                    continue;
                }
                if (static_cast<unsigned char>(c) < 0x80) {
                    if (out)
                        raw += c;
                    ++m_i;
                    continue;
                }
                const int len = utf8Length();
                if (len == 0 && m_members) {
                    malformed("invalid UTF8 string");
                    return false;
                }
                if (len == 0) {
                    fail(IoText::tr("a string that is not valid UTF-8"), m_i);
                    return false;
                }
                if (out)
                    raw.append(m_s + m_i, len);
                m_i += len;
            }
            m_i = start;
            malformed("unterminated string");
            return false;
        }

        static constexpr qsizetype kMaxDecodedKey = 1024;

        const char *m_s;
        qsizetype m_n;
        const QByteArray &m_json;
        qsizetype m_i = 0;
        std::vector<Level> m_stack;
        QString m_topKey; // the key of the top-level object whose value is being read
        QString m_problem;
        bool m_malformed = false;
        // Members mode.
        const MemberLimits *m_members = nullptr;
        bool m_topIsObject = false;
        bool m_started = false;
        bool m_longKey = false;
        QString m_malformedReason; // "not valid JSON (… at line L, column C)"
        Member m_member = Member::None;
        MemberLimit m_limit;
        qsizetype m_memberStart = 0;
        qsizetype m_keyStart = 0; // the opening quote of the member's key
        qint64 m_memberValues = 0;
        std::vector<std::pair<qsizetype, qsizetype>> m_skipped;
    };

} // namespace

QString lineColumn(const QByteArray &text, qsizetype offset)
{
    offset = std::clamp<qsizetype>(offset, 0, text.size());
    const QByteArrayView head(text.constData(), offset);
    const qsizetype line = head.count('\n') + 1;
    const qsizetype column = offset - head.lastIndexOf('\n');
    //: where in a file a problem is: %1 the line, %2 the column (both counted from 1)
    return IoText::tr("line %1, column %2").arg(line).arg(column);
}

QString strictJsonProblem(const QByteArray &json)
{
    return Scanner(json, nullptr).run();
}

std::optional<QJsonDocument> parseStrictJson(const QByteArray &json, QString *error)
{
    QJsonParseError pe;
    QJsonDocument doc = QJsonDocument::fromJson(json, &pe);
    if (pe.error != QJsonParseError::NoError) {
        if (error)
            //: %1 the parser's reason (Qt's own words, e.g. "illegal value"), %2 "line 3, column 7"
            *error
                = IoText::tr("not valid JSON (%1 at %2)").arg(pe.errorString(), lineColumn(json, pe.offset));
        return std::nullopt;
    }
    if (const QString problem = strictJsonProblem(json); !problem.isEmpty()) {
        if (error)
            *error = problem;
        return std::nullopt;
    }
    return doc;
}

std::optional<QJsonDocument> parseStrictJsonObject(QByteArray json, const MemberLimits &read, QString *error,
                                                   QList<QByteArray> *others, qint64 othersBytes)
{
    QString ignored;
    if (!error)
        error = &ignored;
    Scanner scanner(json, &read);
    if (const QString problem = scanner.run(); !problem.isEmpty()) {
        *error = problem;
        return std::nullopt;
    }
    if (!scanner.topIsObject())
        return QJsonDocument(); // valid JSON, but not the object the reader wants
    // The skipped members, key and value, become blanks (newlines kept), with one comma beside
    // each — the one after it, or for the last member the one before: the parser then builds
    // nothing of them, and its offsets and lines are still the file's.
    if (others) {
        qint64 total = 0;
        for (const auto &[start, end] : scanner.skipped())
            total += end - start;
        if (total <= othersBytes)
            for (const auto &[start, end] : scanner.skipped())
                others->append(json.mid(start, end - start));
    }
    if (!scanner.skipped().empty()) {
        char *bytes = json.data(); // in place when the caller gave the bytes away
        const qsizetype n = json.size();
        auto blank = [](char c) { return c == ' ' || c == '\n' || c == '\r' || c == '\t'; };
        for (const auto &[start, end] : scanner.skipped()) {
            for (qsizetype i = start; i < end; ++i)
                if (bytes[i] != '\n')
                    bytes[i] = ' ';
            qsizetype after = end;
            while (after < n && blank(bytes[after]))
                ++after;
            if (after < n && bytes[after] == ',') {
                bytes[after] = ' ';
                continue;
            }
            qsizetype before = start - 1;
            while (before >= 0 && blank(bytes[before]))
                --before;
            if (before >= 0 && bytes[before] == ',')
                bytes[before] = ' ';
        }
    }
    QJsonParseError pe;
    QJsonDocument doc = QJsonDocument::fromJson(json, &pe);
    if (pe.error != QJsonParseError::NoError) {
        *error
            //: %1 the parser's reason (Qt's own words, e.g. "illegal value"), %2 "line 3, column 7"
            = IoText::tr("not valid JSON (%1 at %2)").arg(pe.errorString(), lineColumn(json, pe.offset));
        return std::nullopt;
    }
    return doc;
}

bool isNotValidJson(const QString &error)
{
    // The message's words before its first placeholder, as the language installed says them.
    const QString pattern = IoText::tr("not valid JSON (%1 at %2)");
    const QString words
        = pattern.left(std::min(pattern.indexOf(QLatin1String("%1")), pattern.indexOf(QLatin1String("%2"))));
    return !words.trimmed().isEmpty() && error.startsWith(words);
}

} // namespace attn::io
