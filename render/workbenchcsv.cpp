// See workbenchcsv.h.
#include "workbenchcsv.h"

#include <QStringList>

namespace attn {

namespace {

    QString number(double v)
    {
        return QString::number(v, 'g', 17);
    }

    QString optional(const std::optional<double> &v)
    {
        return v ? number(*v) : QString();
    }

    // RFC 4180: a field with a comma, a quote or a line break is quoted, its quotes doubled.
    QString field(QString text)
    {
        if (!text.contains(QLatin1Char(',')) && !text.contains(QLatin1Char('"'))
            && !text.contains(QLatin1Char('\n')) && !text.contains(QLatin1Char('\r'))
            && text.trimmed() == text)
            return text;
        text.replace(QStringLiteral("\""), QStringLiteral("\"\""));
        return QLatin1Char('"') + text + QLatin1Char('"');
    }

    QString headColumns(const gpt2::HeadId &h)
    {
        return QStringLiteral("%1,%2,%3").arg(h.layer + 1).arg(h.head + 1).arg(commandLineHead(h));
    }

} // namespace

QString commandLineHead(const gpt2::HeadId &head)
{
    return QStringLiteral("%1.%2").arg(head.layer).arg(head.head);
}

QString headScoresCsv(const std::vector<gpt2::HeadScores> &scores)
{
    QStringList lines { QStringLiteral("layer,head,L.H,previous_token,first_token,self,induction") };
    for (const gpt2::HeadScores &s : scores)
        lines << QStringLiteral("%1,%2,%3,%4,%5")
                     .arg(headColumns(s.head), optional(s.previousToken), optional(s.firstToken),
                          number(s.self), optional(s.induction));
    return lines.join(QStringLiteral("\r\n")) + QStringLiteral("\r\n");
}

QString importanceCsv(const gpt2::AblateEachResult &importance, const QString &targetToken)
{
    QStringList lines { QStringLiteral("layer,head,L.H,delta_logprob,target_id,target_token") };
    for (const gpt2::HeadEffect &e : importance.effects)
        lines << QStringLiteral("%1,%2,%3,%4")
                     .arg(headColumns(e.head), number(e.deltaLogProb), QString::number(importance.target),
                          field(targetToken));
    return lines.join(QStringLiteral("\r\n")) + QStringLiteral("\r\n");
}

} // namespace attn
