// A small random GPT-2 made by the tests themselves (nothing is downloaded): every tensor of
// the Hugging Face layout with its real name and shape, stored as F32, F16 or BF16 bytes, and
// a plain reference forward pass written here from scratch, loop by loop, to hold the app's
// two passes to. Core only (no Qt), so core tests can use it too.
#pragma once

#include "core/model/gpt2.h"

#include <cmath>
#include <cstdint>
#include <cstring>
#include <map>
#include <numbers>
#include <random>
#include <string>
#include <vector>

namespace testing {

using attn::gpt2::Config;
using attn::gpt2::DType;

struct StoredTensor {
    DType dtype = DType::F32;
    std::vector<std::int64_t> shape;
    std::vector<unsigned char> bytes;
};

// float → the stored bits, rounded to nearest even. Test values stay in the normal range of
// float16 (or are 0), so no subnormal or overflow handling is needed here.
inline std::uint16_t toHalfBits(float f)
{
    if (f == 0.0f)
        return 0;
    std::uint16_t sign = std::signbit(f) ? 0x8000 : 0;
    int exponent = 0;
    const double m = std::frexp(std::fabs(double(f)), &exponent); // |f| = m·2^e, m in [0.5,1)
    // 11 significant bits: |f| = q·2^(e−11), q in [1024, 2048)
    double q = std::nearbyint(std::ldexp(m, 11));
    if (q == 2048) {
        q = 1024;
        ++exponent;
    }
    const int biased = exponent - 1 + 15;
    return sign | std::uint16_t(biased << 10) | std::uint16_t(int(q) - 1024);
}

inline std::uint16_t toBfloat16Bits(float f)
{
    std::uint32_t bits;
    std::memcpy(&bits, &f, 4);
    const std::uint32_t rounding = 0x7fff + ((bits >> 16) & 1);
    return std::uint16_t((bits + rounding) >> 16);
}

// Stored bits → double, written independently of the app's own conversion.
inline double fromStored(DType t, const unsigned char *p)
{
    if (t == DType::F32) {
        float f;
        std::memcpy(&f, p, 4);
        return f;
    }
    std::uint16_t b;
    std::memcpy(&b, p, 2);
    if (t == DType::BF16) {
        const std::uint32_t bits = std::uint32_t(b) << 16;
        float f;
        std::memcpy(&f, &bits, 4);
        return f;
    }
    const int e = (b >> 10) & 0x1f, m = b & 0x3ff;
    const double v = e == 0 ? std::ldexp(double(m), -24) : std::ldexp(double(1024 + m), e - 25);
    return (b & 0x8000) ? -v : v;
}

struct TinyGpt2 {
    Config config;
    std::map<std::string, StoredTensor> tensors; // by name, without any "transformer." prefix

    // Views into the stored bytes, as the loader would make them.
    attn::gpt2::Weights weights() const
    {
        auto view = [&](const std::string &name) {
            const StoredTensor &t = tensors.at(name);
            attn::gpt2::TensorView v;
            v.dtype = t.dtype;
            v.data = t.bytes.data();
            v.rows = t.shape.size() == 2 ? t.shape[0] : 1;
            v.cols = t.shape.back();
            return v;
        };
        attn::gpt2::Weights w;
        w.config = config;
        w.wte = view("wte.weight");
        w.wpe = view("wpe.weight");
        w.lnFWeight = view("ln_f.weight");
        w.lnFBias = view("ln_f.bias");
        w.lmHead = w.wte;
        for (int l = 0; l < config.nLayer; ++l) {
            const std::string h = "h." + std::to_string(l) + ".";
            attn::gpt2::BlockWeights b;
            b.ln1Weight = view(h + "ln_1.weight");
            b.ln1Bias = view(h + "ln_1.bias");
            b.attnWeight = view(h + "attn.c_attn.weight");
            b.attnBias = view(h + "attn.c_attn.bias");
            b.attnProjWeight = view(h + "attn.c_proj.weight");
            b.attnProjBias = view(h + "attn.c_proj.bias");
            b.ln2Weight = view(h + "ln_2.weight");
            b.ln2Bias = view(h + "ln_2.bias");
            b.fcWeight = view(h + "mlp.c_fc.weight");
            b.fcBias = view(h + "mlp.c_fc.bias");
            b.mlpProjWeight = view(h + "mlp.c_proj.weight");
            b.mlpProjBias = view(h + "mlp.c_proj.bias");
            w.blocks.push_back(b);
        }
        return w;
    }

    // A tensor as doubles, row-major.
    std::vector<double> values(const std::string &name) const
    {
        const StoredTensor &t = tensors.at(name);
        const std::size_t size = t.dtype == DType::F32 ? 4 : 2;
        std::vector<double> v(t.bytes.size() / size);
        for (std::size_t i = 0; i < v.size(); ++i)
            v[i] = fromStored(t.dtype, t.bytes.data() + i * size);
        return v;
    }
};

inline Config tinyConfig(int layers = 2, int heads = 4, int dModel = 16, int vocab = 300, int positions = 64)
{
    Config c;
    c.nLayer = layers;
    c.nHead = heads;
    c.nEmbd = dModel;
    c.nPositions = positions;
    c.vocabSize = vocab;
    c.nInner = 4 * dModel;
    return c;
}

// Every tensor of the layout, random: weights ~ N(0, 0.3²)-ish, layer-norm gains around 1.
// A tensor of normal random numbers (mean, sd) stored as `dtype`, drawn from rng in order.
inline StoredTensor randomTensor(DType dtype, std::vector<std::int64_t> shape, float sd, float mean,
                                 std::mt19937 &rng)
{
    std::normal_distribution<float> normal(0.0f, 1.0f);
    StoredTensor t;
    t.dtype = dtype;
    t.shape = shape;
    std::int64_t n = 1;
    for (std::int64_t s : shape)
        n *= s;
    const std::size_t size = dtype == DType::F32 ? 4 : 2;
    t.bytes.resize(std::size_t(n) * size);
    for (std::int64_t i = 0; i < n; ++i) {
        float f = mean + sd * normal(rng);
        if (std::fabs(f) < 1e-3f)
            f = 0.0f; // keeps float16 out of its subnormal range
        if (dtype == DType::F32) {
            std::memcpy(t.bytes.data() + i * 4, &f, 4);
        } else {
            const std::uint16_t b = dtype == DType::F16 ? toHalfBits(f) : toBfloat16Bits(f);
            std::memcpy(t.bytes.data() + i * 2, &b, 2);
        }
    }
    return t;
}

inline TinyGpt2 makeTinyGpt2(const Config &c, unsigned seed = 1, DType dtype = DType::F32)
{
    std::mt19937 rng(seed);
    TinyGpt2 m;
    m.config = c;
    auto add = [&](const std::string &name, std::vector<std::int64_t> shape, float sd, float mean = 0.0f) {
        m.tensors[name] = randomTensor(dtype, std::move(shape), sd, mean, rng);
    };
    const std::int64_t d = c.nEmbd, inner = c.nInner;
    add("wte.weight", { c.vocabSize, d }, 0.5f);
    add("wpe.weight", { c.nPositions, d }, 0.2f);
    for (int l = 0; l < c.nLayer; ++l) {
        const std::string h = "h." + std::to_string(l) + ".";
        add(h + "ln_1.weight", { d }, 0.1f, 1.0f);
        add(h + "ln_1.bias", { d }, 0.1f);
        add(h + "attn.c_attn.weight", { d, 3 * d }, 0.4f);
        add(h + "attn.c_attn.bias", { 3 * d }, 0.1f);
        add(h + "attn.c_proj.weight", { d, d }, 0.3f);
        add(h + "attn.c_proj.bias", { d }, 0.1f);
        add(h + "ln_2.weight", { d }, 0.1f, 1.0f);
        add(h + "ln_2.bias", { d }, 0.1f);
        add(h + "mlp.c_fc.weight", { d, inner }, 0.3f);
        add(h + "mlp.c_fc.bias", { inner }, 0.1f);
        add(h + "mlp.c_proj.weight", { inner, d }, 0.2f);
        add(h + "mlp.c_proj.bias", { d }, 0.1f);
    }
    add("ln_f.weight", { d }, 0.1f, 1.0f);
    add("ln_f.bias", { d }, 0.1f);
    return m;
}

// ---- the plain reference: GPT-2 written out with loops over std::vector ----------------------

using Rows = std::vector<std::vector<double>>; // [row][column]

struct ReferencePass {
    std::vector<Rows> inputs; // [layer] (T,d) after ln_1
    std::vector<std::vector<Rows>> weights; // [layer][head] (T,T)
    std::vector<double> logits; // (vocab) for the last token
};

inline Rows referenceLayerNorm(const Rows &x, const std::vector<double> &g, const std::vector<double> &b,
                               double eps)
{
    Rows y = x;
    for (std::size_t t = 0; t < x.size(); ++t) {
        const double n = double(x[t].size());
        double mean = 0, var = 0;
        for (double v : x[t])
            mean += v;
        mean /= n;
        for (double v : x[t])
            var += (v - mean) * (v - mean);
        var /= n;
        for (std::size_t j = 0; j < x[t].size(); ++j)
            y[t][j] = (x[t][j] - mean) / std::sqrt(var + eps) * g[j] + b[j];
    }
    return y;
}

// y = x·W + b with W stored (in, out) row-major.
inline Rows referenceLinear(const Rows &x, const std::vector<double> &W, const std::vector<double> &b)
{
    const std::size_t in = x.front().size(), out = b.size();
    Rows y(x.size(), std::vector<double>(out));
    for (std::size_t t = 0; t < x.size(); ++t)
        for (std::size_t o = 0; o < out; ++o) {
            double s = b[o];
            for (std::size_t i = 0; i < in; ++i)
                s += x[t][i] * W[i * out + o];
            y[t][o] = s;
        }
    return y;
}

inline ReferencePass referenceForward(const TinyGpt2 &m, const std::vector<int> &ids)
{
    const Config &c = m.config;
    const std::size_t T = ids.size(), d = std::size_t(c.nEmbd), H = std::size_t(c.nHead), dk = d / H;
    const std::vector<double> wte = m.values("wte.weight"), wpe = m.values("wpe.weight");
    Rows x(T, std::vector<double>(d));
    for (std::size_t t = 0; t < T; ++t)
        for (std::size_t j = 0; j < d; ++j)
            x[t][j] = wte[std::size_t(ids[t]) * d + j] + wpe[t * d + j];
    ReferencePass out;
    for (int l = 0; l < c.nLayer; ++l) {
        const std::string h = "h." + std::to_string(l) + ".";
        const Rows a = referenceLayerNorm(x, m.values(h + "ln_1.weight"), m.values(h + "ln_1.bias"),
                                          c.layerNormEpsilon);
        out.inputs.push_back(a);
        const Rows qkv
            = referenceLinear(a, m.values(h + "attn.c_attn.weight"), m.values(h + "attn.c_attn.bias"));
        Rows concat(T, std::vector<double>(d, 0.0));
        std::vector<Rows> heads;
        for (std::size_t hd = 0; hd < H; ++hd) {
            Rows wts(T, std::vector<double>(T, 0.0));
            for (std::size_t i = 0; i < T; ++i) {
                std::vector<double> logit(i + 1);
                double max = -INFINITY;
                for (std::size_t j = 0; j <= i; ++j) {
                    double s = 0;
                    for (std::size_t k = 0; k < dk; ++k)
                        s += qkv[i][hd * dk + k] * qkv[j][d + hd * dk + k];
                    logit[j] = s / std::sqrt(double(dk));
                    max = std::max(max, logit[j]);
                }
                double sum = 0;
                for (std::size_t j = 0; j <= i; ++j)
                    sum += std::exp(logit[j] - max);
                for (std::size_t j = 0; j <= i; ++j)
                    wts[i][j] = std::exp(logit[j] - max) / sum;
                for (std::size_t k = 0; k < dk; ++k) {
                    double o = 0;
                    for (std::size_t j = 0; j <= i; ++j)
                        o += wts[i][j] * qkv[j][2 * d + hd * dk + k];
                    concat[i][hd * dk + k] = o;
                }
            }
            heads.push_back(wts);
        }
        out.weights.push_back(heads);
        const Rows attn
            = referenceLinear(concat, m.values(h + "attn.c_proj.weight"), m.values(h + "attn.c_proj.bias"));
        for (std::size_t t = 0; t < T; ++t)
            for (std::size_t j = 0; j < d; ++j)
                x[t][j] += attn[t][j];
        const Rows a2 = referenceLayerNorm(x, m.values(h + "ln_2.weight"), m.values(h + "ln_2.bias"),
                                           c.layerNormEpsilon);
        Rows hidden = referenceLinear(a2, m.values(h + "mlp.c_fc.weight"), m.values(h + "mlp.c_fc.bias"));
        for (auto &row : hidden)
            for (double &v : row)
                v = 0.5 * v
                    * (1.0 + std::tanh(std::sqrt(2.0 / std::numbers::pi) * (v + 0.044715 * v * v * v)));
        const Rows mlp
            = referenceLinear(hidden, m.values(h + "mlp.c_proj.weight"), m.values(h + "mlp.c_proj.bias"));
        for (std::size_t t = 0; t < T; ++t)
            for (std::size_t j = 0; j < d; ++j)
                x[t][j] += mlp[t][j];
    }
    const Rows last = referenceLayerNorm({ x.back() }, m.values("ln_f.weight"), m.values("ln_f.bias"),
                                         c.layerNormEpsilon);
    out.logits.assign(std::size_t(c.vocabSize), 0.0);
    for (std::size_t v = 0; v < out.logits.size(); ++v)
        for (std::size_t j = 0; j < d; ++j)
            out.logits[v] += last[0][j] * wte[v * d + j];
    return out;
}

} // namespace testing
