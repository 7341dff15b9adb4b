#!/usr/bin/python3
"""The same training step as `attention-bench --train`, in PyTorch with autograd, for the table of
scripts/bench-train.sh.

float64; forward: Q, K, V projections, every head's T×T weights, concat, W_O; the loss
½·Σ(output − target)²; then loss.backward() to the gradients of W_Q, W_K, W_V and W_O (the input
needs no gradient, as attention-bench --train computes none for it). Random inputs and target, no
mask. Prints one JSON line with attention-bench's keys:

  {"mode":"train","impl":"pytorch","tokens":T,"d_model":D,"num_heads":H,"repeat":N,"median_ms":…,
   "min_ms":…,"gflops":…,"peak_rss_mb":…}

FLOPs counted as attention-bench counts them: 18·T·d² + 12·T²·d. Optional benchmark dependency
only (Debian: python3-torch); run it with /usr/bin/python3.
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
    a = p.parse_args()
    if a.tokens < 1 or a.d_model < 1 or a.heads < 1 or a.d_model % a.heads or a.repeat < 1 or a.threads < 0:
        p.error("need tokens, d-model, heads, repeat ≥ 1, heads dividing d-model, threads ≥ 0")
    return a


def step(torch, X, target, Wq, Wk, Wv, Wo, H):
    """Forward and backward; the gradients land in W*.grad."""
    T, d = X.shape
    dk = d // H
    for W in (Wq, Wk, Wv, Wo):
        W.grad = None
    Q = (X @ Wq).view(T, H, dk).transpose(0, 1)   # (H,T,dk)
    K = (X @ Wk).view(T, H, dk).transpose(0, 1)
    V = (X @ Wv).view(T, H, dk).transpose(0, 1)
    weights = torch.softmax(Q @ K.transpose(1, 2) / math.sqrt(dk), dim=-1)  # (H,T,T)
    concat = (weights @ V).transpose(0, 1).reshape(T, d)                    # (T,d)
    loss = 0.5 * ((concat @ Wo - target) ** 2).sum()
    loss.backward()
    return loss.item()


def main():
    a = parse_args()
    import torch
    if a.threads:
        torch.set_num_threads(a.threads)
    T, d, H = a.tokens, a.d_model, a.heads
    g = torch.Generator().manual_seed(1)
    X = torch.randn(T, d, dtype=torch.float64, generator=g)
    target = torch.randn(T, d, dtype=torch.float64, generator=g)
    Ws = [(torch.randn(d, d, dtype=torch.float64, generator=g) / math.sqrt(d)).requires_grad_() for _ in range(4)]
    ms = []
    for run in range(a.repeat + 1):
        t0 = time.perf_counter()
        loss = step(torch, X, target, *Ws, H)
        t1 = time.perf_counter()
        if not math.isfinite(loss):
            sys.exit("train-pytorch.py: the loss is not finite")
        if run:  # run 0 warms up
            ms.append((t1 - t0) * 1e3)
    median = statistics.median(ms)
    flops = 18 * T * d * d + 12 * T * T * d
    print(json.dumps({"mode": "train", "impl": "pytorch", "tokens": T, "d_model": d, "num_heads": H,
                      "repeat": a.repeat, "median_ms": median, "min_ms": min(ms),
                      "gflops": flops / (median * 1e-3) / 1e9,
                      "peak_rss_mb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024}))


if __name__ == "__main__":
    main()
