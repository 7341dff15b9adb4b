#include "codeexport.h"

#include <QLocale>
#include <QStringList>

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
    return QLatin1Char('[') + rows.join(QStringLiteral(",\n") + indent + QLatin1Char(' ')) + QLatin1Char(']');
}

QString pyString(const std::string &s)
{
    QString q = QString::fromStdString(s);
    q.replace(QLatin1Char('\\'), QStringLiteral("\\\\")).replace(QLatin1Char('"'), QStringLiteral("\\\""));
    return QLatin1Char('"') + q + QLatin1Char('"');
}

QString inputs(const Session &s, const QString &sessionFile, const QString &array, const QString &dtype)
{
    const qint64 numbers = qint64(s.X.size()) + 4 * qint64(s.Wq.size());
    QString out;
    if (numbers > kInlineNumbers) {
        out += QStringLiteral("import json\n\nwith open(\"%1\") as f:  # saved by Attention Lab (File ▸ Save)\n    session = json.load(f)\n").arg(sessionFile);
        out += QStringLiteral("tokens = session[\"tokens\"]\n");
        for (auto [name, key] : {std::pair{"X", "embeddings"}, {"W_Q", "W_Q"}, {"W_K", "W_K"}, {"W_V", "W_V"}})
            out += QStringLiteral("%1 = %2(session[\"%3\"], dtype=%4)\n").arg(QLatin1String(name), array, QLatin1String(key), dtype);
        out += QStringLiteral("W_O = %1(session.get(\"W_O\", %2), dtype=%3)\n")
                   .arg(array, s.dModel() <= 64 ? matrixLiteral(Matrix::Identity(s.dModel(), s.dModel()), QStringLiteral("    ")) : QStringLiteral("None"), dtype);
        return out;
    }
    QStringList tokens;
    for (const auto &t : s.tokens)
        tokens << pyString(t);
    out += QStringLiteral("tokens = [%1]\n").arg(tokens.join(QStringLiteral(", ")));
    auto add = [&](const QString &name, const Matrix &m, const QString &shape) {
        const QString head = QStringLiteral("%1 = %2(").arg(name, array);
        out += head + matrixLiteral(m, QString(head.size(), QLatin1Char(' '))) + QStringLiteral(", dtype=%1)  # %2\n").arg(dtype, shape);
    };
    const QString tXd = QStringLiteral("(T, d_model) = (%1, %2)").arg(s.tokenCount()).arg(s.dModel());
    const QString dXd = QStringLiteral("(d_model, d_model)");
    add(QStringLiteral("X"), s.X, tXd);
    add(QStringLiteral("W_Q"), s.Wq, dXd);
    add(QStringLiteral("W_K"), s.Wk, dXd);
    add(QStringLiteral("W_V"), s.Wv, dXd);
    add(QStringLiteral("W_O"), s.Wo, dXd);
    return out;
}

QString maskCode(const Session &s, const QString &lib)
{
    // The mask as the app builds it: causal, padding key columns, cells blocked by hand.
    QString out = QStringLiteral("T = len(tokens)\n");
    if (lib == QLatin1String("np"))
        out += QStringLiteral("mask = np.zeros((T, T), dtype=bool)  # True = blocked\n");
    else
        out += QStringLiteral("mask = torch.zeros(T, T, dtype=torch.bool)  # True = blocked\n");
    if (s.causal)
        out += lib == QLatin1String("np") ? QStringLiteral("mask |= np.triu(np.ones((T, T), dtype=bool), k=1)  # causal: no future keys\n")
                                          : QStringLiteral("mask |= torch.triu(torch.ones(T, T, dtype=torch.bool), diagonal=1)  # causal\n");
    QStringList pad;
    for (std::size_t t = 0; t < s.padding.size(); ++t)
        if (s.padding[t])
            pad << QString::number(t);
    if (!pad.isEmpty())
        out += QStringLiteral("mask[:, [%1]] = True  # padding tokens: their whole key column\n").arg(pad.join(QStringLiteral(", ")));
    for (auto [i, j] : s.blocked)
        out += QStringLiteral("mask[%1, %2] = True  # blocked by hand\n").arg(i).arg(j);
    return out;
}

} // namespace

QString attentionCode(const Session &s, CodeFlavour flavour, const QString &sessionFile)
{
    const double scale = s.effectiveScale();
    const QString scaleText = s.scale ? QStringLiteral("scale = %1  # set in the session").arg(shortest(scale))
                                      : QStringLiteral("scale = 1 / math.sqrt(d_k)  # 1/√d_k");
    QString out;
    if (flavour == CodeFlavour::NumPy) {
        out += QStringLiteral("# Attention, computed as in Attention Lab — NumPy.\nimport math\n\nimport numpy as np\n\n");
        out += inputs(s, sessionFile, QStringLiteral("np.array"), QStringLiteral("float"));
        out += QStringLiteral("\nnum_heads = %1\nd_model = X.shape[1]\nd_k = d_model // num_heads\n%2\n\n").arg(s.numHeads).arg(scaleText);
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


Q, K, V = X @ W_Q, X @ W_K, X @ W_V                       # (T, d_model) each
outputs = []
for h in range(num_heads):
    cols = slice(h * d_k, (h + 1) * d_k)                  # head h owns these columns
    out, weights = attention(Q[:, cols], K[:, cols], V[:, cols], mask, scale)
    print(f"head {h + 1} weights:\n{np.round(weights, 3)}")
    outputs.append(out)
concat = np.concatenate(outputs, axis=-1)                 # (T, d_model)
output = concat @ W_O                                     # (T, d_model)
print("output:")
print(np.round(output, 3))
)");
    } else {
        out += QStringLiteral("# Attention, computed as in Attention Lab — PyTorch, batched with B = 1.\nimport math\n\nimport torch\n\n");
        out += inputs(s, sessionFile, QStringLiteral("torch.tensor"), QStringLiteral("torch.float64"));
        out += QStringLiteral("\nnum_heads = %1\nd_model = X.shape[1]\nd_k = d_model // num_heads\n%2\n\n").arg(s.numHeads).arg(scaleText);
        out += maskCode(s, QStringLiteral("torch"));
        out += QStringLiteral(R"(
B, T = 1, X.shape[0]
x = X.unsqueeze(0)                                        # (B, T, d_model)
q, k, v = x @ W_Q, x @ W_K, x @ W_V                       # (B, T, d_model)
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
output = concat @ W_O                                     # (B, T, d_model)
torch.set_printoptions(precision=3, sci_mode=False)
for h in range(num_heads):
    print(f"head {h + 1} weights:\n{weights[0, h]}")
print("output:")
print(output[0])
# In production: torch.nn.functional.scaled_dot_product_attention(q, k, v, attn_mask=~mask, scale=scale)
)");
    }
    return out;
}

} // namespace attn::io
