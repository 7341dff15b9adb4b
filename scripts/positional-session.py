#!/usr/bin/env python3
"""Writes a session of T tokens whose embeddings are sinusoidal positions (plus a little noise),
with W_Q = 3·I and W_K = I, causal: each query attends to the positions near it, and each head,
which sees its own band of frequencies, with its own width. The README's T = 4096 screenshot.

    /usr/bin/python3 scripts/positional-session.py 4096 > /tmp/positional.json
    build/bin/attention-lab /tmp/positional.json

Needs NumPy (python3-numpy, an optional benchmark dependency; never needed to build or test).
"""
import json
import sys

import numpy as np

T = int(sys.argv[1]) if len(sys.argv) > 1 else 4096
d, heads = 512, 8
rng = np.random.default_rng(2)
pos = np.arange(T)[:, None]
freq = 1.0 / 10000 ** (2 * np.arange(d // 2)[None, :] / d)
X = np.zeros((T, d))
X[:, 0::2] = np.sin(pos * freq)
X[:, 1::2] = np.cos(pos * freq)
X += 0.1 * rng.standard_normal((T, d))
identity = np.eye(d)
json.dump({
    "format": "attention-lab-session", "version": 1,
    "tokens": [f"p{i}" for i in range(T)],
    "embeddings": X.round(5).tolist(),
    "num_heads": heads,
    "W_Q": (3 * identity).tolist(), "W_K": identity.tolist(),
    "W_V": (rng.standard_normal((d, d)) / np.sqrt(d)).round(5).tolist(),
    "W_O": (rng.standard_normal((d, d)) / np.sqrt(d)).round(5).tolist(),
    "causal": True,
}, sys.stdout)
