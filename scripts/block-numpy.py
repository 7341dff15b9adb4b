#!/usr/bin/python3
"""The transformer block around a session's attention, in NumPy, for the tests' cross-check.

Reads a session file that carries a "block" (docs/file-formats.md; `model --session-out` writes one
for a GPT-2 layer), computes the attention from the session's own keys (its heads, biases, causal
mask and scale), then the block around it, row by row:

    h = residual_in + attention(embeddings)
    n = LN2(h);  hidden = n @ W_in + b_in;  activated = gelu_new(hidden)
    m = activated @ W_out + b_out;  y = h + m

and prints every stage as JSON. Written apart from the app (no code shared) so that the app's
numbers are held to a second implementation: scripts/python-references.py runs it and keeps its
output in tests/data/python/block-*.json.

Only what a GPT-2 layer's session holds is read: no num_kv_heads, head_dim, rope, norms or stages.

    /usr/bin/python3 scripts/block-numpy.py SESSION.json
"""

import json
import math
import sys

import numpy as np


def layer_norm(x, gamma, beta, eps):
    mean = x.mean(axis=-1, keepdims=True)
    var = ((x - mean) ** 2).mean(axis=-1, keepdims=True)
    return (x - mean) / np.sqrt(var + eps) * gamma + beta


def gelu_new(x):
    return 0.5 * x * (1.0 + np.tanh(math.sqrt(2.0 / math.pi) * (x + 0.044715 * x ** 3)))


def attention(s):
    X = np.array(s["embeddings"], dtype=np.float64)
    T, d = X.shape
    H = s["num_heads"]
    dk = d // H
    for key in ("num_kv_heads", "head_dim", "rope", "q_norm", "k_norm", "mla", "alibi", "softcap", "sinks",
                "window", "prefix", "segments"):
        if key in s:
            sys.exit("block-numpy.py: %s is not read here (a GPT-2 layer has none)" % key)

    def bias(key, n):
        return np.array(s[key], dtype=np.float64) if key in s else np.zeros(n)

    Q = X @ np.array(s["W_Q"]) + bias("b_Q", d)
    K = X @ np.array(s["W_K"]) + bias("b_K", d)
    V = X @ np.array(s["W_V"]) + bias("b_V", d)
    Wo = np.array(s["W_O"]) if "W_O" in s else np.eye(d)
    scale = s.get("scale", 1.0 / math.sqrt(dk))
    blocked = np.zeros((T, T), dtype=bool)
    if s.get("causal", False):
        blocked |= np.triu(np.ones((T, T), dtype=bool), k=1)
    for j in s.get("padding", []):
        blocked[:, j] = True
    for i, j in s.get("blocked", []):
        blocked[i, j] = True
    concat = np.zeros((T, d))
    for h in range(H):
        cols = slice(h * dk, (h + 1) * dk)
        logits = scale * Q[:, cols] @ K[:, cols].T
        logits[blocked] = -np.inf
        out = np.zeros((T, dk))
        for i in range(T):
            if blocked[i].all():
                continue
            e = np.exp(logits[i] - logits[i][~blocked[i]].max())
            out[i] = (e / e.sum()) @ V[:, cols]
        concat[:, cols] = out
    return concat @ Wo + bias("b_O", d)


def main():
    with open(sys.argv[1], encoding="utf-8") as f:
        s = json.load(f)
    b = s["block"]
    mlp = b["mlp"]
    if mlp["activation"] != "gelu_new":
        sys.exit("block-numpy.py: activation %r" % mlp["activation"])
    x = np.array(b["residual_in"], dtype=np.float64)
    normed1 = layer_norm(x, np.array(b["norm_1"]["gamma"]), np.array(b["norm_1"]["beta"]), b["eps"])
    a = attention(s)
    h = x + a
    n = layer_norm(h, np.array(b["norm_2"]["gamma"]), np.array(b["norm_2"]["beta"]), b["eps"])
    hidden = n @ np.array(mlp["W_in"]) + np.array(mlp["b_in"])
    activated = gelu_new(hidden)
    m = activated @ np.array(mlp["W_out"]) + np.array(mlp["b_out"])
    y = h + m
    stages = {"normed1": normed1, "attention": a, "residual_mid": h, "normed2": n, "hidden": hidden,
              "activated": activated, "mlp": m, "residual_out": y,
              "mean2": h.mean(axis=-1), "variance2": ((h - h.mean(axis=-1, keepdims=True)) ** 2).mean(axis=-1)}
    print(json.dumps({k: v.tolist() for k, v in stages.items()}))


if __name__ == "__main__":
    main()
