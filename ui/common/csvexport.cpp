#include "csvexport.h"

#include "io/fileio.h"
#include "preferences.h"

#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>

namespace attn {

QString saveCsvWithDialog(QWidget *parent, const QString &title, const QString &suggestedName,
                          const std::function<QByteArray(QString *error)> &produce)
{
    QString path = QFileDialog::getSaveFileName(parent, title, QDir(prefs::lastFolder.get()).filePath(suggestedName),
                                                QObject::tr("CSV (*.csv)"));
    if (path.isEmpty())
        return {};
    if (QFileInfo(path).suffix().isEmpty())
        path += QStringLiteral(".csv");
    QString error;
    const QByteArray text = produce(&error);
    if (!error.isEmpty() || !io::writeFileAtomically(path, text, &error)) {
        QMessageBox::warning(parent, title, error);
        return {};
    }
    return path;
}

} // namespace attn
