#!/usr/bin/python3
"""How a model computes its answer, written independently in PyTorch float64: the reference the
app's `model --logit-lens --rollout --attribution --corrupt-ids` is held to.

Reads a GPT-2 folder (scripts/gpt2-pytorch.py's reader: json and NumPy, no transformers) and
computes, plainly and by brute force:

  logit lens   every layer's residual stream after its block through ln_f and the unembedding;
               the five most probable tokens (ids, probabilities) at every position
  rollout      per layer Ā = ½·mean_h(weights) + ½·I, rows renormalised; R = Ā_{n−1}·…·Ā_0
  attribution  one raw score q_I·k_J split over the residual stream's sources, each source's
               part of the stream computed by itself (each head's output through its rows of
               W_O, b_O, the MLP's own output — not a difference), ln_1 frozen at its scale
  patching     one whole forward pass per patched run (the stream entering layer L at P, or head
               H's output in layer L, from the clean run), (ld − ld_corrupt)/(ld_clean − ld_corrupt)

  mechanisms-reference.py --model DIR --ids I,J,… --corrupt-ids I,J,… --answer A --wrong B
                          --cell L.H.I.J > OUT.json

The repository's tests/data/python/mechanisms-gpt2.json was written on the folder
tests/data/mechanisms/model (scripts/make-gpt2-model.py with the arguments its README names) by

  /usr/bin/python3 scripts/mechanisms-reference.py --model tests/data/mechanisms/model \\
      --ids 5,17,200,33,9,17,200,33,71,5 --corrupt-ids 5,17,201,33,9,17,200,94,71,5 \\
      --answer 31 --wrong 125 --cell 2.1.9.4 > tests/data/python/mechanisms-gpt2.json

Optional dependency only (Debian: python3-torch, python3-numpy). Run it with /usr/bin/python3.
"""

import argparse
import hashlib
import importlib.util
import json
import math
import os
import sys

import torch
import torch.nn.functional as F


def load_reader():
    here = os.path.dirname(os.path.abspath(__file__))
    spec = importlib.util.spec_from_file_location("gpt2_pytorch", os.path.join(here, "gpt2-pytorch.py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.read_safetensors


class Model:
    def __init__(self, folder):
        with open(os.path.join(folder, "config.json")) as f:
            self.cfg = json.load(f)
        self.w = load_reader()(os.path.join(folder, "model.safetensors"))
        self.L, self.H, self.d = self.cfg["n_layer"], self.cfg["n_head"], self.cfg["n_embd"]
        self.dk = self.d // self.H
        self.eps = self.cfg.get("layer_norm_epsilon", 1e-5)

    def p(self, l, name):
        return self.w[f"h.{l}.{name}"]

    def ln(self, x, l, which):
        return F.layer_norm(x, (self.d,), self.p(l, f"{which}.weight"), self.p(l, f"{which}.bias"), self.eps)

    def attention(self, a, l):
        """Per-head outputs (H,T,dk) and weights (H,T,T) of layer l on its input a (T,d)."""
        T = a.shape[0]
        qkv = a @ self.p(l, "attn.c_attn.weight") + self.p(l, "attn.c_attn.bias")
        q, k, v = (t.view(T, self.H, self.dk).transpose(0, 1) for t in qkv.split(self.d, dim=1))
        s = (q @ k.transpose(1, 2)) / math.sqrt(self.dk)
        s = s.masked_fill(~torch.ones(T, T, dtype=torch.bool).tril(), float("-inf"))
        weights = torch.softmax(s, dim=-1)
        return weights @ v, weights

    def mlp(self, x, l):
        m = self.ln(x, l, "ln_2")
        h = F.gelu(m @ self.p(l, "mlp.c_fc.weight") + self.p(l, "mlp.c_fc.bias"), approximate="tanh")
        return h @ self.p(l, "mlp.c_proj.weight") + self.p(l, "mlp.c_proj.bias")

    def run(self, ids, patch=None):
        """The pass, with patch = ("resid", L, P, row) or ("head", L, H, (T,dk)) applied.

        Returns the streams entering each layer, each layer's head outputs (H,T,dk), its weights,
        its attention output and MLP output (T,d), and the final stream."""
        T = len(ids)
        x = self.w["wte.weight"][ids] + self.w["wpe.weight"][:T]
        out = {"streams": [], "heads": [], "weights": [], "attn": [], "mlp": []}
        for l in range(self.L):
            if patch and patch[0] == "resid" and patch[1] == l:
                x = x.clone()
                x[patch[2]] = patch[3]
            out["streams"].append(x)
            o, weights = self.attention(self.ln(x, l, "ln_1"), l)
            if patch and patch[0] == "head" and patch[1] == l:
                o = o.clone()
                o[patch[2]] = patch[3]
            out["heads"].append(o)
            out["weights"].append(weights)
            attn = o.transpose(0, 1).reshape(T, self.d) @ self.p(l, "attn.c_proj.weight") + self.p(l, "attn.c_proj.bias")
            out["attn"].append(attn)
            x = x + attn
            m = self.mlp(x, l)
            out["mlp"].append(m)
            x = x + m
        out["final"] = x
        return out

    def logits(self, x):
        y = F.layer_norm(x, (self.d,), self.w["ln_f.weight"], self.w["ln_f.bias"], self.eps)
        return y @ self.w.get("lm_head.weight", self.w["wte.weight"]).T


def logit_lens(model, run):
    layers = []
    for l in range(model.L):
        after = run["streams"][l + 1] if l + 1 < model.L else run["final"]
        probs = torch.softmax(model.logits(after), dim=-1)
        top = []
        for p in range(probs.shape[0]):
            # the higher probability first, the lower id on a tie
            order = sorted(range(probs.shape[1]), key=lambda v: (-probs[p, v].item(), v))[:5]
            top.append([[v, probs[p, v].item()] for v in order])
        layers.append(top)
    return layers


def rollout(run):
    T = run["weights"][0].shape[-1]
    R = torch.eye(T, dtype=torch.float64)
    for weights in run["weights"]:
        A = 0.5 * weights.mean(dim=0) + 0.5 * torch.eye(T, dtype=torch.float64)
        A = A / A.sum(dim=1, keepdim=True)
        R = A @ R
    return R


def attribution(model, run, ids, L, H, I, J):
    """The sources' names and the matrix, and the score q_I·k_J."""
    names, parts = ["embed", "pos"], {}
    for p in (I, J):
        rows = [model.w["wte.weight"][ids[p]], model.w["wpe.weight"][p]]
        for l in range(L):
            o = run["heads"][l]
            for h in range(model.H):
                rows.append(o[h, p] @ model.p(l, "attn.c_proj.weight")[h * model.dk:(h + 1) * model.dk])
            rows.append(model.p(l, "attn.c_proj.bias"))
            rows.append(run["mlp"][l][p])
        parts[p] = torch.stack(rows)
    for l in range(L):
        names += [f"L{l}.H{h}" for h in range(model.H)] + [f"L{l}.attn_bias", f"L{l}.mlp"]
    names.append("bias")
    gamma, beta = model.p(L, "ln_1.weight"), model.p(L, "ln_1.bias")
    Wqkv, bqkv = model.p(L, "attn.c_attn.weight"), model.p(L, "attn.c_attn.bias")

    def side(p, col):
        x = run["streams"][L][p]
        sigma = torch.sqrt(((x - x.mean()) ** 2).mean() + model.eps)
        S = parts[p]
        normed = (S - S.mean(dim=1, keepdim=True)) / sigma * gamma
        W, b = Wqkv[:, col:col + model.dk], bqkv[col:col + model.dk]
        return torch.cat([normed @ W, (beta @ W + b).unsqueeze(0)])

    q = side(I, H * model.dk)
    k = side(J, model.d + H * model.dk)
    a = model.ln(run["streams"][L], L, "ln_1")
    score = ((a[I] @ Wqkv + bqkv)[H * model.dk:(H + 1) * model.dk]
             @ (a[J] @ Wqkv + bqkv)[model.d + H * model.dk:model.d + (H + 1) * model.dk]).item()
    return names, (q @ k.T), score


def patching(model, clean_ids, corrupt_ids, answer, wrong):
    def ld(run):
        z = model.logits(run["final"][-1])
        return (z[answer] - z[wrong]).item()
    clean, corrupt = model.run(clean_ids), model.run(corrupt_ids)
    ld_clean, ld_corrupt = ld(clean), ld(corrupt)
    span = ld_clean - ld_corrupt
    T = len(clean_ids)
    resid = [[(ld(model.run(corrupt_ids, ("resid", l, p, clean["streams"][l][p]))) - ld_corrupt) / span
              for p in range(T)] for l in range(model.L)]
    heads = [[(ld(model.run(corrupt_ids, ("head", l, h, clean["heads"][l][h]))) - ld_corrupt) / span
              for h in range(model.H)] for l in range(model.L)]
    return {"clean_logit_diff": ld_clean, "corrupt_logit_diff": ld_corrupt, "resid": resid, "heads": heads}


def sha256(path):
    with open(path, "rb") as f:
        return hashlib.sha256(f.read()).hexdigest()


def main():
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--model", required=True)
    p.add_argument("--ids", required=True)
    p.add_argument("--corrupt-ids", required=True)
    p.add_argument("--answer", type=int, required=True)
    p.add_argument("--wrong", type=int, required=True)
    p.add_argument("--cell", required=True, help="L.H.I.J")
    a = p.parse_args()
    model = Model(a.model)
    ids = [int(i) for i in a.ids.split(",")]
    corrupt = [int(i) for i in a.corrupt_ids.split(",")]
    L, H, I, J = (int(n) for n in a.cell.split("."))
    with torch.no_grad():
        run = model.run(ids)
        names, matrix, score = attribution(model, run, ids, L, H, I, J)
        result = {
            "about": "scripts/mechanisms-reference.py, PyTorch " + torch.__version__ + ", float64",
            "config_sha256": sha256(os.path.join(a.model, "config.json")),
            "safetensors_sha256": sha256(os.path.join(a.model, "model.safetensors")),
            "ids": ids, "corrupt_ids": corrupt, "answer": a.answer, "wrong": a.wrong, "cell": [L, H, I, J],
            "logit_lens": logit_lens(model, run),
            "rollout": rollout(run).tolist(),
            "attribution": {"score": score, "sources": names, "matrix": matrix.tolist()},
            "patching": patching(model, ids, corrupt, a.answer, a.wrong),
        }
    json.dump(result, sys.stdout, indent=1)
    print()
    return 0


if __name__ == "__main__":
    sys.exit(main())
