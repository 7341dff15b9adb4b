// runModelFast() and rerunFrom(): the layers of the fast pass (fast_pass.h) in order, with the
// interventions, from the embedding or from a kept stream.
#include "fast_forward.h"

#include "fast_pass.h"
#include "forward.h"

namespace attn::gpt2 {

using namespace detail;

double contractFlops(const Config &c, int tokens)
{
    const double T = tokens, d = c.nEmbd;
    if (c.mla.on()) { // docs/file-formats.md: DeepSeek's latent projections, the padded heads, the experts
        const MlaShape &m = c.mla;
        const double H = c.nHead, n = m.nope, r = m.rope, v = m.v, latent = m.kvLoraRank;
        const double qIn = m.qLoraRank > 0 ? m.qLoraRank : d;
        const double project = 2 * T
            * ((m.qLoraRank > 0 ? d * m.qLoraRank : 0) + qIn * H * (n + r) + d * (latent + r)
               + latent * H * (n + v));
        const double out = 2 * T * H * v * d; // o_proj
        const double attend = 4 * T * T * H * m.headWidth();
        const double I = c.expertWidth(), E = c.numExperts;
        double total = 0;
        for (int l = 0; l < c.nLayer; ++l) {
            const double dense = 6 * T * d * c.denseInner(l); // the dense MLP, or the shared experts
            const double routed = c.moeAt(l) ? c.expertsPerToken * 6 * T * d * I + 2 * T * d * E : 0;
            total += project + out + attend + dense + routed;
        }
        return total;
    }
    if (c.llama()) { // docs/file-formats.md: n_layer·(2·T·d·hd·(2·H + 2·KV) + 6·T·d·I + 4·T²·H·hd)
        const double hd = c.dK(), H = c.nHead, KV = c.kvHeads(), I = c.nInner;
        // GPT-OSS: the active experts only (k of them a token) and the router
        const double mlp
            = c.moe() ? c.expertsPerToken * 6 * T * d * I + 2 * T * d * c.numExperts : 6 * T * d * I;
        return c.nLayer * (2 * T * d * hd * (2 * H + 2 * KV) + mlp + 4 * T * T * H * hd);
    }
    return c.nLayer * (24 * T * d * d + 4 * T * T * d);
}

namespace {

    // The layers [from, n_layer) of r's pass on pass.x (T,d), then ln_f and the candidates.
    // Empty if cancelled.
    bool runLayers(FastPass &pass, int from, const Interventions &iv, ModelResult &r, work::Crew &crew)
    {
        const Config &c = pass.c;
        const ModelOptions &options = pass.options;
        for (int l = from; l < c.nLayer; ++l) {
            if (options.keepStreams)
                r.streams[static_cast<std::size_t>(l)] = pass.x; // (T,d) entering layer l
            ScoreRule rule;
            if (!loadLayer(pass.w, l, iv.layer ? &*iv.layer : nullptr, pass.b, rule, crew))
                return false;
            const bool keep = options.keepLayer < 0 || options.keepLayer == l;
            LayerResult &layer = r.layers[static_cast<std::size_t>(l)];
            if (keep)
                allocateKeptLayer(layer, pass.T, pass.d, pass.H);
            if (!pass.project(keep ? layer.input : pass.a, crew)
                || !pass.attend(rule, keep ? &layer : nullptr, crew))
                return false;
            for (int h : iv.ablatedHeads(l)) // before W_O, so every later layer follows
                pass.ablate(0, h, iv.ablation);
            if (!pass.finish(crew))
                return false;
        }
        // 4. The next token from the last row (none asked for: lm_head is not even read).
        r.finalStream = pass.x; // (T,d) before ln_f
        if (options.topK <= 0)
            return true;
        const std::optional<Matrix> logits = logitsOfRows(pass.w, pass.x.bottomRows(1), crew); // (1,vocab)
        if (!logits)
            return false;
        r.next = topCandidates(logits->row(0), options.topK);
        return true;
    }

    ModelResult emptyResult(const Config &c, const std::vector<int> &ids, const Interventions &iv,
                            const ModelOptions &options)
    {
        ModelResult r;
        r.ids = ids;
        r.layers.resize(static_cast<std::size_t>(c.nLayer));
        if (options.keepStreams)
            r.streams.resize(static_cast<std::size_t>(c.nLayer));
        r.interventions = iv;
        return r;
    }

} // namespace

std::optional<ModelResult> runModelFast(const Weights &w, const std::vector<int> &ids,
                                        const ModelOptions &options)
{
    const Config &c = w.config;
    const Interventions none;
    const Interventions &iv = options.interventions ? *options.interventions : none;
    const int T = static_cast<int>(ids.size());
    Block block;
    FastPass pass(w, T, 1, passThreads(c, options.threads, T, c.nLayer), options, block);
    work::Crew crew(pass.threads, c.nLayer * pass.layerFlops() + (options.topK > 0 ? logitsFlops(c, 1) : 0.0),
                    options.progress, options.cancel);
    ModelResult r = emptyResult(c, ids, iv, options);
    pass.allocate();

    // X (T,d) = wte[ids] + wpe[0…T)
    if (!embedTokens(w, ids, pass.chunkRows, pass.x, crew) || !runLayers(pass, 0, iv, r, crew))
        return std::nullopt;
    crew.finished();
    return r;
}

std::optional<ModelResult> rerunFrom(const Weights &w, const ModelResult &base, const Interventions &iv,
                                     const ModelOptions &options)
{
    const Config &c = w.config;
    if (base.streams.size() != static_cast<std::size_t>(c.nLayer)
        || base.finalStream.rows() != base.tokenCount()) {
        ModelOptions full = options;
        full.interventions = &iv;
        return runModelFast(w, base.ids, full);
    }
    const int from = std::min(iv.firstChangedLayer(c), base.interventions.firstChangedLayer(c));
    const int T = base.tokenCount();
    ModelResult r = emptyResult(c, base.ids, iv, options);
    for (int l = 0; l < from; ++l) { // unchanged: shared with base (CausalWeights copies share)
        const auto i = static_cast<std::size_t>(l);
        if (options.keepLayer < 0 || options.keepLayer == l)
            r.layers[i] = base.layers[i];
        if (options.keepStreams)
            r.streams[i] = base.streams[i];
    }
    Block block;
    // The threads of a full pass: the same chunks of rows, so the same sums, as runModelFast().
    FastPass pass(w, T, 1, passThreads(c, options.threads, T, c.nLayer), options, block);
    work::Crew crew(pass.threads,
                    (c.nLayer - from) * pass.layerFlops() + (options.topK > 0 ? logitsFlops(c, 1) : 0.0),
                    options.progress, options.cancel);
    pass.allocate();
    pass.x = from < c.nLayer ? base.streams[static_cast<std::size_t>(from)] : base.finalStream; // (T,d)
    if (!runLayers(pass, from, iv, r, crew))
        return std::nullopt;
    crew.finished();
    return r;
}

} // namespace attn::gpt2
