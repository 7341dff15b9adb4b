// The document's session as the rest reads and changes it: its matrices and biases by table,
// and the one way in for a change (changing()), which first lets a worker copying the session
// finish its copy (Recompute::sourceWillChange).
#include "document.h"
#include "recompute.h"

#include <QScopeGuard>

namespace attn {

const Matrix *Document::inputMatrix(MatrixId id) const
{
    return const_cast<Document *>(this)->mutableMatrix(id);
}

Matrix *Document::mutableMatrix(MatrixId id)
{
    switch (id) {
    case MatrixId::Embeddings:
        return &m_session.X;
    // Latent attention has none of W_Q, W_K, W_V (nor their biases): W_DQ … W_KR instead.
    case MatrixId::Wq:
        return m_session.mla ? nullptr : &m_session.Wq;
    case MatrixId::Wk:
        return m_session.mla ? nullptr : &m_session.Wk;
    case MatrixId::Wv:
        return m_session.mla ? nullptr : &m_session.Wv;
    case MatrixId::Wo:
        return &m_session.Wo;
    case MatrixId::Target:
        return m_session.target ? &*m_session.target : nullptr;
    default:
        return latentMatrix(m_session, id);
    }
}

const RowVector *Document::inputBias(MatrixId id) const
{
    return const_cast<Document *>(this)->mutableBias(id);
}

RowVector *Document::mutableBias(MatrixId id)
{
    switch (id) {
    case MatrixId::Wq:
        return m_session.mla ? nullptr : &m_session.bQ;
    case MatrixId::Wk:
        return m_session.mla ? nullptr : &m_session.bK;
    case MatrixId::Wv:
        return m_session.mla ? nullptr : &m_session.bV;
    case MatrixId::Wo:
        return &m_session.bO;
    default:
        return nullptr;
    }
}

Matrix *latentMatrix(Session &s, MatrixId id)
{
    if (!s.mla)
        return nullptr;
    for (const LatentMatrixName &l : latentMatrices())
        if (l.id == id) {
            Matrix &m = *s.mla.*l.member;
            return m.size() || id != MatrixId::LatentDq ? &m : nullptr; // no W_DQ: W_UQ takes X itself
        }
    return nullptr;
}

Session &Document::changing()
{
    m_recompute->sourceWillChange(); // a worker copying it has its copy first
    return m_session;
}

Session Document::editCopy() const
{
    // Lent: its matrices are set aside and put back, a change as far as a worker reading it knows.
    Session &s = const_cast<Document *>(this)->changing();
    Matrix *large[] = { &s.X, &s.Wq, &s.Wk, &s.Wv, &s.Wo, s.target ? &*s.target : nullptr };
    Matrix aside[std::size(large)];
    for (std::size_t k = 0; k < std::size(large); ++k)
        if (large[k])
            aside[k].swap(*large[k]);
    const auto back = qScopeGuard([&] {
        for (std::size_t k = 0; k < std::size(large); ++k)
            if (large[k])
                aside[k].swap(*large[k]);
    });
    return s;
}

} // namespace attn
