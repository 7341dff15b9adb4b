#!/usr/bin/python3
"""Writes resources/models/induction/: a two-layer GPT-2 whose heads are known, built by hand.

    /usr/bin/python3 scripts/induction-model.py [DIR]     (default resources/models/induction)

No trained GPT-2 can be downloaded here, so this one is constructed, the way eight-heads.py
builds its heads: every weight is written down from a plan, nothing is trained. It is a real
GPT-2 in the Hugging Face layout (config.json, model.safetensors in F32, vocab.json + merges.txt)
and GPT-2's forward pass runs it unchanged: ln_1, c_attn, causal softmax scaled by 1/√d_k,
c_proj, residual, ln_2, an MLP (gelu_new) whose weights and biases are all zero, ln_f, and
lm_head tied to wte. Deterministic (fixed seeds, no network). It checks what it promises with
its own NumPy forward pass before writing anything, and prints the worst case. Needs NumPy.

The vocabulary is GPT-2-style byte-level BPE: the 256 byte tokens (GPT-2's ids 0–255), then
the products of the merges that make a few hundred common English words (with and without a
leading space, a few capitalised), every intermediate product a token too, so any text
tokenises; <|endoftext|> last.

d_model 128, 2 heads of d_k = 64 per layer. The residual stream has four parts:

    0–47     content   c_t: the token, a zero-mean code of norm 8, nearly orthogonal to every
                       other token's (spread apart by repulsion); wte[t] is c_t and nothing else,
                       so the tied unembedding reads this part only
    48–77    position  ten frequencies ω_k, each as three columns cos(ω_k·i + φ), φ = 0, 2π/3,
                       4π/3 (a sum of zero and a constant norm); norm 8
    78–79    start     (+2, −2) at position 0 only: "this is the first token"
    80–127   previous  empty in the embeddings; layer 0 writes the previous token's content here

Each code sums to zero and the row norms are (nearly) constant, so every LayerNorm only scales
the stream by a known factor (its gains are 1, its biases 0, except ln_f's gain).

    layer 0, head 0  previous token. q_i = the position code of i − 1 (each frequency's pair
                     rotated back one step: a linear map of the code of i), k_j = the position
                     code of j; Σ_k cos(ω_k (i − 1 − j)) is largest at j = i − 1 by a margin the
                     frequencies were chosen for, over every position up to n_positions, and a
                     large scale makes the softmax sharp. The value is the key's content,
                     and c_proj writes it into the "previous" part.
    layer 1, head 1  induction. q_i = the content of i, k_j = the "previous" part of j (the
                     content of j − 1), so query i attends to the token right after an earlier
                     occurrence of its own token; the start flag pushes key 0 away (its
                     "previous" part is its own content). The value is the key's content, which
                     c_proj adds to the content part ×4, so the tied unembedding (through ln_f's
                     gain) predicts the attended token: the copy.
    layer 0 head 1, layer 1 head 0: all zero, so uniform attention and no output.

On A B C D E F G A B C D E for any seven distinct tokens the induction head scores ≥ 0.5 (the
contract's definition), the model gives F a probability ≥ 0.3, and with the induction head's
output set to zero before c_proj that probability at least halves (in fact it collapses: the
model then predicts the current token, which is all the content part still holds).
"""

import json
import math
import os
import sys

import numpy as np

D, H, DK = 128, 2, 64
N_POS = 1024
N_INNER = 16
EPS = 1e-5
CONTENT = np.arange(0, 48)
POSITION = np.arange(48, 78)
START = (78, 79)
PREVIOUS = np.arange(80, 128)
NORM = 8.0  # of the content and of the position code
START_FLAG = 2.0
FREQUENCIES = np.geomspace(0.0334, 3.0, 10)  # max over offsets ≠ 0 of Σ cos(ω δ) is 10 − 4.1
PREV_LOGIT = 6.0  # the previous-token head's logit per unit of Σ cos: margin ≥ 6·4.1
MATCH_LOGIT = 24.0  # the induction head's logit for a matching key
START_LOGIT = -40.0  # the induction head's logit added to key 0
COPY_GAIN = 4.0  # the induction head's output: 4× the attended token's content
COPY_LOGIT = 16.0  # the copied token's logit (ln_f's gain is set to give it)
PREV_HEAD, INDUCTION_HEAD = (0, 0), (1, 1)

WORDS = """a the of and to in is was that for it as with be on not he by are this at from his but
have an they which one you were her all she there would their we him been has when who will more
no if out so said what up its about into than them can only other new some could time these two
may then do first any my now such like our over man me even most made after also did many before
must through back years where much your way well down should because each just those people how
too little state good very make world still own see men work long get here between both life
being under never day same another know while last might us great old year off come since against
go came right used take three states himself few house use during without again place around
however home small found thought went say part once general high upon school every don does got
united left number course war until always away something fact though water less public put think
almost hand enough far took head yet government system better set told nothing night end why
called didn eyes find going look asked later knew point next city give group toward young let room
president side social present given several order national second possible rather per face among
form often important things looked early white case john become large big need four within felt
along children saw best church ever least power development light thing seemed family interest want
members mind country area others done turned although open god service certain kind problem began
different door thus help sense means whole matter perhaps itself york times law human line above
name example action company hands local show whether five history gave today either act feet across
taken past quite anything having seen death experience body word half really week car cat dog
sat mat ran red blue green sun moon tree river bank king queen book""".split()
CAPITALISED = """the it he she they we this there in but and a i if when what one as at on for his
after so all no you my that then how why where who she while""".split()


# ---- the tokenizer ---------------------------------------------------------------------------

def bytes_to_unicode():
    printable = list(range(ord("!"), ord("~") + 1)) + list(range(ord("¡"), ord("¬") + 1)) + list(
        range(ord("®"), ord("ÿ") + 1))
    chars, n = {}, 0
    for b in range(256):
        if b in printable:
            chars[b] = chr(b)
        else:
            chars[b] = chr(256 + n)
            n += 1
    return chars, printable


def bpe(piece, ranks):
    """GPT-2's merge loop on one piece (a list of symbols): the best-ranked pair first."""
    parts = list(piece)
    while len(parts) > 1:
        pairs = [(ranks.get((a, b), math.inf), k) for k, (a, b) in enumerate(zip(parts, parts[1:]))]
        rank, k = min(pairs)
        if rank == math.inf:
            break
        first, second = parts[k], parts[k + 1]
        merged, k = [], 0
        while k < len(parts):
            if k + 1 < len(parts) and parts[k] == first and parts[k + 1] == second:
                merged.append(first + second)
                k += 2
            else:
                merged.append(parts[k])
                k += 1
        parts = merged
    return parts


def vocabulary():
    """GPT-2's 256 byte tokens in GPT-2's order, then each merge's product, <|endoftext|> last.
    Merges are added one at a time until every word is one token; each is appended last, so it
    applies only where the earlier ones leave a pair, and no earlier word changes."""
    chars, printable = bytes_to_unicode()
    order = printable + [b for b in range(256) if b not in printable]
    vocab = {chars[b]: i for i, b in enumerate(order)}
    merges, ranks = [], {}
    words = []
    for w in WORDS:
        words += [" " + w, w]
    words += [" " + w.capitalize() for w in CAPITALISED] + [w.capitalize() for w in CAPITALISED]
    words += [" " + chr(c) for c in range(ord("A"), ord("Z") + 1)]
    for w in dict.fromkeys(words):
        piece = "".join(chars[b] for b in w.encode("utf-8"))
        while len(parts := bpe(piece, ranks)) > 1:
            pair = (parts[0], parts[1])
            ranks[pair] = len(merges)
            merges.append(pair)
            if pair[0] + pair[1] not in vocab:
                vocab[pair[0] + pair[1]] = len(vocab)
    vocab["<|endoftext|>"] = len(vocab)
    for w in dict.fromkeys(words):  # each word is one token, and every product is in the vocabulary
        assert len(bpe("".join(chars[b] for b in w.encode("utf-8")), ranks)) == 1, w
    assert all(a + b in vocab for a, b in merges)
    return vocab, merges


# ---- the codes -------------------------------------------------------------------------------

def content_codes(count):
    """count zero-mean vectors of norm NORM in 48 columns, pushed apart until the largest cosine
    between any two is small (random ones start near 0.6)."""
    rng = np.random.default_rng(22)
    n = len(CONTENT)
    C = rng.standard_normal((count, n))

    def tidy(C):
        C = C - C.mean(axis=1, keepdims=True)
        return C / np.linalg.norm(C, axis=1, keepdims=True)

    C = tidy(C)
    for step in range(400):
        G = C @ C.T
        np.fill_diagonal(G, 0)
        limit = np.quantile(np.abs(G).max(axis=1), 0.5)
        push = np.where(np.abs(G) >= limit, G, 0)
        C = tidy(C - 0.05 * push @ C)
    return NORM * C


def position_codes():
    """(N_POS, 30): frequency k in columns 3k…3k+2 as cos(ω_k i + φ), φ = 0, 2π/3, 4π/3."""
    i = np.arange(N_POS)[:, None]
    P = np.zeros((N_POS, 3 * len(FREQUENCIES)))
    for k, om in enumerate(FREQUENCIES):
        for m in range(3):
            P[:, 3 * k + m] = np.cos(om * i[:, 0] + 2 * np.pi * m / 3)
    return P * NORM / np.sqrt(1.5 * len(FREQUENCIES))


def phase_pair(k, shift):
    """(3, 2): reads frequency k's three columns as (cos, sin) of ω_k·(i − shift), per unit of the
    code's amplitude: cos θ = ⅔ Σ_m cos(θ + φ_m) cos φ_m, sin θ = −⅔ Σ_m cos(θ + φ_m) sin φ_m."""
    phis = 2 * np.pi * np.arange(3) / 3
    to_cs = np.stack([2 / 3 * np.cos(phis), -2 / 3 * np.sin(phis)], axis=1)  # (3, 2)
    a = FREQUENCIES[k] * shift
    rotate = np.array([[np.cos(a), -np.sin(a)], [np.sin(a), np.cos(a)]])  # (c, s)·R = back by a
    return to_cs @ rotate


# ---- the weights -----------------------------------------------------------------------------

def weights(vocab_size):
    amplitude = NORM / np.sqrt(1.5 * len(FREQUENCIES))
    ln0 = np.sqrt(D) / np.sqrt(2 * NORM ** 2)  # ln_1's factor in layer 0 (rows after the first)
    ln1 = np.sqrt(D) / np.sqrt(3 * NORM ** 2)  # and in layer 1 (with the previous part written)
    t = {}
    wte = np.zeros((vocab_size, D))
    wte[:, CONTENT] = content_codes(vocab_size)
    wpe = np.zeros((N_POS, D))
    wpe[:, POSITION] = position_codes()
    wpe[0, START[0]], wpe[0, START[1]] = START_FLAG, -START_FLAG
    t["wte.weight"], t["wpe.weight"] = wte, wpe

    for layer in range(2):
        Wq, Wk, Wv, Wo = (np.zeros((D, D)) for _ in range(4))
        bq = np.zeros(D)
        if layer == 0:  # head 0: previous token
            h = PREV_HEAD[1] * DK
            unit = np.sqrt(PREV_LOGIT * np.sqrt(DK)) / (amplitude * ln0)
            for k in range(len(FREQUENCIES)):
                rows = POSITION[3 * k:3 * k + 3]
                Wq[np.ix_(rows, [h + 2 * k, h + 2 * k + 1])] = unit * phase_pair(k, 1)
                Wk[np.ix_(rows, [h + 2 * k, h + 2 * k + 1])] = unit * phase_pair(k, 0)
            Wv[CONTENT, h + np.arange(48)] = 1.0
            Wo[h + np.arange(48), PREVIOUS] = 1.0 / ln0  # the previous token's content, as stored
        else:  # head 1: induction
            h = INDUCTION_HEAD[1] * DK
            unit = np.sqrt(MATCH_LOGIT * np.sqrt(DK)) / (NORM * ln1)
            Wq[CONTENT, h + np.arange(48)] = unit
            Wk[PREVIOUS, h + np.arange(48)] = unit
            bq[h + 48] = 1.0
            Wk[START[0], h + 48] = START_LOGIT * np.sqrt(DK) / (2 * START_FLAG * ln1)
            Wk[START[1], h + 48] = -START_LOGIT * np.sqrt(DK) / (2 * START_FLAG * ln1)
            Wv[CONTENT, h + np.arange(48)] = 1.0
            Wo[h + np.arange(48), CONTENT] = COPY_GAIN / ln1
        p = f"h.{layer}."
        t[p + "ln_1.weight"], t[p + "ln_1.bias"] = np.ones(D), np.zeros(D)
        t[p + "attn.c_attn.weight"] = np.concatenate([Wq, Wk, Wv], axis=1)
        t[p + "attn.c_attn.bias"] = np.concatenate([bq, np.zeros(2 * D)])
        t[p + "attn.c_proj.weight"], t[p + "attn.c_proj.bias"] = Wo, np.zeros(D)
        t[p + "ln_2.weight"], t[p + "ln_2.bias"] = np.ones(D), np.zeros(D)
        t[p + "mlp.c_fc.weight"], t[p + "mlp.c_fc.bias"] = np.zeros((D, N_INNER)), np.zeros(N_INNER)
        t[p + "mlp.c_proj.weight"], t[p + "mlp.c_proj.bias"] = np.zeros((N_INNER, D)), np.zeros(D)
    # ln_f's gain: after both layers the stream holds c_t, 4·c_F, the previous content and the
    # position code, so ln_f divides by √(19·64/128); the copied token's logit is then COPY_LOGIT.
    lnf = np.sqrt(D) / np.sqrt((2 + COPY_GAIN ** 2) * NORM ** 2 + NORM ** 2)
    t["ln_f.weight"], t["ln_f.bias"] = np.full(D, COPY_LOGIT / (lnf * NORM ** 2 * COPY_GAIN)), np.zeros(D)
    # As the file holds them: float32.
    return {name: a.astype(np.float32) for name, a in t.items()}


# ---- GPT-2's forward pass, in float64 ----------------------------------------------------------

def layer_norm(x, g, b):
    mean = x.mean(axis=-1, keepdims=True)
    var = ((x - mean) ** 2).mean(axis=-1, keepdims=True)
    return (x - mean) / np.sqrt(var + EPS) * g + b


def gelu(x):
    return 0.5 * x * (1 + np.tanh(np.sqrt(2 / np.pi) * (x + 0.044715 * x ** 3)))


def forward(t, ids, ablate=()):
    """The next-token probabilities after the last position and every head's weights.
    ablate: (layer, head) pairs whose output is set to 0 before c_proj."""
    w = {k: v.astype(np.float64) for k, v in t.items()}
    T = len(ids)
    x = w["wte.weight"][ids] + w["wpe.weight"][:T]
    heads = {}
    blocked = np.triu(np.ones((T, T), dtype=bool), 1)
    for layer in range(2):
        p = f"h.{layer}."
        a = layer_norm(x, w[p + "ln_1.weight"], w[p + "ln_1.bias"])
        qkv = a @ w[p + "attn.c_attn.weight"] + w[p + "attn.c_attn.bias"]
        concat = np.zeros((T, D))
        for h in range(H):
            cols = slice(h * DK, (h + 1) * DK)
            q, k, v = qkv[:, :D][:, cols], qkv[:, D:2 * D][:, cols], qkv[:, 2 * D:][:, cols]
            logits = np.where(blocked, -np.inf, q @ k.T / np.sqrt(DK))
            e = np.exp(logits - logits.max(axis=1, keepdims=True))
            weights_ = e / e.sum(axis=1, keepdims=True)
            heads[(layer, h)] = weights_
            if (layer, h) not in ablate:
                concat[:, cols] = weights_ @ v
        x = x + concat @ w[p + "attn.c_proj.weight"] + w[p + "attn.c_proj.bias"]
        m = layer_norm(x, w[p + "ln_2.weight"], w[p + "ln_2.bias"])
        x = x + gelu(m @ w[p + "mlp.c_fc.weight"] + w[p + "mlp.c_fc.bias"]) @ w[p + "mlp.c_proj.weight"] \
            + w[p + "mlp.c_proj.bias"]
    last = layer_norm(x[-1], w["ln_f.weight"], w["ln_f.bias"])
    logits = w["wte.weight"] @ last
    e = np.exp(logits - logits.max())
    return e / e.sum(), heads


def induction_score(weights_, ids):
    """docs/file-formats.md: the mean, over the queries i whose id occurred before, of Σ_j w[i][j+1] over
    the earlier positions j with ids[j] = ids[i]."""
    scores = [sum(weights_[i, j + 1] for j in range(i) if ids[j] == ids[i])
              for i in range(len(ids)) if ids[i] in ids[:i]]
    return float(np.mean(scores)) if scores else None


def previous_token_score(weights_):
    return float(np.mean([weights_[i, i - 1] for i in range(1, len(weights_))]))


def check(t, vocab):
    """Every promise, over many random seven-token choices: words, bytes and any token; and the
    previous-token head at the longest input. Returns the worst case."""
    rng = np.random.default_rng(7)
    by_text = {k: v for k, v in vocab.items() if k != "<|endoftext|>"}
    words = [v for k, v in by_text.items() if k.lstrip("Ġ").isalpha() and len(k.lstrip("Ġ")) > 1]
    anything = list(by_text.values())
    pools = {"bytes": list(range(256)), "words": words, "any": anything}
    worst = {"induction": (1e9, None), "p": (1e9, None), "ratio": (0, None), "ratio_previous": (0, None)}
    for trial in range(600):
        pool = pools[["bytes", "words", "any"][trial % 3]]
        seven = [int(v) for v in rng.choice(pool, 7, replace=False)]
        ids = seven + seven[:5]
        probs, heads = forward(t, ids)
        ablated, _ = forward(t, ids, ablate=(INDUCTION_HEAD,))
        no_previous, _ = forward(t, ids, ablate=(PREV_HEAD,))  # the circuit's other half
        f = seven[5]
        score = induction_score(heads[INDUCTION_HEAD], ids)
        worst["induction"] = min(worst["induction"], (score, ids))
        worst["p"] = min(worst["p"], (float(probs[f]), ids))
        worst["ratio"] = max(worst["ratio"], (float(ablated[f] / probs[f]), ids))
        worst["ratio_previous"] = max(worst["ratio_previous"], (float(no_previous[f] / probs[f]), ids))
        worst.setdefault("mean", []).append((float(probs[f]), float(ablated[f]), int(ablated.argmax()) == seven[4]))
        if (float(probs[f]), ids) == worst["p"]:
            worst["p_ablated_at_worst"] = float(ablated[f])
    # The previous-token head over the longest input: the weight on i − 1 at every query.
    ids = [int(v) for v in rng.choice(anything, N_POS)]
    _, heads = forward(t, ids)
    prev = heads[PREV_HEAD]
    worst["previous"] = float(min(prev[i, i - 1] for i in range(1, N_POS)))
    worst["previous_score"] = previous_token_score(prev)
    return worst


# ---- writing -----------------------------------------------------------------------------------

def write_safetensors(path, tensors):
    header, offset = {"__metadata__": {"format": "pt"}}, 0
    for name, a in tensors.items():
        header[name] = {"dtype": "F32", "shape": list(a.shape), "data_offsets": [offset, offset + a.nbytes]}
        offset += a.nbytes
    text = json.dumps(header, separators=(",", ":")).encode()
    text += b" " * (-len(text) % 8)
    with open(path, "wb") as f:
        f.write(len(text).to_bytes(8, "little"))
        f.write(text)
        for a in tensors.values():
            f.write(np.ascontiguousarray(a, dtype="<f4").tobytes())


def main():
    out = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), "..", "resources",
                                                             "models", "induction")
    vocab, merges = vocabulary()
    t = weights(len(vocab))
    worst = check(t, vocab)
    print(f"vocabulary: {len(vocab)} tokens, {len(merges)} merges", file=sys.stderr)
    print(f"previous-token head (0.0): weight on i-1 at least {worst['previous']:.6f} over {N_POS} positions "
          f"(score {worst['previous_score']:.4f})", file=sys.stderr)
    print(f"worst over 600 random A B C D E F G A B C D E (bytes, words, any token):", file=sys.stderr)
    print(f"  induction score of head 1.1: {worst['induction'][0]:.6f}", file=sys.stderr)
    print(f"  p(F): {worst['p'][0]:.4f} (ablated: {worst['p_ablated_at_worst']:.3g})", file=sys.stderr)
    print(f"  p(F) ablated / p(F): {worst['ratio'][0]:.3g}", file=sys.stderr)
    print(f"  p(F) with the previous-token head 0.0 ablated instead / p(F): {worst['ratio_previous'][0]:.3g}",
          file=sys.stderr)
    mean = np.array(worst["mean"], dtype=float)
    print(f"mean p(F) {mean[:, 0].mean():.4f}, ablated {mean[:, 1].mean():.3g}; ablated, the top token is E "
          f"(the current one) in {mean[:, 2].mean():.0%}", file=sys.stderr)
    problems = []
    if worst["induction"][0] < 0.5:
        problems.append(f"induction score {worst['induction']}")
    if worst["p"][0] < 0.3:
        problems.append(f"p(F) {worst['p']}")
    if worst["ratio"][0] > 0.5:
        problems.append(f"ablation keeps {worst['ratio']}")
    if worst["ratio_previous"][0] > 0.5:
        problems.append(f"ablating the previous-token head keeps {worst['ratio_previous']}")
    if worst["previous"] < 0.9:
        problems.append(f"previous-token weight {worst['previous']}")
    if problems:
        sys.exit("induction-model: not met: " + "; ".join(problems))

    os.makedirs(out, exist_ok=True)
    write_safetensors(os.path.join(out, "model.safetensors"), t)
    config = {"model_type": "gpt2", "architectures": ["GPT2LMHeadModel"], "n_layer": 2, "n_head": H,
              "n_embd": D, "n_positions": N_POS, "n_ctx": N_POS, "vocab_size": len(vocab), "n_inner": N_INNER,
              "activation_function": "gelu_new", "layer_norm_epsilon": EPS, "tie_word_embeddings": True,
              "bos_token_id": len(vocab) - 1, "eos_token_id": len(vocab) - 1}
    with open(os.path.join(out, "config.json"), "w") as f:
        json.dump(config, f, indent=2)
        f.write("\n")
    with open(os.path.join(out, "vocab.json"), "w", encoding="utf-8") as f:
        json.dump(vocab, f, ensure_ascii=False)
    with open(os.path.join(out, "merges.txt"), "w", encoding="utf-8") as f:
        f.write("#version: 0.2\n")
        for a, b in merges:
            f.write(f"{a} {b}\n")


if __name__ == "__main__":
    main()
