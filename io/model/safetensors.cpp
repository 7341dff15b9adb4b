// Reading and checking a safetensors header (safetensors.h).
#include "safetensors.h"

#include "io/fileio.h"
#include "io/iotext.h"
#include "io/strictjson.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <cmath>

namespace attn::io {

namespace {

    // JSON numbers are doubles: integers are exact up to 2⁵³, far beyond any real offset.
    constexpr double kMaxExactInteger = 9007199254740992.0;

    std::optional<std::uint64_t> wholeNumber(const QJsonValue &v)
    {
        if (!v.isDouble())
            return std::nullopt;
        const double d = v.toDouble();
        if (!(d >= 0) || d > kMaxExactInteger || d != std::floor(d))
            return std::nullopt;
        return static_cast<std::uint64_t>(d);
    }

} // namespace

void SafetensorsHeader::indexNames()
{
    byName.clear();
    byName.reserve(qsizetype(tensors.size()));
    for (std::size_t k = 0; k < tensors.size(); ++k)
        byName.insert(tensors[k].name, k);
}

const SafetensorsTensor *SafetensorsHeader::find(const QString &name) const
{
    if (byName.size() == qsizetype(tensors.size())) {
        const auto it = byName.constFind(name);
        if (it == byName.constEnd())
            return nullptr;
        if (*it < tensors.size() && tensors[*it].name == name) // an index made for these tensors
            return &tensors[*it];
    }
    for (const SafetensorsTensor &t : tensors) // a header made by hand, not indexed
        if (t.name == name)
            return &t;
    return nullptr;
}

std::size_t safetensorsDtypeBytes(const QString &dtype)
{
    static const std::pair<const char *, std::size_t> kinds[]
        = { { "BOOL", 1 }, { "U8", 1 },  { "I8", 1 },  { "F8_E5M2", 1 }, { "F8_E4M3", 1 },
            { "I16", 2 },  { "U16", 2 }, { "F16", 2 }, { "BF16", 2 },    { "I32", 4 },
            { "U32", 4 },  { "F32", 4 }, { "F64", 8 }, { "I64", 8 },     { "U64", 8 } };
    for (const auto &[name, bytes] : kinds)
        if (dtype == QLatin1String(name))
            return bytes;
    return 0;
}

namespace {

    // The tensors in the order of their bytes; the first two that share bytes, in words, or empty.
    QString sortAndFindOverlap(SafetensorsHeader &header)
    {
        std::sort(header.tensors.begin(), header.tensors.end(),
                  [](const SafetensorsTensor &a, const SafetensorsTensor &b) {
                      return a.begin < b.begin || (a.begin == b.begin && a.end < b.end);
                  });
        for (std::size_t i = 1; i < header.tensors.size(); ++i) {
            const SafetensorsTensor &a = header.tensors[i - 1], &b = header.tensors[i];
            if (b.begin < a.end)
                //: %1 and %2 two tensors' names, %3…%4 and %5…%6 the bytes each takes
                return IoText::tr("%1 and %2 overlap (bytes %3…%4 and %5…%6 of the data)")
                    .arg(printableName(a.name.left(200)), printableName(b.name.left(200)))
                    .arg(a.begin - header.dataStart)
                    .arg(a.end - header.dataStart)
                    .arg(b.begin - header.dataStart)
                    .arg(b.end - header.dataStart);
        }
        return {};
    }

} // namespace

std::optional<SafetensorsHeader> parseSafetensorsHeader(const unsigned char *data, std::uint64_t size,
                                                        const QString &label, QString *error)
{
    auto fail = [&](const QString &message) {
        if (error)
            *error = QStringLiteral("%1: %2").arg(label, message);
        return std::nullopt;
    };
    if (size < 8)
        //: %1 the file's size; safetensors kept
        return fail(
            IoText::tr("%1 bytes, too short for a safetensors file (it starts with an 8-byte header length)")
                .arg(size));
    std::uint64_t headerBytes = 0;
    for (int i = 7; i >= 0; --i) // little-endian
        headerBytes = (headerBytes << 8) | data[i];
    if (headerBytes > size - 8)
        //: %1 the length the header gives, %2 the file's size; safetensors kept
        return fail(IoText::tr("the header length (%1 bytes) goes past the end of the file (%2 bytes): "
                               "the file is truncated or not a safetensors file")
                        .arg(headerBytes)
                        .arg(size));
    if (headerBytes > kMaxSafetensorsHeaderBytes)
        //: %1 the header's size, %2 the most megabytes
        return fail(IoText::tr("the header is %1 bytes, over the limit of %2 MB")
                        .arg(headerBytes)
                        .arg(kMaxSafetensorsHeaderBytes >> 20));
    if (headerBytes < 2)
        return fail(IoText::tr("the header is empty"));

    const QByteArray json = QByteArray::fromRawData(reinterpret_cast<const char *>(data + 8),
                                                    static_cast<qsizetype>(headerBytes));
    QString problem; // duplicate keys refused: two entries for one tensor would be read as one
    const auto parsed = parseStrictJson(json, &problem);
    if (!parsed)
        return fail(isNotValidJson(problem)
                        //: a safetensors file's header; %1 "not valid JSON (… at line 1, column 9)"
                        ? IoText::tr("the header is %1").arg(problem)
                        //: a safetensors file's header; %1 what is wrong in it
                        : IoText::tr("the header: %1").arg(problem));
    const QJsonDocument &doc = *parsed;
    if (!doc.isObject())
        return fail(IoText::tr("the header is not a JSON object"));

    SafetensorsHeader header;
    header.dataStart = 8 + headerBytes;
    const std::uint64_t dataBytes = size - header.dataStart;
    const QJsonObject all = doc.object();
    for (auto it = all.begin(); it != all.end(); ++it) {
        const QString name = it.key();
        const QString shownName = printableName(name.left(200)); // names come from the file
        if (name == QLatin1String("__metadata__")) { // free-form strings; not needed here
            if (!it.value().isObject())
                //: __metadata__ is a key of the header, kept
                return fail(IoText::tr("__metadata__ is not an object"));
            continue;
        }
        auto bad = [&](const QString &what) { return fail(QStringLiteral("%1: %2").arg(shownName, what)); };
        if (!it.value().isObject())
            //: about one tensor of a safetensors file; dtype, shape and data_offsets are keys, kept
            return bad(IoText::tr("not an object with dtype, shape and data_offsets"));
        const QJsonObject o = it.value().toObject();

        SafetensorsTensor t;
        t.name = name;
        if (!o.value(QLatin1String("dtype")).isString())
            //: about one tensor of a safetensors file; dtype is a key, kept
            return bad(IoText::tr("dtype is missing or not a string"));
        t.dtype = o.value(QLatin1String("dtype")).toString();
        const std::size_t elementBytes = safetensorsDtypeBytes(t.dtype);
        if (elementBytes == 0)
            //: dtype is a key of a safetensors file, kept; %1 the type found
            return bad(IoText::tr("unknown dtype \"%1\"").arg(printableName(t.dtype.left(40))));

        if (!o.value(QLatin1String("shape")).isArray())
            //: about one tensor of a safetensors file; shape is a key, kept
            return bad(IoText::tr("shape is missing or not a list"));
        const QJsonArray shape = o.value(QLatin1String("shape")).toArray();
        if (shape.size() > 8)
            //: shape is a key of a safetensors file, kept; %1 a count
            return bad(IoText::tr("shape has %1 dimensions, more than 8").arg(shape.size()));
        // The element count, refused as soon as its bytes could not fit in the file.
        std::uint64_t bytes = elementBytes;
        for (qsizetype i = 0; i < shape.size(); ++i) {
            const auto n = wholeNumber(shape.at(i));
            if (!n)
                //: shape is a key of a safetensors file, kept; %1 the axis (from 0)
                return bad(IoText::tr("shape[%1] is not a whole number ≥ 0").arg(i));
            t.shape.push_back(static_cast<std::int64_t>(*n));
            if (*n != 0 && bytes > dataBytes / *n)
                //: shape is a key of a safetensors file, kept; %1 its first size
                return bad(IoText::tr("shape [%1…] needs more bytes than the file holds").arg(*n));
            bytes *= *n;
        }

        if (!o.value(QLatin1String("data_offsets")).isArray())
            //: about one tensor of a safetensors file; data_offsets is a key, kept
            return bad(IoText::tr("data_offsets is missing or not a list"));
        const QJsonArray offsets = o.value(QLatin1String("data_offsets")).toArray();
        const auto first = offsets.size() == 2 ? wholeNumber(offsets.at(0)) : std::nullopt;
        const auto last = offsets.size() == 2 ? wholeNumber(offsets.at(1)) : std::nullopt;
        if (!first || !last)
            //: data_offsets is a key of a safetensors file, kept
            return bad(IoText::tr("data_offsets is not a pair of whole numbers ≥ 0"));
        const std::uint64_t begin = *first, end = *last;
        if (begin > end)
            //: data_offsets is a key of a safetensors file, kept; %1 and %2 its two numbers
            return bad(IoText::tr("data_offsets [%1, %2] begin after they end").arg(begin).arg(end));
        if (end > dataBytes)
            return bad(
                //: data_offsets is a key of a safetensors file, kept; %1 and %2 its two numbers, %3 the
                //: data's size
                IoText::tr("data_offsets [%1, %2] end past the data (%3 bytes): the file is truncated")
                    .arg(begin)
                    .arg(end)
                    .arg(dataBytes));
        if (end - begin != bytes)
            return bad(
                //: data_offsets is a key of a safetensors file, kept; %1 and %2 its two numbers, %3 the
                //: bytes, %4 the type ("F32"), %5 the bytes needed
                IoText::tr("data_offsets [%1, %2] hold %3 bytes, but a %4 tensor of that shape needs %5")
                    .arg(begin)
                    .arg(end)
                    .arg(end - begin)
                    .arg(t.dtype)
                    .arg(bytes));
        t.begin = header.dataStart + begin;
        t.end = header.dataStart + end;
        header.tensors.push_back(std::move(t));
    }

    if (const QString overlap = sortAndFindOverlap(header); !overlap.isEmpty())
        return fail(overlap);
    header.indexNames();
    return header;
}

} // namespace attn::io
