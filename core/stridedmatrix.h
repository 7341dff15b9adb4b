// A row-major matrix that owns a block with room beyond its size: its rows sit `outerStride()`
// apart (≥ cols) and the block has room for `capacityRows()` of them. Each head's T×T weights
// (and raw scores) are one: a token added at the end of a large session then grows them where
// they are (a column into every row's room, a row into the room below) instead of copying a
// gigabyte into fresh memory, and a token removed shrinks them without moving anything
// (core/incremental_ends.h).
//
// It is an Eigen::Map over its own block, so readers use it as any Eigen matrix: (i, j),
// row(i), block(…), sum(), a MatrixRef parameter. What a Map cannot know is kept here: a copy
// is deep (and compact), assigning an expression resizes first. Two things are not allowed,
// on purpose:
//  * an implicit conversion to Matrix (`const Matrix &m = head.weights;`, or passing it where a
//    `const Matrix &` is asked): a hidden 134 MB copy at 4096 tokens. Take a MatrixRef, or
//    write the copy out (`Matrix m(head.weights);`, toMatrix()). An assignment to a Matrix
//    (`m = head.weights;`) still compiles, and copies: it says so where it is written.
//  * treating data() as rows·cols contiguous numbers: row i starts at data() + i·outerStride().
#pragma once

#include "conventions.h"

#include <cstddef>
#include <memory>

namespace attn {

using StridedMap = Eigen::Map<Matrix, Eigen::Unaligned, Eigen::OuterStride<>>;

class StridedMatrix : public StridedMap {
public:
    using Index = Eigen::Index;

    StridedMatrix();
    StridedMatrix(Index rows, Index cols); // uninitialised, no room beyond
    StridedMatrix(const StridedMatrix &other); // deep, compact (no room beyond)
    StridedMatrix(StridedMatrix &&other) noexcept;
    template <class Derived>
    explicit StridedMatrix(const Eigen::DenseBase<Derived> &values)
        : StridedMatrix()
    {
        *this = values;
    }
    ~StridedMatrix();

    StridedMatrix &operator=(const StridedMatrix &other);
    StridedMatrix &operator=(StridedMatrix &&other) noexcept;
    // Resized to the expression's shape, then assigned (the expression must not read this).
    template <class Derived> StridedMatrix &operator=(const Eigen::DenseBase<Derived> &values)
    {
        resize(values.rows(), values.cols());
        StridedMap::operator=(values.derived());
        return *this;
    }

    // No silent copy into a Matrix (see the top of this file).
    operator Matrix() const = delete;

    // rows × cols, the numbers unspecified: in the block held when it fits there and the block
    // is not much larger than needed, otherwise in a new block of exactly that size.
    void resize(Index rows, Index cols);
    // rows × cols with the numbers kept where both shapes have them and zeros elsewhere. Within
    // the room held nothing moves (a row's or a column's worth is written); beyond it, a new
    // block with `roomRows` and `roomCols` more than asked, the kept numbers copied over.
    void resizeKeeping(Index rows, Index cols, Index roomRows = 0, Index roomCols = 0);
    // rows × cols in a new block with room for `roomRows` and `roomCols` more, the numbers
    // unspecified.
    static StridedMatrix withRoom(Index rows, Index cols, Index roomRows, Index roomCols);
    // Whether resizeKeeping(rows, cols) fits in the block held.
    bool hasRoomFor(Index rows, Index cols) const { return rows <= m_capacityRows && cols <= m_stride; }

    void swap(StridedMatrix &other) noexcept;

    // A compact copy for a view to keep: its fresh memory mapped in one call, then filled row by
    // row (at 4096 tokens, 134 MB that would otherwise fault in a page at a time: 0.4 s on some
    // virtual machines, against 10 ms for the copy itself).
    Matrix toMatrix() const;

    Index capacityRows() const { return m_capacityRows; }
    // The bytes of the block held (its room included).
    std::size_t bytesHeld() const { return sizeof(double) * std::size_t(m_capacityRows) * std::size_t(m_stride); }

private:
    struct Free {
        void operator()(double *p) const;
    };
    // A new block of capacityRows × stride, not yet touched.
    void allocate(Index capacityRows, Index stride);
    void reseat(Index rows, Index cols);

    std::unique_ptr<double[], Free> m_block;
    Index m_capacityRows = 0, m_stride = 0;
};

} // namespace attn
