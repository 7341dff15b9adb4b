// The BLAS library under the fast paths: the kernel choice, the products and their self-check
// (blas.h says why each is there).
#include "blas.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <random>

#if defined(__x86_64__) || defined(__i386__)
#include <cpuid.h>
#endif

#if defined(__linux__)
#include <unistd.h>
#endif

#if ATTENTION_HAVE_OPENBLAS
#include <cblas.h>
#endif

namespace attn::blas {

using Index = Eigen::Index;

// ---- the kernel choice ---------------------------------------------------------------------------

namespace {

    // kernelRank's table, slowest first; Haswell and Zen share a rank.
    struct Kernel {
        const char *name;
        int rank;
    };
    constexpr Kernel kKernels[] = {
        { "Prescott", 0 }, { "Core2", 1 },    { "Penryn", 2 },   { "Dunnington", 3 },
        { "Nehalem", 4 },  { "Sandybridge", 5 }, { "Haswell", 6 }, { "Zen", 6 },
        { "SkylakeX", 7 }, { "Cooperlake", 8 }, { "SapphireRapids", 9 },
    };

    bool sameName(std::string_view a, std::string_view b)
    {
        return a.size() == b.size()
            && std::equal(a.begin(), a.end(), b.begin(), [](char x, char y) {
                   return std::tolower(static_cast<unsigned char>(x)) == std::tolower(static_cast<unsigned char>(y));
               });
    }

    // "0.3.21" → 21 (the minor number after 0.3); -1 when it is not a 0.3 version.
    int openblasMinor(std::string_view version)
    {
        if (version.substr(0, 4) != "0.3.") // 1.0 and on: newer; anything else unreadable
            return !version.empty() && version[0] >= '1' && version[0] <= '9' ? 1000 : -1;
        int minor = 0;
        bool digits = false;
        for (char c : version.substr(4)) {
            if (c < '0' || c > '9')
                break;
            minor = minor * 10 + (c - '0');
            digits = true;
        }
        return digits ? minor : -1;
    }

} // namespace

int kernelRank(std::string_view name)
{
    for (const Kernel &k : kKernels)
        if (sameName(name, k.name))
            return k.rank;
    return -1;
}

bool cpuRuns(const CpuFeatures &c, std::string_view name)
{
    if (!c.x86)
        return false;
    const int rank = kernelRank(name);
    switch (rank) {
    case 0: return true; // SSE3: every x86-64 CPU OpenBLAS runs on
    case 1: return c.ssse3; // Core2
    case 2:
    case 3: return c.ssse3 && c.sse41; // Penryn, Dunnington
    case 4: return c.sse42;
    case 5: return c.avx;
    case 6: return c.avx2 && c.fma;
    case 7: return c.avx512 && c.avx2 && c.fma;
    case 8: return c.avx512 && c.avx2 && c.fma && c.avx512bf16;
    case 9: return c.avx512 && c.avx2 && c.fma && c.avx512bf16 && c.avx512fp16 && c.amx;
    default: return false;
    }
}

std::vector<std::string> namesAccepted(std::string_view version)
{
    const int minor = openblasMinor(version);
    // 0.3.21's lookup runs over its names 1…24: Cooperlake, the 25th, cannot be named.
    const int best = minor >= 22 ? 8 : 7;
    std::vector<std::string> out;
    for (const Kernel &k : kKernels)
        if (k.rank <= best)
            out.emplace_back(k.name);
    return out;
}

KernelChoice chooseKernel(const CpuFeatures &cpu, std::string_view libraryVersion, std::string_view libraryPick,
                          std::string_view userCoreType)
{
    if (!userCoreType.empty())
        return { {}, "OPENBLAS_CORETYPE=" + std::string(userCoreType) + " set by the user" };
    if (!cpu.x86)
        return { {}, "the library's own pick" };
    std::string best;
    int bestRank = -1;
    for (const std::string &name : namesAccepted(libraryVersion)) {
        if (!cpuRuns(cpu, name))
            continue;
        const int rank = kernelRank(name);
        // Of two kernels of one rank (Haswell, Zen) the one for this CPU's maker.
        const bool preferred = rank == bestRank && sameName(name, cpu.amd ? "Zen" : "Haswell");
        if (rank > bestRank || preferred) {
            best = name;
            bestRank = rank;
        }
    }
    const int pickRank = kernelRank(libraryPick);
    const bool unknown = libraryPick.empty() || sameName(libraryPick, "Unknown");
    if (best.empty() || (!unknown && (pickRank < 0 || pickRank >= bestRank)))
        return { {}, "the library's own pick" };
    return { best, "chosen by the app: the library picked " + std::string(libraryPick.empty() ? "none" : libraryPick) };
}

CpuFeatures readCpuFeatures()
{
    CpuFeatures f;
#if defined(__x86_64__)
    unsigned a = 0, b = 0, c = 0, d = 0;
    if (!__get_cpuid(0, &a, &b, &c, &d))
        return f;
    f.x86 = true;
    const unsigned maxLeaf = a;
    char vendor[13] = {};
    std::memcpy(vendor, &b, 4);
    std::memcpy(vendor + 4, &d, 4);
    std::memcpy(vendor + 8, &c, 4);
    f.amd = std::strcmp(vendor, "AuthenticAMD") == 0;
    __get_cpuid(1, &a, &b, &c, &d);
    f.ssse3 = c & (1u << 9);
    f.sse41 = c & (1u << 19);
    f.sse42 = c & (1u << 20);
    const bool fma = c & (1u << 12), osxsave = c & (1u << 27), avx = c & (1u << 28);
    unsigned long long xcr0 = 0;
    if (osxsave) {
        unsigned lo = 0, hi = 0;
        __asm__ volatile("xgetbv" : "=a"(lo), "=d"(hi) : "c"(0));
        xcr0 = (static_cast<unsigned long long>(hi) << 32) | lo;
    }
    const bool ymm = (xcr0 & 0x6) == 0x6; // SSE and AVX state
    const bool zmm = ymm && (xcr0 & 0xe0) == 0xe0; // opmask, ZMM 0–15 upper halves, ZMM 16–31
    const bool tiles = (xcr0 & (3ull << 17)) == (3ull << 17); // AMX's tile configuration and data
    f.avx = avx && ymm;
    f.fma = fma && ymm;
    if (maxLeaf >= 7) {
        __get_cpuid_count(7, 0, &a, &b, &c, &d);
        f.avx2 = (b & (1u << 5)) && ymm;
        const unsigned avx512 = (1u << 16) | (1u << 17) | (1u << 28) | (1u << 30) | (1u << 31); // F DQ CD BW VL
        f.avx512 = (b & avx512) == avx512 && zmm;
        f.avx512fp16 = (d & (1u << 23)) && zmm;
        f.amx = (d & (1u << 22)) && (d & (1u << 24)) && tiles; // AMX-BF16 and AMX-TILE
        const unsigned subleaves = a;
        if (subleaves >= 1) {
            __get_cpuid_count(7, 1, &a, &b, &c, &d);
            f.avx512bf16 = (a & (1u << 5)) && zmm;
        }
    }
#endif
    return f;
}

// ---- at start ------------------------------------------------------------------------------------

namespace {

    // Set once, before threads: how the kernel came to be.
    std::string &origin()
    {
        static std::string text = "the library's own pick";
        return text;
    }

    constexpr const char *kChosenMarker = "ATTENTION_BLAS_CHOSEN"; // "KERNEL|why", on the second start

#if ATTENTION_HAVE_OPENBLAS
    std::string libraryVersion()
    {
        // "OpenBLAS 0.3.21 DYNAMIC_ARCH NO_AFFINITY Haswell MAX_THREADS=64"
        const std::string config = openblas_get_config();
        const std::size_t space = config.find(' ');
        if (space == std::string::npos)
            return {};
        return config.substr(space + 1, config.find(' ', space + 1) - space - 1);
    }
#endif

} // namespace

void chooseKernelAtStart(char **argv)
{
#if ATTENTION_HAVE_OPENBLAS
    if (const char *marker = std::getenv(kChosenMarker)) { // the second start, made below
        const std::string text = marker; // "KERNEL|why"
        const std::size_t bar = text.find('|');
        const std::string want = text.substr(0, bar);
        const std::string running = openblas_get_corename();
        origin() = sameName(want, running)
            ? (bar == std::string::npos ? std::string("chosen by the app") : text.substr(bar + 1))
            : "the restart to run " + want + " did not take: the library runs " + running;
        unsetenv(kChosenMarker);
        unsetenv("OPENBLAS_CORETYPE");
        return;
    }
    const char *user = std::getenv("OPENBLAS_CORETYPE");
    const char *simulated = std::getenv("ATTENTION_BLAS_LIBRARY_PICK");
    const std::string running = openblas_get_corename();
    const std::string pick = simulated && *simulated ? simulated : running;
    const CpuFeatures cpu = readCpuFeatures();
    const KernelChoice choice = chooseKernel(cpu, libraryVersion(), pick, user ? user : "");
    origin() = choice.why;
    if (user && *user)
        return;
    // Only a library built for every CPU chooses its kernel from OPENBLAS_CORETYPE when it loads.
    if (std::string(openblas_get_config()).find("DYNAMIC_ARCH") == std::string::npos)
        return;
    // The kernel the library should run: the app's choice, or else the pick it (stood for) made —
    // never one this CPU cannot run.
    const std::string want = choice.run.empty() ? pick : choice.run;
    if (sameName(want, running) || !cpuRuns(cpu, want) || !argv || !argv[0])
        return;
#if defined(__linux__)
    setenv("OPENBLAS_CORETYPE", want.c_str(), 1);
    setenv(kChosenMarker, (want + "|" + choice.why).c_str(), 1);
    execv("/proc/self/exe", argv);
    // Not restarted (no /proc, a binary gone): go on with the library's own pick, and say so.
    unsetenv("OPENBLAS_CORETYPE");
    unsetenv(kChosenMarker);
    origin() = "the library's own pick (the restart to run " + want + " failed)";
#endif
#else
    (void)argv;
#endif
}

std::string kernelOrigin()
{
    return origin();
}

// ---- the products --------------------------------------------------------------------------------

namespace {

    using Stride = Eigen::OuterStride<>;

    void eigenGemm(bool transposeA, bool transposeB, Index m, Index n, Index k, double alpha, const double *A,
                   Index lda, const double *B, Index ldb, double beta, double *C, Index ldc)
    {
        Eigen::Map<Matrix, 0, Stride> c(C, m, n, Stride(ldc));
        if (beta == 0.0)
            c.setZero();
        else if (beta != 1.0)
            c *= beta;
        const Eigen::Map<const Matrix, 0, Stride> a(A, transposeA ? k : m, transposeA ? m : k, Stride(lda));
        const Eigen::Map<const Matrix, 0, Stride> b(B, transposeB ? n : k, transposeB ? k : n, Stride(ldb));
        if (transposeA && transposeB)
            c.noalias() += alpha * a.transpose() * b.transpose();
        else if (transposeA)
            c.noalias() += alpha * a.transpose() * b;
        else if (transposeB)
            c.noalias() += alpha * a * b.transpose();
        else
            c.noalias() += alpha * a * b;
    }

#if ATTENTION_HAVE_OPENBLAS
    void libraryGemm(bool transposeA, bool transposeB, Index m, Index n, Index k, double alpha, const double *A,
                     Index lda, const double *B, Index ldb, double beta, double *C, Index ldc)
    {
        cblas_dgemm(CblasRowMajor, transposeA ? CblasTrans : CblasNoTrans, transposeB ? CblasTrans : CblasNoTrans,
                    static_cast<blasint>(m), static_cast<blasint>(n), static_cast<blasint>(k), alpha, A,
                    static_cast<blasint>(lda), B, static_cast<blasint>(ldb), beta, C, static_cast<blasint>(ldc));
    }
#endif

    void product(bool transposeA, bool transposeB, Index m, Index n, Index k, double alpha, const double *A,
                 Index lda, const double *B, Index ldb, double beta, double *C, Index ldc)
    {
        if (m <= 0 || n <= 0)
            return;
#if ATTENTION_HAVE_OPENBLAS
        if (checkProducts()) { // its answer is kept after the first call
            libraryGemm(transposeA, transposeB, m, n, k, alpha, A, lda, B, ldb, beta, C, ldc);
            return;
        }
#endif
        eigenGemm(transposeA, transposeB, m, n, k, alpha, A, lda, B, ldb, beta, C, ldc);
    }

} // namespace

void gemm(Index m, Index n, Index k, double alpha, const double *A, Index lda, const double *B, Index ldb,
          bool transposeB, double beta, double *C, Index ldc)
{
    product(false, transposeB, m, n, k, alpha, A, lda, B, ldb, beta, C, ldc);
}

void gemmTransposedA(Index m, Index n, Index k, double alpha, const double *A, Index lda, const double *B,
                     Index ldb, double beta, double *C, Index ldc)
{
    product(true, false, m, n, k, alpha, A, lda, B, ldb, beta, C, ldc);
}

bool productsAgree(const GemmFunction &gemmUnderTest)
{
    struct Shape {
        Index m, n, k;
        bool transposeA, transposeB;
        double alpha, beta;
        bool nanBefore = false; // C holds NaN where the product goes: beta 0 must not read it
    };
    const Shape shapes[] = {
        { 1, 1, 1, false, false, 1.0, 0.0 },      { 7, 5, 3, false, true, 1.0, 0.0 },
        { 37, 19, 53, false, false, 0.75, 0.0 },  { 37, 19, 53, false, true, 1.0, 0.5 },
        { 64, 65, 63, true, false, -1.25, 1.0 },  { 130, 33, 257, false, true, 1.0, 0.0 },
        { 9, 131, 17, true, false, 1.0, 0.0 },    { 33, 17, 29, false, true, 1.0, 0.0, true },
    };
    std::mt19937 rng(2024);
    std::uniform_real_distribution<double> value(-1, 1);
    for (const Shape &s : shapes) {
        const Index pad = 3; // rows wider than the matrix: leading dimensions as head slices have
        const Index aRows = s.transposeA ? s.k : s.m, aCols = s.transposeA ? s.m : s.k;
        const Index bRows = s.transposeB ? s.n : s.k, bCols = s.transposeB ? s.k : s.n;
        std::vector<double> A(std::size_t(aRows * (aCols + pad))), B(std::size_t(bRows * (bCols + pad))),
            C(std::size_t(s.m * (s.n + pad)));
        for (double *v : { A.data(), B.data(), C.data() }) {
            const std::size_t size = v == A.data() ? A.size() : v == B.data() ? B.size() : C.size();
            for (std::size_t i = 0; i < size; ++i)
                v[i] = value(rng);
        }
        if (s.nanBefore) // inside the matrix only: the padding keeps numbers to compare
            for (Index i = 0; i < s.m; ++i)
                for (Index j = 0; j < s.n; ++j)
                    C[std::size_t(i * (s.n + pad) + j)] = std::nan("");
        std::vector<double> want = C;
        double largest = 0;
        for (Index i = 0; i < s.m; ++i)
            for (Index j = 0; j < s.n; ++j) {
                double sum = 0;
                for (Index t = 0; t < s.k; ++t) {
                    const double a = s.transposeA ? A[std::size_t(t * (aCols + pad) + i)] : A[std::size_t(i * (aCols + pad) + t)];
                    const double b = s.transposeB ? B[std::size_t(j * (bCols + pad) + t)] : B[std::size_t(t * (bCols + pad) + j)];
                    sum += a * b;
                }
                double &c = want[std::size_t(i * (s.n + pad) + j)];
                c = s.alpha * sum + (s.beta == 0.0 ? 0.0 : s.beta * c); // beta 0: C is not read
                largest = std::max(largest, std::abs(c));
            }
        gemmUnderTest(s.transposeA, s.transposeB, s.m, s.n, s.k, s.alpha, A.data(), aCols + pad, B.data(),
                      bCols + pad, s.beta, C.data(), s.n + pad);
        for (Index i = 0; i < s.m; ++i)
            for (Index j = 0; j < s.n + pad; ++j) {
                const std::size_t at = std::size_t(i * (s.n + pad) + j);
                // Inside the matrix within 1e-12 of its largest; the padding untouched.
                const bool inside = j < s.n;
                if (!std::isfinite(C[at]) || (inside ? std::abs(C[at] - want[at]) > 1e-12 * std::max(1.0, largest)
                                                     : C[at] != want[at]))
                    return false;
            }
    }
    return true;
}

bool checkProducts()
{
#if ATTENTION_HAVE_OPENBLAS
    static const bool agree = [] {
        // We run one product per thread of our own, so OpenBLAS must not start threads of its
        // own on top (two cores, four busy threads: each product would slow down the other).
        openblas_set_num_threads(1);
        const char *fault = std::getenv("ATTENTION_BLAS_FAULT");
        if (fault && std::strcmp(fault, "1") == 0)
            return productsAgree([](bool ta, bool tb, Index m, Index n, Index k, double alpha, const double *A,
                                    Index lda, const double *B, Index ldb, double beta, double *C, Index ldc) {
                libraryGemm(ta, tb, m, n, k, alpha, A, lda, B, ldb, beta, C, ldc);
                C[0] += 1;
            });
        return productsAgree(libraryGemm);
    }();
    return agree;
#else
    return false;
#endif
}

bool productsFailedCheck()
{
#if ATTENTION_HAVE_OPENBLAS
    return !checkProducts();
#else
    return false;
#endif
}

std::string blasDescription()
{
#if ATTENTION_HAVE_OPENBLAS
    const std::string name = "OpenBLAS " + libraryVersion() + " " + openblas_get_corename();
    return checkProducts() ? name : name + " (self-check failed: Eigen)";
#else
    return "Eigen";
#endif
}

} // namespace attn::blas
