// JSON written as it is produced, straight into a ByteSink (a file being saved, stdout): for
// outputs of millions of numbers (every layer's weights at 1024 tokens) that are never held
// in memory as a document. Numbers in the shortest form that reads back to the same double
// (at most 17 significant digits); a number that is not finite is written as null, since
// JSON has no NaN.
#pragma once

#include "core/conventions.h"
#include "io/fileio.h"

#include <QString>

#include <string>
#include <string_view>

namespace attn::io {

class JsonStream {
public:
    explicit JsonStream(ByteSink &sink)
        : m_sink(sink)
    {
        m_buffer.reserve(kBlock + 64);
    }
    ~JsonStream() { flush(); }
    JsonStream(const JsonStream &) = delete;
    JsonStream &operator=(const JsonStream &) = delete;

    JsonStream &raw(std::string_view text);
    JsonStream &number(double v);
    JsonStream &integer(long long v);
    JsonStream &string(const QString &text); // quoted and escaped, as UTF-8
    JsonStream &key(std::string_view name); // "name": (the name is plain ASCII)

    // [[…], […]] with one row per line, each line starting with `indent`.
    JsonStream &matrix(const Eigen::Ref<const Matrix> &m, std::string_view indent);
    // [a, b, …]
    JsonStream &row(const double *values, Eigen::Index count);
    JsonStream &row(const RowVector &v) { return row(v.data(), v.size()); }

    // False once a write to the sink failed; everything after that is dropped.
    bool flush();
    bool ok() const { return m_ok; }

private:
    static constexpr std::size_t kBlock = 1 << 16;
    void spill()
    {
        if (m_buffer.size() >= kBlock)
            flush();
    }

    ByteSink &m_sink;
    std::string m_buffer;
    bool m_ok = true;
};

} // namespace attn::io
