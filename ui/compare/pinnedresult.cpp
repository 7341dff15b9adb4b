#include "pinnedresult.h"

#include "render/heatmapdata.h"
#include "render/notation.h"
#include "ui/document/document.h"

namespace attn {

PinnedResult::PinnedResult(Document *doc, QObject *parent)
    : QObject(parent)
    , m_doc(doc)
{
}

bool PinnedResult::pin()
{
    if (!m_doc->isResultReadable()) // being written (a full pass may take seconds), or broken
        return false;
    auto result = m_doc->resultPtr();
    if (!result)
        return false;
    m_result = std::move(result);
    m_session = m_doc->resultSessionPtr();
    m_name = m_doc->displayName();
    emit changed();
    return true;
}

void PinnedResult::unpin()
{
    if (!isPinned())
        return;
    m_result.reset();
    m_session.reset();
    m_name.clear();
    emit changed();
}

QString PinnedResult::description() const
{
    if (!isPinned())
        return {};
    return tr("%1 · %2, %3")
        .arg(m_name, tr("%n token(s)", nullptr, m_result->tokenCount()),
             tr("%n head(s)", nullptr, static_cast<int>(m_result->heads.size())));
}

QString PinnedResult::problem() const
{
    if (!isPinned())
        return {};
    return comparisonProblemSentence(m_doc->result(), *m_result);
}

} // namespace attn
