// DeepSeek's latent attention (mla.h).
#include "mla.h"

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
    LatentAttention &out = b.mla;
    out.nope = m.nope;
    out.rope = m.rope;
    out.v = m.v;
    if (!w.qaProj.empty()) {
        out.Wdq = toMatrix(w.qaProj).transpose(); // (d, r_q)
        out.qaNorm = toRowVector(w.qaNorm);
    } else {
        out.Wdq.resize(0, 0);
        out.qaNorm.resize(0);
    }
    out.Wuq = toMatrix(w.qbProj).transpose(); // (r_q or d, H·(nope+rope))
    const Matrix compressed = toMatrix(w.kvaProj).transpose(); // (d, r + rope) = [W_DKV | W_KR]
    out.Wdkv = compressed.leftCols(m.kvLoraRank);
    out.Wkr = compressed.rightCols(m.rope);
    out.kvNorm = toRowVector(w.kvaNorm);
    const Matrix up = toMatrix(w.kvbProj).transpose(); // (r, H·(nope+v)), head by head [k_nope | v]
    out.Wuk.resize(up.rows(), Eigen::Index(heads) * m.nope);
    out.Wuv.resize(up.rows(), Eigen::Index(heads) * m.v);
    for (int h = 0; h < heads; ++h) {
        out.Wuk.middleCols(Eigen::Index(h) * m.nope, m.nope)
            = up.middleCols(Eigen::Index(h) * (m.nope + m.v), m.nope);
        out.Wuv.middleCols(Eigen::Index(h) * m.v, m.v)
            = up.middleCols(Eigen::Index(h) * (m.nope + m.v) + m.nope, m.v);
    }
    if (m.interleaved) {
        for (int h = 0; h < heads; ++h)
            deinterleaveColumns(out.Wuq, Eigen::Index(h) * m.qkWidth() + m.nope, m.rope);
        deinterleaveColumns(out.Wkr, 0, m.rope);
    }
    b.Wo = paddedOutputWeights(toMatrix(w.oProj).transpose(), out, heads); // (H·headWidth, d)
    b.Wqkv.resize(0, 0);
    b.bqkv.resize(0);
}

} // namespace attn::gpt2
