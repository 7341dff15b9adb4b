#include "sessionedit.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <random>
#include <vector>

namespace attn {

namespace {

    // Re-index hand-blocked cells after tokens move: newIndex[old] is the new index, or −1 = gone.
    void remapBlocked(Session &s, const std::vector<int> &newIndex)
    {
        std::vector<std::pair<int, int>> kept;
        kept.reserve(s.blocked.size());
        for (auto [i, j] : s.blocked) {
            const int ni = newIndex[static_cast<std::size_t>(i)], nj = newIndex[static_cast<std::size_t>(j)];
            if (ni >= 0 && nj >= 0)
                kept.emplace_back(ni, nj);
        }
        s.blocked = std::move(kept);
    }

    // m (T, c) with a zero row inserted at `at`: (T+1, c), where it is (a copy of the session
    // holds it already: at 4096 tokens a second 16 MB copy into fresh pages was most of the time
    // of the edit on the UI thread). Row-major, so the rows after `at` move down by one.
    void insertRow(Matrix &m, int at)
    {
        const auto T = m.rows(), c = m.cols();
        m.conservativeResize(T + 1, c);
        if (T > at)
            std::memmove(m.row(at + 1).data(), m.row(at).data(), sizeof(double) * std::size_t(T - at) * std::size_t(c));
        m.row(at).setZero();
    }

    // m (T, c) without row t: (T−1, c).
    Matrix rowRemoved(const Matrix &m, int t)
    {
        const auto T = m.rows();
        Matrix r(T - 1, m.cols());
        r.topRows(t) = m.topRows(t);
        r.bottomRows(T - 1 - t) = m.bottomRows(T - 1 - t);
        return r;
    }

} // namespace

Session withTokenInserted(const Session &s, int at, const std::string &text)
{
    const int T = s.tokenCount();
    at = std::clamp(at, 0, T);
    Session out = s;
    out.tokens.insert(out.tokens.begin() + at, text);
    out.padding.insert(out.padding.begin() + at, false);
    if (!out.segments.empty()) // the new token joins the sentence of the token before it
        out.segments.insert(out.segments.begin() + at,
                            s.segments[static_cast<std::size_t>(std::max(at - 1, 0))]);
    if (at < out.prefix)
        ++out.prefix; // inside the prefix: the prefix keeps its tokens and gains this one
    if (out.rope && !out.rope->positions.empty()) {
        // RoPE positions belong to the places: the new one follows the token before it (or comes
        // just before the first), and every later place moves one further on.
        std::vector<double> &p = out.rope->positions;
        const double here = at > 0 ? p[std::size_t(at - 1)] + 1 : p.front() - 1;
        for (std::size_t k = std::size_t(at); k < p.size(); ++k)
            p[k] += 1;
        p.insert(p.begin() + at, here);
    }
    insertRow(out.X, at); // (T+1, d_model), embedding 0
    if (out.target)
        insertRow(*out.target, at); // (T+1, d_model), target 0
    std::vector<int> idx(static_cast<std::size_t>(T));
    for (int t = 0; t < T; ++t)
        idx[static_cast<std::size_t>(t)] = t < at ? t : t + 1;
    remapBlocked(out, idx);
    return out;
}

Session withTokenRemoved(const Session &s, int t)
{
    const int T = s.tokenCount();
    Session out = s;
    out.tokens.erase(out.tokens.begin() + t);
    out.padding.erase(out.padding.begin() + t);
    if (!out.segments.empty())
        out.segments.erase(out.segments.begin() + t);
    if (t < out.prefix)
        --out.prefix;
    if (out.rope && !out.rope->positions.empty()) // its place goes; the others keep theirs
        out.rope->positions.erase(out.rope->positions.begin() + t);
    out.X = rowRemoved(s.X, t); // (T−1, d_model)
    if (s.target)
        out.target = rowRemoved(*s.target, t); // (T−1, d_model)
    std::vector<int> idx(static_cast<std::size_t>(T));
    for (int k = 0; k < T; ++k)
        idx[static_cast<std::size_t>(k)] = k < t ? k : (k == t ? -1 : k - 1);
    remapBlocked(out, idx);
    return out;
}

Session withTokenMoved(const Session &s, int from, int to)
{
    const int T = s.tokenCount();
    std::vector<int> order(static_cast<std::size_t>(T)); // order[new] = old
    for (int t = 0; t < T; ++t)
        order[static_cast<std::size_t>(t)] = t;
    order.erase(order.begin() + from);
    order.insert(order.begin() + to, from);
    Session out = s;
    std::vector<int> idx(static_cast<std::size_t>(T));
    for (int n = 0; n < T; ++n) {
        const int o = order[static_cast<std::size_t>(n)];
        idx[static_cast<std::size_t>(o)] = n;
        out.tokens[static_cast<std::size_t>(n)] = s.tokens[static_cast<std::size_t>(o)];
        out.padding[static_cast<std::size_t>(n)] = s.padding[static_cast<std::size_t>(o)];
        if (!out.segments.empty())
            out.segments[static_cast<std::size_t>(n)] = s.segments[static_cast<std::size_t>(o)];
        out.X.row(n) = s.X.row(o);
        if (s.target)
            out.target->row(n) = s.target->row(o);
    }
    remapBlocked(out, idx); // RoPE positions stay with the places: a moved token takes its new place's
    return out;
}

Session withDModel(const Session &s, int d)
{
    Session out = s;
    // m resized to (rows, cols): what fits kept; new cells 0, or the identity's where `identity`
    // (a new dimension passes through).
    auto resized = [&](const Matrix &m, Eigen::Index rows, Eigen::Index cols, bool identity) {
        Matrix r = identity ? Matrix(Matrix::Identity(rows, cols)) : Matrix(Matrix::Zero(rows, cols));
        const Eigen::Index keepRows = std::min(m.rows(), rows), keepCols = std::min(m.cols(), cols);
        r.topLeftCorner(keepRows, keepCols) = m.topLeftCorner(keepRows, keepCols);
        return r;
    };
    out.X = resized(s.X, s.tokenCount(), d, false); // (T, d)
    if (s.target)
        out.target = resized(*s.target, s.tokenCount(), d, false); // (T, d), 0 in new dimensions
    out.bO = s.bO.size() ? RowVector(resized(s.bO, 1, d, false).row(0)) : RowVector(); // (d)
    if (s.hasModernKeys()) {
        // Today's keys: the heads keep their size (head_dim is written down if it was implied), so
        // the norms and the rotation still fit; only the model's width changes.
        out.headDim = s.dK();
        out.Wq = resized(s.Wq, d, s.qWidth(), true); // (d, H·d_k)
        out.Wk = resized(s.Wk, d, s.kvWidth(), true); // (d, KV·d_k)
        out.Wv = resized(s.Wv, d, s.kvWidth(), true);
        out.Wo = resized(s.Wo, s.qWidth(), d, true); // (H·d_k, d)
        return out;
    }
    out.Wq = resized(s.Wq, d, d, true); // (d, d) each
    out.Wk = resized(s.Wk, d, d, true);
    out.Wv = resized(s.Wv, d, d, true);
    out.Wo = resized(s.Wo, d, d, true);
    for (RowVector *b : { &out.bQ, &out.bK, &out.bV })
        if (b->size() != 0)
            *b = resized(*b, 1, d, false).row(0); // (d)
    if (d % out.numHeads != 0) {
        int h = std::min(out.numHeads, d); // the most heads that still divide d
        while (d % h)
            --h;
        out.numHeads = h;
    }
    return out;
}

Matrix filledMatrix(const Matrix &m, Fill how, double factor, unsigned seed, double sd)
{
    switch (how) {
    case Fill::Identity:
        return Matrix::Identity(m.rows(), m.cols());
    case Fill::Zeros:
        return Matrix::Zero(m.rows(), m.cols());
    case Fill::Scale:
        return m * factor;
    case Fill::Random: {
        std::mt19937_64 rng(seed);
        std::normal_distribution<double> normal(0.0, sd);
        Matrix r(m.rows(), m.cols());
        for (Eigen::Index i = 0; i < r.size(); ++i)
            r.data()[i] = std::round(normal(rng) * 1000.0) / 1000.0; // three decimals: readable on a slide
        return r;
    }
    }
    return m;
}

} // namespace attn
