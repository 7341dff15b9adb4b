// GPT-OSS's mixture of experts (moe.h).
#include "moe.h"

#include "core/blas.h"

#include <algorithm>
#include <cmath>
#include <numeric>

namespace attn::gpt2 {

std::vector<std::vector<ExpertChoice>> routeTokens(const Config &c, const Block &b, const MatrixRef &A)
{
    Matrix logits = A * b.router; // (T,E)
    logits.rowwise() += b.routerBias;
    const int E = c.numExperts, k = c.expertsPerToken;
    std::vector<std::vector<ExpertChoice>> out(static_cast<std::size_t>(A.rows()));
    std::vector<int> order(static_cast<std::size_t>(E));
    for (Eigen::Index t = 0; t < A.rows(); ++t) {
        std::iota(order.begin(), order.end(), 0);
        // the k largest raw logits (the lower expert first on a tie)
        auto key = [&](int e) { return std::isnan(logits(t, e)) ? -HUGE_VAL : logits(t, e); }; // NaN last
        std::partial_sort(order.begin(), order.begin() + k, order.end(),
                          [&](int x, int y) { return key(x) > key(y) || (key(x) == key(y) && x < y); });
        const double top = logits(t, order[0]);
        double sum = 0;
        for (int j = 0; j < k; ++j)
            sum += std::exp(logits(t, order[std::size_t(j)]) - top);
        auto &mine = out[static_cast<std::size_t>(t)];
        for (int j = 0; j < k; ++j) {
            const int e = order[std::size_t(j)];
            mine.push_back({ e, std::exp(logits(t, e) - top) / sum }); // softmax over the k chosen
        }
    }
    return out;
}

namespace {

    // Expert e on its rows X (n,d): ((u + 1) ⊙ g·σ(α·g)) · W_down + b_down (n,d), its matrices
    // converted into the caller's scratch.
    Matrix expertOutput(const Config &c, const BlockWeights &w, int e, const Matrix &X, Matrix &gateUp,
                        Matrix &down)
    {
        const Eigen::Index d = c.nEmbd, I = c.nInner, n = X.rows();
        RowVector gateUpBias(2 * I), downBias(d);
        convertRows(w.expertsGateUp, std::int64_t(e) * d, d, gateUp.data()); // (d,2I) of (E·d,2I)
        convertRows(w.expertsGateUpBias, e, 1, gateUpBias.data());
        convertRows(w.expertsDown, std::int64_t(e) * I, I, down.data()); // (I,d) of (E·I,d)
        convertRows(w.expertsDownBias, e, 1, downBias.data());
        Matrix h(n, 2 * I); // gate in the even columns, up in the odd ones
        blas::gemm(n, 2 * I, d, 1.0, X.data(), d, gateUp.data(), 2 * I, false, 0.0, h.data(), 2 * I);
        h.rowwise() += gateUpBias;
        const double limit = c.swigluLimit, alpha = c.swigluAlpha;
        Matrix act(n, I);
        for (Eigen::Index r = 0; r < n; ++r)
            for (Eigen::Index j = 0; j < I; ++j) {
                const double gate = std::min(h(r, 2 * j), limit);
                const double up = std::clamp(h(r, 2 * j + 1), -limit, limit);
                act(r, j) = (up + 1.0) * (gate / (1.0 + std::exp(-alpha * gate))); // (u + 1)·g·σ(α·g)
            }
        Matrix o(n, d);
        blas::gemm(n, d, I, 1.0, act.data(), I, down.data(), d, false, 0.0, o.data(), d);
        o.rowwise() += downBias;
        return o;
    }

} // namespace

std::optional<Matrix> moeMlp(const Config &c, const BlockWeights &w, const Block &b, const MatrixRef &A,
                             work::Crew *crew)
{
    const Eigen::Index T = A.rows(), d = c.nEmbd, I = c.nInner;
    const auto choices = routeTokens(c, b, A);
    std::vector<std::vector<std::pair<Eigen::Index, double>>> byExpert(
        static_cast<std::size_t>(c.numExperts));
    for (Eigen::Index t = 0; t < T; ++t)
        for (const ExpertChoice &ch : choices[static_cast<std::size_t>(t)])
            byExpert[static_cast<std::size_t>(ch.expert)].push_back({ t, ch.weight });
    std::vector<int> hit; // the experts some token chose; no other is read
    for (int e = 0; e < c.numExperts; ++e)
        if (!byExpert[std::size_t(e)].empty())
            hit.push_back(e);
    std::vector<Matrix> outputs(hit.size()); // each hit expert's output on its rows
    const int workers = crew ? crew->threads() : 1;
    // one expert's matrices per worker, made when the worker takes its first expert (each worker
    // touches only its own)
    std::vector<Matrix> gateUps(static_cast<std::size_t>(workers)), downs(static_cast<std::size_t>(workers));
    auto body = [&](int task, int worker) {
        if (gateUps[std::size_t(worker)].size() == 0) {
            gateUps[std::size_t(worker)].resize(d, 2 * I);
            downs[std::size_t(worker)].resize(I, d);
        }
        const auto &rows = byExpert[std::size_t(hit[std::size_t(task)])];
        Matrix X(Eigen::Index(rows.size()), d);
        for (Eigen::Index r = 0; r < X.rows(); ++r)
            X.row(r) = A.row(rows[std::size_t(r)].first);
        outputs[std::size_t(task)] = expertOutput(c, w, hit[std::size_t(task)], X,
                                                  gateUps[std::size_t(worker)], downs[std::size_t(worker)]);
    };
    if (crew) {
        if (!crew->run(int(hit.size()), body, [&](int task) {
                return 6.0 * double(byExpert[std::size_t(hit[std::size_t(task)])].size()) * double(d * I);
            }))
            return std::nullopt;
    } else {
        for (int task = 0; task < int(hit.size()); ++task)
            body(task, 0);
    }
    Matrix out = Matrix::Zero(T, d);
    for (std::size_t k = 0; k < hit.size(); ++k) { // in expert order, as transformers sums them
        const auto &rows = byExpert[std::size_t(hit[k])];
        for (Eigen::Index r = 0; r < Eigen::Index(rows.size()); ++r)
            out.row(rows[std::size_t(r)].first) += rows[std::size_t(r)].second * outputs[k].row(r);
    }
    return out;
}

} // namespace attn::gpt2
