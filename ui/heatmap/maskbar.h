// The mask controls above the heatmap: causal, a sliding window, a prefix seen both ways,
// packed sentences, and cells blocked by hand. Each change is one undo step of the document;
// the controls follow the document (undo, a file, a preset) and never hold state of their own.
#pragma once

#include <QWidget>

class QCheckBox;
class QLabel;
class QSpinBox;
class QToolButton;

namespace attn {

class Document;

class MaskBar : public QWidget {
    Q_OBJECT
public:
    explicit MaskBar(Document *doc, QWidget *parent = nullptr);

    QCheckBox *causalBox() const { return m_causal; }
    QCheckBox *windowBox() const { return m_windowOn; }
    QSpinBox *windowSpin() const { return m_window; }
    QSpinBox *prefixSpin() const { return m_prefix; }
    QCheckBox *sentencesBox() const { return m_sentences; }
    QToolButton *editButton() const { return m_edit; }
    QToolButton *clearButton() const { return m_clear; }

private:
    void syncFromDocument();

    Document *m_doc;
    QCheckBox *m_causal;
    QCheckBox *m_windowOn;
    QSpinBox *m_window;
    QLabel *m_prefixLabel;
    QSpinBox *m_prefix;
    QCheckBox *m_sentences;
    QToolButton *m_edit;
    QToolButton *m_clear;
};

} // namespace attn
