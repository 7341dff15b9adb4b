// File ▸ Open Model…: which folder (a GPT-2-family model in the Hugging Face layout) and what
// to run it on — a sentence, or token ids separated by commas. It only asks; ModelLoader opens.
#pragma once

#include "modelloader.h"

#include <QDialog>

#include <optional>

class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QRadioButton;

namespace attn {

class OpenModelDialog : public QDialog {
    Q_OBJECT
public:
    explicit OpenModelDialog(QWidget *parent = nullptr);

    // What was asked, or std::nullopt with *error (no folder, ids that are not whole numbers).
    std::optional<ModelRequest> request(QString *error) const;
    // "5, 12,7" → {5, 12, 7}; std::nullopt with *error naming the first bad entry.
    static std::optional<std::vector<int>> parseIds(const QString &text, QString *error);

    void accept() override;

private:
    void browse();
    QLineEdit *m_folder;
    QPlainTextEdit *m_text;
    QRadioButton *m_asText;
    QRadioButton *m_asIds;
    QLabel *m_problem;
    QDialogButtonBox *m_buttons;
};

} // namespace attn
