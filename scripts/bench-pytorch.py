#!/usr/bin/python3
"""The same forward pass as attention-bench, in PyTorch or NumPy, for the comparison table.

float64; Q, K, V projections; every head's T×T weights computed and kept; concat; W_O.
No mask (attention-bench uses none either). Prints one JSON line with attention-bench's keys
plus "impl":

  {"impl":"pytorch","tokens":T,"d_model":D,"num_heads":H,"repeat":N,"median_ms":…,"min_ms":…,
   "gflops":…,"peak_rss_mb":…}

FLOPs are counted as in attention-bench: 8·T·d² + 4·T²·d. peak_rss_mb is the process's peak
resident set (ru_maxrss), so it includes the interpreter and the library itself.

Optional benchmark dependency only (Debian: python3-torch, python3-numpy, and
libopenblas0-pthread so both use OpenBLAS). Run it with /usr/bin/python3: the python3 first
on PATH may be another interpreter without Debian's packages.
"""

import argparse
import json
import math
import resource
import statistics
import sys
import time


def parse_args():
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--tokens", type=int, required=True)
    p.add_argument("--d-model", type=int, required=True)
    p.add_argument("--heads", type=int, required=True)
    p.add_argument("--repeat", type=int, default=5)
    p.add_argument("--threads", type=int, default=0, help="0: the library's default")
    p.add_argument("--impl", choices=["pytorch", "numpy"], default="pytorch")
    a = p.parse_args()
    if a.tokens < 1 or a.d_model < 1 or a.heads < 1 or a.d_model % a.heads or a.repeat < 1 or a.threads < 0:
        p.error("need tokens, d-model, heads, repeat ≥ 1, heads dividing d-model, threads ≥ 0")
    return a


def torch_forward(torch, X, Wq, Wk, Wv, Wo, H):
    T, d = X.shape
    dk = d // H
    Q = X @ Wq                                   # (T,d)
    K = X @ Wk                                   # (T,d)
    V = X @ Wv                                   # (T,d)
    Qh = Q.view(T, H, dk).transpose(0, 1)        # (H,T,dk)
    Kh = K.view(T, H, dk).transpose(0, 1)        # (H,T,dk)
    Vh = V.view(T, H, dk).transpose(0, 1)        # (H,T,dk)
    scores = Qh @ Kh.transpose(1, 2)             # (H,T,T) = (H,T,dk)·(H,dk,T)
    weights = torch.softmax(scores / math.sqrt(dk), dim=-1)  # (H,T,T), kept
    O = weights @ Vh                             # (H,T,dk)
    concat = O.transpose(0, 1).reshape(T, d)     # (T,d) = [O_0 | O_1 | …]
    return weights, concat @ Wo                  # (T,d)


def numpy_forward(np, X, Wq, Wk, Wv, Wo, H):
    T, d = X.shape
    dk = d // H
    Q = X @ Wq                                   # (T,d)
    K = X @ Wk
    V = X @ Wv
    Qh = np.ascontiguousarray(Q.reshape(T, H, dk).transpose(1, 0, 2))  # (H,T,dk)
    Kh = np.ascontiguousarray(K.reshape(T, H, dk).transpose(1, 0, 2))
    Vh = np.ascontiguousarray(V.reshape(T, H, dk).transpose(1, 0, 2))
    weights = Qh @ Kh.transpose(0, 2, 1)         # (H,T,T) scores
    weights *= 1.0 / math.sqrt(dk)               # logits, in place: no second (H,T,T)
    weights -= weights.max(axis=-1, keepdims=True)
    np.exp(weights, out=weights)
    weights /= weights.sum(axis=-1, keepdims=True)
    O = weights @ Vh                             # (H,T,dk)
    concat = O.transpose(1, 0, 2).reshape(T, d)  # (T,d)
    return weights, concat @ Wo


def main():
    a = parse_args()
    T, d, H = a.tokens, a.d_model, a.heads
    if a.impl == "pytorch":
        import torch
        if a.threads:
            torch.set_num_threads(a.threads)
        g = torch.Generator().manual_seed(1)
        rand = lambda *shape, sd=1.0: torch.randn(*shape, generator=g, dtype=torch.float64) * sd
        forward = lambda *m: torch_forward(torch, *m, H)
        ctx = torch.no_grad()
    else:
        if a.threads:  # NumPy's threads are OpenBLAS's, fixed when the library loads
            import os
            os.environ["OPENBLAS_NUM_THREADS"] = str(a.threads)
        import numpy as np
        rng = np.random.default_rng(1)
        rand = lambda *shape, sd=1.0: rng.standard_normal(shape) * sd
        forward = lambda *m: numpy_forward(np, *m, H)
        import contextlib
        ctx = contextlib.nullcontext()
    w = 1.0 / math.sqrt(d)
    X = rand(T, d)
    Wq, Wk, Wv, Wo = (rand(d, d, sd=w) for _ in range(4))

    times = []
    with ctx:
        forward(X, Wq, Wk, Wv, Wo)               # warm-up: thread pools, first-touch allocator
        for _ in range(a.repeat):
            t0 = time.perf_counter()
            weights, out = forward(X, Wq, Wk, Wv, Wo)
            times.append((time.perf_counter() - t0) * 1e3)
            del weights, out
    flops = 8.0 * T * d * d + 4.0 * T * T * d
    median = statistics.median(times)
    print(json.dumps({
        "impl": a.impl, "tokens": T, "d_model": d, "num_heads": H, "repeat": a.repeat,
        "median_ms": round(median, 3), "min_ms": round(min(times), 3),
        "gflops": round(flops / (median * 1e-3) / 1e9, 3),
        "peak_rss_mb": round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024.0, 1),
    }, separators=(",", ":")))
    return 0


if __name__ == "__main__":
    sys.exit(main())
