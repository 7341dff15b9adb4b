// Labs ▸ Why divide by √d_k: the lesson's numerical check. Random q and k with unit-variance
// components; the spread of q·k grows like √d_k, and dividing by √d_k brings it back to 1.
// Below, what that spread does to a softmax: scores 8, 0, −8 saturate; divided by 8 they don't.
#pragma once

#include <QDialog>

class QLabel;
class QPushButton;
class QSpinBox;
class QTableWidget;

namespace attn {

class BackgroundRunner;

class ScalingLabDialog : public QDialog
{
    Q_OBJECT
public:
    explicit ScalingLabDialog(QWidget *parent = nullptr);

    QTableWidget *table() const { return m_table; }
    QSpinBox *samplesBox() const { return m_samples; }
    QPushButton *runButton() const { return m_run; }
    QLabel *saturationLabel() const { return m_saturation; }
    bool isRunning() const { return m_running; }

signals:
    void finished();       // a run's numbers are in the table
    void openPreset(const QString &name);

public slots:
    void run();

private:
    QTableWidget *m_table;
    QSpinBox *m_samples;
    QSpinBox *m_seed;
    QPushButton *m_run;
    QLabel *m_saturation;
    BackgroundRunner *m_runner;
    bool m_running = false;
};

} // namespace attn
