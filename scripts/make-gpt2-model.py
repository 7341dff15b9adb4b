#!/usr/bin/python3
"""Writes a random GPT-2-family model folder in the Hugging Face layout, for benchmarks.

Nothing is downloaded: the weights are random (GPT-2's initialisation: N(0, 0.02²), layer-norm
gains 1, biases 0), in GPT-2 small's shapes unless told otherwise, under their real names, in
a real safetensors file (with GPT-2's stored causal-mask buffers, as older exports have them),
with config.json and a byte-level vocabulary of the right size (vocab.json, merges.txt).

  make-gpt2-model.py DIR                          GPT-2 small: 12 layers, d 768, 12 heads, 1024 positions
  make-gpt2-model.py DIR --layers 2 --d-model 64 --heads 4 --positions 128 --dtype F16
  make-gpt2-model.py DIR --layers 3 --d-model 32 --heads 4 --positions 32 --vocab 300 --seed 5 --std 0.3
                                                  the mechanisms' reference model (tests/data/mechanisms)

Needs NumPy (Debian: python3-numpy).
"""

import argparse
import json
import os

import numpy as np


def bytes_to_unicode():
    printable = list(range(ord("!"), ord("~") + 1)) + list(range(ord("¡"), ord("¬") + 1)) + list(range(ord("®"), ord("ÿ") + 1))
    chars, n = {}, 0
    for b in range(256):
        if b in printable:
            chars[b] = chr(b)
        else:
            chars[b] = chr(256 + n)
            n += 1
    return chars


def main():
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("dir")
    p.add_argument("--layers", type=int, default=12)
    p.add_argument("--d-model", type=int, default=768)
    p.add_argument("--heads", type=int, default=12)
    p.add_argument("--positions", type=int, default=1024)
    p.add_argument("--vocab", type=int, default=50257)
    p.add_argument("--dtype", choices=["F32", "F16"], default="F32")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--std", type=float, default=0.02,
                   help="the weights' standard deviation (GPT-2's 0.02; larger for sharper test models)")
    a = p.parse_args()
    if a.d_model % a.heads or a.vocab < 257:
        p.error("heads must divide d-model, and the vocabulary needs at least 257 tokens")
    os.makedirs(a.dir, exist_ok=True)
    rng = np.random.default_rng(a.seed)
    d, inner, P = a.d_model, 4 * a.d_model, a.positions
    np_dtype = np.float32 if a.dtype == "F32" else np.float16

    tensors = {}
    def add(name, shape, kind="weight"):
        if kind == "weight":
            tensors[name] = (a.std * rng.standard_normal(shape, dtype=np.float32)).astype(np_dtype)
        elif kind == "gain":
            tensors[name] = np.ones(shape, dtype=np_dtype)
        else:
            tensors[name] = np.zeros(shape, dtype=np_dtype)
    add("wte.weight", (a.vocab, d))
    add("wpe.weight", (P, d))
    for l in range(a.layers):
        h = f"h.{l}."
        add(h + "ln_1.weight", (d,), "gain"); add(h + "ln_1.bias", (d,), "bias")
        add(h + "attn.c_attn.weight", (d, 3 * d)); add(h + "attn.c_attn.bias", (3 * d,), "bias")
        add(h + "attn.c_proj.weight", (d, d)); add(h + "attn.c_proj.bias", (d,), "bias")
        add(h + "ln_2.weight", (d,), "gain"); add(h + "ln_2.bias", (d,), "bias")
        add(h + "mlp.c_fc.weight", (d, inner)); add(h + "mlp.c_fc.bias", (inner,), "bias")
        add(h + "mlp.c_proj.weight", (inner, d)); add(h + "mlp.c_proj.bias", (d,), "bias")
        tensors[h + "attn.bias"] = np.tril(np.ones((P, P), dtype=np.float32)).reshape(1, 1, P, P)
    add("ln_f.weight", (d,), "gain"); add("ln_f.bias", (d,), "bias")

    header, offset = {"__metadata__": {"format": "pt"}}, 0
    for name, t in tensors.items():
        dtype = "F32" if t.dtype == np.float32 else "F16"
        header[name] = {"dtype": dtype, "shape": list(t.shape), "data_offsets": [offset, offset + t.nbytes]}
        offset += t.nbytes
    text = json.dumps(header, separators=(",", ":")).encode()
    text += b" " * (-len(text) % 8)
    with open(os.path.join(a.dir, "model.safetensors"), "wb") as f:
        f.write(len(text).to_bytes(8, "little"))
        f.write(text)
        for t in tensors.values():
            f.write(np.ascontiguousarray(t).tobytes())

    config = {"model_type": "gpt2", "architectures": ["GPT2LMHeadModel"], "n_layer": a.layers, "n_head": a.heads,
              "n_embd": d, "n_positions": P, "n_ctx": P, "vocab_size": a.vocab, "n_inner": None,
              "activation_function": "gelu_new", "layer_norm_epsilon": 1e-5,
              "bos_token_id": a.vocab - 1, "eos_token_id": a.vocab - 1}
    with open(os.path.join(a.dir, "config.json"), "w") as f:
        json.dump(config, f, indent=2)
    # The 256 bytes, made-up tokens for the rest, and GPT-2's end-of-text token last; no merges.
    chars = bytes_to_unicode()
    vocab = {chars[b]: b for b in range(256)}
    for i in range(256, a.vocab - 1):
        vocab[f"tok{i}"] = i
    vocab["<|endoftext|>"] = a.vocab - 1
    with open(os.path.join(a.dir, "vocab.json"), "w", encoding="utf-8") as f:
        json.dump(vocab, f, ensure_ascii=False)
    with open(os.path.join(a.dir, "merges.txt"), "w", encoding="utf-8") as f:
        f.write("#version: 0.2\n")


if __name__ == "__main__":
    main()
