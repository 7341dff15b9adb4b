#!/usr/bin/python3
"""Random model folders of today's families in their Hugging Face layout, and what they compute.

For each family this script knows, it writes a folder as transformers saves one (config.json,
model.safetensors under the family's tensor names, a tokenizer.json in the family's format) with
random weights, and can run the folder's forward pass in float64 with NumPy, written from the
family's definition (transformers' modelling file, read, not imported: it cannot be installed
here), independently of the app:

  bloom   x = LayerNorm_emb(word_embeddings[ids])
          per layer:  a = LayerNorm(x)                                   (kept: the layer's input)
                      [q|k|v] per head = a·query_key_valueᵀ + b, rows (heads, 3, head_dim)
                      logits = q·kᵀ/√head_dim + m_h·j  (ALiBi, BLOOM's slopes), causal, softmax
                      x = x + concat·denseᵀ + b
                      x = x + gelu(LayerNorm(x)·dense_h_to_4hᵀ + b)·dense_4h_to_hᵀ + b,
                          gelu(v) = v/2·(1 + tanh(0.79788456·v·(1 + 0.044715·v²)))
          logits = LayerNorm_f(x)·word_embeddingsᵀ

  gemma2, gemma3_text
          x = embed_tokens[ids]·√hidden_size;  rms(v, w) = v/√(mean(v²) + ε)·(1 + w)
          per layer:  a = rms(x, input_layernorm)                           (kept: the layer's input)
                      q, k, v = a·q_projᵀ, a·k_projᵀ, a·v_projᵀ, split into heads (head_dim given)
                      gemma3: q, k = rms(q, q_norm), rms(k, k_norm) per head
                      q, k turned by RoPE (rotate_half); gemma3's sliding layers with
                          rope_local_base_freq, its global ones rope_theta (and rope_scaling)
                      logits = q·kᵀ·query_pre_attn_scalar^−½; gemma2: c·tanh(logits/c)
                      causal; a sliding layer (layer_types, else gemma2: even layers, gemma3:
                          all but every sliding_window_pattern-th) sees keys i − W + 1 … i
                      x = x + rms(concat·o_projᵀ, post_attention_layernorm)
                      m = rms(x, pre_feedforward_layernorm)
                      x = x + rms((gelu_tanh(m·gate_projᵀ) ⊙ m·up_projᵀ)·down_projᵀ,
                                  post_feedforward_layernorm)
          logits = rms(x, norm)·embed_tokensᵀ; gemma2: c·tanh(logits/c) (final_logit_softcapping)

  gpt_oss x = embed_tokens[ids];  rms(v, w) = v/√(mean(v²) + ε)·w
          per layer:  a = rms(x, input_layernorm)                           (kept: the layer's input)
                      q, k, v = a·q_projᵀ + b_q, a·k_projᵀ + b_k, a·v_projᵀ + b_v
                      q, k turned by YaRN RoPE (rotate_half, the ramp, × attention factor)
                      logits = q·kᵀ/√head_dim, causal, sliding layers (even ones unless
                          layer_types says) see W keys; then one more column: the head's sink
                      softmax over the row and the sink; the sink's weight is dropped
                      x = x + concat·o_projᵀ + b_o
                      m = rms(x, post_attention_layernorm)
                      router = m·routerᵀ + b; top-k experts by raw logit, softmax over those k
                      expert e: h = m·gate_up_proj[e] + b (gate = even columns, up = odd),
                          gate ≤ limit, |up| ≤ limit, out = ((up + 1)·gate·σ(α·gate))·down_proj[e] + b
                      x = x + Σ weight·out
          logits = rms(x, norm)·lm_headᵀ

  family-models.py FAMILY DIR                       the tests' tiny folder (and DIR/expected.json);
                                                    FAMILY bloom, gemma (variants gemma2, gemma3)
                                                    or gpt-oss
  family-models.py FAMILY DIR --variant NAME        another of the tests' tiny folders
  family-models.py FAMILY DIR --shape bench         a folder in a real model's shapes, for
                                                    attention-bench --model (no expected.json)

expected.json holds the ids it ran on, every layer's input (T × d), every head's weights
(T × T, zeros above the diagonal) and the logits at every position (T × vocab), each number as
Python writes a float (round-trip exact). tests/data/families/ holds the tests' folders and what
this wrote for them; tests/io/tst_families.cpp holds the app to it.

Needs NumPy only (Debian: python3-numpy); run with /usr/bin/python3.
"""

import argparse
import json
import math
import os
import struct

import numpy as np

# ---- files ------------------------------------------------------------------------------------


def to_bf16_bits(a):
    """float32 → bfloat16 bit patterns, rounded to nearest even."""
    bits = np.ascontiguousarray(a, dtype=np.float32).view(np.uint32).astype(np.uint64)
    rounded = (bits + 0x7FFF + ((bits >> 16) & 1)) >> 16
    return rounded.astype(np.uint16)


def from_bf16_bits(bits):
    return (bits.astype(np.uint32) << 16).view(np.float32)


def write_safetensors(path, tensors, dtype, as_bytes=None):
    """tensors: name → float32 array; stored as dtype (F32, F16 or BF16), names in order; as_bytes:
    name → uint8 array, stored as U8 as it is."""
    header, blobs, offset = {}, [], 0
    as_bytes = as_bytes or {}
    for name in sorted(list(tensors) + list(as_bytes)):
        a = tensors.get(name)
        if name in as_bytes:
            data = np.ascontiguousarray(as_bytes[name], dtype=np.uint8).tobytes()
            header[name] = {"dtype": "U8", "shape": list(as_bytes[name].shape),
                            "data_offsets": [offset, offset + len(data)]}
            blobs.append(data)
            offset += len(data)
            continue
        if dtype == "F32":
            raw = np.ascontiguousarray(a, dtype="<f4").tobytes()
        elif dtype == "F16":
            raw = np.ascontiguousarray(a, dtype="<f2").tobytes()
        else:
            raw = to_bf16_bits(a).astype("<u2").tobytes()
        header[name] = {"dtype": dtype, "shape": list(a.shape), "data_offsets": [offset, offset + len(raw)]}
        blobs.append(raw)
        offset += len(raw)
    header["__metadata__"] = {"format": "pt"}
    text = json.dumps(header, separators=(",", ":")).encode()
    text += b" " * (-len(text) % 8)
    with open(path, "wb") as f:
        f.write(struct.pack("<Q", len(text)))
        f.write(text)
        for raw in blobs:
            f.write(raw)


def write_folder(folder, config, tokenizer, tensors, dtype, as_bytes=None):
    """config.json, tokenizer.json and model.safetensors, as transformers saves a folder."""
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(folder, "config.json"), "w") as f:
        json.dump(config, f, indent=2)
        f.write("\n")
    with open(os.path.join(folder, "tokenizer.json"), "w", encoding="utf-8") as f:
        json.dump(tokenizer, f, ensure_ascii=False)
    write_safetensors(os.path.join(folder, "model.safetensors"), tensors, dtype, as_bytes)


def read_safetensors(path):
    """name → float64 array, from F32, F16 or BF16."""
    with open(path, "rb") as f:
        blob = f.read()
    n = struct.unpack("<Q", blob[:8])[0]
    header = json.loads(blob[8:8 + n])
    out = {}
    for name, info in header.items():
        if name == "__metadata__":
            continue
        b, e = info["data_offsets"]
        raw = blob[8 + n + b:8 + n + e]
        if info["dtype"] == "F32":
            a = np.frombuffer(raw, dtype="<f4")
        elif info["dtype"] == "F16":
            a = np.frombuffer(raw, dtype="<f2")
        elif info["dtype"] == "BF16":
            a = from_bf16_bits(np.frombuffer(raw, dtype="<u2"))
        elif info["dtype"] == "U8":  # MXFP4's blocks and scales: kept as bytes
            out[name] = np.frombuffer(raw, dtype=np.uint8).reshape(info["shape"])
            continue
        else:
            raise SystemExit("%s: dtype %s" % (name, info["dtype"]))
        out[name] = a.astype(np.float64).reshape(info["shape"])
    return out


def bytes_to_unicode():
    """GPT-2's byte-level alphabet: each byte as a printable character."""
    printable = list(range(ord("!"), ord("~") + 1)) + list(range(ord("¡"), ord("¬") + 1)) \
        + list(range(ord("®"), ord("ÿ") + 1))
    chars, n = {}, 0
    for b in range(256):
        if b in printable:
            chars[b] = chr(b)
        else:
            chars[b] = chr(256 + n)
            n += 1
    return chars


def add_merges(vocab, words, limit):
    """Each word as the merge of its longest known prefix and the rest, while the vocabulary is
    below limit: the merges, in rank order (vocab gains each word)."""
    merges = []
    for w in words:
        if len(vocab) >= limit:
            break
        for cut in range(len(w) - 1, 0, -1):
            if w[:cut] in vocab and w[cut:] in vocab:
                merges.append(w[:cut] + " " + w[cut:])
                vocab[w] = len(vocab)
                break
    return merges


def bloom_tokenizer(vocab_size):
    """A tokenizer.json in BLOOM's format (its pre-tokenizer, decoder and special tokens) with the
    256 byte tokens after BLOOM's four specials and merges up to vocab_size."""
    specials = ["<unk>", "<s>", "</s>", "<pad>"]
    alphabet = bytes_to_unicode()
    vocab = {t: i for i, t in enumerate(specials)}
    for b in range(256):
        vocab[alphabet[b]] = len(vocab)
    space = alphabet[ord(" ")]
    merges = add_merges(vocab, ["th", "he", "in", "er", "an", space + "t", space + "a", space + "the", "the", "ca",
                                "at", space + "c", space + "ca", space + "cat", space + "s", space + "sat", "on",
                                space + "on", "ma", space + "m", space + "ma", space + "mat"], vocab_size)
    added = [{"id": i, "content": t, "single_word": False, "lstrip": False, "rstrip": False,
              "normalized": False, "special": True} for i, t in enumerate(specials)]
    return {
        "version": "1.0",
        "truncation": None,
        "padding": None,
        "added_tokens": added,
        "normalizer": None,
        "pre_tokenizer": {"type": "Sequence", "pretokenizers": [
            {"type": "Split", "pattern": {"Regex": " ?[^(\\s|[.,!?…。，、।۔،])]+"},
             "behavior": "Isolated", "invert": False},
            {"type": "ByteLevel", "add_prefix_space": False, "trim_offsets": True, "use_regex": False}]},
        "post_processor": None,
        "decoder": {"type": "ByteLevel", "add_prefix_space": True, "trim_offsets": True, "use_regex": True},
        "model": {"type": "BPE", "dropout": None, "unk_token": "<unk>", "continuing_subword_prefix": None,
                  "end_of_word_suffix": None, "fuse_unk": False, "vocab": vocab, "merges": merges},
    }


# ---- the maths ----------------------------------------------------------------------------------


def layer_norm(x, w, b, eps):
    mean = x.mean(axis=-1, keepdims=True)
    var = ((x - mean) ** 2).mean(axis=-1, keepdims=True)
    return (x - mean) / np.sqrt(var + eps) * w + b


def softmax_rows(logits):
    m = logits.max(axis=-1, keepdims=True)
    e = np.exp(logits - m)
    return e / e.sum(axis=-1, keepdims=True)


def alibi_slopes(heads):
    """build_alibi_tensor's slopes: the largest power of two p ≤ heads gives 2^(−8/p)^(1…p); the rest
    take the odd powers 1, 3, 5 … of 2^(−4/p)."""
    p = 2 ** math.floor(math.log2(heads))
    base = 2.0 ** (-(2.0 ** -(math.log2(p) - 3)))
    slopes = [base ** k for k in range(1, p + 1)]
    if p != heads:
        extra = 2.0 ** (-(2.0 ** -(math.log2(2 * p) - 3)))
        slopes += [extra ** k for k in range(1, 1 + 2 * min(p, heads - p), 2)]
    return np.array(slopes, dtype=np.float64)


def bloom_gelu(v):
    return v * 0.5 * (1.0 + np.tanh(0.79788456 * v * (1.0 + 0.044715 * v * v)))


def bloom_forward(folder, ids):
    with open(os.path.join(folder, "config.json")) as f:
        c = json.load(f)
    W = {}
    for name, a in read_safetensors(os.path.join(folder, "model.safetensors")).items():
        W[name[len("transformer."):] if name.startswith("transformer.") else name] = a
    # BloomConfig: n_embed replaces hidden_size; num_attention_heads and num_hidden_layers (its
    # attribute map) overwrite n_head and n_layer
    d = c["n_embed"] if c.get("n_embed") is not None else c.get("hidden_size", 64)
    H = c.get("num_attention_heads", c.get("n_head", 8))
    L = c.get("num_hidden_layers", c.get("n_layer", 2))
    eps = c.get("layer_norm_epsilon", 1e-5)
    hd = d // H
    T = len(ids)
    slopes = alibi_slopes(H)
    x = W["word_embeddings.weight"][ids]
    x = layer_norm(x, W["word_embeddings_layernorm.weight"], W["word_embeddings_layernorm.bias"], eps)
    causal = np.tril(np.ones((T, T), dtype=bool))
    out = {"ids": list(ids), "layers": []}
    for l in range(L):
        p = "h.%d." % l
        a = layer_norm(x, W[p + "input_layernorm.weight"], W[p + "input_layernorm.bias"], eps)
        fused = a @ W[p + "self_attention.query_key_value.weight"].T + W[p + "self_attention.query_key_value.bias"]
        fused = fused.reshape(T, H, 3, hd)
        q, k, v = fused[:, :, 0, :], fused[:, :, 1, :], fused[:, :, 2, :]  # (T, H, hd)
        heads, context = [], np.zeros((T, H, hd))
        for h in range(H):
            logits = q[:, h, :] @ k[:, h, :].T / math.sqrt(hd) + slopes[h] * np.arange(T)[None, :]
            logits = np.where(causal, logits, -np.inf)
            weights = softmax_rows(logits)
            heads.append(weights)
            context[:, h, :] = weights @ v[:, h, :]
        x = x + context.reshape(T, d) @ W[p + "self_attention.dense.weight"].T + W[p + "self_attention.dense.bias"]
        m = layer_norm(x, W[p + "post_attention_layernorm.weight"], W[p + "post_attention_layernorm.bias"], eps)
        hidden = bloom_gelu(m @ W[p + "mlp.dense_h_to_4h.weight"].T + W[p + "mlp.dense_h_to_4h.bias"])
        x = x + hidden @ W[p + "mlp.dense_4h_to_h.weight"].T + W[p + "mlp.dense_4h_to_h.bias"]
        out["layers"].append({"input": a.tolist(), "weights": [w.tolist() for w in heads]})
    final = layer_norm(x, W["ln_f.weight"], W["ln_f.bias"], eps)
    head = W.get("lm_head.weight", W["word_embeddings.weight"]) if c.get("tie_word_embeddings", True) is False \
        else W["word_embeddings.weight"]
    out["logits"] = (final @ head.T).tolist()
    return out


def rms_norm_plus_one(x, w, eps):
    return x / np.sqrt((x * x).mean(axis=-1, keepdims=True) + eps) * (1.0 + w)


def gelu_tanh(v):
    return 0.5 * v * (1.0 + np.tanh(math.sqrt(2.0 / math.pi) * (v + 0.044715 * v ** 3)))


def rope_turn(x, positions, theta, factor=1.0):
    """x (T, heads, hd) turned by rotate_half RoPE; linear scaling divides the frequencies."""
    hd = x.shape[-1]
    inv_freq = 1.0 / (theta ** (np.arange(0, hd, 2, dtype=np.float64) / hd)) / factor
    angles = np.outer(positions, inv_freq)  # (T, hd/2)
    cos = np.concatenate([np.cos(angles), np.cos(angles)], axis=-1)[:, None, :]
    sin = np.concatenate([np.sin(angles), np.sin(angles)], axis=-1)[:, None, :]
    half = hd // 2
    rotated = np.concatenate([-x[..., half:], x[..., :half]], axis=-1)
    return x * cos + rotated * sin


def gemma_forward(folder, ids):
    with open(os.path.join(folder, "config.json")) as f:
        c = json.load(f)
    three = c["model_type"] == "gemma3_text"
    W = read_safetensors(os.path.join(folder, "model.safetensors"))
    d, L = c["hidden_size"], c["num_hidden_layers"]
    H, KV, hd = c["num_attention_heads"], c["num_key_value_heads"], c["head_dim"]
    eps = c.get("rms_norm_eps", 1e-6)
    window = c.get("sliding_window", 4096)
    attn_cap = c.get("attn_logit_softcapping", None if three else 50.0)
    final_cap = c.get("final_logit_softcapping", None if three else 30.0)
    scale = c.get("query_pre_attn_scalar", 256) ** -0.5
    pattern = c.get("sliding_window_pattern", 6) if three else 2
    types = c.get("layer_types") or ["sliding_attention" if (i + 1) % pattern else "full_attention"
                                     for i in range(L)]
    T = len(ids)
    pos = np.arange(T, dtype=np.float64)
    x = W["model.embed_tokens.weight"][ids] * math.sqrt(d)
    out = {"ids": list(ids), "layers": []}
    for l in range(L):
        p = "model.layers.%d." % l
        sliding = types[l] == "sliding_attention"
        a = rms_norm_plus_one(x, W[p + "input_layernorm.weight"], eps)
        q = (a @ W[p + "self_attn.q_proj.weight"].T).reshape(T, H, hd)
        k = (a @ W[p + "self_attn.k_proj.weight"].T).reshape(T, KV, hd)
        v = (a @ W[p + "self_attn.v_proj.weight"].T).reshape(T, KV, hd)
        if three:
            q = rms_norm_plus_one(q, W[p + "self_attn.q_norm.weight"], eps)
            k = rms_norm_plus_one(k, W[p + "self_attn.k_norm.weight"], eps)
            if sliding:
                q, k = rope_turn(q, pos, c.get("rope_local_base_freq", 10000.0)), \
                    rope_turn(k, pos, c.get("rope_local_base_freq", 10000.0))
            else:
                scaling = c.get("rope_scaling") or {}
                factor = scaling.get("factor", 1.0) if scaling.get("rope_type", scaling.get("type")) == "linear" else 1.0
                theta = c.get("rope_theta", 1e6)
                q, k = rope_turn(q, pos, theta, factor), rope_turn(k, pos, theta, factor)
        else:
            theta = c.get("rope_theta", 10000.0)
            q, k = rope_turn(q, pos, theta), rope_turn(k, pos, theta)
        i, j = np.meshgrid(np.arange(T), np.arange(T), indexing="ij")
        visible = (j <= i) & ((i - j < window) if (sliding and window) else True)
        heads, context = [], np.zeros((T, H, hd))
        for h in range(H):
            g = h // (H // KV)
            logits = q[:, h, :] @ k[:, g, :].T * scale
            if attn_cap:
                logits = attn_cap * np.tanh(logits / attn_cap)
            weights = softmax_rows(np.where(visible, logits, -np.inf))
            heads.append(weights)
            context[:, h, :] = weights @ v[:, g, :]
        attn = context.reshape(T, H * hd) @ W[p + "self_attn.o_proj.weight"].T
        x = x + rms_norm_plus_one(attn, W[p + "post_attention_layernorm.weight"], eps)
        m = rms_norm_plus_one(x, W[p + "pre_feedforward_layernorm.weight"], eps)
        hidden = gelu_tanh(m @ W[p + "mlp.gate_proj.weight"].T) * (m @ W[p + "mlp.up_proj.weight"].T)
        x = x + rms_norm_plus_one(hidden @ W[p + "mlp.down_proj.weight"].T, W[p + "post_feedforward_layernorm.weight"], eps)
        out["layers"].append({"input": a.tolist(), "weights": [w.tolist() for w in heads]})
    logits = rms_norm_plus_one(x, W["model.norm.weight"], eps) @ W["model.embed_tokens.weight"].T
    if final_cap:
        logits = final_cap * np.tanh(logits / final_cap)
    out["logits"] = logits.tolist()
    return out


def gemma_tokenizer(vocab_size):
    """A tokenizer.json in Gemma's format: "▁" for spaces (a Replace normaliser), SentencePiece-style
    BPE with byte fallback (<0x00> … <0xFF>), <bos> put in front by the post-processor."""
    specials = ["<pad>", "<eos>", "<bos>", "<unk>"]
    vocab = {t: i for i, t in enumerate(specials)}
    for b in range(256):
        vocab["<0x%02X>" % b] = len(vocab)
    for ch in "▁abcdefghijklmnopqrstuvwxyz.":
        vocab[ch] = len(vocab)
    merges = add_merges(vocab, ["▁t", "he", "▁the", "at", "▁c", "▁cat", "▁s", "▁sat", "on", "▁on", "▁m", "▁mat"],
                        vocab_size)
    added = [{"id": i, "content": t, "single_word": False, "lstrip": False, "rstrip": False,
              "normalized": False, "special": True} for i, t in enumerate(specials)]
    return {
        "version": "1.0", "truncation": None, "padding": None, "added_tokens": added,
        "normalizer": {"type": "Replace", "pattern": {"String": " "}, "content": "▁"},
        "pre_tokenizer": None,
        "post_processor": {"type": "TemplateProcessing",
                           "single": [{"SpecialToken": {"id": "<bos>", "type_id": 0}},
                                      {"Sequence": {"id": "A", "type_id": 0}}],
                           "pair": [{"SpecialToken": {"id": "<bos>", "type_id": 0}},
                                    {"Sequence": {"id": "A", "type_id": 0}},
                                    {"SpecialToken": {"id": "<bos>", "type_id": 1}},
                                    {"Sequence": {"id": "B", "type_id": 1}}],
                           "special_tokens": {"<bos>": {"id": "<bos>", "ids": [2], "tokens": ["<bos>"]}}},
        "decoder": {"type": "Sequence", "decoders": [
            {"type": "Replace", "pattern": {"String": "▁"}, "content": " "},
            {"type": "ByteFallback"}, {"type": "Fuse"}]},
        "model": {"type": "BPE", "dropout": None, "unk_token": "<unk>", "continuing_subword_prefix": None,
                  "end_of_word_suffix": None, "fuse_unk": True, "byte_fallback": True, "ignore_merges": False,
                  "vocab": vocab, "merges": merges},
    }


def yarn_inv_freq(theta, d, scaling, max_positions):
    factor = scaling["factor"]
    original = scaling.get("original_max_position_embeddings")
    if original:
        factor = max_positions / original
    else:
        original = max_positions
    def mscale(scale, m=1.0):
        return 1.0 if scale <= 1 else 0.1 * m * math.log(scale) + 1.0
    if scaling.get("attention_factor"):
        attention = scaling["attention_factor"]
    elif scaling.get("mscale") and scaling.get("mscale_all_dim"):
        attention = mscale(factor, scaling["mscale"]) / mscale(factor, scaling["mscale_all_dim"])
    else:
        attention = mscale(factor)
    def correction(rot):
        return d * math.log(original / (rot * 2 * math.pi)) / (2 * math.log(theta))
    low, high = correction(scaling.get("beta_fast", 32)), correction(scaling.get("beta_slow", 1))
    if scaling.get("truncate", True):
        low, high = math.floor(low), math.ceil(high)
    low, high = max(low, 0), min(high, d - 1)
    if low == high:
        high += 0.001
    pos_freqs = theta ** (np.arange(0, d, 2, dtype=np.float64) / d)
    ramp = np.clip((np.arange(d // 2, dtype=np.float64) - low) / (high - low), 0, 1)
    extrapolation = 1 - ramp
    inv_freq = 1.0 / (factor * pos_freqs) * (1 - extrapolation) + 1.0 / pos_freqs * extrapolation
    return inv_freq, attention


FP4_E2M1 = np.array([0.0, 0.5, 1.0, 1.5, 2.0, 3.0, 4.0, 6.0, -0.0, -0.5, -1.0, -1.5, -2.0, -3.0, -4.0, -6.0])


def mxfp4_dequantize(blocks, scales):
    """blocks (E, R, G, 16) uint8, two E2M1 numbers a byte (low nibble first); scales (E, R, G) uint8,
    2^(s − 127) per 32 numbers → (E, 32·G, R), the stored rows becoming columns."""
    E, R, G, B = blocks.shape
    values = np.empty((E, R, G, 2 * B))
    values[..., 0::2] = FP4_E2M1[blocks & 0x0F]
    values[..., 1::2] = FP4_E2M1[blocks >> 4]
    values *= np.exp2(scales.astype(np.float64) - 127)[..., None]
    return values.reshape(E, R, G * 2 * B).transpose(0, 2, 1)


def mxfp4_quantize(rng, E, rows, inner):
    """Random MXFP4 experts: blocks and scales whose dequantized (E, inner, rows) weights are small."""
    G = inner // 32
    blocks = rng.integers(0, 256, size=(E, rows, G, 16), dtype=np.uint8)
    scales = rng.integers(121, 125, size=(E, rows, G), dtype=np.uint8)  # 2^−6 … 2^−3
    return blocks, scales


def gpt_oss_forward(folder, ids):
    with open(os.path.join(folder, "config.json")) as f:
        c = json.load(f)
    W = read_safetensors(os.path.join(folder, "model.safetensors"))
    for name in [n for n in W if n.endswith("_blocks")]:  # MXFP4 experts, dequantized
        W[name[:-len("_blocks")]] = mxfp4_dequantize(W.pop(name), W.pop(name[:-len("_blocks")] + "_scales"))
    d, L = c["hidden_size"], c["num_hidden_layers"]
    H, KV, hd = c["num_attention_heads"], c["num_key_value_heads"], c["head_dim"]
    E, k, I = c["num_local_experts"], c["num_experts_per_tok"], c["intermediate_size"]
    eps = c.get("rms_norm_eps", 1e-5)
    window = c.get("sliding_window", 128)
    limit, alpha = c.get("swiglu_limit", 7.0), c.get("swiglu_alpha", 1.702)
    types = c.get("layer_types") or ["sliding_attention" if (i + 1) % 2 else "full_attention" for i in range(L)]
    inv_freq, attention = yarn_inv_freq(c.get("rope_theta", 150000.0), hd, c["rope_scaling"],
                                        c["max_position_embeddings"])
    T = len(ids)
    angles = np.outer(np.arange(T, dtype=np.float64), inv_freq)
    cos, sin = np.cos(angles) * attention, np.sin(angles) * attention  # (T, hd/2), scaled as transformers does

    def turn(x):  # (T, heads, hd): first half / second half
        lo, hi = x[..., :hd // 2], x[..., hd // 2:]
        return np.concatenate([lo * cos[:, None, :] - hi * sin[:, None, :], hi * cos[:, None, :] + lo * sin[:, None, :]],
                              axis=-1)

    def rms(v, w):
        return v / np.sqrt((v * v).mean(axis=-1, keepdims=True) + eps) * w

    x = W["model.embed_tokens.weight"][ids]
    out = {"ids": list(ids), "layers": []}
    i, j = np.meshgrid(np.arange(T), np.arange(T), indexing="ij")
    for l in range(L):
        p = "model.layers.%d." % l
        a = rms(x, W[p + "input_layernorm.weight"])
        q = (a @ W[p + "self_attn.q_proj.weight"].T + W[p + "self_attn.q_proj.bias"]).reshape(T, H, hd)
        kk = (a @ W[p + "self_attn.k_proj.weight"].T + W[p + "self_attn.k_proj.bias"]).reshape(T, KV, hd)
        v = (a @ W[p + "self_attn.v_proj.weight"].T + W[p + "self_attn.v_proj.bias"]).reshape(T, KV, hd)
        q, kk = turn(q), turn(kk)
        visible = (j <= i) & ((i - j < window) if types[l] == "sliding_attention" else True)
        sinks = W[p + "self_attn.sinks"]
        heads, context = [], np.zeros((T, H, hd))
        for h in range(H):
            g = h // (H // KV)
            logits = np.where(visible, q[:, h, :] @ kk[:, g, :].T / math.sqrt(hd), -np.inf)
            combined = np.concatenate([logits, np.full((T, 1), sinks[h])], axis=1)
            combined = combined - combined.max(axis=1, keepdims=True)
            probs = np.exp(combined)
            probs /= probs.sum(axis=1, keepdims=True)
            weights = probs[:, :-1]  # the sink's column is dropped
            heads.append(weights)
            context[:, h, :] = weights @ v[:, g, :]
        x = x + context.reshape(T, H * hd) @ W[p + "self_attn.o_proj.weight"].T + W[p + "self_attn.o_proj.bias"]
        m = rms(x, W[p + "post_attention_layernorm.weight"])
        router = m @ W[p + "mlp.router.weight"].T + W[p + "mlp.router.bias"]  # (T, E)
        routing = np.zeros((T, E))
        for t in range(T):
            top = np.argsort(-router[t], kind="stable")[:k]
            e = np.exp(router[t, top] - router[t, top].max())
            routing[t, top] = e / e.sum()
        moe = np.zeros((T, d))
        for e in range(E):
            gate_up = m @ W[p + "mlp.experts.gate_up_proj"][e] + W[p + "mlp.experts.gate_up_proj_bias"][e]
            gate, up = gate_up[:, ::2], gate_up[:, 1::2]
            gate = np.minimum(gate, limit)
            up = np.clip(up, -limit, limit)
            glu = gate * (1.0 / (1.0 + np.exp(-gate * alpha)))
            expert = ((up + 1) * glu) @ W[p + "mlp.experts.down_proj"][e] + W[p + "mlp.experts.down_proj_bias"][e]
            moe += expert * routing[:, e:e + 1]
        x = x + moe
        out["layers"].append({"input": a.tolist(), "weights": [w.tolist() for w in heads]})
    out["logits"] = (rms(x, W["model.norm.weight"]) @ W["lm_head.weight"].T).tolist()
    return out


def o200k_like_tokenizer(vocab_size):
    """A tokenizer.json in GPT-OSS's format (o200k's pre-tokenizer: a Split with its regex, then
    ByteLevel without its own regex), 256 byte tokens and merges up to vocab_size."""
    alphabet = bytes_to_unicode()
    vocab = {alphabet[b]: b for b in range(256)}
    space = alphabet[ord(" ")]
    merges = add_merges(vocab, ["th", "he", "the", space + "t", space + "the", "at", space + "c", space + "cat"],
                        vocab_size - 2)
    specials = ["<|endoftext|>", "<|start|>"]
    added = []
    for t in specials:
        added.append({"id": len(vocab), "content": t, "single_word": False, "lstrip": False, "rstrip": False,
                      "normalized": False, "special": True})
        vocab[t] = len(vocab)
    pattern = ("[^\\r\\n\\p{L}\\p{N}]?[\\p{Lu}\\p{Lt}\\p{Lm}\\p{Lo}\\p{M}]*[\\p{Ll}\\p{Lm}\\p{Lo}\\p{M}]+(?i:'s|'t|'re|'ve|'m|'ll|'d)?"
               "|[^\\r\\n\\p{L}\\p{N}]?[\\p{Lu}\\p{Lt}\\p{Lm}\\p{Lo}\\p{M}]+[\\p{Ll}\\p{Lm}\\p{Lo}\\p{M}]*(?i:'s|'t|'re|'ve|'m|'ll|'d)?"
               "|\\p{N}{1,3}| ?[^\\s\\p{L}\\p{N}]+[\\r\\n/]*|\\s*[\\r\\n]+|\\s+(?!\\S)|\\s+")
    return {
        "version": "1.0", "truncation": None, "padding": None, "added_tokens": added, "normalizer": None,
        "pre_tokenizer": {"type": "Sequence", "pretokenizers": [
            {"type": "Split", "pattern": {"Regex": pattern}, "behavior": "Isolated", "invert": False},
            {"type": "ByteLevel", "add_prefix_space": False, "trim_offsets": True, "use_regex": False}]},
        "post_processor": None,
        "decoder": {"type": "ByteLevel", "add_prefix_space": True, "trim_offsets": True, "use_regex": True},
        "model": {"type": "BPE", "dropout": None, "unk_token": None, "continuing_subword_prefix": None,
                  "end_of_word_suffix": None, "fuse_unk": False, "byte_fallback": False, "ignore_merges": True,
                  "vocab": vocab, "merges": merges},
    }


GPT_OSS_VARIANTS = {
    # two layers (0 slides over 3 keys, 1 is global), 4 heads sharing 2 K/V heads of 8, 4 experts of
    # which 2 per token, YaRN stretched ×8 from an original context of 16, a clamp that bites
    "gpt-oss": {"layers": 2, "d": 16, "heads": 4, "kv": 2, "hd": 8, "inner": 12, "experts": 4, "k": 2,
                "vocab": 280, "dtype": "BF16", "limit": 1.5},
    # GPT-OSS's make-up at about 380M numbers: 6 layers 1024 wide, 16 heads of 64 sharing 4 K/V heads,
    # 16 experts of 1024 with 4 a token, a 32 000-token vocabulary, BF16
    # the same make-up with its experts in MXFP4 as gpt-oss-20b publishes them (blocks and scales,
    # U8), 64 wide so that each row has two blocks of 32
    "gpt-oss-mxfp4": {"layers": 2, "d": 64, "heads": 4, "kv": 2, "hd": 8, "inner": 64, "experts": 4, "k": 2,
                      "vocab": 280, "dtype": "BF16", "limit": 7.0, "mxfp4": True},
    "bench-gpt-oss": {"layers": 6, "d": 1024, "heads": 16, "kv": 4, "hd": 64, "inner": 1024, "experts": 16,
                      "k": 4, "vocab": 32000, "dtype": "BF16", "limit": 7.0},
}


def make_gpt_oss(folder, variant, seed):
    s = GPT_OSS_VARIANTS[variant]
    rng = np.random.default_rng(seed)
    d, L, H, KV, hd, I, E, V = s["d"], s["layers"], s["heads"], s["kv"], s["hd"], s["inner"], s["experts"], s["vocab"]
    bench = variant.startswith("bench")
    std = 0.02 if bench else 0.4

    def normal(shape, sd, mean=0.0):
        return (mean + sd * rng.standard_normal(shape)).astype(np.float32)

    t = {"model.embed_tokens.weight": normal((V, d), 0.02 if bench else 1.0),
         "lm_head.weight": normal((V, d), 0.02 if bench else 0.5)}
    raw = {}  # stored as they are (U8)
    for l in range(L):
        p = "model.layers.%d." % l
        t[p + "input_layernorm.weight"] = normal((d,), 0.1, 1.0)
        t[p + "post_attention_layernorm.weight"] = normal((d,), 0.1, 1.0)
        for name, rows in (("q_proj", H * hd), ("k_proj", KV * hd), ("v_proj", KV * hd)):
            t[p + "self_attn.%s.weight" % name] = normal((rows, d), std)
            t[p + "self_attn.%s.bias" % name] = normal((rows,), 0.1)
        t[p + "self_attn.o_proj.weight"] = normal((d, H * hd), std)
        t[p + "self_attn.o_proj.bias"] = normal((d,), 0.1)
        t[p + "self_attn.sinks"] = normal((H,), 1.0)
        t[p + "mlp.router.weight"] = normal((E, d), std)
        t[p + "mlp.router.bias"] = normal((E,), 0.1)
        if s.get("mxfp4"):
            raw[p + "mlp.experts.gate_up_proj_blocks"], raw[p + "mlp.experts.gate_up_proj_scales"] \
                = mxfp4_quantize(rng, E, 2 * I, d)
            raw[p + "mlp.experts.down_proj_blocks"], raw[p + "mlp.experts.down_proj_scales"] \
                = mxfp4_quantize(rng, E, d, I)
        else:
            t[p + "mlp.experts.gate_up_proj"] = normal((E, d, 2 * I), std)
            t[p + "mlp.experts.down_proj"] = normal((E, I, d), std)
        t[p + "mlp.experts.gate_up_proj_bias"] = normal((E, 2 * I), 0.1)
        t[p + "mlp.experts.down_proj_bias"] = normal((E, d), 0.1)
    t["model.norm.weight"] = normal((d,), 0.1, 1.0)
    config = {"architectures": ["GptOssForCausalLM"], "model_type": "gpt_oss", "attention_bias": True,
              "attention_dropout": 0.0, "head_dim": hd, "hidden_act": "silu", "hidden_size": d,
              "intermediate_size": I, "max_position_embeddings": 128 if not bench else 131072,
              "num_attention_heads": H, "num_experts_per_tok": s["k"], "experts_per_token": s["k"],
              "num_hidden_layers": L, "num_key_value_heads": KV, "num_local_experts": E, "rms_norm_eps": 1e-05,
              # the factor written is not the one used: with original_max_position_embeddings given,
              # transformers takes max_position_embeddings / original (128 / 16 = 8 here)
              "rope_scaling": {"beta_fast": 32.0, "beta_slow": 1.0, "factor": 32.0,
                               "original_max_position_embeddings": 16 if not bench else 4096,
                               "rope_type": "yarn", "truncate": False},
              "rope_theta": 150000, "sliding_window": 3 if not bench else 128, "swiglu_limit": s["limit"],
              "tie_word_embeddings": False, "vocab_size": V, "pad_token_id": V - 1, "eos_token_id": V - 2,
              "layer_types": ["sliding_attention" if (i + 1) % 2 else "full_attention" for i in range(L)]}
    if s.get("mxfp4"):
        config["quantization_config"] = {"quant_method": "mxfp4", "modules_to_not_convert": [
            "model.layers.*.self_attn", "model.layers.*.mlp.router", "model.embed_tokens", "lm_head"]}
    write_folder(folder, config, o200k_like_tokenizer(V), t, s["dtype"], raw)


# ---- the folders --------------------------------------------------------------------------------

BLOOM_VARIANTS = {
    # six heads: the slopes past the power of two (2^(−4/4·(2k+1))) are used too
    "tiny": {"layers": 2, "d": 24, "heads": 6, "vocab": 300, "dtype": "F32", "prefix": ""},
    # BF16 under transformers' BloomForCausalLM names ("transformer." …), eight heads
    "tiny-bf16": {"layers": 2, "d": 16, "heads": 8, "vocab": 290, "dtype": "BF16", "prefix": "transformer."},
    # BLOOM-560m's width and heads, half its layers, a 64 000-token vocabulary: about 330M numbers
    "bench": {"layers": 12, "d": 1024, "heads": 16, "vocab": 64000, "dtype": "F32", "prefix": ""},
}


def make_bloom(folder, variant, seed):
    s = BLOOM_VARIANTS[variant]
    rng = np.random.default_rng(seed)
    d, L, H, V = s["d"], s["layers"], s["heads"], s["vocab"]
    std = 0.02 if variant == "bench" else 0.4

    def normal(shape, sd, mean=0.0):
        return (mean + sd * rng.standard_normal(shape)).astype(np.float32)

    t = {}
    pre = s["prefix"]
    t[pre + "word_embeddings.weight"] = normal((V, d), 1.0 if variant != "bench" else 0.02)
    t[pre + "word_embeddings_layernorm.weight"] = normal((d,), 0.1, 1.0)
    t[pre + "word_embeddings_layernorm.bias"] = normal((d,), 0.1)
    for l in range(L):
        p = pre + "h.%d." % l
        t[p + "input_layernorm.weight"] = normal((d,), 0.1, 1.0)
        t[p + "input_layernorm.bias"] = normal((d,), 0.1)
        t[p + "self_attention.query_key_value.weight"] = normal((3 * d, d), std)
        t[p + "self_attention.query_key_value.bias"] = normal((3 * d,), 0.1)
        t[p + "self_attention.dense.weight"] = normal((d, d), std)
        t[p + "self_attention.dense.bias"] = normal((d,), 0.1)
        t[p + "post_attention_layernorm.weight"] = normal((d,), 0.1, 1.0)
        t[p + "post_attention_layernorm.bias"] = normal((d,), 0.1)
        t[p + "mlp.dense_h_to_4h.weight"] = normal((4 * d, d), std)
        t[p + "mlp.dense_h_to_4h.bias"] = normal((4 * d,), 0.1)
        t[p + "mlp.dense_4h_to_h.weight"] = normal((d, 4 * d), std)
        t[p + "mlp.dense_4h_to_h.bias"] = normal((d,), 0.1)
    t[pre + "ln_f.weight"] = normal((d,), 0.1, 1.0)
    t[pre + "ln_f.bias"] = normal((d,), 0.1)
    config = {  # as BLOOM-560m's config.json words it (n_layer, n_head, no positions)
        "apply_residual_connection_post_layernorm": False, "architectures": ["BloomForCausalLM"],
        "attention_dropout": 0.0, "bos_token_id": 1, "eos_token_id": 2, "hidden_dropout": 0.0,
        "hidden_size": d, "initializer_range": 0.02, "layer_norm_epsilon": 1e-05,
        "masked_softmax_fusion": True, "model_type": "bloom", "n_head": H, "n_inner": None, "n_layer": L,
        "offset_alibi": 100, "pad_token_id": 3, "pretraining_tp": 1, "skip_bias_add": True,
        "skip_bias_add_qkv": False, "slow_but_exact": False, "unk_token_id": 0, "use_cache": True,
        "vocab_size": V}
    write_folder(folder, config, bloom_tokenizer(min(V, 290)), t, s["dtype"])


GEMMA_VARIANTS = {
    # Gemma 2's defaults for what is not given: layer types by the pattern (layers 0 and 2 slide),
    # soft-caps small enough to bite, head_dim 8 with 4 heads from a width of 16
    "gemma2": {"type": "gemma2", "layers": 3, "d": 16, "heads": 4, "kv": 2, "hd": 8, "inner": 24,
               "vocab": 300, "dtype": "F32",
               "extra": {"sliding_window": 3, "query_pre_attn_scalar": 12, "attn_logit_softcapping": 5.0,
                         "final_logit_softcapping": 3.0, "rope_theta": 10000.0}},
    # Gemma 3: layer_types given, q/k norms, a local rope base for sliding layers and linear scaling
    # on the global one, one K/V head, BF16
    "gemma3": {"type": "gemma3_text", "layers": 4, "d": 16, "heads": 4, "kv": 1, "hd": 8, "inner": 24,
               "vocab": 300, "dtype": "BF16",
               "extra": {"sliding_window": 3, "query_pre_attn_scalar": 8, "rope_theta": 10000.0,
                         "rope_local_base_freq": 100.0, "rope_scaling": {"rope_type": "linear", "factor": 2.0},
                         "layer_types": ["sliding_attention", "sliding_attention", "full_attention",
                                         "sliding_attention"],
                         "attn_logit_softcapping": None, "final_logit_softcapping": None}},
    # Gemma 3 270M's shapes (18 layers, 640 wide, 4 heads of 256, one K/V head, MLP 2048, every
    # sixth layer global) with a 64 000-token vocabulary: about 125M numbers
    "bench-gemma3": {"type": "gemma3_text", "layers": 18, "d": 640, "heads": 4, "kv": 1, "hd": 256,
                     "inner": 2048, "vocab": 64000, "dtype": "F32",
                     "extra": {"sliding_window": 512, "query_pre_attn_scalar": 256, "rope_theta": 1000000.0,
                               "rope_local_base_freq": 10000.0, "sliding_window_pattern": 6}},
}


def make_gemma(folder, variant, seed):
    s = GEMMA_VARIANTS[variant]
    rng = np.random.default_rng(seed)
    d, L, H, KV, hd, I, V = s["d"], s["layers"], s["heads"], s["kv"], s["hd"], s["inner"], s["vocab"]
    bench = variant.startswith("bench")
    std = 0.02 if bench else 0.4

    def normal(shape, sd, mean=0.0):
        return (mean + sd * rng.standard_normal(shape)).astype(np.float32)

    t = {"model.embed_tokens.weight": normal((V, d), 0.02 if bench else 0.3)}
    for l in range(L):
        p = "model.layers.%d." % l
        for norm in ("input_layernorm", "post_attention_layernorm", "pre_feedforward_layernorm",
                     "post_feedforward_layernorm"):
            t[p + norm + ".weight"] = normal((d,), 0.1)  # the scale is 1 + w
        t[p + "self_attn.q_proj.weight"] = normal((H * hd, d), std)
        t[p + "self_attn.k_proj.weight"] = normal((KV * hd, d), std)
        t[p + "self_attn.v_proj.weight"] = normal((KV * hd, d), std)
        t[p + "self_attn.o_proj.weight"] = normal((d, H * hd), std)
        if s["type"] == "gemma3_text":
            t[p + "self_attn.q_norm.weight"] = normal((hd,), 0.1)
            t[p + "self_attn.k_norm.weight"] = normal((hd,), 0.1)
        t[p + "mlp.gate_proj.weight"] = normal((I, d), std)
        t[p + "mlp.up_proj.weight"] = normal((I, d), std)
        t[p + "mlp.down_proj.weight"] = normal((d, I), std)
    t["model.norm.weight"] = normal((d,), 0.1)
    config = {"architectures": ["Gemma3ForCausalLM" if s["type"] == "gemma3_text" else "Gemma2ForCausalLM"],
              "model_type": s["type"], "hidden_size": d, "intermediate_size": I, "num_hidden_layers": L,
              "num_attention_heads": H, "num_key_value_heads": KV, "head_dim": hd, "vocab_size": V,
              "max_position_embeddings": 8192, "rms_norm_eps": 1e-06, "hidden_act": "gelu_pytorch_tanh",
              "hidden_activation": "gelu_pytorch_tanh", "attention_bias": False, "attention_dropout": 0.0,
              "bos_token_id": 2, "eos_token_id": 1, "pad_token_id": 0, "tie_word_embeddings": True}
    config.update(s["extra"])
    write_folder(folder, config, gemma_tokenizer(min(V, 300)), t, s["dtype"])


FAMILIES = {"bloom": (make_bloom, bloom_forward, BLOOM_VARIANTS),
            "gemma": (make_gemma, gemma_forward, GEMMA_VARIANTS),
            "gpt-oss": (make_gpt_oss, gpt_oss_forward, GPT_OSS_VARIANTS)}

# The ids every tiny folder runs on: seven tokens, a repeat among them.
TEST_IDS = [5, 17, 260, 3, 17, 101, 42]


def main():
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("family", choices=sorted(FAMILIES))
    p.add_argument("dir")
    p.add_argument("--variant", default="tiny", help="which folder (the tests' tiny ones, or bench)")
    p.add_argument("--shape", choices=["tiny", "bench"], default=None, help="bench: --variant bench")
    p.add_argument("--seed", type=int, default=11)
    a = p.parse_args()
    make, forward, variants = FAMILIES[a.family]
    variant = a.variant
    if a.shape == "bench":
        variant = next(v for v in variants if v.startswith("bench"))
    if variant not in variants:
        p.error("%s has variants %s" % (a.family, ", ".join(sorted(variants))))
    make(a.dir, variant, a.seed)
    if not variant.startswith("bench"):
        expected = forward(a.dir, TEST_IDS)
        expected["generated_by"] = "scripts/family-models.py %s --variant %s --seed %d, NumPy %s" % (
            a.family, variant, a.seed, np.__version__)
        with open(os.path.join(a.dir, "expected.json"), "w") as f:
            json.dump(expected, f)
            f.write("\n")


if __name__ == "__main__":
    main()
