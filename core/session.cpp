// Session helpers: the lesson's example, random sessions, and the consistency check.
#include "session.h"

#include <cmath>
#include <cstdint>
#include <cstring>
#include <random>
#include <sstream>
#include <algorithm>
#include <iterator>
#include <tuple>
#include <type_traits>

namespace attn {

double Session::effectiveScale() const
{
    return headRuleOf(0).scale; // every head's
}

Session lessonSession()
{
    Session s;
    s.tokens = { "the", "river", "bank" };
    s.X.resize(3, 2);
    s.X << 1, 0, //
        0, 1, //
        1, 1;
    s.Wq.resize(2, 2);
    s.Wq << 1, 0, //
        1, 1;
    s.Wk.resize(2, 2);
    s.Wk << 1, 1, //
        0, 1;
    s.Wv.resize(2, 2);
    s.Wv << 2, 0, //
        0, 1;
    s.Wo = Matrix::Identity(2, 2);
    s.padding.assign(3, false);
    return s;
}

Session randomSession(int tokens, int dModel, int numHeads, unsigned seed)
{
    std::mt19937_64 rng(seed);
    std::normal_distribution<double> normal(0.0, 1.0);
    auto fill = [&](Matrix &m, int rows, int cols, double sd) {
        m.resize(rows, cols);
        for (Eigen::Index i = 0; i < m.size(); ++i)
            m.data()[i] = sd * normal(rng);
    };
    Session s;
    s.tokens.reserve(tokens);
    for (int t = 0; t < tokens; ++t)
        // counted from 1, like the table rows. Appended rather than "t" + to_string(…): GCC 12
        // warns (-Wrestrict) on the inlined operator+(const char *, string &&), a false positive.
        s.tokens.push_back(std::string("t").append(std::to_string(t + 1)));
    s.numHeads = numHeads;
    const double w = 1.0 / std::sqrt(static_cast<double>(dModel));
    fill(s.X, tokens, dModel, 1.0);
    fill(s.Wq, dModel, dModel, w);
    fill(s.Wk, dModel, dModel, w);
    fill(s.Wv, dModel, dModel, w);
    fill(s.Wo, dModel, dModel, w);
    s.padding.assign(tokens, false);
    return s;
}

bool sameNumbers(const double *a, const double *b, std::size_t n)
{
    if (n == 0 || std::memcmp(a, b, sizeof(double) * n) == 0)
        return true;
    for (std::size_t k = 0; k < n; ++k)
        if (!(a[k] == b[k]))
            return false;
    return true;
}

namespace {

    // One field of a part against the same field of another, exactly; with emptyKeeps an empty
    // matrix on b's side stands for a's (differingParts).
    bool sameField(const Matrix &a, const Matrix &b, bool emptyKeeps)
    {
        if (emptyKeeps && b.size() == 0)
            return true;
        return a.rows() == b.rows() && a.cols() == b.cols() && sameNumbers(a.data(), b.data(), std::size_t(a.size()));
    }
    bool sameField(const RowVector &a, const RowVector &b, bool)
    {
        return a.size() == b.size() && sameNumbers(a.data(), b.data(), std::size_t(a.size()));
    }
    bool sameField(const std::optional<Matrix> &a, const std::optional<Matrix> &b, bool emptyKeeps)
    {
        if (a.has_value() != b.has_value())
            return false;
        return !a || sameField(*a, *b, emptyKeeps);
    }
    bool sameField(const std::shared_ptr<const TransformerBlock> &a,
                   const std::shared_ptr<const TransformerBlock> &b, bool)
    {
        return a == b || (a && b && *a == *b);
    }
    template <class T> bool sameField(const T &a, const T &b, bool)
    {
        return a == b;
    }

    template <class Part> bool samePart(const Part &a, const Part &b, bool emptyKeeps)
    {
        return std::apply(
            [&](const auto &...x) {
                return std::apply([&](const auto &...y) { return (sameField(x, y, emptyKeeps) && ...); },
                                  b.fields());
            },
            a.fields());
    }

    // into = from, except that an empty matrix of from keeps into's (adoptParts).
    void adoptField(Matrix &into, Matrix &from)
    {
        if (from.size() != 0)
            into = std::move(from);
    }
    void adoptField(std::optional<Matrix> &into, std::optional<Matrix> &from)
    {
        if (from && from->size() == 0 && into)
            return;
        into = std::move(from);
    }
    template <class T> void adoptField(T &into, T &from)
    {
        into = std::move(from);
    }

} // namespace

unsigned differingParts(const Session &a, const Session &b, bool emptyKeeps)
{
    unsigned parts = 0;
    forEachPart(a, b, [&](unsigned bit, const auto &pa, const auto &pb) {
        if (!samePart(pa, pb, emptyKeeps))
            parts |= bit;
    });
    return parts;
}

void adoptParts(Session &into, Session &&from, unsigned parts)
{
    forEachPart(into, from, [&](unsigned bit, auto &to, auto &source) {
        if (!(parts & bit))
            return;
        std::apply(
            [&](auto &...x) { std::apply([&](auto &...y) { (adoptField(x, y), ...); }, source.fields()); },
            to.fields());
    });
    // Latent attention has no W_Q, W_K, W_V or their biases: its empty ones mean none, not "kept".
    if ((parts & PartWeights) && into.mla) {
        for (Matrix *m : { &into.Wq, &into.Wk, &into.Wv })
            m->resize(0, 0);
        for (RowVector *b : { &into.bQ, &into.bK, &into.bV })
            b->resize(0);
    }
}

namespace {

    // The weights part field by field, where an empty bias adds nothing, as one of zeros does.
    bool sameWeightsTakingEmptyBiasesForZeros(const SessionWeights &a, const SessionWeights &b)
    {
        const RowVector *biases[] = { &a.bQ, &a.bK, &a.bV, &a.bO };
        auto same = [&](const auto &x, const auto &y) {
            if constexpr (std::is_same_v<std::decay_t<decltype(x)>, RowVector>)
                if (std::find(std::begin(biases), std::end(biases), &x) != std::end(biases)) {
                    if (x.size() == 0 || y.size() == 0)
                        return (x.array() == 0).all() && (y.array() == 0).all();
                }
            return sameField(x, y, false);
        };
        return std::apply(
            [&](const auto &...x) {
                return std::apply([&](const auto &...y) { return (same(x, y) && ...); }, b.fields());
            },
            a.fields());
    }

} // namespace

bool sameSession(const Session &a, const Session &b)
{
    const unsigned parts = differingParts(a, b);
    return parts == 0 || (parts == PartWeights && sameWeightsTakingEmptyBiasesForZeros(a, b));
}

namespace {

    bool acceptable(double v)
    {
        return std::isfinite(v) && std::abs(v) <= Limits::maxAbsValue;
    }

    // Why v is not acceptable, after `where`; empty when it is.
    std::string checkValue(const std::string &where, double v)
    {
        std::ostringstream out;
        if (!std::isfinite(v))
            out << where << " is not a finite number";
        else if (std::abs(v) > Limits::maxAbsValue)
            out << where << " is " << v << ", outside ±" << Limits::maxAbsValue;
        return out.str();
    }

    std::string checkMatrix(const char *name, const Matrix &m, Eigen::Index rows, Eigen::Index cols)
    {
        std::ostringstream out;
        if (m.rows() != rows || m.cols() != cols) {
            out << name << ": shape " << m.rows() << "×" << m.cols() << ", expected " << rows << "×" << cols;
            return out.str();
        }
        for (Eigen::Index i = 0; i < m.rows(); ++i)
            for (Eigen::Index j = 0; j < m.cols(); ++j)
                if (!acceptable(m(i, j))) // the message is made only then: X can hold millions of numbers
                    return checkValue(std::string(name) + ": row " + std::to_string(i) + ", column "
                                          + std::to_string(j),
                                      m(i, j));
        return {};
    }

    // An empty bias is none (zeros); otherwise d_model numbers.
    std::string checkBias(const char *name, const RowVector &b, Eigen::Index d)
    {
        if (b.size() == 0)
            return {};
        if (b.size() != d) {
            std::ostringstream out;
            out << name << ": " << b.size() << " numbers, expected " << d;
            return out.str();
        }
        for (Eigen::Index j = 0; j < d; ++j)
            if (!acceptable(b[j]))
                return checkValue(std::string(name) + ": entry " + std::to_string(j), b[j]);
        return {};
    }

    // num_heads, num_kv_heads and head_dim against d_model and each other.
    std::string checkHeadShape(const Session &s, Eigen::Index d)
    {
        std::ostringstream out;
        if (s.numKvHeads && (*s.numKvHeads < 1 || s.numHeads % *s.numKvHeads != 0)) {
            out << "num_kv_heads: " << *s.numKvHeads << " does not divide num_heads " << s.numHeads;
            return out.str();
        }
        if (s.headDim) {
            if (*s.headDim < 1) {
                out << "head_dim: " << *s.headDim << " must be at least 1";
                return out.str();
            }
            if (std::int64_t(s.numHeads) * *s.headDim > Limits::maxHeadColumns) {
                out << "head_dim: num_heads " << s.numHeads << " × head_dim " << *s.headDim
                    << " is more than the limit of " << Limits::maxHeadColumns;
                return out.str();
            }
        } else if (!s.mla && d % s.numHeads != 0) { // (latent attention sets its own widths)
            out << "num_heads: " << s.numHeads << " does not divide d_model " << d;
            return out.str();
        }
        return {};
    }

    // DeepSeek's latent attention in place of W_Q, W_K, W_V: its sizes, its matrices' shapes, and
    // none of the keys it replaces.
    std::string checkLatent(const Session &s, Eigen::Index d)
    {
        const LatentAttention &m = *s.mla;
        const Eigen::Index H = s.numHeads;
        if (s.Wq.size() || s.Wk.size() || s.Wv.size() || s.bQ.size() || s.bK.size() || s.bV.size())
            return "mla: a session with latent attention has no W_Q, W_K, W_V, b_Q, b_K or b_V";
        if (s.numKvHeads || s.headDim || s.qNorm.size() || s.kNorm.size() || s.normEps)
            return "mla: a session with latent attention has no num_kv_heads, head_dim, q_norm, k_norm or norm_eps "
                   "(its norms' eps is 1e-6)";
        if (!s.scale)
            return "mla: a session with latent attention gives its scale (1/√(qk_nope_head_dim + qk_rope_head_dim), "
                   "× YaRN's mscale² where the model has it)";
        if (m.nope < 0 || m.rope < 2 || m.rope % 2 != 0 || m.v < 1)
            return "mla: qk_rope_head_dim must be even and at least 2, qk_nope_head_dim at least 0 and v_head_dim "
                   "at least 1";
        if (H * m.headWidth() > Limits::maxHeadColumns) {
            std::ostringstream out;
            out << "mla: num_heads " << H << " × max(qk_nope_head_dim + qk_rope_head_dim, v_head_dim) "
                << m.headWidth() << " is more than the limit of " << Limits::maxHeadColumns;
            return out.str();
        }
        const Eigen::Index r = m.Wdkv.cols(), rq = m.Wdq.cols(), qIn = m.Wdq.size() ? rq : d;
        if (r < 1 || r > Limits::maxHeadColumns || rq > Limits::maxHeadColumns)
            return "mla: W_DKV (and W_DQ) must have 1 to 4096 columns";
        if (m.Wdq.size())
            if (auto e = checkMatrix("mla: W_DQ", m.Wdq, d, rq); !e.empty())
                return e;
        if (m.qaNorm.size() != rq) // with W_DQ, as many as its columns; without, none
            return "mla: q_a_norm must have as many numbers as W_DQ has columns (none without W_DQ)";
        if (m.kvNorm.size() != r)
            return "mla: kv_norm must have as many numbers as W_DKV has columns";
        for (auto [name, w, rows, cols] : { std::tuple { "mla: W_UQ", &m.Wuq, qIn, H * m.qkWidth() },
                                            { "mla: W_DKV", &m.Wdkv, d, r },
                                            { "mla: W_UK", &m.Wuk, r, H * m.nope },
                                            { "mla: W_UV", &m.Wuv, r, H * m.v },
                                            { "mla: W_KR", &m.Wkr, d, Eigen::Index(m.rope) },
                                            { "W_O", &s.Wo, H * m.v, d } })
            if (auto e = checkMatrix(name, *w, rows, cols); !e.empty())
                return e;
        for (auto [name, b] : { std::pair { "mla: q_a_norm", &m.qaNorm }, { "mla: kv_norm", &m.kvNorm } })
            if (auto e = checkBias(name, *b, b->size()); !e.empty())
                return e;
        return {};
    }

    // The per-head norms and the rotation.
    std::string checkQK(const Session &s, Eigen::Index T)
    {
        std::ostringstream out;
        const int dk = s.dK();
        for (auto [name, w] : { std::pair { "q_norm", &s.qNorm }, { "k_norm", &s.kNorm } }) {
            if (w->size() == 0)
                continue;
            if (w->size() != dk) {
                out << name << ": " << w->size() << " numbers, expected head_dim " << dk;
                return out.str();
            }
            if (auto e = checkBias(name, *w, dk); !e.empty())
                return e;
        }
        if (s.normEps && !(std::isfinite(*s.normEps) && *s.normEps >= Limits::minNormEps && *s.normEps <= 1)) {
            out << "norm_eps: " << *s.normEps << " must lie in [1e-12, 1]";
            return out.str();
        }
        if (!s.rope)
            return {};
        const Rope &r = *s.rope;
        if (!s.mla && dk % 2 != 0) { // (latent attention turns its even rope part alone)
            out << "rope: head_dim " << dk << " is odd; the rotation turns pairs of columns";
            return out.str();
        }
        if (!(std::isfinite(r.theta) && r.theta > 0 && r.theta <= Limits::maxRopeTheta)) {
            out << "rope: theta " << r.theta << " must be a positive number up to " << Limits::maxRopeTheta;
            return out.str();
        }
        if (!r.positions.empty()) {
            if (Eigen::Index(r.positions.size()) != T) {
                out << "rope: positions: " << r.positions.size() << " numbers for " << T << " tokens";
                return out.str();
            }
            for (std::size_t i = 0; i < r.positions.size(); ++i)
                if (!acceptable(r.positions[i]))
                    return checkValue("rope: positions: entry " + std::to_string(i), r.positions[i]);
        }
        const RopeScaling &sc = r.scaling;
        if (sc.type == RopeScaling::Type::None)
            return {};
        if (!(std::isfinite(sc.factor) && sc.factor > 0 && sc.factor <= Limits::maxAbsValue)) {
            out << "rope: scaling: factor " << sc.factor << " must be a positive number";
            return out.str();
        }
        if (sc.type == RopeScaling::Type::Yarn && !(r.theta > 1)) {
            out << "rope: theta " << r.theta << " must be above 1 for yarn scaling";
            return out.str();
        }
        if (sc.type == RopeScaling::Type::Yarn) {
            for (const auto &[name, v] : { std::pair { "original_max_position_embeddings", sc.originalMaxPositions },
                                           std::pair { "beta_fast", sc.betaFast },
                                           std::pair { "beta_slow", sc.betaSlow } })
                if (!(std::isfinite(v) && v > 0 && v <= Limits::maxAbsValue)) {
                    out << "rope: scaling: " << name << " " << v << " must be a positive number";
                    return out.str();
                }
            for (const auto &[name, v] : { std::pair { "mscale", sc.mscale }, std::pair { "mscale_all_dim", sc.mscaleAllDim },
                                           std::pair { "attention_factor", sc.attentionFactor } })
                if (!(std::isfinite(v) && v >= 0 && v <= Limits::maxAbsValue)) {
                    out << "rope: scaling: " << name << " " << v << " must be a positive number";
                    return out.str();
                }
        }
        if (sc.type == RopeScaling::Type::Llama3) {
            if (!(std::isfinite(sc.lowFreqFactor) && std::isfinite(sc.highFreqFactor) && sc.lowFreqFactor > 0
                  && sc.highFreqFactor > sc.lowFreqFactor && sc.highFreqFactor <= Limits::maxAbsValue)) {
                out << "rope: scaling: low_freq_factor " << sc.lowFreqFactor << " and high_freq_factor "
                    << sc.highFreqFactor << " must be positive, the high one larger";
                return out.str();
            }
            if (!(std::isfinite(sc.originalMaxPositions) && sc.originalMaxPositions > 0
                  && sc.originalMaxPositions <= Limits::maxAbsValue)) {
                out << "rope: scaling: original_max_position_embeddings " << sc.originalMaxPositions
                    << " must be a positive number";
                return out.str();
            }
        }
        return {};
    }

    // The masks beyond causal, padding and blocked cells.
    std::string checkMoreMasks(const Session &s, Eigen::Index T)
    {
        std::ostringstream out;
        if (s.window && *s.window < 1) {
            out << "window: " << *s.window << " must be a whole number ≥ 1";
            return out.str();
        }
        if (s.prefix < 0 || s.prefix > T) {
            out << "prefix: " << s.prefix << " is outside 0…" << T;
            return out.str();
        }
        if (!s.segments.empty() && s.segments.size() != static_cast<std::size_t>(T)) {
            out << "segments: " << s.segments.size() << " ids for " << T << " tokens";
            return out.str();
        }
        return {};
    }

    // What training needs: the target output and the default settings of `train`.
    std::string checkLearning(const Session &s, Eigen::Index T, Eigen::Index d)
    {
        if (s.target)
            if (auto e = checkMatrix("target", *s.target, T, d); !e.empty())
                return e;
        if (s.training) {
            const double lr = s.training->lr;
            if (!(std::isfinite(lr) && lr > 0)) {
                std::ostringstream out;
                out << "training: lr " << lr << " must be a positive, finite number";
                return out.str();
            }
            if (s.training->optimizer != Optimizer::Sgd && s.training->optimizer != Optimizer::Adam)
                return "training: optimizer must be sgd or adam";
        }
        return {};
    }

} // namespace

std::string validate(const Session &s)
{
    std::ostringstream out;
    const auto T = static_cast<Eigen::Index>(s.tokens.size());
    if (T == 0)
        return "tokens: there must be at least one token";
    if (T > Limits::maxTokens) {
        out << "tokens: " << T << " tokens, more than the limit of " << Limits::maxTokens;
        return out.str();
    }
    for (std::size_t t = 0; t < s.tokens.size(); ++t)
        if (s.tokens[t].size() > static_cast<std::size_t>(Limits::maxTokenLength)) {
            out << "tokens: token " << t << " is longer than " << Limits::maxTokenLength << " bytes of UTF-8";
            return out.str();
        }
    if (s.X.rows() != T) {
        out << "embeddings: " << s.X.rows() << " rows for " << T << " tokens";
        return out.str();
    }
    const Eigen::Index d = s.X.cols();
    if (d < 1)
        return "embeddings: d_model must be at least 1";
    if (d > Limits::maxDModel) {
        out << "embeddings: d_model " << d << " is more than the limit of " << Limits::maxDModel;
        return out.str();
    }
    if (s.numHeads < 1 || s.numHeads > Limits::maxHeads) {
        out << "num_heads: " << s.numHeads << " is outside 1…" << Limits::maxHeads;
        return out.str();
    }
    if (auto e = checkHeadShape(s, d); !e.empty())
        return e;
    const Eigen::Index qw = s.qWidth(), kvw = s.kvWidth();
    if (auto e = checkMatrix("embeddings", s.X, T, d); !e.empty())
        return e;
    if (s.mla) {
        if (auto e = checkLatent(s, d); !e.empty())
            return e;
    } else {
        for (auto [name, m, rows, cols] : { std::tuple { "W_Q", &s.Wq, d, qw },
                                            { "W_K", &s.Wk, d, kvw },
                                            { "W_V", &s.Wv, d, kvw },
                                            { "W_O", &s.Wo, qw, d } })
            if (auto e = checkMatrix(name, *m, rows, cols); !e.empty())
                return e;
    }
    if (s.padding.size() != static_cast<std::size_t>(T)) {
        out << "padding: " << s.padding.size() << " flags for " << T << " tokens";
        return out.str();
    }
    if (s.blocked.size() > static_cast<std::size_t>(Limits::maxBlockedCells)) {
        out << "blocked: " << s.blocked.size() << " pairs, more than the limit of "
            << Limits::maxBlockedCells;
        return out.str();
    }
    for (std::size_t b = 0; b < s.blocked.size(); ++b) {
        const auto [i, j] = s.blocked[b];
        if (i < 0 || i >= T || j < 0 || j >= T) {
            out << "blocked: entry " << b << " [" << i << ", " << j << "] is outside 0…" << T - 1;
            return out.str();
        }
    }
    if (auto e = checkScoreRule(s.rule(), s.numHeads); !e.empty())
        return e;
    if (auto e = checkMoreMasks(s, T); !e.empty())
        return e;
    for (auto [name, b, n] : { std::tuple { "b_Q", &s.bQ, qw },
                               { "b_K", &s.bK, kvw },
                               { "b_V", &s.bV, kvw },
                               { "b_O", &s.bO, d } })
        if (auto e = checkBias(name, *b, n); !e.empty())
            return e;
    if (auto e = checkQK(s, T); !e.empty())
        return e;
    if (auto e = checkLearning(s, T, d); !e.empty())
        return e;
    if (s.notes.size() > static_cast<std::size_t>(Limits::maxNotesBytes)) {
        out << "notes: " << s.notes.size() << " bytes, more than the limit of " << Limits::maxNotesBytes;
        return out.str();
    }
    return {};
}

} // namespace attn
