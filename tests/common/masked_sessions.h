// Random sessions with a target, random biases, a scale that is not 1/√d_k and the masks a row
// name lists ("causal+padding", "window+prefix+segments", "fully masked", "no biases", …): what
// the gradient tests (readable and fast) train on.
#pragma once

#include "core/mask.h"
#include "core/session.h"

#include <QString>
#include <QStringList>
#include <QtGlobal>

#include <random>

namespace testing {

using attn::Matrix;
using attn::RowVector;
using attn::Session;

inline Matrix randomMatrix(Eigen::Index rows, Eigen::Index cols, std::mt19937_64 &rng, double sd = 1.0)
{
    std::normal_distribution<double> normal(0.0, sd);
    Matrix m(rows, cols);
    for (Eigen::Index k = 0; k < m.size(); ++k)
        m.data()[k] = normal(rng);
    return m;
}

// A random session (T tokens, d_model d) with random biases, target and the masks `kind` names.
inline Session maskedSession(const QString &kind, int T, int d, int heads, unsigned seed)
{
    Session s = attn::randomSession(T, d, heads, seed);
    std::mt19937_64 rng(seed * 7919u + 1);
    for (RowVector *b : { &s.bQ, &s.bK, &s.bV, &s.bO })
        *b = randomMatrix(1, d, rng, 0.5).row(0);
    s.target = randomMatrix(T, d, rng);
    s.scale = 0.5 + 0.5 * std::abs(randomMatrix(1, 1, rng)(0, 0)); // not 1/√d_k: the scale's factor shows
    const QStringList parts = kind.split(QLatin1Char('+'));
    for (const QString &part : parts) {
        if (part == QLatin1String("causal"))
            s.causal = true;
        else if (part == QLatin1String("padding"))
            s.padding[1] = s.padding[std::size_t(T - 1)] = true;
        else if (part == QLatin1String("blocked"))
            s.blocked = { { 0, 1 }, { 2, 2 }, { 3, 0 }, { T - 1, T - 1 } };
        else if (part == QLatin1String("window"))
            s.window = 2;
        else if (part == QLatin1String("prefix"))
            s.causal = true, s.prefix = 3;
        else if (part == QLatin1String("segments"))
            for (int t = 0; t < T; ++t)
                s.segments.push_back(t < 2 ? 0 : (t < T - 1 ? 1 : 2));
        else if (part == QLatin1String("fully masked")) {
            // Row 0: causal leaves it key 0 alone, and that key is padding. Row 3: every key by hand.
            s.causal = true;
            s.padding[0] = true;
            for (int j = 0; j < T; ++j)
                s.blocked.emplace_back(3, j);
        } else if (part == QLatin1String("no biases"))
            s.bQ = s.bK = s.bV = s.bO = RowVector();
        else
            Q_ASSERT_X(part == QLatin1String("none"), "maskedSession", qPrintable(part));
    }
    Q_ASSERT(attn::validate(s).empty());
    return s;
}

} // namespace testing
