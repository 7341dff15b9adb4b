// English plural forms for every program that shows the app's words (the window, the command
// line, the tests): "%n step(s)" in the code reads "1 step" and "2 steps" only through the
// English translation file (resources/translations/attention-lab_en.ts, plural forms alone).
// Installed as the application object starts, before any text is made; a language chosen
// later (ui/common/language.h) is installed on top and is searched first.
//
// Built as an object of its own and linked into every program that links render/, so that the
// start-up hook is never dropped by the linker as an unused member of a static library.
#include <QCoreApplication>
#include <QTranslator>

namespace {

void installEnglishPlurals()
{
    auto *english = new QTranslator(QCoreApplication::instance());
    if (english->load(QStringLiteral(":/i18n/attention-lab_en.qm")))
        QCoreApplication::installTranslator(english);
    else
        delete english;
}

} // namespace

Q_COREAPP_STARTUP_FUNCTION(installEnglishPlurals)
