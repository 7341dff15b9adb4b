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

  family-models.py FAMILY DIR                       the tests' tiny folder (and DIR/expected.json)
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


def write_safetensors(path, tensors, dtype):
    """tensors: name → float32 array; stored as dtype (F32, F16 or BF16), names in order."""
    header, blobs, offset = {}, [], 0
    for name in sorted(tensors):
        a = tensors[name]
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


def bloom_tokenizer(vocab_size):
    """A tokenizer.json in BLOOM's format (its pre-tokenizer, decoder and special tokens) with the
    256 byte tokens after BLOOM's four specials and merges up to vocab_size."""
    specials = ["<unk>", "<s>", "</s>", "<pad>"]
    alphabet = bytes_to_unicode()
    vocab = {t: i for i, t in enumerate(specials)}
    for b in range(256):
        vocab[alphabet[b]] = len(vocab)
    merges = []
    space = alphabet[ord(" ")]
    words = ["th", "he", "in", "er", "an", space + "t", space + "a", space + "the", "the", "ca", "at",
             space + "c", space + "ca", space + "cat", space + "s", space + "sat", "on", space + "on",
             "ma", space + "m", space + "ma", space + "mat"]
    for w in words:
        if len(vocab) >= vocab_size:
            break
        # split w into two known pieces, the longest known prefix first
        for cut in range(len(w) - 1, 0, -1):
            if w[:cut] in vocab and w[cut:] in vocab:
                merges.append(w[:cut] + " " + w[cut:])
                vocab[w] = len(vocab)
                break
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
    d = c.get("hidden_size", c.get("n_embed", 64))
    H = c.get("n_head", c.get("num_attention_heads", 8))
    L = c.get("n_layer", c.get("num_hidden_layers", 2))
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
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(folder, "config.json"), "w") as f:
        json.dump(config, f, indent=2)
        f.write("\n")
    with open(os.path.join(folder, "tokenizer.json"), "w", encoding="utf-8") as f:
        json.dump(bloom_tokenizer(min(V, 290)), f, ensure_ascii=False)
    write_safetensors(os.path.join(folder, "model.safetensors"), t, s["dtype"])


FAMILIES = {"bloom": (make_bloom, bloom_forward, BLOOM_VARIANTS)}

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
    variant = "bench" if a.shape == "bench" else a.variant
    if variant not in variants:
        p.error("%s has variants %s" % (a.family, ", ".join(sorted(variants))))
    make(a.dir, variant, a.seed)
    if variant != "bench":
        expected = forward(a.dir, TEST_IDS)
        expected["generated_by"] = "scripts/family-models.py %s --variant %s --seed %d, NumPy %s" % (
            a.family, variant, a.seed, np.__version__)
        with open(os.path.join(a.dir, "expected.json"), "w") as f:
            json.dump(expected, f)
            f.write("\n")


if __name__ == "__main__":
    main()
