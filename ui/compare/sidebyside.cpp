#include "sidebyside.h"

#include "render/drawings.h"
#include "render/heatmapdata.h"
#include "render/lineslayout.h" // headLabelsFromView
#include "render/notation.h"
#include "ui/common/appearance.h"
#include "ui/common/pictureexport.h"
#include "ui/document/document.h"
#include "ui/heatmap/heatmapwidget.h"

#include <QFrame>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QMenu>
#include <QSignalBlocker>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

namespace attn {

SideBySidePanel::SideBySidePanel(Document *doc, QWidget *parent)
    : QWidget(parent)
    , m_doc(doc)
    , m_buttonRow(new QHBoxLayout)
    , m_scaleNote(new QLabel(this))
    , m_message(new QLabel(this))
    , m_mapsArea(new QWidget(this))
    , m_grid(new QGridLayout(m_mapsArea))
{
    setObjectName(QStringLiteral("sideBySidePanel"));
    m_buttonRow->setContentsMargins(0, 0, 0, 0);
    m_buttonRow->setSpacing(2);
    auto *top = new QHBoxLayout;
    top->setContentsMargins(0, 0, 0, 0);
    top->addWidget(new QLabel(tr("Heads:"), this));
    top->addLayout(m_buttonRow);
    top->addSpacing(12);
    top->addWidget(m_scaleNote, 1);
    // The maps shown, as one picture (each map's own menu exports it alone).
    auto *share = new QToolButton(this);
    share->setObjectName(QStringLiteral("sideBySideExport"));
    share->setText(tr("Export"));
    share->setToolTip(tr("Save the heads shown as one PNG, SVG or PDF, or copy them as a picture"));
    share->setPopupMode(QToolButton::InstantPopup);
    auto *shareMenu = new QMenu(share);
    addPictureActions(shareMenu, this, [this] { return drawing(); });
    share->setMenu(shareMenu);
    top->addWidget(share);
    m_scaleNote->setWordWrap(true);
    m_scaleNote->setText(
        tr("Up to %1 heads, one colour scale (every weight 0 … 1). Click a map to explain that row.")
            .arg(kMaxHeads));
    m_message->setObjectName(QStringLiteral("sideBySideMessage"));
    m_message->setWordWrap(true);
    m_message->setAlignment(Qt::AlignCenter);
    m_message->hide();
    m_grid->setContentsMargins(0, 0, 0, 0);
    m_grid->setSpacing(4);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(top);
    layout->addWidget(m_message, 1);
    layout->addWidget(m_mapsArea, 1);

    connect(doc, &Document::resultChanged, this, &SideBySidePanel::rebuild);
    connect(doc, &Document::selectionChanged, this, [this](int, int query) {
        for (HeatmapWidget *map : m_maps)
            map->setSelectedRow(query);
        markActive();
    });
    connect(&Appearance::instance(), &Appearance::changed, this, &SideBySidePanel::markActive);
}

std::unique_ptr<Drawing> SideBySidePanel::drawing() const
{
    std::vector<HeatmapPainter> maps;
    for (const HeatmapWidget *map : m_maps)
        maps.push_back(map->painter());
    return std::make_unique<SideBySideDrawing>(std::move(maps), std::max(1, m_columns));
}

std::vector<int> SideBySidePanel::heads() const
{
    std::vector<int> out = m_order;
    std::sort(out.begin(), out.end());
    return out;
}

bool SideBySidePanel::setHeads(std::vector<int> heads)
{
    const int H = static_cast<int>(m_buttons.size());
    std::vector<int> order;
    for (int h : heads)
        if (h >= 0 && h < H && std::find(order.begin(), order.end(), h) == order.end()
            && static_cast<int>(order.size()) < kMaxHeads)
            order.push_back(h);
    if (order.empty())
        return false;
    m_order = order;
    for (int h = 0; h < H; ++h) {
        const QSignalBlocker quiet(m_buttons[static_cast<std::size_t>(h)]);
        m_buttons[static_cast<std::size_t>(h)]->setChecked(std::find(m_order.begin(), m_order.end(), h)
                                                           != m_order.end());
    }
    rebuild();
    return true;
}

void SideBySidePanel::rebuildButtons()
{
    for (QToolButton *b : m_buttons)
        delete b;
    m_buttons.clear();
    const AttentionResult &r = m_doc->result();
    const int H = r.numHeads;
    const QStringList labels = headLabelsFromView(m_doc->viewState(), H);
    for (int h = 0; h < H; ++h) {
        auto *b = new QToolButton(this);
        b->setObjectName(QStringLiteral("sideBySideHead%1").arg(h + 1));
        b->setText(QString::number(h + 1));
        b->setCheckable(true);
        b->setToolTip(headName(h, labels.value(h)));
        connect(b, &QToolButton::toggled, this, [this, h](bool on) { headToggled(h, on); });
        m_buttonRow->addWidget(b);
        m_buttons.push_back(b);
    }
    // Two heads to begin with: the selected one and the next.
    const int first = std::clamp(m_doc->selectedHead(), 0, std::max(0, H - 1));
    m_order.clear();
    if (H > 0)
        m_order.push_back(first);
    if (H > 1)
        m_order.push_back(first + 1 < H ? first + 1 : first - 1);
    for (int h : m_order) {
        const QSignalBlocker quiet(m_buttons[static_cast<std::size_t>(h)]);
        m_buttons[static_cast<std::size_t>(h)]->setChecked(true);
    }
}

void SideBySidePanel::headToggled(int head, bool on)
{
    if (on) {
        m_order.push_back(head);
        if (static_cast<int>(m_order.size()) > kMaxHeads) { // the oldest choice makes room
            const int oldest = m_order.front();
            m_order.erase(m_order.begin());
            const QSignalBlocker quiet(m_buttons[static_cast<std::size_t>(oldest)]);
            m_buttons[static_cast<std::size_t>(oldest)]->setChecked(false);
        }
    } else {
        if (m_order.size() <= 1) { // a view of no head would be empty
            const QSignalBlocker quiet(m_buttons[static_cast<std::size_t>(head)]);
            m_buttons[static_cast<std::size_t>(head)]->setChecked(true);
            return;
        }
        m_order.erase(std::remove(m_order.begin(), m_order.end(), head), m_order.end());
    }
    rebuild();
}

void SideBySidePanel::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (m_stale)
        rebuild();
}

void SideBySidePanel::rebuild()
{
    if (!isVisible()) { // built when shown: hidden, it would copy every head's T×T for nothing
        m_stale = true;
        return;
    }
    if (!m_doc->isResultReadable()) // an edit is being written into it: resultChanged() follows
        return;
    m_stale = false;
    const AttentionResult &r = m_doc->result();
    if (r.numHeads != static_cast<int>(m_buttons.size()))
        rebuildButtons();
    if (r.tokenCount() > kMaxTokens) {
        m_message->setText(
            tr("Side by side shows up to %1 tokens; this session has %2. The head strip under the "
               "heatmap shows every head of it.")
                .arg(kMaxTokens)
                .arg(r.tokenCount()));
        m_message->show();
        m_mapsArea->hide();
        return;
    }
    m_message->hide();
    m_mapsArea->show();
    m_shown = heads();
    const int n = static_cast<int>(m_shown.size());
    while (static_cast<int>(m_maps.size()) > n) {
        delete m_frames.back();
        m_frames.pop_back();
        m_maps.pop_back();
    }
    while (static_cast<int>(m_maps.size()) < n) {
        const int k = static_cast<int>(m_maps.size());
        auto *frame = new QFrame(m_mapsArea);
        frame->setObjectName(QStringLiteral("sideBySideFrame"));
        auto *inner = new QVBoxLayout(frame);
        inner->setContentsMargins(3, 3, 3, 3);
        auto *map = new HeatmapWidget(frame);
        map->setObjectName(QStringLiteral("sideBySideMap%1").arg(k + 1)); // the k-th head shown
        inner->addWidget(map);
        connect(map, &HeatmapWidget::queryClicked, this, [this, k](int row) {
            if (k >= static_cast<int>(m_shown.size())
                || m_doc->resultSession().tokens != m_doc->session().tokens)
                return; // a picture that lags an edit of the tokens would name another token
            m_doc->setSelectedHead(m_shown[static_cast<std::size_t>(k)]);
            m_doc->setSelectedQuery(row);
        });
        m_frames.push_back(frame);
        m_maps.push_back(map);
    }
    arrange();
    const QStringList labels = headLabelsFromView(m_doc->viewState(), r.numHeads);
    const Session &s = m_doc->resultSession();
    for (int k = 0; k < n; ++k) {
        const int h = m_shown[static_cast<std::size_t>(k)];
        HeatmapData d = makeHeatmapData(s, r, h, HeatmapKind::Weights);
        nameHead(d, labels.value(h));
        HeatmapWidget *map = m_maps[static_cast<std::size_t>(k)];
        HeatmapOptions o = map->options();
        o.weightScale = WeightScale::ZeroToOne; // one colour scale: the same 0 … 1 for every head
        // Every map here is of weights (the note above says so): the title keeps to the head.
        o.title = headName(h, labels.value(h));
        map->setOptions(o);
        map->setData(std::move(d));
        map->setSelectedRow(m_doc->selectedQuery());
    }
    markActive();
}

int SideBySidePanel::bestColumns(QSize area, int n)
{
    // As many columns as make the maps largest: the smaller side of each map's share decides
    // (two heads one above the other in a tall, narrow panel; side by side in a wide one).
    int best = 1;
    double bestSide = -1;
    for (int columns = 1; columns <= n; ++columns) {
        const int rows = (n + columns - 1) / columns;
        const double side = std::min(double(area.width()) / columns, double(area.height()) / rows);
        if (side > bestSide + 0.5) {
            bestSide = side;
            best = columns;
        }
    }
    return best;
}

void SideBySidePanel::arrange()
{
    const int n = static_cast<int>(m_frames.size());
    const int columns = std::max(1, bestColumns(m_mapsArea->size(), n));
    if (columns == m_columns && m_grid->count() == n)
        return;
    m_columns = columns;
    for (QFrame *frame : m_frames)
        m_grid->removeWidget(frame);
    for (int r = 0; r < m_grid->rowCount(); ++r)
        m_grid->setRowStretch(r, 0);
    for (int c = 0; c < m_grid->columnCount(); ++c)
        m_grid->setColumnStretch(c, 0);
    for (int k = 0; k < n; ++k) {
        m_grid->addWidget(m_frames[static_cast<std::size_t>(k)], k / columns, k % columns);
        m_frames[static_cast<std::size_t>(k)]->show(); // now, not after the next event loop pass
    }
    for (int r = 0; r < (n + columns - 1) / columns; ++r)
        m_grid->setRowStretch(r, 1);
    for (int c = 0; c < columns; ++c)
        m_grid->setColumnStretch(c, 1);
}

void SideBySidePanel::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    arrange();
}

void SideBySidePanel::markActive()
{
    const QColor active = Appearance::instance().theme().highlightBorder;
    for (std::size_t k = 0; k < m_frames.size() && k < m_shown.size(); ++k) {
        const bool on = m_shown[k] == m_doc->selectedHead();
        m_frames[k]->setStyleSheet(QStringLiteral("QFrame#sideBySideFrame { border: 3px solid %1; }")
                                       .arg(on ? active.name() : QStringLiteral("transparent")));
    }
}

} // namespace attn
