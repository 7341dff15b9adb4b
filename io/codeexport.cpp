#include "codeexport.h"

#include "core/rope.h"

#include <QLocale>
#include <QStringList>

#include <vector>

namespace attn::io {

namespace {

    QString shortest(double v)
    {
        return QLocale::c().toString(v, 'g', QLocale::FloatingPointShortest);
    }

    QString matrixLiteral(const Matrix &m, const QString &indent)
    {
        QStringList rows;
        for (Eigen::Index i = 0; i < m.rows(); ++i) {
            QStringList cells;
            for (Eigen::Index j = 0; j < m.cols(); ++j)
                cells << shortest(m(i, j));
            rows << QLatin1Char('[') + cells.join(QStringLiteral(", ")) + QLatin1Char(']');
        }
        return QLatin1Char('[') + rows.join(QStringLiteral(",\n") + indent + QLatin1Char(' '))
            + QLatin1Char(']');
    }

    QString pyString(const std::string &s)
    {
        QString q = QString::fromStdString(s);
        q.replace(QLatin1Char('\\'), QStringLiteral("\\\\"))
            .replace(QLatin1Char('"'), QStringLiteral("\\\""));
        return QLatin1Char('"') + q + QLatin1Char('"');
    }

    // The biases the session has, by their names in the file and in the code.
    struct Bias {
        QString name;
        const RowVector *values;
    };

    std::vector<Bias> biases(const Session &s)
    {
        std::vector<Bias> out;
        for (auto [name, b] :
             { std::pair { "b_Q", &s.bQ }, { "b_K", &s.bK }, { "b_V", &s.bV }, { "b_O", &s.bO } })
            if (b->size() != 0)
                out.push_back({ QLatin1String(name), b });
        return out;
    }

    // The per-head norms' gains the session has (q_norm, k_norm).
    std::vector<Bias> norms(const Session &s)
    {
        std::vector<Bias> out;
        for (auto [name, n] : { std::pair { "q_norm", &s.qNorm }, { "k_norm", &s.kNorm } })
            if (n->size() != 0)
                out.push_back({ QLatin1String(name), n });
        return out;
    }

    // A matrix's or bias's shape comment: GPT-2's square shapes, or today's widths.
    QString shapeOf(const Session &s, const QString &name)
    {
        const bool bias = name.startsWith(QLatin1Char('b'));
        if (!s.hasModernKeys())
            return bias ? QStringLiteral("(d_model)") : QStringLiteral("(d_model, d_model)");
        const QString q = QStringLiteral("num_heads·d_k"), kv = QStringLiteral("num_kv_heads·d_k");
        const QString width = name.endsWith(QLatin1Char('Q')) ? q
            : name.endsWith(QLatin1Char('O'))                 ? QString()
                                                              : kv;
        if (bias)
            return QStringLiteral("(%1)").arg(width.isEmpty() ? QStringLiteral("d_model") : width);
        return width.isEmpty() ? QStringLiteral("(%1, d_model)").arg(q)
                               : QStringLiteral("(d_model, %1)").arg(width);
    }

    // "X @ W_Q" or "X @ W_Q + b_Q": a bias appears in the code only when the session has one.
    QString affine(const QString &input, const QString &weight, const RowVector &bias,
                   const QString &biasName)
    {
        const QString product = input + QStringLiteral(" @ ") + weight;
        return bias.size() != 0 ? product + QStringLiteral(" + ") + biasName : product;
    }

    QString inputs(const Session &s, const QString &sessionFile, const QString &array, const QString &dtype)
    {
        const qint64 numbers = qint64(s.X.size()) + 4 * qint64(s.Wq.size());
        QString out;
        if (numbers > kInlineNumbers) {
            out += QStringLiteral("import json\n\nwith open(\"%1\") as f:  # saved by Attention Lab (File ▸ "
                                  "Save)\n    session = json.load(f)\n")
                       .arg(sessionFile);
            out += QStringLiteral("tokens = session[\"tokens\"]\n");
            for (auto [name, key] :
                 { std::pair { "X", "embeddings" }, { "W_Q", "W_Q" }, { "W_K", "W_K" }, { "W_V", "W_V" } })
                out += QStringLiteral("%1 = %2(session[\"%3\"], dtype=%4)\n")
                           .arg(QLatin1String(name), array, QLatin1String(key), dtype);
            out += QStringLiteral("W_O = %1(session.get(\"W_O\", %2), dtype=%3)\n")
                       .arg(array,
                            s.dModel() <= 64 ? matrixLiteral(Matrix::Identity(s.dModel(), s.dModel()),
                                                             QStringLiteral("    "))
                                             : QStringLiteral("None"),
                            dtype);
            for (const Bias &b : biases(s))
                out += QStringLiteral("%1 = %2(session[\"%1\"], dtype=%3)  # %4\n")
                           .arg(b.name, array, dtype, shapeOf(s, b.name));
            for (const Bias &n : norms(s))
                out += QStringLiteral("%1 = %2(session[\"%1\"], dtype=%3)  # (d_k) its gains\n")
                           .arg(n.name, array, dtype);
            if (!s.segments.empty())
                out += QStringLiteral("segments = %1(session[\"segments\"])  # (T) a sentence id per token\n")
                           .arg(array);
            return out;
        }
        QStringList tokens;
        for (const auto &t : s.tokens)
            tokens << pyString(t);
        out += QStringLiteral("tokens = [%1]\n").arg(tokens.join(QStringLiteral(", ")));
        auto add = [&](const QString &name, const Matrix &m, const QString &shape, bool vector = false) {
            const QString head = QStringLiteral("%1 = %2(").arg(name, array);
            QString literal = matrixLiteral(m, QString(head.size(), QLatin1Char(' ')));
            if (vector)
                literal = literal.mid(1).chopped(1); // a vector: one list, not a list of one row
            out += head + literal + QStringLiteral(", dtype=%1)  # %2\n").arg(dtype, shape);
        };
        const QString tXd = QStringLiteral("(T, d_model) = (%1, %2)").arg(s.tokenCount()).arg(s.dModel());
        add(QStringLiteral("X"), s.X, tXd);
        add(QStringLiteral("W_Q"), s.Wq, shapeOf(s, QStringLiteral("W_Q")));
        add(QStringLiteral("W_K"), s.Wk, shapeOf(s, QStringLiteral("W_K")));
        add(QStringLiteral("W_V"), s.Wv, shapeOf(s, QStringLiteral("W_V")));
        add(QStringLiteral("W_O"), s.Wo, shapeOf(s, QStringLiteral("W_O")));
        for (const Bias &b : biases(s))
            add(b.name, Matrix(*b.values), shapeOf(s, b.name), true);
        for (const Bias &n : norms(s))
            add(n.name, Matrix(*n.values), QStringLiteral("(d_k) its gains"), true);
        if (!s.segments.empty()) {
            QStringList ids;
            for (int g : s.segments)
                ids << QString::number(g);
            out += QStringLiteral("segments = %1([%2])  # (T) a sentence id per token\n")
                       .arg(array, ids.join(QStringLiteral(", ")));
        }
        return out;
    }

    QString maskCode(const Session &s, const QString &lib)
    {
        // The mask as the app builds it: every rule that blocks a cell blocks it (they OR).
        const bool np = lib == QLatin1String("np");
        QString out = QStringLiteral("T = len(tokens)\n");
        out += np ? QStringLiteral("mask = np.zeros((T, T), dtype=bool)  # True = blocked\n")
                  : QStringLiteral("mask = torch.zeros(T, T, dtype=torch.bool)  # True = blocked\n");
        if (s.causal && s.prefix > 0) {
            out += np
                ? QStringLiteral("causal = np.triu(np.ones((T, T), dtype=bool), k=1)  # no future keys…\n")
                : QStringLiteral("causal = torch.triu(torch.ones(T, T, dtype=torch.bool), diagonal=1)  # no "
                                 "future keys…\n");
            out += QStringLiteral(
                       "causal[:, :%1] = False  # …but the prefix (keys 0…%2) is visible to every query\n")
                       .arg(s.prefix)
                       .arg(s.prefix - 1);
            out += QStringLiteral("mask |= causal\n");
        } else if (s.causal) {
            out += np ? QStringLiteral(
                       "mask |= np.triu(np.ones((T, T), dtype=bool), k=1)  # causal: no future keys\n")
                      : QStringLiteral(
                          "mask |= torch.triu(torch.ones(T, T, dtype=torch.bool), diagonal=1)  # causal\n");
        }
        if (s.window) {
            out += np ? QStringLiteral("pos = np.arange(T)\n") : QStringLiteral("pos = torch.arange(T)\n");
            out += np
                ? QStringLiteral(
                      "mask |= np.abs(pos[:, None] - pos[None, :]) >= %1  # sliding window: |i − j| ≥ %1\n")
                      .arg(*s.window)
                : QStringLiteral(
                      "mask |= (pos[:, None] - pos[None, :]).abs() >= %1  # sliding window: |i − j| ≥ %1\n")
                      .arg(*s.window);
        }
        if (!s.segments.empty())
            out += QStringLiteral(
                "mask |= segments[:, None] != segments[None, :]  # key in another sentence than the query\n");
        QStringList pad;
        for (std::size_t t = 0; t < s.padding.size(); ++t)
            if (s.padding[t])
                pad << QString::number(t);
        if (!pad.isEmpty())
            out += QStringLiteral("mask[:, [%1]] = True  # padding tokens: their whole key column\n")
                       .arg(pad.join(QStringLiteral(", ")));
        for (auto [i, j] : s.blocked)
            out += QStringLiteral("mask[%1, %2] = True  # blocked by hand\n").arg(i).arg(j);
        return out;
    }

    // "Q, K, V = X @ W_Q, X @ W_K, X @ W_V" (+ biases), padded so the shape comment lines up.
    QString projections(const Session &s, const QString &x, const QString &names)
    {
        const QString line = names + QStringLiteral(" = ")
            + affine(x, QStringLiteral("W_Q"), s.bQ, QStringLiteral("b_Q")) + QStringLiteral(", ")
            + affine(x, QStringLiteral("W_K"), s.bK, QStringLiteral("b_K")) + QStringLiteral(", ")
            + affine(x, QStringLiteral("W_V"), s.bV, QStringLiteral("b_V"));
        return line.leftJustified(56);
    }

    // "output = concat @ W_O" (+ b_O), padded like projections().
    QString outputLine(const Session &s, const QString &name)
    {
        return (name + QStringLiteral(" = ")
                + affine(QStringLiteral("concat"), QStringLiteral("W_O"), s.bO, QStringLiteral("b_O")))
            .leftJustified(56);
    }

    // One head's attention in NumPy, the lesson's steps (shared by both layouts of the code).
    const QString kNumpyAttention = QStringLiteral(R"(def attention(Q, K, V, mask, scale):
    scores = Q @ K.T * scale                              # (T, T): row = query, column = key
    scores = np.where(mask, -np.inf, scores)              # blocked: −∞ before the softmax
    scores = scores - scores.max(axis=-1, keepdims=True)  # subtract the row max: no overflow
    weights = np.exp(scores)
    weights = weights / weights.sum(axis=-1, keepdims=True)  # softmax over keys: rows sum to 1
    return weights @ V, weights                           # (T, d_k), (T, T)
    # (A row whose keys are all blocked gives NaN here; the app shows zeros and says so.)
)");

    // The score rule's stages beyond the scale (core/scorerule.h) as settings: each head's ALiBi
    // slope, the soft-cap, each head's sink logit.
    QString stageSettings(const Session &s, bool np)
    {
        auto list = [&](const std::vector<double> &v) {
            QStringList parts;
            for (double x : v)
                parts << shortest(x);
            const QString inner = QStringLiteral("[") + parts.join(QStringLiteral(", ")) + QStringLiteral("]");
            return np ? inner : QStringLiteral("torch.tensor(%1, dtype=torch.float64)").arg(inner);
        };
        QString out;
        if (s.alibi) {
            std::vector<double> slopes;
            for (int h = 0; h < s.numHeads; ++h)
                slopes.push_back(alibiSlope(h, s.numHeads));
            out += QStringLiteral("alibi_slopes = %1  # ALiBi: head h's logits get −m_h·|i − j| (BLOOM's slopes)\n")
                       .arg(list(slopes));
        }
        if (s.softcap)
            out += QStringLiteral("softcap = %1  # logits → softcap·tanh(logits / softcap), before the mask\n")
                       .arg(shortest(*s.softcap));
        if (!s.sinks.empty())
            out += QStringLiteral("sinks = %1  # each head's sink: a logit that joins the softmax, gives no value\n")
                       .arg(list(s.sinks));
        return out;
    }

    // One head's attention in NumPy with the rule's stages: the lesson's steps, a line a stage.
    QString numpyAttentionWithStages(const Session &s)
    {
        QString args = QStringLiteral("Q, K, V, mask, scale");
        if (s.alibi)
            args += QStringLiteral(", slope");
        if (!s.sinks.empty())
            args += QStringLiteral(", sink");
        // The lesson's function (kNumpyAttention) with the stages between its scores and its mask,
        // and, with a sink, a softmax that counts it.
        const qsizetype body = kNumpyAttention.indexOf(QLatin1Char('\n')) + 1; // after its def line
        const qsizetype mask = kNumpyAttention.indexOf(QLatin1String("    scores = np.where"));
        const qsizetype afterMask = kNumpyAttention.indexOf(QLatin1Char('\n'), mask) + 1;
        QString out = QStringLiteral("def attention(%1):\n").arg(args) + kNumpyAttention.mid(body, mask - body);
        if (s.alibi)
            out += QStringLiteral("    i = np.arange(len(Q))\n"
                                  "    scores = scores - slope * np.abs(i[:, None] - i[None, :])  # ALiBi: −m·|i − j|\n");
        if (s.softcap)
            out += QStringLiteral("    scores = softcap * np.tanh(scores / softcap)          # soft-cap, before the mask\n");
        if (s.sinks.empty())
            return out + kNumpyAttention.mid(mask);
        out += kNumpyAttention.mid(mask, afterMask - mask);
        out += QStringLiteral(
            "    top = np.maximum(scores.max(axis=-1, keepdims=True), sink)  # the row max, the sink's logit included\n"
            "    weights = np.exp(scores - top)\n"
            "    weights = weights / (weights.sum(axis=-1, keepdims=True) + np.exp(sink - top))  # the sink takes its share\n"
            "    return weights @ V, weights                           # rows sum to 1 − the sink's weight\n");
        return out;
    }

    // The PyTorch lines between the scores and the weights, with the rule's stages.
    QString torchStages(const Session &s)
    {
        QString out;
        if (s.alibi)
            out += QStringLiteral("i = torch.arange(T)\n"
                                  "scores = scores - alibi_slopes.view(1, -1, 1, 1) * (i[:, None] - i[None, :]).abs()  # ALiBi\n");
        if (s.softcap)
            out += QStringLiteral("scores = softcap * torch.tanh(scores / softcap)          # soft-cap, before the mask\n");
        out += QStringLiteral("scores = scores.masked_fill(mask, float(\"-inf\"))          # blocked: −∞ before the softmax\n");
        if (s.sinks.empty())
            return out + QStringLiteral("weights = torch.softmax(scores, dim=-1)                   # over keys (the last axis)\n");
        return out + QStringLiteral(
                   "sink = sinks.view(1, -1, 1, 1).expand(B, num_heads, T, 1)  # one more column: each head's sink\n"
                   "weights = torch.softmax(torch.cat([scores, sink], dim=-1), dim=-1)[..., :-1]  # its weight gives no value\n");
    }

    // Today's settings: the head layout, the norms' eps, RoPE's frequencies (with their scaling)
    // and positions, as the app computes them (core/rope.h).
    QString todaysSettings(const Session &s, bool np)
    {
        const QString lib = np ? QStringLiteral("np") : QStringLiteral("torch");
        const QString f64 = np ? QStringLiteral("dtype=float") : QStringLiteral("dtype=torch.float64");
        QString out = QStringLiteral(
                          "num_kv_heads = %1  # query head h reads K/V head h * num_kv_heads // num_heads\n"
                          "d_k = %2  # head_dim\n")
                          .arg(s.kvHeads())
                          .arg(s.dK());
        if (s.qNorm.size() || s.kNorm.size())
            out += QStringLiteral("eps = %1  # the norms' eps: x / √(mean(x²) + eps) ⊙ gains\n")
                       .arg(shortest(s.eps()));
        if (!s.rope)
            return out;
        const Rope &r = *s.rope;
        out += QStringLiteral(
                   "theta = %1\nfreqs = theta ** (-2 * %2.arange(d_k // 2, %3) / d_k)  # (d_k/2): f_c = "
                   "θ^(−2c/d_k)\n")
                   .arg(shortest(r.theta), lib, f64);
        const RopeScaling &sc = r.scaling;
        if (sc.type == RopeScaling::Type::Linear)
            out += QStringLiteral("freqs = freqs / %1  # rope_scaling linear: every frequency / factor\n")
                       .arg(shortest(sc.factor));
        if (sc.type == RopeScaling::Type::Llama3)
            out += QStringLiteral(
                       "# rope_scaling llama3: long wavelengths slowed by the factor, short ones kept, "
                       "blended between\n"
                       "factor, low, high, original = %1, %2, %3, %4\n"
                       "wavelength = 2 * math.pi / freqs\n"
                       "smooth = (original / wavelength - low) / (high - low)\n"
                       "freqs = %5.where(wavelength > original / low, freqs / factor,\n"
                       "                 %5.where(wavelength >= original / high,\n"
                       "                          (1 - smooth) * freqs / factor + smooth * freqs, freqs))\n")
                       .arg(shortest(sc.factor), shortest(sc.lowFreqFactor), shortest(sc.highFreqFactor),
                            shortest(sc.originalMaxPositions), lib);
        if (sc.type == RopeScaling::Type::Yarn)
            out += QStringLiteral(
                       "# rope_scaling yarn: a ramp between the pairs that turn often over the original "
                       "context (kept) and the slow ones (÷ factor)\n"
                       "factor, original, beta_fast, beta_slow = %1, %2, %3, %4\n"
                       "def correction(rotations):\n"
                       "    return d_k * math.log(original / (rotations * 2 * math.pi)) / (2 * math.log(theta))\n"
                       "low, high = correction(beta_fast), correction(beta_slow)\n"
                       "%5"
                       "low, high = max(low, 0), min(high, d_k - 1)\n"
                       "high = high + 0.001 if low == high else high\n"
                       "ramp = %6.clip((%6.arange(d_k // 2, %7) - low) / (high - low), 0, 1)\n"
                       "freqs = freqs / factor * ramp + freqs * (1 - ramp)\n"
                       "attention_factor = %8  # q and k × this after the turn\n")
                       .arg(shortest(sc.factor), shortest(sc.originalMaxPositions), shortest(sc.betaFast),
                            shortest(sc.betaSlow),
                            sc.truncate ? QStringLiteral("low, high = math.floor(low), math.ceil(high)\n") : QString(),
                            np ? QStringLiteral("np") : QStringLiteral("torch"), f64,
                            shortest(ropeAttentionFactor(sc)));
        if (r.positions.empty()) {
            out += QStringLiteral("positions = %1.arange(len(tokens), %2)  # (T) p_i\n").arg(lib, f64);
        } else {
            QStringList p;
            for (double v : r.positions)
                p << shortest(v);
            out += QStringLiteral("positions = %1([%2], %3)  # (T) p_i, as the session gives them\n")
                       .arg(np ? QStringLiteral("np.array") : QStringLiteral("torch.tensor"),
                            p.join(QStringLiteral(", ")), f64);
        }
        return out;
    }

    // turn(): each head's q or k through its norm, then rotated by RoPE (pairs c, c + d_k/2).
    QString turnFunction(const Session &s, bool np)
    {
        if (!s.transformsQK())
            return {};
        QString out;
        const bool normed = s.qNorm.size() || s.kNorm.size();
        const QString what = normed && s.rope
            ? QStringLiteral("through its RMS norm (if any), then turned by RoPE")
            : normed ? QStringLiteral("through its RMS norm (if any)")
                     : QStringLiteral("turned by RoPE");
        if (np)
            out += QStringLiteral("\n\ndef turn(M, heads, norm):\n"
                                  "    \"\"\"(T, heads·d_k): each head's columns %1.\"\"\"\n"
                                  "    M = M.copy()\n"
                                  "    for h in range(heads):\n"
                                  "        x = M[:, h * d_k:(h + 1) * d_k]\n")
                       .arg(what);
        else
            out += QStringLiteral("\n\ndef turn(x, norm):\n"
                                  "    \"\"\"(B, heads, T, d_k): each head's rows %1.\"\"\"\n")
                       .arg(what);
        if (normed && np)
            out += QStringLiteral(
                "        if norm is not None:\n"
                "            x = x / np.sqrt((x * x).mean(axis=-1, keepdims=True) + eps) * norm\n");
        if (normed && !np)
            out += QStringLiteral(
                "    if norm is not None:\n"
                "        x = x / torch.sqrt((x * x).mean(dim=-1, keepdim=True) + eps) * norm\n");
        const QString indent = np ? QStringLiteral("        ") : QStringLiteral("    ");
        if (s.rope) {
            out += indent + QStringLiteral("half = d_k // 2\n");
            out += indent
                + QStringLiteral("a = positions[:, None] * freqs[None, :]  # (T, d_k/2): pair c of row i "
                                 "turns by p_i·f_c\n");
            out += indent
                + (np ? QStringLiteral("lo, hi = x[:, :half], x[:, half:]\n"
                                       "        x = np.concatenate([lo * np.cos(a) - hi * np.sin(a), "
                                       "hi * np.cos(a) + lo * np.sin(a)], axis=-1)\n")
                      : QStringLiteral(
                          "lo, hi = x[..., :half], x[..., half:]\n"
                          "    x = torch.cat([lo * a.cos() - hi * a.sin(), hi * a.cos() + lo * a.sin()], "
                          "dim=-1)\n"));
            if (s.rope->scaling.type == RopeScaling::Type::Yarn)
                out += indent + QStringLiteral("x = x * attention_factor  # YaRN\n");
        }
        out += np ? QStringLiteral("        M[:, h * d_k:(h + 1) * d_k] = x\n    return M\n")
                  : QStringLiteral("    return x\n");
        return out;
    }

    QString normArgument(const RowVector &n, const char *name)
    {
        return n.size() ? QLatin1String(name) : QStringLiteral("None");
    }

    // Today's session (shared K/V heads, head_dim, q/k norms, RoPE) as NumPy or PyTorch code.
    QString todaysCode(const Session &s, bool np, const QString &sessionFile, const QString &scaleText)
    {
        QString out = np
            ? QStringLiteral("# Attention, computed as in Attention Lab — NumPy.\nimport math\n\nimport "
                             "numpy as np\n\n")
            : QStringLiteral("# Attention, computed as in Attention Lab — PyTorch, batched with B = 1.\n"
                             "import math\n\nimport torch\n\n");
        out += inputs(s, sessionFile, np ? QStringLiteral("np.array") : QStringLiteral("torch.tensor"),
                      np ? QStringLiteral("float") : QStringLiteral("torch.float64"));
        out += QStringLiteral("\nnum_heads = %1\nd_model = X.shape[1]\n").arg(s.numHeads);
        out += todaysSettings(s, np) + scaleText + QStringLiteral("\n") + stageSettings(s, np) + QStringLiteral("\n");
        out += maskCode(s, np ? QStringLiteral("np") : QStringLiteral("torch"));
        out += turnFunction(s, np);
        const QString q = normArgument(s.qNorm, "q_norm"), k = normArgument(s.kNorm, "k_norm");
        const bool normed = s.qNorm.size() || s.kNorm.size();
        const QString turned = normed && s.rope ? QStringLiteral("norms, then RoPE")
            : normed                            ? QStringLiteral("the q/k norms")
                                                : QStringLiteral("RoPE");
        if (np) {
            out += QStringLiteral("\n\n") + (hasStages(s.rule()) ? numpyAttentionWithStages(s) : kNumpyAttention)
                + QStringLiteral("\n\n");
            out += projections(s, QStringLiteral("X"), QStringLiteral("Q, K, V"))
                + QStringLiteral("  # (T, num_heads·d_k), (T, num_kv_heads·d_k) twice\n");
            if (s.transformsQK())
                out += QStringLiteral("Q, K = turn(Q, num_heads, %1), turn(K, num_kv_heads, %2)  # %3\n")
                           .arg(q, k, turned);
            out += QStringLiteral(
                "outputs = []\n"
                "for h in range(num_heads):\n"
                "    g = h * num_kv_heads // num_heads                     # the K/V head query "
                "head h reads\n"
                "    out, weights = attention(Q[:, h * d_k:(h + 1) * d_k], K[:, g * d_k:(g + 1) * d_k],\n"
                "                             V[:, g * d_k:(g + 1) * d_k], mask, scale%1)\n"
                "    print(f\"head {h + 1} weights:\\n{np.round(weights, 3)}\")\n"
                "    outputs.append(out)\n"
                "concat = np.concatenate(outputs, axis=-1)                 # (T, num_heads·d_k)\n")
                       .arg(QString(s.alibi ? QStringLiteral(", alibi_slopes[h]") : QString())
                            + (s.sinks.empty() ? QString() : QStringLiteral(", sinks[h]")));
            out += outputLine(s, QStringLiteral("output"))
                + QStringLiteral("  # (T, d_model)\nprint(\"output:\")\nprint(np.round(output, 3))\n");
            return out;
        }
        out += s.transformsQK() ? QStringLiteral("\n\n") : QStringLiteral("\n"); // after turn(): two lines
        out += QStringLiteral(
            "B, T = 1, X.shape[0]\n"
            "x = X.unsqueeze(0)                                        # (B, T, d_model)\n");
        out += projections(s, QStringLiteral("x"), QStringLiteral("q, k, v"))
            + QStringLiteral("  # (B, T, num_heads·d_k), then num_kv_heads·d_k\n");
        out += QStringLiteral("q = q.view(B, T, num_heads, d_k).transpose(1, 2)          # (B, h, T, d_k)\n"
                              "k = k.view(B, T, num_kv_heads, d_k).transpose(1, 2)       # (B, kv, T, d_k)\n"
                              "v = v.view(B, T, num_kv_heads, d_k).transpose(1, 2)\n");
        if (s.transformsQK())
            out += QStringLiteral("q, k = turn(q, %1), turn(k, %2)  # %3\n").arg(q, k, turned);
        out += QStringLiteral(
            "# Each K/V head serves num_heads // num_kv_heads query heads in a row: head h reads K/V head\n"
            "# h * num_kv_heads // num_heads.\n"
            "k = k.repeat_interleave(num_heads // num_kv_heads, dim=1)  # (B, h, T, d_k)\n"
            "v = v.repeat_interleave(num_heads // num_kv_heads, dim=1)\n"
            "scores = q @ k.transpose(-2, -1) * scale                  # (B, h, T, T)\n");
        out += torchStages(s);
        out += QStringLiteral(
            "heads = weights @ v                                       # (B, h, T, d_k)\n"
            "concat = heads.transpose(1, 2).reshape(B, T, num_heads * d_k)  # (B, T, num_heads·d_k)\n");
        out += outputLine(s, QStringLiteral("output"))
            + QStringLiteral("  # (B, T, d_model)\n"
                             "torch.set_printoptions(precision=3, sci_mode=False)\n"
                             "for h in range(num_heads):\n"
                             "    print(f\"head {h + 1} weights:\\n{weights[0, h]}\")\n"
                             "print(\"output:\")\n"
                             "print(output[0])\n");
        return out;
    }

} // namespace

QString attentionCode(const Session &s, CodeFlavour flavour, const QString &sessionFile)
{
    const double scale = s.effectiveScale();
    const QString scaleText = s.scale
        ? QStringLiteral("scale = %1  # set in the session").arg(shortest(scale))
        : QStringLiteral("scale = 1 / math.sqrt(d_k)  # 1/√d_k");
    if (s.mla) // not written as code in this version: said in the code itself, never wrong code
        return QStringLiteral(
            "# This session makes q, k and v from DeepSeek's latents (mla), which Attention Lab does\n"
            "# not write as %1 code in this version. docs/file-formats.md gives the rule step by step,\n"
            "# and `attention-lab compute SESSION.json` prints every number of this layer.\n")
            .arg(flavour == CodeFlavour::NumPy ? QStringLiteral("NumPy") : QStringLiteral("PyTorch"));
    if (s.hasModernKeys()) // shared K/V heads, head_dim, the norms, RoPE: their own layout
        return todaysCode(s, flavour == CodeFlavour::NumPy, sessionFile, scaleText);
    QString out;
    if (flavour == CodeFlavour::NumPy) {
        out += QStringLiteral(
            "# Attention, computed as in Attention Lab — NumPy.\nimport math\n\nimport numpy as np\n\n");
        out += inputs(s, sessionFile, QStringLiteral("np.array"), QStringLiteral("float"));
        out += QStringLiteral("\nnum_heads = %1\nd_model = X.shape[1]\nd_k = d_model // num_heads\n%2\n\n")
                   .arg(s.numHeads)
                   .arg(scaleText);
        out += maskCode(s, QStringLiteral("np"));
        out += QStringLiteral("\n\n") + kNumpyAttention
            + QStringLiteral(R"(

%1  # (T, d_model) each
outputs = []
for h in range(num_heads):
    cols = slice(h * d_k, (h + 1) * d_k)                  # head h owns these columns
    out, weights = attention(Q[:, cols], K[:, cols], V[:, cols], mask, scale)
    print(f"head {h + 1} weights:\n{np.round(weights, 3)}")
    outputs.append(out)
concat = np.concatenate(outputs, axis=-1)                 # (T, d_model)
%2  # (T, d_model)
print("output:")
print(np.round(output, 3))
)")
                  .arg(projections(s, QStringLiteral("X"), QStringLiteral("Q, K, V")),
                       outputLine(s, QStringLiteral("output")));
    } else {
        out += QStringLiteral("# Attention, computed as in Attention Lab — PyTorch, batched with B = "
                              "1.\nimport math\n\nimport torch\n\n");
        out += inputs(s, sessionFile, QStringLiteral("torch.tensor"), QStringLiteral("torch.float64"));
        out += QStringLiteral("\nnum_heads = %1\nd_model = X.shape[1]\nd_k = d_model // num_heads\n%2\n\n")
                   .arg(s.numHeads)
                   .arg(scaleText);
        out += maskCode(s, QStringLiteral("torch"));
        out += QStringLiteral(R"(
B, T = 1, X.shape[0]
x = X.unsqueeze(0)                                        # (B, T, d_model)
%1  # (B, T, d_model)
# Split the heads: reshape to (B, T, h, d_k), THEN transpose to (B, h, T, d_k).
q = q.view(B, T, num_heads, d_k).transpose(1, 2)
k = k.view(B, T, num_heads, d_k).transpose(1, 2)
v = v.view(B, T, num_heads, d_k).transpose(1, 2)
scores = q @ k.transpose(-2, -1) * scale                  # (B, h, T, T)
scores = scores.masked_fill(mask, float("-inf"))          # blocked: −∞ before the softmax
weights = torch.softmax(scores, dim=-1)                   # over keys (the last axis)
assert weights.shape == (B, num_heads, T, T)
heads = weights @ v                                       # (B, h, T, d_k)
concat = heads.transpose(1, 2).reshape(B, T, d_model)     # (B, T, d_model)
%2  # (B, T, d_model)
torch.set_printoptions(precision=3, sci_mode=False)
for h in range(num_heads):
    print(f"head {h + 1} weights:\n{weights[0, h]}")
print("output:")
print(output[0])
# In production: torch.nn.functional.scaled_dot_product_attention(q, k, v, attn_mask=~mask, scale=scale)
)")
                   .arg(projections(s, QStringLiteral("x"), QStringLiteral("q, k, v")),
                        outputLine(s, QStringLiteral("output")));
    }
    return out;
}

} // namespace attn::io
