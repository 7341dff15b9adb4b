// Labs ▸ Train a Model: a window of its own (it is a lab beside the session, not a view of it)
// where a class watches a transformer learn the induction task from random weights. Play, Pause,
// Step and Stop; the speed; the seed and the model's size; the training curves (the losses and
// every head's scores, the moment the leading heads rose marked); the grid of every layer × head
// on a held-out repeated sequence, redrawn as the run goes; heads switched off in the evaluation
// (right-click or Ctrl+click a head) while the training goes on with the whole model; a scrubber
// over the checkpoints; Open in Model Workbench at the checkpoint shown; Save Model… and the
// curves as CSV. Closing it with a trained model not saved asks first.
#pragma once

#include <QElapsedTimer>
#include <QWidget>

#include <deque>
#include <utility>

class QComboBox;
class QLabel;
class QPushButton;
class QSlider;
class QSpinBox;
class QTimer;

namespace attn {

class HeatmapWidget;
class ModelTrainingController;
class ModelViewWidget;
class TrainingCurvesWidget;
struct ModelRequest;

class TrainModelWindow : public QWidget {
    Q_OBJECT
public:
    // Without a parent it is a window of its own that the main window can come in front of
    // (Open in Model Workbench); LearnSetup owns it.
    explicit TrainModelWindow(QWidget *parent = nullptr);

    ModelTrainingController *controller() const { return m_controller; }
    // Asks, when a trained model is not saved, whether to save it, let it go or stay; true when
    // it may go (saved, or let go). The main window asks it before it closes.
    bool maybeDiscard();
    // Ends the run and lets what was trained go (after maybeDiscard()).
    void discard();

    // Asks where, then saves the model shown (or the newest, as closing asks to); false when
    // cancelled or it failed (said why).
    bool saveModelWithDialog(bool newest = false);
    void openInWorkbench();
    // The lesson's Train It Live: the recorded run's settings (seed 1, the task's default sizes)
    // in the fields when no run is going; a run of other settings is kept, and the status line
    // says how to get the lesson's.
    void useLessonSettings();
    // Opened from Labs ▸ Train a Model: a run of any settings is the student's own again.
    void forgetLessonRequest();

signals:
    // Open in Model Workbench: the main window opens this in its model dock.
    void openModelRequested(const ModelRequest &request);

protected:
    void closeEvent(QCloseEvent *event) override;

private:
    QWidget *makeControls();
    QWidget *makeScrubber();
    void syncState(); // the controller → buttons, settings, status line
    void syncCurves();
    void syncGrid();
    void syncScrubber();
    void applySettings(); // the size and seed fields → the controller
    bool confirmNewRun(); // before a new run replaces a trained model not saved

    ModelTrainingController *m_controller;
    QPushButton *m_play = nullptr;
    QPushButton *m_step = nullptr;
    QPushButton *m_stop = nullptr;
    QComboBox *m_speed = nullptr;
    QSpinBox *m_seed = nullptr;
    QSpinBox *m_layers = nullptr;
    QSpinBox *m_heads = nullptr;
    QComboBox *m_dModel = nullptr;
    QSpinBox *m_every = nullptr;
    QLabel *m_status = nullptr;
    TrainingCurvesWidget *m_curves = nullptr;
    ModelViewWidget *m_grid = nullptr;
    HeatmapWidget *m_large = nullptr; // the selected head, else the leading induction head
    QLabel *m_largeNote = nullptr;
    QLabel *m_gridNote = nullptr;
    QPushButton *m_restore = nullptr;
    QSlider *m_scrubber = nullptr;
    QLabel *m_scrubberText = nullptr;
    QPushButton *m_open = nullptr;
    QPushButton *m_save = nullptr;
    QPushButton *m_csv = nullptr;
    QTimer *m_curvesTimer = nullptr;
    bool m_syncing = false;
    bool m_lessonAsked = false; // Train It Live pressed: say when the run is not the lesson's
    QElapsedTimer m_clock; // for the steps a second shown while playing
    std::deque<std::pair<qint64, int>> m_rate; // (ms, steps done) over the last two seconds
};

} // namespace attn
