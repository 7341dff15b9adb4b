#!/usr/bin/python3
"""What NumPy makes of `attention-lab fixtures`, once, for the tests (tests/data/npy/).

For each session below it runs `attention-lab fixtures` (the build's, or ATTENTION_LAB), reads every
file back with numpy.load, computes the weights and the output from them as a student would —

    L = scale·Q·Kᵀ + bias;  L = c·tanh(L/c) where c > 0;  L = −∞ where mask is false;
    weights = softmax over each row and the sink;  output = weights·V

— and fails unless they equal weights.npy and expected.npy to 1e-12. It then saves expected.npy as
a student's file in the forms NumPy writes (float32 C order, float64 Fortran order in format 2.0,
float64 in format 3.0) and one with a number off, which tests/cli/tst_cli_fixtures.cpp gives to
`check --output`, and writes what it found to tests/data/npy/fixtures-numpy.json.

Needs NumPy only (Debian: python3-numpy); run with /usr/bin/python3 from the repository's root.
"""
import json
import os
import subprocess
import sys
import tempfile

import numpy as np
import numpy.lib.format as npy_format

SESSIONS = {"lesson": ["--preset", "lesson"], "eight-heads": ["--preset", "eight-heads"],
            "stages-all": ["tests/data/stages-all.session.json"],
            "sinks-gqa": ["tests/data/sinks-gqa.session.json"]}


def student_weights(d):
    Q, K, V = np.load(d + "/Q.npy"), np.load(d + "/K.npy"), np.load(d + "/V.npy")
    mask, scale, bias = np.load(d + "/mask.npy"), np.load(d + "/scale.npy"), np.load(d + "/bias.npy")
    cap, sinks = np.load(d + "/softcap.npy"), np.load(d + "/sinks.npy")
    logits = scale * Q @ K.transpose(0, 2, 1) + bias
    if cap > 0:
        logits = cap * np.tanh(logits / cap)
    logits = np.where(mask, logits, -np.inf)
    full = np.concatenate([logits, np.broadcast_to(sinks[:, None, None], logits.shape[:2] + (1,))], axis=-1)
    top = full.max(axis=-1, keepdims=True)
    top = np.where(np.isfinite(top), top, 0)
    e = np.exp(full - top)
    z = e.sum(axis=-1, keepdims=True)
    w = np.where(z > 0, e / np.where(z > 0, z, 1), 0)[..., :-1]
    return w, w @ V


def main():
    app = os.environ.get("ATTENTION_LAB", "build/bin/attention-lab")
    out = "tests/data/npy"
    os.makedirs(out, exist_ok=True)
    found = {"generated_by": "scripts/fixtures-reference.py, NumPy %s" % np.__version__, "sessions": {}}
    for name, source in SESSIONS.items():
        with tempfile.TemporaryDirectory() as tmp:
            d = tmp + "/fx"
            subprocess.run([app, "fixtures", *source, "--out", d], check=True)
            w, o = student_weights(d)
            we = float(np.abs(w - np.load(d + "/weights.npy")).max())
            oe = float(np.abs(o - np.load(d + "/expected.npy")).max())
            if we > 1e-12 or oe > 1e-12:
                sys.exit("%s: NumPy's weights differ by %g, its output by %g" % (name, we, oe))
            expected = np.load(d + "/expected.npy")
        found["sessions"][name] = {"shape": list(expected.shape), "weights_max_error": we, "output_max_error": oe}
        np.save("%s/%s-f4.npy" % (out, name), expected.astype(np.float32))
        with open("%s/%s-fortran-v2.npy" % (out, name), "wb") as f:
            npy_format.write_array(f, np.asfortranarray(expected), version=(2, 0))
        with open("%s/%s-v3.npy" % (out, name), "wb") as f:
            npy_format.write_array(f, expected, version=(3, 0))
        off = expected.copy()
        off.flat[off.size // 2] += 1e-3
        np.save("%s/%s-off.npy" % (out, name), off)
        found["sessions"][name]["off_at"] = [int(i) for i in np.unravel_index(off.size // 2, off.shape)]
    with open(out + "/fixtures-numpy.json", "w") as f:
        json.dump(found, f, indent=1)
        f.write("\n")


if __name__ == "__main__":
    main()
