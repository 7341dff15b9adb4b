#!/usr/bin/python3
"""Random DeepSeek V2 and V3 model folders in their Hugging Face layout, and what they compute.

Like family-models.py (whose file helpers and YaRN it borrows), this writes a folder as
transformers saves one — config.json, model.safetensors under DeepseekV3ForCausalLM's tensor names
(BF16, or FP8 E4M3 with float32 weight_scale_inv blocks as DeepSeek V3 publishes), a tokenizer.json —
with random weights, and runs the folder's forward pass in float64 with NumPy, written from the
definitions (transformers' modelling_deepseek_v3.py / _v2.py, read, not imported):

  x = embed_tokens[ids];  rms(v, w, ε) = v/√(mean(v²) + ε)·w
  per layer:  a = rms(x, input_layernorm, rms_norm_eps)                     (kept: the layer's input)
              q = rms(a·q_a_projᵀ, q_a_layernorm, 1e-6)·q_b_projᵀ  (or a·q_projᵀ), heads of nope + rope
              [c | k_pe] = a·kv_a_proj_with_mqaᵀ;  [k_nope | v] per head = rms(c, kv_a_layernorm, 1e-6)·kv_b_projᵀ
              q_pe and the one k_pe turned by RoPE as complex pairs (2i, 2i+1) (V2 always; V3 where
                  rope_interleave, else rotate_half), YaRN's frequencies over qk_rope_head_dim
              logits = [q_nope | q_pe]·[k_nope | k_pe]ᵀ · (nope + rope)^−½ · (V3, YaRN: mscale(factor,
                  mscale_all_dim)²), causal, softmax;  x = x + concat·o_projᵀ
              m = rms(x, post_attention_layernorm)
              layer < first_k_dense_replace: x = x + (silu(m·gateᵀ) ⊙ m·upᵀ)·downᵀ
              else: V3: s = σ(m·gateᵀ), pick by s + e_score_correction_bias: groups ranked by the sum
                        of their two best, the best topk_group kept, the others' scores 0; top-k;
                        weights s, ÷ (Σ + 1e-20) where norm_topk_prob, × routed_scaling_factor
                    V2: s = softmax(m·gateᵀ); greedy top-k, or groups by their best
                        (group_limited_greedy); weights s × routed_scaling_factor
                    x = x + Σ weight·expert(m) + shared_experts(m)
  logits = rms(x, norm)·lm_headᵀ

  deepseek-models.py DIR --variant NAME     one of the tests' tiny folders (and DIR/expected.json)
  deepseek-models.py DIR --variant bench    a V2-Lite-shaped folder for attention-bench --model

expected.json as family-models.py writes it. tests/data/families/ holds the tests' folders;
tests/io/tst_families.cpp holds the app to them. Needs NumPy only; run with /usr/bin/python3.
"""

import argparse
import importlib.util
import json
import math
import os
import struct

import numpy as np

_spec = importlib.util.spec_from_file_location(
    "family_models", os.path.join(os.path.dirname(os.path.abspath(__file__)), "family-models.py"))
fm = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(fm)

VARIANTS = {
    # V3's make-up: q through its latent, interleaved RoPE, YaRN with mscale_all_dim (so the scale
    # has mscale²), layer 0 dense, then 8 experts in 4 groups (2 kept) with 2 a token, one shared,
    # a correction bias below −σ for most experts, so that a kept group's expert often scores below
    # 0 and a masked one (0) wins its place, as transformers masks
    "deepseek-v3": {"type": "deepseek_v3", "layers": 3, "d": 16, "heads": 4, "q_rank": 12, "kv_rank": 10,
                    "nope": 6, "rope": 4, "v": 5, "inner": 20, "moe_inner": 6, "experts": 8, "k": 2,
                    "groups": 4, "kept": 2, "shared": 1, "dense": 1, "vocab": 280, "fp8": None},
    # V3 with rope_interleave false (rotate-half on the rope part) and mscale ≠ mscale_all_dim, so
    # that YaRN's attention factor (≈ 1.094) scales the rope part of q and k
    "deepseek-v3-flat": {"type": "deepseek_v3", "layers": 2, "d": 16, "heads": 4, "q_rank": 12, "kv_rank": 10,
                         "nope": 6, "rope": 4, "v": 5, "inner": 20, "moe_inner": 6, "experts": 8, "k": 2,
                         "groups": 4, "kept": 2, "shared": 1, "dense": 1, "vocab": 280, "fp8": None,
                         "interleave": False, "mscale": 1.0, "mscale_all_dim": 0.5},
    # the same with every projection in FP8 E4M3, 8 × 8 blocks (the edges cut short), as V3 publishes
    "deepseek-v3-fp8": {"type": "deepseek_v3", "layers": 3, "d": 20, "heads": 4, "q_rank": 12, "kv_rank": 10,
                        "nope": 6, "rope": 4, "v": 5, "inner": 20, "moe_inner": 6, "experts": 8, "k": 2,
                        "groups": 4, "kept": 2, "shared": 1, "dense": 1, "vocab": 280, "fp8": [8, 8]},
    # V2's make-up: a plain q_proj (q_lora_rank null), V wider than q·k's heads, softmax routing
    # limited to groups by their best, two shared experts, YaRN whose mscale V2 does not apply
    "deepseek-v2": {"type": "deepseek_v2", "layers": 2, "d": 16, "heads": 4, "q_rank": None, "kv_rank": 10,
                    "nope": 4, "rope": 6, "v": 12, "inner": 20, "moe_inner": 6, "experts": 6, "k": 2,
                    "groups": 3, "kept": 2, "shared": 2, "dense": 1, "vocab": 280, "fp8": None},
    # DeepSeek-V2-Lite's make-up at about 430M numbers: its latent (512 + 64), heads (16 of 128 + 64,
    # v 128), experts (1408 wide, 6 a token, 2 shared) and first dense layer, half its width, 6 of its
    # 27 layers, 12 of its 64 experts, a 32 000-token vocabulary
    "bench": {"type": "deepseek_v2", "layers": 6, "d": 1024, "heads": 16, "q_rank": None, "kv_rank": 512,
              "nope": 128, "rope": 64, "v": 128, "inner": 5472, "moe_inner": 1408, "experts": 12, "k": 6,
              "groups": 1, "kept": 1, "shared": 2, "dense": 1, "vocab": 32000, "fp8": None},
}

# ---- FP8 E4M3 ---------------------------------------------------------------------------------


def e4m3_table():
    """All 256 float8_e4m3fn bit patterns as float64 (NaN at 0x7F and 0xFF)."""
    t = np.zeros(256)
    for b in range(256):
        s, e, m = -1.0 if b & 0x80 else 1.0, (b >> 3) & 0xF, b & 7
        if e == 0xF and m == 7:
            t[b] = np.nan
        elif e == 0:
            t[b] = s * m / 8.0 * 2.0 ** -6
        else:
            t[b] = s * (1 + m / 8.0) * 2.0 ** (e - 7)
    return t


def fp8_random(rng, shape, block, sd):
    """Random E4M3 bytes (no NaN) and float32 block scales whose product has about deviation sd."""
    table = e4m3_table()
    finite = np.array([b for b in range(256) if not np.isnan(table[b]) and abs(table[b]) <= 8])
    q = rng.choice(finite, size=shape).astype(np.uint8)
    grid = (-(-shape[0] // block[0]), -(-shape[1] // block[1]))
    scales = (sd / 3.0 * rng.uniform(0.5, 1.5, size=grid)).astype(np.float32)
    return q, scales


def fp8_dequantize(q, scales, block):
    """W[i, j] = e4m3(q[i, j]) · scale_inv[i // br, j // bc]: DeepSeek's weight_dequant rule."""
    w = e4m3_table()[q]
    rows = np.arange(q.shape[0]) // block[0]
    cols = np.arange(q.shape[1]) // block[1]
    return w * scales.astype(np.float64)[rows][:, cols]


def write_tensors(path, entries):
    """entries: name → (dtype label, raw bytes, shape), written in name order."""
    header, blobs, offset = {}, [], 0
    for name in sorted(entries):
        label, raw, shape = entries[name]
        header[name] = {"dtype": label, "shape": list(shape), "data_offsets": [offset, offset + len(raw)]}
        blobs.append(raw)
        offset += len(raw)
    header["__metadata__"] = {"format": "pt"}
    text = json.dumps(header, separators=(",", ":")).encode()
    text += b" " * (-len(text) % 8)
    with open(path, "wb") as f:
        f.write(struct.pack("<Q", len(text)))
        f.write(text)
        for raw in blobs:
            f.write(raw)


def read_tensors(path):
    """name → float64 array (BF16, F32; F8_E4M3 kept as bytes, dequantised by the caller)."""
    with open(path, "rb") as f:
        blob = f.read()
    n = struct.unpack("<Q", blob[:8])[0]
    header = json.loads(blob[8:8 + n])
    out = {}
    for name, info in header.items():
        if name == "__metadata__":
            continue
        b, e = info["data_offsets"]
        raw = blob[8 + n + b:8 + n + e]
        if info["dtype"] == "BF16":
            a = fm.from_bf16_bits(np.frombuffer(raw, dtype="<u2")).astype(np.float64)
        elif info["dtype"] == "F32":
            a = np.frombuffer(raw, dtype="<f4").astype(np.float64)
        elif info["dtype"] == "F8_E4M3":
            a = np.frombuffer(raw, dtype=np.uint8)
        else:
            raise SystemExit("%s: dtype %s" % (name, info["dtype"]))
        out[name] = a.reshape(info["shape"])
    return out


# ---- the folder -------------------------------------------------------------------------------


def make_deepseek(folder, variant, seed):
    s = VARIANTS[variant]
    rng = np.random.default_rng(seed)
    d, L, H, V = s["d"], s["layers"], s["heads"], s["vocab"]
    nope, rope, vd, r, rq = s["nope"], s["rope"], s["v"], s["kv_rank"], s["q_rank"]
    E, I = s["experts"], s["moe_inner"]
    bench = variant == "bench"
    std = 0.02 if bench else 0.4
    entries = {}

    def store(name, a):  # BF16, rounded from float32
        a = np.asarray(a, dtype=np.float32)
        entries[name] = ("BF16", fm.to_bf16_bits(a).astype("<u2").tobytes(), a.shape)

    def linear(name, rows, cols, sd=std):  # a projection: BF16, or FP8 with its scales
        if s["fp8"]:
            q, scales = fp8_random(rng, (rows, cols), s["fp8"], sd)
            entries[name] = ("F8_E4M3", q.tobytes(), (rows, cols))
            entries[name + "_scale_inv"] = ("F32", scales.astype("<f4").tobytes(), scales.shape)
        else:
            store(name, sd * rng.standard_normal((rows, cols)))

    def norm(name, n):
        store(name, 1.0 + 0.1 * rng.standard_normal(n))

    store("model.embed_tokens.weight", (0.02 if bench else 1.0) * rng.standard_normal((V, d)))
    store("lm_head.weight", (0.02 if bench else 0.5) * rng.standard_normal((V, d)))
    norm("model.norm.weight", d)
    for l in range(L):
        p = "model.layers.%d." % l
        norm(p + "input_layernorm.weight", d)
        norm(p + "post_attention_layernorm.weight", d)
        if rq:
            linear(p + "self_attn.q_a_proj.weight", rq, d)
            norm(p + "self_attn.q_a_layernorm.weight", rq)
            linear(p + "self_attn.q_b_proj.weight", H * (nope + rope), rq)
        else:
            linear(p + "self_attn.q_proj.weight", H * (nope + rope), d)
        linear(p + "self_attn.kv_a_proj_with_mqa.weight", r + rope, d)
        norm(p + "self_attn.kv_a_layernorm.weight", r)
        linear(p + "self_attn.kv_b_proj.weight", H * (nope + vd), r)
        linear(p + "self_attn.o_proj.weight", d, H * vd)
        if l < s["dense"]:
            for name, rows, cols in (("gate_proj", s["inner"], d), ("up_proj", s["inner"], d),
                                     ("down_proj", d, s["inner"])):
                linear(p + "mlp.%s.weight" % name, rows, cols)
            continue
        store(p + "mlp.gate.weight", std * rng.standard_normal((E, d)))
        if s["type"] == "deepseek_v3":  # biased choice: most below −σ, a quarter lifted above 0
            bias = -0.9 + 1.2 * (rng.random(E) < 0.25) + 0.05 * rng.standard_normal(E)
            entries[p + "mlp.gate.e_score_correction_bias"] = ("F32", bias.astype("<f4").tobytes(), (E,))
        for e in range(E):
            x = p + "mlp.experts.%d." % e
            linear(x + "gate_proj.weight", I, d)
            linear(x + "up_proj.weight", I, d)
            linear(x + "down_proj.weight", d, I)
        S = I * s["shared"]
        linear(p + "mlp.shared_experts.gate_proj.weight", S, d)
        linear(p + "mlp.shared_experts.up_proj.weight", S, d)
        linear(p + "mlp.shared_experts.down_proj.weight", d, S)
    original = 16 if not bench else 4096
    config = {"architectures": ["DeepseekV3ForCausalLM" if s["type"] == "deepseek_v3" else "DeepseekV2ForCausalLM"],
              "model_type": s["type"], "hidden_size": d, "intermediate_size": s["inner"],
              "moe_intermediate_size": I, "num_hidden_layers": L, "num_attention_heads": H,
              "num_key_value_heads": H, "n_shared_experts": s["shared"], "n_routed_experts": E,
              "num_experts_per_tok": s["k"], "n_group": s["groups"], "topk_group": s["kept"],
              "first_k_dense_replace": s["dense"], "kv_lora_rank": r, "q_lora_rank": rq,
              "qk_nope_head_dim": nope, "qk_rope_head_dim": rope, "v_head_dim": vd, "hidden_act": "silu",
              "max_position_embeddings": 128 if not bench else 163840, "rms_norm_eps": 1e-06,
              "rope_theta": 10000.0, "tie_word_embeddings": False, "attention_bias": False,
              "vocab_size": V, "bos_token_id": V - 2, "eos_token_id": V - 1}
    if s["type"] == "deepseek_v3":
        config.update({"routed_scaling_factor": 2.5, "norm_topk_prob": True,
                       "rope_interleave": s.get("interleave", True),
                       "rope_scaling": {"type": "yarn", "factor": 8.0, "original_max_position_embeddings": original,
                                        "beta_fast": 32, "beta_slow": 1, "mscale": s.get("mscale", 1.0),
                                        "mscale_all_dim": s.get("mscale_all_dim", 1.0)}})
    else:
        config.update({"routed_scaling_factor": 16.0 if not bench else 1.0,
                       "topk_method": "group_limited_greedy" if s["groups"] > 1 else "greedy",
                       "rope_scaling": {"type": "yarn", "factor": 8.0, "original_max_position_embeddings": original,
                                        "beta_fast": 32, "beta_slow": 1, "mscale": 0.707, "mscale_all_dim": 0.707}})
    if bench:
        config["rope_scaling"]["factor"] = 163840 / 4096
    if s["fp8"]:
        config["quantization_config"] = {"quant_method": "fp8", "fmt": "e4m3", "activation_scheme": "dynamic",
                                         "weight_block_size": s["fp8"]}
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(folder, "config.json"), "w") as f:
        json.dump(config, f, indent=2)
        f.write("\n")
    with open(os.path.join(folder, "tokenizer.json"), "w", encoding="utf-8") as f:
        json.dump(fm.o200k_like_tokenizer(V), f, ensure_ascii=False)
    write_tensors(os.path.join(folder, "model.safetensors"), entries)


# ---- the forward pass -------------------------------------------------------------------------


def deepseek_forward(folder, ids):
    with open(os.path.join(folder, "config.json")) as f:
        c = json.load(f)
    W = read_tensors(os.path.join(folder, "model.safetensors"))
    block = (c.get("quantization_config") or {}).get("weight_block_size", [128, 128])
    for name in [n for n in W if n + "_scale_inv" in W]:
        W[name] = fp8_dequantize(W[name], W.pop(name + "_scale_inv"), block)
    v3 = c["model_type"] == "deepseek_v3"
    d, L, H = c["hidden_size"], c["num_hidden_layers"], c["num_attention_heads"]
    nope, rope, vd, r = c["qk_nope_head_dim"], c["qk_rope_head_dim"], c["v_head_dim"], c["kv_lora_rank"]
    E, k, G, kept = c["n_routed_experts"], c["num_experts_per_tok"], c["n_group"], c["topk_group"]
    eps = c["rms_norm_eps"]
    scaling = c["rope_scaling"]
    inv_freq, attention = fm.yarn_inv_freq(c["rope_theta"], rope, scaling, c["max_position_embeddings"])
    scale = (nope + rope) ** -0.5
    if v3 and scaling.get("mscale_all_dim"):
        m = 0.1 * scaling["mscale_all_dim"] * math.log(scaling["factor"]) + 1.0
        scale *= m * m
    T = len(ids)
    angles = np.outer(np.arange(T, dtype=np.float64), inv_freq)  # (T, rope/2)
    turn = np.exp(1j * angles) * attention

    def rope_pairs(x):  # (T, heads, rope): pairs (2i, 2i+1) as complex numbers, × e^(i·p·f_i)
        if v3 and not c.get("rope_interleave", True):  # rotate_half: pairs (i, i + rope/2)
            z = (x[..., :rope // 2] + 1j * x[..., rope // 2:]) * turn[:, None, :]
            return np.concatenate([z.real, z.imag], axis=-1)
        z = (x[..., 0::2] + 1j * x[..., 1::2]) * turn[:, None, :]
        out = np.empty_like(x)
        out[..., 0::2], out[..., 1::2] = z.real, z.imag
        return out

    def rms(v, w, e=eps):
        return v / np.sqrt((v * v).mean(axis=-1, keepdims=True) + e) * w

    def silu(v):
        return v / (1.0 + np.exp(-v))

    x = W["model.embed_tokens.weight"][ids]
    out = {"ids": list(ids), "layers": []}
    causal = np.tril(np.ones((T, T), dtype=bool))
    for l in range(L):
        p = "model.layers.%d." % l
        a = rms(x, W[p + "input_layernorm.weight"])
        if c.get("q_lora_rank"):
            q = rms(a @ W[p + "self_attn.q_a_proj.weight"].T, W[p + "self_attn.q_a_layernorm.weight"], 1e-6) \
                @ W[p + "self_attn.q_b_proj.weight"].T
        else:
            q = a @ W[p + "self_attn.q_proj.weight"].T
        q = q.reshape(T, H, nope + rope)
        compressed = a @ W[p + "self_attn.kv_a_proj_with_mqa.weight"].T
        kv = rms(compressed[:, :r], W[p + "self_attn.kv_a_layernorm.weight"], 1e-6) @ W[p + "self_attn.kv_b_proj.weight"].T
        kv = kv.reshape(T, H, nope + vd)
        q_pe = rope_pairs(q[..., nope:])
        k_pe = rope_pairs(compressed[:, None, r:])[:, 0, :]
        heads, context = [], np.zeros((T, H, vd))
        for h in range(H):
            qh = np.concatenate([q[:, h, :nope], q_pe[:, h, :]], axis=1)
            kh = np.concatenate([kv[:, h, :nope], k_pe], axis=1)
            logits = np.where(causal, qh @ kh.T * scale, -np.inf)
            wts = np.exp(logits - logits.max(axis=1, keepdims=True))
            wts /= wts.sum(axis=1, keepdims=True)
            heads.append(wts)
            context[:, h, :] = wts @ kv[:, h, nope:]
        x = x + context.reshape(T, H * vd) @ W[p + "self_attn.o_proj.weight"].T
        m = rms(x, W[p + "post_attention_layernorm.weight"])

        def mlp(prefix):
            return (silu(m @ W[prefix + "gate_proj.weight"].T) * (m @ W[prefix + "up_proj.weight"].T)) \
                @ W[prefix + "down_proj.weight"].T

        if l < c["first_k_dense_replace"]:
            x = x + mlp(p + "mlp.")
        else:
            logits = m @ W[p + "mlp.gate.weight"].T  # (T, E)
            moe = np.zeros((T, d))
            for t in range(T):
                if v3:
                    score = 1.0 / (1.0 + np.exp(-logits[t]))
                    choice = score + W[p + "mlp.gate.e_score_correction_bias"]
                    groups = np.sort(choice.reshape(G, -1), axis=1)[:, ::-1][:, :2].sum(axis=1)
                else:
                    score = np.exp(logits[t] - logits[t].max())
                    score /= score.sum()
                    choice = score.copy()
                    groups = choice.reshape(G, -1).max(axis=1)
                best_groups = np.argsort(-groups, kind="stable")[:kept]
                masked = np.zeros(E)
                per = E // G
                for g in best_groups:
                    masked[g * per:(g + 1) * per] = choice[g * per:(g + 1) * per]
                top = np.argsort(-masked, kind="stable")[:k]
                out["masked_wins"] = out.get("masked_wins", 0) + int(sum(masked[e] == 0 and choice[e] != 0 for e in top))
                weight = score[top]
                if v3 and c.get("norm_topk_prob", True):
                    weight = weight / (weight.sum() + 1e-20)
                weight = weight * c["routed_scaling_factor"]
                for e, wgt in zip(top, weight):
                    prefix = p + "mlp.experts.%d." % e
                    row = m[t:t + 1]
                    moe[t] += wgt * ((silu(row @ W[prefix + "gate_proj.weight"].T) * (row @ W[prefix + "up_proj.weight"].T))
                                     @ W[prefix + "down_proj.weight"].T)[0]
            x = x + moe + mlp(p + "mlp.shared_experts.")
        out["layers"].append({"input": a.tolist(), "weights": [w.tolist() for w in heads]})
    out["logits"] = (rms(x, W["model.norm.weight"]) @ W["lm_head.weight"].T).tolist()
    return out


def main():
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("dir")
    p.add_argument("--variant", default="deepseek-v3", choices=sorted(VARIANTS))
    p.add_argument("--seed", type=int, default=11)
    a = p.parse_args()
    make_deepseek(a.dir, a.variant, a.seed)
    if a.variant != "bench":
        expected = deepseek_forward(a.dir, fm.TEST_IDS)
        expected["generated_by"] = "scripts/deepseek-models.py --variant %s --seed %d, NumPy %s" % (
            a.variant, a.seed, np.__version__)
        with open(os.path.join(a.dir, "expected.json"), "w") as f:
            json.dump(expected, f)
            f.write("\n")


if __name__ == "__main__":
    main()
