#include "modelpanel.h"

#include "modelviewwidget.h"

#include "render/notation.h"
#include "ui/heatmap/heatmapwidget.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QSplitter>
#include <QVBoxLayout>

namespace attn {

ModelPanel::ModelPanel(QWidget *parent)
    : QWidget(parent)
    , m_summary(new QLabel(this))
    , m_progress(new QProgressBar(this))
    , m_cancel(new QPushButton(tr("Cancel"), this))
    , m_open(new QPushButton(tr("Open Model…"), this))
    , m_split(new QSplitter(Qt::Horizontal, this))
    , m_view(new ModelViewWidget(m_split))
    , m_large(new HeatmapWidget(m_split))
    , m_edit(new QPushButton(this))
{
    setObjectName(QStringLiteral("modelPanel"));
    m_summary->setObjectName(QStringLiteral("modelSummary"));
    m_progress->setObjectName(QStringLiteral("modelProgress"));
    m_summary->setWordWrap(true);
    m_summary->setTextFormat(Qt::PlainText);
    m_summary->setText(
        tr("File ▸ Open Model… opens a GPT-2-family model from its folder (no network needed) and shows "
           "what every head of every layer does on your sentence."));
    m_progress->setRange(0, 100);
    m_progress->setFormat(tr("Opening and running the model… %p%"));
    m_cancel->setObjectName(QStringLiteral("modelCancel"));
    m_cancel->setToolTip(tr("Stop: nothing changes"));
    m_open->setObjectName(QStringLiteral("modelOpen"));
    m_edit->setObjectName(QStringLiteral("editLayer"));
    m_edit->setToolTip(
        tr("This layer as an ordinary session: its input as the embeddings, its W_Q, W_K, W_V, W_O and "
           "biases, causal, all its heads — every table, view, mask and the lesson then work on it (Undo "
           "brings back what was there)"));
    setRunning(false);

    m_large->setObjectName(QStringLiteral("modelHeadView"));
    m_split->addWidget(m_view);
    m_split->addWidget(m_large);
    m_split->setStretchFactor(0, 3);
    m_split->setStretchFactor(1, 2);
    m_split->setChildrenCollapsible(false);

    auto *top = new QHBoxLayout;
    top->addWidget(m_summary, 1);
    top->addWidget(m_progress);
    top->addWidget(m_cancel);
    top->addWidget(m_open);
    auto *bottom = new QHBoxLayout;
    bottom->addStretch(1);
    bottom->addWidget(m_edit);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(top);
    layout->addWidget(m_split, 1);
    layout->addLayout(bottom);

    connect(m_view, &ModelViewWidget::headActivated, this, &ModelPanel::showHead);
    connect(m_cancel, &QPushButton::clicked, this, &ModelPanel::cancelRequested);
    connect(m_open, &QPushButton::clicked, this, &ModelPanel::openRequested);
    connect(m_edit, &QPushButton::clicked, this, [this] {
        if (m_model && m_layer >= 0)
            emit editLayerRequested(m_layer, m_head);
    });
    m_split->hide();
    m_edit->hide();
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

void ModelPanel::setModel(std::shared_ptr<const LoadedModel> model)
{
    m_model = std::move(model);
    ModelViewData d;
    if (m_model) {
        d.modelName = m_model->name();
        d.text = m_model->text;
        d.tokens = m_model->tokens;
        d.result = m_model->result;
        d.layers = m_model->model->config.nLayer;
        d.heads = m_model->model->config.nHead;
    }
    m_view->setData(d);
    m_split->setVisible(bool(m_model));
    m_edit->setVisible(bool(m_model));
    m_layer = m_head = -1;
    if (m_model)
        showHead(0, 0);
    updateSummary();
}

void ModelPanel::showHead(int layer, int head)
{
    if (!m_model || layer < 0 || head < 0)
        return;
    m_layer = layer;
    m_head = head;
    m_view->setSelected(layer, head);
    m_large->setData(modelHeadHeatmap(m_view->painter().data(), layer, head));
    m_edit->setText(
        tr("Edit Layer %1 in the Tables (all %2 heads)").arg(layer + 1).arg(m_model->model->config.nHead));
}

void ModelPanel::updateSummary()
{
    if (!m_model)
        return;
    const gpt2::Config &c = m_model->model->config;
    QStringList next;
    for (const gpt2::Candidate &k : m_model->result->next)
        next << QStringLiteral("“%1” %2\u00a0%")
                    .arg(shownToken(m_model->model->tokenizer.tokenText(k.id)))
                    .arg(k.probability * 100, 0, 'f', 0);
    m_summary->setText(tr("%1: %2 layers, %3 heads, d_model %4 (%5) · %6 · most likely next: %7")
                           .arg(m_model->name())
                           .arg(c.nLayer)
                           .arg(c.nHead)
                           .arg(c.nEmbd)
                           .arg(m_model->model->dtypes)
                           .arg(countOf(m_model->result->tokenCount(), tr("token"), tr("tokens")))
                           .arg(next.join(QStringLiteral(", "))));
}

} // namespace attn
