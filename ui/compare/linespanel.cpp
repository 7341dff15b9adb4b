#include "linespanel.h"

#include "render/lineslayout.h"
#include "ui/common/appearance.h"
#include "ui/document/document.h"
#include "ui/heatmap/lineswidget.h"

#include <QCheckBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QVBoxLayout>

#include <algorithm>

namespace attn {

LinesPanel::LinesPanel(Document *doc, QWidget *parent)
    : QWidget(parent)
    , m_doc(doc)
    , m_allHeads(new QCheckBox(tr("&All heads"), this))
    , m_hint(new QLabel(this))
    , m_view(new LinesWidget(this))
{
    setObjectName(QStringLiteral("linesPanel"));
    m_allHeads->setObjectName(QStringLiteral("linesAllHeads"));
    m_allHeads->setChecked(true);
    m_allHeads->setToolTip(tr("Every head in its own colour; untick to see only the selected head"));
    m_hint->setText(tr("Point at a token to see only its lines; click it to keep them. Click a head in the "
                       "legend to hide it."));
    m_hint->setWordWrap(true);

    auto *bar = new QHBoxLayout;
    bar->setContentsMargins(0, 0, 0, 0);
    bar->addWidget(m_allHeads);
    bar->addSpacing(10);
    bar->addWidget(m_hint, 1);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(bar);
    layout->addWidget(m_view, 1);

    auto followAppearance = [this] { m_view->setTheme(Appearance::instance().theme()); };
    connect(&Appearance::instance(), &Appearance::changed, this, followAppearance);
    followAppearance();

    connect(m_view, &LinesWidget::queryClicked, this, [this](int query) {
        // A picture that lags an edit of the tokens would name another token.
        if (m_doc->resultSession().tokens == m_doc->session().tokens)
            m_doc->setSelectedQuery(query);
    });
    connect(m_allHeads, &QCheckBox::toggled, this, &LinesPanel::applyHeads);
    connect(doc, &Document::resultChanged, this, &LinesPanel::rebuild);
    connect(doc, &Document::selectionChanged, this, [this] {
        if (!m_allHeads->isChecked())
            applyHeads();
    });
    rebuild();
}

void LinesPanel::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (m_stale)
        rebuild();
}

void LinesPanel::hideEvent(QHideEvent *event)
{
    QWidget::hideEvent(event);
    m_view->setData({});
    m_stale = true;
}

void LinesPanel::rebuild()
{
    if (!isVisible()) {
        m_stale = true;
        return;
    }
    if (!m_doc->isResultReadable()) // an edit is being written into it: resultChanged() follows
        return;
    m_stale = false;
    auto result = m_doc->resultPtr(); // first: the session below is then the result's
    const Session &s = m_doc->resultSession();
    m_view->setData(makeLinesData(s, std::move(result), headLabelsFromView(m_doc->viewState(), s.numHeads)));
    m_allHeads->setEnabled(m_view->data().headCount() > 1);
    applyHeads();
}

void LinesPanel::applyHeads()
{
    const int heads = m_view->data().headCount();
    if (heads <= 0)
        return;
    if (m_allHeads->isChecked()) {
        m_view->showAllHeads();
        return;
    }
    // The selected head first, so there is always one head on while the others go off.
    const int head = std::clamp(m_doc->selectedHead(), 0, heads - 1);
    m_view->setHeadVisible(head, true);
    for (int h = 0; h < heads; ++h)
        if (h != head)
            m_view->setHeadVisible(h, false);
}

} // namespace attn
