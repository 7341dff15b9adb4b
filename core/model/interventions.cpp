// Interventions (interventions.h): the checks, a session as a layer override, the head scores,
// the prediction at any position, and ablate-each done plainly (one readable pass per head).
// The fast ablate-each is ablate_each.cpp.
#include "interventions.h"

#include "core/plural.h"
#include "forward.h"

#include <algorithm>
#include <cmath>
#include <iomanip>
#include <set>
#include <sstream>

namespace attn::gpt2 {

namespace {

    std::string headName(HeadId id)
    {
        return std::to_string(id.layer) + "." + std::to_string(id.head);
    }

    std::string range(int count)
    {
        return "0…" + std::to_string(count - 1);
    }

} // namespace

bool Interventions::ablates(int l, int h) const
{
    return std::find(ablated.begin(), ablated.end(), HeadId { l, h }) != ablated.end();
}

std::vector<int> Interventions::ablatedHeads(int l) const
{
    std::vector<int> heads;
    for (const HeadId &id : ablated)
        if (id.layer == l)
            heads.push_back(id.head);
    std::sort(heads.begin(), heads.end());
    return heads;
}

int Interventions::firstChangedLayer(const Config &c) const
{
    int first = c.nLayer;
    for (const HeadId &id : ablated)
        first = std::min(first, id.layer);
    if (layer)
        first = std::min(first, layer->layer);
    return first;
}

std::string checkInterventions(const Config &c, const Interventions &iv)
{
    std::set<HeadId> seen;
    for (const HeadId &id : iv.ablated) {
        if (id.layer < 0 || id.layer >= c.nLayer)
            return "layer " + std::to_string(id.layer) + " is out of range (" + range(c.nLayer) + ")";
        if (id.head < 0 || id.head >= c.nHead)
            return "head " + headName(id) + " is out of range: layer " + std::to_string(id.layer)
                + " has heads " + range(c.nHead);
        if (!seen.insert(id).second)
            return "head " + headName(id) + " is given twice";
    }
    if (iv.layer) {
        const LayerOverride &o = *iv.layer;
        if (o.layer < 0 || o.layer >= c.nLayer)
            return "layer " + std::to_string(o.layer) + " is out of range (" + range(c.nLayer) + ")";
        const Eigen::Index d = c.nEmbd, q = c.qWidth(), kv = c.kvWidth();
        const std::string of = " for layer " + std::to_string(o.layer);
        const struct {
            const Matrix *m;
            const char *name;
            Eigen::Index rows, cols;
        } matrices[] = {
            { &o.Wq, "W_Q", d, q }, { &o.Wk, "W_K", d, kv }, { &o.Wv, "W_V", d, kv }, { &o.Wo, "W_O", q, d }
        };
        for (const auto &m : matrices)
            if (m.m->rows() != m.rows || m.m->cols() != m.cols)
                return std::string(m.name) + of + " is " + std::to_string(m.m->rows()) + " × "
                    + std::to_string(m.m->cols()) + "; the layer's is " + std::to_string(m.rows) + " × "
                    + std::to_string(m.cols);
        const Eigen::Index norm = c.qkNorm ? c.dK() : 0;
        const struct {
            const RowVector *v;
            const char *name;
            Eigen::Index size;
        } vectors[] = { { &o.bQ, "b_Q", q }, { &o.bK, "b_K", kv },         { &o.bV, "b_V", kv },
                        { &o.bO, "b_O", d }, { &o.qNorm, "q_norm", norm }, { &o.kNorm, "k_norm", norm } };
        for (const auto &v : vectors)
            if (v.v->size() != v.size)
                return std::string(v.name) + of + " has " + std::to_string(v.v->size())
                    + " numbers; the layer's has " + std::to_string(v.size);
        if (const std::string e = checkScoreRule(o.rule, c.nHead); !e.empty())
            return "the session's " + e + ", in layer " + std::to_string(o.layer);
    }
    return {};
}

namespace {

    std::string number(double x) // 10000, 1e-06, 0.5: as config.json writes it
    {
        std::ostringstream out;
        out << std::setprecision(12) << x;
        return out.str();
    }

    std::string scalingText(const RopeScaling &s) // "none", "linear ×8", "llama3 ×32"
    {
        switch (s.type) {
        case RopeScaling::Type::None:
            return "none";
        case RopeScaling::Type::Linear:
            return "linear ×" + number(s.factor);
        case RopeScaling::Type::Llama3:
            return "llama3 ×" + number(s.factor) + " (low " + number(s.lowFreqFactor) + ", high "
                + number(s.highFreqFactor) + ", original " + number(s.originalMaxPositions) + ")";
        case RopeScaling::Type::Yarn:
            return "yarn ×" + number(s.factor) + " (original " + number(s.originalMaxPositions) + ", beta "
                + number(s.betaFast) + "/" + number(s.betaSlow) + ", attention factor "
                + number(ropeAttentionFactor(s)) + ")";
        }
        return {};
    }

    // A Llama-family layer takes a session only with its own shape, rotation and norms. Its
    // input and mask are the model's, as for GPT-2; RoPE positions other than 0 … T−1 are
    // refused rather than left unused.
    std::string llamaLayerProblem(const Config &c, int layer, const Session &s)
    {
        const std::string L = "layer " + std::to_string(layer);
        const Rope &rope = c.ropeOf(layer); // Gemma 3's local layers turn with their own base
        if (s.dModel() != c.nEmbd || s.numHeads != c.nHead || s.kvHeads() != c.kvHeads() || s.dK() != c.dK())
            return "the session has d_model " + std::to_string(s.dModel()) + ", " + counted(s.numHeads, "head")
                + ", " + counted(s.kvHeads(), "K/V head") + " and head_dim " + std::to_string(s.dK()) + "; " + L
                + " has " + std::to_string(c.nEmbd) + ", " + std::to_string(c.nHead) + ", "
                + std::to_string(c.kvHeads()) + " and " + std::to_string(c.dK());
        if (!s.rope)
            return "the session has no rope; " + L + " turns q and k by RoPE (θ " + number(rope.theta)
                + ")";
        if (s.rope->theta != rope.theta)
            return "the session's rope θ (" + number(s.rope->theta) + ") is not " + L + "'s ("
                + number(rope.theta) + ")";
        if (!(s.rope->scaling == rope.scaling))
            return "the session's rope scaling (" + scalingText(s.rope->scaling) + ") is not " + L + "'s ("
                + scalingText(rope.scaling) + ")";
        for (std::size_t i = 0; i < s.rope->positions.size(); ++i)
            if (s.rope->positions[i] != double(i))
                return "the session's rope positions are not " + L + "'s (0 … T−1): position "
                    + std::to_string(i) + " is " + number(s.rope->positions[i]);
        if (bool(s.qNorm.size()) != c.qkNorm || bool(s.kNorm.size()) != c.qkNorm)
            return c.qkNorm ? L + " normalises each head's q and k: the session needs q_norm and k_norm"
                            : "the session has q_norm or k_norm, which " + L + " does not have";
        if (c.qkNorm && s.eps() != c.layerNormEpsilon)
            return "the session's norm_eps (" + number(s.eps()) + ") is not " + L + "'s ("
                + number(c.layerNormEpsilon) + ")";
        return {};
    }

} // namespace

std::string layerOverrideFromSession(const Config &c, int layer, const Session &s, LayerOverride &out)
{
    if (layer < 0 || layer >= c.nLayer)
        return "layer " + std::to_string(layer) + " is out of range (" + range(c.nLayer) + ")";
    if (c.mla.on() || s.mla)
        return "a layer with DeepSeek's latent attention (MLA) cannot be replaced by a session yet";
    if (c.llama()) {
        if (std::string problem = llamaLayerProblem(c, layer, s); !problem.empty())
            return problem;
    } else if (s.dModel() != c.nEmbd || s.numHeads != c.nHead) {
        return "the session has d_model " + std::to_string(s.dModel()) + " and " + counted(s.numHeads, "head")
            + "; layer " + std::to_string(layer) + " has "
            + std::to_string(c.nEmbd) + " and " + std::to_string(c.nHead);
    } else if (s.hasFamilyKeys()) { // a GPT-2 layer has none of them: run without, it would be another layer
        // (the score rule's stages it runs as it runs a scale of the user's: an edit of the layer)
        return "the session uses num_kv_heads, head_dim, q/k norms or rope, which a GPT-2 layer does not "
               "have";
    }
    auto bias = [](const RowVector &b, Eigen::Index n) {
        return b.size() == 0 ? RowVector(RowVector::Zero(n)) : b;
    };
    out.layer = layer;
    out.Wq = s.Wq;
    out.Wk = s.Wk;
    out.Wv = s.Wv;
    out.Wo = s.Wo;
    out.bQ = bias(s.bQ, c.qWidth());
    out.bK = bias(s.bK, c.kvWidth());
    out.bV = bias(s.bV, c.kvWidth());
    out.bO = bias(s.bO, c.nEmbd);
    out.qNorm = s.qNorm;
    out.kNorm = s.kNorm;
    out.rule = s.rule();
    out.rule.scale = s.effectiveScale(); // the session's d_k is the layer's
    Interventions check;
    check.layer = out;
    return checkInterventions(c, check);
}

// ---- head scores --------------------------------------------------------------------------------

HeadScores scoreHead(HeadId id, const CausalWeights &w, const std::vector<int> &ids)
{
    const int T = w.tokens();
    HeadScores s;
    s.head = id;
    double self = 0;
    for (int i = 0; i < T; ++i)
        self += w(i, i);
    s.self = T > 0 ? self / T : 0.0;
    if (w.hasSink() && T > 0) { // the weight each row gave the sink, on average
        double sink = 0;
        for (int i = 0; i < T; ++i)
            sink += w.sink(i);
        s.sinkMass = sink / T;
    }
    if (T > 1) { // queries i ≥ 1
        double previous = 0, first = 0;
        for (int i = 1; i < T; ++i) {
            previous += w(i, i - 1);
            first += w(i, 0);
        }
        s.previousToken = previous / (T - 1);
        s.firstToken = first / (T - 1);
    }
    // Induction: for a query whose token occurred before at j < i, the weight on j + 1 (the token
    // that followed it then), summed over every such j.
    double induction = 0;
    int queries = 0;
    for (int i = 0; i < T; ++i) {
        double sum = 0;
        bool seen = false;
        for (int j = 0; j < i; ++j)
            if (ids[static_cast<std::size_t>(j)] == ids[static_cast<std::size_t>(i)]) {
                seen = true;
                sum += w(i, j + 1); // j + 1 ≤ i: a key the query sees
            }
        if (seen) {
            induction += sum;
            ++queries;
        }
    }
    if (queries > 0)
        s.induction = induction / queries;
    return s;
}

std::vector<HeadScores> scoreHeads(const ModelResult &r)
{
    std::vector<HeadScores> out;
    for (std::size_t l = 0; l < r.layers.size(); ++l)
        for (std::size_t h = 0; h < r.layers[l].heads.size(); ++h)
            out.push_back(scoreHead({ int(l), int(h) }, r.layers[l].heads[h], r.ids));
    return out;
}

// ---- predictions at any position ----------------------------------------------------------------

RowVector nextLogits(const Weights &w, const ModelResult &r, int position)
{
    const Config &c = w.config;
    const RowVector last = finalNorm(w, r.finalStream.row(position)); // (d)
    RowVector logits(c.vocabSize); // (vocab)
    RowVector row(c.nEmbd);
    for (int v = 0; v < c.vocabSize; ++v) { // one row of lm_head at a time
        convertRows(w.lmHead, v, 1, row.data());
        logits[v] = c.finalLogit(last.dot(row)); // ln_f(x) · lm_head[v] (Gemma 2: soft-capped)
    }
    return logits;
}

double logProbability(const Eigen::Ref<const RowVector> &logits, int id)
{
    const double max = logits.maxCoeff();
    const double sum = (logits.array() - max).exp().sum();
    return logits[id] - max - std::log(sum); // logit − log Σ exp(logits), stably
}

double probabilityOf(const Eigen::Ref<const RowVector> &logits, int id)
{
    return std::exp(logProbability(logits, id));
}

// ---- ablate each head alone, plainly ------------------------------------------------------------

AblateEachResult ablateEachReadable(const Weights &w, const std::vector<int> &ids, Ablation ablation,
                                    const LayerOverride *layer)
{
    const Config &c = w.config;
    const int last = static_cast<int>(ids.size()) - 1;
    Interventions none;
    if (layer)
        none.layer = *layer;
    const ModelResult base = runModel(w, ids, none);
    AblateEachResult out;
    out.target = base.next.front().id; // t*
    out.logProb = logProbability(nextLogits(w, base, last), out.target);
    for (int l = 0; l < c.nLayer; ++l)
        for (int h = 0; h < c.nHead; ++h) {
            Interventions iv = none;
            iv.ablated = { { l, h } };
            iv.ablation = ablation;
            const ModelResult r = runModel(w, ids, iv);
            out.effects.push_back(
                { { l, h }, logProbability(nextLogits(w, r, last), out.target) - out.logProb });
        }
    return out;
}

} // namespace attn::gpt2
