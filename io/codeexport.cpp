#include "codeexport.h"

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
                out += QStringLiteral("%1 = %2(session[\"%1\"], dtype=%3)  # (d_model)\n")
                           .arg(b.name, array, dtype);
            if (!s.segments.empty())
                out += QStringLiteral("segments = %1(session[\"segments\"])  # (T) a sentence id per token\n")
                           .arg(array);
            return out;
        }
        QStringList tokens;
        for (const auto &t : s.tokens)
            tokens << pyString(t);
        out += QStringLiteral("tokens = [%1]\n").arg(tokens.join(QStringLiteral(", ")));
        auto add = [&](const QString &name, const Matrix &m, const QString &shape) {
            const QString head = QStringLiteral("%1 = %2(").arg(name, array);
            QString literal = matrixLiteral(m, QString(head.size(), QLatin1Char(' ')));
            if (m.rows() == 1 && shape == QLatin1String("(d_model)"))
                literal = literal.mid(1).chopped(1); // a vector: one list, not a list of one row
            out += head + literal + QStringLiteral(", dtype=%1)  # %2\n").arg(dtype, shape);
        };
        const QString tXd = QStringLiteral("(T, d_model) = (%1, %2)").arg(s.tokenCount()).arg(s.dModel());
        const QString dXd = QStringLiteral("(d_model, d_model)");
        add(QStringLiteral("X"), s.X, tXd);
        add(QStringLiteral("W_Q"), s.Wq, dXd);
        add(QStringLiteral("W_K"), s.Wk, dXd);
        add(QStringLiteral("W_V"), s.Wv, dXd);
        add(QStringLiteral("W_O"), s.Wo, dXd);
        for (const Bias &b : biases(s))
            add(b.name, Matrix(*b.values), QStringLiteral("(d_model)"));
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

} // namespace

QString attentionCode(const Session &s, CodeFlavour flavour, const QString &sessionFile)
{
    if (s.hasModernKeys()) { // said plainly rather than written wrong
        QStringList keys;
        if (s.numKvHeads)
            keys << QStringLiteral("shared key/value heads (num_kv_heads)");
        if (s.headDim)
            keys << QStringLiteral("head_dim");
        if (s.qNorm.size() || s.kNorm.size())
            keys << QStringLiteral("q/k norms");
        if (s.rope)
            keys << QStringLiteral("RoPE");
        return QStringLiteral("# Attention, computed as in Attention Lab — %1.\n"
                              "#\n"
                              "# This session uses %2, as Llama, Mistral and Qwen do. The code this view\n"
                              "# writes does not cover them yet, and code that left them out would give\n"
                              "# other numbers than the app shows. `attention-lab compute` prints every\n"
                              "# number of this session, RoPE and shared heads included.\n")
            .arg(flavour == CodeFlavour::NumPy ? QStringLiteral("NumPy") : QStringLiteral("PyTorch"),
                 keys.join(QStringLiteral(", ")));
    }
    const double scale = s.effectiveScale();
    const QString scaleText = s.scale
        ? QStringLiteral("scale = %1  # set in the session").arg(shortest(scale))
        : QStringLiteral("scale = 1 / math.sqrt(d_k)  # 1/√d_k");
    QString out;
    if (flavour == CodeFlavour::NumPy) {
        out += QStringLiteral(
            "# Attention, computed as in Attention Lab — NumPy.\nimport math\n\nimport numpy as np\n\n");
        out += inputs(s, sessionFile, QStringLiteral("np.array"), QStringLiteral("float"));
        out += QStringLiteral("\nnum_heads = %1\nd_model = X.shape[1]\nd_k = d_model // num_heads\n%2\n\n")
                   .arg(s.numHeads)
                   .arg(scaleText);
        out += maskCode(s, QStringLiteral("np"));
        out += QStringLiteral(R"(

def attention(Q, K, V, mask, scale):
    scores = Q @ K.T * scale                              # (T, T): row = query, column = key
    scores = np.where(mask, -np.inf, scores)              # blocked: −∞ before the softmax
    scores = scores - scores.max(axis=-1, keepdims=True)  # subtract the row max: no overflow
    weights = np.exp(scores)
    weights = weights / weights.sum(axis=-1, keepdims=True)  # softmax over keys: rows sum to 1
    return weights @ V, weights                           # (T, d_k), (T, T)
    # (A row whose keys are all blocked gives NaN here; the app shows zeros and says so.)


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
