#!/usr/bin/python3
"""What NumPy and PyTorch compute for the tests' cross-checks, kept in tests/data/python/.

The tests that hold the app to NumPy and PyTorch need no Python themselves: they compare with
the outputs this script wrote, after checking that what they would hand Python today is what it
ran on, byte for byte (tests/common/python_reference.h). This script asks the tests what that is
(run with ATTENTION_PYTHON_INPUTS set, they write it into a folder), runs Python on it, and
writes one JSON file per case:

  codeexport-<case>-<numpy|torch>.json   the code the app exports (io/codeexport.h), run as
                                          exported: its SHA-256 (and its session.json's), what
                                          it printed, and its output, NaN as null
                                          (tests/io/tst_codeexport.cpp)
  gpt2-<F32|F16|BF16>.json               scripts/gpt2-pytorch.py --dump on the model folder
                                          tests/cli/tst_model_cli.cpp writes: the SHA-256 of its
                                          config.json and model.safetensors, the ids, every
                                          layer's input, every head's weights, the logits
  llama-<case>.json                      scripts/llama-pytorch.py --dump on the Llama-family
                                          folders tests/io/tst_llama_model.cpp writes (llama,
                                          mistral, qwen2, qwen3): the SHA-256 of config.json and
                                          of its .safetensors files in name order, the same keys
  block-<case>-numpy.json                 scripts/block-numpy.py on the session (with its "block")
                                          that `model --session-out` wrote in
                                          tests/cli/tst_model_cli.cpp: its SHA-256 and every stage
                                          of the block, row by row
  gpt2-ablate-<case>.json                 the same with interventions: the case's args.txt
                                          (--ablate, --ablate-with, --layer-session session.json
                                          --layer L) handed to gpt2-pytorch.py, and the
                                          session's SHA-256

Rerun it (it rewrites every file) when one of those tests says its input changed:

  WITH_BENCH_TOOLS=1 scripts/deps.sh      # python3-numpy, python3-torch
  cmake --build build --target tst_codeexport tst_model_cli tst_model_interventions attention-lab
  /usr/bin/python3 scripts/python-references.py [BUILD_DIR]    # default: build
  /usr/bin/python3 scripts/python-references.py [BUILD_DIR] --only codeexport-rope-yarn-numpy …
                                                  # these cases only (NumPy ones need no PyTorch)

The files in the repository were written that way, with the build of the same commit, on
Debian 12: python3-numpy 1.24.2, python3-torch 1.13.1 (which calls itself 1.13.0a0), Python
3.11.2; each file names the versions that wrote it.
"""

import hashlib
import json
import os
import pathlib
import shutil
import subprocess
import sys
import tempfile

import numpy

try:  # the NumPy cases alone run without it (--only)
    import torch
except ImportError:
    torch = None

ROOT = pathlib.Path(__file__).resolve().parent.parent
OUT = ROOT / "tests" / "data" / "python"

# Appended to the exported code: its output at full precision, NaN as null (the code itself
# prints the lesson's rows rounded).
DUMP = '''
import json as _json
_rows = (output[0] if output.dim() == 3 else output) if hasattr(output, "dim") else output
print("RESULT " + _json.dumps([[None if v != v else v for v in row] for row in _rows.tolist()]))
'''

GENERATED_BY = "scripts/python-references.py, NumPy %s, PyTorch %s" % (
    numpy.__version__, torch.__version__ if torch else "(not installed)")


def sha256(path):
    return hashlib.sha256(path.read_bytes()).hexdigest()


def ask_the_tests(build, inputs):
    """The tests write what they hand Python into `inputs` (their own checks fail meanwhile)."""
    env = dict(os.environ, ATTENTION_PYTHON_INPUTS=str(inputs), QT_QPA_PLATFORM="offscreen")
    for test, functions in (("tst_codeexport", ["exportedCodeComputesTheAppsNumbers",
                                                "numpyCodePrintsTheAppsNumbers",
                                                "torchCodePrintsTheAppsNumbers"]),
                            ("tst_model_cli", ["matchesPyTorch", "sessionOutBlockMatchesNumPy"]),
                            ("tst_model_interventions", ["interventionsMatchPyTorch"]),
                            ("tst_llama_model", ["matchesPyTorch"])):
        binary = build / "tests" / test
        if not binary.exists():
            sys.exit("%s: not built (cmake --build %s --target %s)" % (binary, build, test))
        subprocess.run([str(binary), *functions], env=env, stdout=subprocess.DEVNULL,
                       stderr=subprocess.DEVNULL, check=False)


def run_code(case):
    """Runs code.py as exported (beside its session.json, if any) with DUMP appended."""
    with tempfile.TemporaryDirectory() as work:
        work = pathlib.Path(work)
        (work / "code.py").write_text((case / "code.py").read_text(encoding="utf-8") + DUMP, encoding="utf-8")
        if (case / "session.json").exists():
            shutil.copy(case / "session.json", work / "session.json")
        p = subprocess.run([sys.executable, "code.py"], cwd=work, capture_output=True, text=True, check=False)
    if p.returncode != 0:
        sys.exit("%s: python3 failed:\n%s" % (case.name, p.stderr))
    printed, _, result = p.stdout.partition("RESULT ")
    reference = {"generated_by": GENERATED_BY, "code_sha256": sha256(case / "code.py")}
    if (case / "session.json").exists():
        reference["session_sha256"] = sha256(case / "session.json")
    reference["stdout"] = printed
    reference["output"] = json.loads(result)
    return reference


def run_gpt2(case):
    ids = (case / "ids.txt").read_text().strip()
    args = (case / "args.txt").read_text().split() if (case / "args.txt").exists() else []
    p = subprocess.run([sys.executable, str(ROOT / "scripts" / "gpt2-pytorch.py"), "--model", str(case),
                        "--ids", ids, "--dump", *args], capture_output=True, text=True, check=False, cwd=case)
    if p.returncode != 0:
        sys.exit("%s: gpt2-pytorch.py failed:\n%s" % (case.name, p.stderr))
    dump = json.loads(p.stdout)
    reference = {"generated_by": GENERATED_BY,
                 "config.json_sha256": sha256(case / "config.json"),
                 "model.safetensors_sha256": sha256(case / "model.safetensors"),
                 "ids": ids, "inputs": dump["inputs"], "weights": dump["weights"], "logits": dump["logits"]}
    if args:
        reference["args"] = " ".join(args)
    if (case / "session.json").exists():
        reference["session.json_sha256"] = sha256(case / "session.json")
    return reference


def run_block(case):
    p = subprocess.run([sys.executable, str(ROOT / "scripts" / "block-numpy.py"), str(case / "session.json")],
                       capture_output=True, text=True, check=False)
    if p.returncode != 0:
        sys.exit("%s: block-numpy.py failed:\n%s" % (case.name, p.stderr))
    return {"generated_by": GENERATED_BY, "session_sha256": sha256(case / "session.json"),
            "stages": json.loads(p.stdout)}


def run_llama(case):
    ids = (case / "ids.txt").read_text().strip()
    p = subprocess.run([sys.executable, str(ROOT / "scripts" / "llama-pytorch.py"), "--model", str(case),
                        "--ids", ids, "--dump"], capture_output=True, text=True, check=False)
    if p.returncode != 0:
        sys.exit("%s: llama-pytorch.py failed:\n%s" % (case.name, p.stderr))
    dump = json.loads(p.stdout)
    weights = hashlib.sha256()
    for shard in sorted(case.glob("*.safetensors")):
        weights.update(shard.read_bytes())
    return {"generated_by": GENERATED_BY,
            "config.json_sha256": sha256(case / "config.json"),
            "safetensors_sha256": weights.hexdigest(),
            "ids": ids, "inputs": dump["inputs"], "weights": dump["weights"], "logits": dump["logits"]}


def main():
    # --only NAME…: rewrite only these cases (e.g. codeexport-rope-yarn-numpy), keep every other file
    args = sys.argv[1:]
    only = []
    if "--only" in args:
        at = args.index("--only")
        only, args = args[at + 1:], args[:at]
    if torch is None and (not only or any(not n.endswith("-numpy") for n in only)):
        sys.exit("PyTorch is missing (python3-torch): only NumPy cases can be rewritten, with --only")
    build = pathlib.Path(args[0] if args else ROOT / "build").resolve()
    with tempfile.TemporaryDirectory() as inputs:
        inputs = pathlib.Path(inputs)
        ask_the_tests(build, inputs)
        cases = sorted(p for p in inputs.iterdir() if p.is_dir() and (not only or p.name in only))
        if not cases:
            sys.exit("the tests wrote nothing into ATTENTION_PYTHON_INPUTS")
        OUT.mkdir(parents=True, exist_ok=True)
        if not only:
            for old in OUT.glob("*.json"):
                old.unlink()
        for case in cases:
            if case.name.startswith("gpt2-"):
                reference = run_gpt2(case)
            elif case.name.startswith("block-"):
                reference = run_block(case)
            elif case.name.startswith("llama-"):
                reference = run_llama(case)
            else:
                reference = run_code(case)
            path = OUT / (case.name + ".json")
            path.write_text(json.dumps(reference, separators=(",", ":")) + "\n", encoding="utf-8")
            print("%s: %d bytes" % (path.relative_to(ROOT), path.stat().st_size))


if __name__ == "__main__":
    main()
