// The document's mask rules and notes: causal, the hand-blocked cells, the sliding window, the
// prefix, the sentences and the notes, each change one undo step through pushEdit.
#include "document.h"
#include "io/memorycheck.h"
#include "io/session_json.h"
#include "recompute.h"
#include "undocommands.h"
#include <QFileInfo>
#include <charconv>
#include <cmath>

namespace attn {

void Document::setCausal(bool causal)
{
    if (causal == m_session.causal)
        return;
    Session st = editCopy();
    st.causal = causal;
    pushEdit(std::move(st), causal ? tr("Turn the causal mask on") : tr("Turn the causal mask off"));
}

void Document::toggleBlocked(int query, int key)
{
    const int T = m_session.tokenCount();
    if (query < 0 || query >= T || key < 0 || key >= T)
        return;
    Session st = editCopy();
    const auto cell = std::pair { query, key };
    const auto it = std::find(st.blocked.begin(), st.blocked.end(), cell);
    const bool block = it == st.blocked.end();
    if (block)
        st.blocked.push_back(cell);
    else
        st.blocked.erase(it);
    pushEdit(std::move(st),
                 (block ? tr("Block query %1 → key %2") : tr("Unblock query %1 → key %2"))
                     .arg(query + 1)
                     .arg(key + 1));
}

void Document::clearBlocked()
{
    if (m_session.blocked.empty())
        return;
    Session st = editCopy();
    st.blocked.clear();
    pushEdit(std::move(st), tr("Unblock every cell blocked by hand"));
}

void Document::setWindow(std::optional<int> window)
{
    if (window == m_session.window)
        return;
    if (window && *window < 1) {
        emit refused(tr("a sliding window is at least 1 token wide"));
        return;
    }
    Session st = editCopy();
    st.window = window;
    pushEdit(std::move(st), window ? tr("Sliding window of %1").arg(*window) : tr("No sliding window"));
}

void Document::setPrefix(int prefix)
{
    prefix = std::clamp(prefix, 0, m_session.tokenCount());
    if (prefix == m_session.prefix)
        return;
    Session st = editCopy();
    st.prefix = prefix;
    pushEdit(std::move(st), prefix ? tr("Prefix of %1 tokens seen both ways").arg(prefix) : tr("No prefix"));
}

void Document::setSegment(int t, int id)
{
    const int T = m_session.tokenCount();
    if (t < 0 || t >= T)
        return;
    std::vector<int> ids
        = m_session.segments.empty() ? std::vector<int>(std::size_t(T), 0) : m_session.segments;
    if (!m_session.segments.empty() && ids[std::size_t(t)] == id)
        return;
    ids[std::size_t(t)] = id;
    Session st = editCopy();
    st.segments = std::move(ids);
    pushEdit(std::move(st), tr("Token %1 into sentence %2").arg(t + 1).arg(id + 1));
}

void Document::setSegments(const std::vector<int> &ids)
{
    if (ids == m_session.segments)
        return;
    if (!ids.empty() && ids.size() != std::size_t(m_session.tokenCount())) {
        emit refused(tr("one sentence number per token"));
        return;
    }
    Session st = editCopy();
    st.segments = ids;
    pushEdit(std::move(st), ids.empty() ? tr("One sentence (sentences off)") : tr("Set the sentences"));
}

void Document::setNotes(const QString &notes)
{
    const std::string text = notes.toUtf8().toStdString();
    if (text == m_session.notes)
        return;
    if (text.size() > std::size_t(Limits::maxNotesBytes)) {
        emit refused(tr("notes are at most %1 bytes of UTF-8").arg(Limits::maxNotesBytes));
        return;
    }
    Session st = editCopy();
    st.notes = text;
    pushEdit(std::move(st), tr("Edit the notes"));
}

} // namespace attn
