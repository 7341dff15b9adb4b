// The strict checks QJsonDocument does not make (strictjson.h says which and why): one pass
// over the bytes, with an explicit stack so that deep nesting cannot overflow the C++ stack.
#include "strictjson.h"

#include <QSet>

#include <algorithm>
#include <array>

#include <vector>

namespace attn::io {

namespace {

    class Scanner {
    public:
        explicit Scanner(const QByteArray &json)
            : m_s(json.constData())
            , m_n(json.size())
            , m_json(json)
        {
        }

        QString run()
        {
            skipSpace();
            while (m_i < m_n && m_problem.isEmpty()) {
                const char c = m_s[m_i];
                if (c == '{') {
                    ++m_i;
                    m_stack.push_back(Level { true, {} });
                    skipSpace();
                    if (peek() == '}') {
                        ++m_i;
                        m_stack.pop_back();
                        afterValue();
                    } else if (!readKey()) {
                        return m_problem;
                    }
                } else if (c == '[') {
                    ++m_i;
                    m_stack.push_back(Level { false, {} });
                    skipSpace();
                    if (peek() == ']') {
                        ++m_i;
                        m_stack.pop_back();
                        afterValue();
                    }
                } else if (c == '"') {
                    if (!readString(nullptr))
                        return m_problem;
                    afterValue();
                } else {
                    // A number, true, false or null: the parser checks their spelling.
                    while (m_i < m_n && !isDelimiter(m_s[m_i]))
                        ++m_i;
                    afterValue();
                }
                if (m_malformed)
                    return {}; // QJsonDocument describes it better
                skipSpace();
            }
            return m_problem;
        }

    private:
        struct Level {
            bool object;
            QSet<QString> keys; // objects only
        };

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

        // After a complete value: a comma and the next element (or key), or the end of containers.
        void afterValue()
        {
            for (;;) {
                skipSpace();
                if (m_stack.empty())
                    return;
                const char c = peek();
                if (c == ',') {
                    ++m_i;
                    skipSpace();
                    if (m_stack.back().object)
                        readKey();
                    return;
                }
                if ((c == '}' && m_stack.back().object) || (c == ']' && !m_stack.back().object)) {
                    ++m_i;
                    m_stack.pop_back();
                    continue;
                }
                m_malformed = true;
                return;
            }
        }

        bool readKey()
        {
            if (peek() != '"') {
                m_malformed = true;
                return false;
            }
            const qsizetype at = m_i;
            if (m_stack.size() == 1)
                m_topKey.clear(); // a problem in this key is not one of the previous key's value
            QString key;
            if (!readString(&key))
                return false;
            if (m_stack.back().keys.contains(key)) {
                m_problem = QStringLiteral("key \"%1\" appears twice in the same object (%2)")
                                .arg(key, lineColumn(m_json, at));
                if (m_stack.size() > 1 && !m_topKey.isEmpty())
                    m_problem.prepend(m_topKey + QStringLiteral(": "));
                return false;
            }
            m_stack.back().keys.insert(key);
            if (m_stack.size() == 1)
                m_topKey = key;
            skipSpace();
            if (peek() != ':') {
                m_malformed = true;
                return false;
            }
            ++m_i;
            skipSpace();
            return true;
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
        // which are short; values are only checked).
        bool readString(QString *out)
        {
            const qsizetype start = m_i;
            ++m_i;
            QByteArray raw;
            while (m_i < m_n) {
                const char c = m_s[m_i];
                if (c == '"') {
                    ++m_i;
                    if (out)
                        *out = QString::fromUtf8(raw);
                    return true;
                }
                if (c == '\\') {
                    if (m_i + 1 >= m_n) {
                        m_malformed = true;
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
                        m_malformed = true;
                        return false;
                    }
                    if (u >= 0xDC00 && u <= 0xDFFF) {
                        fail(QStringLiteral("a lone UTF-16 surrogate \\u%1 in a string")
                                 .arg(u, 4, 16, QLatin1Char('0')),
                             m_i);
                        return false;
                    }
                    if (u >= 0xD800 && u <= 0xDBFF) {
                        const int low = unicodeEscape(m_i + 6);
                        if (low < 0xDC00 || low > 0xDFFF) {
                            fail(QStringLiteral("a lone UTF-16 surrogate \\u%1 in a string")
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
                if (len == 0) {
                    fail(QStringLiteral("a string that is not valid UTF-8"), m_i);
                    return false;
                }
                if (out)
                    raw.append(m_s + m_i, len);
                m_i += len;
            }
            m_i = start;
            m_malformed = true; // unterminated
            return false;
        }

        const char *m_s;
        qsizetype m_n;
        const QByteArray &m_json;
        qsizetype m_i = 0;
        std::vector<Level> m_stack;
        QString m_topKey; // the key of the top-level object whose value is being read
        QString m_problem;
        bool m_malformed = false;
    };

} // namespace

QString lineColumn(const QByteArray &text, qsizetype offset)
{
    offset = std::clamp<qsizetype>(offset, 0, text.size());
    const QByteArrayView head(text.constData(), offset);
    const qsizetype line = head.count('\n') + 1;
    const qsizetype column = offset - head.lastIndexOf('\n');
    return QStringLiteral("line %1, column %2").arg(line).arg(column);
}

QString strictJsonProblem(const QByteArray &json)
{
    return Scanner(json).run();
}

std::optional<QJsonDocument> parseStrictJson(const QByteArray &json, QString *error)
{
    QJsonParseError pe;
    QJsonDocument doc = QJsonDocument::fromJson(json, &pe);
    if (pe.error != QJsonParseError::NoError) {
        if (error)
            *error = QStringLiteral("not valid JSON (%1 at %2)")
                         .arg(pe.errorString(), lineColumn(json, pe.offset));
        return std::nullopt;
    }
    if (const QString problem = strictJsonProblem(json); !problem.isEmpty()) {
        if (error)
            *error = problem;
        return std::nullopt;
    }
    return doc;
}

} // namespace attn::io
