// What a model keeps per token while it generates: every layer's keys and values (the KV cache),
// and what the same width would need with one K/V head per query head (MHA), the model's own
// grouping (GQA) and one K/V head for all (MQA) — the reason grouped K/V heads exist, in numbers.
#pragma once

#include "gpt2.h"

#include <cstdint>

namespace attn::gpt2 {

struct KvCacheSize {
    int bytesPerNumber = 4; // as the cache is kept: 2 for 16-bit weights, 4 for F32
    int layers = 0;
    int window = 0; // a sliding window: no more tokens kept in a sliding layer; 0: none
    int slidingLayers = 0; // how many layers slide (Mistral: all; Gemma: the local ones)
    // Bytes per token of context, every layer: K and V, 2 · kv_heads · head_dim numbers a layer.
    std::int64_t perToken = 0;
    // The same width (n_head · head_dim) with n_head K/V heads, the model's, and one.
    std::int64_t mha = 0, gqa = 0, mqa = 0;
    // DeepSeek's latent attention keeps the latent and the one rope key (kv_lora_rank + rope
    // numbers a layer: perToken); expanded, every head's K (nope + rope) and V (v) would take this.
    std::int64_t expanded = 0;
    // Bytes for `tokens` tokens of context, each sliding layer holding no more than its window.
    std::int64_t atContext(std::int64_t tokens) const;
};

KvCacheSize kvCacheSize(const Config &c, int bytesPerNumber);

} // namespace attn::gpt2
