// DeepSeek's latent attention (mla.h).
#include "mla.h"

#include "forward.h"

#include "core/blas.h"

namespace attn::gpt2 {

std::vector<int> deinterleaveOrder(int width)
{
    std::vector<int> order(static_cast<std::size_t>(width));
    for (int j = 0; j < width; ++j)
        order[std::size_t(j)] = j < width / 2 ? 2 * j : 2 * (j - width / 2) + 1;
    return order;
}

namespace {

    // Columns [col0, col0 + width) of W reordered by deinterleaveOrder.
    void deinterleaveColumns(Matrix &W, Eigen::Index col0, int width)
    {
        const Matrix old = W.middleCols(col0, width);
        const std::vector<int> order = deinterleaveOrder(width);
        for (int j = 0; j < width; ++j)
            W.col(col0 + j) = old.col(order[std::size_t(j)]);
    }

} // namespace

void convertMla(const BlockWeights &w, int heads, Block &b)
{
    const MlaShape &m = w.mla;
    Block::Mla &out = b.mla;
    if (!w.qaProj.empty()) {
        out.Wdq = toMatrix(w.qaProj).transpose(); // (d, r_q)
        out.qaNorm = toRowVector(w.qaNorm);
    } else {
        out.Wdq.resize(0, 0);
        out.qaNorm.resize(0);
    }
    out.Wuq = toMatrix(w.qbProj).transpose(); // (r_q or d, H·(nope+rope))
    out.Wdkv = toMatrix(w.kvaProj).transpose(); // (d, r + rope)
    out.kvNorm = toRowVector(w.kvaNorm);
    out.Wukv = toMatrix(w.kvbProj).transpose(); // (r, H·(nope+v))
    if (m.interleaved) {
        for (int h = 0; h < heads; ++h)
            deinterleaveColumns(out.Wuq, Eigen::Index(h) * m.qkWidth() + m.nope, m.rope);
        deinterleaveColumns(out.Wdkv, m.kvLoraRank, m.rope);
    }
    const Matrix Wo = toMatrix(w.oProj).transpose(); // (H·v, d)
    const Eigen::Index hw = m.headWidth();
    b.Wo = Matrix::Zero(heads * hw, Wo.cols());
    for (int h = 0; h < heads; ++h)
        b.Wo.middleRows(h * hw, m.v) = Wo.middleRows(Eigen::Index(h) * m.v, m.v);
    b.Wqkv.resize(0, 0);
    b.bqkv.resize(0);
}

void mlaProject(const MatrixRef &A, const Block &b, const MlaShape &m, int heads, double *out,
                Eigen::Index ld)
{
    const Block::Mla &w = b.mla;
    const Eigen::Index n = A.rows(), d = A.cols(), hw = m.headWidth(), width = Eigen::Index(heads) * hw;
    const Eigen::Index qk = m.qkWidth(), r = m.kvLoraRank, kvw = m.nope + m.v;
    // Y (n, cols) = X (n, k) · W (k, cols), W row-major as converted
    auto product = [n](const double *X, Eigen::Index ldx, Eigen::Index k, const Matrix &W, Matrix &Y) {
        Y.resize(n, W.cols());
        blas::gemm(n, W.cols(), k, 1.0, X, ldx, W.data(), W.cols(), false, 0.0, Y.data(), W.cols());
    };
    Matrix q, compressed, latent, kv, cq;
    if (w.Wdq.size()) { // c_q = rms(A·W_DQ) ⊙ q_a_norm, then q = c_q·W_UQ
        product(A.data(), A.outerStride(), d, w.Wdq, cq);
        cq = rmsNorm(cq, w.qaNorm, kMlaNormEps);
        product(cq.data(), cq.cols(), cq.cols(), w.Wuq, q); // (n, H·(nope+rope))
    } else {
        product(A.data(), A.outerStride(), d, w.Wuq, q);
    }
    product(A.data(), A.outerStride(), d, w.Wdkv, compressed); // (n, r + rope) = [c_kv | k_rope]
    latent = rmsNorm(compressed.leftCols(r), w.kvNorm, kMlaNormEps);
    product(latent.data(), r, r, w.Wukv, kv); // (n, H·(nope+v))
    Eigen::Map<Matrix, 0, Eigen::OuterStride<>> to(out, n, 3 * width, Eigen::OuterStride<>(ld));
    to.setZero();
    for (int h = 0; h < heads; ++h) {
        const Eigen::Index at = Eigen::Index(h) * hw;
        to.middleCols(at, qk) = q.middleCols(Eigen::Index(h) * qk, qk);
        const Eigen::Index kvAt = Eigen::Index(h) * kvw;
        to.middleCols(width + at, m.nope) = kv.middleCols(kvAt, m.nope);
        to.middleCols(width + at + m.nope, m.rope) = compressed.rightCols(m.rope); // the shared rope key
        to.middleCols(2 * width + at, m.v) = kv.middleCols(kvAt + m.nope, m.v);
    }
}

} // namespace attn::gpt2
