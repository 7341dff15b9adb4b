// Multi-head latent attention (latent.h).
#include "latent.h"

#include "blas.h"

namespace attn {

namespace {

    bool sameMatrix(const Matrix &a, const Matrix &b)
    {
        return a.rows() == b.rows() && a.cols() == b.cols() && a == b;
    }

    bool sameVector(const RowVector &a, const RowVector &b)
    {
        return a.size() == b.size() && a == b;
    }

    // y (n, r) = x / √(mean(x²) + eps) ⊙ γ on every row, in place.
    void rmsRows(Matrix &x, const RowVector &gamma)
    {
        for (Eigen::Index i = 0; i < x.rows(); ++i)
            x.row(i) = (x.row(i) / std::sqrt(x.row(i).squaredNorm() / double(x.cols()) + kLatentNormEps))
                           .cwiseProduct(gamma);
    }

} // namespace

bool operator==(const LatentAttention &a, const LatentAttention &b)
{
    return a.nope == b.nope && a.rope == b.rope && a.v == b.v && sameMatrix(a.Wdq, b.Wdq)
        && sameVector(a.qaNorm, b.qaNorm) && sameMatrix(a.Wuq, b.Wuq) && sameMatrix(a.Wdkv, b.Wdkv)
        && sameVector(a.kvNorm, b.kvNorm) && sameMatrix(a.Wuk, b.Wuk) && sameMatrix(a.Wuv, b.Wuv)
        && sameMatrix(a.Wkr, b.Wkr);
}

void latentProject(const MatrixRef &X, const LatentAttention &w, int heads, double *out, Eigen::Index ld)
{
    const Eigen::Index n = X.rows(), d = X.cols(), hw = w.headWidth(), width = Eigen::Index(heads) * hw;
    const Eigen::Index qk = w.qkWidth();
    // Y (n, cols) = A (n, k) · W (k, cols), W row-major as held
    auto product = [n](const double *A, Eigen::Index lda, Eigen::Index k, const Matrix &W, Matrix &Y) {
        Y.resize(n, W.cols());
        blas::gemm(n, W.cols(), k, 1.0, A, lda, W.data(), W.cols(), false, 0.0, Y.data(), W.cols());
    };
    Matrix q, cq, latent, kNope, v, kRope;
    if (w.Wdq.size()) { // c_q = rms(X·W_DQ) ⊙ q_a_norm, then q = c_q·W_UQ
        product(X.data(), X.outerStride(), d, w.Wdq, cq);
        rmsRows(cq, w.qaNorm);
        product(cq.data(), cq.cols(), cq.cols(), w.Wuq, q);
    } else {
        product(X.data(), X.outerStride(), d, w.Wuq, q);
    }
    product(X.data(), X.outerStride(), d, w.Wdkv, latent); // (n, r)
    rmsRows(latent, w.kvNorm);
    product(latent.data(), latent.cols(), latent.cols(), w.Wuk, kNope); // (n, H·nope)
    product(latent.data(), latent.cols(), latent.cols(), w.Wuv, v); // (n, H·v)
    product(X.data(), X.outerStride(), d, w.Wkr, kRope); // (n, rope)
    Eigen::Map<Matrix, 0, Eigen::OuterStride<>> to(out, n, 3 * width, Eigen::OuterStride<>(ld));
    to.setZero();
    for (int h = 0; h < heads; ++h) {
        const Eigen::Index at = Eigen::Index(h) * hw;
        to.middleCols(at, qk) = q.middleCols(Eigen::Index(h) * qk, qk);
        to.middleCols(width + at, w.nope) = kNope.middleCols(Eigen::Index(h) * w.nope, w.nope);
        to.middleCols(width + at + w.nope, w.rope) = kRope; // the shared rope key
        to.middleCols(2 * width + at, w.v) = v.middleCols(Eigen::Index(h) * w.v, w.v);
    }
}

Matrix paddedOutputWeights(const Matrix &Wo, const LatentAttention &w, int heads)
{
    const Eigen::Index hw = w.headWidth();
    Matrix padded = Matrix::Zero(Eigen::Index(heads) * hw, Wo.cols());
    for (int h = 0; h < heads; ++h)
        padded.middleRows(Eigen::Index(h) * hw, w.v) = Wo.middleRows(Eigen::Index(h) * w.v, w.v);
    return padded;
}

} // namespace attn
