// Where the lesson's common mistakes show (mistakes.h).
#include "mistakes.h"

#include "core/mask.h"
#include "io/session_json.h"

#include <QObject>

#include <algorithm>
#include <optional>
#include <vector>

namespace attn {

namespace {

    // Up to this many tokens a candidate is computed and compared; above it, its structure decides.
    constexpr int kComputeUpTo = 512;

    // Some query has a blocked key and a visible one: then masking after softmax loses weight.
    bool somePartlyBlockedRow(const Session &s)
    {
        const ReasonMatrix reasons = blockReasonMatrix(s);
        if (reasons.size() == 0)
            return false;
        for (Eigen::Index i = 0; i < reasons.rows(); ++i) {
            const Eigen::Index blocked = (reasons.row(i).array() != 0).count();
            if (blocked > 0 && blocked < reasons.cols())
                return true;
        }
        return false;
    }

    // The head where the mistake shows, `head` first; −1 when it shows on none.
    int headWhereItShows(const Session &s, const AttentionResult *given, int head, Mistake m)
    {
        const int heads = std::max(1, s.numHeads);
        head = std::clamp(head, 0, heads - 1);
        const int T = s.tokenCount();
        if (T < 2)
            return -1; // one token: one weight of 1, however it is computed
        if (T > kComputeUpTo) {
            switch (m) {
            case Mistake::MaskAfterSoftmax:
                return somePartlyBlockedRow(s) ? head : -1;
            case Mistake::WrongAxis:
                return head;
            case Mistake::ReshapeWithoutTranspose:
                return s.numHeads > 1 ? head : -1;
            }
            return -1;
        }
        std::optional<AttentionResult> own;
        const AttentionResult *r = given;
        if (!r || r->tokenCount() != T || r->numHeads != s.numHeads) {
            own = computeAttention(s);
            r = &*own;
        }
        if (mistakeDifference(s, *r, head, m) > kMistakeVisible)
            return head;
        for (int h = 0; h < r->numHeads; ++h)
            if (h != head && mistakeDifference(s, *r, h, m) > kMistakeVisible)
                return h;
        return -1;
    }

    struct Candidate {
        Session session;
        QString change, note;
    };

    std::optional<Session> preset(const QString &name)
    {
        QString error;
        return io::loadPreset(name, &error);
    }

    // The sessions to try, the smallest change first.
    std::vector<Candidate> candidates(const Session &current, Mistake m)
    {
        std::vector<Candidate> out;
        const QString undo = QObject::tr("Ctrl+Z brings your session back");
        auto addPreset = [&](const QString &name, const QString &change, const QString &note) {
            if (auto s = preset(name))
                out.push_back({ *s, change, note });
        };
        switch (m) {
        case Mistake::MaskAfterSoftmax:
            if (!current.causal && current.tokenCount() >= 2) {
                Session s = current;
                s.causal = true;
                out.push_back(
                    { s, QObject::tr("Causal mask on"),
                      QObject::tr(
                          "Nothing was masked, so masking after softmax changed nothing: the causal mask is "
                          "now on (Ctrl+Z turns it off again).") });
            }
            addPreset(
                QStringLiteral("lesson-causal"), QObject::tr("Causal lesson"),
                QObject::tr(
                    "Nothing here can be masked to show it, so it is shown on the lesson with the causal "
                    "mask; %1.")
                    .arg(undo));
            break;
        case Mistake::ReshapeWithoutTranspose:
            if (current.numHeads == 1 && current.dModel() % 2 == 0 && current.tokenCount() >= 2
                && !current.hasModernKeys()) { // today's keys fix the heads in the matrices' widths
                Session s = current;
                s.numHeads = 2;
                out.push_back(
                    { s, QObject::tr("Use 2 heads"),
                      QObject::tr(
                          "With one head a reshape without transpose scrambles nothing: the session now "
                          "has 2 heads (Ctrl+Z goes back to 1).") });
            }
            addPreset(
                QStringLiteral("two-heads"), QObject::tr("Two-heads preset"),
                QObject::tr(
                    "This session cannot be split into two heads, so the mistake is shown on the two-heads "
                    "preset; %1.")
                    .arg(undo));
            break;
        case Mistake::WrongAxis:
            addPreset(
                QStringLiteral("lesson"), QObject::tr("The lesson"),
                QObject::tr(
                    "Here a softmax over queries gives the same weights as over keys, so it is shown on "
                    "the lesson's example; %1.")
                    .arg(undo));
            break;
        }
        return out;
    }

} // namespace

QString mistakeName(Mistake mistake)
{
    switch (mistake) {
    case Mistake::MaskAfterSoftmax:
        return QObject::tr("mask after softmax");
    case Mistake::WrongAxis:
        return QObject::tr("softmax over the wrong axis");
    case Mistake::ReshapeWithoutTranspose:
        return QObject::tr("reshape without transpose");
    }
    return {};
}

MistakeStage stageForMistake(const Session &current, const AttentionResult *result, int head, Mistake mistake)
{
    MistakeStage stage;
    stage.session = current;
    stage.head = std::clamp(head, 0, std::max(0, current.numHeads - 1));
    if (const int h = headWhereItShows(current, result, head, mistake); h >= 0) {
        stage.head = h;
        return stage;
    }
    for (Candidate &c : candidates(current, mistake)) {
        const int h = headWhereItShows(c.session, nullptr, head, mistake);
        if (h < 0 || sameSession(c.session, current))
            continue;
        stage.session = std::move(c.session);
        stage.head = h;
        stage.switched = true;
        stage.change = c.change;
        stage.note = c.note;
        return stage;
    }
    stage.note = QObject::tr("This mistake cannot be shown on any session at hand.");
    return stage;
}

} // namespace attn
