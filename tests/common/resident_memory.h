// The resident memory of this process, for tests of how it keeps and gives back memory.
#pragma once

#include <cstdio>

#include <unistd.h>

namespace attn::test {

// Resident set size now, in MiB (Linux: /proc/self/statm); 0 when unknown.
inline double residentMb()
{
    long pages = 0, resident = 0;
    if (FILE *f = std::fopen("/proc/self/statm", "r")) {
        if (std::fscanf(f, "%ld %ld", &pages, &resident) != 2)
            resident = 0;
        std::fclose(f);
    }
    return double(resident) * double(sysconf(_SC_PAGESIZE)) / (1 << 20);
}

} // namespace attn::test
