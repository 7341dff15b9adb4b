// Where the lesson's common mistakes show. Masking after softmax changes nothing when nothing
// is masked, and a reshape without transpose scrambles nothing with one head — which is the
// lesson's own example. stageForMistake() picks the session to show a mistake on: the current
// one when the mistake shows there, else the smallest change that makes it show (the causal mask
// on, two heads), else a preset where it shows, and says why it switched.
#pragma once

#include "heatmapdata.h"

#include <QString>

namespace attn {

// Weights that differ by less than this look the same at the three decimals a cell shows.
inline constexpr double kMistakeVisible = 1e-3;

struct MistakeStage {
    Session session; // the session to show the mistake on
    int head = 0; // a head where it shows (the one asked for, when it shows there)
    bool switched = false; // `session` is not the current one
    QString change; // the undo step's text when switched ("Causal mask on"): short, a tool bar shows it
    QString note; // why it switched, for the user (empty when it did not)
};

// The mistake's name as a menu says it: "mask after softmax".
QString mistakeName(Mistake mistake);

// `result` is the current session's (computed from it), or null to compute it here. Candidates
// of more than a few hundred tokens are taken on their structure (something masked, two heads)
// rather than computed, so a large session costs no second forward pass on the UI thread.
MistakeStage stageForMistake(const Session &current, const AttentionResult *result, int head,
                             Mistake mistake);

} // namespace attn
