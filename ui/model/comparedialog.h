// Compare with…: the second text for activation patching, checked as it is typed (the same token
// count as the first, else why), and the answer and the wrong token picked from the model's top
// next tokens (or typed: a one-token continuation, or #ID). What is patched: the residual stream,
// the heads' outputs, or both. Accepting gives a PatchingSetup the MechanismsBench runs.
#pragma once

#include "mechanismsbench.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;

namespace attn {

class CompareDialog : public QDialog {
    Q_OBJECT
public:
    CompareDialog(const MechanismsBench *mechanisms, QWidget *parent = nullptr);

    QLineEdit *textEdit() const { return m_text; }
    QComboBox *answerBox() const { return m_answer; }
    QComboBox *wrongBox() const { return m_wrong; }
    QLabel *status() const { return m_status; }
    QPushButton *runButton() const { return m_run; }

    // What was chosen, once accepted.
    const PatchingSetup &setup() const { return m_setup; }

    void accept() override; // the answers resolved first: a problem is shown and the dialog stays

private:
    void check();
    void fillTokens(QComboBox *box, int chosen);
    std::optional<int> chosenToken(QComboBox *box, const QString &name, QString *error) const;

    const MechanismsBench *m_mechanisms;
    QLineEdit *m_text;
    QComboBox *m_answer, *m_wrong;
    QCheckBox *m_resid, *m_heads;
    QLabel *m_status;
    QPushButton *m_run;
    PatchingSetup m_setup;
};

} // namespace attn
