#include "fast_forward.h"

#include "forward.h"

#include "core/fast_softmax.h"
#include "core/workers.h"

#include <algorithm>
#include <cmath>
#include <numbers>

#if ATTENTION_HAVE_LIBMVEC && defined(__x86_64__) && defined(__GNUC__)
#define ATTENTION_VECTOR_GELU 1
#include <immintrin.h>
#else
#define ATTENTION_VECTOR_GELU 0
#endif

namespace attn::gpt2 {

using Index = Eigen::Index;

namespace {

    // ---- GELU, in place --------------------------------------------------------------------------

    constexpr double kGeluCubic = 0.044715;

    void geluPortable(double *x, Index n)
    {
        const double c = std::sqrt(2.0 / std::numbers::pi);
        for (Index i = 0; i < n; ++i) {
            const double v = x[i];
            x[i] = 0.5 * v * (1.0 + std::tanh(c * (v + kGeluCubic * v * v * v)));
        }
    }

#if ATTENTION_VECTOR_GELU
// Only this function uses AVX2 and FMA, and it runs only after the CPU check; a function
// attribute, as in fast_softmax.cpp (clang ignores #pragma GCC target).
#define ATTENTION_AVX2 __attribute__((target("avx2,fma")))

    // glibc's libmvec (2.35 and later), x86-64 vector ABI, AVX2 variant: four tanh at once.
    extern "C" ATTENTION_AVX2 __m256d _ZGVdN4v_tanh(__m256d);

    ATTENTION_AVX2 void geluAvx2(double *x, Index n)
    {
        const __m256d c = _mm256_set1_pd(std::sqrt(2.0 / std::numbers::pi));
        const __m256d cubic = _mm256_set1_pd(kGeluCubic);
        const __m256d half = _mm256_set1_pd(0.5), one = _mm256_set1_pd(1.0);
        const Index body = n & ~Index(3);
        for (Index i = 0; i < body; i += 4) {
            const __m256d v = _mm256_loadu_pd(x + i);
            const __m256d v3 = _mm256_mul_pd(_mm256_mul_pd(v, v), v);
            const __m256d t = _ZGVdN4v_tanh(_mm256_mul_pd(c, _mm256_add_pd(v, _mm256_mul_pd(cubic, v3))));
            _mm256_storeu_pd(x + i, _mm256_mul_pd(_mm256_mul_pd(half, v), _mm256_add_pd(one, t)));
        }
        geluPortable(x + body, n - body);
    }

#undef ATTENTION_AVX2
#endif

    void geluInPlace(double *x, Index n, bool vector)
    {
#if ATTENTION_VECTOR_GELU
        // The same CPU check as the softmax's: AVX2 and FMA, and a build with libmvec.
        if (vector && vectorSoftmaxAvailable()) {
            geluAvx2(x, n);
            return;
        }
#endif
        (void)vector;
        geluPortable(x, n);
    }

    // ---- row-wise steps --------------------------------------------------------------------------

    // y (n) = (x − mean) / √(variance + ε) · γ + β, as layerNorm() does for one row.
    void layerNormRow(const double *x, const RowVector &gamma, const RowVector &beta, double eps, double *y)
    {
        const Index n = gamma.size();
        double sum = 0;
        for (Index j = 0; j < n; ++j)
            sum += x[j];
        const double mean = sum / double(n);
        double squares = 0;
        for (Index j = 0; j < n; ++j)
            squares += (x[j] - mean) * (x[j] - mean);
        const double inverse = 1.0 / std::sqrt(squares / double(n) + eps);
        for (Index j = 0; j < n; ++j)
            y[j] = (x[j] - mean) * inverse * gamma[j] + beta[j];
    }

    // rows (rows,n) += b (n) on every row.
    void addBias(double *rows, Index count, const RowVector &b)
    {
        Eigen::Map<Matrix>(rows, count, b.size()).rowwise() += b;
    }

    // ---- one block in float64, converted by the crew ---------------------------------------------

    void resizeBlock(Block &b, const Config &c)
    {
        const Index d = c.nEmbd, inner = c.nInner;
        b.Wqkv.resize(d, 3 * d);
        b.Wo.resize(d, d);
        b.Wfc.resize(d, inner);
        b.Wproj.resize(inner, d);
        for (Matrix *m : { &b.Wqkv, &b.Wo, &b.Wfc, &b.Wproj })
            work::preferHugePages(m->data(), std::size_t(m->size()) * sizeof(double));
    }

    // Converts block w into b (already sized), its four matrices a band of rows per task.
    bool convertBlockInto(const BlockWeights &w, Block &b, work::Crew &crew)
    {
        struct Band {
            const TensorView *from;
            Matrix *to;
            Index first, count;
        };
        std::vector<Band> bands;
        constexpr Index bandRows = 128;
        for (auto [from, to] :
             { std::pair { &w.attnWeight, &b.Wqkv }, std::pair { &w.attnProjWeight, &b.Wo },
               std::pair { &w.fcWeight, &b.Wfc }, std::pair { &w.mlpProjWeight, &b.Wproj } })
            for (Index r = 0; r < to->rows(); r += bandRows)
                bands.push_back({ from, to, r, std::min(bandRows, to->rows() - r) });
        b.ln1Gamma = toRowVector(w.ln1Weight);
        b.ln1Beta = toRowVector(w.ln1Bias);
        b.bqkv = toRowVector(w.attnBias);
        b.bo = toRowVector(w.attnProjBias);
        b.ln2Gamma = toRowVector(w.ln2Weight);
        b.ln2Beta = toRowVector(w.ln2Bias);
        b.bfc = toRowVector(w.fcBias);
        b.bproj = toRowVector(w.mlpProjBias);
        return crew.run(
            static_cast<int>(bands.size()),
            [&](int task, int) {
                const Band &band = bands[static_cast<std::size_t>(task)];
                convertRows(*band.from, band.first, band.count, band.to->row(band.first).data());
            },
            [](int) { return 0.0; });
    }

    // Query rows per attention block: short enough that a block's scores (rows × keys) stay in
    // cache from the product through the softmax to the product with V, tall enough that each
    // product's repacking of K_h and V_h is shared by many rows, and enough blocks for every
    // thread to take several.
    int chooseRowBlock(int T, int heads, int threads)
    {
        int rows = T >= 2048 ? 128 : 64;
        while (rows > 16 && heads * ((T + rows - 1) / rows) < 4 * threads)
            rows /= 2;
        return std::max(1, std::min(rows, T));
    }

    // One head's FLOPs: scores and weights·V of every block of R query rows, each block seeing
    // the keys up to its last query.
    double causalAttentionFlops(int T, int R, int dk)
    {
        double flops = 0;
        for (int i0 = 0; i0 < T; i0 += R) {
            const int rows = std::min(R, T - i0);
            flops += 4.0 * rows * (i0 + rows) * dk;
        }
        return flops;
    }

    // X (T,d) = wte[ids] + wpe[0…T), a chunk of token rows per task.
    bool embedTokens(const Weights &w, const std::vector<int> &ids, int chunkRows, Matrix &x,
                     work::Crew &crew)
    {
        const int T = static_cast<int>(ids.size());
        const Index d = w.config.nEmbd;
        return crew.run((T + chunkRows - 1) / chunkRows,
                        [&](int ch, int) {
                            const int t0 = ch * chunkRows, rows = std::min(chunkRows, T - t0);
                            RowVector position(d);
                            for (int t = t0; t < t0 + rows; ++t) {
                                convertRows(w.wte, ids[static_cast<std::size_t>(t)], 1, x.row(t).data());
                                convertRows(w.wpe, t, 1, position.data());
                                x.row(t) += position;
                            }
                        },
                        [](int) { return 0.0; });
    }

    // Room for what a kept layer keeps: its attention input (T,d) and every head's causal weights.
    void allocateKeptLayer(LayerResult &layer, int T, Index d, int H)
    {
        layer.input.resize(T, d);
        work::preferHugePages(layer.input.data(), std::size_t(layer.input.size()) * sizeof(double));
        layer.heads.reserve(static_cast<std::size_t>(H));
        for (int h = 0; h < H; ++h) {
            layer.heads.emplace_back(T);
            work::preferHugePages(layer.heads.back().row(0), CausalWeights::storedCount(T) * sizeof(double));
        }
    }

    // 4. logits (vocab) = ln_f(x) (d) · lm_headᵀ (d,vocab), a band of lm_head's rows per task,
    //    converted into the worker's scratch (no float64 copy of the whole matrix). Empty if cancelled.
    std::optional<RowVector> nextTokenLogits(const Weights &w, const RowVector &xLast, int threads,
                                             double predictFlops, work::Crew &crew)
    {
        const Config &c = w.config;
        const Index d = c.nEmbd;
        RowVector last(d);
        layerNormRow(xLast.data(), toRowVector(w.lnFWeight), toRowVector(w.lnFBias), c.layerNormEpsilon,
                     last.data());
        RowVector logits(c.vocabSize);
        constexpr int bandRows = 1024;
        std::vector<Matrix> bands(static_cast<std::size_t>(threads), Matrix(bandRows, d));
        const int bandCount = (c.vocabSize + bandRows - 1) / bandRows;
        const bool predicted = crew.run(
            bandCount,
            [&](int band, int worker) {
                const int v0 = band * bandRows, rows = std::min(bandRows, c.vocabSize - v0);
                Matrix &m = bands[static_cast<std::size_t>(worker)];
                convertRows(w.lmHead, v0, rows, m.data());
                // logits[v0:v0+rows] (rows) = lm_head[v0:v0+rows] (rows,d) · ln_f(x) (d)
                logits.segment(v0, rows).transpose().noalias() = m.topRows(rows) * last.transpose();
            },
            [&](int band) {
                return predictFlops * std::min(bandRows, c.vocabSize - band * bandRows) / c.vocabSize;
            });
        if (!predicted)
            return std::nullopt;
        return logits;
    }

} // namespace

double contractFlops(const Config &c, int tokens)
{
    const double T = tokens, d = c.nEmbd;
    return c.nLayer * (24 * T * d * d + 4 * T * T * d);
}

namespace {

    // One pass as its phases share it: the sizes, how the rows are split into tasks (chunks of
    // token rows for the row-wise steps, blocks of query rows per head for attention), and the
    // working matrices every layer reuses.
    class FastPass {
    public:
        FastPass(const Weights &w, int tokens, const ModelOptions &options)
            : w(w)
            , c(w.config)
            , options(options)
            , T(tokens)
            , d(c.nEmbd)
            , inner(c.nInner)
            , H(c.nHead)
            , dk(c.dK())
            // FLOPs per token and block of the row-wise steps: c_attn (1), then c_proj and the MLP (3).
            , projectFlops(2.0 * d * 3 * d)
            , mlpFlops(2.0 * d * d + 4.0 * d * inner)
            , predictFlops(2.0 * c.vocabSize * double(d))
            , threads(work::chooseThreads(options.threads, c.nLayer * (projectFlops + mlpFlops) * T))
            , R(options.rowBlock > 0 ? std::min(options.rowBlock, T) : chooseRowBlock(T, H, threads))
            , blocksPerHead((T + R - 1) / R)
            // Token rows in chunks, one per thread: every product packs its whole weight matrix
            // again, so the fewer chunks the better as long as each thread has one (GPT-2 small,
            // T = 1024: OpenBLAS's packing copy took 5.7 % of the pass with two chunks per
            // thread, 4.0 % with one).
            , chunkRows(std::max(64, (T + threads - 1) / threads))
            , chunks((T + chunkRows - 1) / chunkRows)
        {
        }

        double totalFlops() const
        {
            const double attendFlops = causalAttentionFlops(T, R, dk); // one head
            return c.nLayer * ((projectFlops + mlpFlops) * T + attendFlops * H) + predictFlops;
        }

        // The working matrices, reused by every layer.
        void allocate()
        {
            x.resize(T, d); // (T,d) the residual stream
            a.resize(T, d); // (T,d) ln_1's output, when the layer is not kept
            qkv.resize(T, 3 * d); // (T,3d) [Q | K | V]
            concat.resize(T, d); // (T,d) [O_0 | O_1 | …]
            a2.resize(T, d); // (T,d) ln_2's output
            hidden.resize(T, inner); // (T,n_inner) the MLP's hidden layer
            for (Matrix *m : { &x, &a, &qkv, &concat, &a2, &hidden })
                work::preferHugePages(m->data(), std::size_t(m->size()) * sizeof(double));
            scores.assign(static_cast<std::size_t>(threads), Matrix(R, T)); // one block per worker
            open = Mask::Zero(1, T);
            resizeBlock(b, c);
        }

        // 1. A = ln_1(X); [Q|K|V] (rows,3d) = A (rows,d) · c_attn (d,3d) + b, a chunk of rows per task.
        bool project(Matrix &A, work::Crew &crew)
        {
            return crew.run(
                chunks,
                [&](int ch, int) {
                    const auto [t0, rows] = chunkOf(ch);
                    work::populate(A.row(t0).data(), std::size_t(rows) * d * sizeof(double));
                    for (int t = t0; t < t0 + rows; ++t)
                        layerNormRow(x.row(t).data(), b.ln1Gamma, b.ln1Beta, c.layerNormEpsilon,
                                     A.row(t).data());
                    work::gemm(rows, 3 * d, d, 1.0, A.row(t0).data(), d, b.Wqkv.data(), 3 * d, false, 0.0,
                               qkv.row(t0).data(), 3 * d);
                    addBias(qkv.row(t0).data(), rows, b.bqkv);
                },
                [&](int ch) { return projectFlops * chunkOf(ch).second; });
        }

        // 2. Every head of layer l, one block of query rows per task, the biggest blocks (the last
        //    rows, which see the most keys) first so the threads finish together. `kept`: the
        //    layer whose weights are kept, or null.
        bool attend(int l, LayerResult *kept, work::Crew &crew)
        {
            const double scale = c.attentionScale(l);
            return crew.run(
                H * blocksPerHead,
                [&](int task, int worker) {
                    const int blk = blocksPerHead - 1 - task / H;
                    const int h = task % H;
                    attendBlock(h, blk, scale, kept ? &kept->heads[static_cast<std::size_t>(h)] : nullptr,
                                scores[static_cast<std::size_t>(worker)].data());
                },
                [&](int task) {
                    const int blk = blocksPerHead - 1 - task / H;
                    return 4.0 * blockRows(blk) * blockKeys(blk) * dk;
                });
        }

        // 3. X += concat·W_O + b_O; X += gelu(ln_2(X)·W_fc + b_fc)·W_proj + b_proj, a chunk of rows per task.
        bool finish(work::Crew &crew)
        {
            return crew.run(
                chunks,
                [&](int ch, int) {
                    const auto [t0, rows] = chunkOf(ch);
                    double *xr = x.row(t0).data();
                    // X[t0:t0+rows] (rows,d) += concat (rows,d) · W_O (d,d) + b_O
                    work::gemm(rows, d, d, 1.0, concat.row(t0).data(), d, b.Wo.data(), d, false, 1.0, xr, d);
                    addBias(xr, rows, b.bo);
                    for (int t = t0; t < t0 + rows; ++t)
                        layerNormRow(x.row(t).data(), b.ln2Gamma, b.ln2Beta, c.layerNormEpsilon,
                                     a2.row(t).data());
                    // hidden (rows,n_inner) = gelu(ln_2(X) (rows,d) · W_fc (d,n_inner) + b_fc)
                    double *hr = hidden.row(t0).data();
                    work::gemm(rows, inner, d, 1.0, a2.row(t0).data(), d, b.Wfc.data(), inner, false, 0.0, hr,
                               inner);
                    addBias(hr, rows, b.bfc);
                    geluInPlace(hr, Index(rows) * inner, options.vectorMaths);
                    // X[t0:t0+rows] (rows,d) += hidden (rows,n_inner) · W_proj (n_inner,d) + b_proj
                    work::gemm(rows, d, inner, 1.0, hr, inner, b.Wproj.data(), d, false, 1.0, xr, d);
                    addBias(xr, rows, b.bproj);
                },
                [&](int ch) { return mlpFlops * chunkOf(ch).second; });
        }

        const Weights &w;
        const Config &c;
        const ModelOptions &options;
        const int T;
        const Index d, inner;
        const int H, dk;
        const double projectFlops, mlpFlops, predictFlops;
        const int threads;
        const int R, blocksPerHead; // query rows per attention block, blocks per head
        const int chunkRows, chunks; // token rows per row-wise task, tasks
        Matrix x, a, qkv, concat, a2, hidden;
        std::vector<Matrix> scores; // (R,T) a block of logits, then weights, per worker
        Block b; // the layer's weights in float64
        Mask open; // (1,T) nothing blocked: a causal row's softmax runs over keys 0…i only

    private:
        int blockRows(int blk) const { return std::min(R, T - blk * R); }
        int blockKeys(int blk) const { return blk * R + blockRows(blk); } // keys 0 … the block's last query
        std::pair<int, int> chunkOf(int ch) const
        {
            return { ch * chunkRows, std::min(chunkRows, T - ch * chunkRows) };
        }

        // Head h's query rows of block blk: logits, the causal softmax, and its part of concat.
        void attendBlock(int h, int blk, double scale, CausalWeights *kept, double *s)
        {
            const int i0 = blk * R, rows = blockRows(blk), keys = blockKeys(blk);
            const double *q = qkv.data() + Index(i0) * 3 * d + Index(h) * dk; // Q_h rows i0…, ld 3d
            const double *k = qkv.data() + d + Index(h) * dk; // K_h, ld 3d
            const double *v = qkv.data() + 2 * d + Index(h) * dk; // V_h, ld 3d
            // logits (rows,keys) = scale · Q_h[i0:i0+rows] (rows,dk) · K_h[0:keys]ᵀ (dk,keys), ld keys
            work::gemm(rows, keys, dk, scale, q, 3 * d, k, 3 * d, true, 0.0, s, keys);
            if (kept)
                work::populate(kept->row(i0),
                               (CausalWeights::offset(i0 + rows) - CausalWeights::offset(i0))
                                   * sizeof(double));
            const MaskedRow none = MaskedRow::None;
            for (int rr = 0; rr < rows; ++rr) {
                const int i = i0 + rr; // query i sees keys 0…i
                double *row = s + Index(rr) * keys;
                // weights (i+1): the stable softmax of the row's visible logits
                fastMaskedSoftmaxRows(Eigen::Map<Matrix>(row, 1, i + 1), open.leftCols(i + 1), &none,
                                      options.vectorMaths);
                std::fill(row + i + 1, row + keys, 0.0); // later keys of this block: weight 0
                if (kept)
                    std::copy_n(row, i + 1, kept->row(i));
            }
            // O_h[i0:i0+rows] (rows,dk) = weights (rows,keys) · V_h[0:keys] (keys,dk), into concat
            work::gemm(rows, dk, keys, 1.0, s, keys, v, 3 * d, false, 0.0,
                       concat.data() + Index(i0) * d + Index(h) * dk, d);
        }
    };

} // namespace

std::optional<ModelResult> runModelFast(const Weights &w, const std::vector<int> &ids,
                                        const ModelOptions &options)
{
    const Config &c = w.config;
    FastPass pass(w, static_cast<int>(ids.size()), options);
    work::Crew crew(pass.threads, pass.totalFlops(), options.progress, options.cancel);
    ModelResult r { ids, std::vector<LayerResult>(static_cast<std::size_t>(c.nLayer)), {} };
    pass.allocate();

    // X (T,d) = wte[ids] + wpe[0…T)
    if (!embedTokens(w, ids, pass.chunkRows, pass.x, crew))
        return std::nullopt;
    for (int l = 0; l < c.nLayer; ++l) {
        if (!convertBlockInto(w.blocks[static_cast<std::size_t>(l)], pass.b, crew))
            return std::nullopt;
        const bool keep = options.keepLayer < 0 || options.keepLayer == l;
        LayerResult &layer = r.layers[static_cast<std::size_t>(l)];
        if (keep)
            allocateKeptLayer(layer, pass.T, pass.d, pass.H);
        if (!pass.project(keep ? layer.input : pass.a, crew) || !pass.attend(l, keep ? &layer : nullptr, crew)
            || !pass.finish(crew))
            return std::nullopt;
    }

    // 4. The next token from the last row.
    const RowVector lastRow = pass.x.row(pass.T - 1);
    const std::optional<RowVector> logits
        = nextTokenLogits(w, lastRow, pass.threads, pass.predictFlops, crew);
    if (!logits)
        return std::nullopt;
    r.next = topCandidates(*logits, kTopCandidates);
    crew.finished();
    return r;
}

} // namespace attn::gpt2
