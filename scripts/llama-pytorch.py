#!/usr/bin/python3
"""The Llama family's forward pass (llama, mistral, qwen2, qwen3) written plainly in PyTorch
float64 from a Hugging Face model folder, as Hugging Face's modelling code defines it: reads
config.json and model.safetensors (or the shards model.safetensors.index.json names) with json
and NumPy only, converts the model to float64 once, and runs

  x = embed_tokens[ids]
  per layer:  a = rmsnorm(x)·input_layernorm                         (kept: the layer's input)
              q, k, v = a·q_projᵀ (+ bias, qwen2), a·k_projᵀ, a·v_projᵀ, split into heads
              q, k = q_norm(q), k_norm(k)                            (qwen3: RMS norm per head)
              q, k turned by RoPE: rotate_half, cos/sin of position·inv_freq
                                   (rope_scaling none, linear or llama3)
              scores = q·kᵀ/√head_dim, causal (and mistral's sliding window), softmax (kept)
              query head h reads key/value head h // (heads / kv_heads)
              x = x + concat·o_projᵀ
              m = rmsnorm(x)·post_attention_layernorm
              x = x + (silu(m·gate_projᵀ) ⊙ m·up_projᵀ)·down_projᵀ
  logits = rmsnorm(x[-1])·norm · lm_headᵀ (tied: embed_tokens)

  llama-pytorch.py --model DIR --ids 1,2,3 --dump     every layer's input and weights, the logits
  llama-pytorch.py --model DIR --tokens T --repeat N  time the pass on ids 0…T−1 (one JSON line,
                                                      attention-bench's keys, "impl": "pytorch";
                                                      FLOPs as attention-bench counts them for the
                                                      Llama family)

scripts/python-references.py uses it for tests/data/python/llama-*.json, which
tests/io/tst_llama_model.cpp holds the app to. Written from the definitions, independently of
the app. Optional dependency only (Debian: python3-torch, python3-numpy); run with /usr/bin/python3.
"""
import argparse
import json
import math
import os
import resource
import statistics
import sys
import time

import numpy as np
import torch
import torch.nn.functional as F


def read_safetensors(path, out):
    with open(path, "rb") as f:
        blob = f.read()
    n = int.from_bytes(blob[:8], "little")
    header = json.loads(blob[8:8 + n])
    start = 8 + n
    for name, info in header.items():
        if name == "__metadata__":
            continue
        b, e = info["data_offsets"]
        raw = blob[start + b:start + e]
        dtype = info["dtype"]
        if dtype == "F32":
            a = np.frombuffer(raw, dtype="<f4")
        elif dtype == "F16":
            a = np.frombuffer(raw, dtype="<f2")
        elif dtype == "BF16":  # a bfloat16 is a float32's upper half
            a = (np.frombuffer(raw, dtype="<u2").astype(np.uint32) << 16).view(np.float32)
        else:
            raise SystemExit(f"{path}: {name}: dtype {dtype} not handled here")
        out[name] = torch.from_numpy(a.astype(np.float64).reshape(info["shape"]))


def read_model(folder):
    w = {}
    index = os.path.join(folder, "model.safetensors.index.json")
    if os.path.exists(os.path.join(folder, "model.safetensors")):
        read_safetensors(os.path.join(folder, "model.safetensors"), w)
    else:
        with open(index) as f:
            for shard in sorted(set(json.load(f)["weight_map"].values())):
                read_safetensors(os.path.join(folder, shard), w)
    return w


def inv_freq(cfg, head_dim):
    """RoPE's frequencies, with Hugging Face's rope_scaling (none, linear, llama3)."""
    theta = cfg.get("rope_theta", 10000.0)
    f = 1.0 / (theta ** (torch.arange(0, head_dim, 2, dtype=torch.float64) / head_dim))
    s = cfg.get("rope_scaling") or {}
    kind = s.get("rope_type", s.get("type", "default"))
    if kind == "linear":
        f = f / s["factor"]
    elif kind == "llama3":
        factor, low, high = s["factor"], s.get("low_freq_factor", 1.0), s.get("high_freq_factor", 4.0)
        old = s.get("original_max_position_embeddings", 8192)
        wavelen = 2 * math.pi / f
        scaled = torch.where(wavelen > old / low, f / factor, f)
        smooth = (old / wavelen - low) / (high - low)
        blended = (1 - smooth) * scaled / factor + smooth * scaled
        medium = (wavelen >= old / high) & (wavelen <= old / low)
        f = torch.where(medium, blended, scaled)
    return f


def rotate_half(x):
    half = x.shape[-1] // 2
    return torch.cat((-x[..., half:], x[..., :half]), dim=-1)


def rms_norm(x, weight, eps):
    return x * torch.rsqrt(x.pow(2).mean(-1, keepdim=True) + eps) * weight


def forward(w, cfg, ids):
    kind = cfg["model_type"]
    L, H, d = cfg["num_hidden_layers"], cfg["num_attention_heads"], cfg["hidden_size"]
    KV = cfg.get("num_key_value_heads") or H
    hd = cfg.get("head_dim") or d // H
    eps = cfg.get("rms_norm_eps", 1e-6)
    T = len(ids)
    window = cfg.get("sliding_window", 4096) if kind == "mistral" else None  # MistralConfig's default
    pos = torch.arange(T, dtype=torch.float64)
    angles = torch.outer(pos, inv_freq(cfg, hd))                  # (T, hd/2)
    emb = torch.cat((angles, angles), dim=-1)                      # (T, hd)
    cos, sin = emb.cos(), emb.sin()
    i = torch.arange(T).view(T, 1)
    j = torch.arange(T).view(1, T)
    visible = j <= i
    if window:
        visible = visible & (i - j < window)
    x = w["model.embed_tokens.weight"][ids]                       # (T,d)
    inputs, weights = [], []
    for l in range(L):
        p = f"model.layers.{l}."
        a = rms_norm(x, w[p + "input_layernorm.weight"], eps)
        inputs.append(a)
        proj = lambda name: F.linear(a, w[p + f"self_attn.{name}.weight"], w.get(p + f"self_attn.{name}.bias"))
        q = proj("q_proj").view(T, H, hd).transpose(0, 1)         # (H,T,hd)
        k = proj("k_proj").view(T, KV, hd).transpose(0, 1)        # (KV,T,hd)
        v = proj("v_proj").view(T, KV, hd).transpose(0, 1)
        if kind == "qwen3":
            q = rms_norm(q, w[p + "self_attn.q_norm.weight"], eps)
            k = rms_norm(k, w[p + "self_attn.k_norm.weight"], eps)
        q = q * cos + rotate_half(q) * sin
        k = k * cos + rotate_half(k) * sin
        k = k.repeat_interleave(H // KV, dim=0)                   # (H,T,hd): head h reads h // (H/KV)
        v = v.repeat_interleave(H // KV, dim=0)
        att = (q @ k.transpose(1, 2)) / math.sqrt(hd)
        att = att.masked_fill(~visible, float("-inf")).softmax(dim=-1)
        weights.append(att)
        o = (att @ v).transpose(0, 1).reshape(T, H * hd)
        x = x + F.linear(o, w[p + "self_attn.o_proj.weight"])
        m = rms_norm(x, w[p + "post_attention_layernorm.weight"], eps)
        gate = F.silu(F.linear(m, w[p + "mlp.gate_proj.weight"]))
        x = x + F.linear(gate * F.linear(m, w[p + "mlp.up_proj.weight"]), w[p + "mlp.down_proj.weight"])
    last = rms_norm(x[-1], w["model.norm.weight"], eps)
    head = w["model.embed_tokens.weight"] if cfg.get("tie_word_embeddings", False) else w["lm_head.weight"]
    return inputs, weights, head @ last


def main():
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--model", required=True)
    p.add_argument("--ids")
    p.add_argument("--dump", action="store_true")
    p.add_argument("--tokens", type=int)
    p.add_argument("--repeat", type=int, default=5)
    p.add_argument("--threads", type=int, default=0, help="0: the library's default")
    a = p.parse_args()
    if a.threads:
        torch.set_num_threads(a.threads)
    with open(os.path.join(a.model, "config.json")) as f:
        cfg = json.load(f)
    w = read_model(a.model)
    if a.dump:
        with torch.no_grad():
            inputs, weights, logits = forward(w, cfg, [int(i) for i in a.ids.split(",")])
        json.dump({"inputs": [x.tolist() for x in inputs], "weights": [x.tolist() for x in weights],
                   "logits": logits.tolist()}, sys.stdout)
        return 0
    T = a.tokens
    ids = list(range(T))
    times = []
    with torch.no_grad():
        forward(w, cfg, ids)  # warm-up
        for _ in range(a.repeat):
            t0 = time.perf_counter()
            result = forward(w, cfg, ids)
            times.append((time.perf_counter() - t0) * 1e3)
            del result
    L, H, d, I = cfg["num_hidden_layers"], cfg["num_attention_heads"], cfg["hidden_size"], cfg["intermediate_size"]
    KV = cfg.get("num_key_value_heads") or H
    hd = cfg.get("head_dim") or d // H
    flops = L * (2.0 * T * d * hd * (2 * H + 2 * KV) + 6.0 * T * d * I + 4.0 * T * T * H * hd)
    median = statistics.median(times)
    print(json.dumps({"impl": "pytorch", "mode": "model", "tokens": T, "d_model": d, "num_heads": H,
                      "n_layer": L, "repeat": a.repeat, "median_ms": round(median, 2),
                      "min_ms": round(min(times), 2), "gflops": round(flops / median / 1e6, 4),
                      "peak_rss_mb": round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, 1)}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
