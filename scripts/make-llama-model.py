#!/usr/bin/python3
"""Writes a random Llama-family model folder in the Hugging Face layout, for benchmarks.

Nothing is downloaded: the weights are random (N(0, 0.02²), norm gains 1) in SmolLM2-135M's
shapes unless told otherwise (30 layers, hidden 576, 9 heads sharing 3 K/V heads, head_dim 64,
MLP 1536, 49 152 tokens, tied embeddings, rope_theta 100 000), under their real names, in one
safetensors file (F32 or BF16), with config.json and a byte-level tokenizer.json whose vocabulary
is the 256 bytes padded with filler tokens to the model's size.

  make-llama-model.py DIR                         SmolLM2-135M's shape
  make-llama-model.py DIR --layers 2 --hidden 64 --heads 4 --kv-heads 2 --dtype BF16

Needs NumPy (Debian: python3-numpy).
"""

import argparse
import json
import os

import numpy as np


def byte_chars():
    printable = list(range(ord("!"), ord("~") + 1)) + list(range(ord("¡"), ord("¬") + 1)) + list(range(ord("®"), ord("ÿ") + 1))
    out, n = [], 0
    for b in range(256):
        if b in printable:
            out.append(chr(b))
        else:
            out.append(chr(256 + n))
            n += 1
    return out


def write_safetensors(path, tensors, dtype):
    header, offset, blobs = {"__metadata__": {"format": "pt"}}, 0, []
    for name in sorted(tensors):
        a = tensors[name].astype(np.float32)
        if dtype == "BF16":  # round to nearest even, keep the upper half
            bits = a.view(np.uint32)
            raw = ((bits + 0x7FFF + ((bits >> 16) & 1)) >> 16).astype("<u2").tobytes()
        else:
            raw = a.astype("<f4").tobytes()
        header[name] = {"dtype": dtype, "shape": list(a.shape), "data_offsets": [offset, offset + len(raw)]}
        offset += len(raw)
        blobs.append(raw)
    text = json.dumps(header).encode()
    text += b" " * (-len(text) % 8)
    with open(path, "wb") as f:
        f.write(len(text).to_bytes(8, "little"))
        f.write(text)
        for b in blobs:
            f.write(b)


def main():
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("dir")
    p.add_argument("--layers", type=int, default=30)
    p.add_argument("--hidden", type=int, default=576)
    p.add_argument("--heads", type=int, default=9)
    p.add_argument("--kv-heads", type=int, default=3)
    p.add_argument("--inner", type=int, default=1536)
    p.add_argument("--vocab", type=int, default=49152)
    p.add_argument("--dtype", choices=["F32", "BF16"], default="BF16")
    p.add_argument("--seed", type=int, default=1)
    a = p.parse_args()
    if a.hidden % a.heads or a.heads % a.kv_heads or a.vocab < 256:
        p.error("heads must divide hidden, kv-heads must divide heads, and the vocabulary needs 256 tokens")
    os.makedirs(a.dir, exist_ok=True)
    rng = np.random.default_rng(a.seed)
    d, hd = a.hidden, a.hidden // a.heads
    tensors = {"model.embed_tokens.weight": 0.02 * rng.standard_normal((a.vocab, d), dtype=np.float32),
               "model.norm.weight": np.ones(d, dtype=np.float32)}
    for l in range(a.layers):
        h = f"model.layers.{l}."
        for name, shape in (("self_attn.q_proj", (a.heads * hd, d)), ("self_attn.k_proj", (a.kv_heads * hd, d)),
                            ("self_attn.v_proj", (a.kv_heads * hd, d)), ("self_attn.o_proj", (d, a.heads * hd)),
                            ("mlp.gate_proj", (a.inner, d)), ("mlp.up_proj", (a.inner, d)),
                            ("mlp.down_proj", (d, a.inner))):
            tensors[h + name + ".weight"] = 0.02 * rng.standard_normal(shape, dtype=np.float32)
        tensors[h + "input_layernorm.weight"] = np.ones(d, dtype=np.float32)
        tensors[h + "post_attention_layernorm.weight"] = np.ones(d, dtype=np.float32)
    write_safetensors(os.path.join(a.dir, "model.safetensors"), tensors, a.dtype)
    config = {"architectures": ["LlamaForCausalLM"], "model_type": "llama", "hidden_act": "silu",
              "hidden_size": d, "intermediate_size": a.inner, "num_hidden_layers": a.layers,
              "num_attention_heads": a.heads, "num_key_value_heads": a.kv_heads, "head_dim": hd,
              "max_position_embeddings": 8192, "rms_norm_eps": 1e-5, "rope_theta": 100000.0,
              "rope_scaling": None, "tie_word_embeddings": True, "vocab_size": a.vocab}
    with open(os.path.join(a.dir, "config.json"), "w") as f:
        json.dump(config, f, indent=2)
    chars = byte_chars()
    vocab = {c: i for i, c in enumerate(chars)}
    for i in range(256, a.vocab):
        vocab[f"<filler_{i}>"] = i
    tokenizer = {"version": "1.0", "normalizer": None,
                 "pre_tokenizer": {"type": "ByteLevel", "add_prefix_space": False, "use_regex": True},
                 "model": {"type": "BPE", "vocab": vocab, "merges": []}}
    with open(os.path.join(a.dir, "tokenizer.json"), "w") as f:
        json.dump(tokenizer, f)


if __name__ == "__main__":
    main()
