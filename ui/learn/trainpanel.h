// The Train panel: what to train (the four matrices, the biases, the embeddings), the optimizer,
// the learning rate (a slider on a log scale and a field), the speed; Play, Pause, Step, Reset and
// Race; the loss curve; in a race, the two heads' weights side by side; and the gradient of the
// matrix chosen beside its values, coloured on a scale centred on 0.
#pragma once

#include <QWidget>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QPushButton;
class QSlider;
class QSpinBox;
class QStackedWidget;
class QTabWidget;

namespace attn {

class Document;
class HeatmapWidget;
class LossCurveWidget;
class MatrixModel;
class MatrixView;
class TrainingController;

class TrainPanel : public QWidget {
    Q_OBJECT
public:
    TrainPanel(Document *doc, TrainingController *controller, QWidget *parent = nullptr);

    // The settings from a session's `training` (optimizer and learning rate), if it has one.
    void adoptSessionSettings();
    // In its scroll area the panel takes the dock's size and scrolls only below its minimum: its
    // parts' own wishes (tables, maps) would make it taller than any dock.
    QSize sizeHint() const override { return minimumSizeHint(); }

private:
    QWidget *makeControls();
    QWidget *makeSettings();
    QWidget *makeTarget();
    QWidget *makeGradient();
    void applySettings(); // the widgets → the controller
    void syncState(); // the controller → the buttons and the status line
    void syncCurve(); // the runs → the loss curve (and the race's maps)
    void setLearningRate(double lr); // slider and field together

    Document *m_doc;
    TrainingController *m_controller;
    QLabel *m_status = nullptr;
    QPushButton *m_play = nullptr;
    QPushButton *m_step = nullptr;
    QPushButton *m_reset = nullptr;
    QCheckBox *m_race = nullptr;
    std::vector<QCheckBox *> m_params; // W_Q, W_K, W_V, W_O, biases, embeddings
    QComboBox *m_optimizer = nullptr;
    QSlider *m_lrSlider = nullptr;
    QDoubleSpinBox *m_lr = nullptr;
    QSpinBox *m_speed = nullptr;
    LossCurveWidget *m_curve = nullptr;
    QWidget *m_raceMaps = nullptr;
    HeatmapWidget *m_scaledMap = nullptr;
    HeatmapWidget *m_unscaledMap = nullptr;
    QTabWidget *m_below = nullptr; // Target | Gradient
    QComboBox *m_gradientOf = nullptr;
    MatrixView *m_values = nullptr;
    MatrixView *m_gradient = nullptr;
    QLabel *m_valuesCaption = nullptr;
    QLabel *m_gradientCaption = nullptr;
    bool m_syncing = false;
};

} // namespace attn
