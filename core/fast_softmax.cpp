#include "fast_softmax.h"

#include "softmax.h"

#include <cmath>
#include <cstring>
#include <limits>
#include <utility>

#if ATTENTION_HAVE_LIBMVEC && defined(__x86_64__) && defined(__GNUC__)
#define ATTENTION_VECTOR_SOFTMAX 1
#include <immintrin.h>
#else
#define ATTENTION_VECTOR_SOFTMAX 0
#endif

namespace attn {

std::vector<MaskedRow> summariseMaskRows(const Mask &mask)
{
    std::vector<MaskedRow> rows(static_cast<std::size_t>(mask.rows()));
    for (Eigen::Index i = 0; i < mask.rows(); ++i) {
        const auto row = mask.row(i);
        rows[static_cast<std::size_t>(i)] = row.all() ? MaskedRow::All
            : row.any()                               ? MaskedRow::Some
                                                      : MaskedRow::None;
    }
    return rows;
}

#if ATTENTION_VECTOR_SOFTMAX

// The program is built for plain x86-64; only the functions marked ATTENTION_AVX2 use AVX2
// and FMA, and they run only after vectorSoftmaxAvailable() said yes. A function attribute
// rather than `#pragma GCC target` (which clang ignores) or per-file -mavx2 (which would let
// AVX2 copies of inline library functions from this file replace the plain ones elsewhere).
#define ATTENTION_AVX2 __attribute__((target("avx2,fma")))

// glibc's libmvec, x86-64 vector ABI, AVX2 variant: four exps at once, within 4 ulps.
extern "C" ATTENTION_AVX2 __m256d _ZGVdN4v_exp(__m256d);

namespace {

    using Index = Eigen::Index;

    // All bits set in the lanes whose key is blocked, from 4 consecutive mask bools.
    ATTENTION_AVX2 inline __m256d blockedLanes(const bool *blocked)
    {
        std::int32_t four;
        std::memcpy(&four, blocked, sizeof four);
        const __m256i wide = _mm256_cvtepu8_epi64(_mm_cvtsi32_si128(four)); // 4 × (0 or 1) as int64
        return _mm256_castsi256_pd(_mm256_cmpgt_epi64(wide, _mm256_setzero_si256()));
    }

    ATTENTION_AVX2 inline double laneMax(__m256d v)
    {
        alignas(32) double lane[4];
        _mm256_store_pd(lane, v);
        const double a = lane[0] > lane[1] ? lane[0] : lane[1];
        const double b = lane[2] > lane[3] ? lane[2] : lane[3];
        return a > b ? a : b;
    }

    ATTENTION_AVX2 inline double laneSum(__m256d v)
    {
        alignas(32) double lane[4];
        _mm256_store_pd(lane, v);
        return (lane[0] + lane[1]) + (lane[2] + lane[3]);
    }

    // One row x (T) of logits → weights, in place; Masked: blocked (T) says which keys are
    // blocked and at least one is not. The steps of maskedSoftmaxRows, four keys at a time; the
    // sink (−∞: none) joins the max and the sum. Returns the row's max and sum.
    template <bool Masked>
    ATTENTION_AVX2 std::pair<double, double> softmaxRowAvx2(double *x, const bool *blocked, Index T, double sink)
    {
        const Index body = T & ~Index(3); // keys in whole groups of 4; the rest one by one
        const __m256d negInf = _mm256_set1_pd(-std::numeric_limits<double>::infinity());

        // Row max over unblocked keys: a blocked logit must not shift the others. Four running
        // maxima, so consecutive groups do not wait on each other and their loads overlap.
        __m256d vmax[4] = { negInf, negInf, negInf, negInf };
        const Index body16 = T & ~Index(15);
        for (Index j = 0; j < body16; j += 16)
            for (int u = 0; u < 4; ++u) {
                __m256d v = _mm256_loadu_pd(x + j + 4 * u);
                if constexpr (Masked)
                    v = _mm256_blendv_pd(v, negInf, blockedLanes(blocked + j + 4 * u));
                vmax[u] = _mm256_max_pd(vmax[u], v);
            }
        for (Index j = body16; j < body; j += 4) {
            __m256d v = _mm256_loadu_pd(x + j);
            if constexpr (Masked)
                v = _mm256_blendv_pd(v, negInf, blockedLanes(blocked + j));
            vmax[0] = _mm256_max_pd(vmax[0], v);
        }
        double max = laneMax(_mm256_max_pd(_mm256_max_pd(vmax[0], vmax[1]), _mm256_max_pd(vmax[2], vmax[3])));
        for (Index j = body; j < T; ++j)
            if (!(Masked && blocked[j]) && x[j] > max)
                max = x[j];
        if (sink > max)
            max = sink;

        // e = exp(logit − max); blocked keys set to exactly 0 after the exp, then summed.
        const __m256d shift = _mm256_set1_pd(max);
        __m256d vsum = _mm256_setzero_pd();
        for (Index j = 0; j < body; j += 4) {
            __m256d e = _ZGVdN4v_exp(_mm256_sub_pd(_mm256_loadu_pd(x + j), shift));
            if constexpr (Masked)
                e = _mm256_blendv_pd(e, _mm256_setzero_pd(), blockedLanes(blocked + j));
            _mm256_storeu_pd(x + j, e);
            vsum = _mm256_add_pd(vsum, e);
        }
        double sum = laneSum(vsum);
        if (body < T) {
            alignas(32) double tail[4] = { 0, 0, 0, 0 };
            for (Index j = body; j < T; ++j)
                tail[j - body] = x[j] - max;
            _mm256_store_pd(tail, _ZGVdN4v_exp(_mm256_load_pd(tail)));
            for (Index j = body; j < T; ++j) {
                x[j] = Masked && blocked[j] ? 0.0 : tail[j - body];
                sum += x[j];
            }
        }

        sum += std::exp(sink - max); // 0 without a sink
        // weights = e / sum (sum ≥ 1: the max key, or the sink, contributes e⁰)
        const double inverse = 1.0 / sum;
        const __m256d scale = _mm256_set1_pd(inverse);
        for (Index j = 0; j < body; j += 4)
            _mm256_storeu_pd(x + j, _mm256_mul_pd(_mm256_loadu_pd(x + j), scale));
        for (Index j = body; j < T; ++j)
            x[j] *= inverse;
        return { max, sum };
    }

} // namespace

#undef ATTENTION_AVX2

#endif // ATTENTION_VECTOR_SOFTMAX

bool vectorSoftmaxAvailable()
{
#if ATTENTION_VECTOR_SOFTMAX
    // Checks the OS saves the AVX registers too, not only the CPUID bits.
    static const bool available = [] {
        __builtin_cpu_init();
        return __builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma");
    }();
    return available;
#else
    return false;
#endif
}

std::vector<int> fastMaskedSoftmaxRows(Eigen::Ref<Matrix> logits, const Eigen::Ref<const Mask> &mask,
                                       const MaskedRow *rows, bool allowVector, const SoftmaxExtras &extras)
{
#if ATTENTION_VECTOR_SOFTMAX
    if (allowVector && vectorSoftmaxAvailable()) {
        std::vector<int> fullyMasked;
        const Eigen::Index T = logits.cols();
        for (Eigen::Index i = 0; i < logits.rows(); ++i) {
            double *row = &logits(i, 0); // contiguous: row-major, inner stride 1
            std::pair<double, double> stats { 0.0, 0.0 }; // max and sum; 0, 0 when fully masked
            switch (rows[i]) {
            case MaskedRow::All:
                logits.row(i).setZero();
                fullyMasked.push_back(static_cast<int>(i));
                break;
            case MaskedRow::None:
                stats = softmaxRowAvx2<false>(row, nullptr, T, extras.sink);
                break;
            case MaskedRow::Some:
                stats = softmaxRowAvx2<true>(row, mask.data() + i * mask.outerStride(), T, extras.sink);
                break;
            }
            if (extras.sinkWeights)
                extras.sinkWeights[i] = stats.second > 0 ? std::exp(extras.sink - stats.first) / stats.second : 0.0;
            if (extras.rowMax)
                extras.rowMax[i] = stats.first;
            if (extras.rowSum)
                extras.rowSum[i] = stats.second;
        }
        return fullyMasked;
    }
#endif
    (void)rows;
    (void)allowVector;
    return maskedSoftmaxRows(logits, mask, extras); // the portable path is the reference code itself
}

} // namespace attn
