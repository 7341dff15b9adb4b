// attention-lab: the window, or a command-line action (ui/commandline.h decides).
#include "core/memory.h"
#include "ui/commandline.h"
#include "ui/mainwindow.h"

#include <QApplication>
#include <QMessageBox>

#include <cstdio>

int main(int argc, char **argv)
{
    attn::keepFreedMemoryForReuse();
    QStringList raw;
    for (int i = 0; i < argc; ++i)
        raw << QString::fromLocal8Bit(argv[i]);
    if (attn::cli::isCommand(raw))
        return attn::cli::run(argc, argv);

    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("attention-lab"));
    QApplication::setApplicationDisplayName(QStringLiteral("Attention Lab"));
    QApplication::setOrganizationName(QStringLiteral("attention-lab"));

    QString error;
    const QString file = attn::cli::fileArgument(QApplication::arguments(), &error);
    if (!error.isEmpty()) {
        std::fprintf(stderr, "attention-lab: %s\n", qPrintable(error));
        return attn::cli::BadInput;
    }
    attn::MainWindow window;
    window.show();
    // Unsaved work a crash left behind comes first: restored, it is not replaced by the file.
    if (!window.offerRecovery(file) && !file.isEmpty())
        window.openFile(file); // a broken file shows its message; the lesson stays loaded
    return QApplication::exec();
}
