#include "modelpanel.h"

#include "attributionwidget.h"
#include "mechanismsbench.h"
#include "mechanismspages.h"
#include "modelviewwidget.h"
#include "nexttokenwidget.h"

#include "core/model/kvcache.h"
#include "render/notation.h"
#include "render/workbenchcsv.h"
#include "ui/common/csvexport.h"
#include "ui/common/flowlayout.h"
#include "ui/heatmap/heatmapwidget.h"

#include <QAction>
#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QMenu>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QSplitter>
#include <QTabWidget>
#include <QToolButton>
#include <QTreeWidget>
#include <QUndoStack>
#include <QVBoxLayout>

#include <algorithm>

namespace attn {

ModelPanel::ModelPanel(ModelBench *bench, QWidget *parent)
    : QWidget(parent)
    , m_bench(bench)
    , m_summary(new QLabel(this))
    , m_progress(new QProgressBar(this))
    , m_cancel(new QPushButton(tr("Cancel"), this))
    , m_open(new QPushButton(tr("Open Model…"), this))
    , m_split(new QSplitter(Qt::Horizontal, this))
    , m_view(new ModelViewWidget(m_split))
    , m_mechanisms(new MechanismsBench(bench, this))
    , m_edit(new QPushButton(this))
    , m_runLayer(new QPushButton(tr("Run Model With This Layer"), this))
{
    setObjectName(QStringLiteral("modelPanel"));
    m_summary->setObjectName(QStringLiteral("modelSummary"));
    m_progress->setObjectName(QStringLiteral("modelProgress"));
    m_summary->setWordWrap(true);
    m_summary->setTextFormat(Qt::PlainText);
    m_summary->setText(
        tr("File ▸ Open Model… opens a GPT-2, Llama, Mistral, Qwen, Gemma, GPT-OSS, DeepSeek or BLOOM model "
           "from its folder "
           "(no network needed) and shows "
           "what every head of every layer does on your sentence."));
    m_progress->setRange(0, 100);
    m_progress->setFormat(tr("Opening and running the model… %p%"));
    // Wide enough for its words at any zoom: the label is never cut to "Opening and ru…".
    m_progress->setMinimumWidth(m_progress->fontMetrics().horizontalAdvance(m_progress->format() + QStringLiteral(" 100%"))
                                + m_progress->fontMetrics().height() * 2);
    m_cancel->setObjectName(QStringLiteral("modelCancel"));
    m_cancel->setToolTip(tr("Stop: nothing changes"));
    m_open->setObjectName(QStringLiteral("modelOpen"));
    m_edit->setObjectName(QStringLiteral("editLayer"));
    m_edit->setAccessibleName(tr("Edit this layer as a session"));
    m_editTip = tr("This layer as an ordinary session: its input as the embeddings, its W_Q, W_K, W_V, W_O and "
                   "biases, causal, all its heads — every table, view, mask and the lesson then work on it (Undo "
                   "brings back what was there)");
    m_edit->setToolTip(m_editTip);
    m_runLayer->setObjectName(QStringLiteral("runWithLayer"));
    m_runTip = tr("Run the whole model again with the layer as edited in the tables (W_Q, W_K, W_V, "
                  "W_O, biases, scale) and show its prediction beside the original");
    m_runLayer->setToolTip(m_runTip);
    m_runLayer->setEnabled(false);
    setRunning(false);

    m_bar = makeBenchBar();
    m_split->addWidget(makeViews());
    m_split->addWidget(makeSide());
    // The grid of panels and the side column (next token above the head) about half and half:
    // the next-token bars must be read from the back of the room.
    m_split->setStretchFactor(0, 1);
    m_split->setStretchFactor(1, 1);
    m_split->setSizes({ 520, 480 });
    m_split->setChildrenCollapsible(false);

    auto *top = new QHBoxLayout;
    top->addWidget(m_summary, 1);
    top->addWidget(m_progress);
    top->addWidget(m_cancel);
    top->addWidget(m_open);
    auto *bottom = new QHBoxLayout;
    bottom->addStretch(1);
    bottom->addWidget(m_edit);
    bottom->addWidget(m_runLayer);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(top);
    layout->addWidget(m_bar);
    layout->addWidget(m_split, 1);
    layout->addLayout(bottom);

    connect(m_view, &ModelViewWidget::headActivated, this, &ModelPanel::showHead);
    connect(m_cancel, &QPushButton::clicked, this, &ModelPanel::cancelRequested);
    connect(m_open, &QPushButton::clicked, this, &ModelPanel::openRequested);
    connect(m_edit, &QPushButton::clicked, this, [this] {
        if (model() && m_layer >= 0)
            emit editLayerRequested(m_layer, m_head);
    });
    connect(m_runLayer, &QPushButton::clicked, this, &ModelPanel::runWithLayerRequested);
    connectBench();
    m_bar->hide();
    m_split->hide();
    m_edit->hide();
    m_runLayer->hide();
}

QWidget *ModelPanel::makeBenchBar()
{
    auto *bar = new QWidget(this);
    bar->setObjectName(QStringLiteral("modelBenchBar"));
    auto *flow = new FlowLayout(bar);
    flow->setContentsMargins(0, 0, 0, 0);
    m_ablate = new QPushButton(bar);
    m_ablate->setObjectName(QStringLiteral("ablateHead"));
    m_ablate->setAccessibleName(tr("Switch the selected head off"));
    m_ablate->setCheckable(true);
    m_ablate->setToolTip(
        tr("Switch the head shown large off (or back on): the model runs again without it and "
           "the next-token panel shows what changed. Ctrl+click any panel does the same."));
    m_how = new QComboBox(bar);
    m_how->setObjectName(QStringLiteral("ablationMode"));
    m_how->addItem(tr("Off = output zero"));
    m_how->addItem(tr("Off = output its mean"));
    m_how->setToolTip(tr("What a switched-off head gives: zero, or its output averaged over this sentence's "
                         "positions (the command line's --ablate-with)"));
    m_restore = new QPushButton(tr("Restore All"), bar);
    m_restore->setObjectName(QStringLiteral("restoreAll"));
    m_restore->setToolTip(tr("Every head back on and the model's own layers back (one undo step)"));
    // Undo and Redo keep their short names (what they would undo is in their tooltips), so the
    // bar keeps its shape while the student clicks.
    QUndoStack *stack = m_bench->undoStack();
    auto *undo = new QAction(tr("Undo"), this);
    auto *redo = new QAction(tr("Redo"), this);
    undo->setEnabled(false);
    redo->setEnabled(false);
    connect(undo, &QAction::triggered, stack, &QUndoStack::undo);
    connect(redo, &QAction::triggered, stack, &QUndoStack::redo);
    connect(stack, &QUndoStack::canUndoChanged, undo, &QAction::setEnabled);
    connect(stack, &QUndoStack::canRedoChanged, redo, &QAction::setEnabled);
    connect(stack, &QUndoStack::undoTextChanged, undo,
            [undo](const QString &text) { undo->setToolTip(tr("Undo: %1").arg(text)); });
    connect(stack, &QUndoStack::redoTextChanged, redo,
            [redo](const QString &text) { redo->setToolTip(tr("Redo: %1").arg(text)); });
    m_undo = new QToolButton(bar);
    m_undo->setObjectName(QStringLiteral("benchUndo"));
    m_undo->setDefaultAction(undo);
    m_redo = new QToolButton(bar);
    m_redo->setObjectName(QStringLiteral("benchRedo"));
    m_redo->setDefaultAction(redo);
    m_badge = new QComboBox(bar);
    m_badge->setObjectName(QStringLiteral("headBadge"));
    for (HeadBadge b : { HeadBadge::None, HeadBadge::PreviousToken, HeadBadge::FirstToken, HeadBadge::Self,
                         HeadBadge::Induction, HeadBadge::Importance, HeadBadge::SinkMass })
        m_badge->addItem(tr("Badges: %1").arg(headBadgeName(b)), int(b));
    m_badge->setToolTip(
        tr("Mark every panel with a head score (previous token, first token, self, induction: see "
           "the manual), once measured its importance, or (GPT-OSS) the weight its sink takes"));
    m_importance = new QPushButton(tr("Importance…"), bar);
    m_importance->setObjectName(QStringLiteral("runImportance"));
    m_importance->setToolTip(tr("Switch off each head alone and measure how much the model's top next token "
                                "loses without it (n_layer × n_head runs)"));
    m_importanceProgress = new QProgressBar(bar);
    m_importanceProgress->setObjectName(QStringLiteral("importanceProgress"));
    m_importanceProgress->setRange(0, 100);
    m_importanceProgress->setFormat(tr("Importance %p%"));
    m_importanceCancel = new QPushButton(tr("Cancel"), bar);
    m_importanceCancel->setObjectName(QStringLiteral("importanceCancel"));
    m_importanceProgress->hide();
    m_importanceCancel->hide();
    m_csv = new QToolButton(bar);
    m_csv->setObjectName(QStringLiteral("exportBenchCsv"));
    m_csv->setText(tr("Export CSV"));
    m_csv->setPopupMode(QToolButton::InstantPopup);
    auto *menu = new QMenu(m_csv);
    menu->addAction(tr("Head Scores as CSV…"), this, [this] { exportCsvWithDialog(false); })
        ->setObjectName(QStringLiteral("exportScoresCsv"));
    QAction *importanceCsv
        = menu->addAction(tr("Importance as CSV…"), this, [this] { exportCsvWithDialog(true); });
    importanceCsv->setObjectName(QStringLiteral("exportImportanceCsv"));
    connect(menu, &QMenu::aboutToShow, this,
            [this, importanceCsv] { importanceCsv->setEnabled(bool(m_bench->importance())); });
    m_csv->setMenu(menu);
    for (QWidget *w :
         std::initializer_list<QWidget *> { m_ablate, m_how, m_restore, m_undo, m_redo, m_badge, m_importance,
                                            m_importanceProgress, m_importanceCancel, m_csv })
        flow->addWidget(w);
    return bar;
}

QWidget *ModelPanel::makeViews()
{
    m_left = new QTabWidget(m_split);
    m_left->setObjectName(QStringLiteral("modelViewTabs"));
    m_patching = new PatchingPage(m_mechanisms, m_left);
    m_lens = new LensPage(m_mechanisms, m_left);
    m_rollout = new RolloutPage(m_mechanisms, m_left);
    m_left->addTab(m_view, tr("Every Head"));
    m_left->addTab(m_patching, tr("Patching"));
    m_left->addTab(m_lens, tr("Logit Lens"));
    m_left->addTab(m_rollout, tr("Rollout"));
    m_left->setTabToolTip(0, tr("Every layer × every head on your text; click one to show it large"));
    m_left->setTabToolTip(1, tr("Which layers, positions and heads carry the answer (Compare With… a second text)"));
    m_left->setTabToolTip(2, tr("When does the model know? Each layer's stream read through the unembedding"));
    m_left->setTabToolTip(3, tr("Attention followed through every layer: one map for the whole model"));
    connect(m_left, &QTabWidget::currentChanged, this, [this] {
        // Worked out when first looked at (and again after a change), not on every change.
        if (m_left->currentWidget() == m_lens)
            m_lens->refreshIfNeeded();
        else if (m_left->currentWidget() == m_rollout)
            m_rollout->refreshIfNeeded();
    });
    connect(m_patching, &PatchingPage::headRequested, this, [this](int layer, int head) {
        showHead(layer, head);
        m_tabs->setCurrentWidget(m_large);
    });
    connect(m_patching, &PatchingPage::layerRequested, this, [this](int layer) {
        showHead(layer, std::max(m_head, 0));
        m_tabs->setCurrentWidget(m_large);
    });
    connect(m_lens, &LensPage::positionRequested, m_bench, &ModelBench::setPosition);
    return m_left;
}

QWidget *ModelPanel::makeSide()
{
    auto *side = new QSplitter(Qt::Vertical, m_split);
    side->setObjectName(QStringLiteral("modelSide"));
    m_next = new NextTokenWidget(side);
    m_tabs = new QTabWidget(side);
    m_tabs->setObjectName(QStringLiteral("modelSideTabs"));
    m_large = new HeatmapWidget(m_tabs);
    m_large->setObjectName(QStringLiteral("modelHeadView"));
    m_ranking = new QTreeWidget(m_tabs);
    m_ranking->setObjectName(QStringLiteral("headRanking"));
    m_ranking->setAccessibleName(tr("Heads ranked by their score"));
    m_ranking->setRootIsDecorated(false);
    m_ranking->setHeaderLabels({ tr("Head"), tr("L.H"), tr("Score") });
    m_ranking->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_ranking->setToolTip(tr("The heads with the highest badge value; click one to show it large"));
    m_why = new AttributionWidget(m_tabs);
    m_why->setToolTip(tr("Click a cell of the head's map: its score split by where the query's and the key's "
                         "residual streams came from"));
    m_tabs->addTab(m_large, tr("Head"));
    m_tabs->addTab(m_why, tr("Why This Score"));
    m_tabs->addTab(m_ranking, tr("Top Heads"));
    connect(m_large, &HeatmapWidget::cellClicked, this, [this](int row, int col) { explainCell(row, col); });
    side->addWidget(m_next);
    side->addWidget(m_tabs);
    // The head shown large (and why a score) as tall as the next-token bars: a map a class can
    // read, larger than the grid's panels, and bars still read from the back.
    side->setStretchFactor(0, 1);
    side->setStretchFactor(1, 1);
    side->setSizes({ 500, 500 });
    side->setChildrenCollapsible(false);
    connect(m_ranking, &QTreeWidget::itemActivated, this, [this](QTreeWidgetItem *item) {
        showHead(item->data(0, Qt::UserRole).toInt(), item->data(1, Qt::UserRole).toInt());
    });
    connect(m_ranking, &QTreeWidget::itemClicked, this, [this](QTreeWidgetItem *item) {
        showHead(item->data(0, Qt::UserRole).toInt(), item->data(1, Qt::UserRole).toInt());
        m_tabs->setCurrentWidget(m_large);
    });
    return side;
}

void ModelPanel::connectBench()
{
    connect(m_view, &ModelViewWidget::headOffRequested, m_bench,
            [this](int layer, int head, bool off, std::optional<gpt2::Ablation> how) {
                m_bench->setHeadOff(layer, head, off, how);
            });
    connect(m_ablate, &QPushButton::clicked, this, [this](bool off) {
        if (m_layer >= 0)
            m_bench->setHeadOff(m_layer, m_head, off);
    });
    connect(m_how, &QComboBox::activated, this, [this](int index) {
        m_bench->setAblation(index == 0 ? gpt2::Ablation::Zero : gpt2::Ablation::Mean);
    });
    connect(m_restore, &QPushButton::clicked, m_bench, &ModelBench::restoreAll);
    connect(m_badge, &QComboBox::activated, this,
            [this](int index) { m_bench->setBadge(HeadBadge(m_badge->itemData(index).toInt())); });
    connect(m_importance, &QPushButton::clicked, m_bench, &ModelBench::startImportance);
    connect(m_importanceCancel, &QPushButton::clicked, m_bench, &ModelBench::cancelImportance);
    connect(m_bench, &ModelBench::importanceProgress, m_importanceProgress, &QProgressBar::setValue);
    connect(m_bench, &ModelBench::importanceRunningChanged, this, [this](bool running) {
        m_importanceProgress->setVisible(running);
        m_importanceCancel->setVisible(running);
        m_importance->setEnabled(!running);
    });
    connect(m_next, &NextTokenWidget::positionClicked, m_bench, &ModelBench::setPosition);
    connect(m_next, &NextTokenWidget::answerPicked, m_mechanisms, &MechanismsBench::setAnswer);
    connect(m_next, &NextTokenWidget::wrongPicked, m_mechanisms, &MechanismsBench::setWrong);
    connect(m_mechanisms, &MechanismsBench::failed, this,
            [this](const QString &message) { QMessageBox::warning(this, tr("Model workbench"), message); });
    connect(m_bench, &ModelBench::changesChanged, this, &ModelPanel::updateFromBench);
    connect(m_bench, &ModelBench::rerunningChanged, this, &ModelPanel::updateFromBench);
    connect(m_bench, &ModelBench::resultChanged, this, [this] {
        // The later layers' weights follow a change: the model view and the large head show them.
        if (const auto loaded = model()) {
            ModelViewData d = m_view->painter().data();
            d.result = m_bench->current();
            m_view->setData(d);
            if (m_layer >= 0)
                showHead(m_layer, m_head);
        }
        updateFromBench();
    });
    connect(m_bench, &ModelBench::attributionReady, this, [this](const AttributionData &data) {
        m_why->setData(data);
    });
    connect(m_bench, &ModelBench::explainingChanged, this, [this](bool running) {
        if (!running)
            m_why->setWorking(false);
    });
    connect(m_bench, &ModelBench::resultChanged, this, [this] {
        // The table follows the run shown (a head switched off changes the later layers' scores):
        // worked out again now if it is in sight, else when its tab is opened.
        m_whyStale = m_explained.layer >= 0;
        explainAgainIfShown();
    });
    connect(m_tabs, &QTabWidget::currentChanged, this, &ModelPanel::explainAgainIfShown);
    connect(m_bench, &ModelBench::failed, this,
            [this](const QString &message) { QMessageBox::warning(this, tr("Model workbench"), message); });
}

void ModelPanel::setRunning(bool running)
{
    m_progress->setVisible(running);
    m_cancel->setVisible(running);
    m_open->setVisible(!running);
    if (running)
        m_progress->setValue(0);
}

void ModelPanel::setProgress(int percent)
{
    m_progress->setValue(percent);
}

void ModelPanel::setLayerRunnable(int layer, const QString &whyNot)
{
    m_runnableLayer = layer;
    m_runLayer->setEnabled(layer >= 0 && model());
    m_runLayer->setToolTip(whyNot.isEmpty() ? m_runTip : whyNot);
    m_runLayer->setText(layer >= 0 ? tr("Run Model With Layer %1 as Edited").arg(layer + 1)
                                   : tr("Run Model With This Layer"));
}

void ModelPanel::setModel(std::shared_ptr<const LoadedModel> model)
{
    m_explained = {}; // first: setting the model announces a new run, which would explain the old cell
    m_whyStale = false;
    m_bench->setModel(model);
    ModelViewData d;
    if (model) {
        d.modelName = model->name();
        d.text = model->text;
        d.tokens = model->tokens;
        d.result = model->result;
        d.layers = model->model->config.nLayer;
        d.heads = model->model->config.nHead;
        d.kvHeads = model->model->config.kvHeads();
        for (int l = 0; l < d.layers; ++l)
            d.windows.push_back(model->model->config.windowOf(l));
    }
    m_view->setData(d);
    for (QWidget *w : std::initializer_list<QWidget *> { m_bar, m_split, m_edit, m_runLayer })
        w->setVisible(bool(model));
    m_how->setCurrentIndex(0);
    m_badge->setCurrentIndex(0);
    m_layer = m_head = -1;
    m_explained = {};
    m_why->setData({});
    setLayerRunnable(-1);
    if (model)
        showHead(0, 0);
    updateFromBench();
    updateSummary();
}

void ModelPanel::showHead(int layer, int head)
{
    const auto loaded = model();
    if (!loaded || layer < 0 || head < 0)
        return;
    m_layer = layer;
    m_head = head;
    m_view->setSelected(layer, head);
    m_patching->setOpenHead(layer, head);
    m_large->setData(modelHeadHeatmap(m_view->painter().data(), layer, head));
    m_tabs->setTabText(
        0, tr("Layer %1 Head %2 (%3)").arg(layer + 1).arg(head + 1).arg(commandLineHead({ layer, head })));
    m_edit->setText(
        tr("Edit Layer %1 in the Tables (all %2 heads)").arg(layer + 1).arg(loaded->model->config.nHead));
    updateAblateButton();
}

void ModelPanel::explainAgainIfShown()
{
    if (m_whyStale && m_tabs->currentWidget() == m_why)
        explainCell(m_explained.query, m_explained.key, m_explained.layer, m_explained.head, false);
}

void ModelPanel::explainCell(int query, int key)
{
    explainCell(query, key, m_layer, m_head, true);
}

void ModelPanel::explainCell(int query, int key, int layer, int head, bool show)
{
    if (!model() || layer < 0 || key > query || query < 0 || key < 0)
        return; // a key after the query is masked: it has no score
    if (!m_bench->explainScore(layer, head, query, key))
        return;
    m_explained = { layer, head, query, key };
    m_whyStale = false;
    m_why->setWorking(true);
    if (show)
        m_tabs->setCurrentWidget(m_why);
}

void ModelPanel::updateAblateButton()
{
    const bool off = m_layer >= 0 && m_bench->isOff(m_layer, m_head);
    m_ablate->setChecked(off);
    const QString onText = tr("Switch Layer %1 Head %2 Back On").arg(m_layer + 1).arg(m_head + 1);
    const QString offText = tr("Switch Off Layer %1 Head %2").arg(m_layer + 1).arg(m_head + 1);
    m_ablate->setText(off ? onText : offText);
    // As wide as its longer text: the bar does not reflow (and move the panels) on a click.
    const QFontMetrics fm(m_ablate->font());
    m_ablate->setMinimumWidth(std::max(fm.horizontalAdvance(onText), fm.horizontalAdvance(offText))
                              + fm.height() * 2);
}

void ModelPanel::updateFromBench()
{
    m_view->setMarks(m_bench->marks());
    m_next->setData(m_bench->prediction());
    m_how->setCurrentIndex(m_bench->changes().ablation == gpt2::Ablation::Zero ? 0 : 1);
    m_badge->setCurrentIndex(m_badge->findData(int(m_bench->badge())));
    m_restore->setEnabled(!m_bench->changes().empty());
    updateAblateButton();
    updateRanking();
}

void ModelPanel::updateRanking()
{
    m_ranking->clear();
    const HeadBadge badge = m_bench->badge();
    m_ranking->setHeaderLabels(
        { tr("Head"), tr("L.H"), badge == HeadBadge::None ? tr("Score") : headBadgeName(badge) });
    int shown = 0;
    for (const auto &[id, value] : m_bench->ranking(badge)) {
        if (shown++ == 10)
            break;
        auto *item = new QTreeWidgetItem(m_ranking,
                                         { tr("Layer %1 Head %2").arg(id.layer + 1).arg(id.head + 1),
                                           commandLineHead(id), formatFixed(value, 3) });
        item->setData(0, Qt::UserRole, id.layer);
        item->setData(1, Qt::UserRole, id.head);
        item->setToolTip(0, tr("%1 on the command line").arg(commandLineHead(id)));
    }
    if (badge == HeadBadge::None)
        new QTreeWidgetItem(m_ranking, { tr("Choose a score under “Badges”"), QString(), QString() });
}

QByteArray ModelPanel::scoresCsvBytes() const
{
    return headScoresCsv(m_bench->scores()).toUtf8();
}

QByteArray ModelPanel::importanceCsvBytes(QString *error) const
{
    const auto &importance = m_bench->importance();
    if (!importance) {
        *error = tr("Run Importance first.");
        return {};
    }
    return importanceCsv(*importance, m_bench->tokenText(importance->target)).toUtf8();
}

void ModelPanel::exportCsvWithDialog(bool importance)
{
    saveCsvWithDialog(this, importance ? tr("Export Importance") : tr("Export Head Scores"),
                      importance ? QStringLiteral("head-importance.csv") : QStringLiteral("head-scores.csv"),
                      [&](QString *error) { return importance ? importanceCsvBytes(error) : scoresCsvBytes(); });
}

QString ModelPanel::latentRunNote()
{
    return tr("Not for this model in this version: the model cannot take a layer with DeepSeek's latent attention "
              "(MLA) back from the tables (attention-lab model --layer-session refuses one too). The layer's "
              "tables, views and breakdown work as for any session.");
}

QString ModelPanel::latentEditTip()
{
    return tr("This layer as a session: its input as the embeddings, its latent matrices W_DQ … W_KR and W_O, "
              "causal, all its heads — the tables, the views and the breakdown then work on it (Undo brings "
              "back what was there). The model does not take it back in this version.");
}

void ModelPanel::updateSummary()
{
    const auto loaded = model();
    if (!loaded)
        return;
    const gpt2::Config &c = loaded->model->config;
    // What this model's layers cannot do here, said where the user looks for it
    m_edit->setToolTip(c.mla.on() ? latentEditTip() : m_editTip);
    // The Llama family says what it does differently: shared K/V heads, head_dim, RoPE's base;
    // Gemma its soft-caps and local layers; BLOOM its ALiBi.
    QString family = c.llama() ? tr(" (%1: %2 K/V, head_dim %3, RoPE θ %4")
                                     .arg(QString::fromStdString(c.modelType))
                                     .arg(c.kvHeads())
                                     .arg(c.dK())
                                     .arg(drawnNumber(QString::number(c.rope.theta, 'g', 6)))
        : c.bloom() ? tr(" (bloom: ALiBi for positions, no position table")
                    : QString();
    if (c.mla.on()) // DeepSeek: the latent attention's widths in place of K/V heads and head_dim
        family = tr(" (%1: latent attention: K/V from a %2-number latent, q·k over %3 + %4 (RoPE θ %5), v %6")
                     .arg(QString::fromStdString(c.modelType))
                     .arg(c.mla.kvLoraRank)
                     .arg(c.mla.nope)
                     .arg(c.mla.rope)
                     .arg(drawnNumber(QString::number(c.rope.theta, 'g', 6)))
                     .arg(c.mla.v);
    if (c.moe()) // GPT-OSS and DeepSeek: the mixture of experts
        family += c.sharedExperts > 0
            ? tr(", %1 experts (%2 a token) and %3 shared").arg(c.numExperts).arg(c.expertsPerToken).arg(c.sharedExperts)
            : tr(", %1 experts, %2 a token").arg(c.numExperts).arg(c.expertsPerToken);
    if (c.attentionSinks)
        family += tr(", a sink per head");
    if (c.rope.scaling.type == RopeScaling::Type::Yarn)
        family += tr(", YaRN ×%1").arg(drawnNumber(QString::number(c.rope.scaling.factor, 'g', 4)));
    if (c.attnSoftcap > 0 || c.finalSoftcap > 0)
        family += tr(", soft-caps %1 / %2")
                      .arg(drawnNumber(QString::number(c.attnSoftcap, 'g', 4)))
                      .arg(drawnNumber(QString::number(c.finalSoftcap, 'g', 4)));
    if (const int local = c.localLayers(); !c.slidingLayers.empty() && local > 0)
        family += tr(", %1 of %2 layers local (window %3)").arg(local).arg(c.nLayer).arg(c.slidingWindow);
    if (!family.isEmpty())
        family += QLatin1Char(')');
    m_summary->setText(
        tr("%1: %2 layers, %3 heads%4, d_model %5 (%6) · %7 · Ctrl+click a head to switch it off")
            .arg(loaded->name())
            .arg(c.nLayer)
            .arg(c.nHead)
            .arg(family)
            .arg(c.nEmbd)
            .arg(loaded->model->dtypes)
            .arg(tr("%n token(s)", nullptr, loaded->result->tokenCount()))
        + QLatin1Char('\n') + kvCacheLine(*loaded->model));
}

QString ModelPanel::kvCacheLine(const io::Gpt2Model &model)
{
    const gpt2::Config &c = model.config;
    // The cache is kept in the attention weights' own number format.
    const gpt2::BlockWeights &l = model.weights.blocks.front();
    const auto byteText = [](std::int64_t bytes) { return QLocale().formattedDataSize(bytes, 1); };
    const gpt2::DType stored = c.mla.on() ? l.kvaProj.dtype
        : c.llama()                       ? l.kProj.dtype
        : c.bloom()                       ? l.qkvPerHead.dtype
                                          : l.attnWeight.dtype;
    // FP8 weights run in 16 bits (BF16), as the published DeepSeek V3 does
    const int bytes = stored == gpt2::DType::F8E4M3 ? 2 : int(gpt2::dtypeBytes(stored));
    const gpt2::KvCacheSize k = gpt2::kvCacheSize(c, bytes);
    const QString format = stored == gpt2::DType::F8E4M3 ? tr("16-bit; the weights are FP8")
        : bytes == 2                                       ? tr("16-bit, as stored")
        : bytes == 8                                       ? tr("F64, as stored")
                                                           : tr("F32, as stored");
    if (c.mla.on()) // what latent attention is for: the latent, not every head's K and V
        return tr("KV cache: %1 a token of context (%2 layers × a %3-number latent + one %4-number RoPE key, %5)"
                  " · every head's K and V in full would need %6")
            .arg(byteText(k.perToken), QString::number(c.nLayer), QString::number(c.mla.kvLoraRank),
                 QString::number(c.mla.rope), format, byteText(k.expanded));
    QString line = tr("KV cache: %1 a token of context (%2 layers × K and V × %3 K/V heads × %4 numbers, %5)")
                       .arg(byteText(k.perToken), QString::number(c.nLayer), QString::number(c.kvHeads()),
                            QString::number(c.dK()), format);
    // BLOOM has no position table: the 2048 tokens it was trained on stand for its context.
    const std::int64_t context = c.bloom() ? 2048 : std::max(c.nPositions, c.slidingWindow);
    if (context > 0)
        line += tr(" · %1 at %2 tokens").arg(byteText(k.atContext(context)), QString::number(context));
    if (k.window > 0 && k.slidingLayers > 0 && k.slidingLayers < c.nLayer)
        line += tr(" (%1 local layers keep %2)").arg(QString::number(k.slidingLayers), QString::number(k.window));
    else if (k.window > 0)
        line += tr(" (the window keeps %1)").arg(QString::number(k.window));
    if (c.kvHeads() < c.nHead)
        line += tr(" · one K/V head per query head (MHA) would need %1, one for all (MQA) %2")
                    .arg(byteText(k.mha), byteText(k.mqa));
    else if (c.nHead > 1)
        line += tr(" · one K/V head for all %1 query heads (MQA) would need %2")
                    .arg(QString::number(c.nHead), byteText(k.mqa));
    return line;
}

} // namespace attn
