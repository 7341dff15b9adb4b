// The model's shape and switches: d_model, number of heads, scale, causal mask.
// Reads from the document, writes through it (so every change is undoable).
#pragma once

#include <QWidget>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QSlider;
class QSpinBox;

namespace attn {

class Document;

class ModelSettings : public QWidget
{
    Q_OBJECT
public:
    explicit ModelSettings(Document *doc, QWidget *parent = nullptr);

    // For tests and the main window's shortcuts.
    QSpinBox *dModelBox() const { return m_dModel; }
    QComboBox *headsBox() const { return m_heads; }
    QComboBox *scaleModeBox() const { return m_scaleMode; }
    QDoubleSpinBox *scaleBox() const { return m_scale; }
    QSlider *scaleSlider() const { return m_slider; }
    QCheckBox *causalBox() const { return m_causal; }

    enum ScaleMode { ScaleSqrtDk = 0, ScaleNone = 1, ScaleCustom = 2 };

private:
    void syncFromDocument();
    void applyScaleMode();

    Document *m_doc;
    QSpinBox *m_dModel;
    QComboBox *m_heads;
    QComboBox *m_scaleMode;
    QDoubleSpinBox *m_scale;
    QSlider *m_slider;
    QLabel *m_dk;
    QCheckBox *m_causal;
};

} // namespace attn
