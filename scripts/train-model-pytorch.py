#!/usr/bin/python3
"""train-model's induction task in PyTorch float64 with autograd and torch.optim.Adam, for the
side-by-side of bench/RESULTS.md (attention-bench --train-model).

The same model and the same steps as `attention-lab train-model --task induction`: a GPT-2-layout,
attention-only model (no MLP: the app keeps its MLPs at zero, which adds exactly nothing), fixed
sinusoidal positions of amplitude 0.02, embeddings and weights from N(0, 0.02²) (c_proj from
N(0, (0.02/√(2·layers))²)), the tied unembedding; sequences [BOS, r1..rm, r1..rm] of random
letters, m uniform in [1, (T−1)/2] for every sequence, padded at the end to the longest in the
batch and the padding left out of the token-weighted cross-entropy, as PyTorch code does it. The
random numbers are NumPy's, so the runs are not the app's to the bit. The work per step is not the
same: the app runs each sequence at its own length (about 26 tokens on average at T 49), this
padded batch every sequence at the longest (about 49), so PyTorch computes about twice the rows and
three times the attention cells; bench/RESULTS.md says so beside its table.

  /usr/bin/python3 scripts/train-model-pytorch.py [--steps N] [--layers 2 --heads 4 --d-model 64
      --vocab 32 --seq 49 --batch 32] [--threads N]

prints one JSON line with attention-bench --train-model's keys ("impl": "pytorch"), the best
induction score of a head in layer 1 or later on a held-out batch at the end included.

Optional benchmark dependency only (Debian: python3-torch, python3-numpy).
"""

import argparse
import json
import math
import time

import numpy as np
import torch
import torch.nn.functional as F

torch.set_default_dtype(torch.float64)


def parse_args():
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--steps", type=int, default=500)
    p.add_argument("--layers", type=int, default=2)
    p.add_argument("--heads", type=int, default=4)
    p.add_argument("--d-model", type=int, default=64)
    p.add_argument("--vocab", type=int, default=32)
    p.add_argument("--seq", type=int, default=49)
    p.add_argument("--batch", type=int, default=32)
    p.add_argument("--lr", type=float, default=3e-3)
    p.add_argument("--threads", type=int, default=1)
    p.add_argument("--seed", type=int, default=1)
    return p.parse_args()


def sinusoids(positions, d, amplitude):
    out = np.zeros((positions, d))
    for t in range(positions):
        for c in range(d):
            angle = t / 10000 ** ((c - c % 2) / d)
            out[t, c] = amplitude * (math.cos(angle) if c % 2 else math.sin(angle))
    return torch.tensor(out)


def make_model(a, rng):
    d, L = a.d_model, a.layers
    normal = lambda shape, sd: torch.tensor(sd * rng.standard_normal(shape), requires_grad=True)
    p = {"wte": normal((a.vocab + 1, d), 0.02)}
    for l in range(L):
        p[f"{l}.ln1.w"] = torch.ones(d, requires_grad=True)
        p[f"{l}.ln1.b"] = torch.zeros(d, requires_grad=True)
        p[f"{l}.qkv.w"] = normal((d, 3 * d), 0.02)
        p[f"{l}.qkv.b"] = torch.zeros(3 * d, requires_grad=True)
        p[f"{l}.o.w"] = normal((d, d), 0.02 / math.sqrt(2 * L))
        p[f"{l}.o.b"] = torch.zeros(d, requires_grad=True)
    p["lnf.w"] = torch.ones(d, requires_grad=True)
    p["lnf.b"] = torch.zeros(d, requires_grad=True)
    return p


def draw(a, rng, count):
    out = []
    for _ in range(count):
        m = int(rng.integers(1, (a.seq - 1) // 2 + 1))
        r = list(rng.integers(0, a.vocab, m))
        out.append([a.vocab] + r + r)
    return out


def forward(p, a, wpe, batch):
    """Per-token log-probabilities (B,T,V), every head's weights per layer, and the padded ids."""
    B, T = len(batch), max(len(s) for s in batch)
    d, H = a.d_model, a.heads
    dk = d // H
    ids = torch.full((B, T), a.vocab, dtype=torch.long)
    for b, s in enumerate(batch):
        ids[b, :len(s)] = torch.tensor(s)
    x = p["wte"][ids] + wpe[:T].unsqueeze(0)
    causal = torch.tril(torch.ones((T, T), dtype=torch.bool))
    weights = []
    for l in range(a.layers):
        h = F.layer_norm(x, (d,), p[f"{l}.ln1.w"], p[f"{l}.ln1.b"], 1e-5)
        q, k, v = (h @ p[f"{l}.qkv.w"] + p[f"{l}.qkv.b"]).split(d, dim=-1)
        q, k, v = (t.view(B, T, H, dk).transpose(1, 2) for t in (q, k, v))
        w = torch.softmax(((q @ k.transpose(-1, -2)) / math.sqrt(dk)).masked_fill(~causal, float("-inf")), dim=-1)
        weights.append(w)
        x = x + (w @ v).transpose(1, 2).reshape(B, T, d) @ p[f"{l}.o.w"] + p[f"{l}.o.b"]
    f = F.layer_norm(x, (d,), p["lnf.w"], p["lnf.b"], 1e-5)
    return torch.log_softmax(f @ p["wte"].T, dim=-1), weights, ids


def loss_of(p, a, wpe, batch):
    logp, _, ids = forward(p, a, wpe, batch)
    keep = torch.zeros(ids.shape[0], ids.shape[1] - 1, dtype=torch.bool)
    for b, s in enumerate(batch):
        keep[b, :len(s) - 1] = True
    nll = -logp[:, :-1].gather(-1, ids[:, 1:].unsqueeze(-1)).squeeze(-1)
    return (nll * keep).sum() / keep.sum()


def best_induction(p, a, wpe, held):
    """The best mean induction score (model --head-scores' definition) of a head in layer ≥ 1."""
    with torch.no_grad():
        _, weights, _ = forward(p, a, wpe, held)
    best = 0.0
    for l in range(1, a.layers):
        for h in range(a.heads):
            scores = []
            for b, s in enumerate(held):
                w = weights[l][b, h]
                total, queries = 0.0, 0
                for i in range(len(s)):
                    js = [j for j in range(i) if s[j] == s[i]]
                    if js:
                        total += sum(float(w[i, j + 1]) for j in js)
                        queries += 1
                if queries:
                    scores.append(total / queries)
            best = max(best, sum(scores) / len(scores))
    return best


def main():
    a = parse_args()
    torch.set_num_threads(a.threads)
    rng = np.random.default_rng(a.seed)
    p = make_model(a, rng)
    wpe = sinusoids(a.seq, a.d_model, 0.02)
    opt = torch.optim.Adam(list(p.values()), lr=a.lr)
    start = time.perf_counter()
    for _ in range(a.steps):
        opt.zero_grad()
        loss_of(p, a, wpe, draw(a, rng, a.batch)).backward()
        opt.step()
    seconds = time.perf_counter() - start
    held = draw(a, np.random.default_rng(12345), 64)
    print(json.dumps({"mode": "train-model", "impl": "pytorch", "steps": a.steps, "seconds": round(seconds, 4),
                      "steps_per_second": round(a.steps / seconds, 2),
                      "final_induction": round(best_induction(p, a, wpe, held), 4), "layers": a.layers,
                      "heads": a.heads, "d_model": a.d_model, "seq": a.seq, "batch": a.batch,
                      "threads": a.threads, "torch": torch.__version__}))


if __name__ == "__main__":
    main()
