// NumPy's .npy files (format 1.0–3.0): what `fixtures` writes for a class to test its own
// attention against, and what `check --output` reads back from a student.
//
//   "\x93NUMPY" major minor, the header's length (2 bytes in 1.0, 4 in 2.0 and 3.0), the header
//   (a Python dict literal: descr, fortran_order, shape), padded with spaces to a multiple of 64
//   and ended by "\n", then the numbers.
#pragma once

#include <QByteArray>
#include <QString>

#include <cstdint>
#include <optional>
#include <vector>

namespace attn::io {

// Format 1.0, little-endian float64 ('<f8'), C order: shape {} is one number (0-d).
QByteArray npyFloat64(const std::vector<std::int64_t> &shape, const std::vector<double> &numbers);
// Format 1.0, booleans ('|b1'), C order.
QByteArray npyBool(const std::vector<std::int64_t> &shape, const std::vector<bool> &values);

struct NpyArray {
    std::vector<std::int64_t> shape;
    std::vector<double> numbers; // in C order, whatever order the file kept them in
};

// The most numbers a file read by readNpy may hold (a class's attention output is far smaller).
inline constexpr std::int64_t kMaxNpyNumbers = std::int64_t(1) << 28;

// A file of little-endian float32 or float64 numbers ('<f4', '<f8'; '=f4', 'f8' and the like too),
// C or Fortran order, format 1.0, 2.0 or 3.0. Anything else — another type (objects, pickles,
// integers, big-endian), a header that does not parse, fewer or more bytes than the shape says —
// is refused with one sentence in *error.
std::optional<NpyArray> readNpy(const QByteArray &bytes, QString *error);

} // namespace attn::io
