// How the process keeps memory it frees. Large sessions allocate and free matrices of tens
// of megabytes to a gigabyte on every recompute. glibc hands blocks that large straight back
// to the kernel, and the kernel must clear every fresh page before handing it out again: on
// the 2-core VM of issue #6 that is ~130 ms of a 4096-token recompute, and a 16 MB copy of the
// embeddings took 100 ms on the UI thread. Keeping freed memory in the process lets the next
// allocation reuse pages that are already there.
#pragma once

#include <cstddef>

namespace attn {

// Every thread allocates from one heap, big blocks included, and up to 2 GiB freed at the top
// of it stays in the process (the most mallopt can say; a 4096-token, 8-head result is 1.2 GB).
// Call once, first thing in main(), before threads start. No effect outside glibc.
void keepFreedMemoryForReuse();

// Gives the memory kept above back to the kernel, e.g. once a large session is closed.
void releaseFreedMemory();

// Gives the pages of one block about to be freed back to the kernel, and nothing else: for a
// block the heap would keep resident where nothing that follows fits (a view's copy of a map of
// T² cells when the result grows by a token). Its contents are gone: free it right after. Only
// the whole pages inside [data, data + bytes) go; the heap's own words around them stay.
void givePagesBack(void *data, std::size_t bytes);

} // namespace attn
