#include "induction_task.h"

#include "core/workers.h"

#include <cmath>
#include <cstring>
#include <memory>

namespace attn::gpt2 {

namespace {

    // A uniform integer in [lo, hi] from the generator's bits, the same on every platform
    // (std::uniform_int_distribution's algorithm is the library's choice).
    int uniformIn(std::mt19937_64 &random, int lo, int hi)
    {
        const std::uint64_t span = std::uint64_t(hi - lo) + 1;
        const std::uint64_t limit = UINT64_MAX - UINT64_MAX % span; // no modulo bias
        std::uint64_t v;
        do
            v = random();
        while (v >= limit);
        return lo + int(v % span);
    }

    // The sinusoids' size: the embeddings' own spread, N(0, 0.02²), which ln_1 sees summed with
    // them. Larger positions teach faster at first but offer a shortcut: at 0.1, layer 0 learns to
    // look about half way back by position (the second copy starts half way), which predicts part
    // of the repeat, and no induction head forms; at 1 the letters drown (bench/RESULTS.md).
    constexpr double kPositionAmplitude = 0.02;

    int repeatOf(const Sequence &s)
    {
        return int(s.size() - 1) / 2;
    }

} // namespace

std::string checkInductionTask(const InductionTask &t)
{
    if (t.alphabet < 2 || t.alphabet > 52)
        return "the alphabet has " + std::to_string(t.alphabet) + " letters; it needs 2 to 52";
    if (t.seq < 5 || t.seq > 1024)
        return "sequences of " + std::to_string(t.seq) + " tokens; the task takes 5 to 1024";
    const int most = (t.seq - 1) / 2;
    if (t.mMin < 1 || t.mMin >= t.mMax || t.mMax > most)
        return "the repeat length runs from " + std::to_string(t.mMin) + " to " + std::to_string(t.mMax)
            + "; it needs 1 ≤ m_min < m_max ≤ " + std::to_string(most) + " for sequences of "
            + std::to_string(t.seq) + " tokens";
    return {};
}

namespace inductiontask {
    // [BOS, r₁ … r_m, r₁ … r_m], the letters drawn from `random`.
    Sequence repeatedLetters(const InductionTask &t, int m, std::mt19937_64 &random)
    {
        Sequence s { t.bos() };
        for (int k = 0; k < m; ++k)
            s.push_back(uniformIn(random, 0, t.alphabet - 1));
        for (int k = 0; k < m; ++k)
            s.push_back(s[std::size_t(1 + k)]);
        return s;
    }
} // namespace inductiontask

Sequence drawInductionSequence(const InductionTask &t, std::mt19937_64 &random)
{
    const int m = uniformIn(random, t.mMin, t.mMax);
    return inductiontask::repeatedLetters(t, m, random);
}

std::vector<Sequence> drawInductionBatch(const InductionTask &t, int count, std::mt19937_64 &random)
{
    std::vector<Sequence> out;
    for (int b = 0; b < count; ++b)
        out.push_back(drawInductionSequence(t, random));
    return out;
}

std::vector<Sequence> heldOutInductionBatch(const InductionTask &t)
{
    std::mt19937_64 random(0x48656c644f7574); // the same batch for every run
    return drawInductionBatch(t, 64, random);
}

std::function<std::vector<Sequence>(int)> inductionBatches(const InductionTask &t, int count, std::uint64_t seed)
{
    auto data = std::make_shared<std::mt19937_64>(seed ^ 0x9e3779b97f4a7c15ull);
    return [data, t, count](int) { return drawInductionBatch(t, count, *data); };
}

Sequence showcaseInductionSequence(const InductionTask &t)
{
    std::mt19937_64 random(0x53686f77636173); // fixed: every run and seed shows the same letters
    return inductiontask::repeatedLetters(t, std::min(10, t.mMax), random);
}

InductionMeasures measureInduction(const ModelParams &p, const std::vector<Sequence> &batch, int threads,
                                   const std::vector<HeadId> &ablated)
{
    const int L = p.config.nLayer, H = p.config.nHead;
    std::vector<double> sums(batch.size(), 0.0);
    std::vector<int> counts(batch.size(), 0);
    std::vector<std::vector<HeadScores>> each(batch.size());
    work::Crew crew(std::min(int(batch.size()), work::chooseThreads(threads, 1e12)), 0, {}, nullptr);
    crew.run(
        int(batch.size()),
        [&](int b, int) {
            const Sequence &s = batch[std::size_t(b)];
            const int m = repeatOf(s), T = int(s.size());
            const SequencePass pass = forwardSequence(p, s, ablated);
            // The second copy sits at m+1 … 2m; position m+k predicts r_{k+1} (at m+k+1), k = 1 … m−1.
            for (int k = 1; k < m; ++k) {
                sums[std::size_t(b)] -= pass.logSoftmax(m + k, s[std::size_t(m + k + 1)]);
                ++counts[std::size_t(b)];
            }
            for (int l = 0; l < L; ++l)
                for (int h = 0; h < H; ++h) {
                    const Matrix &P = pass.layers[std::size_t(l)].weights[std::size_t(h)];
                    CausalWeights w(T);
                    for (int i = 0; i < T; ++i)
                        std::memcpy(w.row(i), P.row(i).data(), sizeof(double) * std::size_t(i + 1));
                    each[std::size_t(b)].push_back(scoreHead({ l, h }, w, s));
                }
        },
        [](int) { return 0.0; });
    InductionMeasures out;
    double sum = 0;
    int count = 0;
    for (std::size_t b = 0; b < batch.size(); ++b) { // in order: the same bits at any thread count
        sum += sums[b];
        count += counts[b];
    }
    out.repeatedHalfLoss = count ? sum / count : 0.0;
    for (int k = 0; k < L * H; ++k) {
        HeadScores mean;
        mean.head = { k / H, k % H };
        double previous = 0, first = 0, self = 0, induction = 0;
        int withPrevious = 0, withInduction = 0;
        for (const auto &scores : each) { // in order
            const HeadScores &s = scores[std::size_t(k)];
            self += s.self;
            if (s.previousToken) {
                previous += *s.previousToken;
                first += *s.firstToken;
                ++withPrevious;
            }
            if (s.induction) {
                induction += *s.induction;
                ++withInduction;
            }
        }
        mean.self = batch.empty() ? 0.0 : self / double(batch.size());
        if (withPrevious) {
            mean.previousToken = previous / withPrevious;
            mean.firstToken = first / withPrevious;
        }
        if (withInduction)
            mean.induction = induction / withInduction;
        out.heads.push_back(mean);
    }
    return out;
}

double repeatedHalfLoss(const ModelParams &p, const std::vector<Sequence> &batch, int threads,
                        const std::vector<HeadId> &ablated)
{
    return measureInduction(p, batch, threads, ablated).repeatedHalfLoss;
}

std::vector<HeadScores> meanHeadScores(const ModelParams &p, const std::vector<Sequence> &batch,
                                       const std::vector<HeadId> &ablated, int threads)
{
    return measureInduction(p, batch, threads, ablated).heads;
}

const HeadScores *bestInductionHead(const std::vector<HeadScores> &heads)
{
    const HeadScores *best = nullptr;
    for (const HeadScores &s : heads)
        if (s.head.layer >= 1 && s.induction && (!best || *s.induction > *best->induction))
            best = &s;
    return best;
}

InductionRecipe defaultInductionRecipe()
{
    InductionRecipe r;
    r.task = { .alphabet = 32, .mMin = 1, .mMax = 24, .seq = 49 };
    r.layers = 2;
    r.heads = 4;
    r.dModel = 64;
    r.batch = 32;
    r.optimizer = Optimizer::Adam;
    r.lr = 3e-3;
    r.fixedPositions = true;
    return r;
}

std::string checkInductionRecipe(const InductionRecipe &r)
{
    if (std::string why = checkInductionTask(r.task); !why.empty())
        return why;
    if (r.layers < 2 || r.layers > 12)
        return std::to_string(r.layers) + " layers; the task needs 2 to 12 (an induction head reads an earlier layer's work)";
    if (r.heads < 1 || r.heads > 16)
        return std::to_string(r.heads) + " heads; the task takes 1 to 16";
    if (r.dModel < 2 || r.dModel > 512 || r.dModel % r.heads != 0)
        return "d_model " + std::to_string(r.dModel) + " must be 2 to 512 and a multiple of the "
            + std::to_string(r.heads) + " heads";
    if (r.batch < 1 || r.batch > 4096)
        return "a batch of " + std::to_string(r.batch) + " sequences; the task takes 1 to 4096";
    if (!(r.lr > 0) || !std::isfinite(r.lr) || r.lr > 1e3)
        return "the learning rate must be positive and at most 1000";
    return {};
}

Config inductionConfig(const InductionRecipe &r)
{
    Config c;
    c.modelType = "gpt2";
    c.nLayer = r.layers;
    c.nHead = r.heads;
    c.nEmbd = r.dModel;
    c.nPositions = r.task.seq;
    c.vocabSize = r.task.alphabet + 1;
    c.nInner = 4 * r.dModel;
    return c;
}

ModelParams newInductionModel(const InductionRecipe &r, std::uint64_t seed)
{
    ModelParams p = initialiseParams(inductionConfig(r), seed);
    for (LayerParams &L : p.layers) {
        L.Wfc.setZero();
        L.bfc.setZero();
        L.Wproj.setZero();
        L.bproj.setZero();
    }
    p.attentionOnly = true;
    if (r.fixedPositions)
        p.wpe = sinusoidalPositions(p.config.nPositions, p.config.nEmbd, kPositionAmplitude);
    return p;
}

std::vector<char> inductionFrozen(const ModelParams &p, bool fixedPositions)
{
    std::vector<char> frozen;
    for (const ConstTensorRef &t : tensorsOf(p)) {
        const bool unused = t.name.find(".mlp.") != std::string::npos || t.name.find(".ln_2.") != std::string::npos;
        frozen.push_back(unused || (fixedPositions && t.name == "wpe.weight"));
    }
    return frozen;
}

Matrix sinusoidalPositions(int positions, int d, double amplitude)
{
    Matrix out(positions, d);
    for (int t = 0; t < positions; ++t)
        for (int c = 0; c < d; ++c) {
            const double angle = t / std::pow(10000.0, double(c - c % 2) / d);
            out(t, c) = amplitude * (c % 2 ? std::cos(angle) : std::sin(angle));
        }
    return out;
}

} // namespace attn::gpt2
