#include "memory.h"

#include <climits> // also says which C library this is

#if defined(__GLIBC__)
#include <malloc.h>
#endif

namespace attn {

void keepFreedMemoryForReuse()
{
#if defined(__GLIBC__)
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
