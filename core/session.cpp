// Session helpers: the lesson's example, random sessions, and the consistency check.
#include "session.h"

#include <cmath>
#include <random>
#include <sstream>

namespace attn {

double Session::effectiveScale() const
{
    if (scale)
        return *scale;
    const int dk = dK();
    return dk > 0 ? 1.0 / std::sqrt(static_cast<double>(dk)) : 1.0;
}

Session lessonSession()
{
    Session s;
    s.tokens = {"the", "river", "bank"};
    s.X.resize(3, 2);
    s.X << 1, 0, //
        0, 1,    //
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

static bool sameMatrix(const Matrix &a, const Matrix &b)
{
    return a.rows() == b.rows() && a.cols() == b.cols() && (a.array() == b.array()).all();
}

bool sameSession(const Session &a, const Session &b)
{
    return a.tokens == b.tokens && sameMatrix(a.X, b.X) && a.numHeads == b.numHeads
        && sameMatrix(a.Wq, b.Wq) && sameMatrix(a.Wk, b.Wk) && sameMatrix(a.Wv, b.Wv)
        && sameMatrix(a.Wo, b.Wo) && a.causal == b.causal && a.padding == b.padding
        && a.blocked == b.blocked && a.scale == b.scale;
}

namespace {

std::string checkMatrix(const char *name, const Matrix &m, Eigen::Index rows, Eigen::Index cols)
{
    std::ostringstream out;
    if (m.rows() != rows || m.cols() != cols) {
        out << name << ": shape " << m.rows() << "×" << m.cols() << ", expected " << rows << "×" << cols;
        return out.str();
    }
    for (Eigen::Index i = 0; i < m.rows(); ++i)
        for (Eigen::Index j = 0; j < m.cols(); ++j) {
            const double v = m(i, j);
            if (!std::isfinite(v)) {
                out << name << ": row " << i << ", column " << j << " is not a finite number";
                return out.str();
            }
            if (std::abs(v) > Limits::maxAbsValue) {
                out << name << ": row " << i << ", column " << j << " is " << v
                    << ", outside ±" << Limits::maxAbsValue;
                return out.str();
            }
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
    if (d % s.numHeads != 0) {
        out << "num_heads: " << s.numHeads << " does not divide d_model " << d;
        return out.str();
    }
    for (auto [name, m] : {std::pair{"embeddings", &s.X}, {"W_Q", &s.Wq}, {"W_K", &s.Wk},
                           {"W_V", &s.Wv}, {"W_O", &s.Wo}}) {
        const Eigen::Index rows = (m == &s.X) ? T : d;
        if (auto e = checkMatrix(name, *m, rows, d); !e.empty())
            return e;
    }
    if (s.padding.size() != static_cast<std::size_t>(T)) {
        out << "padding: " << s.padding.size() << " flags for " << T << " tokens";
        return out.str();
    }
    for (std::size_t b = 0; b < s.blocked.size(); ++b) {
        const auto [i, j] = s.blocked[b];
        if (i < 0 || i >= T || j < 0 || j >= T) {
            out << "blocked: entry " << b << " [" << i << ", " << j << "] is outside 0…" << T - 1;
            return out.str();
        }
    }
    if (s.scale && !(std::isfinite(*s.scale) && *s.scale > 0 && *s.scale <= Limits::maxScale)) {
        out << "scale: " << *s.scale << " must be a positive number up to " << Limits::maxScale;
        return out.str();
    }
    return {};
}

} // namespace attn
