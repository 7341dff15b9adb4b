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

    QString headColumns(const gpt2::HeadId &h)
    {
        return QStringLiteral("%1,%2,%3").arg(h.layer + 1).arg(h.head + 1).arg(commandLineHead(h));
    }

} // namespace

QString csvField(QString text)
{
    if (!text.contains(QLatin1Char(',')) && !text.contains(QLatin1Char('"')) && !text.contains(QLatin1Char('\n'))
        && !text.contains(QLatin1Char('\r')) && text.trimmed() == text)
        return text;
    text.replace(QStringLiteral("\""), QStringLiteral("\"\""));
    return QLatin1Char('"') + text + QLatin1Char('"');
}

QString patchingCsv(const Matrix &values, const QString &corner, const QStringList &columns)
{
    QStringList header { csvField(corner) };
    for (Eigen::Index c = 0; c < values.cols(); ++c)
        header << csvField(columns.value(int(c), QString::number(c + 1)));
    QStringList lines { header.join(QLatin1Char(',')) };
    for (Eigen::Index r = 0; r < values.rows(); ++r) {
        QStringList row { QString::number(r + 1) };
        for (Eigen::Index c = 0; c < values.cols(); ++c)
            row << number(values(r, c));
        lines << row.join(QLatin1Char(','));
    }
    return lines.join(QStringLiteral("\r\n")) + QStringLiteral("\r\n");
}

QString logitLensCsv(const gpt2::LogitLens &lens, const QStringList &tokens, const std::function<QString(int)> &tokenText,
                     const QString &tracedText)
{
    QStringList lines { QStringLiteral(
        "layer,position,token,top_token,top_id,top_probability,traced_token,traced_rank,traced_probability") };
    const bool traced = !tracedText.isNull();
    for (std::size_t l = 0; l < lens.layers.size(); ++l)
        for (std::size_t p = 0; p < lens.layers[l].size(); ++p) {
            const gpt2::LensCell &cell = lens.layers[l][p];
            const bool top = !cell.top.empty();
            lines << QStringLiteral("%1,%2,%3,%4,%5,%6,%7,%8,%9")
                         .arg(l + 1)
                         .arg(p + 1)
                         .arg(csvField(tokens.value(int(p))), top ? csvField(tokenText(cell.top.front().id)) : QString(),
                              top ? QString::number(cell.top.front().id) : QString(),
                              top ? number(cell.top.front().probability) : QString(),
                              traced ? csvField(tracedText) : QString(),
                              traced ? QString::number(cell.trackedRank) : QString(),
                              traced ? number(cell.trackedProbability) : QString());
        }
    return lines.join(QStringLiteral("\r\n")) + QStringLiteral("\r\n");
}

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
                          csvField(targetToken));
    return lines.join(QStringLiteral("\r\n")) + QStringLiteral("\r\n");
}

} // namespace attn
