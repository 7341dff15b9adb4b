// What the breakdown's tests share: sessions by name, a breakdown of one row, the strings a
// painter draws in one stage's row.
#pragma once

#include "core/attention.h"
#include "io/session_json.h"
#include "render/breakdownmodel.h"
#include "render/breakdownpainter.h"

#include <QRegularExpression>

Q_DECLARE_METATYPE(attn::Stage)

namespace breakdowntest {

using namespace attn;

inline Session preset(const QString &name)
{
    QString error;
    const auto s = io::loadPreset(name, &error);
    if (!s)
        qFatal("preset %s: %s", qPrintable(name), qPrintable(error));
    return *s;
}

inline Session sessionFile(const QString &name)
{
    QString error;
    const auto s = io::loadSession(QStringLiteral(TEST_DATA_DIR "/") + name, &error);
    if (!s)
        qFatal("%s: %s", qPrintable(name), qPrintable(error));
    return *s;
}

inline BreakdownData breakdownOf(const Session &s, int head, int query)
{
    return makeBreakdown(s, computeAttention(s), head, query);
}

// "nan" or "inf" as a word (any case): what a careless printf of a non-finite double shows.
inline bool showsNonFinite(const QString &text)
{
    static const QRegularExpression re(QStringLiteral("\\b(nan|inf|infinity)\\b"),
                                       QRegularExpression::CaseInsensitiveOption);
    return re.match(text).hasMatch();
}

inline QStringList drawnRow(const BreakdownPainter &p, Stage stage, int keys)
{
    QStringList out;
    for (int j = 0; j < keys; ++j)
        out << p.drawnCell(stage, j);
    return out;
}

} // namespace breakdowntest
