// The Model dock: what a model's pass shows — the model view (every layer × every head), the
// head clicked shown large (an ordinary heatmap, with tooltips and zoom), the tokens and the
// model's guess for the next one, a progress bar with Cancel while it runs, and "Edit This
// Layer", which takes the shown layer into the editor as an ordinary session.
#pragma once

#include "modelloader.h"

#include <QWidget>

#include <memory>

class QLabel;
class QProgressBar;
class QPushButton;
class QSplitter;

namespace attn {

class HeatmapWidget;
class ModelViewWidget;

class ModelPanel : public QWidget {
    Q_OBJECT
public:
    explicit ModelPanel(QWidget *parent = nullptr);

    // A finished pass; the first head of the first layer shown large.
    void setModel(std::shared_ptr<const LoadedModel> model);
    std::shared_ptr<const LoadedModel> model() const { return m_model; }
    // Head `head` of layer `layer` (from 0) shown large and framed in the model view.
    void showHead(int layer, int head);
    int shownLayer() const { return m_layer; }
    int shownHead() const { return m_head; }

    // While a model opens and runs: the progress and a way out (Cancel asks cancelRequested).
    void setRunning(bool running);
    void setProgress(int percent);

    ModelViewWidget *modelView() const { return m_view; }

signals:
    void editLayerRequested(int layer, int head);
    void cancelRequested();
    void openRequested();

private:
    void updateSummary();

    std::shared_ptr<const LoadedModel> m_model;
    int m_layer = -1, m_head = -1;
    QLabel *m_summary;
    QProgressBar *m_progress;
    QPushButton *m_cancel;
    QPushButton *m_open;
    QSplitter *m_split;
    ModelViewWidget *m_view;
    HeatmapWidget *m_large;
    QPushButton *m_edit;
};

} // namespace attn
