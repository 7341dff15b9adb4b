#!/usr/bin/python3
"""GPT-2's forward pass written plainly in PyTorch float64, from a Hugging Face model folder.

Reads config.json and model.safetensors with json and NumPy only (no transformers, no
safetensors package: Debian has neither), converts the whole model to float64 once, and runs
the same pass as attention-lab's `model` command: X = wte[ids] + wpe; per block ln_1, causal
self-attention (every head's T×T weights kept), c_proj, residual, ln_2, MLP with GELU (tanh
form), residual; ln_f and the last token's logits.

  gpt2-pytorch.py --model DIR --ids 1,2,3 --dump       every layer's input and weights as JSON
      [--ablate L.H,… [--ablate-with zero|mean]]        with those heads' outputs (their T×d_k
                                                       slice of concat) set to 0 or to their mean
                                                       over the positions before c_proj
      [--layer-session FILE.json --layer L]            with layer L's attention run with that
                                                       session's W_Q, W_K, W_V, W_O, biases, scale
  gpt2-pytorch.py --model DIR --tokens T --repeat N    time the pass on ids 0…T−1 (one JSON line,
                                                       attention-bench's keys, "impl": "pytorch")

scripts/python-references.py uses --dump for the references tests/cli/tst_model_cli.cpp holds the
app to (tests/data/python/gpt2-*.json); the benchmark uses the timing mode
(scripts/bench-model.sh). FLOPs as attention-bench counts them:
n_layer·(24·T·d² + 4·T²·d). peak_rss_mb is the process's peak resident set (ru_maxrss): the
interpreter, the library, the float64 model and the pass.

Optional dependency only (Debian: python3-torch, python3-numpy). Run it with /usr/bin/python3.
"""

import argparse
import json
import math
import resource
import statistics
import sys
import time

import numpy as np
import torch
import torch.nn.functional as F


def read_safetensors(path):
    """name → float64 tensor, names without the "transformer." prefix, mask buffers dropped."""
    with open(path, "rb") as f:
        blob = f.read()
    n = int.from_bytes(blob[:8], "little")
    header = json.loads(blob[8:8 + n])
    start = 8 + n
    out = {}
    for name, info in header.items():
        if name == "__metadata__":
            continue
        name = name[len("transformer."):] if name.startswith("transformer.") else name
        if name.endswith(".attn.bias") or name.endswith(".attn.masked_bias"):
            continue
        b, e = info["data_offsets"]
        raw = blob[start + b:start + e]
        dtype = info["dtype"]
        if dtype == "F32":
            a = np.frombuffer(raw, dtype="<f4")
        elif dtype == "F16":
            a = np.frombuffer(raw, dtype="<f2")
        elif dtype == "BF16":  # NumPy has no bfloat16: its bits are a float32's upper half
            a = (np.frombuffer(raw, dtype="<u2").astype(np.uint32) << 16).view(np.float32)
        else:
            raise SystemExit(f"{path}: {name}: dtype {dtype} not handled here")
        out[name] = torch.from_numpy(a.astype(np.float64).reshape(info["shape"]))
    return out


def read_session(path, d):
    """A session file as layer weights: (c_attn weight (d,3d), its bias (3d), W_O, b_O, scale)."""
    with open(path) as f:
        s = json.load(f)
    t = lambda key: torch.tensor(s[key], dtype=torch.float64)
    bias = lambda key: t(key) if key in s else torch.zeros(d, dtype=torch.float64)
    heads = s["num_heads"]
    scale = s["scale"] if "scale" in s else 1.0 / math.sqrt(d // heads)
    return (torch.cat([t("W_Q"), t("W_K"), t("W_V")], dim=1), torch.cat([bias("b_Q"), bias("b_K"), bias("b_V")]),
            t("W_O"), bias("b_O"), scale)


def forward(w, cfg, ids, ablate=(), ablate_with="zero", replace=None):
    """Every layer's attention input (T,d) and weights (H,T,T), and the last token's logits.

    ablate: (layer, head) pairs whose output is zeroed (or replaced by its mean over the
    positions) before c_proj; replace: (layer, read_session(...)) or None."""
    L, H, d = cfg["n_layer"], cfg["n_head"], cfg["n_embd"]
    eps = cfg.get("layer_norm_epsilon", 1e-5)
    dk = d // H
    T = len(ids)
    x = w["wte.weight"][ids] + w["wpe.weight"][:T]               # (T,d)
    causal = torch.ones(T, T, dtype=torch.bool).tril()            # key j visible to query i when j ≤ i
    inputs, weights = [], []
    for l in range(L):
        p = f"h.{l}."
        a = F.layer_norm(x, (d,), w[p + "ln_1.weight"], w[p + "ln_1.bias"], eps)  # (T,d)
        inputs.append(a)
        c_attn_w, c_attn_b = w[p + "attn.c_attn.weight"], w[p + "attn.c_attn.bias"]
        c_proj_w, c_proj_b = w[p + "attn.c_proj.weight"], w[p + "attn.c_proj.bias"]
        scale = 1.0 / math.sqrt(dk)
        if replace is not None and replace[0] == l:
            c_attn_w, c_attn_b, c_proj_w, c_proj_b, scale = replace[1]
        qkv = torch.addmm(c_attn_b, a, c_attn_w)                  # (T,3d)
        q, k, v = qkv.split(d, dim=1)
        q = q.view(T, H, dk).transpose(0, 1)                      # (H,T,dk)
        k = k.view(T, H, dk).transpose(0, 1)
        v = v.view(T, H, dk).transpose(0, 1)
        att = (q @ k.transpose(1, 2)) * scale                     # (H,T,T)
        att = att.masked_fill(~causal, float("-inf"))
        att = torch.softmax(att, dim=-1)                          # (H,T,T), kept
        weights.append(att)
        o = (att @ v).transpose(0, 1).reshape(T, d)               # (T,d) = [O_0 | O_1 | …]
        for layer, head in ablate:
            if layer == l:                                        # O_h (T,dk): 0, or its column means
                cols = slice(head * dk, (head + 1) * dk)
                o[:, cols] = 0.0 if ablate_with == "zero" else o[:, cols].mean(dim=0, keepdim=True)
        x = x + torch.addmm(c_proj_b, o, c_proj_w)
        m = F.layer_norm(x, (d,), w[p + "ln_2.weight"], w[p + "ln_2.bias"], eps)
        h = F.gelu(torch.addmm(w[p + "mlp.c_fc.bias"], m, w[p + "mlp.c_fc.weight"]), approximate="tanh")
        x = x + torch.addmm(w[p + "mlp.c_proj.bias"], h, w[p + "mlp.c_proj.weight"])
    last = F.layer_norm(x[-1], (d,), w["ln_f.weight"], w["ln_f.bias"], eps)
    head = w.get("lm_head.weight", w["wte.weight"])
    return inputs, weights, head @ last                           # logits (vocab)


def main():
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--model", required=True)
    p.add_argument("--ids", help="I,J,… (--dump)")
    p.add_argument("--dump", action="store_true")
    p.add_argument("--ablate", default="", help="L.H,… (--dump)")
    p.add_argument("--ablate-with", default="zero", choices=("zero", "mean"))
    p.add_argument("--layer-session", help="FILE.json (--dump, with --layer)")
    p.add_argument("--layer", type=int)
    p.add_argument("--tokens", type=int)
    p.add_argument("--repeat", type=int, default=5)
    p.add_argument("--threads", type=int, default=0, help="0: the library's default")
    a = p.parse_args()
    if a.threads:
        torch.set_num_threads(a.threads)
    with open(f"{a.model}/config.json") as f:
        cfg = json.load(f)
    w = read_safetensors(f"{a.model}/model.safetensors")

    with torch.no_grad():
        if a.dump:
            ids = [int(i) for i in a.ids.split(",")]
            ablate = [tuple(int(n) for n in lh.split(".")) for lh in a.ablate.split(",") if lh]
            replace = None
            if a.layer_session:
                replace = (a.layer, read_session(a.layer_session, cfg["n_embd"]))
            inputs, weights, logits = forward(w, cfg, ids, ablate, a.ablate_with, replace)
            json.dump({"inputs": [x.tolist() for x in inputs], "weights": [x.tolist() for x in weights],
                       "logits": logits.tolist()}, sys.stdout)
            return 0
        T = a.tokens
        ids = list(range(T))
        forward(w, cfg, ids)                                      # warm-up
        times = []
        for _ in range(a.repeat):
            t0 = time.perf_counter()
            result = forward(w, cfg, ids)
            times.append((time.perf_counter() - t0) * 1e3)
            del result
    d = cfg["n_embd"]
    flops = cfg["n_layer"] * (24.0 * T * d * d + 4.0 * T * T * d)
    median = statistics.median(times)
    print(json.dumps({
        "impl": "pytorch", "tokens": T, "d_model": d, "num_heads": cfg["n_head"], "n_layer": cfg["n_layer"],
        "repeat": a.repeat, "median_ms": round(median, 3), "min_ms": round(min(times), 3),
        "gflops": round(flops / (median * 1e-3) / 1e9, 3),
        "peak_rss_mb": round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024.0, 1),
    }, separators=(",", ":")))
    return 0


if __name__ == "__main__":
    sys.exit(main())
