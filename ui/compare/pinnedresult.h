// Before and after: the result the user pinned (Pin, Ctrl+P) to compare later ones with. A
// result is never changed once computed, so pinning keeps the document's own copy (every
// head's weights, with T and the head count) rather than duplicating T×T matrices.
#pragma once

#include "core/attention.h"
#include "core/session.h"

#include <QObject>
#include <QString>

#include <memory>

namespace attn {

class Document;

class PinnedResult : public QObject {
    Q_OBJECT
public:
    explicit PinnedResult(Document *doc, QObject *parent = nullptr);

    bool isPinned() const { return m_result != nullptr; }
    // Keeps the document's latest result (the one on screen) and the session it came from. False,
    // and nothing pinned, while an edit or a full pass is being written into it (no wait: a full
    // pass may take seconds), or when the last one broke half way and the next has not ended.
    bool pin();
    void unpin();

    std::shared_ptr<const AttentionResult> result() const { return m_result; }
    std::shared_ptr<const Session> session() const { return m_session; }
    // What the document was called when it was pinned ("Lesson", a file's name).
    QString name() const { return m_name; }
    // "Lesson · 3 tokens, 1 head", for the views that say what is pinned.
    QString description() const;

    // Why the document's current result cannot be compared with the pin, as a sentence
    // ("The pinned result has 3 tokens and this session has 4, …"); empty when it can, or when
    // nothing is pinned.
    QString problem() const;
    // Pinned, and the current result has the same T and head count.
    bool comparable() const { return isPinned() && problem().isEmpty(); }

signals:
    void changed(); // pinned, pinned again or unpinned

private:
    Document *m_doc;
    std::shared_ptr<const AttentionResult> m_result;
    std::shared_ptr<const Session> m_session;
    QString m_name;
};

} // namespace attn
