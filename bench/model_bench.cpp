// attention-bench --model (model_bench.h): the model opened as the app opens it, one untimed
// pass, then N timed ones, one result alive at a time.
#include "model_bench.h"
#include "runs_on.h"

#include "core/model/fast_forward.h"
#include "core/model/interventions.h"
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
