// The workbench's views of how the model computes its answer, each a tab beside the grid of
// heads (the MechanismsBench computes, these only show):
//
//   PatchingPage  Compare With… a second text, then the two patching grids (residual stream:
//                 layers × positions; heads: layers × heads) with progress and Cancel; a click
//                 on a cell opens that layer and head.
//   LensPage      the logit lens of the run shown: the top token in each cell, or the answer's
//                 rank traced through the layers; a click shows that position's next tokens.
//   RolloutPage   attention rollout of the run shown, one T×T map (an ordinary heatmap: hover,
//                 zoom, export, CSV).
#pragma once

#include "core/conventions.h"

#include <QWidget>

#include <memory>

class QComboBox;
class QLabel;
class QProgressBar;
class QPushButton;
class QSplitter;

namespace attn {

namespace gpt2 {
struct LogitLens;
} // namespace gpt2

class HeatmapWidget;
class LayerGridWidget;
class MechanismsBench;

class PatchingPage : public QWidget {
    Q_OBJECT
public:
    PatchingPage(MechanismsBench *mechanisms, QWidget *parent = nullptr);

    LayerGridWidget *residGrid() const { return m_resid; }
    LayerGridWidget *headsGrid() const { return m_heads; }
    QPushButton *compareButton() const { return m_compare; }
    QPushButton *cancelButton() const { return m_cancel; }
    QProgressBar *progress() const { return m_progress; }
    QLabel *summary() const { return m_summary; }
    void setOpenHead(int layer, int head); // framed in the grids

public slots:
    void compareWithDialog(); // the dialog, then the run

signals:
    void headRequested(int layer, int head);
    void layerRequested(int layer);

protected:
    void resizeEvent(QResizeEvent *e) override;

private:
    void update();

    MechanismsBench *m_mechanisms;
    QPushButton *m_compare;
    QLabel *m_summary;
    QProgressBar *m_progress;
    QPushButton *m_cancel;
    LayerGridWidget *m_resid, *m_heads;
    QSplitter *m_grids;
    int m_layer = -1, m_head = -1;
};

class LensPage : public QWidget {
    Q_OBJECT
public:
    LensPage(MechanismsBench *mechanisms, QWidget *parent = nullptr);

    LayerGridWidget *grid() const { return m_grid; }
    QComboBox *showBox() const { return m_show; }
    // Worked out when it is in sight and missing or stale (the panel calls this on showing it).
    void refreshIfNeeded();

signals:
    void positionRequested(int position);

private:
    void update();

    MechanismsBench *m_mechanisms;
    QLabel *m_summary;
    QComboBox *m_show;
    QProgressBar *m_progress;
    LayerGridWidget *m_grid;
    struct {
        std::shared_ptr<const gpt2::LogitLens> lens;
        bool rank = false;
    } m_built; // what the grid shows was made of
};

class RolloutPage : public QWidget {
    Q_OBJECT
public:
    RolloutPage(MechanismsBench *mechanisms, QWidget *parent = nullptr);

    HeatmapWidget *map() const { return m_map; }
    void refreshIfNeeded();

private:
    void update();

    MechanismsBench *m_mechanisms;
    QLabel *m_summary;
    HeatmapWidget *m_map;
    QString m_intro;
    std::shared_ptr<const Matrix> m_built; // the rollout the map was made of
};

} // namespace attn
