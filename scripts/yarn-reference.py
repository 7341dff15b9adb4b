#!/usr/bin/python3
"""Two sessions with YaRN rope scaling and what they compute, written with NumPy alone.

YaRN (GPT-OSS, DeepSeek) stretches RoPE's slow frequencies by a factor and keeps its fast ones,
with a linear ramp between, then multiplies q and k by an attention factor. This script writes
the sessions and their expected results in the format of the project's reference cases
(tests/data/*.session.json and *.expected.json, which tests/io/tst_reference.cpp holds every path
of the app to), computed here from the published definition (the YaRN paper and transformers'
_compute_yarn_parameters), independently of the app:

  pairs c = 0 … d/2 − 1, f_c = θ^(−2c/d)
  correction(r) = d·ln(original / (2π·r)) / (2·ln θ)
  low, high = correction(beta_fast), correction(beta_slow)   (floor / ceil where truncate)
  low, high = max(low, 0), min(high, d − 1)
  ramp_c = clip((c − low) / (high − low), 0, 1)
  f_c ← f_c / factor · ramp_c + f_c · (1 − ramp_c)
  attention factor = given, or mscale(factor, mscale) / mscale(factor, mscale_all_dim) with both
                     mscales, else mscale(factor, 1);  mscale(s, m) = 0.1·m·ln s + 1 (1 for s ≤ 1)
  q, k ← rotate_half RoPE at positions 0 … T−1, then × attention factor

  yarn-reference.py [DIR]     writes DIR/rope-yarn.* and DIR/rope-yarn-mscale.* (default tests/data)

Needs NumPy only (Debian: python3-numpy); run with /usr/bin/python3.
"""

import json
import math
import os
import sys

import numpy as np


def yarn_freqs(theta, d, s):
    f = theta ** (-2.0 * np.arange(d // 2) / d)
    def correction(rotations):
        return d * math.log(s["original_max_position_embeddings"] / (rotations * 2 * math.pi)) / (2 * math.log(theta))
    low, high = correction(s.get("beta_fast", 32)), correction(s.get("beta_slow", 1))
    if s.get("truncate", True):
        low, high = math.floor(low), math.ceil(high)
    low, high = max(low, 0), min(high, d - 1)
    if low == high:
        high += 0.001
    ramp = np.clip((np.arange(d // 2) - low) / (high - low), 0, 1)
    return f / s["factor"] * ramp + f * (1 - ramp)


def attention_factor(s):
    if s.get("attention_factor"):
        return s["attention_factor"]
    def mscale(scale, m=1.0):
        return 1.0 if scale <= 1 else 0.1 * m * math.log(scale) + 1.0
    if s.get("mscale") and s.get("mscale_all_dim"):
        return mscale(s["factor"], s["mscale"]) / mscale(s["factor"], s["mscale_all_dim"])
    return mscale(s["factor"])


def turn(x, freqs, factor):
    """x (T, d): row i turned by angle i·f_c on pairs (c, c + d/2), then × factor."""
    T, d = x.shape
    a = np.arange(T)[:, None] * freqs[None, :]
    lo, hi = x[:, :d // 2], x[:, d // 2:]
    return np.concatenate([lo * np.cos(a) - hi * np.sin(a), hi * np.cos(a) + lo * np.sin(a)], axis=1) * factor


def case(rng, scaling, theta):
    T, d_model, H, KV, hd = 6, 12, 2, 1, 16  # small enough to be written inline in exported code
    r = lambda *shape: np.round(rng.standard_normal(shape), 3)
    X, Wq, Wk, Wv, Wo = r(T, d_model), r(d_model, H * hd) * 0.5, r(d_model, KV * hd) * 0.5, r(d_model, KV * hd), r(H * hd, d_model)
    session = {"format": "attention-lab-session", "version": 1, "tokens": ["w%d" % i for i in range(T)],
               "embeddings": X.tolist(), "num_heads": H, "num_kv_heads": KV, "head_dim": hd,
               "W_Q": Wq.tolist(), "W_K": Wk.tolist(), "W_V": Wv.tolist(), "W_O": Wo.tolist(), "causal": True,
               "rope": {"theta": theta, "scaling": scaling}}
    freqs, af = yarn_freqs(theta, hd, scaling), attention_factor(scaling)
    Qu, Ku, V = X @ Wq, X @ Wk, X @ Wv
    Q = np.concatenate([turn(Qu[:, h * hd:(h + 1) * hd], freqs, af) for h in range(H)], axis=1)
    K = turn(Ku, freqs, af)
    mask = np.triu(np.ones((T, T), dtype=bool), 1)  # True: blocked
    scale = 1 / math.sqrt(hd)
    heads, concat = [], []
    for h in range(H):
        g = h * KV // H
        scores = Q[:, h * hd:(h + 1) * hd] @ K[:, g * hd:(g + 1) * hd].T
        logits = np.where(mask, -np.inf, scores * scale)
        w = np.exp(logits - logits.max(axis=1, keepdims=True))
        w /= w.sum(axis=1, keepdims=True)
        out = w @ V[:, g * hd:(g + 1) * hd]
        heads.append({"scores": scores.tolist(), "weights": w.tolist(), "output": out.tolist(),
                      "fully_masked_rows": []})
        concat.append(out)
    concat = np.concatenate(concat, axis=1)
    expected = {"tokens": session["tokens"], "d_model": d_model, "num_heads": H, "num_kv_heads": KV,
                "head_dim": hd, "d_k": hd, "scale": scale, "Q": Q.tolist(), "K": K.tolist(), "V": V.tolist(),
                "Q_unrotated": Qu.tolist(), "K_unrotated": Ku.tolist(), "mask": mask.tolist(), "heads": heads,
                "concat": concat.tolist(), "output": (concat @ Wo).tolist()}
    return session, expected


def main():
    out = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), "..", "tests", "data")
    rng = np.random.default_rng(42)
    cases = {
        # GPT-OSS's kind: no mscales, the ramp's ends not rounded
        "rope-yarn": ({"rope_type": "yarn", "factor": 8.0, "original_max_position_embeddings": 4096,
                       "beta_fast": 32.0, "beta_slow": 1.0, "truncate": False}, 10000.0),
        # DeepSeek's kind: both mscales (their ratio is the attention factor), the ends rounded
        "rope-yarn-mscale": ({"rope_type": "yarn", "factor": 40.0, "original_max_position_embeddings": 4096,
                              "beta_fast": 32.0, "beta_slow": 1.0, "mscale": 0.707, "mscale_all_dim": 1.0,
                              "truncate": True}, 10000.0),
    }
    for name, (scaling, theta) in cases.items():
        session, expected = case(rng, scaling, theta)
        with open(os.path.join(out, name + ".session.json"), "w") as f:
            json.dump(session, f, indent=1)
            f.write("\n")
        with open(os.path.join(out, name + ".expected.json"), "w") as f:
            json.dump(expected, f)
            f.write("\n")


if __name__ == "__main__":
    main()
