// The steps of the fast pass (fast_pass.h): GELU, the row-wise steps, converting a block, the
// attention of one block of query rows, the logits — each a task for the crew.
#include "fast_pass.h"

#include "forward.h"
#include "mla.h"
#include "moe.h"

#include "core/blas.h"
#include "core/fast_softmax.h"
#include "core/rope.h"

#include <algorithm>
#include <cmath>
#include <numbers>

#if ATTENTION_HAVE_LIBMVEC && defined(__x86_64__) && defined(__GNUC__)
#define ATTENTION_VECTOR_GELU 1
#include <immintrin.h>
#else
#define ATTENTION_VECTOR_GELU 0
#endif

namespace attn::gpt2::detail {

namespace {
    // ---- GELU, in place --------------------------------------------------------------------------

    constexpr double kGeluCubic = 0.044715;

    // c: Config::geluConstant() (√(2/π), or BLOOM's 0.79788456).
    void geluPortable(double *x, Index n, double c)
    {
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

    ATTENTION_AVX2 void geluAvx2(double *x, Index n, double constant)
    {
        const __m256d c = _mm256_set1_pd(constant);
        const __m256d cubic = _mm256_set1_pd(kGeluCubic);
        const __m256d half = _mm256_set1_pd(0.5), one = _mm256_set1_pd(1.0);
        const Index body = n & ~Index(3);
        for (Index i = 0; i < body; i += 4) {
            const __m256d v = _mm256_loadu_pd(x + i);
            const __m256d v3 = _mm256_mul_pd(_mm256_mul_pd(v, v), v);
            const __m256d t = _ZGVdN4v_tanh(_mm256_mul_pd(c, _mm256_add_pd(v, _mm256_mul_pd(cubic, v3))));
            _mm256_storeu_pd(x + i, _mm256_mul_pd(_mm256_mul_pd(half, v), _mm256_add_pd(one, t)));
        }
        geluPortable(x + body, n - body, constant);
    }

#undef ATTENTION_AVX2
#endif

    void geluInPlace(double *x, Index n, bool vector, double c)
    {
#if ATTENTION_VECTOR_GELU
        // The same CPU check as the softmax's: AVX2 and FMA, and a build with libmvec.
        if (vector && vectorSoftmaxAvailable()) {
            geluAvx2(x, n, c);
            return;
        }
#endif
        (void)vector;
        geluPortable(x, n, c);
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

    // y (n) = x / √(mean(x²) + ε) · γ, as rmsNorm() does for one row.
    void rmsNormRow(const double *x, const RowVector &gamma, double eps, double *y)
    {
        const Index n = gamma.size();
        double squares = 0;
        for (Index j = 0; j < n; ++j)
            squares += x[j] * x[j];
        const double inverse = 1.0 / std::sqrt(squares / double(n) + eps);
        for (Index j = 0; j < n; ++j)
            y[j] = x[j] * inverse * gamma[j];
    }

    // The block's norm of one row: LayerNorm, or RMSNorm when it has no β (normRows()).
    void normRow(const double *x, const RowVector &gamma, const RowVector &beta, double eps, double *y)
    {
        if (beta.size())
            layerNormRow(x, gamma, beta, eps, y);
        else
            rmsNormRow(x, gamma, eps, y);
    }

    // rows (rows,n) += b (n) on every row; nothing for an empty b.
    void addBias(double *rows, Index count, const RowVector &b)
    {
        if (b.size())
            Eigen::Map<Matrix>(rows, count, b.size()).rowwise() += b;
    }

    // SwiGLU's middle, in place on each of `rows` rows of [gate | up] (ld 2·inner): the first
    // `inner` numbers become silu(gate) ⊙ up.
    void swigluRows(double *h, int rows, Index inner)
    {
        for (int r = 0; r < rows; ++r) {
            double *gate = h + Index(r) * 2 * inner, *up = gate + inner;
            for (Index j = 0; j < inner; ++j)
                gate[j] = gate[j] / (1.0 + std::exp(-gate[j])) * up[j];
        }
    }

    // Gemma's multiply after its gate's GELU: on each of `rows` rows of [gate | up] (ld 2·inner),
    // gate ⊙= up.
    void multiplyUp(double *h, int rows, Index inner)
    {
        for (int r = 0; r < rows; ++r) {
            double *gate = h + Index(r) * 2 * inner, *up = gate + inner;
            for (Index j = 0; j < inner; ++j)
                gate[j] *= up[j];
        }
    }

    // x (rows,d) += rmsNorm(out) · γ, row by row (out normed in place): Gemma's norm after a sublayer.
    void addNormed(double *out, double *x, int rows, const RowVector &gamma, double eps)
    {
        const Index d = gamma.size();
        for (int r = 0; r < rows; ++r) {
            rmsNormRow(out + r * d, gamma, eps, out + r * d);
            for (Index j = 0; j < d; ++j)
                x[r * d + j] += out[r * d + j];
        }
    }

    // The MLP's hidden width as block w stores it: its own dense MLP's (DeepSeek's shared experts
    // on a routed layer), 0 where only experts are (GPT-OSS).
    Index storedInner(const BlockWeights &w)
    {
        return !w.gateProj.empty() ? w.gateProj.rows
            : !w.upProj.empty()    ? w.upProj.rows
            : !w.fcWeight.empty()  ? w.fcWeight.cols
                                   : 0;
    }

    void resizeBlock(Block &b, const Config &c, Index inner)
    {
        const Index d = c.nEmbd;
        const bool fused = !c.mla.on(); // DeepSeek's latent attention has no W_QKV (mla.h)
        b.Wqkv.resize(fused ? d : 0, fused ? c.qkvWidth() : 0);
        b.Wo.resize(c.qWidth(), d);
        b.Wfc.resize(inner > 0 ? d : 0, c.llama() ? 2 * inner : inner);
        b.Wproj.resize(inner, inner > 0 ? d : 0);
        for (Matrix *m : { &b.Wqkv, &b.Wo, &b.Wfc, &b.Wproj })
            work::preferHugePages(m->data(), std::size_t(m->size()) * sizeof(double));
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

} // namespace

int passThreads(const Config &c, int wanted, double rows, int layers)
{
    const double d = c.nEmbd, inner = c.nInner, q = c.qWidth(), qkv = c.qkvWidth();
    const double mlp = (c.llama() ? 6.0 : 4.0) * d * inner;
    return work::chooseThreads(wanted, layers * (2.0 * d * qkv + 2.0 * q * d + mlp) * rows);
}

namespace {

    // A band of a stored tensor's rows, converted into `to`: as they are (GPT-2's (in, out)), or
    // transposed into columns [col0 + first, col0 + first + count) (a Linear's (out, in)).
    struct Band {
        const TensorView *from;
        Matrix *to;
        Index first, count;
        bool transposed;
        Index col0;
        Index perHeadDk = 0; // > 0: BLOOM's query_key_value, each row to its own column (bloomColumn)
    };

    std::vector<Band> bandsOf(const BlockWeights &w, Block &b)
    {
        std::vector<Band> bands;
        constexpr Index bandRows = 128;
        auto add = [&](const TensorView &from, Matrix &to, bool transposed, Index col0) {
            for (Index r = 0; r < from.rows; r += bandRows)
                bands.push_back(
                    { &from, &to, r, std::min(bandRows, Index(from.rows) - r), transposed, col0 });
        };
        if (!w.qkvPerHead.empty()) {
            add(w.qkvPerHead, b.Wqkv, true, 0);
            for (Band &band : bands)
                band.perHeadDk = w.qkvHeadDim;
            add(w.oProj, b.Wo, true, 0);
            add(w.upProj, b.Wfc, true, 0);
            add(w.downProj, b.Wproj, true, 0);
        } else if (w.qProj.empty() && !w.mla.on()) {
            add(w.attnWeight, b.Wqkv, false, 0);
            add(w.attnProjWeight, b.Wo, false, 0);
            add(w.fcWeight, b.Wfc, false, 0);
            add(w.mlpProjWeight, b.Wproj, false, 0);
        } else {
            const Index q = w.qProj.rows, kv = w.kProj.rows, inner = w.gateProj.rows;
            if (!w.mla.on()) { // DeepSeek's latent attention is converted whole (convertMla)
                add(w.qProj, b.Wqkv, true, 0);
                add(w.kProj, b.Wqkv, true, q);
                add(w.vProj, b.Wqkv, true, q + kv);
                add(w.oProj, b.Wo, true, 0);
            }
            add(w.gateProj, b.Wfc, true, 0);
            add(w.upProj, b.Wfc, true, inner);
            add(w.downProj, b.Wproj, true, 0);
        }
        return bands;
    }

    RowVector vectorOf(const TensorView &t)
    {
        return t.empty() ? RowVector() : toRowVector(t);
    }

} // namespace

bool convertBlockInto(const BlockWeights &w, Block &b, const Config &c, work::Crew &crew)
{
    const Index inner = storedInner(w);
    if (b.Wqkv.cols() != (c.mla.on() ? 0 : c.qkvWidth()) || b.Wo.rows() != c.qWidth() || b.Wproj.rows() != inner)
        resizeBlock(b, c, inner);
    b.stored = &w;
    b.layer = w.layer;
    b.sinks = vectorOf(w.sinks); // GPT-OSS
    if (!w.routerWeight.empty()) {
        b.router = toMatrix(w.routerWeight).transpose(); // (d,E)
        b.routerBias = vectorOf(w.routerBias);
        b.routerCorrection = vectorOf(w.routerCorrection); // DeepSeek V3
    }
    if (w.mla.on())
        convertMla(w, c.nHead, b);
    const std::vector<Band> bands = bandsOf(w, b);
    b.ln1Gamma = normScale(w.ln1Weight, w.normPlusOne);
    b.ln1Beta = vectorOf(w.ln1Bias);
    b.ln2Gamma = normScale(w.ln2Weight, w.normPlusOne);
    b.ln2Beta = vectorOf(w.ln2Bias);
    b.postAttnGamma = normScale(w.postAttnNorm, w.normPlusOne);
    b.postFfnGamma = normScale(w.postFfnNorm, w.normPlusOne);
    b.bo = vectorOf(w.attnProjBias);
    b.bfc = vectorOf(w.fcBias);
    b.bproj = vectorOf(w.mlpProjBias);
    if (!w.qkvPerHead.empty()) {
        const RowVector stored = toRowVector(w.qkvPerHeadBias); // head by head [q | k | v]
        b.bqkv.resize(stored.size());
        for (Index r = 0; r < stored.size(); ++r)
            b.bqkv[bloomColumn(r, c.nEmbd, w.qkvHeadDim)] = stored[r];
    } else if (w.qProj.empty() && !w.mla.on()) {
        b.bqkv = toRowVector(w.attnBias);
    } else if (!w.mla.on()) {
        const Index q = c.qWidth(), kv = c.kvWidth();
        b.bqkv = RowVector::Zero(c.qkvWidth());
        if (!w.qBias.empty()) {
            b.bqkv.segment(0, q) = toRowVector(w.qBias);
            b.bqkv.segment(q, kv) = toRowVector(w.kBias);
            b.bqkv.segment(q + kv, kv) = toRowVector(w.vBias);
        }
        b.qNorm = normScale(w.qNorm, w.normPlusOne);
        b.kNorm = normScale(w.kNorm, w.normPlusOne);
    }
    return crew.run(
        static_cast<int>(bands.size()),
        [&](int task, int) {
            const Band &band = bands[static_cast<std::size_t>(task)];
            if (!band.transposed) {
                convertRows(*band.from, band.first, band.count, band.to->row(band.first).data());
                return;
            }
            Matrix rows(band.count, band.from->cols); // (count, in) of the stored (out, in)
            convertRows(*band.from, band.first, band.count, rows.data());
            if (band.perHeadDk > 0) {
                for (Index r = 0; r < band.count; ++r)
                    band.to->col(bloomColumn(band.first + r, band.from->cols, band.perHeadDk))
                        = rows.row(r).transpose();
                return;
            }
            band.to->middleCols(band.col0 + band.first, band.count) = rows.transpose(); // (in, count)
        },
        [](int) { return 0.0; });
}

bool loadLayer(const Weights &w, int l, const LayerOverride *layer, Block &b, ScoreRule &rule, work::Crew &crew)
{
    if (!convertBlockInto(w.blocks[static_cast<std::size_t>(l)], b, w.config, crew))
        return false;
    b.layer = l;
    rule = layerRule(w.config, b, l); // the config's stages and the block's sinks
    if (layer && layer->layer == l) { // the session's attention weights and score rule
        overrideBlock(b, *layer);
        rule = layer->rule;
    }
    return true;
}

bool embedTokens(const Weights &w, const std::vector<int> &ids, int chunkRows, Matrix &x, work::Crew &crew)
{
    const int T = static_cast<int>(ids.size());
    const Index d = w.config.nEmbd;
    const RowVector embGamma = vectorOf(w.embNormWeight), embBeta = vectorOf(w.embNormBias);
    return crew.run((T + chunkRows - 1) / chunkRows,
                    [&](int ch, int) {
                        const int t0 = ch * chunkRows, rows = std::min(chunkRows, T - t0);
                        RowVector position(d);
                        for (int t = t0; t < t0 + rows; ++t) {
                            convertRows(w.wte, ids[static_cast<std::size_t>(t)], 1, x.row(t).data());
                            if (w.wpe.empty())
                                continue; // the Llama family and BLOOM: positions come later
                            convertRows(w.wpe, t, 1, position.data());
                            x.row(t) += position;
                        }
                        if (w.config.embedScale > 0) // Gemma: × √hidden_size
                            x.middleRows(t0, rows) *= w.config.embedScale;
                        if (embGamma.size()) // BLOOM: word_embeddings_layernorm
                            for (int t = t0; t < t0 + rows; ++t)
                                layerNormRow(x.row(t).data(), embGamma, embBeta, w.config.layerNormEpsilon,
                                             x.row(t).data());
                    },
                    [](int) { return 0.0; });
}

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

void ablateColumns(double *concat, Index ld, int rows, Index col0, int dk, Ablation how)
{
    Eigen::Map<Matrix, 0, Eigen::OuterStride<>> all(concat, rows, ld, Eigen::OuterStride<>(ld));
    auto O = all.middleCols(col0, dk); // O_h (rows,d_k)
    if (how == Ablation::Zero)
        O.setZero();
    else
        O.rowwise() = RowVector(O.colwise().mean()); // (1,d_k) each column's mean, on every row
}

double logitsFlops(const Config &c, int k)
{
    return 2.0 * k * double(c.vocabSize) * c.nEmbd;
}

std::optional<Matrix> logitsOfRows(const Weights &w, const Matrix &rows, work::Crew &crew)
{
    const Config &c = w.config;
    const Index d = c.nEmbd, k = rows.rows();
    Matrix last(k, d); // (k,d) ln_f of each row
    const RowVector gamma = normScale(w.lnFWeight, c.normPlusOne), beta = vectorOf(w.lnFBias);
    for (Index r = 0; r < k; ++r)
        normRow(rows.row(r).data(), gamma, beta, c.layerNormEpsilon, last.row(r).data());
    Matrix logits(k, c.vocabSize);
    constexpr int bandRows = 1024;
    std::vector<Matrix> bands(static_cast<std::size_t>(crew.threads()), Matrix(bandRows, d));
    const int bandCount = (c.vocabSize + bandRows - 1) / bandRows;
    const double flops = logitsFlops(c, int(k));
    const bool done = crew.run(
        bandCount,
        [&](int band, int worker) {
            const int v0 = band * bandRows, count = std::min(bandRows, c.vocabSize - v0);
            Matrix &m = bands[static_cast<std::size_t>(worker)];
            convertRows(w.lmHead, v0, count, m.data());
            // logits[:, v0:v0+count] (k,count) = ln_f(rows) (k,d) · lm_head[v0:v0+count]ᵀ (d,count)
            blas::gemm(k, count, d, 1.0, last.data(), d, m.data(), d, true, 0.0, logits.data() + v0,
                       c.vocabSize);
        },
        [&](int band) { return flops * std::min(bandRows, c.vocabSize - band * bandRows) / c.vocabSize; });
    if (!done)
        return std::nullopt;
    if (c.finalSoftcap > 0) // Gemma 2: c·tanh(logit / c)
        logits = logits.unaryExpr([&c](double v) { return c.finalLogit(v); });
    return logits;
}

// ---- FastPass ------------------------------------------------------------------------------------

namespace {

    // The widest dense MLP's hidden layer of any layer ([gate | up] in the Llama family): what
    // FastPass::hidden holds; the experts hold their own (moe.h).
    Index hiddenWidth(const Config &c)
    {
        return (c.llama() ? 2 : 1) * Index(c.widestDenseInner());
    }

} // namespace

FastPass::FastPass(const Weights &w, int tokens, int groups, int threads, const ModelOptions &options,
                   Block &block)
    : w(w)
    , c(w.config)
    , options(options)
    , T(tokens)
    , groups(groups)
    , rows(tokens * groups)
    , d(c.nEmbd)
    , inner(c.nInner)
    , H(c.nHead)
    , dk(c.dK())
    , qw(c.qWidth())
    , kvw(c.kvWidth())
    , qkvw(c.qkvWidth())
    , hiddenw(hiddenWidth(c)) // GPT-OSS: moeMlp() holds its own
    , projectFlops(2.0 * d * qkvw)
    , mlpFlops(2.0 * qw * d + (c.llama() ? 6.0 : 4.0) * d * inner)
    , threads(threads)
    , R(options.rowBlock > 0 ? std::min(options.rowBlock, T) : chooseRowBlock(T, H * groups, threads))
    , blocksPerHead((T + R - 1) / R)
    // Token rows in chunks, one per thread: every product packs its whole weight matrix
    // again, so the fewer chunks the better as long as each thread has one (GPT-2 small,
    // T = 1024: OpenBLAS's packing copy took 5.7 % of the pass with two chunks per
    // thread, 4.0 % with one).
    , chunkRows(std::max(64, (rows + threads - 1) / threads))
    , chunks((rows + chunkRows - 1) / chunkRows)
    , b(block)
{
}

double FastPass::attendStepFlops() const
{
    return causalAttentionFlops(T, R, dk) * H * groups;
}

void FastPass::allocate()
{
    x.resize(rows, d); // (rows,d) the residual stream
    a.resize(rows, d); // (rows,d) ln_1's output, when the layer is not kept
    qkv.resize(rows, qkvw); // (rows,q+2kv) [Q | K | V]
    concat.resize(rows, qw); // (rows,q) [O_0 | O_1 | …]
    a2.resize(rows, d); // (rows,d) ln_2's output
    hidden.resize(rows, hiddenw); // (rows,n_inner) the MLP's hidden layer (SwiGLU: [gate | up])
    for (Matrix *m : { &x, &a, &qkv, &concat, &a2, &hidden })
        work::preferHugePages(m->data(), std::size_t(m->size()) * sizeof(double));
    scores.assign(static_cast<std::size_t>(threads), Matrix(R, T)); // one block per worker
    open = Mask::Zero(1, T);
    if (c.llama()) // RoPE's frequencies, and each row's position in its group
        turn = qkTurn(c, 0, rows, T); // each layer's frequencies: project()
}

bool FastPass::project(Matrix &A, work::Crew &crew)
{
    if (c.llama()) { // this layer's RoPE (Gemma 3's local and global layers turn apart): d_k/2 numbers
        turn.freqs = ropeFrequencies(c.ropeOf(b.layer), turn.slice.width > 0 ? turn.slice.width : dk);
        turn.ropeFactor = ropeAttentionFactor(c.ropeOf(b.layer).scaling);
    }
    return crew.run(
        chunks,
        [&](int ch, int) {
            const auto [t0, n] = chunkOf(ch);
            work::populate(A.row(t0).data(), std::size_t(n) * d * sizeof(double));
            for (int t = t0; t < t0 + n; ++t)
                normRow(x.row(t).data(), b.ln1Gamma, b.ln1Beta, c.layerNormEpsilon, A.row(t).data());
            if (c.mla.on()) { // DeepSeek: from the latents (mla.h)
                latentProject(A.middleRows(t0, n), b.mla, H, qkv.row(t0).data(), qkvw);
            } else { // [Q|K|V] (n,q+2kv) = A (n,d) · W_QKV (d,q+2kv) + b
                blas::gemm(n, qkvw, d, 1.0, A.row(t0).data(), d, b.Wqkv.data(), qkvw, false, 0.0,
                           qkv.row(t0).data(), qkvw);
                addBias(qkv.row(t0).data(), n, b.bqkv);
            }
            if (c.llama()) // each head's q and k through its norm, then turned by RoPE
                turnQK(qkv.middleCols(0, qw), qkv.middleCols(qw, kvw), turn, b.qNorm, b.kNorm, t0, n);
        },
        [&](int ch) { return projectFlops * chunkOf(ch).second; });
}

// The biggest blocks (the last rows, which see the most keys) first, so the threads finish together.
bool FastPass::attend(const ScoreRule &rule, LayerResult *kept, work::Crew &crew)
{
    const int perBlock = H * groups;
    std::vector<HeadRule> rules; // each head's
    for (int h = 0; h < H; ++h) {
        rules.push_back(headRule(rule, h, H, dk));
        if (kept && rules.back().hasSink())
            kept->heads[static_cast<std::size_t>(h)].keepSink();
    }
    return crew.run(
        perBlock * blocksPerHead,
        [&](int task, int worker) {
            const int blk = blocksPerHead - 1 - task / perBlock;
            const int g = (task % perBlock) / H, h = task % H;
            attendBlock(g, h, blk, rules[static_cast<std::size_t>(h)],
                        kept ? &kept->heads[static_cast<std::size_t>(h)] : nullptr,
                        scores[static_cast<std::size_t>(worker)].data());
        },
        [&](int task) {
            const int blk = blocksPerHead - 1 - task / perBlock;
            return 4.0 * blockRows(blk) * blockKeys(blk) * dk;
        });
}

void FastPass::ablate(int group, int head, Ablation how)
{
    ablateColumns(concat.row(group * T).data(), qw, T, Index(head) * dk, dk, how);
}

bool FastPass::finish(work::Crew &crew)
{
    return finishRows(rows, crew);
}

bool FastPass::finishRows(int count, work::Crew &crew)
{
    // finish()'s chunks when count = rows: one per thread, at least 64 rows each
    const int per = std::max(64, (count + threads - 1) / threads);
    const int tasks = (count + per - 1) / per;
    auto chunk = [&](int ch) { return std::pair<int, int> { ch * per, std::min(per, count - ch * per) }; };
    // this layer's dense MLP (DeepSeek's shared experts on a routed layer; 0: none) and its [gate | up]
    const Index li = b.Wproj.rows(), lw = c.llama() ? 2 * li : li;
    // X[t0:t0+n] (n,d) += concat (n,q) · W_O (q,d) + b_O (Gemma: its norm of that, made in a2); a2 = ln_2(X)
    auto attentionPart = [&](int t0, int n) {
        double *xr = x.row(t0).data();
        double *ar = a2.row(t0).data();
        const bool normed = b.postAttnGamma.size() > 0;
        blas::gemm(n, d, qw, 1.0, concat.row(t0).data(), qw, b.Wo.data(), d, false, normed ? 0.0 : 1.0,
                   normed ? ar : xr, d);
        addBias(normed ? ar : xr, n, b.bo);
        if (normed)
            addNormed(ar, xr, n, b.postAttnGamma, c.layerNormEpsilon);
        for (int t = t0; t < t0 + n; ++t)
            normRow(x.row(t).data(), b.ln2Gamma, b.ln2Beta, c.layerNormEpsilon, a2.row(t).data());
    };
    auto densePart = [&](int t0, int n) {
        double *xr = x.row(t0).data();
        double *ar = a2.row(t0).data();
        // hidden (n,n_inner) = gelu(ln_2(X) (n,d) · W_fc (d,n_inner) + b_fc); Llama:
        // [gate | up] (n,2·n_inner) = ln_2(X) · [W_gate | W_up], then silu(gate) ⊙ up
        double *hr = hidden.row(t0).data(); // rows of lw numbers, inside the chunk's rows of hidden
        blas::gemm(n, lw, d, 1.0, ar, d, b.Wfc.data(), lw, false, 0.0, hr, lw);
        addBias(hr, n, b.bfc);
        if (c.llama() && c.geluMlp) { // Gemma: gelu(gate) ⊙ up
            for (int r = 0; r < n; ++r)
                geluInPlace(hr + Index(r) * lw, li, options.vectorMaths, c.geluConstant());
            multiplyUp(hr, n, li);
        } else if (c.llama()) {
            swigluRows(hr, n, li);
        } else {
            geluInPlace(hr, Index(n) * li, options.vectorMaths, c.geluConstant());
        }
        // X[t0:t0+n] (n,d) += hidden (n,n_inner) · W_proj (n_inner,d) + b_proj (Gemma: normed, via a2)
        const bool mlpNormed = b.postFfnGamma.size() > 0;
        blas::gemm(n, d, li, 1.0, hr, lw, b.Wproj.data(), d, false, mlpNormed ? 0.0 : 1.0, mlpNormed ? ar : xr,
                   d);
        addBias(mlpNormed ? ar : xr, n, b.bproj);
        if (mlpNormed)
            addNormed(ar, xr, n, b.postFfnGamma, c.layerNormEpsilon);
    };
    if (!c.moeAt(b.layer))
        return crew.run(
            tasks,
            [&](int ch, int) {
                const auto [t0, n] = chunk(ch);
                attentionPart(t0, n);
                densePart(t0, n);
            },
            [&](int ch) { return mlpFlops * chunk(ch).second; });
    // A mixture of experts: the attention's part by chunks, the experts over every row at once,
    // then DeepSeek's shared experts by chunks
    if (!crew.run(
            tasks, [&](int ch, int) { attentionPart(chunk(ch).first, chunk(ch).second); },
            [&](int ch) { return 2.0 * qw * d * chunk(ch).second; }))
        return false;
    const std::optional<Matrix> experts = moeMlp(c, *b.stored, b, a2.topRows(count), &crew);
    if (!experts)
        return false;
    if (li > 0
        && !crew.run(
            tasks, [&](int ch, int) { densePart(chunk(ch).first, chunk(ch).second); },
            [&](int ch) { return 6.0 * d * li * chunk(ch).second; }))
        return false;
    x.topRows(count) += *experts;
    return true;
}

// Head h's query rows of block blk in group g: logits, the causal softmax, and its part of concat.
void FastPass::attendBlock(int g, int h, int blk, const HeadRule &rule, CausalWeights *kept, double *s)
{
    const int i0 = blk * R, n = blockRows(blk), keys = blockKeys(blk);
    const Index g0 = Index(g) * T; // the group's first row
    const Index kv = c.kvHeadOf(h); // query head h reads K/V head ⌊h·KV/H⌋
    const double *q = qkv.data() + (g0 + i0) * qkvw + Index(h) * dk; // Q_h rows i0…, ld q+2kv
    const double *k = qkv.data() + g0 * qkvw + qw + kv * dk; // K of the group, ld q+2kv
    const double *v = qkv.data() + g0 * qkvw + qw + kvw + kv * dk; // V of the group, ld q+2kv
    // scores (n,keys) = Q_h[i0:i0+n] (n,dk) · K[0:keys]ᵀ (dk,keys), ld keys; then the logits
    blas::gemm(n, keys, dk, 1.0, q, qkvw, k, qkvw, true, 0.0, s, keys);
    headLogits(rule, Eigen::Map<Matrix>(s, n, keys), i0, 0);
    if (kept)
        work::populate(kept->row(i0),
                       (CausalWeights::offset(i0 + n) - CausalWeights::offset(i0)) * sizeof(double));
    const MaskedRow none = MaskedRow::None;
    for (int rr = 0; rr < n; ++rr) {
        const int i = i0 + rr, first = c.firstKey(b.layer, i); // query i sees keys first…i
        double *row = s + Index(rr) * keys;
        // weights (i+1−first): the stable softmax of the row's visible logits (and the sink)
        SoftmaxExtras extras { .sink = rule.sink };
        if (kept && kept->hasSink())
            extras.sinkWeights = kept->sinkData() + i;
        fastMaskedSoftmaxRows(Eigen::Map<Matrix>(row + first, 1, i + 1 - first), open.leftCols(i + 1 - first),
                              &none, options.vectorMaths, extras);
        std::fill(row, row + first, 0.0); // keys before the window: weight 0
        std::fill(row + i + 1, row + keys, 0.0); // later keys of this block: weight 0
        if (kept)
            std::copy_n(row, i + 1, kept->row(i));
    }
    // O_h[i0:i0+n] (n,dk) = weights (n,keys) · V_h[0:keys] (keys,dk), into concat
    blas::gemm(n, dk, keys, 1.0, s, keys, v, qkvw, false, 0.0, concat.data() + (g0 + i0) * qw + Index(h) * dk,
               qw);
}

} // namespace attn::gpt2::detail
