// The Model dock, a workbench: what a model's pass shows — the model view (every layer × every
// head), the head clicked shown large (an ordinary heatmap, with tooltips and zoom), the
// next-token panel (the top tokens, before → after any change), the heads ranked by a score — and
// what a student can do to it: switch heads off (zero or mean) and back on, undo that, restore
// everything, badge the panels by a head score, run "switch off each head" for its importance
// (a progress bar and Cancel), export the scores and the importance as CSV, "Edit This Layer"
// (the shown layer into the editor as an ordinary session) and "Run Model With This Layer"
// (the edited layer back into the model). The state is the ModelBench's; this only shows it.
#pragma once

#include "modelbench.h"

#include <QWidget>

#include <memory>

class QComboBox;
class QLabel;
class QProgressBar;
class QPushButton;
class QSplitter;
class QTabWidget;
class QToolButton;
class QTreeWidget;

namespace attn {

class AttributionWidget;
class HeatmapWidget;
class LensPage;
class MechanismsBench;
class ModelViewWidget;
class NextTokenWidget;
class PatchingPage;
class RolloutPage;

class ModelPanel : public QWidget {
    Q_OBJECT
public:
    ModelPanel(ModelBench *bench, QWidget *parent = nullptr);

    // A finished pass; the first head of the first layer shown large, nothing changed.
    void setModel(std::shared_ptr<const LoadedModel> model);
    std::shared_ptr<const LoadedModel> model() const { return m_bench->model(); }
    // Head `head` of layer `layer` (from 0) shown large and framed in the model view.
    void showHead(int layer, int head);
    int shownLayer() const { return m_layer; }
    int shownHead() const { return m_head; }

    // While a model opens and runs: the progress and a way out (Cancel asks cancelRequested).
    void setRunning(bool running);
    void setProgress(int percent);
    // Whether the document holds a layer of this model that Run Model With This Layer can take
    // (-1: none), and, when it holds one the model cannot take, why not (the button's tooltip).
    void setLayerRunnable(int layer, const QString &whyNot = {});

    ModelViewWidget *modelView() const { return m_view; }
    // Beside the grid of heads: patching (Compare With…), the logit lens, rollout.
    MechanismsBench *mechanisms() const { return m_mechanisms; }
    QTabWidget *viewTabs() const { return m_left; }
    PatchingPage *patchingPage() const { return m_patching; }
    LensPage *lensPage() const { return m_lens; }
    RolloutPage *rolloutPage() const { return m_rollout; }
    NextTokenWidget *nextTokenView() const { return m_next; }
    HeatmapWidget *headView() const { return m_large; }
    AttributionWidget *attributionView() const { return m_why; }
    // "Why this score" for a cell of the head shown large (query row, key column): worked out in
    // the background, then shown in its tab. A key after the query has no score: nothing happens.
    void explainCell(int query, int key);

    // The scores of every head, or the importance (*error set and empty when none has run), as
    // the CSV file's text that the one save helper (ui/common/csvexport.h) writes.
    QByteArray scoresCsvBytes() const;
    // "KV cache: 72 KB a token of context (…) · 144 MB at 2048 tokens · …": what the model keeps
    // per token while it generates, beside MHA's and MQA's at the same width.
    static QString kvCacheLine(const io::Gpt2Model &model);
    // Why a layer with latent attention taken out by Edit Layer cannot be run back into the model,
    // and what Edit Layer does with such a layer.
    static QString latentRunNote();
    static QString latentEditTip();
    QByteArray importanceCsvBytes(QString *error) const;

signals:
    void editLayerRequested(int layer, int head);
    void runWithLayerRequested();
    void cancelRequested();
    void openRequested();

private:
    QWidget *makeBenchBar();
    QWidget *makeSide();
    QWidget *makeViews(); // the grid of heads and the mechanisms' pages, as tabs
    void connectBench();
    void updateSummary();
    void updateFromBench();
    void updateRanking();
    void updateAblateButton();
    void explainCell(int query, int key, int layer, int head, bool show);
    void explainAgainIfShown(); // the cell explained, again, when the run changed and its tab is in sight
    void exportCsvWithDialog(bool importance);

    ModelBench *m_bench;
    int m_layer = -1, m_head = -1;
    int m_runnableLayer = -1;
    QLabel *m_summary;
    QProgressBar *m_progress;
    QPushButton *m_cancel;
    QPushButton *m_open;
    QWidget *m_bar = nullptr;
    QPushButton *m_ablate = nullptr;
    QComboBox *m_how = nullptr;
    QPushButton *m_restore = nullptr;
    QToolButton *m_undo = nullptr;
    QToolButton *m_redo = nullptr;
    QComboBox *m_badge = nullptr;
    QPushButton *m_importance = nullptr;
    QProgressBar *m_importanceProgress = nullptr;
    QPushButton *m_importanceCancel = nullptr;
    QToolButton *m_csv = nullptr;
    QSplitter *m_split;
    ModelViewWidget *m_view;
    MechanismsBench *m_mechanisms;
    QTabWidget *m_left = nullptr;
    PatchingPage *m_patching = nullptr;
    LensPage *m_lens = nullptr;
    RolloutPage *m_rollout = nullptr;
    NextTokenWidget *m_next = nullptr;
    QTabWidget *m_tabs = nullptr;
    HeatmapWidget *m_large = nullptr;
    QTreeWidget *m_ranking = nullptr;
    AttributionWidget *m_why = nullptr;
    struct Cell {
        int layer = -1, head = -1, query = -1, key = -1;
    } m_explained; // the cell "why this score" follows, or layer −1
    bool m_whyStale = false; // the run changed since it was worked out (its tab not in sight)
    QPushButton *m_edit;
    QString m_editTip; // what Edit Layer does (a latent model's layers: latentEditTip())
    QString m_runTip; // what Run Model With This Layer does (a latent layer: latentRunNote())
    QPushButton *m_runLayer;
};

} // namespace attn
