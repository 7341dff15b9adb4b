// attention-bench --model (model_bench.h): the model opened as the app opens it, one untimed
// pass, then N timed ones, one result alive at a time.
#include "model_bench.h"
#include "runs_on.h"

#include "core/model/fast_forward.h"
#include "core/model/interventions.h"
#include "core/model/mechanisms.h"
#include "io/model/gpt2_model.h"

#include <sys/resource.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <numeric>
#include <vector>

namespace attn::bench {

namespace {

    double peakRssMb()
    {
        rusage usage {};
        getrusage(RUSAGE_SELF, &usage);
        return static_cast<double>(usage.ru_maxrss) / 1024.0; // Linux reports KiB
    }

    // The median of timed runs of `once` (the first run untimed: it warms up); false if any
    // did not finish.
    template<typename F>
    bool timeRuns(int repeat, F once, std::vector<double> &ms)
    {
        for (int run = 0; run <= repeat; ++run) {
            const auto start = std::chrono::steady_clock::now();
            if (!once())
                return false;
            const auto stop = std::chrono::steady_clock::now();
            if (run > 0)
                ms.push_back(std::chrono::duration<double, std::milli>(stop - start).count());
        }
        std::sort(ms.begin(), ms.end());
        return true;
    }

    int mechanismBench(const io::Gpt2Model &model, const std::vector<int> &ids, const ModelArguments &a)
    {
        const gpt2::Config &c = model.config;
        const int T = static_cast<int>(ids.size());
        std::vector<double> ms;
        bool finished = false;
        if (a.mechanism == "patch") {
            std::vector<int> corrupt = ids; // every id shifted by one
            for (int &id : corrupt)
                id = (id + 1) % c.vocabSize;
            gpt2::PatchingOptions options;
            options.threads = a.threads;
            finished = timeRuns(
                a.repeat, [&] { return gpt2::patchActivations(model.weights, ids, corrupt, 0, 1, options).has_value(); },
                ms);
        } else {
            gpt2::ModelOptions options;
            options.threads = a.threads;
            options.keepStreams = true;
            if (a.mechanism == "logit-lens") {
                options.keepLayer = c.nLayer; // the lens reads the streams alone
                gpt2::LogitLensOptions lens;
                lens.threads = a.threads;
                finished = timeRuns(
                    a.repeat,
                    [&] {
                        const auto r = gpt2::runModelFast(model.weights, ids, options);
                        return r && gpt2::logitLens(model.weights, *r, lens).has_value();
                    },
                    ms);
            } else { // one cell of the last layer's head 0, the pass cached
                const auto r = gpt2::runModelFast(model.weights, ids, options);
                const gpt2::HeadId head { c.nLayer - 1, 0 };
                finished = r
                    && timeRuns(
                               a.repeat,
                               [&] {
                                   return gpt2::attributeScore(model.weights, *r, head, T - 1, T / 2).matrix.size() > 0;
                               },
                               ms);
            }
        }
        if (!finished) {
            std::fprintf(stderr, "attention-bench: the computation did not finish\n");
            return 1;
        }
        const std::size_t n = ms.size();
        const double median = n % 2 ? ms[n / 2] : (ms[n / 2 - 1] + ms[n / 2]) / 2;
        std::printf("{\"mode\":\"%s\",\"tokens\":%d,\"d_model\":%d,\"num_heads\":%d,\"n_layer\":%d,"
                    "\"repeat\":%d,\"median_ms\":%.6g,\"min_ms\":%.6g,\"peak_rss_mb\":%.1f%s}\n",
                    a.mechanism.c_str(), T, c.nEmbd, c.nHead, c.nLayer, a.repeat, median, ms.front(), peakRssMb(),
                    runsOnJson(a.threads).c_str());
        return 0;
    }

} // namespace

int runModelBench(const ModelArguments &a)
{
    QString error;
    const auto model = io::loadGpt2Model(QString::fromStdString(a.directory), &error);
    if (!model) {
        std::fprintf(stderr, "attention-bench: %s\n", qPrintable(error));
        return 2;
    }
    // The count first: a billion tokens is refused before a vector of a billion ids is made.
    if (const std::string e = gpt2::checkTokenCount(model->config, a.tokens); !e.empty()) {
        std::fprintf(stderr, "attention-bench: --tokens %d: %s\n", a.tokens, e.c_str());
        return 2;
    }
    std::vector<int> ids(static_cast<std::size_t>(std::max(a.tokens, 0)));
    std::iota(ids.begin(), ids.end(), 0);
    if (const std::string e = gpt2::checkIds(model->config, ids); !e.empty()) {
        std::fprintf(stderr, "attention-bench: --tokens %d: %s\n", a.tokens, e.c_str());
        return 2;
    }

    if (!a.mechanism.empty())
        return mechanismBench(*model, ids, a);
    gpt2::ModelOptions options;
    options.threads = a.threads;
    options.keepStreams = a.rerunLayer >= 0;
    std::optional<gpt2::ModelResult> base; // what a rerun starts from
    gpt2::Interventions iv;
    if (a.rerunLayer >= 0) {
        if (a.rerunLayer >= model->config.nLayer) {
            std::fprintf(stderr, "attention-bench: --rerun-layer %d: the model has %d layers\n", a.rerunLayer,
                         model->config.nLayer);
            return 2;
        }
        iv.ablated = { { a.rerunLayer, 0 } };
        base = gpt2::runModelFast(model->weights, ids, options);
    }
    gpt2::AblateEachOptions each;
    each.threads = a.threads;
    std::vector<double> ms;
    for (int run = 0; run <= a.repeat; ++run) {
        const auto start = std::chrono::steady_clock::now();
        bool finished = false;
        if (a.ablateEach) {
            finished = gpt2::ablateEach(model->weights, ids, each).has_value();
        } else {
            const std::optional<gpt2::ModelResult> r = base
                ? gpt2::rerunFrom(model->weights, *base, iv, options)
                : gpt2::runModelFast(model->weights, ids, options);
            finished = r && r->layers.size() == std::size_t(model->config.nLayer);
        }
        const auto stop = std::chrono::steady_clock::now();
        if (!finished) {
            std::fprintf(stderr, "attention-bench: the computation did not finish\n");
            return 1;
        }
        if (run > 0) // run 0 warms up: threads, the first touch of the mapped file and of fresh memory
            ms.push_back(std::chrono::duration<double, std::milli>(stop - start).count());
    }
    std::sort(ms.begin(), ms.end());
    const std::size_t n = ms.size();
    const double median = n % 2 ? ms[n / 2] : (ms[n / 2 - 1] + ms[n / 2]) / 2;
    // The work each mode does, in the contract's per-layer count (a layer of T rows = 24·T·d² +
    // 4·T²·d): a pass, n_layer layers; a rerun, the layers from the ablated one; ablate-each, the
    // base pass, each layer's attention once, and H variants through layer l and every later one.
    const gpt2::Config &c = model->config;
    const double layer = gpt2::contractFlops(c, a.tokens) / c.nLayer;
    const double layers = a.ablateEach ? 2.0 * c.nLayer + double(c.nHead) * c.nLayer * (c.nLayer + 1) / 2
        : a.rerunLayer >= 0            ? double(c.nLayer - a.rerunLayer)
                                       : double(c.nLayer);
    const double flops = layer * layers;
    std::printf("{\"mode\":\"%s\",\"tokens\":%d,\"d_model\":%d,\"num_heads\":%d,\"n_layer\":%d,\"repeat\":%d,"
                "\"median_ms\":%.6g,\"min_ms\":%.6g,\"gflops\":%.6g,\"peak_rss_mb\":%.1f%s}\n",
                a.ablateEach            ? "model-ablate-each"
                    : a.rerunLayer >= 0 ? "model-rerun"
                                        : "model",
                a.tokens, model->config.nEmbd, model->config.nHead, model->config.nLayer, a.repeat, median,
                ms.front(), flops / (median * 1e-3) / 1e9, peakRssMb(), runsOnJson(a.threads).c_str());
    return 0;
}

} // namespace attn::bench
