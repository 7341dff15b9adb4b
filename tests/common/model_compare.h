// Two forward passes of a model compared, and random token ids to run them on: what the tests of
// the readable and fast passes, the reruns and the interventions hold each other to.
#pragma once

#include "core/model/gpt2.h"

#include <algorithm>
#include <cmath>
#include <random>
#include <vector>

namespace testing {

inline std::vector<int> someIds(int T, int vocab, unsigned seed = 7)
{
    std::mt19937 rng(seed);
    std::vector<int> ids(static_cast<std::size_t>(T));
    for (int &id : ids)
        id = static_cast<int>(rng() % unsigned(vocab));
    return ids;
}

// Largest |a − b| over two passes: the inputs and weights of every layer both kept (with
// `sameKept`, a layer kept by one pass only is a difference), the final streams where both have
// one, and the candidates (the same ids; their logits and probabilities).
inline double largestDifference(const attn::gpt2::ModelResult &a, const attn::gpt2::ModelResult &b,
                                bool sameKept = true)
{
    double worst = a.layers.size() == b.layers.size() && a.next.size() == b.next.size() ? 0 : INFINITY;
    for (std::size_t l = 0; l < std::min(a.layers.size(), b.layers.size()); ++l) {
        const attn::gpt2::LayerResult &x = a.layers[l], &y = b.layers[l];
        if (x.kept() != y.kept() && sameKept)
            return INFINITY;
        if (!x.kept() || !y.kept())
            continue;
        worst = std::max(worst, (x.input - y.input).cwiseAbs().maxCoeff());
        for (std::size_t h = 0; h < x.heads.size(); ++h)
            worst = std::max(worst, (x.heads[h].toMatrix() - y.heads[h].toMatrix()).cwiseAbs().maxCoeff());
    }
    if (a.finalStream.size() > 0 && b.finalStream.size() > 0) {
        if (a.finalStream.rows() != b.finalStream.rows() || a.finalStream.cols() != b.finalStream.cols())
            return INFINITY;
        worst = std::max(worst, (a.finalStream - b.finalStream).cwiseAbs().maxCoeff());
    }
    for (std::size_t k = 0; k < std::min(a.next.size(), b.next.size()); ++k) {
        worst = std::max(worst, a.next[k].id == b.next[k].id ? 0.0 : INFINITY);
        worst = std::max(worst, std::abs(a.next[k].logit - b.next[k].logit));
        worst = std::max(worst, std::abs(a.next[k].probability - b.next[k].probability));
    }
    return worst;
}

} // namespace testing
