// Prints the MIME type Qt gives each file named on the command line, one a line, by name and
// content as a Qt file manager or file dialog asks. tst_install runs it with the data
// directories it sets up: Qt reads them once per process, so each setup needs a process.
#include <QCoreApplication>
#include <QMimeDatabase>

#include <cstdio>

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QMimeDatabase db;
    for (int i = 1; i < argc; ++i)
        std::printf("%s\n", qPrintable(db.mimeTypeForFile(QString::fromLocal8Bit(argv[i])).name()));
    return 0;
}
