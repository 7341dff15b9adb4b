#include "params.h"

#include <cmath>
#include <numbers>
#include <random>
#include <utility>

namespace attn::gpt2 {

namespace {

    // The walk itself, over a const or a mutable model: each tensor with its name and shape.
    template <typename P, typename Visit>
    void walk(P &p, Visit &&visit)
    {
        auto matrix = [&](const std::string &name, auto &m) { visit(name, m.data(), m.rows(), m.cols()); };
        auto vector = [&](const std::string &name, auto &v) { visit(name, v.data(), std::int64_t(1), v.size()); };
        matrix("wte.weight", p.wte);
        matrix("wpe.weight", p.wpe);
        for (std::size_t l = 0; l < p.layers.size(); ++l) {
            auto &L = p.layers[l];
            const std::string h = "h." + std::to_string(l) + ".";
            vector(h + "ln_1.weight", L.ln1Gamma);
            vector(h + "ln_1.bias", L.ln1Beta);
            matrix(h + "attn.c_attn.weight", L.Wqkv);
            vector(h + "attn.c_attn.bias", L.bqkv);
            matrix(h + "attn.c_proj.weight", L.Wo);
            vector(h + "attn.c_proj.bias", L.bo);
            vector(h + "ln_2.weight", L.ln2Gamma);
            vector(h + "ln_2.bias", L.ln2Beta);
            matrix(h + "mlp.c_fc.weight", L.Wfc);
            vector(h + "mlp.c_fc.bias", L.bfc);
            matrix(h + "mlp.c_proj.weight", L.Wproj);
            vector(h + "mlp.c_proj.bias", L.bproj);
        }
        vector("ln_f.weight", p.lnfGamma);
        vector("ln_f.bias", p.lnfBeta);
    }

    // Shapes only, every number 0: what zerosLike and initialiseParams start from.
    ModelParams zerosOfShape(const Config &c)
    {
        const Eigen::Index d = c.nEmbd, inner = c.nInner;
        ModelParams p;
        p.config = c;
        p.wte = Matrix::Zero(c.vocabSize, d);
        p.wpe = Matrix::Zero(c.nPositions, d);
        p.layers.resize(std::size_t(c.nLayer));
        for (LayerParams &L : p.layers) {
            L.ln1Gamma = L.ln2Gamma = RowVector::Zero(d);
            L.ln1Beta = L.ln2Beta = RowVector::Zero(d);
            L.Wqkv = Matrix::Zero(d, 3 * d);
            L.bqkv = RowVector::Zero(3 * d);
            L.Wo = Matrix::Zero(d, d);
            L.bo = RowVector::Zero(d);
            L.Wfc = Matrix::Zero(d, inner);
            L.bfc = RowVector::Zero(inner);
            L.Wproj = Matrix::Zero(inner, d);
            L.bproj = RowVector::Zero(d);
        }
        p.lnfGamma = RowVector::Zero(d);
        p.lnfBeta = RowVector::Zero(d);
        return p;
    }

    bool endsWith(const std::string &s, const std::string &tail)
    {
        return s.size() >= tail.size() && s.compare(s.size() - tail.size(), tail.size(), tail) == 0;
    }

} // namespace

std::int64_t ModelParams::parameterCount() const
{
    std::int64_t n = 0;
    walk(*this, [&n](const std::string &, const double *, std::int64_t rows, std::int64_t cols) { n += rows * cols; });
    return n;
}

void forEachTensor(ModelParams &p, const std::function<void(const TensorRef &)> &visit)
{
    walk(p, [&visit](const std::string &name, double *data, std::int64_t rows, std::int64_t cols) {
        visit(TensorRef { name, data, rows, cols });
    });
}

std::vector<TensorRef> tensorsOf(ModelParams &p)
{
    std::vector<TensorRef> out;
    forEachTensor(p, [&out](const TensorRef &t) { out.push_back(t); });
    return out;
}

std::vector<ConstTensorRef> tensorsOf(const ModelParams &p)
{
    std::vector<ConstTensorRef> out;
    walk(p, [&out](const std::string &name, const double *data, std::int64_t rows, std::int64_t cols) {
        out.push_back(ConstTensorRef { name, data, rows, cols });
    });
    return out;
}

int tensorIndex(const ModelParams &p, const std::string &name)
{
    int index = 0, found = -1;
    walk(p, [&](const std::string &n, const double *, std::int64_t, std::int64_t) {
        if (n == name && found < 0)
            found = index;
        ++index;
    });
    return found;
}

ModelParams zerosLike(const ModelParams &p)
{
    ModelParams z = zerosOfShape(p.config);
    z.attentionOnly = p.attentionOnly;
    return z;
}

ModelParams paramsFromWeights(const Weights &w)
{
    ModelParams p;
    p.config = w.config;
    p.wte = toMatrix(w.wte);
    p.wpe = toMatrix(w.wpe);
    for (const BlockWeights &b : w.blocks) {
        const Block blk = convertBlock(b); // GPT-2: already (in, out), biases as stored
        LayerParams L;
        L.ln1Gamma = blk.ln1Gamma;
        L.ln1Beta = blk.ln1Beta;
        L.Wqkv = blk.Wqkv;
        L.bqkv = blk.bqkv;
        L.Wo = blk.Wo;
        L.bo = blk.bo;
        L.ln2Gamma = blk.ln2Gamma;
        L.ln2Beta = blk.ln2Beta;
        L.Wfc = blk.Wfc;
        L.bfc = blk.bfc;
        L.Wproj = blk.Wproj;
        L.bproj = blk.bproj;
        p.layers.push_back(std::move(L));
    }
    p.lnfGamma = toRowVector(w.lnFWeight);
    p.lnfBeta = toRowVector(w.lnFBias);
    return p;
}

namespace {
    TensorView view(const double *data, std::int64_t rows, std::int64_t cols)
    {
        TensorView t;
        t.dtype = DType::F64;
        t.data = reinterpret_cast<const unsigned char *>(data);
        t.rows = rows;
        t.cols = cols;
        return t;
    }
    TensorView view(const Matrix &m) { return view(m.data(), m.rows(), m.cols()); }
    TensorView view(const RowVector &v) { return view(v.data(), 1, v.size()); }
} // namespace

Weights weightsView(const ModelParams &p)
{
    Weights w;
    w.config = p.config;
    w.wte = view(p.wte);
    w.wpe = view(p.wpe);
    for (const LayerParams &L : p.layers) {
        BlockWeights b;
        b.layer = int(w.blocks.size());
        b.ln1Weight = view(L.ln1Gamma);
        b.ln1Bias = view(L.ln1Beta);
        b.attnWeight = view(L.Wqkv);
        b.attnBias = view(L.bqkv);
        b.attnProjWeight = view(L.Wo);
        b.attnProjBias = view(L.bo);
        b.ln2Weight = view(L.ln2Gamma);
        b.ln2Bias = view(L.ln2Beta);
        b.fcWeight = view(L.Wfc);
        b.fcBias = view(L.bfc);
        b.mlpProjWeight = view(L.Wproj);
        b.mlpProjBias = view(L.bproj);
        w.blocks.push_back(b);
    }
    w.lnFWeight = view(p.lnfGamma);
    w.lnFBias = view(p.lnfBeta);
    w.lmHead = w.wte;
    return w;
}

ModelParams initialiseParams(const Config &c, std::uint64_t seed)
{
    ModelParams p = zerosOfShape(c);
    // std::mt19937_64's bits are fixed by the standard; the normal draw is ours (Box–Muller,
    // both values used), so a seed gives the same model everywhere.
    std::mt19937_64 bits(seed);
    auto uniform = [&bits] { return (double(bits() >> 11) + 0.5) * 0x1.0p-53; }; // (0, 1)
    bool spare = false;
    double kept = 0;
    auto normal = [&]() {
        if (std::exchange(spare, false))
            return kept;
        const double r = std::sqrt(-2.0 * std::log(uniform())), angle = 2.0 * std::numbers::pi * uniform();
        kept = r * std::sin(angle);
        spare = true;
        return r * std::cos(angle);
    };
    const double sd = 0.02, projectionSd = 0.02 / std::sqrt(2.0 * std::max(1, c.nLayer));
    forEachTensor(p, [&](const TensorRef &t) {
        double fill = 0, spread = 0;
        if (endsWith(t.name, "ln_1.weight") || endsWith(t.name, "ln_2.weight") || t.name == "ln_f.weight")
            fill = 1;
        else if (endsWith(t.name, "c_proj.weight"))
            spread = projectionSd;
        else if (endsWith(t.name, ".weight") && t.name.find("ln_") == std::string::npos)
            spread = sd;
        for (std::int64_t k = 0; k < t.size(); ++k)
            t.data[k] = spread > 0 ? spread * normal() : fill;
    });
    return p;
}

} // namespace attn::gpt2
