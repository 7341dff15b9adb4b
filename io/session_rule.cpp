// The score rule's keys (core/scorerule.h; docs/file-formats.md, "Score rule"): scale, alibi,
// softcap and sinks, read and written. See session_fields.h.
#include "session_fields.h"

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
            fail(QStringLiteral("alibi is %1, expected true or false").arg(typeName(v)));
        s.alibi = v.toBool();
    }
    if (o.contains("softcap"))
        s.softcap = positiveNumber(o.value("softcap"), QStringLiteral("softcap"), kMaxStageValue);
    if (o.contains("sinks")) {
        const QJsonArray sinks = array(o.value("sinks"), QStringLiteral("sinks"));
        if (sinks.size() != s.numHeads)
            fail(QStringLiteral("sinks: %1 for %2, expected one a head")
                     .arg(QString::fromStdString(counted(sinks.size(), "number")),
                          QString::fromStdString(counted(s.numHeads, "head"))));
        s.sinks.clear();
        for (qsizetype h = 0; h < sinks.size(); ++h) {
            const QString where = QStringLiteral("sinks: head %1").arg(h + 1);
            const double x = number(sinks.at(h), where);
            if (std::abs(x) > kMaxStageValue)
                fail(QStringLiteral("%1: %2 is beyond ±%3").arg(where).arg(x).arg(kMaxStageValue));
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
