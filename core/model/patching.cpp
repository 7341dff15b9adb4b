// Activation patching (mechanisms.h): the fast batched form and the readable reference.
//
//   clean and corrupted passes, streams kept       S_l, S'_l (T,d) entering each layer, ld, ld'
//   for each layer l:
//     the clean run's head outputs                 concat_l (T,q): layer l's attention on S_l
//     the patched runs that start here, stacked    resid: S'_l with row P from S_l, for every P
//                                                  where the two differ (elsewhere 0, no run);
//                                                  heads: S'_l, and after layer l's attention
//                                                  head h's columns from concat_l
//     layers l … n−1 on all of them at once        (fast_pass.h), in batches of at most
//                                                  batchRows token rows
//     each run's last row                          ld = ln_f(x)·(lm_head[A] − lm_head[B])
#include "mechanisms.h"

#include "core/workers.h"
#include "fast_forward.h"
#include "fast_pass.h"
#include "forward.h"

#include <algorithm>
#include <memory>

namespace attn::gpt2 {

using namespace detail;

std::string checkPatching(const Config &c, const std::vector<int> &clean, const std::vector<int> &corrupt,
                          int answer, int wrong)
{
    if (clean.size() != corrupt.size())
        return "the two texts give " + std::to_string(clean.size()) + " and " + std::to_string(corrupt.size())
            + " tokens; patching needs the same count";
    if (std::string e = checkIds(c, clean); !e.empty())
        return e;
    if (std::string e = checkIds(c, corrupt); !e.empty())
        return e;
    for (int id : { answer, wrong })
        if (id < 0 || id >= c.vocabSize)
            return "the answer id " + std::to_string(id) + " is outside the vocabulary (0…"
                + std::to_string(c.vocabSize - 1) + ")";
    if (answer == wrong)
        return "the answer and the wrong token are the same id (" + std::to_string(answer) + ")";
    return {};
}

namespace {

    // logit(A) − logit(B) of one last row x (d): ln_f(x)·lm_head[A] − ln_f(x)·lm_head[B].
    struct LogitDiff {
        RowVector a, b; // lm_head[A], lm_head[B] (d)

        LogitDiff(const Weights &w, int answer, int wrong)
            : a(w.config.nEmbd)
            , b(w.config.nEmbd)
        {
            convertRows(w.lmHead, answer, 1, a.data());
            convertRows(w.lmHead, wrong, 1, b.data());
        }
        double operator()(const Weights &w, const RowVector &x) const
        {
            const RowVector y = finalNorm(w, x); // (d)
            return w.config.finalLogit(y.dot(a)) - w.config.finalLogit(y.dot(b)); // (Gemma 2: soft-capped)
        }
    };

    // One patched run: where it starts, and what it takes from the clean run there.
    struct Variant {
        int layer = 0;
        int position = -1; // resid: the stream's row P
        int head = -1; // heads: head H's output
    };

    // Step 3 of a layer (c_proj, the residual, the MLP) on a batch of patched runs, only where it
    // can change anything: under the causal mask a run's rows before from[g] are the corrupted
    // run's in every layer (they are set from `after`, the corrupted stream entering the next
    // layer), and after the last layer (after null) only the last row is read. Those rows are
    // moved to the front of the batch, finished, and moved back.
    bool finishChangedRows(FastPass &batch, const std::vector<int> &from, const Matrix *after, work::Crew &crew)
    {
        const int T = batch.T, G = batch.groups;
        auto firstRow = [&](int g) { return after ? from[std::size_t(g)] : T - 1; };
        Index n = 0;
        for (int g = 0; g < G; ++g) // forwards: a row never moves back over one not yet moved
            for (int t = firstRow(g); t < T; ++t, ++n)
                if (const Index at = Index(g) * T + t; at != n) {
                    batch.x.row(n) = batch.x.row(at);
                    batch.concat.row(n) = batch.concat.row(at);
                }
        if (!batch.finishRows(int(n), crew))
            return false;
        for (int g = G - 1; g >= 0; --g) { // backwards, to where they came from
            const int r0 = firstRow(g);
            for (int t = T - 1; t >= r0; --t) {
                --n;
                if (const Index at = Index(g) * T + t; at != n)
                    batch.x.row(at) = batch.x.row(n);
            }
            if (after)
                batch.x.middleRows(Index(g) * T, r0) = after->topRows(r0);
        }
        return true;
    }

    // The token rows a batch holds, by default: a few hundred MB of working matrices.
    int defaultBatchRows(const Config &c, int T)
    {
        const double perRow = 8.0 * (4.0 * c.nEmbd + c.qkvWidth() + c.qWidth() + (c.llama() ? 2.0 : 1.0) * c.nInner);
        return std::max(T, int(256e6 / perRow));
    }

} // namespace

std::uint64_t estimatePatchingBytes(const Config &c, int tokens, int threads)
{
    const double T = tokens, d = c.nEmbd;
    const double streams = 2.0 * c.nLayer * T * d * 8; // both runs' kept streams
    const double perRow = 8.0 * (4.0 * d + c.qkvWidth() + c.qWidth() + (c.llama() ? 2.0 : 1.0) * c.nInner);
    const double batch = double(defaultBatchRows(c, tokens)) * perRow;
    return std::uint64_t(streams + batch + estimateBytes(c, tokens, c.nLayer, threads, true));
}

namespace {

    // The patched runs once both plain passes are done: their plan, and each layer's batches.
    struct Patcher {
        const Weights &w;
        const ModelResult &clean, &corrupt;
        const PatchingOptions &options;
        const LogitDiff &logitDiff;
        FastPass &one;
        Block &block;
        const ModelOptions &passOptions;
        const int T, L, H, maxGroups;
        std::vector<std::vector<Variant>> plan; // the runs that start in each layer
        std::unique_ptr<FastPass> batch; // remade when a batch has another number of runs
        Matrix cleanConcat; // (T,q) the clean run's head outputs in the layer at hand
        std::vector<int> headFrom; // the first position where each head's output differs
        ScoreRule rule;

        const Matrix &cleanStream(int l) const { return clean.streams[static_cast<std::size_t>(l)]; }
        const Matrix &corruptStream(int l) const { return corrupt.streams[static_cast<std::size_t>(l)]; }

        // Every run, layer by layer (a position where both streams agree needs none); the FLOPs.
        double makePlan()
        {
            plan.assign(static_cast<std::size_t>(L), {});
            double flops = 0;
            for (int l = 0; l < L; ++l) {
                auto &runs = plan[static_cast<std::size_t>(l)];
                if (options.resid)
                    for (int p = 0; p < T; ++p)
                        if (cleanStream(l).row(p) != corruptStream(l).row(p))
                            runs.push_back({ l, p, -1 });
                if (options.heads)
                    for (int h = 0; h < H; ++h)
                        runs.push_back({ l, -1, h });
                flops += options.heads ? 2 * (one.projectStepFlops() + one.attendStepFlops()) : 0;
                for (const Variant &v : runs) // steps 1 and 2 on all rows, step 3 on the changed ones
                    flops += (L - l) * (one.projectStepFlops() + one.attendStepFlops())
                        + ((L - l - 1) * (T - std::max(v.position, 0)) + 1) * one.mlpFlops;
            }
            return flops;
        }

        // Both runs' head outputs in layer l; a head whose output is the same in both restores
        // nothing: 0, no run.
        bool headOutputs(int l, work::Crew &crew)
        {
            if (!loadLayer(w, l, nullptr, block, rule, crew))
                return false;
            one.x = cleanStream(l);
            if (!one.project(one.a, crew) || !one.attend(rule, nullptr, crew))
                return false;
            cleanConcat = one.concat;
            one.x = corruptStream(l);
            if (!one.project(one.a, crew) || !one.attend(rule, nullptr, crew))
                return false;
            headFrom.assign(static_cast<std::size_t>(H), 0);
            const Index dk = one.dk;
            for (int h = 0; h < H; ++h) {
                int &f = headFrom[static_cast<std::size_t>(h)];
                while (f < T && cleanConcat.block(f, h * dk, 1, dk) == one.concat.block(f, h * dk, 1, dk))
                    ++f;
            }
            std::erase_if(plan[static_cast<std::size_t>(l)],
                          [&](const Variant &v) { return v.head >= 0 && headFrom[static_cast<std::size_t>(v.head)] == T; });
            return true;
        }

        // The runs [first, first + G) of layer l through layers l … n−1 as one batch; each one's
        // restored share into out.
        bool runBatch(int l, std::size_t first, int G, PatchingResult &out, work::Crew &crew)
        {
            const auto &runs = plan[static_cast<std::size_t>(l)];
            if (!batch || batch->groups != G) {
                batch.reset(); // the old matrices go before the new ones come
                batch = std::make_unique<FastPass>(w, T, G, one.threads, passOptions, block);
                batch->allocate();
            }
            std::vector<int> from(static_cast<std::size_t>(G)); // each run's first row that can differ
            for (int g = 0; g < G; ++g) { // run g: the corrupted stream, row P from the clean run
                const Variant &v = runs[first + std::size_t(g)];
                from[std::size_t(g)] = v.position >= 0 ? v.position : headFrom[static_cast<std::size_t>(v.head)];
                batch->x.middleRows(Index(g) * T, T) = corruptStream(l);
                if (v.position >= 0)
                    batch->x.row(Index(g) * T + v.position) = cleanStream(l).row(v.position);
            }
            for (int m = l; m < L; ++m) {
                if (!loadLayer(w, m, nullptr, block, rule, crew) || !batch->project(batch->a, crew)
                    || !batch->attend(rule, nullptr, crew))
                    return false;
                if (m == l) // the head runs: head h's output from the clean run, every position
                    for (int g = 0; g < G; ++g)
                        if (const Variant &v = runs[first + std::size_t(g)]; v.head >= 0)
                            batch->concat.block(Index(g) * T, Index(v.head) * one.dk, T, one.dk)
                                = cleanConcat.middleCols(Index(v.head) * one.dk, one.dk);
                if (!finishChangedRows(*batch, from, m + 1 < L ? &corruptStream(m + 1) : nullptr, crew))
                    return false;
            }
            const double span = out.cleanLogitDiff - out.corruptLogitDiff;
            for (int g = 0; g < G; ++g) {
                const Variant &v = runs[first + std::size_t(g)];
                const double ld = logitDiff(w, batch->x.row(Index(g) * T + T - 1));
                (v.head >= 0 ? out.heads(l, v.head) : out.resid(l, v.position)) = (ld - out.corruptLogitDiff) / span;
                ++out.runs;
            }
            return true;
        }
    };

} // namespace

std::optional<PatchingResult> patchActivations(const Weights &w, const std::vector<int> &clean,
                                               const std::vector<int> &corrupt, int answer, int wrong,
                                               const PatchingOptions &options)
{
    const Config &c = w.config;
    const int T = static_cast<int>(clean.size()), L = c.nLayer, H = c.nHead;
    const int cap = std::max(T, options.batchRows > 0 ? options.batchRows : defaultBatchRows(c, T));
    const int maxGroups = std::max(1, cap / T);
    const int threads = passThreads(c, options.threads, double(T) * std::min(maxGroups, T + H), L);
    const LogitDiff logitDiff(w, answer, wrong);

    // The share of the two plain passes in the progress, against every patched run over all rows.
    ModelOptions passOptions;
    passOptions.threads = threads;
    passOptions.cancel = options.cancel;
    Block block;
    FastPass one(w, T, 1, threads, passOptions, block);
    const double baseFlops = 2 * L * one.layerFlops();
    const double guess = ((options.resid ? T : 0) + (options.heads ? H : 0)) * (L * (L + 1) / 2.0) * one.layerFlops();
    const double share = baseFlops / (baseFlops + guess);
    auto report = [&](double from, double to) -> std::function<void(double)> {
        if (!options.progress)
            return {};
        return [&options, from, to](double f) { options.progress(from + (to - from) * f); };
    };

    ModelOptions baseOptions = passOptions;
    baseOptions.keepLayer = L; // only the streams
    baseOptions.keepStreams = true;
    baseOptions.topK = 0; // the logit difference needs two rows of lm_head, not all of it
    baseOptions.progress = report(0, share / 2);
    const std::optional<ModelResult> cleanRun = runModelFast(w, clean, baseOptions);
    if (!cleanRun)
        return std::nullopt;
    baseOptions.progress = report(share / 2, share);
    const std::optional<ModelResult> corruptRun = runModelFast(w, corrupt, baseOptions);
    if (!corruptRun)
        return std::nullopt;

    PatchingResult out;
    out.cleanLogitDiff = logitDiff(w, cleanRun->finalStream.row(T - 1));
    out.corruptLogitDiff = logitDiff(w, corruptRun->finalStream.row(T - 1));
    if (!out.restorable()) {
        if (options.progress)
            options.progress(1.0);
        return out;
    }
    if (options.resid)
        out.resid = Matrix::Zero(L, T);
    if (options.heads)
        out.heads = Matrix::Zero(L, H);

    Patcher patcher { w, *cleanRun, *corruptRun, options, logitDiff, one, block, passOptions, T, L, H, maxGroups,
                      {}, {}, {}, {}, {} };
    work::Crew crew(threads, patcher.makePlan(), report(share, 1), options.cancel);
    one.allocate();
    for (int l = 0; l < L; ++l) {
        if (options.heads && !patcher.headOutputs(l, crew))
            return std::nullopt;
        const std::size_t runs = patcher.plan[static_cast<std::size_t>(l)].size();
        for (std::size_t first = 0; first < runs; first += std::size_t(maxGroups))
            if (!patcher.runBatch(l, first, int(std::min(runs - first, std::size_t(maxGroups))), out, crew))
                return std::nullopt;
    }
    crew.finished();
    return out;
}

// ---- the readable reference -------------------------------------------------------------------

namespace {

    struct ReadablePatch {
        int layer = -1, position = -1, head = -1;
        const ModelResult *clean = nullptr;
        const std::vector<Matrix> *cleanConcats = nullptr;
    };

    // runModel()'s steps on ids with one activation patched; streams and concats kept when asked.
    // Returns the last row's logit difference.
    double readablePass(const Weights &w, const std::vector<int> &ids, const ReadablePatch &patch,
                        const LogitDiff &logitDiff, ModelResult *keep, std::vector<Matrix> *concats)
    {
        const Config &c = w.config;
        const int T = static_cast<int>(ids.size()), dk = c.dK();
        Matrix X = embed(w, ids); // (T,d)
        for (int l = 0; l < c.nLayer; ++l) {
            if (l == patch.layer && patch.position >= 0) // the stream entering l, row P, from the clean run
                X.row(patch.position) = patch.clean->streams[static_cast<std::size_t>(l)].row(patch.position);
            if (keep)
                keep->streams.push_back(X);
            Block b = convertBlock(w.blocks[static_cast<std::size_t>(l)]);
            b.layer = l;
            const Matrix A = normRows(X, b.ln1Gamma, b.ln1Beta, c.layerNormEpsilon);
            AttentionStep att = causalSelfAttention(A, b, c, l, layerRule(c, b, l));
            if (concats)
                concats->push_back(att.concat);
            if (l == patch.layer && patch.head >= 0) // head H's output, every position, from the clean run
                att.concat.middleCols(patch.head * dk, dk)
                    = (*patch.cleanConcats)[static_cast<std::size_t>(l)].middleCols(patch.head * dk, dk);
            X += afterNorm(linear(att.concat, b.Wo, b.bo), b.postAttnGamma, c.layerNormEpsilon); // (T,d)
            X += afterNorm(mlp(normRows(X, b.ln2Gamma, b.ln2Beta, c.layerNormEpsilon), b, c), b.postFfnGamma,
                           c.layerNormEpsilon);
        }
        return logitDiff(w, X.row(T - 1));
    }

} // namespace

PatchingResult patchActivationsReadable(const Weights &w, const std::vector<int> &clean,
                                        const std::vector<int> &corrupt, int answer, int wrong, bool resid,
                                        bool heads)
{
    const Config &c = w.config;
    const int T = static_cast<int>(clean.size()), L = c.nLayer;
    const LogitDiff logitDiff(w, answer, wrong);
    ModelResult cleanRun;
    std::vector<Matrix> cleanConcats;
    PatchingResult out;
    out.cleanLogitDiff = readablePass(w, clean, {}, logitDiff, &cleanRun, &cleanConcats);
    out.corruptLogitDiff = readablePass(w, corrupt, {}, logitDiff, nullptr, nullptr);
    if (!out.restorable())
        return out;
    const double span = out.cleanLogitDiff - out.corruptLogitDiff;
    ReadablePatch patch { .clean = &cleanRun, .cleanConcats = &cleanConcats };
    if (resid) {
        out.resid.resize(L, T);
        for (int l = 0; l < L; ++l)
            for (int p = 0; p < T; ++p) {
                patch.layer = l;
                patch.position = p;
                patch.head = -1;
                out.resid(l, p) = (readablePass(w, corrupt, patch, logitDiff, nullptr, nullptr) - out.corruptLogitDiff) / span;
                ++out.runs;
            }
    }
    if (heads) {
        out.heads.resize(L, c.nHead);
        for (int l = 0; l < L; ++l)
            for (int h = 0; h < c.nHead; ++h) {
                patch.layer = l;
                patch.position = -1;
                patch.head = h;
                out.heads(l, h) = (readablePass(w, corrupt, patch, logitDiff, nullptr, nullptr) - out.corruptLogitDiff) / span;
                ++out.runs;
            }
    }
    return out;
}

} // namespace attn::gpt2
