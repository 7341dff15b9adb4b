// The mixtures of experts of GPT-OSS and DeepSeek (moe.h).
#include "moe.h"

#include "core/blas.h"

#include <algorithm>
#include <cmath>
#include <numeric>

namespace attn::gpt2 {

namespace {

    // The k best of `score`, best first, the lower expert first on a tie; a NaN last.
    std::vector<int> bestExperts(const RowVector &score, int k)
    {
        std::vector<int> order(static_cast<std::size_t>(score.size()));
        std::iota(order.begin(), order.end(), 0);
        auto key = [&](int e) { return std::isnan(score[e]) ? -HUGE_VAL : score[e]; };
        std::partial_sort(order.begin(), order.begin() + k, order.end(),
                          [&](int x, int y) { return key(x) > key(y) || (key(x) == key(y) && x < y); });
        order.resize(static_cast<std::size_t>(k));
        return order;
    }

    // DeepSeek's group limit: each group of E/G experts ranked by `rank` of its choice scores (V3:
    // the sum of its two best, V2: its best), the best groupsKept kept; every expert of the other
    // groups scores 0 (as transformers' masked_fill does, not −∞).
    RowVector limitGroups(const Config &c, const RowVector &choice, bool sumOfTwo)
    {
        const int G = c.expertGroups, per = int(choice.size()) / G;
        if (G <= 1 || c.groupsKept >= G)
            return choice;
        RowVector groupScore(G);
        for (int g = 0; g < G; ++g) {
            const RowVector part = choice.segment(Eigen::Index(g) * per, per);
            const std::vector<int> best = bestExperts(part, sumOfTwo ? std::min(2, per) : 1);
            groupScore[g] = 0;
            for (int e : best)
                groupScore[g] += part[e];
        }
        RowVector masked = RowVector::Zero(choice.size());
        for (int g : bestExperts(groupScore, c.groupsKept))
            masked.segment(Eigen::Index(g) * per, per) = choice.segment(Eigen::Index(g) * per, per);
        return masked;
    }

} // namespace

std::vector<std::vector<ExpertChoice>> routeTokens(const Config &c, const Block &b, const MatrixRef &A)
{
    Matrix logits = A * b.router; // (T,E)
    if (b.routerBias.size())
        logits.rowwise() += b.routerBias;
    const int k = c.expertsPerToken;
    std::vector<std::vector<ExpertChoice>> out(static_cast<std::size_t>(A.rows()));
    for (Eigen::Index t = 0; t < A.rows(); ++t) {
        auto &mine = out[static_cast<std::size_t>(t)];
        const RowVector row = logits.row(t);
        if (c.routing == Routing::TopKSoftmax) { // GPT-OSS: the k largest raw logits
            const std::vector<int> top = bestExperts(row, k);
            const double best = row[top[0]];
            double sum = 0;
            for (int e : top)
                sum += std::exp(row[e] - best);
            for (int e : top)
                mine.push_back({ e, std::exp(row[e] - best) / sum }); // softmax over the k chosen
            continue;
        }
        RowVector score; // σ(logits) (V3) or the softmax over every expert (V2)
        RowVector choice; // what the experts are picked by
        if (c.routing == Routing::SigmoidGroups) {
            score = row.unaryExpr([](double v) { return 1.0 / (1.0 + std::exp(-v)); });
            choice = b.routerCorrection.size() ? RowVector(score + b.routerCorrection) : score;
        } else {
            const double best = row.maxCoeff();
            score = (row.array() - best).exp().matrix();
            score /= score.sum();
            choice = score;
        }
        const std::vector<int> top
            = bestExperts(limitGroups(c, choice, c.routing == Routing::SigmoidGroups), k);
        double sum = 0;
        for (int e : top)
            sum += score[e];
        const double norm = c.normTopK ? 1.0 / (sum + 1e-20) : 1.0;
        for (int e : top)
            mine.push_back({ e, score[e] * norm * c.routedScale }); // (renormalised) × routed_scaling_factor
    }
    return out;
}

namespace {

    // Expert e on its rows X (n,d): ((u + 1) ⊙ g·σ(α·g)) · W_down + b_down (n,d), its matrices
    // converted into the caller's scratch.
    Matrix expertOutput(const Config &c, const BlockWeights &w, int e, const Matrix &X, Matrix &gateUp,
                        Matrix &down)
    {
        const Eigen::Index d = c.nEmbd, I = c.expertWidth(), n = X.rows();
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

    // DeepSeek's expert e on its rows X (n,d): (silu(X·W_gateᵀ) ⊙ X·W_upᵀ)·W_downᵀ, no biases; its
    // stored (out, in) matrices converted into the caller's scratch: [gate; up] (2I,d), down (d,I).
    Matrix deepseekExpert(const Config &c, const BlockWeights &w, int e, const Matrix &X, Matrix &gateUp,
                          Matrix &down)
    {
        const Eigen::Index d = c.nEmbd, I = c.expertWidth(), n = X.rows();
        const std::size_t at = static_cast<std::size_t>(e);
        convertRows(w.expertGate[at], 0, I, gateUp.data());
        convertRows(w.expertUp[at], 0, I, gateUp.row(I).data());
        convertRows(w.expertDown[at], 0, d, down.data());
        Matrix h(n, 2 * I); // [gate | up]
        blas::gemm(n, 2 * I, d, 1.0, X.data(), d, gateUp.data(), d, true, 0.0, h.data(), 2 * I);
        Matrix act(n, I);
        for (Eigen::Index r = 0; r < n; ++r)
            for (Eigen::Index j = 0; j < I; ++j) {
                const double gate = h(r, j);
                act(r, j) = gate / (1.0 + std::exp(-gate)) * h(r, I + j); // silu(gate)·up
            }
        Matrix o(n, d);
        blas::gemm(n, d, I, 1.0, act.data(), I, down.data(), I, true, 0.0, o.data(), d);
        return o;
    }

} // namespace

std::optional<Matrix> moeMlp(const Config &c, const BlockWeights &w, const Block &b, const MatrixRef &A,
                             work::Crew *crew)
{
    const Eigen::Index T = A.rows(), d = c.nEmbd, I = c.expertWidth();
    const bool split = !w.expertGate.empty(); // DeepSeek: one tensor per expert
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
            gateUps[std::size_t(worker)].resize(split ? 2 * I : d, split ? d : 2 * I);
            downs[std::size_t(worker)].resize(split ? d : I, split ? I : d);
        }
        const auto &rows = byExpert[std::size_t(hit[std::size_t(task)])];
        Matrix X(Eigen::Index(rows.size()), d);
        for (Eigen::Index r = 0; r < X.rows(); ++r)
            X.row(r) = A.row(rows[std::size_t(r)].first);
        outputs[std::size_t(task)] = (split ? deepseekExpert : expertOutput)(
            c, w, hit[std::size_t(task)], X, gateUps[std::size_t(worker)], downs[std::size_t(worker)]);
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
