// attention-bench --train-model --task induction [--steps N] [--layers N --heads H --d-model D
// --seq T --batch B] [--threads N]: times train-model's induction task, its default recipe with
// the sizes given (core/model/induction_task.h), and prints one JSON line:
// {"mode":"train-model","steps":N,"seconds":…,"steps_per_second":…,"final_induction":…,"threads":…}
// (final_induction: the best induction score of a head in layer 1 or later, on the task's
// held-out batch, at the end).
#pragma once

namespace attn::bench {

// argv holds "--train-model" somewhere; the exit code (2 with one line on stderr for a misuse).
int runTrainModelBench(int argc, char **argv);

} // namespace attn::bench
