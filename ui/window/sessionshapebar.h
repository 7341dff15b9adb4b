// The session's shape on the toolbar: d_model, the number of heads (with d_k), the scale.
// Three groups of controls, each its own toolbar item, so a narrow window moves whole groups
// into the toolbar's overflow instead of cutting them. Reads from the document, writes
// through it (every change is undoable). The masks live in the mask bar above the heatmap.
#pragma once

#include <QObject>

#include <vector>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QSlider;
class QSpinBox;
class QWidget;

namespace attn {

class Document;

class SessionShapeBar : public QObject {
    Q_OBJECT
public:
    // The groups' widgets are children of `parent` until a toolbar takes them.
    explicit SessionShapeBar(Document *doc, QWidget *parent);

    // d_model; heads and d_k; the scale (mode, factor, slider), in toolbar order.
    const std::vector<QWidget *> &groups() const { return m_groups; }

    enum ScaleMode { ScaleSqrtDk = 0, ScaleNone = 1, ScaleCustom = 2 };

private:
    void syncFromDocument();
    QString headsToolTip() const;
    void applyScaleMode();

    Document *m_doc;
    QSpinBox *m_dModel;
    QComboBox *m_heads;
    QComboBox *m_scaleMode;
    QDoubleSpinBox *m_scale;
    QSlider *m_slider;
    QLabel *m_dk;
    std::vector<QWidget *> m_groups;
};

} // namespace attn
