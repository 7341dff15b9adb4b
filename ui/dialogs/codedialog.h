// Labs ▸ Show the Code: the session's attention as NumPy and PyTorch code (io/codeexport.h),
// to copy or save and run beside the app.
#pragma once

#include "core/session.h"

#include <QDialog>

class QPlainTextEdit;
class QTabWidget;

namespace attn {

class CodeDialog : public QDialog {
    Q_OBJECT
public:
    explicit CodeDialog(const Session &session, QWidget *parent = nullptr);

private:
    void saveCurrent();

    QTabWidget *m_tabs;
    QPlainTextEdit *m_numpy;
    QPlainTextEdit *m_torch;
};

} // namespace attn
