#include "memory.h"

#include <climits> // also says which C library this is

#if defined(__GLIBC__)
#include <malloc.h>
#endif

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

} // namespace attn
