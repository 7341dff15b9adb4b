// The score rule's stages (core/scorerule.h) in the lesson's notation: what each is called, what it
// does with this head's numbers, and one cell worked through it. Written once here, so the
// breakdown, the heatmap's titles and tooltips and the lesson name a stage alike. Adding a stage:
// docs/architecture.md, "Adding an attention variant".
#pragma once

#include "core/scorerule.h"

#include <QString>
#include <QStringList>

namespace attn {

// "× scale", …: the stage's name in a table's first column.
QString stageLabel(LogitStage stage);
// What the stage does with this head's numbers: "÷ √2 = 1.414", "× 0.5", ….
QString stageHint(const HeadRule &rule, LogitStage stage, int dK, int precision);
// One cell through the stage, `before` going in and `after` coming out of it, for query `query` and
// key `key` (0-based): "2 ÷ √2 = 1.414", ….
QString stageWorked(const HeadRule &rule, LogitStage stage, double before, double after, int query, int key,
                    int dK, int precision);
// One cell (query, key) of raw score `score` through every stage of the rule, a line a stage
// (stageWorked); *logit, when given, receives what comes out (headLogit).
QStringList cellStageLines(const HeadRule &rule, double score, int query, int key, int dK, int precision,
                           double *logit = nullptr);
// The whole rule after q·k, short, for a heatmap's title: "q·k × 0.707", ….
QString ruleSummary(const HeadRule &rule, int dK);
// The sink's share of one query's softmax, in words: "the sink takes 0.246"; empty without a sink.
QString sinkSentence(const HeadRule &rule, double sinkWeight, int precision);

} // namespace attn
