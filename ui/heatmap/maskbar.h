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

    // "Edit by hand": while it is down, a plain click on the heatmap blocks a cell.
    QToolButton *editButton() const { return m_edit; }

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
