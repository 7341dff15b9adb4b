// The matrix products of the fast paths, and the BLAS library under them (docs/file-formats.md,
// "attention-bench"; docs/architecture.md, "The BLAS library").
//
// Debian's OpenBLAS is built for every x86-64 CPU at once (DYNAMIC_ARCH): when it loads, it picks
// the kernels for the CPU it finds. A CPU newer than the library is one it does not know, and it
// may then fall back to its generic SSE3 kernel ("Prescott") on a CPU that runs AVX-512 — a third
// of the speed. The library takes its pick before main() and offers no call to change it
// afterwards; it reads OPENBLAS_CORETYPE when it loads. So chooseKernelAtStart(), the first thing
// main() does, reads the CPU's features itself and, when the library's pick is worse than the best
// kernel this library version accepts by name that the CPU and the operating system support,
// starts the program again (the same binary, the same arguments) with OPENBLAS_CORETYPE set to
// that kernel. A user's own OPENBLAS_CORETYPE is always left as it is.
//
// Then checkProducts() holds the library's products to a plain loop on a few awkward shapes; if
// they are wrong, every product here runs on Eigen instead, and blasDescription() says so.
#pragma once

#include "conventions.h"

#include <functional>
#include <string>
#include <string_view>
#include <vector>

namespace attn::blas {

// ---- the kernel choice: pure functions, tested row by row --------------------------------------

// What the CPU can run, as far as OpenBLAS's x86-64 kernels care. A vector extension counts only
// when the operating system saves its registers too (XGETBV): AVX needs the YMM state, AVX-512
// the opmask and ZMM states.
struct CpuFeatures {
    bool x86 = false; // an x86-64 CPU: otherwise the library's pick is left alone
    bool amd = false; // AuthenticAMD (Zen instead of Haswell for the same AVX2 kernels)
    bool ssse3 = false, sse41 = false, sse42 = false;
    bool avx = false, avx2 = false, fma = false;
    bool avx512 = false; // F, CD, BW, DQ and VL: OpenBLAS's SkylakeX kernels
    bool avx512bf16 = false; // Cooperlake's
    bool avx512fp16 = false, amx = false; // Sapphire Rapids' (AMX tiles enabled by the OS)
};

// This CPU's, read with CPUID and XGETBV (all false on another architecture).
CpuFeatures readCpuFeatures();

// The kernels, slowest first: Prescott < Core2 < Penryn < Dunnington < Nehalem < Sandybridge <
// Haswell = Zen < SkylakeX < Cooperlake < SapphireRapids. −1 for any other name (a 32-bit kernel,
// Atom, AMD's pre-Zen ones, "Unknown"): not ranked.
int kernelRank(std::string_view name);

// Whether a CPU with these features runs that kernel.
bool cpuRuns(const CpuFeatures &cpu, std::string_view name);

// The names of kernelRank's table that OpenBLAS of this version ("0.3.21") accepts in
// OPENBLAS_CORETYPE. Up to 0.3.21 its name lookup stops one short of Cooperlake, so SkylakeX is
// the best it can be told; from 0.3.22 Cooperlake too. SapphireRapids (0.3.24 on) is never
// reachable by name. An unreadable version: the 0.3.21 list.
std::vector<std::string> namesAccepted(std::string_view version);

struct KernelChoice {
    std::string run; // the kernel to make the library run; empty: keep what it runs
    std::string why; // one phrase, for Help ▸ About (kernelOrigin)
};

// userCoreType: OPENBLAS_CORETYPE as the user set it (empty: unset). libraryPick: the kernel the
// library chose by itself (openblas_get_corename(), or ATTENTION_BLAS_LIBRARY_PICK). The pick is
// replaced only when it is "Unknown", empty, or a kernel of the table ranked below the best the
// CPU runs: a vendor's own kernel the table does not rank (Atom, Bulldozer, …) is the library's
// knowledge, and kept.
KernelChoice chooseKernel(const CpuFeatures &cpu, std::string_view libraryVersion, std::string_view libraryPick,
                          std::string_view userCoreType);

// ---- at start ------------------------------------------------------------------------------------

// The first call of main() in attention-lab and attention-bench, before any thread starts: may
// execv() the program again with OPENBLAS_CORETYPE set (once: a variable of its own marks the
// second start, and is removed again there, with OPENBLAS_CORETYPE, so that the programs this one
// starts choose for themselves). Only a library built for every CPU (DYNAMIC_ARCH) reads the
// variable; any other is left alone. Does nothing without OpenBLAS.
void chooseKernelAtStart(char **argv);

// ---- the products --------------------------------------------------------------------------------

// C (m,n) = alpha · A (m,k) · B (k,n) + beta · C, or with Bᵀ when B is stored (n,k)
// (transposeB). Row-major with leading dimensions: head slices and row blocks go in as they lie.
void gemm(Eigen::Index m, Eigen::Index n, Eigen::Index k, double alpha, const double *A, Eigen::Index lda,
          const double *B, Eigen::Index ldb, bool transposeB, double beta, double *C, Eigen::Index ldc);
// C (m,n) = alpha · Aᵀ · B + beta · C, A stored (k,m).
void gemmTransposedA(Eigen::Index m, Eigen::Index n, Eigen::Index k, double alpha, const double *A,
                     Eigen::Index lda, const double *B, Eigen::Index ldb, double beta, double *C, Eigen::Index ldc);

// A product with either operand transposed (A stored (k,m), B stored (n,k)), for productsAgree().
using GemmFunction = std::function<void(bool transposeA, bool transposeB, Eigen::Index m, Eigen::Index n,
                                        Eigen::Index k, double alpha, const double *A, Eigen::Index lda,
                                        const double *B, Eigen::Index ldb, double beta, double *C,
                                        Eigen::Index ldc)>;

// Whether `product` gives a plain loop's results (within 1e-12 of the largest) on shapes that
// catch a kernel's edge cases: sizes not a multiple of any block, strides wider than the rows,
// transposed A or B, alpha and beta other than 1 and 0; and the padding beyond C's columns untouched.
bool productsAgree(const GemmFunction &product);

// Runs productsAgree on the library's product once (the first product asks, or the programs
// at start); when it fails every product runs on Eigen's from then on. True: the library's
// products are used. ATTENTION_BLAS_FAULT=1 in the environment adds 1 to one number of every
// product the check sees: the fallback, tried on any machine (the tests do).
bool checkProducts();

// The library is there but its products were found wrong (Eigen's run instead).
bool productsFailedCheck();

// The library, its version and the kernel it runs — "OpenBLAS 0.3.21 SkylakeX", "Eigen" without
// OpenBLAS, "OpenBLAS 0.3.21 SkylakeX (self-check failed: Eigen)" — as `--version`, About and the
// bench's "blas" give it.
std::string blasDescription();

// How the kernel came to be, one phrase ("chosen by the app: the library picked Prescott",
// "the library's own pick", "OPENBLAS_CORETYPE set by the user").
std::string kernelOrigin();

} // namespace attn::blas
