#include "backprop.h"

#include "core/blas.h"
#include "core/training.h"
#include "core/workers.h"

#include <algorithm>
#include <functional>
#include <cmath>
#include <numbers>

namespace attn::gpt2 {

namespace {

    using Index = Eigen::Index;

    constexpr double kGeluCubic = 0.044715;

    // C = A·B (or A·Bᵀ), or C += it, all row-major and whole: on the BLAS library (one thread per
    // call, so a call gives the same bits whichever thread makes it).
    void multiply(const Matrix &A, const Matrix &B, bool transposeB, Matrix &C, bool accumulate = false)
    {
        const Index n = transposeB ? B.rows() : B.cols();
        if (!accumulate)
            C.resize(A.rows(), n);
        if (A.rows() == 0 || n == 0)
            return;
        blas::gemm(A.rows(), n, A.cols(), 1.0, A.data(), A.cols(), B.data(), B.cols(), transposeB,
                   accumulate ? 1.0 : 0.0, C.data(), C.cols());
    }

    // C += Aᵀ·B: a weight's gradient, summed over every row of the pack.
    void accumulateTransposedA(const Matrix &A, const Matrix &B, Matrix &C)
    {
        if (A.rows() == 0)
            return;
        blas::gemmTransposedA(A.cols(), B.cols(), A.rows(), 1.0, A.data(), A.cols(), B.data(), B.cols(), 1.0,
                              C.data(), C.cols());
    }

    bool isAblated(const std::vector<HeadId> &ablated, int layer, int head)
    {
        return std::find(ablated.begin(), ablated.end(), HeadId { layer, head }) != ablated.end();
    }

    // LayerNorm of every row, keeping the normalised rows and 1/√(var + ε) for the backward pass.
    Matrix normForward(const Matrix &x, const RowVector &gamma, const RowVector &beta, double eps, NormCache &c)
    {
        const Index T = x.rows(), n = x.cols();
        c.normalised.resize(T, n);
        c.inverseDeviation.resize(T);
        for (Index t = 0; t < T; ++t) {
            const double mean = x.row(t).mean();
            const RowVector centred = x.row(t).array() - mean; // (n)
            const double r = 1.0 / std::sqrt(centred.squaredNorm() / double(n) + eps);
            c.normalised.row(t) = centred * r;
            c.inverseDeviation[t] = r;
        }
        Matrix y = c.normalised.array().rowwise() * gamma.array();
        y.rowwise() += beta;
        return y;
    }

    // dy (T,n) back through a LayerNorm: adds to dγ and dβ, returns dx.
    //   dx = r·(dx̂ − mean(dx̂) − x̂·mean(dx̂ ⊙ x̂)), dx̂ = dy ⊙ γ
    Matrix normBackward(const Matrix &dy, const NormCache &c, const RowVector &gamma, RowVector &dGamma,
                        RowVector &dBeta)
    {
        dGamma += (dy.array() * c.normalised.array()).colwise().sum().matrix();
        dBeta += dy.colwise().sum();
        const Matrix dxhat = dy.array().rowwise() * gamma.array();
        Matrix dx(dy.rows(), dy.cols());
        for (Index t = 0; t < dy.rows(); ++t) {
            const double meanD = dxhat.row(t).mean();
            const double meanDX = dxhat.row(t).dot(c.normalised.row(t)) / double(dy.cols());
            dx.row(t) = c.inverseDeviation[t]
                * (dxhat.row(t).array() - meanD - c.normalised.row(t).array() * meanDX).matrix();
        }
        return dx;
    }

    double geluOf(double v)
    {
        const double c = std::sqrt(2.0 / std::numbers::pi);
        return 0.5 * v * (1.0 + std::tanh(c * (v + kGeluCubic * v * v * v)));
    }

    double geluSlope(double v)
    {
        const double c = std::sqrt(2.0 / std::numbers::pi);
        const double t = std::tanh(c * (v + kGeluCubic * v * v * v));
        return 0.5 * (1.0 + t) + 0.5 * v * (1.0 - t * t) * c * (1.0 + 3.0 * kGeluCubic * v * v);
    }

    // One layer's attention on A: every sequence's heads' weights, and concat (the stream's change
    // is concat·W_O + b_O).
    void attentionForward(const ModelParams &p, int l, const std::vector<int> &starts, LayerPass &lp,
                          const std::vector<HeadId> &ablated)
    {
        const LayerParams &L = p.layers[std::size_t(l)];
        const Config &c = p.config;
        const Index d = c.nEmbd, dk = c.dK();
        const double scale = c.attentionScale(l);
        multiply(lp.A, L.Wqkv, false, lp.qkv); // (N,3d)
        lp.qkv.rowwise() += L.bqkv;
        lp.concat = Matrix::Zero(lp.A.rows(), d);
        const std::size_t S = starts.size() - 1;
        lp.weights.assign(S * std::size_t(c.nHead), Matrix());
        for (std::size_t s = 0; s < S; ++s) {
            const Index t0 = starts[s], T = starts[s + 1] - starts[s];
            for (int h = 0; h < c.nHead; ++h) {
                const double *Q = &lp.qkv(t0, h * dk), *K = &lp.qkv(t0, d + h * dk), *V = &lp.qkv(t0, 2 * d + h * dk);
                const Index ld = 3 * d; // the rows of [Q | K | V]
                Matrix P(T, T); // (T,T) logits = Q·Kᵀ·scale
                blas::gemm(T, T, dk, scale, Q, ld, K, ld, true, 0.0, P.data(), T);
                for (Index i = 0; i < T; ++i) { // causal softmax along the row: keys 0 … i
                    auto row = P.row(i);
                    const double top = row.head(i + 1).maxCoeff();
                    row.head(i + 1) = (row.head(i + 1).array() - top).exp().matrix();
                    row.head(i + 1) /= row.head(i + 1).sum();
                    row.tail(T - i - 1).setZero();
                }
                if (!isAblated(ablated, l, h)) // O_h (T,d_k) = P·V
                    blas::gemm(T, dk, T, 1.0, P.data(), T, V, ld, false, 0.0, &lp.concat(t0, h * dk), d);
                lp.weights[s * std::size_t(c.nHead) + std::size_t(h)] = std::move(P);
            }
        }
    }

    // d(concat) back through every sequence's heads into d[Q|K|V].
    Matrix attentionBackward(const ModelParams &p, int l, const std::vector<int> &starts, const LayerPass &lp,
                             const Matrix &dConcat, const std::vector<HeadId> &ablated)
    {
        const Config &c = p.config;
        const Index d = c.nEmbd, dk = c.dK();
        const double scale = c.attentionScale(l);
        Matrix dqkv = Matrix::Zero(lp.A.rows(), 3 * d);
        for (std::size_t s = 0; s + 1 < starts.size(); ++s) {
            const Index t0 = starts[s], T = starts[s + 1] - starts[s];
            for (int h = 0; h < c.nHead; ++h) {
                if (isAblated(ablated, l, h))
                    continue; // its output is 0 whatever its inputs
                const Matrix &P = lp.weights[s * std::size_t(c.nHead) + std::size_t(h)];
                const double *Q = &lp.qkv(t0, h * dk), *K = &lp.qkv(t0, d + h * dk), *V = &lp.qkv(t0, 2 * d + h * dk);
                const double *dO = &dConcat(t0, h * dk); // (T,d_k), rows d apart
                const Index ld = 3 * d;
                Matrix dP(T, T); // dO·Vᵀ
                blas::gemm(T, T, dk, 1.0, dO, d, V, ld, true, 0.0, dP.data(), T);
                blas::gemmTransposedA(T, dk, T, 1.0, P.data(), T, dO, d, 0.0, &dqkv(t0, 2 * d + h * dk), ld); // dV = Pᵀ·dO
                // Softmax's Jacobian along each row: dS = P ⊙ (dP − Σ_j P·dP); 0 where P is (above the diagonal).
                const Vector along = (P.array() * dP.array()).rowwise().sum().matrix(); // (T)
                const Matrix dS = P.array() * (dP.colwise() - along).array();
                blas::gemm(T, dk, T, scale, dS.data(), T, K, ld, false, 0.0, &dqkv(t0, h * dk), ld); // dQ = dS·K·scale
                blas::gemmTransposedA(T, dk, T, scale, dS.data(), T, Q, ld, 0.0, &dqkv(t0, d + h * dk), ld); // dK = dSᵀ·Q·scale
            }
        }
        return dqkv;
    }

    // dX (T,d) back through X = X' + gelu(M·W_fc + b_fc)·W_proj + b_proj: the MLP's gradients
    // into G, and its share of dX' added to dX (which holds dX' = dX for the residual already).
    void mlpBackward(const LayerParams &L, const LayerPass &lp, Matrix &dX, LayerParams &G)
    {
        accumulateTransposedA(lp.activated, dX, G.Wproj);
        G.bproj += dX.colwise().sum();
        Matrix dHidden;
        multiply(dX, L.Wproj, true, dHidden); // (N,n_inner) d(gelu(…))
        dHidden.array() *= lp.hidden.unaryExpr(&geluSlope).array();
        accumulateTransposedA(lp.M, dHidden, G.Wfc);
        G.bfc += dHidden.colwise().sum();
        Matrix dM;
        multiply(dHidden, L.Wfc, true, dM);
        dX += normBackward(dM, lp.norm2, L.ln2Gamma, G.ln2Gamma, G.ln2Beta);
    }

    // How many packs a batch is cut into, each one computation with its own partial gradient: up
    // to 8 (work for 8 cores; fewer, larger packs make larger products), fewer for a model over
    // 32 MB (the partial gradients kept to about 256 MB; a model over 256 MB trains as one pack,
    // on one core). The sizes alone decide, never the threads.
    int groupsFor(const ModelParams &p, std::size_t sequences)
    {
        const double bytes = 8.0 * double(p.parameterCount());
        const int byMemory = int(std::clamp(256e6 / std::max(bytes, 1.0), 1.0, 8.0));
        return int(std::max<std::size_t>(1, std::min<std::size_t>(sequences, std::size_t(byMemory))));
    }

    std::int64_t predictionsIn(const std::vector<Sequence> &batch)
    {
        std::int64_t n = 0;
        for (const Sequence &s : batch)
            n += std::int64_t(s.size()) - 1;
        return n;
    }

    void addInto(ModelParams &into, const ModelParams &from)
    {
        const std::vector<TensorRef> a = tensorsOf(into);
        const std::vector<ConstTensorRef> b = tensorsOf(from);
        for (std::size_t k = 0; k < a.size(); ++k)
            Eigen::Map<Eigen::ArrayXd>(a[k].data, a[k].size()) += Eigen::Map<const Eigen::ArrayXd>(b[k].data, b[k].size());
    }

} // namespace

std::string checkBatch(const Config &c, const std::vector<Sequence> &batch)
{
    if (batch.empty())
        return "the batch has no sequence";
    for (std::size_t b = 0; b < batch.size(); ++b) {
        const Sequence &s = batch[b];
        const std::string which = "sequence " + std::to_string(b + 1);
        if (s.size() < 2)
            return which + " has " + std::to_string(s.size()) + (s.size() == 1 ? " token" : " tokens")
                + "; a sequence needs at least 2";
        if (s.size() > std::size_t(c.nPositions))
            return which + " has " + std::to_string(s.size()) + " tokens, more than the model's "
                + std::to_string(c.nPositions) + " positions";
        for (std::size_t t = 0; t < s.size(); ++t)
            if (s[t] < 0 || s[t] >= c.vocabSize)
                return which + ": token " + std::to_string(t + 1) + " is id " + std::to_string(s[t])
                    + ", outside the vocabulary (0…" + std::to_string(c.vocabSize - 1) + ")";
    }
    return {};
}

SequencePass forwardPack(const ModelParams &p, const Pack &pack, const std::vector<HeadId> &ablated)
{
    const Config &c = p.config;
    SequencePass pass;
    pass.starts = { 0 };
    for (const Sequence *s : pack)
        pass.starts.push_back(pass.starts.back() + int(s->size()));
    const Index N = pass.starts.back(), d = c.nEmbd;
    Matrix X(N, d); // (N,d) the residual stream
    for (std::size_t s = 0; s < pack.size(); ++s)
        for (std::size_t t = 0; t < pack[s]->size(); ++t)
            X.row(pass.starts[s] + Index(t)) = p.wte.row((*pack[s])[t]) + p.wpe.row(Index(t));
    pass.layers.resize(p.layers.size());
    for (int l = 0; l < int(p.layers.size()); ++l) {
        const LayerParams &L = p.layers[std::size_t(l)];
        LayerPass &lp = pass.layers[std::size_t(l)];
        lp.A = normForward(X, L.ln1Gamma, L.ln1Beta, c.layerNormEpsilon, lp.norm1);
        attentionForward(p, l, pass.starts, lp, ablated);
        multiply(lp.concat, L.Wo, false, X, true);
        X.rowwise() += L.bo;
        if (p.attentionOnly)
            continue; // its MLP adds 0
        lp.M = normForward(X, L.ln2Gamma, L.ln2Beta, c.layerNormEpsilon, lp.norm2);
        multiply(lp.M, L.Wfc, false, lp.hidden); // (N,n_inner)
        lp.hidden.rowwise() += L.bfc;
        lp.activated = lp.hidden.unaryExpr(&geluOf);
        multiply(lp.activated, L.Wproj, false, X, true);
        X.rowwise() += L.bproj;
    }
    pass.F = normForward(X, p.lnfGamma, p.lnfBeta, c.layerNormEpsilon, pass.normF);
    multiply(pass.F, p.wte, true, pass.logSoftmax); // (N,vocab) logits
    for (Index t = 0; t < N; ++t) {
        auto row = pass.logSoftmax.row(t);
        const double top = row.maxCoeff();
        const double lse = top + std::log((row.array() - top).exp().sum());
        row.array() -= lse;
    }
    return pass;
}

double crossEntropySum(const SequencePass &pass, const Pack &pack)
{
    double sum = 0;
    for (std::size_t s = 0; s < pack.size(); ++s) {
        const Sequence &ids = *pack[s];
        for (std::size_t t = 0; t + 1 < ids.size(); ++t)
            sum -= pass.logSoftmax(pass.starts[s] + Index(t), ids[t + 1]);
    }
    return sum;
}

void backwardPack(const ModelParams &p, const Pack &pack, const SequencePass &pass, double weight, ModelParams &grad,
                  const std::vector<HeadId> &ablated)
{
    // d(logits) = weight·(softmax − one-hot of the next token) on every predicting row; a
    // sequence's last row predicts nothing.
    Matrix dLogits = pass.logSoftmax.array().exp().matrix(); // (N,vocab)
    for (std::size_t s = 0; s < pack.size(); ++s) {
        const Sequence &ids = *pack[s];
        const Index t0 = pass.starts[s], T = Index(ids.size());
        dLogits.row(t0 + T - 1).setZero();
        for (Index t = 0; t + 1 < T; ++t)
            dLogits(t0 + t, ids[std::size_t(t + 1)]) -= 1.0;
    }
    dLogits *= weight;
    accumulateTransposedA(dLogits, pass.F, grad.wte); // the unembedding's share (tied)
    Matrix dF;
    multiply(dLogits, p.wte, false, dF); // (N,d)
    Matrix dX = normBackward(dF, pass.normF, p.lnfGamma, grad.lnfGamma, grad.lnfBeta);
    for (int l = int(p.layers.size()) - 1; l >= 0; --l) {
        const LayerParams &L = p.layers[std::size_t(l)];
        LayerParams &G = grad.layers[std::size_t(l)];
        const LayerPass &lp = pass.layers[std::size_t(l)];
        // The MLP: X = X' + gelu(M·W_fc + b_fc)·W_proj + b_proj (nothing in an attention-only model).
        if (!p.attentionOnly)
            mlpBackward(L, lp, dX, G);
        // The attention: X' = X + concat·W_O + b_O.
        accumulateTransposedA(lp.concat, dX, G.Wo);
        G.bo += dX.colwise().sum();
        Matrix dConcat;
        multiply(dX, L.Wo, true, dConcat);
        const Matrix dqkv = attentionBackward(p, l, pass.starts, lp, dConcat, ablated);
        accumulateTransposedA(lp.A, dqkv, G.Wqkv);
        G.bqkv += dqkv.colwise().sum();
        Matrix dA;
        multiply(dqkv, L.Wqkv, true, dA);
        dX += normBackward(dA, lp.norm1, L.ln1Gamma, G.ln1Gamma, G.ln1Beta);
    }
    for (std::size_t s = 0; s < pack.size(); ++s) // X₀ = wte[ids] + wpe[0…T)
        for (std::size_t t = 0; t < pack[s]->size(); ++t) {
            grad.wte.row((*pack[s])[t]) += dX.row(pass.starts[s] + Index(t));
            grad.wpe.row(Index(t)) += dX.row(pass.starts[s] + Index(t));
        }
}

BatchGradient batchGradient(const ModelParams &p, const std::vector<Sequence> &batch, int threads,
                            const std::atomic<bool> *cancel)
{
    BatchGradient out;
    out.predictions = predictionsIn(batch);
    const double weight = 1.0 / double(out.predictions);
    const int groups = groupsFor(p, batch.size());
    std::vector<ModelParams> partial { std::size_t(groups) };
    std::vector<double> lossParts(std::size_t(groups), 0.0);
    work::Crew crew(std::min(groups, work::chooseThreads(threads, 1e12)), 0, {}, cancel);
    const bool done = crew.run(
        groups,
        [&](int g, int) {
            if (cancel && cancel->load(std::memory_order_relaxed))
                return;
            Pack pack; // sequences g, g + G, g + 2G, …
            for (std::size_t b = std::size_t(g); b < batch.size(); b += std::size_t(groups))
                pack.push_back(&batch[b]);
            ModelParams sum = zerosLike(p);
            const SequencePass pass = forwardPack(p, pack);
            lossParts[std::size_t(g)] = crossEntropySum(pass, pack);
            backwardPack(p, pack, pass, weight, sum);
            partial[std::size_t(g)] = std::move(sum);
        },
        [](int) { return 0.0; });
    if (!done || (cancel && cancel->load())) {
        out.cancelled = true;
        return out;
    }
    out.gradient = std::move(partial[0]);
    double loss = lossParts[0];
    for (int g = 1; g < groups; ++g) {
        addInto(out.gradient, partial[std::size_t(g)]);
        loss += lossParts[std::size_t(g)];
    }
    out.loss = loss * weight;
    return out;
}

double batchLoss(const ModelParams &p, const std::vector<Sequence> &batch, int threads,
                 const std::vector<HeadId> &ablated)
{
    std::vector<double> parts(batch.size(), 0.0);
    work::Crew crew(std::min(int(batch.size()), work::chooseThreads(threads, 1e12)), 0, {}, nullptr);
    crew.run(
        int(batch.size()),
        [&](int b, int) {
            parts[std::size_t(b)]
                = crossEntropySum(forwardSequence(p, batch[std::size_t(b)], ablated), batch[std::size_t(b)]);
        },
        [](int) { return 0.0; });
    double sum = 0;
    for (double part : parts) // in order: the same bits at any thread count
        sum += part;
    return sum / double(predictionsIn(batch));
}

std::uint64_t estimateTrainingBytes(const ModelParams &p, const std::vector<int> &lengths, bool adam, int threads)
{
    const Config &c = p.config;
    const double model = 8.0 * double(p.parameterCount());
    const int groups = groupsFor(p, lengths.size());
    const int running = std::min(groups, work::chooseThreads(threads, 1e12));
    // The packs as batchGradient cuts them, the largest that run at once counted.
    std::vector<double> packBytes(std::size_t(groups), 0.0);
    for (std::size_t b = 0; b < lengths.size(); ++b) {
        const double T = lengths[b];
        const double rows = T * (8.0 * c.nEmbd + (p.attentionOnly ? 0.0 : 3.0 * c.nInner)) * c.nLayer;
        const double attention = double(c.nHead) * T * T * c.nLayer;
        packBytes[b % std::size_t(groups)] += 8.0 * (rows + 3.0 * attention + 2.0 * T * c.vocabSize);
    }
    std::sort(packBytes.begin(), packBytes.end(), std::greater<>());
    double activations = 0;
    for (int k = 0; k < running && k < groups; ++k)
        activations += packBytes[std::size_t(k)];
    const double total = model * (2.0 + (adam ? 2.0 : 0.0) + groups) + activations;
    return std::uint64_t(std::min(total, 1.8e19));
}

ModelOptimizer::ModelOptimizer(Optimizer kind, double lr, const ModelParams &shape, std::vector<char> frozen)
    : m_kind(kind)
    , m_lr(lr)
    , m_frozen(std::move(frozen))
{
    if (m_kind == Optimizer::Adam) {
        m_m = zerosLike(shape);
        m_v = zerosLike(shape);
    }
}

bool ModelOptimizer::frozen(int tensor) const
{
    return tensor >= 0 && tensor < int(m_frozen.size()) && m_frozen[std::size_t(tensor)];
}

void ModelOptimizer::step(ModelParams &p, const ModelParams &g)
{
    ++m_t;
    const std::vector<TensorRef> params = tensorsOf(p);
    const std::vector<ConstTensorRef> grads = tensorsOf(g);
    std::vector<TensorRef> first, second;
    if (m_kind == Optimizer::Adam) {
        first = tensorsOf(m_m);
        second = tensorsOf(m_v);
    }
    // torch.optim.Adam's single-tensor path in its order of operations, as core/training.cpp has it.
    using A = AdamConstants;
    const double biasCorrection1 = 1 - std::pow(A::beta1, m_t);
    const double biasCorrection2 = 1 - std::pow(A::beta2, m_t);
    const double stepSize = m_lr / biasCorrection1;
    for (std::size_t k = 0; k < params.size(); ++k) {
        if (frozen(int(k)))
            continue;
        Eigen::Map<Eigen::ArrayXd> w(params[k].data, params[k].size());
        const Eigen::Map<const Eigen::ArrayXd> dw(grads[k].data, grads[k].size());
        if (m_kind == Optimizer::Sgd) {
            w -= m_lr * dw; // w ← w − η·∂L/∂w
            continue;
        }
        Eigen::Map<Eigen::ArrayXd> m(first[k].data, first[k].size()), v(second[k].data, second[k].size());
        m = A::beta1 * m + (1 - A::beta1) * dw;
        v = A::beta2 * v + (1 - A::beta2) * (dw * dw);
        w -= stepSize * (m / (v.sqrt() / std::sqrt(biasCorrection2) + A::eps));
    }
}

} // namespace attn::gpt2
