// File ▸ Generate: a random session of any size (up to the limits), so a user can hit the
// T² wall without typing 4096 tokens. Sizes the machine cannot hold are refused up front; the
// estimate follows every key typed, and the last sizes are offered again (preferences.h).
#pragma once

#include "core/session.h"

#include <QDialog>

#include <cstdint>

class QDialogButtonBox;
class QLabel;
class QSpinBox;
class QComboBox;

namespace attn {

class GenerateDialog : public QDialog {
    Q_OBJECT
public:
    explicit GenerateDialog(QWidget *parent = nullptr);
    Session session() const;
    int tokens() const;
    int dModel() const;
    int heads() const;
    unsigned seed() const;

    // Remembers the sizes for next time (preferences.h), then closes.
    void accept() override;

private:
    void update();
    // The memory estimate and the Generate button for sizes as typed so far (not yet taken).
    void updateEstimate(int tokens, int dModel);

    QSpinBox *m_tokens;
    QSpinBox *m_dModel;
    QComboBox *m_heads;
    QSpinBox *m_seed;
    QLabel *m_estimate;
    QDialogButtonBox *m_buttons;
};

} // namespace attn
