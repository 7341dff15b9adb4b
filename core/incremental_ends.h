// Tokens added or removed at the end (core/incremental.h): a token masked out is a key no query
// sees and a query that sees no key, so a result grows by it exactly, filling zeros, and loses
// it exactly, cutting. updateAttention() then unmasks the added tokens, or masks the removed
// ones before they are cut, as it unmasks or masks any cell.
#pragma once

#include "attention.h"
#include "session.h"

namespace attn::ends {

// True when `after` is `before` with tokens added or removed at the end and nothing else that
// the tokens they share see: the same embeddings, weights and biases, and the same mask among
// them (the rest of the shape is checked by the caller).
bool onlyTheEndDiffers(const Session &before, const Session &after);

// The Q, K and V rows of these tokens from `s`: X·W + b (1,n) = (1,d)·(d,n) + (n), then normed
// and turned (the rows before that kept where the session norms or turns). For a token whose
// embedding changed, and for one added.
void refreshRows(const Session &s, const std::vector<int> &rows, AttentionResult &r);

// `s` with its tokens from `from` on masked out: padding (no query sees them) and every cell of
// their rows blocked (they see nothing).
Session maskedFrom(const Session &s, int from);

// r, the result of `s`'s first tokens (r.tokenCount() of them) with the others masked out, or
// the result of `s` with more tokens whose extra ones are masked out: made the result of `s`.
// Grown: Q, K and V rows of the new tokens from `s`, their weights, head outputs and row
// statistics 0 (fully masked), their key columns 0 (no one sees them), raw scores where kept.
// Cut: every per-token part cut to `s`'s tokens. Every head's content id becomes 0.
// The T×T matrices are moved on `threads` threads (0: one per core), as the update itself.
void fitTokens(const Session &s, AttentionResult &r, int threads = 0);

} // namespace attn::ends
