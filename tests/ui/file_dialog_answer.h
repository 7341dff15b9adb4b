// Answers the next file dialog (a QFileDialog opened modal by the window) with a path, typed into
// its name field as a user does, then accepted. The answer is looked for until the dialog is
// there, for ten seconds at most.
#pragma once

#include <QApplication>
#include <QFileDialog>
#include <QLineEdit>
#include <QTimer>

namespace testing {

inline void answerFileDialog(const QString &path)
{
    auto *timer = new QTimer;
    timer->setInterval(20);
    QObject::connect(timer, &QTimer::timeout, [timer, path] {
        if (auto *f = qobject_cast<QFileDialog *>(QApplication::activeModalWidget())) {
            timer->stop();
            timer->deleteLater();
            // Typed into the name field (selectFile() races the dialog's own filling of that
            // field with the suggested name).
            if (auto *name = f->findChild<QLineEdit *>(QStringLiteral("fileNameEdit")))
                name->setText(path);
            else
                f->selectFile(path);
            static_cast<QDialog *>(f)->accept(); // QFileDialog::accept() is protected
        }
    });
    timer->start();
    QTimer::singleShot(10000, timer, &QObject::deleteLater);
}

} // namespace testing
