#include "modelsetup.h"

#include "modelbench.h"
#include "modelpanel.h"
#include "modelviewwidget.h"
#include "openmodeldialog.h"

#include "io/memorycheck.h"
#include "ui/document/document.h"

#include <QAction>
#include <QDockWidget>
#include <QMainWindow>
#include <QMenu>
#include <QMessageBox>

#include <algorithm>
#include <new>
#include <optional>

namespace attn {

ModelSetup::ModelSetup(QMainWindow *window, Document *doc)
    : QObject(window)
    , m_window(window)
    , m_doc(doc)
    , m_loader(new ModelLoader(this))
    , m_bench(new ModelBench(this))
    , m_panel(new ModelPanel(m_bench, window))
    , m_dock(new QDockWidget(tr("Model: every layer × every head"), window))
    , m_open(new QAction(tr("Open &Model…"), window))
    , m_export(new QAction(tr("&Model View Image…"), window))
    , m_runLayer(new QAction(tr("&Run Model With This Layer"), window))
{
    m_loader->setObjectName(QStringLiteral("modelLoader"));
    m_dock->setObjectName(QStringLiteral("modelDock"));
    m_dock->setWidget(m_panel);
    window->addDockWidget(Qt::RightDockWidgetArea, m_dock);
    // A tab behind the breakdown, hidden until a model is opened: the window keeps its layout
    // (and the breakdown its height, without a tab bar). View ▸ Model (Alt+5) brings it back.
    if (auto *breakdown = window->findChild<QDockWidget *>(QStringLiteral("breakdownDock"))) {
        window->tabifyDockWidget(breakdown, m_dock);
        breakdown->raise();
    }
    m_dock->hide();
    m_open->setObjectName(QStringLiteral("openModel"));
    m_open->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_O));
    m_open->setToolTip(
        tr("A GPT-2, Llama, Mistral, Qwen, Gemma, GPT-OSS, DeepSeek or BLOOM model from its folder "
           "(Hugging Face layout), run on your sentence"));
    m_export->setObjectName(QStringLiteral("exportModelView"));
    m_export->setEnabled(false);
    // Where the tables are edited: the window's shortcut, the File menu and the Model dock.
    m_runLayer->setObjectName(QStringLiteral("runModelWithLayer"));
    m_runLayer->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_R));
    m_runLayer->setToolTip(tr("Run the model again with the layer in the tables as edited, and show its "
                              "prediction beside the original"));
    m_runLayer->setEnabled(false);
    window->addAction(m_runLayer);
    connect(m_runLayer, &QAction::triggered, this, &ModelSetup::runWithEditedLayer);
    connect(m_panel, &ModelPanel::runWithLayerRequested, this, &ModelSetup::runWithEditedLayer);
    connect(m_doc, &Document::sessionReplaced, this, &ModelSetup::updateRunnable);
    connect(m_doc, &Document::sessionChanged, this, [this](bool structural) {
        if (structural)
            updateRunnable();
    });
    connect(m_open, &QAction::triggered, this, &ModelSetup::openWithDialog);
    connect(m_export, &QAction::triggered, m_panel->modelView(), &ModelViewWidget::exportImageDialog);
    connect(m_panel, &ModelPanel::openRequested, this, &ModelSetup::openWithDialog);
    connect(m_panel, &ModelPanel::cancelRequested, m_loader, &ModelLoader::cancel);
    connect(m_panel, &ModelPanel::editLayerRequested, this, &ModelSetup::editLayer);
    connect(m_loader, &ModelLoader::runningChanged, m_panel, &ModelPanel::setRunning);
    connect(m_loader, &ModelLoader::progress, m_panel, &ModelPanel::setProgress);
    connect(m_loader, &ModelLoader::finished, this, [this](std::shared_ptr<const LoadedModel> model) {
        m_panel->setModel(std::move(model));
        m_editedLayer = -1;
        updateRunnable();
        m_export->setEnabled(true);
        // The model view wants room: most of the window's width, beside the heatmap.
        m_dock->raise();
        m_window->resizeDocks({ m_dock }, { m_window->width() * 60 / 100 }, Qt::Horizontal);
        emit opened();
    });
    connect(m_loader, &ModelLoader::failed, this, [this](const QString &message) {
        emit failed(message);
        QMessageBox::warning(m_window, tr("Cannot open the model"), message);
    });
}

std::shared_ptr<const LoadedModel> ModelSetup::model() const
{
    return m_panel->model();
}

void ModelSetup::addFileActions(QMenu *file)
{
    file->addAction(m_open);
    file->addAction(m_runLayer);
}

void ModelSetup::addExportActions(QMenu *menu)
{
    menu->addAction(m_export);
}

void ModelSetup::openWithDialog()
{
    OpenModelDialog dialog(m_window);
    if (dialog.exec() != QDialog::Accepted)
        return;
    QString error;
    if (const auto request = dialog.request(&error))
        open(*request);
}

void ModelSetup::open(const ModelRequest &request)
{
    m_dock->show();
    m_dock->raise();
    m_loader->start(request);
}

bool ModelSetup::editLayer(int layer, int head)
{
    const auto loaded = model();
    if (!loaded || layer < 0 || layer >= loaded->model->config.nLayer)
        return false;
    const gpt2::Config &c = loaded->model->config;
    const int T = loaded->result->tokenCount();
    // The window holds this session like any other: refused, with the sizes, when it cannot.
    // Q, K, V and concat are as wide as the widest of d_model and H·head_dim (Qwen 3: twice d_model).
    const int width = std::max(c.nEmbd, c.qWidth());
    if (const QString refusal = memoryRefusal(T, width, c.nHead, availableMemory()); !refusal.isEmpty()) {
        QMessageBox::warning(m_window, tr("Cannot edit this layer"),
                             tr("Layer %1 as a session of %2 tokens, d_model %3 and %4 heads %5.")
                                 .arg(layer + 1)
                                 .arg(T)
                                 .arg(c.nEmbd)
                                 .arg(c.nHead)
                                 .arg(refusal));
        return false;
    }
    // Its weights are read from the model file again here: another program may have truncated
    // or rewritten it since it was opened (a message, and the document as it was).
    std::optional<Session> taken;
    try {
        taken = loaded->layerAsSession(layer);
    } catch (const gpt2::ModelFileChanged &) {
        QMessageBox::warning(m_window, tr("Cannot edit this layer"),
                             io::modelFileChanged(loaded->model->directory));
        return false;
    } catch (const std::bad_alloc &) {
        QMessageBox::warning(
            m_window, tr("Cannot edit this layer"),
            tr("There is not enough memory to take layer %1 out as a session.").arg(layer + 1));
        return false;
    }
    const Session &s = *taken;
    // The same rule, and the same words, as `model --session-out` and the session loader.
    if (const QString problem = io::layerSessionProblem(s, layer); !problem.isEmpty()) {
        QMessageBox::warning(m_window, tr("Cannot edit this layer"), problem);
        return false;
    }
    // Named after what it is: the lesson's title on a GPT-2 layer would mislead (and the recovery
    // prompt after a crash would offer "The lesson").
    m_doc->replaceSession(s, tr("Edit layer %1 of %2").arg(layer + 1).arg(loaded->name()),
                          tr("%1, layer %2").arg(loaded->name()).arg(layer + 1));
    m_doc->setSelectedHead(std::clamp(head, 0, c.nHead - 1));
    m_editedLayer = layer;
    updateRunnable();
    // The point of taking a layer apart: its breakdown, query by query, in front.
    if (auto *breakdown = m_window->findChild<QDockWidget *>(QStringLiteral("breakdownDock")))
        breakdown->raise();
    return true;
}

void ModelSetup::updateRunnable()
{
    const auto loaded = model();
    const Session &s = m_doc->session();
    // A latent layer is taken out and edited, not taken back (interventions.h: the model refuses it).
    const bool latent = loaded && loaded->model->config.mla.on();
    const bool fits = loaded && m_editedLayer >= 0 && !latent
        && s.tokenCount() == loaded->result->tokenCount() && s.dModel() == loaded->model->config.nEmbd
        && s.numHeads == loaded->model->config.nHead;
    m_runLayer->setEnabled(fits);
    m_runLayer->setText(fits ? tr("&Run Model With Layer %1 as Edited").arg(m_editedLayer + 1)
                             : tr("&Run Model With This Layer"));
    m_panel->setLayerRunnable(fits ? m_editedLayer : -1,
                              latent && m_editedLayer >= 0 ? ModelPanel::latentRunNote() : QString());
}

bool ModelSetup::runWithEditedLayer()
{
    if (!model() || m_editedLayer < 0)
        return false;
    QString error;
    if (!m_bench->runWithLayer(m_doc->session(), m_editedLayer, &error)) {
        QMessageBox::warning(m_window, tr("Cannot run the model with this layer"),
                             tr("Layer %1: %2").arg(m_editedLayer + 1).arg(error));
        return false;
    }
    // The answer is in the dock: bring it forward.
    m_dock->show();
    m_dock->raise();
    return true;
}

} // namespace attn
