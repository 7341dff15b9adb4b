// attention-bench: times the full forward pass (projections, every head with its T×T weights
// kept, W_O) on a random session and prints one JSON line (docs/file-formats.md, "attention-bench").
//
//   attention-bench --tokens T --d-model D --heads H [--repeat N] [--threads N]
//   attention-bench --ui --tokens T --d-model D --heads H [--repeat N]
//   attention-bench --model MODEL_DIR --tokens T [--repeat N] [--threads N]
//                   [--ablate-each | --rerun-layer L]
//   attention-bench --train --tokens T --d-model D --heads H [--repeat N] [--threads N]
//
// --train times one training step of a random session towards a random target: the fast
// forward pass and the fast backward pass (core/fast_gradient.h) to the gradients of W_Q, W_K,
// W_V and W_O (not the embeddings'), with FLOPs = 18·T·d² + 12·T²·d.
//
// --model times a GPT-2-family model's whole forward pass (core/model/fast_forward.h) on the
// token ids 0 … T−1, every layer's input and every head's weights kept (bench/model_bench.cpp).
//
// --ui builds the real main window offscreen and times an embedding edit until every heatmap
// is repainted (bench/window_bench.cpp), with the UI thread's longest stall.
//
// One untimed run first (thread start-up, first page faults of the allocator), then N timed
// ones; median and minimum wall time, GFLOP/s from the median with FLOPs = 8·T·d² + 4·T²·d,
// and the process's peak resident memory. Bad arguments: exit 2, one line on stderr.
//
// ATTENTION_BENCH_ROW_BLOCK=R in the environment overrides the row block, for tuning on a
// new machine; it is not part of the contract.
#include "core/complexity.h"
#include "core/fast_attention.h"
#include "core/fast_gradient.h"
#include "core/memory.h"
#include "core/model/mappedread.h"
#include "core/session.h"
#include "model_bench.h"
#include "trainmodel_bench.h"
#include "runs_on.h"
#include "window_bench.h"

#include <sys/resource.h>

#include <algorithm>
#include <charconv>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <new>
#include <optional>
#include <random>
#include <string>
#include <string_view>
#include <vector>

namespace {

enum ExitCode { Done = 0, Failed = 1, BadInput = 2 };

struct Arguments {
    int tokens = 0, dModel = 0, heads = 0;
    int repeat = 5;
    int threads = 0; // 0: every core
    bool ui = false;
    std::string edit; // --edit embedding|weight|mask|token|token-remove|causal (with --ui)
    bool train = false;
    std::string model; // --model MODEL_DIR
    bool ablateEach = false; // --ablate-each (with --model)
    int rerunLayer = -1; // --rerun-layer L (with --model)
    std::string mechanism; // --patch | --logit-lens | --attribution (with --model)
};

const char *const kUsage
    = "usage: attention-bench [--ui [--edit embedding|weight|mask|token|token-remove|causal] | --train] --tokens T "
      "--d-model D --heads "
      "H"
      " [--repeat N] [--threads N]"
      " | --model MODEL_DIR --tokens T [--repeat N] [--threads N] [--ablate-each | --rerun-layer L | --patch"
      " | --logit-lens | --attribution]"
      " | --train-model --task induction [--steps N] [--layers N --heads H --d-model D --seq T --batch B]";

int badInput(const std::string &message)
{
    std::fprintf(stderr, "attention-bench: %s\n", message.c_str());
    return BadInput;
}

std::optional<int> parseInt(std::string_view text)
{
    int value = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec != std::errc() || end != text.data() + text.size())
        return std::nullopt;
    return value;
}

// Empty on success, else the one-line message.
std::string parse(int argc, char **argv, Arguments *a)
{
    struct Flag {
        std::string_view name;
        int *value;
        int min;
        bool seen = false;
    };
    Flag flags[] = { { "--tokens", &a->tokens, 1 },   { "--d-model", &a->dModel, 1 },
                     { "--heads", &a->heads, 1 },     { "--repeat", &a->repeat, 1 },
                     { "--threads", &a->threads, 0 }, { "--rerun-layer", &a->rerunLayer, 0 } };
    for (int i = 1; i < argc; ++i) {
        const std::string_view arg = argv[i];
        if (arg == "--ui" || arg == "--train" || arg == "--ablate-each") {
            bool &on = arg == "--ui" ? a->ui : arg == "--train" ? a->train : a->ablateEach;
            if (on)
                return std::string(arg) + " given twice";
            on = true;
            continue;
        }
        if (arg == "--patch" || arg == "--logit-lens" || arg == "--attribution") {
            if (!a->mechanism.empty())
                return "--patch, --logit-lens and --attribution time different things: give one";
            a->mechanism = std::string(arg.substr(2));
            continue;
        }
        if (arg == "--edit") {
            if (!a->edit.empty())
                return "--edit given twice";
            if (i + 1 >= argc || !attn::bench::uiEditFromName(argv[i + 1]))
                return "--edit needs embedding, weight, mask, token, token-remove or causal";
            a->edit = argv[++i];
            continue;
        }
        if (arg == "--model") {
            if (!a->model.empty())
                return "--model given twice";
            if (i + 1 >= argc || argv[i + 1][0] == '\0')
                return "--model needs a model folder";
            a->model = argv[++i];
            continue;
        }
        Flag *flag
            = std::find_if(std::begin(flags), std::end(flags), [&](const Flag &f) { return f.name == arg; });
        if (flag == std::end(flags))
            return "unknown argument \"" + std::string(arg) + "\" (" + kUsage + ")";
        if (flag->seen)
            return std::string(arg) + " given twice";
        if (i + 1 >= argc)
            return std::string(arg) + " needs a number";
        const std::optional<int> v = parseInt(argv[++i]);
        if (!v || *v < flag->min)
            return std::string(arg) + ": \"" + argv[i] + "\" is not a whole number ≥ "
                + std::to_string(flag->min);
        *flag->value = *v;
        flag->seen = true;
    }
    if (!a->model.empty()) {
        // A model brings its own sizes, and the window bench has no model mode.
        for (const Flag &f : flags)
            if (f.seen && (f.name == "--d-model" || f.name == "--heads"))
                return std::string(f.name)
                    + " does not go with --model: the model's config.json gives its sizes";
        if (a->ui || a->train)
            return std::string(a->ui ? "--ui" : "--train") + " does not go with --model";
        if (!flags[0].seen)
            return std::string("--tokens is required (") + kUsage + ")";
        if (int(a->ablateEach) + int(a->rerunLayer >= 0) + int(!a->mechanism.empty()) > 1)
            return "--ablate-each, --rerun-layer and --" + (a->mechanism.empty() ? std::string("patch") : a->mechanism)
                + " time different things: give one";
        return {};
    }
    if (a->ablateEach || a->rerunLayer >= 0 || !a->mechanism.empty())
        return (a->ablateEach          ? std::string("--ablate-each")
                    : a->rerunLayer >= 0 ? std::string("--rerun-layer")
                                         : "--" + a->mechanism)
            + " needs --model";
    if (a->ui && a->train)
        return "--ui and --train time different things: give one";
    if (!a->edit.empty() && !a->ui)
        return "--edit goes with --ui";
    for (const Flag &f : flags)
        if (!f.seen && (f.name == "--tokens" || f.name == "--d-model" || f.name == "--heads"))
            return std::string(f.name) + " is required (" + kUsage + ")";
    if ((a->edit == "token" || a->edit == "token-remove") && a->tokens < 2)
        return "--edit " + a->edit + " needs --tokens 2 or more (a session keeps one token)";
    if ((a->edit == "token" || a->edit == "token-remove") && a->tokens > attn::Limits::maxTokens)
        return "--edit " + a->edit + " needs --tokens " + std::to_string(attn::Limits::maxTokens)
            + " or fewer (the most a session has)";
    return {};
}

double peakRssMb()
{
    rusage usage {};
    getrusage(RUSAGE_SELF, &usage);
    return static_cast<double>(usage.ru_maxrss) / 1024.0; // Linux reports KiB
}

double medianOf(std::vector<double> ms)
{
    std::sort(ms.begin(), ms.end());
    const std::size_t n = ms.size();
    return n % 2 ? ms[n / 2] : (ms[n / 2 - 1] + ms[n / 2]) / 2;
}

// One training step: the fast forward pass into the previous step's memory, then the fast
// backward pass to the four matrices' gradients. The session gets a random target first.
int trainBench(attn::Session session, const Arguments &a)
{
    std::mt19937_64 rng(2);
    std::normal_distribution<double> normal(0.0, 1.0);
    attn::Matrix target(session.tokenCount(), session.dModel());
    for (Eigen::Index k = 0; k < target.size(); ++k)
        target.data()[k] = normal(rng);
    attn::FastOptions forward;
    forward.threads = a.threads;
    attn::FastGradientOptions backward;
    backward.threads = a.threads;
    backward.inputGradient = false;
    std::optional<attn::AttentionResult> result;
    std::vector<double> ms;
    for (int run = 0; run <= a.repeat; ++run) {
        const auto start = std::chrono::steady_clock::now();
        forward.recycle = result ? &*result : nullptr;
        result = attn::computeAttentionFast(session, forward);
        const std::optional<attn::GradientResult> g
            = result ? attn::computeGradientFast(session, *result, target, backward) : std::nullopt;
        const auto stop = std::chrono::steady_clock::now();
        if (!g || !std::isfinite(g->loss)) {
            std::fprintf(stderr, "attention-bench: the training step did not finish\n");
            return Failed;
        }
        if (run > 0) // run 0 warms up
            ms.push_back(std::chrono::duration<double, std::milli>(stop - start).count());
    }
    const double median = medianOf(ms);
    const double flops = attn::trainingStepFlops(a.tokens, a.dModel);
    std::printf(
        "{\"mode\":\"train\",\"tokens\":%d,\"d_model\":%d,\"num_heads\":%d,\"repeat\":%d,\"median_ms\":%.6g,"
        "\"min_ms\":%.6g,\"gflops\":%.6g,\"peak_rss_mb\":%.1f%s}\n",
        a.tokens, a.dModel, a.heads, a.repeat, median, *std::min_element(ms.begin(), ms.end()),
        flops / (median * 1e-3) / 1e9, peakRssMb(), attn::bench::runsOnJson(a.threads).c_str());
    return Done;
}

int benchMain(int argc, char **argv)
{
    // OpenBLAS's kernel, chosen before anything else runs (core/blas.h): may start the program again.
    attn::blas::chooseKernelAtStart(argv);
    // As the app's main() does: a recompute reuses the memory the previous result freed
    // instead of asking the kernel for fresh, cleared pages (core/memory.h).
    attn::keepFreedMemoryForReuse();
    for (int i = 1; i < argc; ++i)
        if (std::strcmp(argv[i], "--help") == 0 || std::strcmp(argv[i], "-h") == 0) {
            std::printf("%s\n", kUsage);
            return Done;
        }
    for (int i = 1; i < argc; ++i) // its own flags (trainmodel_bench.h)
        if (std::strcmp(argv[i], "--train-model") == 0)
            return attn::bench::runTrainModelBench(argc, argv);
    Arguments a;
    if (const std::string error = parse(argc, argv, &a); !error.empty())
        return badInput(error);
    if (!a.model.empty())
        return attn::bench::runModelBench(
            { a.model, a.tokens, a.repeat, a.threads, a.ablateEach, a.rerunLayer, a.mechanism });

    const attn::Session session = attn::randomSession(a.tokens, a.dModel, a.heads, 1);
    // The app's own limits and checks (heads must divide d_model, at most 4096 tokens, …).
    if (const std::string error = attn::validate(session); !error.empty())
        return badInput(error);

    if (a.ui)
        return attn::bench::runUiBench(
            argc, argv,
            { a.tokens, a.dModel, a.heads, a.repeat,
              attn::bench::uiEditFromName(a.edit).value_or(attn::bench::UiEdit::Embedding) });
    if (a.train)
        return trainBench(session, a);

    attn::FastOptions options;
    options.threads = a.threads;
    if (const char *rowBlock = std::getenv("ATTENTION_BENCH_ROW_BLOCK"))
        options.rowBlock = parseInt(rowBlock).value_or(0);

    std::vector<double> ms;
    for (int run = 0; run <= a.repeat; ++run) {
        const auto start = std::chrono::steady_clock::now();
        // Scoped to the iteration: one result alive at a time, as in the app.
        const std::optional<attn::AttentionResult> result = attn::computeAttentionFast(session, options);
        const auto stop = std::chrono::steady_clock::now();
        if (!result || result->heads.size() != static_cast<std::size_t>(a.heads)) {
            std::fprintf(stderr, "attention-bench: the computation did not finish\n");
            return Failed;
        }
        if (run > 0) // run 0 warms up
            ms.push_back(std::chrono::duration<double, std::milli>(stop - start).count());
    }

    std::sort(ms.begin(), ms.end());
    const double median = medianOf(ms);
    const double T = a.tokens, d = a.dModel;
    const double flops = 8 * T * d * d + 4 * T * T * d;
    // Six significant digits: tiny sizes take microseconds, and gflops must follow from median_ms.
    std::printf(
        "{\"tokens\":%d,\"d_model\":%d,\"num_heads\":%d,\"repeat\":%d,\"median_ms\":%.6g,\"min_ms\":%.6g,"
        "\"gflops\":%.6g,\"peak_rss_mb\":%.1f%s}\n",
        a.tokens, a.dModel, a.heads, a.repeat, median, ms.front(), flops / (median * 1e-3) / 1e9,
        peakRssMb(), attn::bench::runsOnJson(a.threads).c_str());
    return Done;
}

} // namespace

int main(int argc, char **argv)
{
    // Running out of memory, or a model file truncated under the model bench, is one line and
    // exit 1, as for the app's commands; never an abort.
    try {
        return benchMain(argc, argv);
    } catch (const std::bad_alloc &) {
        std::fprintf(stderr, "attention-bench: not enough memory for the sizes asked for\n");
    } catch (const attn::gpt2::ModelFileChanged &e) {
        std::fprintf(stderr, "attention-bench: %s\n", e.what());
    }
    return Failed;
}
