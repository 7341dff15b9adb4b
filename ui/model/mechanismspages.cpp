#include "mechanismspages.h"

#include "comparedialog.h"
#include "layergridwidget.h"
#include "mechanismsbench.h"
#include "modelbench.h"

#include "render/notation.h"
#include "ui/heatmap/heatmapwidget.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QSplitter>
#include <QVBoxLayout>

namespace attn {

namespace {

    QString quoted(const MechanismsBench *m, int id)
    {
        return quotedToken(m->tokenText(id));
    }

    QLabel *summaryLabel(QWidget *parent, const char *name)
    {
        auto *label = new QLabel(parent);
        label->setObjectName(QLatin1String(name));
        label->setWordWrap(true);
        label->setTextFormat(Qt::PlainText);
        return label;
    }

    // A text as a summary line quotes it: at most 60 characters.
    QString shortened(const QString &text)
    {
        return text.size() > 60 ? text.left(59) + QStringLiteral("…") : text;
    }

    // The hint an empty grid shows (its title, drawn centred).
    LayerGridData hintGrid(const QString &text)
    {
        LayerGridData d;
        d.title = text;
        return d;
    }

} // namespace

// ---- patching --------------------------------------------------------------------------------

PatchingPage::PatchingPage(MechanismsBench *mechanisms, QWidget *parent)
    : QWidget(parent)
    , m_mechanisms(mechanisms)
    , m_compare(new QPushButton(tr("Compare With…"), this))
    , m_summary(summaryLabel(this, "patchingSummary"))
    , m_progress(new QProgressBar(this))
    , m_cancel(new QPushButton(tr("Cancel"), this))
    , m_resid(new LayerGridWidget(this))
    , m_heads(new LayerGridWidget(this))
    , m_grids(new QSplitter(Qt::Vertical, this))
{
    setObjectName(QStringLiteral("patchingPage"));
    m_compare->setObjectName(QStringLiteral("compareWith"));
    m_compare->setToolTip(tr("A second text of as many tokens (yours with the names swapped, say): which layers, "
                             "positions and heads carry the answer"));
    m_progress->setObjectName(QStringLiteral("patchingProgress"));
    m_progress->setRange(0, 100);
    m_progress->setFormat(tr("Patching %p%"));
    m_cancel->setObjectName(QStringLiteral("patchingCancel"));
    m_cancel->setToolTip(tr("Stop patching: the grids shown stay as they were"));
    m_resid->setObjectName(QStringLiteral("patchingResid"));
    m_heads->setObjectName(QStringLiteral("patchingHeads"));
    auto *top = new QHBoxLayout;
    top->addWidget(m_compare);
    top->addWidget(m_summary, 1);
    top->addWidget(m_progress);
    top->addWidget(m_cancel);
    m_grids->addWidget(m_resid);
    m_grids->addWidget(m_heads);
    m_grids->setChildrenCollapsible(false);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 4, 0, 0);
    layout->addLayout(top);
    layout->addWidget(m_grids, 1);

    connect(m_compare, &QPushButton::clicked, this, &PatchingPage::compareWithDialog);
    connect(m_cancel, &QPushButton::clicked, mechanisms, &MechanismsBench::cancelPatching);
    connect(mechanisms, &MechanismsBench::patchingProgress, m_progress, &QProgressBar::setValue);
    connect(mechanisms, &MechanismsBench::patchingRunningChanged, this, &PatchingPage::update);
    connect(mechanisms, &MechanismsBench::patchingReady, this, &PatchingPage::update);
    connect(mechanisms, &MechanismsBench::cleared, this, &PatchingPage::update);
    connect(m_heads, &LayerGridWidget::cellClicked, this, &PatchingPage::headRequested);
    connect(m_resid, &LayerGridWidget::cellClicked, this, [this](int layer, int) { emit layerRequested(layer); });
    update();
}

void PatchingPage::resizeEvent(QResizeEvent *e)
{
    // One grid above the other in a tall page (each as wide as the page: a column per token),
    // side by side in a wide one.
    QWidget::resizeEvent(e);
    m_grids->setOrientation(width() > height() * 1.6 ? Qt::Horizontal : Qt::Vertical);
}

void PatchingPage::compareWithDialog()
{
    if (!m_mechanisms->bench()->model())
        return;
    CompareDialog dialog(m_mechanisms, this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    m_mechanisms->setAnswer(dialog.setup().answer);
    m_mechanisms->setWrong(dialog.setup().wrong);
    m_mechanisms->startPatching(dialog.setup());
}

void PatchingPage::setOpenHead(int layer, int head)
{
    m_layer = layer;
    m_head = head;
    m_resid->setSelected(layer, -1);
    m_heads->setSelected(layer, head);
}

void PatchingPage::update()
{
    const bool running = m_mechanisms->isPatching();
    m_progress->setVisible(running);
    m_cancel->setVisible(running);
    m_compare->setEnabled(bool(m_mechanisms->bench()->model()));
    const auto &shown = m_mechanisms->patchingSetup();
    const auto &result = m_mechanisms->patching();
    const auto &asked = m_mechanisms->compareSetup();
    const QString askedText = asked ? shortened(asked->text) : QString();
    if (!result || !shown) {
        m_summary->setText(running ? tr("Patching against “%1”…").arg(askedText)
                                   : tr("Which layers, positions and heads carry the answer? Compare your text with a "
                                        "second one — the same sentence with the names swapped — and pick the answer "
                                        "and the wrong token."));
        m_resid->setData(hintGrid(running ? tr("Patching… the grids come when every run is done")
                                          : tr("Compare With… a second text to see where the answer is carried")));
        m_resid->show();
        m_heads->hide(); // one hint across the page until there is something to show
        m_resid->setNote({});
        return;
    }
    const QString answer = m_mechanisms->tokenText(shown->answer), wrong = m_mechanisms->tokenText(shown->wrong);
    m_summary->setText(
        tr("Against “%1”: logit %2 − logit %3 is %4 on your text, %5 on it · %6 runs of the model as "
           "opened")
            .arg(shortened(shown->text), quoted(m_mechanisms, shown->answer),
                 quoted(m_mechanisms, shown->wrong), formatFixed(result->cleanLogitDiff, 2),
                 formatFixed(result->corruptLogitDiff, 2), QString::number(result->runs)));
    if (!result->restorable()) {
        m_resid->setData(hintGrid(tr("Both texts give %1 the same lead over %2: nothing to restore. Pick an answer and "
                                     "a wrong token the two texts rank differently.")
                                      .arg(quoted(m_mechanisms, shown->answer), quoted(m_mechanisms, shown->wrong))));
        m_resid->show();
        m_heads->hide();
    } else {
        const QStringList tokens = m_mechanisms->bench()->model()->tokens;
        m_resid->setData(makePatchingGrid(*result, false, tokens, answer, wrong));
        m_heads->setData(makePatchingGrid(*result, true, tokens, answer, wrong));
        m_resid->setVisible(result->resid.size() > 0);
        m_heads->setVisible(result->heads.size() > 0);
    }
    const QString note = running ? tr("Patching against “%1”… (the grids shown are of the text before)").arg(askedText)
                                 : QString();
    m_resid->setNote(note);
    m_heads->setNote(note);
    setOpenHead(m_layer, m_head);
}

// ---- logit lens ------------------------------------------------------------------------------

LensPage::LensPage(MechanismsBench *mechanisms, QWidget *parent)
    : QWidget(parent)
    , m_mechanisms(mechanisms)
    , m_summary(summaryLabel(this, "lensSummary"))
    , m_show(new QComboBox(this))
    , m_progress(new QProgressBar(this))
    , m_grid(new LayerGridWidget(this))
{
    setObjectName(QStringLiteral("lensPage"));
    m_show->setObjectName(QStringLiteral("lensShow"));
    m_show->addItem(tr("Cells: the top token"));
    m_show->addItem(tr("Cells: the answer's rank"));
    m_show->setToolTip(tr("Each cell's top token (coloured by its probability), or where the answer ranks after "
                          "that layer (#1: the model would already say it)"));
    m_progress->setObjectName(QStringLiteral("lensProgress"));
    m_progress->setRange(0, 100);
    m_progress->setFormat(tr("Logit lens %p%"));
    m_grid->setObjectName(QStringLiteral("lensGrid"));
    auto *top = new QHBoxLayout;
    top->addWidget(m_summary, 1);
    top->addWidget(m_progress);
    top->addWidget(m_show);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 4, 0, 0);
    layout->addLayout(top);
    layout->addWidget(m_grid, 1);
    connect(m_show, &QComboBox::activated, this, &LensPage::update);
    connect(mechanisms, &MechanismsBench::lensProgress, m_progress, &QProgressBar::setValue);
    connect(mechanisms, &MechanismsBench::lensRunningChanged, this, &LensPage::update);
    // A lens that arrives for a run already replaced asks for the newer one (when in sight).
    connect(mechanisms, &MechanismsBench::lensReady, this, &LensPage::refreshIfNeeded);
    connect(mechanisms, &MechanismsBench::cleared, this, &LensPage::refreshIfNeeded);
    connect(mechanisms, &MechanismsBench::staleChanged, this, &LensPage::refreshIfNeeded);
    connect(m_grid, &LayerGridWidget::cellClicked, this, [this](int, int position) { emit positionRequested(position); });
    update();
}

void LensPage::refreshIfNeeded()
{
    if (isVisible())
        m_mechanisms->refreshLens();
    update();
}

void LensPage::update()
{
    const bool running = m_mechanisms->isLensRunning();
    m_progress->setVisible(running);
    const auto &lens = m_mechanisms->lens();
    if (!m_mechanisms->bench()->model()) {
        m_grid->setData(hintGrid(tr("Open a model")));
        m_built = {};
        return;
    }
    const int traced = m_mechanisms->tracedToken();
    m_summary->setText(tr("When does the model know? Each layer's stream read as if it were the last. Traced: %1 "
                          "(%2) · click a cell for that position's next tokens")
                           .arg(quoted(m_mechanisms, traced),
                                m_mechanisms->answer() >= 0 ? tr("the answer picked")
                                                            : tr("the top next token; pick an answer in Compare With… "
                                                                 "or the next-token panel's menu at the last position")));
    const bool rank = m_show->currentIndex() == 1;
    if (lens && (lens != m_built.lens || rank != m_built.rank)) { // built once per lens and choice
        const QStringList tokens = m_mechanisms->bench()->model()->tokens;
        m_grid->setData(makeLensGrid(lens, tokens, rank, m_mechanisms->tokenText(m_mechanisms->lensTraced()),
                                     [m = m_mechanisms](int id) { return m->tokenText(id); }));
        m_built = { lens, rank };
    } else if (!lens) {
        const QString error = m_mechanisms->lensError();
        m_grid->setData(hintGrid(!error.isEmpty() ? error
                                                  : (running ? tr("Reading every layer through the unembedding…") : QString())));
        m_built = {};
    }
    QString note;
    if (!m_mechanisms->lensError().isEmpty() && lens)
        note = m_mechanisms->lensError();
    else if (running && lens)
        note = tr("Working out the lens again…");
    else if (m_mechanisms->isLensStale())
        note = m_mechanisms->lensTraced() != traced ? tr("Tracing the token before: shown when in sight again")
                                                    : tr("Of the run before the last change");
    m_grid->setNote(note);
}

// ---- rollout ---------------------------------------------------------------------------------

RolloutPage::RolloutPage(MechanismsBench *mechanisms, QWidget *parent)
    : QWidget(parent)
    , m_mechanisms(mechanisms)
    , m_summary(summaryLabel(this, "rolloutSummary"))
    , m_map(new HeatmapWidget(this))
{
    setObjectName(QStringLiteral("rolloutPage"));
    m_map->setObjectName(QStringLiteral("rolloutMap"));
    m_map->setViewName(tr("Rollout"));
    m_intro = tr("Attention rollout (Abnar & Zuidema, 2020): every layer's heads averaged, half kept for the residual "
                 "path, multiplied through the layers — where each token's information can have come from. A picture "
                 "of attention, not of what the model computes with it.");
    m_summary->setText(m_intro);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 4, 0, 0);
    layout->addWidget(m_summary);
    layout->addWidget(m_map, 1);
    connect(mechanisms, &MechanismsBench::rolloutReady, this, &RolloutPage::refreshIfNeeded);
    connect(mechanisms, &MechanismsBench::cleared, this, &RolloutPage::refreshIfNeeded);
    connect(mechanisms, &MechanismsBench::staleChanged, this, &RolloutPage::refreshIfNeeded);
    update();
}

void RolloutPage::refreshIfNeeded()
{
    if (isVisible())
        m_mechanisms->refreshRollout();
    update();
}

void RolloutPage::update()
{
    const auto &model = m_mechanisms->bench()->model();
    const auto &rollout = m_mechanisms->rollout();
    const QString error = m_mechanisms->rolloutError();
    if (!model || !rollout) {
        if (m_built) {
            m_map->setData(HeatmapData {});
            m_built = nullptr;
        }
        m_summary->setText(error.isEmpty() ? m_intro : error);
        return;
    }
    m_summary->setText(error.isEmpty() ? m_intro : error);
    if (rollout != m_built) { // a T×T map built once per rollout, not on every change of state
        m_map->setData(makeRolloutHeatmap(*rollout, model->tokens, model->model->config.nLayer));
        m_built = rollout;
    }
    const bool stale = m_mechanisms->isRolloutStale() || m_mechanisms->isRolloutRunning();
    if (stale != m_map->isStale())
        m_map->setStale(stale, m_mechanisms->isRolloutRunning() ? tr("working out the rollout of this run…")
                                                                : tr("of the run before the last change"));
}

} // namespace attn
