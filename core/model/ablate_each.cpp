// ablateEach() (interventions.h), fast: n_layer × n_head ablated passes that reuse what does
// not change.
//
//   base pass, streams kept                        S_l (T,d) entering each layer, t*, log p(t*)
//   for each layer l:
//     layer l's attention on S_l, once             concat (T,d)
//     H variants, one per head, stacked            X (H·T,d) = [S_l; S_l; …], concat with head g
//                                                  ablated in group g
//     c_proj + MLP of layer l, then layers l+1 …   on all H·T rows at once (fast_pass.h): the
//                                                  products as big as the batch
//     each variant's last row kept                 (H,d)
//   ln_f and lm_head on every kept row at once     logits (1 + n_layer·H, vocab), log p_ablated(t*)
#include "interventions.h"

#include "fast_pass.h"
#include "forward.h"

namespace attn::gpt2 {

using namespace detail;

namespace {

    // What the passes after the base one cost, for the progress report.
    double variantFlops(const FastPass &one, const FastPass &batch, int layers)
    {
        double flops = 0;
        for (int l = 0; l < layers; ++l)
            flops += one.projectStepFlops() + one.attendStepFlops() + batch.finishStepFlops()
                + (layers - 1 - l) * batch.layerFlops();
        return flops + logitsFlops(one.c, 1 + layers * one.H);
    }

    // Layer l with each head ablated alone, then the later layers, on H variants of S_l at once;
    // each variant's last row into lastRows (H rows from `row0`). False if cancelled.
    bool runVariants(int l, const Matrix &stream, const AblateEachOptions &options, FastPass &one,
                     FastPass &batch, Matrix &lastRows, Index row0, work::Crew &crew)
    {
        const Config &c = one.c;
        const int T = one.T, H = one.H;
        ScoreRule rule;
        if (!loadLayer(one.w, l, options.layer, one.b, rule, crew))
            return false;
        // concat (T,d): layer l's attention on S_l, nothing ablated
        one.x = stream;
        if (!one.project(one.a, crew) || !one.attend(rule, nullptr, crew))
            return false;
        for (int g = 0; g < H; ++g) { // variant g: S_l, and concat with head g ablated
            batch.x.middleRows(Index(g) * T, T) = stream; // (T,d)
            batch.concat.middleRows(Index(g) * T, T) = one.concat; // (T,d)
            batch.ablate(g, g, options.ablation);
        }
        if (!batch.finish(crew)) // c_proj, residual, MLP of layer l on (H·T,d)
            return false;
        for (int m = l + 1; m < c.nLayer; ++m) { // the later layers, unchanged, on every variant
            if (!loadLayer(one.w, m, options.layer, batch.b, rule, crew) || !batch.project(batch.a, crew)
                || !batch.attend(rule, nullptr, crew) || !batch.finish(crew))
                return false;
        }
        for (int g = 0; g < H; ++g)
            lastRows.row(row0 + g) = batch.x.row(Index(g) * T + T - 1); // (d) variant g's last stream
        return true;
    }

} // namespace

std::optional<AblateEachResult> ablateEach(const Weights &w, const std::vector<int> &ids,
                                           const AblateEachOptions &options)
{
    const Config &c = w.config;
    const int T = static_cast<int>(ids.size()), H = c.nHead, L = c.nLayer;
    const int threads = passThreads(c, options.threads, double(T) * H, L);

    // The share of the base pass in the progress: its FLOPs over all of them.
    ModelOptions passOptions;
    passOptions.threads = threads;
    passOptions.cancel = options.cancel;
    Block block;
    FastPass one(w, T, 1, threads, passOptions, block);
    FastPass batch(w, T, H, threads, passOptions, block);
    const double baseFlops = L * one.layerFlops() + logitsFlops(c, 1);
    const double share = baseFlops / (baseFlops + variantFlops(one, batch, L));
    auto report = [&](double from, double to) -> std::function<void(double)> {
        if (!options.progress)
            return {};
        return [&options, from, to](double f) { options.progress(from + (to - from) * f); };
    };

    // The base pass: S_l for every layer, t*.
    ModelOptions baseOptions = passOptions;
    baseOptions.keepLayer = L; // no layer's weights kept: only the streams are needed
    baseOptions.keepStreams = true;
    baseOptions.topK = 1;
    Interventions layerOnly;
    if (options.layer)
        layerOnly.layer = *options.layer;
    baseOptions.interventions = &layerOnly;
    baseOptions.progress = report(0, share);
    const std::optional<ModelResult> base = runModelFast(w, ids, baseOptions);
    if (!base)
        return std::nullopt;

    work::Crew crew(threads, variantFlops(one, batch, L), report(share, 1), options.cancel);
    one.allocate();
    batch.allocate();
    Matrix lastRows(1 + Index(L) * H, c.nEmbd); // (1 + L·H, d): the base's last row, then each variant's
    lastRows.row(0) = base->finalStream.row(T - 1);
    for (int l = 0; l < L; ++l)
        if (!runVariants(l, base->streams[static_cast<std::size_t>(l)], options, one, batch, lastRows,
                         1 + Index(l) * H, crew))
            return std::nullopt;

    // logits (1 + L·H, vocab); log p(t*) of each row
    const std::optional<Matrix> logits = logitsOfRows(w, lastRows, crew);
    if (!logits)
        return std::nullopt;
    AblateEachResult out;
    out.target = base->next.front().id;
    out.logProb = logProbability(logits->row(0), out.target);
    for (int l = 0; l < L; ++l)
        for (int h = 0; h < H; ++h)
            out.effects.push_back(
                { { l, h }, logProbability(logits->row(1 + Index(l) * H + h), out.target) - out.logProb });
    crew.finished();
    return out;
}

} // namespace attn::gpt2
