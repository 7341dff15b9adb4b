// The matrices' names: the one files and widgets are named by, and the one the window shows
// in its language (document.h).
#include "document.h"

namespace attn {

QString matrixName(MatrixId id)
{
    switch (id) {
    case MatrixId::Embeddings:
        return QStringLiteral("X");
    case MatrixId::Wq:
        return QStringLiteral("W_Q");
    case MatrixId::Wk:
        return QStringLiteral("W_K");
    case MatrixId::Wv:
        return QStringLiteral("W_V");
    case MatrixId::Wo:
        return QStringLiteral("W_O");
    case MatrixId::Q:
        return QStringLiteral("Q");
    case MatrixId::K:
        return QStringLiteral("K");
    case MatrixId::V:
        return QStringLiteral("V");
    case MatrixId::Scores:
        return QStringLiteral("Scores");
    case MatrixId::Logits:
        return QStringLiteral("Logits");
    case MatrixId::Weights:
        return QStringLiteral("Weights");
    case MatrixId::HeadOutput:
        return QStringLiteral("Head output");
    case MatrixId::Concat:
        return QStringLiteral("Concat");
    case MatrixId::Output:
        return QStringLiteral("Output");
    case MatrixId::Target:
        return QStringLiteral("Target");
    case MatrixId::GradWq:
        return QStringLiteral("∂L/∂W_Q");
    case MatrixId::GradWk:
        return QStringLiteral("∂L/∂W_K");
    case MatrixId::GradWv:
        return QStringLiteral("∂L/∂W_V");
    case MatrixId::GradWo:
        return QStringLiteral("∂L/∂W_O");
    case MatrixId::GradEmbeddings:
        return QStringLiteral("∂L/∂X");
    default: // DeepSeek's latent matrices, by their table
        for (const LatentMatrixName &l : latentMatrices())
            if (l.id == id)
                return QString::fromLatin1(l.name);
    }
    return {};
}

QString matrixTitle(MatrixId id)
{
    switch (id) {
    case MatrixId::Scores:
        return Document::tr("Scores");
    case MatrixId::Logits:
        return Document::tr("Logits");
    case MatrixId::Weights:
        return Document::tr("Weights");
    case MatrixId::HeadOutput:
        return Document::tr("Head output");
    case MatrixId::Concat:
        return Document::tr("Concat");
    case MatrixId::Output:
        return Document::tr("Output");
    case MatrixId::Target:
        return Document::tr("Target");
    default:
        return matrixName(id);
    }
}

} // namespace attn
