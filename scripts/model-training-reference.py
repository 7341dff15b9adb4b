#!/usr/bin/python3
"""Reference numbers for training a whole GPT-2-layout model (core/model/backprop.h), from
PyTorch's autograd and torch.optim, float64.

A tiny model (vocab 7, d_model 8, 2 heads, 2 layers, n_inner 12, 8 positions) with every tensor
drawn at random (the norms' γ and β and every bias too, so that no term is trivially zero), and
a batch of three sequences of different lengths run as PyTorch runs a batch: padded at the end to
the longest, the padding left out of the loss (token-weighted mean cross-entropy over the
predictions). Written plainly here (no transformers: Debian has none): embeddings, per block
ln_1, causal self-attention, c_proj, residual, ln_2, GELU (tanh form) MLP, residual; ln_f, tied
unembedding.

Writes one JSON object: the config, the batch, every tensor (Hugging Face's names, row-major,
the lesson's (in, out) orientation, as GPT-2's Conv1D stores it), the loss and every tensor's
gradient, and for SGD (lr 0.1) and Adam (lr 0.01, PyTorch's defaults) the loss before each of 10
steps and every tensor after them. tests/core/tst_model_backprop.cpp holds the app to it
(tests/data/model-training/tiny.json).

  /usr/bin/python3 scripts/model-training-reference.py > tests/data/model-training/tiny.json
  /usr/bin/python3 scripts/model-training-reference.py --from-folder tests/data/model-training/tiny-gpt2

The second writes that model as a GPT-2 folder (F64, a six-letter tokenizer), from-ids.txt beside it,
and from-expected.json: every tensor after 10 steps of SGD and of Adam (lr 1e-3, batch 2, the lines
taken in turn and wrapping) as `train-model --from … --data-ids` takes them.

Optional dependency only (Debian: python3-torch, python3-numpy).
"""

import json
import math

import numpy as np
import torch
import torch.nn.functional as F

torch.set_default_dtype(torch.float64)

CONFIG = {"vocab_size": 7, "n_embd": 8, "n_head": 2, "n_layer": 2, "n_inner": 12, "n_positions": 8,
          "layer_norm_epsilon": 1e-5}
BATCH = [[1, 4, 2, 6, 0, 3], [5, 5, 1, 2], [0, 6, 3]]


def names_and_shapes(c):
    d, inner = c["n_embd"], c["n_inner"]
    out = [("wte.weight", (c["vocab_size"], d)), ("wpe.weight", (c["n_positions"], d))]
    for l in range(c["n_layer"]):
        h = f"h.{l}."
        out += [(h + "ln_1.weight", (d,)), (h + "ln_1.bias", (d,)),
                (h + "attn.c_attn.weight", (d, 3 * d)), (h + "attn.c_attn.bias", (3 * d,)),
                (h + "attn.c_proj.weight", (d, d)), (h + "attn.c_proj.bias", (d,)),
                (h + "ln_2.weight", (d,)), (h + "ln_2.bias", (d,)),
                (h + "mlp.c_fc.weight", (d, inner)), (h + "mlp.c_fc.bias", (inner,)),
                (h + "mlp.c_proj.weight", (inner, d)), (h + "mlp.c_proj.bias", (d,))]
    return out + [("ln_f.weight", (d,)), ("ln_f.bias", (d,))]


def make_params(c):
    rng = np.random.default_rng(20261206)
    params = {}
    for name, shape in names_and_shapes(c):
        if name.endswith("ln_1.weight") or name.endswith("ln_2.weight") or name == "ln_f.weight":
            values = 1.0 + 0.3 * rng.standard_normal(shape)
        else:
            values = 0.4 * rng.standard_normal(shape)
        params[name] = torch.tensor(values, requires_grad=True)
    return params


def loss_of(p, c, batch):
    B, T = len(batch), max(len(s) for s in batch)
    d, H = c["n_embd"], c["n_head"]
    dk = d // H
    ids = torch.zeros((B, T), dtype=torch.long)
    keep = torch.zeros((B, T - 1), dtype=torch.bool)  # predictions that count
    for b, s in enumerate(batch):
        ids[b, :len(s)] = torch.tensor(s)
        keep[b, :len(s) - 1] = True
    eps = c["layer_norm_epsilon"]
    x = p["wte.weight"][ids] + p["wpe.weight"][:T].unsqueeze(0)  # (B,T,d)
    causal = torch.tril(torch.ones((T, T), dtype=torch.bool))
    for l in range(c["n_layer"]):
        h = f"h.{l}."
        a = F.layer_norm(x, (d,), p[h + "ln_1.weight"], p[h + "ln_1.bias"], eps)
        qkv = a @ p[h + "attn.c_attn.weight"] + p[h + "attn.c_attn.bias"]
        q, k, v = qkv.split(d, dim=-1)
        q = q.view(B, T, H, dk).transpose(1, 2)
        k = k.view(B, T, H, dk).transpose(1, 2)
        v = v.view(B, T, H, dk).transpose(1, 2)
        scores = (q @ k.transpose(-1, -2)) / math.sqrt(dk)
        scores = scores.masked_fill(~causal, float("-inf"))
        o = torch.softmax(scores, dim=-1) @ v  # (B,H,T,dk)
        concat = o.transpose(1, 2).reshape(B, T, d)
        x = x + concat @ p[h + "attn.c_proj.weight"] + p[h + "attn.c_proj.bias"]
        m = F.layer_norm(x, (d,), p[h + "ln_2.weight"], p[h + "ln_2.bias"], eps)
        hidden = F.gelu(m @ p[h + "mlp.c_fc.weight"] + p[h + "mlp.c_fc.bias"], approximate="tanh")
        x = x + hidden @ p[h + "mlp.c_proj.weight"] + p[h + "mlp.c_proj.bias"]
    f = F.layer_norm(x, (d,), p["ln_f.weight"], p["ln_f.bias"], eps)
    logits = f @ p["wte.weight"].T  # (B,T,V)
    ce = F.cross_entropy(logits[:, :-1].reshape(-1, c["vocab_size"]), ids[:, 1:].reshape(-1), reduction="none")
    return (ce * keep.reshape(-1)).sum() / keep.sum()


def flat(t):
    return [float(v) for v in t.detach().reshape(-1).tolist()]


def train(c, make_optimizer, steps):
    p = make_params(c)
    opt = make_optimizer(list(p.values()))
    losses = []
    for _ in range(steps):
        opt.zero_grad()
        loss = loss_of(p, c, BATCH)
        losses.append(float(loss))
        loss.backward()
        opt.step()
    return losses, {name: flat(t) for name, t in p.items()}


FROM_LINES = [[1, 4, 2, 6, 0], [5, 5, 1], [0, 6, 3, 3, 2, 1, 4, 5]]


def write_from_folder(folder):
    """The tiny model as a GPT-2 folder (F64 weights, a six-letter tokenizer), the --data-ids file,
    and PyTorch's 10 steps of SGD and of Adam (lr 1e-3) as `train-model --from` takes them: batch 2,
    step s the lines 2(s−1) and 2(s−1)+1, wrapping (tests/cli/tst_cli_train_model.cpp)."""
    import os
    import struct
    c = CONFIG
    os.makedirs(folder, exist_ok=True)
    p = make_params(c)
    header, offset, blobs = {"__metadata__": {"format": "pt"}}, 0, []
    for name, t in p.items():
        data = t.detach().numpy().astype("<f8").tobytes()
        header[name] = {"dtype": "F64", "shape": list(t.shape), "data_offsets": [offset, offset + len(data)]}
        offset += len(data)
        blobs.append(data)
    head = json.dumps(header).encode()
    head += b" " * (-len(head) % 8)
    with open(os.path.join(folder, "model.safetensors"), "wb") as f:
        f.write(struct.pack("<Q", len(head)) + head + b"".join(blobs))
    config = {"model_type": "gpt2", "architectures": ["GPT2LMHeadModel"], "n_layer": c["n_layer"],
              "n_head": c["n_head"], "n_embd": c["n_embd"], "n_positions": c["n_positions"],
              "n_ctx": c["n_positions"], "vocab_size": c["vocab_size"], "n_inner": c["n_inner"],
              "layer_norm_epsilon": c["layer_norm_epsilon"], "activation_function": "gelu_new",
              "bos_token_id": 6, "eos_token_id": 6, "tie_word_embeddings": True}
    with open(os.path.join(folder, "config.json"), "w") as f:
        json.dump(config, f, indent=1)
    with open(os.path.join(folder, "vocab.json"), "w") as f:
        json.dump({**{ch: i for i, ch in enumerate("abcdef")}, "<|endoftext|>": 6}, f)
    with open(os.path.join(folder, "merges.txt"), "w") as f:
        f.write("#version: 0.2\n")
    with open(os.path.join(folder, "..", "from-ids.txt"), "w") as f:
        f.write("".join(",".join(map(str, line)) + "\n" for line in FROM_LINES))
    runs = {}
    for name, make in (("sgd", lambda ps: torch.optim.SGD(ps, lr=1e-3)),
                       ("adam", lambda ps: torch.optim.Adam(ps, lr=1e-3))):
        q = make_params(c)
        opt = make(list(q.values()))
        for step in range(1, 11):
            batch = [FROM_LINES[(2 * (step - 1)) % 3], FROM_LINES[(2 * (step - 1) + 1) % 3]]
            opt.zero_grad()
            loss_of(q, c, batch).backward()
            opt.step()
        runs[name] = {name_: flat(t) for name_, t in q.items()}
    with open(os.path.join(folder, "..", "from-expected.json"), "w") as f:
        json.dump({"generator": "scripts/model-training-reference.py --from-folder, torch " + torch.__version__,
                   "lr": 1e-3, "batch": 2, "steps": 10, "params": runs}, f, indent=1)


def main():
    import sys
    if len(sys.argv) == 3 and sys.argv[1] == "--from-folder":
        write_from_folder(sys.argv[2])
        return
    c = CONFIG
    p = make_params(c)
    loss = loss_of(p, c, BATCH)
    loss.backward()
    sgd_losses, sgd_params = train(c, lambda ps: torch.optim.SGD(ps, lr=0.1), 10)
    adam_losses, adam_params = train(c, lambda ps: torch.optim.Adam(ps, lr=0.01), 10)
    out = {
        "generator": "scripts/model-training-reference.py, torch " + torch.__version__,
        "config": c,
        "batch": BATCH,
        "params": {name: flat(t) for name, t in p.items()},
        "loss": float(loss),
        "gradients": {name: flat(t.grad) for name, t in p.items()},
        "sgd": {"lr": 0.1, "losses": sgd_losses, "params": sgd_params},
        "adam": {"lr": 0.01, "losses": adam_losses, "params": adam_params},
    }
    print(json.dumps(out, indent=1))


if __name__ == "__main__":
    main()
