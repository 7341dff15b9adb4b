#include "mainwindow.h"

#include <QLabel>

namespace attn {

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent)
{
    setWindowTitle(tr("Attention Lab"));
    setCentralWidget(new QLabel(tr("Attention Lab"), this));
}

} // namespace attn
