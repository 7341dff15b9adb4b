// The score rule's keys (core/scorerule.h; docs/file-formats.md, "Score rule"): scale, alibi,
// softcap and sinks, read and written. See session_fields.h.
#include "session_fields.h"

#include "iotext.h"

#include "core/plural.h"

#include <cmath>

namespace attn::io::fields {

void parseScoreRule(const QJsonObject &o, Session &s)
{
    if (o.contains("scale"))
        s.scale = positiveNumber(o.value("scale"), QStringLiteral("scale"), Limits::maxScale);
    if (o.contains("alibi")) {
        const QJsonValue v = o.value("alibi");
        if (!v.isBool())
            //: "alibi", true and false are the session file's words, kept; %1 what it is ("a list", "a
            //: number"…)
            fail(IoText::tr("alibi is %1, expected true or false").arg(typeName(v)));
        s.alibi = v.toBool();
    }
    if (o.contains("softcap"))
        s.softcap = positiveNumber(o.value("softcap"), QStringLiteral("softcap"), kMaxStageValue);
    if (o.contains("sinks")) {
        const QJsonArray sinks = array(o.value("sinks"), QStringLiteral("sinks"));
        if (sinks.size() != s.numHeads)
            //: before the colon: a key of the session file, kept; %1 a count of numbers ("3 numbers"), %2 a
            //: count of heads ("4 heads")
            fail(IoText::tr("sinks: %1 for %2, expected one a head")
                     .arg(QString::fromStdString(counted(sinks.size(), "number")),
                          QString::fromStdString(counted(s.numHeads, "head"))));
        s.sinks.clear();
        for (qsizetype h = 0; h < sinks.size(); ++h) {
            //: a place in a session file, put into messages; "sinks" a key, kept; %1 the head's number (from
            //: 1)
            const QString where = IoText::tr("sinks: head %1").arg(h + 1);
            const double x = number(sinks.at(h), where);
            if (std::abs(x) > kMaxStageValue)
                //: %1 where in the session file ("sinks: head 2"), %2 the value found, %3 the largest size
                //: allowed
                fail(IoText::tr("%1: %2 is beyond ±%3").arg(where).arg(x).arg(kMaxStageValue));
            s.sinks.push_back(x);
        }
    }
}

void writeScoreRule(const Session &s, QJsonObject &o)
{
    if (s.scale)
        o["scale"] = *s.scale;
    if (s.alibi)
        o["alibi"] = true;
    if (s.softcap)
        o["softcap"] = *s.softcap;
    if (!s.sinks.empty()) {
        QJsonArray sinks;
        for (double x : s.sinks)
            sinks.append(x);
        o["sinks"] = sinks;
    }
}

} // namespace attn::io::fields
