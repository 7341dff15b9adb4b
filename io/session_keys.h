// Every key a session file may hold, and the part of the session it belongs to (core/session.h;
// "file" and "view" are the file's own, not the session's). docs/file-formats.md prints the same
// table: tests/io/tst_session_keys.cpp holds the two to each other, checks that the reader reads
// every key here, and that every edit, save and open, `train` and a layer taken from a model keep
// the keys they do not change. A key added to the reader is added here and there.
#pragma once

#include "core/session.h"

namespace attn::io {

struct SessionKey {
    const char *name;
    const char *part; // as docs/file-formats.md names it
    unsigned bit; // the SessionPart it belongs to; 0 for "file" and "view"
};

inline constexpr SessionKey kSessionKeys[] = {
    { "format", "file", 0 },
    { "version", "file", 0 },
    { "tokens", "tokens", PartTokens },
    { "embeddings", "tokens", PartTokens },
    { "block", "tokens", PartTokens },
    { "num_heads", "weights", PartWeights },
    { "num_kv_heads", "weights", PartWeights },
    { "head_dim", "weights", PartWeights },
    { "W_Q", "weights", PartWeights },
    { "W_K", "weights", PartWeights },
    { "W_V", "weights", PartWeights },
    { "W_O", "weights", PartWeights },
    { "b_Q", "weights", PartWeights },
    { "b_K", "weights", PartWeights },
    { "b_V", "weights", PartWeights },
    { "b_O", "weights", PartWeights },
    { "q_norm", "weights", PartWeights },
    { "k_norm", "weights", PartWeights },
    { "norm_eps", "weights", PartWeights },
    { "rope", "weights", PartWeights },
    { "mla", "weights", PartWeights },
    { "causal", "masks", PartMasks },
    { "padding", "masks", PartMasks },
    { "blocked", "masks", PartMasks },
    { "window", "masks", PartMasks },
    { "prefix", "masks", PartMasks },
    { "segments", "masks", PartMasks },
    { "scale", "score rule", PartScoreRule },
    { "alibi", "score rule", PartScoreRule },
    { "softcap", "score rule", PartScoreRule },
    { "sinks", "score rule", PartScoreRule },
    { "target", "learning", PartLearning },
    { "training", "learning", PartLearning },
    { "notes", "about", PartAbout },
    { "view", "view", 0 },
};

} // namespace attn::io
