// The rest of the transformer block around a session's attention (the session key `block`,
// docs/file-formats.md): what the lesson's closing part works out, one row at a time.
//
//   x                     residual_in (T, d): the stream entering the block
//   a = LN₁(x)            the session's embeddings: what its attention reads
//   h = x + attention(a)  the residual add (attention's output: concat·W_O + b_O)
//   n = LN₂(h)
//   m = gelu(n·W_in + b_in)·W_out + b_out      the MLP, I hidden units wide
//   y = h + m             the stream leaving the block
//
// LN(x) = (x − mean) / √(variance + eps) · γ + β over the row (variance divided by d), gelu the
// tanh form GPT-2 calls gelu_new. GPT-2's block, exactly (core/model/forward.h computes the same
// for a whole model; this one keeps every step of it for the slides).
#pragma once

#include "conventions.h"

#include <memory>
#include <string>
#include <vector>

namespace attn {

struct TransformerBlock {
    Matrix residualIn; // (T, d)
    RowVector norm1Gamma, norm1Beta, norm2Gamma, norm2Beta; // (d) each
    Matrix Win; // (d, I)
    RowVector bIn; // (I)
    Matrix Wout; // (I, d)
    RowVector bOut; // (d)
    double eps = 1e-5;
    // The tokens the block was taken for: an edit that renames, adds or moves one leaves the block
    // describing another sentence (blockHolds). Not written: the session's own tokens are.
    std::vector<std::string> tokens;

    int width() const { return int(Win.cols()); } // I
    friend bool operator==(const TransformerBlock &a, const TransformerBlock &b);
};

// Every step of the block on rows of the stream `residualIn` (n, d) and the attention's output
// for them, `attentionOutput` (n, d): all of b.residualIn and the session's output, or one row
// of each (the lesson's slides).
struct BlockPass {
    Matrix normed1; // LN₁(x): what the attention read
    Matrix attention; // its output
    Matrix residualMid; // h = x + attention
    Matrix normed2; // LN₂(h)
    Matrix hidden; // n·W_in + b_in, before gelu
    Matrix activated; // gelu of it
    Matrix mlp; // activated·W_out + b_out
    Matrix residualOut; // y = h + mlp
};
BlockPass runBlock(const TransformerBlock &b, const MatrixRef &residualIn, const MatrixRef &attentionOutput);

// One row through a LayerNorm, every number kept: what the LayerNorm slide writes out.
struct RowNorm {
    double mean = 0, variance = 0, denominator = 0; // √(variance + eps)
    RowVector centred, scaled, out; // x − mean, ÷ denominator, · γ + β
};
RowNorm normRow(const RowVector &x, const RowVector &gamma, const RowVector &beta, double eps);

// Empty when the block fits a session with these embeddings X (T, d): its shapes, its numbers
// (finite, within Limits), eps, and X = LN₁(residual_in) to 1e-9 of each number (of 1 where it is
// smaller); otherwise one sentence naming
// the field, e.g. "block: mlp: W_out: shape 8×4, expected 16×4".
std::string checkBlock(const TransformerBlock &b, const Matrix &X);

// Whether the block still describes a session with these tokens and embeddings: the same tokens
// and X = LN₁(residual_in) as checkBlock holds it. An edit of either leaves it behind: the file writers leave
// it out and the lesson's closing part says so; Undo brings the session back to where it holds.
bool blockHolds(const TransformerBlock &b, const std::vector<std::string> &tokens, const Matrix &X);

} // namespace attn
