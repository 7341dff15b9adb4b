#include "codedialog.h"

#include "ui/common/appearance.h"

#include "io/codeexport.h"
#include "io/fileio.h"

#include <QApplication>
#include <QClipboard>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFontDatabase>
#include <QLabel>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTabWidget>
#include <QVBoxLayout>

namespace attn {

CodeDialog::CodeDialog(const Session &session, QWidget *parent)
    : QDialog(parent)
    , m_tabs(new QTabWidget(this))
    , m_numpy(new QPlainTextEdit(this))
    , m_torch(new QPlainTextEdit(this))
{
    setWindowTitle(tr("The Code: This Session's Attention in NumPy and PyTorch"));
    m_numpy->setObjectName(QStringLiteral("numpyCode"));
    m_torch->setObjectName(QStringLiteral("torchCode"));
    for (QPlainTextEdit *e : { m_numpy, m_torch }) {
        e->setReadOnly(true);
        Appearance::instance().follow(e, 1.15, true);
        e->setLineWrapMode(QPlainTextEdit::NoWrap);
    }
    m_numpy->setPlainText(io::attentionCode(session, io::CodeFlavour::NumPy));
    m_torch->setPlainText(io::attentionCode(session, io::CodeFlavour::PyTorch));
    m_tabs->addTab(m_numpy, tr("NumPy"));
    m_tabs->addTab(m_torch, tr("PyTorch"));

    auto *note
        = new QLabel(tr("Run it with Python to get the numbers the app shows. Large sessions are read from "
                        "session.json: save the session next to the script (File ▸ Save As)."),
                     this);
    note->setWordWrap(true);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    QPushButton *copy = buttons->addButton(tr("&Copy"), QDialogButtonBox::ActionRole);
    QPushButton *save = buttons->addButton(tr("&Save As…"), QDialogButtonBox::ActionRole);
    connect(copy, &QPushButton::clicked, this, [this] {
        QApplication::clipboard()->setText(
            static_cast<QPlainTextEdit *>(m_tabs->currentWidget())->toPlainText());
    });
    connect(save, &QPushButton::clicked, this, &CodeDialog::saveCurrent);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(note);
    layout->addWidget(m_tabs, 1);
    layout->addWidget(buttons);
    resize(900, 700);
}

void CodeDialog::saveCurrent()
{
    const bool numpy = m_tabs->currentWidget() == m_numpy;
    QString path = QFileDialog::getSaveFileName(this, tr("Save Code"),
                                                numpy ? QStringLiteral("attention_numpy.py")
                                                      : QStringLiteral("attention_torch.py"),
                                                tr("Python (*.py)"));
    if (path.isEmpty())
        return;
    QString error;
    if (!io::writeFileAtomically(
            path, static_cast<QPlainTextEdit *>(m_tabs->currentWidget())->toPlainText().toUtf8(), &error))
        QMessageBox::warning(this, tr("Cannot save"), error);
}

} // namespace attn
