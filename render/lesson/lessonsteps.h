// The guided lesson's steps, in one table (lessonsteps.cpp): for each step its name, section,
// title, the kind of picture it draws and the function that fills that picture with numbers
// computed from the session at hand. Adding a step is one entry there (plus, at most, a new
// picture kind). The window's Lesson panel, presentation mode and the `lesson` command all
// build their steps here, so they show the same numbers.
#pragma once

#include "lessonmodel.h"

#include "core/breakdown.h"
#include "core/session.h"

#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <memory>
#include <vector>

namespace attn::lesson {

// What the steps are computed from.
struct LessonInput {
    Session session; // a valid session (validate() empty)
    std::shared_ptr<const AttentionResult> result; // its computation; computed when null
    QJsonObject view; // the session's "view" (title, head_labels)
    int head = 0; // 0-based; clamped into the session
    int query = -1; // 0-based; −1: the view's "query" when it has one, else min(1, T − 1)
    CostStatus cost; // the measured cost, when there is one
};

// The input, checked and with what every step shares worked out once.
struct LessonContext {
    Session session;
    std::shared_ptr<const AttentionResult> result;
    QJsonObject view;
    QStringList tokens; // as the views show them
    int head = 0, query = 0;
    int T = 0, dModel = 0, heads = 1, dK = 0;
    RowBreakdown row; // the selected query of the selected head, explained
    std::vector<int> keys; // the keys the worked steps show (all of them up to 6)
    CostStatus cost;
};

LessonContext makeLessonContext(LessonInput input);

// One entry of the table.
struct StepEntry {
    const char *id;
    const char *section;
    const char *title;
    PictureKind picture;
    void (*build)(const LessonContext &context, StepModel &step);
    const char *notes; // what to say, for the presenter view
};

const std::vector<StepEntry> &lessonSteps();
// A step's words as the window shows them, in its language (the table holds the English).
QString stepSection(const StepEntry &e);
QString stepTitle(const StepEntry &e);
QString stepNotes(const StepEntry &e);
int stepCount();
// The index (0-based) of the step with this id, or −1.
int stepIndex(const QString &id);
// "1\tAttention, worked out by hand\n2\t…": what `lesson --list` prints.
QString stepListText();

// Step `index` (0-based, in range) for this context.
StepModel buildStep(const LessonContext &context, int index);
// Whether a sentence starts with an ordinary word, which may be capitalised ("query 2 …"), rather
// than with a symbol that keeps its case (d_k, e^x, d_model, q₂, x).
bool startsWithWord(const QString &text);

// The sizes the cost step measures, and the model it measures them with: the lesson's d_model 512
// and 8 heads, a real layer's size.
inline constexpr int kCostDModel = 512;
inline constexpr int kCostHeads = 8;
inline constexpr int kCostFirstTokens = 256;
inline constexpr int kCostLastTokens = 4096;

} // namespace attn::lesson
