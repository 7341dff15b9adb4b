#!/usr/bin/env python3
"""Writes the `eight-heads` preset: one causal attention layer whose eight heads, computed the
ordinary way (Q = X·W_Q, K = X·W_K, softmax(QKᵀ/√d_k) per head), show eight patterns that real
trained models are known for. Nothing is painted: every weight comes out of the computation.

    /usr/bin/python3 scripts/eight-heads.py > resources/presets/eight-heads.json

Deterministic (a fixed seed, no network); it checks the patterns it promises before writing and
prints a summary of every head on stderr. Needs NumPy.

The sentence: "the cat saw the dog and the dog saw the cat" (11 tokens; every word but "and"
repeats). Causal, as in GPT-style models: a query sees itself and the tokens before it, so the
upper triangle of every heatmap is exactly zero, as the lesson says.

The embedding of a token (d_model = 32) has a content part and a position part:

    0–4    which word: one-hot over the, cat, saw, dog, and
    5–7    word class: noun (cat, dog), verb (saw), function word (the, and)
    8      bias: always 1 (the constant direction real models get from bias vectors)
    9–15   "the rest of the word vector": a fixed random vector per word, unreadable on purpose,
           as most of a real embedding is; only the broad head reads it
    16–31  position: sin and cos of ω_k·i for eight frequencies ω_k = 2^(−k/2) (k = 0…7), the
           transformer paper's sinusoids with base 16 instead of 10000 because the sentence has 11
           tokens, not thousands. Pair k sits in columns 16 + 2k (sin) and 17 + 2k (cos).

8 heads of d_k = 4. Each head's W_Q and W_K columns [4h, 4h + 4) read only the features it needs:

    1 previous token   q_i = position code of i − 1 (the code of i rotated back one step, which is
                       linear in the code: a 2×2 rotation per frequency), k_j = position code of j;
                       q_i·k_j = Σ A cos(ω (i − 1 − j)) is largest at j = i − 1.
    2 first token      q = a constant (from the bias), k_j = cos ω_k j for three frequencies, minus
       (sink)          a slow sine: a sum of cosines peaks where every phase is 0, at j = 0. Real
                       models park attention there when nothing else is worth reading; its values
                       are tiny, so this head writes almost nothing (it is a no-op on purpose).
    3 self             like head 1 without the rotation (and with ω = 0.71 and 0.35):
                       Σ A cos(ω (i − j)) peaks at j = i.
    4 broad            small random W_Q, W_K on the unreadable columns 9–15: the scores are all
                       near 0, so softmax spreads the weight almost evenly over the visible keys.
    5 local window     a slow wave (ω = 1/2) rotated back one step, minus a quarter of the wave
                       twice as fast: a flat-topped bump centred on i − 1, so i, i − 1 and i − 2
                       share the weight almost equally and i − 3 gets little.
    6 same word        q_i, k_j = the word's corner of a regular tetrahedron (the, cat, saw, dog;
       (earlier)       "and" has none), so the same word scores +A and any other −A/3; a fourth
                       column adds −B·sin(ω₇ j), which prefers earlier keys, so a repeated word
                       points back at its first occurrence instead of at itself. "and", which
                       occurs once and has no corner, gets +2B there instead (it prefers the
                       latest key) and looks at itself.
    7 latest noun      q = a constant, q·k_j = A·noun(j) + C·sin(ω₇ j): nouns score high and later
                       keys a little higher, so every query looks at the most recent noun it can see.
    8 skips "the"      q = a constant, q·k_j = −A·[word j is "the"]: every key but "the" scores the
                       same, so the weight spreads evenly over the other words and "the" gets ~0.

W_V gives each head four meaningful features of the key it reads (named in VALUES below), so a
head's output says what it found: the previous word, the latest noun, where a word first appeared.
W_O is a Hadamard mix, W_O = (H₈ ⊗ I₄)/√8: output block b = Σ_h ±O_h/√8, so every output column
mixes all eight heads and output ≠ concat, as in a trained layer (it is orthogonal, so nothing is
lost).
"""
import json
import sys

import numpy as np

TOKENS = "the cat saw the dog and the dog saw the cat".split()
WORDS = ["the", "cat", "saw", "dog", "and"]
CLASS = {"the": "function", "cat": "noun", "saw": "verb", "dog": "noun", "and": "function"}
T, D, H = len(TOKENS), 32, 8
DK = D // H
SCALE = 1 / np.sqrt(DK)
CAUSAL = True

# Column indices of the embedding's features.
WORD = {w: k for k, w in enumerate(WORDS)}
NOUN, VERB, FUNCTION, BIAS = 5, 6, 7, 8
REST = list(range(9, 16))
OMEGA = [2 ** (-k / 2) for k in range(8)]


def sin_col(k):
    return 16 + 2 * k


def cos_col(k):
    return 17 + 2 * k


def embeddings():
    rng = np.random.default_rng(8)
    rest = {w: rng.normal(0, 0.5, len(REST)) for w in WORDS}
    X = np.zeros((T, D))
    for i, w in enumerate(TOKENS):
        X[i, WORD[w]] = 1
        X[i, {"noun": NOUN, "verb": VERB, "function": FUNCTION}[CLASS[w]]] = 1
        X[i, BIAS] = 1
        X[i, REST] = rest[w]
        for k, om in enumerate(OMEGA):
            X[i, sin_col(k)] = np.sin(om * i)
            X[i, cos_col(k)] = np.cos(om * i)
    return X


def shifted_wave(W, k, cols, amplitude, shift):
    """Makes columns cols = (a, b) of W read the sin/cos pair of frequency k as the code of
    position i − shift, times amplitude: sin(ω(i − s)) = sin ωi·cos ωs − cos ωi·sin ωs and
    cos(ω(i − s)) = cos ωi·cos ωs + sin ωi·sin ωs."""
    a, b = cols
    c, s = np.cos(OMEGA[k] * shift), np.sin(OMEGA[k] * shift)
    W[sin_col(k), a] += amplitude * c
    W[cos_col(k), a] += -amplitude * s
    W[sin_col(k), b] += amplitude * s
    W[cos_col(k), b] += amplitude * c


def weights():
    Wq, Wk, Wv = np.zeros((D, D)), np.zeros((D, D)), np.zeros((D, D))

    def col(h, c):
        return DK * h + c

    # Head 1: previous token. Two frequencies (ω = 1 and 1/2, periods 6.3 and 12.6 tokens)
    # together peak only at offset 0 within the 11 tokens.
    h = 0
    for pair, k, amp in ((0, 0, 8.0), (1, 2, 8.0)):
        shifted_wave(Wq, k, (col(h, 2 * pair), col(h, 2 * pair + 1)), amp, 1)
        shifted_wave(Wk, k, (col(h, 2 * pair), col(h, 2 * pair + 1)), 1.0, 0)

    # Head 2: first token. q constant, k = Σ cos(ω_k j) − sin(ω₇ j): the largest at j = 0.
    h = 1
    for c, k, amp in ((0, 0, 5.0), (1, 1, 5.0), (2, 2, 5.0)):
        Wq[BIAS, col(h, c)] = amp
        Wk[cos_col(k), col(h, c)] = 1.0
    Wq[BIAS, col(h, 3)] = 8.0
    Wk[sin_col(7), col(h, 3)] = -1.0

    # Head 3: self. The same waves as head 1 (ω = 0.71 and 0.35 this time), not shifted.
    h = 2
    for pair, k, amp in ((0, 1, 10.0), (1, 3, 10.0)):
        shifted_wave(Wq, k, (col(h, 2 * pair), col(h, 2 * pair + 1)), amp, 0)
        shifted_wave(Wk, k, (col(h, 2 * pair), col(h, 2 * pair + 1)), 1.0, 0)

    # Head 4: broad. Small random projections of the unreadable part: scores near 0.
    h = 3
    rng = np.random.default_rng(4)
    Wq[np.ix_(REST, range(col(h, 0), col(h, 4)))] = rng.normal(0, 0.25, (len(REST), DK))
    Wk[np.ix_(REST, range(col(h, 0), col(h, 4)))] = rng.normal(0, 0.25, (len(REST), DK))

    # Head 5: local window. A slow wave centred on i − 1 minus a quarter of the wave twice as
    # fast: a cos(ωd) − (a/4)·cos(2ωd) has zero curvature at d = 0, a flat top about three
    # tokens wide (i, i − 1, i − 2) that falls off steeply beyond.
    h = 4
    for pair, k, amp in ((0, 2, 38.0), (1, 0, -38.0 / 4)):
        shifted_wave(Wq, k, (col(h, 2 * pair), col(h, 2 * pair + 1)), amp, 1)
        shifted_wave(Wk, k, (col(h, 2 * pair), col(h, 2 * pair + 1)), 1.0, 0)

    # Head 6: same word, first occurrence. Tetrahedron corners for the four repeated words.
    h = 5
    corners = np.array([[1, 1, 1], [1, -1, -1], [-1, 1, -1], [-1, -1, 1]]) / np.sqrt(3)
    for w, corner in zip(["the", "cat", "saw", "dog"], corners):
        Wq[WORD[w], col(h, 0):col(h, 3)] = 10.0 * corner
        Wk[WORD[w], col(h, 0):col(h, 3)] = corner
    Wq[BIAS, col(h, 3)] = -20.0
    Wq[WORD["and"], col(h, 3)] = 60.0
    Wk[sin_col(7), col(h, 3)] = 1.0

    # Head 7: latest noun. Nouns +A, later keys a little more.
    h = 6
    Wq[BIAS, col(h, 0)] = 10.0
    Wk[NOUN, col(h, 0)] = 1.0
    Wq[BIAS, col(h, 1)] = 20.0
    Wk[sin_col(7), col(h, 1)] = 1.0

    # Head 8: skips "the".
    h = 7
    Wq[BIAS, col(h, 0)] = -10.0
    Wk[WORD["the"], col(h, 0)] = 1.0

    # Values: four features of the key token per head.
    for h, features in enumerate(VALUES):
        for c, (feature, gain) in enumerate(features):
            Wv[feature, col(h, c)] = gain
    return Wq, Wk, Wv


# What each head's value vector carries (embedding column, gain), four per head.
VALUES = [
    [(WORD["the"], 1), (WORD["cat"], 1), (WORD["saw"], 1), (WORD["dog"], 1)],   # the word before me
    [(BIAS, 0.05), (NOUN, 0.05), (VERB, 0.05), (FUNCTION, 0.05)],                # sink: almost nothing
    [(NOUN, 1), (VERB, 1), (FUNCTION, 1), (BIAS, 1)],                            # my own word class
    [(NOUN, 1), (VERB, 1), (FUNCTION, 1), (BIAS, 1)],                            # share of each class so far
    [(WORD["cat"], 1), (WORD["dog"], 1), (WORD["saw"], 1), (WORD["the"], 1)],   # words nearby
    [(sin_col(7), 1), (cos_col(7), 1), (sin_col(4), 1), (cos_col(4), 1)],       # where my word first appeared
    [(WORD["cat"], 1), (WORD["dog"], 1), (NOUN, 1), (BIAS, 1)],                 # which animal came last
    [(WORD["cat"], 1), (WORD["saw"], 1), (WORD["dog"], 1), (WORD["and"], 1)],   # the content words so far
]

LABELS = ["previous token", "first token (sink)", "self", "broad (uniform)", "local window",
          "same word (earlier)", "latest noun", "skips \"the\""]

NOTES = ("Eight heads of one causal layer, computed from the weights, not painted. "
         "Head 1: previous token. "
         "Head 2: first token, the attention sink (its values are tiny: a no-op). "
         "Head 3: self. "
         "Head 4: broad, near-uniform over what it can see. "
         "Head 5: local window of i, i-1 and i-2. "
         "Head 6: same word: a repeated word looks back at its first occurrence. "
         "Head 7: latest noun (cat or dog). "
         "Head 8: skips \"the\", spreading evenly over the other words. "
         "The embedding is word identity, word class, a bias, an unreadable rest and sinusoidal "
         "positions; W_O mixes the heads, so output is not concat.")


def hadamard(n):
    m = np.array([[1.0]])
    while m.shape[0] < n:
        m = np.block([[m, m], [m, -m]])
    return m


def forward(X, Wq, Wk, Wv, Wo):
    """The contract's forward pass: per head softmax(scale · Q_h K_hᵀ) with the causal mask."""
    Q, K, V = X @ Wq, X @ Wk, X @ Wv
    blocked = np.triu(np.ones((T, T), bool), 1) if CAUSAL else np.zeros((T, T), bool)
    heads = []
    for h in range(H):
        s = slice(DK * h, DK * (h + 1))
        logits = SCALE * Q[:, s] @ K[:, s].T
        logits[blocked] = -np.inf
        e = np.exp(logits - logits.max(axis=1, keepdims=True))
        heads.append(e / e.sum(axis=1, keepdims=True))
    concat = np.hstack([w @ V[:, DK * h:DK * (h + 1)] for h, w in enumerate(heads)])
    return heads, concat, concat @ Wo


def check(heads, concat, output):
    """The patterns the preset promises (the Qt test asserts the same on the C++ side)."""
    prev, first, self_, broad, local, same, noun, skip = heads
    problems = []

    def need(ok, what):
        if not ok:
            problems.append(what)

    for i in range(T):
        need(i == 0 or (prev[i].argmax() == i - 1 and prev[i, i - 1] >= 0.5), f"previous token, row {i}")
        need(first[i].argmax() == 0 and first[i, 0] >= 0.5, f"first token, row {i}")
        need(self_[i].argmax() == i and self_[i, i] >= 0.5, f"self, row {i}")
        visible = broad[i, :i + 1]
        need(visible.max() <= 2 / (i + 1) and visible.min() >= 0.5 / (i + 1), f"broad, row {i}")
        need(local[i, max(0, i - 2):i + 1].sum() >= 0.8 and (i < 2 or local[i].max() <= 0.6), f"local, row {i}")
        earlier = [j for j in range(i) if TOKENS[j] == TOKENS[i]]
        target = earlier[0] if earlier else i
        need(same[i].argmax() == target and same[i, target] >= 0.5, f"same word, row {i}")
        nouns = [j for j in range(i + 1) if CLASS[TOKENS[j]] == "noun"]
        if nouns:
            need(noun[i].argmax() == nouns[-1] and noun[i, nouns[-1]] >= 0.5, f"latest noun, row {i}")
        others = [j for j in range(i + 1) if TOKENS[j] != "the"]
        if others:
            need(skip[i, others].sum() >= 0.95 and skip[i, others].max() <= 2 / len(others), f"skips the, row {i}")
    need(np.abs(output - concat).max() > 0.1, "W_O mixes the heads")
    return problems


def row_json(row):
    return "[" + ", ".join(f"{v:.4g}" if v != 0 else "0" for v in row) + "]"


def matrix_json(m):
    return "[\n    " + ",\n    ".join(row_json(r) for r in m) + "\n  ]"


def main():
    X = embeddings()
    Wq, Wk, Wv = weights()
    Wo = np.kron(hadamard(H), np.eye(DK)) / np.sqrt(H)
    # Round as the file will hold them, then check what the file will compute.
    X, Wq, Wk, Wv, Wo = (np.vectorize(lambda v: float(f"{v:.4g}"))(m) for m in (X, Wq, Wk, Wv, Wo))
    heads, concat, output = forward(X, Wq, Wk, Wv, Wo)
    np.set_printoptions(precision=2, suppress=True, linewidth=160)
    for h, w in enumerate(heads):
        print(f"head {h + 1}: {LABELS[h]}\n{w}", file=sys.stderr)
    problems = check(heads, concat, output)
    if problems:
        sys.exit("eight-heads: pattern not met: " + "; ".join(problems))
    parts = [
        '"format": "attention-lab-session"',
        '"version": 1',
        '"tokens": ' + json.dumps(TOKENS),
        '"embeddings": ' + matrix_json(X),
        f'"num_heads": {H}',
        '"W_Q": ' + matrix_json(Wq),
        '"W_K": ' + matrix_json(Wk),
        '"W_V": ' + matrix_json(Wv),
        '"W_O": ' + matrix_json(Wo),
        '"causal": ' + json.dumps(CAUSAL),
        '"notes": ' + json.dumps(NOTES, ensure_ascii=False),
        '"view": ' + json.dumps({"title": "Eight heads, eight patterns",
                                 "note": "Eight computed heads: previous token, first token, self, broad, "
                                         "local window, same word, latest noun, skips \"the\".",
                                 "head_labels": LABELS}, ensure_ascii=False),
    ]
    sys.stdout.write("{\n  " + ",\n  ".join(parts) + "\n}\n")


if __name__ == "__main__":
    main()
