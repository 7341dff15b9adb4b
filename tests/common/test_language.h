// ATTENTION_TEST_LANGUAGE=de draws a render test in that language: ctest runs the lesson's
// layout checks once more per translation (tests/CMakeLists.txt), so that German's longer words
// and Chinese's glyphs are held to the same text sizes and the same "nothing clipped" as English.
// The numbers follow the language as the window's do: German, Spanish and French draw "0,576".
#pragma once

#include "render/notation.h"

#include <QCoreApplication>
#include <QLocale>
#include <QString>
#include <QTranslator>

namespace testing {

inline QString testLanguage()
{
    return qEnvironmentVariable("ATTENTION_TEST_LANGUAGE");
}

inline void installTestLanguage()
{
    const QString lang = testLanguage();
    if (lang.isEmpty())
        return;
    // ATTENTION_TEST_QM: a .qm file to use instead of the one built in (a translator's lrelease
    // of a changed .ts, tried without a build).
    const QString file = qEnvironmentVariable("ATTENTION_TEST_QM");
    static QTranslator translator;
    if (!translator.load(file.isEmpty() ? QStringLiteral(":/i18n/attention-lab_") + lang : file))
        qFatal("ATTENTION_TEST_LANGUAGE=%s: no such translation", qPrintable(lang));
    QCoreApplication::installTranslator(&translator);
    const QLocale numbers(lang);
    attn::setDecimalComma(numbers.decimalPoint() == QLatin1String(","),
                          numbers.groupSeparator().size() == 1
                                  && numbers.groupSeparator() != QLatin1String(",")
                              ? numbers.groupSeparator().at(0)
                              : QLatin1Char('.'));
}

} // namespace testing
