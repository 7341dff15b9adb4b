// The safetensors format (Hugging Face's file of named tensors): an 8-byte little-endian
// header length N, N bytes of JSON naming each tensor's dtype, shape and byte range
// ("data_offsets", counted from the end of the header), then the tensors' bytes.
//
// The header is checked whole before any tensor is touched: every range inside the file,
// no two ranges overlapping, every size matching its dtype and shape. A file that passes
// cannot make a reader go past its end (the parser is fuzzed: tests/fuzz/fuzz_safetensors.cpp).
#pragma once

#include <QHash>
#include <QString>

#include <cstdint>
#include <optional>
#include <vector>

namespace attn::io {

// A header longer than this is refused: GPT-2 XL's is 60 KB; a corrupt length field could
// otherwise ask for gigabytes of JSON.
inline constexpr std::uint64_t kMaxSafetensorsHeaderBytes = std::uint64_t(100) << 20;

struct SafetensorsTensor {
    QString name; // as in the file
    QString dtype; // "F32", "F16", "BF16", "I64", …
    std::vector<std::int64_t> shape;
    std::uint64_t begin = 0; // byte range in the whole file, [begin, end)
    std::uint64_t end = 0;
};

struct SafetensorsHeader {
    std::uint64_t dataStart = 0; // 8 + N: where the tensors' bytes begin
    std::vector<SafetensorsTensor> tensors; // in file order (by begin)
    // Each name's place in `tensors`, made by the parser (indexNames): a lookup costs the same
    // whether the file holds ten tensors or a hundred thousand.
    QHash<QString, std::size_t> byName;

    void indexNames();
    // The tensor of that name, or null: through the index when it is current, else a scan.
    const SafetensorsTensor *find(const QString &name) const;
};

// Bytes per element of a safetensors dtype name; 0 when the name is not one of the format's.
std::size_t safetensorsDtypeBytes(const QString &dtype);

// Parses and checks the header of a file of `size` bytes whose bytes start at `data` (the
// whole file, e.g. mapped). Reads only data[0 … 8 + N). `label` names the file in messages:
// "model.safetensors: h.0.attn.c_attn.weight: data_offsets [0, 99] end past the data (96 bytes)".
std::optional<SafetensorsHeader> parseSafetensorsHeader(const unsigned char *data, std::uint64_t size,
                                                        const QString &label, QString *error);

} // namespace attn::io
