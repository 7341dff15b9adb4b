// Fuzz target: the session loader, io::parseSession, on any bytes at all. What must hold:
// - a refused input gets a message that starts with the file's name;
// - an accepted session is valid (validate() is empty), and saves to JSON that loads back to
//   the same session and the same view;
// - attention on it, by the readable path and by the fast one the app runs, gives finite
//   numbers and weights in [0, 1], exactly 0 on blocked cells, every row summing to 1 or,
//   where the mask blocks the whole row, all 0 and listed as fully masked; and the two paths
//   agree wherever the inputs are small enough that rounding cannot decide the softmax;
// - with a target, the loss and every gradient are finite (the limits keep them below 1e90) and
//   a blocked cell passes no gradient.
// Sessions of more than kMaxWork multiply-adds are loaded and saved but not computed, so the
// fuzzer stays fast (libFuzzer's inputs are a few kB; the seeds are small too).
#include "fuzz_check.h"

#include "core/attention.h"
#include "core/fast_attention.h"
#include "core/gradient.h"
#include "core/mask.h"
#include "io/session_json.h"

#include <QByteArray>
#include <QJsonObject>
#include <QString>

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

using namespace attn;

namespace {

constexpr double kMaxWork = 1 << 22; // multiply-adds of one forward pass
constexpr double kSumTolerance = 1e-9;
// Largest |scale · score| the bound below may reach for the two paths to be compared, and
// how far their weights may then differ: rounding moves such a logit by about d·ε·64.
constexpr double kMaxComparedLogit = 64;
constexpr double kAgreement = 1e-9;

QString label()
{
    return QStringLiteral("fuzz.json");
}

std::string text(const QString &s)
{
    return s.toStdString();
}
std::string text(const QByteArray &b)
{
    return b.toStdString();
}

std::string row(int head, Eigen::Index i, double value)
{
    return "head " + std::to_string(head) + ", row " + std::to_string(i) + ": " + fuzz::exact(value);
}

std::string cell(int head, Eigen::Index i, Eigen::Index j, double value)
{
    return "head " + std::to_string(head) + ", row " + std::to_string(i) + ", column " + std::to_string(j)
        + ": " + fuzz::exact(value);
}

void checkRefusal(const QString &error)
{
    const QString prefix = label() + QStringLiteral(": ");
    FUZZ_CHECK(error.startsWith(prefix) && error.size() > prefix.size(),
               "a refusal names the file and says why", text(error));
}

void checkRoundTrip(const Session &s, const QJsonObject &view)
{
    const QByteArray saved = io::sessionToJson(s, view);
    QString error;
    QJsonObject viewBack;
    const std::optional<Session> back = io::parseSession(saved, label(), &error, &viewBack);
    FUZZ_CHECK(back.has_value(), "a saved session loads again", text(error) + "\n" + text(saved));
    FUZZ_CHECK(sameSession(s, *back), "a saved session loads back unchanged", text(saved));
    FUZZ_CHECK(viewBack == view, "a saved view loads back unchanged", text(saved));
}

double forwardWork(const Session &s)
{
    const double T = s.tokenCount(), d = s.dModel();
    return 4 * T * d * d + 2 * T * T * d; // Q, K, V and W_O; scores and weights · V over all heads
}

// One head's weights (T,T) against the mask (T,T): what the masked softmax promises. `sink` (T), when
// the head has one, is the sink's share of each row: the weights and it make 1, and 0 where the
// mask blocks the whole row.
void checkWeights(int head, MatrixRef w, const Mask &mask, const std::vector<int> &fullyMasked,
                  const Vector &sink)
{
    const Eigen::Index T = mask.rows();
    FUZZ_CHECK(w.rows() == T && w.cols() == T, "each head's weights are T×T");
    std::vector<int> blockedRows;
    for (Eigen::Index i = 0; i < T; ++i) {
        double sum = 0;
        for (Eigen::Index j = 0; j < T; ++j) {
            const double x = w(i, j);
            FUZZ_CHECK(x >= 0 && x <= 1, "a weight lies in [0, 1]", cell(head, i, j, x)); // NaN too
            FUZZ_CHECK(!mask(i, j) || x == 0, "a blocked cell has weight exactly 0", cell(head, i, j, x));
            sum += x;
        }
        const double share = sink.size() ? sink[i] : 0.0;
        FUZZ_CHECK(share >= 0 && share <= 1, "the sink's share lies in [0, 1]", row(head, i, share));
        if (mask.row(i).all()) {
            blockedRows.push_back(static_cast<int>(i));
            FUZZ_CHECK(sum == 0 && share == 0, "a fully masked row is all 0, its sink too", row(head, i, sum));
        } else {
            sum += share;
            FUZZ_CHECK(std::abs(sum - 1) <= kSumTolerance, "a row of weights sums to 1", row(head, i, sum));
        }
    }
    FUZZ_CHECK(fullyMasked == blockedRows, "the fully masked rows are listed, in order",
               "head " + std::to_string(head));
}

void checkResult(const Session &s, const AttentionResult &r, const Mask &mask)
{
    const int T = s.tokenCount(), d = s.dModel();
    FUZZ_CHECK(r.tokenCount() == T && r.dModel == d && r.numHeads == s.numHeads && r.dK == s.dK(),
               "the result has the session's shape");
    FUZZ_CHECK(r.scale == s.effectiveScale(), "the result uses the session's scale");
    FUZZ_CHECK(r.heads.size() == static_cast<std::size_t>(s.numHeads), "one result per head");
    for (int h = 0; h < s.numHeads; ++h) {
        const HeadResult &head = r.heads[static_cast<std::size_t>(h)];
        checkWeights(h, head.weights, mask, head.fullyMaskedRows, head.sink);
        FUZZ_CHECK(head.output.rows() == T && head.output.cols() == s.dK() && head.output.allFinite(),
                   "each head's output is finite, T×d_k", "head " + std::to_string(h));
    }
    FUZZ_CHECK(r.concat.rows() == T && r.concat.cols() == s.qWidth() && r.concat.allFinite(),
               "concat is finite, T×(num_heads·d_k)");
    FUZZ_CHECK(r.output.rows() == T && r.output.cols() == d && r.output.allFinite(),
               "the output is finite, T×d_model");
}

// An upper bound of |scale · score| over every head: |Q| ≤ d·max|X|·max|W_Q|, likewise K.
double logitBound(const Session &s)
{
    const double x = s.X.cwiseAbs().maxCoeff();
    const double q = s.dModel() * x * s.Wq.cwiseAbs().maxCoeff();
    const double k = s.dModel() * x * s.Wk.cwiseAbs().maxCoeff();
    return s.effectiveScale() * s.dK() * q * k;
}

void checkAgreement(const Session &s, const AttentionResult &readable, const AttentionResult &fast)
{
    if (s.mla || !(logitBound(s) <= kMaxComparedLogit)) // (latent attention: the fast path is the readable one)
        return; // large logits: rounding alone may move the softmax; only the invariants above hold
    for (int h = 0; h < s.numHeads; ++h) {
        const StridedMatrix &a = readable.heads[static_cast<std::size_t>(h)].weights;
        const StridedMatrix &b = fast.heads[static_cast<std::size_t>(h)].weights;
        const double worst = (a - b).cwiseAbs().maxCoeff();
        FUZZ_CHECK(worst <= kAgreement, "the fast path's weights are the readable path's",
                   "head " + std::to_string(h) + ": differ by " + fuzz::exact(worst));
    }
}

void checkGradient(const Session &s, const AttentionResult &r)
{
    const GradientResult g = computeGradient(s, r, *s.target);
    FUZZ_CHECK(std::isfinite(g.loss) && g.loss >= 0, "the loss is finite", fuzz::exact(g.loss));
    for (const Matrix *m : { &g.dWq, &g.dWk, &g.dWv, &g.dWo, &g.dX, &g.dQ, &g.dK, &g.dV })
        FUZZ_CHECK(m->allFinite(), "every gradient is finite");
    for (auto [b, n] : { std::pair { &g.dbQ, s.qWidth() }, { &g.dbK, s.kvWidth() }, { &g.dbV, s.kvWidth() },
                         { &g.dbO, s.dModel() } })
        FUZZ_CHECK(b->size() == n && b->allFinite(), "every bias gradient is finite, as long as its bias");
    for (std::size_t h = 0; h < g.heads.size(); ++h)
        FUZZ_CHECK((r.mask.select(g.heads[h].dLogits, 0.0).array() == 0).all(),
                   "a blocked cell passes no gradient", "head " + std::to_string(h));
}

void checkAttention(const Session &s, std::size_t inputSize)
{
    const Mask mask = buildMask(s); // (T,T)
    const AttentionResult readable = computeAttention(s);
    checkResult(s, readable, mask);

    FastOptions options;
    // Row blocks of 1 to 5 rows, chosen by the input so the replay is exact: the edges between
    // blocks (and the causal shortcut per block) get exercised on small sessions too.
    options.rowBlock = 1 + static_cast<int>(inputSize % 5);
    const std::optional<AttentionResult> fast = computeAttentionFast(s, options);
    FUZZ_CHECK(fast.has_value(), "the fast path finishes when nothing cancels it");
    checkResult(s, *fast, mask);
    checkAgreement(s, readable, *fast);
    if (s.target && !s.mla) // latent attention has no gradients (computeGradient refuses it)
        checkGradient(s, readable);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    // No copy: libFuzzer's buffer is exactly `size` bytes, so ASan sees any read past its end.
    const QByteArray json
        = QByteArray::fromRawData(reinterpret_cast<const char *>(data), static_cast<qsizetype>(size));
    QString error;
    QJsonObject view;
    const std::optional<Session> s = io::parseSession(json, label(), &error, &view);
    if (!s) {
        checkRefusal(error);
        return 0;
    }
    FUZZ_CHECK(validate(*s).empty(), "an accepted session is valid", validate(*s));
    checkRoundTrip(*s, view);
    if (forwardWork(*s) <= kMaxWork)
        checkAttention(*s, size);
    return 0;
}
