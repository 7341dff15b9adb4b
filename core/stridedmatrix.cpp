#include "stridedmatrix.h"

#include "workers.h"

#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <new>
#include <utility>

namespace attn {

void StridedMatrix::Free::operator()(double *p) const
{
    std::free(p);
}

StridedMatrix::StridedMatrix()
    : StridedMap(nullptr, 0, 0, Eigen::OuterStride<>(0))
{
}

StridedMatrix::StridedMatrix(Index rows, Index cols)
    : StridedMatrix()
{
    resize(rows, cols);
}

StridedMatrix::StridedMatrix(const StridedMatrix &other)
    : StridedMatrix()
{
    *this = other;
}

StridedMatrix::StridedMatrix(StridedMatrix &&other) noexcept
    : StridedMatrix()
{
    swap(other);
}

StridedMatrix::~StridedMatrix() = default;

StridedMatrix &StridedMatrix::operator=(const StridedMatrix &other)
{
    if (this == &other)
        return *this;
    if (!hasRoomFor(other.rows(), other.cols()) || bytesHeld() > sizeof(double) * std::size_t(other.size()))
        allocate(other.rows(), other.cols()); // compact: a copy holds no room
    reseat(other.rows(), other.cols());
    for (Index i = 0; i < rows() && cols() > 0; ++i) // no pointer to copy from when empty
        std::memcpy(row(i).data(), other.row(i).data(), sizeof(double) * std::size_t(cols()));
    return *this;
}

StridedMatrix &StridedMatrix::operator=(StridedMatrix &&other) noexcept
{
    StridedMatrix gone(std::move(*this)); // what this held is freed on return
    swap(other);
    return *this;
}

void StridedMatrix::swap(StridedMatrix &other) noexcept
{
    const Index r = rows(), c = cols(), orows = other.rows(), ocols = other.cols();
    std::swap(m_block, other.m_block);
    std::swap(m_capacityRows, other.m_capacityRows);
    std::swap(m_stride, other.m_stride);
    reseat(orows, ocols);
    other.reseat(r, c);
}

void StridedMatrix::allocate(Index capacityRows, Index stride)
{
    m_block.reset();
    m_capacityRows = m_stride = 0;
    reseat(0, 0); // empty, not a map over freed memory, should the allocation below throw
    const std::size_t count = std::size_t(capacityRows) * std::size_t(stride);
    if (count == 0)
        return;
    if (count > std::size_t(-1) / sizeof(double))
        throw std::bad_alloc();
    auto *p = static_cast<double *>(std::malloc(sizeof(double) * count));
    if (!p)
        throw std::bad_alloc();
    m_block.reset(p);
    m_capacityRows = capacityRows;
    m_stride = stride;
    // A hint about the pages (it reads no number of them), before the first write.
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
#endif
    work::preferHugePages(p, sizeof(double) * count);
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic pop
#endif
}

void StridedMatrix::reseat(Index rows, Index cols)
{
    // The way Eigen documents to point a Map elsewhere: construct it again in place ("Changing
    // the mapped array", Eigen's Map class tutorial). Its base holds const members, so C++
    // itself does not promise this for a base subobject; GCC and Clang do what Eigen says.
    new (static_cast<StridedMap *>(this)) StridedMap(m_block.get(), rows, cols, Eigen::OuterStride<>(m_stride));
}

void StridedMatrix::resize(Index rows, Index cols)
{
    rows = std::max<Index>(rows, 0);
    cols = std::max<Index>(cols, 0);
    const std::size_t needed = sizeof(double) * std::size_t(rows) * std::size_t(cols);
    // The block held is kept when the shape fits in it and it is not much larger than needed
    // (a small result does not keep a large one's memory).
    const bool keep = hasRoomFor(rows, cols) && bytesHeld() <= needed + needed / 4 + (64 << 10);
    if (!keep)
        allocate(rows, cols);
    reseat(rows, cols);
}

Matrix StridedMatrix::toMatrix() const
{
    Matrix out(rows(), cols());
    const std::size_t bytes = sizeof(double) * std::size_t(out.size());
    if (bytes == 0)
        return out;
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
#endif
    work::preferHugePages(out.data(), bytes);
    work::populate(out.data(), bytes);
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic pop
#endif
    for (Index i = 0; i < rows(); ++i)
        std::memcpy(out.row(i).data(), row(i).data(), sizeof(double) * std::size_t(cols()));
    return out;
}

StridedMatrix StridedMatrix::withRoom(Index rows, Index cols, Index roomRows, Index roomCols)
{
    rows = std::max<Index>(rows, 0);
    cols = std::max<Index>(cols, 0);
    StridedMatrix m;
    m.allocate(rows + std::max<Index>(roomRows, 0), cols + std::max<Index>(roomCols, 0));
    m.reseat(rows, cols);
    return m;
}

void StridedMatrix::resizeKeeping(Index rows, Index cols, Index roomRows, Index roomCols)
{
    rows = std::max<Index>(rows, 0);
    cols = std::max<Index>(cols, 0);
    const Index keptRows = std::min(rows, this->rows()), keptCols = std::min(cols, this->cols());
    if (!hasRoomFor(rows, cols)) {
        StridedMatrix fresh = withRoom(rows, cols, roomRows, roomCols);
        for (Index i = 0; i < keptRows && keptCols > 0; ++i)
            std::memcpy(fresh.row(i).data(), row(i).data(), sizeof(double) * std::size_t(keptCols));
        swap(fresh);
    } else {
        reseat(rows, cols);
    }
    // What the old shape did not have: zeros (within the room it may hold numbers of a larger
    // shape before).
    if (cols > keptCols)
        for (Index i = 0; i < keptRows; ++i)
            std::memset(row(i).data() + keptCols, 0, sizeof(double) * std::size_t(cols - keptCols));
    for (Index i = keptRows; i < rows && cols > 0; ++i)
        std::memset(row(i).data(), 0, sizeof(double) * std::size_t(cols));
}

} // namespace attn
