// The model's data: number formats, shape checks, one block in float64, the causal weights'
// storage, the memory estimate and one layer as an attention example.
#include "gpt2.h"

#include "mappedread.h"
#include "mla.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cmath>
#include <cstring>
#include <numbers>

namespace attn::gpt2 {

static_assert(std::endian::native == std::endian::little,
              "model files are little-endian; so must this machine be");

double Config::attentionScale(int layer) const
{
    if (queryPreAttnScalar > 0) // Gemma: query_pre_attn_scalar^−½, whatever d_k is
        return 1.0 / std::sqrt(queryPreAttnScalar);
    if (mla.on()) // DeepSeek: the q/k width, not the padded head's; YaRN's mscale² on top
        return scaleFactor / std::sqrt(static_cast<double>(mla.qkWidth()));
    double scale = scaleAttnWeights ? 1.0 / std::sqrt(static_cast<double>(dK())) : 1.0;
    if (scaleAttnByInverseLayerIdx)
        scale /= static_cast<double>(layer + 1);
    return scale;
}

double Config::geluConstant() const
{
    return bloom() ? 0.79788456 : std::sqrt(2.0 / std::numbers::pi);
}

std::string checkConfig(const Config &c)
{
    struct Size {
        const char *name;
        int value;
    };
    for (const Size &s : { Size { "n_layer", c.nLayer }, Size { "n_head", c.nHead },
                           Size { "n_embd", c.nEmbd }, Size { "n_positions", c.nPositions },
                           Size { "vocab_size", c.vocabSize }, Size { "n_inner", c.nInner } })
        if (s.value < 1)
            return std::string(s.name) + " is " + std::to_string(s.value) + ", expected at least 1";
    if (c.headDim == 0 && c.nEmbd % c.nHead != 0)
        return "n_head " + std::to_string(c.nHead) + " does not divide n_embd " + std::to_string(c.nEmbd);
    if (c.headDim < 0 || c.nKvHead < 0 || c.slidingWindow < 0)
        return "head_dim, num_key_value_heads and sliding_window must not be negative";
    if (c.nHead % c.kvHeads() != 0)
        return "num_key_value_heads " + std::to_string(c.kvHeads()) + " does not divide n_head "
            + std::to_string(c.nHead);
    if (c.llama() && !c.mla.on() && c.dK() % 2 != 0) // (latent attention turns its rope slice alone)
        return "head_dim " + std::to_string(c.dK()) + " is odd; RoPE turns pairs of columns";
    if (!c.llama() && (c.headDim || c.nKvHead || c.qkvBias || c.qkNorm || c.slidingWindow))
        return c.bloom()
            ? "BLOOM has no head_dim, key/value heads, q/k/v biases, q/k norms or window of its own"
            : "GPT-2 has no head_dim, key/value heads, q/k/v biases, q/k norms or window of its own";
    if (!(c.layerNormEpsilon > 0) || !std::isfinite(c.layerNormEpsilon))
        return "layer_norm_epsilon must be a positive number";
    if (c.mla.on()
        && (!c.llama() || c.mla.rope % 2 != 0 || c.mla.rope < 2 || c.mla.nope < 0 || c.mla.v < 1
            || c.dK() != c.mla.headWidth() || c.kvHeads() != c.nHead))
        return "the latent attention's sizes do not fit (qk_rope_head_dim even and above 0, head_dim = "
               "max(qk_nope_head_dim + qk_rope_head_dim, v_head_dim), one K/V head per head)";
    if (c.moe() && (c.expertGroups < 1 || c.numExperts % c.expertGroups != 0 || c.groupsKept < 1))
        return "n_group must divide the experts and topk_group must be at least 1";
    if (c.moe() && (c.expertsPerToken < 1 || c.expertsPerToken > c.numExperts))
        return "num_experts_per_tok " + std::to_string(c.expertsPerToken) + " must be 1 to num_local_experts "
            + std::to_string(c.numExperts);
    return {};
}

std::size_t dtypeBytes(DType t)
{
    return t == DType::F64 ? 8 : t == DType::F32 ? 4 : t == DType::MXFP4 || t == DType::F8E4M3 ? 1 : 2;
}

namespace {

    // Every float16 bit pattern as a double, worked out once (512 KiB): a lookup is faster than
    // taking the fields apart for each of a billion numbers.
    const std::array<double, 65536> &halfTable()
    {
        static const auto table = [] {
            auto t = std::make_unique<std::array<double, 65536>>();
            for (std::uint32_t bits = 0; bits < 65536; ++bits) {
                const double sign = bits & 0x8000 ? -1.0 : 1.0;
                const int exponent = static_cast<int>((bits >> 10) & 0x1f);
                const int mantissa = static_cast<int>(bits & 0x3ff);
                double v;
                if (exponent == 0) // zero and subnormals: mantissa · 2⁻²⁴
                    v = std::ldexp(static_cast<double>(mantissa), -24);
                else if (exponent == 31)
                    v = mantissa == 0 ? HUGE_VAL : std::nan("");
                else
                    v = std::ldexp(static_cast<double>(1024 + mantissa), exponent - 25);
                (*t)[bits] = sign * v;
            }
            return t;
        }();
        return *table;
    }

    template <class Bits> Bits load(const unsigned char *p)
    {
        Bits b;
        std::memcpy(&b, p, sizeof b); // the file's bytes need not be aligned
        return b;
    }

} // namespace

double halfToDouble(std::uint16_t bits)
{
    return halfTable()[bits];
}

double e4m3ToDouble(std::uint8_t bits)
{
    const double sign = bits & 0x80 ? -1.0 : 1.0;
    const int exponent = (bits >> 3) & 0x0f, mantissa = bits & 0x07;
    if (exponent == 0x0f && mantissa == 0x07)
        return std::nan(""); // E4M3FN has no infinities; S.1111.111 is NaN
    if (exponent == 0) // zero and subnormals: m/8 · 2^(1 − 7)
        return sign * std::ldexp(double(mantissa), -9);
    return sign * std::ldexp(double(8 + mantissa), exponent - 10); // (1 + m/8) · 2^(e − 7)
}

double bfloat16ToDouble(std::uint16_t bits)
{
    return static_cast<double>(std::bit_cast<float>(static_cast<std::uint32_t>(bits) << 16));
}

namespace {

    struct Conversion {
        const TensorView *t;
        std::int64_t first, count;
        double *out;
    };

    // The conversion itself, inside readMapped(): plain loops over plain buffers.
    void convertRowsUnguarded(void *context)
    {
        const auto &[t, first, count, out] = *static_cast<const Conversion *>(context);
        if (t->dtype == DType::MXFP4) { // E2M1 × 2^(scale − 127), transposed back per expert
            static constexpr double kFp4[16]
                = { 0.0, 0.5, 1.0, 1.5, 2.0, 3.0, 4.0, 6.0, -0.0, -0.5, -1.0, -1.5, -2.0, -3.0, -4.0, -6.0 };
            const std::int64_t groups = t->inner / 32;
            for (std::int64_t r = 0; r < count; ++r) {
                const std::int64_t row = first + r, e = row / t->inner, i = row % t->inner, g = i / 32;
                for (std::int64_t j = 0; j < t->cols; ++j) {
                    const std::int64_t stored = (e * t->cols + j) * groups + g; // its block of 32
                    const unsigned char byte = t->data[stored * 16 + (i % 32) / 2];
                    const int nibble = i % 2 == 0 ? byte & 0x0f : byte >> 4;
                    out[r * t->cols + j] = std::ldexp(kFp4[nibble], int(t->scales[stored]) - 127);
                }
            }
            return;
        }
        const std::int64_t n = count * t->cols;
        const unsigned char *p = t->data + static_cast<std::size_t>(first * t->cols) * dtypeBytes(t->dtype);
        if (t->dtype == DType::F8E4M3) { // E4M3FN × the float32 scale of its block
            const std::int64_t scaleCols = (t->cols + t->blockCols - 1) / t->blockCols;
            for (std::int64_t r = 0; r < count; ++r) {
                const std::int64_t band = (first + r) / t->blockRows * scaleCols;
                for (std::int64_t j = 0; j < t->cols; ++j) {
                    const float scale = std::bit_cast<float>(
                        load<std::uint32_t>(t->scales + 4 * (band + j / t->blockCols)));
                    out[r * t->cols + j] = e4m3ToDouble(p[r * t->cols + j]) * double(scale);
                }
            }
            return;
        }
        switch (t->dtype) {
        case DType::F32:
            for (std::int64_t i = 0; i < n; ++i)
                out[i] = static_cast<double>(std::bit_cast<float>(load<std::uint32_t>(p + 4 * i)));
            break;
        case DType::F16: {
            const auto &table = halfTable();
            for (std::int64_t i = 0; i < n; ++i)
                out[i] = table[load<std::uint16_t>(p + 2 * i)];
            break;
        }
        case DType::BF16:
            for (std::int64_t i = 0; i < n; ++i)
                out[i] = bfloat16ToDouble(load<std::uint16_t>(p + 2 * i));
            break;
        case DType::F64:
            for (std::int64_t i = 0; i < n; ++i)
                out[i] = std::bit_cast<double>(load<std::uint64_t>(p + 8 * i));
            break;
        case DType::MXFP4: // above
        case DType::F8E4M3:
            break;
        }
    }

} // namespace

void convertRows(const TensorView &t, std::int64_t first, std::int64_t count, double *out)
{
    if (t.dtype == DType::F16)
        halfTable(); // built outside the guarded read: a fault must not leave it half made
    Conversion job { &t, first, count, out };
    if (!readMapped(convertRowsUnguarded, &job))
        throw ModelFileChanged();
}

Matrix toMatrix(const TensorView &t)
{
    Matrix m(t.rows, t.cols);
    convertRows(t, 0, t.rows, m.data());
    return m;
}

RowVector toRowVector(const TensorView &t)
{
    RowVector v(t.rows * t.cols);
    convertRows(t, 0, t.rows, v.data());
    return v;
}

namespace {

    // A stored Linear weight (out, in) as the lesson's W (in, out), into columns
    // [col0, col0 + out) of `to`.
    void convertTransposed(const TensorView &t, Matrix &to, Eigen::Index col0)
    {
        to.middleCols(col0, t.rows) = toMatrix(t).transpose();
    }

    // The attention's part of a Llama-family block: W_QKV, its bias, the q/k norms, W_O.
    void convertLlamaAttention(const BlockWeights &w, Block &b)
    {
        if (w.mla.on()) { // DeepSeek's latent attention
            convertMla(w, int(w.qbProj.rows / w.mla.qkWidth()), b);
            return;
        }
        const Eigen::Index d = w.qProj.cols, q = w.qProj.rows, kv = w.kProj.rows;
        b.Wqkv.resize(d, q + 2 * kv);
        convertTransposed(w.qProj, b.Wqkv, 0);
        convertTransposed(w.kProj, b.Wqkv, q);
        convertTransposed(w.vProj, b.Wqkv, q + kv);
        b.bqkv = RowVector::Zero(q + 2 * kv);
        if (!w.qBias.empty()) {
            b.bqkv.segment(0, q) = toRowVector(w.qBias);
            b.bqkv.segment(q, kv) = toRowVector(w.kBias);
            b.bqkv.segment(q + kv, kv) = toRowVector(w.vBias);
        }
        if (!w.qNorm.empty()) {
            b.qNorm = normScale(w.qNorm, w.normPlusOne);
            b.kNorm = normScale(w.kNorm, w.normPlusOne);
        }
        b.Wo = toMatrix(w.oProj).transpose(); // (q,d)
        if (!w.attnProjBias.empty()) // GPT-OSS: o_proj's bias
            b.bo = toRowVector(w.attnProjBias);
        if (!w.sinks.empty()) // and its sinks
            b.sinks = toRowVector(w.sinks);
    }

    // BLOOM's attention: query_key_value's rows, head by head [q_h | k_h | v_h], into the lesson's
    // [W_Q | W_K | W_V] with head h's columns at h·d_k of each; dense as W_O.
    void convertBloomAttention(const BlockWeights &w, Block &b)
    {
        const Eigen::Index d = w.qkvPerHead.cols, dk = w.qkvHeadDim;
        const Matrix stored = toMatrix(w.qkvPerHead); // (3d, d)
        const RowVector bias = toRowVector(w.qkvPerHeadBias); // (3d)
        b.Wqkv.resize(d, 3 * d);
        b.bqkv.resize(3 * d);
        for (Eigen::Index r = 0; r < 3 * d; ++r) {
            const Eigen::Index col = bloomColumn(r, d, dk);
            b.Wqkv.col(col) = stored.row(r).transpose();
            b.bqkv[col] = bias[r];
        }
        b.Wo = toMatrix(w.oProj).transpose(); // (d,d)
        b.bo = toRowVector(w.attnProjBias);
    }

    Block convertBloomBlock(const BlockWeights &w)
    {
        Block b;
        b.ln1Gamma = toRowVector(w.ln1Weight);
        b.ln1Beta = toRowVector(w.ln1Bias);
        convertBloomAttention(w, b);
        b.ln2Gamma = toRowVector(w.ln2Weight);
        b.ln2Beta = toRowVector(w.ln2Bias);
        b.Wfc = toMatrix(w.upProj).transpose(); // (d,inner)
        b.bfc = toRowVector(w.fcBias);
        b.Wproj = toMatrix(w.downProj).transpose(); // (inner,d)
        b.bproj = toRowVector(w.mlpProjBias);
        return b;
    }

    Block convertLlamaBlock(const BlockWeights &w)
    {
        Block b;
        const Eigen::Index d = w.ln1Weight.cols, inner = w.gateProj.rows;
        b.ln1Gamma = normScale(w.ln1Weight, w.normPlusOne);
        convertLlamaAttention(w, b);
        b.ln2Gamma = normScale(w.ln2Weight, w.normPlusOne);
        b.postAttnGamma = normScale(w.postAttnNorm, w.normPlusOne);
        b.postFfnGamma = normScale(w.postFfnNorm, w.normPlusOne);
        if (!w.routerWeight.empty()) { // the router; the experts are read when chosen
            b.router = toMatrix(w.routerWeight).transpose(); // (d,E)
            if (!w.routerBias.empty())
                b.routerBias = toRowVector(w.routerBias);
            if (!w.routerCorrection.empty()) // DeepSeek V3
                b.routerCorrection = toRowVector(w.routerCorrection);
        }
        if (w.gateProj.empty()) // GPT-OSS; DeepSeek without shared experts
            return b;
        b.Wfc.resize(d, 2 * inner);
        convertTransposed(w.gateProj, b.Wfc, 0);
        convertTransposed(w.upProj, b.Wfc, inner);
        b.Wproj = toMatrix(w.downProj).transpose(); // (inner,d)
        return b;
    }

} // namespace

ScoreRule layerRule(const Config &c, const Block &b, int layer)
{
    ScoreRule r = c.scoreRule(layer);
    if (b.sinks.size())
        r.sinks.assign(b.sinks.data(), b.sinks.data() + b.sinks.size());
    return r;
}

RowVector normScale(const TensorView &t, bool plusOne)
{
    if (t.empty())
        return {};
    RowVector g = toRowVector(t);
    if (plusOne)
        g.array() += 1.0;
    return g;
}

Block convertAttentionBlock(const BlockWeights &w)
{
    Block b;
    b.layer = w.layer;
    if (!w.qkvPerHead.empty()) {
        b.ln1Gamma = toRowVector(w.ln1Weight);
        b.ln1Beta = toRowVector(w.ln1Bias);
        convertBloomAttention(w, b);
        return b;
    }
    b.ln1Gamma = normScale(w.ln1Weight, w.normPlusOne);
    if (!w.qProj.empty() || w.mla.on()) {
        convertLlamaAttention(w, b);
        b.postAttnGamma = normScale(w.postAttnNorm, w.normPlusOne);
        return b;
    }
    b.ln1Beta = toRowVector(w.ln1Bias);
    b.Wqkv = toMatrix(w.attnWeight);
    b.bqkv = toRowVector(w.attnBias);
    b.Wo = toMatrix(w.attnProjWeight);
    b.bo = toRowVector(w.attnProjBias);
    return b;
}

Block convertBlock(const BlockWeights &w)
{
    if (!w.qProj.empty() || w.mla.on()) {
        Block b = convertLlamaBlock(w);
        b.stored = &w;
        b.layer = w.layer;
        return b;
    }
    if (!w.qkvPerHead.empty()) {
        Block b = convertBloomBlock(w);
        b.layer = w.layer;
        return b;
    }
    Block b = convertAttentionBlock(w); // ln_1 and the attention, then ln_2 and the MLP
    b.ln2Gamma = toRowVector(w.ln2Weight);
    b.ln2Beta = toRowVector(w.ln2Bias);
    b.Wfc = toMatrix(w.fcWeight);
    b.bfc = toRowVector(w.fcBias);
    b.Wproj = toMatrix(w.mlpProjWeight);
    b.bproj = toRowVector(w.mlpProjBias);
    return b;
}

std::string checkTokenCount(const Config &c, std::int64_t count)
{
    if (count <= 0)
        return "no tokens to run the model on";
    if (count > c.nPositions)
        return std::to_string(count) + " tokens, more than the model's " + std::to_string(c.nPositions)
            + " positions ("
            + (c.llama()       ? "max_position_embeddings"
                   : c.bloom() ? "what this app takes"
                               : "n_positions")
            + ")";
    return {};
}

std::string checkIds(const Config &c, const std::vector<int> &ids)
{
    if (std::string e = checkTokenCount(c, static_cast<std::int64_t>(ids.size())); !e.empty())
        return e;
    for (std::size_t t = 0; t < ids.size(); ++t)
        if (ids[t] < 0 || ids[t] >= c.vocabSize)
            return "token " + std::to_string(t) + " is id " + std::to_string(ids[t])
                + ", outside the vocabulary (0…" + std::to_string(c.vocabSize - 1) + ")";
    return {};
}

CausalWeights::CausalWeights(int tokens)
    : m_tokens(tokens)
    , m_data(std::make_unique_for_overwrite<double[]>(storedCount(tokens)))
{
}

void CausalWeights::keepSink()
{
    m_sink = std::make_unique_for_overwrite<double[]>(std::size_t(m_tokens));
}

Matrix CausalWeights::toMatrix() const
{
    Matrix m = Matrix::Zero(m_tokens, m_tokens);
    for (int i = 0; i < m_tokens; ++i)
        std::copy_n(row(i), i + 1, m.row(i).data());
    return m;
}

namespace {

    struct PassBytes {
        std::uint64_t perLayer, streams, working, fixed; // in doubles
    };

    // The parts of a pass's peak, in doubles: one kept layer, the kept streams, the working
    // matrices of one group of T rows, and what does not grow with the groups.
    PassBytes passParts(const Config &c, int tokens, int threads)
    {
        const std::uint64_t T = std::uint64_t(std::max(tokens, 0)), d = std::uint64_t(c.nEmbd),
                            inner = std::uint64_t(c.widestDenseInner()), H = std::uint64_t(c.nHead);
        const std::uint64_t q = std::uint64_t(c.qWidth()), qkv = std::uint64_t(c.qkvWidth());
        // SwiGLU keeps gate and up; the experts' matrices: one expert per worker, below
        const std::uint64_t hidden = c.llama() ? 2 * inner : inner;
        const std::uint64_t workers = std::uint64_t(threads > 0 ? threads : 8);
        // DeepSeek's latent attention: its four matrices, and what a projection holds per row
        const MlaShape &m = c.mla;
        const std::uint64_t qIn = m.qLoraRank > 0 ? std::uint64_t(m.qLoraRank) : d;
        const std::uint64_t latentRow = m.on()
            ? H * std::uint64_t(m.qkWidth() + m.nope + m.v) + std::uint64_t(m.kvLoraRank + m.rope)
            : 0;
        const std::uint64_t attention = m.on() ? d * std::uint64_t(m.qLoraRank)
                + qIn * H * std::uint64_t(m.qkWidth()) + d * std::uint64_t(m.kvLoraRank + m.rope)
                + std::uint64_t(m.kvLoraRank) * H * std::uint64_t(m.nope + m.v)
                                               : d * qkv;
        PassBytes p;
        p.perLayer = H * CausalWeights::storedCount(tokens) + T * d; // weights + input
        p.streams = (std::uint64_t(c.nLayer) + 1) * T * d; // entering each layer, and the final one
        p.working = T * (3 * d + qkv + q + hidden + latentRow); // x, ln_1, qkv, concat, ln_2, hidden
        // one block in float64: the attention's matrices, W_O, the MLP's matrices, the vectors
        const std::uint64_t block = attention + q * d + d * hidden + inner * d + 8 * d + 2 * inner + qkv;
        const std::uint64_t I = std::uint64_t(c.expertWidth());
        const std::uint64_t experts
            = c.moe() ? workers * 3 * d * I + T * std::uint64_t(c.expertsPerToken) * (d + 3 * I) : 0;
        const std::uint64_t scratch = workers * (128 * T + 1024 * d)
            + std::uint64_t(c.vocabSize) // scores, lm_head rows
            + experts; // each worker's expert, and the chosen rows through them
        p.fixed = block + scratch;
        return p;
    }

    constexpr std::uint64_t kProgramBytes = std::uint64_t(16) << 20;

} // namespace

std::uint64_t estimateBytes(const Config &c, int tokens, int keepLayer, int threads, bool keepStreams)
{
    const PassBytes p = passParts(c, tokens, threads);
    const std::uint64_t kept = keepLayer >= 0 ? 1 : std::uint64_t(c.nLayer);
    return (kept * p.perLayer + (keepStreams ? p.streams : 0) + p.working + p.fixed) * sizeof(double)
        + kProgramBytes;
}

std::uint64_t estimateAblateEachBytes(const Config &c, int tokens, int threads)
{
    const PassBytes p = passParts(c, tokens, threads);
    const std::uint64_t H = std::uint64_t(c.nHead), variants = 1 + std::uint64_t(c.nLayer) * H;
    const std::uint64_t lastRows = variants * (std::uint64_t(c.nEmbd) + std::uint64_t(c.vocabSize));
    return (p.streams + (1 + H) * p.working + p.fixed + lastRows) * sizeof(double) + kProgramBytes;
}

Session layerSession(const Weights &w, const ModelResult &r, int layer, std::vector<std::string> tokens)
{
    const Config &c = w.config;
    const BlockWeights &b = w.blocks.at(static_cast<std::size_t>(layer));
    const LayerResult &lr = r.layers.at(static_cast<std::size_t>(layer));
    const Eigen::Index d = c.nEmbd;
    Session s;
    for (std::string &t : tokens)
        s.tokens.push_back(fitTokenText(std::move(t)));
    s.X = lr.input; // (T,d)
    s.padding.assign(s.tokens.size(), false);
    s.numHeads = c.nHead;
    s.causal = true;
    s.scale = c.attentionScale(layer);
    if (c.mla.on()) { // DeepSeek: the latents (rope columns already turned to halves), W_O (H·v, d)
        Block blk;
        convertMla(b, c.nHead, blk);
        s.mla = blk.mla;
        s.Wo = toMatrix(b.oProj).transpose();
        s.bO = RowVector::Zero(d);
        s.rope = c.ropeOf(layer); // YaRN's too
        s.rule() = layerRule(c, blk, layer); // its scale, × mscale² (V3)
        return s;
    }
    if (c.llama()) {
        Block blk; // the attention's weights only: the MLP's are not needed here
        convertLlamaAttention(b, blk);
        const Eigen::Index q = c.qWidth(), kv = c.kvWidth();
        s.Wq = blk.Wqkv.middleCols(0, q); // (d,q)
        s.Wk = blk.Wqkv.middleCols(q, kv); // (d,kv)
        s.Wv = blk.Wqkv.middleCols(q + kv, kv);
        s.bQ = blk.bqkv.segment(0, q);
        s.bK = blk.bqkv.segment(q, kv);
        s.bV = blk.bqkv.segment(q + kv, kv);
        s.Wo = blk.Wo; // (q,d)
        s.bO = blk.bo.size() ? blk.bo : RowVector(RowVector::Zero(d)); // GPT-OSS has b_O
        s.numKvHeads = c.kvHeads();
        s.headDim = c.dK();
        s.rope = c.ropeOf(layer); // Gemma 3's local layers: their own base
        s.rule() = layerRule(c, blk, layer); // its scale (Gemma: query_pre_attn_scalar), soft-cap, sinks
        s.qNorm = blk.qNorm;
        s.kNorm = blk.kNorm;
        if (c.qkNorm)
            s.normEps = c.layerNormEpsilon;
        if (c.windowOf(layer) > 0)
            s.window = c.windowOf(layer);
        return s;
    }
    if (c.bloom()) { // GPT-2's shapes, its heads' rows sorted into W_Q, W_K, W_V, and ALiBi
        Block blk;
        convertBloomAttention(b, blk);
        s.Wq = blk.Wqkv.middleCols(0, d);
        s.Wk = blk.Wqkv.middleCols(d, d);
        s.Wv = blk.Wqkv.middleCols(2 * d, d);
        s.bQ = blk.bqkv.segment(0, d);
        s.bK = blk.bqkv.segment(d, d);
        s.bV = blk.bqkv.segment(2 * d, d);
        s.Wo = blk.Wo;
        s.bO = blk.bo;
        s.rule() = c.scoreRule(layer); // its scale, and ALiBi
        return s;
    }
    const Matrix qkv = toMatrix(b.attnWeight); // (d,3d)
    const RowVector bias = toRowVector(b.attnBias); // (3d)
    s.Wq = qkv.middleCols(0, d); // (d,d)
    s.Wk = qkv.middleCols(d, d);
    s.Wv = qkv.middleCols(2 * d, d);
    s.bQ = bias.segment(0, d); // (d)
    s.bK = bias.segment(d, d);
    s.bV = bias.segment(2 * d, d);
    s.Wo = toMatrix(b.attnProjWeight); // (d,d)
    s.bO = toRowVector(b.attnProjBias); // (d)
    // The rest of the block, when the pass kept the stream entering it (core/block.h).
    if (std::size_t(layer) < r.streams.size() && r.streams[std::size_t(layer)].rows() == s.X.rows()) {
        auto blk = std::make_shared<TransformerBlock>();
        blk->residualIn = r.streams[std::size_t(layer)];
        blk->norm1Gamma = toRowVector(b.ln1Weight);
        blk->norm1Beta = toRowVector(b.ln1Bias);
        blk->norm2Gamma = toRowVector(b.ln2Weight);
        blk->norm2Beta = toRowVector(b.ln2Bias);
        blk->Win = toMatrix(b.fcWeight); // (d, n_inner), stored (in, out) like c_attn
        blk->bIn = toRowVector(b.fcBias);
        blk->Wout = toMatrix(b.mlpProjWeight); // (n_inner, d)
        blk->bOut = toRowVector(b.mlpProjBias);
        blk->eps = c.layerNormEpsilon;
        blk->tokens = s.tokens;
        // Only a block the session reader would take back (n_inner, eps and the stream within its
        // limits): what is written must open.
        if (checkBlock(*blk, s.X).empty())
            s.block = std::move(blk);
    }
    return s;
}

std::string fitTokenText(std::string text)
{
    if (text.size() > std::size_t(Limits::maxTokenLength)) {
        std::size_t cut = std::size_t(Limits::maxTokenLength);
        while (cut > 0
               && (static_cast<unsigned char>(text[cut]) & 0xc0) == 0x80) // not inside a UTF-8 character
            --cut;
        text.resize(cut);
    }
    return text;
}

} // namespace attn::gpt2
