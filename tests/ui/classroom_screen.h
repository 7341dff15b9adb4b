// Window tests on the screens classrooms have: ctest runs such a test once per projector size
// (ATTENTION_TEST_SCREEN=1024x768, 1280x720 …) and runOnClassroomScreen gives Qt's offscreen
// platform one screen of that size before the application starts.
#pragma once

#include <QApplication>
#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QSize>
#include <QTest>

namespace testing {

// The screen the test was asked for; 1280×720 when none was.
inline QSize requestedScreen()
{
    const QString text = QString::fromLocal8Bit(qgetenv("ATTENTION_TEST_SCREEN"));
    const QRegularExpressionMatch m = QRegularExpression(QStringLiteral("^(\\d+)x(\\d+)$")).match(text);
    return m.hasMatch() ? QSize(m.captured(1).toInt(), m.captured(2).toInt()) : QSize(1280, 720);
}

// main() of such a test: the application on an offscreen screen of the requested size.
template <class Test> int runOnClassroomScreen(int argc, char **argv)
{
    const QSize size = requestedScreen();
    const QString config = QDir::temp().filePath(
        QStringLiteral("attention-lab-screen-%1.json").arg(QCoreApplication::applicationPid()));
    QFile f(config);
    if (!f.open(QIODevice::WriteOnly))
        return 1;
    f.write(
        QStringLiteral(
            R"({"screens":[{"name":"projector","x":0,"y":0,"width":%1,"height":%2,"logicalDpi":96,"logicalBaseDpi":96,"dpr":1}]})")
            .arg(size.width())
            .arg(size.height())
            .toUtf8());
    f.close();
    qputenv("QT_QPA_PLATFORM", ("offscreen:configfile=" + config).toLocal8Bit());
    int result = 0;
    {
        QApplication app(argc, argv);
        Test test;
        result = QTest::qExec(&test, argc, argv);
    }
    QFile::remove(config);
    return result;
}

} // namespace testing
