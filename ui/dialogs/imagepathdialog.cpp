#include "imagepathdialog.h"

#include <QFileDialog>
#include <QFileInfo>
#include <QObject>

namespace attn {

QString askImagePath(QWidget *parent, const QString &title, const QString &suggestedName)
{
    const QString png = QObject::tr("PNG image (*.png)"), svg = QObject::tr("SVG drawing (*.svg)"),
                  pdf = QObject::tr("PDF document (*.pdf)");
    QString filter;
    QString path = QFileDialog::getSaveFileName(parent, title, suggestedName, QStringList{png, svg, pdf}.join(QStringLiteral(";;")), &filter);
    if (!path.isEmpty() && QFileInfo(path).suffix().isEmpty())
        path += filter == svg ? QStringLiteral(".svg") : filter == pdf ? QStringLiteral(".pdf") : QStringLiteral(".png");
    return path;
}

} // namespace attn
