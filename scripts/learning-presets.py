#!/usr/bin/env python3
"""Writes the presets a class watches being learned (issue "Watch a head learn"): each one a
session with a `target` (the output the layer should produce), `training` settings and `notes`
saying what the head should learn.

    /usr/bin/python3 scripts/learning-presets.py resources/presets

Deterministic (fixed seeds, plain Python, no NumPy, no network). The claims the notes make are
checked in the test suite by the app's own trainer (tests/core/tst_learningpresets.cpp), not
here: this script only builds the tasks.

The tasks:

  learn-previous-token   one causal head; the target of token i is the embedding of token i − 1
                         (token 1 keeps its own). Embeddings: a random unit vector per word and a
                         smooth position code (sin and cos of two frequencies), d_model 10 for 16
                         tokens — too few dimensions for W_V·W_O to map each token to its target by
                         itself, so the head must learn to fetch it. W_V = W_O = I, W_Q and W_K
                         small and random: the weights start spread evenly.
  learn-first-token      the same sentence; every token's target is the first token's embedding
                         (the "attention sink" real models form).
  learn-same-word        "the cat saw the dog and the dog saw the cat near the old door": a token
                         that occurred before should fetch that earlier occurrence, one that did
                         not itself (a content-matching head).
  learn-two-heads        two heads of d_k 6 that must learn two relations at once: the word part
                         of the target is the previous token's word, the position part the first
                         token's position (head 1's values are the words, head 2's the positions).
  learn-saturation       the lesson's saturation slide as a race: d_k = 64, embeddings and W_Q,
  learn-saturation-unscaled  W_K drawn as a good initialisation would (q·k spread ≈ 8), the target
                         made by a "teacher" layer with other W_Q, W_K and soft weights. The two
                         files differ only in `scale` (1/8 and 1): unscaled, the softmax starts
                         saturated and its gradient is ≈ 0, so the same SGD steps barely move it.
"""
import json
import math
import os
import random
import sys


def zeros(r, c):
    return [[0.0] * c for _ in range(r)]


def identity(n):
    m = zeros(n, n)
    for i in range(n):
        m[i][i] = 1.0
    return m


def matmul(a, b):
    bt = list(zip(*b))
    return [[sum(x * y for x, y in zip(row, col)) for col in bt] for row in a]


def gaussian(rng, r, c, std):
    return [[round(rng.gauss(0.0, std), 6) for _ in range(c)] for _ in range(r)]


def softmax_rows(logits, blocked):
    out = []
    for row, brow in zip(logits, blocked):
        open_values = [v for v, b in zip(row, brow) if not b]
        m = max(open_values)
        e = [0.0 if b else math.exp(v - m) for v, b in zip(row, brow)]
        s = sum(e)
        out.append([x / s for x in e])
    return out


def position_code(i, omegas):
    """sin and cos of ω·i for each frequency: a smooth code, not one column per position, so that a
    token's value cannot simply be mapped to any target by W_V·W_O: the target must be fetched."""
    out = []
    for w in omegas:
        out += [round(3 * math.sin(w * i), 6), round(3 * math.cos(w * i), 6)]
    return out


def session(words, X, heads, WQ, WK, WV, WO, target, training, notes, title, labels=None, causal=True,
            scale=None):
    s = {
        "format": "attention-lab-session",
        "version": 1,
        "tokens": words,
        "embeddings": X,
        "num_heads": heads,
        "W_Q": WQ,
        "W_K": WK,
        "W_V": WV,
        "W_O": WO,
        "causal": causal,
        "target": target,
        "training": training,
        "notes": notes,
        "view": {"title": title, "note": notes},
    }
    if scale is not None:
        s["scale"] = scale
    if labels:
        s["view"]["head_labels"] = labels
    return s


# 32 tokens over 8 words, each word in several places and followed by different words: no mapping
# of a token to its target through W_V·W_O alone can stand in for attention (32 tokens' targets
# are more than a 16 × 16 map can fit), so the head has to learn where to look.
SENTENCE = ["the", "cat", "sat", "on", "the", "mat", "and", "the", "dog", "sat", "on", "the", "cat", "and",
            "the", "dog", "slept", "and", "the", "cat", "sat", "and", "the", "mat", "slept", "on", "the", "dog",
            "and", "the", "cat", "slept"]
VOCAB = ["the", "cat", "sat", "on", "mat", "and", "dog", "slept"]
OMEGAS = [0.2, 0.5, 1.1, 2.3]
# For the sink and two-heads tasks: two sentences laid end to end (a packed batch), never seeing each
# other; each has its own first token.
SEGMENTS = [0] * 16 + [1] * 16


def embeddings(words, vocab=VOCAB):
    """d_model 16: a one-hot word (columns 0–7), then the position code (8–15)."""
    X = []
    for i, w in enumerate(words):
        word = [0.0] * len(vocab)
        word[vocab.index(w)] = 1.0
        X.append(word + position_code(i, OMEGAS))
    return X


def word_only(x):
    """The word part of an embedding, the position part zero. A position code of i − 1 is a rotation of
    the code of i (linear), so a target holding positions could be reached through W_V·W_O alone;
    the word before must be fetched."""
    return x[:8] + [0.0] * 8


def position_only(x):
    return [0.0] * 8 + x[8:]


def start_weights(d, seed):
    """W_Q and W_K small and random (the weights start spread evenly), W_V = W_O = I."""
    rng = random.Random(seed)
    return gaussian(rng, d, d, 0.1), gaussian(rng, d, d, 0.1), identity(d), identity(d)


def first_of_segment(i):
    return SEGMENTS.index(SEGMENTS[i])


def previous_token():
    X = embeddings(SENTENCE)
    target = [X[max(i - 1, 0)][:] for i in range(len(SENTENCE))]
    return session(
        SENTENCE, X, 1, *start_weights(16, 21), target, {"optimizer": "adam", "lr": 0.05},
        "Learn to attend to the previous token: each token's target is the word before it (the first "
        "keeps its own). Press Play: the weights just below the diagonal light up, every one of them above "
        "0.9 within 300 steps, and the loss falls a hundredfold.",
        "Learn: previous token", ["to learn: previous token"])


# Two stories that each start with "once", a word found nowhere else in its own story.
STORIES = ("once the cat sat on the mat and the dog sat on the cat and dog "
           "once the dog sat on the mat and the cat sat on the dog and cat").split()


def first_token():
    X = embeddings(STORIES, ["once", "the", "cat", "sat", "on", "mat", "and", "dog"])
    target = [X[first_of_segment(i)][:] for i in range(len(STORIES))]
    s = session(
        STORIES, X, 1, *start_weights(16, 22), target, {"optimizer": "adam", "lr": 0.05},
        "Learn the attention sink: two stories packed end to end, and every token's target is the first "
        "token of its own story. Press Play: the first column of each sentence fills in, the pattern real "
        "models use when nothing else is worth reading.",
        "Learn: first token (sink)", ["to learn: first token"])
    s["segments"] = SEGMENTS
    return s


def same_word():
    words = ["the", "cat", "sat", "on", "the", "mat", "and", "the", "dog", "sat", "on", "the", "cat", "and",
             "dog", "slept"]
    X = embeddings(words)
    target = []
    for i, w in enumerate(words):
        earlier = [j for j in range(i) if words[j] == w]
        target.append(position_only(X[earlier[-1] if earlier else i]))
    return session(
        words, X, 1, *start_weights(16, 23), target, {"optimizer": "adam", "lr": 0.05},
        "Learn to find the same word earlier: a word seen before should fetch where it was last seen (its "
        "target is that token's position); a new word fetches its own. The head must match words, not "
        "positions: watch the weights jump back to the earlier \u201cthe\u201d, \u201csat\u201d, \u201con\u201d, "
        "\u201ccat\u201d, \u201cand\u201d and \u201cdog\u201d.",
        "Learn: same word earlier", ["to learn: same word earlier"])


def two_heads():
    # d_model 32: the embedding twice, so that each head of d_k 16 holds a whole copy of it.
    X = [x + x for x in embeddings(SENTENCE)]
    target = []
    for i in range(len(SENTENCE)):
        prev = i - 1 if i > 0 and SEGMENTS[i - 1] == SEGMENTS[i] else i
        target.append(X[prev][:16] + X[first_of_segment(i)][16:])
    s = session(
        SENTENCE, X, 2, *start_weights(32, 24), target, {"optimizer": "adam", "lr": 0.05},
        "Two heads, two relations, in two sentences packed end to end: each head's slice holds the whole "
        "embedding; head 1's target is the previous token, head 2's the first token of its sentence. Press "
        "Play and watch them specialise: one diagonal below the middle, one first column per sentence.",
        "Learn: two heads, two relations", ["to learn: previous token", "to learn: story start"])
    s["segments"] = SEGMENTS
    return s


def saturation(scaled):
    T, d = 16, 64
    rng = random.Random(25)
    words = ["tok%d" % (i + 1) for i in range(T)]
    X = gaussian(rng, T, d, 1.0)
    std = 1.0 / math.sqrt(d)  # a good initialisation: q and k components of variance ≈ 1
    WQ, WK = gaussian(rng, d, d, std), gaussian(rng, d, d, std)
    WV, WO = gaussian(rng, d, d, std), identity(d)
    # The teacher: other W_Q, W_K, scaled by 1/√d_k, so its weights are soft.
    TQ, TK = gaussian(rng, d, d, std), gaussian(rng, d, d, std)
    Q, K, Vv = matmul(X, TQ), matmul(X, TK), matmul(X, WV)
    logits = [[sum(a * b for a, b in zip(q, k)) / math.sqrt(d) for k in K] for q in Q]
    weights = softmax_rows(logits, [[False] * T for _ in range(T)])
    target = [[round(v, 12) for v in row] for row in matmul(matmul(weights, Vv), WO)]
    which = "scaled by 1/\u221ad_k = 1/8" if scaled else "NOT scaled (scale 1)"
    notes = ("The saturation race, %s. d_k = 64 and a good initialisation give scores spread about \u00b18. "
             "Both presets have the same embeddings, weights, target and learning rate; only the scale "
             "differs. Scaled, the softmax is soft and the head learns; unscaled, it starts nearly one-hot, "
             "its gradient p(1 \u2212 p) is \u2248 0, and the loss stalls: after 200 steps it is at least twice the "
             "scaled one's. Open both (or press Race) and compare." % which)
    return session(words, X, 1, WQ, WK, WV, WO, target, {"optimizer": "sgd", "lr": 0.003}, notes,
                   "Saturation race: " + ("scaled" if scaled else "unscaled"), causal=False,
                   scale=None if scaled else 1.0)


def main():
    folder = sys.argv[1] if len(sys.argv) > 1 else "resources/presets"
    presets = {
        "learn-previous-token": previous_token(),
        "learn-first-token": first_token(),
        "learn-same-word": same_word(),
        "learn-two-heads": two_heads(),
        "learn-saturation": saturation(True),
        "learn-saturation-unscaled": saturation(False),
    }
    for name, s in presets.items():
        with open(os.path.join(folder, name + ".json"), "w", encoding="utf-8") as f:
            f.write(readable(s))
        print("wrote", name, file=sys.stderr)


def readable(s):
    """One key per line, a matrix one row per line: small files that diff well."""
    lines = []
    for key, value in s.items():
        if isinstance(value, list) and value and isinstance(value[0], list):
            rows = ",\n    ".join(json.dumps(row) for row in value)
            text = "[\n    " + rows + "\n  ]"
        else:
            text = json.dumps(value, ensure_ascii=False)
        lines.append("  %s: %s" % (json.dumps(key), text))
    return "{\n" + ",\n".join(lines) + "\n}\n"


if __name__ == "__main__":
    main()
