// Edits of a session as pure functions: each takes a valid session and returns the edited one,
// keeping everything tied to token positions (padding, sentences, the prefix, hand-blocked
// cells, the target's rows, RoPE's explicit positions) or to d_model (biases, the target's columns) in step, so the result
// is valid again. The document turns each into one undo step; the tests hold them to validate().
#pragma once

#include "session.h"

#include <string>

namespace attn {

// Token `text` at position `at` (clamped to 0…T), embedding 0, target row 0, not padding; it
// joins the sentence of the token before it, and the prefix when it lands inside it.
// T < Limits::maxTokens.
Session withTokenInserted(const Session &s, int at, const std::string &text);

// Token t gone (T > 1), with its row of X and of the target, its flags and every blocked cell
// that named it.
Session withTokenRemoved(const Session &s, int t);

// Token `from` moved to position `to`; everything tied to it moves along.
Session withTokenMoved(const Session &s, int from, int to);

// d_model changed to d (1…Limits::maxDModel): what fits is kept, new columns of X are 0, new
// rows and columns of every W get the identity (a new dimension passes through), biases and the
// target keep what fits and are 0 in new dimensions; the head count drops to the most that
// divide d. A session with today's keys (head_dim, num_kv_heads, norms, rope) keeps its heads as
// they are — head_dim is then set to the d_k it had — and only the model's side of each matrix
// (W_Q, W_K, W_V's rows, W_O's columns) changes.
Session withDModel(const Session &s, int d);

enum class Fill { Identity, Zeros, Random, Scale };

// A matrix of m's shape: the identity, zeros, seeded normal numbers (rounded to three decimals,
// readable on a slide; standard deviation `sd`), or m times `factor`.
Matrix filledMatrix(const Matrix &m, Fill how, double factor, unsigned seed, double sd);

} // namespace attn
