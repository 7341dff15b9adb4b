// The document's learning edits (document.h): the target, and the steps a training run takes.
#include "document.h"

#include "io/session_json.h"
#include "recompute.h"

#include "undocommands.h"
#include <QFileInfo>

namespace attn {

bool isGradient(MatrixId id)
{
    switch (id) {
    case MatrixId::GradWq:
    case MatrixId::GradWk:
    case MatrixId::GradWv:
    case MatrixId::GradWo:
    case MatrixId::GradEmbeddings:
        return true;
    default:
        return false;
    }
}

MatrixId gradientInput(MatrixId gradient)
{
    switch (gradient) {
    case MatrixId::GradWq:
        return MatrixId::Wq;
    case MatrixId::GradWk:
        return MatrixId::Wk;
    case MatrixId::GradWv:
        return MatrixId::Wv;
    case MatrixId::GradWo:
        return MatrixId::Wo;
    default:
        return MatrixId::Embeddings;
    }
}

MatrixId gradientOf(MatrixId input)
{
    switch (input) {
    case MatrixId::Wq:
        return MatrixId::GradWq;
    case MatrixId::Wk:
        return MatrixId::GradWk;
    case MatrixId::Wv:
        return MatrixId::GradWv;
    case MatrixId::Wo:
        return MatrixId::GradWo;
    default:
        return MatrixId::GradEmbeddings;
    }
}

QString Document::latentLearningNote()
{
    return tr("this session holds latent attention (mla): its gradients are not built in this version, "
              "so it cannot learn towards a target");
}

const GradientResult *Document::gradient() const
{
    return m_recompute->gradientPtr().get();
}

std::shared_ptr<const GradientResult> Document::gradientPtr() const
{
    return m_recompute->gradientPtr();
}

void Document::setTarget(std::optional<Matrix> target, const QString &text)
{
    if (target && !hasGradients(m_session)) { // a target is for learning, which needs the gradients
        emit refused(latentLearningNote());
        return;
    }
    if (target && (target->rows() != m_session.tokenCount() || target->cols() != m_session.dModel())) {
        emit refused(tr("a target has %1 rows and %2 columns (one per token and per d_model), not %3×%4")
                         .arg(m_session.tokenCount())
                         .arg(m_session.dModel())
                         .arg(target->rows())
                         .arg(target->cols()));
        return;
    }
    if (target)
        for (Eigen::Index k = 0; k < target->size(); ++k)
            if (const QString why = refuseValue(target->data()[k]); !why.isEmpty()) {
                emit refused(tr("target: %1").arg(why));
                return;
            }
    if (target.has_value() == m_session.target.has_value()
        && (!target || (target->array() == m_session.target->array()).all()))
        return;
    Session after = editCopy();
    after.target = std::move(target);
    pushEdit(std::move(after), text);
}

bool Document::setTargetToOutput()
{
    if (isComputing() || !sameSession(resultSession(), m_session))
        return false;
    setTarget(result().output, tr("Target = the current output"));
    return true;
}

bool Document::setTargetFromSession(const QString &path, QString *error)
{
    const std::optional<Session> other = io::loadSession(path, error);
    if (!other)
        return false;
    if (other->tokenCount() != m_session.tokenCount() || other->dModel() != m_session.dModel()) {
        *error = tr("%1 has %2 tokens and d_model %3; this session has %4 and %5: its output cannot be "
                    "this one's target")
                     .arg(QFileInfo(path).fileName())
                     .arg(other->tokenCount())
                     .arg(other->dModel())
                     .arg(m_session.tokenCount())
                     .arg(m_session.dModel());
        return false;
    }
    setTarget(computeAttention(*other, { .keepScores = false }).output,
              tr("Target = the output of %1").arg(QFileInfo(path).fileName()));
    return true;
}

void Document::applyTraining(const Session &trained, int run, const QString &text,
                             std::shared_ptr<const AttentionResult> result,
                             std::shared_ptr<const GradientResult> gradient)
{
    if (result)
        m_recompute->offer(trained, std::move(result), std::move(gradient));
    m_undo.push(new TrainCommand(this, m_session, trained, run, text));
}

} // namespace attn
