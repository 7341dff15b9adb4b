#include "sessionedit.h"

#include <algorithm>
#include <cmath>
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
    Matrix X(T + 1, s.dModel()); // (T+1, d_model)
    X.topRows(at) = s.X.topRows(at);
    X.row(at).setZero();
    X.bottomRows(T - at) = s.X.bottomRows(T - at);
    out.X = std::move(X);
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
    Matrix X(T - 1, s.dModel()); // (T−1, d_model)
    X.topRows(t) = s.X.topRows(t);
    X.bottomRows(T - 1 - t) = s.X.bottomRows(T - 1 - t);
    out.X = std::move(X);
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
    }
    remapBlocked(out, idx);
    return out;
}

Session withDModel(const Session &s, int d)
{
    Session out = s;
    const int keep = std::min(s.dModel(), d);
    auto resized = [&](const Matrix &m, Eigen::Index rows, bool identity) {
        Matrix r = identity ? Matrix(Matrix::Identity(rows, d)) : Matrix(Matrix::Zero(rows, d));
        const Eigen::Index keepRows = std::min<Eigen::Index>(m.rows(), rows);
        r.topLeftCorner(keepRows, keep) = m.topLeftCorner(keepRows, keep);
        return r;
    };
    out.X = resized(s.X, s.tokenCount(), false); // (T, d)
    out.Wq = resized(s.Wq, d, true); // (d, d) each
    out.Wk = resized(s.Wk, d, true);
    out.Wv = resized(s.Wv, d, true);
    out.Wo = resized(s.Wo, d, true);
    for (RowVector *b : { &out.bQ, &out.bK, &out.bV, &out.bO })
        if (b->size() != 0)
            *b = resized(*b, 1, false).row(0); // (d)
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
