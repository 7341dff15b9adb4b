#include "differencepanel.h"

#include "pinnedresult.h"

#include "render/heatmapdata.h"
#include "render/lineslayout.h" // headLabelsFromView
#include "ui/document/document.h"
#include "ui/heatmap/heatmapwidget.h"

#include <QAction>
#include <QHBoxLayout>
#include <QLabel>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

namespace attn {

DifferencePanel::DifferencePanel(Document *doc, PinnedResult *pin, QWidget *parent)
    : QWidget(parent)
    , m_doc(doc)
    , m_pin(pin)
    , m_pinLabel(new QLabel(this))
    , m_pinButton(new QToolButton(this))
    , m_unpinButton(new QToolButton(this))
    , m_message(new QLabel(this))
    , m_heatmap(new HeatmapWidget(this))
{
    setObjectName(QStringLiteral("differencePanel"));
    m_pinLabel->setObjectName(QStringLiteral("pinLabel"));
    m_pinLabel->setWordWrap(true); // a long file name wraps rather than widening the panel
    m_message->setObjectName(QStringLiteral("differenceMessage"));
    m_pinButton->setObjectName(QStringLiteral("differencePin"));
    m_unpinButton->setObjectName(QStringLiteral("differenceUnpin"));
    m_message->setWordWrap(true);
    m_message->setAlignment(Qt::AlignCenter);
    m_message->setMargin(12);
    m_pinButton->setToolButtonStyle(Qt::ToolButtonTextOnly);
    m_unpinButton->setToolButtonStyle(Qt::ToolButtonTextOnly);

    HeatmapOptions o = m_heatmap->options();
    o.showNumbers = true; // the point of the view: how much each weight moved, signed
    m_heatmap->setOptions(o);
    m_heatmap->setViewName(tr("Difference"));

    // What is pinned on its own line (a preset's title is long), the buttons under it.
    auto *buttons = new QHBoxLayout;
    buttons->setContentsMargins(0, 0, 0, 0);
    buttons->addWidget(m_pinButton);
    buttons->addWidget(m_unpinButton);
    buttons->addStretch(1);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(m_pinLabel);
    layout->addLayout(buttons);
    layout->addWidget(m_message, 1);
    layout->addWidget(m_heatmap, 1);

    // Clicking a row of the difference selects that query, as on the heatmap: the breakdown
    // then shows its weights now and pinned, one under the other.
    connect(m_heatmap, &HeatmapWidget::queryClicked, this, [this](int row) {
        if (m_doc->resultSession().tokens == m_doc->session().tokens)
            m_doc->setSelectedQuery(row);
    });
    connect(doc, &Document::resultChanged, this, &DifferencePanel::rebuild);
    connect(doc, &Document::selectionChanged, this, [this](int head, int query) {
        m_heatmap->setSelectedRow(query);
        const HeatmapDataPtr shown = m_heatmap->data();
        if (shown && shown->head != head)
            rebuild();
    });
    connect(pin, &PinnedResult::changed, this, &DifferencePanel::rebuild);
    rebuild();
}

void DifferencePanel::setActions(QAction *pin, QAction *unpin)
{
    m_pinButton->setDefaultAction(pin);
    m_unpinButton->setDefaultAction(unpin);
}

void DifferencePanel::showMessage(const QString &text)
{
    m_message->setText(text);
    m_message->show();
    m_heatmap->hide();
    m_heatmap->setData(HeatmapDataPtr());
}

void DifferencePanel::rebuild()
{
    m_pinLabel->setText(m_pin->isPinned() ? tr("Pinned: %1").arg(m_pin->description())
                                          : tr("Nothing pinned"));
    m_unpinButton->setVisible(m_pin->isPinned());
    if (!m_pin->isPinned()) {
        showMessage(
            tr("Pin (Ctrl+P) keeps the weights you see now. Then change a mask, the scale or a number, "
               "and this view shows what moved: now − pinned, cell by cell."));
        return;
    }
    if (!m_doc->isResultReadable()) // an edit is being written into it: resultChanged() follows
        return;
    if (const QString problem = m_pin->problem(); !problem.isEmpty()) {
        showMessage(problem);
        return;
    }
    const AttentionResult &now = m_doc->result();
    if (now.tokenCount() > kMaxTokens) {
        showMessage(tr("The window compares up to %1 tokens; this session has %2. "
                       "attention-lab export … --compare OTHER.json draws the difference of any size.")
                        .arg(kMaxTokens)
                        .arg(now.tokenCount()));
        return;
    }
    const int head = std::clamp(m_doc->selectedHead(), 0, std::max(0, now.numHeads - 1));
    HeatmapData d = makeDifferenceHeatmapData(m_doc->resultSession(), now, *m_pin->result(), head);
    nameHead(d, headLabelsFromView(m_doc->viewState(), now.numHeads).value(head));
    m_heatmap->setData(std::move(d));
    m_heatmap->setSelectedRow(m_doc->selectedQuery());
    m_message->hide();
    m_heatmap->show();
}

} // namespace attn
