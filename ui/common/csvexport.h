// The one way the window saves a table as a CSV file (the computed table, the loss history, the
// workbench's head scores and importance): the save dialog opened in the last folder with a name
// suggested, ".csv" added to a name typed without a suffix, the file written through
// io::writeFileAtomically (the old file kept when anything fails), and the reason shown when it
// did.
#pragma once

#include <QByteArray>
#include <QString>

#include <functional>

class QWidget;

namespace attn {

// The file written, or empty when the user cancelled or writing failed (a message said why).
// `produce` makes the file's text; it is called once a path is chosen, and sets *error (then
// returning an empty array) when it cannot.
QString saveCsvWithDialog(QWidget *parent, const QString &title, const QString &suggestedName,
                          const std::function<QByteArray(QString *error)> &produce);

} // namespace attn
