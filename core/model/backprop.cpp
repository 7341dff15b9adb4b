#include "backprop.h"

#include "core/training.h"
#include "core/workers.h"

#include <algorithm>
#include <cmath>
#include <numbers>

namespace attn::gpt2 {

namespace {

    using Index = Eigen::Index;

    constexpr double kGeluCubic = 0.044715;

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

    // One layer's attention on A: its heads' weights and concat (the stream's change is concat·W_O + b_O).
    void attentionForward(const ModelParams &p, int l, LayerPass &lp, const std::vector<HeadId> &ablated)
    {
        const LayerParams &L = p.layers[std::size_t(l)];
        const Config &c = p.config;
        const Index T = lp.A.rows(), d = c.nEmbd, dk = c.dK();
        const double scale = c.attentionScale(l);
        lp.qkv = lp.A * L.Wqkv; // (T,3d)
        lp.qkv.rowwise() += L.bqkv;
        lp.concat = Matrix::Zero(T, d);
        lp.weights.assign(std::size_t(c.nHead), Matrix());
        for (int h = 0; h < c.nHead; ++h) {
            const auto Q = lp.qkv.middleCols(h * dk, dk), K = lp.qkv.middleCols(d + h * dk, dk),
                       V = lp.qkv.middleCols(2 * d + h * dk, dk);
            Matrix P = (Q * K.transpose()) * scale; // (T,T) logits
            for (Index i = 0; i < T; ++i) { // causal softmax along the row: keys 0 … i
                auto row = P.row(i);
                const double top = row.head(i + 1).maxCoeff();
                row.head(i + 1) = (row.head(i + 1).array() - top).exp().matrix();
                row.head(i + 1) /= row.head(i + 1).sum();
                row.tail(T - i - 1).setZero();
            }
            if (!isAblated(ablated, l, h))
                lp.concat.middleCols(h * dk, dk).noalias() = P * V; // (T,d_k)
            lp.weights[std::size_t(h)] = std::move(P);
        }
    }

    // d(concat) back through the heads into d[Q|K|V].
    Matrix attentionBackward(const ModelParams &p, int l, const LayerPass &lp, const Matrix &dConcat,
                             const std::vector<HeadId> &ablated)
    {
        const Config &c = p.config;
        const Index T = lp.A.rows(), d = c.nEmbd, dk = c.dK();
        const double scale = c.attentionScale(l);
        Matrix dqkv = Matrix::Zero(T, 3 * d);
        for (int h = 0; h < c.nHead; ++h) {
            if (isAblated(ablated, l, h))
                continue; // its output is 0 whatever its inputs
            const Matrix &P = lp.weights[std::size_t(h)];
            const auto Q = lp.qkv.middleCols(h * dk, dk), K = lp.qkv.middleCols(d + h * dk, dk),
                       V = lp.qkv.middleCols(2 * d + h * dk, dk);
            const auto dO = dConcat.middleCols(h * dk, dk); // (T,d_k)
            const Matrix dP = dO * V.transpose(); // (T,T)
            dqkv.middleCols(2 * d + h * dk, dk).noalias() = P.transpose() * dO; // dV
            // Softmax's Jacobian along each row: dS = P ⊙ (dP − Σ_j P·dP); 0 where P is (above the diagonal).
            const Vector along = (P.array() * dP.array()).rowwise().sum().matrix(); // (T)
            Matrix dS = P.array() * (dP.colwise() - along).array();
            dS *= scale;
            dqkv.middleCols(h * dk, dk).noalias() = dS * K; // dQ
            dqkv.middleCols(d + h * dk, dk).noalias() = dS.transpose() * Q; // dK
        }
        return dqkv;
    }

    // dX (T,d) back through X = X' + gelu(M·W_fc + b_fc)·W_proj + b_proj: the MLP's gradients
    // into G, and its share of dX' added to dX (which holds dX' = dX for the residual already).
    void mlpBackward(const LayerParams &L, const LayerPass &lp, Matrix &dX, LayerParams &G)
    {
        G.Wproj.noalias() += lp.activated.transpose() * dX;
        G.bproj += dX.colwise().sum();
        Matrix dHidden = dX * L.Wproj.transpose(); // (T,n_inner) d(gelu(…))
        dHidden.array() *= lp.hidden.unaryExpr(&geluSlope).array();
        G.Wfc.noalias() += lp.M.transpose() * dHidden;
        G.bfc += dHidden.colwise().sum();
        dX += normBackward(dHidden * L.Wfc.transpose(), lp.norm2, L.ln2Gamma, G.ln2Gamma, G.ln2Beta);
    }

    // How many partial sums a batch's gradient is gathered in: up to 16, fewer for a large
    // model (about 256 MB of them at most). The model's size alone decides, never the threads.
    int groupsFor(const ModelParams &p, std::size_t sequences)
    {
        const double bytes = 8.0 * double(p.parameterCount());
        const int byMemory = int(std::clamp(256e6 / std::max(bytes, 1.0), 1.0, 16.0));
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

SequencePass forwardSequence(const ModelParams &p, const Sequence &ids, const std::vector<HeadId> &ablated)
{
    const Config &c = p.config;
    const Index T = Index(ids.size()), d = c.nEmbd;
    Matrix X(T, d); // (T,d) the residual stream
    for (Index t = 0; t < T; ++t)
        X.row(t) = p.wte.row(ids[std::size_t(t)]) + p.wpe.row(t);
    SequencePass pass;
    pass.layers.resize(p.layers.size());
    for (int l = 0; l < int(p.layers.size()); ++l) {
        const LayerParams &L = p.layers[std::size_t(l)];
        LayerPass &lp = pass.layers[std::size_t(l)];
        lp.A = normForward(X, L.ln1Gamma, L.ln1Beta, c.layerNormEpsilon, lp.norm1);
        attentionForward(p, l, lp, ablated);
        X.noalias() += lp.concat * L.Wo;
        X.rowwise() += L.bo;
        if (p.attentionOnly)
            continue; // its MLP adds 0
        lp.M = normForward(X, L.ln2Gamma, L.ln2Beta, c.layerNormEpsilon, lp.norm2);
        lp.hidden = lp.M * L.Wfc; // (T,n_inner)
        lp.hidden.rowwise() += L.bfc;
        lp.activated = lp.hidden.unaryExpr(&geluOf);
        X.noalias() += lp.activated * L.Wproj;
        X.rowwise() += L.bproj;
    }
    pass.F = normForward(X, p.lnfGamma, p.lnfBeta, c.layerNormEpsilon, pass.normF);
    pass.logSoftmax = pass.F * p.wte.transpose(); // (T,vocab) logits
    for (Index t = 0; t < T; ++t) {
        auto row = pass.logSoftmax.row(t);
        const double top = row.maxCoeff();
        const double lse = top + std::log((row.array() - top).exp().sum());
        row.array() -= lse;
    }
    return pass;
}

double crossEntropySum(const SequencePass &pass, const Sequence &ids)
{
    double sum = 0;
    for (std::size_t t = 0; t + 1 < ids.size(); ++t)
        sum -= pass.logSoftmax(Index(t), ids[t + 1]);
    return sum;
}

void backwardSequence(const ModelParams &p, const Sequence &ids, const SequencePass &pass, double weight,
                      ModelParams &grad, const std::vector<HeadId> &ablated)
{
    const Index T = Index(ids.size());
    // d(logits) = weight·(softmax − one-hot of the next token) on every predicting row; the last
    // row predicts nothing.
    Matrix dLogits = pass.logSoftmax.array().exp().matrix(); // (T,vocab)
    dLogits.row(T - 1).setZero();
    for (Index t = 0; t + 1 < T; ++t)
        dLogits(t, ids[std::size_t(t + 1)]) -= 1.0;
    dLogits *= weight;
    grad.wte.noalias() += dLogits.transpose() * pass.F; // the unembedding's share (tied)
    const Matrix dF = dLogits * p.wte; // (T,d)
    Matrix dX = normBackward(dF, pass.normF, p.lnfGamma, grad.lnfGamma, grad.lnfBeta);
    for (int l = int(p.layers.size()) - 1; l >= 0; --l) {
        const LayerParams &L = p.layers[std::size_t(l)];
        LayerParams &G = grad.layers[std::size_t(l)];
        const LayerPass &lp = pass.layers[std::size_t(l)];
        // The MLP: X = X' + gelu(M·W_fc + b_fc)·W_proj + b_proj (nothing in an attention-only model).
        if (!p.attentionOnly)
            mlpBackward(L, lp, dX, G);
        // The attention: X' = X + concat·W_O + b_O.
        G.Wo.noalias() += lp.concat.transpose() * dX;
        G.bo += dX.colwise().sum();
        const Matrix dqkv = attentionBackward(p, l, lp, dX * L.Wo.transpose(), ablated);
        G.Wqkv.noalias() += lp.A.transpose() * dqkv;
        G.bqkv += dqkv.colwise().sum();
        dX += normBackward(dqkv * L.Wqkv.transpose(), lp.norm1, L.ln1Gamma, G.ln1Gamma, G.ln1Beta);
    }
    for (Index t = 0; t < T; ++t) { // X₀ = wte[ids] + wpe[0…T)
        grad.wte.row(ids[std::size_t(t)]) += dX.row(t);
        grad.wpe.row(t) += dX.row(t);
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
            ModelParams sum = zerosLike(p);
            for (std::size_t b = std::size_t(g); b < batch.size(); b += std::size_t(groups)) {
                if (cancel && cancel->load(std::memory_order_relaxed))
                    return;
                const SequencePass pass = forwardSequence(p, batch[b]);
                lossParts[std::size_t(g)] += crossEntropySum(pass, batch[b]);
                backwardSequence(p, batch[b], pass, weight, sum);
            }
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
