// The model workbench's lists as CSV, for a spreadsheet or a notebook: head scores and the
// importance of every head (ablate-each). One row per head, layer by layer; `layer` and `head`
// count from 1 as the window names them, `L.H` from 0 as the command line does (docs/file-formats.md),
// numbers in full precision, an empty cell where a score is not defined (null on the command
// line). Written through io::writeFileAtomically like every file the window saves.
#pragma once

#include "core/model/interventions.h"

#include <QString>

#include <vector>

namespace attn {

// layer,head,L.H,previous_token,first_token,self,induction
QString headScoresCsv(const std::vector<gpt2::HeadScores> &scores);

// layer,head,L.H,delta_logprob,target_id,target_token — delta_logprob = log p_ablated(t*) − log p(t*)
QString importanceCsv(const gpt2::AblateEachResult &importance, const QString &targetToken);

// "2.11": the command line's name of a head (from 0).
QString commandLineHead(const gpt2::HeadId &head);

} // namespace attn
