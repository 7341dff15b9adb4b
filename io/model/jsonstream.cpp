// Streamed JSON (jsonstream.h).
#include "jsonstream.h"

#include <charconv>
#include <cmath>

namespace attn::io {

JsonStream &JsonStream::raw(std::string_view text)
{
    m_buffer.append(text);
    spill();
    return *this;
}

JsonStream &JsonStream::number(double v)
{
    if (!std::isfinite(v)) {
        m_buffer.append("null");
    } else {
        char text[32];
        const auto result = std::to_chars(text, text + sizeof text, v); // shortest round trip
        m_buffer.append(text, result.ptr);
    }
    spill();
    return *this;
}

JsonStream &JsonStream::integer(long long v)
{
    char text[24];
    const auto result = std::to_chars(text, text + sizeof text, v);
    m_buffer.append(text, result.ptr);
    spill();
    return *this;
}

JsonStream &JsonStream::string(const QString &text)
{
    m_buffer.push_back('"');
    const QByteArray utf8 = text.toUtf8();
    for (const char c : utf8) {
        const auto u = static_cast<unsigned char>(c);
        switch (c) {
        case '"':
            m_buffer.append("\\\"");
            break;
        case '\\':
            m_buffer.append("\\\\");
            break;
        case '\n':
            m_buffer.append("\\n");
            break;
        case '\r':
            m_buffer.append("\\r");
            break;
        case '\t':
            m_buffer.append("\\t");
            break;
        case '\b':
            m_buffer.append("\\b");
            break;
        case '\f':
            m_buffer.append("\\f");
            break;
        default:
            if (u < 0x20 || u == 0x7f) {
                static const char hex[] = "0123456789abcdef";
                m_buffer.append("\\u00");
                m_buffer.push_back(hex[u >> 4]);
                m_buffer.push_back(hex[u & 15]);
            } else {
                m_buffer.push_back(c);
            }
        }
    }
    m_buffer.push_back('"');
    spill();
    return *this;
}

JsonStream &JsonStream::key(std::string_view name)
{
    m_buffer.push_back('"');
    m_buffer.append(name);
    m_buffer.append("\": ");
    return *this;
}

JsonStream &JsonStream::row(const double *values, Eigen::Index count)
{
    m_buffer.push_back('[');
    for (Eigen::Index j = 0; j < count; ++j) {
        if (j > 0)
            m_buffer.append(", ");
        number(values[j]);
    }
    m_buffer.push_back(']');
    spill();
    return *this;
}

JsonStream &JsonStream::matrix(const Eigen::Ref<const Matrix> &m, std::string_view indent)
{
    m_buffer.push_back('[');
    for (Eigen::Index i = 0; i < m.rows(); ++i) {
        m_buffer.append(i > 0 ? ",\n" : "\n");
        m_buffer.append(indent);
        row(m.row(i).data(), m.cols());
    }
    m_buffer.push_back(']');
    spill();
    return *this;
}

bool JsonStream::flush()
{
    if (m_ok && !m_buffer.empty())
        m_ok = m_sink.write(m_buffer.data(), m_buffer.size());
    m_buffer.clear();
    return m_ok;
}

} // namespace attn::io
