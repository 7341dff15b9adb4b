// The model workbench's lists as CSV, for a spreadsheet or a notebook: head scores and the
// importance of every head (ablate-each). One row per head, layer by layer; `layer` and `head`
// count from 1 as the window names them, `L.H` from 0 as the command line does (docs/file-formats.md),
// numbers in full precision, an empty cell where a score is not defined (null on the command
// line). Written through io::writeFileAtomically like every file the window saves.
#pragma once

#include "core/model/interventions.h"
#include "core/model/mechanisms.h"

#include <QString>

#include <functional>
#include <vector>

namespace attn {

// layer,head,L.H,previous_token,first_token,self,induction
QString headScoresCsv(const std::vector<gpt2::HeadScores> &scores);

// layer,head,L.H,delta_logprob,target_id,target_token — delta_logprob = log p_ablated(t*) − log p(t*)
QString importanceCsv(const gpt2::AblateEachResult &importance, const QString &targetToken);

// Activation patching (patchActivations): a row per layer, a column per position (resid) or
// head, how much of the answer comes back; a comment-free header names the axis and the columns.
QString patchingCsv(const Matrix &values, const QString &corner, const QStringList &columns);

// The logit lens, one line per layer and position:
// layer,position,token,top_token,top_id,top_probability,traced_token,traced_rank,traced_probability
// (the traced columns empty when nothing is traced).
QString logitLensCsv(const gpt2::LogitLens &lens, const QStringList &tokens, const std::function<QString(int)> &tokenText,
                     const QString &tracedText);

// RFC 4180: a field with a comma, a quote, a line break or spaces at its ends is quoted, its
// quotes doubled (every CSV the window writes).
QString csvField(QString text);

// "2.11": the command line's name of a head (from 0).
QString commandLineHead(const gpt2::HeadId &head);

} // namespace attn
