// Training in the main window, installed with a few calls: the Train dock (beside the breakdown
// and the lesson), its entry in the View and Labs menus, and the dock brought forward when a
// session that holds a task (a target and training settings, as the learn-… presets do) opens.
#pragma once

#include <QObject>

class QAction;
class QDockWidget;
class QMainWindow;
class QMenu;

namespace attn {

class Document;
class TrainingController;
class TrainModelWindow;
class TrainPanel;

class LearnSetup : public QObject {
    Q_OBJECT
public:
    LearnSetup(QMainWindow *window, Document *doc);
    ~LearnSetup() override; // closes Train a Model's window (a window of its own) with the main one

    TrainingController *controller() const { return m_controller; }
    QDockWidget *dock() const { return m_dock; }
    void addLabsActions(QMenu *labs); // Train a Head…, Saturation Race…, Train a Model…
    void showPanel(bool race = false);
    // Labs ▸ Train a Model: its window, made when first asked for (null until then).
    TrainModelWindow *trainModelWindow() const { return m_trainModel; }
    TrainModelWindow *showTrainModel();
    // The same from the lesson's Train It Live: with the recorded run's settings.
    TrainModelWindow *showTrainModelForLesson();

signals:
    void trainModelWindowCreated(TrainModelWindow *window);

private:
    QMainWindow *m_window;
    Document *m_doc;
    TrainingController *m_controller;
    TrainPanel *m_panel;
    QDockWidget *m_dock;
    TrainModelWindow *m_trainModel = nullptr;
};

} // namespace attn
