#include "trainmodel_bench.h"

#include "runs_on.h"

#include "core/model/induction_task.h"
#include "core/model/model_trainer.h"

#include <algorithm>
#include <charconv>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <memory>
#include <random>
#include <string>
#include <string_view>

namespace attn::bench {

namespace {

    int refuse(const std::string &why)
    {
        std::fprintf(stderr, "attention-bench: %s\n", why.c_str());
        return 2;
    }

} // namespace

int runTrainModelBench(int argc, char **argv)
{
    using namespace attn::gpt2;
    InductionRecipe r = defaultInductionRecipe();
    int steps = 500, threads = 0;
    bool task = false;
    struct Flag {
        std::string_view name;
        int *value;
        bool seen = false;
    } flags[] = { { "--steps", &steps }, { "--layers", &r.layers },  { "--heads", &r.heads },
                  { "--d-model", &r.dModel }, { "--seq", &r.task.seq }, { "--batch", &r.batch },
                  { "--threads", &threads } };
    for (int i = 1; i < argc; ++i) {
        const std::string_view arg = argv[i];
        if (arg == "--train-model")
            continue;
        if (arg == "--task") {
            if (task || i + 1 >= argc || std::strcmp(argv[i + 1], "induction") != 0)
                return refuse("--task needs induction (once)");
            task = true;
            ++i;
            continue;
        }
        Flag *flag = nullptr;
        for (Flag &f : flags)
            if (f.name == arg)
                flag = &f;
        if (!flag)
            return refuse("unknown argument \"" + std::string(arg) + "\" with --train-model");
        if (flag->seen || i + 1 >= argc)
            return refuse(std::string(arg) + (flag->seen ? " given twice" : " needs a number"));
        const std::string_view text = argv[++i];
        int v = 0;
        const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
        if (ec != std::errc() || end != text.data() + text.size() || v < (flag->name == "--threads" ? 0 : 1))
            return refuse(std::string(arg) + ": \"" + std::string(text) + "\" is not a whole number ≥ 1");
        *flag->value = v;
        flag->seen = true;
    }
    if (!task)
        return refuse("--train-model needs --task induction");
    if (flags[4].seen)
        r.task.mMax = (r.task.seq - 1) / 2;
    if (const std::string why = checkInductionRecipe(r); !why.empty())
        return refuse(why);
    ModelParams start = newInductionModel(r, 1);
    ModelTrainer trainer(start, r.optimizer, r.lr, inductionFrozen(start, r.fixedPositions),
                         inductionBatches(r.task, r.batch, 1), threads);
    const auto t0 = std::chrono::steady_clock::now();
    for (int s = 0; s < steps; ++s)
        if (!trainer.step()) {
            std::fprintf(stderr, "attention-bench: %s\n", trainer.error().c_str());
            return 1;
        }
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    const std::vector<HeadScores> scores = meanHeadScores(trainer.params(), heldOutInductionBatch(r.task));
    const HeadScores *head = bestInductionHead(scores);
    const double best = head ? *head->induction : 0.0;
    std::printf("{\"mode\":\"train-model\",\"steps\":%d,\"seconds\":%.4f,\"steps_per_second\":%.2f,"
                "\"final_induction\":%.4f,\"layers\":%d,\"heads\":%d,\"d_model\":%d,\"seq\":%d,\"batch\":%d%s}\n",
                steps, seconds, steps / seconds, best, r.layers, r.heads, r.dModel, r.task.seq, r.batch,
                runsOnJson(threads).c_str());
    return 0;
}

} // namespace attn::bench
