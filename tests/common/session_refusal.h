// A broken session file is refused with one line that starts with `message` (which names the
// file and the field), never a crash and never a session.
#pragma once

#include "io/session_json.h"

#include <QTest>

namespace testing {

inline void checkRefused(const QByteArray &json, const QString &message)
{
    QString error;
    QVERIFY(!attn::io::parseSession(json, QStringLiteral("broken.json"), &error));
    QVERIFY2(error.startsWith(message), qPrintable(QStringLiteral("got: ") + error));
    QVERIFY(!error.contains('\n'));
}

} // namespace testing
