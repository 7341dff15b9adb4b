// NumPy's .npy files (npy.h).
#include "npy.h"

#include "fileio.h"
#include "iotext.h"

#include <QRegularExpression>

#include <bit>
#include <cstring>

namespace attn::io {

namespace {

    static_assert(std::endian::native == std::endian::little, ".npy numbers are written little-endian");

    QByteArray shapeText(const std::vector<std::int64_t> &shape)
    {
        QByteArrayList dims;
        for (std::int64_t n : shape)
            dims << QByteArray::number(qlonglong(n));
        // (), (3,) for one axis, (2, 3) for more: as NumPy writes them
        return "(" + dims.join(", ") + (shape.size() == 1 ? "," : "") + ")";
    }

    QByteArray npyHeader(const char *descr, const std::vector<std::int64_t> &shape)
    {
        QByteArray dict = QByteArray("{'descr': '") + descr
            + "', 'fortran_order': False, 'shape': " + shapeText(shape) + ", }";
        const int unpadded = 10 + int(dict.size()) + 1; // magic, version, length, dict, "\n"
        dict += QByteArray((64 - unpadded % 64) % 64, ' ');
        dict += '\n';
        QByteArray out("\x93NUMPY\x01\x00", 8);
        const std::uint16_t length = std::uint16_t(dict.size());
        out.append(reinterpret_cast<const char *>(&length), 2);
        return out + dict;
    }

    // The value of `key` in the header's dict: the text up to the next top-level comma or brace.
    std::optional<QString> headerValue(const QString &dict, const QString &key)
    {
        const QRegularExpression re(
            QStringLiteral("['\"]%1['\"]\\s*:\\s*").arg(QRegularExpression::escape(key)));
        const QRegularExpressionMatch m = re.match(dict);
        if (!m.hasMatch())
            return std::nullopt;
        int depth = 0, i = int(m.capturedEnd());
        const int start = i;
        for (; i < dict.size(); ++i) {
            const QChar c = dict[i];
            if (c == u'(' || c == u'[')
                ++depth;
            else if ((c == u')' || c == u']') && depth > 0)
                --depth;
            else if ((c == u',' || c == u'}') && depth == 0)
                break;
        }
        return dict.mid(start, i - start).trimmed();
    }

} // namespace

QByteArray npyFloat64(const std::vector<std::int64_t> &shape, const std::vector<double> &numbers)
{
    QByteArray out = npyHeader("<f8", shape);
    out.append(reinterpret_cast<const char *>(numbers.data()), qsizetype(numbers.size() * sizeof(double)));
    return out;
}

QByteArray npyBool(const std::vector<std::int64_t> &shape, const std::vector<bool> &values)
{
    QByteArray out = npyHeader("|b1", shape);
    for (bool v : values)
        out.append(v ? '\x01' : '\x00');
    return out;
}

std::optional<NpyArray> readNpy(const QByteArray &bytes, QString *error)
{
    auto fail = [&](const QString &why) {
        *error = why;
        return std::nullopt;
    };
    if (bytes.size() < 10 || !bytes.startsWith(QByteArray("\x93NUMPY", 6)))
        return fail(IoText::tr("not a .npy file (it does not start with \\x93NUMPY)"));
    const int major = static_cast<unsigned char>(bytes[6]);
    if (major < 1 || major > 3)
        //: %1.%2 the version of the .npy format
        return fail(IoText::tr("npy format %1.%2 is not read (1.0, 2.0 or 3.0)")
                        .arg(major)
                        .arg(static_cast<unsigned char>(bytes[7])));
    const int lengthBytes = major == 1 ? 2 : 4;
    if (bytes.size() < 8 + lengthBytes)
        return fail(IoText::tr("the .npy header is cut short"));
    std::uint32_t length = 0;
    std::memcpy(&length, bytes.constData() + 8, std::size_t(lengthBytes));
    const qsizetype dataStart = 8 + lengthBytes + qsizetype(length);
    if (length > (1u << 20) || dataStart > bytes.size())
        return fail(
            //: %1 a number of bytes
            IoText::tr("the .npy header says it is %1 bytes long; the file is shorter").arg(length));
    const QString dict = major == 3 ? QString::fromUtf8(bytes.mid(8 + lengthBytes, length))
                                    : QString::fromLatin1(bytes.mid(8 + lengthBytes, length));
    const auto descr = headerValue(dict, QStringLiteral("descr"));
    const auto fortran = headerValue(dict, QStringLiteral("fortran_order"));
    const auto shapeValue = headerValue(dict, QStringLiteral("shape"));
    if (!descr || !fortran || !shapeValue)
        //: descr, fortran_order and shape are the names of the header's fields, kept as they are
        return fail(IoText::tr("the .npy header does not give descr, fortran_order and shape"));
    QString type = *descr;
    type.remove(u'\'').remove(u'"');
    int size = 0;
    if (type == QLatin1String("<f8") || type == QLatin1String("=f8") || type == QLatin1String("f8"))
        size = 8;
    else if (type == QLatin1String("<f4") || type == QLatin1String("=f4") || type == QLatin1String("f4"))
        size = 4;
    else
        //: %1 the type the .npy header gives (e.g. "<i8")
        return fail(IoText::tr("the numbers are %1; expected little-endian float32 or float64 (<f4, <f8)")
                        .arg(printableName(type.left(40))));
    if (*fortran != QLatin1String("False") && *fortran != QLatin1String("True"))
        return fail(
            //: fortran_order, True and False as written in the .npy header, kept; %1 the value found
            IoText::tr("fortran_order is %1, not True or False").arg(printableName(fortran->left(40))));
    const bool fortranOrder = *fortran == QLatin1String("True");
    QString shapeText = *shapeValue;
    if (!shapeText.startsWith(u'(') || !shapeText.endsWith(u')'))
        //: %1 the shape as written in the .npy header
        return fail(IoText::tr("shape is %1, not a tuple").arg(printableName(shapeText.left(40))));
    NpyArray a;
    std::int64_t count = 1;
    const QStringList parts = shapeText.mid(1, shapeText.size() - 2).split(u',');
    for (qsizetype k = 0; k < parts.size(); ++k) {
        const QString &part = parts[k];
        if (part.trimmed().isEmpty() && k + 1 == parts.size()) // "()", "(3,)", "(2, 3, )": a trailing comma
            continue;
        bool ok = false;
        const qlonglong n = part.trimmed().toLongLong(&ok);
        if (!ok || n < 0 || n > kMaxNpyNumbers)
            //: %1 the shape as written in the .npy header
            return fail(IoText::tr("shape %1 is not a tuple of whole numbers")
                            .arg(printableName(shapeText.left(40))));
        a.shape.push_back(n);
        count *= n;
        if (count > kMaxNpyNumbers)
            //: %1 the shape as written in the .npy header, %2 the largest count of numbers read
            return fail(IoText::tr("shape %1 holds more than %2 numbers")
                            .arg(printableName(shapeText.left(40)))
                            .arg(kMaxNpyNumbers));
    }
    if (a.shape.size() > 16)
        //: %1 the shape as written in the .npy header
        return fail(IoText::tr("shape %1 has more than 16 axes").arg(printableName(shapeText.left(40))));
    const qsizetype have = bytes.size() - dataStart;
    if (have != qsizetype(count) * size)
        //: %1 the shape as written in the .npy header, %2 4 or 8, %3 the bytes needed, %4 the bytes there
        return fail(IoText::tr("shape %1 of %2-byte numbers needs %3 bytes of data; the file has %4")
                        .arg(printableName(shapeText.left(40)))
                        .arg(size)
                        .arg(count * size)
                        .arg(have));
    std::vector<double> stored(static_cast<std::size_t>(count));
    const char *p = bytes.constData() + dataStart;
    for (std::int64_t i = 0; i < count; ++i) {
        if (size == 8) {
            std::memcpy(&stored[std::size_t(i)], p + 8 * i, 8);
        } else {
            float f;
            std::memcpy(&f, p + 4 * i, 4);
            stored[std::size_t(i)] = double(f);
        }
    }
    if (!fortranOrder || a.shape.size() < 2) {
        a.numbers = std::move(stored);
        return a;
    }
    // Fortran order: the first index varies fastest; put each number at its C-order place
    a.numbers.resize(stored.size());
    const std::size_t axes = a.shape.size();
    std::vector<std::int64_t> index(axes, 0);
    for (std::int64_t f = 0; f < count; ++f) {
        std::int64_t c = 0;
        for (std::size_t k = 0; k < axes; ++k)
            c = c * a.shape[k] + index[k];
        a.numbers[std::size_t(c)] = stored[std::size_t(f)];
        for (std::size_t k = 0; k < axes && ++index[k] == a.shape[k]; ++k)
            index[k] = 0;
    }
    return a;
}

} // namespace attn::io
