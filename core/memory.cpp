#include "memory.h"

#include <climits> // also says which C library this is

#if defined(__GLIBC__)
#include <malloc.h>
#endif
#if defined(__linux__)
#include <sys/mman.h>
#include <unistd.h>
#endif

#include <cstdint>

namespace attn {

void keepFreedMemoryForReuse()
{
#if defined(__GLIBC__)
    // One heap for every thread: a block over 64 MiB asked for by a thread other than main()'s
    // (the app computes on workers) would otherwise be mapped on its own, whatever M_MMAP_MAX
    // says, and handed back to the kernel when freed.
    mallopt(M_ARENA_MAX, 1);
    mallopt(M_MMAP_MAX, 0); // big blocks come from the heap, so they can be reused
    mallopt(M_TRIM_THRESHOLD, INT_MAX); // and the heap is not trimmed below 2 GiB
#endif
}

void releaseFreedMemory()
{
#if defined(__GLIBC__)
    malloc_trim(0);
#endif
}

void givePagesBack(void *data, std::size_t bytes)
{
#if defined(__linux__) && defined(MADV_DONTNEED)
    static const auto page = static_cast<std::uintptr_t>(sysconf(_SC_PAGESIZE));
    const auto begin = (reinterpret_cast<std::uintptr_t>(data) + page - 1) & ~(page - 1);
    const auto end = (reinterpret_cast<std::uintptr_t>(data) + bytes) & ~(page - 1);
    if (data && end > begin)
        madvise(reinterpret_cast<void *>(begin), end - begin, MADV_DONTNEED);
#else
    (void)data;
    (void)bytes;
#endif
}

} // namespace attn
